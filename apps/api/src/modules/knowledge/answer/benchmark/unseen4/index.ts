import type { BenchSite } from '../types';
import { cookingSchool } from './cooking-school';
import cooking from './cooking-school.facts.json' with { type: 'json' };
import { kfzWerkstatt } from './kfz-werkstatt';
import garage from './kfz-werkstatt.facts.json' with { type: 'json' };
import { phoneRepair } from './phone-repair';
import repair from './phone-repair.facts.json' with { type: 'json' };

/**
 * A fourth set of unseen businesses, written without reading the answerer: a German Kfz-Meister
 * workshop in a small town, an English phone and laptop repair shop with branches in Leeds and York
 * and a Spanish cooking school in Triana, Seville. Measured by scripts/bench-answers.ts
 * (`--set unseen4`); not a CI gate. Each site is a function of its facts (the .facts.json beside
 * it), as written and mutated.
 */
export const unseen4Sites = (): BenchSite[] => [kfzWerkstatt(garage.original), phoneRepair(repair.original), cookingSchool(cooking.original)];

/** The same businesses with other prices, names, hours, phone numbers and dates: answers must follow. */
export const mutatedUnseen4Sites = (): BenchSite[] =>
  [kfzWerkstatt(garage.mutated), phoneRepair(repair.mutated), cookingSchool(cooking.mutated)].map((site) => ({ ...site, name: `${site.name} (mutated)` }));
