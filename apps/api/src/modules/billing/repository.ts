import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { analyticsEvents, billingChanges, billingEvents, checkoutSessions, organizations, planPrices, plans, subscriptions, trials } from '../../db/schema';

export type PriceRow = typeof planPrices.$inferSelect;
export type PlanRow = typeof plans.$inferSelect;
export type SubscriptionRow = typeof subscriptions.$inferSelect;
export type PricedPlan = { price: PriceRow; plan: PlanRow };

/** The fields a change may set, copied from a stored row (never its id or owner). */
export const subscriptionState = (row: SubscriptionRow) => ({
  planPriceId: row.planPriceId,
  status: row.status,
  stripeCustomerId: row.stripeCustomerId,
  stripeSubscriptionId: row.stripeSubscriptionId,
  currentPeriodEnd: row.currentPeriodEnd,
  cancelAtPeriodEnd: row.cancelAtPeriodEnd,
  lastEventAt: row.lastEventAt,
});

/** Queries only. Everything an organization owns is read through its organization id. */
export function createBillingRepository(db: Db) {
  const priced = () => db.select({ price: planPrices, plan: plans }).from(planPrices).innerJoin(plans, eq(plans.id, planPrices.planId));
  return {
    db,
    async listPlans(productType?: string) {
      const rows = await priced()
        .where(productType ? eq(plans.productType, productType) : undefined)
        .orderBy(asc(plans.position), asc(planPrices.amountCents));
      const byPlan = new Map<number, { plan: PlanRow; prices: PriceRow[] }>();
      for (const { plan, price } of rows) {
        const entry = byPlan.get(plan.id) ?? { plan, prices: [] };
        entry.prices.push(price);
        byPlan.set(plan.id, entry);
      }
      return [...byPlan.values()];
    },
    findPriceByStripeId: async (stripePriceId: string): Promise<PricedPlan | null> =>
      (await priced().where(eq(planPrices.stripePriceId, stripePriceId)))[0] ?? null,
    findPriceById: async (id: number): Promise<PricedPlan | null> => (await priced().where(eq(planPrices.id, id)))[0] ?? null,
    findPriceByPlanName: async (planName: string, interval: 'month' | 'year' = 'month'): Promise<PricedPlan | null> =>
      (await priced().where(and(eq(plans.name, planName), eq(planPrices.billingInterval, interval))))[0] ?? null,
    /** Operators point the seeded prices at their own Stripe prices (STRIPE_PRICE_*). */
    setStripePriceId: (code: string, stripePriceId: string) => db.update(planPrices).set({ stripePriceId }).where(eq(planPrices.code, code)),

    organizationExists: async (organizationId: number) =>
      (await db.select({ id: organizations.id }).from(organizations).where(eq(organizations.id, organizationId))).length === 1,
    findSubscription: async (organizationId: number) =>
      (await db.select().from(subscriptions).where(eq(subscriptions.organizationId, organizationId)))[0] ?? null,
    findSubscriptionByProviderId: async (stripeSubscriptionId: string) =>
      (await db.select().from(subscriptions).where(eq(subscriptions.stripeSubscriptionId, stripeSubscriptionId)))[0] ?? null,
    async saveSubscription(organizationId: number, values: Omit<typeof subscriptions.$inferInsert, 'organizationId' | 'id'>) {
      const [row] = await db
        .insert(subscriptions)
        .values({ organizationId, ...values })
        .onConflictDoUpdate({ target: subscriptions.organizationId, set: { ...values, updatedAt: new Date() } })
        .returning();
      return row!;
    },

    insertCheckoutSession: (values: typeof checkoutSessions.$inferInsert) => db.insert(checkoutSessions).values(values),
    findCheckoutSession: async (organizationId: number, id: string) =>
      (
        await db
          .select()
          .from(checkoutSessions)
          .where(and(eq(checkoutSessions.id, id), eq(checkoutSessions.organizationId, organizationId)))
      )[0] ?? null,
    /** By its unguessable id alone: the TEST MODE page and provider events carry no organization. */
    findCheckoutSessionById: async (id: string) => (await db.select().from(checkoutSessions).where(eq(checkoutSessions.id, id)))[0] ?? null,
    setCheckoutStatus: (id: string, status: 'complete' | 'expired') =>
      db
        .update(checkoutSessions)
        .set({ status })
        .where(and(eq(checkoutSessions.id, id), eq(checkoutSessions.status, 'open'))),

    /** True the first time an organization starts a trial, false ever after. */
    async claimTrial(organizationId: number, userId: number) {
      const rows = await db.insert(trials).values({ organizationId, startedBy: userId }).onConflictDoNothing().returning();
      return rows.length === 1;
    },
    /** True the first time an event id is seen: the caller applies it then, and only then. */
    async claimEvent(id: string, type: string) {
      const rows = await db.insert(billingEvents).values({ id, type }).onConflictDoNothing().returning();
      return rows.length === 1;
    },
    recordChange: (values: typeof billingChanges.$inferInsert) => db.insert(billingChanges).values(values),
    listChanges: (organizationId: number) =>
      db.select().from(billingChanges).where(eq(billingChanges.organizationId, organizationId)).orderBy(asc(billingChanges.id)),
    insertAnalyticsEvent: (values: typeof analyticsEvents.$inferInsert) => db.insert(analyticsEvents).values(values),
    listAnalyticsEvents: (organizationId: number) =>
      db.select().from(analyticsEvents).where(eq(analyticsEvents.organizationId, organizationId)).orderBy(asc(analyticsEvents.id)),
  };
}

export type BillingRepository = ReturnType<typeof createBillingRepository>;
