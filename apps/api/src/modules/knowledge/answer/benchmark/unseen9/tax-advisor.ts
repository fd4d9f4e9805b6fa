import type { BenchSite } from '../types';
import { unanswerable } from '../types';
import { jsonLd } from '../unseen/markup';
import { askedIn, phoneLink, slugOf } from '../unseen2/markup';
import type facts from './tax-advisor.facts.json';

/**
 * Unseen: a tax advisor's office (Steuerberatung) in Cologne on Webflow in German (`lang="de"`): the
 * Finsweet cookie-consent banner, the `w-nav` navbar (brand, `w-nav-menu` links, a booking button,
 * the hamburger), sections of `w-layout-blockcontainer` / `w-layout-grid`, the fees as two CMS
 * collection lists (`w-dyn-list` > `w-dyn-items` > `w-dyn-item`) inside a `w-tabs` block (private
 * clients / businesses), each fee split into an "ab" prefix, the amount and a unit line (the fixed-price
 * package's prefix hidden only by `w-condition-invisible`, so still in the DOM), the team as a
 * collection list with specialities and languages (and Webflow's `w-dyn-bind-empty` on an empty
 * field), the office hours as a grid of weekday rows, the booking page with an embedded scheduler and
 * a `w-form` (its hidden success and failure messages), a checklist of documents, the FAQ as
 * interaction-driven accordions collapsed to `height:0px`, and the Impressum.
 *
 * The facts the pages are written from, as written and mutated, are data in tax-advisor.facts.json.
 * Fees are net, plus 19 % VAT; a rental return covers one property, each further one costs
 * `fees.extraUnit` more. The first talk is free by phone or video; a longer talk at the office costs
 * `onsite.price`, credited when one becomes a client. `team.founders` looks after freelancers and
 * start-ups, `team.intl` cross-border cases (speaks French), `team.payroll` payroll (Turkish),
 * `team.private` employees' returns (Arabic), `team.books` bookkeeping (Spanish). Today is late
 * January 2027.
 */
export type TaxAdvisorFacts = typeof facts.original;

