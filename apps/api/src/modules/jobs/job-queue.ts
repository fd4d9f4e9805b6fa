/**
 * The one job-queue interface. Two implementations stand behind it and pass the same suite
 * (job-queue.test.ts): graphile-worker on PostgreSQL, and the lease queue on embedded PGlite,
 * where graphile-worker cannot run (it needs a node-postgres pool and LISTEN/NOTIFY).
 */

export const JOB_KINDS = ['scrape', 'document', 'webhook', 'email', 'signup_email'] as const;
export type JobKind = (typeof JOB_KINDS)[number];
/** The jobs that build the knowledge (a crawl, a document): their failures are shown, and retried, on the knowledge pages. */
export const KNOWLEDGE_JOB_KINDS = ['scrape', 'document'] as const satisfies readonly JobKind[];
export type KnowledgeJobKind = (typeof KNOWLEDGE_JOB_KINDS)[number];
export const isKnowledgeJob = (kind: JobKind): kind is KnowledgeJobKind => (KNOWLEDGE_JOB_KINDS as readonly JobKind[]).includes(kind);

/**
 * What the rows a job works on need when the job is dead-lettered and when it is retried. Stated
 * here, below the modules that own those rows (knowledge/knowledge-jobs.ts implements it), so the
 * queue's routes never import a module that imports the queue.
 */
export interface JobTargets {
  /** Shows the crawl or document as failed with the error (its job used every attempt). */
  fail(kind: KnowledgeJobKind, refId: number, error: string): Promise<void>;
  /** Makes a failed crawl or document pending again, for a retried job. */
  reopen(kind: KnowledgeJobKind, organizationId: number, refId: number): Promise<void>;
}

/** Attempts before a job is dead-lettered; the delay before attempt n+1 is e^n seconds (2.7 s, 7.4 s, 20 s, 55 s). */
export const DEFAULT_MAX_ATTEMPTS = 5;

/** How long a worker may go silent before its jobs go to another worker (after `kill -9`, say). */
export const DEFAULT_LEASE_MS = 30_000;

export interface NewJob {
  kind: JobKind;
  /** The row the job works on (a scraping job, a document, a webhook delivery, an email). */
  refId: number;
  organizationId: number;
  runAt?: Date;
  maxAttempts?: number;
}

/** A job that used all its attempts: the dead-letter state the dashboard shows. */
export interface FailedJob {
  id: string;
  kind: JobKind;
  refId: number;
  error: string | null;
  attempts: number;
  failedAt: Date;
}

export interface JobContext {
  /** This attempt's number, from 1; an attempt handed back at a graceful stop does not count. */
  attempt: number;
  /** No attempt follows this one if it fails: the job will be dead-lettered. */
  lastAttempt: boolean;
  /** Call often in long jobs: throws JobLostError when the worker stops or another worker took the job over. */
  checkpoint(): Promise<void>;
  signal: AbortSignal;
}

export type JobHandler = (refId: number, context: JobContext) => Promise<void>;

export interface JobLog {
  info(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export interface JobWorkerOptions {
  handlers: Partial<Record<JobKind, JobHandler>>;
  /** Jobs run at once by this worker; one organization gets at most one slot per kind. */
  concurrency?: number;
  log?: JobLog;
  /** Runs once a minute across all workers (scheduled recrawls). */
  everyMinute?: () => Promise<unknown>;
}

export interface JobWorker {
  id: string;
  /** Stops taking jobs; running ones stop at their next checkpoint and are handed back for another worker at once. */
  stop(): Promise<void>;
}

export interface JobQueue {
  enqueue(job: NewJob): Promise<string>;
  /** The organization's dead-lettered jobs, newest first. */
  listFailed(organizationId: number): Promise<FailedJob[]>;
  /** Gives a dead-lettered job of the organization a fresh set of attempts; false when there is none with this id. */
  retry(organizationId: number, id: string): Promise<boolean>;
  work(options: JobWorkerOptions): Promise<JobWorker>;
}

export class JobLostError extends Error {
  constructor() {
    super('The job was taken over by another worker or the worker is stopping');
  }
}

/** The retry delay both implementations use (graphile-worker's, so the embedded queue behaves alike). */
export const retryDelayMs = (attempts: number) => Math.exp(Math.min(attempts, 10)) * 1000;

export const errorMessage = (error: unknown) => (error instanceof Error ? error.message : String(error));
