import type { ScrapingJobStatus } from '@parley/api-client/schemas';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/database';
import { scrapingJobs } from '../../../db/schema';
import type { Queue } from '../../jobs/queue';

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
  queue: Pick<Queue, 'enqueue'>,
  organizationId: number,
  url: string,
  limits = { maxPages: MAX_PAGES, maxDepth: MAX_DEPTH },
) {
  const [row] = await db.insert(scrapingJobs).values({ organizationId, url, maxPages: limits.maxPages, maxDepth: limits.maxDepth }).returning();
  await queue.enqueue('scrape', row!.id);
  return row!;
}

export async function findScrapingJob(db: Db, organizationId: number, id: number) {
  const [row] = await db
    .select()
    .from(scrapingJobs)
    .where(and(eq(scrapingJobs.organizationId, organizationId), eq(scrapingJobs.id, id)));
  return row ?? null;
}
