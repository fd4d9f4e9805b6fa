import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Database } from '../../db/database';
import { voiceCalls } from '../../db/schema';
import { testDatabases } from '../../test-databases';
import { MediaClient, tone, type App, type Business } from './test-kit';
import { useVoiceApp, type StartedCall } from './web-call-test-kit';

/** Issue 18: a call the visitor never spoke in reads as `silent`, not `answered`, wherever the owner reads its outcome. */
describe.each(testDatabases())('the outcome of a voice call on $name', ({ open }) => {
  let database: Database, app: App, b: Business;
  const { startCall, script } = useVoiceApp(open, (running) => ({ database, app, b } = running));

  /** A call greeted by the agent, in which the visitor says `words` (if any), then hangs up; resolves once its end is stored. */
  async function call(words?: string): Promise<string> {
    const started = (await startCall(b.live, `https://${b.website}`)).json<StartedCall>();
    const client = await MediaClient.open(started.webCallUrl);
    await client.waitFor((m) => m.type === 'speech-update' && m.role === 'assistant' && m.status === 'stopped');
    if (words) {
      await client.stream(tone(300));
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
  const detailOutcome = async (id: string) =>
    (await app.inject({ method: 'GET', url: `/api/v1/organizations/current/analytics/conversations/${id}`, headers: b.auth })).json<{
      data: { outcome: string };
    }>().data.outcome;

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
