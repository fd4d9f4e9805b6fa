import type { Db } from '../../db/database';
import { createDocumentStore } from '../knowledge/documents/document-store';
import { processDocument } from '../knowledge/documents/process-document';
import { failScrapingJob, reopenScrapingJob } from '../knowledge/scraping/jobs-store';
import { runScrape, type ScrapeRunnerOptions } from '../knowledge/scraping/run-scrape';
import { errorMessage, JobLostError, type JobHandler, type JobKind } from './job-queue';

/** `allowPrivateNetworks`: tests scrape a site on loopback; production refuses private networks. */
export type JobHandlerOptions = ScrapeRunnerOptions;

/** What the rows a job works on need when the job is dead-lettered and when it is retried. */
export interface JobTargets {
  /** Shows the crawl or document as failed with the error (its job used every attempt). */
  fail(kind: JobKind, refId: number, error: string): Promise<void>;
  /** Makes a failed crawl or document pending again, for a retried job. */
  reopen(kind: JobKind, organizationId: number, refId: number): Promise<void>;
}

export function createJobTargets(db: Db): JobTargets {
  const documents = createDocumentStore(db);
  return {
    fail: (kind, refId, error) => (kind === 'scrape' ? failScrapingJob(db, refId, error) : documents.failProcessing(refId, error)),
    reopen: (kind, organizationId, refId) => (kind === 'scrape' ? reopenScrapingJob(db, organizationId, refId) : documents.reopen(organizationId, refId)),
  };
}

/** A last attempt that fails marks its row failed, so the page stops showing it as running. */
export const failRowOnLastAttempt =
  (targets: Pick<JobTargets, 'fail'>, kind: JobKind, run: JobHandler): JobHandler =>
  async (refId, context) => {
    try {
      await run(refId, context);
    } catch (error) {
      if (context.lastAttempt && !(error instanceof JobLostError)) await targets.fail(kind, refId, errorMessage(error));
      throw error;
    }
  };

/** What each kind of background job does. */
export function createJobHandlers(db: Db, options: JobHandlerOptions): Record<JobKind, JobHandler> {
  const targets = createJobTargets(db);
  return {
    document: failRowOnLastAttempt(targets, 'document', (documentId, context) => processDocument(db, documentId, context)),
    scrape: failRowOnLastAttempt(targets, 'scrape', (jobId, context) => runScrape(db, jobId, context, options)),
  };
}
