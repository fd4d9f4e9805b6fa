/**
 * 1,000 widget conversations at once against one server process: each visitor opens a chat and
 * asks 2 or 3 questions in a row (streamed, like the widget), every conversation from its own
 * visitor id and address. Prints errors (budget: 0), throughput and latency p50/p95. Then the
 * sustained rate (budget 500 questions/s): for BENCH_SUSTAIN_S (15) s, 1,000 conversations at a time
 * on open connections, each question asked as soon as the last is answered, a new visitor every 3
 * questions, the first 3 s not counted. On PostgreSQL the same load first runs against a peer
 * (BENCH_ROLE=peer: bare Fastify + pg storing both messages of a fixed answer), in the same run.
 *
 * The server runs as a child process (this script with BENCH_ROLE=server) so the load generator
 * does not share its event loop; embedded PGlite by default, PostgreSQL with BENCH_DATABASE_URL.
 * A widget key may send RUNTIME_KEY_MESSAGES_PER_MINUTE messages a minute (600 by default, per
 * server process); 1,000 visitors of one business send ~2,500, so the bench raises it for its
 * server, as an operator of a busy site would.
 * Run: pnpm exec tsx scripts/bench-concurrency.ts   (BENCH_CONVERSATIONS=… to change the count; BENCH_STEADY=1
 * for steady traffic, each conversation asking every 10 s (BENCH_PACE_MS);
 * BENCH_PROFILE=1 writes the server's CPU profile to /tmp/prof). Also prints the CPU each question
 * cost the server and its PostgreSQL connections, which a busy machine distorts much less.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { Agent } from 'undici';
import { answerCpuReadings, cpuPerQuestion, type Cpu } from './cpu-per-question';
import { closeOnDisconnect, insertPassages, openBenchDatabase, percentile, streamEvents, streamQuestion } from './bench-kit';

const CONVERSATIONS = Number(process.env.BENCH_CONVERSATIONS ?? 1000);
/** BENCH_STEADY=1: instead of a burst, every conversation asks one question every PACE_MS, ROUNDS times. */
const STEADY = process.env.BENCH_STEADY === '1';
const PACE_MS = Number(process.env.BENCH_PACE_MS ?? 10_000);
const ROUNDS = 3;
/** After the burst, the sustained rate: every visitor asks again as soon as answered, for this long (the first WARM_S not counted). */
const SUSTAIN_S = Number(process.env.BENCH_SUSTAIN_S ?? 15);
const WARM_S = 3;
/** Above what the sustained phase sends in a minute on a fast machine (2,000/s would be 120,000). */
const KEY_LIMIT = 10_000_000;
const SECRET = 'bench-secret-0123456789abcdef0123456789abcdef';
const SITE = 'bench.example.com';

interface Ready {
  origin: string;
  key: string;
  database: string;
}

async function serve() {
  const { buildApp } = await import('../src/app');
  const { addFaq, addProduct, signUpBusiness } = await import('../src/test-kit');
  const { database, where } = await openBenchDatabase();
  const app = await buildApp({ env: { JWT_SECRET: SECRET, NODE_ENV: 'production', RUNTIME_KEY_MESSAGES_PER_MINUTE: KEY_LIMIT }, database });
  const owner = await signUpBusiness(app, 'load', 'Trail Co', { website: SITE });
  // The voice plan's trial: the free plan's messages a month are far fewer than this benchmark sends.
  await app.inject({ method: 'POST', url: '/api/v1/billings/trial', headers: owner.auth, payload: { trial: { plan_name: 'voice' } } });
  for (const [question, answer] of FAQS) await addFaq(app, owner.auth, { question, answer });
  for (const [name, description, price] of PRODUCTS) {
    const url = `https://${SITE}/p/${name.toLowerCase().replace(/\W+/g, '-')}`;
    await addProduct(app, owner.auth, { name, description, price_cents: price, currency: 'USD', url });
  }
  // A site's worth of crawled text besides: 2,000 passages of ~80 words (the corpus of bench-retrieval).
  await insertPassages(database, owner.organizationId, 2000, { title: 'Guide' });
  const origin = await app.listen({ port: 0, host: '127.0.0.1', backlog: 4096 });
  process.send!({ origin, key: owner.liveKey, database: where } satisfies Ready);
  answerCpuReadings(database);
  closeOnDisconnect(app, database);
}

