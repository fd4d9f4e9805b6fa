import type { BenchSite } from '../types';
import { barber } from './barber';
import kapper from './barber.facts.json' with { type: 'json' };
import { cinema } from './cinema';
import kino from './cinema.facts.json' with { type: 'json' };
import { petShop } from './pet-shop';
import zverimex from './pet-shop.facts.json' with { type: 'json' };

/**
 * A twenty-sixth set of unseen businesses, written without reading the answerer: an independent arthouse
 * cinema with two screens and a bar in Freiburg im Breisgau (a Contao 4.13 site in German: the page
 * layout's `#wrapper`, `#header`, `#container` and `#footer` with their `.inside`, `mod_navigation` with
 * the current page as a `<strong>` and again in a mobile off-canvas menu, `mod_breadcrumb`, `mod_article`s
 * of `ce_` content elements, price, screen and bar-hours tables, the week's screenings as a `mod_eventlist`
 * grouped by day with a reader page per film, the series with dated special screenings, `mod_newslist`
 * teasers, a jQuery UI accordion of `ce_accordionSingle`s, a form-generator form, Oveleon's cookie bar and
 * the `contao:Page` JSON-LD, with a robots-disallowed staff page), a barbershop with two shops in inner
 * Melbourne (a Duda site in Australian English: `window.Parameters`, `#dmRoot` and the layout's wrappers,
 * the navigation in the header and again in the hamburger drawer, `dmRespRow` grids of paragraph, image,
 * button, click-to-call, map and opening-hours widgets with numeric ids, the price list in two columns,
 * the barbers by speciality, shop and language, an accordion widget whose answers stay in the markup, an
 * embedded booking iframe, a `dmform` contact form, a cookie consent and HairSalon JSON-LD, with a
 * robots-disallowed team portal) and a pet supplies store with an e-shop in Brno (a Shoptet store on
 * template 11 in Czech: the `dataLayer` with the `shoptet` object, the information bar, the top navigation
 * with the article links, `#navigation` and the category tree again in the sidebar, product cards with
 * `data-micro` attributes, sale flags and availability colours, product details with a variant select,
 * the price without VAT and tabs, article pages for shipping, terms, loyalty card, FAQ, team and store
 * hours, blog posts with a dated swap meet, the "Vytvořil Shoptet" footer and the `siteCookies` dialog,
 * with a robots-disallowed staff page). Visitors ask in the site's language, English, German, Czech,
 * Slovak, Ukrainian, French, Italian, Spanish, Dutch, Polish, Turkish, Greek, Arabic, Vietnamese, Hindi,
 * Chinese, Japanese and Korean. Measured by scripts/bench-answers.ts; not a CI gate. Each site is a
 * function of its facts (the .facts.json beside it), as written and mutated.
 */
export const unseen26Sites = (): BenchSite[] => [cinema(kino.original), barber(kapper.original), petShop(zverimex.original)];

/** The same businesses with other prices, names, hours, phone numbers and dates: answers must follow. */
export const mutatedUnseen26Sites = (): BenchSite[] =>
  [cinema(kino.mutated), barber(kapper.mutated), petShop(zverimex.mutated)].map((site) => ({
    ...site,
    name: `${site.name} (mutated)`,
  }));
