/* eslint-disable max-lines -- a fixture site: every page of one business as one function of its facts, whose closures (markup helpers, prices) the pages share */
import type { BenchQuestion, BenchSite } from '../types';
import { askedIn, phoneLink, slugOf } from '../unseen2/markup';
import type facts from './kids-parties.facts.json';

/**
 * Unseen: a children's birthday party and holiday camp organiser in Milan, a WordPress site on the
 * GeneratePress theme with Elementor Pro and Essential Addons, in Italian (`lang="it-IT"`, paths with
 * a trailing slash): GeneratePress's `main-navigation` with WordPress `menu-item` classes and its
 * mobile toggle, every page Elementor flexbox containers (`e-con e-parent` › `e-con-inner` ›
 * `e-con e-child`) of widgets, the party packages as Essential Addons pricing tables inside Essential
 * Addons advanced tabs (the second and third tab `inactive`, hidden by CSS), the price split into a
 * currency span and the amount, the extras as an Elementor Pro price list, the camp day as icon lists
 * and a nested accordion of `<details>` (all closed), the team as a testimonial carousel (Swiper
 * slides with name and title in a `cite`), a WPForms form, a Joinchat WhatsApp button, the iubenda
 * cookie banner and an All in One SEO JSON-LD graph (slashes escaped as WordPress writes them). A staff
 * area under /area-staff/, which robots.txt disallows (the footer links to it), holds the animators'
 * pay, a supplier code and next year's prices that must never be quoted.
 *
 * The facts the pages are written from, as written and mutated, are data in kids-parties.facts.json.
 * Parties in the room need at least `parties.min` children (paid even if fewer come); at home the
 * flat price covers up to `home.upTo` children, each extra child costs `home.extraKid`, outside the
 * city of Milan `home.travel` travel. A deposit of `parties.deposit` € holds the date, returned when
 * cancelled up to `parties.freeCancel` before; if the birthday child is ill (with a doctor's note)
 * the party moves once within `parties.sickMove`. The summer camp pauses between `camp.pause`; the
 * yearly registration fee with insurance comes on top. Today is early April 2029.
 */
export type KidsPartiesFacts = typeof facts.original;

