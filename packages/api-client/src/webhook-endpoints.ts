import type { CollectionCalls } from './collection-calls';
import type { SendOperation } from './operation-call';
import type { WebhookDeliveryListQuery } from './schemas';

/** The organization's outgoing webhooks and their delivery log (owners change them; members read). */
export function webhookEndpoints(send: SendOperation, collection: CollectionCalls) {
  return {
    // createWebhook's answer holds the signing secret, shown this once.
    ...collection('webhook', { list: 'listWebhooks', create: 'createWebhook', update: 'updateWebhook', delete: 'deleteWebhook' }),
    /** Newest first; `status` narrows to pending, succeeded or failed deliveries. */
    listWebhookDeliveries: async (id: number, query: WebhookDeliveryListQuery = {}) => (await send('listWebhookDeliveries', { params: { id }, query })).body,
    resendWebhookDelivery: async (id: number, deliveryId: number) => (await send('resendWebhookDelivery', { params: { id, deliveryId } })).body.data,
    /** Sends a signed `ping` now and says what the receiver answered. */
    testWebhook: async (id: number) => (await send('testWebhook', { params: { id } })).body.data,
  };
}
