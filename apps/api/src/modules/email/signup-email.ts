import { and, eq, sql } from 'drizzle-orm';
import { signLinkToken } from '../../auth/link-token';
import type { Db } from '../../db/database';
import { signupRequests, type PendingSignup } from '../../db/schema';
import { errorMessage, JobLostError, type JobHandler } from '../jobs/job-queue';
import type { Mailer, OutgoingEmail } from './mailer';
import { oneLine, renderEmail, translator } from './templates';

/** What a sign-up link's token is signed for (auth/link-token.ts): a token of another kind of link never confirms a sign-up. */
export const SIGNUP_LINK_PURPOSE = 'signup';

type SignupRow = typeof signupRequests.$inferSelect;

/**
 * The email of one sign-up, in the language of the register page. A new address gets the
 * one-time link that creates the account (the dashboard's /register/confirm page, 24 hours); a
 * registered one is told it has an account already, with a link to sign in and nothing that
 * creates anything. The token is signed here, at sending, so the database never holds a working link.
 */
export function signupEmail(
  row: (SignupRow & { kind: 'confirm'; signup: PendingSignup }) | (SignupRow & { kind: 'already_registered' }),
  base: string,
  secret: string,
): OutgoingEmail {
  const language = translator(row.language);
  const { t } = language;
  const headers = { 'Auto-Submitted': 'auto-generated' };
  if (row.kind === 'confirm') {
    const token = signLinkToken(SIGNUP_LINK_PURPOSE, secret, row.id, row.expiresAt);
    const body = {
      subject: t('signup.confirm.subject'),
      greeting: t('greeting', { name: oneLine(row.signup.user.name, 80) }),
      intro: t('signup.confirm.intro', { organization: oneLine(row.signup.organization.name, 80) }),
      action: { label: t('signup.confirm.action'), url: `${base}/register/confirm?token=${encodeURIComponent(token)}` },
      outro: t('signup.confirm.notYou'),
      why: t('signup.why'),
    };
    return { to: row.email, ...renderEmail(body, language, 'Parley', 'signup', null), headers };
  }
  const body = {
    subject: t('signup.registered.subject'),
    greeting: t('signup.registered.greeting'),
    intro: t('signup.registered.intro'),
    action: { label: t('signup.registered.action'), url: `${base}/login` },
    outro: `${t('signup.registered.forgot')} ${t('signup.registered.notYou')}`,
    why: t('signup.why'),
  };
  return { to: row.email, ...renderEmail(body, language, 'Parley', 'signup', null), headers };
}

export interface SignupEmailSenderOptions {
  db: Db;
  mailer: Mailer;
  /** Signs the links (JWT_SECRET). */
  secret: string;
  /** The dashboard's origin for links (PUBLIC_URL). */
  publicUrl: string;
  log: { warn(obj: object, msg: string): void };
}

/**
 * The job of kind 'signup_email': sends the email of a stored sign-up. A failure is kept on the
 * row and thrown, so the queue retries it with back-off; after the last attempt the row reads `failed`.
 */
export function createSignupEmailSender({ db, mailer, secret, publicUrl, log }: SignupEmailSenderOptions): JobHandler {
  const base = publicUrl.replace(/\/+$/, '');
  return async (id, context) => {
    const [row] = await db.select().from(signupRequests).where(eq(signupRequests.id, id));
    // Gone (past its day, swept) or sent already: nothing to do.
    if (!row || row.status !== 'pending') return;
    if (row.kind === 'confirm' && !row.signup) {
      return void (await db
        .update(signupRequests)
        .set({ status: 'skipped', lastError: 'the link was used before its email went' })
        .where(eq(signupRequests.id, id)));
    }
    if (!mailer.enabled) {
      log.warn({ signupId: id }, 'sign-up email not sent: SMTP_URL is not set on this process');
      return void (await db.update(signupRequests).set({ status: 'failed', lastError: 'SMTP_URL is not set' }).where(eq(signupRequests.id, id)));
    }
    try {
      await context.checkpoint();
      await mailer.send(signupEmail(row as Parameters<typeof signupEmail>[0], base, secret));
    } catch (error) {
      if (error instanceof JobLostError) throw error;
      await db
        .update(signupRequests)
        .set({ lastError: errorMessage(error).slice(0, 500), ...(context.lastAttempt && { status: 'failed' as const }) })
        .where(and(eq(signupRequests.id, id), eq(signupRequests.status, 'pending')));
      throw error;
    }
    await db.update(signupRequests).set({ status: 'sent', sentAt: new Date(), lastError: null }).where(eq(signupRequests.id, id));
  };
}

/** The minutely sweep: a sign-up past its day goes, and with it the password hash it kept. */
export async function deleteExpiredSignups(db: Db): Promise<void> {
  await db.delete(signupRequests).where(sql`${signupRequests.expiresAt} < now()`);
}
