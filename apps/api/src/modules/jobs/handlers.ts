import type { Db } from '../../db/database';
import { processDocument } from '../knowledge/documents/process-document';
import { runScrape, type ScrapeRunnerOptions } from '../knowledge/scraping/run-scrape';
import type { JobHandler, JobKind } from './job-queue';

/** `allowPrivateNetworks`: tests scrape a site on loopback; production refuses private networks. */
export type JobHandlerOptions = ScrapeRunnerOptions;

/** What each kind of background job does. */
export function createJobHandlers(db: Db, options: JobHandlerOptions): Partial<Record<JobKind, JobHandler>> {
  return {
    document: (documentId, context) => processDocument(db, documentId, context),
    scrape: (jobId, context) => runScrape(db, jobId, context, options),
  };
}
