import { EventEmitter } from 'node:events';
import { sql } from 'drizzle-orm';
import { Logger, run, runMigrations, type JobHelpers, type Task, type WorkerEvents } from 'graphile-worker';
import type pg from 'pg';
import { z } from 'zod';
import type { Db } from '../../db/database';
import { watchWorkerLiveness } from './graphile-liveness';
import { handOverLegacyJobs } from './legacy-handover';
import {
  DEFAULT_LEASE_MS,
  DEFAULT_MAX_ATTEMPTS,
  errorMessage,
  JOB_KINDS,
  JobLostError,
  type FailedJob,
  type JobContext,
  type JobKind,
  type JobLog,
  type JobQueue,
  type JobWorkerOptions,
  type NewJob,
} from './job-queue';

export interface GraphileJobQueueOptions {
  leaseMs?: number;
  pollMs?: number;
  maxAttempts?: number;
}

const MINUTE_TASK = 'every_minute';
const payloadSchema = z.object({ refId: z.number().int(), organizationId: z.number().int() });

/**
 * graphile-worker's named queues run their jobs one at a time: one queue per organization and
 * kind means one organization's large crawl holds one worker slot and others keep theirs.
 */
const queueName = (organizationId: number, kind: JobKind) => `org:${organizationId}:${kind}`;
/** The job key names the row the job works on, so the dead-letter list can say which one. */
const jobKey = (kind: JobKind, refId: number) => `${kind}:${refId}`;
const parseKey = (key: string | null) => {
  const [kind, refId] = (key ?? '').split(':');
  return JOB_KINDS.includes(kind as JobKind) && refId ? { kind: kind as JobKind, refId: Number(refId) } : null;
};
const organizationQueues = (organizationId: number) =>
  sql.join(
    JOB_KINDS.map((kind) => sql`${queueName(organizationId, kind)}`),
    sql`, `,
  );

function toLogger(log: JobLog | undefined) {
  return new Logger((scope) => (level, message) => {
    // eslint-disable-next-line @typescript-eslint/no-unsafe-enum-comparison -- level is graphile's ambient const enum LogLevel, which isolatedModules cannot read; 'error' is its value
    if (level === 'error') log?.error({ scope }, message);
  });
}

