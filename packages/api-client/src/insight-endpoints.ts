import type { ConversationDetail, ConversationQuery, ConversationSummary, Lead, ListQuery, Paged } from './client-types';
import type { Call } from './http';
import type { Analytics, AnalyticsQuery } from './schemas';

/** The query's given values only: an empty search is no search. */
const presentParams = (query: object) =>
  Object.fromEntries(Object.entries(query).filter(([, v]) => v !== undefined && v !== '')) as Record<string, string | number>;

/** Query keys the server reads as `filter[key]`. */
const CONVERSATION_FILTERS = { session_id: true, start_date: true, end_date: true, outcome: true, result: true } as const;

/** What visitors asked: analytics, conversations and their transcripts, leads. */
export function insightEndpoints(call: Call) {
  return {
    /** GET /api/v1/organizations/current/analytics: a preset `period` (30d by default) or an inclusive `start_date`..`end_date`. */
    getAnalytics: async (query: AnalyticsQuery = {}) => {
      return (await call<{ data: Analytics }>('GET', '/api/v1/organizations/current/analytics', { searchParams: presentParams(query) })).body.data;
    },

    /** GET /api/v1/organizations/current/analytics/conversations (spec §7 query). */
    listConversations: async (query: ConversationQuery = {}) => {
      const searchParams: Record<string, string | number> = {};
      for (const [key, value] of Object.entries(query)) {
        if (value === undefined || value === '') continue;
        searchParams[key in CONVERSATION_FILTERS ? `filter[${key}]` : key] = value as string | number;
      }
      return (await call<Paged<ConversationSummary>>('GET', '/api/v1/organizations/current/analytics/conversations', { searchParams })).body;
    },
    getConversation: async (id: string) =>
      (await call<{ data: ConversationDetail }>('GET', `/api/v1/organizations/current/analytics/conversations/${encodeURIComponent(id)}`)).body.data,
    /** GET /api/v1/organizations/current/leads: leads left by visitors, newest first, a page at a time; `q` searches them. */
    listLeads: async (query: ListQuery = {}) =>
      (await call<Paged<Lead>>('GET', '/api/v1/organizations/current/leads', { searchParams: presentParams(query) })).body,
    /** The same leads (every match of `q`) as CSV, for download. */
    exportLeadsCsv: async (query: Pick<ListQuery, 'q'> = {}) => {
      const searchParams = { ...presentParams(query), format: 'csv' };
      const { body } = await call<string>('GET', '/api/v1/organizations/current/leads', { searchParams, headers: { Accept: 'text/csv' } });
      return new Blob([body], { type: 'text/csv;charset=utf-8' });
    },
    /** The same listing as CSV, for download. */
    exportConversationsCsv: async (query: ConversationQuery = {}) => {
      const searchParams: Record<string, string> = { format: 'csv' };
      for (const [key, value] of Object.entries(query)) if (value) searchParams[key in CONVERSATION_FILTERS ? `filter[${key}]` : key] = String(value);
      const { body } = await call<string>('GET', '/api/v1/organizations/current/analytics/conversations', { searchParams, headers: { Accept: 'text/csv' } });
      return new Blob([body], { type: 'text/csv;charset=utf-8' });
    },
  };
}
