/**
 * The answer benchmark: each fixture site is served on loopback, crawled through the scraping API
 * like a business's site, and asked its questions through `POST /chat` with the live widget key,
 * like a visitor. Nothing goes around the API. Used by answers.test.ts (the CI gate) and
 * scripts/bench-answers.ts (prints the figures; with LLM_BASE_URL it asks the model instead).
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { buildApp, type BuildAppOptions } from '../../../../app';
import type { Database } from '../../../../db/database';
import { createJobHandlers } from '../../knowledge-jobs';
import { createJobQueue } from '../../../jobs/create-job-queue';
import type { Responder } from '../responder';
import { isDontKnow } from '../phrases';
import type { BenchQuestion, BenchSite } from './types';

export interface QuestionResult {
  site: string;
  question: BenchQuestion;
  answer: string;
  correct: boolean;
  honestDontKnow: boolean;
  /** Money amounts or facts the site does not state (or states only on pages robots.txt disallows). */
  invented: string[];
  /** With a recording model: the place (1-based) of the first fact handed to the model that holds every expected part; null when none does. */
  contextRank?: number | null;
}

export interface BenchReport {
  results: QuestionResult[];
  correctRate: number;
  inventedCount: number;
  /** Of the questions the site cannot answer, the share answered with an honest "I don't know". */
  dontKnowRate: number;
}

export function serve(site: BenchSite): Promise<{ origin: string; close: () => Promise<void> }> {
  let origin = '';
  const server: Server = createServer((request, response) => {
    const path = (request.url ?? '/').split('?')[0]!;
    if (path === '/robots.txt') {
      response.writeHead(200, { 'content-type': 'text/plain' });
      return response.end(`User-agent: *\n${(site.disallow ?? []).map((p) => `Disallow: ${p}`).join('\n')}\nSitemap: ${origin}/sitemap.xml\n`);
    }
    if (path === '/sitemap.xml') {
      response.writeHead(200, { 'content-type': 'application/xml' });
      return response.end(
        `<?xml version="1.0"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${Object.keys(site.pages)
          .map((p) => `<url><loc>${origin}${p}</loc></url>`)
          .join('')}</urlset>`,
      );
    }
    const page = site.pages[path];
    if (!page) {
      response.writeHead(404, { 'content-type': 'text/html' });
      return response.end('<h1>Not found</h1>');
    }
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(page);
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      resolve({ origin, close: () => new Promise((done) => server.close(() => done())) });
    }),
  );
}

const MONEY = /\d[\d,.]*[.,]\d{2}\b/g;
const digits = (amount: string) => amountKey(amount) ?? amount;
const visibleText = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>/gi, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&');

/** Money amounts in the answer that the site's allowed pages do not state. */
function inventedAmounts(answer: string, site: BenchSite): string[] {
  const allowed = Object.entries(site.pages)
    .filter(([path]) => !(site.disallow ?? []).some((prefix) => path.startsWith(prefix)))
    .map(([, html]) => html)
    .join(' ');
  const stated = new Set([...allowed.matchAll(MONEY)].map((m) => digits(m[0])));
  // JSON-LD and attributes count: a price may be stated only in structured data.
  const unstated = [...answer.matchAll(MONEY)].map((m) => m[0]).filter((amount) => !stated.has(digits(amount)) && !visibleText(allowed).includes(amount));
  // "£89 and £69: … by £20": the difference of two amounts the answer quotes from the site is worked out, not invented.
  const quoted = [...answer.matchAll(MONEY)].map((m) => Number(digits(m[0]))).filter((amount) => stated.has(amount.toFixed(2)));
  const differences = new Set(quoted.flatMap((a) => quoted.map((b) => Math.abs(a - b).toFixed(2))));
  return unstated.filter((amount) => !differences.has(digits(amount)));
}

/** Digits of an amount with its decimal part, however it is written: "2.899,00", "€2,899.00" and "2899.00" are one price. */
const amountKey = (text: string) => {
  const match = /^(\d{1,3}(?:[.,\s]\d{3})*|\d+)(?:[.,](\d{2}))?$/.exec(text.trim());
  return match ? `${match[1]!.replace(/[.,\s]/g, '')}.${match[2] ?? '00'}` : null;
};
const amountsIn = (text: string) => [...text.matchAll(/\d{1,3}(?:[.,\s]\d{3})*(?:[.,]\d{2})?|\d+(?:[.,]\d{2})?/g)].map((m) => amountKey(m[0]));

/** An expected part is said when it is in the answer, or, for an amount, when the same amount is (rendered in the visitor's locale). */
function says(answer: string, part: string): boolean {
  if (answer.toLowerCase().includes(part.toLowerCase())) return true;
  const key = /[.,]\d{2}$/.test(part.trim()) ? amountKey(part) : null;
  return key !== null && amountsIn(answer).includes(key);
}

