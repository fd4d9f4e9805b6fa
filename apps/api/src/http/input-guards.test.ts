import { describe, expect, it } from 'vitest';
import { signUpOwner, useTestApp, type TestApp } from '../test-app';
import { testDatabases } from '../test-databases';
import { checkInput, MAX_JSON_DEPTH } from './input-guards';

describe('input guards', () => {
  it('find NUL characters anywhere, and nesting past the limit, without recursion', () => {
    expect(() => checkInput({ user: { name: 'a\u0000b' } }, 'body')).toThrow('body.user.name: must not contain NUL characters');
    expect(() => checkInput({ list: ['ok', 'n\u0000'] }, 'body')).toThrow('body.list[1]');
    let deep: unknown = 'x';
    for (let i = 0; i < 10_000; i += 1) deep = [deep];
    expect(() => checkInput(deep, 'body')).toThrow(`nested too deeply (at most ${MAX_JSON_DEPTH} levels)`);
    expect(() => checkInput({ fine: [{ a: 1 }, 'text', null] }, 'body')).not.toThrow();
  });
});

describe.each(testDatabases())('hostile input on $name', ({ open }) => {
  let app!: TestApp;
  useTestApp(open, { env: { PUBLIC_URL: 'http://localhost:80' } }, (opened) => (app = opened.app));

  it('answers NUL characters with a 422 naming the field, and stores nothing', async () => {
    const email = `nul-${Date.now()}@example.com`;
    const signup = await app.inject({
      method: 'POST',
      url: '/signup',
      payload: { user: { email, password: 'Str0ng-password', name: 'Ow\u0000ner' }, organization: { name: 'Nul Co', website_url: 'nul.example.com' } },
    });
    expect(signup.statusCode).toBe(422);
    expect(signup.json<{ error: string }>().error).toBe('body.user.name: must not contain NUL characters');
    const login = await app.inject({ method: 'POST', url: '/login', payload: { user: { email, password: 'Str0ng-password' } } });
    expect(login.statusCode).toBe(401);

    const owner = await signUpOwner(app, 'nul');
    const agentResponse = await app.inject({ method: 'GET', url: '/api/v1/organizations/current/agent', headers: owner.auth });
    const agent = agentResponse.json<{ data: { live_key: string } }>().data;
    const chat = await app.inject({
      method: 'POST',
      url: '/chat',
      headers: { authorization: `Bearer ${agent.live_key}`, origin: `https://${owner.website}` },
      payload: { input: 'hello\u0000there' },
    });
    expect(chat.statusCode).toBe(422);
    const query = await app.inject({ method: 'GET', url: '/api/v1/organizations/current/products?q=a%00b', headers: owner.auth });
    expect(query.statusCode).toBe(422);
  });

  it('answers a 10,000-deep JSON body with a 400, not a crash', async () => {
    const body = `${'['.repeat(10_000)}1${']'.repeat(10_000)}`;
    const response = await app.inject({ method: 'POST', url: '/signup', headers: { 'content-type': 'application/json' }, payload: body });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ error: string }>().error).toContain('nested too deeply');
  });

  it('answers a truncated multipart upload with a 400 and a clear message', async () => {
    const owner = await signUpOwner(app, 'multipart');
    const boundary = 'parleyboundary';
    const truncated = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="notes.txt"\r\nContent-Type: text/plain\r\n\r\nhalf a file`;
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/organizations/current/documents',
      headers: { ...owner.auth, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: truncated,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ error: string }>().error).toMatch(/^Malformed multipart upload/);
  });

  it('answers over-long headers with 431 from the real HTTP server, and keeps serving', async () => {
    const origin = await app.listen({ port: 0, host: '127.0.0.1' });
    const { request } = await import('node:http');
    const status = await new Promise<number>((resolve, reject) => {
      const sent = request(`${origin}/healthz`, { headers: { 'x-padding': 'a'.repeat(64 * 1024) } }, (response) => resolve(response.statusCode ?? 0));
      sent.on('error', reject);
      sent.end();
    });
    expect(status).toBe(431);
    expect((await fetch(`${origin}/healthz`)).status).toBe(200);
  });
});
