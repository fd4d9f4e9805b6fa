import { and, desc, eq, gt, isNotNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { conversations, messages, organizations, users } from '../../db/schema';
import type { ConversationRow } from '../conversations/conversation-repository';
import { createHandoffWrites, type MemberMessageResult, type MemberMessageRow } from '../conversations/handoff-writes';

export type HandoffRow = ConversationRow;

export type { MemberMessageResult, MemberMessageRow };

export interface InboxRow {
  conversation: ConversationRow;
  holderName: string | null;
  lastMessage: { role: 'user' | 'assistant'; author: 'human' | null; content: string } | null;
  lead: { name: string | null; email: string | null; phone: string | null } | null;
}

/** How long after its last message a conversation still counts as in progress in the inbox. */
export const IN_PROGRESS_MS = 30 * 60_000;
const INBOX_LIMIT = 100;

/**
 * What the handoff reads (the inbox, who holds a conversation) and, through conversations/'
 * handoff writes, the changes of hands and the member's messages.
 */
export function createHandoffRepository(db: Db) {
  const byId = (organizationId: number, id: string) => and(eq(conversations.id, id), eq(conversations.organizationId, organizationId));
  return {
    async find(organizationId: number, id: string): Promise<ConversationRow | undefined> {
      const [row] = await db.select().from(conversations).where(byId(organizationId, id));
      return row;
    },

    ...createHandoffWrites(db),

    /** The organization's conversations in progress and those waiting for or held by a person, busiest first. */
    async inbox(organizationId: number, now = new Date()): Promise<InboxRow[]> {
      const rows = await db
        .select({
          conversation: conversations,
          holderName: users.name,
          lastMessage: sql<InboxRow['lastMessage']>`(SELECT json_build_object('role', m.role, 'author', m.author, 'content', m.content)
            FROM ${messages} m WHERE m.conversation_id = ${conversations.id} ORDER BY m.id DESC LIMIT 1)`,
          lead: sql<InboxRow['lead']>`(SELECT json_build_object('name', l.name, 'email', l.email, 'phone', l.phone)
            FROM leads l WHERE l.conversation_id = ${conversations.id} ORDER BY l.id DESC LIMIT 1)`,
        })
        .from(conversations)
        .leftJoin(users, eq(users.id, conversations.handoffUserId))
        .where(
          and(
            eq(conversations.organizationId, organizationId),
            or(gt(conversations.lastMessageAt, new Date(now.getTime() - IN_PROGRESS_MS)), isNotNull(conversations.handoffStatus)),
          ),
        )
        // Waiting visitors first, then the held ones, then the rest by their last message.
        .orderBy(sql`CASE ${conversations.handoffStatus} WHEN 'requested' THEN 0 WHEN 'human' THEN 1 ELSE 2 END`, desc(conversations.lastMessageAt))
        .limit(INBOX_LIMIT);
      return rows.map((row) => ({ ...row, lastMessage: parseJson(row.lastMessage), lead: parseJson(row.lead) }));
    },

    async memberName(userId: number): Promise<string | null> {
      const [row] = await db.select({ name: users.name }).from(users).where(eq(users.id, userId));
      return row?.name ?? null;
    },

    async businessName(organizationId: number): Promise<string> {
      const [row] = await db.select({ name: organizations.name }).from(organizations).where(eq(organizations.id, organizationId));
      return row?.name ?? '';
    },
  };
}

/** node-postgres parses json columns; PGlite's `sql` expressions may come back as text. */
function parseJson<T>(value: T | string | null): T | null {
  return typeof value === 'string' ? (JSON.parse(value) as T) : value;
}
