import type { BenchSite } from '../types';
import { joinery } from './joinery';
import schreinerei from './joinery.facts.json' with { type: 'json' };
import { trampolinePark } from './trampoline-park';
import bounce from './trampoline-park.facts.json' with { type: 'json' };
import { translationAgency } from './translation-agency';
import agence from './translation-agency.facts.json' with { type: 'json' };

/**
 * A fourteenth set of unseen businesses, written without reading the answerer: a trampoline park and
 * kids' party venue in Manchester (Webflow, with a robots-disallowed staff hub), a joinery and bespoke
 * furniture workshop near Freiburg (Jimdo Creator, with a robots-disallowed internal page) and a
 * translation and interpreting agency in Lyon (WordPress + Divi, with a robots-disallowed translators'
 * area). Visitors ask in the site's language, English, German, Spanish, French, Italian, Portuguese,
 * Arabic, Hebrew, Japanese and Chinese. Measured by scripts/bench-answers.ts; not a CI gate. Each site
 * is a function of its facts (the .facts.json beside it), as written and mutated.
 */
export const unseen14Sites = (): BenchSite[] => [trampolinePark(bounce.original), joinery(schreinerei.original), translationAgency(agence.original)];

/** The same businesses with other prices, names, hours, phone numbers and dates: answers must follow. */
export const mutatedUnseen14Sites = (): BenchSite[] =>
  [trampolinePark(bounce.mutated), joinery(schreinerei.mutated), translationAgency(agence.mutated)].map((site) => ({
    ...site,
    name: `${site.name} (mutated)`,
  }));
