import type { BenchSite } from '../types';
import { unanswerable } from '../types';
import { jsonLd } from '../unseen/markup';
import { askedIn, phoneLink, slugOf } from '../unseen2/markup';
import type facts from './paddle-hire.facts.json';

/**
 * Unseen: a kayak and stand-up-paddleboard hire and tour operator on the English south coast, a
 * Shopify store on the Dawn theme in English (`lang="en"`): the Shopify privacy banner, an
 * announcement bar, the header's inline list-menu (and its copy in the menu drawer), `shopify-section`
 * wrappers around every block, product cards whose price is "From £x.00 GBP" (the cheapest variant:
 * the hourly rate, or the child price of a tour), the hourly / half-day / day rates only in the
 * collection description's table, the tours' dates in a multicolumn section, the FAQ as Dawn's
 * collapsible-content `<details>`, a contact form, a LocalBusiness JSON-LD with `openingHours` on
 * every page (theme.liquid) and the footer with the opening hours.
 *
 * The facts the pages are written from, as written and mutated, are data in paddle-hire.facts.json.
 * A half day is `halfHours` hours. The group discount (`groupMin` people or more) is on hire, not
 * tours. Under-16s pay the child price on the caves tour; children under `limits.doubleUnder` paddle
 * in a double with an adult. `team.sup` teaches SUP and the SUP yoga; `team.guide` leads the tours and
 * speaks `guide.language`. Closed for hire outside the season. Today is late January 2027.
 */
export type PaddleHireFacts = typeof facts.original;

