import type { BenchSite } from '../types';
import { bowlingAlley } from './bowling-alley';
import bowling from './bowling-alley.facts.json' with { type: 'json' };
import { chimneySweep } from './chimney-sweep';
import schoorsteen from './chimney-sweep.facts.json' with { type: 'json' };
import { honeyShop } from './honey-shop';
import imkerei from './honey-shop.facts.json' with { type: 'json' };

/**
 * An eighteenth set of unseen businesses, written without reading the answerer: a bowling alley with a
 * bar and children's birthday packages in Milan (a Squarespace 7.1 site in Italian, its blocks told
 * apart by `data-block-type`, prices per game, per lane and hour, weekday, evening and weekend rates and
 * a lunch-time price, a per-game table in a code block, the coming events as a summary block and the FAQ
 * as an accordion block of button toggles, with a robots-disallowed staff page), a chimney sweep and
 * wood-stove installer near Utrecht (a Jimdo Creator site in Dutch of `j-module`s with `cc-m-*` ids,
 * `j-hgrid` columns, the rates and the call-out fee by distance zone as `<table>`s, the keurmerk and
 * the emergency line in the sidebar, seasonal booking advice, with a robots-disallowed internal page)
 * and a beekeeper's honey shop with beekeeping courses in Graz (a Shopify Dawn store in German with an
 * English page, product cards with regular, sale, "Ab" and sold-out prices, jar sizes as a radio
 * fieldset and a no-JavaScript select, a Product JSON-LD with offers, a course calendar, shipping to
 * Austria, Germany and Switzerland with free-shipping thresholds, with a robots-disallowed team page).
 * Visitors ask in the site's language, English, German, Spanish, French, Italian, Portuguese, Arabic,
 * Hebrew, Japanese and Chinese. Measured by scripts/bench-answers.ts; not a CI gate. Each site is a
 * function of its facts (the .facts.json beside it), as written and mutated.
 */
export const unseen18Sites = (): BenchSite[] => [bowlingAlley(bowling.original), chimneySweep(schoorsteen.original), honeyShop(imkerei.original)];

/** The same businesses with other prices, names, hours, phone numbers and dates: answers must follow. */
export const mutatedUnseen18Sites = (): BenchSite[] =>
  [bowlingAlley(bowling.mutated), chimneySweep(schoorsteen.mutated), honeyShop(imkerei.mutated)].map((site) => ({
    ...site,
    name: `${site.name} (mutated)`,
  }));
