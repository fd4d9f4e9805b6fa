import type { Dispatcher } from 'undici';
import { describeError, UnsafeUrlError } from './errors';
import { extractPage, type ExtractedPage } from './extract';
import { dedupeFaqs } from './faqs';
import { fetchPage, type FetchedPage, type PageFetcher } from './fetch-page';
import { createGuardedDispatcher, type Resolver } from './network-guard';
import { dedupeProducts } from './products';
import { runPool } from './pool';
import { loadRobots, type RobotsRules } from './robots';
import { parseShopifyProducts } from './shopify';
import { collectSitemapUrls } from './sitemap';
import type { ExtractedFaq, ExtractedProduct } from './types';
import { isAssetUrl, isHttpUrl, isSameSite, normaliseUrl } from './url';

export { normaliseUrl } from './url';

export interface PlannedUrl {
  /** Normalised; use it as the de-duplication key (e.g. a unique index in the queue table). */
  url: string;
  depth: number;
}

/**
 * Which of a page's links to crawl next: same site as the start URL, http(s), not a file,
 * within `maxDepth`, normalised and deduplicated. The caller still checks "already seen" and robots.
 */
export function planLinks(links: string[], parentDepth: number, opts: { maxDepth: number; startUrl: string }): PlannedUrl[] {
  const depth = parentDepth + 1;
  if (depth > opts.maxDepth) return [];
  const planned = new Map<string, PlannedUrl>();
  for (const link of links) {
    let url: URL;
    try {
      url = new URL(link);
    } catch {
      continue;
    }
    if (!isHttpUrl(url) || isAssetUrl(url) || !isSameSite(url, opts.startUrl)) continue;
    const normalised = normaliseUrl(url.href);
    if (!planned.has(normalised)) planned.set(normalised, { url: normalised, depth });
  }
  return [...planned.values()];
}

/** A per-page failure message for a non-2xx answer. */
export function describeHttpStatus(status: number): string {
  if (status === 404 || status === 410) return `Page not found (${status}): a broken link.`;
  if (status === 401 || status === 403) return `The site refused access to this page (${status}).`;
  if (status === 429) return 'The site asked us to slow down (429).';
  if (status >= 500) return `The site had an internal error (${status}).`;
  return `The site answered with status ${status}.`;
}

export function isHtmlResponse(page: FetchedPage): boolean {
  const type = page.contentType.toLowerCase();
  if (type === '') return page.body.trimStart().startsWith('<');
  return type.includes('html');
}

export interface CrawledPage {
  url: string;
  title: string;
  text: string;
  depth: number;
}

export interface CrawledFaq extends ExtractedFaq {
  /** The page it was found on. */
  url: string;
}

export interface CrawlFailure {
  url: string;
  error: string;
  status?: number;
}

export interface CrawlResult {
  pages: CrawledPage[];
  faqs: CrawledFaq[];
  products: ExtractedProduct[];
  failures: CrawlFailure[];
  skipped: { robots: number; duplicates: number };
}

export interface CrawlOptions {
  /** Page fetches allowed, failures included: bounds the load we put on the site and our cost. */
  maxPages: number;
  /** Link hops from the start page (sitemap entries count as depth 1). */
  maxDepth: number;
  concurrency: number;
  allowPrivateNetworks: boolean;
  onPage?: (page: CrawledPage, extracted: ExtractedPage) => void;
  /** Defaults to a guarded dispatcher created (and closed) by the crawl. */
  dispatcher?: Dispatcher;
  resolve?: Resolver;
  timeoutMs?: number;
  userAgent?: string;
}

/** Sitemaps may legitimately be far larger than a page. */
const SITEMAP_MAX_BYTES = 5 * 1024 * 1024;
/** Honour Crawl-delay, but not to the point of a crawl that never finishes. */
const MAX_CRAWL_DELAY_MS = 10_000;

/**
 * Reference in-memory crawler: robots.txt, sitemaps as depth-1 seeds, breadth-first over same-site
 * links, duplicate content skipped, per-page failures recorded. The job queue reuses the same
 * pieces (fetchPage, extractPage, loadRobots, collectSitemapUrls, planLinks) with durable state.
 */