/**
 * The peer, for a figure that says what this machine allows: bare Fastify and `pg` (a pool of 10,
 * as Parley's) doing the least a durable chat must on the same PostgreSQL: the key looked up, the
 * visitor's message and the answer stored (one INSERT each), a fixed answer streamed as events of
 * the widget's shape. No knowledge search, limits, conversation history or analytics.
 */
async function servePeer() {
  const { default: Fastify } = await import('fastify');
  const { randomUUID } = await import('node:crypto');
  const { database, where } = await openBenchDatabase();
  // The database's own pool: node-postgres with the same size and settings as Parley's.
  const pool = database.pool!;
  await pool.query('CREATE TABLE peer_keys (key text PRIMARY KEY, organization_id int NOT NULL)');
  await pool.query(
    'CREATE TABLE peer_messages (id bigserial PRIMARY KEY, chat_id uuid NOT NULL, organization_id int NOT NULL, role text NOT NULL, content text NOT NULL, created_at timestamptz NOT NULL DEFAULT now())',
  );
  const key = 'pk_live_peer0123456789';
  await pool.query('INSERT INTO peer_keys VALUES ($1, 1)', [key]);
  const store = (chatId: string, organizationId: number, role: string, content: string) =>
    pool.query({
      name: 'store',
      text: 'INSERT INTO peer_messages (chat_id, organization_id, role, content) VALUES ($1, $2, $3, $4)',
      values: [chatId, organizationId, role, content],
    });
  const app = Fastify();
  app.post<{ Body: { input: string; previousChatId?: string } }>('/chat', async (request, reply) => {
    const presented = request.headers.authorization?.replace(/^Bearer /, '');
    const { rows } = await pool.query<{ organization_id: number }>({
      name: 'key',
      text: 'SELECT organization_id FROM peer_keys WHERE key = $1',
      values: [presented],
    });
    if (!rows[0]) return reply.code(401).send({ error: 'Unknown widget key' });
    const chatId = request.body.previousChatId ?? randomUUID();
    await store(chatId, rows[0].organization_id, 'user', request.body.input);
    reply.hijack();
    reply.raw.writeHead(200, { 'content-type': 'text/event-stream' });
    const answer = 'Yes, we ship to Canada in 3 to 5 business days.';
    for (const word of answer.split(' ')) reply.raw.write(`data: ${JSON.stringify({ type: 'delta', content: `${word} ` })}\n\n`);
    await store(chatId, rows[0].organization_id, 'assistant', answer);
    reply.raw.end(
      `data: ${JSON.stringify({ type: 'done', id: chatId, output: [{ role: 'assistant', content: answer }], sources: [], products: [], suggestions: [] })}\n\n`,
    );
  });
  const origin = await app.listen({ port: 0, host: '127.0.0.1', backlog: 4096 });
  process.send!({ origin, key, database: where } satisfies Ready);
  answerCpuReadings(database);
  closeOnDisconnect(app, database);
}

