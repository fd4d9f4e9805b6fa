/* eslint-disable max-lines -- a fixture site: every page of one business as one function of its facts, whose closures (Divi module builders, course and dive price lists) the pages share */
import type { BenchQuestion, BenchSite } from '../types';
import { unanswerable } from '../types';
import { jsonLd } from '../unseen/markup';
import { phoneLink, slugOf } from '../unseen2/markup';
import type facts from './dive-centre.facts.json';

/**
 * Unseen: a PADI scuba diving centre in the marina of Lagos (Algarve), a WordPress site on the Divi
 * theme in European Portuguese (`lang="pt-PT"`) with one English page under /en/ (WPML's language
 * prefix and its `wpml-ls` switcher in the secondary menu): Divi's `#top-header` with the phone and the
 * e-mail in `#et-info`, the `#main-header` with `#top-menu` and its mobile copy, every page an
 * `et_pb_section` › `et_pb_row` › `et_pb_column` › `et_pb_module` tree numbered per page
 * (`et_pb_text_3`…): a fullwidth header, blurbs for the services and the dive sites, a testimonial,
 * number counters whose figures live only in `data-number-value`, the courses as Divi pricing tables
 * (euro sign, sum and frequency in their own spans, the eLearning price and the minimum ages in the
 * feature lists, a crossed-out `et_pb_not_available` feature), the fun dives and the rental as HTML
 * tables pasted into text modules, the season's boat departures as Divi tabs (only the first pane
 * `et_pb_active_content`), the practical questions as an accordion (first item open, the others
 * `et_pb_toggle_close`) and the inclusions as stand-alone toggles, a Divi contact form and map, the
 * footer widgets and `#footer-info`, a CookieYes banner and Rank Math's schema graph. A staff area at
 * /area-equipa/, which robots.txt disallows (the footer links to it), holds the instructors' pay, the
 * compressor service account and next year's prices that must never be quoted.
 *
 * The facts the pages are written from, as written and mutated, are data in dive-centre.facts.json.
 * Bubblemaker is in the pool from `courses.bubble.age`; Discover Scuba Diving (one boat dive to
 * `courses.discover.depth` m) and the Open Water course from `courses.*.age` (juniors up to 15 dive
 * with an adult), Advanced from `courses.advanced.age`; the Ocean Revival wreck trip (two dives,
 * `fun.wreck`) needs the Advanced. Courses are booked with a `deposit` % deposit, fun dives with
 * `diveDeposit` € a person; free cancellation up to `cancelHours` hours before; when the centre calls a
 * dive off for the sea (swell over `swell` m, decided by `weatherBy` the day before) the deposit is
 * refunded or the dive moved. Any "Sim" on the medical questionnaire needs a doctor's form under
 * `medicalMonths` months old. Boat dives from `season.from` to `season.to`, three departures a day in
 * high season (`high.*`), two otherwise; in winter pool courses only and the shop opens Tuesday to
 * Saturday. Today is early February 2033.
 */
export type DiveCentreFacts = typeof facts.original;

type Lang = 'pt-PT' | 'en-GB';

