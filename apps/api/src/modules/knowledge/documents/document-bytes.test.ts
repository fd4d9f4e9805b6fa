import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../../../db/database';
import { documents } from '../../../db/schema';
import { signUpOwner, uploadDocuments, useTestApp, type TestApp } from '../../../test-app';
import { testDatabases } from '../../../test-databases';
import { fileBytes, keepDocumentBytesInFiles, tableBytes, type DocumentBytes } from './document-bytes';
import { createDocumentRepository } from './document-repository';

describe.each(testDatabases())('documents’ bytes on $name', ({ name, open }) => {
  let app: TestApp;
  let database: Database;
  useTestApp(open, {}, (opened) => ({ app, database } = opened));

  let dir: string;
  beforeEach(async () => void (dir = await mkdtemp(join(tmpdir(), 'parley-bytes-'))));
  afterEach(() => rm(dir, { recursive: true, force: true }));

  // Both places answer the same way; each is checked on a document row of its own.
  describe.each([
    { place: 'files', bytesIn: () => fileBytes(dir) },
    { place: 'table', bytesIn: () => tableBytes(database.db) },
  ])('kept in the $place', ({ bytesIn }) => {
    async function documentRow() {
      const { organizationId } = await signUpOwner(app, 'bytes', 'Lantern Co');
      const [row] = await database.db.insert(documents).values({ organizationId, filename: 'a.txt', sizeBytes: 5 }).returning();
      return row!;
    }

    it('gives back what was kept, in a buffer of its own, until dropped', async () => {
      const kept: DocumentBytes = bytesIn();
      const { organizationId, id } = await documentRow();
      expect(await kept.read(organizationId, id)).toBeUndefined();
      expect(await kept.has(organizationId, id)).toBe(false);
      // Larger than one slice read from the table, and not a multiple of it.
      const bytes = Buffer.alloc(5 * 1024 * 1024 + 3, 'lantern ');
      await kept.keep(organizationId, id, bytes);
      expect(await kept.has(organizationId, id)).toBe(true);
      const read = await kept.read(organizationId, id);
      expect(read && Buffer.from(read).equals(bytes)).toBe(true);
      expect(read?.byteOffset).toBe(0);
      expect(read?.buffer.byteLength).toBe(bytes.length); // the reader thread takes the whole buffer over
      await kept.drop(organizationId, id);
      expect(await kept.read(organizationId, id)).toBeUndefined();
      expect(await kept.has(organizationId, id)).toBe(false);
      await kept.drop(organizationId, id); // gone already: nothing happens
    });
  });

  it(`keeps an upload's bytes ${name === 'pglite' ? 'in a file, out of the table,' : 'in the table'} and lets them go when the document is deleted`, async () => {
    // The embedded server keeps them under its data directory (main.ts); here, under this test's.
    if (name === 'pglite') keepDocumentBytesInFiles(database.db, dir);
    const { auth, organizationId } = await signUpOwner(app, 'upload', 'Lantern Co');
    const res = await uploadDocuments(app, auth, [{ name: 'lanterns.txt', bytes: Buffer.from('Lanterns burn for forty hours.'), type: 'text/plain' }]);
    expect(res.statusCode).toBe(201);
    const id = res.json<{ data: { id: number }[] }>().data[0]!.id;
    const inTable = async () =>
      (
        await database.db
          .select({ size: sql<number | null>`octet_length(${documents.bytes})` })
          .from(documents)
          .where(eq(documents.id, id))
      )[0]?.size ?? null;
    const file = join(dir, String(organizationId), String(id));
    expect(await inTable()).toBe(name === 'pglite' ? null : 30);
    expect(existsSync(file)).toBe(name === 'pglite');

    await createDocumentRepository(database.db).remove(organizationId, id);
    expect(existsSync(file)).toBe(false);
  });
});
