import type { BenchSite } from '../types';
import { unanswerable } from '../types';
import { jsonLd } from '../unseen/markup';
import { askedIn, phoneLink, slugOf } from '../unseen2/markup';
import type facts from './kfz-werkstatt.facts.json';

/**
 * Unseen: a German Kfz-Meisterwerkstatt in a small town, on a Jimdo Creator site in German
 * (`lang="de"`): cc-m- module ids, j-module text and table modules, the navigation twice (the
 * desktop bar and the mobile "cc-nav-mobile" drawer), a cookie layer, an Impressum full of legal
 * noise and an AutoRepair JSON-LD block on the contact page only. Inspections are priced by car
 * size in a table; the HU/AU is done by a visiting inspector on two weekdays; tyres are changed and
 * stored per season; a pick-up service runs within a radius for a flat fee; a loan car costs a day
 * rate; the workshop closes for lunch and opens Saturday mornings. Payment (EC card or cash, no
 * credit cards) is stated in the footer only; the e-mail address only in JSON-LD and the Impressum.
 *
 * The facts the pages are written from, as written and mutated, are data in kfz-werkstatt.facts.json.
 * `meister` owns the firm, `turkish` is the mechanic who speaks Turkish, `apprentice` is the Azubi,
 * `office` takes bookings. A winter check comes next, an open day in spring; a meet-up is past.
 * Today is early December 2026.
 */
export type KfzWerkstattFacts = typeof facts.original;

