import { ApiError } from './errors';
import type { Call } from './http';
import type {
  AnalyticsEventRequest,
  ChangeSubscriptionRequest,
  CheckoutRequest,
  CheckoutSession,
  CreateSubscriptionRequest,
  Plan,
  PlanUsage,
  Standing,
  Subscription,
  TrialRequest,
} from './schemas';

/** Plans, the subscription and its checkout, the billing portal, and product analytics events. */
export function billingEndpoints(call: Call) {
  return {
    /** GET /api/v1/plans?product_type=… */
    listPlans: async (productType: Plan['attributes']['product_type'] = 'voice_ai') =>
      (await call<{ data: Plan[] }>('GET', '/api/v1/plans', { searchParams: { product_type: productType } })).body.data,
    /** GET /api/v1/billings/current: the subscription, or null when there is none (404). */
    getCurrentSubscription: async (): Promise<Subscription | null> => {
      try {
        return (await call<{ data: Subscription }>('GET', '/api/v1/billings/current')).body.data;
      } catch (error) {
        if (error instanceof ApiError && error.isNotFound) return null;
        throw error;
      }
    },
    /** GET /api/v1/billings/standing: subscribed, in its grace days (and until when), or lapsed. */
    getStanding: async () => (await call<{ data: Standing }>('GET', '/api/v1/billings/standing')).body.data,
    /** GET /api/v1/billings/usage: the plan's features and limits, and the members and messages this month. */
    getPlanUsage: async () => (await call<{ data: PlanUsage }>('GET', '/api/v1/billings/usage')).body.data,
    /** POST /api/v1/billings/checkout: a checkout session to send the browser to. */
    createCheckout: async (request: CheckoutRequest) => (await call<CheckoutSession>('POST', '/api/v1/billings/checkout', { json: request })).body,
    /** GET /api/v1/billings/checkout/{id}: whether the checkout completed. */
    getCheckout: async (id: string) => (await call<CheckoutSession>('GET', `/api/v1/billings/checkout/${encodeURIComponent(id)}`)).body,
    /** POST /api/v1/billings/subscription {price_id, payment_intent_id} */
    createSubscription: async (request: CreateSubscriptionRequest) =>
      (await call<{ data: Subscription }>('POST', '/api/v1/billings/subscription', { json: request })).body.data,
    /** PUT /api/v1/billings/subscription {price_id}: change plan now, prorated. */
    changeSubscription: async (request: ChangeSubscriptionRequest) =>
      (await call<{ data: Subscription }>('PUT', '/api/v1/billings/subscription', { json: request })).body.data,
    /** POST /api/v1/billings/trial {trial:{plan_name, setup_intent_id}}: once per organization. */
    startTrial: async (request: TrialRequest) => (await call<{ data: Subscription }>('POST', '/api/v1/billings/trial', { json: request })).body.data,
    /** POST /api/v1/billings/subscription/cancellation: cancel at the end of the period. */
    cancelSubscription: async () => (await call<{ data: Subscription }>('POST', '/api/v1/billings/subscription/cancellation')).body.data,
    /** DELETE /api/v1/billings/subscription/cancellation: keep the subscription after all. */
    keepSubscription: async () => (await call<{ data: Subscription }>('DELETE', '/api/v1/billings/subscription/cancellation')).body.data,
    /** POST /api/v1/billings/portal: the Stripe customer portal (payment method, invoices). */
    openBillingPortal: async () => (await call<{ url: string }>('POST', '/api/v1/billings/portal')).body,
    /** POST /api/v1/analytics/events: a product analytics event, stored server-side. */
    trackEvent: async (request: AnalyticsEventRequest) => {
      await call<null>('POST', '/api/v1/analytics/events', { json: request });
    },
  };
}
