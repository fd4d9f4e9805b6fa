import type { BenchSite } from '../types';
import { jsonLd } from '../unseen/markup';
import { phoneLink } from '../unseen2/markup';
import { mattressShopQuestions } from './mattress-shop-questions';
import type facts from './mattress-shop.facts.json';
import { catalogue, priceTable, type Product, sizeLabel, wpSlug } from './mattress-shop-catalogue';

/**
 * Unseen: a family mattress shop (colchonería) in Zaragoza with an online shop, a WordPress WooCommerce store
 * on the Twenty Twenty-Four block theme in Spanish (`lang="es"`): the `wp-site-blocks` wrapper, the header
 * template part with the site logo and title, the core navigation block whose overlay (`modal-1`) is the
 * mobile menu and the Interactivity API's `data-wp-*` attributes, the mini-cart and customer-account blocks,
 * the product-collection block's `wc-block-product` cards with price ranges, a sale badge and "Seleccionar
 * opciones" buttons, the single-product block template (gallery, title, price, excerpt, the
 * `variations_form` whose `data-product_variations` JSON carries each size's price and whose selects only
 * name the sizes, colours and firmness, SKU and category, the description and additional-information tabs
 * with the price per size as a core table in the description), WooCommerce's breadcrumbs and its Product
 * JSON-LD graph in the footer, core table, columns, cover and details blocks on the pages, the footer
 * template part's vertical navigation blocks and "Diseñado con WordPress", and the Cookie Notice plugin's
 * banner. A page at /area-interna/, which robots.txt disallows and the footer links to, holds the owner's
 * mobile, the cost price of a mattress and the carrier's rate per parcel that must never be quoted.
 *
 * The facts, as written and mutated, are data in mattress-shop.facts.json: the shop's name, company, CIF,
 * street, phone, WhatsApp, e-mail, car park and tram stop; the split-shift hours, Saturday and August; three
 * mattresses (viscoelastic, pocket springs with its longer warranty, latex) with height and price per size;
 * the storage bed base by size and its colours; the pillow by length with the 75 cm on sale; the mattress
 * protector by size; the trial nights and the return days; delivery days, the free towns, the Aragón and
 * mainland fees, taking the old mattress away and from what order it is free, custom sizes' lead time;
 * financing from what amount and over how many months; the owner, the sleep advisor and the fitter.
 */
export type MattressShopFacts = typeof facts.original;


