/**
 * Live events as a dashboard follows them: a real HTTP stream (server-sent events) read by the
 * api-client's follower, while visitors chat through the widget's routes. Across processes: two
 * servers on one PostgreSQL database and one Redis, the chat on one and the dashboard on the other.
 */
import { createApiClient, type ApiClient } from '@parley/api-client';
import type { LiveEvent } from '@parley/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import type { Database } from '../../db/database';
import { localSharedState, openSharedState, type SharedState } from '../../shared-state';
import { createJobQueue } from '../jobs/create-job-queue';
import { createJobHandlers } from '../knowledge/knowledge-jobs';
import type { JobWorker } from '../jobs/job-queue';
import { createLiveEvents } from './live-events';
import { openShop, TEST_JWT_SECRET, uploadDocuments, useTestApp, visitorChat, widgetHeaders, type TestApp } from '../../test-app';
import { testDatabases } from '../../test-databases';

type Shop = Awaited<ReturnType<typeof openShop>>;
const waitFor = async (check: () => boolean, what: string, ms = 5_000) => {
  const until = Date.now() + ms;
  while (!check()) {
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};

/** Follows `shop`'s live events on `origin` as its dashboard does; `events` fills as they come. */
function follow(origin: string, token: string) {
  const events: LiveEvent[] = [];
  const statuses: string[] = [];
  const stop = new AbortController();
  const client: ApiClient = createApiClient({ baseUrl: origin, getToken: () => token });
  const done = client.streamLiveEvents((event) => events.push(event), {
    signal: stop.signal,
    retryMs: 50,
    onStatus: (status) => statuses.push(status),
  });
  return { events, statuses, done, stop: () => stop.abort() };
}

async function ask(app: TestApp, shop: Shop, input: string, previousChatId?: string) {
  const res = await visitorChat(app, shop, { input, previousChatId, metadata: { visitorId: 'v-live' } });
  return res.json<{ id: string }>().id;
}

const updatesOf = (events: LiveEvent[], id: string) =>
  events.flatMap((event) => (event.type === 'conversation.updated' && event.conversation.id === id ? [event.conversation] : []));

describe.each(testDatabases())('live events on $name', ({ open }) => {
  let app: TestApp;
  let origin: string;
  useTestApp(open, {}, (opened) => ({ app } = opened));
  beforeAll(async () => {
    origin = await app.listen({ port: 0, host: '127.0.0.1' });
  });

  it('streams each move of a conversation to its organization’s dashboard, and nothing of it to another organization', async () => {
    const [shop, other] = await Promise.all([openShop(app, 'live-a'), openShop(app, 'live-b')]);
    const mine = follow(origin, shop.token);
    const theirs = follow(origin, other.token);
    await waitFor(() => mine.statuses.includes('live') && theirs.statuses.includes('live'), 'both streams to open');

    const chatId = await ask(app, shop, 'Do you ship to Canada?');
    await waitFor(() => updatesOf(mine.events, chatId).some((c) => c.message_count === 2), 'the answer to be streamed');
    const first = updatesOf(mine.events, chatId);
    // The conversation as it began (written with the visitor's question), then after the answer.
    expect(first.map((c) => c.message_count)).toEqual([1, 2]);
    expect(first.at(-1)).toMatchObject({ channel: 'chat', outcome: 'answered' });

    const lead = await app.inject({
      method: 'POST',
      url: `/chat/${chatId}/lead`,
      headers: widgetHeaders(shop),
      payload: { email: 'ana@example.com', consent: true },
    });
    expect(lead.statusCode).toBe(201);
    await waitFor(() => updatesOf(mine.events, chatId).some((c) => c.outcome === 'lead'), 'the lead to be streamed');

    // The other organization's own conversation reaches it; none of the first one's did.
    const otherChat = await ask(app, other, 'Do you ship to Canada?');
    await waitFor(() => updatesOf(theirs.events, otherChat).length === 2, 'the other organization’s conversation');
    expect(updatesOf(theirs.events, chatId)).toEqual([]);
    expect(updatesOf(mine.events, otherChat)).toEqual([]);
    mine.stop();
    theirs.stop();
    await Promise.all([mine.done, theirs.done]);
  });

  it('refuses a stream without a valid token, and the follower stops on it', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/v1/organizations/current/events' });
    expect(res.statusCode).toBe(401);
    const follower = follow(origin, 'not-a-token');
    await expect(follower.done).rejects.toMatchObject({ status: 401 });
  });
});

