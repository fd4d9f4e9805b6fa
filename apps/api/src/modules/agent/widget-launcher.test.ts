import type { WidgetLauncherResponse } from '@parley/contract';
import { describe, expect, it } from 'vitest';
import { signUpBusiness, useTestApp, type TestApp } from '../../test-app';
import { testDatabases } from '../../test-databases';

const PUBLIC_URL = 'https://parley.example';

describe.each(testDatabases())('the launcher tells the loader whether the page may use the key, on $name', ({ open }) => {
  let app: TestApp;
  useTestApp(open, { env: { PUBLIC_URL } }, (opened) => ({ app } = opened));

  const launcher = (apiKey: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url: `/api/v1/widget/launcher?apiKey=${encodeURIComponent(apiKey)}`, headers });

  it('says yes to the business’s own site and its subdomains, with the look, for that Origin only', async () => {
    const b = await signUpBusiness(app, 'launcher-own');
    for (const origin of [b.origin, `https://shop.${b.website}`]) {
      const res = await launcher(b.liveKey, { origin });
      expect(res.statusCode).toBe(200);
      expect(res.json<{ data: WidgetLauncherResponse }>().data).toMatchObject({ allowed: true, primary_color: '#4f46e5' });
      expect(res.json<{ data: WidgetLauncherResponse }>().data.reason).toBeUndefined();
      expect(res.headers['access-control-allow-origin']).toBe('*');
      // Cached per page: a shared cache must not hand one site's answer to another.
      expect(res.headers.vary).toMatch(/Origin/i);
    }
  });

  it('says no, and why, to a site that is not allowed, as the chat API would refuse it', async () => {
    const b = await signUpBusiness(app, 'launcher-other');
    const res = await launcher(b.liveKey, { origin: 'https://copycat.example' });
    expect(res.statusCode).toBe(200);
    expect(res.json<{ data: WidgetLauncherResponse }>().data).toMatchObject({ allowed: false, reason: 'This website is not allowed to use this agent' });
    const chat = await app.inject({
      method: 'POST',
      url: '/chat',
      headers: { authorization: b.live, origin: 'https://copycat.example' },
      payload: { input: 'hi' },
    });
    expect(chat.statusCode).toBe(403);
    expect(chat.json<{ error: string }>().error).toBe(res.json<{ data: WidgetLauncherResponse }>().data.reason);
  });

  it('keeps the demo key to Parley’s own pages, and does not refuse a page the browser does not name', async () => {
    const b = await signUpBusiness(app, 'launcher-demo');
    const demoKey = b.demo.replace(/^Bearer /, '');
    expect((await launcher(demoKey, { origin: b.origin })).json<{ data: WidgetLauncherResponse }>().data).toMatchObject({
      allowed: false,
      reason: "The demo key only works on Parley's demo pages",
    });
    expect((await launcher(demoKey, { origin: PUBLIC_URL })).json<{ data: WidgetLauncherResponse }>().data.allowed).toBe(true);
    expect((await launcher(demoKey, { 'sec-fetch-site': 'same-origin' })).json<{ data: WidgetLauncherResponse }>().data.allowed).toBe(true);
    expect((await launcher(b.liveKey)).json<{ data: WidgetLauncherResponse }>().data.allowed).toBe(true);
  });

  it('answers an unknown key 404, readable by the page (CORS)', async () => {
    const res = await launcher('pk_live_unknownunknown', { origin: 'https://anywhere.example' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['access-control-allow-origin']).toBe('*');
    expect(res.json()).toEqual({ error: 'Unknown widget key' });
  });
});
