import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Database } from '../db/database';
import { useTestApp, type TestApp } from '../test-app';
import { testDatabases } from '../test-databases';

// The pool, and so this, is PostgreSQL's: the embedded PGlite is one connection in the process.
const postgres = testDatabases().find((d) => d.name === 'postgres');

describe.skipIf(!postgres)('/healthz on PostgreSQL', () => {
  let server: { app: TestApp; database: Database };
  useTestApp(
    () => postgres!.open(),
    {},
    (opened) => void (server = opened),
  );

  it('answers at once while every pooled connection is busy: a busy process is not a dead one', async () => {
    // More slow statements than the pool has connections: a ping through the pool would queue behind them.
    const busy = Promise.all(Array.from({ length: 12 }, () => server.database.db.execute(sql`SELECT pg_sleep(1.5)`)));
    await new Promise((resolve) => setTimeout(resolve, 100));
    const started = performance.now();
    const health = await server.app.inject({ method: 'GET', url: '/healthz' });
    expect({ status: health.statusCode, fast: performance.now() - started < 1_000 }).toEqual({ status: 200, fast: true });
    await busy;
  });
});
