/** Debug: crawl one fixture site and ask the questions matching ASK and those of EXTRA (PARLEY_DEBUG_ANSWERS=1 prints the answerer's reading). */
import { openDatabase } from '../src/db/database';
import { freshSites, mutatedFreshSites } from '../src/modules/knowledge/answer/benchmark/fresh';
import { heldoutSites } from '../src/modules/knowledge/answer/benchmark/heldout';
import { unseenSites } from '../src/modules/knowledge/answer/benchmark/unseen';
import { unseen2Sites } from '../src/modules/knowledge/answer/benchmark/unseen2';
import { unseen3Sites } from '../src/modules/knowledge/answer/benchmark/unseen3';
import { unseen4Sites } from '../src/modules/knowledge/answer/benchmark/unseen4';
import { mutatedUnseen5Sites, unseen5Sites } from '../src/modules/knowledge/answer/benchmark/unseen5';
import { unseen6Sites } from '../src/modules/knowledge/answer/benchmark/unseen6';
import { unseen7Sites } from '../src/modules/knowledge/answer/benchmark/unseen7';
import { unseen8Sites } from '../src/modules/knowledge/answer/benchmark/unseen8';
import { unseen9Sites } from '../src/modules/knowledge/answer/benchmark/unseen9';
import { unseen10Sites } from '../src/modules/knowledge/answer/benchmark/unseen10';
import { unseen11Sites } from '../src/modules/knowledge/answer/benchmark/unseen11';
import { unseen12Sites } from '../src/modules/knowledge/answer/benchmark/unseen12';
import { unseen13Sites } from '../src/modules/knowledge/answer/benchmark/unseen13';
import { unseen14Sites } from '../src/modules/knowledge/answer/benchmark/unseen14';
import { unseen15Sites } from '../src/modules/knowledge/answer/benchmark/unseen15';
import { unseen16Sites } from '../src/modules/knowledge/answer/benchmark/unseen16';
import { unseen17Sites } from '../src/modules/knowledge/answer/benchmark/unseen17';
import { unseen18Sites } from '../src/modules/knowledge/answer/benchmark/unseen18';
import { unseen19Sites } from '../src/modules/knowledge/answer/benchmark/unseen19';
import { unseen20Sites } from '../src/modules/knowledge/answer/benchmark/unseen20';
import { unseen21Sites } from '../src/modules/knowledge/answer/benchmark/unseen21';
import { unseen22Sites } from '../src/modules/knowledge/answer/benchmark/unseen22';
import { unseen23Sites } from '../src/modules/knowledge/answer/benchmark/unseen23';
import { unseen24Sites } from '../src/modules/knowledge/answer/benchmark/unseen24';
import { unseen25Sites } from '../src/modules/knowledge/answer/benchmark/unseen25';
import { unseen26Sites } from '../src/modules/knowledge/answer/benchmark/unseen26';
import { unseen27Sites } from '../src/modules/knowledge/answer/benchmark/unseen27';
import { unseen28Sites } from '../src/modules/knowledge/answer/benchmark/unseen28';
import { unseen29Sites } from '../src/modules/knowledge/answer/benchmark/unseen29';
import { unseen30Sites } from '../src/modules/knowledge/answer/benchmark/unseen30';
import { unseen31Sites } from '../src/modules/knowledge/answer/benchmark/unseen31';
import { unseen32Sites } from '../src/modules/knowledge/answer/benchmark/unseen32';
import { unseen33Sites } from '../src/modules/knowledge/answer/benchmark/unseen33';
import { unseen34Sites } from '../src/modules/knowledge/answer/benchmark/unseen34';
import { benchSites } from '../src/modules/knowledge/answer/benchmark/sites';
import { runAnswerBenchmark } from '../src/modules/knowledge/answer/benchmark/run-benchmark';

const want = new RegExp(process.env.ASK ?? '.', 'i');
const sites = [
  ...benchSites(),
  ...heldoutSites(),
  ...freshSites(),
  ...unseenSites(),
  ...unseen2Sites(),
  ...unseen3Sites(),
  ...unseen4Sites(),
  ...unseen5Sites(),
  ...unseen6Sites(),
  ...unseen7Sites(),
  ...unseen8Sites(),
  ...unseen9Sites(),
  ...unseen10Sites(),
  ...unseen11Sites(),
  ...unseen12Sites(),
  ...unseen13Sites(),
  ...unseen14Sites(),
  ...unseen15Sites(),
  ...unseen16Sites(),
  ...unseen17Sites(),
  ...unseen18Sites(),
  ...unseen19Sites(),
  ...unseen20Sites(),
  ...unseen21Sites(),
  ...unseen22Sites(),
  ...unseen23Sites(),
  ...unseen24Sites(),
  ...unseen25Sites(),
  ...unseen26Sites(),
  ...unseen27Sites(),
  ...unseen28Sites(),
  ...unseen29Sites(),
  ...unseen30Sites(),
  ...unseen31Sites(),
  ...unseen32Sites(),
  ...unseen33Sites(),
  ...unseen34Sites(),
  ...(process.env.MUTATED ? [...mutatedUnseen5Sites(), ...mutatedFreshSites()] : []),
]
  .filter((s) => s.name.includes(process.env.SITE ?? ''))
  // EXTRA="first question|second" asks questions of one's own too (judged as unanswerable).
  .map((s) => ({
    ...s,
    questions: [...s.questions.filter((q) => want.test(q.ask)), ...(process.env.EXTRA?.split('|').map((ask) => ({ ask, kind: 'extra' })) ?? [])],
  }))
  .filter((s) => s.questions.length);
const database = await openDatabase({ dataDir: null });
const report = await runAnswerBenchmark({ database, sites });
for (const r of report.results) console.info(`${r.correct ? 'OK ' : 'XX '} ${r.question.ask}\n    -> ${r.answer.slice(0, 300)}`);
await database.close();
