import type { BenchSite } from '../types';
import { unanswerable } from '../types';
import type facts from './dog-groomer.facts.json';
import { askedIn, phoneLink } from './markup';

/**
 * Unseen: a German dog-grooming salon ("Hundesalon") in Hamburg, written in German (`lang="de"`) on
 * a Jimdo-like builder (j-module wrappers with generated ids, a cookie dialog, a price table by dog
 * size and service, an FAQ of buttons with aria-controlled panels, no JSON-LD). Opening hours are a
 * list with one late day and a short Saturday; the team gives each groomer's specialty, working
 * days and languages; policies (cancellation within so many hours, owners waiting outside, payment
 * cash and EC card but no credit cards (original) or card only (mutated)) are in the FAQ; two dated
 * December events and a past open day are on /aktuelles/; pick-up is offered in three districts.
 *
 * The facts the pages are written from, as written and mutated, are data in dog-groomer.facts.json.
 * `owner` specialises in poodles and doodles, `trimmer` hand-strips terriers and schnauzers on
 * `trimmer.days`, `linguist` speaks `linguist.langDe`. Today is early December 2026.
 */
export type DogGroomerFacts = typeof facts.original;

export function dogGroomer(f: DogGroomerFacts): BenchSite {
  let id = 9_381_200;
  // Jimdo names every module by a generated number.
  const block = (kind: string, inner: string) => `<div id="cc-m-${(id += 7)}" class="j-module n j-${kind}">${inner}</div>`;
  const { prices: p, hours: h } = f;
  const [tel, german] = [phoneLink('49'), askedIn('de')];
  const eur = (amount: string) => `${amount} €`;
  const trimmerAsk = 'Mein Schnauzer muss getrimmt werden, nicht geschoren. Wer macht das bei euch?';
  const nextEvent = Number(f.photoDay.day) < Number(f.puppyDay.day) ? f.photoDay : f.puppyDay;

  const layout = (title: string, main: string) => `<!DOCTYPE html>
<html lang="de-DE"><head><meta http-equiv="content-type" content="text/html; charset=utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title} - ${f.salon} ${f.city}-${f.district}</title><meta name="description" content="Liebevolle Hundepflege in ${f.city}-${f.district}: Baden, Scheren, Trimmen, Krallenpflege. Termine nach Vereinbarung."><link rel="stylesheet" href="https://assets.jimdo.example/app/cms/storage/layout/layout.css"></head>
<body class="body cc-page j-m-gallery-styles j-m-video-styles"><div id="cc-website" class="cc-website">
<div id="cc-individual-cookie-settings" class="cc-individual-cookie-settings" role="dialog" aria-label="Cookie-Einstellungen"><p>Diese Website verwendet Cookies, um dir das bestmögliche Erlebnis zu bieten. Einige davon sind notwendig, andere helfen uns, die Seite zu verbessern.</p><button class="cookie-accept-all">Alle akzeptieren</button><button class="cookie-necessary">Nur notwendige</button></div>
<header class="jtpl-header"><div class="jtpl-logo"><a href="/"><img src="https://image.jimcdn.example/app/cms/image/logo-pfoten.png" alt="${f.salon}"></a></div>
<nav class="jtpl-navigation" aria-label="Hauptnavigation"><ul class="j-nav-level-0"><li><a href="/">Start</a></li><li><a href="/preise/">Preise</a></li><li><a href="/team/">Team</a></li><li><a href="/aktuelles/">Aktuelles</a></li><li><a href="/faq/">Häufige Fragen</a></li><li><a href="/kontakt-anfahrt/">Kontakt &amp; Anfahrt</a></li></ul></nav></header>
<div class="jtpl-content"><div id="content_area" class="content-options">${main}</div></div>
<footer class="jtpl-footer"><div id="contentfooter"><div class="leftrow"><a href="/impressum/">Impressum</a> | <a href="/datenschutz/">Datenschutz</a> | <a href="/sitemap/">Sitemap</a></div><div class="rightrow"><p>${f.salon} · ${f.street} · ${f.postcode} ${f.city} · Tel. <a href="tel:${tel(f.phone)}">${f.phone}</a></p><p>Erstellt mit Jimdo</p></div></div></footer>
</div></body></html>`;

  const text = (inner: string) => block('text', inner);
  const header = (level: 1 | 2, title: string) => block('header', `<h${level}>${title}</h${level}>`);
  const priceRow = (service: string, small: string, medium: string, large: string) =>
    `<tr><td>${service}</td><td>${small}</td><td>${medium}</td><td>${large}</td></tr>`;
  // A toggle list a plugin adds: the answer sits in a hidden panel named by its button.
  const faq = (items: [string, string][]) =>
    block(
      'htmlCode',
      `<div class="faq-list">${items
        .map(
          ([q, a], i) =>
            `<div class="faq-item"><button class="faq-question" aria-expanded="false" aria-controls="faq-answer-${i}">${q}</button><div id="faq-answer-${i}" class="faq-answer" hidden><p>${a}</p></div></div>`,
        )
        .join('')}</div>`,
    );
  const member = (name: string, role: string, bio: string) =>
    block(
      'hgrid',
      `<div class="cc-m-hgrid-column"><img src="https://image.jimcdn.example/app/cms/image/team-${name.split(' ')[0]!.toLowerCase()}.jpg" alt="${name}"><h3>${name}</h3><p><strong>${role}</strong></p><p>${bio}</p></div>`,
    );

  const payment = f.cashAndEc
    ? 'Sie können bei uns bar oder mit EC-Karte (girocard) bezahlen. Kreditkarten nehmen wir leider nicht an.'
    : 'Wir sind ein bargeldloser Salon: Bezahlung nur mit Karte (EC-Karte, Visa, Mastercard) oder Apple Pay. Bargeld können wir nicht annehmen.';

  return {
    name: 'dog groomer (de)',
    pages: {
      '/': layout(
        'Start',
        `${header(1, `Willkommen im ${f.salon}`)}
${text(`<p>Seit ${f.founded} pflegen wir Hunde aller Größen in ${f.city}-${f.district} – ohne Stress, ohne Beruhigungsmittel und mit viel Geduld. ${f.owner.name} hat den Salon gegründet und ist bis heute jeden Tag mit Schere und Föhn dabei.</p>`)}
${text(`<p><strong>Termine nur nach Vereinbarung</strong> – telefonisch unter ${f.phone} oder per WhatsApp an ${f.whatsapp}.</p>`)}`,
      ),
      '/preise/': layout(
        'Preise',
        `${header(1, 'Unsere Preise')}
${text('<p>Alle Preise inklusive Mehrwertsteuer. Die Größe richtet sich nach dem Gewicht Ihres Hundes.</p>')}
${block(
  'table',
  `<table class="preise"><thead><tr><th>Leistung</th><th>Klein (bis 10 kg)</th><th>Mittel (10–25 kg)</th><th>Groß (ab 25 kg)</th></tr></thead><tbody>
${priceRow('Baden &amp; Föhnen', eur(p.smallBath), eur(p.medBath), eur(p.largeBath))}
${priceRow('Komplettpflege (Baden, Scheren, Krallen, Ohren)', eur(p.smallFull), eur(p.medFull), eur(p.largeFull))}
${priceRow('Handtrimmen (Terrier, Schnauzer)', eur(p.trimSmall), eur(p.trimMed), 'auf Anfrage')}
</tbody></table>`,
)}
${header(2, 'Extras')}
${text(`<ul><li>Krallen schneiden: ${eur(p.claws)} – auch ohne Termin während der Öffnungszeiten</li><li>Welpen-Eingewöhnung (erster Besuch, bis 6 Monate): ${eur(p.puppy)}</li><li>Verfilztes Fell: Zuschlag ${eur(p.matted)} je angefangene 15 Minuten</li><li>Hol- und Bringservice (${f.pickupAreas.join(', ')}): ${eur(p.pickup)} hin und zurück</li></ul>`)}`,
      ),
      '/team/': layout(
        'Team',
        `${header(1, 'Unser Team')}
${member(f.owner.name, 'Inhaberin, Hundefriseurin', `${f.owner.first} hat sich auf Pudel und Doodles spezialisiert – vom klassischen Pudelschnitt bis zum flauschigen Teddy-Look.`)}
${member(f.trimmer.name, 'Groomer', `${f.trimmer.first} ist unser Experte fürs Handtrimmen von Terriern, Schnauzern und Rauhaardackeln. Er ist ${f.trimmer.days} im Salon.`)}
${member(f.linguist.name, 'Groomerin', `${f.linguist.first} kümmert sich besonders gern um ängstliche Hunde und Senioren. Sie spricht Deutsch, ${f.linguist.langDe} und Englisch.`)}`,
      ),
      '/aktuelles/': layout(
        'Aktuelles',
        `${header(1, 'Aktuelles')}
${text(`<h2>Weihnachts-Fotoshooting mit Hund</h2><p><strong>${f.photoDay.weekday}, ${f.photoDay.day}. ${f.photoDay.month} 2026, ${f.photoDay.from}–${f.photoDay.to} Uhr</strong> im Salon. Frisch gestylt vor die Kamera: ${eur(p.photo)} pro Hund, der Erlös geht an das Tierheim Süderstraße. Bitte anmelden.</p>`)}
${text(`<h2>Welpen-Schnuppertag</h2><p><strong>${f.puppyDay.weekday}, ${f.puppyDay.day}. ${f.puppyDay.month} 2026, ${f.puppyDay.from}–${f.puppyDay.to} Uhr.</strong> Welpen bis 6 Monate lernen Föhn, Tisch und Bürste kennen. Kostenlos, ohne Anmeldung.</p>`)}
${text(`<h2>Rückblick</h2><p>Danke an alle, die am ${f.pastEvent.day}. ${f.pastEvent.month} 2026 zu unserem Tag der offenen Tür gekommen sind!</p>`)}`,
      ),
      '/faq/': layout(
        'Häufige Fragen',
        `${header(1, 'Häufige Fragen')}
${faq([
  ['Wie lange dauert ein Termin?', `Je nach Größe und Fell zwischen 1,5 und ${f.durationMax} Stunden. Wir rufen Sie an, sobald Ihr Hund abholbereit ist.`],
  [
    'Darf ich während der Pflege dabeibleiben?',
    'Damit Ihr Hund entspannt bleibt, bitten wir Sie, ihn abzugeben und später abzuholen. Nur beim ersten Besuch von Welpen dürfen Besitzer dabei sein.',
  ],
  ['Wie kann ich bezahlen?', payment],
  [
    'Was ist, wenn ich einen Termin absagen muss?',
    `Bitte sagen Sie spätestens ${f.cancelHours} Stunden vorher ab. Bei späterer Absage oder Nichterscheinen berechnen wir ${f.cancelFee} % des Preises.`,
  ],
  [
    'Mein Hund ist verfilzt – was nun?',
    `Verfilztes Fell kostet einen Zuschlag von ${eur(p.matted)} je angefangene 15 Minuten. Manchmal ist ein kurzer Schnitt die schonendste Lösung.`,
  ],
])}`,
      ),
      '/kontakt-anfahrt/': layout(
        'Kontakt & Anfahrt',
        `${header(1, 'Kontakt &amp; Anfahrt')}
${text(`<p>${f.salon}<br>${f.street}<br>${f.postcode} ${f.city}</p><p>Telefon: <a href="tel:${tel(f.phone)}">${f.phone}</a><br>WhatsApp: ${f.whatsapp}<br>E-Mail: <a href="mailto:${f.email}">${f.email}</a></p>`)}
${header(2, 'Öffnungszeiten')}
${text(`<p>Montag: geschlossen<br>Dienstag bis Freitag: ${h.open}–${h.close} Uhr<br>${h.lateDay}: ${h.open}–${h.lateClose} Uhr<br>Samstag: ${h.satOpen}–${h.satClose} Uhr<br>Sonntag: geschlossen</p>`)}
${header(2, 'Parken')}
${text(`<p>Zwei Kundenparkplätze im Hinterhof, Einfahrt über ${f.parkingVia}. Die U-Bahn ist 5 Minuten entfernt.</p>`)}`,
      ),
      '/impressum/': layout(
        'Impressum',
        text(`<h1>Impressum</h1><p>${f.salon}, Inhaberin ${f.owner.name}, ${f.street}, ${f.postcode} ${f.city}. E-Mail: ${f.email}</p>`),
      ),
    },
    questions: [
      ...[
        { kind: 'price', ask: 'Was kostet Waschen und Föhnen für einen Mops? Er wiegt 8 kg', expect: [p.smallBath], reject: [p.medBath] },
        { kind: 'price', ask: 'Mein Labrador wiegt 32 kg, was kostet bei ihm die Komplettpflege?', expect: [p.largeFull], reject: [p.medFull] },
        {
          kind: 'comparison',
          ask: 'Ich hab zwei Hunde, einen Dackel (7 kg) und einen Border Collie (20 kg). Was kostet die Komplettpflege für beide zusammen?',
          expect: [p.smallFull, p.medFull],
        },
        { kind: 'price', ask: 'Nur Krallen schneiden – geht das ohne Termin? Und was kostet das?', expect: [p.claws] },
        { kind: 'price', ask: 'Unser Welpe ist 4 Monate alt. Was kostet der erste Besuch?', expect: [p.puppy] },
        { kind: 'price', ask: 'mein hund ist ziemlich verfilzt, kostet das extra?', expect: [p.matted] },
        { kind: 'price', ask: `Holt ihr den Hund auch ab? Wir wohnen in ${f.pickupAreas[1]}`, expect: [p.pickup] },
        { kind: 'policy', ask: `Ich muss meinen Termin heute Abend absagen, er ist morgen früh um 9. Kostet mich das was?`, expect: [`${f.cancelFee} %`] },
        f.cashAndEc
          ? { kind: 'policy', ask: 'Nehmt ihr Kreditkarte?', expect: ['EC-Karte'] }
          : { kind: 'policy', ask: 'Kann ich bar bezahlen?', expect: ['Karte'] },
        { kind: 'faq', ask: 'Wie lange dauert das ungefähr? Ich muss das mit meiner Arbeit planen', expect: [`${f.durationMax} Stunden`] },
        { kind: 'policy', ask: 'Kann ich während des Termins bei meinem Hund bleiben? Er ist sehr anhänglich', expect: ['Welpen'] },
        { kind: 'event', ask: 'Was ist die nächste Veranstaltung bei euch?', expect: [`${nextEvent.day}. ${nextEvent.month}`] },
        {
          kind: 'location',
          ask: 'Ich komme mit dem Auto aus Pinneberg, mein Hund ist 40 kg schwer. Kann ich irgendwo in der Nähe parken?',
          expect: [f.parkingVia],
        },
        { kind: 'hours', ask: `Ich kann erst nach der Arbeit, so gegen 18:30 Uhr – habt ihr irgendwann so lange offen?`, expect: [h.lateDay, h.lateClose] },
        { kind: 'hours', ask: 'Hat der Salon am Samstag um 15 Uhr noch auf?', expect: [h.satClose] },
        { kind: 'contact', ask: 'Kann ich euch auch per WhatsApp schreiben? Welche Nummer?', expect: [f.whatsapp], reject: [f.phone] },
        { kind: 'location', ask: 'Wie ist die genaue Adresse? Brauche sie fürs Navi', expect: [f.street] },
        { kind: 'person', ask: trimmerAsk, expect: [f.trimmer.first] },
        { kind: 'follow-up', ask: 'An welchen Tagen ist er da?', after: [trimmerAsk], expect: [f.trimmer.firstDay] },
        { kind: 'person', ask: 'Wir haben einen Goldendoodle. Wer kennt sich bei euch am besten mit Doodles aus?', expect: [f.owner.first] },
        {
          kind: 'language',
          ask: `Meine Mutter spricht kaum Deutsch, nur ${f.linguist.langDe}. Gibt es jemanden, mit dem sie reden kann?`,
          expect: [f.linguist.first],
        },
      ].map(german),
      // Asked in English about the German site: only language-independent facts are expected.
      {
        kind: 'price',
        ask: "Hi, I'm staying in Hamburg for a month with my dog. How much is a bath and blow-dry for a 20 kg dog?",
        expect: [p.medBath],
        reject: [p.smallBath, p.largeBath],
      },
      { kind: 'contact', ask: "What's your phone number?", expect: [f.phone] },
      { kind: 'event', ask: 'When is the puppy day?', expect: [`${f.puppyDay.day}. ${f.puppyDay.month}`] },
      { kind: 'hours', ask: 'Are you open on Tuesday at 8am? I want to drop my dog off before work', expect: [h.open] },
      ...unanswerable('Macht ihr auch Katzen?', 'Verkauft ihr Hundefutter?', 'Bietet ihr auch Hundetraining an?', 'Gibt es Gutscheine zum Verschenken?').map(
        german,
      ),
      ...unanswerable('Do you offer dog sitting over the holidays?'),
    ],
  };
}