/** The PostgreSQL implementation of JobQueue, on graphile-worker (tables in the `graphile_worker` schema). */
export function createGraphileJobQueue(
  db: Db,
  pool: pg.Pool,
  { leaseMs = DEFAULT_LEASE_MS, pollMs = 2000, maxAttempts: defaultAttempts = DEFAULT_MAX_ATTEMPTS }: GraphileJobQueueOptions = {},
): JobQueue {
  let migrated: Promise<void> | undefined;
  // graphile-worker's own schema first, then the jobs left in the old queue's table, once per process.
  const ready = () => (migrated ??= runMigrations({ pgPool: pool, logger: toLogger(undefined) }).then(async () => void (await handOverLegacyJobs(db))));

  async function enqueue({ kind, refId, organizationId, runAt, maxAttempts = defaultAttempts }: NewJob) {
    await ready();
    const result = await db.execute<{ id: string }>(sql`
      SELECT id::text FROM graphile_worker.add_job(${kind}, ${JSON.stringify({ refId, organizationId })}::json,
        queue_name => ${queueName(organizationId, kind)}, run_at => ${(runAt ?? new Date()).toISOString()}::timestamptz,
        max_attempts => ${maxAttempts}::int, job_key => ${jobKey(kind, refId)})`);
    return result.rows[0]!.id;
  }

  return {
    enqueue,

    async listFailed(organizationId): Promise<FailedJob[]> {
      await ready();
      const result = await db.execute<{ id: string; key: string | null; last_error: string | null; attempts: number; updated_at: string | Date }>(sql`
        SELECT id::text, key, last_error, attempts, updated_at FROM graphile_worker.jobs
        WHERE queue_name IN (${organizationQueues(organizationId)}) AND attempts >= max_attempts AND locked_at IS NULL
        ORDER BY updated_at DESC, id DESC LIMIT 100`);
      return result.rows.flatMap((row) => {
        const ref = parseKey(row.key);
        return ref ? [{ id: row.id, ...ref, error: row.last_error, attempts: row.attempts, failedAt: new Date(row.updated_at) }] : [];
      });
    },

    async retry(organizationId, id) {
      if (!/^\d{1,18}$/.test(id)) return false;
      await ready();
      const result = await db.execute(sql`
        SELECT id FROM graphile_worker.reschedule_jobs(
          ARRAY(SELECT id FROM graphile_worker.jobs WHERE id = ${id}::bigint AND queue_name IN (${organizationQueues(organizationId)}) AND attempts >= max_attempts),
          run_at => now(), attempts => 0)`);
      return result.rows.length === 1;
    },

    async work({ handlers, concurrency = 2, log, everyMinute }: JobWorkerOptions) {
      await ready();
      const stopping = new AbortController();
      const liveness = watchWorkerLiveness(db, leaseMs, (error) => log?.error({ err: errorMessage(error) }, 'job worker liveness failed'));
      const events: WorkerEvents = new EventEmitter();
      events.on('worker:create', ({ worker }) => liveness.add(worker.workerId));

      const task =
        (kind: JobKind): Task =>
        async (payload, helpers) => {
          const { refId, organizationId } = payloadSchema.parse(payload);
          const handler = handlers[kind];
          if (!handler) throw new Error(`No handler for ${kind} jobs`);
          try {
            await handler(refId, jobContext(helpers));
          } catch (error) {
            if (!(error instanceof JobLostError) || !stopping.signal.aborted) {
              if (!(error instanceof JobLostError)) log?.error({ job: helpers.job.id, kind, err: errorMessage(error) }, 'job failed');
              throw error; // graphile-worker retries it after e^attempts seconds, or dead-letters it
            }
            // Stopping: a continuation with the attempts left takes over at once; this attempt does not count.
            const left = helpers.job.max_attempts - (helpers.job.attempts - 1);
            await enqueue({ kind, refId, organizationId, maxAttempts: left });
          }
        };

      function jobContext(helpers: JobHelpers): JobContext {
        let lastCheck = Date.now();
        return {
          attempt: helpers.job.attempts,
          lastAttempt: helpers.job.attempts >= helpers.job.max_attempts,
          signal: stopping.signal,
          async checkpoint() {
            if (stopping.signal.aborted) throw new JobLostError();
            if (Date.now() - lastCheck < leaseMs / 3) return;
            lastCheck = Date.now();
            const mine = await db.execute(
              sql`SELECT 1 FROM graphile_worker.jobs WHERE id = ${helpers.job.id}::bigint AND locked_by = ${helpers.job.locked_by}`,
            );
            if (mine.rows.length === 0) throw new JobLostError();
          },
        };
      }

      const taskList: Record<string, Task> = Object.fromEntries(JOB_KINDS.filter((kind) => handlers[kind]).map((kind) => [kind, task(kind)]));
      if (everyMinute) taskList[MINUTE_TASK] = async () => void (await everyMinute());
      const runner = await run({
        pgPool: pool,
        concurrency,
        pollInterval: pollMs,
        noHandleSignals: true,
        logger: toLogger(log),
        events,
        taskList,
        // One tick a minute across every worker (graphile-worker's cron takes a lock per tick); not retried: the next minute does it again.
        ...(everyMinute && { crontab: `* * * * * ${MINUTE_TASK} ?max=1` }),
      }).catch(async (error: unknown) => {
        await liveness.stop();
        throw error;
      });
      let stopped: Promise<void> | undefined;
      return {
        id: `graphile_${process.pid}`,
        stop: () =>
          (stopped ??= (async () => {
            stopping.abort();
            await runner.stop();
            await liveness.stop();
          })()),
      };
    },
  };
}
