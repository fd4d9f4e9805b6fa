import { eq } from 'drizzle-orm';
import type { ChatResponse } from '@parley/contract';
import { describe, expect, it } from 'vitest';
import type { Database } from '../../db/database';
import { chatSessions } from '../../db/schema';
import { signUpOwner, useTestApp, type TestApp } from '../../test-app';
import { testDatabases } from '../../test-databases';

/** What POST and GET /session answer, as far as these tests read it. */
type Session = { id: string; status: string; chatIds: string[]; messages: { role: string }[] };

const OWN = 'http://localhost:80';

describe.each(testDatabases())('sessions (Vapi-compatible) on $name', ({ open }) => {
  let database: Database;
  let app: TestApp;
  useTestApp(open, { env: { PUBLIC_URL: OWN } }, (opened) => ({ app, database } = opened));

  async function business() {
    const { website, auth } = await signUpOwner(app, 'sessions', 'Session Co');
    await app.inject({
      method: 'POST',
      url: '/api/v1/organizations/current/products',
      headers: auth,
      payload: { product: { name: 'Summit Trail Shoe', description: 'Waterproof trail running shoe.', price_cents: 12900, currency: 'USD' } },
    });
    const agent = (await app.inject({ method: 'GET', url: '/api/v1/organizations/current/agent', headers: auth })).json<{
      data: { id: number; live_key: string };
    }>().data;
    return { headers: { authorization: `Bearer ${agent.live_key}`, origin: `https://${website}` }, agentId: String(agent.id) };
  }

  it('groups chats that share context, and returns them with GET /session/{id}', async () => {
    const b = await business();
    const created = await app.inject({ method: 'POST', url: '/session', headers: b.headers, payload: { name: 'Visitor 42' } });
    expect(created.statusCode).toBe(201);
    const session = created.json<Session>();
    // eslint-disable-next-line @typescript-eslint/no-unsafe-assignment -- expect.stringMatching is typed any so it can stand for any value
    expect(session).toMatchObject({ id: expect.stringMatching(/^session_/), assistantId: b.agentId, name: 'Visitor 42', status: 'active', messages: [] });

    const first = (
      await app.inject({
        method: 'POST',
        url: '/chat',
        headers: b.headers,
        payload: { input: 'Tell me about the waterproof trail shoe', sessionId: session.id },
      })
    ).json<ChatResponse>();
    // No previousChatId: the session carries the context, so "how much is it?" finds the shoe.
    const second = (
      await app.inject({ method: 'POST', url: '/chat', headers: b.headers, payload: { input: 'How much is it?', sessionId: session.id } })
    ).json<ChatResponse>();
    expect(second.id).toBe(first.id);
    expect(second.output[0]!.content).toContain('$129.00');

    const read = (await app.inject({ method: 'GET', url: `/session/${session.id}`, headers: b.headers })).json<Session>();
    expect(read.chatIds).toEqual([first.id]);
    expect(read.messages.map((m) => m.role)).toEqual(['user', 'assistant', 'user', 'assistant']);
  });

  it('belong to one organization, and end when they expire', async () => {
    const a = await business();
    const b = await business();
    const session = (await app.inject({ method: 'POST', url: '/session', headers: a.headers, payload: { expirationSeconds: 60 } })).json<Session>();
    expect((await app.inject({ method: 'GET', url: `/session/${session.id}`, headers: b.headers })).statusCode).toBe(404);
    expect((await app.inject({ method: 'POST', url: '/chat', headers: b.headers, payload: { input: 'hi', sessionId: session.id } })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/session/session_00000000-0000-0000-0000-000000000000', headers: a.headers })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/session/nope', headers: a.headers })).statusCode).toBe(422);
    expect((await app.inject({ method: 'POST', url: '/session', headers: { ...a.headers, origin: 'https://evil.example' }, payload: {} })).statusCode).toBe(
      403,
    );
    expect((await app.inject({ method: 'POST', url: '/session', headers: a.headers, payload: { assistantId: '999999' } })).statusCode).toBe(404);

    await database.db
      .update(chatSessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(chatSessions.id, session.id));
    expect((await app.inject({ method: 'GET', url: `/session/${session.id}`, headers: a.headers })).json<Session>().status).toBe('completed');
    expect((await app.inject({ method: 'POST', url: '/chat', headers: a.headers, payload: { input: 'hi', sessionId: session.id } })).statusCode).toBe(409);
  });
});
