/* eslint-disable max-lines -- a fixture site: every page of one business as one function of its facts, whose closures (markup helpers, prices) the pages share */
import type { BenchQuestion, BenchSite } from '../types';
import { unanswerable } from '../types';
import { jsonLd } from '../unseen/markup';
import { askedIn, phoneLink, slugOf } from '../unseen2/markup';
import type facts from './laser-clinic.facts.json';

/**
 * Unseen: an aesthetic and laser hair removal clinic in Porto, a Wix site in European Portuguese
 * (`lang="pt-PT"`): the Wix consent banner, the header's dropdown menu (and its copy in the hidden
 * hamburger container), every block a `wixui-section` whose boxes nest `data-mesh-id` inline-content
 * containers three or four deep before the `richTextElement`s (font_2 / font_8 classes), the laser
 * prices per zone as two repeaters inside a Wix Tabs element (Mulher / Homem: the second panel
 * hidden but in the DOM, each item a zone with its single-session and 6-session prices), the facial
 * treatments described without prices, their prices and durations only in the Wix Bookings service
 * list ("50,00 €", "1 h 15 min"), the session packs as Wix Pricing Plans cards (currency and amount
 * in separate data-hook spans), the team as a repeater, the FAQ as the Wix FAQ app (answers
 * collapsed in the DOM), a Wix form, the Livro de Reclamações and ERS registration in the footer
 * with the legally required "chamada para a rede fixa nacional" note, and a MedicalClinic JSON-LD on
 * the home page only.
 *
 * The facts the pages are written from, as written and mutated, are data in laser-clinic.facts.json.
 * The assessment consultation is paid and its price is deducted from the first session or pack. Packs
 * over `payment.over` can be paid in `payment.instalments`. No treatment during pregnancy or
 * breastfeeding, on skin tanned in the last `laser.tan`, within `laser.iso` of isotretinoin; from
 * `laser.minAge` with a guardian's written consent under 18. Face intervals `laser.face`, body
 * `laser.body`. `team.laser` speaks English and French. Today is mid May 2027.
 */
export type LaserClinicFacts = typeof facts.original;

