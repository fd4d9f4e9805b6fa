// @vitest-environment jsdom
import { compileFunction } from 'node:vm';
import { LANGUAGE_OPTIONS, SUPPORTED_LANGUAGES, directionOf } from '@parley/i18n/languages';
import { describe, expect, it } from 'vitest';
import { guardScript } from './guard';
import { loadPlanStrings, loadStrings } from './load';
import { GUARDED_PAGES, PAGES, pagePath, type Page } from './pages';
import { PLANS_AT_BUILD } from './plans';
import { escapeHtml, renderPage, renderSitemap } from './render';

const ORIGIN = 'https://parley.example';
const render = (page: Page, lng = 'en') =>
  renderPage({ page, lng, strings: loadStrings(lng), planStrings: loadPlanStrings(lng), plans: PLANS_AT_BUILD, origin: ORIGIN, stylesheet: '' });
const dom = (html: string) => new DOMParser().parseFromString(html, 'text/html');

const cases = SUPPORTED_LANGUAGES.flatMap((lng) => PAGES.map((page) => ({ lng, page, name: `${lng} ${page || 'home'}` })));

describe.each(cases)('$name', ({ lng, page }) => {
  const html = render(page, lng);
  const doc = dom(html);
  const head = (selector: string, attribute: string) => doc.head.querySelector(selector)?.getAttribute(attribute);

  it('declares its language and direction', () => {
    expect(doc.documentElement.lang).toBe(lng);
    expect(doc.documentElement.dir).toBe(directionOf(lng));
  });

  it('has its own title and description, also as Open Graph', () => {
    const s = loadStrings(lng);
    const title = doc.title;
    expect(title).toBe(page === '' ? s.meta.title : `${s.pages[page].title} — Parley`);
    const description = head('meta[name="description"]', 'content')!;
    expect(description.length).toBeGreaterThan(15);
    expect(head('meta[property="og:title"]', 'content')).toBe(title);
    expect(head('meta[property="og:description"]', 'content')).toBe(description);
    expect(head('meta[property="og:url"]', 'content')).toBe(`${ORIGIN}${pagePath(page, lng)}`);
  });

  it('is canonical to itself, with an alternate for every language and x-default', () => {
    expect(head('link[rel="canonical"]', 'href')).toBe(`${ORIGIN}${pagePath(page, lng)}`);
    const alternates = [...doc.head.querySelectorAll('link[rel="alternate"]')].map((l) => [l.getAttribute('hreflang'), l.getAttribute('href')]);
    expect(alternates).toEqual([
      ...LANGUAGE_OPTIONS.map((o) => [o.code, `${ORIGIN}${pagePath(page, o.code)}`]),
      ['x-default', `${ORIGIN}${pagePath(page, 'en')}`],
    ]);
  });

  it('has one h1 and never skips a heading level', () => {
    const levels = [...doc.querySelectorAll('h1,h2,h3,h4,h5,h6')].map((h) => Number(h.tagName[1]));
    expect(levels.filter((l) => l === 1)).toHaveLength(1);
    expect(levels[0]).toBe(1);
    levels.forEach((level, i) => i > 0 && expect(level - levels[i - 1]!).toBeLessThanOrEqual(1));
  });

  it('leaves no placeholder unfilled and no copy missing', () => {
    const withoutScripts = html.replace(/<script>[\s\S]*?<\/script>/g, '');
    expect(dom(withoutScripts).body.textContent).not.toMatch(/{{|undefined|\[object Object\]/);
    expect(withoutScripts).not.toMatch(/="(undefined|null)?"/);
  });

  it('labels every form control and frame', () => {
    for (const control of doc.querySelectorAll('input:not([type="hidden"]),textarea,select')) {
      expect(doc.querySelector(`label[for="${control.id}"]`), control.outerHTML).not.toBeNull();
    }
    for (const frame of doc.querySelectorAll('iframe')) expect(frame.getAttribute('title')).toBeTruthy();
  });

  it('carries the sign-in guard only where the spec asks for it', () => {
    expect(html.includes(guardScript())).toBe(GUARDED_PAGES.includes(page));
  });
});

describe('the site as a whole', () => {
  it('lists every page in every language in the sitemap, each with its alternates', () => {
    const sitemap = renderSitemap(ORIGIN);
    const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toHaveLength(PAGES.length * SUPPORTED_LANGUAGES.length);
    for (const lng of SUPPORTED_LANGUAGES) for (const page of PAGES) expect(locs).toContain(`${ORIGIN}${pagePath(page, lng)}`);
    expect(sitemap.match(/<xhtml:link /g)).toHaveLength(locs.length * SUPPORTED_LANGUAGES.length);
  });

  it('puts English at the root and the other languages under their code', () => {
    expect(pagePath('', 'en')).toBe('/');
    expect(pagePath('faq', 'zh-Hant')).toBe('/zh-Hant/faq/');
  });

  it('escapes text so copy can never inject markup', () => {
    expect(escapeHtml(`<script>"x" & 'y'</script>`)).toBe('&lt;script&gt;&quot;x&quot; &amp; &#39;y&#39;&lt;/script&gt;');
  });

  it('links every demo route of spec §2 from the demos page', () => {
    const links = [...dom(render('demos')).querySelectorAll('main a')].map((a) => a.getAttribute('href'));
    expect(links).toEqual(['/trump', '/tippsy-demo', '/ordinary-demo', '/allseeingmasa']);
  });

  it('prerenders both prices of every plan with the Save 15% toggle', () => {
    const doc = dom(render('pricing'));
    expect(doc.querySelector('label[for="interval-year"]')!.textContent).toContain('Save 15%');
    const voice = doc.querySelector('[data-plan="voice"]')!;
    expect(voice.querySelector('.price-month')!.textContent).toBe('$50 per month');
    expect(voice.querySelector('.price-year')!.textContent).toBe('$510 per year');
    expect(doc.querySelector('[data-plan="intern"] .price-year')!.textContent).toBe('$0 per month');
  });

  it('answers FAQ with native disclosure widgets', () => {
    const doc = dom(render('faq', 'he'));
    expect(doc.querySelectorAll('details > summary').length).toBe(loadStrings('he').faq.items.length);
  });
});

describe('the sign-in guard', () => {
  function run(search: string, stored: Record<string, string>) {
    const storage = new Map(Object.entries(stored));
    const replaced: string[] = [];
    const context = {
      localStorage: { getItem: (k: string) => storage.get(k) ?? null, setItem: (k: string, v: string) => storage.set(k, v) },
      location: { search, replace: (url: string) => replaced.push(url) },
      URLSearchParams,
    };
    const guard = compileFunction(guardScript(), Object.keys(context)) as (...globals: unknown[]) => void;
    guard(...Object.values(context));
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
