import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../../../db/database';
import { freshSites, mutatedFreshSites } from './fresh';
import { heldoutSites, mutatedHeldoutSites } from './heldout';
import { paraphrased } from './paraphrases';
import { formatReport, runAnswerBenchmark } from './run-benchmark';
import { benchSites, mutatedBenchSites } from './sites';

/**
 * The CI gate on answer quality: fixture businesses of different trades and markup, crawled and
 * asked through the API; then the same businesses with other facts. Fails below the floor or on
 * any invented fact (scripts/bench-answers.ts prints the same figures).
 *
 * The held-out pair (microdata, a timetable grid, accordions of buttons, decimal commas) was
 * written apart from the responder and guards against tuning to the three others; its floor is
 * lower because some of its questions need knowledge of the world ("a flat tyre" is a puncture).
 * The fresh pair (a German site, visitors who explain, compare and use their own words) is the
 * unseen figure of issue 33; its floor is where the answerer stands on it today.
 */
describe('answer benchmark (offline responder)', () => {
  it.each([
    { label: 'the fixture sites as written', sites: benchSites, floor: 0.9 },
    { label: 'the fixture sites with mutated facts', sites: mutatedBenchSites, floor: 0.9 },
    { label: 'the held-out sites as written', sites: heldoutSites, floor: 0.8 },
    { label: 'the held-out sites with mutated facts', sites: mutatedHeldoutSites, floor: 0.8 },
    // Written by someone who had not read the answerer (a German two-branch salon, an English vet),
    // measured before anything was changed for them (30%); the floor guards what has been won since (63%).
    { label: 'the fresh sites as written', sites: freshSites, floor: 0.55 },
    { label: 'the fresh sites with mutated facts', sites: mutatedFreshSites, floor: 0.55 },
    // The paraphrase check: the answerable English questions asked as visitors would (43% when first measured).
    { label: 'the fixture questions paraphrased', sites: () => paraphrased([...benchSites(), ...heldoutSites(), ...freshSites()]), floor: 0.65 },
  ])(
    'answers $label: at least $floor correct, nothing invented',
    async ({ sites, floor }) => {
      const database = await openDatabase({ dataDir: null });
      try {
        const report = await runAnswerBenchmark({ database, sites: sites() });
        console.info(formatReport(report));
        expect(report.inventedCount).toBe(0);
        expect(report.correctRate).toBeGreaterThanOrEqual(floor);
      } finally {
        await database.close();
      }
    },
    180_000,
  );
});
