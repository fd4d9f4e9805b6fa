import { describe, expect, it } from 'vitest';
import type { Database } from '../../db/database';
import { signUpBusiness, useTestApp, type TestApp } from '../../test-app';
import { testDatabases } from '../../test-databases';
import { WIDGET_FRAME_HEADER, widgetFrameAncestors } from '../../auth/public-key';

const OWN = 'https://parley.example.com';

describe.each(testDatabases())('where the live key may be used, as the browser proves it, on $name', ({ open }) => {
  let app: TestApp, database: Database;
  useTestApp(open, { env: { PUBLIC_URL: OWN } }, (opened) => ({ app, database } = opened));

  const assistant = (live: string, headers: Record<string, string>) =>
    app.inject({ method: 'GET', url: '/assistant/self', headers: { authorization: live, host: 'parley.example.com', ...headers } });

  it('a Referer alone proves nothing; the browser’s Origin or its same-origin fetch metadata does', async () => {
    const shop = await signUpBusiness(app, 'origin', 'Origin Co', { website: 'shop.example' });
    expect((await assistant(shop.live, { origin: 'https://shop.example' })).statusCode).toBe(200);
    // A page can shape or suppress its Referer: a request carrying only one is refused.
    expect((await assistant(shop.live, { referer: 'https://shop.example/products' })).statusCode).toBe(403);
    // The widget frame on Parley's origin: same-origin GETs carry no Origin, but Sec-Fetch-Site says so.
    expect((await assistant(shop.live, { 'sec-fetch-site': 'same-origin' })).statusCode).toBe(200);
    expect((await assistant(shop.live, { 'sec-fetch-site': 'cross-site', referer: 'https://shop.example/' })).statusCode).toBe(403);
    expect((await assistant(shop.live, { origin: 'https://evil.example' })).statusCode).toBe(403);
  });

  it('the widget page may be framed only by the organization’s own sites (any scheme, port and subdomain)', async () => {
    const shop = await signUpBusiness(app, 'frames', 'Frames Co', { website: 'www.frames.example' });
    const policy = await widgetFrameAncestors(database.db, shop.live.replace(/^Bearer /, ''));
    expect(policy).toBe("frame-ancestors 'self' http://frames.example:* http://*.frames.example:* https://frames.example:* https://*.frames.example:*");
    expect(await widgetFrameAncestors(database.db, 'pk_live_unknownkey0000000000')).toBe("frame-ancestors 'self'");
    expect(await widgetFrameAncestors(database.db, shop.demo.replace(/^Bearer /, ''))).toBe("frame-ancestors 'self'");
    expect(await widgetFrameAncestors(database.db, undefined)).toBe("frame-ancestors 'self'");
  });
});

/** Parley itself served over plain http from a real hostname: Chromium sends no Sec-Fetch-Site there. */
const PLAIN = 'http://parley.lan:8080';

describe.each(testDatabases())('the widget frame on a plain http Parley, on $name', ({ open }) => {
  let app: TestApp;
  useTestApp(open, { env: { PUBLIC_URL: PLAIN } }, (opened) => ({ app } = opened));

  const assistant = (live: string, headers: Record<string, string>, query = '') =>
    app.inject({ method: 'GET', url: `/assistant/self${query}`, headers: { authorization: live, host: 'parley.lan:8080', ...headers } });

  it('is recognised by its header where the browser sends no fetch metadata; another site is still refused', async () => {
    const shop = await signUpBusiness(app, 'plain', 'Plain Co', { website: 'shop.example' });
    // A same-origin GET from the frame: no Origin, no Sec-Fetch-Site (a non-secure origin), only the frame's header.
    expect((await assistant(shop.live, {})).statusCode).toBe(403);
    expect((await assistant(shop.live, { [WIDGET_FRAME_HEADER]: '1' })).statusCode).toBe(200);
    expect((await assistant(shop.live, { [WIDGET_FRAME_HEADER]: '1' }, '?host=http%3A%2F%2Fshop.example')).statusCode).toBe(200);
    // Another site's script that sends the header makes a CORS request, which carries its Origin.
    expect((await assistant(shop.live, { [WIDGET_FRAME_HEADER]: '1', origin: 'http://evil.example' })).statusCode).toBe(403);
    expect((await assistant(shop.live, { [WIDGET_FRAME_HEADER]: '1', origin: 'http://evil.example' }, '?host=shop.example')).statusCode).toBe(403);
    // Where the browser does send fetch metadata, the header does not overrule it.
    expect((await assistant(shop.live, { [WIDGET_FRAME_HEADER]: '1', 'sec-fetch-site': 'cross-site' })).statusCode).toBe(403);
    // The frame still takes the host page it names at its word only for the business's own sites.
    expect((await assistant(shop.live, { [WIDGET_FRAME_HEADER]: '1' }, '?host=evil.example')).statusCode).toBe(403);
  });
});
