import type { z } from 'zod';
import { voiceApiError } from '../../http/contract-route';

/** A Voice API input checked in the handler (the routes' own parts are checked before it): 400 naming every failing field. */
export function parseInput<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value ?? {});
  if (result.success) return result.data;
  throw voiceApiError(result.error);
}

/** Vapi's list filters and v2 pages: the contract's schemas, which the routes validate with and the document shows. */
export { VoiceListFilterSchema as ListFilterSchema, VoicePageFilterSchema as PageQuerySchema } from '@parley/contract';
import type { VoicePageFilter } from '@parley/contract';
export type { VoiceListFilter as ListFilter } from '@parley/contract';
export type PageQuery = VoicePageFilter;

export const pageOf = <T>(results: T[], query: Pick<PageQuery, 'page' | 'limit'>, totalItems: number) => ({
  results,
  metadata: { itemsPerPage: query.limit, totalItems, currentPage: query.page },
});
