import { mkdir, open, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../../db/database';
import { documents } from '../../../db/schema';
import { yieldToEventLoop } from '../index/knowledge-index';

/**
 * Where an upload's original bytes wait until its `document` job has read them (and, when the job
 * failed, for a retry). Two places, one interface:
 * - PostgreSQL: the `documents.bytes` column. Several API and worker processes share the
 *   database, not a disk, so the bytes travel with the row.
 * - Embedded PGlite: a file per document under the data directory. PGlite runs every statement on
 *   the server's own thread, and writing a 20 MB value into it, or reading it back, held every
 *   other request for hundreds of milliseconds; a file is written and read by the operating system
 *   off the event loop. PGlite is one process's database, so one disk is all it ever has.
 */
export interface DocumentBytes {
  /** Keeps a new document's bytes (its row exists; its job is not queued yet). */
  keep(organizationId: number, id: number, bytes: Uint8Array): Promise<void>;
  /** The bytes in a buffer of their own (the reader thread takes it over); undefined when gone. */
  read(organizationId: number, id: number): Promise<Uint8Array<ArrayBuffer> | undefined>;
  /** Whether they are still kept (a failed document can be retried). */
  has(organizationId: number, id: number): Promise<boolean>;
  /** Lets them go: the document was read, or deleted. Nothing happens when they are gone already. */
  drop(organizationId: number, id: number): Promise<void>;
}

const fileDirs = new WeakMap<Db, string>();

/**
 * Keeps uploads' bytes for this (embedded) database in files under `dir`, as `<org>/<id>`. The
 * server (main.ts) and the PGlite tests (test-databases.ts) call it right after opening PGlite.
 */
export function keepDocumentBytesInFiles(db: Db, dir: string): void {
  fileDirs.set(db, dir);
}

/**
 * The bytes' place for this database: files where keepDocumentBytesInFiles said so, else the
 * table. With files, bytes an upload left in the table before files were used are still read.
 */
export function documentBytesOf(db: Db): DocumentBytes {
  const dir = fileDirs.get(db);
  if (dir === undefined) return tableBytes(db);
  const files = fileBytes(dir);
  const table = tableBytes(db);
  return {
    keep: (organizationId, id, bytes) => files.keep(organizationId, id, bytes),
    read: async (organizationId, id) => (await files.read(organizationId, id)) ?? table.read(organizationId, id),
    has: async (organizationId, id) => (await files.has(organizationId, id)) || table.has(organizationId, id),
    async drop(organizationId, id) {
      await files.drop(organizationId, id);
      await table.drop(organizationId, id);
    },
  };
}

/** The documents' file store: `dir/<org>/<id>`, written whole, read into a buffer the reader thread takes over. */
export function fileBytes(dir: string): DocumentBytes {
  const pathOf = (organizationId: number, id: number) => join(dir, String(organizationId), String(id));
  const gone = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';
  return {
    async keep(organizationId, id, bytes) {
      await mkdir(join(dir, String(organizationId)), { recursive: true });
      await writeFile(pathOf(organizationId, id), bytes);
    },
    async read(organizationId, id) {
      try {
        const file = await open(pathOf(organizationId, id));
        try {
          const { size } = await file.stat();
          const bytes = new Uint8Array(size);
          for (let offset = 0; offset < size;) {
            const { bytesRead } = await file.read(bytes, offset, size - offset, offset);
            if (bytesRead === 0) return undefined; // cut short meanwhile: deleted
            offset += bytesRead;
          }
          return bytes;
        } finally {
          await file.close();
        }
      } catch (error) {
        if (gone(error)) return undefined;
        throw error;
      }
    },
    has: (organizationId, id) =>
      stat(pathOf(organizationId, id)).then(
        () => true,
        (error: unknown) => (gone(error) ? false : Promise.reject(error as Error)),
      ),
    drop: (organizationId, id) => rm(pathOf(organizationId, id), { force: true }),
  };
}

/** Bytes read at a time: a slice arrives as twice as many characters of hex for pg to decode. */
const BYTES_SLICE = 2 * 1024 * 1024;

/** The documents' bytes in their row's `bytes` column (PostgreSQL). */
export function tableBytes(db: Db): DocumentBytes {
  const scoped = (organizationId: number, id: number) => and(eq(documents.organizationId, organizationId), eq(documents.id, id));
  return {
    async keep(organizationId, id, bytes) {
      await db
        .update(documents)
        .set({ bytes: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength) })
        .where(scoped(organizationId, id));
    },
    /**
     * Read a slice at a time into one buffer. Read whole, a 50 MB value arrives as 100 MB of hex
     * that pg decodes in one go, holding the event loop for hundreds of milliseconds, and is
     * copied twice more on its way.
     */
    async read(organizationId, id) {
      const [row] = await db
        .select({ size: sql<number | null>`octet_length(${documents.bytes})` })
        .from(documents)
        .where(scoped(organizationId, id));
      if (!row || row.size === null) return undefined;
      const bytes = new Uint8Array(row.size);
      for (let offset = 0; offset < row.size; offset += BYTES_SLICE) {
        const [slice] = await db
          .select({ slice: sql<Uint8Array | null>`substring(${documents.bytes} from ${offset + 1} for ${BYTES_SLICE})` })
          .from(documents)
          .where(scoped(organizationId, id));
        if (!slice?.slice) return undefined;
        bytes.set(slice.slice, offset);
        await yieldToEventLoop();
      }
      return bytes;
    },
    async has(organizationId, id) {
      const rows = await db
        .select({ id: documents.id })
        .from(documents)
        .where(and(scoped(organizationId, id), isNotNull(documents.bytes)));
      return rows.length > 0;
    },
    async drop(organizationId, id) {
      await db.update(documents).set({ bytes: null }).where(scoped(organizationId, id));
    },
  };
}
