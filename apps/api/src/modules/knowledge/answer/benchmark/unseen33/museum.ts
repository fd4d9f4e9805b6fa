import type { BenchSite } from '../types';
import { jsonLd } from '../unseen/markup';
import { phoneLink, slugOf } from '../unseen2/markup';
import { dayMonth, weekdayOf } from '../unseen32/dates';
import { museumQuestions } from './museum-questions';
import type facts from './museum.facts.json';

/**
 * Unseen: an industrial museum in a former thread mill in Chemnitz run by a foundation, a Neos CMS site in
 * German (`lang="de"`) from a Dresden agency's site package: the "This website is powered by Neos" comment
 * after `<html>`, the package's `/_Resources/Static/Packages/…` styles and scripts and `/_Resources/Persistent/`
 * images under their SHA1 folders, the `Neos.Neos:Menu` navigation whose `li` items are `normal`, `active` or
 * `current` (with the visit section's sub-menu), the burger's `mobile-navigation` copy of it, the breadcrumb
 * menu, pages of `neos-contentcollection`s holding `neos-nodetypes-headline`, `-text`, `-image` and
 * `-columnlayouts-twocolumn` nodes and the package's own content types (a price table, tabs whose group and
 * school panes are `hidden`, an accordion of `aria-expanded` buttons over hidden panels, event teasers with
 * `<time>`), a Museum and ExhibitionEvent JSON-LD, the footer's content collection and meta menu, and
 * Sandstorm.CookiePunch's Klaro config with the Matomo script blocked behind `data-src`. A page at /intern,
 * which robots.txt disallows and the footer's meta menu links to, holds the director's mobile, the freelance
 * guides' fee per tour and the insured value of a loaned machine that must never be quoted.
 *
 * The facts, as written and mutated, are data in museum.facts.json: the museum's and foundation's names, the
 * street, district, phone and e-mail; the hours with the late weekday, the closed Monday, the last entry and
 * the closed holidays; admission for adults, reduced, children (and the age they go free to), the family
 * ticket, the special exhibition's surcharge, the late-evening ticket, the annual pass, the audio guide and its
 * languages; the Sunday tour, group and English-language tours and the group rate per person, school classes;
 * the machine demonstrations' times; the special exhibition's title, dates and floor; the steam days, the
 * curator's tour and the museum night; the holiday workshop's dates, ages and price; step-free access but for
 * one room, wheelchairs to borrow, the tram, parking, the café; the director, curator, educator and machinist.
 */
export type MuseumFacts = typeof facts.original;

