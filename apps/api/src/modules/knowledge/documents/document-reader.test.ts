import { and, count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Database } from '../../../db/database';
import { documents, knowledgeChunks } from '../../../db/schema';
import { signUpOwner, uploadDocuments, useTestApp, type TestApp } from '../../../test-app';
import { testDatabases } from '../../../test-databases';
import { JobLostError } from '../../jobs/job-queue';
import { readDocument } from './document-reader';
import { DocumentError } from './parse';
import { processDocument } from './process-document';

/** `count` paragraphs, each its own unit, each naming its number so none is a duplicate. */
const paragraphs = (count: number) =>
  Array.from({ length: count }, (_, n) => `Lantern ${n} burns for ${n % 40} hours and ships in ${(n % 5) + 1} days.`).join('\n\n');
const bytesOf = (text: string) => new Uint8Array(Buffer.from(text));
/** Reads that always go on. */
const keepReading = () => Promise.resolve(true);

async function failure(reading: Promise<unknown>): Promise<DocumentError> {
  const error = await reading.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(DocumentError);
  return error as DocumentError;
}

describe('readDocument (the reader thread)', () => {
  it('cuts the start of the text between characters, never inside one', async () => {
    // Each 😀 is two UTF-16 code units: a cut by code units at 5 would split the third.
    const parsed = await readDocument(bytesOf('😀😀😀 lanterns'), 'smiles.txt', { batchUnits: 500, previewChars: 3, onUnits: keepReading });
    expect(parsed?.preview).toBe('😀😀😀');
  });

  it('sends every unit in order in batches, then the start of the text; the bytes are moved to the thread', async () => {
    const bytes = bytesOf(paragraphs(1200));
    const batches: string[][] = [];
    const parsed = await readDocument(bytes, 'lanterns.txt', {
      batchUnits: 500,
      previewChars: 60,
      onUnits: (units) => Promise.resolve(Boolean(batches.push(units))),
    });
    expect(batches.map((batch) => batch.length)).toEqual([500, 500, 200]);
    expect(batches.flat()[0]).toBe('Lantern 0 burns for 0 hours and ships in 1 days.');
    expect(batches.flat().at(-1)).toBe('Lantern 1199 burns for 39 hours and ships in 5 days.');
    expect(parsed).toMatchObject({ kind: 'txt' });
    expect(parsed?.preview).toBe('Lantern 0 burns for 0 hours and ships in 1 days.\n\nLantern 1 ');
    expect(bytes.byteLength).toBe(0); // transferred, not copied
  });

  it('stops when told to, and answers the owner-readable error of a bad file', async () => {
    let calls = 0;
    const stopped = await readDocument(bytesOf(paragraphs(3000)), 'lanterns.md', {
      batchUnits: 100,
      previewChars: 100,
      onUnits: () => Promise.resolve(++calls < 2),
    });
    expect(stopped).toBeUndefined();
    expect(calls).toBe(2);

    const failed = await failure(readDocument(bytesOf(' \n\t\n'), 'blank.txt', { batchUnits: 500, previewChars: 100, onUnits: keepReading }));
    expect(failed.code).toBe('unreadable');
    expect(failed.message).toContain('No text could be found');
  });

  it('beats while the reader works without sending, and stops it when the beat throws (the job was lost)', async () => {
    // About 33 MB: the reader decodes and normalises it for seconds before its first batch.
    let beats = 0;
    let batches = 0;
    const lost = await readDocument(bytesOf(paragraphs(600_000)), 'lanterns.txt', {
      batchUnits: 500,
      previewChars: 100,
      onUnits: () => Promise.resolve(Boolean(++batches)),
      heartbeat: () => (++beats === 2 ? Promise.reject(new JobLostError()) : Promise.resolve()),
    }).then(
      () => undefined,
      (caught: unknown) => caught,
    );
    expect(lost).toBeInstanceOf(JobLostError);
    expect(beats).toBe(2);
    expect(batches).toBeLessThan(1200); // stopped before the end
  });

  it('fails a document that needs more memory than the reader may have as too large, and the server lives on', async () => {
    const error = await failure(
      readDocument(bytesOf(paragraphs(200_000)), 'huge.txt', { batchUnits: 500, previewChars: 100, heapMb: 8, onUnits: keepReading }),
    );
    expect(error.code).toBe('too_large');
    expect(error.message).toContain('more memory');
  });
});

