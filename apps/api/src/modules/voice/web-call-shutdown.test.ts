import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Database } from '../../db/database';
import { voiceCalls } from '../../db/schema';
import { testDatabases } from '../../test-databases';
import { MediaClient, type App, type Business } from './test-kit';
import { useVoiceApp, type StartedCall } from './web-call-test-kit';

describe.each(testDatabases())('web voice calls when the server shuts down on $name', ({ open }) => {
  let database: Database, app: App, b: Business;
  const { quietStart } = useVoiceApp(open, (running) => ({ database, app, b } = running));

  it('a live call is told the call ended (server-shutdown) and closed normally, and its record is stored', async () => {
    const call = (await quietStart(b)).json<StartedCall>();
    const client = await MediaClient.open(call.webCallUrl);
    await client.waitFor((m) => m.type === 'status-update' && m.status === 'in-progress');

    await app.close(); // what SIGTERM does in main.ts
    await client.waitFor((m) => m.type === 'status-update' && m.status === 'ended');
    expect(client.messages.at(-1)).toMatchObject({ type: 'status-update', status: 'ended', endedReason: 'server-shutdown' });
    await expect.poll(() => client.closeCode).toBe(1000); // not a bare 1005 without a close frame
    const [row] = await database.db.select().from(voiceCalls).where(eq(voiceCalls.id, call.id));
    expect(row).toMatchObject({ status: 'ended', endedReason: 'server-shutdown' });
  });
});
