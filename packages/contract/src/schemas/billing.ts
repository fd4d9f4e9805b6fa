import { z } from 'zod';

export const ProductTypeSchema = z.enum(['voice_ai']);
export const BillingIntervalSchema = z.enum(['month', 'year']);
export type BillingInterval = z.infer<typeof BillingIntervalSchema>;
/** The plan codes the dashboard compares against (spec §3 current-plan codes, and the free plan). */
export const PlanCodeSchema = z.enum(['intern', 'voice_monthly', 'voice_yearly']);
export type PlanCode = z.infer<typeof PlanCodeSchema>;

export const PlanPriceSchema = z.object({
  stripe_price_id: z.string(),
  code: PlanCodeSchema,
  billing_interval: BillingIntervalSchema,
  amount_cents: z.number().int().nonnegative(),
});
export type PlanPrice = z.infer<typeof PlanPriceSchema>;

export const PlanSchema = z.object({
  id: z.number().int(),
  type: z.literal('plan'),
  attributes: z.object({ name: z.string(), product_type: ProductTypeSchema, plan_prices: z.array(PlanPriceSchema) }),
});
export type Plan = z.infer<typeof PlanSchema>;

export const PlansQuerySchema = z.object({ product_type: ProductTypeSchema.optional() });

/** GET /api/v1/billings/current. `stripe_status` is the provider's status word; 404 means none. */
export const SubscriptionSchema = z.object({
  status: z.string(),
  stripe_status: z.string(),
  is_active: z.boolean(),
  plan: z.object({
    name: z.string(),
    code: PlanCodeSchema,
    product_type: ProductTypeSchema,
    interval: BillingIntervalSchema,
    amount_cents: z.number().int(),
  }),
  current_period_end: z.string().nullable(),
  cancel_at_period_end: z.boolean(),
  provider: z.enum(['stripe', 'test_mode']),
  can_manage_payment_method: z.boolean(),
});
export type Subscription = z.infer<typeof SubscriptionSchema>;

/**
 * GET /api/v1/billings/standing: what the organization may do now. `subscribed`: an active or
 * trialing plan; `grace`: none yet, but within the grace days after signing up or a lapse (every
 * page works); `lapsed`: neither. `grace_ends_at` says when the grace days end (or ended); null while subscribed.
 */
export const StandingSchema = z.object({ state: z.enum(['subscribed', 'grace', 'lapsed']), grace_ends_at: z.string().nullable() });
export type Standing = z.infer<typeof StandingSchema>;

/** A plan's limit: a number, or null for no limit. */
const PlanLimitSchema = z.number().int().nonnegative().nullable();
/**
 * GET /api/v1/billings/usage: what the organization's plan includes and how much of it is used.
 * `plan` is null without an active plan: the grace days get the free plan's features. Messages
 * are visitors' messages to the live agent since `period_start` (the calendar month, UTC).
 */
export const PlanUsageSchema = z.object({
  plan: PlanCodeSchema.nullable(),
  features: z.object({ voice: z.boolean(), members: PlanLimitSchema, messages_per_month: PlanLimitSchema }),
  usage: z.object({ members: z.number().int().nonnegative(), messages_this_month: z.number().int().nonnegative() }),
  period_start: z.string(),
});
export type PlanUsage = z.infer<typeof PlanUsageSchema>;

const PriceIdSchema = z.string({ error: 'Choose a plan price' }).trim().min(1, 'Choose a plan price').max(200);

export const CheckoutRequestSchema = z.object({ price_id: PriceIdSchema }).strict();
export type CheckoutRequest = z.input<typeof CheckoutRequestSchema>;

export const CheckoutSessionSchema = z.object({
  id: z.string(),
  /** Where to send the browser: Stripe Checkout, or Parley's TEST MODE page when Stripe is off. */
  url: z.string(),
  status: z.enum(['open', 'complete', 'expired']),
});
export type CheckoutSession = z.infer<typeof CheckoutSessionSchema>;

/** `…/checkout/{id}` and the TEST MODE checkout pages: a checkout session id (`cs_…`). */
export const CheckoutSessionIdParamsSchema = z.object({ id: z.string().regex(/^cs_[A-Za-z0-9_-]{4,200}$/, 'is not a checkout session id') });

export const CreateSubscriptionRequestSchema = z.object({ price_id: PriceIdSchema, payment_intent_id: z.string().max(200).nullable().optional() }).strict();
export type CreateSubscriptionRequest = z.input<typeof CreateSubscriptionRequestSchema>;

export const ChangeSubscriptionRequestSchema = z.object({ price_id: PriceIdSchema }).strict();
export type ChangeSubscriptionRequest = z.input<typeof ChangeSubscriptionRequestSchema>;

export const TrialRequestSchema = z.object({
  trial: z
    .object({
      plan_name: z.string({ error: 'Choose a plan for the trial' }).trim().min(1, 'Choose a plan for the trial').max(100),
      setup_intent_id: z.string().max(200).nullable().optional(),
    })
    .strict(),
});
export type TrialRequest = z.input<typeof TrialRequestSchema>;

export const PortalSessionSchema = z.object({ url: z.string() });

/** Analytics events the dashboard may record; anything else is refused. */
export const AnalyticsEventNameSchema = z.enum(['plan_selected']);
export const AnalyticsEventRequestSchema = z.object({
  event: z
    .object({
      name: AnalyticsEventNameSchema,
      properties: z
        .record(z.string().max(64), z.union([z.string().max(500), z.number(), z.boolean(), z.null()]))
        .refine((p) => Object.keys(p).length <= 20, { message: 'At most 20 properties' })
        .default({}),
    })
    .strict(),
});
export type AnalyticsEventRequest = z.input<typeof AnalyticsEventRequestSchema>;
