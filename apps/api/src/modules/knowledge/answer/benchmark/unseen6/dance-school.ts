import type { BenchSite } from '../types';
import { unanswerable } from '../types';
import { jsonLd } from '../unseen/markup';
import { askedIn, phoneLink, slugOf } from '../unseen2/markup';
import type facts from './dance-school.facts.json';

/**
 * Unseen: a Tanzschule in Hamburg-Eimsbüttel on WordPress with the Divi theme in German
 * (`lang="de-DE"`): the Borlabs cookie box, the top bar with the phone number, the main menu with a
 * Divi mega menu (and its copy as the mobile menu), every page built of et_pb_section / et_pb_row /
 * et_pb_column / et_pb_module blocks, the course plan as a table in a code module, prices in Divi
 * pricing tables (currency sign, sum and frequency in separate spans), the FAQ as an accordion, the
 * teachers as team-member modules and the footer widgets with "Designed by Elegant Themes". The
 * e-mail address is only in the Yoast JSON-LD graph and the Impressum.
 *
 * The facts the pages are written from, as written and mutated, are data in dance-school.facts.json.
 * Discofox is booked as a couple (a per-couple price is printed), Salsa per person and without a
 * partner; the wedding crash course is priced per couple; the Tanzkreis is a monthly fee per couple;
 * the 10er-Karte is for the practice evening; the student discount is not for private lessons.
 * `team.salsa` teaches Salsa and Bachata and speaks English and Spanish, `team.kids` the children,
 * `team.disco` Discofox and the practice evenings; the owner teaches the Tanzkreis and weddings.
 * The Christmas break closes the office; the courses start after it. Today is early December 2026.
 */
export type DanceSchoolFacts = typeof facts.original;

