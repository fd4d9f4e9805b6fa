/**
 * Plans as GET /api/v1/plans returns them (`{ data: [{ id, type, attributes }] }`), and what the
 * pricing page shows of them. The page is prerendered from PLANS_AT_BUILD, then its script asks
 * the API, so an operator's price change shows up without a rebuild.
 */
export interface ApiPlan {
  id: number;
  type: 'plan';
  attributes: {
    name: string;
    product_type: string;
    plan_prices: { stripe_price_id: string; code: string; billing_interval: 'month' | 'year'; amount_cents: number }[];
  };
}

/**
 * The plans migration 0001 seeds (apps/api/drizzle/0001_billing.sql); plans.test.ts reads that
 * file so the two cannot drift apart.
 */
export const PLANS_AT_BUILD: readonly ApiPlan[] = [
  {
    id: 1,
    type: 'plan',
    attributes: {
      name: 'intern',
      product_type: 'voice_ai',
      plan_prices: [{ stripe_price_id: 'price_parley_intern', code: 'intern', billing_interval: 'month', amount_cents: 0 }],
    },
  },
  {
    id: 2,
    type: 'plan',
    attributes: {
      name: 'voice',
      product_type: 'voice_ai',
      plan_prices: [
        { stripe_price_id: 'price_parley_voice_monthly', code: 'voice_monthly', billing_interval: 'month', amount_cents: 5000 },
        { stripe_price_id: 'price_parley_voice_yearly', code: 'voice_yearly', billing_interval: 'year', amount_cents: 51000 },
      ],
    },
  },
];

export interface PlanCard {
  name: string;
  /** Cents per month and per year; null where the plan has no price for that interval. */
  month: number | null;
  year: number | null;
}

export function planCards(plans: readonly ApiPlan[]): PlanCard[] {
  return plans.map((plan) => {
    const price = (interval: 'month' | 'year') => plan.attributes.plan_prices.find((p) => p.billing_interval === interval)?.amount_cents ?? null;
    return { name: plan.attributes.name, month: price('month'), year: price('year') };
  });
}

/** Whole dollars (spec §9: amount_cents / 100), written the way the language writes money. */
export function formatDollars(cents: number, lng: string): string {
  return new Intl.NumberFormat(lng, { style: 'currency', currency: 'USD', maximumFractionDigits: 0, minimumFractionDigits: 0 }).format(Math.round(cents / 100));
}
