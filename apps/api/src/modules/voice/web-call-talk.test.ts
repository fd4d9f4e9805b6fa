import type { Analytics } from '@parley/contract';
import { ProductCardSchema } from '@parley/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Database } from '../../db/database';
import { conversations, leads, messages, productEvents, voiceCalls } from '../../db/schema';
import { testDatabases } from '../../test-databases';
import { createBusiness, MediaClient, silence, tone, type App, type Business } from './test-kit';
import { useVoiceApp, type StartedCall } from './web-call-test-kit';

describe.each(testDatabases())('talking in web voice calls on $name', ({ open }) => {
  let database: Database, app: App, b: Business;
  const { startCall, quietStart, script } = useVoiceApp(open, (running) => ({ database, app, b } = running));

  it('greets, answers from the knowledge, and stores the call when the visitor hangs up', async () => {
    const call = (await startCall(b.live, `https://${b.website}`)).json<StartedCall>();
    const client = await MediaClient.open(call.webCallUrl);
    const ready = await client.waitFor((m) => m.type === 'call-ready');
    // eslint-disable-next-line @typescript-eslint/no-unsafe-assignment -- expect.any is typed any so it can stand for any value
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
    // eslint-disable-next-line @typescript-eslint/no-unsafe-assignment -- expect.any is typed any so it can stand for any value
    expect(row).toMatchObject({ endedReason: 'customer-ended-call', durationSeconds: expect.any(Number) });
    expect(row!.summary).toContain('do you ship internationally');
    expect(row!.summary).toContain('forty countries');
    const stored = await database.db.select().from(messages).where(eq(messages.conversationId, call.chatId));
    expect(stored.map((m) => m.role)).toEqual(['assistant', 'user', 'assistant']);
    expect(stored[2]!.sources[0]).toMatchObject({ type: 'faq' });

    // The owner sees it among conversations and in the voice count of analytics.
    const list = await app.inject({ method: 'GET', url: '/api/v1/organizations/current/analytics/conversations', headers: b.auth });
    expect(list.json<{ data: { id: string }[] }>().data.find((c) => c.id === call.chatId)).toMatchObject({ channel: 'voice' });
    const analytics = await app.inject({ method: 'GET', url: '/api/v1/organizations/current/analytics?period=7d', headers: b.auth });
    expect(analytics.json<{ data: Analytics }>().data.totals.voice_conversations).toBeGreaterThanOrEqual(1);
  });

  it('stops the agent when the visitor talks over it (barge-in): audio cleared, nothing more of that answer', async () => {
    const call = (await quietStart()).json<StartedCall>();
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
    await talking;
    // Their words were a question of its own, not "mhm": the answer is over.
    script.hear('wait what about delivery');
    await client.waitFor((m) => m.type === 'speech-update' && m.role === 'assistant' && m.status === 'stopped');
    // Nothing more of that answer arrives after the clear (frames already on the wire aside).
    const next = await client.waitFor(
      (m) => m.type === 'speech-update' && m.role === 'assistant' && m.status === 'started',
      10_000,
      client.messages.indexOf(clear),
    );
    const afterClear = client.frames.filter((f) => f.seq > clear.seq && f.seq < next.seq).length;
    expect(afterClear).toBe(0);
    await client.close();
  });

  it.each([
    ['a backchannel ("mhm")', 'mhm'],
    ['a sound without words (a cough)', null],
  ])('pauses the agent for %s said over it, then goes on from where it stopped to the end of the answer', async (_what, heard) => {
    const call = (await quietStart()).json<StartedCall>();
    const client = await MediaClient.open(call.webCallUrl);
    await client.waitFor((m) => m.type === 'call-ready');
    const long = Array.from({ length: 6 }, (_, i) => `This is sentence number ${i + 1} of a long answer.`).join(' ');
    client.send({ type: 'say', content: long });
    await client.waitFor((m) => m.type === 'speech-update' && m.role === 'assistant' && m.status === 'started');
    await client.waitForFrames(20);
    await client.stream(Buffer.concat([tone(300), silence(300)]));
    const clear = await client.waitFor((m) => m.type === 'clear-audio');
    // Its transcript comes right after the turn's end; the microphone goes on sending silence, as a real one does.
    if (heard) script.hear(heard);
    await client.stream(silence(700));
    // Silent while paused, then the whole answer is played to its end and counted said once; no second answer is made.
    const resumed = await client.waitFor(
      (m) => m.type === 'speech-update' && m.role === 'assistant' && m.status === 'started',
      15_000,
      client.messages.indexOf(clear),
    );
    const stopped = await client.waitFor(
      (m) => m.type === 'speech-update' && m.role === 'assistant' && m.status === 'stopped',
      15_000,
      client.messages.indexOf(resumed),
    );
    const said = client.messages.filter((m) => m.type === 'transcript' && m.role === 'assistant' && m.transcriptType === 'final');
    expect(said.map((m) => m.transcript)).toEqual([long]);
    expect(client.frames.filter((f) => f.seq > clear.seq && f.seq < stopped.seq).length).toBeGreaterThan(20);
    expect(client.messages.filter((m) => m.type === 'model-output')).toHaveLength(1);
    await client.close();
  });

  it('mutes and unmutes the assistant, and answers typed messages', async () => {
    const call = (await quietStart()).json<StartedCall>();
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
    const call = (await quietStart()).json<StartedCall>();
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
    const call = (await quietStart()).json<StartedCall>();
    const client = await MediaClient.open(call.webCallUrl);
    const ready = await client.waitFor((m) => m.type === 'call-ready');
    client.ws.terminate();
    await new Promise((r) => setTimeout(r, 200));
    const base = call.webCallUrl.split('?')[0];
    await expect(MediaClient.open(`${base}?resume=wrong-token-0123456789`)).resolves.toBeTruthy();
    const back = await MediaClient.open(`${base}?resume=${String(ready.resumeToken)}`);
    const again = await back.waitFor((m) => m.type === 'call-ready');
    expect(again.callId).toBe(call.id);
    back.send({ type: 'add-message', message: { role: 'user', content: 'Do you ship internationally?' } });
    await back.waitFor((m) => m.type === 'transcript' && m.role === 'assistant');
    // Stored in order off the answer's path (call-record.ts): soon after the transcript, not before it.
    await expect.poll(async () => (await database.db.select().from(messages).where(eq(messages.conversationId, call.chatId))).length).toBeGreaterThanOrEqual(2);

    back.ws.terminate();
    await expect
      .poll(async () => (await database.db.select().from(voiceCalls).where(eq(voiceCalls.id, call.id)))[0]?.endedReason, { timeout: 15_000 })
      .toBe('customer-disconnected');
    // After the window the call is gone.
    await expect(MediaClient.open(`${base}?resume=${String(again.resumeToken)}`)).rejects.toThrow('HTTP 404');
  });

  it('takes an email said out loud as the call’s lead and confirms it', async () => {
    const call = (await quietStart()).json<StartedCall>();
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
      return created.json<{ data: { id: number } }>().data.id;
    };
    const shop = await createBusiness(app);
    const rival = await createBusiness(app);
    const lanternId = await addLantern(shop, 795);
    const rivalLanternId = await addLantern(rival, 2490);
    const call = (await quietStart(shop)).json<StartedCall>();
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
});
