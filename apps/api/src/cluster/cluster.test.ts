/**
 * Parley as a deployment runs it: 3 API processes and a worker on one PostgreSQL and one Redis,
 * behind HAProxy (the launcher of scripts/cluster.ts). Needs TEST_DATABASE_URL, TEST_REDIS_URL
 * and HAProxy (`apt-get install haproxy`). Each request names its visitor in X-Forwarded-For, as a
 * proxy in front would, so every check has its own address.
 */
import { randomBytes } from 'node:crypto';
import { RESUME_WINDOW_MS } from '@parley/contract/media-socket';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MediaClient } from '../modules/voice/test-kit';
import { detectEmbeddedVoice } from '../modules/voice';
import { createThrowawayDatabase } from '../process-test-kit';
import { findHaproxy, startCluster, type Cluster } from './cluster';

/**
 * Opens the media socket again as the voice client does after a drop: retried with its backoff
 * (250 ms doubling to 2 s, packages/voice-client/src/transport/reconnect.ts) within the resume window. Just after a kill the proxy may still pick the dead process (until its
 * health checks fail) and answer 502; the client's retry is what carries the visitor over.
 */
async function reconnect(url: string): Promise<MediaClient> {
  const deadline = Date.now() + RESUME_WINDOW_MS;
  for (let delay = 250; ; delay = Math.min(2_000, delay * 2)) {
    try {
      return await MediaClient.open(url);
    } catch (error) {
      if (Date.now() + delay > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, delay));
    }
  }
}

const adminUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;
const ready = !!adminUrl && !!redisUrl && !!findHaproxy();
const REQUEST_LIMIT = 60;

interface Sent {
  status: number;
  body: Record<string, unknown>;
}

