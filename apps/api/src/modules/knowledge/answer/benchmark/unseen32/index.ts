import type { BenchSite } from '../types';
import { mattressShop } from './mattress-shop';
import colchon from './mattress-shop.facts.json' with { type: 'json' };
import { podiatry } from './podiatry';
import chiropody from './podiatry.facts.json' with { type: 'json' };
import { puppetTheatre } from './puppet-theatre';
import marionette from './puppet-theatre.facts.json' with { type: 'json' };

/**
 * A thirty-second set of unseen businesses, written without reading the answerer: a private podiatry practice
 * with two clinics in Edinburgh (a HubSpot CMS site in British English: `<meta name="generator"
 * content="HubSpot">`, the header partial's `menu--desktop` navigation and its `menu--mobile` copy,
 * drag-and-drop `dnd-section` rows of `hs_cos_wrapper` modules, pricing cards, a tabs module with the second
 * clinic's pane hidden, an accordion of `<details>`, team members, an events listing, `hbspt.forms.create`, a
 * MedicalClinic JSON-LD graph and the `hs-eu-cookie-confirmation` banner; the first assessment, routine and
 * children's appointments, gait analysis, orthotics and a second pair, nail surgery on one and two toes with
 * the weeks until sport, verruca needling against a Swift course, shockwave, the diabetic check, home visits
 * and their travel fee, each clinic's hours with a late evening, a closed weekday and Saturday mornings,
 * step-free access at one clinic only, parking, card-only payment, insurers, cancellation, the podiatrists by
 * speciality and three dated free events, with a robots-disallowed staff hub), a family mattress shop in
 * Zaragoza (a WooCommerce store on the Twenty Twenty-Four block theme in Spanish: the navigation block's
 * overlay menu, product-collection cards with price ranges and a sale badge, single-product templates whose
 * variations form names the sizes, colours and firmness while the prices sit in its JSON and the description's
 * table, breadcrumbs, the Product JSON-LD graph, details blocks and the Cookie Notice banner; three mattresses
 * by size, the storage bed base and its colours, a pillow on sale, protectors, the trial nights, returns,
 * delivery fees by zone with no islands, the old mattress's removal, custom sizes, financing, split-shift,
 * Saturday and August hours, the car park and tram, the sleep advisor, with a robots-disallowed internal
 * page) and a puppet and marionette theatre in Hannover-Linden (a Kirby 4 site in German: the Starterkit's
 * header and `menu` with `aria-current`, an off-canvas copy of the menu, layout rows of `column`s sized by
 * `--columns`, `/media/pages/` thumbs, a Spielplan of `<time>`-stamped dates with closed nursery shows, a page
 * per production with TheaterEvent JSON-LD, price and box-office tables, a `<details>` FAQ and the
 * kirby-cookie-banner modal; ticket prices for children, adults, families, groups and evening shows, the
 * HannoverAktivPass, babies free, the box office's hours and a long afternoon, reserved tickets' pickup, the
 * summer break, the next showing of a production after a date and the Saturday evening show, the workshop
 * and the birthday package, the tram, wheelchair places, girocard but no credit cards, the ensemble by
 * speciality and language, with a robots-disallowed internal page). Visitors ask in the sites' English,
 * Spanish and German, and in French, Polish, Simplified Chinese and Turkish. Measured by
 * scripts/bench-answers.ts; not a CI gate. Each site is a function of its facts (the .facts.json beside it),
 * as written and mutated.
 */
export const unseen32Sites = (): BenchSite[] => [podiatry(chiropody.original), mattressShop(colchon.original), puppetTheatre(marionette.original)];

/** The same businesses with other prices, names, hours, dates, phone numbers and addresses: answers must follow. */
export const mutatedUnseen32Sites = (): BenchSite[] =>
  [podiatry(chiropody.mutated), mattressShop(colchon.mutated), puppetTheatre(marionette.mutated)].map((site) => ({
    ...site,
    name: `${site.name} (mutated)`,
  }));
