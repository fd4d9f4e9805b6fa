import type { SendOperation } from './operation-call';
import type { WebhookDeliveryListQuery, WebhookInput } from './schemas';

/** The organization's outgoing webhooks and their delivery log (owners change them; members read). */
export function webhookEndpoints(send: SendOperation) {
  return {
    listWebhooks: async () => (await send('listWebhooks')).body.data,
    /** The answer holds the signing secret, shown this once. */
    createWebhook: async (webhook: WebhookInput) => (await send('createWebhook', { json: { webhook } })).body.data,
    updateWebhook: async (id: number, webhook: WebhookInput) => (await send('updateWebhook', { params: { id }, json: { webhook } })).body.data,
    deleteWebhook: async (id: number) => {
      await send('deleteWebhook', { params: { id } });
    },
    /** Newest first; `status` narrows to pending, succeeded or failed deliveries. */
    listWebhookDeliveries: async (id: number, query: WebhookDeliveryListQuery = {}) => (await send('listWebhookDeliveries', { params: { id }, query })).body,
    resendWebhookDelivery: async (id: number, deliveryId: number) => (await send('resendWebhookDelivery', { params: { id, deliveryId } })).body.data,
    /** Sends a signed `ping` now and says what the receiver answered. */
    testWebhook: async (id: number) => (await send('testWebhook', { params: { id } })).body.data,
  };
}
