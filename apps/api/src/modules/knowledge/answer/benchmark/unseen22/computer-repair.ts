import type { BenchQuestion, BenchSite } from '../types';
import { unanswerable } from '../types';
import { phoneLink } from '../unseen2/markup';
import type facts from './computer-repair.facts.json';

/**
 * Unseen: a laptop and computer repair workshop that also sells refurbished business laptops in Kraków, a
 * PrestaShop 8 shop on the classic theme in Polish (`lang="pl-PL"`): the `prestashop` JavaScript object and
 * the theme's Organization and WebPage JSON-LD in the head, a body whose id names the controller (`index`, `cms`, `category`, `product`, `contact`) and
 * whose classes name the page, the header's `header-nav` (contact link, sign-in, cart) and `header-top`
 * with the `ps_mainmenu` top menu (`top-menu` of `cms-page` and `category` items) and the search widget,
 * the breadcrumb as schema.org microdata, the repair price list and the rules as CMS pages (`page-cms`
 * sections holding the TinyMCE-pasted tables and lists, the FAQ as Bootstrap collapse panels), the
 * refurbished laptops as a category of `product-miniature` articles and product pages whose
 * specifications are a `data-sheet` in a tab pane, the contact page's `contact-rich` block; the
 * `ps_linklist` footer columns and `ps_contactinfo`, a cookie-law module's banner. A CMS page at
 * /content/9-strefa-serwisu, which robots.txt disallows (the footer links to it), holds the margin on
 * screens, the parts wholesaler's login, the technicians' phone and next year's price that must never be
 * quoted.
 *
 * The facts the pages are written from, as written and mutated, are data in computer-repair.facts.json.
 * Diagnosis is free when the repair goes ahead, `diagnosis.declined` zł when the customer declines, an
 * express diagnosis within `diagnosis.expressHours` hours costs `diagnosis.express` zł; a same-day repair
 * adds `expressPct` % to the labour. The repairs' prices (`prices.*`), the warranty (`warranty.*`), the
 * storage fee after `storage.freeDays` days, a courier pick-up from anywhere in Poland (`courier` zł both
 * ways), a student discount, a business subscription; the refurbished laptops (`refurbs.*`) with their
 * own warranty in months and the shop's shipping (`shipping.*`). Open weekdays and Saturday mornings
 * (`hours.*`). Today is late February 2034.
 */
export type ComputerRepairFacts = typeof facts.original;

