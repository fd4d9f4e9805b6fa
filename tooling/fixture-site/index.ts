/**
 * Test helper: a small shop website on 127.0.0.1 that exercises every scraper feature (robots,
 * nested sitemaps, redirects, broken links, duplicates, JSON-LD, Shopify feed). Used by the tests
 * and the benchmark in apps/api and by the end-to-end tests; never by production code.
 */
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FixtureSite {
  /** e.g. http://127.0.0.1:41234 */
  origin: string;
  /** Paths requested so far, in order (query strings included). */
  requestedPaths(): string[];
  close(): Promise<void>;
}

export interface FixtureSiteOptions {
  /** Adds generated pages /p/1..N (listed in the sitemap, each linking to the next few). */
  pages?: number;
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function layout(title: string, main: string, head = ''): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title>${head}</head>
<body>
<header><a href="/">Acme Outdoor</a>
  <nav><a href="/">Home</a> <a href="/about">About</a> <a href="/faq">FAQ</a> <a href="/contact">Contact</a></nav>
</header>
<main>${main}</main>
<footer><p>© Acme Outdoor. All rights reserved.</p><a href="/contact#form">Write to us</a></footer>
<script>window.analytics = { track() {} };</script>
</body></html>`;
}

const jsonLd = (data: unknown) => `<script type="application/ld+json">${JSON.stringify(data)}</script>`;

const ABOUT_MAIN = `<h1>About Acme Outdoor</h1>
<p>Acme Outdoor has made hiking gear in Portland since 1998.</p>
<p>Every product is tested on the Pacific Crest Trail before it reaches our shop.</p>`;

function routes(origin: string, generated: number): Map<string, () => { status?: number; type?: string; body: string; headers?: Record<string, string> }> {
  const html = (body: string) => ({ type: 'text/html; charset=utf-8', body });
  const xml = (body: string) => ({ type: 'application/xml', body });
  const urlset = (paths: string[]) =>
    xml(`<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:image="http://www.google.com/schemas/sitemap-image/1.1">
${paths.map((path) => `<url><loc>${origin}${path}</loc><image:image><image:loc>${origin}/img${path}.jpg</image:loc></image:image></url>`).join('\n')}
</urlset>`);
  const redirect = (status: number, location: string) => ({ status, headers: { location }, body: '' });
  const generatedPaths = Array.from({ length: generated }, (_, index) => `/p/${index + 1}`);

  const table = new Map<string, () => { status?: number; type?: string; body: string; headers?: Record<string, string> }>();
  table.set('/', () =>
    html(
      layout(
        'Acme Outdoor — Hiking gear',
        `<h1>Welcome to Acme Outdoor</h1>
<p>Gear for long days on the trail.</p>
<ul>
  <li><a href="/about">About us</a></li>
  <li><a href="/faq">Questions</a></li>
  <li><a href="/products/trail-shoe">Trail Shoe</a></li>
  <li><a href="/products/rain-jacket?utm_source=home#details">Rain Jacket</a></li>
  <li><a href="/private/secret">Staff only</a></li>
  <li><a href="/old-page">Our story (old link)</a></li>
  <li><a href="/missing">Discontinued range</a></li>
  <li><a href="/about-copy">About (print version)</a></li>
  <li><a href="/brochure.pdf">Brochure</a> <a href="mailto:hi@acme.example">Email</a> <a href="https://elsewhere.example/">Partner</a></li>
  ${generated > 0 ? '<li><a href="/p/1">All pages</a></li>' : ''}
</ul>`,
      ),
    ),
  );
  table.set('/robots.txt', () => ({
    type: 'text/plain',
    body: `User-agent: *\nDisallow: /private/\n\nSitemap: ${origin}/sitemap.xml\n`,
  }));
  table.set('/sitemap.xml', () =>
    xml(`<?xml version="1.0" encoding="UTF-8"?>
<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
  <sitemap><loc>${origin}/sitemap-pages.xml</loc></sitemap>
  <sitemap><loc>${origin}/sitemap-products.xml</loc></sitemap>
  ${generated > 0 ? `<sitemap><loc>${origin}/sitemap-generated.xml</loc></sitemap>` : ''}
</sitemapindex>`),
  );
  table.set('/sitemap-pages.xml', () => urlset(['/', '/about', '/faq', '/contact']));
  table.set('/sitemap-products.xml', () => urlset(['/products/trail-shoe', '/products/rain-jacket']));
  if (generated > 0) table.set('/sitemap-generated.xml', () => urlset(generatedPaths));

  table.set('/about', () => html(layout('About — Acme Outdoor', ABOUT_MAIN)));
  // Same words as /about under another URL: must be skipped as a duplicate.
  table.set('/about-copy', () => html(layout('About — Acme Outdoor', ABOUT_MAIN)));
  table.set('/contact', () => html(layout('Contact — Acme Outdoor', '<h1>Contact</h1><p>Call us on +1 503 555 0100, Monday to Friday.</p>')));
  table.set('/faq', () =>
    html(
      layout(
        'FAQ — Acme Outdoor',
        `<h1>Frequently asked questions</h1>
<h2>Do you ship internationally?</h2><p>Yes, we ship to 40 countries.</p>
<h2>What is your return policy?</h2><p>Returns are free within 30 days.</p>
<details><summary>Do you offer gift wrapping?</summary><p>Yes, for $5 per order.</p></details>`,
        jsonLd({
          '@context': 'https://schema.org',
          '@type': 'FAQPage',
          mainEntity: [
            {
              '@type': 'Question',
              name: 'Do you ship internationally?',
              acceptedAnswer: { '@type': 'Answer', text: '<p>Yes, we ship to <b>40 countries</b>.</p>' },
            },
            {
              '@type': 'Question',
              name: 'What is your return policy?',
              acceptedAnswer: { '@type': 'Answer', text: 'Returns are free within 30 days.' },
            },
          ],
        }),
      ),
    ),
  );
  table.set('/products/trail-shoe', () =>
    html(
      layout(
        'Trail Shoe — Acme Outdoor',
        '<h1>Trail Shoe</h1><p>A grippy, waterproof trail running shoe.</p><p>$129.00</p>',
        jsonLd({
          '@context': 'https://schema.org',
          '@type': 'Product',
          name: 'Trail Shoe',
          description: 'A grippy, waterproof trail running shoe.',
          sku: 'TS-100',
          image: `${origin}/img/trail-shoe.jpg`,
          offers: {
            '@type': 'Offer',
            price: '129.00',
            priceCurrency: 'USD',
            availability: 'https://schema.org/InStock',
            url: `${origin}/products/trail-shoe`,
          },
        }),
      ),
    ),
  );
  table.set('/products/rain-jacket', () =>
    html(
      layout(
        'Rain Jacket — Acme Outdoor',
        '<h1>Rain Jacket</h1><p>Three-layer shell for storms.</p><p>$189.50 — sold out</p>',
        jsonLd({
          '@context': 'https://schema.org',
          '@graph': [
            { '@type': 'WebPage', name: 'Rain Jacket' },
            { '@type': 'BreadcrumbList', itemListElement: [] },
            {
              '@type': 'Product',
              name: 'Rain Jacket',
              description: '<p>Three-layer shell for <em>storms</em>.</p>',
              sku: 'RJ-200',
              url: '/products/rain-jacket',
              image: [{ '@type': 'ImageObject', url: '/img/rain-jacket.jpg' }],
              offers: [{ '@type': 'Offer', price: 189.5, priceCurrency: 'USD', availability: 'http://schema.org/OutOfStock' }],
            },
          ],
        }),
      ),
    ),
  );
  table.set('/private/secret', () => html(layout('Secret', '<p>Staff discount codes.</p>')));
  table.set('/old-page', () => redirect(301, '/about'));
  table.set('/products.json', () => ({
    type: 'application/json; charset=utf-8',
    body: JSON.stringify({
      products: [
        {
          id: 1,
          title: 'Trail Shoe',
          handle: 'trail-shoe',
          body_html: '<p>A grippy, waterproof trail running shoe.</p>',
          variants: [{ id: 11, price: '129.00', sku: 'TS-100', available: true }],
          images: [{ src: 'https://cdn.acme.example/trail-shoe.jpg' }],
        },
        {
          id: 2,
          title: 'Camp Mug',
          handle: 'camp-mug',
          body_html: '<p>Enamel mug that survives <strong>campfires</strong>.</p>',
          variants: [
            { id: 21, price: '18.00', sku: 'CM-300', available: false },
            { id: 22, price: '18.00', sku: 'CM-301', available: true },
          ],
          images: [{ src: 'https://cdn.acme.example/camp-mug.jpg' }],
        },
      ],
    }),
  }));

  // Not linked from anywhere: targets for the SSRF and limit tests.
  table.set('/go-internal', () => redirect(302, `${origin}/about`));
  table.set('/go-metadata', () => redirect(302, 'http://169.254.169.254/latest/meta-data/'));
  table.set('/loop', () => redirect(302, '/loop'));
  table.set('/huge', () => html(`<html><body><p>${'x'.repeat(3 * 1024 * 1024)}</p></body></html>`));
  table.set('/image.png', () => ({ type: 'image/png', body: 'not really a png' }));

  for (const [index, path] of generatedPaths.entries()) {
    const n = index + 1;
    const next = [n + 1, n + 2, n + 3].filter((m) => m <= generated);
    table.set(path, () =>
      html(
        layout(
          `Guide ${n} — Acme Outdoor`,
          `<h1>Trail guide number ${n}</h1>
<p>Guide ${n} describes route ${n * 7} with ${n % 13} river crossings and ${n % 5} huts.</p>
<p>Pack list for guide ${n}: boots, shell, ${n % 3 === 0 ? 'microspikes' : 'poles'}, water for ${n % 4} days.</p>
<ul>${next.map((m) => `<li><a href="/p/${m}">Guide ${m}</a></li>`).join('')}</ul>`,
        ),
      ),
    );
  }
  return table;
}

/** Starts the fixture site on 127.0.0.1 with a random free port. */
export async function startFixtureSite(opts: FixtureSiteOptions = {}): Promise<FixtureSite> {
  const requested: string[] = [];
  let table: ReturnType<typeof routes> = new Map();
  const server = createServer((request, response: ServerResponse) => {
    const path = request.url ?? '/';
    requested.push(path);
    const pathname = new URL(path, 'http://fixture.invalid').pathname;
    if (pathname === '/slow') {
      // Answers after 2 s; the timer is unref'd so it never keeps a test process alive.
      setTimeout(() => response.end('late'), 2_000).unref();
      return;
    }
    const route = table.get(pathname);
    if (route === undefined) {
      response.writeHead(404, { 'content-type': 'text/html' }).end(layout('Not found', '<p>Not found</p>'));
      return;
    }
    const { status = 200, type, body, headers = {} } = route();
    response.writeHead(status, { ...(type ? { 'content-type': type } : {}), ...headers }).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  table = routes(origin, opts.pages ?? 0);
  return {
    origin,
    requestedPaths: () => [...requested],
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
