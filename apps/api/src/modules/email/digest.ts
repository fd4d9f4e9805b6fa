import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import type { JobQueue } from '../jobs/job-queue';
import { EMAIL_MAX_ATTEMPTS } from './outbox';
import { wants } from './preferences';

/** The local hour after which a member's digest of the day before goes out. */
export const DIGEST_HOUR = 8;

/**
 * The minutely task of the daily digest. For each member who wants it, whose local morning has
 * come and who has not had today's: claims the day (one statement moves `last_digest_on`, so two
 * workers running this at once never both claim it) and stores the email in the same statement;
 * then enqueues the jobs that send them. The email counts the day before, in the member's zone.
 */
export async function queueDueDigests(db: Db, jobs: Pick<JobQueue, 'enqueue'>, at: Date = new Date()): Promise<number> {
  const now = sql`${at.toISOString()}::timestamptz`;
  const local = sql`(${now} AT TIME ZONE coalesce(np.timezone, 'UTC'))`;
  const { rows } = await db.execute(sql`
    WITH due AS (
      SELECT m.user_id, m.organization_id, coalesce(np.timezone, 'UTC') AS timezone, ${local}::date AS today
      FROM memberships m
      LEFT JOIN notification_preferences np ON np.user_id = m.user_id
      WHERE ${wants('daily_digest')}
        AND extract(hour FROM ${local}) >= ${DIGEST_HOUR}
        AND (np.last_digest_on IS NULL OR np.last_digest_on < ${local}::date)
    ), claimed AS (
      INSERT INTO notification_preferences (user_id, organization_id, timezone, last_digest_on)
      SELECT user_id, organization_id, timezone, today FROM due
      ON CONFLICT (user_id) DO UPDATE SET organization_id = excluded.organization_id, last_digest_on = excluded.last_digest_on
        WHERE notification_preferences.last_digest_on IS NULL OR notification_preferences.last_digest_on < excluded.last_digest_on
      RETURNING user_id, organization_id, timezone, last_digest_on
    )
    INSERT INTO email_outbox (organization_id, user_id, kind, payload)
    SELECT organization_id, user_id, 'daily_digest', jsonb_build_object('day', (last_digest_on - 1)::text, 'timezone', timezone) FROM claimed
    RETURNING id, organization_id`);
  for (const row of rows as { id: number; organization_id: number }[]) {
    await jobs.enqueue({ kind: 'email', refId: row.id, organizationId: row.organization_id, maxAttempts: EMAIL_MAX_ATTEMPTS });
  }
  return rows.length;
}
