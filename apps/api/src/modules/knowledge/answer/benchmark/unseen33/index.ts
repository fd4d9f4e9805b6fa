import type { BenchSite } from '../types';
import { fishingCharter } from './fishing-charter';
import snapper from './fishing-charter.facts.json' with { type: 'json' };
import { museum } from './museum';
import zwirn from './museum.facts.json' with { type: 'json' };
import { watchmaker } from './watchmaker';
import hodinky from './watchmaker.facts.json' with { type: 'json' };

/**
 * A thirty-third set of unseen businesses, written without reading the answerer: an industrial museum in a
 * former thread mill in Chemnitz (a Neos CMS site in German: the "powered by Neos" comment, `/_Resources/`
 * static and persistent files, the `Neos.Neos:Menu` navigation with `normal`, `active` and `current` items and
 * its mobile copy, the breadcrumb menu, `neos-contentcollection`s of `neos-nodetypes-headline`, `-text`,
 * `-image` and two-column nodes, the site package's price tables, tabs with the group and school panes
 * `hidden`, an accordion of hidden panels and `<time>`-stamped event teasers, Museum and ExhibitionEvent
 * JSON-LD and Sandstorm.CookiePunch's Klaro config; admission for adults, reduced, children and families, the
 * special exhibition's surcharge, the late-evening ticket and the annual pass, the audio guide, Sunday, group,
 * English and school tours, the machine demonstrations, the special exhibition's end, the next steam day after
 * a holiday, the holiday workshop, the late weekday, the last entry, the one room without a lift, parking,
 * the café, card payment, the curator and the educator, with a robots-disallowed internal page), a sea-fishing
 * charter with two boats in Tauranga, New Zealand (a Silverstripe CMS 5 site in New Zealand English: the
 * generator meta and `<base>` tag, `/_resources/` and `/assets/Uploads/` files with `__Fill` variants, the
 * `nav.primary` menu with `current`, `section` and `link` items and its off-canvas copy, breadcrumbs, Elemental
 * content, tabs, accordion and user-form blocks, LocalBusiness and TouristTrip JSON-LD and the Osano
 * cookieconsent; the half-day, full-day and twilight trips for adults and children with their minimum ages and
 * times, sums for a family and a group, private charters by boat and the deposit, filleting per fish, the
 * snapper limits, weather and cancellation, the berth, the boat with a toilet and a ramp, the lunch platter,
 * vouchers, the office's hours, the skippers, with a robots-disallowed crew page) and a family watchmaker's
 * workshop in Brno (a Webnode site in Czech: the generator meta and `wnd.$system`, the `l-page` wrapper, the
 * `menu-ul` navigation and its `menu-mobile` copy, `s s-basic` sections of `b b-text`, `b-img`, column and
 * button blocks, editor price tables, the contact form, a LocalBusiness JSON-LD, "Vytvořeno službou Webnode"
 * and the cookie bar; batteries while you wait and in screw-back watches, the water test, the service of
 * manual, automatic and chronograph watches with its weeks and warranty, glass, bracelets, straps,
 * polishing, engraving by the character, a longcase clock's collection, the fee for a declined quote, the
 * lunch break, the short Friday and the summer holiday, the tram, the authorised brands and the staff by
 * speciality and language, with a robots-disallowed internal page). Visitors ask in the sites' German, English
 * and Czech, and in Polish, Dutch, Turkish, Spanish, French, Ukrainian, Slovak, Vietnamese and Simplified
 * Chinese. Measured by scripts/bench-answers.ts; not a CI gate. Each site is a function of its facts (the
 * .facts.json beside it), as written and mutated.
 */
export const unseen33Sites = (): BenchSite[] => [museum(zwirn.original), fishingCharter(snapper.original), watchmaker(hodinky.original)];

/** The same businesses with other prices, names, hours, dates, phone numbers and addresses: answers must follow. */
export const mutatedUnseen33Sites = (): BenchSite[] =>
  [museum(zwirn.mutated), fishingCharter(snapper.mutated), watchmaker(hodinky.mutated)].map((site) => ({
    ...site,
    name: `${site.name} (mutated)`,
  }));
