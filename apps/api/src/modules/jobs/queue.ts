import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { jobs } from '../../db/schema';

export type JobKind = (typeof jobs.$inferSelect)['kind'];
export interface ClaimedJob {
  id: number;
  kind: JobKind;
  refId: number;
  attempts: number;
}

/** How long a claimed job is ours without a heartbeat; a dead worker's jobs come back after it. */
export const DEFAULT_LEASE_MS = 30_000;
const MAX_ATTEMPTS = 3;

/** The PostgreSQL job queue: many workers, in this process or in others, share it safely. */
export function createQueue(db: Db, workerId: string, leaseMs = DEFAULT_LEASE_MS) {
  const lease = sql`now() + ${`${leaseMs} milliseconds`}::interval`;
  return {
    async enqueue(kind: JobKind, refId: number, runAt = new Date()) {
      const [row] = await db.insert(jobs).values({ kind, refId, runAt }).returning({ id: jobs.id });
      return row!.id;
    },

    /** Takes the oldest due job, or one whose worker stopped renewing its lease. */
    async claim(): Promise<ClaimedJob | null> {
      const result = await db.execute<{ id: number; kind: JobKind; ref_id: number; attempts: number }>(sql`
        UPDATE jobs SET status = 'running', locked_by = ${workerId}, lease_expires_at = ${lease}, attempts = attempts + 1
        WHERE id = (
          SELECT id FROM jobs
          WHERE (status = 'queued' AND run_at <= now()) OR (status = 'running' AND lease_expires_at < now())
          ORDER BY id
          FOR UPDATE SKIP LOCKED
          LIMIT 1
        )
        RETURNING id, kind, ref_id, attempts`);
      const row = result.rows[0];
      return row ? { id: row.id, kind: row.kind, refId: row.ref_id, attempts: row.attempts } : null;
    },

    /** Renews the lease; false when another worker has taken the job over. */
    async heartbeat(id: number): Promise<boolean> {
      const result = await db.execute(
        sql`UPDATE jobs SET lease_expires_at = ${lease} WHERE id = ${id} AND locked_by = ${workerId} AND status = 'running' RETURNING id`,
      );
      return result.rows.length === 1;
    },

    /**
     * Hands a running job back at once (the worker is shutting down): another worker claims it on
     * its next poll instead of after the lease, and the interrupted attempt does not count.
     */
    async release(id: number): Promise<void> {
      await db.execute(
        sql`UPDATE jobs SET status = 'queued', locked_by = NULL, lease_expires_at = NULL, run_at = now(), attempts = GREATEST(attempts - 1, 0)
            WHERE id = ${id} AND locked_by = ${workerId} AND status = 'running'`,
      );
    },

    complete: (id: number) => db.update(jobs).set({ status: 'done', leaseExpiresAt: null }).where(eq(jobs.id, id)),

    /** A failed attempt is retried later (1 min, then 5) until the third; then it stays failed. */
    async fail(job: ClaimedJob, error: string): Promise<'retry' | 'failed'> {
      const retry = job.attempts < MAX_ATTEMPTS;
      await db
        .update(jobs)
        .set(
          retry
            ? {
                status: 'queued',
                lastError: error,
                lockedBy: null,
                leaseExpiresAt: null,
                runAt: new Date(Date.now() + (job.attempts === 1 ? 60_000 : 300_000)),
              }
            : { status: 'failed', lastError: error, leaseExpiresAt: null },
        )
        .where(eq(jobs.id, job.id));
      return retry ? 'retry' : 'failed';
    },
  };
}

export type Queue = ReturnType<typeof createQueue>;
