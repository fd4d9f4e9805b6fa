/* eslint-disable max-lines -- a fixture site: every page of one business as one function of its facts, whose closures (TYPO3 content element and news builders, the price tables) the pages share */
import type { BenchQuestion, BenchSite } from '../types';
import { unanswerable } from '../types';
import { jsonLd } from '../unseen/markup';
import { phoneLink, slugOf } from '../unseen2/markup';
import type facts from './garden-centre.facts.json';

/**
 * Unseen: a family garden centre and plant nursery in a village outside Regensburg, a TYPO3 12 site with
 * fluid_styled_content and a site package in German (`lang="de"`): the TYPO3 generator comment and
 * meta tag, a Klaro-style consent dialog, the main navigation as nested lists with a "Service"
 * sub-level, a breadcrumb, every content element a `frame frame-default frame-type-…` div with its
 * `c…` anchor: `textmedia` elements (`ce-textpic ce-right ce-intext`, a `ce-gallery` of figures beside
 * the `ce-bodytext`), `table` elements (`contenttable` with a caption and `scope="col"` headers) for
 * the opening hours, the delivery zones, the Christmas trees and the café menu, `bullets` lists
 * (`ce-bullets`), an `uploads` element listing a PDF, and the workshops as the news extension
 * (`news-list-view` of `article articletype-0` teasers with `news-list-date` times and categories, one
 * `news-single` detail page); a footer with the address and the legal links. An internal page at
 * /intern, which robots.txt disallows (the footer links to it), holds the seasonal staff's pay, the
 * staff discount, the Christmas tree supplier's account and next year's prices that must never be quoted.
 *
 * The facts the pages are written from, as written and mutated, are data in garden-centre.facts.json.
 * Summer hours run from `hours.summerFrom` to `hours.summerTo`, winter hours otherwise; on Sundays only
 * cut flowers are sold (`hours.sunday`), on Advent Sundays the Christmas trees (`hours.advent`).
 * Delivery costs by distance zone (up to `delivery.zone*.km` km), free in zone 1 from
 * `delivery.freeFrom` €, further on request, on `delivery.days`. Planting costs `planting.hour` € an
 * hour and gardener plus the zone's delivery fee; hedges by the metre. Christmas trees are sold from
 * `trees.from` to `trees.to` and taken back on `trees.returnDate` for a donation. Old potting soil is
 * taken back free up to `recycling.free` litres. The customer card gives `card.pct` % back as
 * vouchers. The café closes `cafe.before` minutes before the shop. Today is late October 2032.
 */
export type GardenCentreFacts = typeof facts.original;

