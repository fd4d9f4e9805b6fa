import type { BenchSite } from '../types';
import { jewelleryWorkshop } from './jewellery-workshop';
import tsorfut from './jewellery-workshop.facts.json' with { type: 'json' };
import { kimonoRental } from './kimono-rental';
import kitsuke from './kimono-rental.facts.json' with { type: 'json' };
import { perfumeShop } from './perfume-shop';
import attar from './perfume-shop.facts.json' with { type: 'json' };

/**
 * A twenty-seventh set of unseen businesses, written without reading the answerer, and the first whose sites
 * are written in non-Latin scripts, two of them right to left: a kimono rental and dressing shop in Gion,
 * Kyoto (a STUDIO site in Japanese: Nuxt's `data-n-head` head, `.StudioCanvas` with `sd` boxes, texts and
 * links each carrying a `data-s-` UUID, plan cards with prices incl. tax as "¥4,400（税込）", hair sets and
 * options, a weekday and a weekend row of opening, last-dressing and return times with a regular closing day,
 * the cancellation fee by days before, the rain rule, staff who speak English and Chinese, a FAQ whose
 * answers stay in the markup, with a robots-disallowed staff page), a perfume and oud shop with a mall
 * branch and a souk branch in Dubai (a Salla store on Twilight in Arabic, `dir="rtl"`: `custom-salla-product-card`s
 * with prices written both as "٣٥٠ د.إ" and "AED 420", a sale price and a sold-out card, product pages
 * whose size options carry the prices, each branch's hours by weekday with a different Friday, delivery in
 * the UAE and to the GCC, cash on delivery, the returns rule for opened bottles, gift wrapping and a dated
 * perfume-making workshop, with a robots-disallowed team page) and a goldsmith's workshop for wedding rings
 * and jewellery repairs in Tel Aviv (an Umbraco site in Hebrew, `dir="rtl"`: Block Grid layout items and
 * areas, price tables in ₪ with ranges, resizing, engraving and repairs, the lead time in weeks, deposit and
 * interest-free instalments, the goldsmiths by speciality and language, Sunday-to-Thursday hours with a
 * short Friday and a closed Saturday, an Umbraco Forms form, with a robots-disallowed internal page).
 * Visitors ask in the site's language, English, Spanish, Simplified and Traditional Chinese, Japanese,
 * Arabic, Hebrew, German and French. Measured by scripts/bench-answers.ts; not a CI gate. Each site is a
 * function of its facts (the .facts.json beside it), as written and mutated.
 */
export const unseen27Sites = (): BenchSite[] => [kimonoRental(kitsuke.original), perfumeShop(attar.original), jewelleryWorkshop(tsorfut.original)];

/** The same businesses with other prices, names, hours, phone numbers and dates: answers must follow. */
export const mutatedUnseen27Sites = (): BenchSite[] =>
  [kimonoRental(kitsuke.mutated), perfumeShop(attar.mutated), jewelleryWorkshop(tsorfut.mutated)].map((site) => ({
    ...site,
    name: `${site.name} (mutated)`,
  }));
