import type { BenchSite } from '../types';
import { coworking } from './coworking';
import cowork from './coworking.facts.json' with { type: 'json' };
import { movingCompany } from './moving-company';
import movers from './moving-company.facts.json' with { type: 'json' };
import { optician } from './optician';
import optik from './optician.facts.json' with { type: 'json' };

/**
 * A seventh set of unseen businesses, written without reading the answerer: a French coworking
 * space on Lyon's Presqu'île (Webflow), an English-language moving company in Austin, Texas
 * (WordPress + Elementor Pro) and a German Augenoptiker in Munich (Jimdo Creator). Measured by
 * scripts/bench-answers.ts; not a CI gate. Each site is a function of its facts (the .facts.json
 * beside it), as written and mutated.
 */
export const unseen7Sites = (): BenchSite[] => [coworking(cowork.original), movingCompany(movers.original), optician(optik.original)];

/** The same businesses with other prices, names, hours, phone numbers and dates: answers must follow. */
export const mutatedUnseen7Sites = (): BenchSite[] =>
  [coworking(cowork.mutated), movingCompany(movers.mutated), optician(optik.mutated)].map((site) => ({ ...site, name: `${site.name} (mutated)` }));