const FAQS: [string, string][] = [
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
const QUESTIONS = [
  'Do you ship to Canada?',
  'How much is the trail shoe?',
  'What is your return policy?',
  'Do you have a waterproof jacket?',
  'Do you sell gift cards?',
  'Which backpack for a day hike?',
  'Do you rent kayaks?',
];

/** A server of the run in its own process: Parley (`server`) or the peer. */
async function startServer(role: 'server' | 'peer') {
  const profile = role === 'server' && process.env.BENCH_PROFILE ? ['--cpu-prof', '--cpu-prof-dir=/tmp/prof'] : [];
  const server: ChildProcess = fork(fileURLToPath(import.meta.url), [], {
    env: { ...process.env, BENCH_ROLE: role },
    execArgv: [...process.execArgv, ...profile],
    stdio: 'inherit',
  });
  const ready = await new Promise<Ready>((resolve, reject) => {
    server.once('message', (message) => resolve(message as Ready));
    server.once('exit', (code) => reject(new Error(`the ${role} exited (${code})`)));
  });
  const cpu = () =>
    new Promise<Cpu>((resolve) => {
      server.once('message', (message) => resolve((message as { cpu: Cpu }).cpu));
      server.send('cpu');
    });
  const stop = () =>
    new Promise((resolve) => {
      server.once('exit', resolve);
      server.disconnect();
    });
  return { ready, cpu, stop };
}

/** What one run measured: every answered question's send, first token and end (ms), and the errors. */
interface Run {
  sentAt: number[];
  firstToken: number[];
  latency: number[];
  errors: string[];
  /** When the first question was sent (performance.now()), and how long until the last was answered. */
  startedAt: number;
  seconds: number;
  cpu: string;
  /** The closed-loop phase after a burst: questions answered a second, and its CPU a question. */
  sustained?: { rate: number; cpu: string };
}

/** The conversations against one server: a burst (each asks 2 or 3 questions in a row) or, `steady`, paced. */
async function drive(role: 'server' | 'peer', steady: boolean): Promise<Run & { database: string }> {
  const { ready, cpu, stop } = await startServer(role);
  const dispatcher = new Agent({ connections: CONVERSATIONS + 50, pipelining: 1, headersTimeout: 300_000, bodyTimeout: 300_000 });
  const errors: string[] = [];
  const latency: number[] = [];
  const firstToken: number[] = [];
  /** When each answered question was sent, to tell the first round (connections opening, a cold server) from steady traffic. */
  const sentAt: number[] = [];
  /** During the sustained phase: when each answer ended, and its latency. */
  let sustained: { end: number; latency: number }[] | undefined;

  /** One question, streamed; resolves to the chat id from the `done` event. */
  async function ask(visitor: number, input: string, previousChatId: string | undefined): Promise<string> {
    const { sent, first, end, text } = await streamQuestion(ready.origin, {
      key: ready.key,
      site: SITE,
      forwardedFor: `10.3.${visitor >> 8}.${visitor & 255}`,
      body: { input, previousChatId, metadata: { visitorId: `visitor-${visitor}`, pageUrl: `https://${SITE}/`, language: 'en' } },
      dispatcher,
    });
    const events = streamEvents(text);
    const done = events.find((e) => e.type === 'done');
    if (!done?.id) throw new Error(`no answer: ${events.find((e) => e.type === 'error')?.error ?? text.slice(0, 120)}`);
    if (sustained) {
      sustained.push({ end, latency: end - sent });
      return done.id;
    }
    latency.push(end - sent);
    firstToken.push(first - sent);
    sentAt.push(sent);
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

  /** Steady traffic: each visitor asks every PACE_MS (from a random moment), ROUNDS times. */
  async function pacedConversation(visitor: number) {
    let chatId: string | undefined;
    await new Promise((resolve) => setTimeout(resolve, Math.random() * PACE_MS));
    for (let turn = 0; turn < ROUNDS; turn++) {
      const next = performance.now() + PACE_MS;
      try {
        chatId = await ask(visitor, QUESTIONS[(visitor + turn * 3) % QUESTIONS.length]!, chatId);
      } catch (error) {
        errors.push((error as Error).message);
        return;
      }
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, next - performance.now())));
    }
  }

  const cpuBefore = await cpu();
  const loadBefore = process.cpuUsage();
  const started = performance.now();
  await Promise.all(Array.from({ length: CONVERSATIONS }, (_, visitor) => (steady ? pacedConversation : conversation)(visitor)));
  const seconds = (performance.now() - started) / 1000;
  /** The load generator's own CPU a question, in ms: on one machine it competes with the server and PostgreSQL. */
  const { user, system } = process.cpuUsage(loadBefore);
  const cpuAfter = await cpu();
  const spent = cpuPerQuestion(cpuBefore, cpuAfter, latency.length, (user + system) / 1000 / Math.max(1, latency.length));
  const sustainedRun = steady ? undefined : await sustain();
  await stop();
  await dispatcher.close();
  return { sentAt, firstToken, latency, errors, startedAt: started, seconds, cpu: spent, sustained: sustainedRun, database: ready.database };

  /**
   * Sustained load, closed loop: each of CONVERSATIONS slots holds a conversation of 3 questions,
   * each asked as soon as the one before is answered, then a new visitor's, until SUSTAIN_S is up;
   * the rate counts the answers after the first WARM_S. The connections stay open, as a proxy in
   * front of the server keeps its own (HAProxy, nginx): unlike the burst's average, the rate is
   * not the cost of 1,000 connections opening at once on a cold process.
   */
  async function sustain() {
    const begin = performance.now();
    const from = begin + WARM_S * 1000;
    const until = begin + SUSTAIN_S * 1000;
    const answers: { end: number; latency: number }[] = (sustained = []);
    let cpuFrom: Cpu | undefined;
    let loadFrom: NodeJS.CpuUsage | undefined;
    const marker = setTimeout(() => {
      loadFrom = process.cpuUsage();
      void cpu().then((reading) => (cpuFrom = reading));
    }, WARM_S * 1000);
    await Promise.all(
      Array.from({ length: CONVERSATIONS }, async (_, slot) => {
        // Each conversation from a new visitor, as on a site (and so within the limits a visitor has).
        for (let round = 1; performance.now() < until; round++) {
          const visitor = slot + round * CONVERSATIONS;
          let chatId: string | undefined;
          for (let turn = 0; turn < ROUNDS && performance.now() < until; turn++) {
            try {
              chatId = await ask(visitor, QUESTIONS[(visitor + turn * 3) % QUESTIONS.length]!, chatId);
            } catch (error) {
              errors.push((error as Error).message);
              return;
            }
          }
        }
      }),
    );
    clearTimeout(marker);
    const counted = answers.filter((answer) => answer.end >= from && answer.end <= until);
    const { user, system } = process.cpuUsage(loadFrom);
    const cpuText = cpuFrom ? cpuPerQuestion(cpuFrom, await cpu(), counted.length, (user + system) / 1000 / Math.max(1, counted.length)) : '';
    const latencies = counted.map((answer) => answer.latency);
    const latencyText = `answer latency p50 ${percentile(latencies, 0.5).toFixed(0)} ms, p95 ${percentile(latencies, 0.95).toFixed(0)} ms`;
    return { rate: counted.length / (SUSTAIN_S - WARM_S), cpu: `${latencyText}; ${cpuText}` };
  }
}

