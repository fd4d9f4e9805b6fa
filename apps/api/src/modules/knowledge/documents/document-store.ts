import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../../db/database';
import { documents } from '../../../db/schema';
import { AppError } from '../../../errors';
import { removeSource } from '../index/knowledge-index';
import type { DocumentKind } from './parse';

export type DocumentRow = typeof documents.$inferSelect;

/** Everything but the text and the original bytes, which a list never shows. */
const listedColumns = {
  id: documents.id,
  organizationId: documents.organizationId,
  filename: documents.filename,
  kind: documents.kind,
  sizeBytes: documents.sizeBytes,
  status: documents.status,
  error: documents.error,
  pageCount: documents.pageCount,
  createdAt: documents.createdAt,
};

/** The uploaded documents of one organization; deleting one takes it out of the search index too. */
export function createDocumentStore(db: Db) {
  const scoped = (organizationId: number, id: number) => and(eq(documents.organizationId, organizationId), eq(documents.id, id));
  return {
    /** Newest first, without text or bytes. */
    list: (organizationId: number) => db.select(listedColumns).from(documents).where(eq(documents.organizationId, organizationId)).orderBy(desc(documents.id)),

    async find(organizationId: number, id: number) {
      const [row] = await db.select().from(documents).where(scoped(organizationId, id));
      if (!row) throw AppError.notFound('Document not found');
      return row;
    },

    /** Keeps an upload whose kind its bytes showed; the `document` job then processes it. */
    async add(organizationId: number, file: { filename: string; kind: DocumentKind; bytes: Buffer }) {
      const [row] = await db
        .insert(documents)
        .values({ organizationId, filename: file.filename, kind: file.kind, sizeBytes: file.bytes.length, bytes: file.bytes })
        .returning();
      return row!;
    },

    async remove(organizationId: number, id: number) {
      const [row] = await db.delete(documents).where(scoped(organizationId, id)).returning({ id: documents.id });
      if (!row) throw AppError.notFound('Document not found');
      await removeSource(db, organizationId, 'document', id);
    },
  };
}
