import type { BenchSite } from '../types';
import { selfStorage } from './self-storage';
import storage from './self-storage.facts.json' with { type: 'json' };
import { skiSchool } from './ski-school';
import ski from './ski-school.facts.json' with { type: 'json' };
import { wineShop } from './wine-shop';
import cave from './wine-shop.facts.json' with { type: 'json' };

/**
 * A fifth set of unseen businesses, written without reading the answerer: an Italian ski and
 * snowboard school in Val Gardena (WordPress + Elementor), a French wine shop with tastings in Lyon
 * (Shopify) and an English self-storage company with stores in Bristol and Bath (a custom Next.js
 * site). Measured by scripts/bench-answers.ts (`--set unseen5`); not a CI gate. Each site is a
 * function of its facts (the .facts.json beside it), as written and mutated.
 */
export const unseen5Sites = (): BenchSite[] => [skiSchool(ski.original), wineShop(cave.original), selfStorage(storage.original)];

/** The same businesses with other prices, names, hours, phone numbers and dates: answers must follow. */
export const mutatedUnseen5Sites = (): BenchSite[] =>
  [skiSchool(ski.mutated), wineShop(cave.mutated), selfStorage(storage.mutated)].map((site) => ({ ...site, name: `${site.name} (mutated)` }));
