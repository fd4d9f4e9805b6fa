import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../../../db/database';
import { formatReport, runAnswerBenchmark } from './run-benchmark';
import { benchSites, mutatedBenchSites } from './sites';

/**
 * The CI gate on answer quality: three fixture businesses of different trades and markup, crawled
 * and asked through the API; then the same businesses with other facts. Fails below 90% correct
 * or on any invented fact (scripts/bench-answers.ts prints the same figures).
 */
describe('answer benchmark (offline responder)', () => {
  it.each([
    ['as written', benchSites],
    ['with mutated facts', mutatedBenchSites],
  ])('answers the fixture sites %s: ≥ 90%% correct, nothing invented', async (_label, sites) => {
    const database = await openDatabase({ dataDir: null });
    try {
      const report = await runAnswerBenchmark({ database, sites: sites() });
      console.info(formatReport(report));
      expect(report.inventedCount).toBe(0);
      expect(report.correctRate).toBeGreaterThanOrEqual(0.9);
    } finally {
      await database.close();
    }
  }, 180_000);
});
