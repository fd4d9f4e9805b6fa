import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { guardScript } from './guard';
import { pagePath } from './pages';
import { escapeHtml, renderPage, renderSitemap, type MarketingStrings } from './render';

const locales = join(dirname(createRequire(import.meta.url).resolve('@parley/i18n/package.json')), 'locales');
const strings = (lng: string) => JSON.parse(readFileSync(join(locales, lng, 'marketing.json'), 'utf8')) as MarketingStrings;
const render = (page: Parameters<typeof renderPage>[0]['page'], lng = 'en') =>
  renderPage({ page, lng, strings: strings(lng), origin: 'https://parley.example', stylesheet: '' });

describe('marketing prerender', () => {
  it('renders the home page with meta, Open Graph, hreflang alternates and the sign-in guard', () => {
    const html = render('');
    expect(html).toContain('<html lang="en" dir="ltr"');
    expect(html).toContain(`<title>${escapeHtml(strings('en').meta.title)}</title>`);
    expect(html).toContain('<meta property="og:title"');
    expect(html).toContain('<link rel="alternate" hreflang="ar" href="https://parley.example/ar/">');
    expect(html).toContain(guardScript());
  });

  it('renders Arabic right to left, and only guards the pages the spec names', () => {
    const html = render('pricing', 'ar');
    expect(html).toContain('<html lang="ar" dir="rtl"');
    expect(html).not.toContain(guardScript());
    expect(render('partnerships')).toContain(guardScript());
  });

  it('puts English at the root and the other languages under their code', () => {
    expect(pagePath('', 'en')).toBe('/');
    expect(pagePath('faq', 'zh-Hant')).toBe('/zh-Hant/faq/');
    expect(renderSitemap('https://p.example')).toContain('<loc>https://p.example/he/terms/</loc>');
  });

  it('escapes text so copy can never inject markup', () => {
    expect(escapeHtml(`<script>"x" & 'y'</script>`)).toBe('&lt;script&gt;&quot;x&quot; &amp; &#39;y&#39;&lt;/script&gt;');
  });
});

describe('the guard script', () => {
  function run(search: string, stored: Record<string, string>) {
    const storage = new Map(Object.entries(stored));
    const replaced: string[] = [];
    const context = {
      localStorage: { getItem: (k: string) => storage.get(k) ?? null, setItem: (k: string, v: string) => storage.set(k, v) },
      location: { search, replace: (url: string) => replaced.push(url) },
      URLSearchParams,
    };
    new Function(...Object.keys(context), guardScript())(...Object.values(context));
    return { replaced, storage };
  }

  it('sends a signed-in person to the dashboard, or to the billing callback with a session_id', () => {
    const signedIn = { jwt_token: 't', organization_id: '1' };
    expect(run('', signedIn).replaced).toEqual(['/dashboard']);
    expect(run('?session_id=cs_1', signedIn).replaced).toEqual(['/dashboard/billing/callback?session_id=cs_1']);
  });

  it('saves the callback as intended URL for a signed-out person, and leaves others be', () => {
    const { replaced, storage } = run('?session_id=cs_2', {});
    expect(replaced).toEqual([]);
    expect(storage.get('intended_url')).toBe('/dashboard/billing/callback?session_id=cs_2');
    expect(run('', { jwt_token: 't' }).replaced).toEqual([]);
  });
});
