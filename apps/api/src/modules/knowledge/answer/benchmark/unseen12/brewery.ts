import type { BenchQuestion, BenchSite } from '../types';
import { unanswerable } from '../types';
import { jsonLd } from '../unseen/markup';
import { askedIn, phoneLink } from '../unseen2/markup';
import type facts from './brewery.facts.json';

/**
 * Unseen: a family craft brewery with a taproom (Bräustüberl), beer garden, brewery tours and event
 * rooms in a village on the S1 south of Bamberg, a TYPO3 13 site with the Bootstrap Package theme in
 * German (`lang="de-DE"`): the TYPO3 generator comment, the Bootstrap Package cookieconsent banner,
 * the navbar (brand, toggler, main navigation list) and a breadcrumb, every content element a
 * `frame frame-type-…` block with its `c123` anchor, the beers on tap as a `ce-table` (ABV, 0,3 l and
 * 0,5 l prices, a dash where a size is not poured), the opening hours as a table that puts the taproom
 * and the kitchen side by side, the Brotzeit menu as a table, the tours and the tasting evening dates
 * as card groups and a list, the event rooms as a table, the online shop as a tx-cart product list,
 * the FAQ as a Bootstrap Package accordion whose bodies stay in the DOM, a powermail contact form, a
 * Brewery JSON-LD on the home page only and the footer with the address and the Impressum.
 *
 * The facts the pages are written from, as written and mutated, are data in brewery.facts.json. The
 * taproom is closed on Mondays and Tuesdays; the kitchen closes earlier than the taproom. The beer
 * garden opens for the season on `garden.from`. Tastings on the tour from `tour.minAge`; children from
 * `tour.kidsFrom` join the tour without tasting at the children's price. The Bock is poured only in
 * its season; the gluten-reduced beer comes in bottles only. Tables in the taproom are reserved only
 * from `reservations.min` people, never in the beer garden. The online shop ships tasting packs within
 * Germany only; crates are sold for pick-up at the Rampenverkauf. Cards from `cardMin` euros.
 * `team.guide` gives the English tours. Today is early April 2027.
 */
export type BreweryFacts = typeof facts.original;

