import type { BenchSite } from '../types';
import { climbingGym } from './climbing-gym';
import gym from './climbing-gym.facts.json' with { type: 'json' };
import { drivingSchool } from './driving-school';
import school from './driving-school.facts.json' with { type: 'json' };
import { plumber } from './plumber';
import plumbing from './plumber.facts.json' with { type: 'json' };

/**
 * Unseen businesses, written without reading the answerer: a Spanish two-branch driving school,
 * an English plumbing and heating company and an English bouldering gym. Measured by
 * scripts/bench-answers.ts (`--set unseen`); not a CI gate. Each site is a function of its facts
 * (the .facts.json beside it), as written and mutated.
 */
export const unseenSites = (): BenchSite[] => [drivingSchool(school.original), plumber(plumbing.original), climbingGym(gym.original)];

/** The same businesses with other prices, names, hours and contact details: answers must follow. */
export const mutatedUnseenSites = (): BenchSite[] =>
  [drivingSchool(school.mutated), plumber(plumbing.mutated), climbingGym(gym.mutated)].map((site) => ({ ...site, name: `${site.name} (mutated)` }));
