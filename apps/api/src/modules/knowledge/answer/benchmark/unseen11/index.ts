import type { BenchSite } from '../types';
import { locksmith } from './locksmith';
import serrurier from './locksmith.facts.json' with { type: 'json' };
import { photoStudio } from './photo-studio';
import objectif from './photo-studio.facts.json' with { type: 'json' };
import { sailingSchool } from './sailing-school';
import vela from './sailing-school.facts.json' with { type: 'json' };

/**
 * An eleventh set of unseen businesses, written without reading the answerer: a Portuguese sailing
 * school and boat hire in a Lisbon marina (Wix, with Wix Bookings and the Wix FAQ app), a 24/7
 * locksmith on Chicago's North Side (WordPress + Astra + WPBakery, TablePress price tables, Rank Math
 * JSON-LD and a robots-disallowed dispatch rate sheet) and a French photography studio in Lyon
 * (a WordPress block theme with The Events Calendar). Visitors ask in the site's language, English,
 * German, French, Spanish, Italian, Arabic, Hebrew, Japanese and Chinese. Measured by
 * scripts/bench-answers.ts; not a CI gate. Each site is a function of its facts (the .facts.json
 * beside it), as written and mutated.
 */
export const unseen11Sites = (): BenchSite[] => [sailingSchool(vela.original), locksmith(serrurier.original), photoStudio(objectif.original)];

/** The same businesses with other prices, names, hours, phone numbers and dates: answers must follow. */
export const mutatedUnseen11Sites = (): BenchSite[] =>
  [sailingSchool(vela.mutated), locksmith(serrurier.mutated), photoStudio(objectif.mutated)].map((site) => ({ ...site, name: `${site.name} (mutated)` }));
