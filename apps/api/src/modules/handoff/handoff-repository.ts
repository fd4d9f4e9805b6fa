import { and, desc, eq, gt, isNotNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { conversations, messages, organizations, users } from '../../db/schema';
import type { ConversationRow } from '../conversations/conversation-store';

export type HandoffRow = ConversationRow;

/** A member's message as stored. */
export interface MemberMessageRow {
  id: number;
  content: string;
  authorName: string;
  createdAt: Date;
}

export interface MemberMessageResult {
  /** What the live dashboards need of the conversation after the message. */
  conversation: Pick<ConversationRow, 'id' | 'channel' | 'outcome' | 'messageCount' | 'startedAt' | 'lastMessageAt'>;
  message: MemberMessageRow;
}

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
 * The handoff columns of a conversation and the member's messages: the only code that moves them.
 * Every statement is scoped to the caller's organization, and every change of hands is one
 * conditional UPDATE, so two members racing for a conversation get one holder and one conflict.
 */
export function createHandoffRepository(db: Db) {
  const byId = (organizationId: number, id: string) => and(eq(conversations.id, id), eq(conversations.organizationId, organizationId));
  return {
    async find(organizationId: number, id: string): Promise<ConversationRow | undefined> {
      const [row] = await db.select().from(conversations).where(byId(organizationId, id));
      return row;
    },

    /** The visitor asked for a person: 'requested' unless a member already holds it. */
    async request(organizationId: number, id: string): Promise<ConversationRow | undefined> {
      const [row] = await db
        .update(conversations)
        .set({ handoffStatus: 'requested', handoffRequestedAt: new Date() })
        .where(and(byId(organizationId, id), sql`${conversations.handoffStatus} IS DISTINCT FROM 'human'`))
        .returning();
      return row;
    },

    /** Held by `userId` from now; undefined when another member holds it (or it is not the organization's). */
    async takeOver(organizationId: number, id: string, userId: number): Promise<ConversationRow | undefined> {
      const [row] = await db
        .update(conversations)
        .set({ handoffStatus: 'human', handoffUserId: userId, handoffAt: new Date() })
        .where(
          and(
            byId(organizationId, id),
            sql`(${conversations.handoffStatus} IS DISTINCT FROM 'human' OR ${conversations.handoffUserId} IS NULL OR ${conversations.handoffUserId} = ${userId})`,
          ),
        )
        .returning();
      return row;
    },

    /** Back to the agent; `anyHolder`: an owner may hand back what another member holds. */
    async release(organizationId: number, id: string, userId: number, anyHolder: boolean): Promise<ConversationRow | undefined> {
      const [row] = await db
        .update(conversations)
        .set({ handoffStatus: null, handoffUserId: null, handoffAt: null, handoffRequestedAt: null })
        .where(
          and(
            byId(organizationId, id),
            anyHolder
              ? undefined
              : sql`(${conversations.handoffStatus} IS DISTINCT FROM 'human' OR ${conversations.handoffUserId} IS NULL OR ${conversations.handoffUserId} = ${userId})`,
          ),
        )
        .returning();
      return row;
    },

    /**
     * The holder's message, with the conversation's counts, in one statement that finds nothing
     * unless `userId` holds the conversation at that moment.
     */
    async addMemberMessage(organizationId: number, id: string, userId: number, authorName: string, content: string): Promise<MemberMessageResult | undefined> {
      const result = await db.execute<{
        channel: 'chat' | 'voice';
        outcome: 'answered' | 'unanswered' | 'lead';
        message_count: number;
        started_at: Date | string;
        last_message_at: Date | string;
        message_id: number;
        created_at: Date | string;
      }>(sql`
        WITH held AS (
          UPDATE ${conversations} SET message_count = message_count + 1, last_message_at = now()
          WHERE id = ${id} AND organization_id = ${organizationId} AND handoff_status = 'human' AND handoff_user_id = ${userId}
          RETURNING id, organization_id, channel, outcome, message_count, started_at, last_message_at
        ), inserted AS (
          INSERT INTO ${messages} (conversation_id, organization_id, role, content, author, author_name)
          SELECT held.id, held.organization_id, 'assistant', ${content}, 'human', ${authorName} FROM held
          RETURNING id, created_at
        )
        SELECT held.channel, held.outcome, held.message_count, held.started_at, held.last_message_at, inserted.id AS message_id, inserted.created_at
        FROM held, inserted`);
      const row = result.rows[0];
      if (!row) return undefined;
      return {
        conversation: {
          id,
          channel: row.channel,
          outcome: row.outcome,
          messageCount: Number(row.message_count),
          startedAt: new Date(row.started_at),
          lastMessageAt: new Date(row.last_message_at),
        },
        message: { id: Number(row.message_id), content, authorName, createdAt: new Date(row.created_at) },
      };
    },

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
