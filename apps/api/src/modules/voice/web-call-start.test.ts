import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import type { Database } from '../../db/database';
import { conversations, voiceCalls } from '../../db/schema';
import { testDatabases } from '../../test-databases';
import { widgetHeaders } from '../../test-app';
import { createBusiness, MediaClient, type App, type Business } from './test-kit';
import { SECRET, toneTts, useVoiceApp, type StartedCall } from './web-call-test-kit';

describe.each(testDatabases())('starting web voice calls on $name', ({ open }) => {
  let database: Database, app: App, port: number, b: Business;
  const { own, startCall, quietStart, script } = useVoiceApp(open, (running) => ({ database, app, port, b } = running));

  it('creates a call for the widget key and answers with the media-socket URL', async () => {
    const res = await startCall(b.live, `https://${b.website}`, { assistantId: 'self', metadata: { visitorId: 'v1', pageUrl: `https://${b.website}/` } });
    expect(res.statusCode).toBe(201);
    const body = res.json<StartedCall>();
    expect(body).toMatchObject({ status: 'queued', artifactPlan: { videoRecordingEnabled: false }, assistant: { voice: { provider: 'parley' } } });
    expect(body.id).toMatch(/^call_[0-9a-f-]{36}$/);
    expect(body.webCallUrl).toMatch(new RegExp(`^ws://127\\.0\\.0\\.1:${port}/call/${body.id}/media\\?token=`));
    const [conversation] = await database.db.select().from(conversations).where(eq(conversations.id, body.chatId));
    expect(conversation).toMatchObject({ channel: 'voice', organizationId: b.organizationId, visitorId: 'v1' });
  });

  it('refuses the live key from a site that is not allowed, a missing assistant, and an unknown assistant', async () => {
    expect((await startCall(b.live, 'https://evil.example')).statusCode).toBe(403);
    expect((await startCall(b.demo, `https://${b.website}`)).statusCode).toBe(403);
    expect((await startCall(b.live, `https://${b.website}`, {})).json<StartedCall>()).toEqual({ error: 'Assistant or Squad or Workflow must be provided' });
    expect((await startCall(b.live, `https://${b.website}`, { assistantId: '999999' })).statusCode).toBe(404);
    expect((await startCall(b.demo, own())).statusCode).toBe(201);
  });

  it('takes the media-socket token once, refuses tampered tokens, and keeps other organizations out', async () => {
    const first = (await quietStart()).json<StartedCall>();
    const second = (await quietStart()).json<StartedCall>();
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

  it('forgets calls whose socket never connected, so they do not count as conversations', async () => {
    const abandoned = (await quietStart()).json<StartedCall>();
    await database.db
      .update(voiceCalls)
      .set({ createdAt: new Date(Date.now() - 5 * 60_000) })
      .where(eq(voiceCalls.id, abandoned.id));
    const next = (await quietStart()).json<StartedCall>();
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
      const start = () => small.inject({ method: 'POST', url: '/call/web', headers: { ...widgetHeaders(b), host }, payload: { assistantId: 'self' } });
      const client = await MediaClient.open((await start()).json<StartedCall>().webCallUrl);
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
    const callOnBare = () => bare.inject({ method: 'POST', url: '/call/web', headers: widgetHeaders(b), payload: { assistantId: 'self' } });
    const assistantOnBare = () => bare.inject({ method: 'GET', url: '/assistant/self', headers: widgetHeaders(b) });
    const setVoiceConfig = (config: object) =>
      app.inject({ method: 'PUT', url: '/api/v1/organizations/current/agent', headers: b.auth, payload: { agent: { voice_provider_config: config } } });
    try {
      const res = await callOnBare();
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ error: 'voice_unavailable', message: 'Voice is not available on this server; please use text chat.' });
      const assistant = await assistantOnBare();
      expect(assistant.json()).toMatchObject({ voiceAvailable: false, voice: { provider: 'parley', voiceId: 'slt' } });
      // An agent with hosted providers of its own still talks on such a server: set as the dashboard does, through the API.
      const nested = { transcriber: { provider: 'deepgram', apiKey: 'dg' }, voice: { provider: 'openai', apiKey: 'sk', voiceId: 'nova' } };
      const saved = await setVoiceConfig(nested);
      expect(saved.statusCode).toBe(200);
      expect(saved.json<{ data: { voice_provider_config: unknown } }>().data.voice_provider_config).toEqual(nested);
      const wrong = await setVoiceConfig({ voice: { provider: 'espeak' } });
      expect(wrong.statusCode).toBe(422);
      expect(wrong.json<{ error: string }>().error).toMatch(/^voice_provider_config\.voice\.provider/);
      const hosted = await assistantOnBare();
      expect(hosted.json()).toMatchObject({ voiceAvailable: true, voice: { provider: 'openai', voiceId: 'nova' } });
      const call = await callOnBare();
      expect(call.statusCode).toBe(201);
      expect(call.json<StartedCall>().assistant.voice).toEqual({ provider: 'openai', voiceId: 'nova' });
    } finally {
      await setVoiceConfig({});
      await bare.close();
    }
  });
});
