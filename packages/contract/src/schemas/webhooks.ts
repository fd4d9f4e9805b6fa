import { z } from 'zod';
import { Channel, leadContact, signedEndpoint } from './fields';

/**
 * Outgoing webhooks (issue 19): the organization's own servers hear what happens in its
 * conversations. Each delivery is a POST of one event, signed like Stripe's:
 * `Parley-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>" with the secret>`.
 */
export const WEBHOOK_EVENT_TYPES = [
  'lead.created',
  'conversation.handoff_requested',
  'conversation.ended',
  'question.unanswered',
  'test_suite.run_failed',
] as const;
export const WebhookEventTypeSchema = z.enum(WEBHOOK_EVENT_TYPES, { error: `must be one of ${WEBHOOK_EVENT_TYPES.join(', ')}` });
export type WebhookEventType = z.infer<typeof WebhookEventTypeSchema>;

/** Webhooks one organization may have. */
export const MAX_WEBHOOKS = 10;
export const WEBHOOK_URL_MAX = 2000;
/** A receiver has this long to answer; a slower one counts as a failed attempt. */
export const WEBHOOK_TIMEOUT_MS = 10_000;
/** Failed deliveries are retried with growing delays for about this long. */
export const WEBHOOK_RETRY_HOURS = 24;

export const WebhookUrlSchema = z
  .string({ error: 'Webhook URL is required' })
  .trim()
  .min(1, 'Webhook URL is required')
  .max(WEBHOOK_URL_MAX, `Webhook URL must be at most ${WEBHOOK_URL_MAX} characters`)
  .pipe(z.url({ protocol: /^https?$/, error: 'Enter a valid http:// or https:// URL' }))
  // Runs after a failed URL check too (zod goes on to refinements): an unparseable value is left to that check's message.
  .refine((value) => {
    if (!URL.canParse(value)) return true;
    const url = new URL(value);
    return url.username === '' && url.password === '';
  }, 'The webhook URL must not contain a username or password');

export const WebhookInputSchema = z.object({
  url: WebhookUrlSchema,
  events: z
    .array(WebhookEventTypeSchema, { error: 'Choose at least one event' })
    .min(1, 'Choose at least one event')
    .max(WEBHOOK_EVENT_TYPES.length)
    .transform((events) => WEBHOOK_EVENT_TYPES.filter((type) => events.includes(type))),
  enabled: z.boolean().default(true),
});
export type WebhookInput = z.input<typeof WebhookInputSchema>;

/** `POST …/webhooks` and `PUT …/webhooks/{id}`. */
export const WebhookRequestSchema = z.object({ webhook: WebhookInputSchema });

export const WebhookSchema = signedEndpoint({ url: z.string(), events: z.array(WebhookEventTypeSchema) }).extend({ updated_at: z.string() });
export type Webhook = z.infer<typeof WebhookSchema>;

export const WebhookDeliveryStatusSchema = z.enum(['pending', 'succeeded', 'failed']);
export type WebhookDeliveryStatus = z.infer<typeof WebhookDeliveryStatusSchema>;

/** One event sent (or being sent) to one webhook, with how its attempts went. */
export const WebhookDeliverySchema = z.object({
  id: z.number().int(),
  event_id: z.string(),
  event_type: z.string(),
  /** `pending` while attempts remain, `succeeded` on a 2xx answer, `failed` once every attempt failed. */
  status: WebhookDeliveryStatusSchema,
  attempts: z.number().int(),
  /** The HTTP status of the last attempt; null when the receiver could not be reached. */
  response_status: z.number().int().nullable(),
  /** The start of the last answer's body, or why the last attempt failed (at most 500 characters). */
  response_excerpt: z.string().nullable(),
  last_error: z.string().nullable(),
  next_attempt_at: z.string().nullable(),
  delivered_at: z.string().nullable(),
  created_at: z.string(),
  /** The event exactly as sent. */
  payload: z.record(z.string(), z.unknown()),
});
export type WebhookDelivery = z.infer<typeof WebhookDeliverySchema>;

export const WebhookDeliveryListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(20),
  status: WebhookDeliveryStatusSchema.optional(),
});
export type WebhookDeliveryListQuery = z.input<typeof WebhookDeliveryListQuerySchema>;

export const WebhookDeliveryParamsSchema = z.object({
  id: z.coerce.number({ error: 'must be a number' }).int().positive().max(2_147_483_647),
  deliveryId: z.coerce.number({ error: 'must be a number' }).int().positive().max(2_147_483_647),
});

const LeadDataSchema = z.object({
  conversation_id: z.string().nullable(),
  lead: z.object(leadContact),
});

/**
 * The body of every delivery. `id` is unique per event (`evt_…`): a receiver that sees one twice
 * (a retry whose answer was lost, a resend) can ignore it. `data` depends on `type`.
 */
export const WebhookEventSchema = z.discriminatedUnion('type', [
  z.object({ id: z.string(), type: z.literal('lead.created'), created_at: z.string(), data: LeadDataSchema }),
  z.object({
    id: z.string(),
    type: z.literal('conversation.handoff_requested'),
    created_at: z.string(),
    data: z.object({
      conversation_id: z.string(),
      channel: Channel,
      page_url: z.string().nullable(),
      language: z.string().nullable(),
      last_message: z.string().nullable(),
    }),
  }),
  z.object({
    id: z.string(),
    type: z.literal('conversation.ended'),
    created_at: z.string(),
    data: z.object({
      conversation_id: z.string(),
      channel: Channel,
      outcome: z.string(),
      message_count: z.number().int(),
      /** A call's ended reason, or `idle` for a chat nobody continued for 30 minutes. */
      reason: z.string(),
    }),
  }),
  z.object({
    id: z.string(),
    type: z.literal('question.unanswered'),
    created_at: z.string(),
    data: z.object({ conversation_id: z.string(), channel: Channel, question: z.string() }),
  }),
  z.object({
    id: z.string(),
    type: z.literal('test_suite.run_failed'),
    created_at: z.string(),
    /** A run after a knowledge change in which tests that passed before fail: told once, for that run. */
    data: z.object({
      test_suite_id: z.string(),
      run_id: z.string(),
      change: z.string().nullable(),
      failed_tests: z.array(z.object({ test_id: z.string(), name: z.string(), question: z.string(), reasons: z.array(z.string()) })),
    }),
  }),
  z.object({
    id: z.string(),
    type: z.literal('ping'),
    created_at: z.string(),
    data: z.object({ webhook_id: z.number().int() }),
  }),
]);
export type WebhookEvent = z.infer<typeof WebhookEventSchema>;

/** What `POST …/webhooks/{id}/test` got back from the receiver, and the `ping` event it sent. */
export const WebhookTestResultSchema = z.object({
  ok: z.boolean(),
  event: WebhookEventSchema,
  status: z.number().int().nullable(),
  error: z.string().nullable(),
  duration_ms: z.number(),
});
export type WebhookTestResult = z.infer<typeof WebhookTestResultSchema>;
