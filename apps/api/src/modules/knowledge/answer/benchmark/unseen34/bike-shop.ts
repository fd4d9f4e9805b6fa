import type { BenchSite } from '../types';
import { jsonLd } from '../unseen/markup';
import { phoneLink, slugOf } from '../unseen2/markup';
import { bikeShopQuestions } from './bike-shop-questions';
import type facts from './bike-shop.facts.json';

/**
 * Unseen: a bicycle workshop and bike-rental shop in Aarhus, an Odoo 17 Website with eCommerce and Rental in
 * Danish (`lang="da-DK"`): the `data-website-id` and `data-main-object` attributes, `<meta name="generator"
 * content="Odoo">`, the `/web/assets/` bundles and `odoo.__session_info__` with the Danish krone after the
 * figure, `/web/image/` pictures, `#wrapwrap`, the `o_header_standard` header with its desktop `#top_menu`
 * (a dropdown for the rental pages, the cart and the sign-in button) and the mobile offcanvas copy, `#wrap`
 * pages of `data-snippet` sections (`s_banner`, `s_text_image`, `s_three_columns`, `s_comparisons` price
 * cards, `s_faq_collapse`, editor tables with `o_table`, `s_website_form`), the shop's rental category of
 * `oe_product_cart`s and product pages with schema.org Product microdata, the `oe_currency_value` monetary
 * widget ("1.500,00 kr.") and the rental price table, the appointment page, a BikeStore JSON-LD the shop
 * pasted into the head, the cookies bar popup and "Drevet af Odoo". A page at /medarbejdere, which robots.txt
 * disallows and the footer links to, holds the owner's mobile, the purchase price of a tyre and the
 * apprentice's hourly wage that must never be quoted.
 *
 * The facts, as written and mutated, are data in bike-shop.facts.json: the shop's name, company, CVR, street,
 * postcode, phone and e-mail, the walk from the station; the weekday and Saturday hours, the Sunday rental
 * hours of the high season between two dates and the winter months without Saturdays; the workshop's prices
 * (small and big service, puncture, inner tubes front and for a hub gear, chain, brake pads per wheel, e-bike
 * and cargo bike services, the hourly rate, express, pick-up and delivery, winter storage), the minutes a
 * puncture takes and the warranty's months; rental prices of city, e-, cargo and children's bikes and the
 * child trailer for a day, three days and a week; the deposits, the minimum age for e- and cargo bikes, the
 * late fee, the free cancellation's hours and the theft excess; the owner, the e-bike mechanic and the
 * rental manager.
 */
export type BikeShopFacts = typeof facts.original;
type RentalKey = keyof BikeShopFacts['rental'];
type WorkshopKey = keyof BikeShopFacts['workshop'];

