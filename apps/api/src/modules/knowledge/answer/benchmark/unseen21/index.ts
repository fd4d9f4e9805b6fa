import type { BenchSite } from '../types';
import { daycare } from './daycare';
import boomhut from './daycare.facts.json' with { type: 'json' };
import { hearingCare } from './hearing-care';
import hoeren from './hearing-care.facts.json' with { type: 'json' };
import { scooterRental } from './scooter-rental';
import vespa from './scooter-rental.facts.json' with { type: 'json' };

/**
 * A twenty-first set of unseen businesses, written without reading the answerer: a hearing-care centre
 * (Hörakustiker) with two branches in Vienna (a Joomla 4 site on the Cassiopeia template in Austrian
 * German, com_content articles beside a sidebar-right module position with both branches' different
 * opening hours, the hearing aid price classes with and without the health insurance's Kassentarif and
 * the battery prices as tables in articles, repairs, home visits paid by card or Erlagschein only, the
 * audiologists and their languages as a category blog with custom fields, the FAQ as a Bootstrap
 * collapse accordion, com_contact, with a robots-disallowed staff page), a Vespa and e-bike rental with
 * guided tours in Palermo (a WordPress site on Astra built with Elementor in Italian with one English
 * page, the fleet's daily and weekly prices as price tables, the licence and age rules, deposit,
 * helmet, insurance and fuel as icon lists and toggles, the deposit on a credit card only, delivery to
 * hotels, the tours with their dates as nested tabs, with a robots-disallowed reserved page) and a
 * daycare centre (kinderdagverblijf) in Utrecht (a Wix site in Dutch of deeply nested boxes, rich text
 * elements, the age groups and the staff with their qualifications as repeaters, the hourly rates per
 * package and the example monthly costs as a Wix table, the childcare allowance's maximum hourly rate,
 * meals and a nut-free policy, waiting list, settling-in, closing days, with a robots-disallowed team
 * page). Visitors ask in the site's language, English, German, Spanish, French, Italian, Portuguese,
 * Dutch, Arabic, Hebrew, Japanese and Chinese. Measured by scripts/bench-answers.ts; not a CI gate. Each
 * site is a function of its facts (the .facts.json beside it), as written and mutated.
 */
export const unseen21Sites = (): BenchSite[] => [hearingCare(hoeren.original), scooterRental(vespa.original), daycare(boomhut.original)];

/** The same businesses with other prices, names, hours, phone numbers and dates: answers must follow. */
export const mutatedUnseen21Sites = (): BenchSite[] =>
  [hearingCare(hoeren.mutated), scooterRental(vespa.mutated), daycare(boomhut.mutated)].map((site) => ({
    ...site,
    name: `${site.name} (mutated)`,
  }));
