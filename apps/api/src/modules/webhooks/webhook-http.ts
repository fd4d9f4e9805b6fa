import { WEBHOOK_TIMEOUT_MS } from '@parley/contract';
import { fetch as undiciFetch, type Dispatcher } from 'undici';
import { BlockedAddressError, isBlockedAddress } from '../knowledge/crawler/network-guard';
import { signBody, verifySignedBody } from '../../http/signed-body';
import { clip } from './webhook-repository';

export const SIGNATURE_HEADER = 'parley-signature';
export const USER_AGENT = 'Parley-Webhooks/1';

/** `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">`: the tools' scheme (Stripe's), under its own header. */
export const signWebhookBody = signBody;
/** What a receiver does with the header (our tests do it too): the signature matches and is at most 5 minutes old. */
export const verifyWebhookSignature = verifySignedBody;

/**
 * Why a webhook URL may not be saved or called, or null. Checked without DNS (a name may not
 * resolve from here yet): names for this machine or an internal zone, and literal private
 * addresses. Every call is checked again at connect time, after DNS, by the guarded dispatcher
 * (which also holds when a name starts resolving to a private address: DNS rebinding).
 */
export function privateUrlProblem(url: string, allowPrivateNetworks: boolean): string | null {
  if (allowPrivateNetworks) return null;
  const host = new URL(url).hostname.replace(/^\[|\]$/g, '').toLowerCase();
  const literal = /^[\d.]+$/.test(host) || host.includes(':');
  if (host === 'localhost' || host.endsWith('.localhost') || host.endsWith('.internal') || (literal && isBlockedAddress(host))) {
    return 'The webhook URL must be a public address (not loopback or a private network)';
  }
  return null;
}

export interface SendOutcome {
  ok: boolean;
  status: number | null;
  /** The start of the answer's body. */
  excerpt: string | null;
  error: string | null;
  durationMs: number;
}

/** The start of a body, without reading a huge one to its end. */
async function readExcerpt(body: ReadableStream<Uint8Array> | null): Promise<string | null> {
  if (!body) return null;
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    while (size < 2048) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
      size += value.byteLength;
    }
  } finally {
    await reader.cancel().catch(() => undefined);
  }
  const text = Buffer.concat(chunks).toString('utf8').trim();
  return text ? clip(text) : null;
}

/**
 * One signed POST of `body` (the raw JSON) to the webhook; never throws. Signed at each attempt
 * with a fresh timestamp; a redirect is an answer like any other non-2xx (not followed).
 */
export async function sendWebhook(
  target: { url: string; secret: string },
  body: string,
  { dispatcher, allowPrivateNetworks }: { dispatcher: Dispatcher; allowPrivateNetworks: boolean },
): Promise<SendOutcome> {
  const started = performance.now();
  const done = (outcome: Omit<SendOutcome, 'durationMs'>): SendOutcome => ({ ...outcome, durationMs: Math.round(performance.now() - started) });
  // Literal addresses skip the dispatcher's lookup: refused here.
  const problem = privateUrlProblem(target.url, allowPrivateNetworks);
  if (problem) return done({ ok: false, status: null, excerpt: null, error: problem });
  try {
    const response = await undiciFetch(target.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'user-agent': USER_AGENT, [SIGNATURE_HEADER]: signWebhookBody(target.secret, body) },
      body,
      redirect: 'manual',
      signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS),
      dispatcher,
    });
    const excerpt = await readExcerpt(response.body as ReadableStream<Uint8Array> | null);
    const ok = response.status >= 200 && response.status < 300;
    return done({ ok, status: response.status, excerpt, error: ok ? null : `The receiver answered HTTP ${response.status}` });
  } catch (error) {
    return done({ ok: false, status: null, excerpt: null, error: reasonOf(error) });
  }
}

function reasonOf(error: unknown): string {
  if (error instanceof Error && error.name === 'TimeoutError') return `The receiver did not answer within ${WEBHOOK_TIMEOUT_MS / 1000} s`;
  // undici wraps the connect error: the blocked lookup is its cause.
  const cause = error instanceof Error ? (error.cause ?? error) : error;
  if (cause instanceof BlockedAddressError) return 'The webhook URL resolves to a private or internal address';
  const code = (cause as NodeJS.ErrnoException | undefined)?.code;
  return clip(`The receiver could not be reached${code ? ` (${code})` : ''}`);
}