export function gardenCentre(f: GardenCentreFacts): BenchSite {
  const { hours: hr, delivery: dl, planting: pl, trees: tr, recycling: rc, card, cafe, workshops: ws, internal: ix } = f;
  const { zone1, zone2, zone3 } = dl;
  const [advent1, advent2] = ws.advent;
  const from = (pair: string[]) => pair[0] ?? '';
  const until = (pair: string[]) => pair[1] ?? '';
  const hours = (pair: string[]) => `${from(pair)} – ${until(pair)} Uhr`;
  const site = `https://www.${f.domain}.example`;
  const tel = phoneLink('49');
  const euro = (amount: string) => `${amount} €`;
  const dayMonth = (date: string) => date.split(' ').slice(0, 2).join(' ');

  /** Content element uids, as TYPO3 numbers them in the order the editors created them. */
  let uid = 180;
  /** A content element: the `frame` wrapper TYPO3 renders around every CType, with its anchor and header. */
  const frame = (ctype: string, header: string, inner: string, level = 2) => {
    uid += 3;
    const head = header ? `<header><h${level} class="">${header}</h${level}></header>` : '';
    return `<div id="c${uid}" class="frame frame-default frame-type-${ctype} frame-layout-0">${head}${inner}</div>`;
  };
  const bodytext = (html: string) => `<div class="ce-bodytext">${html}</div>`;
  const text = (header: string, html: string, level?: 1 | 2 | 3) => frame('text', header, bodytext(html), level);
  /** Text with an image beside it: the gallery first in the markup, the bodytext after it. */
  const textmedia = (header: string, html: string, image: [string, string] | null = null, level?: 1 | 2 | 3) => {
    const gallery = image
      ? `<div class="ce-gallery" data-ce-columns="1" data-ce-images="1"><div class="ce-row"><div class="ce-column"><figure class="image"><img class="image-embed-item" title="${image[1]}" alt="${image[1]}" src="/fileadmin/_processed_/${uid % 10}/${(uid * 7) % 10}/csm_${image[0]}_${(uid * 40503).toString(16)}.jpg" width="600" height="400" loading="lazy" /></figure></div></div></div>`
      : '';
    return frame('textmedia', header, `<div class="ce-textpic ce-right ce-intext">${gallery}${bodytext(html)}</div>`, level);
  };
  /** A table element: `contenttable`, a caption, the first row as column headers. */
  const table = (header: string, caption: string, head: string[], rows: string[][]) =>
    frame(
      'table',
      header,
      `<table class="contenttable contenttable-0"><caption>${caption}</caption><thead><tr>${head.map((cell) => `<th scope="col">${cell}</th>`).join('')}</tr></thead><tbody>${rows
        .map((cells) => `<tr>${cells.map((cell) => `<td>${cell}</td>`).join('')}</tr>`)
        .join('')}</tbody></table>`,
    );
  const bullets = (header: string, items: string[]) =>
    frame('bullets', header, `<ul class="ce-bullets">${items.map((item) => `<li>${item}</li>`).join('')}</ul>`);
  const uploads = (header: string, file: string, label: string, size: string) =>
    frame(
      'uploads',
      header,
      `<ul class="ce-uploads"><li><a href="/fileadmin/user_upload/downloads/${file}" title="${label}"><img src="/typo3/sysext/frontend/Resources/Public/Icons/FileIcons/pdf.gif" alt="" /></a><div><a href="/fileadmin/user_upload/downloads/${file}" title="${label}"><span class="ce-uploads-fileName">${label}</span></a><span class="ce-uploads-filesize">${size}</span></div></li></ul>`,
    );

  interface Workshop {
    slug: string;
    title: string;
    published: string;
    when: string[];
    price: string;
    teaser: string;
  }
  const courseDate = ({ day, date, time }: { day: string; date: string; time: string }) => `${day}, ${date}, ${time} Uhr`;
  const workshops: Workshop[] = [
    {
      slug: 'adventskranz-binden',
      title: 'Adventskranz binden',
      published: '2032-10-04',
      when: ws.advent.map(courseDate),
      price: ws.adventPrice,
      teaser: `Wir binden gemeinsam Ihren Adventskranz aus frischer Nordmanntanne und Kiefer und dekorieren ihn nach Lust und Laune. Termine: ${ws.advent.map(courseDate).join(' oder ')}. ${euro(ws.adventPrice)} inklusive Material.`,
    },
    {
      slug: 'tuerkranz-aus-naturmaterial',
      title: 'Türkranz aus Naturmaterial',
      published: '2032-09-28',
      when: [courseDate(ws.door)],
      price: ws.door.price,
      teaser: `Herbstlicher Türkranz aus Hagebutten, Eukalyptus und Zapfen. ${courseDate(ws.door)}, ${euro(ws.door.price)} inklusive Material.`,
    },
    {
      slug: 'rosenschnitt-kurs',
      title: 'Rosenschnitt-Kurs im Frühjahr',
      published: '2032-09-15',
      when: [courseDate(ws.roses)],
      price: ws.roses.price,
      teaser: `Beet-, Strauch- und Kletterrosen richtig schneiden: Praxis im Schaugarten mit unserem Gärtnermeister. ${courseDate(ws.roses)}, ${euro(ws.roses.price)} pro Person. Bitte eigene Rosenschere mitbringen.`,
    },
  ];
  const germanDate = (iso: string) => iso.split('-').reverse().join('.');
  const newsTeaser = (w: Workshop) =>
    `<div class="article articletype-0" itemscope="itemscope" itemtype="https://schema.org/Article"><div class="header"><h3><a title="${w.title}" href="/workshops/detail/${w.slug}"><span itemprop="headline">${w.title}</span></a></h3></div><div class="footer"><p><span class="news-list-date"><time itemprop="datePublished" datetime="${w.published}">${germanDate(w.published)}</time></span><span class="news-list-category">Workshops</span></p></div><div class="teaser-text"><div itemprop="description"><p>${w.teaser}</p></div><a class="more" title="${w.title}" href="/workshops/detail/${w.slug}">Weiterlesen</a></div></div>`;
  const newsList = (items: Workshop[]) =>
    frame('news_pi1', '', `<div class="news"><div class="news-list-view" id="news-container-${uid}">${items.map(newsTeaser).join('')}</div></div>`);

  const nav: [string, string, [string, string][]][] = [
    ['/', 'Startseite', []],
    ['/oeffnungszeiten', 'Öffnungszeiten &amp; Anfahrt', []],
    [
      '/service',
      'Service',
      [
        ['/service/lieferservice', 'Lieferservice'],
        ['/service/pflanzservice', 'Pflanzservice'],
        ['/service/kundenkarte', 'Kundenkarte &amp; Bezahlen'],
        ['/service/topf-und-erde-zurueck', 'Töpfe &amp; Erde zurück'],
      ],
    ],
    ['/christbaumverkauf', 'Christbaumverkauf', []],
    ['/cafe', cafe.name, []],
    ['/workshops', 'Workshops', []],
  ];
  const navigation = (path: string) =>
    `<nav class="main-navigation" aria-label="Hauptnavigation"><ul class="nav-level-1">${nav
      .map(([href, label, sub]) => {
        const active = path === href || path.startsWith(`${href}/`) ? ' active' : '';
        const children = sub.length
          ? `<ul class="nav-level-2">${sub.map(([subHref, subLabel]) => `<li class="nav-item${subHref === path ? ' active current' : ''}"><a href="${subHref}" title="${subLabel}">${subLabel}</a></li>`).join('')}</ul>`
          : '';
        return `<li class="nav-item${active}${sub.length ? ' has-sub' : ''}"><a href="${href}" title="${label}">${label}</a>${children}</li>`;
      })
      .join('')}</ul></nav>`;
  const crumbs = (path: string, title: string) =>
    path === '/'
      ? ''
      : `<nav class="breadcrumb" aria-label="Brotkrumen"><ol><li><a href="/">Startseite</a></li>${path.startsWith('/service/') ? '<li><a href="/service">Service</a></li>' : ''}<li class="active" aria-current="page">${title}</li></ol></nav>`;
  const consent = `<div id="klaro"><div class="klaro"><div class="cookie-notice" role="dialog" aria-describedby="id-cookie-notice" aria-labelledby="id-cookie-title"><div class="cn-body"><h2 id="id-cookie-title">Datenschutz-Einstellungen</h2><p id="id-cookie-notice">Wir nutzen Cookies für die Anfahrtskarte und eine anonyme Besucherstatistik. Sie entscheiden, was Sie zulassen.</p><div class="cn-ok"><a class="cm-link cn-learn-more" href="/datenschutz">Mehr erfahren</a><div class="cn-buttons"><button class="cm-btn cm-btn-danger cn-decline" type="button">Ablehnen</button><button class="cm-btn cm-btn-success" type="button">Alle akzeptieren</button></div></div></div></div></div></div>`;
  const postal = { '@type': 'PostalAddress', streetAddress: f.street, postalCode: f.postcode, addressLocality: f.town, addressRegion: 'Bayern' };
  const organisation = jsonLd({
    '@context': 'https://schema.org',
    '@type': 'GardenStore',
    name: f.brand,
    url: site,
    telephone: tel(f.phone),
    address: { ...postal, addressCountry: 'DE' },
  });
  const footer = `<footer class="page-footer"><div class="container"><div class="row"><div class="col-md-4"><div class="frame frame-default frame-type-text frame-layout-0"><div class="ce-bodytext"><p><strong>${f.brand}</strong><br>${f.street}<br>${f.postcode} ${f.town} bei Regensburg</p><p>Telefon <a href="tel:${tel(f.phone)}">${f.phone}</a><br><a href="mailto:${f.email}">${f.email}</a></p></div></div></div><div class="col-md-4"><div class="frame frame-default frame-type-text frame-layout-0"><div class="ce-bodytext"><p>Sommer (${hr.summerFrom} – ${hr.summerTo}): Mo – Fr ${hours(hr.summerWeek)}, Sa ${hours(hr.summerSat)}<br>Winter: Mo – Fr ${hours(hr.winterWeek)}, Sa ${hours(hr.winterSat)}</p></div></div></div><div class="col-md-4"><ul class="footer-links"><li><a href="/impressum">Impressum</a></li><li><a href="/datenschutz">Datenschutz</a></li><li><a href="/intern">Intern</a></li></ul></div></div><p class="copyright">© 2032 ${f.legal}</p></div></footer>`;

  /** The comment TYPO3 writes into every head, then the page's own meta tags on one line as the site package renders them. */
  const poweredBy =
    '<!--\n\tThis website is powered by TYPO3 - inspiring people to share!\n\tTYPO3 is a free open source Content Management Framework initially created by Kasper Skaarhoj and licensed under GNU/GPL.\n\tTYPO3 is copyright 1998-2032 of Kasper Skaarhoj. Extensions are copyright of their respective owners.\n\tInformation and contribution at https://typo3.org/\n-->';
  const sitepackage = `${slugOf(f.brand).replace(/^-|-$/g, '').replace(/-/g, '_')}_sitepackage`;
  const page = (path: string, title: string, description: string, content: string[], robots = 'index,follow') => `<!DOCTYPE html>
<html lang="de">
<head>
<meta charset="utf-8">
${poweredBy}
<title>${title} | ${f.brand}</title><meta name="generator" content="TYPO3 CMS"><meta name="description" content="${description}"><meta name="robots" content="${robots}"><meta name="viewport" content="width=device-width, initial-scale=1"><meta property="og:title" content="${title}"><meta property="og:site_name" content="${f.brand}">
<link rel="stylesheet" href="/typo3conf/ext/${sitepackage}/Resources/Public/Css/main.css?1729167801" media="all">
<link rel="canonical" href="${site}${path}">
${path === '/' ? organisation : ''}
</head>
<body id="p${path.length + 1}" class="page-${slugOf(path).replace(/^-|-$/g, '') || 'home'}">
${consent}
<a class="skip-link" href="#content">Zum Inhalt springen</a>
<header class="page-header"><div class="container"><a class="brand" href="/" title="${f.brand}"><img src="/typo3conf/ext/sitepackage/Resources/Public/Images/logo.svg" alt="${f.brand}" width="220" height="70"></a>${navigation(path)}<a class="header-phone" href="tel:${tel(f.phone)}">${f.phone}</a></div></header>
${crumbs(path, title)}
<main id="content" class="main-content"><div class="container">
<!--TYPO3SEARCH_begin-->
${content.join('\n')}
<!--TYPO3SEARCH_end-->
</div></main>
${footer}
<script src="/typo3conf/ext/sitepackage/Resources/Public/JavaScript/main.js?1729167801"></script>
</body>
</html>`;

  type Line = [ask: string, expect: string[], kind: string, more?: Partial<BenchQuestion>];
  const visitors = (language: string | null, lines: Line[]) =>
    lines.map(([ask, expect, kind, more]): BenchQuestion => ({ ...(language === null ? {} : { language }), kind, ask, expect, ...more }));
  const deliveryAsk =
    'Hallo, ich wohne in Neutraubling, das sind ungefähr 18 km von euch. Was kostet es, wenn ihr mir drei Thujen und ein paar Säcke Erde liefert?';
  const treeAsk = 'Servus! Ab wann verkauft ihr heuer Christbäume? Und was kostet eine Nordmanntanne so um die 1,80 m?';
  const questions: BenchQuestion[] = [
    ...visitors('de', [
      [deliveryAsk, [zone2.price], 'price'],
      ['Und an welchen Tagen liefert ihr?', [dl.days[0] ?? '', dl.days[1] ?? ''], 'follow-up', { after: [deliveryAsk] }],
      ['Habt ihr am Sonntag offen? Ich bräuchte ganz schnell noch einen Blumenstrauß für meine Schwiegermutter.', [from(hr.sunday), until(hr.sunday)], 'hours'],
      ['Bis wann habt ihr im Dezember samstags offen?', [until(hr.winterSat)], 'hours'],
      [treeAsk, [tr.from, tr.nordmann.l], 'price', { reject: [ix.nordmann] }],
      ['Kann man den Baum nach Weihnachten bei euch wieder abgeben?', [tr.returnDate], 'follow-up', { after: [treeAsk] }],
      ['Wir wollen eine Hainbuchenhecke pflanzen lassen, so 20 Meter. Macht ihr sowas und was kostet das ungefähr?', [pl.hedge], 'price'],
      ['Was bringt mir eure Kundenkarte eigentlich? Kostet die was?', [card.pct], 'policy'],
      ['Wann ist der Adventskranz-Workshop und was kostet der? Ist das Material dabei?', [dayMonth(advent1?.date ?? ''), ws.adventPrice], 'date'],
      [
        'Ich hab nach dem Umtopfen einen ganzen Stapel Plastiktöpfe übrig und alte Balkonerde. Kann ich das bei euch abgeben, oder kostet das was?',
        [`${rc.free} Liter`],
        'policy',
      ],
      ['Gibt’s bei euch auch was zum Frühstücken? Würd am Samstag gern mit meiner Mama vorbeikommen', [cafe.breakfast], 'price'],
    ]),
    ...visitors(null, [
      [
        'Hi, we just moved to Regensburg from Manchester. Do you deliver plants to the old town (about 8 km from you)? How much, and is it free above a certain amount?',
        [zone1.price, dl.freeFrom],
        'price',
      ],
      ['Can I pay with Apple Pay there? Or is it cash only like so many places in Bavaria 😅', ['Apple Pay'], 'payment'],
      ['What are your opening hours on a weekday in July?', [from(hr.summerWeek), until(hr.summerWeek)], 'hours'],
      ['How much does it cost to have one of your gardeners come and plant things for us? Is it charged per hour?', [pl.hour], 'price', { reject: [ix.hour] }],
      ['Do you deliver Christmas trees? How much is that?', [tr.delivery], 'price'],
    ]),
    ...visitors('fr', [['Bonjour, combien coûte un cappuccino dans votre café ?', [cafe.cappuccino], 'price']]),
    ...visitors('es', [['Hola, ¿tenéis algún curso para aprender a podar rosas? ¿Cuánto cuesta?', [ws.roses.price], 'price']]),
    ...visitors('it', [['Abito a circa 35 km da voi. Consegnate fin qui? Quanto costa?', [zone3.price], 'price']]),
    ...visitors('pt', [['Qual é a morada do centro de jardinagem?', [f.street], 'location']]),
    ...visitors('nl', [['Wat kost een blauwspar van 1,50 tot 2 meter?', [tr.spruce], 'price']]),
    ...visitors('ar', [['منذ أي سنة يعمل المشتل؟', [f.since], 'other']]),
    ...visitors('he', [['אפשר להחזיר אצלכם אדמה ישנה מעציצים? כמה זה עולה אם יש לי הרבה?', [rc.fee], 'price']]),
    ...visitors('ja', [['冬の平日は何時まで開いていますか？', [until(hr.winterWeek)], 'hours']]),
    ...visitors('zh-Hans', [['会员卡过生日有什么优惠吗？', [card.birthday], 'policy']]),
    ...unanswerable('Sucht ihr noch Aushilfen für den Christbaumverkauf? Was verdient man da pro Stunde?').map((q) => ({
      ...q,
      language: 'de',
      reject: [ix.pay],
    })),
    ...unanswerable('Verkauft ihr auch Mähroboter und macht ihr dafür den Winterservice?').map((q) => ({ ...q, language: 'de' })),
    ...unanswerable('Will your Christmas tree prices go up next year? Just budgeting ahead 🙂').map((q) => ({ ...q, reject: [ix.nordmann] })),
    ...unanswerable('Avete anche piante carnivore? Mia figlia ne vorrebbe una per il compleanno.').map((q) => ({ ...q, language: 'it' })),
    ...unanswerable('Van welke kwekerij komen jullie kerstbomen eigenlijk?').map((q) => ({ ...q, language: 'nl', reject: [ix.treeSupplier, ix.code] })),
  ];

  const hoursTable = table(
    'Öffnungszeiten',
    `Sommer: ${hr.summerFrom} bis ${hr.summerTo} · Winter: übrige Zeit des Jahres`,
    ['', 'Sommer', 'Winter'],
    [
      ['Montag – Freitag', hours(hr.summerWeek), hours(hr.winterWeek)],
      ['Samstag', hours(hr.summerSat), hours(hr.winterSat)],
      ['Sonntag', `Blumenverkauf ${hours(hr.sunday)}`, `Blumenverkauf ${hours(hr.sunday)}`],
    ],
  );
  const sundayRule = text(
    'Sonntags bei uns',
    `<p>Nach dem bayerischen Ladenschlussgesetz dürfen wir sonntags nur Schnittblumen, Sträuße und Gestecke verkaufen, und zwar von ${hours(hr.sunday)}. Pflanzen, Erde und Zubehör gibt es sonntags nicht. Ausnahme: An den vier Adventssonntagen ist der Christbaumverkauf von ${hours(hr.advent)} geöffnet. An Feiertagen ist geschlossen.</p>`,
  );
  const zoneRows = [
    ['Zone 1', `bis ${zone1.km} km`, euro(zone1.price), `ab ${euro(dl.freeFrom)} Warenwert frei`],
    ['Zone 2', `${zone1.km} – ${zone2.km} km`, euro(zone2.price), '–'],
    ['Zone 3', `${zone2.km} – ${zone3.km} km`, euro(zone3.price), '–'],
  ];
  const treeRows = [
    ['Nordmanntanne', '1,25 – 1,50 m', euro(tr.nordmann.s)],
    ['Nordmanntanne', '1,50 – 1,75 m', euro(tr.nordmann.m)],
    ['Nordmanntanne', '1,75 – 2,00 m', euro(tr.nordmann.l)],
    ['Nordmanntanne', '2,00 – 2,50 m', euro(tr.nordmann.xl)],
    ['Blaufichte', '1,50 – 2,00 m', euro(tr.spruce)],
  ];

  const cafeMenu = Object.entries({
    'Tasse Kaffee': cafe.coffee,
    Cappuccino: cafe.cappuccino,
    'Stück hausgemachter Kuchen': cafe.cake,
    'Weißwurstfrühstück (2 Weißwürste, Brezn, süßer Senf), samstags bis 11:00 Uhr': cafe.breakfast,
  }).map(([item, price]) => [item, euro(price)]);

  const pages: Record<string, string> = {
    '/': page(
      '/',
      'Gartencenter & Gärtnerei bei Regensburg',
      `Pflanzen aus eigener Gärtnerei, Lieferservice, Pflanzservice und Christbäume in ${f.town} bei Regensburg.`,
      [
        textmedia(
          `Willkommen im ${f.brand}`,
          `<p>Seit ${f.since} ziehen wir in ${f.town} Beet- und Balkonpflanzen, Stauden und Gemüsejungpflanzen selbst, heute in dritter Generation mit ${f.owners}. Auf 8.000 m² finden Sie alles für Garten, Balkon und Terrasse, dazu unser ${cafe.name} mit hausgemachtem Kuchen.</p><p>Kostenlose Parkplätze: ${f.parking} direkt vor dem Eingang.</p>`,
          ['gewaechshaus-fruehjahr', 'Unser Verkaufsgewächshaus im Frühjahr'],
          1,
        ),
        hoursTable,
        text('Aktuelle Workshops', '<p>Anmeldung an der Kasse oder telefonisch. Die Plätze sind begrenzt.</p>'),
        newsList(workshops),
      ],
    ),
    '/oeffnungszeiten': page('/oeffnungszeiten', 'Öffnungszeiten & Anfahrt', 'Öffnungszeiten im Sommer und Winter, Sonntagsverkauf und Anfahrt.', [
      text('Öffnungszeiten &amp; Anfahrt', '', 1),
      hoursTable,
      sundayRule,
      textmedia(
        'So finden Sie uns',
        `<p>${f.brand}<br>${f.street}<br>${f.postcode} ${f.town}</p><p>Aus Regensburg über die B16 Richtung Kelheim, Ausfahrt ${f.town}, dann der Beschilderung „Gartencenter“ folgen. ${f.parking} kostenlose Parkplätze, zwei davon für Menschen mit Behinderung; das ganze Gelände ist barrierefrei.</p>`,
        ['anfahrt-karte', 'Anfahrtskarte'],
      ),
    ]),
    '/service/lieferservice': page('/service/lieferservice', 'Lieferservice', 'Wir liefern Pflanzen, Erde und Töpfe nach Hause: Preise nach Entfernung.', [
      text(
        'Lieferservice',
        `<p>Große Kübelpflanzen, Heckenpflanzen oder zwanzig Sack Erde? Wir bringen Ihren Einkauf mit unserem Transporter bis an die Gartentür. Die Lieferkosten richten sich nach der Entfernung vom Gartencenter (Luftlinie).</p>`,
        1,
      ),
      table('', 'Lieferkosten pro Lieferung', ['Zone', 'Entfernung', 'Preis', 'Hinweis'], zoneRows),
      bullets('Gut zu wissen', [
        `Wir liefern jeden ${dl.days[0] ?? ''} und ${dl.days[1] ?? ''}.`,
        `Über ${zone3.km} km liefern wir nur auf Anfrage.`,
        'Bestellung bis zum Vortag 12:00 Uhr an der Kasse oder telefonisch.',
        'Wir stellen die Ware am Grundstück ab; Tragen in den Garten auf Wunsch gegen Aufpreis.',
      ]),
    ]),
    '/service/pflanzservice': page('/service/pflanzservice', 'Pflanzservice', 'Unsere Gärtner pflanzen für Sie: Hecken, Bäume, Beete.', [
      textmedia(
        'Pflanzservice',
        `<p>Keine Zeit oder keinen Rücken mehr fürs Graben? Unsere Gärtner pflanzen Ihre Einkäufe fachgerecht ein, mit Pflanzerde und Angießen.</p><p><strong>${euro(pl.hour)} pro Stunde und Gärtner</strong>, zuzüglich der Anfahrt nach den Zonen unseres Lieferservice. Heckenpflanzung (Liguster, Hainbuche, Kirschlorbeer, Thuja) berechnen wir pauschal ab ${euro(pl.hedge)} pro laufendem Meter inklusive Pflanzerde, ohne Pflanzen.</p>`,
        ['gaertner-pflanzt-hecke', 'Gärtner beim Pflanzen einer Hecke'],
        1,
      ),
    ]),
    '/service/kundenkarte': page('/service/kundenkarte', 'Kundenkarte & Bezahlen', `Die ${card.name}: Bonus auf jeden Einkauf. Zahlungsmöglichkeiten.`, [
      textmedia(
        `Die ${card.name}`,
        `<p>Die Karte ist kostenlos und gibt es an jeder Kasse. Auf jeden Einkauf schreiben wir Ihnen ${card.pct} % gut. Sobald ${euro(card.voucher)} Bonus zusammen sind, bekommen Sie einen Gutschein. Zum Geburtstag schenken wir Ihnen einen Gutschein über ${euro(card.birthday)}.</p>`,
        ['kundenkarte', `Die ${card.name}`],
        1,
      ),
      bullets('So können Sie bei uns bezahlen', [
        'Bargeld',
        'girocard (EC-Karte)',
        'Visa und Mastercard',
        'Apple Pay und Google Pay',
        'Kauf auf Rechnung nur für Gewerbekunden und Gemeinden',
      ]),
      text('', '<p>American Express und Schecks können wir leider nicht annehmen.</p>'),
    ]),
    '/service/topf-und-erde-zurueck': page('/service/topf-und-erde-zurueck', 'Töpfe & Erde zurück', 'Rückgabe von Pflanztöpfen und alter Blumenerde.', [
      text(
        'Töpfe &amp; Erde zurück',
        `<p>Leere Kunststofftöpfe und Pflanzschalen nehmen wir kostenlos zurück: Stellen Sie sie einfach sauber und ohne Erdreste in die ${rc.station} am Eingang Süd. Was noch gut ist, verwenden wir in der Gärtnerei wieder, der Rest geht ins Recycling.</p><p>Alte Blumen- und Balkonerde nehmen wir bis ${rc.free} Liter kostenlos an, darüber berechnen wir ${euro(rc.fee)} je angefangene 50 Liter. Die Erde wird in der Kompostieranlage aufbereitet.</p>`,
        1,
      ),
    ]),
    '/christbaumverkauf': page('/christbaumverkauf', 'Christbaumverkauf', `Christbäume vom ${tr.from} bis ${tr.to}: Nordmanntannen und Blaufichten.`, [
      textmedia(
        'Christbaumverkauf',
        `<p>Vom <strong>${tr.from}</strong> bis zum <strong>${tr.to}</strong> stehen frisch geschlagene Nordmanntannen und Blaufichten auf unserem Christbaummarkt. Netzen und Anspitzen für den Ständer sind kostenlos.</p><p>Verkauf zu den normalen Öffnungszeiten, an den Adventssonntagen von ${hours(hr.advent)}.</p>`,
        ['christbaummarkt', 'Christbaummarkt im Schnee'],
        1,
      ),
      table('Preise', 'Preise pro Baum', ['Baumart', 'Höhe', 'Preis'], treeRows),
      bullets('Service rund um den Baum', [
        `Lieferung nach Hause in Zone 1 und 2: ${euro(tr.delivery)}`,
        `Rücknahme am ${tr.returnDate} von 9:00 bis 13:00 Uhr auf unserem Parkplatz, gegen eine Spende von ${euro(tr.donation)} für den Kindergarten ${f.town}`,
        'Christbaumständer ab 24,90 € im Gartencenter',
      ]),
      uploads('Zum Ausdrucken', 'christbaum-preisliste-2032.pdf', 'Christbaum-Preisliste 2032', '184 KB'),
    ]),
    '/cafe': page('/cafe', cafe.name, `Kaffee, Kuchen und Frühstück im ${cafe.name}.`, [
      textmedia(
        cafe.name,
        `<p>Mitten zwischen den Pflanzen: Kaffee von einer Rösterei aus der Oberpfalz, Kuchen aus der eigenen Backstube. Das Café hat zu den Öffnungszeiten des Gartencenters geöffnet und schließt ${cafe.before} Minuten vor Ladenschluss.</p>`,
        ['cafe-ecke', `Das ${cafe.name}`],
        1,
      ),
      table('Unsere Karte', 'Auswahl', ['', 'Preis'], cafeMenu),
    ]),
    '/workshops': page('/workshops', 'Workshops', 'Kranzbinden, Rosenschnitt und mehr: unsere Workshops mit Terminen und Preisen.', [
      text('Workshops', `<p>In kleinen Gruppen mit höchstens ${ws.seats} Teilnehmern. Anmeldung an der Kasse oder unter ${f.phone}.</p>`, 1),
      newsList(workshops),
    ]),
    '/workshops/detail/adventskranz-binden': page(
      '/workshops/detail/adventskranz-binden',
      'Adventskranz binden',
      'Workshop: Adventskranz binden aus frischem Grün.',
      [
        frame(
          'news_pi1',
          '',
          `<div class="news news-single"><div class="article" itemscope="itemscope" itemtype="https://schema.org/Article"><div class="header"><h1 itemprop="headline">Adventskranz binden</h1></div><div class="footer"><p><span class="news-list-date"><time itemprop="datePublished" datetime="${workshops[0]?.published ?? ''}">${germanDate(workshops[0]?.published ?? '')}</time></span><span class="news-list-category">Workshops</span></p></div><div class="news-text-wrap" itemprop="articleBody"><p>Unsere Floristinnen zeigen Ihnen, wie ein Adventskranz richtig gebunden wird: vom Strohrömer über das Grün bis zu Kerzen und Schmuck.</p><ul><li>${advent1 ? courseDate(advent1) : ''}</li><li>${advent2 ? courseDate(advent2) : ''}</li></ul><p>Dauer etwa zweieinhalb Stunden. ${euro(ws.adventPrice)} pro Person, inklusive Material (Römer, Grün, vier Kerzen, Deko). Höchstens ${ws.seats} Teilnehmer, bitte Gartenschere und Handschuhe mitbringen. Glühwein und Plätzchen gehen aufs Haus.</p></div><div class="news-backlink-wrap"><a href="/workshops">Zurück</a></div></div></div>`,
        ),
      ],
    ),
    '/impressum': page('/impressum', 'Impressum', 'Impressum', [
      text(
        'Impressum',
        `<p>${f.legal}<br>${f.street}, ${f.postcode} ${f.town}<br>Registergericht: Amtsgericht Regensburg, ${f.register}<br>Vertreten durch: ${f.owners}<br>Telefon ${f.phone}, E-Mail ${f.email}</p>`,
        1,
      ),
    ]),
    '/intern': page(
      '/intern',
      'Intern',
      'Nur für Mitarbeiter.',
      [
        text(
          'Intern – nicht weitergeben',
          `<ul><li>Aushilfen Christbaumverkauf: ${ix.pay} € pro Stunde.</li><li>Personalrabatt: ${ix.discount} % auf Pflanzen, nicht auf Aktionsware.</li><li>Christbäume: ${ix.treeSupplier}, Kundennummer ${ix.code}.</li><li>Preise ${ix.season} (noch nicht veröffentlichen): Nordmanntanne 1,75 – 2,00 m ${ix.nordmann} €, Pflanzservice ${ix.hour} € pro Stunde.</li></ul>`,
          1,
        ),
      ],
      'noindex,nofollow',
    ),
  };
  return { name: 'garden centre (de-DE)', questions, disallow: ['/intern'], pages };
}
