import { and, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { conversations, voiceCalls } from '../../db/schema';

// What a query may ask for: the contract's, as `POST /analytics` validates with it.
import type {
  VOICE_ANALYTICS_COLUMNS as ANALYTICS_COLUMNS,
  VOICE_ANALYTICS_GROUPS as ANALYTICS_GROUPS,
  VOICE_ANALYTICS_OPERATIONS as ANALYTICS_OPERATIONS,
  VOICE_ANALYTICS_STEPS as ANALYTICS_STEPS,
} from '@parley/contract';

/** One Vapi analytics query, checked: a window, an optional time step in a zone, groups and operations. */
export interface CallAnalyticsQuery {
  start: Date;
  end: Date;
  step?: (typeof ANALYTICS_STEPS)[number];
  /** An IANA zone the caller checked. */
  timezone: string;
  groupBy: readonly (typeof ANALYTICS_GROUPS)[number][];
  operations: readonly { operation: (typeof ANALYTICS_OPERATIONS)[number]; column: (typeof ANALYTICS_COLUMNS)[number] }[];
  /** What the `assistantId` group reads: the organization's one agent. */
  assistantId: string;
}

const capitalise = (word: string) => word[0]!.toUpperCase() + word.slice(1);

/**
 * Vapi's analytics over the organization's conversations (chats and web calls: Vapi's "call"
 * table). A call's duration is the voice call's own; a chat's, first to last message. Parley does
 * not bill per call, so `cost` is 0 in every operation.
 */
export function createCallAnalyticsRepository(db: Db) {
  return {
    /** One row per bucket and group: `date` (a step's start), the groups asked, then `<operation><Column>` per operation. */
    async run(organizationId: number, query: CallAnalyticsQuery): Promise<Record<string, unknown>[]> {
      const { step, timezone } = query;
      const duration = sql`coalesce(${voiceCalls.durationSeconds}::float8, extract(epoch from (${conversations.lastMessageAt} - ${conversations.startedAt}))::float8)`;
      const columnOf = { id: conversations.id, duration, cost: sql`0::float8` };
      const selection: Record<string, SQL> = {};
      // Grouped and bucketed columns come first, so GROUP BY can name them by position.
      if (step) selection.date = sql`date_trunc(${step}, ${conversations.startedAt} at time zone ${timezone}) at time zone ${timezone}`;
      for (const key of query.groupBy) {
        if (key === 'type') selection.type = sql`case when ${conversations.channel} = 'voice' then 'webCall' else 'chat' end`;
        if (key === 'endedReason') selection.endedReason = sql`${voiceCalls.endedReason}`;
        if (key === 'assistantId') selection.assistantId = sql`${query.assistantId}::text`;
      }
      const grouped = Object.keys(selection).length;
      for (const { operation, column } of query.operations) {
        const target = columnOf[column];
        const name = `${operation}${capitalise(column)}`;
        selection[name] =
          operation === 'count'
            ? sql`count(${target})::int`
            : sql
                .raw(`${operation}(`)
                .append(sql`${target}`)
                .append(sql.raw(')::float8'));
      }
      return db
        .select(selection)
        .from(conversations)
        .leftJoin(voiceCalls, eq(voiceCalls.conversationId, conversations.id))
        .where(and(eq(conversations.organizationId, organizationId), gte(conversations.startedAt, query.start), lt(conversations.startedAt, query.end)))
        .groupBy(...Array.from({ length: grouped }, (_, i) => sql.raw(String(i + 1))))
        .orderBy(...Array.from({ length: grouped }, (_, i) => sql.raw(String(i + 1))));
    },
  };
}
