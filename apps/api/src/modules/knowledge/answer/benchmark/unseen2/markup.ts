import type { BenchQuestion } from '../types';
import { intlPhone } from '../unseen/markup';

/** Questions a visitor asks in another interface language (metadata.language). */
export const askedIn =
  (language: string) =>
  (question: BenchQuestion): BenchQuestion => ({ ...question, language });

/** A `tel:` target for a national number of the given country code. */
export const phoneLink = (countryCode: string) => (phone: string) => intlPhone(countryCode, phone);

/** A name as a URL or file slug (accents dropped), as site builders make image and anchor names. */
export const slugOf = (name: string) =>
  name
    .toLowerCase()
    .normalize('NFD')
    .replace(/[^a-z]+/g, '-');
