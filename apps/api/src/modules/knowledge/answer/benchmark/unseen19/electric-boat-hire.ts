/* eslint-disable max-lines -- a fixture site: every page of one business as one function of its facts, whose closures (Elementor widget and container helpers, boat and picnic price lists) the pages share */
import type { BenchQuestion, BenchSite } from '../types';
import { unanswerable } from '../types';
import { jsonLd } from '../unseen/markup';
import { phoneLink, slugOf } from '../unseen2/markup';
import type facts from './electric-boat-hire.facts.json';

/**
 * Unseen: an electric boat hire in Amsterdam (self-drive "sloepen", skippered canal tours and picnic
 * hampers), a WordPress site on the Hello Elementor theme built with Elementor Pro, in Dutch
 * (`lang="nl-NL"`) with one English page under /en/ (Polylang's language prefix and switcher): Yoast's
 * schema graph in the head, the Theme Builder header and footer as `elementor-location-*` documents, the
 * nav menu widget twice (the main menu and its dropdown copy), every page an `elementor` document of
 * flexbox containers (`e-con e-parent` with an `e-con-inner`, `e-con e-child` columns) holding
 * `elementor-widget-*` widgets told apart by `data-widget_type`: headings, text editors, icon lists,
 * buttons, images, the boats as Elementor Pro price tables (currency, integer part and period in their own
 * spans), the picnic menu as a price list widget (`elementor-price-list-item`, title, separator and price
 * spans, a description paragraph), the season's opening hours as a tabs widget (`elementor-tab-title` and
 * `elementor-tab-content`, the second pane `hidden`), the FAQ as an accordion widget whose answers are
 * closed `elementor-tab-content` regions under `elementor-tab-title` toggles; a Complianz cookie banner
 * and an Elementor form newsletter in the footer. A crew page at /medewerkers/, which robots.txt disallows
 * (the footer links to it), holds the skippers' pay, the battery supplier's account and next season's
 * rates that must never be quoted.
 *
 * The facts the pages are written from, as written and mutated, are data in electric-boat-hire.facts.json.
 * A sloep is hired per hour by size (`boats.*.hour`, up to `boats.*.persons` people), at least
 * `minHours` hours, charging included; a deposit (`deposit`) is taken at the jetty and refunded on
 * return; each quarter of an hour late costs `late`. No boating licence is needed; the skipper must be
 * `skipperAge` or older. Dogs: at most `dog.max` per boat, `dog.fee` cleaning each. Rain: rebook free of
 * charge up to `rainHours` hours before departure; other cancellations free up to `cancelHours` hours. A
 * private skippered tour (`tours.minutes` minutes, up to 12 guests) costs `tours.private`, each extra half
 * hour `tours.extraHalf`; the shared evening tour `tours.evening` a person from `tours.eveningStart`. Picnic
 * hampers are ordered `picnic.notice` hours ahead. Boats go out from `season.from` to `season.to`; in high
 * season (`hours.highFrom` to `hours.highTo`) the hours are `hours.high`, otherwise `hours.low`. Today is
 * early March 2032.
 */
export type ElectricBoatHireFacts = typeof facts.original;

