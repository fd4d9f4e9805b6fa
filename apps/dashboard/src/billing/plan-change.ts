import type { ApiClient, BillingInterval, Plan, PlanCode, PlanPrice } from '@parley/api-client';

export const NO_PRICE_MESSAGE = 'No price found for selected plan';
/** The current-plan codes of spec §3: a paid tier the subscription can be moved between. */
const TIER_CODES: readonly PlanCode[] = ['voice_monthly', 'voice_yearly'];

export type PlanChangeApi = Pick<ApiClient, 'trackEvent' | 'createSubscription' | 'changeSubscription' | 'createCheckout'>;

export interface PlanChangeInput {
  plan: Plan;
  interval: BillingInterval;
  currentCode: PlanCode | null;
}

export type PlanChangeOutcome = { kind: 'success' } | { kind: 'checkout'; url: string };

/** The price a plan is bought at for an interval; the free plan has one price for all. */
export function priceFor(plan: Plan, interval: BillingInterval): PlanPrice | undefined {
  const prices = plan.attributes.plan_prices;
  return plan.attributes.name === 'intern' ? prices[0] : prices.find((price) => price.billing_interval === interval);
}

/**
 * Spec §4, plan change: the plan_selected event, then the intern shortcut, an update when a
 * current tier exists, else a checkout session to send the browser to.
 */
export async function changePlan(api: PlanChangeApi, { plan, interval, currentCode }: PlanChangeInput): Promise<PlanChangeOutcome> {
  await api
    .trackEvent({ event: { name: 'plan_selected', properties: { plan: plan.attributes.name, interval } } })
    .catch((error: unknown) => console.error('plan_selected was not recorded', error));
  const price = priceFor(plan, interval);
  if (!price) throw new Error(NO_PRICE_MESSAGE);
  if (plan.attributes.name === 'intern') {
    await api.createSubscription({ price_id: price.stripe_price_id, payment_intent_id: null });
    return { kind: 'success' };
  }
  if (currentCode && TIER_CODES.includes(currentCode)) {
    await api.changeSubscription({ price_id: price.stripe_price_id });
    return { kind: 'success' };
  }
  const session = await api.createCheckout({ price_id: price.stripe_price_id });
  return { kind: 'checkout', url: session.url };
}

/** Whole dollars from cents (spec §9). */
export const wholeDollars = (amountCents: number) => Math.round(amountCents / 100);
