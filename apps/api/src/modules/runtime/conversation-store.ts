import { randomUUID } from 'node:crypto';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { conversations, leads, messages } from '../../db/schema';
import { AppError } from '../../errors';
import { recordRecommendations } from '../analytics/product-events';
import type { Source, Turn } from './responder';
import { liveConversation, type LiveEvents } from '../live/live-events';

export const newChatId = () => `chat_${randomUUID()}`;

export type ConversationRow = typeof conversations.$inferSelect;

/**
 * Conversations and their messages, always read through the caller's organization. Each write
 * that moves a conversation is told to the organization's live dashboards (`live`).
 */
export function createConversationStore(db: Db, live?: LiveEvents) {
  const moved = (row: ConversationRow | undefined) => {
    if (row && live) live.publish(row.organizationId, liveConversation(row));
  };
  return {
    /** `newId`: the id a new conversation gets, chosen by the caller so it is known before the insert. */
    async open(
      organizationId: number,
      previousChatId: string | undefined,
      values: Omit<typeof conversations.$inferInsert, 'id' | 'organizationId'>,
      newId = newChatId(),
    ) {
      if (previousChatId) {
        const [found] = await db
          .select()
          .from(conversations)
          .where(and(eq(conversations.id, previousChatId), eq(conversations.organizationId, organizationId)));
        if (!found) throw AppError.notFound('Chat not found');
        return found;
      }
      const [created] = await db
        .insert(conversations)
        .values({ id: newId, organizationId, ...values })
        .returning();
      moved(created);
      return created!;
    },

    async history(conversationId: string): Promise<Turn[]> {
      const rows = await db
        .select({ role: messages.role, content: messages.content })
        .from(messages)
        .where(eq(messages.conversationId, conversationId))
        .orderBy(asc(messages.id));
      return rows;
    },

    /** Stored before any answer is generated: an acknowledged message is never lost. */
    async addMessage(conversation: ConversationRow, role: 'user' | 'assistant', content: string, extra: { sources?: Source[]; answered?: boolean } = {}) {
      await db.insert(messages).values({
        conversationId: conversation.id,
        organizationId: conversation.organizationId,
        role,
        content,
        sources: extra.sources ?? [],
        answered: extra.answered ?? null,
      });
      // The answer's product cards count as recommendations (analytics: recommended vs clicked).
      if (role === 'assistant')
        await recordRecommendations(
          db,
          conversation,
          (extra.sources ?? []).filter((s) => s.type === 'product').map((s) => s.id),
        );
      const outcome =
        extra.answered === false ? sql`CASE WHEN ${conversations.outcome} = 'lead' THEN 'lead' ELSE 'unanswered' END` : sql`${conversations.outcome}`;
      const [updated] = await db
        .update(conversations)
        .set({ messageCount: sql`${conversations.messageCount} + 1`, lastMessageAt: new Date(), outcome })
        .where(eq(conversations.id, conversation.id))
        .returning();
      moved(updated);
    },

    async find(organizationId: number, id: string) {
      const [found] = await db
        .select()
        .from(conversations)
        .where(and(eq(conversations.id, id), eq(conversations.organizationId, organizationId)));
      if (!found) throw AppError.notFound('Chat not found');
      const rows = await db.select().from(messages).where(eq(messages.conversationId, id)).orderBy(asc(messages.id));
      return { conversation: found, messages: rows };
    },

    async addLead(conversation: ConversationRow, lead: { name?: string; email?: string; phone?: string; interest?: string }) {
      const [row] = await db
        .insert(leads)
        .values({ organizationId: conversation.organizationId, conversationId: conversation.id, ...lead, consent: true })
        .returning();
      const [updated] = await db.update(conversations).set({ outcome: 'lead' }).where(eq(conversations.id, conversation.id)).returning();
      moved(updated);
      return row!;
    },
  };
}
