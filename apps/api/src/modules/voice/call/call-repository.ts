import { randomUUID } from 'node:crypto';
import { and, eq, lt } from 'drizzle-orm';
import type { Db } from '../../../db/database';
import { conversations, leads, voiceCalls } from '../../../db/schema';
import { deleteSilentConversations, endCallConversation } from '../../conversations/conversation-ends';

export type VoiceCallRow = typeof voiceCalls.$inferSelect;

/** The tables keyed by a text id that a call reads one row of. */
type OwnedTable = typeof voiceCalls | typeof conversations;

/** The row with this id, if it is the organization's. */
async function findOwned<T extends OwnedTable>(db: Db, table: T, organizationId: number, id: string): Promise<T['$inferSelect'] | null> {
  // Widened to the union: drizzle cannot check a generic table parameter.
  const from: OwnedTable = table;
  const [row] = await db
    .select()
    .from(from)
    .where(and(eq(from.id, id), eq(from.organizationId, organizationId)));
  return (row as T['$inferSelect'] | undefined) ?? null;
}

/** Queries on `voice_calls`; every one is scoped by the organization. */
export function createCallRepository(db: Db) {
  return {
    async create(organizationId: number, values: { conversationId: string; sttProvider: string; ttsProvider: string }): Promise<VoiceCallRow> {
      const [row] = await db
        .insert(voiceCalls)
        .values({ id: `call_${randomUUID()}`, organizationId, ...values })
        .returning();
      return row!;
    },

    find: (organizationId: number, id: string): Promise<VoiceCallRow | null> => findOwned(db, voiceCalls, organizationId, id),

    /**
     * Calls whose socket never connected before their token expired (the visitor left, or the
     * microphone was refused): their empty conversations would count as voice conversations.
     */
    async removeAbandoned(organizationId: number, createdBefore: Date): Promise<number> {
      const rows = await db
        .select({ conversationId: voiceCalls.conversationId })
        .from(voiceCalls)
        .where(and(eq(voiceCalls.organizationId, organizationId), eq(voiceCalls.status, 'queued'), lt(voiceCalls.createdAt, createdBefore)));
      if (!rows.length) return 0;
      const ids = rows.map((r) => r.conversationId);
      // The call rows go with their conversations (on delete cascade).
      await deleteSilentConversations(db, organizationId, ids);
      return rows.length;
    },

    /** Spends the one-time connect token: only one connection ever moves a call out of `queued`. */
    async claim(id: string): Promise<VoiceCallRow | null> {
      const [row] = await db
        .update(voiceCalls)
        .set({ status: 'in-progress', connectedAt: new Date() })
        .where(and(eq(voiceCalls.id, id), eq(voiceCalls.status, 'queued')))
        .returning();
      return row ?? null;
    },

    findConversation: (organizationId: number, id: string) => findOwned(db, conversations, organizationId, id),

    async hasLead(organizationId: number, conversationId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: leads.id })
        .from(leads)
        .where(and(eq(leads.organizationId, organizationId), eq(leads.conversationId, conversationId)))
        .limit(1);
      return Boolean(row);
    },

    /** The call's end, and its conversation's (conversations/conversation-ends.ts): returns the conversation as it ended. */
    async finish(
      call: { id: string; organizationId: number; conversationId: string },
      values: { endedAt: Date; durationSeconds: number; endedReason: string; summary: string; visitorTalkMs: number; agentTalkMs: number },
    ): Promise<Pick<typeof conversations.$inferSelect, 'outcome' | 'messageCount'> | undefined> {
      await db
        .update(voiceCalls)
        .set({ status: 'ended', ...values })
        .where(and(eq(voiceCalls.id, call.id), eq(voiceCalls.organizationId, call.organizationId)));
      return endCallConversation(db, call, values.endedAt);
    },
  };
}
export type CallRepository = ReturnType<typeof createCallRepository>;
