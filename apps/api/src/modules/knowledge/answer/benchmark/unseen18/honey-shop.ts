/* eslint-disable max-lines -- a fixture site: every page of one business as one function of its facts, whose closures (Shopify Dawn section helpers, product cards, the course calendar) the pages share */
import type { BenchQuestion, BenchSite } from '../types';
import { unanswerable } from '../types';
import { jsonLd } from '../unseen/markup';
import { askedIn, phoneLink } from '../unseen2/markup';
import type facts from './honey-shop.facts.json';

/**
 * Unseen: a beekeeper's honey shop with beekeeping courses in Graz, a Shopify store on the Dawn theme in
 * Austrian German (`lang="de"`) with an English page under /en (Shopify Markets' language prefix): the
 * `window.Shopify` globals in the head, every block a `shopify-section` of a template or of the header
 * and footer groups, the announcement bar (free shipping in Austria), the header's inline menu and its
 * copy inside the closed `<details>` menu drawer, the language selector as a `localization-form`; the
 * honeys as Dawn product cards (`card-wrapper`, the price in `price-item--regular` and
 * `price-item--sale` spans, both containers written, "Normaler Preis" / "Verkaufspreis" / "Grundpreis"
 * in `visually-hidden` spans, "Ab" before the cheapest variant, "Angebot" and "Ausverkauft" badges); the
 * flower honey's product page with its jar sizes as a radio `<fieldset>` of `variant-selects`, the
 * no-JavaScript `<select name="id">` of the variants in a `<noscript>`, the sizes and prices written
 * again in the description, collapsible `<details>` tabs and a Product JSON-LD whose offers carry each
 * size's price with a decimal point; the course calendar as a table of short dates followed by one
 * rich-text block per course; the shipping policy as a Shopify policy page
 * (`shopify-policy__container`) with a table per country; the shop hours in the footer's text block,
 * payment icons, a newsletter form and Shopify's cookie banner (`shopify-pc__banner`). A team page at
 * /pages/team-intern, which robots.txt disallows (the footer links to it), holds the helpers' pay, the
 * delicatessen's wholesale price and next season's prices that must never be quoted.
 *
 * The facts the pages are written from, as written and mutated, are data in honey-shop.facts.json.
 * The flower honey comes in three jar sizes (`honey.small` 250 g, `honey.medium` 500 g, `honey.large`
 * 1 kg); the forest honey is on sale (`honey.forestWas` → `honey.forest`); `honey.special` is sold out.
 * Shipping: Austria `shipping.at` € (free from `shipping.atFree` €), Germany `shipping.de` € (free from
 * `shipping.deFree` €), Switzerland `shipping.ch` € (never free, duties on the buyer); orders leave
 * within `shipping.dispatch` working days. The basic course has `courses.modules` modules on Saturdays
 * for `courses.spots` people. The farm shop opens on Thursday and Friday afternoons and Saturday
 * mornings. Today is early March 2031.
 */
export type HoneyShopFacts = typeof facts.original;

/** A question the site can answer: its kind, as a visitor types it, what the answer must contain. */
const said = (kind: string, ask: string, expect: string[], more: Partial<BenchQuestion> = {}): BenchQuestion => ({ kind, ask, expect, ...more });

type Lang = 'de' | 'en';
interface Product {
  handle: string;
  title: string;
  price: string;
  /** The compare-at price of a product on sale. */
  was?: string;
  /** The price is the cheapest of several variants. */
  from?: boolean;
  soldOut?: boolean;
}

