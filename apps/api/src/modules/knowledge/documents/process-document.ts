import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/database';
import { documents } from '../../../db/schema';
import { indexSource } from '../index/knowledge-index';
import { textUnits } from '../facts/text-units';
import { encodeUnit } from '../facts/unit';
import { DocumentError, parseDocument } from './parse';

/** The `document` job: extract the text, index it, and keep the original bytes no longer than needed. */
export async function processDocument(db: Db, documentId: number): Promise<void> {
  const [row] = await db.select().from(documents).where(eq(documents.id, documentId));
  if (!row || row.status !== 'processing' || !row.bytes) return;
  try {
    const parsed = await parseDocument(new Uint8Array(row.bytes), row.filename);
    await db.transaction(async (tx) => {
      await indexSource(tx, {
        organizationId: row.organizationId,
        sourceType: 'document',
        sourceId: row.id,
        title: row.filename,
        content: parsed.text,
        units: textUnits(parsed.text).map(encodeUnit),
      });
      await tx
        .update(documents)
        .set({ status: 'ready', kind: parsed.kind, text: parsed.text, pageCount: parsed.pages ?? null, bytes: null, error: null })
        .where(and(eq(documents.id, row.id), eq(documents.status, 'processing')));
    });
  } catch (error) {
    if (!(error instanceof DocumentError)) throw error;
    await db.update(documents).set({ status: 'failed', error: error.message, bytes: null }).where(eq(documents.id, row.id));
  }
}
