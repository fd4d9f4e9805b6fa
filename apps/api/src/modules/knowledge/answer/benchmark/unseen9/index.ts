import type { BenchSite } from '../types';
import { swimSchool } from './swim-school';
import swim from './swim-school.facts.json' with { type: 'json' };
import { taxAdvisor } from './tax-advisor';
import steuer from './tax-advisor.facts.json' with { type: 'json' };
import { windowCleaning } from './window-cleaning';
import windows from './window-cleaning.facts.json' with { type: 'json' };

/**
 * A ninth set of unseen businesses, written without reading the answerer: a French children's
 * swimming school in Lyon (Squarespace 7.1), a German tax advisor's office in Cologne (Webflow) and
 * an English window-cleaning and gutter company in Australia (hand-written static HTML with JSON-LD).
 * Measured by scripts/bench-answers.ts; not a CI gate. Each site is a function of its facts (the
 * .facts.json beside it), as written and mutated.
 */
export const unseen9Sites = (): BenchSite[] => [swimSchool(swim.original), taxAdvisor(steuer.original), windowCleaning(windows.original)];

/** The same businesses with other prices, names, hours, phone numbers and dates: answers must follow. */
export const mutatedUnseen9Sites = (): BenchSite[] =>
  [swimSchool(swim.mutated), taxAdvisor(steuer.mutated), windowCleaning(windows.mutated)].map((site) => ({ ...site, name: `${site.name} (mutated)` }));
