import { createHmac, timingSafeEqual } from 'node:crypto';

/** How long the link in a lock email works: long enough to read the email, short enough that an old mailbox is no key. */
export const UNLOCK_LINK_LIFETIME_MS = 60 * 60 * 1000;

/**
 * The token of an unlock link: `<email id>.<expires, unix seconds>.<signature>`, the signature an
 * HMAC-SHA256 of both with the server's secret (JWT_SECRET). It names the stored email (the
 * outbox row) rather than the account: the row says whose lock it lifts, and marks the link used,
 * so a link works once, from any process, across restarts.
 */
const signature = (secret: string, emailId: number, expires: number) =>
  createHmac('sha256', secret).update(`parley-unlock:${emailId}:${expires}`).digest('base64url');

export function signUnlockToken(secret: string, emailId: number, expiresAt: Date): string {
  const expires = Math.floor(expiresAt.getTime() / 1000);
  return `${emailId}.${expires}.${signature(secret, emailId, expires)}`;
}

export type UnlockTokenCheck = { ok: true; emailId: number } | { ok: false; reason: 'invalid' | 'expired' };

/** Whether the server signed this token, and whether it is still within its hour. */
export function verifyUnlockToken(secret: string, token: string, now = Date.now()): UnlockTokenCheck {
  const match = /^([1-9]\d{0,9})\.(\d{1,12})\.([\w-]{43})$/.exec(token);
  if (!match) return { ok: false, reason: 'invalid' };
  const emailId = Number(match[1]);
  const expires = Number(match[2]);
  if (emailId > 2_147_483_647) return { ok: false, reason: 'invalid' };
  const expected = Buffer.from(signature(secret, emailId, expires));
  const given = Buffer.from(match[3]!);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return { ok: false, reason: 'invalid' };
  // Checked after the signature, so the answer "expired" is only ever given for a link Parley sent.
  if (expires * 1000 <= now) return { ok: false, reason: 'expired' };
  return { ok: true, emailId };
}
