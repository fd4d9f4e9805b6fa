/* eslint-disable max-lines -- a fixture site: every page of one business as one function of its facts, whose closures (the Storefront layout, WooCommerce's price markup, product loops, variable and subscription product pages, Gutenberg blocks and Yoast's graph) the pages share */
import type { BenchQuestion, BenchSite } from '../types';
import { unanswerable } from '../types';
import { jsonLd } from '../unseen/markup';
import { askedIn, phoneLink } from '../unseen2/markup';
import type facts from './farm-shop.facts.json';

/**
 * Unseen: an organic farm with a farm shop, a café, pick-your-own fields and weekly veg-box delivery near
 * Bristol, a WordPress site with WooCommerce on the Storefront theme in British English (`lang="en-GB"`,
 * pretty permalinks with a trailing slash, `/product/…/` and `/product-category/…/`, dated blog posts):
 * Yoast's head with its `yoast-schema-graph`, the theme's and WooCommerce's stylesheets and jQuery,
 * `body` classes from the template, the Storefront masthead (skip links, site branding, the product
 * search widget, the primary navigation with its handheld copy, the header basket with its price), the
 * breadcrumb bar, the homepage template's product sections (categories, new in, on sale, best sellers),
 * product loops whose `li` classes carry the stock status, type and categories, prices as
 * `woocommerce-Price-amount` with `&pound;` and, on sale, `del`/`ins` with screen-reader text, variable
 * products with a price range, the variations form whose `data-product_variations` JSON holds every
 * size's price, a variable subscription from WooCommerce Subscriptions ("From: … / week and a … sign-up
 * fee"), the description and additional-information tabs, "Out of stock" on the product page, related
 * products, WooCommerce's Product JSON-LD in the footer, pages of Gutenberg blocks (tables, columns,
 * details, buttons), a blog with posts, the footer widgets and the handheld footer bar, a CookieYes
 * banner. A page at /staff-area/, which robots.txt disallows and the footer links to, holds the
 * wholesale margin, the wholesaler's discount, the farm manager's mobile and the till code that must
 * never be quoted.
 *
 * The facts the pages are written from, as written and mutated, are data in farm-shop.facts.json. Veg
 * boxes in three sizes (`boxes.*`) with a one-off price and a cheaper weekly subscription price, a
 * subscription sign-up fee (`signup`) for the cool box, a fruit-and-veg box in two sizes (`fruitVeg`);
 * seven shop products (`products.*`), some on sale, two out of stock. Delivery by postcode zone
 * (`zones.*`) on set days for a fee, orders by `delivery.cutoff` the day before, a minimum order and
 * free delivery over an amount. The shop's and the café's own hours (`shop.*`, `cafe.*`), the café's
 * menu prices; pick-your-own strawberries, raspberries and pumpkins with start dates, prices per kilo
 * and field hours (`pyo.*`); the team by role and language (`team.*`); a blog post dated `blog.date`.
 * Today is mid-May 2035.
 */
export type FarmShopFacts = typeof facts.original;

