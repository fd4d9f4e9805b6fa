import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Database } from '../../db/database';
import { conversations, documents, voiceCalls } from '../../db/schema';
import { multipart, readAgent, signUpOwner, useTestApp, type TestApp } from '../../test-app';
import { testDatabases } from '../../test-databases';

/*
 * The Voice API's answers, as far as these tests read them. Their shapes are checked by matchers
 * (expect.any, objectContaining, stringMatching), which vitest types as any so that they can stand
 * for any value: no-unsafe-assignment is off in this file for them.
 */
/* eslint-disable @typescript-eslint/no-unsafe-assignment */
type Identified = { id: string };
type Page<T> = { results: T[]; metadata: { itemsPerPage: number; totalItems: number; currentPage: number } };
type LogEntry = { type: string; time: string };
type AnalyticsAnswer = {
  name: string;
  timeRange: unknown;
  result: { type: string; date: string; countId: number; sumDuration: number; sumCost: number; maxDuration: number }[];
};

const OWN = 'http://localhost:80';

/** A text file in a multipart form, as the Vapi client uploads it. */
const textFile = (field: string, filename: string, bytes: Buffer) => multipart([{ name: field, value: bytes, filename, type: 'text/plain' }]);

describe.each(testDatabases())('Voice API for owners on $name', ({ open }) => {
  let database: Database;
  let app: TestApp;
  useTestApp(open, { env: { PUBLIC_URL: OWN } }, (opened) => ({ app, database } = opened));

  /** An organization with its owner's token, its widget key and one chat, one ended web call and one lead. */
  async function business() {
    const { website, auth: owner } = await signUpOwner(app, 'voiceapi', 'Voice Co');
    const agent = await readAgent(app, owner);
    const widget = { authorization: `Bearer ${agent.live_key}`, origin: `https://${website}` };
    const chat = (await app.inject({ method: 'POST', url: '/chat', headers: widget, payload: { input: 'Do you ship to Canada?' } })).json<Identified>();
    expect(
      (await app.inject({ method: 'POST', url: `/chat/${chat.id}/lead`, headers: widget, payload: { email: 'ann@example.com', consent: true } })).statusCode,
    ).toBe(201);
    const [chatRow] = await database.db.select({ organizationId: conversations.organizationId }).from(conversations).where(eq(conversations.id, chat.id));
    const orgId = chatRow!.organizationId;
    // A finished web call as the voice module leaves it: its conversation (channel voice) and its row.
    const conversationId = `chat_${randomUUID()}`;
    const started = new Date(Date.now() - 60_000);
    await database.db
      .insert(conversations)
      .values({ id: conversationId, organizationId: orgId, channel: 'voice', keyKind: 'live', startedAt: started, lastMessageAt: new Date() });
    const callId = `call_${randomUUID()}`;
    await database.db.insert(voiceCalls).values({
      id: callId,
      organizationId: orgId,
      conversationId,
      status: 'ended',
      sttProvider: 'parley',
      ttsProvider: 'parley',
      connectedAt: started,
      endedAt: new Date(),
      durationSeconds: 42,
      endedReason: 'customer-ended-call',
    });
    return { owner, widget, agentId: String(agent.id), chatId: chat.id, callId, orgId };
  }
  it('reads and updates the assistant with the owner token, and keeps the widget view for widget keys', async () => {
    const a = await business();
    const list = await app.inject({ method: 'GET', url: '/assistant', headers: a.owner });
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual([
      expect.objectContaining({
        id: a.agentId,
        orgId: String(a.orgId),
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
        voice: expect.objectContaining({ voiceId: expect.any(String) }),
      }),
    ]);

    const patched = await app.inject({
      method: 'PATCH',
      url: `/assistant/${a.agentId}`,
      headers: a.owner,
      payload: {
        name: 'Nova',
        firstMessage: 'Hello from Nova!',
        voice: { provider: 'parley', voiceId: 'verse' },
        model: { provider: 'openai', messages: [{ role: 'system', content: 'Outdoor gear expert' }] },
        transcriber: { provider: 'deepgram' },
      },
    });
    expect(patched.statusCode).toBe(200);
    expect(patched.json()).toMatchObject({
      id: a.agentId,
      name: 'Nova',
      firstMessage: 'Hello from Nova!',
      model: { messages: [{ role: 'system', content: 'Outdoor gear expert' }] },
    });
    const read = (await app.inject({ method: 'GET', url: `/assistant/${a.agentId}`, headers: a.owner })).json<Record<string, unknown>>();
    expect(read).toMatchObject({ id: a.agentId, orgId: String(a.orgId), name: 'Nova', firstMessage: 'Hello from Nova!' });
    // The dashboard sees the same persona.
    const agent = (await app.inject({ method: 'GET', url: '/api/v1/organizations/current/agent', headers: a.owner })).json<{ data: unknown }>().data;
    expect(agent).toMatchObject({ name: 'Nova', greeting: 'Hello from Nova!', role: 'Outdoor gear expert', voice: 'verse' });
    // The widget's view is unchanged in shape.
    const publicView = await app.inject({ method: 'GET', url: '/assistant/self', headers: a.widget });
    expect(publicView.statusCode).toBe(200);
    expect(publicView.json()).toMatchObject({ id: a.agentId, name: 'Nova', suggestions: expect.any(Array) });
    expect(publicView.json()).not.toHaveProperty('orgId');

    expect((await app.inject({ method: 'PATCH', url: `/assistant/${a.agentId}`, headers: a.owner, payload: { name: '' } })).statusCode).toBe(400);
    const tooLong = await app.inject({
      method: 'PATCH',
      url: `/assistant/${a.agentId}`,
      headers: a.owner,
      payload: { firstMessage: 'x'.repeat(501), model: { messages: [{ role: 'system', content: 'y'.repeat(121) }] } },
    });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json<{ error: string }>().error).toContain('firstMessage');
  });

  it('lists calls, chats and sessions with filters', async () => {
    const a = await business();
    const session = (await app.inject({ method: 'POST', url: '/session', headers: a.widget, payload: { name: 'Visitor 7' } })).json<Identified>();

    const calls = await app.inject({ method: 'GET', url: '/call', headers: a.owner });
    expect(calls.statusCode).toBe(200);
    expect(calls.json()).toEqual([
      expect.objectContaining({ id: a.callId, orgId: String(a.orgId), type: 'webCall', status: 'ended', assistantId: a.agentId, durationSeconds: 42, cost: 0 }),
    ]);
    const future = new Date(Date.now() + 60_000).toISOString();
    expect((await app.inject({ method: 'GET', url: `/call?createdAtGt=${encodeURIComponent(future)}`, headers: a.owner })).json()).toEqual([]);
    expect((await app.inject({ method: 'GET', url: `/call?createdAtLt=${encodeURIComponent(future)}&limit=1`, headers: a.owner })).json()).toHaveLength(1);
    expect((await app.inject({ method: 'GET', url: '/call?limit=5000', headers: a.owner })).statusCode).toBe(400);
    expect((await app.inject({ method: 'GET', url: '/call?createdAtGt=yesterday', headers: a.owner })).statusCode).toBe(400);

    const chats = (await app.inject({ method: 'GET', url: '/chat', headers: a.owner })).json<Page<unknown>>();
    expect(chats.metadata).toEqual({ itemsPerPage: 100, totalItems: 1, currentPage: 1 });
    expect(chats.results).toEqual([expect.objectContaining({ id: a.chatId, orgId: String(a.orgId), assistantId: a.agentId, messageCount: 2 })]);
    expect((await app.inject({ method: 'GET', url: '/chat?page=0', headers: a.owner })).statusCode).toBe(400);

    const sessions = (await app.inject({ method: 'GET', url: '/session?limit=10', headers: a.owner })).json<Page<unknown>>();
    expect(sessions.results).toEqual([expect.objectContaining({ id: session.id, name: 'Visitor 7', status: 'active', orgId: String(a.orgId) })]);

    // The runtime's GET by id answers the owner's token too, with the transcript.
    const chat = await app.inject({ method: 'GET', url: `/chat/${a.chatId}`, headers: a.owner });
    expect(chat.statusCode).toBe(200);
    expect(chat.json()).toMatchObject({
      id: a.chatId,
      orgId: String(a.orgId),
      assistantId: a.agentId,
      messages: [{ role: 'user', content: 'Do you ship to Canada?' }, { role: 'assistant' }],
    });
    expect((await app.inject({ method: 'GET', url: `/session/${session.id}`, headers: a.owner })).json()).toMatchObject({
      id: session.id,
      orgId: String(a.orgId),
      chatIds: [],
      messages: [],
    });
    const call = await app.inject({ method: 'GET', url: `/call/${a.callId}`, headers: a.owner });
    expect(call.statusCode).toBe(200);
    expect(call.json()).toMatchObject({ id: a.callId, orgId: String(a.orgId), type: 'webCall', durationSeconds: 42, messages: [], transcript: '' });
    // … and widget keys keep their own view.
    expect((await app.inject({ method: 'GET', url: `/chat/${a.chatId}`, headers: a.widget })).json()).not.toHaveProperty('orgId');
  });

  it('uploads, lists, reads and deletes files, and shows them in the one knowledge base', async () => {
    const a = await business();
    const form = textFile('file', 'shipping.txt', Buffer.from('We ship to Canada and Mexico within five days.'));
    const uploaded = await app.inject({ method: 'POST', url: '/file', headers: { ...a.owner, ...form.headers }, payload: form.payload });
    expect(uploaded.statusCode).toBe(201);
    const file = uploaded.json<Identified>();
    expect(file).toMatchObject({
      id: expect.stringMatching(/^\d+$/),
      orgId: String(a.orgId),
      name: 'shipping.txt',
      bytes: 46,
      mimetype: 'text/plain',
      status: 'processing',
    });

    expect((await app.inject({ method: 'GET', url: '/file', headers: a.owner })).json<Identified[]>().map((f) => f.id)).toEqual([file.id]);
    expect((await app.inject({ method: 'GET', url: `/file/${file.id}`, headers: a.owner })).json()).toMatchObject({ id: file.id, name: 'shipping.txt' });

    const knowledgeBases = (await app.inject({ method: 'GET', url: '/knowledge-base', headers: a.owner })).json<Identified[]>();
    expect(knowledgeBases).toEqual([expect.objectContaining({ provider: 'parley', fileIds: [file.id], faqCount: 0, orgId: String(a.orgId) })]);
    const kb = knowledgeBases[0]!;
    expect((await app.inject({ method: 'GET', url: `/knowledge-base/${kb.id}`, headers: a.owner })).json()).toEqual(kb);

    const empty = textFile('file', 'empty.txt', Buffer.alloc(0));
    expect((await app.inject({ method: 'POST', url: '/file', headers: { ...a.owner, ...empty.headers }, payload: empty.payload })).statusCode).toBe(400);
    const wrongField = textFile('files', 'notes.txt', Buffer.from('notes'));
    expect((await app.inject({ method: 'POST', url: '/file', headers: { ...a.owner, ...wrongField.headers }, payload: wrongField.payload })).statusCode).toBe(
      400,
    );
    expect((await app.inject({ method: 'POST', url: '/file', headers: a.owner, payload: { name: 'x' } })).statusCode).toBe(400);
    expect((await app.inject({ method: 'GET', url: '/file/abc', headers: a.owner })).statusCode).toBe(400);

    const deleted = await app.inject({ method: 'DELETE', url: `/file/${file.id}`, headers: a.owner });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json<Identified>().id).toBe(file.id);
    expect((await app.inject({ method: 'GET', url: `/file/${file.id}`, headers: a.owner })).statusCode).toBe(404);
  });

  it('answers analytics queries over conversations', async () => {
    const a = await business();
    const op = (operation: string, column: string) => ({ operation, column });
    const res = await app.inject({
      method: 'POST',
      url: '/analytics',
      headers: a.owner,
      payload: {
        queries: [
          {
            table: 'call',
            name: 'totals',
            operations: [op('count', 'id'), op('sum', 'duration'), op('sum', 'cost')],
          },
          {
            table: 'call',
            name: 'byType',
            groupBy: ['type'],
            timeRange: {
              start: new Date(Date.now() - 86_400_000).toISOString(),
              end: new Date(Date.now() + 60_000).toISOString(),
              step: 'day',
              timezone: 'UTC',
            },
            operations: [op('count', 'id'), op('max', 'duration')],
          },
        ],
      },
    });
    expect(res.statusCode).toBe(201);
    const [totals, byType] = res.json<AnalyticsAnswer[]>();
    expect(totals!.name).toBe('totals');
    expect(totals!.result).toHaveLength(1);
    expect(totals!.result[0]!.countId).toBe(2);
    // The call's 42 s, plus the chat's first-to-last-message time (well under a minute).
    expect(totals!.result[0]!.sumDuration).toBeGreaterThanOrEqual(42);
    expect(totals!.result[0]!.sumDuration).toBeLessThan(102);
    expect(totals!.result[0]!.sumCost).toBe(0);
    const voice = byType!.result.filter((row) => row.type === 'webCall');
    expect(voice.reduce((sum, row) => sum + row.countId, 0)).toBe(1);
    expect(voice[0]).toMatchObject({ date: expect.stringMatching(/T00:00:00\.000Z$/), maxDuration: 42 });
    expect(byType!.timeRange).toMatchObject({ step: 'day', timezone: 'UTC' });

    // Buckets start at local midnight of the time zone asked for (Tokyo: 15:00 UTC the day before).
    const tokyo = await app.inject({
      method: 'POST',
      url: '/analytics',
      headers: a.owner,
      payload: {
        queries: [{ table: 'call', name: 'tokyo', timeRange: { step: 'day', timezone: 'Asia/Tokyo' }, operations: [{ operation: 'count', column: 'id' }] }],
      },
    });
    const tokyoRows = tokyo.json<AnalyticsAnswer[]>()[0]!.result;
    expect(tokyoRows.reduce((sum, row) => sum + row.countId, 0)).toBe(2);
    for (const row of tokyoRows) expect(row.date).toMatch(/T15:00:00\.000Z$/);

    const bad = [
      { queries: [] },
      { queries: [{ table: 'call', name: 'x', operations: [{ operation: 'median', column: 'id' }] }] },
      { queries: [{ table: 'call', name: 'x', operations: [{ operation: 'sum', column: 'id' }] }] },
      { queries: [{ table: 'subscription', name: 'x', operations: [{ operation: 'count', column: 'id' }] }] },
      { queries: [{ table: 'call', name: 'x', timeRange: { timezone: 'Mars/Olympus' }, operations: [{ operation: 'count', column: 'id' }] }] },
    ];
    for (const payload of bad)
      expect((await app.inject({ method: 'POST', url: '/analytics', headers: a.owner, payload })).statusCode, JSON.stringify(payload)).toBe(400);
  });

  it('lists log entries derived from conversations, calls, leads and files', async () => {
    const a = await business();
    await database.db.insert(documents).values({ organizationId: a.orgId, filename: 'faq.md', kind: 'markdown', sizeBytes: 10, status: 'ready' });
    const logs = await app.inject({ method: 'GET', url: '/logs?limit=50', headers: a.owner });
    expect(logs.statusCode).toBe(200);
    const body = logs.json<Page<LogEntry>>();
    const types = body.results.map((entry) => entry.type).sort();
    expect(types).toEqual(['call.ended', 'conversation.started', 'conversation.started', 'file.processed', 'lead.captured']);
    expect(body.metadata.totalItems).toBe(5);
    for (const entry of body.results) expect(entry).toMatchObject({ orgId: String(a.orgId), time: expect.any(String), assistantId: a.agentId });
    const times = body.results.map((entry) => entry.time);
    expect(times).toEqual([...times].sort().reverse());
    // The log says a lead came, not who.
    expect(JSON.stringify(body)).not.toContain('ann@example.com');

    const page2 = (await app.inject({ method: 'GET', url: '/logs?limit=2&page=2', headers: a.owner })).json<Page<LogEntry>>();
    expect(page2.results).toEqual(body.results.slice(2, 4));
    const calls = (await app.inject({ method: 'GET', url: `/logs?callId=${a.callId}`, headers: a.owner })).json<Page<LogEntry>>();
    expect(calls.results.map((entry) => entry.type).sort()).toEqual(['call.ended', 'conversation.started']);
    expect((await app.inject({ method: 'GET', url: '/logs?type=lead.captured', headers: a.owner })).json<Page<LogEntry>>().results).toHaveLength(1);
    expect((await app.inject({ method: 'GET', url: '/logs?type=nonsense', headers: a.owner })).statusCode).toBe(400);
  });

  it('refuses callers without an owner token', async () => {
    const a = await business();
    const requests = [
      { method: 'GET', url: '/assistant' },
      { method: 'PATCH', url: `/assistant/${a.agentId}`, payload: { name: 'X' } },
      { method: 'GET', url: '/call' },
      { method: 'GET', url: '/chat' },
      { method: 'GET', url: '/session' },
      { method: 'GET', url: '/file' },
      { method: 'GET', url: '/file/1' },
      { method: 'DELETE', url: '/file/1' },
      { method: 'GET', url: '/knowledge-base' },
      { method: 'POST', url: '/analytics', payload: { queries: [] } },
      { method: 'GET', url: '/logs' },
    ] as const;
    for (const request of requests) {
      expect((await app.inject(request)).statusCode, `${request.method} ${request.url}`).toBe(401);
      // A widget key is not an owner's token either.
      expect((await app.inject({ ...request, headers: a.widget })).statusCode, `${request.method} ${request.url} with a widget key`).toBe(401);
    }
    expect((await app.inject({ method: 'GET', url: `/assistant/${a.agentId}`, headers: { authorization: 'Bearer not-a-token' } })).statusCode).toBe(401);
    for (const url of [`/chat/${a.chatId}`, `/call/${a.callId}`])
      expect((await app.inject({ method: 'GET', url, headers: { authorization: 'Bearer not-a-token' } })).statusCode, url).toBe(401);
  });

  it("gives 404 for another organization's ids and never lists them", async () => {
    const a = await business();
    const b = await business();
    const form = textFile('file', 'a.txt', Buffer.from('Only for A.'));
    const file = (await app.inject({ method: 'POST', url: '/file', headers: { ...a.owner, ...form.headers }, payload: form.payload })).json<Identified>();
    const kbA = (await app.inject({ method: 'GET', url: '/knowledge-base', headers: a.owner })).json<Identified[]>()[0]!;

    expect((await app.inject({ method: 'GET', url: `/assistant/${a.agentId}`, headers: b.owner })).statusCode).toBe(404);
    expect((await app.inject({ method: 'PATCH', url: `/assistant/${a.agentId}`, headers: b.owner, payload: { name: 'Hijack' } })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: `/file/${file.id}`, headers: b.owner })).statusCode).toBe(404);
    expect((await app.inject({ method: 'DELETE', url: `/file/${file.id}`, headers: b.owner })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: `/knowledge-base/${kbA.id}`, headers: b.owner })).statusCode).toBe(404);
    const sessionA = (await app.inject({ method: 'POST', url: '/session', headers: a.widget, payload: {} })).json<Identified>();
    expect((await app.inject({ method: 'GET', url: `/chat/${a.chatId}`, headers: b.owner })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: `/session/${sessionA.id}`, headers: b.owner })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: `/call/${a.callId}`, headers: b.owner })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: `/file/${file.id}`, headers: a.owner })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: `/assistant/${a.agentId}`, headers: a.owner })).json<{ name: string }>().name).not.toBe('Hijack');

    const listed = JSON.stringify([
      (await app.inject({ method: 'GET', url: '/call', headers: b.owner })).json(),
      (await app.inject({ method: 'GET', url: '/chat', headers: b.owner })).json(),
      (await app.inject({ method: 'GET', url: '/file', headers: b.owner })).json(),
      (await app.inject({ method: 'GET', url: '/logs', headers: b.owner })).json(),
      (await app.inject({ method: 'GET', url: `/logs?callId=${a.callId}`, headers: b.owner })).json(),
    ]);
    for (const id of [a.callId, a.chatId, `"${file.id}"`]) expect(listed).not.toContain(id);
  });
});
