import type { VoiceAnalyticsQueryItemSchema } from '@parley/contract';
import { VoiceAnalyticsRequestSchema } from '@parley/contract';
import type { z } from 'zod';
import { AppError } from '../../errors';
import { createCallAnalyticsRepository } from './analytics-repository';
import { createAssistantService } from './assistant-service';
import type { VoiceApiDeps } from './deps';
import type { OwnerContractRoutes as OwnerRoutes } from '../../http/contract-route';

type AnalyticsQuery = z.output<typeof VoiceAnalyticsQueryItemSchema>;

const WEEK_MS = 7 * 86_400_000;

/** `POST /analytics`: Vapi's analytics queries over the organization's conversations, answered in Vapi's shape. */
export function registerAnalyticsRoutes(routes: OwnerRoutes, { db }: VoiceApiDeps) {
  const analytics = createCallAnalyticsRepository(db);
  const assistants = createAssistantService(db);

  async function runQuery(organizationId: number, assistantId: string, query: AnalyticsQuery) {
    const end = query.timeRange?.end ? new Date(query.timeRange.end) : new Date();
    const start = query.timeRange?.start ? new Date(query.timeRange.start) : new Date(end.getTime() - WEEK_MS);
    if (start > end) throw new AppError('bad_request', `queries.${query.name}.timeRange: start is after end`);
    if (query.operations.some((op) => op.column === 'id' && op.operation !== 'count')) {
      throw new AppError('bad_request', `queries.${query.name}.operations: the id column can only be counted`);
    }
    const timezone = query.timeRange?.timezone ?? 'UTC';
    const step = query.timeRange?.step;
    const rows = await analytics.run(organizationId, { start, end, step, timezone, groupBy: query.groupBy ?? [], operations: query.operations, assistantId });
    return {
      name: query.name,
      timeRange: { start: start.toISOString(), end: end.toISOString(), ...(step ? { step } : {}), timezone },
      result: rows.map((row) => {
        const out: Record<string, unknown> = { ...row };
        if (step && row.date !== undefined) out.date = new Date(row.date as string | Date).toISOString();
        // Sums and averages over no rows are null in SQL; Vapi answers 0.
        for (const [key, value] of Object.entries(out)) if (value === null && /^(sum|avg|min|max|count)/.test(key)) out[key] = 0;
        return out;
      }),
    };
  }

  routes('POST /analytics', { body: VoiceAnalyticsRequestSchema }, async ({ caller: { organizationId }, body: { queries }, reply }) => {
    const unsupported = queries.find((query) => query.table !== 'call');
    if (unsupported)
      throw new AppError(
        'bad_request',
        `queries.${unsupported.name}.table: Parley has no "${unsupported.table}" table (Parley does not bill per call); query "call"`,
      );
    const assistantId = await assistants.idOf(organizationId);
    const results = [];
    for (const query of queries) results.push(await runQuery(organizationId, assistantId, query));
    return reply.code(201).send(results);
  });
}
