import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Database } from '../../db/database';
import { voiceCalls } from '../../db/schema';
import { testDatabases } from '../../test-databases';
import type { CallRecord } from '@parley/contract/schemas';
import { createBusiness, MediaClient, tone, type App, type Business } from './test-kit';
import { useVoiceApp, type StartedCall } from './web-call-test-kit';

/** Issue 18: a call the visitor never spoke in reads as `silent`, not `answered`, wherever the owner reads its outcome. */
describe.each(testDatabases())('the outcome of a voice call on $name', ({ open }) => {
  let database: Database, app: App, b: Business;
  const { startCall, script } = useVoiceApp(open, (running) => ({ database, app, b } = running));

  /** A call greeted by the agent, in which the visitor says `words` (if any), then hangs up; resolves once its end is stored. */
  async function call(words?: string, speakMs = 300): Promise<string> {
    const started = (await startCall(b.live, `https://${b.website}`)).json<StartedCall>();
    const client = await MediaClient.open(started.webCallUrl);
    await client.waitFor((m) => m.type === 'speech-update' && m.role === 'assistant' && m.status === 'stopped');
    if (words) {
      await client.stream(tone(speakMs));
      script.hear(words);
      await client.waitFor(
        (m) => m.type === 'transcript' && m.role === 'assistant' && m.transcriptType === 'final' && m.transcript !== 'Hi! How can I help you today?',
      );
    }
    client.send({ type: 'end-call' });
    await client.waitFor((m) => m.type === 'status-update' && m.status === 'ended');
    await expect.poll(async () => (await database.db.select().from(voiceCalls).where(eq(voiceCalls.id, started.id)))[0]?.status).toBe('ended');
    return started.chatId;
  }

  const outcomes = async (filter = '') => {
    const listed = await app.inject({ method: 'GET', url: `/api/v1/organizations/current/analytics/conversations?per_page=100${filter}`, headers: b.auth });
    expect(listed.statusCode).toBe(200);
    return new Map(listed.json<{ data: { id: string; outcome: string }[] }>().data.map((c) => [c.id, c.outcome]));
  };
  const detail = async (id: string) =>
    (await app.inject({ method: 'GET', url: `/api/v1/organizations/current/analytics/conversations/${id}`, headers: b.auth })).json<{
      data: { outcome: string; call: CallRecord | null };
    }>().data;
  const detailOutcome = async (id: string) => (await detail(id)).outcome;

  it('reads a call in which only the agent spoke as silent, in the listing, its filter and the transcript', async () => {
    const silent = await call();
    expect((await outcomes()).get(silent)).toBe('silent');
    expect(await detailOutcome(silent)).toBe('silent');
    expect((await outcomes('&filter[outcome]=silent')).has(silent)).toBe(true);
    expect((await outcomes('&filter[outcome]=answered')).has(silent)).toBe(false);
  });

  it('reads a call in which the visitor spoke as answered, not silent', async () => {
    const spoken = await call('do you ship internationally');
    expect((await outcomes()).get(spoken)).toBe('answered');
    expect(await detailOutcome(spoken)).toBe('answered');
    expect((await outcomes('&filter[outcome]=silent')).has(spoken)).toBe(false);
    expect((await outcomes('&filter[outcome]=answered')).has(spoken)).toBe(true);
  });
});

/** Issue 18: the call's own record in the transcript: how it ended, how long, and how long each side talked. */
describe.each(testDatabases())('the record of a voice call on $name', ({ open }) => {
  let database: Database, app: App, b: Business;
  const { startCall, script } = useVoiceApp(open, (running) => ({ database, app, b } = running));

  it('tells a call the visitor hung up after talking as completed, with its duration and both sides’ talk time', async () => {
    const started = (await startCall(b.live, `https://${b.website}`)).json<StartedCall>();
    const client = await MediaClient.open(started.webCallUrl);
    await client.waitFor((m) => m.type === 'speech-update' && m.role === 'assistant' && m.status === 'stopped');
    await client.stream(tone(1600));
    script.hear('do you ship internationally');
    await client.waitFor(
      (m) => m.type === 'transcript' && m.role === 'assistant' && m.transcriptType === 'final' && m.transcript !== 'Hi! How can I help you today?',
    );
    client.send({ type: 'end-call' });
    await client.waitFor((m) => m.type === 'status-update' && m.status === 'ended');
    await expect.poll(async () => (await database.db.select().from(voiceCalls).where(eq(voiceCalls.id, started.id)))[0]?.status).toBe('ended');

    const read = await app.inject({ method: 'GET', url: `/api/v1/organizations/current/analytics/conversations/${started.chatId}`, headers: b.auth });
    const call = read.json<{ data: { call: CallRecord } }>().data.call;
    expect(call).toMatchObject({ outcome: 'completed', ended_reason: 'customer-ended-call' });
    // The visitor spoke 1.6 s (the detector's view of it: from speech start to the last voiced frame).
    expect(call.visitor_talk_seconds).toBeGreaterThanOrEqual(1);
    expect(call.visitor_talk_seconds).toBeLessThanOrEqual(2);
    // The agent said its greeting and an answer: more than a second of audio.
    expect(call.agent_talk_seconds).toBeGreaterThanOrEqual(1);
    expect(call.duration_seconds).toBeGreaterThanOrEqual(call.visitor_talk_seconds!);
    // Another organization's owner cannot read it.
    const other = await createBusiness(app);
    const theirs = await app.inject({ method: 'GET', url: `/api/v1/organizations/current/analytics/conversations/${started.chatId}`, headers: other.auth });
    expect(theirs.statusCode).toBe(404);
  });

  it('has no call record for a chat', async () => {
    const chat = await app.inject({
      method: 'POST',
      url: '/chat',
      headers: { authorization: b.live, origin: `https://${b.website}` },
      payload: { input: 'hello' },
    });
    expect(chat.statusCode).toBe(200);
    const chatId = chat.json<{ id: string }>().id;
    const read = await app.inject({ method: 'GET', url: `/api/v1/organizations/current/analytics/conversations/${chatId}`, headers: b.auth });
    expect(read.json<{ data: { call: CallRecord | null } }>().data.call).toBeNull();
  });
});
