import type { BenchSite } from '../types';
import { pharmacy } from './pharmacy';
import apotheke from './pharmacy.facts.json' with { type: 'json' };
import { salon } from './salon';
import unhas from './salon.facts.json' with { type: 'json' };
import { studio } from './studio';
import oefen from './studio.facts.json' with { type: 'json' };

/**
 * A twenty-third set of unseen businesses, written without reading the answerer: a pharmacy with a small
 * online shop in Graz (a Shopware 6 storefront in Austrian German: CMS sections and blocks, product boxes
 * with unit and reference prices, product pages with the buy box and Offer microdata, the on-duty nights
 * as cards, the FAQ as a Bootstrap accordion in a text element, the cookie-permission bar, Pharmacy and
 * Product JSON-LD, with a robots-disallowed staff page), a rehearsal and recording studio in Rotterdam (a
 * Framer site in Dutch: hashed layer classes and `data-framer-name`s, text in `framer-text` blocks, the
 * rooms, rates, hours and gear as nested stacks with no table, the FAQ as accordion instances whose
 * closed answers stay in the markup, with a robots-disallowed crew page) and a nail and beauty salon in
 * Porto (an Odoo 17 website with eCommerce in European Portuguese: building-block snippets, the price
 * list as the `s_product_catalog` pricelist with durations, the booking rules as `s_faq_collapse`, the
 * shop grid and the gift card's value pills, opening hours with a lunch break, with a robots-disallowed
 * team page). Visitors ask in the site's language, English, German, French, Spanish, Italian, Portuguese,
 * Dutch, Polish, Turkish, Swedish, Ukrainian and Japanese. Measured by scripts/bench-answers.ts; not a
 * CI gate. Each site is a function of its facts (the .facts.json beside it), as written and mutated.
 */
export const unseen23Sites = (): BenchSite[] => [pharmacy(apotheke.original), studio(oefen.original), salon(unhas.original)];

/** The same businesses with other prices, names, hours, phone numbers and dates: answers must follow. */
export const mutatedUnseen23Sites = (): BenchSite[] =>
  [pharmacy(apotheke.mutated), studio(oefen.mutated), salon(unhas.mutated)].map((site) => ({
    ...site,
    name: `${site.name} (mutated)`,
  }));
