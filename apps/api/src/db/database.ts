import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { vector } from '@electric-sql/pglite/vector';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { Assume } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema';

/**
 * What `db.execute` resolves to on both drivers: PGlite's `Results` and node-postgres'
 * `QueryResult` each carry the returned rows as `rows`, the only part this codebase reads.
 */
export interface DbQueryResultHKT extends PgQueryResultHKT {
  type: DbQueryResult<Assume<this['row'], Record<string, unknown>>>;
}
interface DbQueryResult<TRow> {
  rows: TRow[];
}

/** The PGlite database, the PostgreSQL one and a transaction on either: all are assignable to it. */
export type Db = PgDatabase<DbQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

/** Migrations live in apps/api/drizzle: one level above both src/db (via ../..) and dist. */
function migrationsFolder(): string {
  const here = fileURLToPath(new URL('.', import.meta.url));
  return here.includes('/src/') ? fileURLToPath(new URL('../../drizzle', import.meta.url)) : fileURLToPath(new URL('../drizzle', import.meta.url));
}

/** PostgreSQL when a URL is given, else PGlite in `dataDir` (or in memory when dataDir is null). */
export async function openDatabase(options: { databaseUrl?: string; dataDir: string | null }): Promise<Database> {
  const migrationsDir = migrationsFolder();
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    const db = drizzlePg(pool, { schema });
    await migratePg(db, { migrationsFolder: migrationsDir });
    return { db, kind: 'postgres', close: () => pool.end() };
  }
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  // pgvector ships inside PGlite; it is only used when an embeddings provider is configured.
  const client = await PGlite.create({ ...(options.dataDir && { dataDir: options.dataDir }), extensions: { vector } });
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder: migrationsDir });
  return { db, kind: 'pglite', close: () => client.close() };
}