/**
 * A stand-in for the model's host that records what it is sent and answers "ok": the facts the
 * model path would be given can be measured without a model.
 */
export function recordingModel(): { fetch: typeof fetch; lastPrompt: () => string } {
  let last = '';
  const fetcher: typeof fetch = (_url, init) => {
    // The LLM responder sends its request as a JSON string.
    const body = JSON.parse(typeof init?.body === 'string' ? init.body : '{}') as { messages?: { role: string; content: string | null }[] };
    last = body.messages?.find((m) => m.role === 'system')?.content ?? '';
    const stream = `data: ${JSON.stringify({ choices: [{ delta: { content: 'ok' } }] })}\n\ndata: [DONE]\n\n`;
    return Promise.resolve(new Response(stream, { status: 200, headers: { 'content-type': 'text/event-stream' } }));
  };
  return { fetch: fetcher, lastPrompt: () => last };
}

/** Where in the recorded prompt's numbered facts the first one holding every expected part stands (1-based), or null. */
export function contextRank(prompt: string, expect: string[]): number | null {
  const knowledge = prompt.split('KNOWLEDGE:\n')[1] ?? '';
  const facts = knowledge.split(/\n\n(?=\[\d+\] )/);
  const index = facts.findIndex((fact) => expect.every((part) => says(fact, part)));
  return index === -1 ? null : index + 1;
}

export function judge(site: BenchSite, question: BenchQuestion, answer: string): QuestionResult {
  const said = answer.toLowerCase();
  const dontKnow = isDontKnow(answer);
  const unanswerable = question.expect === undefined;
  const invented = inventedAmounts(answer, site);
  // Answering a question the site cannot answer with anything but "I don't know" is an invented fact.
  if (unanswerable && !dontKnow) invented.push(`answered an unanswerable question: ${answer.slice(0, 80)}`);
  const correct = unanswerable
    ? dontKnow
    : !dontKnow && question.expect!.every((part) => says(answer, part)) && !(question.reject ?? []).some((part) => said.includes(part.toLowerCase()));
  return { site: site.name, question, answer, correct, honestDontKnow: unanswerable && dontKnow, invented };
}

/** The server as the benchmarks run it: crawls of loopback sites allowed, no rate limit on the widget key, its job worker running. */
export async function benchApp(database: Database, options: Pick<BuildAppOptions, 'responder' | 'voiceObserver'> = {}) {
  const app = await buildApp({
    env: {
      JWT_SECRET: 'bench-secret-0123456789abcdef0123456789abcdef',
      NODE_ENV: 'test',
      SCRAPER_ALLOW_PRIVATE_NETWORKS: true,
      RUNTIME_KEY_MESSAGES_PER_MINUTE: 100_000,
    },
    database,
    ...options,
  });
  const worker = await createJobQueue(database, { pollMs: 20 }).work({ handlers: createJobHandlers(database.db, { allowPrivateNetworks: true }) });
  return { app, worker };
}

export async function runAnswerBenchmark({
  database,
  sites,
  responder,
  lastPrompt,
}: {
  database: Database;
  sites: BenchSite[];
  responder?: Responder;
  /** With a recording model as the responder: what it was last sent, to measure context recall. */
  lastPrompt?: () => string;
}): Promise<BenchReport> {
  const { app, worker } = await benchApp(database, { responder });
  const results: QuestionResult[] = [];
  try {
    for (const [index, site] of sites.entries()) {
      const server = await serve(site);
      try {
        results.push(...(await askSite(app, site, server.origin, index, lastPrompt)));
      } finally {
        await server.close();
      }
    }
  } finally {
    await worker.stop();
    await app.close();
  }
  const unanswerable = results.filter((r) => r.question.expect === undefined);
  return {
    results,
    correctRate: results.filter((r) => r.correct).length / results.length,
    inventedCount: results.reduce((sum, r) => sum + r.invented.length, 0),
    dontKnowRate: unanswerable.length ? unanswerable.filter((r) => r.honestDontKnow).length / unanswerable.length : 1,
  };
}

export type App = Awaited<ReturnType<typeof buildApp>>;

/**
 * A new business trained on `site` (served at `origin`) as an owner does it: sign-up, then a crawl
 * through the scraping API until it completes. Gives the owner's auth, the business's website and
 * its live widget key.
 */
