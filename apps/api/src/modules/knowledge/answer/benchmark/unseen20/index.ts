import type { BenchSite } from '../types';
import { boardGameCafe } from './board-game-cafe';
import ludo from './board-game-cafe.facts.json' with { type: 'json' };
import { diveCentre } from './dive-centre';
import mergulho from './dive-centre.facts.json' with { type: 'json' };
import { gardenCentre } from './garden-centre';
import garten from './garden-centre.facts.json' with { type: 'json' };

/**
 * A twentieth set of unseen businesses, written without reading the answerer: a PADI scuba diving centre
 * in the marina of Lagos, Algarve (a WordPress + Divi site in European Portuguese with one English page,
 * the courses as Divi pricing tables with the eLearning price and minimum ages in their feature lists,
 * fun dives and rental as tables pasted into text modules, the season's boat departures as Divi tabs,
 * the medical questionnaire, minimum ages, deposit, cancellation and weather policy as an accordion,
 * with a robots-disallowed staff area), a board game café in Lyon (a Webflow site in French, the table
 * fee per hour or unlimited with children's and students' prices, the menu as named tabs of CMS
 * collection lists with hidden panes, late nights and a school-holiday Monday, a private room and
 * children's birthdays, the FAQ as dropdowns, with a robots-disallowed staff page) and a garden centre
 * and nursery near Regensburg (a TYPO3 site in German of fluid_styled_content frames, the summer and
 * winter hours with a Sunday cut-flower rule, delivery zones by distance, the Christmas trees and the
 * café menu as contenttables, the workshops as news-extension teasers and a detail page, with a
 * robots-disallowed internal page). Visitors ask in the site's language, English, German, Spanish,
 * French, Italian, Portuguese, Dutch, Arabic, Hebrew, Japanese and Chinese. Measured by
 * scripts/bench-answers.ts; not a CI gate. Each site is a function of its facts (the .facts.json beside
 * it), as written and mutated.
 */
export const unseen20Sites = (): BenchSite[] => [diveCentre(mergulho.original), boardGameCafe(ludo.original), gardenCentre(garten.original)];

/** The same businesses with other prices, names, hours, phone numbers and dates: answers must follow. */
export const mutatedUnseen20Sites = (): BenchSite[] =>
  [diveCentre(mergulho.mutated), boardGameCafe(ludo.mutated), gardenCentre(garten.mutated)].map((site) => ({
    ...site,
    name: `${site.name} (mutated)`,
  }));
