import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { Assume } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { createPgliteApart } from './create-pglite';
import { migrateEmbedded, startPglite } from './pglite';
import { PgliteThread } from './pglite-thread';
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
  /** PostgreSQL only: the pool, for libraries that take one (graphile-worker runs the job queue on it). */
  pool?: pg.Pool;
  /** Resolves when the database answers a trivial query; rejects when it is unreachable. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

/** How long PostgreSQL may take: to connect, to run one statement, to wait for a lock. */
export interface DatabaseTimeouts {
  connectMs: number;
  statementMs: number;
  lockMs: number;
}
export const DEFAULT_DATABASE_TIMEOUTS: DatabaseTimeouts = { connectMs: 5_000, statementMs: 30_000, lockMs: 10_000 };

/** Logs what the pool reports; the default only writes to stderr so the process never dies of it. */
type FaultLog = (message: string, error: Error) => void;
const stderrLog: FaultLog = (message, error) => console.error(`${message}: ${error.message}`);

/** Migrations live in apps/api/drizzle: one level above both src/db (via ../..) and dist. */
function migrationsFolder(): string {
  const here = fileURLToPath(new URL('.', import.meta.url));
  return here.includes('/src/') ? fileURLToPath(new URL('../../drizzle', import.meta.url)) : fileURLToPath(new URL('../drizzle', import.meta.url));
}

/**
 * The PostgreSQL pool: every wait is bounded (a hung database answers 503 instead of holding a
 * request forever), and a connection the server drops (`pg_terminate_backend`, a restart, a
 * network blip) is logged and replaced on the next query instead of crashing the process.
 */
function openPool(databaseUrl: string, timeouts: DatabaseTimeouts, log: FaultLog): pg.Pool {
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: 10,
    connectionTimeoutMillis: timeouts.connectMs,
    statement_timeout: timeouts.statementMs,
    lock_timeout: timeouts.lockMs,
    idle_in_transaction_session_timeout: Math.max(timeouts.statementMs * 2, 60_000),
    // A statement_timeout needs a server that answers; this bounds a connection that went silent.
    query_timeout: timeouts.statementMs + 5_000,
    keepAlive: true,
  });
  // An idle client's error reaches the pool, which drops that client.
  pool.on('error', (error) => log('database connection lost (it will be replaced)', error));
  // A checked-out client (between a transaction's statements) has no listener of the pool's: without
  // this one an 'error' event there would be unhandled and end the process.
  pool.on('connect', (client) => client.on('error', (error) => log('database connection lost during a transaction', error)));
  return pool;
}

/** Past this, a health check's `select 1` counts as unanswered (and its connection is dropped). */
const PING_TIMEOUT_MS = 1_000;

/**
 * The health check's own connection. Through the pool, a ping waited behind every query queued
 * before it: a process busy with hundreds of conversations read as down to the load balancer,
 * which took it out, sent its load to the others, and took them out too (HAProxy's "no server is
 * available" under scripts/bench-cluster.ts). A connection that fails or stays silent is dropped;
 * the next ping opens another.
 */
function dedicatedPing(databaseUrl: string, connectMs: number) {
  let current: Promise<pg.Client> | null = null;
  const drop = (client: Promise<pg.Client>) => {
    if (current === client) current = null;
    // Not awaited: a silent server would hold the caller (and a shutdown) until TCP gives up.
    void client.then((c) => c.end()).catch(() => {});
  };
  return {
    async ping(): Promise<void> {
      const client = (current ??= (async () => {
        const c = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: connectMs, query_timeout: PING_TIMEOUT_MS });
        c.on('error', () => drop(client));
        await c.connect();
        return c;
      })());
      try {
        await (await client).query('select 1');
      } catch (error) {
        drop(client);
        throw error;
      }
    },
    close() {
      if (current) drop(current);
    },
  };
}

/** Migrations run on their own connection, without the request timeouts (an index build may take minutes). */
async function migratePostgres(databaseUrl: string, migrationsDir: string, connectMs: number): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: connectMs });
  await client.connect();
  try {
    await migratePg(drizzlePg(client, { schema }), { migrationsFolder: migrationsDir });
  } finally {
    await client.end();
  }
}

/**
 * The embedded database is most of the embedded product's memory (scripts/bench-embedded-memory.ts).
 * PGlite's WebAssembly memory only grows, and creating a database takes far more than serving one:
 * a new data folder is created in a process of its own (create-pglite.ts). With `thread` the
 * database then runs on a thread of its own (pglite-thread.ts), off the event loop, for 40–120 MB
 * more. An in-memory database (the tests' and some benchmarks') stays on the calling thread.
 */
async function openPglite(
  dataDir: string | null,
  migrationsDir: string,
  { template, thread }: { template?: Blob; thread: boolean },
): Promise<PGlite | PgliteThread> {
  if (dataDir) {
    mkdirSync(dataDir, { recursive: true });
    if (!existsSync(join(dataDir, 'PG_VERSION'))) await createPgliteApart(dataDir, migrationsDir);
    // A created folder is already migrated; an older one gets the migrations it lacks (on the thread, when it has one).
    if (thread) return PgliteThread.open(dataDir, migrationsDir);
  }
  const client = await startPglite(dataDir ?? undefined, template);
  await migrateEmbedded(client, migrationsDir);
  return client;
}

/** PostgreSQL when a URL is given, else PGlite in `dataDir` (or in memory when dataDir is null). */
export async function openDatabase(options: {
  databaseUrl?: string;
  dataDir: string | null;
  timeouts?: Partial<DatabaseTimeouts>;
  log?: FaultLog;
  /**
   * In-memory PGlite only: a dump (`dumpDataDir`) of a database to start from. The migrations still run and
   * skip what the dump already has; the tests start from a migrated dump (`test-databases.ts`).
   */
  pgliteTemplate?: Blob;
  /** PGlite in a data folder: on a thread of its own when true (PARLEY_DB_THREAD), else on the calling thread. */
  pgliteThread?: boolean;
}): Promise<Database> {
  const migrationsDir = migrationsFolder();
  if (options.databaseUrl) {
    const timeouts = { ...DEFAULT_DATABASE_TIMEOUTS, ...options.timeouts };
    await migratePostgres(options.databaseUrl, migrationsDir, timeouts.connectMs);
    const pool = openPool(options.databaseUrl, timeouts, options.log ?? stderrLog);
    const db = drizzlePg(pool, { schema });
    const health = dedicatedPing(options.databaseUrl, timeouts.connectMs);
    return {
      db,
      kind: 'postgres',
      pool,
      ping: () => health.ping(),
      close: () => {
        health.close();
        return pool.end();
      },
    };
  }
  const client = await openPglite(options.dataDir, migrationsDir, { template: options.pgliteTemplate, thread: options.pgliteThread ?? false });
  // Drizzle's PGlite driver uses only query, exec and transaction, which the thread offers alike.
  const db = drizzlePglite(client as PGlite, { schema });
  return { db, kind: 'pglite', ping: async () => void (await client.query('select 1')), close: () => client.close() };
}
