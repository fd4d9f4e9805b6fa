import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { beforeAll, describe, expect, it } from 'vitest';
import { signUpBusiness, useTestApp, type Business, type TestApp } from '../../test-app';
import { testDatabases } from '../../test-databases';
import { MediaClient } from '../voice/test-kit';
import { chooseInternPlan, startVoiceTrial } from './plan-test-kit';
import { callStarter, scriptedStt, SECRET, toneTts, type StartedCall } from '../voice/web-call-test-kit';
import { VOICE_NOT_IN_PLAN, VOICE_PLAN_NAME } from './plan-features';

const WEBHOOK_SECRET = 'whsec_plan_voice_test';

describe.each(testDatabases())('voice is a feature of the plan on $name', ({ open }) => {
  let app: TestApp, port: number, voice: Business;
  const script = scriptedStt();
  useTestApp(
    open,
    { env: { JWT_SECRET: SECRET, STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET }, voiceTest: { providers: () => ({ stt: script.stt, tts: toneTts }) } },
    (opened) => (app = opened.app),
  );
  beforeAll(async () => {
    await app.listen({ port: 0, host: '127.0.0.1' });
    port = (app.server.address() as AddressInfo).port;
    voice = await signUpBusiness(app, 'voiceplan', 'Voice Plan Co');
    await startVoiceTrial(app, voice.auth);
  });
  const { own, startCall } = callStarter(() => ({ app, port, b: voice }));

  const intern = async (label: string) => {
    const business = await signUpBusiness(app, label, 'Intern Co');
    await chooseInternPlan(app, business.auth);
    return business;
  };
  const assistant = (business: Business, authorization = business.live, origin = business.origin) =>
    app.inject({ method: 'GET', url: '/assistant/self', headers: { authorization, origin, host: `127.0.0.1:${port}` } });
  const launcher = (key: string, origin: string) =>
    app.inject({ method: 'GET', url: `/api/v1/widget/launcher?apiKey=${encodeURIComponent(key)}`, headers: { origin } });

  it('refuses a web call with the Intern live key, naming the plan with voice; the voice plan and the demo try-out get 201', async () => {
    const free = await intern('intern-call');
    const refused = await startCall(free.live, free.origin);
    expect(refused.statusCode).toBe(402);
    expect(refused.json()).toEqual({ error: VOICE_NOT_IN_PLAN });
    expect(VOICE_NOT_IN_PLAN).toContain(VOICE_PLAN_NAME);
    // The owner hears the voice in the dashboard before paying.
    expect((await startCall(free.demo, own())).statusCode).toBe(201);
    expect((await startCall(voice.live, voice.origin)).statusCode).toBe(201);

    // A business in its grace days gets the free plan's features: chat, no voice.
    const grace = await signUpBusiness(app, 'grace-call', 'Grace Co');
    expect((await startCall(grace.live, grace.origin)).statusCode).toBe(402);
    // Choosing the voice plan opens voice at once.
    await startVoiceTrial(app, grace.auth);
    expect((await startCall(grace.live, grace.origin)).statusCode).toBe(201);
  });

  it("tells the widget and the launcher whether voice is included in the organization's plan", async () => {
    const free = await intern('intern-config');
    expect((await assistant(free)).json()).toMatchObject({ voiceIncluded: false });
    expect((await assistant(free, free.demo, own())).json()).toMatchObject({ voiceIncluded: true });
    expect((await assistant(voice)).json()).toMatchObject({ voiceIncluded: true, voiceAvailable: true });
    // The loader draws the chat launcher for a plan without voice, whatever the widget settings say (voice and chat by default).
    expect((await launcher(free.liveKey, free.origin)).json()).toMatchObject({ data: { mode: 'chat', allowed: true } });
    expect((await launcher(voice.liveKey, voice.origin)).json()).toMatchObject({ data: { mode: 'both', allowed: true } });
  });

  it('refuses the media socket of a live call once the plan no longer includes voice', async () => {
    const business = await signUpBusiness(app, 'lapsing', 'Lapsing Co');
    await startVoiceTrial(app, business.auth);
    const started = await startCall(business.live, business.origin, { assistantId: 'self' });
    expect(started.statusCode).toBe(201);
    // Stripe ends the subscription (a signed event) before the widget connects.
    const payload = JSON.stringify({
      id: `evt_end_${business.organizationId}`,
      type: 'customer.subscription.deleted',
      created: Math.floor(Date.now() / 1000) + 60,
      data: { object: { id: `sub_end_${business.organizationId}`, status: 'canceled', metadata: { organization_id: String(business.organizationId) } } },
    });
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    const ended = await app.inject({
      method: 'POST',
      url: '/webhooks/stripe',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      payload,
    });
    expect(ended.json()).toEqual({ received: true, result: 'applied' });
    await expect(MediaClient.open(started.json<StartedCall>().webCallUrl)).rejects.toThrow('HTTP 402');
  });
});
