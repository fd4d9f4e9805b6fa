/**
 * Parley on several processes under load, with a fault: 3 API processes and a worker on one
 * PostgreSQL and one Redis behind HAProxy (src/cluster), 2,000 widget conversations at once (each
 * from its own visitor and address, 3 questions streamed in a row), and one API process killed
 * (SIGKILL) a third of the way in. A question whose answer never came is asked again, as a visitor
 * would. Prints throughput, latencies, how many answers the kill cost (asked again), how many
 * acknowledged messages are missing afterwards (budget 0), how many conversations went on after
 * the kill, and a global limit check (60 a minute through 3 processes lets 60 through).
 *
 * Needs PostgreSQL (BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/test; a
 * throwaway database is made and dropped), Redis (BENCH_REDIS_URL, default redis://127.0.0.1:6379)
 * and HAProxy (`apt-get install haproxy`). Runs the sources (through tsx), so it measures this checkout.
 * Run: pnpm exec tsx scripts/bench-cluster.ts   (BENCH_CONVERSATIONS=… to change the count)
 */
import { randomBytes } from 'node:crypto';
import { Agent, fetch } from 'undici';
import { findHaproxy, startCluster } from '../src/cluster/cluster';
import { createThrowawayDatabase } from '../src/process-test-kit';
import { percentile, streamEvents, streamQuestion } from './bench-kit';

const CONVERSATIONS = Number(process.env.BENCH_CONVERSATIONS ?? 2000);
const QUESTIONS_EACH = 3;
const REQUEST_LIMIT = 60;
const SITE = 'cluster-bench.example.com';
const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const redisUrl = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';

const FAQS: [string, string][] = [
  ['Do you ship to Canada?', 'Yes, we ship to Canada in 3 to 5 business days.'],
  ['What is your return policy?', 'Returns are free within 30 days of delivery.'],
  ['Do you offer gift cards?', 'Yes, digital gift cards from 25 to 500 USD.'],
];
const QUESTIONS = ['Do you ship to Canada?', 'What is your return policy?', 'Do you sell gift cards?', 'Do you rent kayaks?'];

if (!findHaproxy()) {
  console.info('bench-cluster: skipped, HAProxy is not installed (apt-get install haproxy)');
  process.exit(0);
}

const database = await createThrowawayDatabase(adminUrl);
const cluster = await startCluster({
  apis: 3,
  workers: 1,
  port: 0,
  entry: 'src',
  // Only the lines that say a process lost Redis (its limits counted locally meanwhile) are shown.
  onOutput: (name, line) => {
    if (line.includes('Redis')) console.info(`  [${name}] ${line.slice(0, 200)}`);
  },
  env: {
    DATABASE_URL: database.url,
    REDIS_URL: redisUrl,
    JWT_SECRET: `bench-${randomBytes(24).toString('hex')}`,
    API_REQUESTS_PER_MINUTE: String(REQUEST_LIMIT),
    // One business's widget is asked ~6,000 questions here: its key's allowance is raised, as an operator of a busy site would.
    RUNTIME_KEY_MESSAGES_PER_MINUTE: '1000000',
  },
});
const dispatcher = new Agent({ connections: CONVERSATIONS + 50, pipelining: 1, headersTimeout: 300_000, bodyTimeout: 300_000 });

