import { signUnlockToken } from '../../auth/unlock-token';
import type { EmailContext } from './content';
import { renderEmail, type RenderedEmail, type translator } from './templates';

/** What the outbox keeps for a lock email: until when its link works, and, once used, when. */
export interface UnlockPayload {
  expiresAt: string;
  usedAt?: string;
}

/**
 * The email a locked account's owner gets: someone tried to sign in; if it was them, the link
 * (the dashboard's /unlock page, one use, an hour) lifts the lock. The token is signed here, at
 * sending, from the row's id and expiry, so the database never holds a working link.
 */
export function unlockEmail(
  emailId: number,
  payload: UnlockPayload,
  writing: EmailContext,
  language: ReturnType<typeof translator>,
  secret: string,
): RenderedEmail & { headers: Record<string, string> } {
  const { t, base, recipientName, organization } = writing;
  const token = signUnlockToken(secret, emailId, new Date(payload.expiresAt));
  const body = {
    subject: t('unlock.subject'),
    greeting: t('greeting', { name: recipientName }),
    intro: t('unlock.intro'),
    action: { label: t('unlock.action'), url: `${base}/unlock?token=${encodeURIComponent(token)}` },
    outro: t('unlock.notYou'),
    why: t('unlock.why'),
  };
  return { ...renderEmail(body, language, organization, 'account_unlock', null), headers: { 'Auto-Submitted': 'auto-generated' } };
}
