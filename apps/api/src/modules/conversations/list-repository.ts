import { and, asc, count, desc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { conversations, leads, messages, productEvents, products, users, voiceCalls } from '../../db/schema';
import { containing } from '../knowledge/search';
import type { ConversationResult } from '@parley/contract/schemas';
import { shownOutcomeIs, type ShownOutcome } from './outcome';
import { resultIs } from './summary';

/** Beyond this many matching conversations the listing's total is the planner's estimate. */
export const EXACT_TOTAL_UP_TO = 10_000;

const SORTABLE = { started_at: conversations.startedAt, last_message_at: conversations.lastMessageAt, message_count: conversations.messageCount } as const;

export interface ConversationFilters {
  sessionId?: string;
  /** First day included, YYYY-MM-DD (UTC). */
  startDate?: string;
  /** Last day included, YYYY-MM-DD (UTC). */
  endDate?: string;
  /** As the owner reads it (a voice call the visitor never spoke in is `silent`, see outcome.ts). */
  outcome?: ShownOutcome;
  /** What happened, as the list shows it (summary.ts). */
  result?: ConversationResult;
}

export interface ConversationPage {
  sortBy: keyof typeof SORTABLE;
  direction: 'asc' | 'desc';
  limit: number;
  offset: number;
}

function whereOf(organizationId: number, filters: ConversationFilters): SQL {
  const conditions: SQL[] = [eq(conversations.organizationId, organizationId)];
  if (filters.sessionId) conditions.push(eq(conversations.sessionId, filters.sessionId));
  if (filters.startDate) conditions.push(gte(conversations.startedAt, new Date(`${filters.startDate}T00:00:00Z`)));
  if (filters.endDate) conditions.push(lt(conversations.startedAt, new Date(Date.parse(`${filters.endDate}T00:00:00Z`) + 86_400_000)));
  if (filters.outcome) conditions.push(shownOutcomeIs(filters.outcome));
  if (filters.result) conditions.push(resultIs(filters.result));
  return and(...conditions)!;
}

/** The owner's conversations, their transcripts and leads: queries only, always scoped by organization. */
export function createConversationRepository(db: Db) {
  /** The planner's row estimate for the filter (a catalogue look-up, no rows read). */
  async function estimate(where: SQL): Promise<number> {
    const result = await db.execute<{ 'QUERY PLAN': unknown }>(
      sql`EXPLAIN (FORMAT JSON) ${db
        .select({ one: sql`1` })
        .from(conversations)
        .where(where)}`,
    );
    const cell = result.rows[0]?.['QUERY PLAN'];
    const plan = (typeof cell === 'string' ? JSON.parse(cell) : cell) as [{ Plan: { 'Plan Rows': number } }] | undefined;
    return Math.round(plan?.[0]?.Plan['Plan Rows'] ?? 0);
  }

  return {
    /**
     * One page, sorted by one column with the id breaking ties in the same direction, so every
     * sort is a single index scan (forwards or backwards) that stops after the page.
     */
    async page(organizationId: number, filters: ConversationFilters, page: ConversationPage) {
      const direction = page.direction === 'asc' ? asc : desc;
      return db
        .select()
        .from(conversations)
        .where(whereOf(organizationId, filters))
        .orderBy(direction(SORTABLE[page.sortBy]), direction(conversations.id))
        .limit(page.limit)
        .offset(page.offset);
    },

    /**
     * How many conversations match: exact up to EXACT_TOTAL_UP_TO (counting stops one row past
     * it), the planner's estimate above, never less than what was counted. Counting a million
     * rows on every page view would cost more than the page itself.
     */
    async total(organizationId: number, filters: ConversationFilters): Promise<{ total: number; estimated: boolean }> {
      const where = whereOf(organizationId, filters);
      const capped = db
        .select({ one: sql`1` })
        .from(conversations)
        .where(where)
        .limit(EXACT_TOTAL_UP_TO + 1)
        .as('capped');
      const [counted] = await db.select({ value: count() }).from(capped);
      const exact = Number(counted?.value ?? 0);
      if (exact <= EXACT_TOTAL_UP_TO) return { total: exact, estimated: false };
      return { total: Math.max(exact, await estimate(where)), estimated: true };
    },

    /** Each conversation's first visitor message (one index probe per conversation). */
    async firstQuestions(ids: string[]) {
      if (ids.length === 0) return [];
      return db
        .selectDistinctOn([messages.conversationId], { conversationId: messages.conversationId, content: messages.content })
        .from(messages)
        .where(and(inArray(messages.conversationId, ids), eq(messages.role, 'user')))
        .orderBy(messages.conversationId, asc(messages.id));
    },

    /**
     * Per conversation with product events: whether a card was opened, and the product to name in
     * its summary (the first opened, else the first shown). One index range per conversation.
     */
    async productsOf(organizationId: number, ids: string[]) {
      if (ids.length === 0) return [];
      const opened = sql`${productEvents.kind} = 'clicked'`;
      return db
        .select({
          conversationId: productEvents.conversationId,
          clicked: sql<boolean>`bool_or(${opened})`,
          product: sql<string>`(array_agg(${products.name} ORDER BY ${opened} DESC, ${productEvents.id}))[1]`,
        })
        .from(productEvents)
        .innerJoin(products, eq(products.id, productEvents.productId))
        .where(and(eq(productEvents.organizationId, organizationId), inArray(productEvents.conversationId, ids)))
        .groupBy(productEvents.conversationId);
    },

    /** One conversation of the organization, with the name of the member holding it (if one does). */
    async findWithHolder(organizationId: number, id: string) {
      const [found] = await db
        .select({ row: conversations, holderName: users.name })
        .from(conversations)
        .leftJoin(users, eq(users.id, conversations.handoffUserId))
        .where(and(eq(conversations.id, id), eq(conversations.organizationId, organizationId)));
      return found ?? null;
    },

    /** A conversation's messages in the order they were written (the caller has checked the conversation is the organization's). */
    async transcript(conversationId: string) {
      return db.select().from(messages).where(eq(messages.conversationId, conversationId)).orderBy(asc(messages.id));
    },

    /** The conversation's voice call, the latest if it had several (null for a chat). */
    async callOf(organizationId: number, conversationId: string) {
      const [call] = await db
        .select()
        .from(voiceCalls)
        .where(and(eq(voiceCalls.conversationId, conversationId), eq(voiceCalls.organizationId, organizationId)))
        .orderBy(desc(voiceCalls.createdAt))
        .limit(1);
      return call ?? null;
    },

    async leadOf(organizationId: number, conversationId: string) {
      const [lead] = await db
        .select()
        .from(leads)
        .where(and(eq(leads.conversationId, conversationId), eq(leads.organizationId, organizationId)));
      return lead ?? null;
    },

    /** A page of the organization's leads, newest first, those containing `q` when given; `total` counts every match. */
    async leadPage(organizationId: number, q: string | undefined, { limit, offset }: { limit: number; offset: number }) {
      const where = and(eq(leads.organizationId, organizationId), containing(q, leads.name, leads.email, leads.phone, leads.interest));
      const [rows, [counted]] = await Promise.all([
        db.select().from(leads).where(where).orderBy(desc(leads.id)).limit(limit).offset(offset),
        db.select({ total: count() }).from(leads).where(where),
      ]);
      return { rows, total: counted?.total ?? 0 };
    },

    async leadsOf(organizationId: number, ids: string[]) {
      if (ids.length === 0) return [];
      return db
        .select()
        .from(leads)
        .where(and(eq(leads.organizationId, organizationId), inArray(leads.conversationId, ids)));
    },
  };
}
