/**
 * A person of the team during a voice call, through the real routes: the visitor asks in words
 * (or says yes to the agent's offer after an answer it did not know) and the team is asked; a
 * member taking the conversation over ends the call into the text chat, where the transcript so
 * far waits and the member's messages arrive on the chat's stream.
 */
import type { ChatLiveEvent } from '@parley/contract/schemas';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import type { Database } from '../../db/database';
import { conversations, voiceCalls } from '../../db/schema';
import { localSharedState } from '../../shared-state';
import { testDatabases } from '../../test-databases';
import { widgetHeaders } from '../../test-kit';
import { createBusinessEvents, type BusinessEvent } from '../notifications/business-events';
import { MediaClient, type App, type Business } from './test-kit';
import { SECRET, useVoiceApp } from './web-call-test-kit';
import { readEvents } from '../handoff/read-events.test-kit';

const conversationUrl = (id: string, action: string) => `/api/v1/organizations/current/conversations/${id}/${action}`;
const ASKED = 'A person will continue with you here in the chat';

describe.each(testDatabases())('a person of the team during a voice call on $name', ({ open }) => {
  let database: Database, app: App, b: Business, port: number;
  const heard: BusinessEvent[] = [];
  const events = createBusinessEvents();
  events.on((event) => void heard.push(event));
  // Two processes on one database and one bus: the call lives on the first, the member works through the second.
  const sharedState = localSharedState();
  const { quietStart, script } = useVoiceApp(open, (running) => ({ database, app, b, port } = running), { businessEvents: events, sharedState });
  let other: App;
  beforeAll(async () => {
    other = await buildApp({ env: { JWT_SECRET: SECRET, NODE_ENV: 'test' }, database, sharedState });
  });
  afterAll(async () => {
    await other?.close();
  });

  /** What the agent says next (after the messages already received) that includes `words`. */
  const agentSays = (client: MediaClient, words: string, from = 0) =>
    client.waitFor((m) => m.type === 'transcript' && m.role === 'assistant' && String(m.transcript).includes(words), 10_000, from);
  /** The visitor says `text`; resolves with where the replies to it begin. */
  const say = (client: MediaClient, text: string) => {
    const from = client.messages.length;
    script.hear(text);
    return from;
  };
  const handoffOf = async (chatId: string) =>
    (await database.db.select({ status: conversations.handoffStatus }).from(conversations).where(eq(conversations.id, chatId)))[0]?.status;

  async function liveCall() {
    const call = (await quietStart()).json<{ id: string; chatId: string; webCallUrl: string }>();
    const client = await MediaClient.open(call.webCallUrl);
    await client.waitFor((m) => m.type === 'call-ready');
    return { call, client };
  }

  it('asking for a person in the call asks the team, and the agent says a person will continue in the chat', async () => {
    const { call, client } = await liveCall();
    script.hear('can I talk to a person');
    await agentSays(client, ASKED);
    expect(await handoffOf(call.chatId)).toBe('requested');
    expect(heard).toContainEqual(
      expect.objectContaining({ type: 'conversation.handoff_requested', conversationId: call.chatId, channel: 'voice', lastMessage: 'can I talk to a person' }),
    );
    // The call goes on with the agent meanwhile.
    script.hear('do you ship internationally');
    await agentSays(client, 'forty countries');
    await client.close();
  });

  it('offers a person after an answer it did not know, and a yes right after accepts', async () => {
    const { call, client } = await liveCall();
    // Without an offer before it, a yes is only a reply to answer.
    await agentSays(client, '', say(client, 'yes please'));
    expect(await handoffOf(call.chatId)).toBeNull();

    const offer = await agentSays(client, 'Or I can ask a person from the team to join.', say(client, 'what is the airspeed velocity of an unladen swallow'));
    expect(offer.transcript).toMatch(/^I'm sorry, I don't know that\./);
    await agentSays(client, ASKED, say(client, 'yes please'));
    expect(await handoffOf(call.chatId)).toBe('requested');
    await client.close();
  });

  it('a member taking over a live call through another process: the agent says who joins, the call ends into the chat with its transcript, and the member is heard there', async () => {
    const { call, client } = await liveCall();
    script.hear('do you ship internationally');
    await agentSays(client, 'forty countries');

    const taken = await other.inject({ method: 'POST', url: conversationUrl(call.chatId, 'takeover'), headers: b.auth });
    expect(taken.statusCode).toBeLessThan(300);
    const line = await agentSays(client, 'Owner from Voice Co is joining you in the chat.');
    const ended = await client.waitFor((m) => m.type === 'status-update' && m.status === 'ended');
    expect(ended).toMatchObject({ endedReason: 'transferred-to-human', chatId: call.chatId });
    expect(ended.seq).toBeGreaterThan(line.seq);

    await expect.poll(async () => (await database.db.select().from(voiceCalls).where(eq(voiceCalls.id, call.id)))[0]?.status).toBe('ended');
    const [row] = await database.db.select().from(voiceCalls).where(eq(voiceCalls.id, call.id));
    expect(row!.endedReason).toBe('transferred-to-human');
    expect(row!.summary).toContain('transferred to a person of the team');

    // The widget continues the conversation as a text chat: the call's turns are its transcript.
    const widget = widgetHeaders({ live: b.live, origin: `https://${b.website}` });
    const transcript = await app.inject({ method: 'GET', url: `/chat/${call.chatId}`, headers: widget });
    expect(transcript.statusCode).toBe(200);
    expect(transcript.json<{ messages: { role: string; content: string }[] }>().messages.map((m) => [m.role, m.content])).toEqual([
      ['user', 'do you ship internationally'],
      ['assistant', expect.stringContaining('forty countries')],
      ['assistant', 'Owner from Voice Co is joining you in the chat.'],
    ]);
    expect(transcript.json<{ handoff: unknown }>().handoff).toMatchObject({ status: 'human', name: 'Owner' });

    // The member's message reaches the chat's stream.
    const received: ChatLiveEvent[] = [];
    const stop = new AbortController();
    void fetch(`http://127.0.0.1:${port}/chat/${call.chatId}/stream`, { headers: widget, signal: stop.signal })
      .then(async (res) => {
        for await (const event of readEvents<ChatLiveEvent>(res.body!)) received.push(event);
      })
      .catch(() => {});
    await expect.poll(() => received.some((e) => e.type === 'handoff')).toBe(true);
    const sent = await other.inject({
      method: 'POST',
      url: conversationUrl(call.chatId, 'messages'),
      headers: b.auth,
      payload: { message: { content: 'Hi, Owner here. How can I help?' } },
    });
    expect(sent.statusCode).toBeLessThan(300);
    await expect
      .poll(() => received.find((e) => e.type === 'message'))
      .toMatchObject({ message: { author: 'human', name: 'Owner', content: 'Hi, Owner here. How can I help?' } });
    stop.abort();
  });
});

describe.each(testDatabases())('a voice call whose request for a person nobody takes, on $name', ({ open }) => {
  let database: Database;
  const { quietStart, script } = useVoiceApp(open, (running) => ({ database } = running), { handoffTest: { waitMs: 500, sweepMs: 100 } });

  it('the agent says aloud that nobody is free and offers to take contact details', async () => {
    const call = (await quietStart()).json<{ chatId: string; webCallUrl: string }>();
    const client = await MediaClient.open(call.webCallUrl);
    await client.waitFor((m) => m.type === 'call-ready');
    script.hear('can I talk to a person');
    await client.waitFor((m) => m.type === 'transcript' && m.role === 'assistant' && String(m.transcript).includes(ASKED), 10_000);
    await client.waitFor(
      (m) => m.type === 'transcript' && m.role === 'assistant' && String(m.transcript).includes('nobody from the team is free right now'),
      10_000,
    );
    const [row] = await database.db.select({ status: conversations.handoffStatus }).from(conversations).where(eq(conversations.id, call.chatId));
    expect(row!.status).toBeNull();
    await client.close();
  });
});
