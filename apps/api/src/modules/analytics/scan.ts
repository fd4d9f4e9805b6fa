import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { at, iso } from './analytics-sql';
import type { AnalyticsBucket, AnalyticsSource } from './service';

/**
 * The analytics as they were computed before the rollups: aggregates of conversations, messages,
 * leads and product_events per request. Not served: kept as the reference the rollups are tested
 * (analytics.test.ts) and benchmarked (scripts/bench-analytics.ts) against.
 */

/** Characters a question may end with that do not change it: space and punctuation, CJK and Arabic included. */
const TRAILING = '[[:space:][:punct:]？！。、，．،؟…]+$';
/** A visitor's question as it is counted: lower case, trimmed, runs of space collapsed, no trailing punctuation. */
export const normalised = (text: SQL) => sql`regexp_replace(regexp_replace(lower(btrim(${text})), '\\s+', ' ', 'g'), ${TRAILING}, '')`;

/** The calendar day and hour in the owner's time zone (an IANA name checked by the request schema). */
const localDay = (column: SQL, timeZone: string) => sql`to_char(${column} AT TIME ZONE ${timeZone}::text, 'YYYY-MM-DD')`;
const localHour = (column: SQL, timeZone: string) => sql`extract(hour FROM ${column} AT TIME ZONE ${timeZone}::text)::int`;

async function rows<T>(db: Db, query: SQL): Promise<T[]> {
  return (await db.execute(query)).rows as T[];
}

const FIGURES = { conversations: 0, chat: 0, voice: 0, converted: 0, duration_seconds: 0, messages: 0, unanswered: 0, leads: 0 };

export function createScanSource(db: Db): AnalyticsSource {
  return {
    async buckets(organizationId, from, to, timeZone) {
      const [conversations, messages, leads] = await Promise.all([
        rows<Pick<AnalyticsBucket, 'day' | 'hour' | 'conversations' | 'chat' | 'voice' | 'converted' | 'duration_seconds'>>(
          db,
          sql`SELECT ${localDay(sql`started_at`, timeZone)} AS day, ${localHour(sql`started_at`, timeZone)} AS hour,
                count(*)::int AS conversations,
                (count(*) FILTER (WHERE channel = 'chat'))::int AS chat,
                (count(*) FILTER (WHERE channel = 'voice'))::int AS voice,
                (count(*) FILTER (WHERE outcome = 'lead'))::int AS converted,
                coalesce(sum(extract(epoch FROM last_message_at - started_at)), 0)::float8 AS duration_seconds
              FROM conversations
              WHERE organization_id = ${organizationId} AND started_at >= ${at(from)} AND started_at < ${at(to)}
              GROUP BY 1, 2`,
        ),
        rows<Pick<AnalyticsBucket, 'day' | 'messages' | 'unanswered'>>(
          db,
          sql`SELECT ${localDay(sql`created_at`, timeZone)} AS day, count(*)::int AS messages,
                (count(*) FILTER (WHERE role = 'assistant' AND answered = false))::int AS unanswered
              FROM messages
              WHERE organization_id = ${organizationId} AND created_at >= ${at(from)} AND created_at < ${at(to)}
              GROUP BY 1`,
        ),
        rows<Pick<AnalyticsBucket, 'day' | 'leads'>>(
          db,
          sql`SELECT ${localDay(sql`created_at`, timeZone)} AS day, count(*)::int AS leads
              FROM leads
              WHERE organization_id = ${organizationId} AND created_at >= ${at(from)} AND created_at < ${at(to)}
              GROUP BY 1`,
        ),
      ]);
      // Message and lead figures were counted per day only: hour 0 holds them (the hours count conversations).
      return [
        ...conversations.map((b) => ({ ...FIGURES, ...b })),
        ...messages.map((b) => ({ ...FIGURES, hour: 0, ...b })),
        ...leads.map((b) => ({ ...FIGURES, hour: 0, ...b })),
      ];
    },

    topQuestions: (organizationId, from, to, limit) =>
      rows(
        db,
        sql`SELECT question, count(*)::int AS count
            FROM (
              SELECT ${normalised(sql`content`)} AS question
              FROM messages
              WHERE organization_id = ${organizationId} AND role = 'user' AND created_at >= ${at(from)} AND created_at < ${at(to)}
            ) asked
            WHERE question <> ''
            GROUP BY question
            ORDER BY count DESC, question ASC
            LIMIT ${limit}`,
      ),

    /** Answers marked unanswered, grouped by the visitor message just before each. */
    unansweredQuestions: (organizationId, from, to, limit) =>
      rows(
        db,
        sql`SELECT question, count(*)::int AS count, ${iso(sql`max(created_at)`)} AS last_asked_at,
              (array_agg(conversation_id ORDER BY created_at DESC, id DESC))[1] AS conversation_id
            FROM (
              SELECT a.id, a.conversation_id, a.created_at,
                ${normalised(sql`(SELECT u.content FROM messages u WHERE u.conversation_id = a.conversation_id AND u.id < a.id AND u.role = 'user' ORDER BY u.id DESC LIMIT 1)`)} AS question
              FROM messages a
              WHERE a.organization_id = ${organizationId} AND a.role = 'assistant' AND a.answered = false AND a.created_at >= ${at(from)} AND a.created_at < ${at(to)}
            ) missed
            WHERE question <> ''
            GROUP BY question
            ORDER BY count DESC, max(created_at) DESC, question ASC
            LIMIT ${limit}`,
      ),

    products: (organizationId, from, to, limit) =>
      rows(
        db,
        sql`SELECT e.product_id, p.name,
              (count(*) FILTER (WHERE e.kind = 'recommended'))::int AS recommended,
              (count(*) FILTER (WHERE e.kind = 'clicked'))::int AS clicked
            FROM product_events e
            JOIN products p ON p.id = e.product_id AND p.organization_id = e.organization_id
            WHERE e.organization_id = ${organizationId} AND e.created_at >= ${at(from)} AND e.created_at < ${at(to)}
            GROUP BY e.product_id, p.name
            ORDER BY recommended DESC, clicked DESC, p.name ASC
            LIMIT ${limit}`,
      ),
  };
}
