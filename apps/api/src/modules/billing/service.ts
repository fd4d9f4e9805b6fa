import type {
  AnalyticsEventRequestSchema,
  ChangeSubscriptionRequestSchema,
  CheckoutRequestSchema,
  CreateSubscriptionRequestSchema,
  Plan,
  PlanCode,
  Subscription,
  TrialRequestSchema,
} from '@parley/contract';
import type { z } from 'zod';
import type { TokenClaims } from '../../auth/tokens';
import { AppError } from '../../errors';
import { applyProviderEvent } from './events';
import { isActive, periodEnd, trialEnd } from './periods';
import type { BillingProvider, ProviderEvent } from './provider';
import { subscriptionState, type BillingRepository, type PricedPlan, type SubscriptionRow } from './repository';
import { newTestId } from './test-mode-provider';

export interface BillingServiceDeps {
  repo: BillingRepository;
  provider: BillingProvider;
  /** The signed-in person's email, for the provider's receipt. */
  emailOf: (userId: number) => Promise<string>;
}

export function toPlanDto({ plan, prices }: { plan: PricedPlan['plan']; prices: PricedPlan['price'][] }): Plan {
  return {
    id: plan.id,
    type: 'plan',
    attributes: {
      name: plan.name,
      product_type: plan.productType as Plan['attributes']['product_type'],
      plan_prices: prices.map((price) => ({
        stripe_price_id: price.stripePriceId,
        code: price.code as PlanCode,
        billing_interval: price.billingInterval,
        amount_cents: price.amountCents,
      })),
    },
  };
}

