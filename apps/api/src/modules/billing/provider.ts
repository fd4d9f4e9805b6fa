/** What the billing service needs from a card provider: Stripe, or the offline TEST MODE. */
export interface BillingProvider {
  readonly kind: 'stripe' | 'test_mode';
  createCheckoutSession(input: {
    organizationId: number;
    customerEmail: string;
    customerId: string | null;
    stripePriceId: string;
    successUrl: string;
    cancelUrl: string;
  }): Promise<{ id: string; url: string }>;
  /** Change the price of a live subscription now, prorated. */
  changePrice(input: { subscriptionId: string; stripePriceId: string }): Promise<void>;
  setCancelAtPeriodEnd(input: { subscriptionId: string; cancel: boolean }): Promise<void>;
  /** The customer portal (payment method, invoices); null where the provider has none. */
  portalUrl(input: { customerId: string; returnUrl: string }): Promise<string | null>;
  /** True when the payment (or card set-up, for trials) really succeeded at the provider. */
  paymentSucceeded(paymentIntentId: string): Promise<boolean>;
  setupSucceeded(setupIntentId: string): Promise<boolean>;
}

/**
 * The subset of a Stripe event this server reads. The TEST MODE checkout builds events of this
 * same shape, so both run through one handler.
 */
export interface ProviderEvent {
  id: string;
  type: string;
  created: number;
  // Any object: Stripe's typed objects (a union without index signatures) and TEST MODE's plain
  // ones both fit, and the handler reads it field by field as unknown values (events.ts).
  data: { object: object };
}
