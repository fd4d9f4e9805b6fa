/**
 * Builds the marketing site: every page in every language as static HTML in dist/, plus
 * sitemap.xml and robots.txt. Set PUBLIC_ORIGIN for absolute canonical/hreflang URLs (Lighthouse checks that the canonical link stays on the host it loaded).
 * CSS is inlined and the few scripts are inline too: nothing blocks the first paint.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SUPPORTED_LANGUAGES } from '@parley/i18n/languages';
import { loadPlanStrings, loadStrings } from '../src/load';
import { PAGES, pagePath } from '../src/pages';
import { PLANS_AT_BUILD } from '../src/plans';
import { renderPage, renderSitemap } from '../src/render';
import { minifyCss } from '../src/styles';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(root, 'dist');
const origin = (process.env.PUBLIC_ORIGIN ?? 'http://localhost:3000').replace(/\/+$/, '');
// The design system's tokens (colours, radius, font) first, so the site looks like the dashboard and the widget.
const tokens = readFileSync(createRequire(import.meta.url).resolve('@parley/ui/tokens.css'), 'utf8');
const stylesheet = minifyCss(tokens + readFileSync(join(root, 'src', 'styles.css'), 'utf8'));

rmSync(dist, { recursive: true, force: true });
let count = 0;
let bytes = 0;
for (const lng of SUPPORTED_LANGUAGES) {
  const strings = loadStrings(lng);
  const planStrings = loadPlanStrings(lng);
  for (const page of PAGES) {
    const file = join(dist, pagePath(page, lng), 'index.html');
    mkdirSync(dirname(file), { recursive: true });
    const html = renderPage({ page, lng, strings, planStrings, plans: PLANS_AT_BUILD, origin, stylesheet });
    writeFileSync(file, html);
    bytes += Buffer.byteLength(html);
    count += 1;
  }
}
writeFileSync(join(dist, 'sitemap.xml'), renderSitemap(origin));
writeFileSync(join(dist, 'robots.txt'), `User-agent: *\nAllow: /\nDisallow: /dashboard\nSitemap: ${origin}/sitemap.xml\n`);
console.info(`marketing: ${count} pages prerendered into dist/ (${Math.round(bytes / count / 1024)} KB a page on average)`);
