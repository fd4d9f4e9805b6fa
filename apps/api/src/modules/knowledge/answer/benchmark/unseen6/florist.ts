import type { BenchSite } from '../types';
import { unanswerable } from '../types';
import { jsonLd } from '../unseen/markup';
import { phoneLink, slugOf } from '../unseen2/markup';
import type facts from './florist.facts.json';

/**
 * Unseen: an independent florist in Brighton's North Laine with same-day delivery, on Squarespace
 * 7.1 in English: the cookie banner v2, the announcement bar (the same-day cut-offs), the header
 * navigation and its copy in the mobile `header-menu`, fluid-engine sections of sqs-block
 * html blocks, a commerce collection list (`list-grid`, "from £38.00" cards), product items whose
 * sizes are a variant select with the prices in the `data-variants` JSON (the hand-tied also lists
 * them in its description, the roses' larger size does not) and a Product JSON-LD AggregateOffer,
 * accordion blocks for the delivery FAQ and the Organization / LocalBusiness JSON-LD Squarespace puts
 * on every page (the only place with the e-mail address besides the About page).
 *
 * The facts the pages are written from, as written and mutated, are data in florist.facts.json.
 * `handTied` has three sizes; `roses` two (a dozen, two dozen); the posy is the only thing sent
 * nationwide; `lowPollen` is the hay-fever-friendly bouquet; `plant` the orchid. Zone 1 is central
 * Brighton & Hove (Kemptown, Hove), zone 2 Shoreham, Portslade, Rottingdean, zone 3 Lewes,
 * Newhaven and Worthing; free delivery over a spend in zone 1 only; Sunday delivery in zone 1 only,
 * with a supplement. Today is early December 2026.
 */
export type FloristFacts = typeof facts.original;

