/**
 * 1,000 widget conversations at once against one server process: each visitor opens a chat and
 * asks 2 or 3 questions in a row (streamed, like the widget), every conversation from its own
 * visitor id and address. Prints errors (budget: 0), throughput and latency p50/p95.
 *
 * The server runs as a child process (this script with BENCH_ROLE=server) so the load generator
 * does not share its event loop; embedded PGlite by default, PostgreSQL with BENCH_DATABASE_URL.
 * A widget key may send RUNTIME_KEY_MESSAGES_PER_MINUTE messages a minute (600 by default, per
 * server process); 1,000 visitors of one business send ~2,500, so the bench raises it for its
 * server, as an operator of a busy site would.
 * Run: pnpm exec tsx scripts/bench-concurrency.ts   (BENCH_CONVERSATIONS=… to change the count;
 * BENCH_PROFILE=1 writes the server's CPU profile to /tmp/prof)
 */
import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { Agent, fetch } from 'undici';

const CONVERSATIONS = Number(process.env.BENCH_CONVERSATIONS ?? 1000);
const KEY_LIMIT = 100_000;
const SECRET = 'bench-secret-0123456789abcdef0123456789abcdef';
const SITE = 'bench.example.com';

interface Ready {
  origin: string;
  key: string;
  database: string;
}

async function serve() {
  const { buildApp } = await import('../src/app');
  const { openDatabase } = await import('../src/db/database');
  const { testDatabases } = await import('../src/test-databases');
  const adminUrl = process.env.BENCH_DATABASE_URL;
  if (adminUrl) process.env.TEST_DATABASE_URL = adminUrl;
  const database = adminUrl
    ? await testDatabases()
        .find((d) => d.name === 'postgres')!
        .open()
    : await openDatabase({ dataDir: null });
  const app = await buildApp({ env: { JWT_SECRET: SECRET, NODE_ENV: 'production', RUNTIME_KEY_MESSAGES_PER_MINUTE: KEY_LIMIT }, database });
  const signup = await app.inject({
    method: 'POST',
    url: '/signup',
    payload: { user: { email: 'load@example.com', password: 'Str0ng-password', name: 'Owner' }, organization: { name: 'Trail Co', website_url: SITE } },
  });
  const headers = { authorization: String(signup.headers.authorization) };
  const organizationId = signup.json().data.organization.id as number;
  for (const [question, answer] of FAQS)
    await app.inject({ method: 'POST', url: '/api/v1/organizations/current/faqs', headers, payload: { faq: { question, answer } } });
  for (const [name, description, price] of PRODUCTS) {
    await app.inject({
      method: 'POST',
      url: '/api/v1/organizations/current/products',
      headers,
      payload: { product: { name, description, price_cents: price, currency: 'USD', url: `https://${SITE}/p/${name.toLowerCase().replace(/\W+/g, '-')}` } },
    });
  }
  // A site's worth of crawled text besides: 2,000 passages of ~80 words (the corpus of bench-retrieval).
  for (let start = 0; start < 2000; start += 500) {
    const values = Array.from({ length: 500 }, (_, i) => sql`(${organizationId}, 'page', ${start + i}, ${`Guide ${start + i}`}, ${passage()})`);
    await database.db.execute(sql`INSERT INTO knowledge_chunks (organization_id, source_type, source_id, title, content) VALUES ${sql.join(values, sql`, `)}`);
  }
  const key = (await app.inject({ method: 'GET', url: '/api/v1/organizations/current/agent', headers })).json().data.live_key as string;
  const origin = await app.listen({ port: 0, host: '127.0.0.1', backlog: 4096 });
  process.send!({ origin, key, database: adminUrl ? 'PostgreSQL' : 'PGlite' } satisfies Ready);
  process.on(
    'disconnect',
    () =>
      void app
        .close()
        .then(() => database.close())
        .then(() => process.exit(0)),
  );
}

const FAQS = [
  ['Do you ship to Canada?', 'Yes, we ship to Canada in 3 to 5 business days.'],
  ['What is your return policy?', 'Returns are free within 30 days of delivery.'],
  ['Do you offer gift cards?', 'Yes, digital gift cards from 25 to 500 USD.'],
  ['How long does shipping take?', 'Orders leave within one business day and arrive in 2 to 5 days.'],
];
const PRODUCTS: [string, string, number][] = [
  ['Summit Trail Shoe', 'Waterproof trail running shoe with a grippy sole.', 12900],
  ['Ridge Rain Jacket', 'Light waterproof jacket that packs into its pocket.', 18900],
  ['Canyon Day Pack', 'A 22 litre backpack with a hydration sleeve.', 8900],
];
const SYLLABLES = 'ka lo mi ne ra tu vi so pe da ri mo ta ge bu lin tor ven sal mar cor del fin gar hel'.split(' ');
const VOCABULARY = Array.from({ length: 6000 }, (_, i) => {
  let word = '';
  for (let n = i + 7; word.length < 6 || n > 0; n = Math.floor(n / SYLLABLES.length)) word += SYLLABLES[n % SYLLABLES.length];
  return word;
});
let state = 42;
const random = () => (state = (state * 1103515245 + 12345) >>> 0) / 2 ** 32;
const zipfWord = () =>
  VOCABULARY[Math.min(VOCABULARY.length - 1, Math.floor(Math.exp(Math.log(130) + random() * (Math.log(VOCABULARY.length) - Math.log(130)))))]!;
