import type { AddressInfo } from 'node:net';
import { ProductCardSchema } from '@parley/api-client/schemas';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import type { Database } from '../../db/database';
import { conversations, leads, messages, productEvents, voiceCalls } from '../../db/schema';
import { testDatabases } from '../../test-databases';
import type { SpeechToText, SpeechToTextHandlers, TextToSpeech } from './providers/types';
import { createBusiness, MediaClient, silence, tone, type App, type Business } from './test-kit';

const SECRET = 'voice-secret-0123456789abcdef0123456789abcdef';

/** A recogniser the test scripts: `hear(text)` delivers a final transcript to the newest live call. */
function scriptedStt() {
  const sessions: SpeechToTextHandlers[] = [];
  let bytes = 0;
  const stt: SpeechToText = {
    name: 'parley',
    start(h) {
      sessions.push(h);
      // An earlier call ending (its resume window running out) must not deafen the newest one.
      const close = () => {
        const at = sessions.indexOf(h);
        if (at >= 0) sessions.splice(at, 1);
      };
      return { write: (pcm) => void (bytes += pcm.length), close };
    },
  };
  return { stt, hear: (text: string) => sessions.at(-1)?.onTranscript({ kind: 'final', text }), heard: () => bytes };
}

/** A voice that answers every sentence with 40 ms of tone per word, at once. */
const toneTts: TextToSpeech = {
  name: 'parley',
  voiceId: 'tone',
  async *synthesize(text, signal) {
    if (signal.aborted) return;
    yield tone(40 * text.split(/\s+/).length, 330);
  },
};

