import type { BenchSite } from '../types';
import { unanswerable } from '../types';
import { jsonLd } from '../unseen/markup';
import { askedIn, phoneLink, slugOf } from '../unseen2/markup';
import type facts from './music-school.facts.json';

/**
 * Unseen: a private music school in Vienna (piano, guitar, singing) on WordPress with Divi 4 and its
 * Theme Builder in German (`lang="de-AT"`): the Complianz cookie banner, a theme-builder header
 * (`et-l--header`) whose menu module carries the logo and the mobile toggle, every page built of
 * et_pb_section / et_pb_row / et_pb_column blocks, the lesson prices as Divi pricing tables (one per
 * lesson length; the single-lesson sum in its own span, the 10er-Karte and the Semesterabo in the
 * feature list), the holiday, cancellation and payment rules as toggles, the teachers as team-member
 * modules, a Divi contact form, a theme-builder footer and an Impressum.
 *
 * The facts the pages are written from, as written and mutated, are data in music-school.facts.json.
 * The owner teaches classical piano, `teachers.jazz` jazz and pop piano, `teachers.guitar` every
 * kind of guitar (and speaks `guitar.language`), `teachers.voice` singing (Pop, Jazz and
 * `voice.style`; speaks `voice.language`). There is no Semesterabo for 60-minute lessons. The
 * trial lesson is credited if one signs up within `trial.creditDays` days. Piano and guitar from
 * `minAge`, singing from `voiceAge`. Today is late January 2027.
 */
export type MusicSchoolFacts = typeof facts.original;

