import { ApiError } from './errors';
import type { SendOperation } from './operation-call';
import type { AnalyticsEventRequest, ChangeSubscriptionRequest, CheckoutRequest, CreateSubscriptionRequest, Plan, Subscription, TrialRequest } from './schemas';

/** Plans, the subscription and its checkout, the billing portal, and product analytics events. */
export function billingEndpoints(send: SendOperation) {
  return {
    listPlans: async (productType: Plan['attributes']['product_type'] = 'voice_ai') =>
      (await send('listPlans', { query: { product_type: productType } })).body.data,
    /** The subscription, or null when there is none (404). */
    getCurrentSubscription: async (): Promise<Subscription | null> => {
      try {
        return (await send('getCurrentSubscription')).body.data;
      } catch (error) {
        if (error instanceof ApiError && error.isNotFound) return null;
        throw error;
      }
    },
    /** Subscribed, in its grace days (and until when), or lapsed. */
    getStanding: async () => (await send('getStanding')).body.data,
    /** The plan's features and limits, and the members and messages this month. */
    getPlanUsage: async () => (await send('getPlanUsage')).body.data,
    /** A checkout session to send the browser to. */
    createCheckout: async (request: CheckoutRequest) => (await send('createCheckout', { json: request })).body,
    /** Whether the checkout completed. */
    getCheckout: async (id: string) => (await send('getCheckout', { params: { id } })).body,
    createSubscription: async (request: CreateSubscriptionRequest) => (await send('createSubscription', { json: request })).body.data,
    /** Change plan now, prorated. */
    changeSubscription: async (request: ChangeSubscriptionRequest) => (await send('changeSubscription', { json: request })).body.data,
    /** Once per organization. */
    startTrial: async (request: TrialRequest) => (await send('startTrial', { json: request })).body.data,
    /** Cancel at the end of the period. */
    cancelSubscription: async () => (await send('cancelSubscription')).body.data,
    /** Keep the subscription after all. */
    keepSubscription: async () => (await send('keepSubscription')).body.data,
    /** The Stripe customer portal (payment method, invoices). */
    openBillingPortal: async () => (await send('openBillingPortal')).body,
    /** A product analytics event, stored server-side. */
    trackEvent: async (request: AnalyticsEventRequest) => {
      await send('trackEvent', { json: request });
    },
  };
}
