import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { jobs } from '../../db/schema';
import { DEFAULT_LEASE_MS, DEFAULT_MAX_ATTEMPTS, retryDelayMs, type FailedJob, type JobKind, type NewJob } from './job-queue';

export interface ClaimedJob {
  id: number;
  kind: JobKind;
  refId: number;
  attempts: number;
  maxAttempts: number;
}

/**
 * The embedded job queue's table operations: a `jobs` row per job, claimed with FOR UPDATE SKIP
 * LOCKED and a lease that `heartbeat` renews. Serves PGlite, where graphile-worker cannot run.
 */
export function createLeaseQueue(db: Db, workerId: string, leaseMs = DEFAULT_LEASE_MS) {
  const lease = sql`now() + ${`${leaseMs} milliseconds`}::interval`;
  return {
    async enqueue({ kind, refId, organizationId, runAt = new Date(), maxAttempts = DEFAULT_MAX_ATTEMPTS }: NewJob) {
      const [row] = await db.insert(jobs).values({ kind, refId, organizationId, runAt, maxAttempts }).returning({ id: jobs.id });
      return row!.id;
    },

    /**
     * Takes the oldest due job, or one whose worker stopped renewing its lease, skipping
     * organizations that already have a job of that kind running: they wait their turn and
     * cannot hold every slot.
     */
    async claim(): Promise<ClaimedJob | null> {
      const result = await db.execute<{ id: number; kind: JobKind; ref_id: number; attempts: number; max_attempts: number }>(sql`
        UPDATE jobs SET status = 'running', locked_by = ${workerId}, lease_expires_at = ${lease}, attempts = attempts + 1, updated_at = now()
        WHERE id = (
          SELECT id FROM jobs AS candidate
          WHERE ((status = 'queued' AND run_at <= now()) OR (status = 'running' AND lease_expires_at < now()))
            AND (candidate.organization_id IS NULL OR NOT EXISTS (
              SELECT 1 FROM jobs AS busy
              WHERE busy.organization_id = candidate.organization_id AND busy.kind = candidate.kind
                AND busy.id <> candidate.id AND busy.status = 'running' AND busy.lease_expires_at >= now()
            ))
          ORDER BY id
          FOR UPDATE SKIP LOCKED
          LIMIT 1
        )
        RETURNING id, kind, ref_id, attempts, max_attempts`);
      const row = result.rows[0];
      return row ? { id: row.id, kind: row.kind, refId: row.ref_id, attempts: row.attempts, maxAttempts: row.max_attempts } : null;
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
        sql`UPDATE jobs SET status = 'queued', locked_by = NULL, lease_expires_at = NULL, run_at = now(), attempts = GREATEST(attempts - 1, 0), updated_at = now()
            WHERE id = ${id} AND locked_by = ${workerId} AND status = 'running'`,
      );
    },

    complete: (id: number) =>
      db
        .update(jobs)
        .set({ status: 'done', leaseExpiresAt: null, updatedAt: new Date() })
        .where(and(eq(jobs.id, id), eq(jobs.lockedBy, workerId))),

    /** A failed attempt is retried after e^attempts seconds until it has used its attempts; then it is dead-lettered. */
    async fail(job: ClaimedJob, error: string): Promise<'retry' | 'failed'> {
      const [row] = await db
        .update(jobs)
        .set({
          status: sql`CASE WHEN ${jobs.attempts} < ${jobs.maxAttempts} THEN 'queued' ELSE 'failed' END`,
          lastError: error,
          lockedBy: null,
          leaseExpiresAt: null,
          runAt: new Date(Date.now() + retryDelayMs(job.attempts)),
          updatedAt: new Date(),
        })
        .where(and(eq(jobs.id, job.id), eq(jobs.lockedBy, workerId)))
        .returning({ status: jobs.status });
      return row?.status === 'queued' ? 'retry' : 'failed';
    },

    async listFailed(organizationId: number): Promise<FailedJob[]> {
      const rows = await db
        .select()
        .from(jobs)
        .where(and(eq(jobs.organizationId, organizationId), eq(jobs.status, 'failed')))
        .orderBy(desc(jobs.updatedAt), desc(jobs.id))
        .limit(100);
      return rows.map((row) => ({
        id: String(row.id),
        kind: row.kind,
        refId: row.refId,
        error: row.lastError,
        attempts: row.attempts,
        failedAt: row.updatedAt,
      }));
    },

    async retry(organizationId: number, id: string): Promise<boolean> {
      if (!/^\d{1,15}$/.test(id)) return false;
      const rows = await db
        .update(jobs)
        .set({ status: 'queued', attempts: 0, runAt: new Date(), lockedBy: null, leaseExpiresAt: null, updatedAt: new Date() })
        .where(and(eq(jobs.id, Number(id)), eq(jobs.organizationId, organizationId), eq(jobs.status, 'failed')))
        .returning({ id: jobs.id });
      return rows.length === 1;
    },
  };
}

export type LeaseQueue = ReturnType<typeof createLeaseQueue>;
