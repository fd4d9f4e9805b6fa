import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database';

/**
 * Analytics queries: aggregates only, every one scoped by organization and a time range served by
 * an (organization_id, time) index. Counts are cast to int (node-postgres returns bigint as text).
 */

/** Characters a question may end with that do not change it: space and punctuation, CJK and Arabic included. */
const TRAILING = '[[:space:][:punct:]？！。、，．،؟…]+$';

/** A visitor's question as it is counted: lower case, trimmed, runs of space collapsed, no trailing punctuation. */
const normalised = (text: SQL) => sql`regexp_replace(regexp_replace(lower(btrim(${text})), '\\s+', ' ', 'g'), ${TRAILING}, '')`;

/** Timestamps leave the database as ISO strings, the same on PGlite and PostgreSQL. */
const iso = (column: SQL) => sql`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
/** Times go in as ISO text cast in SQL, so both drivers bind them alike. */
const at = (date: Date) => sql`${date.toISOString()}::timestamptz`;
/** The calendar day and hour in the owner's time zone (an IANA name checked by the request schema). */
const localDay = (column: SQL, timeZone: string) => sql`to_char(${column} AT TIME ZONE ${timeZone}::text, 'YYYY-MM-DD')`;
const localHour = (column: SQL, timeZone: string) => sql`extract(hour FROM ${column} AT TIME ZONE ${timeZone}::text)::int`;

export interface ConversationBucket {
  day: string;
  hour: number;
  conversations: number;
  chat: number;
  voice: number;
  converted: number;
  duration_seconds: number;
}
export interface MessageBucket {
  day: string;
  messages: number;
  unanswered: number;
}
export interface LeadBucket {
  day: string;
  leads: number;
}

async function rows<T>(db: Db, query: SQL): Promise<T[]> {
  return (await db.execute(query)).rows as T[];
}

export function createAnalyticsRepository(db: Db) {
  return {
    /** Conversations started per local day and hour: totals, daily rows and busiest hours come from these. */
    conversationBuckets: (organizationId: number, from: Date, to: Date, timeZone: string) =>
      rows<ConversationBucket>(
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

    /** Messages per local day, and how many of them were answers the knowledge could not give. */
    messageBuckets: (organizationId: number, from: Date, to: Date, timeZone: string) =>
      rows<MessageBucket>(
        db,
        sql`SELECT ${localDay(sql`created_at`, timeZone)} AS day, count(*)::int AS messages,
              (count(*) FILTER (WHERE role = 'assistant' AND answered = false))::int AS unanswered
            FROM messages
            WHERE organization_id = ${organizationId} AND created_at >= ${at(from)} AND created_at < ${at(to)}
            GROUP BY 1`,
      ),

    leadBuckets: (organizationId: number, from: Date, to: Date, timeZone: string) =>
      rows<LeadBucket>(
        db,
        sql`SELECT ${localDay(sql`created_at`, timeZone)} AS day, count(*)::int AS leads
            FROM leads
            WHERE organization_id = ${organizationId} AND created_at >= ${at(from)} AND created_at < ${at(to)}
            GROUP BY 1`,
      ),

    topQuestions: (organizationId: number, from: Date, to: Date, limit: number) =>
      rows<{ question: string; count: number }>(
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
    unansweredQuestions: (organizationId: number, from: Date, to: Date, limit: number) =>
      rows<{ question: string; count: number; last_asked_at: string; conversation_id: string }>(
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

    products: (organizationId: number, from: Date, to: Date, limit: number) =>
      rows<{ product_id: number; name: string; recommended: number; clicked: number }>(
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

export type AnalyticsRepository = ReturnType<typeof createAnalyticsRepository>;
