import type { BenchSite } from '../types';
import { campsite } from './campsite';
import camp from './campsite.facts.json' with { type: 'json' };
import { escapeRoom } from './escape-room';
import escape from './escape-room.facts.json' with { type: 'json' };
import { tattooStudio } from './tattoo-studio';
import tattoo from './tattoo-studio.facts.json' with { type: 'json' };

/**
 * A third set of unseen businesses, written without reading the answerer: a Spanish escape-room
 * business with two venues in Valencia, an English tattoo studio in Manchester and an Italian
 * family-run campsite on Lake Garda. Measured by scripts/bench-answers.ts (`--set unseen3`); not a
 * CI gate. Each site is a function of its facts (the .facts.json beside it), as written and mutated.
 */
export const unseen3Sites = (): BenchSite[] => [escapeRoom(escape.original), tattooStudio(tattoo.original), campsite(camp.original)];

/** The same businesses with other prices, names, hours, phone numbers and dates: answers must follow. */
export const mutatedUnseen3Sites = (): BenchSite[] =>
  [escapeRoom(escape.mutated), tattooStudio(tattoo.mutated), campsite(camp.mutated)].map((site) => ({ ...site, name: `${site.name} (mutated)` }));
