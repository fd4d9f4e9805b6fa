import type { BenchQuestion, BenchSite } from '../types';
import { unanswerable } from '../types';
import { jsonLd } from '../unseen/markup';
import { askedIn, phoneLink, slugOf } from '../unseen2/markup';
import type facts from './joinery.facts.json';

/**
 * Unseen: a joinery and bespoke furniture workshop (Schreinerei) in the Dreisam valley near
 * Freiburg, a Jimdo Creator site in German (`lang="de-DE"`, paths with a trailing slash, the imprint
 * at /about/ as Jimdo puts it): the `jimdoData` script and the long `j-m-…-styles` body class, the
 * nested navigation (`cc-nav-level-0` / `cc-nav-level-1`, Leistungen with sub-items), every block a
 * `j-module` inside `cc-matrix-` containers (j-header, j-text, j-textWithImage, j-imageSubtitle,
 * j-hr, j-spacing, j-callToAction), columns as `j-hgrid` with `cc-m-hgrid-column` widths, the price
 * guide as a Jimdo table module (`j-table`, "ab … €" per laufendem Meter in TinyMCE cells, some
 * figures in `<strong>`), the quote process as an ordered list, lead times as a second table, the
 * team in hgrid columns of image-with-caption modules, the showroom hours in the sidebar of every
 * page, the contact form (`j-formnew`), a Google Maps module, the Jimdo cookie notice and footer
 * (Druckversion, Sitemap, Impressum, Datenschutz, Anmelden) and a HomeAndConstructionBusiness JSON-LD
 * pasted into the head of every page. An internal page at /intern/, which robots.txt disallows (the
 * footer links to it as "Mitarbeiter"), holds wages, a supplier discount code and next year's rates
 * that must never be quoted.
 *
 * The facts the pages are written from, as written and mutated, are data in joinery.facts.json. Prices
 * are guide prices including VAT; the measuring visit (Aufmaß) is charged but credited in full
 * when the order is placed; quotes within `rates.offerDays`, valid `rates.valid`; deposit
 * `rates.deposit` % at order, the rest after acceptance. Lead times count from approval of the
 * workshop drawings. The showroom opens on Saturday only by appointment. Today is early June 2027.
 */
export type JoineryFacts = typeof facts.original;

