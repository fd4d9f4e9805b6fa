import type { SignupPending, SignupRequestSchema, User } from '@parley/contract';
import { detectLanguage } from '@parley/i18n';
import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { verifyLinkToken } from '../../auth/link-token';
import { hashPassword } from '../../auth/passwords';
import { createThrottle } from '../../auth/throttle';
import type { Db } from '../../db/database';
import { isUniqueViolation } from '../../db/db-errors';
import { signupRequests, users, type PendingSignup } from '../../db/schema';
import { AppError } from '../../errors';
import type { Counters } from '../../shared-state';
import { EMAIL_MAX_ATTEMPTS } from '../email/outbox';
import { SIGNUP_LINK_PURPOSE } from '../email/signup-email';
import type { JobQueue } from '../jobs/job-queue';
import { refusedLink } from './emailed-links';
import { insertOwner } from './service';

/** How long a sign-up's link works, and how long the pending sign-up (with its password hash) is kept. */
export const SIGNUP_LINK_LIFETIME_MS = 24 * 60 * 60 * 1000;

/**
 * Sign-up emails belong to no organization: they share the job queue of organization 0, so they go
 * one at a time, which is plenty for sign-ups and keeps a flood of them from taking every worker slot.
 */
const NO_ORGANIZATION = 0;

/** The browser's languages from an Accept-Language header, most preferred first. */
export function acceptedLanguages(header: string | undefined): string[] {
  return (header ?? '')
    .split(',')
    .slice(0, 20)
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = Number(/^\s*q=([\d.]+)\s*$/.exec(params.join(';'))?.[1] ?? 1);
      return { tag: tag.trim(), q: Number.isFinite(q) ? q : 0 };
    })
    .filter(({ tag, q }) => /^[A-Za-z]{1,8}(?:-[A-Za-z0-9]{1,8})*$/.test(tag) && q > 0)
    .sort((a, b) => b.q - a.q)
    .map(({ tag }) => tag);
}

export interface SignupByEmailOptions {
  db: Db;
  queue: Pick<JobQueue, 'enqueue'>;
  counters: Counters;
  /** Signs the links (JWT_SECRET). */
  secret: string;
  /** The signed-in person, as sign-up answers it (accounts service). */
  profile: (userId: number) => Promise<User>;
}

/**
 * Signing up on a server that sends email (issue 15): POST /signup answers alike whether or not
 * the address has an account, and the email says which. Both do the same work before answering
 * (hash the password, look the address up, store a row, queue a job), so neither the answer nor
 * its timing tells a registered address apart; the email goes out from the job, not awaited.
 */
export function createSignupByEmail({ db, queue, counters, secret, profile }: SignupByEmailOptions) {
  // Each sign-up emails the address typed: a few an hour per address, so nobody's mailbox can be
  // flooded from the register page. Counted per address whether or not it has an account, so the
  // limit answers alike too.
  const emailsPerAddress = createThrottle(
    counters,
    'signup-email',
    5,
    60 * 60 * 1000,
    (minutes) => `Too many sign-up emails were sent to this address. Check your inbox, or try again in ${minutes} minutes.`,
  );

  return {
    async request(input: z.output<typeof SignupRequestSchema>, acceptLanguage: string | undefined): Promise<SignupPending> {
      const email = input.user.email;
      await emailsPerAddress.check(email);
      const language = detectLanguage({ stored: input.user.language_preference, browserLanguages: acceptedLanguages(acceptLanguage) });
      const passwordHash = await hashPassword(input.user.password);
      const [registered] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
      const signup: PendingSignup = {
        user: { email, name: input.user.name, passwordHash, languagePreference: input.user.language_preference ?? language },
        organization: { name: input.organization.name, websiteUrl: input.organization.website_url },
      };
      const [row] = await db
        .insert(signupRequests)
        .values({
          email,
          kind: registered ? 'already_registered' : 'confirm',
          language,
          // A registered address keeps nothing of what was typed: its email only says it has an account.
          signup: registered ? null : signup,
          expiresAt: new Date(Date.now() + SIGNUP_LINK_LIFETIME_MS),
        })
        .returning({ id: signupRequests.id });
      await queue.enqueue({ kind: 'signup_email', refId: row!.id, organizationId: NO_ORGANIZATION, maxAttempts: EMAIL_MAX_ATTEMPTS });
      await emailsPerAddress.record(email);
      return { status: 'check_your_email', email };
    },

    /** Creates the business the link was sent for, once; 400 with what is wrong, 409 when the address got an account meanwhile. */
    async confirm(token: string): Promise<User> {
      const check = verifyLinkToken(SIGNUP_LINK_PURPOSE, secret, token);
      if (!check.ok) throw refusedLink('sign-up', check.reason, '(links work for 24 hours). Sign up again to get a new one.');
      const emailTaken = () =>
        AppError.conflict('This email got a Parley account since the link was sent. Sign in with it, or sign up again with another email.');
      try {
        const userId = await db.transaction(async (tx) => {
          // One statement marks the link used, forgets the password hash on the row and hands the
          // sign-up over: two clicks at once create one account, and the second is told.
          const { rows } = await tx.execute(sql`UPDATE signup_requests AS s SET used_at = now(), signup = NULL
            FROM signup_requests AS kept WHERE kept.id = s.id AND s.id = ${check.id} AND s.kind = 'confirm'
              AND s.used_at IS NULL AND s.expires_at > now() RETURNING kept.signup`);
          const pending = (rows[0] as { signup: PendingSignup | null } | undefined)?.signup;
          if (!pending) throw new AppError('bad_request', 'This sign-up link has already been used. Each link works once: sign in instead.');
          const [taken] = await tx.select({ id: users.id }).from(users).where(eq(users.email, pending.user.email));
          if (taken) throw emailTaken();
          return insertOwner(tx, pending);
        });
        return await profile(userId);
      } catch (error) {
        if (isUniqueViolation(error)) throw emailTaken();
        throw error;
      }
    },
  };
}

export type SignupByEmail = ReturnType<typeof createSignupByEmail>;
