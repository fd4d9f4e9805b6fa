import type { Standing } from '@parley/contract';
import { describe, expect, it } from 'vitest';
import { signUpOwner, useTestApp, type TestApp } from '../../test-app';
import { testDatabases } from '../../test-databases';

const DAY_MS = 24 * 60 * 60 * 1000;

const standing = async (app: TestApp, headers: Record<string, string>) => app.inject({ method: 'GET', url: '/api/v1/billings/standing', headers });
const freePlan = (app: TestApp, headers: Record<string, string>) =>
  app.inject({ method: 'POST', url: '/api/v1/billings/subscription', headers, payload: { price_id: 'price_parley_intern', payment_intent_id: null } });

describe.each(testDatabases())('the standing the dashboard reads on $name', ({ open }) => {
  let app: TestApp;
  useTestApp(open, {}, (opened) => (app = opened.app));

  it('a new business is in its grace days until seven days after signing up, and a plan makes it subscribed at once', async () => {
    const before = Date.now();
    const shop = await signUpOwner(app, 'standing', 'Standing Co');
    const response = await standing(app, shop.auth);
    expect(response.statusCode).toBe(200);
    const { data } = response.json<{ data: Standing }>();
    expect(data.state).toBe('grace');
    const endsAt = Date.parse(data.grace_ends_at ?? '');
    expect(endsAt).toBeGreaterThanOrEqual(before + 7 * DAY_MS - 1000);
    expect(endsAt).toBeLessThanOrEqual(Date.now() + 7 * DAY_MS);

    expect((await freePlan(app, shop.auth)).statusCode).toBe(201);
    expect((await standing(app, shop.auth)).json()).toEqual({ data: { state: 'subscribed', grace_ends_at: null } });
  });

  it("is the caller's own organization's: another business's plan does not show, and nobody signed out may ask", async () => {
    const subscribed = await signUpOwner(app, 'standing-a', 'A Co');
    const other = await signUpOwner(app, 'standing-b', 'B Co');
    expect((await freePlan(app, subscribed.auth)).statusCode).toBe(201);
    expect((await standing(app, subscribed.auth)).json<{ data: Standing }>().data.state).toBe('subscribed');
    expect((await standing(app, other.auth)).json<{ data: Standing }>().data.state).toBe('grace');
    expect((await standing(app, {})).statusCode).toBe(401);
  });
});

describe.each(testDatabases())('a business past its grace days on $name', ({ open }) => {
  let app: TestApp;
  useTestApp(open, { env: { SUBSCRIPTION_GRACE_DAYS: 0 } }, (opened) => (app = opened.app));

  it('is lapsed, and says when its grace days ended', async () => {
    const shop = await signUpOwner(app, 'lapsed', 'Lapsed Co');
    const { data } = (await standing(app, shop.auth)).json<{ data: Standing }>();
    expect(data.state).toBe('lapsed');
    expect(Date.parse(data.grace_ends_at ?? '')).toBeLessThanOrEqual(Date.now());
  });
});