try {
  const json = { 'content-type': 'application/json', 'x-forwarded-for': '192.0.2.50' };
  const signup = await fetch(`${cluster.origin}/signup`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({
      user: { email: 'owner@cluster-bench.example.com', password: 'Str0ng-password', name: 'Owner' },
      organization: { name: 'Cluster Bench', website_url: SITE },
    }),
  });
  const authorization = signup.headers.get('authorization')!;
  for (const [question, answer] of FAQS)
    await fetch(`${cluster.origin}/api/v1/organizations/current/faqs`, {
      method: 'POST',
      headers: { ...json, authorization },
      body: JSON.stringify({ faq: { question, answer } }),
    });
  // The voice plan's trial: the free plan's messages a month are far fewer than this benchmark sends.
  await fetch(`${cluster.origin}/api/v1/billings/trial`, {
    method: 'POST',
    headers: { ...json, authorization },
    body: JSON.stringify({ trial: { plan_name: 'voice' } }),
  });
  const agent = (await (await fetch(`${cluster.origin}/api/v1/organizations/current/agent`, { headers: { ...json, authorization } })).json()) as {
    data: { live_key: string };
  };
  const key = agent.data.live_key;

  const firstToken: number[] = [];
  const latency: number[] = [];
  const brokenAnswers: string[] = [];
  const acknowledged = new Map<number, { chatId: string; questions: string[]; afterKill: number }>();
  let answered = 0;
  let killedAt = 0;
  const victim = cluster.api(1);

  const ask = async (visitor: number, input: string, previousChatId: string | undefined) => {
    const { sent, first, end, text } = await streamQuestion(cluster.origin, {
      key,
      site: SITE,
      forwardedFor: `10.4.${visitor >> 8}.${visitor & 255}`,
      body: { input, previousChatId, metadata: { visitorId: `visitor-${visitor}`, pageUrl: `https://${SITE}/`, language: 'en' } },
      dispatcher,
    });
    const done = streamEvents(text).find((event) => event.type === 'done');
    if (!done?.id) throw new Error('the stream ended without an answer');
    firstToken.push(first - sent);
    latency.push(end - sent);
    if (++answered === Math.round((CONVERSATIONS * QUESTIONS_EACH) / 3)) {
      killedAt = performance.now();
      victim.child.kill('SIGKILL');
    }
    return done.id;
  };

  const conversation = async (visitor: number) => {
    let chatId: string | undefined;
    const questions: string[] = [];
    let afterKill = 0;
    for (let turn = 0; turn < QUESTIONS_EACH; turn++) {
      const question = `${QUESTIONS[(visitor + turn) % QUESTIONS.length]} (${visitor}.${turn})`;
      for (let attempt = 0; attempt < 4; attempt++) {
        try {
          chatId = await ask(visitor, question, chatId);
          questions.push(question);
          if (killedAt) afterKill += 1;
          break;
        } catch (error) {
          brokenAnswers.push((error as Error).message);
        }
      }
    }
    if (chatId) acknowledged.set(visitor, { chatId, questions, afterKill });
  };

  const started = performance.now();
  await Promise.all(Array.from({ length: CONVERSATIONS }, (_, visitor) => conversation(visitor)));
  const seconds = (performance.now() - started) / 1000;

  // Every acknowledged question must be in its conversation, read back through any process.
  let missing = 0;
  for (const [visitor, { chatId, questions }] of acknowledged) {
    const response = await fetch(`${cluster.origin}/chat/${chatId}`, {
      headers: { authorization: `Bearer ${key}`, origin: `https://${SITE}`, 'x-forwarded-for': `10.4.${visitor >> 8}.${visitor & 255}` },
      dispatcher,
    });
    const stored = ((await response.json()) as { messages?: { role: string; content: string }[] }).messages ?? [];
    const asked = new Set(stored.filter((m) => m.role === 'user').map((m) => m.content));
    missing += questions.filter((q) => !asked.has(q)).length;
  }
  const continued = [...acknowledged.values()].filter((c) => c.afterKill > 0).length;
  const acknowledgedCount = [...acknowledged.values()].reduce((sum, c) => sum + c.questions.length, 0);

  const from = '203.0.113.99';
  const statuses = await Promise.all(
    Array.from({ length: 3 * REQUEST_LIMIT }, () =>
      fetch(`${cluster.origin}/api/openapi.json`, { headers: { 'x-forwarded-for': from }, dispatcher }).then((r) => r.status),
    ),
  );

  console.info(
    `3 API processes + 1 worker behind HAProxy (PostgreSQL, Redis), ${CONVERSATIONS} concurrent widget conversations, ${QUESTIONS_EACH} questions each`,
  );
  console.info(
    `  ${acknowledgedCount} questions answered in ${seconds.toFixed(1)} s = ${(acknowledgedCount / seconds).toFixed(0)} questions/s; first token p50 ${percentile(firstToken, 0.5).toFixed(0)} ms, p95 ${percentile(firstToken, 0.95).toFixed(0)} ms; answer p95 ${percentile(latency, 0.95).toFixed(0)} ms`,
  );
  console.info(
    `  ${victim.name} killed (SIGKILL) after ${Math.round((CONVERSATIONS * QUESTIONS_EACH) / 3)} answers: ${brokenAnswers.length} answers cut off and asked again; acknowledged messages missing afterwards: ${missing} (budget 0)`,
  );
  console.info(
    `  conversations that went on after the kill: ${continued} of ${acknowledged.size}; conversations that did not finish: ${CONVERSATIONS - acknowledged.size}`,
  );
  console.info(
    `  global request limit ${REQUEST_LIMIT}/min through 3 processes: ${statuses.filter((s) => s === 200).length} of ${statuses.length} let through (budget: ${REQUEST_LIMIT}, not ${3 * REQUEST_LIMIT})`,
  );
  // Why answers were cut off: the killed process's streams ("other side closed") are expected; a 503
  // "no server is available" means the proxy took live processes out.
  const reasons = new Map<string, number>();
  for (const message of brokenAnswers) {
    const reason = message.split('\n')[0]!.slice(0, 80);
    reasons.set(reason, (reasons.get(reason) ?? 0) + 1);
  }
  if (reasons.size) console.info(`  answers cut off, by reason: ${[...reasons].map(([reason, n]) => `${n} × ${reason}`).join('; ')}`);
  if (missing || acknowledged.size !== CONVERSATIONS) process.exitCode = 1;
} finally {
  await dispatcher.close();
  await cluster.stop();
  await database.drop();
}
