/**
 * Scraper benchmark: crawls a local 1,000-page fixture site and checks throughput and memory
 * against budget. Run: pnpm exec tsx scripts/bench-scrape.ts (exits 1 when over budget).
 */
import { crawlSite } from '../src/modules/knowledge/crawler/crawl';
import { startFixtureSite } from '@parley/fixture-site';

const GENERATED_PAGES = 1000;
const MIN_PAGES_PER_SECOND = 20;
const MAX_PEAK_RSS_MB = 300;

const site = await startFixtureSite({ pages: GENERATED_PAGES });
let peakRss = process.memoryUsage().rss;
// Sampled rather than read once at the end: the peak is what gets a worker OOM-killed.
const sampler = setInterval(() => {
  peakRss = Math.max(peakRss, process.memoryUsage().rss);
}, 50);

let exitCode = 0;
try {
  const started = performance.now();
  const result = await crawlSite(`${site.origin}/`, {
    maxPages: 1100,
    maxDepth: 5,
    concurrency: 8,
    allowPrivateNetworks: true,
  });
  const seconds = (performance.now() - started) / 1000;
  peakRss = Math.max(peakRss, process.memoryUsage().rss);

  const pages = result.pages.length;
  const pagesPerSecond = pages / seconds;
  const peakMb = peakRss / 1024 / 1024;
  console.info(
    `scrape ${GENERATED_PAGES} pages: ${pages} pages in ${seconds.toFixed(2)} s = ${pagesPerSecond.toFixed(1)} pages/s ` +
      `(budget >= ${MIN_PAGES_PER_SECOND}), peak RSS ${peakMb.toFixed(0)} MB (budget < ${MAX_PEAK_RSS_MB})`,
  );
  console.info(
    `  failures ${result.failures.length}, skipped robots ${result.skipped.robots}, duplicates ${result.skipped.duplicates}, ` +
      `faqs ${result.faqs.length}, products ${result.products.length}`,
  );
  if (pages < GENERATED_PAGES) {
    console.error(`expected at least ${GENERATED_PAGES} pages, got ${pages}`);
    exitCode = 1;
  }
  if (pagesPerSecond < MIN_PAGES_PER_SECOND || peakMb >= MAX_PEAK_RSS_MB) {
    console.error('over budget');
    exitCode = 1;
  }
} finally {
  clearInterval(sampler);
  await site.close();
}
process.exit(exitCode);
