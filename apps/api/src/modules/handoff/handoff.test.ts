/**
 * A person stepping into a conversation, through the real routes: the visitor asks (button or
 * words), the team hears it, a member takes over (one holder; the rest 409), writes, and the
 * visitor hears it on a real HTTP stream; the agent stays silent until the member hands back.
 */
import type { ChatLiveEvent, ConversationHandoff, InboxConversation } from '@parley/contract/schemas';
import { beforeAll, describe, expect, it } from 'vitest';
import type { BusinessEvent } from '../notifications/business-events';
import { createBusinessEvents } from '../notifications/business-events';
import { joinTeam, openShop, signUpOwner, useTestApp, visitorChat, widgetHeaders, type TestApp } from '../../test-app';
import { testDatabases } from '../../test-databases';
import { readEvents } from './read-events.test-kit';

type Shop = Awaited<ReturnType<typeof openShop>>;
const INBOX = '/api/v1/organizations/current/inbox';
const conversationUrl = (id: string, action: string) => `/api/v1/organizations/current/conversations/${id}/${action}`;

const waitFor = async (check: () => boolean, what: string, ms = 5_000) => {
  const until = Date.now() + ms;
  while (!check()) {
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};

describe.each(testDatabases())('handoff to a person on $name', ({ open }) => {
  let app: TestApp;
  let origin: string;
  const heard: BusinessEvent[] = [];
  const events = createBusinessEvents();
  events.on((event) => void heard.push(event));
  useTestApp(open, { businessEvents: events, handoffTest: { waitMs: 300, sweepMs: 100 } }, (opened) => ({ app } = opened));
  beforeAll(async () => {
    origin = await app.listen({ port: 0, host: '127.0.0.1' });
  });

  /** A shop with a member who joined by invitation, besides its owner. */
  async function shopWithMember(label: string) {
    const shop = await openShop(app, label);
    return { shop, member: (await joinTeam(app, shop.auth)).auth };
  }

  /** A message from the dashboard into the conversation, as the member (or owner) `auth` is. */
  const reply = (auth: Record<string, string>, conversationId: string, content: string) =>
    app.inject({ method: 'POST', url: conversationUrl(conversationId, 'messages'), headers: auth, payload: { message: { content } } });

  async function chat(shop: Shop, input: string, previousChatId?: string) {
    const res = await visitorChat(app, shop, { input, previousChatId, metadata: { language: 'en' } });
    return res.json<{ id: string; output: { content: string }[]; handoff?: { status: string; name?: string } }>();
  }

  /** The visitor's widget following its chat's stream over real HTTP. */
  function listen(shop: Shop, chatId: string) {
    const heardByVisitor: ChatLiveEvent[] = [];
    const stop = new AbortController();
    const done = fetch(`${origin}/chat/${chatId}/stream`, { headers: widgetHeaders(shop), signal: stop.signal })
      .then(async (res) => {
        expect(res.status).toBe(200);
        for await (const event of readEvents<ChatLiveEvent>(res.body!)) heardByVisitor.push(event);
      })
      .catch(() => {});
    return { heard: heardByVisitor, stop: () => stop.abort(), done };
  }

  it('a visitor asks for a person; a member takes over, writes, and hands back; the agent answers again', async () => {
    const { shop, member } = await shopWithMember('handoff');
    const first = await chat(shop, 'Do you ship to Canada?');
    expect(first.output[0]!.content).toMatch(/Canada/);
    const visitor = listen(shop, first.id);
    await waitFor(() => visitor.heard.some((e) => e.type === 'handoff'), 'the stream to say who answers');
    expect(visitor.heard[0]).toEqual({ type: 'handoff', handoff: { status: 'agent' } });

    const asked = await app.inject({ method: 'POST', url: `/chat/${first.id}/handoff`, headers: widgetHeaders(shop) });
    expect(asked.statusCode).toBe(200);
    expect(asked.json()).toEqual({ handoff: { status: 'requested' } });
    await waitFor(() => heard.some((e) => e.type === 'conversation.handoff_requested' && e.conversationId === first.id), 'the team to be told');

    // The inbox shows the waiting visitor first.
    const inbox = await app.inject({ method: 'GET', url: INBOX, headers: member });
    expect(inbox.statusCode).toBe(200);
    expect(inbox.json<{ data: InboxConversation[] }>().data[0]).toMatchObject({
      id: first.id,
      handoff: { status: 'requested', name: null },
      last_message: { author: 'agent' },
    });

    const taken = await app.inject({ method: 'POST', url: conversationUrl(first.id, 'takeover'), headers: member });
    expect(taken.statusCode).toBe(200);
    expect(taken.json<{ data: { handoff: ConversationHandoff } }>().data.handoff).toMatchObject({ status: 'human', name: 'Mia Member' });
    await waitFor(() => visitor.heard.some((e) => e.type === 'handoff' && e.handoff.status === 'human'), 'the visitor to hear who joined');
    expect(visitor.heard.at(-1)).toEqual({ type: 'handoff', handoff: { status: 'human', name: 'Mia Member', business: 'Trail Co' } });

    // The owner neither writes into nor takes what the member holds.
    const ownerWrites = await reply(shop.auth, first.id, 'Hi');
    expect(ownerWrites.statusCode).toBe(409);
    const ownerTakes = await app.inject({ method: 'POST', url: conversationUrl(first.id, 'takeover'), headers: shop.auth });
    expect(ownerTakes.statusCode).toBe(409);
    expect(ownerTakes.json<{ error: string }>().error).toMatch(/Mia Member/);

    const sent = await reply(member, first.id, '  Hi! I can help with Canada.  ');
    expect(sent.statusCode).toBe(201);
    expect(sent.json<{ data: unknown }>().data).toMatchObject({
      role: 'assistant',
      author: 'human',
      author_name: 'Mia Member',
      content: 'Hi! I can help with Canada.',
    });
    await waitFor(() => visitor.heard.some((e) => e.type === 'message'), 'the visitor to hear the member');
    expect(visitor.heard.find((e) => e.type === 'message')).toMatchObject({
      message: { author: 'human', name: 'Mia Member', content: 'Hi! I can help with Canada.' },
    });

    // While the member holds it the agent is silent: the visitor's message is stored, nothing is generated.
    const silent = await chat(shop, 'How long does it take?', first.id);
    expect(silent.output).toEqual([]);
    expect(silent.handoff).toEqual({ status: 'human', name: 'Mia Member', business: 'Trail Co' });
    const transcript = await app.inject({ method: 'GET', url: `/chat/${first.id}`, headers: widgetHeaders(shop) });
    const messages = transcript.json<{ messages: { role: string; author: string; name?: string; content: string }[] }>().messages;
    expect(messages.slice(-2)).toMatchObject([
      { role: 'assistant', author: 'human', name: 'Mia Member', content: 'Hi! I can help with Canada.' },
      { role: 'user', author: 'visitor', content: 'How long does it take?' },
    ]);
    expect(transcript.json<{ handoff: unknown }>().handoff).toMatchObject({ status: 'human', name: 'Mia Member' });

    const released = await app.inject({ method: 'POST', url: conversationUrl(first.id, 'release'), headers: member });
    expect(released.statusCode).toBe(200);
    expect(released.json<{ data: { handoff: ConversationHandoff } }>().data.handoff.status).toBe('agent');
    await waitFor(() => visitor.heard.at(-1)?.type === 'handoff', 'the visitor to hear the hand-back');
    expect(visitor.heard.at(-1)).toEqual({ type: 'handoff', handoff: { status: 'agent' } });
    const again = await chat(shop, 'Do you ship to Canada?', first.id);
    expect(again.output[0]!.content).toMatch(/Canada/);
    expect(again.handoff).toBeUndefined();
    // A member who no longer holds it cannot write.
    const late = await reply(member, first.id, 'Still there?');
    expect(late.statusCode).toBe(409);
    visitor.stop();
  });

  it('asking in words requests a person; nobody joining in time gets the agent’s apology and offer', async () => {
    const shop = await openShop(app, 'handoff-words');
    const asked = await chat(shop, 'Can I talk to a human please?');
    expect(asked.handoff).toEqual({ status: 'requested' });
    expect(asked.output[0]!.content).toMatch(/asked the team to join/);
    const visitor = listen(shop, asked.id);
    await waitFor(() => visitor.heard.some((e) => e.type === 'handoff' && e.handoff.status === 'unavailable'), 'the wait to end', 10_000);
    expect(visitor.heard.find((e) => e.type === 'message')).toMatchObject({
      // eslint-disable-next-line @typescript-eslint/no-unsafe-assignment -- expect.stringMatching is typed any so it can stand for any value
      message: { author: 'agent', content: expect.stringMatching(/nobody from the team is free/), offerLead: true },
    });
    const transcript = await app.inject({ method: 'GET', url: `/chat/${asked.id}`, headers: widgetHeaders(shop) });
    expect(transcript.json<{ messages: { content: string }[] }>().messages.at(-1)!.content).toMatch(/Leave your email or phone/);
    expect(transcript.json<{ handoff: unknown }>().handoff).toEqual({ status: 'agent' });
    // A question that only mentions people is answered, not handed off.
    const question = await chat(shop, 'Do you ship to Canada?', asked.id);
    expect(question.handoff).toBeUndefined();
    visitor.stop();
  });

  it('two members racing for one conversation: one holds it, the other gets 409', async () => {
    const { shop, member } = await shopWithMember('handoff-race');
    const { id } = await chat(shop, 'Do you ship to Canada?');
    const results = await Promise.all(
      [member, shop.auth, member, shop.auth].map((headers) => app.inject({ method: 'POST', url: conversationUrl(id, 'takeover'), headers })),
    );
    const codes = results.map((r) => r.statusCode);
    // The same member taking twice is idempotent; the other person is refused.
    expect(codes.filter((c) => c === 409).length).toBeGreaterThanOrEqual(2);
    expect(codes.filter((c) => c === 200).length).toBeGreaterThanOrEqual(1);
    expect(codes.every((c) => c === 200 || c === 409)).toBe(true);
    // An owner may hand back what a member holds.
    const holder = results.find((r) => r.statusCode === 200)!.json<{ data: { handoff: ConversationHandoff } }>().data.handoff.name;
    const release = await app.inject({ method: 'POST', url: conversationUrl(id, 'release'), headers: shop.auth });
    expect(release.statusCode).toBe(200);
    expect(holder).toBeTruthy();
    // Both are in the owners' audit log, against the conversation.
    const audit = await app.inject({ method: 'GET', url: '/api/v1/organizations/current/audit-log', headers: shop.auth });
    const actions = audit
      .json<{ data: { action: string; target: { id: string } }[] }>()
      .data.filter((e) => e.target.id === id)
      .map((e) => e.action);
    expect(actions).toEqual(expect.arrayContaining(['conversation.takeover', 'conversation.release']));
  });

  it('another organization’s conversation is 404 for every handoff operation', async () => {
    const mine = await openShop(app, 'handoff-a');
    const theirs = await signUpOwner(app, 'handoff-b');
    const { id } = await chat(mine, 'Do you ship to Canada?');
    for (const action of ['takeover', 'release', 'messages']) {
      const res = await app.inject({
        method: 'POST',
        url: conversationUrl(id, action),
        headers: theirs.auth,
        payload: action === 'messages' ? { message: { content: 'x' } } : undefined,
      });
      expect(res.statusCode, action).toBe(404);
    }
    expect((await app.inject({ method: 'GET', url: INBOX, headers: theirs.auth })).json<{ data: unknown[] }>().data).toEqual([]);
    const other = await openShop(app, 'handoff-c');
    expect((await app.inject({ method: 'POST', url: `/chat/${id}/handoff`, headers: widgetHeaders(other) })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: `/chat/${id}/stream`, headers: widgetHeaders(other) })).statusCode).toBe(404);
  });

  it('refuses an empty or over-long member message with 422 naming the field', async () => {
    const { shop, member } = await shopWithMember('handoff-valid');
    const { id } = await chat(shop, 'Do you ship to Canada?');
    await app.inject({ method: 'POST', url: conversationUrl(id, 'takeover'), headers: member });
    for (const content of ['   ', 'x'.repeat(2001)]) {
      const res = await app.inject({ method: 'POST', url: conversationUrl(id, 'messages'), headers: member, payload: { message: { content } } });
      expect(res.statusCode).toBe(422);
      expect(res.json<{ error: string }>().error).toMatch(/Message/);
    }
  });
});