const rate = (run: Run) => run.latency.length / run.seconds;

async function load() {
  if (STEADY) {
    const run = await drive('server', true);
    const warm = run.firstToken.filter((_, i) => run.sentAt[i]! - run.startedAt >= PACE_MS);
    console.info(
      `${CONVERSATIONS} conversations each asking every ${PACE_MS / 1000} s (${run.database}, one server process; offered ${((CONVERSATIONS * 1000) / PACE_MS).toFixed(0)} questions/s): ` +
        `${run.latency.length} answered in ${run.seconds.toFixed(1)} s; errors ${run.errors.length}; first token p50 ${percentile(run.firstToken, 0.5).toFixed(0)} ms, p95 ${percentile(run.firstToken, 0.95).toFixed(0)} ms (budget 300 ms); ` +
        `after the first round (${PACE_MS / 1000} s) p50 ${percentile(warm, 0.5).toFixed(0)} ms, p95 ${percentile(warm, 0.95).toFixed(0)} ms; ${run.cpu}`,
    );
    process.exit(run.errors.length === 0 ? 0 : 1);
  }
  // The peer first (only on PostgreSQL: it needs a pg pool), then Parley, with the same load generator.
  const peer = process.env.BENCH_DATABASE_URL ? await drive('peer', false) : null;
  const run = await drive('server', false);
  const sustainedRate = run.sustained!.rate;
  console.info(
    `${CONVERSATIONS} concurrent conversations (${run.database}, one server process): ${run.latency.length} questions answered in ${run.seconds.toFixed(1)} s = ${rate(run).toFixed(0)} questions/s, ` +
      `errors ${run.errors.length} (budget 0); ` +
      `answer latency p50 ${percentile(run.latency, 0.5).toFixed(0)} ms, p95 ${percentile(run.latency, 0.95).toFixed(0)} ms; first token p50 ${percentile(run.firstToken, 0.5).toFixed(0)} ms, p95 ${percentile(run.firstToken, 0.95).toFixed(0)} ms; ` +
      run.cpu,
  );
  console.info(
    `sustained, ${CONVERSATIONS} conversations at a time on open connections, each question asked as soon as the last is answered, a new visitor every 3 questions, for ${SUSTAIN_S} s (the first ${WARM_S} not counted): ` +
      `${sustainedRate.toFixed(0)} questions/s (budget 500); ${run.sustained!.cpu}`,
  );
  if (peer) {
    console.info(
      `the peer (bare Fastify + pg: the key read, both messages stored, a fixed answer streamed), same burst, same run: ` +
        `burst ${rate(peer).toFixed(0)} questions/s, sustained ${peer.sustained!.rate.toFixed(0)}; errors ${peer.errors.length}; sustained ${peer.sustained!.cpu}. ` +
        `Parley sustains ${((100 * sustainedRate) / peer.sustained!.rate).toFixed(0)}% of the peer's rate`,
    );
  }
  const errors = [...run.errors, ...(peer?.errors ?? [])];
  if (errors.length) console.info(`first errors: ${[...new Set(errors)].slice(0, 5).join(' | ')}`);
  process.exit(errors.length === 0 ? 0 : 1);
}

const role = process.env.BENCH_ROLE;
await (role === 'server' ? serve() : role === 'peer' ? servePeer() : load());
