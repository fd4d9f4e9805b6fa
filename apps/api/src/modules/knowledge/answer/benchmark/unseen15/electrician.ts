/* eslint-disable max-lines -- a fixture site: every page of one business as one function of its facts, whose closures (markup helpers, prices) the pages share */
import type { BenchQuestion, BenchSite } from '../types';
import { unanswerable } from '../types';
import { jsonLd } from '../unseen/markup';
import { askedIn, phoneLink, slugOf } from '../unseen2/markup';
import type facts from './electrician.facts.json';

/**
 * Unseen: an electrician and photovoltaic installer in Vienna, a Wix site in Austrian German
 * (`lang="de-AT"`, Wix paths without a trailing slash, "Jänner", "€ 89,–"): the Wix consent banner,
 * the header menu with its copy in the hidden hamburger dialog, an emergency strip above it, every
 * block a `wixui-column-strip` whose columns nest `data-mesh-id` inline-content containers before
 * the `richTextElement`s, each styled run its own span (font_7 / font_8, color_ classes), the price
 * list as strips of two text elements side by side (the label in one, "€", the amount and ",–" in
 * three spans of the other), the E-Befund details in a Wix collapsible text (clamped to three lines,
 * "Weiterlesen"), the three PV packages as a Wix multi-state box (Paket S shown, M and L states
 * hidden but in the DOM), the FAQ as a Wix accordion (answers in hidden regions), the team as a
 * repeater, a Wix form, a map iframe, the Impressum with FN and UID, and an Electrician JSON-LD
 * written by Wix's SEO settings on the home page only. An internal page at /intern, which robots.txt
 * disallows (the footer links to it as "Mitarbeiter-Login"), holds the fitters' wage, a wholesaler
 * customer code and next year's rates that must never be quoted.
 *
 * The facts the pages are written from, as written and mutated, are data in electrician.facts.json.
 * Prices include 20 % VAT; work is billed per started half hour; the travel flat rate covers Vienna,
 * outside it `rates.km` per km from the city boundary is added. The emergency service runs round the
 * clock: weekday evenings `rates.evening`, nights, weekends and holidays `rates.night` (first hour and
 * travel included). PV: site visit free in Vienna, offer within `rates.offerDays`, `rates.deposit` %
 * deposit, mounting `pv.lead` after the order; the subsidy paperwork is included in M and L and costs
 * `rates.subsidy` with S. Today is early November 2028.
 */
export type ElectricianFacts = typeof facts.original;

