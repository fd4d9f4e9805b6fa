import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from './database';
import { isUniqueViolation } from './db-errors';
import { PgliteThread } from './pglite-thread';
import { organizations } from './schema';

/** The server's embedded database on its own thread (PARLEY_DB_THREAD=true); these go through Drizzle, as the server does. */
describe('the embedded database on its own thread', () => {
  let folder: string;
  let database: Database;
  beforeAll(async () => {
    folder = mkdtempSync(join(tmpdir(), 'parley-thread-'));
    database = await openDatabase({ dataDir: join(folder, 'pglite'), pgliteThread: true });
  }, 120_000);
  afterAll(async () => {
    await database?.close();
    rmSync(folder, { recursive: true, force: true });
  });

  it('is the thread, not PGlite on this one', () => {
    expect((database.db as unknown as { $client: unknown }).$client).toBeInstanceOf(PgliteThread);
  });

  it('answers queries with parameters, in the shapes Drizzle asks for (timestamps as PostgreSQL text)', async () => {
    const [created] = await database.db
      .insert(organizations)
      .values({ subId: 'sub_thread', name: 'Thread Co', websiteUrl: 'https://thread.example.com' })
      .returning({ id: organizations.id, name: organizations.name, createdAt: organizations.createdAt });
    expect(created?.name).toBe('Thread Co');
    expect(created?.createdAt).toBeInstanceOf(Date); // Drizzle parsed the text it was given
    const { rows } = await database.db.execute<{ n: number; at: string }>(sql`SELECT ${41}::int + 1 AS n, now() AS at`);
    expect(rows[0]?.n).toBe(42);
    expect(typeof rows[0]?.at).toBe('string');
  });

  it('commits a transaction that ends well and rolls back one that throws or calls rollback', async () => {
    await database.db.transaction(async (tx) => {
      await tx.insert(organizations).values({ subId: 'sub_kept', name: 'Kept', websiteUrl: 'https://kept.example.com' });
    });
    await expect(
      database.db.transaction(async (tx) => {
        await tx.insert(organizations).values({ subId: 'sub_thrown', name: 'Thrown', websiteUrl: 'https://thrown.example.com' });
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    await expect(
      database.db.transaction(async (tx) => {
        await tx.insert(organizations).values({ subId: 'sub_rolled', name: 'Rolled', websiteUrl: 'https://rolled.example.com' });
        tx.rollback();
      }),
    ).rejects.toThrow(/rollback/i);
    // A savepoint inside (Drizzle's nested transaction) rolls back alone.
    await database.db.transaction(async (tx) => {
      await tx.insert(organizations).values({ subId: 'sub_outer', name: 'Outer', websiteUrl: 'https://outer.example.com' });
      await tx
        .transaction(async (inner) => {
          await inner.insert(organizations).values({ subId: 'sub_inner', name: 'Inner', websiteUrl: 'https://inner.example.com' });
          throw new Error('inner only');
        })
        .catch(() => undefined);
    });
    const { rows } = await database.db.execute<{ sub_id: string }>(sql`SELECT sub_id FROM organizations ORDER BY id`);
    expect(rows.map((row) => row.sub_id)).toEqual(['sub_thread', 'sub_kept', 'sub_outer']);
  });

  it('keeps a statement from outside waiting until an open transaction ends, so it never sees half of it', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const transaction = database.db.transaction(async (tx) => {
      await tx.insert(organizations).values({ subId: 'sub_half', name: 'Half', websiteUrl: 'https://half.example.com' });
      await held;
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    let seen: number | undefined;
    const outside = database.db
      .execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM organizations WHERE sub_id = 'sub_half'`)
      .then(({ rows }) => (seen = rows[0]?.n));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(seen).toBeUndefined();
    release();
    await transaction;
    await outside;
    expect(seen).toBe(1);
  });

  it("carries PostgreSQL's error code across, so a duplicate is still a duplicate", async () => {
    const duplicate = database.db.insert(organizations).values({ subId: 'sub_thread', name: 'Again', websiteUrl: 'https://again.example.com' });
    const error = await duplicate.then(
      () => null,
      (e: unknown) => e,
    );
    expect(isUniqueViolation(error)).toBe(true);
    // and the database goes on answering
    const { rows } = await database.db.execute<{ n: number }>(sql`SELECT 1 AS n`);
    expect(rows[0]?.n).toBe(1);
  });

  it("leaves the server's event loop free while a long statement runs", async () => {
    let ticks = 0;
    const timer = setInterval(() => ticks++, 10);
    const started = performance.now();
    // A statement that keeps PGlite busy for a while (~0.3-1 s here): on the calling thread no timer could fire meanwhile.
    await database.db.execute(sql`SELECT count(*) FROM generate_series(1, 3000000) AS g WHERE g % 7 = 3`);
    const took = performance.now() - started;
    clearInterval(timer);
    expect(took).toBeGreaterThan(100);
    expect(ticks).toBeGreaterThanOrEqual(3);
  });

  it('opens the folder on a new thread after its thread dies, losing nothing committed', async () => {
    const thread = (database.db as unknown as { $client: PgliteThread }).$client;
    await database.db.insert(organizations).values({ subId: 'sub_before_crash', name: 'Before', websiteUrl: 'https://before.example.com' });
    // As a crash inside PGlite would: the thread ends without being closed. (terminate() waits
    // for a running statement to finish, so the thread is idle here.)
    await (thread as unknown as { worker: { terminate(): Promise<number> } }).worker.terminate();
    const { rows } = await database.db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM organizations WHERE sub_id = 'sub_before_crash'`);
    expect(rows[0]?.n).toBe(1);
    expect(thread.restarts).toBe(1);
    // and the new thread takes writes and transactions as the first did
    await database.db.transaction(async (tx) => {
      await tx.insert(organizations).values({ subId: 'sub_after_crash', name: 'After', websiteUrl: 'https://after.example.com' });
    });
    const after = await database.db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM organizations WHERE sub_id = 'sub_after_crash'`);
    expect(after.rows[0]?.n).toBe(1);
  }, 60_000);
});
