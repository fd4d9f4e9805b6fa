import { join } from 'node:path';
import { buildApp } from './app';
import { openDatabase } from './db/database';
import { loadEnv } from './env';
import { createBackgroundWork } from './background-work';
import { createJobQueue } from './modules/jobs/create-job-queue';
import { keepDocumentBytesInFiles } from './modules/knowledge/documents/document-bytes';
import { setUpVectorSearch } from './modules/knowledge/index/vector-setup';
import { DEMO_ACCOUNT, seedDemo } from './seed-demo';
import { seedShowcase } from './showcase/seed-showcase';
import { detectEmbeddedVoice } from './modules/voice';
import { localSharedState, openSharedState, type SharedStateLog } from './shared-state';
import { createLiveEvents } from './modules/live/live-events';

/** Connections waiting to be accepted (see the listen call). */
const LISTEN_BACKLOG = 4096;

async function main() {
  const env = loadEnv();
  // The pool's faults go to stderr until the app's logger exists, then to it.
  let logFault = (message: string, error: Error) => console.error(`${message}: ${error.message}`);
  const database = await openDatabase({
    log: (message, error) => logFault(message, error),
    databaseUrl: env.DATABASE_URL,
    dataDir: join(env.PARLEY_DATA_DIR, 'pglite'),
    pgliteThread: env.PARLEY_DB_THREAD,
    timeouts: { connectMs: env.DATABASE_CONNECT_TIMEOUT_MS, statementMs: env.DATABASE_STATEMENT_TIMEOUT_MS, lockMs: env.DATABASE_LOCK_TIMEOUT_MS },
  });
  // Embedded PGlite keeps uploaded documents' bytes in files beside it, off its thread (document-bytes.ts).
  if (database.kind === 'pglite') keepDocumentBytesInFiles(database.db, join(env.PARLEY_DATA_DIR, 'documents'));
  const sharedLog: SharedStateLog = {
    warn: (details, message) => logFault(message, (details as { err?: Error }).err ?? new Error(message)),
    info: (message) => console.info(message),
  };
  const redis = env.REDIS_URL ? await openSharedState(env.REDIS_URL, sharedLog) : undefined;
  // The app and the inline worker share one bus, so a crawl's progress reaches this process's dashboards without Redis too.
  const sharedState = redis ?? localSharedState();
  let report: (error: unknown) => void = () => {};
  if (env.SENTRY_DSN) {
    const Sentry = await import('@sentry/node');
    Sentry.init({ dsn: env.SENTRY_DSN, environment: env.NODE_ENV });
    report = (error) => Sentry.captureException(error);
  }
  const jobs = createJobQueue(database, { leaseMs: env.JOB_LEASE_MS });
  const app = await buildApp({ env, database, sharedState, jobs, logger: { level: env.LOG_LEVEL }, serveApps: true, report });
  logFault = (message, error) => app.log.warn({ err: error }, message);
  sharedLog.info = (message) => app.log.info(message);
  await setUpVectorSearch(database.db, env, app.log);
  if (env.PARLEY_SEED_DEMO) await seedDemo(database);
  if (env.PARLEY_SEED_SHOWCASE) await seedShowcase(database.db);
  const worker =
    env.PARLEY_WORKER === 'inline'
      ? await jobs.work({
          ...createBackgroundWork({ database, jobs, env, live: createLiveEvents(sharedState.bus, app.log), log: app.log }),
          concurrency: env.JOB_CONCURRENCY ?? 2,
          log: app.log,
        })
      : null;

  // A promise nobody awaited must not end a server that is otherwise fine: log and report it.
  process.on('unhandledRejection', (error) => {
    app.log.error({ err: error }, 'unhandled promise rejection');
    report(error);
  });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal, timeoutMs: env.SHUTDOWN_TIMEOUT_MS }, 'shutting down: finishing in-flight requests, voice calls and jobs');
    // A hung database or a request that never ends must not keep the process from exiting.
    setTimeout(() => {
      app.log.error({ timeoutMs: env.SHUTDOWN_TIMEOUT_MS }, 'shutdown did not finish in time; exiting anyway');
      process.exit(1);
    }, env.SHUTDOWN_TIMEOUT_MS).unref();
    // New requests get 503 while in-flight ones finish; live calls get a closing status; jobs are handed back.
    await Promise.allSettled([app.close(), worker?.stop()]);
    await sharedState.close();
    await database.close().catch((error: unknown) => app.log.warn({ err: error }, 'closing the database failed'));
    app.log.info('shut down');
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  // Node's default queue of connections not yet accepted is 511: behind a load balancer, a burst of
  // new connections overflowed it, the kernel dropped their SYNs, and health checks that waited for
  // the retransmission (1 s, then 3 s) took a busy process for a dead one (scripts/bench-cluster.ts).
  // The kernel caps the queue at net.core.somaxconn.
  await app.listen({ port: env.PORT, host: env.HOST, backlog: LISTEN_BACKLOG });
  const url = `http://localhost:${(app.server.address() as { port: number }).port}`;
  console.info(`\nParley is running at ${url} (database: ${database.kind}${redis ? `, shared state: Redis (${redis.status()})` : ''})`);
  console.info(
    env.STRIPE_SECRET_KEY ? 'Billing: Stripe' : "Billing: TEST MODE (no STRIPE_SECRET_KEY; checkout runs on Parley's own test page, no card is charged)",
  );
  const speech = detectEmbeddedVoice();
  if (speech.available)
    console.info(
      'Voice: embedded speech (PocketSphinx, Flite)' +
        (env.DEEPGRAM_API_KEY || env.ELEVENLABS_API_KEY || env.OPENAI_API_KEY ? ', hosted providers where keys are set' : ''),
    );
  else if (env.DEEPGRAM_API_KEY && (env.ELEVENLABS_API_KEY || env.OPENAI_API_KEY))
    console.info(`Voice: hosted providers only (missing ${speech.missing.join(', ')})`);
  else
    console.warn(
      `Voice: NOT AVAILABLE (missing ${speech.missing.join(', ')}; apt-get install pocketsphinx pocketsphinx-en-us flite, or set provider keys); the widget offers text chat`,
    );
  if (env.PARLEY_SEED_DEMO) console.info(`Demo sign-in: ${DEMO_ACCOUNT.email} / ${DEMO_ACCOUNT.password}\n`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
