import { index, integer, jsonb, numeric, pgTable, primaryKey, smallint, text, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { cascadeKey, cascadeTextKey, createdAt, setNullKey, timestamptz } from './columns';
import { organizationId, tenantKeys } from './organization-id';
import { users } from './accounts';
import { conversations } from './conversations';
import { products } from './knowledge';

/* Analytics: product usage events and what visitors were shown and opened (modules/analytics, billing). */

export const analyticsEvents = pgTable(
  'analytics_events',
  {
    ...tenantKeys(),
    userId: setNullKey('user_id', () => users.id),
    name: text('name').notNull(),
    properties: jsonb('properties').$type<Record<string, string | number | boolean | null>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [index('analytics_events_org_idx').on(t.organizationId, t.name)],
);

/** What the agent put in front of visitors, and what they opened: product cards recommended and clicked. */
export const productEvents = pgTable(
  'product_events',
  {
    ...tenantKeys(),
    conversationId: cascadeTextKey('conversation_id', () => conversations.id),
    productId: cascadeKey('product_id', () => products.id),
    kind: text('kind', { enum: ['recommended', 'clicked'] }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('product_events_org_created_idx').on(t.organizationId, t.createdAt), index('product_events_conversation_idx').on(t.conversationId, t.kind)],
);

/*
 * Rollups: the figures of the analytics page per organization and UTC bucket, kept by triggers
 * (drizzle/0013_analytics_rollups.sql) in the statement that writes conversations, messages,
 * leads or product events, and read by modules/analytics instead of those tables.
 */
const bucket = () => timestamptz('bucket').notNull();
/** How long a bucket is, in minutes: 15 (every time zone offset is a multiple of it) or 1440 (a UTC day). */
const spanMinutes = () => smallint('span_minutes').notNull();
const count = (name: string) => integer(name).notNull().default(0);

/** Conversations by the 15 minutes they started in; messages and leads by the 15 minutes they were written in. */
export const analyticsRollups = pgTable(
  'analytics_rollups',
  {
    organizationId: organizationId(),
    bucket: bucket(),
    conversations: count('conversations'),
    chat: count('chat'),
    voice: count('voice'),
    /** Conversations whose outcome is 'lead'. */
    converted: count('converted'),
    /** Sum of last_message_at − started_at: exact (numeric), as the sum the analytics took before. */
    durationSeconds: numeric('duration_seconds').notNull().default('0'),
    messages: count('messages'),
    /** Assistant messages marked unanswered. */
    unanswered: count('unanswered'),
    leads: count('leads'),
  },
  (t) => [primaryKey({ name: 'analytics_rollups_pk', columns: [t.organizationId, t.bucket] })],
);

/**
 * Visitor questions asked, and answers left unanswered, per normalised question (parley_question)
 * and bucket. The migration makes the primary key and the two indexes covering (INCLUDE), which
 * drizzle cannot declare.
 */
export const analyticsQuestionRollups = pgTable(
  'analytics_question_rollups',
  {
    organizationId: organizationId(),
    /** md5 of the question: a key of fixed size, however long the question. */
    questionHash: uuid('question_hash').notNull(),
    spanMinutes: spanMinutes(),
    bucket: bucket(),
    question: text('question').notNull(),
    asked: count('asked'),
    unanswered: count('unanswered'),
    /** The bucket's latest unanswered answer under this question, by (created_at, id). */
    lastUnansweredAt: timestamptz('last_unanswered_at'),
    lastUnansweredMessageId: integer('last_unanswered_message_id'),
    lastUnansweredConversationId: text('last_unanswered_conversation_id'),
  },
  (t) => [
    primaryKey({ name: 'analytics_question_rollups_pk', columns: [t.organizationId, t.questionHash, t.spanMinutes, t.bucket] }),
    index('analytics_question_rollups_asked_idx')
      .on(t.organizationId, t.spanMinutes, t.bucket, t.asked.desc())
      .where(sql`asked > 0`),
    index('analytics_question_rollups_unanswered_idx')
      .on(t.organizationId, t.spanMinutes, t.bucket, t.unanswered.desc())
      .where(sql`unanswered > 0`),
  ],
);

/** Product cards recommended and opened per product and bucket (no foreign key: a deleted product's events are subtracted after it is gone). */
export const analyticsProductRollups = pgTable(
  'analytics_product_rollups',
  {
    organizationId: organizationId(),
    spanMinutes: spanMinutes(),
    bucket: bucket(),
    productId: integer('product_id').notNull(),
    recommended: count('recommended'),
    clicked: count('clicked'),
  },
  (t) => [primaryKey({ name: 'analytics_product_rollups_pk', columns: [t.organizationId, t.spanMinutes, t.bucket, t.productId] })],
);
