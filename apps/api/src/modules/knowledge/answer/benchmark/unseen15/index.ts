import type { BenchSite } from '../types';
import { bookshop } from './bookshop';
import livraria from './bookshop.facts.json' with { type: 'json' };
import { daySpa } from './day-spa';
import balneario from './day-spa.facts.json' with { type: 'json' };
import { electrician } from './electrician';
import elektro from './electrician.facts.json' with { type: 'json' };

/**
 * A fifteenth set of unseen businesses, written without reading the answerer: an electrician and
 * photovoltaic installer in Vienna (Wix, in Austrian German, with a robots-disallowed staff page), a
 * second-hand bookshop and café in Porto (Shopify on the Dawn theme, with a robots-disallowed team
 * page) and a massage studio and day spa in Valencia (Squarespace 7.1 with the classic editor, with a
 * robots-disallowed staff zone). Visitors ask in the site's language, English, German, Spanish, French,
 * Italian, Portuguese, Arabic, Hebrew, Japanese and Chinese. Measured by scripts/bench-answers.ts; not a
 * CI gate. Each site is a function of its facts (the .facts.json beside it), as written and mutated.
 */
export const unseen15Sites = (): BenchSite[] => [electrician(elektro.original), bookshop(livraria.original), daySpa(balneario.original)];

/** The same businesses with other prices, names, hours, phone numbers and dates: answers must follow. */
export const mutatedUnseen15Sites = (): BenchSite[] =>
  [electrician(elektro.mutated), bookshop(livraria.mutated), daySpa(balneario.mutated)].map((site) => ({ ...site, name: `${site.name} (mutated)` }));
