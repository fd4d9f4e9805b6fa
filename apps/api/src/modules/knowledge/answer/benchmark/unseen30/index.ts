import type { BenchSite } from '../types';
import { carpetWash } from './carpet-wash';
import hali from './carpet-wash.facts.json' with { type: 'json' };
import { skateShop } from './skate-shop';
import skridsko from './skate-shop.facts.json' with { type: 'json' };
import { studyCafe } from './study-cafe';
import dokseosil from './study-cafe.facts.json' with { type: 'json' };

/**
 * A thirtieth set of unseen businesses, written without reading the answerer: a 24-hour study café with two
 * branches in Seoul (an imweb site in Korean: `section_wrap` sections of `doz_type="widget"` widgets, the
 * `doz_header_wrap` and mobile slide menu, a notice board, an FAQ, a pass shop whose `opt_block` dropdown
 * shows each seat's surcharge, the KakaoTalk channel button and the footer's registration lines with
 * "Designed by IMWEB"; hourly and day passes, 50- and 100-hour top-ups with their validity, 2- and 4-week
 * passes by seat, the locker and study rooms, the cleaning break, the manager's hours, the quiet, laptop,
 * food and away rules, the minors' curfew, parking by branch, refunds and pauses, with a robots-disallowed
 * staff page), a carpet and rug washing works in Istanbul (an ikas store in Turkish: the Next.js storefront
 * with `__NEXT_DATA__`, products whose variant buttons pick the carpet type, treatment or size with a Product
 * JSON-LD of one Offer a variant, pages under /pages/, ETBİS and "ikas ile oluşturuldu"; prices per m² by
 * carpet type, stain, odour and anti-mite add-ons, turnaround and express, pickup districts in three fee
 * bands and the minimum area, rug pads by size, shipping, installments, hours with Saturday, the team and the
 * guarantee, with a robots-disallowed team page) and an ice-skate sharpening and hockey shop in Gothenburg
 * (a Quickbutik store in Swedish: microdata products with a `qs_option` select carrying variant prices, the
 * top bar, Klarna and Swish, "E-handel från Quickbutik"; sharpening by blade, hollows and FBV, profiling,
 * the sharpening card, waiting and drop-off times, heat moulding by appointment, the club discount, winter
 * and summer hours with a late Thursday, staff by speciality and language, shipping to Norway and Finland,
 * returns, with a robots-disallowed staff page). Visitors ask in the site's language, English, German,
 * Spanish, French, Arabic, Hebrew, Japanese and Simplified Chinese. Measured by scripts/bench-answers.ts;
 * not a CI gate. Each site is a function of its facts (the .facts.json beside it), as written and mutated.
 */
export const unseen30Sites = (): BenchSite[] => [studyCafe(dokseosil.original), carpetWash(hali.original), skateShop(skridsko.original)];

/** The same businesses with other prices, names, hours, phone numbers and branches: answers must follow. */
export const mutatedUnseen30Sites = (): BenchSite[] =>
  [studyCafe(dokseosil.mutated), carpetWash(hali.mutated), skateShop(skridsko.mutated)].map((site) => ({
    ...site,
    name: `${site.name} (mutated)`,
  }));
