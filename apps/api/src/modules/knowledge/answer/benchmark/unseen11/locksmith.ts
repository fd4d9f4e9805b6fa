import type { BenchQuestion, BenchSite } from '../types';
import { unanswerable } from '../types';
import { askedIn, slugOf } from '../unseen2/markup';
import type facts from './locksmith.facts.json';

/**
 * Unseen: a 24/7 locksmith on Chicago's North Side, WordPress with the Astra theme and WPBakery Page
 * Builder in US English (`lang="en-US"`): the CookieYes banner, an Astra top bar with the emergency
 * number, the Astra header menu with a Services sub-menu (and its copy in the mobile header), every
 * page built of vc_row / vc_column / wpb_text_column blocks, the prices as TablePress tables (the
 * lockout prices as a grid by time of day, the hardware, the key fobs by make, the service zones with
 * their neighborhoods, ZIP codes, trip fees and arrival times), the FAQ as a WPBakery accordion
 * (vc_tta panels whose bodies stay in the DOM), a Contact Form 7 form, a Rank Math JSON-LD graph
 * (Locksmith) on every page and the Astra footer widgets. A dispatch rate sheet under /tech-portal/,
 * which robots.txt disallows, holds contract rates, a discount code and next summer's prices that must
 * never be quoted.
 *
 * The facts the pages are written from, as written and mutated, are data in locksmith.facts.json.
 * Lockout prices are all-in by time band (day, evening, night; Sundays and holidays all day), plus
 * the zone's trip fee (zone 1 has none). Rekeying is per cylinder plus a service call that is waived
 * from `rekey.waive` locks. Key fobs are priced cut and programmed by make; programming a fob the
 * customer bought is one flat price; losing every key adds `fob.allLost`. `team.auto` speaks Spanish,
 * `team.safe` Polish. Today is mid-February 2027.
 */
export type LocksmithFacts = typeof facts.original;

