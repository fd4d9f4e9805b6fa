import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/database';
import { createQueue, DEFAULT_LEASE_MS, type ClaimedJob, type JobKind } from './queue';

export interface JobContext {
  job: ClaimedJob;
  /** Call often in long jobs: renews the lease; throws when the job was taken over or the worker stops. */
  checkpoint(): Promise<void>;
  signal: AbortSignal;
}

export type JobHandler = (refId: number, context: JobContext) => Promise<void>;

export interface WorkerOptions {
  db: Db;
  handlers: Partial<Record<JobKind, JobHandler>>;
  concurrency?: number;
  pollMs?: number;
  leaseMs?: number;
  log?: { info(obj: object, msg: string): void; error(obj: object, msg: string): void };
  /** Runs about once a minute (scheduled refreshes). */
  onTick?: () => Promise<unknown>;
}

export class JobLostError extends Error {
  constructor() {
    super('The job was taken over by another worker or the worker is stopping');
  }
}

/** Claims and runs jobs until stopped; `stop()` waits for running jobs to reach a checkpoint and hands them back. */
export function startWorker({ db, handlers, concurrency = 2, pollMs = 500, leaseMs = DEFAULT_LEASE_MS, log, onTick }: WorkerOptions) {
  const workerId = `w_${process.pid}_${randomBytes(4).toString('hex')}`;
  const queue = createQueue(db, workerId, leaseMs);
  const stopping = new AbortController();
  const running = new Set<Promise<void>>();
  let lastTick = 0;

  async function run(job: ClaimedJob) {
    const handler = handlers[job.kind];
    let lastBeat = Date.now();
    const context: JobContext = {
      job,
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
      const message = error instanceof Error ? error.message : String(error);
      const outcome = await queue.fail(job, message).catch(() => 'failed');
      log?.error({ job: job.id, kind: job.kind, err: message, outcome }, 'job failed');
    }
  }

  const loop = (async () => {
    while (!stopping.signal.aborted) {
      try {
        if (onTick && Date.now() - lastTick > 60_000) {
          lastTick = Date.now();
          await onTick().catch((error: unknown) => log?.error({ err: String(error) }, 'scheduled tick failed'));
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
        log?.error({ err: String(error) }, 'worker loop error');
      }
      await new Promise((resolve) => setTimeout(resolve, pollMs));
    }
  })();

  return {
    workerId,
    queue,
    async stop() {
      stopping.abort();
      await loop;
      await Promise.allSettled([...running]);
    },
  };
}

export type Worker = ReturnType<typeof startWorker>;
