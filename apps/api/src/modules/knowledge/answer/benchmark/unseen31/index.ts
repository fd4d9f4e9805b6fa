import type { BenchSite } from '../types';
import { axeThrowing } from './axe-throwing';
import tomahawk from './axe-throwing.facts.json' with { type: 'json' };
import { banya } from './banya';
import parilka from './banya.facts.json' with { type: 'json' };
import { frameShop } from './frame-shop';
import passepartout from './frame-shop.facts.json' with { type: 'json' };

/**
 * A thirty-first set of unseen businesses, written without reading the answerer: a custom picture-framing
 * shop and small gallery in Portland, Oregon (a Square Online store of the Weebly lineage in English: the
 * `_W` globals and editmysite.com assets, the Birdseye theme's header and `wsite-menu-default` menu,
 * `wsite-section-wrap` sections of `paragraph`, `wsite-multicol` and `wsite-image` blocks, the store's
 * `wsite-com-category-product` cards and `/store/p<id>/<slug>.html` product pages whose
 * `wsite-com-product-option-dropdown` selects carry each variant's price or a modifier's "+$45.00", Product
 * and LocalBusiness JSON-LD, the cookie banner and "Powered by Square"; custom framing by moulding and size,
 * mats, UV, museum and acrylic glazing, turnaround and the rush fee, shadow boxes, jerseys, canvas
 * stretching, the hanging service's hourly rate and travel zones, the staff by speciality, hours with a late
 * evening and a closed day, parking, gift cards, ready-made frames and their returns and the current
 * exhibition, with a robots-disallowed staff page), an axe-throwing and darts bar in Brisbane (a GoDaddy
 * Website Builder site in Australian English: `data-ux` elements with glamor's `c1-…` classes, `widget-…`
 * sections, `data-aid` menu rows for the price list, the appointments widget, the contact widget's hours
 * table in "04:00 pm – 10:00 pm", the cookie banner and "Powered by GoDaddy"; session prices per person in
 * AUD incl. GST, darts, the private lane, hens and bucks and corporate packages, the minimum age and the
 * adults-only evening, ID, closed-toe shoes and the drinks limit, walk-ins, platters, cancellation and the
 * group deposit, parking and the busway, hours by day, vouchers and coaches, with a robots-disallowed staff
 * portal) and a complex of rental bath houses near Yekaterinburg (a 1C-Bitrix site in Russian: `BX.message`
 * and the kernel bundles, `bx-header` and `bx-top-nav`, `bx-breadcrumb`, the `bx_catalog_list_home` section
 * and `bx_item_detail` element pages, composite cache comments, the `main.feedback` form, the Metrika counter
 * and "Работает на 1С-Битрикс"; three bath houses with guests, maximum and the hourly price on weekdays and
 * weekends, the minimum hours, the extra guest's fee, brooms, tea sets, the heated pool, the gazebo and its
 * coal, the steam master, the under-18 and corkage rules, prepayment and cancellation, 24/7 hours with the
 * cleaning window, the road, the transfer, phone, WhatsApp and Telegram, with a robots-disallowed staff
 * page). Visitors ask in the sites' English and Russian, German, Spanish, French, Japanese, Simplified Chinese,
 * Arabic, Hebrew, and Ukrainian (Russian with Ukrainian words). Measured by scripts/bench-answers.ts; not a
 * CI gate. Each site is a function of its facts (the .facts.json beside it), as written and mutated.
 */
export const unseen31Sites = (): BenchSite[] => [frameShop(passepartout.original), axeThrowing(tomahawk.original), banya(parilka.original)];

/** The same businesses with other prices, names, hours, phone numbers and addresses: answers must follow. */
export const mutatedUnseen31Sites = (): BenchSite[] =>
  [frameShop(passepartout.mutated), axeThrowing(tomahawk.mutated), banya(parilka.mutated)].map((site) => ({
    ...site,
    name: `${site.name} (mutated)`,
  }));
