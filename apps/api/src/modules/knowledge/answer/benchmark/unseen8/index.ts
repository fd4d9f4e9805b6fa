import type { BenchSite } from '../types';
import { ceramicsStudio } from './ceramics-studio';
import clay from './ceramics-studio.facts.json' with { type: 'json' };
import { musicSchool } from './music-school';
import musik from './music-school.facts.json' with { type: 'json' };
import { paddleHire } from './paddle-hire';
import paddle from './paddle-hire.facts.json' with { type: 'json' };

/**
 * An eighth set of unseen businesses, written without reading the answerer: a Spanish ceramics
 * studio in Barcelona (Wix Studio), a German-language music school in Vienna (WordPress + Divi Theme
 * Builder) and an English kayak and paddleboard hire on the south coast of England (Shopify, Dawn). Measured by
 * scripts/bench-answers.ts; not a CI gate. Each site is a function of its facts (the .facts.json
 * beside it), as written and mutated.
 */
export const unseen8Sites = (): BenchSite[] => [ceramicsStudio(clay.original), musicSchool(musik.original), paddleHire(paddle.original)];

/** The same businesses with other prices, names, hours, phone numbers and dates: answers must follow. */
export const mutatedUnseen8Sites = (): BenchSite[] =>
  [ceramicsStudio(clay.mutated), musicSchool(musik.mutated), paddleHire(paddle.mutated)].map((site) => ({ ...site, name: `${site.name} (mutated)` }));