describe.each(testDatabases())('live streams that end on $name', ({ open }) => {
  let app: TestApp;
  let origin: string;
  useTestApp(open, { liveTest: { maxStreamMs: 300, maxStreamsPerOrganization: 1 } }, (opened) => ({ app } = opened));
  beforeAll(async () => {
    origin = await app.listen({ port: 0, host: '127.0.0.1' });
  });

  it('ends a stream after its time; the follower reconnects, says to reload, and goes on hearing', async () => {
    const shop = await openShop(app, 'live-c');
    const mine = follow(origin, shop.token);
    await waitFor(() => mine.statuses.filter((s) => s === 'live').length >= 2, 'a second stream after the first ended');
    expect(mine.statuses).toContain('reconnecting');
    expect(mine.events.some((e) => e.type === 'resync')).toBe(true);
    const chatId = await ask(app, shop, 'Do you ship to Canada?');
    await waitFor(() => updatesOf(mine.events, chatId).some((c) => c.message_count === 2), 'the answer after reconnecting', 8_000);
    mine.stop();
    await mine.done;
  });

  it('refuses more open streams per organization than the limit with 429', async () => {
    const shop = await openShop(app, 'live-d');
    const mine = follow(origin, shop.token);
    await waitFor(() => mine.statuses.includes('live'), 'the stream to open');
    const second = await fetch(`${origin}/api/v1/organizations/current/events`, { headers: { authorization: `Bearer ${shop.token}` } });
    // The first stream may just have expired (300 ms) and the follower not yet be back: then this one is served.
    if (second.status === 200) await second.body?.cancel();
    else {
      expect(second.status).toBe(429);
      expect(((await second.json()) as { error: string }).error).toMatch(/Too many live connections/);
    }
    mine.stop();
    await mine.done;
  });
});

describe.each(testDatabases())('live job events on $name', ({ open }) => {
  let app: TestApp;
  let database: Database;
  let origin: string;
  let worker: JobWorker;
  // The app and the worker on one bus, as main.ts runs them in one process.
  const shared = localSharedState();
  useTestApp(open, { sharedState: shared }, (opened) => ({ app, database } = opened));
  beforeAll(async () => {
    origin = await app.listen({ port: 0, host: '127.0.0.1' });
    const handlers = createJobHandlers(database.db, { allowPrivateNetworks: true }, createLiveEvents(shared.bus));
    worker = await createJobQueue(database, { pollMs: 50 }).work({ handlers });
  });
  afterAll(() => worker?.stop());

  it('tells the organization’s dashboard when its document is processed, and nobody else', async () => {
    const [shop, other] = await Promise.all([openShop(app, 'live-job-a'), openShop(app, 'live-job-b')]);
    const mine = follow(origin, shop.token);
    const theirs = follow(origin, other.token);
    await waitFor(() => mine.statuses.includes('live') && theirs.statuses.includes('live'), 'both streams to open');
    const res = await uploadDocuments(app, shop.auth, [
      { name: 'returns.txt', bytes: Buffer.from('Our returns window is 45 days from delivery.'), type: 'text/plain' },
    ]);
    expect(res.statusCode).toBe(201);
    const documentId = res.json<{ data: { id: number }[] }>().data[0]!.id;
    await waitFor(
      () => mine.events.some((e) => e.type === 'job.updated' && e.job.kind === 'document' && e.job.id === documentId),
      'the document’s job event',
      10_000,
    );
    const list = await app.inject({ method: 'GET', url: '/api/v1/organizations/current/documents', headers: shop.auth });
    expect(list.json<{ data: { id: number; status: string }[] }>().data.find((d) => d.id === documentId)?.status).toBe('ready');
    expect(theirs.events.filter((e) => e.type === 'job.updated')).toEqual([]);
    mine.stop();
    theirs.stop();
    await Promise.all([mine.done, theirs.done]);
  });
});

const redisUrl = process.env.TEST_REDIS_URL;
const postgres = testDatabases().find((d) => d.name === 'postgres');

describe.skipIf(!redisUrl || !postgres)('live events across processes (PostgreSQL and Redis)', () => {
  let database: Database;
  let states: SharedState[] = [];
  let apps: TestApp[] = [];
  let origin: string;
  beforeAll(async () => {
    database = await postgres!.open();
    const quiet = { warn: () => {}, info: () => {} };
    states = await Promise.all([openSharedState(redisUrl!, quiet), openSharedState(redisUrl!, quiet)]);
    apps = await Promise.all(states.map((sharedState) => buildApp({ env: { JWT_SECRET: TEST_JWT_SECRET, NODE_ENV: 'test' }, database, sharedState })));
    origin = await apps[1]!.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await Promise.all(apps.map((app) => app.close()));
    await Promise.all(states.map((state) => state.close()));
    await database?.close();
  });

  it('a dashboard following one process hears a conversation served by another', async () => {
    const [chatting, following] = apps as [TestApp, TestApp];
    const shop = await openShop(chatting, 'live-x');
    const mine = follow(origin, shop.token);
    await waitFor(() => mine.statuses.includes('live'), 'the stream to open');
    const chatId = await ask(chatting, shop, 'Do you ship to Canada?');
    await waitFor(() => updatesOf(mine.events, chatId).some((c) => c.message_count === 2), 'the other process’s conversation');
    expect(following).not.toBe(chatting);
    mine.stop();
    await mine.done;
  });
});
