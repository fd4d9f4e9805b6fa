import type { Dispatcher } from 'undici';
import { and, asc, count, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../../../db/database';
import { faqs, pages, products, scrapeUrls, scrapingJobs } from '../../../db/schema';
import type { JobContext } from '../../jobs/job-queue';
import { createFaqRepository } from '../faqs/faq-repository';
import { indexSource } from '../index/knowledge-index';
import { createProductRepository, type ProductValues } from '../products/product-repository';
import {
  collectSitemapUrls,
  createGuardedDispatcher,
  describeError,
  describeHttpStatus,
  extractPage,
  fetchPage,
  isHtmlResponse,
  isSameSite,
  loadRobots,
  normaliseUrl,
  parseShopifyProducts,
  planLinks,
  type ExtractedProduct,
  type FetchedPage,
  type PageFetcher,
  type Resolver,
} from '../crawler';

export interface ScrapeRunnerOptions {
  allowPrivateNetworks: boolean;
  concurrency?: number;
  /** Tests: a dispatcher and resolver that keep every connection on loopback. */
  dispatcher?: Dispatcher;
  resolve?: Resolver;
  /** Told each time the crawl's progress or status is stored (live events to the dashboard). */
  onProgress?: (organizationId: number) => void;
}

export const SKIP_ROBOTS = 'Skipped: robots.txt asks crawlers not to read this page.';
export const SKIP_DUPLICATE = 'Skipped: the same text as another page.';
const SKIP_NOT_HTML = 'Skipped: not a web page.';
const SKIP_EMPTY = 'Skipped: no readable text.';

type UrlRow = typeof scrapeUrls.$inferSelect;

export const toProductValues = (product: ExtractedProduct, source: ProductValues['source']): ProductValues => ({
  name: product.name.slice(0, 200),
  description: (product.description ?? '').slice(0, 5000),
  priceCents: product.price === null ? null : Math.round(product.price * 100),
  currency: product.currency,
  sku: product.sku,
  url: product.url,
  imageUrl: product.image,
  availability: product.availability,
  source,
});

/** Progress counts come from the frontier itself, so a resumed job never counts a page twice. */
async function refreshCounts(db: Db, jobId: number, organizationId: number) {
  const [row] = await db
    .select({
      found: count(),
      done: sql<number>`count(*) filter (where ${scrapeUrls.status} = 'done')`.mapWith(Number),
      failed: sql<number>`count(*) filter (where ${scrapeUrls.status} = 'failed')`.mapWith(Number),
      robots: sql<number>`count(*) filter (where ${scrapeUrls.error} = ${SKIP_ROBOTS})`.mapWith(Number),
      duplicates: sql<number>`count(*) filter (where ${scrapeUrls.error} = ${SKIP_DUPLICATE})`.mapWith(Number),
    })
    .from(scrapeUrls)
    .where(eq(scrapeUrls.jobId, jobId));
  const [faqCount] = await db
    .select({ value: count() })
    .from(faqs)
    .where(and(eq(faqs.organizationId, organizationId), eq(faqs.source, 'scrape')));
  const [productCount] = await db
    .select({ value: count() })
    .from(products)
    .where(and(eq(products.organizationId, organizationId), inArray(products.source, ['scrape', 'shopify'])));
  await db
    .update(scrapingJobs)
    .set({
      pagesFound: row?.found ?? 0,
      pagesDone: row?.done ?? 0,
      pagesFailed: row?.failed ?? 0,
      skippedRobots: row?.robots ?? 0,
      skippedDuplicates: row?.duplicates ?? 0,
      faqsCount: faqCount?.value ?? 0,
      productsCount: productCount?.value ?? 0,
    })
    .where(eq(scrapingJobs.id, jobId));
}

/**
 * The `scrape` job over the PostgreSQL frontier: every URL is a row, claimed pages are marked as
 * they finish, so a worker that dies mid-crawl leaves a job the next worker simply continues.
 */
export async function runScrape(db: Db, jobId: number, context: Pick<JobContext, 'checkpoint'>, options: ScrapeRunnerOptions): Promise<void> {
  const [job] = await db.select().from(scrapingJobs).where(eq(scrapingJobs.id, jobId));
  if (!job || job.status === 'completed' || job.status === 'canceled' || job.status === 'failed') return;
  await db
    .update(scrapingJobs)
    .set({ status: 'running', startedAt: job.startedAt ?? new Date() })
    .where(eq(scrapingJobs.id, jobId));
  options.onProgress?.(job.organizationId);

  const dispatcher = options.dispatcher ?? createGuardedDispatcher({ allowPrivateNetworks: options.allowPrivateNetworks, resolve: options.resolve });
  const fetcher: PageFetcher = (url) => fetchPage(url, { dispatcher, allowPrivateNetworks: options.allowPrivateNetworks, resolve: options.resolve });
  const origin = new URL(job.url).origin;
  const faqStore = createFaqRepository(db);
  const productStore = createProductRepository(db);

  const robots = await loadRobots(origin, fetcher);
  if (robots.status === 'unreachable') {
    await db
      .update(scrapingJobs)
      .set({
        status: 'failed',
        error: 'The website could not be reached (robots.txt did not answer). Check the address and try again.',
        finishedAt: new Date(),
      })
      .where(eq(scrapingJobs.id, jobId));
    options.onProgress?.(job.organizationId);
    return;
  }

  const [seeded] = await db.select({ value: count() }).from(scrapeUrls).where(eq(scrapeUrls.jobId, jobId));
  if (!seeded?.value) {
    const sitemapUrls = await collectSitemapUrls([...robots.sitemaps, `${origin}/sitemap.xml`], fetcher, { maxUrls: job.maxPages * 2 }).catch(() => []);
    const seeds = [
      { url: normaliseUrl(job.url), depth: 0 },
      ...sitemapUrls.filter((url) => isSameSite(url, job.url)).map((url) => ({ url: normaliseUrl(url), depth: 1 })),
    ].slice(0, job.maxPages * 2);
    await db
      .insert(scrapeUrls)
      .values(seeds.map((seed) => ({ jobId, ...seed })))
      .onConflictDoNothing();
  }

  const concurrency = options.concurrency ?? 4;
  for (;;) {
    await context.checkpoint();
    const [current] = await db.select({ id: scrapingJobs.id }).from(scrapingJobs).where(eq(scrapingJobs.id, jobId));
    if (!current) return; // deleted while running: stop quietly
    const [fetched] = await db
      .select({ value: count() })
      .from(scrapeUrls)
      .where(and(eq(scrapeUrls.jobId, jobId), inArray(scrapeUrls.status, ['done', 'failed'])));
    const room = job.maxPages - (fetched?.value ?? 0);
    if (room <= 0) break;
    const batch = await db
      .select()
      .from(scrapeUrls)
      .where(and(eq(scrapeUrls.jobId, jobId), eq(scrapeUrls.status, 'pending')))
      .orderBy(asc(scrapeUrls.depth), asc(scrapeUrls.id))
      .limit(Math.min(concurrency, room));
    if (batch.length === 0) break;
    // Fetch in parallel, store one by one: duplicate detection needs to see each stored page.
    const fetchedPages = await Promise.all(batch.map((row) => fetchRow(row)));
    for (const outcome of fetchedPages) await storeRow(outcome);
    await refreshCounts(db, jobId, job.organizationId);
    options.onProgress?.(job.organizationId);
  }

  // Shopify stores list their whole catalogue at /products.json.
  const shopify = await fetcher(`${origin}/products.json`).catch(() => null);
  if (shopify && shopify.status === 200 && shopify.contentType.includes('json')) {
    try {
      const found = parseShopifyProducts(JSON.parse(shopify.body) as unknown, origin);
      if (found.length)
        await productStore.upsertMany(
          job.organizationId,
          found.map((p) => toProductValues(p, 'shopify')),
        );
    } catch {
      // Not a Shopify catalogue after all.
    }
  }
  await refreshCounts(db, jobId, job.organizationId);
  await db.update(scrapingJobs).set({ status: 'completed', finishedAt: new Date() }).where(eq(scrapingJobs.id, jobId));
  options.onProgress?.(job.organizationId);

  async function mark(row: UrlRow, status: UrlRow['status'], error: string | null, title: string | null = null) {
    await db.update(scrapeUrls).set({ status, error, title }).where(eq(scrapeUrls.id, row.id));
  }

  type Outcome = { row: UrlRow; status: UrlRow['status']; error: string | null; page?: FetchedPage };

  async function fetchRow(row: UrlRow): Promise<Outcome> {
    if (!robots.isAllowed(row.url)) return { row, status: 'skipped', error: SKIP_ROBOTS };
    try {
      const page = await fetcher(row.url);
      if (page.status < 200 || page.status >= 300) return { row, status: 'failed', error: describeHttpStatus(page.status) };
      if (!isHtmlResponse(page)) return { row, status: 'skipped', error: SKIP_NOT_HTML };
      return { row, status: 'done', error: null, page };
    } catch (error) {
      return { row, status: 'failed', error: describeError(error) };
    }
  }

  async function storeRow({ row, status, error, page }: Outcome) {
    if (!page) return mark(row, status, error);
    const finalUrl = normaliseUrl(page.url);
    const extracted = extractPage(page.body, page.url);
    if (!extracted.text) return mark(row, 'skipped', SKIP_EMPTY, extracted.title || null);
    const [twin] = await db
      .select({ id: pages.id })
      .from(pages)
      .where(and(eq(pages.organizationId, job!.organizationId), eq(pages.jobId, jobId), eq(pages.contentHash, extracted.contentHash), ne(pages.url, finalUrl)));
    if (twin) return mark(row, 'skipped', SKIP_DUPLICATE, extracted.title || null);

    const [stored] = await db
      .insert(pages)
      .values({
        organizationId: job!.organizationId,
        jobId,
        url: finalUrl,
        title: extracted.title || finalUrl,
        text: extracted.text,
        contentHash: extracted.contentHash,
      })
      .onConflictDoUpdate({
        target: [pages.organizationId, pages.url],
        set: { jobId, title: extracted.title || finalUrl, text: extracted.text, contentHash: extracted.contentHash, fetchedAt: new Date() },
      })
      .returning();
    await indexSource(db, {
      organizationId: job!.organizationId,
      sourceType: 'page',
      sourceId: stored!.id,
      title: stored!.title,
      content: stored!.text,
      url: stored!.url,
      units: extracted.units,
    });
    if (extracted.faqs.length)
      await faqStore.importScraped(
        job!.organizationId,
        extracted.faqs.map((faq) => ({ ...faq, sourceUrl: finalUrl })),
      );
    if (extracted.products.length)
      await productStore.upsertMany(
        job!.organizationId,
        extracted.products.map((p) => toProductValues(p, 'scrape')),
      );
    const next = planLinks(extracted.links, row.depth, { maxDepth: job!.maxDepth, startUrl: job!.url });
    if (next.length)
      await db
        .insert(scrapeUrls)
        .values(next.map((link) => ({ jobId, url: link.url, depth: link.depth })))
        .onConflictDoNothing();
    if (finalUrl !== row.url) {
      // The target is read now; its own row, if any, needs no second fetch.
      await db
        .update(scrapeUrls)
        .set({ status: 'done', title: extracted.title || null })
        .where(and(eq(scrapeUrls.jobId, jobId), eq(scrapeUrls.url, finalUrl), eq(scrapeUrls.status, 'pending')));
    }
    return mark(row, 'done', finalUrl !== row.url ? `Redirected to ${finalUrl}` : null, extracted.title || null);
  }
}
