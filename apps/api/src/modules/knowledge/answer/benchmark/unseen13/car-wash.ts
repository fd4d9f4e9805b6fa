/* eslint-disable max-lines -- a fixture site: every page of one business as one function of its facts, whose closures (markup helpers, prices) the pages share */
import type { BenchQuestion, BenchSite } from '../types';
import { unanswerable } from '../types';
import { jsonLd } from '../unseen/markup';
import { askedIn, slugOf } from '../unseen2/markup';
import type facts from './car-wash.facts.json';

/**
 * Unseen: a hand car wash and auto detailing shop in Austin, Texas, on Squarespace 7.1 in American
 * English (`lang="en-US"`, paths without a trailing slash): the announcement bar (the rain guarantee),
 * the header with a Services folder, its copy in the mobile menu overlay and a "Book Now" button,
 * every page built of `page-section`s holding fluid-engine `fe-block`s (html, button, image, quote,
 * code, map, newsletter, Instagram blocks), the packages as a list section of cards (one line of
 * prices per vehicle size: sedan, SUV, truck / minivan, and the time each takes), a code block table
 * of what each package includes, the add-ons as a plain html list, the ceramic coatings as an
 * accordion block (years and price in the collapsed body), the memberships as a store page of
 * subscription products ("$34.99 every month"), the gift card as a product page with an amount
 * select, the FAQ as accordion blocks, an Acuity scheduling embed on the booking page, the
 * WebSite / Organization / LocalBusiness JSON-LD Squarespace writes into every page (openingHours in
 * "Mo 09:00-18:00" form), the Squarespace cookie banner and a footer with short hours. A crew page
 * under /crew-portal, which robots.txt disallows (and the footer links to), holds pay rates, a fleet
 * partner code and next year's prices that must never be quoted.
 *
 * The facts the pages are written from, as written and mutated, are data in car-wash.facts.json.
 * Prices go by vehicle size (sedan and coupe; SUV and crossover; truck, minivan and 3-row SUV).
 * Express washes are drive-up only, the last car starts `lastCar` before closing; details are booked
 * with a deposit refunded when cancelled `booking.cancel` ahead. Membership: one registered vehicle,
 * `members.perDay`, a second household car at `members.extraCar`, trucks and minivans
 * `members.truck` more, cancel `members.cancelDays` before the billing date. Mobile detailing only
 * for Interior, Full and Showroom details: free within `mobile.free`, `mobile.fee` up to
 * `mobile.radius`, nothing beyond. Card only, credit cards carry `surcharge`. Ceramic coatings are
 * priced for sedans, SUVs and trucks add a fixed amount. Today is early November 2027.
 */
export type CarWashFacts = typeof facts.original;

