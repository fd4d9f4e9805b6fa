/* eslint-disable max-lines -- a fixture site: every page of one business as one function of its facts, whose closures (markup helpers, prices) the pages share */
import type { BenchQuestion, BenchSite } from '../types';
import { unanswerable } from '../types';
import { jsonLd } from '../unseen/markup';
import { askedIn, phoneLink, slugOf } from '../unseen2/markup';
import type facts from './translation-agency.facts.json';

/**
 * Unseen: a translation and interpreting agency in Lyon, a WordPress site on the Divi theme in French
 * (`lang="fr-FR"`, paths with a trailing slash): Divi's top header (`#et-info` phone and email), the
 * `#main-header` with `#top-menu` (WordPress `menu-item` classes, a "Services" sub-menu) and its
 * mobile copy, every page an `et_pb_section` › `et_pb_row` › `et_pb_column_1_2` › `et_pb_module`
 * tree (text, blurb, button, tabs, accordion, pricing tables, team member, contact form, number
 * counters whose figures live only in `data-number-value`), the price per word by language pair as a
 * TablePress table inside a text module (general and specialised columns), sworn translation, urgency
 * surcharges and turnaround times as Divi Tabs (only the first tab `et_pb_active_content`), the
 * interpreting rates as Divi pricing tables (currency, sum and frequency in separate spans), the
 * team as team-member modules, payment terms as an accordion (first toggle open, the rest
 * `et_pb_toggle_close`), the footer widgets and `#footer-info`, the Complianz cookie banner and the
 * Yoast SEO schema graph in every page. A translators' area under /espace-traducteurs/, which
 * robots.txt disallows (the footer links to it), holds freelance rates, a software discount code and
 * next year's prices that must never be quoted.
 *
 * The facts the pages are written from, as written and mutated, are data in translation-agency.facts.json.
 * Word prices are excl. VAT per source word, "spécialisée" meaning legal, medical, technical or
 * financial; sworn translations are per page of up to 250 words, European languages at
 * `certified.eu`, Arabic, Russian, Chinese and Japanese at `certified.other`. Urgent is within 48 h,
 * express within 24 h, weekend delivery the third surcharge. Simultaneous interpreting needs two
 * interpreters per booth. Companies pay at `payment.terms`; individuals pay when ordering; a deposit
 * above `payment.over`. Today is mid April 2027.
 */
export type TranslationAgencyFacts = typeof facts.original;

