import { createHmac } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { eq } from 'drizzle-orm';
import type { Webhook, WebhookDelivery } from '@parley/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import type { Database } from '../../db/database';
import { conversations } from '../../db/schema';
import { signUpBusiness, TEST_JWT_SECRET, useLoopbackServer, widgetHeaders, type TestApp } from '../../test-app';
import { testDatabases } from '../../test-databases';
import { createBackgroundWork } from '../../background-work';
import type { JobQueue, JobWorker } from '../jobs/job-queue';
import { createLeaseJobQueue } from '../jobs/lease-worker';
import { createGuardedDispatcher } from '../knowledge/crawler/network-guard';
import { sendWebhook } from './webhook-http';

const BASE = '/api/v1/organizations/current/webhooks';
const silent = { info() {}, warn() {}, error() {} };

async function until<T>(check: () => Promise<T | undefined | false>, timeoutMs = 15_000): Promise<T> {
  const started = Date.now();
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() - started > timeoutMs) throw new Error('timed out');
    await sleep(25);
  }
}

/** What the receiver on loopback got: each request's path, headers and raw body. */
interface Received {
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
}

/**
 * Deliveries end to end: a visitor's lead reaches a receiver on loopback, signed; a failing
 * receiver is retried by the worker and can be resent; an idle chat ends and is told.
 */
