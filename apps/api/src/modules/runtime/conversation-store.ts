import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { conversations, leads, messages, products } from '../../db/schema';
import { AppError } from '../../errors';
import type { Source, Turn } from './responder';
import { liveConversation, type LiveEvents } from '../live/live-events';
import type { BusinessEvents } from '../notifications/business-events';

export const newChatId = () => `chat_${randomUUID()}`;

export type ConversationRow = typeof conversations.$inferSelect;

type NewMessage = Pick<typeof messages.$inferInsert, 'conversationId' | 'organizationId' | 'role' | 'content' | 'sources' | 'answered'>;

/** A message as a data-modifying CTE, so it commits with the statement that moves its conversation. */
const insertMessage = (db: Db, m: NewMessage) =>
  db.$with('message', {}).as(
    sql`INSERT INTO ${messages} (conversation_id, organization_id, role, content, sources, answered)
      VALUES (${m.conversationId}, ${m.organizationId}, ${m.role}, ${m.content}, ${JSON.stringify(m.sources ?? [])}::jsonb, ${m.answered ?? null})`,
  );

/** The answer's product cards as 'recommended' events (only the conversation's organization's products), as a CTE. */
const recommendationsOf = (db: Db, conversation: Pick<ConversationRow, 'id' | 'organizationId'>, productIds: number[]) => {
  const ids = [...new Set(productIds)];
  return db.$with('recommendations', {}).as(
    ids.length === 0
      ? sql`SELECT 1 WHERE false`
      : sql`INSERT INTO product_events (organization_id, conversation_id, product_id, kind)
          SELECT ${products.organizationId}, ${conversation.id}, ${products.id}, 'recommended' FROM ${products}
          WHERE ${and(eq(products.organizationId, conversation.organizationId), inArray(products.id, ids))}`,
  );
};

export interface ConversationStoreListeners {
  /** The organization's live dashboards, told of each write that moves a conversation. */
  live?: LiveEvents;
  /** Webhooks and email, told of leads and unanswered questions once they are stored. */
  events?: BusinessEvents;
}

/**
 * Conversations and their messages, always read through the caller's organization. Each write
 * that moves a conversation is told to whoever listens (`live`, `events`).
 */
export function createConversationStore(db: Db, { live, events }: ConversationStoreListeners = {}) {
  const moved = (row: ConversationRow | undefined) => {
    if (row && live) live.publish(row.organizationId, liveConversation(row));
  };
  return {
    /**
     * A new conversation. `id`: chosen by the caller so it is known before the insert. `question`:
     * the visitor's first message, written in the same statement (one commit), so the conversation
     * reads one message from the start and an acknowledged message is never lost.
     */
    async open(
      organizationId: number,
      values: Omit<typeof conversations.$inferInsert, 'id' | 'organizationId'>,
      { id = newChatId(), question }: { id?: string; question?: string } = {},
    ) {
      const insert = question === undefined ? db : db.with(insertMessage(db, { conversationId: id, organizationId, role: 'user', content: question }));
      const [created] = await insert
        .insert(conversations)
        .values({ id, organizationId, ...values, messageCount: question === undefined ? 0 : 1 })
        .returning();
      moved(created);
      return created!;
    },

    /** A conversation the visitor continues, with what was said so far, in one round trip; 404 for another organization's. */
    async resume(organizationId: number, id: string): Promise<{ conversation: ConversationRow; history: Turn[] }> {
      const [found] = await db
        .select({
          conversation: conversations,
          history: sql<
            Turn[]
          >`coalesce((SELECT json_agg(json_build_object('role', m.role, 'content', m.content) ORDER BY m.id) FROM ${messages} m WHERE m.conversation_id = ${id}), '[]'::json)`,
        })
        .from(conversations)
        .where(and(eq(conversations.id, id), eq(conversations.organizationId, organizationId)));
      if (!found) throw AppError.notFound('Chat not found');
      return found;
    },

    /**
     * A message, its product recommendations and the conversation's counts, in one statement: each
     * commit of a busy organization's chat waits on the same analytics rollup row, so fewer commits
     * is more questions a second (scripts/bench-concurrency.ts). Stored before any answer is
     * generated: an acknowledged message is never lost.
     */
    async addMessage(
      conversation: ConversationRow,
      role: 'user' | 'assistant',
      content: string,
      extra: { sources?: Source[]; answered?: boolean; /** The question an unanswered answer failed. */ question?: string } = {},
    ) {
      const message = insertMessage(db, {
        conversationId: conversation.id,
        organizationId: conversation.organizationId,
        role,
        content,
        sources: extra.sources ?? [],
        answered: extra.answered ?? null,
      });
      // The answer's product cards count as recommendations (analytics: recommended vs clicked).
      const recommended = role === 'assistant' ? (extra.sources ?? []).filter((s) => s.type === 'product').map((s) => s.id) : [];
      const recommendations = recommendationsOf(db, conversation, recommended);
      const outcome =
        extra.answered === false ? sql`CASE WHEN ${conversations.outcome} = 'lead' THEN 'lead' ELSE 'unanswered' END` : sql`${conversations.outcome}`;
      const [updated] = await db
        .with(message, recommendations)
        .update(conversations)
        .set({ messageCount: sql`${conversations.messageCount} + 1`, lastMessageAt: new Date(), outcome })
        .where(eq(conversations.id, conversation.id))
        .returning();
      moved(updated);
      if (role === 'assistant' && extra.answered === false && extra.question) {
        events?.emit({
          type: 'question.unanswered',
          organizationId: conversation.organizationId,
          conversationId: conversation.id,
          channel: conversation.channel,
          question: extra.question,
        });
      }
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
      events?.emit({
        type: 'lead.created',
        organizationId: conversation.organizationId,
        conversationId: conversation.id,
        lead: { id: row!.id, name: row!.name, email: row!.email, phone: row!.phone, interest: row!.interest },
      });
      return row!;
    },
  };
}
