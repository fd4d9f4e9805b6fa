/**
 * Builds the marketing site: every page in every language as static HTML in dist/, plus
 * sitemap.xml and robots.txt. Set PUBLIC_ORIGIN for absolute canonical/hreflang URLs.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SUPPORTED_LANGUAGES } from '@parley/i18n/languages';
import { PAGES, pagePath } from '../src/pages';
import { renderPage, renderSitemap, type MarketingStrings } from '../src/render';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(root, 'dist');
const locales = join(dirname(createRequire(import.meta.url).resolve('@parley/i18n/package.json')), 'locales');
const origin = (process.env.PUBLIC_ORIGIN ?? 'http://localhost:3000').replace(/\/+$/, '');
const stylesheet = readFileSync(join(root, 'src', 'styles.css'), 'utf8').trim();

rmSync(dist, { recursive: true, force: true });
let count = 0;
for (const lng of SUPPORTED_LANGUAGES) {
  const strings = JSON.parse(readFileSync(join(locales, lng, 'marketing.json'), 'utf8')) as MarketingStrings;
  for (const page of PAGES) {
    const file = join(dist, pagePath(page, lng), 'index.html');
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, renderPage({ page, lng, strings, origin, stylesheet }));
    count += 1;
  }
}
writeFileSync(join(dist, 'sitemap.xml'), renderSitemap(origin));
writeFileSync(join(dist, 'robots.txt'), `User-agent: *\nAllow: /\nSitemap: ${origin}/sitemap.xml\n`);
console.info(`marketing: ${count} pages prerendered into dist/`);
