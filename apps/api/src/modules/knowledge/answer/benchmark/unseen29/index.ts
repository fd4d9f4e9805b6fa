import type { BenchSite } from '../types';
import { autoGlass } from './auto-glass';
import zujaj from './auto-glass.facts.json' with { type: 'json' };
import { bridalBoutique } from './bridal-boutique';
import simla from './bridal-boutique.facts.json' with { type: 'json' };
import { sento } from './sento';
import furo from './sento.facts.json' with { type: 'json' };

/**
 * A twenty-ninth set of unseen businesses, written without reading the answerer: a neighbourhood public bath
 * with saunas in Osaka (an Ameba Ownd site in Japanese: the `l-header` and `globalNav` with the drawer menu
 * again, static pages of editor blocks by `data-block-type`, the menu page type's `menu__item`s with a name,
 * price and description, a blog list and posts with share and いいね buttons, owner-pasted tables in embed
 * blocks, the "Powered by AmebaOwnd" footer and a cookie notice; entrance fees by age under the prefecture's
 * price, the sauna surcharge and the bath-and-sauna price, towel rental and a hands-free set, hours by
 * weekday with the last entry and a regular closing day that moves after a holiday, the tattoo rule with its
 * cover sticker, the partner car park, the station and exit also in English, an 11-ticket coupon, the bath
 * rules as a list, the winter-solstice yuzu bath and the New Year hours in posts, with a robots-disallowed
 * staff page), a bridal and evening-dress rental boutique in Tel Aviv (a Tilda site in Hebrew, `dir="rtl"`:
 * `t-rec` records with their template comments, the T228 menu and T450 burger, a T396 Zero Block hero, T431
 * price tables, T585 accordions, T123 owner HTML, a T678 form and the "Made on Tilda" label; three bridal
 * collections, a second dress and a henna dress in ₪, evening dresses with a security hold and alterations,
 * the bridesmaids' discount, fittings and their companions, the deposit, pickup and return, cancellation,
 * delivery in and beyond Gush Dan, accessories, stylists by language, Sunday-to-Thursday hours with a late
 * Wednesday and a short Friday, with a robots-disallowed staff page) and an auto-glass repair and
 * replacement shop with two branches in Riyadh (a Zid store in Arabic, `dir="rtl"`: Bootstrap RTL navbar and
 * offcanvas menu, `card-product` cards, a product page whose car-size select carries the prices, a Tabby
 * snippet, accordion FAQs, the Saudi Business Center and VAT badges and "متجر مدعوم من زد"; chip repair,
 * windshields by car size in SAR incl. VAT, the sensor supplement and OEM glass, ADAS calibration at one
 * branch only, three tint films with their warranties, the mobile service's districts and fee, the
 * installation warranty, split shifts with a break at each prayer and a Friday afternoon opening, insurance
 * claims and payment by mada, Apple Pay, STC Pay and Tabby, with a robots-disallowed team page). Visitors ask
 * in the site's language, English, German, Spanish, French, Japanese, Hebrew, Arabic and Simplified and
 * Traditional Chinese. Measured by scripts/bench-answers.ts; not a CI gate. Each site is a function of its
 * facts (the .facts.json beside it), as written and mutated.
 */
export const unseen29Sites = (): BenchSite[] => [sento(furo.original), bridalBoutique(simla.original), autoGlass(zujaj.original)];

/** The same businesses with other prices, names, hours, phone numbers and dates: answers must follow. */
export const mutatedUnseen29Sites = (): BenchSite[] =>
  [sento(furo.mutated), bridalBoutique(simla.mutated), autoGlass(zujaj.mutated)].map((site) => ({
    ...site,
    name: `${site.name} (mutated)`,
  }));
