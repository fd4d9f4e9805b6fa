import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/database';
import { DAY_MINUTES, rollupRows, rollupWindow, touchedDays } from '../rollup-window';

/** A distinct (normalised) question of a period, with how often it was asked and left unanswered. */
export interface AskedQuestion {
  question: string;
  asked: number;
  unanswered: number;
}

/**
 * At most this many distinct questions are grouped per period: the most asked. One-off wordings
 * (an order number) would each cost a lookup and say little about what visitors want.
 */
export const QUESTION_CAP = 300;
/** Candidates per UTC day (from the covering "asked" index), before the best QUESTION_CAP are counted exactly. */
const DAY_CANDIDATES = 60;

/**
 * The period's most asked distinct questions, bounded whatever the traffic: each UTC day the
 * window touches gives its DAY_CANDIDATES most asked questions (an index range per day), the
 * QUESTION_CAP candidates asked most on those days are kept, and only those are counted exactly
 * over the window (one primary-key range each). A period with fewer distinct questions a day
 * than DAY_CANDIDATES is therefore counted exactly; beyond, rarely asked wordings are left out.
 */
export async function askedQuestions(db: Db, organizationId: number, from: Date, to: Date): Promise<AskedQuestion[]> {
  const window = rollupWindow(from, to);
  const result = await db.execute<{ question: string; asked: number; unanswered: number }>(sql`
    WITH tops AS (
      SELECT t.question_hash, t.asked FROM (${touchedDays(window)}) d CROSS JOIN LATERAL (
        SELECT q.question_hash, q.asked FROM analytics_question_rollups q
        WHERE q.organization_id = ${organizationId} AND q.span_minutes = ${DAY_MINUTES} AND q.bucket = d.bucket AND q.asked > 0
        ORDER BY q.asked DESC LIMIT ${DAY_CANDIDATES}
      ) t
    ),
    candidates AS (
      SELECT question_hash FROM tops GROUP BY question_hash ORDER BY sum(asked) DESC, question_hash LIMIT ${QUESTION_CAP}
    )
    SELECT (SELECT n.question FROM analytics_question_rollups n
            WHERE n.organization_id = ${organizationId} AND n.question_hash = c.question_hash LIMIT 1) AS question,
           f.asked, f.unanswered
    FROM candidates c CROSS JOIN LATERAL (
      SELECT coalesce(sum(q.asked), 0)::int AS asked, coalesce(sum(q.unanswered), 0)::int AS unanswered
      FROM ${rollupRows(sql`analytics_question_rollups`, window, sql`organization_id = ${organizationId} AND question_hash = c.question_hash`, sql`asked, unanswered`)} q
    ) f
    WHERE f.asked > 0
    ORDER BY f.asked DESC, question`);
  return result.rows.map((row) => ({ question: row.question, asked: Number(row.asked), unanswered: Number(row.unanswered) }));
}
