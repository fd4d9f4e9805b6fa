import { LANGUAGE_OPTIONS } from '@parley/i18n/languages';
import { demoScript } from './client/demo';
import { partnerFormScript } from './client/partner-form';
import { pricingScript } from './client/pricing';
import { layout } from './layout';
import { PAGES, pagePath, type Page } from './pages';
import type { ApiPlan } from './plans';
import { demosBody, examplesBody, faqBody, legalBody, manifestoBody } from './sections/content';
import { homeBody } from './sections/home';
import { partnershipsBody } from './sections/partnerships';
import { pricingBody } from './sections/pricing';
import type { MarketingStrings, PlanStrings } from './strings';

export { escapeHtml } from './html';
export type { MarketingStrings, PlanStrings } from './strings';

export interface RenderOptions {
  page: Page;
  lng: string;
  strings: MarketingStrings;
  /** The dashboard's plan names and features (`common.json` → `plans`), for the pricing page. */
  planStrings: PlanStrings;
  /** Plans to prerender; the pricing page's script refreshes them from the API. */
  plans: readonly ApiPlan[];
  /** Absolute origin for canonical and alternate links, e.g. `https://parley.example`. */
  origin: string;
  stylesheet: string;
}

function body(page: Page, o: RenderOptions): { main: string; scripts?: string[] } {
  const s = o.strings;
  switch (page) {
    case '':
      return { main: homeBody(s, o.lng), scripts: [demoScript()] };
    case 'pricing':
      return { main: pricingBody(s, o.planStrings, o.plans, o.lng), scripts: [pricingScript()] };
    case 'partnerships':
      return { main: partnershipsBody(s, o.lng), scripts: [partnerFormScript()] };
    case 'demos':
      return { main: demosBody(s) };
    case 'examples':
      return { main: examplesBody(s) };
    case 'faq':
      return { main: faqBody(s) };
    case 'manifesto':
      return { main: manifestoBody(s) };
    case 'privacy':
    case 'terms':
      return { main: legalBody(s, page) };
  }
}

/** One prerendered page: complete HTML with meta, Open Graph, hreflang alternates and, where the spec says, the guard. */
export function renderPage(options: RenderOptions): string {
  const { main, scripts } = body(options.page, options);
  return layout({ page: options.page, lng: options.lng, s: options.strings, origin: options.origin, stylesheet: options.stylesheet, main, scripts });
}

/** sitemap.xml: every page in every language, each with its alternates (Google's hreflang-in-sitemap form). */
export function renderSitemap(origin: string): string {
  const urls = PAGES.flatMap((page) =>
    LANGUAGE_OPTIONS.map((option) => {
      const alternates = LANGUAGE_OPTIONS.map((o) => `<xhtml:link rel="alternate" hreflang="${o.code}" href="${origin}${pagePath(page, o.code)}"/>`).join('');
      return `<url><loc>${origin}${pagePath(page, option.code)}</loc>${alternates}</url>`;
    }),
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
}
