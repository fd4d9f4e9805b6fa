import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import type { Database } from '../../db/database';
import { conversations, messages, voiceCalls } from '../../db/schema';
import { openDatabase } from '../../db/database';
import type { StartedCall } from './web-call-test-kit';
import { createBusiness, embeddedVoiceOrNote, fliteSpeech, MediaClient, silence, type App, type Business } from './test-kit';

const SECRET = 'voice-secret-0123456789abcdef0123456789abcdef';
const hasVoice = embeddedVoiceOrNote('Voice call with PocketSphinx and Flite');

/** The whole pipeline with the embedded defaults: a question spoken by Flite, heard by PocketSphinx, answered aloud. */
describe.runIf(hasVoice)('a web voice call on the embedded speech defaults', () => {
  let database: Database;
  let app: App;
  let port: number;
  let b: Business;

  beforeAll(async () => {
    database = await openDatabase({ dataDir: null });
    app = await buildApp({ env: { JWT_SECRET: SECRET, NODE_ENV: 'test' }, database });
    await app.listen({ port: 0, host: '127.0.0.1' });
    port = (app.server.address() as AddressInfo).port;
    b = await createBusiness(app);
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it('hears a spoken question, answers it aloud with the fact from the FAQ, and stores the voice conversation', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/call/web',
      headers: { authorization: b.live, origin: `https://${b.website}`, host: `127.0.0.1:${port}` },
      payload: { assistantId: 'self', metadata: { language: 'en' } },
    });
    expect(res.statusCode).toBe(201);
    const call = res.json<StartedCall>();
    const client = await MediaClient.open(call.webCallUrl);
    await client.waitFor((m) => m.type === 'call-ready');
    // The greeting is spoken by Flite first.
    await client.waitFor((m) => m.type === 'speech-update' && m.role === 'assistant' && m.status === 'stopped', 10_000);
    const greetingFrames = client.frames.length;
    expect(greetingFrames).toBeGreaterThan(25);

    await client.stream(Buffer.concat([silence(300), fliteSpeech('Do you ship internationally?'), silence(1200)]));
    const heard = await client.waitFor((m) => m.type === 'transcript' && m.role === 'user' && m.transcriptType === 'final', 10_000);
    expect(String(heard.transcript)).toMatch(/ship internationally/);
    const said = await client.waitFor((m) => m.type === 'transcript' && m.role === 'assistant' && String(m.transcript).includes('forty countries'), 10_000);
    expect(said).toBeTruthy();
    await client.waitFor((m) => m.type === 'speech-update' && m.role === 'assistant' && m.status === 'stopped', 10_000, client.messages.indexOf(said));
    // About two seconds of answer, every frame a whole 20 ms of 16 kHz PCM.
    const answerFrames = client.frames.slice(greetingFrames);
    expect(answerFrames.length).toBeGreaterThan(50);
    expect(answerFrames.every((f) => f.bytes === 640)).toBe(true);

    client.send({ type: 'end-call' });
    await client.waitFor((m) => m.type === 'status-update' && m.status === 'ended');
    await expect.poll(async () => (await database.db.select().from(voiceCalls).where(eq(voiceCalls.id, call.id)))[0]?.status).toBe('ended');
    const [row] = await database.db.select().from(voiceCalls).where(eq(voiceCalls.id, call.id));
    expect(row).toMatchObject({ sttProvider: 'parley', ttsProvider: 'parley', endedReason: 'customer-ended-call' });
    expect(row!.summary).toMatch(/ship internationally/);
    const [conversation] = await database.db.select().from(conversations).where(eq(conversations.id, call.chatId));
    expect(conversation).toMatchObject({ channel: 'voice', messageCount: 3 });
    const stored = await database.db.select().from(messages).where(eq(messages.conversationId, call.chatId));
    expect(stored.map((m) => [m.role, m.content.includes('forty countries')])).toEqual([
      ['assistant', false],
      ['user', false],
      ['assistant', true],
    ]);
  });
});
