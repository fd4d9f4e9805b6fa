import type { BenchSite } from '../types';
import { carRental } from './car-rental';
import wynajem from './car-rental.facts.json' with { type: 'json' };
import { dojo } from './dojo';
import tatami from './dojo.facts.json' with { type: 'json' };
import { upholstery } from './upholstery';
import tapissier from './upholstery.facts.json' with { type: 'json' };

/**
 * A twenty-fourth set of unseen businesses, written without reading the answerer: a martial-arts dojo in
 * Valencia (a Hugo site on a Hugoplate-style theme in Spanish: the header partial with an off-canvas copy
 * of the menu, the classes as a section whose cards and single pages come from front matter, the
 * `disciplinas` taxonomy with its terms and term pages, the weekly timetable as a markdown table with one
 * column per weekday, monthly fees, enrolment, licence and uniforms as a table and lists, the belts in a
 * tabs shortcode, grading dates and fees, news posts, the FAQ as accordion shortcodes, a Netlify form, with
 * a robots-disallowed instructors' page), a furniture upholstery and restoration workshop in Lyon (a Craft
 * CMS site in French: SEOmatic's head, Matrix blocks for text, tables, steps and an Alpine accordion, image
 * transforms, labour prices by piece in traditional or foam stuffing with the metres of fabric needed,
 * fabrics by the metre as entry cards, lead times, pick-up and delivery zones, courses with dates, the
 * team by trade, a Formie quote form, tarteaucitron, with a robots-disallowed trade page) and a car
 * rental agency in Kraków (a Magento 2 store on Luma in Polish: the car classes as a category of product
 * items and product pages whose tier prices are the daily rates by rental length, custom options for
 * insurance and extras, Page Builder CMS pages for the price list, the rental terms as an accordion widget,
 * the insurance packages as tabs and the city and airport branches' hours, with a robots-disallowed staff
 * page). Visitors ask in the site's language, English, German, French, Spanish, Italian, Portuguese, Dutch,
 * Polish, Czech, Romanian, Catalan, Japanese, Chinese and Arabic. Measured by scripts/bench-answers.ts; not
 * a CI gate. Each site is a function of its facts (the .facts.json beside it), as written and mutated.
 */
export const unseen24Sites = (): BenchSite[] => [dojo(tatami.original), upholstery(tapissier.original), carRental(wynajem.original)];

/** The same businesses with other prices, names, hours, phone numbers and dates: answers must follow. */
export const mutatedUnseen24Sites = (): BenchSite[] =>
  [dojo(tatami.mutated), upholstery(tapissier.mutated), carRental(wynajem.mutated)].map((site) => ({
    ...site,
    name: `${site.name} (mutated)`,
  }));
