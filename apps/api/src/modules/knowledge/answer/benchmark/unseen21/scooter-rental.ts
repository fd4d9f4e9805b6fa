/* eslint-disable max-lines -- a fixture site: every page of one business as one function of its facts, whose closures (Astra layout, Elementor section, column and widget builders, the fleet's price tables) the pages share */
import type { BenchQuestion, BenchSite } from '../types';
import { unanswerable } from '../types';
import { jsonLd } from '../unseen/markup';
import { phoneLink } from '../unseen2/markup';
import type facts from './scooter-rental.facts.json';

/**
 * Unseen: a Vespa and e-bike rental with guided tours in the old town of Palermo, a WordPress site on
 * the Astra theme with its pages built in Elementor (classic sections and columns, the "optimized
 * markup" without `elementor-widget-container`), in Italian (`lang="it-IT"`) with one English page
 * under /en/: Astra's header builder (`ast-builder-grid-row`, `main-header-menu` with `menu-link`
 * anchors), every page an `elementor` document of `elementor-top-section` sections, `elementor-column`
 * columns and `elementor-widget-wrap` wraps holding widgets told apart by `data-widget_type`: headings,
 * text editors, icon lists (the licence and age rules), icon boxes, counters whose figure lives in
 * `data-to-value`, the fleet as Elementor Pro price tables (currency, integer part and period in their
 * own spans, a ribbon), the guided tours with their dates as a nested tabs widget (`e-n-tabs`, the
 * inactive panes without `e-active`), the conditions as a toggle widget whose answers are
 * `elementor-tab-content` regions, an Elementor Pro form; AIOSEO's schema graph in the head, an iubenda
 * cookie banner, Astra's footer widgets and copyright bar. A reserved page at /area-riservata/, which
 * robots.txt disallows (the footer links to it), holds the hotels' commission, the spare-parts
 * supplier's account and next year's prices that must never be quoted.
 *
 * The facts the pages are written from, as written and mutated, are data in scooter-rental.facts.json.
 * Each vehicle rents by the day or the week (`fleet.*.day`, `fleet.*.week`, e-bikes also by the half
 * day) from `fleet.*.age` years: the Vespa 50 with a car licence (B) or AM, the 125 with A1 or B, the GTS
 * 300 with A2 or A. The deposit (`deposit.*`) is blocked on a credit card only, never cash or debit cards;
 * the rental itself can be paid in cash. One helmet per scooter is included, a second costs
 * `helmet.extra` € a day; third-party insurance is included, the kasko (`kasko.day` € a day) cancels the
 * `kasko.excess` € damage excess; theft excess `kasko.theft` €. Full to full, `fuel` € a missing litre;
 * `late` € for each late hour. Delivery to hotels in the centre is free from `delivery.freeDays` days of
 * rental, otherwise `delivery.centre` €, to Mondello `delivery.mondello` €. Open every day from
 * `summer.from` to `summer.to` (`summer.open`–`summer.close`), otherwise `winter.days` with a lunch
 * break. Online bookings `onlineDiscount` % off. Today is late April 2033.
 */
export type ScooterRentalFacts = typeof facts.original;

