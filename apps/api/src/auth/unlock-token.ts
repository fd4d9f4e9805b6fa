import { signLinkToken, verifyLinkToken } from './link-token';

/** How long the link in a lock email works: long enough to read the email, short enough that an old mailbox is no key. */
export const UNLOCK_LINK_LIFETIME_MS = 60 * 60 * 1000;

/**
 * The token of an unlock link (link-token.ts): it names the stored email (the outbox row) rather
 * than the account: the row says whose lock it lifts, and marks the link used.
 */
export function signUnlockToken(secret: string, emailId: number, expiresAt: Date): string {
  return signLinkToken('unlock', secret, emailId, expiresAt);
}

export type UnlockTokenCheck = { ok: true; emailId: number } | { ok: false; reason: 'invalid' | 'expired' };

/** Whether the server signed this token, and whether it is still within its hour. */
export function verifyUnlockToken(secret: string, token: string, now = Date.now()): UnlockTokenCheck {
  const check = verifyLinkToken('unlock', secret, token, now);
  return check.ok ? { ok: true, emailId: check.id } : check;
}
