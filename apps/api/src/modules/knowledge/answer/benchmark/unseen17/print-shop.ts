/* eslint-disable max-lines -- a fixture site: every page of one business as one function of its facts, whose closures (WordPress and WooCommerce markup helpers, price tables) the pages share */
import type { BenchQuestion, BenchSite } from '../types';
import { unanswerable } from '../types';
import { askedIn, phoneLink } from '../unseen2/markup';
import type facts from './print-shop.facts.json';

/**
 * Unseen: a print and copy shop by a Madrid university district, WordPress with the Astra theme and
 * WooCommerce, in Spanish (`lang="es-ES"`, paths with a trailing slash): Astra's header with WordPress
 * `menu-item` classes and the cart icon, the Complianz cookie banner, a Yoast SEO JSON-LD graph on
 * every page and WooCommerce's Product JSON-LD (slashes escaped) on product pages; the shop as
 * WooCommerce product loops (`ul.products` of `li.product` with `woocommerce-Price-amount` spans,
 * "15,00&nbsp;€" in a `bdi`, price ranges for variable products, a sale price as `<del>`/`<ins>` with
 * screen-reader texts and the "¡Oferta!" badge, an "Agotado" badge on the product out of stock); the
 * business-card page as a variable product whose quantities are a `<select>` and whose prices sit in
 * the form's `data-product_variations` attribute, written out again in the description tab (the
 * "Información adicional" tab hidden); the per-copy price tiers, binding and posters as TablePress
 * tables; the thesis (TFG/TFM) deadlines and the pick-up and delivery terms as Gutenberg blocks. An
 * intranet page under /intranet/, which robots.txt disallows (the footer links to it), holds the
 * staff's pay, the paper supplier's account, the cost per copy and next year's prices that must never
 * be quoted.
 *
 * The facts the pages are written from, as written and mutated, are data in print-shop.facts.json.
 * A4 copies are priced per page by the number of copies of one job (`copies.tiers`): black and white
 * one side or both, colour. Spiral binding has two sizes split at `binding.spiralLimit` sheets; a hard
 * cover takes `binding.hardcoverHours` working hours, gold lettering extra. For the June thesis round,
 * hard covers ordered by `thesis.deadline` (`thesis.deadlineTime`) are ready on `thesis.pickup`. Online
 * orders paid before `sameDay.cutoff` on weekdays are ready the same day from `sameDay.ready`. Delivery:
 * Madrid city `delivery.madrid` € (free from `delivery.free` €), elsewhere `delivery.rest` €. Students
 * get `student` % off copies, printing and binding, not on offers, cards or large format. Today is
 * late May 2030.
 */
export type PrintShopFacts = typeof facts.original;

/** A question the site can answer: its kind, as a visitor types it, what the answer must contain. */
const said = (kind: string, ask: string, expect: string[], more: Partial<BenchQuestion> = {}): BenchQuestion => ({ kind, ask, expect, ...more });

interface Product {
  id: number;
  slug: string;
  name: string;
  category: [string, string];
  price: string;
  /** The regular price of a product on sale. */
  was?: string;
  /** The top of a variable product's price range. */
  max?: string;
  soldOut?: boolean;
}

