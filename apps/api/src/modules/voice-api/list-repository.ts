import { and, asc, desc, eq, gt, gte, lt, lte, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/database';
import { selectPage } from '../../db/select-page';
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

/** A v2 page as `selectPage` reads it: by time in the query's order (newest first by default), then by id. */
const pageIn = (query: PageQuery, time: AnyPgColumn, id: AnyPgColumn) => {
  const direction = query.sortOrder === 'ASC' ? asc : desc;
  return { orderBy: [direction(time), direction(id)], page: query.page, perPage: query.limit };
};

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
      );
      return selectPage(db, conversations, { where, ...pageIn(query, conversations.startedAt, conversations.id) });
    },

    /** One page of the organization's sessions and how many there are in all. */
    async sessions(organizationId: number, query: PageQuery) {
      const where = and(eq(chatSessions.organizationId, organizationId), ...createdAtConditions(chatSessions.createdAt, query));
      return selectPage(db, chatSessions, { where, ...pageIn(query, chatSessions.createdAt, chatSessions.id) });
    },
  };
}
