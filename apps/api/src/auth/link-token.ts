import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The token of a one-time emailed link: `<row id>.<expires, unix seconds>.<signature>`, the
 * signature an HMAC-SHA256 of both, and of what the link is for, with the server's secret
 * (JWT_SECRET). It names the stored row the email was sent for rather than a person: the row
 * says what the link does and marks it used, so a link works once, from any process, across
 * restarts, and the database never holds a working link.
 */
const signature = (purpose: string, secret: string, id: number, expires: number) =>
  createHmac('sha256', secret).update(`parley-${purpose}:${id}:${expires}`).digest('base64url');

export function signLinkToken(purpose: string, secret: string, id: number, expiresAt: Date): string {
  const expires = Math.floor(expiresAt.getTime() / 1000);
  return `${id}.${expires}.${signature(purpose, secret, id, expires)}`;
}

export type LinkTokenCheck = { ok: true; id: number } | { ok: false; reason: 'invalid' | 'expired' };

/** Whether the server signed this token for this purpose, and whether it is still valid. */
export function verifyLinkToken(purpose: string, secret: string, token: string, now = Date.now()): LinkTokenCheck {
  const match = /^([1-9]\d{0,9})\.(\d{1,12})\.([\w-]{43})$/.exec(token);
  if (!match) return { ok: false, reason: 'invalid' };
  const id = Number(match[1]);
  const expires = Number(match[2]);
  if (id > 2_147_483_647) return { ok: false, reason: 'invalid' };
  const expected = Buffer.from(signature(purpose, secret, id, expires));
  const given = Buffer.from(match[3]!);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return { ok: false, reason: 'invalid' };
  // Checked after the signature, so the answer "expired" is only ever given for a link Parley sent.
  if (expires * 1000 <= now) return { ok: false, reason: 'expired' };
  return { ok: true, id };
}