export function mattressShop(f: MattressShopFacts): BenchSite {
  const { hours: h, visco, springs, delivery: d, finance, staff: s, internal: ix } = f;
  const origin = `https://${f.domain}.example`;
  const tel = phoneLink('34');
  const euros = (amount: string) => `${amount} €`;
  const amount = (value: string) => `<span class="woocommerce-Price-amount amount"><bdi>${value},00&nbsp;<span class="woocommerce-Price-currencySymbol">&euro;</span></bdi></span>`;

  /** WordPress post ids and WooCommerce's version hashes: a linear walk seeded by the CIF's digits. */
  let seed = Number(f.cif.replace(/\D/g, ''));
  const next = (mod: number) => (seed = (seed * 48_271 + 11) % 2_147_483_647) % mod;
  const hash = () => Array.from({ length: 10 }, () => '0123456789abcdef'.charAt(next(16))).join('');
  const upload = (name: string) => `/wp-content/uploads/2035/0${1 + next(3)}/${name}-scaled.jpg`;
  const wcVersion = '9.6.1';
  const slug = wpSlug;
  /** `wc_esc_json`: wp_json_encode's output (slashes escaped) with the HTML specials as entities, for an attribute. */
  const escJson = (value: unknown) =>
    JSON.stringify(value)
      .replace(/\//g, '\\/')
      .replace(/&/g, '&amp;')
      .replace(/</g, '&lt;')
      .replace(/>/g, '&gt;')
      .replace(/"/g, '&quot;')
      .replace(/'/g, '&#039;');
  const optionValue = (option: string) => slug(option).replace('-x-', 'x');
  const products = catalogue(f);
  const productPath = (product: Product) => `/producto/${product.slug}/`;
  const range = (product: Product) => {
    const values = product.sizes.map(([, price]) => Number(price));
    const low = String(Math.min(...values));
    const high = String(Math.max(...values));
    return `${amount(low)} &ndash; ${amount(high)}<span class="screen-reader-text">Rango de precios: desde ${low},00 € hasta ${high},00 €</span>`;
  };
  const categories: [Product['category'], string, string][] = [
    ['colchones', 'Colchones', 'Viscoelásticos, de muelles ensacados y de látex, en las medidas más habituales.'],
    ['canapes-y-complementos', 'Canapés y complementos', 'Canapés abatibles, almohadas y protectores.'],
  ];

  const menu: [string, string][] = [
    ['/tienda/', 'Tienda'],
    ['/categoria-producto/colchones/', 'Colchones'],
    ['/categoria-producto/canapes-y-complementos/', 'Canapés y complementos'],
    ['/envios-y-devoluciones/', 'Envíos y devoluciones'],
    ['/la-tienda/', 'Visítanos'],
    ['/quienes-somos/', 'Quiénes somos'],
    ['/preguntas-frecuentes/', 'Preguntas frecuentes'],
  ];
  const navLinks = (links: [string, string][]) =>
    links.map(([href, label]) => `<li class="wp-block-navigation-item wp-block-navigation-link"><a class="wp-block-navigation-item__content" href="${href}"><span class="wp-block-navigation-item__label">${label}</span></a></li>`).join('');
  const header = `<header class="wp-block-template-part"><div class="wp-block-group alignwide has-global-padding is-layout-constrained wp-block-group-is-layout-constrained" style="padding-top:var(--wp--preset--spacing--20);padding-bottom:var(--wp--preset--spacing--20)"><div class="wp-block-group alignwide is-content-justification-space-between is-nowrap is-layout-flex wp-container-core-group-is-layout-3 wp-block-group-is-layout-flex"><div class="wp-block-group is-layout-flex wp-container-core-group-is-layout-1 wp-block-group-is-layout-flex"><div class="wp-block-site-logo"><a href="/" class="custom-logo-link" rel="home"><img width="48" height="48" src="${upload('logo')}" class="custom-logo" alt="${f.brand}" decoding="async" /></a></div><p class="wp-block-site-title"><a href="/" target="_self" rel="home">${f.brand}</a></p></div><div class="wp-block-group is-layout-flex wp-container-core-group-is-layout-2 wp-block-group-is-layout-flex"><nav class="is-responsive items-justified-right wp-block-navigation is-horizontal is-content-justification-right is-layout-flex wp-container-core-navigation-is-layout-1 wp-block-navigation-is-layout-flex" aria-label="Menú principal" data-wp-interactive="core/navigation" data-wp-context='{"overlayOpenedBy":{"click":false,"hover":false,"focus":false},"type":"overlay","roleAttribute":"","ariaLabel":"Men\\u00fa"}'><button aria-haspopup="dialog" aria-label="Abrir menú" class="wp-block-navigation__responsive-container-open" data-wp-on-async--click="actions.openMenuOnClick" data-wp-on--keydown="actions.handleMenuKeydown"><svg width="24" height="24" xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" aria-hidden="true" focusable="false"><rect x="4" y="7.5" width="16" height="1.5" /><rect x="4" y="15" width="16" height="1.5" /></svg></button><div class="wp-block-navigation__responsive-container" id="modal-1" data-wp-class--has-modal-open="state.isMenuOpen" data-wp-class--is-menu-open="state.isMenuOpen" data-wp-watch="callbacks.initMenu" data-wp-on--keydown="actions.handleMenuKeydown" data-wp-on-async--focusout="actions.handleMenuFocusout" tabindex="-1"><div class="wp-block-navigation__responsive-close" tabindex="-1"><div class="wp-block-navigation__responsive-dialog" data-wp-bind--aria-modal="state.ariaModal" data-wp-bind--aria-label="state.ariaLabel" data-wp-bind--role="state.roleAttribute"><button aria-label="Cerrar menú" class="wp-block-navigation__responsive-container-close" data-wp-on-async--click="actions.closeMenuOnClick"><svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false"><path d="m13.06 12 6.47-6.47-1.06-1.06L12 10.94 5.53 4.47 4.47 5.53 10.94 12l-6.47 6.47 1.06 1.06L12 13.06l6.47 6.47 1.06-1.06L13.06 12Z"></path></svg></button><div class="wp-block-navigation__responsive-container-content" data-wp-watch="callbacks.focusFirstElement" id="modal-1-content"><ul class="wp-block-navigation__container is-responsive items-justified-right wp-block-navigation">${navLinks(menu)}</ul></div></div></div></div></nav><div data-block-name="woocommerce/customer-account" class="wp-block-woocommerce-customer-account" style="font-size:clamp(0.875rem, 0.875rem + ((1vw - 0.2rem) * 0.227), 1rem);"><a aria-label="Iniciar sesión" href="/mi-cuenta/"><svg class="icon" viewBox="0 0 16 16" width="18" height="18"><circle cx="8" cy="5" r="3"></circle></svg></a></div><div data-block-name="woocommerce/mini-cart" class="wc-block-mini-cart wp-block-woocommerce-mini-cart" style="visibility:hidden" data-wp-interactive="woocommerce/mini-cart"><button class="wc-block-mini-cart__button" aria-label="Cesta de la compra vacía"><span class="wc-block-mini-cart__quantity-badge"><svg class="wc-block-mini-cart__icon" viewBox="0 0 32 32" width="24" height="24"><circle cx="12.667" cy="24.667" r="2"></circle></svg><span class="wc-block-mini-cart__badge" style="background:transparent;color:transparent"></span></span></button></div></div></div></div></header>`;

  const footerColumn = (title: string, links: [string, string][]) =>
    `<div class="wp-block-group is-vertical is-layout-flex wp-block-group-is-layout-flex"><h2 class="wp-block-heading has-medium-font-size has-body-font-family">${title}</h2><nav class="is-vertical wp-block-navigation is-layout-flex wp-block-navigation-is-layout-flex" aria-label="${title}"><ul class="wp-block-navigation__container is-vertical wp-block-navigation">${navLinks(links)}</ul></nav></div>`;
  const footer = `<footer class="wp-block-template-part"><div class="wp-block-group has-global-padding is-layout-constrained wp-block-group-is-layout-constrained" style="padding-top:var(--wp--preset--spacing--50);padding-bottom:var(--wp--preset--spacing--50)"><div class="wp-block-columns alignwide is-layout-flex wp-container-core-columns-is-layout-1 wp-block-columns-is-layout-flex"><div class="wp-block-column is-layout-flow wp-block-column-is-layout-flow" style="flex-basis:30%"><p class="wp-block-site-title"><a href="/" target="_self" rel="home">${f.brand}</a></p><p class="wp-block-site-tagline">Colchones en Zaragoza desde ${f.since}</p><p class="has-small-font-size">${f.street} · ${f.zip} Zaragoza<br><a href="tel:${tel(f.phone)}">${f.phone}</a> · WhatsApp ${f.whatsapp}</p></div><div class="wp-block-column is-layout-flow wp-block-column-is-layout-flow"><div class="wp-block-group is-content-justification-space-between is-layout-flex wp-block-group-is-layout-flex">${footerColumn(
    'Tienda',
    menu.slice(0, 3),
  )}${footerColumn('Información', [
    ['/envios-y-devoluciones/', 'Envíos y devoluciones'],
    ['/prueba-y-garantia/', 'Prueba y garantía'],
    ['/formas-de-pago/', 'Formas de pago'],
    ['/politica-de-cookies/', 'Política de cookies'],
  ])}${footerColumn('Empresa', [
    ['/quienes-somos/', 'Quiénes somos'],
    ['/la-tienda/', 'Horario y ubicación'],
    ['/area-interna/', 'Área interna'],
  ])}</div></div></div><div class="wp-block-group alignwide is-content-justification-space-between is-layout-flex wp-block-group-is-layout-flex"><p class="has-small-font-size">© 2035 ${f.company} · CIF ${f.cif}</p><p class="has-small-font-size">Diseñado con <a href="https://es.wordpress.org" rel="nofollow">WordPress</a></p></div></div></footer>`;
  const cookieNotice = `<div id="cookie-notice" role="dialog" class="cookie-notice-hidden cookie-revoke-hidden cn-position-bottom" aria-label="Aviso de cookies" style="background-color: rgba(50,50,58,1);"><div class="cookie-notice-container" style="color: #fff"><span id="cn-notice-text" class="cn-text-container">Utilizamos cookies propias y de terceros para que la tienda funcione y para analizar las visitas. Si sigues navegando, aceptas su uso.</span><span id="cn-notice-buttons" class="cn-buttons-container"><button id="cn-accept-cookie" data-cookie-set="accept" class="cn-set-cookie cn-button" aria-label="Aceptar">Aceptar</button><button data-link-url="${origin}/politica-de-cookies/" data-link-target="_blank" id="cn-more-info" class="cn-more-info cn-button" aria-label="Política de cookies">Política de cookies</button></span><button id="cn-close-notice" data-cookie-set="accept" class="cn-close-icon" aria-label="No"></button></div></div>`;

  const breadcrumbs = (trail: [string, string][]) =>
    `<div class="woocommerce wc-block-breadcrumbs wp-block-woocommerce-breadcrumbs has-font-size has-small-font-size"><nav class="woocommerce-breadcrumb" aria-label="Breadcrumb">${[['/', 'Inicio'] as [string, string], ...trail]
      .map(([href, label], index, all) => (index === all.length - 1 ? label : `<a href="${href}">${label}</a>`))
      .join('&nbsp;&#47;&nbsp;')}</nav></div>`;

  const document = (path: string, title: string, bodyClass: string, main: string, ld = '') => `<!DOCTYPE html>
<html lang="es">
<head>
<meta charset="UTF-8" />
<meta name="viewport" content="width=device-width, initial-scale=1" />
<meta name='robots' content='${path === '/area-interna/' ? 'noindex, nofollow' : 'max-image-preview:large'}' />
<title>${title} &#8211; ${f.brand}</title>
<link rel="alternate" type="application/rss+xml" title="${f.brand} &raquo; Feed" href="${origin}/feed/" />
<style id='wp-block-site-logo-inline-css'>.wp-block-site-logo{box-sizing:border-box;line-height:0}</style>
<link rel='stylesheet' id='wc-blocks-style-css' href='${origin}/wp-content/plugins/woocommerce/assets/client/blocks/wc-blocks.css?ver=wc-${wcVersion}' media='all' />
<link rel='stylesheet' id='cookie-notice-front-css' href='${origin}/wp-content/plugins/cookie-notice/css/front.min.css?ver=2.5.5' media='all' />
<style id='global-styles-inline-css'>:root{--wp--preset--color--base: #f9f9f9;--wp--preset--color--contrast: #111111;--wp--preset--font-family--body: "Inter", sans-serif;--wp--preset--spacing--20: min(1.5rem, 2vw);}</style>
<script src="${origin}/wp-includes/js/jquery/jquery.min.js?ver=3.7.1" id="jquery-core-js"></script>
<script id="wc-add-to-cart-js-extra">var wc_add_to_cart_params = {"ajax_url":"\\/wp-admin\\/admin-ajax.php","wc_ajax_url":"\\/?wc-ajax=%%endpoint%%","i18n_view_cart":"Ver carrito","cart_url":"${origin}\\/carrito\\/","is_cart":"","cart_redirect_after_add":"no"};</script>
<link rel="https://api.w.org/" href="${origin}/wp-json/" /><link rel="canonical" href="${origin}${path}" />
<meta name="generator" content="WordPress 6.7.2" />
<meta name="generator" content="WooCommerce ${wcVersion}" />
<noscript><style>.woocommerce-product-gallery{ opacity: 1 !important; }</style></noscript>
</head>
<body class="${bodyClass} wp-custom-logo wp-embed-responsive theme-twentytwentyfour woocommerce-block-theme-has-button-styles woocommerce-js cookies-not-set">
<div class="wp-site-blocks">${header}
<main class="wp-block-group has-global-padding is-layout-constrained wp-block-group-is-layout-constrained" style="margin-top:var(--wp--preset--spacing--50)">${main}</main>
${footer}</div>
<script type="speculationrules">{"prefetch":[{"source":"document","where":{"and":[{"href_matches":"\\/*"},{"not":{"href_matches":["\\/wp-*.php","\\/wp-admin\\/*","\\/*\\\\?(.+)"]}}]},"eagerness":"conservative"}]}</script>
${ld}<script id="wc-order-attribution-js-extra">var wc_order_attribution = {"params":{"lifetime":1.0e-5,"session":30,"base64":false,"ajaxurl":"${origin}\\/wp-admin\\/admin-ajax.php","prefix":"wc_order_attribution_","allowTracking":true}};</script>
<script src="${origin}/wp-content/plugins/woocommerce/assets/js/frontend/order-attribution.min.js?ver=${wcVersion}" id="wc-order-attribution-js"></script>
${cookieNotice}
</body>
</html>`;

  const heading = (text: string, level = 2) => `<h${level} class="wp-block-heading">${text}</h${level}>`;
  const p = (html: string) => `<p>${html}</p>`;
  const list = (items: string[]) => `<ul class="wp-block-list">${items.map((item) => `<li>${item}</li>`).join('')}</ul>`;
  const columns = (...cells: string[]) => `<div class="wp-block-columns alignwide is-layout-flex wp-block-columns-is-layout-flex">${cells.map((cell) => `<div class="wp-block-column is-layout-flow wp-block-column-is-layout-flow">${cell}</div>`).join('')}</div>`;
  const details = (rows: [string, string][]) => rows.map(([summary, answer]) => `<details class="wp-block-details is-layout-flow wp-block-details-is-layout-flow"><summary>${summary}</summary><p>${answer}</p></details>`).join('');
  const constrained = (html: string) => `<div class="wp-block-group alignwide is-layout-constrained wp-block-group-is-layout-constrained">${html}</div>`;

  const card = (product: Product, index: number) =>
    `<li class="wc-block-product post-${product.id} product type-product status-publish has-post-thumbnail product_cat-${product.category}${index % 3 === 0 ? ' first' : ''} instock${product.sale ? ' sale' : ''} shipping-taxable purchasable product-type-variable" data-wp-key="product-item-${product.id}"><div class="wp-block-woocommerce-product-image"><div class="wc-block-components-product-image wc-block-grid__product-image wc-block-components-product-image--aspect-ratio-auto"><a href="${productPath(product)}"><img width="500" height="500" src="${upload(product.slug)}" class="attachment-woocommerce_thumbnail size-woocommerce_thumbnail" alt="${product.name}" data-testid="product-image" /></a>${
      product.sale
        ? '<div class="wp-block-woocommerce-product-sale-badge"><div class="wc-block-components-product-sale-badge wc-block-components-product-sale-badge--align-right"><span aria-hidden="true">Oferta</span><span class="screen-reader-text">Producto en oferta</span></div></div>'
        : ''
    }</div></div><h3 class="has-text-align-center wp-block-post-title has-medium-font-size"><a href="${productPath(product)}" target="_self">${product.name}</a></h3><div data-block-name="woocommerce/product-price" class="wp-block-woocommerce-product-price has-font-size has-small-font-size has-text-align-center"><div class="wc-block-components-product-price wc-block-grid__product-price">${range(product)}</div></div><div data-block-name="woocommerce/product-button" class="wp-block-button wc-block-components-product-button align-center"><a href="${productPath(product)}" aria-label="Elige las opciones para &ldquo;${product.name}&rdquo;" data-product_id="${product.id}" class="wp-block-button__link wp-element-button wc-block-components-product-button__button product_type_variable has-font-size has-small-font-size has-text-align-center wc-interactive">Seleccionar opciones</a></div></li>`;
  const collection = (items: Product[]) =>
    `<div data-block-name="woocommerce/product-collection" class="wp-block-woocommerce-product-collection is-layout-flow wp-block-woocommerce-product-collection-is-layout-flow"><ul class="wc-block-product-template__responsive columns-3 wc-block-product-template wp-block-woocommerce-product-template is-layout-flow">${items.map(card).join('')}</ul></div>`;

  /** The single-product template: the variations form only names the options; the prices are in its JSON and the description. */
  const productPage = (product: Product) => {
    const [category = '', categoryName = ''] = categories.find(([slug]) => slug === product.category) ?? [];
    const firstTaxonomy = product.attributes[0]?.[1] ?? '';
    const variations = product.sizes.map(([size, price], index) => {
      const onSale = product.sale && sizeLabel(product.sale[0]) === size;
      const regular = onSale ? (product.sale?.[1] ?? price) : price;
      return {
        attributes: { [`attribute_${firstTaxonomy}`]: optionValue(size) },
        availability_html: '<p class="stock in-stock">Hay existencias</p>',
        display_price: Number(price),
        display_regular_price: Number(regular),
        is_in_stock: true,
        price_html: `<span class="price">${onSale ? `<del aria-hidden="true">${amount(regular)}</del> <ins aria-hidden="true">${amount(price)}</ins>` : amount(price)}</span>`,
        sku: `${product.sku}-${index + 1}`,
        variation_id: product.id * 10 + index,
      };
    });
    const selects = product.attributes
      .map(
        ([label, taxonomy, options]) =>
          `<tr><th class="label"><label for="${taxonomy}">${label}</label></th><td class="value"><select id="${taxonomy}" class="" name="attribute_${taxonomy}" data-attribute_name="attribute_${taxonomy}" data-show_option_none="yes"><option value="">Elige una opción</option>${options.map((option) => `<option value="${optionValue(option)}" class="attached enabled">${option}</option>`).join('')}</select>${taxonomy === product.attributes.at(-1)?.[1] ? '<a class="reset_variations" href="#" aria-label="Limpiar opciones">Limpiar</a>' : ''}</td></tr>`,
      )
      .join('');
    const form = `<div class="wp-block-woocommerce-add-to-cart-form woocommerce"><form class="variations_form cart" action="${origin}${productPath(product)}" method="post" enctype='multipart/form-data' data-product_id="${product.id}" data-product_variations="${escJson(variations)}"><table class="variations" cellspacing="0" role="presentation"><tbody>${selects}</tbody></table><div class="reset_variations_alert screen-reader-text" role="alert" aria-live="polite" aria-relevant="all"></div><div class="single_variation_wrap"><div class="woocommerce-variation single_variation"></div><div class="woocommerce-variation-add-to-cart variations_button"><div class="quantity"><label class="screen-reader-text" for="quantity_${hash()}">${product.name} cantidad</label><input type="number" class="input-text qty text" name="quantity" value="1" aria-label="Cantidad de productos" min="1" step="1" inputmode="numeric" autocomplete="off" /></div><button type="submit" class="single_add_to_cart_button button alt wp-element-button">Añadir al carrito</button><input type="hidden" name="add-to-cart" value="${product.id}" /><input type="hidden" name="product_id" value="${product.id}" /><input type="hidden" name="variation_id" class="variation_id" value="0" /></div></div></form></div>`;
    const info = product.attributes
      .map(([label, taxonomy, options]) => `<tr class="woocommerce-product-attributes-item woocommerce-product-attributes-item--attribute_${taxonomy}"><th class="woocommerce-product-attributes-item__label" scope="row">${label}</th><td class="woocommerce-product-attributes-item__value"><p>${options.join(', ')}</p></td></tr>`)
      .join('');
    const low = Math.min(...product.sizes.map(([, price]) => Number(price)));
    const high = Math.max(...product.sizes.map(([, price]) => Number(price)));
    const ld = jsonLd({
      '@context': 'https://schema.org/',
      '@graph': [
        { '@context': 'https://schema.org/', '@type': 'BreadcrumbList', itemListElement: [{ '@type': 'ListItem', position: 1, item: { name: 'Inicio', '@id': `${origin}/` } }, { '@type': 'ListItem', position: 2, item: { name: categoryName, '@id': `${origin}/categoria-producto/${category}/` } }, { '@type': 'ListItem', position: 3, item: { name: product.name, '@id': `${origin}${productPath(product)}` } }] },
        { '@context': 'https://schema.org/', '@type': 'Product', '@id': `${origin}${productPath(product)}#product`, name: product.name, url: `${origin}${productPath(product)}`, description: product.excerpt, image: `${origin}${upload(product.slug)}`, sku: product.sku, offers: [{ '@type': 'AggregateOffer', lowPrice: `${low}.00`, highPrice: `${high}.00`, offerCount: product.sizes.length, priceCurrency: 'EUR', availability: 'http://schema.org/InStock', url: `${origin}${productPath(product)}`, seller: { '@type': 'Organization', name: f.brand, url: origin } }] },
      ],
    });
    return document(
      productPath(product),
      product.name,
      `product-template-default single single-product postid-${product.id} woocommerce woocommerce-page`,
      `<div class="woocommerce-notices-wrapper"></div>${breadcrumbs([
        [`/categoria-producto/${category}/`, categoryName],
        [productPath(product), product.name],
      ])}<div class="wp-block-columns alignwide is-layout-flex wp-container-core-columns-is-layout-2 wp-block-columns-is-layout-flex"><div class="wp-block-column is-layout-flow wp-block-column-is-layout-flow" style="flex-basis:512px"><div class="wp-block-woocommerce-product-image-gallery"><div class="woocommerce-product-gallery woocommerce-product-gallery--with-images woocommerce-product-gallery--columns-4 images" data-columns="4"><div class="woocommerce-product-gallery__wrapper"><div data-thumb="${upload(`${product.slug}-100x100`)}" class="woocommerce-product-gallery__image"><a href="${upload(product.slug)}"><img width="600" height="600" src="${upload(product.slug)}" class="wp-post-image" alt="${product.name}" decoding="async" /></a></div></div></div></div></div><div class="wp-block-column is-vertically-aligned-top is-layout-flow wp-block-column-is-layout-flow"><h1 class="has-text-align-left wp-block-post-title">${product.name}</h1><div data-block-name="woocommerce/product-price" class="wp-block-woocommerce-product-price has-font-size has-medium-font-size"><div class="wc-block-components-product-price">${range(product)}</div></div><div class="wp-block-post-excerpt"><p class="wp-block-post-excerpt__excerpt">${product.excerpt}</p></div>${form}<div class="wp-block-woocommerce-product-meta"><div class="wp-block-group is-layout-flex wp-block-group-is-layout-flex"><div class="wc-block-components-product-sku wp-block-woocommerce-product-sku product"><span class="wc-block-components-product-sku__label">SKU:</span> <strong class="wc-block-components-product-sku__value">${product.sku}</strong></div><div class="taxonomy-product_cat wp-block-post-terms"><span class="wp-block-post-terms__prefix">Categoría: </span><a href="/categoria-producto/${category}/" rel="tag">${categoryName}</a></div></div></div></div></div><div class="wp-block-woocommerce-product-details alignwide"><div class="woocommerce-tabs wc-tabs-wrapper"><ul class="tabs wc-tabs" role="tablist"><li class="description_tab" id="tab-title-description" role="tab" aria-controls="tab-description"><a href="#tab-description">Descripción</a></li><li class="additional_information_tab" id="tab-title-additional_information" role="tab" aria-controls="tab-additional_information"><a href="#tab-additional_information">Información adicional</a></li></ul><div class="woocommerce-Tabs-panel woocommerce-Tabs-panel--description panel entry-content wc-tab" id="tab-description" role="tabpanel" aria-labelledby="tab-title-description"><h2>Descripción</h2>${product.description}</div><div class="woocommerce-Tabs-panel woocommerce-Tabs-panel--additional_information panel entry-content wc-tab" id="tab-additional_information" role="tabpanel" aria-labelledby="tab-title-additional_information" style="display: none;"><h2>Información adicional</h2><table class="woocommerce-product-attributes shop_attributes" aria-label="Detalles del producto">${info}</table></div></div></div>`,
      ld,
    );
  };

  const hoursRows: [string, string][] = [
    ['Lunes a viernes', `${h.open} – ${h.middayClose} y ${h.afternoonOpen} – ${h.close}`],
    ['Sábado', `${h.satOpen} – ${h.satClose}`],
    ['Domingo y festivos', 'Cerrado'],
    ['Agosto (lunes a sábado)', `${h.augustOpen} – ${h.augustClose}, tardes cerrado`],
  ];
  const trial = `<strong>${f.trialNights} noches de prueba</strong> en los colchones ${visco.name} y ${springs.name}: si en ese tiempo no te adaptas, te lo cambiamos por otro modelo y solo pagas la diferencia. Un cambio por pedido; no se aplica a medidas especiales.`;
  const oldMattress = `Retirada del colchón viejo: ${euros(d.oldMattress)} (gratis en pedidos de más de ${euros(d.oldFreeFrom)}).`;
  const payment = `Tarjeta (Visa, Mastercard), Bizum y transferencia. En la tienda también puedes pagar en efectivo. No trabajamos con contra reembolso. Financiación sin intereses en 3, 6 o ${finance.months} meses con seQura en compras desde ${euros(finance.from)}.`;
  const faq: [string, string][] = [
    ['¿Puedo probar el colchón antes de comprarlo?', `Claro: en la tienda tienes todos los modelos montados para tumbarte el tiempo que quieras. Y en casa tienes ${trial}`],
    ['¿Hacéis colchones a medida?', `Sí, fabricamos cualquier medida (camas de 140 x 200, de 80, antiguas…). El plazo es de ${d.customDays} días laborables; pide presupuesto en la tienda o por WhatsApp.`],
    ['¿Os lleváis el colchón viejo?', oldMattress],
    ['¿Montáis el canapé?', `Sí, el montaje está incluido en Zaragoza y el área metropolitana. Lo hace ${s.fitter}, nuestro montador.`],
    ['¿Puedo pagar contra reembolso?', payment],
    ['¿Cuánta garantía tienen los colchones?', `Todos tienen 3 años de garantía legal; el ${springs.name} tiene ${springs.warranty} años de garantía del fabricante.`],
    ['Tengo dolor de espalda, ¿qué colchón me recomendáis?', `Pide cita con ${s.advisor}, fisioterapeuta colegiada y nuestra asesora de descanso: te ayuda a elegir sin compromiso.`],
  ];

  const pages: Record<string, string> = {
    '/': document(
      '/',
      'Colchones en Zaragoza',
      'home wp-singular page-template-default page page-id-6',
      `<div class="wp-block-cover alignfull" style="min-height:480px"><span aria-hidden="true" class="wp-block-cover__background has-background-dim-40 has-background-dim"></span><img class="wp-block-cover__image-background" alt="" src="${upload('tienda-colchones')}" data-object-fit="cover" /><div class="wp-block-cover__inner-container is-layout-constrained wp-block-cover-is-layout-constrained">${heading(`Duerme mejor, desde ${f.since}`, 1)}${p(`Tres generaciones vendiendo colchones en Zaragoza. Ven a probarlos a ${f.street} o cómpralos aquí con envío gratis en Zaragoza y alrededores.`)}<div class="wp-block-buttons is-layout-flex"><div class="wp-block-button"><a class="wp-block-button__link wp-element-button" href="/tienda/">Ver colchones</a></div></div></div></div>${constrained(
        heading('Nuestros colchones') + collection(products.slice(0, 3)),
      )}${columns(heading(`${f.trialNights} noches de prueba`, 3) + p(`Si no te adaptas a tu ${visco.name} o ${springs.name}, te lo cambiamos.`), heading('Envío gratis en Zaragoza', 3) + p(`Entrega y montaje en ${d.days} días laborables como máximo.`), heading('Paga a plazos', 3) + p(`Hasta ${finance.months} meses sin intereses desde ${euros(finance.from)}.`))}${constrained(heading('Visítanos') + p(`${f.street}, ${f.zip} Zaragoza. De lunes a viernes de ${h.open} a ${h.middayClose} y de ${h.afternoonOpen} a ${h.close}; sábados de ${h.satOpen} a ${h.satClose}. <a href="/la-tienda/">Cómo llegar</a>`))}`,
    ),
    '/tienda/': document(
      '/tienda/',
      'Tienda',
      'archive post-type-archive post-type-archive-product woocommerce-shop woocommerce woocommerce-page',
      `${breadcrumbs([['/tienda/', 'Tienda']])}<h1 class="wp-block-query-title">Tienda</h1><p class="woocommerce-result-count">Mostrando los ${products.length} resultados</p>${collection(products)}`,
    ),
    ...Object.fromEntries(
      categories.map(([slug, name, intro]) => [
        `/categoria-producto/${slug}/`,
        document(
          `/categoria-producto/${slug}/`,
          name,
          `archive tax-product_cat term-${slug} woocommerce woocommerce-page`,
          `${breadcrumbs([[`/categoria-producto/${slug}/`, name]])}<h1 class="wp-block-query-title">${name}</h1><div class="wp-block-term-description"><p>${intro}</p></div>${collection(products.filter((product) => product.category === slug))}`,
        ),
      ]),
    ),
    ...Object.fromEntries(products.map((product) => [productPath(product), productPage(product)])),
    '/envios-y-devoluciones/': document(
      '/envios-y-devoluciones/',
      'Envíos y devoluciones',
      'wp-singular page-template-default page',
      constrained(
        heading('Envíos y devoluciones', 1) +
          priceTable('Zona de entrega', [
            [`Zaragoza capital y área metropolitana (${d.freeTowns.join(', ')})`, 'Gratis, con montaje'],
            ['Resto de Aragón (Huesca, Teruel y resto de la provincia de Zaragoza)', euros(d.aragon)],
            ['Resto de la península', euros(d.peninsula)],
            ['Baleares, Canarias, Ceuta y Melilla', 'No realizamos envíos'],
          ]) +
          p(`Los productos en stock se entregan en un máximo de ${d.days} días laborables; te llamamos el día antes para darte una franja de dos horas. Medidas especiales: ${d.customDays} días laborables.`) +
          p(oldMattress) +
          heading('Devoluciones') +
          p(`Si compras en la web, tienes ${f.returnDays} días desde la entrega para devolver un producto sin usar y con su plástico original. Los gastos de recogida corren de tu cuenta. Para los colchones ya usados, consulta la <a href="/prueba-y-garantia/">prueba de ${f.trialNights} noches</a>.`),
      ),
    ),
    '/prueba-y-garantia/': document('/prueba-y-garantia/', 'Prueba y garantía', 'wp-singular page-template-default page', constrained(heading('Prueba y garantía', 1) + p(trial) + p(`Garantía: 3 años en todos los colchones; ${springs.warranty} años en el ${springs.name}.`))),
    '/formas-de-pago/': document('/formas-de-pago/', 'Formas de pago', 'wp-singular page-template-default page', constrained(heading('Formas de pago', 1) + p(payment))),
    '/la-tienda/': document(
      '/la-tienda/',
      'Horario y ubicación',
      'wp-singular page-template-default page',
      constrained(
        heading('Nuestra tienda', 1) +
          columns(
            p(`<strong>${f.brand}</strong><br>${f.street}<br>${f.zip} Zaragoza<br>Tel. <a href="tel:${tel(f.phone)}">${f.phone}</a><br>WhatsApp: <a href="https://wa.me/34${f.whatsapp.replace(/\s/g, '')}">${f.whatsapp}</a><br><a href="mailto:${f.email}">${f.email}</a>`),
            `<figure class="wp-block-table"><table><tbody>${hoursRows.map(([day, time]) => `<tr><td><strong>${day}</strong></td><td>${time}</td></tr>`).join('')}</tbody></table></figure>`,
          ) +
          heading('Cómo llegar') +
          list([`En tranvía: parada ${f.tram}, a 5 minutos andando.`, `En coche: ${f.parking}, a 3 minutos. Te regalamos una hora de aparcamiento si compras un colchón.`, 'Carga y descarga en la puerta para recoger almohadas y protectores.']),
      ),
    ),
    '/quienes-somos/': document(
      '/quienes-somos/',
      'Quiénes somos',
      'wp-singular page-template-default page',
      constrained(
        heading('Quiénes somos', 1) +
          p(`${f.company} es una empresa familiar: abrimos en ${f.since} y hoy la lleva ${s.owner}, la tercera generación.`) +
          columns(
            ...[
              [s.owner, 'Gerente', 'Compras, presupuestos de medidas especiales y empresas.'],
              [s.advisor, 'Asesora de descanso', 'Fisioterapeuta colegiada: te ayuda a elegir colchón y almohada si tienes dolor de espalda o cervicales.'],
              [s.fitter, 'Reparto y montaje', 'Entrega, montaje de canapés y retirada del colchón viejo.'],
            ].map(([name, role, text]) => `<figure class="wp-block-image size-medium"><img src="${upload(slug(name ?? ''))}" alt="${name}" /></figure>${heading(name ?? '', 3)}<p><em>${role}</em></p>${p(text ?? '')}`),
          ),
      ),
    ),
    '/preguntas-frecuentes/': document('/preguntas-frecuentes/', 'Preguntas frecuentes', 'wp-singular page-template-default page', constrained(heading('Preguntas frecuentes', 1) + details(faq))),
    '/politica-de-cookies/': document('/politica-de-cookies/', 'Política de cookies', 'wp-singular page-template-default page', constrained(heading('Política de cookies', 1) + p(`Este sitio, de ${f.company}, usa cookies técnicas de WooCommerce y cookies de análisis. Puedes retirar tu consentimiento borrando las cookies de tu navegador.`))),
    '/area-interna/': document(
      '/area-interna/',
      'Área interna',
      'wp-singular page-template-default page',
      constrained(heading('Área interna – solo personal', 1) + list([`Móvil de ${s.owner}: ${ix.ownerMobile}`, `Precio de coste ${visco.name} 150 x 190: ${ix.cost}`, `Tarifa del transportista por bulto: ${ix.carrier}`])),
    ),
  };

  return { name: 'Mattress shop with an online store (es-ES)', questions: mattressShopQuestions(f), disallow: ['/area-interna/'], pages };
}
