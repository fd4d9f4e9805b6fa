/**
 * Answer quality on the fixture businesses (apps/api/src/modules/knowledge/answer/benchmark):
 * correct-answer rate, invented facts and honest "I don't know" rate, per site and per kind of
 * question, for the sites as written and with mutated facts.
 *
 *   pnpm --filter @parley/api exec tsx scripts/bench-answers.ts
 *
 * With LLM_BASE_URL (and LLM_API_KEY, LLM_MODEL) set, the same questions go to the model through
 * the LLM responder, so the two paths can be compared. Without it, a stand-in model host records
 * what the LLM responder would send, and the share of questions whose answering fact is in the
 * first 1, 3 and 10 facts sent is printed (context recall). BENCH_ONLY=fresh runs one group;
 * `--set unseen` (or BENCH_ONLY=unseen) runs only the unseen businesses, as written and mutated,
 * and their recorded context recall: the figure measured before anything is adapted to them;
 * `--set unseen2` … `--set unseen34` do the same for the second to thirty-fourth unseen sets.
 */
import { openDatabase } from '../src/db/database';
import { freshSites, mutatedFreshSites } from '../src/modules/knowledge/answer/benchmark/fresh';
import { paraphrased } from '../src/modules/knowledge/answer/benchmark/paraphrases';
import { formatReport, recordingModel, runAnswerBenchmark } from '../src/modules/knowledge/answer/benchmark/run-benchmark';
import { heldoutSites, mutatedHeldoutSites } from '../src/modules/knowledge/answer/benchmark/heldout';
import { benchSites, mutatedBenchSites } from '../src/modules/knowledge/answer/benchmark/sites';
import { mutatedUnseenSites, unseenSites } from '../src/modules/knowledge/answer/benchmark/unseen';
import { mutatedUnseen2Sites, unseen2Sites } from '../src/modules/knowledge/answer/benchmark/unseen2';
import { mutatedUnseen3Sites, unseen3Sites } from '../src/modules/knowledge/answer/benchmark/unseen3';
import { mutatedUnseen4Sites, unseen4Sites } from '../src/modules/knowledge/answer/benchmark/unseen4';
import { mutatedUnseen5Sites, unseen5Sites } from '../src/modules/knowledge/answer/benchmark/unseen5';
import { mutatedUnseen6Sites, unseen6Sites } from '../src/modules/knowledge/answer/benchmark/unseen6';
import { mutatedUnseen7Sites, unseen7Sites } from '../src/modules/knowledge/answer/benchmark/unseen7';
import { mutatedUnseen8Sites, unseen8Sites } from '../src/modules/knowledge/answer/benchmark/unseen8';
import { mutatedUnseen9Sites, unseen9Sites } from '../src/modules/knowledge/answer/benchmark/unseen9';
import { mutatedUnseen10Sites, unseen10Sites } from '../src/modules/knowledge/answer/benchmark/unseen10';
import { mutatedUnseen11Sites, unseen11Sites } from '../src/modules/knowledge/answer/benchmark/unseen11';
import { mutatedUnseen12Sites, unseen12Sites } from '../src/modules/knowledge/answer/benchmark/unseen12';
import { mutatedUnseen13Sites, unseen13Sites } from '../src/modules/knowledge/answer/benchmark/unseen13';
import { mutatedUnseen14Sites, unseen14Sites } from '../src/modules/knowledge/answer/benchmark/unseen14';
import { mutatedUnseen15Sites, unseen15Sites } from '../src/modules/knowledge/answer/benchmark/unseen15';
import { mutatedUnseen16Sites, unseen16Sites } from '../src/modules/knowledge/answer/benchmark/unseen16';
import { mutatedUnseen17Sites, unseen17Sites } from '../src/modules/knowledge/answer/benchmark/unseen17';
import { mutatedUnseen18Sites, unseen18Sites } from '../src/modules/knowledge/answer/benchmark/unseen18';
import { mutatedUnseen19Sites, unseen19Sites } from '../src/modules/knowledge/answer/benchmark/unseen19';
import { mutatedUnseen20Sites, unseen20Sites } from '../src/modules/knowledge/answer/benchmark/unseen20';
import { mutatedUnseen21Sites, unseen21Sites } from '../src/modules/knowledge/answer/benchmark/unseen21';
import { mutatedUnseen22Sites, unseen22Sites } from '../src/modules/knowledge/answer/benchmark/unseen22';
import { mutatedUnseen23Sites, unseen23Sites } from '../src/modules/knowledge/answer/benchmark/unseen23';
import { mutatedUnseen24Sites, unseen24Sites } from '../src/modules/knowledge/answer/benchmark/unseen24';
import { mutatedUnseen25Sites, unseen25Sites } from '../src/modules/knowledge/answer/benchmark/unseen25';
import { mutatedUnseen26Sites, unseen26Sites } from '../src/modules/knowledge/answer/benchmark/unseen26';
import { mutatedUnseen27Sites, unseen27Sites } from '../src/modules/knowledge/answer/benchmark/unseen27';
import { mutatedUnseen28Sites, unseen28Sites } from '../src/modules/knowledge/answer/benchmark/unseen28';
import { mutatedUnseen29Sites, unseen29Sites } from '../src/modules/knowledge/answer/benchmark/unseen29';
import { mutatedUnseen30Sites, unseen30Sites } from '../src/modules/knowledge/answer/benchmark/unseen30';
import { mutatedUnseen31Sites, unseen31Sites } from '../src/modules/knowledge/answer/benchmark/unseen31';
import { mutatedUnseen32Sites, unseen32Sites } from '../src/modules/knowledge/answer/benchmark/unseen32';
import { mutatedUnseen33Sites, unseen33Sites } from '../src/modules/knowledge/answer/benchmark/unseen33';
import { mutatedUnseen34Sites, unseen34Sites } from '../src/modules/knowledge/answer/benchmark/unseen34';
import type { BenchSite } from '../src/modules/knowledge/answer/benchmark/types';
import { createLlmResponder } from '../src/modules/runtime/llm-responder';