export function printShop(f: PrintShopFacts): BenchSite {
  const { hours: hr, sameDay, copies: cp, binding: bd, thesis: th, posters: ps, cards, flyers, delivery: dl, internal: ix } = f;
  const [weekFrom = '', weekTo = ''] = hr.week;
  const [satFrom = '', satTo = ''] = hr.sat;
  const [augFrom = '', augTo = ''] = hr.august;
  const tel = phoneLink('34');
  const site = `https://${f.domain}.example`;
  const uploads = `${site}/wp-content/uploads/2029/09`;
  const dayOf = (date: string) => date.split(' ').slice(1).join(' ');
  /** WooCommerce's price: always two decimals, a comma, a non-breaking space and the euro sign. */
  const money = (amount: string) => (amount.includes(',') ? amount : `${amount},00`);
  const decimal = (amount: string) => money(amount).replace(',', '.');
  const amount = (value: string) =>
    `<span class="woocommerce-Price-amount amount"><bdi>${money(value)}&nbsp;<span class="woocommerce-Price-currencySymbol">&euro;</span></bdi></span>`;
  const priceHtml = ({ price, was, max }: Product) => {
    if (was)
      return `<del aria-hidden="true">${amount(was)}</del> <span class="screen-reader-text">El precio original era: ${money(was)}&nbsp;&euro;.</span><ins aria-hidden="true">${amount(price)}</ins><span class="screen-reader-text">El precio actual es: ${money(price)}&nbsp;&euro;.</span>`;
    if (max)
      return `${amount(price)} <span aria-hidden="true">&ndash;</span> ${amount(max)}<span class="screen-reader-text">Rango de precios: ${money(price)}&nbsp;&euro; a ${money(max)}&nbsp;&euro;</span>`;
    return amount(price);
  };
  const productUrl = (product: Product) => `${site}/producto/${product.slug}/`;
  const productClasses = (product: Product) =>
    `product type-product post-${product.id} status-publish ${product.soldOut ? 'outofstock' : 'instock'} product_cat-${product.category[0]} has-post-thumbnail${product.was ? ' sale' : ''} taxable shipping-taxable purchasable product-type-${product.max ? 'variable' : 'simple'}`;

  const item = (id: number, slug: string, name: string, category: [string, string], price: string, more: Partial<Product> = {}): Product => ({
    id,
    slug,
    name,
    category,
    price,
    ...more,
  });
  const cardProduct = item(311, 'tarjetas-de-visita', 'Tarjetas de visita', ['tarjetas', 'Tarjetas'], cards.small, { max: cards.large });
  const flyerProduct = item(318, 'flyers-a5-1000', 'Flyers A5 (1000 uds)', ['publicidad', 'Publicidad'], flyers.now, { was: flyers.was });
  const packProduct = item(340, 'pack-tfg', 'Pack TFG / TFM', ['tfg-tfm', 'TFG y TFM'], th.pack);
  const tubeProduct = item(352, 'tubo-portaplanos', 'Tubo portaplanos', ['accesorios', 'Accesorios'], f.tube, { soldOut: true });
  const catalogue: Product[] = [
    cardProduct,
    flyerProduct,
    item(326, 'impresion-de-poster', 'Impresión de póster', ['gran-formato', 'Gran formato'], ps.a2, { max: ps.a0 }),
    item(329, 'roll-up-85x200', 'Roll-up 85 × 200 cm', ['gran-formato', 'Gran formato'], f.rollup),
    packProduct,
    item(344, 'encuadernacion-tapa-dura', 'Encuadernación tapa dura', ['tfg-tfm', 'TFG y TFM'], bd.hardcover),
    tubeProduct,
  ];
  const loopItem = (product: Product, i: number, columns: number) => {
    const url = productUrl(product);
    const button = product.max ? 'Seleccionar opciones' : product.soldOut ? 'Leer más' : 'Añadir al carrito';
    const position = i % columns === 0 ? ' first' : i % columns === columns - 1 ? ' last' : '';
    return `<li class="ast-col-sm-12 ast-article-post desktop-align-left tablet-align-left mobile-align-left ${productClasses(product).replace('status-publish', `status-publish${position}`)}"><div class="astra-shop-thumbnail-wrap"><a href="${url}" class="woocommerce-LoopProduct-link woocommerce-loop-product__link">${product.was ? '<span class="onsale">¡Oferta!</span>' : ''}<img width="300" height="300" src="${uploads}/${product.slug}-300x300.jpg" class="attachment-woocommerce_thumbnail size-woocommerce_thumbnail" alt="${product.name}" decoding="async" loading="lazy" /></a>${product.soldOut ? '<span class="ast-shop-product-out-of-stock">Agotado</span>' : ''}</div><div class="astra-shop-summary-wrap"><span class="ast-woo-product-category">${product.category[1]}</span><a href="${url}" class="ast-loop-product__link"><h2 class="woocommerce-loop-product__title">${product.name}</h2></a><span class="price">${priceHtml(product)}</span><a href="${product.max || product.soldOut ? url : `?add-to-cart=${product.id}`}" data-quantity="1" class="button product_type_${product.max ? 'variable' : 'simple'}${product.max || product.soldOut ? '' : ' add_to_cart_button ajax_add_to_cart'}" data-product_id="${product.id}" aria-label="${button}: &ldquo;${product.name}&rdquo;" rel="nofollow">${button}</a></div></li>`;
  };
  const loop = (products: Product[], columns = 4) =>
    `<div class="woocommerce columns-${columns}"><ul class="products columns-${columns}">${products.map((product, i) => loopItem(product, i, columns)).join('')}</ul></div>`;

  let tables = 0;
  /** A TablePress table: its name above, the header row, then striped rows. */
  const tablepress = (name: string, head: string[], rows: string[][]) => {
    const id = ++tables;
    const cells = (row: string[], cell: 'td' | 'th') => row.map((text, c) => `<${cell} class="column-${c + 1}">${text}</${cell}>`).join('');
    return `<h2 id="tablepress-${id}-name" class="tablepress-table-name tablepress-table-name-id-${id}">${name}</h2><table id="tablepress-${id}" class="tablepress tablepress-id-${id}" aria-labelledby="tablepress-${id}-name"><thead><tr class="row-1">${cells(head, 'th')}</tr></thead><tbody class="row-striping row-hover">${rows.map((row, r) => `<tr class="row-${r + 2}">${cells(row, 'td')}</tr>`).join('')}</tbody></table>`;
  };
  const eur = (value: string) => `${value}&nbsp;€`;
  const group = (...blocks: string[]) => `<div class="wp-block-group is-layout-constrained wp-block-group-is-layout-constrained">${blocks.join('')}</div>`;
  const para = (html: string) => `<p>${html}</p>`;
  const list = (items: string[]) => `<ul class="wp-block-list">${items.map((item) => `<li>${item}</li>`).join('')}</ul>`;
  const h2 = (text: string) => `<h2 class="wp-block-heading">${text}</h2>`;

  const menu: [string, string][] = [
    ['/', 'Inicio'],
    ['/fotocopias-e-impresion/', 'Fotocopias e impresión'],
    ['/tfg-tfm/', 'TFG y TFM'],
    ['/gran-formato/', 'Gran formato'],
    ['/tienda/', 'Tienda'],
    ['/envios-y-recogida/', 'Envíos y recogida'],
    ['/contacto/', 'Contacto'],
  ];
  const header = (path: string) =>
    `<header class="site-header header-main-layout-1 ast-primary-menu-enabled ast-logo-title-inline ast-builder-menu-toggle-icon ast-mobile-header-inline" id="masthead" itemtype="https://schema.org/WPHeader" itemscope="itemscope" itemid="#masthead"><div class="ast-main-header-wrap main-header-bar-wrap"><div class="ast-primary-header-bar ast-primary-header main-header-bar site-header-focus-item"><div class="site-primary-header-wrap ast-builder-grid-row-container site-header-focus-item ast-container"><div class="site-branding ast-site-identity" itemtype="https://schema.org/Organization" itemscope="itemscope"><span class="site-logo-img"><a href="${site}/" class="custom-logo-link" rel="home"><img width="180" height="60" src="${uploads}/logo-${f.domain}.png" class="custom-logo" alt="${f.brand}" decoding="async" /></a></span></div><div class="ast-builder-menu-1 ast-builder-menu ast-flex ast-builder-menu-1-focus-item ast-builder-layout-element site-header-focus-item" data-section="section-hb-menu-1"><div class="ast-main-header-bar-alignment"><div class="main-header-bar-navigation"><nav class="site-navigation ast-flex-grow-1 navigation-accessibility site-header-focus-item" id="primary-site-navigation-desktop" aria-label="Navegación del sitio" itemtype="https://schema.org/SiteNavigationElement" itemscope="itemscope"><div class="main-navigation ast-inline-flex"><ul id="ast-hf-menu-1" class="main-header-menu ast-menu-shadow ast-nav-menu ast-flex submenu-with-border stack-on-mobile">${menu
      .map(([href, label], i) => {
        const on = href === path ? ' current-menu-item page_item current_page_item' : '';
        return `<li id="menu-item-${21 + i}" class="menu-item menu-item-type-post_type menu-item-object-page${on} menu-item-${21 + i}"><a href="${site}${href}"${on ? ' aria-current="page"' : ''} class="menu-link">${label}</a></li>`;
      })
      .join(
        '',
      )}</ul></div></nav></div></div></div><div class="ast-builder-layout-element site-header-focus-item ast-header-woo-cart" data-section="section-header-woo-cart"><div class="ast-site-header-cart ast-menu-cart-with-border"><div class="ast-site-header-cart-li"><a href="${site}/carrito/" class="cart-container ast-cart-desktop-position-left" aria-label="Ver carrito de compras"><div class="ast-cart-menu-wrap"><span class="count">0</span></div></a></div></div></div><button data-index="0" class="menu-toggle main-header-menu-toggle ast-mobile-menu-trigger-minimal" aria-expanded="false" aria-label="Menú principal"><span class="mobile-menu-toggle-icon"><span aria-hidden="true" class="ahfb-svg-iconset ast-inline-flex svg-baseline"><svg class="ast-mobile-svg ast-menu-svg" fill="currentColor" version="1.1" xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24"><path d="M3 13h18c0.552 0 1-0.448 1-1s-0.448-1-1-1h-18c-0.552 0-1 0.448-1 1s0.448 1 1 1zM3 7h18c0.552 0 1-0.448 1-1s-0.448-1-1-1h-18c-0.552 0-1 0.448-1 1s0.448 1 1 1zM3 19h18c0.552 0 1-0.448 1-1s-0.448-1-1-1h-18c-0.552 0-1 0.448-1 1s0.448 1 1 1z"></path></svg></span></span></button></div></div></div></header>`;
  const hoursLines = [
    `Lunes a viernes: ${weekFrom}–${weekTo}`,
    `Sábados: ${satFrom}–${satTo}`,
    'Domingos y festivos: cerrado',
    `Agosto: lunes a viernes ${augFrom}–${augTo}, sábados cerrado`,
  ];
  const footer = `<footer class="site-footer" id="colophon" itemtype="https://schema.org/WPFooter" itemscope="itemscope" itemid="#colophon"><div class="site-primary-footer-wrap ast-builder-grid-row-container site-footer-focus-item ast-builder-grid-row-3-equal ast-builder-grid-row-tablet-3-equal ast-builder-grid-row-mobile-full ast-footer-row-stack ast-footer-row-tablet-stack ast-footer-row-mobile-stack" data-section="section-primary-footer-builder"><div class="ast-builder-grid-row-container-inner"><div class="ast-builder-footer-grid-columns site-primary-footer-inner-wrap ast-builder-grid-row"><div class="site-footer-primary-section-1 site-footer-section site-footer-section-1"><aside class="footer-widget-area widget-area site-footer-focus-item footer-widget-area-inner" data-section="sidebar-widgets-footer-widget-1" aria-label="Footer Widget 1"><section id="block-9" class="widget widget_block"><p><strong>${f.brand}</strong><br>${f.street}<br>${f.postcode} Madrid</p></section></aside></div><div class="site-footer-primary-section-2 site-footer-section site-footer-section-2"><aside class="footer-widget-area widget-area site-footer-focus-item footer-widget-area-inner" data-section="sidebar-widgets-footer-widget-2" aria-label="Footer Widget 2"><section id="block-10" class="widget widget_block"><p><strong>Horario</strong><br>${hoursLines.join('<br>')}</p></section></aside></div><div class="site-footer-primary-section-3 site-footer-section site-footer-section-3"><aside class="footer-widget-area widget-area site-footer-focus-item footer-widget-area-inner" data-section="sidebar-widgets-footer-widget-3" aria-label="Footer Widget 3"><section id="block-11" class="widget widget_block"><p>Tel. <a href="tel:${tel(f.phone)}">${f.phone}</a><br>WhatsApp ${f.whatsapp}<br><a href="mailto:${f.email}">${f.email}</a></p><p><a href="${site}/aviso-legal/">Aviso legal y cookies</a> · <a href="${site}/intranet/tarifas-proveedores/">Intranet</a></p></section></aside></div></div></div></div><div class="site-below-footer-wrap ast-builder-grid-row-container site-footer-focus-item ast-builder-grid-row-full ast-builder-grid-row-tablet-full ast-builder-grid-row-mobile-full ast-footer-row-stack ast-footer-row-tablet-stack ast-footer-row-mobile-stack" data-section="section-below-footer-builder"><div class="ast-builder-grid-row-container-inner"><div class="ast-footer-copyright"><p>Copyright &copy; 2030 ${f.legal} | Funciona gracias a Astra WordPress Theme</p></div></div></div></footer>`;
  const complianz = `<div id="cmplz-cookiebanner-container"><div class="cmplz-cookiebanner cmplz-hidden banner-1 bottom-right-view-preferences optin cmplz-bottom-right cmplz-categories-type-view-preferences" aria-modal="true" data-nosnippet="true" role="dialog" aria-live="polite" aria-labelledby="cmplz-header-1-optin" aria-describedby="cmplz-message-1-optin"><div class="cmplz-header"><div class="cmplz-logo"></div><div class="cmplz-title" id="cmplz-header-1-optin">Gestionar el consentimiento de las cookies</div><div class="cmplz-close" tabindex="0" role="button" aria-label="Cerrar ventana"><svg aria-hidden="true" focusable="false" role="img" xmlns="http://www.w3.org/2000/svg" viewBox="0 0 352 512" height="18"><path fill="#000000" d="M242.72 256l100.07-100.07c12.28-12.28 12.28-32.19 0-44.48l-22.24-22.24c-12.28-12.28-32.19-12.28-44.48 0L176 189.28 75.93 89.21c-12.28-12.28-32.19-12.28-44.48 0L9.21 111.45c-12.28 12.28-12.28 32.19 0 44.48L109.28 256 9.21 356.07c-12.28 12.28-12.28 32.19 0 44.48l22.24 22.24c12.28 12.28 32.2 12.28 44.48 0L176 322.72l100.07 100.07c12.28 12.28 32.2 12.28 44.48 0l22.24-22.24c12.28-12.28 12.28-32.19 0-44.48L242.72 256z"></path></svg></div></div><div class="cmplz-divider cmplz-divider-header"></div><div class="cmplz-body"><div class="cmplz-message" id="cmplz-message-1-optin">Para ofrecer las mejores experiencias, utilizamos tecnologías como las cookies para almacenar y/o acceder a la información del dispositivo. El consentimiento de estas tecnologías nos permitirá procesar datos como el comportamiento de navegación. No consentir o retirar el consentimiento, puede afectar negativamente a ciertas características y funciones.</div></div><div class="cmplz-buttons"><button class="cmplz-btn cmplz-accept">Aceptar</button><button class="cmplz-btn cmplz-deny">Denegar</button><button class="cmplz-btn cmplz-view-preferences">Ver preferencias</button></div><div class="cmplz-links cmplz-documents"><ul><li><a class="cmplz-link cookie-statement" href="${site}/aviso-legal/" data-relative_url="#cmplz-cookies-overview">Política de cookies</a></li></ul></div></div></div>`;
  /** Yoast SEO's graph: the page, its breadcrumb trail, the site and the company behind it. */
  const yoast = (path: string, title: string) => {
    const url = `${site}${path}`;
    const trail = [
      { '@type': 'ListItem', position: 1, name: 'Inicio', item: `${site}/` },
      ...(path === '/' ? [] : [{ '@type': 'ListItem', position: 2, name: title }]),
    ];
    const graph = [
      {
        '@type': 'WebPage',
        '@id': url,
        url,
        name: `${title} - ${f.brand}`,
        isPartOf: { '@id': `${site}/#website` },
        breadcrumb: { '@id': `${url}#breadcrumb` },
        inLanguage: 'es',
      },
      { '@type': 'BreadcrumbList', '@id': `${url}#breadcrumb`, itemListElement: trail },
      { '@type': 'WebSite', '@id': `${site}/#website`, url: `${site}/`, name: f.brand, description: 'Copistería e imprenta rápida', inLanguage: 'es' },
    ];
    return `<script type="application/ld+json" class="yoast-schema-graph">${JSON.stringify({ '@context': 'https://schema.org', '@graph': graph })}</script>`;
  };
  /** WooCommerce's own Product markup, slashes escaped as wp_json_encode writes them. */
  const productLd = (product: Product, description: string) => {
    const offer = product.max
      ? {
          '@type': 'AggregateOffer',
          lowPrice: decimal(product.price),
          highPrice: decimal(product.max),
          offerCount: 3,
          priceCurrency: 'EUR',
          availability: 'http://schema.org/InStock',
        }
      : {
          '@type': 'Offer',
          price: decimal(product.price),
          priceCurrency: 'EUR',
          availability: `http://schema.org/${product.soldOut ? 'OutOfStock' : 'InStock'}`,
        };
    const data = {
      '@context': 'https://schema.org/',
      '@type': 'Product',
      '@id': `${productUrl(product)}#product`,
      name: product.name,
      url: productUrl(product),
      description,
      sku: `${product.category[0].slice(0, 3).toUpperCase()}-${product.id}`,
      offers: [offer],
    };
    return `<script type="application/ld+json">${JSON.stringify(data).replace(/\//g, '\\/')}</script>`;
  };

  const doc = (path: string, title: string, postId: number, content: string, head = '') => `<!DOCTYPE html>
<html lang="es-ES">
<head><meta charset="UTF-8"><meta name="viewport" content="width=device-width, initial-scale=1"><link rel="profile" href="https://gmpg.org/xfn/11">${head || "<meta name='robots' content='index, follow, max-image-preview:large, max-snippet:-1, max-video-preview:-1' />"}
<!-- This site is optimized with the Yoast SEO plugin v22.4 - https://yoast.com/wordpress/plugins/seo/ -->
<title>${title} - ${f.brand}</title>
<meta name="description" content="Copistería en ${f.area}, Madrid: fotocopias, impresión de TFG y TFM, tarjetas de visita y pósters." />
<link rel="canonical" href="${site}${path}" /><meta property="og:locale" content="es_ES" /><meta property="og:type" content="website" /><meta property="og:title" content="${title} - ${f.brand}" /><meta property="og:site_name" content="${f.brand}" />
${yoast(path, title)}
<!-- / Yoast SEO plugin. -->
<link rel='stylesheet' id='astra-theme-css-css' href='${site}/wp-content/themes/astra/assets/css/minified/main.min.css?ver=4.6.4' media='all' />
<link rel='stylesheet' id='woocommerce-general-css' href='${site}/wp-content/themes/astra/assets/css/minified/compatibility/woocommerce/woocommerce.min.css?ver=4.6.4' media='all' />
<link rel='stylesheet' id='tablepress-default-css' href='${site}/wp-content/plugins/tablepress/css/build/default.css?ver=2.3' media='all' />
<link rel='stylesheet' id='cmplz-general-css' href='${site}/wp-content/plugins/complianz-gdpr/assets/css/cookieblocker.min.css?ver=1712049711' media='all' />
<script src="${site}/wp-includes/js/jquery/jquery.min.js?ver=3.7.1" id="jquery-core-js"></script>
<noscript><style>.woocommerce-product-gallery{ opacity: 1 !important; }</style></noscript>
</head>
<body itemtype='https://schema.org/WebPage' itemscope='itemscope' class="${path.startsWith('/producto/') ? 'product-template-default single single-product' : 'page-template-default page'} postid-${postId} theme-astra woocommerce woocommerce-page woocommerce-no-js ast-desktop ast-plain-container ast-no-sidebar astra-4.6.4 ast-header-custom-item-inside ast-full-width-primary-header ast-inherit-site-logo-transparent ast-hfb-header">
<a class="skip-link screen-reader-text" href="#content" title="Ir al contenido">Ir al contenido</a>
<div class="hfeed site" id="page">
${header(path)}
<div id="content" class="site-content"><div class="ast-container"><div id="primary" class="content-area primary"><main id="main" class="site-main">
${content}
</main></div></div></div>
${footer}
</div>
${complianz}
<script id="wc-add-to-cart-js-extra">var wc_add_to_cart_params = {"ajax_url":"\\/wp-admin\\/admin-ajax.php","wc_ajax_url":"\\/?wc-ajax=%%endpoint%%","i18n_view_cart":"Ver carrito","cart_url":"${site.replace(/\//g, '\\/')}\\/carrito\\/","is_cart":"","cart_redirect_after_add":"no"};</script>
<script src="${site}/wp-content/plugins/woocommerce/assets/js/frontend/add-to-cart.min.js?ver=8.7.0" id="wc-add-to-cart-js" defer data-wp-strategy="defer"></script>
</body>
</html>`;
  const article = (postId: number, title: string, blocks: string) =>
    `<article class="post-${postId} page type-page status-publish ast-article-single" id="post-${postId}" itemtype="https://schema.org/CreativeWork" itemscope="itemscope"><header class="entry-header ast-no-thumbnail"><h1 class="entry-title" itemprop="headline">${title}</h1></header><div class="entry-content clear" itemprop="text">${blocks}</div></article>`;
  const page = (path: string, title: string, postId: number, blocks: string, head = '') => doc(path, title, postId, article(postId, title, blocks), head);

  const cardRows: [string, string][] = [
    ['100 uds', cards.small],
    ['250 uds', cards.medium],
    ['500 uds', cards.large],
  ];
  const variations = cardRows.map(([label, price], i) => ({
    attributes: { attribute_pa_cantidad: label.replace(' ', '-') },
    availability_html: '',
    backorders_allowed: false,
    display_price: Number(decimal(price)),
    display_regular_price: Number(decimal(price)),
    is_in_stock: true,
    price_html: `<span class="price">${amount(price)}</span>`,
    sku: `TV-350-${label.split(' ')[0]}`,
    variation_id: 312 + i,
    variation_is_active: true,
    variation_is_visible: true,
  }));
  const escapeAttr = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  const productPage = (product: Product, short: string, form: string, description: string, extraTab = '') =>
    `<div class="woocommerce-notices-wrapper"></div><nav class="woocommerce-breadcrumb" aria-label="Breadcrumb"><a href="${site}">Inicio</a>&nbsp;&#47;&nbsp;<a href="${site}/categoria-producto/${product.category[0]}/">${product.category[1]}</a>&nbsp;&#47;&nbsp;${product.name}</nav><div id="product-${product.id}" class="ast-article-single ast-woo-product-no-review desktop-align-left ${productClasses(product)}"><div class="woocommerce-product-gallery woocommerce-product-gallery--with-images woocommerce-product-gallery--columns-4 images" data-columns="4"><div class="woocommerce-product-gallery__wrapper"><div data-thumb="${uploads}/${product.slug}-100x100.jpg" class="woocommerce-product-gallery__image"><a href="${uploads}/${product.slug}.jpg"><img width="600" height="600" src="${uploads}/${product.slug}-600x600.jpg" class="wp-post-image" alt="${product.name}" decoding="async" /></a></div></div></div><div class="summary entry-summary"><span class="single-product-category"><a href="${site}/categoria-producto/${product.category[0]}/" rel="tag">${product.category[1]}</a></span><h1 class="product_title entry-title">${product.name}</h1><p class="price">${priceHtml(product)}</p><div class="woocommerce-product-details__short-description">${para(short)}</div>${form}<div class="product_meta"><span class="posted_in">Categoría: <a href="${site}/categoria-producto/${product.category[0]}/" rel="tag">${product.category[1]}</a></span></div></div><div class="woocommerce-tabs wc-tabs-wrapper"><ul class="tabs wc-tabs" role="tablist"><li class="description_tab active" id="tab-title-description" role="tab" aria-controls="tab-description"><a href="#tab-description">Descripción</a></li>${extraTab ? '<li class="additional_information_tab" id="tab-title-additional_information" role="tab" aria-controls="tab-additional_information"><a href="#tab-additional_information">Información adicional</a></li>' : ''}</ul><div class="woocommerce-Tabs-panel woocommerce-Tabs-panel--description panel entry-content wc-tab" id="tab-description" role="tabpanel" aria-labelledby="tab-title-description"><h2>Descripción</h2>${description}</div>${extraTab ? `<div class="woocommerce-Tabs-panel woocommerce-Tabs-panel--additional_information panel entry-content wc-tab" id="tab-additional_information" role="tabpanel" aria-labelledby="tab-title-additional_information" style="display: none;"><h2>Información adicional</h2>${extraTab}</div>` : ''}</div></div>`;
  const cardForm = `<form class="variations_form cart" action="${productUrl(cardProduct)}" method="post" enctype="multipart/form-data" data-product_id="${cardProduct.id}" data-product_variations="${escapeAttr(JSON.stringify(variations))}"><table class="variations" cellspacing="0" role="presentation"><tbody><tr><th class="label"><label for="pa_cantidad">Cantidad</label></th><td class="value"><select id="pa_cantidad" class="" name="attribute_pa_cantidad" data-attribute_name="attribute_pa_cantidad" data-show_option_none="yes"><option value="">Elige una opción</option>${cardRows.map(([label]) => `<option value="${label.replace(' ', '-')}" class="attached enabled">${label}</option>`).join('')}</select><a class="reset_variations" href="#" style="visibility: hidden;">Limpiar</a></td></tr></tbody></table><div class="single_variation_wrap"><div class="woocommerce-variation single_variation"></div><div class="woocommerce-variation-add-to-cart variations_button"><div class="quantity"><label class="screen-reader-text" for="quantity_66a1f">Tarjetas de visita cantidad</label><input type="number" id="quantity_66a1f" class="input-text qty text" name="quantity" value="1" aria-label="Cantidad de productos" size="4" min="1" max="" step="1" placeholder="" inputmode="numeric" autocomplete="off" /></div><button type="submit" class="single_add_to_cart_button button alt disabled wc-variation-selection-needed">Añadir al carrito</button><input type="hidden" name="add-to-cart" value="${cardProduct.id}" /><input type="hidden" name="product_id" value="${cardProduct.id}" /><input type="hidden" name="variation_id" class="variation_id" value="0" /></div></div></form>`;
  const simpleForm = (product: Product) =>
    `<form class="cart" action="${productUrl(product)}" method="post" enctype="multipart/form-data"><div class="quantity"><label class="screen-reader-text" for="quantity_${product.id}">${product.name} cantidad</label><input type="number" id="quantity_${product.id}" class="input-text qty text" name="quantity" value="1" aria-label="Cantidad de productos" size="4" min="1" max="" step="1" placeholder="" inputmode="numeric" autocomplete="off" /></div><button type="submit" name="add-to-cart" value="${product.id}" class="single_add_to_cart_button button alt">Añadir al carrito</button></form>`;

  const es = askedIn('es');
  const notesAsk = 'Hola! Tengo que imprimir unos apuntes, son 180 páginas en blanco y negro a una cara. ¿A cuánto sale cada copia?';
  const questions: BenchQuestion[] = [
    es(said('price', notesAsk, [cp.bw[1]!], { reject: [ix.bw, ix.costBw] })),
    es(said('follow-up', '¿y si las hago en color?', [cp.colour[1]!], { after: [notesAsk] })),
    es(said('follow-up', 'Vale, ¿y encuadernarlo en espiral cuánto sería?', [bd.spiralLarge], { after: [notesAsk], reject: [bd.spiralSmall] })),
    es(
      said('date', 'Tengo que entregar el TFM en secretaría el 24 de junio y lo quiero con tapa dura. ¿Cuál es el último día para encargarlo?', [
        dayOf(th.deadline),
      ]),
    ),
    es(said('price', '¿Cuánto cuesta la tapa dura para el TFG con el título en letras doradas?', [bd.hardcover, bd.gold], { reject: [ix.hardcover] })),
    es(said('hours', 'Si hago el pedido online a las 2 de la tarde, ¿lo puedo recoger hoy mismo?', [sameDay.cutoff])),
    es(said('hours', '¿Abrís los sábados por la tarde? Salgo de trabajar a las 15:00.', [satTo])),
    es(said('price', '¿Cuánto cuestan 250 tarjetas de visita?', [cards.medium], { reject: [cards.large] })),
    es(said('price', 'Tengo un congreso la semana que viene, ¿cuánto cuesta imprimir el póster en A1?', [ps.a1], { reject: [ps.a0] })),
    es(said('price', 'ola, nesesito imprimir 40 paginas a color, cuanto seria??', [cp.colour[0]!])),
    es(said('price', '¿Hacéis envíos a Alcalá de Henares? ¿Cuánto cuesta?', [dl.rest])),
    es(said('price', 'Vi que los flyers A5 estaban de oferta, ¿a cuánto están los 1000?', [flyers.now])),
    said('price', "I'm an Erasmus student and need my conference poster printed in A0. How much is that?", [ps.a0]),
    said('policy', 'Do you deliver within Madrid, and from what order amount is delivery free?', [dl.free]),
    said('price', "What's in the TFG pack and how much does it cost?", [th.pack]),
    said('discount', "Is there a student discount? I'm at the Complutense.", [f.student]),
    said('price', 'I need about 600 business cards. Is 500 the biggest pack you sell, and how much is it?', [cards.large]),
    askedIn('de')(
      said('comparison', 'Meine Hausarbeit hat 80 Blatt. Was ist günstiger, Spiralbindung oder Klebebindung?', [bd.spiralSmall, bd.thermal], {
        reject: [bd.spiralLarge],
      }),
    ),
    askedIn('fr')(said('price', 'Combien coûte une photocopie couleur en A3 ?', [cp.a3colour])),
    askedIn('it')(said('price', 'Quanto costa la rilegatura termica?', [bd.thermal])),
    askedIn('pt')(said('contact', 'Qual é o número de WhatsApp da loja? Queria mandar o ficheiro.', [f.whatsapp])),
    askedIn('ar')(said('price', 'كم سعر طباعة ملصق بحجم A2؟', [ps.a2])),
    askedIn('he')(said('hours', 'מה שעות הפתיחה שלכם באוגוסט?', [augTo])),
    askedIn('ja')(said('price', '名刺を100枚作るといくらですか？', [cards.small], { reject: [cards.medium] })),
    askedIn('zh-Hans')(said('location', '你们店在哪里？离哪个地铁站近？', [f.metro])),
    ...unanswerable('¿Vais a subir los precios el curso que viene? Quiero saber si me compensa imprimir todo ya.').map((q) => ({
      ...es(q),
      reject: [ix.bw, ix.hardcover],
    })),
    ...unanswerable('Trabajo en otra copistería: ¿a qué proveedor le compráis el papel?').map((q) => ({ ...es(q), reject: [ix.supplier, ix.code] })),
    ...unanswerable('Are you hiring? What do you pay per hour?').map((q) => ({ ...q, reject: [ix.pay] })),
    ...unanswerable('Fate anche stampa su magliette?').map(askedIn('it')),
    ...unanswerable('3Dプリントのサービスはありますか？').map(askedIn('ja')),
  ];

  const copyRows = cp.tiers.map((tier, i) => [tier, eur(cp.bw[i] ?? ''), eur(cp.bwDuplex[i] ?? ''), eur(cp.colour[i] ?? '')]);
  const spiralFrom = String(Number(bd.spiralLimit) + 1);
  const pages: Record<string, string> = {
    '/': page(
      '/',
      'Copistería e imprenta rápida',
      7,
      group(
        `<h2 class="wp-block-heading has-text-align-center">Copias, TFG, tarjetas y pósters en ${f.area}</h2>`,
        para(`A un paso del metro ${f.metro} (líneas ${f.lines}). Envíanos tu archivo por la tienda online, por e-mail o por WhatsApp y lo recoges impreso.`),
        `<div class="wp-block-buttons is-layout-flex"><div class="wp-block-button"><a class="wp-block-button__link wp-element-button" href="${site}/tienda/">Ir a la tienda</a></div><div class="wp-block-button is-style-outline"><a class="wp-block-button__link wp-element-button" href="${site}/fotocopias-e-impresion/">Ver precios de copias</a></div></div>`,
      ) +
        h2('Lo más pedido') +
        loop([cardProduct, flyerProduct, packProduct, tubeProduct]) +
        group(h2('Horario'), list(hoursLines)),
    ),
    '/tienda/': doc(
      '/tienda/',
      'Tienda',
      9,
      `<div class="ast-woocommerce-container"><header class="woocommerce-products-header"><h1 class="woocommerce-products-header__title page-title">Tienda</h1></header><div class="woocommerce-notices-wrapper"></div><p class="woocommerce-result-count">Mostrando los ${catalogue.length} resultados</p><form class="woocommerce-ordering" method="get"><select name="orderby" class="orderby" aria-label="Pedido de la tienda"><option value="menu_order" selected='selected'>Orden predeterminado</option><option value="price">Ordenar por precio: bajo a alto</option><option value="price-desc">Ordenar por precio: alto a bajo</option></select><input type="hidden" name="paged" value="1" /></form>${loop(catalogue)}</div>`,
    ),
    '/producto/tarjetas-de-visita/': doc(
      '/producto/tarjetas-de-visita/',
      'Tarjetas de visita',
      cardProduct.id,
      productPage(
        cardProduct,
        'Papel estucado mate de 350 g, impresión a todo color por las dos caras, esquinas rectas.',
        cardForm,
        para('Envíanos tu diseño en PDF con 2 mm de sangrado o elige una de nuestras plantillas. Listas en 3 días laborables.') +
          tablepress(
            'Precios de tarjetas de visita',
            ['Cantidad', 'Precio'],
            cardRows.map(([label, price]) => [label, eur(money(price))]),
          ),
        `<table class="woocommerce-product-attributes shop_attributes" aria-label="Detalles del producto"><tr class="woocommerce-product-attributes-item woocommerce-product-attributes-item--attribute_pa_cantidad"><th class="woocommerce-product-attributes-item__label" scope="row">Cantidad</th><td class="woocommerce-product-attributes-item__value"><p>${cardRows.map(([label]) => label).join(', ')}</p></td></tr></table>`,
      ) + productLd(cardProduct, 'Tarjetas de visita en papel de 350 g a todo color.'),
    ),
    '/producto/pack-tfg/': doc(
      '/producto/pack-tfg/',
      'Pack TFG / TFM',
      packProduct.id,
      productPage(
        packProduct,
        `Impresión y ${th.packCopies} ejemplares encuadernados en tapa dura con letras doradas en portada y lomo.`,
        simpleForm(packProduct),
        para(
          `Incluye la impresión de hasta 150 páginas en blanco y negro y 20 en color, ${th.packCopies} ejemplares en tapa dura (negro, azul marino o granate) y la estampación en dorado. Sube el PDF definitivo al hacer el pedido.`,
        ) +
          para(
            `Plazo: ${bd.hardcoverHours} horas laborables desde que recibimos el archivo. En junio consulta las fechas de la convocatoria en la página TFG y TFM.`,
          ),
      ) + productLd(packProduct, 'Impresión y encuadernación en tapa dura de TFG y TFM.'),
    ),
    '/fotocopias-e-impresion/': page(
      '/fotocopias-e-impresion/',
      'Fotocopias e impresión',
      11,
      para('Precio por página (A4, papel de 80 g) según el número de copias del mismo trabajo. IVA incluido.') +
        tablepress('Fotocopias e impresión A4', ['Copias', 'B/N una cara', 'B/N doble cara', 'Color'], copyRows) +
        tablepress(
          'A3',
          ['Formato', 'Precio por página'],
          [
            ['A3 blanco y negro', eur(cp.a3bw)],
            ['A3 color', eur(cp.a3colour)],
          ],
        ) +
        tablepress(
          'Encuadernación',
          ['Tipo', 'Precio'],
          [
            [`Espiral hasta ${bd.spiralLimit} hojas`, eur(bd.spiralSmall)],
            [`Espiral de ${spiralFrom} a 300 hojas`, eur(bd.spiralLarge)],
            ['Térmica (hasta 150 hojas)', eur(bd.thermal)],
            ['Tapa dura', eur(money(bd.hardcover))],
          ],
        ) +
        group(
          h2('Descuento para estudiantes'),
          para(
            `Enseña tu carné universitario y tienes un <strong>${f.student} % de descuento</strong> en fotocopias, impresión y encuadernación. No se acumula con otras ofertas y no se aplica a tarjetas de visita ni a gran formato.`,
          ),
        ),
    ),
    '/tfg-tfm/': page(
      '/tfg-tfm/',
      'Impresión de TFG y TFM',
      13,
      para('Imprimimos y encuadernamos tu trabajo de fin de grado o de máster, listo para entregar en secretaría.') +
        list([
          `Tapa dura: ${eur(money(bd.hardcover))} por ejemplar (negro, azul marino o granate).`,
          `Título y autor en dorado en portada y lomo: +${eur(bd.gold)} por ejemplar.`,
          `Plazo de la tapa dura: ${bd.hardcoverHours} horas laborables.`,
          `Espiral o térmica para los borradores: desde ${eur(bd.spiralSmall)}.`,
          `Pack TFG / TFM con ${th.packCopies} ejemplares: ${eur(money(th.pack))}.`,
        ]) +
        group(
          h2('Convocatoria de junio'),
          para(
            `En junio se nos acumulan las tapas duras. Para tenerlas listas el <strong>${th.pickup}</strong>, haz tu pedido como muy tarde el <strong>${th.deadline} a las ${th.deadlineTime}</strong>. Los pedidos posteriores salen por orden de llegada, sin fecha garantizada antes de la convocatoria.`,
          ),
        ) +
        para(`Revisa el PDF antes de enviarlo: una vez encuadernado no podemos cambiar páginas.`),
    ),
    '/gran-formato/': page(
      '/gran-formato/',
      'Gran formato y pósters',
      15,
      para(`Pósters para congresos, planos y carteles en papel de 180 g. Impresión en el día si nos llega el archivo antes de las ${sameDay.cutoff}.`) +
        tablepress(
          'Pósters',
          ['Tamaño', 'Precio'],
          [
            ['A2 (42 × 59,4 cm)', eur(money(ps.a2))],
            ['A1 (59,4 × 84,1 cm)', eur(money(ps.a1))],
            ['A0 (84,1 × 118,9 cm)', eur(money(ps.a0))],
          ],
        ) +
        para(`Papel fotográfico satinado: +${ps.photo} % sobre el precio del póster. Roll-up de 85 × 200 cm con estructura y bolsa: ${eur(money(f.rollup))}.`),
    ),
    '/envios-y-recogida/': page(
      '/envios-y-recogida/',
      'Envíos y recogida',
      17,
      group(
        h2('Recogida en tienda'),
        para(
          `Gratis. Los pedidos online pagados antes de las <strong>${sameDay.cutoff}</strong> (de lunes a viernes) se recogen el mismo día a partir de las ${sameDay.ready}. Los que lleguen después, al día laborable siguiente. Te avisamos por e-mail.`,
        ),
      ) +
        group(
          h2('Envío a domicilio'),
          list([
            `Madrid capital (24–48 h): ${eur(dl.madrid)}, gratis en pedidos a partir de ${eur(dl.free)}.`,
            `Resto de la Comunidad de Madrid y península: ${eur(dl.rest)}.`,
            `Mensajero urgente en el día, solo Madrid capital: ${eur(dl.courier)} (pedidos antes de las ${dl.courierBy}).`,
            'No enviamos a Baleares, Canarias, Ceuta ni Melilla.',
          ]),
        ),
    ),
    '/contacto/': page(
      '/contacto/',
      'Contacto',
      19,
      para(`${f.street}, ${f.postcode} Madrid (${f.area}). Metro ${f.metro}, líneas ${f.lines}.`) +
        para(
          `Teléfono <a href="tel:${tel(f.phone)}">${f.phone}</a> · WhatsApp <a href="https://wa.me/${tel(f.whatsapp).slice(1)}">${f.whatsapp}</a> · <a href="mailto:${f.email}">${f.email}</a>`,
        ) +
        group(h2('Horario'), list(hoursLines)) +
        `<div class="wpcf7 no-js" id="wpcf7-f52-p19-o1" lang="es-ES" dir="ltr"><form action="/contacto/#wpcf7-f52-p19-o1" method="post" class="wpcf7-form init" aria-label="Formulario de contacto" novalidate="novalidate" data-status="init"><p><label> Tu nombre<br /><span class="wpcf7-form-control-wrap" data-name="your-name"><input size="40" class="wpcf7-form-control wpcf7-text wpcf7-validates-as-required" aria-required="true" aria-invalid="false" value="" type="text" name="your-name" /></span></label></p><p><label> Tu correo electrónico<br /><span class="wpcf7-form-control-wrap" data-name="your-email"><input size="40" class="wpcf7-form-control wpcf7-email wpcf7-validates-as-required wpcf7-text wpcf7-validates-as-email" aria-required="true" aria-invalid="false" value="" type="email" name="your-email" /></span></label></p><p><label> Archivo (PDF, máx. 25 MB)<br /><span class="wpcf7-form-control-wrap" data-name="archivo"><input size="40" class="wpcf7-form-control wpcf7-file" accept=".pdf" aria-invalid="false" type="file" name="archivo" /></span></label></p><p><label> Tu mensaje<br /><span class="wpcf7-form-control-wrap" data-name="your-message"><textarea cols="40" rows="10" class="wpcf7-form-control wpcf7-textarea" aria-invalid="false" name="your-message"></textarea></span></label></p><p><input class="wpcf7-form-control wpcf7-submit has-spinner" type="submit" value="Enviar" /></p><div class="wpcf7-response-output" aria-hidden="true"></div></form></div>`,
    ),
    '/aviso-legal/': page(
      '/aviso-legal/',
      'Aviso legal y política de cookies',
      3,
      para(`Titular: ${f.legal}, CIF ${f.cif}, ${f.street}, ${f.postcode} Madrid. Correo: ${f.email}.`) +
        para(
          'Usamos cookies técnicas para la tienda y el carrito y, solo con tu consentimiento, cookies de estadística. Puedes cambiar tu elección en «Gestionar el consentimiento».',
        ),
    ),
    '/intranet/tarifas-proveedores/': page(
      '/intranet/tarifas-proveedores/',
      'Intranet',
      61,
      para('<strong>Solo para el personal. No compartir con clientes.</strong>') +
        list([
          `Sueldo por hora (turno de tarde): ${eur(ix.pay)} brutos.`,
          `Proveedor de papel: ${ix.supplier}, n.º de cliente ${ix.code}.`,
          `Coste por copia B/N (contrato de la máquina): ${eur(ix.costBw)}.`,
          `Tarifas desde ${ix.effective} (no publicar todavía): B/N de 1 a 99 copias ${eur(ix.bw)}, tapa dura ${eur(ix.hardcover)}.`,
        ]),
      '<meta name="robots" content="noindex, nofollow" />',
    ),
  };
  return { name: 'print and copy shop (es-ES)', questions, disallow: ['/intranet/tarifas-proveedores/'], pages };
}
