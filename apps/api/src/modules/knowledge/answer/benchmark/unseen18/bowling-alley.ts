/* eslint-disable max-lines -- a fixture site: every page of one business as one function of its facts, whose closures (Squarespace block helpers, lane and game prices) the pages share */
import type { BenchQuestion, BenchSite } from '../types';
import { unanswerable } from '../types';
import { jsonLd } from '../unseen/markup';
import { askedIn, phoneLink } from '../unseen2/markup';
import type facts from './bowling-alley.facts.json';

/**
 * Unseen: a bowling alley with a bar in Milan, a Squarespace 7.1 site in Italian (`lang="it-IT"`, the
 * "This is Squarespace." comment, `Static.SQUARESPACE_CONTEXT` and Squarespace's own LocalBusiness
 * JSON-LD with an `openingHours` string in the head): the announcement bar with the lunch-time offer,
 * the header's `header-nav-item` links and the burger menu's copy of them, every page a stack of
 * `page-section`s whose fluid-engine grids hold `sqs-block`s told apart by `data-block-type` (2 text,
 * 5 image, 9 form, 23 code, 51 newsletter, 53 button, 55 summary, 69 accordion, 4 map): the prices as
 * text blocks and, per game, as a hand-written `<table>` inside a code block; the coming nights and
 * tournament as a summary block of an events collection (`summary-item`, a `<time>` in the metadata);
 * the FAQ as an accordion block whose answers sit in closed `accordion-item__dropdown` divs under
 * `<button>` toggles (no `<details>`); the map block's address in a `data-block-json` attribute; the
 * Squarespace cookie banner and a newsletter block in the footer. A staff page at /area-staff, which
 * robots.txt disallows (the footer links to it), holds the pay, the lane technician's contract and
 * next season's prices that must never be quoted.
 *
 * The facts the pages are written from, as written and mutated, are data in bowling-alley.facts.json.
 * A game is priced per person: `prices.day` Monday to Friday until `prices.eveningFrom`,
 * `prices.evening` Monday to Thursday from then, `prices.weekend` on Friday from then, at weekends and
 * on holidays; `prices.lunch` Monday to Friday from `prices.lunchFrom` to `prices.lunchTo`; under-12s
 * `prices.kids` at any time. A lane by the hour (up to `prices.laneMax` players) costs
 * `prices.laneWeek` Monday to Thursday and `prices.laneWeekend` Friday evening to Sunday. Shoes are
 * compulsory (`prices.shoes`), socks on sale. Birthday parties: two packages per child, at least
 * `party.min` children, `party.deposit` € down, booked `party.notice` days ahead. Today is early
 * March 2031.
 */
export type BowlingAlleyFacts = typeof facts.original;

/** A question the site can answer: its kind, as a visitor types it, what the answer must contain. */
const said = (kind: string, ask: string, expect: string[], more: Partial<BenchQuestion> = {}): BenchQuestion => ({ kind, ask, expect, ...more });