export function taxAdvisor(f: TaxAdvisorFacts): BenchSite {
  const { fees: fee, team: t, hours: h, transit: tr, onsite } = f;
  const german = askedIn('de');
  const tel = phoneLink('49');
  const site = `https://www.${f.domain}.example`;
  const siteId = `64f${f.postcode}a91c2e7d0b35`;
  const cdn = `https://cdn.prod.website-files.example/${siteId}`;
  const people = [
    { ...t.lead, focus: 'Jahresabschlüsse, GmbH und UG, Unternehmensnachfolge', languages: 'Deutsch, Englisch', note: '' },
    { ...t.founders, focus: 'Freiberufler, Kreative, Existenzgründung', languages: 'Deutsch, Englisch', note: 'Betreut unsere Gründerinnen und Gründer vom Businessplan bis zur ersten Steuererklärung.' },
    { ...t.intl, focus: 'Expats, Grenzgänger (Niederlande, Belgien, Frankreich), ausländische Einkünfte', languages: 'Deutsch, Englisch, Französisch', note: '' },
    { ...t.payroll, focus: 'Lohnabrechnung, Minijobs, Baulohn', languages: 'Deutsch, Türkisch', note: '' },
    { ...t.private, focus: 'Einkommensteuer für Arbeitnehmer und Rentner, Vermietung', languages: 'Deutsch, Arabisch, Englisch', note: '' },
    { ...t.books, focus: 'Finanzbuchhaltung, Umsatzsteuer-Voranmeldungen, Kassenführung', languages: 'Deutsch, Spanisch', note: '' },
  ];
  const weekdays: [string, string][] = [
    ['Montag', h.mon],
    ['Dienstag', h.tue],
    ['Mittwoch', h.wed],
    ['Donnerstag', h.thu],
    ['Freitag', h.fri],
  ];
  const links = Object.entries({ '/leistungen': 'Leistungen &amp; Preise', '/team': 'Team', '/faq': 'FAQ', '/kontakt': 'Kontakt' });
  const priceAsk = 'Hallo, was kostet bei Ihnen eine ganz normale Steuererklärung? Bin Angestellter, nix Besonderes.';
  const bookingAsk = 'Wie kann ich bei euch einen Termin ausmachen? Kostet das Erstgespräch was?';
  let node = 0xa3c;
  const wNode = () => `w-node-_${(node += 0x11d).toString(16)}-${siteId.slice(0, 8)}`;

  const container = (cls: string, inner: string) => `<section class="section ${cls}"><div class="w-layout-blockcontainer container w-container">${inner}</div></section>`;
  const feeItem = (title: string, text: string, amount: string, unit: string, from = true) =>
    `<div role="listitem" class="fee-item w-dyn-item"><div class="fee-card"><h3 class="fee-title">${title}</h3><p class="fee-text">${text}</p><div class="fee-price-wrap">${from ? '<div class="fee-prefix">ab</div>' : '<div class="fee-prefix w-condition-invisible">ab</div>'}<div class="fee-price">${amount} €</div></div><div class="fee-unit">${unit}</div></div></div>`;
  const feeList = (items: string[]) => `<div class="w-dyn-list"><div role="list" class="fee-list w-dyn-items">${items.join('')}</div></div>`;
  const tabs = (panes: [string, string][]) => {
    const menu: string[] = [];
    const content: string[] = [];
    panes.forEach(([label, inner], i) => {
      const tab = `w-tabs-0-data-w-tab-${i}`;
      const pane = `w-tabs-0-data-w-pane-${i}`;
      const on = i === 0;
      menu.push(
        `<a data-w-tab="Tab ${i + 1}" class="fee-tab-link w-inline-block w-tab-link${on ? ' w--current' : ''}" id="${tab}" href="#${pane}" role="tab" aria-controls="${pane}" aria-selected="${on}"${on ? '' : ' tabindex="-1"'}><div>${label}</div></a>`,
      );
      content.push(`<div data-w-tab="Tab ${i + 1}" class="w-tab-pane${on ? ' w--tab-active' : ''}" id="${pane}" role="tabpanel" aria-labelledby="${tab}">${inner}</div>`);
    });
    return `<div data-current="Tab 1" data-easing="ease" data-duration-in="300" data-duration-out="100" class="fee-tabs w-tabs"><div class="fee-tabs-menu w-tab-menu" role="tablist">${menu.join('')}</div><div class="w-tab-content">${content.join('')}</div></div>`;
  };
  const faqItem = (q: string, a: string) =>
    `<div data-w-id="${(node += 0x2b).toString(16)}c1e2-${siteId.slice(3, 11)}" class="faq-item"><div class="faq-question"><div class="faq-q-text">${q}</div><img src="${cdn}/65a0c1f2e1_plus.svg" loading="lazy" alt="" class="faq-icon"></div><div style="height:0px" class="faq-answer"><p class="faq-a-text">${a}</p></div></div>`;
  const hoursGrid = `<div class="w-layout-grid hours-grid">${weekdays.map(([day, time]) => `<div id="${wNode()}" class="hours-day">${day}</div><div class="hours-time">${time} Uhr</div>`).join('')}<div class="hours-day">Samstag, Sonntag</div><div class="hours-time">geschlossen</div></div>`;

  const org = jsonLd({
    '@context': 'https://schema.org',
    '@type': 'AccountingService',
    name: f.firm,
    url: site,
    telephone: tel(f.phone),
    email: f.email,
    address: { '@type': 'PostalAddress', streetAddress: f.street, postalCode: f.postcode, addressLocality: 'Köln', addressCountry: 'DE' },
  });
  const navLinks = (path: string) =>
    links.map(([href, label]) => `<a href="${href}" class="nav-link w-nav-link${href === path ? ' w--current' : ''}"${href === path ? ' aria-current="page"' : ''}>${label}</a>`).join('');
  const footer = `<footer class="footer"><div class="w-layout-blockcontainer container w-container"><div class="w-layout-grid footer-grid"><div id="${wNode()}" class="footer-col"><img src="${cdn}/logo-${f.domain}-white.svg" loading="lazy" alt="${f.firm}" class="footer-logo"><p class="text-small">${f.street} · ${f.postcode} Köln-${f.district}</p><p class="text-small">Tel. <a href="tel:${tel(f.phone)}" class="footer-link">${f.phone}</a><br><a href="mailto:${f.email}" class="footer-link">${f.email}</a></p></div><div id="${wNode()}" class="footer-col"><div class="footer-heading">Bürozeiten</div>${hoursGrid}</div><div id="${wNode()}" class="footer-col"><div class="footer-heading">Kanzlei</div><a href="/leistungen" class="footer-link">Leistungen</a><a href="/team" class="footer-link">Team</a><a href="/termin" class="footer-link">Termin buchen</a><a href="/impressum" class="footer-link">Impressum</a><a href="/datenschutz" class="footer-link">Datenschutz</a></div></div><div class="footer-bottom"><div class="text-small">© 2027 ${f.firm}. Alle Rechte vorbehalten.</div><div class="text-small">Mitglied der Steuerberaterkammer Köln</div></div></div></footer>`;
  const doc = (title: string, path: string, sections: string[]) => `<!DOCTYPE html><!-- Last Published: Mon Jan 18 2027 09:12:44 GMT+0000 (Coordinated Universal Time) --><html data-wf-domain="www.${f.domain}.example" data-wf-page="${siteId.slice(0, 12)}${slugOf(title).length.toString(16)}f0" data-wf-site="${siteId}" lang="de"><head><meta charset="utf-8"><title>${title} | ${f.firm} – Steuerberater in Köln-${f.district}</title><meta content="Steuerberatung für Arbeitnehmer, Freiberufler und kleine Unternehmen in Köln-${f.district}. Steuererklärung, Buchhaltung, Lohn, Jahresabschluss." name="description"><meta content="${title} | ${f.firm}" property="og:title"><meta content="width=device-width, initial-scale=1" name="viewport"><meta content="Webflow" name="generator"><link href="${cdn}/css/${f.domain}.webflow.shared.4f1c2d9e.min.css" rel="stylesheet" type="text/css"><script type="text/javascript">!function(o,c){var n=c.documentElement,t=" w-mod-";n.className+=t+"js",("ontouchstart"in o||o.DocumentTouch&&c instanceof DocumentTouch)&&(n.className+=t+"touch")}(window,document);</script><link href="${cdn}/favicon.png" rel="shortcut icon" type="image/x-icon"><script async src="https://cdn.jsdelivr.example/npm/@finsweet/cookie-consent@1/fs-cc.js" fs-cc-mode="opt-in"></script>${org}</head>
<body class="body-${path === '/' ? 'home' : path.slice(1)}"><div fs-cc="banner" class="fs-cc-banner_component"><div class="fs-cc-banner_container"><div class="fs-cc-banner_text">Wir verwenden Cookies, um unsere Website zu verbessern und die Terminbuchung bereitzustellen. Mehr dazu in unserer <a href="/datenschutz" class="fs-cc-banner_text-link">Datenschutzerklärung</a>.</div><div class="fs-cc-banner_buttons-wrapper"><a fs-cc="open-preferences" href="#" class="fs-cc-banner_text-link">Einstellungen</a><a fs-cc="deny" href="#" class="fs-cc-banner_button fs-cc-button-alt w-button">Ablehnen</a><a fs-cc="allow" href="#" class="fs-cc-banner_button w-button">Alle akzeptieren</a></div></div></div>
<div data-animation="default" data-collapse="medium" data-duration="400" data-easing="ease" data-easing2="ease" role="banner" class="navbar w-nav"><div class="w-layout-blockcontainer nav-container w-container"><a href="/" class="brand w-nav-brand${path === '/' ? ' w--current' : ''}" aria-label="home"><img src="${cdn}/logo-${f.domain}.svg" loading="lazy" alt="${f.firm}" class="logo"></a><nav role="navigation" class="nav-menu w-nav-menu">${navLinks(path)}<a href="/termin" class="button nav-button w-button">Termin buchen</a></nav><div class="menu-button w-nav-button" aria-label="menu" role="button" tabindex="0" aria-controls="w-nav-overlay-0" aria-haspopup="menu" aria-expanded="false"><div class="w-icon-nav-menu"></div></div></div><div class="w-nav-overlay" data-wf-ignore="" id="w-nav-overlay-0"></div></div>
${sections.join('\n')}
${footer}<script src="https://d3e54v103j8qbb.cloudfront.example/js/jquery-3.5.1.min.dc5e7f18c8.js?site=${siteId}" type="text/javascript" crossorigin="anonymous"></script><script src="${cdn}/js/webflow.a8e9b1c2.js" type="text/javascript"></script></body></html>`;

  const privateFees = feeList([
    feeItem('Einkommensteuererklärung für Arbeitnehmer', 'Lohnsteuerbescheinigung, Werbungskosten, Sonderausgaben, haushaltsnahe Dienstleistungen.', fee.employee, 'pauschal je Erklärung, zzgl. USt'),
    feeItem('Einkommensteuererklärung mit Vermietung', `Inklusive Anlage V für ein vermietetes Objekt. Jedes weitere Objekt: + ${fee.extraUnit} €.`, fee.rental, 'je Erklärung, zzgl. USt'),
    feeItem('Einkommensteuererklärung für Selbständige', 'Freiberufler und Gewerbetreibende, inklusive Einnahmen-Überschuss-Rechnung (EÜR).', fee.freelancer, 'je Jahr, zzgl. USt'),
  ]);
  const businessFees = feeList([
    feeItem('Laufende Finanzbuchhaltung', 'Kontierung, Umsatzsteuer-Voranmeldungen, monatliche Auswertungen (BWA).', fee.bookkeeping, 'pro Monat, zzgl. USt'),
    feeItem('Lohnabrechnung', 'Abrechnung, Meldungen an Krankenkassen und Finanzamt, Lohnjournal.', fee.payroll, 'je Mitarbeiter und Monat, zzgl. USt'),
    feeItem('Minijob-Abrechnung', 'Für geringfügig Beschäftigte inkl. Meldungen an die Minijob-Zentrale.', fee.minijob, 'je Minijob und Monat, zzgl. USt'),
    feeItem('Jahresabschluss GmbH / UG', 'Bilanz, Gewinn- und Verlustrechnung, Körperschaft- und Gewerbesteuererklärung, Offenlegung.', fee.gmbh, 'je Geschäftsjahr, zzgl. USt'),
    feeItem('Gründungspaket', 'Fragebogen zur steuerlichen Erfassung, Rechtsformberatung, Einrichtung der Buchhaltung.', fee.founding, 'Festpreis, zzgl. USt', false),
  ]);

  return {
    name: 'tax advisor (de)',
    pages: {
      '/': doc('Start', '/', [
        container(
          'hero',
          `<div class="hero-grid w-layout-grid"><div id="${wNode()}"><h1 class="heading-xl">Steuern? Machen wir.</h1><p class="paragraph-large">Seit ${f.founded} beraten wir Arbeitnehmer, Freiberufler und kleine Unternehmen in Köln – persönlich in ${f.district} oder digital.</p><a href="/termin" class="button w-button">Kostenloses Erstgespräch</a></div><img src="${cdn}/team-buero.jpg" loading="eager" sizes="(max-width: 767px) 100vw, 50vw" alt="Unser Büro" class="hero-image"></div>`,
        ),
        container(
          'features',
          `<div class="w-layout-grid feature-grid">${[
            ['Für Privatpersonen', `Ihre Steuererklärung ab ${fee.employee} € – wir holen raus, was Ihnen zusteht.`],
            ['Für Selbständige', 'Buchhaltung, Umsatzsteuer und Jahresabschluss aus einer Hand.'],
            ['Digital', `Belege bequem über ${f.portal} hochladen – kein Papierstapel nötig.`],
          ]
            .map(([title, text]) => `<div id="${wNode()}" class="feature-card"><h3>${title}</h3><p>${text}</p></div>`)
            .join('')}</div>`,
        ),
        container(
          'notice',
          `<div class="notice-box"><h2 class="heading-m">Steuererklärung 2025</h2><p>Neue Mandate für die Einkommensteuererklärung 2025 nehmen wir noch bis zum ${f.deadline.date} an. Danach können wir eine fristgerechte Abgabe leider nicht mehr zusagen.</p></div>`,
        ),
      ]),
      '/leistungen': doc('Leistungen &amp; Preise', '/leistungen', [
        container(
          'page-header',
          '<h1 class="heading-xl">Leistungen &amp; Preise</h1><p class="paragraph-large">Unsere Vergütung richtet sich nach der Steuerberatervergütungsverordnung (StBVV). Für die häufigsten Aufgaben nennen wir Ihnen Einstiegspreise – das genaue Honorar hängt vom Umfang Ihrer Unterlagen ab.</p>',
        ),
        container('fees', tabs([['Privatpersonen', privateFees], ['Unternehmen &amp; Selbständige', businessFees]])),
        container(
          'fee-notes',
          `<div class="w-richtext"><h3>Gut zu wissen</h3><ul role="list"><li>Alle Preise sind Nettopreise zuzüglich 19 % Umsatzsteuer.</li><li>Bei neuen Mandaten bitten wir um einen Vorschuss von ${f.advance} % des voraussichtlichen Honorars.</li><li>Rechnungen sind innerhalb von ${f.payDays} Tagen per Überweisung oder SEPA-Lastschrift zu begleichen. Barzahlung ist nicht möglich.</li></ul></div>`,
        ),
      ]),
      '/team': doc('Team', '/team', [
        container('page-header', '<h1 class="heading-xl">Unser Team</h1><p class="paragraph-large">Sechs Menschen, viele Sprachen, ein Ziel: dass Sie sich um Ihre Steuern keine Sorgen machen müssen.</p>'),
        container(
          'team',
          `<div class="w-dyn-list"><div role="list" class="team-grid w-dyn-items">${people
            .map(
              (p) =>
                `<div role="listitem" class="team-item w-dyn-item"><img src="${cdn}/team/${slugOf(`${p.first}-${p.last}`).replace(/^-|-$/g, '')}.webp" loading="lazy" alt="${p.first} ${p.last}" class="team-photo"><h3 class="team-name">${p.first} ${p.last}</h3><div class="team-role">${p.title}</div><div class="team-label">Schwerpunkte</div><div class="team-focus">${p.focus}</div><div class="team-label">Sprachen</div><div class="team-languages">${p.languages}</div><p class="team-note${p.note ? '' : ' w-dyn-bind-empty'}">${p.note}</p></div>`,
            )
            .join('')}</div></div>`,
        ),
      ]),
      '/termin': doc('Termin buchen', '/termin', [
        container(
          'page-header',
          `<h1 class="heading-xl">Termin buchen</h1><p class="paragraph-large">Das Erstgespräch (${f.firstTalk} Minuten) ist kostenlos und findet per Telefon oder Video statt. Wählen Sie unten einfach einen freien Termin. Für ein ausführliches Gespräch in der Kanzlei (${onsite.minutes} Minuten) berechnen wir ${onsite.price} € netto – bei Mandatserteilung wird der Betrag angerechnet.</p>`,
        ),
        container(
          'booking',
          `<div class="booking-embed w-embed w-iframe"><iframe src="https://termine.${f.domain}.example/erstgespraech?embed=true&amp;hide_gdpr_banner=1" width="100%" height="720" frameborder="0" title="Terminbuchung"></iframe></div><div class="w-form"><form id="email-form" name="email-form" data-name="Rückruf" method="get" aria-label="Rückruf"><label for="Name">Name</label><input class="text-field w-input" maxlength="256" name="Name" data-name="Name" placeholder="" type="text" id="Name" required=""><label for="Telefon">Telefon</label><input class="text-field w-input" maxlength="256" name="Telefon" data-name="Telefon" type="tel" id="Telefon"><label for="Anliegen">Worum geht es?</label><select id="Anliegen" name="Anliegen" data-name="Anliegen" class="select-field w-select"><option value="">Bitte wählen …</option><option value="ESt">Einkommensteuer</option><option value="Buchhaltung">Buchhaltung</option><option value="Lohn">Lohn</option><option value="Gruendung">Gründung</option></select><input type="submit" data-wait="Bitte warten…" class="button w-button" value="Rückruf anfordern"></form><div class="w-form-done" tabindex="-1" role="region" aria-label="Rückruf success"><div>Vielen Dank! Wir melden uns innerhalb eines Werktags.</div></div><div class="w-form-fail" tabindex="-1" role="region" aria-label="Rückruf failure"><div>Hoppla! Beim Absenden ist etwas schiefgelaufen.</div></div></div>`,
        ),
        container(
          'checklist',
          `<div class="w-richtext"><h2>Diese Unterlagen bringen Sie bitte mit</h2><ul role="list"><li>Ihre Steuer-Identifikationsnummer und Ihren ${f.docsPrev}</li><li>Lohnsteuerbescheinigung(en) des Jahres</li><li>Belege zu Werbungskosten: Fahrtkosten, Arbeitsmittel, Fortbildungen, Homeoffice</li><li>Nebenkostenabrechnung und Handwerkerrechnungen</li><li>Spendenbescheinigungen, Nachweise über Kinderbetreuungskosten</li><li>Bei Vermietung: Mietverträge, Darlehensnachweise, Grundsteuerbescheid</li></ul><p>Sie können alle Unterlagen auch vorab über ${f.portal} hochladen – die Zugangsdaten erhalten Sie nach dem Erstgespräch.</p><h3>Absagen</h3><p>Bitte sagen Sie Termine spätestens ${f.cancelHours} Stunden vorher ab. Bei späterer Absage oder Nichterscheinen berechnen wir eine Ausfallpauschale von ${f.noShow} €.</p></div>`,
        ),
      ]),
      '/faq': doc('FAQ', '/faq', [
        container(
          'faq',
          `<h1 class="heading-xl">Häufige Fragen</h1><div class="faq-wrapper">${[
            faqItem(
              'Bis wann muss meine Steuererklärung beim Finanzamt sein?',
              `Wenn wir Ihre Erklärung erstellen, gelten verlängerte Fristen. Für die Erklärung 2025 übernehmen wir neue Mandate bis zum ${f.deadline.date}.`,
            ),
            faqItem('Muss ich für jedes Gespräch in die Kanzlei kommen?', `Nein. Viele Mandanten sehen wir nur einmal im Jahr – oder gar nicht: Belege laden Sie über ${f.portal} hoch, Fragen klären wir per Telefon oder Video.`),
            faqItem('Was kostet die Steuererklärung?', `Für Arbeitnehmer ab ${fee.employee} € netto. Die Übersicht finden Sie unter <a href="/leistungen">Leistungen &amp; Preise</a>.`),
            faqItem('In welchen Sprachen beraten Sie?', 'Neben Deutsch beraten wir auf Englisch, Französisch, Türkisch, Arabisch und Spanisch – wer welche Sprache spricht, sehen Sie auf der Teamseite.'),
            faqItem('Wie bezahle ich?', `Per Überweisung oder SEPA-Lastschrift, innerhalb von ${f.payDays} Tagen nach Rechnungsstellung.`),
          ].join('')}</div>`,
        ),
      ]),
      '/kontakt': doc('Kontakt', '/kontakt', [
        container(
          'contact',
          `<div class="w-layout-grid contact-grid"><div id="${wNode()}"><h1 class="heading-xl">Kontakt</h1><p><strong>${f.firm}</strong><br>${f.street}, ${f.floor}<br>${f.postcode} Köln</p><p>Stadtbahn-Linien ${tr.lines}, Haltestelle ${tr.stop} (${tr.minutes} Min. Fußweg) · S-Bahnhof ${tr.sbahn}</p><p>Telefon ${f.phone}<br>Fax ${f.fax}<br>${f.email}</p></div><div id="${wNode()}"><h2 class="heading-m">Bürozeiten</h2>${hoursGrid}<p class="text-small">Beratungstermine auch außerhalb der Bürozeiten nach Vereinbarung.</p></div></div><div class="map-embed w-embed w-iframe"><iframe src="https://maps.example/embed?q=${encodeURIComponent(`${f.street}, ${f.postcode} Köln`)}" width="100%" height="380" style="border:0" loading="lazy" title="Karte"></iframe></div>`,
        ),
      ]),
      '/impressum': doc('Impressum', '/impressum', [
        container(
          'legal',
          `<div class="w-richtext"><h1>Impressum</h1><p>${f.firm}<br>Inhaberin: ${t.lead.first} ${t.lead.last}, Steuerberaterin<br>${f.street}, ${f.postcode} Köln</p><p>Telefon: ${f.phone}<br>E-Mail: ${f.email}</p><p>Umsatzsteuer-Identifikationsnummer: ${f.vatId}</p><h3>Berufsrechtliche Angaben</h3><p>Gesetzliche Berufsbezeichnung: Steuerberater/Steuerberaterin (verliehen in der Bundesrepublik Deutschland). Zuständige Kammer: Steuerberaterkammer Köln, Gereonstraße 34–36, 50670 Köln. Es gelten das Steuerberatungsgesetz (StBerG), die Durchführungsverordnung (DVStB), die Berufsordnung (BOStB) und die Steuerberatervergütungsverordnung (StBVV).</p><p>Berufshaftpflichtversicherung: ${f.insurer}. Räumlicher Geltungsbereich: Europa.</p><p>Mitgliedsnummer bei der Steuerberaterkammer Köln: ${f.register}</p></div>`,
        ),
      ]),
    },
    questions: [
      ...[
        { kind: 'price', ask: priceAsk, expect: [`${fee.employee} €`], reject: [`${fee.freelancer} €`] },
        { kind: 'follow-up', ask: 'Und wenn ich noch zwei vermietete Wohnungen habe?', after: [priceAsk], expect: [`${fee.rental} €`, `${fee.extraUnit} €`] },
        { kind: 'hours', ask: 'Ich arbeite bis 17 Uhr. An welchem Tag habt ihr länger auf, und bis wann?', expect: [f.longDay, f.longClose] },
        { kind: 'hours', ask: 'Kann ich am Freitagnachmittag mal spontan mit meinen Belegen vorbeikommen?', expect: [f.friClose] },
        { kind: 'people', ask: 'Ich bin Fotografin und mache mich gerade selbständig. Wer wäre bei Ihnen die richtige Ansprechperson?', expect: [t.founders.last] },
        { kind: 'people', ask: 'Ich wohne in Venlo (NL) und arbeite in Köln, also Grenzgänger. Kennt sich bei euch jemand damit aus?', expect: [t.intl.last] },
        { kind: 'what-to-bring', ask: 'Was muss ich zum ersten Termin alles mitbringen?', expect: [f.docsPrev] },
        { kind: 'booking', ask: 'Muss ich die ganzen Belege in Papierform vorbeibringen oder kann man die auch irgendwo hochladen?', expect: [f.portal] },
        { kind: 'booking', ask: bookingAsk, expect: [`${f.firstTalk} Minuten`] },
        { kind: 'follow-up', ask: 'Und wenn ich den Termin dann doch nicht wahrnehmen kann?', after: [bookingAsk], expect: [`${f.cancelHours} Stunden`, `${f.noShow} €`] },
        { kind: 'payment', ask: 'Kann ich bei euch bar bezahlen? Und wie schnell muss die Rechnung bezahlt werden?', expect: [`${f.payDays} Tagen`] },
        { kind: 'policy', ask: 'Ich habe meine Steuererklärung für 2025 noch gar nicht angefangen... nehmt ihr dafür noch neue Mandanten?', expect: [f.deadline.short] },
        {
          kind: 'price',
          ask: 'Wir haben eine kleine GmbH mit 3 Angestellten. Was kostet bei Ihnen ungefähr der Jahresabschluss, und was die Lohnabrechnung?',
          expect: [`${fee.gmbh} €`, `${fee.payroll} €`],
        },
        { kind: 'location', ask: 'Wo genau ist die Kanzlei? Ich komme mit der Bahn.', expect: [tr.stop] },
        { kind: 'payment', ask: 'Muss ich als neuer Mandant irgendwas im Voraus zahlen?', expect: [`${f.advance} %`] },
        ...unanswerable(
          'Macht ihr auch Erbschaftsteuererklärungen? Mein Vater ist letztes Jahr gestorben.',
          'Gibt es bei Ihnen Parkplätze oder ein Parkhaus in der Nähe?',
          'Vertreten Sie Mandanten auch vor dem Finanzgericht, falls das Finanzamt nicht nachgibt?',
        ),
      ].map(german),
      { kind: 'people', ask: 'Hi, we run a small cafe and have two minijobbers. Who at your office handles payroll, and what do you charge per minijob?', expect: [t.payroll.last, fee.minijob] },
      { kind: 'hours', ask: 'What time do you close on Wednesdays?', expect: [f.wedClose] },
      { kind: 'price', ask: "I'm a freelance photographer just starting out. Do you have some kind of package for setting up a business, and what does it cost?", expect: [fee.founding] },
      { kind: 'price', ask: 'Roughly how much is monthly bookkeeping for a small online shop?', expect: [fee.bookkeeping] },
      ...unanswerable("Can you also prepare my US federal tax return? I'm an American citizen living in Cologne."),
      askedIn('es')({ kind: 'people', ask: 'Hola, ¿alguien en la oficina habla español? Tengo un restaurante y necesito ayuda con la contabilidad.', expect: [t.books.last] }),
      askedIn('es')({ kind: 'price', ask: '¿Cuánto cuesta la declaración de la renta si soy autónomo?', expect: [fee.freelancer] }),
      askedIn('fr')({ kind: 'people', ask: "Bonjour, je travaille à Cologne mais j'habite encore en France. Quelqu'un parle français chez vous ?", expect: [t.intl.last] }),
      askedIn('fr')({ kind: 'location', ask: "Quelle est l'adresse exacte du cabinet ?", expect: [f.postcode] }),
      ...unanswerable("Pouvez-vous m'aider à remplir la demande de Kindergeld pour mes enfants ?").map(askedIn('fr')),
      askedIn('ar')({ kind: 'price', ask: 'كم تكلفة الاستشارة المطولة في مكتبكم؟', expect: [onsite.price] }),
      askedIn('ar')({ kind: 'people', ask: 'هل يوجد موظف في المكتب يتكلم العربية؟ أحتاج مساعدة في الإقرار الضريبي', expect: [t.private.last] }),
    ],
  };
}
