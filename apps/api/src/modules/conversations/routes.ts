import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Db } from '../../db/database';
import { operationRoute } from '../../http/operation-route';
import { leadFields } from './detail';
import { shownOutcome } from './outcome';
import { conversationResult, summaryLine } from './summary';
import { createConversationService, CSV_EXPORT_LIMIT } from './service';
import { ConversationListQuerySchema } from '@parley/contract';
export { ConversationListQuerySchema };

const csvCell = (value: string | number | boolean | null | undefined) => {
  const text = value === null || value === undefined ? '' : String(value);
  // Quote always; double inner quotes; defuse formulas a spreadsheet would run.
  return `"${(/^[=+\-@]/.test(text) ? `'${text}` : text).replace(/"/g, '""')}"`;
};

/** A spreadsheet download: a byte-order mark so Excel reads UTF-8, CRLF lines as RFC 4180 writes them. */
const sendCsv = (reply: FastifyReply, filename: string, header: string[], lines: string[]) =>
  reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${filename}"`)
    .send(`\uFEFF${[header.join(','), ...lines].join('\r\n')}\r\n`);

export function registerConversationRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const conversations = createConversationService(db);

  // The CSV export (format=csv) is this route too: the query is validated the same way for both.
  operationRoute(app, 'listConversations', async ({ caller: { organizationId }, query, reply }) => {
    const filters = {
      sessionId: query['filter[session_id]'],
      startDate: query['filter[start_date]'],
      endDate: query['filter[end_date]'],
      outcome: query['filter[outcome]'],
      result: query['filter[result]'],
    };
    const csv = query.format === 'csv';
    const perPage = csv ? CSV_EXPORT_LIMIT : query.per_page;
    const { rows, total } = await conversations.list(
      organizationId,
      filters,
      { sortBy: query.sort_by, direction: query.sort_direction, limit: perPage, offset: (query.page - 1) * perPage },
      { withTotal: !csv },
    );
    const data = rows.map(({ row, firstQuestion, lead, clicked, product }) => {
      // The first question is the visitor's first message: without one they never spoke.
      const outcome = shownOutcome(row, firstQuestion !== null);
      const result = conversationResult(row, outcome, clicked);
      return {
        id: row.id,
        channel: row.channel,
        session_id: row.sessionId,
        page_url: row.pageUrl,
        language: row.language,
        outcome,
        message_count: row.messageCount,
        started_at: row.startedAt.toISOString(),
        last_message_at: row.lastMessageAt.toISOString(),
        duration_seconds: Math.round((row.lastMessageAt.getTime() - row.startedAt.getTime()) / 1000),
        first_question: firstQuestion,
        lead: lead ? { name: lead.name, email: lead.email, phone: lead.phone, interest: lead.interest } : null,
        result,
        summary: summaryLine(firstQuestion, result, product),
      };
    });
    if (query.format === 'csv') {
      const header = [
        'id',
        'started_at',
        'channel',
        'language',
        'outcome',
        'result',
        'summary',
        'messages',
        'duration_seconds',
        'page_url',
        'first_question',
        'lead_name',
        'lead_email',
        'lead_phone',
      ];
      const lines = data.map((d) =>
        [
          d.id,
          d.started_at,
          d.channel,
          d.language,
          d.outcome,
          d.result,
          d.summary.text,
          d.message_count,
          d.duration_seconds,
          d.page_url,
          d.first_question,
          d.lead?.name,
          d.lead?.email,
          d.lead?.phone,
        ]
          .map(csvCell)
          .join(','),
      );
      return sendCsv(reply, 'conversations.csv', header, lines);
    }
    // Above 10,000 matches `total` is the planner's estimate, flagged, so no page view counts a million rows.
    return { data, meta: { page: query.page, per_page: query.per_page, total: total?.total ?? 0, total_is_estimate: total?.estimated ?? false } };
  });

  operationRoute(app, 'getConversation', async ({ caller: { organizationId }, params: { id } }) => ({
    data: await conversations.detail(organizationId, id),
  }));

  // The CSV export (format=csv) is this route too: every match of the same search, newest first.
  operationRoute(app, 'listLeads', async ({ caller: { organizationId }, query, reply }) => {
    const csv = query.format === 'csv';
    const perPage = csv ? CSV_EXPORT_LIMIT : query.per_page;
    const { rows, total } = await conversations.leads(organizationId, query.q, { limit: perPage, offset: csv ? 0 : (query.page - 1) * perPage });
    const data = rows.map((l) => ({ ...leadFields(l), created_at: l.createdAt.toISOString() }));
    if (csv) {
      const header = ['created_at', 'name', 'email', 'phone', 'interest', 'conversation_id'];
      const lines = data.map((l) => [l.created_at, l.name, l.email, l.phone, l.interest, l.conversation_id].map(csvCell).join(','));
      return sendCsv(reply, 'leads.csv', header, lines);
    }
    return { data, meta: { page: query.page, per_page: query.per_page, total } };
  });
}
