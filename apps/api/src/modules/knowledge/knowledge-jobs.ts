import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { documents } from '../../db/schema';
import type { LiveEvents } from '../live/live-events';
import { createDocumentRepository } from './documents/document-repository';
import { processDocument } from './documents/process-document';
import { failScrapingJob, reopenScrapingJob } from './scraping/scrape-job-repository';
import { runScrape, type ScrapeRunnerOptions } from './scraping/run-scrape';
import { errorMessage, JobLostError, type JobHandler, type JobTargets, type KnowledgeJobKind } from '../jobs/job-queue';

/** `allowPrivateNetworks`: tests scrape a site on loopback; production refuses private networks. */
export type JobHandlerOptions = ScrapeRunnerOptions;

export function createJobTargets(db: Db): JobTargets {
  const documents = createDocumentRepository(db);
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
 * What each kind of knowledge job does (the app registers these with the queue: background-work.ts). With `live`, the organization's dashboards hear each
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
