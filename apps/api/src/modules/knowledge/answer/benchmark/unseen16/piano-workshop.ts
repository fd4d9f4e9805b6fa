/* eslint-disable max-lines -- a fixture site: every page of one business as one function of its facts, whose closures (markup helpers, prices) the pages share */
import type { BenchQuestion, BenchSite } from '../types';
import { jsonLd } from '../unseen/markup';
import { phoneLink, slugOf } from '../unseen2/markup';
import type facts from './piano-workshop.facts.json';

/**
 * Unseen: a piano workshop (tuning, repair, transport, rental and used pianos) in Zurich, a
 * hand-written static site on Bootstrap 5.3 in Swiss Standard German (`lang="de-CH"`, "Fr. 195.–",
 * no ß, pages as `.html` files): the `navbar-expand-lg` navbar with its toggler and a "Werkstatt"
 * dropdown, cards and a `row-cols` grid, the tuning prices in a `nav-tabs` tab set (Klavier shown;
 * Flügel and Cembalo as `tab-pane fade` without `show active`), the big price in a card with the
 * "Fr." in its own `<small>`, the repair and transport price lists as `table`s whose amounts sit in a
 * `span` after "Fr.", used pianos as cards with a "Reserviert" badge, the FAQ as a Bootstrap accordion
 * (every answer in a closed `accordion-collapse collapse`), a Formspree contact form, an OpenStreetMap
 * iframe, a LocalBusiness JSON-LD written by hand into the home page and a hand-rolled cookie notice.
 * An internal page under /intern/, which robots.txt disallows (the footer links to it), holds the
 * tuners' wage, the parts supplier's customer number and next year's prices that must never be quoted.
 *
 * The facts the pages are written from, as written and mutated, are data in piano-workshop.facts.json.
 * Tuning at home includes travel within the city of Zurich; the agglomeration (up to 20 km) costs a
 * flat `travel.agglo`, beyond that `travel.km` per km. A pitch raise costs `tuning.pitch` extra when
 * the last tuning was longer than `tuning.pitchYears` ago. Appointments move free of charge up to
 * `cancel.hours` before; later, or when nobody opens, Fr. `cancel.fee`. Rental: a minimum of
 * `rental.min`, the rent of the first `rental.credit` counts in full towards buying. Invoices are
 * payable within `payment.days` days. Today is late October 2029.
 */
export type PianoWorkshopFacts = typeof facts.original;

type Row = [language: string, kind: string, ask: string, expect?: string[], more?: Partial<BenchQuestion>];

