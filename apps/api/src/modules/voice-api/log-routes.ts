import { z } from 'zod';
import { AppError } from '../../errors';
import { createAssistantService } from './assistant-service';
import type { VoiceApiDeps } from './deps';
import { pageOf, PageQuerySchema, parseInput } from './input';
import { createLogRepository, type LogScope } from './log-repository';
import type { OwnerRoutes } from './owner-scope';

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
export function registerLogRoutes(routes: OwnerRoutes, { db }: VoiceApiDeps) {
  const logs = createLogRepository(db);
  const assistants = createAssistantService(db);

  routes.get('/logs', async ({ caller: { organizationId }, request }) => {
    const query = parseInput(LogQuerySchema, request.query);
    const depth = query.page * query.limit;
    if (depth > MAX_DEPTH) throw new AppError('bad_request', `page: logs reach back ${MAX_DEPTH} entries; narrow with createdAtGt/createdAtLt`);
    const wants = (type: LogType) => !query.type || query.type === type;
    // A call id names its conversation: the call's own id (call_…) or the chat id.
    const chatIds = query.callId ? [query.callId, ...(await logs.conversationIdsOfCall(organizationId, query.callId))] : undefined;
    const scope: LogScope = { filter: query, chatIds, depth };
    const sources: Promise<{ total: number; entries: LogEntry[] }>[] = [];

    if (wants('conversation.started')) {
      sources.push(
        logs.conversationsStarted(organizationId, scope).then(({ total, rows }) => ({
          total,
          entries: rows.map((row) => ({
            time: row.startedAt,
            type: 'conversation.started' as const,
            level: 'info' as const,
            message: `${row.channel === 'voice' ? 'Call' : 'Chat'} started (${row.keyKind} key${row.pageUrl ? `, ${row.pageUrl}` : ''})`,
            chatId: row.id,
          })),
        })),
      );
    }
    if (wants('call.ended')) {
      sources.push(
        logs.callsEnded(organizationId, scope).then(({ total, rows }) => ({
          total,
          entries: rows.map((row) => ({
            time: row.endedAt,
            type: 'call.ended' as const,
            level: 'info' as const,
            message: `Call ended${row.endedReason ? `: ${row.endedReason}` : ''}${row.durationSeconds !== null ? ` after ${row.durationSeconds} s` : ''}`,
            callId: row.id,
            chatId: row.conversationId,
          })),
        })),
      );
    }
    if (wants('lead.captured')) {
      sources.push(
        logs.leadsCaptured(organizationId, scope).then(({ total, rows }) => ({
          total,
          entries: rows.map((row) => ({
            time: row.createdAt,
            type: 'lead.captured' as const,
            level: 'info' as const,
            message: `Lead ${row.id} captured`,
            ...(row.conversationId ? { chatId: row.conversationId } : {}),
          })),
        })),
      );
    }
    if (wants('file.processed') && !chatIds) {
      sources.push(
        logs.filesProcessed(organizationId, scope).then(({ total, rows }) => ({
          total,
          entries: rows.map((row) => ({
            time: row.createdAt,
            type: 'file.processed' as const,
            level: row.status === 'failed' ? ('error' as const) : ('info' as const),
            message: row.status === 'failed' ? `File ${row.filename} failed: ${row.error ?? 'unreadable'}` : `File ${row.filename} processed`,
            fileId: String(row.id),
          })),
        })),
      );
    }

    // Together, so that a source that fails is always awaited (never an unhandled rejection).
    const [assistantId, read] = await Promise.all([assistants.idOf(organizationId), Promise.all(sources)]);
    const all = read.flatMap((source) => source.entries);
    all.sort((a, b) => b.time.getTime() - a.time.getTime());
    const window = all.slice((query.page - 1) * query.limit, depth);
    const results = window.map((entry) => ({
      ...entry,
      time: entry.time.toISOString(),
      orgId: String(organizationId),
      assistantId: assistantId || undefined,
    }));
    return pageOf(
      results,
      query,
      read.reduce((sum, source) => sum + source.total, 0),
    );
  });
}
