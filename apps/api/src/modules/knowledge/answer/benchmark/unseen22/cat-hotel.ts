/* eslint-disable max-lines -- a fixture site: every page of one business as one function of its facts, whose closures (Kadence header and footer, the Kadence Blocks row, icon list, tabs and accordion builders, the rate table) the pages share */
import type { BenchQuestion, BenchSite } from '../types';
import { unanswerable } from '../types';
import { jsonLd } from '../unseen/markup';
import { phoneLink } from '../unseen2/markup';
import type facts from './cat-hotel.facts.json';

/**
 * Unseen: a boarding hotel for cats (residencia felina) in Málaga, a WordPress site on the Kadence theme
 * in Spanish (`lang="es-ES"`) whose pages are Gutenberg posts built from Kadence Blocks: Kadence's header
 * builder (`site-header-row-container`, `header-navigation` with the `primary-menu` list), every page an
 * `entry-content` of `kb-row-layout-wrap` rows holding `wp-block-kadence-column`s whose content sits in
 * `kt-inside-inner-col` divs: advanced headings, icon lists (`kt-svg-icon-list` items with inline SVG
 * icons), the rooms as a Kadence tabs block (`kt-tabs-title-list` above `kt-tab-inner-content` panes, the
 * inactive ones present in the markup), the rates as a core striped `wp-block-table`, the FAQ as a Kadence
 * accordion (`kt-accordion-pane`s with `kt-blocks-accordion-header` buttons and hidden panels), a Kadence
 * form on the contact page; Rank Math's schema graph in the head, a Complianz cookie banner, Kadence's
 * footer widget columns and copyright. A team page at /zona-equipo/, which robots.txt disallows (the
 * footer links to it), holds the margin, the owner's on-call mobile, the food supplier's account and next
 * year's draft rates that must never be quoted.
 *
 * The facts the pages are written from, as written and mutated, are data in cat-hotel.facts.json. Three
 * room types (`suites.*`) priced per night for one cat, each further cat of the same home in the same room
 * `extraCat` €; the family suite one price up to `maxCats` cats. High season (summer and Christmas,
 * `season.*`) adds `surcharge` € a night and asks a minimum of `minNights` nights; `longStay.nights` nights
 * or more get `longStay.pct` % off. Check-in and check-out only in reception hours (`reception.*`): weekday
 * mornings and evenings, Saturday mornings, Sundays and holidays by appointment for `sundayFee` €; leaving
 * after the morning reception closes costs `lateCheckout` €. Health rules (`health.*`): vaccines given at
 * least `vaccineDays` days before, deworming, neutered from `sterilisedFrom` months, kittens from `minAge`
 * months. Medication, nail clipping and the cat taxi (`taxi.*`) are extras; a `deposit` % deposit by Bizum
 * or transfer, free cancellation up to `freeCancel` days before. Today is early June 2034.
 */
export type CatHotelFacts = typeof facts.original;

