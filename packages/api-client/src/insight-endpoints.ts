import type { ConversationDetail, ConversationQuery, ConversationSummary, Lead, Paged } from './client-types';
import type { Call } from './http';
import type { Analytics, AnalyticsQuery } from './schemas';

/** Query keys the server reads as `filter[key]`. */
const CONVERSATION_FILTERS = { session_id: true, start_date: true, end_date: true, outcome: true } as const;

/** What visitors asked: analytics, conversations and their transcripts, leads. */
export function insightEndpoints(call: Call) {
  return {
    /** GET /api/v1/organizations/current/analytics: a preset `period` (30d by default) or an inclusive `start_date`..`end_date`. */
    getAnalytics: async (query: AnalyticsQuery = {}) => {
      const searchParams = Object.fromEntries(Object.entries(query).filter(([, v]) => v !== undefined && v !== '')) as Record<string, string>;
      return (await call<{ data: Analytics }>('GET', '/api/v1/organizations/current/analytics', { searchParams })).body.data;
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
    /** GET /api/v1/organizations/current/leads: leads left by visitors, newest first (at most 500). */
    listLeads: async () => (await call<{ data: Lead[] }>('GET', '/api/v1/organizations/current/leads')).body.data,
    /** The same listing as CSV, for download. */
    exportConversationsCsv: async (query: ConversationQuery = {}) => {
      const searchParams: Record<string, string> = { format: 'csv' };
      for (const [key, value] of Object.entries(query)) if (value) searchParams[key in CONVERSATION_FILTERS ? `filter[${key}]` : key] = String(value);
      const { body } = await call<string>('GET', '/api/v1/organizations/current/analytics/conversations', { searchParams, headers: { Accept: 'text/csv' } });
      return new Blob([body], { type: 'text/csv;charset=utf-8' });
    },
  };
}