export function laserClinic(f: LaserClinicFacts): BenchSite {
  const { hours: hr, laser: lz, facial: fc, plans, payment: pay, cancel, team, metro, parking } = f;
  const pt = askedIn('pt');
  const tel = phoneLink('351');
  const site = `https://www.${f.domain}.example`;
  const media = `https://static.wixstatic.example/media/7c1e0a_${f.domain}`;
  const women = (zone: string) => f.women.find((z) => z.zone === zone)!;
  const men = (zone: string) => f.men.find((z) => z.zone === zone)!;
  const eur = (amount: string) => `${amount} €`;
  const links = Object.entries({
    '/': 'Início',
    '/depilacao-laser': 'Depilação Laser',
    '/tratamentos-faciais': 'Faciais',
    '/plans-pricing': 'Packs',
    '/equipa': 'Equipa',
    '/faq': 'FAQ',
    '/contactos': 'Contactos',
  });
  let seq = 0x1d4f7a;
  const cid = () => `comp-l${(seq = (seq * 13 + 0x6b1) % 0x7fffffff).toString(36).slice(-7)}`;

  /** Wix inline content: the mesh wrapper every container puts around its children. */
  const mesh = (id: string, inner: string) =>
    `<div data-mesh-id="${id}inlineContent" data-testid="inline-content" class=""><div data-mesh-id="${id}inlineContent-gridContainer" data-testid="mesh-container-content">${inner}</div></div>`;
  const box = (...children: string[]) => {
    const id = cid();
    return `<div id="${id}" class="${id} YzqVVZ wixui-box"><div class="LJXs5e wixui-box__background" data-testid="container-bg"></div>${mesh(id, children.join(''))}</div>`;
  };
  const section = (...children: string[]) => {
    const id = cid();
    return `<section id="${id}" tabindex="-1" class="Oqnisf ${id} wixui-section" data-block-level-container="ClassicSection"><div id="bgLayers_${id}" data-hook="bgLayers" data-motion-part="BG_LAYER" class="MW5IWV"><div data-testid="colorUnderlay" class="LWbAav Kv1aVt"></div><div id="bgMedia_${id}" data-motion-part="BG_MEDIA" class="VgO9Yg"></div></div>${mesh(id, box(...children))}</section>`;
  };
  /** A rich text element from plain HTML: Wix puts its font classes and a span inside every block. */
  const rich = (html: string) => {
    const id = cid();
    const styled = html
      .replace(
        /<h([1-3])>/g,
        (_, l: string) => `<h${l} class="font_${l === '1' ? 0 : Number(l)} wixui-rich-text__text"><span class="color_11 wixui-rich-text__text">`,
      )
      .replace(/<\/h([1-3])>/g, '</span></h$1>')
      .replace(/<p>/g, '<p class="font_8 wixui-rich-text__text"><span class="wixui-rich-text__text">')
      .replace(/<\/p>/g, '</span></p>')
      .replace(/<ul>/g, '<ul class="font_8 wixui-rich-text__text">')
      .replace(/<li>/g, '<li class="wixui-rich-text__text"><p class="font_8 wixui-rich-text__text">')
      .replace(/<\/li>/g, '</p></li>');
    return `<div id="${id}" class="HcOXKn SxM0TO QxJLC3 ${id} wixui-rich-text" data-testid="richTextElement">${styled}</div>`;
  };
  const image = (file: string, alt: string) => {
    const id = cid();
    return `<div id="${id}" class="MazNVa ${id} wixui-image"><div data-testid="linkElement" class="j7pOnl"><wow-image id="img_${id}" class="HlRz5e BI8PVQ" data-image-info="{&quot;containerId&quot;:&quot;${id}&quot;,&quot;displayMode&quot;:&quot;fill&quot;}" data-bg-effect-name="" data-is-svg="false" data-is-svg-mask="false" data-image-zoomed="" data-has-ssr-src=""><img src="${media}~mv2_${slugOf(file)}.jpg/v1/fill/w_640,h_427,al_c,q_80,usm_0.66_1.00_0.01,enc_avif,quality_auto/${file}.jpg" alt="${alt}" style="width:640px;height:427px;object-fit:cover;object-position:50% 50%" width="640" height="427" fetchpriority="high"></wow-image></div></div>`;
  };
  const button = (href: string, label: string) => {
    const id = cid();
    return `<div class="${id} FubTgk wixui-button" id="${id}" aria-disabled="false"><a data-testid="linkElement" href="${href.startsWith('/') ? `${site}${href}` : href}" target="_self" class="uUxqWY wixui-button" aria-disabled="false"><span class="l7_2fn wixui-button__label">${label}</span></a></div>`;
  };
  const repeater = (items: string[]) => {
    const id = cid();
    return `<div id="${id}" class="${id} wixui-repeater" data-testid="repeater"><div data-testid="responsive-repeater-wrapper" class="V5AUxf">${items
      .map((inner, i) => {
        const itemId = `${id}__item-j${(i * 7 + 3).toString(36)}k${i}`;
        return `<div id="${itemId}" class="${itemId} wixui-repeater__item" data-testid="repeater-item"><div class="LJXs5e wixui-box__background"></div>${mesh(itemId, inner)}</div>`;
      })
      .join('')}</div></div>`;
  };
  const tabs = (panes: [string, string][]) => {
    const id = cid();
    return `<div id="${id}" class="${id} wixui-tabs" data-testid="tabs"><div class="Y5L7qg" data-hook="tabs-list-wrapper"><div role="tablist" data-hook="tabs-list" class="tLmm_1">${panes
      .map(
        ([label], i) =>
          `<button role="tab" data-hook="tab-item" id="${id}-tab-${i}" aria-selected="${i === 0}" aria-controls="${id}-panel-${i}" tabindex="${i ? -1 : 0}" class="wixui-tabs__item${i ? '' : ' wixui-tabs__item--selected'}"><span class="wixui-tabs__item-label">${label}</span></button>`,
      )
      .join('')}</div></div>${panes
      .map(
        ([, body], i) =>
          `<div role="tabpanel" data-hook="tab-panel" id="${id}-panel-${i}" aria-labelledby="${id}-tab-${i}" class="wixui-tabs__panel"${i ? ' hidden' : ''}>${mesh(`${id}-panel-${i}`, body)}</div>`,
      )
      .join('')}</div>`;
  };
  const zoneItems = (zones: { zone: string; s: string; p: string }[]) =>
    repeater(zones.map((z) => rich(`<h3>${z.zone}</h3>`) + rich(`<p>Sessão: ${eur(z.s)}</p>`) + rich(`<p>Pack 6 sessões: ${eur(z.p)}</p>`)));

  const services: [string, string, string, string][] = [
    ['Consulta de avaliação', 'Com médica, inclui teste de pele. Valor descontado no tratamento.', fc.consult.min, fc.consult.price],
    ['Limpeza de pele profunda', 'Extração, esfoliação enzimática e máscara calmante.', fc.cleanse.min, fc.cleanse.price],
    ['Hidrafacial', 'Limpeza, esfoliação e hidratação em 3 passos.', fc.hydra.min, fc.hydra.price],
    ['Peeling químico', 'Manchas, textura e poros dilatados.', fc.peel.min, fc.peel.price],
    ['Microagulhamento', 'Cicatrizes de acne, rugas finas e firmeza.', fc.needling.min, fc.needling.price],
    ['Radiofrequência facial', 'Flacidez do rosto e pescoço.', fc.rf.min, fc.rf.price],
  ];
  const bookings = `<div data-hook="service-list-widget" class="sM1o2XF" dir="ltr"><h1 data-hook="widget-title" class="s__7WmY6W">Marcações online</h1><ul data-hook="widget-list" class="s__3Ya2xs">${services
    .map(
      ([name, tagline, duration, price]) =>
        `<li data-hook="service-card" class="s__2YHUL3"><div data-hook="service-card-image"><img src="${media}~mv2_${slugOf(name)}.jpg/v1/fill/w_400,h_300/${slugOf(name).replace(/^-|-$/g, '')}.jpg" alt="${name}"></div><div data-hook="service-info" class="s__0z6TIb"><h2 data-hook="service-info-title-text" class="s__4Ne2Fj">${name}</h2><p data-hook="service-info-tagline" class="s__1rFj4Z">${tagline}</p><div data-hook="service-info-details"><span data-hook="service-info-details-duration">${duration}</span><span data-hook="service-info-details-price" aria-label="Preço: ${price},00 €">${price},00 €</span></div></div><div data-hook="book-button-wrapper"><a data-hook="more-info-button" href="${site}/service-page/${slugOf(name).replace(/^-|-$/g, '')}">Mais informações</a><button data-hook="book-button" class="s__7TrNLo">Marcar agora</button></div></li>`,
    )
    .join(
      '',
    )}<li data-hook="service-card" class="s__2YHUL3"><div data-hook="service-info" class="s__0z6TIb"><h2 data-hook="service-info-title-text" class="s__4Ne2Fj">Sessão de depilação laser</h2><p data-hook="service-info-tagline" class="s__1rFj4Z">Clientes com consulta de avaliação feita.</p><div data-hook="service-info-details"><span data-hook="service-info-details-duration">Duração variável</span><span data-hook="service-info-details-price">Preço variável</span></div></div><div data-hook="book-button-wrapper"><button data-hook="book-button" class="s__7TrNLo">Marcar agora</button></div></li></ul></div>`;
  const planCard = (name: string, amount: string, cycle: string, about: string, perks: string[]) =>
    `<li data-hook="plan" class="s__2cxFx9"><div data-hook="plan-header" class="s__6U1xQc"><h2 data-hook="plan-name" class="s__5x_MqQ">${name}</h2><div data-hook="plan-price" class="s__3LCDsV" aria-label="${amount} euros"><span data-hook="price-currency" aria-hidden="true">€</span><span data-hook="price-amount" aria-hidden="true">${amount}</span></div><div data-hook="plan-recurrence" class="s__1ZpLxs">${cycle}</div></div><p data-hook="plan-description">${about}</p><ul data-hook="plan-benefits">${perks
      .map(
        (perk) => `<li data-hook="plan-benefit"><span data-hook="benefit-icon" aria-hidden="true">✓</span><span data-hook="benefit-text">${perk}</span></li>`,
      )
      .join('')}</ul><button data-hook="plan-cta" class="s__0PuzB0">Comprar</button></li>`;
  const faqWidget = (items: [string, string][]) =>
    `<div data-hook="faq-widget" class="faq-app"><div data-hook="faq-categories"><span data-hook="faq-category" aria-selected="true">Geral</span></div><ul data-hook="faq-list">${items
      .map(
        ([q, a], i) =>
          `<li data-hook="faq-item"><div data-hook="question-title" role="button" tabindex="0" aria-expanded="false" aria-controls="faq-answer-${i}">${q}</div><div data-hook="question-answer" id="faq-answer-${i}" class="collapsed" aria-hidden="true"><div class="ricos-viewer"><p>${a}</p></div></div></li>`,
      )
      .join('')}</ul></div>`;

  const menu = (path: string) =>
    `<ul class="wixui-dropdown-menu__items" role="menubar">${links
      .map(
        ([href, label]) =>
          `<li class="wixui-dropdown-menu__item${href === path ? ' wixui-dropdown-menu__item--selected' : ''}" data-testid="dropdown-menu-item" role="none"><a data-testid="linkElement" href="${site}${href === '/' ? '' : href}" role="menuitem" class="UiHgGh"${href === path ? ' aria-current="page"' : ''}><div class="yRj2ms"><div class=""><p class="zKbzSQ">${label}</p></div></div></a></li>`,
      )
      .join('')}</ul>`;
  const clinicLd = jsonLd({
    '@context': 'https://schema.org/',
    '@type': 'MedicalClinic',
    name: `${f.clinic} ${f.tagline}`,
    url: site,
    image: `${media}~mv2_logo.png`,
    telephone: tel(f.phone),
    email: f.email,
    address: { '@type': 'PostalAddress', streetAddress: f.street, addressLocality: 'Porto', postalCode: f.cp.split(' ')[0], addressCountry: 'PT' },
    openingHoursSpecification: [
      { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Friday'], opens: hr.ld.week[0], closes: hr.ld.week[1] },
      { '@type': 'OpeningHoursSpecification', dayOfWeek: 'Thursday', opens: hr.ld.thu[0], closes: hr.ld.thu[1] },
      { '@type': 'OpeningHoursSpecification', dayOfWeek: 'Saturday', opens: hr.ld.sat[0], closes: hr.ld.sat[1] },
    ],
    medicalSpecialty: 'Dermatology',
  });
  const legalPhone = (phone: string) =>
    `${phone} <span class="wixui-rich-text__text" style="font-size:11px">(${phone.startsWith('2') ? 'chamada para a rede fixa nacional' : 'chamada para a rede móvel nacional'})</span>`;
  const footer = section(
    rich(`<h3>${f.clinic}</h3><p>${f.street}<br>${f.cp}</p><p>Tel. ${legalPhone(f.phone)}<br>Telemóvel / MB WAY ${legalPhone(f.mobile)}</p>`),
    rich(`<p>Seg. a sex.: ${hr.week} (qui. até às ${hr.thuClose})<br>Sábado: ${hr.sat}<br>Domingo e feriados: encerrado</p>`),
    rich(
      `<p>© ${f.founded}–2027 ${f.legal} · NIF ${f.nif} · Registo ERS n.º ${f.ers}</p><p><a href="https://www.livroreclamacoes.example" target="_blank">Livro de Reclamações Eletrónico</a> · <a href="${site}/politica-de-privacidade">Política de Privacidade</a> · <a href="https://www.instagram.com/${f.domain}" target="_blank">Instagram</a></p>`,
    ),
  );

  const doc = (title: string, path: string, sections: string[], head = '') => `<!DOCTYPE html>
<html lang="pt-PT">
<head>
  <meta charset='utf-8'>
  <meta name="viewport" content="width=device-width, initial-scale=1" id="wixDesktopViewport" />
  <meta http-equiv="X-UA-Compatible" content="IE=edge">
  <meta name="generator" content="Wix.com Website Builder"/>
  <link rel="icon" sizes="192x192" href="${media}~mv2_favicon.png/v1/fill/w_192,h_192,lg_1,usm_0.66_1.00_0.01/favicon.png" type="image/png"/>
  <title>${title} | ${f.clinic} Porto</title>
  <meta name="description" content="${f.clinic}, ${f.tagline.toLowerCase()} no Porto: depilação a laser ${lz.device} para mulher e homem, limpezas de pele, Hidrafacial, peelings e microagulhamento.">
  <link rel="canonical" href="${site}${path === '/' ? '' : path}">
  <meta property="og:title" content="${title} | ${f.clinic} Porto"/><meta property="og:url" content="${site}${path === '/' ? '' : path}"/><meta property="og:site_name" content="${f.clinic}"/><meta property="og:type" content="website"/>
  <script type="text/javascript">window.viewerModel = {"site":{"metaSiteId":"8a3c51e2-7b4d-4f19-9e60-${f.domain.length}c7d2a9e14b6","siteId":"2f91c7aa-0e34-4d8b-b1a2-5f6e7d8c9b0a","language":"pt","locale":"pt-pt"},"requestUrl":"${site}${path}","fleetConfig":{"fleetName":"thunderbolt-renderer-users","type":"Rollout"}};</script>
  ${head}
  <style id="css_masterPage">#SITE_HEADER{z-index:50;--above-all-in-container:10000}.font_0{font:normal normal normal 52px/1.2em 'cormorant garamond',serif;color:#3D2B2B}.font_8{font:normal normal normal 16px/1.6em 'avenir-lt-w01_35-light1475496',sans-serif;color:#3D2B2B}</style>
</head>
<body class="">
<div id="SITE_CONTAINER"><div id="main_MF" class="main_MF"><div id="site-root" class="site-root"><div id="masterPage" class="mesh-layout masterPage css-editing-scope">
<header id="SITE_HEADER" class="xU8fqS SITE_HEADER wixui-header" tabindex="-1"><div class="_C0cVf"><div class="_4XcTfy" data-testid="screenWidthContainerBgCenter"></div></div><div class="U4Bvut"><div class="G5K6X8"><div class="gUbusX" data-testid="screenWidthContainerBg"></div></div><div class="CJF7A2">${mesh(
    'SITE_HEADER',
    `${rich(`<p><a href="${site}">${f.clinic}</a></p><p>${f.tagline}</p>`)}<nav id="comp-header-menu" aria-label="Site" class="comp-header-menu wixui-dropdown-menu hidden-during-prewarmup">${menu(path)}</nav>${button('/book-online', 'Marcar consulta')}<div id="comp-hamburger" class="comp-hamburger" data-testid="hamburger-menu-root"><button aria-label="Abrir menu" aria-haspopup="dialog" data-testid="hamburger-open-button" class="wixui-hamburger-open-button"></button><div role="dialog" aria-modal="true" data-testid="hamburger-menu-container" class="wixui-hamburger-menu-container" style="display:none">${menu(path)}</div></div>`,
  )}</div></div></header>
<main id="PAGES_CONTAINER" class="PAGES_CONTAINER" tabindex="-1" data-main-content="true"><div id="SITE_PAGES" class="JsJXaX SITE_PAGES"><div id="SITE_PAGES_TRANSITION_GROUP" class="AnQkDU"><div id="${slugOf(path).replace(/-/g, '') || 'home'}" class="dBAkHi theme-vars"><div class="PFkO7r wixui-page" data-testid="page-bg"></div><div class="HT5ybB"><div id="Container${slugOf(path).replace(/-/g, '') || 'home'}" class="SPY_vo">${mesh(
    `Container${slugOf(path).replace(/-/g, '') || 'home'}`,
    sections.join('\n'),
  )}</div></div></div></div></div></main>
<footer id="SITE_FOOTER" class="AT7o0U SITE_FOOTER wixui-footer" tabindex="-1">${footer}</footer>
</div></div></div></div>
<div id="consent-banner-root"><div data-hook="consent-banner-root" class="consent-banner-root" role="region" aria-label="Banner de cookies"><div data-hook="ccsu-banner-text" class="ccsu-banner-text"><p>Este site utiliza cookies para melhorar a sua experiência de navegação e analisar o tráfego. Ao clicar em "Aceitar", concorda com a sua utilização. <a href="${site}/politica-de-privacidade">Política de Cookies</a></p></div><div class="ccsu-buttons"><button data-hook="consent-banner-settings-button">Definições</button><button data-hook="consent-banner-decline-button">Recusar</button><button data-hook="consent-banner-apply-button">Aceitar</button></div></div></div>
<script src="https://static.parastorage.example/services/wix-thunderbolt/dist/main.8f3a2c1d.bundle.min.js" async></script>
</body>
</html>`;

  const faqs: [string, string][] = [
    [
      'A consulta de avaliação é paga?',
      `Sim, a consulta de avaliação custa ${eur(fc.consult.price)} e inclui o teste de pele. O valor é descontado na primeira sessão ou no pack que fizer a seguir.`,
    ],
    [
      'Que formas de pagamento aceitam?',
      `MB WAY, Multibanco (cartão ou referência), Visa, Mastercard e numerário. Não aceitamos American Express nem cheques. Os packs de valor superior a ${pay.over} podem ser pagos em ${pay.instalments} sem juros.`,
    ],
    [
      'E se precisar de desmarcar?',
      `Pode desmarcar ou alterar sem custos até ${cancel.notice} antes da marcação. Desmarcações com menos de ${cancel.notice} de antecedência ou faltas têm uma taxa de ${eur(cancel.fee)}; nos packs, a sessão é considerada realizada.`,
    ],
    [
      'A depilação a laser dói?',
      `A maioria dos clientes descreve uma sensação de calor. O ${lz.device} tem ponteira com arrefecimento contínuo, por isso o tratamento é bem tolerado mesmo em zonas sensíveis.`,
    ],
    [
      'Posso fazer laser se estiver grávida?',
      'Não. Por precaução não tratamos grávidas nem mulheres a amamentar. Pode retomar as sessões 3 meses depois de terminar a amamentação.',
    ],
    ['Os homens também podem fazer?', 'Claro. Temos preços próprios para homem (barba, peito, costas, ombros) no separador "Homem" da página Depilação Laser.'],
  ];
  const team4 = [
    [
      team.doctor.name,
      'Médica dermatologista, diretora clínica',
      'Faz todas as consultas de avaliação e os peelings químicos. Membro da Sociedade Portuguesa de Dermatologia.',
    ],
    [team.aesthetic.name, 'Médico, medicina estética', 'Microagulhamento e radiofrequência facial.'],
    [team.laser.name, 'Técnica de laser certificada', 'Responsável pelas sessões de depilação laser. Fala inglês e francês.'],
    [team.beauty.name, 'Esteticista', 'Limpezas de pele e Hidrafacial.'],
  ];

  const axAsk = 'Olá! Quanto custa a depilação a laser das axilas? E se comprar logo o pack de 6?';
  const legs = women('Perna completa');

  const price = (ask: string, ...expect: string[]): BenchQuestion => ({ kind: 'price', ask, expect });

  const questions: BenchQuestion[] = [
    pt({ kind: 'price', ask: axAsk, expect: [women('Axilas').s, women('Axilas').p], reject: [eur(men('Axilas').s)] }),
    pt({ kind: 'follow-up', ask: 'e mais ou menos quantas sessões vou precisar?', after: [axAsk], expect: [lz.sessions] }),
    pt(price('Sou homem e queria tirar os pelos das costas. Quanto fica cada sessão?', men('Costas').s)),
    pt({ kind: 'comparison', ask: 'Para a perna completa compensa mais pagar sessão a sessão ou o pack de 6? Quanto poupo?', expect: [legs.s, legs.p] }),
    {
      kind: 'team',
      ask: "I'm in Porto for a few months and my Portuguese isn't great. Does anyone at the clinic speak English? I'd like to start laser on my legs.",
      expect: [team.laser.short],
    },
    pt(price('A consulta de avaliação é paga? Se eu avançar com o tratamento, descontam?', fc.consult.price)),
    pt({ kind: 'eligibility', ask: 'Fui de férias ao Algarve e estou bem bronzeada. Posso começar o laser já na próxima semana?', expect: [lz.tan] }),
    pt({ kind: 'eligibility', ask: 'A minha filha tem 15 anos e quer fazer laser nas axilas. Pode?', expect: [lz.minAge] }),
    askedIn('es')({
      kind: 'price',
      ask: '¿Cuánto cuesta la depilación láser de la ingle completa para mujer?',
      expect: [women('Virilha completa').s],
      reject: [eur(women('Virilha cavada').s)],
    }),
    pt({ kind: 'hours', ask: 'Estão abertos ao sábado à tarde?', expect: [hr.satClose] }),
    pt({ kind: 'hours', ask: 'Qual é o vosso horário à quinta-feira? Só saio do trabalho às 19h30.', expect: [hr.thuClose] }),
    ...unanswerable('Fazem tratamentos de botox ou ácido hialurónico?').map(pt),
    pt({ kind: 'location', ask: 'Como é que chego aí de metro? E há onde estacionar perto?', expect: [metro.station] }),
    pt({ kind: 'payment', ask: 'Posso pagar com MB WAY? E os packs podem ser pagos às prestações?', expect: [pay.instalments] }),
    askedIn('fr')(price('Combien coûte une séance de microneedling ?', fc.needling.price)),
    pt({
      kind: 'policy',
      ask: 'Tenho sessão amanhã às 10h mas surgiu-me um imprevisto. Se desmarcar agora pago alguma coisa?',
      expect: [cancel.notice, cancel.fee],
    }),
    pt(price('quanto custa uma limpesa de pele profunda? tenho a pele muito oleosa', fc.cleanse.price)),
    pt({ kind: 'comparison', ask: 'Qual é a diferença de preço entre o Hidrafacial e o peeling químico?', expect: [fc.hydra.price, fc.peel.price] }),
    askedIn('de')({
      kind: 'price',
      ask: 'Was kostet die Laser-Haarentfernung am ganzen Körper für Frauen im 6er-Paket?',
      expect: [women('Corpo inteiro').p],
      reject: [eur(men('Corpo inteiro').p)],
    }),
    pt(price('Vi que têm um pack de verão para axilas e virilha. Quanto custa?', plans.summer.price)),
    pt({ kind: 'team', ask: 'Quem faz as consultas de avaliação? É mesmo um médico?', expect: [team.doctor.short] }),
    ...unanswerable('¿Tenéis tarjetas regalo? Quería regalarle unas sesiones a mi hermana.').map(askedIn('es')),
    pt({ kind: 'duration', ask: 'Faço laser no buço. De quanto em quanto tempo tenho de voltar?', expect: [lz.face], reject: [lz.body] }),
    askedIn('it')(price('Quanto costa la depilazione laser dei baffetti (labbro superiore)?', women('Buço').s)),
    pt(price('Quanto custa o pack de 6 sessões do contorno da barba?', men('Contorno da barba').p)),
    askedIn('ar')(price('كم سعر جلسة الليزر لمنطقة الصدر للرجال؟', men('Peito').s)),
    ...unanswerable('Têm algum desconto para estudantes?').map(pt),
    askedIn('zh-Hans')(price('做一次面部射频多少钱？', fc.rf.price)),
    ...unanswerable('יש לכם סניף גם בליסבון?').map(askedIn('he')),
    ...unanswerable('施術のときに麻酔クリームを使ってもらえますか？').map(askedIn('ja')),
  ];

  return {
    name: 'laser clinic (pt-PT)',
    questions,
    pages: {
      '/': doc(
        'Depilação a laser e estética no Porto',
        '/',
        [
          section(
            rich(
              `<h1>Pele lisa, sem complicações</h1><p>Depilação a laser ${lz.device} para mulher e homem, tratamentos faciais e acompanhamento médico, no Porto desde ${f.founded}.</p>`,
            ),
            button('/book-online', 'Marcar consulta de avaliação'),
            image('clinica-sala-laser', `Sala de tratamento da ${f.clinic}`),
          ),
          section(
            box(rich(`<h3>Depilação a laser</h3><p>Preços por zona, desde ${eur(women('Buço').s)} por sessão.</p>`), button('/depilacao-laser', 'Ver preços')),
            box(
              rich('<h3>Tratamentos faciais</h3><p>Limpezas de pele, Hidrafacial, peelings e microagulhamento.</p>'),
              button('/tratamentos-faciais', 'Saber mais'),
            ),
            box(rich('<h3>Packs</h3><p>Poupe com os nossos packs de sessões.</p>'), button('/plans-pricing', 'Ver packs')),
          ),
          section(
            rich('<h2>O que dizem os nossos clientes</h2>'),
            repeater([
              rich(
                `<p>“Fiz 7 sessões de axilas e virilha e estou encantada. A ${team.laser.name.split(' ')[0]} explica tudo com imensa paciência.”</p><p>— Sofia M., Matosinhos</p>`,
              ),
              rich('<p>“Finalmente uma clínica onde não nos tentam vender tudo. Consulta muito honesta.”</p><p>— Ricardo P., Porto</p>'),
            ]),
          ),
          section(
            rich(`<h2>Siga-nos no Instagram</h2><p>@${f.domain}</p>`),
            `<div data-hook="instagram-feed" class="wix-instagram-feed"><a href="https://www.instagram.com/p/C6q1XbLs9zA/" target="_blank"><img src="${media}~ig1.jpg" alt="Antes e depois: 5 sessões de axilas ✨"></a><a href="https://www.instagram.com/p/C6f8Pq0sR2e/" target="_blank"><img src="${media}~ig2.jpg" alt="O nosso novo Hidrafacial já chegou 💧"></a></div>`,
          ),
          section(
            rich('<h2>Subscreva a nossa newsletter</h2><p>Novidades, campanhas e dicas de cuidados de pele, uma vez por mês.</p>'),
            `<form data-testid="form" class="wixui-form" aria-label="Newsletter"><div data-testid="input-email"><label for="input_${cid()}">Email *</label><input type="email" id="input_${cid()}" required placeholder="O seu email"></div><button type="submit" class="wixui-button">Subscrever</button><div data-testid="form-success-message" style="display:none"><p>Obrigado por subscrever!</p></div></form>`,
          ),
        ],
        clinicLd,
      ),
      '/depilacao-laser': doc('Depilação Laser', '/depilacao-laser', [
        section(
          rich(
            `<h1>Depilação a laser</h1><p>Usamos o ${lz.device}, um laser de díodo com três comprimentos de onda que trata todos os fototipos, incluindo pele morena. Para resultados duradouros são normalmente necessárias ${lz.sessions} sessões, com intervalos de ${lz.face} no rosto e de ${lz.body} no corpo.</p><p>O primeiro passo é sempre a consulta de avaliação com teste de pele.</p>`,
          ),
          image('laser-soprano', `Equipamento ${lz.device}`),
        ),
        section(
          rich('<h2>Preços por zona</h2>'),
          tabs([
            ['Mulher', zoneItems(f.women)],
            ['Homem', zoneItems(f.men)],
          ]),
        ),
        section(
          rich(
            `<h2>Antes da sessão</h2><ul><li>Rape a zona 24 horas antes (não use cera nem pinça durante todo o tratamento).</li><li>Não aplique cremes, desodorizante ou maquilhagem na zona no dia da sessão.</li></ul><h2>Quem não pode fazer</h2><ul><li>Grávidas e mulheres a amamentar.</li><li>Pele bronzeada: exposição solar intensa, solário ou autobronzeador nas últimas ${lz.tan}.</li><li>Quem tomou isotretinoína (Roacutan) nos últimos ${lz.iso}.</li><li>Zonas com tatuagens, sinais elevados ou feridas.</li><li>Menores de ${lz.minAge} (dos ${lz.minAge} aos 18 anos, só com autorização escrita do encarregado de educação).</li></ul>`,
          ),
        ),
      ]),
      '/tratamentos-faciais': doc('Tratamentos Faciais', '/tratamentos-faciais', [
        section(
          rich(
            '<h1>Tratamentos faciais</h1><p>Todos os tratamentos começam por uma análise da pele. Veja os preços e marque online na página <a href="/book-online">Marcações</a>.</p>',
          ),
        ),
        section(
          box(
            rich(
              '<h3>Limpeza de pele profunda</h3><p>Para peles com poros obstruídos, pontos negros ou oleosidade. Recomendamos uma a cada 6 a 8 semanas.</p>',
            ),
          ),
          box(rich('<h3>Hidrafacial</h3><p>Limpeza, esfoliação, extração e hidratação com séruns, sem tempo de recuperação. Ideal antes de um evento.</p>')),
          box(
            rich(
              '<h3>Peeling químico</h3><p>Ácidos de uso médico para manchas, marcas de acne e textura. Feito de outubro a abril, com protetor solar obrigatório.</p>',
            ),
          ),
          box(rich(`<h3>Microagulhamento</h3><p>Estimula o colagénio para cicatrizes de acne e rugas finas. Realizado pelo ${team.aesthetic.name}.</p>`)),
          box(rich('<h3>Radiofrequência facial</h3><p>Calor controlado para firmeza do rosto e pescoço, em séries de 4 a 6 sessões.</p>')),
        ),
      ]),
      '/book-online': doc('Marcações', '/book-online', [section(`<div id="${cid()}" class="wixui-bookings-service-list">${bookings}</div>`)]),
      '/plans-pricing': doc('Packs', '/plans-pricing', [
        section(
          rich('<h1>Packs e planos</h1><p>Compre online e marque as sessões quando quiser. Os packs são pessoais e intransmissíveis.</p>'),
          `<div data-hook="package-picker-widget" class="wixui-pricing-plans"><ul data-hook="plan-list">${[
            planCard(
              'Pack Verão',
              plans.summer.price,
              'Pagamento único',
              `Axilas + virilha completa (mulher), 6 sessões de cada zona. Válido ${plans.summer.months} meses.`,
              ['6 sessões de axilas', '6 sessões de virilha completa', 'Consulta de avaliação incluída'],
            ),
            planCard('Pack Pele Nova', plans.skin.price, 'Pagamento único', `4 limpezas de pele profundas. Válido ${plans.skin.months} meses.`, [
              '4 limpezas de pele profundas',
              'Análise de pele gratuita',
            ]),
            planCard(
              'Plano Manutenção',
              plans.care.price,
              '/mês',
              'Para quem já terminou o tratamento de laser: uma sessão de manutenção por trimestre numa zona à escolha.',
              ['1 sessão de laser a cada 3 meses', '10% de desconto em faciais', 'Cancele quando quiser'],
            ),
          ].join('')}</ul></div>`,
        ),
      ]),
      '/equipa': doc('Equipa', '/equipa', [
        section(
          rich('<h1>A nossa equipa</h1>'),
          repeater(
            team4.map(
              ([name, role, bio]) => image(slugOf(name!).replace(/^-|-$/g, ''), name!) + rich(`<h3>${name}</h3><p><strong>${role}</strong></p><p>${bio}</p>`),
            ),
          ),
        ),
      ]),
      '/faq': doc('Perguntas Frequentes', '/faq', [section(rich('<h1>Perguntas frequentes</h1>'), faqWidget(faqs))]),
      '/contactos': doc('Contactos', '/contactos', [
        section(
          rich(
            `<h1>Contactos</h1><p>${f.street}<br>${f.cp}</p><p><strong>Metro:</strong> estação ${metro.station} (linhas ${metro.lines}), a ${metro.walk} a pé.<br><strong>Estacionamento:</strong> ${parking.name}, mesmo em frente, com ${parking.free} para clientes (valide o talão na receção).</p><p>Tel. ${legalPhone(f.phone)}<br>Telemóvel / WhatsApp ${legalPhone(f.mobile)}<br>${f.email}</p>`,
          ),
          rich(
            `<h2>Horário</h2><p>Segunda, terça, quarta e sexta: ${hr.week}<br>Quinta-feira: ${hr.thu}<br>Sábado: ${hr.sat}<br>Domingo e feriados: encerrado</p>`,
          ),
          `<form data-testid="form" class="wixui-form" aria-label="Contacto"><div data-testid="input-name"><label>Nome *</label><input type="text" required></div><div data-testid="input-phone"><label>Telemóvel</label><input type="tel"></div><div data-testid="textarea"><label>Mensagem</label><textarea></textarea></div><button type="submit" class="wixui-button">Enviar</button><div data-testid="form-success-message" style="display:none"><p>Obrigado! Respondemos em 24 horas úteis.</p></div></form>`,
        ),
      ]),
    },
  };
}