export function joinery(f: JoineryFacts): BenchSite {
  const { team, rates: rt, prices: pr, lead, hours: hr, internal: ix } = f;
  const de = askedIn('de');
  const tel = phoneLink('49');
  const site = `https://www.${f.domain}.example`;
  const websiteId = `s7c2e${f.plz}a9f1`;
  const img = (name: string) =>
    `https://image.jimcdn.example/app/cms/image/transf/dimension=640x10000:format=jpg/path/${websiteId}/image/i${slugOf(name).replace(/-/g, '')}/version/1685${f.plz}/${slugOf(name).replace(/^-|-$/g, '')}.jpg`;
  let seq = 9_741_203_118 + Number(f.plz);
  const mid = () => (seq += 7_213);
  /** A Jimdo module: its id, its type class and the content the editor wrote into it. */
  const mod = (type: string, inner: string) => `<div id="cc-m-${mid()}" class="j-module n j-${type} ">${inner}</div>`;
  const matrix = (...modules: string[]) => `<div id="cc-matrix-${mid()}">${modules.join('')}</div>`;
  const header = (text: string, level = 2) => {
    const id = mid();
    return `<div id="cc-m-${id}" class="j-module n j-header "><h${level} class="" id="cc-m-header-${id}">${text}</h${level}></div>`;
  };
  const text = (html: string) => mod('text', html);
  const rule = () => mod('hr', '<hr/>');
  const spacer = (px: number) => mod('spacing', `<div class="cc-m-spacer" style="height: ${px}px;"></div>`);
  const cta = (href: string, label: string) =>
    mod(
      'callToAction',
      `<div class="j-calltoaction-wrapper j-calltoaction-align-1"><a class="j-calltoaction-link j-calltoaction-link-style-2" data-action="button" href="${href}" data-title="${label}">${label}</a></div>`,
    );
  const figure = (name: string, caption: string) =>
    mod(
      'imageSubtitle',
      `<figure class="cc-imagewrapper cc-m-image-align-1"><img srcset="${img(name)} 320w, ${img(name)} 640w" sizes="(min-width: 640px) 640px, 100vw" id="cc-m-imagesubtitle-image-${mid()}" src="${img(name)}" alt="${name}" class="" data-src-width="1280" data-src-height="853"/></figure><span class="cc-imagewrapper-caption">${caption}</span>`,
    );
  const textWithImage = (name: string, html: string) => {
    const id = mid();
    return `<div id="cc-m-${id}" class="j-module n j-textWithImage "><figure class="cc-imagewrapper cc-m-image-align-3"><img srcset="${img(name)} 320w" sizes="(min-width: 320px) 320px, 100vw" id="cc-m-textwithimage-image-${id}" src="${img(name)}" alt="${name}" class=""/></figure><div><div id="cc-m-textwithimage-${id}" data-name="text" data-action="text" class="cc-m-textwithimage-inline-rte">${html}</div></div></div>`;
  };
  const hgrid = (...columns: string[][]) =>
    mod(
      'hgrid',
      columns
        .map(
          (col, i) =>
            `<div class="cc-m-hgrid-column${i === columns.length - 1 ? ' last' : ''}" style="width: ${Math.floor(100 / columns.length) - 1}%;">${matrix(...col)}</div>${i < columns.length - 1 ? '<div class="cc-m-hgrid-separator" data-display="cms-only"><div></div></div>' : ''}`,
        )
        .join(''),
    );
  /** The Jimdo table module: TinyMCE's table, the first row bold by hand. */
  const table = (rows: string[][]) =>
    mod(
      'table',
      `<div id="cc-m-table-${mid()}"><table cellspacing="0" cellpadding="3" style="border-collapse: collapse; width: 100%;" class="mceEditable"><tbody>${rows
        .map(
          (cells, r) =>
            `<tr>${cells.map((c, i) => `<td style="border-bottom: 1px solid #c8b9a6;${i ? ' text-align: right;' : ''}">${r ? c : `<strong>${c}</strong>`}</td>`).join('')}</tr>`,
        )
        .join('')}</tbody></table></div>`,
    );

  /** The services, each an anchor on /leistungen/ and an item of the Leistungen sub-menu. */
  const services = ['Einbauschränke', 'Küchen', 'Treppen', 'Türen', 'Reparaturen'];
  const anchor = (label: string) => label.toLowerCase().replace(/ä/g, 'ae').replace(/ü/g, 'ue');
  const nav = Object.entries({
    '/': 'Start',
    '/leistungen/': 'Leistungen',
    '/preise/': 'Preise',
    '/ablauf/': 'Ablauf &amp; Lieferzeiten',
    '/team/': 'Team',
    '/kontakt/': 'Kontakt &amp; Showroom',
  }).map(([href, label]): [string, string, [string, string][]] => [
    href,
    label,
    href === '/leistungen/' ? services.map((l) => [`/leistungen/#${anchor(l)}`, l]) : [],
  ]);
  let navId = 2_612_400_000 + Number(f.plz);
  const navigation = (path: string) =>
    `<div data-container="navigation"><div class="j-nav-variant-nested"><ul class="cc-nav-level-0 j-nav-level-0">${nav
      .map(([href, label, children]) => {
        const on = href === path;
        const cls = `jmd-nav__list-item-0${children.length ? ' j-nav-has-children' : ''}${on ? ' cc-nav-current j-nav-current jmd-nav__item--current' : ''}`;
        const sub = children.length
          ? `<span data-navi-toggle="cc-nav-view-${navId}" class="jmd-nav__toggle-button"></span><ul class="cc-nav-level-1 j-nav-level-1">${children
              .map(([h, l]) => `<li id="cc-nav-view-${(navId += 3)}" class="jmd-nav__list-item-1"><a href="${h}" data-link-title="${l}">${l}</a></li>`)
              .join('')}</ul>`
          : '';
        return `<li id="cc-nav-view-${(navId += 7)}" class="${cls}"><a href="${href}"${on ? ' class="cc-nav-current j-nav-current jmd-nav__link--current"' : ''} data-link-title="${label}">${label}</a>${sub}</li>`;
      })
      .join('')}</ul></div></div>`;
  const showroom = `<p><strong>Showroom &amp; Büro</strong><br/>Mo – Do: ${hr.monThu[0]} – ${hr.monThu[1]} und ${hr.monThu[2]} – ${hr.monThu[3]} Uhr<br/>Fr: ${hr.fri[0]} – ${hr.fri[1]} Uhr<br/>Sa: nur nach Vereinbarung, ${hr.sat[0]} – ${hr.sat[1]} Uhr</p>`;
  const sidebar = matrix(
    header('So erreichen Sie uns', 3),
    text(
      `<p>${f.firm}<br/>${f.street}<br/>${f.plz} ${f.town}</p><p>Telefon <a href="tel:${tel(f.phone)}">${f.phone}</a><br/>Fax ${f.fax}<br/><a href="mailto:${f.email}">${f.email}</a></p>`,
    ),
    rule(),
    text(showroom),
  );
  const ld = jsonLd({
    '@context': 'https://schema.org',
    '@type': 'HomeAndConstructionBusiness',
    name: f.firm,
    url: site,
    telephone: tel(f.phone),
    email: f.email,
    address: { '@type': 'PostalAddress', streetAddress: f.street, postalCode: f.plz, addressLocality: f.town, addressCountry: 'DE' },
    openingHoursSpecification: [
      { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday'], opens: hr.monThu[0], closes: hr.monThu[3] },
      { '@type': 'OpeningHoursSpecification', dayOfWeek: 'Friday', opens: hr.fri[0], closes: hr.fri[1] },
    ],
    founder: team.owner.name,
  });
  const styles = [
    'gallery',
    'video',
    'hr',
    'header',
    'text',
    'emotionheader',
    'htmlCode',
    'rss',
    'form',
    'table',
    'textWithImage',
    'downloadDocument',
    'imageSubtitle',
    'googlemaps',
    'hgrid',
    'callToAction',
    'spacing',
    'formnew',
  ];
  let pageId = 2_612_398_100 + Number(f.plz);

  const doc = (title: string, path: string, content: string) => {
    const id = (pageId += 11);
    return `<!DOCTYPE html>
<html lang="de-DE">
<head>
    <meta http-equiv="content-type" content="text/html; charset=UTF-8"/>
    <meta name="viewport" content="width=device-width, initial-scale=1"/>
    <title>${title} - ${f.firm} ${f.town}</title>
    <meta name="description" content="${f.firm} in ${f.town} bei Freiburg: Einbauschränke, Küchen, Treppen und Türen nach Maß aus der eigenen Werkstatt. Reparaturen im Dreisamtal und Breisgau."/>
    <meta name="robots" content="index, follow, archive"/>
    <meta name="generator" content="Jimdo Creator"/>
    <meta property="og:title" content="${title}"/><meta property="og:type" content="website"/><meta property="og:url" content="${site}${path}"/>
    <link rel="canonical" href="${site}${path}"/>
    <link rel="shortcut icon" href="https://u.jimcdn.example/cms/o/${websiteId}/img/favicon.png?t=1685${f.plz}"/>
    <link href="https://u.jimcdn.example/cms/o/${websiteId}/layout/dm_4c8f1b2a/css/layout.css?t=1685${f.plz}" rel="stylesheet" type="text/css" id="jimdo_layout_css"/>
    <script>var jimdoData = {"isTestserver":false,"isLcJimdoCom":false,"isJimdoHelpCenter":false,"isProtectedPage":false,"cdnUrl":"https:\\/\\/assets.jimstatic.example\\/","webPath":"${site}\\/","cmsLanguage":"de_DE","isFreePackage":false,"mobile":false,"isDevkitTemplateUsed":true,"isTemplateResponsive":true,"websiteId":"${websiteId}","pageId":${id},"packageId":2};</script>
    ${ld}
</head>
<body class="body cc-page${path === '/' ? ' cc-page-index' : ''} ${styles.map((s) => `j-m-${s}-styles`).join(' ')} j-footer-styles cc-pagemode-default cc-content-parent" id="page-${id}">
<div id="cc-inner" class="cc-content-parent"><div class="jtpl-main cc-content-parent">
<header class="jtpl-header"><div class="jtpl-logo"><div id="cc-website-logo" class="cc-single-module-element">${mod('imageSubtitle', `<figure class="cc-imagewrapper cc-m-image-align-1"><a href="${site}/" target="_self"><img src="https://image.jimcdn.example/app/cms/image/transf/dimension=320x10000:format=png/path/${websiteId}/image/logo.png" alt="${f.firm}" class=""/></a></figure>`)}</div></div>
<nav class="jtpl-navigation">${navigation(path)}</nav></header>
<div class="jtpl-section cc-content-parent"><div class="jtpl-content content-options cc-content-parent"><div id="content_area" data-container="content"><div id="content_start"></div>
${content}
</div></div>
<aside class="jtpl-sidebar"><div data-container="sidebar">${sidebar}</div></aside></div>
<footer class="jtpl-footer"><div id="contentfooter" data-container="footer"><div class="leftrow"><a rel="nofollow" href="javascript:window.print();"><span class="print-link"></span>Druckversion</a><span class="footer-separator">|</span><a href="/sitemap/">Sitemap</a></div><div class="rightrow"><a href="/about/">Impressum</a><span class="footer-separator">|</span><a href="/datenschutz/">Datenschutz</a><span class="footer-separator">|</span><a href="#" class="cookie-settings">Cookie-Richtlinie</a><span class="footer-separator">|</span><a href="/intern/" rel="nofollow">Mitarbeiter</a><span class="footer-separator">|</span><span class="loggedout"><a rel="nofollow" id="login" href="/login">Anmelden</a></span></div></div></footer>
</div></div>
<div id="cc-cookie-notice" class="cc-cookie-notice" role="dialog" aria-label="Cookie-Hinweis" data-cookie-control><div class="cc-cookie-notice__text"><p>Diese Website verwendet Cookies, die für den technischen Betrieb der Website erforderlich sind und stets gesetzt werden. Andere Cookies, um Inhalte und Anzeigen zu personalisieren und die Zugriffe auf unsere Website zu analysieren, werden nur mit Ihrer Zustimmung gesetzt. <a href="/datenschutz/">Mehr erfahren</a></p></div><div class="cc-cookie-notice__buttons"><button class="cc-cookie-notice__button cc-cookie-notice__button--settings">Einstellungen</button><button class="cc-cookie-notice__button cc-cookie-notice__button--decline">Nur notwendige</button><button class="cc-cookie-notice__button cc-cookie-notice__button--accept">Alle akzeptieren</button></div></div>
<script src="https://assets.jimstatic.example/ckies.js.7d0f1e3b.js"></script><script src="https://assets.jimstatic.example/web.js.9c41a2e8.js" async></script>
</body>
</html>`;
  };

  /** What each service's block on /leistungen/ says: one line a service, in the order of `services`. */
  const serviceTexts =
    `<p>Ob Dachschräge, Nische oder ganze Wand: wir bauen Schränke, die genau passen, mit Schiebe- oder Drehtüren, Innenbeleuchtung und Auszügen nach Wunsch. Korpusse aus Mehrschichtplatte, Fronten in Schichtstoff, Lack oder Massivholz.</p>
<p>Unsere Küchen entstehen komplett in der eigenen Werkstatt. Geplant werden sie von ${team.kitchen.name}; Elektrogeräte und Arbeitsplatten aus Stein besorgen wir über Partner aus der Region.</p>
<p>Neue Treppen aus Eiche, Buche oder Esche und die Renovierung alter Treppen: wir belegen abgelaufene Stufen mit Massivholz, ohne dass die alte Treppe raus muss. Zuständig ist Schreinermeister ${team.stairs.name}.</p>
<p>Innentüren mit passender Zarge und Haustüren aus Massivholz mit Mehrfachverriegelung und gedämmtem Türblatt.</p>
<p>Klemmende Türen, ausgerissene Scharniere, wackelige Stühle, die Kommode von der Oma: wir reparieren Möbel und Holzteile in der Werkstatt oder bei Ihnen vor Ort. Berechnet wird nach Aufwand, siehe <a href="/preise/">Preise</a>.</p>`.split(
      '\n',
    );
  const priceRows = [
    ['Leistung', 'Richtpreis'],
    ['Einbauschrank raumhoch, gerade Front (Schichtstoff oder lackiert)', `ab ${pr.schrank} € / lfm`],
    ['Einbauschrank in der Dachschräge', `ab <strong>${pr.schraege} €</strong> / lfm`],
    ['Garderobe / Flurschrank', `ab ${pr.garderobe} € / lfm`],
    ['Küche mit Schichtstoff- oder Lackfronten', `ab ${pr.kuecheSchicht} € / lfm`],
    ['Küche mit Massivholzfronten (Eiche, Nussbaum)', `ab <strong>${pr.kuecheEiche} €</strong> / lfm`],
    ['Wangentreppe Eiche, gerade, bis 2,80 m Geschosshöhe', `ab ${pr.treppe} € komplett montiert`],
    ['Treppenrenovierung: alte Stufen mit Massivholz belegen', `ab ${pr.stufe} € pro Stufe`],
    ['Innentür mit Zarge, Massivholz oder furniert', `ab ${pr.innentuer} € pro Stück`],
    ['Haustür Massivholz mit Sicherheitsbeschlag', `ab ${pr.haustuer} € pro Stück`],
  ];
  const leadRows = [
    ['Auftrag', 'Lieferzeit'],
    ['Einbauschränke und Garderoben', lead.schrank],
    ['Küchen', lead.kueche],
    ['Treppen', lead.treppe],
    ['Innen- und Haustüren', lead.tuer],
    ['Reparaturen', `Termin meist innerhalb von ${lead.repair}`],
  ];
  const people: [string, string, string][] = [
    [
      team.owner.name,
      `Schreinermeister, Geschäftsführer (Meisterbrief ${team.owner.since})`,
      'Beratung, Entwurf und Angebote. Hat die Werkstatt von seinem Vater übernommen.',
    ],
    [team.stairs.name, `Schreinermeister (seit ${team.stairs.since})`, 'Unser Mann für Treppen und Haustüren, vom Aufmaß bis zur Montage.'],
    [team.kitchen.name, 'Holztechnikerin', 'Plant Ihre Küche und Einbaumöbel am Rechner und zeichnet die Werkpläne.'],
    [team.fitter.name, 'Schreinergeselle, Montage', 'Baut bei Ihnen ein und ist meist auch der, der bei Reparaturen vorbeikommt.'],
  ];

  const doorAsk =
    'Hallo, unsere Haustür klemmt und schließt nicht mehr richtig. Kommen Sie auch für so eine Reparatur raus und was kostet das ungefähr pro Stunde?';
  const kitchenAsk = 'Wir planen eine neue Küche mit Massivholzfronten in Eiche. Mit wie viel müssen wir pro Meter rechnen?';
  const quoteAsk = 'Ist das Angebot bei Ihnen kostenlos? Sie müssen ja vorher ausmessen.';
  const guide = (language: string, ask: string, amount: string, ...reject: string[]): BenchQuestion =>
    askedIn(language)({ kind: 'price', ask, expect: [amount], reject });

  const questions: BenchQuestion[] = [
    guide('de', doorAsk, rt.hour, ix.hour, ix.wage),
    de({
      kind: 'follow-up',
      ask: 'Und was kommt an Fahrtkosten dazu? Wir wohnen in Freiburg-Littenweiler, ca. 12 km von euch.',
      after: [doorAsk],
      expect: [rt.km],
      reject: [ix.km],
    }),
    guide('de', 'Was kostet ungefähr ein Einbauschrank unter der Dachschräge? Die Wand ist ca. 3 m lang.', pr.schraege, pr.schrank),
    guide('de', kitchenAsk, pr.kuecheEiche, pr.kuecheSchicht),
    de({ kind: 'follow-up', ask: 'Und wie lange dauert es, bis die Küche eingebaut ist?', after: [kitchenAsk], expect: [lead.kueche], reject: [lead.schrank] }),
    guide('de', quoteAsk, rt.aufmass),
    ...unanswerable('Bieten Sie eine Finanzierung oder Ratenzahlung an?', 'Macht ihr auch Holzfenster?').map(de),
    de({ kind: 'follow-up', ask: 'wie lange gilt das angebot dann?', after: [quoteAsk], expect: [rt.valid] }),
    de({ kind: 'hours', ask: 'Bis wann hat der Showroom am Freitag offen?', expect: [hr.fri[1]!] }),
    de({ kind: 'hours', ask: 'Kann man sich die Ausstellung auch am Samstag anschauen? Unter der Woche arbeiten wir beide.', expect: [hr.sat[1]!] }),
    de({ kind: 'team', ask: 'Wer ist bei Ihnen für Treppen zuständig?', expect: [team.stairs.name.split(' ')[1]!] }),
    de({ kind: 'team', ask: 'wer plant bei euch die küchen?', expect: [team.kitchen.name.split(' ')[1]!] }),
    ...unanswerable('Do you sell your ex-display kitchens at a discount?'),
    de({ kind: 'legal', ask: 'Wie lautet Ihre USt-IdNr.? Ich brauche sie für unsere Buchhaltung.', expect: [f.vat] }),
    guide('de', 'Wie teuer ist eine gerade Wangentreppe aus Eiche ungefähr?', pr.treppe),
    de({ kind: 'hours', ask: 'Habt ihr im August Betriebsurlaub? Bei uns müsste im Sommer eine Schranktür repariert werden.', expect: [f.holiday.to] }),
    de({ kind: 'policy', ask: 'Wie lange Garantie gebt ihr auf eure Möbel?', expect: [rt.warranty] }),
    de({
      kind: 'duration',
      ask: 'Reparieren Sie auch alte Möbel, z. B. die Kommode meiner Oma? Wie schnell bekomme ich da einen Termin?',
      expect: [lead.repair],
    }),
    ...unanswerable('אתם מייצרים גם רהיטי גן?').map(askedIn('he')),
    de({ kind: 'legal', ask: 'Wer ist der Geschäftsführer und ist er selbst Schreinermeister?', expect: [team.owner.name] }),
    { kind: 'materials', ask: "Which woods do you use? I'd love something local from the Black Forest for built-in shelves.", expect: [f.localWood] },
    { kind: 'contact', ask: "What's your phone number? I'd like to call about a staircase.", expect: [f.phone] },
    askedIn('fr')({ kind: 'payment', ask: 'Faut-il verser un acompte quand on passe commande ?', expect: [rt.deposit] }),
    guide('es', '¿Cuánto cuesta renovar los peldaños de una escalera vieja? Son 14 escalones.', pr.stufe),
    ...unanswerable('日本まで家具を発送してもらえますか？').map(askedIn('ja')),
    guide('it', "Quanto costa al metro un guardaroba a muro per l'ingresso?", pr.garderobe),
    guide('pt', 'Quanto custa uma porta de entrada em madeira maciça?', pr.haustuer),
    askedIn('ar')({ kind: 'hours', ask: 'متى تغلق صالة العرض من الاثنين إلى الخميس؟', expect: [hr.monThu[3]!] }),
    guide('zh-Hans', '一扇室内门（含门框）大概多少钱？', pr.innentuer),
  ];

  const pages: Record<string, string> = {
    '/': doc(
      'Start',
      '/',
      matrix(
        header(`${f.firm} – Möbel und Innenausbau nach Maß`, 1),
        text(
          `<p>Seit ${f.founded} fertigen wir in unserer Werkstatt in ${f.town} Einbauschränke, Küchen, Treppen und Türen nach Maß – für Häuser und Wohnungen in Freiburg, im Dreisamtal und im ganzen Breisgau. Und wenn etwas klemmt oder wackelt, kommen wir auch für Reparaturen vorbei.</p>`,
        ),
        figure('Werkstatt', `Unsere Werkstatt in ${f.town}`),
        hgrid(
          [header('Einbauschränke', 3), text('<p>Dachschrägen, Nischen, raumhohe Schränke: jeder Zentimeter genutzt.</p>')],
          [header('Küchen', 3), text('<p>Massivholz oder lackiert, geplant mit Ihnen, gebaut von uns.</p>')],
          [header('Treppen', 3), text('<p>Wangentreppen, Faltwerktreppen und Treppenrenovierung.</p>')],
        ),
        spacer(20),
        cta('/kontakt/', 'Beratungstermin vereinbaren'),
      ),
    ),
    '/leistungen/': doc(
      'Leistungen',
      '/leistungen/',
      matrix(
        header('Unsere Leistungen', 1),
        ...serviceTexts.map((html, i) => `<a id="${anchor(services[i]!)}"></a>${textWithImage(services[i]!, `<h2>${services[i]}</h2>${html}`)}`),
        rule(),
        text(
          `<h3>Unser Holz</h3><p>Wir arbeiten mit Eiche, Nussbaum, Esche, Buche und Kirsche und besonders gern mit ${f.localWood} aus dem Schwarzwald, die wir von einem Sägewerk aus dem Dreisamtal beziehen. Oberflächen ölen oder lackieren wir in der eigenen Lackierkabine.</p><p>Auf alle Möbel und Einbauten aus unserer Werkstatt geben wir <strong>${rt.warranty} Garantie</strong> auf die Verarbeitung.</p>`,
        ),
      ),
    ),
    '/preise/': doc(
      'Preise',
      '/preise/',
      matrix(
        header('Preise und Richtwerte', 1),
        text(
          '<p>Jedes Möbel ist ein Einzelstück, deshalb gibt es bei uns keinen Katalog. Damit Sie trotzdem wissen, womit Sie rechnen können, hier unsere Richtpreise. Alle Preise inkl. 19 % MwSt., Küchen ohne Elektrogeräte und Arbeitsplatte. lfm = laufender Meter.</p>',
        ),
        table(priceRows),
        spacer(30),
        header('Reparaturen und Kleinaufträge', 2),
        text(
          `<ul><li>Arbeitsstunde: <strong>${rt.hour},00 €</strong> inkl. MwSt., abgerechnet im 15-Minuten-Takt, mindestens eine Stunde</li><li>Fahrtkosten: <strong>${rt.km} €</strong> pro gefahrenem Kilometer ab Werkstatt (Hin- und Rückweg)</li><li>Material nach Verbrauch</li></ul><p>Innerhalb von ${f.town} berechnen wir keine Fahrtkosten.</p>`,
        ),
        cta('/ablauf/', 'So entsteht Ihr Angebot'),
      ),
    ),
    '/ablauf/': doc(
      'Ablauf &amp; Lieferzeiten',
      '/ablauf/',
      matrix(
        header('Vom ersten Gespräch bis zur Montage', 1),
        text(
          `<ol><li><strong>Anfrage:</strong> Rufen Sie uns an oder schreiben Sie uns über das Kontaktformular, gern mit Fotos und ungefähren Maßen.</li><li><strong>Beratung:</strong> im Showroom oder bei Ihnen zu Hause, unverbindlich und kostenlos.</li><li><strong>Aufmaß:</strong> wir messen bei Ihnen vor Ort genau aus. Dafür berechnen wir eine Pauschale von ${rt.aufmass} €, die wir bei Auftragserteilung voll anrechnen.</li><li><strong>Angebot:</strong> Sie erhalten Ihr schriftliches Angebot mit Zeichnung innerhalb von ${rt.offerDays}. Es ist ${rt.valid} gültig.</li><li><strong>Auftrag:</strong> bei Auftragserteilung wird eine Anzahlung von ${rt.deposit} % fällig, der Rest nach Montage und Abnahme, zahlbar innerhalb von 14 Tagen per Überweisung.</li><li><strong>Werkpläne und Fertigung:</strong> nach Ihrer Freigabe der Werkpläne beginnt die Lieferzeit.</li></ol>`,
        ),
        header('Lieferzeiten', 2),
        text('<p>Gerechnet ab Freigabe der Werkpläne (Stand: Juni 2027):</p>'),
        table(leadRows),
      ),
    ),
    '/team/': doc(
      'Team',
      '/team/',
      matrix(
        header('Das sind wir', 1),
        text(`<p>Ein Familienbetrieb in der zweiten Generation, gegründet ${f.founded} in ${f.town}. Wir bilden jedes Jahr aus.</p>`),
        hgrid(...people.slice(0, 2).map(([name, role, bio]) => [figure(name, name), text(`<p><strong>${name}</strong><br/>${role}</p><p>${bio}</p>`)])),
        hgrid(...people.slice(2).map(([name, role, bio]) => [figure(name, name), text(`<p><strong>${name}</strong><br/>${role}</p><p>${bio}</p>`)])),
      ),
    ),
    '/kontakt/': doc(
      'Kontakt &amp; Showroom',
      '/kontakt/',
      matrix(
        header('Kontakt und Showroom', 1),
        text(
          `<p>In unserem Showroom neben der Werkstatt sehen Sie Musterfronten, Holzarten und Beschläge. Unter der Woche können Sie einfach vorbeikommen; <strong>samstags nur mit Termin</strong> zwischen ${hr.sat[0]} und ${hr.sat[1]} Uhr.</p>`,
        ),
        text(
          `<p><strong>Betriebsurlaub:</strong> vom ${f.holiday.from} bis ${f.holiday.to} sind Werkstatt und Showroom geschlossen. Zwischen Weihnachten und Neujahr ebenfalls.</p>`,
        ),
        mod(
          'formnew',
          `<form action="" method="post" class="cc-m-form cc-m-form-layout-1"><div class="cc-m-form-view-element cc-m-form-text"><label for="m${mid()}"><div>Name*</div></label><input type="text" name="name" required/></div><div class="cc-m-form-view-element cc-m-form-email"><label><div>E-Mail*</div></label><input type="email" name="email" required/></div><div class="cc-m-form-view-element cc-m-form-textarea"><label><div>Worum geht es?</div></label><textarea name="nachricht" rows="6"></textarea></div><div class="cc-m-form-view-element cc-m-form-checkbox"><label><input type="checkbox" required/> Ich habe die Datenschutzerklärung zur Kenntnis genommen.</label></div><div class="cc-m-form-submit"><input type="submit" value="Absenden" data-action="submit"/></div><div class="cc-m-form-note">Hinweis: Bitte die mit * gekennzeichneten Felder ausfüllen.</div></form>`,
        ),
        mod(
          'googlemaps',
          `<div class="cc-map-wrapper"><iframe src="https://www.google.example/maps/embed/v1/place?q=${encodeURIComponent(`${f.street}, ${f.plz} ${f.town}`)}" style="width:100%;height:300px;border:0" loading="lazy" title="Karte"></iframe></div>`,
        ),
      ),
    ),
    '/about/': doc(
      'Impressum',
      '/about/',
      matrix(
        header('Impressum', 1),
        text(
          `<p><strong>${f.legal}</strong><br/>${f.street}<br/>${f.plz} ${f.town}</p><p>Telefon: ${f.phone}<br/>Telefax: ${f.fax}<br/>E-Mail: ${f.email}</p><p>Vertreten durch den Geschäftsführer: ${team.owner.name}</p><p>Registergericht: Amtsgericht Freiburg i. Br.<br/>Registernummer: ${f.hrb}</p><p>Umsatzsteuer-Identifikationsnummer gemäß § 27 a Umsatzsteuergesetz: ${f.vat}</p><p>Berufsbezeichnung: Schreinermeister (verliehen in der Bundesrepublik Deutschland)<br/>Zuständige Kammer: Handwerkskammer Freiburg, Bismarckallee 6, 79098 Freiburg<br/>Eingetragen in die Handwerksrolle.</p><p>Berufshaftpflichtversicherung: ${f.insurer}. Geltungsraum: Deutschland.</p><p>Verantwortlich für den Inhalt nach § 18 Abs. 2 MStV: ${team.owner.name}, Anschrift wie oben.</p><p><strong>Verbraucherstreitbeilegung:</strong> Wir sind nicht bereit und nicht verpflichtet, an Streitbeilegungsverfahren vor einer Verbraucherschlichtungsstelle teilzunehmen.</p>`,
        ),
      ),
    ),
    '/intern/': doc(
      'Intern',
      '/intern/',
      matrix(
        header('Interner Bereich', 1),
        text(
          `<p><strong>Nur für Mitarbeiter – nicht an Kunden weitergeben!</strong></p><ul><li>Gesellenlohn ab Juli: ${ix.wage} brutto pro Stunde.</li><li>Plattenmaterial und Kanten bei ${ix.supplier}, Rabattcode ${ix.code} bei Online-Bestellung.</li><li>Neue Sätze ab ${ix.effective}: Arbeitsstunde ${ix.hour},00 €, Fahrtkosten ${ix.km} € pro km. Bis dahin die alten Sätze anbieten.</li></ul>`,
        ),
      ),
    ),
  };
  return { name: 'joinery workshop (de-DE)', questions, disallow: ['/intern/'], pages };
}
