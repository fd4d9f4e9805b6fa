import { count, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './database';

export interface PageQuery {
  /** Which rows; all of them when undefined. */
  where?: SQL;
  orderBy: SQL[];
  /** 1-based. */
  page: number;
  perPage: number;
}

/** One page of a table's rows, and how many rows there are in all: the two queries every paged listing runs. */
export async function selectPage<T extends PgTable>(
  db: Db,
  table: T,
  { where, orderBy, page, perPage }: PageQuery,
): Promise<{ rows: T['$inferSelect'][]; total: number }> {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(table as PgTable)
      .where(where)
      .orderBy(...orderBy)
      .limit(perPage)
      .offset((page - 1) * perPage),
    db
      .select({ value: count() })
      .from(table as PgTable)
      .where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}
