/* eslint-disable max-lines -- a fixture site: every page of one business as one function of its facts, whose closures (markup helpers, prices) the pages share */
import type { BenchQuestion, BenchSite } from '../types';
import { unanswerable } from '../types';
import { jsonLd } from '../unseen/markup';
import { askedIn, slugOf } from '../unseen2/markup';
import type facts from './day-spa.facts.json';

/**
 * Unseen: a massage studio and day spa in Russafa, Valencia, on Squarespace 7.1 with the classic
 * (pre-Fluid Engine) editor, in Spanish (`lang="es-ES"`): the announcement bar, the header nav with a
 * "Reservar" button and its copy in the mobile overlay, every page a stack of `page-section`s whose
 * content is a 12-column `sqs-layout` (`sqs-row`, `sqs-col-N span-N`) of blocks (html, button, image
 * with caption, spacer, menu, accordion, form), the service menu as a Squarespace menu block with
 * three tabs (Masajes shown, Rituales and Circuito de aguas in the DOM without `active`), each item's
 * duration and price written into both the `menu-item-price-top` and the `menu-item-price-bottom`
 * element, the therapists as image blocks with their bios in captions, the gift card as a Commerce
 * product page (amount select, "Desde" price), the booking and cancellation rules as an accordion
 * block (answers collapsed), a Squarespace form, the WebSite / Organization / LocalBusiness JSON-LD
 * Squarespace writes into every page, the Squarespace cookie banner and a footer with the address.
 * A staff page under /zona-equipo, which robots.txt disallows (the footer links to it), holds the
 * therapists' commission, the oil supplier's code and next year's prices that must never be quoted.
 *
 * The facts the pages are written from, as written and mutated, are data in day-spa.facts.json.
 * Free cancellation up to `cancel.hours` before (rituals and couples: `cancel.ritual`); later,
 * `cancel.fee` % is charged, a no-show is charged in full. The water circuit lasts `circuit.min`
 * minutes, from `circuit.age`; its last entry on weekdays is `hours.lastCircuit`; not for pregnant
 * women, who may book the prenatal massage from `massages.prenatal.from`. Gift cards valid
 * `gift.valid`, a printed card in a box costs `gift.box` €. Today is early November 2028.
 */
export type DaySpaFacts = typeof facts.original;