describe.each(testDatabases())('web voice calls on $name', ({ open }) => {
  let database: Database;
  let app: App;
  let port: number;
  let b: Business;
  const script = scriptedStt();

  beforeAll(async () => {
    database = await open();
    app = await buildApp({
      env: { JWT_SECRET: SECRET, NODE_ENV: 'test' },
      database,
      voiceTest: { providers: () => ({ stt: script.stt, tts: toneTts }), timing: { resumeWindowMs: 3000 } },
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    port = (app.server.address() as AddressInfo).port;
    b = await createBusiness(app);
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const own = () => `http://127.0.0.1:${port}`;
  const startCall = (authorization: string, origin: string, payload: object = { assistantId: 'self' }) =>
    app.inject({
      method: 'POST',
      url: '/call/web',
      headers: { authorization, origin, host: `127.0.0.1:${port}`, 'content-type': 'application/json' },
      payload,
    });
  const quietStart = (business = b) =>
    startCall(business.live, `https://${business.website}`, { assistantId: 'self', assistantOverrides: { firstMessageMode: 'assistant-waits-for-user' } });

  it('creates a call for the widget key and answers with the media-socket URL', async () => {
    const res = await startCall(b.live, `https://${b.website}`, { assistantId: 'self', metadata: { visitorId: 'v1', pageUrl: `https://${b.website}/` } });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({ status: 'queued', artifactPlan: { videoRecordingEnabled: false }, assistant: { voice: { provider: 'parley' } } });
    expect(body.id).toMatch(/^call_[0-9a-f-]{36}$/);
    expect(body.webCallUrl).toMatch(new RegExp(`^ws://127\\.0\\.0\\.1:${port}/call/${body.id}/media\\?token=`));
    const [conversation] = await database.db.select().from(conversations).where(eq(conversations.id, body.chatId));
    expect(conversation).toMatchObject({ channel: 'voice', organizationId: b.organizationId, visitorId: 'v1' });
  });

  it('refuses the live key from a site that is not allowed, a missing assistant, and an unknown assistant', async () => {
    expect((await startCall(b.live, 'https://evil.example')).statusCode).toBe(403);
    expect((await startCall(b.demo, `https://${b.website}`)).statusCode).toBe(403);
    expect((await startCall(b.live, `https://${b.website}`, {})).json()).toEqual({ error: 'Assistant or Squad or Workflow must be provided' });
    expect((await startCall(b.live, `https://${b.website}`, { assistantId: '999999' })).statusCode).toBe(404);
    expect((await startCall(b.demo, own())).statusCode).toBe(201);
  });

  it('takes the media-socket token once, refuses tampered tokens, and keeps other organizations out', async () => {
    const first = (await quietStart()).json();
    const second = (await quietStart()).json();
    const tokenOf = (url: string) => new URL(url).searchParams.get('token')!;
    // The token of one call does not open another.
    await expect(MediaClient.open(`ws://127.0.0.1:${port}/call/${second.id}/media?token=${tokenOf(first.webCallUrl)}`)).rejects.toThrow('HTTP 401');
    await expect(MediaClient.open(`${first.webCallUrl.slice(0, -2)}xx`)).rejects.toThrow('HTTP 401');
    const client = await MediaClient.open(first.webCallUrl);
    await client.waitFor((m) => m.type === 'call-ready');
    await expect(MediaClient.open(first.webCallUrl)).rejects.toThrow('HTTP 409');

    const other = await createBusiness(app);
    const look = (business: Business, id: string) =>
      app.inject({ method: 'GET', url: `/call/${id}`, headers: { authorization: business.live, origin: `https://${business.website}` } });
    expect((await look(other, first.id)).statusCode).toBe(404);
    expect((await look(b, first.id)).json()).toMatchObject({ id: first.id, status: 'in-progress', chatId: first.chatId });
    await client.close();
  });

  it('greets, answers from the knowledge, and stores the call when the visitor hangs up', async () => {
    const call = (await startCall(b.live, `https://${b.website}`)).json();
    const client = await MediaClient.open(call.webCallUrl);
    const ready = await client.waitFor((m) => m.type === 'call-ready');
    expect(ready).toMatchObject({ callId: call.id, resumeToken: expect.any(String) });
    await client.waitFor((m) => m.type === 'status-update' && m.status === 'in-progress');
    // The greeting, spoken first.
    await client.waitFor((m) => m.type === 'transcript' && m.role === 'assistant' && m.transcript === 'Hi! How can I help you today?');
    await client.waitFor((m) => m.type === 'speech-update' && m.role === 'assistant' && m.status === 'stopped');
    const greetingFrames = client.frames.length;
    expect(greetingFrames).toBeGreaterThan(0);

    await client.stream(tone(300));
    expect(script.heard()).toBeGreaterThan(0);
    script.hear('do you ship internationally');
    await client.waitFor((m) => m.type === 'transcript' && m.role === 'user' && m.transcriptType === 'final');
    const answer = await client.waitFor((m) => m.type === 'transcript' && m.role === 'assistant' && String(m.transcript).includes('forty countries'));
    expect(client.messages.some((m) => m.type === 'model-output')).toBe(true);
    expect(client.frames.length).toBeGreaterThan(greetingFrames);
    expect(answer).toBeTruthy();

    client.send({ type: 'end-call' });
    await client.waitFor((m) => m.type === 'status-update' && m.status === 'ended' && m.endedReason === 'customer-ended-call');
    await expect.poll(async () => (await database.db.select().from(voiceCalls).where(eq(voiceCalls.id, call.id)))[0]?.status).toBe('ended');
    const [row] = await database.db.select().from(voiceCalls).where(eq(voiceCalls.id, call.id));
    expect(row).toMatchObject({ endedReason: 'customer-ended-call', durationSeconds: expect.any(Number) });
    expect(row!.summary).toContain('do you ship internationally');
    expect(row!.summary).toContain('forty countries');
    const stored = await database.db.select().from(messages).where(eq(messages.conversationId, call.chatId));
    expect(stored.map((m) => m.role)).toEqual(['assistant', 'user', 'assistant']);
    expect(stored[2]!.sources[0]).toMatchObject({ type: 'faq' });

    // The owner sees it among conversations and in the voice count of analytics.
    const list = await app.inject({ method: 'GET', url: '/api/v1/organizations/current/analytics/conversations', headers: b.auth });
    expect(list.json().data.find((c: { id: string }) => c.id === call.chatId)).toMatchObject({ channel: 'voice' });
    const analytics = await app.inject({ method: 'GET', url: '/api/v1/organizations/current/analytics?period=7d', headers: b.auth });
    expect(analytics.json().data.totals.voice_conversations).toBeGreaterThanOrEqual(1);
  });

  it('stops the agent when the visitor talks over it (barge-in): audio cleared, nothing more of that answer', async () => {
    const call = (await quietStart()).json();
    const client = await MediaClient.open(call.webCallUrl);
    await client.waitFor((m) => m.type === 'call-ready');
    client.send({ type: 'say', content: Array.from({ length: 12 }, (_, i) => `This is sentence number ${i + 1} of a long answer.`).join(' ') });
    await client.waitFor((m) => m.type === 'speech-update' && m.role === 'assistant' && m.status === 'started');
    await client.waitForFrames(20);
    let onset = 0;
    const talking = client.stream(Buffer.concat([tone(400), silence(100)]), (i, at) => {
      if (i === 0) onset = at;
    });
    const clear = await client.waitFor((m) => m.type === 'clear-audio', 10_000);
    // A figure, not an assertion: wall-clock time on a shared CI machine says nothing (budget 200 ms).
    console.info(`barge-in: clear-audio ${Math.round(clear.at - onset)} ms after the visitor's speech began`);
    expect(clear.at).toBeGreaterThan(onset);
    await client.waitFor((m) => m.type === 'speech-update' && m.role === 'assistant' && m.status === 'stopped');
    await talking;
    // Nothing more of that answer arrives after the clear (frames already on the wire aside).
    const afterClear = client.frames.filter((f) => f.at > clear.at + 50).length;
    expect(afterClear).toBe(0);
    await client.close();
  });

  it('mutes and unmutes the assistant, and answers typed messages', async () => {
    const call = (await quietStart()).json();
    const client = await MediaClient.open(call.webCallUrl);
    await client.waitFor((m) => m.type === 'call-ready');
    client.send({ type: 'control', control: 'mute-assistant' });
    client.send({ type: 'add-message', message: { role: 'user', content: 'Do you ship internationally?' } });
    await client.waitFor((m) => m.type === 'transcript' && m.role === 'assistant');
    expect(client.frames).toHaveLength(0);
    client.send({ type: 'control', control: 'unmute-assistant' });
    client.send({ type: 'say', content: 'Anything else?', endCallAfterSpoken: true });
    await client.waitFor((m) => m.type === 'status-update' && m.status === 'ended' && m.endedReason === 'assistant-ended-call');
    expect(client.frames.length).toBeGreaterThan(0);
    client.send({ type: 'nonsense' });
  });

  it('reports malformed messages without ending the call', async () => {
    const call = (await quietStart()).json();
    const client = await MediaClient.open(call.webCallUrl);
    await client.waitFor((m) => m.type === 'call-ready');
    client.ws.send('not json');
    client.send({ type: 'control', control: 'dance' });
    const errors = await client.waitFor((m) => m.type === 'error' && String(m.message).startsWith('control'));
    expect(errors).toMatchObject({ code: 'invalid-message' });
    client.send({ type: 'say', content: 'Still here.' });
    await client.waitFor((m) => m.type === 'transcript' && m.transcript === 'Still here.');
    await client.close();
  });

  it('resumes a dropped call within the window, and ends it as customer-disconnected after', async () => {
    const call = (await quietStart()).json();
    const client = await MediaClient.open(call.webCallUrl);
    const ready = await client.waitFor((m) => m.type === 'call-ready');
    client.ws.terminate();
    await new Promise((r) => setTimeout(r, 200));
    const base = call.webCallUrl.split('?')[0];
    await expect(MediaClient.open(`${base}?resume=wrong-token-0123456789`)).resolves.toBeTruthy();
    const back = await MediaClient.open(`${base}?resume=${ready.resumeToken}`);
    const again = await back.waitFor((m) => m.type === 'call-ready');
    expect(again.callId).toBe(call.id);
    back.send({ type: 'add-message', message: { role: 'user', content: 'Do you ship internationally?' } });
    await back.waitFor((m) => m.type === 'transcript' && m.role === 'assistant');
    const stored = await database.db.select().from(messages).where(eq(messages.conversationId, call.chatId));
    expect(stored.length).toBeGreaterThanOrEqual(1);

    back.ws.terminate();
    await expect
      .poll(async () => (await database.db.select().from(voiceCalls).where(eq(voiceCalls.id, call.id)))[0]?.endedReason, { timeout: 15_000 })
      .toBe('customer-disconnected');
    // After the window the call is gone.
    await expect(MediaClient.open(`${base}?resume=${String(again.resumeToken)}`)).rejects.toThrow('HTTP 404');
  });

  it('takes an email said out loud as the call’s lead and confirms it', async () => {
    const call = (await quietStart()).json();
    const client = await MediaClient.open(call.webCallUrl);
    await client.waitFor((m) => m.type === 'call-ready');
    script.hear('do you rent kayaks');
    await client.waitFor((m) => m.type === 'transcript' && m.role === 'assistant' && String(m.transcript).includes('Leave your email'));
    script.hear('my email is anna at example dot com');
    await client.waitFor(
      (m) =>
        m.type === 'transcript' &&
        m.role === 'assistant' &&
        m.transcript === 'Thank you, I have noted anna at example dot com. The team will get back to you soon.',
    );
    client.send({ type: 'end-call' });
    await client.waitFor((m) => m.type === 'status-update' && m.status === 'ended');
    await expect
      .poll(async () => (await database.db.select().from(voiceCalls).where(eq(voiceCalls.id, call.id)))[0]?.summary ?? '')
      .toContain('The visitor left contact details.');
    const [lead] = await database.db.select().from(leads).where(eq(leads.conversationId, call.chatId));
    expect(lead).toMatchObject({ email: 'anna@example.com', interest: 'do you rent kayaks', consent: true });
    const [conversation] = await database.db.select().from(conversations).where(eq(conversations.id, call.chatId));
    expect(conversation!.outcome).toBe('lead');
  });

  it('shows the product an answer names as a card right after its transcript, with the exact price and only the organization’s own product, and counts it as recommended', async () => {
    const addLantern = async (business: Business, priceCents: number) => {
      const product = {
        name: 'Brass Camping Lantern',
        description: 'A brass camping lantern that burns for twelve hours.',
        price_cents: priceCents,
        currency: 'USD',
        availability: 'in_stock',
        url: `https://${business.website}/lantern`,
        image_url: `https://${business.website}/lantern.jpg`,
      };
      const created = await app.inject({ method: 'POST', url: '/api/v1/organizations/current/products', headers: business.auth, payload: { product } });
      expect(created.statusCode).toBe(201);
      return created.json().data.id as number;
    };
    const shop = await createBusiness(app);
    const rival = await createBusiness(app);
    const lanternId = await addLantern(shop, 795);
    const rivalLanternId = await addLantern(rival, 2490);
    const call = (await quietStart(shop)).json();
    const client = await MediaClient.open(call.webCallUrl);
    await client.waitFor((m) => m.type === 'call-ready');

    script.hear('how much is the brass camping lantern');
    const answer = await client.waitFor((m) => m.type === 'transcript' && m.role === 'assistant' && m.transcriptType === 'final');
    const cards = await client.waitFor((m) => m.type === 'product-cards');
    // Right after the answer it belongs to: the next text frame after its final transcript.
    expect(client.messages[client.messages.indexOf(answer) + 1]).toBe(cards);
    expect(ProductCardSchema.array().parse(cards.products)).toEqual([
      {
        id: lanternId,
        name: 'Brass Camping Lantern',
        price: '7.95',
        currency: 'USD',
        availability: 'in_stock',
        imageUrl: `https://${shop.website}/lantern.jpg`,
        url: `https://${shop.website}/lantern`,
      },
    ]);
    expect(JSON.stringify(cards)).not.toContain('24.90');
    expect(JSON.stringify(cards)).not.toContain(`"id":${rivalLanternId}`);

    // An answer without products brings no cards.
    const before = client.messages.length;
    script.hear('do you ship internationally');
    await client.waitFor((m) => m.type === 'transcript' && m.role === 'assistant' && String(m.transcript).includes('forty countries'), 10_000, before);
    await client.waitFor((m) => m.type === 'speech-update' && m.role === 'assistant' && m.status === 'stopped', 10_000, before);
    expect(client.messages.slice(before).some((m) => m.type === 'product-cards')).toBe(false);

    client.send({ type: 'end-call' });
    await client.waitFor((m) => m.type === 'status-update' && m.status === 'ended');
    // Recorded like a chat answer's cards: one 'recommended' event in the call's conversation.
    await expect
      .poll(async () =>
        database.db
          .select({ productId: productEvents.productId, kind: productEvents.kind, organizationId: productEvents.organizationId })
          .from(productEvents)
          .where(eq(productEvents.conversationId, call.chatId)),
      )
      .toEqual([{ productId: lanternId, kind: 'recommended', organizationId: shop.organizationId }]);
  });

  it('forgets calls whose socket never connected, so they do not count as conversations', async () => {
    const abandoned = (await quietStart()).json();
    await database.db
      .update(voiceCalls)
      .set({ createdAt: new Date(Date.now() - 5 * 60_000) })
      .where(eq(voiceCalls.id, abandoned.id));
    const next = (await quietStart()).json();
    expect(await database.db.select().from(conversations).where(eq(conversations.id, abandoned.chatId))).toEqual([]);
    expect(await database.db.select().from(voiceCalls).where(eq(voiceCalls.id, abandoned.id))).toEqual([]);
    expect(await database.db.select().from(voiceCalls).where(eq(voiceCalls.id, next.id))).toHaveLength(1);
  });

  it('answers 503 voice_busy when the process runs as many calls as it may', async () => {
    const small = await buildApp({
      env: { JWT_SECRET: SECRET, NODE_ENV: 'test' },
      database,
      voiceTest: { providers: () => ({ stt: script.stt, tts: toneTts }), maxLiveCalls: 1 },
    });
    await small.listen({ port: 0, host: '127.0.0.1' });
    try {
      const host = `127.0.0.1:${(small.server.address() as AddressInfo).port}`;
      const start = () =>
        small.inject({
          method: 'POST',
          url: '/call/web',
          headers: { authorization: b.live, origin: `https://${b.website}`, host },
          payload: { assistantId: 'self' },
        });
      const client = await MediaClient.open((await start()).json().webCallUrl);
      await client.waitFor((m) => m.type === 'call-ready');
      const busy = await start();
      expect(busy.statusCode).toBe(503);
      expect(busy.json()).toMatchObject({ error: 'voice_busy' });
      client.send({ type: 'end-call' });
      await client.waitFor((m) => m.type === 'status-update' && m.status === 'ended');
      expect((await start()).statusCode).toBe(201);
    } finally {
      await small.close();
    }
  });

  it('answers 503 with a clear error when the server has no speech tools, and the widget learns it from the assistant', async () => {
    const bare = await buildApp({
      env: { JWT_SECRET: SECRET, NODE_ENV: 'test' },
      database,
      embeddedVoice: { available: false, missing: ['flite', 'pocketsphinx'] },
    });
    try {
      const res = await bare.inject({
        method: 'POST',
        url: '/call/web',
        headers: { authorization: b.live, origin: `https://${b.website}` },
        payload: { assistantId: 'self' },
      });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ error: 'voice_unavailable', message: 'Voice is not available on this server; please use text chat.' });
      const assistant = await bare.inject({ method: 'GET', url: '/assistant/self', headers: { authorization: b.live, origin: `https://${b.website}` } });
      expect(assistant.json()).toMatchObject({ voiceAvailable: false, voice: { provider: 'parley', voiceId: 'slt' } });
      // An agent with hosted providers of its own still talks on such a server: set as the dashboard does, through the API.
      const nested = { transcriber: { provider: 'deepgram', apiKey: 'dg' }, voice: { provider: 'openai', apiKey: 'sk', voiceId: 'nova' } };
      const saved = await app.inject({
        method: 'PUT',
        url: '/api/v1/organizations/current/agent',
        headers: b.auth,
        payload: { agent: { voice_provider_config: nested } },
      });
      expect(saved.statusCode).toBe(200);
      expect(saved.json().data.voice_provider_config).toEqual(nested);
      const wrong = await app.inject({
        method: 'PUT',
        url: '/api/v1/organizations/current/agent',
        headers: b.auth,
        payload: { agent: { voice_provider_config: { voice: { provider: 'espeak' } } } },
      });
      expect(wrong.statusCode).toBe(422);
      expect(wrong.json().error).toMatch(/^voice_provider_config\.voice\.provider/);
      const hosted = await bare.inject({ method: 'GET', url: '/assistant/self', headers: { authorization: b.live, origin: `https://${b.website}` } });
      expect(hosted.json()).toMatchObject({ voiceAvailable: true, voice: { provider: 'openai', voiceId: 'nova' } });
      const call = await bare.inject({
        method: 'POST',
        url: '/call/web',
        headers: { authorization: b.live, origin: `https://${b.website}` },
        payload: { assistantId: 'self' },
      });
      expect(call.statusCode).toBe(201);
      expect(call.json().assistant.voice).toEqual({ provider: 'openai', voiceId: 'nova' });
    } finally {
      await app.inject({ method: 'PUT', url: '/api/v1/organizations/current/agent', headers: b.auth, payload: { agent: { voice_provider_config: {} } } });
      await bare.close();
    }
  });
});
