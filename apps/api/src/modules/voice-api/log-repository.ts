import { and, count, desc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { conversations, documents, leads, voiceCalls } from '../../db/schema';
import { createdAtConditions, type CreatedAtFilter } from './list-repository';

/** Which events of a source a log page reads: a time window, the conversations of one call or chat, and how deep. */
export interface LogScope {
  filter: CreatedAtFilter;
  /** Only events of these conversations (a call's own id and its chat's). */
  chatIds?: string[];
  /** Rows to read, newest first: the page's end. */
  depth: number;
}

/**
 * Each source answers its newest rows up to the depth and how many it holds in all.
 *
 * What the Voice API's `GET /logs` is made of: Parley keeps no log table, so the log is read from
 * the tables that hold what happened (conversations, calls, leads, documents), each for the
 * organization only and newest first.
 */
export function createLogRepository(db: Db) {
  const first = (rows: { n: number }[]) => rows[0]?.n ?? 0;
  return {
    /** The conversation a call id names: the call's own (call_…) when it is one of the organization's. */
    async conversationIdsOfCall(organizationId: number, callId: string): Promise<string[]> {
      const calls = await db
        .select({ conversationId: voiceCalls.conversationId })
        .from(voiceCalls)
        .where(and(eq(voiceCalls.organizationId, organizationId), eq(voiceCalls.id, callId)));
      return calls.map((call) => call.conversationId);
    },

    async conversationsStarted(organizationId: number, { filter, chatIds, depth }: LogScope) {
      const where = and(
        eq(conversations.organizationId, organizationId),
        ...createdAtConditions(conversations.startedAt, filter),
        ...(chatIds ? [inArray(conversations.id, chatIds)] : []),
      );
      const [total, rows] = await Promise.all([
        db.select({ n: count() }).from(conversations).where(where).then(first),
        db.select().from(conversations).where(where).orderBy(desc(conversations.startedAt)).limit(depth),
      ]);
      return { total, rows };
    },

    async callsEnded(organizationId: number, { filter, chatIds, depth }: LogScope) {
      const where = and(
        eq(voiceCalls.organizationId, organizationId),
        isNotNull(voiceCalls.endedAt),
        ...createdAtConditions(voiceCalls.endedAt, filter),
        ...(chatIds ? [inArray(voiceCalls.conversationId, chatIds)] : []),
      );
      const [total, rows] = await Promise.all([
        db.select({ n: count() }).from(voiceCalls).where(where).then(first),
        db.select().from(voiceCalls).where(where).orderBy(desc(voiceCalls.endedAt)).limit(depth),
      ]);
      // The condition above keeps only ended calls.
      return { total, rows: rows.map((row) => ({ ...row, endedAt: row.endedAt! })) };
    },

    /** Contact details stay in the dashboard: the log says that a lead came, not who. */
    async leadsCaptured(organizationId: number, { filter, chatIds, depth }: LogScope) {
      const where = and(
        eq(leads.organizationId, organizationId),
        ...createdAtConditions(leads.createdAt, filter),
        ...(chatIds ? [inArray(leads.conversationId, chatIds)] : []),
      );
      const [total, rows] = await Promise.all([
        db.select({ n: count() }).from(leads).where(where).then(first),
        db
          .select({ createdAt: leads.createdAt, conversationId: leads.conversationId, id: leads.id })
          .from(leads)
          .where(where)
          .orderBy(desc(leads.createdAt))
          .limit(depth),
      ]);
      return { total, rows };
    },

    /** Documents whose processing ended, ready or failed. */
    async filesProcessed(organizationId: number, { filter, depth }: Omit<LogScope, 'chatIds'>) {
      const where = and(
        eq(documents.organizationId, organizationId),
        inArray(documents.status, ['ready', 'failed']),
        ...createdAtConditions(documents.createdAt, filter),
      );
      const [total, rows] = await Promise.all([
        db.select({ n: count() }).from(documents).where(where).then(first),
        db
          .select({ id: documents.id, filename: documents.filename, status: documents.status, error: documents.error, createdAt: documents.createdAt })
          .from(documents)
          .where(where)
          .orderBy(desc(documents.createdAt))
          .limit(depth),
      ]);
      return { total, rows };
    },
  };
}
