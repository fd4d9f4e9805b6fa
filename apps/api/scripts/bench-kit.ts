/**
 * Shared by the benchmarks: the database they run on, a corpus of Zipf-distributed text, the
 * percentile they report, a widget question streamed over HTTP as the widget sends it, and the
 * way a forked server process ends with the benchmark that forked it.
 */
import { sql } from 'drizzle-orm';
import { request, type Dispatcher } from 'undici';
import type { Database, DatabaseTimeouts } from '../src/db/database';

/**
 * Embedded PGlite by default; with BENCH_DATABASE_URL (an admin PostgreSQL URL) a throwaway
 * PostgreSQL database, dropped on close. Loaded on call: a load generator needs no database.
 */
export async function openBenchDatabase(timeouts?: Partial<DatabaseTimeouts>): Promise<{ database: Database; where: 'PostgreSQL' | 'PGlite' }> {
  const adminUrl = process.env.BENCH_DATABASE_URL;
  const { openDatabase } = await import('../src/db/database');
  if (!adminUrl) return { database: await openDatabase({ dataDir: null }), where: 'PGlite' };
  process.env.TEST_DATABASE_URL = adminUrl;
  const { testDatabases } = await import('../src/test-databases');
  const postgres = testDatabases().find((d) => d.name === 'postgres')!;
  return { database: await postgres.open(timeouts), where: 'PostgreSQL' };
}

export const percentile = (values: number[], p: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))] ?? NaN;

// The corpus: made-up words of a 6,000-word vocabulary, drawn with a fixed seed, so every run reads the same text.
const SYLLABLES = 'ka lo mi ne ra tu vi so pe da ri mo ta ge bu lin tor ven sal mar cor del fin gar hel'.split(' ');
const VOCABULARY = Array.from({ length: 6000 }, (_, i) => {
  let word = '';
  for (let n = i + 7; word.length < 6 || n > 0; n = Math.floor(n / SYLLABLES.length)) word += SYLLABLES[n % SYLLABLES.length];
  return word;
});
/**
 * Words with Zipf frequencies (rank r used ∝ 1/r), as in real text. The top 130 ranks are left
 * out: in English those are the stop words (the, and, you…) the 'english' configuration drops.
 */
const FIRST_CONTENT_RANK = 130;
let state = 42;
const random = () => (state = (state * 1103515245 + 12345) >>> 0) / 2 ** 32;

export const zipfWord = () => {
  const low = Math.log(FIRST_CONTENT_RANK);
  const rank = Math.floor(Math.exp(low + random() * (Math.log(VOCABULARY.length) - low)));
  return VOCABULARY[Math.min(VOCABULARY.length - 1, rank)]!;
};
/** About 80 words: the English of one chunk (CHUNK_CHARS, 500). */
export const passage = (words = 80) => Array.from({ length: words }, zipfWord).join(' ');
export const benchQuestion = () => `do you have the ${zipfWord()} ${zipfWord()} with ${zipfWord()} ${zipfWord()}?`;

/** `count` passages of the corpus as an organization's crawled pages, in its knowledge tables, then ANALYZE. */
export async function insertPassages(database: Database, organizationId: number, count: number, page: { title: string; url?: string }) {
  for (let start = 0; start < count; start += 1000) {
    const values = Array.from({ length: Math.min(1000, count - start) }, (_, i) => {
      const n = start + i;
      return sql`(${organizationId}, 'page', ${n}, ${`${page.title} ${n}`}, ${passage()}, ${page.url ? `${page.url}/${n}` : null})`;
    });
    await database.db.execute(
      sql`INSERT INTO knowledge_chunks (organization_id, source_type, source_id, title, content, url) VALUES ${sql.join(values, sql`, `)}`,
    );
  }
  await database.db.execute(sql`ANALYZE knowledge_chunks`);
}

export interface StreamedQuestion {
  /** A widget key (`pk_live_…`) and the website the widget runs on. */
  key: string;
  site: string;
  /** The visitor's address: each visitor from its own, as on a real site (the limits are per visitor and IP). */
  forwardedFor: string;
  body: { input: string; previousChatId?: string; metadata?: object };
  dispatcher?: Dispatcher;
}

/**
 * One widget question, `POST /chat` with `stream: true`: when it was sent, its first `delta` read,
 * and its last byte read. Through undici's `request` (Node streams) rather than `fetch` (web
 * streams, about twice the CPU a question): the load generator shares the machine's cores with the
 * server it measures.
 */
export async function streamQuestion(origin: string, question: StreamedQuestion) {
  const sent = performance.now();
  const response = await request(`${origin}/chat`, {
    dispatcher: question.dispatcher,
    method: 'POST',
    headers: {
      authorization: `Bearer ${question.key}`,
      origin: `https://${question.site}`,
      'content-type': 'application/json',
      accept: 'text/event-stream',
      'x-forwarded-for': question.forwardedFor,
    },
    body: JSON.stringify({ ...question.body, stream: true }),
  });
  if (response.statusCode !== 200) throw new Error(`POST /chat answered ${response.statusCode}: ${await response.body.text()}`);
  response.body.setEncoding('utf8');
  let text = '';
  let first = 0;
  for await (const chunk of response.body as AsyncIterable<string>) {
    text += chunk;
    if (!first && text.includes('"type":"delta"')) first = performance.now();
  }
  return { sent, first, end: performance.now(), text };
}

/** The events of a streamed answer (`streamQuestion`'s text), one per `data:` line. */
export const streamEvents = (text: string) =>
  text
    .split('\n\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line.replace(/^data: /, '')) as { type: string; id?: string; error?: string });

/** In a server process the benchmark forked: when the benchmark goes, close the app and its database, then exit. */
export function closeOnDisconnect(app: { close: () => Promise<unknown> }, database: Database) {
  process.on(
    'disconnect',
    () =>
      void app
        .close()
        .then(() => database.close())
        .then(() => process.exit(0)),
  );
}