export function danceSchool(f: DanceSchoolFacts): BenchSite {
  const { discofox: df, salsa, wedding: w, kids, tanzkreis: tk, practice: pr, private: pv, rooms, team, office: o } = f;
  const german = askedIn('de');
  const tel = phoneLink('49');
  const euro = (amount: string) => `${amount} €`;
  const comma = (amount: number) => amount.toFixed(2).replace('.', ',');
  const site = `https://www.${slugOf(f.school).replace(/^-|-$/g, '')}.example`;
  const menu: [string, string, [string, string][]][] = [
    ['/', 'Start', []],
    [
      '/kurse/',
      'Kurse',
      [
        ['/kurse/', 'Alle Kurse & Termine'],
        ['/kurse/#discofox', 'Discofox'],
        ['/kurse/#salsa', 'Salsa & Bachata'],
        ['/hochzeitstanz/', 'Hochzeitstanz'],
        ['/kindertanz/', 'Kindertanz'],
      ],
    ],
    ['/preise/', 'Preise', [['/preise/', 'Tanzkreis, 10er-Karte & Privatstunden']]],
    ['/raumvermietung/', 'Räume mieten', []],
    ['/team/', 'Team', []],
    ['/kontakt/', 'Kontakt & Anfahrt', []],
  ];
  let item = 27;
  const menuItems = (id: string) =>
    `<ul id="${id}" class="${id === 'top-menu' ? 'nav' : 'et_mobile_menu'}">${menu
      .map(([href, label, sub]) => {
        const children = sub.length
          ? `<ul class="sub-menu">${sub.map(([h, l]) => `<li id="menu-item-${(item += 3)}" class="menu-item menu-item-type-post_type menu-item-object-page menu-item-${item}"><a href="${h}">${l}</a></li>`).join('')}</ul>`
          : '';
        return `<li id="menu-item-${(item += 2)}" class="menu-item menu-item-type-post_type menu-item-object-page${sub.length ? ' menu-item-has-children mega-menu' : ''} menu-item-${item}"><a href="${href}">${label}</a>${children}</li>`;
      })
      .join('')}</ul>`;
  const yoast = (title: string, path: string) =>
    jsonLd({
      '@context': 'https://schema.org',
      '@graph': [
        {
          '@type': 'WebPage',
          '@id': `${site}${path}`,
          url: `${site}${path}`,
          name: `${title} - ${f.school}`,
          isPartOf: { '@id': `${site}/#website` },
          inLanguage: 'de',
        },
        { '@type': 'WebSite', '@id': `${site}/#website`, url: site, name: f.school, publisher: { '@id': `${site}/#organization` }, inLanguage: 'de' },
        {
          '@type': 'Organization',
          '@id': `${site}/#organization`,
          name: f.school,
          url: site,
          email: f.email,
          telephone: tel(f.phone),
          address: { '@type': 'PostalAddress', streetAddress: f.street, postalCode: f.postcode, addressLocality: 'Hamburg', addressCountry: 'DE' },
          logo: { '@type': 'ImageObject', url: `${site}/wp-content/uploads/2023/02/logo-tanzschule.png` },
        },
      ],
    });

  let pageId = 200;
  const page = (title: string, path: string, sections: string[]) => `<!DOCTYPE html>
<html lang="de-DE"><head><meta charset="UTF-8" /><meta http-equiv="X-UA-Compatible" content="IE=edge"><title>${title} - ${f.school}</title>
<!-- This site is optimized with the Yoast SEO plugin v21.7 - https://yoast.com/wordpress/plugins/seo/ --><meta name="description" content="${f.school} in Hamburg-Eimsbüttel: Discofox, Salsa, Hochzeitstanz, Kindertanz und Tanzkreis für Paare." /><link rel="canonical" href="${site}${path}" />${yoast(title, path)}<!-- / Yoast SEO plugin. -->
<link rel='stylesheet' id='divi-style-parent-css' href='${site}/wp-content/themes/Divi/style-static.min.css?ver=4.23.1' type='text/css' media='all' /><link rel='stylesheet' id='borlabs-cookie-css' href='${site}/wp-content/cache/borlabs-cookie/borlabs-cookie_1_de.css?ver=2.2.67-18' type='text/css' media='all' /><style id="et-divi-customizer-global-cached-inline-styles">#main-header,#main-header .nav li ul{background-color:#1d1d3b}#top-header{background-color:#c8336b}</style></head>
<body class="page-template-default page page-id-${(pageId += 11)} et_pb_button_helper_class et_fixed_nav et_show_nav et_secondary_nav_enabled et_primary_nav_dropdown_animation_fade et_header_style_left et_pb_footer_columns3 et_cover_background et_pb_gutter et_pb_gutters3 et_pb_pagebuilder_layout et_divi_theme et-db">
<div data-nosnippet><div id="BorlabsCookieBox" class="BorlabsCookie" role="dialog" aria-labelledby="CookieBoxTextHeadline" aria-modal="true"><div class="bottom-center"><div class="_brlbs-box-wrap"><div class="_brlbs-box"><div class="cookie-box"><div class="container"><div class="row"><div class="col-12"><div class="_brlbs-flex-center"><span role="heading" aria-level="3" class="_brlbs-h3" id="CookieBoxTextHeadline">Datenschutzeinstellungen</span></div><p id="CookieBoxTextDescription"><span class="_brlbs-paragraph _brlbs-text-description">Wir nutzen Cookies auf unserer Website. Einige von ihnen sind essenziell, während andere uns helfen, diese Website und Ihre Erfahrung zu verbessern.</span> <span class="_brlbs-paragraph _brlbs-text-confirm-age">Wenn Sie unter 16 Jahre alt sind und Ihre Zustimmung zu freiwilligen Diensten geben möchten, müssen Sie Ihre Erziehungsberechtigten um Erlaubnis bitten.</span></p><ul><li><label class="_brlbs-checkbox">Essenziell<input type="checkbox" checked disabled></label></li><li><label class="_brlbs-checkbox">Statistiken<input type="checkbox"></label></li><li><label class="_brlbs-checkbox">Externe Medien<input type="checkbox"></label></li></ul><p class="_brlbs-accept"><a href="#" tabindex="0" role="button" class="_brlbs-btn _brlbs-btn-accept-all _brlbs-cursor" data-cookie-group="all">Alle akzeptieren</a></p><p class="_brlbs-accept"><a href="#" tabindex="0" role="button" class="_brlbs-btn _brlbs-cursor" data-cookie-accept>Speichern</a></p><p class="_brlbs-manage-btn"><a href="#" class="_brlbs-cursor" data-cookie-individual>Individuelle Datenschutzeinstellungen</a></p><p class="_brlbs-legal"><a href="#" class="_brlbs-cursor" data-cookie-individual>Cookie-Details</a><span class="_brlbs-separator"></span><a href="/datenschutz/">Datenschutzerklärung</a><span class="_brlbs-separator"></span><a href="/impressum/">Impressum</a></p></div></div></div></div></div></div></div></div></div>
<div id="page-container"><div id="top-header"><div class="container clearfix"><div id="et-info"><span id="et-info-phone">${f.phone}</span></div><div id="et-secondary-menu"><ul class="et-social-icons"><li class="et-social-icon et-social-instagram"><a href="https://www.instagram.com/" class="icon"><span>Instagram</span></a></li></ul></div></div></div>
<header id="main-header" data-height-onload="80"><div class="container clearfix et_menu_container"><div class="logo_container"><span class="logo_helper"></span><a href="/"><img src="${site}/wp-content/uploads/2023/02/logo-tanzschule.png" width="320" height="96" alt="${f.school}" id="logo" data-height-percentage="60" /></a></div><div id="et-top-navigation" data-height="80" data-fixed-height="50"><nav id="top-menu-nav">${menuItems('top-menu')}</nav><div id="et_mobile_nav_menu"><div class="mobile_nav closed"><span class="select_page">Seite wählen</span><span class="mobile_menu_bar mobile_menu_bar_toggle"></span>${menuItems('mobile_menu')}</div></div></div></div></header>
<div id="et-main-area"><div id="main-content"><article id="post-${pageId}" class="post-${pageId} page type-page status-publish hentry"><div class="entry-content"><div class="et-l et-l--post"><div class="et_builder_inner_content et_pb_gutters3">${sections.map((inner, i) => `<div class="et_pb_section et_pb_section_${i} et_section_regular${i === 0 ? ' et_pb_fullwidth_section' : ''}">${inner}</div>`).join('\n')}</div></div></div></article></div>
<footer id="main-footer"><div class="container"><div id="footer-widgets" class="clearfix"><div class="footer-widget"><div id="text-2" class="fwidget et_pb_widget widget_text"><h4 class="title">${f.school}</h4><div class="textwidget"><p>${f.street}<br />${f.postcode} Hamburg-Eimsbüttel<br />Tel. <a href="tel:${tel(f.phone)}">${f.phone}</a></p></div></div></div><div class="footer-widget"><div id="nav_menu-3" class="fwidget et_pb_widget widget_nav_menu"><h4 class="title">Kurse</h4><div class="menu-footer-container"><ul id="menu-footer" class="menu"><li><a href="/kurse/">Kurse &amp; Termine</a></li><li><a href="/hochzeitstanz/">Hochzeitstanz</a></li><li><a href="/kindertanz/">Kindertanz</a></li><li><a href="/preise/">Preise</a></li></ul></div></div></div><div class="footer-widget"><div id="text-4" class="fwidget et_pb_widget widget_text"><h4 class="title">Rechtliches</h4><div class="textwidget"><p><a href="/impressum/">Impressum</a> · <a href="/datenschutz/">Datenschutz</a> · <a href="/agb/">AGB</a></p><p>Mitglied im ADTV – Allgemeiner Deutscher Tanzlehrerverband</p></div></div></div></div></div>
<div id="footer-bottom"><div class="container clearfix"><div id="footer-info">Designed by <a href="https://www.elegantthemes.com" title="Premium WordPress Themes">Elegant Themes</a> | Powered by <a href="https://www.wordpress.org">WordPress</a></div></div></div></footer></div></div>
<script type='text/javascript' id='divi-custom-script-js-extra'>var DIVI = {"item_count":"%d Item","items_count":"%d Items"};var et_pb_custom = {"ajaxurl":"${site}\\/wp-admin\\/admin-ajax.php","is_divi_theme_used":"1"};</script></body></html>`;

  let module = 0;
  const row = (...columns: string[]) =>
    `<div class="et_pb_row et_pb_row_${module}">${columns.map((inner, i) => `<div class="et_pb_column et_pb_column_${columns.length === 1 ? '4_4' : `1_${columns.length}`} et_pb_column_${module}_${i} et_pb_css_mix_blend_mode_passthrough${i === columns.length - 1 ? ' et-last-child' : ''}">${inner}</div>`).join('')}</div>`;
  const text = (html: string) =>
    `<div class="et_pb_module et_pb_text et_pb_text_${(module += 1)} et_pb_text_align_left et_pb_bg_layout_light"><div class="et_pb_text_inner">${html}</div></div>`;
  const header = (title: string, sub: string) =>
    `<section class="et_pb_fullwidth_header et_pb_module et_pb_bg_layout_dark et_pb_text_align_center et_pb_fullwidth_header_${(module += 1)}"><div class="et_pb_fullwidth_header_container center"><div class="header-content-container center"><div class="header-content"><h1 class="et_pb_module_header">${title}</h1><div class="et_pb_header_content_wrapper"><p>${sub}</p></div></div></div></div><div class="et_pb_fullwidth_header_overlay"></div><div class="et_pb_fullwidth_header_scroll"></div></section>`;
  const blurb = (title: string, body: string, icon = '&#xe0e1;') =>
    `<div class="et_pb_module et_pb_blurb et_pb_blurb_${(module += 1)} et_pb_text_align_center et_pb_blurb_position_top et_pb_bg_layout_light"><div class="et_pb_blurb_content"><div class="et_pb_main_blurb_image"><span class="et_pb_image_wrap"><span class="et-waypoint et_pb_animation_top et-pb-icon">${icon}</span></span></div><div class="et_pb_blurb_container"><h4 class="et_pb_module_header"><span>${title}</span></h4><div class="et_pb_blurb_description"><p>${body}</p></div></div></div></div>`;
  const pricing = (tables: [string, string, string, string, string[]][]) =>
    `<div class="et_pb_module et_pb_pricing_tables_${(module += 1)} et_pb_pricing clearfix et_pb_pricing_${tables.length} et_pb_no_featured_in_first_row"><div class="et_pb_pricing_table_wrap">${tables
      .map(
        ([title, sub, sum, frequency, items], i) =>
          `<div class="et_pb_pricing_table et_pb_pricing_table_${i}"><div class="et_pb_pricing_heading"><h2 class="et_pb_pricing_title">${title}</h2><span class="et_pb_best_value">${sub}</span></div><div class="et_pb_pricing_content_top"><span class="et_pb_et_price"><span class="et_pb_dollar_sign">€</span><span class="et_pb_sum">${sum}</span><span class="et_pb_frequency"><span class="et_pb_frequency_slash">/</span>${frequency}</span></span></div><div class="et_pb_pricing_content"><ul class="et_pb_pricing">${items.map((li) => `<li><span>${li}</span></li>`).join('')}</ul></div><div class="et_pb_button_wrapper"><a class="et_pb_button et_pb_pricing_table_button" href="/kontakt/">Jetzt anmelden</a></div></div>`,
      )
      .join('')}</div></div>`;
  const accordion = (items: [string, string][]) =>
    `<div class="et_pb_module et_pb_accordion et_pb_accordion_${(module += 1)}">${items.map(([q, a], i) => `<div class="et_pb_toggle et_pb_module et_pb_accordion_item et_pb_accordion_item_${i} ${i === 0 ? 'et_pb_toggle_open' : 'et_pb_toggle_close'}"><h5 class="et_pb_toggle_title">${q}</h5><div class="et_pb_toggle_content clearfix"><p>${a}</p></div></div>`).join('')}</div>`;
  const member = (name: string, position: string, bio: string) =>
    `<div class="et_pb_module et_pb_team_member et_pb_team_member_${(module += 1)} clearfix et_pb_bg_layout_light"><div class="et_pb_team_member_image et-waypoint et_pb_animation_off"><img decoding="async" src="${site}/wp-content/uploads/2024/08/team-${slugOf(name)}.jpg" alt="${name}" /></div><div class="et_pb_team_member_description"><h4 class="et_pb_module_header">${name}</h4><p class="et_pb_member_position">${position}</p><div><p>${bio}</p></div></div></div>`;
  const button = (href: string, label: string) =>
    `<div class="et_pb_button_module_wrapper et_pb_button_${(module += 1)}_wrapper et_pb_module"><a class="et_pb_button et_pb_button_${module} et_pb_bg_layout_light" href="${href}">${label}</a></div>`;
  const code = (html: string) => `<div class="et_pb_module et_pb_code et_pb_code_${(module += 1)}"><div class="et_pb_code_inner">${html}</div></div>`;
  const courseRow = (id: string, name: string, start: string, time: string, evenings: string, price: string) =>
    `<tr id="${id}"><td><strong>${name}</strong></td><td>${start}</td><td>${time}</td><td>${evenings}</td><td>${price}</td></tr>`;
  const studentPrice = comma((Number(salsa.price) * (100 - Number(f.studentDiscount))) / 100);

  return {
    name: 'dance school (de)',
    pages: {
      '/': page('Tanzschule in Hamburg-Eimsbüttel', '/', [
        header(`Willkommen in der ${f.school}`, 'Tanzen lernen mitten in Eimsbüttel – für Paare, Singles, Brautpaare und Kinder.'),
        row(
          text(
            `<h2>Einfach mal tanzen</h2><p>Ob Sie auf der nächsten Hochzeit nicht mehr am Rand stehen wollen, Salsa-Fieber haben oder einfach einen Abend in der Woche für sich zu zweit suchen: Bei uns lernen Sie in kleinen Gruppen und in entspannter Atmosphäre. Unsere Räume liegen ${f.ubahn.minutes} Minuten von der U-Bahn entfernt.</p>`,
          ),
        ),
        row(
          blurb('Discofox', `Der Klassiker für jede Party. Neuer Einsteigerkurs ab ${df.weekday}, ${df.start}.`),
          blurb('Salsa', `Kubanisch-lateinamerikanisches Lebensgefühl. Start am ${salsa.start}.`),
          blurb('Hochzeitstanz', 'Ihr erster Tanz als Ehepaar – im Crashkurs oder ganz privat.'),
        ),
        row(
          text(
            `<h3>Weihnachtspause</h3><p>Vom ${f.break.from} bis einschließlich ${f.break.until} ist unser Büro geschlossen und es finden keine Kurse statt. Wir wünschen frohe Feiertage!</p>`,
          ),
          button('/kurse/', 'Zu den Kursen'),
        ),
      ]),
      '/kurse/': page('Kurse & Termine', '/kurse/', [
        header('Kurse &amp; Termine', 'Neue Einsteigerkurse im Januar 2027'),
        row(
          text(
            `<p>Alle Kurse finden in unserem großen Saal in der ${f.street} statt. Ein Einstieg in laufende Kurse ist bis zum zweiten Abend möglich. Anmeldung über das Kontaktformular oder telefonisch während der Bürozeiten.</p>`,
          ),
          code(
            `<table class="kursplan"><thead><tr><th>Kurs</th><th>Start</th><th>Uhrzeit</th><th>Abende</th><th>Preis</th></tr></thead><tbody>${courseRow('discofox', 'Discofox Einsteiger (Paarkurs)', `${df.weekday}, ${df.start}`, df.time, `${df.evenings} × 75 Min.`, `${euro(df.price)} p. P. / ${euro(df.couple)} pro Paar`)}${courseRow('salsa', 'Salsa Einsteiger', `${salsa.weekday}, ${salsa.start}`, salsa.time, `${salsa.evenings} × 75 Min.`, `${euro(salsa.price)} p. P.`)}${courseRow('hochzeit', 'Hochzeitstanz-Crashkurs', `${w.date1} oder ${w.date2} (Samstag)`, w.time, '1 Nachmittag', `${euro(w.price)} pro Paar`)}</tbody></table>`,
          ),
        ),
        row(
          text(
            `<h3>Discofox</h3><p>Der Discofox ist ein Paarkurs: Bitte melden Sie sich zu zweit an. Nach ${df.evenings} Abenden tanzen Sie die wichtigsten Figuren sicher – auf jeder Party.</p>`,
          ),
          text(
            `<h3>Salsa &amp; Bachata</h3><p>Für Salsa brauchen Sie keinen festen Partner: Wir wechseln im Kurs regelmäßig die Partner, Singles sind herzlich willkommen. Kursleitung: ${team.salsa.name}.</p>`,
          ),
        ),
        row(
          text(
            `<h3>Gut zu wissen</h3><p>Schüler, Studierende und Auszubildende erhalten gegen Nachweis ${f.studentDiscount} % Rabatt auf alle Gruppenkurse. Der Rabatt gilt nicht für Privatstunden und Raumvermietung.</p>`,
          ),
        ),
      ]),
      '/hochzeitstanz/': page('Hochzeitstanz', '/hochzeitstanz/', [
        header('Ihr Hochzeitstanz', 'Damit der erste Tanz zum schönsten Moment des Abends wird'),
        row(
          text(
            `<h2>Crashkurs für Brautpaare</h2><p>Sie haben nicht viel Zeit? In unserem Crashkurs lernen Sie an einem Samstagnachmittag (${w.time}) einen langsamen Walzer oder Discofox, den Sie am großen Tag sicher tanzen. Termine: <strong>${w.date1}</strong> und <strong>${w.date2}</strong>.</p>`,
          ),
          pricing([
            ['Crashkurs', 'pro Paar', w.price, 'Paar', ['1 Samstagnachmittag', 'Walzer oder Discofox', 'max. 8 Paare']],
            ['Privatpaket', 'pro Paar', w.packagePrice, 'Paket', ['3 Privatstunden à 45 Min.', 'Ihr eigener Song', 'Choreografie nach Wunsch']],
          ]),
        ),
        row(text(`<p>Kursleitung: ${f.owner}, ADTV-Tanzlehrerin. Gern kommen auch Trauzeugen und Eltern mit – sprechen Sie uns an.</p>`)),
      ]),
      '/kindertanz/': page('Kindertanz', '/kindertanz/', [
        header('Kindertanz', 'Bewegung, Musik und ganz viel Spaß'),
        row(
          blurb(kids.minis.name, `Für Kinder von ${kids.minis.ages}. ${kids.minis.time}. ${euro(kids.minis.price)} im Monat.`, '&#xe030;'),
          blurb(kids.older.name, `Für Kinder von ${kids.older.ages}. ${kids.older.time}. ${euro(kids.older.price)} im Monat.`, '&#xe031;'),
        ),
        row(
          text(
            `<p>Die erste Stunde ist eine kostenlose Schnupperstunde – einfach vorher im Büro anmelden. Der Monatsbeitrag wird per Lastschrift eingezogen, die Kündigung ist zum Monatsende möglich. Leitung: ${team.kids.name}.</p>`,
          ),
        ),
      ]),
      '/preise/': page('Preise', '/preise/', [
        header('Preise', 'Tanzkreis, Übungsabende und Privatstunden'),
        row(
          pricing([
            [
              'Tanzkreis',
              'pro Paar',
              tk.price,
              'Monat',
              [`jeden ${tk.day}, ${tk.time}`, 'Standard &amp; Latein für Fortgeschrittene', 'Voraussetzung: Grundkurs'],
            ],
            [
              'Übungsabend',
              '10er-Karte',
              pr.card,
              '10 Abende',
              [`jeden ${pr.day}, ${pr.time}`, `Einzeleintritt ${euro(pr.single)} pro Person`, 'Karte 12 Monate gültig'],
            ],
            ['Privatstunde', 'pro Paar', pv.price, `${pv.minutes} Min.`, [`5er-Block: ${euro(pv.block)}`, 'Termine nach Absprache', 'auch für Einzelpersonen']],
          ]),
        ),
        row(
          text(
            `<p>Alle Preise inkl. MwSt. Der Tanzkreis wird von ${f.owner} geleitet und ist monatlich kündbar. Die Übungsabende sind offen für alle, die schon einen Kurs bei uns besucht haben.</p>`,
          ),
        ),
      ]),
      '/raumvermietung/': page('Räume mieten', '/raumvermietung/', [
        header('Feiern bei uns', 'Unsere Säle für Geburtstag, Polterabend oder Firmenfeier'),
        row(
          blurb(
            rooms.hall.name,
            `${rooms.hall.size} m², Parkett, Bar, Musikanlage – für bis zu ${rooms.hall.guests} Gäste. ${euro(rooms.hall.price)} pro Stunde, Mindestmietdauer ${rooms.hall.minHours} Stunden.`,
            '&#xe07a;',
          ),
          blurb(
            rooms.studio.name,
            `${rooms.studio.size} m², ideal für kleine Runden bis ${rooms.studio.guests} Personen. ${euro(rooms.studio.price)} pro Stunde.`,
            '&#xe07b;',
          ),
        ),
        row(
          text('<p>Vermietung freitags und samstags ab 19 Uhr sowie sonntags ganztags. Anfragen bitte über das Kontaktformular mit Datum und Gästezahl.</p>'),
        ),
      ]),
      '/team/': page('Team', '/team/', [
        header('Unser Team', 'Die Menschen hinter dem Parkett'),
        row(
          member(f.owner, 'Inhaberin, ADTV-Tanzlehrerin', 'Standard und Latein, Hochzeitstanz und der Tanzkreis am Wochenende.'),
          member(team.salsa.name, 'Salsa &amp; Bachata', 'Aus Valencia nach Hamburg gekommen. Unterricht auf Deutsch, Englisch und Spanisch.'),
        ),
        row(
          member(team.kids.name, 'Kindertanz', 'Ausgebildete Tanzpädagogin, leitet alle Kinderkurse.'),
          member(team.disco.name, 'Discofox &amp; Übungsabende', 'Seit zehn Jahren Discofox-Trainer, Turniertänzer.'),
        ),
      ]),
      '/kontakt/': page('Kontakt & Anfahrt', '/kontakt/', [
        header('Kontakt &amp; Anfahrt', ''),
        row(
          text(
            `<h3>So finden Sie uns</h3><p>${f.school}<br>${f.street}<br>${f.postcode} Hamburg</p><p>Mit der ${f.ubahn.line} bis Haltestelle <strong>${f.ubahn.station}</strong>, von dort ${f.ubahn.minutes} Minuten zu Fuß. Parken: ${f.parking.name} (kostenpflichtig), in den Seitenstraßen ist es abends meist voll.</p>`,
          ),
          text(
            `<h3>Bürozeiten</h3><p>Montag – Donnerstag: ${o.monThu}<br>Freitag: ${o.friOpen} – ${o.friClose} Uhr<br>Samstag: ${o.sat}<br>Sonntag: geschlossen</p>`,
          ),
        ),
        row(
          accordion([
            ['Wie melde ich mich an?', 'Über das Kontaktformular unten oder telefonisch zu den Bürozeiten. Sie erhalten eine Anmeldebestätigung per E-Mail.'],
            ['Brauche ich einen Tanzpartner?', 'Für Salsa nicht – dort wird gewechselt. Discofox, Hochzeitstanz und Tanzkreis sind Paarkurse.'],
            [
              'Kann ich meine Anmeldung stornieren?',
              `Bis ${f.storno.days} Tage vor Kursbeginn kostenlos. Danach berechnen wir ${f.storno.fee} % der Kursgebühr, es sei denn, Sie stellen ein Ersatzpaar.`,
            ],
            ['Welche Schuhe brauche ich?', 'Am Anfang reichen saubere Schuhe mit glatter Sohle. Bitte keine Straßenschuhe mit Profil.'],
          ]),
        ),
        row(
          `<div id="et_pb_contact_form_0" class="et_pb_module et_pb_contact_form_0 et_pb_contact_form_container clearfix" data-form_unique_num="0"><h1 class="et_pb_contact_main_title">Anmeldung &amp; Anfrage</h1><div class="et_pb_contact"><form class="et_pb_contact_form clearfix" method="post" action="/kontakt/"><p class="et_pb_contact_field"><input type="text" name="et_pb_contact_name_0" placeholder="Name"></p><p class="et_pb_contact_field"><input type="text" name="et_pb_contact_email_0" placeholder="E-Mail-Adresse"></p><p class="et_pb_contact_field"><textarea name="et_pb_contact_message_0" placeholder="Nachricht"></textarea></p><button type="submit" class="et_pb_contact_submit et_pb_button">Absenden</button></form></div></div>`,
        ),
      ]),
      '/impressum/': page('Impressum', '/impressum/', [
        row(
          text(
            `<h1>Impressum</h1><p>Angaben gemäß § 5 DDG</p><p>${f.school}<br>Inhaberin: ${f.owner}<br>${f.street}<br>${f.postcode} Hamburg</p><p><strong>Kontakt</strong><br>Telefon: ${f.phone}<br>E-Mail: ${f.email}</p><p><strong>Umsatzsteuer-ID</strong><br>Umsatzsteuer-Identifikationsnummer gemäß § 27 a Umsatzsteuergesetz: DE 318 442 907</p><p><strong>Verbraucherstreitbeilegung</strong><br>Wir sind nicht bereit oder verpflichtet, an Streitbeilegungsverfahren vor einer Verbraucherschlichtungsstelle teilzunehmen.</p><p><strong>Haftung für Inhalte</strong><br>Als Diensteanbieter sind wir gemäß § 7 Abs. 1 DDG für eigene Inhalte auf diesen Seiten nach den allgemeinen Gesetzen verantwortlich. Nach §§ 8 bis 10 DDG sind wir als Diensteanbieter jedoch nicht verpflichtet, übermittelte oder gespeicherte fremde Informationen zu überwachen.</p>`,
          ),
        ),
      ]),
    },
    questions: [
      ...[
        { kind: 'price', ask: 'Meine Frau und ich möchten Discofox lernen. Was kostet der Kurs für uns beide zusammen?', expect: [df.couple] },
        { kind: 'follow-up', ask: 'und wann geht der nächste los?', after: ['Meine Frau und ich möchten Discofox lernen. Was kostet der Kurs für uns beide zusammen?'], expect: [df.start.replace(' 2027', '')] },
        { kind: 'follow-up', ask: 'um wie viel uhr ist das? ich arbeite bis halb sieben', after: ['Meine Frau und ich möchten Discofox lernen. Was kostet der Kurs für uns beide zusammen?'], expect: [df.time.split(' ')[0]!] },
        { kind: 'arithmetic', ask: 'Ich will mit meiner besten Freundin zusammen Salsa anfangen. Was zahlen wir zu zweit?', expect: [String(2 * Number(salsa.price))] },
        { kind: 'booking', ask: 'Wann startet der nächste Salsa-Kurs und an welchem Wochentag ist der?', expect: [salsa.start.replace(' 2027', ''), salsa.weekday] },
        { kind: 'arithmetic', ask: 'ich bin studentin, was kostet mich der salsa kurs mit ermäßigung?', expect: [studentPrice] },
        { kind: 'policy', ask: 'Ich habe leider keinen Tanzpartner. Welchen Kurs kann ich trotzdem alleine machen?', expect: ['Salsa'] },
        { kind: 'product', ask: 'Wir heiraten im Juni und haben kaum Zeit für einen ganzen Kurs. Gibt es was Kompaktes für Brautpaare und was kostet das?', expect: [w.price] },
        { kind: 'follow-up', ask: 'Welche Termine gibt es dafür?', after: ['Wir heiraten im Juni und haben kaum Zeit für einen ganzen Kurs. Gibt es was Kompaktes für Brautpaare und was kostet das?'], expect: [w.date1.replace(' 2027', ''), w.date2.replace(' 2027', '')] },
        { kind: 'multi-part', ask: 'Meine Tochter ist 5. Habt ihr einen Kurs für sie und was kostet der im Monat?', expect: [kids.minis.price], reject: [euro(kids.older.price)] },
        { kind: 'policy', ask: 'kann mein sohn (8) erstmal zum ausprobieren kommen bevor wir ihn fest anmelden?', expect: ['kostenlos'] },
        { kind: 'price', ask: 'Wir haben vor Jahren mal einen Grundkurs gemacht und wollen wieder regelmäßig tanzen. Was kostet der Tanzkreis im Monat für uns als Paar?', expect: [tk.price] },
        { kind: 'comparison', ask: 'Lohnt sich die 10er-Karte für den Übungsabend? Wie viel spart man gegenüber dem Einzeleintritt?', expect: [pr.card, String(10 * Number(pr.single) - Number(pr.card))] },
        { kind: 'product', ask: 'Wir möchten einen 40. Geburtstag mit ca. 60 Gästen bei euch feiern. Kann man einen Raum mieten und was kostet das?', expect: [rooms.hall.price], reject: [euro(rooms.studio.price)] },
        { kind: 'arithmetic', ask: 'Und was würde der für 5 Stunden kosten?', after: ['Wir möchten einen 40. Geburtstag mit ca. 60 Gästen bei euch feiern. Kann man einen Raum mieten und was kostet das?'], expect: [String(5 * Number(rooms.hall.price))] },
        { kind: 'hours', ask: 'Bis wann ist euer Büro freitags besetzt?', expect: [o.friClose] },
        { kind: 'hours', ask: 'Ich wollte zwischen den Jahren im Büro vorbeikommen, um uns anzumelden. Habt ihr da offen?', expect: [f.break.until.replace(' 2027', '')] },
        { kind: 'location', ask: 'Mit welcher U-Bahn komme ich zu euch und wo muss ich aussteigen?', expect: [f.ubahn.line, f.ubahn.station] },
        { kind: 'location', ask: 'gibt es bei euch in der nähe einen parkplatz?', expect: [f.parking.key] },
        { kind: 'team', ask: 'Wer unterrichtet bei euch Salsa?', expect: [team.salsa.name], reject: [team.disco.name] },
        { kind: 'policy', ask: 'Wir sind für den Discofox angemeldet, aber mein Mann hat jetzt doch Spätschicht. Können wir noch kostenlos stornieren?', expect: [`${f.storno.days} Tage`] },
        { kind: 'contact', ask: 'Wie ist eure Telefonnummer?', expect: [f.phone] },
      ].map(german),
      { kind: 'price', ask: 'How much is a private lesson for a couple, and how long does it last?', expect: [pv.price, pv.minutes] },
      { kind: 'team', ask: "My husband is English and his German isn't great – is there a teacher who can explain things in English?", expect: [team.salsa.name] },
      { kind: 'contact', ask: "What's your email address? I'd rather write than call.", expect: [f.email] },
      ...unanswerable(
        'Bietet ihr auch Tango Argentino an?',
        'Kann man bei euch Gutscheine kaufen?',
        'Gibt es bei euch Duschen und Umkleiden?',
        'Gibt es am Ende vom Kurs einen Abschlussball?',
      ).map(german),
      ...unanswerable('Is the dance studio wheelchair accessible?'),
    ],
  };
}