export function florist(f: FloristFacts): BenchSite {
  const { handTied: ht, roses, posy, lowPollen: lp, plant, subs, zones: z, cutoff, wedding: wd, funeral: fn, care, gift, hours: h } = f;
  const tel = phoneLink('44');
  const gbp = (amount: string) => `£${amount}`;
  const listed = (amount: string) => `£${Number(amount.replace(',', '')).toFixed(2)}`;
  const sum = (...amounts: string[]) => {
    const total = amounts.reduce((acc, a) => acc + Number(a), 0);
    return Number.isInteger(total) ? String(total) : total.toFixed(2);
  };
  const site = 'https://www.' + slugOf(f.shop).replace(/-+/g, '') + '.example';
  const cdn = 'https://images.squarespace-cdn.example/content/v1/5f2b8c41e7a9d31b6c0d4e12';
  const nav: [string, string][] = [
    ['/shop', 'Shop'],
    ['/subscriptions', 'Subscriptions'],
    ['/weddings-and-sympathy', 'Weddings & Sympathy'],
    ['/delivery', 'Delivery'],
    ['/care-guide', 'Flower Care'],
    ['/about', 'About'],
  ];
  const orgLd = [
    jsonLd({ url: site, name: f.shop, '@context': 'http://schema.org', '@type': 'WebSite' }),
    jsonLd({
      legalName: `${f.shop} Ltd`,
      address: `${f.street}\nBrighton, ${f.postcode}\nUnited Kingdom`,
      email: f.email,
      telephone: f.phone,
      sameAs: ['https://instagram.com/'],
      '@context': 'http://schema.org',
      '@type': 'Organization',
    }),
    jsonLd({
      address: `${f.street}\nBrighton, ${f.postcode}\nUnited Kingdom`,
      image: `${cdn}/logo.png`,
      name: f.shop,
      openingHours: h.ld,
      '@context': 'http://schema.org',
      '@type': 'LocalBusiness',
    }),
  ].join('');
  let block = 1700000000000;
  const yui = () => `yui_3_17_2_1_${(block += 2371)}_${block % 9973}`;

  const doc = (title: string, path: string, sections: string[], head = '') => `<!doctype html>
<html xmlns:og="http://opengraphprotocol.org/schema/" lang="en-GB"><head><meta http-equiv="X-UA-Compatible" content="IE=edge,chrome=1"><meta name="viewport" content="width=device-width, initial-scale=1"><meta charset="utf-8" /><title>${title} — ${f.shop} | Florist in Brighton</title><link rel="canonical" href="${site}${path}"/><meta property="og:site_name" content="${f.shop}"/><meta property="og:title" content="${title} — ${f.shop}"/><meta name="description" content="Hand-tied bouquets, plants and same-day flower delivery in Brighton &amp; Hove from our North Laine shop."/>${orgLd}${head}<script>Static.SQUARESPACE_CONTEXT = {"website":{"id":"5f2b8c41e7a9d31b6c0d4e12","siteTitle":"${f.shop}","language":"en-GB","timeZone":"Europe/London"},"templateVersion":"7.1"};</script></head>
<body id="collection-${slugOf(title).replace(/-/g, '')}" class="primary-button-style-solid primary-button-shape-pill header-width-full tweak-fixed-header header-button-style-solid tweak-global-animations-enabled ecommerce-product-details tweak-product-basic-item-variant-fields-dropdown">
<div class="sqs-cookie-banner-v2-container"><div class="sqs-cookie-banner-v2 sqs-cookie-banner-v2-bottom" role="region" aria-label="Cookie banner"><div class="sqs-cookie-banner-v2-text"><p>We use cookies to give you the best experience and to understand how our website is used. By clicking accept, you agree to our use of cookies.</p></div><div class="sqs-cookie-banner-v2-cta-container"><button class="sqs-cookie-banner-v2-cta sqs-cookie-banner-v2-manage">Manage cookies</button><button class="sqs-cookie-banner-v2-cta sqs-cookie-banner-v2-decline">Decline</button><button class="sqs-cookie-banner-v2-cta sqs-cookie-banner-v2-accept">Accept</button></div></div></div>
<div class="sqs-announcement-bar-dropzone"><div class="sqs-announcement-bar"><div class="sqs-announcement-bar-content"><div class="sqs-announcement-bar-text"><div class="sqs-announcement-bar-text-inner"><p>Same-day delivery across Brighton &amp; Hove — order by ${cutoff.weekday} Monday to Friday, ${cutoff.sat} on Saturdays</p></div></div></div></div></div>
<header data-test="header" id="header" class="header theme-col--primary" data-section-theme="" data-controller="Header"><div class="header-announcement-bar-wrapper"><div class="header-inner container--fluid header-layout--with-commerce"><div class="header-display-desktop"><div class="header-title-nav-wrapper"><div class="header-title"><div class="header-title-logo"><a href="/"><img elementtiming="nbf-header-logo-desktop" src="${cdn}/logo.png?format=1500w" alt="${f.shop}" loading="eager"></a></div></div><div class="header-nav"><div class="header-nav-wrapper"><nav class="header-nav-list">${nav
    .map(
      ([href, label]) =>
        `<div class="header-nav-item header-nav-item--collection${href === path ? ' header-nav-item--active' : ''}"><a href="${href}"${href === path ? ' aria-current="page"' : ''}>${label}</a></div>`,
    )
    .join(
      '',
    )}</nav></div></div></div><div class="header-actions header-actions--right"><div class="header-actions-action header-actions-action--cart"><a href="/cart" class="cart-style-icon icon--stroke icon--fill icon--cart sqs-custom-cart"><span class="Cart-inner"><svg class="icon icon--cart" viewBox="0 0 31 24"><use xlink:href="#icon-cart"></use></svg><div class="icon-cart-quantity">0</div></span></a></div></div></div>
<div class="header-display-mobile"><button class="header-burger-btn burger" data-test="header-burger"><span hidden class="js-header-burger-open-title visually-hidden">Open Menu</span><span hidden class="js-header-burger-close-title visually-hidden">Close Menu</span><div class="burger-box"><div class="burger-inner header-menu-icon-doubleLineHamburger"><div class="top-bun"></div><div class="bottom-bun"></div></div></div></button></div></div></div>
<div class="header-menu header-menu--folder-list" data-section-theme=""><div class="header-menu-bg theme-bg--primary"></div><div class="header-menu-nav"><nav class="header-menu-nav-list"><div data-folder="root" class="header-menu-nav-folder"><div class="header-menu-nav-folder-content"><div class="header-menu-nav-wrapper">${nav.map(([href, label]) => `<div class="container header-menu-nav-item header-menu-nav-item--collection"><a href="${href}"><div class="header-menu-nav-item-content">${label}</div></a></div>`).join('')}</div></div></div></nav></div></div></header>
<main id="page" class="container" role="main"><article class="sections" id="sections" data-page-sections="${(block % 100000).toString(16)}">${sections
    .map(
      (inner, i) =>
        `<section data-test="page-section" data-section-theme="${i % 2 ? 'light' : 'white'}" class="page-section layout-engine-section background-width--full-bleed section-height--medium content-width--wide horizontal-alignment--center vertical-alignment--middle" data-section-id="${yui().slice(-12)}"><div class="section-border"><div class="section-background"></div></div><div class="content-wrapper"><div class="content">${inner}</div></div></section>`,
    )
    .join('\n')}</article></main>
<footer class="sections" id="footer-sections" data-footer-sections><section data-test="page-section" data-section-theme="dark" class="page-section layout-engine-section"><div class="content-wrapper"><div class="content"><div class="fluid-engine fe-footer">${html(`<h4>Visit the shop</h4><p>${f.street}, Brighton ${f.postcode}</p><p>Monday – Friday ${h.weekday}<br>Saturday ${h.sat}<br>Sunday ${h.sunOpen} – ${h.sunClose}</p>`)}${html(`<h4>Call us</h4><p><a href="tel:${tel(f.phone)}">${f.phone}</a></p>`)}<div class="fe-block"><div class="sqs-block newsletter-block sqs-block-newsletter" data-block-type="51"><div class="sqs-block-content"><div class="newsletter-form-wrapper"><h2 class="newsletter-form-header-title">Join our flower club newsletter</h2><form class="newsletter-form"><input type="email" name="email" placeholder="Email Address"><button type="submit" class="newsletter-form-button"><span class="newsletter-form-button-label">Sign Up</span></button></form></div></div></div></div>${html(`<p>© 2026 ${f.shop} Ltd · Registered in England &amp; Wales no. 09512734 · <a href="/terms">Terms</a> · <a href="/privacy">Privacy</a></p>`)}</div></div></div></section></footer>
</body></html>`;

  function html(body: string) {
    const id = yui();
    return `<div class="fe-block fe-block-${id}"><div class="sqs-block html-block sqs-block-html" data-blend-mode="NORMAL" data-block-type="2" data-border-radii="{&quot;topLeft&quot;:{&quot;unit&quot;:&quot;px&quot;,&quot;value&quot;:0.0}}" id="block-${id}"><div class="sqs-block-content"><div class="sqs-html-content">${body}</div></div></div></div>`;
  }
  const fluid = (...blocks: string[]) => `<div class="fluid-engine fe-${yui().slice(-10)}">${blocks.join('')}</div>`;
  const accordion = (items: [string, string][]) =>
    `<div class="fe-block"><div class="sqs-block accordion-block sqs-block-accordion" data-block-type="69"><div class="sqs-block-content"><ul class="accordion-items-container" data-should-allow-multiple-open-items="">${items
      .map(
        ([q, a], i) =>
          `<li class="accordion-item"><h4 class="accordion-item__title-wrapper" role="heading" aria-level="3"><button class="accordion-item__click-target" aria-expanded="false" aria-controls="accordion-${i}"><span class="accordion-item__title">${q}</span><div class="accordion-icon-container" aria-hidden="true"><div class="plus"><div class="plus__horizontal-line"></div><div class="plus__vertical-line"></div></div></div></button></h4><div class="accordion-item__dropdown" role="region" id="accordion-${i}"><div class="accordion-item__description"><p>${a}</p></div></div></li>`,
      )
      .join('')}</ul></div></div></div>`;
  const gridItem = (slug: string, name: string, price: string, category: string, variants = false) =>
    `<div class="grid-item hentry category-${category} product-type-physical${variants ? ' has-variants' : ''}" data-item-id="${yui().slice(-14)}"><a href="/shop/p/${slug}" class="grid-item-link product-lists-item" aria-label="${name}"><figure class="grid-image"><div class="grid-image-wrapper"><img class="grid-item-image" data-src="${cdn}/${slug}.jpg" alt="${name}" loading="lazy"></div></figure><section class="grid-meta-wrapper"><div class="grid-main-meta"><h1 class="grid-title">${name}</h1><div class="grid-prices"><div class="product-price">${variants ? 'from ' : ''}${listed(price)}</div></div></div></section></a></div>`;
  const product = (slug: string, name: string, excerpt: string, sizes: [string, string][], extra: string) => {
    const variants = sizes.map(([size, price]) => ({
      attributes: { Size: size },
      price: Number(price) * 100,
      priceMoney: { currency: 'GBP', value: Number(price).toFixed(2) },
      onSale: false,
      stock: { unlimited: true },
    }));
    const data = JSON.stringify(variants).replace(/"/g, '&quot;');
    return `<section class="ProductItem" data-item-id="${yui().slice(-14)}"><div class="ProductItem-nav"><div class="ProductItem-nav-breadcrumb"><a href="/shop" class="ProductItem-nav-breadcrumb-link">Shop</a><span class="ProductItem-nav-breadcrumb-separator"></span><a href="/shop/p/${slug}" class="ProductItem-nav-breadcrumb-link">${name}</a></div></div><section class="ProductItem-gallery"><div class="ProductItem-gallery-slides"><div class="ProductItem-gallery-slides-item"><img class="ProductItem-gallery-slides-item-image" data-src="${cdn}/${slug}-1.jpg" alt="${name}"></div></div></section><section class="ProductItem-details" aria-label="Details"><div class="product-meta"><h1 class="ProductItem-details-title" data-content-field="title">${name}</h1><div class="product-price">from ${listed(sizes[0]![1])}</div></div><div class="ProductItem-details-excerpt"><p>${excerpt}</p></div><div class="product-variants" data-variants="${data}" data-animation-role="content"><div class="variant-option"><div class="variant-option-title">Size: </div><div class="variant-select-wrapper"><select aria-label="Select Size" data-variant-option-name="Size"><option value="">Select Size</option>${sizes.map(([size]) => `<option value="${size}">${size}</option>`).join('')}</select></div></div></div><div class="product-quantity-input"><div class="quantity-label">Quantity:</div><input aria-label="Quantity" size="4" max="9999" min="1" value="1" type="number" step="1"></div><div class="sqs-add-to-cart-button-wrapper" role="button"><div class="sqs-add-to-cart-button sqs-suppress-edit-mode sqs-editable-button sqs-button-element--primary" data-original-label="Add To Cart"><div class="sqs-add-to-cart-button-inner">Add To Cart</div></div></div></section><section class="ProductItem-additional">${fluid(html(extra))}</section></section>`;
  };
  const productLd = (name: string, prices: string[]) =>
    jsonLd({
      '@context': 'http://schema.org',
      '@type': 'Product',
      name,
      offers: {
        '@type': 'AggregateOffer',
        lowPrice: Number(prices[0]).toFixed(2),
        highPrice: Number(prices[prices.length - 1]).toFixed(2),
        offerCount: prices.length,
        priceCurrency: 'GBP',
        availability: 'InStock',
      },
    });
  const productPage = (slug: string, name: string, excerpt: string, sizes: [string, string][], extra: string) =>
    doc(name, `/shop/p/${slug}`, [product(slug, name, excerpt, sizes, extra)], productLd(name, sizes.map(([, price]) => price)));

  return {
    name: 'florist (en)',
    pages: {
      '/': doc('Home', '/', [
        fluid(
          html(
            `<h1 style="white-space:pre-wrap;">Flowers from the North Laine, delivered today</h1><p class="sqs-block-button-container">Seasonal bouquets, plants and gifts, hand-tied in our Brighton shop since ${f.founded}.</p>`,
          ),
          `<div class="fe-block"><div class="sqs-block button-block sqs-block-button" data-block-type="53"><div class="sqs-block-content"><div class="sqs-block-button-container sqs-block-button-container--center"><a href="/shop" class="sqs-block-button-element--medium sqs-button-element--primary sqs-block-button-element">Shop flowers</a></div></div></div></div>`,
        ),
        fluid(
          html(`<h2>Bestsellers</h2>`),
          `<div class="fe-block"><div class="sqs-block summary-v2-block sqs-block-summary-v2" data-block-type="55"><div class="summary-item-list">${(
            [
              [ht.name, 'The best stems of the week, chosen by our florists.'],
              [roses.name, 'Long-stemmed red roses, hand-tied with eucalyptus.'],
              [lp.name, 'Our allergy-friendly bouquet: only low-pollen flowers such as roses, hydrangeas and eucalyptus.'],
            ] as const
          )
            .map(
              ([n, excerpt]) =>
                `<div class="summary-item summary-item-record-type-product"><div class="summary-title"><a href="/shop" class="summary-title-link">${n}</a></div><div class="summary-excerpt"><p>${excerpt}</p></div></div>`,
            )
            .join('')}</div></div></div>`,
        ),
        fluid(
          html(
            `<h3>Fresh flowers every week</h3><p>Our subscriptions bring a new seasonal bouquet to your door or desk, weekly, fortnightly or monthly. <a href="/subscriptions">Find out more</a></p>`,
          ),
        ),
      ]),
      '/shop': doc('Shop', '/shop', [
        `<div class="products-flex-container"><div class="nested-category-title">All</div><nav class="nested-category-tree-wrapper"><ul><li class="category-link active"><a href="/shop">All</a></li><li><a href="/shop/bouquets">Bouquets</a></li><li><a href="/shop/plants">Plants</a></li><li><a href="/shop/gift-cards">Gift cards</a></li></ul></nav><div class="list-grid" id="productList">${[
          gridItem('seasonal-hand-tied', ht.name, ht.classic, 'bouquets', true),
          gridItem('red-roses', roses.name, roses.dozen, 'bouquets', true),
          gridItem('letterbox-posy', posy.name, posy.price, 'bouquets'),
          gridItem('low-pollen', lp.name, lp.price, 'bouquets'),
          gridItem('orchid', plant.name, plant.price, 'plants'),
          gridItem('gift-card', 'Gift Card', gift.min, 'gift-cards', true),
        ].join('')}</div></div>`,
      ]),
      '/shop/p/seasonal-hand-tied': productPage(
        'seasonal-hand-tied',
        ht.name,
        "Our florists' pick of the best stems of the week, hand-tied and wrapped in kraft paper with an aqua pack so they arrive fresh.",
        [
          ['Classic', ht.classic],
          ['Deluxe', ht.deluxe],
          ['Grand', ht.grand],
        ],
        `<h3>Sizes</h3><ul><li>Classic – around ${ht.classicStems} stems – ${gbp(ht.classic)}</li><li>Deluxe – around ${ht.deluxeStems} stems – ${gbp(ht.deluxe)}</li><li>Grand – around ${ht.grandStems} stems, our showstopper – ${gbp(ht.grand)}</li></ul><p>Some seasonal mixes include lilies – see <a href="/delivery">our FAQ</a> if you have pets.</p>`,
      ),
      '/shop/p/red-roses': productPage('red-roses', roses.name, 'Long-stemmed Grand Prix red roses with eucalyptus, hand-tied and finished with a silk ribbon.', [['12 stems', roses.dozen], ['24 stems', roses.double]], '<p>A classic for anniversaries and Valentine’s Day. Order early for 14 February: we close pre-orders when we sell out.</p>'),
      '/subscriptions': doc('Subscriptions', '/subscriptions', [
        fluid(
          html(
            `<h1>Flower subscriptions</h1><p>A fresh, seasonal hand-tied bouquet on the same day each time – for your home, your office or someone you love. Delivery is included in zones 1 and 2.</p><ul><li><strong>Weekly</strong> – ${gbp(subs.weekly)} per delivery</li><li><strong>Fortnightly</strong> – ${gbp(subs.fortnightly)} per delivery</li><li><strong>Monthly</strong> – ${gbp(subs.monthly)} per delivery</li></ul>`,
          ),
          html(
            `<h3>Flexible</h3><p>Skip a delivery, pause for your holiday or cancel at any time – just let us know at least ${subs.notice} hours before your next delivery. You are charged before each delivery, never in advance for months.</p>`,
          ),
        ),
      ]),
      '/weddings-and-sympathy': doc('Weddings & Sympathy', '/weddings-and-sympathy', [
        fluid(
          html(
            `<h1>Wedding flowers</h1><p>From bouquets and buttonholes to arches and table centres, every wedding we do is designed around you. It starts with a free consultation in the shop, where we talk colours, seasons and budget.</p><p>We take wedding bookings up to ${wd.monthsAhead} months ahead. Our minimum spend for weddings is ${gbp(wd.minSpend)}, and a ${wd.deposit}% deposit secures your date.</p>`,
          ),
        ),
        fluid(
          html(
            `<h2>Funeral and sympathy flowers</h2><p>We know these orders often come at short notice and at a difficult time. Call us and we will guide you through it.</p>`,
          ),
          accordion([
            ['Wreaths and tributes', `Wreaths from ${gbp(fn.wreathFrom)}, casket sprays from ${gbp(fn.sprayFrom)}. Lettered tributes are made to order.`],
            ['How much notice do you need?', `Please order funeral tributes at least ${fn.days} working days before the service.`],
            ['Delivery to funeral directors', 'We deliver tributes to any funeral director in Brighton &amp; Hove free of charge.'],
          ]),
        ),
      ]),
      '/delivery': doc('Delivery', '/delivery', [
        fluid(
          html(
            `<h1>Delivery</h1><p>Our own drivers deliver Monday to Saturday. Order by <strong>${cutoff.weekday}</strong> on weekdays or <strong>${cutoff.sat}</strong> on Saturdays for same-day delivery; later orders go out the next delivery day.</p>`,
          ),
          html(
            `<table><thead><tr><th>Zone</th><th>Areas</th><th>Fee</th></tr></thead><tbody><tr><td>Zone 1</td><td>Central Brighton &amp; Hove (BN1, BN2, BN3), incl. Kemptown and Hove</td><td>${gbp(z.z1)} – free on orders over ${gbp(z.freeOver)}</td></tr><tr><td>Zone 2</td><td>Portslade, Shoreham-by-Sea, Patcham, Rottingdean, Saltdean</td><td>${gbp(z.z2)}</td></tr><tr><td>Zone 3</td><td>Lewes, Newhaven, Worthing</td><td>${gbp(z.z3)}</td></tr></tbody></table>`,
          ),
        ),
        fluid(
          accordion([
            ['Do you deliver on Sundays?', `Yes, in zone 1 only, with a ${gbp(f.sundayFee)} Sunday supplement. Order by 5pm on Saturday.`],
            [
              'Can you send flowers elsewhere in the UK?',
              `Our ${posy.name} fits through a letterbox and goes anywhere in the UK by Royal Mail Tracked 24 for ${gbp(posy.postage)}. Our other bouquets are delivered locally only.`,
            ],
            [
              'I have cats – are your flowers safe?',
              'Lilies are toxic to cats. Write "no lilies" in the gift message box at checkout and we will leave them out.',
            ],
            ['How can I pay?', 'Visa, Mastercard, American Express, Apple Pay and Google Pay, online and in the shop.'],
            ['Gift cards', `Gift cards start at ${gbp(gift.min)}, can be spent online or in the shop and are valid for ${gift.months} months.`],
          ]),
        ),
      ]),
      '/care-guide': doc('Flower Care', '/care-guide', [
        fluid(
          html(
            `<h1>Make them last</h1><ol><li>Take your bouquet out of its aqua pack and trim ${care.trimCm}cm off each stem at an angle with clean scissors.</li><li>Use lukewarm water and add the flower food sachet.</li><li>Change the water every ${care.waterDays} days and give the stems a fresh trim.</li><li>Keep flowers away from radiators, direct sun and the fruit bowl – ripening fruit makes them wilt faster.</li></ol>`,
          ),
          html(
            `<h3>Orchids and plants</h3><p>Our ${plant.name} likes bright, indirect light. Water once a week by standing the pot in water for ten minutes, then let it drain.</p>`,
          ),
        ),
      ]),
      '/about': doc('About', '/about', [
        fluid(
          html(
            `<h1>About us</h1><p>${f.shop} was started by ${f.owner} in ${f.founded} in a tiny shop in the North Laine. We buy from growers twice a week and we are happy to make something up for you while you wait.</p><h3>Get in touch</h3><p>${f.street}, Brighton ${f.postcode}<br>${f.phone}<br><a href="mailto:${f.email}">${f.email}</a></p>`,
          ),
          `<div class="fe-block"><div class="sqs-block map-block sqs-block-map" data-block-type="4" data-block-json="{&quot;location&quot;:{&quot;addressLine1&quot;:&quot;${f.street}&quot;,&quot;addressLine2&quot;:&quot;Brighton, ${f.postcode}&quot;,&quot;addressCountry&quot;:&quot;United Kingdom&quot;},&quot;zoom&quot;:15}"><div class="sqs-block-content"></div></div></div>`,
        ),
      ]),
    },
    questions: [
      { kind: 'price', ask: "How much is the seasonal hand-tied in the biggest size? It's for my mum's 60th", expect: [ht.grand], reject: [gbp(ht.deluxe)] },
      { kind: 'comparison', ask: "what's the difference in price between the classic and deluxe hand tied", expect: [ht.classic, ht.deluxe, sum(ht.deluxe, `-${ht.classic}`)] },
      { kind: 'price', ask: 'how much for a dozen red roses', expect: [roses.dozen], reject: [gbp(roses.double)] },
      { kind: 'policy', ask: "It's 12:30 on a Wednesday – if I order now, will it still be delivered today?", expect: [cutoff.weekday] },
      { kind: 'policy', ask: "What's the latest I can order on a Saturday and still get same-day delivery?", expect: [cutoff.sat] },
      { kind: 'price', ask: 'How much do you charge to deliver to Shoreham?', expect: [z.z2], reject: [gbp(z.z1), gbp(z.z3)] },
      { kind: 'arithmetic', ask: "I'd like the Deluxe hand-tied delivered to my friend in Lewes. What will it cost altogether?", expect: [sum(ht.deluxe, z.z3)] },
      { kind: 'price', ask: "I'm in Hove – is delivery ever free?", expect: [z.freeOver] },
      { kind: 'multi-part', ask: "It's my mum's birthday on Sunday. Can you deliver to Kemptown on a Sunday, and does it cost extra?", expect: [gbp(f.sundayFee)] },
      { kind: 'hours', ask: 'are you open sundays? what time do you close', expect: [h.sunClose] },
      { kind: 'location', ask: "Where's the shop? I'd like to pop in and choose something myself", expect: [f.street] },
      { kind: 'product', ask: 'How do your flower subscriptions work and what does the weekly one cost?', expect: [subs.weekly] },
      { kind: 'comparison', ask: 'Per bouquet, how much more do I pay on the fortnightly subscription than on the weekly one?', expect: [subs.weekly, subs.fortnightly, sum(subs.fortnightly, `-${subs.weekly}`)] },
      { kind: 'arithmetic', ask: 'We want fresh flowers for our office reception in central Brighton every week. What would 8 weeks of the weekly subscription cost in total?', expect: [String(8 * Number(subs.weekly))] },
      { kind: 'policy', ask: "can I pause my subscription while I'm away over Christmas?", expect: [`${subs.notice} hours`] },
      { kind: 'multi-part', ask: "We're getting married in June and would love you to do our flowers – how does it work, and is there a minimum spend?", expect: [wd.minSpend] },
      { kind: 'follow-up', ask: 'and how much do we have to pay upfront to hold the date?', after: ["We're getting married in June and would love you to do our flowers – how does it work, and is there a minimum spend?"], expect: [`${wd.deposit}%`] },
      { kind: 'price', ask: "My grandmother's funeral is next Thursday. Do you make wreaths, and roughly how much are they?", expect: [fn.wreathFrom] },
      { kind: 'follow-up', ask: 'can you take it straight to the funeral directors in Hove? is there a charge', after: ["My grandmother's funeral is next Thursday. Do you make wreaths, and roughly how much are they?"], expect: ['free'] },
      { kind: 'product', ask: "My sister gets really bad hay fever. Is there a bouquet that won't set her off?", expect: [lp.name] },
      { kind: 'product', ask: 'Do you sell any plants? Something that lasts longer than cut flowers', expect: [plant.name] },
      { kind: 'policy', ask: 'The flowers I got yesterday are already drooping a bit – anything I can do?', expect: [`${care.trimCm}cm`] },
      { kind: 'multi-part', ask: 'do you do gift vouchers? whats the lowest amount and how long are they valid for', expect: [gift.min, `${gift.months} months`] },
      { kind: 'product', ask: 'Can you send flowers to my friend in Manchester?', expect: [posy.name] },
      { kind: 'contact', ask: "What's your phone number? I'd rather order over the phone", expect: [f.phone] },
      ...unanswerable(
        'Do you run flower arranging workshops?',
        'Is there parking near the shop?',
        'Do you offer a discount for NHS staff?',
        'Are your flowers British-grown?',
        'Can you add a helium balloon to my bouquet?',
      ),
    ],
  };
}
