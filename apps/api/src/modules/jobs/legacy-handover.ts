import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database';

/**
 * Upgrading a PostgreSQL deployment: jobs still waiting in the old `jobs` table (the queue before
 * graphile-worker) move into graphile-worker once, with their organization read from the crawl or
 * document they work on, so no crawl or upload is left behind. Old workers must be stopped
 * first: a job one of them is still running would then run twice (harmless for crawls and
 * documents, which resume from their saved state, but wasted work).
 */
export async function handOverLegacyJobs(db: Db): Promise<number> {
  const result = await db.execute(sql`
    WITH moved AS (
      UPDATE jobs SET status = 'done', locked_by = NULL, lease_expires_at = NULL, updated_at = now()
      WHERE status IN ('queued', 'running')
      RETURNING kind, ref_id, max_attempts, run_at
    ), owned AS (
      SELECT moved.*, COALESCE(scraping_jobs.organization_id, documents.organization_id) AS organization_id
      FROM moved
      LEFT JOIN scraping_jobs ON moved.kind = 'scrape' AND scraping_jobs.id = moved.ref_id
      LEFT JOIN documents ON moved.kind = 'document' AND documents.id = moved.ref_id
    )
    SELECT graphile_worker.add_job(kind, json_build_object('refId', ref_id, 'organizationId', organization_id),
      queue_name => 'org:' || organization_id || ':' || kind, run_at => run_at, max_attempts => max_attempts, job_key => kind || ':' || ref_id)
    FROM owned WHERE organization_id IS NOT NULL`);
  return result.rows.length;
}