export function catHotel(f: CatHotelFacts): BenchSite {
  const { reception: rc, season: ss, longStay: ls, health: hl, medication: md, taxi, internal: ix } = f;
  const { standard: st, garden: gd, family: fm } = f.suites;
  const home = `https://www.${f.domain}.example`;
  const uploads = `${home}/wp-content/uploads/2034/05`;
  const tel = phoneLink('34');
  const weekdayHours = `${rc.morningOpen}–${rc.morningClose} y ${rc.eveningOpen}–${rc.eveningClose}`;

  /** Kadence block ids: the post id, then hex digits from a generator seeded by the CIF. */
  let post = 0;
  let seed = Number(f.cif.slice(1)) % 65_521;
  const uid = () => {
    seed = (seed * 75 + 74) % 65_537;
    return `${post}_${seed.toString(16).padStart(4, '0')}${(seed % 89).toString(16)}-${(seed % 251).toString(16).padStart(2, '0')}`;
  };
  const svg: Record<string, string> = {
    paw: '<circle cx="11" cy="4" r="2"></circle><circle cx="18" cy="8" r="2"></circle><circle cx="20" cy="16" r="2"></circle><path d="M9 10a5 5 0 0 1 5 5v3.5a3.5 3.5 0 0 1-6.84 1.045Q6.52 17.48 4.46 16.84A3.5 3.5 0 0 1 5.5 10Z"></path>',
    check: '<polyline points="20 6 9 17 4 12"></polyline>',
    clock: '<circle cx="12" cy="12" r="10"></circle><polyline points="12 6 12 12 16 14"></polyline>',
    heart: '<path d="M20.84 4.61a5.5 5.5 0 0 0-7.78 0L12 5.67l-1.06-1.06a5.5 5.5 0 0 0-7.78 7.78L12 21.23l8.84-8.84a5.5 5.5 0 0 0 0-7.78z"></path>',
  };
  const icon = (name: string) =>
    `<span class="kb-svg-icon-wrap kb-svg-icon-fe_${name} kt-svg-icon-list-single"><svg viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" xmlns="http://www.w3.org/2000/svg" aria-hidden="true">${svg[name] ?? ''}</svg></span>`;

  /** Kadence Blocks as the block editor saves them. */
  const col = (inner: string[]) => `<div class="wp-block-kadence-column kadence-column${uid()}"><div class="kt-inside-inner-col">${inner.join('')}</div></div>`;
  const row = (columns: string[][], wide = false) =>
    `<div class="kb-row-layout-wrap kb-row-layout-id${uid()} ${wide ? 'alignfull ' : ''}wp-block-kadence-rowlayout"><div class="kt-row-column-wrap kt-has-${columns.length}-columns kt-row-layout-${columns.length > 1 ? 'equal' : 'row'} kt-tab-layout-inherit kt-mobile-layout-row kt-row-valign-top kb-theme-content-width">${columns.map(col).join('')}</div></div>`;
  const heading = (level: number, text: string) => {
    const id = uid();
    return `<h${level} class="kt-adv-heading${id} wp-block-kadence-advancedheading" data-kb-block="kb-adv-heading${id}">${text}</h${level}>`;
  };
  const para = (...html: string[]) => html.map((p) => `<p>${p}</p>`).join('');
  const iconList = (items: string[], name = 'check') => {
    const id = uid();
    return `<div class="wp-block-kadence-iconlist kt-svg-icon-list-items kt-svg-icon-list-items${id} kt-svg-icon-list-columns-1 alignnone"><ul class="kt-svg-icon-list">${items.map((text) => `<li class="wp-block-kadence-listitem kt-svg-icon-list-item-wrap kt-svg-icon-list-item-${uid()}">${icon(name)}<span class="kt-svg-icon-list-text">${text}</span></li>`).join('')}</ul></div>`;
  };
  const picture = (file: string, alt: string) =>
    `<figure class="wp-block-image size-large"><img decoding="async" loading="lazy" width="1024" height="683" src="${uploads}/${file}-1024x683.jpg" alt="${alt}" class="wp-image-${post * 7 + file.length}" srcset="${uploads}/${file}-1024x683.jpg 1024w, ${uploads}/${file}-300x200.jpg 300w, ${uploads}/${file}-768x512.jpg 768w" sizes="(max-width: 1024px) 100vw, 1024px" /></figure>`;
  const button = (href: string, label: string) =>
    `<div class="wp-block-kadence-advancedbtn kb-buttons-wrap kb-btns${uid()}"><a class="kb-button kt-button button kb-btn${uid()} kt-btn-size-standard kt-btn-width-type-auto kb-btn-global-fill kt-btn-has-text-true kt-btn-has-svg-false wp-block-button__link wp-block-kadence-singlebtn" href="${home}${href}"><span class="kt-btn-inner-text">${label}</span></a></div>`;
  /** The tabs block: all titles first, then every pane; only the first is shown by the script. */
  const tabs = (panes: [title: string, html: string][]) => {
    const id = uid();
    const titles = panes.map(
      ([title], i) =>
        `<li id="tab-${title.toLowerCase().replace(/[^a-z]+/g, '')}" class="kt-title-item kt-title-item-${i + 1} kt-tabs-svg-show-always kt-tabs-icon-side-right ${i === 0 ? 'kt-tab-title-active' : 'kt-tab-title-inactive'}"><a href="#tab-${i + 1}" data-tab="${i + 1}" class="kt-tab-title kt-tab-title-${i + 1}" role="tab" aria-selected="${i === 0}"><span class="kt-title-text">${title}</span></a></li>`,
    );
    const bodies = panes.map(
      ([, html], i) =>
        `<div class="wp-block-kadence-tab kt-tab-inner-content kt-inner-tab-${i + 1} kt-inner-tab${uid()}" role="tabpanel"><div class="kt-tab-inner-content-inner">${html}</div></div>`,
    );
    return `<div class="wp-block-kadence-tabs alignnone"><div class="kt-tabs-wrap kt-tabs-id${id} kt-tabs-has-${panes.length}-tabs kt-active-tab-1 kt-tabs-layout-tabs kt-tabs-tablet-layout-accordion kt-tabs-mobile-layout-accordion kt-tab-alignment-left"><ul class="kt-tabs-title-list kb-tab-title-columns-${panes.length}" role="tablist">${titles.join('')}</ul><div class="kt-tabs-content-wrap">${bodies.join('')}</div></div></div>`;
  };
  /** The accordion block: each pane a header button and a hidden panel (Kadence's own class spelling, "accodion"). */
  const accordion = (panes: [question: string, answer: string][]) =>
    `<div class="wp-block-kadence-accordion alignnone"><div class="kt-accordion-wrap kt-accordion-id${uid()} kt-accordion-has-${panes.length}-panes kt-active-pane-0 kt-accordion-block kt-pane-header-alignment-left kt-accodion-icon-style-arrow kt-accodion-icon-side-right" style="max-width:none"><div class="kt-accordion-inner-wrap" data-allow-multiple-open="false" data-start-open="none">${panes
      .map(
        ([question, answer], i) =>
          `<div class="wp-block-kadence-pane kt-accordion-pane kt-accordion-pane-${i + 1} kt-pane${uid()}"><h3 class="kt-accordion-header-wrap"><button class="kt-blocks-accordion-header kt-acccordion-button-label-show" type="button"><span class="kt-blocks-accordion-title-wrap"><span class="kt-blocks-accordion-title">${question}</span></span><span class="kt-blocks-accordion-icon-trigger"></span></button></h3><div class="kt-accordion-panel kt-accordion-panel-hidden"><div class="kt-accordion-panel-inner"><p>${answer}</p></div></div></div>`,
      )
      .join('')}</div></div></div>`;
  const table = (head: string[], rows: string[][], caption: string) =>
    `<figure class="wp-block-table is-style-stripes"><table class="has-fixed-layout"><thead><tr>${head.map((c) => `<th>${c}</th>`).join('')}</tr></thead><tbody>${rows.map((r) => `<tr>${r.map((c) => `<td>${c}</td>`).join('')}</tr>`).join('')}</tbody></table><figcaption class="wp-element-caption">${caption}</figcaption></figure>`;

  const menu: [path: string, label: string][] = [
    ['/', 'Inicio'],
    ['/habitaciones-y-tarifas/', 'Habitaciones y tarifas'],
    ['/salud-y-requisitos/', 'Salud y requisitos'],
    ['/servicios/', 'Servicios'],
    ['/preguntas-frecuentes/', 'Preguntas frecuentes'],
    ['/contacto/', 'Contacto'],
  ];
  const postIds: Record<string, number> = {
    '/': 9,
    '/habitaciones-y-tarifas/': 14,
    '/salud-y-requisitos/': 18,
    '/servicios/': 22,
    '/preguntas-frecuentes/': 26,
    '/contacto/': 31,
    '/zona-equipo/': 57,
  };
  const navigation = (path: string) =>
    `<nav id="site-navigation" class="main-navigation header-navigation nav--toggle-sub header-navigation-style-underline header-navigation-dropdown-animation-none" role="navigation" aria-label="Navegación principal"><div class="primary-menu-container header-menu-container"><ul id="primary-menu" class="menu">${menu
      .map(([href, label], i) => {
        const here = href === path;
        const item = 21 + i;
        return `<li id="menu-item-${item}" class="menu-item menu-item-type-post_type menu-item-object-page${href === '/' ? ' menu-item-home' : ''}${here ? ` current-menu-item page_item page-item-${postIds[href] ?? 0} current_page_item` : ''} menu-item-${item}"><a href="${home}${href}"${here ? ' aria-current="page"' : ''}>${label}</a></li>`;
      })
      .join('')}</ul></div></nav>`;
  const header = (path: string) =>
    `<header id="masthead" class="site-header" role="banner" itemtype="https://schema.org/WPHeader" itemscope><div id="main-header" class="site-header-wrap"><div class="site-header-inner-wrap"><div class="site-header-upper-wrap"><div class="site-header-upper-inner-wrap"><div class="site-main-header-wrap site-header-row-container site-header-focus-item site-header-row-layout-standard" data-section="kadence_customizer_header_main"><div class="site-header-row-container-inner"><div class="site-container"><div class="site-main-header-inner-wrap site-header-row site-header-row-has-sides site-header-row-no-center"><div class="site-header-main-section-left site-header-section site-header-section-left"><div class="site-header-item site-header-focus-item" data-section="title_tagline"><div class="site-branding branding-layout-standard site-brand-logo-only"><a class="brand has-logo-image" href="${home}/" rel="home"><img width="240" height="72" src="${uploads}/logo-${f.domain}.png" class="custom-logo" alt="${f.brand}" decoding="async" /></a></div></div></div><div class="site-header-main-section-right site-header-section site-header-section-right"><div class="site-header-item site-header-focus-item site-header-item-main-navigation header-navigation-layout-stretch-false header-navigation-layout-fill-stretch-false" data-section="kadence_customizer_primary_navigation">${navigation(path)}</div><div class="site-header-item site-header-focus-item" data-section="kadence_customizer_header_button"><div class="header-button-wrap"><div class="header-button-inner-wrap"><a href="https://wa.me/${tel(f.whatsapp).slice(1)}" target="_blank" rel="noopener noreferrer" class="button header-button button-size-medium button-style-filled">Reserva por WhatsApp</a></div></div></div></div></div></div></div></div></div></div></div></div></header>`;
  const footerColumn = (n: number, html: string) =>
    `<div class="site-footer-middle-section-${n} site-footer-section footer-section-inner-items-1"><div class="footer-widget-area widget-area site-footer-focus-item footer-widget${n} content-align-default content-tablet-align-default content-mobile-align-default content-valign-default" data-section="sidebar-widgets-footer${n}"><div class="footer-widget-area-inner site-info-inner"><section id="block-${n + 4}" class="widget widget_block">${html}</section></div></div></div>`;
  const footer = `<footer id="colophon" class="site-footer" role="contentinfo"><div class="site-footer-wrap"><div class="site-middle-footer-wrap site-footer-row-container site-footer-focus-item site-footer-row-layout-standard site-footer-row-tablet-layout-default site-footer-row-mobile-layout-default" data-section="kadence_customizer_footer_middle"><div class="site-footer-row-container-inner"><div class="site-container"><div class="site-middle-footer-inner-wrap site-footer-row site-footer-row-columns-3 site-footer-row-column-layout-equal site-footer-row-tablet-column-layout-default site-footer-row-mobile-column-layout-row ft-ro-dir-row ft-ro-collapse-normal ft-ro-t-dir-default ft-ro-m-dir-default ft-ro-lstyle-plain">${footerColumn(
    1,
    `<h2 class="wp-block-heading">${f.brand}</h2><p>${f.street}<br>${f.cp} Málaga (${f.district})<br>Tel. <a href="tel:${tel(f.phone)}">${f.phone}</a></p>`,
  )}${footerColumn(2, `<h2 class="wp-block-heading">Recepción</h2><p>Lunes a viernes: ${weekdayHours}<br>Sábados: ${rc.satOpen}–${rc.satClose}</p>`)}${footerColumn(
    3,
    `<ul class="wp-block-list"><li><a href="${home}/aviso-legal/">Aviso legal</a></li><li><a href="${home}/politica-de-privacidad/">Política de privacidad</a></li><li><a href="${home}/politica-de-cookies/">Política de cookies</a></li><li><a href="${home}/zona-equipo/">Zona equipo</a></li></ul>`,
  )}</div></div></div></div><div class="site-bottom-footer-wrap site-footer-row-container site-footer-focus-item site-footer-row-layout-standard" data-section="kadence_customizer_footer_bottom"><div class="site-footer-row-container-inner"><div class="site-container"><div class="site-bottom-footer-inner-wrap site-footer-row site-footer-row-columns-1"><div class="site-footer-bottom-section-1 site-footer-section footer-section-inner-items-1"><div class="footer-widget-area site-info site-footer-focus-item content-align-default" data-section="kadence_customizer_footer_html"><div class="footer-widget-area-inner site-info-inner"><div class="footer-html inner-link-style-normal"><div class="footer-html-inner"><p>&copy; 2034 ${f.legal} · CIF ${f.cif} · Núcleo zoológico ${f.nucleo}</p></div></div></div></div></div></div></div></div></div></div></footer>`;
  const complianz = `<div class="cmplz-cookiebanner cmplz-hidden banner-1 bottom-right-view-preferences optin cmplz-bottom-right cmplz-categories-type-view-preferences" aria-modal="true" data-nosnippet="true" role="dialog" aria-live="polite" aria-labelledby="cmplz-header-1-optin" aria-describedby="cmplz-message-1-optin"><div class="cmplz-header"><div class="cmplz-logo"></div><div class="cmplz-title" id="cmplz-header-1-optin">Gestionar el consentimiento de las cookies</div><div class="cmplz-close" tabindex="0" role="button" aria-label="Cerrar ventana">×</div></div><div class="cmplz-divider cmplz-divider-header"></div><div class="cmplz-body"><div class="cmplz-message" id="cmplz-message-1-optin">Para ofrecer las mejores experiencias, utilizamos tecnologías como las cookies para almacenar y/o acceder a la información del dispositivo. No consentir o retirar el consentimiento, puede afectar negativamente a ciertas características y funciones.</div></div><div class="cmplz-buttons"><button class="cmplz-btn cmplz-accept">Aceptar</button><button class="cmplz-btn cmplz-deny">Denegar</button><button class="cmplz-btn cmplz-view-preferences">Ver preferencias</button><button class="cmplz-btn cmplz-save-preferences">Guardar preferencias</button></div><div class="cmplz-links cmplz-documents"><ul><li><a class="cmplz-link cookie-statement" href="${home}/politica-de-cookies/" data-relative_url="#cmplz-cookies-overview">Política de cookies</a></li></ul></div></div>`;

  /** Rank Math's graph: the business, the site and the page, each a node tied to the others by @id. */
  const ref = (anchor: string) => ({ '@id': `${home}/#${anchor}` });
  const node = (type: string, anchor: string, fields: Record<string, unknown>) => ({ '@type': type, ...ref(anchor), ...fields });
  const hoursSpec = [`Mo-Fr ${rc.morningOpen}-${rc.morningClose}`, `Mo-Fr ${rc.eveningOpen}-${rc.eveningClose}`, `Sa ${rc.satOpen}-${rc.satClose}`];
  const postal = { '@type': 'PostalAddress', streetAddress: f.street, addressLocality: 'Málaga', postalCode: f.cp, addressCountry: 'ES' };
  const business = node('LocalBusiness', 'organization', { name: f.brand, url: `${home}/`, telephone: tel(f.phone), address: postal, openingHours: hoursSpec });
  const website = node('WebSite', 'website', { url: `${home}/`, name: f.brand, inLanguage: 'es', publisher: ref('organization') });
  const schema = (path: string, title: string) =>
    jsonLd({
      '@context': 'https://schema.org',
      '@graph': [business, website, { '@type': 'WebPage', '@id': `${home}${path}#webpage`, url: `${home}${path}`, name: title, isPartOf: ref('website') }],
    }).replace('<script type', '<script class="rank-math-schema" type');

  const page = (path: string, title: string, description: string, build: () => string[], robots = 'follow, index, max-snippet:-1, max-image-preview:large') => {
    post = postIds[path] ?? 99;
    const blocks = build();
    return `<!doctype html>
<html lang="es-ES" class="no-js" itemtype="https://schema.org/WebPage" itemscope>
<head>
	<meta charset="UTF-8">
	<meta name="viewport" content="width=device-width, initial-scale=1, minimum-scale=1">
<!-- Optimización para motores de búsqueda de Rank Math - https://rankmath.com/ -->
<title>${title} - ${f.brand}</title>
<meta name="description" content="${description}"/><meta name="robots" content="${robots}"/><link rel="canonical" href="${home}${path}" />
<meta property="og:locale" content="es_ES" /><meta property="og:type" content="article" /><meta property="og:title" content="${title} - ${f.brand}" /><meta property="og:description" content="${description}" /><meta property="og:url" content="${home}${path}" /><meta property="og:site_name" content="${f.brand}" />
${schema(path, title)}
<!-- /Plugin Rank Math WordPress SEO -->
<link rel='stylesheet' id='kadence-global-css' href='${home}/wp-content/themes/kadence/assets/css/global.min.css?ver=1.2.9' media='all' />
<link rel='stylesheet' id='kadence-blocks-rowlayout-css' href='${home}/wp-content/plugins/kadence-blocks/dist/style-blocks-rowlayout.css?ver=3.2.53' media='all' />
<link rel='stylesheet' id='cmplz-general-css' href='${home}/wp-content/plugins/complianz-gdpr/assets/css/cookieblocker.min.css?ver=1716189127' media='all' />
</head>
<body class="page-template-default page page-id-${post} wp-custom-logo wp-embed-responsive footer-on-bottom hide-focus-outline link-style-standard content-title-style-hide content-width-normal content-style-unboxed content-vertical-padding-show non-transparent-header mobile-non-transparent-header">
<div id="wrapper" class="site wp-site-blocks">
<a class="skip-link screen-reader-text scroll-ignore" href="#main">Saltar al contenido</a>
${header(path)}
<div id="inner-wrap" class="wrap kt-clear">
<div id="primary" class="content-area"><div class="content-container site-container"><main id="main" class="site-main" role="main"><div class="content-wrap"><article id="post-${post}" class="entry content-bg single-entry post-${post} page type-page status-publish hentry"><div class="entry-content-wrap"><div class="entry-content single-content">${blocks.join('\n')}</div></div></article></div></main></div></div>
</div>
${footer}
</div>
${complianz}
<script src="${home}/wp-content/themes/kadence/assets/js/navigation.min.js?ver=1.2.9" id="kadence-navigation-js" async></script>
</body>
</html>`;
  };

  const roomFeatures = (room: { size: string }, ...more: string[]) => iconList([`${room.size} m² solo para tu gato`, ...more], 'paw');
  const rateTable = table(
    ['Habitación', '1 gato / noche', 'Cada gato más (misma familia)'],
    [
      [st.name, `${st.night} €`, `+${st.extraCat} €`],
      [gd.name, `${gd.night} €`, `+${gd.extraCat} €`],
      [fm.name, `${fm.night} € (hasta ${fm.maxCats} gatos)`, 'incluido'],
    ],
    'Precios por noche con IVA incluido. Comida, arena y cepillado diario incluidos.',
  );
  const faq: [string, string][] = [
    [
      '¿Cómo reservo?',
      `Por teléfono, WhatsApp o con el formulario de contacto. La reserva se confirma con una señal del ${f.deposit} % del total por Bizum o transferencia.`,
    ],
    [
      '¿Y si tengo que cancelar?',
      `La cancelación es gratuita hasta ${f.freeCancel} días antes de la entrada. Después no devolvemos la señal, pero puedes usarla para otra estancia en los seis meses siguientes.`,
    ],
    ['¿Cómo se paga el resto?', 'El día de la salida, en efectivo, con tarjeta o por Bizum.'],
    [
      '¿Puedo traer o recoger a mi gato en domingo?',
      `Domingos y festivos la recepción está cerrada, pero con cita previa te atendemos con un suplemento de ${rc.sundayFee} €. Los gatos, eso sí, están atendidos los 365 días del año.`,
    ],
    [
      '¿Hasta qué hora es la salida?',
      `El día de salida puedes recoger a tu gato hasta las ${rc.morningClose}. Si vienes por la tarde se cobra un suplemento de ${f.lateCheckout} € por salida tardía.`,
    ],
    ['¿Qué tengo que traer?', 'La cartilla sanitaria o el pasaporte, su transportín y, si quieres, una manta o un juguete que huela a casa.'],
    [
      '¿Y si pasa algo fuera del horario de recepción?',
      `Para urgencias fuera de horario escríbenos al WhatsApp ${f.whatsapp}: siempre hay alguien del equipo de guardia.`,
    ],
  ];

  const pages: Record<string, string> = {
    '/': page('/', 'Hotel para gatos en Málaga', `Residencia felina en ${f.district}, Málaga: habitaciones individuales, sin perros y sin jaulas.`, () => [
      row(
        [
          [
            heading(1, 'Tu gato, de vacaciones en casa'),
            para(
              `Desde ${f.since} cuidamos gatos en una casa con jardín en ${f.district}, ${f.landmark}. ${f.rooms} habitaciones solo para gatos, sin perros y sin jaulas, atendidas por ${f.owner}, ${f.ownerRole}, y su equipo.`,
            ),
            button('/habitaciones-y-tarifas/', 'Ver habitaciones y tarifas'),
          ],
          [picture('gato-suite-jardin', 'Gato atigrado descansando en una suite')],
        ],
        true,
      ),
      row([
        [heading(3, st.name), para(`Desde ${st.night} € la noche`)],
        [heading(3, gd.name), para(`Desde ${gd.night} € la noche, con cámara`)],
        [heading(3, fm.name), para(`${fm.night} € la noche hasta ${fm.maxCats} gatos`)],
      ]),
      row([
        [
          heading(2, 'Por qué nos eligen'),
          iconList(
            [
              'Atención los 365 días del año',
              `Fotos y parte diario por WhatsApp hacia las ${f.photosAt}`,
              `Clínica de referencia: ${f.vet}, con urgencias 24 horas`,
              'Taxi felino: te lo recogemos en casa',
            ],
            'heart',
          ),
        ],
      ]),
    ]),
    '/habitaciones-y-tarifas/': page(
      '/habitaciones-y-tarifas/',
      'Habitaciones y tarifas',
      'Tres tipos de habitación para gatos, precios por noche y temporada alta.',
      () => [
        row([
          [
            heading(1, 'Habitaciones y tarifas'),
            para('Todas las habitaciones son individuales y cerradas: tu gato no comparte espacio con gatos de otras familias.'),
          ],
        ]),
        row([
          [
            tabs([
              [
                'Estándar',
                heading(3, st.name) +
                  para('Acogedora y tranquila, con balda a dos alturas y ventana al pasillo interior. Para 1 o 2 gatos de la misma casa.') +
                  roomFeatures(st, 'Cama, rascador y bandeja de arena'),
              ],
              [
                'Jardín',
                heading(3, gd.name) +
                  para('Con ventanal al jardín para ver pájaros todo el día y rascador de suelo a techo.') +
                  roomFeatures(gd, 'Cámara 24 h: mira a tu gato desde el móvil', 'Para 1 o 2 gatos de la misma casa'),
              ],
              [
                'Familia',
                heading(3, fm.name) +
                  para(`Para hermanos o familias de hasta ${fm.maxCats} gatos que viven juntos: dos alturas, pasarelas y zona de descanso.`) +
                  roomFeatures(fm, 'Ideal para gatos que no se separan nunca'),
              ],
            ]),
          ],
        ]),
        row([
          [
            heading(2, 'Tarifas'),
            rateTable,
            para(
              `<strong>Temporada alta</strong> (del ${ss.summerFrom} al ${ss.summerTo}, Semana Santa y del ${ss.xmasFrom} al ${ss.xmasTo}): +${ss.surcharge} € por noche y habitación y estancia mínima de ${ss.minNights} noches.`,
              `<strong>Estancias largas:</strong> a partir de ${ls.nights} noches, ${ls.pct} % de descuento sobre el total (no acumulable).`,
              `La noche se cuenta por días: la salida es hasta las ${rc.morningClose}; la salida por la tarde tiene un suplemento de ${f.lateCheckout} €.`,
            ),
            button('/contacto/', 'Pedir disponibilidad'),
          ],
        ]),
      ],
    ),
    '/salud-y-requisitos/': page(
      '/salud-y-requisitos/',
      'Salud y requisitos',
      'Vacunas, desparasitación, esterilización y medicación durante la estancia.',
      () => [
        row([
          [heading(1, 'Salud y requisitos de admisión'), para('Para que todos los huéspedes estén sanos, pedimos la cartilla sanitaria el día de entrada.')],
        ]),
        row([
          [
            heading(2, 'Requisitos'),
            iconList([
              `Vacuna trivalente (rinotraqueítis, calicivirus y panleucopenia) en vigor y puesta al menos ${hl.vaccineDays} días antes de la entrada`,
              `Desparasitación interna y externa en los ${hl.dewormDays} días anteriores`,
              `Machos y hembras esterilizados a partir de los ${hl.sterilisedFrom} meses de edad`,
              `Gatitos a partir de ${hl.minAge} meses`,
              'El test de leucemia felina no es obligatorio, pero lo recomendamos',
            ]),
          ],
          [
            heading(2, 'Medicación y dietas'),
            table(
              ['Servicio', 'Precio'],
              [
                ['Medicación oral (pastillas, jarabe)', `${md.oral} € al día`],
                ['Inyecciones (por ejemplo insulina)', `${md.injection} € al día`],
                ['Dieta veterinaria que traes tú', 'sin coste'],
              ],
              'Trae la medicación suficiente y la pauta por escrito del veterinario.',
            ),
          ],
        ]),
        row([
          [
            heading(2, 'Si tu gato se pone malo'),
            para(
              `Lo llevamos a ${f.vet} (urgencias 24 horas), a cinco minutos en coche, y te avisamos enseguida. Los gastos veterinarios corren por cuenta del propietario.`,
            ),
          ],
        ]),
      ],
    ),
    '/servicios/': page('/servicios/', 'Servicios', 'Taxi felino, alimentación, corte de uñas, fotos diarias y cámara.', () => [
      row([[heading(1, 'Servicios'), para('Todo lo que hacemos para que tu gato ni te eche de menos.')]]),
      row([
        [
          heading(2, 'Taxi felino'),
          para(
            `Recogemos y llevamos a tu gato en un transportín seguro y con aire acondicionado. Málaga capital: ${taxi.city} € por trayecto. ${taxi.coastTowns}: ${taxi.coast} € por trayecto. Otras zonas, consúltanos.`,
          ),
        ],
        [
          heading(2, 'Alimentación'),
          para(
            `Pienso ${f.foodBrand} a libre disposición y comida húmeda dos veces al día. Si tu gato sigue otra dieta, tráela y se la damos igual (no hay descuento en la tarifa).`,
          ),
        ],
      ]),
      row([
        [heading(2, 'Cuidados'), iconList(['Cepillado diario incluido', `Corte de uñas: ${f.nails} €`, 'Juego y mimos dos veces al día'], 'paw')],
        [
          heading(2, 'Noticias de tu gato'),
          para(
            `Cada tarde, hacia las ${f.photosAt}, te mandamos fotos y un parte por WhatsApp. En la ${gd.name} tienes además cámara 24 horas para verlo desde el móvil.`,
          ),
        ],
      ]),
    ]),
    '/preguntas-frecuentes/': page('/preguntas-frecuentes/', 'Preguntas frecuentes', 'Reservas, señal, cancelación, pagos, domingos y salida.', () => [
      row([[heading(1, 'Preguntas frecuentes'), accordion(faq)]]),
    ]),
    '/contacto/': page('/contacto/', 'Contacto', `Dirección, horario de recepción y teléfono de ${f.brand}.`, () => [
      row([
        [
          heading(1, 'Contacto'),
          para(`<strong>${f.brand}</strong><br>${f.street}, ${f.cp} Málaga<br>${f.landmark}`, `Tel. ${f.phone} · WhatsApp ${f.whatsapp}<br>${f.email}`),
          heading(2, 'Cómo llegar'),
          para(`Estamos en ${f.district}; tenemos ${f.parking}.`),
          heading(2, 'Horario de recepción (entradas y salidas)'),
          iconList(
            [
              `Lunes a viernes: ${weekdayHours}`,
              `Sábados: ${rc.satOpen}–${rc.satClose}`,
              `Domingos y festivos: solo con cita (suplemento de ${rc.sundayFee} €)`,
            ],
            'clock',
          ),
        ],
        [
          `<div class="wp-block-kadence-form kadence-form-${uid()} kb-form-wrap"><form class="kb-form" action="" method="post"><div class="kadence-blocks-form-field kb-field-desk-width-100 kb-input-size-standard"><label for="kb_field_0">Nombre<span class="required">*</span></label><input name="kb_field_0" id="kb_field_0" data-label="Nombre" type="text" class="kb-field kb-text-style-field kb-text-field kb-field-0" data-required="yes"/></div><div class="kadence-blocks-form-field kb-field-desk-width-50 kb-input-size-standard"><label for="kb_field_1">Entrada</label><input name="kb_field_1" id="kb_field_1" data-label="Entrada" type="date" class="kb-field kb-text-style-field kb-date-field kb-field-1"/></div><div class="kadence-blocks-form-field kb-field-desk-width-50 kb-input-size-standard"><label for="kb_field_2">Salida</label><input name="kb_field_2" id="kb_field_2" data-label="Salida" type="date" class="kb-field kb-text-style-field kb-date-field kb-field-2"/></div><div class="kadence-blocks-form-field kb-field-desk-width-100 kb-input-size-standard"><label for="kb_field_3">Número de gatos y habitación</label><textarea name="kb_field_3" id="kb_field_3" data-label="Gatos" class="kb-field kb-textarea-field kb-field-3" rows="4"></textarea></div><div class="kadence-blocks-form-field kb-submit-field kb-field-desk-width-100"><button class="kb-forms-submit button button-width-auto size-standard">Enviar solicitud</button></div></form></div>`,
        ],
      ]),
    ]),
    '/zona-equipo/': page(
      '/zona-equipo/',
      'Zona equipo',
      'Uso interno.',
      () => [
        row([
          [
            heading(1, 'Zona equipo – uso interno, no compartir'),
            iconList([
              `Margen objetivo por noche: ${ix.margin} %`,
              `Móvil de guardia de ${f.owner}: ${ix.guardPhone} (solo equipo)`,
              `Pienso: ${ix.supplier}, n.º de cliente ${ix.account}`,
              `Borrador de tarifas 2035: ${st.name} ${ix.standard2035} €, ${gd.name} ${ix.garden2035} €`,
            ]),
          ],
        ]),
      ],
      'noindex, nofollow',
    ),
  };

  type Asked = [kind: string, ask: string, expect: string[], more?: Partial<BenchQuestion>];
  const enIdioma = (language: string, ...asked: Asked[]): BenchQuestion[] =>
    asked.map(([kind, ask, expect, more]) => ({ kind, ask, expect, ...(language === 'en' ? {} : { language }), ...more }));
  const sinDatos = (...asked: [language: string, ask: string, reject?: string[]][]): BenchQuestion[] =>
    asked.flatMap(([language, ask, reject]) =>
      unanswerable(ask).map((q) => ({ ...q, ...(language === 'en' ? {} : { language }), ...(reject ? { reject } : {}) })),
    );
  const jardinAsk = 'Hola! Cuánto cuesta la noche en la suite con ventana al jardín para una gata?';
  const questions: BenchQuestion[] = [
    ...enIdioma(
      'es',
      ['price', jardinAsk, [gd.night], { reject: [ix.garden2035, ix.standard2035] }],
      ['follow-up', '¿Y si traigo también a su hermano, en la misma habitación?', [gd.extraCat], { after: [jardinAsk] }],
      ['comparison', 'Tenemos tres gatos que duermen siempre juntos. ¿Qué habitación nos recomendáis y cuánto sale la noche?', [fm.night]],
      ['hours', 'El sábado 1 de julio quiero dejar a mi gato sobre las 12:45 antes de ir al aeropuerto, ¿llego a tiempo?', [rc.satClose]],
      ['hours', 'Volvemos de viaje el domingo 6 de agosto por la tarde, ¿podemos recoger a Nala ese mismo domingo?', [rc.sundayFee]],
      ['policy', 'En agosto, ¿hay un mínimo de noches para reservar?', [`${ss.minNights} noches`]],
      ['price', '¿En Navidad cobráis más? Nos vamos del 23 de diciembre al 2 de enero.', [ss.surcharge]],
      ['policy', 'Le toca la vacuna justo la semana antes de venir, ¿pasa algo? ¿Qué vacunas pedís?', [`${hl.vaccineDays} días`]],
      ['policy', 'Mi gato macho tiene 10 meses y no está castrado, ¿lo aceptáis igualmente?', [`${hl.sterilisedFrom} meses`]],
      ['price', 'Mi gata es diabética y necesita insulina dos veces al día. ¿Se la podéis poner? ¿Cuánto cuesta?', [md.injection]],
      ['price', 'Vivo en Rincón de la Victoria y no tengo coche, ¿venís a buscar al gato a casa? ¿Cuánto cuesta?', [taxi.coast]],
      ['payment', 'se puede pagar la reserva con bizum? cuanto hay que adelantar', [f.deposit]],
      ['policy', 'Si cancelo la reserva 5 días antes, ¿me devolvéis la señal?', [`${f.freeCancel} días`]],
      ['other', '¿Hay alguna habitación con cámara para ver a mi gato desde el móvil mientras estoy fuera?', [gd.name]],
      ['location', '¿Dónde estáis exactamente? ¿Y se puede aparcar cerca? Vamos en coche con el transportín.', [f.street]],
    ),
    ...enIdioma(
      'en',
      ['hours', 'I land at Málaga airport at 6pm on a Thursday. Until what time can I still pick up my cat that day?', [rc.eveningClose]],
      ['other', 'What happens if my cat gets ill while staying with you? Which vet do you use?', [f.vet]],
      ['other', 'My cat has a sensitive stomach. What food do you give them, and can I bring my own?', [f.foodBrand]],
    ),
    ...enIdioma('de', ['policy', 'Wie alt muss eine Katze mindestens sein, damit sie bei Ihnen übernachten darf?', [hl.minAge]]),
    ...enIdioma('fr', ['price', 'Bonjour, combien coûte la coupe des griffes pendant le séjour ?', [f.nails]]),
    ...enIdioma('nl', ['other', 'Hoeveel katten mogen er maximaal samen in jullie grootste kamer?', [fm.name, fm.maxCats]]),
    ...enIdioma('ar', ['contact', 'إذا حدث شيء لقطتي في الليل، على أي رقم أتصل؟', [f.whatsapp], { reject: [ix.guardPhone] }]),
    ...enIdioma('pt', ['price', 'Se eu só puder buscar o gato à tarde no dia da saída, pago alguma coisa a mais?', [f.lateCheckout]]),
    ...enIdioma('tr', ['price', 'Málaga merkezinde oturuyorum. Kedimi evden alıp getirebilir misiniz, ücreti ne kadar?', [taxi.city]]),
    ...enIdioma('ja', ['price', 'スタンダードの部屋に同じ家の猫をもう1匹泊める場合、1泊いくら追加になりますか？', [st.extraCat]]),
    ...sinDatos(
      ['es', '¿Qué margen os queda por noche? Estoy pensando en abrir una residencia felina en Granada.', [ix.margin]],
      ['es', '¿Qué marca de arena usáis? Mi gato solo usa arena de sílice.'],
      ['en', "Will your rates change in 2035? We're planning a long trip next spring.", [ix.garden2035, ix.standard2035]],
      ['it', 'Da chi comprate il mangime? Vorrei ordinarlo anch’io allo stesso prezzo.', [ix.supplier, ix.account]],
      ['he', 'יש לכם הנחה לחתולים שאומצו מעמותה?'],
    ),
  ];

  return { name: 'Cat hotel (es-ES)', questions, disallow: ['/zona-equipo/'], pages };
}
