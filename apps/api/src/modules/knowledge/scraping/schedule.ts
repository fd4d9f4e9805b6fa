import { and, eq, isNotNull, lte, ne } from 'drizzle-orm';
import type { Db } from '../../../db/database';
import { knowledgeSettings } from '../../../db/schema';
import type { JobQueue } from '../../jobs/job-queue';
import { createScrapingJob } from './scrape-job-repository';

const DAY_MS = 24 * 60 * 60 * 1000;
export const nextRefresh = (refresh: 'off' | 'daily' | 'weekly', from = new Date()) =>
  refresh === 'off' ? null : new Date(from.getTime() + (refresh === 'daily' ? DAY_MS : 7 * DAY_MS));

/**
 * Starts the re-crawls whose time has come. The job queue's cron runs it once a minute: each
 * organization picks daily or weekly and its own next time, which one cron line per organization
 * would have to follow as settings change; one line that reads `next_refresh_at` needs nothing kept in step.
 */
export async function enqueueDueRefreshes(db: Db, queue: Pick<JobQueue, 'enqueue'>, now = new Date()): Promise<number> {
  const due = await db
    .select()
    .from(knowledgeSettings)
    .where(and(ne(knowledgeSettings.refresh, 'off'), isNotNull(knowledgeSettings.refreshUrl), lte(knowledgeSettings.nextRefreshAt, now)));
  for (const setting of due) {
    await createScrapingJob(db, queue, setting.organizationId, setting.refreshUrl!);
    await db
      .update(knowledgeSettings)
      .set({ nextRefreshAt: nextRefresh(setting.refresh, now) })
      .where(eq(knowledgeSettings.organizationId, setting.organizationId));
  }
  return due.length;
}
