/* eslint-disable max-lines -- a fixture site: every page of one business as one function of its facts, whose closures (markup helpers, prices) the pages share */
import type { BenchQuestion, BenchSite } from '../types';
import { unanswerable } from '../types';
import { askedIn, phoneLink, slugOf } from '../unseen2/markup';
import type facts from './gym.facts.json';

/**
 * Unseen: a fitness club with a pool in Bologna on WordPress with Elementor Pro and the Hello theme in
 * Italian (`lang="it-IT"`): the Complianz cookie banner, a theme-builder header whose nav-menu widget
 * holds the menu twice (horizontal, and the dropdown copy for phones), every page built of
 * elementor-section / elementor-container / elementor-column / elementor-widget-wrap blocks, the
 * memberships as Elementor Pro price tables inside a tabs widget (Mensile / Trimestrale / Annuale:
 * the currency, integer part and period in separate spans, "€69al mese" once stripped), the reduced
 * rates, single entry and carnet in a text-editor table, counters that read 0 until JavaScript runs,
 * the weekly timetable from the Timetable Responsive Schedule plugin in a shortcode widget (hour rows
 * × day columns with rowspans, plus its per-day list for phones), the personal trainer prices as a
 * table, the trainers as flip boxes (speciality on the back), the August hours in an alert widget,
 * the FAQ as a toggle widget whose answers stay in the DOM, a Contact Form 7 form, a Smash Balloon
 * Instagram feed, a Mailchimp for WP form, a Rank Math JSON-LD graph (ExerciseGym) on every page and
 * an Elementor footer with the P.IVA. A staff area under /area-staff/, which robots.txt disallows,
 * holds next year's price list, instructors' pay and a company discount code that must never be
 * quoted.
 *
 * The facts the pages are written from, as written and mutated, are data in gym.facts.json. Open is
 * sala + corsi + piscina; the reduced rates are Open only (students up to `reduced.student.maxAge`
 * years, over 65s Monday to Friday until `reduced.over65.until`). The yearly registration fee
 * (`iscrizione`, with insurance) comes on top of every membership and of the carnet, not of a single
 * entry. Adults from `age.adult`, from `age.minor` with a parent's signed release. In August the
 * hours are shorter, Sunday closed, and the club shuts `hours.closed`. `team.elena` coaches in English.
 * Today is late April 2027.
 */
export type GymFacts = typeof facts.original;