export async function trainOnSite(app: App, site: BenchSite, origin: string, index: number) {
  const website = `bench${index}-${Date.now()}.example.com`;
  const signup = await app.inject({
    method: 'POST',
    url: '/signup',
    payload: {
      user: { email: `bench-${index}-${Date.now()}@example.com`, password: 'Str0ng-password', name: 'Owner' },
      organization: { name: site.name, website_url: website },
    },
  });
  if (signup.statusCode !== 201) throw new Error(`signup failed: ${signup.body}`);
  const auth = { authorization: String(signup.headers.authorization) };
  const job = await app.inject({ method: 'POST', url: '/api/v2/scraping_jobs', headers: auth, payload: { url: `${origin}/` } });
  if (job.statusCode !== 201) throw new Error(`crawl refused: ${job.body}`);
  const jobId = job.json<{ id: number }>().id;
  for (let i = 0; ; i += 1) {
    const status = (await app.inject({ method: 'GET', url: `/api/v2/scraping_jobs/${jobId}/status`, headers: auth })).json<{ status: string }>();
    if (status.status === 'completed') break;
    if (status.status === 'failed' || i > 600) throw new Error(`crawl of ${site.name} did not complete: ${JSON.stringify(status)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const agent = (await app.inject({ method: 'GET', url: '/api/v1/organizations/current/agent', headers: auth })).json<{ data: { live_key: string } }>().data;
  return { auth, website, live: `Bearer ${agent.live_key}` };
}

async function askSite(app: App, site: BenchSite, origin: string, index: number, lastPrompt?: () => string): Promise<QuestionResult[]> {
  const { website, live } = await trainOnSite(app, site, origin, index);
  const headers = { authorization: live, origin: `https://${website}`, 'content-type': 'application/json' };
  // One visitor per question: a visitor may send 30 messages a minute.
  const ask = async (input: string, language: string, visitor: number, previousChatId?: string) => {
    const response = await app.inject({
      method: 'POST',
      url: '/chat',
      headers,
      payload: { input, previousChatId, metadata: { language, visitorId: `bench-${index}-${visitor}` } },
    });
    if (response.statusCode !== 200) throw new Error(`chat failed: ${response.statusCode} ${response.body}`);
    const body = response.json<{ id: string; output: { content: string }[] }>();
    return { id: body.id, answer: body.output.map((o) => o.content).join(' ') };
  };
  const results: QuestionResult[] = [];
  for (const [visitor, question] of site.questions.entries()) {
    const language = question.language ?? 'en';
    let chatId: string | undefined;
    for (const earlier of question.after ?? []) chatId = (await ask(earlier, language, visitor, chatId)).id;
    const { answer } = await ask(question.ask, language, visitor, chatId);
    const result = judge(site, question, answer);
    if (lastPrompt && question.expect) result.contextRank = contextRank(lastPrompt(), question.expect);
    results.push(result);
  }
  return results;
}

/** Context recall of the model path: the share of answerable questions whose answering fact was sent in the first 1, 3 and 10. */
export function recallOf(results: QuestionResult[]): string {
  const measured = results.filter((r) => r.contextRank !== undefined);
  if (!measured.length) return '';
  const within = (k: number) => `${((measured.filter((r) => r.contextRank !== null && r.contextRank! <= k).length / measured.length) * 100).toFixed(0)}%`;
  return `, context recall top 1/3/10 ${within(1)}/${within(3)}/${within(10)}`;
}

/** The figures, per site and per kind of question, and every miss with what was said. */
export function formatReport(report: BenchReport): string {
  const lines: string[] = [];
  const pct = (n: number) => `${(n * 100).toFixed(1)}%`;
  const group = (key: (r: QuestionResult) => string) => {
    const groups = new Map<string, QuestionResult[]>();
    for (const r of report.results) groups.set(key(r), [...(groups.get(key(r)) ?? []), r]);
    return [...groups].map(([name, rs]) => {
      const invented = rs.reduce((sum, r) => sum + r.invented.length, 0);
      // Answerable questions given "I don't know": the losses that are honest, apart from wrong answers.
      const gaveUp = rs.filter((r) => r.question.expect !== undefined && isDontKnow(r.answer)).length;
      return `  ${name.padEnd(16)} ${rs.filter((r) => r.correct).length}/${rs.length} right, ${invented} invented, ${gaveUp} "don't know" on answerable${recallOf(rs)}`;
    });
  };
  lines.push(`correct: ${pct(report.correctRate)} (${report.results.filter((r) => r.correct).length}/${report.results.length})`);
  lines.push(`invented facts: ${report.inventedCount}`);
  lines.push(`honest "I don't know" on unanswerable questions: ${pct(report.dontKnowRate)}`);
  const recall = recallOf(report.results);
  if (recall) lines.push(`model path${recall.replace(/^,/, ':')}`);
  lines.push('per site:', ...group((r) => r.site), 'per kind:', ...group((r) => r.question.kind));
  const misses = report.results.filter((r) => !r.correct || r.invented.length);
  if (misses.length)
    lines.push(
      'misses:',
      ...misses.map(
        (r) =>
          `  [${r.site}] ${r.question.ask}\n      expected ${r.question.expect ? JSON.stringify(r.question.expect) : "I don't know"}; said: ${r.answer.replace(/\s+/g, ' ').slice(0, 220)}${r.invented.length ? `\n      invented: ${r.invented.join('; ')}` : ''}`,
      ),
    );
  return lines.join('\n');
}
