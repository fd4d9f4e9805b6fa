import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/database';
import { documents } from '../../../db/schema';
import type { JobContext } from '../../jobs/job-queue';
import { appendToSource, removeSource, yieldToEventLoop } from '../index/knowledge-index';
import { textUnitSlices } from '../facts/text-units';
import { encodeUnit } from '../facts/unit';
import { DocumentError, parseDocument } from './parse';

/**
 * The `document` job: extract the text, index it slice by slice, and keep the original bytes no
 * longer than needed. No transaction spans the whole job: a 20 MB text is thousands of statements,
 * and on embedded PGlite (one connection) a transaction would hold every other request until it
 * ends. Until the row says `ready` the document shows as processing; a retry after a crash starts
 * its index afresh.
 */
export async function processDocument(db: Db, documentId: number, context?: Pick<JobContext, 'checkpoint'>): Promise<void> {
  const [row] = await db.select().from(documents).where(eq(documents.id, documentId));
  if (!row || row.status !== 'processing' || !row.bytes) return;
  try {
    const parsed = await parseDocument(new Uint8Array(row.bytes), row.filename);
    const source = { organizationId: row.organizationId, sourceType: 'document' as const, sourceId: row.id, title: row.filename };
    await removeSource(db, source.organizationId, source.sourceType, source.sourceId);
    for (const units of textUnitSlices(parsed.text)) {
      // Deleted (or replaced) while it was being read: stop, and leave no chunks behind.
      const [current] = await db.select({ status: documents.status }).from(documents).where(eq(documents.id, row.id));
      if (current?.status !== 'processing') return void (await removeSource(db, source.organizationId, source.sourceType, source.sourceId));
      await appendToSource(db, source, units.map(encodeUnit), { dedupe: true });
      await context?.checkpoint();
      await yieldToEventLoop();
    }
    await db
      .update(documents)
      .set({ status: 'ready', kind: parsed.kind, text: parsed.text, pageCount: parsed.pages ?? null, bytes: null, error: null })
      .where(and(eq(documents.id, row.id), eq(documents.status, 'processing')));
  } catch (error) {
    if (!(error instanceof DocumentError)) throw error;
    await db.update(documents).set({ status: 'failed', error: error.message, bytes: null }).where(eq(documents.id, row.id));
  }
}