export function gym(f: GymFacts): BenchSite {
  const { hours: hr, plans, reduced: rd, pt, carnet, age, medical: md, courses, team, internal: ix } = f;
  const italian = askedIn('it');
  const tel = phoneLink('39');
  const site = `https://www.${f.domain}.example`;
  const uploads = `${site}/wp-content/uploads/2026/09`;
  const span = ([from, to]: string[]) => `${from} – ${to}`;
  const pad = (t: string) => t.padStart(5, '0');
  const days = ['Lunedì', 'Martedì', 'Mercoledì', 'Giovedì', 'Venerdì', 'Sabato'];
  const menu = Object.entries({
    '/': 'Home',
    '/abbonamenti/': 'Abbonamenti',
    '/corsi/': 'Corsi e orari',
    '/personal-trainer/': 'Personal Trainer',
    '/il-team/': 'Il team',
    '/faq/': 'FAQ',
    '/orari-e-contatti/': 'Orari e contatti',
  });
  let n = 0x3a91c;
  const hex = () => (n = (n * 17 + 0x2f3) % 0xfffffff).toString(16).slice(-7);

  const widget = (type: string, inner: string, skin = 'default') =>
    `<div class="elementor-element elementor-element-${hex()} elementor-widget elementor-widget-${type}" data-id="${hex()}" data-element_type="widget" data-widget_type="${type}.${skin}"><div class="elementor-widget-container">${inner}</div></div>`;
  const head = (text: string, tag = 'h2') => widget('heading', `<${tag} class="elementor-heading-title elementor-size-default">${text}</${tag}>`);
  const txt = (inner: string) => widget('text-editor', inner);
  const cols = (inner: boolean, ...columns: string[][]) => {
    const level = inner ? 'inner' : 'top';
    const size = Math.round(100 / columns.length);
    const body = columns
      .map(
        (ws) =>
          `<div class="elementor-column elementor-col-${size} elementor-${level}-column elementor-element elementor-element-${hex()}" data-id="${hex()}" data-element_type="column"><div class="elementor-widget-wrap elementor-element-populated">${ws.join('')}</div></div>`,
      )
      .join('');
    return `<section class="elementor-section elementor-${level}-section elementor-element elementor-element-${hex()} elementor-section-boxed elementor-section-height-default" data-id="${hex()}" data-element_type="section"${inner ? '' : ' data-settings="{&quot;background_background&quot;:&quot;classic&quot;}"'}><div class="elementor-container elementor-column-gap-${inner ? 'narrow' : 'default'}">${body}</div></section>`;
  };
  const btn = (href: string, label: string) =>
    widget(
      'button',
      `<div class="elementor-button-wrapper"><a class="elementor-button elementor-button-link elementor-size-md" href="${href}"><span class="elementor-button-content-wrapper"><span class="elementor-button-text">${label}</span></span></a></div>`,
    );
  const priceTable = (title: string, sub: string, price: string, period: string, features: string[], ribbon = '') =>
    widget(
      'price-table',
      `<div class="elementor-price-table"><div class="elementor-price-table__header"><h3 class="elementor-price-table__heading">${title}</h3><span class="elementor-price-table__subheading">${sub}</span></div><div class="elementor-price-table__price"><span class="elementor-price-table__currency elementor-currency--before">&euro;</span><span class="elementor-price-table__integer-part">${price}</span><div class="elementor-price-table__after-price"><span class="elementor-price-table__period elementor-typo-excluded">${period}</span></div></div><ul class="elementor-price-table__features-list">${features
        .map(
          (feat) =>
            `<li class="elementor-repeater-item-${hex()}"><div class="elementor-price-table__feature-inner"><i aria-hidden="true" class="fas fa-check"></i><span>${feat}</span></div></li>`,
        )
        .join(
          '',
        )}</ul><div class="elementor-price-table__footer"><a class="elementor-price-table__button elementor-button elementor-size-md" href="${site}/orari-e-contatti/">Iscriviti</a><div class="elementor-price-table__additional_info"><p>+ quota di iscrizione annuale</p></div></div></div>${ribbon && `<div class="elementor-price-table__ribbon elementor-ribbon-right"><div class="elementor-price-table__ribbon-inner">${ribbon}</div></div>`}`,
    );
  const tabs = (panes: [string, string][]) => {
    const base = (parseInt(hex(), 16) % 9000) + 1000;
    const title = (label: string, i: number, where: string) =>
      `<div${where === 'desktop' ? ` id="elementor-tab-title-${base + i}"` : ''} class="elementor-tab-title elementor-tab-${where}-title${i ? '' : ' elementor-active'}" aria-selected="${i ? 'false' : 'true'}" data-tab="${i + 1}" role="tab" tabindex="${i ? -1 : 0}" aria-controls="elementor-tab-content-${base + i}" aria-expanded="false">${label}</div>`;
    return widget(
      'tabs',
      `<div class="elementor-tabs"><div class="elementor-tabs-wrapper" role="tablist">${panes.map(([label], i) => title(label, i, 'desktop')).join('')}</div><div class="elementor-tabs-content-wrapper" role="tablist" aria-orientation="vertical">${panes
        .map(
          ([label, body], i) =>
            `${title(label, i, 'mobile')}<div id="elementor-tab-content-${base + i}" class="elementor-tab-content elementor-clearfix${i ? '' : ' elementor-active'}" data-tab="${i + 1}" role="tabpanel" aria-labelledby="elementor-tab-title-${base + i}" tabindex="0"${i ? ' hidden="hidden"' : ''}>${body}</div>`,
        )
        .join('')}</div></div>`,
    );
  };
  /** The toggle widget: every answer stays in the DOM, collapsed by the script. */
  const toggle = (items: [string, string][]) => {
    const first = (parseInt(hex(), 16) % 9000) + 1000;
    const item = ([q, a]: [string, string], i: number) =>
      `<div class="elementor-toggle-item"><div id="elementor-tab-title-${first + i}" class="elementor-tab-title" data-tab="${i + 1}" role="button" aria-controls="elementor-tab-content-${first + i}" aria-expanded="false"><span class="elementor-toggle-icon elementor-toggle-icon-right" aria-hidden="true"><span class="elementor-toggle-icon-closed"><i class="fas fa-chevron-down"></i></span><span class="elementor-toggle-icon-opened"><i class="elementor-toggle-icon-opened fas fa-chevron-up"></i></span></span><a class="elementor-toggle-title" tabindex="0">${q}</a></div><div id="elementor-tab-content-${first + i}" class="elementor-tab-content elementor-clearfix" data-tab="${i + 1}" role="region" aria-labelledby="elementor-tab-title-${first + i}"><p>${a}</p></div></div>`;
    return widget('toggle', `<div class="elementor-toggle" role="tablist">${items.map(item).join('')}</div>`);
  };
  const flip = (p: { name: string; role: string; about: string }) =>
    widget(
      'flip-box',
      `<div class="elementor-flip-box" tabindex="0"><div class="elementor-flip-box__layer elementor-flip-box__front"><div class="elementor-flip-box__layer__overlay"><div class="elementor-flip-box__layer__inner"><div class="elementor-flip-box__image"><img decoding="async" src="${uploads}/${slugOf(p.name).replace(/^-|-$/g, '')}-400x400.jpg" alt="${p.name}"></div><h3 class="elementor-flip-box__layer__title">${p.name}</h3><div class="elementor-flip-box__layer__description">${p.role}</div></div></div></div><div class="elementor-flip-box__layer elementor-flip-box__back"><div class="elementor-flip-box__layer__overlay"><div class="elementor-flip-box__layer__inner"><h3 class="elementor-flip-box__layer__title">${p.role}</h3><div class="elementor-flip-box__layer__description">${p.about}</div></div></div></div></div>`,
    );
  const counter = (to: string, suffix: string, label: string) =>
    widget(
      'counter',
      `<div class="elementor-counter"><div class="elementor-counter-title">${label}</div><div class="elementor-counter-number-wrapper"><span class="elementor-counter-number-prefix"></span><span class="elementor-counter-number" data-duration="2000" data-to-value="${to}" data-from-value="0" data-delimiter=".">0</span><span class="elementor-counter-number-suffix">${suffix}</span></div></div>`,
    );
  const table = (head: string[], rows: string[][]) =>
    `<table class="tabella-prezzi"><thead><tr>${head.map((h) => `<th>${h}</th>`).join('')}</tr></thead><tbody>${rows.map((r) => `<tr>${r.map((c) => `<td>${c}</td>`).join('')}</tr>`).join('')}</tbody></table>`;

  /** The Timetable plugin's output: hour rows × day columns, then its per-day list for phones. */
  const addMinutes = (time: string, minutes: number) => {
    const [h, m] = time.split(':').map(Number) as [number, number];
    const total = h * 60 + m + minutes;
    return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
  };
  const sessions = f.timetable.map(([day, start, key]) => {
    const c = courses[key as keyof typeof courses];
    return { day: day!, start: start!, end: addMinutes(start!, c.minutes), c, coach: team[c.coach as keyof typeof team] };
  });
  const event = (s: (typeof sessions)[number], tag: string) =>
    `<${tag} class="event_container id-${hex().slice(-3)} tt_tooltip"><a href="${site}/events/${slugOf(s.c.name).replace(/^-|-$/g, '')}/" title="${s.c.name}" class="event_header">${s.c.name}</a><div class="hours_container"><div class="hours">${s.start} - ${s.end}</div></div><div class="event_description">${s.c.room}<br>${s.coach.first}</div></${tag}>`;
  const hoursRows = [...new Set(sessions.map((s) => s.start.slice(0, 2)))].sort();
  const timetable = `<div class="tt_tabs" id="tt_tabs_${hex().slice(-4)}"><div class="tt_tabs_navigation_wrapper"><ul class="tt_tabs_navigation"><li><a href="#all-events">Tutti i corsi</a></li>${Object.values(
    courses,
  )
    .map((c) => `<li><a href="#${slugOf(c.name).replace(/^-|-$/g, '')}">${c.name}</a></li>`)
    .join(
      '',
    )}</ul></div><div id="all-events"><table class="tt_timetable"><thead><tr class="row_gray"><th></th>${days.map((d) => `<th>${d}</th>`).join('')}</tr></thead><tbody>${hoursRows
    .map(
      (hh, r) =>
        `<tr${r % 2 ? ' class="row_gray"' : ''}><td class="tt_hours_column">${hh}.00</td>${days
          .map((d) => {
            const here = sessions.filter((s) => s.day === d && s.start.startsWith(hh));
            return here.length ? `<td class="event">${here.map((s) => event(s, 'div')).join('')}</td>` : '<td></td>';
          })
          .join('')}</tr>`,
    )
    .join('')}</tbody></table><div class="tt_timetable small">${days
    .map(
      (d) =>
        `<h3 class="box_header">${d}</h3><ul class="tt_items_list thin page_margin_top timetable_clearfix">${sessions
          .filter((s) => s.day === d)
          .map((s) => `<li class="timetable_clearfix">${event(s, 'div')}</li>`)
          .join('')}</ul>`,
    )
    .join('')}</div></div></div>`;

  const ldHours = (dayOfWeek: string[], [opens, closes]: string[]) => ({
    '@type': 'OpeningHoursSpecification',
    dayOfWeek,
    opens: pad(opens!),
    closes: pad(closes!),
  });
  const postal = {
    '@type': 'PostalAddress',
    streetAddress: f.street,
    addressLocality: 'Bologna',
    addressRegion: 'BO',
    postalCode: f.cap,
    addressCountry: 'IT',
  };
  const weekdays = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'];
  const gymNode = { '@type': ['ExerciseGym', 'Organization'], '@id': `${site}/#organization`, name: f.club, url: site, email: f.email };
  /** Rank Math's graph: the gym (with its hours), the website and the page. */
  const rankMath = (title: string, path: string) => {
    const page = { '@type': 'WebPage', '@id': `${site}${path}#webpage`, url: `${site}${path}`, name: `${title} - ${f.club}`, inLanguage: 'it-IT' };
    const hoursLd = [ldHours(weekdays, hr.week), ldHours(['Saturday'], hr.sat), ldHours(['Sunday'], hr.sun)];
    const graph = [
      { ...gymNode, telephone: tel(f.phone), address: postal, openingHoursSpecification: hoursLd, image: { '@id': `${site}/#logo` } },
      { '@type': 'WebSite', '@id': `${site}/#website`, url: site, name: f.club, publisher: { '@id': gymNode['@id'] }, inLanguage: 'it-IT' },
      { ...page, datePublished: '2023-01-16T10:42:18+01:00', dateModified: '2027-03-28T17:05:51+02:00', isPartOf: { '@id': `${site}/#website` } },
    ];
    return `<script type="application/ld+json" class="rank-math-schema-pro">${JSON.stringify({ '@context': 'https://schema.org', '@graph': graph })}</script>`;
  };
  const navMenu = (path: string, dropdown: boolean) =>
    `<ul id="menu-${dropdown ? 2 : 1}-${hex().slice(-5)}" class="elementor-nav-menu${dropdown ? '' : ' sm-horizontal'}">${menu
      .map(([href, label], i) => {
        const on = href === path;
        return `<li class="menu-item menu-item-type-post_type menu-item-object-page${on ? ' current-menu-item page_item current_page_item' : ''} menu-item-${412 + i}"><a href="${site}${href}"${on ? ' aria-current="page"' : ''} class="elementor-item${on ? ' elementor-item-active' : ''}"${dropdown ? ' tabindex="-1"' : ''}>${label}</a></li>`;
      })
      .join('')}</ul>`;
  const header = (path: string) =>
    `<div data-elementor-type="header" data-elementor-id="118" class="elementor elementor-118 elementor-location-header" data-elementor-post-type="elementor_library">${cols(
      false,
      [
        widget(
          'theme-site-logo',
          `<a href="${site}/"><img width="220" height="64" src="${uploads}/${f.domain}-logo.svg" class="attachment-full size-full" alt="${f.club}"></a>`,
          'default',
        ),
      ],
      [
        widget(
          'nav-menu',
          `<nav aria-label="Menu" class="elementor-nav-menu--main elementor-nav-menu__container elementor-nav-menu--layout-horizontal e--pointer-underline e--animation-fade">${navMenu(path, false)}</nav><div class="elementor-menu-toggle" role="button" tabindex="0" aria-label="Attiva/disattiva menu" aria-expanded="false"><i aria-hidden="true" role="presentation" class="elementor-menu-toggle__icon--open eicon-menu-bar"></i><span class="elementor-screen-only">Menu</span></div><nav class="elementor-nav-menu--dropdown elementor-nav-menu__container" aria-hidden="true">${navMenu(path, true)}</nav>`,
        ),
      ],
      [btn(`${site}/orari-e-contatti/#prova`, `Prova gratuita`)],
    )}</div>`;
  const footer = `<div data-elementor-type="footer" data-elementor-id="131" class="elementor elementor-131 elementor-location-footer" data-elementor-post-type="elementor_library">${cols(
    false,
    [
      head(f.club, 'h4'),
      txt(
        `<p>${f.street}<br>${f.cap} Bologna (${f.zone})</p><p>Tel. <a href="tel:${tel(f.phone)}">${f.phone}</a><br>WhatsApp ${f.whatsapp}<br><a href="mailto:${f.email}">${f.email}</a></p>`,
      ),
    ],
    [
      head('Orari', 'h4'),
      widget(
        'icon-list',
        `<ul class="elementor-icon-list-items">${[`Lun – Ven ${span(hr.week)}`, `Sabato ${span(hr.sat)}`, `Domenica ${span(hr.sun)}`]
          .map(
            (line) =>
              `<li class="elementor-icon-list-item"><span class="elementor-icon-list-icon"><i aria-hidden="true" class="far fa-clock"></i></span><span class="elementor-icon-list-text">${line}</span></li>`,
          )
          .join('')}</ul>`,
      ),
    ],
    [
      head('Newsletter', 'h4'),
      widget(
        'shortcode',
        `<div class="elementor-shortcode"><script>(window.mc4wp = window.mc4wp || {listeners: [], forms: {on: function(evt, cb) {window.mc4wp.listeners.push({event: evt, callback: cb});}}})</script><form id="mc4wp-form-1" class="mc4wp-form mc4wp-form-214" method="post" data-id="214" data-name="Newsletter"><div class="mc4wp-form-fields"><p>Novità sui corsi, promozioni e chiusure: una mail al mese.</p><p><input type="email" name="EMAIL" placeholder="La tua email" required /></p><p><label><input name="AGREE_TO_TERMS" type="checkbox" value="1" required=""> Ho letto e accetto la privacy policy</label></p><p><input type="submit" value="Iscriviti" /></p></div><label style="display: none !important;">Leave this field empty if you're human: <input type="text" name="_mc4wp_honeypot" value="" tabindex="-1" autocomplete="off" /></label><div class="mc4wp-response"></div></form></div>`,
      ),
    ],
  )}${cols(false, [txt(`<p>© 2027 ${f.legal} · P.IVA ${f.piva} · Affiliata CSEN · <a href="${site}/privacy-policy/">Privacy</a> · <a href="${site}/cookie-policy-ue/">Cookie policy</a> · <a href="${site}/area-staff/">Area staff</a></p>`)])}</div>`;

  const doc = (title: string, path: string, id: number, sections: string[]) => `<!doctype html>
