import type { Db } from '../../../db/database';
import { AppError } from '../../../errors';
import { indexSource, removeSource, type IndexedSource, type SourceType } from './knowledge-index';

/**
 * What every write to a table the search index mirrors row by row (FAQs, products) ends with: a
 * written row is indexed again and shown, a deleted one leaves the index, and one that is not the
 * organization's is a 404 (`notFound`).
 */
export function indexedRows<Row extends { id: number; organizationId: number }, Dto>(
  db: Db,
  sourceType: SourceType,
  { notFound, describe, toDto }: { notFound: string; describe: (row: Row) => Pick<IndexedSource, 'title' | 'content' | 'url'>; toDto: (row: Row) => Dto },
) {
  const index = (row: Row) => indexSource(db, { organizationId: row.organizationId, sourceType, sourceId: row.id, ...describe(row) });
  return {
    index,
    /** The row a write returned (none: it was not the organization's), indexed and shown. */
    async written([row]: Row[]): Promise<Dto> {
      if (!row) throw AppError.notFound(notFound);
      await index(row);
      return toDto(row);
    },
    /** After a delete, which returned the row it removed (none: it was not the organization's). */
    async removed(organizationId: number, id: number, deleted: unknown[]) {
      if (deleted.length === 0) throw AppError.notFound(notFound);
      await removeSource(db, organizationId, sourceType, id);
    },
  };
}
