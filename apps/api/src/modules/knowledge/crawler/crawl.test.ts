import { beforeAll, describe, expect, it } from 'vitest';
import { crawlSite, planLinks, type CrawlResult } from './crawl';
import { BlockedAddressError } from './errors';
import { useFixtureSite } from './crawler-test-kit';
import { normaliseUrl } from './url';

const { site } = useFixtureSite();

describe('normaliseUrl and planLinks', () => {
  it.each([
    ['HTTP://WWW.Shop.Example:80/About/?b=2&utm_source=x&a=1#team', 'http://www.shop.example/About/?a=1&b=2'],
    ['https://shop.example:443', 'https://shop.example/'],
    ['https://shop.example/?utm_medium=mail', 'https://shop.example/'],
    // The path stays as linked: servers answer /a/b/ and /a/b differently.
    ['https://shop.example:8443/a/b/', 'https://shop.example:8443/a/b/'],
    ['https://shop.example/a/b', 'https://shop.example/a/b'],
    // Parameters keep their exact encoding; repeated keys keep their order.
    ['https://shop.example/s?q=rain%20jacket&flag&UTM_campaign=x&c=2&c=1', 'https://shop.example/s?c=2&c=1&flag&q=rain%20jacket'],
  ])('normalises %s to %s', (url, normalised) => {
    expect(normaliseUrl(url)).toBe(normalised);
  });

  it('plans same-site page links within depth', () => {
    const links = ['https://www.shop.example/a#x', 'https://shop.example/a', 'https://other.example/b', 'https://shop.example/file.pdf'];
    expect(planLinks(links, 0, { maxDepth: 1, startUrl: 'https://shop.example/' })).toEqual([
      { url: 'https://www.shop.example/a', depth: 1 },
      { url: 'https://shop.example/a', depth: 1 },
    ]);
    expect(planLinks(links, 1, { maxDepth: 1, startUrl: 'https://shop.example/' })).toEqual([]);
  });
});

describe('crawlSite against the fixture site', () => {
  let result: CrawlResult;
  let requested: string[];
  const seenByOnPage: string[] = [];

  beforeAll(async () => {
    const before = site.requestedPaths().length;
    result = await crawlSite(`${site.origin}/`, {
      maxPages: 50,
      maxDepth: 3,
      concurrency: 4,
      allowPrivateNetworks: true,
      onPage: (page) => seenByOnPage.push(page.url),
    });
    requested = site.requestedPaths().slice(before);
  });

  it('finds the pages', () => {
    const paths = result.pages.map((page) => new URL(page.url).pathname).sort();
    // /about and /about-copy have the same text: whichever came first is kept.
    const about = paths.find((path) => path === '/about' || path === '/about-copy');
    expect(about).toBeDefined();
    expect(paths).toEqual(['/', about, '/contact', '/faq', '/products/rain-jacket', '/products/trail-shoe'].sort());
    expect(result.pages.find((page) => page.url === `${site.origin}/`)).toMatchObject({ depth: 0, title: 'Acme Outdoor — Hiking gear' });
    expect(result.pages.find((page) => page.url.endsWith('/contact'))?.text).toBe('Contact\nCall us on +1 503 555 0100, Monday to Friday.');
    expect(seenByOnPage.sort()).toEqual(result.pages.map((page) => page.url).sort());
  });

  it('collects FAQs from JSON-LD and <details>', () => {
    expect(result.faqs.map(({ question, answer }) => ({ question, answer }))).toEqual([
      { question: 'Do you ship internationally?', answer: 'Yes, we ship to 40 countries.' },
      { question: 'What is your return policy?', answer: 'Returns are free within 30 days.' },
      { question: 'Do you offer gift wrapping?', answer: 'Yes, for $5 per order.' },
    ]);
    expect(result.faqs[0]?.url).toBe(`${site.origin}/faq`);
  });

  it('collects JSON-LD products and merges the Shopify feed', () => {
    const bySku = Object.fromEntries(result.products.map((product) => [product.sku ?? '', product] as const));
    expect(Object.keys(bySku).sort()).toEqual(['CM-300', 'RJ-200', 'TS-100']);
    expect(bySku['TS-100']).toMatchObject({ price: 129, currency: 'USD', availability: 'in_stock' });
    expect(bySku['RJ-200']).toMatchObject({
      price: 189.5,
      currency: 'USD',
      availability: 'out_of_stock',
      description: 'Three-layer shell for storms.',
      image: `${site.origin}/img/rain-jacket.jpg`,
      url: `${site.origin}/products/rain-jacket`,
    });
    expect(bySku['CM-300']).toMatchObject({ name: 'Camp Mug', price: 18, currency: null, url: `${site.origin}/products/camp-mug` });
  });

  it('respects robots.txt, follows the redirect, records the broken link, skips the duplicate', () => {
    expect(result.skipped).toEqual({ robots: 1, duplicates: 1 });
    expect(requested.some((path) => path.startsWith('/private/'))).toBe(false);
    expect(requested).toContain('/robots.txt');
    expect(requested).toContain('/sitemap-products.xml');
    expect(result.failures).toEqual([{ url: `${site.origin}/missing`, status: 404, error: 'Page not found (404): a broken link.' }]);
    // /old-page was fetched, and redirected to /about: no failure, no separate page.
    expect(requested).toContain('/old-page');
    expect(result.pages.some((page) => page.url.endsWith('/old-page'))).toBe(false);
    // Assets, other sites and mail links are never requested.
    expect(requested.some((path) => path.includes('brochure'))).toBe(false);
  });

  it('stops at maxPages and maxDepth', async () => {
    const small = await crawlSite(`${site.origin}/`, { maxPages: 2, maxDepth: 0, concurrency: 2, allowPrivateNetworks: true });
    expect(small.pages.map((page) => page.url)).toEqual([`${site.origin}/`]);
    const two = await crawlSite(`${site.origin}/`, { maxPages: 2, maxDepth: 3, concurrency: 1, allowPrivateNetworks: true });
    expect(two.pages.length + two.failures.length + two.skipped.duplicates).toBeLessThanOrEqual(2);
  });

  it('refuses to crawl a private site when private networks are not allowed', async () => {
    const refused = await crawlSite(`${site.origin}/`, { maxPages: 5, maxDepth: 1, concurrency: 1, allowPrivateNetworks: false });
    expect(refused.pages).toEqual([]);
    expect(refused.failures).toEqual([{ url: `${site.origin}/`, error: new BlockedAddressError().message }]);
    expect(refused.failures[0]!.error).toMatch(
      /^This address points to a private or internal network and cannot be scraped\. .*SCRAPER_ALLOW_PRIVATE_NETWORKS=true/,
    );
  });
});
