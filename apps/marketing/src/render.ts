import { LANGUAGE_OPTIONS, directionOf } from '@parley/i18n/languages';
import { guardScript } from './guard';
import { GUARDED_PAGES, PAGES, pagePath, type ContentPage, type Page } from './pages';

/** The `marketing` namespace of one language. */
export interface MarketingStrings {
  meta: { title: string; description: string };
  nav: Record<'label' | 'pricing' | 'faq' | 'examples' | 'manifesto' | 'partnerships' | 'signIn' | 'startFree' | 'language', string>;
  hero: Record<'title' | 'subtitle' | 'cta' | 'secondary', string>;
  features: Record<'trainTitle' | 'trainBody' | 'talkTitle' | 'talkBody' | 'sellTitle' | 'sellBody' | 'installTitle' | 'installBody', string>;
  pages: Record<ContentPage, { title: string; lead: string }>;
  more: string;
  footer: Record<'rights' | 'privacy' | 'terms', string>;
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);

export interface RenderOptions {
  page: Page;
  lng: string;
  strings: MarketingStrings;
  /** Absolute origin for canonical and alternate links, e.g. `https://parley.example`. */
  origin: string;
  stylesheet: string;
}

function body(page: Page, lng: string, s: MarketingStrings): string {
  const link = (target: Page) => pagePath(target, lng);
  if (page === '') {
    const feature = (key: 'train' | 'talk' | 'sell' | 'install') =>
      `<li><h2>${escapeHtml(s.features[`${key}Title`])}</h2><p>${escapeHtml(s.features[`${key}Body`])}</p></li>`;
    return `<section class="hero"><h1>${escapeHtml(s.hero.title)}</h1><p class="lead">${escapeHtml(s.hero.subtitle)}</p>
<p class="actions"><a class="button primary" href="/register">${escapeHtml(s.hero.cta)}</a> <a class="button" href="${link('pricing')}">${escapeHtml(s.hero.secondary)}</a></p></section>
<ul class="features">${(['train', 'talk', 'sell', 'install'] as const).map(feature).join('')}</ul>`;
  }
  const content = s.pages[page];
  return `<section class="hero"><h1>${escapeHtml(content.title)}</h1><p class="lead">${escapeHtml(content.lead)}</p>
<p>${escapeHtml(s.more)}</p><p class="actions"><a class="button primary" href="/register">${escapeHtml(s.nav.startFree)}</a></p></section>`;
}

/** One prerendered page: complete HTML with meta, Open Graph, hreflang alternates and the guard. */
export function renderPage({ page, lng, strings: s, origin, stylesheet }: RenderOptions): string {
  const title = page === '' ? s.meta.title : `${s.pages[page].title} — Parley`;
  const description = page === '' ? s.meta.description : s.pages[page].lead;
  const url = `${origin}${pagePath(page, lng)}`;
  const alternates = LANGUAGE_OPTIONS.map(
    (option) => `<link rel="alternate" hreflang="${option.code}" href="${origin}${pagePath(page, option.code)}">`,
  ).join('');
  const nav = (['pricing', 'faq', 'examples', 'manifesto', 'partnerships'] as const)
    .map((target) => `<a href="${pagePath(target, lng)}">${escapeHtml(s.nav[target])}</a>`)
    .join('');
  const languages = LANGUAGE_OPTIONS.map(
    (option) =>
      `<a href="${pagePath(page, option.code)}" hreflang="${option.code}" lang="${option.code}"${option.code === lng ? ' aria-current="true"' : ''}>${escapeHtml(option.name)}</a>`,
  ).join('');
  return `<!doctype html>
<html lang="${lng}" dir="${directionOf(lng)}" data-i18n-loaded="true">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="icon" href="data:image/svg+xml,%3Csvg xmlns=%27http://www.w3.org/2000/svg%27 viewBox=%270 0 32 32%27%3E%3Crect width=%2732%27 height=%2732%27 rx=%278%27 fill=%27%234f46e5%27/%3E%3C/svg%3E">
<title>${escapeHtml(title)}</title>
<meta name="description" content="${escapeHtml(description)}">
<link rel="canonical" href="${url}">
${alternates}<link rel="alternate" hreflang="x-default" href="${origin}${pagePath(page, 'en')}">
<meta property="og:type" content="website"><meta property="og:site_name" content="Parley">
<meta property="og:title" content="${escapeHtml(title)}"><meta property="og:description" content="${escapeHtml(description)}"><meta property="og:url" content="${url}">
${GUARDED_PAGES.includes(page) ? `<script>${guardScript()}</script>` : ''}
<style>${stylesheet}</style>
</head>
<body>
<header class="top"><a class="brand" href="${pagePath('', lng)}">Parley</a><nav aria-label="${escapeHtml(s.nav.label)}">${nav}</nav><a class="button" href="/login">${escapeHtml(s.nav.signIn)}</a></header>
<main>${body(page, lng, s)}</main>
<footer><nav aria-label="${escapeHtml(s.nav.language)}" class="languages">${languages}</nav><p>${escapeHtml(s.footer.rights)} <a href="${pagePath('privacy', lng)}">${escapeHtml(s.footer.privacy)}</a> · <a href="${pagePath('terms', lng)}">${escapeHtml(s.footer.terms)}</a></p></footer>
</body>
</html>
`;
}

/** sitemap.xml over every page in every language. */
export function renderSitemap(origin: string): string {
  const urls = PAGES.flatMap((page) => LANGUAGE_OPTIONS.map((option) => `<url><loc>${origin}${pagePath(page, option.code)}</loc></url>`));
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${urls.join('')}</urlset>\n`;
}