const passage = () => Array.from({ length: 80 }, zipfWord).join(' ');
const QUESTIONS = [
  'Do you ship to Canada?',
  'How much is the trail shoe?',
  'What is your return policy?',
  'Do you have a waterproof jacket?',
  'Do you sell gift cards?',
  'Which backpack for a day hike?',
  'Do you rent kayaks?',
];

const percentile = (values: number[], p: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))] ?? NaN;

async function load() {
  const server: ChildProcess = fork(fileURLToPath(import.meta.url), [], {
    env: { ...process.env, BENCH_ROLE: 'server' },
    execArgv: [...process.execArgv, ...(process.env.BENCH_PROFILE ? ['--cpu-prof', '--cpu-prof-dir=/tmp/prof'] : [])],
    stdio: 'inherit',
  });
  const ready = await new Promise<Ready>((resolve, reject) => {
    server.once('message', (message) => resolve(message as Ready));
    server.once('exit', (code) => reject(new Error(`the server exited (${code})`)));
  });
  const dispatcher = new Agent({ connections: CONVERSATIONS + 50, pipelining: 1, headersTimeout: 300_000, bodyTimeout: 300_000 });
  const errors: string[] = [];
  const latency: number[] = [];
  const firstToken: number[] = [];

  /** One question, streamed; resolves to the chat id from the `done` event. */
  async function ask(visitor: number, input: string, previousChatId: string | undefined): Promise<string> {
    const sent = performance.now();
    const response = await fetch(`${ready.origin}/chat`, {
      dispatcher,
      method: 'POST',
      headers: {
        authorization: `Bearer ${ready.key}`,
        origin: `https://${SITE}`,
        'content-type': 'application/json',
        accept: 'text/event-stream',
        'x-forwarded-for': `10.3.${visitor >> 8}.${visitor & 255}`,
      },
      body: JSON.stringify({ input, stream: true, previousChatId, metadata: { visitorId: `visitor-${visitor}`, pageUrl: `https://${SITE}/`, language: 'en' } }),
    });
    if (!response.ok || !response.body) throw new Error(`HTTP ${response.status} ${await response.text()}`);
    const decoder = new TextDecoder();
    let text = '';
    let first = 0;
    for await (const chunk of response.body) {
      text += decoder.decode(chunk as Uint8Array, { stream: true });
      if (!first && text.includes('"type":"delta"')) first = performance.now();
    }
    const events = text
      .split('\n\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line.replace(/^data: /, '')) as { type: string; id?: string; error?: string });
    const done = events.find((e) => e.type === 'done');
    if (!done?.id) throw new Error(`no answer: ${events.find((e) => e.type === 'error')?.error ?? text.slice(0, 120)}`);
    latency.push(performance.now() - sent);
    firstToken.push(first - sent);
    return done.id;
  }

  async function conversation(visitor: number) {
    let chatId: string | undefined;
    const turns = 2 + (visitor % 2);
    for (let turn = 0; turn < turns; turn++) {
      try {
        chatId = await ask(visitor, QUESTIONS[(visitor + turn * 3) % QUESTIONS.length]!, chatId);
      } catch (error) {
        errors.push((error as Error).message);
        return;
      }
    }
  }

  const started = performance.now();
  await Promise.all(Array.from({ length: CONVERSATIONS }, (_, visitor) => conversation(visitor)));
  const seconds = (performance.now() - started) / 1000;
  console.info(
    `${CONVERSATIONS} concurrent conversations (${ready.database}, one server process): ${latency.length} questions answered in ${seconds.toFixed(1)} s = ${(latency.length / seconds).toFixed(0)} questions/s; ` +
      `errors ${errors.length} (budget 0); answer latency p50 ${percentile(latency, 0.5).toFixed(0)} ms, p95 ${percentile(latency, 0.95).toFixed(0)} ms; first token p50 ${percentile(firstToken, 0.5).toFixed(0)} ms, p95 ${percentile(firstToken, 0.95).toFixed(0)} ms`,
  );
  if (errors.length) console.info(`first errors: ${[...new Set(errors)].slice(0, 5).join(' | ')}`);
  server.disconnect();
  await dispatcher.close();
  process.exit(errors.length === 0 ? 0 : 1);
}

await (process.env.BENCH_ROLE === 'server' ? serve() : load());
