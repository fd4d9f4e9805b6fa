import type { BenchSite } from '../types';
import { HAIR_SALON, HAIR_SALON_MUTATED, hairSalon } from './hair-salon';
import { VET_CLINIC, VET_CLINIC_MUTATED, vetClinic } from './vet-clinic';

/** Fresh businesses, written without reading the answerer: a German two-branch hair salon and an English vet clinic. */
export const freshSites = (): BenchSite[] => [hairSalon(HAIR_SALON), vetClinic(VET_CLINIC)];

/** The same businesses with other prices, names, hours and contact details: answers must follow. */
export const mutatedFreshSites = (): BenchSite[] =>
  [hairSalon(HAIR_SALON_MUTATED), vetClinic(VET_CLINIC_MUTATED)].map((site) => ({ ...site, name: `${site.name} (mutated)` }));
