import type { Call } from './http';
import type { AnalyticsQuery, Topics } from './schemas';

/** What visitors ask about (issue 36): topics with counts, trend, unanswered share and products. */
export function topicEndpoints(call: Call) {
  return {
    /** GET /api/v1/organizations/current/analytics/topics: the same period query as getAnalytics. */
    getTopics: async (query: AnalyticsQuery = {}) => {
      const searchParams = Object.fromEntries(Object.entries(query).filter(([, v]) => v !== undefined && v !== '')) as Record<string, string>;
      return (await call<{ data: Topics }>('GET', '/api/v1/organizations/current/analytics/topics', { searchParams })).body.data;
    },
  };
}
