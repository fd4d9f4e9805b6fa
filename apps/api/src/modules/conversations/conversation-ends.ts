import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { conversations } from '../../db/schema';

/**
 * How conversations end and go: the writes voice/ and data-rights/ ask for (a chat idle for 30
 * minutes ends in idle-chats.ts). Every statement is scoped by the organization.
 */

/**
 * A call's conversation ends at the hang-up: its last-message time becomes the hang-up time, so
 * the conversation list and analytics (which measure last message − start) see the call's
 * duration. Returns the conversation as it ended (conversation.ended tells its outcome and messages).
 */
export async function endCallConversation(
  db: Db,
  call: { organizationId: number; conversationId: string },
  endedAt: Date,
): Promise<Pick<typeof conversations.$inferSelect, 'outcome' | 'messageCount'> | undefined> {
  const [ended] = await db
    .update(conversations)
    .set({ lastMessageAt: sql`greatest(${conversations.lastMessageAt}, ${endedAt.toISOString()}::timestamptz)`, endedAt })
    .where(and(eq(conversations.id, call.conversationId), eq(conversations.organizationId, call.organizationId)))
    .returning({ outcome: conversations.outcome, messageCount: conversations.messageCount });
  return ended;
}

/** Deletes those of the conversations that nobody said anything in (what cascades from them goes too). */
export async function deleteSilentConversations(db: Db, organizationId: number, ids: string[]): Promise<void> {
  await db
    .delete(conversations)
    .where(and(eq(conversations.organizationId, organizationId), eq(conversations.messageCount, 0), inArray(conversations.id, ids)));
}

/**
 * Deletes the organization's conversations among `ids`, with what cascades from them (messages,
 * product events, the voice call); returns the ids deleted. `db` may be a transaction: data rights
 * deletes the rest a visitor left in the same one.
 */
export async function deleteConversationRows(db: Db, organizationId: number, ids: string[]): Promise<string[]> {
  const deleted = await db
    .delete(conversations)
    .where(and(eq(conversations.organizationId, organizationId), inArray(conversations.id, ids)))
    .returning({ id: conversations.id });
  return deleted.map((row) => row.id);
}
