import type { Subscription } from '@parley/api-client';

/** For tests: an active monthly Voice Sales Agent plan, as GET /api/v1/billings/current answers it. */
export const ACTIVE_VOICE_PLAN: Subscription = {
  status: 'active',
  stripe_status: 'active',
  is_active: true,
  current_period_end: null,
  cancel_at_period_end: false,
  provider: 'test_mode',
  can_manage_payment_method: false,
  plan: { name: 'voice', code: 'voice_monthly', product_type: 'voice_ai', interval: 'month', amount_cents: 5000 },
};
