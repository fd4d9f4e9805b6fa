import { and, desc, eq, gt, gte, lt, lte, sql } from 'drizzle-orm';
import type { Db } from '../../../db/database';
import { documents } from '../../../db/schema';
import { AppError } from '../../../errors';
import { removeSource } from '../index/knowledge-index';
import { documentBytesOf } from './document-bytes';
import type { DocumentKind } from './parse';

export type DocumentRow = typeof documents.$inferSelect;
export type ListedDocument = Omit<DocumentRow, 'text' | 'bytes'>;

/**
 * Characters of a document's text that are kept: its preview. Nothing reads more (answers come
 * from its indexed chunks), and storing a 20 MB text was one UPDATE that held embedded PGlite,
 * and so the whole server, for most of a second.
 */
export const PREVIEW_CHARS = 3000;

/** Bounds on when documents were uploaded (the Voice API's list filters), and how many at most. */
export interface DocumentWindow {
  after?: Date;
  before?: Date;
  from?: Date;
  until?: Date;
  limit?: number;
}

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
export function createDocumentRepository(db: Db) {
  const scoped = (organizationId: number, id: number) => and(eq(documents.organizationId, organizationId), eq(documents.id, id));
  // Looked up on each use, so the store follows where the database keeps them, whenever that was set.
  const kept = () => documentBytesOf(db);
  return {
    /** Newest first, without text or bytes. */
    list: (organizationId: number) => db.select(listedColumns).from(documents).where(eq(documents.organizationId, organizationId)).orderBy(desc(documents.id)),

    /** Newest first within an upload window, without text or bytes. */
    listWithin(organizationId: number, window: DocumentWindow): Promise<ListedDocument[]> {
      const bounds = [
        window.after && gt(documents.createdAt, window.after),
        window.before && lt(documents.createdAt, window.before),
        window.from && gte(documents.createdAt, window.from),
        window.until && lte(documents.createdAt, window.until),
      ].filter((condition) => condition !== undefined);
      const query = db
        .select(listedColumns)
        .from(documents)
        .where(and(eq(documents.organizationId, organizationId), ...bounds))
        .orderBy(desc(documents.id));
      return window.limit === undefined ? query : query.limit(window.limit);
    },

    /** One document without text or bytes (a 50 MB upload is not read to show its name). */
    async findListed(organizationId: number, id: number): Promise<ListedDocument> {
      const [row] = await db.select(listedColumns).from(documents).where(scoped(organizationId, id));
      if (!row) throw AppError.notFound('Document not found');
      return row;
    },

    async rename(organizationId: number, id: number, filename: string): Promise<ListedDocument> {
      const [row] = await db.update(documents).set({ filename }).where(scoped(organizationId, id)).returning(listedColumns);
      if (!row) throw AppError.notFound('Document not found');
      return row;
    },

    /** One document with the start of its text (`previewChars`), without its bytes. */
    async find(organizationId: number, id: number, previewChars = PREVIEW_CHARS) {
      const [row] = await db
        .select({ ...listedColumns, text: sql<string | null>`left(${documents.text}, ${previewChars})` })
        .from(documents)
        .where(scoped(organizationId, id));
      if (!row) throw AppError.notFound('Document not found');
      return row;
    },

    /** Keeps an upload whose kind its bytes showed (its bytes where document-bytes.ts says); the `document` job then processes it. */
    async add(organizationId: number, file: { filename: string; kind: DocumentKind; bytes: Buffer }): Promise<Omit<DocumentRow, 'bytes'>> {
      const [row] = await db
        .insert(documents)
        .values({ organizationId, filename: file.filename, kind: file.kind, sizeBytes: file.bytes.length })
        .returning({ ...listedColumns, text: documents.text });
      try {
        await kept().keep(organizationId, row!.id, file.bytes);
      } catch (error) {
        // Without its bytes it could never be read: it is not kept at all.
        await db.delete(documents).where(scoped(organizationId, row!.id));
        throw error;
      }
      return row!;
    },

    /** Its job failed every attempt: shown as failed with the error; the bytes stay for a retry. */
    async failProcessing(id: number, error: string) {
      await db
        .update(documents)
        .set({ status: 'failed', error })
        .where(and(eq(documents.id, id), eq(documents.status, 'processing')));
    },

    /** Its job is retried: processing again, if its bytes are still here to read. */
    async reopen(organizationId: number, id: number) {
      if (!(await kept().has(organizationId, id))) return;
      await db
        .update(documents)
        .set({ status: 'processing', error: null })
        .where(and(scoped(organizationId, id), eq(documents.status, 'failed')));
    },

    /** Deletes it, its search chunks and its bytes; answers what it was. */
    async remove(organizationId: number, id: number): Promise<ListedDocument> {
      const [row] = await db.delete(documents).where(scoped(organizationId, id)).returning(listedColumns);
      if (!row) throw AppError.notFound('Document not found');
      await kept().drop(organizationId, id);
      await removeSource(db, organizationId, 'document', id);
      return row;
    },
  };
}
