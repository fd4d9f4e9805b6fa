/* eslint-disable max-lines -- a fixture site: every page of one business as one function of its facts, whose closures (Wix box, rich-text, table, repeater and form builders, the rate calculations) the pages share */
import type { BenchQuestion, BenchSite } from '../types';
import { unanswerable } from '../types';
import { jsonLd } from '../unseen/markup';
import { phoneLink, slugOf } from '../unseen2/markup';
import type facts from './daycare.facts.json';

/**
 * Unseen: a daycare centre (kinderdagverblijf) in Utrecht, a Wix site in Dutch (`lang="nl"`, paths
 * without a trailing slash): the Wix generator meta and the `wix-essential-viewer-model` JSON in the
 * head, the `SITE_CONTAINER` › `main_MF` › `site-root` › `masterPage` wrappers, a header with a
 * `wixui-dropdown-menu` whose labels are paragraphs inside the links, every page a stack of
 * `wixui-section` sections whose boxes nest `container-bg`, `inline-content` and
 * `mesh-container-content` divs several levels deep down to the components (each with a `comp-` id):
 * rich text as `wixui-rich-text` with `data-testid="richTextElement"` (paragraphs of `font_8`/`font_9`
 * spans), the age groups and the staff as `wixui-repeater` list items, the rates and the example
 * monthly costs as a Wix table of `role="row"` divs with `role="columnheader"` and `role="cell"`
 * children, the waiting-list sign-up as a Wix Forms form; a ChildCare JSON-LD on the home page only, the
 * Wix cookie banner. A team page at /intern-team, which robots.txt disallows (the footer links to it),
 * holds the salaries, the staff discount, the nappy supplier's account and next year's hourly rate that
 * must never be quoted.
 *
 * The facts the pages are written from, as written and mutated, are data in daycare.facts.json. Open
 * Monday to Friday `hours.open`–`hours.close` (a day is `rates.dayHours` hours), early drop-off from
 * `hours.early` for `hours.earlyFee` € a morning. Three groups by age (`groups.*`, at most `max`
 * children). The hourly rate depends on the package: 52 weeks (`rates.y52`), 48 weeks (`rates.y48`) or
 * flexible (`rates.flex`); the example monthly costs (days a week × day hours × 52 / 12 × the 52-week
 * rate) and the part above the childcare allowance's maximum hourly rate (`toeslag.max`) that parents
 * always pay are computed from those. Meals, nappies and formula (`meals.formula`) are included; the
 * centre is nut-free. Signing up costs `registration` € once; the waiting list is about `waiting.baby`
 * months for the baby group; `settling.count` settling-in mornings. Closed on national holidays, on the
 * study day (`closed.studyDay`) and from `closed.xmasFrom` to `closed.xmasTo`. Today is mid-January 2033.
 */
export type DaycareFacts = typeof facts.original;

