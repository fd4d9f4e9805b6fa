import {
  MAX_WEBHOOKS,
  WebhookDeliveryListQuerySchema,
  WebhookDeliveryParamsSchema,
  WebhookDeliverySchema,
  WebhookRequestSchema,
  WebhookSchema,
  WebhookTestResultSchema,
} from '../schemas/webhooks';
import * as D from '../schemas/responses';
import { created, deleteById, group, listAll, ok, ORG, updateById } from './draft';

const EVENT_DOC =
  'Each delivery is a `POST` of one event (`WebhookEvent`: `{ id: "evt_…", type, created_at, data }`) with `Content-Type: application/json`, ' +
  '`User-Agent: Parley-Webhooks/1` and `Parley-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>" with the secret>`. ' +
  'A 2xx answer within 10 s is a success; anything else is retried with growing delays for about 24 hours. Redirects are not followed.';

export const WEBHOOKS_OPERATIONS = group('Webhooks', [
  listAll(`${ORG}/webhooks`, {
    operationId: 'listWebhooks',
    summary: 'The organization’s webhooks (their secrets are never shown again)',
    description: EVENT_DOC,
    item: WebhookSchema,
  }),
  {
    method: 'POST',
    path: `${ORG}/webhooks`,
    operationId: 'createWebhook',
    role: 'owner',
    summary: 'Add a webhook; the answer shows its signing secret this once',
    description: `${EVENT_DOC} The URL must be http(s), without a username or password, and (unless the server allows private networks) not a private or loopback address.`,
    body: WebhookRequestSchema,
    responses: { ...created(D.dataOf(WebhookSchema)), 409: { description: `The organization already has ${MAX_WEBHOOKS} webhooks` } },
    client: ['createWebhook'],
  },
  updateById(`${ORG}/webhooks`, {
    operationId: 'updateWebhook',
    summary: 'Change a webhook’s URL, events or whether it is enabled',
    role: 'owner',
    body: WebhookRequestSchema,
    item: WebhookSchema,
  }),
  deleteById(`${ORG}/webhooks`, { operationId: 'deleteWebhook', summary: 'Delete a webhook and its delivery log', role: 'owner' }),
  {
    method: 'GET',
    path: `${ORG}/webhooks/{id}/deliveries`,
    operationId: 'listWebhookDeliveries',
    summary: 'The webhook’s deliveries, newest first, with each one’s attempts and last answer',
    params: D.IdParams,
    query: WebhookDeliveryListQuerySchema,
    responses: ok(D.pagedOf(WebhookDeliverySchema)),
    client: ['listWebhookDeliveries'],
  },
  {
    method: 'POST',
    path: `${ORG}/webhooks/{id}/deliveries/{deliveryId}/resend`,
    operationId: 'resendWebhookDelivery',
    role: 'owner',
    summary: 'Send a delivery again (same event id, fresh attempts)',
    params: WebhookDeliveryParamsSchema,
    responses: { ...ok(D.dataOf(WebhookDeliverySchema)), 409: { description: 'The delivery is still being attempted' } },
    client: ['resendWebhookDelivery'],
  },
  {
    method: 'POST',
    path: `${ORG}/webhooks/{id}/test`,
    operationId: 'testWebhook',
    role: 'owner',
    summary: 'Send a signed `ping` event now and say what the receiver answered (not retried, not logged)',
    description: 'The answer holds the event as sent (`WebhookEvent`, the body every delivery has).',
    params: D.IdParams,
    responses: ok(D.dataOf(WebhookTestResultSchema)),
    client: ['testWebhook'],
  },
]);
