import type { BenchSite } from '../types';
import { electricBoatHire } from './electric-boat-hire';
import sloepen from './electric-boat-hire.facts.json' with { type: 'json' };
import { gelateria } from './gelateria';
import gelato from './gelateria.facts.json' with { type: 'json' };
import { golfRange } from './golf-range';
import range from './golf-range.facts.json' with { type: 'json' };

/**
 * A nineteenth set of unseen businesses, written without reading the answerer: an electric boat hire in
 * Amsterdam with self-drive sloepen, skippered canal tours and picnic hampers (a WordPress + Elementor Pro
 * site in Dutch with one English page, the boats as price-table widgets, the picnic menu as a price-list
 * widget, the season's hours in a tabs widget with a hidden pane, the FAQ as an accordion widget, a
 * deposit, a dog fee, a rain and cancellation policy, with a robots-disallowed crew page), a gelateria with
 * ice-cream catering for weddings and events in Bologna (a Wix site in Italian, rich text cut into many
 * inline-styled spans, the flavours as a repeater with vegan and lactose-free markers, cone and cup sizes,
 * catering packages per guest with the conditions in a collapsible text, summer and winter hours and a
 * closed day, with a robots-disallowed staff page) and a golf driving range with PGA lessons, a junior
 * academy and a pro shop in Leeds (a Drupal 10 site in British English of fields and Views blocks, the
 * bucket prices and the lessons as views tables, membership tiers and coaches as node teasers, floodlit
 * winter hours against summer hours, with a robots-disallowed staff page). Visitors ask in the site's
 * language, English, German, Spanish, French, Italian, Portuguese, Dutch, Arabic, Hebrew, Japanese and
 * Chinese. Measured by scripts/bench-answers.ts; not a CI gate. Each site is a function of its facts (the
 * .facts.json beside it), as written and mutated.
 */
export const unseen19Sites = (): BenchSite[] => [electricBoatHire(sloepen.original), gelateria(gelato.original), golfRange(range.original)];

/** The same businesses with other prices, names, hours, phone numbers and dates: answers must follow. */
export const mutatedUnseen19Sites = (): BenchSite[] =>
  [electricBoatHire(sloepen.mutated), gelateria(gelato.mutated), golfRange(range.mutated)].map((site) => ({
    ...site,
    name: `${site.name} (mutated)`,
  }));
