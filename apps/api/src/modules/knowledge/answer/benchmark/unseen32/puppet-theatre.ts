import type { BenchSite } from '../types';
import { jsonLd } from '../unseen/markup';
import { phoneLink } from '../unseen2/markup';
import { dayMonth, monthYear, weekdayOf } from './dates';
import { puppetTheatreQuestions } from './puppet-theatre-questions';
import type facts from './puppet-theatre.facts.json';

/**
 * Unseen: a puppet and marionette theatre (Figurentheater) in Hannover-Linden run by a registered society, a
 * Kirby 4 site in German (`lang="de"`) built by a local studio on the Starterkit's bones: `assets/css/index.css`
 * with the template's `@auto` stylesheet, the `header` with the `logo` link and the `menu` nav whose links carry
 * `aria-current="page"`, an off-canvas copy of the menu for phones, `main` with the page's layout field as
 * `<section class="grid">` rows of `column`s sized by `--columns` holding the blocks' HTML (headings, text,
 * lists, images from `/media/pages/…/<hash>-<timestamp>/` thumbs, a table block, a `<details>` FAQ), the
 * Spielplan as an ordered list of `<time>`-stamped dates grouped by month, a page per production with its
 * dates and a TheaterEvent JSON-LD list the studio's snippet writes, the footer grid with the society and the
 * box office, the cookie modal of the michnhokn/kirby-cookie-banner plugin and its script from
 * `/media/plugins/`. A page at /intern, which robots.txt disallows and the footer links to, holds the artistic
 * director's mobile, the fee for a guest performance and the city's yearly grant that must never be quoted.
 *
 * The facts, as written and mutated, are data in puppet-theatre.facts.json: the theatre's and society's
 * names, register number, street, district, phone and e-mail; the seats and wheelchair places; the tram line,
 * stop and walk; ticket prices for children, adults, the family ticket, groups, the evening shows full and
 * reduced and with the HannoverAktivPass; the age children go free to; how long before the show reserved
 * tickets are held; the box office's hours with its long afternoon and before shows; the summer break; four
 * productions with technique, age and length; the month's schedule of dated performances, some closed
 * nursery (Kita) shows; the puppet-making workshop's date, price and ages; the birthday package with the
 * children it includes and the price of each further child; the ensemble by speciality.
 */
export type PuppetTheatreFacts = typeof facts.original;
type ShowKey = keyof PuppetTheatreFacts['shows'];

