import { createHmac, timingSafeEqual } from 'node:crypto';
import { EMAIL_KINDS, type EmailKind } from '../../db/schema';

/**
 * The token of an unsubscribe link: `<user id>.<kind>.<signature>`, the signature an HMAC-SHA256
 * of both with the server's secret (JWT_SECRET). It does not expire: an unsubscribe link in an
 * old email must still work, and all it can do is turn one kind of email off for one member.
 */
const signature = (secret: string, userId: number, kind: EmailKind) =>
  createHmac('sha256', secret).update(`parley-unsubscribe:${userId}:${kind}`).digest('base64url');

export function signUnsubscribeToken(secret: string, userId: number, kind: EmailKind): string {
  return `${userId}.${kind}.${signature(secret, userId, kind)}`;
}

/** The member and kind a token names, or null when the server did not sign it. */
export function verifyUnsubscribeToken(secret: string, token: string): { userId: number; kind: EmailKind } | null {
  const [id, kind, given, ...rest] = token.split('.');
  if (rest.length || !id || !/^[1-9]\d{0,9}$/.test(id) || !given || !(EMAIL_KINDS as readonly string[]).includes(kind ?? '')) return null;
  const userId = Number(id);
  if (userId > 2_147_483_647) return null;
  const expected = Buffer.from(signature(secret, userId, kind as EmailKind));
  const actual = Buffer.from(given);
  if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) return null;
  return { userId, kind: kind as EmailKind };
}
