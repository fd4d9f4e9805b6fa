import Stripe from 'stripe';
import type { Plan, Subscription } from '@parley/contract';
import { describe, expect, it } from 'vitest';
import type { Database } from '../../db/database';
import { signUpOwner, useTestApp, type TestApp } from '../../test-app';
import { testDatabases } from '../../test-databases';
import { createBillingRepository } from './repository';

const WEBHOOK_SECRET = 'whsec_test_0123456789abcdef';
let seq = 0;
const unique = () => `${Date.now().toString(36)}b${++seq}`;

describe.each(testDatabases())('billing API on $name', ({ open }) => {
  let database: Database;
  let app: TestApp;
  useTestApp(open, { env: { STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET } }, (opened) => ({ app, database } = opened));

  const signup = () => signUpOwner(app, 'b', 'Shop');
  const current = async (auth: Record<string, string>) => app.inject({ method: 'GET', url: '/api/v1/billings/current', headers: auth });
  const checkout = (auth: Record<string, string>, priceId: string) =>
    app.inject({ method: 'POST', url: '/api/v1/billings/checkout', headers: auth, payload: { price_id: priceId } });
  const subscribe = (auth: Record<string, string>, payload: { price_id: string; payment_intent_id?: string | null }) =>
    app.inject({ method: 'POST', url: '/api/v1/billings/subscription', headers: auth, payload });
  /** Paying on the TEST MODE checkout page, as its button does. */
  const pay = (url: string) =>
    app.inject({ method: 'POST', url: `${url}/complete`, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: '' });

  /** New business → checkout on the TEST MODE page → paid; returns the session id. */
  async function subscribeThroughTestCheckout(auth: Record<string, string>, priceId = 'price_parley_voice_yearly') {
    const session = await checkout(auth, priceId);
    expect(session.statusCode).toBe(201);
    const { id, url } = session.json<{ id: string; url: string }>();
    const page = await app.inject({ method: 'GET', url });
    expect(page.body).toContain('TEST MODE');
    const paid = await pay(url);
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(`/?session_id=${id}`);
    return id;
  }

  it('lists the seeded plans with whole prices; yearly is 12 × monthly − 15%', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/v1/plans?product_type=voice_ai' });
    expect(res.statusCode).toBe(200);
    const plans = res.json<{ data: Plan[] }>().data;
    expect(plans.map((p) => p.attributes.name)).toEqual(['intern', 'voice']);
    const voice = plans[1]!.attributes.plan_prices;
    const monthly = voice.find((p) => p.billing_interval === 'month')!.amount_cents;
    const yearly = voice.find((p) => p.billing_interval === 'year')!.amount_cents;
    expect(yearly).toBe(Math.round(monthly * 12 * 0.85));
    expect((await app.inject({ method: 'GET', url: '/api/v1/plans?product_type=nope' })).statusCode).toBe(422);
  });

  it('answers 404 without a subscription, then follows test-mode checkout to an active yearly plan', async () => {
    const { auth } = await signup();
    expect((await current(auth)).statusCode).toBe(404);
    const sessionId = await subscribeThroughTestCheckout(auth);
    const confirmed = await app.inject({ method: 'GET', url: `/api/v1/billings/checkout/${sessionId}`, headers: auth });
    expect(confirmed.json()).toMatchObject({ id: sessionId, status: 'complete' });
    const sub = (await current(auth)).json<{ data: Subscription }>().data;
    expect(sub).toMatchObject({
      stripe_status: 'active',
      is_active: true,
      cancel_at_period_end: false,
      provider: 'test_mode',
      plan: { code: 'voice_yearly', interval: 'year', product_type: 'voice_ai' },
    });
    const days = (new Date(sub.current_period_end!).getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(364);
    // Paying twice on the same page changes nothing.
    expect((await pay(`/billing/test-checkout/${sessionId}`)).statusCode).toBe(303);
    expect((await checkout(auth, 'price_parley_voice_monthly')).statusCode).toBe(409);
  });

  it('changes plan now, cancels at period end, keeps it, and records every change', async () => {
    const { auth, organizationId } = await signup();
    await subscribeThroughTestCheckout(auth, 'price_parley_voice_monthly');
    const changed = await app.inject({
      method: 'PUT',
      url: '/api/v1/billings/subscription',
      headers: auth,
      payload: { price_id: 'price_parley_voice_yearly' },
    });
    expect(changed.json<{ data: Subscription }>().data.plan.code).toBe('voice_yearly');
    const cancel = await app.inject({ method: 'POST', url: '/api/v1/billings/subscription/cancellation', headers: auth });
    expect(cancel.json<{ data: Subscription }>().data).toMatchObject({ cancel_at_period_end: true, is_active: true });
    const keep = await app.inject({ method: 'DELETE', url: '/api/v1/billings/subscription/cancellation', headers: auth });
    expect(keep.json<{ data: Subscription }>().data.cancel_at_period_end).toBe(false);
    const portal = await app.inject({ method: 'POST', url: '/api/v1/billings/portal', headers: auth });
    expect(portal.statusCode).toBe(409);

    const changes = await createBillingRepository(database.db).listChanges(organizationId);
    expect(changes.map((c) => [c.action, c.source, c.fromPlan, c.toPlan])).toEqual([
      ['checkout_completed', 'test_mode', null, 'voice_monthly'],
      ['plan_changed', 'dashboard', 'voice_monthly', 'voice_yearly'],
      ['cancellation_requested', 'dashboard', 'voice_yearly', 'voice_yearly'],
      ['cancellation_withdrawn', 'dashboard', 'voice_yearly', 'voice_yearly'],
    ]);
    expect(changes.slice(1).every((c) => c.userId !== null)).toBe(true);
  });

  it('subscribes to the free intern plan directly, refuses a paid one without a payment, and gives one trial ever', async () => {
    const { auth } = await signup();
    const paid = await subscribe(auth, { price_id: 'price_parley_voice_monthly', payment_intent_id: 'pi_fake' });
    expect(paid.statusCode).toBe(422);
    expect(paid.json<{ error: string }>().error).toBe('payment_intent_id: The payment has not succeeded');
    const unknown = await subscribe(auth, { price_id: 'price_nope' });
    expect(unknown.json<{ error: string }>().error).toBe('price_id: No price found for selected plan');
    const intern = await subscribe(auth, { price_id: 'price_parley_intern', payment_intent_id: null });
    expect(intern.statusCode).toBe(201);
    expect(intern.json<{ data: Subscription }>().data).toMatchObject({ is_active: true, plan: { code: 'intern' }, current_period_end: null });

    const other = await signup();
    const startTrial = () => app.inject({ method: 'POST', url: '/api/v1/billings/trial', headers: other.auth, payload: { trial: { plan_name: 'voice' } } });
    const trial = await startTrial();
    expect(trial.statusCode).toBe(201);
    expect(trial.json<{ data: Subscription }>().data).toMatchObject({ status: 'trialing', is_active: true, plan: { code: 'voice_monthly' } });
    const second = await startTrial();
    expect(second.statusCode).toBe(409);
  });

  it('stores the plan_selected analytics event and refuses unknown events', async () => {
    const { auth, organizationId } = await signup();
    const ok = await app.inject({
      method: 'POST',
      url: '/api/v1/analytics/events',
      headers: auth,
      payload: { event: { name: 'plan_selected', properties: { plan: 'voice', interval: 'year' } } },
    });
    expect(ok.statusCode).toBe(204);
    const bad = await app.inject({ method: 'POST', url: '/api/v1/analytics/events', headers: auth, payload: { event: { name: 'drop_table' } } });
    expect(bad.statusCode).toBe(422);
    const events = await createBillingRepository(database.db).listAnalyticsEvents(organizationId);
    expect(events.map((e) => [e.name, e.properties])).toEqual([['plan_selected', { plan: 'voice', interval: 'year' }]]);
  });

  it("walls tenants off: another organization's checkout session is 404", async () => {
    const alpha = await signup();
    const beta = await signup();
    const session = await checkout(alpha.auth, 'price_parley_voice_monthly');
    const res = await app.inject({ method: 'GET', url: `/api/v1/billings/checkout/${session.json<{ id: string }>().id}`, headers: beta.auth });
    expect(res.statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/api/v1/billings/current' })).statusCode).toBe(401);
  });

  describe('Stripe webhook', () => {
    /** Stripe's delivery of an event, signed with `secret` at `timestamp` (now by default). */
    const deliver = (event: object, secret = WEBHOOK_SECRET, timestamp?: number) => {
      const payload = JSON.stringify(event);
      const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp });
      return app.inject({ method: 'POST', url: '/webhooks/stripe', headers: { 'content-type': 'application/json', 'stripe-signature': signature }, payload });
    };
    const subscriptionEvent = (id: string, type: string, created: number, organizationId: number, status: string, price = 'price_parley_voice_monthly') => ({
      id,
      type,
      created,
      data: {
        object: {
          id: 'sub_live_1' + organizationId,
          object: 'subscription',
          status,
          customer: 'cus_1',
          cancel_at_period_end: false,
          metadata: { organization_id: String(organizationId) },
          items: { data: [{ price: { id: price }, current_period_end: created + 2_592_000 }] },
        },
      },
    });

    it('refuses a bad signature with 400 and changes nothing', async () => {
      const { auth, organizationId } = await signup();
      const res = await deliver(subscriptionEvent(`evt_${unique()}`, 'customer.subscription.updated', 1000, organizationId, 'active'), 'whsec_wrong');
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: 'Invalid Stripe signature' });
      expect((await current(auth)).statusCode).toBe(404);
    });

    it('refuses a signature dated more than five minutes ahead or behind, however well signed', async () => {
      const { auth, organizationId } = await signup();
      const event = subscriptionEvent(`evt_${unique()}`, 'customer.subscription.updated', 1000, organizationId, 'active');
      for (const offset of [600, -600]) {
        expect((await deliver(event, WEBHOOK_SECRET, Math.floor(Date.now() / 1000) + offset)).statusCode).toBe(400);
      }
      expect((await current(auth)).statusCode).toBe(404);
    });

    it('applies the same event delivered three times once', async () => {
      const { auth, organizationId } = await signup();
      const event = subscriptionEvent(`evt_${unique()}`, 'customer.subscription.created', 1000, organizationId, 'active');
      const results = [];
      for (let i = 0; i < 3; i += 1) results.push((await deliver(event)).json<{ result: string }>().result);
      expect(results).toEqual(['applied', 'duplicate', 'duplicate']);
      expect((await current(auth)).json<{ data: Subscription }>().data).toMatchObject({ stripe_status: 'active', is_active: true });
      expect(await createBillingRepository(database.db).listChanges(organizationId)).toHaveLength(1);
    });

    it('ends in the right state when events arrive out of order', async () => {
      const { auth, organizationId } = await signup();
      const t = 1_900_000_000;
      await deliver(subscriptionEvent(`evt_${unique()}`, 'customer.subscription.created', t, organizationId, 'active'));
      await deliver(subscriptionEvent(`evt_${unique()}`, 'customer.subscription.deleted', t + 20, organizationId, 'canceled'));
      // A late update from before the deletion must not bring the subscription back.
      const late = await deliver(
        subscriptionEvent(`evt_${unique()}`, 'customer.subscription.updated', t + 10, organizationId, 'active', 'price_parley_voice_yearly'),
      );
      expect(late.json<{ result: string }>().result).toBe('ignored');
      expect((await current(auth)).json<{ data: Subscription }>().data).toMatchObject({
        stripe_status: 'canceled',
        is_active: false,
        plan: { code: 'voice_monthly' },
      });
    });

    it('marks a failed payment past due', async () => {
      const { auth, organizationId } = await signup();
      const t = 1_900_000_000;
      await deliver(subscriptionEvent(`evt_${unique()}`, 'customer.subscription.created', t, organizationId, 'active'));
      await deliver({
        id: `evt_${unique()}`,
        type: 'invoice.payment_failed',
        created: t + 5,
        data: { object: { id: 'in_1', object: 'invoice', subscription: `sub_live_1${organizationId}` } },
      });
      expect((await current(auth)).json<{ data: Subscription }>().data).toMatchObject({ stripe_status: 'past_due', is_active: false });
    });
  });
});
