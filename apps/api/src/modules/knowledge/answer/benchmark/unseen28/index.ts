import type { BenchSite } from '../types';
import { applianceRepair } from './appliance-repair';
import weixiu from './appliance-repair.facts.json' with { type: 'json' };
import { surfSchool } from './surf-school';
import olas from './surf-school.facts.json' with { type: 'json' };
import { tcmClinic } from './tcm-clinic';
import zhongyi from './tcm-clinic.facts.json' with { type: 'json' };

/**
 * A twenty-eighth set of unseen businesses, written without reading the answerer: a surf school and weekly
 * surf camp on the beach of Somo, Cantabria (a Weebly site in Spanish: the theme's `wsite-menu-default`
 * navigation and again in the mobile menu, `wsite-section-wrap` sections of the editor's elements, titles,
 * paragraphs, `wsite-multicol` columns, buttons, spacers and the owner's own price tables and cookie bar in
 * `wsite-embed-code` blocks, a `formSubmit.php` form and the `_W` globals; group, private and kids' lessons
 * written "35 €" and "35,00 €", bonos and until when they are valid, the camp with and without the hostel,
 * board and wetsuit rental, the lesson times that follow the tide explained in prose, the hut's hours in
 * summer and the rest of the season, the bad-sea and cancellation rules, what to bring, instructors with
 * their certificates and languages, with a robots-disallowed page for the coaches), a Traditional Chinese
 * medicine clinic in Da'an, Taipei (a multi-page Strikingly site in Traditional Chinese: `s-navbar`,
 * `s-section`s of `s-component`s and `s-rich-text-wrapper`s, repeatable `s-block-item`s; the registration
 * fee and NHI co-payment, the self-paid treatments in NT$, which services the NHI covers, three doctors by
 * speciality and a weekday table of morning, afternoon and evening sessions with the Sunday afternoon off,
 * booking by LINE or phone, what to do before acupuncture and what to bring to a first visit, the MRT exit,
 * with a robots-disallowed internal page) and a home-appliance repair and air-conditioner cleaning service
 * in Shanghai (a PbootCMS site on its default template in Simplified Chinese: Bootstrap navbar, Swiper
 * banner, breadcrumb, service cards, a price table with "¥120/台" and "260元起", a news article with the
 * May Day hours, the message form with its captcha, the footer's 沪ICP备 and 沪公网安备 numbers; the call-out
 * fee, the districts served, at a surcharge and not at all, warranties, holiday hours, brands, technicians,
 * payment and invoices, with a robots-disallowed internal page). Visitors ask in the site's language,
 * English, Spanish, German, French, Japanese, Arabic, Hebrew and the other Chinese script. Measured by
 * scripts/bench-answers.ts; not a CI gate. Each site is a function of its facts (the .facts.json beside it),
 * as written and mutated.
 */
export const unseen28Sites = (): BenchSite[] => [surfSchool(olas.original), tcmClinic(zhongyi.original), applianceRepair(weixiu.original)];

/** The same businesses with other prices, names, hours, phone numbers and dates: answers must follow. */
export const mutatedUnseen28Sites = (): BenchSite[] =>
  [surfSchool(olas.mutated), tcmClinic(zhongyi.mutated), applianceRepair(weixiu.mutated)].map((site) => ({
    ...site,
    name: `${site.name} (mutated)`,
  }));
