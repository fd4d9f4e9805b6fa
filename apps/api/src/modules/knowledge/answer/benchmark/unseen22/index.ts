import type { BenchSite } from '../types';
import { catHotel } from './cat-hotel';
import gatos from './cat-hotel.facts.json' with { type: 'json' };
import { cheesemonger } from './cheesemonger';
import kebbuck from './cheesemonger.facts.json' with { type: 'json' };
import { computerRepair } from './computer-repair';
import serwis from './computer-repair.facts.json' with { type: 'json' };

/**
 * A twenty-second set of unseen businesses, written without reading the answerer: a boarding hotel for
 * cats in Málaga (a WordPress site on the Kadence theme in Spanish, Kadence Blocks rows and columns, the
 * three room types as a tabs block with their panes all in the markup, the nightly rates per cat and per
 * further cat as a core striped table, high season with a surcharge and a minimum stay, vaccination and
 * neutering rules as an icon list, medication and the cat taxi as extras, the deposit, cancellation,
 * Sunday and late check-out rules as an accordion, Rank Math's schema graph, a Complianz banner, with a
 * robots-disallowed team page), a laptop repair workshop selling refurbished laptops in Kraków (a
 * PrestaShop 8 shop on the classic theme in Polish, the price list, the way repairs work, the business
 * subscription and the delivery costs as CMS pages, the FAQ as Bootstrap collapse cards, the laptops as
 * product miniatures and product pages with a data sheet in a tab pane, with a robots-disallowed staff
 * CMS page) and a cheesemonger in Edinburgh (a BigCommerce store on the Cornerstone theme in British
 * English, the cheeses and hampers as product-card grids under category descriptions, the cheese club
 * as a product view with its plans in a select, the cheese guide and the Christmas dates as tables in
 * web pages, tastings for over-18s, wedding cheese cakes per guest, with a robots-disallowed staff page).
 * Visitors ask in the site's language, English, German, French, Italian, Portuguese, Dutch, Turkish,
 * Arabic, Hebrew, Japanese and Chinese. Measured by scripts/bench-answers.ts; not a CI gate. Each site is
 * a function of its facts (the .facts.json beside it), as written and mutated.
 */
export const unseen22Sites = (): BenchSite[] => [catHotel(gatos.original), computerRepair(serwis.original), cheesemonger(kebbuck.original)];

/** The same businesses with other prices, names, hours, phone numbers and dates: answers must follow. */
export const mutatedUnseen22Sites = (): BenchSite[] =>
  [catHotel(gatos.mutated), computerRepair(serwis.mutated), cheesemonger(kebbuck.mutated)].map((site) => ({
    ...site,
    name: `${site.name} (mutated)`,
  }));
