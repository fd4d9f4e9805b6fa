import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { choice, timestamps, timestamptz } from './columns';
import { organizationId } from './organization-id';

/* Runtime: named sessions that group chats (modules/runtime, voice-api). */

/** Vapi-style sessions: a named thread of chats that share context (POST /session, then /chat with sessionId). */
export const chatSessions = pgTable(
  'chat_sessions',
  {
    id: text('id').primaryKey(),
    organizationId: organizationId(),
    keyKind: text('key_kind', { enum: ['live', 'demo'] }).notNull(),
    name: text('name'),
    status: choice('status', ['active', 'completed'], 'active'),
    expiresAt: timestamptz('expires_at'),
    ...timestamps(),
  },
  (t) => [index('chat_sessions_org_idx').on(t.organizationId, t.createdAt)],
);
