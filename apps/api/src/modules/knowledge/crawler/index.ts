/** Public API of the website scraper. Pure library: no database, no module-level state. */
export { BlockedAddressError, FetchPageError, ScrapeError, UnsafeUrlError, describeError } from './errors';
export { assertPublicUrl, createGuardedDispatcher, isBlockedAddress, systemResolver, type GuardedDispatcherOptions, type Resolver } from './network-guard';
export { DEFAULT_USER_AGENT, fetchPage, type FetchPageOptions, type FetchedPage, type PageFetcher } from './fetch-page';
export { ROBOTS_USER_AGENT, loadRobots, parseRobots, type RobotsRules } from './robots';
export { collectSitemapUrls, parseSitemap, type CollectSitemapOptions, type ParsedSitemap } from './sitemap';
export { extractPage, type ExtractedPage } from './extract';
export { dedupeFaqs } from './faqs';
export { dedupeProducts, parseAvailability, parsePrice } from './products';
export { parseShopifyProducts } from './shopify';
export { htmlToText } from './dom-text';
export { isAssetUrl, isSameSite, normaliseUrl, siteKey } from './url';
export {
  crawlSite,
  describeHttpStatus,
  isHtmlResponse,
  planLinks,
  type CrawlFailure,
  type CrawlOptions,
  type CrawlResult,
  type CrawledFaq,
  type CrawledPage,
  type PlannedUrl,
} from './crawl';
export type { Availability, ExtractedFaq, ExtractedProduct } from './types';