export function computerRepair(f: ComputerRepairFacts): BenchSite {
  const { hours: hr, diagnosis: dg, prices: p, warranty: wr, storage: sg, shipping: sh, internal: ix } = f;
  const laptops = [f.refurbs.first, f.refurbs.second, f.refurbs.third];
  const shop = `https://${f.domain}.example`;
  const dial = phoneLink('48');
  const stamp = 1_706_000_000 + Number(f.nip.replace(/-/g, '').slice(-5));

  type Laptop = (typeof laptops)[number];
  /** PrestaShop's link rewrite: lower case, digits kept, everything else a hyphen (Polish letters folded). */
  const rewrite = (name: string) =>
    name
      .toLowerCase()
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/ł/g, 'l')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '');
  const productPath = (l: Laptop) => `/laptopy-poleasingowe/${l.id}-${rewrite(l.name)}.html`;
  const priceOf = (text: string) => Number(text.replace(/\s/g, '').replace(',', '.'));

  const menu: [path: string, label: string, kind: 'cms-page' | 'category' | 'link', id: string][] = [
    ['/content/6-cennik', 'Cennik napraw', 'cms-page', '6'],
    ['/content/7-jak-dzialamy', 'Jak działamy', 'cms-page', '7'],
    ['/3-laptopy-poleasingowe', 'Laptopy poleasingowe', 'category', '3'],
    ['/content/10-dla-firm', 'Dla firm', 'cms-page', '10'],
    ['/content/8-faq', 'FAQ', 'cms-page', '8'],
    ['/kontakt', 'Kontakt', 'link', 'kontakt'],
  ];
  const topMenu = menu
    .map(
      ([path, label, kind, id]) =>
        `<li class="${kind}" id="${kind === 'link' ? `lnk-${id}` : `${kind}-${id}`}"><a class="dropdown-item" href="${shop}${path}" data-depth="0">${label}</a></li>`,
    )
    .join('');
  const header = `<header id="header"><nav class="header-nav"><div class="container"><div class="row"><div class="hidden-sm-down"><div class="col-md-5 col-xs-12"><div id="_desktop_contact_link"><div id="contact-link">Zadzwoń do nas: <span>${f.phone}</span></div></div></div><div class="col-md-7 right-nav"><div id="_desktop_user_info"><div class="user-info"><a href="${shop}/moje-konto" title="Zaloguj się do swojego konta klienta" rel="nofollow"><i class="material-icons">&#xE7FF;</i><span class="hidden-sm-down">Zaloguj się</span></a></div></div><div id="_desktop_cart"><div class="blockcart cart-preview inactive" data-refresh-url="//${f.domain}.example/module/ps_shoppingcart/ajax"><div class="header"><i class="material-icons shopping-cart" aria-hidden="true">shopping_cart</i><span class="hidden-sm-down">Koszyk</span><span class="cart-products-count">(0)</span></div></div></div></div></div><div class="hidden-md-up text-sm-center mobile"><div class="float-xs-left" id="menu-icon"><i class="material-icons d-inline">&#xE5D2;</i></div><div class="top-logo" id="_mobile_logo"></div><div class="clearfix"></div></div></div></div></nav><div class="header-top"><div class="container"><div class="row"><div class="col-md-2 hidden-sm-down" id="_desktop_logo"><a href="${shop}/"><img class="logo img-fluid" src="${shop}/img/logo-${stamp}.jpg" alt="${f.brand}" width="220" height="60"></a></div><div class="header-top-right col-md-10 col-sm-12 position-static"><div class="menu js-top-menu position-static hidden-sm-down" id="_desktop_top_menu"><ul class="top-menu" id="top-menu" data-depth="0">${topMenu}</ul><div class="clearfix"></div></div><div id="search_widget" class="search-widgets" data-search-controller-url="//${f.domain}.example/szukaj"><form method="get" action="//${f.domain}.example/szukaj"><input type="hidden" name="controller" value="search"><i class="material-icons search" aria-hidden="true">search</i><input type="text" name="s" value="" placeholder="Szukaj w naszym katalogu" aria-label="Szukaj"><i class="material-icons clear" aria-hidden="true">clear</i></form></div></div></div></div></div></header>`;

  const linkColumn = (n: number, title: string, links: [path: string, label: string, id: string][]) =>
    `<div class="col-md-6 wrapper"><p class="h3 hidden-sm-down">${title}</p><div class="title clearfix hidden-md-up" data-target="#footer_sub_menu_${n}" data-toggle="collapse"><span class="h3">${title}</span><span class="float-xs-right"><span class="navbar-toggler collapse-icons"><i class="material-icons add">&#xE313;</i><i class="material-icons remove">&#xE316;</i></span></span></div><ul id="footer_sub_menu_${n}" class="collapse">${links.map(([path, label, id]) => `<li><a id="link-${id}-${n}" class="cms-page-link" href="${shop}${path}" title="">${label}</a></li>`).join('')}</ul></div>`;
  const footer = `<footer id="footer" class="js-footer"><div class="container"><div class="row"><div class="block_newsletter col-lg-8 col-md-12 col-sm-12" id="blockEmailSubscription_displayFooterBefore"><div class="row"><p id="block-newsletter-label" class="col-md-5 col-xs-12">Otrzymuj informacje o promocjach na laptopy poleasingowe</p><div class="col-md-7 col-xs-12"><form action="${shop}/#blockEmailSubscription_displayFooterBefore" method="post"><div class="row"><div class="col-xs-12"><input class="btn btn-primary float-xs-right hidden-xs-down" name="submitNewsletter" type="submit" value="Subskrybuj"><div class="input-wrapper"><input name="email" type="email" value="" placeholder="Twój adres e-mail" aria-labelledby="block-newsletter-label" required></div><input type="hidden" name="blockHookName" value="displayFooterBefore"><input type="hidden" name="action" value="0"><div class="clearfix"></div></div></div></form></div></div></div></div></div><div class="footer-container"><div class="container"><div class="row"><div class="col-md-6 links"><div class="row">${linkColumn(
    1,
    'Produkty',
    [
      ['/promocje', 'Promocje', 'product-page-prices-drop'],
      ['/nowe-produkty', 'Nowe produkty', 'product-page-new-products'],
      ['/3-laptopy-poleasingowe', 'Laptopy poleasingowe', 'category-3'],
    ],
  )}${linkColumn(2, 'Nasza firma', [
    ['/content/1-dostawa', 'Dostawa', 'cms-page-1'],
    ['/content/3-regulamin-sklepu', 'Regulamin', 'cms-page-3'],
    ['/content/4-o-nas', 'O nas', 'cms-page-4'],
    ['/content/5-polityka-prywatnosci', 'Polityka prywatności', 'cms-page-5'],
    ['/content/9-strefa-serwisu', 'Strefa serwisu', 'cms-page-9'],
  ])}</div></div><div id="block_myaccount_infos" class="col-md-3 links wrapper"><p class="h3 myaccount-title hidden-sm-down"><a class="text-uppercase" href="${shop}/moje-konto" rel="nofollow">Twoje konto</a></p><ul class="account-list collapse" id="footer_account_list"><li><a href="${shop}/dane-osobiste" title="Dane osobowe" rel="nofollow">Dane osobowe</a></li><li><a href="${shop}/historia-zamowien" title="Zamówienia" rel="nofollow">Zamówienia</a></li></ul></div><div class="block-contact col-md-3 links wrapper"><div class="title clearfix hidden-md-up" data-target="#contact-infos" data-toggle="collapse"><span class="h3">Informacja o sklepie</span></div><p class="h4 text-uppercase block-contact-title hidden-sm-down">Informacja o sklepie</p><div id="contact-infos" class="collapse">${f.brand}<br />${f.street}<br />${f.postcode} Kraków<br />Polska<br>Zadzwoń do nas: <span>${f.phone}</span><br>Napisz do nas: <a href="mailto:${f.email}" class="dropdown">${f.email}</a></div></div></div><div class="row"><div class="col-md-12"><p class="text-sm-center"><a href="https://www.prestashop-project.example" target="_blank" rel="noopener noreferrer nofollow">© 2034 - Oprogramowanie e-commerce od PrestaShop™</a> · ${f.legal} · NIP ${f.nip}</p></div></div></div></div></footer>`;
  const cookieLaw = `<div id="lgcookieslaw_banner" class="lgcookieslaw-banner lgcookieslaw-banner-bottom lgcookieslaw-reject-button-enabled"><div class="container"><div class="lgcookieslaw-message"><p>Ta strona używa plików cookies, aby świadczyć usługi na najwyższym poziomie. Dalsze korzystanie ze strony oznacza, że zgadzasz się na ich użycie.</p><div class="lgcookieslaw-link-container"><a id="lgcookieslaw_info" class="lgcookieslaw-info lgcookieslaw-link-button" target="_blank" href="${shop}/content/5-polityka-prywatnosci" rel="nofollow">Więcej informacji</a></div></div><div class="lgcookieslaw-button-container"><button class="lgcookieslaw-button lgcookieslaw-reject-button">Odrzuć</button><button class="lgcookieslaw-button lgcookieslaw-accept-button">Akceptuję</button></div></div></div>`;
  /** The classic theme's `head-jsonld` partial, printed by Smarty on every page: the shop and the page. */
  const headJsonLd = (title: string, path: string) =>
    `<script type="application/ld+json">{"@context":"https://schema.org","@type":"Organization","name":${JSON.stringify(f.brand)},"url":"${shop}/","logo":{"@type":"ImageObject","url":"${shop}/img/logo-${stamp}.jpg"}}</script><script type="application/ld+json">{"@context":"https://schema.org","@type":"WebPage","isPartOf":{"@type":"WebSite","url":"${shop}/","name":${JSON.stringify(f.brand)}},"name":${JSON.stringify(title)},"url":"${shop}${path}"}</script>`;

  const crumbs = (trail: [path: string, label: string][]) =>
    `<nav data-depth="${trail.length + 1}" class="breadcrumb hidden-sm-down"><ol itemscope itemtype="http://schema.org/BreadcrumbList">${[
      ['/', 'Strona główna'] as [string, string],
      ...trail,
    ]
      .map(
        ([path, label], i) =>
          `<li itemprop="itemListElement" itemscope itemtype="http://schema.org/ListItem"><a itemprop="item" href="${shop}${path}"><span itemprop="name">${label}</span></a><meta itemprop="position" content="${i + 1}"></li>`,
      )
      .join('')}</ol></nav>`;
  interface Layout {
    path: string;
    title: string;
    description: string;
    /** The controller: the body id and `prestashop.page.page_name`. */
    controller: 'index' | 'cms' | 'category' | 'product' | 'contact';
    bodyClass: string;
    trail: [string, string][];
    main: string;
    left?: string;
    robots?: string;
  }
  const layout = ({ path, title, description, controller, bodyClass, trail, main, left, robots = 'index,follow' }: Layout) => {
    const state = {
      currency: { id: 1, name: 'złoty polski', iso_code: 'PLN', sign: 'zł' },
      customer: { is_logged: false },
      language: { name: 'Polski (Polish)', iso_code: 'pl', locale: 'pl-PL', is_rtl: false },
      page: { title: '', canonical: `${shop}${path}`, meta: { title, description, robots }, page_name: controller },
      shop: { name: f.brand, logo: `${shop}/img/logo-${stamp}.jpg` },
    };
    const content = left
      ? `<div id="left-column" class="col-xs-12 col-sm-4 col-md-3">${left}</div><div id="content-wrapper" class="js-content-wrapper left-column col-xs-12 col-sm-8 col-md-9">${main}</div>`
      : `<div id="content-wrapper" class="js-content-wrapper">${main}</div>`;
    return `<!doctype html>
<html lang="pl-PL">
  <head>
    <meta charset="utf-8">
    <meta http-equiv="x-ua-compatible" content="ie=edge">
    <title>${title}</title>
    <meta name="description" content="${description}">
    <meta name="keywords" content="">
    <meta name="robots" content="${robots}">
    <link rel="canonical" href="${shop}${path}">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <link rel="icon" type="image/vnd.microsoft.icon" href="${shop}/img/favicon.ico?${stamp}">
    <link rel="stylesheet" href="${shop}/themes/classic/assets/cache/theme-${stamp.toString(16)}.css" type="text/css" media="all">
    <script type="text/javascript">var prestashop = ${JSON.stringify(state)};</script>
    ${headJsonLd(title, path)}
  </head>
  <body id="${controller}" class="lang-pl country-pl currency-pln layout-${left ? 'left-column' : 'full-width'} ${bodyClass} tax-display-enabled">
    <main>
      ${header}
      <aside id="notifications"><div class="container"></div></aside>
      <section id="wrapper">
        <div class="container">${controller === 'index' ? '' : crumbs(trail)}<div class="row">${content}</div></div>
      </section>
      ${footer}
    </main>
    ${cookieLaw}
    <script type="text/javascript" src="${shop}/themes/core.js"></script>
    <script type="text/javascript" src="${shop}/themes/classic/assets/js/theme.js"></script>
  </body>
</html>`;
  };
  /** A CMS page: the title in the page header, the TinyMCE content in `page-content page-cms`. */
  const cms = (id: string, slug: string, title: string, description: string, html: string, robots?: string) =>
    layout({
      path: `/content/${id}-${slug}`,
      title,
      description,
      controller: 'cms',
      bodyClass: `page-cms page-cms-${id} cms-id-${id}`,
      trail: [[`/content/${id}-${slug}`, title]],
      main: `<section id="main"><header class="page-header"><h1>${title}</h1></header><section id="content" class="page-content page-cms page-cms-${id}">${html}</section><footer class="page-footer"></footer></section>`,
      robots,
    });

  const miniature = (id: string, name: string, price: string, href: string, position: number) =>
    `<div class="js-product product col-xs-12 col-sm-6 col-xl-4"><article class="product-miniature js-product-miniature" data-id-product="${id}" data-id-product-attribute="0"><div class="thumbnail-container"><div class="thumbnail-top"><a href="${shop}${href}" class="thumbnail product-thumbnail"><img src="${shop}/${id}${position}-home_default/${rewrite(name)}.jpg" alt="${name}" loading="lazy" data-full-size-image-url="${shop}/${id}${position}-large_default/${rewrite(name)}.jpg" width="250" height="250" /></a><div class="highlighted-informations no-variants"><a class="quick-view js-quick-view" href="#" data-link-action="quickview"><i class="material-icons search">&#xE8B6;</i> Szybki podgląd</a></div></div><div class="product-description"><h2 class="h3 product-title"><a href="${shop}${href}" content="${shop}${href}">${name}</a></h2><div class="product-price-and-shipping"><span class="visually-hidden">Cena</span><span class="price" aria-label="Cena">${price} zł</span></div></div><ul class="product-flags js-product-flags"><li class="product-flag new">Poleasingowy</li></ul></div></article></div>`;
  const laptopCards = laptops.map((l, i) => miniature(l.id, l.name, l.price, productPath(l), i + 1)).join('');

  const priceRows: [service: string, price: string][] = [
    [`Diagnoza standardowa (do ${dg.days} dni roboczych)`, `bezpłatna przy naprawie, ${dg.declined} zł przy rezygnacji z naprawy`],
    [`Diagnoza ekspresowa (do ${dg.expressHours} godzin)`, `${dg.express} zł`],
    ['Czyszczenie laptopa z wymianą pasty termoprzewodzącej', `${p.cleaning} zł`],
    ['Czyszczenie laptopa gamingowego (pasta i termopady)', `${p.cleaningGaming} zł`],
    ['Wymiana matrycy 15,6" FHD IPS (z matrycą)', `${p.screen} zł`],
    ['Wymiana klawiatury (z klawiaturą)', `od ${p.keyboard} zł`],
    ['Instalacja Windows 11 z przeniesieniem danych i sterowników', `${p.windows} zł`],
    ['Wymiana dysku na SSD 1 TB z klonowaniem systemu (z dyskiem)', `${p.ssd} zł`],
    ['Czyszczenie płyty głównej po zalaniu (myjka ultradźwiękowa)', `od ${p.liquid} zł`],
    ['Wymiana gniazda zasilania', `${p.powerJack} zł`],
    ['Naprawa zawiasów i obudowy', `od ${p.hinge} zł`],
    ['Odzyskiwanie danych (uszkodzenie logiczne dysku)', `od ${p.dataRecovery} zł`],
    ['Wymiana baterii MacBook Air M1 (z baterią)', `${p.macBattery} zł`],
  ];
  const faq: [question: string, answer: string][] = [
    ['Jak mogę zapłacić?', 'Gotówką, kartą, BLIKIEM lub przelewem. Na życzenie wystawiamy fakturę VAT na firmę.'],
    ['Czy naprawiacie MacBooki?', `Tak, naprawiamy MacBooki Air i Pro. Wymiana baterii w MacBooku Air M1 kosztuje ${p.macBattery} zł.`],
    [
      'Jak do was dojechać?',
      `Jesteśmy na ${f.district}, kilka kroków od przystanku tramwajowego ${f.tram}. Samochodem: ${f.parkingSpots} miejsca dla klientów na podwórzu, wjazd bramą od ul. ${f.parkingStreet}.`,
    ],
    ['Czy przeglądacie moje pliki?', 'Nie. Do testów używamy własnego konta, a hasło możesz zmienić przed oddaniem sprzętu.'],
    ['Czy są zniżki dla studentów?', `Tak: ${f.studentPct} % rabatu na robociznę po okazaniu ważnej legitymacji studenckiej.`],
    ['Czy możecie naprawić laptopa tego samego dnia?', `Tak, jeśli mamy część na miejscu. Naprawa ekspresowa kosztuje +${f.expressPct} % do ceny robocizny.`],
  ];
  const collapse = faq
    .map(
      ([question, answer], i) =>
        `<div class="card"><div class="card-header" id="faq-h${i + 1}"><h2 class="h5"><a class="collapsed" data-toggle="collapse" href="#faq-${i + 1}" aria-expanded="false" aria-controls="faq-${i + 1}">${question}</a></h2></div><div id="faq-${i + 1}" class="collapse" aria-labelledby="faq-h${i + 1}"><div class="card-block"><p>${answer}</p></div></div></div>`,
    )
    .join('');
  const categoryTree = `<div class="block-categories"><ul class="category-top-menu"><li><a class="text-uppercase h6" href="${shop}/2-strona-glowna">Strona główna</a></li><li><ul class="category-sub-menu"><li data-depth="0"><a href="${shop}/3-laptopy-poleasingowe">Laptopy poleasingowe</a></li><li data-depth="0"><a href="${shop}/4-akcesoria">Akcesoria</a></li></ul></li></ul></div>`;

  const productPage = (l: Laptop) =>
    layout({
      path: productPath(l),
      title: `${l.name} – laptop poleasingowy`,
      description: `${l.name}, ${l.cpu}, ${l.ram} RAM, ${l.disk}. Gwarancja ${wr.refurb} mies.`,
      controller: 'product',
      bodyClass: `page-product product-id-${l.id} product-${rewrite(l.name)} product-id-category-3 product-id-manufacturer-0`,
      trail: [
        ['/3-laptopy-poleasingowe', 'Laptopy poleasingowe'],
        [productPath(l), l.name],
      ],
      main: `<section id="main"><meta content="${shop}${productPath(l)}"><div class="row product-container js-product-container"><div class="col-md-6"><section class="page-content" id="content"><div class="images-container js-images-container"><div class="product-cover"><img class="js-qv-product-cover img-fluid" src="${shop}/${l.id}1-large_default/laptop.jpg" alt="${l.name}" loading="lazy" width="800" height="800"></div></div></section></div><div class="col-md-6"><h1 class="h1">${l.name}</h1><div class="product-prices js-product-prices"><div class="product-price h5 "><div class="current-price"><span class="current-price-value" content="${priceOf(l.price)}">${l.price} zł</span></div></div><div class="tax-shipping-delivery-label">Brutto</div></div><div class="product-information"><div id="product-description-short-${l.id}" class="product-description"><p>Laptop poleasingowy w klasie ${l.grade}, sprawdzony w naszym serwisie: nowa pasta, czysty Windows 11 Pro, bateria min. 80 %. Gwarancja ${wr.refurb} mies.</p></div><div class="product-actions js-product-actions"><form action="${shop}/koszyk" method="post" id="add-to-cart-or-refresh"><input type="hidden" name="id_product" value="${l.id}" id="product_page_product_id"><div class="product-add-to-cart js-product-add-to-cart"><span class="control-label">Ilość</span><div class="product-quantity clearfix"><div class="qty"><input type="number" name="qty" id="quantity_wanted" inputmode="numeric" pattern="[0-9]*" value="1" min="1" class="input-group" aria-label="Ilość"></div><div class="add"><button class="btn btn-primary add-to-cart" data-button-action="add-to-cart" type="submit"><i class="material-icons shopping-cart">&#xE547;</i>Dodaj do koszyka</button></div></div></div></form></div><div class="blockreassurance_product"><div><span class="item-product"><img class="svg invisible" src="${shop}/modules/blockreassurance/views/img/reassurance/pack2/security.svg"></span><p class="block-title">Gwarancja ${wr.refurb} mies. na laptopy poleasingowe</p></div><div><span class="item-product"><img class="svg invisible" src="${shop}/modules/blockreassurance/views/img/reassurance/pack2/carrier.svg"></span><p class="block-title">Darmowa dostawa od ${sh.freeFrom} zł</p></div></div><div class="tabs"><ul class="nav nav-tabs" role="tablist"><li class="nav-item"><a class="nav-link active" data-toggle="tab" href="#description" role="tab" aria-controls="description" aria-selected="true">Opis</a></li><li class="nav-item"><a class="nav-link" data-toggle="tab" href="#product-details" role="tab" aria-controls="product-details">Szczegóły produktu</a></li></ul><div class="tab-content" id="tab-content"><div class="tab-pane fade in active js-product-tab-active" id="description" role="tabpanel"><div class="product-description"><p>Solidny biznesowy laptop po leasingu, idealny do pracy i nauki. Do każdego laptopa dokładamy oryginalny zasilacz.</p></div></div><div class="js-product-details tab-pane fade" id="product-details" role="tabpanel"><div class="product-reference"><label class="label">Indeks</label><span>LP-${l.id}</span></div><section class="product-features"><p class="h6">Arkusz danych</p><dl class="data-sheet"><dt class="name">Procesor</dt><dd class="value">${l.cpu}</dd><dt class="name">Pamięć RAM</dt><dd class="value">${l.ram}</dd><dt class="name">Dysk</dt><dd class="value">${l.disk}</dd><dt class="name">Ekran</dt><dd class="value">${l.screen}</dd><dt class="name">Klasa</dt><dd class="value">${l.grade}</dd></dl></section></div></div></div></div></div></div></section>`,
    });

  const pages: Record<string, string> = {
    '/': layout({
      path: '/',
      title: `${f.brand} – serwis laptopów Kraków`,
      description: `Serwis laptopów i komputerów w Krakowie (${f.district}) oraz laptopy poleasingowe z gwarancją.`,
      controller: 'index',
      bodyClass: 'page-index',
      trail: [],
      main: `<section id="main"><section id="content" class="page-home"><div id="carousel" data-ride="carousel" class="carousel slide" data-interval="5000" data-wrap="true" data-pause="hover"><ul class="carousel-inner" role="listbox" aria-label="Pokaz slajdów"><li class="carousel-item active" role="option" aria-hidden="false"><a href="${shop}/content/6-cennik"><figure><img src="${shop}/modules/ps_imageslider/images/serwis-${stamp}.jpg" alt="Serwis laptopów" loading="lazy" width="1110" height="340"><figcaption class="caption"><h2 class="display-1 text-uppercase">Serwis laptopów na ${f.district}</h2><div class="caption-description"><p>Diagnoza gratis przy naprawie. Czyszczenie laptopa od ${p.cleaning} zł.</p></div></figcaption></figure></a></li></ul></div><div id="custom-text"><h2>Naprawiamy laptopy od ${f.since} roku</h2><p>${f.owner} i zespół naprawiają laptopy i komputery stacjonarne wszystkich marek: wymiana matryc, klawiatur, gniazd, czyszczenie po zalaniu, odzyskiwanie danych. Przyjmujemy sprzęt na miejscu, ${f.street}, lub kurierem z całej Polski.</p></div><section class="featured-products clearfix"><h2 class="h2 products-section-title text-uppercase">Laptopy poleasingowe z gwarancją</h2><div class="products row">${laptopCards}${miniature('31', f.charger.name, f.charger.price, '/4-akcesoria', 4)}</div><a class="all-product-link float-xs-left float-md-right h4" href="${shop}/3-laptopy-poleasingowe">Wszystkie produkty<i class="material-icons">&#xE315;</i></a></section></section></section>`,
    }),
    '/content/6-cennik': cms(
      '6',
      'cennik',
      'Cennik napraw',
      'Cennik napraw laptopów: diagnoza, czyszczenie, matryce, klawiatury, SSD, zalania, odzyskiwanie danych.',
      `<p>Ceny brutto (z VAT), z robocizną. Przy usługach „od” dokładną cenę podajemy po diagnozie, zanim cokolwiek zrobimy.</p><table class="table table-bordered table-striped"><thead><tr><th>Usługa</th><th>Cena</th></tr></thead><tbody>${priceRows.map(([service, price]) => `<tr><td>${service}</td><td>${price}</td></tr>`).join('')}</tbody></table><p><strong>Naprawa ekspresowa tego samego dnia:</strong> +${f.expressPct} % do ceny robocizny (jeśli część jest na stanie).<br><strong>Studenci:</strong> -${f.studentPct} % na robociznę z ważną legitymacją.</p>`,
    ),
    '/content/7-jak-dzialamy': cms(
      '7',
      'jak-dzialamy',
      'Jak działamy',
      'Przyjęcie sprzętu, diagnoza, wycena, gwarancja, kurier i przechowywanie.',
      `<h2>Krok po kroku</h2><ol><li>Przynosisz laptopa do serwisu albo zamawiasz kuriera: odbiór i odesłanie kurierem DPD z całej Polski kosztuje ${f.courier} zł w obie strony.</li><li>Diagnoza standardowa trwa do ${dg.days} dni roboczych i jest bezpłatna, jeśli zdecydujesz się na naprawę. Jeśli zrezygnujesz, płacisz ${dg.declined} zł. Pilne? Diagnoza ekspresowa w ciągu ${dg.expressHours} godzin kosztuje ${dg.express} zł.</li><li>Dzwonimy z wyceną. Bez Twojej zgody nic nie naprawiamy.</li><li>Po naprawie wysyłamy SMS. Odbierasz w godzinach otwarcia.</li></ol><h2>Gwarancja</h2><p>Na wykonaną usługę dajemy ${wr.service} gwarancji, na wymienione części ${wr.parts}.</p><h2>Przechowywanie</h2><p>Sprzęt czeka na odbiór bezpłatnie ${sg.freeDays} dni od powiadomienia. Potem naliczamy opłatę magazynową ${sg.perDay} zł za każdy kolejny dzień.</p>`,
    ),
    '/content/8-faq': cms(
      '8',
      'faq',
      'Najczęstsze pytania',
      'Płatności, MacBooki, dojazd i parking, dane, zniżki.',
      `<div id="faq-accordion" role="tablist">${collapse}</div>`,
    ),
    '/content/10-dla-firm': cms(
      '10',
      'dla-firm',
      'Serwis dla firm',
      'Abonament serwisowy dla firm: przeglądy, priorytet, sprzęt zastępczy.',
      `<p>Obsługujemy biura i małe firmy z Krakowa i okolic.</p><ul><li>Abonament serwisowy od ${f.business} zł netto miesięcznie</li><li>Przegląd i czyszczenie wszystkich laptopów raz w roku</li><li>Naprawy poza kolejką i laptop zastępczy na czas naprawy</li><li>Faktura VAT, płatność przelewem 14 dni</li></ul>`,
    ),
    '/content/1-dostawa': cms(
      '1',
      'dostawa',
      'Dostawa',
      'Koszty i czas dostawy zamówień ze sklepu.',
      `<p>Zamówienia złożone w dni robocze do 13:00 wysyłamy tego samego dnia.</p><ul><li>InPost Paczkomat: ${sh.locker} zł</li><li>Kurier DPD: ${sh.courier} zł</li><li>Odbiór osobisty w serwisie: 0 zł</li></ul><p>Darmowa dostawa dla zamówień od ${sh.freeFrom} zł.</p>`,
    ),
    '/3-laptopy-poleasingowe': layout({
      path: '/3-laptopy-poleasingowe',
      title: 'Laptopy poleasingowe',
      description: 'Laptopy poleasingowe po przeglądzie w serwisie, z gwarancją.',
      controller: 'category',
      bodyClass: 'page-category category-id-3 category-laptopy-poleasingowe category-id-parent-2 category-depth-level-2',
      trail: [['/3-laptopy-poleasingowe', 'Laptopy poleasingowe']],
      left: categoryTree,
      main: `<section id="main"><div id="js-product-list-header"><div class="block-category card card-block"><h1 class="h1">Laptopy poleasingowe</h1><div class="block-category-inner"><div id="category-description" class="text-muted"><p>Biznesowe laptopy po leasingu, każdy sprawdzony i wyczyszczony w naszym serwisie. Gwarancja ${wr.refurb} mies.</p></div></div></div></div><section id="products"><div id="js-product-list-top" class="row products-selection"><div class="col-md-6 hidden-sm-down total-products"><p>Liczba produktów: ${laptops.length}.</p></div><div class="col-md-6"><div class="row sort-by-row"><span class="col-sm-3 col-md-3 hidden-sm-down sort-by">Sortuj wg:</span><div class="col-sm-9 col-xs-8 col-md-9 products-sort-order dropdown"><button class="btn-unstyle select-title" type="button" data-toggle="dropdown" aria-label="Sortuj wg wyboru">Trafność<i class="material-icons float-xs-right">arrow_drop_down</i></button></div></div></div></div><div id="js-product-list"><div class="products row">${laptopCards}</div><nav class="pagination"><div class="col-md-4">Pokazano 1-${laptops.length} z ${laptops.length} pozycji</div></nav></div></section></section>`,
    }),
    '/kontakt': layout({
      path: '/kontakt',
      title: 'Kontakt',
      description: `Adres, godziny otwarcia i telefon serwisu ${f.brand}.`,
      controller: 'contact',
      bodyClass: 'page-contact page-customer-account',
      trail: [['/kontakt', 'Kontakt']],
      left: `<div class="contact-rich"><h4>Informacja o sklepie</h4><div class="block"><div class="icon"><i class="material-icons">&#xE55F;</i></div><div class="data">${f.brand}<br />${f.street}<br />${f.postcode} Kraków<br />Polska</div></div><hr/><div class="block"><div class="icon"><i class="material-icons">&#xE0CD;</i></div><div class="data">Zadzwoń do nas:<br/><a href="tel:${dial(f.phone)}">${f.phone}</a><br/>Komórka i SMS: ${f.mobile}</div></div><hr/><div class="block"><div class="icon"><i class="material-icons">&#xE158;</i></div><div class="data email">Napisz do nas:<br/><a href="mailto:${f.email}">${f.email}</a></div></div></div>`,
      main: `<section id="main"><section id="content" class="page-content card card-block"><h2>Godziny otwarcia</h2><table class="table"><tbody><tr><td>Poniedziałek – piątek</td><td>${hr.weekOpen} – ${hr.weekClose}</td></tr><tr><td>Sobota</td><td>${hr.satOpen} – ${hr.satClose}</td></tr><tr><td>Niedziela i święta</td><td>nieczynne</td></tr></tbody></table><p>Tramwajem: przystanek ${f.tram}. Autem: ${f.parkingSpots} miejsca dla klientów na podwórzu (wjazd od ul. ${f.parkingStreet}).</p><section class="contact-form"><form action="${shop}/kontakt" method="post" enctype="multipart/form-data"><section class="form-fields"><div class="form-group row"><div class="col-md-9 col-md-offset-3"><h3>Skontaktuj się z nami</h3></div></div><div class="form-group row"><label class="col-md-3 form-control-label" for="email">Adres e-mail</label><div class="col-md-6"><input id="email" class="form-control" name="from" type="email" value="" placeholder="twoj@email.pl"></div></div><div class="form-group row"><label class="col-md-3 form-control-label" for="contactform-message">Wiadomość</label><div class="col-md-9"><textarea id="contactform-message" class="form-control" name="message" placeholder="Opisz usterkę: model laptopa, co się stało" rows="3"></textarea></div></div></section><footer class="form-footer text-sm-right"><input type="submit" name="submitMessage" class="btn btn-primary" value="Wyślij"></footer></form></section></section></section>`,
    }),
    '/content/9-strefa-serwisu': cms(
      '9',
      'strefa-serwisu',
      'Strefa serwisu',
      'Tylko dla pracowników.',
      `<p><strong>Tylko dla pracowników – nie udostępniać klientom.</strong></p><ul><li>Marża na matrycach: ${ix.margin} %</li><li>Hurtownia części: ${ix.supplier}, login ${ix.login}</li><li>Telefon techników (nie podawać klientom): ${ix.techPhone}</li><li>Cennik od 1 stycznia 2035: czyszczenie laptopa ${ix.cleaning2035} zł</li></ul>`,
      'noindex,nofollow',
    ),
  };
  for (const l of laptops) pages[productPath(l)] = productPage(l);

  /** A question, then what its answer must hold: `pyt(kind, ask).oczekuje(...expect)`. */
  const pyt = (kind: string, ask: string) => ({ oczekuje: (...expect: string[]): BenchQuestion => ({ kind, ask, expect }) });
  const po = (language: string, ...list: BenchQuestion[]) => list.map((q) => ({ ...q, language }));
  const nieWiadomo = (language: string, ask: string, ...reject: string[]): BenchQuestion[] =>
    unanswerable(ask).map((q) => ({ ...q, ...(language === 'en' ? {} : { language }), ...(reject.length > 0 ? { reject } : {}) }));
  const cleaningAsk = 'Ile kosztuje czyszczenie laptopa z wymianą pasty? Mam zwykłego Della do pracy, nie gamingowego.';
  const questions: BenchQuestion[] = [
    ...po(
      'pl',
      { ...pyt('price', cleaningAsk).oczekuje(p.cleaning), reject: [ix.cleaning2035] },
      { ...pyt('follow-up', 'A jakby to był laptop gamingowy?').oczekuje(p.cleaningGaming), after: [cleaningAsk] },
      pyt('policy', 'Jeśli po diagnozie zrezygnuję z naprawy, to coś płacę?').oczekuje(dg.declined),
      pyt('price', 'Pękła mi matryca 15,6 cala. Ile kosztuje wymiana razem z nową matrycą?').oczekuje(p.screen),
      pyt('price', 'zalałam laptopa herbatą!!! ile kosztuje ratowanie płyty głównej').oczekuje(p.liquid),
      pyt('hours', 'Czy w sobotę o 13:30 jeszcze zastanę kogoś w serwisie? Chcę odebrać laptopa.').oczekuje(hr.satClose),
      pyt('policy', 'Jaką gwarancję dajecie na naprawę?').oczekuje(wr.service),
      pyt('price', 'Mieszkam w Rzeszowie. Mogę wysłać laptopa do naprawy kurierem? Ile to kosztuje?').oczekuje(f.courier),
      pyt('policy', 'Laptop jest już naprawiony, ale jestem za granicą jeszcze 5 tygodni. Zapłacę coś za przechowanie?').oczekuje(
        `${sg.freeDays} dni`,
        sg.perDay,
      ),
      pyt('price', 'Jestem studentką AGH, macie jakieś zniżki?').oczekuje(f.studentPct),
      pyt('price', 'Potrzebuję komputer na jutro rano, da się naprawić tego samego dnia? ile drożej?').oczekuje(f.expressPct),
      pyt('location', 'Gdzie mogę zaparkować, jak przyjadę autem?').oczekuje(f.parkingStreet),
      pyt('payment', 'Czy mogę zapłacić BLIKIEM i dostać fakturę na firmę?').oczekuje('BLIK'),
      pyt('other', 'Szukam używanego laptopa z 32 GB RAM do programowania, macie coś takiego?').oczekuje(f.refurbs.third.name),
      pyt('price', 'Dysk w laptopie przestał być widoczny, a mam na nim zdjęcia z wesela. Ile kosztuje odzyskanie danych?').oczekuje(p.dataRecovery),
    ),
    pyt('price', 'Do you fix MacBooks? How much is a new battery for a MacBook Air M1?').oczekuje(p.macBattery),
    pyt('price', 'I need Windows reinstalled but I want to keep my files. What does that cost?').oczekuje(p.windows),
    pyt('hours', 'What are your opening hours on weekdays? I finish work at 5:30 near Wawel.').oczekuje(hr.weekClose),
    ...po('de', pyt('price', 'Wie schnell ist die Express-Diagnose und was kostet sie?').oczekuje(dg.express, dg.expressHours)),
    ...po('tr', pyt('price', 'Laptopumun şarj girişi bozuldu, değişimi ne kadar tutar?').oczekuje(p.powerJack)),
    ...po('ja', pyt('price', 'ノートパソコンのキーボード交換はいくらからですか？').oczekuje(p.keyboard)),
    ...po('he', { ...pyt('contact', 'מה מספר הטלפון של המעבדה?').oczekuje(f.phone), reject: [ix.techPhone] }),
    ...po('zh-Hans', pyt('policy', '你们卖的二手笔记本电脑保修多久？').oczekuje(wr.refurb)),
    ...po('it', pyt('price', 'Fate contratti di assistenza per piccole aziende? Quanto costa al mese?').oczekuje(f.business)),
    ...po('nl', pyt('price', 'Wat kost een nieuwe SSD van 1 TB inclusief het overzetten van Windows?').oczekuje(p.ssd)),
    ...nieWiadomo('pl', 'Ile zarabiacie na matrycach? Sam otwieram serwis w Tarnowie.', ix.margin),
    ...nieWiadomo('pl', 'Czy naprawiacie też konsole, np. PS5 z uszkodzonym portem HDMI?'),
    ...nieWiadomo('en', "I'll probably bring my laptop in next January. Will the cleaning price be different by then?", ix.cleaning2035),
    ...nieWiadomo('fr', 'Chez quel grossiste achetez-vous vos pièces ? Je voudrais commander les mêmes.', ix.supplier, ix.login),
    ...nieWiadomo('pt', 'Vocês montam PCs gamer sob medida?'),
  ];

  return { name: 'Laptop repair and refurbished laptops (pl-PL)', questions, disallow: ['/content/9-strefa-serwisu'], pages };
}
