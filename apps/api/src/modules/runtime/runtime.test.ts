import { createServer, type Server } from 'node:http';
import { eq } from 'drizzle-orm';
import type { ChatResponse, ChatStreamEvent, ConversationDetail } from '@parley/contract';
import { describe, expect, it } from 'vitest';
import type { Database } from '../../db/database';
import { conversations, leads, messages } from '../../db/schema';
import { addFaq, addRule, askAsVisitor, openShop, signUpBusiness, useLoopbackServer, useTestApp, widgetHeaders, type TestApp } from '../../test-app';
import { testDatabases } from '../../test-databases';
import { createLlmResponder } from './llm-responder';

const OWN = 'http://localhost:80';

describe.each(testDatabases())('public chat runtime on $name', ({ open }) => {
  let database: Database;
  let app: TestApp;
  useTestApp(open, { env: { PUBLIC_URL: OWN } }, (opened) => ({ app, database } = opened));

  /** A business with a FAQ and a product, and its widget keys. */
  const business = () => openShop(app, 'shop');
  const chat = (authorization: string, origin: string, payload: object) =>
    app.inject({ method: 'POST', url: '/chat', headers: { authorization, origin, 'content-type': 'application/json' }, payload });
  const lead = (b: { live: string; origin: string }, chatId: string, payload: object) =>
    app.inject({ method: 'POST', url: `/chat/${chatId}/lead`, headers: widgetHeaders(b), payload });

  it('answers a visitor on the business website from its knowledge, and keeps the conversation', async () => {
    const b = await business();
    const first = await chat(b.live, `https://${b.website}`, {
      input: 'Do you ship to Canada?',
      metadata: { pageUrl: `https://${b.website}/faq`, language: 'en', visitorId: 'v1' },
    });
    expect(first.statusCode).toBe(200);
    const body = first.json<ChatResponse>();
    expect(body.output).toEqual([{ role: 'assistant', content: 'Yes, we ship to Canada in 3 to 5 business days.' }]);
    expect(body.sources[0]).toMatchObject({ type: 'faq' });

    const followUp = await chat(b.live, `https://www.${b.website}`, { input: 'And the waterproof trail shoe, how much?', previousChatId: body.id });
    expect(followUp.json<ChatResponse>().output[0]!.content).toContain('$129.00');
    const stored = await database.db.select().from(messages).where(eq(messages.conversationId, body.id));
    expect(stored.map((m) => m.role)).toEqual(['user', 'assistant', 'user', 'assistant']);
    const [conversation] = await database.db.select().from(conversations).where(eq(conversations.id, body.id));
    expect(conversation).toMatchObject({ organizationId: b.organizationId, messageCount: 4, pageUrl: `https://${b.website}/faq`, keyKind: 'live' });
  });

  it('answers from a FAQ the moment it is added, and stops the moment it is deleted (what it remembers of the knowledge follows each change)', async () => {
    const b = await business();
    const ask = async () => (await askAsVisitor(app, b, 'Do you rent kayaks?')).output[0]!.content;
    const unknown = await ask();
    expect(unknown).not.toContain('by the day');
    // The honest answer offers the team's follow-up, and says so in a field the widget opens its lead form on.
    const offered = await chat(b.live, `https://${b.website}`, { input: 'Do you rent kayaks?' });
    expect(offered.json<ChatResponse>().offerLead).toBe(true);
    expect(await ask()).toBe(unknown); // the same again: the word counts now come from memory

    const faq = await addFaq(app, b.auth, { question: 'Do you rent kayaks?', answer: 'Yes, kayaks are rented by the day.' });
    expect(await ask()).toBe('Yes, kayaks are rented by the day.');
    const removed = await app.inject({ method: 'DELETE', url: `/api/v1/organizations/current/faqs/${faq.id}`, headers: b.auth });
    expect(removed.statusCode).toBe(204);
    expect(await ask()).not.toContain('by the day');
  });

  it('does not let a visitor reset the per-visitor limit with a made-up X-Forwarded-For', async () => {
    const b = await business();
    const send = (forwardedFor: string) =>
      app.inject({
        method: 'POST',
        url: '/chat',
        remoteAddress: '203.0.113.7',
        headers: { authorization: b.live, origin: `https://${b.website}`, 'content-type': 'application/json', 'x-forwarded-for': forwardedFor },
        payload: { input: 'Do you ship to Canada?', metadata: { visitorId: 'same' } },
      });
    const codes: number[] = [];
    for (let i = 0; i < 31; i += 1) codes.push((await send(`198.51.100.${i}`)).statusCode);
    expect(codes.slice(0, 30).every((code) => code === 200)).toBe(true);
    expect(codes[30]).toBe(429);
  });

  it('describes the agent to its widget, with the business’s first questions as quick replies', async () => {
    const b = await business();
    const res = await app.inject({ method: 'GET', url: '/assistant/self', headers: widgetHeaders(b) });
    expect(res.statusCode).toBe(200);
    // eslint-disable-next-line @typescript-eslint/no-unsafe-assignment -- expect.any is typed any so it can stand for any value
    expect(res.json()).toMatchObject({ name: expect.any(String), suggestions: ['Do you ship to Canada?'] });
  });

  it('streams the answer as server-sent events', async () => {
    const b = await business();
    const res = await chat(b.live, `https://${b.website}`, { input: 'Do you ship to Canada?', stream: true });
    expect(res.headers['content-type']).toContain('text/event-stream');
    const events = res.body
      .split('\n\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line.replace(/^data: /, '')) as ChatStreamEvent);
    expect(events.flatMap((e) => (e.type === 'delta' ? [e.content] : [])).join('')).toBe('Yes, we ship to Canada in 3 to 5 business days.');
    expect(events.at(-1)).toMatchObject({ type: 'done', output: [{ content: 'Yes, we ship to Canada in 3 to 5 business days.' }] });
    // An answer from the knowledge invites nothing: no lead form.
    expect(events.at(-1)).not.toHaveProperty('offerLead');
    const unknown = await chat(b.live, `https://${b.website}`, { input: 'Do you rent kayaks?', stream: true });
    expect(unknown.body.trim().split('\n\n').at(-1)).toContain('"offerLead":true');
  });

  it('refuses the live key on other websites and the demo key outside Parley, and takes the widget frame at its word only for allowed hosts', async () => {
    const b = await business();
    expect((await chat(b.live, 'https://evil.example', { input: 'hi' })).statusCode).toBe(403);
    expect((await chat(b.live, `https://${b.website}.evil.example`, { input: 'hi' })).statusCode).toBe(403);
    expect((await chat(b.demo, `https://${b.website}`, { input: 'hi' })).statusCode).toBe(403);
    expect((await chat(b.demo, OWN, { input: 'Do you ship to Canada?' })).statusCode).toBe(200);
    expect((await chat(b.live, OWN, { input: 'hi', metadata: { hostOrigin: 'https://evil.example' } })).statusCode).toBe(403);
    expect((await chat(b.live, OWN, { input: 'Do you ship to Canada?', metadata: { hostOrigin: `https://${b.website}` } })).statusCode).toBe(200);
    // Parley's own widget page (the QR code's link) takes the live key; the same host on another port does not.
    expect((await chat(b.live, OWN, { input: 'Do you ship to Canada?', metadata: { hostOrigin: OWN } })).statusCode).toBe(200);
    expect((await chat(b.live, 'http://localhost:81', { input: 'hi' })).statusCode).toBe(403);
    expect((await app.inject({ method: 'POST', url: '/chat', headers: { origin: `https://${b.website}` }, payload: { input: 'hi' } })).statusCode).toBe(401);
    expect((await chat('Bearer pk_live_unknownunknownunknown', `https://${b.website}`, { input: 'hi' })).statusCode).toBe(401);
  });

  it('validates messages: empty, too long, malformed', async () => {
    const b = await business();
    const origin = `https://${b.website}`;
    expect((await chat(b.live, origin, { input: '' })).statusCode).toBe(422);
    expect((await chat(b.live, origin, { input: 'x'.repeat(2001) })).json<{ error: string }>().error).toMatch(/^input: /);
    const html = await chat(b.live, origin, { input: '<img src=x onerror=alert(1)> shipping to Canada?' });
    expect(html.statusCode).toBe(200);
    const [stored] = await database.db.select().from(messages).where(eq(messages.conversationId, html.json<ChatResponse>().id));
    expect(stored!.content).toBe('<img src=x onerror=alert(1)> shipping to Canada?');
  });

  it('stores a lead only with consent, and marks the conversation', async () => {
    const b = await business();
    const origin = `https://${b.website}`;
    const { id } = (await chat(b.live, origin, { input: 'Do you rent tents?' })).json<ChatResponse>();
    const noConsent = await lead(b, id, { email: 'dana@example.com' });
    expect(noConsent.statusCode).toBe(422);
    const ok = await lead(b, id, { name: 'Dana', email: 'dana@example.com', interest: 'Tent rental', consent: true });
    expect(ok.statusCode).toBe(201);
    const [stored] = await database.db.select().from(leads).where(eq(leads.conversationId, id));
    expect(stored).toMatchObject({ organizationId: b.organizationId, email: 'dana@example.com', consent: true });
    const [conversation] = await database.db.select().from(conversations).where(eq(conversations.id, id));
    expect(conversation!.outcome).toBe('lead');
  });

  it('lists conversations for the owner with filters, sorting, a transcript and CSV export', async () => {
    const b = await business();
    const origin = `https://${b.website}`;
    const first = (await chat(b.live, origin, { input: 'Do you ship to Canada?', sessionId: 'sess-1' })).json<ChatResponse>();
    await chat(b.live, origin, { input: '=SUM(1,2) do you sell gift cards?', sessionId: 'sess-2' });
    expect((await lead(b, first.id, { email: 'lee@example.com', consent: true })).statusCode).toBe(201);
    const today = new Date().toISOString().slice(0, 10);
    const list = await app.inject({
      method: 'GET',
      url: `/api/v1/organizations/current/analytics/conversations?page=1&per_page=10&sort_by=started_at&sort_direction=asc&filter[start_date]=${today}&filter[end_date]=${today}`,
      headers: b.auth,
    });
    expect(list.statusCode).toBe(200);
    const body = list.json<{ data: Record<string, unknown>[]; meta: unknown }>();
    expect(body.meta).toEqual({ page: 1, per_page: 10, total: 2, total_is_estimate: false });
    expect(body.data[0]).toMatchObject({ id: first.id, first_question: 'Do you ship to Canada?', outcome: 'lead', lead: { email: 'lee@example.com' } });
    expect(body.data[1]).toMatchObject({ outcome: 'unanswered' });
    const bySession = await app.inject({
      method: 'GET',
      url: '/api/v1/organizations/current/analytics/conversations?filter[session_id]=sess-2',
      headers: b.auth,
    });
    expect(bySession.json<{ data: unknown[] }>().data).toHaveLength(1);
    expect(
      (await app.inject({ method: 'GET', url: '/api/v1/organizations/current/analytics/conversations?filter[start_date]=yesterday', headers: b.auth }))
        .statusCode,
    ).toBe(422);
    const transcript = (await app.inject({ method: 'GET', url: `/api/v1/organizations/current/analytics/conversations/${first.id}`, headers: b.auth })).json<{
      data: ConversationDetail;
    }>().data;
    expect(transcript.messages.map((m) => m.role)).toEqual(['user', 'assistant']);
    expect(transcript.messages[1]!.sources[0]).toMatchObject({ type: 'faq' });
    const csv = await app.inject({ method: 'GET', url: '/api/v1/organizations/current/analytics/conversations?format=csv', headers: b.auth });
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body).toContain(`"'=SUM(1,2) do you sell gift cards?"`);
    expect(csv.body).toContain('"lee@example.com"');
  });

  it("walls tenants off: one organization's keys read nothing of another's, and never owner data", async () => {
    const alpha = await business();
    const beta = await business();
    const { id } = (await chat(alpha.live, `https://${alpha.website}`, { input: 'Do you ship to Canada?' })).json<ChatResponse>();
    expect((await app.inject({ method: 'GET', url: `/chat/${id}`, headers: widgetHeaders(beta) })).statusCode).toBe(404);
    expect((await chat(beta.live, `https://${beta.website}`, { input: 'more', previousChatId: id })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: `/chat/${id}`, headers: widgetHeaders(alpha) })).json<{ messages: unknown[] }>().messages).toHaveLength(2);
    expect((await app.inject({ method: 'GET', url: '/api/v1/organizations/current/agent', headers: { authorization: alpha.live } })).statusCode).toBe(401);
    expect((await app.inject({ method: 'GET', url: `/api/v1/organizations/current/analytics/conversations/${id}`, headers: beta.auth })).statusCode).toBe(404);
    expect(
      (await app.inject({ method: 'GET', url: '/api/v1/organizations/current/analytics/conversations', headers: beta.auth })).json<{ data: unknown[] }>().data,
    ).toEqual([]);
  });
});

