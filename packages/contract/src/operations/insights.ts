import type { z } from 'zod';
import { AnalyticsSchema, ConversationIdSchema, LiveEventSchema, TopicsSchema } from '../schemas';
import * as D from '../schemas/responses';
import { ORG, group, ok } from './draft';

/** A `GET` over the analytics period query (a preset or an inclusive date range), answered `{ data }`, with the client function named like it. */
function periodRead<const P extends string, I extends z.ZodType, const E extends { operationId: string; summary: string; description: string }>(
  path: P,
  { item, ...entry }: E & { item: I },
) {
  return { method: 'GET' as const, path, ...entry, query: D.AnalyticsQueryDoc, responses: ok(D.dataOf(item)), client: [entry.operationId] as const };
}

export const INSIGHTS_OPERATIONS = group('Insights', [
  periodRead(`${ORG}/analytics`, {
    operationId: 'getAnalytics',
    summary: 'Key figures, daily rows, busiest hours, top and unanswered questions, products',
    description: 'A preset `period` (30d by default) or an inclusive `start_date`..`end_date` of at most 366 days.',
    item: AnalyticsSchema,
  }),
  periodRead(`${ORG}/analytics/topics`, {
    operationId: 'getTopics',
    summary: 'Topics visitors asked about: counts, trend, unanswered share, products involved',
    description:
      'The same period query as the analytics. Grouped over the period’s most asked distinct questions (at most `coverage.question_cap`), offline by the business’s own words (FAQ questions, product names, page titles) and the kind of answer asked for.',
    item: TopicsSchema,
  }),
  {
    method: 'GET',
    path: `${ORG}/analytics/conversations`,
    operationId: 'listConversations',
    summary: 'Conversations, filtered, sorted and paged (or CSV with format=csv)',
    query: D.ConversationListQuery,
    responses: {
      200: {
        description: 'A page of conversations; above 10,000 matches the total is an estimate (total_is_estimate)',
        schema: D.pagedOf(D.ConversationSummarySchema),
      },
    },
    client: ['listConversations', 'exportConversationsCsv'],
  },
  {
    method: 'GET',
    path: `${ORG}/analytics/conversations/{id}`,
    operationId: 'getConversation',
    summary: 'A conversation’s transcript, sources and lead',
    params: ConversationIdSchema,
    responses: ok(D.dataOf(D.ConversationDetailSchema)),
    client: ['getConversation'],
  },
  {
    method: 'GET',
    path: `${ORG}/leads`,
    operationId: 'listLeads',
    summary: 'Leads left by visitors, newest first: searched, paged (or CSV with format=csv)',
    query: D.LeadListQuery,
    responses: ok(D.LeadListSchema),
    client: ['listLeads', 'exportLeadsCsv'],
  },
  {
    method: 'GET',
    path: `${ORG}/events`,
    operationId: 'streamLiveEvents',
    summary: 'Live events of the organization (server-sent events)',
    description:
      'A `text/event-stream` of `LiveEvent`s as conversations begin and move and crawl or document jobs progress, from every server process. A comment line every 15 s keeps proxies from closing it; the server ends the stream after 5 minutes and the client reconnects (with a fresh token). `resync` means events may have been missed: reload.',
    responses: { 200: { description: 'Server-sent events, each `data:` line one LiveEvent', schema: LiveEventSchema, contentType: 'text/event-stream' } },
    client: ['streamLiveEvents'],
  },
]);