export function bikeShop(f: BikeShopFacts): BenchSite {
  const { hours: h, workshop: w, rental: r, deposit, theft, staff: s, internal: ix } = f;
  const origin = `https://www.${f.domain}.example`;
  const tel = phoneLink('45')(f.phone);
  const kr = (amount: string) => `${amount} kr.`;
  /** Odoo's monetary widget: the figure with its decimals, the krone after it. */
  const money = (amount: string) => `<span class="oe_currency_value">${amount},00</span>&nbsp;kr.`;

  /** Odoo's asset hashes, attachment ids and the CSRF token: a walk seeded by the CVR number. */
  let seed = Number(f.cvr);
  const next = () => (seed = (seed * 69_621) % 2_147_483_647);
  const hash = (length: number) => Array.from({ length }, () => (next() % 36).toString(36)).join('');
  const assets = hash(7);
  const unique = hash(7);

  /** Odoo's slugs: the name in lower case with Danish letters spelt out, then the record's id. */
  const danish: Record<string, string> = { æ: 'ae', ø: 'oe', å: 'aa' };
  const slug = (name: string) => slugOf(name.toLowerCase().replace(/[æøå]/g, (letter) => danish[letter] ?? letter)).replace(/^-|-$/g, '');
  const rentals: Record<RentalKey, { name: string; id: number; about: string }> = {
    city: { name: 'Bycykel, 7 gear', id: 11, about: 'Let dame- eller herrecykel med 7 gear i navet, kurv, lys og lås. Stelstørrelser til personer fra ca. 155 til 195 cm.' },
    ebike: { name: 'Elcykel', id: 12, about: 'Elcykel med Bosch-midtmotor og 500 Wh batteri (op til 80 km på en opladning), 8 gear, kurv og lås. Oplader følger med.' },
    cargo: { name: 'Ladcykel med el', id: 13, about: 'Tohjulet ladcykel med elmotor, kasse med bænk og seler til to børn, regnkaleche og lås.' },
    kids: { name: 'Børnecykel 20"', id: 14, about: 'Børnecykel med 20" hjul og 3 gear, passer til børn på ca. 6–9 år.' },
    trailer: { name: 'Cykelanhænger til børn', id: 15, about: 'Cykelanhænger til ét eller to børn, med regnslag og kobling, der passer til vores by- og elcykler.' },
  };
  const order: RentalKey[] = ['city', 'ebike', 'cargo', 'kids', 'trailer'];
  const productPath = (key: RentalKey) => `/shop/${slug(rentals[key].name)}-${rentals[key].id}`;

  const menu: [string, string][] = [
    ['/', 'Hjem'],
    ['/vaerksted', 'Værksted'],
    ['/om-os', 'Om os'],
    ['/faq', 'FAQ'],
    ['/contactus', 'Kontakt os'],
  ];
  const rentalMenu: [string, string][] = [
    ['/cykeludlejning', 'Udlejning &amp; priser'],
    ['/shop/category/udlejning-2', 'Lej online'],
    ['/lejebetingelser', 'Lejebetingelser'],
  ];
  const link = (path: string, [href, label]: [string, string], css: string) => `<a role="menuitem" href="${href}" class="${css}${href === path ? ' active' : ''}"><span>${label}</span></a>`;
  const menuItems = (path: string) =>
    [
      `<li role="presentation" class="nav-item">${link(path, menu[0] ?? ['/', 'Hjem'], 'nav-link')}</li>`,
      `<li role="presentation" class="nav-item">${link(path, menu[1] ?? ['/', 'Hjem'], 'nav-link')}</li>`,
      `<li role="presentation" class="nav-item dropdown"><a data-bs-toggle="dropdown" href="#" role="menuitem" class="nav-link dropdown-toggle${rentalMenu.some(([href]) => path.startsWith(href)) || path.startsWith('/shop') ? ' active' : ''}" aria-expanded="false"><span>Cykeludlejning</span></a><ul role="menu" class="dropdown-menu">${rentalMenu.map((entry) => `<li role="presentation">${link(path, entry, 'dropdown-item')}</li>`).join('')}</ul></li>`,
      ...menu.slice(2).map((entry) => `<li role="presentation" class="nav-item">${link(path, entry, 'nav-link')}</li>`),
    ].join('');

  /** A website builder section: its snippet name, the padding classes and a container of content. */
  const section = (snippet: string, name: string, inner: string, extra = '') =>
    `<section class="${snippet} pt48 pb48 o_colored_level${extra}" data-snippet="${snippet}" data-name="${name}"><div class="container">${inner}</div></section>`;
  const table = (head: string[], rows: string[][]) =>
    `<table class="table table-bordered o_table"><thead><tr>${head.map((cell) => `<th>${cell}</th>`).join('')}</tr></thead><tbody>${rows.map((row) => `<tr>${row.map((cell) => `<td>${cell}</td>`).join('')}</tr>`).join('')}</tbody></table>`;
  const image = (file: string, alt: string) => `<img src="/web/image/website.s_${file}_default_image?unique=${unique}" class="img img-fluid mx-auto rounded" alt="${alt}" loading="lazy"/>`;

  const workshopRows: [string, WorkshopKey, string?][] = [
    ['Lille eftersyn – justering af gear og bremser, smøring af kæde, dæktryk og lys', 'small'],
    ['Stort eftersyn – rens af kæde, krank og gear, nye kabler, centrering af hjul, gratis lånecykel', 'big'],
    ['Elcykel-eftersyn inkl. fejlkodelæsning og softwareopdatering (Bosch, Shimano Steps)', 'eService'],
    ['Ladcykel-eftersyn', 'cargoService'],
    ['Lapning af punktering', 'puncture'],
    ['Ny slange inkl. montering – forhjul eller baghjul med udvendigt gear', 'tubeFront'],
    ['Ny slange inkl. montering – baghjul med navgear', 'tubeHub'],
    ['Ny kæde inkl. montering', 'chain'],
    ['Nye bremseklodser inkl. montering, pr. hjul', 'brakePads'],
    ['Øvrige reparationer, timepris', 'hourly'],
    ['Ekspres – klar samme dag (afleveres før kl. 10.00)', 'express', 'tillæg '],
    ['Afhentning og levering af din cykel (Aarhus C, N, V og Højbjerg)', 'pickup'],
    ['Vinteropbevaring 1. november – 31. marts inkl. lille eftersyn', 'winter'],
  ];
  const hoursRows: [string, string][] = [
    ['Mandag – fredag', `${h.open}–${h.close}`],
    ['Lørdag', `${h.satOpen}–${h.satClose} (lukket i ${f.winterSaturdays})`],
    ['Søndag', `${f.season.from} – ${f.season.to}: ${h.sunOpen}–${h.sunClose}, kun udlejning (afhentning og aflevering). Resten af året lukket.`],
  ];
  const hoursText = table(['Dag', 'Åbningstid'], hoursRows);
  const warrantyText = `Vi giver ${f.warrantyMonths} måneders garanti på vores arbejde og på de dele, vi monterer.`;
  const punctureText = `Punkteringer lapper vi, mens du venter – det tager typisk ${f.punctureMinutes} minutter.`;
  const depositText = `Depositum: ${kr(deposit.normal)} pr. cykel (elcykler og ladcykler ${kr(deposit.big)}). Beløbet reserveres på dit betalingskort ved afhentning og frigives, når cyklen er afleveret. Husk gyldigt billed-ID (pas eller kørekort).`;
  const ageText = `Elcykler og ladcykler udlejes kun til personer, der er fyldt ${f.minAge} år.`;
  const cancelText = `Gratis afbestilling indtil ${f.cancelHours} timer før afhentning. Ved senere afbestilling refunderer vi 50 % af lejen.`;
  const lateText = `Cyklen afleveres senest ved lukketid på sidste lejedag. Ved for sen aflevering opkræver vi ${kr(f.lateFee)} pr. påbegyndt time, dog højst prisen for en ekstra lejedag.`;
  const theftText = `Bliver cyklen stjålet, hæfter du for en selvrisiko på ${kr(theft.normal)} (elcykler og ladcykler ${kr(theft.big)}), hvis den har været låst med den medfølgende lås. Har cyklen ikke været låst, hæfter du for dens fulde værdi.`;
  const rentalRows = order.map((key) => [`<a href="${productPath(key)}">${rentals[key].name}</a>`, kr(r[key].day), kr(r[key].three), kr(r[key].week)]);

  const faq: [string, string][] = [
    ['Skal jeg bestille tid til værkstedet?', `Til eftersyn ja – book tid online eller ring på ${f.phone}. ${punctureText}`],
    ['Giver I garanti på reparationer?', warrantyText],
    ['Kan I hente min cykel?', `Ja, vi henter og bringer din cykel i Aarhus C, N, V og Højbjerg for ${kr(w.pickup)}.`],
    ['Hvad skal jeg bruge for at leje en cykel?', `${depositText} ${ageText}`],
    ['Får vi hjelm med?', 'Ja, cykelhjelm i voksen- og børnestørrelser er gratis til alle lejecykler.'],
    ['Kan vi afbestille en leje?', cancelText],
    ['Hvordan betaler jeg?', 'Med MobilePay, Dankort, Visa eller Mastercard. Vi tager ikke imod kontanter.'],
  ];
  const team: [string, string, string][] = [
    [s.owner, 'Indehaver og cykelmekaniker', `Startede værkstedet i ${f.since}. Racer-, gravel- og klassiske stålcykler – og alt det andet.`],
    [s.ebike, 'Elcykelmekaniker', 'Certificeret af Bosch og Shimano Steps. Fejlkoder, motorer, batterier og software.'],
    [s.rental, 'Udlejning og ladcykler', 'Står for udlejningen og ladcyklerne. Taler dansk, engelsk og tysk.'],
  ];

  /** The shop's BikeStore JSON-LD, pasted into the head as custom code: its opening hours as "08:00". */
  const clock = (time: string) => time.replace('.', ':').padStart(5, '0');
  const weekdays = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'];
  const opening = [
    { '@type': 'OpeningHoursSpecification', dayOfWeek: weekdays, opens: clock(h.open), closes: clock(h.close) },
    { '@type': 'OpeningHoursSpecification', dayOfWeek: 'Saturday', opens: clock(h.satOpen), closes: clock(h.satClose) },
  ];
  const store = { '@context': 'https://schema.org', '@type': 'BikeStore', name: f.brand, url: origin, telephone: `+45 ${f.phone}`, email: f.email };
  const business = jsonLd({ ...store, address: { '@type': 'PostalAddress', streetAddress: f.street, postalCode: f.zip, addressLocality: f.city, addressCountry: 'DK' }, openingHoursSpecification: opening });
  const session = {
    is_admin: false,
    is_system: false,
    is_website_user: true,
    user_id: false,
    is_frontend: true,
    show_effect: true,
    currencies: { 1: { symbol: 'kr.', position: 'after', digits: [69, 2] } },
    bundle_params: { lang: 'da_DK', website_id: 1 },
    translationURL: '/website/translations',
    cache_hashes: { translations: hash(40) },
    lang_url_code: 'da_DK',
    add2cart_rerender: false,
  };

  const cookiesBar = `<div id="website_cookies_bar" class="s_popup o_snippet_invisible o_no_save" data-name="Cookies Bar" data-vcss="001" data-invisible="1"><div class="modal s_popup_bottom o_cookies_discrete modal_shown" data-show-after="500" data-display="afterDelay" data-consents-duration="999" data-bs-focus="false" data-bs-backdrop="false" data-bs-keyboard="false" tabindex="-1" role="dialog" style="display: none;"><div class="modal-dialog d-flex s_popup_size_full"><div class="modal-content oe_structure"><section class="o_colored_level o_cc o_cc1"><div class="container"><div class="row"><div class="col-lg-8 pt16"><p><span class="pe-1">Vi bruger cookies for at give dig en bedre brugeroplevelse på denne hjemmeside.</span><a href="/cookie-policy" class="o_cookies_bar_text_policy btn btn-link btn-sm px-0">Cookiepolitik</a></p></div><div class="col-lg-4 text-end pt16 pb16"><a href="#" id="cookies-consent-essential" role="button" class="js_close_popup btn btn-outline-primary rounded-circle btn-sm px-2">Kun nødvendige</a><a href="#" id="cookies-consent-all" role="button" class="js_close_popup btn btn-outline-primary rounded-circle btn-sm">Jeg accepterer</a></div></div></div></section></div></div></div></div>`;
  const footer = `<footer id="bottom" data-anchor="true" data-name="Footer" class="o_footer o_colored_level o_cc"><div id="footer" class="oe_structure oe_structure_solo">${section(
    's_text_block',
    'Text',
    `<div class="row"><div class="col-lg-4"><h5>${f.brand}</h5><p>${f.street}<br/>${f.zip} ${f.city}<br/>CVR ${f.cvr}</p></div><div class="col-lg-4"><h5>Kontakt</h5><ul class="list-unstyled"><li><i class="fa fa-phone fa-fw me-2"></i><a href="tel:${tel}">${f.phone}</a></li><li><i class="fa fa-envelope fa-fw me-2"></i><a href="mailto:${f.email}">${f.email}</a></li></ul></div><div class="col-lg-4"><h5>Åbningstider</h5><p>Man–fre ${h.open}–${h.close}<br/>Lør ${h.satOpen}–${h.satClose}</p><p><a href="/lejebetingelser">Lejebetingelser</a> · <a href="/cookie-policy">Cookiepolitik</a> · <a href="/medarbejdere">Medarbejdere</a></p></div></div>`,
    ' pt40 pb16',
  )}</div><div class="o_footer_copyright o_colored_level o_cc" data-name="Copyright"><div class="container py-3"><div class="row"><div class="col-sm text-center text-sm-start text-muted"><span class="o_footer_copyright_name me-2">Copyright &copy; ${f.company}</span></div><div class="col-sm text-center text-sm-end o_not_editable"><div class="o_brand_promotion">Drevet af <a target="_blank" class="badge text-bg-light" href="http://www.odoo.com?utm_source=db&amp;utm_medium=website"><img alt="Odoo" src="/web/static/img/odoo_logo_tiny.png" width="62" height="20" style="width: auto; height: 1em; vertical-align: baseline;" loading="lazy"/></a> - Den #1 <a target="_blank" href="http://www.odoo.com/app/ecommerce?utm_source=db&amp;utm_medium=website">Open Source eCommerce</a></div></div></div></div></div></footer>`;

  const header = (path: string) =>
    `<header id="top" data-anchor="true" data-name="Header" data-extra-items-toggle-aria-label="Knap for ekstra elementer" class="o_header_standard"><nav data-name="Navbar" aria-label="Main" class="navbar navbar-expand-lg navbar-light o_colored_level o_cc d-none d-lg-block shadow-sm"><div id="o_main_nav" class="o_main_nav container"><a data-name="Navbar Logo" href="/" class="navbar-brand logo me-4"><span role="img" aria-label="Logo of ${f.brand}" title="${f.brand}"><img src="/web/image/website/1/logo/${encodeURIComponent(f.brand)}?unique=${unique}" class="img img-fluid" width="95" height="40" alt="${f.brand}" loading="lazy"/></span></a><ul id="top_menu" role="menu" class="nav navbar-nav top_menu o_menu_loading me-auto">${menuItems(path)}</ul><ul class="navbar-nav align-items-center gap-2 flex-shrink-0 justify-content-end ps-3"><li class="o_wsale_my_cart"><a href="/shop/cart" aria-label="eCommerce-kurv" class="o_navlink_background btn position-relative rounded-circle p-1 text-center text-reset"><div><i class="fa fa-shopping-cart fa-stack"></i><sup class="my_cart_quantity badge text-bg-primary position-absolute top-0 end-0 mt-n1 me-n1 rounded-pill d-none" data-order-id="">0</sup></div></a></li><li class="o_no_autohide_item"><a href="/web/login" class="btn btn-outline-secondary">Log ind</a></li><li><div class="oe_structure oe_structure_solo"><section class="oe_unremovable oe_unmovable s_text_block o_colored_level" data-snippet="s_text_block" data-name="Text"><div class="container"><a href="/appointment" class="oe_unremovable btn btn-primary btn_cta">Book tid</a></div></section></div></li></ul></div></nav><nav data-name="Navbar" aria-label="Mobile" class="navbar navbar-light o_colored_level o_cc o_header_mobile d-block d-lg-none shadow-sm px-0"><div class="o_main_nav container flex-wrap justify-content-between"><a data-name="Navbar Logo" href="/" class="navbar-brand logo"><span role="img" aria-label="Logo of ${f.brand}" title="${f.brand}">${f.brand}</span></a><button class="nav-link btn me-auto p-2" type="button" data-bs-toggle="offcanvas" data-bs-target="#top_menu_collapse_mobile" aria-controls="top_menu_collapse_mobile" aria-expanded="false" aria-label="Skift navigation"><span class="navbar-toggler-icon"></span></button><div id="top_menu_collapse_mobile" class="offcanvas offcanvas-end o_navbar_mobile"><div class="offcanvas-header justify-content-end o_not_editable"><button type="button" class="nav-link btn-close" data-bs-dismiss="offcanvas" aria-label="Luk"></button></div><div class="offcanvas-body d-flex flex-column justify-content-between h-100 w-100"><ul class="navbar-nav py-2 o_menu_loading">${menuItems(path)}</ul></div></div></div></nav></header>`;

  const document = (path: string, title: string, description: string, main: string, options: { object?: string; head?: string } = {}) => `<!DOCTYPE html>
<html lang="da-DK" data-website-id="1" data-main-object="${options.object ?? 'website.page(1,)'}" data-add2cart-redirect="1">
    <head>
        <meta charset="utf-8"/>
        <meta http-equiv="X-UA-Compatible" content="IE=edge"/>
        <meta name="viewport" content="width=device-width, initial-scale=1"/>
        <meta name="generator" content="Odoo"/>
        <meta name="description" content="${description}"/>${path === '/medarbejdere' ? '\n        <meta name="robots" content="noindex"/>' : ''}
        <meta property="og:type" content="website"/><meta property="og:title" content="${title} | ${f.brand}"/><meta property="og:site_name" content="${f.brand}"/><meta property="og:url" content="${origin}${path}"/><meta property="og:image" content="${origin}/web/image/website/1/logo?unique=${unique}"/>
        <link rel="canonical" href="${origin}${path}"/>
        <link rel="preconnect" href="https://fonts.gstatic.com/" crossorigin=""/>
        <title>${title} | ${f.brand}</title>
        <link type="image/x-icon" rel="shortcut icon" href="/web/image/website/1/favicon?unique=${unique}"/>
        <link type="text/css" rel="stylesheet" href="/web/assets/1/${assets}/web.assets_frontend.min.css"/>
        <script id="web.layout.odooscript" type="text/javascript">var odoo = { csrf_token: "${hash(40)}o${hash(10)}", debug: "" };</script>
        <script type="text/javascript">odoo.__session_info__ = ${JSON.stringify(session)};</script>
        <script defer="defer" type="text/javascript" src="/web/assets/1/${assets}/web.assets_frontend_lazy.min.js" onerror="__odooAssetError=1"></script>
        ${business}${options.head ?? ''}
    </head>
    <body>
        <div id="wrapwrap" class="   ">
            ${header(path)}
            <main>${main}</main>
            ${footer}
        </div>
        ${cookiesBar}
    </body>
</html>`;
  const page = (id: number, body: string) => `<div id="wrap" class="oe_structure oe_empty" data-page-id="${id}">${body}</div>`;

  const comparisons = section(
    's_comparisons',
    'Comparisons',
    `<div class="row">${(['city', 'ebike', 'cargo'] as const)
      .map(
        (key) =>
          `<div class="col-lg-4 s_col_no_bgcolor pt16 pb16" data-name="Box"><div class="card text-bg-light"><h4 class="card-header">${rentals[key].name}</h4><div class="card-body"><h2 class="card-title">${kr(r[key].day)}</h2><p class="card-text">pr. dag</p></div><ul class="list-group list-group-flush"><li class="list-group-item">3 dage: ${kr(r[key].three)}</li><li class="list-group-item">1 uge: ${kr(r[key].week)}</li><li class="list-group-item">Hjelm og lås inkluderet</li></ul><div class="card-footer"><a href="${productPath(key)}" class="btn btn-primary">Lej nu</a></div></div></div>`,
      )
      .join('')}</div>`,
  );

  /** A rental product's page: the Product microdata, the day price in the monetary widget, the rental price table and the date picker. */
  const productPage = (key: RentalKey) => {
    const product = rentals[key];
    const prices: [string, string][] = [
      ['1 Dag', r[key].day],
      ['3 Dage', r[key].three],
      ['1 Uge', r[key].week],
    ];
    return document(
      productPath(key),
      product.name,
      `${product.name} til leje fra ${kr(r[key].day)} pr. dag.`,
      `<div itemscope="itemscope" itemtype="http://schema.org/Product" id="wrap" class="js_sale o_wsale_product_page ecom-zoomable zoomodoo-next"><section id="product_detail" class="container py-4 oe_website_sale" data-view-track="1" data-product-tracking-info="${JSON.stringify({ item_id: product.id, item_name: product.name, item_category: 'Udlejning', currency: 'DKK', price: Number(r[key].day) }).replace(/"/g, '&quot;')}"><div class="row"><div class="col"><ol class="breadcrumb"><li class="breadcrumb-item o_not_editable"><a href="/shop">Alle produkter</a></li><li class="breadcrumb-item"><a href="/shop/category/udlejning-2">Udlejning</a></li><li class="breadcrumb-item active"><span>${product.name}</span></li></ol></div></div><div class="row" id="product_detail_main" data-name="Product Page"><div class="col-lg-6 mt-lg-4 o_wsale_product_images position-relative"><img src="/web/image/product.template/${product.id}/image_1024/${encodeURIComponent(product.name)}?unique=${unique}" class="img img-fluid product_detail_img mh-100" alt="${product.name}" loading="lazy"/></div><div class="col-lg-6 mt-md-4" id="product_details"><h1 itemprop="name">${product.name}</h1><span itemprop="url" style="display:none;">${origin}${productPath(key)}</span><span itemprop="image" style="display:none;">${origin}/web/image/product.template/${product.id}/image_1920</span><p class="text-muted my-2" placeholder="En kort beskrivelse, der også vises på tilbud.">${product.about}</p><form action="/shop/cart/update" method="POST"><input type="hidden" name="csrf_token" value="${hash(40)}"/><div class="js_product js_main_product mb-3"><div itemprop="offers" itemscope="itemscope" itemtype="http://schema.org/Offer" class="product_price mt-2 mb-3 d-inline-block"><h3 class="css_editable_mode_hidden"><span class="oe_price" style="white-space: nowrap;" data-oe-type="monetary">${money(r[key].day)}</span><span class="o_rental_unit"> / Dag</span><span itemprop="price" style="display:none;">${r[key].day.replace('.', '')}.0</span><span itemprop="priceCurrency" style="display:none;">DKK</span></h3></div><table class="table table-sm o_rental_product_price mb-3"><thead><tr><th>Lejeperiode</th><th class="text-end">Pris</th></tr></thead><tbody>${prices.map(([period, amount]) => `<tr><td>${period}</td><td class="text-end">${money(amount)}</td></tr>`).join('')}</tbody></table><div class="o_website_sale_daterange_picker mb-3"><label class="form-label">Afhentning og aflevering</label><div class="input-group"><input type="text" class="form-control o_daterange_picker" name="renting_start_date" placeholder="Afhentning"/><input type="text" class="form-control o_daterange_picker" name="renting_end_date" placeholder="Aflevering"/></div></div><input type="hidden" class="product_id" name="product_id" value="${product.id + 30}"/><a role="button" id="add_to_cart" class="btn btn-primary js_check_product a-submit flex-grow-1" href="#"><i class="fa fa-shopping-cart me-2"></i>Tilføj til kurv</a></div></form><div class="o_product_page_extra"><p class="small">${depositText}</p>${key === 'ebike' || key === 'cargo' ? `<p class="small">${ageText}</p>` : ''}<p class="small"><a href="/lejebetingelser">Lejebetingelser</a></p></div></div></div></section></div>`,
      { object: `product.template(${product.id},)` },
    );
  };

  /** The shop's product grid (all products, or the rental category): a card per rental with its day price. */
  const shopPage = (path: string, title: string, object: string) =>
    document(
      path,
      title,
      'Lej by-, el- og ladcykler, børnecykler og cykelanhængere online.',
      `<div id="wrap" class="js_sale o_wsale_products_page"><div class="oe_website_sale container pt-2"><div class="row o_wsale_products_main_row"><div id="products_grid" class="col o_wsale_layout_grid"><h1 class="mb-4">${title}</h1><div class="o_wsale_products_grid_table_wrapper"><table class="table table-borderless h-100 m-0"><tbody><tr>${order
        .map(
          (key) =>
            `<td class="oe_product"><div class="o_wsale_product_grid_wrapper position-relative h-100"><form action="/shop/cart/update" method="post" class="oe_product_cart card h-100" itemscope="itemscope" itemtype="http://schema.org/Product"><a class="oe_product_image_link d-block h-100 position-relative" itemprop="url" href="${productPath(key)}"><span class="oe_product_image_img_wrapper d-flex h-100 justify-content-center align-items-center"><img src="/web/image/product.template/${rentals[key].id}/image_512?unique=${unique}" itemprop="image" class="img img-fluid h-100 w-100 position-absolute" alt="${rentals[key].name}" loading="lazy"/></span></a><div class="o_wsale_product_information position-relative d-flex flex-column flex-grow-1 flex-shrink-1"><div class="o_wsale_product_information_text flex-grow-1"><h6 class="o_wsale_products_item_title mb-2"><a class="text-primary text-decoration-none" itemprop="name" href="${productPath(key)}" content="${rentals[key].name}">${rentals[key].name}</a></h6></div><div class="o_wsale_product_sub d-flex justify-content-between align-items-end gap-2 flex-wrap pb-1"><div class="product_price" itemprop="offers" itemscope="itemscope" itemtype="http://schema.org/Offer"><span class="h6 mb-0" data-oe-type="monetary">${money(r[key].day)}</span><span class="o_rental_unit"> / Dag</span><span itemprop="price" style="display:none;">${r[key].day.replace('.', '')}</span><span itemprop="priceCurrency" style="display:none;">DKK</span></div></div></div></form></div></td>`,
        )
        .join('')}</tr></tbody></table></div></div></div></div></div>`,
      { object },
    );

  const pages: Record<string, string> = {
    '/': document(
      '/',
      'Cykelværksted og cykeludlejning i Aarhus',
      `Cykelværksted og cykeludlejning på ${f.street}, ${f.city}. Eftersyn fra ${kr(w.small)}, lej en elcykel fra ${kr(r.ebike.day)} pr. dag.`,
      page(
        1,
        section(
          's_banner',
          'Banner',
          `<div class="row s_nb_column_fixed"><div class="col-lg-7 jumbotron rounded o_cc o_cc1 p-5" data-name="Box"><h1 class="display-3">Vi holder Aarhus på to hjul</h1><p class="lead">Cykelværksted og cykeludlejning på ${f.street} siden ${f.since} – ${f.walk} minutters gang fra Aarhus H.</p><p><a href="/appointment" class="btn btn-primary btn-lg">Book tid på værkstedet</a> <a href="/cykeludlejning" class="btn btn-secondary btn-lg">Lej en cykel</a></p></div></div>`,
          ' parallax s_parallax_is_fixed bg-black-50',
        ) +
          section(
            's_three_columns',
            'Columns',
            `<div class="row d-flex align-items-stretch">${[
              ['vaerksted', 'Værksted', `Lille eftersyn ${kr(w.small)}, stort eftersyn ${kr(w.big)}. ${punctureText}`, '/vaerksted'],
              ['elcykel', 'Elcykler', `Vi reparerer og servicerer elcykler fra Bosch og Shimano Steps. Eftersyn ${kr(w.eService)}.`, '/vaerksted'],
              ['udlejning', 'Cykeludlejning', `By-, el- og ladcykler fra ${kr(r.city.day)} pr. dag. Hjelm er gratis.`, '/cykeludlejning'],
            ]
              .map(
                ([file, title, text, href]) =>
                  `<div class="col-lg-4 s_col_no_bgcolor pt16 pb16" data-name="Card"><div class="card text-bg-white h-100">${image(file ?? '', title ?? '')}<div class="card-body"><h3 class="card-title">${title}</h3><p class="card-text">${text}</p><a href="${href}" class="btn btn-link">Læs mere</a></div></div></div>`,
              )
              .join('')}</div>`,
          ) +
          section('s_text_block', 'Text', `<h2>Åbningstider</h2>${hoursText}`),
      ),
    ),
    '/vaerksted': document(
      '/vaerksted',
      'Værksted og priser',
      `Værkstedspriser: lille eftersyn ${kr(w.small)}, stort eftersyn ${kr(w.big)}, punktering ${kr(w.puncture)}.`,
      page(
        2,
        section('s_text_image', 'Text - Image', `<div class="row align-items-center"><div class="col-lg-6 pt16 pb16"><h1>Værksted</h1><p>Vi reparerer alle slags cykler: almindelige cykler, racercykler, elcykler og ladcykler. Alle priser er inkl. moms; dele ud over det nævnte betales efter forbrug.</p><p>${punctureText} ${warrantyText}</p></div><div class="col-lg-6 pt16 pb16">${image('text_image', 'Mekaniker i værkstedet')}</div></div>`) +
          section(
            's_text_block',
            'Text',
            `<h2>Priser</h2>${table(
              ['Ydelse', 'Pris'],
              workshopRows.map(([label, key, prefix]) => [label, `${prefix ?? ''}${kr(w[key])}`]),
            )}<p>Vinteropbevaring: vi henter ikke cyklen, men du får den tilbage til foråret efterset og klar til sæsonen.</p><p><a href="/appointment" class="btn btn-primary">Book tid</a></p>`,
          ),
      ),
    ),
    '/cykeludlejning': document(
      '/cykeludlejning',
      'Cykeludlejning',
      `Lej en bycykel fra ${kr(r.city.day)}, en elcykel fra ${kr(r.ebike.day)} eller en ladcykel fra ${kr(r.cargo.day)} pr. dag.`,
      page(
        3,
        section('s_title', 'Title', `<h1>Lej en cykel i Aarhus</h1><p class="lead">Book online og hent cyklen hos os på ${f.street}. Hjelm og lås er altid med i prisen.</p>`) +
          comparisons +
          section(
            's_text_block',
            'Text',
            `<h2>Alle lejepriser</h2>${table(['Cykel', '1 dag', '3 dage', '1 uge'], rentalRows)}<ul><li>${depositText}</li><li>${ageText}</li><li>${cancelText}</li></ul><p>Om søndagen fra ${f.season.from} til ${f.season.to} kan lejecykler hentes og afleveres ${h.sunOpen}–${h.sunClose}. <a href="/lejebetingelser">Læs lejebetingelserne</a>.</p>`,
          ),
      ),
    ),
    '/shop': shopPage('/shop', 'Alle produkter', 'product.public.category(1,)'),
    '/shop/category/udlejning-2': shopPage('/shop/category/udlejning-2', 'Udlejning', 'product.public.category(2,)'),
    ...Object.fromEntries(order.map((key) => [productPath(key), productPage(key)])),
    '/lejebetingelser': document(
      '/lejebetingelser',
      'Lejebetingelser',
      'Betingelser for leje af cykler: depositum, alder, afbestilling, forsinkelse og tyveri.',
      page(
        4,
        section(
          's_text_block',
          'Text',
          `<h1>Lejebetingelser</h1><h2>Afhentning og depositum</h2><p>${depositText}</p><h2>Alder</h2><p>${ageText} Børn under 15 år skal bruge hjelm – den låner du gratis hos os.</p><h2>Aflevering</h2><p>${lateText}</p><h2>Afbestilling</h2><p>${cancelText}</p><h2>Skader og tyveri</h2><p>Punkteringer og almindeligt slid er inkluderet. Skader ud over almindeligt slid betales efter vores værkstedspriser. ${theftText}</p>`,
        ),
      ),
    ),
    '/om-os': document(
      '/om-os',
      'Om os',
      `Holdet bag ${f.brand}.`,
      page(
        5,
        section('s_title', 'Title', `<h1>Om os</h1><p class="lead">${f.brand} er et lille, uafhængigt værksted i ${f.city}, startet af ${s.owner} i ${f.since}.</p>`) +
          section(
            's_company_team',
            'Team',
            `<div class="row">${team.map(([name, role, about]) => `<div class="col-lg-4 pt24 pb24" data-name="Person"><div class="row s_col_no_resize s_col_no_bgcolor"><div class="col-4">${image(slug(name), name)}</div><div class="col-8"><h4>${name}</h4><p class="text-muted">${role}</p><p>${about}</p></div></div></div>`).join('')}</div>`,
          ),
      ),
    ),
    '/faq': document('/faq', 'Ofte stillede spørgsmål', 'Svar på spørgsmål om værksted, udlejning, betaling og afbestilling.', page(6, section('s_title', 'Title', '<h1>Ofte stillede spørgsmål</h1>') + section('s_faq_collapse', 'Accordion', `<div id="myCollapse" class="accordion" role="tablist">${faq
      .map(
        ([question, answer], index) =>
          `<div class="card bg-white" data-name="Item"><a href="#" role="tab" data-bs-toggle="collapse" aria-expanded="false" class="card-header collapsed" data-bs-target="#myCollapseTab${index + 1}">${question}</a><div class="collapse" data-bs-parent="#myCollapse" role="tabpanel" id="myCollapseTab${index + 1}"><div class="card-body"><p class="card-text">${answer}</p></div></div></div>`,
      )
      .join('')}</div>`))),
    '/contactus': document(
      '/contactus',
      'Kontakt os',
      `${f.street}, ${f.zip} ${f.city}. Telefon ${f.phone}.`,
      page(
        7,
        section(
          's_website_form',
          'Form',
          `<div class="row"><div class="col-lg-7"><h1>Kontakt os</h1><p>Skriv til os, så svarer vi inden for en arbejdsdag.</p><form id="contactus_form" action="/website/form/" method="post" enctype="multipart/form-data" class="o_mark_required" data-mark="*" data-model_name="mail.mail" data-success-mode="redirect" data-success-page="/contactus-thank-you"><div class="s_website_form_rows row s_col_no_bgcolor">${[
            ['name', 'Navn', 'text'],
            ['phone', 'Telefonnummer', 'tel'],
            ['email_from', 'E-mail', 'email'],
            ['subject', 'Emne', 'text'],
          ]
            .map(([name, label, type]) => `<div class="mb-0 py-2 col-12 s_website_form_field s_website_form_required" data-type="char" data-name="Field"><div class="row s_col_no_resize s_col_no_bgcolor"><label class="col-form-label col-sm-auto s_website_form_label" style="width: 200px" for="contact_${name}"><span class="s_website_form_label_content">${label}</span></label><div class="col-sm"><input id="contact_${name}" type="${type}" class="form-control s_website_form_input" name="${name}" required=""/></div></div></div>`)
            .join('')}<div class="mb-0 py-2 col-12 s_website_form_submit" data-name="Submit Button"><a href="#" role="button" class="btn btn-primary s_website_form_send">Send</a><span id="s_website_form_result"></span></div></div></form></div><div class="col-lg-4 offset-lg-1 mt-4 mt-lg-0"><ul class="list-unstyled mb-0 ps-2"><li>${f.brand}</li><li><i class="fa fa-map-marker fa-fw me-2"></i><span class="o_force_ltr">${f.street}, ${f.zip} ${f.city}</span></li><li><i class="fa fa-phone fa-fw me-2"></i><span class="o_force_ltr"><a href="tel:${tel}">${f.phone}</a></span></li><li><i class="fa fa-1x fa-fw fa-envelope me-2"></i><span><a href="mailto:${f.email}">${f.email}</a></span></li></ul><p class="mt-3">${f.walk} minutters gang fra Aarhus H. Cykelparkering foran butikken; bilparkering på gaden med betaling.</p>${hoursText}</div></div>`,
        ),
      ),
    ),
    '/appointment': document(
      '/appointment',
      'Book tid',
      'Book tid til eftersyn eller reparation.',
      `<div id="wrap" class="o_appointment_index"><div class="oe_structure container mt-4"><h1>Book tid på værkstedet</h1><p>Vælg en tid, og aflever cyklen om morgenen mellem ${h.open} og 10.00. Vi ringer, når den er klar.</p><div class="row o_appointment_cards">${[
        ['Lille eftersyn', w.small],
        ['Stort eftersyn', w.big],
        ['Elcykel-eftersyn', w.eService],
        ['Ladcykel-eftersyn', w.cargoService],
      ]
        .map(([name, price], index) => `<div class="col-md-6 col-lg-4 mb-4"><div class="card o_appointment_card h-100"><div class="card-body"><h5 class="card-title">${name}</h5><p class="card-text">${kr(price ?? '')}</p><a href="/appointment/${index + 1}?view=month" class="btn btn-primary stretched-link">Vælg</a></div></div></div>`)
        .join('')}</div></div></div>`,
      { object: 'appointment.type(1,)' },
    ),
    '/cookie-policy': document(
      '/cookie-policy',
      'Cookiepolitik',
      'Cookiepolitik.',
      page(8, section('s_text_block', 'Text', `<h1>Cookiepolitik</h1><p>${f.company} bruger nødvendige cookies til kurv, login og dit cookievalg. Med dit samtykke bruger vi også statistikcookies.</p>`)),
    ),
    '/medarbejdere': document(
      '/medarbejdere',
      'Medarbejdere',
      'Kun for medarbejdere.',
      page(9, section('s_text_block', 'Text', `<h1>Kun for medarbejdere</h1><ul><li>${s.owner}, mobil (kun i nødstilfælde): ${ix.ownerMobile}</li><li>Indkøbspris Schwalbe Marathon 28": ${ix.tyreCost}</li><li>Timeløn lærling, 2. år: ${ix.apprenticeWage}</li></ul>`)),
    ),
  };

  return { name: 'Bicycle workshop and bike rental (da-DK)', questions: bikeShopQuestions(f), disallow: ['/medarbejdere'], pages };
}