export function translationAgency(f: TranslationAgencyFacts): BenchSite {
  const { hours: hr, certified: ce, urgency: ur, interp: ip, quote: qt, payment: pay, team, internal: ix } = f;
  const fr = askedIn('fr');
  const tel = phoneLink('33');
  const site = `https://www.${f.domain}.example`;
  const uploads = `${site}/wp-content/uploads/2026/11`;
  const pair = (lang: string) => f.pairs.find((p) => p.lang === lang)!;
  const surname = (name: string) => name.split(' ').pop()!;
  const counters: Record<string, number> = {};
  /** Divi numbers every module of a kind on a page: et_pb_text_0, et_pb_text_1, … */
  const n = (kind: string) => (counters[kind] = (counters[kind] ?? -1) + 1);

  const module = (kind: string, extra: string, inner: string) => `<div class="et_pb_module et_pb_${kind} et_pb_${kind}_${n(kind)}${extra}">${inner}</div>`;
  const text = (html: string) => module('text', ' et_pb_text_align_left et_pb_bg_layout_light', `<div class="et_pb_text_inner">${html}</div>`);
  const button = (href: string, label: string) =>
    `<div class="et_pb_button_module_wrapper et_pb_button_${counters.button ?? 0}_wrapper et_pb_button_alignment_left et_pb_module"><a class="et_pb_button et_pb_button_${n('button')} et_pb_bg_layout_light" href="${href}">${label}</a></div>`;
  const blurb = (icon: string, title: string, body: string) =>
    module(
      'blurb',
      ' et_pb_text_align_left et_pb_blurb_position_top et_pb_bg_layout_light',
      `<div class="et_pb_blurb_content"><div class="et_pb_main_blurb_image"><span class="et_pb_image_wrap"><span class="et-waypoint et_pb_animation_top et_pb_animation_top_tablet et_pb_animation_top_phone et-pb-icon">${icon}</span></span></div><div class="et_pb_blurb_container"><h4 class="et_pb_module_header"><span>${title}</span></h4><div class="et_pb_blurb_description">${body}</div></div></div>`,
    );
  const column = (width: string, modules: string[], last: boolean) =>
    `<div class="et_pb_column et_pb_column_${width} et_pb_column_${n('column')} et_pb_css_mix_blend_mode_passthrough${last ? ' et-last-child' : ''}">${modules.join('')}</div>`;
  const row = (...columns: string[][]) => {
    const width = ({ 1: '4_4', 2: '1_2', 3: '1_3', 4: '1_4' } as Record<number, string>)[columns.length] ?? '4_4';
    return `<div class="et_pb_row et_pb_row_${n('row')}">${columns.map((c, i) => column(width, c, i === columns.length - 1)).join('')}</div>`;
  };
  const section = (rows: string[], extra = '') => `<div class="et_pb_section et_pb_section_${n('section')} et_section_regular${extra}">${rows.join('')}</div>`;
  const tabs = (items: [string, string][]) =>
    module(
      'tabs',
      '',
      `<ul class="et_pb_tabs_controls clearfix">${items.map(([label], i) => `<li class="et_pb_tab_${i}${i ? '' : ' et_pb_tab_active'}"><a href="#">${label}</a></li>`).join('')}</ul><div class="et_pb_all_tabs">${items
        .map(
          ([, body], i) =>
            `<div class="et_pb_tab et_pb_tab_${i} clearfix${i ? '' : ' et_pb_active_content et-pb-active-slide'}"><div class="et_pb_tab_content">${body}</div></div>`,
        )
        .join('')}</div>`,
    );
  const accordion = (items: [string, string][]) =>
    module(
      'accordion',
      '',
      items
        .map(
          ([q, a], i) =>
            `<div class="et_pb_module et_pb_toggle et_pb_toggle_${n('toggle')} et_pb_toggle_item ${i ? 'et_pb_toggle_close' : 'et_pb_toggle_open'}"><h5 class="et_pb_toggle_title">${q}</h5><div class="et_pb_toggle_content clearfix"><p>${a}</p></div></div>`,
        )
        .join(''),
    );
  /** A Divi pricing table: the euro sign, the sum and the unit in three spans. */
  const pricing = (title: string, subtitle: string, sum: string, frequency: string, perks: string[], featured = false) =>
    `<div class="et_pb_pricing_table et_pb_pricing_table_${n('pricing_table')}${featured ? ' et_pb_featured_table' : ''}"><div class="et_pb_pricing_heading"><h2 class="et_pb_pricing_title">${title}</h2><span class="et_pb_best_value">${subtitle}</span></div><div class="et_pb_pricing_content_top"><span class="et_pb_et_price"><span class="et_pb_dollar_sign">€</span><span class="et_pb_sum">${sum}</span><span class="et_pb_frequency"><span class="et_pb_frequency_slash">/</span>${frequency}</span></span></div><div class="et_pb_pricing_content"><ul class="et_pb_pricing">${perks.map((p) => (p.startsWith('-') ? `<li class="et_pb_not_available"><span>${p.slice(1)}</span></li>` : `<li><span>${p}</span></li>`)).join('')}</ul></div><div class="et_pb_button_wrapper"><a class="et_pb_button et_pb_pricing_table_button" href="/devis/">Demander un devis</a></div></div>`;
  const pricingTables = (tables: string[]) =>
    module(
      'pricing_tables',
      ` et_pb_pricing clearfix et_pb_pricing_${tables.length} et_pb_no_featured_in_first_row`,
      `<div class="et_pb_pricing_table_wrap">${tables.join('')}</div>`,
    );
  const member = (name: string, position: string, bio: string) =>
    module(
      'team_member',
      ' clearfix et_pb_bg_layout_light',
      `<div class="et_pb_team_member_image et-waypoint et_pb_animation_off"><img decoding="async" width="400" height="400" src="${uploads}/${slugOf(name).replace(/^-|-$/g, '')}-400x400.jpg" alt="${name}" /></div><div class="et_pb_team_member_description"><h4 class="et_pb_module_header">${name}</h4><p class="et_pb_member_position">${position}</p><div><p>${bio}</p></div><ul class="et_pb_member_social_links"><li><a href="https://www.linkedin.com/in/${slugOf(name).replace(/^-|-$/g, '')}" class="et_pb_font_icon et_pb_linkedin_icon"><span>LinkedIn</span></a></li></ul></div>`,
    );
  const counter = (value: number, title: string) =>
    module(
      'number_counter',
      ' et_pb_with_title et_pb_bg_layout_light',
      `<div class="percent" style=""><p><span class="percent-value"></span></p></div><h3 class="title">${title}</h3>`,
    ).replace('">', `" data-number-value="${value}" data-number-separator=" ">`);

  /** The primary menu; "Services & tarifs" opens a sub-menu of the three services. */
  const serviceMenu: [string, string][] = [
    ['/tarifs/', 'Traduction'],
    ['/tarifs/#assermentee', 'Traduction assermentée'],
    ['/interpretation/', 'Interprétation'],
  ];
  const menu = Object.entries({
    '/': 'Accueil',
    '/tarifs/': 'Services &amp; tarifs',
    '/langues/': 'Langues',
    '/equipe/': 'L’équipe',
    '/devis/': 'Devis gratuit',
  })
    .concat([['/contact/', 'Contact']])
    .map(([href, label]) => [href, label, href === '/tarifs/' ? serviceMenu : []] as const);
  let menuId = 27;
  const menuItems = (path: string) =>
    menu
      .map(([href, label, sub]) => {
        const on = href === path;
        const id = (menuId += 2);
        const cls = `menu-item menu-item-type-post_type menu-item-object-page${href === '/' ? ' menu-item-home' : ''}${sub.length ? ' menu-item-has-children' : ''}${on ? ' current-menu-item page_item current_page_item' : ''} menu-item-${id}`;
        const children = sub.length
          ? `<ul class="sub-menu">${sub.map(([h, l]) => `<li id="menu-item-${(menuId += 1)}" class="menu-item menu-item-type-custom menu-item-object-custom menu-item-${menuId}"><a href="${site}${h}">${l}</a></li>`).join('')}</ul>`
          : '';
        return `<li id="menu-item-${id}" class="${cls}"><a href="${site}${href}"${on ? ' aria-current="page"' : ''}>${label}</a>${children}</li>`;
      })
      .join('');
  const hoursText = `Lundi – jeudi : ${hr.week[0]} – ${hr.week[1]} / ${hr.week[2]} – ${hr.week[3]}<br />Vendredi : ${hr.fri[0]} – ${hr.fri[1]} / ${hr.fri[2]} – ${hr.fri[3]}<br />Samedi et dimanche : fermé`;
  /** Yoast's graph: the page, the site and the organisation, each pointing at the next by its @id. */
  const schema = (title: string, path: string) => {
    const ref = (anchor: string) => ({ '@id': `${site}/#${anchor}` });
    const page = { '@type': 'WebPage', ...{ '@id': `${site}${path}` }, url: `${site}${path}`, name: `${title} - ${f.agency}`, isPartOf: ref('website') };
    const website = { '@type': 'WebSite', ...ref('website'), url: `${site}/`, name: f.agency, publisher: ref('organization') };
    const logo = { '@type': 'ImageObject', url: `${uploads}/logo-${f.domain}.png` };
    const organization = {
      '@type': 'Organization',
      ...ref('organization'),
      name: f.agency,
      url: `${site}/`,
      logo,
      sameAs: [`https://www.linkedin.com/company/${f.domain}`],
    };
    const graph = [page, website].map((node) => ({ ...node, inLanguage: 'fr-FR' }));
    return jsonLd({ '@context': 'https://schema.org', '@graph': [...graph, organization] }).replace('<script ', '<script class="yoast-schema-graph" ');
  };
  const consent = `<div id="cmplz-cookiebanner-container"><div class="cmplz-cookiebanner cmplz-hidden banner-1 bottom-right-view-preferences optin cmplz-bottom-right cmplz-categories-type-view-preferences" aria-modal="true" data-nosnippet="true" role="dialog" aria-live="polite" aria-labelledby="cmplz-header-1-optin" aria-describedby="cmplz-message-1-optin"><div class="cmplz-header"><div class="cmplz-logo"></div><div class="cmplz-title" id="cmplz-header-1-optin">Gérer le consentement</div><div class="cmplz-close" tabindex="0" role="button" aria-label="Fermer la boîte de dialogue"></div></div><div class="cmplz-divider cmplz-divider-header"></div><div class="cmplz-body"><div class="cmplz-message" id="cmplz-message-1-optin">Pour offrir les meilleures expériences, nous utilisons des technologies telles que les cookies pour stocker et/ou accéder aux informations des appareils. Ne pas consentir ou retirer son consentement peut avoir un effet négatif sur certaines caractéristiques et fonctions.</div></div><div class="cmplz-buttons"><button class="cmplz-btn cmplz-accept">Accepter</button><button class="cmplz-btn cmplz-deny">Refuser</button><button class="cmplz-btn cmplz-view-preferences">Voir les préférences</button></div><div class="cmplz-links cmplz-documents"><ul><li><a href="${site}/politique-de-cookies-ue/" class="cmplz-link cookie-statement">Politique de cookies</a></li></ul></div></div></div>`;
  let postId = 40;

  const doc = (title: string, path: string, sections: string[]) => {
    const id = (postId += 13);
    Object.keys(counters).forEach((k) => delete counters[k]);
    return `<!DOCTYPE html>
<html lang="fr-FR">
<head>
	<meta charset="UTF-8" />
<meta http-equiv="X-UA-Compatible" content="IE=edge">
	<link rel="pingback" href="${site}/xmlrpc.php" />
	<script type="text/javascript">document.documentElement.className = 'js';</script>
	<!-- Optimisation des moteurs de recherche par Yoast SEO - https://yoast.com/wordpress/plugins/seo/ -->
	<title>${title} - ${f.agency} | Traduction et interprétation à Lyon</title>
	<meta name="description" content="Agence de traduction et d’interprétation à Lyon depuis ${f.founded} : traductions générales et spécialisées, traductions assermentées, interprètes de liaison et de conférence." />
	<link rel="canonical" href="${site}${path}" />
	<meta property="og:locale" content="fr_FR" /><meta property="og:type" content="article" /><meta property="og:title" content="${title}" /><meta property="og:url" content="${site}${path}" /><meta property="og:site_name" content="${f.agency}" />
	${schema(title, path)}
	<!-- / Yoast SEO plugin. -->
<meta name="generator" content="Divi v.4.27.4" />
<link rel='stylesheet' id='divi-style-parent-css' href='${site}/wp-content/themes/Divi/style-static.min.css?ver=4.27.4' type='text/css' media='all' />
<link rel='stylesheet' id='tablepress-default-css' href='${site}/wp-content/plugins/tablepress/css/build/default.css?ver=3.1.3' type='text/css' media='all' />
<link rel="stylesheet" id="et-core-unified-${id}-cached-inline-styles" href="${site}/wp-content/et-cache/${id}/et-core-unified-${id}.min.css" />
<meta name="viewport" content="width=device-width, initial-scale=1.0, maximum-scale=1.0, user-scalable=0" />
</head>
<body class="page-template-default page page-id-${id} et_pb_button_helper_class et_fixed_nav et_show_nav et_secondary_nav_enabled et_primary_nav_dropdown_animation_fade et_secondary_nav_dropdown_animation_fade et_header_style_left et_pb_footer_columns3 et_cover_background et_pb_gutter et_pb_gutters3 et_pb_pagebuilder_layout et_no_sidebar et_divi_theme et-db">
	<div id="page-container">
	<div id="top-header"><div class="container clearfix"><div id="et-info"><span id="et-info-phone">${f.phone}</span><a href="mailto:${f.email}"><span id="et-info-email">${f.email}</span></a></div><div id="et-secondary-menu"><div class="et_duplicate_social_icons"><ul class="et-social-icons"><li class="et-social-icon et-social-linkedin"><a href="https://www.linkedin.com/company/${f.domain}" class="icon"><span>LinkedIn</span></a></li></ul></div></div></div></div>
	<header id="main-header" data-height-onload="66"><div class="container clearfix et_menu_container"><div class="logo_container"><span class="logo_helper"></span><a href="${site}/"><img src="${uploads}/logo-${f.domain}.png" width="280" height="84" alt="${f.agency}" id="logo" data-height-percentage="54" /></a></div><div id="et-top-navigation" data-height="66" data-fixed-height="40"><nav id="top-menu-nav"><ul id="top-menu" class="nav">${menuItems(path)}</ul></nav><div id="et_mobile_nav_menu"><div class="mobile_nav closed"><span class="select_page">Sélectionner une page</span><span class="mobile_menu_bar mobile_menu_bar_toggle"></span></div></div></div></div></header>
	<div id="et-main-area"><div id="main-content"><article id="post-${id}" class="post-${id} page type-page status-publish hentry"><div class="entry-content"><div class="et-l et-l--post"><div class="et_builder_inner_content et_pb_gutters3">
${sections.join('\n')}
	</div></div></div></article></div>
	<footer id="main-footer"><div class="container"><div id="footer-widgets" class="clearfix"><div class="footer-widget"><div id="text-2" class="fwidget et_pb_widget widget_text"><h4 class="title">${f.agency}</h4><div class="textwidget"><p>${f.street}<br />${f.cp} Lyon</p><p>${f.phone}<br />${f.email}</p></div></div></div><div class="footer-widget"><div id="text-3" class="fwidget et_pb_widget widget_text"><h4 class="title">Horaires du bureau</h4><div class="textwidget"><p>${hoursText}</p></div></div></div><div class="footer-widget"><div id="nav_menu-2" class="fwidget et_pb_widget widget_nav_menu"><h4 class="title">Liens utiles</h4><div class="menu-footer-container"><ul id="menu-footer" class="menu"><li class="menu-item"><a href="${site}/devis/">Devis gratuit</a></li><li class="menu-item"><a href="${site}/mentions-legales/">Mentions légales</a></li><li class="menu-item"><a href="${site}/espace-traducteurs/">Espace traducteurs</a></li></ul></div></div></div></div></div><div id="footer-bottom"><div class="container clearfix"><div id="footer-info">© ${f.founded}–2027 ${f.agency} · Membre de la Société française des traducteurs</div></div></div></footer>
	</div></div>
	${consent}
	<script type="text/javascript" src="${site}/wp-content/themes/Divi/js/scripts.min.js?ver=4.27.4" id="divi-custom-script-js"></script>
	<script type="text/javascript" src="${site}/wp-content/plugins/complianz-gdpr/cookiebanner/js/complianz.min.js?ver=1738829744" id="cmplz-cookiebanner-js"></script>
</body>
</html>`;
  };

  const wordTable = `<table id="tablepress-1" class="tablepress tablepress-id-1"><thead><tr class="row-1"><th class="column-1">Langue (depuis ou vers le français)</th><th class="column-2">Traduction générale</th><th class="column-3">Traduction spécialisée*</th></tr></thead><tbody class="row-striping row-hover">${f.pairs
    .map((p, i) => `<tr class="row-${i + 2}"><td class="column-1">${p.lang}</td><td class="column-2">${p.std} €</td><td class="column-3">${p.spec} €</td></tr>`)
    .join('')}</tbody></table>`;
  const languageNames = f.pairs.map((p) => p.lang.toLowerCase()).join(', ');
  const paymentToggles: [string, string][] = [
    [
      'Comment se passe le paiement ?',
      `Particuliers : paiement à la commande, par carte bancaire ou virement. Entreprises et administrations : paiement par virement à ${pay.terms} date de facture.`,
    ],
    [
      'Faut-il verser un acompte ?',
      `Pour toute commande supérieure à ${pay.over} € HT, nous demandons un acompte de ${pay.deposit} % à la signature du devis, le solde à la livraison.`,
    ],
    ['Acceptez-vous les chèques ?', 'Non, nous n’acceptons plus les chèques depuis 2024.'],
    [
      'Mes documents sont-ils confidentiels ?',
      'Oui. Tous nos traducteurs sont soumis à un accord de confidentialité et vos fichiers sont supprimés 12 mois après la livraison.',
    ],
  ];

  const contractAsk =
    "Bonjour, combien coûte la traduction d'un contrat commercial de 3 000 mots de l'anglais vers le français ? C'est du juridique je suppose";
  const birthAsk = 'J’ai besoin de faire traduire mon acte de naissance marocain (en arabe) pour un mariage en mairie. C’est combien ?';
  const word = (language: string, ask: string, rate: string, reject: string): BenchQuestion =>
    askedIn(language)({ kind: 'price', ask, expect: [rate], reject: [reject] });

  const questions: BenchQuestion[] = [
    fr({ kind: 'price', ask: contractAsk, expect: [pair('Anglais').spec], reject: [ix.freelance, ix.code] }),
    fr({ kind: 'follow-up', ask: "et si j'en ai besoin pour après-demain ?", after: [contractAsk], expect: [ur.urgent] }),
    fr({ kind: 'price', ask: birthAsk, expect: [ce.other], reject: [`${ce.eu} €`] }),
    fr({ kind: 'follow-up', ask: 'Et il faut compter combien de temps pour l’avoir ?', after: [birthAsk], expect: [ce.delay] }),
    fr({
      kind: 'price',
      ask: 'Nous avons besoin d’un interprète allemand pour une négociation avec un fournisseur, une journée complète à Lyon. Quel est votre tarif ?',
      expect: [ip.liaisonDay],
      reject: [ip.simDay, ix.newLiaison],
    }),
    fr({
      kind: 'price',
      ask: 'Pour un congrès il nous faut de l’interprétation simultanée en cabine anglais-français sur deux jours. Combien par interprète et par jour ?',
      expect: [ip.simDay],
    }),
    ...unanswerable('Do you also do subtitling for videos?'),
    fr({ kind: 'duration', ask: 'En combien de temps vous traduisez un document de 800 mots ?', expect: [f.turnaround] }),
    fr({ kind: 'process', ask: 'comment on obtient un devis ? c’est payant ?', expect: [qt.within] }),
    fr({ kind: 'payment', ask: 'Nous sommes une PME. Quels sont vos délais de paiement ?', expect: [pay.terms] }),
    fr({ kind: 'payment', ask: 'Faut-il verser un acompte pour une grosse commande ?', expect: [pay.over, pay.deposit] }),
    fr({ kind: 'hours', ask: 'Vous êtes ouverts le vendredi après-midi ? Jusqu’à quelle heure ?', expect: [hr.fri[3]!] }),
    ...unanswerable('אתם מציעים גם שירותי תמלול של הקלטות?').map(askedIn('he')),
    fr({ kind: 'team', ask: 'Qui traduit le japonais chez vous ?', expect: [surname(team.ja.name)] }),
    fr({ kind: 'price', ask: 'Je veux juste faire traduire une phrase en italien pour un tatouage, il y a un minimum ?', expect: [f.minimum] }),
    fr({ kind: 'location', ask: 'Vous êtes où exactement ? C’est quel métro ?', expect: [f.metro.station] }),
    word(
      'fr',
      'Quel tarif pour traduire notre site web du français vers l’allemand ? Environ 5000 mots, rien de technique.',
      pair('Allemand').std,
      pair('Allemand').spec,
    ),
    fr({ kind: 'price', ask: 'Si je vous envoie un document vendredi soir pour lundi matin, c’est possible ? Quel supplément ?', expect: [ur.weekend] }),
    ...unanswerable('Vous proposez aussi des cours de langue ?', 'Proposez-vous des interprètes en langue des signes (LSF) ?').map(fr),
    { kind: 'team', ask: 'Do you have someone who does certified Arabic translations? Who would that be?', expect: [surname(team.ar.name)] },
    { kind: 'price', ask: 'How much is remote interpreting over Zoom, per hour?', expect: [ip.remote] },
    askedIn('es')({
      kind: 'price',
      ask: '¿Cuánto cuesta una traducción jurada del español al francés por página?',
      expect: [ce.eu],
      reject: [`${ce.other} €`, ix.newCert],
    }),
    word('it', "Quanto costa a parola tradurre dall'italiano al francese un testo normale, non tecnico?", pair('Italien').std, pair('Italien').spec),
    word('de', 'Wie viel kostet eine Fachübersetzung (Technik) Deutsch–Französisch pro Wort?', pair('Allemand').spec, pair('Allemand').std),
    ...unanswerable('¿Tenéis también una oficina en París?').map(askedIn('es')),
    askedIn('pt')({ kind: 'price', ask: 'Quanto custa por palavra traduzir um texto do português para o francês?', expect: [pair('Portugais').std] }),
    askedIn('ar')({ kind: 'price', ask: 'كم تكلفة نصف يوم من الترجمة الشفوية المرافقة (الاتصال)؟', expect: [ip.liaisonHalf], reject: [ip.liaisonDay] }),
    askedIn('zh-Hans')({ kind: 'price', ask: '如果24小时内要翻译好，要加收多少？', expect: [ur.express] }),
    askedIn('ja')({ kind: 'price', ask: '同時通訳を半日お願いするといくらですか？', expect: [ip.simHalf] }),
  ];

  const pages: Record<string, string> = {
    '/': doc('Accueil', '/', [
      section(
        [
          row([
            text(
              `<h1>Traduction et interprétation à Lyon</h1><p>Depuis ${f.founded}, ${f.agency} accompagne entreprises, avocats, administrations et particuliers dans ${f.pairs.length} langues. Des traducteurs diplômés qui traduisent vers leur langue maternelle, des traductions assermentées reconnues par les administrations et des interprètes pour vos réunions, salons et congrès.</p>`,
            ),
            button(`${site}/devis/`, 'Demander un devis gratuit'),
          ]),
        ],
        ' et_pb_with_background',
      ),
      section([
        row(
          [blurb('', 'Traduction', '<p>Générale ou spécialisée : juridique, médicale, technique, financière, marketing.</p>')],
          [
            blurb(
              '',
              'Traduction assermentée',
              '<p>Actes d’état civil, diplômes, jugements, permis de conduire : acceptée par les mairies, préfectures et tribunaux.</p>',
            ),
          ],
          [blurb('', 'Interprétation', '<p>Liaison, consécutive et simultanée, sur place ou à distance.</p>')],
        ),
        row([counter(f.pairs.length, 'langues')], [counter(12500, 'documents traduits')], [counter(340, 'clients fidèles')]),
      ]),
    ]),
    '/tarifs/': doc('Tarifs de traduction', '/tarifs/', [
      section([
        row([
          text(
            `<h1>Nos tarifs de traduction</h1><p>Nos prix sont calculés au mot source, hors taxes (TVA 20 %). Ils comprennent la traduction et une relecture par un second linguiste.</p>${wordTable}<p>* Traduction spécialisée : textes juridiques, médicaux, techniques et financiers.</p><p>Montant minimum de facturation : ${f.minimum} € HT par commande. Relecture seule d’un texte déjà traduit : ${f.review} € HT par mot.</p>`,
          ),
        ]),
      ]),
      section([
        row([
          text('<h2 id="assermentee">Assermentée, urgences et délais</h2>'),
          tabs([
            [
              'Traduction assermentée',
              `<p>Nos traducteurs experts près la Cour d’appel de Lyon certifient la traduction de vos documents officiels (tampon et signature).</p><ul><li>Langues européennes : <strong>${ce.eu} € TTC</strong> par page</li><li>Arabe, russe, chinois, japonais : <strong>${ce.other} € TTC</strong> par page</li><li>Une page = jusqu’à 250 mots</li><li>Exemplaire certifié supplémentaire : ${ce.copy} €</li><li>Envoi de l’original en lettre recommandée : ${ce.post} €</li></ul><p>Délai : ${ce.delay} après réception d’un scan lisible du document.</p>`,
            ],
            [
              'Urgences',
              `<p>Besoin d’aller plus vite que nos délais habituels ?</p><ul><li>Urgent (livraison sous 48 h) : +${ur.urgent} %</li><li>Express (livraison sous 24 h) : +${ur.express} %</li><li>Livraison le week-end ou un jour férié : +${ur.weekend} %</li></ul>`,
            ],
            [
              'Délais',
              `<p>Un traducteur traduit environ 2 500 mots par jour ouvré. À titre indicatif : jusqu’à 1 000 mots, livraison en ${f.turnaround}. Pour les projets plus longs, nous vous proposons un planning avec le devis.</p>`,
            ],
          ]),
        ]),
      ]),
    ]),
    '/interpretation/': doc('Interprétation', '/interpretation/', [
      section([
        row([
          text(
            '<h1>Interprétation</h1><p><strong>Liaison</strong> pour vos rendez-vous, visites d’usine et négociations ; <strong>simultanée</strong> en cabine pour les congrès et conférences (toujours deux interprètes par cabine, qui se relaient toutes les 30 minutes).</p>',
          ),
        ]),
        row([
          pricingTables([
            pricing('Liaison', 'Demi-journée', ip.liaisonHalf, 'HT', ['Jusqu’à 4 heures', 'Un interprète', '-Matériel de cabine']),
            pricing('Liaison', 'Journée', ip.liaisonDay, 'HT', ['Jusqu’à 8 heures', 'Un interprète', '-Matériel de cabine'], true),
            pricing('Simultanée', 'Demi-journée', ip.simHalf, 'HT par interprète', ['Jusqu’à 4 heures', 'Binôme obligatoire', 'Cabine en option']),
            pricing('Simultanée', 'Journée', ip.simDay, 'HT par interprète', ['Jusqu’à 8 heures', 'Binôme obligatoire', 'Cabine en option']),
          ]),
        ]),
        row([
          text(
            `<h3>À distance</h3><p>Interprétation par visioconférence (Zoom, Teams) : ${ip.remote} € HT de l’heure, minimum une heure.</p><h3>Bon à savoir</h3><ul><li>Heure supplémentaire : ${ip.extraHour} € HT.</li><li>Déplacements hors Métropole de Lyon : ${ip.km} € HT/km ou billet de train en 2de classe, plus l’hébergement si nécessaire.</li><li>Merci de nous transmettre les documents de préparation (ordre du jour, présentations) au moins 5 jours avant.</li></ul>`,
          ),
        ]),
      ]),
    ]),
    '/langues/': doc('Langues', '/langues/', [
      section([
        row([
          text(
            `<h1>Nos langues</h1><p>Nous traduisons depuis et vers le français : ${languageNames}. Chaque traducteur travaille uniquement vers sa langue maternelle.</p><p>Vous ne trouvez pas votre langue ? Écrivez-nous, nous travaillons avec un réseau de traducteurs partenaires en France et à l’étranger.</p>`,
          ),
        ]),
      ]),
    ]),
    '/equipe/': doc('L’équipe', '/equipe/', [
      section([
        row([text('<h1>L’équipe</h1>')]),
        row(
          [
            member(
              team.founder.name,
              'Fondatrice, traductrice-interprète',
              `Traductrice ${team.founder.langs}, experte près la Cour d’appel de Lyon. Elle relit chaque traduction assermentée.`,
            ),
          ],
          [member(team.de.name, 'Traducteur allemand', 'Allemand langue maternelle, ingénieur de formation : traductions techniques et industrielles.')],
          [member(team.it.name, 'Traductrice italien et portugais', 'Italienne, installée à Lyon depuis 2014. Marketing, tourisme et mode.')],
        ),
        row(
          [
            member(
              team.ar.name,
              'Traducteur-interprète arabe, expert près la Cour d’appel',
              'Traductions assermentées d’actes d’état civil, de jugements et de diplômes depuis et vers l’arabe.',
            ),
          ],
          [member(team.zh.name, 'Traductrice chinois', 'Mandarin langue maternelle. Contrats, fiches produits et accompagnement de délégations.')],
          [member(team.ja.name, 'Traductrice-interprète japonais', 'Interprète de liaison et de conférence pour le japonais, et traductions techniques.')],
        ),
      ]),
    ]),
    '/devis/': doc('Devis gratuit', '/devis/', [
      section([
        row([
          text(
            `<h1>Votre devis gratuit</h1><p>Envoyez-nous votre document : vous recevez un devis détaillé, gratuit et sans engagement, sous ${qt.within} ouvrées.</p>`,
          ),
        ]),
        row(
          [blurb('1', 'Envoyez votre document', `<p>Par le formulaire ci-dessous ou par e-mail à ${f.email} (Word, PDF, scan).</p>`)],
          [blurb('2', 'Recevez le devis', `<p>Prix, délai de livraison et nom du traducteur. Le devis est valable ${qt.valid}.</p>`)],
          [blurb('3', 'Validez', '<p>Signez le devis (bon pour accord) et nous démarrons la traduction.</p>')],
        ),
        row(
          [
            module(
              'contact_form',
              ' et_pb_contact_form_container clearfix',
              `<h1 class="et_pb_contact_main_title">Demande de devis</h1><div class="et-pb-contact-message"></div><div class="et_pb_contact"><form class="et_pb_contact_form clearfix" method="post" action="${site}/devis/"><p class="et_pb_contact_field et_pb_contact_field_0 et_pb_contact_field_half" data-id="name" data-type="input"><label for="et_pb_contact_name_0" class="et_pb_contact_form_label">Nom</label><input type="text" id="et_pb_contact_name_0" class="input" value="" name="et_pb_contact_name_0" data-required_mark="required" data-field_type="input" placeholder="Nom"></p><p class="et_pb_contact_field et_pb_contact_field_1 et_pb_contact_field_half et_pb_contact_field_last" data-id="email" data-type="email"><label for="et_pb_contact_email_0" class="et_pb_contact_form_label">Adresse email</label><input type="text" id="et_pb_contact_email_0" class="input" value="" name="et_pb_contact_email_0" data-required_mark="required" data-field_type="email" placeholder="Adresse email"></p><p class="et_pb_contact_field et_pb_contact_field_2 et_pb_contact_field_last" data-id="message" data-type="text"><label for="et_pb_contact_message_0" class="et_pb_contact_form_label">Langues, délai souhaité, lien vers le document</label><textarea name="et_pb_contact_message_0" id="et_pb_contact_message_0" class="et_pb_contact_message input" data-required_mark="required" data-field_type="text" placeholder="Langues, délai souhaité, lien vers le document"></textarea></p><div class="et_contact_bottom_container"><button type="submit" name="et_builder_submit_button" class="et_pb_contact_submit et_pb_button">Envoyer</button></div></form></div>`,
            ),
          ],
          [text('<h3>Paiement</h3>'), accordion(paymentToggles)],
        ),
      ]),
    ]),
    '/contact/': doc('Contact', '/contact/', [
      section([
        row(
          [
            text(
              `<h1>Nous trouver</h1><p>${f.agency}<br />${f.street}<br />${f.cp} Lyon</p><p>Métro ${f.metro.line}, station ${f.metro.station}, à ${f.metro.walk} à pied.</p><p>Tél. <a href="tel:${tel(f.phone)}">${f.phone}</a><br />${f.email}</p>`,
            ),
          ],
          [text(`<h3>Horaires du bureau</h3><p>${hoursText}</p><p>Les rendez-vous pour les traductions assermentées se prennent par téléphone.</p>`)],
        ),
      ]),
    ]),
    '/mentions-legales/': doc('Mentions légales', '/mentions-legales/', [
      section([
        row([
          text(
            `<h1>Mentions légales</h1><p>Le site ${site.replace('https://', '')} est édité par ${f.legal}, au capital de ${f.capital}, immatriculée au ${f.rcs}, SIRET ${f.siret}, TVA intracommunautaire ${f.tva}, dont le siège est situé ${f.street}, ${f.cp} Lyon.</p><p>Directrice de la publication : ${team.founder.name}.</p><p>Hébergement : o2switch, Chemin des Pardiaux, 63000 Clermont-Ferrand.</p>`,
          ),
        ]),
      ]),
    ]),
    '/espace-traducteurs/': doc('Espace traducteurs', '/espace-traducteurs/', [
      section([
        row([
          text(
            `<h1>Espace traducteurs</h1><p><strong>Réservé à nos traducteurs partenaires – ne pas communiquer aux clients.</strong></p><ul><li>Rémunération des traducteurs indépendants : ${ix.freelance} par mot pour l’anglais, sur facture mensuelle.</li><li>Licence de logiciel de TAO à prix réduit avec le code partenaire ${ix.code}.</li><li>Grille tarifaire à partir du ${ix.effective} (ne pas encore annoncer) : liaison journée ${ix.newLiaison} € HT, traduction assermentée (langues européennes) ${ix.newCert} € TTC par page.</li></ul>`,
          ),
        ]),
      ]),
    ]),
  };
  return { name: 'translation agency (fr-FR)', questions, disallow: ['/espace-traducteurs/'], pages };
}