describe.skipIf(!ready)('three API processes and a worker behind HAProxy', () => {
  let database: Awaited<ReturnType<typeof createThrowawayDatabase>>;
  let cluster: Cluster;
  let key: string;
  const site = 'https://cluster.example.com';

  const call = async (path: string, from: string, init: { method?: string; headers?: Record<string, string>; body?: unknown } = {}): Promise<Sent> => {
    const response = await fetch(`${cluster.origin}${path}`, {
      method: init.method ?? 'GET',
      headers: { 'x-forwarded-for': from, ...(init.body ? { 'content-type': 'application/json' } : {}), ...init.headers },
      body: init.body ? JSON.stringify(init.body) : undefined,
    });
    const text = await response.text();
    return { status: response.status, body: text.startsWith('{') ? (JSON.parse(text) as Record<string, unknown>) : {} };
  };
  /** A widget question; 0 when the connection broke before an answer (the process answering it was killed). */
  const ask = (visitor: number, input: string, previousChatId?: string): Promise<Sent> =>
    call('/chat', `198.51.${visitor >> 8}.${visitor & 255}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${key}`, origin: site },
      body: { input, ...(previousChatId ? { previousChatId } : {}), metadata: { visitorId: `visitor-${visitor}` } },
    }).catch(() => ({ status: 0, body: {} }));

  beforeAll(async () => {
    database = await createThrowawayDatabase(adminUrl!);
    cluster = await startCluster({
      apis: 3,
      workers: 1,
      port: 0,
      entry: 'src',
      env: {
        DATABASE_URL: database.url,
        REDIS_URL: redisUrl!,
        JWT_SECRET: `cluster-${randomBytes(24).toString('hex')}`,
        API_REQUESTS_PER_MINUTE: String(REQUEST_LIMIT),
        // A fresh Redis namespace would be cleaner; fresh addresses per run do the same here.
      },
    });
    const signup = await call('/signup', '192.0.2.1', {
      method: 'POST',
      body: {
        user: { email: 'owner@cluster.example.com', password: 'Str0ng-password', name: 'Owner' },
        organization: { name: 'Cluster Co', website_url: 'cluster.example.com' },
      },
    });
    expect(signup.status).toBe(201);
    const login = await fetch(`${cluster.origin}/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '192.0.2.1' },
      body: JSON.stringify({ user: { email: 'owner@cluster.example.com', password: 'Str0ng-password' } }),
    });
    const authorization = login.headers.get('authorization')!;
    const agent = await call('/api/v1/organizations/current/agent', '192.0.2.1', { headers: { authorization } });
    key = String((agent.body.data as { live_key: string }).live_key);
    const faq = await call('/api/v1/organizations/current/faqs', '192.0.2.1', {
      method: 'POST',
      headers: { authorization },
      body: { faq: { question: 'Do you ship to Canada?', answer: 'Yes, we ship to Canada within 5 business days.' } },
    });
    expect(faq.status).toBe(201);
    // The voice plan (its trial, no card in test mode): the voice call below is a feature of that plan.
    const trial = await call('/api/v1/billings/trial', '192.0.2.1', { method: 'POST', headers: { authorization }, body: { trial: { plan_name: 'voice' } } });
    expect(trial.status).toBe(201);
  }, 240_000);

  afterAll(async () => {
    await cluster?.stop();
    await database?.drop();
  }, 60_000);

  it('holds a request limit across processes: 60 a minute lets 60 through, not 180', async () => {
    const from = `203.0.113.${Math.floor(Math.random() * 250) + 1}`;
    const statuses = await Promise.all(Array.from({ length: 3 * REQUEST_LIMIT }, () => call('/api/openapi.json', from).then((r) => r.status)));
    expect(statuses.filter((s) => s === 200)).toHaveLength(REQUEST_LIMIT);
    expect(statuses.filter((s) => s === 429)).toHaveLength(2 * REQUEST_LIMIT);
  });

  it('backs one address off after 5 failed sign-ins, whichever processes answered them', async () => {
    const from = `203.0.114.${Math.floor(Math.random() * 250) + 1}`;
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) {
      const attempt = await call('/login', from, { method: 'POST', body: { user: { email: `guess${i}@cluster.example.com`, password: 'wrong-password' } } });
      statuses.push(attempt.status);
    }
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(statuses.slice(5)).toEqual([429, 429]);
  });

  it('a sign-out on one process is refused by every process at once', async () => {
    const login = await fetch(`${cluster.origin}/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '192.0.2.7' },
      body: JSON.stringify({ user: { email: 'owner@cluster.example.com', password: 'Str0ng-password' } }),
    });
    const authorization = login.headers.get('authorization')!;
    // Every process has checked (and cached) the token…
    for (let i = 0; i < 6; i++) expect((await call('/api/v1/users/current', '192.0.2.7', { headers: { authorization } })).status).toBe(200);
    expect((await call('/logout', '192.0.2.7', { method: 'DELETE', headers: { authorization } })).status).toBe(204);
    // …and none of them accepts it after the sign-out.
    for (let i = 0; i < 6; i++) expect((await call('/api/v1/users/current', '192.0.2.7', { headers: { authorization } })).status).toBe(401);
  });

  it('loses no acknowledged message when an API process is killed mid-run, and every conversation goes on', async () => {
    const VISITORS = 60;
    const ROUNDS = 4;
    const acknowledged = new Map<number, { chatId: string; questions: string[] }>();
    const failed: number[] = [];
    let killed = false;
    await Promise.all(
      Array.from({ length: VISITORS }, async (_, visitor) => {
        let chatId: string | undefined;
        const questions: string[] = [];
        for (let round = 0; round < ROUNDS; round++) {
          const question = `Do you ship to Canada? (visitor ${visitor}, question ${round})`;
          if (round === 2 && visitor === 0 && !killed) {
            killed = true;
            cluster.api(1).child.kill('SIGKILL');
          }
          // A question whose answer never came is asked again, as the widget lets the visitor do.
          let reply = await ask(visitor, question, chatId);
          for (let retry = 0; (reply.status === 0 || reply.status >= 500) && retry < 3; retry++) reply = await ask(visitor, question, chatId);
          if (reply.status !== 200) {
            failed.push(reply.status);
            continue;
          }
          chatId = String(reply.body.id);
          questions.push(question);
        }
        if (chatId) acknowledged.set(visitor, { chatId, questions });
      }),
    );
    expect(killed).toBe(true);
    expect(failed).toEqual([]);
    expect(acknowledged.size).toBe(VISITORS);
    for (const [visitor, { chatId, questions }] of acknowledged) {
      const transcript = await call(`/chat/${chatId}`, `198.51.${visitor >> 8}.${visitor & 255}`, {
        headers: { authorization: `Bearer ${key}`, origin: site },
      });
      expect(transcript.status).toBe(200);
      const asked = (transcript.body.messages as { role: string; content: string }[]).filter((m) => m.role === 'user').map((m) => m.content);
      for (const question of questions) expect(asked).toContain(question);
    }
    // The killed process comes back and takes its share again.
    await cluster.restart(cluster.api(1).name);
    const after = await ask(500, 'Do you ship to Canada?');
    expect(after.status).toBe(200);
  }, 240_000);

  it.skipIf(!detectEmbeddedVoice().available)(
    'resumes a voice call on another process within the window when the process holding it is killed',
    async () => {
      const started = await call('/call/web', '192.0.2.9', {
        method: 'POST',
        headers: { authorization: `Bearer ${key}`, origin: site },
        body: { assistantId: 'self', assistantOverrides: { firstMessageMode: 'assistant-waits-for-user' } },
      });
      expect(started.status).toBe(201);
      // The call's socket goes straight to one process, so the test knows which one to kill.
      const holder = cluster.api(2);
      const direct = new URL(String(started.body.webCallUrl));
      direct.port = String(holder.port);
      const client = await MediaClient.open(direct.toString());
      const ready = await client.waitFor((m) => m.type === 'call-ready');
      client.send({ type: 'add-message', message: { role: 'user', content: 'Do you ship to Canada?' } });
      await client.waitFor((m) => m.type === 'transcript' && m.role === 'assistant', 20_000);
      await new Promise((resolve) => setTimeout(resolve, 500)); // the claim is stored off the call's path

      holder.child.kill('SIGKILL');
      await expect.poll(() => client.closed).toBe(true);
      // The visitor's client reconnects through the proxy, which sends it to a live process.
      const resumeUrl = new URL(String(started.body.webCallUrl));
      resumeUrl.search = `?resume=${encodeURIComponent(String(ready.resumeToken))}`;
      const resumed = await reconnect(resumeUrl.toString());
      expect((await resumed.waitFor((m) => m.type === 'call-ready')).callId).toBe(started.body.id);
      resumed.send({ type: 'add-message', message: { role: 'user', content: 'How long does shipping to Canada take?' } });
      await resumed.waitFor((m) => m.type === 'transcript' && m.role === 'assistant', 20_000);
      resumed.send({ type: 'end-call' });
      await resumed.waitFor((m) => m.type === 'status-update' && m.status === 'ended', 20_000);

      // The visitor hears "ended" before the call's record is written: wait for the record (every 500 ms, well inside the 60/min limit).
      const read = () => call(`/call/${String(started.body.id)}`, '192.0.2.9', { headers: { authorization: `Bearer ${key}`, origin: site } });
      await expect
        .poll(async () => (await read()).body, { timeout: 10_000, interval: 500 })
        .toMatchObject({ status: 'ended', endedReason: 'customer-ended-call' });
      const stored = await read();
      const asked = (stored.body.messages as { role: string; content: string }[]).filter((m) => m.role === 'user').map((m) => m.content);
      expect(asked).toEqual(['Do you ship to Canada?', 'How long does shipping to Canada take?']);
    },
    120_000,
  );
});
