import { and, asc, count, desc, eq, gt, gte, lt, lte, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/database';
import { chatSessions, conversations, voiceCalls } from '../../db/schema';
import type { ListFilter, PageQuery } from './input';

export type CreatedAtFilter = Pick<ListFilter, 'createdAtGt' | 'createdAtLt' | 'createdAtGe' | 'createdAtLe'>;

/** Vapi's list filters as SQL conditions on a resource's creation time. */
export function createdAtConditions(column: AnyPgColumn, filter: CreatedAtFilter): SQL[] {
  const conditions: SQL[] = [];
  if (filter.createdAtGt) conditions.push(gt(column, filter.createdAtGt));
  if (filter.createdAtLt) conditions.push(lt(column, filter.createdAtLt));
  if (filter.createdAtGe) conditions.push(gte(column, filter.createdAtGe));
  if (filter.createdAtLe) conditions.push(lte(column, filter.createdAtLe));
  return conditions;
}

/**
 * The owner's lists of the Voice API (`GET /call`, `/chat`, `/session`): the voice module's calls,
 * the runtime's conversations and sessions, read only for the organization, newest first unless
 * asked otherwise.
 */
export function createVoiceListRepository(db: Db) {
  return {
    async calls(organizationId: number, filter: ListFilter) {
      return db
        .select()
        .from(voiceCalls)
        .where(and(eq(voiceCalls.organizationId, organizationId), ...createdAtConditions(voiceCalls.createdAt, filter)))
        .orderBy(desc(voiceCalls.createdAt), desc(voiceCalls.id))
        .limit(filter.limit);
    },

    /** One page of the organization's chats (conversations on the chat channel) and how many there are in all. */
    async chats(organizationId: number, query: PageQuery) {
      const where = and(
        eq(conversations.organizationId, organizationId),
        eq(conversations.channel, 'chat'),
        ...createdAtConditions(conversations.startedAt, query),
      ) as SQL;
      const order = query.sortOrder === 'ASC' ? [asc(conversations.startedAt), asc(conversations.id)] : [desc(conversations.startedAt), desc(conversations.id)];
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(conversations)
          .where(where)
          .orderBy(...order)
          .limit(query.limit)
          .offset((query.page - 1) * query.limit),
        db.select({ n: count() }).from(conversations).where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },

    /** One page of the organization's sessions and how many there are in all. */
    async sessions(organizationId: number, query: PageQuery) {
      const where = and(eq(chatSessions.organizationId, organizationId), ...createdAtConditions(chatSessions.createdAt, query)) as SQL;
      const order = query.sortOrder === 'ASC' ? [asc(chatSessions.createdAt), asc(chatSessions.id)] : [desc(chatSessions.createdAt), desc(chatSessions.id)];
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(chatSessions)
          .where(where)
          .orderBy(...order)
          .limit(query.limit)
          .offset((query.page - 1) * query.limit),
        db.select({ n: count() }).from(chatSessions).where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },
  };
}
