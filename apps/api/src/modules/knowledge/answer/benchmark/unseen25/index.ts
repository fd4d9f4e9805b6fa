import type { BenchSite } from '../types';
import { farmShop } from './farm-shop';
import boerderij from './farm-shop.facts.json' with { type: 'json' };
import { karting } from './karting';
import pista from './karting.facts.json' with { type: 'json' };
import { tutoring } from './tutoring';
import bijles from './tutoring.facts.json' with { type: 'json' };

/**
 * A twenty-fifth set of unseen businesses, written without reading the answerer: an outdoor go-kart track
 * in Porto (a Framer site in European Portuguese: hashed `framer-` layer classes and `data-framer-name`s,
 * flex stacks and absolutely pinned badges whose CSS the page generates, the navigation and hero title
 * once per breakpoint, component instances with variant classes, pricing cards, the race packages as a
 * CMS collection with a page per item, the championship rounds with dates and winners and the opening
 * hours of a summer and a winter season as stacks of rows, the FAQ as accordion rows whose closed answers
 * stay in the markup, age and height minimums and safety rules, with a robots-disallowed staff page), an
 * organic farm with a farm shop, a café, pick-your-own and veg-box delivery near Bristol (a WordPress
 * WooCommerce shop on Storefront in British English: Yoast's graph, the masthead with the header basket,
 * the homepage template's product sections, product loops with sale prices and out-of-stock items, a
 * variable veg box whose sizes' prices sit in the variations form's JSON and the description's table, a
 * WooCommerce Subscriptions product with a weekly price and sign-up fee, delivery zones by postcode with
 * days and fees, the café's own hours, the team, blog posts, a CookieYes banner, with a robots-disallowed
 * staff area) and a tutoring and exam-preparation centre with two locations in Rotterdam (a Ghost site on
 * Casper in Dutch: `gh-head` with Portal's links, post cards with tags, Koenig header, callout, toggle,
 * bookmark, product, button and signup cards, Markdown tables for prices and each location's hours, the
 * tutors as authors by subject and language, tag and author pages, a resit training and a summer exam
 * week with dates, with a robots-disallowed internal page). Visitors ask in the site's language, English,
 * German, Spanish, French, Italian, Dutch, Portuguese, Polish, Arabic, Chinese, Japanese, Turkish and
 * Swedish. Measured by scripts/bench-answers.ts; not a CI gate. Each site is a function of its facts (the
 * .facts.json beside it), as written and mutated.
 */
export const unseen25Sites = (): BenchSite[] => [karting(pista.original), farmShop(boerderij.original), tutoring(bijles.original)];

/** The same businesses with other prices, names, hours, phone numbers and dates: answers must follow. */
export const mutatedUnseen25Sites = (): BenchSite[] =>
  [karting(pista.mutated), farmShop(boerderij.mutated), tutoring(bijles.mutated)].map((site) => ({
    ...site,
    name: `${site.name} (mutated)`,
  }));
