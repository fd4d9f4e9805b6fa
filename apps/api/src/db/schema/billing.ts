import { boolean, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { cascadeKey, choice, createdAt, id, setNullKey, timestamps, timestamptz } from './columns';
import { organizationId, organizationIndex, tenantTable } from './organization-id';
import { organizations, users } from './accounts';

/** Billing: plans and their prices (seeded by migration), one subscription per organization. */
export const plans = pgTable('plans', {
  id: id(),
  name: text('name').notNull().unique(),
  productType: text('product_type').notNull(),
  position: integer('position').notNull().default(0),
});

export const planPrices = pgTable('plan_prices', {
  id: id(),
  planId: cascadeKey('plan_id', () => plans.id),
  /** Current-plan code: `intern`, `voice_monthly`, `voice_yearly`. */
  code: text('code').notNull().unique(),
  stripePriceId: text('stripe_price_id').notNull().unique(),
  billingInterval: text('billing_interval', { enum: ['month', 'year'] }).notNull(),
  amountCents: integer('amount_cents').notNull(),
});

export const subscriptions = pgTable('subscriptions', {
  id: id(),
  organizationId: organizationId().unique(),
  planPriceId: integer('plan_price_id')
    .notNull()
    .references(() => planPrices.id),
  /** Stripe's subscription status: active, trialing, past_due, canceled, incomplete, unpaid. */
  status: text('status').notNull(),
  stripeCustomerId: text('stripe_customer_id'),
  stripeSubscriptionId: text('stripe_subscription_id').unique(),
  currentPeriodEnd: timestamptz('current_period_end'),
  cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
  /** `created` of the newest provider event applied, so late, out-of-order events change nothing. */
  lastEventAt: timestamptz('last_event_at'),
  ...timestamps(),
});

/** One trial per organization, ever: the unique key is the rule. */
export const trials = pgTable('trials', {
  organizationId: integer('organization_id')
    .primaryKey()
    .references(() => organizations.id, { onDelete: 'cascade' }),
  startedBy: setNullKey('started_by', () => users.id),
  createdAt: createdAt(),
});

export const checkoutSessions = pgTable(
  'checkout_sessions',
  {
    id: text('id').primaryKey(),
    organizationId: organizationId(),
    planPriceId: integer('plan_price_id')
      .notNull()
      .references(() => planPrices.id),
    /** open → complete | expired */
    status: choice('status', ['open', 'complete', 'expired'], 'open'),
    provider: text('provider', { enum: ['stripe', 'test_mode'] }).notNull(),
    createdBy: setNullKey('created_by', () => users.id),
    createdAt: createdAt(),
  },
  organizationIndex('checkout_sessions_org_idx'),
);

/** Provider event ids already handled: a replayed or duplicated event changes nothing. */
export const billingEvents = pgTable('billing_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: timestamptz('received_at').notNull().defaultNow(),
});

/** Every billing change: who, when, from what to what. */
export const billingChanges = tenantTable('billing_changes', {
  userId: setNullKey('user_id', () => users.id),
  action: text('action').notNull(),
  source: text('source', { enum: ['dashboard', 'stripe', 'test_mode'] }).notNull(),
  fromPlan: text('from_plan'),
  toPlan: text('to_plan'),
  fromStatus: text('from_status'),
  toStatus: text('to_status'),
  createdAt: createdAt(),
});