export function farmShop(f: FarmShopFacts): BenchSite {
  const { shop, cafe, boxes, fruitVeg, products: pr, delivery: dl, zones, pyo, blog, team, internal: ix } = f;
  const site = `https://www.${f.domain}.example`;
  const uploads = `${site}/wp-content/uploads/2035/04`;
  const dial = phoneLink('44');
  const brand = f.brand.replace(/&/g, '&amp;');
  const zoneList = [zones.central, zones.outer, zones.valley, zones.bath];
  const boxList = [boxes.small, boxes.medium, boxes.large];
  const nonce = (Number(f.company.replace(/\D/g, '')) * 7919).toString(16).slice(-10);
  const days = (zone: typeof zones.central) => zone.days.join(' and ');
  /** WordPress's sanitize_title: accents removed, entities and punctuation dropped, digits kept. */
  const sanitizeTitle = (title: string) =>
    title
      .toLowerCase()
      .replace(/&amp;|&/g, '')
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '');

  /** WooCommerce's price markup: the amount in a `bdi` after the currency symbol. */
  const money = (amount: string) =>
    `<span class="woocommerce-Price-amount amount"><bdi><span class="woocommerce-Price-currencySymbol">&pound;</span>${amount}</bdi></span>`;
  const salePrice = (price: string, sale: string) =>
    sale
      ? `<del aria-hidden="true">${money(price)}</del> <span class="screen-reader-text">Original price was: &pound;${price}.</span><ins aria-hidden="true">${money(sale)}</ins><span class="screen-reader-text">Current price is: &pound;${sale}.</span>`
      : money(price);
  const range = (low: string, high: string) =>
    `<span aria-hidden="true">${money(low)} &ndash; ${money(high)}</span><span class="screen-reader-text">Price range: &pound;${low} through &pound;${high}</span>`;
  const perWeek = (amount: string, from = false) =>
    `${from ? '<span class="from">From: </span>' : ''}${money(amount)} <span class="subscription-details"> / week and a ${money(f.signup)} sign-up fee</span>`;

  interface Item {
    id: number;
    slug: string;
    name: string;
    kind: 'simple' | 'variable' | 'variable-subscription';
    category: string;
    price: string;
    sale: string;
    stock: boolean;
    sku: string;
    /** The price as the loop and the summary print it. */
    priceHtml: string;
    short: string;
    description: string;
    /** Variations of a variable product: the attribute value and its price. */
    variations: [size: string, price: string][];
  }
  const categories: [slug: string, name: string][] = [
    ['veg-boxes', 'Veg Boxes'],
    ['dairy-eggs', 'Dairy &amp; Eggs'],
    ['bakery', 'Bakery'],
    ['drinks', 'Drinks'],
    ['meat', 'Meat'],
    ['pantry', 'Pantry'],
    ['fruit', 'Fresh Fruit'],
  ];
  const boxTable = (label: string, rows: string[][]) =>
    `<figure class="wp-block-table is-style-stripes"><table class="has-fixed-layout"><thead><tr>${['Box size', label, 'Feeds', 'Varieties'].map((h) => `<th>${h}</th>`).join('')}</tr></thead><tbody>${rows
      .map((cells) => `<tr>${cells.map((cell) => `<td>${cell}</td>`).join('')}</tr>`)
      .join('')}</tbody></table></figure>`;
  const simple = (id: number, product: typeof pr.eggs, category: string, short: string, description: string): Item => ({
    id,
    slug: sanitizeTitle(product.name),
    name: product.name,
    kind: 'simple',
    category,
    price: product.price,
    sale: product.sale,
    stock: product.stock,
    sku: product.sku,
    priceHtml: salePrice(product.price, product.sale),
    short,
    description,
    variations: [],
  });
  const items: Item[] = [
    {
      id: 118,
      slug: 'organic-veg-box',
      name: 'Organic Veg Box',
      kind: 'variable',
      category: 'veg-boxes',
      price: boxes.small.price,
      sale: '',
      stock: true,
      sku: 'VEGBOX',
      priceHtml: range(boxes.small.price, boxes.large.price),
      short: `<p>A box of seasonal organic vegetables picked the day before delivery. Choose your size; every box holds a mix of roots, greens and salad.</p>`,
      description: `<p>Everything in the box is grown on our farm or, in the hungry gap, by organic growers we know within 30 miles. No plastic: paper bags and a cardboard box that we collect next time.</p>${boxTable(
        'One-off price',
        boxList.map((box) => [box.label, `&pound;${box.price}`, box.feeds, box.varieties]),
      )}<p>Want one every week for less? Take the <a href="${site}/product/weekly-veg-box-subscription/">Weekly Veg Box Subscription</a>.</p>`,
      variations: boxList.map((box) => [box.label, box.price]),
    },
    {
      id: 121,
      slug: 'weekly-veg-box-subscription',
      name: 'Weekly Veg Box Subscription',
      kind: 'variable-subscription',
      category: 'veg-boxes',
      price: boxes.small.sub,
      sale: '',
      stock: true,
      sku: 'VEGSUB',
      priceHtml: perWeek(boxes.small.sub, true),
      short: `<p>The same box as our one-off Organic Veg Box, delivered every week at a lower price. The sign-up fee of &pound;${f.signup} covers your insulated cool box, which stays with you.</p>`,
      description: `${boxTable(
        'Subscription price',
        boxList.map((box) => [box.label, `&pound;${box.sub} / week`, box.feeds, box.varieties]),
      )}<h3 class="wp-block-heading">Skipping, pausing and cancelling</h3><p>There is no minimum term. Skip a week, put deliveries on hold while you are away, change size or cancel from <a href="${site}/my-account/subscriptions/">My Account</a> before ${dl.cutoff} the day before your delivery day. Changes made after that apply from the following week.</p><p>Deliveries follow your postcode's delivery day: see <a href="${site}/delivery/">Delivery areas</a>.</p>`,
      variations: boxList.map((box) => [box.label, box.sub]),
    },
    {
      id: 124,
      slug: 'fruit-and-veg-box',
      name: 'Fruit &amp; Veg Box',
      kind: 'variable',
      category: 'veg-boxes',
      price: fruitVeg.medium,
      sale: '',
      stock: true,
      sku: 'FVBOX',
      priceHtml: range(fruitVeg.medium, fruitVeg.large),
      short: '<p>Our veg box with a bag of organic fruit: apples and pears from the orchard in autumn and winter, berries in summer, imported organic citrus and bananas in between.</p>',
      description: `${boxTable('One-off price', [
        ['Medium', `&pound;${fruitVeg.medium}`, boxes.medium.feeds, `${boxes.medium.varieties} veg + 3 fruit`],
        ['Large', `&pound;${fruitVeg.large}`, boxes.large.feeds, `${boxes.large.varieties} veg + 4 fruit`],
      ])}`,
      variations: [
        ['Medium', fruitVeg.medium],
        ['Large', fruitVeg.large],
      ],
    },
    simple(
      131,
      pr.eggs,
      'dairy-eggs',
      '<p>Eggs from our flock of 400 hens, who roam the orchard by day.</p>',
      '<p>Mixed sizes, collected every morning. Certified organic.</p>',
    ),
    simple(134, pr.milk, 'dairy-eggs', '<p>Unhomogenised organic whole milk from our neighbours at Pensford.</p>', '<p>Glass bottle, 50p deposit refunded on return.</p>'),
    simple(
      137,
      pr.sourdough,
      'bakery',
      '<p>Baked in our café kitchen every morning with organic flour from Shipton Mill.</p>',
      '<p>800g loaf. Baked fresh on delivery days; freezes well.</p>',
    ),
    simple(140, pr.juice, 'drinks', '<p>Pressed from our own orchard apples, unfiltered and not from concentrate.</p>', '<p>A blend of Bramley and Cox. Keep refrigerated once opened.</p>'),
    simple(143, pr.mince, 'meat', '<p>Grass-fed organic beef from our Ruby Red herd, dry-aged for 21 days.</p>', '<p>Frozen, lean and ready for a weeknight bolognese. Delivered in a compostable insulated liner.</p>'),
    simple(
      146,
      pr.honey,
      'pantry',
      '<p>Raw honey from the hives at the top of the farm, by our beekeeper.</p>',
      '<p>The spring harvest sold out. The summer harvest is usually jarred in August.</p>',
    ),
    simple(
      149,
      pr.strawberries,
      'fruit',
      '<p>Our own strawberries, picked the morning of delivery.</p>',
      `<p>Strawberries are back when the pick-your-own season starts on ${pyo.strawberriesFrom}.</p>`,
    ),
  ];
  const bySlug = (slug: string) => items.find((item) => item.slug === slug) ?? items[0]!;
  const categoryName = (slug: string) => categories.find(([s]) => s === slug)?.[1] ?? '';
  const image = (slug: string, size: number) => `${uploads}/${slug}-${size}x${size}.jpg`;

  /** One product of a loop: WooCommerce's `li` with the post classes, the link, the price and the loop button. */
  const loopItem = (item: Item, position: number, columns: number) => {
    const classes = [
      'product',
      `type-product`,
      `post-${item.id}`,
      'status-publish',
      ...(position % columns === 0 ? ['first'] : position % columns === columns - 1 ? ['last'] : []),
      item.stock ? 'instock' : 'outofstock',
      `product_cat-${item.category}`,
      'has-post-thumbnail',
      ...(item.sale ? ['sale'] : []),
      'shipping-taxable',
      'purchasable',
      `product-type-${item.kind}`,
    ].join(' ');
    const button =
      item.kind === 'simple' && item.stock
        ? `<a href="?add-to-cart=${item.id}" data-quantity="1" class="button product_type_simple add_to_cart_button ajax_add_to_cart" data-product_id="${item.id}" data-product_sku="${item.sku}" aria-label="Add to basket: &ldquo;${item.name}&rdquo;" rel="nofollow" data-success_message="&ldquo;${item.name}&rdquo; has been added to your basket">Add to basket</a>`
        : item.kind === 'simple'
          ? `<a href="${site}/product/${item.slug}/" data-quantity="1" class="button product_type_simple" data-product_id="${item.id}" data-product_sku="${item.sku}" aria-label="Read more about &ldquo;${item.name}&rdquo;" rel="nofollow">Read more</a>`
          : `<a href="${site}/product/${item.slug}/" data-quantity="1" class="button product_type_${item.kind} add_to_cart_button" data-product_id="${item.id}" data-product_sku="${item.sku}" aria-label="Select options for &ldquo;${item.name}&rdquo;" rel="nofollow">Select options</a><span id="woocommerce_loop_add_to_cart_link_describedby_${item.id}" class="screen-reader-text">This product has multiple variants. The options may be chosen on the product page</span>`;
    return `<li class="${classes}"><a href="${site}/product/${item.slug}/" class="woocommerce-LoopProduct-link woocommerce-loop-product__link"><img width="324" height="324" src="${image(item.slug, 324)}" class="attachment-woocommerce_thumbnail size-woocommerce_thumbnail" alt="${item.name}" decoding="async" loading="lazy"><h2 class="woocommerce-loop-product__title">${item.name}</h2>${item.sale ? '<span class="onsale">Sale!</span>' : ''}<span class="price">${item.priceHtml}</span></a>${button}</li>`;
  };
  const loop = (list: Item[], columns: number) => `<ul class="products columns-${columns}">${list.map((item, i) => loopItem(item, i, columns)).join('')}</ul>`;

  const menu: [href: string, label: string][] = [
    ['/shop/', 'Shop'],
    ['/product-category/veg-boxes/', 'Veg Boxes'],
    ['/delivery/', 'Delivery'],
    ['/pick-your-own/', 'Pick Your Own'],
    ['/cafe/', 'Café'],
    ['/our-team/', 'Our Team'],
    ['/blog/', 'Blog'],
    ['/visit-us/', 'Visit Us'],
  ];
  const menuList = (path: string, id: string) =>
    `<ul id="${id}" class="menu">${menu
      .map(
        ([href, label], i) =>
          `<li id="menu-item-${40 + i}" class="menu-item menu-item-type-${href.startsWith('/product-category') ? 'taxonomy' : 'post_type'} menu-item-object-${href.startsWith('/product-category') ? 'product_cat' : 'page'} menu-item-${40 + i}${href === path ? ' current-menu-item current_page_item' : ''}"><a href="${site}${href}"${href === path ? ' aria-current="page"' : ''}>${label}</a></li>`,
      )
      .join('')}</ul>`;
  const searchForm = `<div class="site-search"><div class="widget woocommerce widget_product_search"><form role="search" method="get" class="woocommerce-product-search" action="${site}/"><label class="screen-reader-text" for="woocommerce-product-search-field-0">Search for:</label><input type="search" id="woocommerce-product-search-field-0" class="search-field" placeholder="Search products&hellip;" value="" name="s"><button type="submit" value="Search" class="">Search</button><input type="hidden" name="post_type" value="product"></form></div></div>`;
  const masthead = (path: string) => `<header id="masthead" class="site-header" role="banner" style="">
<div class="col-full"><a class="skip-link screen-reader-text" href="#site-navigation">Skip to navigation</a><a class="skip-link screen-reader-text" href="#content">Skip to content</a>
<div class="site-branding"><a href="${site}/" class="custom-logo-link" rel="home"><img width="470" height="110" src="${uploads}/logo-${f.domain}.png" class="custom-logo" alt="${brand}" decoding="async"></a><p class="site-description">${f.tagline}</p></div>
${searchForm}</div>
<div class="storefront-primary-navigation"><div class="col-full">
<nav id="site-navigation" class="main-navigation" role="navigation" aria-label="Primary Navigation"><button id="site-navigation-menu-toggle" class="menu-toggle" aria-controls="site-navigation" aria-expanded="false"><span>Menu</span></button>
<div class="primary-navigation">${menuList(path, 'menu-primary')}</div><div class="handheld-navigation">${menuList(path, 'menu-primary-1')}</div></nav>
<ul id="site-header-cart" class="site-header-cart menu"><li class=""><a class="cart-contents" href="${site}/basket/" title="View your shopping basket">${money('0.00')} <span class="count">0 items</span></a></li><li><div class="widget woocommerce widget_shopping_cart"><div class="widget_shopping_cart_content"></div></div></li></ul>
</div></div>
</header>`;
  const breadcrumb = (trail: [href: string, label: string][], current: string) =>
    `<div class="storefront-breadcrumb"><div class="col-full"><nav class="woocommerce-breadcrumb" aria-label="breadcrumbs"><a href="${site}/">Home</a><span class="breadcrumb-separator"> / </span>${trail
      .map(([href, label]) => `<a href="${site}${href}">${label}</a><span class="breadcrumb-separator"> / </span>`)
      .join('')}${current}</nav></div></div>`;
  const hoursLines = `Shop: Monday to Saturday ${shop.open}–${shop.close}, Sunday ${shop.sunOpen}–${shop.sunClose}`;
  const footer = `<footer id="colophon" class="site-footer" role="contentinfo"><div class="col-full">
<div class="footer-widgets row-1 col-3 fix">
<div class="block footer-widget-1"><div id="text-2" class="widget widget_text"><span class="gamma widget-title">Find the farm</span><div class="textwidget"><p>${brand}<br>${f.street}<br>Bristol ${f.postcode}</p><p><a href="tel:${dial(f.phone)}">${f.phone}</a><br><a href="mailto:${f.email}">${f.email}</a></p></div></div></div>
<div class="block footer-widget-2"><div id="text-3" class="widget widget_text"><span class="gamma widget-title">Opening times</span><div class="textwidget"><p>${hoursLines}.</p><p>${cafe.name}: see <a href="${site}/cafe/">café times</a>.</p></div></div></div>
<div class="block footer-widget-3"><div id="nav_menu-2" class="widget widget_nav_menu"><span class="gamma widget-title">Information</span><div class="menu-footer-container"><ul id="menu-footer" class="menu"><li class="menu-item"><a href="${site}/delivery/">Delivery areas</a></li><li class="menu-item"><a href="${site}/terms-and-conditions/">Terms &amp; conditions</a></li><li class="menu-item"><a href="${site}/privacy-policy/">Privacy policy</a></li><li class="menu-item"><a href="${site}/staff-area/">Staff area</a></li></ul></div></div></div>
</div>
<div class="site-info">&copy; ${brand} 2035 · Registered in England and Wales no. ${f.company} · VAT ${f.vat} · Certified organic by the ${f.certifier}, licence ${f.licence}<br><a class="privacy-policy-link" href="${site}/privacy-policy/" rel="privacy-policy">Privacy Policy</a><span role="separator" aria-hidden="true"></span><a href="https://woocommerce.example" target="_blank" title="WooCommerce - The Best eCommerce Platform for WordPress" rel="noreferrer nofollow">Built with WooCommerce</a>.</div>
</div></footer>
<div class="storefront-handheld-footer-bar"><ul class="columns-3"><li class="my-account"><a href="${site}/my-account/">My Account</a></li><li class="search"><a href="">Search</a>${searchForm}</li><li class="cart"><a class="footer-cart-contents" href="${site}/basket/">Cart <span class="count">0</span></a></li></ul></div>`;
  const cookieYes = `<div class="cky-consent-container cky-banner-bottom" tabindex="0"><div class="cky-consent-bar" data-cky-tag="notice"><div class="cky-notice"><p class="cky-title" role="heading" aria-level="1" data-cky-tag="title">We value your privacy</p><div class="cky-notice-group"><div class="cky-notice-des" data-cky-tag="description"><p>We use cookies to keep your basket working and, with your consent, to see which pages are read. You can change your mind at any time.</p></div><div class="cky-notice-btn-wrapper" data-cky-tag="notice-buttons"><button class="cky-btn cky-btn-customize" aria-label="Customise" data-cky-tag="settings-button">Customise</button><button class="cky-btn cky-btn-reject" aria-label="Reject All" data-cky-tag="reject-button">Reject All</button><button class="cky-btn cky-btn-accept" aria-label="Accept All" data-cky-tag="accept-button">Accept All</button></div></div></div></div></div>`;
  /** Yoast's graph: the page, its breadcrumb, the website and the organisation. */
  const yoast = (path: string, title: string, description: string, crumbs: [string, string][]) =>
    `<script type="application/ld+json" class="yoast-schema-graph">${JSON.stringify({
      '@context': 'https://schema.org',
      '@graph': [
        {
          '@type': path === '/' ? ['WebPage', 'CollectionPage'] : 'WebPage',
          '@id': `${site}${path}`,
          url: `${site}${path}`,
          name: title,
          isPartOf: { '@id': `${site}/#website` },
          description,
          breadcrumb: { '@id': `${site}${path}#breadcrumb` },
          inLanguage: 'en-GB',
        },
        {
          '@type': 'BreadcrumbList',
          '@id': `${site}${path}#breadcrumb`,
          itemListElement: [['/', 'Home'], ...crumbs].map(([href, name], i) => ({ '@type': 'ListItem', position: i + 1, name, item: `${site}${href}` })),
        },
        {
          '@type': 'WebSite',
          '@id': `${site}/#website`,
          url: `${site}/`,
          name: f.brand,
          description: f.tagline,
          publisher: { '@id': `${site}/#organization` },
          potentialAction: [{ '@type': 'SearchAction', target: { '@type': 'EntryPoint', urlTemplate: `${site}/?s={search_term_string}` }, 'query-input': 'required name=search_term_string' }],
          inLanguage: 'en-GB',
        },
        {
          '@type': 'Organization',
          '@id': `${site}/#organization`,
          name: f.brand,
          url: `${site}/`,
          logo: { '@type': 'ImageObject', url: `${uploads}/logo-${f.domain}.png`, width: 470, height: 110 },
          sameAs: [`https://www.instagram.com/${f.domain}/`, `https://www.facebook.com/${f.domain}`],
        },
      ],
    })}</script>`;
  const bodyClasses: Record<string, string> = {
    home: 'home page-template page-template-template-homepage page-template-template-homepage-php page page-id-7',
    page: 'page-template-default page',
    shop: 'archive post-type-archive post-type-archive-product',
    category: 'archive tax-product_cat term-veg-boxes term-18',
    product: 'product-template-default single single-product',
    post: 'post-template-default single single-post single-format-standard',
    blog: 'blog',
  };
  /** header.php to footer.php: the head wp_head() prints, the masthead, the breadcrumb and the content area with the sidebar. */
  const layout = (
    path: string,
    title: string,
    description: string,
    template: keyof typeof bodyClasses,
    crumbs: [href: string, label: string][],
    content: string,
    extra = '',
    robots = 'index, follow, max-image-preview:large, max-snippet:-1, max-video-preview:-1',
  ) => `<!doctype html>
