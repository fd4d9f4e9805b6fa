import type { BenchSite } from '../types';
import { danceSchool } from './dance-school';
import tanz from './dance-school.facts.json' with { type: 'json' };
import { florist } from './florist';
import flowers from './florist.facts.json' with { type: 'json' };
import { physioClinic } from './physio-clinic';
import fisio from './physio-clinic.facts.json' with { type: 'json' };

/**
 * A sixth set of unseen businesses, written without reading the answerer: a German dance school in
 * Hamburg-Eimsbüttel (WordPress + Divi), an English florist with same-day delivery in Brighton
 * (Squarespace 7.1) and a Spanish physiotherapy clinic with two centres in Valencia (Wix). Measured
 * by scripts/bench-answers.ts (`--set unseen6`); not a CI gate. Each site is a function of its facts
 * (the .facts.json beside it), as written and mutated.
 */
export const unseen6Sites = (): BenchSite[] => [danceSchool(tanz.original), florist(flowers.original), physioClinic(fisio.original)];

/** The same businesses with other prices, names, hours, phone numbers and dates: answers must follow. */
export const mutatedUnseen6Sites = (): BenchSite[] =>
  [danceSchool(tanz.mutated), florist(flowers.mutated), physioClinic(fisio.mutated)].map((site) => ({ ...site, name: `${site.name} (mutated)` }));
