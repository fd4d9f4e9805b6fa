import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { organizations } from './accounts';

/* Runtime: named sessions that group chats (modules/runtime, voice-api). */

/** Vapi-style sessions: a named thread of chats that share context (POST /session, then /chat with sessionId). */
export const chatSessions = pgTable(
  'chat_sessions',
  {
    id: text('id').primaryKey(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    keyKind: text('key_kind', { enum: ['live', 'demo'] }).notNull(),
    name: text('name'),
    status: text('status', { enum: ['active', 'completed'] })
      .notNull()
      .default('active'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('chat_sessions_org_idx').on(t.organizationId, t.createdAt)],
);
