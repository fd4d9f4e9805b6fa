import { and, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../db/database';
import { agents, conversations, voiceCalls } from '../../db/schema';
import { AppError } from '../../errors';
import type { VoiceApiDeps } from './deps';
import { parseInput } from './input';

const STEPS = ['minute', 'hour', 'day', 'week', 'month', 'quarter', 'year'] as const;
const isTimeZone = (zone: string) => {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return /^[A-Za-z0-9_+\-/]{1,64}$/.test(zone);
  } catch {
    return false;
  }
};

const QuerySchema = z.object({
  table: z.enum(['call', 'subscription']),
  name: z.string().trim().min(1).max(100),
  timeRange: z
    .object({
      start: z.iso.datetime({ offset: true, error: 'is not an ISO date' }).optional(),
      end: z.iso.datetime({ offset: true, error: 'is not an ISO date' }).optional(),
      step: z.enum(STEPS).optional(),
      timezone: z.string().refine(isTimeZone, 'is not a time zone').default('UTC'),
    })
    .optional(),
  groupBy: z
    .array(z.enum(['type', 'assistantId', 'endedReason']))
    .max(3)
    .optional(),
  operations: z
    .array(z.object({ operation: z.enum(['count', 'sum', 'avg', 'min', 'max']), column: z.enum(['id', 'duration', 'cost']) }))
    .min(1)
    .max(20),
});
const AnalyticsRequestSchema = z.object({ queries: z.array(QuerySchema).min(1).max(20) });
type AnalyticsQuery = z.output<typeof QuerySchema>;

const WEEK_MS = 7 * 86_400_000;
const capitalise = (word: string) => word[0]!.toUpperCase() + word.slice(1);

/**
 * One Vapi analytics query over the organization's conversations (chats and web calls: Vapi's
 * "call" table). A call's duration is the voice call's own; a chat's, first to last message.
 * Parley does not bill per call, so `cost` is 0 in every operation.
 */
async function runQuery(db: Db, organizationId: number, assistantId: string, query: AnalyticsQuery) {
  const end = query.timeRange?.end ? new Date(query.timeRange.end) : new Date();
  const start = query.timeRange?.start ? new Date(query.timeRange.start) : new Date(end.getTime() - WEEK_MS);
  if (start > end) throw new AppError('bad_request', `queries.${query.name}.timeRange: start is after end`);
  if (query.operations.some((op) => op.column === 'id' && op.operation !== 'count')) {
    throw new AppError('bad_request', `queries.${query.name}.operations: the id column can only be counted`);
  }
  const timezone = query.timeRange?.timezone ?? 'UTC';
  const step = query.timeRange?.step;

  const duration = sql`coalesce(${voiceCalls.durationSeconds}::float8, extract(epoch from (${conversations.lastMessageAt} - ${conversations.startedAt}))::float8)`;
  const columnOf = { id: conversations.id, duration, cost: sql`0::float8` };
  const selection: Record<string, SQL> = {};
  // Grouped and bucketed columns come first, so GROUP BY can name them by position.
  if (step) selection.date = sql`date_trunc(${step}, ${conversations.startedAt} at time zone ${timezone}) at time zone ${timezone}`;
  for (const key of query.groupBy ?? []) {
    if (key === 'type') selection.type = sql`case when ${conversations.channel} = 'voice' then 'webCall' else 'chat' end`;
    if (key === 'endedReason') selection.endedReason = sql`${voiceCalls.endedReason}`;
    if (key === 'assistantId') selection.assistantId = sql`${assistantId}::text`;
  }
  const grouped = Object.keys(selection).length;
  for (const { operation, column } of query.operations) {
    const target = columnOf[column];
    const name = `${operation}${capitalise(column)}`;
    selection[name] =
      operation === 'count'
        ? sql`count(${target})::int`
        : sql
            .raw(`${operation}(`)
            .append(sql`${target}`)
            .append(sql.raw(')::float8'));
  }

  const rows = await db
    .select(selection)
    .from(conversations)
    .leftJoin(voiceCalls, eq(voiceCalls.conversationId, conversations.id))
    .where(and(eq(conversations.organizationId, organizationId), gte(conversations.startedAt, start), lt(conversations.startedAt, end)))
    .groupBy(...Array.from({ length: grouped }, (_, i) => sql.raw(String(i + 1))))
    .orderBy(...Array.from({ length: grouped }, (_, i) => sql.raw(String(i + 1))));
  return {
    name: query.name,
    timeRange: { start: start.toISOString(), end: end.toISOString(), ...(step ? { step } : {}), timezone },
    result: rows.map((row) => {
      const out: Record<string, unknown> = { ...row };
      if (step && row.date !== undefined) out.date = new Date(row.date as unknown as string).toISOString();
      // Sums and averages over no rows are null in SQL; Vapi answers 0.
      for (const [key, value] of Object.entries(out)) if (value === null && /^(sum|avg|min|max|count)/.test(key)) out[key] = 0;
      return out;
    }),
  };
}

export function registerAnalyticsRoutes(app: FastifyInstance, { db, authenticate }: VoiceApiDeps) {
  app.post('/analytics', async (request, reply) => {
    const { organizationId } = await authenticate(request);
    const { queries } = parseInput(AnalyticsRequestSchema, request.body);
    const unsupported = queries.find((query) => query.table !== 'call');
    if (unsupported)
      throw new AppError(
        'bad_request',
        `queries.${unsupported.name}.table: Parley has no "${unsupported.table}" table (Parley does not bill per call); query "call"`,
      );
    const [agent] = await db.select({ id: agents.id }).from(agents).where(eq(agents.organizationId, organizationId));
    const results = [];
    for (const query of queries) results.push(await runQuery(db, organizationId, agent ? String(agent.id) : '', query));
    return reply.code(201).send(results);
  });
}