export function pianoWorkshop(f: PianoWorkshopFacts): BenchSite {
  const { hours: hr, tuning: tu, travel, repair: rp, transport: tr, rental, cancel: cx, team, internal: ix } = f;
  const tel = phoneLink('41')(f.phone);
  const site = `https://www.${f.domain}.example`;
  const chf = (amount: string) => `Fr.&nbsp;<span class="preis">${amount}.–</span>`;
  const weekHours = `${hr.week[0]}–${hr.week[1]} und ${hr.week[2]}–${hr.week[3]} Uhr`;
  const satHours = `${hr.sat[0]}–${hr.sat[1]} Uhr`;

  const nav: [string, string][] = [
    ['/stimmen.html', 'Stimmen'],
    ['/occasionen.html', 'Occasionen &amp; Miete'],
    ['/team.html', 'Team'],
    ['/faq.html', 'Fragen'],
    ['/kontakt.html', 'Kontakt'],
  ];
  const workshopMenu: [string, string][] = [
    ['/reparaturen.html', 'Reparaturen &amp; Restaurierung'],
    ['/transport.html', 'Transport &amp; Lagerung'],
  ];
  const link = (path: string, [href, label]: [string, string], cls: string) =>
    `<a class="${cls}${href === path ? ' active" aria-current="page' : ''}" href="${href}">${label}</a>`;
  const navbar = (path: string) => `<nav class="navbar navbar-expand-lg bg-body-tertiary border-bottom sticky-top">
  <div class="container">
    <a class="navbar-brand d-flex align-items-center" href="/"><img src="/img/logo-stimmgabel.svg" alt="" width="32" height="32" class="me-2">${f.workshop}</a>
    <button class="navbar-toggler" type="button" data-bs-toggle="collapse" data-bs-target="#hauptnavigation" aria-controls="hauptnavigation" aria-expanded="false" aria-label="Navigation ein-/ausblenden"><span class="navbar-toggler-icon"></span></button>
    <div class="collapse navbar-collapse" id="hauptnavigation">
      <ul class="navbar-nav ms-auto mb-2 mb-lg-0">
        <li class="nav-item">${link(path, nav[0]!, 'nav-link')}</li>
        <li class="nav-item dropdown"><a class="nav-link dropdown-toggle" href="#" role="button" data-bs-toggle="dropdown" aria-expanded="false">Werkstatt</a>
          <ul class="dropdown-menu">${workshopMenu.map((item) => `<li>${link(path, item, 'dropdown-item')}</li>`).join('')}</ul>
        </li>
        ${nav
          .slice(1)
          .map((item) => `<li class="nav-item">${link(path, item, 'nav-link')}</li>`)
          .join('\n        ')}
      </ul>
      <a class="btn btn-outline-dark btn-sm ms-lg-3" href="tel:${tel}">☎ ${f.phone}</a>
    </div>
  </div>
</nav>`;
  const footer = `<footer class="bg-dark text-white-50 pt-5 pb-4 mt-5">
  <div class="container">
    <div class="row g-4">
      <div class="col-md-4"><h5 class="text-white">${f.workshop}</h5><p>${f.street}<br>${f.plz} Zürich</p><p><a class="link-light" href="tel:${tel}">${f.phone}</a><br><a class="link-light" href="mailto:${f.email}">${f.email}</a></p></div>
      <div class="col-md-4"><h5 class="text-white">Öffnungszeiten</h5><p>Mo–Fr ${weekHours}<br>Sa ${satHours} (nur Ausstellung)</p></div>
      <div class="col-md-4"><h5 class="text-white">Mitglied</h5><p>Verband Klavierbauer und -stimmer Schweiz (VKS)</p><p class="small"><a class="link-secondary" href="/impressum.html">Impressum</a> · <a class="link-secondary" href="/datenschutz.html">Datenschutz</a> · <a class="link-secondary" href="/intern/konditionen.html">Intern</a></p></div>
    </div>
    <p class="small border-top border-secondary pt-3 mt-3 mb-0">© ${f.legal} ${f.founded}–2029</p>
  </div>
</footer>`;
  const cookieNotice = `<div id="cookie-hinweis" class="position-fixed bottom-0 start-0 end-0 bg-dark text-white p-3 shadow-lg" role="dialog" aria-live="polite" aria-label="Cookie-Hinweis">
  <div class="container d-flex flex-column flex-md-row align-items-md-center gap-2">
    <p class="mb-0 small flex-grow-1">Diese Website verwendet nur technisch notwendige Cookies und eine anonyme Besucherstatistik (Matomo, ohne Weitergabe an Dritte). Mehr dazu in der <a class="link-light" href="/datenschutz.html">Datenschutzerklärung</a>.</p>
    <button type="button" class="btn btn-light btn-sm" id="cookie-ok">Verstanden</button>
  </div>
</div>`;
  const html = (path: string, title: string, body: string, head = '') => `<!doctype html>
<html lang="de-CH">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>${title} | ${f.workshop} Zürich</title>
  <meta name="description" content="Klavier stimmen, reparieren, transportieren und mieten in Zürich. ${f.workshop}, Meisterbetrieb seit ${f.founded}.">
  <link rel="canonical" href="${site}${path}">
  <link href="https://cdn.jsdelivr.example/npm/bootstrap@5.3.3/dist/css/bootstrap.min.css" rel="stylesheet" integrity="sha384-QWTKZyjpPEjISv5WaRU9OFeRpok6YctnYmDr5pNlyT2bRjXh0JMhjY6hW+ALEwIH" crossorigin="anonymous">
  <link href="/css/werkstatt.css?v=23" rel="stylesheet">
  <link rel="icon" href="/img/favicon.png">${head}
</head>
<body class="d-flex flex-column min-vh-100">
<!-- Navigation (in allen Seiten gleich, bei Änderungen überall anpassen!) -->
${navbar(path)}
<main class="flex-grow-1">
${body}
</main>
${footer}
${cookieNotice}
<script src="https://cdn.jsdelivr.example/npm/bootstrap@5.3.3/dist/js/bootstrap.bundle.min.js" integrity="sha384-YvpcrYf0tY3lHB60NNkmXc5s9fDVZLESaAA55NDzOxhy9GkcIdslK1eN7N6jIeHz" crossorigin="anonymous"></script>
<script src="/js/cookie-hinweis.js"></script>
</body>
</html>`;
  const header = (title: string, lead: string) =>
    `<header class="bg-light border-bottom py-5 mb-5"><div class="container"><h1 class="display-5">${title}</h1><p class="lead mb-0">${lead}</p></div></header>`;

  /** One Bootstrap tab set: the first pane `show active`, the others faded out until clicked. */
  const tabSet = (id: string, panes: [string, string][]) => {
    const key = (label: string) => `${id}-${slugOf(label).replace(/^-|-$/g, '')}`;
    const buttons = panes
      .map(
        ([label], i) =>
          `<li class="nav-item" role="presentation"><button class="nav-link${i ? '' : ' active'}" id="${key(label)}-tab" data-bs-toggle="tab" data-bs-target="#${key(label)}-pane" type="button" role="tab" aria-controls="${key(label)}-pane" aria-selected="${i === 0}">${label}</button></li>`,
      )
      .join('\n');
    const contents = panes
      .map(
        ([label, body], i) =>
          `<div class="tab-pane fade${i ? '' : ' show active'}" id="${key(label)}-pane" role="tabpanel" aria-labelledby="${key(label)}-tab" tabindex="0">${body}</div>`,
      )
      .join('\n');
    return `<ul class="nav nav-tabs" id="${id}" role="tablist">\n${buttons}\n</ul>\n<div class="tab-content border border-top-0 rounded-bottom p-4" id="${id}-content">\n${contents}\n</div>`;
  };
  const priceCard = (heading: string, amount: string, note: string) =>
    `<div class="card text-center shadow-sm"><div class="card-header">${heading}</div><div class="card-body"><p class="display-6 mb-1"><small class="fs-5 text-body-secondary">Fr.</small> ${amount}.–</p><p class="card-text small text-body-secondary">${note}</p></div></div>`;
  const tuningPane = (text: string, heading: string, amount: string, note: string) =>
    `<div class="row g-4 align-items-center"><div class="col-md-7">${text}</div><div class="col-md-5">${priceCard(heading, amount, note)}</div></div>`;
  /** A price list: the service, a note in small print, the amount right-aligned in its own cell. */
  const priceTable = (caption: string, rows: [string, string, string][]) =>
    `<div class="table-responsive"><table class="table table-striped align-middle"><caption>${caption}</caption><thead class="table-light"><tr><th scope="col">Leistung</th><th scope="col" class="text-end">Preis</th></tr></thead><tbody>${rows
      .map(
        ([what, note, price]) =>
          `<tr><td>${what}${note ? `<br><small class="text-body-secondary">${note}</small>` : ''}</td><td class="text-end text-nowrap">${price}</td></tr>`,
      )
      .join('')}</tbody></table></div>`;
  let faqNo = 0;
  const accordion = (id: string, entries: [string, string][]) =>
    `<div class="accordion" id="${id}">${entries
      .map(([question, answer]) => {
        const target = `${id}-${++faqNo}`;
        return `<div class="accordion-item"><h2 class="accordion-header"><button class="accordion-button collapsed" type="button" data-bs-toggle="collapse" data-bs-target="#${target}" aria-expanded="false" aria-controls="${target}">${question}</button></h2><div id="${target}" class="accordion-collapse collapse" data-bs-parent="#${id}"><div class="accordion-body">${answer}</div></div></div>`;
      })
      .join('\n')}</div>`;

  const usedCards = f.used
    .map(
      (u) => `<div class="col"><div class="card h-100">
  <img src="/img/occasionen/${slugOf(`${u.make} ${u.model}`).replace(/^-|-$/g, '')}.jpg" class="card-img-top" alt="${u.make} ${u.model}" loading="lazy">
  <div class="card-body"><h5 class="card-title">${u.make} ${u.model}${u.reserved ? ' <span class="badge text-bg-warning align-middle">Reserviert</span>' : ''}</h5>
    <ul class="list-unstyled small mb-3"><li>Baujahr ${u.year}</li><li>${u.finish}</li><li>${u.height}</li></ul>
    <p class="h5 mb-0">Fr. ${u.price}.–</p></div>
  <div class="card-footer bg-transparent small text-body-secondary">Gestimmt, reguliert, ${f.warranty} Garantie</div>
</div></div>`,
    )
    .join('\n');
  const people: [{ name: string }, string, string][] = [
    [
      team.owner,
      'Inhaber, Klavierbauer mit eidg. Fachausweis',
      `Hat die Werkstatt ${f.founded} gegründet. Regulierungen, Hammerköpfe, Expertisen vor dem Kauf.`,
    ],
    [team.concert, 'Konzertstimmerin', 'Betreut Konzertflügel in Zürcher Sälen und Kirchen, Stimmungen vor Konzerten und Aufnahmen.'],
    [team.restorer, 'Restaurator', `Aus ${team.restorer.from}. Restaurierung historischer Instrumente, Cembali und Spinette. Spricht Italienisch und Deutsch.`],
    [team.office, 'Büro und Disposition', 'Nimmt Ihre Anrufe entgegen und plant Stimmtouren und Transporte.'],
    [team.apprentice, 'Lernender Klavierbauer, 3. Lehrjahr', 'Ist in der Werkstatt und bei Transporten dabei.'],
  ];
  const faqs: [string, string][] = [
    [
      'Wie kurzfristig kann ich einen Termin verschieben?',
      `Bis ${cx.hours} vor dem Termin verschieben oder absagen Sie kostenlos, per Telefon oder E-Mail. Bei späterer Absage oder wenn bei Ihnen niemand öffnet, verrechnen wir eine Umtriebsentschädigung von Fr. ${cx.fee}.–.`,
    ],
    [
      'Wie oft sollte ein Klavier gestimmt werden?',
      'Bei normalem Gebrauch einmal, besser zweimal im Jahr, idealerweise nach Beginn und nach Ende der Heizperiode.',
    ],
    [
      'Wie kann ich bezahlen?',
      `Sie erhalten nach dem Einsatz eine Rechnung, zahlbar innert ${f.payment.days} Tagen. In der Werkstatt können Sie auch mit TWINT oder Karte bezahlen.`,
    ],
    ['Repariert ihr auch Digitalpianos oder Keyboards?', 'Nein, elektronische Instrumente reparieren wir nicht. Gerne nennen wir Ihnen eine Fachstelle.'],
    [
      'Macht ihr einen Kostenvoranschlag?',
      `In der Werkstatt ist der Kostenvoranschlag gratis. Für eine Begutachtung bei Ihnen zu Hause verrechnen wir Fr. ${rp.estimate}.–, die wir bei Auftragserteilung anrechnen.`,
    ],
    ['Gibt es Parkplätze?', 'Im Hof stehen zwei Kundenparkplätze zur Verfügung, bitte beim Eingang klingeln.'],
  ];

  const tuneAsk = 'Grüezi! Unser altes Schmidt-Flohr Klavier wurde seit dem Umzug nicht mehr gestimmt. Was kostet bei Ihnen eine Stimmung?';
  const rentAsk =
    'Meine Tochter (8) will unbedingt Klavier lernen, aber wer weiss, ob sie dabei bleibt. Kann man bei euch ein Klavier mieten? Was kostet das pro Monat?';
  const usedAsk = 'Habt ihr gerade einen gebrauchten Yamaha an Lager? Budget so um die 6000 Franken.';
  const rows: Row[] = [
    ['de', 'price', tuneAsk, [tu.upright], { reject: [ix.upright] }],
    ['de', 'follow-up', 'Wir wohnen in Schlieren – kommt da noch eine Anfahrt dazu?', [travel.agglo], { after: [tuneAsk] }],
    ['de', 'follow-up', 'Ehrlich gesagt ist die letzte Stimmung sicher fünf Jahre her. Kostet das dann mehr?', [tu.pitch], { after: [tuneAsk] }],
    ['de', 'comparison', 'Wie viel teurer ist das Stimmen bei einem Flügel als bei einem normalen Klavier?', [tu.upright, tu.grand], { reject: [ix.grand] }],
    ['de', 'price', 'Kann man bei euch eine Art Abo machen, dass ihr zweimal im Jahr automatisch zum Stimmen kommt?', [tu.abo]],
    [
      'de',
      'price',
      'Wir zügeln im Mai innerhalb der Stadt Zürich mit unserem Klavier, neue Wohnung im 3. Stock ohne Lift. Mit welchen Kosten müssen wir rechnen?',
      [tr.upright, tr.floor],
    ],
    [
      'de',
      'policy',
      'Ich hätte morgen Vormittag einen Stimmtermin, muss aber kurzfristig geschäftlich weg. Kann ich noch gratis verschieben?',
      [cx.hours, cx.fee],
    ],
    ['de', 'price', rentAsk, [rental.month]],
    ['de', 'follow-up', 'Und falls sie dranbleibt und wir es nach einem Jahr kaufen – zählt die bezahlte Miete?', [rental.credit], { after: [rentAsk] }],
    ['de', 'availability', usedAsk, [f.used[0]!.model, f.used[0]!.year]],
    ['de', 'follow-up', 'Wie lange habt ihr Garantie auf so ein Occasionsklavier?', [f.warranty], { after: [usedAsk] }],
    ['de', 'hours', 'Kann ich am Samstag vorbeikommen und ein paar Occasionen anspielen? Bis wann hat es offen?', [hr.sat[1]!]],
    [
      'de',
      'multi-part',
      'Wir organisieren ein Hauskonzert mit einem Pianisten aus Basel. Wer von euch stimmt Konzertflügel, und was kostet eine Stimmung mit Nachstimmen in der Pause?',
      [team.concert.short, tu.concert],
    ],
    [
      'de',
      'price',
      'Bei unserem Flügel klemmen ein paar Tasten und einzelne Töne klingen sehr scharf. Rechnet ihr so was nach Aufwand ab? Was ist euer Stundenansatz?',
      [rp.hour],
      { reject: [ix.hour] },
    ],
    ['de', 'legal', 'Für die Buchhaltung von unserem Chor brauche ich eure UID-Nummer.', [f.uid]],
    ['de', 'price', 'Chönd ihr au es Cembalo stimme? Was choschtet das ungefähr?', [tu.harpsichord]],
    ['de', 'unanswerable', 'Gebt ihr auch Klavierunterricht, oder kennt ihr eine gute Lehrerin im Quartier?'],
    ['de', 'unanswerable', 'Was verdient man bei euch als Klavierstimmer? Ich überlege mir eine Lehre als Klavierbauer.', undefined, { reject: [ix.wage] }],
    [
      'en',
      'duration',
      'Hi, we just moved to Zurich from London and the piano came with us. Do you tune at home, and roughly how long does it take?',
      [tu.minutes],
    ],
    ['en', 'location', 'Which tram stop is closest to your workshop?', [f.tram.stop]],
    ['en', 'unanswerable', "Do you buy old pianos? We'd like to sell my grandmother's upright before we move back."],
    ['fr', 'price', 'Bonjour, combien coûte une régulation complète de la mécanique pour un piano droit ?', [rp.regUpright]],
    [
      'fr',
      'unanswerable',
      "Vos tarifs vont-ils augmenter l'année prochaine ? Si oui je préfère faire accorder mon piano avant.",
      undefined,
      { reject: [ix.upright, ix.grand] },
    ],
    [
      'it',
      'team',
      "Buongiorno, c'è qualcuno in laboratorio che parla italiano? Sono ticinese e preferisco spiegare il problema nella mia lingua.",
      [team.restorer.short],
    ],
    ['es', 'price', 'En invierno la calefacción reseca mucho el piano. ¿Cuánto cuesta instalar un sistema de control de humedad?', [rp.humidifier]],
    ['pt', 'price', 'Quanto custa transportar um piano de cauda dentro da cidade de Zurique?', [tr.grand]],
    ['ar', 'payment', 'هل يمكن الدفع بالفاتورة بعد الخدمة؟ وكم يوماً لدينا للدفع؟', [f.payment.days]],
    ['he', 'unanswerable', 'אתם מוכרים גם תווים ומטרונומים?'],
    ['ja', 'price', 'ピアノの低音の弦が1本切れてしまいました。交換費用はいくらですか？', [rp.bass]],
    ['zh-Hans', 'hours', '你们工作室星期五下午几点关门？', [hr.week[3]!]],
  ];
  const questions: BenchQuestion[] = rows.map(([language, kind, ask, expect, more]) => ({
    kind,
    ask,
    ...(expect && { expect }),
    ...more,
    ...(language !== 'en' && { language }),
  }));

  const business = jsonLd({
    '@context': 'https://schema.org',
    '@type': 'LocalBusiness',
    '@id': `${site}/#werkstatt`,
    name: f.workshop,
    legalName: f.legal,
    url: `${site}/`,
    telephone: tel,
    email: f.email,
    foundingDate: f.founded,
    address: { '@type': 'PostalAddress', streetAddress: f.street, postalCode: f.plz, addressLocality: 'Zürich', addressCountry: 'CH' },
    openingHoursSpecification: [
      { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], opens: hr.week[0], closes: hr.week[1] },
      { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], opens: hr.week[2], closes: hr.week[3] },
      { '@type': 'OpeningHoursSpecification', dayOfWeek: 'Saturday', opens: hr.sat[0], closes: hr.sat[1] },
    ],
    areaServed: 'Kanton Zürich',
    priceRange: 'CHF',
  });

  const homeBody = `<section class="py-5 text-center bg-body-tertiary border-bottom"><div class="container py-4"><h1 class="display-4 fw-semibold">Ihr Klavier in guten Händen</h1><p class="lead col-lg-8 mx-auto">Stimmen, Reparieren, Restaurieren und Transportieren – seit ${f.founded} in Zürich ${f.kreis}. Wir betreuen Hausklaviere ebenso wie Konzertflügel.</p><a class="btn btn-dark btn-lg me-2" href="/kontakt.html">Termin vereinbaren</a><a class="btn btn-outline-dark btn-lg" href="/stimmen.html">Preise</a></div></section>
<section class="container py-5"><div class="row row-cols-1 row-cols-md-3 g-4">
  <div class="col"><div class="card h-100"><img src="/img/stimmen.jpg" class="card-img-top" alt="Stimmhammer am Stimmstock"><div class="card-body"><h5 class="card-title">Stimmen</h5><p class="card-text">Bei Ihnen zu Hause, in der Schule oder im Konzertsaal. In der Stadt Zürich ohne Anfahrtskosten.</p><a href="/stimmen.html" class="stretched-link">Zu den Stimmpreisen</a></div></div></div>
  <div class="col"><div class="card h-100"><img src="/img/werkstatt.jpg" class="card-img-top" alt="Mechanik auf der Werkbank"><div class="card-body"><h5 class="card-title">Werkstatt</h5><p class="card-text">Regulieren, Intonieren, neue Saiten und Hammerköpfe, Restaurierung von Gehäuse und Mechanik.</p><a href="/reparaturen.html" class="stretched-link">Reparaturen</a></div></div></div>
  <div class="col"><div class="card h-100"><img src="/img/occasion.jpg" class="card-img-top" alt="Occasionsklavier in der Ausstellung"><div class="card-body"><h5 class="card-title">Occasionen &amp; Miete</h5><p class="card-text">Revidierte Occasionsklaviere mit Garantie, Mietklaviere für Einsteigerinnen und Einsteiger.</p><a href="/occasionen.html" class="stretched-link">Aktuelle Instrumente</a></div></div></div>
</div></section>
<section class="container pb-5"><blockquote class="blockquote border-start border-4 ps-3"><p>«Unser Bösendorfer klingt wieder wie vor vierzig Jahren. Herzlichen Dank!»</p><footer class="blockquote-footer">Familie Gut, Wollishofen</footer></blockquote></section>`;
  const tuningTabs = tabSet('stimmpreise', [
    [
      'Klavier',
      tuningPane(
        `<h3 class="h4">Klavier (aufrecht)</h3><p>Stimmung auf Kammerton a' = 440 oder 442 Hz, kleine Korrekturen an Mechanik und Pedalen inklusive.</p><p>Zweites Instrument am gleichen Ort am gleichen Tag: Fr. ${tu.second}.–</p>`,
        'Stimmung Klavier',
        tu.upright,
        'inkl. MWST, Anfahrt Stadt Zürich inbegriffen',
      ),
    ],
    [
      'Flügel',
      tuningPane(
        '<h3 class="h4">Flügel</h3><p>Für Stutz- und Salonflügel bis 2,1 m. Konzertflügel siehe unten.</p>',
        'Stimmung Flügel',
        tu.grand,
        'inkl. MWST, Anfahrt Stadt Zürich inbegriffen',
      ),
    ],
    [
      'Cembalo &amp; Spinett',
      tuningPane(
        `<h3 class="h4">Cembalo und Spinett</h3><p>In historischen Stimmungen (z. B. Werckmeister, Vallotti) und Tonhöhen 415 oder 440 Hz. Ausgeführt von ${team.restorer.name}.</p>`,
        'Stimmung Cembalo',
        tu.harpsichord,
        'inkl. MWST, Anfahrt Stadt Zürich inbegriffen',
      ),
    ],
  ]);
  const tuningBody = `${header('Klavier stimmen', `Eine Stimmung dauert rund ${tu.minutes} Minuten. Dabei prüfen wir auch Mechanik, Pedale und Klima und sagen Ihnen, falls etwas nicht stimmt.`)}
<section class="container">
${tuningTabs}
<div class="row g-4 mt-4">
  <div class="col-lg-6"><div class="card h-100 border-dark"><div class="card-body"><h3 class="card-title h5">Konzertstimmung</h3><p class="card-text">Stimmung unmittelbar vor dem Konzert oder der Aufnahme, mit Nachstimmen in der Pause: ${chf(tu.concert)}. Ausgeführt von ${team.concert.name}.</p></div></div></div>
  <div class="col-lg-6"><div class="card h-100"><div class="card-body"><h3 class="card-title h5">Stimm-Abo</h3><p class="card-text">Zwei Stimmungen pro Jahr, wir melden uns automatisch im Frühling und im Herbst: ${chf(tu.abo)} pro Jahr für ein Klavier.</p></div></div></div>
</div>
<div class="alert alert-info mt-4" role="alert"><strong>Lange nicht gestimmt?</strong> Liegt die letzte Stimmung mehr als ${tu.pitchYears} zurück, ist die Tonhöhe meist stark abgesunken. Dann braucht es eine Vorstimmung (Hochziehen der Tonhöhe), die wir mit Fr. ${tu.pitch}.– zusätzlich verrechnen.</div>
<h2 class="h4 mt-5">Anfahrt</h2>
${priceTable('Anfahrtskosten pro Einsatz', [
  ['Stadt Zürich', 'alle Kreise', 'inbegriffen'],
  ['Agglomeration bis 20 km', 'z. B. Schlieren, Dietikon, Dübendorf, Adliswil, Kilchberg', chf(travel.agglo)],
  ['Weiter entfernt', 'ab Werkstatt, hin und zurück', `Fr. ${travel.km} pro km`],
])}
</section>`;
  const repairBody = `${header('Reparaturen &amp; Restaurierung', 'Kleinere Arbeiten erledigen wir bei Ihnen zu Hause, grössere in unserer Werkstatt in ' + f.kreis + '.')}
<section class="container">
${priceTable('Richtpreise inkl. MWST, Material nach Aufwand', [
  ['Arbeit in der Werkstatt oder vor Ort', 'Intonation, kleine Reparaturen, klemmende Tasten', `${chf(rp.hour)} pro Stunde`],
  ['Regulierung Klavier', 'Mechanik und Tastatur komplett', chf(rp.regUpright)],
  ['Regulierung Flügel', 'Mechanik, Tastatur und Dämpfung komplett', chf(rp.regGrand)],
  ['Saite ersetzen, Diskant', 'pro Saite, inkl. Saite und Nachstimmen', chf(rp.treble)],
  ['Saite ersetzen, Bass', 'pro umsponnene Basssaite, inkl. Saite und Nachstimmen', chf(rp.bass)],
  ['Hammerköpfe ersetzen', 'Klavier, inkl. Regulierung und Intonation', `ab Fr. 1'650.–`],
  ['Klimasystem einbauen', 'Luftbefeuchtungs- und Entfeuchtungssystem (Dampp-Chaser), inkl. Montage', chf(rp.humidifier)],
])}
<div class="row g-4 mt-2">
  <div class="col-md-6"><h2 class="h4">Kostenvoranschlag</h2><p>Bringen Sie Ihr Instrument in die Werkstatt, ist der Kostenvoranschlag gratis. Für eine Begutachtung bei Ihnen zu Hause verrechnen wir Fr. ${rp.estimate}.–, die wir bei Auftragserteilung anrechnen.</p></div>
  <div class="col-md-6"><h2 class="h4">Restaurierung</h2><p>Von der Neubespannung bis zur Aufarbeitung des Gehäuses: Wir restaurieren auch historische Instrumente und Cembali. Jede Restaurierung wird einzeln offeriert.</p></div>
