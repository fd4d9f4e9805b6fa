import type { ScrapingJobStatus } from '@parley/contract';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/database';
import { knowledgeChunks, pages, scrapeUrls, scrapingJobs } from '../../../db/schema';
import type { JobQueue } from '../../jobs/job-queue';

export const MAX_PAGES = 200;
export const MAX_DEPTH = 4;
type JobRow = typeof scrapingJobs.$inferSelect;

export const toStatusDto = (row: JobRow): ScrapingJobStatus => ({
  id: row.id,
  url: row.url,
  status: row.status,
  progress: { found: row.pagesFound, done: row.pagesDone, failed: row.pagesFailed, max_pages: row.maxPages },
  stats: {
    pages_count: row.pagesDone,
    products_count: row.productsCount,
    faqs_count: row.faqsCount,
    skipped_robots: row.skippedRobots,
    skipped_duplicates: row.skippedDuplicates,
  },
  error: row.error,
  created_at: row.createdAt.toISOString(),
  finished_at: row.finishedAt?.toISOString() ?? null,
});

export async function createScrapingJob(
  db: Db,
  queue: Pick<JobQueue, 'enqueue'>,
  organizationId: number,
  url: string,
  limits = { maxPages: MAX_PAGES, maxDepth: MAX_DEPTH },
) {
  const [row] = await db.insert(scrapingJobs).values({ organizationId, url, maxPages: limits.maxPages, maxDepth: limits.maxDepth }).returning();
  await queue.enqueue({ kind: 'scrape', refId: row!.id, organizationId });
  return row!;
}

/** A crawl whose job failed every attempt shows as failed, with the error, until it is retried. */
export async function failScrapingJob(db: Db, jobId: number, error: string) {
  await db
    .update(scrapingJobs)
    .set({ status: 'failed', error, finishedAt: new Date() })
    .where(and(eq(scrapingJobs.id, jobId), inArray(scrapingJobs.status, ['queued', 'running'])));
}

/** A failed crawl whose job is retried continues from its saved frontier. */
export async function reopenScrapingJob(db: Db, organizationId: number, jobId: number) {
  await db
    .update(scrapingJobs)
    .set({ status: 'queued', error: null, finishedAt: null })
    .where(and(eq(scrapingJobs.organizationId, organizationId), eq(scrapingJobs.id, jobId), eq(scrapingJobs.status, 'failed')));
}

export async function findScrapingJob(db: Db, organizationId: number, id: number) {
  const [row] = await db
    .select()
    .from(scrapingJobs)
    .where(and(eq(scrapingJobs.organizationId, organizationId), eq(scrapingJobs.id, id)));
  return row ?? null;
}

/** The organization's latest jobs, newest first. */
export async function listScrapingJobs(db: Db, organizationId: number) {
  return db.select().from(scrapingJobs).where(eq(scrapingJobs.organizationId, organizationId)).orderBy(desc(scrapingJobs.id)).limit(20);
}

/** The URLs a job found, in the order found; `jobId` is a job already found for the organization. */
export async function listJobUrls(db: Db, jobId: number) {
  return db.select().from(scrapeUrls).where(eq(scrapeUrls.jobId, jobId)).orderBy(asc(scrapeUrls.id)).limit(1000);
}

/**
 * Deletes a job (a running crawl sees it gone and stops) with the pages it learned and their
 * chunks in the search index, all or none. `jobId` is a job already found for the organization.
 */
export async function deleteScrapingJob(db: Db, organizationId: number, jobId: number) {
  await db.transaction(async (tx) => {
    const learned = await tx
      .select({ id: pages.id })
      .from(pages)
      .where(and(eq(pages.organizationId, organizationId), eq(pages.jobId, jobId)));
    if (learned.length) {
      const ids = learned.map((p) => p.id);
      await tx
        .delete(knowledgeChunks)
        .where(and(eq(knowledgeChunks.organizationId, organizationId), eq(knowledgeChunks.sourceType, 'page'), inArray(knowledgeChunks.sourceId, ids)));
      await tx.delete(pages).where(inArray(pages.id, ids));
    }
    await tx.delete(scrapingJobs).where(eq(scrapingJobs.id, jobId));
  });
}
