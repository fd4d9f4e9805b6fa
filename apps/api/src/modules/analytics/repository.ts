import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { at, iso } from './analytics-sql';
import { foldRollups } from './rollup-fold';
import { DAY_MINUTES, rollupRows, rollupWindow, touchedDays, type RollupWindow } from './rollup-window';
import type { AnalyticsBucket, AnalyticsSource } from './service';

/**
 * Analytics read from the rollups (db/schema/analytics.ts), which triggers keep in the statement
 * that writes the rows they count (drizzle/0013_analytics_rollups.sql says why triggers). A
 * window reads at most 96 buckets a day of figures, and lists a day at a time plus its edges,
 * whatever the traffic. Counts are cast to int (node-postgres returns bigint as text).
 */

async function rows<T>(db: Db, query: SQL): Promise<T[]> {
  return (await db.execute(query)).rows as T[];
}

/** Enough that on real traffic the candidates settle the top; more makes the first read longer. */
const DAY_CANDIDATES = 40;

export interface RollupReadOptions {
  /** How many of each day's most counted questions are candidates for a window's top (see rankedQuestions). */
  candidatesPerDay?: number;
}

type QuestionFigure = 'asked' | 'unanswered';

interface RankedQuestion {
  question: string;
  count: number;
  /** Unanswered questions only: when the latest unanswered answer was written, and its conversation. */
  last_asked_at?: string;
  conversation_id?: string;
}

/**
 * A window's questions with the highest `figure`, exactly, without adding up every question of
 * every day (with visitors' own wording most questions are asked once). Candidates are the `depth`
 * most counted questions of each UTC day the window touches; a question outside them counts at
 * most each such day's `depth`-th count, so at most `bound` in the window. Candidates that cannot
 * reach the best `limit` are dropped before their counts are read. When the last of the `limit`
 * best counts more than `bound`, no other question can reach it (nor tie with it) and this is the
 * answer; otherwise every question of the window is added up.
 * Unanswered questions are ordered by count, then latest first, as the scan ordered them.
 */
async function rankedQuestions(
  db: Db,
  organizationId: number,
  window: RollupWindow,
  limit: number,
  depth: number,
  figure: QuestionFigure,
): Promise<RankedQuestion[]> {
  const column = sql.raw(figure);
  const latest = figure === 'unanswered';
  const rowsOf = (where: SQL) =>
    rollupRows(
      sql`analytics_question_rollups`,
      window,
      sql`organization_id = ${organizationId} ${where}`,
      sql`question_hash, asked, unanswered, last_unanswered_at`,
    );
  // Per question: its count, and for unanswered ones the time of the latest (from the covering primary key).
  const figures = sql`sum(q.${column})::int AS count, max(q.last_unanswered_at) FILTER (WHERE q.unanswered > 0) AS last_at`;
  // Unanswered questions: when the latest was (ties broken by it) and its conversation.
  const byLatest = (alias: string) => (latest ? sql`${sql.raw(alias)}.last_at DESC,` : sql.empty());
  const conversation = sql`(
    SELECT c.last_unanswered_conversation_id
    FROM ${rollupRows(sql`analytics_question_rollups`, window, sql`organization_id = ${organizationId} AND question_hash = best.question_hash AND unanswered > 0`)} c
    ORDER BY c.last_unanswered_at DESC, c.last_unanswered_message_id DESC LIMIT 1)`;
  const latestColumns = latest ? sql`, ${iso(sql`best.last_at`)} AS last_asked_at, ${conversation} AS conversation_id` : sql.empty();
  /**
   * The `limit` best of `totals` (question_hash, count, last_at). Their question (for the order)
   * is looked up per candidate, the latest conversation for the best only.
   */
  const best = (totals: SQL, extra: SQL) => sql`
    SELECT best.question, best.count ${latestColumns} ${extra}
    FROM (
      SELECT totals.*, (SELECT n.question FROM analytics_question_rollups n WHERE n.organization_id = ${organizationId} AND n.question_hash = totals.question_hash LIMIT 1) AS question
      FROM (${totals}) totals WHERE totals.count > 0
      ORDER BY totals.count DESC, ${byLatest('totals')} question ASC
      LIMIT ${limit}
    ) best
    ORDER BY best.count DESC, ${byLatest('best')} best.question ASC`;

  const pruned = await rows<RankedQuestion & { bound: number }>(
    db,
    sql`WITH tops AS (
          SELECT d.bucket, t.question_hash, t.figure FROM (${touchedDays(window)}) d CROSS JOIN LATERAL (
            SELECT q.question_hash, q.${column} AS figure
            FROM analytics_question_rollups q
            WHERE q.organization_id = ${organizationId} AND q.span_minutes = ${DAY_MINUTES} AND q.bucket = d.bucket AND q.${column} > 0
            ORDER BY q.${column} DESC
            LIMIT ${depth}
          ) t
        ),
        -- Days with more questions than candidates: one outside counts at most the last candidate's count.
        full_days AS (SELECT bucket, min(figure) AS last FROM tops GROUP BY bucket HAVING count(*) = ${depth}),
        bound AS (SELECT coalesce(sum(last), 0)::int AS bound FROM full_days),
        -- What each candidate counts at least (days wholly inside the window) and at most (its
        -- count where it is a candidate, the last candidate's count on the other full days).
        candidates AS (
          SELECT t.question_hash,
            coalesce(sum(t.figure) FILTER (WHERE t.bucket >= ${at(window.daysFrom)} AND t.bucket < ${at(window.daysTo)}), 0) AS least,
            (SELECT bound FROM bound) + sum(t.figure - coalesce(f.last, 0)) AS most
          FROM tops t LEFT JOIN full_days f USING (bucket)
          GROUP BY t.question_hash
        ),
        -- A candidate that counts less than the limit-th best one counts at least is not among the best.
        contenders AS (
          SELECT question_hash FROM candidates
          WHERE most >= coalesce((SELECT least FROM candidates ORDER BY least DESC OFFSET ${limit - 1} LIMIT 1), 0)
        )
        -- One primary key range per contender (a join would read every row of the window). No
        -- condition on the figure there: it would let the planner prefer that figure's index.
        ${best(
          sql`SELECT contender.question_hash, t.count, t.last_at FROM contenders contender
              CROSS JOIN LATERAL (SELECT ${figures} FROM ${rowsOf(sql`AND question_hash = contender.question_hash`)} q) t`,
          sql`, (SELECT bound FROM bound) AS bound`,
        )}`,
  );
  // No row says nothing of the bound (the window may hold only questions that were no candidates).
  const bound = pruned[0]?.bound ?? Infinity;
  if (bound > 0 && !(pruned.length === limit && pruned[limit - 1]!.count > bound)) {
    return rows<RankedQuestion>(
      db,
      best(sql`SELECT q.question_hash, ${figures} FROM ${rowsOf(sql`AND ${column} > 0`)} q GROUP BY q.question_hash`, sql.empty()),
    );
  }
  return pruned;
}

