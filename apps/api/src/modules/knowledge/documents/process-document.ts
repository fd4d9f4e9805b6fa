import { PGlite } from '@electric-sql/pglite';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/database';
import { PgliteThread } from '../../../db/pglite-thread';
import { documents } from '../../../db/schema';
import type { JobContext } from '../../jobs/job-queue';
import { appendToSource, INSERT_BATCH, removeSource, yieldToEventLoop } from '../index/knowledge-index';
import { documentBytesOf } from './document-bytes';
import { readDocument } from './document-reader';
import { PREVIEW_CHARS } from './document-repository';
import { DocumentError } from './parse';

/**
 * The `document` job: a reader thread extracts the text and cuts it into units (document-reader.ts);
 * this thread only writes each batch of units, checkpoints, and keeps the original bytes no longer
 * than needed. No transaction spans the whole job: a 20 MB text is hundreds of statements, and on
 * embedded PGlite (one connection) a transaction would hold every other request until it ends.
 * Until the row says `ready` the document shows as processing; a retry after a crash starts its
 * index afresh.
 */
export async function processDocument(db: Db, documentId: number, context?: Pick<JobContext, 'checkpoint'>): Promise<void> {
  const [row] = await db
    .select({ id: documents.id, organizationId: documents.organizationId, filename: documents.filename, status: documents.status })
    .from(documents)
    .where(eq(documents.id, documentId));
  if (!row || row.status !== 'processing') return;
  const kept = documentBytesOf(db);
  // Undefined when the document was deleted meanwhile.
  const bytes = await kept.read(row.organizationId, row.id);
  if (!bytes) return;
  const source = { organizationId: row.organizationId, sourceType: 'document' as const, sourceId: row.id, title: row.filename };
  const stillProcessing = async () => {
    const [current] = await db.select({ status: documents.status }).from(documents).where(eq(documents.id, row.id));
    return current?.status === 'processing';
  };
  try {
    await removeSource(db, source.organizationId, source.sourceType, source.sourceId);
    const parsed = await readDocument(bytes, row.filename, {
      batchUnits: batchUnitsFor(db),
      previewChars: PREVIEW_CHARS,
      heartbeat: async () => context?.checkpoint(),
      async onUnits(units) {
        // Deleted (or replaced) while it was being read: stop, and leave no chunks behind.
        if (!(await stillProcessing())) return false;
        await appendToSource(db, source, units, { dedupe: true });
        await context?.checkpoint();
        // In-memory PGlite answers in microtasks, and the reader has the next batch queued already:
        // without this pause the whole document would be written without one other request served.
        await yieldToEventLoop();
        return true;
      },
    });
    if (!parsed) return void (await removeSource(db, source.organizationId, source.sourceType, source.sourceId));
    await db
      .update(documents)
      .set({ status: 'ready', kind: parsed.kind, text: parsed.preview, pageCount: parsed.pages ?? null, error: null })
      .where(and(eq(documents.id, row.id), eq(documents.status, 'processing')));
  } catch (error) {
    if (!(error instanceof DocumentError)) throw error;
    await db.update(documents).set({ status: 'failed', error: error.message }).where(eq(documents.id, row.id));
  }
  // Read, or unreadable for good: a retry would read the same. A crash or a lost job keeps them.
  await kept.drop(row.organizationId, row.id);
}

/**
 * Units per INSERT. On PostgreSQL each statement is a round trip, so they are few and large. The
 * embedded database runs one statement at a time, computing every row's search vector and index
 * entries meanwhile: 500 rows held it for 60 ms (p50, up to 190 ms), and every other request's
 * query waited; 100 rows hold it for about 10 ms, with the same total time (a 4 MB document's units).
 */
const EMBEDDED_BATCH = 100;
const isEmbedded = (client: unknown) => client instanceof PGlite || client instanceof PgliteThread;
const batchUnitsFor = (db: Db) => (isEmbedded((db as { $client?: unknown }).$client) ? EMBEDDED_BATCH : INSERT_BATCH);
