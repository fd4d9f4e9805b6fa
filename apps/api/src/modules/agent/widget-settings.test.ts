import type { Agent, WidgetSettings } from '@parley/contract';
import { describe, expect, it } from 'vitest';
import { signUpBusiness, useTestApp, widgetHeaders, type TestApp } from '../../test-app';
import { testDatabases } from '../../test-databases';

const PATH = '/api/v1/organizations/current/agent/widget-settings';
let seq = 0;
const unique = () => `${Date.now().toString(36)}w${++seq}`;

const valid = {
  primary_color: '#0F766E',
  text_color: '#ffffff',
  position: 'bottom-left',
  launcher_text: 'Ask Ava',
  greeting: 'Hey! Ready for the trail?',
  mode: 'chat',
  allowed_domains: ['Shop.Trail.Example', 'shop.trail.example', 'bücher.example', 'localhost'],
};

/** A new organization's widget, and the branding the settings above save (as the launcher reads it). */
const DEFAULT_BRANDING = { primary_color: '#4f46e5', text_color: '#ffffff', position: 'bottom-right', launcher_text: '', mode: 'both' };
const DEFAULTS = { ...DEFAULT_BRANDING, greeting: 'Hi! How can I help you today?', allowed_domains: [], avatar_url: null, show_sources: true };
const SAVED_BRANDING = { primary_color: '#0f766e', text_color: '#ffffff', position: 'bottom-left', launcher_text: 'Ask Ava', mode: 'chat' };

