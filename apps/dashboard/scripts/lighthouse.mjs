#!/usr/bin/env node
/**
 * Lighthouse (mobile: its default emulated phone, slow 4G and 4× CPU slowdown) on the dashboard's
 * signed-out pages, built: a benchmark, not a test, since scores move from run to run.
 *
 *   pnpm --filter @parley/dashboard build && pnpm --filter @parley/dashboard lighthouse
 *   pnpm --filter @parley/dashboard lighthouse -- /login /demo --runs=5 --min=95
 *
 * Serves dist/ with `vite preview` (compressed, as a production server should) and the
 * translations from packages/i18n/locales, as the API does. Chromium is Debian's (CHROME_PATH,
 * default `command -v chromium`); the npm `lighthouse` is the one @parley/marketing installs.
 * Prints the median of --runs (3) per page; exits 1 if a median performance is below --min.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { preview } from 'vite';

const args = process.argv.slice(2);
const option = (name, fallback) => Number(args.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
const runs = Math.max(1, option('runs', 3));
const min = option('min', 95);
const pages = args.filter((a) => a.startsWith('/'));
const paths = pages.length ? pages : ['/login', '/register', '/demo'];
const chromePath = process.env.CHROME_PATH || execFileSync('sh', ['-c', 'command -v chromium || true']).toString().trim();
const dist = new URL('../dist/', import.meta.url);
const locales = new URL('../../../packages/i18n/locales/', import.meta.url);

if (!existsSync(new URL('index.html', dist))) throw new Error('apps/dashboard/dist is missing: run `pnpm --filter @parley/dashboard build` first.');
if (!chromePath || !existsSync(chromePath)) throw new Error('No Chromium: install Debian’s chromium or set CHROME_PATH.');

// Lighthouse and its Chrome launcher come with @parley/marketing's dev dependencies.
const fromMarketing = createRequire(new URL('../../marketing/package.json', import.meta.url));
const lighthousePath = fromMarketing.resolve('lighthouse');
const { default: lighthouse } = await import(pathToFileURL(lighthousePath).href);
const { launch } = await import(pathToFileURL(createRequire(lighthousePath).resolve('chrome-launcher')).href);

/** `/locales/{lng}/{ns}.json` from the repository, as the API serves it (names checked, nothing else). */
const serveLocales = {
  name: 'parley-locales',
  configurePreviewServer(server) {
    server.middlewares.use((request, response, next) => {
      const match = /^\/locales\/([A-Za-z-]{2,10})\/([a-z-]{1,40})\.json$/.exec(request.url ?? '');
      const file = match && new URL(`${match[1]}/${match[2]}.json`, locales);
      if (!file || !existsSync(file)) return next();
      response.setHeader('content-type', 'application/json; charset=utf-8');
      response.end(readFileSync(file));
    });
  },
};

const server = await preview({
  root: new URL('..', import.meta.url).pathname,
  logLevel: 'warn',
  plugins: [serveLocales],
  preview: { host: '127.0.0.1', port: 0, strictPort: false, open: false },
});
const origin = server.resolvedUrls.local[0].replace(/\/$/, '');
const chrome = await launch({ chromePath, chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'] });

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const AUDITS = { lcp: 'largest-contentful-paint', fcp: 'first-contentful-paint', tbt: 'total-blocking-time', bytes: 'total-byte-weight' };
let below = false;
try {
  console.info(`Lighthouse (mobile) on ${origin}, median of ${runs} run(s)`);
  console.info(['page'.padEnd(12), 'performance', 'LCP ms', 'FCP ms', 'TBT ms', 'KiB'].map((h) => h.padStart(11)).join(' '));
  for (const path of paths) {
    const results = [];
    for (let run = 0; run < runs; run += 1) {
      const { lhr } = await lighthouse(`${origin}${path}`, { port: chrome.port, onlyCategories: ['performance'], logLevel: 'error' });
      results.push({
        score: Math.round((lhr.categories.performance.score ?? 0) * 100),
        ...Object.fromEntries(Object.entries(AUDITS).map(([key, id]) => [key, lhr.audits[id]?.numericValue ?? NaN])),
      });
    }
    const row = Object.fromEntries(['score', ...Object.keys(AUDITS)].map((key) => [key, median(results.map((r) => r[key]))]));
    below ||= row.score < min;
    const cells = [row.score, Math.round(row.lcp), Math.round(row.fcp), Math.round(row.tbt), Math.round(row.bytes / 1024)];
    console.info([path.padEnd(12), ...cells.map((c) => String(c).padStart(11))].join(' '));
  }
} finally {
  await chrome.kill();
  await server.close();
}
if (below) {
  console.error(`A page's median performance is below ${min}.`);
  process.exit(1);
}