export async function crawlSite(startUrl: string, opts: CrawlOptions): Promise<CrawlResult> {
  let start: URL;
  try {
    start = new URL(normaliseUrl(startUrl));
  } catch {
    throw new UnsafeUrlError(`"${startUrl.slice(0, 200)}" is not a valid web address.`);
  }
  const ownsDispatcher = opts.dispatcher === undefined;
  const dispatcher = opts.dispatcher ?? createGuardedDispatcher({ allowPrivateNetworks: opts.allowPrivateNetworks, resolve: opts.resolve });
  try {
    const fetcher =
      (maxBytes?: number): PageFetcher =>
      (url) =>
        fetchPage(url, {
          dispatcher,
          allowPrivateNetworks: opts.allowPrivateNetworks,
          resolve: opts.resolve,
          timeoutMs: opts.timeoutMs,
          userAgent: opts.userAgent,
          maxBytes,
        });
    return await new Crawl(start, opts, fetcher(), fetcher(SITEMAP_MAX_BYTES)).run();
  } finally {
    if (ownsDispatcher) await dispatcher.close();
  }
}

/** State of one crawl; an instance per call, so nothing is shared between crawls. */
class Crawl {
  private readonly pages: CrawledPage[] = [];
  private readonly faqs: CrawledFaq[] = [];
  private readonly products: ExtractedProduct[] = [];
  private readonly failures: CrawlFailure[] = [];
  private readonly skipped = { robots: 0, duplicates: 0 };
  /** Normalised URLs already queued. */
  private readonly seen = new Set<string>();
  /** Normalised URLs fetched or being fetched, including redirect targets. */
  private readonly claimed = new Set<string>();
  private readonly contentHashes = new Set<string>();
  private readonly robotsByOrigin = new Map<string, Promise<RobotsRules>>();
  private fetched = 0;
  private delayMs = 0;
  private nextFetchAt = 0;
  // Plain fields rather than parameter properties: keeps the file erasable-syntax-only TypeScript.
  private readonly start: URL;
  private readonly opts: CrawlOptions;
  private readonly fetcher: PageFetcher;
  private readonly sitemapFetcher: PageFetcher;

  constructor(start: URL, opts: CrawlOptions, fetcher: PageFetcher, sitemapFetcher: PageFetcher) {
    this.start = start;
    this.opts = opts;
    this.fetcher = fetcher;
    this.sitemapFetcher = sitemapFetcher;
  }

  async run(): Promise<CrawlResult> {
    let robots: RobotsRules;
    try {
      robots = await loadRobots(this.start.origin, this.fetcher);
    } catch (error) {
      this.failures.push({ url: this.start.href, error: describeError(error) });
      return this.result();
    }
    if (robots.status === 'unreachable') {
      this.failures.push({
        url: new URL('/robots.txt', this.start).href,
        error: "The site's robots.txt could not be read, and the robots standard says to scrape nothing then. Try again later.",
      });
      return this.result();
    }
    this.robotsByOrigin.set(this.start.origin, Promise.resolve(robots));
    let concurrency = this.opts.concurrency;
    if (robots.crawlDelayMs !== undefined) {
      // A site asking for a delay between requests gets one request at a time.
      this.delayMs = Math.min(robots.crawlDelayMs, MAX_CRAWL_DELAY_MS);
      concurrency = 1;
    }

    const [sitemapUrls, shopifyProducts] = await Promise.all([this.sitemapSeeds(robots), this.shopifyProducts(robots)]);
    const seeds: PlannedUrl[] = [{ url: this.start.href, depth: 0 }];
    this.seen.add(this.start.href);
    for (const planned of planLinks(sitemapUrls, 0, { maxDepth: this.opts.maxDepth, startUrl: this.start.href })) {
      if (this.seen.has(planned.url)) continue;
      this.seen.add(planned.url);
      seeds.push(planned);
    }

    await runPool(
      seeds,
      concurrency,
      (task, enqueue) => this.visit(task, enqueue),
      () => this.budgetSpent(),
    );
    this.products.push(...shopifyProducts);
    return this.result();
  }

  private result(): CrawlResult {
    const pages = [...this.pages].sort((a, b) => a.depth - b.depth || (a.url < b.url ? -1 : a.url > b.url ? 1 : 0));
    return {
      pages,
      faqs: dedupeFaqs(this.faqs),
      // Page JSON-LD first, so its fields (currency…) win over the Shopify feed's.
      products: dedupeProducts(this.products),
      failures: this.failures,
      skipped: { ...this.skipped },
    };
  }

  private budgetSpent(): boolean {
    return this.fetched >= this.opts.maxPages;
  }

