import type { Paged } from './client-types';
import type { Call } from './http';
import type { Webhook, WebhookDelivery, WebhookDeliveryListQuery, WebhookInput, WebhookTestResult } from './schemas';

const BASE = '/api/v1/organizations/current/webhooks';

/** The organization's outgoing webhooks and their delivery log (owners change them; members read). */
export function webhookEndpoints(call: Call) {
  return {
    listWebhooks: async () => (await call<{ data: Webhook[] }>('GET', BASE)).body.data,
    /** The answer holds the signing secret, shown this once. */
    createWebhook: async (webhook: WebhookInput) => (await call<{ data: Webhook }>('POST', BASE, { json: { webhook } })).body.data,
    updateWebhook: async (id: number, webhook: WebhookInput) => (await call<{ data: Webhook }>('PUT', `${BASE}/${id}`, { json: { webhook } })).body.data,
    deleteWebhook: async (id: number) => {
      await call<null>('DELETE', `${BASE}/${id}`);
    },
    /** Newest first; `status` narrows to pending, succeeded or failed deliveries. */
    listWebhookDeliveries: async (id: number, query: WebhookDeliveryListQuery = {}) => {
      const searchParams = Object.fromEntries(Object.entries(query).filter(([, v]) => v !== undefined && v !== '')) as Record<string, string | number>;
      return (await call<Paged<WebhookDelivery>>('GET', `${BASE}/${id}/deliveries`, { searchParams })).body;
    },
    resendWebhookDelivery: async (id: number, deliveryId: number) =>
      (await call<{ data: WebhookDelivery }>('POST', `${BASE}/${id}/deliveries/${deliveryId}/resend`)).body.data,
    /** Sends a signed `ping` now and says what the receiver answered. */
    testWebhook: async (id: number) => (await call<{ data: WebhookTestResult }>('POST', `${BASE}/${id}/test`)).body.data,
  };
}
