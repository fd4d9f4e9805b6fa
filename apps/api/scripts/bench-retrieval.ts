/**
 * Retrieval budget: p95 under 20 ms over 10,000 chunks of one organization (embedded PGlite).
 * Prints the figure and exits 1 when over budget. Run: pnpm exec tsx scripts/bench-retrieval.ts
 */
import { openDatabase } from '../src/db/database';
import { organizations } from '../src/db/schema';
import { searchKnowledge } from '../src/modules/knowledge/index/knowledge-index';
import { benchQuestion, insertPassages, percentile } from './bench-kit';

const CHUNKS = 10_000;
const QUERIES = 200;
const BUDGET_MS = 20;

const database = await openDatabase({ dataDir: null });
const [org] = await database.db.insert(organizations).values({ subId: 'org_bench', name: 'Bench', websiteUrl: 'https://bench.example' }).returning();
await insertPassages(database, org!.id, CHUNKS, { title: 'Page' });

const questions = Array.from({ length: QUERIES }, benchQuestion);
for (const q of questions.slice(0, 20)) await searchKnowledge(database.db, org!.id, q); // warm up
const timings: number[] = [];
for (const q of questions) {
  const start = performance.now();
  await searchKnowledge(database.db, org!.id, q);
  timings.push(performance.now() - start);
}
const p50 = percentile(timings, 0.5);
const p95 = percentile(timings, 0.95);
console.info(`retrieval over ${CHUNKS} chunks: p50 ${p50.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms (budget p95 < ${BUDGET_MS} ms)`);
await database.close();
process.exit(p95 < BUDGET_MS ? 0 : 1);
