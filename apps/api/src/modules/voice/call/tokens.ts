import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';

/** How long the media-socket URL of `POST /call/web` stays usable before the first connection. */
export const CONNECT_TOKEN_TTL_MS = 60_000;

/** What `POST /call/web` decided about the call that the socket needs (carried in the signed token). */
const CallOptionsSchema = z.object({ speakFirst: z.boolean(), firstMessage: z.string().max(1000).optional() });
export type CallOptions = z.infer<typeof CallOptionsSchema>;
const PayloadSchema = z.object({ id: z.string(), exp: z.number(), options: CallOptionsSchema });

const sign = (secret: string, payload: string) => createHmac('sha256', secret).update(`parley-call:${payload}`).digest('base64url');

/**
 * The token in `webCallUrl`: the call id, an expiry and the call's options, signed with the
 * server secret, so any server instance can check it. It is spent by the first connection (the
 * call row moves out of `queued` in one conditional update), which makes it one-time across
 * instances too.
 */
export function createConnectToken(secret: string, callId: string, options: CallOptions, now = Date.now()): string {
  const payload = Buffer.from(JSON.stringify({ id: callId, exp: now + CONNECT_TOKEN_TTL_MS, options })).toString('base64url');
  return `${payload}.${sign(secret, payload)}`;
}

export type TokenCheck = { verdict: 'ok'; options: CallOptions } | { verdict: 'invalid' | 'expired' };

export function verifyConnectToken(secret: string, token: string, callId: string, now = Date.now()): TokenCheck {
  const [payload, signature, extra] = token.split('.');
  if (!payload || !signature || extra !== undefined) return { verdict: 'invalid' };
  const expected = Buffer.from(sign(secret, payload));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return { verdict: 'invalid' };
  let decoded: unknown;
  try {
    decoded = JSON.parse(Buffer.from(payload, 'base64url').toString());
  } catch {
    return { verdict: 'invalid' };
  }
  const parsed = PayloadSchema.safeParse(decoded);
  if (!parsed.success || parsed.data.id !== callId) return { verdict: 'invalid' };
  return parsed.data.exp >= now ? { verdict: 'ok', options: parsed.data.options } : { verdict: 'expired' };
}

/** A resume token: random, held only by the process that holds the call (media sockets are sticky). */
export const createResumeToken = () => randomBytes(24).toString('base64url');

export function sameToken(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}
