import type { ProactivePlan, ProactiveTrigger, WidgetLauncherResponse } from '@parley/contract';
import { describe, expect, it } from 'vitest';
import { signUpBusiness, useTestApp, type TestApp } from '../../test-app';
import { testDatabases } from '../../test-databases';

const BASE = '/api/v1/organizations/current/proactive-triggers';
const PRICING = {
  name: 'Pricing help',
  url_pattern: '/pricing',
  condition: { kind: 'time_on_page', seconds: 5 },
  message: { default: 'Questions about our plans?', translations: { es: '¿Preguntas sobre los planes?', he: 'שאלות על התוכניות?' } },
};

/** Proactive messages through the API: the owner's CRUD, the page's plan in the visitor's language, and the counted events. */
describe.each(testDatabases())('proactive messages on $name', ({ open }) => {
  let app: TestApp;
  useTestApp(open, {}, (opened) => ({ app } = opened));

  const create = (auth: Record<string, string>, trigger: object) => app.inject({ method: 'POST', url: BASE, headers: auth, payload: { trigger } });
  const plan = (apiKey: string, origin: string, page: string, lang = '') =>
    app.inject({ method: 'GET', url: `/api/v1/widget/proactive?apiKey=${apiKey}&page=${encodeURIComponent(page)}&lang=${lang}`, headers: { origin } });
  const event = (apiKey: string, origin: string, trigger: number, kind: string) =>
    app.inject({ method: 'POST', url: `/api/v1/widget/proactive/events?apiKey=${apiKey}&trigger=${trigger}&event=${kind}`, headers: { origin } });

  it('creates, lists, replaces and deletes a trigger; the launcher says so while one is on', async () => {
    const b = await signUpBusiness(app, 'proactive-crud');
    const launcher = async () =>
      (await app.inject({ method: 'GET', url: `/api/v1/widget/launcher?apiKey=${b.liveKey}`, headers: { origin: b.origin } })).json<{
        data: WidgetLauncherResponse;
      }>().data.proactive;
    expect(await launcher()).toBeUndefined();

    const made = await create(b.auth, PRICING);
    expect(made.statusCode).toBe(201);
    const trigger = made.json<{ data: ProactiveTrigger }>().data;
    expect(trigger).toMatchObject({ ...PRICING, enabled: true, stats: { shown: 0, opened: 0, converted: 0 } });
    expect(await launcher()).toBe(true);

    const replaced = await app.inject({
      method: 'PUT',
      url: `${BASE}/${trigger.id}`,
      headers: b.auth,
      payload: { trigger: { ...PRICING, enabled: false, condition: { kind: 'scroll_depth', percent: 50 } } },
    });
    expect(replaced.statusCode).toBe(200);
    expect(replaced.json<{ data: ProactiveTrigger }>().data).toMatchObject({ enabled: false, condition: { kind: 'scroll_depth', percent: 50 } });
    expect(await launcher()).toBeUndefined();

    const listed = await app.inject({ method: 'GET', url: BASE, headers: b.auth });
    expect(listed.json<{ data: ProactiveTrigger[] }>().data.map((t) => t.id)).toEqual([trigger.id]);
    expect((await app.inject({ method: 'DELETE', url: `${BASE}/${trigger.id}`, headers: b.auth })).statusCode).toBe(204);
    expect((await app.inject({ method: 'GET', url: BASE, headers: b.auth })).json<{ data: ProactiveTrigger[] }>().data).toEqual([]);
  });

  it.each([
    [{ ...PRICING, url_pattern: 'pricing' }, 'trigger.url_pattern: Start with / (a path), or use * for every page'],
    [{ ...PRICING, condition: { kind: 'scroll_depth', percent: 120 } }, 'trigger.condition.percent: Between 1 and 100'],
    [{ ...PRICING, condition: { kind: 'when_it_rains' } }, /^trigger\.condition/],
    [{ ...PRICING, message: { default: '' } }, 'trigger.message.default: Write the message'],
    [{ ...PRICING, message: { default: 'Hi', translations: { 'not a language': 'x' } } }, /^trigger\.message\.translations/],
  ])('refuses %j with 422 naming the field', async (trigger, message) => {
    const b = await signUpBusiness(app, 'proactive-invalid');
    const refused = await create(b.auth, trigger);
    expect(refused.statusCode).toBe(422);
    expect(refused.json<{ error: string }>().error).toEqual(typeof message === 'string' ? message : expect.stringMatching(message));
  });

  it('keeps each organization to its own triggers: another’s id is 404 to edit, delete and count', async () => {
    const a = await signUpBusiness(app, 'proactive-a');
    const other = await signUpBusiness(app, 'proactive-b');
    const id = (await create(a.auth, PRICING)).json<{ data: ProactiveTrigger }>().data.id;
    expect((await app.inject({ method: 'PUT', url: `${BASE}/${id}`, headers: other.auth, payload: { trigger: PRICING } })).statusCode).toBe(404);
    expect((await app.inject({ method: 'DELETE', url: `${BASE}/${id}`, headers: other.auth })).statusCode).toBe(404);
    expect((await event(other.liveKey, other.origin, id, 'shown')).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: BASE, headers: other.auth })).json<{ data: ProactiveTrigger[] }>().data).toEqual([]);
  });

  it('gives a page only its triggers, in the visitor’s language, and none to a site that may not use the key', async () => {
    const b = await signUpBusiness(app, 'proactive-plan');
    const id = (await create(b.auth, PRICING)).json<{ data: ProactiveTrigger }>().data.id;
    const onPricing = await plan(b.liveKey, b.origin, `${b.origin}/pricing/`, 'he-IL,en');
    expect(onPricing.headers['access-control-allow-origin']).toBe('*');
    expect(onPricing.json<{ data: ProactivePlan }>().data).toEqual({
      position: 'bottom-right',
      dismiss_label: 'סגירת ההודעה',
      triggers: [{ id, condition: PRICING.condition, message: 'שאלות על התוכניות?', lang: 'he' }],
    });
    expect((await plan(b.liveKey, b.origin, `${b.origin}/pricing`, 'fr')).json<{ data: ProactivePlan }>().data.triggers[0]?.message).toBe(
      'Questions about our plans?',
    );
    expect((await plan(b.liveKey, b.origin, `${b.origin}/about`)).json<{ data: ProactivePlan }>().data.triggers).toEqual([]);
    expect((await plan(b.liveKey, 'https://copycat.example', `https://copycat.example/pricing`)).json<{ data: ProactivePlan }>().data.triggers).toEqual([]);
    expect((await plan('pk_live_unknownunknown', b.origin, '/pricing')).statusCode).toBe(404);
  });

  it('counts shown, opened and converted per trigger, refuses other sites and unknown events, and limits a visitor', async () => {
    const b = await signUpBusiness(app, 'proactive-events');
    const id = (await create(b.auth, PRICING)).json<{ data: ProactiveTrigger }>().data.id;
    for (const kind of ['shown', 'shown', 'opened', 'converted']) expect((await event(b.liveKey, b.origin, id, kind)).statusCode).toBe(204);
    expect((await event(b.liveKey, b.origin, id, 'clicked')).statusCode).toBe(422);
    expect((await event(b.liveKey, 'https://copycat.example', id, 'shown')).statusCode).toBe(403);
    const [listed] = (await app.inject({ method: 'GET', url: BASE, headers: b.auth })).json<{ data: ProactiveTrigger[] }>().data;
    expect(listed?.stats).toEqual({ shown: 2, opened: 1, converted: 1 });

    const statuses: number[] = [];
    for (let i = 0; i < 30; i++) statuses.push((await event(b.liveKey, b.origin, id, 'shown')).statusCode);
    expect(statuses).toContain(429);
  });
});
