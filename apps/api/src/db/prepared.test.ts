import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../test-databases';
import type { Database } from './database';
import { executePrepared } from './prepared';

describe.each(testDatabases())('executePrepared on $name', ({ name, open }) => {
  let database: Database;
  beforeAll(async () => {
    database = await open();
  }, 120_000);
  afterAll(() => database?.close());

  it('returns the rows db.execute returns, with each call’s own parameters', async () => {
    const query = (n: number) => sql`SELECT ${n}::int * 2 AS twice, ${`word ${n}`}::text AS label`;
    for (const n of [1, 2, 3]) {
      const prepared = await executePrepared<{ twice: number; label: string }>(database.db, query(n), 'test_twice');
      const plain = await database.db.execute<{ twice: number; label: string }>(query(n));
      expect(prepared.rows).toEqual(plain.rows);
      expect(prepared.rows).toEqual([{ twice: n * 2, label: `word ${n}` }]);
    }
  });

  it('gives each text its own name, so a query of another shape under the same prefix still runs', async () => {
    const shapes = [sql`SELECT ${1}::int AS a`, sql`SELECT ${1}::int AS a, ${2}::int AS b`, sql`SELECT ${1}::int AS a`];
    const rows = [];
    for (const shape of shapes) rows.push((await executePrepared(database.db, shape, 'test_shape')).rows[0]);
    expect(rows).toEqual([{ a: 1 }, { a: 1, b: 2 }, { a: 1 }]);
  });

  it.runIf(name === 'postgres')('is prepared by name on the connection, once', async () => {
    const statements = await database.db.transaction(async (tx) => {
      for (let i = 0; i < 3; i++) await executePrepared(tx, sql`SELECT ${i}::int AS n, 'prepared-once' AS marker`, 'test_once');
      return tx.execute<{ name: string }>(sql`SELECT name FROM pg_prepared_statements WHERE statement LIKE '%prepared-once%' AND name <> ''`);
    });
    expect(statements.rows).toHaveLength(1);
    expect(statements.rows[0]?.name).toMatch(/^test_once_[0-9a-f]{16}$/);
  });

  it.runIf(name === 'postgres')('runs a very long text unnamed: it is not kept on the connection', async () => {
    const long = sql.raw(`'${'x'.repeat(9_000)}'`);
    const statements = await database.db.transaction(async (tx) => {
      const { rows } = await executePrepared<{ n: number }>(tx, sql`SELECT ${7}::int AS n, 'kept-long' AS marker, ${long} AS pad`, 'test_long');
      expect(rows[0]?.n).toBe(7);
      return tx.execute<{ name: string }>(sql`SELECT name FROM pg_prepared_statements WHERE statement LIKE '%kept-long%' AND name <> ''`);
    });
    expect(statements.rows).toEqual([]);
  });
});