export function diveCentre(f: DiveCentreFacts): BenchSite {
  const { courses: cs, fun, rental: rt, season: sn, high: hi, mid, shop, boat, parking: pk, group: gp, internal: ix } = f;
  const { bubble, discover: dsd, openWater: ow, advanced: adv } = cs;
  const [shopFrom = '', shopTo = ''] = shop.season;
  const [winterFrom = '', winterTo = ''] = shop.winter;
  const site = `https://www.${f.domain}.example`;
  const uploads = `${site}/wp-content/uploads/2032/10`;
  const tel = phoneLink('351');
  const eur = (amount: string) => `${amount}&nbsp;€`;

  /** Divi numbers each kind of module from 0 on every page: et_pb_blurb_0, et_pb_blurb_1, … */
  const numbering = new Map<string, number>();
  const nth = (kind: string) => {
    const next = (numbering.get(kind) ?? -1) + 1;
    numbering.set(kind, next);
    return `et_pb_${kind}_${next}`;
  };

  const mod = (kind: string, classes: string, inner: string, extra = '') =>
    `<div class="et_pb_module et_pb_${kind} ${nth(kind)}${classes ? ` ${classes}` : ''}"${extra}>${inner}</div>`;
  const textModule = (html: string) => mod('text', 'et_pb_text_align_left et_pb_bg_layout_light', `<div class="et_pb_text_inner">${html}</div>`);
  const widths: Record<number, string> = { 1: '4_4', 2: '1_2', 3: '1_3', 4: '1_4' };
  /** One row: each argument a column of modules, the column width from how many there are. */
  const row = (...cols: string[][]) => {
    const width = widths[cols.length] ?? '1_4';
    const inner = cols.map(
      (modules, i) =>
        `<div class="et_pb_column et_pb_column_${width} ${nth('column')} et_pb_css_mix_blend_mode_passthrough${i === cols.length - 1 ? ' et-last-child' : ''}">${modules.join('')}</div>`,
    );
    return `<div class="et_pb_row ${nth('row')}${cols.length > 1 ? ' et_pb_equal_columns' : ''}">${inner.join('')}</div>`;
  };
  const section = (rows: string[], look = '') => `<div class="et_pb_section ${nth('section')}${look} et_section_regular">${rows.join('')}</div>`;
  const diviButton = (href: string, label: string) => {
    const id = nth('button');
    return `<div class="et_pb_button_module_wrapper ${id}_wrapper et_pb_button_alignment_center et_pb_module"><a class="et_pb_button ${id} et_pb_bg_layout_dark" href="${href}">${label}</a></div>`;
  };
  /** The fullwidth header of a hero section: title, subhead and one button, in a fullwidth section. */
  const hero = (title: string, subhead: string, cta: [string, string]) =>
    `<div class="et_pb_section ${nth('section')} et_pb_fullwidth_section et_section_regular"><section class="et_pb_module et_pb_fullwidth_header ${nth('fullwidth_header')} et_pb_text_align_center et_pb_bg_layout_dark"><div class="et_pb_fullwidth_header_container center"><div class="header-content-container center"><div class="header-content"><h1 class="et_pb_module_header">${title}</h1><span class="et_pb_fullwidth_header_subhead">${subhead}</span><div class="et_pb_header_content_wrapper"></div><a class="et_pb_button et_pb_more_button et_pb_button_one" href="${cta[0]}">${cta[1]}</a></div></div></div><div class="et_pb_fullwidth_header_overlay"></div><div class="et_pb_fullwidth_header_scroll"></div></section></div>`;
  const blurb = (icon: string, title: string, html: string) =>
    mod(
      'blurb',
      'et_pb_text_align_center et_pb_blurb_position_top et_pb_bg_layout_light',
      `<div class="et_pb_blurb_content"><div class="et_pb_main_blurb_image"><span class="et_pb_image_wrap"><span class="et-waypoint et_pb_animation_top et-pb-icon">${icon}</span></span></div><div class="et_pb_blurb_container"><h4 class="et_pb_module_header"><span>${title}</span></h4><div class="et_pb_blurb_description">${html}</div></div></div>`,
    );
  const picture = (file: string, alt: string) =>
    mod(
      'image',
      'et_pb_image_sticky',
      `<span class="et_pb_image_wrap "><img fetchpriority="high" decoding="async" width="1200" height="800" src="${uploads}/${file}.jpg" alt="${alt}" title="${alt}" srcset="${uploads}/${file}.jpg 1200w, ${uploads}/${file}-980x653.jpg 980w, ${uploads}/${file}-480x320.jpg 480w" sizes="(min-width: 0px) and (max-width: 480px) 480px, (min-width: 481px) and (max-width: 980px) 980px, (min-width: 981px) 1200px, 100vw" class="wp-image-${file.length * 17}" /></span>`,
    );
  /** A number counter: the figure is written by Divi's script from `data-number-value`, the markup holds only the title. */
  const counter = (value: number, title: string) =>
    mod(
      'number_counter',
      'et_pb_with_title et_pb_bg_layout_light',
      `<div class="percent"><p><span class="percent-value"></span><span class="percent-sign"></span></p></div><h3 class="title">${title}</h3>`,
      ` data-number-value="${value}" data-number-separator="."`,
    );
  const testimonial = (quote: string, author: string, where: string) =>
    mod(
      'testimonial',
      'clearfix et_pb_bg_layout_light et_pb_text_align_left',
      `<div style="background-image: url(${uploads}/cliente-${slugOf(author).replace(/^-|-$/g, '')}.jpg);" class="et_pb_testimonial_portrait"></div><div class="et_pb_testimonial_description"><div class="et_pb_testimonial_description_inner"><div class="et_pb_testimonial_content"><p>${quote}</p></div></div><span class="et_pb_testimonial_author">${author}</span><p class="et_pb_testimonial_meta"><span class="et_pb_testimonial_company">${where}</span></p></div>`,
    );

  /** A Divi pricing table; a feature starting with "-" is crossed out (`et_pb_not_available`). */
  interface Plan {
    title: string;
    badge: string;
    sum: string;
    per: string;
    features: string[];
    featured?: boolean;
  }
  const plan = (p: Plan, i: number) => {
    const items = p.features.map((feat) =>
      feat.startsWith('-') ? `<li class="et_pb_not_available"><span>${feat.slice(1)}</span></li>` : `<li><span>${feat}</span></li>`,
    );
    const head = `<div class="et_pb_pricing_heading"><h2 class="et_pb_pricing_title">${p.title}</h2><span class="et_pb_best_value">${p.badge}</span></div>`;
    const price = `<div class="et_pb_pricing_content_top"><span class="et_pb_et_price"><span class="et_pb_dollar_sign">€</span><span class="et_pb_sum">${p.sum}</span><span class="et_pb_frequency"><span class="et_pb_frequency_slash">/</span>${p.per}</span></span></div>`;
    return `<div class="et_pb_pricing_table et_pb_pricing_table_${i}${p.featured ? ' et_pb_featured_table' : ''}">${head}${price}<div class="et_pb_pricing_content"><ul class="et_pb_pricing">${items.join('')}</ul></div><div class="et_pb_button_wrapper"><a class="et_pb_button et_pb_pricing_table_button" href="${site}/contactos/#reservar">Reservar</a></div></div>`;
  };
  const pricingTables = (plans: Plan[]) =>
    mod('pricing_tables', `et_pb_pricing clearfix et_pb_pricing_${plans.length}`, `<div class="et_pb_pricing_table_wrap">${plans.map(plan).join('')}</div>`);
  /** Divi tabs: the controls list, then every pane; only the first pane is the active slide. */
  const diviTabs = (panes: [string, string][]) => {
    const controls = panes.map(([label], i) => `<li class="et_pb_tab_${i}${i === 0 ? ' et_pb_tab_active' : ''}"><a href="#">${label}</a></li>`);
    const bodies = panes.map(
      ([, html], i) =>
        `<div class="et_pb_tab et_pb_tab_${i} clearfix${i === 0 ? ' et_pb_active_content et-pb-active-slide' : ''}"><div class="et_pb_tab_content">${html}</div></div>`,
    );
    return mod('tabs', '', `<ul class="et_pb_tabs_controls clearfix">${controls.join('')}</ul><div class="et_pb_all_tabs">${bodies.join('')}</div>`);
  };
  /** The accordion module: its items are toggles, the first open, the rest closed. */
  const accordion = (items: [string, string][]) => {
    const body = items.map(([title, html], i) => {
      const state = i === 0 ? 'et_pb_toggle_open' : 'et_pb_toggle_close';
      return `<div class="et_pb_toggle et_pb_module et_pb_accordion_item ${nth('accordion_item')} ${state}"><h5 class="et_pb_toggle_title">${title}</h5><div class="et_pb_toggle_content clearfix">${html}</div></div>`;
    });
    return mod('accordion', '', body.join(''));
  };
  const toggle = (title: string, html: string) =>
    mod(
      'toggle',
      'et_pb_toggle_item et_pb_toggle_close',
      `<h5 class="et_pb_toggle_title">${title}</h5><div class="et_pb_toggle_content clearfix">${html}</div>`,
    );
  /** A price list as site owners paste it into a text module: a plain table with a header row. */
  const priceTable = (head: [string, string], lines: [string, string][]) =>
    `<table class="tabela-precos" style="width: 100%; border-collapse: collapse;"><thead><tr><th style="text-align: left;">${head[0]}</th><th style="text-align: right;">${head[1]}</th></tr></thead><tbody>${lines
      .map(([what, price]) => `<tr><td>${what}</td><td style="text-align: right;">${price}</td></tr>`)
      .join('')}</tbody></table>`;

  const menu: [string, string][] = [
    ['/', 'Início'],
    ['/cursos-padi/', 'Cursos PADI'],
    ['/mergulhos-de-barco/', 'Mergulhos de barco'],
    ['/aluguer-de-equipamento/', 'Aluguer'],
    ['/epoca-e-horarios/', 'Época &amp; horários'],
    ['/informacoes-uteis/', 'Informações úteis'],
    ['/contactos/', 'Contactos'],
  ];
  const menuList = (path: string, lang: Lang) =>
    (lang === 'pt-PT' ? menu : [['/en/diving-in-lagos/', 'Diving in Lagos'] as [string, string], ['/contactos/', 'Contact']])
      .map(([href, label], i) => {
        const here = href === path;
        const id = 2140 + i * 3;
        return `<li id="menu-item-${id}" class="menu-item menu-item-type-post_type menu-item-object-page${href === '/' ? ' menu-item-home' : ''}${here ? ' current-menu-item page_item current_page_item' : ''} menu-item-${id}"><a href="${site}${href}"${here ? ' aria-current="page"' : ''}>${label}</a></li>`;
      })
      .join('');
  const switcher = (lang: Lang) =>
    `<div class="wpml-ls-statics-shortcode_actions wpml-ls wpml-ls-legacy-list-horizontal"><ul><li class="wpml-ls-slot-shortcode_actions wpml-ls-item wpml-ls-item-pt-pt${lang === 'pt-PT' ? ' wpml-ls-current-language' : ''} wpml-ls-first-item wpml-ls-item-legacy-list-horizontal"><a href="${site}/" class="wpml-ls-link"><span class="wpml-ls-native" lang="pt-pt">PT</span></a></li><li class="wpml-ls-slot-shortcode_actions wpml-ls-item wpml-ls-item-en${lang === 'en-GB' ? ' wpml-ls-current-language' : ''} wpml-ls-last-item wpml-ls-item-legacy-list-horizontal"><a href="${site}/en/diving-in-lagos/" class="wpml-ls-link"><span class="wpml-ls-native" lang="en">EN</span></a></li></ul></div>`;
  const cookieYes = `<div class="cky-consent-container cky-box-bottom-left" tabindex="0"><div class="cky-consent-bar" data-cky-tag="notice"><div class="cky-notice"><p class="cky-title" role="heading" aria-level="1" data-cky-tag="notice-title">Utilizamos cookies</p><div class="cky-notice-group"><div class="cky-notice-des" data-cky-tag="notice-description"><p>Utilizamos cookies para melhorar a sua experiência de navegação, mostrar o mapa e analisar o nosso tráfego. Ao clicar em "Aceitar tudo", consente a nossa utilização de cookies.</p></div><div class="cky-notice-btn-wrapper" data-cky-tag="notice-buttons"><button class="cky-btn cky-btn-customize" aria-label="Personalizar" data-cky-tag="settings-button">Personalizar</button><button class="cky-btn cky-btn-reject" aria-label="Rejeitar tudo" data-cky-tag="reject-button">Rejeitar tudo</button><button class="cky-btn cky-btn-accept" aria-label="Aceitar tudo" data-cky-tag="accept-button">Aceitar tudo</button></div></div></div></div></div>`;
  /** Rank Math's graph: the dive centre as a local business, the site and the page pointing at it by @id. */
  const schema = (path: string, title: string, lang: Lang) => {
    const id = (anchor: string) => ({ '@id': `${site}${anchor}` });
    const address = {
      '@type': 'PostalAddress',
      streetAddress: f.street,
      postalCode: f.postcode,
      addressLocality: 'Lagos',
      addressRegion: 'Faro',
      addressCountry: 'PT',
    };
    const geo = { '@type': 'GeoCoordinates', latitude: '37.1087', longitude: '-8.6736' };
    const centre = {
      '@type': ['SportsActivityLocation', 'LocalBusiness'],
      ...id('/#organization'),
      name: f.brand,
      telephone: tel(f.phone),
      email: f.email,
      address,
      geo,
    };
    const webSite = { '@type': 'WebSite', ...id('/#website'), url: site, name: f.brand, publisher: id('/#organization'), inLanguage: lang };
    const webPage = { '@type': 'WebPage', ...id(`${path}#webpage`), url: `${site}${path}`, name: title, isPartOf: id('/#website'), inLanguage: lang };
    return jsonLd({ '@context': 'https://schema.org', '@graph': [centre, webSite, webPage] }).replace('<script ', '<script class="rank-math-schema" ');
  };

  const footer = `<footer id="main-footer"><div class="container"><div id="footer-widgets" class="clearfix"><div class="footer-widget"><div id="text-2" class="fwidget et_pb_widget widget_text"><h4 class="title">${f.brand}</h4><div class="textwidget"><p>${f.street}<br />${f.postcode} Lagos, Portugal</p><p><a href="tel:${tel(f.phone)}">${f.phone}</a> (chamada para a rede fixa nacional)<br />WhatsApp ${f.whatsapp}</p></div></div></div><div class="footer-widget"><div id="text-3" class="fwidget et_pb_widget widget_text"><h4 class="title">Certificações</h4><div class="textwidget"><p>PADI 5 Star Dive Center n.º ${f.padi}<br />RNAAT n.º ${f.rnaat} (Turismo de Portugal)</p></div></div></div><div class="footer-widget"><div id="nav_menu-3" class="fwidget et_pb_widget widget_nav_menu"><h4 class="title">Links</h4><div class="menu-rodape-container"><ul id="menu-rodape" class="menu"><li class="menu-item"><a href="${site}/termos-e-condicoes/">Termos e condições</a></li><li class="menu-item"><a href="${site}/politica-de-privacidade/">Política de privacidade</a></li><li class="menu-item"><a href="https://www.livroreclamacoes.pt/">Livro de Reclamações</a></li><li class="menu-item"><a href="${site}/area-equipa/">Área da equipa</a></li></ul></div></div></div></div></div><div id="footer-bottom"><div class="container clearfix"><ul class="et-social-icons"><li class="et-social-icon et-social-instagram"><a href="https://www.instagram.com/${f.domain}/" class="icon"><span>Instagram</span></a></li></ul><div id="footer-info">© ${f.since}–2033 ${f.legal} · NIF ${f.nif}</div></div></div></footer>`;

  let postId = 7;
  const page = (path: string, title: string, description: string, body: string[], lang: Lang = 'pt-PT', robots = 'follow, index') => {
    numbering.clear();
    postId += 11;
    return `<!DOCTYPE html>
<html lang="${lang}">
<head>
<meta charset="UTF-8" /><meta http-equiv="X-UA-Compatible" content="IE=edge"><link rel="pingback" href="${site}/xmlrpc.php" />
<script type="text/javascript">document.documentElement.className = 'js';</script>
<title>${title} - ${f.brand}</title><meta name="description" content="${description}"/>
<meta name="robots" content="${robots}, max-snippet:-1, max-video-preview:-1, max-image-preview:large"/>
<link rel="canonical" href="${site}${path}" />
<link rel="alternate" hreflang="pt-pt" href="${site}/" /><link rel="alternate" hreflang="en" href="${site}/en/diving-in-lagos/" /><meta property="og:locale" content="${lang.replace('-', '_')}" /><meta property="og:type" content="website" /><meta property="og:title" content="${title} - ${f.brand}" /><meta property="og:description" content="${description}" /><meta property="og:url" content="${site}${path}" /><meta property="og:site_name" content="${f.brand}" />
${schema(path, title, lang)}
<meta name="generator" content="WPML ver:4.6.13 stt:1,42;" /><meta name="generator" content="Divi v.4.27.4" /><link rel='stylesheet' id='divi-style-css' href='${site}/wp-content/themes/Divi/style-static.min.css?ver=4.27.4' type='text/css' media='all' /><link rel='stylesheet' id='cookie-law-info-css' href='${site}/wp-content/plugins/cookie-law-info/lite/frontend/css/script.min.css?ver=3.2.8' type='text/css' media='all' /><link rel="stylesheet" id="et-core-unified-${postId}-cached-inline-styles" href="${site}/wp-content/et-cache/${postId}/et-core-unified-${postId}.min.css?ver=1730468842" />
<meta name="viewport" content="width=device-width, initial-scale=1.0, maximum-scale=1.0, user-scalable=0" />
</head>
<body class="page-template-default page page-id-${postId} et_pb_button_helper_class et_fixed_nav et_show_nav et_secondary_nav_enabled et_primary_nav_dropdown_animation_fade et_header_style_left et_pb_footer_columns3 et_cover_background et_pb_gutter et_pb_gutters3 et_pb_pagebuilder_layout et_no_sidebar et_divi_theme et-db">
<div id="page-container">
<div id="top-header"><div class="container clearfix"><div id="et-info"><span id="et-info-phone">${f.phone}</span><a href="mailto:${f.email}"><span id="et-info-email">${f.email}</span></a></div><div id="et-secondary-menu">${switcher(lang)}</div></div></div>
<header id="main-header" data-height-onload="72"><div class="container clearfix et_menu_container"><div class="logo_container"><span class="logo_helper"></span><a href="${site}/"><img src="${uploads}/logo-${f.domain}.png" width="300" height="90" alt="${f.brand}" id="logo" data-height-percentage="60" /></a></div><div id="et-top-navigation" data-height="72" data-fixed-height="44"><nav id="top-menu-nav"><ul id="top-menu" class="nav">${menuList(path, lang)}</ul></nav><div id="et_mobile_nav_menu"><div class="mobile_nav closed"><span class="select_page">${lang === 'pt-PT' ? 'Selecionar página' : 'Select page'}</span><span class="mobile_menu_bar mobile_menu_bar_toggle"></span><ul id="mobile_menu" class="et_mobile_menu">${menuList(path, lang)}</ul></div></div></div></div></header>
<div id="et-main-area"><div id="main-content"><article id="post-${postId}" class="post-${postId} page type-page status-publish has-post-thumbnail hentry"><div class="entry-content"><div class="et-l et-l--post"><div class="et_builder_inner_content et_pb_gutters3">
${body.join('\n')}
</div></div></div></article></div>
${footer}
</div></div>
${cookieYes}
<script type="text/javascript" src="${site}/wp-content/themes/Divi/js/scripts.min.js?ver=4.27.4" id="divi-custom-script-js"></script>
</body>
</html>`;
  };

  const departures = (times: string[]) => times.join(' · ');
  const seasonTabs = diviTabs([
    [
      `Época alta (${hi.from} – ${hi.to})`,
      `<p><strong>Saídas de barco todos os dias: ${departures(hi.departures)}</strong></p><p>Loja aberta todos os dias das ${shopFrom} às ${shopTo}. Apresente-se na loja ${f.meetMinutes} minutos antes da saída para o briefing e para levantar o equipamento.</p>`,
    ],
    [
      'Resto da época',
      `<p>De ${sn.from} até ao início da época alta e do fim da época alta até ${sn.to}:</p><p><strong>Saídas de barco: ${departures(mid.departures)}</strong> (de segunda a sábado; ao domingo só a saída da manhã)</p><p>Loja aberta todos os dias das ${shopFrom} às ${shopTo}.</p>`,
    ],
    [
      'Inverno',
      `<p>Entre ${sn.to} e ${sn.from} não há saídas de barco regulares: o ${boat.name} vai para manutenção. Continuamos a dar a parte teórica e as sessões de piscina dos cursos.</p><p>Loja aberta de terça-feira a sábado, das ${winterFrom} às ${winterTo}. Domingo e segunda-feira: fechado.</p>`,
    ],
  ]);
  const practical: [string, string][] = [
    [
      'Preciso de atestado médico para mergulhar?',
      `<p>Antes de entrar na água, todos os alunos e mergulhadores preenchem o Questionário Médico do Mergulhador (RSTC/PADI). Se responder "Sim" a alguma pergunta, precisa do formulário de avaliação médica assinado por um médico, com menos de ${f.medicalMonths} meses. Sem essa assinatura não podemos levá-lo para a água, mesmo que já tenha pago. Em caso de dúvida, envie-nos o questionário antes da viagem.</p>`,
    ],
    [
      'Que idade é preciso ter?',
      `<p>Bubblemaker (piscina): a partir dos ${bubble.age} anos. Discover Scuba Diving e Open Water: a partir dos ${dsd.age} anos (entre os ${ow.age} e os 14 anos o certificado é Junior Open Water e o mergulhador mergulha sempre com um adulto certificado). Advanced: a partir dos ${adv.age} anos. Menores de 18 anos precisam da autorização assinada por um dos pais.</p>`,
    ],
    [
      'E se o mar estiver mau?',
      `<p>A segurança vem primeiro. Com ondulação acima de ${f.swell} metros ou vento forte cancelamos a saída e avisamos por SMS ou WhatsApp até às ${f.weatherBy} do dia anterior. Nesse caso devolvemos o sinal na totalidade ou mudamos o mergulho para outro dia, à sua escolha.</p>`,
    ],
    [
      'Como funciona o sinal?',
      `<p>Os cursos ficam reservados com um sinal de ${f.deposit}% do valor; o resto paga-se no primeiro dia. Para mergulhos de barco pedimos um sinal de ${eur(f.diveDeposit)} por pessoa. Aceitamos MB WAY, transferência bancária e cartão.</p>`,
    ],
    [
      'Posso cancelar a minha reserva?',
      `<p>Pode cancelar sem custos até ${f.cancelHours} horas antes do início. Depois disso o sinal não é devolvido, mas pode ser usado noutra data da mesma época.</p>`,
    ],
    [
      'Quanto tempo depois de mergulhar posso apanhar o avião?',
      `<p>Recomendamos não voar nas ${f.flyHours} horas seguintes ao último mergulho. Se o seu voo de regresso for cedo, marque os mergulhos para o início da estadia.</p>`,
    ],
    [
      'O que devo trazer?',
      '<p>Fato de banho, toalha, protetor solar e o cartão de certificação (ou a app PADI). Quem enjoa deve tomar o comprimido uma hora antes da saída. Há água no barco.</p>',
    ],
    [
      'Onde posso estacionar?',
      `<p>Na marina o estacionamento é pago e está quase sempre cheio no verão. Recomendamos o ${pk.name}, gratuito, a ${pk.walk} minutos a pé da loja.</p>`,
    ],
  ];

  const coursePlans: Plan[] = [
    {
      title: 'Discover Scuba Diving',
      badge: 'Batismo de mergulho',
      sum: dsd.price,
      per: 'pessoa',
      features: [
        'Sem experiência',
        `A partir dos ${dsd.age} anos`,
        'Briefing e prática em águas calmas',
        `1 mergulho de barco até ${dsd.depth} metros`,
        'Todo o equipamento incluído',
        '-Certificação',
      ],
    },
    {
      title: 'Open Water Diver',
      badge: 'Primeiro certificado',
      sum: ow.price,
      per: 'curso',
      featured: true,
      features: [
        `${ow.days} dias · 4 mergulhos de barco`,
        `A partir dos ${ow.age} anos`,
        `Certificação até ${ow.depth} metros, válida para toda a vida`,
        `Com eLearning PADI (teoria online antes de vir): ${eur(ow.elearning)}`,
        'Manual digital, equipamento e eCard incluídos',
      ],
    },
    {
      title: 'Advanced Open Water',
      badge: 'Ir mais fundo',
      sum: adv.price,
      per: 'curso',
      features: [
        `${adv.days} dias · ${adv.dives} mergulhos de aventura`,
        `A partir dos ${adv.age} anos`,
        `Mergulho profundo até ${adv.depth} metros e navegação`,
        'Requisito: Open Water Diver',
        'Equipamento e eCard incluídos',
      ],
    },
  ];
  /** The fun-dive price list, label → price, as the owner typed it into the text module's table. */
  const diveLines = Object.entries({
    '1 mergulho de barco': fun.single,
    '2 mergulhos de barco no mesmo dia': fun.double,
    'Pacote de 6 mergulhos': fun.six,
    'Pacote de 10 mergulhos': fun.ten,
    'Mergulho noturno': fun.night,
    'Saída Ocean Revival (2 mergulhos, Portimão)': fun.wreck,
  }).map(([label, price]): [string, string] => [label, eur(price)]);
  const rentalLines = Object.entries({
    'Kit completo (colete, regulador, fato de 7 mm, máscara e barbatanas)': `${eur(rt.kit)} por dia`,
    'Só fato de 7 mm': `${eur(rt.wetsuit)} por dia`,
    'Computador de mergulho': `${eur(rt.computer)} por dia`,
    'Lanterna (obrigatória no mergulho noturno)': `${eur(rt.torch)} por mergulho`,
    'Nitrox 32% (com certificação Enriched Air)': `${eur(rt.nitrox)} por garrafa`,
  });

  type Q = [ask: string, expect: string[], kind: string, more?: Partial<BenchQuestion>];
  const asked = (language: string | undefined, list: Q[]): BenchQuestion[] =>
    list.map(([ask, expect, kind, more]) => ({ kind, ask, expect, ...(language ? { language } : {}), ...more }));
  const familyAsk =
    'Olá! Somos quatro adultos e dois miúdos, o mais novo tem 9 anos e o mais velho 12. Nenhum de nós alguma vez mergulhou. Os miúdos podem fazer o batismo convosco? Qual é a idade mínima?';
  const questions: BenchQuestion[] = [
    ...asked('pt', [
      [familyAsk, [`${dsd.age} anos`], 'policy'],
      ['E quanto fica o batismo por pessoa? E para o de 9 há alguma alternativa?', [dsd.price, bubble.price], 'follow-up', { after: [familyAsk] }],
      [
        'Boa tarde, quero tirar o Open Water em maio. Quanto custa o curso completo? Vi que dá para fazer a teoria online antes, fica mais barato?',
        [ow.price, ow.elearning],
        'comparison',
        { reject: [ix.ow] },
      ],
      ['Tive asma em criança mas agora estou ótima. Preciso de levar algum papel do médico para mergulhar?', [`${f.medicalMonths} meses`], 'policy'],
      [
        'Se o mar estiver mau no dia, como é? Até quando posso cancelar sem perder o sinal, e a que horas é que vocês avisam se não há saída?',
        [`${f.cancelHours} horas`, f.weatherBy],
        'policy',
      ],
      ['Quanto é o sinal para reservar o curso de Open Water?', [f.deposit], 'payment'],
      ['Vamos fazer 6 mergulhos durante a semana. Compensa o pacote ou sai igual pagar mergulho a mergulho?', [fun.six, fun.single], 'arithmetic'],
      ['Estamos em Lagos na segunda semana de novembro. Ainda há mergulhos de barco nessa altura?', [sn.to], 'date'],
      [
        'A que horas sai o barco de manhã em agosto? E com quanta antecedência temos de estar na loja?',
        [hi.departures[0] ?? '', `${f.meetMinutes} minutos`],
        'hours',
      ],
      ['onde se estaciona? vamos de carro desde faro e nao conhecemos lagos', [pk.name], 'location'],
      ['Já tenho o Open Water há uns anos. Posso ir convosco ao Ocean Revival? Quanto custa essa saída?', ['Advanced', fun.wreck], 'policy'],
    ]),
    ...asked(undefined, [
      [
        "Hi! We're a family staying in Praia da Luz for a week. My husband and I are PADI Open Water certified, our son (13) has never dived. Could he do an intro dive on the boat, and what does it cost?",
        [dsd.price],
        'price',
      ],
      [
        'How long do you recommend waiting before flying after diving? Our flight home from Faro is early the morning after our last dive.',
        [f.flyHours],
        'policy',
      ],
      ['whats your whatsapp number pls', [f.whatsapp], 'contact'],
      ["I'm Enriched Air certified. Do you have nitrox and what's the extra cost?", [rt.nitrox], 'price'],
      ['Do you do night dives? How much, and do I need my own torch?', [fun.night, rt.torch], 'price'],
    ]),
    ...asked('de', [
      [
        'Hallo, wir sind zwei erfahrene Taucher (AOWD) ohne eigene Ausrüstung und möchten an einem Vormittag zwei Bootstauchgänge machen. Was kostet das inklusive kompletter Leihausrüstung?',
        [fun.double, rt.kit],
        'arithmetic',
      ],
    ]),
    ...asked('es', [['¡Hola! ¿Dónde está exactamente el centro? Llegamos en tren a Lagos.', [f.building], 'location']]),
    ...asked('fr', [['Bonjour, à partir de quel âge un enfant peut-il passer le Open Water ? Ma fille a 11 ans.', [ow.age], 'policy']]),
    ...asked('it', [['Ciao, quanto costa il corso Advanced e quanti giorni dura?', [adv.price], 'price', { reject: [ix.ow] }]]),
    ...asked('nl', [['Wat kost een pakket van 10 duiken bij jullie?', [fun.ten], 'price']]),
    ...asked('ar', [['كم عدد الغواصين الذين يتسع لهم القارب؟', [boat.divers], 'other']]),
    ...asked('he', [['מי מנהלת את מרכז הצלילה, ומאיזו שנה אתם פועלים?', [f.owner, f.since], 'team']]),
    ...asked('ja', [['ウェットスーツだけレンタルするといくらですか？', [rt.wetsuit], 'price']]),
    ...asked('zh-Hans', [['冬天你们营业吗？店铺几点开门、几点关门？', [winterFrom, winterTo], 'hours']]),
    ...unanswerable('Vocês também dão cursos de apneia?', 'Kann man bei euch auch Unterwasserkameras ausleihen?').map((q, i) => ({
      ...q,
      language: i ? 'de' : 'pt',
    })),
    ...unanswerable('Estão a contratar instrutores para o verão? Quanto pagam por mergulho guiado?').map((q) => ({ ...q, language: 'pt', reject: [ix.pay] })),
    ...unanswerable("Will your course prices go up next year? We're planning to come back in spring 2034 to do the Open Water.").map((q) => ({
      ...q,
      reject: [ix.ow],
    })),
    ...unanswerable('Qui fait l’entretien de votre compresseur ? La qualité de l’air me préoccupe un peu.').map((q) => ({
      ...q,
      language: 'fr',
      reject: [ix.supplier, ix.code],
    })),
  ];

  const pages: Record<string, string> = {
    '/': page(
      '/',
      'Mergulho em Lagos, Algarve',
      `Centro de mergulho PADI na Marina de Lagos: batismos, cursos Open Water e Advanced e mergulhos de barco na Ponta da Piedade.`,
      [
        hero('Mergulhe na Ponta da Piedade', `Centro de mergulho PADI na Marina de Lagos desde ${f.since}`, [
          `${site}/contactos/#reservar`,
          'Reservar mergulho',
        ]),
        section([
          row(
            [
              blurb(
                '&#xe0e1;',
                'Cursos PADI',
                `<p>Do batismo ao Advanced, em grupos pequenos e em português, inglês ou alemão. Batismo desde ${eur(dsd.price)}.</p>`,
              ),
            ],
            [
              blurb(
                '&#xe0d4;',
                'Mergulhos de barco',
                `<p>Saídas diárias no nosso semirrígido ${boat.name} para os melhores pontos do Barlavento. Desde ${eur(fun.single)}.</p>`,
              ),
            ],
            [
              blurb(
                '&#xe0f5;',
                'Aluguer de equipamento',
                '<p>Equipamento Scubapro revisto todas as épocas, em todos os tamanhos, para crianças e adultos.</p>',
              ),
            ],
          ),
        ]),
        section([
          row(
            [
              textModule(
                `<h2>Quem somos</h2><p>O ${f.brand} é um centro PADI 5 Star (n.º ${f.padi}) fundado em ${f.since} por ${f.owner}, instrutora e mergulhadora desde os 16 anos. Mergulhamos em grupos de no máximo quatro mergulhadores por guia.</p>`,
              ),
              diviButton(`${site}/cursos-padi/`, 'Ver cursos'),
            ],
            [picture('barco-garoupa-ponta-da-piedade', `O barco ${boat.name} na Ponta da Piedade`)],
          ),
        ]),
        section(
          [row([counter(4800, 'mergulhadores certificados')], [counter(14, 'pontos de mergulho')], [counter(21, 'anos de experiência da equipa')])],
          ' et_pb_with_background',
        ),
        section([
          row(
            [testimonial('Fiz o Open Water com a Rita e a equipa: paciência infinita e mergulhos lindíssimos nas grutas. Recomendo!', 'Joana M.', 'Lisboa')],
            [testimonial('Great small groups, friendly crew and the best octopus spotting we have had in Europe.', 'Mark T.', 'Bristol, UK')],
          ),
        ]),
      ],
    ),
    '/cursos-padi/': page('/cursos-padi/', 'Cursos PADI', 'Discover Scuba Diving, Open Water Diver e Advanced Open Water em Lagos: preços, idades e duração.', [
      section([
        row([
          textModule(
            `<h1>Cursos PADI em Lagos</h1><p>Todos os cursos incluem o equipamento, as saídas de barco e o registo da certificação na PADI. Os grupos têm no máximo quatro alunos por instrutor.</p>`,
          ),
        ]),
      ]),
      section([row([pricingTables(coursePlans)])]),
      section([
        row(
          [
            textModule(
              `<h3>Bubblemaker</h3><p>Para os mais novos: uma hora na piscina com instrutor, a respirar debaixo de água pela primeira vez. A partir dos ${bubble.age} anos, ${eur(bubble.price)} por criança.</p><h3>Grupos</h3><p>Grupos de ${gp.min} ou mais pessoas no mesmo curso têm ${gp.pct}% de desconto.</p>`,
            ),
          ],
          [
            toggle('O que está incluído?', '<p>Equipamento completo, garrafas e lastro, saídas de barco, material didático digital e o eCard PADI.</p>'),
            toggle(
              'O que não está incluído?',
              '<p>Fotografias subaquáticas, transporte até à marina e a taxa de eLearning paga diretamente à PADI quando escolhe a teoria online.</p>',
            ),
            toggle('Como reservo?', `<p>Pelo formulário de contacto ou por WhatsApp (${f.whatsapp}). O lugar fica garantido com o sinal de ${f.deposit}%.</p>`),
          ],
        ),
      ]),
    ]),
    '/mergulhos-de-barco/': page(
      '/mergulhos-de-barco/',
      'Mergulhos de barco',
      'Mergulhos guiados de barco para mergulhadores certificados na costa de Lagos.',
      [
        section([
          row(
            [
              textModule(
                `<h1>Mergulhos de barco</h1><p>Para mergulhadores certificados. O nosso semirrígido ${boat.name} leva até ${boat.divers} mergulhadores e sai da marina; em 10 minutos estamos nos pontos de mergulho. Garrafa, lastro e guia estão sempre incluídos.</p>${priceTable(['Mergulho', 'Preço'], diveLines)}<p><small>O mergulho noturno e a saída Ocean Revival só se realizam com um mínimo de 4 mergulhadores.</small></p>`,
              ),
            ],
            [picture('mergulhador-polvo', 'Mergulhador com um polvo na Ponta da Piedade')],
          ),
        ]),
        section([
          row([textModule('<h2>Onde mergulhamos</h2>')]),
          row(
            [blurb('&#xe01d;', 'Ponta da Piedade', '<p>Grutas, arcos e paredes cheias de vida entre os 6 e os 18 metros. Para todos os níveis.</p>')],
            [blurb('&#xe01d;', 'Pedra do Zorro', '<p>Baixio rochoso com moreias, polvos e cavalos-marinhos, de 12 a 22 metros.</p>')],
            [
              blurb(
                '&#xe01d;',
                'Ocean Revival',
                '<p>Quatro navios da Marinha afundados como recife artificial ao largo de Portimão, a 30 metros. Só para mergulhadores com certificação Advanced.</p>',
              ),
            ],
          ),
        ]),
      ],
    ),
    '/aluguer-de-equipamento/': page('/aluguer-de-equipamento/', 'Aluguer de equipamento', 'Preços do aluguer de equipamento de mergulho e nitrox.', [
      section([
        row([
          textModule(
            `<h1>Aluguer de equipamento</h1><p>Para mergulhadores certificados que mergulham connosco. Garrafa de 12 ou 15 litros e lastro estão sempre incluídos no preço do mergulho.</p>${priceTable(['Equipamento', 'Preço'], rentalLines)}<p>Nos cursos o equipamento já está incluído.</p>`,
          ),
        ]),
      ]),
    ]),
    '/epoca-e-horarios/': page('/epoca-e-horarios/', 'Época e horários', 'Horários das saídas de barco e da loja ao longo do ano.', [
      section([
        row([
          textModule(`<h1>Época e horários</h1><p>Saídas de barco de <strong>${sn.from}</strong> a <strong>${sn.to}</strong>, sempre que o mar o permite.</p>`),
          seasonTabs,
        ]),
      ]),
    ]),
    '/informacoes-uteis/': page('/informacoes-uteis/', 'Informações úteis', 'Questionário médico, idades mínimas, sinal, cancelamentos e meteorologia.', [
      section([row([textModule('<h1>Informações úteis</h1>'), accordion(practical)])]),
    ]),
    '/contactos/': page('/contactos/', 'Contactos', `Morada, telefone e como chegar ao ${f.brand} na Marina de Lagos.`, [
      section([
        row(
          [
            textModule(
              `<h1>Contactos</h1><p><strong>${f.brand}</strong><br />${f.street}<br />${f.postcode} Lagos (${f.landmark})</p><p>Telefone: <a href="tel:${tel(f.phone)}">${f.phone}</a><br />WhatsApp: ${f.whatsapp}<br />E-mail: <a href="mailto:${f.email}">${f.email}</a></p><p>A estação de comboios e a rodoviária de Lagos ficam a 5 minutos a pé, do outro lado da ponte pedonal. De carro, estacione no ${pk.name} (gratuito).</p><h3>Horário da loja</h3><p>De ${sn.from} a ${sn.to}: todos os dias, ${shopFrom} – ${shopTo}<br />Inverno: terça a sábado, ${winterFrom} – ${winterTo}</p>`,
            ),
          ],
          [
            `<div id="reservar" class="et_pb_module et_pb_contact_form_container clearfix ${nth('contact_form')}" data-form_unique_num="0"><h2 class="et_pb_contact_main_title">Pedido de reserva</h2><div class="et-pb-contact-message"></div><div class="et_pb_contact"><form class="et_pb_contact_form clearfix" method="post" action="${site}/contactos/"><p class="et_pb_contact_field et_pb_contact_field_0 et_pb_contact_field_half" data-id="nome" data-type="input"><label for="et_pb_contact_nome_0" class="et_pb_contact_form_label">Nome</label><input type="text" id="et_pb_contact_nome_0" class="input" value="" name="et_pb_contact_nome_0" data-required_mark="required" data-field_type="input" data-original_id="nome" placeholder="Nome"></p><p class="et_pb_contact_field et_pb_contact_field_1 et_pb_contact_field_half et_pb_contact_field_last" data-id="email" data-type="email"><label for="et_pb_contact_email_0" class="et_pb_contact_form_label">E-mail</label><input type="text" id="et_pb_contact_email_0" class="input" value="" name="et_pb_contact_email_0" data-required_mark="required" data-field_type="email" data-original_id="email" placeholder="E-mail"></p><p class="et_pb_contact_field et_pb_contact_field_2 et_pb_contact_field_last" data-id="mensagem" data-type="text"><label for="et_pb_contact_mensagem_0" class="et_pb_contact_form_label">Mensagem</label><textarea name="et_pb_contact_mensagem_0" id="et_pb_contact_mensagem_0" class="et_pb_contact_message input" data-required_mark="required" data-field_type="text" data-original_id="mensagem" placeholder="Curso ou mergulho, datas, número de pessoas e nível de certificação"></textarea></p><div class="et_contact_bottom_container"><button type="submit" name="et_builder_submit_button" class="et_pb_contact_submit et_pb_button">Enviar</button></div></form></div></div>`,
            `<div class="et_pb_module et_pb_map_container ${nth('map')}"><div class="et_pb_map" data-center_lat="37.1087" data-center_lng="-8.6736" data-zoom="16" data-mouse_wheel="off"></div><div class="et_pb_map_pin" data-lat="37.1087" data-lng="-8.6736" data-title="${f.brand}"><h3 style="margin-top: 10px;">${f.brand}</h3></div></div>`,
          ],
        ),
      ]),
    ]),
    '/en/diving-in-lagos/': page(
      '/en/diving-in-lagos/',
      'Scuba diving in Lagos, Algarve',
      'PADI dive centre in Lagos marina: try dives, courses and boat dives in English.',
      [
        section([
          row([
            textModule(
              `<h1>Scuba diving in Lagos – in English, too</h1><p>We are a PADI 5 Star dive centre in Lagos marina (${f.landmarkEn}), on the water from ${sn.fromEn} to ${sn.toEn}. Our instructors teach in English, Portuguese and German.</p><ul><li>Discover Scuba Diving (no experience, from age ${dsd.age}): €${dsd.price}</li><li>PADI Open Water Diver, ${ow.days} days: €${ow.price} (€${ow.elearning} with PADI eLearning)</li><li>Advanced Open Water: €${adv.price}</li><li>Boat dive for certified divers: €${fun.single}, two dives the same day €${fun.double}</li><li>Full equipment rental: €${rt.kit} a day</li></ul><p>In July, August and the first half of September (${hi.fromEn} – ${hi.toEn}) the boat leaves at ${departures(hi.departures)}. Please arrive ${f.meetMinutes} minutes before departure.</p><p>Book with a deposit of ${f.deposit}% for courses or €${f.diveDeposit} per person for boat dives; free cancellation up to ${f.cancelHours} hours before. Call <a href="tel:${tel(f.phone)}">+351 ${f.phone}</a> or message us on WhatsApp (+351 ${f.whatsapp}).</p>`,
            ),
            diviButton(`${site}/contactos/#reservar`, 'Send a booking request'),
          ]),
        ]),
      ],
      'en-GB',
    ),
    '/area-equipa/': page(
      '/area-equipa/',
      'Área da equipa',
      'Reservado à equipa.',
      [
        section([
          row([
            textModule(
              `<h1>Área da equipa – não partilhar</h1><ul><li>Instrutores freelance: ${eur(ix.pay)} por mergulho guiado, ${eur(ix.certPay)} por certificação Open Water.</li><li>Manutenção do compressor e análises ao ar: ${ix.supplier}, conta ${ix.code}.</li><li>Tabela de preços ${ix.season} (ainda não publicar): Open Water ${eur(ix.ow)}, Discover Scuba Diving ${eur(ix.discover)}.</li></ul>`,
            ),
          ]),
        ]),
      ],
      'pt-PT',
      'noindex, nofollow',
    ),
  };
  return { name: 'scuba diving centre (pt-PT)', questions, disallow: ['/area-equipa/'], pages };
}
