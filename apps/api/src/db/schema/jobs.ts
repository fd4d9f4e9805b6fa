import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { choice, id, timestamps, timestamptz } from './columns';

/**
 * The embedded job queue (PGlite): workers claim a row with FOR UPDATE SKIP LOCKED and a lease; a
 * worker that dies leaves an expired lease, and the next worker takes the job over. On PostgreSQL
 * graphile-worker keeps its own tables in the `graphile_worker` schema instead.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: id(),
    kind: text('kind', { enum: ['scrape', 'document', 'webhook', 'email', 'signup_email'] }).notNull(),
    refId: integer('ref_id').notNull(),
    /** Jobs of one organization and kind run one at a time, so one large crawl cannot take every slot. */
    organizationId: integer('organization_id'),
    status: choice('status', ['queued', 'running', 'done', 'failed'], 'queued'),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(5),
    runAt: timestamptz('run_at').notNull().defaultNow(),
    lockedBy: text('locked_by'),
    leaseExpiresAt: timestamptz('lease_expires_at'),
    lastError: text('last_error'),
    ...timestamps(),
  },
  (t) => [index('jobs_claim_idx').on(t.status, t.runAt), index('jobs_organization_idx').on(t.organizationId, t.status)],
);

/**
 * Worker liveness for graphile-worker (PostgreSQL): graphile-worker 0.16 only frees a dead
 * worker's job after 4 hours, so each process renews its workers' rows here and any process frees
 * the jobs of workers whose rows went stale (see modules/jobs/graphile/liveness.ts).
 */
export const jobWorkers = pgTable('job_workers', {
  id: text('id').primaryKey(),
  seenAt: timestamptz('seen_at').notNull().defaultNow(),
});