  private robotsFor(origin: string): Promise<RobotsRules> {
    let rules = this.robotsByOrigin.get(origin);
    if (rules === undefined) {
      // Another origin of the same site (www., http vs https) has its own robots.txt. If it cannot
      // be loaded, allow: the page fetch then fails with the real reason and is recorded.
      rules = loadRobots(origin, this.fetcher).catch(() => ({
        isAllowed: () => true,
        sitemaps: [],
        status: 'missing' as const,
      }));
      this.robotsByOrigin.set(origin, rules);
    }
    return rules;
  }

  private async sitemapSeeds(robots: RobotsRules): Promise<string[]> {
    const candidates = [...robots.sitemaps, new URL('/sitemap.xml', this.start).href];
    return collectSitemapUrls(candidates, this.sitemapFetcher);
  }

  /** Shopify stores publish their catalogue at /products.json; anything else answers 404 or HTML. */
  private async shopifyProducts(robots: RobotsRules): Promise<ExtractedProduct[]> {
    const url = new URL('/products.json?limit=250', this.start).href;
    if (!robots.isAllowed(url)) return [];
    try {
      const response = await this.fetcher(url);
      if (response.status !== 200 || !response.contentType.toLowerCase().includes('json')) return [];
      return parseShopifyProducts(JSON.parse(response.body), this.start.origin);
    } catch {
      return [];
    }
  }

  private async politeDelay(): Promise<void> {
    if (this.delayMs === 0) return;
    const wait = this.nextFetchAt - Date.now();
    this.nextFetchAt = Math.max(Date.now(), this.nextFetchAt) + this.delayMs;
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
  }

  private async visit(task: PlannedUrl, enqueue: (task: PlannedUrl) => void): Promise<void> {
    if (this.claimed.has(task.url) || this.budgetSpent()) return;
    const rules = await this.robotsFor(new URL(task.url).origin);
    if (!rules.isAllowed(task.url)) {
      this.skipped.robots += 1;
      return;
    }
    // Re-checked: other workers ran while robots.txt was awaited.
    if (this.claimed.has(task.url) || this.budgetSpent()) return;
    this.claimed.add(task.url);
    this.fetched += 1;
    await this.politeDelay();

    let page: FetchedPage;
    try {
      page = await this.fetcher(task.url);
    } catch (error) {
      this.failures.push({ url: task.url, error: describeError(error) });
      return;
    }
    const finalUrl = normaliseUrl(page.url);
    if (finalUrl !== task.url) {
      if (!isSameSite(finalUrl, this.start)) {
        this.failures.push({
          url: task.url,
          error: `The page redirects to another website (${new URL(finalUrl).hostname}), which was not scraped.`,
        });
        return;
      }
      if (!(await this.robotsFor(new URL(finalUrl).origin)).isAllowed(finalUrl)) {
        this.skipped.robots += 1;
        return;
      }
      // Two URLs leading to one page (a redirect, or a URL we also reached directly): keep one.
      if (this.claimed.has(finalUrl)) return;
      this.claimed.add(finalUrl);
      this.seen.add(finalUrl);
    }

    if (page.status < 200 || page.status >= 300) {
      this.failures.push({ url: task.url, error: describeHttpStatus(page.status), status: page.status });
      return;
    }
    if (!isHtmlResponse(page)) return;

    let extracted: ExtractedPage;
    try {
      extracted = extractPage(page.body, page.url);
    } catch {
      this.failures.push({ url: task.url, error: 'The page could not be read.' });
      return;
    }
    // Links are followed even from duplicate pages: the copy may link somewhere the original does not.
    for (const next of planLinks(extracted.links, task.depth, { maxDepth: this.opts.maxDepth, startUrl: this.start.href })) {
      if (this.seen.has(next.url)) continue;
      this.seen.add(next.url);
      enqueue(next);
    }
    if (this.contentHashes.has(extracted.contentHash)) {
      this.skipped.duplicates += 1;
      return;
    }
    this.contentHashes.add(extracted.contentHash);

    const crawled: CrawledPage = { url: finalUrl, title: extracted.title, text: extracted.text, depth: task.depth };
    this.pages.push(crawled);
    this.faqs.push(...extracted.faqs.map((faq) => ({ ...faq, url: finalUrl })));
    this.products.push(...extracted.products);
    this.opts.onPage?.(crawled, extracted);
  }
}