export function kfzWerkstatt(f: KfzWerkstattFacts): BenchSite {
  const { prices: p, hours: h } = f;
  const german = askedIn('de');
  const tel = phoneLink('49');
  const euro = (amount: string) => (amount.includes(',') ? `${amount} €` : `${amount},00 €`);
  // Jimdo numbers every module of the page.
  let module = 4021300;
  const mid = () => `cc-m-${(module += 7)}`;
  const nav: [string, string][] = [
    ['/', 'Startseite'],
    ['/leistungen-preise', 'Leistungen & Preise'],
    ['/team', 'Unser Team'],
    ['/aktuelles', 'Aktuelles'],
    ['/fragen', 'Häufige Fragen'],
    ['/kontakt-anfahrt', 'Kontakt & Anfahrt'],
  ];
  const navList = (current: string) =>
    `<ul class="j-nav-level-0">${nav.map(([href, label]) => `<li class="j-nav-item${href === current ? ' cc-nav-current' : ''}"><a href="${href}">${label.replace('&', '&amp;')}</a></li>`).join('')}</ul>`;

  const page = (path: string, title: string, modules: string[], head = '') => `<!DOCTYPE html>
<html lang="de-DE"><head><meta http-equiv="content-type" content="text/html; charset=utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title} - ${f.firm} ${f.town}</title><meta name="description" content="Ihre freie Kfz-Meisterwerkstatt in ${f.town}: Inspektion, HU/AU, Reifen, Klima. Alle Marken."><link rel="stylesheet" href="https://assets.jimdo.example/app/cms/css/layout.css">${head}</head>
<body class="jtpl-main cc-page-${slugOf(title)} j-m-flash-styles">
<div id="cc-individual-cookie-settings" class="cc-cookie-layer"><p>Diese Website verwendet Cookies, um bestimmte Funktionen zu ermöglichen und das Angebot zu verbessern. Weitere Informationen finden Sie in der Datenschutzerklärung.</p><a class="cc-cookie-accept" href="#">Alle akzeptieren</a> <a class="cc-cookie-settings" href="#">Einstellungen</a></div>
<div id="cc-nav-mobile" class="cc-nav-mobile jtpl-navigation--mobile"><a class="cc-nav-mobile-toggle" href="#">Menü</a>${navList(path)}</div>
<div class="jtpl-header"><div class="jtpl-logo"><a href="/"><img src="https://image.jimcdn.example/app/cms/image/${slugOf(f.firm)}-logo.png" alt="${f.firm}"></a></div><nav class="jtpl-navigation" role="navigation">${navList(path)}</nav><p class="jtpl-header-phone">Termine: <a href="tel:${tel(f.phone)}">${f.phone}</a></p></div>
<div id="content_area" class="jtpl-content"><div id="content_start"></div>
${modules.map((inner) => `<div id="${mid()}" class="j-module n j-text">${inner}</div>`).join('\n')}
</div>
<div class="jtpl-footer"><div id="contentfooter" class="j-footer"><div class="leftrow"><p>${f.firm} · ${f.street} · ${f.postcode} ${f.town} · Tel. ${f.phone}</p><p>Zahlung bar oder mit EC-Karte (girocard) · Kreditkarten werden nicht akzeptiert</p></div><div class="rightrow"><a href="/impressum">Impressum</a> | <a href="/datenschutz">Datenschutz</a> | <a href="https://www.jimdo.example">Jimdo</a> · <a href="#" class="cc-login">Anmelden</a></div></div></div>
</body></html>`;

  const table = (rows: string[][]) =>
    `<div class="j-table"><table class="jtpl-table" border="0" cellpadding="3"><tbody>${rows.map((cells, i) => `<tr>${cells.map((cell) => (i === 0 ? `<td><strong>${cell}</strong></td>` : `<td>${cell}</td>`)).join('')}</tr>`).join('')}</tbody></table></div>`;
  const member = (name: string, role: string, text: string) =>
    `<div class="j-textWithImage"><figure class="cc-imagewrapper cc-m-image-align-1"><img src="https://image.jimcdn.example/app/cms/image/team-${slugOf(name)}.jpg" alt="${name}"></figure><h3>${name}</h3><p><em>${role}</em></p><p>${text}</p></div>`;
  const weekHours = `Montag – Donnerstag: ${h.open} – ${h.lunchFrom} Uhr und ${h.lunchTo} – ${h.close} Uhr<br>Freitag: ${h.open} – ${h.lunchFrom} Uhr und ${h.lunchTo} – ${h.friClose} Uhr<br>Samstag: ${h.satOpen} – ${h.satClose} Uhr (nur Reifenservice und Terminannahme)<br>Sonn- und Feiertage: geschlossen`;

  return {
    name: 'kfz werkstatt (de)',
    pages: {
      '/': page('/', 'Startseite', [
        `<h1>Willkommen bei ${f.firm}</h1><p>Seit ${f.founded} Ihr Meisterbetrieb für alle Marken in ${f.town}. Ob Inspektion nach Herstellervorgaben, HU/AU, Reifen oder Klimaanlage – bei uns bleibt die Herstellergarantie erhalten.</p>`,
        `<h2>Unsere Öffnungszeiten</h2><p>${weekHours}</p>`,
        `<h2>Aktuell: Winter-Check</h2><p>Vom ${f.winter.from} bis ${f.winter.to} prüfen wir Batterie, Frostschutz, Licht, Wischer und Reifen für nur ${euro(p.winterCheck)} statt ${euro(p.winterCheckRegular)}. <a href="/aktuelles">Mehr erfahren</a></p>`,
      ]),
      '/leistungen-preise': page('/leistungen-preise', 'Leistungen & Preise', [
        `<h1>Leistungen &amp; Preise</h1><p>Alle Preise inkl. 19 % MwSt. Ersatzteile und Öl werden, wenn nicht anders angegeben, nach Verbrauch berechnet.</p>`,
        `<h2>Inspektion nach Herstellervorgaben</h2>${table([
          ['Fahrzeugklasse', 'Beispiele', 'Arbeitslohn Inspektion'],
          ['Kleinwagen', 'VW Polo, Opel Corsa, Fiat 500', euro(p.inspSmall)],
          ['Kompakt- und Mittelklasse', 'VW Golf, Audi A4, BMW 3er', euro(p.inspMid)],
          ['Oberklasse, SUV, Transporter', 'Mercedes E-Klasse, VW Tiguan, Ford Transit', euro(p.inspLarge)],
        ])}`,
        `<h2>Ölwechsel</h2><p>Ölwechsel inkl. neuem Ölfilter und bis zu ${p.oilLitres} Liter Markenöl nach Freigabe Ihres Herstellers: <strong>${euro(p.oil)}</strong>. Dauer ca. 30 Minuten – gerne auch mit Wartezeit bei einem Kaffee.</p>`,
        `<h2>HU/AU (TÜV)</h2><p>Die Hauptuntersuchung mit Abgasuntersuchung nimmt ein Prüfingenieur der ${f.huOrg} ${f.huDays} direkt bei uns im Haus ab. Komplettpreis HU + AU: <strong>${euro(p.hu)}</strong>. Mängel beheben wir auf Wunsch gleich im Anschluss, die Nachprüfung ist dann im Preis enthalten.</p>`,
        `<h2>Reifenservice</h2>${table([
          ['Leistung', 'Preis'],
          ['Räderwechsel (Kompletträder umstecken)', euro(p.tyreChange)],
          ['Räderwechsel inkl. Auswuchten', euro(p.tyreBalance)],
          ['Einlagerung 4 Räder, pro Saison (inkl. Wäsche)', euro(p.storage)],
        ])}<p>Unser Reifenhotel: Ihre Räder lagern trocken und versichert bei uns, bis zum nächsten Wechsel.</p>`,
        `<h2>Klimaservice</h2><p>Desinfektion, Dichtheitsprüfung und Befüllung mit Kältemittel: ${euro(p.aircon)}.</p>`,
        `<h2>Hol- und Bringservice</h2><p>Keine Zeit? Wir holen Ihr Fahrzeug im Umkreis von ${f.pickupKm} km zu Hause oder am Arbeitsplatz ab und bringen es nach der Reparatur zurück. Pauschal ${euro(p.pickup)}.</p><h2>Ersatzwagen</h2><p>Für die Dauer der Reparatur leihen wir Ihnen einen ${f.loanCarModel} für ${euro(p.loanCar)} pro Tag inkl. ${f.loanCarKm} Freikilometer. Bitte bei der Terminvereinbarung mit reservieren.</p>`,
      ]),
      '/team': page('/team', 'Unser Team', [
        `<h1>Unser Team</h1><p>Klein, aber eingespielt: bei uns sprechen Sie immer mit dem, der auch an Ihrem Auto schraubt.</p>`,
        member(f.meister.name, 'Kfz-Meister und Inhaber', `Meisterbrief seit ${f.meister.since}. Zuständig für Diagnose, Elektrik und alles, was kniffelig ist.`),
        member(f.turkish.name, 'Kfz-Mechatroniker', `Spezialist für Bremsen, Fahrwerk und Klimaanlagen. ${f.turkish.first} spricht auch ${f.turkish.language} – Türkçe konuşuyoruz!`),
        member(f.apprentice.name, `Auszubildender im ${f.apprentice.year} Lehrjahr`, `${f.apprentice.first} lernt bei uns den Beruf des Kfz-Mechatronikers und ist meistens beim Reifenwechsel anzutreffen.`),
        member(f.office.name, 'Büro und Serviceannahme', `${f.office.first} vergibt die Termine, schreibt die Rechnungen und kümmert sich um Ersatzwagen und Hol- und Bringservice.`),
      ]),
      '/aktuelles': page('/aktuelles', 'Aktuelles', [
        `<h1>Aktuelles</h1>`,
        `<h2>Winter-Check-Aktion vom ${f.winter.from} bis ${f.winter.to}</h2><p>Ist Ihr Auto fit für Schnee und Frost? Wir prüfen ${f.winter.points} Punkte: Batterie, Frostschutz, Scheibenwischer, Beleuchtung, Bremsen und Reifenprofil. Aktionspreis ${euro(p.winterCheck)} (sonst ${euro(p.winterCheckRegular)}). Ohne Termin während der Öffnungszeiten.</p>`,
        `<h2>Vorschau: ${f.next.title} am ${f.next.date}</h2><p>Werfen Sie einen Blick hinter die Kulissen, mit Bratwurst vom Grill und Hüpfburg für die Kleinen.</p>`,
        `<h2>Rückblick: ${f.past.title} am ${f.past.date}</h2><p>Danke an alle, die mit ihren Schätzchen auf unseren Hof gekommen sind!</p>`,
      ]),
      '/fragen': page('/fragen', 'Häufige Fragen', [
        `<h1>Häufige Fragen</h1>`,
        `<h3>Bleibt meine Herstellergarantie erhalten, wenn ich nicht zum Vertragshändler gehe?</h3><p>Ja. Wir arbeiten nach Herstellervorgaben, verwenden Teile in Erstausrüsterqualität und stempeln Ihr Serviceheft bzw. tragen den Service digital ein.</p>`,
        `<h3>Brauche ich einen Termin?</h3><p>Für Inspektion, HU/AU und Reparaturen ja, am besten telefonisch. Kleinigkeiten wie Glühlampen oder Wischerblätter machen wir auch spontan.</p>`,
        `<h3>Kann ich mein Auto auch außerhalb der Öffnungszeiten abgeben?</h3><p>Ja, werfen Sie den Schlüssel im Umschlag mit Namen und Telefonnummer in unseren Schlüsselbriefkasten neben dem Werkstatttor.</p>`,
        `<h3>Wie lange lagern Sie meine Reifen?</h3><p>Immer eine Saison, also bis zum nächsten Wechsel. Die Einlagerung wird bei jedem Wechsel neu berechnet. Reifen mit weniger als 3 mm Profil lagern wir nur nach Rücksprache ein.</p>`,
        `<h3>Reparieren Sie auch Elektroautos?</h3><p>Inspektion, Bremsen, Reifen und Klima ja. Arbeiten am Hochvoltsystem führen wir nicht durch.</p>`,
      ]),
      '/kontakt-anfahrt': page(
        '/kontakt-anfahrt',
        'Kontakt & Anfahrt',
        [
          `<h1>Kontakt &amp; Anfahrt</h1><p>${f.firm}<br>${f.street}<br>${f.postcode} ${f.town}</p><p>Telefon: <a href="tel:${tel(f.phone)}">${f.phone}</a><br>Pannenhilfe / mobil: ${f.mobile}</p>`,
          `<h2>Öffnungszeiten</h2><p>${weekHours}</p><p>In der Mittagspause ist die Werkstatt geschlossen und telefonisch nicht erreichbar.</p>`,
          `<h2>Anfahrt</h2><p>Kundenparkplätze finden Sie direkt auf unserem Hof vor der Werkstatt. Mit dem Bus: Linie ${f.busLine}, Haltestelle „${f.bus}“, von dort 3 Minuten zu Fuß.</p>`,
          `<div class="j-formnew"><h2>Terminanfrage</h2><form action="/kontakt-anfahrt" method="post"><label>Name*<input name="name"></label><label>Kennzeichen<input name="plate"></label><label>Ihr Anliegen<textarea name="message"></textarea></label><button type="submit">Absenden</button></form><p class="j-formnew-note">* Pflichtfeld</p></div>`,
        ],
        jsonLd({
          '@context': 'https://schema.org',
          '@type': 'AutoRepair',
          name: f.firm,
          email: f.email,
          telephone: tel(f.phone),
          foundingDate: f.founded,
          paymentAccepted: 'Cash, Debit Card',
          address: { '@type': 'PostalAddress', streetAddress: f.street, postalCode: f.postcode, addressLocality: f.town, addressCountry: 'DE' },
        }),
      ),
      '/impressum': page('/impressum', 'Impressum', [
        `<h1>Impressum</h1><p>Angaben gemäß § 5 TMG</p><p>${f.firm}<br>Inhaber: ${f.meister.name}<br>${f.street}<br>${f.postcode} ${f.town}</p><p>Telefon: ${f.phone}<br>E-Mail: ${f.email}</p><p>Umsatzsteuer-Identifikationsnummer gemäß § 27a UStG: ${f.ustId}</p><p>Berufsbezeichnung: Kfz-Techniker-Meister (verliehen in der Bundesrepublik Deutschland). Zuständige Kammer: Handwerkskammer Kassel.</p><p>Verbraucherstreitbeilegung: Wir sind nicht bereit oder verpflichtet, an Streitbeilegungsverfahren vor einer Verbraucherschlichtungsstelle teilzunehmen.</p>`,
      ]),
    },
    questions: [
      ...[
        { kind: 'price', ask: 'Was kostet bei euch eine Inspektion für meinen Golf 7?', expect: [p.inspMid], reject: [euro(p.inspSmall), euro(p.inspLarge)] },
        { kind: 'price', ask: 'Hallo, ich fahre einen Tiguan. Mit welchen Kosten muss ich bei der Inspektion rechnen?', expect: [p.inspLarge], reject: [euro(p.inspMid)] },
        { kind: 'comparison', ask: 'Wie viel günstiger ist die Inspektion beim Polo im Vergleich zum Golf?', expect: [p.inspSmall, p.inspMid, String(Number(p.inspMid) - Number(p.inspSmall))] },
        { kind: 'price', ask: 'Ölwechsel was kostet das und ist das öl dabei?', expect: [p.oil, `${p.oilLitres} Liter`] },
        { kind: 'price', ask: 'Mein TÜV ist im Januar fällig. Was kostet HU und AU bei euch?', expect: [p.hu] },
        { kind: 'follow-up', ask: 'Und an welchen Tagen kommt der Prüfer?', after: ['Mein TÜV ist im Januar fällig. Was kostet HU und AU bei euch?'], expect: [f.huDays.split(' ')[0]!] },
        { kind: 'multi-part', ask: 'Was kostet der Wechsel auf Winterreifen mit Auswuchten und was nehmt ihr fürs Einlagern der Sommerreifen?', expect: [p.tyreBalance, p.storage], reject: [euro(p.tyreChange)] },
        { kind: 'price', ask: 'Meine Klimaanlage kühlt nicht mehr richtig. Was kostet so ein Klimaservice?', expect: [p.aircon] },
        { kind: 'policy', ask: 'Kann ich bei euch mit Kreditkarte bezahlen?', expect: ['EC'] },
        { kind: 'hours', ask: 'Habt ihr samstags auf? Bis wann?', expect: [h.satClose] },
        { kind: 'hours', ask: 'Kann ich mein Auto freitags um halb fünf noch abholen?', expect: [h.friClose] },
        { kind: 'hours', ask: 'Ich wollte in meiner Mittagspause um Viertel vor eins kurz vorbeikommen, ist da jemand da?', expect: [h.lunchTo] },
        { kind: 'policy', ask: 'ich komme erst abends von der schicht, kann ich den schlüssel irgendwo einwerfen?', expect: ['Schlüsselbriefkasten'] },
        { kind: 'product', ask: 'Ich habe kein zweites Auto. Bekomme ich für die Zeit der Reparatur einen Leihwagen und was kostet der?', expect: [p.loanCar, f.loanCarModel] },
        { kind: 'product', ask: 'Ich wohne ca. 10 km außerhalb, könnt ihr das Auto bei mir abholen? Was kostet das?', expect: [p.pickup, `${f.pickupKm} km`] },
        { kind: 'person', ask: 'Mein Vater spricht nur wenig Deutsch, gibt es bei euch jemanden, der Türkisch spricht?', expect: [f.turkish.first] },
        { kind: 'person', ask: 'Wer ist bei euch der Meister?', expect: [f.meister.name] },
        { kind: 'person', ask: 'Mit wem muss ich sprechen, wenn ich einen Termin ausmachen will?', expect: [f.office.first] },
        { kind: 'event', ask: 'Gibt es gerade irgendwelche Angebote für den Winter? Bis wann läuft das?', expect: [p.winterCheck, f.winter.to.split(' ')[0]!] },
        { kind: 'event', ask: 'Macht ihr im Frühjahr irgendeine Veranstaltung, wo man mal vorbeischauen kann? Wann?', expect: [f.next.date] },
        { kind: 'policy', ask: 'Verliere ich meine Garantie wenn ich die Inspektion nicht beim Händler mache?', expect: ['Herstellervorgaben'] },
        { kind: 'location', ask: 'Welcher Bus fährt zu euch?', expect: [f.bus] },
      ].map(german),
      // An English-speaking visitor on the German site: only language-independent facts are expected.
      { kind: 'contact', ask: "What's your phone number? I'd like to book a service", expect: [f.phone], reject: [f.mobile] },
      { kind: 'price', ask: 'How much do you charge to store my summer tyres over the winter?', expect: [p.storage], reject: [euro(p.tyreChange)] },
      { kind: 'hours', ask: 'what time do you open in the morning on weekdays', expect: [h.open] },
      ...unanswerable('Verkauft ihr auch Gebrauchtwagen?', 'Macht ihr Unfallreparaturen mit Lackierung?', 'Macht ihr auch Innenreinigung und Aufbereitung?', 'Kann ich die Rechnung in Raten zahlen?').map(german),
      ...unanswerable('Do you fit tow bars?'),
    ],
  };
}
