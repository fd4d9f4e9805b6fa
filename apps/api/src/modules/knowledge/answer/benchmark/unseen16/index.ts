import type { BenchSite } from '../types';
import { campervanHire } from './campervan-hire';
import autocaravanas from './campervan-hire.facts.json' with { type: 'json' };
import { kidsParties } from './kids-parties';
import feste from './kids-parties.facts.json' with { type: 'json' };
import { pianoWorkshop } from './piano-workshop';
import klavier from './piano-workshop.facts.json' with { type: 'json' };

/**
 * A sixteenth set of unseen businesses, written without reading the answerer: a piano tuning, repair
 * and transport workshop in Zurich (a hand-written static site on Bootstrap 5, in Swiss Standard
 * German, with a robots-disallowed internal page), a children's birthday party and holiday camp
 * organiser in Milan (WordPress + GeneratePress + Elementor Pro and Essential Addons, with a
 * robots-disallowed staff area) and a campervan hire company by Lisbon airport (a Nuxt 3 SSR site in
 * Portuguese with English pages, its booking engine in an iframe, with a robots-disallowed internal
 * page). Visitors ask in the site's language, English, German, Spanish, French, Italian, Portuguese,
 * Arabic, Hebrew, Japanese and Chinese. Measured by scripts/bench-answers.ts; not a CI gate. Each site
 * is a function of its facts (the .facts.json beside it), as written and mutated.
 */
export const unseen16Sites = (): BenchSite[] => [pianoWorkshop(klavier.original), kidsParties(feste.original), campervanHire(autocaravanas.original)];

/** The same businesses with other prices, names, hours, phone numbers and dates: answers must follow. */
export const mutatedUnseen16Sites = (): BenchSite[] =>
  [pianoWorkshop(klavier.mutated), kidsParties(feste.mutated), campervanHire(autocaravanas.mutated)].map((site) => ({
    ...site,
    name: `${site.name} (mutated)`,
  }));