export function createAnalyticsRepository(db: Db, options: RollupReadOptions = {}): AnalyticsSource {
  const depth = options.candidatesPerDay ?? DAY_CANDIDATES;
  return {
    settle: () => foldRollups(db),
    /** Figures per local day and hour: totals, daily rows and busiest hours come from these. */
    buckets: (organizationId, from, to, timeZone) =>
      rows<AnalyticsBucket>(
        db,
        // One time zone conversion per bucket, grouped by local hour; formatted per hour afterwards.
        sql`SELECT to_char(local_hour, 'YYYY-MM-DD') AS day, extract(hour FROM local_hour)::int AS hour,
              conversations, chat, voice, converted, duration_seconds, messages, unanswered, leads
            FROM (
              SELECT date_bin('1 hour', bucket AT TIME ZONE ${timeZone}::text, '2000-01-01'::timestamp) AS local_hour,
                sum(conversations)::int AS conversations, sum(chat)::int AS chat, sum(voice)::int AS voice,
                sum(converted)::int AS converted, sum(duration_seconds)::float8 AS duration_seconds,
                sum(messages)::int AS messages, sum(unanswered)::int AS unanswered, sum(leads)::int AS leads
              FROM analytics_rollups
              WHERE organization_id = ${organizationId} AND bucket >= ${at(from)} AND bucket < ${at(to)}
              GROUP BY 1
            ) figures`,
      ),

    topQuestions: async (organizationId, from, to, limit) =>
      (await rankedQuestions(db, organizationId, rollupWindow(from, to), limit, depth, 'asked')).map(({ question, count }) => ({ question, count })),

    /** Answers marked unanswered, under the visitor message just before each; the latest one's conversation. */
    unansweredQuestions: async (organizationId, from, to, limit) =>
      (await rankedQuestions(db, organizationId, rollupWindow(from, to), limit, depth, 'unanswered')).map(
        ({ question, count, last_asked_at = '', conversation_id = '' }) => ({ question, count, last_asked_at, conversation_id }),
      ),

    products: (organizationId, from, to, limit) =>
      rows(
        db,
        sql`SELECT r.product_id, p.name, sum(r.recommended)::int AS recommended, sum(r.clicked)::int AS clicked
            FROM ${rollupRows(sql`analytics_product_rollups`, rollupWindow(from, to), sql`organization_id = ${organizationId}`)} r
            JOIN products p ON p.id = r.product_id AND p.organization_id = r.organization_id
            GROUP BY r.product_id, p.name
            HAVING sum(r.recommended) > 0 OR sum(r.clicked) > 0
            ORDER BY recommended DESC, clicked DESC, p.name ASC
            LIMIT ${limit}`,
      ),
  };
}
