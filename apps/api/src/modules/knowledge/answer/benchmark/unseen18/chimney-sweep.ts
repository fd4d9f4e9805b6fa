/* eslint-disable max-lines -- a fixture site: every page of one business as one function of its facts, whose closures (Jimdo module helpers, rate and zone tables) the pages share */
import type { BenchQuestion, BenchSite } from '../types';
import { unanswerable } from '../types';
import { jsonLd } from '../unseen/markup';
import { askedIn, phoneLink } from '../unseen2/markup';
import type facts from './chimney-sweep.facts.json';

/**
 * Unseen: a chimney sweep and wood-stove installer near Utrecht, a Jimdo Creator site in Dutch
 * (`lang="nl-NL"`, paths with a trailing slash, the `jimdoData` blob and the long `j-m-*-styles` body
 * class list): the template's `jtpl-*` layout, the nested `j-nav-level-0` navigation with
 * `cc-nav-current`, every piece of content a `j-module` whose id is `cc-m-<number>` inside a
 * `cc-matrix-<number>` (`j-header` headings, `j-text` rich text, `j-hr`, `j-spacing`, `j-imageSubtitle`
 * figures, `j-callToAction` buttons, `j-googlemaps`, the contact and newsletter forms as `j-formnew`),
 * columns as `j-hgrid` with `cc-m-hgrid-column` cells, the rates and the call-out fee by distance zone
 * as TinyMCE tables in `j-table` modules (no `<th>`, the header row in `<strong>`), the emergency line
 * and the keurmerk in the sidebar on every page, the Jimdo footer (print, privacy, cookie policy,
 * sitemap, login) and a cookie notice. An internal page at /intern/, which robots.txt disallows (the
 * footer links to it), holds the sweepers' pay, the stove wholesaler's account and next year's rates
 * that must never be quoted.
 *
 * The facts the pages are written from, as written and mutated, are data in chimney-sweep.facts.json.
 * Sweeping is priced per flue (a second flue at the same address in the same visit `prices.extraFlue`);
 * the call-out fee depends on the zone: free in zone 1, `zones.twoFee` up to `zones.twoKm` km,
 * `zones.threeFee` up to `zones.threeKm` km, further on request. Out of office hours the emergency line
 * adds `prices.surcharge`. A stove installed costs from `install.from` with `install.metres` m of flue,
 * each further metre `install.extraMetre`, `install.deposit` % paid on ordering. Book by
 * `season.bookBy` to be swept before the heating season; in autumn the wait is `season.waitMin` to
 * `season.waitMax` weeks; sweeps from `season.springFrom` to `season.springTo` get `season.springPct` %
 * off. Today is early September 2031.
 */
export type ChimneySweepFacts = typeof facts.original;

/** A question the site can answer: its kind, as a visitor types it, what the answer must contain. */
const said = (kind: string, ask: string, expect: string[], more: Partial<BenchQuestion> = {}): BenchQuestion => ({ kind, ask, expect, ...more });