export function puppetTheatre(f: PuppetTheatreFacts): BenchSite {
  const { prices: pr, box, shows, workshop: ws, birthday: bd, ensemble: en, tram, internal: ix } = f;
  const origin = `https://www.${f.domain}.example`;
  const tel = phoneLink('49')(f.phone);
  const eur = (value: string) => `${value} €`;
  const schedule = [...f.schedule].sort((a, b) => `${a.date} ${a.time}`.localeCompare(`${b.date} ${b.time}`));
  const showOf = (key: string) => shows[key as ShowKey];
  const month = monthYear(schedule[0]?.date ?? '2035-01-01');

  /** Kirby's media folders: a content hash and the file's modification time per page, from a walk seeded by the register number. */
  let state = Number(f.register.replace(/\D/g, '')) * 97;
  const base36 = (length: number) => Array.from({ length }, () => ((state = (state * 75 + 74) % 65_537) % 36).toString(36)).join('');
  const folders = new Map<string, string>();
  const folder = (file: string) => folders.get(file) ?? folders.set(file, `${base36(10)}-17${base36(8).replace(/\D/g, '4')}`).get(file) ?? '';
  const media = (page: string, file: string, size = '1200x') => `/media/pages/${page}/${folder(`${page}/${file}`)}/${file}-${size}.jpg`;
  const umlauts: Record<string, string> = { ä: 'ae', ö: 'oe', ü: 'ue', ß: 'ss' };
  const slug = (title: string) =>
    title
      .toLowerCase()
      .replace(/[äöüß]/g, (letter) => umlauts[letter] ?? letter)
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
      .split('-')
      .slice(0, 3)
      .join('-');
  const order: ShowKey[] = ['kid1', 'kid2', 'small', 'evening'];
  const showPath = (key: ShowKey) => `/stuecke/${slug(shows[key].title)}`;

  const menu: [string, string][] = [
    ['/spielplan', 'Spielplan'],
    ['/stuecke', 'Stücke'],
    ['/karten', 'Preise & Karten'],
    ['/kita-und-schule', 'Kita & Schule'],
    ['/geburtstage-und-workshops', 'Geburtstage & Workshops'],
    ['/ensemble', 'Ensemble'],
    ['/anfahrt', 'Anfahrt'],
    ['/faq', 'FAQ'],
  ];
  const links = (path: string) => menu.map(([href, label]) => `<a href="${href}"${path === href || path.startsWith(`${href}/`) ? ' aria-current="page"' : ''}>${label.replace('&', '&amp;')}</a>`);

  const boxRows: [string, string][] = [
    ['Montag', 'geschlossen'],
    ['Dienstag bis Freitag', `${box.open} – ${box.close} Uhr`],
    [box.lateDay, `zusätzlich ${box.lateOpen} – ${box.lateClose} Uhr`],
    ['Samstag und Sonntag', `ab ${box.beforeShow} vor Vorstellungsbeginn`],
  ];
  const boxTable = `<table><thead><tr><th>Theaterkasse</th><th>Öffnungszeiten</th></tr></thead><tbody>${boxRows.map(([day, time]) => `<tr><td>${day}</td><td>${time}</td></tr>`).join('')}</tbody></table>`;
  const priceRows: [string, string][] = [
    [`Kinder (ab ${f.freeUnder} Jahren)`, eur(pr.child)],
    ['Erwachsene', eur(pr.adult)],
    ['Familienkarte (2 Erwachsene + 2 Kinder)', eur(pr.family)],
    [`Kinder unter ${f.freeUnder} Jahren (auf dem Schoß)`, 'frei'],
    ['Kita- und Schulgruppen ab 10 Kindern, pro Kind', eur(pr.group)],
    ['Abendvorstellungen', eur(pr.evening)],
    ['Abendvorstellungen ermäßigt (Schüler:innen, Studierende, Azubis)', eur(pr.eveningReduced)],
    ['Mit HannoverAktivPass (alle Vorstellungen)', eur(pr.aktivpass)],
  ];
  const priceTable = `<table><thead><tr><th>Karte</th><th>Preis</th></tr></thead><tbody>${priceRows.map(([kind, price]) => `<tr><td>${kind}</td><td>${price}</td></tr>`).join('')}</tbody></table>`;
  const payment = 'An der Kasse zahlen Sie bar oder mit girocard (EC-Karte). Kreditkarten können wir leider nicht annehmen.';
  const reserve = `Karten reservieren Sie telefonisch unter ${f.phone}, per E-Mail an ${f.email} oder über das Formular. Reservierte Karten liegen bis ${f.pickupMinutes} Minuten vor Vorstellungsbeginn an der Kasse bereit, danach gehen sie in den freien Verkauf.`;

  /** Kirby's layout field: a row of columns, each `--columns` wide of twelve, with its blocks. */
  const row = (...columns: [number, string][]) => `<section class="grid" style="--gutter: 1.5rem">${columns.map(([width, blocks]) => `<div class="column" style="--columns:${width}"><div class="blocks">${blocks}</div></div>`).join('')}</section>`;
  const full = (blocks: string) => row([12, blocks]);
  const figure = (page: string, file: string, alt: string) => `<figure><img src="${media(page, file)}" alt="${alt}" loading="lazy"></figure>`;

  const termin = (entry: (typeof schedule)[number]) => {
    const show = showOf(entry.show);
    const path = showPath(entry.show as ShowKey);
    return `<li class="termin${entry.kita ? ' termin--kita' : ''}"><time datetime="${entry.date}T${entry.time}">${weekdayOf(entry.date)}, ${dayMonth(entry.date)}, ${entry.time} Uhr</time> <a class="termin-titel" href="${path}">${show.title}</a> <span class="termin-info">${show.technique} · ab ${show.age} Jahren${entry.kita ? ' · Kita-Vorstellung (geschlossen, nur mit Anmeldung)' : ''}</span></li>`;
  };
  const publicShows = schedule.filter((entry) => !entry.kita);
  const spielplan = `<h2>${month}</h2><ol class="spielplan">${schedule.map(termin).join('')}<li class="termin termin--workshop"><time datetime="${ws.date}T${ws.time}">${weekdayOf(ws.date)}, ${dayMonth(ws.date)}, ${ws.time} Uhr</time> <a class="termin-titel" href="/geburtstage-und-workshops">Puppenbau-Workshop</a> <span class="termin-info">für Kinder von ${ws.ages} Jahren · ${eur(ws.price)}</span></li></ol>`;

  const events = (key: ShowKey) =>
    jsonLd(
      publicShows
        .filter((entry) => entry.show === key)
        .map((entry) => ({
          '@context': 'https://schema.org',
          '@type': 'TheaterEvent',
          name: shows[key].title,
          startDate: `${entry.date}T${entry.time}:00+01:00`,
          eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
          location: { '@type': 'PerformingArtsTheater', name: f.brand, address: { '@type': 'PostalAddress', streetAddress: f.street, postalCode: f.zip, addressLocality: 'Hannover', addressCountry: 'DE' } },
          offers: { '@type': 'Offer', price: key === 'evening' ? pr.evening : pr.child, priceCurrency: 'EUR', url: `${origin}/karten` },
          organizer: { '@type': 'Organization', name: f.society, url: origin },
        })),
    );

  const team: [string, string, string][] = [
    [en.director, 'Künstlerische Leitung, Marionettenspiel', `Gründete das Theater ${f.since}. Spielt und inszeniert die Marionettenstücke, auch ${shows.evening.title}.`],
    [en.shadow, 'Schattentheater, Licht und Musik', `Baut die Schattenfiguren und das Licht für ${shows.kid2.title}; spielt Cello.`],
    [en.pedagogy, 'Handpuppenspiel und Theaterpädagogik', 'Ansprechpartnerin für Kitas, Schulen und Gruppen, leitet die Nachgespräche mit Kindern. Spricht Deutsch, Türkisch und Englisch.'],
    [en.builder, 'Puppenbau und Werkstatt', 'Schnitzt und baut alle Puppen in unserer Werkstatt im Hinterhof und leitet die Puppenbau-Workshops und Geburtstage.'],
  ];
  const faq: [string, string][] = [
    ['Wann ist Einlass?', 'Einlass ist 30 Minuten vor Beginn. Nach Vorstellungsbeginn ist kein Einlass mehr möglich – unsere kleinen Zuschauer:innen würden sonst aus dem Stück gerissen.'],
    ['Wie lange werden reservierte Karten zurückgelegt?', reserve],
    ['Müssen Babys eine Karte haben?', `Kinder unter ${f.freeUnder} Jahren sitzen bei Ihnen auf dem Schoß und sind frei.`],
    ['Kann ich mit Karte zahlen?', payment],
    ['Darf man im Saal essen oder fotografieren?', 'Bitte nicht: Essen und Trinken sowie Foto- und Videoaufnahmen sind im Saal nicht erlaubt.'],
    ['Wohin mit dem Kinderwagen?', 'Kinderwagen können Sie im Foyer abstellen.'],
    ['Spielt ihr auch im Sommer?', `In der Sommerpause vom ${f.summerBreak.from} bis ${f.summerBreak.to} ruht der Spielbetrieb, auch die Kasse ist dann geschlossen.`],
  ];

  const header = (path: string) =>
    `<header class="header"><a class="logo" href="/"><img src="/assets/images/fadenkreuz.svg" alt="" width="40" height="40"><span>${f.brand}</span></a><nav class="menu" aria-label="Hauptmenü">${links(path).join('')}</nav><button class="menu-toggle" type="button" aria-expanded="false" aria-controls="offcanvas">Menü</button></header><div class="offcanvas" id="offcanvas" hidden><nav aria-label="Mobiles Menü"><ul>${links(path)
      .map((link) => `<li>${link}</li>`)
      .join('')}</ul></nav></div>`;
  const footer = `<footer class="footer"><div class="grid"><div class="column" style="--columns: 4"><h2>${f.brand}</h2><p>${f.street}<br>${f.zip} Hannover-${f.district}</p><p>Kasse: <a href="tel:${tel}">${f.phone}</a><br><a href="mailto:${f.email}">${f.email}</a></p></div><div class="column" style="--columns: 4"><h2>Theaterkasse</h2><p>Di–Fr ${box.open}–${box.close} Uhr, ${box.lateDay} auch ${box.lateOpen}–${box.lateClose} Uhr. Sa/So ab ${box.beforeShow} vor Beginn.</p></div><div class="column" style="--columns: 4"><h2>Verein</h2><p>Träger: ${f.society}<br>Gefördert von der Landeshauptstadt Hannover.</p><ul><li><a href="/impressum">Impressum</a></li><li><a href="/datenschutz">Datenschutz</a></li><li><a href="/intern">Intern</a></li></ul></div></div></footer>`;
  const cookieOptions: [string, string, boolean][] = [
    ['essential', 'Notwendig', true],
    ['analytics', 'Statistik', false],
  ];
  const cookieModal = `<div class="cookie-modal cookie-modal--hidden" id="cookie-modal"><div class="cookie-modal__content"><p class="cookie-modal__title">Cookie-Einstellungen</p><p class="cookie-modal__text">Wir verwenden Cookies, damit die Reservierung funktioniert, und – wenn Sie zustimmen – um die Nutzung unserer Seite anonym auszuwerten. <a href="/datenschutz">Datenschutz</a></p><div class="cookie-modal__options">${cookieOptions
    .map(([value, label, fixed]) => `<label class="cookie-modal__option${fixed ? ' disabled' : ''}"><input type="checkbox"${fixed ? ' checked disabled' : ''} class="cookie-modal__checkbox" value="${value}"><span class="cookie-modal__check"></span><span class="cookie-modal__label">${label}</span></label>`)
    .join('')}</div><div class="cookie-modal__buttons"><a href="#" class="cookie-modal__button" data-cookie-save>Auswahl speichern</a><a href="#" class="cookie-modal__button primary" data-cookie-accept-all>Alle akzeptieren</a></div></div></div>`;

  const document = (path: string, title: string, description: string, main: string, head = '') => `<!DOCTYPE html>
<html lang="de">
<head>
  <meta charset="UTF-8">
  <meta name="viewport" content="width=device-width,initial-scale=1.0">
  <title>${(title === f.brand ? title : `${title} | ${f.brand}`).replace(/&/g, "&amp;")}</title>
  <meta name="description" content="${description}">${path === '/intern' ? '\n  <meta name="robots" content="noindex, nofollow">' : ''}
  <link rel="canonical" href="${origin}${path}">
  <meta property="og:title" content="${title}"><meta property="og:description" content="${description}"><meta property="og:site_name" content="${f.brand}"><meta property="og:locale" content="de_DE"><meta property="og:image" content="${origin}${media('home', 'buehne', '1200x630-crop')}">
  <link href="${origin}/assets/css/index.css?v=4.5.0" rel="stylesheet">
  <link href="${origin}/assets/css/templates/${path === '/' ? 'home' : path.split('/')[1]}.css" rel="stylesheet">
  <link href="${origin}/media/plugins/michnhokn/cookie-banner/cookie-modal.css" rel="stylesheet">
  <link rel="shortcut icon" type="image/svg+xml" href="/assets/images/fadenkreuz.svg">${head}
</head>
<body>
  <a class="skip" href="#main">Zum Inhalt springen</a>
  <div class="page">
    ${header(path)}
    <main class="main" id="main">
      <header class="intro"><h1>${title.replace(/&/g, "&amp;")}</h1></header>
      ${main}
    </main>
    ${footer}
  </div>
  ${cookieModal}
  <script src="${origin}/assets/js/index.js" defer></script>
  <script src="${origin}/media/plugins/michnhokn/cookie-banner/cookie-modal.js" defer></script>
</body>
</html>`;

  /** The Uniform plugin's reservation form: the public showings as options, a CSRF token and a honeypot field. */
  const reservationForm = `<form class="reservierung" method="post" action="/karten"><input type="hidden" name="csrf_token" value="${base36(32)}"><label class="honeypot" aria-hidden="true">Website<input type="text" name="website" tabindex="-1" autocomplete="off"></label><label for="vorstellung">Vorstellung</label><select id="vorstellung" name="vorstellung" required><option value="">Bitte wählen</option>${publicShows
    .map((entry) => `<option value="${entry.date}T${entry.time}">${dayMonth(entry.date)}, ${entry.time} Uhr – ${showOf(entry.show).title}</option>`)
    .join('')}</select>${[
    ['name', 'Name', 'text'],
    ['email', 'E-Mail', 'email'],
    ['kinder', 'Anzahl Kinder', 'number'],
    ['erwachsene', 'Anzahl Erwachsene', 'number'],
  ]
    .map(([name, label, type]) => `<label for="${name}">${label}</label><input id="${name}" type="${type}" name="${name}"${type === 'number' ? ' min="0" max="20"' : ' required'}>`)
    .join('')}<button type="submit" class="button">Verbindlich reservieren</button></form>`;

  const productionPage = (key: ShowKey) => {
    const show = shows[key];
    const dates = publicShows.filter((entry) => entry.show === key);
    return document(
      showPath(key),
      show.title,
      `${show.title}: ${show.technique}, ab ${show.age} Jahren, ${show.minutes} Minuten.`,
      row(
        [7, `${figure(`stuecke/${slug(show.title)}`, slug(show.title), show.title)}<p>${show.blurb}</p>`],
        [5, `<ul class="fakten"><li>Spielform: ${show.technique}</li><li>Empfohlen ab ${show.age} Jahren</li><li>Dauer: ${show.minutes} Minuten</li><li>Eintritt: ${key === 'evening' ? `${eur(pr.evening)}, ermäßigt ${eur(pr.eveningReduced)}` : `Kinder ${eur(pr.child)}, Erwachsene ${eur(pr.adult)}`}</li></ul><h2>Termine</h2><ol class="spielplan">${dates.map(termin).join('')}</ol>`],
      ),
      events(key),
    );
  };

  const pages: Record<string, string> = {
    '/': document(
      '/',
      f.brand,
      `Figurentheater in Hannover-${f.district}: Marionetten, Handpuppen und Schattentheater für Kinder ab 2 und Erwachsene.`,
      row(
        [8, `${figure('home', 'buehne', 'Blick in den Saal')}<p>Seit ${f.since} spielen wir in einem ehemaligen Ladenlokal in der ${f.street.replace(/ \d+$/, '')} Theater mit Marionetten, Handpuppen und Schatten – für Kinder ab 2 und für Erwachsene. ${f.seats} Plätze, kein Platz weiter als acht Reihen von der Bühne.</p>`],
        [4, `<h2>Demnächst</h2><ol class="spielplan">${publicShows.slice(0, 4).map(termin).join('')}</ol><p><a href="/spielplan">Zum ganzen Spielplan</a></p>`],
      ) + full(`<h2>Karten</h2><p>Kinder ${eur(pr.child)}, Erwachsene ${eur(pr.adult)}, Familienkarte ${eur(pr.family)}. ${reserve}</p>`),
    ),
    '/spielplan': document('/spielplan', 'Spielplan', `Spielplan ${month}: ${order.map((key) => shows[key].title).join(', ')}.`, full(`${spielplan}<p>Sommerpause: ${f.summerBreak.from} bis ${f.summerBreak.to}.</p>`)),
    '/stuecke': document(
      '/stuecke',
      'Stücke',
      'Unsere Stücke im Repertoire.',
      row(...order.map((key): [number, string] => [6, `${figure(`stuecke/${slug(shows[key].title)}`, slug(shows[key].title), shows[key].title)}<h2><a href="${showPath(key)}">${shows[key].title}</a></h2><p>${shows[key].technique} · ab ${shows[key].age} Jahren · ${shows[key].minutes} Minuten</p>`])),
    ),
    ...Object.fromEntries(order.map((key) => [showPath(key), productionPage(key)])),
    '/karten': document(
      '/karten',
      'Preise & Karten',
      `Kinder ${eur(pr.child)}, Erwachsene ${eur(pr.adult)}, Familienkarte ${eur(pr.family)}.`,
      row([7, `<h2>Eintrittspreise</h2>${priceTable}<p>${payment}</p>`], [5, `<h2>Reservierung</h2><p>${reserve}</p>${boxTable}${reservationForm}`]),
    ),
    '/kita-und-schule': document(
      '/kita-und-schule',
      'Kita & Schule',
      `Gruppen ab 10 Kindern: ${eur(pr.group)} pro Kind.`,
      full(
        `<p>Kita- und Schulgruppen ab 10 Kindern zahlen ${eur(pr.group)} pro Kind; je 5 Kinder hat eine Begleitperson freien Eintritt. Unter der Woche spielen wir vormittags um 10:00 Uhr geschlossene Vorstellungen nur für angemeldete Gruppen:</p><ol class="spielplan">${schedule
          .filter((entry) => entry.kita)
          .map(termin)
          .join('')}</ol><p>Anmeldung und Fragen zu Vor- und Nachbereitung: ${en.pedagogy}, ${f.email}, Telefon ${f.phone}.</p><h2>Gastspiele</h2><p>Wir kommen auch zu Ihnen – in Kitas, Schulen und Bibliotheken in der Region Hannover. Das Honorar nennen wir Ihnen auf Anfrage.</p>`,
      ),
    ),
    '/geburtstage-und-workshops': document(
      '/geburtstage-und-workshops',
      'Geburtstage & Workshops',
      `Kindergeburtstag im Theater: ${eur(bd.price)} für bis zu ${bd.kids} Kinder.`,
      row(
        [6, `<h2>Kindergeburtstag im Theater</h2><p>Eine Vorstellung am Wochenende, danach eine Stunde Puppenbau mit ${en.builder} im Foyer, Kuchen dürfen Sie mitbringen. Pauschal ${eur(bd.price)} für bis zu ${bd.kids} Kinder, jedes weitere Kind ${eur(bd.extra)}. Erwachsene Begleitung frei.</p>`],
        [6, `<h2>Puppenbau-Workshop</h2><p>Am ${weekdayOf(ws.date)}, ${dayMonth(ws.date)}, ${ws.time} Uhr bauen Kinder von ${ws.ages} Jahren ihre eigene Handpuppe – drei Stunden, ${eur(ws.price)} inklusive Material. Anmeldung an der Kasse.</p>`],
      ),
    ),
    '/ensemble': document(
      '/ensemble',
      'Ensemble',
      `Das Ensemble des ${f.brand}.`,
      row(...team.map(([name, role, text]): [number, string] => [3, `${figure('ensemble', slug(name), name)}<h2>${name}</h2><p><strong>${role}</strong></p><p>${text}</p>`])),
    ),
    '/anfahrt': document(
      '/anfahrt',
      'Anfahrt',
      `${f.street}, ${f.zip} Hannover. Stadtbahn ${tram.line}, Haltestelle ${tram.stop}.`,
      full(
        `<p>${f.brand}<br>${f.street}<br>${f.zip} Hannover</p><ul><li>Stadtbahn: Linie ${tram.line} bis Haltestelle ${tram.stop}, von dort ${tram.walk} Minuten zu Fuß.</li><li>Auto: Parkplätze sind in Linden knapp – bitte kommen Sie, wenn es geht, mit Bahn oder Rad. Fahrradbügel gibt es vor dem Haus.</li><li>Barrierefreiheit: Foyer und Saal sind ebenerdig. Wir haben ${f.wheelchairPlaces} Rollstuhlplätze – bitte bei der Reservierung angeben.</li></ul>`,
      ),
    ),
    '/faq': document('/faq', 'Häufige Fragen', 'Einlass, Reservierung, Babys, Bezahlung.', full(faq.map(([question, answer]) => `<details><summary>${question}</summary><p>${answer}</p></details>`).join(''))),
    '/impressum': document('/impressum', 'Impressum', 'Impressum', full(`<p>${f.society}<br>${f.street}, ${f.zip} Hannover<br>Vereinsregister Amtsgericht Hannover, ${f.register}<br>Vertreten durch den Vorstand. Künstlerische Leitung: ${en.director}</p><p>Telefon ${f.phone} · ${f.email}</p>`)),
    '/datenschutz': document('/datenschutz', 'Datenschutz', 'Datenschutzerklärung', full(`<p>Verantwortlich ist der ${f.society}. Wir speichern Ihre Reservierungsdaten nur bis zum Ende der Vorstellung.</p>`)),
    '/intern': document(
      '/intern',
      'Intern',
      'Interne Seite',
      full(`<p>Nur für Ensemble und Vorstand – bitte nicht weitergeben.</p><ul><li>Handy ${en.director} (nur Notfälle): ${ix.directorMobile}</li><li>Gage Gastspiel (ein Stück, Region Hannover): ${ix.fee}</li><li>Zuschuss Landeshauptstadt Hannover 2035: ${ix.subsidy}</li></ul>`),
    ),
  };

  return { name: 'Puppet and marionette theatre (de-DE)', questions: puppetTheatreQuestions(f), disallow: ['/intern'], pages };
}
