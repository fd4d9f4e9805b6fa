/**
 * Answer quality on the fixture businesses (apps/api/src/modules/knowledge/answer/benchmark):
 * correct-answer rate, invented facts and honest "I don't know" rate, per site and per kind of
 * question, for the sites as written and with mutated facts.
 *
 *   pnpm --filter @parley/api exec tsx scripts/bench-answers.ts
 *
 * With LLM_BASE_URL (and LLM_API_KEY, LLM_MODEL) set, the same questions go to the model through
 * the LLM responder, so the two paths can be compared.
 */
import { openDatabase } from '../src/db/database';
import { formatReport, runAnswerBenchmark } from '../src/modules/knowledge/answer/benchmark/run-benchmark';
import { heldoutSites, mutatedHeldoutSites } from '../src/modules/knowledge/answer/benchmark/heldout';
import { benchSites, mutatedBenchSites } from '../src/modules/knowledge/answer/benchmark/sites';
import { createLlmResponder } from '../src/modules/runtime/llm-responder';

const llm = process.env.LLM_BASE_URL;
const responder = llm ? createLlmResponder({ baseUrl: llm, apiKey: process.env.LLM_API_KEY, model: process.env.LLM_MODEL ?? 'gpt-4o-mini' }) : undefined;
console.info(`responder: ${llm ? `LLM at ${llm}` : 'offline retrieval (embedded default)'}`);
const runs = [
  ['as written', benchSites],
  ['mutated facts', mutatedBenchSites],
  ['held out, as written', heldoutSites],
  ['held out, mutated facts', mutatedHeldoutSites],
] as const;
for (const [label, sites] of runs) {
  const database = await openDatabase({ dataDir: null });
  const started = performance.now();
  const report = await runAnswerBenchmark({ database, sites: sites(), responder });
  console.info(`\n== fixture sites ${label} (${((performance.now() - started) / 1000).toFixed(1)} s) ==\n${formatReport(report)}`);
  await database.close();
}
