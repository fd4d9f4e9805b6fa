import type { BenchSite } from '../types';
import { dogGroomer } from './dog-groomer';
import groomer from './dog-groomer.facts.json' with { type: 'json' };
import { languageSchool } from './language-school';
import school from './language-school.facts.json' with { type: 'json' };
import { patisserie } from './patisserie';
import bakery from './patisserie.facts.json' with { type: 'json' };

/**
 * A second set of unseen businesses, written without reading the answerer: a French two-shop
 * bakery and pâtisserie in Lyon, an English language school in Bristol and a German dog-grooming
 * salon in Hamburg. Measured by scripts/bench-answers.ts (`--set unseen2`); not a CI gate. Each
 * site is a function of its facts (the .facts.json beside it), as written and mutated.
 */
export const unseen2Sites = (): BenchSite[] => [patisserie(bakery.original), languageSchool(school.original), dogGroomer(groomer.original)];

/** The same businesses with other prices, names, hours, phone numbers and dates: answers must follow. */
export const mutatedUnseen2Sites = (): BenchSite[] =>
  [patisserie(bakery.mutated), languageSchool(school.mutated), dogGroomer(groomer.mutated)].map((site) => ({ ...site, name: `${site.name} (mutated)` }));