describe.each(testDatabases())('widget settings API on $name', ({ open }) => {
  let app: TestApp;
  useTestApp(open, {}, (opened) => (app = opened.app));

  /** An owner whose website URL is more than the domain, with its agent's keys. */
  const signup = (website = `${unique()}.example.com`) => signUpBusiness(app, 'w', 'Trail Co', { website, websiteUrl: `https://www.${website}/shop` });
  const put = (auth: Record<string, string>, widget_settings: object) => app.inject({ method: 'PUT', url: PATH, headers: auth, payload: { widget_settings } });
  const putAgent = (auth: Record<string, string>, agent: object) =>
    app.inject({ method: 'PUT', url: '/api/v1/organizations/current/agent', headers: auth, payload: { agent } });

  it('starts from sensible defaults and names the website domain that is always allowed', async () => {
    const { auth, website, agentName } = await signup();
    const res = await app.inject({ method: 'GET', url: PATH, headers: auth });
    expect(res.statusCode).toBe(200);
    expect(res.json<{ data: WidgetSettings }>().data).toEqual({ ...DEFAULTS, agent_name: agentName, website_domain: website });
  });

  it('saves the settings normalised, keeps other branding, and the widget and loader see them', async () => {
    const business = await signup();
    const { auth, liveKey } = business;
    await putAgent(auth, { branding: { font: 'serif' } });
    const res = await put(auth, valid);
    expect(res.statusCode).toBe(200);
    const domains = ['shop.trail.example', 'xn--bcher-kva.example', 'localhost'];
    expect(res.json<{ data: WidgetSettings }>().data).toMatchObject({ ...SAVED_BRANDING, greeting: 'Hey! Ready for the trail?', allowed_domains: domains });
    expect((await app.inject({ method: 'GET', url: PATH, headers: auth })).json<{ data: WidgetSettings }>().data.launcher_text).toBe('Ask Ava');

    const agent = (await app.inject({ method: 'GET', url: '/api/v1/organizations/current/agent', headers: auth })).json<{ data: Agent }>().data;
    expect(agent.branding).toEqual({ font: 'serif', ...SAVED_BRANDING });

    const assistant = await app.inject({
      method: 'GET',
      url: '/assistant/self',
      headers: widgetHeaders(business, 'https://shop.trail.example'),
    });
    expect(assistant.statusCode).toBe(200);
    expect(assistant.json()).toMatchObject({
      firstMessage: 'Hey! Ready for the trail?',
      branding: { primary_color: '#0f766e', mode: 'chat', position: 'bottom-left' },
    });
    // The organization's own website stays allowed whatever the list says.
    const own = await app.inject({ method: 'GET', url: '/assistant/self', headers: widgetHeaders(business) });
    expect(own.statusCode).toBe(200);

    const launcher = await app.inject({ method: 'GET', url: `/api/v1/widget/launcher?apiKey=${liveKey}`, headers: { origin: 'https://anywhere.example' } });
    expect(launcher.statusCode).toBe(200);
    expect(launcher.headers['access-control-allow-origin']).toBe('*');
    // The look is public; that this site may not use the key is widget-launcher.test.ts's concern.
    expect(launcher.json<{ data: WidgetSettings }>().data).toMatchObject(SAVED_BRANDING);
  });

  it('answers bad input with 400 and a message per field, and changes nothing', async () => {
    const { auth } = await signup();
    const res = await put(auth, {
      ...valid,
      primary_color: 'teal',
      launcher_text: 'x'.repeat(41),
      mode: 'fax',
      allowed_domains: ['https://shop.example.com/path', 'ok.example.com', 'not a domain'],
    });
    expect(res.statusCode).toBe(400);
    const body = res.json<{ error: string; fields: Record<string, string> }>();
    expect(body.error).toBe('widget_settings.primary_color: Use a colour like #1A2B3C');
    expect(body.fields).toMatchObject({
      'widget_settings.primary_color': 'Use a colour like #1A2B3C',
      'widget_settings.launcher_text': 'Launcher text must be at most 40 characters',
      'widget_settings.mode': 'Choose chat, voice or both',
      /* eslint-disable @typescript-eslint/no-unsafe-assignment -- expect.stringContaining is typed any so it can stand for any value */
      'widget_settings.allowed_domains.0': expect.stringContaining('without https://'),
      'widget_settings.allowed_domains.2': expect.stringContaining('not a valid domain name'),
      /* eslint-enable @typescript-eslint/no-unsafe-assignment */
    });
    expect(body.fields['widget_settings.allowed_domains.1']).toBeUndefined();

    const many = await put(auth, { ...valid, allowed_domains: Array.from({ length: 21 }, (_, i) => `s${i}.example.com`) });
    expect(many.statusCode).toBe(400);
    expect(many.json<{ fields: Record<string, string> }>().fields['widget_settings.allowed_domains']).toBe('At most 20 domains');
    expect((await put(auth, { ...valid, greeting: '  ' })).json<{ fields: Record<string, string> }>().fields['widget_settings.greeting']).toBe(
      'Greeting is required',
    );
    expect((await put(auth, { ...valid, extra: true })).statusCode).toBe(400);

    const unchanged = (await app.inject({ method: 'GET', url: PATH, headers: auth })).json<{ data: WidgetSettings }>().data;
    expect(unchanged).toMatchObject(DEFAULTS);
  });

  it('refuses bad widget branding through the persona form too', async () => {
    const { auth } = await signup();
    const res = await putAgent(auth, { branding: { primary_color: 'red' } });
    expect(res.statusCode).toBe(422);
    expect(res.json<{ error: string }>().error).toBe('branding.primary_color: Use a colour like #1A2B3C');
  });

  it('needs a signed-in owner, and each organization only ever touches its own settings', async () => {
    expect((await app.inject({ method: 'GET', url: PATH })).statusCode).toBe(401);
    expect((await app.inject({ method: 'PUT', url: PATH, payload: { widget_settings: valid } })).statusCode).toBe(401);

    const a = await signup();
    const b = await signup();
    expect((await put(b.auth, { ...valid, primary_color: '#111111', allowed_domains: ['b-shop.example'] })).statusCode).toBe(200);
    const mine = (await app.inject({ method: 'GET', url: PATH, headers: a.auth })).json<{ data: WidgetSettings }>().data;
    expect(mine).toMatchObject({ ...DEFAULTS, website_domain: a.website });
    const theirs = (await app.inject({ method: 'GET', url: PATH, headers: b.auth })).json<{ data: WidgetSettings }>().data;
    expect(theirs).toMatchObject({ primary_color: '#111111', allowed_domains: ['b-shop.example'], website_domain: b.website });
    // B's domains do not open A's agent.
    const cross = await app.inject({
      method: 'GET',
      url: '/assistant/self',
      headers: widgetHeaders(a, 'https://b-shop.example'),
    });
    expect(cross.statusCode).toBe(403);
  });

  it('tells the loader nothing for an unknown or malformed key', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/v1/widget/launcher?apiKey=pk_live_doesnotexist123' })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/api/v1/widget/launcher?apiKey=../../etc' })).statusCode).toBe(422);
  });
});
