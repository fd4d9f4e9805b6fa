import type { BenchSite } from '../types';
import { jsonLd } from '../unseen/markup';
import { phoneLink } from '../unseen2/markup';
import { frameShopQuestions } from './frame-shop-questions';
import type facts from './frame-shop.facts.json';

/**
 * Unseen: a custom picture-framing shop and small gallery in Portland, Oregon, a Square Online store of the
 * Weebly lineage in English (`lang="en"`): the `_W` and `com_currentSite` globals, editmysite.com assets, the
 * Birdseye theme's `birdseye-header` with the `wsite-menu-default` menu and the `wsite-nav-cart` link, pages of
 * `wsite-section-wrap` sections holding `wsite-content-title` headings, `paragraph` blocks, `wsite-multicol`
 * tables and `wsite-image` blocks under `/uploads/…`, the store at /store with `wsite-com-category-product`
 * cards and product pages at `/store/p<id>/<slug>.html` (`wsite-com-product-gen`, breadcrumbs, the price
 * range, `wsite-com-product-option-dropdown` selects whose options carry each variant's price or a modifier's
 * "+$45.00", and the Product JSON-LD Square writes into the head), a LocalBusiness JSON-LD on the home page,
 * the cookie banner and "Powered by Square" in the footer. A page at /staff-only, which robots.txt disallows
 * and the footer links to, holds the owner's cell number, the moulding's wholesale cost per foot and the
 * designers' trade discount and terms that must never be quoted.
 *
 * The facts, as written and mutated, are data in frame-shop.facts.json: the shop's name, company, street,
 * phone and e-mail; the hours (weekdays, the late evening, Sunday and the closed day); custom framing's price
 * by moulding (metal, hardwood, gilded) and size (up to 11 x 14, 16 x 20, 24 x 36 in); the double and fabric
 * mat and the UV, museum and acrylic glazing surcharges; turnaround, rush days and rush fee; shadow boxes by
 * size, jersey framing, canvas stretching by size; the hanging service's hourly rate and its travel zones
 * and fees; the staff by speciality; parking; gift cards; the ready-made frames and their return days; the
 * gallery's current exhibition.
 */
export type FrameShopFacts = typeof facts.original;

