import { VOICE_API_OPERATIONS } from '@parley/contract';
import { describe, expect, it } from 'vitest';
import { openTestPglite } from '../../test-databases';
import { useTestApp, type TestApp } from '../../test-app';

describe('Voice API endpoints Parley does not implement', () => {
  let app: TestApp;
  useTestApp(
    () => openTestPglite(),
    {},
    (opened) => (app = opened.app),
  );

  /** Each request, and the feature its 501 names. */
  const UNAVAILABLE = {
    'GET /squad': 'Squad',
    'GET /campaign': 'Campaign',
    'POST /org/o1/leave': 'Organization membership',
    'PUT /assistant/42': 'Assistant',
    'PATCH /session/s1': 'Session',
    'DELETE /session/s1': 'Session',
    'POST /11labs/voice/clone': 'Voice cloning',
  };
  it.each(Object.entries(UNAVAILABLE))('%s answers 501 with a clear error', async (request, feature) => {
    const [method, url] = request.split(' ') as ['GET', string];
    const response = await app.inject({ method, url, headers: { authorization: 'Bearer sk_anything' } });
    expect(response.statusCode).toBe(501);
    expect(response.json()).toEqual({ error: 'not_implemented', message: `${feature} is not available on Parley yet` });
  });

  it('leaves the routes Parley implements alone', async () => {
    // POST /chat and GET /assistant/:id are the runtime's: without a widget key they refuse, not 501.
    const chat = await app.inject({ method: 'POST', url: '/chat', payload: { input: 'hi' } });
    expect(chat.statusCode).toBe(401);
    const assistant = await app.inject({ method: 'GET', url: '/assistant/1' });
    expect(assistant.statusCode).toBe(401);
    // The voice-api module's owner routes: without the owner's token they refuse, not 501.
    for (const [method, url] of [
      ['GET', '/session'],
      ['PATCH', '/assistant/42'],
      ['GET', '/call'],
      ['POST', '/file'],
      ['GET', '/logs'],
      ['POST', '/analytics'],
      ['POST', '/test-suite/1/run'],
    ] as const) {
      expect((await app.inject({ method, url, headers: { authorization: 'Bearer sk_anything' } })).statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it('leaves the calls the voice module serves to it, and answers the call operations it does not serve with 501', async () => {
    const stubs = app.apiRoutes.filter((route) => route.notImplemented).map((route) => `${route.method} ${route.url}`);
    expect(stubs.filter((key) => /^[A-Z]+ \/call(\/:id|\/web)?$/.test(key)).sort()).toEqual(['DELETE /call/:id', 'PATCH /call/:id', 'POST /call']);
    for (const [method, url] of [
      ['POST', '/call'],
      ['PATCH', '/call/abc'],
      ['DELETE', '/call/abc'],
    ] as const) {
      const response = await app.inject({ method, url, headers: { authorization: 'Bearer sk_anything' }, ...(method === 'DELETE' ? {} : { payload: {} }) });
      expect(response.statusCode, `${method} ${url}`).toBe(501);
      // eslint-disable-next-line @typescript-eslint/no-unsafe-assignment -- expect.any/stringMatching are typed any so they can stand for any value
      expect(response.json()).toEqual({ error: 'not_implemented', message: expect.stringMatching(/is not available on Parley yet$/) });
    }
    // Everything of the Voice API is answered by someone: a real route or a 501.
    const taken = new Set(app.apiRoutes.map((route) => `${route.method} ${route.url}`));
    const missing = VOICE_API_OPERATIONS.map((op) => `${op.method} ${op.path.replace(/\{(\w+)\}/g, ':$1')}`).filter((key) => !taken.has(key));
    expect(missing).toEqual([]);
  });
});