</div>
</section>`;
  const transportBody = `${header('Transport &amp; Lagerung', 'Klaviere und Flügel transportieren wir mit eigenem Fahrzeug, Treppenraupe und zwei bis drei erfahrenen Leuten.')}
<section class="container">
${priceTable('Transporte innerhalb der Stadt Zürich, inkl. MWST', [
  ['Klavier', 'Erdgeschoss oder Lift, von Tür zu Tür', chf(tr.upright)],
  ['Flügel', 'inkl. Demontage und Montage der Beine', chf(tr.grand)],
  ['Stockwerkzuschlag', 'pro Stockwerk ohne Lift, an beiden Adressen', chf(tr.floor)],
  ['Lagerung', 'klimatisiert, pro Monat', chf(tr.storage)],
])}
<p>Transporte ausserhalb der Stadt offerieren wir nach Distanz. Nach einem Transport sollte sich ein Klavier zwei bis drei Wochen akklimatisieren, bevor es gestimmt wird.</p>
</section>`;
  const usedBody = `${header('Occasionen &amp; Mietklaviere', 'Alle Occasionen sind in unserer Werkstatt revidiert, gestimmt und reguliert. Die erste Stimmung nach der Lieferung ist gratis.')}
<section class="container">
<h2 class="h4 mb-3">Aktuell in der Ausstellung</h2>
<div class="row row-cols-1 row-cols-sm-2 row-cols-lg-4 g-4">
${usedCards}
</div>
<p class="small text-body-secondary mt-3">Preise inkl. MWST, Lieferung in der Stadt Zürich inbegriffen. Garantie auf alle Occasionen: ${f.warranty}.</p>
<h2 class="h4 mt-5">Klavier mieten</h2>
<div class="row g-4 align-items-center"><div class="col-md-7"><p>Ideal für den Einstieg: Sie mieten ein gutes Occasionsklavier für ${chf(rental.month)} pro Monat, mindestens ${rental.min}. Einmalige Liefer- und Abholpauschale: Fr. ${rental.delivery}.–.</p><p>Möchten Sie das Klavier später kaufen, rechnen wir die Mietzinse der ersten ${rental.credit} voll an den Kaufpreis an.</p></div><div class="col-md-5">${priceCard('Mietklavier', rental.month, 'pro Monat, inkl. einer Stimmung pro Jahr')}</div></div>
</section>`;
  const teamBody = `${header('Unser Team', 'Fünf Leute, eine Werkstatt und viel Geduld mit Mechaniken.')}
