import { boolean, date, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { cascadeKey, choice, createdAt, timestamptz, updatedAt } from './columns';
import { organizationId, organizationIndex, tenantKeys } from './organization-id';
import { users } from './accounts';

/* Email notifications: each member's choices and the emails waiting to go out (modules/email). */

export const EMAIL_KINDS = ['new_lead', 'handoff_request', 'daily_digest'] as const;
export type EmailKind = (typeof EMAIL_KINDS)[number];
/** What the outbox sends: the members' notifications, the security email a locked account's owner gets, and the owners' alert that agent tests broke (no choice, no unsubscribe). */
export const OUTBOX_KINDS = [...EMAIL_KINDS, 'account_unlock', 'agent_tests_failed'] as const;
export type OutboxKind = (typeof OUTBOX_KINDS)[number];

/** A member's choices; a null one follows their role (owners: all three; members: handoff requests). */
export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    organizationId: organizationId(),
    newLead: boolean('new_lead'),
    handoffRequest: boolean('handoff_request'),
    dailyDigest: boolean('daily_digest'),
    /** IANA time zone of the member: the digest goes out after 08:00 there. */
    timezone: text('timezone').notNull().default('UTC'),
    /** The local day whose digest was claimed (one per day, across workers). */
    lastDigestOn: date('last_digest_on'),
    updatedAt: updatedAt(),
  },
  organizationIndex('notification_preferences_org_idx'),
);

/** Every email, stored before a background job renders and sends it. */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    ...tenantKeys(),
    userId: cascadeKey('user_id', () => users.id),
    kind: text('kind', { enum: OUTBOX_KINDS }).notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    status: choice('status', ['pending', 'sent', 'skipped', 'failed'], 'pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    sentAt: timestamptz('sent_at'),
    createdAt: createdAt(),
  },
  (t) => [index('email_outbox_org_created_idx').on(t.organizationId, t.createdAt)],
);
