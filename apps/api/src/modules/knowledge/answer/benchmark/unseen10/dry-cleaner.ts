import type { BenchSite } from '../types';
import { unanswerable } from '../types';
import { jsonLd } from '../unseen/markup';
import { askedIn, phoneLink, slugOf } from '../unseen2/markup';
import type facts from './dry-cleaner.facts.json';

/**
 * Unseen: a dry cleaner and laundry with two shops in Madrid on Shopify (Dawn 15) in Spanish
 * (`lang="es"`): the Shopify privacy banner, an announcement bar, the header's inline menu (and its
 * copy in the menu drawer), sections as `shopify-section` wrappers, the garment price list as a
 * collection grid of product cards (the price in a `price-item` span, "Desde" on the wedding dress,
 * whole-euro prices written "17,00 €"), a product page for the wedding dress with Product JSON-LD,
 * the pick-up zones as a table in a rich-text page, the two shops as a multicolumn section with a
 * DryCleaningOrLaundry JSON-LD per shop, the rules (stains, damage, uncollected garments, payment,
 * loyalty card) as Dawn collapsible rows in `<details>`, and a footer with both shops, a newsletter
 * form and the payment icons.
 *
 * The facts the pages are written from, as written and mutated, are data in dry-cleaner.facts.json.
 * `shops.main` has the workshop: same-day service only there; `shops.second` closes at midday and
 * only takes garments in. Each shop has its own phone and hours. Pick-up zone A and zone B differ in
 * fee and free-delivery threshold; the minimum order is the same. The stain treatment fee is per
 * garment and only with the customer's consent. Today is late January 2027.
 */
export type DryCleanerFacts = typeof facts.original;