describe('LLM responder over the OpenAI-compatible streaming wire format', () => {
  const requests: { model: string; stream: boolean; messages: { role: string; content: string }[] }[] = [];
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      requests.push(JSON.parse(body) as (typeof requests)[number]);
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      for (const piece of ['We ship to Canada ', 'in 3 to 5 business days [1].']) {
        res.write(`data: ${JSON.stringify({ id: 'c1', object: 'chat.completion.chunk', choices: [{ index: 0, delta: { content: piece } }] })}\n\n`);
      }
      res.write('data: [DONE]\n\n');
      res.end();
    });
  });
  let app: TestApp;
  const provider = useLoopbackServer(server);
  useTestApp(
    testDatabases()[0]!.open,
    () => ({ env: { PUBLIC_URL: OWN }, responder: createLlmResponder({ baseUrl: `${provider()}/v1`, apiKey: 'sk-test', model: 'test-model' }) }),
    (opened) => (app = opened.app),
  );

  it('grounds the model on the knowledge and rules, and relays its tokens', async () => {
    const b = await signUpBusiness(app, 'llm', 'Trail Co');
    await addFaq(app, b.auth, { question: 'Do you ship to Canada?', answer: 'Yes, in 3 to 5 business days.' });
    await addRule(app, b.auth, 'Never promise delivery dates');
    const res = await app.inject({
      method: 'POST',
      url: '/chat',
      headers: widgetHeaders(b),
      payload: { input: 'Do you ship to Canada?', stream: true, metadata: { language: 'es' } },
    });
    const events = res.body
      .split('\n\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line.replace(/^data: /, '')) as ChatStreamEvent);
    expect(events.flatMap((e) => (e.type === 'delta' ? [e.content] : []))).toEqual(['We ship to Canada ', 'in 3 to 5 business days [1].']);
    expect(events.at(-1)).toMatchObject({ type: 'done', sources: [{ type: 'faq' }] });
    const [sent] = requests;
    expect(sent).toMatchObject({ model: 'test-model', stream: true });
    const system = sent!.messages[0]!.content;
    expect(system).toContain('[1] Do you ship to Canada?');
    expect(system).toContain('1. Never promise delivery dates');
    expect(system).toContain('Answer in Español');
    expect(sent!.messages.at(-1)).toEqual({ role: 'user', content: 'Do you ship to Canada?' });
  });
});