const llm = process.env.LLM_BASE_URL;
const responder = llm ? createLlmResponder({ baseUrl: llm, apiKey: process.env.LLM_API_KEY, model: process.env.LLM_MODEL ?? 'gpt-4o-mini' }) : undefined;
console.info(`responder: ${llm ? `LLM at ${llm}` : 'offline retrieval (embedded default)'}`);
const runs = [
  ['as written', benchSites],
  ['mutated facts', mutatedBenchSites],
  ['held out, as written', heldoutSites],
  ['held out, mutated facts', mutatedHeldoutSites],
  ['fresh, as written', freshSites],
  ['fresh, mutated facts', mutatedFreshSites],
  ['unseen, as written', unseenSites],
  ['unseen, mutated facts', mutatedUnseenSites],
  ['unseen2, as written', unseen2Sites],
  ['unseen2, mutated facts', mutatedUnseen2Sites],
  ['unseen3, as written', unseen3Sites],
  ['unseen3, mutated facts', mutatedUnseen3Sites],
  ['unseen4, as written', unseen4Sites],
  ['unseen4, mutated facts', mutatedUnseen4Sites],
  ['unseen5, as written', unseen5Sites],
  ['unseen5, mutated facts', mutatedUnseen5Sites],
  ['unseen6, as written', unseen6Sites],
  ['unseen6, mutated facts', mutatedUnseen6Sites],
  ['unseen7, as written', unseen7Sites],
  ['unseen7, mutated facts', mutatedUnseen7Sites],
  ['unseen8, as written', unseen8Sites],
  ['unseen8, mutated facts', mutatedUnseen8Sites],
  ['unseen9, as written', unseen9Sites],
  ['unseen9, mutated facts', mutatedUnseen9Sites],
  ['unseen10, as written', unseen10Sites],
  ['unseen10, mutated facts', mutatedUnseen10Sites],
  ['unseen11, as written', unseen11Sites],
  ['unseen11, mutated facts', mutatedUnseen11Sites],
  ['unseen12, as written', unseen12Sites],
  ['unseen12, mutated facts', mutatedUnseen12Sites],
  ['unseen13, as written', unseen13Sites],
  ['unseen13, mutated facts', mutatedUnseen13Sites],
  ['unseen14, as written', unseen14Sites],
  ['unseen14, mutated facts', mutatedUnseen14Sites],
  ['unseen15, as written', unseen15Sites],
  ['unseen15, mutated facts', mutatedUnseen15Sites],
  ['unseen16, as written', unseen16Sites],
  ['unseen16, mutated facts', mutatedUnseen16Sites],
  ['unseen17, as written', unseen17Sites],
  ['unseen17, mutated facts', mutatedUnseen17Sites],
  ['unseen18, as written', unseen18Sites],
  ['unseen18, mutated facts', mutatedUnseen18Sites],
  ['unseen19, as written', unseen19Sites],
  ['unseen19, mutated facts', mutatedUnseen19Sites],
  ['unseen20, as written', unseen20Sites],
  ['unseen20, mutated facts', mutatedUnseen20Sites],
  ['unseen21, as written', unseen21Sites],
  ['unseen21, mutated facts', mutatedUnseen21Sites],
  ['unseen22, as written', unseen22Sites],
  ['unseen22, mutated facts', mutatedUnseen22Sites],
  ['unseen23, as written', unseen23Sites],
  ['unseen23, mutated facts', mutatedUnseen23Sites],
  ['unseen24, as written', unseen24Sites],
  ['unseen24, mutated facts', mutatedUnseen24Sites],
  ['unseen25, as written', unseen25Sites],
  ['unseen25, mutated facts', mutatedUnseen25Sites],
  ['unseen26, as written', unseen26Sites],
  ['unseen26, mutated facts', mutatedUnseen26Sites],
  ['unseen27, as written', unseen27Sites],
  ['unseen27, mutated facts', mutatedUnseen27Sites],
  ['unseen28, as written', unseen28Sites],
  ['unseen28, mutated facts', mutatedUnseen28Sites],
  ['unseen29, as written', unseen29Sites],
  ['unseen29, mutated facts', mutatedUnseen29Sites],
  ['unseen30, as written', unseen30Sites],
  ['unseen30, mutated facts', mutatedUnseen30Sites],
  ['unseen31, as written', unseen31Sites],
  ['unseen31, mutated facts', mutatedUnseen31Sites],
  ['unseen32, as written', unseen32Sites],
  ['unseen32, mutated facts', mutatedUnseen32Sites],
  ['unseen33, as written', unseen33Sites],
  ['unseen33, mutated facts', mutatedUnseen33Sites],
  ['unseen34, as written', unseen34Sites],
  ['unseen34, mutated facts', mutatedUnseen34Sites],
] as const;
const setFlag = process.argv.indexOf('--set');
const only = setFlag === -1 ? process.env.BENCH_ONLY : process.argv[setFlag + 1];
// A run is picked by a part of its label, but `--set unseen` must not also pick the unseen2 runs:
// the name matches only where no digit follows it.
const picked = (label: string) => {
  if (!only) return true;
  const at = label.indexOf(only);
  return at !== -1 && !/\d/.test(label.charAt(at + only.length));
};
for (const [label, sites] of runs) {
  if (!picked(label)) continue;
  const database = await openDatabase({ dataDir: null });
  const started = performance.now();
  const report = await runAnswerBenchmark({ database, sites: sites(), responder });
  console.info(`\n== fixture sites ${label} (${((performance.now() - started) / 1000).toFixed(1)} s) ==\n${formatReport(report)}`);
  await database.close();
}