export function locksmith(f: LocksmithFacts): BenchSite {
  const { lockout: lo, rekey: rk, hardware: hw, fob, safe, warranty: wy, shop, team: t, internal: ix } = f;
  const site = `https://${f.domain}.example`;
  const uploads = `${site}/wp-content/uploads/2024/05`;
  const telHref = `tel:+1${f.phone.replace(/\D/g, '')}`;
  const usd = (amount: number | string) => `$${amount}`;
  const [z1, z2, z3] = f.zones as [LocksmithFacts['zones'][number], LocksmithFacts['zones'][number], LocksmithFacts['zones'][number]];
  const zoneOf = (hood: string) => f.zones.find((z) => z.hoods.includes(hood))!;
  const tripFee = (fee: string) => (fee === '0' ? 'No trip fee' : usd(fee));
  const lockoutRow = (base: number) => [base, base + lo.evening, base + lo.night, base + lo.holiday].map(usd);
  const homeNight = usd(lo.home + lo.night);
  const homeHoliday = usd(lo.home + lo.holiday);
  const carEvening = usd(lo.car + lo.evening);
  const carHoliday = usd(lo.car + lo.holiday);
  const services = [
    ['/emergency-lockout/', 'Emergency Lockouts'],
    ['/residential-locksmith/', 'Rekey &amp; Lock Replacement'],
    ['/car-keys/', 'Car Keys &amp; Fobs'],
    ['/safe-services/', 'Safes'],
  ];
  const top = Object.entries({ '/': 'Home', '/service-area/': 'Service Area', '/about-us/': 'About', '/faq/': 'FAQ', '/contact/': 'Contact' });
  const makes: [string, Exclude<keyof typeof fob, 'programOnly' | 'allLost'>][] = [
    ['Honda / Acura', 'honda'],
    ['Toyota / Lexus', 'toyota'],
    ['Ford / Lincoln', 'ford'],
    ['Chevrolet / GMC / Buick', 'chevrolet'],
    ['Nissan / Infiniti', 'nissan'],
    ['Hyundai / Kia', 'hyundai'],
    ['Jeep / Dodge / Chrysler / Ram', 'jeep'],
  ];
  let tableId = 2;
  let vcId = 1715712000000;

  const textBlock = (html: string) => `<div class="wpb_text_column wpb_content_element"><div class="wpb_wrapper">${html}</div></div>`;
  const col = (width: string, html: string) =>
    `<div class="wpb_column vc_column_container vc_col-sm-${width}"><div class="vc_column-inner"><div class="wpb_wrapper">${html}</div></div></div>`;
  const row = (...cols: string[]) => {
    const width = String(12 / cols.length);
    return `<div class="vc_row wpb_row vc_row-fluid vc_custom_${(vcId += 4711)}">${cols.map((c) => col(width, c)).join('')}</div>`;
  };
  const tablepress = (caption: string, head: string[], body: string[][]) => {
    const id = (tableId += 1);
    return `<table id="tablepress-${id}" class="tablepress tablepress-id-${id}" aria-describedby="tablepress-${id}-name"><caption id="tablepress-${id}-name" class="tablepress-table-name">${caption}</caption><thead><tr class="row-1">${head
      .map((h, i) => `<th class="column-${i + 1}">${h}</th>`)
      .join(
        '',
      )}</tr></thead><tbody class="row-striping row-hover">${body.map((cells, r) => `<tr class="row-${r + 2}">${cells.map((c, i) => `<td class="column-${i + 1}">${c}</td>`).join('')}</tr>`).join('')}</tbody></table>`;
  };
  const accordion = (items: [string, string][]) =>
    `<div class="vc_tta-container" data-vc-action="collapse"><div class="vc_general vc_tta vc_tta-accordion vc_tta-color-grey vc_tta-style-classic vc_tta-shape-rounded vc_tta-o-shape-group vc_tta-controls-align-left"><div class="vc_tta-panels-container"><div class="vc_tta-panels">${items
      .map(([q, a]) => {
        const id = `${(vcId += 977)}-${slugOf(q).slice(1, 9)}`;
        return `<div class="vc_tta-panel" id="${id}" data-vc-content=".vc_tta-panel-body"><div class="vc_tta-panel-heading"><h4 class="vc_tta-panel-title vc_tta-controls-icon-position-left"><a href="#${id}" data-vc-accordion data-vc-container=".vc_tta-container"><span class="vc_tta-title-text">${q}</span><i class="vc_tta-controls-icon vc_tta-controls-icon-plus"></i></a></h4></div><div class="vc_tta-panel-body">${textBlock(`<p>${a}</p>`)}</div></div>`;
      })
      .join('')}</div></div></div></div>`;
  const cta = `<div class="vc_btn3-container vc_btn3-inline"><a class="vc_general vc_btn3 vc_btn3-size-lg vc_btn3-shape-rounded vc_btn3-style-flat vc_btn3-color-danger" href="${telHref}" title="Call now">Call 24/7: ${f.phone}</a></div>`;
  const menuItem =
    (path: string, id: number) =>
    ([href, label]: string[]) =>
      `<li id="menu-item-${id}" class="menu-item menu-item-type-post_type menu-item-object-page${href === path ? ' current-menu-item page_item current_page_item' : ''}"><a href="${site}${href}" class="menu-link"${href === path ? ' aria-current="page"' : ''}>${label}</a></li>`;
  const menu = (path: string, id: string) =>
    `<ul id="${id}" class="main-header-menu ast-menu-shadow ast-nav-menu ast-flex submenu-with-border stack-on-mobile">${[
      menuItem(path, 21)(top[0]!),
      `<li class="menu-item menu-item-type-custom menu-item-has-children"><a href="#" class="menu-link">Services<span role="application" class="dropdown-menu-toggle ast-header-navigation-arrow" tabindex="0" aria-expanded="false" aria-label="Menu Toggle"></span></a><button class="ast-menu-toggle" aria-expanded="false"><span class="screen-reader-text">Menu Toggle</span></button><ul class="sub-menu">${services.map((s, i) => menuItem(path, 30 + i)(s)).join('')}</ul></li>`,
      ...top.slice(1).map((s, i) => menuItem(path, 40 + i)(s)),
    ].join('')}</ul>`;

  const rankMath = (title: string, path: string) =>
    `<script type="application/ld+json" class="rank-math-schema">${JSON.stringify({
      '@context': 'https://schema.org',
      '@graph': [
        {
          '@type': ['Locksmith', 'Organization'],
          '@id': `${site}/#organization`,
          name: f.business,
          url: site,
          email: f.email,
          telephone: `+1-${f.phone.replace(/[()]/g, '').replace(' ', '-')}`,
          address: {
            '@type': 'PostalAddress',
            streetAddress: f.street,
            addressLocality: 'Chicago',
            addressRegion: 'IL',
            postalCode: f.zip,
            addressCountry: 'US',
          },
          logo: {
            '@type': 'ImageObject',
            '@id': `${site}/#logo`,
            url: `${uploads}/logo.png`,
            contentUrl: `${uploads}/logo.png`,
            caption: f.business,
            inLanguage: 'en-US',
          },
          openingHours: ['Monday,Tuesday,Wednesday,Thursday,Friday,Saturday,Sunday 00:00-23:59'],
          priceRange: '$$',
          areaServed: f.zones.flatMap((z) => z.hoods),
        },
        { '@type': 'WebSite', '@id': `${site}/#website`, url: site, name: f.business, publisher: { '@id': `${site}/#organization` }, inLanguage: 'en-US' },
        {
          '@type': 'WebPage',
          '@id': `${site}${path}#webpage`,
          url: `${site}${path}`,
          name: `${title} - ${f.business}`,
          isPartOf: { '@id': `${site}/#website` },
          inLanguage: 'en-US',
        },
      ],
    })}</script>`;
  const shopHours = `Mon–Fri ${shop.wdOpen}–${shop.wdClose}, Sat ${shop.satOpen}–${shop.satClose}, Sun closed`;
  const footer = `<footer class="site-footer" id="colophon" itemtype="https://schema.org/WPFooter" itemscope="itemscope"><div class="site-primary-footer-wrap ast-builder-grid-row-container site-footer-focus-item ast-builder-grid-row-3-equal ast-builder-grid-row-tablet-3-equal ast-builder-grid-row-mobile-full ast-footer-row-stack" data-section="section-primary-footer-builder"><div class="ast-builder-grid-row-container-inner"><div class="ast-builder-footer-grid-columns site-primary-footer-inner-wrap ast-builder-grid-row"><div class="site-footer-primary-section-1 site-footer-section"><aside class="footer-widget-area widget-area site-footer-focus-item" data-section="sidebar-widgets-footer-widget-1" aria-label="Footer Widget 1"><section id="text-2" class="widget widget_text"><h2 class="widget-title">${f.business}</h2><div class="textwidget"><p>${f.street}<br>Chicago, IL ${f.zip}<br><a href="${telHref}">${f.phone}</a><br><a href="mailto:${f.email}">${f.email}</a></p></div></section></aside></div><div class="site-footer-primary-section-2 site-footer-section"><aside class="footer-widget-area widget-area" aria-label="Footer Widget 2"><section id="text-3" class="widget widget_text"><h2 class="widget-title">Hours</h2><div class="textwidget"><p>Mobile service: 24 hours a day, 7 days a week, holidays included.<br>Shop &amp; key cutting: ${shopHours}.</p></div></section></aside></div><div class="site-footer-primary-section-3 site-footer-section"><aside class="footer-widget-area widget-area" aria-label="Footer Widget 3"><section id="text-4" class="widget widget_text"><h2 class="widget-title">Licensed &amp; insured</h2><div class="textwidget"><p>Illinois Locksmith Agency License #${f.license}<br>Insured for ${f.insurance} general liability.<br>Member of ALOA.</p></div></section></aside></div></div></div></div><div class="site-below-footer-wrap ast-builder-grid-row-container site-footer-focus-item"><div class="ast-footer-copyright"><p>Copyright © 2027 ${f.legal} | <a href="${site}/privacy-policy/">Privacy Policy</a></p></div></div></footer>`;
  const page = (title: string, path: string, id: number, rows: string[]) => `<!DOCTYPE html>
<html lang="en-US">
<head>
<meta charset="UTF-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="profile" href="https://gmpg.org/xfn/11">
<title>${title} - ${f.business}</title>
<meta name="description" content="24/7 licensed locksmith in ${f.hood}, Chicago. House and car lockouts, rekeying, lock installation, key fob programming and safe opening on the North Side."/>
<meta name="robots" content="follow, index, max-snippet:-1, max-video-preview:-1, max-image-preview:large"/>
<link rel="canonical" href="${site}${path}" />
<!-- Search Engine Optimization by Rank Math - https://rankmath.com/ -->
${rankMath(title, path)}
<!-- /Rank Math WordPress SEO plugin -->
<link rel='stylesheet' id='astra-theme-css-css' href='${site}/wp-content/themes/astra/assets/css/minified/main.min.css?ver=4.6.14' media='all' />
<link rel='stylesheet' id='js_composer_front-css' href='${site}/wp-content/plugins/js_composer/assets/css/js_composer.min.css?ver=7.6' media='all' />
<link rel='stylesheet' id='tablepress-default-css' href='${site}/wp-content/plugins/tablepress/css/build/default.css?ver=2.3.2' media='all' />
<script id="cookieyes" type="text/javascript" src="https://cdn-cookieyes.example/client_data/a91f3c7e52d04b18/script.js"></script>
</head>
<body itemtype='https://schema.org/WebPage' itemscope='itemscope' class="page-template-default page page-id-${id} ast-desktop ast-page-builder-template ast-no-sidebar astra-4.6.14 ast-header-custom-item-inside wpb-js-composer js-comp-ver-7.6 vc_responsive">
<a class="skip-link screen-reader-text" href="#content" title="Skip to content">Skip to content</a>
<div class="hfeed site" id="page">
<div class="ast-above-header-wrap"><div class="ast-above-header-bar ast-above-header"><div class="ast-builder-html-element"><p>🔑 24/7 emergency locksmith · Licensed, bonded &amp; insured · <a href="${telHref}"><strong>${f.phone}</strong></a></p></div></div></div>
<header class="site-header header-main-layout-1 ast-primary-menu-enabled ast-builder-menu-toggle-icon ast-mobile-header-inline" id="masthead" itemtype="https://schema.org/WPHeader" itemscope="itemscope" itemid="#masthead"><div id="ast-desktop-header" data-toggle-type="dropdown"><div class="ast-main-header-wrap main-header-bar-wrap"><div class="ast-primary-header-bar ast-primary-header main-header-bar site-header-focus-item" data-section="section-primary-header-builder"><div class="site-primary-header-wrap ast-builder-grid-row-container site-header-focus-item ast-container"><div class="site-branding ast-site-identity" itemtype="https://schema.org/Organization" itemscope="itemscope"><span class="site-logo-img"><a href="${site}/" class="custom-logo-link" rel="home"><img width="220" height="64" src="${uploads}/logo.png" class="custom-logo" alt="${f.business}" decoding="async"></a></span></div><div class="ast-builder-menu-1 ast-builder-menu ast-flex ast-builder-menu-1-focus-item ast-builder-layout-element site-header-focus-item" data-section="section-hb-menu-1"><div class="ast-main-header-bar-alignment"><div class="main-header-bar-navigation"><nav class="site-navigation ast-flex-grow-1 navigation-accessibility site-header-focus-item" id="primary-site-navigation-desktop" aria-label="Site Navigation" itemtype="https://schema.org/SiteNavigationElement" itemscope="itemscope"><div class="main-navigation ast-inline-flex">${menu(path, 'ast-hf-menu-1')}</div></nav></div></div></div></div></div></div></div><div id="ast-mobile-header" class="ast-mobile-header-wrap" data-type="dropdown"><div class="ast-button-wrap"><button type="button" class="menu-toggle main-header-menu-toggle ast-mobile-menu-trigger-minimal" aria-expanded="false"><span class="screen-reader-text">Main Menu</span><span class="mobile-menu-toggle-icon"><span aria-hidden="true" class="ahfb-svg-iconset ast-inline-flex svg-baseline"><svg class="ast-mobile-svg ast-menu-svg" fill="currentColor" version="1.1" xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24"><path d="M3 13h18c0.552 0 1-0.448 1-1s-0.448-1-1-1h-18c-0.552 0-1 0.448-1 1s0.448 1 1 1zM3 7h18c0.552 0 1-0.448 1-1s-0.448-1-1-1h-18c-0.552 0-1 0.448-1 1s0.448 1 1 1zM3 19h18c0.552 0 1-0.448 1-1s-0.448-1-1-1h-18c-0.552 0-1 0.448-1 1s0.448 1 1 1z"></path></svg></span></span></button></div><div class="ast-mobile-header-content content-align-flex-start"><nav class="site-navigation" id="primary-site-navigation-mobile" aria-label="Site Navigation">${menu(path, 'ast-hf-mobile-menu')}</nav></div></div></header>
<div id="content" class="site-content"><div class="ast-container"><div id="primary" class="content-area primary"><main id="main" class="site-main"><article class="post-${id} page type-page status-publish ast-article-single" id="post-${id}" itemtype="https://schema.org/CreativeWork" itemscope="itemscope"><div class="entry-content clear" itemprop="text">
${rows.join('\n')}
</div></article></main></div></div></div>
${footer}
</div>
<div class="ast-sticky-call-now"><a href="${telHref}" class="ast-call-button" aria-label="Call ${f.business}">📞 Call now</a></div>
<div class="cky-consent-container cky-banner-bottom" tabindex="0"><div class="cky-consent-bar" data-cky-tag="notice"><div class="cky-notice"><p class="cky-title" role="heading" aria-level="1" data-cky-tag="title">We value your privacy</p><div class="cky-notice-group"><div class="cky-notice-des" data-cky-tag="description"><p>We use cookies to enhance your browsing experience, serve personalized ads or content, and analyze our traffic. By clicking "Accept All", you consent to our use of cookies.</p></div><div class="cky-notice-btn-wrapper" data-cky-tag="notice-buttons"><button class="cky-btn cky-btn-customize" aria-label="Customize" data-cky-tag="settings-button">Customize</button><button class="cky-btn cky-btn-reject" aria-label="Reject All" data-cky-tag="reject-button">Reject All</button><button class="cky-btn cky-btn-accept" aria-label="Accept All" data-cky-tag="accept-button">Accept All</button></div></div></div></div></div>
<script src="${site}/wp-content/themes/astra/assets/js/minified/frontend.min.js?ver=4.6.14" id="astra-theme-js-js"></script>
<script src="${site}/wp-content/plugins/js_composer/assets/js/dist/js_composer_front.min.js?ver=7.6" id="wpb_composer_front_js-js"></script>
</body>
</html>`;

  const lockoutGrid = tablepress(
    'Lockout prices (all-in, before trip fee)',
    ['Service', `Day<br>${lo.day}`, `Evening<br>${lo.eveningBand}`, `Night<br>${lo.nightBand}`, 'Sundays &amp; holidays<br>any time'],
    [
      ['House / apartment lockout', ...lockoutRow(lo.home)],
      ['Car lockout', ...lockoutRow(lo.car)],
    ],
  );
  const faqs: [string, string][] = [
    [
      'How fast can you get to me?',
      `Our vans are on the road around the clock. Typical arrival is within ${z1.response} in Zone 1, ${z2.response} in Zone 2 and ${z3.response} in the suburbs (Zone 3). Our dispatcher gives you an ETA when you call.`,
    ],
    [
      'Do you need ID to let me in?',
      "Yes. Before we open a home we check a photo ID with the address, a lease or a utility bill. For cars we check the registration or title once we're in. No exceptions: it protects you.",
    ],
    [
      'What payment do you accept?',
      `Visa, Mastercard, American Express, Discover, Apple Pay, Google Pay, ${f.p2p} and cash. We don't take personal checks. You pay when the job is done, never up front.`,
    ],
    [
      'Is there a warranty?',
      `Yes: ${wy.hardware} on any lock or hardware we supply and install, and ${wy.labor} on our labor (rekeys, repairs, installations).`,
    ],
    [
      'Will you drill my lock?',
      'Almost never. Nearly every lockout is opened without damage. If a lock has to be drilled, we tell you the price of the replacement before we start.',
    ],
    [
      'Do you charge extra on holidays?',
      `Sundays and these holidays are charged at the Sundays &amp; holidays rate all day: New Year's Day, Memorial Day, July 4th, Labor Day, Thanksgiving, Christmas Eve and Christmas Day.`,
    ],
  ];
  const review = `<blockquote><p>“Locked out at 2am in the snow. ${t.owner.first}'s guy showed up in 20 minutes, opened the door without a scratch and charged exactly what the website said.” — Kevin R., Ravenswood</p></blockquote>`;
  const outside =
    '<p>Outside these areas (the Loop, the South and West Sides) please call: we may be able to come for a quote, or we will refer you to a locksmith we trust.</p>';
  const lockedOut = "I'm locked out of my apartment in Logan Square, it's 11:30pm — how much will this cost?";

  const humboldt = 'Hola, me quedé afuera de mi casa en Humboldt Park y son las 3 de la mañana. ¿Cuánto me va a costar en total?';
  const fee = (hood: string) => usd(zoneOf(hood).fee);
  const quote = (ask: string, expect: string[], reject?: string[]): BenchQuestion => ({ kind: 'price', ask, expect, ...(reject && { reject }) });

  return {
    name: 'locksmith (en-US)',
    disallow: ['/tech-portal/'],
    pages: {
      '/': page('24/7 Locksmith in Chicago', '/', 8, [
        row(
          textBlock(
            `<h1>Locked out? We'll be there fast.</h1><p>${f.business} is a family-owned, licensed locksmith serving Chicago's North Side and near suburbs since ${f.founded}. House and car lockouts, rekeys, new locks, key fobs and safes — 24 hours a day, 365 days a year.</p>`,
          ) + cta,
          `<div class="wpb_single_image wpb_content_element vc_align_center"><figure class="wpb_wrapper vc_figure"><div class="vc_single_image-wrapper vc_box_border_grey"><img width="640" height="480" src="${uploads}/locksmith-van.jpg" class="vc_single_image-img attachment-large" alt="${f.business} van in ${f.hood}" decoding="async" loading="lazy"></div></figure></div>`,
        ),
        row(
          textBlock(
            `<h3>Lockouts</h3><p>Home lockouts from ${usd(lo.home)}, car lockouts from ${usd(lo.car)} (daytime, Zone 1). <a href="${site}/emergency-lockout/">See all prices</a></p>`,
          ),
          textBlock(
            `<h3>Rekey &amp; new locks</h3><p>Just moved in? Rekeying is ${usd(rk.cylinder)} per lock. <a href="${site}/residential-locksmith/">Residential services</a></p>`,
          ),
          textBlock(
            `<h3>Car keys &amp; fobs</h3><p>Keys and fobs cut and programmed on site for most domestic and Japanese makes. <a href="${site}/car-keys/">Prices by make</a></p>`,
          ),
        ),
        row(textBlock(review)),
      ]),
      '/emergency-lockout/': page('Emergency Lockout Service', '/emergency-lockout/', 14, [
        row(
          textBlock(
            `<h1>Emergency lockout service</h1><p>Locked out of your house, apartment or car? Call <a href="${telHref}">${f.phone}</a> any time. The prices below are the full price for opening a standard lock, with no hidden fees; only the trip fee for your <a href="${site}/service-area/">zone</a> is added.</p>`,
          ),
        ),
        row(lockoutGrid),
        row(
          textBlock(
            `<h3>How the time bands work</h3><ul><li><strong>Day:</strong> ${lo.day}, Monday to Saturday.</li><li><strong>Evening:</strong> ${lo.eveningBand}, Monday to Saturday.</li><li><strong>Night:</strong> ${lo.nightBand}, every night.</li><li><strong>Sundays &amp; holidays:</strong> the whole day, 24 hours.</li></ul><p>The time that counts is when you call us, not when we arrive.</p>`,
          ),
          textBlock(
            `<h3>After-hours surcharges on other services</h3><p>Rekeys, lock changes, key fobs and safe work outside day hours carry the same surcharge as lockouts:</p><ul><li>Evening: +${usd(lo.evening)}</li><li>Night: +${usd(lo.night)}</li><li>Sundays &amp; holidays: +${usd(lo.holiday)}</li></ul>`,
          ),
        ),
      ]),
      '/residential-locksmith/': page('Rekey & Lock Replacement', '/residential-locksmith/', 16, [
        row(
          textBlock(
            `<h1>Rekeying &amp; lock replacement</h1><p><strong>Rekey:</strong> ${usd(rk.cylinder)} per lock cylinder, new keys included (2 per lock). Scheduled visits carry a ${usd(rk.serviceCall)} service call, <strong>waived when we rekey ${rk.waive} or more locks</strong> in the same visit. Zone trip fees apply.</p><p>Rekeying makes your old keys useless without changing the hardware: the smart move when you buy a home or a roommate moves out.</p>`,
          ),
        ),
        row(
          tablepress(
            'Lock replacement (hardware and installation included)',
            ['Lock', 'Installed price'],
            [
              ['Kwikset SmartKey single-cylinder deadbolt', usd(hw.kwikset)],
              ['Schlage B60N Grade 1 deadbolt', usd(hw.schlage)],
              ['Schlage keyed lever or knob set', usd(hw.lever)],
              ['Medeco Maxum high-security deadbolt', usd(hw.medeco)],
              ['Installing a smart lock you bought (August, Yale, Schlage Encode…)', usd(hw.smart)],
              ['Mailbox lock (condo or apartment mailbox)', usd(hw.mailbox)],
            ],
          ),
        ),
        row(textBlock(`<p>Hardware we install is covered for ${wy.hardware}; labor for ${wy.labor}. Plus the service call for scheduled visits.</p>`)),
      ]),
      '/car-keys/': page('Car Keys & Key Fobs', '/car-keys/', 18, [
        row(
          textBlock(
            `<h1>Car lockouts, car keys &amp; key fobs</h1><p>Keys locked in the car? Car lockouts start at ${usd(lo.car)} in the daytime — <a href="${site}/emergency-lockout/">see the lockout prices</a>. Our auto specialist ${t.auto.name} cuts and programs keys and fobs on the spot, usually cheaper and faster than the dealer.</p>`,
          ),
        ),
        row(
          tablepress(
            'Key fob / smart key, cut and programmed',
            ['Make', 'Price'],
            makes.map(([make, key]) => [make, usd(fob[key])]),
          ),
          textBlock(
            `<ul><li><strong>Programming only</strong> (you bring a compatible fob, e.g. bought online): ${usd(fob.programOnly)} flat, any make above.</li><li><strong>All keys lost</strong> (no working key left): add ${usd(fob.allLost)}.</li><li>We don't work on BMW, Mercedes-Benz, Audi, Porsche or Tesla keys: those have to go to the dealer.</li></ul>`,
          ),
        ),
      ]),
      '/safe-services/': page('Safe Services', '/safe-services/', 20, [
        row(
          textBlock(
            `<h1>Safe opening &amp; safe services</h1><p>Lost the combination or inherited a safe nobody can open? ${t.safe.name}, our safe technician, works on home, gun and office safes (Liberty, Cannon, SentrySafe, AMSEC, Fort Knox). Proof of ownership is required.</p>`,
          ),
        ),
        row(
          tablepress(
            'Safe prices',
            ['Service', 'Price'],
            [
              ['Open a locked safe, lost combination (manipulation, no damage)', `from ${usd(safe.open)}`],
              ['Drill open and repair (new lock included)', `from ${usd(safe.drill)}`],
              ['Combination change', usd(safe.combo)],
              ['Bolt a safe to the floor (concrete or wood)', usd(safe.bolt)],
            ],
          ),
        ),
      ]),
      '/service-area/': page('Service Area', '/service-area/', 22, [
        row(
          textBlock(
            `<h1>Where we work</h1><p>We dispatch from our shop in ${f.hood}. The trip fee depends on your zone and is added to any visit, emergency or scheduled.</p>`,
          ),
        ),
        row(
          tablepress(
            'Service zones',
            ['Zone', 'Neighborhoods', 'ZIP codes', 'Trip fee', 'Typical arrival'],
            f.zones.map((z, i) => [`Zone ${i + 1}`, z.hoods.join(', '), z.zips.join(', '), tripFee(z.fee), `within ${z.response}`]),
          ),
        ),
        row(textBlock(outside)),
      ]),
      '/about-us/': page('About Us', '/about-us/', 24, [
        row(
          textBlock(
            `<h1>About ${f.business}</h1><p>Started by ${t.owner.name}, a Certified Master Locksmith (CML), in ${f.founded} with one van. Today we run four vans and a shop on ${f.street.replace(/^\d+ /, '')}.</p><p><strong>Illinois Locksmith Agency License #${f.license}.</strong> Every technician holds an individual Illinois locksmith license and has passed a background check. We carry ${f.insurance} in general liability insurance and are bonded.</p>`,
          ),
        ),
        row(
          textBlock(`<h4>${t.owner.name}</h4><p>Owner, CML. High-security locks and master key systems.</p>`),
          textBlock(`<h4>${t.auto.name}</h4><p>Automotive specialist: car lockouts, keys and fobs. Habla español.</p>`),
          textBlock(`<h4>${t.safe.name}</h4><p>Safe technician and residential locks. Mówi po polsku (speaks Polish).</p>`),
          textBlock(`<h4>${t.dispatch.name}</h4><p>Dispatcher: the friendly voice at 3am.</p>`),
        ),
      ]),
      '/faq/': page('FAQ', '/faq/', 26, [row(textBlock('<h1>Frequently asked questions</h1>')), row(accordion(faqs))]),
      '/contact/': page('Contact', '/contact/', 28, [
        row(
          textBlock(
            `<h1>Contact us</h1><p><strong>24/7 emergency line:</strong> <a href="${telHref}">${f.phone}</a></p><p><strong>Shop &amp; key cutting:</strong> ${f.street}, Chicago, IL ${f.zip}<br>${shopHours}.<br>Walk-in house key copies from ${usd(shop.keyCopy)} per key. Free 20-minute street parking in front of the shop.</p><p>Email: <a href="mailto:${f.email}">${f.email}</a> (not for emergencies)</p>`,
          ),
          `<div class="wpcf7 no-js" id="wpcf7-f215-p28-o1" lang="en-US" dir="ltr"><form action="/contact/#wpcf7-f215-p28-o1" method="post" class="wpcf7-form init" aria-label="Contact form" novalidate="novalidate" data-status="init"><p><label>Your name<br><span class="wpcf7-form-control-wrap" data-name="your-name"><input size="40" class="wpcf7-form-control wpcf7-text wpcf7-validates-as-required" aria-required="true" value="" type="text" name="your-name"></span></label></p><p><label>Phone<br><span class="wpcf7-form-control-wrap" data-name="your-phone"><input size="40" class="wpcf7-form-control wpcf7-tel" value="" type="tel" name="your-phone"></span></label></p><p><label>What do you need?<br><span class="wpcf7-form-control-wrap" data-name="your-message"><textarea cols="40" rows="6" class="wpcf7-form-control wpcf7-textarea" name="your-message"></textarea></span></label></p><p><input class="wpcf7-form-control wpcf7-submit has-spinner" type="submit" value="Request a quote"></p><div class="wpcf7-response-output" aria-hidden="true"></div></form></div>`,
        ),
      ]),
      '/tech-portal/rate-sheet/': page('Dispatch Rate Sheet (internal)', '/tech-portal/rate-sheet/', 31, [
        row(
          textBlock(
            `<h1>Dispatch rate sheet — INTERNAL</h1><p><strong>Do not share with retail customers.</strong></p><ul><li>Property manager contract (PMC) accounts: lockout ${usd(ix.pmcLockout)} flat any hour, rekey ${usd(ix.pmcRekey)} per cylinder.</li><li>Discount code ${ix.code}: 20% off labor, PMC managers only.</li><li>New retail prices effective ${ix.effective}: house lockout day rate ${usd(ix.newHome)}, car lockout day rate ${usd(ix.newCar)}. Keep quoting current prices until then.</li></ul>`,
          ),
        ),
      ]),
    },
    questions: [
      { kind: 'price', ask: lockedOut, expect: [homeNight], reject: [usd(lo.home + lo.evening), usd(ix.pmcLockout), usd(ix.newHome)] },
      { kind: 'follow-up', ask: 'ok and how fast can someone get here?', after: [lockedOut], expect: [zoneOf('Logan Square').response] },
      quote('Locked my keys in the car in Rogers Park. Sunday afternoon. Whats the total cost incl. any travel fee?', [carHoliday, fee('Rogers Park')]),
      quote('Just bought a house in Irving Park and want all 5 locks rekeyed. Ballpark price per lock?', [usd(rk.cylinder)], [usd(ix.pmcRekey)]),
      {
        kind: 'comparison',
        ask: 'kwikset vs schlage deadbolt, whats the price difference? is the schlage worth it',
        expect: [usd(hw.kwikset), usd(hw.schlage)],
      },
      { kind: 'price', ask: 'I want a high security lock on my front door, the Medeco one. How much installed?', expect: [usd(hw.medeco)] },
      quote('How much for a replacement key fob for a 2019 Honda CR-V? I lost my only one', [usd(fob.honda), usd(fob.allLost)], [usd(fob.toyota)]),
      quote('I bought a fob on Amazon for my Ford Escape, can you just program it? price?', [usd(fob.programOnly)], [usd(fob.ford)]),
      quote('Dad passed away and nobody knows the combination of his gun safe. Can you open it, and what does it cost?', [usd(safe.open)], [usd(safe.combo)]),
      { kind: 'policy', ask: 'Are you licensed and insured? My landlord wants the license number', expect: [f.license] },
      { kind: 'policy', ask: 'If the new deadbolt you put in breaks after a few months, is that covered?', expect: [wy.hardware] },
      { kind: 'policy', ask: "Can I pay with an app like Venmo or Zelle, or only card? I don't carry cash", expect: [f.p2p] },
      {
        kind: 'hours',
        ask: 'can i walk in saturday afternoon to get a house key copied? what time do you close',
        expect: [shop.satClose],
        reject: [shop.wdClose],
      },
      { kind: 'location', ask: 'Where is your shop located?', expect: [f.street.split(' ')[0]!] },
      { kind: 'availability', ask: 'Do you come out to Evanston? How long does it usually take to get there?', expect: [zoneOf('Evanston').response] },
      quote('Thanksgiving morning and I just locked myself out of my house in Lakeview. What is the rate?', [homeHoliday], [homeNight, usd(ix.newHome)]),
      quote('whats the price for a car lockout at like 7:30pm on a tuesday in wicker park', [carEvening], [usd(lo.car + lo.night), usd(ix.newCar)]),
      ...unanswerable('Do you install security cameras or video doorbells like Ring?', 'Do you give a discount for seniors or veterans?'),
      askedIn('es')(quote(humboldt, [homeNight, fee('Humboldt Park')], [usd(ix.pmcLockout)])),
      askedIn('es')({ kind: 'person', ask: '¿Tienen algún cerrajero que hable español? Mi mamá no habla inglés', expect: [t.auto.first] }),
      askedIn('es')({ kind: 'price', ask: '¿Cuánto cuesta cambiar la combinación de una caja fuerte?', expect: [usd(safe.combo)], reject: [usd(safe.open)] }),
      ...unanswerable('¿Hacen copias de llaves de motocicleta?').map(askedIn('es')),
      askedIn('zh-Hans')({ kind: 'price', ask: '我的丰田车钥匙丢了，配一个新的智能钥匙要多少钱？', expect: [usd(fob.toyota)], reject: [usd(fob.honda)] }),
      askedIn('ar')({ kind: 'contact', ask: 'هل تعملون على مدار الساعة؟ ما هو رقم الطوارئ؟', expect: [f.phoneShort] }),
      askedIn('he')({ kind: 'price', ask: 'כמה עולה להחליף מנעול של תיבת דואר בבניין?', expect: [usd(hw.mailbox)] }),
      askedIn('ja')({ kind: 'price', ask: 'スマートロックを自分で買いました。取り付けだけお願いするといくらですか？', expect: [usd(hw.smart)] }),
      askedIn('de')(quote('Wir ziehen nach Oak Park. Kommen Sie auch dorthin, und was kostet die Anfahrt?', [fee('Oak Park')])),
      ...unanswerable('Est-ce que vous réparez aussi les portes de garage ?').map(askedIn('fr')),
      ...unanswerable('Lavorate anche con sistemi di controllo accessi a badge per uffici?').map(askedIn('it')),
    ],
  };
}
