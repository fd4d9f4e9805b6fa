import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/database';
import { knowledgeSettings } from '../../../db/schema';

// The re-crawl schedule lives in the organization's knowledge settings: one row each, made by
// whichever write comes first, so every write here is an upsert.

type Refresh = (typeof knowledgeSettings.$inferSelect)['refresh'];

/** The URL a scheduled re-crawl starts from: the one the organization last scraped. */
export async function rememberRefreshUrl(db: Db, organizationId: number, url: string) {
  await db
    .insert(knowledgeSettings)
    .values({ organizationId, refreshUrl: url })
    .onConflictDoUpdate({ target: knowledgeSettings.organizationId, set: { refreshUrl: url } });
}

/** Null until the organization scrapes or sets a schedule. */
export async function findRefreshSchedule(db: Db, organizationId: number) {
  const [row] = await db.select().from(knowledgeSettings).where(eq(knowledgeSettings.organizationId, organizationId));
  return row ?? null;
}

export async function setRefreshSchedule(db: Db, organizationId: number, refresh: Refresh, nextRefreshAt: Date | null) {
  const [row] = await db
    .insert(knowledgeSettings)
    .values({ organizationId, refresh, nextRefreshAt })
    .onConflictDoUpdate({ target: knowledgeSettings.organizationId, set: { refresh, nextRefreshAt } })
    .returning();
  return row!;
}
