import { LANGUAGE_OPTIONS, directionOf } from '@parley/i18n/languages';
import { guardScript } from './guard';
import { escapeHtml } from './html';
import { GUARDED_PAGES, NAV_PAGES, pagePath, type Page } from './pages';
import type { MarketingStrings } from './strings';

export interface LayoutOptions {
  page: Page;
  lng: string;
  s: MarketingStrings;
  /** Absolute origin for canonical and alternate links, e.g. `https://parley.example`. */
  origin: string;
  stylesheet: string;
  main: string;
  /** Inline scripts that run at the end of the body (after the content they enhance). */
  scripts?: string[];
}

/** Title and description of a page: the home page has its own, the others their page copy. */
export function metaOf(page: Page, s: MarketingStrings): { title: string; description: string } {
  if (page === '') return s.meta;
  return { title: `${s.pages[page].title} — Parley`, description: s.pages[page].lead };
}

const FAVICON =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 32 32'%3E%3Crect width='32' height='32' rx='8' fill='%234338ca'/%3E%3Cpath d='M9 23V9h7a5 5 0 010 10h-3v4z' fill='white'/%3E%3C/svg%3E";

/** The whole document: head (meta, Open Graph, hreflang, the sign-in guard, inline CSS), header, main, footer. */
export function layout({ page, lng, s, origin, stylesheet, main, scripts = [] }: LayoutOptions): string {
  const { title, description } = metaOf(page, s);
  const url = `${origin}${pagePath(page, lng)}`;
  const alternates = LANGUAGE_OPTIONS.map((o) => `<link rel="alternate" hreflang="${o.code}" href="${origin}${pagePath(page, o.code)}">`).join('\n');
  const current = (target: Page) => (target === page ? ' aria-current="page"' : '');
  const nav = NAV_PAGES.map((target) => `<li><a href="${pagePath(target, lng)}"${current(target)}>${escapeHtml(s.nav[target])}</a></li>`).join('');
  const languages = LANGUAGE_OPTIONS.map(
    (o) =>
      `<li><a href="${pagePath(page, o.code)}" hreflang="${o.code}" lang="${o.code}"${o.code === lng ? ' aria-current="true"' : ''}>${escapeHtml(o.name)}</a></li>`,
  ).join('');
  const ogLocale = lng.replace('-', '_');
  return `<!doctype html>
<html lang="${lng}" dir="${directionOf(lng)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<meta name="description" content="${escapeHtml(description)}">
<meta name="theme-color" content="#4338ca">
<link rel="icon" href="${FAVICON}">
<link rel="canonical" href="${url}">
${alternates}
<link rel="alternate" hreflang="x-default" href="${origin}${pagePath(page, 'en')}">
<meta property="og:type" content="website">
<meta property="og:site_name" content="Parley">
<meta property="og:locale" content="${ogLocale}">
<meta property="og:title" content="${escapeHtml(title)}">
<meta property="og:description" content="${escapeHtml(description)}">
<meta property="og:url" content="${url}">
<meta name="twitter:card" content="summary">
${GUARDED_PAGES.includes(page) ? `<script>${guardScript()}</script>\n` : ''}<style>${stylesheet}</style>
</head>
<body>
<a class="skip" href="#main">${escapeHtml(s.nav.skip)}</a>
<header class="top">
<a class="brand" href="${pagePath('', lng)}"${current('')}>Parley</a>
<nav aria-label="${escapeHtml(s.nav.label)}"><ul>${nav}</ul></nav>
<p class="account"><a href="/login">${escapeHtml(s.nav.signIn)}</a> <a class="button primary" href="/register">${escapeHtml(s.nav.startFree)}</a></p>
</header>
<main id="main" tabindex="-1">
${main}
</main>
<footer class="bottom">
<p class="tagline">${escapeHtml(s.footer.tagline)}</p>
<nav aria-label="${escapeHtml(s.nav.language)}"><ul class="languages">${languages}</ul></nav>
<p>${escapeHtml(s.footer.rights)} · <a href="${pagePath('privacy', lng)}"${current('privacy')}>${escapeHtml(s.footer.privacy)}</a> · <a href="${pagePath('terms', lng)}"${current('terms')}>${escapeHtml(s.footer.terms)}</a> · <a href="mailto:hello@parley.example">${escapeHtml(s.footer.contact)}</a></p>
</footer>
${scripts.map((script) => `<script>${script}</script>`).join('\n')}
</body>
</html>
`;
}