describe.each(testDatabases())('webhook deliveries on $name', ({ open }) => {
  let database: Database;
  let app: TestApp;
  let worker: JobWorker;
  let everyMinute: () => Promise<unknown>;
  const received: Received[] = [];
  /** The answer each path gives (200 unless set). */
  const answers = new Map<string, number>();
  const receiver = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ path: request.url ?? '', headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
      response.writeHead(answers.get(request.url ?? '') ?? 200, { 'content-type': 'text/plain' }).end(`answer for ${request.url}`);
    });
  });
  const receiverOrigin = useLoopbackServer(receiver);

  beforeAll(async () => {
    database = await open();
    const queue = createLeaseJobQueue(database.db, { pollMs: 20 });
    // Two attempts instead of fourteen, so a failing delivery is done within seconds (the second comes e^1 s after the first).
    const jobs: JobQueue = { ...queue, enqueue: (job) => queue.enqueue({ ...job, maxAttempts: job.kind === 'webhook' ? 2 : job.maxAttempts }) };
    const env = { JWT_SECRET: TEST_JWT_SECRET, NODE_ENV: 'test' as const, WEBHOOKS_ALLOW_PRIVATE_NETWORKS: true, SCRAPER_ALLOW_PRIVATE_NETWORKS: false };
    app = await buildApp({ env, database, jobs });
    const work = createBackgroundWork({ database, jobs, env, log: silent });
    everyMinute = work.everyMinute;
    worker = await jobs.work({ handlers: work.handlers, concurrency: 2, log: silent });
  });
  afterAll(async () => {
    await worker?.stop();
    await app?.close();
    await database?.close();
  });

  const addWebhook = async (auth: Record<string, string>, path: string, events: string[]) => {
    const made = await app.inject({ method: 'POST', url: BASE, headers: auth, payload: { webhook: { url: `${receiverOrigin()}${path}`, events } } });
    expect(made.statusCode).toBe(201);
    return made.json<{ data: Webhook & { secret: string } }>().data;
  };
  const deliveriesOf = async (auth: Record<string, string>, id: number) =>
    (await app.inject({ method: 'GET', url: `${BASE}/${id}/deliveries`, headers: auth })).json<{ data: WebhookDelivery[] }>().data;
  const leaveLead = async (business: Awaited<ReturnType<typeof signUpBusiness>>, email: string) => {
    const chat = await app.inject({ method: 'POST', url: '/chat', headers: widgetHeaders(business), payload: { input: 'Do you rent tents?' } });
    expect(chat.statusCode).toBe(200);
    const id = chat.json<{ id: string }>().id;
    const lead = await app.inject({
      method: 'POST',
      url: `/chat/${id}/lead`,
      headers: widgetHeaders(business),
      payload: { name: 'Dana', email, consent: true },
    });
    expect(lead.statusCode).toBe(201);
    return id;
  };

  it('delivers lead.created to a receiver on loopback, signed with the webhook’s secret', async () => {
    const business = await signUpBusiness(app, 'deliver');
    const webhook = await addWebhook(business.auth, '/leads', ['lead.created']);
    await addWebhook(business.auth, '/handoffs-only', ['conversation.handoff_requested']);
    const chatId = await leaveLead(business, 'dana@example.com');

    const got = await until(() => Promise.resolve(received.find((r) => r.path === '/leads' && r.body.includes(chatId))));
    expect(got.headers['content-type']).toBe('application/json');
    expect(got.headers['user-agent']).toBe('Parley-Webhooks/1');
    // The receiver's side of the contract, done by hand: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">.
    const match = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(String(got.headers['parley-signature']));
    expect(match).not.toBeNull();
    const [, t, v1] = match!;
    expect(Math.abs(Date.now() / 1000 - Number(t))).toBeLessThan(60);
    expect(v1).toBe(createHmac('sha256', webhook.secret).update(`${t}.${got.body}`).digest('hex'));
    expect(createHmac('sha256', 'whsec_another').update(`${t}.${got.body}`).digest('hex')).not.toBe(v1);

    const event = JSON.parse(got.body) as Record<string, unknown>;
    expect(Object.keys(event)).toEqual(['id', 'type', 'created_at', 'data']);
    /* eslint-disable @typescript-eslint/no-unsafe-assignment -- expect.any/stringMatching are typed any so they can stand for any value */
    expect(event).toEqual({
      id: expect.stringMatching(/^evt_[0-9a-f]{32}$/),
      type: 'lead.created',
      created_at: expect.any(String),
      data: { conversation_id: chatId, lead: { name: 'Dana', email: 'dana@example.com', phone: null, interest: null } },
    });
    /* eslint-enable @typescript-eslint/no-unsafe-assignment */
    expect(received.filter((r) => r.path === '/handoffs-only')).toEqual([]);

    const [delivery] = await until(async () => {
      const list = await deliveriesOf(business.auth, webhook.id);
      return list[0]?.status === 'succeeded' && list;
    });
    expect(delivery).toMatchObject({
      event_id: event.id,
      event_type: 'lead.created',
      attempts: 1,
      response_status: 200,
      response_excerpt: 'answer for /leads',
      payload: event,
    });
  });

  it('records a failing receiver’s attempts, retries, marks the delivery failed after the last, and resends it', async () => {
    const business = await signUpBusiness(app, 'failing');
    answers.set('/down', 500);
    const webhook = await addWebhook(business.auth, '/down', ['lead.created']);
    const chatId = await leaveLead(business, 'lee@example.com');

    const [failed] = await until(async () => {
      const list = await deliveriesOf(business.auth, webhook.id);
      return list[0]?.status === 'failed' && list;
    });
    expect(failed).toMatchObject({
      attempts: 2,
      response_status: 500,
      response_excerpt: 'answer for /down',
      last_error: 'The receiver answered HTTP 500',
      next_attempt_at: null,
    });
    const attempts = received.filter((r) => r.path === '/down' && r.body.includes(chatId));
    expect(attempts).toHaveLength(2);
    // The same event each time, signed afresh.
    expect(attempts[0]!.body).toBe(attempts[1]!.body);

    answers.set('/down', 204);
    const resent = await app.inject({ method: 'POST', url: `${BASE}/${webhook.id}/deliveries/${failed!.id}/resend`, headers: business.auth });
    expect(resent.statusCode).toBe(200);
    expect(resent.json<{ data: WebhookDelivery }>().data).toMatchObject({ id: failed!.id, status: 'pending' });
    const [succeeded] = await until(async () => {
      const list = await deliveriesOf(business.auth, webhook.id);
      return list[0]?.status === 'succeeded' && list;
    });
    expect(succeeded).toMatchObject({ id: failed!.id, attempts: 3, response_status: 204, last_error: null, event_id: failed!.event_id });
    expect(received.filter((r) => r.path === '/down' && r.body.includes(chatId))).toHaveLength(3);

    const unknown = await app.inject({ method: 'POST', url: `${BASE}/${webhook.id}/deliveries/999999/resend`, headers: business.auth });
    expect(unknown.statusCode).toBe(404);
  });

  it('tells conversation.ended for a chat idle for 30 minutes, once, from the minutely task', async () => {
    const business = await signUpBusiness(app, 'idle');
    const webhook = await addWebhook(business.auth, '/ended', ['conversation.ended']);
    const chat = await app.inject({ method: 'POST', url: '/chat', headers: widgetHeaders(business), payload: { input: 'Do you rent tents?' } });
    const chatId = chat.json<{ id: string }>().id;
    const fresh = await app.inject({ method: 'POST', url: '/chat', headers: widgetHeaders(business), payload: { input: 'And kayaks?' } });
    await database.db
      .update(conversations)
      .set({ lastMessageAt: new Date(Date.now() - 31 * 60_000) })
      .where(eq(conversations.id, chatId));

    await everyMinute();
    const got = await until(() => Promise.resolve(received.find((r) => r.path === '/ended' && r.body.includes(chatId))));
    expect(JSON.parse(got.body)).toMatchObject({
      type: 'conversation.ended',
      // eslint-disable-next-line @typescript-eslint/no-unsafe-assignment -- expect.any/stringMatching are typed any so they can stand for any value
      data: { conversation_id: chatId, channel: 'chat', outcome: expect.any(String), message_count: 2, reason: 'idle' },
    });
    const [row] = await database.db.select().from(conversations).where(eq(conversations.id, chatId));
    expect(row!.endedAt).toBeInstanceOf(Date);
    const [recent] = await database.db.select().from(conversations).where(eq(conversations.id, fresh.json<{ id: string }>().id));
    expect(recent!.endedAt).toBeNull();

    await everyMinute();
    await sleep(200);
    expect(await deliveriesOf(business.auth, webhook.id)).toHaveLength(1);
  });

  it('sends a signed ping on test, and reports what the receiver answered', async () => {
    const business = await signUpBusiness(app, 'ping');
    const webhook = await addWebhook(business.auth, '/ping', ['lead.created']);
    const tested = await app.inject({ method: 'POST', url: `${BASE}/${webhook.id}/test`, headers: business.auth });
    expect(tested.json<{ data: unknown }>().data).toMatchObject({
      ok: true,
      status: 200,
      error: null,
      event: { type: 'ping', data: { webhook_id: webhook.id } },
    });
    const got = received.find((r) => r.path === '/ping')!;
    const [, t, v1] = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(String(got.headers['parley-signature']))!;
    expect(v1).toBe(createHmac('sha256', webhook.secret).update(`${t}.${got.body}`).digest('hex'));
    // Not part of the delivery log.
    expect(await deliveriesOf(business.auth, webhook.id)).toEqual([]);
  });

  it('refuses at connect time a name that resolves to a private address (DNS rebinding)', async () => {
    const port = new URL(receiverOrigin()).port;
    const dispatcher = createGuardedDispatcher({ allowPrivateNetworks: false, resolve: () => Promise.resolve(['127.0.0.1']) });
    const outcome = await sendWebhook({ url: `http://hooks.example.com:${port}/leads`, secret: 'whsec_x' }, '{}', { dispatcher, allowPrivateNetworks: false });
    expect(outcome).toMatchObject({ ok: false, status: null, error: 'The webhook URL resolves to a private or internal address' });
  });
});