export function scooterRental(f: ScooterRentalFacts): BenchSite {
  const { fleet, deposit: dep, kasko, delivery: dl, tours, summer: su, winter: wi, internal: ix } = f;
  const { v50, v125, gts, ebike, emtb } = fleet;
  const home = `https://www.${f.domain}.example`;
  const up = `${home}/wp-content/uploads/2033/03`;
  const dial = phoneLink('39');
  const winterHours = `${wi.days} ${wi.morning.join('–')} e ${wi.afternoon.join('–')}`;

  /** Elementor's eight-hex-digit element ids, from a xorshift seeded by the VAT number. */
  let x = Number(f.piva.slice(-6)) || 4242;
  const nextId = () => {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    return (x >>> 0).toString(16).padStart(8, '0').slice(0, 7);
  };
  let tabBase = 1100 + Number(f.piva.slice(-3));
  const attrs = (id: string, type: string) => `class="elementor-element elementor-element-${id} ${type}" data-id="${id}"`;
  /** A widget in Elementor's optimized markup: no inner widget-container div. */
  const w = (type: string, html: string, extra = '') => {
    const id = nextId();
    return `<div ${attrs(id, `elementor-widget elementor-widget-${type}${extra}`)} data-element_type="widget" data-widget_type="${type}.default">${html}</div>`;
  };
  const col = (size: number, widgets: string[]) => {
    const id = nextId();
    return `<div ${attrs(id, `elementor-column elementor-col-${size} elementor-top-column`)} data-element_type="column"><div class="elementor-widget-wrap elementor-element-populated">${widgets.join('')}</div></div>`;
  };
  /** A top section; every argument a column of widgets, the column width from their number. */
  const sec = (columns: string[][], look = 'elementor-section-boxed') => {
    const id = nextId();
    const size = Math.floor(100 / columns.length);
    return `<section ${attrs(id, `elementor-section elementor-top-section ${look} elementor-section-height-default`)} data-element_type="section"><div class="elementor-container elementor-column-gap-default">${columns.map((c) => col(size, c)).join('')}</div></section>`;
  };
  const h = (level: number, text: string) => w('heading', `<h${level} class="elementor-heading-title elementor-size-default">${text}</h${level}>`);
  const txt = (html: string) => w('text-editor', html);
  const icons = (lines: string[], icon: string) =>
    w(
      'icon-list',
      `<ul class="elementor-icon-list-items">${lines.map((line) => `<li class="elementor-icon-list-item"><span class="elementor-icon-list-icon"><i aria-hidden="true" class="${icon}"></i></span><span class="elementor-icon-list-text">${line}</span></li>`).join('')}</ul>`,
    );
  const iconBox = (icon: string, title: string, body: string) =>
    w(
      'icon-box',
      `<div class="elementor-icon-box-wrapper"><div class="elementor-icon-box-icon"><span class="elementor-icon elementor-animation-"><i aria-hidden="true" class="${icon}"></i></span></div><div class="elementor-icon-box-content"><h3 class="elementor-icon-box-title"><span>${title}</span></h3><p class="elementor-icon-box-description">${body}</p></div></div>`,
    );
  /** The counter widget: the number is animated by script up to `data-to-value`; the markup starts at 0. */
  const counter = (to: number, suffix: string, title: string) =>
    w(
      'counter',
      `<div class="elementor-counter"><div class="elementor-counter-title">${title}</div><div class="elementor-counter-number-wrapper"><span class="elementor-counter-number-prefix"></span><span class="elementor-counter-number" data-duration="2000" data-to-value="${to}" data-from-value="0" data-delimiter=".">0</span><span class="elementor-counter-number-suffix">${suffix}</span></div></div>`,
    );
  const btn = (href: string, label: string) =>
    w(
      'button',
      `<div class="elementor-button-wrapper"><a class="elementor-button elementor-button-link elementor-size-md" href="${href}"><span class="elementor-button-content-wrapper"><span class="elementor-button-text">${label}</span></span></a></div>`,
    );
  const pic = (file: string, alt: string) =>
    w(
      'image',
      `<img loading="lazy" decoding="async" width="800" height="533" src="${up}/${file}.webp" class="attachment-large size-large" alt="${alt}" srcset="${up}/${file}.webp 800w, ${up}/${file}-300x200.webp 300w, ${up}/${file}-768x512.webp 768w" sizes="(max-width: 800px) 100vw, 800px" />`,
    );

  interface Offer {
    vehicle: { name: string; day: string; week: string; age: string };
    licence: string;
    extras: string[];
    ribbon?: string;
  }
  /** Elementor Pro's price table: the day price in integer-part and period spans, the week price among the features. */
  const offer = ({ vehicle, licence, extras, ribbon }: Offer) =>
    w(
      'price-table',
      `<div class="elementor-price-table"><div class="elementor-price-table__header"><h3 class="elementor-price-table__heading">${vehicle.name}</h3><span class="elementor-price-table__subheading">${licence}</span></div><div class="elementor-price-table__price"><span class="elementor-price-table__currency elementor-currency--before">&euro;</span><span class="elementor-price-table__integer-part">${vehicle.day}</span><div class="elementor-price-table__after-price"><span class="elementor-price-table__period elementor-typo-excluded">al giorno</span></div></div><ul class="elementor-price-table__features-list">${[`Settimana (7 giorni): € ${vehicle.week}`, `Età minima: ${vehicle.age} anni`, ...extras].map((feat, i) => `<li class="elementor-repeater-item-${(0xa13f0 + i * 97).toString(16)}"><div class="elementor-price-table__feature-inner"><i aria-hidden="true" class="fas fa-check"></i><span>${feat}</span></div></li>`).join('')}</ul><div class="elementor-price-table__footer"><a class="elementor-price-table__button elementor-button elementor-size-md" href="${home}/contatti/#prenota">Prenota</a></div></div>${ribbon ? `<div class="elementor-ribbon"><div class="elementor-ribbon-inner">${ribbon}</div></div>` : ''}`,
    );
  /** The nested tabs widget: title buttons first, then each pane a child container; only the first `e-active`. */
  const nestedTabs = (panes: [string, string[]][]) => {
    const first = tabBase;
    tabBase += 10;
    const titles = panes.map(
      ([label], i) =>
        `<button id="e-n-tab-title-${first + i}" class="e-n-tab-title" aria-selected="${i === 0}" data-tab-index="${i + 1}" role="tab" tabindex="${i === 0 ? 0 : -1}" aria-controls="e-n-tab-content-${first + i}" style="--n-tabs-title-order: ${i + 1};"><span class="e-n-tab-title-text">${label}</span></button>`,
    );
    const bodies = panes.map(([, content], i) => {
      const id = nextId();
      return `<div id="e-n-tab-content-${first + i}" role="tabpanel" aria-labelledby="e-n-tab-title-${first + i}" data-tab-index="${i + 1}" style="--n-tabs-title-order: ${i + 1};" class="${i === 0 ? 'e-active ' : ''}elementor-element elementor-element-${id} e-con-full e-flex e-con e-child" data-id="${id}" data-element_type="container">${content.join('')}</div>`;
    });
    return w(
      'n-tabs',
      `<div class="e-n-tabs" data-widget-number="${first}" aria-label="Schede. Apri gli elementi con Invio o Spazio, chiudi con Esc e naviga con i tasti freccia."><div class="e-n-tabs-heading" role="tablist">${titles.join('')}</div><div class="e-n-tabs-content">${bodies.join('')}</div></div>`,
      ' e-n-tabs-horizontal',
    );
  };
  /** The classic toggle widget: every item closed, its answer a region under a title link. */
  const toggles = (qa: [string, string][]) => {
    const base = tabBase;
    tabBase += qa.length + 1;
    const item = ([title, answer]: [string, string], n: number) => {
      const k = base + n;
      return `<div class="elementor-toggle-item"><div id="elementor-tab-title-${k}" class="elementor-tab-title" data-tab="${n + 1}" role="button" aria-controls="elementor-tab-content-${k}" aria-expanded="false"><span class="elementor-toggle-icon elementor-toggle-icon-left" aria-hidden="true"><span class="elementor-toggle-icon-closed"><i class="fas fa-caret-right"></i></span><span class="elementor-toggle-icon-opened"><i class="elementor-toggle-icon-opened fas fa-caret-up"></i></span></span><a class="elementor-toggle-title" tabindex="0">${title}</a></div><div id="elementor-tab-content-${k}" class="elementor-tab-content elementor-clearfix" data-tab="${n + 1}" role="region" aria-labelledby="elementor-tab-title-${k}">${answer}</div></div>`;
    };
    return w('toggle', `<div class="elementor-toggle">${qa.map(item).join('')}</div>`);
  };

  const links: [string, string][] = [
    ['/', 'Home'],
    ['/noleggio-vespa/', 'Noleggio Vespa'],
    ['/noleggio-e-bike/', 'E-bike'],
    ['/tour-guidati/', 'Tour guidati'],
    ['/consegna-in-hotel/', 'Consegna in hotel'],
    ['/condizioni-e-faq/', 'Condizioni &amp; FAQ'],
    ['/contatti/', 'Contatti'],
    ['/en/scooter-rental-palermo/', 'EN'],
  ];
  const pageIds = new Map<string, number>([...links.map(([href], i): [string, number] => [href, 12 + i * 9]), ['/area-riservata/', 311]]);
  const astraHeader = (path: string) => {
    const lis = links.map(([href, label], i) => {
      const here = href === path;
      const mid = 40 + i;
      return `<li id="menu-item-${mid}" class="menu-item menu-item-type-post_type menu-item-object-page${href === '/' ? ' menu-item-home' : ''}${here ? ` current-menu-item page_item page-item-${pageIds.get(href) ?? 0} current_page_item` : ''} menu-item-${mid}"><a href="${home}${href}"${here ? ' aria-current="page"' : ''} class="menu-link">${label}</a></li>`;
    });
    return `<header class="site-header header-main-layout-1 ast-primary-menu-enabled ast-builder-menu-toggle-icon ast-mobile-header-inline" id="masthead" itemtype="https://schema.org/WPHeader" itemscope="itemscope" itemid="#masthead"><div id="ast-desktop-header" data-toggle-type="dropdown"><div class="ast-main-header-wrap main-header-bar-wrap "><div class="ast-primary-header-bar ast-primary-header main-header-bar site-header-focus-item" data-section="section-primary-header-builder"><div class="site-primary-header-wrap ast-builder-grid-row-container site-header-focus-item ast-container" data-section="section-primary-header-builder"><div class="ast-builder-grid-row ast-builder-grid-row-has-sides ast-builder-grid-row-no-center"><div class="site-header-primary-section-left site-header-section ast-flex site-header-section-left"><div class="ast-builder-layout-element ast-flex site-header-focus-item" data-section="title_tagline"><div class="site-branding ast-site-identity" itemtype="https://schema.org/Organization" itemscope="itemscope"><span class="site-logo-img"><a href="${home}/" class="custom-logo-link" rel="home"><img width="210" height="64" src="${up}/logo-${f.domain}.png" class="custom-logo" alt="${f.brand}" decoding="async" /></a></span></div></div></div><div class="site-header-primary-section-right site-header-section ast-flex ast-grid-right-section"><div class="ast-builder-menu-1 ast-builder-menu ast-flex ast-builder-menu-1-focus-item ast-builder-layout-element site-header-focus-item" data-section="section-hb-menu-1"><div class="ast-main-header-bar-alignment"><div class="main-header-bar-navigation"><nav class="site-navigation ast-flex-grow-1 navigation-accessibility site-header-focus-item" id="primary-site-navigation-desktop" aria-label="Navigazione del sito" itemtype="https://schema.org/SiteNavigationElement" itemscope="itemscope"><div class="main-navigation ast-inline-flex"><ul id="ast-hf-menu-1" class="main-header-menu ast-menu-shadow ast-nav-menu ast-flex submenu-with-border stack-on-mobile">${lis.join('')}</ul></div></nav></div></div></div><div class="ast-builder-layout-element ast-flex site-header-focus-item ast-header-button-1" data-section="section-hb-button-1"><div class="ast-builder-button-wrap ast-builder-button-size-"><a class="ast-custom-button-link" href="https://wa.me/${dial(f.whatsapp).slice(1)}" target="_blank"><div class="ast-custom-button">WhatsApp ${f.whatsapp}</div></a></div></div></div></div></div></div></div></div></header>`;
  };
  const astraFooter = `<footer class="site-footer" id="colophon" itemtype="https://schema.org/WPFooter" itemscope="itemscope" itemid="#colophon"><div class="site-primary-footer-wrap ast-builder-grid-row-container site-footer-focus-item ast-builder-grid-row-3-equal ast-builder-grid-row-tablet-3-equal ast-builder-grid-row-mobile-full ast-footer-row-stack ast-footer-row-tablet-stack ast-footer-row-mobile-stack" data-section="section-primary-footer-builder"><div class="ast-builder-grid-row-container-inner"><div class="ast-builder-footer-grid-columns site-primary-footer-inner-wrap ast-builder-grid-row"><div class="site-footer-primary-section-1 site-footer-section site-footer-section-1"><aside class="footer-widget-area widget-area site-footer-focus-item footer-widget-area-inner" data-section="sidebar-widgets-footer-widget-1" aria-label="Footer Widget 1"><section id="block-7" class="widget widget_block"><h2 class="wp-block-heading">${f.brand}</h2><p>${f.street}, ${f.cap} Palermo<br>${f.landmark}<br>Tel. <a href="tel:${dial(f.phone)}">${f.phone}</a> · <a href="mailto:${f.email}">${f.email}</a></p></section></aside></div><div class="site-footer-primary-section-2 site-footer-section site-footer-section-2"><aside class="footer-widget-area widget-area site-footer-focus-item footer-widget-area-inner" data-section="sidebar-widgets-footer-widget-2" aria-label="Footer Widget 2"><section id="block-8" class="widget widget_block"><h2 class="wp-block-heading">Orari</h2><p>Dal ${su.from} al ${su.to}: tutti i giorni ${su.open}–${su.close}<br>Inverno: ${winterHours}</p></section></aside></div><div class="site-footer-primary-section-3 site-footer-section site-footer-section-3"><aside class="footer-widget-area widget-area site-footer-focus-item footer-widget-area-inner" data-section="sidebar-widgets-footer-widget-3" aria-label="Footer Widget 3"><section id="block-9" class="widget widget_block"><ul class="wp-block-list"><li><a href="${home}/privacy-policy/">Privacy policy</a></li><li><a href="${home}/cookie-policy/">Cookie policy</a></li><li><a href="${home}/area-riservata/">Area riservata</a></li></ul></section></aside></div></div></div></div><div class="site-below-footer-wrap ast-builder-grid-row-container site-footer-focus-item ast-builder-grid-row-full ast-builder-grid-row-tablet-full ast-builder-grid-row-mobile-full ast-footer-row-stack ast-footer-row-tablet-stack ast-footer-row-mobile-stack" data-section="section-below-footer-builder"><div class="ast-builder-grid-row-container-inner"><div class="ast-builder-footer-grid-columns site-below-footer-inner-wrap ast-builder-grid-row"><div class="site-footer-below-section-1 site-footer-section site-footer-section-1"><div class="ast-builder-layout-element ast-flex site-footer-focus-item ast-footer-copyright" data-section="section-footer-builder"><div class="ast-footer-copyright"><p>Copyright &copy; 2033 ${f.legal} · P.IVA ${f.piva}</p></div></div></div></div></div></div></footer>`;
  const iubenda = `<div id="iubenda-cs-banner" class="iubenda-cs-default-floating iubenda-cs-bottom iubenda-cs-visible" role="alertdialog" aria-labelledby="iubenda-cs-title" aria-describedby="iubenda-cs-paragraph"><div class="iubenda-cs-container"><div class="iubenda-cs-content"><div class="iubenda-cs-rationale"><button type="button" class="iubenda-cs-close-btn" tabindex="0" aria-label="Chiudi questa informativa">&times;</button><div class="iubenda-banner-content" role="document"><div id="iubenda-cs-title" role="heading" aria-level="2">Informativa</div><div id="iubenda-cs-paragraph"><p class="iub-p">Noi e terze parti selezionate utilizziamo cookie o tecnologie simili per finalità tecniche e, con il tuo consenso, anche per altre finalità come specificato nella <a href="${home}/cookie-policy/" class="iubenda-cs-cookie-policy-lnk" target="_blank" rel="noopener">cookie policy</a>.</p></div></div><div class="iubenda-cs-opt-group" role="toolbar"><div class="iubenda-cs-opt-group-custom"><button class="iubenda-cs-customize-btn" tabindex="0">Scopri di più e personalizza</button></div><div class="iubenda-cs-opt-group-consent"><button class="iubenda-cs-reject-btn iubenda-cs-btn-primary" tabindex="0">Rifiuta</button><button class="iubenda-cs-accept-btn iubenda-cs-btn-primary" tabindex="0">Accetta</button></div></div></div></div></div></div>`;

  /** AIOSEO's graph: the business, the website and the page, tied together by @id. */
  const graph = (path: string, title: string, lang: string) =>
    jsonLd({
      '@context': 'https://schema.org',
      '@graph': [
        {
          '@type': 'AutoRental',
          '@id': `${home}/#organization`,
          name: f.brand,
          url: `${home}/`,
          telephone: dial(f.phone),
          priceRange: `€${ebike.half}–€${gts.week}`,
          address: {
            '@type': 'PostalAddress',
            streetAddress: f.street,
            postalCode: f.cap,
            addressLocality: 'Palermo',
            addressRegion: 'PA',
            addressCountry: 'IT',
          },
        },
        { '@type': 'WebSite', '@id': `${home}/#website`, url: `${home}/`, name: f.brand, inLanguage: lang, publisher: { '@id': `${home}/#organization` } },
        {
          '@type': 'WebPage',
          '@id': `${home}${path}#webpage`,
          url: `${home}${path}`,
          name: `${title} - ${f.brand}`,
          inLanguage: lang,
          isPartOf: { '@id': `${home}/#website` },
        },
      ],
    }).replace('<script type', '<script class="aioseo-schema" type');

  const shell = (path: string, title: string, description: string, sections: string[], lang = 'it-IT', robots = 'max-image-preview:large') => {
    const id = pageIds.get(path) ?? 99;
    return `<!DOCTYPE html>
<html lang="${lang}" prefix="og: https://ogp.me/ns#">
<head><meta charset="UTF-8"><meta name="viewport" content="width=device-width, initial-scale=1"><link rel="profile" href="https://gmpg.org/xfn/11">
		<!-- All in One SEO 4.7.4 - aioseo.com -->
	<meta name="description" content="${description}" />
	<meta name="robots" content="${robots}" />
	<link rel="canonical" href="${home}${path}" />
	<meta name="generator" content="All in One SEO (AIOSEO) 4.7.4" />
<meta property="og:locale" content="${lang.replace('-', '_')}" />
<meta property="og:site_name" content="${f.brand}" />
<meta property="og:title" content="${title} - ${f.brand}" />
		${graph(path, title, lang)}
		<!-- All in One SEO -->
<title>${title} - ${f.brand}</title>
<link rel='stylesheet' id='astra-theme-css-css' href='${home}/wp-content/themes/astra/assets/css/minified/main.min.css?ver=4.8.3' media='all' />
<link rel='stylesheet' id='elementor-frontend-css' href='${home}/wp-content/plugins/elementor/assets/css/frontend.min.css?ver=3.25.4' media='all' />
<link rel='stylesheet' id='elementor-post-${id}-css' href='${up.replace('/2033/03', '')}/elementor/css/post-${id}.css?ver=1712931000' media='all' />
<meta name="generator" content="Elementor 3.25.4; features: e_font_icon_svg, additional_custom_breakpoints, e_optimized_markup; settings: css_print_method-external, google_font-enabled, font_display-swap">
</head>
<body itemtype='https://schema.org/WebPage' itemscope='itemscope' class="page-template-default page page-id-${id} wp-custom-logo ast-desktop ast-page-builder-template ast-no-sidebar astra-4.8.3 ast-single-post ast-hfb-header elementor-default elementor-kit-6 elementor-page elementor-page-${id}">
<a class="skip-link screen-reader-text" href="#content">${lang === 'it-IT' ? 'Vai al contenuto' : 'Skip to content'}</a>
<div class="hfeed site" id="page">
${astraHeader(path)}
<div id="content" class="site-content"><div class="ast-container"><div id="primary" class="content-area primary"><main id="main" class="site-main"><article class="post-${id} page type-page status-publish ast-article-single" id="post-${id}" itemtype="https://schema.org/CreativeWork" itemscope="itemscope"><header class="entry-header ast-header-without-markup"></header><div class="entry-content clear" data-ast-blocks-layout="true" itemprop="text"><div data-elementor-type="wp-page" data-elementor-id="${id}" class="elementor elementor-${id}" data-elementor-post-type="page">${sections.join('')}</div></div></article></main></div></div></div>
${astraFooter}
</div>
${iubenda}
<script src="${home}/wp-content/plugins/elementor/assets/js/frontend.min.js?ver=3.25.4" id="elementor-frontend-js"></script>
</body>
</html>`;
  };

  const vespaOffers: Offer[] = [
    { vehicle: v50, licence: 'patente AM o B', extras: ['Casco jet incluso', 'Bauletto posteriore'] },
    { vehicle: v125, licence: 'patente A1, A2, A o B', extras: ['Casco jet incluso', 'Bauletto e portapacchi', 'Perfetta in due'], ribbon: 'La più richiesta' },
    { vehicle: gts, licence: 'patente A2 o A', extras: ['Casco jet incluso', 'Ideale per le gite fuori porta'] },
  ];
  const bikeOffers: Offer[] = [
    { vehicle: ebike, licence: 'senza patente', extras: [`Mezza giornata (4 ore): € ${ebike.half}`, 'Casco e lucchetto inclusi', 'Cestino anteriore'] },
    {
      vehicle: emtb,
      licence: 'senza patente',
      extras: [`Mezza giornata (4 ore): € ${emtb.half}`, 'Casco e lucchetto inclusi', 'Per Monte Pellegrino e la Riserva di Capo Gallo'],
    },
  ];
  const conditions: [string, string][] = [
    [
      'Come funziona la cauzione?',
      `<p>Al ritiro blocchiamo una cauzione sulla carta di credito del conducente: € ${dep.scooter} per la Vespa 50 e 125, € ${dep.gts} per la GTS 300, € ${dep.bike} per le e-bike. La cauzione si blocca solo su carta di credito: non accettiamo contanti né carte di debito o prepagate per la cauzione. Il noleggio invece si può pagare anche in contanti.</p>`,
    ],
    [
      'Che patente serve e quanti anni devo avere?',
      `<p>Vespa Primavera 50: dai ${v50.age} anni, patente AM o B. Vespa Primavera 125: dai ${v125.age} anni, patente A1, A2, A oppure B. Vespa GTS 300: dai ${gts.age} anni, patente A2 o A. Le e-bike non richiedono patente: dai ${ebike.age} anni (e-MTB dai ${emtb.age}), i minorenni con un genitore. Per i cittadini extra UE serve anche la patente internazionale.</p>`,
    ],
    [
      'Il casco è incluso?',
      `<p>Sì, ogni Vespa ha un casco jet incluso. Il secondo casco per il passeggero costa € ${f.helmet.extra} al giorno. Caschi per bambini per le e-bike gratuiti.</p>`,
    ],
    [
      'Che assicurazione c’è?',
      `<p>La RC (responsabilità civile) è sempre inclusa. Senza kasko, in caso di danni al mezzo paghi una franchigia fino a € ${kasko.excess}; con la kasko a € ${kasko.day} al giorno la franchigia danni si azzera. In caso di furto la franchigia è di € ${kasko.theft}.</p>`,
    ],
    ['Carburante', `<p>Consegniamo la Vespa con il pieno e la riprendiamo con il pieno. Ogni litro mancante viene addebitato € ${f.fuel}.</p>`],
    [
      'E se riporto il mezzo in ritardo?',
      `<p>Ogni ora di ritardo non concordata costa € ${f.late}. Avvisateci su WhatsApp: se il mezzo è libero, prolunghiamo volentieri.</p>`,
    ],
    ['Posso cancellare?', '<p>Cancellazione gratuita fino a 48 ore prima del ritiro. Dopo tratteniamo il 50% del primo giorno.</p>'],
  ];
  const tourPane = (t: { name: string; price: string; start: string }, when: string, body: string) => [
    h(3, t.name),
    txt(
      `<p>${body}</p><p><strong>Quando:</strong> ${when}, partenza alle ${t.start} dal nostro negozio.<br><strong>Prezzo:</strong> € ${t.price} a persona, mezzo, casco e guida inclusi.</p>`,
    ),
    btn(`${home}/contatti/#prenota`, 'Prenota il tour'),
  ];

  const domanda = (kind: string, ask: string, expect: string[], more: Partial<BenchQuestion> = {}): BenchQuestion => ({ kind, ask, expect, ...more });
  const inLingua = (language: string, list: BenchQuestion[]) => list.map((q) => ({ ...q, language }));
  const v125Ask = 'Ciao! Quanto costa noleggiare una Vespa 125 per una settimana? Siamo in due.';
  const fuori = (language: string | undefined, ask: string, reject: string[] = []) =>
    unanswerable(ask).map((q) => Object.assign(q, language ? { language } : {}, reject.length ? { reject } : {}));
  const questions: BenchQuestion[] = [
    ...inLingua('it', [
      domanda('price', v125Ask, [v125.week], { reject: [ix.v125week2034] }),
      domanda('follow-up', 'e la cauzione quant’è?', [dep.scooter], { after: [v125Ask] }),
      domanda('payment', 'Posso lasciare la cauzione in contanti? Ho solo il bancomat, niente carta di credito.', ['carta di credito']),
      domanda('policy', 'Ho 19 anni e la patente B da un anno, posso prendere la Vespa 125?', [v125.age]),
      domanda('comparison', 'Per 5 giorni di Vespa 50 mi conviene pagare a giornata o prendere la tariffa settimanale?', [v50.day, v50.week]),
      domanda('price', 'Alloggiamo in un B&B a Mondello: ci portate lo scooter lì? Quanto costa?', [dl.mondello]),
      domanda('price', 'Il casco è compreso? Siamo in due sulla stessa Vespa.', [f.helmet.extra]),
      domanda('price', 'quanto costa la kasko al giorno e senza quanto pago di franchiggia se faccio un danno?', [kasko.day, kasko.excess]),
      domanda('hours', 'Domenica 10 agosto alle 8 e un quarto siete già aperti? Vorremmo partire presto per Cefalù.', [su.open]),
      domanda('date', 'Quando c’è il tour in Vespa di sera a luglio?', [tours.night.dates[2] ?? '', tours.night.dates[3] ?? '']),
      domanda('price', 'Quanto costa una e-bike per mezza giornata?', [ebike.half]),
      domanda('policy', 'Se riporto la Vespa senza fare il pieno cosa succede?', [f.fuel]),
      domanda('policy', 'avete la vespa gts 300? che età ci vuole x noleggiarla', [gts.age]),
      domanda('location', 'Mi date l’indirizzo preciso? Lo metto nel navigatore, arriviamo in macchina dall’aeroporto.', [f.street]),
      domanda('contact', 'Avete un numero WhatsApp per prenotare?', [f.whatsapp]),
    ]),
    domanda('price', 'How much is a city e-bike for a whole week?', [ebike.week]),
    domanda('payment', 'Can I use my debit card for the deposit? I don’t have a credit card.', ['credit card']),
    domanda('policy', "We're staying at a hotel in the old town for 5 nights. Can you deliver the scooter there, and is it free?", [`${dl.freeDays} days`]),
    domanda('hours', 'What time do you close on a Saturday in January?', [wi.afternoon[1] ?? '']),
    domanda('price', 'How much is the street food tour by e-bike, and on which day does it run?', [tours.food.price]),
    ...inLingua('de', [domanda('price', 'Was kostet die Vespa GTS 300 pro Tag, und wie hoch ist die Kaution?', [gts.day, dep.gts])]),
    ...inLingua('fr', [domanda('policy', 'Bonjour, à partir de quel âge peut-on louer un vélo électrique ?', [ebike.age])]),
    ...inLingua('pt', [domanda('price', 'Qual é a caução para uma bicicleta elétrica?', [dep.bike])]),
    ...inLingua('ja', [domanda('price', 'ベスパ50の1日のレンタル料金はいくらですか？', [v50.day])]),
    ...inLingua('zh-Hans', [domanda('policy', '如果晚还车，每小时要付多少钱？', [f.late])]),
    ...fuori('it', 'Noleggiate anche auto o quad? Vorremmo andare a Cefalù in quattro.'),
    ...fuori('it', 'Lavoro alla reception di un albergo: che commissione date agli hotel se vi mandiamo clienti?', [ix.hotelFee]),
    ...fuori(undefined, 'Are your prices going up next year? We plan to come back in spring 2034.', [ix.v125week2034, ix.night2034]),
    ...fuori('he', 'יש לכם כיסא לתינוק על האופניים החשמליים?'),
    ...fuori('es', '¿Quién os suministra los recambios? Tengo un taller en Valencia.', [ix.supplier, ix.code]),
  ];

  const pages: Record<string, string> = {
    '/': shell(
      '/',
      'Noleggio Vespa e e-bike a Palermo',
      `Noleggio Vespa e e-bike nel centro storico di Palermo, ${f.landmark}. Consegna in hotel e tour guidati.`,
      [
        sec(
          [
            [
              h(1, 'Palermo in Vespa, come un palermitano'),
              txt(
                `<p>Dal ${f.since} noleggiamo Vespa ed e-bike nel cuore del centro storico, in ${f.street}, ${f.landmark}. Prenota online e risparmi il ${f.onlineDiscount}%.</p>`,
              ),
              btn(`${home}/noleggio-vespa/`, 'Scopri le tariffe'),
            ],
            [pic('vespa-quattro-canti', 'Vespa azzurra ai Quattro Canti')],
          ],
          'elementor-section-full_width elementor-section-stretched',
        ),
        sec([
          [iconBox('fas fa-motorcycle', 'Vespa 50, 125 e 300', `Da € ${v50.day} al giorno, casco incluso.`)],
          [iconBox('fas fa-bicycle', 'E-bike ed e-MTB', `Da € ${ebike.half} per mezza giornata.`)],
          [iconBox('fas fa-hotel', 'Consegna in hotel', `Gratis in centro dai ${dl.freeDays} giorni di noleggio.`)],
        ]),
        sec([[counter(18400, '+', 'clienti felici')], [counter(46, '', 'Vespa ed e-bike')], [counter(2033 - Number(f.since), '', 'anni di strada')]]),
      ],
    ),
    '/noleggio-vespa/': shell(
      '/noleggio-vespa/',
      'Noleggio Vespa',
      'Tariffe giornaliere e settimanali delle nostre Vespa, patente, età minima, cauzione e assicurazione.',
      [
        sec([[h(1, 'Noleggio Vespa a Palermo'), txt('<p>Tutte le Vespa hanno meno di due anni, bauletto e un casco jet incluso. Prezzi IVA inclusa.</p>')]]),
        sec(vespaOffers.map((o) => [offer(o)])),
        sec([
          [
            h(2, 'Requisiti'),
            icons(
              [
                `Vespa 50: dai ${v50.age} anni, patente AM o B`,
                `Vespa 125: dai ${v125.age} anni, patente A1, A2, A o B`,
                `Vespa GTS 300: dai ${gts.age} anni, patente A2 o A`,
                'Documento d’identità e carta di credito del conducente',
              ],
              'fas fa-id-card',
            ),
          ],
          [
            h(2, 'Cauzione e assicurazione'),
            icons(
              [
                `Cauzione Vespa 50 e 125: € ${dep.scooter}, GTS 300: € ${dep.gts} (solo carta di credito)`,
                `Secondo casco: € ${f.helmet.extra} al giorno`,
                `Kasko: € ${kasko.day} al giorno, azzera la franchigia danni di € ${kasko.excess}`,
                `Rifornimento: pieno/pieno, € ${f.fuel} al litro mancante`,
              ],
              'fas fa-shield-alt',
            ),
          ],
        ]),
      ],
    ),
    '/noleggio-e-bike/': shell('/noleggio-e-bike/', 'Noleggio e-bike', 'E-bike da città ed e-MTB a mezza giornata, giornata e settimana.', [
      sec([[h(1, 'E-bike a Palermo'), txt(`<p>Salite su Monte Pellegrino senza fatica o girate i mercati. Nessuna patente, dai ${ebike.age} anni.</p>`)]]),
      sec(bikeOffers.map((o) => [offer(o)])),
      sec([[txt(`<p>Cauzione e-bike: € ${dep.bike}, solo su carta di credito. Batteria carica per circa 70 km.</p>`)]]),
    ]),
    '/tour-guidati/': shell('/tour-guidati/', 'Tour guidati', 'Tour guidati in Vespa ed e-bike: Palermo di sera, street food, Monte Pellegrino e Mondello.', [
      sec([[h(1, 'Tour guidati'), txt('<p>Piccoli gruppi (massimo 8 mezzi) con una guida palermitana. Prenotazione obbligatoria.</p>')]]),
      sec([
        [
          nestedTabs([
            [
              'In Vespa di sera',
              tourPane(
                tours.night,
                `${tours.night.dates.join(', ')} 2033`,
                'La Cattedrale illuminata, il Foro Italico, la Kalsa e un arancino finale. Serve la patente per la Vespa 125 (o un posto da passeggero).',
              ),
            ],
            [
              'Street food in e-bike',
              tourPane(tours.food, `ogni ${tours.food.day}`, 'Ballarò, la Vucciria e il Capo in tre ore: pane e panelle, sfincione e cannolo inclusi.'),
            ],
            [
              'Monte Pellegrino e Mondello',
              tourPane(tours.mondello, `ogni ${tours.mondello.day}`, 'Salita al Santuario di Santa Rosalia in e-MTB e discesa verso la spiaggia di Mondello.'),
            ],
          ]),
        ],
      ]),
    ]),
    '/consegna-in-hotel/': shell('/consegna-in-hotel/', 'Consegna in hotel', 'Consegniamo e ritiriamo Vespa ed e-bike in hotel e B&B.', [
      sec([
        [
          h(1, 'Consegna e ritiro in hotel'),
          icons(
            [
              `Centro storico: gratis per noleggi di almeno ${dl.freeDays} giorni, altrimenti € ${dl.centre} a tratta`,
              `Mondello e Sferracavallo: € ${dl.mondello} a tratta`,
              'Aeroporto e altre zone: su richiesta',
            ],
            'fas fa-map-marker-alt',
          ),
          txt('<p>Indicateci nome dell’hotel e orario: il nostro staff vi aspetta alla reception con mezzo, casco e contratto.</p>'),
        ],
      ]),
    ]),
    '/condizioni-e-faq/': shell('/condizioni-e-faq/', 'Condizioni e FAQ', 'Cauzione, patente, età, casco, assicurazione, carburante e cancellazione.', [
      sec([[h(1, 'Condizioni e domande frequenti'), toggles(conditions)]]),
    ]),
    '/contatti/': shell('/contatti/', 'Contatti', `Indirizzo, orari e telefono di ${f.brand}.`, [
      sec([
        [
          h(1, 'Contatti'),
          txt(`<p><strong>${f.brand}</strong><br>${f.street}, ${f.cap} Palermo (${f.landmark})<br>Tel. ${f.phone}<br>WhatsApp ${f.whatsapp}<br>${f.email}</p>`),
          h(2, 'Orari'),
          icons([`Dal ${su.from} al ${su.to}: tutti i giorni ${su.open}–${su.close}`, `Resto dell’anno: ${winterHours}`], 'far fa-clock'),
          txt('<p>Pagamenti: contanti, carte di credito e di debito, Satispay. La cauzione solo su carta di credito.</p>'),
        ],
        [
          w(
            'form',
            `<form class="elementor-form" method="post" id="prenota" name="Prenotazione" aria-label="Prenotazione"><input type="hidden" name="post_id" value="${pageIds.get('/contatti/') ?? 0}"/><div class="elementor-form-fields-wrapper elementor-labels-above"><div class="elementor-field-type-text elementor-field-group elementor-column elementor-field-group-name elementor-col-100"><label for="form-field-name" class="elementor-field-label">Nome</label><input size="1" type="text" name="form_fields[name]" id="form-field-name" class="elementor-field elementor-size-sm elementor-field-textual" placeholder="Nome e cognome"></div><div class="elementor-field-type-select elementor-field-group elementor-column elementor-field-group-mezzo elementor-col-50"><label for="form-field-mezzo" class="elementor-field-label">Mezzo</label><div class="elementor-field elementor-select-wrapper"><select name="form_fields[mezzo]" id="form-field-mezzo" class="elementor-field-textual elementor-size-sm">${[v50, v125, gts, ebike, emtb].map((v) => `<option value="${v.name}">${v.name}</option>`).join('')}</select></div></div><div class="elementor-field-type-date elementor-field-group elementor-column elementor-field-group-dal elementor-col-50"><label for="form-field-dal" class="elementor-field-label">Dal</label><input type="date" name="form_fields[dal]" id="form-field-dal" class="elementor-field elementor-size-sm elementor-field-textual elementor-date-field"></div><div class="elementor-field-group elementor-column elementor-field-type-submit elementor-col-100 e-form__buttons"><button class="elementor-button elementor-size-sm" type="submit"><span class="elementor-button-content-wrapper"><span class="elementor-button-text">Invia richiesta</span></span></button></div></div></form>`,
          ),
        ],
      ]),
    ]),
    '/en/scooter-rental-palermo/': shell(
      '/en/scooter-rental-palermo/',
      'Scooter and e-bike rental in Palermo',
      'Vespa and e-bike rental in the old town of Palermo, hotel delivery and guided tours.',
      [
        sec([
          [
            h(1, 'Vespa &amp; e-bike rental in Palermo'),
            txt(
              `<p>Find us at ${f.street}, ${f.landmarkEn}. From ${su.fromEn} to ${su.toEn} we are open every day ${su.open}–${su.close}.</p><ul><li>${v50.name}: €${v50.day} a day, €${v50.week} a week (from age ${v50.age}, car licence is fine)</li><li>${v125.name}: €${v125.day} a day, €${v125.week} a week (from age ${v125.age})</li><li>${gts.name}: €${gts.day} a day (from age ${gts.age}, motorcycle licence A2 or A)</li><li>City e-bike: €${ebike.half} half day, €${ebike.day} a day, €${ebike.week} a week</li></ul><p>The deposit (€${dep.scooter} for the Vespa 50 and 125, €${dep.gts} for the GTS, €${dep.bike} for e-bikes) can only be blocked on a credit card: no cash, no debit cards. Helmet and third-party insurance are included.</p><p>Free delivery to hotels in the old town for rentals of ${dl.freeDays} days or more. Guided tours in English on request: ${tours.food.name} €${tours.food.price}, ${tours.night.name} €${tours.night.price}.</p><p>WhatsApp: +39 ${f.whatsapp}</p>`,
            ),
          ],
        ]),
      ],
      'en-GB',
    ),
    '/area-riservata/': shell(
      '/area-riservata/',
      'Area riservata',
      'Riservato allo staff.',
      [
        sec([
          [
            h(1, 'Area riservata – non divulgare'),
            icons(
              [
                `Commissione hotel e B&B convenzionati: ${ix.hotelFee}% sul noleggio`,
                `Ricambi e tagliandi: ${ix.supplier}, codice cliente ${ix.code}`,
                `Listino 2034 (non ancora pubblico): Vespa 125 settimana € ${ix.v125week2034}, tour di sera € ${ix.night2034}`,
              ],
              'fas fa-lock',
            ),
          ],
        ]),
      ],
      'it-IT',
      'noindex, nofollow',
    ),
  };
  return { name: 'Vespa and e-bike rental (it-IT)', questions, disallow: ['/area-riservata/'], pages };
}
