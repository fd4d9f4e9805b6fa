import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/database';
import { documents } from '../../../db/schema';
import type { JobContext } from '../../jobs/job-queue';
import { appendToSource, INSERT_BATCH, removeSource, yieldToEventLoop } from '../index/knowledge-index';
import { readDocument } from './document-reader';
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
    .select({ id: documents.id, organizationId: documents.organizationId, filename: documents.filename, status: documents.status, size: byteCount })
    .from(documents)
    .where(eq(documents.id, documentId));
  if (!row || row.status !== 'processing' || row.size === null) return;
  const bytes = await readBytes(db, row.id, row.size);
  if (!bytes) return;
  const source = { organizationId: row.organizationId, sourceType: 'document' as const, sourceId: row.id, title: row.filename };
  const stillProcessing = async () => {
    const [current] = await db.select({ status: documents.status }).from(documents).where(eq(documents.id, row.id));
    return current?.status === 'processing';
  };
  try {
    await removeSource(db, source.organizationId, source.sourceType, source.sourceId);
    const parsed = await readDocument(bytes, row.filename, {
      batchUnits: INSERT_BATCH,
      heartbeat: async () => context?.checkpoint(),
      async onUnits(units) {
        // Deleted (or replaced) while it was being read: stop, and leave no chunks behind.
        if (!(await stillProcessing())) return false;
        await appendToSource(db, source, units, { dedupe: true });
        await context?.checkpoint();
        // Embedded PGlite answers in microtasks, and the reader has the next batch queued already:
        // without this pause the whole document would be written without one other request served.
        await yieldToEventLoop();
        return true;
      },
    });
    if (!parsed) return void (await removeSource(db, source.organizationId, source.sourceType, source.sourceId));
    await db
      .update(documents)
      .set({ status: 'ready', kind: parsed.kind, text: parsed.text, pageCount: parsed.pages ?? null, bytes: null, error: null })
      .where(and(eq(documents.id, row.id), eq(documents.status, 'processing')));
  } catch (error) {
    if (!(error instanceof DocumentError)) throw error;
    await db.update(documents).set({ status: 'failed', error: error.message, bytes: null }).where(eq(documents.id, row.id));
  }
}

const byteCount = sql<number | null>`octet_length(${documents.bytes})`;

/** Bytes read at a time: a slice arrives as twice as many characters of hex for pg to decode. */
const BYTES_SLICE = 2 * 1024 * 1024;

/**
 * The upload's bytes, read a slice at a time into one buffer the reader thread then takes over.
 * Read whole, a 50 MB value arrives as 100 MB of hex that pg decodes in one go, holding the event
 * loop for hundreds of milliseconds, and is copied twice more on its way. Undefined when the
 * document was deleted meanwhile.
 */
async function readBytes(db: Db, id: number, size: number): Promise<Uint8Array<ArrayBuffer> | undefined> {
  const bytes = new Uint8Array(size);
  for (let offset = 0; offset < size; offset += BYTES_SLICE) {
    const [row] = await db
      .select({ slice: sql<Uint8Array | null>`substring(${documents.bytes} from ${offset + 1} for ${BYTES_SLICE})` })
      .from(documents)
      .where(eq(documents.id, id));
    if (!row?.slice) return undefined;
    bytes.set(row.slice, offset);
    await yieldToEventLoop();
  }
  return bytes;
}
