/**
 * Retrieval budget: p95 under 20 ms over 10,000 chunks of one organization (embedded PGlite).
 * Prints the figure and exits 1 when over budget. Run: pnpm exec tsx scripts/bench-retrieval.ts
 */
import { sql } from 'drizzle-orm';
import { openDatabase } from '../src/db/database';
import { organizations } from '../src/db/schema';
import { searchKnowledge } from '../src/modules/knowledge/index/knowledge-index';

const CHUNKS = 10_000;
const QUERIES = 200;
// CHUNK_CHARS (500) of English is about 80 words.
const WORDS_PER_CHUNK = 80;
const BUDGET_MS = 20;
const SYLLABLES = 'ka lo mi ne ra tu vi so pe da ri mo ta ge bu lin tor ven sal mar cor del fin gar hel'.split(' ');
/**
 * Words with Zipf frequencies (rank r used ∝ 1/r), as in real text. The top 130 ranks are left
 * out: in English those are the stop words (the, and, you…) the 'english' configuration drops.
 */
const FIRST_CONTENT_RANK = 130;
const VOCABULARY = Array.from({ length: 6000 }, (_, i) => {
  let word = '';
  for (let n = i + 7; word.length < 6 || n > 0; n = Math.floor(n / SYLLABLES.length)) word += SYLLABLES[n % SYLLABLES.length];
  return word;
});
let state = 42;
const random = () => (state = (state * 1103515245 + 12345) >>> 0) / 2 ** 32;
const zipfWord = () => {
  const low = Math.log(FIRST_CONTENT_RANK);
  const rank = Math.floor(Math.exp(low + random() * (Math.log(VOCABULARY.length) - low)));
  return VOCABULARY[Math.min(VOCABULARY.length - 1, rank)]!;
};
const sentence = () => Array.from({ length: WORDS_PER_CHUNK }, zipfWord).join(' ');

const database = await openDatabase({ dataDir: null });
const [org] = await database.db.insert(organizations).values({ subId: 'org_bench', name: 'Bench', websiteUrl: 'https://bench.example' }).returning();
for (let start = 0; start < CHUNKS; start += 1000) {
  const values = Array.from({ length: 1000 }, (_, i) => sql`(${org!.id}, 'page', ${start + i}, ${`Page ${start + i}`}, ${sentence()})`);
  await database.db.execute(sql`INSERT INTO knowledge_chunks (organization_id, source_type, source_id, title, content) VALUES ${sql.join(values, sql`, `)}`);
}
await database.db.execute(sql`ANALYZE knowledge_chunks`);

const questions = Array.from({ length: QUERIES }, () => `do you have the ${zipfWord()} ${zipfWord()} with ${zipfWord()} ${zipfWord()}?`);
for (const q of questions.slice(0, 20)) await searchKnowledge(database.db, org!.id, q); // warm up
const timings: number[] = [];
for (const q of questions) {
  const start = performance.now();
  await searchKnowledge(database.db, org!.id, q);
  timings.push(performance.now() - start);
}
timings.sort((a, b) => a - b);
const p50 = timings[Math.floor(QUERIES * 0.5)]!;
const p95 = timings[Math.floor(QUERIES * 0.95)]!;
console.info(`retrieval over ${CHUNKS} chunks: p50 ${p50.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms (budget p95 < ${BUDGET_MS} ms)`);
await database.close();
process.exit(p95 < BUDGET_MS ? 0 : 1);
