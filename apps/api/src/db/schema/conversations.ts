import { boolean, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { cascadeTextKey, choice, createdAt, id, setNullKey, timestamptz } from './columns';
import { organizationId, tenantKeys } from './organization-id';
import { users } from './accounts';

/* Conversations: visitors' threads with the agent, their messages and the leads they left (modules/conversations, runtime). */

/** A visitor's conversation with an agent, kept as it happens. */
export const conversations = pgTable(
  'conversations',
  {
    id: text('id').primaryKey(),
    organizationId: organizationId(),
    channel: choice('channel', ['chat', 'voice'], 'chat'),
    keyKind: text('key_kind', { enum: ['live', 'demo'] }).notNull(),
    visitorId: text('visitor_id'),
    sessionId: text('session_id'),
    pageUrl: text('page_url'),
    language: text('language'),
    outcome: choice('outcome', ['answered', 'unanswered', 'lead'], 'answered'),
    messageCount: integer('message_count').notNull().default(0),
    startedAt: timestamptz('started_at').notNull().defaultNow(),
    lastMessageAt: timestamptz('last_message_at').notNull().defaultNow(),
    /** When the call ended, or the chat went idle (30 minutes without a message): conversation.ended was told then. */
    endedAt: timestamptz('ended_at'),
    /** Null while the agent answers; 'requested' once the visitor asked for a person; 'human' while a member holds it. */
    handoffStatus: text('handoff_status', { enum: ['requested', 'human'] }),
    handoffUserId: setNullKey('handoff_user_id', () => users.id),
    handoffRequestedAt: timestamptz('handoff_requested_at'),
    handoffAt: timestamptz('handoff_at'),
  },
  (t) => [
    // Every sort of the owner's listing is one index scan, forwards or backwards (id breaks ties).
    index('conversations_org_started_idx').on(t.organizationId, t.startedAt, t.id),
    index('conversations_org_last_message_idx').on(t.organizationId, t.lastMessageAt, t.id),
    index('conversations_org_message_count_idx').on(t.organizationId, t.messageCount, t.id),
    index('conversations_org_outcome_started_idx').on(t.organizationId, t.outcome, t.startedAt, t.id),
    index('conversations_org_session_idx').on(t.organizationId, t.sessionId),
  ],
);

export const messages = pgTable(
  'messages',
  {
    id: id(),
    conversationId: cascadeTextKey('conversation_id', () => conversations.id),
    organizationId: organizationId(),
    role: text('role', { enum: ['user', 'assistant'] }).notNull(),
    content: text('content').notNull(),
    sources: jsonb('sources').$type<{ type: 'page' | 'document' | 'faq' | 'product'; id: number; title: string; url: string | null }[]>().notNull().default([]),
    answered: boolean('answered'),
    /** 'human': written by a member of the team (role 'assistant'), shown with `authorName`. */
    author: text('author', { enum: ['human'] }),
    authorName: text('author_name'),
    createdAt: createdAt(),
  },
  (t) => [index('messages_conversation_idx').on(t.conversationId, t.id), index('messages_org_created_idx').on(t.organizationId, t.createdAt)],
);

export const leads = pgTable(
  'leads',
  {
    ...tenantKeys(),
    conversationId: text('conversation_id').references(() => conversations.id, { onDelete: 'set null' }),
    name: text('name'),
    email: text('email'),
    phone: text('phone'),
    interest: text('interest'),
    consent: boolean('consent').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('leads_org_idx').on(t.organizationId, t.createdAt), index('leads_conversation_idx').on(t.conversationId)],
);