export function brewery(f: BreweryFacts): BenchSite {
  const { taproom: tr, kitchen: k, garden: g, beers: b, growler: gr, tour: t, seminar: sem, food: fd, events: ev, shop: sh, team } = f;
  const de = askedIn('de');
  const tel = phoneLink('49');
  const site = `https://www.${f.domain}.example`;
  const files = `${site}/fileadmin/user_upload`;
  /** A price as a visitor writing in another language would quote it: no euro sign, no ",00". */
  const bare = (price: string) => price.replace(/\s*€$/, '').replace(/,00$/, '');
  const priced = (ask: string, expect: string[], reject?: string[]): BenchQuestion => ({ kind: 'price', ask, expect, ...(reject && { reject }) });
  const nav = Object.entries({
    '/unsere-biere': 'Unsere Biere',
    '/bierstueberl-biergarten': 'Bräustüberl &amp; Biergarten',
    '/brauereifuehrungen': 'Führungen &amp; Tastings',
    '/feiern': 'Feiern bei uns',
    '/shop': 'Shop &amp; Gutscheine',
    '/ueber-uns': 'Über uns',
    '/faq': 'FAQ',
    '/anfahrt-kontakt': 'Anfahrt &amp; Kontakt',
  });
  let uid = 40;

  const join = (parts: TemplateStringsArray, values: unknown[]) => parts.reduce((html, part, i) => `${html}${String(values[i - 1])}${part}`);
  /** A content element; a leading <h2> becomes its header. */
  const frame = (type: string, html: string) =>
    `<div id="c${(uid += 3)}" class="frame frame-default frame-type-${type} frame-layout-default frame-size-default frame-height-default frame-background-none frame-space-before-none frame-space-after-medium frame-no-backgroundimage"><div class="frame-group-container"><div class="frame-group-inner"><div class="frame-container frame-container-default"><div class="frame-inner">${html.replace(/^<h2>(.*?)<\/h2>/, '<header class="frame-header"><h2 class="element-header"><span>$1</span></h2></header>')}</div></div></div></div></div>`;
  const block =
    (type: string) =>
    (parts: TemplateStringsArray, ...values: unknown[]) =>
      frame(type, join(parts, values));
  const text = block('text');
  const textpic =
    (image: string, alt: string) =>
    (parts: TemplateStringsArray, ...values: unknown[]) => {
      const [, header = '', html] = /^(<h2>.*?<\/h2>)?(.*)$/s.exec(join(parts, values))!;
      return frame(
        'textpic',
        `${header}<div class="textpic textpic-align-right textpic-right"><div class="textpic-item textpic-gallery"><div class="gallery-row"><div class="gallery-item gallery-item-size-1"><figure class="image"><picture><source srcset="${files}/${image}-600.webp" type="image/webp"><img class="image-embed-item" title="${alt}" alt="${alt}" src="${files}/${image}.jpg" width="600" height="400" loading="lazy"></picture></figure></div></div></div><div class="textpic-item textpic-text">${html}</div></div>`,
      );
    };
  const table = (header: string, head: string[], rows: string[][], caption = '') =>
    frame(
      'table',
      `<h2>${header}</h2><div class="table-responsive"><table class="ce-table table table-striped table-hover">${caption ? `<caption>${caption}</caption>` : ''}<thead><tr>${head.map((h) => `<th scope="col">${h}</th>`).join('')}</tr></thead><tbody>${rows.map((r) => `<tr>${r.map((c, i) => (i === 0 ? `<th scope="row">${c}</th>` : `<td>${c}</td>`)).join('')}</tr>`).join('')}</tbody></table></div>`,
    );
  /** A card: its <h3> is the title, a trailing link the footer button. */
  const card = (item: string) => {
    const [, title, html, href, label] = /^<h3>(.*?)<\/h3>(.*?)(?:<a href="([^"]*)">([^<]*)<\/a>)?$/s.exec(item)!;
    return `<div class="card-group-element-item"><div class="card"><div class="card-body"><h3 class="card-title">${title}</h3><div class="card-text">${html}</div></div>${href ? `<div class="card-footer"><a href="${href}" class="btn btn-primary"><span class="btn-text">${label}</span></a></div>` : ''}</div></div>`;
  };
  const cards = (...items: string[]) =>
    frame(
      'card_group',
      `<div class="card-group-element card-group-element-align-left card-group-element-columns-${items.length}">${items.map(card).join('')}</div>`,
    );
  const accordion = (items: [string, string][]) => {
    const id = (uid += 3);
    return frame(
      'accordion',
      `<h2>Häufige Fragen</h2><div class="accordion" id="accordion-${id}">${items
        .map(
          ([q, a], i) =>
            `<div class="accordion-item"><h3 class="accordion-header" id="accordion-heading-${id}-${i + 1}"><button class="accordion-button collapsed" type="button" data-bs-toggle="collapse" data-bs-target="#accordion-${id}-${i + 1}" aria-expanded="false" aria-controls="accordion-${id}-${i + 1}"><span class="accordion-title-link-text">${q}</span></button></h3><div id="accordion-${id}-${i + 1}" class="accordion-collapse collapse" aria-labelledby="accordion-heading-${id}-${i + 1}" data-bs-parent="#accordion-${id}"><div class="accordion-body"><div class="accordion-content accordion-content-left"><div class="accordion-content-item accordion-content-text"><p>${a}</p></div></div></div></div></div>`,
        )
        .join('')}</div>`,
    );
  };

  const hoursRows = [
    ['Montag &amp; Dienstag', 'Ruhetag', '–'],
    ['Mittwoch bis Freitag', `${tr.wdOpen}–${tr.wdClose} Uhr`, `${k.wdOpen}–${k.wdClose} Uhr`],
    ['Samstag', `${tr.satOpen}–${tr.satClose} Uhr`, `${k.satOpen}–${k.satClose} Uhr`],
    ['Sonntag &amp; Feiertag', `${tr.sunOpen}–${tr.sunClose} Uhr`, `${k.sunOpen}–${k.sunClose} Uhr`],
  ];
  const shortHours = `Mi–Fr ${tr.wdOpen}–${tr.wdClose}, Sa ${tr.satOpen}–${tr.satClose}, So ${tr.sunOpen}–${tr.sunClose} Uhr · Mo &amp; Di Ruhetag`;
  const holiday = `Betriebsurlaub vom ${f.holiday.from} bis ${f.holiday.to} Januar ${f.holiday.year}: Bräustüberl, Führungen und Rampenverkauf geschlossen, der Onlineshop versendet weiter.`;
  const rampe = `Mo–Fr ${sh.rampe.wdOpen}–${sh.rampe.wdClose} Uhr, Sa ${sh.rampe.satOpen}–${sh.rampe.satClose} Uhr`;

  const breweryLd = jsonLd({
    '@context': 'https://schema.org',
    '@type': 'Brewery',
    name: f.brewery,
    foundingDate: f.founded,
    email: f.email,
    telephone: tel(f.phone),
    url: site,
    '@id': `${site}/#brewery`,
    image: `${files}/brauerei-hof.jpg`,
    address: {
      '@type': 'PostalAddress',
      streetAddress: f.street,
      postalCode: f.postcode,
      addressLocality: f.town,
      addressRegion: 'Bayern',
      addressCountry: 'DE',
    },
    openingHoursSpecification: [
      { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Wednesday', 'Thursday', 'Friday'], opens: tr.wdOpen, closes: tr.wdClose },
      { '@type': 'OpeningHoursSpecification', dayOfWeek: 'Saturday', opens: tr.satOpen, closes: tr.satClose },
      { '@type': 'OpeningHoursSpecification', dayOfWeek: 'Sunday', opens: tr.sunOpen, closes: tr.sunClose },
    ],
    servesCuisine: ['Fränkisch', 'Brotzeit'],
    acceptsReservations: 'True',
    priceRange: '€€',
  });
  const navList = (path: string) =>
    nav
      .map(
        ([href, label], i) =>
          `<li class="nav-item${href === path ? ' active' : ''}"><a id="nav-item-${i + 2}" href="${href}" class="nav-link nav-link-main${href === path ? ' active' : ''}" title="${label}"${href === path ? ' aria-current="page"' : ''}><span class="nav-link-text">${label}</span></a></li>`,
      )
      .join('');
  const crumb = (title: string) =>
    `<nav class="breadcrumb-section" aria-label="Brotkrümelnavigation"><div class="container"><p class="visually-hidden" id="breadcrumb">Sie sind hier:</p><ol class="breadcrumb"><li class="breadcrumb-item"><a class="breadcrumb-link" href="/" title="Startseite"><span class="breadcrumb-text">Startseite</span></a></li><li class="breadcrumb-item active" aria-current="page"><span class="breadcrumb-text">${title}</span></li></ol></div></nav>`;
  const page = (title: string, path: string, blocks: string[], head = '') => `<!DOCTYPE html>
<html dir="ltr" lang="de-DE">
<head>
<meta charset="utf-8">
<!--
	This website is powered by TYPO3 - inspiring people to share!
	TYPO3 is a free open source Content Management Framework initially created by Kasper Skaarhoj and licensed under GNU/GPL.
	TYPO3 is copyright 1998-2025 of Kasper Skaarhoj. Extensions are copyright of their respective owners.
	Information and contribution at https://typo3.org/
-->
<title>${title} | ${f.brewery} ${f.town}</title><meta name="generator" content="TYPO3 CMS"><meta name="description" content="${f.brewery} in ${f.town} bei Bamberg: Familienbrauerei seit ${f.founded} mit Bräustüberl, Biergarten, Brauereiführungen und Feiern im ${ev.hall.name}.">
<meta name="viewport" content="width=device-width, initial-scale=1, minimum-scale=1"><meta property="og:title" content="${title}"><meta property="og:site_name" content="${f.brewery}"><link rel="stylesheet" href="/typo3temp/assets/bootstrappackage/css/theme-4b1f0e6a9d.css?1743410212" media="all"><link rel="stylesheet" href="/typo3temp/assets/compressed/merged-7f3e55d2c1a6b0e49d1c8a2f60e3b9a4-min.css?1743410212" media="all"><link rel="canonical" href="${site}${path}">
${head}</head>
<body id="p${path.length * 7 + 1}" class="page-${path.length * 7 + 1} pagelevel-${path === '/' ? 0 : 1} language-0 backendlayout-default layout-default"><div id="top"></div><div class="body-bg"><a class="visually-hidden-focusable page-skip-link" href="#page-content"><span>Zum Hauptinhalt springen</span></a>
<header id="page-header" class="bp-page-header navbar navbar-mainnavigation navbar-default navbar-has-image navbar-top navbar-fixed-top"><div class="container container-mainnavigation"><a class="navbar-brand navbar-brand-image" title="${f.brewery}" href="/"><img class="navbar-brand-logo-normal" src="/_assets/b3c1e2d0f9a74c6e8d5f/Images/logo-hirsch.svg" alt="${f.brewery} Logo" height="52" width="180"></a><button class="navbar-toggler collapsed" type="button" data-bs-toggle="collapse" data-bs-target="#mainnavigation" aria-controls="mainnavigation" aria-expanded="false" aria-label="Navigation umschalten"><span class="navbar-toggler-icon"></span></button><nav aria-label="Hauptnavigation" id="mainnavigation" class="collapse navbar-collapse"><ul class="navbar-nav">${navList(path)}</ul></nav></div></header>
${path === '/' ? '' : crumb(title)}
<div id="page-content" class="bp-page-content main-section"><!--TYPO3SEARCH_begin--><div class="section section-default">
${blocks.join('\n')}
</div><!--TYPO3SEARCH_end--></div>
<footer id="page-footer" class="bp-page-footer"><section class="section footer-section footer-section-content"><div class="container"><div class="section-row"><div class="section-column footer-section-content-column footer-section-content-column-left"><h3>${f.brewery}</h3><p>${f.street}<br>${f.postcode} ${f.town}<br>Telefon <a href="tel:${tel(f.phone)}">${f.phone}</a><br><a href="mailto:${f.email}">${f.email}</a></p></div><div class="section-column footer-section-content-column footer-section-content-column-middle"><h3>Bräustüberl</h3><p>${shortHours}</p></div><div class="section-column footer-section-content-column footer-section-content-column-right"><h3>Folgt uns</h3><p><a href="https://www.instagram.com/${f.domain}/" rel="noopener" target="_blank">Instagram</a> · <a href="https://www.facebook.com/${f.domain}/" rel="noopener" target="_blank">Facebook</a></p></div></div></div></section><section class="section footer-section footer-section-meta"><div class="container"><div class="frame frame-default frame-type-menu_pages frame-layout-default"><ul class="footer-meta-navigation"><li><a href="/impressum" title="Impressum">Impressum</a></li><li><a href="/datenschutz" title="Datenschutz">Datenschutz</a></li><li><a href="#" data-cc="c-settings">Cookie-Einstellungen</a></li></ul></div><div class="footer-copyright"><p>© ${f.legal} · Bier bitte verantwortungsvoll genießen.</p></div></div></section></footer></div>
<div role="dialog" aria-live="polite" aria-label="cookieconsent" aria-describedby="cookieconsent:desc" class="cc-window cc-banner cc-type-opt-in cc-theme-block cc-bottom"><span id="cookieconsent:desc" class="cc-message">Wir verwenden Cookies, um unsere Website für Sie optimal zu gestalten. Statistik-Cookies setzen wir nur mit Ihrer Einwilligung. <a aria-label="learn more about cookies" role="button" tabindex="0" class="cc-link" href="/datenschutz" target="_blank">Mehr erfahren</a></span><div class="cc-compliance cc-highlight"><a aria-label="deny cookies" role="button" tabindex="0" class="cc-btn cc-deny">Ablehnen</a><a aria-label="allow cookies" role="button" tabindex="0" class="cc-btn cc-allow">Zulassen</a></div></div><script src="/typo3temp/assets/compressed/merged-0c6d2a9be81f4b37a5e6d9c0f1a2b3c4-min.js?1743410212"></script>
</body></html>`;
  const seminarDates = sem.dates.map((d) => `<li><time datetime="${d.replace(/\D+/g, '-')}">${d}</time>, ${sem.time} Uhr</li>`).join('');
  const products = [
    ['Probierpaket 6 × 0,5 l (je eine Flasche jeder Sorte)', sh.packPrice, 'probierpaket'],
    [`${b.gf.name} 6 × 0,33 l`, sh.gfSix, 'glutenfrei-6er'],
    ['Steingut-Growler 2 l (leer)', gr.empty, 'growler-leer'],
  ]
    .map(
      ([name, price, slug]) =>
        `<div class="col-md-4 cart-product"><a href="/shop/produkt/${slug}"><img src="${files}/shop/${slug}.jpg" alt="${name}" loading="lazy"></a><h3 class="cart-product-title"><a href="/shop/produkt/${slug}">${name}</a></h3><p class="cart-product-price"><span class="price">${price}</span><span class="price-info">inkl. MwSt., zzgl. Versand</span></p><form action="/shop?tx_cart_cart%5Baction%5D=add" method="post"><input type="hidden" name="tx_cart_cart[product]" value="${slug}"><button class="btn btn-primary" type="submit">In den Warenkorb</button></form></div>`,
    )
    .join('');
  const tapList = `${b.hell.name}, ${b.keller.name} und ${b.rauch.name}`;
  const faqs = Object.entries({
    'Dürfen Hunde mit?':
      'Im Biergarten sind gut erzogene Hunde an der Leine herzlich willkommen, eine Wasserschale steht am Ausschank. Ins Bräustüberl und zu den Führungen dürfen Hunde leider nicht mit (Hygienevorschriften im Sudhaus); Assistenzhunde natürlich ausgenommen.',
    'Darf ich im Biergarten meine eigene Brotzeit mitbringen?':
      'Ja, ganz nach alter Biergartentradition: An den Tischen ohne Tischdecke dürfen Sie Ihre eigene Brotzeit auspacken. Getränke kaufen Sie bitte bei uns. Im Bräustüberl und auf der überdachten Terrasse gilt das nicht.',
    'Gibt es etwas für Kinder?': `Im Biergarten gibt es einen Spielplatz mit Sandkasten, Schaukeln und Rutsche in Sichtweite der Tische. Auf der Karte steht ein Kinderteller (Wiener Würstchen mit Pommes, ${fd.kids}), Hochstühle haben wir im Bräustüberl und im Biergarten.`,
    'Kann ich einen Tisch reservieren?': `Im Bräustüberl reservieren wir Tische ab ${f.reservations.min} Personen, und zwar nur telefonisch unter ${f.phone}. Reservierte Tische halten wir ${f.reservations.hold} Minuten frei. Der runde Stammtisch neben dem Kachelofen wird nicht reserviert: Er gehört jeden ${f.stammtisch.day} ab ${f.stammtisch.time} Uhr unserem offenen Stammtisch, zu dem jeder dazukommen darf. Im Biergarten gibt es keine Reservierungen – wer zuerst kommt, sitzt zuerst.`,
    'Kann ich mit Karte zahlen?': `Im Bräustüberl und im Biergarten nehmen wir girocard, Visa und Mastercard ab ${f.cardMin} € Rechnungsbetrag; kleinere Beträge bitte bar. Im Onlineshop zahlen Sie per PayPal, Kreditkarte oder Vorkasse.`,
    'Gibt es glutenfreies Bier?': `Ja: unser ${b.gf.name} (${b.gf.abv}) wird aus Gerstenmalz gebraut und enzymatisch auf unter 20 mg Gluten pro Kilogramm reduziert. Es gibt es nur in der 0,33-l-Flasche (${b.gf.bottle}), im Bräustüberl wie im Shop. Alle anderen Biere enthalten Gluten (Gerste, beim ${b.weizen.name} auch Weizen).`,
    'Verschickt ihr Bier auch ins Ausland?':
      'Leider nein. Wegen der Alkoholsteuer versenden wir nur innerhalb Deutschlands. Gutscheine als PDF können Sie natürlich überallhin verschenken.',
    'Wie lange sind Gutscheine gültig?': 'Unsere Gutscheine sind drei Jahre gültig, gerechnet ab dem Ende des Jahres, in dem sie gekauft wurden.',
  });

  const kellerHalbe = 'Servus! Was kostet bei euch a Halbe vom Kellerbier?';
  const fiftieth = 'Ich plane meinen 50. Geburtstag mit ca. 45 Gästen an einem Samstag im November. Welcher Raum würde passen und was kostet die Miete?';

  const pages: BenchSite['pages'] = {
    '/': page(
      'Brauerei, Bräustüberl &amp; Biergarten',
      '/',
      [
        block(
          'jumbotron',
        )`<div class="jumbotron"><div class="jumbotron-content"><h1 class="element-header">Fränkisches Bier aus ${f.town} – seit ${f.founded}</h1><p class="lead">Frisch gezapft im Bräustüberl, unter Kastanien im Biergarten und zum Mitnehmen im Growler. Nur ${f.transit.fromBamberg} Minuten mit der S-Bahn ab Bamberg.</p><p><a href="/brauereifuehrungen" class="btn btn-primary">Führung buchen</a></p></div></div>`,
        cards(
          `<h3>Bräustüberl &amp; Biergarten</h3><p>${tr.seats} Plätze in der Gaststube, ${g.seats} Plätze unter Kastanien. Der Biergarten öffnet am ${g.from}!</p><a href="/bierstueberl-biergarten">Öffnungszeiten &amp; Brotzeitkarte</a>`,
          `<h3>Brauereiführungen</h3><p>Samstags um ${t.satTimes.join(' und ')} Uhr: ${t.duration} Minuten durch Sudhaus, Gärkeller und Lagerkeller, danach Verkostung. ${t.price} pro Person.</p><a href="/brauereifuehrungen">Termine &amp; Tastings</a>`,
          `<h3>Feiern bei uns</h3><p>Geburtstag, Firmenfeier oder Hochzeit: im ${ev.hall.name} oder im ${ev.cellar.name}.</p><a href="/feiern">Räume &amp; Preise</a>`,
        ),
        text`<h2>Aktuelles</h2><p><strong>Biergarten-Saison 2027:</strong> vom ${g.from} bis ${g.to}, bei schönem Wetter täglich ab ${g.open} Uhr.</p><p><strong>Nächstes Bier-Tasting mit unserer Braumeisterin:</strong> ${sem.dates[0]}, ${sem.time} Uhr – <a href="/brauereifuehrungen">jetzt Plätze sichern</a>.</p>`,
      ],
      breweryLd,
    ),
    '/unsere-biere': page('Unsere Biere', '/unsere-biere', [
      text`<h2>Unsere Biere</h2><p>Gebraut wird nach wie vor im Kupfersudhaus von 1952, mit Malz aus Bamberg und Hopfen aus der Hersbrucker Gegend. Unsere Braumeisterin ${team.brewmaster.name} braut vier Biere das ganze Jahr und zwei Saisonbiere.</p>`,
      table(
        'Vom Fass im Bräustüberl und im Biergarten',
        ['Bier', 'Sorte', 'Alkohol', '0,3 l', '0,5 l'],
        [
          [b.hell.name, 'Helles Lagerbier, mild und süffig', `${b.hell.abv} vol.`, b.hell.small, b.hell.large],
          [b.keller.name, 'Ungefiltert, naturtrüb, vom Holzfass', `${b.keller.abv} vol.`, b.keller.small, b.keller.large],
          [b.rauch.name, 'Bamberger Rauchbier mit Buchenrauchmalz', `${b.rauch.abv} vol.`, b.rauch.small, b.rauch.large],
          [b.weizen.name, 'Obergärig, mit Weizenmalz', `${b.weizen.abv} vol.`, '–', b.weizen.large],
          [`${b.bock.name} (saisonal)`, `Dunkler Bock, nur ${b.bock.season}`, `${b.bock.abv} vol.`, b.bock.small, '–'],
          [b.af.name, 'Alkoholfrei, isotonisch', `${b.af.abv} vol.`, b.af.small, b.af.large],
        ],
        'Preise inkl. MwSt. Das Weißbier schenken wir nur im halben Liter aus, den Bock nur im 0,3-l-Seidla.',
      ),
      text`<h2>Glutenreduziert aus der Flasche</h2><p><strong>${b.gf.name}</strong>, ${b.gf.abv} vol., 0,33-l-Flasche ${b.gf.bottle}. Gluten unter 20 mg/kg, damit nach EU-Recht als „glutenfrei“ gekennzeichnet.</p><p><strong>Allergene:</strong> Alle Biere enthalten Gerstenmalz, das ${b.weizen.name} zusätzlich Weizenmalz. Eine Allergenkarte für die Speisen liegt im Bräustüberl aus.</p>`,
      textpic(
        'growler-steingut',
        'Steingut-Growler mit Hirsch-Logo',
      )`<h2>Growler: frisches Bier zum Mitnehmen</h2><p>Am Ausschank füllen wir ${tapList} direkt aus dem Tank in den Growler, mit CO₂-Vorspannung, damit das Bier zwei Wochen frisch bleibt.</p><ul><li>Füllung 1 Liter: ${gr.oneL}</li><li>Füllung 2 Liter: ${gr.twoL}</li><li>Steingut-Growler 2 l mit Bügelverschluss, inklusive erster Füllung: ${gr.jug}</li></ul><p>Ihren eigenen Growler füllen wir gern, wenn er sauber ist und einen Bügel- oder Schraubverschluss hat.</p>`,
    ]),
    '/bierstueberl-biergarten': page('Bräustüberl &amp; Biergarten', '/bierstueberl-biergarten', [
      text`<h2>Bräustüberl &amp; Biergarten</h2><p>In der holzgetäfelten Gaststube mit Kachelofen haben ${tr.seats} Gäste Platz, im Biergarten unter alten Kastanien ${g.seats}.</p>`,
      table('Öffnungszeiten', ['Tag', 'Bräustüberl', 'Küche'], hoursRows, 'Brotzeit vom Brett gibt es, solange das Bräustüberl offen hat.'),
      text`<h2>Biergarten</h2><p>Saison vom ${g.from} bis ${g.to}, bei schönem Wetter täglich ab ${g.open} Uhr, auch montags und dienstags (dann mit Selbstbedienung am Ausschank und kleiner Brotzeitkarte). Bei Regen bleibt der Biergarten zu.</p><p>Spielplatz mit Sandkasten und Rutsche, Hunde an der Leine willkommen. Die eigene Brotzeit darf mitgebracht werden.</p>`,
      table(
        'Brotzeit &amp; Warmes',
        ['Gericht', 'Preis'],
        [
          ['Obatzda mit Zwiebeln und Brezel', fd.obatzda],
          ['Brotzeitbrett für 2 Personen (Pressack, Bierbeißer, Schinken, Käse, Bauernbrot)', fd.brett],
          ['3 Bratwürste mit Sauerkraut und Brot', fd.bratwurst],
          ['Fränkisches Schäufele mit Kloß und Wirsing – nur sonntags', fd.schaeufele],
          ['Käsespätzle mit Röstzwiebeln (vegetarisch)', fd.spaetzle],
          ['Kinderteller: Wiener Würstchen mit Pommes', fd.kids],
        ],
      ),
      text`<h2>Reservieren &amp; Stammtisch</h2><p>Tischreservierungen im Bräustüberl ab ${f.reservations.min} Personen, nur telefonisch unter <a href="tel:${tel(f.phone)}">${f.phone}</a>. Wir halten reservierte Tische ${f.reservations.hold} Minuten frei. Im Biergarten wird nicht reserviert.</p><p>Offener Stammtisch: jeden ${f.stammtisch.day} ab ${f.stammtisch.time} Uhr am runden Tisch mit der Glocke. Neue Gesichter sind ausdrücklich erwünscht!</p>`,
      text`<h2>Zahlung &amp; Ruhezeiten</h2><p>Kartenzahlung ab ${f.cardMin} €, darunter nur bar.</p><p>${holiday} An Heiligabend haben wir geschlossen.</p>`,
    ]),
    '/brauereifuehrungen': page('Führungen &amp; Tastings', '/brauereifuehrungen', [
      text`<h2>Brauereiführung mit Verkostung</h2><p>Rund ${t.duration} Minuten mit unseren Brauern durch Schrotmühle, Sudhaus, Gärkeller und den alten Felsenkeller. Anschließend verkosten Sie vier unserer Biere im Probierglas, dazu gibt es eine Brezel. Höchstens ${t.max} Personen pro Führung, Treffpunkt im Hof vor dem Sudhaus.</p>`,
      cards(
        `<h3>Öffentliche Führungen</h3><p>Ganzjährig samstags um ${t.satTimes[0]} und ${t.satTimes[1]} Uhr, von Mai bis September zusätzlich jeden ${t.summerDay} um ${t.summerTime} Uhr.</p><p><strong>${t.price}</strong> pro Person inkl. Verkostung</p><p>Kinder ab ${t.kidsFrom} Jahren: ${t.kids} (mit Apfelschorle statt Bier)</p><a href="#buchung">Platz reservieren</a>`,
        `<h3>Gruppenführungen</h3><p>Für ${t.groupMin} bis ${t.groupMax} Personen, Termin nach Vereinbarung – auch montags und dienstags.</p><p><strong>${t.groupPrice}</strong> pro Person inkl. Verkostung</p><a href="mailto:${f.email}">Anfragen</a>`,
        `<h3>Brewery tours in English</h3><p>Englischsprachige Führung jeden ${t.english} um ${t.satTimes[0]} Uhr mit ${team.guide.name}, zum gleichen Preis. Private tours in English for groups on request.</p><a href="#buchung">Book a spot</a>`,
      ),
      text`<h2>Altersgrenze</h2><p>Die Verkostung gibt es ab ${t.minAge} Jahren; bitte bringen Sie einen Ausweis mit. Kinder und Jugendliche ab ${t.kidsFrom} Jahren können die Führung ohne Verkostung zum Kinderpreis mitmachen, jüngere Kinder leider nicht (Sicherheit im Sudhaus).</p>`,
      text`<h2>Bier-Tasting mit der Braumeisterin</h2><p>Ein Abend im ${ev.cellar.name} mit ${team.brewmaster.name}: sechs Biere, darunter Raritäten aus dem Lagerkeller, dazu fränkischer Käse und Bauernbrot. Ab 18 Jahren, höchstens ${sem.max} Plätze, ${sem.price} pro Person.</p><ul>${seminarDates}</ul>`,
      block(
        'form_formframework',
      )`<h2>Führung buchen</h2><a id="buchung"></a><p>Buchungen für öffentliche Führungen online oder telefonisch; bezahlt wird vor Ort.</p><form action="/brauereifuehrungen?tx_form_formframework%5Baction%5D=perform" method="post" id="fuehrung-${uid}"><div class="form-group"><label class="form-label" for="fuehrung-datum">Datum</label><input class="form-control" id="fuehrung-datum" type="date" name="tx_form_formframework[datum]" required></div><div class="form-group"><label class="form-label" for="fuehrung-personen">Personen</label><input class="form-control" id="fuehrung-personen" type="number" min="1" max="${t.max}" name="tx_form_formframework[personen]"></div><div class="actions"><button class="btn btn-primary" type="submit">Verbindlich anfragen</button></div></form>`,
    ]),
    '/feiern': page('Feiern bei uns', '/feiern', [
      text`<h2>Feiern in der Brauerei</h2><p>Ob runder Geburtstag, Weihnachtsfeier oder Hochzeit: Wir haben zwei Räume für private Feiern. Ansprechpartnerin ist ${team.events.name}, erreichbar unter <a href="mailto:${f.email}">${f.email}</a>.</p>`,
      table(
        'Räume &amp; Raummiete',
        ['Raum', 'Plätze', 'Miete Freitag &amp; Samstag', 'Miete Sonntag bis Donnerstag'],
        [
          [`${ev.hall.name} (mit Blick aufs Sudhaus)`, `${ev.hall.seated} sitzend / ${ev.hall.standing} stehend`, ev.hall.weekend, ev.hall.week],
          [`${ev.cellar.name} (Sandsteingewölbe, eigene Schänke)`, `${ev.cellar.seated} sitzend`, ev.cellar.rent, ev.cellar.rent],
        ],
        'Die Raummiete enthält Tische, Bänke, Tischwäsche und Reinigung.',
      ),
      table(
        'Essen &amp; Getränke für Ihre Feier',
        ['Angebot', 'Preis pro Person'],
        [
          ['Fränkisches Buffet (Braten, Schäufele, Klöße, Salate, Dessert)', ev.buffet],
          [`Spanferkel vom Grill mit Beilagen (ab ${ev.spanferkelMin} Personen)`, ev.spanferkel],
          [`Bierpauschale: ${ev.pauschaleHours} Stunden alle Fassbiere und alkoholfreie Getränke`, ev.pauschale],
        ],
      ),
      text`<h2>Gut zu wissen</h2><p>Bei Buchung bitten wir um eine Anzahlung von ${ev.deposit} €, die mit der Schlussrechnung verrechnet wird. Die endgültige Personenzahl brauchen wir eine Woche vorher. Private Feiern enden um ${ev.end} Uhr.</p>`,
    ]),
    '/shop': page('Shop &amp; Gutscheine', '/shop', [
      text`<h2>Onlineshop</h2><p>Unsere Biere in der Flasche, nach Hause geliefert – innerhalb Deutschlands.</p>`,
      block('list')`<div class="tx-cart"><div class="cart-product-list row">${products}</div></div>`,
      text`<h2>Versand</h2><p>Wir versenden nur innerhalb Deutschlands, mit DHL und Altersprüfung (ab 18) bei der Zustellung. Versandkosten ${sh.shipping} pro Paket, ab ${sh.freeFrom} Bestellwert versandkostenfrei. In ein Paket passen höchstens ${sh.maxBottles} Flaschen. Lieferzeit ${sh.days} Werktage.</p><p><strong>Kästen verschicken wir nicht.</strong> Den Kasten ${b.hell.name} (20 × 0,5 l, ${sh.kasten} zzgl. ${sh.pfand} Pfand) und alle anderen Kästen gibt es im Rampenverkauf am Hof: ${rampe}.</p>`,
      text`<h2>Gutscheine</h2><p>Wertgutscheine ab ${f.voucher.min} oder Gutscheine für eine Brauereiführung (${t.price}) – als PDF zum Selbstausdrucken oder im Geschenkumschlag per Post (zzgl. ${f.voucher.postage}). Einlösbar im Bräustüberl, für Führungen und im Rampenverkauf, nicht im Onlineshop.</p>`,
    ]),
    '/ueber-uns': page('Über uns', '/ueber-uns', [
      textpic(
        'familie-sudhaus',
        'Familie im Sudhaus',
      )`<h2>Seit ${f.founded} in Familienhand</h2><p>${f.founded} kaufte der Urgroßvater den Felsenkeller am Ortsrand von ${f.town} und braute dort das erste Lagerbier. Heute führt ${f.team.owner} die Brauerei, seine Tochter ${team.brewmaster.name} ist Braumeisterin (Diplom Weihenstephan). Wir brauen rund 6.000 Hektoliter im Jahr und verkaufen fast alles im Umkreis von 30 Kilometern.</p>`,
      cards(
        `<h3>${f.team.owner}</h3><p>Inhaber, Mälzer und Brauer. Kümmert sich um den Rampenverkauf und den Biergarten.</p>`,
        `<h3>${team.brewmaster.name}</h3><p>Braumeisterin. Verantwortlich für alle Rezepte und die Bier-Tastings.</p>`,
        `<h3>${team.guide.name}</h3><p>Bier-Sommelière und Gästeführerin; führt auch auf Englisch.</p>`,
        `<h3>${team.events.name}</h3><p>Feiern und Gruppen: plant Ihre Veranstaltung von der ersten Anfrage bis zur Rechnung.</p>`,
      ),
    ]),
    '/faq': page('FAQ', '/faq', [accordion(faqs)]),
    '/anfahrt-kontakt': page('Anfahrt &amp; Kontakt', '/anfahrt-kontakt', [
      text`<h2>So finden Sie uns</h2><p><strong>${f.brewery}</strong><br>${f.street}<br>${f.postcode} ${f.town}</p><p><strong>Mit der S-Bahn:</strong> S1 Nürnberg–Bamberg bis Haltestelle ${f.transit.station} (ab Bamberg Hbf ${f.transit.fromBamberg} Minuten), dann ${f.transit.walk} Minuten zu Fuß, ausgeschildert.</p><p><strong>Mit dem Auto:</strong> A73, Ausfahrt ${f.town}. ${f.transit.parking} kostenlose Parkplätze direkt an der Brauerei.</p><p><strong>Mit dem Rad:</strong> direkt am Regnitz-Radweg, Fahrradständer im Hof.</p>`,
      block(
        'html',
      )`<div class="embed-responsive"><iframe data-cookieconsent="statistics" data-src="https://www.google.com/maps/embed?pb=${encodeURIComponent(`${f.street}, ${f.postcode} ${f.town}`)}" title="Karte" width="100%" height="380" loading="lazy"></iframe></div>`,
      block(
        'form_formframework',
      )`<h2>Kontakt</h2><p>Telefon <a href="tel:${tel(f.phone)}">${f.phone}</a> (während der Öffnungszeiten des Bräustüberls) · E-Mail <a href="mailto:${f.email}">${f.email}</a></p><form data-powermail-validate="data-powermail-validate" action="/anfahrt-kontakt?tx_powermail_pi1%5Baction%5D=create" method="post" class="powermail_form powermail_form_3" id="powermail_form_3"><fieldset class="powermail_fieldset"><div class="powermail_fieldwrap powermail_fieldwrap_type_input"><label for="powermail_field_name" class="powermail_label">Name</label><input required="required" class="powermail_input form-control" id="powermail_field_name" type="text" name="tx_powermail_pi1[field][name]"></div><div class="powermail_fieldwrap powermail_fieldwrap_type_input"><label for="powermail_field_email" class="powermail_label">E-Mail</label><input required="required" class="powermail_input form-control" id="powermail_field_email" type="email" name="tx_powermail_pi1[field][email]"></div><div class="powermail_fieldwrap powermail_fieldwrap_type_textarea"><label for="powermail_field_nachricht" class="powermail_label">Nachricht</label><textarea rows="5" class="powermail_textarea form-control" id="powermail_field_nachricht" name="tx_powermail_pi1[field][nachricht]"></textarea></div><div class="powermail_fieldwrap powermail_fieldwrap_type_submit"><input class="btn btn-primary powermail_submit" type="submit" value="Absenden"></div></fieldset></form>`,
    ]),
    '/impressum': page('Impressum', '/impressum', [
      text`<h2>Impressum</h2><p>${f.legal}<br>${f.street}, ${f.postcode} ${f.town}<br>Registergericht: Amtsgericht Bamberg, ${f.register}<br>Persönlich haftende Gesellschafterin: ${f.team.owner.split(' ').pop()} Verwaltungs GmbH, vertreten durch ${f.team.owner}<br>Telefon ${f.phone} · ${f.email}</p><p>Verantwortlich für den Inhalt nach § 18 Abs. 2 MStV: ${f.team.owner}, Anschrift wie oben.</p>`,
    ]),
  };

  return {
    name: 'brewery (de-DE)',
    pages,
    questions: [
      ...[
        priced(kellerHalbe, [b.keller.large]),
        { kind: 'follow-up', ask: 'und wie stark is des?', after: [kellerHalbe], expect: [b.keller.abv] },
        {
          kind: 'hours',
          ask: 'Wir kommen am Sonntag nach ner Radtour so gegen halb acht abends vorbei. Gibts dann noch was Warmes zu essen?',
          expect: [k.sunClose],
        },
        { kind: 'age', ask: 'Mein Sohn ist 15 – darf er bei der Brauereiführung mit Verkostung mitmachen?', expect: [`${t.minAge} Jahren`, t.kids] },
        {
          kind: 'arithmetic',
          ask: 'Wir sind 4 Erwachsene und 2 Kinder (9 und 12) und wollen samstags zur Führung. Was kostet das für uns zusammen?',
          expect: [t.price, t.kids],
        },
        {
          kind: 'booking',
          ask: 'Wir sind zu fünft und wollen am Samstagabend im Bräustüberl essen. Kann man bei euch reservieren?',
          expect: [`${f.reservations.min} Personen`],
        },
        priced(fiftieth, [ev.hall.name, ev.hall.weekend], [ev.hall.week]),
        {
          kind: 'follow-up',
          ask: 'Und wenn wir das fränkische Buffet und die Bierpauschale dazunehmen – was kostet das pro Person?',
          after: [fiftieth],
          expect: [ev.buffet, ev.pauschale],
        },
        priced('Kann ich meinen eigenen 2-Liter-Growler bei euch auffüllen lassen? Was kostet eine Füllung?', [gr.twoL], [gr.jug]),
        {
          kind: 'arithmetic',
          ask: 'Ich möchte meinem Papa 3 Probierpakete nach Hamburg schicken. Kommen da noch Versandkosten dazu?',
          expect: [sh.packPrice, sh.freeFrom],
        },
        {
          kind: 'product',
          ask: 'Kann man bei euch auch nen ganzen Kasten Hell online bestellen? Sonst hol ich ihn am Samstag ab – bis wann geht das?',
          expect: [sh.rampe.satClose],
        },
        { kind: 'hours', ask: 'Hat der Biergarten schon offen? Wir würden gern nächsten Sonntag mit den Kindern kommen.', expect: [g.from] },
        {
          kind: 'location',
          ask: "Wir kommen ohne Auto aus Bamberg. An welcher Haltestelle muss ich aussteigen, und wie weit ist's dann zu Fuß?",
          expect: [f.transit.station, `${f.transit.walk} Minuten`],
        },
        ...unanswerable('Gibt es auf eurem Parkplatz eine Ladesäule für E-Autos?', 'Verkauft ihr auch Malz oder Hopfen an Hobbybrauer?'),
      ].map(de),
      { kind: 'person', ask: 'Do you do brewery tours in English? My in-laws from Ohio are visiting in June', expect: [team.guide.first] },
      { kind: 'payment', ask: 'Can I pay for a couple of beers with my Visa card or is it cash only?', expect: [f.cardMin] },
      { kind: 'multi-part', ask: 'How long does the brewery tour take and how many people are in a group?', expect: [t.duration, t.max] },
      { kind: 'product', ask: "We're visiting in April. What's the strongest beer you'll have on tap then?", expect: [b.rauch.name] },
      priced("We're 18 colleagues and would like a private tour on a Tuesday afternoon. Is that possible, and what's the price per person?", [
        bare(t.groupPrice),
      ]),
      ...unanswerable('Is there wifi in the beer garden?'),
      askedIn('it')(priced('Quanto costa mezzo litro di birra affumicata?', [b.rauch.large])),
      ...unanswerable("C'è un'area dove si può parcheggiare il camper e dormire la notte?").map(askedIn('it')),
      askedIn('fr')(priced("Quel est le degré d'alcool de votre bière Bock, et combien coûte un verre ?", [b.bock.abv, b.bock.small])),
      askedIn('es')(priced('Somos un grupo de 25 amigos. ¿Podemos alquilar la bodega abovedada para una cena? ¿Cuánto cuesta?', [ev.cellar.rent])),
      askedIn('pt')(priced('Quanto custa a tábua de petiscos (Brotzeitbrett) para duas pessoas?', [bare(fd.brett)])),
      askedIn('ar')({ kind: 'date', ask: 'نخطط لزيارة في منتصف شهر يناير من العام القادم، هل ستكونون مفتوحين؟', expect: [f.holiday.to.replace('.', '')] }),
      askedIn('he')({ kind: 'product', ask: 'אני לא יכולה לאכול גלוטן. יש לכם בירה בשבילי?', expect: [b.gf.name] }),
      askedIn('zh-Hans')(priced('包场办私人活动需要先付多少定金？', [ev.deposit])),
      ...unanswerable('自分でビールを醸造できる体験コースはありますか？').map(askedIn('ja')),
    ],
  };
}