export function musicSchool(f: MusicSchoolFacts): BenchSite {
  const { single: one, card, abo, trial, group: gr, kids, teachers: t, office: o, lessons: ls, holidays: hol, concert: cc } = f;
  const german = askedIn('de');
  const tel = phoneLink('43');
  const site = `https://www.${f.domain}.example`;
  const uploads = `${site}/wp-content/uploads/2025/08`;
  const district = Number(f.postcode.slice(1, 3));
  const officeOpen = o.monThu.split('–')[0];
  const menu = Object.entries({ '/': 'Start', '/unterricht/': 'Unterricht', '/preise/': 'Preise &amp; Regeln', '/team/': 'Lehrende', '/kontakt/': 'Kontakt' });
  const trialAsk = 'Kann man vorher eine Probestunde machen? Was kostet die?';
  let n = 0;
  const next = () => (n += 1);

  const navList = (path: string) =>
    menu
      .map(([href, label], i) => {
        const active = href === path ? ' current-menu-item page_item current_page_item' : '';
        return `<li id="menu-item-${412 + i * 3}" class="et_pb_menu_page_id-${412 + i * 3} menu-item menu-item-type-post_type menu-item-object-page${active} menu-item-${412 + i * 3}"><a href="${href}">${label}</a></li>`;
      })
      .join('');
  const tb = (kind: 'header' | 'footer', rows: string) =>
    `<${kind} class="et-l et-l--${kind}"><div class="et_builder_inner_content et_pb_gutters3"><div class="et_pb_section et_pb_section_0_tb_${kind} et_section_regular et_pb_section--with-menu">${rows}</div></div></${kind}>`;
  const col = (width: string, inner: string) => `<div class="et_pb_column et_pb_column_${width} et_pb_column_${next()} et_pb_css_mix_blend_mode_passthrough">${inner}</div>`;
  const row = (...columns: string[]) => {
    const width = ['4_4', '1_2', '1_3', '1_4'][columns.length - 1] ?? '1_4';
    return `<div class="et_pb_row et_pb_row_${next()}${columns.length > 1 ? ' et_pb_equal_columns' : ''}">${columns.map((c) => col(width, c)).join('')}</div>`;
  };
  const section = (...rows: string[]) => `<div class="et_pb_section et_pb_section_${next()} et_section_regular">${rows.join('')}</div>`;
  const text = (html: string) => `<div class="et_pb_module et_pb_text et_pb_text_${next()} et_pb_text_align_left et_pb_bg_layout_light"><div class="et_pb_text_inner">${html}</div></div>`;
  const hero = (h1: string, sub: string) =>
    `<div class="et_pb_section et_pb_section_${next()} et_pb_with_background et_section_regular"><div class="et_pb_row"><div class="et_pb_column et_pb_column_4_4"><div class="et_pb_module et_pb_cta_${next()} et_pb_promo et_pb_bg_layout_dark et_pb_text_align_center"><div class="et_pb_promo_description"><h1 class="et_pb_module_header">${h1}</h1><div><p>${sub}</p></div></div><div class="et_pb_button_wrapper"><a class="et_pb_button et_pb_promo_button" href="/kontakt/">Probestunde anfragen</a></div></div></div></div></div>`;
  const blurb = (heading: string, body: string) =>
    `<div class="et_pb_module et_pb_blurb et_pb_blurb_${next()} et_pb_text_align_left et_pb_blurb_position_left et_pb_bg_layout_light"><div class="et_pb_blurb_content"><div class="et_pb_main_blurb_image"><span class="et_pb_image_wrap et_pb_only_image_mode_wrap"><span class="et-pb-icon et-waypoint et_pb_animation_top">&#xe031;</span></span></div><div class="et_pb_blurb_container"><h3 class="et_pb_module_header"><span>${heading}</span></h3><div class="et_pb_blurb_description">${body}</div></div></div></div>`;
  const priceTable = (p: { title: string; sum: string; perks: string[]; featured?: boolean }, i: number) =>
    `<div class="et_pb_pricing_table et_pb_pricing_table_${i}${p.featured ? ' et_pb_featured_table' : ''}"><div class="et_pb_pricing_heading"><h2 class="et_pb_pricing_title">${p.title}</h2><span class="et_pb_best_value">Einzelstunde</span></div><div class="et_pb_pricing_content_top"><span class="et_pb_et_price"><span class="et_pb_dollar_sign">€</span><span class="et_pb_sum">${p.sum}</span><span class="et_pb_frequency"><span class="et_pb_frequency_slash">/</span>Einheit</span></span></div><div class="et_pb_pricing_content"><ul class="et_pb_pricing">${p.perks.map((x) => `<li><span>${x}</span></li>`).join('')}</ul></div></div>`;
  const toggles = (items: [string, string][]) =>
    items
      .map(
        ([q, a], i) =>
          `<div class="et_pb_module et_pb_toggle et_pb_toggle_${next()} et_pb_toggle_item ${i ? 'et_pb_toggle_close' : 'et_pb_toggle_open'}"><h5 class="et_pb_toggle_title">${q}</h5><div class="et_pb_toggle_content clearfix"><p>${a}</p></div></div>`,
      )
      .join('');
  const teacher = (name: string, position: string, bio: string) =>
    `<div class="et_pb_module et_pb_team_member et_pb_team_member_${next()} clearfix et_pb_bg_layout_light"><div class="et_pb_team_member_image et-waypoint et_pb_animation_off"><img decoding="async" width="400" height="400" src="${uploads}/${slugOf(name).replace(/^-|-$/g, '')}-400x400.jpg" alt="${name}"></div><div class="et_pb_team_member_description"><h4 class="et_pb_module_header">${name}</h4><p class="et_pb_member_position">${position}</p><div>${bio}</div></div></div>`;

  const schema = jsonLd({
    '@context': 'https://schema.org',
    '@graph': [
      { '@type': 'WebSite', '@id': `${site}/#website`, url: `${site}/`, name: f.school, inLanguage: 'de-AT' },
      { '@type': 'Organization', '@id': `${site}/#organization`, name: f.school, url: `${site}/`, logo: `${uploads}/logo-${f.domain}.svg` },
    ],
  });
  const header = (path: string) =>
    tb(
      'header',
      `<div class="et_pb_row et_pb_row_0_tb_header"><div class="et_pb_column et_pb_column_4_4 et_pb_column_0_tb_header"><div class="et_pb_module et_pb_menu et_pb_menu_0_tb_header et_pb_bg_layout_light et_pb_text_align_right et_dropdown_animation_fade et_pb_menu--with-logo et_pb_menu--style-left_aligned"><div class="et_pb_menu_inner_container clearfix"><div class="et_pb_menu__logo-wrap"><div class="et_pb_menu__logo"><a href="/"><img decoding="async" src="${uploads}/logo-${f.domain}.svg" alt="${f.school}"></a></div></div><div class="et_pb_menu__wrap"><div class="et_pb_menu__menu"><nav class="et-menu-nav"><ul id="menu-hauptmenue" class="et-menu nav">${navList(path)}</ul></nav></div><div class="et_mobile_nav_menu"><div class="mobile_nav closed"><span class="mobile_menu_bar"></span></div></div></div></div></div></div></div>`,
    );
  const footer = tb(
    'footer',
    `<div class="et_pb_row et_pb_row_0_tb_footer">${[
      `<h4>${f.school}</h4><p>${f.street}<br>${f.postcode} Wien</p><p>Tel. <a href="tel:${tel(f.phone)}">${f.phone}</a></p>`,
      `<h4>Büro</h4><p>Montag – Donnerstag: ${o.monThu} Uhr<br>Freitag: ${officeOpen}–${o.friClose} Uhr</p>`,
      '<h4>Rechtliches</h4><p><a href="/impressum/">Impressum</a> · <a href="/datenschutz/">Datenschutz</a></p>',
    ]
      .map((html) => `<div class="et_pb_column et_pb_column_1_3 et_pb_column_${next()}_tb_footer">${text(html)}</div>`)
      .join('')}</div><div class="et_pb_row et_pb_row_1_tb_footer"><div class="et_pb_column et_pb_column_4_4">${text(`<p>© 2027 ${f.school} · Mitglied im Verband der Musikschulen Wien</p>`)}</div></div>`,
  );

  const page = (name: string, path: string, body: string[]) => `<!DOCTYPE html>
<html lang="de-AT"><head><meta charset="UTF-8"><meta name="viewport" content="width=device-width, initial-scale=1.0"><title>${name} | ${f.school} – Musikunterricht in Wien ${f.district}</title><meta name="description" content="Klavier-, Gitarren- und Gesangsunterricht für Kinder und Erwachsene in Wien-${f.district}. Einzelstunden, 10er-Karten und Probestunde."><link rel="canonical" href="${site}${path}">${schema}<link rel='stylesheet' id='divi-style-css' href='${site}/wp-content/themes/Divi/style-static-cpt.min.css?ver=4.27.4' media='all'><link rel='stylesheet' id='cmplz-general-css' href='${site}/wp-content/plugins/complianz-gdpr/assets/css/cookieblocker.min.css?ver=1729090515' media='all'><style id="divi-dynamic-critical-inline-css">.et_pb_pricing_table{background:#fff}.et_pb_featured_table{z-index:3}</style></head>
<body class="page-template-default page page-id-${path.length * 37} et-tb-has-template et-tb-has-header et-tb-has-footer et_pb_button_helper_class et_cover_background et_pb_gutter et_pb_gutters3 et_divi_theme et-db">
<div id="page-container"><div id="et-boc" class="et-boc">${header(path)}
<div id="et-main-area"><div id="main-content"><article id="post-${path.length * 37}" class="page type-page status-publish hentry"><div class="entry-content"><div class="et-l et-l--post"><div class="et_builder_inner_content et_pb_gutters3">${body.join('\n')}</div></div></div></article></div>
${footer}</div></div></div>
<div id="cmplz-cookiebanner-container"><div class="cmplz-cookiebanner cmplz-hidden banner-1 optin cmplz-bottom-right cmplz-categories-type-view-preferences" aria-modal="true" data-nosnippet="true" role="dialog" aria-live="polite" aria-labelledby="cmplz-header-1-optin" aria-describedby="cmplz-message-1-optin"><div class="cmplz-header"><div class="cmplz-title" id="cmplz-header-1-optin">Cookie-Zustimmung verwalten</div></div><div class="cmplz-body"><div class="cmplz-message" id="cmplz-message-1-optin">Um Ihnen ein optimales Erlebnis zu bieten, verwenden wir Technologien wie Cookies, um Geräteinformationen zu speichern und/oder darauf zuzugreifen.</div></div><div class="cmplz-buttons"><button class="cmplz-btn cmplz-accept">Akzeptieren</button><button class="cmplz-btn cmplz-deny">Ablehnen</button><button class="cmplz-btn cmplz-view-preferences">Einstellungen ansehen</button></div></div></div>
<script id="divi-custom-script-js-extra">var DIVI = {"item_count":"%d Item","items_count":"%d Items"};var et_frontend_scripts = {"builderCssContainerPrefix":"#et-boc","builderCssLayoutPrefix":"#et-boc .et-l"};</script><script src="${site}/wp-content/themes/Divi/js/scripts.min.js?ver=4.27.4" id="divi-custom-script-js"></script></body></html>`;

  return {
    name: 'music school (de)',
    pages: {
      '/': page('Start', '/', [
        hero(`Musik lernen mitten in ${f.district}`, `Klavier, Gitarre und Gesang für Kinder ab ${f.minAge} Jahren und Erwachsene – seit ${f.founded} in der ${f.street}.`),
        section(
          row(
            blurb('Klavier', `<p>Klassik, Jazz und Pop – für Anfänger und Wiedereinsteiger.</p>`),
            blurb('Gitarre', '<p>Konzert-, Western- und E-Gitarre, einzeln oder in der Gruppe.</p>'),
            blurb('Gesang', `<p>Pop, Jazz und ${t.voice.style} – für Jugendliche und Erwachsene.</p>`),
          ),
        ),
        section(
          row(
            text(
              `<h2>Neu hier?</h2><p>Lernen Sie uns in einer Probestunde (${trial.minutes} Minuten, € ${trial.price}) kennen. Wir finden gemeinsam die passende Lehrkraft und einen fixen Termin.</p>`,
            ),
            text(`<h2>Schülerkonzert ${cc.date.split(' ').pop()}</h2><p>${cc.date}, ${cc.time} Uhr im ${cc.venue}. Eintritt frei – Familie und Freunde sind herzlich willkommen!</p>`),
          ),
        ),
      ]),
      '/unterricht/': page('Unterricht', '/unterricht/', [
        hero('Unser Unterricht', 'Einzelunterricht mit fixem Wochentermin oder flexibel mit der 10er-Karte.'),
        section(
          row(
            text(
              `<h2>Klavier</h2><p>Klassisches Klavier bei Mag. ${f.owner.name}, Jazz-, Pop- und Keyboard-Unterricht bei ${t.jazz.name}. Ab ${f.minAge} Jahren; wer zuhause kein Instrument hat, kann bei uns üben (siehe unten).</p>`,
            ),
            text(
              `<h2>Gitarre</h2><p>Konzertgitarre, Westerngitarre und E-Gitarre bei ${t.guitar.name}, ab ${f.minAge} Jahren. Für den Anfang verleihen wir Gitarren für € ${f.rental} im Monat.</p>`,
            ),
            text(`<h2>Gesang</h2><p>Pop, Jazz und ${t.voice.style} bei ${t.voice.name}. Gesangsunterricht bieten wir ab ${f.voiceAge} Jahren an, vorher empfehlen wir Chor oder Klavier.</p>`),
          ),
        ),
        section(
          row(
            text(
              `<h2>Gitarre in der Gruppe</h2><p>Einsteigerkurs für Erwachsene: ${gr.weeks} × 60 Minuten, maximal ${gr.max} Personen, € ${gr.price} pro Person. Nächster Start: <strong>${gr.date}, ${gr.time} Uhr</strong>.</p>`,
            ),
            text(
              `<h2>${kids.name}</h2><p>Musikalische Früherziehung für Kinder von ${kids.ages} Jahren: singen, trommeln, tanzen. Jeden ${kids.day} um ${kids.time} Uhr, € ${kids.price} im Monat.</p>`,
            ),
          ),
          row(
            text(
              `<h2>Übungsraum</h2><p>Unser Übungsraum mit Klavier kann stundenweise gemietet werden: € ${f.practice} pro Stunde, Buchung im Büro.</p><h2>Unterrichtszeiten</h2><p>Montag bis Freitag ${ls.weekday} Uhr, Samstag ${ls.satOpen}–${ls.satClose} Uhr.</p>`,
            ),
          ),
        ),
      ]),
      '/preise/': page('Preise &amp; Regeln', '/preise/', [
        hero('Preise', 'Einzelstunde, 10er-Karte oder Semesterabo – Sie entscheiden.'),
        section(
          row(
            `<div class="et_pb_module et_pb_pricing_tables_${next()} et_pb_pricing clearfix et_pb_pricing_3"><div class="et_pb_pricing_table_wrap">${[
              { title: '30 Minuten', sum: one.m30, perks: [`10er-Karte: € ${card.m30}`, `Semesterabo: € ${abo.m30} / Monat`, 'ideal für Kinder'] },
              { title: '45 Minuten', sum: one.m45, perks: [`10er-Karte: € ${card.m45}`, `Semesterabo: € ${abo.m45} / Monat`, 'unser Klassiker'], featured: true },
              { title: '60 Minuten', sum: one.m60, perks: [`10er-Karte: € ${card.m60}`, 'kein Semesterabo', 'für Fortgeschrittene'] },
            ]
              .map(priceTable)
              .join('')}</div></div>`,
          ),
        ),
        section(
          row(
            text(`<h3>10er-Karte</h3><p>Gültig ${card.months} Monate ab Kauf, nicht übertragbar. Rechtzeitig abgesagte Stunden werden nicht abgebucht.</p>`),
            text(
              `<h3>Semesterabo</h3><p>Fixer Wochentermin von ${abo.period}, bezahlt in ${abo.rates} Monatsraten. Die Ferien sind in den Monatsraten bereits eingerechnet. Für jedes weitere Geschwisterkind im Abo gibt es ${f.sibling} % Rabatt.</p>`,
            ),
            text(
              `<h3>Probestunde</h3><p>${trial.minutes} Minuten für € ${trial.price}. Melden Sie sich innerhalb von ${trial.creditDays} Tagen zu einer 10er-Karte oder einem Semesterabo an, rechnen wir den Betrag an.</p>`,
            ),
          ),
        ),
        section(
          row(
            toggles([
              [
                'Ferienregelung',
                `In den Wiener Schulferien und an gesetzlichen Feiertagen findet kein Unterricht statt. Semesterferien: ${hol.semester} · Osterferien: ${hol.easter} · Sommerpause: ${hol.summer}.`,
              ],
              [
                'Absagen und Versäumnisse',
                `Einzelstunden und Stunden von der 10er-Karte können bis ${f.cancel} Stunden vorher kostenlos abgesagt werden (per E-Mail oder SMS an die Lehrkraft). Spätere Absagen und nicht wahrgenommene Stunden werden voll verrechnet bzw. abgebucht. Sagt die Lehrkraft ab, wird die Stunde nachgeholt.`,
              ],
              ['Bezahlung', `Per Überweisung oder mit ${f.payment} im Büro. Barzahlung ist leider nicht möglich.`],
              ['Kündigung des Semesterabos', 'Das Abo kann jeweils zum Semesterende schriftlich gekündigt werden.'],
            ]),
          ),
        ),
      ]),
      '/team/': page('Lehrende', '/team/', [
        hero('Unsere Lehrenden', 'Ausgebildete Musikerinnen und Musiker mit viel Geduld.'),
        section(
          row(
            teacher(`Mag. ${f.owner.name}`, 'Leitung · Klavier (Klassik)', `<p>Konzertfach Klavier an der mdw. Gründete ${f.short} ${f.founded}. Unterricht auf Deutsch und Englisch.</p>`),
            teacher(t.jazz.name, 'Klavier (Jazz &amp; Pop) · Keyboard', '<p>Jazzpianist, spielt in mehreren Wiener Bands. Unterricht auf Deutsch und Englisch.</p>'),
          ),
          row(
            teacher(t.guitar.name, 'Gitarre (klassisch, Western, E-Gitarre)', `<p>Unterrichtet Kinder ab ${f.minAge} und Erwachsene, leitet den Gruppenkurs. Unterricht auf Deutsch, Englisch und ${t.guitar.language}.</p>`),
            teacher(t.voice.name, `Gesang (Pop, Jazz, ${t.voice.style})`, `<p>Sängerin und Vocal Coach. Unterricht auf Deutsch, Englisch und ${t.voice.language}.</p>`),
          ),
        ),
      ]),
      '/kontakt/': page('Kontakt', '/kontakt/', [
        hero('Kontakt', 'Wir freuen uns auf Ihre Anfrage.'),
        section(
          row(
            text(
              `<p><strong>${f.school}</strong><br>${f.street}, ${f.postcode} Wien</p><p>${f.ubahn.line}, Station ${f.ubahn.station} – ${f.ubahn.minutes} Minuten zu Fuß.</p><p>Telefon: ${f.phone}<br>E-Mail: <a href="mailto:${f.email}">${f.email}</a></p><p><strong>Bürozeiten</strong><br>Montag – Donnerstag: ${o.monThu} Uhr<br>Freitag: ${officeOpen}–${o.friClose} Uhr</p>`,
            ),
            `<div id="et_pb_contact_form_0" class="et_pb_module et_pb_contact_form_0 et_pb_contact_form_container clearfix" data-form_unique_num="0"><h2 class="et_pb_contact_main_title">Anfrage</h2><div class="et-pb-contact-message"></div><div class="et_pb_contact"><form class="et_pb_contact_form clearfix" method="post" action="/kontakt/"><p class="et_pb_contact_field et_pb_contact_field_0"><label for="et_pb_contact_name_0" class="et_pb_contact_form_label">Name</label><input type="text" id="et_pb_contact_name_0" class="input" name="et_pb_contact_name_0" placeholder="Name"></p><p class="et_pb_contact_field et_pb_contact_field_1"><label for="et_pb_contact_instrument_0" class="et_pb_contact_form_label">Instrument</label><select id="et_pb_contact_instrument_0" class="et_pb_contact_select input" name="et_pb_contact_instrument_0"><option value="">Instrument</option><option value="Klavier">Klavier</option><option value="Gitarre">Gitarre</option><option value="Gesang">Gesang</option></select></p><p class="et_pb_contact_field et_pb_contact_field_2"><textarea name="et_pb_contact_message_0" class="et_pb_contact_message input" placeholder="Nachricht"></textarea></p><div class="et_contact_bottom_container"><button type="submit" name="et_builder_submit_button" class="et_pb_contact_submit et_pb_button">Senden</button></div></form></div></div>`,
          ),
        ),
      ]),
      '/impressum/': page('Impressum', '/impressum/', [
        section(
          row(
            text(
              `<h1>Impressum</h1><p>Medieninhaberin: Mag. ${f.owner.name}, ${f.school} (Einzelunternehmen)<br>${f.street}, ${f.postcode} Wien</p><p>Tel. ${f.phone} · ${f.email}<br>UID-Nummer: ${f.uid}</p><p>Gewerbebehörde: Magistratisches Bezirksamt für den ${district}. Bezirk</p>`,
            ),
          ),
        ),
      ]),
    },
    questions: [
      ...[
        { kind: 'price', ask: 'Was kostet bei euch eine einzelne Klavierstunde mit 45 Minuten?', expect: [one.m45] },
        {
          kind: 'comparison',
          ask: 'Ist die 10er-Karte für 30 Minuten wirklich billiger als 10 Einzelstunden? Um wie viel?',
          expect: [card.m30, String(10 * Number(one.m30) - Number(card.m30))],
        },
        { kind: 'arithmetic', ask: 'Was kostet die 10er-Karte für 60 Minuten, und wie viel ist das dann pro Stunde?', expect: [card.m60, String(Number(card.m60) / 10)], reject: [card.m45] },
        { kind: 'total', ask: 'Meine Frau und ich wollen beide eine 10er Karte mit 45 min – was zahlen wir zusammen?', expect: [String(2 * Number(card.m45))] },
        { kind: 'price', ask: trialAsk, expect: [trial.price] },
        { kind: 'follow-up', ask: 'Und wird die angerechnet, wenn ich dann weitermache?', after: [trialAsk], expect: [`${trial.creditDays} Tagen`] },
        ...unanswerable('Bietet ihr auch Online-Unterricht über Zoom an?'),
        { kind: 'person', ask: 'Wer unterrichtet bei euch E-Gitarre?', expect: [t.guitar.first] },
        {
          kind: 'person',
          ask: `Mein Sohn (9) spricht noch nicht so gut Deutsch, seine Muttersprache ist ${t.guitar.language}. Gibt es jemanden, der ${t.guitar.language} spricht? Er will Gitarre lernen.`,
          expect: [t.guitar.first],
        },
        { kind: 'person', ask: `Ich möchte ${t.voice.style} singen lernen – wer wäre da die richtige Lehrerin?`, expect: [t.voice.first] },
        { kind: 'policy', ask: 'Ab welchem Alter kann meine Tochter Gesangsunterricht nehmen? Sie ist 10.', expect: [`${f.voiceAge} Jahren`] },
        { kind: 'price', ask: 'Habt ihr was für ganz Kleine? Meine Tochter ist 5. Was kostet das?', expect: [kids.name, kids.price] },
        ...unanswerable('Bereitet ihr auch auf die Aufnahmeprüfung an der Musik-Uni vor?'),
        { kind: 'hours', ask: 'Findet in den Semesterferien Unterricht statt? Wann sind die genau?', expect: [hol.semesterEnd] },
        { kind: 'policy', ask: 'Muss ich beim Semesterabo in den Ferien eigentlich weiterzahlen? Wie viele Raten sind das?', expect: [`${abo.rates} Monatsraten`] },
        { kind: 'policy', ask: 'Ich bin krank und kann morgen um 15 Uhr nicht kommen – verfällt die Stunde dann?', expect: [`${f.cancel} Stunden`] },
        { kind: 'policy', ask: 'Kann ich die Stunden auch bar im Büro bezahlen?', expect: [f.payment] },
        { kind: 'hours', ask: 'Bis wann ist das Büro am Freitag besetzt?', expect: [o.friClose] },
        { kind: 'hours', ask: 'Unter der Woche schaff ich es nicht. Gibt es auch samstags Unterricht, und bis wann?', expect: [`${ls.satClose} Uhr`] },
        { kind: 'event', ask: 'Gibt es auch Gitarre in der Gruppe? Wann startet der nächste Kurs und was kostet er?', expect: [gr.short, gr.price] },
        { kind: 'price', ask: 'Ich hab zuhause kein Klavier. Kann ich bei euch üben und was kostet das?', expect: [f.practice] },
        ...unanswerable('Darf ich beim Unterricht meines Sohnes (7) dabeisitzen?'),
        { kind: 'event', ask: 'Wann ist das nächste Schülerkonzert?', expect: [cc.short] },
        ...unanswerable('Gibt es Parkplätze direkt vor der Schule?'),
        { kind: 'location', ask: 'Welche U-Bahn-Station ist bei euch in der Nähe?', expect: [f.ubahn.station] },
      ].map(german),
      { kind: 'price', ask: "Hi, I'm an expat in Vienna and want to start piano lessons. Do you teach in English, and what does a 60 min lesson cost?", expect: [one.m60] },
      { kind: 'comparison', ask: 'Is the 10-lesson card cheaper per lesson than paying single 45-minute lessons?', expect: [card.m45, one.m45] },
      ...unanswerable('Is there a lift in the building? My mum uses a wheelchair and would love to watch my lesson.'),
      askedIn('fr')({
        kind: 'person',
        ask: "Bonjour, ma fille de 8 ans voudrait apprendre la guitare. Qui serait son professeur et combien coûte un cours de 30 minutes ?",
        expect: [t.guitar.first, one.m30],
      }),
      askedIn('es')({ kind: 'person', ask: 'Hola, ¿dais clases de canto? ¿Quién es la profesora y en qué idiomas da clase?', expect: [t.voice.first] }),
    ],
  };
}
