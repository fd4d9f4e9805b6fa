import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Database } from '../../db/database';
import { conversations } from '../../db/schema';
import { testDatabases } from '../../test-databases';
import { MediaClient, type App, type Business } from '../voice/test-kit';
import { useVoiceApp } from '../voice/web-call-test-kit';

/** A call that hangs up is told as conversation.ended: a delivery is queued for the webhooks that want it. */
describe.each(testDatabases())('conversation.ended for voice calls on $name', ({ open }) => {
  let database: Database, app: App, b: Business;
  const { quietStart } = useVoiceApp(open, (running) => ({ database, app, b } = running));

  it('queues a conversation.ended delivery with the call’s ended reason once the call’s end is stored', async () => {
    const made = await app.inject({
      method: 'POST',
      url: '/api/v1/organizations/current/webhooks',
      headers: b.auth,
      payload: { webhook: { url: 'https://hooks.example.com/ended', events: ['conversation.ended'] } },
    });
    expect(made.statusCode).toBe(201);
    const call = (await quietStart()).json<{ webCallUrl: string; chatId: string }>();
    const client = await MediaClient.open(call.webCallUrl);
    await client.waitFor((m) => m.type === 'status-update' && m.status === 'in-progress');
    client.send({ type: 'end-call' });
    await client.waitFor((m) => m.type === 'status-update' && m.status === 'ended');

    const deliveries = async () =>
      (
        await app.inject({
          method: 'GET',
          url: `/api/v1/organizations/current/webhooks/${made.json<{ data: { id: number } }>().data.id}/deliveries`,
          headers: b.auth,
        })
      ).json<{
        data: { payload: { type: string; data: Record<string, unknown> } }[];
      }>().data;
    await expect.poll(async () => (await deliveries()).length, { timeout: 10_000 }).toBe(1);
    const [delivery] = await deliveries();
    expect(delivery!.payload).toMatchObject({
      type: 'conversation.ended',
      // The visitor never spoke: the call is told as silent, not answered.
      // eslint-disable-next-line @typescript-eslint/no-unsafe-assignment -- expect.any/stringMatching are typed any so they can stand for any value
      data: { conversation_id: call.chatId, channel: 'voice', outcome: 'silent', reason: 'customer-ended-call', message_count: expect.any(Number) },
    });
    const [row] = await database.db.select().from(conversations).where(eq(conversations.id, call.chatId));
    expect(row!.endedAt).toBeInstanceOf(Date);
  });
});