export function museum(f: MuseumFacts): BenchSite {
  const { hours: h, prices: p, special: sx, workshop: ws, access: ax, tram, parking, cafe, staff: s, internal: ix } = f;
  const origin = `https://www.${f.domain}.example`;
  const tel = phoneLink('49')(f.phone);
  const eur = (value: string) => `${value} €`;
  const statics = `/_Resources/Static/Packages/${f.package}`;

  /** Flow's persistent resources: a SHA1 per file, from a walk seeded by the postcode, in its subdivided folders. */
  let seed = Number(f.zip) * 131;
  const hex = (length: number) => Array.from({ length }, () => ((seed = (seed * 48_271) % 2_147_483_647) % 16).toString(16)).join('');
  const resources = new Map<string, string>();
  const resource = (file: string) => {
    const sha = resources.get(file) ?? resources.set(file, hex(40)).get(file) ?? '';
    return `/_Resources/Persistent/${sha.slice(0, 4).split('').join('/')}/${sha}/${file}-1200x800.jpg`;
  };
  const bust = hex(8);

  /** The site's document tree: every page's title; the main menu's sections, each with the pages below it; the meta menu in the footer. */
  const titles = new Map<string, string>(
    Object.entries({
      '/': 'Start',
      '/besuch': 'Besuch planen',
      '/besuch/preise': 'Preise & Tickets',
      '/besuch/barrierefreiheit': 'Barrierefreiheit',
      '/ausstellungen': 'Ausstellungen',
      '/ausstellungen/sonderausstellung': 'Sonderausstellung',
      '/veranstaltungen': 'Veranstaltungen',
      '/bildung': 'Bildung & Vermittlung',
      '/museum/team': 'Team',
      '/faq': 'Häufige Fragen',
      '/impressum': 'Impressum',
      '/datenschutz': 'Datenschutz',
      '/intern': 'Intern',
    }),
  );
  const sections = ['/besuch', '/ausstellungen', '/veranstaltungen', '/bildung', '/museum/team', '/faq'];
  const metaMenu = ['/impressum', '/datenschutz', '/intern'];
  const label = (href: string) => (titles.get(href) ?? '').replace('&', '&amp;');
  const below = (href: string) => [...titles.keys()].filter((child) => child.startsWith(`${href}/`));
  const state = (href: string, path: string) => (href === path ? 'current' : path.startsWith(`${href}/`) ? 'active' : 'normal');
  const menuItems = (path: string, withChildren: boolean) =>
    sections
      .map((href) => {
        const children = withChildren ? below(href) : [];
        const submenu = children.length > 0 ? `<ul>${children.map((child) => `<li class="${state(child, path)}"><a href="${child}" title="${label(child)}">${label(child)}</a></li>`).join('')}</ul>` : '';
        return `<li class="${state(href, path)}"><a href="${href}" title="${label(href)}">${label(href)}</a>${submenu}</li>`;
      })
      .join('');
  const breadcrumb = (path: string) => {
    const trail = ['/', ...path.split('/').slice(1).map((_, index, parts) => `/${parts.slice(0, index + 1).join('/')}`)].filter((href) => titles.has(href));
    return `<nav class="breadcrumb" aria-label="Sie sind hier"><ul>${trail.map((href) => (href === path ? `<li class="current">${label(href)}</li>` : `<li class="normal"><a href="${href}">${label(href)}</a></li>`)).join('')}</ul></nav>`;
  };

  /** The Neos.NodeTypes content elements and the package's own ones, as Fusion renders them in the live workspace. */
  const collection = (...nodes: string[]) => `<div class="neos-contentcollection">${nodes.join('')}</div>`;
  const headline = (text: string, level = 2) => `<div class="neos-nodetypes-headline"><div><h${level}>${text}</h${level}></div></div>`;
  const text = (html: string) => `<div class="neos-nodetypes-text"><div>${html}</div></div>`;
  const image = (file: string, alt: string) => `<div class="neos-nodetypes-image"><figure><img src="${resource(file)}" width="1200" height="800" alt="${alt}" title="${alt}" loading="lazy" /></figure></div>`;
  const twoColumn = (left: string, right: string) =>
    `<div class="neos-nodetypes-columnlayouts-twocolumn"><div class="container columns-50-50"><div class="column column--first">${collection(left)}</div><div class="column column--last">${collection(right)}</div></div></div>`;
  const table = (head: [string, string], rows: [string, string][], caption = '') =>
    `<div class="${f.package.split('.')[0]?.toLowerCase() ?? 'site'}-content-table"><table class="price-table">${caption && `<caption>${caption}</caption>`}<thead><tr><th scope="col">${head[0]}</th><th scope="col">${head[1]}</th></tr></thead><tbody>${rows.map(([label, value]) => `<tr><th scope="row">${label}</th><td>${value}</td></tr>`).join('')}</tbody></table></div>`;
  const tabs = (name: string, panes: [string, string][]) =>
    `<div class="tabs" data-component="Tabs"><div class="tabs__list" role="tablist">${panes.map(([label], index) => `<button class="tabs__tab" role="tab" id="tab-${name}-${index}" aria-controls="panel-${name}-${index}" aria-selected="${index === 0}"${index === 0 ? '' : ' tabindex="-1"'}>${label}</button>`).join('')}</div>${panes
      .map(([, body], index) => `<div class="tabs__panel" role="tabpanel" id="panel-${name}-${index}" aria-labelledby="tab-${name}-${index}"${index === 0 ? '' : ' hidden'}>${collection(body)}</div>`)
      .join('')}</div>`;
  const accordion = (items: [string, string][]) =>
    `<div class="accordion" data-component="Accordion">${items
      .map(
        ([question, answer], index) =>
          `<div class="accordion__item"><h3 class="accordion__heading"><button class="accordion__trigger" type="button" aria-expanded="false" aria-controls="faq-${index}" id="faq-trigger-${index}">${question}</button></h3><div class="accordion__panel" id="faq-${index}" role="region" aria-labelledby="faq-trigger-${index}" hidden>${collection(text(`<p>${answer}</p>`))}</div></div>`,
      )
      .join('')}</div>`;
  const when = (date: string, time: string) => `${weekdayOf(date)}, ${dayMonth(date)} 2035, ${time} Uhr`;
  const eventTeaser = (date: string, time: string, title: string, body: string) =>
    `<article class="event-teaser"><time class="event-teaser__date" datetime="${date}T${(time.split(' ')[0] ?? '').padStart(5, '0')}">${when(date, time)}</time><h3 class="event-teaser__title">${title}</h3><div class="event-teaser__text"><p>${body}</p></div></article>`;

  /** The events page's calendar, in date order: the curator's tour, the steam days, the workshop's days and the museum night. */
  const calendar = (
    [
      [f.curatorTour.date, f.curatorTour.time, 'Kuratorenführung durch die Sonderausstellung', `${s.curator} führt durch „${sx.title}“. Im Eintritt enthalten, ohne Anmeldung.`],
      ...f.steamDays.map((date) => [date, '11:00 – 16:00', 'Dampftag im Kesselhaus', 'Die Dampfmaschine läuft unter Dampf, dazu Vorführungen am Spulautomaten. Normaler Museumseintritt.']),
      ...ws.dates.map((date) => [date, ws.time, `Ferienwerkstatt: ${ws.title}`, `Für Kinder von ${ws.ages} Jahren, ${eur(ws.price)} inkl. Material. Anmeldung erforderlich.`]),
      [f.museumNight.date, `${f.museumNight.from} – ${f.museumNight.to}`, 'Chemnitzer Museumsnacht', `Alle Maschinen laufen, Musik im Zwirnsaal. Eintritt mit dem Museumsnacht-Ticket (${eur(f.museumNight.price)}), gültig in allen teilnehmenden Museen.`],
    ] as [string, string, string, string][]
  ).sort(([a], [b]) => a.localeCompare(b));

  const days = ['Montag', 'Dienstag', 'Mittwoch', 'Donnerstag', 'Freitag', 'Samstag', 'Sonntag'];
  const hoursOf = (day: string) => (day === h.closedDay ? 'geschlossen' : `${h.open} – ${day === h.lateDay ? h.lateClose : h.close} Uhr`);
  const hoursTable = table(['Tag', 'Öffnungszeit'], days.map((day) => [day, hoursOf(day)]), 'Öffnungszeiten');
  const hoursNote = `Letzter Einlass ist um ${h.lastEntry} Uhr, ${h.lateDay.toLowerCase()}s um ${h.lateLastEntry} Uhr. An Feiertagen, die auf einen ${h.closedDay} fallen, haben wir geöffnet. Geschlossen am ${f.closedDates.join(', ')}.`;
  const demos = `Unser Maschinenmeister ${s.machinist} nimmt täglich um ${f.demoTimes.join(' und um ')} Uhr die Ringzwirnmaschine von 1912 und den Spulautomaten in Betrieb (jeweils etwa 20 Minuten, im Eintritt enthalten).`;
  const steamList = f.steamDays.map((date) => `${weekdayOf(date)}, ${dayMonth(date)}`).join(', ');
  const steam = `An den Dampftagen läuft die Dampfmaschine im Kesselhaus von 11:00 bis 16:00 Uhr unter Dampf: ${steamList}.`;

  const singlePrices: [string, string][] = [
    ['Erwachsene', eur(p.adult)],
    ['Ermäßigt (Schüler:innen ab 18, Studierende, Azubis, Menschen mit Schwerbehinderung, Chemnitz-Pass)', eur(p.reduced)],
    [`Kinder und Jugendliche von ${p.freeUnder} bis 17 Jahren`, eur(p.child)],
    [`Kinder unter ${p.freeUnder} Jahren`, 'frei'],
    ['Familienkarte (2 Erwachsene mit ihren Kindern bis 17 Jahre)', eur(p.family)],
    ['Zuschlag Sonderausstellung (pro Person ab 6 Jahren)', eur(p.special)],
    [`Feierabendticket (${h.lateDay.toLowerCase()}s ab ${p.eveningFrom} Uhr)`, eur(p.evening)],
    ['Jahreskarte (ein Jahr ab Kauf, inkl. Sonderausstellungen)', eur(p.annual)],
    [`Audioguide (${f.audioLanguages.join(', ')})`, eur(p.audioguide)],
  ];
  const groupPrices: [string, string][] = [
    [`Gruppen ab ${p.groupMin} Personen, Eintritt pro Person`, eur(p.groupPerson)],
    [`Führung auf Deutsch (60 Minuten, bis ${f.groupMax} Personen)`, `${eur(p.groupTour)} zzgl. Eintritt`],
    [`Führung auf Englisch (60 Minuten, bis ${f.groupMax} Personen)`, `${eur(p.groupTourEnglish)} zzgl. Eintritt`],
  ];
  const schoolPrices: [string, string][] = [
    ['Eintritt für Schulklassen und Kitagruppen mit Begleitung', 'frei'],
    ['Führung oder Workshop für eine Klasse (90 Minuten)', eur(p.schoolTour)],
  ];
  const freeSunday = `An jedem ersten Sonntag im Monat ist der Eintritt in die Dauerausstellung frei (Sonderausstellung: ${eur(p.special)} Zuschlag).`;
  const paymentText = `An der Kasse zahlen Sie bar, mit ${f.payment}. American Express können wir nicht annehmen.`;
  const sunday = `Öffentliche Führung jeden Sonntag um ${f.tourTime} Uhr (auf Deutsch): ${eur(p.tour)} zzgl. Eintritt, ohne Anmeldung – Treffpunkt an der Kasse.`;

  const faq: [string, string][] = [
    ['Darf ich im Museum fotografieren?', 'Ja, für private Zwecke dürfen Sie fotografieren und filmen – bitte ohne Blitz und ohne Stativ. In der Sonderausstellung sind einzelne Leihgaben mit einem Kamera-Symbol gekennzeichnet, die nicht fotografiert werden dürfen.'],
    ['Wohin mit Rucksack und Jacke?', 'Große Taschen und Rucksäcke schließen Sie bitte in die Schließfächer im Foyer ein (1-Euro-Münze als Pfand, Sie bekommen sie zurück). Die Garderobe ist unbewacht.'],
    ['Wie lange sollte ich für den Besuch einplanen?', 'Für die Dauerausstellung etwa zwei Stunden, mit Sonderausstellung und Café eher drei.'],
    ['Wie kann ich bezahlen?', paymentText],
    ['Gibt es eine Ermäßigung am ersten Sonntag im Monat?', freeSunday],
    ['Sind Hunde erlaubt?', 'Assistenzhunde sind willkommen, andere Hunde müssen leider draußen bleiben.'],
    ['Kann ich Tickets online kaufen?', 'Nein, Tickets gibt es nur an der Museumskasse. Gruppen und Schulklassen melden sich bitte vorher an.'],
  ];

  const museumLd = jsonLd({
    '@context': 'https://schema.org',
    '@type': 'Museum',
    name: f.brand,
    url: origin,
    telephone: f.phone,
    email: f.email,
    address: { '@type': 'PostalAddress', streetAddress: f.street, postalCode: f.zip, addressLocality: 'Chemnitz', addressCountry: 'DE' },
    isAccessibleForFree: false,
    openingHoursSpecification: days
      .filter((day) => day !== h.closedDay)
      .map((day) => ({ '@type': 'OpeningHoursSpecification', dayOfWeek: `https://schema.org/${['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'][days.indexOf(day)] ?? ''}`, opens: h.open, closes: day === h.lateDay ? h.lateClose : h.close })),
    parentOrganization: { '@type': 'Organization', name: f.operator },
  });
  const exhibitionLd = jsonLd({
    '@context': 'https://schema.org',
    '@type': 'ExhibitionEvent',
    name: sx.title,
    startDate: sx.from,
    endDate: sx.to,
    location: { '@type': 'Museum', name: f.brand, address: `${f.street}, ${f.zip} Chemnitz` },
    offers: { '@type': 'Offer', price: [p.adult, p.special].reduce((sum, price) => sum + Number(price.replace(',', '.')), 0).toFixed(2), priceCurrency: 'EUR' },
  });

  const klaro = {
    elementID: 'klaro',
    storageMethod: 'cookie',
    cookieName: 'cookie_punch',
    cookieExpiresAfterDays: 120,
    privacyPolicy: '/datenschutz',
    default: false,
    mustConsent: false,
    acceptAll: true,
    lang: 'de',
    translations: {
      de: {
        consentModal: { title: 'Datenschutzeinstellungen', description: 'Hier können Sie einsehen und anpassen, welche Dienste wir auf dieser Website nutzen.' },
        consentNotice: { description: 'Wir nutzen Matomo, um die Nutzung unserer Website anonym auszuwerten. Sie können dem zustimmen oder es ablehnen.', learnMore: 'Einstellungen' },
        purposes: { analytics: 'Statistik', mediaembeds: 'Karten' },
      },
    },
    services: [
      { name: 'matomo', title: 'Matomo', purposes: ['analytics'] },
      { name: 'openstreetmap', title: 'OpenStreetMap', purposes: ['mediaembeds'] },
    ],
  };

  const header = (path: string) =>
    `<header class="site-header"><a class="site-header__logo" href="/" title="${f.brand}"><img src="${statics}/Images/logo.svg" alt="${f.brand}" width="220" height="56" /></a><nav class="main-navigation" aria-label="Hauptnavigation"><ul class="main-navigation__list">${menuItems(path, true)}</ul></nav><button class="burger" type="button" aria-controls="mobile-navigation" aria-expanded="false"><span class="visually-hidden">Menü öffnen</span></button></header><div class="mobile-navigation" id="mobile-navigation" hidden><nav aria-label="Mobile Navigation"><ul>${menuItems(path, false)}</ul></nav></div>`;
  const footer = `<footer class="site-footer">${collection(
    twoColumn(
      text(`<p><strong>${f.brand}</strong><br />${f.street}<br />${f.zip} Chemnitz-${f.district}</p><p>Telefon <a href="tel:${tel}">${f.phone}</a><br /><a href="mailto:${f.email}">${f.email}</a></p>`),
      text(`<p><strong>Geöffnet</strong><br />Dienstag bis Sonntag ${h.open} – ${h.close} Uhr, ${h.lateDay} bis ${h.lateClose} Uhr. ${h.closedDay} geschlossen.</p><p>Träger: ${f.operator}</p>`),
    ),
  )}<nav class="meta-navigation" aria-label="Metanavigation"><ul>${metaMenu.map((href) => `<li class="normal"><a href="${href}">${label(href)}</a></li>`).join('')}<li class="normal"><button type="button" class="cookie-settings" onclick="klaro.show();return false;">Cookie-Einstellungen</button></li></ul></nav></footer>`;

  const document = (path: string, description: string, main: string, head = '') => {
    const title = path === '/' ? `${f.brand} – Industriegeschichte in Chemnitz` : `${label(path)} – ${f.brand}`;
    return `<!DOCTYPE html><html lang="de">
<!--
	This website is powered by Neos, the Open Source Content Application Platform licensed under the GNU/GPL.
	Neos is based on Flow, a powerful PHP application framework licensed under the MIT license.

	More information and contribution opportunities at https://www.neos.io
-->
<head><meta charset="UTF-8" /><title>${title}</title><meta name="viewport" content="width=device-width, initial-scale=1" /><meta name="description" content="${description}" />${path === '/intern' ? '<meta name="robots" content="noindex,nofollow" />' : '<meta name="robots" content="index,follow" />'}<link rel="canonical" href="${origin}${path}" /><meta property="og:type" content="website" /><meta property="og:title" content="${title}" /><meta property="og:description" content="${description}" /><meta property="og:url" content="${origin}${path}" /><meta property="og:image" content="${origin}${resource('zwirnsaal')}" />
<link rel="stylesheet" href="${statics}/Styles/Main.css?bust=${bust}" media="all" /><link rel="icon" href="${statics}/Images/favicon.svg" type="image/svg+xml" />
<script>window.klaroConfig = ${JSON.stringify(klaro)};</script><script defer src="/_Resources/Static/Packages/Sandstorm.CookiePunch/build/klaro.js"></script>
${museumLd}${head}</head>
<body class="page page--${path === '/' ? 'home' : slugOf(path.slice(1)).replace(/^-|-$/g, '')}">
${header(path)}
${path === '/' ? '' : breadcrumb(path)}
<main class="main" id="main"><div class="main__inner">${main}</div></main>
${footer}
<script src="${statics}/JavaScript/Main.js?bust=${bust}" defer></script>
<script type="text/plain" data-type="text/javascript" data-name="matomo" data-src="https://statistik.${f.domain}.example/matomo.js"></script>
</body></html>`;
  };

  const pages: Record<string, string> = {
    '/': document(
      '/',
      `Industriemuseum in einer Textilfabrik von ${f.built}: Maschinen in Aktion, Sonderausstellung, Familienprogramm.`,
      collection(
        image('zwirnsaal', 'Der Zwirnsaal mit laufenden Maschinen'),
        headline(`Willkommen in der ${f.short}`, 1),
        text(`<p>In der ${f.built} gebauten Textilfabrik in Chemnitz-${f.district} erzählen wir seit ${f.since}, wie aus Baumwolle Garn, Zwirn und Strümpfe wurden – mit Maschinen, die bis heute laufen. ${demos}</p>`),
        twoColumn(
          headline('Heute geöffnet?', 3) + text(`<p>Dienstag bis Sonntag ${h.open} – ${h.close} Uhr, ${h.lateDay} bis ${h.lateClose} Uhr. ${h.closedDay} Ruhetag.</p><p><a href="/besuch">Besuch planen</a></p>`),
          headline('Sonderausstellung', 3) + text(`<p><strong>${sx.title}</strong><br />${dayMonth(sx.from)} bis ${dayMonth(sx.to)} 2035</p><p><a href="/ausstellungen/sonderausstellung">Mehr erfahren</a></p>`),
        ),
        headline('Demnächst'),
        eventTeaser(f.curatorTour.date, f.curatorTour.time, 'Kuratorenführung durch die Sonderausstellung', `Mit ${s.curator}. Im Eintritt enthalten.`),
        eventTeaser(f.steamDays[0] ?? '', '11:00 – 16:00', 'Dampftag im Kesselhaus', 'Die Dampfmaschine läuft unter Dampf.'),
        text('<p><a href="/veranstaltungen">Alle Veranstaltungen</a></p>'),
      ),
    ),
    '/besuch': document(
      '/besuch',
      `Öffnungszeiten, Anfahrt, Parken und Café im ${f.brand}.`,
      collection(
        headline('Besuch planen', 1),
        twoColumn(hoursTable + text(`<p>${hoursNote}</p>`), headline('Anfahrt', 3) + text(`<p>${f.street}<br />${f.zip} Chemnitz</p><p><strong>Straßenbahn:</strong> Linie ${tram.line} bis Haltestelle „${tram.stop}“, von dort ${tram.walk} Minuten zu Fuß.</p><p><strong>Auto:</strong> ${parking.spaces} kostenlose Parkplätze im Fabrikhof, Zufahrt über den ${parking.entrance}. Zwei Behindertenparkplätze direkt am Eingang.</p>`)),
        headline('Im Haus'),
        text(`<p><strong>${cafe.name}:</strong> Unser Museumscafé im ehemaligen Kontor hat zu den Öffnungszeiten des Museums geöffnet – auch ohne Museumsticket. Hausgebackener Kuchen ${eur(cafe.cake)} das Stück.</p><p><strong>Garderobe und Schließfächer</strong> finden Sie im Foyer.</p><p>${paymentText}</p>`),
        `<div class="map" data-component="Map"><div class="map__placeholder" data-name="openstreetmap"><p>Um die Karte zu sehen, stimmen Sie bitte OpenStreetMap in den <a href="#" onclick="klaro.show();return false;">Cookie-Einstellungen</a> zu.</p></div></div>`,
      ),
    ),
    '/besuch/preise': document(
      '/besuch/preise',
      `Eintritt ${eur(p.adult)}, ermäßigt ${eur(p.reduced)}, Familienkarte ${eur(p.family)}.`,
      collection(
        headline('Preise &amp; Tickets', 1),
        text(`<p>${freeSunday} Tickets gibt es nur an der Museumskasse.</p>`),
        tabs('preise', [
          ['Einzelbesucher', table(['Ticket', 'Preis'], singlePrices) + text(`<p>${sunday}</p>`)],
          ['Gruppen &amp; Führungen', table(['Angebot', 'Preis'], groupPrices) + text(`<p>Bitte melden Sie Ihre Gruppe mindestens zwei Wochen vorher an: ${f.email} oder ${f.phone}. Ansprechpartnerin: ${s.education}.</p>`)],
          ['Schulen &amp; Kitas', table(['Angebot', 'Preis'], schoolPrices) + text(`<p>Unsere Programme für Klassen 1 bis 13 und für Kitas finden Sie unter <a href="/bildung">Bildung &amp; Vermittlung</a>.</p>`)],
        ]),
      ),
    ),
    '/besuch/barrierefreiheit': document(
      '/besuch/barrierefreiheit',
      'Barrierefreiheit im Museum.',
      collection(
        headline('Barrierefreiheit', 1),
        text(
          `<p>Eingang, Kasse, ${cafe.name} und alle Ausstellungsetagen sind stufenlos oder mit dem Aufzug erreichbar. Nur das ${ax.stairsOnly} (${ax.stairsFloor}) ist ausschließlich über eine Treppe zu erreichen – dort zeigen wir Fotos und einen Film, die Sie auch auf einem Tablet an der Kasse ansehen können.</p><ul><li>Wir verleihen ${ax.wheelchairs} Rollstühle kostenlos – bitte vorher anrufen.</li><li>Eine rollstuhlgerechte Toilette gibt es im Erdgeschoss.</li><li>Sitzhocker zum Mitnehmen stehen im Foyer.</li><li>Begleitpersonen von Menschen mit Merkzeichen B haben freien Eintritt.</li></ul>`,
        ),
      ),
    ),
    '/ausstellungen': document(
      '/ausstellungen',
      'Dauerausstellung und Sonderausstellung.',
      collection(
        headline('Ausstellungen', 1),
        twoColumn(
          image('ringzwirnmaschine', 'Ringzwirnmaschine von 1912') + headline('Dauerausstellung', 3) + text('<p>Vom Baumwollballen zum fertigen Zwirn: drei Etagen Industriegeschichte, Arbeitsalltag in der Fabrik und die Geschichte der Familie, der die Fabrik bis 1972 gehörte.</p>'),
          headline('Maschinen in Aktion', 3) + text(`<p>${demos}</p><p>${steam}</p>`),
        ),
        headline('Sonderausstellung', 2),
        text(`<p><a href="/ausstellungen/sonderausstellung">${sx.title}</a> – bis ${dayMonth(sx.to)} 2035 im ${sx.floor}.</p>`),
      ),
    ),
    '/ausstellungen/sonderausstellung': document(
      '/ausstellungen/sonderausstellung',
      `${sx.title}, ${dayMonth(sx.from)} bis ${dayMonth(sx.to)} 2035.`,
      collection(
        headline(sx.title, 1),
        image(slugOf(sx.title).slice(0, 24), sx.title),
        text(`<p><strong>${dayMonth(sx.from)} bis ${dayMonth(sx.to)} 2035, ${sx.floor}</strong></p><p>Die Sonderausstellung zeigt mit Maschinen, Musterbüchern und Erinnerungen von Arbeiterinnen und Arbeitern ein Kapitel sächsischer Textilgeschichte. Kuratiert von ${s.curator}.</p><p>Zuschlag zum Museumseintritt: ${eur(p.special)}. Mit der Jahreskarte ist die Sonderausstellung inklusive.</p>`),
      ),
      exhibitionLd,
    ),
    '/veranstaltungen': document(
      '/veranstaltungen',
      'Dampftage, Führungen, Museumsnacht und Ferienwerkstatt.',
      collection(
        headline('Veranstaltungen', 1),
        text(`<p>${sunday}</p>`),
        ...calendar.map((event) => eventTeaser(...event)),
      ),
    ),
    '/bildung': document(
      '/bildung',
      'Angebote für Schulklassen, Kitas und Familien.',
      collection(
        headline('Bildung &amp; Vermittlung', 1),
        twoColumn(
          headline('Für Schulen und Kitas', 3) + text(`<p>Schulklassen und Kitagruppen haben freien Eintritt. Eine Führung oder ein Workshop für eine Klasse (90 Minuten) kostet ${eur(p.schoolTour)}. Themen: Industrialisierung, Kinderarbeit, vom Rohstoff zum Produkt.</p><p>Anmeldung bei ${s.education}: ${f.email}, ${f.phone}.</p>`),
          headline('Ferienwerkstatt', 3) + text(`<p><strong>${ws.title}</strong> – für Kinder von ${ws.ages} Jahren. Termine: ${ws.dates.map((date) => `${weekdayOf(date)}, ${dayMonth(date)}`).join(' und ')}, jeweils ${ws.time} Uhr. ${eur(ws.price)} pro Kind inkl. Material. Bitte anmelden.</p>`),
        ),
      ),
    ),
    '/museum/team': document(
      '/museum/team',
      `Das Team des ${f.brand}.`,
      collection(
        headline('Unser Team', 1),
        ...(
          [
            [s.director, 'Direktorin', `Leitet das Museum seit ${f.since}. Wirtschaftshistorikerin.`],
            [s.curator, 'Kurator Sonderausstellungen und Sammlung', 'Ansprechpartner für Schenkungen, Leihgaben und Fotos aus Familienbesitz.'],
            [s.education, 'Museumspädagogik', 'Schulklassen, Kitas, Gruppenführungen und die Ferienwerkstatt.'],
            [s.machinist, 'Maschinenmeister', 'Hält die Zwirn- und Spulmaschinen und die Dampfmaschine in Gang und zeigt sie bei den Vorführungen. War selbst 20 Jahre Zwirner.'],
          ] as [string, string, string][]
        ).map(([name, role, about]) => twoColumn(image(slugOf(name).replace(/^-|-$/g, ''), name), headline(name, 3) + text(`<p><strong>${role}</strong></p><p>${about}</p>`))),
      ),
    ),
    '/faq': document('/faq', 'Antworten auf häufige Fragen.', collection(headline('Häufige Fragen', 1), accordion(faq))),
    '/impressum': document('/impressum', 'Impressum', collection(headline('Impressum', 1), text(`<p>${f.operator}<br />${f.street}, ${f.zip} Chemnitz<br />Vertreten durch die Direktorin ${s.director}</p><p>Telefon ${f.phone} · ${f.email}</p>`))),
    '/datenschutz': document('/datenschutz', 'Datenschutzerklärung', collection(headline('Datenschutz', 1), text(`<p>Verantwortlich: ${f.operator}. Statistik mit Matomo nur nach Ihrer Einwilligung; IP-Adressen werden anonymisiert.</p>`))),
    '/intern': document(
      '/intern',
      'Intern',
      collection(headline('Intern – nur für Mitarbeitende', 1), text(`<ul><li>Mobil ${s.director} (nur Notfälle): ${ix.directorMobile}</li><li>Honorar freie Gästeführer:innen pro Führung: ${ix.guideFee}</li><li>Versicherungswert Leihgabe Strickmaschine (Sonderausstellung): ${ix.insurance}</li></ul>`)),
    ),
  };

  return { name: 'Industrial museum in a thread mill (de-DE)', questions: museumQuestions(f), disallow: ['/intern'], pages };
}