export function paddleHire(f: PaddleHireFacts): BenchSite {
  const { single: sk, double: dk, sup, caves: cv, sunset: ss, night: nt, lesson: le, yoga, limits: lim, hours: h, season, cancel, weather: wx, parking: pk, team } = f;
  const tel = phoneLink('44');
  const site = `https://${f.domain}.example`;
  const cdn = `//${f.domain}.example/cdn/shop/files`;
  const gbp = (amount: string) => `£${Number(amount).toFixed(2)} GBP`;
  const esc = (text: string) => text.replace(/&/g, '&amp;');
  const brand = esc(f.business);
  const day = (date: string) => date.replace(/^\w+ /, '');
  const menu = Object.entries({ '/collections/hire': 'Hire', '/collections/guided-tours': 'Tours &amp; Lessons', '/pages/faq': 'FAQ', '/pages/about': 'About us', '/pages/contact': 'Contact' });
  const heavy = "I'm about 125kg – is there a weight limit on the single kayaks?";
  let sid = 1712044;
  const sectionId = (kind: string) => `template--${(sid += 1377)}__${kind}`;

  const shopifySection = (kind: string, inner: string) => {
    const id = sectionId(kind);
    return `<div id="shopify-section-${id}" class="shopify-section section"><div class="${kind} color-scheme-1 gradient isolate section-${id}-padding"><div class="page-width">${inner}</div></div></div>`;
  };
  const card = (handle: string, name: string, price: string, from = true) =>
    `<li class="grid__item scroll-trigger animate--slide-in"><div class="card-wrapper product-card-wrapper underline-links-hover"><div class="card card--standard card--media" style="--ratio-percent: 100%;"><div class="card__inner color-scheme-2 gradient ratio"><div class="card__media"><div class="media media--transparent media--hover-effect"><img srcset="${cdn}/${handle}.jpg?v=1711&width=165 165w, ${cdn}/${handle}.jpg?v=1711&width=360 360w" src="${cdn}/${handle}.jpg?v=1711&width=533" alt="${esc(name)}" class="motion-reduce" loading="lazy" width="1200" height="1200"></div></div></div><div class="card__content"><div class="card__information"><h3 class="card__heading h5" id="title-${handle}"><a href="/products/${handle}" class="full-unstyled-link">${esc(name)}</a></h3><div class="card-information"><div class="price${from ? ' price--show-badge' : ''}"><div class="price__container"><div class="price__regular"><span class="visually-hidden visually-hidden--inline">Regular price</span><span class="price-item price-item--regular">${from ? 'From ' : ''}${gbp(price)}</span></div></div></div></div></div></div></div></div></li>`;
  const grid = (cards: string[]) => `<ul id="product-grid" class="grid product-grid grid--2-col-tablet-down grid--4-col-desktop" role="list">${cards.join('')}</ul>`;
  const richText = (heading: string, html: string) =>
    `<div class="rich-text content-container"><div class="rich-text__wrapper rich-text__wrapper--center"><div class="rich-text__blocks center"><h2 class="rich-text__heading rte inline-richtext h1">${heading}</h2><div class="rich-text__text rte">${html}</div></div></div></div>`;
  const columns = (items: [string, string][]) =>
    `<div class="multicolumn background-primary"><ul class="multicolumn-list contains-content-container grid grid--1-col-tablet-down grid--3-col-desktop" role="list">${items
      .map(
        ([heading, html]) =>
          `<li class="multicolumn-list__item grid__item"><div class="multicolumn-card content-container"><div class="multicolumn-card__info"><h3 class="inline-richtext">${esc(heading)}</h3><div class="rte">${html}</div></div></div></li>`,
      )
      .join('')}</ul></div>`;
  const collapsible = (rows: [string, string][]) =>
    rows
      .map(([q, a], i) => {
        const id = `Details-collapsible-row-${i}-${sid}`;
        return `<div class="accordion content-container color-scheme-1 gradient"><details id="${id}"><summary id="Summary-collapsible-row-${i}"><svg class="icon icon-caret" aria-hidden="true" focusable="false" viewBox="0 0 10 6"><path fill="currentColor" d="M9.354.646a.5.5 0 00-.708 0L5 4.293 1.354.646a.5.5 0 00-.708.708l4 4a.5.5 0 00.708 0l4-4a.5.5 0 000-.708z"></path></svg><h3 class="accordion__title inline-richtext h4">${q}</h3></summary><div class="accordion__content rte" id="CollapsibleAccordion-${i}" role="region" aria-labelledby="Summary-collapsible-row-${i}">${a}</div></details></div>`;
      })
      .join('');
  const links = (path: string, cls: string) =>
    menu
      .map(([href, label]) => `<li><a href="${href}" class="${cls}${href === path ? ' list-menu__item--active' : ''}"${href === path ? ' aria-current="page"' : ''}><span>${label}</span></a></li>`)
      .join('');
  const seasonHours = `Daily ${h.open} – ${h.close}, ${season.from} to ${season.to}`;
  const business = jsonLd({
    '@context': 'https://schema.org',
    '@type': 'LocalBusiness',
    name: f.business,
    url: site,
    telephone: tel(f.phone),
    email: f.email,
    address: { '@type': 'PostalAddress', streetAddress: f.street, addressLocality: f.town, addressRegion: f.county, postalCode: f.postcode, addressCountry: 'GB' },
    openingHours: [`Mo-Su ${h.ldOpen}-${h.ldClose}`],
    priceRange: '££',
  });

  const doc = (title: string, path: string, sections: string[]) => `<!doctype html>
<html class="js" lang="en"><head><meta charset="utf-8"><meta http-equiv="X-UA-Compatible" content="IE=edge"><meta name="viewport" content="width=device-width,initial-scale=1"><link rel="canonical" href="${site}${path}"><title>${title} &ndash; ${brand}</title><meta name="description" content="Kayak and paddleboard hire, guided sea kayak tours and SUP lessons in ${f.town}, ${f.county}."><meta property="og:site_name" content="${brand}"><meta property="og:title" content="${title}">${business}<script>window.Shopify = window.Shopify || {};Shopify.shop = "${f.domain}.myshopify.com";Shopify.locale = "en";Shopify.currency = {"active":"GBP","rate":"1.0"};Shopify.country = "GB";Shopify.theme = {"name":"Dawn","id":142871003341,"schema_name":"Dawn","schema_version":"15.0.0","theme_store_id":887,"role":"main"};Shopify.routes = Shopify.routes || {};Shopify.routes.root = "/";</script><script id="web-pixels-manager-setup">(function e(){window.webPixelsManager=window.webPixelsManager||{};})();</script><link href="${cdn}/../t/4/assets/base.css?v=144968985024194912401712044012" rel="stylesheet" type="text/css" media="all"></head>
<body class="gradient animate--hover-default"><a class="skip-to-content-link button visually-hidden" href="#MainContent">Skip to content</a>
<div id="shopify-section-sections--announcement" class="shopify-section shopify-section-group-header-group announcement-bar-section"><div class="utility-bar color-scheme-3 gradient"><div class="page-width utility-bar__grid"><div class="announcement-bar" role="region" aria-label="Announcement"><p class="announcement-bar__message h5"><span>2027 season opens ${season.from} – book online and save the queue at the hut</span></p></div></div></div></div>
<div id="shopify-section-sections--header" class="shopify-section shopify-section-group-header-group section-header"><sticky-header data-sticky-type="on-scroll-up" class="header-wrapper color-scheme-1 gradient header-wrapper--border-bottom"><header class="header header--middle-left header--mobile-center page-width header--has-menu header--has-account"><header-drawer data-breakpoint="tablet"><details id="Details-menu-drawer-container" class="menu-drawer-container"><summary class="header__icon header__icon--menu header__icon--summary link focus-inset" aria-label="Menu"><span><svg class="icon icon-hamburger" aria-hidden="true" viewBox="0 0 18 16"><path d="M1 .5a.5.5 0 100 1h15.71a.5.5 0 000-1H1z" fill="currentColor"></path></svg></span></summary><div id="menu-drawer" class="gradient menu-drawer motion-reduce color-scheme-1"><nav class="menu-drawer__navigation"><ul class="menu-drawer__menu has-submenu list-menu" role="list">${links(path, 'menu-drawer__menu-item list-menu__item link link--text focus-inset')}</ul></nav></div></details></header-drawer><a href="/" class="header__heading-link link link--text focus-inset"><div class="header__heading-logo-wrapper"><img src="${cdn}/logo-${f.domain}.png?v=1711&width=600" alt="${brand}" width="180" height="60" class="header__heading-logo motion-reduce"></div></a><nav class="header__inline-menu"><ul class="list-menu list-menu--inline" role="list">${links(path, 'header__menu-item list-menu__item link link--text focus-inset')}</ul></nav><div class="header__icons"><a href="/account/login" class="header__icon header__icon--account link focus-inset small-hide"><span class="visually-hidden">Log in</span></a><a href="/cart" class="header__icon header__icon--cart link focus-inset" id="cart-icon-bubble"><span class="visually-hidden">Cart</span></a></div></header></sticky-header></div>
<main id="MainContent" class="content-for-layout focus-none" role="main" tabindex="-1">${sections.join('\n')}</main>
<div id="shopify-section-sections--footer" class="shopify-section shopify-section-group-footer-group"><footer class="footer color-scheme-1 gradient section-sections--footer-padding"><div class="footer__content-top page-width"><div class="footer__blocks-wrapper grid grid--1-col grid--2-col grid--4-col-tablet scroll-trigger animate--slide-in"><div class="footer-block grid__item footer-block--menu"><h2 class="footer-block__heading inline-richtext">Find us</h2><div class="footer-block__details-content rte"><p>${brand}<br>${f.street}<br>${f.town}, ${f.county} ${f.postcode}</p><p><a href="tel:${tel(f.phone)}">${f.phone}</a><br><a href="mailto:${f.email}">${f.email}</a></p></div></div><div class="footer-block grid__item"><h2 class="footer-block__heading inline-richtext">Opening hours</h2><div class="footer-block__details-content rte"><p>${seasonHours}<br>Last hire out at ${h.lastHire}</p></div></div><div class="footer-block grid__item footer-block--newsletter"><h2 class="footer-block__heading inline-richtext">Tide times &amp; offers</h2><form method="post" action="/contact#ContactFooter" id="ContactFooter" accept-charset="UTF-8" class="footer__newsletter newsletter-form"><input type="hidden" name="form_type" value="customer"><input type="hidden" name="utf8" value="✓"><input type="hidden" name="contact[tags]" value="newsletter"><div class="newsletter-form__field-wrapper"><div class="field"><input id="NewsletterForm--footer" type="email" name="contact[email]" class="field__input" placeholder="Email"><label class="field__label" for="NewsletterForm--footer">Email</label><button type="submit" class="newsletter-form__button field__button" name="commit" aria-label="Subscribe"></button></div></div></form></div></div></div><div class="footer__content-bottom"><div class="footer__content-bottom-wrapper page-width"><div class="footer__column footer__localization isolate"></div><div class="footer__payment"><span class="visually-hidden">Payment methods</span><ul class="list list-payment" role="list"><li class="list-payment__item"><svg class="icon icon--full-color" viewBox="0 0 38 24" role="img" aria-labelledby="pi-visa"><title id="pi-visa">Visa</title></svg></li><li class="list-payment__item"><svg class="icon icon--full-color" viewBox="0 0 38 24" role="img" aria-labelledby="pi-master"><title id="pi-master">Mastercard</title></svg></li></ul></div><div class="footer__copyright caption"><small class="copyright__content">&copy; 2027, <a href="/" title="">${brand}</a></small><small class="copyright__content"><a target="_blank" rel="nofollow" href="https://www.shopify.com?utm_campaign=poweredby&amp;utm_medium=shopify&amp;utm_source=onlinestore">Powered by Shopify</a></small></div></div></div></footer></div>
<div id="shopify-pc__banner" class="shopify-pc__banner__dialog" role="alertdialog" aria-labelledby="shopify-pc__banner__body-title" aria-describedby="shopify-pc__banner__body" aria-modal="false"><div class="shopify-pc__banner__body"><h2 class="shopify-pc__banner__body-title" id="shopify-pc__banner__body-title">Cookie policy</h2><p id="shopify-pc__banner__body">We use cookies and similar technologies to provide the best experience on our website. Refer to our <a href="/policies/privacy-policy">Privacy Policy</a> for more information.</p></div><div class="shopify-pc__banner__btns"><button class="shopify-pc__banner__btn-manage-prefs" type="button">Manage preferences</button><button class="shopify-pc__banner__btn-decline" type="button">Decline</button><button class="shopify-pc__banner__btn-accept" type="button">Accept</button></div></div>
<script src="${cdn}/../t/4/assets/global.js?v=84280034926346488881712044012" defer="defer"></script></body></html>`;

  const rate = (name: string, r: { hour: string; half: string; day: string }) => `<tr><td>${name}</td><td>£${r.hour}</td><td>£${r.half}</td><td>£${r.day}</td></tr>`;
  const hireCards = [
    card('single-sit-on-top-kayak', 'Single sit-on-top kayak', sk.hour),
    card('double-sit-on-top-kayak', 'Double sit-on-top kayak', dk.hour),
    card('stand-up-paddleboard', 'Stand-up paddleboard (SUP)', sup.hour),
    card('wetsuit-hire', 'Wetsuit hire', f.wetsuit, false),
    card('dog-buoyancy-aid', 'Dog buoyancy aid', f.dogVest, false),
  ];

  return {
    name: 'kayak and SUP hire (en)',
    pages: {
      '/': doc(brand, '/', [
        shopifySection(
          'banner',
          `<div class="banner__content banner__content--middle-center"><div class="banner__box content-container content-container--full-width-mobile color-scheme-3 gradient"><h2 class="banner__heading inline-richtext h0">Paddle the ${f.town} estuary</h2><div class="banner__text rte"><p>Kayak and paddleboard hire, guided tours and lessons from the ${f.slipway} since ${f.founded}.</p></div><div class="banner__buttons"><a href="/collections/hire" class="button button--primary">Hire a board</a><a href="/collections/guided-tours" class="button button--secondary">See our tours</a></div></div></div>`,
        ),
        shopifySection('featured-collection', `<div class="title-wrapper-with-link"><h2 class="title inline-richtext h2">Hire by the hour, half day or day</h2><a href="/collections/hire" class="link underlined-link large-up-hide">View all</a></div>${grid(hireCards.slice(0, 3))}`),
        shopifySection(
          'rich-text',
          richText(
            'Why paddle with us?',
            `<p>Sheltered water, clear sand coves and seals most mornings. Our hut is on ${f.street}, two minutes from the water, and every hire comes with a safety briefing and a map of the estuary.</p>`,
          ),
        ),
        shopifySection(
          'image-with-text',
          `<div class="image-with-text__grid grid grid--gapless grid--1-col grid--2-col-tablet"><div class="image-with-text__media-item grid__item"><img src="${cdn}/caves.jpg?v=1711&width=750" alt="Kayaks in a sea cave" loading="lazy"></div><div class="image-with-text__text-item grid__item"><div class="image-with-text__content"><h2 class="image-with-text__heading inline-richtext h1">Never paddled before?</h2><div class="image-with-text__text rte"><p>Join ${team.guide.first} on the ${esc(cv.name)}, or learn to stand up in a ${le.minutes}-minute beginner lesson. All kit included.</p></div></div></div></div>`,
        ),
      ]),
      '/collections/hire': doc('Kayak &amp; SUP hire', '/collections/hire', [
        shopifySection(
          'collection-hero',
          `<h1 class="collection-hero__title"><span class="visually-hidden">Collection: </span>Kayak &amp; SUP hire</h1><div class="collection-hero__description rte"><p>Every hire includes a paddle, a buoyancy aid and a dry bag. Book online or just turn up at the hut – in summer, booking is wise.</p><table><thead><tr><th></th><th>1 hour</th><th>Half day (${f.halfHours} hrs)</th><th>Full day</th></tr></thead><tbody>${rate('Single sit-on-top kayak', sk)}${rate('Double sit-on-top kayak', dk)}${rate('Stand-up paddleboard', sup)}</tbody></table><p>Wetsuit hire £${f.wetsuit}. Groups of ${f.groupMin} or more get ${f.groupDiscount}% off hire (not tours). The last hire goes out at ${h.lastHire}.</p><p>Weight limits: single kayak ${sk.maxKg} kg, double kayak ${dk.maxKg} kg combined, SUP ${sup.maxKg} kg.</p></div>`,
        ),
        shopifySection('main-collection-product-grid', `<div class="product-grid-container" id="ProductGridContainer">${grid(hireCards)}</div>`),
      ]),
      '/collections/guided-tours': doc('Tours &amp; lessons', '/collections/guided-tours', [
        shopifySection('collection-hero', '<h1 class="collection-hero__title">Guided tours &amp; lessons</h1><div class="collection-hero__description rte"><p>Small groups, qualified guides, all kit included.</p></div>'),
        shopifySection(
          'main-collection-product-grid',
          grid([
            card(slugOf(cv.name).replace(/^-|-$/g, ''), cv.name, cv.child),
            card(slugOf(ss.name).replace(/^-|-$/g, ''), ss.name, ss.price, false),
            card(slugOf(nt.name).replace(/^-|-$/g, ''), nt.name, nt.price, false),
            card('beginner-sup-lesson', 'Beginner SUP lesson', le.price, false),
            card('sup-yoga', 'SUP yoga', yoga.price, false),
          ]),
        ),
        shopifySection(
          'multicolumn',
          columns([
            [cv.name, `<p>${cv.hours} hours · £${cv.adult} adults, £${cv.child} under-16s</p><p>${cv.days} at 10am, May to September. Minimum age: ${lim.minAge} years.</p>`],
            [ss.name, `<p>${ss.hours} hours · £${ss.price} per person</p><p>2027 dates: ${ss.date1}, ${ss.date2} and ${ss.date3}, meeting at the hut at 7.30pm.</p>`],
            [nt.name, `<p>£${nt.price} per person · ${nt.date1} and ${nt.date2}, 9.30pm</p><p>Over-${nt.minAge}s only.</p>`],
            ['Beginner SUP lesson', `<p>${le.minutes} minutes · £${le.price} · every day at 10am with ${team.sup.name}</p>`],
            ['SUP yoga', `<p>Every ${yoga.day} at ${yoga.time} with ${team.sup.first} · £${yoga.price}, mats are the boards!</p>`],
          ]),
        ),
      ]),
      '/pages/faq': doc('FAQ', '/pages/faq', [
        shopifySection(
          'collapsible-content',
          `<h2 class="collapsible-content__heading inline-richtext h1">Good to know</h2>${collapsible([
            [
              'How old do you have to be?',
              `<p>Minimum age on guided tours: ${lim.minAge} years. Children under ${lim.doubleUnder} paddle in a double kayak with an adult. Under-18s need a parent or guardian to sign the waiver. The ${esc(nt.name)} is for over-${nt.minAge}s.</p>`,
            ],
            ['Is there a weight limit?', `<p>Single kayaks: up to ${sk.maxKg} kg. Double kayaks: up to ${dk.maxKg} kg combined. Paddleboards: up to ${sup.maxKg} kg.</p>`],
            [
              'What if the weather is bad?',
              `<p>We check the forecast every morning. If the wind is forecast above ${wx.wind} offshore, or there is big swell or thunder, we cancel and you get a ${wx.remedy}.</p>`,
            ],
            [
              'Can I cancel my booking?',
              `<p>Cancel more than ${cancel.notice} before your slot for a full refund. Within ${cancel.notice} we refund ${cancel.lateRefund}%. No-shows are not refunded.</p>`,
            ],
            [
              'What should I bring?',
              '<ul><li>Swimwear or clothes that can get wet</li><li>A towel and a change of clothes</li><li>Sun cream and a hat</li><li>A water bottle</li><li>Old trainers or water shoes – no flip-flops, they float away!</li></ul><p>We provide buoyancy aids, paddles and dry bags.</p>',
            ],
            ['Can I bring my dog?', `<p>Yes! Dogs are welcome on paddleboards and double kayaks. A dog buoyancy aid is compulsory – bring your own or hire one for £${f.dogVest}.</p>`],
            ['Where do I park?', `<p>There is no parking at the hut. Use ${pk.name} (pay &amp; display, ${pk.price} an hour), ${pk.minutes} minutes' walk away.</p>`],
            ['When are you open?', `<p>${seasonHours}. The last hire goes out at ${h.lastHire}. Outside the season we are closed for hire.</p>`],
          ])}`,
        ),
      ]),
      '/pages/about': doc('About us', '/pages/about', [
        shopifySection('main-page', `<h1 class="main-page-title page-title h0">About us</h1><div class="rte"><p>${team.owner.name} started ${brand} in ${f.founded} with four kayaks and a trailer.</p></div>`),
        shopifySection(
          'multicolumn',
          columns([
            [team.owner.name, '<p>Founder · British Canoeing Level 3 coach. Runs the hut and most of the hire.</p>'],
            [team.sup.name, '<p>SUP instructor and yoga teacher. Teaches the beginner lessons and the SUP yoga.</p>'],
            [team.guide.name, `<p>Sea kayak guide, leads the caves tours and the night paddles. ${team.guide.first} also speaks ${team.guide.language}.</p>`],
          ]),
        ),
      ]),
      '/pages/contact': doc('Contact', '/pages/contact', [
        shopifySection(
          'main-page',
          `<h1 class="main-page-title page-title h0">Contact</h1><div class="rte"><p>Find the hut on ${f.street}, ${f.town} ${f.postcode}, right by the ${f.slipway}.</p><p>Phone: ${f.phone} · Mobile on the water: ${f.mobile}<br>Email: ${f.email}</p><p>${seasonHours}.</p></div>`,
        ),
        shopifySection(
          'contact-form',
          `<form method="post" action="/contact#ContactForm" id="ContactForm" accept-charset="UTF-8" class="contact isolate"><input type="hidden" name="form_type" value="contact"><input type="hidden" name="utf8" value="✓"><div class="contact__fields"><div class="field"><input class="field__input" autocomplete="name" type="text" id="ContactForm-name" name="contact[Name]" placeholder="Name"><label class="field__label" for="ContactForm-name">Name</label></div><div class="field field--with-error"><input autocomplete="email" type="email" id="ContactForm-email" class="field__input" name="contact[email]" placeholder="Email" aria-required="true"><label class="field__label" for="ContactForm-email">Email <span aria-hidden="true">*</span></label></div></div><div class="field"><textarea rows="10" id="ContactForm-body" class="text-area field__input" name="contact[Comment]" placeholder="Comment"></textarea><label class="form__label field__label" for="ContactForm-body">Comment</label></div><div class="contact__button"><button type="submit" class="button">Send</button></div></form>`,
        ),
      ]),
    },
    questions: [
      { kind: 'price', ask: 'How much to hire a single kayak for an hour?', expect: [sk.hour], reject: [`£${dk.hour}`] },
      { kind: 'price', ask: "me and my girlfriend want to share a double kayak for the afternoon, what's the half day price?", expect: [dk.half] },
      {
        kind: 'total',
        ask: "We're a family of four – two adults and our kids (10 and 13). What would the caves tour cost us all together?",
        expect: [String(2 * Number(cv.adult) + 2 * Number(cv.child))],
      },
      { kind: 'policy', ask: 'Can my 7 year old come on the caves tour with us?', expect: [`${lim.minAge} years`] },
      { kind: 'policy', ask: heavy, expect: [sk.maxKg] },
      { kind: 'follow-up', ask: 'what about the paddleboards?', after: [heavy], expect: [sup.maxKg] },
      { kind: 'policy', ask: 'What happens if its too windy on the day we booked? Do we lose our money?', expect: [wx.remedy] },
      { kind: 'policy', ask: "If I have to cancel the day before, do I get anything back?", expect: [`${cancel.lateRefund}%`] },
      { kind: 'list', ask: 'First time kayaking – what do I need to bring with me?', expect: ['towel', 'old trainers'] },
      ...unanswerable("Do you sell gift vouchers? It's for my dad's birthday"),
      { kind: 'hours', ask: 'What time do you open on Sundays in July?', expect: [h.open] },
      { kind: 'hours', ask: "We're down for February half term – can we hire paddleboards then?", expect: [season.from] },
      ...unanswerable('Do you sell off your ex-hire boards at the end of the season?'),
      { kind: 'event', ask: 'When are the sunset paddles this summer?', expect: [day(ss.date1)] },
      { kind: 'event', ask: 'Is there a bioluminescence trip in August? How much is it?', expect: [day(nt.date1), nt.price] },
      { kind: 'person', ask: 'Who runs the SUP yoga and which day is it on?', expect: [team.sup.first, yoga.day] },
      { kind: 'policy', ask: 'Can I bring my dog on a paddleboard? He loves the water', expect: [`£${f.dogVest}`] },
      ...unanswerable('Are there showers or changing rooms at the hut?'),
      { kind: 'location', ask: 'Is there parking at your hut? Where should we leave the car?', expect: [pk.name] },
      { kind: 'contact', ask: "What's your phone number? I'd rather call than book online.", expect: [f.phone] },
      {
        kind: 'total',
        ask: "We're a group of 8 (stag do!) wanting SUPs for a half day. Do you do a group discount, and what would it come to?",
        expect: [String((8 * Number(sup.half) * (100 - Number(f.groupDiscount))) / 100)],
      },
      ...unanswerable('Is there a café nearby where we can get breakfast before the tour?'),
      { kind: 'comparison', ask: 'Is a full day SUP hire cheaper than booking two half days?', expect: [sup.day, sup.half] },
      { kind: 'price', ask: "I've never been on a paddleboard. Do you do lessons for beginners? How long and how much?", expect: [le.price, `${le.minutes} minutes`] },
      ...unanswerable('Can I launch my own kayak from your slipway, and is there a fee?'),
      { kind: 'policy', ask: 'Can my 11-year-old take a single kayak by herself if we stay close?', expect: [`under ${lim.doubleUnder}`] },
      askedIn('de')({ kind: 'person', ask: `Spricht jemand aus eurem Team ${team.guide.languageDe}? Mein Vater versteht kaum Englisch.`, expect: [team.guide.first] }),
      askedIn('fr')({ kind: 'price', ask: "Bonjour, on peut louer un kayak double pour toute la journée ? C'est combien ?", expect: [dk.day] }),
      askedIn('ar')({ kind: 'price', ask: 'كم سعر استئجار لوح التجديف وقوفاً (SUP) لمدة ساعة؟', expect: [sup.hour] }),
      askedIn('es')({ kind: 'location', ask: '¿Dónde está exactamente vuestra base? ¿Cuál es la dirección?', expect: [f.postcode] }),
    ],
  };
}
