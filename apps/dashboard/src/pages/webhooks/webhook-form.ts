import { WEBHOOK_EVENT_TYPES, WebhookInputSchema, type Webhook, type WebhookEventType, type WebhookInput } from '@parley/api-client/schemas';
import { schemaErrors, type FieldErrors } from '../../lib/forms';

export { WEBHOOK_EVENT_TYPES };
export type { WebhookEventType };

/** What the add and edit forms hold. */
export interface WebhookDraft {
  url: string;
  events: WebhookEventType[];
  enabled: boolean;
}

/** The translation key of an event's description in words ("a visitor left their contact details"). */
export const eventWordsKey = (type: WebhookEventType) => `webhooks.events.${type.replace('.', '_')}`;

export const EMPTY_DRAFT: WebhookDraft = { url: '', events: ['lead.created'], enabled: true };
export const draftOf = (webhook: Webhook): WebhookDraft => ({ url: webhook.url, events: [...webhook.events], enabled: webhook.enabled });

export const toggleEvent = (events: WebhookEventType[], type: WebhookEventType, on: boolean): WebhookEventType[] =>
  on ? WEBHOOK_EVENT_TYPES.filter((t) => t === type || events.includes(t)) : events.filter((t) => t !== type);

/**
 * The form's errors by field (`url`, `events`), from the schema the server validates with, or
 * null when it may be sent. The server's own 422 (`webhook.url: …`) lands on the same fields.
 */
export function draftErrors(draft: WebhookDraft): FieldErrors | null {
  const errors = schemaErrors(WebhookInputSchema, draft satisfies WebhookInput);
  if (!errors) return null;
  const byField: FieldErrors = {};
  for (const [path, message] of Object.entries(errors)) byField[path.split('.')[0]!] ??= message;
  return byField;
}

/** A server error keyed `webhook.url` or `webhook.events.0` becomes the field's. */
export function fieldOf(errors: FieldErrors, field: 'url' | 'events'): string | undefined {
  return errors[field] ?? Object.entries(errors).find(([path]) => path === `webhook.${field}` || path.startsWith(`webhook.${field}.`))?.[1];
}
