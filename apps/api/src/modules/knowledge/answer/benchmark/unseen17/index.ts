import type { BenchSite } from '../types';
import { backpackerHostel } from './backpacker-hostel';
import hostel from './backpacker-hostel.facts.json' with { type: 'json' };
import { printShop } from './print-shop';
import copisteria from './print-shop.facts.json' with { type: 'json' };
import { tailorAtelier } from './tailor-atelier';
import retouches from './tailor-atelier.facts.json' with { type: 'json' };

/**
 * A seventeenth set of unseen businesses, written without reading the answerer: a tailoring and
 * clothing-alterations atelier in Lyon (a Webflow site in French, its price lists as CMS collection
 * lists inside tabs whose other panes are hidden, its FAQ as dropdown toggles, with a robots-disallowed
 * internal page), a backpacker hostel in Berlin (a server-rendered Next.js site in German with English
 * pages, CSS-module class names and a `__NEXT_DATA__` blob, weekday and weekend prices, with a
 * robots-disallowed staff page) and a print and copy shop in Madrid (WordPress + Astra + WooCommerce in
 * Spanish, with sale, range and sold-out prices, a variable product's select, TablePress price tiers
 * and a robots-disallowed intranet page). Visitors ask in the site's language, English, German,
 * Spanish, French, Italian, Portuguese, Arabic, Hebrew, Japanese and Chinese. Measured by
 * scripts/bench-answers.ts; not a CI gate. Each site is a function of its facts (the .facts.json beside
 * it), as written and mutated.
 */
export const unseen17Sites = (): BenchSite[] => [tailorAtelier(retouches.original), backpackerHostel(hostel.original), printShop(copisteria.original)];

/** The same businesses with other prices, names, hours, phone numbers and dates: answers must follow. */
export const mutatedUnseen17Sites = (): BenchSite[] =>
  [tailorAtelier(retouches.mutated), backpackerHostel(hostel.mutated), printShop(copisteria.mutated)].map((site) => ({
    ...site,
    name: `${site.name} (mutated)`,
  }));