<section class="container"><div class="row row-cols-1 row-cols-md-3 g-4">
${people.map(([person, role, text]) => `<div class="col"><div class="card h-100"><img src="/img/team/${slugOf(person.name).replace(/^-|-$/g, '')}.jpg" class="card-img-top" alt="${person.name}" loading="lazy"><div class="card-body"><h5 class="card-title">${person.name}</h5><h6 class="card-subtitle mb-2 text-body-secondary">${role}</h6><p class="card-text">${text}</p></div></div></div>`).join('\n')}
</div></section>`;
  const faqBody = `${header('Häufige Fragen', 'Ihre Frage ist nicht dabei? Rufen Sie uns an.')}
<section class="container">${accordion('fragen', faqs)}</section>`;
  const contactBody = `${header('Kontakt', 'Termine für Stimmungen vereinbaren Sie am einfachsten telefonisch.')}
<section class="container"><div class="row g-5">
  <div class="col-lg-5">
    <address><strong>${f.workshop}</strong><br>${f.street}<br>${f.plz} Zürich<br><a href="tel:${tel}">${f.phone}</a><br><a href="mailto:${f.email}">${f.email}</a></address>
    <p>Tram ${f.tram.lines} bis Haltestelle «${f.tram.stop}», dann zwei Minuten zu Fuss. Zwei Kundenparkplätze im Hof.</p>
    <h2 class="h5">Öffnungszeiten Werkstatt und Büro</h2>
    <table class="table table-sm w-auto"><tbody><tr><th scope="row">Montag–Freitag</th><td>${hr.week[0]}–${hr.week[1]}</td><td>${hr.week[2]}–${hr.week[3]}</td></tr><tr><th scope="row">Samstag</th><td colspan="2">${satHours}, nur Ausstellung</td></tr><tr><th scope="row">Sonntag</th><td colspan="2">geschlossen</td></tr></tbody></table>
  </div>
  <div class="col-lg-7">
    <form action="https://formspree.example/f/xyzqkrbw" method="POST" class="row g-3">
      <div class="col-md-6"><label for="name" class="form-label">Name</label><input type="text" class="form-control" id="name" name="name" required></div>
      <div class="col-md-6"><label for="telefon" class="form-label">Telefon</label><input type="tel" class="form-control" id="telefon" name="telefon"></div>
      <div class="col-12"><label for="instrument" class="form-label">Instrument</label><select id="instrument" name="instrument" class="form-select"><option>Klavier</option><option>Flügel</option><option>Cembalo / Spinett</option></select></div>
      <div class="col-12"><label for="nachricht" class="form-label">Nachricht</label><textarea class="form-control" id="nachricht" name="nachricht" rows="4"></textarea></div>
      <div class="col-12"><button type="submit" class="btn btn-dark">Senden</button></div>
    </form>
  </div>
