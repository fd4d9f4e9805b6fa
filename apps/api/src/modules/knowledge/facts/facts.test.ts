import { load } from 'cheerio';
import { describe, expect, it } from 'vitest';
import { readJsonLd } from '../crawler/json-ld';
import { phoneAsWritten } from './business-units';
import { pageUnits } from './page-units';
import { splitSentences } from './sentences';
import { textUnits } from './text-units';
import { decodeUnit, encodeUnit } from './unit';

const units = (html: string) => {
  const $ = load(html);
  return pageUnits($, readJsonLd($), 'Page').map((u) => `${u.heading.join(' › ')} | ${u.text}`);
};

describe('sentences', () => {
  it('never cuts a price, a time or an abbreviation', () => {
    expect(splitSentences('The tote costs $7.95. Doors open at 6.45 pm. It takes approx. 3 min. Dr. Lee treats backs. Beans cost 7,25 € per kg.')).toEqual([
      'The tote costs $7.95.',
      'Doors open at 6.45 pm.',
      'It takes approx. 3 min.',
      'Dr. Lee treats backs.',
      'Beans cost 7,25 € per kg.',
    ]);
  });

  it('keeps a German date whole, and still ends a sentence on a number or before a month', () => {
    expect(splitSentences('Start am Samstag, 26. April 2031. Maximal 12 Teilnehmer. Kosten: 320 €.')).toEqual([
      'Start am Samstag, 26. April 2031.',
      'Maximal 12 Teilnehmer.',
      'Kosten: 320 €.',
    ]);
    expect(splitSentences('Kurs 3. Mai 2031 ausgebucht.')).toEqual(['Kurs 3. Mai 2031 ausgebucht.']);
    expect(splitSentences('Kurs startet Samstag 26. April um 10 Uhr. Anmeldeschluss: 15. März.')).toEqual([
      'Kurs startet Samstag 26. April um 10 Uhr.',
      'Anmeldeschluss: 15. März.',
    ]);
    expect(splitSentences('We have 16. Lanes are free on Mondays.')).toEqual(['We have 16.', 'Lanes are free on Mondays.']);
    expect(splitSentences('Ages 6 to 10. September camp is full.')).toEqual(['Ages 6 to 10.', 'September camp is full.']);
    expect(splitSentences('Our boats seat 6. June to September we run daily tours.')).toEqual(['Our boats seat 6.', 'June to September we run daily tours.']);
  });
});