export function electricBoatHire(f: ElectricBoatHireFacts): BenchSite {
  const { season: sn, hours: hr, boats: bt, tours: tr, picnic: pc, dog, internal: ix } = f;
  const [lowFrom = '', lowTo = ''] = hr.low;
  const [highFrom = '', highTo = ''] = hr.high;
  const site = `https://www.${f.domain}.example`;
  const uploads = `${site}/wp-content/uploads/2031/11`;
  const tel = phoneLink('31');

  /** Elementor's element ids: seven or eight hex digits, here from a generator seeded by the KvK number. */
  let seed = Number(f.kvk) % 2_147_483_647;
  const elementId = () => {
    seed = (seed * 48_271) % 2_147_483_647;
    return (seed % 0xfffffff).toString(16).padStart(7, '0');
  };
  let repeaterItems = 0;
  const repeaterId = () => `elementor-repeater-item-${(0x5a3c1e0 + ++repeaterItems * 7919).toString(16).slice(-7)}`;
  let panes = 1740 + Number(f.kvk.slice(-2));

  const widget = (type: string, inner: string, skin = 'default') => {
    const id = elementId();
    return `<div class="elementor-element elementor-element-${id} elementor-widget elementor-widget-${type}" data-id="${id}" data-element_type="widget" data-widget_type="${type}.${skin}"><div class="elementor-widget-container">${inner}</div></div>`;
  };
  /** A top-level flexbox container, boxed, its widgets and child containers inside `e-con-inner`. */
  const section = (...children: string[]) => {
    const id = elementId();
    return `<div class="elementor-element elementor-element-${id} e-flex e-con-boxed e-con e-parent" data-id="${id}" data-element_type="container" data-settings="{&quot;content_width&quot;:&quot;boxed&quot;}"><div class="e-con-inner">${children.join('')}</div></div>`;
  };
  const column = (...children: string[]) => {
    const id = elementId();
    return `<div class="elementor-element elementor-element-${id} e-con-full e-flex e-con e-child" data-id="${id}" data-element_type="container" data-settings="{&quot;content_width&quot;:&quot;full&quot;}">${children.join('')}</div>`;
  };
  const heading = (level: 1 | 2 | 3 | 4, text: string) =>
    widget('heading', `<h${level} class="elementor-heading-title elementor-size-default">${text}</h${level}>`);
  const textEditor = (html: string) => widget('text-editor', html);
  const image = (file: string, alt: string, wpId: number) =>
    widget(
      'image',
      `<img fetchpriority="low" decoding="async" width="1024" height="683" src="${uploads}/${file}-1024x683.jpg" class="attachment-large size-large wp-image-${wpId}" alt="${alt}" srcset="${uploads}/${file}-1024x683.jpg 1024w, ${uploads}/${file}-300x200.jpg 300w, ${uploads}/${file}-768x512.jpg 768w" sizes="(max-width: 1024px) 100vw, 1024px" loading="lazy" />`,
    );
  const button = (href: string, label: string, size = 'sm') =>
    widget(
      'button',
      `<div class="elementor-button-wrapper"><a class="elementor-button elementor-button-link elementor-size-${size}" href="${href}"><span class="elementor-button-content-wrapper"><span class="elementor-button-text">${label}</span></span></a></div>`,
    );
  const iconList = (items: string[], icon = 'fas fa-check') =>
    widget(
      'icon-list',
      `<ul class="elementor-icon-list-items">${items
        .map(
          (item) =>
            `<li class="elementor-icon-list-item"><span class="elementor-icon-list-icon"><i aria-hidden="true" class="${icon}"></i></span><span class="elementor-icon-list-text">${item}</span></li>`,
        )
        .join('')}</ul>`,
    );
  /** Elementor Pro's price table: the amount in currency and integer-part spans, the period beside it. */
  const priceTable = (title: string, subheading: string, amount: string, period: string, features: string[], cta: [string, string]) =>
    widget(
      'price-table',
      `<div class="elementor-price-table"><div class="elementor-price-table__header"><h3 class="elementor-price-table__heading">${title}</h3><span class="elementor-price-table__subheading">${subheading}</span></div><div class="elementor-price-table__price"><span class="elementor-price-table__currency elementor-currency--before">&#8364;</span><span class="elementor-price-table__integer-part">${amount}</span><div class="elementor-price-table__after-price"><span class="elementor-price-table__period elementor-typo-excluded">${period}</span></div></div><ul class="elementor-price-table__features-list">${features
        .map(
          (feature) =>
            `<li class="${repeaterId()}"><div class="elementor-price-table__feature-inner"><i aria-hidden="true" class="far fa-check-circle"></i><span>${feature}</span></div></li>`,
        )
        .join(
          '',
        )}</ul><div class="elementor-price-table__footer"><a class="elementor-price-table__button elementor-button elementor-size-md" href="${cta[0]}">${cta[1]}</a></div></div>`,
    );
  /** The price list widget: a title, a dotted separator and the price on one line, a description under it. */
  const priceList = (items: [string, string, string][]) => {
    const part = (name: string, html: string) => `<span class="elementor-price-list-${name}">${html}</span>`;
    const rows = items.map(
      ([label, price, description]) =>
        `<li class="elementor-price-list-item"><div class="elementor-price-list-text"><div class="elementor-price-list-header">${part('title', label)}${part('separator', '')}${part('price', price)}</div><p class="elementor-price-list-description">${description}</p></div></li>`,
    );
    return widget('price-list', `<ul class="elementor-price-list">${rows.join('')}</ul>`);
  };
  /** The classic tabs widget: desktop titles in a row, then each pane with its mobile title; only the first pane shown. */
  const tabs = (items: [string, string][]) => {
    const first = panes + 1;
    panes += items.length;
    const look = (i: number) =>
      i === 0
        ? { on: ' elementor-active', selected: 'true', tabindex: '0', hidden: '' }
        : { on: '', selected: 'false', tabindex: '-1', hidden: ' hidden="hidden"' };
    const tabTitle = (label: string, i: number, where: string) => {
      const { on, selected, tabindex } = look(i);
      const anchor = where === 'desktop' ? ` id="elementor-tab-title-${first + i}"` : '';
      return `<div${anchor} class="elementor-tab-title elementor-tab-${where}-title${on}" aria-selected="${selected}" data-tab="${i + 1}" role="tab" tabindex="${tabindex}" aria-controls="elementor-tab-content-${first + i}" aria-expanded="false">${label}</div>`;
    };
    const desktop = items.map(([label], i) => tabTitle(label, i, 'desktop'));
    const mobile = items.map(([label, html], i) => {
      const { on, hidden } = look(i);
      return `${tabTitle(label, i, 'mobile')}<div id="elementor-tab-content-${first + i}" class="elementor-tab-content elementor-clearfix${on}" data-tab="${i + 1}" role="tabpanel" aria-labelledby="elementor-tab-title-${first + i}" tabindex="0"${hidden}>${html}</div>`;
    });
    return widget(
      'tabs',
      `<div class="elementor-tabs"><div class="elementor-tabs-wrapper" role="tablist">${desktop.join('')}</div><div class="elementor-tabs-content-wrapper" role="tablist" aria-orientation="vertical">${mobile.join('')}</div></div>`,
    );
  };
  /** The accordion widget: question toggles, each answer a closed region (no `<details>`). */
  const accordion = (items: [string, string][]) =>
    widget(
      'accordion',
      `<div class="elementor-accordion">${items
        .map(([question, answer]) => {
          const id = ++panes;
          return `<div class="elementor-accordion-item"><div id="elementor-tab-title-${id}" class="elementor-tab-title" data-tab="${id % 10}" role="button" aria-controls="elementor-tab-content-${id}" aria-expanded="false"><span class="elementor-accordion-icon elementor-accordion-icon-right" aria-hidden="true"><span class="elementor-accordion-icon-closed"><i class="fas fa-plus"></i></span><span class="elementor-accordion-icon-opened"><i class="fas fa-minus"></i></span></span><a class="elementor-accordion-title" tabindex="0">${question}</a></div><div id="elementor-tab-content-${id}" class="elementor-tab-content elementor-clearfix" data-tab="${id % 10}" role="region" aria-labelledby="elementor-tab-title-${id}"><p>${answer}</p></div></div>`;
        })
        .join('')}</div>`,
    );

  const nav: [string, string][] = [
    ['/', 'Home'],
    ['/sloep-huren/', 'Sloep huren'],
    ['/rondvaarten/', 'Rondvaart met schipper'],
    ['/picknick-aan-boord/', 'Picknick aan boord'],
    ['/veelgestelde-vragen/', 'Veelgestelde vragen'],
    ['/contact/', 'Contact'],
  ];
  const menuItems = (path: string, dropdown: boolean) =>
    nav
      .map(([href, label], i) => {
        const on = href === path;
        return `<li class="menu-item menu-item-type-post_type menu-item-object-page${on ? ' current-menu-item page_item current_page_item' : ''} menu-item-${311 + i * 2}"><a href="${site}${href}" class="elementor-item${on ? ' elementor-item-active' : ''}"${on ? ' aria-current="page"' : ''}${dropdown ? ' tabindex="-1"' : ''}>${label}</a></li>`;
      })
      .join('');
  const header = (path: string, english: boolean) =>
    `<div data-elementor-type="header" data-elementor-id="88" class="elementor elementor-88 elementor-location-header" data-elementor-post-type="elementor_library">${section(
      column(
        widget(
          'theme-site-logo',
          `<a href="${site}/"><img width="240" height="64" src="${uploads}/logo-${f.domain}.svg" class="attachment-full size-full wp-image-9" alt="${f.brand}" /></a>`,
          'default',
        ),
      ),
      column(
        widget(
          'nav-menu',
          `<nav aria-label="Menu" class="elementor-nav-menu--main elementor-nav-menu__container elementor-nav-menu--layout-horizontal e--pointer-underline e--animation-fade"><ul id="menu-1-${elementId()}" class="elementor-nav-menu">${menuItems(path, false)}</ul></nav><div class="elementor-menu-toggle" role="button" tabindex="0" aria-label="Menu toggle" aria-expanded="false"><i aria-hidden="true" role="presentation" class="elementor-menu-toggle__icon--open eicon-menu-bar"></i><span class="elementor-screen-only">Menu</span></div><nav class="elementor-nav-menu--dropdown elementor-nav-menu__container" aria-hidden="true"><ul id="menu-2-${elementId()}" class="elementor-nav-menu">${menuItems(path, true)}</ul></nav>`,
        ),
        widget(
          'polylang-language-switcher',
          `<nav class="cpel-switcher__nav"><ul class="cpel-switcher__list"><li class="cpel-switcher__lang${english ? '' : ' cpel-switcher__lang--active'}"><a lang="nl-NL" hreflang="nl-NL" href="${site}/"><span class="cpel-switcher__code">NL</span></a></li><li class="cpel-switcher__lang${english ? ' cpel-switcher__lang--active' : ''}"><a lang="en-GB" hreflang="en-GB" href="${site}/en/electric-boat-hire-amsterdam/"><span class="cpel-switcher__code">EN</span></a></li></ul></nav>`,
        ),
        button(`${site}/sloep-huren/#reserveren`, english ? 'Book a boat' : 'Reserveer'),
      ),
    )}</div>`;

  const newsletter = () => {
    const formId = elementId();
    return widget(
      'form',
      `<form class="elementor-form" method="post" name="Nieuwsbrief" aria-label="Nieuwsbrief"><input type="hidden" name="post_id" value="97"/><input type="hidden" name="form_id" value="${formId}"/><input type="hidden" name="referer_title" value="${f.brand}" /><div class="elementor-form-fields-wrapper elementor-labels-"><div class="elementor-field-type-email elementor-field-group elementor-column elementor-field-group-email elementor-col-70 elementor-field-required"><label for="form-field-email" class="elementor-field-label elementor-screen-only">E-mail</label><input size="1" type="email" name="form_fields[email]" id="form-field-email" class="elementor-field elementor-size-sm elementor-field-textual" placeholder="Je e-mailadres" required="required" aria-required="true"></div><div class="elementor-field-group elementor-column elementor-field-type-submit elementor-col-30 e-form__buttons"><button class="elementor-button elementor-size-sm" type="submit"><span class="elementor-button-content-wrapper"><span class="elementor-button-text">Aanmelden</span></span></button></div></div></form>`,
    );
  };
  const footer = () =>
    `<div data-elementor-type="footer" data-elementor-id="97" class="elementor elementor-97 elementor-location-footer" data-elementor-post-type="elementor_library">${section(
      column(
        heading(4, f.brand),
        textEditor(`<p>${f.jetty}<br>${f.street}, ${f.postcode} Amsterdam<br>${f.landmark}</p>`),
        iconList(
          [
            `<a href="tel:${tel(f.phone)}">${f.phone}</a>`,
            `<a href="https://wa.me/${tel(f.whatsapp).slice(1)}">WhatsApp ${f.whatsapp}</a>`,
            `<a href="mailto:${f.email}">${f.email}</a>`,
          ],
          'fas fa-anchor',
        ),
      ),
      column(
        heading(4, 'Nieuwsbrief'),
        textEditor('<p>Een paar keer per seizoen: nieuwe vaarroutes, de eerste zomeravonden en acties voor vaste gasten.</p>'),
        newsletter(),
      ),
      column(
        heading(4, 'Info'),
        iconList(
          [
            '<a href="/algemene-voorwaarden/">Algemene voorwaarden</a>',
            '<a href="/privacyverklaring/">Privacyverklaring</a>',
            '<a href="/cookiebeleid-eu/">Cookiebeleid (EU)</a>',
            '<a href="/medewerkers/">Medewerkers</a>',
          ],
          'fas fa-angle-right',
        ),
      ),
    )}${section(textEditor(`<p>© 2032 ${f.legal} · KvK ${f.kvk} · Alle prijzen inclusief btw</p>`))}</div>`;
  const cookieBanner = `<div id="cmplz-cookiebanner-container"><div class="cmplz-cookiebanner cmplz-hidden banner-1 bottom-right-view-preferences optin cmplz-bottom-right cmplz-categories-type-view-preferences" aria-modal="true" data-nosnippet="true" role="dialog" aria-live="polite" aria-labelledby="cmplz-header-1-optin" aria-describedby="cmplz-message-1-optin"><div class="cmplz-header"><div class="cmplz-logo"></div><div class="cmplz-title" id="cmplz-header-1-optin">Beheer toestemming</div><div class="cmplz-close" tabindex="0" role="button" aria-label="Dialog sluiten"></div></div><div class="cmplz-divider cmplz-divider-header"></div><div class="cmplz-body"><div class="cmplz-message" id="cmplz-message-1-optin">Om de beste ervaringen te bieden, gebruiken wij technologieën zoals cookies om informatie over je apparaat op te slaan en/of te raadplegen. Door in te stemmen met deze technologieën kunnen wij gegevens zoals surfgedrag of unieke ID's op deze site verwerken.</div></div><div class="cmplz-buttons"><button class="cmplz-btn cmplz-accept">Accepteren</button><button class="cmplz-btn cmplz-deny">Weigeren</button><button class="cmplz-btn cmplz-view-preferences">Voorkeuren bekijken</button></div><div class="cmplz-links cmplz-documents"><ul><li><a href="/cookiebeleid-eu/" class="cmplz-link cookie-statement">Cookiebeleid</a></li><li><a href="/privacyverklaring/" class="cmplz-link privacy-statement">Privacyverklaring</a></li></ul></div></div></div>`;

  const pageIds = new Map([...nav.map(([href], i) => [href, 12 + i * 7] as const), ['/en/electric-boat-hire-amsterdam/', 64], ['/medewerkers/', 71]]);
  const doc = (path: string, title: string, description: string, content: string, lang: 'nl-NL' | 'en-GB' = 'nl-NL', robots = 'index, follow') => {
    const pageId = pageIds.get(path) ?? 99;
    const english = lang === 'en-GB';
    const organization = {
      '@type': 'Organization',
      '@id': `${site}/#organization`,
      name: f.legal,
      url: `${site}/`,
      logo: { '@type': 'ImageObject', url: `${uploads}/logo-${f.domain}.svg` },
      sameAs: [`https://www.instagram.com/${f.domain}/`],
    };
    const webSite = {
      '@type': 'WebSite',
      '@id': `${site}/#website`,
      url: `${site}/`,
      name: f.brand,
      publisher: { '@id': organization['@id'] },
      inLanguage: lang,
    };
    const webPage = {
      '@type': 'WebPage',
      '@id': `${site}${path}`,
      inLanguage: lang,
      name: `${title} - ${f.brand}`,
      description,
      url: `${site}${path}`,
      isPartOf: { '@id': webSite['@id'] },
      dateModified: '2032-02-27T15:41:09+00:00',
      breadcrumb: { '@id': `${site}${path}#breadcrumb` },
    };
    const schema = jsonLd({ '@context': 'https://schema.org', '@graph': [webPage, webSite, organization] });
    return `<!doctype html><html lang="${lang}"><head><meta charset="UTF-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name='robots' content='${robots}, max-image-preview:large, max-snippet:-1, max-video-preview:-1' /><title>${title} - ${f.brand}</title><meta name="description" content="${description}" /><link rel="canonical" href="${site}${path}" /><link rel="alternate" href="${site}/" hreflang="nl" /><link rel="alternate" href="${site}/en/electric-boat-hire-amsterdam/" hreflang="en" /><meta property="og:locale" content="${lang.replace('-', '_')}" /><meta property="og:type" content="article" /><meta property="og:title" content="${title} - ${f.brand}" /><meta property="og:url" content="${site}${path}" /><meta property="og:site_name" content="${f.brand}" />${schema}<link rel='stylesheet' id='hello-elementor-css' href='${site}/wp-content/themes/hello-elementor/style.min.css?ver=3.1.1' media='all' /><link rel='stylesheet' id='elementor-frontend-css' href='${site}/wp-content/plugins/elementor/assets/css/frontend.min.css?ver=3.23.4' media='all' /><link rel='stylesheet' id='elementor-pro-css' href='${site}/wp-content/plugins/elementor-pro/assets/css/frontend.min.css?ver=3.23.2' media='all' /><link rel='stylesheet' id='elementor-post-${pageId}-css' href='${site}/wp-content/uploads/elementor/css/post-${pageId}.css?ver=1709047269' media='all' /><script src="${site}/wp-includes/js/jquery/jquery.min.js?ver=3.7.1" id="jquery-core-js"></script></head><body class="page-template-default page page-id-${pageId} wp-custom-logo elementor-default elementor-kit-5 elementor-page elementor-page-${pageId}${english ? ' pll-en' : ''}"><a class="skip-link screen-reader-text" href="#content">${english ? 'Skip to content' : 'Ga naar de inhoud'}</a>${header(path, english)}<main id="content" class="site-main post-${pageId} page type-page status-publish hentry"><div class="page-content"><div data-elementor-type="wp-page" data-elementor-id="${pageId}" class="elementor elementor-${pageId}" data-elementor-post-type="page">${content}</div></div></main>${footer()}${cookieBanner}<script id="elementor-frontend-js-before">var elementorFrontendConfig = {"environmentMode":{"edit":false,"wpPreview":false,"isScriptDebug":false},"i18n":{"shareOnFacebook":"Deel via Facebook","close":"Sluiten"},"is_rtl":false,"version":"3.23.4","urls":{"assets":"${site}\\/wp-content\\/plugins\\/elementor\\/assets\\/"},"post":{"id":${pageId},"title":"${title.replace(/"/g, '')}","excerpt":"","featuredImage":false}};</script><script src="${site}/wp-content/plugins/elementor/assets/js/frontend.min.js?ver=3.23.4" id="elementor-frontend-js"></script></body></html>`;
  };

  const euro = (amount: string) => `€&nbsp;${amount}`;
  const boatTable = ({ name, persons, hour }: typeof bt.small, size: string) =>
    priceTable(
      `Sloep ${name}`,
      `${size} · max. ${persons} personen`,
      hour,
      'per uur',
      [`Minimaal ${f.minHours} uur`, 'Stroom / opladen inbegrepen', 'Regenkap, kussens en bluetooth-speaker', 'Zwemvesten aan boord', 'Geen vaarbewijs nodig'],
      [`${site}/sloep-huren/#reserveren-${slugOf(name)}`, `Reserveer ${name}`],
    );
  const seasonHours = tabs([
    [
      'Voor- en naseizoen',
      `<p>Van ${sn.from} tot ${hr.highFrom} en na ${hr.highTo} tot ${sn.to}:</p><p><strong>Dagelijks ${lowFrom} – ${lowTo}</strong><br>De eerste boot vaart om ${lowFrom} uit, alle boten zijn uiterlijk om ${lowTo} terug aan de steiger.</p>`,
    ],
    [
      `Hoogseizoen (${hr.highFrom} – ${hr.highTo})`,
      `<p><strong>Dagelijks ${highFrom} – ${highTo}</strong><br>De eerste boot vaart om ${highFrom} uit, alle boten zijn uiterlijk om ${highTo} terug aan de steiger. De avondvaart vertrekt om ${tr.eveningStart}.</p>`,
    ],
    ['Winter', `<p>Van ${sn.to} tot ${sn.from} liggen de sloepen in de winterstalling. Rondvaarten voor groepen zijn in de winter op aanvraag mogelijk.</p>`],
  ]);
  const faqs: [string, string][] = [
    [
      'Heb ik een vaarbewijs nodig?',
      `Nee. Onze sloepen zijn korter dan 15 meter en varen niet harder dan 20 km per uur, dus een vaarbewijs is niet nodig. De schipper moet wel minimaal ${f.skipperAge} jaar zijn en een geldig legitimatiebewijs laten zien. Voor vertrek krijg je van ons een korte uitleg en een kaart met de vaarregels op de grachten.`,
    ],
    [
      'Wat als het regent?',
      `Alle sloepen hebben een regenkap, dus bij een bui vaar je gewoon droog verder. Ziet het er de hele dag nat uit? Dan kun je tot ${f.rainHours} uur voor vertrek kosteloos omboeken naar een andere dag. Bij onweer of code oranje van het KNMI varen we niet en krijg je je geld terug.`,
    ],
    [
      'Kan ik mijn reservering annuleren?',
      `Annuleren is kosteloos tot ${f.cancelHours} uur voor vertrek. Daarna betaal je het volledige huurbedrag, tenzij het om slecht weer gaat (zie hierboven).`,
    ],
    [
      'Mag mijn hond mee?',
      `Honden zijn welkom aan boord, maximaal ${dog.max} per sloep. We rekenen ${euro(dog.fee)} schoonmaakkosten per hond. Neem een handdoek mee voor natte poten!`,
    ],
    [
      'Hoe zit het met de borg?',
      `Bij vertrek betaal je aan de steiger ${euro(f.deposit)} borg per sloep, met pin of creditcard. Breng je de sloep heel en op tijd terug, dan krijg je de borg direct terug.`,
    ],
    [
      'Wat als we te laat terug zijn?',
      `Geen paniek, maar bel ons even. Voor elk begonnen kwartier te laat rekenen we ${euro(f.late)}, omdat de volgende gasten op de steiger wachten.`,
    ],
    [
      'Moeten we zelf opladen of bijtanken?',
      'Nee. De sloepen varen volledig elektrisch op een accu die genoeg heeft voor een hele dag varen. Stroom en opladen zijn bij de huurprijs inbegrepen.',
    ],
    ['Mogen we zelf eten en drinken meenemen?', 'Natuurlijk. Glazen flessen graag in de krat, en alcohol voor de schipper is verboden (net als op de weg).'],
  ];
  const picnicItems: [string, string, string][] = [
    ['Picknickmand Klassiek', `${euro(pc.classic)} p.p.`, 'Belegde broodjes, Hollandse kaas, seizoensfruit, stroopwafels en verse jus. Vanaf 2 personen.'],
    ['Borrelplank Grachtengordel', euro(pc.board), 'Voor 4 personen: oude kaas, droge worst, olijven, nootjes, crackers en tapenade.'],
    ['Fles bubbels', euro(pc.bubbles), 'Een gekoelde cava brut met plastic flûtes, of alcoholvrije bubbels.'],
    ['Kinderlunchbox', euro(pc.kids), 'Krentenbol, komkommer, appelsap en een klein cadeautje. Tot 12 jaar.'],
  ];

  type Asked = [ask: string, expect: string[], kind: string, more?: Partial<BenchQuestion>];
  /** One language's questions, each written as the visitor's words, what the answer must hold, and its kind. */
  const inLanguage = (language: string, asked: Asked[]): BenchQuestion[] =>
    asked.map(([ask, expect, kind, more]) => ({ kind, ask, expect, ...more, ...(language === 'en' ? {} : { language }) }));
  const groupAsk =
    'Hoi! Wij zijn met z’n achten (vrijgezellenfeest van mijn zus) en willen in juni een middag zelf door de grachten varen. Welke sloep moeten we hebben en wat kost die per uur?';
  const tourAsk =
    'Mijn ouders zijn allebei begin 70 en willen liever niet zelf sturen. Hebben jullie ook een rondvaart met iemand die vaart, alleen voor ons gezin? Wat kost dat?';
  const questions: BenchQuestion[] = [
    ...inLanguage('nl', [
      [groupAsk, [bt.medium.hour], 'price', { reject: [ix.medium] }],
      ['En hoeveel borg moeten we achterlaten?', [f.deposit], 'follow-up', { after: [groupAsk] }],
      ['moeten we de boot zelf opladen? en hoelang moeten we minimaal huren', [`${f.minHours} uur`], 'follow-up', { after: [groupAsk] }],
      ['We komen pas rond 18:15 aan bij de steiger, op een dinsdag eind september: kunnen we dan nog een sloep huren?', [lowTo], 'hours'],
      ['Mag onze hond mee aan boord? Het is een labrador, best groot en hij is dol op water 🐶', [dog.fee], 'policy'],
      ['Wat als het gaat regenen op de dag dat we geboekt hebben? Kunnen we dan nog verzetten?', [`${f.rainHours} uur`], 'policy'],
      [
        'Kunnen jullie ook eten regelen voor aan boord? Wat kost zo’n picknickmand en hoe ver van tevoren moet ik die bestellen?',
        [pc.classic, `${pc.notice} uur`],
        'price',
      ],
      ['We zijn met 12 man. Wat is goedkoper: twee kleine sloepen of één grote?', [bt.small.hour, bt.large.hour], 'comparison'],
      [tourAsk, [tr.private], 'price'],
      ['en als we een half uurtje langer willen varen?', [tr.extraHalf], 'follow-up', { after: [tourAsk] }],
    ]),
    ...inLanguage('en', [
      [
        "Hi! We're 6 friends from Toronto staying near Rembrandtplein. Do we need a boating license, how old does the driver have to be, and how much is the smallest boat per hour?",
        [f.skipperAge, bt.small.hour],
        'policy',
        { reject: [ix.small] },
      ],
      ['where exactly do we pick up the boat? whats the adress of the jetty', [f.street], 'location'],
      ["We're visiting Amsterdam in early November. Until what date are your boats out this year?", [sn.toEn], 'date'],
      ["What happens if we bring the boat back 20 minutes late? Is there a fee? Just want to know before we book, we're a bit chaotic 😅", [f.late], 'price'],
      ['Do you have anything food-wise for kids? We have two little ones (4 and 7).', [pc.kids], 'price'],
      ['We want to be on the water as early as possible on a day in mid-August. What time does the first boat leave?', [highFrom], 'hours'],
    ]),
    ...inLanguage('de', [
      [
        'Wir sind zu zwölft (Firmenausflug) und wollen selbst fahren. Welches Boot passt und was kostet es pro Stunde?',
        [bt.large.hour],
        'price',
        { reject: [ix.large] },
      ],
    ]),
    ...inLanguage('es', [['Hola, ¿a qué hora sale el paseo en barco al atardecer?', [tr.eveningStart], 'hours']]),
    ...inLanguage('fr', [['Bonjour, est-ce qu’on peut réserver par WhatsApp ? Quel est le numéro ?', [f.whatsapp], 'contact']]),
    ...inLanguage('it', [['Quanto costa una bottiglia di bollicine da portare a bordo?', [pc.bubbles], 'price']]),
    ...inLanguage('pt', [['Qual é o e-mail para reservar um passeio privado com skipper?', [f.email], 'contact']]),
    ...inLanguage('ar', [['ما هو رقم هاتفكم للحجز؟', [f.phone], 'contact']]),
    ...inLanguage('he', [['מי הבעלים של החברה, ומאיזו שנה אתם משכירים סירות?', [f.owner, f.since], 'team']]),
    ...inLanguage('ja', [['ボートは全部で何隻ありますか？', [f.fleet], 'other']]),
    ...inLanguage('zh-Hans', [['傍晚的运河游船每人多少钱？', [tr.evening], 'price']]),
    ...unanswerable(
      'Kunnen we bij jullie ook een sup-board of kano huren?',
      'Gibt es an der Anlegestelle Parkplätze für Wohnmobile?',
      'C’è un parcheggio per le biciclette vicino al pontile?',
    ).map((q, i) => ({ ...q, language: ['nl', 'de', 'it'][i] ?? 'nl' })),
    ...unanswerable(
      'Zoeken jullie nog schippers voor deze zomer? Wat verdien je per uur?',
      'Will your prices go up next season? Our company wants to book a big outing for next year.',
    ).map((q, i) => (i ? { ...q, reject: [ix.small, ix.large, ix.supplier] } : { ...q, language: 'nl', reject: [ix.pay] })),
  ];

  const pages: Record<string, string> = {
    '/': doc(
      '/',
      'Elektrische sloep huren in Amsterdam',
      `Huur een elektrische sloep zonder vaarbewijs of boek een rondvaart met schipper. Vertrek vanaf de ${f.jetty}.`,
      section(
        column(
          heading(1, 'Zelf varen door de grachten, fluisterstil en elektrisch'),
          textEditor(
            `<p>Stap in bij de ${f.jetty} (${f.street}) en vaar zelf door de Amsterdamse grachten. Geen vaarbewijs nodig, geen benzinelucht: al onze ${f.fleet} sloepen varen op stroom. Liever achteroverleunen? Boek een rondvaart met een van onze schippers.</p>`,
          ),
          button('/sloep-huren/', 'Bekijk sloepen en prijzen', 'md'),
        ),
        column(image('sloep-keizersgracht', 'Sloep op de Keizersgracht', 141)),
      ) +
        section(
          column(
            heading(3, 'Sloep huren'),
            textEditor(`<p>Voor 6, 8 of 12 personen, vanaf ${euro(bt.small.hour)} per uur.</p>`),
            button('/sloep-huren/', 'Meer info'),
          ),
          column(
            heading(3, 'Rondvaart met schipper'),
            textEditor(`<p>Privé rondvaart van ${tr.minutes} minuten voor je eigen gezelschap, of schuif aan bij de avondvaart.</p>`),
            button('/rondvaarten/', 'Meer info'),
          ),
          column(
            heading(3, 'Picknick aan boord'),
            textEditor('<p>Wij zetten een gevulde mand of borrelplank voor je klaar op de boot.</p>'),
            button('/picknick-aan-boord/', 'Meer info'),
          ),
        ) +
        section(
          heading(2, `Seizoen ${sn.from} – ${sn.to}`),
          textEditor(
            `<p>We varen elke dag van het seizoen, ook op feestdagen. Op Koningsdag is de vloot al maanden vooruit volgeboekt: reserveer op tijd!</p>`,
          ),
          seasonHours,
        ),
    ),
    '/sloep-huren/': doc(
      '/sloep-huren/',
      'Sloep huren',
      'Prijzen per uur voor onze elektrische sloepen voor 6, 8 en 12 personen.',
      section(
        heading(1, 'Elektrische sloep huren'),
        textEditor(
          `<p>Je vaart zelf, wij leggen alles uit. Huur per uur, minimaal ${f.minHours} uur. Zonder vaarbewijs, met regenkap, en stroom is altijd inbegrepen: je hoeft nooit te tanken of op te laden.</p>`,
        ),
      ) +
        section(column(boatTable(bt.small, 'Klein')), column(boatTable(bt.medium, 'Middel')), column(boatTable(bt.large, 'Groot'))) +
        section(
          heading(2, 'Goed om te weten'),
          iconList([
            `Borg: ${euro(f.deposit)} per sloep, te betalen bij vertrek aan de steiger (pin of creditcard)`,
            `Schipper minimaal ${f.skipperAge} jaar, legitimatie verplicht`,
            `Te laat terug: ${euro(f.late)} per begonnen kwartier`,
            `Honden welkom: max. ${dog.max} per sloep, ${euro(dog.fee)} schoonmaakkosten per hond`,
            `Kosteloos annuleren tot ${f.cancelHours} uur voor vertrek`,
          ]),
          widget('html', '<div id="reserveren" class="booking-widget" data-provider="bookingkit" data-lang="nl">Reserveringsmodule wordt geladen…</div>'),
        ),
    ),
    '/rondvaarten/': doc(
      '/rondvaarten/',
      'Rondvaart met schipper',
      'Privé rondvaart met eigen schipper of de gezellige avondvaart door de grachtengordel.',
      section(
        heading(1, 'Rondvaart met schipper'),
        textEditor(
          `<p>Wil je niet zelf sturen? Onze schippers (onder wie ${tr.skipper}, al jaren de favoriet van onze gasten) varen je langs de mooiste plekjes en vertellen onderweg over de grachtengordel.</p>`,
        ),
      ) +
        section(
          column(
            priceTable(
              'Privé rondvaart',
              `${tr.minutes} minuten · tot 12 personen`,
              tr.private,
              'per boot',
              ['Eigen schipper', 'Route in overleg', `Elk extra half uur ${euro(tr.extraHalf)}`, 'Eigen eten en drinken mag mee'],
              ['/contact/', 'Aanvragen'],
            ),
          ),
          column(
            priceTable(
              'Avondvaart',
              `${tr.eveningMinutes} minuten · gedeelde boot`,
              tr.evening,
              'per persoon',
              [`Vertrek ${tr.eveningStart}`, 'Alleen in het hoogseizoen', 'Drankje aan boord te koop', 'Ideaal voor stelletjes en kleine groepen'],
              ['/contact/', 'Plek reserveren'],
            ),
          ),
        ) +
        section(
          textEditor(`<p>Voor bedrijfsuitjes met meerdere boten maken we graag een offerte op maat. Mail naar <a href="mailto:${f.email}">${f.email}</a>.</p>`),
        ),
    ),
    '/picknick-aan-boord/': doc(
      '/picknick-aan-boord/',
      'Picknick aan boord',
      'Picknickmanden, borrelplanken en bubbels klaar op je sloep.',
      section(
        heading(1, 'Picknick aan boord'),
        textEditor(
          `<p>Wij zorgen dat je mand klaarstaat als je instapt. Bestel uiterlijk ${pc.notice} uur van tevoren via het reserveringsformulier of per WhatsApp (${f.whatsapp}).</p>`,
        ),
        priceList(picnicItems),
        textEditor('<p><em>Allergieën? Laat het ons weten bij je bestelling, een glutenvrije of vegetarische mand is geen probleem.</em></p>'),
      ),
    ),
    '/veelgestelde-vragen/': doc(
      '/veelgestelde-vragen/',
      'Veelgestelde vragen',
      'Vaarbewijs, regen, borg, honden en annuleren: de antwoorden op een rij.',
      section(heading(1, 'Veelgestelde vragen'), accordion(faqs)),
    ),
    '/contact/': doc(
      '/contact/',
      'Contact',
      `Adres van de ${f.jetty}, telefoon en openingstijden.`,
      section(
        column(
          heading(1, 'Contact & route'),
          textEditor(
            `<p><strong>Vertrekpunt: ${f.jetty}</strong><br>${f.street}<br>${f.postcode} Amsterdam<br>(${f.landmark})</p><p>Telefoon: <a href="tel:${tel(f.phone)}">${f.phone}</a><br>WhatsApp: ${f.whatsapp}<br>E-mail: <a href="mailto:${f.email}">${f.email}</a></p>`,
          ),
          heading(3, 'Openingstijden'),
          seasonHours,
        ),
        column(
          widget(
            'google_maps',
            `<div class="elementor-custom-embed"><iframe loading="lazy" src="https://maps.google.example/maps?q=${encodeURIComponent(`${f.street}, ${f.postcode} Amsterdam`)}&amp;t=m&amp;z=15&amp;output=embed&amp;iwloc=near" title="${f.street}" aria-label="${f.street}"></iframe></div>`,
          ),
        ),
      ) +
        section(
          heading(2, 'Over ons'),
          textEditor(
            `<p>${f.brand} is in ${f.since} begonnen door ${f.owner} met twee zelfgebouwde sloepen. Inmiddels hebben we ${f.fleet} elektrische sloepen en een team van vaste schippers.</p>`,
          ),
        ),
    ),
    '/en/electric-boat-hire-amsterdam/': doc(
      '/en/electric-boat-hire-amsterdam/',
      'Electric boat hire Amsterdam',
      'Rent a silent electric boat in Amsterdam, no licence needed.',
      section(
        heading(1, 'Electric boat hire in Amsterdam – no licence needed'),
        textEditor(
          `<p>Explore the canals at your own pace in one of our electric boats ("sloepen"). You don’t need a boating licence; the person steering must be at least ${f.skipperAge} and show ID. Charging is always included.</p><p>Boats leave from the <strong>${f.jetty}, ${f.street}, ${f.postcode} Amsterdam</strong> (${f.landmarkEn}).</p>`,
        ),
        iconList([
          `Small boat (up to ${bt.small.persons} people): €${bt.small.hour} per hour`,
          `Medium boat (up to ${bt.medium.persons} people): €${bt.medium.hour} per hour`,
          `Large boat (up to ${bt.large.persons} people): €${bt.large.hour} per hour`,
          `Minimum ${f.minHours} hours · deposit €${f.deposit} per boat`,
          `Private skippered tour: €${tr.private} for ${tr.minutes} minutes`,
        ]),
        heading(2, 'Season and opening hours'),
        textEditor(
          `<p>We’re on the water from ${sn.fromEn} to ${sn.toEn}. Daily ${lowFrom} – ${lowTo}; in summer (${hr.highFromEn} – ${hr.highToEn}) ${highFrom} – ${highTo}.</p><p>Questions? Call <a href="tel:${tel(f.phone)}">${f.phone}</a> or send us a WhatsApp. We speak English!</p>`,
        ),
        button('/sloep-huren/#reserveren', 'Book online'),
      ),
      'en-GB',
    ),
    '/medewerkers/': doc(
      '/medewerkers/',
      'Medewerkers',
      'Alleen voor medewerkers.',
      section(
        heading(1, 'Medewerkers – niet delen'),
        textEditor(
          `<ul><li>Uurloon schippers en steigerhulpen: ${euro(ix.pay)} bruto, zondagtoeslag 25%.</li><li>Accu’s en laadpalen: ${ix.supplier}, klantnummer ${ix.code}.</li><li>Prijzen seizoen ${ix.season} (nog niet publiceren): klein ${euro(ix.small)}, middel ${euro(ix.medium)}, groot ${euro(ix.large)} per uur.</li></ul>`,
        ),
      ),
      'nl-NL',
      'noindex, nofollow',
    ),
  };
  return { name: 'electric boat hire (nl-NL)', questions, disallow: ['/medewerkers/'], pages };
}
