import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Database } from '../db/database';
import { useTestApp, type TestApp } from '../test-app';
import { testDatabases } from '../test-databases';

// The pool, and so this, is PostgreSQL's: the embedded PGlite is one connection in the process.
const postgres = testDatabases().find((d) => d.name === 'postgres');

describe.skipIf(!postgres)('/healthz on PostgreSQL', () => {
  let app: TestApp;
  let database: Database;
  useTestApp(
    () => postgres!.open(),
    {},
    (opened) => ({ app, database } = opened),
  );

  it('answers at once while every pooled connection is busy: a busy process is not a dead one', async () => {
    // More slow statements than the pool has connections: a ping through the pool would queue behind them.
    const busy = Promise.all(Array.from({ length: 12 }, () => database.db.execute(sql`SELECT pg_sleep(1.5)`)));
    await new Promise((resolve) => setTimeout(resolve, 100));
    const started = performance.now();
    const health = await app.inject({ method: 'GET', url: '/healthz' });
    const ms = performance.now() - started;
    expect(health.statusCode).toBe(200);
    expect(ms).toBeLessThan(1_000);
    await busy;
  });
});