<html lang="en-GB">
<head>
<meta charset="UTF-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="profile" href="https://gmpg.org/xfn/11">
<link rel="pingback" href="${site}/xmlrpc.php">
<!-- This site is optimized with the Yoast SEO plugin v25.1 - https://yoast.com/wordpress/plugins/seo/ -->
<title>${title} &#8211; ${brand}</title>
<meta name="description" content="${description}">
<meta name="robots" content="${robots}">
<link rel="canonical" href="${site}${path}">
<meta property="og:locale" content="en_GB">
<meta property="og:type" content="${template === 'post' ? 'article' : 'website'}">
<meta property="og:title" content="${title} &#8211; ${brand}">
<meta property="og:description" content="${description}">
<meta property="og:url" content="${site}${path}">
<meta property="og:site_name" content="${brand}">
<meta name="twitter:card" content="summary_large_image">
${yoast(path, title, description, crumbs)}
<!-- / Yoast SEO plugin. -->
<link rel="alternate" type="application/rss+xml" title="${brand} &raquo; Feed" href="${site}/feed/">
<link rel="stylesheet" id="wp-block-library-css" href="${site}/wp-includes/css/dist/block-library/style.min.css?ver=6.8.1" media="all">
<link rel="stylesheet" id="storefront-style-css" href="${site}/wp-content/themes/storefront/style.css?ver=4.6.1" media="all">
<link rel="stylesheet" id="storefront-woocommerce-style-css" href="${site}/wp-content/themes/storefront/assets/css/woocommerce/woocommerce.css?ver=4.6.1" media="all">
<link rel="stylesheet" id="cookie-law-info-css" href="${site}/wp-content/plugins/cookie-law-info/lite/frontend/css/script.min.css?ver=3.3.1" media="all">
<script src="${site}/wp-includes/js/jquery/jquery.min.js?ver=3.7.1" id="jquery-core-js"></script>
<script id="wc-add-to-cart-js-extra">var wc_add_to_cart_params = {"ajax_url":"\\/wp-admin\\/admin-ajax.php","wc_ajax_url":"\\/?wc-ajax=%%endpoint%%","i18n_view_cart":"View basket","cart_url":"${site.replace(/\//g, '\\/')}\\/basket\\/","is_cart":"","cart_redirect_after_add":"no"};</script>
<meta name="generator" content="WordPress 6.8.1">
<meta name="generator" content="WooCommerce 9.9.3">
<noscript><style>.woocommerce-product-gallery{ opacity: 1 !important; }</style></noscript>
</head>
<body class="${bodyClasses[template] ?? ''} wp-custom-logo wp-embed-responsive theme-storefront woocommerce-js storefront-align-wide right-sidebar woocommerce-active">
<div id="page" class="hfeed site">
${masthead(path)}
${path === '/' ? '' : breadcrumb(crumbs.slice(0, -1), crumbs.at(-1)?.[1] ?? '')}
<div id="content" class="site-content" tabindex="-1"><div class="col-full"><div class="woocommerce"></div>
<div id="primary" class="content-area"><main id="main" class="site-main" role="main">
${content}
</main></div>
${template === 'page' || template === 'post' || template === 'blog' ? `<div id="secondary" class="widget-area" role="complementary"><div id="block-3" class="widget widget_block"><h2 class="wp-block-heading">Opening times</h2><p>${hoursLines}.</p></div><div id="block-4" class="widget widget_block"><h2 class="wp-block-heading">Veg box orders</h2><p>Order by ${dl.cutoff} the day before your delivery day.</p></div></div>` : ''}
</div></div>
${footer}
</div>
${cookieYes}
${extra}
<script id="wc-order-attribution-js-extra">var wc_order_attribution = {"params":{"lifetime":1.0e-5,"session":30,"ajaxurl":"\\/wp-admin\\/admin-ajax.php","prefix":"wc_order_attribution_","allowTracking":true}};</script>
<script src="${site}/wp-content/themes/storefront/assets/js/navigation.min.js?ver=4.6.1" id="storefront-navigation-js"></script>
<script src="${site}/wp-content/plugins/woocommerce/assets/js/frontend/add-to-cart.min.js?ver=9.9.3" id="wc-add-to-cart-js" defer data-wp-strategy="defer"></script>
</body>
</html>`;
  /** A page (page.php): the article with its entry header and the block content. */
  const page = (id: number, title: string, content: string) =>
    `<article id="post-${id}" class="post-${id} page type-page status-publish hentry"><header class="entry-header"><h1 class="entry-title">${title}</h1></header><div class="entry-content">${content}</div></article>`;
  const table = (head: string[], rows: string[][], style = 'is-style-stripes') =>
    `<figure class="wp-block-table ${style}"><table class="has-fixed-layout"><thead><tr>${head.map((h) => `<th>${h}</th>`).join('')}</tr></thead><tbody>${rows
      .map((cells) => `<tr>${cells.map((cell) => `<td>${cell}</td>`).join('')}</tr>`)
      .join('')}</tbody></table></figure>`;
  const details = (summary: string, body: string) => `<details class="wp-block-details is-layout-flow wp-block-details-is-layout-flow"><summary>${summary}</summary><p>${body}</p></details>`;
  const heading = (text: string, level = 2) => `<h${level} class="wp-block-heading" id="${sanitizeTitle(text)}">${text}</h${level}>`;
  const buttons = (links: [href: string, label: string][]) =>
    `<div class="wp-block-buttons is-layout-flex wp-block-buttons-is-layout-flex">${links.map(([href, label]) => `<div class="wp-block-button"><a class="wp-block-button__link wp-element-button" href="${site}${href}">${label}</a></div>`).join('')}</div>`;
  const columns = (cells: string[]) =>
    `<div class="wp-block-columns is-layout-flex wp-container-core-columns-is-layout-1 wp-block-columns-is-layout-flex">${cells.map((cell) => `<div class="wp-block-column is-layout-flow wp-block-column-is-layout-flow">${cell}</div>`).join('')}</div>`;

  /** The single product template: gallery, summary with the price and the add-to-basket or variations form, tabs, related products. */
  const productPage = (item: Item) => {
    const escaped = (data: unknown) => JSON.stringify(data).replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
    const attribute = item.kind === 'simple' ? '' : 'pa_box-size';
    const variationsData = item.variations.map(([size, price], i) => ({
      attributes: { [`attribute_${attribute}`]: size.toLowerCase() },
      availability_html: '<p class="stock in-stock">In stock</p>',
      display_price: Number(price),
      display_regular_price: Number(price),
      is_in_stock: true,
      price_html: `<span class="price">${item.kind === 'variable-subscription' ? perWeek(price) : money(price)}</span>`,
      sku: `${item.sku}-${size.charAt(0)}`,
      variation_id: item.id + i + 1,
      variation_is_active: true,
      variation_is_visible: true,
    }));
    const form =
      item.kind === 'simple'
        ? item.stock
          ? `<p class="stock in-stock">In stock</p><form class="cart" action="${site}/product/${item.slug}/" method="post" enctype="multipart/form-data"><div class="quantity"><label class="screen-reader-text" for="quantity_${nonce}">${item.name} quantity</label><input type="number" id="quantity_${nonce}" class="input-text qty text" name="quantity" value="1" aria-label="Product quantity" min="1" step="1" placeholder="" inputmode="numeric" autocomplete="off"></div><button type="submit" name="add-to-cart" value="${item.id}" class="single_add_to_cart_button button alt">Add to basket</button></form>`
          : '<p class="stock out-of-stock">Out of stock</p>'
        : `<form class="variations_form cart" action="${site}/product/${item.slug}/" method="post" enctype="multipart/form-data" data-product_id="${item.id}" data-product_variations="${escaped(variationsData)}"><table class="variations" cellspacing="0" role="presentation"><tbody><tr><th class="label"><label for="${attribute}">Box size</label></th><td class="value"><select id="${attribute}" name="attribute_${attribute}" data-attribute_name="attribute_${attribute}" data-show_option_none="yes"><option value="">Choose an option</option>${item.variations
            .map(([size]) => `<option value="${size.toLowerCase()}" class="attached enabled">${size}</option>`)
            .join(
              '',
            )}</select><a class="reset_variations" href="#" aria-label="Clear options">Clear</a></td></tr></tbody></table><div class="single_variation_wrap"><div class="woocommerce-variation single_variation" role="alert" aria-relevant="additions"></div><div class="woocommerce-variation-add-to-cart variations_button"><div class="quantity"><label class="screen-reader-text" for="quantity_${nonce}">${item.name} quantity</label><input type="number" id="quantity_${nonce}" class="input-text qty text" name="quantity" value="1" aria-label="Product quantity" min="1" step="1" inputmode="numeric" autocomplete="off"></div><button type="submit" class="single_add_to_cart_button button alt disabled wc-variation-selection-needed">${item.kind === 'variable-subscription' ? 'Sign up now' : 'Add to basket'}</button><input type="hidden" name="add-to-cart" value="${item.id}"><input type="hidden" name="product_id" value="${item.id}"><input type="hidden" name="variation_id" class="variation_id" value="0"></div></div></form>`;
    const related = items.filter((other) => other.category === item.category && other !== item).slice(0, 3);
    const fallback = items.filter((other) => other !== item && !related.includes(other)).slice(0, 3 - related.length);
    const offers =
      item.kind === 'simple'
        ? {
            '@type': 'Offer',
            price: item.sale || item.price,
            priceCurrency: 'GBP',
            availability: item.stock ? 'http://schema.org/InStock' : 'http://schema.org/OutOfStock',
            url: `${site}/product/${item.slug}/`,
            seller: { '@type': 'Organization', name: f.brand, url: site },
          }
        : {
            '@type': 'AggregateOffer',
            lowPrice: item.variations[0]?.[1],
            highPrice: item.variations.at(-1)?.[1],
            offerCount: item.variations.length,
            priceCurrency: 'GBP',
            availability: 'http://schema.org/InStock',
            url: `${site}/product/${item.slug}/`,
          };
    return layout(
      `/product/${item.slug}/`,
      item.name,
      item.short.replace(/<[^>]+>/g, ''),
      'product',
      [
        [`/product-category/${item.category}/`, categoryName(item.category)],
        [`/product/${item.slug}/`, item.name],
      ],
      `<div class="woocommerce-notices-wrapper"></div><div id="product-${item.id}" class="product type-product post-${item.id} status-publish first ${item.stock ? 'instock' : 'outofstock'} product_cat-${item.category} has-post-thumbnail${item.sale ? ' sale' : ''} shipping-taxable purchasable product-type-${item.kind}">
