import { z } from 'zod';
import { ConversationResultSchema } from './conversation-result';

/**
 * Path parameters and queries of the server's routes: the route validates with these and the
 * OpenAPI document describes them, so the two cannot drift.
 */

/** A numeric database id in a path (`/faqs/{id}`); larger than PostgreSQL's integer is refused, not a 500. */
export const IdParamsSchema = z.object({ id: z.coerce.number({ error: 'must be a number' }).int().positive().max(2_147_483_647) });
export const ChatIdSchema = z.object({ id: z.string().regex(/^chat_[0-9a-f-]{36}$/, 'is not a chat id') });
export const ConversationIdSchema = z.object({ id: z.string().regex(/^chat_[0-9a-f-]{36}$/, 'is not a conversation id') });
export const CallIdSchema = z.object({ id: z.string().regex(/^call_[0-9a-f-]{36}$/, 'is not a call id') });
export const SESSION_ID = /^session_[0-9a-f-]{36}$/;
export const SessionIdSchema = z.object({ id: z.string().regex(SESSION_ID, 'is not a session id') });

/** The widget's launcher look, read by the loader with the agent's key. */
export const LauncherQuerySchema = z.object({ apiKey: z.string().regex(/^pk_(live|demo)_[A-Za-z0-9_-]{10,80}$/, 'is not a widget key') });
export const DemoQuerySchema = z.object({ is_demo_mode: z.enum(['true', 'false']).optional() });
/** An organization in a public path (`/organizations/{id}/agent`): its numeric id or its sub id. */
export const OrganizationRefSchema = z.object({ id: z.string().regex(/^(\d{1,10}|org_[A-Za-z0-9_-]{4,40})$/, 'is not an organization id') });

/** `POST …/tools/{id}/test`: the arguments to call the webhook with. */
export const ToolTestRequestSchema = z.object({ arguments: z.record(z.string(), z.unknown()).default({}) });

/** `POST /chat/:id/events`: what the visitor did with the answer (today: opened a product card). */
export const ChatEventRequestSchema = z.object({
  type: z.literal('product_click', { error: 'type must be product_click' }),
  productId: z.number({ error: 'productId must be a product id' }).int().positive(),
});
export type ChatEventRequest = z.output<typeof ChatEventRequestSchema>;

const DateSchema = z.iso.date({ error: 'must be a date (YYYY-MM-DD)' });

/** The spec's listing query: page, per_page, sort_by, sort_direction, filter[session_id|start_date|end_date]. */
export const ConversationListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(20),
  sort_by: z.enum(['started_at', 'last_message_at', 'message_count']).default('started_at'),
  sort_direction: z.enum(['asc', 'desc']).default('desc'),
  'filter[session_id]': z.string().max(100).optional(),
  'filter[start_date]': DateSchema.optional(),
  'filter[end_date]': DateSchema.optional(),
  'filter[outcome]': z.enum(['answered', 'unanswered', 'lead', 'silent']).optional(),
  /** What happened, as the list shows it (see ConversationResultSchema). */
  'filter[result]': ConversationResultSchema.optional(),
  format: z.enum(['json', 'csv']).default('json'),
});

/**
 * `GET …/leads`: newest first, a page at a time; `q` finds the text in the name, email, phone or
 * interest; `format=csv` answers every match (up to the export limit) as a spreadsheet.
 */
export const LeadListQuerySchema = z.object({
  q: z.string().trim().max(200).optional(),
  page: z.coerce.number().int().min(1).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(20),
  format: z.enum(['json', 'csv']).default('json'),
});

/** A real calendar day written YYYY-MM-DD (2025-02-30 is refused). */
const isCalendarDate = (value: string) => {
  const time = Date.parse(`${value}T00:00:00Z`);
  return /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(time) && new Date(time).toISOString().startsWith(value);
};
const DateParam = (name: string) => z.string().refine(isCalendarDate, { error: `${name} must be a date written YYYY-MM-DD` });

/** An IANA time zone the runtime knows (`Europe/Paris`, `Asia/Tokyo`, `UTC`). */
const isTimeZone = (value: string) => {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
};

/**
 * `GET /api/v1/organizations/current/analytics`: `period` (7d, 30d, 90d; 30d when nothing is
 * given) or a custom `start_date` + `end_date`, both days included; days and hours in
 * `time_zone` (the owner's, from the browser; UTC when not given).
 */
export const AnalyticsRequestSchema = z
  .object({
    period: z.enum(['7d', '30d', '90d'], { error: 'period must be 7d, 30d or 90d' }).optional(),
    start_date: DateParam('start_date').optional(),
    end_date: DateParam('end_date').optional(),
    time_zone: z.string().max(64).refine(isTimeZone, { error: 'time_zone must be a time zone such as Europe/Paris or UTC' }).optional(),
  })
  .superRefine((query, ctx) => {
    const custom = query.start_date !== undefined || query.end_date !== undefined;
    if (custom && query.period) ctx.addIssue({ code: 'custom', message: 'Give either period or start_date and end_date, not both' });
    else if (custom && (!query.start_date || !query.end_date))
      ctx.addIssue({ code: 'custom', message: 'start_date and end_date go together (YYYY-MM-DD, both included)' });
  });
export type AnalyticsRequest = z.output<typeof AnalyticsRequestSchema>;
