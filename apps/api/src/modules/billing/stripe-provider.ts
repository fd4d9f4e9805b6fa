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

/** How far a signature's timestamp may be from now, either way (Stripe's own default, in the past only). */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

/**
 * Verifies a webhook's signature on the raw body; throws when it does not match or its timestamp
 * is more than five minutes old or ahead (Stripe's library only refuses old ones: a signature
 * dated in the future would stay replayable for as long as it is ahead).
 */
export function verifyStripeEvent(rawBody: Buffer, signature: string, webhookSecret: string, now = Math.floor(Date.now() / 1000)): Stripe.Event {
  const timestamp = Number(/(?:^|,)\s*t=(\d+)/.exec(signature)?.[1]);
  if (!Number.isFinite(timestamp) || timestamp > now + SIGNATURE_TOLERANCE_SECONDS) throw new Error('Signature timestamp is missing or in the future');
  return Stripe.webhooks.constructEvent(rawBody, signature, webhookSecret, SIGNATURE_TOLERANCE_SECONDS);
}
