import type { Plan } from '@parley/api-client';
import { describe, expect, it, vi } from 'vitest';
import { changePlan, NO_PRICE_MESSAGE, wholeDollars } from './plan-change';

/** A Voice AI plan as the API lists it. */
const plan = (id: number, name: string, prices: Plan['attributes']['plan_prices']): Plan => ({
  id,
  type: 'plan',
  attributes: { name, product_type: 'voice_ai', plan_prices: prices },
});
const intern = plan(1, 'intern', [{ stripe_price_id: 'price_intern', code: 'intern', billing_interval: 'month', amount_cents: 0 }]);
const voice = plan(2, 'voice', [
  { stripe_price_id: 'price_m', code: 'voice_monthly', billing_interval: 'month', amount_cents: 5000 },
  { stripe_price_id: 'price_y', code: 'voice_yearly', billing_interval: 'year', amount_cents: 51000 },
]);

function fakeApi() {
  return {
    trackEvent: vi.fn(async () => {}),
    createSubscription: vi.fn(() => Promise.resolve({} as never)),
    changeSubscription: vi.fn(() => Promise.resolve({} as never)),
    createCheckout: vi.fn(() => Promise.resolve({ id: 'cs_1', url: '/billing/test-checkout/cs_1', status: 'open' as const })),
  };
}

describe('plan change (spec §4)', () => {
  it('records plan_selected, then subscribes to intern directly', async () => {
    const api = fakeApi();
    await expect(changePlan(api, { plan: intern, interval: 'year', currentCode: null })).resolves.toEqual({ kind: 'success' });
    expect(api.trackEvent).toHaveBeenCalledWith({ event: { name: 'plan_selected', properties: { plan: 'intern', interval: 'year' } } });
    expect(api.createSubscription).toHaveBeenCalledWith({ price_id: 'price_intern', payment_intent_id: null });
    expect(api.createCheckout).not.toHaveBeenCalled();
  });

  it('updates the subscription when a current tier exists', async () => {
    const api = fakeApi();
    await changePlan(api, { plan: voice, interval: 'year', currentCode: 'voice_monthly' });
    expect(api.changeSubscription).toHaveBeenCalledWith({ price_id: 'price_y' });
  });

  it('creates a checkout session otherwise, and returns where to send the browser', async () => {
    const api = fakeApi();
    await expect(changePlan(api, { plan: voice, interval: 'month', currentCode: 'intern' })).resolves.toEqual({
      kind: 'checkout',
      url: '/billing/test-checkout/cs_1',
    });
    expect(api.createCheckout).toHaveBeenCalledWith({ price_id: 'price_m' });
  });

  it('refuses a plan without a price for the interval', async () => {
    const api = fakeApi();
    const monthlyOnly: Plan = { ...voice, attributes: { ...voice.attributes, plan_prices: [voice.attributes.plan_prices[0]!] } };
    await expect(changePlan(api, { plan: monthlyOnly, interval: 'year', currentCode: null })).rejects.toThrow(NO_PRICE_MESSAGE);
  });

  it('goes on when the analytics event cannot be sent', async () => {
    const api = fakeApi();
    api.trackEvent.mockRejectedValueOnce(new Error('offline'));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await expect(changePlan(api, { plan: voice, interval: 'month', currentCode: null })).resolves.toMatchObject({ kind: 'checkout' });
  });

  it('shows whole dollars', () => {
    expect(wholeDollars(51000)).toBe(510);
    expect(wholeDollars(4999)).toBe(50);
  });
});
