import type { Database } from '../../db/database';
import { createGraphileJobQueue } from './graphile-queue';
import type { JobQueue } from './job-queue';
import { createLeaseJobQueue } from './lease-worker';

export interface JobQueueOptions {
  /** A silent worker's jobs go to another after this long. */
  leaseMs?: number;
  /** How often an idle worker looks for jobs. */
  pollMs?: number;
  /** Attempts of a job enqueued without its own count. */
  maxAttempts?: number;
}

/** graphile-worker on PostgreSQL; the lease queue on embedded PGlite, which graphile-worker cannot drive. */
export function createJobQueue(database: Pick<Database, 'db' | 'pool'>, options: JobQueueOptions = {}): JobQueue {
  return database.pool ? createGraphileJobQueue(database.db, database.pool, options) : createLeaseJobQueue(database.db, options);
}
