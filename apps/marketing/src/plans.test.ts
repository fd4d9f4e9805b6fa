import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatDollars, planCards, PLANS_AT_BUILD } from './plans';

describe('plans at build time', () => {
  it('match the plans the database migration seeds', () => {
    const sql = readFileSync(join(__dirname, '..', '..', 'api', 'drizzle', '0001_billing.sql'), 'utf8');
    const seeded = [...sql.matchAll(/SELECT "id", '(\w+)', '(\w+)', '(month|year)', (\d+) FROM "plans" WHERE "name" = '(\w+)'/g)].map((m) => ({
      plan: m[5],
      code: m[1],
      stripe_price_id: m[2],
      billing_interval: m[3],
      amount_cents: Number(m[4]),
    }));
    expect(seeded.length).toBeGreaterThan(0);
    const snapshot = PLANS_AT_BUILD.flatMap((plan) => plan.attributes.plan_prices.map((price) => ({ plan: plan.attributes.name, ...price })));
    expect(snapshot).toEqual(seeded);
  });

  it('become one card per plan with its monthly and yearly price', () => {
    expect(planCards(PLANS_AT_BUILD)).toEqual([
      { name: 'intern', month: 0, year: null },
      { name: 'voice', month: 5000, year: 51000 },
    ]);
  });

  it('shows whole dollars in the language of the page', () => {
    expect(formatDollars(51000, 'en')).toBe('$510');
    expect(formatDollars(5000, 'es')).toMatch(/^50\s?US\$$/);
    expect(formatDollars(0, 'en')).toBe('$0');
  });
});