describe.each(testDatabases())('processDocument on $name', ({ open }) => {
  let app: TestApp;
  let database: Database;
  useTestApp(open, {}, (opened) => ({ app, database } = opened));

  /** Uploads a document; no job worker runs here, so it waits for the test to process it. */
  async function upload(text: string) {
    const { auth } = await signUpOwner(app, 'reader', 'Lantern Co');
    const res = await uploadDocuments(app, auth, [{ name: 'lanterns.txt', bytes: Buffer.from(text), type: 'text/plain' }]);
    expect(res.statusCode).toBe(201);
    return { auth, id: res.json<{ data: { id: number }[] }>().data[0]!.id };
  }
  const chunksOf = async (id: number) =>
    (
      await database.db
        .select({ n: count() })
        .from(knowledgeChunks)
        .where(and(eq(knowledgeChunks.sourceType, 'document'), eq(knowledgeChunks.sourceId, id)))
    )[0]!.n;
  const statusOf = async (id: number) => (await database.db.select({ status: documents.status }).from(documents).where(eq(documents.id, id)))[0]?.status;

  it('indexes every batch, checkpointing and letting other work run after each, and keeps the text for the preview', async () => {
    const { auth, id } = await upload(paragraphs(1200));
    // Counts turns of the event loop: other requests get one between every two batches, even on
    // embedded PGlite, whose statements answer in microtasks.
    let turns = 0;
    let counting = true;
    const turn = () => {
      turns += 1;
      if (counting) setImmediate(turn);
    };
    setImmediate(turn);
    const turnsAtCheckpoints: number[] = [];
    const checkpoint = () => Promise.resolve(void turnsAtCheckpoints.push(turns));
    await processDocument(database.db, id, { checkpoint });
    counting = false;
    expect(await statusOf(id)).toBe('ready');
    expect(await chunksOf(id)).toBe(1200);
    expect(turnsAtCheckpoints.length).toBeGreaterThanOrEqual(3);
    expect(turnsAtCheckpoints.every((count, i) => i === 0 || count > turnsAtCheckpoints[i - 1]!)).toBe(true);
    const detail = await app.inject({ method: 'GET', url: `/api/v1/organizations/current/documents/${id}`, headers: auth });
    expect(detail.json<{ data: { preview: string } }>().data.preview).toMatch(/^Lantern 0 burns for 0 hours/);
  });

  it('stops and leaves no chunks when the document is deleted while it is read', async () => {
    const { auth, id } = await upload(paragraphs(3000));
    let deleted = false;
    await processDocument(database.db, id, {
      async checkpoint() {
        if (deleted) return;
        deleted = true;
        const res = await app.inject({ method: 'DELETE', url: `/api/v1/organizations/current/documents/${id}`, headers: auth });
        expect(res.statusCode).toBe(204);
      },
    });
    expect(deleted).toBe(true);
    expect(await statusOf(id)).toBeUndefined();
    expect(await chunksOf(id)).toBe(0);
  });

  it('hands a lost job back mid-way: it throws, and the document stays processing for the retry', async () => {
    const { id } = await upload(paragraphs(3000));
    let checkpoints = 0;
    const lost = await processDocument(database.db, id, {
      checkpoint: () => (++checkpoints === 2 ? Promise.reject(new JobLostError()) : Promise.resolve()),
    }).catch((error: unknown) => error);
    expect(lost).toBeInstanceOf(JobLostError);
    expect(await statusOf(id)).toBe('processing');
    // The retry starts its index afresh and finishes it.
    await processDocument(database.db, id);
    expect(await statusOf(id)).toBe('ready');
    expect(await chunksOf(id)).toBe(3000);
  });
});