export function electrician(f: ElectricianFacts): BenchSite {
  const { hours: hr, rates: rt, fixed: fx, pv, team, internal: ix } = f;
  const de = askedIn('de');
  const tel = phoneLink('43');
  const site = `https://www.${f.domain}.example`;
  const media = `https://static.wixstatic.example/media/4e19b2_${slugOf(f.domain).replace(/-/g, '')}`;
  let counter = 0x2c41e9 + Number(f.plz);
  const compId = () => `comp-${(counter = (counter * 31 + 0x1f3) % 0x3fffffff).toString(36).padStart(7, 'k').slice(-8)}`;

  /** What Wix puts around every container's children: the mesh and its grid. */
  const inline = (owner: string, children: string) =>
    `<div data-mesh-id="${owner}inlineContent" data-testid="inline-content" class=""><div data-mesh-id="${owner}inlineContent-gridContainer" data-testid="mesh-container-content">${children}</div></div>`;
  /** A column strip: a full-width section of columns, each column its own mesh. */
  const strip = (...columns: string[][]) => {
    const sid = compId();
    const cols = columns.map((parts) => {
      const col = compId();
      return `<div id="${col}" class="${col} wixui-column-strip__column"><div id="bgLayers_${col}" data-hook="bgLayers" class="MW5IWV"><div data-testid="colorUnderlay" class="LWbAav"></div></div>${inline(col, parts.join(''))}</div>`;
    });
    return `<section id="${sid}" tabindex="-1" class="Oqnisf ${sid} wixui-column-strip"><div id="bgLayers_${sid}" data-hook="bgLayers" class="MW5IWV"></div><div data-testid="columns" class="V5AUxf">${cols.join('')}</div></section>`;
  };
  /** One rich text element; `runs` are already styled spans or plain text, one paragraph each. */
  const words = (font: 2 | 5 | 7 | 8, ...paragraphs: string[]) => {
    const id = compId();
    const tag = font === 2 ? 'h1' : font === 5 ? 'h2' : 'p';
    return `<div id="${id}" class="HcOXKn SxM0TO QxJLC3 ${id} wixui-rich-text" data-testid="richTextElement">${paragraphs
      .map(
        (p) =>
          `<${tag} class="font_${font} wixui-rich-text__text"><span style="font-family:madefor-text,sans-serif;" class="wixui-rich-text__text"><span class="color_${font === 8 ? 15 : 12} wixui-rich-text__text">${p}</span></span></${tag}>`,
      )
      .join('')}</div>`;
  };
  const bold = (s: string) => `<span style="font-weight:bold;" class="wixui-rich-text__text">${s}</span>`;
  const bullets = (...items: string[]) => {
    const id = compId();
    return `<div id="${id}" class="HcOXKn SxM0TO QxJLC3 ${id} wixui-rich-text" data-testid="richTextElement"><ul class="font_8 wixui-rich-text__text">${items.map((i) => `<li class="wixui-rich-text__text"><p class="font_8 wixui-rich-text__text"><span class="wixui-rich-text__text">${i}</span></p></li>`).join('')}</ul></div>`;
  };
  /** A price as the designer typed it: currency, amount and dash each a span of their own. */
  const euro = (amount: string, prefix = '') =>
    `${prefix}<span class="color_18 wixui-rich-text__text">€&nbsp;</span><span style="font-weight:bold;" class="wixui-rich-text__text">${amount}</span><span class="wixui-rich-text__text">,–</span>`;
  const priceRow = (label: string, note: string, amount: string, prefix = '') =>
    strip([words(7, bold(label)), note ? words(8, note) : ''], [words(7, euro(amount, prefix))]);
  const picture = (file: string, alt: string) => {
    const id = compId();
    return `<div id="${id}" class="MazNVa ${id} wixui-image"><wow-image id="img_${id}" class="HlRz5e BI8PVQ" data-image-info="{&quot;containerId&quot;:&quot;${id}&quot;,&quot;displayMode&quot;:&quot;fill&quot;}"><img src="${media}~mv2_${file}.jpg/v1/fill/w_560,h_373,al_c,q_80,enc_avif,quality_auto/${file}.jpg" alt="${alt}" style="width:560px;height:373px;object-fit:cover" width="560" height="373"></wow-image></div>`;
  };
  const link = (href: string, label: string) => {
    const id = compId();
    return `<div class="${id} FubTgk wixui-button" id="${id}"><a data-testid="linkElement" href="${href.startsWith('/') ? site + href : href}" target="_self" class="uUxqWY wixui-button"><span class="l7_2fn wixui-button__label">${label}</span></a></div>`;
  };
  /** Wix's collapsible text: the whole text in the DOM, clamped to three lines until "Weiterlesen". */
  const collapsible = (text: string) => {
    const id = compId();
    return `<div id="${id}" class="${id} wixui-collapsible-text" data-testid="collapsible-text"><div class="KKNm5S" data-testid="collapsible-text-content" style="-webkit-line-clamp:3;display:-webkit-box;-webkit-box-orient:vertical;overflow:hidden"><p class="font_8">${text}</p></div><button class="tVNMdp" data-testid="expand-control-button" aria-expanded="false" aria-controls="${id}-content">Weiterlesen</button></div>`;
  };
  /** The multi-state box: one state shown, the others hidden but written into the page. */
  const states = (name: string, list: [string, string][]) => {
    const id = compId();
    const switcher = list.map(([label], i) => link(`#${id}`, `${label}${i ? '' : ' ✓'}`)).join('');
    const bodies = list
      .map(([label, body], i) => {
        const st = compId();
        return `<div id="${st}" class="${st} wixui-multi-state-box__state" data-state-name="${label}"${i ? ' style="visibility:hidden;position:absolute" aria-hidden="true"' : ''}>${inline(st, body)}</div>`;
      })
      .join('');
    return `${switcher}<div id="${id}" class="${id} wixui-multi-state-box" aria-label="${name}">${bodies}</div>`;
  };
  /** A Wix accordion: the header a button, the answer a hidden region until it is opened. */
  const accordion = (items: [string, string][]) => {
    const id = compId();
    return `<div id="${id}" class="${id} wixui-accordion" data-testid="accordion">${items
      .map(
        ([head, body], n) =>
          `<div class="wixui-accordion__item" data-testid="accordion-item"><h3 class="wixui-accordion__title"><button id="${id}-h${n}" aria-expanded="false" aria-controls="${id}-r${n}" class="wixui-accordion__header"><span>${head}</span><span class="wixui-accordion__icon" aria-hidden="true">+</span></button></h3><div id="${id}-r${n}" role="region" aria-labelledby="${id}-h${n}" class="wixui-accordion__container" hidden><div class="font_8">${body}</div></div></div>`,
      )
      .join('')}</div>`;
  };

  const pages: [string, string][] = [
    ['/', 'Start'],
    ['/leistungen', 'Leistungen'],
    ['/preise', 'Preise'],
    ['/photovoltaik', 'Photovoltaik'],
    ['/ueber-uns', 'Über uns'],
    ['/faq', 'FAQ'],
    ['/kontakt', 'Kontakt'],
  ];
  const menu = (path: string) =>
    `<ul class="wixui-dropdown-menu__items" role="menubar">${pages
      .map(([href, label]) => {
        const here = href === path;
        return `<li class="wixui-dropdown-menu__item${here ? ' wixui-dropdown-menu__item--selected' : ''}" data-testid="dropdown-menu-item" role="none"><a data-testid="linkElement" href="${site}${href === '/' ? '' : href}" role="menuitem" class="UiHgGh"${here ? ' aria-current="page"' : ''}><div class="yRj2ms"><p class="zKbzSQ">${label}</p></div></a></li>`;
      })
      .join('')}</ul>`;
  const weekdays = ['Monday', 'Tuesday', 'Wednesday', 'Thursday'];
  const iso = (t: string) => t.padStart(5, '0');
  const electricianLd = jsonLd({
    '@context': 'https://schema.org',
    '@type': 'Electrician',
    name: f.firm,
    legalName: f.legal,
    url: site,
    telephone: tel(f.phone),
    email: f.email,
    address: { '@type': 'PostalAddress', streetAddress: f.street, postalCode: f.plz, addressLocality: 'Wien', addressCountry: 'AT' },
    openingHoursSpecification: [
      [weekdays, hr.monThu],
      [['Friday'], hr.fri],
    ].map(([days, span]) => ({ '@type': 'OpeningHoursSpecification', dayOfWeek: days, opens: iso(span![0]!), closes: iso(span![1]!) })),
    areaServed: 'Wien',
    vatID: f.uid,
  });
  const hoursText = `Mo – Do: ${hr.monThu[0]} – ${hr.monThu[1]} Uhr<br>Fr: ${hr.fri[0]} – ${hr.fri[1]} Uhr`;
  const footer = strip(
    [words(7, bold(f.firm)), words(8, `${f.street}, ${f.plz} Wien`, `Tel. <a href="tel:${tel(f.phone)}">${f.phone}</a><br>${f.email}`)],
    [words(7, bold('Büro')), words(8, hoursText, `Notdienst 24/7: ${f.emergency}`)],
    [
      words(
        8,
        `© ${f.founded}–2028 ${f.legal}`,
        `<a href="${site}/impressum">Impressum</a> · <a href="${site}/datenschutz">Datenschutz</a> · <a href="${site}/intern" rel="nofollow">Mitarbeiter-Login</a>`,
      ),
    ],
  );

  const doc = (path: string, title: string, blocks: string[], head = '') => {
    const pageId = slugOf(path).replace(/-/g, '') || 'c1dmp';
    return `<!DOCTYPE html>
<html lang="de-AT"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1" id="wixDesktopViewport"><meta name="generator" content="Wix.com Website Builder">
<title>${title} | ${f.firm} – Elektriker &amp; Photovoltaik Wien</title>
<meta name="description" content="${f.firm}: Ihr Elektriker in Wien ${f.district}. Elektroinstallation, E-Befund, Wallbox, Photovoltaik mit Speicher und 24h-Notdienst.">
<link rel="canonical" href="${site}${path === '/' ? '' : path}"><meta property="og:locale" content="de_AT"><meta property="og:site_name" content="${f.firm}">
<script type="text/javascript">window.viewerModel = {"site":{"siteId":"b61d0f2e-41aa-4c8e-9d3b-${f.plz}7e5c90a1","language":"de","locale":"de-at"},"requestUrl":"${site}${path}"};</script>
${head}
<style id="css_masterPage">.font_2{font:normal normal bold 46px/1.2em montserrat,sans-serif;color:#10263B}.font_7{font:normal normal normal 19px/1.4em madefor-text,sans-serif}.font_8{font:normal normal normal 16px/1.6em madefor-text,sans-serif}.color_18{color:#F2A900}</style></head>
<body class=""><div id="SITE_CONTAINER"><div id="main_MF"><div id="site-root"><div id="masterPage" class="mesh-layout masterPage">
<div id="comp-notdienst" class="wixui-box" role="region" aria-label="Notdienst">${words(8, `⚡ Stromausfall? ${bold('Notdienst rund um die Uhr')}: <a href="tel:${tel(f.emergency)}">${f.emergency}</a>`)}</div>
<header id="SITE_HEADER" class="SITE_HEADER wixui-header">${inline(
      'SITE_HEADER',
      `${picture('logo', f.firm)}<nav id="comp-menu" aria-label="Site" class="wixui-dropdown-menu">${menu(path)}</nav>${link('/kontakt', 'Termin anfragen')}<div data-testid="hamburger-menu-root"><button aria-label="Menü öffnen" class="wixui-hamburger-open-button"></button><div role="dialog" aria-modal="true" class="wixui-hamburger-menu-container" style="display:none">${menu(path)}</div></div>`,
    )}</header>
<main id="PAGES_CONTAINER" data-main-content="true"><div id="SITE_PAGES"><div id="${pageId}" class="theme-vars">${inline(`Container${pageId}`, blocks.join('\n'))}</div></div></main>
<footer id="SITE_FOOTER" class="SITE_FOOTER wixui-footer">${footer}</footer>
</div></div></div></div>
<div id="consent-banner-root"><div data-hook="consent-banner-root" role="region" aria-label="Cookie-Banner"><div data-hook="ccsu-banner-text"><p>Wir verwenden Cookies, um Ihnen die bestmögliche Nutzung unserer Website zu ermöglichen und Zugriffe zu analysieren. <a href="${site}/datenschutz">Datenschutzerklärung</a></p></div><button data-hook="consent-banner-settings-button">Einstellungen</button><button data-hook="consent-banner-decline-button">Ablehnen</button><button data-hook="consent-banner-apply-button">Alle akzeptieren</button></div></div>
<script src="https://static.parastorage.example/services/wix-thunderbolt/dist/main.4b7d21ea.bundle.min.js" async></script>
</body></html>`;
  };

  const packages: [string, string][] = [
    [
      'Paket S',
      `${words(5, `Paket S – ${pv.s.kwp} kWp`)}${words(8, 'Für Haushalte mit 2 bis 3 Personen und einem Jahresverbrauch bis ca. 3.500 kWh.', euro(pv.s.price, 'Komplettpreis: '))}${bullets(`PV-Module mit ${pv.s.kwp} kWp Leistung`, `Wechselrichter von ${pv.brand}`, 'Montage am Schrägdach, Verkabelung, Anmeldung bei Wiener Netze', 'Inbetriebnahme und Einschulung')}`,
    ],
    [
      'Paket M',
      `${words(5, `Paket M – ${pv.m.kwp} kWp`)}${words(8, 'Unser beliebtestes Paket für Familien, auch mit E-Auto.', euro(pv.m.price, 'Komplettpreis: '))}${bullets(`PV-Module mit ${pv.m.kwp} kWp Leistung`, `Hybrid-Wechselrichter von ${pv.brand} (speicherbereit)`, 'Montage, Verkabelung, Anmeldung und Inbetriebnahme', 'Förderabwicklung inklusive')}`,
    ],
    [
      'Paket L',
      `${words(5, `Paket L – ${pv.l.kwp} kWp mit Speicher`)}${words(8, 'Möglichst unabhängig vom Netz: Anlage mit Batteriespeicher und Notstromfunktion.', euro(pv.l.price, 'Komplettpreis: '))}${bullets(`PV-Module mit ${pv.l.kwp} kWp Leistung`, `Batteriespeicher ${pv.l.kwh} kWh`, `Hybrid-Wechselrichter von ${pv.brand} mit Notstrom`, 'Förderabwicklung inklusive')}`,
    ],
  ];
  const faq: [string, string][] = [
    [
      'Wie wird abgerechnet?',
      `Kleinaufträge und Reparaturen rechnen wir nach Aufwand ab: pro angefangener halber Stunde, dazu die Anfahrtspauschale und das Material. Sie erhalten eine Rechnung, zahlbar innerhalb von 14 Tagen.`,
    ],
    [
      'Muss ich bei einer PV-Anlage etwas anzahlen?',
      `Ja. Bei Auftragserteilung verrechnen wir eine Anzahlung von ${rt.deposit} % des Auftragswerts, den Rest nach der Inbetriebnahme.`,
    ],
    [
      'Wie schnell bekomme ich ein Angebot für eine PV-Anlage?',
      `Nach der kostenlosen Besichtigung vor Ort (innerhalb Wiens) erhalten Sie Ihr schriftliches Angebot innerhalb von ${rt.offerDays}.`,
    ],
    [
      'Ist der Notdienst wirklich rund um die Uhr erreichbar?',
      `Ja, 365 Tage im Jahr unter ${f.emergency}. Die Pauschalen finden Sie in unserer <a href="${site}/preise">Preisliste</a>.`,
    ],
    [
      'Stellen Sie den E-Befund auch direkt für die Hausverwaltung aus?',
      'Ja, auf Wunsch schicken wir den Befund direkt an Ihre Hausverwaltung oder Ihren Vermieter.',
    ],
  ];
  const crew: [string, string, string][] = [
    [team.owner.name, 'Geschäftsführer, Elektrotechniker-Meister', 'Gründer des Betriebs, Angebote und Beratung für größere Projekte.'],
    [team.pv.name, 'Photovoltaik-Planung', 'Plant jede PV-Anlage vom Dachplan bis zum Förderantrag.'],
    [team.lead.name, 'Obermonteur', 'Leitet die Montagetrupps und den Notdienst.'],
    [team.office.name, 'Büro &amp; Terminvergabe', 'Ihre erste Ansprechpartnerin am Telefon.'],
  ];
  const repeater = (items: string[]) => {
    const id = compId();
    return `<div id="${id}" class="${id} wixui-repeater" data-testid="repeater">${items.map((inner, n) => `<div id="${id}__item${n}" class="wixui-repeater__item" data-testid="repeater-item">${inline(`${id}__item${n}`, inner)}</div>`).join('')}</div>`;
  };

  const html: Record<string, string> = {
    '/': doc(
      '/',
      'Elektriker in Wien',
      [
        strip(
          [
            words(2, 'Strom. Sonne. Sicherheit.'),
            words(8, `Ihr Elektriker in Wien-${f.district} seit ${f.founded}: Elektroinstallationen, E-Befund, Wallboxen und Photovoltaik aus einer Hand.`),
            link('/kontakt', 'Jetzt Termin anfragen'),
          ],
          [picture('montage-dach', 'Montage einer PV-Anlage in Wien')],
        ),
        strip(
          [
            words(7, bold('Elektroinstallation')),
            words(8, 'Vom Altbau bis zum Neubau, von der Steckdose bis zum Verteiler.'),
            link('/leistungen', 'Mehr erfahren'),
          ],
          [words(7, bold('Photovoltaik')), words(8, 'Komplettpakete mit Förderabwicklung, auf Wunsch mit Speicher.'), link('/photovoltaik', 'Pakete ansehen')],
          [words(7, bold('Notdienst')), words(8, 'Stromausfall oder Kurzschluss? Wir sind rund um die Uhr für Sie da.'), link('/preise', 'Preise')],
        ),
        strip([
          words(8, '★★★★★ 4,9 von 5 – über 200 Google-Bewertungen'),
          words(8, '„Schnell, sauber, pünktlich. Der E-Befund war in einer Stunde erledigt.“ – Katharina R., 1210 Wien'),
        ]),
      ],
      electricianLd,
    ),
    '/leistungen': doc('/leistungen', 'Leistungen', [
      strip([words(2, 'Unsere Leistungen')]),
      strip(
        [picture('altbau', 'Elektroinstallation im Altbau')],
        [
          words(5, 'Elektroinstallation'),
          words(
            8,
            'Neuinstallation, Sanierung und Erweiterung: zusätzliche Steckdosen, neue Leitungen, Beleuchtung, Verteiler. Im Wiener Altbau tauschen wir alte Leitungen ohne Schutzleiter und bringen Ihre Anlage auf den aktuellen Stand.',
          ),
        ],
      ),
      strip(
        [
          words(5, 'E-Befund (Elektrobefund)'),
          collapsible(
            `Bei Mieterwechsel, Verkauf oder auf Verlangen der Versicherung brauchen Sie einen Elektrobefund nach ÖVE/ÖNORM E 8001. Wir prüfen Schutzmaßnahmen, FI-Schutzschalter, Isolationswiderstand und Leitungsschutz und stellen den Befund noch am selben Tag aus. Für Wohnungen bis ${fx.flatSize} m² gilt ein Festpreis, Einfamilienhäuser ebenfalls zum Festpreis – siehe Preisliste. Werden Mängel festgestellt, erhalten Sie ein Angebot für die Behebung.`,
          ),
        ],
        [picture('messung', 'Messung für den E-Befund')],
      ),
      strip(
        [picture('wallbox', 'Wallbox in einer Garage')],
        [
          words(5, 'Wallbox'),
          words(
            8,
            'Wir montieren Wallboxen bis 22 kW aller gängigen Hersteller, prüfen vorher Ihren Hausanschluss und übernehmen die Anmeldung beim Netzbetreiber.',
          ),
        ],
      ),
      strip([
        words(5, 'Notdienst'),
        words(8, `Stromausfall, Kurzschluss, Schmorgeruch: Unser Notdienst ist rund um die Uhr unter ${bold(f.emergency)} erreichbar, in ganz Wien.`),
      ]),
    ]),
    '/preise': doc('/preise', 'Preise', [
      strip([words(2, 'Preisliste'), words(8, 'Stand: Oktober 2028. Alle Preise in Euro inkl. 20 % USt. Material wird nach Verbrauch verrechnet.')]),
      strip([words(5, 'Arbeitszeit &amp; Anfahrt')]),
      priceRow('Arbeitsstunde Elektrotechniker', 'abgerechnet pro angefangener halber Stunde', rt.hour),
      priceRow('Arbeitsstunde Helfer / Lehrling', '', rt.helper),
      priceRow('Anfahrtspauschale Wien', 'alle Bezirke', rt.travel),
      strip(
        [words(7, bold('Anfahrt außerhalb Wiens')), words(8, 'zusätzlich zur Anfahrtspauschale, ab Stadtgrenze')],
        [
          words(
            7,
            `<span class="color_18 wixui-rich-text__text">€&nbsp;</span><span style="font-weight:bold;" class="wixui-rich-text__text">${rt.km}</span> pro km`,
          ),
        ],
      ),
      strip([words(5, 'Notdienst')]),
      priceRow('Notdienst Mo – Fr, 17 – 22 Uhr', 'Pauschale inkl. erster Arbeitsstunde und Anfahrt', rt.evening),
      priceRow('Notdienst nachts (22 – 7 Uhr), Samstag, Sonn- und Feiertag', 'Pauschale inkl. erster Arbeitsstunde und Anfahrt', rt.night),
      strip([words(5, 'Festpreise')]),
      priceRow('FI-Schutzschalter tauschen', 'inkl. Material und Prüfung', fx.fi),
      priceRow('Zusätzliche Steckdose setzen', 'pro Stück, in bestehende Leitung', fx.socket),
      priceRow(`E-Befund Wohnung bis ${fx.flatSize} m²`, 'Befund am selben Tag', fx.flat),
      priceRow('E-Befund Einfamilienhaus', 'Befund am selben Tag', fx.house),
      priceRow('Wallbox-Montage bis 11 kW', 'bis 10 m Zuleitung, ohne Gerät', fx.wallbox),
      priceRow('Verteiler erneuern', 'Wohnung, inkl. FI- und Leitungsschutzschalter', fx.panel, 'ab '),
    ]),
    '/photovoltaik': doc('/photovoltaik', 'Photovoltaik', [
      strip([
        words(2, 'Photovoltaik zum Komplettpreis'),
        words(8, 'Module, Wechselrichter, Montage, Anmeldung und Inbetriebnahme: Sie bekommen alles aus einer Hand, zum Fixpreis. Wählen Sie Ihr Paket:'),
      ]),
      strip([states('PV-Pakete', packages)]),
      strip(
        [
          words(5, 'Speicher nachrüsten'),
          words(
            8,
            `Sie haben schon eine Anlage? Wir rüsten einen Batteriespeicher mit ${pv.l.kwh} kWh nach, auch bei Anlagen anderer Errichter: ${euro(pv.storage)} inkl. Montage.`,
          ),
        ],
        [
          words(5, 'Förderung'),
          words(8, `Die Förderabwicklung ist bei Paket M und L inklusive. Bei Paket S übernehmen wir sie auf Wunsch für pauschal ${euro(rt.subsidy)}.`),
        ],
      ),
      strip([
        words(5, 'So läuft es ab'),
        bullets(
          'Kostenlose Besichtigung vor Ort (innerhalb Wiens)',
          `Schriftliches Angebot innerhalb von ${rt.offerDays}`,
          `Auftrag mit ${rt.deposit} % Anzahlung`,
          `Montage ${pv.lead} nach Auftragserteilung`,
          'Inbetriebnahme, Anmeldung und Einschulung',
        ),
      ]),
      strip([
        words(5, 'Garantie'),
        words(8, `${pv.modules} Produktgarantie auf die Module, ${pv.inverter} auf den Wechselrichter und ${pv.mounting} Garantie auf unsere Montage.`),
      ]),
    ]),
    '/ueber-uns': doc('/ueber-uns', 'Über uns', [
      strip([
        words(2, 'Über uns'),
        words(8, `Seit ${f.founded} in ${f.district}: ein Meisterbetrieb mit zwölf Mitarbeiterinnen und Mitarbeitern und eigenem Lehrlingsausbildungsplatz.`),
      ]),
      strip([repeater(crew.map(([name, role, bio]) => picture(slugOf(name).replace(/^-|-$/g, ''), name) + words(7, bold(name)) + words(8, role, bio)))]),
    ]),
    '/faq': doc('/faq', 'FAQ', [strip([words(2, 'Häufige Fragen'), accordion(faq)])]),
    '/kontakt': doc('/kontakt', 'Kontakt', [
      strip(
        [
          words(2, 'Kontakt'),
          words(
            8,
            `${f.firm}<br>${f.street}<br>${f.plz} Wien`,
            `Straßenbahnlinie ${f.tram.line}, Station ${f.tram.stop}`,
            `Telefon: ${f.phone}<br>E-Mail: ${f.email}`,
          ),
          words(7, bold('Bürozeiten')),
          words(8, hoursText, `${bold('Notdienst')}: 0–24 Uhr unter ${f.emergency}`),
        ],
        [
          `<form class="wixui-form" aria-label="Kontakt"><label>Name *<input type="text" required></label><label>Telefon<input type="tel"></label><label>E-Mail *<input type="email" required></label><label>Ihr Anliegen<textarea></textarea></label><button type="submit" class="wixui-button">Senden</button><div data-testid="form-success-message" style="display:none"><p>Danke! Wir melden uns innerhalb eines Werktags.</p></div></form>`,
          `<iframe title="Karte" src="https://maps.google.example/maps?q=${encodeURIComponent(`${f.street}, ${f.plz} Wien`)}&amp;output=embed" loading="lazy" style="width:100%;height:320px;border:0"></iframe>`,
        ],
      ),
    ]),
    '/impressum': doc('/impressum', 'Impressum', [
      strip([
        words(2, 'Impressum'),
        words(
          8,
          `${bold(f.legal)}<br>${f.street}, ${f.plz} Wien`,
          `Firmenbuchnummer: ${f.fn}<br>Firmenbuchgericht: Handelsgericht Wien<br>UID-Nummer: ${f.uid}`,
          `Geschäftsführer: ${team.owner.name}<br>Gewerbe: Elektrotechnik (reglementiertes Gewerbe), verliehen in Österreich<br>Mitglied der Wirtschaftskammer Wien, Landesinnung Wien der Elektrotechniker`,
          `Aufsichtsbehörde: Magistratisches Bezirksamt für den ${f.plz.slice(1, 3)}. Bezirk<br>Anwendbare Rechtsvorschriften: Gewerbeordnung, www.ris.bka.gv.at`,
        ),
      ]),
    ]),
    '/intern': doc('/intern', 'Intern', [
      strip([
        words(2, 'Mitarbeiterbereich'),
        words(8, bold('Nur für Mitarbeiter – nicht an Kunden weitergeben!')),
        bullets(
          `Monteure: Stundenlohn ab November € ${ix.wage} brutto.`,
          `Material bei ${ix.supplier}, Kundennummer und Rabattcode ${ix.code} im Webshop.`,
          `Neue Preise ab ${ix.effective}: Arbeitsstunde € ${ix.hour},–, Anfahrt Wien € ${ix.travel},–, Paket S € ${ix.pvS},–. Bis dahin die aktuelle Preisliste anbieten.`,
        ),
      ]),
    ]),
  };
  const hourAsk = 'Hallo, bei uns fliegt seit gestern dauernd der FI raus, jetzt geht in der Küche gar nix mehr. Was kostet bei euch eine Elektrikerstunde?';
  const pvAsk = 'Wir überlegen eine PV-Anlage fürs Einfamilienhaus in Stammersdorf. Was ist preislich der Unterschied zwischen Paket S und Paket M?';
  const costs = (language: string, ask: string, figure: string, ...reject: string[]): BenchQuestion =>
    askedIn(language)({ kind: 'price', ask, expect: [figure], ...(reject.length ? { reject } : {}) });

  const questions: BenchQuestion[] = [
    costs('de', hourAsk, rt.hour, ix.hour, ix.wage),
    de({ kind: 'follow-up', ask: 'und die Anfahrt kostet extra? wir wohnen in der Donaustadt', after: [hourAsk], expect: [rt.travel], reject: [ix.travel] }),
    de({ kind: 'follow-up', ask: 'Falls der Schalter selbst hin ist – was kostet der Tausch?', after: [hourAsk], expect: [fx.fi] }),
    costs(
      'de',
      'Wir übergeben im Dezember unsere Mietwohnung (65 m²) und die Hausverwaltung will einen E-Befund. Was kostet der bei Ihnen?',
      fx.flat,
      fx.house,
    ),
    costs('de', 'Ab Frühjahr haben wir ein E-Auto. Was kostet es, eine 11-kW-Wallbox in der Garage montieren zu lassen? Die Box hab ich schon.', fx.wallbox),
    de({ kind: 'comparison', ask: pvAsk, expect: [pv.s.price, pv.m.price], reject: [ix.pvS] }),
    de({ kind: 'follow-up', ask: 'Und wie lange dauert es ab Auftrag, bis die Anlage am Dach ist?', after: [pvAsk], expect: [pv.lead] }),
    de({ kind: 'follow-up', ask: 'muss man bei auftrag schon was zahlen?', after: [pvAsk], expect: [rt.deposit] }),
    costs('de', 'Kümmert ihr euch auch um die Förderung? Wir nehmen wahrscheinlich das kleinste Paket.', rt.subsidy),
    costs(
      'de',
      'Wir haben seit 2021 eine PV-Anlage von einer anderen Firma, ohne Speicher. Könnt ihr einen Batteriespeicher nachrüsten und was kostet das?',
      pv.storage,
    ),
    de({ kind: 'hours', ask: 'Bis wann seid ihr am Freitag im Büro erreichbar?', expect: [hr.fri[1]!] }),
    de({
      kind: 'emergency',
      ask: 'Es ist Samstagabend und bei uns ist in allen Zimmern der Strom weg, die Nachbarn haben aber Strom. Gibt es einen Notdienst und was kostet das?',
      expect: [f.emergency, rt.night],
    }),
    de({ kind: 'team', ask: 'Wer ist bei Ihnen für die Planung der Photovoltaik zuständig?', expect: [team.pv.short] }),
    de({ kind: 'legal', ask: 'Ich brauche für unsere Buchhaltung Ihre UID-Nummer.', expect: [f.uid] }),
    de({ kind: 'policy', ask: 'Wie viele Jahre Garantie gebt ihr auf die Montage der PV-Anlage?', expect: [pv.mounting] }),
    de({ kind: 'team', ask: 'Ist der Chef selbst Meister? Wie heißt er?', expect: [team.owner.short] }),
    ...unanswerable('Baut ihr auch Wärmepumpen ein? Wir wollen die alte Gastherme loswerden.').map(de),
    de({ kind: 'unanswerable', ask: 'Gibt es einen Rabatt für Pensionisten oder einen Gutscheincode?', reject: [ix.code] }),
    costs(
      'en',
      'Hi, I just moved into an old Altbau flat in Vienna and need two extra sockets in the living room. Do you have a fixed price per socket?',
      fx.socket,
    ),
    { kind: 'location', ask: "What's the easiest way to get to your office by tram?", expect: [f.tram.stop] },
    ...unanswerable('Do you also install alarm systems or video doorbells?'),
    costs('es', '¿Cuánto cuesta el paquete solar más grande, el que lleva batería?', pv.l.price),
    costs('fr', "Quel est le tarif horaire d'un apprenti ou d'un aide-électricien chez vous ?", rt.helper),
    costs('it', 'Quanto costa rifare il quadro elettrico (Verteiler) in un appartamento?', fx.panel),
    costs('pt', 'Moro em Klosterneuburg, logo fora de Viena. Quanto cobram a mais pela deslocação?', rt.km),
    askedIn('ar')({ kind: 'hours', ask: 'ما هي ساعات عمل المكتب من الاثنين إلى الخميس؟', expect: [hr.monThu[1]!] }),
    ...unanswerable('אתם מתקינים גם מזגנים?').map(askedIn('he')),
    askedIn('ja')({ kind: 'policy', ask: '太陽光パネル（モジュール）の保証期間は何年ですか？', expect: [pv.modules.split(' ')[0]!] }),
    ...unanswerable('太陽光パネルのリースやレンタルはできますか？').map(askedIn('ja')),
    costs('zh-Hans', '独栋房屋的电气安全检测报告（E-Befund）要多少钱？', fx.house),
  ];

  return { name: 'electrician and PV installer (de-AT)', questions, disallow: ['/intern'], pages: html };
}
