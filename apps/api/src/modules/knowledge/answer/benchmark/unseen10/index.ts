import type { BenchSite } from '../types';
import { boardingKennels } from './boarding-kennels';
import kennels from './boarding-kennels.facts.json' with { type: 'json' };
import { dryCleaner } from './dry-cleaner';
import tintoreria from './dry-cleaner.facts.json' with { type: 'json' };
import { ridingSchool } from './riding-school';
import maneggio from './riding-school.facts.json' with { type: 'json' };

/**
 * A tenth set of unseen businesses, written without reading the answerer: an Italian riding school
 * and stables near Siena (WordPress + Elementor Pro), a Spanish dry cleaner and laundry with two
 * shops in Madrid (Shopify, Dawn) and an English dog kennels and cattery near Bristol (a Next.js
 * static export with JSON-LD and a robots-disallowed staff page). Visitors ask in the site's language,
 * English, German, French, Spanish, Arabic, Hebrew, Japanese and Chinese. Measured by
 * scripts/bench-answers.ts; not a CI gate. Each site is a function of its facts (the .facts.json
 * beside it), as written and mutated.
 */
export const unseen10Sites = (): BenchSite[] => [ridingSchool(maneggio.original), dryCleaner(tintoreria.original), boardingKennels(kennels.original)];

/** The same businesses with other prices, names, hours, phone numbers and dates: answers must follow. */
export const mutatedUnseen10Sites = (): BenchSite[] =>
  [ridingSchool(maneggio.mutated), dryCleaner(tintoreria.mutated), boardingKennels(kennels.mutated)].map((site) => ({ ...site, name: `${site.name} (mutated)` }));
