import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/database';
import { createLeaseQueue, type ClaimedJob } from './lease-queue';
import { DEFAULT_LEASE_MS, DEFAULT_MAX_ATTEMPTS, errorMessage, JobLostError, type JobContext, type JobQueue, type JobWorkerOptions } from './job-queue';

export interface LeaseJobQueueOptions {
  leaseMs?: number;
  pollMs?: number;
  maxAttempts?: number;
}

/**
 * The embedded implementation of JobQueue (PGlite, one process): a poll loop over the lease
 * queue. `stop()` waits for running jobs to reach a checkpoint and hands them back.
 */
export function createLeaseJobQueue(
  db: Db,
  { leaseMs = DEFAULT_LEASE_MS, pollMs = 500, maxAttempts = DEFAULT_MAX_ATTEMPTS }: LeaseJobQueueOptions = {},
): JobQueue {
  const producer = createLeaseQueue(db, 'api', leaseMs);
  return {
    enqueue: async (job) => String(await producer.enqueue({ maxAttempts, ...job })),
    listFailed: (organizationId) => producer.listFailed(organizationId),
    retry: (organizationId, id) => producer.retry(organizationId, id),
    work: (options) => Promise.resolve(startLeaseWorker(db, { ...options, leaseMs, pollMs })),
  };
}

function startLeaseWorker(db: Db, { handlers, concurrency = 2, log, everyMinute, leaseMs, pollMs }: JobWorkerOptions & { leaseMs: number; pollMs: number }) {
  const id = `w_${process.pid}_${randomBytes(4).toString('hex')}`;
  const queue = createLeaseQueue(db, id, leaseMs);
  const stopping = new AbortController();
  const running = new Set<Promise<void>>();
  let lastTick = 0;

  async function run(job: ClaimedJob) {
    const handler = handlers[job.kind];
    let lastBeat = Date.now();
    const context: JobContext = {
      attempt: job.attempts,
      lastAttempt: job.attempts >= job.maxAttempts,
      signal: stopping.signal,
      async checkpoint() {
        if (stopping.signal.aborted) throw new JobLostError();
        if (Date.now() - lastBeat > leaseMs / 3) {
          if (!(await queue.heartbeat(job.id))) throw new JobLostError();
          lastBeat = Date.now();
        }
      },
    };
    try {
      if (!handler) throw new Error(`No handler for ${job.kind} jobs`);
      await handler(job.refId, context);
      await queue.complete(job.id);
    } catch (error) {
      // A job taken over is the other worker's now. A job this worker stops at a checkpoint is handed
      // back so another worker resumes it at once (after kill -9, the lease running out does the same).
      if (error instanceof JobLostError) {
        if (stopping.signal.aborted) await queue.release(job.id).catch(() => undefined);
        return;
      }
      const outcome = await queue.fail(job, errorMessage(error)).catch(() => 'failed');
      log?.error({ job: job.id, kind: job.kind, err: errorMessage(error), outcome }, 'job failed');
    }
  }

  const loop = (async () => {
    while (!stopping.signal.aborted) {
      try {
        // One process owns the embedded database, so a timer here is the whole schedule.
        if (everyMinute && Date.now() - lastTick > 60_000) {
          lastTick = Date.now();
          await everyMinute().catch((error: unknown) => log?.error({ err: errorMessage(error) }, 'scheduled tick failed'));
        }
        if (running.size < concurrency) {
          const job = await queue.claim();
          if (job) {
            const task = run(job).finally(() => running.delete(task));
            running.add(task);
            continue;
          }
        }
      } catch (error) {
        log?.error({ err: errorMessage(error) }, 'worker loop error');
      }
      await new Promise((resolve) => setTimeout(resolve, pollMs));
    }
  })();

  return {
    id,
    async stop() {
      stopping.abort();
      await loop;
      await Promise.allSettled([...running]);
    },
  };
}
