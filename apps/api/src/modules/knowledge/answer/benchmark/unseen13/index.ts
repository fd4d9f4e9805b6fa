import type { BenchSite } from '../types';
import { carWash } from './car-wash';
import wash from './car-wash.facts.json' with { type: 'json' };
import { gym } from './gym';
import palestra from './gym.facts.json' with { type: 'json' };
import { laserClinic } from './laser-clinic';
import clinica from './laser-clinic.facts.json' with { type: 'json' };

/**
 * A thirteenth set of unseen businesses, written without reading the answerer: a hand car wash and
 * detailing shop in Austin, Texas (Squarespace 7.1, with a robots-disallowed crew page), a fitness
 * club with a pool in Bologna (WordPress + Elementor Pro, with a robots-disallowed staff area) and a
 * laser hair removal and aesthetic clinic in Porto (Wix, with Wix Bookings and Pricing Plans). Visitors
 * ask in the site's language, English, German, Spanish, French, Italian, Portuguese, Arabic, Hebrew,
 * Japanese and Chinese. Measured by scripts/bench-answers.ts; not a CI gate. Each site is a function
 * of its facts (the .facts.json beside it), as written and mutated.
 */
export const unseen13Sites = (): BenchSite[] => [carWash(wash.original), gym(palestra.original), laserClinic(clinica.original)];

/** The same businesses with other prices, names, hours, phone numbers and dates: answers must follow. */
export const mutatedUnseen13Sites = (): BenchSite[] =>
  [carWash(wash.mutated), gym(palestra.mutated), laserClinic(clinica.mutated)].map((site) => ({ ...site, name: `${site.name} (mutated)` }));