describe('page units', () => {
  it('never reads a theme’s "Skip to content" link as a fact of the header bar', () => {
    const html =
      '<body><div class="top-bar"><a class="skip-link screen-reader-text" href="#content">Vai al contenuto</a> <span>WhatsApp 347 281 6604</span></div></body>';
    expect(units(html).join('\n')).not.toContain('Vai al contenuto');
    expect(units(html).join('\n')).toContain('WhatsApp 347 281 6604');
  });

  it('reads each table row with its caption and column headers, never a header row alone', () => {
    const found = units(`<h2>Delivery</h2><table><caption>Rates</caption><thead><tr><th>Zone</th><th>Cost</th><th>Time</th></tr></thead>
      <tbody><tr><td>UK</td><td>£3.50</td><td>2 days</td></tr></tbody></table>
      <h2>Hours</h2><table><tr><th>Day</th><th>Hours</th></tr><tr><td>Thursday</td><td>09:00–12:30</td></tr></table>`);
    expect(found).toEqual(['Delivery › Rates › Zone | UK — Cost: £3.50, Time: 2 days', 'Hours | Thursday: 09:00–12:30']);
  });

  it("reads a grid of <div> rows drawn as a table (a page builder's price grid, ARIA rows) as table rows", () => {
    const row = (...cells: string[]) => `<div class="row">${cells.map((c) => `<div class="cell"><p>${c}</p></div>`).join('')}</div>`;
    const grid = `<h2>Alquiler</h2><div class="grid">${row('<strong>Temporada</strong>', '<strong>Viernes</strong>', '<strong>Sábado</strong>')}${row('Alta (mayo a octubre)', '5.300 €', '6.900 €')}${row('Baja', '2.400 €', '3.500 €')}</div>`;
    expect(units(grid)).toEqual([
      'Alquiler › Temporada | Alta (mayo a octubre) — Viernes: 5.300 €, Sábado: 6.900 €',
      'Alquiler › Temporada | Baja — Viernes: 2.400 €, Sábado: 3.500 €',
    ]);
    const aria = `<h2>Hours</h2><div role="table"><div role="row"><span role="columnheader">Day</span><span role="columnheader">Hours</span></div>
      <div role="row"><span role="cell">Sunday</span><span role="cell">9am–1pm</span></div></div>`;
    expect(units(aria)).toEqual(['Hours | Sunday: 9am–1pm']);
    // Cards of words, and paragraphs, are no table.
    const cards = `<div class="cards">${row('Garden', 'Weddings under the olive trees')}${row('Terrace', 'Ceremonies at sunset')}${row('Hall', 'For rainy days')}</div>`;
    expect(units(cards).join('\n')).not.toMatch(/Garden: |Garden — /);
    // Pricing cards with figures are no table either: their first card is no header row.
    const plans = `<div class="plans">${row('Basic', 'Free', 'Email support')}${row('Pro', '£9/month', 'Phone support')}${row('Team', '£29/month', 'A named manager')}</div>`;
    expect(units(plans).join('\n')).not.toMatch(/Free: £9|Basic \| Pro/);
  });

  it("puts a table under no heading of its own under the page's <h1>, wherever a page builder wrapped that", () => {
    const page = `<div class="hero"><h1>Bed bug treatment</h1><p>Steam and a residual insecticide, two visits fourteen days apart.</p></div>
      <div class="prices"><table><tr><th>Property</th><th>Price</th></tr><tr><td>2 or 3 bedrooms</td><td>£360</td></tr></table></div>`;
    expect(units(page)).toEqual([
      'Bed bug treatment | Steam and a residual insecticide, two visits fourteen days apart.',
      'Bed bug treatment | 2 or 3 bedrooms: £360',
    ]);
  });

  it('lets a heading wrapped with its tagline head what follows the wrapper, and a section’s heading end with it', () => {
    const pricing = `<div class="et_pb_pricing_table"><div class="et_pb_pricing_heading"><h2>Tanzkreis</h2><span>pro Paar</span></div>
      <div class="et_pb_pricing_content_top"><span>€</span><span>76</span><span>/Monat</span></div></div>`;
    expect(units(pricing)).toEqual(['Tanzkreis | pro Paar, € 76 /Monat']);
    const sections = `<section><h2>Kids</h2><p>Wednesdays at 4pm, and much more to say about the classes for children here.</p></section><p>All prices include VAT.</p>`;
    expect(units(sections)).toEqual(['Kids | Wednesdays at 4pm, and much more to say about the classes for children here.', ' | All prices include VAT.']);
  });

  it('reads a run of short lines as one unit, and a price list of short lines as one item per price', () => {
    const lines = (...texts: string[]) => texts.map((t) => `<div><span>${t}</span></div>`).join('');
    expect(units(`<h2>Besuchen Sie uns</h2>${lines('Ringwald Cycles', 'Wiesentalstraße 14', '79115 Freiburg')}`)).toEqual([
      'Besuchen Sie uns | Ringwald Cycles, Wiesentalstraße 14, 79115 Freiburg',
    ]);
    const list = (...texts: string[]) => units(`<h2>Preise</h2>${lines(...texts)}`).map((unit) => unit.replace('Preise | ', ''));
    // Each item's name before its price, with or without a note.
    expect(list('Steckdose setzen', 'in bestehende Leitung', '€ 95,–', 'E-Befund Wohnung', '€ 290,–')).toEqual([
      'Steckdose setzen, in bestehende Leitung, € 95,–',
      'E-Befund Wohnung, € 290,–',
    ]);
    // Options that open with a figure belong to the item named above them.
    expect(list('Bureau fermé', '2 personnes', '690 €', '3 personnes', '980 €', 'Poste fixe', '349 €')).toEqual([
      'Bureau fermé, 2 personnes, 690 €, 3 personnes, 980 €',
      'Poste fixe, 349 €',
    ]);
    // A description after each price, or the price first: the shape repeats.
    expect(list('Klassische Massage', '€ 80', 'Mit warmem Öl', 'Hot Stone', '€ 110', 'Mit warmen Steinen')).toEqual([
      'Klassische Massage, € 80, Mit warmem Öl',
      'Hot Stone, € 110, Mit warmen Steinen',
    ]);
    expect(list('CHF 95.–', 'Stimmen', 'CHF 290.–', 'Revision')).toEqual(['CHF 95.–, Stimmen', 'CHF 290.–, Revision']);
    // Two prices among twenty names still read in units of under 200 characters.
    const names = Array.from({ length: 20 }, (_, i) => `Mitarbeiterin Nummer ${i + 1}`);
    expect(list(...names, 'Gutschein ab 50 €', 'Versand 4,90 €').every((unit) => unit.length < 200)).toBe(true);
    // One price in a run of lines is no list; nor are prices in no shape that repeats.
    expect(list('Parkhaus Ring', 'Tagesticket € 12', 'Schottenring 5')).toEqual(['Parkhaus Ring, Tagesticket € 12, Schottenring 5']);
    expect(list('Sauna', '€ 20', 'Mit Tee', 'Bad', 'Mit Handtuch', '€ 30', 'Ohne')).toEqual(['Sauna, € 20, Mit Tee, Bad, Mit Handtuch, € 30, Ohne']);
  });

  it('reads a lone label over a block as its heading, unless it is the subtitle right under a heading', () => {
    const footer =
      '<footer><p>Tel. 01 271 48 60<br>office@brandstaetter.example</p><p>Büro</p><p>Mo – Do: 7:00 – 16:30 Uhr<br>Fr: 7:00 – 12:30 Uhr</p><p>Notdienst</p><p>Mo – So: 0 – 24 Uhr<br>Tel. 0664 318 27 45</p></footer>';
    expect(units(footer)).toEqual([
      ' | Tel. 01 271 48 60\noffice@brandstaetter.example',
      'Büro | Mo – Do: 7:00 – 16:30 Uhr\nFr: 7:00 – 12:30 Uhr',
      'Notdienst | Mo – So: 0 – 24 Uhr\nTel. 0664 318 27 45',
    ]);
    // A name under a quote signs it; it is no heading of the next quote.
    const quotes =
      '<h2>Kundenstimmen</h2><p>„Schnell und sauber gearbeitet, der E-Befund war in einer Stunde fertig.“</p><p>Anna Huber</p><p>„Pünktlich, freundlich und ein fairer Preis für die neue Wallbox in der Garage.“</p>';
    expect(units(quotes)).toContain('Kundenstimmen | „Pünktlich, freundlich und ein fairer Preis für die neue Wallbox in der Garage.“');
    const card = '<h3>Thomas Lorenz</h3><p>Kfz-Meister</p><p>Meisterbrief seit 2004, zuständig für Diagnose und Elektrik.</p>';
    expect(units(card)).toEqual(['Thomas Lorenz | Kfz-Meister', 'Thomas Lorenz | Meisterbrief seit 2004, zuständig für Diagnose und Elektrik.']);
  });

  it("reads a flip card's back, which restates its front's subtitle, under the front's name too", () => {
    const card = (name: string, role: string, about: string) =>
      `<div class="flip-box"><div class="front"><div class="inner"><h3>${name}</h3><div class="description">${role}</div></div></div><div class="back"><div class="inner"><h3>${role}</h3><div class="description">${about}</div></div></div></div>`;
    expect(
      units(
        `<h2>Il team</h2>${card('Sara Bianchi', 'Insegnante di yoga', 'Hatha e Vinyasa dal 2012.')}${card('Luca Neri', 'Personal trainer', 'Forza e mobilità.')}`,
      ),
    ).toEqual([
      'Il team › Sara Bianchi | Insegnante di yoga',
      'Il team › Sara Bianchi — Insegnante di yoga | Hatha e Vinyasa dal 2012.',
      'Il team › Luca Neri | Personal trainer',
      'Il team › Luca Neri — Personal trainer | Forza e mobilità.',
    ]);
    // A section's last line naming the next section, or a heading of a higher level repeating the line before it, is no card.
    expect(
      units('<h2>Leistungen</h2><p>Wallboxen und Photovoltaik aus einer Hand, seit 2008.</p><p>Kontakt</p><h2>Kontakt</h2><p>Rufen Sie uns an.</p>'),
    ).toContain('Kontakt | Rufen Sie uns an.');
    // A heading of a higher level that repeats the line before it starts a section of its own.
    expect(units('<h3>Massages</h3><p>Prices</p><h2>Prices</h2><p>€ 40</p>')).toEqual(['Massages | Prices', 'Prices | € 40']);
  });

  it('keeps FAQs from details, definition lists and accordion buttons with their question', () => {
    const found = units(`<h1>FAQ</h1><details><summary>Can I return it?</summary><p>Within 30 days.</p></details>
      <dl><dt>Grind</dt><dd>Whole bean</dd></dl>
      <div class="item"><button>Do you take reservations?</button><div><p>Yes, for up to eight.</p></div></div>`);
    expect(found).toEqual(['FAQ › Can I return it? | Within 30 days.', 'FAQ | Grind: Whole bean', 'FAQ › Do you take reservations? | Yes, for up to eight.']);
  });

  it('reads site chrome under no page heading, so a footer is the same unit on every page, and finds contact links and business data', () => {
    const found = units(`<main><h1>Our tea</h1><p>Loose leaf.</p></main>
      <footer><p>Call <a href="tel:+441132345678">0113 234 5678</a> or <a href="mailto:hi@tea.example">write</a></p></footer>
      <script type="application/ld+json">{"@type":"CafeOrCoffeeShop","name":"Tea Co","address":{"streetAddress":"12 Mill St","addressLocality":"Leeds"},
        "openingHoursSpecification":[{"dayOfWeek":["Tuesday","Wednesday","Thursday"],"opens":"09:00","closes":"17:00"},{"dayOfWeek":"Sunday","opens":"00:00","closes":"00:00"}]}</script>`);
    expect(found).toContain(' | Call 0113 234 5678 or write');
    expect(found).toContain('Contact | Phone: 0113 234 5678');
    expect(found).toContain('Contact | Email: hi@tea.example');
    expect(found).toContain('Tea Co | Address: 12 Mill St, Leeds');
    expect(found).toContain('Tea Co › Opening hours | Tuesday–Thursday: 09:00–17:00\nSunday: closed');
  });

  it("reads a definition list whose terms are wrapped in <div>s (a framework's markup)", () => {
    const found = units(`<h2>Extras</h2><dl><div><dt>Frühstück</dt><dd>8 € pro Person</dd></div><div><dt>Handtuch</dt><dd>3 €</dd></div></dl>`);
    expect(found).toEqual(['Extras | Frühstück: 8 € pro Person', 'Extras | Handtuch: 3 €']);
  });

  it("reads a price drawn in parts under its card's title: the currency in its own element, a Webflow label hidden by condition", () => {
    const card = (name: string, note: string, amount: string, from: boolean) =>
      `<div class="w-dyn-item"><div class="name"><h3>${name}</h3><p>${note}</p></div><div class="price"><div class="from${from ? '' : ' w-condition-invisible'}">à partir de</div><div>${amount}</div><div>€</div></div></div>`;
    const found = units(
      `<h2>Tarifs</h2><div class="w-dyn-items">${card('Ourlet simple', 'Pantalon, jupe droite', '14', false)}${card('Doublure', 'Selon la longueur', '120', true)}</div><p>Prix TTC.</p>`,
    );
    expect(found).toEqual([
      'Tarifs › Ourlet simple | Pantalon, jupe droite, 14 €',
      'Tarifs › Doublure | Selon la longueur, à partir de, 120 €',
      'Tarifs | Prix TTC.',
    ]);
  });

  it("ends a title-and-subtitle wrapper's heading with it, unless what follows is its card's price", () => {
    const found = units(
      `<main><div><h2>Gift vouchers</h2><p>The perfect present.</p></div><div><p>Cancellations are free up to 48 hours before.</p></div></main>`,
    );
    expect(found).toEqual(['Gift vouchers | The perfect present.', ' | Cancellations are free up to 48 hours before.']);
    // A price or amount right beside a currency only: "Menu 2" is no amount, a line under another heading is no price.
    expect(units(`<h2>Menus</h2><div>Menu 2</div><div>€</div><div>25</div>`)).toEqual(['Menus | Menu 2, € 25']);
  });

  it('encodes a unit with its heading path and reads it back', () => {
    const unit = { heading: ['Visit us', 'Riverside'], text: 'Open daily.' };
    expect(decodeUnit(encodeUnit(unit))).toEqual(unit);
    expect(decodeUnit('Plain text')).toEqual({ heading: [], text: 'Plain text' });
  });
});

describe('text units', () => {
  it('heads a document paragraph with the title line or question above it', () => {
    expect(textUnits('Returns\n\nYou can return items within 30 days.\n\nDo you ship abroad?\nYes, to the EU.')).toEqual([
      { heading: ['Returns'], text: 'You can return items within 30 days.' },
      { heading: ['Returns', 'Do you ship abroad?'], text: 'Yes, to the EU.' },
    ]);
  });
});

describe('a phone number from structured data', () => {
  it('is said as the page writes it, when the page shows it', () => {
    const page = 'Ruzafa: Calle de Sueca 61 · 963 74 08 19\nBenimaclet 963 61 24 58';
    expect(phoneAsWritten('+34963740819', page)).toBe('963 74 08 19');
    expect(phoneAsWritten('+44 114 496 0358', 'Call us on 0114 496 0358 today')).toBe('0114 496 0358');
    expect(phoneAsWritten('+34961111111', page)).toBe('+34961111111');
  });
});
