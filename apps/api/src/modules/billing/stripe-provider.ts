import Stripe from 'stripe';
import type { BillingProvider } from './provider';

export interface StripeProviderOptions {
  secretKey: string;
  /** Tests point the client at a loopback server that speaks Stripe's wire format. */
  host?: string;
  port?: number;
  protocol?: 'http' | 'https';
}

export function createStripeClient({ secretKey, host, port, protocol }: StripeProviderOptions): Stripe {
  return new Stripe(secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    appInfo: { name: 'Parley' },
    ...(host && { host }),
    ...(port && { port }),
    ...(protocol && { protocol }),
  });
}

/** Stripe Checkout, subscriptions and the customer portal through the official `stripe` client. */
export function createStripeProvider(options: StripeProviderOptions): BillingProvider {
  const stripe = createStripeClient(options);
  return {
    kind: 'stripe',
    async createCheckoutSession({ organizationId, customerEmail, customerId, stripePriceId, successUrl, cancelUrl }) {
      const session = await stripe.checkout.sessions.create({
        mode: 'subscription',
        line_items: [{ price: stripePriceId, quantity: 1 }],
        client_reference_id: String(organizationId),
        ...(customerId ? { customer: customerId } : { customer_email: customerEmail }),
        success_url: successUrl,
        cancel_url: cancelUrl,
        metadata: { organization_id: String(organizationId) },
        subscription_data: { metadata: { organization_id: String(organizationId) } },
      });
      if (!session.url) throw new Error('Stripe returned a checkout session without a URL');
      return { id: session.id, url: session.url };
    },
    async changePrice({ subscriptionId, stripePriceId }) {
      const subscription = await stripe.subscriptions.retrieve(subscriptionId);
      const item = subscription.items.data[0];
      if (!item) throw new Error(`Subscription ${subscriptionId} has no items`);
      await stripe.subscriptions.update(subscriptionId, {
        items: [{ id: item.id, price: stripePriceId }],
        proration_behavior: 'create_prorations',
      });
    },
    async setCancelAtPeriodEnd({ subscriptionId, cancel }) {
      await stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: cancel });
    },
    async portalUrl({ customerId, returnUrl }) {
      const session = await stripe.billingPortal.sessions.create({ customer: customerId, return_url: returnUrl });
      return session.url;
    },
    async paymentSucceeded(paymentIntentId) {
      return (await stripe.paymentIntents.retrieve(paymentIntentId)).status === 'succeeded';
    },
    async setupSucceeded(setupIntentId) {
      return (await stripe.setupIntents.retrieve(setupIntentId)).status === 'succeeded';
    },
  };
}

/** Verifies a webhook's signature on the raw body; throws when it does not match. */
export function verifyStripeEvent(rawBody: Buffer, signature: string, webhookSecret: string): Stripe.Event {
  return Stripe.webhooks.constructEvent(rawBody, signature, webhookSecret);
}