export function chimneySweep(f: ChimneySweepFacts): BenchSite {
  const { office, showroom, prices: pr, install: inst, zones: zn, season: sn, internal: ix } = f;
  const site = `https://www.${f.domain}.example`;
  const tel = phoneLink('31');
  const [weekFrom = '', weekTo = ''] = office.week;
  const [satFrom = '', satTo = ''] = office.sat;
  const [showFriFrom = '', showFriTo = ''] = showroom.fri;
  const [showSatFrom = '', showSatTo = ''] = showroom.sat;
  const websiteId = `s${f.kvk}a1f0c2e9`;

  /** Jimdo numbers its modules and matrices in one growing sequence per website. */
  let serial = 12_418_733_000 + Number(f.kvk.slice(-3));
  const nextId = () => (serial += 17 + (serial % 5));
  const mod = (kind: string, inner: string) => {
    const id = nextId();
    return `<div id="cc-m-${id}" class="j-module n j-${kind} ">${inner.replace(/\{id\}/g, String(id))}</div>`;
  };
  const matrix = (...modules: string[]) => `<div id="cc-matrix-${nextId()}">${modules.join('')}</div>`;
  const heading = (level: 1 | 2 | 3, text: string) => mod('header', `<h${level} class="" id="cc-m-header-{id}">${text}</h${level}>`);
  const textMod = (html: string) => mod('text', html);
  const hr = () => mod('hr', '<hr/>');
  const figure = (file: string, alt: string) =>
    mod(
      'imageSubtitle',
      `<figure class="cc-imagewrapper cc-m-image-align-1"><img srcset="https://image.jimcdn.example/app/cms/image/transf/dimension=320x10000:format=jpg/path/${websiteId}/image/i${nextId()}/version/1693912233/${file}.jpg 320w, https://image.jimcdn.example/app/cms/image/transf/dimension=640x10000:format=jpg/path/${websiteId}/image/i${nextId()}/version/1693912233/${file}.jpg 640w" sizes="(min-width: 640px) 640px, 100vw" id="cc-m-imagesubtitle-image-{id}" src="https://image.jimcdn.example/app/cms/image/transf/dimension=640x10000:format=jpg/path/${websiteId}/image/i${nextId()}/version/1693912233/${file}.jpg" alt="${alt}" class="" data-src-width="1600" data-src-height="1067" data-src="" data-image-id="${nextId()}"/></figure><div class="cc-clear"></div>`,
    );
  const spacer = (px: number) => mod('spacing', `<div class="cc-m-spacer" style="height: ${px}px;"></div>`);
  const callToAction = (href: string, label: string) =>
    mod(
      'callToAction',
      `<div class="j-calltoaction-wrapper j-calltoaction-align-1"><a class="j-calltoaction-link j-calltoaction-link-style-2" data-action="button" href="${href}" data-title="${label}">${label}</a></div>`,
    );
  /** Columns of a horizontal grid, each its own matrix of modules. */
  const hgrid = (...columns: string[][]) => {
    const width = (100 / columns.length - 1.01).toFixed(2);
    return mod(
      'hgrid',
      columns
        .map(
          (modules, i) =>
            `${i ? '<div class="cc-m-hgrid-separator" data-display="cms-only"><div></div></div>' : ''}<div class="cc-m-hgrid-column${i === columns.length - 1 ? ' last' : ''}" style="width: ${width}%;">${matrix(...modules)}</div>`,
        )
        .join('') + '<div class="cc-m-hgrid-overlay" data-display="cms-only"></div><br class="cc-clear"/>',
    );
  };
  /** A table module as TinyMCE writes it: `<td>` only, the first row in bold. */
  const table = (head: string[], rows: string[][]) =>
    mod(
      'table',
      `<div id="cc-m-table-{id}"><table align="" class="mceEditable" cellspacing="0" cellpadding="3" width="100%" border="1"><tbody><tr>${head
        .map((cell) => `<td><strong>${cell}</strong></td>`)
        .join('')}</tr>${rows.map((row) => `<tr>${row.map((cell) => `<td>${cell}</td>`).join('')}</tr>`).join('')}</tbody></table></div>`,
    );
  const form = (fields: [string, string][], submit: string, thanks: string) =>
    mod(
      'formnew',
      `<form action="" method="post" id="cc-m-form-{id}" class="cc-m-form cc-m-form-layout-1"><div class="cc-m-form-loading"></div><div class="cc-m-form-view-sortable">${fields
        .map(
          ([label, type], i) =>
            `<div class="cc-m-form-view-element cc-m-form-${type === 'textarea' ? 'textarea' : 'text'} jmd-form-element"><label for="m{id}-${i}"><div>${label}</div></label><div class="cc-m-form-view-input-wrapper">${
              type === 'textarea'
                ? `<textarea id="m{id}-${i}" name="m{id}-${i}" rows="6"></textarea>`
                : `<input type="${type}" id="m{id}-${i}" name="m{id}-${i}" value="" placeholder=""/>`
            }</div></div>`,
        )
        .join(
          '',
        )}</div><div class="cc-m-form-view-element cc-m-form-submit"><div class="cc-m-form-view-input-wrapper"><input type="submit" value="${submit}" class="cc-m-form-submit"/></div></div><div class="cc-m-form-note">* Deze velden zijn verplicht</div></form><div class="cc-m-form-success" style="display:none">${thanks}</div>`,
    );

  const eur = (amount: string) => `€ ${amount.includes(',') ? amount : `${amount},00`}`;
  const emergencyHref = `tel:${tel(f.emergency)}`;

  const nav: [string, string][] = [
    ['/', 'Home'],
    ['/tarieven/', 'Tarieven'],
    ['/houtkachels/', 'Houtkachels'],
    ['/veelgestelde-vragen/', 'Veelgestelde vragen'],
    ['/over-ons/', 'Over ons'],
    ['/contact/', 'Contact'],
  ];
  const pageIds = new Map(nav.map(([href], i) => [href, 2_133_117_894 + i * 11]));
  const navigation = (path: string) =>
    `<nav class="jtpl-navigation"><div data-container="navigation"><div class="j-nav-variant-nested"><ul class="cc-nav-level-0 j-nav-level-0">${nav
      .map(([href, label]) => {
        const on = href === path;
        return `<li id="cc-nav-view-${pageIds.get(href) ?? 0}" class="jmd-nav__list-item-0${on ? ' cc-nav-current j-nav-current jmd-nav__item--current' : ''}"><a href="${href}" class="${on ? 'cc-nav-current j-nav-current jmd-nav__link--current' : ''}" data-link-title="${label}">${label}</a></li>`;
      })
      .join('')}</ul></div></div></nav>`;
  const officeLine = `Ma t/m vr ${weekFrom} – ${weekTo}, za ${satFrom} – ${satTo}`;
  const sidebar = () =>
    `<aside class="jtpl-sidebar"><div data-container="sidebar">${matrix(
      heading(2, 'Spoedlijn 24/7'),
      textMod(
        `<p>Rookoverlast, een verstopt rookkanaal of een kachel die niet meer trekt? Bel dag en nacht <strong>${f.emergency}</strong>.</p><p>Bij schoorsteenbrand: bel altijd eerst <strong>112</strong>.</p>`,
      ),
      callToAction(emergencyHref, 'Bel de spoedlijn'),
      hr(),
      heading(3, 'Erkend vakbedrijf'),
      textMod(
        `<p>Lid van de Vakfederatie Rookgasafvoer (VFR), erkenningsnummer <strong>${f.vfr}</strong>. Na elke veegbeurt krijgt u een veegcertificaat voor uw verzekeraar.</p>`,
      ),
      figure('vfr-keurmerk', 'VFR keurmerk'),
      hr(),
      heading(3, 'Kantoor'),
      textMod(`<p>Telefonisch bereikbaar:<br/>${officeLine}<br/><a href="tel:${tel(f.phone)}">${f.phone}</a></p>`),
    )}</div></aside>`;
  const footer = `<footer class="jtpl-footer"><div class="jtpl-footer__inner">${matrix(
    textMod(
      `<p>${f.legal} · ${f.street}, ${f.postcode} ${f.town} · KvK ${f.kvk} · <a href="mailto:${f.email}">${f.email}</a> · <a href="/intern/">Intern</a></p>`,
    ),
    heading(3, 'Nieuwsbrief'),
    textMod('<p>Twee keer per jaar stooktips en onze voorjaarsactie in uw mailbox.</p>'),
    form([['E-mailadres*', 'email']], 'Aanmelden', 'Bedankt voor uw aanmelding!'),
  )}</div><div id="contentfooter" data-container="footer"><div class="leftrow"><a rel="nofollow" href="javascript:window.print();"><span class="print-link"></span>Afdrukken</a> | <a href="/about/">Over</a> | <a href="//www.${f.domain}.example/j/privacy">Privacybeleid</a> | <a id="cookie-policy" href="javascript:window.CookieControl.showCookieSettings();">Cookiebeleid</a> | <a href="/sitemap/">Sitemap</a></div><div class="rightrow"><span class="loggedout"><a rel="nofollow" id="login" href="/login">Inloggen</a></span></div></div></footer>`;
  const cookieNotice = `<div id="cc-individual-cookie-settings" class="cc-individual-cookie-settings" role="dialog" aria-live="polite"><div class="cookie-notice"><p class="cookie-notice__text">Deze website gebruikt cookies. Sommige zijn noodzakelijk, andere helpen ons de website te verbeteren (statistiek) of tonen kaarten van Google Maps.</p><div class="cookie-notice__buttons"><button type="button" class="cookie-notice__button cookie-notice__button--accept">Alles accepteren</button><button type="button" class="cookie-notice__button cookie-notice__button--settings">Instellingen</button><button type="button" class="cookie-notice__button cookie-notice__button--decline">Alleen noodzakelijke</button></div></div></div>`;
  const business = jsonLd({
    '@context': 'https://schema.org',
    '@type': 'HomeAndConstructionBusiness',
    name: f.brand,
    url: site,
    telephone: tel(f.phone),
    email: f.email,
    address: { '@type': 'PostalAddress', streetAddress: f.street, postalCode: f.postcode, addressLocality: f.town, addressCountry: 'NL' },
    areaServed: [zn.one, zn.two].join(', ').replace(/ en /g, ', ').split(', '),
    openingHoursSpecification: [
      { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], opens: weekFrom, closes: weekTo },
      { '@type': 'OpeningHoursSpecification', dayOfWeek: 'Saturday', opens: satFrom, closes: satTo },
    ],
  });

  const doc = (path: string, title: string, description: string, content: string, head = '') => {
    const pageId = pageIds.get(path) ?? 2_133_118_999;
    const jimdoData = {
      isTestserver: false,
      isLcJimdoCom: false,
      isJimdoHelpCenter: false,
      isProtectedPage: false,
      cstok: '',
      cacheJsKey: 'f2c9e6d1a83b0e5c4d7f8a9b0c1d2e3f4a5b6c7d',
      cacheCssKey: 'f2c9e6d1a83b0e5c4d7f8a9b0c1d2e3f4a5b6c7d',
      cdnUrl: 'https://assets.jimstatic.example/',
      webPath: `${site}/`,
      cmsLanguage: 'nl_NL',
      isFreePackage: false,
      mobile: false,
      isDevkitTemplateUsed: true,
      isTemplateResponsive: true,
      websiteId,
      pageId,
      packageId: 2,
      shop: {
        deliveryTimeTexts: { 1: '1 - 3 dagen levertijd' },
        checkoutButtonText: 'Naar de kassa',
        isReady: false,
        currencyFormat: { pattern: '€ #,##0.00', convertedPattern: '€ #,##0.00', symbols: { GROUPING_SEPARATOR: '.', DECIMAL_SEP: ',', CURRENCY_SYMBOL: '€' } },
        currencyLocale: 'nl_NL',
      },
      tr: { gmap: { searchNotFound: 'Het ingevoerde adres kon niet gevonden worden.', routeNotFound: 'De route kon niet berekend worden.' } },
      jQuery: 'jimdoGen002',
      isJimdoMobileApp: false,
      bgConfig: null,
      responsiveBreakpointLandscape: 767,
      responsiveBreakpointPortrait: 480,
      copyableHeadlineLinks: false,
      tocGeneration: false,
    };
    return `<!DOCTYPE html><html lang="nl-NL"><head><meta http-equiv="X-UA-Compatible" content="IE=edge"/><meta charset="UTF-8"/><title>${title} - ${f.brand}</title><meta name="description" content="${description}"/><meta name="robots" content="index, follow, archive"/><meta property="st:section" content="${description}"/><meta name="generator" content="Jimdo Creator"/><meta name="twitter:title" content="${title}"/><meta name="twitter:description" content="${description}"/><meta name="twitter:card" content="summary_large_image"/><meta property="og:url" content="${site}${path}"/><meta property="og:title" content="${title}"/><meta property="og:description" content="${description}"/><meta property="og:type" content="website"/><meta property="og:locale" content="nl_NL"/><meta property="og:site_name" content="${f.brand}"/><meta name="viewport" content="width=device-width, initial-scale=1"/><link rel="canonical" href="${site}${path}"/>${head}<link rel="shortcut icon" href="https://u.jimcdn.example/cms/o/${websiteId}/img/favicon.png?t=1693912233"/><link href="https://u.jimcdn.example/cms/o/${websiteId}/layout/dm_7f1e2d/css/layout.css?t=1693912233" rel="stylesheet" type="text/css" id="jimdo_layout_css"/><script>var jimdoData = ${JSON.stringify(jimdoData)};</script>${path === '/' || path === '/contact/' ? business : ''}<script src="https://assets.jimstatic.example/ckies.js.7c1a3d5e2f.js"></script><link rel="stylesheet" type="text/css" href="https://assets.jimstatic.example/web.css.0a2b5c9d8e.css"/></head><body class="body cc-page${path === '/' ? ' cc-page-index' : ''} j-m-gallery-styles j-m-video-styles j-m-hr-styles j-m-header-styles j-m-text-styles j-m-emotionheader-styles j-m-htmlCode-styles j-m-rss-styles j-m-form-styles-disabled j-m-table-styles j-m-textWithImage-styles j-m-downloadDocument-styles j-m-imageSubtitle-styles j-m-flickr-styles j-m-googlemaps-styles j-m-blogSelection-styles-disabled j-m-comment-styles j-m-jimdo-styles j-m-profile-styles j-m-guestbook-styles j-m-promotion-styles j-m-twitter-styles j-m-hgrid-styles j-m-shoppingcart-styles j-m-catalog-styles j-m-product-styles-disabled j-m-facebook-styles j-m-sharebuttons-styles j-m-formnew-styles-disabled j-m-callToAction-styles j-m-turbo-styles j-m-spacing-styles j-m-googleplus-styles j-m-dummy-styles j-m-search-styles j-m-booking-styles j-footer-styles cc-pagemode-default cc-content-parent" id="page-${pageId}"><div id="cc-inner" class="cc-content-parent"><div class="jtpl-main cc-content-parent"><header class="jtpl-header"><div class="jtpl-logo"><div id="cc-website-logo" class="cc-single-module-element">${figure('logo', f.brand)}</div></div>${navigation(path)}</header><div class="jtpl-content cc-content-parent"><div id="content_area" data-container="content"><div id="content_start"></div>${matrix(content)}</div></div>${sidebar()}${footer}</div></div>${cookieNotice}<script src="https://assets.jimstatic.example/web.js.58a6e41b7c.js"></script></body></html>`;
  };

  const rateRows: string[][] = [
    ['Vegen open haard of schoorsteen', eur(pr.sweepOpen)],
    ['Vegen houtkachel, inzethaard of pelletkachel', eur(pr.sweepStove)],
    ['Vegen + camera-inspectie met foto’s', eur(pr.sweepCamera)],
    ['Inspectie rookgasafvoer met rapport (voor verzekeraar of verkoop woning)', eur(pr.inspection)],
    ['Tweede rookkanaal op hetzelfde adres, zelfde bezoek', eur(pr.extraFlue)],
    ['Vogelnest verwijderen (buiten het broedseizoen)', `vanaf ${eur(pr.nest)}`],
    ['Rookkanaalafdekkap (regenkap) plaatsen, kap inbegrepen', eur(pr.cap)],
    ['Spoedtoeslag buiten kantoortijd', `+ ${eur(pr.surcharge)}`],
  ];
  const zoneRows: string[][] = [
    ['Zone 1', zn.one, 'gratis'],
    ['Zone 2', `tot ${zn.twoKm} km: ${zn.two}`, eur(zn.twoFee)],
    ['Zone 3', `${zn.twoKm} tot ${zn.threeKm} km: ${zn.three}`, eur(zn.threeFee)],
    [`Verder dan ${zn.threeKm} km`, 'Alleen installaties, op aanvraag', 'op aanvraag'],
  ];
  const seasonText = `<p>Wilt u vóór het stookseizoen geveegd worden? Boek dan uiterlijk <strong>${sn.bookBy}</strong>. Van oktober tot en met december is de wachttijd ${sn.waitMin} tot ${sn.waitMax} weken.</p><p><strong>Voorjaarsactie:</strong> laat u tussen ${sn.springFrom} en ${sn.springTo} vegen, dan krijgt u ${sn.springPct}% korting op het veegtarief. Dan is er ook geen wachttijd.</p>`;
  const faqs: [string, string][] = [
    [
      'Hoe vaak moet ik laten vegen?',
      'Een houtkachel of inzethaard waarop u regelmatig stookt: twee keer per stookseizoen. Een open haard of een kachel die weinig brandt: één keer per jaar.',
    ],
    ['Moet ik thuis zijn?', 'Ja, we vegen van binnenuit. Reken op drie kwartier per kanaal. We leggen stofdoeken neer en zuigen na.'],
    [
      'Krijg ik een bewijs voor mijn verzekering?',
      `Ja, na elke veegbeurt ontvangt u een veegcertificaat. Wil uw verzekeraar een uitgebreid inspectierapport, dan kost dat ${eur(pr.inspection)}.`,
    ],
    [
      'Er zit een vogelnest in mijn schoorsteen. Wat nu?',
      `Kauwen nestelen graag in schoorstenen. Tijdens het broedseizoen (15 maart tot 15 juli) mogen we een bewoond nest niet weghalen. Daarbuiten verwijderen we het vanaf ${eur(pr.nest)} en plaatsen we desgewenst een regenkap.`,
    ],
    ['Hoe kan ik betalen?', 'Direct na afloop met pin of via een betaalverzoek. Voor installaties ontvangt u een factuur.'],
  ];

  const nl = askedIn('nl');
  const stoveAsk = 'Goedemiddag, wij hebben een houtkachel in de woonkamer en stoken er best veel op. Wat kost het vegen van een houtkachel bij jullie?';
  const emergencyAsk = 'HELP er komt rook uit de kachel de kamer in en het stinkt, wie kan ik nu bellen?? het is zaterdagavond';
  const questions: BenchQuestion[] = [
    nl(said('price', stoveAsk, [pr.sweepStove], { reject: [ix.sweepStove, pr.sweepOpen] })),
    nl(said('follow-up', 'En als jullie er ook met een camera in kijken, wat kost het dan?', [pr.sweepCamera], { after: [stoveAsk] })),
    nl(said('follow-up', 'Ik woon trouwens in Amersfoort. Komen daar nog voorrijkosten bij?', [zn.threeFee], { after: [stoveAsk], reject: [zn.twoFee] })),
    nl(said('price', 'Mijn verzekeraar wil een inspectierapport van het rookkanaal zien. Kunnen jullie dat maken en wat kost dat?', [pr.inspection])),
    nl(said('policy', 'Is het slim om nu al te boeken, of kan het in november ook nog? Hoe lang moet ik dan wachten?', [`${sn.waitMax} weken`])),
    nl(said('date', 'Tot wanneer moet ik boeken als ik vóór het stookseizoen geveegd wil worden?', [sn.bookBy])),
    nl(said('contact', emergencyAsk, [f.emergency])),
    nl(said('follow-up', 'Wat kost het extra als jullie buiten kantoortijd komen?', [pr.surcharge], { after: [emergencyAsk] })),
    nl(
      said(
        'arithmetic',
        'Wij willen een nieuwe houtkachel laten plaatsen in een jaren-30 woning zonder schoorsteen. Het rookkanaal wordt zo’n 8 meter. Wat kost dat ongeveer?',
        [inst.from, inst.extraMetre],
        { reject: [ix.install] },
      ),
    ),
    nl(said('hours', 'Kan ik zaterdag om half 1 nog bellen om een afspraak te maken?', [satTo])),
    nl(said('price', 'Er zit volgens mij een kauwennest in de schoorsteen, we horen de hele dag gekras. Wat kost het om dat weg te halen?', [pr.nest])),
    said('contact', "Hi, we're expats who just moved near Utrecht and our house has a wood burner. Can I call you in English? What's your number?", [f.phone]),
    said('contact', "What's your email address? I'd like to send some photos of our chimney first.", [f.email]),
    said('other', 'Which wood stove brands do you install?', [inst.brands[0] ?? '', inst.brands[1] ?? '']),
    said('hours', 'What are your office hours on weekdays?', [weekFrom, weekTo]),
    said('payment', 'If we order a new stove from you, how much do we pay upfront?', [inst.deposit]),
    said('policy', 'Are you a certified chimney sweep? My home insurance asks for a recognised company.', [f.vfr]),
    askedIn('de')(said('price', 'Wir haben ein Ferienhaus bei Utrecht mit offenem Kamin. Was kostet das Kehren?', [pr.sweepOpen], { reject: [pr.sweepStove] })),
    askedIn('es')(said('price', 'Tengo una chimenea abierta y una estufa de leña en la misma casa. ¿Cuánto cuesta el segundo conducto?', [pr.extraFlue])),
    askedIn('fr')(said('location', 'Bonjour, quelle est l’adresse de votre showroom ?', [f.street])),
    askedIn('it')(said('hours', 'A che ora apre lo showroom il sabato?', [showSatFrom])),
    askedIn('pt')(said('other', 'Até que distância vocês vêm para limpar uma chaminé?', [zn.threeKm])),
    askedIn('ar')(said('price', 'كم تكلفة تركيب غطاء للمدخنة؟', [pr.cap])),
    askedIn('he')(said('team', 'מי הבעלים של החברה, ומאיזו שנה אתם עובדים?', [f.owner, f.since])),
    askedIn('zh-Hans')(said('discount', '春天扫烟囱有折扣吗？打几折？', [sn.springPct])),
    ...unanswerable('Verkopen jullie ook tweedehands houtkachels?').map(nl),
    ...unanswerable('Wat verdient een leerling-schoorsteenveger bij jullie per uur?').map((q) => ({ ...nl(q), reject: [ix.pay] })),
    ...unanswerable('Do you also service gas central heating boilers?').map((q) => ({ ...q, reject: [ix.supplier, ix.code] })),
    ...unanswerable('Kann man einen neuen Kaminofen bei Ihnen auch in Raten bezahlen?').map(askedIn('de')),
    ...unanswerable('薪ストーブ用の薪も売っていますか？').map(askedIn('ja')),
  ];

  const pages: Record<string, string> = {
    '/': doc(
      '/',
      `Schoorsteenveger in ${f.town} en omgeving`,
      `Schoorsteen vegen, inspectie en houtkachels plaatsen in ${f.town}, Utrecht en omgeving.`,
      heading(1, `Schoorsteenveger en kachelspecialist in ${f.town}`) +
        figure('veger-op-dak', 'Schoorsteenveger op het dak') +
        textMod(
          `<p>Sinds ${f.since} vegen en inspecteren wij schoorstenen, rookkanalen en houtkachels in de regio Utrecht. Wij plaatsen ook nieuwe houtkachels, compleet met rookkanaal.</p>`,
        ) +
        hgrid(
          [
            heading(3, 'Vegen'),
            textMod(`<p>Open haard vanaf ${eur(pr.sweepOpen)}, houtkachel ${eur(pr.sweepStove)}. Inclusief veegcertificaat.</p>`),
            callToAction('/tarieven/', 'Alle tarieven'),
          ],
          [heading(3, 'Inspectie'), textMod(`<p>Camera-inspectie en rapport voor uw verzekeraar.</p>`)],
          [
            heading(3, 'Houtkachels'),
            textMod(`<p>Advies, levering en plaatsing vanaf ${eur(inst.from)}.</p>`),
            callToAction('/houtkachels/', 'Meer over plaatsing'),
          ],
        ) +
        spacer(30) +
        heading(2, 'Op tijd boeken voor het stookseizoen') +
        textMod(seasonText),
    ),
    '/tarieven/': doc(
      '/tarieven/',
      'Tarieven',
      'Tarieven voor vegen, inspectie en voorrijkosten per zone.',
      heading(1, 'Tarieven') +
        textMod('<p>Alle prijzen zijn per rookkanaal en inclusief 21% btw en veegcertificaat. Geen verrassingen achteraf.</p>') +
        table(['Dienst', 'Prijs'], rateRows) +
        spacer(20) +
        heading(2, 'Voorrijkosten') +
        textMod(`<p>Wij rekenen vanaf ons bedrijf in ${f.town}. Combineert u een afspraak met de buren, dan betaalt u samen één keer voorrijkosten.</p>`) +
        table(['Zone', 'Plaatsen', 'Voorrijkosten'], zoneRows) +
        hr() +
        textMod(seasonText),
    ),
    '/houtkachels/': doc(
      '/houtkachels/',
      'Houtkachels plaatsen',
      'Levering en plaatsing van houtkachels met rookkanaal.',
      heading(1, 'Een houtkachel laten plaatsen') +
        hgrid(
          [
            textMod(
              `<p>Wij zijn dealer van ${inst.brands.join(', ')}. Kom langs in de showroom of we komen gratis bij u thuis kijken en meten.</p><ul><li>Plaatsing vanaf <strong>${eur(inst.from)}</strong>, inclusief dubbelwandig RVS-rookkanaal tot ${inst.metres} meter en dakdoorvoer</li><li>Elke extra meter rookkanaal: ${eur(inst.extraMetre)}</li><li>Levertijd: ${inst.weeks} weken na akkoord</li><li>Bij opdracht betaalt u ${inst.deposit}% aanbetaling, de rest na oplevering</li></ul>`,
            ),
          ],
          [
            figure('showroom', 'Onze showroom'),
            textMod(
              `<p><strong>Showroom</strong><br/>Vrijdag ${showFriFrom} – ${showFriTo}<br/>Zaterdag ${showSatFrom} – ${showSatTo}<br/>Of op afspraak.</p>`,
            ),
          ],
        ) +
        textMod('<p>Na plaatsing stoken we de kachel samen met u op en krijgt u een opleverrapport voor uw verzekeraar.</p>'),
    ),
    '/veelgestelde-vragen/': doc(
      '/veelgestelde-vragen/',
      'Veelgestelde vragen',
      'Antwoorden op vragen over vegen, nesten, certificaten en betalen.',
      heading(1, 'Veelgestelde vragen') + faqs.map(([q, a]) => heading(3, q) + textMod(`<p>${a}</p>`)).join(''),
    ),
    '/over-ons/': doc(
      '/over-ons/',
      'Over ons',
      `Het team van ${f.brand}.`,
      heading(1, 'Over ons') +
        hgrid(
          [figure('team', `Het team van ${f.brand}`)],
          [
            textMod(
              `<p>${f.owner} begon in ${f.since} als zelfstandig schoorsteenveger. Inmiddels werken er ${f.sweepers} vegers en een kachelmonteur bij ${f.brand}.</p><p>Wij zijn erkend lid van de Vakfederatie Rookgasafvoer (VFR), erkenningsnummer ${f.vfr}. Wij vegen volgens de veegnormen van de VFR.</p>`,
            ),
          ],
        ),
    ),
    '/contact/': doc(
      '/contact/',
      'Contact',
      `Adres, telefoon en openingstijden van ${f.brand}.`,
      heading(1, 'Contact') +
        hgrid(
          [
            textMod(
              `<p><strong>${f.brand}</strong><br/>${f.street}<br/>${f.postcode} ${f.town}</p><p>Kantoor: <a href="tel:${tel(f.phone)}">${f.phone}</a><br/>Spoedlijn (24/7): <a href="${emergencyHref}">${f.emergency}</a><br/>E-mail: <a href="mailto:${f.email}">${f.email}</a></p><p>Telefonisch bereikbaar: ${officeLine}.<br/>Showroom: vrijdag ${showFriFrom} – ${showFriTo}, zaterdag ${showSatFrom} – ${showSatTo}.</p>`,
            ),
          ],
          [
            form(
              [
                ['Naam*', 'text'],
                ['E-mail*', 'email'],
                ['Telefoon', 'tel'],
                ['Postcode en plaats*', 'text'],
                ['Bericht*', 'textarea'],
              ],
              'Versturen',
              'Bedankt! Wij nemen binnen twee werkdagen contact met u op.',
            ),
          ],
        ) +
        mod(
          'googlemaps',
          `<div id="cc-m-map-{id}"><div class="cc-map-wrapper"><iframe title="Google Maps" src="https://maps.google.example/maps?q=${encodeURIComponent(`${f.street}, ${f.postcode} ${f.town}`)}&amp;output=embed" width="100%" height="350" frameborder="0" loading="lazy"></iframe></div></div>`,
        ),
    ),
    '/intern/': doc(
      '/intern/',
      'Intern',
      'Alleen voor medewerkers.',
      heading(1, 'Intern – niet delen met klanten') +
        textMod(
          `<ul><li>Uurloon vegers: ${eur(ix.pay)} bruto.</li><li>Kachelgroothandel: ${ix.supplier}, klantnummer ${ix.code}.</li><li>Tarieven per ${ix.effective} (nog niet publiceren): vegen houtkachel ${eur(ix.sweepStove)}, plaatsing vanaf ${eur(ix.install)}.</li></ul>`,
        ),
      '<meta name="robots" content="noindex, nofollow"/>',
    ),
  };
  return { name: 'chimney sweep and stove installer (nl-NL)', questions, disallow: ['/intern/'], pages };
}
