import { describe, expect, it } from 'vitest';
import { signUpBusiness, useTestApp, widgetHeaders, type TestApp } from '../../test-app';
import { testDatabases } from '../../test-databases';
import { AGENT_PAUSED, PLAN_NEEDED } from './entitlement';

const OWN = 'https://parley.example.com';

const chat = (app: TestApp, headers: Record<string, string>) =>
  app.inject({ method: 'POST', url: '/chat', headers, payload: { input: 'Do you ship to Canada?' } });
const addFaq = (app: TestApp, auth: Record<string, string>) =>
  app.inject({ method: 'POST', url: '/api/v1/organizations/current/faqs', headers: auth, payload: { faq: { question: 'Q?', answer: 'A.' } } });

describe.each(testDatabases())('the subscription gate on the server on $name', ({ open }) => {
  // No grace days: a business without a plan is past them at once.
  let strict: TestApp;
  useTestApp(open, { env: { PUBLIC_URL: OWN, SUBSCRIPTION_GRACE_DAYS: 0 } }, (opened) => (strict = opened.app));

  it('without a plan: the live widget pauses politely, changing the agent answers 402 naming the plan, reading and the demo key keep working', async () => {
    const shop = await signUpBusiness(strict, 'gate', 'Gate Co', { website: 'gate.example' });
    const owner = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) => strict.inject({ method, url, headers: shop.auth, payload });
    const paused = await chat(strict, widgetHeaders(shop));
    expect(paused.statusCode).toBe(402);
    expect(paused.json()).toEqual({ error: AGENT_PAUSED });
    const assistant = await strict.inject({ method: 'GET', url: '/assistant/self', headers: widgetHeaders(shop) });
    expect(assistant.statusCode).toBe(402);
    // Parley's own demo pages keep the demo agent.
    expect((await chat(strict, widgetHeaders(shop, OWN, shop.demo))).statusCode).toBe(200);

    const refused = await addFaq(strict, shop.auth);
    expect(refused.statusCode).toBe(402);
    expect(refused.json<{ error: string }>().error).toBe(PLAN_NEEDED);
    expect((await owner('PUT', '/api/v1/organizations/current/agent/widget-settings', {})).statusCode).toBe(402);
    expect((await owner('GET', '/api/v1/organizations/current/faqs')).statusCode).toBe(200);
    // The Voice API's changes are gated alike (the owner's token is Vapi's private key).
    const tool = { type: 'function', function: { name: 'lookup', description: 'Looks up an order' }, server: { url: 'https://hooks.gate.example/order' } };
    expect((await owner('POST', '/tool', tool)).statusCode).toBe(402);
    expect((await owner('GET', '/tool')).statusCode).toBe(200);

    // The free plan opens everything again at once for the owner, and for visitors.
    const plan = await owner('POST', '/api/v1/billings/subscription', { price_id: 'price_parley_intern', payment_intent_id: null });
    expect(plan.statusCode).toBe(201);
    expect((await addFaq(strict, shop.auth)).statusCode).toBe(201);
  });
});

describe.each(testDatabases())('the grace days on $name', ({ open }) => {
  let app: TestApp;
  useTestApp(open, { env: { PUBLIC_URL: OWN } }, (opened) => (app = opened.app));

  it('a business that just signed up may try its live agent and teach it before choosing a plan', async () => {
    const shop = await signUpBusiness(app, 'grace', 'Grace Co', { website: 'grace.example' });
    expect((await chat(app, widgetHeaders(shop))).statusCode).toBe(200);
    expect((await addFaq(app, shop.auth)).statusCode).toBe(201);
  });
});
