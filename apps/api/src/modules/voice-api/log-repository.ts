import { and, count, desc, eq, inArray, isNotNull, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
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

/** The scope's time window on a source, and its conversations when the scope names some. */
const inScope = (time: AnyPgColumn, chat: AnyPgColumn, { filter, chatIds }: LogScope) => [
  ...createdAtConditions(time, filter),
  ...(chatIds ? [inArray(chat, chatIds)] : []),
];

/**
 * Each source answers its newest rows up to the depth and how many it holds in all.
 *
 * What the Voice API's `GET /logs` is made of: Parley keeps no log table, so the log is read from
 * the tables that hold what happened (conversations, calls, leads, documents), each for the
 * organization only and newest first.
 */
export function createLogRepository(db: Db) {
  /** A source's page (`rows`, read as the source reads it) with how many of its rows match in all. */
  const counted = async <Row>(table: PgTable, where: SQL | undefined, rows: PromiseLike<Row[]>) => {
    const [[total], page] = await Promise.all([db.select({ n: count() }).from(table).where(where), rows]);
    return { total: total?.n ?? 0, rows: page };
  };
  return {
    /** The conversation a call id names: the call's own (call_…) when it is one of the organization's. */
    async conversationIdsOfCall(organizationId: number, callId: string): Promise<string[]> {
      const calls = await db
        .select({ conversationId: voiceCalls.conversationId })
        .from(voiceCalls)
        .where(and(eq(voiceCalls.organizationId, organizationId), eq(voiceCalls.id, callId)));
      return calls.map((call) => call.conversationId);
    },

    async conversationsStarted(organizationId: number, scope: LogScope) {
      const where = and(eq(conversations.organizationId, organizationId), ...inScope(conversations.startedAt, conversations.id, scope));
      return counted(conversations, where, db.select().from(conversations).where(where).orderBy(desc(conversations.startedAt)).limit(scope.depth));
    },

    async callsEnded(organizationId: number, scope: LogScope) {
      const where = and(
        eq(voiceCalls.organizationId, organizationId),
        isNotNull(voiceCalls.endedAt),
        ...inScope(voiceCalls.endedAt, voiceCalls.conversationId, scope),
      );
      const { total, rows } = await counted(voiceCalls, where, db.select().from(voiceCalls).where(where).orderBy(desc(voiceCalls.endedAt)).limit(scope.depth));
      // The condition above keeps only ended calls.
      return { total, rows: rows.map((row) => ({ ...row, endedAt: row.endedAt! })) };
    },

    /** Contact details stay in the dashboard: the log says that a lead came, not who. */
    async leadsCaptured(organizationId: number, scope: LogScope) {
      const where = and(eq(leads.organizationId, organizationId), ...inScope(leads.createdAt, leads.conversationId, scope));
      const columns = { createdAt: leads.createdAt, conversationId: leads.conversationId, id: leads.id };
      return counted(leads, where, db.select(columns).from(leads).where(where).orderBy(desc(leads.createdAt)).limit(scope.depth));
    },

    /** Documents whose processing ended, ready or failed. */
    async filesProcessed(organizationId: number, { filter, depth }: Omit<LogScope, 'chatIds'>) {
      const where = and(
        eq(documents.organizationId, organizationId),
        inArray(documents.status, ['ready', 'failed']),
        ...createdAtConditions(documents.createdAt, filter),
      );
      const columns = { id: documents.id, filename: documents.filename, status: documents.status, error: documents.error, createdAt: documents.createdAt };
      return counted(documents, where, db.select(columns).from(documents).where(where).orderBy(desc(documents.createdAt)).limit(depth));
    },
  };
}
