import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database';

/**
 * graphile-worker 0.16 frees the job of a worker that died only after 4 hours. Each process
 * renews its workers' rows in `job_workers` every third of the lease; every process also frees
 * the jobs (and organization queues) of workers that have not renewed within the lease, so a crawl
 * whose worker was killed resumes on another worker about a lease later, as the embedded queue does.
 */
export function watchWorkerLiveness(db: Db, leaseMs: number, onError: (error: unknown) => void) {
  const ids = new Set<string>();
  const interval = sql`${`${leaseMs} milliseconds`}::interval`;

  async function beat() {
    for (const id of ids) {
      await db.execute(sql`INSERT INTO job_workers (id, seen_at) VALUES (${id}, now()) ON CONFLICT (id) DO UPDATE SET seen_at = now()`);
    }
  }

  /** Frees the jobs of workers silent for a lease, whether they ever registered or not. */
  async function sweep() {
    await db.execute(sql`
      WITH dead AS (
        SELECT DISTINCT locked_by AS id FROM graphile_worker.jobs
        WHERE locked_by IS NOT NULL AND locked_at < now() - ${interval}
          AND locked_by NOT IN (SELECT id FROM job_workers WHERE seen_at >= now() - ${interval})
      )
      SELECT graphile_worker.force_unlock_workers(ARRAY(SELECT id FROM dead))`);
    await db.execute(sql`DELETE FROM job_workers WHERE seen_at < now() - ${interval} * 10`);
  }

  const timer = setInterval(() => {
    beat().then(sweep).catch(onError);
  }, leaseMs / 3);
  timer.unref();

  return {
    add(id: string) {
      ids.add(id);
      beat().catch(onError);
    },
    async stop() {
      clearInterval(timer);
      for (const id of ids) await db.execute(sql`DELETE FROM job_workers WHERE id = ${id}`);
    },
  };
}
