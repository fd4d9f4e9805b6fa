import type { Dispatcher } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crawlSite, planLinks, type CrawlResult } from './crawl';
import { BlockedAddressError, FetchPageError, UnsafeUrlError } from './errors';
import { extractPage } from './extract';
import { fetchPage } from './fetch-page';
import { createPinnedDispatcher, startFixtureSite, type FixtureSite } from './fixture-site';
import { assertPublicUrl, createGuardedDispatcher, isBlockedAddress, type Resolver } from './network-guard';
import { dedupeProducts, parsePrice } from './products';
import { loadRobots, parseRobots } from './robots';
import { parseShopifyProducts } from './shopify';
import { parseSitemap } from './sitemap';
import { normaliseUrl } from './url';

/** Fake DNS: tests never reach a real resolver or the internet. */
const fakeDns =
  (answers: Record<string, string[]>): Resolver =>
  async (host) => {
    const answer = answers[host];
    if (answer === undefined) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${host}`), { code: 'ENOTFOUND' });
    return answer;
  };

let site: FixtureSite;
const dispatchers: Dispatcher[] = [];
const track = <T extends Dispatcher>(dispatcher: T): T => {
  dispatchers.push(dispatcher);
  return dispatcher;
};

beforeAll(async () => {
  site = await startFixtureSite();
});
afterAll(async () => {
  await Promise.all(dispatchers.map((dispatcher) => dispatcher.close()));
  await site.close();
});

describe('isBlockedAddress', () => {
  it.each([
    '127.0.0.1',
    '127.255.0.9',
    '::1',
    '10.0.0.1',
    '172.16.5.4',
    '172.31.255.255',
    '192.168.1.1',
    'fc00::1',
    'fd12:3456::1',
    '169.254.169.254',
    'fe80::1',
    '0.0.0.0',
    '::',
    '100.64.0.1',
    '100.100.100.200',
    '224.0.0.1',
    'ff02::1',
    '255.255.255.255',
    '240.0.0.1',
    '192.0.2.10',
    '::ffff:127.0.0.1',
    '::ffff:169.254.169.254',
    '::ffff:10.1.2.3',
    '[::1]',
    'not-an-ip',
  ])('blocks %s', (ip) => {
    expect(isBlockedAddress(ip)).toBe(true);
  });

  it.each(['93.184.216.34', '8.8.8.8', '172.32.0.1', '100.128.0.1', '2606:4700:4700::1111', '::ffff:8.8.8.8'])('allows public %s', (ip) => {
    expect(isBlockedAddress(ip)).toBe(false);
  });
});

describe('SSRF protection (allowPrivateNetworks: false)', () => {
  const guarded = () => track(createGuardedDispatcher({ allowPrivateNetworks: false }));

  it('refuses private, loopback, metadata and localhost targets', async () => {
    const before = site.requestedPaths().length;
    const dispatcher = guarded();
    const port = new URL(site.origin).port;
    for (const url of [
      `http://127.0.0.1:${port}/`,
      'http://10.0.0.1/',
      'http://169.254.169.254/latest/meta-data/',
      'http://[::1]/',
      'http://[::ffff:127.0.0.1]/',
      'http://0.0.0.0/',
      // Decimal and hex spellings of 127.0.0.1: the URL parser normalises them, then they are refused.
      'http://2130706433/',
      'http://0x7f.1/',
      'http://100.100.100.200/latest/meta-data/',
    ]) {
      await expect(assertPublicUrl(new URL(url), false), url).rejects.toBeInstanceOf(BlockedAddressError);
      await expect(fetchPage(url, { dispatcher, allowPrivateNetworks: false }), url).rejects.toBeInstanceOf(BlockedAddressError);
    }
    // localhost goes through a real (local, /etc/hosts) lookup and resolves to loopback.
    await expect(fetchPage('http://localhost/', { dispatcher, allowPrivateNetworks: false })).rejects.toThrow(
      'This address points to a private or internal network and cannot be scraped.',
    );
    expect(site.requestedPaths().slice(before)).toEqual([]);
  });

  it('refuses other schemes, credentials and non-web ports', async () => {
    const publicDns = fakeDns({ 'shop.example': ['93.184.216.34'] });
    await expect(assertPublicUrl(new URL('file:///etc/passwd'), false)).rejects.toBeInstanceOf(UnsafeUrlError);
    await expect(assertPublicUrl(new URL('ftp://shop.example/'), true)).rejects.toBeInstanceOf(UnsafeUrlError);
    await expect(assertPublicUrl(new URL('http://user:pw@shop.example/'), false, publicDns)).rejects.toBeInstanceOf(UnsafeUrlError);
    await expect(assertPublicUrl(new URL('http://shop.example:6379/'), false, publicDns)).rejects.toThrow('standard web ports');
    await expect(assertPublicUrl(new URL('https://shop.example:8443/'), false, publicDns)).resolves.toBeUndefined();
    // A name with one public and one private answer is refused: any blocked answer is enough.
    const mixed = fakeDns({ 'mixed.example': ['93.184.216.34', '10.0.0.5'] });
    await expect(assertPublicUrl(new URL('http://mixed.example/'), false, mixed)).rejects.toBeInstanceOf(BlockedAddressError);
  });

  it('checks every redirect hop: a public page redirecting to loopback or metadata is refused', async () => {
    // Hop 1: shop.example "resolves" to a public IP, and the pinned dispatcher serves it from the fixture.
    const options = {
      dispatcher: track(createPinnedDispatcher(site.origin)),
      allowPrivateNetworks: false,
      resolve: fakeDns({ 'shop.example': ['93.184.216.34'] }),
    };
    const before = site.requestedPaths().length;
    await expect(fetchPage('http://shop.example/go-internal', options)).rejects.toBeInstanceOf(BlockedAddressError);
    await expect(fetchPage('http://shop.example/go-metadata', options)).rejects.toBeInstanceOf(BlockedAddressError);
    // The first hops were really served; the second hops never happened.
    expect(site.requestedPaths().slice(before)).toEqual(['/go-internal', '/go-metadata']);
    // Control: the same setup without a redirect succeeds, so the refusal above came from the hop check.
    const page = await fetchPage('http://shop.example/about', options);
    expect(page.status).toBe(200);
  });

  it('re-checks the address at connect time (DNS rebinding)', async () => {
    // The pre-flight check sees a public address; by connect time the name points at loopback.
    const dispatcher = track(createGuardedDispatcher({ allowPrivateNetworks: false, resolve: fakeDns({ 'rebind.example': ['127.0.0.1'] }) }));
    const error = await fetchPage('http://rebind.example/', {
      dispatcher,
      allowPrivateNetworks: false,
      resolve: fakeDns({ 'rebind.example': ['93.184.216.34'] }),
    }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(BlockedAddressError);
    expect((error as BlockedAddressError).address).toBe('127.0.0.1');
  });
});

