import type { BenchSite } from '../types';
import { DENTAL, DENTAL_MUTATED, dental } from './dental';
import { RESTAURANT, RESTAURANT_MUTATED, restaurant } from './restaurant';
import { TEA_SHOP, TEA_SHOP_MUTATED, teaShop } from './tea-shop';

/** The three fixture businesses as written. */
export const benchSites = (): BenchSite[] => [teaShop(TEA_SHOP), dental(DENTAL), restaurant(RESTAURANT)];

/** The same businesses with other prices, names, hours and contact details: answers must follow. */
export const mutatedBenchSites = (): BenchSite[] =>
  [teaShop(TEA_SHOP_MUTATED), dental(DENTAL_MUTATED), restaurant(RESTAURANT_MUTATED)].map((site) => ({ ...site, name: `${site.name} (mutated)` }));
