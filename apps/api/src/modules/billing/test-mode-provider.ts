import { randomBytes } from 'node:crypto';
import type { BillingProvider } from './provider';

export const TEST_CHECKOUT_PATH = '/billing/test-checkout';
const id = (prefix: string) => `${prefix}_test_${randomBytes(18).toString('base64url')}`;

/**
 * The offline default (no STRIPE_SECRET_KEY): checkout happens on Parley's own page, clearly
 * labelled TEST MODE. No card is taken and nothing here imitates Stripe's servers.
 */
export function createTestModeProvider(): BillingProvider {
  /* eslint-disable @typescript-eslint/require-await -- nothing to wait for offline; async keeps BillingProvider's contract (a throw is a rejection) */
  return {
    kind: 'test_mode',
    async createCheckoutSession() {
      const sessionId = id('cs');
      return { id: sessionId, url: `${TEST_CHECKOUT_PATH}/${sessionId}` };
    },
    async changePrice() {},
    async setCancelAtPeriodEnd() {},
    portalUrl: async () => null,
    // Test mode takes no card payments outside its checkout page, so there is nothing to verify.
    paymentSucceeded: async () => false,
    setupSucceeded: async () => true,
  };
  /* eslint-enable @typescript-eslint/require-await */
}

export const newTestId = id;
