import type { QueryOf } from '@parley/contract';
import type { ConversationQuery, ListQuery } from './client-types';
import type { SendCsv, SendOperation } from './operation-call';
import type { AnalyticsQuery } from './schemas';

/** The dashboard's flat conversation query as the wire's: the filters as `filter[key]`. */
function conversationQuery(query: ConversationQuery): QueryOf<'listConversations'> {
  const { session_id, start_date, end_date, outcome, result, ...rest } = query;
  return {
    ...rest,
    'filter[session_id]': session_id,
    'filter[start_date]': start_date,
    'filter[end_date]': end_date,
    'filter[outcome]': outcome,
    'filter[result]': result,
  };
}

/** What visitors asked: analytics, conversations and their transcripts, leads. */
export function insightEndpoints(send: SendOperation, sendCsv: SendCsv) {
  return {
    /** A preset `period` (30d by default) or an inclusive `start_date`..`end_date`. */
    getAnalytics: async (query: AnalyticsQuery = {}) => (await send('getAnalytics', { query })).body.data,
    /** What visitors ask about: topics with counts, trend, unanswered share and products, over the same period query. */
    getTopics: async (query: AnalyticsQuery = {}) => (await send('getTopics', { query })).body.data,

    /** Filtered, sorted and paged (spec §7 query). */
    listConversations: async (query: ConversationQuery = {}) => (await send('listConversations', { query: conversationQuery(query) })).body,
    getConversation: async (id: string) => (await send('getConversation', { params: { id } })).body.data,
    /** Leads left by visitors, newest first, a page at a time; `q` searches them. */
    listLeads: async (query: ListQuery = {}) => (await send('listLeads', { query })).body,
    /** The same leads (every match of `q`) as CSV, for download. */
    exportLeadsCsv: async (query: Pick<ListQuery, 'q'> = {}) =>
      new Blob([await sendCsv('listLeads', { query: { ...query, format: 'csv' } })], { type: 'text/csv;charset=utf-8' }),
    /** The same listing as CSV, for download. */
    exportConversationsCsv: async (query: ConversationQuery = {}) =>
      new Blob([await sendCsv('listConversations', { query: { ...conversationQuery(query), format: 'csv' } })], { type: 'text/csv;charset=utf-8' }),
  };
}
