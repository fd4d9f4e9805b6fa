/**
 * A dropped call resumed on another server process: two apps on one database, as two processes
 * behind a load balancer, each with its own live calls. The reconnection lands on the other one.
 */
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import type { Database } from '../../db/database';
import { messages, voiceCalls } from '../../db/schema';
import { testDatabases } from '../../test-databases';
import { MediaClient, type App } from './test-kit';
import { SECRET, toneTts, useVoiceApp, type StartedCall } from './web-call-test-kit';

describe.each(testDatabases())('a voice call resumed on another process on $name', ({ open }) => {
  let database: Database;
  let second: App, secondPort: number;
  const { quietStart, script } = useVoiceApp(open, (running) => ({ database } = running));
  const callRow = async (id: string) => (await database.db.select().from(voiceCalls).where(eq(voiceCalls.id, id)))[0]!;

  beforeAll(async () => {
    second = await buildApp({
      env: { JWT_SECRET: SECRET, NODE_ENV: 'test' },
      database,
      voiceTest: { providers: () => ({ stt: script.stt, tts: toneTts }), timing: { resumeWindowMs: 3000, heartbeatMs: 200 } },
    });
    await second.listen({ port: 0, host: '127.0.0.1' });
    secondPort = (second.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await second?.close();
  });

  it('goes on there with the conversation so far; the first process lets go instead of ending it, and the old token is spent', async () => {
    const call = (await quietStart()).json<StartedCall>();
    const client = await MediaClient.open(call.webCallUrl);
    const ready = await client.waitFor((m) => m.type === 'call-ready');
    client.send({ type: 'add-message', message: { role: 'user', content: 'Do you ship internationally?' } });
    await client.waitFor((m) => m.type === 'transcript' && m.role === 'assistant' && String(m.transcript).includes('forty countries'));
    // The claim and the turn reach the database off the call's path (a kill -9 in between loses what was not stored yet).
    await expect.poll(async () => (await callRow(call.id)).resumeTokenHash).not.toBeNull();
    await expect.poll(async () => (await database.db.select().from(messages).where(eq(messages.conversationId, call.chatId))).length).toBeGreaterThanOrEqual(2);

    client.ws.terminate();
    const path = new URL(call.webCallUrl).pathname;
    const resumed = await MediaClient.open(`ws://127.0.0.1:${secondPort}${path}?resume=${String(ready.resumeToken)}`);
    const again = await resumed.waitFor((m) => m.type === 'call-ready');
    expect(again.callId).toBe(call.id);
    expect(again.resumeToken).not.toBe(ready.resumeToken);
    await resumed.waitFor((m) => m.type === 'status-update' && m.status === 'in-progress');
    expect(resumed.messages.some((m) => m.type === 'transcript' && m.role === 'assistant')).toBe(false); // no second greeting

    script.hear('and how long does it take');
    await resumed.waitFor((m) => m.type === 'transcript' && m.role === 'assistant');

    // Past the first process's resume window: it let the call go, it did not end it.
    await new Promise((resolve) => setTimeout(resolve, 3_500));
    expect((await callRow(call.id)).status).toBe('in-progress');
    // The spent token resumes nothing, on either process.
    await expect(MediaClient.open(`${call.webCallUrl.split('?')[0]}?resume=${String(ready.resumeToken)}`)).rejects.toThrow('HTTP 404');

    resumed.send({ type: 'end-call' });
    await resumed.waitFor((m) => m.type === 'status-update' && m.status === 'ended' && m.endedReason === 'customer-ended-call');
    await expect.poll(async () => (await callRow(call.id)).endedReason).toBe('customer-ended-call');
    const row = await callRow(call.id);
    // The summary covers the whole call, both processes' parts of it.
    expect(row.summary).toContain('Do you ship internationally?');
    expect(row.summary).toContain('how long does it take');
    const stored = await database.db.select().from(messages).where(eq(messages.conversationId, call.chatId));
    expect(stored.filter((m) => m.role === 'user').map((m) => m.content)).toEqual(['Do you ship internationally?', 'and how long does it take']);
  });
});