export function createBillingService({ repo, provider, emailOf }: BillingServiceDeps) {
  async function dto(row: SubscriptionRow): Promise<Subscription> {
    const priced = (await repo.findPriceById(row.planPriceId))!;
    return {
      status: row.status,
      stripe_status: row.status,
      is_active: isActive(row),
      plan: {
        name: priced.plan.name,
        code: priced.price.code as PlanCode,
        product_type: priced.plan.productType as Subscription['plan']['product_type'],
        interval: priced.price.billingInterval,
        amount_cents: priced.price.amountCents,
      },
      current_period_end: row.currentPeriodEnd?.toISOString() ?? null,
      cancel_at_period_end: row.cancelAtPeriodEnd,
      provider: provider.kind,
      can_manage_payment_method: provider.kind === 'stripe' && Boolean(row.stripeCustomerId),
    };
  }

  async function priceOrFail(stripePriceId: string): Promise<PricedPlan> {
    const priced = await repo.findPriceByStripeId(stripePriceId);
    if (!priced) throw AppError.invalid('price_id', 'No price found for selected plan');
    return priced;
  }

  async function currentOrFail(organizationId: number): Promise<SubscriptionRow> {
    const row = await repo.findSubscription(organizationId);
    if (!row) throw AppError.notFound('This organization has no subscription');
    return row;
  }

  /** Saves a change made from the dashboard, with who made it and from what to what. */
  async function change(claims: TokenClaims, action: string, before: SubscriptionRow | null, values: Parameters<BillingRepository['saveSubscription']>[1]) {
    const after = await repo.saveSubscription(claims.organizationId, values);
    const code = async (id?: number) => (id ? ((await repo.findPriceById(id))?.price.code ?? null) : null);
    await repo.recordChange({
      organizationId: claims.organizationId,
      userId: claims.userId,
      action,
      source: 'dashboard',
      fromPlan: await code(before?.planPriceId),
      toPlan: await code(after.planPriceId),
      fromStatus: before?.status ?? null,
      toStatus: after.status,
    });
    return dto(after);
  }

  const activePaid = async (row: SubscriptionRow | null) =>
    row !== null && isActive(row) && ((await repo.findPriceById(row.planPriceId))?.price.amountCents ?? 0) > 0;

  return {
    async plans(productType?: string) {
      return (await repo.listPlans(productType)).map(toPlanDto);
    },

    async current(claims: TokenClaims) {
      return dto(await currentOrFail(claims.organizationId));
    },

    async checkout(claims: TokenClaims, input: z.output<typeof CheckoutRequestSchema>, origin: string) {
      const priced = await priceOrFail(input.price_id);
      if (priced.price.amountCents === 0) throw AppError.invalid('price_id', 'The free plan needs no checkout');
      const current = await repo.findSubscription(claims.organizationId);
      if (await activePaid(current)) throw AppError.conflict('You already have a paid subscription; change your plan instead');
      const session = await provider.createCheckoutSession({
        organizationId: claims.organizationId,
        customerEmail: await emailOf(claims.userId),
        customerId: current?.stripeCustomerId ?? null,
        stripePriceId: priced.price.stripePriceId,
        successUrl: `${origin}/?session_id={CHECKOUT_SESSION_ID}`,
        cancelUrl: `${origin}/billing/subscribe-failed`,
      });
      await repo.insertCheckoutSession({
        id: session.id,
        organizationId: claims.organizationId,
        planPriceId: priced.price.id,
        provider: provider.kind,
        createdBy: claims.userId,
      });
      return { id: session.id, url: session.url, status: 'open' as const };
    },

    async getCheckout(claims: TokenClaims, id: string) {
      const session = await repo.findCheckoutSession(claims.organizationId, id);
      if (!session) throw AppError.notFound('Checkout session not found');
      return { id: session.id, url: '', status: session.status };
    },

    /** The free plan at once; a paid plan only with a payment the provider confirms. */
    async subscribe(claims: TokenClaims, input: z.output<typeof CreateSubscriptionRequestSchema>) {
      const priced = await priceOrFail(input.price_id);
      const before = await repo.findSubscription(claims.organizationId);
      if (await activePaid(before)) throw AppError.conflict('You already have a paid subscription; change your plan instead');
      const paid = priced.price.amountCents > 0;
      if (paid && !(input.payment_intent_id && (await provider.paymentSucceeded(input.payment_intent_id)))) {
        throw AppError.invalid('payment_intent_id', 'The payment has not succeeded');
      }
      return change(claims, 'subscribed', before, {
        planPriceId: priced.price.id,
        status: 'active',
        stripeCustomerId: before?.stripeCustomerId ?? null,
        stripeSubscriptionId: null,
        currentPeriodEnd: paid ? periodEnd(new Date(), priced.price.billingInterval) : null,
        cancelAtPeriodEnd: false,
        lastEventAt: before?.lastEventAt ?? null,
      });
    },

    /** Change plan now; the provider prorates the difference. */
    async changePlan(claims: TokenClaims, input: z.output<typeof ChangeSubscriptionRequestSchema>) {
      const priced = await priceOrFail(input.price_id);
      const before = await currentOrFail(claims.organizationId);
      if (!isActive(before)) throw AppError.conflict('Your subscription is not active; choose a plan through checkout');
      if (before.planPriceId === priced.price.id) throw AppError.conflict('This is already your plan');
      if (priced.price.amountCents === 0) {
        throw AppError.invalid('price_id', 'To move to the free plan, cancel your subscription; it stays active until the end of the period');
      }
      if (!(await activePaid(before)) || (provider.kind === 'stripe' && !before.stripeSubscriptionId)) {
        throw AppError.conflict('Choose a paid plan through checkout');
      }
      if (before.stripeSubscriptionId) await provider.changePrice({ subscriptionId: before.stripeSubscriptionId, stripePriceId: priced.price.stripePriceId });
      const now = new Date();
      return change(claims, 'plan_changed', before, {
        ...subscriptionState(before),
        planPriceId: priced.price.id,
        // Test mode has no provider to start a new period; Stripe's event will set its own date.
        currentPeriodEnd: provider.kind === 'test_mode' ? periodEnd(now, priced.price.billingInterval) : before.currentPeriodEnd,
        cancelAtPeriodEnd: false,
      });
    },

    async startTrial(claims: TokenClaims, input: z.output<typeof TrialRequestSchema>) {
      const priced = await repo.findPriceByPlanName(input.trial.plan_name);
      if (!priced || priced.price.amountCents === 0) throw AppError.invalid('trial.plan_name', 'No trial is offered for this plan');
      const before = await repo.findSubscription(claims.organizationId);
      if (before && isActive(before)) throw AppError.conflict('You already have an active subscription');
      const setupIntent = input.trial.setup_intent_id;
      if (provider.kind === 'stripe' && !(setupIntent && (await provider.setupSucceeded(setupIntent)))) {
        throw AppError.invalid('trial.setup_intent_id', 'Add a card to start the trial');
      }
      if (!(await repo.claimTrial(claims.organizationId, claims.userId))) {
        throw AppError.conflict('This organization has already used its free trial');
      }
      return change(claims, 'trial_started', before, {
        planPriceId: priced.price.id,
        status: 'trialing',
        stripeCustomerId: before?.stripeCustomerId ?? null,
        stripeSubscriptionId: null,
        currentPeriodEnd: trialEnd(new Date()),
        cancelAtPeriodEnd: false,
        lastEventAt: before?.lastEventAt ?? null,
      });
    },

    /** Cancel at the end of the paid period, or undo that (Keep Subscription). */
    async setCancellation(claims: TokenClaims, cancel: boolean) {
      const before = await currentOrFail(claims.organizationId);
      if (!isActive(before)) throw AppError.conflict('Your subscription is not active');
      if (!before.currentPeriodEnd) throw AppError.conflict('The free plan has no billing period to cancel');
      if (before.cancelAtPeriodEnd === cancel) return dto(before);
      if (before.stripeSubscriptionId) await provider.setCancelAtPeriodEnd({ subscriptionId: before.stripeSubscriptionId, cancel });
      return change(claims, cancel ? 'cancellation_requested' : 'cancellation_withdrawn', before, { ...subscriptionState(before), cancelAtPeriodEnd: cancel });
    },

    async portal(claims: TokenClaims, returnUrl: string) {
      const row = await currentOrFail(claims.organizationId);
      const url = row.stripeCustomerId ? await provider.portalUrl({ customerId: row.stripeCustomerId, returnUrl }) : null;
      if (!url) throw AppError.conflict('Payment methods are managed in Stripe; this server runs in test mode without card payments');
      return { url };
    },

    async track(claims: TokenClaims, input: z.output<typeof AnalyticsEventRequestSchema>) {
      await repo.insertAnalyticsEvent({
        organizationId: claims.organizationId,
        userId: claims.userId,
        name: input.event.name,
        properties: input.event.properties,
      });
    },

    /** TEST MODE: the person paid on Parley's page → the same event Stripe would send. */
    async completeTestCheckout(sessionId: string) {
      const session = await repo.findCheckoutSessionById(sessionId);
      if (!session || session.provider !== 'test_mode') throw AppError.notFound('Checkout session not found');
      const event: ProviderEvent = {
        id: newTestId('evt'),
        type: 'checkout.session.completed',
        created: Math.floor(Date.now() / 1000),
        data: { object: { id: session.id, customer: `cus_test_org${session.organizationId}`, subscription: newTestId('sub') } },
      };
      return applyProviderEvent(repo.db, event, 'test_mode');
    },

    async cancelTestCheckout(sessionId: string) {
      const session = await repo.findCheckoutSessionById(sessionId);
      if (!session || session.provider !== 'test_mode') throw AppError.notFound('Checkout session not found');
      await repo.setCheckoutStatus(session.id, 'expired');
    },

    findCheckoutForPage: (sessionId: string) => repo.findCheckoutSessionById(sessionId),
    priceById: (id: number) => repo.findPriceById(id),
    applyEvent: (event: ProviderEvent) => applyProviderEvent(repo.db, event, 'stripe'),
  };
}

export type BillingService = ReturnType<typeof createBillingService>;
