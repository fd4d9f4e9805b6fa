import type { BenchSite } from '../types';
import { brewery } from './brewery';
import bier from './brewery.facts.json' with { type: 'json' };
import { pestControl } from './pest-control';
import pest from './pest-control.facts.json' with { type: 'json' };
import { weddingVenue } from './wedding-venue';
import cortijo from './wedding-venue.facts.json' with { type: 'json' };

/**
 * A twelfth set of unseen businesses, written without reading the answerer: a Franconian craft
 * brewery with a taproom, beer garden and tours near Bamberg (TYPO3 with the Bootstrap Package), a
 * pest control company in Leeds (WordPress + Avada, Yoast JSON-LD and a robots-disallowed technicians'
 * rate card) and a wedding finca near Antequera in Andalusia (Framer). Visitors ask in the site's
 * language, English, German, Spanish, French, Italian, Portuguese, Arabic, Hebrew, Japanese and
 * Chinese. Measured by scripts/bench-answers.ts; not a CI gate. Each site is a function of its facts
 * (the .facts.json beside it), as written and mutated.
 */
export const unseen12Sites = (): BenchSite[] => [brewery(bier.original), pestControl(pest.original), weddingVenue(cortijo.original)];

/** The same businesses with other prices, names, hours, phone numbers and dates: answers must follow. */
export const mutatedUnseen12Sites = (): BenchSite[] =>
  [brewery(bier.mutated), pestControl(pest.mutated), weddingVenue(cortijo.mutated)].map((site) => ({ ...site, name: `${site.name} (mutated)` }));
