/**
 * The product path of the scraping budget: a 1,000-page site on loopback crawled by the durable
 * job (PostgreSQL frontier on embedded PGlite, pages indexed for retrieval as they are read).
 * Prints pages/s (budget >= 20) and peak RSS (budget < 300 MB).
 *
 * With BENCH_DATABASE_URL (an admin PostgreSQL URL) a throwaway database is used and the figure
 * is the whole process. On embedded PGlite the WASM database alone holds ~850 MB before anything
 * is crawled, so there the figure is what the crawl adds on top of that.
 * Run: BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test pnpm exec tsx scripts/bench-scrape-job.ts
 */
import { organizations, scrapingJobs } from '../src/db/schema';
import { startFixtureSite } from '@parley/fixture-site';
import { runScrape } from '../src/modules/knowledge/scraping/run-scrape';
import { openBenchDatabase } from './bench-kit';

const PAGES = 1000;
let peak = 0;
const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 50);
const site = await startFixtureSite({ pages: PAGES });
const { database, where } = await openBenchDatabase();
const postgres = where === 'PostgreSQL';
const [org] = await database.db.insert(organizations).values({ subId: 'org_bench', name: 'Bench', websiteUrl: site.origin }).returning();
const [job] = await database.db
  .insert(scrapingJobs)
  .values({ organizationId: org!.id, url: `${site.origin}/`, maxPages: 1100, maxDepth: 1000 })
  .returning();

const baseline = postgres ? 0 : process.memoryUsage().rss;
peak = 0;
const start = performance.now();
await runScrape(database.db, job!.id, { checkpoint: async () => {} }, { allowPrivateNetworks: true, concurrency: 8 });
const seconds = (performance.now() - start) / 1000;
const [done] = await database.db.select().from(scrapingJobs);
clearInterval(sampler);
const rate = done!.pagesDone / seconds;
const mb = (peak - baseline) / 1024 / 1024;
console.info(
  `scrape job (durable, indexed) ${PAGES} pages: ${done!.pagesDone} pages in ${seconds.toFixed(2)} s = ${rate.toFixed(1)} pages/s (budget >= 20), ${postgres ? 'peak RSS' : 'RSS added over embedded PGlite'} ${mb.toFixed(0)} MB (budget < 300)`,
);
await site.close();
await database.close();
process.exit(rate >= 20 && mb < 300 ? 0 : 1);