// The paraphrase check: the answerable English questions of six sites asked again as visitors
// would (context added, their own words), beside the same questions as written, in one run.
if (!only || 'paraphrased'.includes(only)) {
  const sites = () => [...benchSites(), ...heldoutSites(), ...freshSites()];
  for (const [label, original] of [
    ['as written', true],
    ['paraphrased', false],
  ] as const) {
    const database = await openDatabase({ dataDir: null });
    const report = await runAnswerBenchmark({ database, sites: paraphrased(sites(), original), responder });
    const lines = formatReport(report).split('\n');
    console.info(`\n== paraphrase check: the same questions ${label} ==\n${lines.slice(0, lines.indexOf('per kind:')).join('\n')}`);
    await database.close();
  }
}

// The model path's context: what the LLM responder would send, recorded by a stand-in host, for every
// site; the unseen businesses are recorded apart, so the corpus figure stays comparable.
const unseenSets = {
  unseen: unseenSites,
  unseen2: unseen2Sites,
  unseen3: unseen3Sites,
  unseen4: unseen4Sites,
  unseen5: unseen5Sites,
  unseen6: unseen6Sites,
  unseen7: unseen7Sites,
  unseen8: unseen8Sites,
  unseen9: unseen9Sites,
  unseen10: unseen10Sites,
  unseen11: unseen11Sites,
  unseen12: unseen12Sites,
  unseen13: unseen13Sites,
  unseen14: unseen14Sites,
  unseen15: unseen15Sites,
  unseen16: unseen16Sites,
  unseen17: unseen17Sites,
  unseen18: unseen18Sites,
  unseen19: unseen19Sites,
  unseen20: unseen20Sites,
  unseen21: unseen21Sites,
  unseen22: unseen22Sites,
  unseen23: unseen23Sites,
  unseen24: unseen24Sites,
  unseen25: unseen25Sites,
  unseen26: unseen26Sites,
  unseen27: unseen27Sites,
  unseen28: unseen28Sites,
  unseen29: unseen29Sites,
  unseen30: unseen30Sites,
  unseen31: unseen31Sites,
  unseen32: unseen32Sites,
  unseen33: unseen33Sites,
  unseen34: unseen34Sites,
};
const recorded: [string, () => BenchSite[], boolean][] = [
  ['', () => [...benchSites(), ...heldoutSites(), ...freshSites()], !only],
  ...Object.entries(unseenSets).map(([name, sites]): [string, () => BenchSite[], boolean] => [`, ${name} sites`, sites, !only || only === name]),
];
for (const [label, sites, wanted] of recorded) {
  if (llm || !wanted) continue;
  const model = recordingModel();
  const recorder = createLlmResponder({ baseUrl: 'http://model.invalid/v1', model: 'recorder', fetch: model.fetch });
  const database = await openDatabase({ dataDir: null });
  const report = await runAnswerBenchmark({ database, sites: sites(), responder: recorder, lastPrompt: model.lastPrompt });
  const lines = formatReport(report).split('\n');
  console.info(
    `\n== the model path's context${label} (recorded, no model) ==\n${lines
      .filter((line) => line.startsWith('model path') || line.includes('context recall'))
      // The stand-in answers "ok" to everything: only what it was sent is measured here.
      .map((line) => line.replace(/ \d+\/\d+ right, \d+ invented, \d+ "don't know" on answerable,/, ''))
      .join('\n')}`,
  );
  await database.close();
}
