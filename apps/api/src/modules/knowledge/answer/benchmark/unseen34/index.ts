import type { BenchSite } from '../types';
import { bikeShop } from './bike-shop';
import cykel from './bike-shop.facts.json' with { type: 'json' };
import { leisureCentre } from './leisure-centre';
import snamh from './leisure-centre.facts.json' with { type: 'json' };
import { veterinaryClinic } from './veterinary-clinic';
import veto from './veterinary-clinic.facts.json' with { type: 'json' };

/**
 * A thirty-fourth set of unseen businesses, written without reading the answerer: a small-animal veterinary
 * clinic with two vets and an emergency line in Québec City (an Umbraco 13 site in Québec French: Smidge's
 * `/sb/` bundles, `/media/<folder>/` images with ImageSharp's query, the red emergency top bar, a Bootstrap
 * `navbar` with a Services dropdown, Block Grid `umb-block-grid__layout-item`s of rich-text, card, image,
 * alert, map and accordion blocks, price tables "taxes en sus", an Umbraco Forms appointment form, a
 * VeterinaryCare JSON-LD with its emergency contact point and the Law 25 "témoins" banner; exams for dogs,
 * cats and exotic pets, urgent visits by day and on the emergency line, vaccines, the puppy package against
 * single vaccines, spays and neuters by sex and by a weight, dental cleaning, the travel certificate, the
 * home visit, walk-in nail clipping, the lunch closing, the long Thursday, summer Saturdays, the fasting
 * hour and the drop-off window, the cancellation fee, the insurer billed directly, the reptile referral, the
 * parking and the vets by language and speciality, with a robots-disallowed intranet page), a bicycle
 * workshop and bike-rental shop in Aarhus (an Odoo 17 Website with eCommerce and Rental in Danish: the
 * generator meta, `odoo.__session_info__`, `#wrapwrap`, the `o_header_standard` header with `#top_menu` and its
 * offcanvas copy, `data-snippet` sections with `s_comparisons` price cards and the `s_faq_collapse`
 * accordion, `oe_product_cart`s and rental product pages with Product microdata and the
 * `oe_currency_value` widget, the appointment page, a BikeStore JSON-LD, the cookies bar and "Drevet af
 * Odoo"; services, inner tubes by hub, chain, brake pads, e-bike service, pick-up, winter storage, the
 * warranty, rentals for a day, three days and a week, deposits, the minimum age, late return, cancellation,
 * the theft excess, Saturday and high-season Sunday hours and the staff by speciality and language, with a
 * robots-disallowed staff page) and a community leisure centre with a pool, gym and classes in an Irish
 * county town (a Kirby 3 site in Irish English: `/media/pages/` WebP thumbs, the BEM `site-nav` with a
 * sub-list and its `nav-drawer` copy, `block block-type-…` divs with UUIDs, KirbyText tables, callouts,
 * a `<time>`-stamped timetable block, `<details>` FAQ items, the Uniform contact form,
 * SportsActivityLocation and FAQPage JSON-LD and a cookie notice dialog; swim admission, the family
 * ticket, memberships by month and year, the student rate and the joining fee, the gym's minimum age and
 * induction, the pool's supervision ratio, weekday, weekend and Christmas Eve hours, the class timetable,
 * the summer break of lessons, lesson terms, private lessons, the pool party, hall hire, the membership's
 * notice, the no-show fee, parking and the head coach, with a robots-disallowed staff area). Visitors ask in
 * the sites' French, Danish and English, and in German, Spanish, Portuguese, Italian, Swedish, Norwegian,
 * Dutch, Polish, Arabic, Hebrew and Japanese. Measured by scripts/bench-answers.ts; not a CI gate. Each site
 * is a function of its facts (the .facts.json beside it), as written and mutated.
 */
export const unseen34Sites = (): BenchSite[] => [veterinaryClinic(veto.original), bikeShop(cykel.original), leisureCentre(snamh.original)];

/** The same businesses with other prices, names, hours, dates, phone numbers and addresses: answers must follow. */
export const mutatedUnseen34Sites = (): BenchSite[] =>
  [veterinaryClinic(veto.mutated), bikeShop(cykel.mutated), leisureCentre(snamh.mutated)].map((site) => ({
    ...site,
    name: `${site.name} (mutated)`,
  }));