${item.sale ? '<span class="onsale">Sale!</span>' : ''}
<div class="woocommerce-product-gallery woocommerce-product-gallery--with-images woocommerce-product-gallery--columns-4 images" data-columns="4" style="opacity: 0; transition: opacity .25s ease-in-out;"><div class="woocommerce-product-gallery__wrapper"><div data-thumb="${image(item.slug, 100)}" data-thumb-alt="${item.name}" class="woocommerce-product-gallery__image"><a href="${uploads}/${item.slug}.jpg"><img width="416" height="416" src="${image(item.slug, 416)}" class="wp-post-image" alt="${item.name}" data-caption="" data-large_image="${uploads}/${item.slug}.jpg" data-large_image_width="1200" data-large_image_height="1200" decoding="async"></a></div></div></div>
<div class="summary entry-summary"><h1 class="product_title entry-title">${item.name}</h1><p class="price">${item.priceHtml}</p><div class="woocommerce-product-details__short-description">${item.short}</div>
${form}
<div class="product_meta"><span class="sku_wrapper">SKU: <span class="sku">${item.sku}</span></span> <span class="posted_in">Category: <a href="${site}/product-category/${item.category}/" rel="tag">${categoryName(item.category)}</a></span></div></div>
<div class="woocommerce-tabs wc-tabs-wrapper"><ul class="tabs wc-tabs" role="tablist"><li class="description_tab" id="tab-title-description" role="presentation"><a href="#tab-description" role="tab" aria-controls="tab-description">Description</a></li>${item.kind === 'simple' ? '' : '<li class="additional_information_tab" id="tab-title-additional_information" role="presentation"><a href="#tab-additional_information" role="tab" aria-controls="tab-additional_information">Additional information</a></li>'}<li class="reviews_tab" id="tab-title-reviews" role="presentation"><a href="#tab-reviews" role="tab" aria-controls="tab-reviews">Reviews (0)</a></li></ul>
<div class="woocommerce-Tabs-panel woocommerce-Tabs-panel--description panel entry-content wc-tab" id="tab-description" role="tabpanel" aria-labelledby="tab-title-description"><h2>Description</h2>${item.description}</div>
${item.kind === 'simple' ? '' : `<div class="woocommerce-Tabs-panel woocommerce-Tabs-panel--additional_information panel entry-content wc-tab" id="tab-additional_information" role="tabpanel" aria-labelledby="tab-title-additional_information" style="display: none;"><h2>Additional information</h2><table class="woocommerce-product-attributes shop_attributes" aria-label="Product Details"><tr class="woocommerce-product-attributes-item woocommerce-product-attributes-item--attribute_pa_box-size"><th class="woocommerce-product-attributes-item__label" scope="row">Box size</th><td class="woocommerce-product-attributes-item__value"><p>${item.variations.map(([size]) => size).join(', ')}</p></td></tr></table></div>`}
<div class="woocommerce-Tabs-panel woocommerce-Tabs-panel--reviews panel entry-content wc-tab" id="tab-reviews" role="tabpanel" aria-labelledby="tab-title-reviews" style="display: none;"><div id="reviews" class="woocommerce-Reviews"><div id="comments"><h2 class="woocommerce-Reviews-title">Reviews</h2><p class="woocommerce-noreviews">There are no reviews yet.</p></div><p class="woocommerce-verification-required">Only logged in customers who have purchased this product may leave a review.</p></div></div>
</div>
<section class="related products"><h2>Related products</h2>${loop([...related, ...fallback], 3)}</section>
</div>`,
      jsonLd({
        '@context': 'https://schema.org/',
        '@type': 'Product',
        '@id': `${site}/product/${item.slug}/#product`,
        name: item.name.replace(/&amp;/g, '&'),
        url: `${site}/product/${item.slug}/`,
        description: item.short.replace(/<[^>]+>/g, ''),
        image: `${uploads}/${item.slug}.jpg`,
        sku: item.sku,
        offers: [offers],
      }),
    );
  };

  const teamList = [team.owner, team.shop, team.grower, team.chef, team.boxes, team.fields];
  interface Post {
    path: string;
    id: number;
    title: string;
    date: string;
    iso: string;
    author: string;
    category: string;
    excerpt: string;
    body: string;
  }
  const posts: Post[] = [
    {
      path: `/${blog.iso.replace(/-/g, '/')}/hungry-gap-greens/`,
      id: 212,
      title: 'The hungry gap: why your boxes are full of greens in May',
      date: blog.date,
      iso: blog.iso,
      author: team.grower.name,
      category: 'From the fields',
      excerpt: 'The stores are empty and the new crops are not ready yet. Here is how we fill the boxes between April and June.',
      body: `<p>Every spring there are a few weeks when last year's roots have run out and this year's crops are still growing. Growers call it the hungry gap. It is why your box has more chard, spring greens, spinach and salad leaves than usual, plus some organic carrots and onions from growers we trust.</p>${heading('What is coming next')}<p>The first broad beans should be in the boxes from the week of ${blog.broadBeans}, followed by new potatoes and the first courgettes from the polytunnels. Strawberries will be back with the pick-your-own season from ${pyo.strawberriesFrom}.</p><div class="wp-block-group has-pale-cyan-blue-background-color has-background"><p><strong>Tip:</strong> blanch and freeze spare greens in portions for a week when the box is lighter.</p></div><p>— ${team.grower.name}, ${team.grower.role.toLowerCase()}</p>`,
    },
    {
      path: '/2035/04/11/pick-your-own-2035-dates/',
      id: 198,
      title: 'Pick-your-own 2035: dates for your diary',
      date: '11 April 2035',
      iso: '2035-04-11',
      author: team.shop.name,
      category: 'News',
      excerpt: 'Strawberries, raspberries and pumpkins: when the fields open this year.',
      body: `<p>The strawberry plants wintered well and the fields should open on ${pyo.strawberriesFrom}, weather permitting. Raspberries follow from ${pyo.raspberriesFrom} and pumpkins from ${pyo.pumpkinsFrom}.</p><p>Prices and field times are on the <a href="${site}/pick-your-own/">pick-your-own page</a>. Call the PYO line on ${f.pyoLine} before setting out on hot weekends: we close a field when it is picked out.</p>`,
    },
  ];
  const postCard = (post: Post) =>
    `<article id="post-${post.id}" class="post-${post.id} post type-post status-publish format-standard has-post-thumbnail hentry category-${sanitizeTitle(post.category)}"><header class="entry-header"><h2 class="alpha entry-title"><a href="${site}${post.path}" rel="bookmark">${post.title}</a></h2></header><aside class="entry-meta"><div class="author"><div class="label">Written by</div>${post.author}</div><div class="posted-on">Posted on <a href="${site}${post.path}" rel="bookmark"><time class="entry-date published" datetime="${post.iso}T08:30:00+01:00">${post.date}</time></a></div><div class="cat-links"><div class="label">Posted in</div>${post.category}</div></aside><div class="entry-content"><p>${post.excerpt}</p><p class="read-more"><a class="button" href="${site}${post.path}" aria-label="Continue reading ${post.title}">Continue reading</a></p></div></article>`;

  const shopList = items;
  const cafeTimes = table(
    ['Day', 'Café open'],
    [
      ['Monday', 'Closed'],
      ['Tuesday to Friday', `${cafe.weekOpen} – ${cafe.close}`],
      ['Saturday', `${cafe.satOpen} – ${cafe.close}`],
      ['Sunday', `${cafe.sunOpen} – ${cafe.sunClose}`],
    ],
  );
  const shopTimes = table(
    ['Day', 'Farm shop open'],
    [
      ['Monday to Saturday', `${shop.open} – ${shop.close}`],
      ['Sunday and bank holidays', `${shop.sunOpen} – ${shop.sunClose}`],
    ],
  );

  const pages: Record<string, string> = {
    '/': layout(
      '/',
      'Organic veg boxes, farm shop &amp; café near Bristol',
      `Organic veg boxes delivered across Bristol and Bath, a farm shop, pick-your-own and ${cafe.name}, ${f.miles} miles from Bristol.`,
      'home',
      [],
      `<div id="post-7" class="post-7 page type-page status-publish hentry"><div class="col-full"><div class="entry-content"><div class="wp-block-cover alignfull is-light" style="min-height:480px"><span aria-hidden="true" class="wp-block-cover__background has-background-dim-40 has-background-dim"></span><img class="wp-block-cover__image-background" alt="" src="${uploads}/fields-spring.jpg" data-object-fit="cover"><div class="wp-block-cover__inner-container is-layout-flow"><h1 class="wp-block-heading has-text-align-center">Grown here, delivered to your door</h1><p class="has-text-align-center">Certified organic by the ${f.certifier} since the late nineties, farming at ${f.street} since ${f.since}. Veg boxes from &pound;${boxes.small.price}, delivered across Bristol and Bath.</p>${buttons([
        ['/product-category/veg-boxes/', 'Choose a veg box'],
        ['/delivery/', 'Do we deliver to you?'],
      ])}</div></div></div></div></div>
<section class="storefront-product-section storefront-product-categories" aria-label="Product Categories"><h2 class="section-title">Shop by Category</h2><div class="woocommerce columns-3"><ul class="products columns-3">${categories
        .slice(0, 3)
        .map(
          ([slug, name], i) =>
            `<li class="product-category product${i === 0 ? ' first' : i === 2 ? ' last' : ''}"><a aria-label="Visit product category ${name}" href="${site}/product-category/${slug}/"><img src="${uploads}/cat-${slug}-324x324.jpg" alt="${name}" width="324" height="324"><h2 class="woocommerce-loop-category__title">${name} <mark class="count">(${items.filter((item) => item.category === slug).length})</mark></h2></a></li>`,
        )
        .join('')}</ul></div></section>
<section class="storefront-product-section storefront-recent-products" aria-label="New In"><h2 class="section-title">New In</h2><div class="woocommerce columns-4">${loop([bySlug('weekly-veg-box-subscription'), ...items.slice(3, 6)], 4)}</div></section>
<section class="storefront-product-section storefront-on-sale-products" aria-label="On Sale"><h2 class="section-title">On Sale</h2><div class="woocommerce columns-4">${loop(
        items.filter((item) => item.sale),
        4,
      )}</div></section>
<section class="storefront-product-section storefront-best-selling-products" aria-label="Best Sellers"><h2 class="section-title">Best Sellers</h2><div class="woocommerce columns-4">${loop(items.slice(0, 4), 4)}</div></section>`,
    ),
    '/shop/': layout(
      '/shop/',
      'Shop',
      'Organic veg boxes, eggs, milk, bread, juice and meat from our farm.',
      'shop',
      [['/shop/', 'Shop']],
      `<header class="woocommerce-products-header"><h1 class="woocommerce-products-header__title page-title">Shop</h1></header><div class="storefront-sorting"><div class="woocommerce-notices-wrapper"></div><form class="woocommerce-ordering" method="get"><select name="orderby" class="orderby" aria-label="Shop order"><option value="menu_order" selected="selected">Default sorting</option><option value="popularity">Sort by popularity</option><option value="date">Sort by latest</option><option value="price">Sort by price: low to high</option><option value="price-desc">Sort by price: high to low</option></select><input type="hidden" name="paged" value="1"></form><p class="woocommerce-result-count" role="alert" aria-relevant="all">Showing all ${shopList.length} results</p></div>${loop(shopList, 3)}<div class="storefront-sorting"><p class="woocommerce-result-count">Showing all ${shopList.length} results</p></div>`,
    ),
    '/product-category/veg-boxes/': layout(
      '/product-category/veg-boxes/',
      'Veg Boxes',
      'Organic veg boxes in three sizes, one-off or as a weekly subscription.',
      'category',
      [['/product-category/veg-boxes/', 'Veg Boxes']],
      `<header class="woocommerce-products-header"><h1 class="woocommerce-products-header__title page-title">Veg Boxes</h1><div class="term-description"><p>Seasonal organic vegetables from our fields, packed the day before delivery. Buy a single box or subscribe and save every week.</p></div></header><div class="storefront-sorting"><p class="woocommerce-result-count" role="alert" aria-relevant="all">Showing all 3 results</p></div>${loop(
        items.filter((item) => item.category === 'veg-boxes'),
        3,
      )}`,
    ),
    ...Object.fromEntries(items.map((item) => [`/product/${item.slug}/`, productPage(item)])),
    '/delivery/': layout(
      '/delivery/',
      'Delivery areas',
      'Where and when we deliver veg boxes and shop orders, and what it costs.',
      'page',
      [['/delivery/', 'Delivery areas']],
      page(
        24,
        'Delivery areas',
        `<p>We deliver in our own electric vans on set days for each area. Find your postcode below; if it is not listed, you are welcome to collect from the farm shop.</p>${table(
          ['Area', 'Postcodes', 'Delivery day', 'Delivery charge'],
          zoneList.map((zone) => [`${zone.name}: ${zone.areas}`, zone.postcodes, days(zone), `&pound;${zone.fee}`]),
        )}${heading('Ordering and cut-off')}<ul class="wp-block-list"><li>Orders close at ${dl.cutoff} the day before your delivery day.</li><li>Minimum order for delivery: &pound;${dl.minOrder}.</li><li>Free delivery on orders over &pound;${dl.freeOver}.</li><li>Click &amp; collect from the farm shop is always free, on any day the shop is open.</li></ul>${heading('Your questions')}${details(
          'What if I am not at home?',
          'Tell us a safe place at checkout (porch, shed, a neighbour). Boxes are packed to stay fresh until the evening.',
        )}${details('Do you take the boxes back?', 'Yes, leave last week’s empty box out and the driver will take it for reuse.')}${details(
          'Can I change my delivery day?',
          'The day is set by your postcode. If you cannot take a delivery, skip that week in My Account or collect from the shop.',
        )}`,
      ),
    ),
    '/pick-your-own/': layout(
      '/pick-your-own/',
      'Pick your own',
      'Pick-your-own strawberries, raspberries and pumpkins: dates, prices and field times.',
      'page',
      [['/pick-your-own/', 'Pick your own']],
      page(
        27,
        'Pick your own',
        `<p>Pick your own fruit straight from the field: pay for what you pick by weight at the field hut. Containers are provided, or bring your own.</p>${table(
          ['Crop', 'Season starts', 'Price'],
          [
            ['Strawberries', pyo.strawberriesFrom, `&pound;${pyo.strawberries} per kg`],
            ['Raspberries', pyo.raspberriesFrom, `&pound;${pyo.raspberries} per kg`],
            ['Pumpkins', pyo.pumpkinsFrom, 'From &pound;2.00 each, by size'],
          ],
        )}${columns([
          `${heading('Field times')}<p>Wednesday to Sunday during the season, ${pyo.open} to ${pyo.close}. Last entry to the fields ${pyo.lastEntry}.</p><p>Closed Mondays and Tuesdays so the fruit can ripen. Call the PYO line on <a href="tel:${dial(f.pyoLine)}">${f.pyoLine}</a> before you set out.</p>`,
          `${heading('Good to know')}<ul class="wp-block-list"><li>No dogs in the fields, except assistance dogs. Dogs are welcome on the café terrace.</li><li>Children must stay with an adult; no entry charge.</li><li>Wear wellies after rain: the paths get muddy.</li></ul>`,
        ])}`,
      ),
    ),
    '/cafe/': layout(
      '/cafe/',
      cafe.name,
      `${cafe.name}: breakfast, lunch and cakes made with our own produce. Opening times and menu.`,
      'page',
      [['/cafe/', cafe.name]],
      page(
        30,
        cafe.name,
        `<p>Up the stairs in the old hayloft, with a terrace over the fields. We cook with what comes in from the farm that morning.</p>${heading('Café opening times')}${cafeTimes}<p>Breakfast is served until ${cafe.breakfastUntil}. Last food orders 30 minutes before closing. The café has its own hours: the farm shop downstairs keeps different times.</p>${heading('From the menu')}${table(
          ['Dish', 'Price'],
          [
            ['Farm breakfast (eggs, sausage, bacon, mushrooms, sourdough)', `&pound;${cafe.breakfast}`],
            ['Soup of the day with sourdough', `&pound;${cafe.soup}`],
            ['Scone with jam and clotted cream', `&pound;${cafe.scone}`],
          ],
          'is-style-regular',
        )}<p>Vegetarian, vegan and gluten-free options every day. Dogs welcome on the terrace. No bookings except for groups of eight or more.</p>`,
      ),
    ),
    '/our-team/': layout(
      '/our-team/',
      'Our team',
      'The people who grow, pack, cook and deliver.',
      'page',
      [['/our-team/', 'Our team']],
      page(
        33,
        'Our team',
        `<p>A family farm with a small team. Here is who does what.</p><div class="wp-block-columns is-layout-flex">${teamList
          .map(
            (person) =>
              `<div class="wp-block-column is-layout-flow"><figure class="wp-block-image size-medium"><img src="${uploads}/team-${sanitizeTitle(person.name)}-300x300.jpg" alt="${person.name}" width="300" height="300" loading="lazy"></figure><h3 class="wp-block-heading">${person.name}</h3><p><strong>${person.role}</strong></p><p>${person.bio}</p></div>`,
          )
          .join('')}</div>`,
      ),
    ),
    '/visit-us/': layout(
      '/visit-us/',
      'Visit us',
      `How to find ${f.brand}, the farm shop's opening times and how to get in touch.`,
      'page',
      [['/visit-us/', 'Visit us']],
      page(
        36,
        'Visit us',
        `${columns([
          `${heading('Where we are')}<p>${f.street}<br>Bristol ${f.postcode}</p><p>${f.miles} miles south of Bristol city centre on the A368. Free parking in the farmyard, including two accessible spaces by the shop door.</p>`,
          `${heading('Get in touch')}<p>Shop and veg boxes: <a href="tel:${dial(f.phone)}">${f.phone}</a><br>Pick-your-own line: <a href="tel:${dial(f.pyoLine)}">${f.pyoLine}</a><br>Email: <a href="mailto:${f.email}">${f.email}</a></p>`,
        ])}${heading('Farm shop opening times')}${shopTimes}<p>${cafe.name} upstairs has <a href="${site}/cafe/">its own opening times</a>.</p>`,
      ),
    ),
    '/blog/': layout(
      '/blog/',
      'Blog',
      'News from the fields, the shop and the café.',
      'blog',
      [['/blog/', 'Blog']],
      `${posts.map(postCard).join('')}<nav class="navigation pagination" aria-label="Posts"><h2 class="screen-reader-text">Posts navigation</h2><div class="nav-links"><span aria-current="page" class="page-numbers current"><span class="meta-nav screen-reader-text">Page </span>1</span></div></nav>`,
    ),
    ...Object.fromEntries(
      posts.map((post) => [
        post.path,
        layout(
          post.path,
          post.title,
          post.excerpt,
          'post',
          [
            ['/blog/', 'Blog'],
            [post.path, post.title],
          ],
          `<article id="post-${post.id}" class="post-${post.id} post type-post status-publish format-standard hentry"><header class="entry-header"><h1 class="entry-title">${post.title}</h1></header><aside class="entry-meta"><div class="author"><div class="label">Written by</div>${post.author}</div><div class="posted-on">Posted on <time class="entry-date published" datetime="${post.iso}T08:30:00+01:00">${post.date}</time></div></aside><div class="entry-content">${post.body}</div></article><nav id="post-navigation" class="navigation post-navigation" aria-label="Post Navigation"><h2 class="screen-reader-text">Post navigation</h2><div class="nav-links">${posts
            .filter((other) => other !== post)
            .map((other) => `<div class="nav-previous"><a href="${site}${other.path}" rel="prev"><span class="screen-reader-text">Previous post: </span>${other.title}</a></div>`)
            .join('')}</div></nav>`,
        ),
      ]),
    ),
    '/terms-and-conditions/': layout(
      '/terms-and-conditions/',
      'Terms &amp; conditions',
      'The terms for shop orders, veg boxes and subscriptions.',
      'page',
      [['/terms-and-conditions/', 'Terms &amp; conditions']],
      page(
        42,
        'Terms &amp; conditions',
        `${heading('Orders')}<p>Prices include VAT where it applies. Veg boxes are packed from what is ready in the field that week; we may swap an item for one of similar value and always tell you on the box note.</p>${heading('Something wrong?')}<p>If anything arrives damaged or missing, email <a href="mailto:${f.email}">${f.email}</a> within two days with a photo and we will refund or replace it.</p>${heading('Subscriptions')}<p>Subscriptions renew every week until you cancel. You can skip, pause, change or cancel in My Account up to ${dl.cutoff} the day before your delivery day.</p>`,
      ),
    ),
    '/privacy-policy/': layout(
      '/privacy-policy/',
      'Privacy Policy',
      'How we use your details.',
      'page',
      [['/privacy-policy/', 'Privacy Policy']],
      page(
        3,
        'Privacy Policy',
        `<p>We use your name, address and email to deliver your orders and run your subscription, and nothing else. Payments are handled by Stripe; we never see your card number. Ask us at ${f.email} to see or delete your data.</p>`,
      ),
    ),
    '/staff-area/': layout(
      '/staff-area/',
      'Staff area',
      'For the farm team only.',
      'page',
      [['/staff-area/', 'Staff area']],
      page(
        39,
        'Staff area',
        `<p><strong>Team only. Please do not share with customers or suppliers.</strong></p><ul class="wp-block-list"><li>Target margin on bought-in wholesale lines: ${ix.marginPct}%</li><li>Our discount with ${ix.supplier}: ${ix.supplierPct}% on list price</li><li>Farm manager's mobile (out of hours only): ${ix.managerMobile}</li><li>Till supervisor code: ${ix.tillCode}</li></ul>`,
      ),
      '',
      'noindex, nofollow',
    ),
  };

  const ask = (kind: string, question: string, ...expect: string[]): BenchQuestion => ({ kind, ask: question, expect });
  const none = (language: string, question: string, ...reject: string[]): BenchQuestion[] =>
    unanswerable(question).map((q) => ({ ...q, ...(language === 'en' ? {} : { language }), ...(reject.length > 0 ? { reject } : {}) }));
  const hour = (time: string) => time.replace(/am|pm/, '');
  const cafeAsk = "Could we get lunch at the café this Sunday? We probably won't get there before half three.";
  const questions: BenchQuestion[] = [
    { ...ask('price', "How much is the medium veg box? It's just the two of us.", boxes.medium.price), reject: [boxes.large.price] },
    ask('price', "We've just moved to Redland, BS6. Which day would our veg box come, and what's the delivery charge?", zones.central.days[0] ?? '', zones.central.fee),
    ask('policy', "Can I buy a punnet of strawberries in the online shop yet? If not, when can we come and pick our own?", pyo.strawberriesFrom.replace(/^\w+ | \d{4}$/g, '')),
    ask('price', 'is the sourdough still on offer? whats the price now', pr.sourdough.sale),
    ask('comparison', "What's the difference per box between subscribing to the medium veg box and just buying it one-off each week?", boxes.medium.price, boxes.medium.sub),
    ask('arithmetic', 'If I sign up for the large veg box subscription, what will I pay for the first week, sign-up fee included?', boxes.large.sub, f.signup),
    ask('hours', cafeAsk, hour(cafe.sunClose)),
    { ...ask('follow-up', 'And would the farm shop downstairs still be open at that time?', hour(shop.sunClose)), after: [cafeAsk] },
    ask('price', 'How much is pick-your-own strawberries per kilo, and what time is last entry to the fields?', pyo.strawberries, hour(pyo.lastEntry)),
    ask('policy', "There's no way to skip a week of the veg box subscription while we're on holiday without cancelling the whole thing, is there?", dl.cutoff),
    ask('person', "Who's in charge of growing the veg? I'd love to ask about the heritage tomatoes in your polytunnels.", team.grower.name),
    ask('date', 'Your latest blog post mentioned broad beans. When are they supposed to start turning up in the boxes?', blog.broadBeans),
    ask('price', 'Is there a minimum order for delivery? And how much do I have to spend to get free delivery?', dl.minOrder, dl.freeOver),
    askedIn('de')(ask('price', 'Wir wohnen in Bath (BA2). Liefert ihr auch dorthin, und was kostet die Lieferung?', zones.bath.fee)),
    askedIn('de')(ask('price', 'Habt ihr auch Bio-Milch? Was kostet der Liter?', pr.milk.price)),
    askedIn('fr')(ask('price', 'Combien coûte la grande box fruits et légumes ?', fruitVeg.large)),
    askedIn('es')(ask('price', '¿Vendéis huevos de gallinas camperas? ¿Cuánto cuesta la media docena?', pr.eggs.price)),
    askedIn('it')(ask('price', "Quanto costa il succo di mela? Mi sembra che sia in offerta.", pr.juice.sale)),
    askedIn('nl')(ask('price', 'Hoeveel kost de kleine groentebox los, zonder abonnement?', boxes.small.price)),
    askedIn('pl')(ask('person', 'Dzień dobry, czy ktoś na farmie mówi po polsku?', team.fields.name)),
    askedIn('ar')({ ...ask('contact', 'ما هو رقم هاتف متجر المزرعة؟', f.phone), reject: [ix.managerMobile] }),
    askedIn('zh-Hans')(ask('hours', '农场商店星期六几点关门？', hour(shop.close))),
    askedIn('ja')(ask('price', 'カフェのスコーンはいくらですか？', cafe.scone)),
    askedIn('tr')(ask('other', 'Organik sertifikanız var mı? Hangi kuruluştan?', f.certifier)),
    askedIn('sv')(ask('price', 'Vad kostar det att plocka hallon själv, per kilo?', pyo.raspberries)),
    ...none('en', "I'm a cheesemaker thinking of supplying you. What margin do you usually put on wholesale lines?", `${ix.marginPct}%`),
    ...none('en', "What's the farm manager's mobile number? It's about a hay delivery this evening.", ix.managerMobile),
    ...none('de', 'Wie viel Rabatt bekommt ihr eigentlich von eurem Großhändler?', `${ix.supplierPct}%`),
    ...none('es', '¿Tenéis alojamiento o zona de acampada en la granja?'),
    ...none('ja', '料理教室やワークショップはありますか？'),
  ];

  return { name: 'Organic farm shop and veg boxes (en-GB)', questions, disallow: ['/staff-area/'], pages };
}
