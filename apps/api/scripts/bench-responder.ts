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
import { buildApp } from '../src/app';
import { createLlmResponder } from '../src/modules/runtime/llm-responder';
import { closeServer, listenOnLoopback, signUpBusiness } from '../src/test-kit';
import { benchQuestion, insertPassages, openBenchDatabase, percentile, streamQuestion } from './bench-kit';

const CHUNKS = 10_000;
const QUESTIONS = 200;
const WARM_UP = 20;
/** p95 budgets: time to first token with the retrieval responder, and what Parley adds to an LLM provider's own. */
const BUDGET_MS = { ttft: 50, overhead: 30 };
const PROVIDER_DELAY_MS = 120;
const SECRET = 'bench-secret-0123456789abcdef0123456789abcdef';
const SITE = 'bench.example.com';

// The model provider: first token PROVIDER_DELAY_MS after the request, then a few more.
const providerTimes: { received: number; firstToken: number }[] = [];
const provider = createServer((req, res) => {
  const received = performance.now();
  req.resume();
  req.on('end', () => {
    const answer = async () => {
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      const chunk = (content: string) => `data: ${JSON.stringify({ object: 'chat.completion.chunk', choices: [{ index: 0, delta: { content } }] })}\n\n`;
      providerTimes.push({ received, firstToken: performance.now() });
      res.write(chunk('Yes, '));
      for (const piece of ['we have ', 'it in stock ', '[1].']) {
        await new Promise((resolve) => setTimeout(resolve, 5));
        res.write(chunk(piece));
      }
      res.end('data: [DONE]\n\n');
    };
    setTimeout(() => void answer(), PROVIDER_DELAY_MS);
  });
});
const providerUrl = `${await listenOnLoopback(provider)}/v1`;

const { database, where } = await openBenchDatabase();
const env = { JWT_SECRET: SECRET, NODE_ENV: 'production' as const };
const retrievalApp = await buildApp({ env, database });
const llmApp = await buildApp({ env, database, responder: createLlmResponder({ baseUrl: providerUrl, model: 'bench' }) });

// The corpus of scripts/bench-retrieval.ts, as the organization's crawled pages.
const owner = await signUpBusiness(retrievalApp, 'bench', 'Bench', { website: SITE });
// The voice plan's trial: the free plan's messages a month are fewer than this benchmark may send.
await retrievalApp.inject({ method: 'POST', url: '/api/v1/billings/trial', headers: owner.auth, payload: { trial: { plan_name: 'voice' } } });
await insertPassages(database, owner.organizationId, CHUNKS, { title: 'Page', url: `https://${SITE}/p` });

let visitor = 0;
/** One widget question over HTTP; resolves to when it was sent and when the first delta was read. */
async function firstToken(origin: string, input: string): Promise<{ sent: number; first: number }> {
  visitor += 1;
  const { sent, first, text } = await streamQuestion(origin, {
    key: owner.liveKey,
    site: SITE,
    forwardedFor: `10.2.${visitor >> 8}.${visitor & 255}`,
    body: { input, metadata: { visitorId: `bench-${visitor}` } },
  });
  if (!first) throw new Error(`no delta in ${text.slice(0, 200)}`);
  return { sent, first };
}

const questions = Array.from({ length: QUESTIONS + WARM_UP }, benchQuestion);

const retrievalOrigin = await retrievalApp.listen({ port: 0, host: '127.0.0.1' });
const ttft: number[] = [];
for (const [i, question] of questions.entries()) {
  const { sent, first } = await firstToken(retrievalOrigin, question);
  if (i >= WARM_UP) ttft.push(first - sent);
}
console.info(
  `${where}: retrieval responder, ${CHUNKS} chunks, SSE time to first token: p50 ${percentile(ttft, 0.5).toFixed(1)} ms, p95 ${percentile(ttft, 0.95).toFixed(1)} ms (budget p95 < ${BUDGET_MS.ttft} ms)`,
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
  `${where}: LLM responder (provider's first token after ${PROVIDER_DELAY_MS} ms): added to the provider's time to first token p50 ${percentile(overhead, 0.5).toFixed(1)} ms, p95 ${percentile(overhead, 0.95).toFixed(1)} ms (budget p95 < ${BUDGET_MS.overhead} ms); relay alone p95 ${percentile(relay, 0.95).toFixed(1)} ms`,
);

await retrievalApp.close();
await llmApp.close();
await closeServer(provider);
await database.close();
process.exit(percentile(ttft, 0.95) < BUDGET_MS.ttft && percentile(overhead, 0.95) < BUDGET_MS.overhead ? 0 : 1);
