import { index, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { choice, createdAt, id, timestamptz } from './columns';

/*
 * Sign-ups on a server that sends email (modules/accounts/signup-by-email.ts): every POST /signup
 * stores one row and queues one 'signup_email' job, whether or not the address has an account, so
 * both answer alike. A row for a new address keeps the sign-up (the password already hashed) until
 * its link is confirmed or 24 hours pass; a row for a registered one keeps nothing but the address.
 */

export const SIGNUP_EMAIL_KINDS = ['confirm', 'already_registered'] as const;
export type SignupEmailKind = (typeof SIGNUP_EMAIL_KINDS)[number];

/** A pending sign-up, as the link will create it: never the plain password. */
export interface PendingSignup {
  user: { email: string; name: string; passwordHash: string; languagePreference: string | null };
  organization: { name: string; websiteUrl: string };
}

export const signupRequests = pgTable(
  'signup_requests',
  {
    id: id(),
    /** The address as typed: where the email goes. */
    email: text('email').notNull(),
    kind: text('kind', { enum: SIGNUP_EMAIL_KINDS }).notNull(),
    /** The language the visitor chose on the register page: the email's. */
    language: text('language').notNull(),
    /** The sign-up the link creates ('confirm' only); cleared once used or expired. */
    signup: jsonb('signup').$type<PendingSignup>(),
    expiresAt: timestamptz('expires_at').notNull(),
    usedAt: timestamptz('used_at'),
    /** `skipped`: a link used before its email went (nothing left to send). */
    status: choice('status', ['pending', 'sent', 'skipped', 'failed'], 'pending'),
    lastError: text('last_error'),
    sentAt: timestamptz('sent_at'),
    createdAt: createdAt(),
  },
  (t) => [index('signup_requests_expires_idx').on(t.expiresAt)],
);
