/**
 * A separate worker process: runs background jobs (scrapes, document processing) against the
 * same database as the API. Start as many as the load needs; set PARLEY_WORKER=off on the API.
 */
import { join } from 'node:path';
import pino from 'pino';
import { openDatabase } from './db/database';
import { loadEnv } from './env';
import { createBackgroundWork } from './background-work';
import { createJobQueue } from './modules/jobs/create-job-queue';
import { setUpVectorSearch } from './modules/knowledge/index/vector-setup';
import { createLiveEvents } from './modules/live/live-events';
import { openSharedState } from './shared-state';

async function main() {
  const env = loadEnv();
  if (!env.DATABASE_URL) {
    // PGlite is one process's embedded database; other processes cannot share it.
    throw new Error('A separate worker needs DATABASE_URL (PostgreSQL). With PGlite, jobs run inside the API process.');
  }
  const log = pino({ level: env.LOG_LEVEL });
  const database = await openDatabase({
    databaseUrl: env.DATABASE_URL,
    dataDir: join(env.PARLEY_DATA_DIR, 'pglite'),
    timeouts: { connectMs: env.DATABASE_CONNECT_TIMEOUT_MS, statementMs: env.DATABASE_STATEMENT_TIMEOUT_MS, lockMs: env.DATABASE_LOCK_TIMEOUT_MS },
    log: (message, error) => log.warn({ err: error }, message),
  });
  await setUpVectorSearch(database.db, env, log);
  const jobs = createJobQueue(database, { leaseMs: env.JOB_LEASE_MS });
  // With Redis, the dashboards on every API process hear each crawl's progress; without, they poll.
  const shared = env.REDIS_URL
    ? await openSharedState(env.REDIS_URL, { warn: (details, message) => log.warn(details, message), info: (message) => log.info(message) })
    : null;
  const worker = await jobs.work({
    ...createBackgroundWork({ database, jobs, env, live: shared ? createLiveEvents(shared.bus, log) : undefined, log }),
    concurrency: env.JOB_CONCURRENCY ?? 4,
    log,
  });
  log.info({ worker: worker.id }, 'worker started');
  const stop = async () => {
    // Running jobs are handed back at their next checkpoint; a hung one must not keep the process alive.
    setTimeout(() => process.exit(1), env.SHUTDOWN_TIMEOUT_MS).unref();
    await worker.stop();
    await shared?.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop());
  process.on('SIGINT', () => void stop());
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