export function kidsParties(f: KidsPartiesFacts): BenchSite {
  const { hours: hr, room, parties: pt, extras: ex, camp, team, internal: ix } = f;
  const { mini, lab, home } = pt;
  const it = askedIn('it');
  const tel = phoneLink('39');
  const site = `https://www.${f.domain}.example`;
  const uploads = `${site}/wp-content/uploads/2028/11`;
  const dayOf = (date: string) => date.split(' ').slice(1).join(' ');

  let seed = 0x4b7e21;
  /** Elementor's element ids: seven hex digits, different for every element. */
  const eid = () => (seed = (seed * 48271 + 11) % 0x7fffffff).toString(16).slice(-7).padStart(7, 'a');
  const element = (cls: string, type: string, inner: string, extra = '') => {
    const id = eid();
    return `<div class="elementor-element elementor-element-${id} ${cls}" data-id="${id}" data-element_type="${type}"${extra}>${inner}</div>`;
  };
  /** A top-level boxed container, its children side by side. */
  const box = (...children: string[]) =>
    element(
      'e-flex e-con-boxed e-con e-parent',
      'container',
      `<div class="e-con-inner">${children.join('')}</div>`,
      ` data-settings="{&quot;content_width&quot;:&quot;boxed&quot;}"`,
    );
  const column = (...widgets: string[]) => element('e-con-full e-flex e-con e-child', 'container', widgets.join(''));
  const widget = (type: string, inner: string, skin = 'default') =>
    element(
      `elementor-widget elementor-widget-${type}`,
      'widget',
      `<div class="elementor-widget-container">${inner}</div>`,
      ` data-widget_type="${type}.${skin}"`,
    );
  const heading = (text: string, tag = 'h2') => widget('heading', `<${tag} class="elementor-heading-title elementor-size-default">${text}</${tag}>`);
  const text = (content: string) => widget('text-editor', content);
  const button = (href: string, label: string) =>
    widget(
      'button',
      `<div class="elementor-button-wrapper"><a class="elementor-button elementor-button-link elementor-size-sm" href="${href}"><span class="elementor-button-content-wrapper"><span class="elementor-button-text">${label}</span></span></a></div>`,
    );
  const iconList = (items: [string, string][]) =>
    widget(
      'icon-list',
      `<ul class="elementor-icon-list-items">${items
        .map(
          ([icon, item]) =>
            `<li class="elementor-icon-list-item"><span class="elementor-icon-list-icon"><i aria-hidden="true" class="fas fa-${icon}"></i></span><span class="elementor-icon-list-text">${item}</span></li>`,
        )
        .join('')}</ul>`,
    );
  const iconBox = (icon: string, title: string, body: string, href: string) =>
    widget(
      'icon-box',
      `<div class="elementor-icon-box-wrapper"><div class="elementor-icon-box-icon"><a href="${href}" class="elementor-icon elementor-animation-grow" tabindex="-1"><i aria-hidden="true" class="fas fa-${icon}"></i></a></div><div class="elementor-icon-box-content"><h3 class="elementor-icon-box-title"><a href="${href}">${title}</a></h3><p class="elementor-icon-box-description">${body}</p></div></div>`,
    );
  /** Essential Addons' pricing table: the euro sign in its own span, the period after the amount. */
  const pricing = (title: string, subtitle: string, amount: string, period: string, features: string[], featured = false) =>
    widget(
      'eael-pricing-table',
      `<div class="eael-pricing style-1${featured ? ' featured ribbon-2' : ''}"><div class="eael-pricing-item"><div class="header"><h2 class="title">${title}</h2><span class="subtitle">${subtitle}</span></div><div class="eael-pricing-tag"><span class="price-tag"><span class="price-currency">€</span>${amount}</span> <span class="price-period">/ ${period}</span></div><div class="body"><ul>${features
        .map((feat) => `<li class="eael-pricing-item-feature"><span class="li-icon" style="color:#ff6f61"><i class="fas fa-star"></i></span>${feat}</li>`)
        .join('')}</ul></div><div class="footer"><a href="${site}/contatti/" class="eael-pricing-button">Chiedi la data</a></div></div></div>`,
      'default',
    );
  let tabGroup = 0;
  /** Essential Addons' advanced tabs: the first `active-default`, the rest `inactive` until clicked. */
  const advancedTabs = (tabs: [string, string, string][]) => {
    const group = (tabGroup += 1);
    const nav = tabs
      .map(
        ([icon, title], i) =>
          `<li id="${slugOf(title).replace(/^-|-$/g, '')}" class="${i ? 'inactive' : 'active-default'}" data-tab="${i + 1}" role="tab" tabindex="0" aria-selected="${i ? 'false' : 'true'}" aria-expanded="${i ? 'false' : 'true'}"><i class="fas fa-${icon}"></i><span class="eael-tab-title title-after-icon">${title}</span></li>`,
      )
      .join('');
    const panes = tabs
      .map(
        ([, title, body], i) =>
          `<div id="${slugOf(title).replace(/^-|-$/g, '')}-tab" class="clearfix eael-tab-content-item ${i ? 'inactive' : 'active-default'}" data-title-link="${slugOf(title).replace(/^-|-$/g, '')}-tab">${body}</div>`,
      )
      .join('');
    return widget(
      'eael-adv-tabs',
      `<div id="eael-advance-tabs-${group}${eid()}" class="eael-advance-tabs eael-tabs-horizontal" data-tabid="${group}"><div class="eael-tabs-nav"><ul class="eael-tab-top-icon" role="tablist">${nav}</ul></div><div class="eael-tabs-content">${panes}</div></div>`,
    );
  };
  /** One line of Elementor Pro's price list: a thumbnail, then title, dotted leader and price, a description below. */
  const priceLine = ({ title, price, about, image }: { title: string; price: string; about: string; image: string }) => {
    const header = `<div class="elementor-price-list-header"><span class="elementor-price-list-title">${title}</span><span class="elementor-price-list-separator"></span><span class="elementor-price-list-price">${price}</span></div>`;
    return `<li class="elementor-price-list-item"><div class="elementor-price-list-image"><img decoding="async" width="150" height="150" src="${uploads}/extra-${image}-150x150.jpg" alt="${title}"></div><div class="elementor-price-list-text">${header}<p class="elementor-price-list-description">${about}</p></div></li>`;
  };
  const priceList = (lines: Parameters<typeof priceLine>[0][]) =>
    widget('price-list', `<ul class="elementor-price-list">${lines.map(priceLine).join('')}</ul>`);
  /** The nested accordion: one closed `<details>` per item, its content a child container. */
  const accordion = (items: [string, string][]) =>
    widget(
      'n-accordion',
      `<div class="e-n-accordion" aria-label="Accordion. Apri i link con i tasti Invio o Spazio, chiudi con Esc">${items
        .map(
          ([title, body], i) =>
            `<details id="e-n-accordion-item-${2140 + i}" class="e-n-accordion-item"><summary class="e-n-accordion-item-title" data-accordion-index="${i + 1}" tabindex="${i ? -1 : 0}" aria-expanded="false" aria-controls="e-n-accordion-item-${2140 + i}"><span class="e-n-accordion-item-title-header"><div class="e-n-accordion-item-title-text">${title}</div></span><span class="e-n-accordion-item-title-icon"><span class="e-opened"><i aria-hidden="true" class="fas fa-minus"></i></span><span class="e-closed"><i aria-hidden="true" class="fas fa-plus"></i></span></span></summary>${column(text(`<p>${body}</p>`)).replace('data-element_type="container"', 'data-element_type="container" role="region"')}</details>`,
        )
        .join('')}</div>`,
      'default',
    );
  const carousel = (people: [string, string, string][]) =>
    widget(
      'testimonial-carousel',
      `<div class="elementor-swiper"><div class="elementor-main-swiper swiper" role="region" aria-roledescription="carousel" aria-label="Lo staff"><div class="swiper-wrapper elementor-testimonial-carousel-wrapper">${people
        .map(
          ([name, title, about], i) =>
            `<div class="swiper-slide" role="group" aria-roledescription="slide" aria-label="${i + 1} di ${people.length}"><div class="elementor-testimonial"><div class="elementor-testimonial__content"><div class="elementor-testimonial__text">${about}</div></div><div class="elementor-testimonial__footer"><div class="elementor-testimonial__image"><img decoding="async" src="${uploads}/${slugOf(name).replace(/^-|-$/g, '')}-300x300.jpg" alt="${name}"></div><cite class="elementor-testimonial__cite"><span class="elementor-testimonial__name">${name}</span><span class="elementor-testimonial__title">${title}</span></cite></div></div></div>`,
        )
        .join(
          '',
        )}</div><div class="elementor-swiper-button elementor-swiper-button-prev" role="button" tabindex="0" aria-label="Precedente"><i aria-hidden="true" class="eicon-chevron-left"></i></div><div class="elementor-swiper-button elementor-swiper-button-next" role="button" tabindex="0" aria-label="Successivo"><i aria-hidden="true" class="eicon-chevron-right"></i></div><div class="swiper-pagination"></div></div></div>`,
      'default',
    );

  const menu: [string, string][] = [
    ['/', 'Home'],
    ['/feste-di-compleanno/', 'Feste di compleanno'],
    ['/extra/', 'Animazione extra'],
    ['/campus/', 'Campus'],
    ['/chi-siamo/', 'Chi siamo'],
    ['/faq/', 'Domande frequenti'],
    ['/contatti/', 'Contatti'],
  ];
  const menuItems = (path: string) =>
    menu
      .map(([href, label], i) => {
        const on = href === path ? ' current-menu-item current_page_item' : '';
        return `<li id="menu-item-${31 + i * 3}" class="menu-item menu-item-type-post_type menu-item-object-page${href === '/' ? ' menu-item-home' : ''}${on} menu-item-${31 + i * 3}"><a href="${site}${href}"${on ? ' aria-current="page"' : ''}>${label}</a></li>`;
      })
      .join('');
  const weekHours = `${hr.week[0]}–${hr.week[1]} e ${hr.week[2]}–${hr.week[3]}`;
  /** All in One SEO's graph, with the escaped slashes WordPress writes into JSON. */
  const schema = (title: string, path: string) =>
    `<script type="application/ld+json" class="aioseo-schema">${JSON.stringify({
      '@context': 'https://schema.org',
      '@graph': [
        {
          '@type': 'WebPage',
          '@id': `${site}${path}#webpage`,
          url: `${site}${path}`,
          name: `${title} | ${f.brand} Milano`,
          inLanguage: 'it-IT',
          isPartOf: { '@id': `${site}/#website` },
        },
        { '@type': 'WebSite', '@id': `${site}/#website`, url: `${site}/`, name: `${f.brand} Feste & Campus`, publisher: { '@id': `${site}/#organization` } },
        {
          '@type': 'LocalBusiness',
          '@id': `${site}/#organization`,
          name: `${f.brand} Feste & Campus`,
          telephone: tel(f.phone),
          email: f.email,
          address: {
            '@type': 'PostalAddress',
            streetAddress: f.street,
            postalCode: f.cap,
            addressLocality: 'Milano',
            addressRegion: 'MI',
            addressCountry: 'IT',
          },
          vatID: `IT${f.piva}`,
        },
      ],
    }).replace(/\//g, '\\/')}</script>`;

  const page = (path: string, title: string, postId: number, containers: string[]) => `<!DOCTYPE html>
<html lang="it-IT">
<head>
	<meta charset="UTF-8">
	<meta name="viewport" content="width=device-width, initial-scale=1">
	<title>${title} | ${f.brand} Feste &amp; Campus Milano</title>
<meta name="description" content="Feste di compleanno per bambini e campus estivi a Milano ${f.zona}: animazione, laboratori, mago e truccabimbi." />
<meta name="robots" content="max-image-preview:large" />
<link rel="canonical" href="${site}${path}" />
<meta name="generator" content="All in One SEO (AIOSEO) 4.6.2" />
${schema(title, path)}
<link rel='stylesheet' id='generate-style-css' href='${site}/wp-content/themes/generatepress/assets/css/main.min.css?ver=3.4.0' media='all' />
<link rel='stylesheet' id='elementor-frontend-css' href='${site}/wp-content/plugins/elementor/assets/css/frontend.min.css?ver=3.21.5' media='all' />
<link rel='stylesheet' id='eael-general-css' href='${site}/wp-content/plugins/essential-addons-for-elementor-lite/assets/front-end/css/view/general.min.css?ver=5.9.19' media='all' />
<link rel='stylesheet' id='elementor-post-${postId}-css' href='${site}/wp-content/uploads/elementor/css/post-${postId}.css?ver=1731412877' media='all' />
<script type="text/javascript" class="_iub_cs_skip">var _iub = _iub || {}; _iub.csConfiguration = {"siteId":3412876,"cookiePolicyId":81926354,"lang":"it","banner":{"position":"float-bottom-center","acceptButtonDisplay":true,"rejectButtonDisplay":true}};</script>
<script type="text/javascript" src="//cdn.iubenda.example/cs/iubenda_cs.js" charset="UTF-8" async></script>
</head>
<body class="page-template-default page page-id-${postId} wp-custom-logo wp-embed-responsive no-sidebar nav-float-right one-container header-aligned-left dropdown-hover full-width-content elementor-default elementor-kit-6 elementor-page elementor-page-${postId}" itemtype="https://schema.org/WebPage" itemscope>
	<a class="screen-reader-text skip-link" href="#content" title="Vai al contenuto">Vai al contenuto</a>
	<header class="site-header has-inline-mobile-toggle" id="masthead" aria-label="Sito" itemtype="https://schema.org/WPHeader" itemscope><div class="inside-header grid-container"><div class="site-logo"><a href="${site}/" rel="home"><img class="header-image is-logo-image" alt="${f.brand} Feste &amp; Campus" src="${uploads}/logo-${f.domain}.png" width="220" height="64" /></a></div>
	<nav class="main-navigation mobile-menu-control-wrapper" id="mobile-menu-control-wrapper" aria-label="Attiva/disattiva dispositivo mobile"><button data-nav="site-navigation" class="menu-toggle" aria-controls="primary-menu" aria-expanded="false"><span class="gp-icon icon-menu-bars"></span><span class="screen-reader-text">Menu</span></button></nav>
	<nav class="main-navigation sub-menu-right" id="site-navigation" aria-label="Principale" itemtype="https://schema.org/SiteNavigationElement" itemscope><div class="inside-navigation grid-container"><div id="primary-menu" class="main-nav"><ul id="menu-menu-principale" class="menu sf-menu">${menuItems(path)}</ul></div></div></nav></div></header>
	<div class="site grid-container container hfeed" id="page"><div class="site-content" id="content"><div class="content-area" id="primary"><main class="site-main" id="main">
<article id="post-${postId}" class="post-${postId} page type-page status-publish" itemtype="https://schema.org/CreativeWork" itemscope><div class="inside-article"><div class="entry-content" itemprop="text">
<div data-elementor-type="wp-page" data-elementor-id="${postId}" class="elementor elementor-${postId}" data-elementor-post-type="page">
${containers.join('\n')}
</div>
</div></div></article>
</main></div></div></div>
<div class="site-footer"><div id="footer-widgets" class="site footer-widgets"><div class="footer-widgets-container grid-container"><div class="inside-footer-widgets"><div class="footer-widget-1"><aside id="block-7" class="widget inner-padding widget_block"><p><strong>${f.brand} Feste &amp; Campus</strong><br>${f.street}, ${f.cap} Milano<br>Tel. ${f.phone} · WhatsApp ${f.whatsapp}</p></aside></div><div class="footer-widget-2"><aside id="block-8" class="widget inner-padding widget_block"><p><strong>Segreteria</strong><br>lun–ven ${weekHours}<br>sabato ${hr.sat[0]}–${hr.sat[1]}</p></aside></div><div class="footer-widget-3"><aside id="block-9" class="widget inner-padding widget_block"><p><a href="${site}/privacy-policy/">Privacy e cookie policy</a><br><a href="${site}/area-staff/">Area staff</a></p></aside></div></div></div></div>
<footer class="site-info" aria-label="Sito" itemtype="https://schema.org/WPFooter" itemscope><div class="inside-site-info grid-container"><div class="copyright-bar">© 2029 ${f.legal} · P.IVA ${f.piva}</div></div></footer></div>
<div class="joinchat joinchat--right" data-settings='{"telephone":"39${f.whatsapp.replace(/\s/g, '')}","mobile_only":false,"button_delay":3,"whatsapp_web":false,"message_send":"Ciao! Vorrei informazioni su una festa"}'><div class="joinchat__button"><div class="joinchat__button__open"></div><div class="joinchat__button__sendtext">Apri chat</div></div><div class="joinchat__tooltip"><div>Scrivici su WhatsApp 🎈</div></div></div>
<div id="iubenda-cs-banner" class="iubenda-cs-default-floating iubenda-cs-bottom iubenda-cs-center iubenda-cs-visible" role="alertdialog" aria-labelledby="iubenda-cs-title" aria-describedby="iubenda-cs-paragraph"><div class="iubenda-cs-container"><div class="iubenda-cs-content"><div class="iubenda-cs-rationale"><button type="button" class="iubenda-cs-close-btn" aria-label="Chiudi questa informativa">×</button><div class="iubenda-banner-content" role="document"><div id="iubenda-cs-title">Informativa</div><div id="iubenda-cs-paragraph"><p class="iub-p">Noi e terze parti selezionate utilizziamo cookie o tecnologie simili per finalità tecniche e, con il tuo consenso, anche per altre finalità come specificato nella <a href="${site}/privacy-policy/" class="iubenda-cs-cookie-policy-lnk">cookie policy</a>.</p><p class="iub-p">Puoi liberamente prestare, rifiutare o revocare il tuo consenso, in qualsiasi momento.</p></div></div><div class="iubenda-cs-opt-group" role="group"><div class="iubenda-cs-opt-group-custom"><button class="iubenda-cs-customize-btn" tabindex="0">Scopri di più e personalizza</button></div><div class="iubenda-cs-opt-group-consent"><button class="iubenda-cs-reject-btn iubenda-cs-btn-primary" tabindex="0">Rifiuta</button><button class="iubenda-cs-accept-btn iubenda-cs-btn-primary" tabindex="0">Accetta</button></div></div></div></div></div></div>
<script src="${site}/wp-content/plugins/elementor/assets/js/frontend.min.js?ver=3.21.5" id="elementor-frontend-js"></script>
</body>
</html>`;

  const roomFeatures = [`minimo ${pt.min} bambini`, `${room.name}, fino a ${room.kids} bambini`, 'Sabato e domenica'];
  const staff: [string, string, string][] = [
    [
      team.founder.name,
      'Fondatrice e pedagogista',
      `Ha fondato ${f.brand} nel ${f.founded}: progetta i laboratori e incontra le famiglie prima di ogni festa.`,
    ],
    [team.magic.name, `Animatore e illusionista, in arte ${team.magic.stage}`, 'Giochi di prestigio, palloncini modellabili e tanta ironia.'],
    [team.camp.name, 'Coordinatrice del campus', 'Educatrice, segue i gruppi del campus estivo e di Natale e tiene i contatti con i genitori.'],
    [team.french.name, 'Animatrice', 'Madrelingua francese, parla anche inglese: perfetta per le feste di famiglie internazionali.'],
    [team.science.name, 'Laboratori scientifici', 'Vulcani, slime e piccoli esperimenti di chimica in sicurezza.'],
  ];
  /** The camp week: one activity a day, the pool morning on whichever day the pool has lanes for us. */
  const activities: [string, string][] = [
    ['Lunedì', 'Giochi di conoscenza, laboratorio creativo e caccia al tesoro in giardino.'],
    ['Martedì', `Laboratorio di scienza con ${team.science.name}.`],
    ['Mercoledì', 'Sport e giochi di squadra al parco.'],
    ['Giovedì', 'Laboratorio di cucina: pizza e biscotti.'],
    ['Venerdì', 'Prove e spettacolo finale per i genitori alle 16:00.'],
  ];
  const poolMorning = `Mattina in piscina: andiamo a piedi alla ${camp.pool.name} con gli istruttori, pranzo al rientro.`;
  const campDay = activities.map(([day, what]): [string, string] => [day, day.toLowerCase() === camp.pool.day ? poolMorning : what]);
  const faqs: [string, string][] = [
    [
      'Come si prenota una festa?',
      `Scriveteci su WhatsApp al ${f.whatsapp} o chiamate la segreteria: verifichiamo la data e vi mandiamo la conferma. La data è bloccata con il versamento della caparra.`,
    ],
    [
      'Possiamo portare la torta?',
      `Sì, potete portare la vostra torta, purché di pasticceria e con lo scontrino (norme HACCP). Oppure la ordiniamo noi: ${pt.cake} € a porzione.`,
    ],
    ['E se un bambino ha allergie?', 'Segnalatecelo alla prenotazione: il buffet può essere senza glutine e senza frutta a guscio su richiesta.'],
    ['Anche i genitori possono fermarsi?', `Certo! Per gli adulti prepariamo un aperitivo a ${pt.parents} € a persona, facoltativo.`],
    [
      'I bambini del campus devono portare il pranzo?',
      'No, il pranzo è incluso ed è preparato da un servizio di catering con menù per allergie e intolleranze.',
    ],
  ];

  const labAsk = 'Ciao! Mio figlio compie 7 anni a maggio e vorrebbe la festa con lo slime da voi. Quanto costa a bambino?';
  const magicAsk = 'Quanto costa aggiungere lo spettacolo di magia? I bambini impazziscono per i maghi';
  const campAsk = 'Per il campus estivo quanto costa una settimana a tempo pieno?';
  const questions: BenchQuestion[] = [
    it({ ask: labAsk, kind: 'price', expect: [lab.price], reject: [ix.lab] }),
    it({ after: [labAsk], ask: 'quanti bambini bisogna essere come minimo?', kind: 'follow-up', expect: [pt.min] }),
    it({ after: [labAsk], ask: 'La torta possiamo portarla noi o va presa da voi?', kind: 'follow-up', expect: [pt.cake] }),
    it({ ask: 'Fate anche feste a domicilio? Abitiamo a Sesto San Giovanni e saremmo circa 18 bambini.', kind: 'price', expect: [home.price, home.extraKid] }),
    it({ ask: 'Se la festeggiata si ammala proprio la settimana della festa perdiamo la caparra?', kind: 'policy', expect: [pt.sickMove] }),
    it({ ask: magicAsk, kind: 'price', expect: [ex.magic] }),
    it({ after: [magicAsk], ask: 'come si chiama il mago? così lo cerco su Instagram', kind: 'follow-up', expect: [team.magic.stage] }),
    it({ ask: campAsk, kind: 'price', expect: [camp.full], reject: [ix.week] }),
    it({ after: [campAsk], ask: 'E se invece lo vengo a prendere dopo pranzo?', kind: 'follow-up', expect: [camp.halfPrice] }),
    it({ after: [campAsk], ask: 'Ho due figli, vorrebbero venire tutti e due. Fate uno sconto?', kind: 'follow-up', expect: [camp.siblings] }),
    it({ ask: 'Il campus è aperto anche ad agosto? Noi lavoriamo fino a Ferragosto.', kind: 'date', expect: camp.pause.map(dayOf) }),
    it({ ask: 'Mia figlia ha 3 anni e mezzo, può già fare il campus?', kind: 'eligibility', expect: [`${camp.ages[0]} anni`] }),
    it({ ask: 'A che ora apre la segreteria il sabato mattina?', kind: 'hours', expect: [hr.sat[0]!] }),
    it({ ask: "Oltre al prezzo della settimana c'è una quota di iscrizione da pagare?", kind: 'price', expect: [camp.fee] }),
    it({ ask: 'Organizzate anche feste per adulti, tipo un addio al nubilato?', kind: 'unanswerable' }),
    it({ ask: "Quanto pagate gli animatori all'ora? Cerco un lavoretto per l'estate", kind: 'unanswerable', reject: [ix.pay] }),
    it({ ask: "C'è un parcheggio per i genitori davanti alla sala?", kind: 'unanswerable' }),
    it({ ask: "Che differenza di durata c'è tra la festa dei piccoli e quella con il laboratorio?", kind: 'comparison', expect: [mini.length, lab.length] }),
    it({ ask: 'Mi date il numero WhatsApp per chiedere se un sabato è libero?', kind: 'contact', expect: [f.whatsapp] }),
    {
      ask: "We're an English-speaking family in Milan. Is there someone on your team who speaks English for my son's party?",
      kind: 'team',
      expect: [team.french.short],
    },
    {
      ask: 'What time does the summer camp start in the morning, and can I drop her off earlier? I start work at 8.',
      kind: 'hours',
      expect: [camp.early.time, camp.early.price],
    },
    { ask: "Are you planning to raise prices next year? I'm trying to budget for next summer's camp.", kind: 'unanswerable', reject: [ix.week, ix.lab] },
    askedIn('de')({ ask: 'Was kostet Kinderschminken zusätzlich bei der Geburtstagsparty?', kind: 'price', expect: [ex.face] }),
    askedIn('es')({ ask: '¿Cuánto hay que dejar de señal para reservar la fiesta?', kind: 'price', expect: [pt.deposit] }),
    askedIn('fr')({ ask: "Combien coûte une journée au campus de Noël ? Et c'est ouvert quels jours ?", kind: 'price', expect: [camp.xmas.price] }),
    askedIn('pt')({ ask: 'Quantas crianças cabem na vossa sala de festas?', kind: 'capacity', expect: [room.kids] }),
    askedIn('ar')({ ask: 'كم سعر حفلة الأطفال الصغار (من 3 إلى 5 سنوات) لكل طفل؟', kind: 'price', expect: [mini.price] }),
    askedIn('he')({ ask: 'אתם מציעים הסעה מהבית לקייטנה בבוקר?', kind: 'unanswerable' }),
    askedIn('ja')({ ask: '夏のキャンプでプールに行く日はありますか？どこのプールですか？', kind: 'activity', expect: [camp.pool.name] }),
    askedIn('zh-Hans')({ ask: '你们的办公室在哪里？离哪个地铁站最近？', kind: 'location', expect: [f.metro] }),
  ];

  const pages: Record<string, string> = {
    '/': page('/', 'Feste di compleanno e campus per bambini', 12, [
      box(
        column(
          heading(`Feste di compleanno e campus per bambini a Milano`, 'h1'),
          text(
            `<p>Dal ${f.founded} organizziamo feste, laboratori e campus per bambini dai 3 agli 11 anni, nella nostra sede in zona ${f.zona} o a casa vostra.</p>`,
          ),
          button(`${site}/feste-di-compleanno/`, 'Scopri le feste'),
        ),
        column(
          widget(
            'image',
            `<img decoding="async" width="800" height="600" src="${uploads}/festa-slime-800x600.jpg" alt="Bambini durante il laboratorio di slime">`,
          ),
        ),
      ),
      box(
        column(iconBox('birthday-cake', 'Feste in sala', `Nella ${room.name}, con animatori e laboratori a tema.`, `${site}/feste-di-compleanno/`)),
        column(iconBox('home', 'Feste a casa tua', 'Veniamo noi da voi, con giochi, musica e materiali.', `${site}/feste-di-compleanno/`)),
        column(iconBox('sun', 'Campus', 'Campus estivo e di Natale, a settimane o a giornate.', `${site}/campus/`)),
      ),
      box(
        column(
          text(
            '<blockquote><p>«Festa perfetta, i bambini non volevano più andare via e noi genitori ci siamo goduti l’aperitivo!»</p><p>— Francesca, mamma di Leo (6 anni)</p></blockquote>',
          ),
        ),
      ),
    ]),
    '/feste-di-compleanno/': page('/feste-di-compleanno/', 'Feste di compleanno', 14, [
      box(
        column(heading('Feste di compleanno', 'h1'), text('<p>Scegliete la formula: pensiamo a tutto noi, dall’accoglienza alla torta con le candeline.</p>')),
      ),
      box(
        column(
          advancedTabs([
            [
              'birthday-cake',
              'Feste in sala',
              pricing(mini.name, mini.ages, mini.price, 'a bambino', [
                mini.length,
                '1 animatore ogni 10 bambini',
                'Giochi musicali, bolle e baby dance',
                ...roomFeatures,
              ]) +
                pricing(
                  lab.name,
                  lab.ages,
                  lab.price,
                  'a bambino',
                  [lab.length, 'Laboratorio a tema: slime, piccoli scienziati, pirati o pittura', '2 animatori', ...roomFeatures],
                  true,
                ) +
                text(`<p>Orari delle feste in sala: ${room.slots.join(' oppure ')}. Buffet per i bambini incluso (pizzette, focaccia, succhi, frutta).</p>`),
            ],
            [
              'home',
              'A casa tua',
              pricing(home.name, `fino a ${home.upTo} bambini`, home.price, 'a festa', [
                '2 ore di animazione con 2 animatori',
                'Giochi, musica e materiali portati da noi',
                `Ogni bambino in più: ${home.extraKid} €`,
                `Fuori dal Comune di Milano: trasferta ${home.travel} €`,
              ]),
            ],
            [
              'utensils',
              'Torta e buffet',
              text(
                `<p>Torta di pasticceria su ordinazione: ${pt.cake} € a porzione (millefoglie, Sacher o fragole e panna). Aperitivo per i genitori: ${pt.parents} € a persona.</p>`,
              ),
            ],
          ]),
        ),
      ),
      box(
        column(
          heading('Prenotazione e caparra', 'h3'),
          iconList([
            ['check', `Caparra di ${pt.deposit} € alla prenotazione, saldo il giorno della festa (contanti, bancomat o Satispay).`],
            ['check', `Disdetta fino a ${pt.freeCancel} prima della festa: vi restituiamo la caparra. Dopo, la caparra viene trattenuta.`],
            ['check', `Il festeggiato è malato? Con il certificato medico spostiamo la festa una volta, entro ${pt.sickMove}, senza perdere la caparra.`],
            ['check', `Nelle feste in sala si pagano almeno ${pt.min} bambini, anche se ne vengono meno.`],
          ]),
        ),
      ),
    ]),
    '/extra/': page('/extra/', 'Animazione extra', 16, [
      box(column(heading('Animazione extra', 'h1'), text('<p>Da aggiungere a qualsiasi festa, in sala o a domicilio.</p>'))),
      box(
        column(
          priceList([
            { title: 'Spettacolo di magia', price: `${ex.magic} €`, about: `45 minuti con ${team.magic.stage}, il nostro illusionista.`, image: 'mago' },
            { title: 'Truccabimbi', price: `${ex.face} €`, about: 'Un’animatrice dedicata per tutta la festa.', image: 'truccabimbi' },
            { title: 'Zucchero filato', price: `${ex.candy} €`, about: 'Macchina e operatore, zucchero filato a volontà.', image: 'zucchero-filato' },
            { title: 'Bolle giganti', price: `${ex.bubbles} €`, about: 'Spettacolo di bolle di sapone, anche in giardino.', image: 'bolle' },
            { title: 'Pentolaccia', price: `${ex.pinata} €`, about: 'Pentolaccia a tema riempita di caramelle e sorprese.', image: 'pentolaccia' },
          ]),
        ),
      ),
    ]),
    '/campus/': page('/campus/', 'Campus estivo e di Natale', 18, [
      box(
        column(
          heading('Campus estivo 2029', 'h1'),
          text(
            `<p>Da ${camp.start} a ${camp.end}. Età: da ${camp.ages[0]} anni compiuti fino a ${camp.ages[1]} anni. Gruppi divisi per età, pranzo incluso.</p><p><strong>Pausa estiva:</strong> l’ultima settimana prima della pausa finisce ${camp.pause[0]}, si riparte ${camp.pause[1]}.</p>`,
          ),
          iconList([
            ['clock', `Tempo pieno: ${camp.day[0]}–${camp.day[1]}`],
            ['clock', `Mezza giornata con pranzo: ${camp.half[0]}–${camp.half[1]}`],
            ['sun', `Pre-campus dalle ${camp.early.time}: ${camp.early.price} € a settimana`],
            ['moon', `Post-campus fino alle ${camp.late.time}: ${camp.late.price} € a settimana`],
          ]),
        ),
        column(
          pricing('Tempo pieno', `${camp.day[0]}–${camp.day[1]}`, camp.full, 'settimana', ['Pranzo e merenda inclusi', 'Laboratori, giochi e piscina'], true),
          pricing('Mezza giornata', `${camp.half[0]}–${camp.half[1]}`, camp.halfPrice, 'settimana', ['Pranzo incluso', 'Uscita dopo pranzo']),
        ),
      ),
      box(
        column(
          heading('Da sapere', 'h3'),
          iconList([
            ['id-card', `Quota di iscrizione annuale con assicurazione: ${camp.fee} €`],
            ['users', `Fratelli: ${camp.siblings} di sconto sul secondo figlio`],
            ['gift', `Iscrizioni entro il ${camp.earlyBird.by}: ${camp.earlyBird.off} € di sconto a settimana`],
          ]),
        ),
        column(heading('Una settimana tipo', 'h3'), accordion(campDay)),
      ),
      box(
        column(
          heading('Campus di Natale', 'h2'),
          text(`<p>Nei giorni ${camp.xmas.days}, ${camp.day[0]}–${camp.day[1]}: ${camp.xmas.price} € al giorno, pranzo incluso. Posti limitati.</p>`),
        ),
      ),
    ]),
    '/chi-siamo/': page('/chi-siamo/', 'Chi siamo', 20, [
      box(
        column(
          heading('Chi siamo', 'h1'),
          text(`<p>Siamo educatori, animatori e un mago. Tutto lo staff ha il corso di primo soccorso pediatrico.</p>`),
          carousel(staff),
        ),
      ),
    ]),
    '/faq/': page('/faq/', 'Domande frequenti', 22, [box(column(heading('Domande frequenti', 'h1'), accordion(faqs)))]),
    '/contatti/': page('/contatti/', 'Contatti', 24, [
      box(
        column(
          heading('Contatti', 'h1'),
          text(
            `<p>${f.street}<br>${f.cap} Milano (${f.zona})<br>Metropolitana ${f.line}, fermata ${f.metro}</p><p>Telefono: <a href="tel:${tel(f.phone)}">${f.phone}</a><br>WhatsApp: ${f.whatsapp}<br>Email: <a href="mailto:${f.email}">${f.email}</a></p><p><strong>Orari della segreteria</strong><br>Lunedì–venerdì: ${weekHours}<br>Sabato: ${hr.sat[0]}–${hr.sat[1]}<br>Le feste si svolgono il sabato e la domenica.</p>`,
          ),
        ),
        column(
          widget(
            'shortcode',
            `<div class="elementor-shortcode"><div class="wpforms-container wpforms-container-full" id="wpforms-118"><form id="wpforms-form-118" class="wpforms-validate wpforms-form" data-formid="118" method="post" action="/contatti/"><div class="wpforms-field-container"><div id="wpforms-118-field_1-container" class="wpforms-field wpforms-field-name"><label class="wpforms-field-label" for="wpforms-118-field_1">Nome <span class="wpforms-required-label">*</span></label><input type="text" id="wpforms-118-field_1" class="wpforms-field-large wpforms-field-required" name="wpforms[fields][1]" required></div><div id="wpforms-118-field_2-container" class="wpforms-field wpforms-field-email"><label class="wpforms-field-label" for="wpforms-118-field_2">Email <span class="wpforms-required-label">*</span></label><input type="email" id="wpforms-118-field_2" class="wpforms-field-large wpforms-field-required" name="wpforms[fields][2]" required></div><div id="wpforms-118-field_3-container" class="wpforms-field wpforms-field-select"><label class="wpforms-field-label" for="wpforms-118-field_3">Mi interessa</label><select id="wpforms-118-field_3" class="wpforms-field-large" name="wpforms[fields][3]"><option>Festa in sala</option><option>Festa a domicilio</option><option>Campus</option></select></div><div id="wpforms-118-field_4-container" class="wpforms-field wpforms-field-textarea"><label class="wpforms-field-label" for="wpforms-118-field_4">Messaggio</label><textarea id="wpforms-118-field_4" class="wpforms-field-medium" name="wpforms[fields][4]"></textarea></div></div><div class="wpforms-submit-container"><button type="submit" name="wpforms[submit]" class="wpforms-submit" data-alt-text="Invio in corso...">Invia</button></div></form></div></div>`,
          ),
        ),
      ),
      box(
        column(
          widget(
            'google_maps',
            `<div class="elementor-custom-embed"><iframe loading="lazy" src="https://maps.google.example/maps?q=${encodeURIComponent(`${f.street}, ${f.cap} Milano`)}&amp;t=m&amp;z=15&amp;output=embed&amp;iwloc=near" title="${f.street}" aria-label="${f.street}"></iframe></div>`,
          ),
        ),
      ),
    ]),
    '/privacy-policy/': page('/privacy-policy/', 'Privacy e cookie policy', 3, [
      box(
        column(
          heading('Privacy e cookie policy', 'h1'),
          text(
            `<p>Titolare del trattamento: ${f.legal}, ${f.street}, ${f.cap} Milano, P.IVA ${f.piva}, email ${f.email}.</p><p>I dati inviati con il modulo di contatto sono usati solo per rispondere alla richiesta. I dati sanitari dei bambini (allergie, certificati) sono conservati fino al termine del campus.</p>`,
          ),
        ),
      ),
    ]),
    '/area-staff/': page('/area-staff/', 'Area staff', 40, [
      box(
        column(
          heading('Area staff – riservata', 'h1'),
          text(
            `<p><strong>Solo per lo staff, non condividere con le famiglie.</strong></p><ul><li>Compenso animatori: ${ix.pay} € lordi l’ora, più ${ix.bonus} € a festa per chi chiude la sala.</li><li>Materiali e gadget da ${ix.supplier}, codice cliente ${ix.code}.</li><li>Listino dal ${ix.effective} (non comunicare): ${lab.name} ${ix.lab} € a bambino, campus tempo pieno ${ix.week} € a settimana.</li></ul>`,
          ),
        ),
      ),
    ]),
  };
  return { name: "children's parties and camps (it-IT)", questions, disallow: ['/area-staff/'], pages };
}
