/**
 * Time to first token of the public chat runtime, measured the way the widget sees it: a real
 * listening server, `POST /chat` with `stream: true`, clock from sending the request to reading
 * the first `delta` server-sent event. 10,000 knowledge chunks in the organization's real
 * knowledge tables, embedded PGlite (the default), one question at a time.
 *
 * 1. Retrieval responder (no LLM configured): p95 budget < 50 ms.
 * 2. LLM responder against an OpenAI-compatible streaming server on loopback whose first token
 *    leaves PROVIDER_DELAY_MS after the request arrives: what Parley adds to the provider's own
 *    time to first token (ours − provider's: authorisation, storing the message, retrieval, the
 *    prompt, the relay), p95 budget < 30 ms; the relay alone (provider writes → widget reads) too.
 *
 * With BENCH_DATABASE_URL (an admin PostgreSQL URL) the same runs on a throwaway PostgreSQL database.
 * Prints the figures; exits 1 when over budget. Run: pnpm exec tsx scripts/bench-responder.ts
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { buildApp } from '../src/app';
import { openDatabase } from '../src/db/database';
import { testDatabases } from '../src/test-databases';
import { createLlmResponder } from '../src/modules/runtime/llm-responder';

const CHUNKS = 10_000;
const QUESTIONS = 200;
const WARM_UP = 20;
const TTFT_BUDGET_MS = 50;
const OVERHEAD_BUDGET_MS = 30;
const PROVIDER_DELAY_MS = 120;
const SECRET = 'bench-secret-0123456789abcdef0123456789abcdef';

// The corpus of scripts/bench-retrieval.ts: Zipf-distributed words, ~80 a chunk, stop-word ranks left out.
const SYLLABLES = 'ka lo mi ne ra tu vi so pe da ri mo ta ge bu lin tor ven sal mar cor del fin gar hel'.split(' ');
const VOCABULARY = Array.from({ length: 6000 }, (_, i) => {
  let word = '';
  for (let n = i + 7; word.length < 6 || n > 0; n = Math.floor(n / SYLLABLES.length)) word += SYLLABLES[n % SYLLABLES.length];
  return word;
});
let state = 42;
const random = () => (state = (state * 1103515245 + 12345) >>> 0) / 2 ** 32;
const zipfWord = () => {
  const low = Math.log(130);
  return VOCABULARY[Math.min(VOCABULARY.length - 1, Math.floor(Math.exp(low + random() * (Math.log(VOCABULARY.length) - low))))]!;
};
const passage = () => Array.from({ length: 80 }, zipfWord).join(' ');

const percentile = (values: number[], p: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))]!;

// The model provider: first token PROVIDER_DELAY_MS after the request, then a few more.
const providerTimes: { received: number; firstToken: number }[] = [];
const provider = createServer((req, res) => {
  const received = performance.now();
  req.resume();
  req.on('end', () => {
    setTimeout(async () => {
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      const chunk = (content: string) => `data: ${JSON.stringify({ object: 'chat.completion.chunk', choices: [{ index: 0, delta: { content } }] })}\n\n`;
      providerTimes.push({ received, firstToken: performance.now() });
      res.write(chunk('Yes, '));
      for (const piece of ['we have ', 'it in stock ', '[1].']) {
        await new Promise((resolve) => setTimeout(resolve, 5));
        res.write(chunk(piece));
      }
      res.end('data: [DONE]\n\n');
    }, PROVIDER_DELAY_MS);
  });
});
await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve));
const providerUrl = `http://127.0.0.1:${(provider.address() as AddressInfo).port}/v1`;

const adminUrl = process.env.BENCH_DATABASE_URL;
if (adminUrl) process.env.TEST_DATABASE_URL = adminUrl;
const database = adminUrl
  ? await testDatabases()
      .find((d) => d.name === 'postgres')!
      .open()
  : await openDatabase({ dataDir: null });
const where = adminUrl ? 'PostgreSQL' : 'PGlite';
const env = { JWT_SECRET: SECRET, NODE_ENV: 'production' as const };
const retrievalApp = await buildApp({ env, database });
const llmApp = await buildApp({ env, database, responder: createLlmResponder({ baseUrl: providerUrl, model: 'bench' }) });

const signup = await retrievalApp.inject({
  method: 'POST',
  url: '/signup',
  payload: {
    user: { email: 'bench@example.com', password: 'Str0ng-password', name: 'Owner' },
    organization: { name: 'Bench', website_url: 'bench.example.com' },
  },
});
const auth = { authorization: String(signup.headers.authorization) };
const organizationId = signup.json().data.organization.id as number;
const liveKey = (await retrievalApp.inject({ method: 'GET', url: '/api/v1/organizations/current/agent', headers: auth })).json().data.live_key as string;
for (let start = 0; start < CHUNKS; start += 1000) {
  const values = Array.from(
    { length: 1000 },
    (_, i) => sql`(${organizationId}, 'page', ${start + i}, ${`Page ${start + i}`}, ${passage()}, ${`https://bench.example.com/p/${start + i}`})`,
  );
  await database.db.execute(
    sql`INSERT INTO knowledge_chunks (organization_id, source_type, source_id, title, content, url) VALUES ${sql.join(values, sql`, `)}`,
  );
}
await database.db.execute(sql`ANALYZE knowledge_chunks`);

let visitor = 0;
/** One widget question over HTTP; resolves to when it was sent and when the first delta was read. */
async function firstToken(origin: string, question: string): Promise<{ sent: number; first: number }> {
  visitor += 1;
  const sent = performance.now();
  const response = await fetch(`${origin}/chat`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${liveKey}`,
      origin: 'https://bench.example.com',
      'content-type': 'application/json',
      accept: 'text/event-stream',
      // Each question from its own visitor and address, as on a real site (the limits are per visitor and IP).
      'x-forwarded-for': `10.2.${visitor >> 8}.${visitor & 255}`,
    },
    body: JSON.stringify({ input: question, stream: true, metadata: { visitorId: `bench-${visitor}` } }),
  });
  if (!response.ok || !response.body) throw new Error(`POST /chat answered ${response.status}: ${await response.text()}`);
  const decoder = new TextDecoder();
  let text = '';
  let first = 0;
  for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
    text += decoder.decode(chunk, { stream: true });
    if (!first && text.includes('"type":"delta"')) first = performance.now();
  }
  if (!first) throw new Error(`no delta in ${text.slice(0, 200)}`);
  return { sent, first };
}

const questions = Array.from({ length: QUESTIONS + WARM_UP }, () => `do you have the ${zipfWord()} ${zipfWord()} with ${zipfWord()} ${zipfWord()}?`);

const retrievalOrigin = await retrievalApp.listen({ port: 0, host: '127.0.0.1' });
const ttft: number[] = [];
for (const [i, question] of questions.entries()) {
  const { sent, first } = await firstToken(retrievalOrigin, question);
  if (i >= WARM_UP) ttft.push(first - sent);
}
console.info(
  `${where}: retrieval responder, ${CHUNKS} chunks, SSE time to first token: p50 ${percentile(ttft, 0.5).toFixed(1)} ms, p95 ${percentile(ttft, 0.95).toFixed(1)} ms (budget p95 < ${TTFT_BUDGET_MS} ms)`,
);

const llmOrigin = await llmApp.listen({ port: 0, host: '127.0.0.1' });
const overhead: number[] = [];
const relay: number[] = [];
for (const [i, question] of questions.entries()) {
  const { sent, first } = await firstToken(llmOrigin, question);
  const at = providerTimes.at(-1)!;
  if (i < WARM_UP) continue;
  overhead.push(first - sent - (at.firstToken - at.received));
  relay.push(first - at.firstToken);
}
console.info(
  `${where}: LLM responder (provider's first token after ${PROVIDER_DELAY_MS} ms): added to the provider's time to first token p50 ${percentile(overhead, 0.5).toFixed(1)} ms, p95 ${percentile(overhead, 0.95).toFixed(1)} ms (budget p95 < ${OVERHEAD_BUDGET_MS} ms); relay alone p95 ${percentile(relay, 0.95).toFixed(1)} ms`,
);

await retrievalApp.close();
await llmApp.close();
await new Promise<void>((resolve) => provider.close(() => resolve()));
await database.close();
process.exit(percentile(ttft, 0.95) < TTFT_BUDGET_MS && percentile(overhead, 0.95) < OVERHEAD_BUDGET_MS ? 0 : 1);
