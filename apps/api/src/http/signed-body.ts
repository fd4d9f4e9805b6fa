import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The signature Parley puts on every body it sends to a business's server: tool calls
 * (modules/tools) and webhooks (modules/webhooks) share the scheme under their own headers, so it
 * lives below both and neither module imports the other for it.
 */

/** A signature older than this is refused by `verifySignedBody` (replays). */
export const SIGNATURE_TOLERANCE_S = 300;

/** `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">` — the scheme Stripe made familiar. */
export function signBody(secret: string, body: string, timestamp = Math.floor(Date.now() / 1000)): string {
  const mac = createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
  return `t=${timestamp},v1=${mac}`;
}

/** What the business's server does with the header (also used by our tests and its README). */
export function verifySignedBody(secret: string, body: string, header: string | undefined, now = Math.floor(Date.now() / 1000)): boolean {
  const parts = Object.fromEntries((header ?? '').split(',').map((part) => part.split('=', 2) as [string, string]));
  const timestamp = Number(parts.t);
  if (!Number.isInteger(timestamp) || !parts.v1 || Math.abs(now - timestamp) > SIGNATURE_TOLERANCE_S) return false;
  const expected = Buffer.from(signBody(secret, body, timestamp).split('v1=')[1]!, 'hex');
  const given = Buffer.from(parts.v1, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