export function bowlingAlley(f: BowlingAlleyFacts): BenchSite {
  const { hours: hr, prices: p, party, bar, events: ev, internal: ix } = f;
  const [weekFrom = '', weekTo = ''] = hr.week;
  const [friFrom = '', friTo = ''] = hr.fri;
  const [satFrom = '', satTo = ''] = hr.sat;
  const [sunFrom = '', sunTo = ''] = hr.sun;
  const tel = phoneLink('39');
  const site = `https://www.${f.domain}.example`;

  /** Squarespace's ids: 24 hex digits for collections and items, YUI numbers for blocks. */
  let state = 0x2545f491;
  const next = () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return state >>> 0;
  };
  const hex = (length: number) =>
    Array.from({ length: Math.ceil(length / 8) }, () => next().toString(16).padStart(8, '0'))
      .join('')
      .slice(0, length);
  const websiteId = hex(24);
  const cdn = `https://images.squarespace-cdn.example/content/v1/${websiteId}`;
  let blocks = 0;
  const yui = () => `yui_3_17_2_1_17093${String(41000 + (next() % 9000))}_${++blocks * 7 + 113}`;

  const euro = (amount: string) => `${amount}&nbsp;€`;
  const text = (...paragraphs: string[]) =>
    paragraphs.map((html) => (html.startsWith('<') ? html : `<p class="" style="white-space:pre-wrap;">${html}</p>`)).join('');
  /** A block of one `data-block-type`, with its YUI id. */
  const sqsBlock = (cls: string, type: number, inner: string, json?: unknown) => {
    const data = json === undefined ? '' : ` data-block-json="${JSON.stringify(json).replace(/"/g, '&quot;')}"`;
    return `<div class="sqs-block ${cls}" data-block-type="${type}"${data} id="block-${yui()}"><div class="sqs-block-content">${inner}</div></div>`;
  };
  const textBlock = (...paragraphs: string[]) =>
    sqsBlock('html-block sqs-block-html', 2, `<div class="sqs-html-content" data-sqsp-text-block-content>${text(...paragraphs)}</div>`);
  const imageBlock = (file: string, alt: string) =>
    sqsBlock(
      'image-block sqs-block-image sqs-text-ready',
      5,
      `<div class="image-block-outer-wrapper layout-caption-hidden design-layout-fluid" data-test="image-block-fluid-outer-wrapper"><div class="fluid-image-animation-wrapper sqs-image sqs-block-alignment-wrapper" data-animation-role="image"><div class="fluid-image-container sqs-image-content" style="overflow: hidden;position: relative;width: 100%;height: 100%;"><img data-stretch="true" data-src="${cdn}/${hex(10)}/${file}.jpg" data-image="${cdn}/${hex(10)}/${file}.jpg" data-image-dimensions="2000x1333" data-image-focal-point="0.5,0.5" alt="${alt}" data-load="false" elementtiming="system-image-block" src="${cdn}/${hex(10)}/${file}.jpg?format=750w" width="2000" height="1333" sizes="100vw" style="display:block;object-fit: cover; width: 100%; height: 100%;" loading="lazy" decoding="async" data-loader="sqs" /></div></div></div>`,
    );
  const buttonBlock = (href: string, label: string) =>
    sqsBlock(
      'button-block sqs-block-button',
      53,
      `<div class="sqs-block-button-container sqs-block-button-container--center" data-animation-role="button" data-alignment="center" data-button-size="medium" data-button-type="primary"><a href="${href}" class="sqs-block-button-element--medium sqs-button-element--primary sqs-block-button-element">${label}</a></div>`,
    );
  const codeBlock = (html: string) => sqsBlock('code-block sqs-block-code', 23, html);
  const h = (level: 1 | 2 | 3 | 4, html: string) => `<h${level} style="white-space:pre-wrap;">${html}</h${level}>`;
  const ul = (items: string[]) =>
    `<ul data-rte-list="default">${items.map((item) => `<li><p class="" style="white-space:pre-wrap;">${item}</p></li>`).join('')}</ul>`;

  /** A fluid-engine section: its blocks each in a grid cell. */
  const section = (theme: 'white' | 'black' | 'light-bold', ...cells: string[]) => {
    const id = hex(24);
    return `<section data-test="page-section" data-section-theme="${theme}" class="page-section layout-engine-section background-width--full-bleed section-height--medium content-width--wide horizontal-alignment--center vertical-alignment--middle ${theme}" data-section-id="${id}" data-controller="SectionWrapperController" data-current-styles="{&quot;imageOverlayOpacity&quot;:0.15,&quot;backgroundWidth&quot;:&quot;background-width--full-bleed&quot;,&quot;sectionHeight&quot;:&quot;section-height--medium&quot;,&quot;sectionTheme&quot;:&quot;${theme}&quot;}" data-animation="none" data-fluid-engine-section><div class="section-border"><div class="section-background"></div></div><div class="content-wrapper" style=""><div class="content"><div data-fluid-engine="true"><div class="fluid-engine fe-${id}">${cells
      .map((cell) => `<div class="fe-block fe-block-${hex(20)}">${cell}</div>`)
      .join('')}</div></div></div></div></section>`;
  };

  /** An accordion block: button toggles, the answers in closed dropdowns. */
  const accordion = (items: [string, string][]) => {
    const id = hex(8);
    const rows = items
      .map(
        ([question, answer], i) =>
          `<li class="accordion-item"><h4 class="accordion-item__title-wrapper" role="heading" aria-level="3"><button class="accordion-item__click-target" aria-expanded="false" style="padding-top: 20px; padding-bottom: 20px;" aria-controls="accordion-${id}-${i}" id="button-${id}-${i}"><span class="accordion-item__title">${question}</span><div class="accordion-icon-container" data-is-open="false" aria-hidden="true"><div class="plus"><div class="plus__horizontal-line"></div><div class="plus__vertical-line"></div></div></div></button></h4><div class="accordion-item__dropdown" role="region" id="accordion-${id}-${i}" aria-labelledby="button-${id}-${i}"><div class="accordion-item__description" style="padding-bottom: 20px;"><p style="white-space:pre-wrap;">${answer}</p></div></div><div class="accordion-divider" aria-hidden="true" style="height: 1px; opacity: 1;"></div></li>`,
      )
      .join('');
    return sqsBlock(
      'accordion-block sqs-block-accordion',
      69,
      `<ul class="accordion-items-container" data-should-allow-multiple-open-items="false" data-is-divider-enabled="true" data-is-first-divider-visible="true" data-is-last-divider-visible="true" data-is-expanded-first-item="false" data-accordion-title-alignment="left" data-accordion-description-alignment="left" data-accordion-icon-placement="right">${rows}</ul>`,
    );
  };

  interface Happening {
    slug: string;
    title: string;
    day: string;
    iso: string;
    excerpt: string;
  }
  const months = ['gen', 'feb', 'mar', 'apr', 'mag', 'giu', 'lug', 'ago', 'set', 'ott', 'nov', 'dic'];
  /** A summary block of the events collection: a date tile, the title and the excerpt. */
  const summary = (heading: string, items: Happening[]) =>
    sqsBlock(
      'summary-v2-block sqs-block-summary-v2',
      55,
      `<div class="summary-block-wrapper summary-block-collection-type-events summary-block-setting-design-list summary-block-setting-text-alignment-left summary-block-setting-show-thumbnail summary-block-setting-show-excerpt" data-controller="SummaryBlock" data-block-id="${hex(20)}"><div class="summary-block-header"><h3 class="summary-heading"><span>${heading}</span></h3></div><div class="summary-item-list-container sqs-gallery-container"><div class="summary-item-list sqs-gallery">${items
        .map(({ slug, title, day, iso, excerpt }) => {
          const [, month = '1', date = '1'] = iso.split('-');
          return `<div class="summary-item summary-item-record-type-event sqs-gallery-design-autogrid-slide summary-item-has-thumbnail summary-item-has-excerpt summary-item-has-cats" data-type="event"><div class="summary-thumbnail-outer-container"><a href="/eventi/${slug}" data-title="${title}" data-description="" class="summary-thumbnail-container sqs-gallery-image-container"><div class="summary-thumbnail img-wrapper"><img data-src="${cdn}/${hex(10)}/${slug}.jpg" data-image-dimensions="1500x1000" data-image-focal-point="0.5,0.5" alt="${title}" class="summary-thumbnail-image" loading="lazy" /></div><div class="summary-thumbnail-event-date"><div class="summary-thumbnail-event-date-inner"><span class="summary-thumbnail-event-date-month">${months[Number(month) - 1] ?? ''}</span><span class="summary-thumbnail-event-date-day">${Number(date)}</span></div></div></a></div><div class="summary-content sqs-gallery-meta-container"><div class="summary-metadata-container summary-metadata-container--above-title"><div class="summary-metadata summary-metadata--primary"><time class="summary-metadata-item summary-metadata-item--date" datetime="${iso}">${day}</time></div></div><div class="summary-title"><a href="/eventi/${slug}" class="summary-title-link">${title}</a></div><div class="summary-excerpt"><p>${excerpt}</p></div><a href="/eventi/${slug}" class="summary-read-more-link">Scopri di più →</a></div></div>`;
        })
        .join('')}</div></div></div>`,
    );

  const newsletter = sqsBlock(
    'newsletter-block sqs-block-newsletter',
    51,
    `<div class="newsletter-form-wrapper newsletter-form-wrapper--layoutFloat newsletter-form-wrapper--alignCenter"><form class="newsletter-form" data-form-id="${hex(24)}" autocomplete="on" method="POST" novalidate onsubmit="return (function (form) { Y.use('squarespace-form-submit', 'node', function usingFormSubmit(Y) { (new Y.Squarespace.FormSubmit(form)).submit({ formId: '${hex(24)}', collectionId: '${hex(24)}', objectName: 'page-section' }); }); return false; })(this);"><header class="newsletter-form-header"><h2 class="newsletter-form-header-title">Resta in pista</h2><div class="newsletter-form-header-description"><p>Tornei, serate a tema e promozioni: una mail al mese, niente spam.</p></div></header><div class="newsletter-form-body"><div class="newsletter-form-fields-wrapper form-fields"><div class="newsletter-form-field-wrapper form-item field email required"><label class="newsletter-form-field-label title" for="newsletter-email">Indirizzo email</label><input aria-label="Indirizzo email" autocomplete="email" class="newsletter-form-field-element field-element" id="newsletter-email" name="email" placeholder="Indirizzo email" type="email" /></div></div><div data-animation-role="button" class="newsletter-form-button-wrapper submit-wrapper"><button class="newsletter-form-button sqs-system-button sqs-editable-button-layout sqs-button-element--primary" type="submit" value="Iscriviti"><span class="newsletter-form-spinner sqs-spin light large"></span><span class="newsletter-form-button-label">Iscriviti</span></button></div><div class="newsletter-form-footnote"><p>Iscrivendoti accetti la nostra informativa sulla privacy.</p></div></div><div class="hidden form-submission-text">Grazie! Ti sei iscritto.</div><div class="hidden form-submission-html" data-submission-html=""></div></form></div>`,
  );
  const mapBlock = sqsBlock('map-block sqs-block-map sized vsize-12', 4, '<div class="sqs-block-map-container"></div>', {
    location: {
      mapZoom: 15,
      mapLat: 45.4486,
      mapLng: 9.1758,
      markerLat: 45.4486,
      markerLng: 9.1758,
      addressTitle: f.brand,
      addressLine1: f.street,
      addressLine2: `${f.postcode} Milano MI`,
      addressCountry: 'Italia',
    },
    vSize: 12,
    style: 4,
    labels: true,
    terrain: false,
    controls: false,
    hSize: null,
    floatDir: null,
  });

  const menu: [string, string][] = [
    ['/prezzi', 'Prezzi'],
    ['/feste-di-compleanno', 'Feste di compleanno'],
    ['/bar', 'Bar &amp; cucina'],
    ['/faq', 'FAQ'],
    ['/contatti', 'Contatti'],
  ];
  const navItems = (path: string, cls: string) =>
    menu
      .map(
        ([href, label]) =>
          `<div class="${cls}${href === path ? ` ${cls}--active` : ''}"><a href="${href}"${href === path ? ' aria-current="page"' : ''} data-animation-role="header-element">${label}</a></div>`,
      )
      .join('');
  const lunchLine = `Pausa pranzo: partita a ${euro(p.lunch)} dal lunedì al venerdì, ${p.lunchFrom}–${p.lunchTo}`;
  const header = (path: string) =>
    `<div class="sqs-announcement-bar-dropzone"></div><header data-test="header" id="header" class="header theme-col--primary" data-section-theme="black" data-controller="Header" data-current-styles="{&quot;layout&quot;:&quot;navRight&quot;,&quot;action&quot;:{&quot;buttonText&quot;:&quot;Prenota&quot;,&quot;newWindow&quot;:false},&quot;showSocial&quot;:true,&quot;sectionTheme&quot;:&quot;black&quot;}" data-first-focusable-element tabindex="-1"><div class="sqs-announcement-bar-custom-location"><div class="yui3-widget sqs-widget sqs-announcement-bar"><div class="sqs-announcement-bar-content"><a href="/prezzi" class="sqs-announcement-bar-url" aria-labelledby="announcement-bar-text-inner-id"></a><div class="sqs-announcement-bar-text"><span class="sqs-announcement-bar-close" tabindex="0" role="button" aria-label="Chiudi annuncio"></span><div id="announcement-bar-text-inner-id" class="sqs-announcement-bar-text-inner"><p>${lunchLine}</p></div></div></div></div></div><div class="header-announcement-bar-wrapper"><a href="#page" class="header-skip-link sqs-button-element--primary">Vai ai contenuti</a><div class="header-border" data-header-style="dynamic" data-test="header-border"></div><div class="header-inner container--fluid header-layout--with-commerce header-mobile-layout-logo-left-nav-right" data-test="header-inner"><div class="header-display-desktop" data-content-field="site-title"><div class="header-title-nav-wrapper"><div class="header-title" data-animation-role="header-element"><div class="header-title-logo"><a href="/" data-animation-role="header-element"><img elementtiming="nbf-header-logo-desktop" src="${cdn}/${hex(10)}/logo-${f.domain}.png?format=1500w" alt="${f.brand}" style="display:block" fetchpriority="high" loading="eager" decoding="async" data-loader="raw" /></a></div></div><div class="header-nav"><div class="header-nav-wrapper"><nav class="header-nav-list">${navItems(path, 'header-nav-item header-nav-item--collection')}</nav></div></div></div><div class="header-actions header-actions--right"><div class="showOnDesktop"><div class="header-actions-action header-actions-action--social"><a class="icon icon--fill header-icon header-icon-border-shape-none header-icon-border-style-outline" href="https://www.instagram.example/${f.instagram}" target="_blank" aria-label="Instagram"><svg viewBox="23 23 64 64"><use xlink:href="#instagram-unauth-icon" width="110" height="110"></use></svg></a></div><div class="header-actions-action header-actions-action--cta" data-animation-role="header-element"><a class="btn btn--border theme-btn--primary-inverse sqs-button-element--primary" href="/contatti">Prenota una pista</a></div></div></div></div><div class="header-display-mobile" data-content-field="site-title"><div class="header-burger menu-overlay-has-visible-non-navigation-items" data-animation-role="header-element"><button class="header-burger-btn burger" data-test="header-burger"><span hidden class="js-header-burger-open-title visually-hidden">Apri menu</span><span hidden class="js-header-burger-close-title visually-hidden">Chiudi menu</span><div class="burger-box"><div class="burger-inner header-menu-icon-doubleLineHamburger"><div class="top-bun"></div><div class="patty"></div><div class="bottom-bun"></div></div></div></button></div></div></div></div><div class="header-menu header-menu--folder-list" data-section-theme="black" data-current-styles="{}" data-test="header-menu"><div class="header-menu-bg theme-bg--primary"></div><div class="header-menu-nav"><nav class="header-menu-nav-list"><div data-folder="root" class="header-menu-nav-folder"><div class="header-menu-nav-folder-content"><div class="header-menu-nav-wrapper">${navItems(path, 'container header-menu-nav-item header-menu-nav-item--collection')}</div></div></div></nav></div><div class="header-menu-cta"><a class="theme-btn--primary btn sqs-button-element--primary" href="/contatti">Prenota una pista</a></div></div></header>`;

  const hoursLines = [
    `Lunedì – giovedì: ${weekFrom} – ${weekTo}`,
    `Venerdì: ${friFrom} – ${friTo}`,
    `Sabato: ${satFrom} – ${satTo}`,
    `Domenica e festivi: ${sunFrom} – ${sunTo}`,
  ];
  const footer = `<footer class="sections" id="footer-sections" data-footer-sections>${section(
    'black',
    textBlock(
      h(3, f.brand),
      `${f.street}, ${f.postcode} Milano<br>Tel. <a href="tel:${tel(f.phone)}">${f.phone}</a> · WhatsApp <a href="https://wa.me/${tel(f.whatsapp).slice(1)}">${f.whatsapp}</a>`,
      `<a href="mailto:${f.email}">${f.email}</a>`,
    ),
    textBlock(h(3, 'Orari'), ...hoursLines),
    newsletter,
    textBlock(
      `© 2031 ${f.legal} · P.IVA ${f.vat} · <a href="/privacy">Privacy e cookie</a> · <a href="/area-staff">Area staff</a> · <a href="https://www.instagram.example/${f.instagram}">Instagram</a>`,
    ),
  )}</footer>`;
  const cookieBanner = `<div class="sqs-cookie-banner-v2-container"><div class="sqs-cookie-banner-v2 sqs-cookie-banner-v2-theme--dark sqs-cookie-banner-v2--bottom" role="dialog" aria-label="Banner dei cookie" aria-live="polite"><div class="sqs-cookie-banner-v2-text"><p>Usiamo cookie tecnici per far funzionare il sito e, con il tuo consenso, cookie di analisi e marketing. Puoi cambiare idea in qualsiasi momento.</p></div><div class="sqs-cookie-banner-v2-cta-container"><button class="sqs-cookie-banner-v2-cta sqs-cookie-banner-v2-accept sqs-button-element--primary" type="button">Accetta tutti</button><button class="sqs-cookie-banner-v2-cta sqs-cookie-banner-v2-decline sqs-button-element--secondary" type="button">Rifiuta</button><button class="sqs-cookie-banner-v2-cta sqs-cookie-banner-v2-manage" type="button">Gestisci i cookie</button></div></div></div>`;

  const ld = jsonLd({
    '@context': 'http://schema.org',
    '@type': 'LocalBusiness',
    name: f.brand,
    address: `${f.street}\n${f.postcode} Milano MI\nItalia`,
    image: `${cdn}/${hex(10)}/logo-${f.domain}.png`,
    telephone: tel(f.phone),
    openingHours: [
      ...['Mo', 'Tu', 'We', 'Th'].map((day) => `${day} ${weekFrom}-${weekTo}`),
      `Fr ${friFrom}-${friTo}`,
      `Sa ${satFrom}-${satTo}`,
      `Su ${sunFrom}-${sunTo}`,
    ].join(', '),
  });
  const doc = (path: string, title: string, description: string, sections: string, head = '') => {
    const collection = hex(24);
    const context = {
      website: {
        id: websiteId,
        identifier: f.domain,
        websiteType: 1,
        siteTitle: f.brand,
        location: { addressTitle: f.brand, addressLine1: f.street, addressLine2: `${f.postcode} Milano MI`, addressCountry: 'Italia' },
        timeZone: 'Europe/Rome',
        language: 'it-IT',
        primaryDomain: `www.${f.domain}.example`,
      },
      collectionId: collection,
      templateId: '5c5a519771c10ba3470d8101',
      templateVersion: '7.1',
      pageFeatures: [1, 2, 4],
      impersonatedSession: false,
      tzData: { zones: [[60, 'EU', 'CE%sT', null]], name: 'Europe/Rome' },
      showAnnouncementBar: true,
    };
    return `<!doctype html><html xmlns:og="http://opengraphprotocol.org/schema/" lang="it-IT"><head><meta http-equiv="X-UA-Compatible" content="IE=edge,chrome=1"><meta name="viewport" content="width=device-width, initial-scale=1"><!-- This is Squarespace. --><!-- ${f.domain} --><base href=""><meta charset="utf-8" /><title>${title} &mdash; ${f.brand}</title><meta http-equiv="Accept-CH" content="Sec-CH-UA-Platform-Version, Sec-CH-UA-Model" /><link rel="icon" type="image/x-icon" href="${cdn}/${hex(10)}/favicon.ico?format=100w"/><link rel="canonical" href="${site}${path}"/><meta property="og:site_name" content="${f.brand}"/><meta property="og:title" content="${title} &mdash; ${f.brand}"/><meta property="og:url" content="${site}${path}"/><meta property="og:type" content="website"/><meta property="og:description" content="${description}"/><meta itemprop="name" content="${title} — ${f.brand}"/><meta name="description" content="${description}" /><link rel="preconnect" href="https://images.squarespace-cdn.example"><script type="text/javascript" src="//use.typekit.example/ik/${hex(40)}.js" async fetchpriority="high" onload="try{Typekit.load();}catch(e){} document.documentElement.classList.remove('wf-loading');"></script><script crossorigin="anonymous" src="https://assets.squarespace.example/universal/scripts-compressed/extract-css-runtime-${hex(16)}-min.it-IT.js"></script><script>Static.SQUARESPACE_CONTEXT = ${JSON.stringify(context)};</script>${ld}${head}<link rel="stylesheet" type="text/css" href="https://static1.squarespace.example/static/versioned-site-css/${websiteId}/31/5c5a519771c10ba3470d8101/${hex(24)}/1563/site.css"/></head><body id="collection-${collection}" class="header-overlay-alignment-center header-width-full tweak-transparent-header tweak-fixed-header tweak-fixed-header-style-basic tweak-blog-alternating-side-by-side-width-full tweak-events-stacked-width-full tweak-events-stacked-show-thumbnails primary-button-style-solid primary-button-shape-pill form-use-theme-colors header-button-style-solid header-button-shape-pill image-block-poster-text-alignment-center view-list collection-type-page collection-layout-default collection-${collection}${path === '/' ? ' homepage' : ''} mobile-style-available sqs-seven-one show-pdp-product-add-to-cart-button" tabindex="-1"><div id="siteWrapper" class="clearfix site-wrapper">${header(path)}<main id="page" class="container" role="main"><article class="sections" id="sections" data-page-sections="${hex(24)}">${sections}</article></main>${footer}</div>${cookieBanner}<script defer="defer" src="https://static1.squarespace.example/static/vta/5c5a519771c10ba3470d8101/scripts/site-bundle.${hex(32)}.js" type="text/javascript"></script></body></html>`;
  };

  const packages: [string, string, string[]][] = [
    [
      party.basicName,
      party.basic,
      [
        `2 partite a testa con le sponde`,
        'Noleggio scarpe incluso',
        'Trancio di pizza margherita e una bibita per ogni bambino',
        'Tavolo riservato per la torta (30 minuti)',
      ],
    ],
    [
      party.plusName,
      party.plus,
      [
        'Tutto quello della ' + party.basicName,
        'Menu baby: pizza intera, patatine e bibita',
        'Un gadget per ogni invitato e il birillo d’oro per il festeggiato',
        'Un animatore dedicato per tutta la festa',
      ],
    ],
  ];
  const faqs: [string, string][] = [
    [
      'Bisogna prenotare?',
      `Dal lunedì al giovedì di solito no. Il venerdì sera e nel fine settimana vi consigliamo di prenotare la pista su WhatsApp (${f.whatsapp}) o al telefono.`,
    ],
    [
      'Le scarpe da bowling sono obbligatorie?',
      `Sì, sulle piste si entra solo con le scarpe da bowling. Il noleggio costa ${euro(p.shoes)} a persona; le calze (obbligatorie con le scarpe a noleggio) le trovi alla cassa a ${euro(p.socks)} se le hai dimenticate.`,
    ],
    ['Quante persone possono giocare sulla stessa pista?', `Fino a ${p.laneMax} giocatori per pista. Se siete di più vi diamo due piste vicine.`],
    [
      'I bambini piccoli riescono a giocare?',
      `Certo: per i bambini dai ${p.bumpersAge} anni alziamo gratis le sponde laterali e mettiamo a disposizione lo scivolo per lanciare la boccia. Le bocce più leggere pesano 6 libbre.`,
    ],
    ['Si può parcheggiare?', `Sì, al ${f.parking} a 100 metri: mostrando lo scontrino della pista alla cassa del parcheggio paghi la tariffa ridotta.`],
    ['Come si paga?', 'Alla cassa, prima o dopo aver giocato: contanti, bancomat, carte di credito e Satispay.'],
    [
      'Organizzate serate aziendali?',
      `Sì, con piste riservate, aperitivo e premiazione. Scrivici a ${f.email} con il numero di persone e la data: ti mandiamo un preventivo entro 48 ore.`,
    ],
  ];

  const it = askedIn('it');
  const saturdayAsk = 'Ciao! Sabato pomeriggio vorremmo venire in 5 amici a fare un paio di partite. Quanto costa a testa una partita il sabato?';
  const partyAsk =
    'Buongiorno, mio figlio compie 7 anni a maggio e vorremmo fare la festa da voi con una dozzina di compagni di classe. Quanto costa il pacchetto compleanno più semplice a bambino?';
  const eveningGroupAsk =
    'Siamo in 4 e vorremmo fare 2 partite a testa martedì sera verso le 20, più le scarpe. Quanto costa una partita la sera in settimana?';
  const questions: BenchQuestion[] = [
    it(said('price', saturdayAsk, [p.weekend], { reject: [ix.weekend, p.day] })),
    it(said('follow-up', 'e le scarpe si pagano a parte?', [p.shoes], { after: [saturdayAsk] })),
    it(
      said('follow-up', 'Conviene prendere la pista a ora invece che a partita? Quanto costa la pista il sabato?', [p.laneWeekend], {
        after: [saturdayAsk],
        reject: [p.laneWeek],
      }),
    ),
    it(said('discount', 'Lavoro in zona, c’è qualche sconto se veniamo a giocare in pausa pranzo con i colleghi?', [p.lunch])),
    it(said('hours', 'Giovedì usciamo tardi dall’ufficio e arriviamo verso le 22:45: fino a che ora siete aperti il giovedì?', [weekTo])),
    it(said('price', partyAsk, [party.basic], { reject: [ix.party] })),
    it(
      said('follow-up', 'Quanti bambini bisogna essere come minimo? E quanto si lascia di caparra?', [`${party.min} bambini`, party.deposit], {
        after: [partyAsk],
      }),
    ),
    it(said('comparison', 'Che differenza c’è tra i due pacchetti per le feste di compleanno? Quanto costano?', [party.basic, party.plus])),
    it(said('arithmetic', eveningGroupAsk, [p.evening, p.shoes], { reject: [p.weekend] })),
    it(said('price', 'raga ma i bimbi sotto i 12 anni pagano meno?? quanto', [p.kids])),
    it(
      said('date', 'Quando c’è il prossimo torneo aperto a tutti e quanto costa iscriversi?', [
        ev.tournamentDay.split(' ').slice(1).join(' '),
        ev.tournamentFee,
      ]),
    ),
    said(
      'price',
      "Hi, I'm organising a team outing for 10 coworkers on a Friday evening. How many people fit on one lane, and what does a lane cost per hour?",
      [p.laneMax, p.laneWeekend],
      { reject: [p.laneWeek] },
    ),
    said('hours', 'Do you do a happy hour at the bar? From what time until when?', [bar.happyFrom, bar.happyTo]),
    said('hours', "We're staying nearby with the kids. What time do you open on Sunday morning?", [sunFrom]),
    said('location', "We'll come by car. Is there somewhere to park near you?", [f.parking]),
    said('hours', 'When does the cosmic bowling with the black lights start on Fridays?', [ev.cosmicFrom]),
    said('price', "For my son's birthday party, can you provide the cake? How much would that be?", [party.cake]),
    askedIn('de')(said('price', 'Wir sind ab Freitag in Mailand. Was kostet ein Spiel am Freitagabend pro Person?', [p.weekend], { reject: [p.evening] })),
    askedIn('es')(said('other', '¡Hola! Somos un grupo grande de unas 40 personas. ¿Cuántas pistas tenéis en total?', [f.lanes])),
    askedIn('fr')(said('price', 'Bonjour, combien coûte une partie un mercredi après-midi vers 15 h ?', [p.day], { reject: [p.evening, p.lunch] })),
    askedIn('pt')(said('contact', 'Olá, qual é o número de telefone para reservar uma pista?', [f.phone])),
    askedIn('ar')(said('hours', 'متى تغلقون يوم الأحد مساءً؟', [sunTo])),
    askedIn('he')(said('policy', 'כמה ילדים לפחות צריך בשביל מסיבת יום הולדת אצלכם?', [party.min])),
    askedIn('ja')(said('location', 'ボウリング場の住所を教えてください。', [f.street])),
    askedIn('zh-Hans')(said('policy', '办生日派对需要提前几天预订？', [party.notice])),
    ...unanswerable('Oltre al bowling avete anche biliardo o freccette?').map(it),
    ...unanswerable('Cercate personale per il bar o le piste? Quanto pagate all’ora?').map((q) => ({ ...it(q), reject: [ix.pay] })),
    ...unanswerable("Are your prices going up in the autumn? We're planning a big company night in October.").map((q) => ({
      ...q,
      reject: [ix.weekend, ix.party],
    })),
    ...unanswerable('Est-ce que vous vendez des boules de bowling personnalisées ?').map(askedIn('fr')),
    ...unanswerable('車椅子でも入れますか？').map(askedIn('ja')),
  ];

  const gameTable = `<table class="tariffe-partita"><caption>Prezzo a persona per partita (IVA inclusa)</caption><thead><tr><th></th><th>Lun – ven fino alle ${p.eveningFrom}</th><th>Lun – gio dalle ${p.eveningFrom}</th><th>Ven dalle ${p.eveningFrom}, sab, dom e festivi</th></tr></thead><tbody><tr><th scope="row">Adulti</th><td>${euro(p.day)}</td><td>${euro(p.evening)}</td><td>${euro(p.weekend)}</td></tr><tr><th scope="row">Bambini sotto i 12 anni</th><td colspan="3">${euro(p.kids)} a partita, sempre</td></tr><tr><th scope="row">Pausa pranzo</th><td colspan="3">${euro(p.lunch)} a partita, lun – ven ${p.lunchFrom}–${p.lunchTo}</td></tr></tbody></table>`;
  const happenings: Happening[] = [
    {
      slug: 'cosmic-bowling',
      title: 'Cosmic Bowling',
      day: ev.cosmicDay,
      iso: ev.cosmicIso,
      excerpt: `Luci UV, musica e fumo sulle piste: ogni venerdì dalle ${ev.cosmicFrom}. Nessun sovrapprezzo, vale la tariffa del weekend.`,
    },
    {
      slug: 'torneo-di-primavera',
      title: 'Torneo di primavera a coppie',
      day: ev.tournamentDay,
      iso: ev.tournamentIso,
      excerpt: `Aperto a tutti, anche a chi non ha mai giocato in un torneo. Iscrizione ${euro(ev.tournamentFee)} a persona, scarpe e 4 partite incluse. Premi per le prime tre coppie.`,
    },
  ];

  const pages: Record<string, string> = {
    '/': doc(
      '/',
      'Bowling, bar e feste a Milano',
      `${f.lanes} piste da bowling, bar e feste di compleanno ai ${f.area}, Milano.`,
      section(
        'black',
        textBlock(h(1, `Bowling &amp; bar ai ${f.area}`), `${f.lanes} piste, un bar con pizza e spritz, le feste di compleanno più rumorose di Milano.`),
        buttonBlock('/prezzi', 'Scopri i prezzi'),
        imageBlock('piste-bowling', `Le ${f.lanes} piste di ${f.short}`),
      ) +
        section(
          'white',
          textBlock(
            h(2, 'In pausa pranzo si gioca a meno'),
            `Dal lunedì al venerdì, dalle ${p.lunchFrom} alle ${p.lunchTo}, la partita costa solo ${euro(p.lunch)} a persona.`,
          ),
          textBlock(
            h(2, 'Feste di compleanno'),
            `Pacchetti da ${euro(party.basic)} a bambino, con pizza e bibita.`,
            '<a href="/feste-di-compleanno">Tutti i pacchetti →</a>',
          ),
        ) +
        section('light-bold', summary('Prossimi eventi', happenings)) +
        section('white', textBlock(h(2, 'Orari'), ul(hoursLines))),
    ),
    '/prezzi': doc(
      '/prezzi',
      'Prezzi',
      'Prezzi a partita e a ora, noleggio scarpe e sconto pausa pranzo.',
      section(
        'white',
        textBlock(
          h(1, 'Prezzi'),
          'Puoi pagare a partita (a persona) oppure prendere la pista a ora. I prezzi includono l’IVA; le scarpe si noleggiano a parte.',
        ),
        textBlock(h(2, 'A partita')),
        codeBlock(gameTable),
      ) +
        section(
          'white',
          textBlock(
            h(2, 'Pista a ora'),
            `Una pista per un’ora, fino a ${p.laneMax} giocatori, quante partite riuscite a fare:`,
            ul([`Lunedì – giovedì: ${euro(p.laneWeek)} all’ora`, `Venerdì dalle ${p.eveningFrom}, sabato, domenica e festivi: ${euro(p.laneWeekend)} all’ora`]),
          ),
          textBlock(
            h(2, 'Scarpe e calze'),
            ul([`Noleggio scarpe: ${euro(p.shoes)} a persona`, `Calze antiscivolo: ${euro(p.socks)} al paio`]),
            `Per i bambini dai ${p.bumpersAge} anni le sponde sono gratis.`,
          ),
        ),
    ),
    '/feste-di-compleanno': doc(
      '/feste-di-compleanno',
      'Feste di compleanno',
      'Pacchetti per le feste di compleanno dei bambini al bowling.',
      section(
        'light-bold',
        textBlock(
          h(1, 'Feste di compleanno'),
          `Due ore tra piste, pizza e torta, per bambini dai ${party.minAge} anni. Il sabato e la domenica le feste iniziano alle ${party.slots}; in settimana dalle 16:30.`,
        ),
      ) +
        section('white', ...packages.map(([name, price, items]) => textBlock(h(2, name), h(3, `${euro(price)} a bambino`), ul(items)))) +
        section(
          'white',
          textBlock(
            h(2, 'Da sapere'),
            ul([
              `Minimo ${party.min} bambini (gli adulti accompagnatori non pagano).`,
              `Prenotazione almeno ${party.notice} giorni prima, con una caparra di ${euro(party.deposit)}.`,
              `La torta potete portarla voi (con lo scontrino della pasticceria) oppure ordinarla a noi: ${euro(party.cake)} per 12 persone.`,
              'Inviti stampabili gratis: li trovi nella mail di conferma.',
            ]),
          ),
          buttonBlock(`https://wa.me/${tel(f.whatsapp).slice(1)}`, 'Prenota su WhatsApp'),
        ),
    ),
    '/bar': doc(
      '/bar',
      'Bar &amp; cucina',
      'Il bar del bowling: happy hour, birre alla spina, pizza e aperitivo.',
      section(
        'black',
        textBlock(h(1, 'Bar &amp; cucina'), 'Si ordina al bancone o direttamente dalla pista con il QR code.'),
        imageBlock('bar-bancone', 'Il bancone del bar'),
      ) +
        section(
          'white',
          textBlock(
            h(2, 'Happy hour'),
            `Tutti i giorni dalle ${bar.happyFrom} alle ${bar.happyTo}: spritz a ${euro(bar.spritz)}, aperitivo con tagliere e patatine a ${euro(bar.aperitivo)}.`,
          ),
          textBlock(
            h(2, 'Dalla spina e dal forno'),
            ul([`Birra media alla spina (0,4 l): ${euro(bar.pint)}`, `Pizza margherita: ${euro(bar.pizza)}`, 'Hot dog, patatine e nachos']),
          ),
        ),
    ),
    '/faq': doc(
      '/faq',
      'Domande frequenti',
      'Prenotazioni, scarpe, bambini, parcheggio e pagamenti.',
      section('white', textBlock(h(1, 'Domande frequenti')), accordion(faqs)),
    ),
    '/contatti': doc(
      '/contatti',
      'Contatti',
      `Come raggiungerci: ${f.street}, Milano.`,
      section(
        'white',
        textBlock(
          h(1, 'Contatti'),
          `${f.street}, ${f.postcode} Milano`,
          `Metro ${f.metroLine} ${f.metro} (5 minuti a piedi), tram ${f.tram}. Parcheggio convenzionato: ${f.parking}.`,
          `Telefono <a href="tel:${tel(f.phone)}">${f.phone}</a> · WhatsApp ${f.whatsapp} · <a href="mailto:${f.email}">${f.email}</a>`,
          h(3, 'Orari'),
          ul(hoursLines),
        ),
        mapBlock,
        sqsBlock(
          'form-block sqs-block-form',
          9,
          `<div class="form-wrapper"><div class="form-inner-wrapper"><form data-form-id="${hex(24)}" autocomplete="on" method="POST" action="${site}" novalidate><div class="field-list clear"><fieldset class="form-item fields name required"><legend class="title">Nome</legend><div class="field first-name"><input class="field-element field-control" name="fname" type="text" spellcheck="false" maxlength="30" autocomplete="given-name" aria-required="true"/><label class="caption">Nome</label></div></fieldset><div class="form-item field email required"><label class="title" for="email-contact">Email</label><input class="field-element" id="email-contact" name="email" type="email" autocomplete="email" spellcheck="false" aria-required="true"/></div><div class="form-item field textarea"><label class="title" for="msg-contact">Messaggio</label><textarea class="field-element" id="msg-contact"></textarea></div></div><div class="form-button-wrapper form-button-wrapper--align-left"><input class="button sqs-system-button sqs-editable-button sqs-button-element--primary" type="submit" value="Invia"/></div><div class="hidden form-submission-text">Grazie! Ti rispondiamo entro un giorno.</div></form></div></div>`,
        ),
      ),
    ),
    '/area-staff': doc(
      '/area-staff',
      'Area staff',
      'Riservato al personale.',
      section(
        'white',
        textBlock(
          h(1, 'Area staff'),
          '<strong>Riservato al personale: non condividere con i clienti.</strong>',
          ul([
            `Paga oraria addetti piste e bar: ${euro(ix.pay)} lordi.`,
            `Manutenzione macchine: ${ix.supplier}, contratto ${ix.code}.`,
            `Listino dal ${ix.effective} (non pubblicare): partita weekend ${euro(ix.weekend)}, ${party.basicName} ${euro(ix.party)} a bambino.`,
          ]),
        ),
      ),
      '<meta name="robots" content="noindex, nofollow">',
    ),
  };
  return { name: 'bowling alley and bar (it-IT)', questions, disallow: ['/area-staff'], pages };
}
