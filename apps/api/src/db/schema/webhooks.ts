import { boolean, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { cascadeKey, choice, createdAt, id, timestamps, timestamptz } from './columns';
import { organizationId, tenantTable } from './organization-id';

/* Webhooks: the organization's servers told of business events, and each delivery's attempts (modules/webhooks). */

/**
 * A receiver of the organization's business events. `secret` signs every delivery, so it is kept
 * as it was given (like a tool's secret): an HMAC key cannot be stored as a hash.
 */
export const webhooks = tenantTable('webhooks', {
  url: text('url').notNull(),
  events: text('events').array().notNull(),
  secret: text('secret').notNull(),
  enabled: boolean('enabled').notNull().default(true),
  ...timestamps(),
});

/** One event sent to one webhook: what was sent, and how its attempts went. */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: id(),
    webhookId: cascadeKey('webhook_id', () => webhooks.id),
    organizationId: organizationId(),
    eventType: text('event_type').notNull(),
    eventId: text('event_id').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    status: choice('status', ['pending', 'succeeded', 'failed'], 'pending'),
    attempts: integer('attempts').notNull().default(0),
    responseStatus: integer('response_status'),
    responseExcerpt: text('response_excerpt'),
    lastError: text('last_error'),
    nextAttemptAt: timestamptz('next_attempt_at'),
    deliveredAt: timestamptz('delivered_at'),
    createdAt: createdAt(),
  },
  // The delivery log: one webhook's deliveries, newest first.
  (t) => [index('webhook_deliveries_webhook_idx').on(t.organizationId, t.webhookId, t.id)],
);