<html lang="it-IT">
<head>
<meta charset="UTF-8"><meta name="viewport" content="width=device-width, initial-scale=1"><link rel="profile" href="https://gmpg.org/xfn/11">
<!-- Ottimizzazione per i motori di ricerca di Rank Math PRO - https://rankmath.com/ -->
<title>${title} - ${f.club}</title><meta name="robots" content="follow, index, max-snippet:-1, max-video-preview:-1, max-image-preview:large"/>
<meta name="description" content="Palestra a Bologna (${f.zone}) con sala pesi, corsi e piscina: pilates, spinning, yoga, functional, acqua gym. Prova gratuita di ${f.trial}."/>
<link rel="canonical" href="${site}${path}" />
<meta property="og:locale" content="it_IT" /><meta property="og:type" content="website" /><meta property="og:title" content="${title} - ${f.club}" /><meta property="og:url" content="${site}${path}" /><meta property="og:site_name" content="${f.club}" />
${rankMath(title, path)}
<!-- /Rank Math WordPress SEO plugin -->
<link rel='stylesheet' id='elementor-frontend-css' href='${site}/wp-content/plugins/elementor/assets/css/frontend.min.css?ver=3.24.7' media='all' />
<link rel='stylesheet' id='elementor-post-${id}-css' href='${site}/wp-content/uploads/elementor/css/post-${id}.css?ver=1711645551' media='all' />
<link rel='stylesheet' id='timetable_main_style-css' href='${site}/wp-content/plugins/timetable/style/style.css?ver=7.2' media='all' />
<link rel='stylesheet' id='cmplz-general-css' href='${site}/wp-content/plugins/complianz-gdpr/assets/css/cookieblocker.min.css?ver=1712067215' media='all' />
<link rel='stylesheet' id='sbi_styles-css' href='${site}/wp-content/plugins/instagram-feed/css/sbi-styles.min.css?ver=6.5.0' media='all' />
<script src="${site}/wp-includes/js/jquery/jquery.min.js?ver=3.7.1" id="jquery-core-js"></script>
</head>
<body class="page-template page-template-elementor_header_footer page page-id-${id} wp-custom-logo hello-elementor-default elementor-default elementor-template-full-width elementor-kit-6 elementor-page elementor-page-${id}">
<a class="skip-link screen-reader-text" href="#content">Vai al contenuto</a>
${header(path)}
<div data-elementor-type="wp-page" data-elementor-id="${id}" class="elementor elementor-${id}" data-elementor-post-type="page">
${sections.join('\n')}
</div>
${footer}
<div id="cmplz-cookiebanner-container"><div class="cmplz-cookiebanner cmplz-hidden banner-1 banner-a optin cmplz-bottom-right cmplz-categories-type-view-preferences" aria-modal="true" data-nosnippet="true" role="dialog" aria-live="polite" aria-labelledby="cmplz-header-1-optin" aria-describedby="cmplz-message-1-optin"><div class="cmplz-header"><div class="cmplz-logo"></div><div class="cmplz-title" id="cmplz-header-1-optin">Gestisci consenso</div><div class="cmplz-close" tabindex="0" role="button" aria-label="Chiudi la finestra di dialogo"></div></div><div class="cmplz-divider cmplz-divider-header"></div><div class="cmplz-body"><div class="cmplz-message" id="cmplz-message-1-optin">Per fornire le migliori esperienze, utilizziamo tecnologie come i cookie per memorizzare e/o accedere alle informazioni del dispositivo. Il consenso a queste tecnologie ci permetterà di elaborare dati come il comportamento di navigazione. Non acconsentire o ritirare il consenso può influire negativamente su alcune caratteristiche e funzioni.</div></div><div class="cmplz-buttons"><button class="cmplz-btn cmplz-accept">Accetta</button><button class="cmplz-btn cmplz-deny">Nega</button><button class="cmplz-btn cmplz-view-preferences">Visualizza le preferenze</button></div><div class="cmplz-links cmplz-documents"><ul><li><a class="cmplz-link cookie-statement" href="${site}/cookie-policy-ue/" data-relative_url="#cmplz-cookies-overview">Cookie Policy</a></li><li><a class="cmplz-link privacy-statement" href="${site}/privacy-policy/">Privacy</a></li></ul></div></div></div>
<a class="wa-float" href="https://wa.me/${tel(f.whatsapp).slice(1)}" target="_blank" rel="noopener" aria-label="Scrivici su WhatsApp"><span>Scrivici su WhatsApp</span></a>
<script src="${site}/wp-content/plugins/elementor-pro/assets/js/frontend.min.js?ver=3.24.3" id="elementor-pro-frontend-js"></script>
<script src="${site}/wp-content/plugins/complianz-gdpr/cookiebanner/js/complianz.min.js?ver=1712067215" id="cmplz-cookiebanner-js"></script>
</body>
</html>`;

  const included = {
    open: ['Sala pesi e cardio', 'Tutti i corsi in calendario', 'Piscina: nuoto libero e Acqua Gym', 'Scheda personalizzata'],
    sala: ['Sala pesi e cardio', 'Scheda personalizzata', 'Piscina esclusa'],
    corsi: ['Tutti i corsi in calendario', 'Acqua Gym compresa', 'Sala pesi esclusa'],
  };
  const pane = (key: 'm' | 't' | 'a', period: string) =>
    cols(
      true,
      [priceTable('Solo Sala', 'Sala pesi e cardio', plans.sala[key], period, included.sala)],
      [priceTable('Open', 'Sala + corsi + piscina', plans.open[key], period, included.open, 'Il più scelto')],
      [priceTable('Solo Corsi', 'Corsi e Acqua Gym', plans.corsi[key], period, included.corsi)],
    );
  const faqs: [string, string][] = [
    [
      'Serve il certificato medico?',
      `Sì: per iscriversi serve il certificato medico sportivo non agonistico (o agonistico), valido ${md.validity}. Senza certificato valido il badge non apre i tornelli. Se non ce l'hai puoi farlo al ${md.clinic}, convenzionato con noi: visita con ECG a riposo a ${md.price} € per i nostri iscritti.`,
    ],
    [
      'Da che età ci si può iscrivere?',
      `Dai ${age.adult} in autonomia. I ragazzi dai ${age.minor} possono iscriversi con la liberatoria firmata da un genitore e, in sala pesi, solo con la scheda preparata dall'istruttore.`,
    ],
    [
      'Come funziona la prova gratuita?',
      `Puoi provare sala, corsi e piscina per ${f.trial} consecutivi, una volta sola. Prenota su WhatsApp o in reception e porta un documento d'identità: per la prova basta firmare l'autocertificazione, il certificato medico serve al momento dell'iscrizione.`,
    ],
    [
      "Cosa comprende la quota d'iscrizione?",
      `La quota di ${f.iscrizione} € vale 12 mesi e comprende la tessera associativa CSEN con l'assicurazione infortuni e il badge d'ingresso. Si paga con qualsiasi abbonamento e con il carnet; non serve per l'ingresso singolo.`,
    ],
    [
      "Posso sospendere l'abbonamento?",
      `Solo gli abbonamenti annuali, per malattia o infortunio documentati da certificato medico: fino a ${f.suspend} per anno, una volta sola. Mensili e trimestrali non si sospendono.`,
    ],
    [
      'Cosa devo portare?',
      'Scarpe pulite da usare solo al chiuso e un asciugamano (obbligatorio sulle panche). In piscina cuffia, ciabatte e costume: il bermuda non è ammesso.',
    ],
    ['Come posso pagare?', 'In reception con contanti, bancomat, carte di credito e Satispay, oppure con bonifico per gli abbonamenti annuali.'],
  ];

  const openAsk = "Ciao! Quanto costa l'abbonamento open mensile? L'iscrizione si paga a parte?";
  const singleAsk = 'Sono a Bologna per lavoro un paio di giorni al mese, posso pagare solo un ingresso singolo? Quanto costa?';
  const teamEntries = Object.values(team);

  /** When a course starts on a day (each course runs at most once a day). */
  const at = (day: string, course: keyof typeof courses) => sessions.find((s) => s.day === day && s.c === courses[course])!.start;
  const slot = (ask: string, day: string, course: keyof typeof courses): BenchQuestion => ({ kind: 'schedule', ask, expect: [at(day, course)] });

  const questions: BenchQuestion[] = [
    ...[
      { kind: 'price', ask: openAsk, expect: [plans.open.m, f.iscrizione], reject: [ix.openM] },
      { kind: 'follow-up', ask: "e se invece faccio l'annuale?", after: [openAsk], expect: [plans.open.a], reject: [ix.openA] },
      { kind: 'eligibility', ask: "Sono studentessa all'Unibo, ho 23 anni. Quanto mi viene l'open al mese?", expect: [rd.student.m] },
      { kind: 'eligibility', ask: "Mio padre ha 68 anni: può fare l'abbonamento over 65 e venire la sera verso le 19?", expect: [rd.over65.until] },
      {
        kind: 'price',
        ask: 'Mi interessa solo la sala pesi, i corsi non li faccio. Quanto costa il trimestrale?',
        expect: [plans.sala.t],
        reject: [`€${plans.open.t}`, `€${plans.corsi.t}`],
      },
      { kind: 'price', ask: singleAsk, expect: [f.single] },
      { kind: 'follow-up', ask: 'e il carnet da 10 ingressi quanto costa e quanto dura?', after: [singleAsk], expect: [carnet.price, carnet.validity] },
      { kind: 'price', ask: 'quanto costa un pacchetto da 10 lezioni col personal trainer?', expect: [pt.ten], reject: [ix.coachPay] },
      { kind: 'price', ask: "Io e il mio compagno vorremmo allenarci insieme con un personal trainer, c'è una tariffa di coppia?", expect: [pt.couple] },
      { kind: 'hours', ask: 'la domenica fino a che ora siete aperti?', expect: [hr.sun[1]!] },
      { kind: 'hours', ask: 'Ad agosto siete aperti? Rientro in città il 14 e vorrei ricominciare subito', expect: [hr.closedEnd] },
      slot("A che ora c'è pilates il martedi sera?", 'Martedì', 'pilates'),
      slot('Fate acqua gym anche il sabato mattina? a che ora?', 'Sabato', 'acqua'),
      { kind: 'team', ask: 'Chi insegna yoga da voi? È Hatha o Vinyasa?', expect: [team.sara.first] },
      { kind: 'policy', ask: "Serve il certificato medico? Io non ce l'ho, dove posso farlo?", expect: [md.clinic] },
      { kind: 'eligibility', ask: 'Mio figlio ha 15 anni e vuole iniziare ad andare in sala pesi, può iscriversi?', expect: [age.minor] },
      ...unanswerable('Vendete integratori o shake proteici al bancone?'),
      { kind: 'policy', ask: 'Posso provare la palestra gratis prima di iscrivermi? Per quanti giorni?', expect: [f.trial] },
      { kind: 'location', ask: 'Avete un parcheggio? Vengo in macchina da Castel Maggiore', expect: [f.parking] },
      { kind: 'policy', ask: "Se mi faccio male al ginocchio posso sospendere l'annuale?", expect: [f.suspend] },
      ...unanswerable("L'annuale si può pagare a rate?"),
    ].map(italian),
    ...unanswerable('יש לכם סאונה או חמאם?').map(askedIn('he')),
    {
      kind: 'price',
      ask: "I'm on Erasmus in Bologna until June. Is there a student price for the 3-month membership?",
      expect: [rd.student.t],
      reject: [`€${plans.open.t}`],
    },
    askedIn('de')({ kind: 'price', ask: 'Wie hoch ist die Anmeldegebühr, und ist da eine Versicherung dabei?', expect: [f.iscrizione] }),
    askedIn('ar')(slot('هل يوجد صف سبينينغ مساء الأربعاء؟ في أي ساعة؟', 'Mercoledì', 'spinning')),
    ...unanswerable('館内でWi-Fiは使えますか？').map(askedIn('ja')),
    askedIn('fr')({
      kind: 'price',
      ask: "Combien coûte l'abonnement annuel « solo corsi » ?",
      expect: [plans.corsi.a],
      reject: [`€${plans.open.a}`, `€${plans.sala.a}`],
    }),
    askedIn('es')({ kind: 'price', ask: '¿Cuánto cuesta una sesión suelta con entrenador personal?', expect: [pt.one], reject: [ix.coachPay] }),
    ...unanswerable('你们有拳击课吗？').map(askedIn('zh-Hans')),
    askedIn('pt')({ kind: 'hours', ask: 'A que horas abre o ginásio durante a semana?', expect: [hr.week[0]!] }),
  ];

  return {
    disallow: ['/area-staff/'],
    name: 'fitness club (it-IT)',
    questions,
    pages: {
      '/': doc('Palestra a Bologna con piscina', '/', 8, [
        cols(
          false,
          [
            head(`Allenati a Bologna, a modo tuo`, 'h1'),
            txt(
              `<p>Sala pesi e cardio, ${Object.keys(courses).length} discipline di gruppo e una piscina da ${f.pool} nel cuore del quartiere ${f.zone}. Dal ${f.founded} la palestra di quartiere che ti segue davvero.</p>`,
            ),
            btn(`${site}/orari-e-contatti/#prova`, `Prenota la prova gratuita di ${f.trial}`),
          ],
          [
            widget(
              'image',
              `<img fetchpriority="high" decoding="async" width="1024" height="683" src="${uploads}/sala-pesi-1024x683.jpg" class="attachment-large size-large" alt="La sala pesi">`,
            ),
          ],
        ),
        cols(
          false,
          [counter(f.sqm, ' m²', 'di spazio')],
          [counter(String(f.timetable.length), '', 'lezioni a settimana')],
          [counter('9', '', 'istruttori qualificati')],
        ),
        cols(
          false,
          [head('Sala pesi', 'h3'), txt('<p>Macchine Technogym, area pesi liberi, rack e pedane. Un istruttore è sempre in sala.</p>')],
          [head('Corsi', 'h3'), txt('<p>Pilates, Spinning, Yoga, Functional, Total Body e Acqua Gym. <a href="/corsi/">Guarda il calendario</a>.</p>')],
          [head('Piscina', 'h3'), txt(`<p>Vasca da ${f.pool}, acqua a 30°, nuoto libero negli orari indicati in reception.</p>`)],
        ),
        cols(false, [
          head('Dicono di noi'),
          widget(
            'testimonial-carousel',
            `<div class="elementor-swiper"><div class="elementor-main-swiper swiper"><div class="swiper-wrapper">${[
              ['Ambiente familiare, istruttori preparati e mai invadenti. Lo spinning del lunedì sera è una droga!', 'Federico', 'iscritto dal 2019'],
              [
                `Ho iniziato dopo un'operazione al ginocchio: con ${team.giulia.first} e il pilates ho ripreso a camminare senza dolore.`,
                'Annalisa',
                'iscritta dal 2022',
              ],
            ]
              .map(
                ([text, name, since]) =>
                  `<div class="swiper-slide"><div class="elementor-testimonial"><div class="elementor-testimonial__content"><div class="elementor-testimonial__text">${text}</div></div><div class="elementor-testimonial__footer"><cite class="elementor-testimonial__cite"><span class="elementor-testimonial__name">${name}</span><span class="elementor-testimonial__title">${since}</span></cite></div></div></div>`,
              )
              .join('')}</div><div class="swiper-pagination"></div></div></div>`,
            'bubble',
          ),
        ]),
        cols(false, [
          head('Seguici su Instagram'),
          widget(
            'shortcode',
            `<div class="elementor-shortcode"><div id="sb_instagram" class="sbi sbi_mob_col_1 sbi_tab_col_2 sbi_col_4" data-feedid="*1" data-res="auto" data-cols="4"><div id="sbi_images"><div class="sbi_item sbi_type_image" id="sbi_1784"><div class="sbi_photo_wrap"><a class="sbi_photo" href="https://www.instagram.com/p/C5kX2rLNq1z/" target="_blank" rel="noopener nofollow"><img src="${uploads}/ig-1.jpg" alt="Nuovo rack in sala pesi 💪 Venite a provarlo! #palestrabologna"></a></div></div><div class="sbi_item sbi_type_image" id="sbi_1785"><div class="sbi_photo_wrap"><a class="sbi_photo" href="https://www.instagram.com/p/C5b8LqfN0wE/" target="_blank" rel="noopener nofollow"><img src="${uploads}/ig-2.jpg" alt="Acqua Gym del sabato: si ride, si suda, si schizza 💦"></a></div></div></div><div id="sbi_load"><span class="sbi_follow_btn"><a href="https://www.instagram.com/${f.domain}/" target="_blank" rel="nofollow noopener">Seguici su Instagram</a></span></div></div></div>`,
          ),
        ]),
      ]),
      '/abbonamenti/': doc('Abbonamenti e prezzi', '/abbonamenti/', 12, [
        cols(false, [
          head('Abbonamenti e prezzi', 'h1'),
          txt(
            `<p>Scegli la formula e la durata. Tutti gli abbonamenti richiedono la quota di iscrizione annuale di <strong>${f.iscrizione} €</strong> (assicurazione inclusa) e il certificato medico sportivo.</p>`,
          ),
        ]),
        cols(false, [
          tabs([
            ['Mensile', pane('m', 'al mese')],
            ['Trimestrale', pane('t', 'per 3 mesi')],
            ['Annuale', pane('a', "all'anno")],
          ]),
        ]),
        cols(
          false,
          [
            head('Tariffe ridotte (formula Open)', 'h3'),
            txt(
              `${table(
                ['', 'Mensile', 'Trimestrale', 'Annuale'],
                [
                  [`Studenti universitari fino a ${rd.student.maxAge} anni`, `${rd.student.m} €`, `${rd.student.t} €`, `${rd.student.a} €`],
                  [`Over 65 (lun – ven fino alle ${rd.over65.until})`, `${rd.over65.m} €`, `${rd.over65.t} €`, `${rd.over65.a} €`],
                ],
              )}<p><small>Con tesserino universitario o documento d'identità, da mostrare all'iscrizione.</small></p>`,
            ),
          ],
          [
            head('Senza abbonamento', 'h3'),
            txt(
              `${table(
                ['', 'Prezzo', 'Note'],
                [
                  ['Ingresso singolo', `${f.single} €`, 'Sala e corsi, senza iscrizione'],
                  ['Carnet 10 ingressi', `${carnet.price} €`, `Validità ${carnet.validity}, piscina esclusa. Richiede l'iscrizione.`],
                ],
              )}`,
            ),
          ],
        ),
      ]),
      '/corsi/': doc('Corsi e orari', '/corsi/', 14, [
        cols(false, [
          head('Corsi e orari', 'h1'),
          txt(
            "<p>Tutti i corsi sono inclusi negli abbonamenti Open e Solo Corsi. Prenotazione obbligatoria dall'app, fino a 2 ore prima. Le lezioni di Acqua Gym si svolgono in piscina: cuffia obbligatoria.</p>",
          ),
        ]),
        cols(
          false,
          ...Object.values(courses)
            .slice(0, 3)
            .map((c) => [head(c.name, 'h3'), txt(`<p>${c.minutes} minuti · ${c.room} · con ${team[c.coach as keyof typeof team].first}</p>`)]),
        ),
        cols(
          false,
          ...Object.values(courses)
            .slice(3)
            .map((c) => [head(c.name, 'h3'), txt(`<p>${c.minutes} minuti · ${c.room} · con ${team[c.coach as keyof typeof team].first}</p>`)]),
        ),
        cols(false, [head('Calendario settimanale'), widget('shortcode', `<div class="elementor-shortcode">${timetable}</div>`)]),
      ]),
      '/personal-trainer/': doc('Personal Trainer', '/personal-trainer/', 16, [
        cols(
          false,
          [
            head('Personal Trainer', 'h1'),
            txt(
              `<p>Un programma costruito su di te, con un trainer che ti segue seduta per seduta. La prima valutazione (anamnesi, test posturale e misurazioni) è gratuita. Ogni seduta dura 60 minuti ed è aperta anche a chi non ha un abbonamento (serve l'iscrizione).</p>${table(
                ['Formula', 'Prezzo', 'Validità'],
                [
                  ['Seduta singola', `${pt.one} €`, '—'],
                  ['Pacchetto 5 sedute', `${pt.five} €`, pt.fiveValid],
                  ['Pacchetto 10 sedute', `${pt.ten} €`, pt.tenValid],
                  ['Seduta di coppia (2 persone)', `${pt.couple} € a seduta`, '—'],
                ],
              )}`,
            ),
          ],
          [widget('image', `<img decoding="async" width="800" height="1000" src="${uploads}/personal-trainer-800x1000.jpg" alt="Personal trainer in sala">`)],
        ),
        cols(false, [
          txt(
            `<p>Per prenotare scrivi su WhatsApp al ${f.whatsapp}. I nostri personal trainer: ${team.marco.name}, ${team.elena.name} e ${team.giulia.name} (pilates individuale).</p>`,
          ),
        ]),
      ]),
      '/il-team/': doc('Il team', '/il-team/', 18, [
        cols(false, [
          head('Il team', 'h1'),
          txt('<p>Tutti i nostri istruttori sono laureati in Scienze motorie o certificati dalle federazioni e dagli enti di promozione sportiva.</p>'),
        ]),
        cols(false, ...teamEntries.slice(0, 3).map((p) => [flip(p)])),
        cols(false, ...teamEntries.slice(3).map((p) => [flip(p)])),
      ]),
      '/faq/': doc('Domande frequenti', '/faq/', 20, [cols(false, [head('Domande frequenti', 'h1'), toggle(faqs)])]),
      '/orari-e-contatti/': doc('Orari e contatti', '/orari-e-contatti/', 22, [
        cols(
          false,
          [
            head('Orari di apertura', 'h1'),
            txt(
              `<p><strong>Lunedì – Venerdì:</strong> ${span(hr.week)}<br><strong>Sabato:</strong> ${span(hr.sat)}<br><strong>Domenica:</strong> ${span(hr.sun)}</p><p>La piscina chiude 30 minuti prima della palestra. Festivi: orario della domenica.</p>`,
            ),
            widget(
              'alert',
              `<div class="elementor-alert elementor-alert-warning" role="alert"><span class="elementor-alert-title">Orari di agosto</span><span class="elementor-alert-description">Ad agosto: lunedì – venerdì ${span(hr.augWeek)}, sabato ${span(hr.augSat)}, domenica chiuso. Chiusura per ferie ${hr.closed} compresi.</span></div>`,
            ),
          ],
          [
            head('Dove siamo', 'h2'),
            txt(
              `<p>${f.street}, ${f.cap} Bologna<br>Autobus ${f.bus}, fermata ${f.busStop}.</p><p><strong>Parcheggio:</strong> parcheggio interno gratuito per i soci, ${f.parking}, e rastrelliera coperta per le bici.</p><p>Tel. <a href="tel:${tel(f.phone)}">${f.phone}</a> · WhatsApp ${f.whatsapp}</p>`,
            ),
            widget(
              'google_maps',
              `<div class="elementor-custom-embed"><iframe loading="lazy" src="https://maps.google.example/maps?q=${encodeURIComponent(`${f.street}, Bologna`)}&amp;t=m&amp;z=15&amp;output=embed&amp;iwloc=near" title="${f.street}, Bologna" aria-label="${f.street}, Bologna"></iframe></div>`,
            ),
          ],
        ),
        cols(false, [
          head(`Prenota la prova gratuita`, 'h2'),
          widget(
            'shortcode',
            `<div class="elementor-shortcode" id="prova"><div class="wpcf7 no-js" id="wpcf7-f225-p22-o1" lang="it-IT" dir="ltr"><form action="/orari-e-contatti/#wpcf7-f225-p22-o1" method="post" class="wpcf7-form init" aria-label="Modulo di contatto" novalidate="novalidate" data-status="init"><p><label> Nome e cognome<br><span class="wpcf7-form-control-wrap" data-name="your-name"><input size="40" class="wpcf7-form-control wpcf7-text wpcf7-validates-as-required" aria-required="true" value="" type="text" name="your-name"></span></label></p><p><label> Telefono<br><span class="wpcf7-form-control-wrap" data-name="tel"><input size="40" class="wpcf7-form-control wpcf7-tel" value="" type="tel" name="tel"></span></label></p><p><label> Cosa vorresti provare?<br><span class="wpcf7-form-control-wrap" data-name="interesse"><select class="wpcf7-form-control wpcf7-select" name="interesse"><option value="Sala pesi">Sala pesi</option><option value="Corsi">Corsi</option><option value="Piscina">Piscina</option></select></span></label></p><p><input class="wpcf7-form-control wpcf7-submit has-spinner" type="submit" value="Invia richiesta"></p><div class="wpcf7-response-output" aria-hidden="true"></div></form></div></div>`,
          ),
        ]),
      ]),
      '/area-staff/': doc('Area staff', '/area-staff/', 30, [
        cols(false, [
          head('Area riservata staff', 'h1'),
          txt(
            `<p><strong>Riservato: non comunicare ai clienti.</strong></p><ul><li>Listino in vigore dal ${ix.effective}: Open mensile ${ix.openM}, Open annuale ${ix.openA}. Fino ad allora applicare il listino attuale.</li><li>Compenso istruttori corsi: ${ix.coachPay}. Personal training: al trainer il ${ix.ptShare} della tariffa.</li><li>Convenzione aziende: codice ${ix.code}, sconto 15% sugli abbonamenti annuali. Solo per i dipendenti delle aziende in elenco.</li></ul>`,
          ),
        ]),
      ]),
    },
  };
}
