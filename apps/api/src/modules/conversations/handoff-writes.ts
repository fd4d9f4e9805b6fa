import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { conversations, messages } from '../../db/schema';
import type { ConversationRow } from './conversation-repository';

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

/**
 * The handoff columns of a conversation and the member's messages: the only code that moves them
 * (handoff/ calls it). Every statement is scoped to the caller's organization, and every change of
 * hands is one conditional UPDATE, so two members racing for a conversation get one holder and one conflict.
 */
export function createHandoffWrites(db: Db) {
  const byId = (organizationId: number, id: string) => and(eq(conversations.id, id), eq(conversations.organizationId, organizationId));
  return {
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

    /** Requests nobody took since `before`: handed back to the agent, each returned once (one conditional UPDATE for all processes). */
    async expireRequests(before: Date): Promise<ConversationRow[]> {
      return db
        .update(conversations)
        .set({ handoffStatus: null, handoffRequestedAt: null })
        .where(and(eq(conversations.handoffStatus, 'requested'), lt(conversations.handoffRequestedAt, before)))
        .returning();
    },
  };
}