export function dryCleaner(f: DryCleanerFacts): BenchSite {
  const { shops, prices: p, kilo, express: ex, sameDay: sd, zoneA: za, zoneB: zb, liability: li, loyalty: lo } = f;
  const { main, second } = shops;
  const spanish = askedIn('es');
  const tel = phoneLink('34');
  const site = `https://www.${f.domain}.example`;
  const cdn = `${site}/cdn/shop/files`;
  const links = Object.entries({
    '/': 'Inicio',
    '/collections/tarifas': 'Tarifas',
    '/pages/recogida-y-entrega': 'Recogida a domicilio',
    '/pages/nuestras-tiendas': 'Tiendas',
    '/pages/preguntas-frecuentes': 'Preguntas frecuentes',
  });
  const garments: [string, string][] = [
    ['Camisa lavada y planchada', `${p.shirt} €`],
    ['Pack 5 camisas', `${p.pack} €`],
    ['Pantalón o falda', `${p.trousers} €`],
    ['Americana', `${p.jacket} €`],
    ['Traje 2 piezas', `${p.suit2} €`],
    ['Traje 3 piezas (con chaleco)', `${p.suit3} €`],
    ['Abrigo', `${p.coat},00 €`],
    ['Plumífero', `${p.down} €`],
    ['Vestido', `${p.dress} €`],
    ['Vestido de fiesta', `${p.party} €`],
    ['Vestido de novia', `Desde ${p.bridal},00 €`],
    ['Edredón nórdico individual', `${p.duvetSingle},00 €`],
    ['Edredón nórdico matrimonio', `${p.duvetDouble},00 €`],
    ['Cortinas (precio por m²)', `${p.curtain} €`],
    ['Corbata', `${p.tie} €`],
  ];
  const suitAsk = '¿Cuánto me cobráis por limpiar un traje de chaqueta y pantalón?';
  let section = 0;
  const sid = (name: string) => `template--2291${(section += 7)}__${name}`;

  const menuItems = (path: string, cls: string) =>
    links
      .map(([href, label]) => `<li><a href="${href}" class="${cls} list-menu__item link link--text focus-inset"${href === path ? ' aria-current="page"' : ''}>${label}</a></li>`)
      .join('');
  const shopifySection = (name: string, inner: string, extra = 'section') => {
    const id = sid(name);
    return `<section id="shopify-section-${id}" class="shopify-section ${extra}"><div class="${name.replace(/_/g, '-')} color-scheme-1 gradient section-${id}-padding">${inner}</div></section>`;
  };
  const richText = (html: string) => shopifySection('rich_text', `<div class="page-width"><div class="rich-text__wrapper rich-text__wrapper--center"><div class="rich-text__blocks rte">${html}</div></div></div>`);
  const card = ([title, price]: [string, string]) =>
    `<li class="grid__item scroll-trigger animate--slide-in"><div class="card-wrapper product-card-wrapper underline-links-hover"><div class="card card--standard card--media" style="--ratio-percent: 100%;"><div class="card__inner color-scheme-2 gradient ratio"><div class="card__media"><div class="media media--transparent media--hover-effect"><img src="${cdn}/${slugOf(title).replace(/^-|-$/g, '')}.jpg?v=1706021311&width=533" alt="${title}" class="motion-reduce" loading="lazy" width="1080" height="1080"></div></div></div><div class="card__content"><div class="card__information"><h3 class="card__heading h5"><a href="/products/${slugOf(title).replace(/^-|-$/g, '')}" class="full-unstyled-link">${title}</a></h3><div class="card-information"><div class="price"><div class="price__container"><div class="price__regular"><span class="visually-hidden visually-hidden--inline">Precio habitual</span><span class="price-item price-item--regular">${price}</span></div></div></div></div></div></div></div></div></li>`;
  const grid = (items: [string, string][]) => `<ul id="product-grid" class="grid product-grid grid--2-col-tablet-down grid--4-col-desktop" role="list">${items.map(card).join('')}</ul>`;
  const collapsible = (heading: string, rows: [string, string][]) =>
    shopifySection(
      'collapsible_content',
      `<div class="page-width"><h2 class="collapsible-content__heading inline-richtext h1">${heading}</h2><div class="grid grid--1-col collapsible-content__grid"><div class="grid__item">${rows
        .map(
          ([q, a], i) =>
            `<div class="accordion content-container color-scheme-1 gradient"><details id="Details-collapsible-row-${i}"><summary id="Summary-collapsible-row-${i}"><h3 class="accordion__title inline-richtext h4">${q}</h3><svg aria-hidden="true" focusable="false" class="icon icon-caret" viewBox="0 0 10 6"><path fill-rule="evenodd" clip-rule="evenodd" d="M9.354.646a.5.5 0 00-.708 0L5 4.293 1.354.646a.5.5 0 00-.708.708l4 4a.5.5 0 00.708 0l4-4a.5.5 0 000-.708z" fill="currentColor"></path></svg></summary><div class="accordion__content rte" id="CollapsibleAccordion-collapsible-row-${i}" role="region" aria-labelledby="Summary-collapsible-row-${i}"><p>${a}</p></div></details></div>`,
        )
        .join('')}</div></div></div>`,
    );
  const mainHours = `Lunes a viernes de ${main.open} a ${main.close} (horario continuo) · Sábados de ${main.satOpen} a ${main.satClose}`;
  const secondHours = `Lunes a viernes de ${second.amOpen} a ${second.amClose} y de ${second.pmOpen} a ${second.pmClose} · Sábados de ${second.satOpen} a ${second.satClose}`;
  const shopLd = (s: { name: string; phone: string; street: string; postcode: string }, hours: { days: string[]; opens: string; closes: string }[]) =>
    jsonLd({
      '@context': 'https://schema.org',
      '@type': 'DryCleaningOrLaundry',
      name: `${f.business} ${s.name}`,
      telephone: tel(s.phone),
      address: { '@type': 'PostalAddress', streetAddress: s.street, postalCode: s.postcode, addressLocality: 'Madrid', addressCountry: 'ES' },
      openingHoursSpecification: hours.map((h) => ({ '@type': 'OpeningHoursSpecification', dayOfWeek: h.days, opens: h.opens.padStart(5, '0'), closes: h.closes.padStart(5, '0') })),
    });
  const weekdays = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'];

  const footer = `<footer class="footer color-scheme-3 gradient section-sections--2291__footer-padding"><div class="footer__content-top page-width"><div class="footer__blocks-wrapper grid grid--1-col grid--2-col grid--4-col-tablet">${[
    [`Tienda y obrador ${main.name}`, `${main.street}<br>Tel. <a href="tel:${tel(main.phone)}">${main.phone}</a><br>L–V ${main.open}–${main.close} · S ${main.satOpen}–${main.satClose}`],
    [`Tienda ${second.name}`, `${second.street}<br>Tel. <a href="tel:${tel(second.phone)}">${second.phone}</a><br>L–V ${second.amOpen}–${second.amClose} y ${second.pmOpen}–${second.pmClose} · S ${second.satOpen}–${second.satClose}`],
    ['Atención al cliente', `WhatsApp ${f.whatsapp}<br><a href="mailto:${f.email}">${f.email}</a>`],
  ]
    .map(([h, body]) => `<div class="footer-block grid__item footer-block--menu"><h2 class="footer-block__heading inline-richtext">${h}</h2><div class="footer-block__details-content rte"><p>${body}</p></div></div>`)
    .join(
      '',
    )}</div><div class="footer-block--newsletter"><div class="footer-block__newsletter"><h2 class="footer-block__heading inline-richtext">Ofertas y novedades</h2><form method="post" action="/contact#ContactFooter" id="ContactFooter" accept-charset="UTF-8" class="footer__newsletter newsletter-form"><input type="hidden" name="form_type" value="customer"><input type="hidden" name="utf8" value="✓"><input type="hidden" name="contact[tags]" value="newsletter"><div class="newsletter-form__field-wrapper"><div class="field"><input id="NewsletterForm--sections--2291__footer" type="email" name="contact[email]" class="field__input" value="" aria-required="true" autocomplete="email" placeholder="Correo electrónico" required><label class="field__label" for="NewsletterForm--sections--2291__footer">Correo electrónico</label><button type="submit" class="newsletter-form__button field__button" name="commit" aria-label="Suscribirse">→</button></div></div></form></div></div></div><div class="footer__content-bottom"><div class="footer__content-bottom-wrapper page-width"><div class="footer__payment"><span class="visually-hidden">Formas de pago</span><ul class="list list-payment" role="list">${['Visa', 'Mastercard', 'Apple Pay', 'Bizum']
    .map((m) => `<li class="list-payment__item"><svg class="icon icon--full-color" viewBox="0 0 38 24" width="38" height="24" role="img" aria-labelledby="pi-${slugOf(m)}"><title id="pi-${slugOf(m)}">${m}</title></svg></li>`)
    .join(
      '',
    )}</ul></div></div><div class="footer__content-bottom-wrapper page-width"><div class="footer__copyright caption"><small class="copyright__content">© 2027, <a href="/">${f.business}</a> · CIF ${f.cif}</small><small class="copyright__content"><a target="_blank" rel="nofollow" href="https://www.shopify.example?utm_campaign=poweredby&amp;utm_medium=shopify&amp;utm_source=onlinestore">Tecnología de Shopify</a></small><ul class="policies list-unstyled"><li><a href="/policies/privacy-policy">Política de privacidad</a></li><li><a href="/policies/terms-of-service">Condiciones del servicio</a></li></ul></div></div></div></footer>`;
  const layout = (title: string, path: string, sections: string[], head = '') => `<!doctype html>
<html class="js" lang="es">
<head>
<meta charset="utf-8"><meta http-equiv="X-UA-Compatible" content="IE=edge"><meta name="viewport" content="width=device-width,initial-scale=1">
<link rel="canonical" href="${site}${path}"><link rel="preconnect" href="https://cdn.shopify.example" crossorigin>
<title>${title} – ${f.business}</title>
<meta name="description" content="Tintorería y lavandería en Madrid desde ${f.founded}. Tiendas en ${main.name} y ${second.name}, recogida y entrega a domicilio.">
<meta property="og:site_name" content="${f.business}"><meta property="og:type" content="website">
<script>window.Shopify = window.Shopify || {}; Shopify.shop = "${f.domain}.myshopify.com"; Shopify.locale = "es"; Shopify.currency = {"active":"EUR","rate":"1.0"}; Shopify.country = "ES"; Shopify.theme = {"name":"Dawn","id":141178290476,"schema_name":"Dawn","schema_version":"15.2.0","role":"main"};</script>
<script src="//${f.domain}.example/cdn/shop/t/3/assets/constants.js?v=132983761750457495441706021311" defer="defer"></script>
<link href="//${f.domain}.example/cdn/shop/t/3/assets/base.css?v=144968985024194912401706021311" rel="stylesheet" type="text/css" media="all">
${head}
</head>
<body class="gradient animate--hover-default">
<a class="skip-to-content-link button visually-hidden" href="#MainContent">Ir directamente al contenido</a>
<div id="shopify-section-sections--2291__announcement-bar" class="shopify-section shopify-section-group-header-group announcement-bar-section"><div class="utility-bar color-scheme-3 gradient"><div class="page-width utility-bar__grid"><div class="announcement-bar" role="region" aria-label="Anuncio"><p class="announcement-bar__message h5"><span>Recogida y entrega a domicilio gratis desde ${za.free} € en ${za.districts.slice(0, 3).join(', ')} y más barrios</span></p></div></div></div></div>
<div id="shopify-section-sections--2291__header" class="shopify-section shopify-section-group-header-group section-header"><sticky-header data-sticky-type="on-scroll-up" class="header-wrapper color-scheme-1 gradient"><header class="header header--middle-left header--mobile-center page-width header--has-menu"><header-drawer data-breakpoint="tablet"><details id="Details-menu-drawer-container" class="menu-drawer-container"><summary class="header__icon header__icon--menu header__icon--summary link focus-inset" aria-label="Menú"><span><svg aria-hidden="true" focusable="false" class="icon icon-hamburger" viewBox="0 0 18 16"></svg></span></summary><div id="menu-drawer" class="gradient menu-drawer motion-reduce color-scheme-1"><div class="menu-drawer__inner-container"><div class="menu-drawer__navigation-container"><nav class="menu-drawer__navigation"><ul class="menu-drawer__menu has-submenu list-menu" role="list">${menuItems(path, 'menu-drawer__menu-item')}</ul></nav></div></div></div></details></header-drawer><a href="/" class="header__heading-link link link--text focus-inset"><div class="header__heading-logo-wrapper"><img src="${cdn}/logo-${f.domain}.png?v=1706021311&width=600" alt="${f.business}" width="160" height="48" class="header__heading-logo motion-reduce"></div></a><nav class="header__inline-menu"><ul class="list-menu list-menu--inline" role="list">${menuItems(path, 'header__menu-item')}</ul></nav><div class="header__icons"><a href="/account/login" class="header__icon header__icon--account link focus-inset small-hide"><span class="visually-hidden">Iniciar sesión</span></a><a href="/cart" class="header__icon header__icon--cart link focus-inset" id="cart-icon-bubble"><span class="visually-hidden">Carrito</span></a></div></header></sticky-header></div>
<main id="MainContent" class="content-for-layout focus-none" role="main" tabindex="-1">
${sections.join('\n')}
</main>
${footer}
<div id="shopify-pc__banner" class="shopify-pc__banner" role="dialog" aria-modal="false" aria-labelledby="shopify-pc__banner__title"><div class="shopify-pc__banner__dialog"><div class="shopify-pc__banner__body"><h2 class="shopify-pc__banner__title" id="shopify-pc__banner__title">Preferencias de cookies</h2><p id="shopify-pc__banner__body-policy-link">Utilizamos cookies propias y de terceros para el funcionamiento de la tienda y para analizar el tráfico. <a href="/policies/privacy-policy" target="_blank">Política de privacidad</a></p></div><div class="shopify-pc__banner__btns"><button type="button" id="shopify-pc__banner__btn-manage-prefs">Gestionar preferencias</button><button type="button" id="shopify-pc__banner__btn-decline">Rechazar</button><button type="button" id="shopify-pc__banner__btn-accept">Aceptar</button></div></div></div>
<script src="//${f.domain}.example/cdn/shop/t/3/assets/global.js?v=37284204640041572741706021311" defer="defer"></script></body></html>`;

  return {
    name: 'dry cleaner and laundry (es)',
    pages: {
      '/': layout(
        'Tintorería y lavandería en Madrid',
        '/',
        [
          shopifySection(
            'image_banner',
            `<div class="banner__media media"><img src="${cdn}/portada-tintoreria.jpg?v=1706021311&width=3840" alt="" width="3840" height="1600"></div><div class="banner__content banner__content--middle-left page-width"><div class="banner__box content-container color-scheme-1 gradient"><h2 class="banner__heading inline-richtext h0">Tu ropa, como nueva</h2><div class="banner__text rte"><p>Tintorería tradicional de ${f.family} desde ${f.founded}, con obrador propio en ${main.name}.</p></div><div class="banner__buttons"><a href="/pages/recogida-y-entrega" class="button button--primary">Pedir recogida</a></div></div></div>`,
            'section-image-banner',
          ),
          shopifySection(
            'multicolumn',
            `<div class="page-width"><ul class="multicolumn-list contains-content-container grid grid--1-col-tablet-down grid--3-col-desktop" role="list">${[
              ['Tintorería', 'Limpieza en seco y al agua de trajes, abrigos, vestidos de fiesta y de novia.'],
              ['Lavandería por kilo', `Lavamos, secamos y doblamos tu ropa de casa a ${kilo.price} €/kg.`],
              ['A domicilio', 'Recogemos y te lo devolvemos en casa o en la oficina.'],
            ]
              .map(([h, t]) => `<li class="multicolumn-list__item grid__item"><div class="multicolumn-card content-container"><div class="multicolumn-card__info"><h3 class="inline-richtext">${h}</h3><div class="rte"><p>${t}</p></div></div></div></li>`)
              .join('')}</ul></div>`,
          ),
          shopifySection(
            'featured_collection',
            `<div class="collection page-width"><div class="title-wrapper-with-link"><h2 class="title inline-richtext h2">Precios más pedidos</h2><a href="/collections/tarifas" class="link underlined-link large-up-hide">Ver todas las tarifas</a></div><div class="slider-mobile-gutter">${grid([garments[0]!, garments[4]!, garments[6]!, garments[10]!])}</div></div>`,
          ),
        ],
        jsonLd({ '@context': 'http://schema.org', '@type': 'Organization', name: f.business, logo: `${cdn}/logo-${f.domain}.png`, sameAs: [`https://www.instagram.com/${f.domain}`], url: site }),
      ),
      '/collections/tarifas': layout('Tarifas', '/collections/tarifas', [
        shopifySection(
          'main_collection_banner',
          `<div class="collection-hero__inner page-width"><div class="collection-hero__text-wrapper"><h1 class="collection-hero__title"><span class="visually-hidden">Colección: </span>Tarifas</h1><div class="collection-hero__description rte"><p>Precios por prenda, IVA incluido. Plazo normal de entrega: ${f.normalDays} días laborables.</p></div></div></div>`,
        ),
        shopifySection('product_grid', `<div class="page-width"><div class="product-grid-container" id="ProductGridContainer">${grid(garments)}</div></div>`),
        richText(
          `<h2>Lavandería por kilo</h2><p>Ropa de casa y del día a día: lavado, secado y doblado a <strong>${kilo.price} €/kg</strong>, mínimo ${kilo.min} kg por encargo.</p><h2>¿Lo necesitas antes?</h2><ul><li><strong>Exprés ${ex.hours} h:</strong> +${ex.pct} % sobre la tarifa, en las dos tiendas.</li><li><strong>En el día</strong> (solo en la tienda de ${main.name}, donde está el obrador): prendas entregadas antes de las ${sd.dropBy}, listas a partir de las ${sd.readyFrom}; +${sd.pct} % sobre la tarifa.</li></ul>`,
        ),
      ]),
      '/products/vestido-de-novia': layout(
        'Vestido de novia',
        '/products/vestido-de-novia',
        [
          shopifySection(
            'main_product',
            `<div class="page-width"><div class="product product--large product--left grid grid--1-col grid--2-col-tablet"><div class="grid__item product__media-wrapper"><img src="${cdn}/vestido-de-novia.jpg?v=1706021311&width=1946" alt="Vestido de novia" width="1946" height="1946"></div><div class="product__info-wrapper grid__item"><section id="ProductInfo-main" class="product__info-container"><div class="product__title"><h1>Limpieza de vestido de novia</h1></div><div class="no-js-hidden" id="price-main" role="status"><div class="price price--large"><div class="price__container"><div class="price__regular"><span class="price-item price-item--regular">Desde ${p.bridal},00 €</span></div></div></div></div><div class="product__description rte quick-add-hidden"><p>Limpieza artesanal a mano, con tratamiento de bajos y cola, planchado y entrega en caja con papel de seda libre de ácido.</p><p>El precio final depende del tejido, la pedrería y la longitud de la cola: te damos presupuesto cerrado al recibirlo. Plazo: ${f.bridalDays} días laborables. Solo lo admitimos en la tienda de ${main.name}.</p></div></section></div></div></div>`,
          ),
        ],
        jsonLd({
          '@context': 'http://schema.org/',
          '@type': 'Product',
          name: 'Limpieza de vestido de novia',
          url: `${site}/products/vestido-de-novia`,
          offers: { '@type': 'Offer', price: `${p.bridal}.00`, priceCurrency: 'EUR', availability: 'http://schema.org/InStock' },
        }),
      ),
      '/pages/recogida-y-entrega': layout('Recogida a domicilio', '/pages/recogida-y-entrega', [
        richText(
          `<h1>Recogida y entrega a domicilio</h1><p>Pide la recogida en la web o por WhatsApp (${f.whatsapp}). Pasamos a por tu ropa y te la devolvemos limpia en ${f.normalDays} días laborables. Pedido mínimo: ${f.minOrder} €.</p><table class="zonas"><thead><tr><th>Zona</th><th>Distritos</th><th>Envío</th><th>Gratis desde</th></tr></thead><tbody><tr><td>Zona A</td><td>${za.districts.join(', ')}</td><td>${za.fee} €</td><td>${za.free} €</td></tr><tr><td>Zona B</td><td>${zb.districts.join(', ')}</td><td>${zb.fee} €</td><td>${zb.free} €</td></tr></tbody></table><p>Franjas de recogida y entrega, de lunes a viernes: de ${f.slots.am} y de ${f.slots.pm}. Sábados y festivos no hay servicio a domicilio.</p><p>¿Tu distrito no aparece? Escríbenos y lo estudiamos.</p>`,
        ),
      ]),
      '/pages/nuestras-tiendas': layout(
        'Nuestras tiendas',
        '/pages/nuestras-tiendas',
        [
          richText('<h1>Nuestras tiendas</h1><p>Dos tiendas en Madrid. Puedes dejar y recoger tus prendas en cualquiera de ellas.</p>'),
          shopifySection(
            'multicolumn',
            `<div class="page-width"><ul class="multicolumn-list grid grid--2-col-desktop" role="list">${[
              [`${main.name} (tienda y obrador)`, `${main.street}, ${main.postcode} Madrid · Metro ${main.metro} (línea ${main.line})`, main.phone, mainHours, 'Aquí está nuestro obrador: único punto con servicio en el día y recogida de vestidos de novia.'],
              [second.name, `${second.street}, ${second.postcode} Madrid · Metro ${second.metro} (línea ${second.line})`, second.phone, secondHours, `Punto de recepción: las prendas se limpian en el obrador de ${main.name}.`],
            ]
              .map(
                ([h, addr, phone, hours, note]) =>
                  `<li class="multicolumn-list__item grid__item"><div class="multicolumn-card content-container"><div class="multicolumn-card__info"><h3 class="inline-richtext">${h}</h3><div class="rte"><p>${addr}</p><p>Teléfono: <a href="tel:${tel(phone!)}">${phone}</a></p><p>${hours}</p><p>${note}</p></div></div></div></li>`,
              )
              .join('')}</ul></div>`,
          ),
        ],
        shopLd(main, [
          { days: weekdays, opens: main.open, closes: main.close },
          { days: ['Saturday'], opens: main.satOpen, closes: main.satClose },
        ]) +
          shopLd(second, [
            { days: weekdays, opens: second.amOpen, closes: second.amClose },
            { days: weekdays, opens: second.pmOpen, closes: second.pmClose },
            { days: ['Saturday'], opens: second.satOpen, closes: second.satClose },
          ]),
      ),
      '/pages/preguntas-frecuentes': layout('Preguntas frecuentes', '/pages/preguntas-frecuentes', [
        collapsible('Preguntas frecuentes', [
          [
            '¿Me garantizáis que la mancha va a salir?',
            `Tratamos todas las manchas, pero no podemos garantizar que desaparezcan del todo: depende del tejido, del tipo de mancha y del tiempo que lleve. Dinos siempre qué la ha causado (vino, aceite, tinta, maquillaje…). El desmanchado básico va incluido; para manchas difíciles aplicamos un tratamiento especial de ${f.stainFee} € por prenda, siempre con tu autorización. Las manchas antiguas o de origen desconocido se tratan bajo responsabilidad del cliente.`,
          ],
          [
            '¿Qué pasa si una prenda sufre algún daño?',
            `Revisa tus prendas al recogerlas: tienes ${f.claimDays} días desde la recogida para reclamar, con el ticket. Si el daño es responsabilidad nuestra, te indemnizamos según el valor y la antigüedad de la prenda, hasta ${li.times} veces el precio del servicio y con un máximo de ${li.max} € por prenda. No respondemos de botones o adornos que no soporten el tratamiento indicado en la etiqueta. Hay hojas de reclamaciones a tu disposición.`,
          ],
          [
            '¿Cuánto tiempo guardáis la ropa que no se recoge?',
            `Guardamos las prendas ${f.keepMonths} meses desde la fecha de entrega prevista y te avisamos por SMS o WhatsApp. Pasado ese plazo, las donamos a Cáritas Madrid.`,
          ],
          ['¿Cómo puedo pagar?', 'En tienda: efectivo, tarjeta o Bizum. En los pedidos a domicilio se paga con tarjeta o Apple Pay al hacer el pedido en la web. No aceptamos cheques.'],
          [
            '¿Tenéis tarjeta de cliente?',
            `Sí, es gratuita y se pide en cualquiera de las tiendas. Por cada pedido de ${lo.per} € o más te ponemos un sello; al completar ${lo.stamps} sellos tienes ${lo.reward} € de descuento en tu siguiente pedido de tintorería (no vale para la lavandería por kilo).`,
          ],
          ['¿Limpiáis cortinas y edredones?', 'Sí. Las cortinas se cobran por metro cuadrado y hay que traerlas descolgadas. Los edredones nórdicos se entregan en 5 días laborables.'],
        ]),
      ]),
    },
    questions: [
      ...[
        { kind: 'price', ask: suitAsk, expect: [p.suit2], reject: [p.suit3] },
        { kind: 'follow-up', ask: '¿y si el traje lleva chaleco?', after: [suitAsk], expect: [p.suit3] },
        { kind: 'comparison', ask: 'Llevo 5 camisas de trabajo cada semana, ¿me sale más barato el pack que pagarlas sueltas?', expect: [p.pack] },
        { kind: 'price', ask: 'cuanto cuesta la lavanderia por kilo?? hay un minimo de kilos?', expect: [kilo.price, `${kilo.min} kg`] },
        {
          kind: 'branch',
          ask: `Vivo al lado de vuestra tienda de ${second.name}, ¿a qué hora abrís por la tarde?`,
          expect: [second.pmOpen],
        },
        {
          kind: 'branch',
          ask: `Necesito una camisa limpia para esta misma noche. Si la llevo esta mañana a la tienda de ${second.name}, ¿estaría lista?`,
          expect: [main.name, sd.dropBy],
        },
        { kind: 'price', ask: `¿Recogéis a domicilio en ${zb.districts[0]}? ¿Cuánto cuesta el envío?`, expect: [zb.fee], reject: [za.fee] },
        { kind: 'policy', ask: `Quiero pedir una recogida en ${za.districts[1]}, serán unos 30 € de tintorería. ¿Me cobráis el envío?`, expect: [za.fee], reject: [zb.fee] },
        { kind: 'policy', ask: 'Se me ha caído vino tinto en una blusa de seda 😩 ¿me garantizáis que sale? ¿se cobra aparte?', expect: [f.stainFee] },
        { kind: 'policy', ask: 'Dejé un abrigo en octubre y no he podido pasar a recogerlo, ¿lo seguís teniendo?', expect: [`${f.keepMonths} meses`] },
        { kind: 'policy', ask: '¿Cómo funciona la tarjeta de cliente? ¿Cada cuánto tengo descuento?', expect: [`${lo.stamps} sellos`, lo.reward] },
        { kind: 'yesno', ask: '¿Se puede pagar con el móvil en la tienda?', expect: ['Bizum'] },
        ...unanswerable('¿Hacéis arreglos de costura? Necesito subir el bajo de unos pantalones', '¿Limpiáis zapatillas de deporte o botas?'),
      ].map(spanish),
      { kind: 'price', ask: 'How much is it to dry clean a wool coat?', expect: [p.coat], reject: [p.down] },
      { kind: 'price', ask: "I'm getting married in June and want my dress cleaned after the wedding. Roughly how much does that cost?", expect: [p.bridal] },
      { kind: 'branch', ask: `What's the phone number of the ${second.name} shop?`, expect: [second.phone], reject: [main.phone] },
      { kind: 'branch', ask: `Is your ${main.name} shop open on Saturday afternoon?`, expect: [main.satClose], reject: [second.satClose] },
      { kind: 'policy', ask: `Do you pick up laundry from home in ${zb.districts[1]}? Is there a minimum order?`, expect: [f.minOrder] },
      { kind: 'price', ask: 'If I bring a suit in today with the express service, when will it be ready and how much extra is it?', expect: [ex.pct] },
      { kind: 'policy', ask: "What happens if you ruin something? Is there a limit to what you'd pay me?", expect: [li.max] },
      ...unanswerable('Do you offer a student discount?'),
      askedIn('fr')({
        kind: 'branch',
        ask: `Bonjour, je loge près de votre boutique de ${second.name}. Elle ouvre à quelle heure le matin ?`,
        expect: [second.amOpen],
        reject: [main.open],
      }),
      ...unanswerable('Est-ce que vous nettoyez aussi les tapis ?').map(askedIn('fr')),
      askedIn('de')({ kind: 'price', ask: 'Was kostet bei Ihnen die Reinigung von einem Hemd?', expect: [p.shirt] }),
      ...unanswerable('Kann ich meine Lederjacke bei Ihnen reinigen lassen?').map(askedIn('de')),
      askedIn('ar')({ kind: 'policy', ask: `أسكن في حي ${za.districts[0]}. من أي مبلغ يكون التوصيل مجانياً؟`, expect: [za.free] }),
      askedIn('ar')({ kind: 'contact', ask: 'هل لديكم رقم واتساب؟', expect: [f.whatsapp] }),
      askedIn('zh-Hans')({ kind: 'price', ask: '洗一床双人羽绒被多少钱？', expect: [p.duvetDouble], reject: [p.duvetSingle] }),
      askedIn('he')({ kind: 'location', ask: `מה הכתובת של הסניף ב-${main.name}?`, expect: [main.streetKey] }),
    ],
  };
}