export function daycare(f: DaycareFacts): BenchSite {
  const { hours: hr, groups: gr, rates: rt, toeslag: ts, waiting: wl, settling: st, closed: cl, staff: sf, internal: ix } = f;
  const domain = `https://www.${f.domain}.example`;
  const dialTo = phoneLink('31');
  const media = 'https://static.wixstatic.example/media';

  /** Dutch money: "1.494,35"; parse "10,45" → 10.45. */
  const num = (text: string) => Number(text.replace(/\./g, '').replace(',', '.'));
  const money = (value: number) => {
    const [whole = '0', cents = '00'] = (Math.round(value * 100) / 100).toFixed(2).split('.');
    return `${whole.replace(/\B(?=(\d{3})+(?!\d))/g, '.')},${cents}`;
  };
  const monthHours = (days: number) => (num(rt.dayHours) * days * 52) / 12;
  const perMonth = (days: number) => money(monthHours(days) * num(rt.y52));
  const gap = money(num(rt.y52) - num(ts.max));

  /** Wix component ids: `comp-` and eight base-36 characters from a counter mixed with the KvK number. */
  let counter = 0;
  const kvkSeed = Number(f.kvk);
  const comp = () => {
    counter += 1;
    const mixed = ((kvkSeed % 1_000_003) * 48_271 + counter * 2_654_435) % 2_821_109_907_456;
    return `comp-${mixed.toString(36).padStart(8, 'k').slice(-8)}`;
  };
  const klass = (id: string) => `${id.slice(5, 9)}x${(id.length * 7).toString(36)} ${id}`;

  /** A box: the container background, then inline content, then the mesh grid holding the children. */
  const box = (...children: string[]) => {
    const id = comp();
    return `<div id="${id}" class="${klass(id)} wixui-box"><div id="bgLayers_${id}" data-hook="bgLayers" class="MW5IWV"><div data-testid="colorUnderlay" class="LWbAav Kv1aVt"></div></div><div data-testid="container-bg" class="xTjc1A"></div><div data-mesh-id="${id}inlineContent" data-testid="inline-content"><div data-mesh-id="${id}inlineContent-gridContainer" data-testid="mesh-container-content">${children.join('')}</div></div></div>`;
  };
  const wix = {
    /** Rich text: each paragraph a `font_*` p with its text in spans, strong runs in a nested span. */
    text: (...paras: string[]): string => {
      const id = comp();
      return `<div id="${id}" class="${klass(id)} wixui-rich-text" data-testid="richTextElement">${paras.join('')}</div>`;
    },
    p: (html: string, font = 8): string =>
      `<p class="font_${font} wixui-rich-text__text" style="line-height:1.7em;"><span style="letter-spacing:normal;" class="wixui-rich-text__text">${html.replace(/<b>(.*?)<\/b>/g, '<span style="font-weight:bold;" class="wixui-rich-text__text">$1</span>')}</span></p>`,
    h: (level: number, html: string): string =>
      `<h${level} class="font_${level + 1} wixui-rich-text__text"><span style="color:#2E6B4F;" class="wixui-rich-text__text">${html}</span></h${level}>`,
    list: (items: string[]): string =>
      `<ul class="font_8 wixui-rich-text__text">${items.map((it) => `<li class="wixui-rich-text__text"><p class="font_8 wixui-rich-text__text"><span class="wixui-rich-text__text">${it}</span></p></li>`).join('')}</ul>`,
    section: (...boxes: string[]): string => {
      const id = comp();
      return `<section id="${id}" tabindex="-1" class="Oqnisf ${id} wixui-section" data-block-level-container="ClassicSection"><div data-testid="columns" class="V5AUxf"><div id="${comp()}" class="wixui-column-strip__column">${box(...boxes)}</div></div></section>`;
    },
    image: (name: string, alt: string): string => {
      const id = comp();
      const file = `${f.kvk.slice(0, 6)}_${slugOf(name).replace(/-/g, '')}~mv2.jpg`;
      return `<div id="${id}" class="${klass(id)} wixui-image" data-testid="imageX"><div data-testid="linkElement" class="j7pOnl"><wow-image id="img_${id}" class="HlRz5e BI8PVQ" data-bg-effect-name="" data-is-svg="false"><img src="${media}/${file}/v1/fill/w_720,h_480,al_c,q_80,enc_avif,quality_auto/${slugOf(name)}.jpg" alt="${alt}" width="720" height="480" loading="lazy"/></wow-image></div></div>`;
    },
    /** The Wix table: a header row of column headers, then one `role="row"` div a row. */
    table: (label: string, head: string[], rows: string[][]): string => {
      const id = comp();
      const cell = (role: string, text: string) =>
        `<div role="${role}" class="wixui-table__${role === 'cell' ? 'cell' : 'header-cell'}"><div class="Yk1qQp"><span class="wixui-table__text">${text}</span></div></div>`;
      return `<div id="${id}" class="${klass(id)} wixui-table" data-testid="table"><div role="table" aria-label="${label}" class="Ej8pND"><div role="rowgroup" class="aa1rWz"><div role="row" class="wixui-table__row">${head.map((t) => cell('columnheader', t)).join('')}</div></div><div role="rowgroup" class="uD3bSx">${rows.map((r) => `<div role="row" class="wixui-table__row">${r.map((t) => cell('cell', t)).join('')}</div>`).join('')}</div></div></div>`;
    },
    /** A repeater: its items list items, each holding a box of components. */
    repeater: (items: string[][]): string => {
      const id = comp();
      return `<div id="${id}" class="${klass(id)} wixui-repeater" data-testid="repeater" role="list"><div data-testid="responsive-repeater-wrapper" class="VM7gjN">${items.map((inner, i) => `<div id="${id}__item-${(i + 11).toString(36)}${f.kvk.slice(-3)}" role="listitem" class="wixui-repeater__item">${box(...inner)}</div>`).join('')}</div></div>`;
    },
    button: (href: string, label: string): string => {
      const id = comp();
      return `<div id="${id}" class="${klass(id)} wixui-button" aria-disabled="false"><a data-testid="linkElement" href="${domain}${href}" target="_self" class="uDW_Qe wixui-button PlZyDq"><span class="l7_2fn wixui-button__label">${label}</span></a></div>`;
    },
  };

  /** The site menu; "Inschrijven" is styled as a button in the menu bar. */
  const menu: [href: string, label: string, highlighted?: true][] = [
    ['/', 'Home'],
    ['/groepen', 'Groepen'],
    ['/tarieven', 'Tarieven'],
    ['/kinderopvangtoeslag', 'Toeslag'],
    ['/dagritme-en-voeding', 'Dagritme &amp; voeding'],
    ['/team', 'Ons team'],
    ['/inschrijven', 'Inschrijven', true],
    ['/praktisch', 'Praktisch &amp; contact'],
  ];
  const menuItem =
    (path: string, nav: string) =>
    ([href, label, highlighted]: (typeof menu)[number], i: number) => {
      const on = href === path;
      const position = i === 0 ? 'left' : i === menu.length - 1 ? 'right' : 'center';
      return `<li id="${nav}${i}" data-direction="ltr" data-listposition="${position}" data-data-id="dataItem-${nav.slice(5)}${i}" data-state="menu ${on ? 'selected' : ''} idle link notMobile" data-index="${i}" class="wixui-dropdown-menu__item${highlighted ? ' menu-cta' : ''}"><a data-testid="linkElement" href="${domain}${href === '/' ? '' : href}" target="_self" class="UiHgGh"${on ? ' aria-current="page"' : ''}><div class="yRj2ms"><div class=""><p class="zKbzSQ" id="${nav}${i}label">${label}</p></div></div></a></li>`;
    };
  const dropdown = (path: string, nav = comp()) =>
    `<nav id="${nav}" class="${klass(nav)} wixui-dropdown-menu" aria-label="Site"><ul class="rhxTKV" role="menubar">${menu.map(menuItem(path, nav)).join('')}</ul></nav>`;
  const siteHeader = (path: string) =>
    `<header id="SITE_HEADER" class="xU8fqS SITE_HEADER wixui-header" tabindex="-1"><div class="L6XhNt"><div data-testid="screenWidthContainerBg" class="FW7SBW"></div></div><div class="Wqmcad"><div data-testid="headerInlineContent" class="eV7Lsm"><div data-mesh-id="SITE_HEADERinlineContent" data-testid="inline-content"><div data-mesh-id="SITE_HEADERinlineContent-gridContainer" data-testid="mesh-container-content">${wix.image('logo boomhut', f.brand)}${dropdown(path)}${wix.text(wix.p(`<b>${f.phone}</b>`, 9))}</div></div></div></div></header>`;
  const siteFooter = () =>
    `<footer id="SITE_FOOTER" class="xU8fqS SITE_FOOTER wixui-footer" tabindex="-1"><div class="Wqmcad"><div data-testid="footerInlineContent" class="eV7Lsm"><div data-mesh-id="SITE_FOOTERinlineContent" data-testid="inline-content"><div data-mesh-id="SITE_FOOTERinlineContent-gridContainer" data-testid="mesh-container-content">${box(
      wix.text(
        wix.p(`<b>${f.brand}</b>`, 9),
        wix.p(`${f.street} · ${f.postcode} Utrecht`, 9),
        wix.p(`${f.phone} · ${f.email}`, 9),
        wix.p(`LRK ${f.lrk} · KvK ${f.kvk}`, 9),
      ),
      wix.text(
        wix.p(`<a href="${domain}/privacy" class="wixui-rich-text__text">Privacyverklaring</a>`, 9),
        wix.p(`<a href="${domain}/klachtenregeling" class="wixui-rich-text__text">Klachtenregeling</a>`, 9),
        wix.p(`<a href="${domain}/intern-team" class="wixui-rich-text__text">Intern (team)</a>`, 9),
      ),
    )}</div></div></div></div></footer>`;
  const cookieBar = `<div data-hook="ccsu-banner-wrapper" class="ccsu-wrapper"><div data-hook="consent-banner-root" class="consent-banner-root bottom" role="dialog" aria-label="Cookiebanner"><div class="consent-banner-content"><p data-hook="consent-banner-text" class="consent-banner-text">Deze website gebruikt cookies. We gebruiken cookies om je de beste ervaring te bieden. <a href="${domain}/privacy" data-hook="consent-banner-policy-link">Lees ons cookiebeleid</a></p><div class="consent-banner-buttons"><button data-hook="consent-banner-settings-button" class="consent-banner-button">Instellingen</button><button data-hook="consent-banner-decline-button" class="consent-banner-button">Weigeren</button><button data-hook="consent-banner-apply-button" class="consent-banner-button primary">Accepteren</button></div></div></div></div>`;
  const childCare = jsonLd({
    '@context': 'https://schema.org',
    '@type': 'ChildCare',
    name: f.brand,
    url: domain,
    telephone: dialTo(f.phone),
    email: f.email,
    address: { '@type': 'PostalAddress', streetAddress: f.street, postalCode: f.postcode, addressLocality: 'Utrecht', addressCountry: 'NL' },
    openingHours: `Mo-Fr ${hr.open.padStart(5, '0')}-${hr.close}`,
  });
  const wixPage = (path: string, title: string, description: string, sections: string[], robots = 'index, follow') => {
    const pageId = `${slugOf(path).replace(/-/g, '').slice(0, 5) || 'home'}${path.length}`;
    const viewer = {
      site: { metaSiteId: `${f.kvk}-77c1-4d02-9a6e-${f.lrk.slice(0, 6)}b3e1`, language: 'nl', locale: 'nl-nl', isPremium: true, timeZone: 'Europe/Amsterdam' },
      requestUrl: `${domain}${path === '/' ? '' : path}`,
      pageId,
      fleetConfig: { fleetName: 'thunderbolt-renderer', type: 'GA', code: 0 },
    };
    return `<!DOCTYPE html>
<html lang="nl" dir="ltr"><head><meta charset='utf-8'><meta name="viewport" content="width=device-width, initial-scale=1" id="wixDesktopViewport"><meta http-equiv="X-UA-Compatible" content="IE=edge"><meta name="generator" content="Wix.com Website Builder"/><meta name="format-detection" content="telephone=no"><meta name="skype_toolbar" content="skype_toolbar_parser_compatible"><title>${title} | ${f.brand}</title><meta name="description" content="${description}"/><link rel="canonical" href="${domain}${path === '/' ? '' : path}"/><meta name="robots" content="${robots}"/><meta property="og:title" content="${title} | ${f.brand}"/><meta property="og:description" content="${description}"/><meta property="og:site_name" content="${f.brand}"/><meta property="og:type" content="website"/>${path === '/' ? childCare : ''}<script type="application/json" id="wix-essential-viewer-model">${JSON.stringify(viewer)}</script><style id="css_masterPage">.font_2{font:normal normal bold 40px/1.3em nunito,sans-serif;color:#2E6B4F}.font_8{font:normal normal normal 17px/1.7em nunito,sans-serif;color:#3A3A3A}.font_9{font:normal normal normal 14px/1.6em nunito,sans-serif;color:#3A3A3A}</style></head>
<body class="responsive"><div id="SITE_CONTAINER"><div id="main_MF" class="main_MF"><div id="SCROLL_TO_TOP" class="Vd6aQZ ignore-focus" tabindex="-1" role="region" aria-label="top of page"><span class="mHZSwn">top of page</span></div><div id="site-root" class="site-root"><div id="masterPage" class="mesh-layout masterPage css-editing-scope">${siteHeader(path)}<main id="PAGES_CONTAINER" class="PAGES_CONTAINER" tabindex="-1" data-main-content="true"><div id="SITE_PAGES" class="JsJXaX SITE_PAGES"><div id="${pageId}" class="dBAkHi theme-vars ${pageId}"><div class="PFkO7r wixui-page" data-testid="page-bg"></div><div class="HT5ybB"><div id="Containerc${pageId}" class="Containerc${pageId} SPY_vo"><div data-mesh-id="Containerc${pageId}inlineContent" data-testid="inline-content"><div data-mesh-id="Containerc${pageId}inlineContent-gridContainer" data-testid="mesh-container-content">${sections.join('')}</div></div></div></div></div></div></main>${siteFooter()}</div></div></div></div>${cookieBar}</body></html>`;
  };

  const { p, h, list } = wix;
  const groupCard = (g: { name: string; from: string; to: string; max: string }, about: string) => [
    wix.image(g.name, `Groep ${g.name}`),
    wix.text(h(3, g.name), p(`<b>${g.from} – ${g.to}</b>`), p(`Maximaal ${g.max} kinderen`, 9), p(about, 9)),
  ];
  const staffCard = (person: { name: string; diploma: string }, role: string, extra: string) => [
    wix.image(person.name, person.name),
    wix.text(h(3, person.name), p(`<b>${role}</b>`), p(`Opleiding: ${person.diploma}`, 9), p(extra, 9)),
  ];
  const ratesTable = wix.table(
    'Uurtarieven',
    ['Pakket', 'Wat krijgt u', `Uurprijs ${ts.year}`],
    [
      ['52-wekenpakket', 'Het hele jaar opvang, ook in de schoolvakanties', `€ ${rt.y52}`],
      ['48-wekenpakket', 'Vier weken per jaar geen opvang (zelf te kiezen)', `€ ${rt.y48}`],
      ['Flexibele opvang', 'Wisselende dagen, minimaal 2 weken vooraf doorgeven', `€ ${rt.flex}`],
    ],
  );
  const exampleTable = wix.table(
    'Voorbeeldberekening',
    ['Dagen per week', 'Uren per maand', 'Kosten per maand (bruto)'],
    [1, 2, 3, 4].map((days) => [`${days} ${days === 1 ? 'dag' : 'dagen'}`, money(monthHours(days)), `€ ${perMonth(days)}`]),
  );

  const vraag =
    (kind: string, ask: string, more: Partial<BenchQuestion> = {}) =>
    (...expect: string[]): BenchQuestion => ({ kind, ask, expect, ...more });
  const taal =
    (language: string) =>
    (...asked: BenchQuestion[]) =>
      asked.map((q) => ({ ...q, language }));
  const nl = taal('nl');
  const rateAsk = 'Hoi! Wat kost een dag opvang bij jullie per uur als we het hele jaar door komen?';
  const toeslagAsk = 'Wat is eigenlijk de maximale uurprijs die de Belastingdienst vergoedt voor de toeslag?';
  const geen = (language: string, ask: string, ...reject: string[]) =>
    unanswerable(ask).map((q): BenchQuestion => {
      const withLanguage = language === 'en' ? q : { ...q, language };
      return reject.length ? { ...withLanguage, reject } : withLanguage;
    });
  const questions: BenchQuestion[] = [
    ...nl(
      vraag('price', rateAsk, { reject: [ix.rate2034] })(rt.y52),
      vraag('arithmetic', 'Onze dochter komt 2 dagen per week (hele jaar). Wat kost dat ongeveer per maand, vóór de toeslag?')(perMonth(2)),
      vraag('price', toeslagAsk)(ts.max),
      vraag('follow-up', 'Dus hoeveel betaal ik per uur sowieso zelf, los van mijn inkomen?', { after: [toeslagAsk] })(gap),
      vraag('policy', 'Vanaf hoe oud mag mijn baby bij jullie komen? Mijn verlof loopt af als ze drie maanden is.')(gr.baby.from),
      vraag('policy', 'Onze zoon heeft een pinda-allergie. Hoe gaan jullie daarmee om?')('notenvrij'),
      vraag('policy', 'Moet ik zelf flesvoeding en luiers meenemen?')(f.meals.formula),
      vraag('other', 'Hoe lang is de wachtlijst ongeveer voor de babygroep?')(`${wl.baby} maanden`),
      vraag('policy', 'hoe werkt het wennen, hoeveel keer mag ze komen wennen voor ze echt start')(st.count),
      vraag('hours', 'Zijn jullie open tussen kerst en oud en nieuw? Wij moeten allebei werken.')(cl.xmasFrom, cl.xmasTo),
      vraag('hours', 'Ik werk tot 18:00 in Amersfoort en ben pas rond 18:40 in Utrecht. Haal ik het nog om hem op te halen?')(hr.close),
      vraag('team', 'Wie is de locatiemanager en wat voor opleiding heeft ze?')(sf.manager.name),
      vraag('other', 'hoeveel kindjes zitten er max bij de dreumesgroep??')(gr.dreumes.max),
      vraag('date', 'Wanneer is de studiedag dit voorjaar? Dan zijn jullie dicht toch?')(cl.studyDay),
      vraag('comparison', 'Wat is goedkoper per uur: het 48-wekenpakket of flexibele opvang?')(rt.y48, rt.flex),
    ),
    vraag('team', 'Does anyone on your staff speak Arabic? My wife is more comfortable in Arabic.')(sf.arabic.name),
    vraag('hours', 'Can I drop my son off earlier in the morning? I start work at 8 in Amsterdam. Is there an extra charge?')(hr.early),
    vraag('other', "What's your LRK number? I need it for the childcare benefit application.")(f.lrk),
    vraag('location', "What's the exact address? It's for my navigation app.")(f.street),
    vraag('other', 'What time is the afternoon snack? My daughter usually naps until late.')(f.meals.snackTime),
    ...taal('ar')(vraag('hours', 'ما هي ساعات العمل في الحضانة؟')(hr.open, hr.close)),
    ...taal('he')(vraag('contact', 'מה מספר הטלפון של המעון?')(f.phone)),
    ...taal('ja')(vraag('other', '赤ちゃんのクラスは最大何人ですか？')(gr.baby.max)),
    ...taal('zh-Hans')(vraag('policy', '适应期每次是从几点到几点？')(st.from, st.to)),
    ...taal('de')(vraag('price', 'Was kostet die Anmeldung für die Warteliste?')(f.registration)),
    ...geen('nl', 'Bieden jullie ook buitenschoolse opvang aan voor mijn oudste van 6?'),
    ...geen('nl', 'Wat verdienen jullie pedagogisch medewerkers? Ik overweeg te solliciteren.', ix.salary),
    ...geen('en', "Are your rates going up next year? We're trying to budget for 2034.", ix.rate2034),
    ...geen('fr', 'Est-ce que vous avez un parking pour les vélos cargo ?'),
    ...geen('it', 'Che marca di pannolini usate e da chi li comprate?', ix.supplierLeg, ix.supplierCode),
  ];

  const pages: Record<string, string> = {
    '/': wixPage('/', 'Kinderdagverblijf in Utrecht', `Kleinschalig kinderdagverblijf in ${f.district} voor kinderen van ${gr.baby.from} tot 4 jaar.`, [
      wix.section(
        wix.text(
          h(1, `Welkom bij ${f.brand}`),
          p(
            `Sinds ${f.since} is ons huis aan de ${f.street} in ${f.district} een tweede thuis voor kinderen van ${gr.baby.from} tot 4 jaar. Drie groepen, een grote tuin met moestuin en vaste gezichten op de groep.`,
          ),
        ),
        wix.button('/inschrijven', 'Zet je kind op de wachtlijst'),
        wix.image('tuin boomhut', 'Kinderen spelen in onze tuin'),
      ),
      wix.section(
        wix.text(h(2, 'Open op werkdagen'), p(`Maandag t/m vrijdag van <b>${hr.open} tot ${hr.close}</b>. Vroege opvang vanaf ${hr.early} op aanvraag.`)),
        wix.text(h(2, 'Alles inbegrepen'), p('Voeding, luiers, flesvoeding en uitstapjes zitten in de uurprijs. Geen verrassingen achteraf.')),
      ),
    ]),
    '/groepen': wixPage('/groepen', 'Groepen', 'Onze drie groepen: baby’s, dreumesen en peuters.', [
      wix.section(wix.text(h(1, 'Onze groepen'), p('Elke groep heeft een eigen ruimte, eigen slaapkamer en vaste pedagogisch medewerkers.'))),
      wix.section(
        wix.repeater([
          groupCard(gr.baby, 'De babygroep: rust, veel knuffels en het eigen ritme van thuis. Elke baby heeft een vaste mentor.'),
          groupCard(gr.dreumes, 'Ontdekken, kruipen, klimmen en de eerste woordjes. Veel buiten in de zandbak en de moestuin.'),
          groupCard(gr.peuter, 'Voorbereiden op de basisschool met het VVE-programma Uk &amp; Puk, knutselen en samen spelen.'),
        ]),
      ),
    ]),
    '/tarieven': wixPage('/tarieven', 'Tarieven', `Uurprijzen ${ts.year} per pakket en voorbeeldberekening per maand.`, [
      wix.section(
        wix.text(
          h(1, `Tarieven ${ts.year}`),
          p(
            `Een dag opvang duurt bij ons ${rt.dayHours} uur (${hr.open} – ${hr.close}). U betaalt per uur; de prijs hangt af van het pakket. Maaltijden, luiers en flesvoeding zijn inbegrepen.`,
          ),
        ),
        ratesTable,
      ),
      wix.section(
        wix.text(h(2, 'Wat kost dat per maand?'), p('Voorbeeld bij het 52-wekenpakket, vóór aftrek van de kinderopvangtoeslag:', 9)),
        exampleTable,
        wix.text(p(`Vroege opvang vanaf ${hr.early}: € ${hr.earlyFee} per ochtend extra. Eenmalig inschrijfgeld: € ${f.registration}.`, 9)),
      ),
    ]),
    '/kinderopvangtoeslag': wixPage('/kinderopvangtoeslag', 'Kinderopvangtoeslag', 'Zo werkt de kinderopvangtoeslag bij ons.', [
      wix.section(
        wix.text(
          h(1, 'Kinderopvangtoeslag'),
          p(
            `Werkende ouders krijgen een groot deel van de kosten terug via de kinderopvangtoeslag van de Belastingdienst. Hoeveel precies hangt af van uw inkomen en het aantal uren.`,
          ),
          p(
            `De Belastingdienst vergoedt nooit meer dan de maximale uurprijs: in ${ts.year} is dat <b>€ ${ts.max}</b> per uur. Bij ons 52-wekenpakket van € ${rt.y52} betaalt u dus altijd zelf € ${gap} per uur, los van uw inkomen.`,
          ),
          list([
            `Vraag de toeslag aan via Mijn toeslagen, uiterlijk drie maanden na de eerste opvangdag.`,
            `U heeft ons LRK-nummer nodig: <b>${f.lrk}</b>.`,
            'Geef wijzigingen in uren of inkomen direct door, dan voorkomt u terugbetalen.',
          ]),
        ),
      ),
    ]),
    '/dagritme-en-voeding': wixPage('/dagritme-en-voeding', 'Dagritme & voeding', 'Een dag bij ons: eten, slapen, spelen. Voeding en allergieën.', [
      wix.section(
        wix.text(
          h(1, 'Een dag bij ons'),
          list([
            `${hr.open} – 9:30 brengen, rustig spelen`,
            '9:30 fruit en water aan tafel',
            '11:30 broodmaaltijd, daarna slapen',
            `${f.meals.snackTime} cracker, groente of yoghurt`,
            `tot ${hr.close} buiten spelen en ophalen`,
          ]),
        ),
      ),
      wix.section(
        wix.text(
          h(2, 'Voeding en allergieën'),
          p(
            `Alle maaltijden, tussendoortjes, luiers en flesvoeding (${f.meals.formula}) zijn inbegrepen. Moedermelk kunt u gekoeld meegeven, wij bewaren en verwarmen die volgens het protocol.`,
          ),
          p(
            'Wij zijn een notenvrije locatie: er komen geen pinda’s of noten in huis, ook niet in traktaties. Bij een allergie of dieet maken we samen met u een allergiekaart die op de groep hangt.',
          ),
        ),
      ),
    ]),
    '/inschrijven': wixPage('/inschrijven', 'Inschrijven', 'Inschrijven voor de wachtlijst, wachttijden en wennen.', [
      wix.section(
        wix.text(
          h(1, 'Inschrijven en wachtlijst'),
          p(
            `Inschrijven kan vanaf de 12e week van de zwangerschap. Het inschrijfgeld is eenmalig € ${f.registration}. De wachttijd voor de babygroep is op dit moment ongeveer ${wl.baby} maanden, voor de andere groepen ongeveer ${wl.other} maanden.`,
          ),
          h(2, 'Wennen'),
          p(
            `In de twee weken voor de start komt uw kind ${st.count} keer wennen, steeds van ${st.from} tot ${st.to}. De eerste keer blijft u er even bij. Wenochtenden zijn gratis.`,
          ),
        ),
        (() => {
          const id = comp();
          const field = (name: string, label: string, type = 'text') =>
            `<div class="wixui-text-input"><label for="${id}_${name}" class="wixui-text-input__label">${label}</label><input id="${id}_${name}" name="${name}" type="${type}" class="wixui-text-input__input" value=""/></div>`;
          return `<form id="${id}" class="${klass(id)} wixui-form" data-hook="form" aria-label="Wachtlijst">${field('ouder', 'Naam ouder *')}${field('email', 'E-mail *', 'email')}${field('geboortedatum', 'Geboortedatum kind (of uitgerekende datum)', 'date')}${field('dagen', 'Gewenste dagen')}<div class="wixui-button"><button type="submit" class="uDW_Qe wixui-button"><span class="l7_2fn wixui-button__label">Inschrijven</span></button></div></form>`;
        })(),
      ),
    ]),
    '/team': wixPage('/team', 'Ons team', 'Onze pedagogisch medewerkers en hun opleiding.', [
      wix.section(
        wix.text(h(1, 'Ons team'), p('Al onze medewerkers hebben een geldige VOG, een kinder-EHBO-certificaat en spreken Nederlands op taalniveau 3F.')),
      ),
      wix.section(
        wix.repeater([
          staffCard(sf.manager, 'Locatiemanager', 'Aanspreekpunt voor plaatsing, contracten en vragen over de toeslag.'),
          staffCard(sf.baby, 'Pedagogisch medewerker babygroep', `Werkt op ${gr.baby.name} en begeleidt het wennen.`),
          staffCard(sf.arabic, 'Pedagogisch medewerker', `Werkt op ${gr.peuter.name}. Spreekt Nederlands, Arabisch en Engels.`),
          staffCard(sf.coach, 'Pedagogisch coach en beleidsmedewerker', 'Coacht het team en schrijft het pedagogisch beleidsplan.'),
        ]),
      ),
    ]),
    '/praktisch': wixPage('/praktisch', 'Praktisch & contact', 'Openingstijden, sluitingsdagen, adres en telefoon.', [
      wix.section(
        wix.text(
          h(1, 'Praktisch'),
          h(2, 'Openingstijden'),
          p(`Maandag t/m vrijdag ${hr.open} – ${hr.close}. Vroege opvang vanaf ${hr.early} (€ ${hr.earlyFee} per keer, graag een dag vooraf aanvragen).`),
          h(2, 'Gesloten'),
          list([
            'Op de nationale feestdagen (ook Koningsdag en elke vijf jaar Bevrijdingsdag)',
            `Tussen kerst en oud en nieuw: van ${cl.xmasFrom} tot en met ${cl.xmasTo}`,
            `Studiedag van het team: ${cl.studyDay}`,
          ]),
          p(
            'Gesloten dagen worden niet in rekening gebracht en hoeven niet te worden ingehaald; bij het 52-wekenpakket is daar in de uurprijs al rekening mee gehouden.',
            9,
          ),
        ),
      ),
      wix.section(
        wix.text(
          h(2, 'Contact'),
          p(`<b>${f.brand}</b>`),
          p(`${f.street}, ${f.postcode} Utrecht (${f.district})`),
          p(`Telefoon ${f.phone}`),
          p(`E-mail ${f.email}`),
          p('Parkeren: betaald parkeren in de straat (vergunning of parkeerapp), halen en brengen kan tien minuten gratis in de kiss-and-ride-vakken.', 9),
        ),
      ),
    ]),
    '/intern-team': wixPage(
      '/intern-team',
      'Intern',
      'Alleen voor medewerkers.',
      [
        wix.section(
          wix.text(
            h(1, 'Intern – niet delen'),
            list([
              `Salaris pedagogisch medewerker (cao, trede 5): € ${ix.salary} bruto per maand`,
              `Personeelskorting op opvang eigen kinderen: ${ix.staffDiscount}%`,
              `Luiers: ${ix.supplierLeg}, klantnummer ${ix.supplierCode}`,
              `Uurprijs 52-wekenpakket 2034 (nog niet communiceren): € ${ix.rate2034}`,
            ]),
          ),
        ),
      ],
      'noindex, nofollow',
    ),
  };
  return { name: 'daycare centre (nl-NL)', questions, disallow: ['/intern-team'], pages };
}