export function frameShop(f: FrameShopFacts): BenchSite {
  const { hours: h, custom: c, mats, glass: g, turnaround: t, shadowBox: sb, canvas: cv, install: ins, staff: s, readyMade: rm, gallery: gal, internal: ix } = f;
  const origin = `https://www.${f.domain}.example`;
  const tel = phoneLink('1')(f.phone.replace(/\D/g, ''));
  const usd = (price: string) => `$${price}.00`;

  /** Weebly's user, site and element ids, and the upload folders they make: digits from a walk seeded by the ZIP code. */
  let walk = Number(f.zip) * 7919;
  const digits = (count: number) => Array.from({ length: count }, () => String((walk = (walk * 16_807) % 2_147_483_647) % 10)).join('');
  const userId = `1${digits(8)}`;
  const siteId = digits(9);
  const upload = (name: string) => `/uploads/${userId.slice(1, 2)}/${userId.slice(2, 3)}/${userId.slice(3, 4)}/${userId.slice(4, 5)}/${userId}/${name}_orig.jpg`;
  const build = digits(10);

  const days = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
  const dayHours = (day: string) =>
    day === h.closedDay ? 'Closed' : day === 'Sunday' ? `${h.sundayOpen} – ${h.sundayClose}` : `${h.open} – ${day === h.lateDay ? h.lateClose : h.close}`;
  const hoursList = `<ul class="hours">${days.map((day) => `<li><strong>${day}</strong> ${dayHours(day)}</li>`).join('')}</ul>`;
  const mouldings: [keyof typeof c, string][] = [
    ['metal', 'Metal (black, silver, brushed gold)'],
    ['hardwood', 'Hardwood (walnut, white oak, maple)'],
    ['gilded', 'Gilded & ornate (22k gold leaf, antique silver)'],
  ];
  const sizes: [keyof typeof c.metal, string][] = [
    ['small', 'up to 11 x 14 in'],
    ['medium', 'up to 16 x 20 in'],
    ['large', 'up to 24 x 36 in'],
  ];
  const zones = `Zone 1 – Portland inside city limits: no travel fee.<br>Zone 2 – ${ins.zone2.join(', ')}: ${usd(ins.zone2Fee)} travel fee.<br>Zone 3 – ${ins.zone3.join(', ')}: ${usd(ins.zone3Fee)} travel fee.<br>Farther out? Ask us for a quote.`;
  const turnaroundText = `Most custom framing is ready in ${t.days} business days. Need it sooner? Rush framing is ready in ${t.rushDays} business days for a ${t.rushFee}% surcharge on the framing total (subject to moulding in stock).`;
  const menu: [string, string][] = [
    ['/', 'Home'],
    ['/custom-framing', 'Custom Framing'],
    ['/store', 'Shop'],
    ['/installation', 'Art Installation'],
    ['/gallery', 'Gallery'],
    ['/about', 'Our Team'],
    ['/visit', 'Visit'],
  ];

  const paragraph = (html: string) => `<div class="paragraph" style="text-align:left;">${html}</div>`;
  const heading = (text: string) => `<h2 class="wsite-content-title">${text}</h2>`;
  const image = (name: string, alt: string) =>
    `<div><div class="wsite-image wsite-image-border-none" style="padding-top:10px;padding-bottom:10px;margin-left:0;margin-right:0;text-align:center"><a><img src="${upload(name)}" alt="${alt}" style="width:auto;max-width:100%"></a><div style="display:block;font-size:90%"></div></div></div>`;
  const section = (...blocks: string[]) =>
    `<div class="wsite-section-wrap"><div class="wsite-section wsite-body-section wsite-background-${digits(2)}"><div class="wsite-section-content"><div class="container"><div class="wsite-section-elements">${blocks.join('')}</div></div></div></div></div>`;
  const multicol = (...cols: string[]) =>
    `<div><div class="wsite-multicol"><div class="wsite-multicol-table-wrap" style="margin:0 -15px;"><table class="wsite-multicol-table"><tbody class="wsite-multicol-tbody"><tr class="wsite-multicol-tr">${cols.map((col) => `<td class="wsite-multicol-col" style="width:${(100 / cols.length).toFixed(3)}%;padding:0 15px;">${col}</td>`).join('')}</tr></tbody></table></div></div></div>`;
  const grid = (head: string[], rows: string[][]) =>
    `<table class="price-table" style="width:100%"><thead><tr>${head.map((cell) => `<th>${cell}</th>`).join('')}</tr></thead><tbody>${rows.map((row) => `<tr>${row.map((cell) => `<td>${cell}</td>`).join('')}</tr>`).join('')}</tbody></table>`;

  const footer = `<div class="footer-wrap"><div class="container"><div class="footer"><div class="wsite-elements wsite-footer">${multicol(
    paragraph(`<strong>${f.brand}</strong><br>${f.street}<br>Portland, OR ${f.zip}<br><a href="tel:${tel}">${f.phone}</a><br><a href="mailto:${f.email}">${f.email}</a>`),
    paragraph(`<strong>Hours</strong>${hoursList}`),
    paragraph(`<a href="/policies">Returns &amp; policies</a><br><a href="/store/p6/gift-card.html">Gift cards</a><br><a href="/staff-only">Staff</a><br>© ${f.since}–2035 ${f.company}`),
  )}</div><div id="weebly-footer-signup-container-v3"><a href="https://squareup.com/us/en/online-store?utm_source=footer" rel="nofollow">Powered by Square</a></div></div></div></div>`;

  const document = (path: string, title: string, description: string, body: string, ld = '') => `<!DOCTYPE html>
<html lang="en"><head><title>${title} - ${f.brand}</title><meta property="og:site_name" content="${f.brand}"><meta property="og:title" content="${title}"><meta property="og:description" content="${description}"><meta property="og:image" content="${origin}${upload('og-shop-front')}"><meta property="og:url" content="${origin}${path}">
<meta http-equiv="Content-Type" content="text/html; charset=utf-8"><meta name="viewport" content="width=device-width, initial-scale=1.0"><meta name="description" content="${description}">${path === '/staff-only' ? '<meta name="robots" content="noindex, nofollow">' : ''}
<link id="wsite-base-style" ref="base" type="text/css" rel="stylesheet" href="//cdn2.editmysite.com/css/sites.css?buildTime=${build}"><link rel="stylesheet" type="text/css" href="//cdn2.editmysite.com/css/old/fancybox.css?${build}"><link href="/files/main_style.css?${build}" rel="stylesheet" type="text/css">
<script>var STATIC_BASE = '//cdn1.editmysite.com/'; var ASSETS_BASE = '//cdn2.editmysite.com/'; var STYLE_PREFIX = 'wsite';</script><script src="https://ajax.googleapis.com/ajax/libs/jquery/1.8.3/jquery.min.js"></script><script src="//cdn2.editmysite.com/js/lang/en/stl.js?buildTime=${build}"></script>
<script>_W = _W || {}; _W.securePrefix = 'www.${f.domain}.example'; _W.customerLocale = 'en_US'; _W.storeName = ${JSON.stringify(f.brand)}; _W.isCheckoutReskin = true; _W.storeCountry = 'US'; _W.storeCurrency = 'USD'; var com_currentSite = '${siteId}'; var com_userID = '${userId}';</script>${ld}</head>
<body class="${path === '/' ? 'wsite-page-index' : `wsite-page-${path.split('/').pop()?.replace('.html', '') ?? ''}`} wsite-theme-light"><div class="wrapper">
<div class="birdseye-header"><div class="nav-wrap"><div class="container"><div class="logo"><span class="wsite-logo"><a href="/"><img src="${upload('logo')}" alt="${f.brand}"></a></span></div><div class="nav desktop-nav"><ul class="wsite-menu-default">${menu.map(([href, label]) => `<li id="${href === path ? 'active' : `pg${digits(12)}`}" class="wsite-menu-item-wrap"><a href="${href}" class="wsite-menu-item">${label}</a></li>`).join('')}</ul></div><div class="nav-right"><div id="wsite-nav-cart-a" class="wsite-nav-cart"><a href="#" class="wsite-button">Cart (<span id="wsite-nav-cart-num">0</span>)</a></div></div></div></div></div>
<div class="main-wrap"><div id="wsite-content" class="wsite-elements wsite-not-footer">${body}</div></div>
${footer}</div>
<div class="nav mobile-nav"><ul class="wsite-menu-default">${menu.map(([href, label]) => `<li class="wsite-menu-item-wrap"><a href="${href}" class="wsite-menu-item">${label}</a></li>`).join('')}</ul></div>
<div id="wsite-cookie-banner" class="cookie-banner" role="dialog" aria-live="polite"><p>We use cookies to give you the best experience on our site and to analyze traffic. <a href="/policies">Learn more</a></p><button type="button" class="wsite-button cookie-banner__accept">Accept</button></div>
<script src="/files/theme/plugins.js?${build}"></script><script src="/files/theme/custom.js?${build}"></script><div id="customer-accounts-app"></div><script src="//cdn2.editmysite.com/js/site/main-customer-accounts-site.js?buildTime=${build}"></script>
</body></html>`;

  /** A store product: its id and slug, name, the option groups (a label and its options: a name and a variant price or a modifier's surcharge), and the description. */
  type Option = [string, string, 'price' | 'plus' | 'included'];
  const productPath = (id: number, slug: string) => `/store/p${id}/${slug}.html`;
  const product = (id: number, slug: string, name: string, groups: [string, Option[]][], description: string) => {
    const prices = groups.flatMap(([, options]) => options.filter(([, , kind]) => kind === 'price').map(([, price]) => Number(price)));
    const low = Math.min(...prices);
    const high = Math.max(...prices);
    const range = low === high ? usd(String(low)) : `${usd(String(low))} - ${usd(String(high))}`;
    const ld = jsonLd({
      '@context': 'https://schema.org/',
      '@type': 'Product',
      name,
      image: `${origin}${upload(slug)}`,
      sku: `${slug}-${id}`,
      offers: { '@type': 'AggregateOffer', priceCurrency: 'USD', lowPrice: low.toFixed(2), highPrice: high.toFixed(2), availability: 'https://schema.org/InStock', seller: { '@type': 'Organization', name: f.brand } },
    });
    const selects = groups
      .map(
        ([label, options]) =>
          `<div class="wsite-com-product-option-group"><label class="wsite-com-product-label">${label}</label><select class="wsite-field wsite-com-product-option-dropdown" name="option_${digits(6)}"><option value="">Choose ${label.toLowerCase()}</option>${options
            .map(([text, price, kind]) => `<option value="${digits(7)}" data-price="${price}.00">${text}${kind === 'included' ? '' : kind === 'plus' ? ` (+${usd(price)})` : ` – ${usd(price)}`}</option>`)
            .join('')}</select></div>`,
      )
      .join('');
    const body = section(
      `<div id="wsite-com-product-gen__${digits(8)}" class="wsite-com-product-gen"><div id="wsite-com-breadcrumbs" class="wsite-com-product-breadcrumbs"><a href="/store">Shop</a> <span class="wsite-com-breadcrumb-separator">&gt;</span> <span class="wsite-com-breadcrumb-current">${name}</span></div><div id="wsite-com-product-images" class="wsite-com-product-images"><img src="${upload(slug)}" alt="${name}"></div><div id="wsite-com-product-info"><h2 id="wsite-com-product-title" class="wsite-com-product-title">${name}</h2><div id="wsite-com-product-price-area"><div id="wsite-com-product-price" class="wsite-com-product-price"><span class="wsite-com-product-price-amount">${range}</span></div></div><form id="wsite-com-product-options"><div class="wsite-com-product-option-groups">${selects}</div><div class="wsite-com-product-quantity"><label>Quantity</label><input type="number" class="wsite-field" value="1" min="1"></div><a id="wsite-com-product-buy" class="wsite-button wsite-button-large wsite-button-highlight"><span class="wsite-button-inner">Add To Cart</span></a></form><div id="wsite-com-product-short-description" class="wsite-com-product-short-description">${description}</div></div></div>`,
    );
    return [productPath(id, slug), { name, range, page: document(productPath(id, slug), name, `${name} – ${range}`, body, ld) }] as const;
  };

  const products = [
    product(1, 'custom-framing', 'Custom Framing', [
      ['Size & moulding', mouldings.flatMap(([key, moulding]) => sizes.map(([size, label]): Option => [`${label} – ${moulding}`, c[key][size], 'price']))],
      ['Glazing', [['Regular clear glass', '0', 'included'], ['UV-protective conservation glass (blocks 99% UV)', g.uv, 'plus'], ['Museum glass (anti-reflective + 99% UV)', g.museum, 'plus'], ['Acrylic / plexi (shatter-resistant)', g.acrylic, 'plus']]],
      ['Mat', [['Single mat', '0', 'included'], ['Double mat', mats.double, 'plus'], ['Fabric-wrapped linen mat', mats.fabric, 'plus'], ['No mat', '0', 'included']]],
    ], `<p>Order online, then bring your art to the shop (or book a design consult) – we measure and confirm before we cut. Price includes a single mat, regular glass, acid-free backing and hanging wire.</p><p>${turnaroundText}</p>`),
    product(2, 'shadow-box-framing', 'Shadow Box Framing', [['Size', [['12 x 12 in, 2 in deep', sb.small, 'price'], ['16 x 20 in, 3 in deep', sb.large, 'price']]]], `<p>For medals, flags, baby shoes, wedding bouquets and other keepsakes. Objects are stitched or pinned – never glued. Linen backing and UV-protective glass included.</p>`),
    product(3, 'jersey-framing', 'Jersey Framing', [['Style', [['Jersey shadow box, up to 32 x 40 in (double mat, UV acrylic)', f.jersey, 'price']]], ['Add-on', [['Engraved nameplate', '25', 'plus']]]], `<p>Hockey, soccer, basketball and football jerseys – signed ones too. Stitched to a suede or linen backing, sleeves folded or spread. Allow ${t.days} business days.</p>`),
    product(4, 'canvas-stretching', 'Canvas Stretching', [['Canvas size', [['Up to 16 x 20 in', cv.small, 'price'], ['Up to 30 x 40 in', cv.large, 'price']]]], `<p>We stretch rolled canvases and travel paintings onto kiln-dried stretcher bars, gallery or museum wrap. Larger than 30 x 40 in: quoted in the shop.</p>`),
    product(5, 'ready-made-frame-black-wood', 'Ready-Made Frame – Black Wood', [['Size', [['8 x 10 in', rm.small, 'price'], ['11 x 14 in', rm.medium, 'price'], ['16 x 20 in', rm.large, 'price']]]], `<p>Solid pine, satin black, with glass and a sawtooth hanger. Unused frames can be returned within ${f.returnDays} days with your receipt.</p>`),
    product(6, 'gift-card', 'Gift Card', [['Amount', [f.giftCard.min, '50', '100', '200', f.giftCard.max].map((amount): Option => [`${usd(amount)} gift card`, amount, 'price'])]], `<p>Good for framing, ready-made frames and gallery art. Gift cards from ${usd(f.giftCard.min)} to ${usd(f.giftCard.max)}, e-mailed instantly or picked up in the shop. They never expire.</p>`),
  ];
  const card = ([href, { name, range }]: (typeof products)[number]) =>
    `<div class="wsite-com-category-product-wrap"><div class="wsite-com-category-product"><a href="${href}" class="wsite-com-category-product-link"><div class="wsite-com-category-product-image-container"><div class="wsite-com-category-product-image-wrap"><img class="wsite-com-category-product-image" src="${upload(href.split('/').pop()?.replace('.html', '') ?? '')}" alt="${name}"></div></div><div class="wsite-com-category-product-name wsite-com-link-text">${name}</div><div class="wsite-com-category-product-price wsite-com-price">${range}</div></a></div></div>`;
  const to24 = (time: string) => {
    const [clock = '', half] = time.split(' ');
    const [hour = 0, minute = 0] = clock.split(':').map(Number);
    return `${String((hour % 12) + (half === 'PM' ? 12 : 0)).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
  };
  const business = jsonLd({
    '@context': 'https://schema.org',
    '@type': 'LocalBusiness',
    name: f.brand,
    telephone: f.phone,
    email: f.email,
    address: { '@type': 'PostalAddress', streetAddress: f.street, addressLocality: 'Portland', addressRegion: 'OR', postalCode: f.zip, addressCountry: 'US' },
    openingHoursSpecification: days
      .filter((day) => day !== h.closedDay)
      .map((day) => {
        const [opens = '', closes = ''] = dayHours(day).split(' – ');
        return { '@type': 'OpeningHoursSpecification', dayOfWeek: day, opens: to24(opens), closes: to24(closes) };
      }),
  });
  const team: [string, string, string][] = [
    [s.owner, 'Owner & master framer', `${s.ownerYears} years at the bench. Conservation framing of works on paper, old photographs and documents: archival mats, hinging and UV glazing.`],
    [s.sports, 'Shadow boxes & memorabilia', 'Jerseys, medals, flags, signed balls and anything three-dimensional.'],
    [s.gallery, 'Gallery director & installations', 'Curates our exhibitions and leads the art installation crew – salon walls, heavy mirrors, hanging systems.'],
    [s.design, 'Design consultant', 'Moulding and mat choices, color matching and canvas stretching.'],
  ];

  const pages: Record<string, string> = {
    '/': document(
      '/',
      'Custom Picture Framing & Gallery in Portland',
      `Custom framing from ${usd(c.metal.small)}, shadow boxes, jersey framing and art installation on ${f.street}.`,
      section(image('shop-front', `${f.brand} shop front`), heading(`Custom framing &amp; gallery on ${f.street.replace(/^\d+ /, '')}`), paragraph(`Since ${f.since} we have framed Portland's art, photos, diplomas and jerseys by hand in our workshop behind the gallery. Walk in with your piece – no appointment needed for a design consult.`)) +
        section(
          multicol(
            paragraph(`<strong>Custom framing</strong><br>From ${usd(c.metal.small)} with mat and glass.<br><a href="/custom-framing">See prices</a>`),
            paragraph(`<strong>Shadow boxes &amp; jerseys</strong><br>From ${usd(sb.small)}.<br><a href="/store">Shop</a>`),
            paragraph(`<strong>Art installation</strong><br>${usd(ins.hourly)} per hour.<br><a href="/installation">Book a hanging</a>`),
          ),
        ) +
        section(heading('Now in the gallery'), paragraph(`<em>${gal.title}</em> – ${gal.artist}. On view ${gal.from} – ${gal.to}. <a href="/gallery">More</a>`)),
      business,
    ),
    '/custom-framing': document(
      '/custom-framing',
      'Custom Framing Prices',
      `Custom framing from ${usd(c.metal.small)}. Museum glass +${usd(g.museum)}. Ready in ${t.days} business days.`,
      section(
        heading('Custom framing prices'),
        paragraph('Prices are per piece and include a single mat, regular clear glass, acid-free foam-core backing, fitting and hanging wire. Sizes are the outside of the art plus mat.'),
        grid(['Moulding', ...sizes.map(([, label]) => label)], mouldings.map(([key, moulding]) => [moulding, ...sizes.map(([size]) => usd(c[key][size]))])),
        paragraph('Larger than 24 x 36 in, or an oversize mirror? We quote it in the shop.'),
        heading('Mats'),
        paragraph(`A single mat in any of 200 colors is included. Double mat: +${usd(mats.double)}. Fabric-wrapped linen or silk mat: +${usd(mats.fabric)}. All our mats are acid-free.`),
        heading('Glass'),
        grid(['Glazing', 'Surcharge (up to 24 x 36 in)'], [['Regular clear glass', 'included'], ['UV-protective conservation glass – blocks 99% of UV light', `+${usd(g.uv)}`], ['Museum glass – anti-reflective, nearly invisible, 99% UV', `+${usd(g.museum)}`], ['Acrylic (plexi) – light and shatter-resistant, for big pieces and kids’ rooms', `+${usd(g.acrylic)}`]]),
        heading('Turnaround'),
        paragraph(turnaroundText),
        paragraph(`Not sure what suits your piece? Our design consultant ${s.design} can help you choose. <a href="${productPath(1, 'custom-framing')}">Order custom framing online</a>.`),
      ),
    ),
    '/store': document('/store', 'Shop', 'Custom framing, shadow boxes, jersey framing, canvas stretching, frames and gift cards.', section(heading('Shop'), `<div id="wsite-com-store"><div id="wsite-com-category-product-group" class="wsite-com-category-product-group">${products.map(card).join('')}</div></div>`)),
    ...Object.fromEntries(products.map(([href, { page }]) => [href, page])),
    '/installation': document(
      '/installation',
      'Art Installation & Hanging',
      `Art hanging ${usd(ins.hourly)} per hour. Travel zones around Portland.`,
      section(
        heading('Art installation &amp; hanging'),
        paragraph(`Our crew hangs art, mirrors and gallery walls in homes and offices: ${usd(ins.hourly)} per hour per installer (one-hour minimum), with laser levels, wall anchors and hardware included. Led by ${s.gallery}.`),
        heading('Travel zones'),
        paragraph(zones),
        paragraph('Book by phone or in the shop; we usually schedule within two weeks.'),
      ),
    ),
    '/gallery': document(
      '/gallery',
      'Gallery',
      `${gal.title}: ${gal.artist}, ${gal.from} – ${gal.to}.`,
      section(
        heading(`Current exhibition: ${gal.title}`),
        image('exhibition', gal.title),
        paragraph(`New paintings by ${gal.artist}. On view ${gal.from} – ${gal.to}, during shop hours. Opening reception ${gal.reception}, 6–9 PM – everyone welcome.`),
        paragraph(`Interested in a piece, or in showing your work with us? Contact our gallery director ${s.gallery}. We review artist submissions twice a year.`),
      ),
    ),
    '/about': document(
      '/about',
      'Our Team',
      `Meet the framers at ${f.brand}.`,
      section(heading('Our team'), multicol(...team.map(([name, role, text]) => `${image(name.toLowerCase().replace(/\W+/g, '-'), name)}${paragraph(`<strong>${name}</strong><br><em>${role}</em><br>${text}`)}`))),
    ),
    '/visit': document(
      '/visit',
      'Visit Us',
      `${f.street}, Portland. Open late ${h.lateDay}.`,
      section(
        heading('Visit the shop'),
        multicol(
          paragraph(`${f.street}<br>Portland, OR ${f.zip}<br><a href="tel:${tel}">${f.phone}</a> · <a href="mailto:${f.email}">${f.email}</a>`) + paragraph(`<strong>Hours</strong>${hoursList}Open late every ${h.lateDay}. Closed on major holidays.`),
          `<div class="wsite-map"><iframe allowtransparency="true" frameborder="0" scrolling="no" style="width:100%;height:300px" src="//www.weebly.com/weebly/apps/generateMap.php?map=google&elementid=${digits(9)}&ineditor=0&control=3&width=auto&height=300px&overviewmap=0&scalecontrol=0&typecontrol=0&zoom=15&long=-122.64&lat=45.50&domain=www&point=1&align=1&reseller=false"></iframe></div>`,
        ),
        heading('Parking'),
        paragraph(`Free two-hour street parking on the side streets. Dropping off something big? We have ${f.parking.spaces} customer spaces behind the shop – turn in from ${f.parking.street}.`),
      ),
    ),
    '/policies': document(
      '/policies',
      'Returns & Policies',
      `Ready-made frames: returns within ${f.returnDays} days.`,
      section(
        heading('Returns &amp; policies'),
        paragraph(`<strong>Ready-made frames and supplies</strong> can be returned unused within ${f.returnDays} days with your receipt, for a refund to the original payment.`),
        paragraph('<strong>Custom framing</strong> is made to order and cannot be returned – but if we made a mistake, we fix it free of charge. A 50% deposit is taken when you place a custom order.'),
        paragraph(`<strong>Gift cards</strong> from ${usd(f.giftCard.min)} to ${usd(f.giftCard.max)} never expire and cannot be exchanged for cash.`),
        paragraph('We accept all major cards, Apple Pay, Google Pay and cash.'),
      ),
    ),
    '/staff-only': document('/staff-only', 'Staff', 'Staff', section(heading('Staff only – do not share'), paragraph(`Owner's cell (emergencies only): ${ix.ownerCell}`), paragraph(`Larson-Juhl wholesale, hardwood moulding: ${ix.moulding} per foot`), paragraph(`Designer trade accounts: ${ix.tradeDiscount} off framing, ${ix.tradeTerms}`))),
  };

  return { name: 'Picture framing shop and gallery (en-US)', questions: frameShopQuestions(f), disallow: ['/staff-only'], pages };
}
