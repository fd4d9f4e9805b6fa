import type { BenchSite } from '../types';
import { BIKE_SHOP, BIKE_SHOP_MUTATED, bikeShop } from './bike-shop';
import { YOGA_STUDIO, YOGA_STUDIO_MUTATED, yogaStudio } from './yoga-studio';

/** The held-out businesses as written: not to be tuned against. */
export const heldoutSites = (): BenchSite[] => [bikeShop(BIKE_SHOP), yogaStudio(YOGA_STUDIO)];

/** The same businesses with other prices, names, hours and contact details: answers must follow. */
export const mutatedHeldoutSites = (): BenchSite[] =>
  [bikeShop(BIKE_SHOP_MUTATED), yogaStudio(YOGA_STUDIO_MUTATED)].map((site) => ({ ...site, name: `${site.name} (mutated)` }));