export function honeyShop(f: HoneyShopFacts): BenchSite {
  const { hours: hr, honey: hn, courses: cs, shipping: sh, internal: ix } = f;
  const [thuFrom = '', thuTo = ''] = hr.thu;
  const [friFrom = '', friTo = ''] = hr.fri;
  const [satFrom = '', satTo = ''] = hr.sat;
  const tel = phoneLink('43');
  const site = `https://${f.domain}.example`;
  const files = `//${f.domain}.example/cdn/shop/files`;
  const shopId = 60_000_000_000 + Number(f.uid.slice(-6));
  const tpl = (name: string) => `template--2187${f.uid.slice(-6)}1369__${name}`;
  const group = (name: string) => `sections--2187${f.uid.slice(-6)}0921__${name}`;
  const say = (lang: Lang, de: string, en: string) => (lang === 'de' ? de : en);
  const money = (amount: string) => `€${amount}`;
  /** A long German date's day and month ("12. April"), an English one's ("17 May"). */
  const dayMonth = (date: string) => date.split(', ')[1]?.split(' ').slice(0, 2).join(' ') ?? date;
  const shortDate = (iso: string) => iso.split('-').reverse().join('.');

  const shopifySection = (id: string, cls: string, inner: string) => `<div id="shopify-section-${id}" class="shopify-section ${cls}">${inner}</div>`;
  const img = (file: string, alt: string, width = 1200) =>
    `<img src="${files}/${file}.jpg?v=1709${shopId % 1000}&amp;width=${width}" alt="${alt}" srcset="${files}/${file}.jpg?v=1709&amp;width=360 360w, ${files}/${file}.jpg?v=1709&amp;width=720 720w, ${files}/${file}.jpg?v=1709&amp;width=${width} ${width}w" width="${width}" height="${width}" loading="lazy" sizes="(min-width: 1200px) 267px, (min-width: 990px) calc((100vw - 130px) / 4), (min-width: 750px) calc((100vw - 120px) / 3), calc((100vw - 35px) / 2)" class="motion-reduce">`;

  const special: Product = { handle: hn.specialSlug, title: `${hn.special} 500 g`, price: hn.specialPrice, soldOut: true };
  const flower: Product = { handle: 'bluetenhonig', title: 'Blütenhonig cremig', price: hn.small, from: true };
  const forest: Product = { handle: 'waldhonig', title: 'Waldhonig 500 g', price: hn.forest, was: hn.forestWas };
  const products: Product[] = [
    flower,
    forest,
    special,
    { handle: 'akazienhonig', title: 'Akazienhonig 500 g', price: hn.acacia },
    { handle: 'propolis-tinktur', title: 'Propolis-Tinktur 20 ml', price: hn.propolis },
    { handle: 'bienenwachstuecher', title: 'Bienenwachstücher 3er-Set', price: hn.wraps },
    { handle: 'honigtrio', title: 'Geschenkset „Steirisches Honigtrio“ (3 × 250 g)', price: hn.trio },
  ];
  const price = (product: Product) => {
    const current = product.from ? `Ab ${money(product.price)}` : money(product.price);
    return `<div class="price${product.was ? ' price--on-sale' : ''}${product.soldOut ? ' price--sold-out' : ''}"><div class="price__container"><div class="price__regular"><span class="visually-hidden visually-hidden--inline">Normaler Preis</span><span class="price-item price-item--regular">${current}</span></div><div class="price__sale"><span class="visually-hidden visually-hidden--inline">Normaler Preis</span><span><s class="price-item price-item--regular">${product.was ? money(product.was) : ''}</s></span><span class="visually-hidden visually-hidden--inline">Verkaufspreis</span><span class="price-item price-item--sale price-item--last">${current}</span></div><small class="unit-price caption hidden"><span class="visually-hidden">Grundpreis</span><span class="price-item price-item--last"><span></span><span aria-hidden="true">/</span><span class="visually-hidden">&nbsp;pro&nbsp;</span><span></span></span></small></div></div>`;
  };
  const badge = (product: Product, id: string) =>
    product.soldOut
      ? `<div class="card__badge bottom left"><span id="Badge-${id}" class="badge badge--bottom-left color-scheme-3">Ausverkauft</span></div>`
      : product.was
        ? `<div class="card__badge bottom left"><span id="Badge-${id}" class="badge badge--bottom-left color-scheme-4">Angebot</span></div>`
        : '<div class="card__badge bottom left"></div>';
  const card = (product: Product, section: string) => {
    const id = `${section}-${product.handle}`;
    return `<li class="grid__item scroll-trigger animate--slide-in" data-cascade><div class="card-wrapper product-card-wrapper underline-links-hover"><div class="card card--standard card--media" style="--ratio-percent: 100.0%;"><div class="card__inner color-scheme-2 gradient ratio" style="--ratio-percent: 100.0%;"><div class="card__media"><div class="media media--transparent media--hover-effect">${img(product.handle, product.title, 533)}</div></div><div class="card__content"><div class="card__information"><h3 class="card__heading"><a href="/products/${product.handle}" id="StandardCardNoMediaLink-${id}" class="full-unstyled-link" aria-labelledby="StandardCardNoMediaLink-${id} NoMediaStandardBadge-${id}">${product.title}</a></h3></div>${badge(product, `NoMedia-${id}`)}</div></div><div class="card__content"><div class="card__information"><h3 class="card__heading h5" id="title-${id}"><a href="/products/${product.handle}" id="CardLink-${id}" class="full-unstyled-link" aria-labelledby="CardLink-${id} Badge-${id}">${product.title}</a></h3><div class="card-information"><span class="caption-large light"></span>${price(product)}</div></div>${
      product.soldOut
        ? ''
        : `<div class="quick-add no-js-hidden"><product-form data-section-id="${section}"><form method="post" action="/cart/add" accept-charset="UTF-8" class="form" enctype="multipart/form-data" novalidate="novalidate" data-type="add-to-cart-form"><input type="hidden" name="form_type" value="product"><input type="hidden" name="utf8" value="✓"><button type="${product.from ? 'button' : 'submit'}" name="add" class="quick-add__submit button button--full-width button--secondary" aria-haspopup="dialog"><span>${product.from ? 'Option auswählen' : 'In den Warenkorb legen'}</span></button></form></product-form></div>`
    }${badge(product, id)}</div></div></div></li>`;
  };
  const grid = (section: string, items: Product[]) =>
    `<ul id="product-grid" data-id="${section}" class="grid product-grid contains-card contains-card--product contains-card--standard grid--4-col-desktop grid--2-col-tablet-down" role="list">${items.map((product) => card(product, section)).join('')}</ul>`;

  const menus: Record<Lang, [string, string][]> = {
    de: [
      ['/', 'Startseite'],
      ['/collections/honig', 'Honig &amp; mehr'],
      ['/pages/imkerkurse', 'Imkerkurse'],
      ['/policies/shipping-policy', 'Versand'],
      ['/pages/ueber-uns', 'Über uns &amp; Hofladen'],
      ['/en/pages/about-us', 'English'],
    ],
    en: [
      ['/', 'Shop (German)'],
      ['/pages/imkerkurse', 'Courses (German)'],
      ['/en/pages/about-us', 'About us in English'],
    ],
  };
  const menuLinks = (lang: Lang, path: string, cls: string) =>
    menus[lang]
      .map(
        ([href, label]) =>
          `<li><a id="${cls}-${href.replace(/\W+/g, '-')}" href="${href}" class="${cls} list-menu__item link link--text focus-inset${href === path ? ' list-menu__item--active' : ''}"${href === path ? ' aria-current="page"' : ''}>${href === path ? `<span class="header__active-menu-item">${label}</span>` : `<span>${label}</span>`}</a></li>`,
      )
      .join('');
  const announcement = (lang: Lang) =>
    shopifySection(
      group('announcement-bar'),
      'shopify-section-group-header-group announcement-bar-section',
      `<div class="utility-bar color-scheme-4 gradient utility-bar--bottom-border"><div class="page-width utility-bar__grid"><div class="announcement-bar" role="region" aria-label="${say(lang, 'Ankündigung', 'Announcement')}"><div class="page-width"><p class="announcement-bar__message h5"><span>${say(lang, `Gratis Versand in Österreich ab ${money(sh.atFree)} 🐝`, `Free shipping within Austria over ${money(sh.atFree)} 🐝`)}</span></p></div></div></div></div>`,
    );
  const header = (lang: Lang, path: string) =>
    shopifySection(
      group('header'),
      'shopify-section-group-header-group section-header',
      `<sticky-header data-sticky-type="on-scroll-up" class="header-wrapper color-scheme-1 gradient header-wrapper--border-bottom"><header class="header header--middle-left header--mobile-center page-width header--has-menu header--has-social header--has-localizations"><header-drawer data-breakpoint="tablet"><details id="Details-menu-drawer-container" class="menu-drawer-container"><summary class="header__icon header__icon--menu header__icon--summary link focus-inset" aria-label="${say(lang, 'Menü', 'Menu')}"><span><svg class="icon icon-hamburger" aria-hidden="true" focusable="false" viewBox="0 0 18 16"><path d="M1 .5a.5.5 0 1 0 0 1h15.71a.5.5 0 0 0 0-1H1Z"/></svg></span></summary><div id="menu-drawer" class="gradient menu-drawer motion-reduce color-scheme-1"><div class="menu-drawer__inner-container"><div class="menu-drawer__navigation-container"><nav class="menu-drawer__navigation"><ul class="menu-drawer__menu has-submenu list-menu" role="list">${menuLinks(lang, path, 'menu-drawer__menu-item')}</ul></nav><div class="menu-drawer__utility-links"><a href="https://shopify.example/${f.domain}/account/login" class="menu-drawer__account link focus-inset h5 medium-hide large-up-hide">${say(lang, 'Anmelden', 'Log in')}</a></div></div></div></div></details></header-drawer><a href="/" class="header__heading-link link link--text focus-inset"><div class="header__heading-logo-wrapper"><img src="${files}/logo-${f.domain}.png?v=1709&amp;width=300" alt="${f.brand}" width="150" height="60" loading="eager" class="header__heading-logo motion-reduce"></div></a><nav class="header__inline-menu"><ul class="list-menu list-menu--inline" role="list">${menuLinks(lang, path, 'header__menu-item')}</ul></nav><div class="header__icons header__icons--localization header-localization"><div class="desktop-localization-wrapper"><localization-form class="small-hide medium-hide" data-prevent-hide><form method="post" action="/localization" id="HeaderLanguageForm" accept-charset="UTF-8" class="localization-form" enctype="multipart/form-data"><input type="hidden" name="form_type" value="localization"><input type="hidden" name="utf8" value="✓"><input type="hidden" name="_method" value="put"><input type="hidden" name="return_to" value="${path}"><div><h2 class="visually-hidden" id="HeaderLanguageLabel">${say(lang, 'Sprache', 'Language')}</h2><div class="disclosure"><button type="button" class="disclosure__button localization-form__select localization-selector link link--text caption-large" aria-expanded="false" aria-controls="HeaderLanguageList" aria-describedby="HeaderLanguageLabel">${say(lang, 'Deutsch', 'English')}</button><div class="disclosure__list-wrapper" hidden><ul id="HeaderLanguageList" role="list" class="disclosure__list list-unstyled"><li class="disclosure__item" tabindex="-1"><a class="link link--text disclosure__link caption-large focus-inset" href="#" hreflang="de" lang="de" data-value="de">Deutsch</a></li><li class="disclosure__item" tabindex="-1"><a class="link link--text disclosure__link caption-large focus-inset" href="#" hreflang="en" lang="en" data-value="en">English</a></li></ul></div></div><input type="hidden" name="locale_code" value="${lang}"></div></form></localization-form></div><a href="/cart" class="header__icon header__icon--cart link focus-inset" id="cart-icon-bubble"><span class="visually-hidden">${say(lang, 'Warenkorb', 'Cart')}</span></a></div></header></sticky-header>`,
    );
  const footer = (lang: Lang) =>
    shopifySection(
      group('footer'),
      'shopify-section-group-footer-group',
      `<footer class="footer color-scheme-4 gradient section-${group('footer')}-padding"><div class="footer__content-top page-width"><div class="footer__blocks-wrapper grid grid--1-col grid--2-col grid--4-col-tablet scroll-trigger animate--slide-in"><div class="footer-block grid__item"><h2 class="footer-block__heading inline-richtext">${say(lang, 'Hofladen', 'Farm shop')}</h2><div class="footer-block__details-content rte"><p>${say(lang, 'Donnerstag und Freitag', 'Thursday and Friday')}: ${thuFrom} – ${thuTo}<br>${say(lang, 'Samstag', 'Saturday')}: ${satFrom} – ${satTo}<br>${say(lang, 'Abholung von Online-Bestellungen zu diesen Zeiten kostenlos.', 'Pick up online orders free of charge during these hours.')}</p></div></div><div class="footer-block grid__item"><h2 class="footer-block__heading inline-richtext">${say(lang, 'Kontakt', 'Contact')}</h2><div class="footer-block__details-content rte"><p>${f.street}<br>${f.postcode} Graz<br><a href="tel:${tel(f.phone)}">${f.phone}</a><br><a href="mailto:${f.email}">${f.email}</a></p></div></div><div class="footer-block grid__item footer-block--menu"><h2 class="footer-block__heading inline-richtext">Info</h2><ul class="footer-block__details-content list-unstyled"><li><a href="/policies/shipping-policy" class="link link--text list-menu__item list-menu__item--link">${say(lang, 'Versand', 'Shipping')}</a></li><li><a href="/policies/refund-policy" class="link link--text list-menu__item list-menu__item--link">${say(lang, 'Widerrufsrecht', 'Returns')}</a></li><li><a href="/policies/legal-notice" class="link link--text list-menu__item list-menu__item--link">Impressum</a></li><li><a href="/policies/privacy-policy" class="link link--text list-menu__item list-menu__item--link">${say(lang, 'Datenschutz', 'Privacy')}</a></li><li><a href="/pages/team-intern" class="link link--text list-menu__item list-menu__item--link">Team</a></li></ul></div></div><div class="footer-block--newsletter scroll-trigger animate--slide-in"><div class="footer-block__newsletter"><h2 class="footer-block__heading inline-richtext">${say(lang, 'Neuigkeiten vom Bienenstand', 'News from the hives')}</h2><form method="post" action="/contact#ContactFooter" id="ContactFooter" accept-charset="UTF-8" class="footer__newsletter newsletter-form"><input type="hidden" name="form_type" value="customer"><input type="hidden" name="utf8" value="✓"><input type="hidden" name="contact[tags]" value="newsletter"><div class="newsletter-form__field-wrapper"><div class="field"><input id="NewsletterForm--${group('footer')}" type="email" name="contact[email]" class="field__input" value="" aria-required="true" autocorrect="off" autocapitalize="off" autocomplete="email" placeholder="E-Mail" required><label class="field__label" for="NewsletterForm--${group('footer')}">E-Mail</label><button type="submit" class="newsletter-form__button field__button" name="commit" id="Subscribe" aria-control="ContactFooter" aria-label="${say(lang, 'Abonnieren', 'Subscribe')}"><svg viewBox="0 0 14 10" fill="none" aria-hidden="true" focusable="false" class="icon icon-arrow"><path fill-rule="evenodd" clip-rule="evenodd" d="M8.537.808a.5.5 0 0 1 .817-.162l4 4a.5.5 0 0 1 0 .708l-4 4a.5.5 0 1 1-.708-.708L11.793 5.5H1a.5.5 0 0 1 0-1h10.793L8.646 1.354a.5.5 0 0 1-.109-.546Z" fill="currentColor"/></svg></button></div></div></form></div></div></div><div class="footer__content-bottom"><div class="footer__content-bottom-wrapper page-width"><div class="footer__column footer__column--info"><div class="footer__payment"><span class="visually-hidden">${say(lang, 'Zahlungsmethoden', 'Payment methods')}</span><ul class="list list-payment" role="list">${[
        'Visa',
        'Mastercard',
        'Maestro',
        'EPS',
        'Apple Pay',
        'Google Pay',
      ]
        .map(
          (method) =>
            `<li class="list-payment__item"><svg class="icon icon--full-color" viewBox="0 0 38 24" xmlns="http://www.w3.org/2000/svg" width="38" height="24" role="img" aria-labelledby="pi-${method.toLowerCase().replace(' ', '_')}"><title id="pi-${method.toLowerCase().replace(' ', '_')}">${method}</title></svg></li>`,
        )
        .join(
          '',
        )}</ul></div><div class="footer__copyright caption"><small class="copyright__content">&copy; 2031, <a href="/" title="">${f.brand}</a></small><small class="copyright__content"><a target="_blank" rel="nofollow" href="https://www.shopify.example?utm_campaign=poweredby&amp;utm_medium=shopify&amp;utm_source=onlinestore">Betrieben von Shopify</a></small></div></div></div></div></footer>`,
    );
  const cookieBanner = (lang: Lang) =>
    `<div id="shopify-pc__banner" class="shopify-pc__banner__dialog" role="dialog" aria-modal="false" aria-labelledby="shopify-pc__banner__body-title" lang="${lang}"><div class="shopify-pc__banner__wrapper"><div class="shopify-pc__banner__body"><h2 class="shopify-pc__banner__body-title" id="shopify-pc__banner__body-title">${say(lang, 'Cookie-Einstellungen', 'Cookie settings')}</h2><p>${say(lang, 'Wir verwenden Cookies, damit der Warenkorb funktioniert, und – wenn du zustimmst – für Statistik und Marketing.', 'We use cookies so the cart works and, if you agree, for analytics and marketing.')} <a href="/policies/privacy-policy" target="_blank" class="shopify-pc__banner__body-policy-link">${say(lang, 'Datenschutzerklärung', 'Privacy policy')}</a></p></div><div class="shopify-pc__banner__btns"><button type="button" class="shopify-pc__banner__btn-manage-prefs" id="shopify-pc__banner__btn-manage-prefs">${say(lang, 'Einstellungen verwalten', 'Manage preferences')}</button><button type="button" class="shopify-pc__banner__btn-decline" id="shopify-pc__banner__btn-decline">${say(lang, 'Ablehnen', 'Decline')}</button><button type="button" class="shopify-pc__banner__btn-accept" id="shopify-pc__banner__btn-accept">${say(lang, 'Akzeptieren', 'Accept')}</button></div></div></div>`;

  const doc = (lang: Lang, path: string, title: string, description: string, main: string, head = '') =>
    `<!doctype html><html class="js" lang="${lang}"><head><meta charset="utf-8"><meta http-equiv="X-UA-Compatible" content="IE=edge"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="theme-color" content=""><link rel="canonical" href="${site}${path}"><link rel="preconnect" href="https://cdn.shopify.example" crossorigin><link rel="icon" type="image/png" href="${files}/favicon.png?crop=center&amp;height=32&amp;v=1709&amp;width=32"><title>${title} &ndash; ${f.brand}</title><meta name="description" content="${description}"><meta property="og:site_name" content="${f.brand}"><meta property="og:url" content="${site}${path}"><meta property="og:title" content="${title}"><meta property="og:type" content="website"><meta property="og:description" content="${description}"><meta name="twitter:card" content="summary_large_image">${head}<script src="//${f.domain}.example/cdn/shop/t/4/assets/constants.js?v=1326" defer="defer"></script><script src="//${f.domain}.example/cdn/shop/t/4/assets/pubsub.js?v=1581" defer="defer"></script><script src="//${f.domain}.example/cdn/shop/t/4/assets/global.js?v=1843" defer="defer"></script><script>window.Shopify = window.Shopify || {};Shopify.shop = "${f.domain}.myshopify.example";Shopify.locale = "${lang}";Shopify.currency = {"active":"EUR","rate":"1.0"};Shopify.country = "AT";Shopify.theme = {"name":"Dawn","id":1473${shopId % 100000},"schema_name":"Dawn","schema_version":"15.0.0","theme_store_id":887,"role":"main"};Shopify.routes = Shopify.routes || {};Shopify.routes.root = "${lang === 'de' ? '/' : '/en/'}";</script><link href="//${f.domain}.example/cdn/shop/t/4/assets/base.css?v=1446" rel="stylesheet" type="text/css" media="all" /><link rel="alternate" hreflang="x-default" href="${site}/"><link rel="alternate" hreflang="de" href="${site}/"><link rel="alternate" hreflang="en" href="${site}/en"></head><body class="gradient animate--hover-default"><a class="skip-to-content-link button visually-hidden" href="#MainContent">${say(lang, 'Direkt zum Inhalt', 'Skip to content')}</a><!-- BEGIN sections: header-group -->${announcement(lang)}${header(lang, path)}<!-- END sections: header-group --><main id="MainContent" class="content-for-layout focus-none" role="main" tabindex="-1">${main}</main><!-- BEGIN sections: footer-group -->${footer(lang)}<!-- END sections: footer-group -->${cookieBanner(lang)}<ul hidden><li id="a11y-refresh-page-message">${say(lang, 'Die Auswahl einer Option führt zu einer vollständigen Seitenaktualisierung.', 'Choosing a selection results in a full page refresh.')}</li><li id="a11y-new-window-message">${say(lang, 'Öffnet in einem neuen Fenster.', 'Opens in a new window.')}</li></ul></body></html>`;
  const richText = (id: string, heading: string, html: string) =>
    shopifySection(
      tpl(id),
      'section',
      `<div class="isolate page-width"><div class="rich-text content-container color-scheme-1 gradient rich-text--full-width content-container--full-width section-${tpl(id)}-padding"><div class="rich-text__wrapper rich-text__wrapper--left page-width"><div class="rich-text__blocks left"><h2 class="rich-text__heading rte inline-richtext h1 scroll-trigger animate--slide-in">${heading}</h2><div class="rich-text__text rte scroll-trigger animate--slide-in">${html}</div></div></div></div></div>`,
    );
  const mainPage = (id: string, title: string, html: string) =>
    shopifySection(
      tpl(id),
      'section',
      `<div class="page-width page-width--narrow section-${tpl(id)}-padding"><h1 class="main-page-title page-title h0 scroll-trigger animate--fade-in">${title}</h1><div class="rte scroll-trigger animate--slide-in">${html}</div></div>`,
    );
  const htmlTable = (head: string[], rows: string[][]) =>
    `<table><thead><tr>${head.map((cell) => `<th>${cell}</th>`).join('')}</tr></thead><tbody>${rows.map((row) => `<tr>${row.map((cell) => `<td>${cell}</td>`).join('')}</tr>`).join('')}</tbody></table>`;

  const sizes: [string, string, string][] = [
    ['250 g', hn.small, 'BH-250'],
    ['500 g', hn.medium, 'BH-500'],
    ['1 kg', hn.large, 'BH-1000'],
  ];
  const variantId = (i: number) => 4_600_000_000_000 + (shopId % 1_000_000) * 10 + i;
  const productForm = `product-form-${tpl('main')}`;
  const variantPicker = `<variant-selects id="variant-selects-${tpl('main')}" data-section="${tpl('main')}"><fieldset class="js product-form__input product-form__input--pill"><legend class="form__label">Größe</legend>${sizes
    .map(
      ([label], i) =>
        `<input type="radio" id="${tpl('main')}-1-${i}" name="Größe-1" value="${label}" form="${productForm}"${i ? '' : ' checked'} data-option-value-id="${variantId(i)}"><label for="${tpl('main')}-1-${i}">${label}</label>`,
    )
    .join(
      '',
    )}</fieldset><script type="application/json" data-selected-variant>{"id":${variantId(0)},"title":"250 g","price":${Number(hn.small.replace(',', '')) || 0},"available":true}</script></variant-selects><noscript class="product-form__noscript-wrapper-${tpl('main')}"><div class="product-form__input hidden"><label class="form__label" for="Variants-${tpl('main')}">Produktvarianten</label><div class="select"><select name="id" class="select__select" id="Variants-${tpl('main')}" form="${productForm}">${sizes
    .map(([label, amount], i) => `<option${i ? '' : ' selected="selected"'} value="${variantId(i)}">${label} - ${money(amount)}</option>`)
    .join('')}</select></div></div></noscript>`;
  const productLd = jsonLd({
    '@context': 'http://schema.org/',
    '@type': 'Product',
    name: 'Blütenhonig cremig',
    url: `${site}/products/bluetenhonig`,
    image: [`https:${files}/bluetenhonig.jpg?v=1709&width=1920`],
    description: 'Cremig gerührter Blütenhonig aus Graz, vom eigenen Bienenstand.',
    sku: 'BH-250',
    brand: { '@type': 'Brand', name: f.brand },
    offers: sizes.map(([label, amount, sku], i) => ({
      '@type': 'Offer',
      name: label,
      availability: 'http://schema.org/InStock',
      price: amount.replace(',', '.'),
      priceCurrency: 'EUR',
      priceValidUntil: '2032-03-01',
      sku,
      url: `${site}/products/bluetenhonig?variant=${variantId(i)}`,
    })),
  });

  interface Course {
    name: string;
    date: string;
    iso: string;
    time: string;
    price: string;
    spots: string;
    text: string;
  }
  const courses: Course[] = [
    {
      name: 'Schnuppertag am Bienenstand',
      date: cs.tasterDate,
      iso: cs.tasterIso,
      time: '9:00 – 13:00',
      price: cs.tasterPrice,
      spots: '15',
      text: 'Einmal ein Bienenvolk aus der Nähe sehen: Wir öffnen gemeinsam die Beuten, erklären Königin, Arbeiterinnen und Drohnen und verkosten Honig. Schutzkleidung wird gestellt.',
    },
    {
      name: 'Imker-Grundkurs',
      date: cs.basicDate,
      iso: cs.basicIso,
      time: '9:00 – 16:00',
      price: cs.basicPrice,
      spots: cs.spots,
      text: `Der Grundkurs umfasst ${cs.modules} Module an aufeinanderfolgenden Samstagen, von der Frühjahrsdurchsicht bis zur Einwinterung. Maximal ${cs.spots} Teilnehmer:innen, Skript und Schutzkleidung inklusive. Start am ${cs.basicDate}.`,
    },
    {
      name: 'Beekeeping taster in English',
      date: cs.englishDate,
      iso: cs.englishIso,
      time: '10:00 – 13:00',
      price: cs.englishPrice,
      spots: '12',
      text: 'Der Schnuppertag auf Englisch – ideal für internationale Studierende und Expats.',
    },
    {
      name: 'Honig ernten &amp; schleudern',
      date: cs.harvestDate,
      iso: cs.harvestIso,
      time: '9:00 – 15:00',
      price: cs.harvestPrice,
      spots: '10',
      text: 'Waben entnehmen, entdeckeln, schleudern, sieben und abfüllen. Jede:r nimmt ein 500-g-Glas vom eigenen Honig mit nach Hause.',
    },
    {
      name: 'Kinder-Bienentag (8 bis 12 Jahre)',
      date: cs.kidsDate,
      iso: cs.kidsIso,
      time: '9:00 – 12:00',
      price: cs.kidsPrice,
      spots: '14',
      text: 'Mit Kinder-Schutzanzügen ganz nah an die Bienen, danach basteln wir Bienenwachskerzen.',
    },
    {
      name: 'Kerzenziehen mit Bienenwachs',
      date: cs.candlesDate,
      iso: cs.candlesIso,
      time: '14:00 – 17:00',
      price: cs.candlesPrice,
      spots: '12',
      text: 'Adventkerzen aus unserem eigenen Wachs ziehen und rollen. Material inklusive.',
    },
  ];
  const shippingRows = [
    ['Österreich', money(sh.at), `ab ${money(sh.atFree)} Bestellwert`],
    ['Deutschland', money(sh.de), `ab ${money(sh.deFree)} Bestellwert`],
    ['Schweiz', money(sh.ch), 'kein Gratisversand; Zoll und Einfuhrumsatzsteuer zahlt der Empfänger'],
    ['Abholung im Hofladen', '€0,00', '–'],
  ];

  const jarAsk = 'Grüß Gott! Ich hätte gern den cremigen Blütenhonig im großen 1-kg-Glas. Was kostet der?';
  const courseAsk = 'Ich möchte heuer mit dem Imkern anfangen. Wann startet der Grundkurs und was kostet er?';
  const de = askedIn('de');
  const questions: BenchQuestion[] = [
    de(said('price', jarAsk, [hn.large], { reject: [hn.medium, ix.medium] })),
    de(said('follow-up', 'Und was kostet der Versand nach Wien?', [sh.at], { after: [jarAsk] })),
    de(said('follow-up', 'Ab welchem Bestellwert wäre der Versand gratis?', [sh.atFree], { after: [jarAsk] })),
    de(said('price', 'Ist der Waldhonig gerade im Angebot? Was kostet er jetzt?', [hn.forest])),
    de(said('availability', 'Welche Honigsorte ist gerade ausverkauft? Ich will nichts bestellen, was ihr nicht habt.', [hn.special])),
    de(said('date', courseAsk, [dayMonth(cs.basicDate), cs.basicPrice], { reject: [ix.basicPrice] })),
    de(said('follow-up', 'Wie viele Module hat der Kurs?', [`${cs.modules} Module`], { after: [courseAsk] })),
    de(said('price', 'hallo gibts den schnuppertag auch im april? was kostets', [cs.tasterPrice, dayMonth(cs.tasterDate)])),
    de(said('hours', 'Kann ich am Freitag um halb sechs noch im Hofladen vorbeikommen und Honig kaufen?', [friTo])),
    de(said('price', 'Ich wohne in Zürich – schickt ihr auch in die Schweiz, und was kostet das?', [sh.ch])),
    de(
      said('comparison', 'Was ist günstiger: zwei 500-g-Gläser Blütenhonig oder ein 1-kg-Glas?', [hn.medium, hn.large], {
        reject: [ix.medium],
      }),
    ),
    said('date', "Hi! I'm an English speaker living in Graz. Do you run the beekeeping taster in English? When is it and how much?", [
      cs.englishPrice,
      dayMonth(cs.englishDate),
    ]),
    said('policy', 'Do you ship to Germany? From what order amount is shipping free there?', [sh.deFree], { reject: [sh.atFree] }),
    said('hours', 'Until what time is the farm shop open on Saturday?', [satTo]),
    said('price', 'Is there a bee day for kids? My daughter is 9 and obsessed with bees. What does it cost?', [cs.kidsPrice]),
    said('contact', "What's your phone number? I'd like to ask about a course for my team.", [f.phone]),
    said('team', "Who's the beekeeper behind the shop?", [f.owner]),
    askedIn('es')(said('price', '¿Cuánto cuesta el taller de velas de cera de abeja?', [cs.candlesPrice])),
    askedIn('fr')(said('price', 'Bonjour, combien coûte le pot de miel d’acacia ?', [hn.acacia])),
    askedIn('it')(said('price', 'Quanto costa la tintura di propoli?', [hn.propolis])),
    askedIn('pt')(said('price', 'Quanto custa o conjunto de panos de cera de abelha?', [hn.wraps])),
    askedIn('ar')(said('price', 'كم سعر دورة حصاد العسل؟', [cs.harvestPrice])),
    askedIn('he')(said('hours', 'באיזו שעה החנות נפתחת ביום חמישי?', [thuFrom])),
    askedIn('ja')(said('other', '初心者向けの養蜂講座は何人まで参加できますか？', [cs.spots])),
    askedIn('zh-Hans')(said('other', '你们一共养了多少群蜜蜂？', [f.hives])),
    ...unanswerable('Ist euer Honig bio-zertifiziert?').map(de),
    ...unanswerable('Sucht ihr im Sommer Erntehelfer? Was zahlt ihr pro Stunde?').map((q) => ({ ...de(q), reject: [ix.pay] })),
    ...unanswerable('Kann ich bei euch auch Bienenvölker oder Ableger für meinen Garten kaufen?').map(de),
    ...unanswerable('Can I buy your honey in any shops or supermarkets in Graz?').map((q) => ({ ...q, reject: [ix.buyer, ix.wholesale] })),
    ...unanswerable('Quanto dura il miele una volta aperto il barattolo?').map(askedIn('it')),
  ];

  const pages: Record<string, string> = {
    '/': doc(
      'de',
      '/',
      `Honig aus Graz-${f.district}`,
      `Blütenhonig, Waldhonig und Imkerkurse von der ${f.brand} in Graz.`,
      shopifySection(
        tpl('image_banner'),
        'section',
        `<div id="Banner-${tpl('image_banner')}" class="banner banner--content-align-center banner--large banner--desktop-transparent scroll-trigger animate--fade-in"><div class="banner__media media scroll-trigger animate--fade-in">${img('bienenstand', 'Bienenstand in Andritz', 1920)}</div><div class="banner__content banner__content--middle-center page-width scroll-trigger animate--slide-in"><div class="banner__box content-container content-container--full-width-mobile color-scheme-3 gradient"><h2 class="banner__heading inline-richtext h0">Honig vom Stadtrand</h2><div class="banner__text rte"><p>${f.hives} Bienenvölker, geschleudert und abgefüllt in Graz-${f.district}.</p></div><div class="banner__buttons"><a href="/collections/honig" class="button button--primary">Zum Honig</a></div></div></div></div>`,
      ) +
        shopifySection(
          tpl('featured_collection'),
          'section',
          `<div class="color-scheme-1 isolate gradient"><div class="collection section-${tpl('featured_collection')}-padding"><div class="collection__title title-wrapper title-wrapper--no-top-margin page-width"><h2 class="title inline-richtext h2 scroll-trigger animate--slide-in">Aus der Honigkammer</h2></div><slider-component class="slider-mobile-gutter page-width">${grid(tpl('featured_collection'), [flower, forest, special])}</slider-component><div class="center collection__view-all scroll-trigger animate--slide-in"><a href="/collections/honig" class="button">Alle anzeigen</a></div></div></div>`,
        ) +
        richText(
          'rich_text',
          'Imkern lernen',
          `<p>Vom Schnuppertag bis zum Grundkurs: Termine und Preise findest du im <a href="/pages/imkerkurse">Kurskalender</a>. Der nächste Schnuppertag ist am ${cs.tasterDate}.</p>`,
        ),
    ),
    '/collections/honig': doc(
      'de',
      '/collections/honig',
      'Honig &amp; mehr',
      'Alle Honigsorten, Propolis, Bienenwachstücher und Geschenksets.',
      shopifySection(
        tpl('main-collection-banner'),
        'section',
        `<div class="collection-hero color-scheme-1 gradient"><div class="collection-hero__inner page-width scroll-trigger animate--fade-in"><div class="collection-hero__text-wrapper"><h1 class="collection-hero__title"><span class="visually-hidden">Kategorie: </span>Honig &amp; mehr</h1><div class="collection-hero__description rte">Alle Honige stammen von unseren eigenen Völkern in und um Graz. Gläser mit Schraubdeckel, bruchsicher verpackt.</div></div></div></div>`,
      ) +
        shopifySection(
          tpl('product-grid'),
          'section',
          `<div class="section-${tpl('product-grid')}-padding gradient color-scheme-1"><div class="facets-container facets-container-drawer scroll-trigger animate--fade-in"><facet-filters-form class="facets small-hide"><form id="FacetFiltersForm" class="facets__form"><div class="facet-filters sorting caption"><div class="facet-filters__field"><h2 class="facet-filters__label caption-large text-body"><label for="SortBy">Sortieren nach:</label></h2><div class="select"><select name="sort_by" class="facet-filters__sort select__select caption-large" id="SortBy" aria-describedby="a11y-refresh-page-message"><option value="manual" selected="selected">Empfohlen</option><option value="price-ascending">Preis, niedrig nach hoch</option><option value="price-descending">Preis, hoch nach niedrig</option></select></div></div></div><div class="product-count light" role="status"><h2 class="product-count__text text-body"><span id="ProductCountDesktop">${products.length} Produkte</span></h2></div></form></facet-filters-form></div><div class="product-grid-container scroll-trigger animate--slide-in" id="ProductGridContainer"><div class="collection page-width">${grid(tpl('product-grid'), products)}</div></div></div>`,
        ),
    ),
    '/products/bluetenhonig': doc(
      'de',
      '/products/bluetenhonig',
      'Blütenhonig cremig',
      'Cremig gerührter Blütenhonig in drei Glasgrößen.',
      shopifySection(
        tpl('main'),
        'section',
        `<section id="MainProduct-${tpl('main')}" class="page-width section-${tpl('main')}-padding" data-section="${tpl('main')}"><div class="product product--medium product--left product--stacked product--mobile-hide grid grid--1-col grid--2-col-tablet"><div class="grid__item product__media-wrapper"><media-gallery id="MediaGallery-${tpl('main')}" role="region" class="product__column-sticky" aria-label="Galerie-Viewer"><div class="product__media media media--transparent">${img('bluetenhonig', 'Blütenhonig cremig im Glas', 1946)}</div></media-gallery></div><div class="product__info-wrapper grid__item"><section id="ProductInfo-${tpl('main')}" class="product__info-container product__column-sticky"><p class="product__text inline-richtext caption-with-letter-spacing">${f.brand}</p><div class="product__title"><h1>Blütenhonig cremig</h1></div><p class="product__text inline-richtext"></p><div class="no-js-hidden" id="price-${tpl('main')}" role="status">${price({ ...flower, from: false })}</div><div class="product__tax caption rte">inkl. MwSt. <a href="/policies/shipping-policy">Versandkosten</a> werden beim Checkout berechnet.</div>${variantPicker}<div class="product-form__input product-form__quantity"><label class="quantity__label form__label" for="Quantity-${tpl('main')}">Anzahl</label><quantity-input class="quantity"><button class="quantity__button" name="minus" type="button"><span class="visually-hidden">Verringere die Menge für Blütenhonig cremig</span></button><input class="quantity__input" type="number" name="quantity" id="Quantity-${tpl('main')}" data-cart-quantity="0" data-min="1" min="1" step="1" value="1" form="${productForm}"><button class="quantity__button" name="plus" type="button"><span class="visually-hidden">Erhöhe die Menge für Blütenhonig cremig</span></button></quantity-input></div><div><product-form class="product-form" data-hide-errors="false" data-section-id="${tpl('main')}"><form method="post" action="/cart/add" id="${productForm}" accept-charset="UTF-8" class="form" enctype="multipart/form-data" novalidate="novalidate" data-type="add-to-cart-form"><input type="hidden" name="form_type" value="product"><input type="hidden" name="utf8" value="✓"><input type="hidden" name="id" value="${variantId(0)}" class="product-variant-id"><div class="product-form__buttons"><button id="ProductSubmitButton-${tpl('main')}" type="submit" name="add" class="product-form__submit button button--full-width button--secondary"><span>In den Warenkorb legen</span></button></div></form></product-form></div><div class="product__description rte quick-add-hidden"><p>Unser Frühjahrshonig aus Löwenzahn, Obstblüte und Raps, fein cremig gerührt. Streichzart, mild und nie über 40 °C erwärmt.</p><p><strong>Preise je Glasgröße:</strong> ${sizes.map(([label, amount]) => `${label} ${money(amount)}`).join(' · ')}</p><p>Für jedes zurückgebrachte saubere Honigglas ziehen wir dir im Hofladen ${money(hn.jarBack)} vom Einkauf ab.</p></div><div class="product__accordion accordion quick-add-hidden"><details id="Details-collapsible-row-1-${tpl('main')}"><summary><div class="summary__title"><h2 class="h4 accordion__title inline-richtext">Versand &amp; Abholung</h2></div></summary><div class="accordion__content rte" id="ProductAccordion-collapsible-row-1-${tpl('main')}"><p>Versand nach Österreich ${money(sh.at)} (ab ${money(sh.atFree)} gratis), nach Deutschland ${money(sh.de)}, in die Schweiz ${money(sh.ch)}. Abholung im Hofladen kostenlos.</p></div></details><details id="Details-collapsible-row-2-${tpl('main')}"><summary><div class="summary__title"><h2 class="h4 accordion__title inline-richtext">Warum wird Honig fest?</h2></div></summary><div class="accordion__content rte"><p>Jeder naturbelassene Honig kristallisiert irgendwann. Im Wasserbad bei höchstens 40 °C wird er wieder flüssig.</p></div></details></div></section></div></div></section>`,
      ),
      productLd,
    ),
    '/pages/imkerkurse': doc(
      'de',
      '/pages/imkerkurse',
      'Imkerkurse &amp; Termine',
      'Kurskalender: Schnuppertag, Imker-Grundkurs, Honigernte, Kinder-Bienentag und Kerzenziehen.',
      mainPage(
        'main',
        'Imkerkurse 2031',
        `<p>Alle Kurse finden an unserem Bienenstand in ${f.district} statt. Anmeldung per E-Mail an <a href="mailto:${f.email}">${f.email}</a> oder telefonisch; bezahlt wird vor Ort, bar oder mit Karte.</p>${htmlTable(
          ['Datum', 'Kurs', 'Zeit', 'Preis', 'Plätze'],
          courses.map((course) => [shortDate(course.iso), course.name, course.time, money(course.price), course.spots]),
        )}${courses
          .map(
            (course) =>
              `<h2>${course.name}</h2><p><strong>${course.date}</strong>, ${course.time} Uhr · ${money(course.price)} pro Person</p><p>${course.text}</p>`,
          )
          .join('')}`,
      ),
    ),
    '/policies/shipping-policy': doc(
      'de',
      '/policies/shipping-policy',
      'Versandrichtlinie',
      'Versandkosten nach Österreich, Deutschland und in die Schweiz.',
      `<div class="shopify-policy__container"><div class="shopify-policy__title"><h1>Versandrichtlinie</h1></div><div class="shopify-policy__body"><div class="rte"><p>Wir versenden mit der Österreichischen Post, Honig bruchsicher in Wellpappe verpackt. Bestellungen verlassen uns innerhalb von ${sh.dispatch} Werktagen.</p>${htmlTable(['Land', 'Versandkosten', 'Versandkostenfrei'], shippingRows)}<p>In andere Länder versenden wir derzeit nicht. Online bestellen und im Hofladen abholen ist kostenlos: wähle im Checkout „Abholung“.</p></div></div></div>`,
    ),
    '/pages/ueber-uns': doc(
      'de',
      '/pages/ueber-uns',
      'Über uns &amp; Hofladen',
      `Die Imkerin ${f.owner}, unsere Bienen und der Hofladen in ${f.district}.`,
      mainPage(
        'main',
        'Über uns',
        `<p>Ich bin ${f.owner} und imkere seit ${f.since} am Grazer Stadtrand. Heute betreuen wir ${f.hives} Bienenvölker an fünf Standorten zwischen ${f.district} und dem Schöckl.</p><p>Im Hofladen in der ${f.street} gibt es alle Honige, Propolis, Wachstücher und Kerzen. Mit dem Bus ${f.bus} bis zur Haltestelle vor dem Haus.</p><h2>Öffnungszeiten Hofladen</h2><ul><li>Donnerstag: ${thuFrom} – ${thuTo}</li><li>Freitag: ${friFrom} – ${friTo}</li><li>Samstag: ${satFrom} – ${satTo}</li></ul><p>Telefon <a href="tel:${tel(f.phone)}">${f.phone}</a> · <a href="mailto:${f.email}">${f.email}</a> · Instagram @${f.instagram}</p>`,
      ) +
        shopifySection(
          tpl('contact-form'),
          'section',
          `<div class="color-scheme-1 gradient"><div class="contact page-width page-width--narrow section-${tpl('contact-form')}-padding"><h2 class="title title-wrapper--no-top-margin inline-richtext h1">Schreib uns</h2><form method="post" action="/contact#ContactForm" id="ContactForm" accept-charset="UTF-8" class="isolate"><input type="hidden" name="form_type" value="contact"><input type="hidden" name="utf8" value="✓"><div class="contact__fields"><div class="field"><input class="field__input" autocomplete="name" type="text" id="ContactForm-name" name="contact[Name]" value="" placeholder="Name"><label class="field__label" for="ContactForm-name">Name</label></div><div class="field field--with-error"><input autocomplete="email" type="email" id="ContactForm-email" class="field__input" name="contact[email]" spellcheck="false" autocapitalize="off" value="" aria-required="true" placeholder="E-Mail"><label class="field__label" for="ContactForm-email">E-Mail <span aria-hidden="true">*</span></label></div></div><div class="field"><textarea rows="10" id="ContactForm-body" class="text-area field__input" name="contact[Kommentar]" placeholder="Kommentar"></textarea><label class="form__label field__label" for="ContactForm-body">Kommentar</label></div><div class="contact__button"><button type="submit" class="button">Senden</button></div></form></div></div>`,
        ),
    ),
    '/en/pages/about-us': doc(
      'en',
      '/en/pages/about-us',
      'About us',
      `${f.brand}: honey and beekeeping courses in Graz, in English.`,
      mainPage(
        'main',
        'About us – in English',
        `<p>Servus! I'm ${f.owner}, and I have kept bees on the edge of Graz since ${f.since}. Today we look after ${f.hives} colonies. Our shop is in German, but we're happy to answer in English: <a href="mailto:${f.email}">${f.email}</a> or ${f.phone}.</p><h2>Beekeeping taster in English</h2><p><strong>${cs.englishDate}</strong>, 10:00 – 13:00, ${money(cs.englishPrice)} per person. Protective suits provided. Book by e-mail.</p><p>Our other courses (see the <a href="/pages/imkerkurse">course calendar</a>) are held in German. Kids aged 8 to 12 can join our bee day for ${money(cs.kidsPrice)}.</p><h2>Shipping</h2><p>We ship within Austria (free over ${money(sh.atFree)}), to Germany (free over ${money(sh.deFree)}) and to Switzerland (customs duties are paid by the recipient). Orders leave within ${sh.dispatch} working days.</p>`,
      ),
    ),
    '/pages/team-intern': doc(
      'de',
      '/pages/team-intern',
      'Team intern',
      'Nur für das Team.',
      mainPage(
        'main',
        'Team intern – nicht weitergeben',
        `<ul><li>Stundenlohn Erntehelfer:innen: ${money(ix.pay)} brutto.</li><li>Großhandel ${ix.buyer}: Blütenhonig 500 g zu ${money(ix.wholesale)} netto.</li><li>Preise ab ${ix.effective} (noch nicht veröffentlichen): Blütenhonig 500 g ${money(ix.medium)}, Imker-Grundkurs ${money(ix.basicPrice)}.</li></ul>`,
      ),
      '<meta name="robots" content="noindex,nofollow">',
    ),
  };
  return { name: 'honey shop and beekeeping courses (de-AT)', questions, disallow: ['/pages/team-intern'], pages };
}
