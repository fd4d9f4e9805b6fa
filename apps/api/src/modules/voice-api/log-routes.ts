import { and, count, desc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { agents, conversations, documents, leads, voiceCalls } from '../../db/schema';
import { AppError } from '../../errors';
import type { VoiceApiDeps } from './deps';
import { createdAtConditions, pageOf, PageQuerySchema, parseInput } from './input';

/** What Parley logs for an organization, derived from what it stores (there is no separate log table). */
export const LOG_TYPES = ['conversation.started', 'call.ended', 'lead.captured', 'file.processed'] as const;
type LogType = (typeof LOG_TYPES)[number];

// Logs read newest first (a log's usual order); sortOrder is not offered.
const LogQuerySchema = PageQuerySchema.omit({ sortOrder: true }).extend({
  limit: z.coerce.number().int().min(1).max(100).default(20),
  type: z.enum(LOG_TYPES).optional(),
  callId: z.string().max(100).optional(),
});
/** Each source is read up to the page's end and merged, so deep pages are refused rather than slow. */
const MAX_DEPTH = 5000;

interface LogEntry {
  time: Date;
  type: LogType;
  level: 'info' | 'warn' | 'error';
  message: string;
  callId?: string;
  chatId?: string;
  fileId?: string;
}

/**
 * `GET /logs`: the organization's events, newest first: conversations started (chat or call), calls
 * ended, leads captured and files processed. `callId` narrows to one call (or chat) and its lead.
 */
export function registerLogRoutes(app: FastifyInstance, { db, authenticate }: VoiceApiDeps) {
  app.get('/logs', async (request) => {
    const { organizationId } = await authenticate(request);
    const query = parseInput(LogQuerySchema, request.query);
    const depth = query.page * query.limit;
    if (depth > MAX_DEPTH) throw new AppError('bad_request', `page: logs reach back ${MAX_DEPTH} entries; narrow with createdAtGt/createdAtLt`);
    const wants = (type: LogType) => !query.type || query.type === type;
    // A call id names its conversation: the call's own id (call_…) or the chat id.
    let chatIds: string[] | undefined;
    if (query.callId) {
      const calls = await db
        .select({ conversationId: voiceCalls.conversationId })
        .from(voiceCalls)
        .where(and(eq(voiceCalls.organizationId, organizationId), eq(voiceCalls.id, query.callId)));
      chatIds = [query.callId, ...calls.map((call) => call.conversationId)];
    }
    const sources: { total: Promise<number>; entries: Promise<LogEntry[]> }[] = [];
    const first = (rows: { n: number }[]) => rows[0]?.n ?? 0;

    if (wants('conversation.started')) {
      const where = and(
        eq(conversations.organizationId, organizationId),
        ...createdAtConditions(conversations.startedAt, query),
        ...(chatIds ? [inArray(conversations.id, chatIds)] : []),
      );
      sources.push({
        total: db.select({ n: count() }).from(conversations).where(where).then(first),
        entries: db
          .select()
          .from(conversations)
          .where(where)
          .orderBy(desc(conversations.startedAt))
          .limit(depth)
          .then((rows) =>
            rows.map((row) => ({
              time: row.startedAt,
              type: 'conversation.started' as const,
              level: 'info' as const,
              message: `${row.channel === 'voice' ? 'Call' : 'Chat'} started (${row.keyKind} key${row.pageUrl ? `, ${row.pageUrl}` : ''})`,
              chatId: row.id,
            })),
          ),
      });
    }
    if (wants('call.ended')) {
      const where = and(
        eq(voiceCalls.organizationId, organizationId),
        isNotNull(voiceCalls.endedAt),
        ...createdAtConditions(voiceCalls.endedAt, query),
        ...(chatIds ? [inArray(voiceCalls.conversationId, chatIds)] : []),
      );
      sources.push({
        total: db.select({ n: count() }).from(voiceCalls).where(where).then(first),
        entries: db
          .select()
          .from(voiceCalls)
          .where(where)
          .orderBy(desc(voiceCalls.endedAt))
          .limit(depth)
          .then((rows) =>
            rows.map((row) => ({
              time: row.endedAt!,
              type: 'call.ended' as const,
              level: 'info' as const,
              message: `Call ended${row.endedReason ? `: ${row.endedReason}` : ''}${row.durationSeconds !== null ? ` after ${row.durationSeconds} s` : ''}`,
              callId: row.id,
              chatId: row.conversationId,
            })),
          ),
      });
    }
    if (wants('lead.captured')) {
      const where = and(
        eq(leads.organizationId, organizationId),
        ...createdAtConditions(leads.createdAt, query),
        ...(chatIds ? [inArray(leads.conversationId, chatIds)] : []),
      );
      sources.push({
        total: db.select({ n: count() }).from(leads).where(where).then(first),
        // Contact details stay in the dashboard: the log says that a lead came, not who.
        entries: db
          .select({ createdAt: leads.createdAt, conversationId: leads.conversationId, id: leads.id })
          .from(leads)
          .where(where)
          .orderBy(desc(leads.createdAt))
          .limit(depth)
          .then((rows) =>
            rows.map((row) => ({
              time: row.createdAt,
              type: 'lead.captured' as const,
              level: 'info' as const,
              message: `Lead ${row.id} captured`,
              ...(row.conversationId ? { chatId: row.conversationId } : {}),
            })),
          ),
      });
    }
    if (wants('file.processed') && !chatIds) {
      const where = and(
        eq(documents.organizationId, organizationId),
        inArray(documents.status, ['ready', 'failed']),
        ...createdAtConditions(documents.createdAt, query),
      );
      sources.push({
        total: db.select({ n: count() }).from(documents).where(where).then(first),
        entries: db
          .select({ id: documents.id, filename: documents.filename, status: documents.status, error: documents.error, createdAt: documents.createdAt })
          .from(documents)
          .where(where)
          .orderBy(desc(documents.createdAt))
          .limit(depth)
          .then((rows) =>
            rows.map((row) => ({
              time: row.createdAt,
              type: 'file.processed' as const,
              level: row.status === 'failed' ? ('error' as const) : ('info' as const),
              message: row.status === 'failed' ? `File ${row.filename} failed: ${row.error ?? 'unreadable'}` : `File ${row.filename} processed`,
              fileId: String(row.id),
            })),
          ),
      });
    }

    const [agent] = await db.select({ id: agents.id }).from(agents).where(eq(agents.organizationId, organizationId));
    const totals = await Promise.all(sources.map((source) => source.total));
    const all = (await Promise.all(sources.map((source) => source.entries))).flat();
    all.sort((a, b) => b.time.getTime() - a.time.getTime());
    const window = all.slice((query.page - 1) * query.limit, depth);
    const results = window.map((entry) => ({
      ...entry,
      time: entry.time.toISOString(),
      orgId: String(organizationId),
      assistantId: agent ? String(agent.id) : undefined,
    }));
    return pageOf(
      results,
      query,
      totals.reduce((sum, n) => sum + n, 0),
    );
  });
}