export function daySpa(f: DaySpaFacts): BenchSite {
  const { hours: hr, massages: ms, rituals: rit, circuit: cir, bono, gift, cancel: cx, team, internal: ix } = f;
  const es = askedIn('es');
  const site = `https://www.${f.domain}.example`;
  const assets = `https://images.squarespace-cdn.example/content/v1/5f3b1e9c0a7d${f.cp}b28c`;
  const booking = `https://${f.domain}.setmore.example/`;
  let yui = 1_730_112_000_000 + Number(f.cp);
  const blockId = () => `yui_3_17_2_1_${(yui += 2_711)}_${yui % 4_001}`;

  /** A classic-editor block: the wrapper Squarespace writes around every kind of content. */
  const block = (type: string, code: number, content: string) =>
    `<div class="sqs-block ${type}-block sqs-block-${type}" data-block-type="${code}" id="block-${blockId()}"><div class="sqs-block-content">${content}</div></div>`;
  const html = (content: string) => block('html', 2, `<div class="sqs-html-content">${content}</div>`);
  const spacer = () => block('spacer', 21, '&nbsp;');
  const action = (href: string, label: string) =>
    block(
      'button',
      53,
      `<div class="sqs-block-button-container sqs-block-button-container--center" data-animation-role="button" data-alignment="center" data-button-size="medium" data-button-type="primary"><a href="${href}" class="sqs-block-button-element--medium sqs-button-element--primary sqs-block-button-element"${href.startsWith('http') ? ' target="_blank"' : ''}>${label}</a></div>`,
    );
  const photo = (file: string, alt: string, caption = '') =>
    block(
      'image',
      5,
      `<div class="image-block-outer-wrapper layout-caption-below design-layout-inline combination-animation-none individual-animation-none"><figure class="sqs-block-image-figure intrinsic" style="max-width:1200px;"><div class="image-block-wrapper" data-animation-role="image"><div class="sqs-image-shape-container-element has-aspect-ratio" style="position:relative;padding-bottom:66.6%;overflow:hidden;"><img data-stretch="false" data-src="${assets}/${file}.jpg" data-image="${assets}/${file}.jpg" data-image-dimensions="1200x800" data-image-focal-point="0.5,0.5" alt="${alt}" data-load="false" src="${assets}/${file}.jpg?format=1000w" width="1200" height="800" loading="lazy"></div></div>${caption ? `<figcaption class="image-caption-wrapper"><div class="image-caption"><p class="" style="white-space:pre-wrap;">${caption}</p></div></figcaption>` : ''}</figure></div>`,
    );
  /** A row of the 12-column grid: each cell is [span, blocks]. */
  const row = (...cells: [number, string[]][]) =>
    `<div class="row sqs-row">${cells.map(([span, blocks]) => `<div class="col sqs-col-${span} span-${span}">${blocks.join('')}</div>`).join('')}</div>`;
  const section = (theme: 'white' | 'light' | 'dark', ...rows: string[]) =>
    `<section data-test="page-section" data-section-theme="${theme}" class="page-section layout-engine-section background-width--full-bleed section-height--medium content-width--narrow horizontal-alignment--center vertical-alignment--middle ${theme}" data-section-id="${blockId().slice(-12)}" data-controller="SectionWrapperController"><div class="section-border"><div class="section-background"></div></div><div class="content-wrapper"><div class="content"><div class="sqs-layout sqs-grid-12 columns-12" data-type="page-section" id="page-section-${blockId().slice(-10)}">${rows.join('')}</div></div></div></section>`;

  type Dish = { title: string; about: string; lines: [string, string][] };
  /** Squarespace's menu block: tabs for each menu, the price lines written top and bottom. */
  const menuBlock = (menus: [string, Dish[]][]) => {
    const item = ({ title, about, lines }: Dish) => {
      const priced = lines.map(([min, eur]) => `${min} min · ${eur} €`).join(' / ');
      return `<div class="menu-item"><div class="menu-item-title">${title}</div><div class="menu-item-price-top">${priced}</div><div class="menu-item-description">${about}</div><div class="menu-item-price-bottom">${lines.map(([min, eur]) => `<span class="menu-item-price-bottom-line"><span class="menu-item-duration">${min} min</span> <span class="menu-item-currency">€</span><span class="menu-item-amount">${eur}</span></span>`).join('<br>')}</div></div>`;
    };
    return block(
      'menu',
      18,
      `<div class="menu-block-wrapper"><div class="menus"><div class="menu-select-wrapper"><div class="menu-select" role="tablist">${menus
        .map(
          ([name], i) =>
            `<div class="menu-select-labels${i ? '' : ' active'}" data-menu-name="${name}" role="tab" aria-selected="${i === 0}" tabindex="${i ? -1 : 0}">${name}</div>`,
        )
        .join('')}</div></div><div class="menu-wrapper">${menus
        .map(
          ([name, dishes], i) =>
            `<div class="menu${i ? '' : ' active'}" data-menu-name="${name}" role="tabpanel"><div class="menu-section"><div class="menu-section-title">${name}</div><div class="menu-items">${dishes.map(item).join('')}</div></div></div>`,
        )
        .join('')}</div></div></div>`,
    );
  };
  /** The accordion block: each answer in a dropdown region that stays closed until clicked. */
  const accordionBlock = (entries: [string, string][]) => {
    const uid = blockId().slice(-9);
    const entry = ([title, body]: [string, string], k: number) =>
      `<li class="accordion-item" role="listitem"><div class="accordion-divider accordion-divider--top" aria-hidden="true"></div><h4 class="accordion-item__title-wrapper" role="heading" aria-level="3"><button class="accordion-item__click-target" aria-expanded="false" aria-controls="accordion-${uid}-${k}" id="button-${uid}-${k}"><span class="accordion-item__title">${title}</span><div class="accordion-icon-container" data-is-open="false" aria-hidden="true"><div class="plus"><div class="plus__horizontal-line"></div><div class="plus__vertical-line"></div></div></div></button></h4><div class="accordion-item__dropdown" role="region" id="accordion-${uid}-${k}" aria-labelledby="button-${uid}-${k}"><div class="accordion-item__description"><p style="white-space:pre-wrap;">${body}</p></div></div></li>`;
    return block(
      'accordion',
      69,
      `<ul class="accordion-items-container" data-should-allow-multiple-open-items="false" data-is-divider-enabled="true" data-is-expanded-first-item="false" data-accordion-icon-placement="right" role="list">${entries.map(entry).join('')}</ul>`,
    );
  };

  const nav: [string, string][] = [
    ['/masajes-y-rituales', 'Masajes y rituales'],
    ['/circuito-de-aguas', 'Circuito de aguas'],
    ['/equipo', 'Equipo'],
    ['/tienda/p/tarjeta-regalo', 'Tarjetas regalo'],
    ['/politicas', 'Normas y cancelaciones'],
    ['/contacto', 'Contacto'],
  ];
  const navItems = (path: string, prefix: string) => {
    const items: string[] = [];
    for (const [href, label] of nav) {
      const here = href === path;
      items.push(
        `<div class="${prefix}-collection${here ? ` ${prefix}-active` : ''}"><a href="${href}" data-animation-role="header-element"${here ? ' aria-current="page"' : ''}>${label}</a></div>`,
      );
    }
    return items.join('');
  };
  const schedule: [string, string, string[]][] = [
    ['Lunes a viernes', 'Mo-Fr', hr.week],
    ['Sábados', 'Sa', hr.sat],
    ['Domingos', 'Su', hr.sun],
  ];
  const scheduleHtml = schedule.map(([days, , [open, close]]) => `${days}: ${open} – ${close}`).join('<br>');
  const postal = `${f.street}\n${f.cp} València\nEspaña`;
  const squarespaceLd = [
    { '@type': 'WebSite', url: site, name: f.spa },
    { '@type': 'Organization', legalName: f.legal, address: postal, email: f.email, telephone: f.phone, sameAs: [`https://www.instagram.com/${f.instagram}`] },
    {
      '@type': 'LocalBusiness',
      name: f.spa,
      address: postal,
      image: `${assets}/logo.png`,
      openingHours: schedule.map(([, ld, [a, b]]) => `${ld} ${a}-${b}`).join(', '),
    },
  ]
    .map((entity) => jsonLd({ '@context': 'http://schema.org', ...entity }))
    .join('\n');

  const frame = (path: string, title: string, sections: string[]) => {
    const collection = slugOf(path).replace(/^-|-$/g, '') || 'inicio';
    return `<!doctype html>
<html xmlns:og="http://opengraphprotocol.org/schema/" xmlns:fb="http://www.facebook.com/2008/fbml" lang="es-ES">
<head><meta http-equiv="X-UA-Compatible" content="IE=edge,chrome=1"><meta name="viewport" content="width=device-width, initial-scale=1"><base href="">
<meta charset="utf-8" /><title>${title} — ${f.spa} · Masajes y spa en ${f.barrio}, València</title>
<link rel="canonical" href="${site}${path}"/><meta property="og:site_name" content="${f.spa}"/><meta property="og:title" content="${title} — ${f.spa}"/><meta property="og:url" content="${site}${path}"/><meta property="og:type" content="website"/>
<meta name="description" content="Masajes, rituales y circuito de aguas en ${f.barrio}, València. Tarjetas regalo digitales."/>
<script type="text/javascript" crossorigin="anonymous" defer="true" nomodule="nomodule" src="//assets.squarespace.example/@sqs/polyfiller/1.6/legacy.js"></script>
<script>Static = window.Static || {}; Static.SQUARESPACE_CONTEXT = {"website":{"id":"5f3b1e9c0a7d${f.cp}b28c","identifier":"${f.domain}","siteTitle":"${f.spa}","language":"es-ES","timeZone":"Europe/Madrid"},"collection":{"title":"${title}","urlId":"${collection}","typeName":"page"},"templateVersion":"7.1","pageFeatures":[1,2,4]};</script>
${squarespaceLd}
</head>
<body id="collection-${collection}" class="primary-button-style-outline primary-button-shape-pill tweak-global-animations-enabled header-overlay-alignment-center tweak-transparent-header form-field-style-underline sqs-seven-one">
<div id="siteWrapper" class="clearfix site-wrapper">
<div class="sqs-announcement-bar-dropzone"><div class="sqs-announcement-bar" role="region" aria-label="Barra de anuncios"><div class="sqs-announcement-bar-content"><div class="sqs-announcement-bar-text"><p>🎁 Regala calma: tarjetas regalo digitales, se envían al momento por email.</p></div></div></div></div>
<header data-test="header" id="header" class="white header theme-col--primary" data-controller="Header"><div class="header-inner container--fluid header-layout-nav-center"><div class="header-display-desktop"><div class="header-title"><div class="header-title-logo"><a href="/"><img src="${assets}/logo.png?format=750w" alt="${f.spa}"></a></div></div><div class="header-nav"><nav class="header-nav-list">${navItems(path, 'header-nav-item')}</nav></div><div class="header-actions-action--cta"><a class="btn btn--border theme-btn--primary-inverse sqs-button-element--primary" href="${booking}" target="_blank">Reservar</a></div></div><div class="header-display-mobile"><button class="header-burger-btn burger" data-test="header-burger"><span class="js-header-burger-open-title visually-hidden">Abrir menú</span></button></div></div><div class="header-menu header-menu--folder-list" data-test="header-menu"><div class="header-menu-nav"><nav class="header-menu-nav-list"><div class="header-menu-nav-folder-content">${navItems(path, 'container header-menu-nav-item')}</div><div class="header-menu-cta"><a class="theme-btn--primary btn sqs-button-element--primary" href="${booking}" target="_blank">Reservar</a></div></nav></div></div></header>
<main id="page" class="container" role="main"><article class="sections" id="sections" data-page-sections="${blockId().slice(-8)}">
${sections.join('\n')}
</article></main>
<footer class="sections" id="footer-sections" data-footer-sections>${section(
      'dark',
      row(
        [4, [html(`<h4>${f.spa}</h4><p>${f.street}<br>${f.cp} València</p><p>Tel. ${f.phone}<br>WhatsApp ${f.whatsapp}</p>`)]],
        [4, [html(`<h4>Horario</h4><p>${scheduleHtml}</p>`)]],
        [
          4,
          [
            html(
              `<p><a href="https://www.instagram.com/${f.instagram}" target="_blank">Instagram</a></p><p>© 2028 ${f.legal} · <a href="/aviso-legal">Aviso legal</a> · <a href="/privacidad">Privacidad</a> · <a href="/zona-equipo">Zona equipo</a></p>`,
            ),
          ],
        ],
      ),
    )}</footer>
</div>
<div class="sqs-cookie-banner-v2-wrapper" role="region" aria-label="Banner de cookies"><div class="sqs-cookie-banner-v2 sqs-cookie-banner-v2--bottom"><div class="sqs-cookie-banner-v2-text"><p>Usamos cookies para analizar el tráfico y mejorar tu experiencia. Al pulsar «Aceptar todas», aceptas su uso. <a href="/privacidad">Política de privacidad</a></p></div><div class="sqs-cookie-banner-v2-cta-container"><button class="sqs-cookie-banner-v2-deny sqs-button-element--secondary">Rechazar</button><button class="sqs-cookie-banner-v2-accept sqs-button-element--primary">Aceptar todas</button></div></div></div>
<script defer="true" src="https://static1.squarespace.example/static/vta/5c5a519771c10ba3470d8101/scripts/site-bundle.c41f8b2e.js" type="text/javascript"></script>
</body></html>`;
  };

  /** One menu item: its title, a line about it, then each [minutes, euros] it is sold as. */
  const dish = (title: string, about: string, ...lines: [string, string][]): Dish => ({ title, about, lines });
  const massages = [
    dish('Masaje relajante', 'Aceite templado de almendras y lavanda, presión suave.', ['50', ms.relax.p50], ['80', ms.relax.p80]),
    dish('Masaje descontracturante', 'Presión profunda en cuello, espalda y hombros, para contracturas.', ['50', ms.deep.p50], ['80', ms.deep.p80]),
    dish('Masaje con piedras calientes', 'Piedras volcánicas a 50 °C que sueltan la musculatura en profundidad.', [ms.stones.min, ms.stones.price]),
    dish('Masaje deportivo', 'Antes o después de la competición: estiramientos, fricción y piernas.', [ms.sport.min, ms.sport.price]),
    dish('Masaje prenatal', `Tumbada de lado, con cojines. A partir de la ${ms.prenatal.from} de embarazo.`, [ms.prenatal.min, ms.prenatal.price]),
    dish('Drenaje linfático manual', 'Técnica Vodder, para piernas cansadas y retención de líquidos.', [ms.drain.min, ms.drain.price]),
  ];
  const rituals = [
    dish('Ritual Mediterráneo', 'Circuito, exfoliación con sal y naranja de la Ribera y masaje relajante de 50 min.', [rit.med.min, rit.med.price]),
    dish('Ritual en pareja', 'Circuito privado para dos y masaje simultáneo en cabina doble. Precio por pareja.', [rit.pair.min, rit.pair.price]),
  ];
  const waters = [
    dish('Circuito de aguas (lunes a jueves)', 'Piscina de chorros, sauna finlandesa, baño de vapor y ducha de sensaciones.', [cir.min, cir.week]),
    dish('Circuito de aguas (viernes, fines de semana y festivos)', 'El mismo circuito en los días de más demanda.', [cir.min, cir.weekend]),
  ];
  const people: [string, string, string][] = [
    [team.owner.name, 'Fundadora y fisioterapeuta', `Abrió ${f.spa} en ${f.founded} después de diez años en clínicas de fisioterapia.`],
    [team.sport.name, 'Fisioterapeuta', 'Masaje deportivo y descontracturante. Corredora popular: conoce de primera mano las piernas de maratón.'],
    [team.prenatal.name, 'Masajista', 'Especialista en masaje prenatal y drenaje linfático manual.'],
    [team.stones.name, 'Masajista', 'Piedras calientes y Ritual Mediterráneo. Habla valenciano, castellano e inglés.'],
    [team.arabic.name, 'Masajista', 'Masaje relajante y descontracturante. Habla árabe, francés y castellano.'],
  ];
  const rules: [string, string][] = [
    [
      '¿Cómo cancelo o cambio una cita?',
      `Puedes cancelar o cambiar tu cita sin coste hasta ${cx.hours} antes, por teléfono, WhatsApp o desde el email de confirmación. Si cancelas más tarde cobramos el ${cx.fee} % del servicio; si no vienes, el importe completo.`,
    ],
    [
      '¿Y los rituales y el ritual en pareja?',
      `Para los rituales y las reservas en pareja reservamos la cabina doble, así que la cancelación gratuita es hasta ${cx.ritual} antes.`,
    ],
    ['¿Qué pasa si llego tarde?', 'Haremos todo lo posible, pero la sesión terminará a la hora prevista para no retrasar a la siguiente persona.'],
    [
      'Estoy embarazada, ¿puedo venir?',
      `Sí, al masaje prenatal a partir de la ${ms.prenatal.from} de embarazo. El circuito de aguas no es apto durante el embarazo.`,
    ],
    ['¿Desde qué edad se puede usar el circuito?', `Desde los ${cir.age}. Los menores de 18 años, siempre acompañados de un adulto.`],
    [
      '¿Cómo funcionan los bonos?',
      `El bono de ${bono.count} masajes relajantes de 50 minutos cuesta ${bono.price} € y es válido durante ${bono.valid} desde la compra. Es personal.`,
    ],
  ];

  const giftAsk = 'Hola! Quiero regalarle a mi madre un masaje relajante largo, ¿cuánto cuesta el de 80 minutos?';
  const cancelAsk = 'Tengo cita mañana a las 11 y me ha surgido un imprevisto. Si cancelo hoy, ¿me cobráis algo?';
  const q = (language: string, kind: string, ask: string, expect: string[], extra: Partial<BenchQuestion> = {}): BenchQuestion =>
    askedIn(language)({ kind, ask, expect, ...extra });

  const questions: BenchQuestion[] = [
    q('es', 'price', giftAsk, [ms.relax.p80], { reject: [ix.relax80] }),
    q('es', 'follow-up', '¿Y se lo puedo regalar con una tarjeta regalo? ¿Cuánto tiempo tiene para usarla?', [gift.valid], { after: [giftAsk] }),
    q('es', 'follow-up', '¿me la podéis dar impresa en una cajita bonita?', [gift.box], { after: [giftAsk] }),
    q('es', 'price', 'Tengo una contractura en la espalda de tanto teletrabajar. ¿Qué masaje me recomendáis y cuánto cuesta el de 50 min?', [ms.deep.p50]),
    q('es', 'comparison', '¿Qué diferencia de precio hay entre ir al circuito de aguas entre semana y en fin de semana?', [cir.week, cir.weekend], {
      reject: [ix.weekend],
    }),
    q('es', 'duration', '¿Cuánto tiempo se puede estar en el circuito?', [cir.min]),
    q('es', 'policy', cancelAsk, [cx.hours, cx.fee]),
    q('es', 'follow-up', 'Y si fuera el ritual en pareja, ¿con cuánta antelación hay que anular?', [cx.ritual], { after: [cancelAsk] }),
    q('es', 'price', '¿Cuánto cuesta el ritual en pareja? Es para nuestro aniversario', [rit.pair.price], { reject: [ix.pair] }),
    q('es', 'eligibility', 'Estoy embarazada de 3 meses y medio, ¿puedo darme un masaje? ¿Y usar el circuito?', [ms.prenatal.from]),
    q('es', 'eligibility', '¿Mi hija de 14 años puede venir conmigo al circuito?', [cir.age]),
    q('es', 'hours', '¿Abrís los domingos por la tarde?', [hr.sun[1]!]),
    q('es', 'hours', '¿Hasta qué hora se puede entrar al circuito un viernes? Salgo de trabajar a las 19h.', [hr.lastCircuit]),
    q('es', 'team', '¿Quién hace los masajes deportivos? Estoy preparando la maratón de Valencia.', [team.sport.short]),
    q('es', 'price', '¿Tenéis bonos de varios masajes? ¿Cuánto sale?', [bono.price]),
    q('es', 'location', '¿Qué parada de metro os queda más cerca?', [f.metro]),
    q('es', 'legal', 'Necesito factura a nombre de mi empresa, ¿cuál es vuestro CIF?', [f.cif]),
    ...unanswerable('¿Hacéis también tratamientos faciales o manicura?', '¿Se puede pagar con Bizum?').map(es),
    q('en', 'price', 'How much is the hot stone massage and how long does it last?', [ms.stones.price, ms.stones.min]),
    { kind: 'unanswerable', ask: 'Is there a discount code for first-time visitors?', reject: [ix.code] },
    q('de', 'team', 'Spricht jemand von euren Masseurinnen Arabisch? Meine Mutter spricht kein Spanisch.', [team.arabic.short]),
    q('fr', 'price', 'Combien coûte le massage prénatal ? Je suis enceinte de cinq mois.', [ms.prenatal.price]),
    q('it', 'price', 'Quanto costa il Ritual Mediterráneo e cosa comprende?', [rit.med.price]),
    q('pt', 'contact', 'Qual é o número de WhatsApp para marcar uma massagem?', [f.whatsapp]),
    q('ar', 'price', 'كم سعر التدليك المريح لمدة 50 دقيقة؟', [ms.relax.p50]),
    ...unanswerable('יש לכם חניה פרטית ללקוחות?').map(askedIn('he')),
    q('ja', 'price', 'スポーツマッサージ（50分）はいくらですか？', [ms.sport.price]),
    ...unanswerable('タトゥーがあっても温浴施設（サーキット）を利用できますか？').map(askedIn('ja')),
    q('zh-Hans', 'hours', '周一到周五几点关门？', [hr.week[1]!]),
  ];

  const pages: Record<string, string> = {
    '/': frame('/', 'Inicio', [
      section(
        'dark',
        row([
          12,
          [
            html(
              `<h1 style="text-align:center;white-space:pre-wrap;">Tu pausa en ${f.barrio}</h1><p style="text-align:center;">Masajes, rituales y circuito de aguas a cinco minutos del Mercado de ${f.barrio}.</p>`,
            ),
            action(booking, 'Reserva tu cita'),
          ],
        ]),
      ),
      section(
        'light',
        row(
          [
            4,
            [
              photo('masaje', 'Cabina de masaje'),
              html('<h3>Masajes</h3><p>Relajante, descontracturante, piedras calientes, deportivo, prenatal.</p>'),
              action('/masajes-y-rituales', 'Ver carta'),
            ],
          ],
          [
            4,
            [
              photo('circuito', 'Piscina del circuito de aguas'),
              html('<h3>Circuito de aguas</h3><p>Piscina de chorros, sauna y baño de vapor.</p>'),
              action('/circuito-de-aguas', 'Más información'),
            ],
          ],
          [
            4,
            [
              photo('regalo', 'Tarjeta regalo'),
              html('<h3>Tarjetas regalo</h3><p>Digitales o impresas, para cualquier importe o servicio.</p>'),
              action('/tienda/p/tarjeta-regalo', 'Regalar'),
            ],
          ],
        ),
      ),
      section(
        'white',
        row([12, [html('<blockquote><p>«Salí flotando. El masaje con piedras calientes es otra cosa.»</p><p>— Reseña de Google, Amparo V.</p></blockquote>')]]),
      ),
    ]),
    '/masajes-y-rituales': frame('/masajes-y-rituales', 'Masajes y rituales', [
      section(
        'white',
        row([12, [html('<h1>Carta de masajes y rituales</h1><p>Precios con IVA incluido. Todos nuestros masajes se hacen con aceites ecológicos.</p>')]]),
        row([
          12,
          [
            menuBlock([
              ['Masajes', massages],
              ['Rituales', rituals],
              ['Circuito de aguas', waters],
            ]),
          ],
        ]),
        row([
          12,
          [
            spacer(),
            html(`<h3>Bonos</h3><p>Bono de ${bono.count} masajes relajantes de 50 minutos: <strong>${bono.price} €</strong>. Válido ${bono.valid}.</p>`),
          ],
        ]),
      ),
    ]),
    '/circuito-de-aguas': frame('/circuito-de-aguas', 'Circuito de aguas', [
      section(
        'light',
        row(
          [6, [photo('piscina', 'Piscina de chorros')]],
          [
            6,
            [
              html(
                `<h1>Circuito de aguas</h1><p>Piscina climatizada con chorros y cascada, sauna finlandesa, baño de vapor con eucalipto, ducha de sensaciones y zona de relax con infusiones. Cada sesión dura ${cir.min} minutos.</p><ul><li>De lunes a jueves: ${cir.week} €</li><li>Viernes, sábados, domingos y festivos: ${cir.weekend} €</li></ul><p>Te damos albornoz, toalla y chanclas; trae tu bañador. Última entrada de lunes a viernes a las ${hr.lastCircuit}. Edad mínima: ${cir.age}.</p>`,
              ),
              action(booking, 'Reservar circuito'),
            ],
          ],
        ),
      ),
    ]),
    '/equipo': frame('/equipo', 'Equipo', [
      section(
        'white',
        row([12, [html('<h1>Nuestro equipo</h1><p>Fisioterapeutas y masajistas titulados. Puedes pedir a tu terapeuta al reservar.</p>')]]),
        row(
          ...people
            .slice(0, 3)
            .map(([name, role, bio]): [number, string[]] => [4, [photo(slugOf(name).replace(/^-|-$/g, ''), name, `${name} · ${role}. ${bio}`)]]),
        ),
        row(
          ...people
            .slice(3)
            .map(([name, role, bio]): [number, string[]] => [6, [photo(slugOf(name).replace(/^-|-$/g, ''), name, `${name} · ${role}. ${bio}`)]]),
        ),
      ),
    ]),
    '/tienda/p/tarjeta-regalo': frame('/tienda/p/tarjeta-regalo', 'Tarjeta regalo', [
      `<section class="page-section"><div class="content-wrapper"><div class="content"><article class="ProductItem" data-item-id="64b0f3e1a9c2${f.cp}"><div class="ProductItem-gallery"><img src="${assets}/tarjeta-regalo.jpg?format=1000w" alt="Tarjeta regalo ${f.spa}"></div><div class="ProductItem-details"><h1 class="ProductItem-details-title" data-content-field="title">Tarjeta regalo</h1><div class="product-price">Desde ${gift.amounts[0]},00 €</div><div class="ProductItem-details-excerpt"><p>Elige el importe y la recibirás al momento por email, lista para imprimir o reenviar. Válida ${gift.valid} desde la compra, para cualquier masaje, ritual o circuito. No se puede canjear por dinero.</p><p>¿La prefieres impresa? Recógela en recepción en una caja de regalo por ${gift.box} € más.</p></div><div class="product-variants" data-item-id="64b0f3e1a9c2${f.cp}"><div class="variant-option"><div class="variant-option-title">Importe:</div><div class="variant-select-wrapper"><select aria-label="Seleccionar Importe" data-variant-option-name="Importe"><option value="">Seleccionar Importe</option>${gift.amounts.map((a) => `<option value="${a} €">${a} €</option>`).join('')}</select></div></div></div><div class="product-quantity-input"><div class="quantity-label">Cantidad:</div><input aria-label="Cantidad" size="4" max="9999" min="1" value="1" type="number"></div><div class="sqs-add-to-cart-button-wrapper" role="button"><div class="sqs-add-to-cart-button sqs-suppress-edit-mode sqs-editable-button sqs-button-element--primary" role="button" tabindex="0"><div class="sqs-add-to-cart-button-inner">Añadir al carrito</div></div></div></div></article></div></div></section>`,
    ]),
    '/politicas': frame('/politicas', 'Normas y cancelaciones', [
      section('white', row([12, [html('<h1>Normas y cancelaciones</h1><p>Todo lo que conviene saber antes de venir.</p>'), accordionBlock(rules)]])),
    ]),
    '/contacto': frame('/contacto', 'Contacto', [
      section(
        'light',
        row(
          [
            6,
            [
              html(
                `<h1>Contacto</h1><p>${f.street}<br>${f.cp} València (${f.barrio})</p><p>Metro: ${f.metro}, a 6 minutos a pie.</p><p>Teléfono: ${f.phone}<br>WhatsApp: ${f.whatsapp}<br>${f.email}</p><h3>Horario</h3><p>${scheduleHtml}</p>`,
              ),
            ],
          ],
          [
            6,
            [
              block(
                'form',
                9,
                `<div class="form-wrapper"><form autocomplete="on" novalidate><div class="field-list"><div class="form-item field text required"><label class="title" for="name">Nombre <span class="required" aria-hidden="true">*</span></label><input class="field-element" type="text" id="name"></div><div class="form-item field email required"><label class="title" for="email">Email <span class="required" aria-hidden="true">*</span></label><input class="field-element" type="email" id="email"></div><div class="form-item field textarea"><label class="title" for="msg">Mensaje</label><textarea class="field-element" id="msg"></textarea></div></div><div class="form-button-wrapper form-button-wrapper--align-left"><button class="button sqs-system-button sqs-editable-button sqs-button-element--primary" type="submit">Enviar</button></div></form><div class="form-submission-text hidden">¡Gracias! Te respondemos en menos de 24 horas.</div></div>`,
              ),
            ],
          ],
        ),
      ),
    ]),
    '/aviso-legal': frame('/aviso-legal', 'Aviso legal', [
      section(
        'white',
        row([
          12,
          [
            html(
              `<h1>Aviso legal</h1><p>Titular: ${f.legal}<br>CIF: ${f.cif}<br>Domicilio: ${f.street}, ${f.cp} València<br>Email: ${f.email}</p><p>Inscrita en el Registro Mercantil de Valencia. Centro inscrito en el registro de centros sanitarios de la Comunitat Valenciana para los servicios de fisioterapia.</p>`,
            ),
          ],
        ]),
      ),
    ]),
    '/zona-equipo': frame('/zona-equipo', 'Zona equipo', [
      section(
        'white',
        row([
          12,
          [
            html(
              `<h1>Zona equipo</h1><p><strong>Solo para el equipo. No compartir con clientes.</strong></p><ul><li>Comisión por masaje de 50 minutos: ${ix.commission}, se liquida el día 5 de cada mes.</li><li>Pedidos de aceites a ${ix.supplier} con el código ${ix.code}.</li><li>Precios desde el ${ix.effective} (no comunicar todavía): masaje relajante 80 min ${ix.relax80} €, circuito fin de semana ${ix.weekend} €, ritual en pareja ${ix.pair} €.</li></ul>`,
            ),
          ],
        ]),
      ),
    ]),
  };
  return { name: 'massage and day spa (es-ES)', questions, disallow: ['/zona-equipo'], pages };
}
