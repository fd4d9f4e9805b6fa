import type { PlanUsage } from '@parley/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { joinTeam, signUpBusiness, useTestApp, widgetHeaders, type Business, type TestApp } from '../../test-app';
import { testDatabases } from '../../test-databases';
import { chooseInternPlan, startVoiceTrial } from './plan-test-kit';
import { membersLimitReached, MESSAGES_USED_UP, PLAN_FEATURES } from './plan-features';

const OWN = 'https://parley.example.com';

describe.each(testDatabases())('the plan’s members and messages on $name', ({ open }) => {
  let app: TestApp;
  useTestApp(open, { env: { PUBLIC_URL: OWN } }, (opened) => (app = opened.app));

  const intern = async (label: string) => {
    const business = await signUpBusiness(app, label, 'Intern Co');
    await chooseInternPlan(app, business.auth);
    return business;
  };
  const invite = (business: Business, email: string) =>
    app.inject({ method: 'POST', url: '/api/v1/organizations/current/invitations', headers: business.auth, payload: { invitation: { email } } });
  const usage = async (business: Business) =>
    (await app.inject({ method: 'GET', url: '/api/v1/billings/usage', headers: business.auth })).json<{ data: PlanUsage }>().data;
  const chat = (business: Business, input: string, authorization = business.live, origin = business.origin) =>
    app.inject({ method: 'POST', url: '/chat', headers: widgetHeaders(business, origin, authorization), payload: { input, metadata: { visitorId: input } } });

  it('refuses an invitation past the Intern plan’s members, naming the limit; the voice plan has room', async () => {
    const limit = PLAN_FEATURES.intern.members!;
    expect(limit).toBe(3);
    const free = await intern('members');
    await joinTeam(app, free.auth);
    const pending = await invite(free, `pending-${Date.now()}@example.com`);
    expect(pending.statusCode).toBe(201);
    // The owner, a member and an open invitation fill the three seats.
    const refused = await invite(free, `fourth-${Date.now()}@example.com`);
    expect(refused.statusCode).toBe(402);
    expect(refused.json()).toEqual({ error: membersLimitReached(3) });
    expect(membersLimitReached(3)).toContain('up to 3 members');
    // Withdrawing the open invitation frees its seat.
    const id = pending.json<{ data: { id: number } }>().data.id;
    expect((await app.inject({ method: 'DELETE', url: `/api/v1/organizations/current/invitations/${id}`, headers: free.auth })).statusCode).toBe(204);
    expect((await invite(free, `again-${Date.now()}@example.com`)).statusCode).toBe(201);

    const voice = await signUpBusiness(app, 'voice-members', 'Voice Co');
    await startVoiceTrial(app, voice.auth);
    for (const n of [1, 2, 3, 4]) expect((await invite(voice, `v${n}-${Date.now()}@example.com`)).statusCode).toBe(201);
  });

  it('shows the owner the plan’s features, limits and what is used this month', async () => {
    const free = await intern('usage');
    await joinTeam(app, free.auth);
    expect((await chat(free, 'Do you ship to Canada?')).statusCode).toBe(200);
    // The owner's own try-out with the demo key is not a visitor's message.
    expect((await chat(free, 'Testing the demo', free.demo, OWN)).statusCode).toBe(200);
    const now = new Date();
    expect(await usage(free)).toEqual({
      plan: 'intern',
      features: { voice: false, members: 3, messages_per_month: 500 },
      usage: { members: 2, messages_this_month: 1 },
      period_start: new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1)).toISOString(),
    });

    const grace = await signUpBusiness(app, 'usage-grace', 'Grace Co');
    expect(await usage(grace)).toMatchObject({ plan: null, features: { voice: false, members: 3, messages_per_month: 500 } });
    await startVoiceTrial(app, grace.auth);
    expect(await usage(grace)).toMatchObject({ plan: 'voice_monthly', features: { voice: true, members: null, messages_per_month: null } });
    expect((await app.inject({ method: 'GET', url: '/api/v1/billings/usage' })).statusCode).toBe(401);
  });

  describe('past the month’s messages', () => {
    // A small allowance, so the test sends a few messages rather than five hundred.
    const saved = { ...PLAN_FEATURES.intern };
    beforeAll(() => void (PLAN_FEATURES.intern.messagesPerMonth = 2));
    afterAll(() => void Object.assign(PLAN_FEATURES.intern, saved));

    it('the live agent answers the polite refusal; the demo key and the voice plan go on', async () => {
      const free = await intern('messages');
      expect((await chat(free, 'First question')).statusCode).toBe(200);
      expect((await chat(free, 'Second question')).statusCode).toBe(200);
      const refused = await chat(free, 'Third question');
      expect(refused.statusCode).toBe(402);
      expect(refused.json()).toEqual({ error: MESSAGES_USED_UP });
      expect((await chat(free, 'The owner tries it', free.demo, OWN)).statusCode).toBe(200);
      expect(await usage(free)).toMatchObject({ features: { messages_per_month: 2 }, usage: { messages_this_month: 2 } });

      const voice = await signUpBusiness(app, 'messages-voice', 'Voice Co');
      await startVoiceTrial(app, voice.auth);
      for (const n of [1, 2, 3]) expect((await chat(voice, `Question ${n}`)).statusCode).toBe(200);
    });
  });
});
