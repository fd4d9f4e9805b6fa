import { VOICE_LOG_TYPES, VoiceLogFilterSchema } from '@parley/contract';
import { AppError } from '../../errors';
import { createAssistantService } from './assistant-service';
import type { VoiceApiDeps } from './deps';
import { pageOf } from './input';
import { createLogRepository, type LogScope } from './log-repository';
import type { OwnerContractRoutes as OwnerRoutes } from '../../http/contract-route';

/** What Parley logs for an organization, derived from what it stores (there is no separate log table). */
export const LOG_TYPES = VOICE_LOG_TYPES;
type LogType = (typeof LOG_TYPES)[number];

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

  routes('GET /logs', { query: VoiceLogFilterSchema }, async ({ caller: { organizationId }, query }) => {
    const depth = query.page * query.limit;
    if (depth > MAX_DEPTH) throw new AppError('bad_request', `page: logs reach back ${MAX_DEPTH} entries; narrow with createdAtGt/createdAtLt`);
    const wants = (type: LogType) => !query.type || query.type === type;
    // A call id names its conversation: the call's own id (call_…) or the chat id.
    const chatIds = query.callId ? [query.callId, ...(await logs.conversationIdsOfCall(organizationId, query.callId))] : undefined;
    const scope: LogScope = { filter: query, chatIds, depth };
    const sources: Promise<{ total: number; entries: LogEntry[] }>[] = [];
    /** Reads a source when the query wants its type; its entries are at level info unless they say otherwise. */
    const addSource = <Row>(
      type: LogType,
      load: () => Promise<{ total: number; rows: Row[] }>,
      entryOf: (row: Row) => Omit<LogEntry, 'type' | 'level'> & Partial<Pick<LogEntry, 'level'>>,
    ) => {
      if (!wants(type)) return;
      sources.push(
        load().then(({ total, rows }) => ({
          total,
          entries: rows.map((row) => {
            const { time, ...entry } = entryOf(row);
            return { time, type, level: 'info' as const, ...entry };
          }),
        })),
      );
    };

    addSource(
      'conversation.started',
      () => logs.conversationsStarted(organizationId, scope),
      (row) => ({
        time: row.startedAt,
        message: `${row.channel === 'voice' ? 'Call' : 'Chat'} started (${row.keyKind} key${row.pageUrl ? `, ${row.pageUrl}` : ''})`,
        chatId: row.id,
      }),
    );
    addSource(
      'call.ended',
      () => logs.callsEnded(organizationId, scope),
      (row) => ({
        time: row.endedAt,
        message: `Call ended${row.endedReason ? `: ${row.endedReason}` : ''}${row.durationSeconds !== null ? ` after ${row.durationSeconds} s` : ''}`,
        callId: row.id,
        chatId: row.conversationId,
      }),
    );
    addSource(
      'lead.captured',
      () => logs.leadsCaptured(organizationId, scope),
      (row) => ({ time: row.createdAt, message: `Lead ${row.id} captured`, ...(row.conversationId ? { chatId: row.conversationId } : {}) }),
    );
    // Files belong to no conversation: a log narrowed to one has none.
    if (!chatIds)
      addSource(
        'file.processed',
        () => logs.filesProcessed(organizationId, scope),
        (row) => ({
          time: row.createdAt,
          level: row.status === 'failed' ? 'error' : 'info',
          message: row.status === 'failed' ? `File ${row.filename} failed: ${row.error ?? 'unreadable'}` : `File ${row.filename} processed`,
          fileId: String(row.id),
        }),
      );

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
