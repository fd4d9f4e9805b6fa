import { randomUUID } from 'node:crypto';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { SESSION_ID } from '@parley/contract';
import type { Db } from '../../db/database';
import { chatSessions, conversations, messages } from '../../db/schema';
import { AppError } from '../../errors';

export type SessionRow = typeof chatSessions.$inferSelect;
export type SessionMessageRow = typeof messages.$inferSelect;

/** A session past its expiry reads as completed, whatever its row says. */
export const sessionStatus = (row: SessionRow) => (row.expiresAt && row.expiresAt < new Date() ? 'completed' : row.status);

/** A session as Vapi's API shows it, to its widget (`/session`) and to its owner (the Voice API). */
export const toSession = (row: SessionRow, assistantId: string) => ({
  id: row.id,
  orgId: String(row.organizationId),
  assistantId,
  name: row.name,
  status: sessionStatus(row),
  expiresAt: row.expiresAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** Sessions (`POST /session`, Vapi's) and the chats in them, through the caller's organization only. */
export function createSessionRepository(db: Db) {
  const find = async (organizationId: number, id: string) => {
    const [row] = await db
      .select()
      .from(chatSessions)
      .where(and(eq(chatSessions.id, id), eq(chatSessions.organizationId, organizationId)));
    if (!row) throw AppError.notFound('Session not found');
    return row;
  };
  return {
    find,

    async create(organizationId: number, values: { keyKind: SessionRow['keyKind']; name: string | null; expiresAt: Date }) {
      const [row] = await db
        .insert(chatSessions)
        .values({ id: `session_${randomUUID()}`, organizationId, ...values })
        .returning();
      return row!;
    },

    /**
     * A chat in a session continues the session's latest conversation, so the agent remembers it.
     * A `sessionId` that is not one of ours is only a label (kept for the conversation filters).
     */
    async continuation(organizationId: number, sessionId: string | undefined): Promise<string | undefined> {
      if (!sessionId || !SESSION_ID.test(sessionId)) return undefined;
      const session = await find(organizationId, sessionId);
      if (sessionStatus(session) !== 'active') throw AppError.conflict('This session has ended. Start a new one.');
      const [latest] = await db
        .select({ id: conversations.id })
        .from(conversations)
        .where(and(eq(conversations.organizationId, organizationId), eq(conversations.sessionId, sessionId)))
        .orderBy(desc(conversations.startedAt))
        .limit(1);
      return latest?.id;
    },

    /** A session with its chats (oldest first) and all their messages, in the order they were said; 404 for another organization's. */
    async transcript(organizationId: number, id: string): Promise<{ session: SessionRow; chatIds: string[]; messages: SessionMessageRow[] }> {
      const session = await find(organizationId, id);
      const chats = await db
        .select({ id: conversations.id })
        .from(conversations)
        .where(and(eq(conversations.organizationId, organizationId), eq(conversations.sessionId, id)))
        .orderBy(asc(conversations.startedAt));
      const chatIds = chats.map((chat) => chat.id);
      const rows = chatIds.length ? await db.select().from(messages).where(inArray(messages.conversationId, chatIds)).orderBy(asc(messages.id)) : [];
      return { session, chatIds, messages: rows };
    },
  };
}
