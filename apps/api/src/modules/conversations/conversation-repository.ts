import { randomUUID } from 'node:crypto';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { preparedOnce } from '../../db/prepared';
import { conversations, leads, messages } from '../../db/schema';
import { AppError } from '../../errors';
import { liveConversation, type LiveEvents } from '../live/live-events';
import type { BusinessEvents } from '../notifications/business-events';
import { openWriter, writersOf } from './batched-writes';

export const newChatId = () => `chat_${randomUUID()}`;

export type ConversationRow = typeof conversations.$inferSelect;

/** A turn of what was said, as a responder reads it. */
export interface Turn {
  role: 'user' | 'assistant';
  content: string;
}
/** A source an answer cites, as its message stores it. */
export type Source = (typeof messages.$inferSelect)['sources'][number];

const p = sql.placeholder;

/**
 * The statements of every widget question, prepared: the SQL is built once per database and
 * parsed once per connection (scripts/bench-concurrency.ts). The same statements as the ones
 * built per call, with their values as placeholders.
 */
const resumeQuery = (db: Db) =>
  preparedOnce(db, 'resume_chat', (db) =>
    db
      .select({
        conversation: conversations,
        history: sql<
          Turn[]
        >`coalesce((SELECT json_agg(json_build_object('role', m.role, 'content', m.content) ORDER BY m.id) FROM ${messages} m WHERE m.conversation_id = ${p('id')}), '[]'::json)`,
      })
      .from(conversations)
      .where(and(eq(conversations.id, p('id')), eq(conversations.organizationId, p('organizationId'))))
      .prepare('resume_chat'),
  );

export interface ConversationRepositoryListeners {
  /** The organization's live dashboards, told of each write that moves a conversation. */
  live?: LiveEvents;
  /** Webhooks and email, told of leads and unanswered questions once they are stored. */
  events?: BusinessEvents;
}

/**
 * Conversations and their messages, always read through the caller's organization. Each write
 * that moves a conversation is told to whoever listens (`live`, `events`).
 */
export function createConversationRepository(db: Db, { live, events }: ConversationRepositoryListeners = {}) {
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
      let created: ConversationRow | undefined;
      if (question === undefined) {
        [created] = await db
          .insert(conversations)
          .values({ id, organizationId, ...values, messageCount: 0 })
          .returning();
      } else {
        // With the visitor's first message (every new widget chat): together with the other
        // conversations opened meanwhile, per set of columns given.
        const given = Object.entries(values)
          .filter(([, value]) => value !== undefined)
          .sort(([a], [b]) => (a < b ? -1 : 1));
        const columns = given.map(([column]) => column);
        created = await openWriter(db, columns)({ id, organizationId, values: Object.fromEntries(given), question });
      }
      moved(created);
      return created!;
    },

    /** A conversation the visitor continues, with what was said so far, in one round trip; 404 for another organization's. */
    async resume(organizationId: number, id: string): Promise<{ conversation: ConversationRow; history: Turn[] }> {
      const [found] = await resumeQuery(db).execute({ id, organizationId });
      if (!found) throw AppError.notFound('Chat not found');
      return found;
    },

    /**
     * A message, its product recommendations and the conversation's counts, in one statement with
     * the other messages written meanwhile (one commit, and one pass of the analytics triggers, for
     * all of them: scripts/bench-concurrency.ts). Stored before any answer is generated: an
     * acknowledged message is never lost.
     */
    async addMessage(
      conversation: ConversationRow,
      role: 'user' | 'assistant',
      content: string,
      extra: { sources?: Source[]; answered?: boolean; /** The question an unanswered answer failed. */ question?: string } = {},
    ) {
      // The answer's product cards count as recommendations (analytics: recommended vs clicked).
      const recommended = role === 'assistant' ? [...new Set((extra.sources ?? []).filter((s) => s.type === 'product').map((s) => s.id))] : [];
      const updated = await writersOf(db).message({
        conversationId: conversation.id,
        organizationId: conversation.organizationId,
        role,
        content,
        sources: extra.sources ?? [],
        answered: extra.answered ?? null,
        productIds: recommended,
        // As the column would send a Date.
        at: new Date().toISOString(),
      });
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