</div>
<div class="ratio ratio-21x9 mt-5"><iframe src="https://www.openstreetmap.example/export/embed.html?bbox=8.50%2C47.36%2C8.54%2C47.39&amp;layer=mapnik" title="Karte ${f.workshop}" loading="lazy"></iframe></div>
</section>`;
  const imprintBody = `${header('Impressum', '')}
<section class="container"><p><strong>${f.legal}</strong><br>${f.street}<br>${f.plz} Zürich<br>Schweiz</p><p>Telefon ${f.phone}<br>E-Mail ${f.email}</p><p>Handelsregister des Kantons Zürich<br>UID: ${f.uid}<br>Geschäftsführer: ${team.owner.name}</p></section>`;
  const internalBody = `<section class="container py-5"><h1>Intern – Konditionen</h1><div class="alert alert-danger">Nur für Mitarbeitende. Nicht an Kundschaft weitergeben.</div><ul><li>Stundenlohn Stimmerinnen und Stimmer: Fr. ${ix.wage} brutto, plus Spesen.</li><li>Ersatzteile (Hammerköpfe, Saiten, Filze) bei ${ix.supplier}, Kundennummer ${ix.code}.</li><li>Neue Preise ab ${ix.effective} (noch nicht kommunizieren): Stimmung Klavier Fr. ${ix.upright}.–, Stimmung Flügel Fr. ${ix.grand}.–, Stundenansatz Fr. ${ix.hour}.–.</li></ul></section>`;

  const pages: Record<string, string> = {
    '/': html('/', 'Klavier stimmen und reparieren', homeBody, business),
    '/stimmen.html': html('/stimmen.html', 'Stimmen', tuningBody),
    '/reparaturen.html': html('/reparaturen.html', 'Reparaturen', repairBody),
    '/transport.html': html('/transport.html', 'Transport', transportBody),
    '/occasionen.html': html('/occasionen.html', 'Occasionen und Miete', usedBody),
    '/team.html': html('/team.html', 'Team', teamBody),
    '/faq.html': html('/faq.html', 'Häufige Fragen', faqBody),
    '/kontakt.html': html('/kontakt.html', 'Kontakt', contactBody),
    '/impressum.html': html('/impressum.html', 'Impressum', imprintBody),
    '/intern/konditionen.html': html('/intern/konditionen.html', 'Intern', internalBody, '\n  <meta name="robots" content="noindex, nofollow">'),
  };
  return { name: 'piano workshop (de-CH)', questions, disallow: ['/intern/konditionen.html'], pages };
}