describe('fetchPage', () => {
  const options = () => ({
    dispatcher: track(createGuardedDispatcher({ allowPrivateNetworks: true })),
    allowPrivateNetworks: true,
  });

  it('follows redirects and reports where it came from', async () => {
    const page = await fetchPage(`${site.origin}/old-page`, options());
    expect(page).toMatchObject({ url: `${site.origin}/about`, status: 200, redirectedFrom: `${site.origin}/old-page` });
    expect(page.body).toContain('Portland since 1998');
  });

  it('returns non-2xx answers instead of throwing', async () => {
    const page = await fetchPage(`${site.origin}/missing`, options());
    expect(page.status).toBe(404);
    expect(page.redirectedFrom).toBeUndefined();
  });

  it('enforces the redirect limit, the size cap and the timeout', async () => {
    await expect(fetchPage(`${site.origin}/loop`, options())).rejects.toThrow('redirected more than 5 times');
    await expect(fetchPage(`${site.origin}/huge`, options())).rejects.toThrow('larger than 2 MB');
    const error = await fetchPage(`${site.origin}/slow`, { ...options(), timeoutMs: 200 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(FetchPageError);
    expect(error).toMatchObject({ code: 'timeout', retryable: true, message: 'The page did not respond within 0.2 s.' });
  });

  it('does not download non-text bodies', async () => {
    const page = await fetchPage(`${site.origin}/image.png`, options());
    expect(page).toMatchObject({ status: 200, contentType: 'image/png', body: '' });
  });
});

describe('robots and sitemaps', () => {
  it('parses rules and sitemaps; a missing robots.txt allows everything', async () => {
    const rules = parseRobots(
      'https://shop.example/robots.txt',
      'User-agent: *\nDisallow: /cart\n\nUser-agent: ParleyBot\nDisallow: /private/\nCrawl-delay: 2\nSitemap: https://shop.example/s.xml',
    );
    expect(rules.isAllowed('https://shop.example/private/x')).toBe(false);
    // The ParleyBot group replaces the * group for us.
    expect(rules.isAllowed('https://shop.example/cart')).toBe(true);
    expect(rules.crawlDelayMs).toBe(2000);
    expect(rules.sitemaps).toEqual(['https://shop.example/s.xml']);

    const missing = await loadRobots('https://shop.example', async (url) => ({
      url,
      status: 404,
      contentType: 'text/html',
      body: '',
    }));
    expect(missing.status).toBe('missing');
    expect(missing.isAllowed('https://shop.example/anything')).toBe(true);
    const broken = await loadRobots('https://shop.example', async (url) => ({ url, status: 503, contentType: '', body: '' }));
    expect(broken.isAllowed('https://shop.example/')).toBe(false);
  });

  it('parses url sets, sitemap indexes and ignores image locs', () => {
    expect(
      parseSitemap(`<?xml version="1.0"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:image="http://www.google.com/schemas/sitemap-image/1.1">
        <url><loc> https://a.example/x </loc><image:image><image:loc>https://a.example/x.jpg</image:loc></image:image></url>
        <url><loc>https://a.example/y</loc></url></urlset>`),
    ).toEqual({ urls: ['https://a.example/x', 'https://a.example/y'], sitemaps: [] });
    expect(parseSitemap('<sitemapindex><sitemap><loc>https://a.example/s1.xml</loc></sitemap></sitemapindex>')).toEqual({
      urls: [],
      sitemaps: ['https://a.example/s1.xml'],
    });
  });
});

describe('normaliseUrl and planLinks', () => {
  it('normalises', () => {
    expect(normaliseUrl('HTTP://WWW.Shop.Example:80/About/?b=2&utm_source=x&a=1#team')).toBe('http://www.shop.example/About/?a=1&b=2');
    expect(normaliseUrl('https://shop.example:443')).toBe('https://shop.example/');
    expect(normaliseUrl('https://shop.example/?utm_medium=mail')).toBe('https://shop.example/');
    // The path stays as linked: servers answer /a/b/ and /a/b differently.
    expect(normaliseUrl('https://shop.example:8443/a/b/')).toBe('https://shop.example:8443/a/b/');
    expect(normaliseUrl('https://shop.example/a/b')).toBe('https://shop.example/a/b');
    // Parameters keep their exact encoding; repeated keys keep their order.
    expect(normaliseUrl('https://shop.example/s?q=rain%20jacket&flag&UTM_campaign=x&c=2&c=1')).toBe('https://shop.example/s?c=2&c=1&flag&q=rain%20jacket');
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

describe('extractPage', () => {
  it('reads main text, title and same-site links', () => {
    const page = extractPage(
      `<html><head><title> Shop  </title><base href="/en/"></head><body>
        <header><nav><a href="/">Home</a></nav></header>
        <aside>Sidebar ad</aside>
        <main><h1>Hello</h1><p>First   paragraph<br>second line</p><ul><li>One</li><li>Two</li></ul>
          <script>var x = 1;</script><form><input></form></main>
        <a href="team">Team</a><a href="https://www.shop.example/jobs#open">Jobs</a>
        <a href="https://elsewhere.example/">Other</a><a href="/logo.png">Logo</a><a href="javascript:void(0)">JS</a>
        <footer>Footer text</footer></body></html>`,
      'https://shop.example/en/index',
    );
    expect(page.title).toBe('Shop');
    expect(page.text).toBe('Hello\nFirst paragraph\nsecond line\nOne\nTwo');
    expect(page.links).toEqual(['https://shop.example/', 'https://shop.example/en/team', 'https://www.shop.example/jobs']);
    expect(page.contentHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('finds JSON-LD products inside @graph and ItemList', () => {
    const page = extractPage(
      `<script type="application/ld+json">{"@context":"https://schema.org","@graph":[
        {"@type":"Organization","name":"Shop"},
        {"@type":["Product"],"name":"Kettle","description":"<p>Boils <b>fast</b>.</p>","sku":1234,
         "image":[{"@type":"ImageObject","url":"/k.jpg"}],
         "offers":{"@type":"AggregateOffer","lowPrice":"1.299,00","priceCurrency":"eur","availability":"https://schema.org/PreOrder"}}]}</script>
       <script type="application/ld+json">{"@type":"ItemList","itemListElement":[{"@type":"ListItem","item":
         {"@type":"Product","name":"Teapot","url":"/teapot","offers":[{"@type":"Offer","price":25,"availability":"OutOfStock"}]}}]}</script>
       <script type="application/ld+json">{"@type":"Product","name":"Broken
         line","offers":{"price":"3"}}</script>
       <script type="application/ld+json">{ not json </script>`,
      'https://shop.example/kitchen',
    );
    expect(page.products).toEqual([
      {
        name: 'Kettle',
        description: 'Boils fast.',
        price: 1299,
        currency: 'EUR',
        sku: '1234',
        url: 'https://shop.example/kitchen',
        image: 'https://shop.example/k.jpg',
        availability: 'preorder',
      },
      {
        name: 'Teapot',
        description: null,
        price: 25,
        currency: null,
        sku: null,
        url: 'https://shop.example/teapot',
        image: null,
        availability: 'out_of_stock',
      },
      {
        name: 'Broken line',
        description: null,
        price: 3,
        currency: null,
        sku: null,
        url: 'https://shop.example/kitchen',
        image: null,
        availability: 'unknown',
      },
    ]);
  });

  it('keeps a form that wraps the whole page (ASP.NET WebForms) but drops small forms', () => {
    const page = extractPage(
      `<body><form id="aspnetForm"><h1>Plumbing services</h1><p>24/7 emergency call-outs.</p></form>
        <form class="newsletter"><label>Newsletter</label><input></form></body>`,
      'https://plumber.example/',
    );
    expect(page.text).toBe('Plumbing services\n24/7 emergency call-outs.');
  });

  it('finds FAQs in microdata, <details> and question-style <dl>, without repeats', () => {
    const page = extractPage(
      `<main>
        <div itemscope itemtype="https://schema.org/FAQPage">
          <div itemscope itemprop="mainEntity" itemtype="https://schema.org/Question">
            <h3 itemprop="name">Can I pay by invoice?</h3>
            <div itemscope itemprop="acceptedAnswer" itemtype="https://schema.org/Answer">
              <div itemprop="text"><p>Yes, for orders above $500.</p></div></div></div></div>
        <details><summary>Can I pay by invoice?</summary>Duplicate of the microdata one.</details>
        <details><summary>Where are you based?</summary><p>Berlin.</p></details>
        <dl><dt>Opening hours</dt><dd>9–5</dd><dt>Do you deliver on weekends?</dt><dd>Saturdays only.</dd></dl>
      </main><nav><details><summary>Menu</summary><a href="/a">A</a></details></nav>`,
      'https://shop.example/help',
    );
    expect(page.faqs).toEqual([
      { question: 'Can I pay by invoice?', answer: 'Yes, for orders above $500.' },
      { question: 'Where are you based?', answer: 'Berlin.' },
      { question: 'Do you deliver on weekends?', answer: 'Saturdays only.' },
    ]);
  });
});

describe('parseShopifyProducts', () => {
  it('maps the products.json feed', () => {
    const products = parseShopifyProducts(
      {
        products: [
          {
            title: 'Camp Mug',
            handle: 'camp-mug',
            body_html: '<p>Enamel <strong>mug</strong>.</p>',
            variants: [
              { price: '18.00', sku: 'CM-300', available: false },
              { price: '19.00', sku: 'CM-301', available: true },
            ],
            images: [{ src: 'https://cdn.example/mug.jpg' }, { src: 'https://cdn.example/mug2.jpg' }],
          },
          { title: 'Gift card', handle: 'gift-card', body_html: null, variants: [{ price: '25', sku: '' }], images: [] },
          { title: 'No handle' },
          'garbage',
        ],
      },
      'https://shop.example/collections/all',
    );
    expect(products).toEqual([
      {
        name: 'Camp Mug',
        description: 'Enamel mug.',
        price: 18,
        currency: null,
        sku: 'CM-300',
        url: 'https://shop.example/products/camp-mug',
        image: 'https://cdn.example/mug.jpg',
        availability: 'in_stock',
      },
      {
        name: 'Gift card',
        description: null,
        price: 25,
        currency: null,
        sku: null,
        url: 'https://shop.example/products/gift-card',
        image: null,
        availability: 'unknown',
      },
    ]);
    expect(parseShopifyProducts('<html>', 'https://shop.example')).toEqual([]);
  });

  it('merges a Shopify product into the JSON-LD one with the same SKU', () => {
    const [merged, ...rest] = dedupeProducts([
      { name: 'Shoe', description: null, price: 129, currency: 'USD', sku: 'TS-100', url: 'https://s.example/p/shoe', image: null, availability: 'unknown' },
      {
        name: 'Shoe',
        description: 'Grippy.',
        price: 120,
        currency: null,
        sku: 'TS-100',
        url: 'https://s.example/products/shoe',
        image: 'https://cdn/x.jpg',
        availability: 'in_stock',
      },
    ]);
    expect(rest).toEqual([]);
    expect(merged).toMatchObject({ price: 129, currency: 'USD', description: 'Grippy.', image: 'https://cdn/x.jpg', availability: 'in_stock' });
    expect(parsePrice('$1,299.00')).toBe(1299);
    expect(parsePrice('12,50')).toBe(12.5);
    expect(parsePrice('free')).toBeNull();
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
    const bySku = Object.fromEntries(result.products.map((product) => [product.sku, product]));
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
    expect(refused.failures).toEqual([{ url: `${site.origin}/`, error: 'This address points to a private or internal network and cannot be scraped.' }]);
  });
});