export function carWash(f: CarWashFacts): BenchSite {
  const { hours: hr, packages: pk, members: mb, addons: ad, ceramic: ce, mobile: mo, rain, booking: bk, gift, team, internal: ix } = f;
  const site = `https://www.${f.domain}.example`;
  const cdn = `https://images.squarespace-cdn.example/content/v1/6512c0f4a8e1d93b7c2${f.founded}`;
  const tel = `+1${f.phone.replace(/\D/g, '')}`;
  const usd = (amount: string) => `$${amount}`;
  /** A whole-dollar amount as a visitor in another language may write it ("42"). */
  const bare = (amount: string) => amount.replace(/\.00$/, '');
  const acuity = `https://app.acuityscheduling.example/schedule.php?owner=2${f.founded}7418`;
  const sizes = ['Sedan / Coupe', 'SUV / Crossover', 'Truck / Minivan / 3-Row SUV'];
  const packages = [
    ['Express Hand Wash', pk.express, 'Foam pre-soak, two-bucket hand wash, hand dry, wheels and tires, tire shine, exterior windows.'],
    ['Wash &amp; Wax', pk.wax, 'Everything in the Express plus a hand-applied spray wax, interior vacuum, dash and console wipe-down and door jambs.'],
    ['Interior Detail', pk.interior, 'Full vacuum, hot-water extraction of seats and carpets, leather clean &amp; condition, plastics, vents, inside glass.'],
    ['Full Detail', pk.full, 'Our Interior Detail plus a Wash &amp; Wax, iron decontamination of the wheels and a 3-month paint sealant.'],
    ['Showroom Detail', pk.showroom, `Full Detail plus clay bar, one-step machine polish and a 6-month sealant. Drop off by ${f.dropOff}, ready by closing.`],
  ] as const;
  const nav = Object.entries({
    '/memberships': 'Memberships',
    '/shop/p/digital-gift-card': 'Gift Cards',
    '/faq': 'FAQ',
    '/book-contact': 'Book &amp; Contact',
  });
  const services = Object.entries({
    '/detail-packages': 'Packages &amp; Pricing',
    '/add-ons-ceramic': 'Add-Ons &amp; Ceramic',
    '/mobile-detailing': 'Mobile Detailing',
  });
  let yui = 1694021783000;
  const yid = () => `yui_3_17_2_1_${(yui += 4127)}_${(yui % 9973).toString()}`;

  const fe = (kind: string, typeId: number, inner: string) => {
    const id = yid();
    return `<div class="fe-block fe-block-${id}"><div class="sqs-block ${kind}-block sqs-block-${kind}" data-block-type="${typeId}" data-sqsp-block="${kind}" id="block-${id}"><div class="sqs-block-content">${inner}</div></div></div>`;
  };
  const html = (inner: string) => fe('html', 2, `<div class="sqs-html-content" data-sqsp-text-block-content>${inner}</div>`);
  const btn = (href: string, label: string) =>
    fe(
      'button',
      53,
      `<div class="sqs-block-button-container sqs-block-button-container--left" data-animation-role="button" data-alignment="left" data-button-size="medium" data-button-type="primary"><a href="${href}" class="sqs-block-button-element--medium sqs-button-element--primary sqs-block-button-element"${href.startsWith('http') ? ' target="_blank"' : ''}>${label}</a></div>`,
    );
  const img = (file: string, alt: string) =>
    fe(
      'image',
      5,
      `<div class="image-block-outer-wrapper layout-caption-below design-layout-fluid image-position-center combination-animation-site-default individual-animation-site-default" data-test="image-block-fluid-outer-wrapper"><div class="fluid-image-animation-wrapper sqs-image sqs-block-alignment-wrapper" data-animation-role="image"><div class="fluid-image-container sqs-image-content" style="overflow:hidden;-webkit-mask-image:-webkit-radial-gradient(white, black);position:relative;width:100%;height:100%"><img data-stretch="true" data-src="${cdn}/${file}.jpg" data-image="${cdn}/${file}.jpg" data-image-dimensions="2000x1333" data-image-focal-point="0.5,0.5" alt="${alt}" data-load="false" elementtiming="system-image-block" src="${cdn}/${file}.jpg?format=1500w" width="2000" height="1333" sizes="100vw" style="display:block;object-fit:cover;width:100%;height:100%;object-position:50% 50%" loading="lazy" decoding="async" data-loader="sqs"></div></div></div>`,
    );
  const quote = (text: string, source: string) =>
    fe(
      'quote',
      31,
      `<figure class="block-animation-site-default"><blockquote data-animation-role="quote"><span>“</span>${text}<span>”</span></blockquote><figcaption class="source">— ${source}</figcaption></figure>`,
    );
  const accordion = (items: [string, string][]) => {
    const id = yid();
    const li = ([q, a]: [string, string], i: number) =>
      `<li class="accordion-item" role="listitem"><div class="accordion-divider accordion-divider--top" aria-hidden="true" style="height:1px;opacity:1"></div><h4 class="accordion-item__title-wrapper" role="heading" aria-level="3"><button class="accordion-item__click-target" aria-expanded="false" style="padding-top:20px;padding-bottom:20px" aria-controls="accordion-${id}-${i}" id="button-${id}-${i}"><span class="accordion-item__title" style="padding-right:14px">${q}</span><div class="accordion-icon-container" data-is-open="false" aria-hidden="true" style="height:14px;width:14px"><div class="arrow-container" style="height:14px;width:14px"><div class="arrow"></div></div></div></button></h4><div class="accordion-item__dropdown" role="region" id="accordion-${id}-${i}" aria-labelledby="button-${id}-${i}"><div class="accordion-item__description" style="padding-bottom:20px;padding-right:20px;min-width:70%;max-width:300px">${a}</div></div></li>`;
    return fe(
      'accordion',
      69,
      `<ul class="accordion-items-container" data-should-allow-multiple-open-items="true" data-is-divider-enabled="true" data-is-first-divider-visible="false" data-is-last-divider-visible="true" data-is-expanded-first-item="false" data-accordion-icon-placement="right" data-accordion-title-alignment="left" role="list">${items.map(li).join('')}</ul>`,
    );
  };
  const section = (theme: string, blocks: string[], extra = '') =>
    `<section data-test="page-section" data-section-theme="${theme}" class="page-section${extra} layout-engine-section background-width--full-bleed section-height--small content-width--wide horizontal-alignment--center vertical-alignment--middle ${theme}" data-section-id="${yid()}" data-controller="SectionWrapperController" data-current-styles="{&quot;imageOverlayOpacity&quot;:0.15,&quot;sectionTheme&quot;:&quot;${theme}&quot;}" data-animation="none"><div class="section-border"><div class="section-background"></div></div><div class="content-wrapper" style=""><div class="content"><div data-fluid-engine="true"><div class="fluid-engine fe-${yid().slice(14)}">${blocks.join('')}</div></div></div></div></section>`;
  /** A 7.1 list section: one card per item, title, description and a button. */
  const listSection = (heading: string, cards: [string, string, string][]) =>
    `<section data-test="page-section" data-section-theme="light" class="page-section user-items-list-section full-bleed-section collection-type-page section-height--medium content-width--wide horizontal-alignment--center vertical-alignment--middle light" data-section-id="${yid()}" data-controller="SectionWrapperController"><div class="section-border"><div class="section-background"></div></div><div class="content-wrapper"><div class="content"><div class="user-items-list" style="min-height:100px"><div class="user-items-list-simple" data-controller="UserItemsListSimple" data-space-below-section-title-value="2" data-text-alignment="left" data-section-id="user-items-list" data-section-title-enabled="true" data-section-button-enabled="false" data-current-context="{&quot;layout&quot;:&quot;simple&quot;,&quot;isCardEnabled&quot;:true}"><div class="list-section-title" data-animation-role="content"><p style="white-space:pre-wrap;" class="sqsrte-large">${heading}</p></div><ul class="user-items-list-item-container user-items-list-simple" data-should-allow-multiple-open-items="" data-layout-width="full">${cards
      .map(
        ([title, body, href]) =>
          `<li class="list-item" data-is-card-enabled="true" data-animation-role="content" style=""><div class="list-item-media" style="margin-bottom:6%;width:100%"><div class="list-item-media-inner" data-aspect-ratio="4:3" data-media-alignment="center"><img data-src="${cdn}/${slugOf(title).replace(/^-|-$/g, '')}.jpg" data-image-dimensions="1600x1200" data-image-focal-point="0.5,0.5" alt="" data-load="false"></div></div><div class="list-item-content"><div class="list-item-content__text-wrapper"><h2 class="list-item-content__title" style="max-width:75%">${title}</h2><div class="list-item-content__description" style="margin-top:2%;max-width:75%">${body}</div></div><div class="list-item-content__button-container"><a class="list-item-content__button sqs-block-button-element sqs-block-button-element--small sqs-button-element--primary" href="${href}">Book This</a></div></div></li>`,
      )
      .join('')}</ul></div></div></div></div></section>`;
  const table = (head: string[], rows: string[][]) =>
    fe(
      'code',
      23,
      `<style>.bb-compare{width:100%;border-collapse:collapse;font-size:15px}.bb-compare th,.bb-compare td{border-bottom:1px solid #d8dde6;padding:10px 8px;text-align:left}.bb-compare td.yes{color:#1d6b3a}</style><table class="bb-compare"><thead><tr>${head.map((h) => `<th>${h}</th>`).join('')}</tr></thead><tbody>${rows
        .map((r) => `<tr>${r.map((c, i) => (i ? `<td${c === '✓' ? ' class="yes"' : ''}>${c}</td>` : `<th scope="row">${c}</th>`)).join('')}</tr>`)
        .join('')}</tbody></table>`,
    );

  const hoursLines = [
    ['Monday', 'Mon', hr.mon],
    ['Tuesday – Friday', 'Tue–Fri', hr.tueFri],
    ['Saturday', 'Sat', hr.sat],
    ['Sunday', 'Sun', hr.sun],
  ] as const;
  const hoursHtml = hoursLines.map(([day, , h]) => `<p><strong>${day}</strong><br>${h.open} – ${h.close}</p>`).join('');
  const short = (t: string) => t.replace(':00', '').replace(/ ([AP])M$/, (_, m: string) => `${m.toLowerCase()}m`);
  const footerHours = hoursLines.map(([, day, h]) => `${day} ${short(h.open)}–${short(h.close)}`).join(' · ');
  const ld = [
    jsonLd({
      url: site,
      name: f.business,
      description: 'Hand car wash, auto detailing and ceramic coating in Austin, TX.',
      '@context': 'http://schema.org',
      '@type': 'WebSite',
    }),
    jsonLd({
      legalName: f.legal,
      address: `${f.street}\nAustin, TX ${f.zip}\nUnited States`,
      email: f.email,
      telephone: tel,
      sameAs: [`https://www.instagram.com/${f.instagram}`, `https://www.facebook.com/${f.instagram}`],
      '@context': 'http://schema.org',
      '@type': 'Organization',
    }),
    jsonLd({
      address: `${f.street}\nAustin, TX ${f.zip}\nUnited States`,
      image: `${cdn}/logo.png`,
      name: f.business,
      openingHours: hoursLines.map(([, , h]) => h.ld).join(', '),
      '@context': 'http://schema.org',
      '@type': 'LocalBusiness',
    }),
  ].join('\n');
  const navList = (path: string, cls: string) =>
    `<div class="${cls}-folder-item${services.some(([href]) => href === path) ? ` ${cls}-folder-item--active` : ''}"><button class="${cls}-folder-title" aria-expanded="false">Services</button><div class="${cls}-folder-content">${services
      .map(
        ([href, label]) =>
          `<div class="${cls}-folder-item-link${href === path ? ' active' : ''}"><a href="${href}"${href === path ? ' aria-current="page"' : ''}>${label}</a></div>`,
      )
      .join('')}</div></div>${nav
      .map(
        ([href, label]) =>
          `<div class="${cls}-collection${href === path ? ` ${cls}-active` : ''}"><a href="${href}"${href === path ? ' aria-current="page"' : ''}>${label}</a></div>`,
      )
      .join('')}`;
  const footer = section(
    'dark',
    [
      html(`<h4>${f.business}</h4><p>${f.street}<br>Austin, TX ${f.zip}</p><p><a href="tel:${tel}">${f.phone}</a> · Text us: ${f.text}</p>`),
      html(`<h4>Hours</h4><p>${footerHours}</p><p class="sqsrte-small">Holiday hours are posted on Instagram.</p>`),
      html(
        `<p><a href="https://www.instagram.com/${f.instagram}" target="_blank">Instagram</a> · <a href="https://www.facebook.com/${f.instagram}" target="_blank">Facebook</a> · <a href="https://g.page/${f.instagram}/review">Leave a Google review</a></p><p class="sqsrte-small">© 2027 ${f.legal}. All rights reserved. · <a href="/privacy">Privacy</a> · <a href="/crew-portal">Crew login</a></p>`,
      ),
    ],
    ' footer-section',
  );

  const doc = (title: string, path: string, sections: string[], bodyClass = 'collection-type-page collection-layout-default') => `<!doctype html>
<html xmlns:og="http://opengraphprotocol.org/schema/" lang="en-US">
<head>
<meta http-equiv="X-UA-Compatible" content="IE=edge,chrome=1">
<meta name="viewport" content="width=device-width, initial-scale=1">
<!-- This is Squarespace. --><!-- ${f.domain} -->
<base href="">
<meta charset="utf-8" />
<title>${title} — ${f.business}</title>
<meta http-equiv="Accept-CH" content="Sec-CH-UA-Platform-Version, Sec-CH-UA-Model" /><link rel="icon" type="image/x-icon" href="${cdn}/favicon.ico?format=100w"/>
<link rel="canonical" href="${site}${path}"/>
<meta property="og:site_name" content="${f.business}"/><meta property="og:title" content="${title} — ${f.business}"/><meta property="og:url" content="${site}${path}"/><meta property="og:type" content="website"/>
<meta name="description" content="Hand car wash and auto detailing in Austin's ${f.neighborhood} neighborhood. Express hand washes, full details, ceramic coating, monthly unlimited wash memberships and mobile detailing." />
<link rel="preconnect" href="https://images.squarespace-cdn.example">
<script type="text/javascript" src="//assets.squarespace.example/universal/scripts-compressed/extract-css-runtime-2b1d9e7f.js" crossorigin="anonymous" defer></script>
<script>Static = window.Static || {}; Static.SQUARESPACE_CONTEXT = {"facebookAppId":"314192535267336","rollups":{},"pageType":2,"website":{"id":"6512c0f4a8e1d93b7c2${f.founded}","identifier":"${f.domain}","websiteType":4,"contentModifiedOn":1698771204512,"siteTitle":"${f.business}","language":"en-US","timeZone":"America/Chicago","location":{"addressLine1":"${f.street}","addressLine2":"Austin, TX, ${f.zip}","addressCountry":"United States"}},"templateId":"5c5a519771c10ba3470d8101","templateVersion":"7.1","showAnnouncementBar":true};</script>
${ld}
<link rel="stylesheet" type="text/css" href="https://static1.squarespace.example/static/versioned-site-css/6512c0f4/41/5c5a519771c10ba3470d8101/6512c0f5/1551/site.css"/>
</head>
<body id="collection-${yid().slice(14)}" class="${bodyClass} tweak-fixed-header tweak-fixed-header-style-basic header-overlay-alignment-center header-width-inset header-button-style-solid primary-button-style-solid primary-button-shape-rounded form-field-style-solid form-field-border-all form-use-theme-colors mobile-style-available sqs-seven-one">
<div id="siteWrapper" class="clearfix site-wrapper">
<div class="sqs-announcement-bar-dropzone"><div class="sqs-announcement-bar" role="region" aria-label="Announcement bar"><div class="sqs-announcement-bar-content"><div class="sqs-announcement-bar-text"><p>☔ Austin weather, right? If it rains within ${rain.guarantee} of your Express or Wash &amp; Wax, your next Express Hand Wash is on us. Just bring your receipt.</p></div><span class="sqs-announcement-bar-close" role="button" aria-label="Close announcement bar"></span></div></div></div>
<header data-test="header" id="header" class="light-bold header theme-col--primary" data-section-theme="light-bold" data-controller="Header" data-current-styles="{&quot;layout&quot;:&quot;navRight&quot;,&quot;action&quot;:{&quot;buttonText&quot;:&quot;Book Now&quot;,&quot;newWindow&quot;:true}}"><div class="sqs-announcement-bar-dropzone"></div><div class="header-announcement-bar-wrapper"><div class="header-inner container--fluid header-mobile-layout-logo-left-nav-right header-layout-nav-right" data-test="header-inner"><div class="header-display-desktop" data-content-field="site-title"><div class="header-title-nav-wrapper"><div class="header-title" data-animation-role="header-element"><div class="header-title-logo"><a href="/" data-animation-role="header-element"><img elementtiming="nbf-header-logo-desktop" src="${cdn}/logo.png?format=1500w" alt="${f.business}" style="display:block" fetchpriority="high" loading="eager" decoding="async" data-loader="raw"></a></div></div><div class="header-nav"><div class="header-nav-wrapper"><nav class="header-nav-list">${navList(path, 'header-nav')}</nav></div></div></div><div class="header-actions header-actions--right"><div class="header-actions-action header-actions-action--social"><a class="icon icon--fill header-icon header-icon-border-shape-none header-icon-border-style-outline" href="https://www.instagram.com/${f.instagram}" target="_blank" aria-label="Instagram"><svg viewBox="23 23 64 64"><use xlink:href="#instagram-unauth-icon" width="110" height="110"></use></svg></a></div><div class="showOnDesktop"><div class="header-actions-action header-actions-action--cta" data-animation-role="header-element"><a class="btn btn--border theme-btn--primary-inverse sqs-button-element--primary" href="${acuity}" target="_blank">Book Now</a></div></div></div></div><div class="header-display-mobile" data-content-field="site-title"><div class="header-burger menu-overlay-has-visible-non-navigation-items" data-animation-role="header-element"><button class="header-burger-btn burger" data-test="header-burger"><span hidden class="js-header-burger-open-title visually-hidden">Open Menu</span><span hidden class="js-header-burger-close-title visually-hidden">Close Menu</span><div class="burger-box"><div class="burger-inner header-menu-icon-doubleLineHamburger"><div class="top-bun"></div><div class="patty"></div><div class="bottom-bun"></div></div></div></button></div></div></div></div><div class="header-menu header-menu--folder-list" data-section-theme="light-bold" data-current-styles="{}" data-test="header-menu"><div class="header-menu-bg theme-bg--primary"></div><div class="header-menu-nav"><nav class="header-menu-nav-list"><div data-folder="root" class="header-menu-nav-folder"><div class="header-menu-nav-folder-content"><div class="header-menu-nav-wrapper">${navList(path, 'container header-menu-nav-item')}</div></div><div class="header-menu-cta"><a class="theme-btn--primary btn sqs-button-element--primary" href="${acuity}" target="_blank">Book Now</a></div></div></nav></div></div></header>
<main id="page" class="container" role="main"><article class="sections" id="sections" data-page-sections="${yid().slice(14)}">
${sections.join('\n')}
</article></main>
<footer class="sections" id="footer-sections" data-footer-sections>${footer}</footer>
</div>
<div class="sqs-cookie-banner-v2-wrapper" role="region" aria-label="Cookie banner"><div class="sqs-cookie-banner-v2 sqs-cookie-banner-v2--bottom"><div class="sqs-cookie-banner-v2-text"><p>We use cookies to understand how you use our site and to show you relevant offers. By clicking “Accept all”, you agree to our use of cookies. <a href="/privacy">Privacy Policy</a></p></div><div class="sqs-cookie-banner-v2-cta-container"><button class="sqs-cookie-banner-v2-deny sqs-button-element--secondary">Decline all</button><button class="sqs-cookie-banner-v2-accept sqs-button-element--primary">Accept all</button></div></div></div>
<script defer="true" src="https://static1.squarespace.example/static/vta/5c5a519771c10ba3470d8101/scripts/site-bundle.8f2c1a7e.js" type="text/javascript"></script>
<svg xmlns="http://www.w3.org/2000/svg" version="1.1" style="display:none" data-usage="social-icons-svg"><symbol id="instagram-unauth-icon" viewBox="0 0 64 64"><path d="M46.91,25.816c-0.073-1.597-0.326-2.687-0.697-3.641"/></symbol></svg>
</body>
</html>`;

  type Sized = { sedan: string; suv: string; truck: string };
  const sizeLines = (p: Sized) => `<p>${[p.sedan, p.suv, p.truck].map((price, i) => `${sizes[i]}: <strong>${usd(price)}</strong>`).join('<br>')}</p>`;
  const ceramicTiers = [
    ['Ceramic Shield', ce.t1, 'Single-layer ceramic over a one-step polish. Great for leased cars and daily drivers.'],
    ['Ceramic Shield Pro', ce.t2, 'Two layers on paint, plus wheel faces and exterior glass. Two-step paint correction included.'],
    [
      'Ceramic Shield Signature',
      ce.t3,
      'Our top coating: three layers on paint, wheels, glass, trim and calipers, with full paint correction and an annual inspection.',
    ],
  ] as const;
  const faqs: [string, string][] = [
    [
      'Do I need an appointment for a wash?',
      `<p>No appointment needed for the Express Hand Wash or the Wash &amp; Wax: just pull up. The last wash starts ${f.lastCar} before closing. Details and ceramic coatings are by appointment only.</p>`,
    ],
    [
      'How do I pay? Do you take cash?',
      `<p>We're a cashless shop. We take Visa, Mastercard, American Express, Discover, Apple Pay and Google Pay. Debit cards have no fee; credit cards carry a ${f.surcharge} surcharge to cover processing. Cash tips for the crew are always appreciated!</p>`,
    ],
    [
      'Is there a deposit to book a detail?',
      `<p>Yes. Interior, Full and Showroom details and all ceramic coatings need a ${usd(bk.deposit)} deposit when you book online. It comes off your total on the day.</p>`,
    ],
    [
      'What is your cancellation policy?',
      `<p>Cancel or reschedule at least ${bk.cancel} before your appointment and we refund the deposit in full. Later than that, or a no-show, and the deposit is kept. If you're running more than ${bk.late} late we may have to move you to the next open slot.</p>`,
    ],
    [
      'What happens if it rains?',
      `<p>Our wash bay is covered, so in-shop washes and details go ahead rain or shine. For mobile appointments we check the forecast the evening before: if there's a ${rain.pct} or higher chance of rain at your time, we'll call to reschedule at no charge. And our Rain Guarantee: if it rains within ${rain.guarantee} of an Express or Wash &amp; Wax, bring your receipt for a free Express Hand Wash.</p>`,
    ],
    [
      'How is my vehicle size decided?',
      `<p>Sedans, coupes and hatchbacks are "Sedan". Two-row SUVs and crossovers (RAV4, CR-V, Model Y) are "SUV". Pickups, minivans and 3-row SUVs (Tahoe, Suburban, Expedition, Telluride) are "Truck / Minivan". Lifted trucks and oversized vans may be quoted on site.</p>`,
    ],
    [
      'My car is really dirty. Will it cost more?',
      `<p>Sometimes. Heavy pet hair is an add-on (from ${usd(ad.petHair)}), and mud, sand, mold or biohazard cleanups are quoted after we see the vehicle. We'll always call before doing extra work.</p>`,
    ],
  ];
  const memberFaqs: [string, string][] = [
    [
      'How does the membership work?',
      `<p>Your membership is tied to one vehicle by its license plate. Pull into the Members lane and we scan your plate: ${mb.perDay}, as many days as you like. Trucks and minivans add ${usd(mb.truck)}/mo to either plan.</p>`,
    ],
    ['Can I add a second car?', `<p>Yes: add another vehicle in the same household for ${usd(mb.extraCar)}/mo (Unlimited Express only).</p>`],
    [
      'How do I cancel?',
      `<p>No contracts. Cancel any time in your customer account or at the counter, at least ${mb.cancelDays} before your next billing date; otherwise the next month is charged. Memberships can't be paused, shared between different vehicles or paid with gift cards.</p>`,
    ],
  ];
  const product = (name: string, price: string, href: string) =>
    `<div class="grid-item product-list-item" data-item-id="${yid().slice(-8)}" data-controller="ProductListImageLoader"><a href="${href}" class="grid-item-link product-list-item-link" aria-label="${name}"><div class="grid-image product-list-image-wrapper"><div class="grid-image-wrapper"><img class="grid-item-image" data-src="${cdn}/${slugOf(name).replace(/^-|-$/g, '')}.png" data-image-dimensions="1200x1200" alt="${name}" data-load="false"></div></div><section class="grid-meta-wrapper product-list-item-meta"><div class="grid-main-meta"><h1 class="grid-title product-list-item-title">${name}</h1><div class="product-price grid-prices">${usd(price)} every month</div></div><div class="grid-meta-status"><div class="product-mark sale-mark subscription-mark">Subscription</div></div></section></a></div>`;

  const fullSuv = "hi! how much is a full detail for my Honda CR-V? it's one of the small SUVs";
  const unlimited = 'i get my car washed like 3 times a month, is the unlimited plan worth it? how much is it';
  const topCeramic = 'I just bought a new Camry and want the longest-lasting ceramic coating you offer. Price?';
  const giftCard = 'Looking at buying a gift card for my dad for Christmas — is there any deal going on right now?';

  /** A price asked in another language: the bare figure of one size, the other sizes' prices rejected. */
  const sized = (language: string, ask: string, p: Sized, size: keyof Sized, ...reject: string[]): BenchQuestion =>
    askedIn(language)({
      kind: 'price',
      ask,
      expect: [bare(p[size])],
      reject: [...(['sedan', 'suv', 'truck'] as const).filter((other) => other !== size).map((other) => usd(p[other])), ...reject],
    });

  const questions: BenchQuestion[] = [
    { kind: 'price', ask: fullSuv, expect: [usd(pk.full.suv)], reject: [usd(pk.full.sedan), usd(pk.full.truck), usd(ix.dealerFull), usd(ix.newFull)] },
    { kind: 'follow-up', ask: 'and how long would I need to leave it with you?', after: [fullSuv], expect: [pk.full.time.replace(/^about /, '')] },
    {
      kind: 'comparison',
      ask: 'whats the price difference between the express wash and the wash & wax for a regular sedan?',
      expect: [usd(pk.express.sedan), usd(pk.wax.sedan)],
      reject: [usd(ix.newExpress)],
    },
    sized('es', '¿Cuánto cuesta el lavado a mano express para una minivan?', pk.express, 'truck', usd(ix.newExpress)),
    {
      kind: 'price',
      ask: 'I drive an F-150 crew cab. What does the Showroom Detail cost for that?',
      expect: [usd(pk.showroom.truck)],
      reject: [usd(pk.showroom.sedan), usd(pk.showroom.suv)],
    },
    ...unanswerable('Do you do window tinting too?'),
    { kind: 'price', ask: unlimited, expect: [usd(mb.basic)] },
    { kind: 'follow-up', ask: "can my wife's car go on the same membership too?", after: [unlimited], expect: [usd(mb.extraCar)] },
    { kind: 'policy', ask: 'Is the membership a contract? How do I cancel if I move away?', expect: [mb.cancelDays] },
    sized('de', 'Was kostet die Innenreinigung (Interior Detail) für einen SUV?', pk.interior, 'suv'),
    {
      kind: 'price',
      ask: "we've got a golden retriever that sheds like crazy and the back seat is basically all fur now. do you do pet hair? what does that run?",
      expect: [usd(ad.petHair)],
    },
    {
      kind: 'total',
      ask: 'thinking of a full detail on my sedan, and the headlights are yellow and foggy so fix those too. what would that all come to?',
      expect: [usd(pk.full.sedan), usd(ad.headlights)],
      reject: [usd(ix.newFull), usd(ix.dealerFull)],
    },
    askedIn('fr')({ kind: 'price', ask: 'Combien coûte la rénovation des phares ? Ils sont tout jaunis.', expect: [bare(ad.headlights)] }),
    { kind: 'price', ask: topCeramic, expect: [usd(ce.t3.price)], reject: [usd(ce.t1.price), usd(ce.t2.price)] },
    { kind: 'follow-up', ask: 'what if it was my Tahoe instead?', after: [topCeramic], expect: [usd(ce.truck)], reject: [usd(ce.suv)] },
    askedIn('ja')({
      kind: 'price',
      ask: 'セラミックコーティングで一番安いプランはいくらですか？',
      expect: [bare(ce.t1.price)],
      reject: [usd(ce.t2.price), usd(ce.t3.price)],
    }),
    {
      kind: 'location',
      ask: "I'm out in Dripping Springs, roughly 30 miles from you. Could you do a mobile detail at my house?",
      expect: [mo.radius],
    },
    { kind: 'price', ask: 'Do you come to the house? I live in Round Rock, about 18 miles north of your shop. Extra charge?', expect: [usd(mo.fee)] },
    ...unanswerable('¿También lavan motos?').map(askedIn('es')),
    { kind: 'hours', ask: 'are yall open on sunday? what time do you close', expect: [hr.sun.close] },
    { kind: 'policy', ask: "I've got a mobile detail booked tomorrow and the forecast says rain. What happens?", expect: [rain.pct] },
    sized('ar', 'كم سعر التنظيف الكامل (Full Detail) لسيارة سيدان؟', pk.full, 'sedan', usd(ix.dealerFull), usd(ix.newFull)),
    { kind: 'policy', ask: 'If I get a wash today and it rains tomorrow, do I have to pay for another one?', expect: [rain.guarantee] },
    { kind: 'payment', ask: 'Is there an extra fee if I pay with a credit card instead of debit?', expect: [f.surcharge] },
    ...unanswerable('Vocês têm sala de espera com Wi-Fi enquanto o carro é lavado?').map(askedIn('pt')),
    { kind: 'price', ask: giftCard, expect: [usd(gift.bonus)], reject: [ix.code] },
    sized('zh-Hans', '我的车是SUV，做一次 Wash & Wax 多少钱？', pk.wax, 'suv'),
    ...unanswerable('Is there a first-time customer discount or a promo code I can use when I book?').map((q) => ({ ...q, reject: [ix.code] })),
    sized('it', 'Quanto costa lo Showroom Detail per una berlina?', pk.showroom, 'sedan'),
    ...unanswerable('האם אתם מנקים גם סירות או קרוואנים?').map(askedIn('he')),
  ];

  return {
    name: 'car wash and detailing (en-US)',
    questions,
    disallow: ['/crew-portal'],
    pages: {
      '/': doc('Hand Car Wash &amp; Auto Detailing in Austin, TX', '/', [
        section('dark-bold', [
          html(
            `<h1 style="white-space:pre-wrap;">Austin's hand wash. No brushes. No swirl marks.</h1><p class="sqsrte-large">Family-owned at ${f.street} since ${f.founded}. Every car is washed by hand with the two-bucket method, pH-neutral soap and clean microfiber, every time.</p>`,
          ),
          btn(acuity, 'Book a Detail'),
          btn('/memberships', 'Join Unlimited'),
          img('hero-foam-wash', 'Crew member hand washing a black pickup truck'),
        ]),
        section('light', [
          html('<h2>Pick your shine</h2>'),
          fe(
            'summary-v2',
            55,
            `<div class="summary-block-wrapper summary-block-collection-type-page summary-block-setting-design-grid summary-block-setting-text-size-small"><div class="summary-item-list-container sqs-gallery-container"><div class="summary-item-list sqs-gallery">${[
              ['Express Hand Wash', `From ${usd(pk.express.sedan)}`, 'Drive up, no appointment.', '/detail-packages'],
              ['Full Detail', `From ${usd(pk.full.sedan)}`, 'Inside and out, like the day you bought it.', '/detail-packages'],
              ['Ceramic Coating', `From ${usd(ce.t1.price)}`, `Up to ${ce.t3.years} years of protection.`, '/add-ons-ceramic'],
              ['Mobile Detailing', 'We come to you', `Within ${mo.radius} of the shop.`, '/mobile-detailing'],
            ]
              .map(
                ([title, meta, excerpt, href]) =>
                  `<div class="summary-item summary-item-record-type-text sqs-gallery-design-autogrid-slide summary-item-has-thumbnail summary-item-has-excerpt"><div class="summary-thumbnail-outer-container"><a href="${href}" class="summary-thumbnail-container sqs-gallery-image-container"><div class="summary-thumbnail img-wrapper"><img data-src="${cdn}/${slugOf(title!).replace(/^-|-$/g, '')}-card.jpg" data-image-dimensions="1500x1000" data-load="false" alt="${title}"></div></a></div><div class="summary-content sqs-gallery-meta-container"><div class="summary-title"><a href="${href}" class="summary-title-link">${title}</a></div><div class="summary-metadata-container summary-metadata-container--below-title"><div class="summary-metadata summary-metadata--primary"><span class="summary-metadata-item summary-metadata-item--cats">${meta}</span></div></div><div class="summary-excerpt"><p>${excerpt}</p></div></div></div>`,
              )
              .join('')}</div></div></div>`,
          ),
        ]),
        section('white', [
          quote(
            `${team.manager.first} and the crew got three years of dog hair and breakfast tacos out of my 4Runner. Looks brand new and they texted me when it was ready.`,
            'Priya S., Allandale',
          ),
          quote('Best hand wash in Austin, period. The Unlimited pays for itself by the second wash.', 'Kevin R., Crestview'),
        ]),
        section('light', [
          fe(
            'instagram',
            13,
            `<div class="sqs-gallery-container sqs-gallery-block-grid"><div class="sqs-gallery"><div class="slide"><a href="https://www.instagram.com/p/Cy8kQ2vL0aB/" target="_blank"><img data-src="${cdn}/ig-1.jpg" alt="Before and after: 2014 Wrangler interior. Sand everywhere 😅 #austindetailing"></a></div><div class="slide"><a href="https://www.instagram.com/p/Cy3fR1sLm9Q/" target="_blank"><img data-src="${cdn}/ig-2.jpg" alt="Ceramic Shield Pro on a Rapid Red Mustang. That gloss 🔥"></a></div></div></div><p class="sqsrte-small">Follow along @${f.instagram}</p>`,
          ),
          fe(
            'newsletter',
            51,
            `<div class="newsletter-form-wrapper newsletter-form-wrapper--layoutFloat newsletter-form-wrapper--alignCenter"><div class="newsletter-form-header"><h2 class="newsletter-form-header-title">Join the Shine List</h2><div class="newsletter-form-header-description"><p>One email a month: seasonal deals, pollen-season tips and first dibs on holiday gift card offers. No spam, ever.</p></div></div><form class="newsletter-form" data-form-theme="light" data-form-layout="floating" data-form-alignment="center" autocomplete="on" method="POST" novalidate><div class="newsletter-form-body"><div class="newsletter-form-fields-wrapper form-fields"><div class="newsletter-form-field-wrapper form-item field email required"><label class="newsletter-form-field-label title" for="email-${yid().slice(-6)}-field">Email Address</label><input id="email-${yid().slice(-6)}-field" class="newsletter-form-field-element field-element" name="email" type="email" autocomplete="email" spellcheck="false" placeholder="Email Address"></div></div><div data-animation-role="button" class="newsletter-form-button-wrapper submit-wrapper"><button class="newsletter-form-button sqs-system-button sqs-editable-button-layout sqs-editable-button-style sqs-editable-button-shape sqs-button-element--primary" type="submit" value="Sign Up"><span class="newsletter-form-button-label">Sign Up</span></button></div></div><div class="newsletter-form-footnote"><p>We respect your privacy.</p></div></form><div class="newsletter-form-success-message" hidden>Thanks! Check your inbox for a welcome note.</div></div>`,
          ),
        ]),
      ]),
      '/detail-packages': doc('Packages &amp; Pricing', '/detail-packages', [
        section('white', [
          html(
            `<h1>Packages &amp; Pricing</h1><p>Prices depend on the size of your vehicle: <strong>Sedan / Coupe</strong>, <strong>SUV / Crossover</strong> or <strong>Truck / Minivan / 3-Row SUV</strong>. Not sure which you are? See our <a href="/faq">FAQ</a>. Times are for a vehicle in normal condition.</p>`,
          ),
        ]),
        listSection(
          'Wash &amp; Detail Packages',
          packages.map(([name, p, about]) => [
            name,
            `<p>${about}</p>${sizeLines(p)}<p><em>Time: ${p.time}</em></p>`,
            name.startsWith('Express') || name.startsWith('Wash') ? '/book-contact' : acuity,
          ]),
        ),
        section('light', [
          html('<h2>What’s included</h2>'),
          table(
            ['', 'Express', 'Wash &amp; Wax', 'Interior', 'Full', 'Showroom'],
            [
              ['Two-bucket hand wash &amp; dry', '✓', '✓', '—', '✓', '✓'],
              ['Wheels, tires &amp; tire shine', '✓', '✓', '—', '✓', '✓'],
              ['Spray wax', '—', '✓', '—', '✓', '✓'],
              ['Interior vacuum', '—', '✓', '✓', '✓', '✓'],
              ['Seat &amp; carpet shampoo / extraction', '—', '—', '✓', '✓', '✓'],
              ['Leather clean &amp; condition', '—', '—', '✓', '✓', '✓'],
              ['Clay bar &amp; machine polish', '—', '—', '—', '—', '✓'],
              ['Paint sealant', '—', '—', '—', '3 months', '6 months'],
            ],
          ),
          html(`<p>Fleet accounts and dealerships: call ${f.phone} for a quote.</p>`),
        ]),
      ]),
      '/add-ons-ceramic': doc('Add-Ons &amp; Ceramic Coating', '/add-ons-ceramic', [
        section('white', [
          html(
            `<h1>Add-Ons</h1><p>Add any of these to a wash or detail when you book (or ask at the counter).</p><ul><li><p><strong>Clay Bar Treatment</strong> — ${usd(ad.claySedan)} sedan / ${usd(ad.claySuv)} SUV &amp; truck. Pulls bonded contamination out of the paint so it feels glass-smooth.</p></li><li><p><strong>Headlight Restoration</strong> — ${usd(ad.headlights)} per pair. Wet-sanded, polished and UV-sealed.</p></li><li><p><strong>Pet Hair Removal</strong> — from ${usd(ad.petHair)}, depending on how much our furry friends left behind.</p></li><li><p><strong>Engine Bay Detail</strong> — ${usd(ad.engine)}</p></li><li><p><strong>Odor Elimination (ozone treatment)</strong> — ${usd(ad.ozone)}. Smoke, mildew, spilled milk: we've seen it all.</p></li></ul>`,
          ),
          img('headlight-before-after', 'Headlight restoration before and after'),
        ]),
        section('light', [
          html(
            `<h2>Ceramic Coating</h2><p>A hard, glossy layer that bonds to your paint and keeps it cleaner for years. Every coating includes a decontamination wash and paint correction, and your car stays with us for ${ce.days}. Prices below are for sedans and coupes; SUVs add ${usd(ce.suv)}, trucks, minivans and 3-row SUVs add ${usd(ce.truck)}. Coatings are applied by ${team.ceramic.name}, our certified installer.</p>`,
          ),
          accordion(
            ceramicTiers.map(([name, tier, about]) => [
              `${name} — ${tier.years} years of protection`,
              `<p>${about}</p><p><strong>${usd(tier.price)}</strong> (sedan / coupe)</p>`,
            ]),
          ),
          html(`<p><strong>Aftercare:</strong> please don't wash the car for ${ce.noWash} after coating. Your first maintenance wash is free.</p>`),
          btn(acuity, 'Book a ceramic consultation'),
        ]),
      ]),
      '/memberships': doc(
        'Unlimited Wash Memberships',
        '/memberships',
        [
          section('white', [
            html(
              `<h1>Unlimited Wash Memberships</h1><p class="sqsrte-large">Wash as often as you like for one monthly price. Billed monthly, cancel anytime.</p>`,
            ),
          ]),
          `<section class="page-section collection-content-wrapper products-section" data-section-theme="white"><div class="content-wrapper"><div class="content"><div class="products-flex-container"><div class="list-grid" id="productList">${product('Unlimited Express', mb.basic, '/memberships/p/unlimited-express')}${product('Unlimited Wash &amp; Wax', mb.plus, '/memberships/p/unlimited-wash-wax')}</div></div></div></div></section>`,
          section('light', [
            html(
              `<h2>What you get</h2><p><strong>Unlimited Express</strong>: an Express Hand Wash, ${mb.perDay}.<br><strong>Unlimited Wash &amp; Wax</strong>: a Wash &amp; Wax (with interior vacuum), ${mb.perDay}, plus 10% off any detail.</p>`,
            ),
            accordion(memberFaqs),
          ]),
        ],
        'collection-type-products view-list',
      ),
      '/mobile-detailing': doc('Mobile Detailing', '/mobile-detailing', [
        section('white', [
          html(
            `<h1>Mobile Detailing</h1><p>Can't get away from the office? Our mobile van brings the detail to your driveway or parking spot, with its own water tank and generator, so we need nothing from you but the keys.</p><h3>Service area</h3><p>We travel up to <strong>${mo.radius}</strong> from our shop on ${f.street}. Within ${mo.free} there's no travel fee; from ${mo.free} to ${mo.radius} we add a ${usd(mo.fee)} travel fee. Beyond ${mo.radius} we're sorry, we can't come to you.</p><h3>What we do on site</h3><p>Interior Detail, Full Detail and Showroom Detail, at the same prices as in the shop. Express washes, memberships and ceramic coatings are in-shop only.</p><h3>When</h3><p>Mobile appointments run ${mo.days}, first appointment 8:00 AM. Apartment complexes and HOAs: please make sure washing is allowed where you park.</p>`,
          ),
          img('mobile-van', 'Our mobile detailing van'),
          btn(acuity, 'Book mobile detailing'),
        ]),
        section('light', [
          fe(
            'map',
            4,
            `<div class="sqs-block-map" data-block-json="{&quot;location&quot;:{&quot;addressLine1&quot;:&quot;${f.street}&quot;,&quot;addressLine2&quot;:&quot;Austin, TX, ${f.zip}&quot;,&quot;addressCountry&quot;:&quot;United States&quot;},&quot;zoom&quot;:10,&quot;style&quot;:4}"></div>`,
          ),
        ]),
      ]),
      '/shop/p/digital-gift-card': doc(
        'Digital Gift Card',
        '/shop/p/digital-gift-card',
        [
          `<section class="page-section product-section" data-section-theme="white"><div class="content-wrapper"><div class="content"><article class="ProductItem hentry product-type-gift-card" data-item-id="${yid().slice(-8)}"><div class="ProductItem-nav"><div class="ProductItem-nav-breadcrumb"><a href="/shop" class="ProductItem-nav-breadcrumb-link">Shop</a><span class="ProductItem-nav-breadcrumb-separator"></span><a href="/shop/p/digital-gift-card" class="ProductItem-nav-breadcrumb-link">Digital Gift Card</a></div></div><section class="ProductItem-summary"><div class="ProductItem-gallery"><img data-src="${cdn}/gift-card.png" alt="${f.business} gift card" data-image-dimensions="1600x1000"></div><div class="ProductItem-details"><h1 class="ProductItem-details-title">Digital Gift Card</h1><div class="product-price">${usd(gift.amounts[0]!)} – ${usd(gift.amounts[gift.amounts.length - 1]!)}</div><div class="ProductItem-details-excerpt"><p>Give the gift of a clean car. Gift cards are emailed instantly (or on the date you choose), never expire and can be used for any wash, detail, add-on or ceramic coating. They can't be used for memberships.</p><p><strong>Holiday bonus:</strong> buy a $${gift.buy} gift card and we'll email you a ${usd(gift.bonus)} bonus card for yourself. Through ${gift.until}.</p></div><div class="product-variants" data-variants="[]"><div class="variant-option"><div class="variant-option-title">Amount:</div><div class="variant-select-wrapper" data-text="Select Amount"><select aria-label="Select Amount" data-variant-option-name="Amount"><option value="">Select Amount</option>${gift.amounts.map((a) => `<option value="${a}">${usd(a)}</option>`).join('')}</select></div></div></div><div class="product-quantity-input"><div class="quantity-label">Quantity:</div><input aria-label="Quantity" size="4" max="9999" min="1" value="1" type="number" step="1"></div><div class="sqs-add-to-cart-button-wrapper" role="button" tabindex="0"><div class="sqs-add-to-cart-button sqs-suppress-edit-mode sqs-editable-button sqs-button-element--primary" role="button" tabindex="0" data-dynamic-strings data-collection-id="6512c1a2" data-original-label="Add To Cart"><div class="sqs-add-to-cart-button-inner">Add To Cart</div></div></div></div></section></article></div></div></section>`,
        ],
        'collection-type-products view-item',
      ),
      '/faq': doc('FAQ', '/faq', [section('white', [html('<h1>Frequently Asked Questions</h1>'), accordion(faqs)])]),
      '/book-contact': doc('Book &amp; Contact', '/book-contact', [
        section('white', [
          html(
            `<h1>Book &amp; Contact</h1><p>Express washes are drive-up: no booking needed. For details, ceramic coatings and mobile appointments, book below (a ${usd(bk.deposit)} deposit is taken at booking).</p>`,
          ),
          fe(
            'code',
            23,
            `<iframe src="${acuity}" title="Schedule Appointment" width="100%" height="800" frameBorder="0"></iframe><script src="https://embed.acuityscheduling.example/js/embed.js" type="text/javascript"></script>`,
          ),
        ]),
        section('light', [
          html(
            `<h2>Visit us</h2><p>${f.street}<br>Austin, TX ${f.zip}<br>(${f.neighborhood}, between 45th and 49th St)</p><p>Call <a href="tel:${tel}">${f.phone}</a><br>Text ${f.text}<br><a href="mailto:${f.email}">${f.email}</a></p>`,
          ),
          html(`<h2>Hours</h2>${hoursHtml}<p>Detail drop-offs by ${f.dropOff}. Closed Thanksgiving, Christmas Day and New Year's Day.</p>`),
          html(
            `<h2>Who you'll meet</h2><p><strong>${team.owner.name}</strong>, owner. Started with a pressure washer and a pickup in ${f.founded}.<br><strong>${team.manager.name}</strong>, shop manager and the voice on the phone.<br><strong>${team.ceramic.name}</strong>, ceramic coating and paint correction.</p>`,
          ),
        ]),
      ]),
      '/crew-portal': doc('Crew Portal', '/crew-portal', [
        section('white', [
          html(
            `<h1>Crew Portal</h1><p><strong>Internal: do not share with customers.</strong></p><ul><li><p>Detailer pay: ${ix.hourly}/hour + ${ix.commission} of every detail ticket. Tips are paid out Fridays.</p></li><li><p>Dealer / fleet rate: Full Detail ${usd(ix.dealerFull)} any size. Partner code ${ix.code} (25% off) for fleet accounts only.</p></li><li><p>New prices from ${ix.effective}: Express Hand Wash ${usd(ix.newExpress)}, Full Detail ${usd(ix.newFull)} (sedan). Quote current prices until then.</p></li></ul>`,
          ),
        ]),
      ]),
    },
  };
}
