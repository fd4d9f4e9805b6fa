import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { documents } from '../../db/schema';
import type { LiveEvents } from '../live/live-events';
import { createDocumentStore } from '../knowledge/documents/document-store';
import { processDocument } from '../knowledge/documents/process-document';
import { failScrapingJob, reopenScrapingJob } from '../knowledge/scraping/jobs-store';
import { runScrape, type ScrapeRunnerOptions } from '../knowledge/scraping/run-scrape';
import { errorMessage, JobLostError, type JobHandler, type KnowledgeJobKind } from './job-queue';

/** `allowPrivateNetworks`: tests scrape a site on loopback; production refuses private networks. */
export type JobHandlerOptions = ScrapeRunnerOptions;

/** What the rows a job works on need when the job is dead-lettered and when it is retried. */
export interface JobTargets {
  /** Shows the crawl or document as failed with the error (its job used every attempt). */
  fail(kind: KnowledgeJobKind, refId: number, error: string): Promise<void>;
  /** Makes a failed crawl or document pending again, for a retried job. */
  reopen(kind: KnowledgeJobKind, organizationId: number, refId: number): Promise<void>;
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
  (targets: Pick<JobTargets, 'fail'>, kind: KnowledgeJobKind, run: JobHandler): JobHandler =>
  async (refId, context) => {
    try {
      await run(refId, context);
    } catch (error) {
      if (context.lastAttempt && !(error instanceof JobLostError)) await targets.fail(kind, refId, errorMessage(error));
      throw error;
    }
  };

/**
 * What each kind of background job does. With `live`, the organization's dashboards hear each
 * step of a crawl and the end of a document (on any process, through the shared bus).
 */
export function createJobHandlers(db: Db, options: JobHandlerOptions, live?: LiveEvents): Record<KnowledgeJobKind, JobHandler> {
  const targets = createJobTargets(db);
  const moved = (kind: KnowledgeJobKind, id: number) => (organizationId: number) => live?.publish(organizationId, { type: 'job.updated', job: { kind, id } });
  const documentMoved = async (documentId: number) => {
    if (!live) return;
    const [row] = await db.select({ organizationId: documents.organizationId }).from(documents).where(eq(documents.id, documentId));
    if (row) moved('document', documentId)(row.organizationId);
  };
  return {
    document: failRowOnLastAttempt(targets, 'document', async (documentId, context) => {
      try {
        await processDocument(db, documentId, context);
      } finally {
        await documentMoved(documentId).catch(() => {});
      }
    }),
    scrape: failRowOnLastAttempt(targets, 'scrape', (jobId, context) => runScrape(db, jobId, context, { ...options, onProgress: moved('scrape', jobId) })),
  };
}
