import { z } from 'zod';
import { AppError } from '../../errors';

/**
 * Voice API input errors are 400 (Vapi's status for a bad request), naming every failing field:
 * `limit: Too big: expected number to be <=1000; createdAtGt: is not an ISO date`.
 */
export function parseInput<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value ?? {});
  if (result.success) return result.data;
  const fields = result.error.issues.map((issue) => `${issue.path.length ? issue.path.join('.') : 'body'}: ${issue.message}`);
  throw new AppError('bad_request', fields.join('; '));
}

const isoDate = z.iso.datetime({ offset: true, error: 'is not an ISO date' }).transform((value) => new Date(value));

/** `GET /call` and friends: Vapi's list filters (query strings, so numbers are coerced). */
export const ListFilterSchema = z.object({
  limit: z.coerce.number().int().min(0).max(1000).default(100),
  createdAtGt: isoDate.optional(),
  createdAtLt: isoDate.optional(),
  createdAtGe: isoDate.optional(),
  createdAtLe: isoDate.optional(),
});
export type ListFilter = z.output<typeof ListFilterSchema>;

/** v2 pages (`/chat`, `/session`, `/logs`): 1-based page, limit, sort order. */
export const PageQuerySchema = ListFilterSchema.extend({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(1000).default(100),
  sortOrder: z.enum(['ASC', 'DESC']).default('DESC'),
});
export type PageQuery = z.output<typeof PageQuerySchema>;

export const pageOf = <T>(results: T[], query: Pick<PageQuery, 'page' | 'limit'>, totalItems: number) => ({
  results,
  metadata: { itemsPerPage: query.limit, totalItems, currentPage: query.page },
});
