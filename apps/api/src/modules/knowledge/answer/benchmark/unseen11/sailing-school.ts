import type { BenchSite } from '../types';
import { unanswerable } from '../types';
import { jsonLd } from '../unseen/markup';
import { askedIn, phoneLink, slugOf } from '../unseen2/markup';
import type facts from './sailing-school.facts.json';

/**
 * Unseen: a sailing school and boat hire in a Lisbon marina, a Wix (classic editor) site in European
 * Portuguese (`lang="pt-PT"`): the Wix cookie banner, a header with the site menu (and its copy in the
 * mobile menu overlay), every page made of `comp-` strips with generated class names and rich-text
 * elements, the courses as a Wix Bookings service list (name, tagline, duration and price in their own
 * data-hooks, "260,00 €"), the boat hire rates as a Wix table of div rows (half day / full day, with or
 * without skipper), the sunset trip departures as a repeater by month, the FAQ (what to bring, minimum
 * ages, weather, cancelling) as the Wix FAQ app whose answers sit collapsed in the DOM, the gift
 * vouchers as a Wix Gift Card widget, the team as a repeater, a Google Maps embed and a SportsActivityLocation
 * JSON-LD on the home page only.
 *
 * The facts the pages are written from, as written and mutated, are data in sailing-school.facts.json.
 * Adults start with the beginner course (from `courses.beginner.minAge`); children take the junior course
 * in July and August. Private lessons are 2 hours, the price for one person plus `private.extra` per extra
 * person. Boat hire without a skipper needs a licence (Carta de Patrão Local or ICC) and a deposit; with a
 * skipper the price is per boat, not per person. Sunset trips are shared (per person, children 4–11 pay
 * the child price) or private. The office keeps season hours from April to October and opens only on
 * `season.winterDays` in winter. `team.german` speaks German, `team.skipper` French, `team.junior`
 * Italian. Today is early March 2027 (out of season).
 */
export type SailingSchoolFacts = typeof facts.original;

export function sailingSchool(f: SailingSchoolFacts): BenchSite {
  const { courses: c, private: pv, rental: r, sunset: s, weather: w, cancel, season: se, voucher: v, team: t } = f;
  const pt = askedIn('pt');
  const tel = phoneLink('351');
  const site = `https://www.${f.domain}.example`;
  const media = `https://static.wixstatic.example/media/7d31a0_${f.domain}`;
  const whatsapp = `https://wa.me/${tel(f.whatsapp).slice(1)}`;
  const pages = Object.entries({
    '/': 'Início',
    '/cursos-de-vela': 'Cursos',
    '/aluguer-de-barcos': 'Aluguer de barcos',
    '/por-do-sol': 'Pôr do sol',
    '/vales-oferta': 'Vales oferta',
    '/equipa': 'Equipa',
    '/informacoes': 'Informações',
  });
  let n = 0x1f3a9;
  const comp = () => `comp-kq${(n += 0x2e7).toString(36)}`;

  const text = (...html: string[]) => {
    const id = comp();
    return `<div id="${id}" class="KcpHeO tz5f0K ${id} wixui-rich-text" data-testid="richTextElement">${html.join('')}</div>`;
  };
  const hd = (level: number, html: string) => `<h${level} class="font_${level} wixui-rich-text__text" style="line-height:normal">${html}</h${level}>`;
  const p = (html: string) => `<p class="font_8 wixui-rich-text__text" style="font-size:16px">${html}</p>`;
  const ul = (items: string[]) =>
    `<ul class="font_8 wixui-rich-text__text">${items.map((i) => `<li class="wixui-rich-text__text"><p class="font_8 wixui-rich-text__text">${i}</p></li>`).join('')}</ul>`;
  const button = (href: string, label: string) =>
    `<div class="${comp()} R6ex7N wixui-button" data-semantic-classname="button"><a data-testid="linkElement" href="${href}" class="uDW_Qe wixui-button PlZyDq" aria-disabled="false"><span class="l7_2fn wixui-button__label">${label}</span></a></div>`;
  const strip = (...cols: string[]) => {
    const id = comp();
    return `<section id="${id}" class="${id} wixui-column-strip" tabindex="-1"><div id="bgLayers_${id}" data-hook="bgLayers" class="MW5IWV"><div data-testid="colorUnderlay" class="LWbAav Kv1aVt"></div></div><div data-testid="columns" class="V5AUxf">${cols
      .map(
        (inner, i) =>
          `<div id="${id}_c${i}" class="comp-column wixui-column-strip__column"><div data-mesh-id="${id}_c${i}inlineContent" data-testid="inline-content"><div data-mesh-id="${id}_c${i}inlineContent-gridContainer" data-testid="mesh-container-content">${inner}</div></div></div>`,
      )
      .join('')}</div></section>`;
  };
  const img = (name: string, alt: string) =>
    `<div class="${comp()} wixui-image" data-testid="imageX"><img src="${media}_${slugOf(name)}~mv2.jpg/v1/fill/w_640,h_427,al_c,q_80,enc_avif,quality_auto/${slugOf(name)}.jpg" alt="${alt}" style="width:640px;height:427px;object-fit:cover" fetchpriority="low" loading="lazy"></div>`;
  const service = (name: string, tagline: string, duration: string, price: string, info: string) =>
    `<li data-hook="service-card" class="service-card"><div data-hook="service-info-image">${img(name, name)}</div><div data-hook="service-info"><h2 data-hook="info-header-title">${name}</h2><p data-hook="tag-line">${tagline}</p><div data-hook="service-info-details"><span data-hook="service-details-duration">${duration}</span><span data-hook="service-details-price">${price},00 €</span></div><p data-hook="service-info-description">${info}</p></div><div data-hook="book-button-wrapper"><a data-hook="book-button" href="${site}/service-page/${slugOf(name).replace(/^-|-$/g, '')}">Reservar</a></div></li>`;
  const services = (items: string[]) =>
    `<div data-hook="service-list-widget" class="bookings-services-list"><ul data-hook="service-list" role="list">${items.join('')}</ul></div>`;
  const grid = (head: string[], rows: string[][]) =>
    `<div data-hook="table-wrapper" class="${comp()} wixui-table" role="table" aria-label="Tabela de preços"><div role="rowgroup" data-hook="table-header"><div role="row" class="tbl-row">${head.map((h) => `<div role="columnheader" class="tbl-cell">${h}</div>`).join('')}</div></div><div role="rowgroup" data-hook="table-body">${rows
      .map(
        (row) =>
          `<div role="row" class="tbl-row">${row.map((cell, i) => `<div role="${i ? 'cell' : 'rowheader'}" class="tbl-cell">${cell}</div>`).join('')}</div>`,
      )
      .join('')}</div></div>`;
  const repeater = (items: string[]) =>
    `<div class="${comp()} wixui-repeater" role="list">${items.map((i) => `<div class="wixui-repeater__item" role="listitem">${i}</div>`).join('')}</div>`;
  const faq = (items: [string, string][]) =>
    `<div data-hook="faq-app" class="faq-widget"><div data-hook="faq-category-list" role="tablist">${items
      .map(([q, a], i) => {
        const id = `faq-answer-${comp()}`;
        return `<div data-hook="faq-item" class="faq-item collapsed"><div data-hook="faq-question-title" role="button" tabindex="0" aria-expanded="false" aria-controls="${id}" id="faq-title-${i}"><span>${q}</span><span class="faq-arrow" aria-hidden="true">+</span></div><div data-hook="faq-answer" id="${id}" role="region" aria-labelledby="faq-title-${i}" class="faq-answer" style="max-height:0;overflow:hidden"><div class="ricos-viewer"><p>${a}</p></div></div></div>`;
      })
      .join('')}</div></div>`;

  const winter = `${se.winterDays}, das ${se.winterOpen} às ${se.winterClose}`;
  const hoursLine = `Época (${se.from} a ${se.to}): todos os dias, das ${se.open} às ${se.close}. Fora de época: ${winter} (aulas particulares e aluguer com marcação).`;
  const menu = (path: string, mobile: boolean) =>
    `<ul class="${mobile ? 'kZ4ZQf' : 'Rb6bOP'} wixui-dropdown-menu" role="menu">${pages
      .map(
        ([href, label]) =>
          `<li class="wixui-dropdown-menu__item${href === path ? ' selected' : ''}" role="none"><a data-testid="linkElement" href="${site}${href}" role="menuitem"${href === path ? ' aria-current="page"' : ''}${mobile ? ' tabindex="-1"' : ''}><p class="zKbzSQ">${label}</p></a></li>`,
      )
      .join('')}</ul>`;
  const sportsLd = jsonLd({
    '@context': 'https://schema.org',
    '@type': 'SportsActivityLocation',
    name: f.business,
    url: site,
    telephone: tel(f.phone),
    email: f.email,
    image: `${media}_logo~mv2.png`,
    address: { '@type': 'PostalAddress', streetAddress: f.street, addressLocality: 'Lisboa', postalCode: f.postcode, addressCountry: 'PT' },
    geo: { '@type': 'GeoCoordinates', latitude: f.lat, longitude: f.lng },
    sameAs: [`https://www.instagram.com/${f.domain}`, `https://www.facebook.com/${f.domain}`],
  });
  const doc = (title: string, path: string, body: string[]) => `<!DOCTYPE html>
<html lang="pt-PT"><head><meta charset="utf-8"><meta http-equiv="X-UA-Compatible" content="IE=edge"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="generator" content="Wix.com Website Builder"><link rel="icon" sizes="192x192" href="${media}_favicon~mv2.png/v1/fill/w_192,h_192/favicon.png" type="image/png"><title>${title} | ${f.business} · Lisboa</title><meta name="description" content="Escola de vela em ${f.district}, Lisboa: cursos de vela para adultos e crianças, aulas particulares, aluguer de veleiro com ou sem skipper e passeios ao pôr do sol no Tejo."><link rel="canonical" href="${site}${path}"><meta property="og:title" content="${title} | ${f.business}"><meta property="og:type" content="website"><meta property="og:locale" content="pt_PT">${path === '/' ? sportsLd : ''}<script id="wix-essential-viewer-model" type="application/json">{"fleetConfig":{"fleetName":"thunderbolt-seo-renderer","type":"Rollout"},"mode":{"qa":false,"enableTestApi":false,"debug":false},"siteFeaturesConfigs":{"consentPolicy":{"isWixSite":false}},"requestUrl":"${site}${path}","language":{"siteLanguage":"pt","userLanguage":"pt"}}</script><script async src="https://static.parastorage.example/services/wix-thunderbolt/dist/main.3c6e1a90.bundle.min.js"></script><style id="css_masterPage">.font_8{font-family:helvetica-w01-light,sans-serif}</style></head>
<body><div id="SITE_CONTAINER"><div id="main_MF" class="main_MF"><div id="SCROLL_TO_TOP" class="Vd6aQZ ignore-focus" tabindex="-1" role="region" aria-label="top of page"><span class="mHZSwn">top of page</span></div><div id="site-root"><div id="masterPage" class="mesh-layout masterPage css-editing-scope">
<header id="SITE_HEADER" class="xU8fqS SITE_HEADER wixui-header" tabindex="-1"><div class="LA0yuH"><div id="comp-header-logo" class="wixui-image">${img('logo', f.business)}</div>${text(hd(5, `<a href="${site}/">${f.short.toUpperCase()}</a>`))}<nav id="comp-header-menu" aria-label="Site" class="StylableHorizontalMenu wixui-horizontal-menu">${menu(path, false)}</nav><a href="${whatsapp}" class="wixui-vector-image" aria-label="WhatsApp"><svg viewBox="0 0 24 24" aria-hidden="true"><path d="M12 2a10 10 0 0 0-8.6 15.1L2 22l5-1.3A10 10 0 1 0 12 2z"></path></svg></a></div></header>
<div id="MENU_AS_CONTAINER_TOGGLE" role="button" aria-label="Abrir menu" aria-expanded="false" tabindex="0"></div><div id="MENU_AS_CONTAINER" class="wixui-menu-container" aria-hidden="true"><nav aria-label="Site">${menu(path, true)}</nav></div>
<main id="PAGES_CONTAINER" class="PAGES_CONTAINER" tabindex="-1" data-main-content="true"><div id="SITE_PAGES" class="JsJXaX SITE_PAGES"><div id="${slugOf(title).replace(/^-|-$/g, '') || 'inicio'}" class="dBAkHi theme-vars"><div class="PFkO7r wixui-page" data-testid="page-bg"></div>${body.join('\n')}</div></div></main>
<footer id="SITE_FOOTER" class="SITE_FOOTER wixui-footer" tabindex="-1">${strip(
    text(
      hd(6, f.business),
      p(`${f.street}<br>${f.postcode} Lisboa`),
      p(
        `Tel. <a href="tel:${tel(f.phone)}">${f.phone}</a> (chamada para a rede fixa nacional)<br>WhatsApp <a href="${whatsapp}">${f.whatsapp}</a><br><a href="mailto:${f.email}">${f.email}</a>`,
      ),
    ),
    text(hd(6, 'Horário da secretaria'), p(hoursLine)),
    text(
      p(`© 2027 ${f.legal} · NIF ${f.nif} · Operador marítimo-turístico ${f.rnaat}`),
      p(`<a href="${site}/politica-de-privacidade">Política de privacidade</a> · <a href="https://www.livroreclamacoes.pt/">Livro de Reclamações</a>`),
    ),
  )}</footer>
</div></div></div></div>
<div data-hook="consent-banner-root" class="consent-banner-root"><div data-hook="ccsu-banner-wrapper" role="region" aria-label="Aviso de cookies" class="banner-bottom"><div data-hook="ccsu-banner-text-container"><p data-hook="ccsu-banner-title">Este site utiliza cookies</p><p data-hook="ccsu-banner-text">Usamos cookies para melhorar a sua experiência e para estatísticas de visitas. Ao clicar em «Aceitar», concorda com a sua utilização. <a href="${site}/politica-de-privacidade" data-hook="ccsu-banner-policy-link">Política de privacidade</a></p></div><div data-hook="ccsu-banner-buttons"><button data-hook="ccsu-banner-settings-button">Definições</button><button data-hook="ccsu-banner-decline-button">Recusar</button><button data-hook="ccsu-banner-accept-button">Aceitar</button></div></div></div>
<script src="https://static.parastorage.example/unpkg/react-dom@18.3.1/umd/react-dom.production.min.js"></script></body></html>`;

  const faqItems: [string, string][] = [
    [
      'O que devo levar?',
      `Roupa confortável que possa molhar, casaco corta-vento, chapéu ou boné, óculos de sol com fita, protetor solar e uma garrafa de água. Calçado fechado de sola clara que não marque o convés (sem solas pretas). Traga uma muda de roupa. Os coletes salva-vidas são nossos e estão incluídos; nos cursos pode alugar fato de neoprene por ${c.wetsuit} € por sessão.`,
    ],
    [
      'Qual é a idade mínima?',
      `Cursos de adultos: a partir dos ${c.beginner.minAge} anos (menores de 18 com autorização dos pais). ${c.junior.name}: ${c.junior.ages}. Aulas particulares: a partir dos ${pv.minAge} anos. Passeio ao pôr do sol: a partir dos ${s.minAge} anos. Não é preciso saber nadar muito bem, mas é preciso sentir-se à vontade na água.`,
    ],
    [
      'E se o tempo estiver mau?',
      `A segurança vem primeiro. Cancelamos a saída se o vento previsto for superior a ${w.knots} nós, com aviso amarelo (ou superior) do IPMA para a costa ou com nevoeiro cerrado. Avisamos por SMS ou WhatsApp até ${w.notice} antes da hora marcada e pode escolher outra data ou o reembolso total.`,
    ],
    [
      'Posso cancelar ou mudar a minha reserva?',
      `Sim. Cancelamentos ou alterações até ${cancel.freeHours} horas antes da saída são gratuitos. Depois disso retemos ${cancel.late}% do valor, e em caso de não comparência o valor total.`,
    ],
    ['Preciso de experiência para o passeio ao pôr do sol?', 'Não. O skipper trata de tudo; se quiser, pode ajudar a içar as velas ou pegar no leme.'],
    ['Como posso pagar?', 'MB WAY, cartão (Visa, Mastercard) ou transferência bancária no momento da reserva online; na marina também aceitamos numerário.'],
  ];

  const beginnerAsk = 'Olá! Tenho 35 anos e nunca velejei na vida 🙈 quanto custa o curso para principiantes e quantas aulas são?';

  const asks = {
    byTrain: 'Vou de comboio desde o Cais do Sodré, em que estação saio e onde é o ponto de encontro?',
    voucher: 'Quero oferecer o passeio do pôr do sol aos meus pais. Têm vales? quanto custa e qual é a validade?',
    crew: "We're 4 friends visiting Lisbon in June and want to rent a sailboat with a captain for the whole day. What's the price, is it per person?",
    icc: 'I have an ICC. Can I take the boat out without a skipper for a half day, and how much is the deposit?',
    office: "Is your office at the marina open on weekdays? I'm in Lisbon next week (early March) and want to buy a voucher in person",
    kidsCourse: 'Was kostet der Segelkurs für Kinder im Sommer und um wie viel Uhr fängt er morgens an?',
    patron: 'Hola, somos 6 y queremos el barco con patrón medio día, ¿cuánto cuesta? ¿el combustible va incluido?',
    skipperFr: "Bonjour, est-ce qu'un de vos skippers parle français ? On voudrait louer le bateau avec skipper",
    fullDay: 'Quelle est la différence de prix entre la location avec skipper et sans skipper pour une journée complète ?',
    italian: "Mio figlio ha 10 anni e parla solo italiano, c'è un istruttore che parla italiano per il corso estivo per bambini?",
  };

  return {
    name: 'sailing school and boat hire (pt-PT)',
    pages: {
      '/': doc('Escola de Vela em Lisboa', '/', [
        strip(
          text(
            hd(1, 'Aprenda a velejar no Tejo'),
            p(
              `Cursos de vela para adultos e crianças, aluguer de veleiro e passeios ao pôr do sol a partir da ${f.marina}, em ${f.district}. Desde ${f.founded}, com instrutores certificados pela Federação Portuguesa de Vela.`,
            ),
          ),
          button(`${site}/cursos-de-vela`, 'Ver cursos'),
          img('hero-tejo', 'Veleiro no Tejo com a Ponte 25 de Abril'),
        ),
        strip(
          text(
            hd(3, 'Cursos por níveis'),
            p(`Do primeiro bordo à navegação costeira, em grupos de no máximo 4 alunos por barco. Iniciação a partir de ${c.beginner.price} €.`),
          ),
          text(hd(3, 'Aluguer de barcos'), p(`O nosso ${r.boat}, com skipper ou sem skipper (para quem tem carta), por meio dia ou dia inteiro.`)),
          text(hd(3, s.name), p(`Duas horas no rio ao fim da tarde, com ${s.drink} a bordo. A partir de ${s.adult} € por pessoa.`)),
        ),
        strip(text(hd(2, 'Horário'), p(hoursLine), p(`Estamos na ${f.marina}, ${f.pontoon}. <a href="${site}/informacoes#como-chegar">Como chegar</a>`))),
        strip(
          text(p('«Fiz o curso de iniciação com a minha irmã e no último dia já fomos nós a levar o barco até Belém. Instrutores fantásticos!» — Sofia R.')),
          text(p('“Best afternoon of our Lisbon trip. The skipper let the kids steer under the bridge.” — Mark, Leeds')),
        ),
      ]),
      '/cursos-de-vela': doc('Cursos de vela', '/cursos-de-vela', [
        strip(
          text(
            hd(1, 'Cursos de vela 2027'),
            p('Todos os cursos incluem barco, coletes salva-vidas, seguro e certificado de participação. Turmas de no máximo 4 alunos por barco e instrutor.'),
          ),
        ),
        strip(
          services([
            service(
              `Nível 1 · ${c.beginner.name}`,
              'Para quem nunca velejou',
              c.beginner.schedule,
              c.beginner.price,
              `Nomenclatura, nós, segurança, bordejar e virar por d'avante. A partir dos ${c.beginner.minAge} anos. Sessões ao sábado ou ao domingo de manhã.`,
            ),
            service(
              `Nível 2 · ${c.improver.name}`,
              'Para quem já fez a iniciação',
              c.improver.schedule,
              c.improver.price,
              'Afinação de velas, manobras com vento forte, homem ao mar e atracar sem ajuda.',
            ),
            service(
              `Nível 3 · ${c.coastal.name}`,
              'Navegar fora da barra',
              c.coastal.schedule,
              c.coastal.price,
              'Planeamento, cartas náuticas, marés e correntes do Tejo, navegação até Cascais e regresso.',
            ),
            service(
              c.junior.name,
              `Crianças ${c.junior.ages}`,
              `5 manhãs, ${c.junior.start}–${c.junior.end}`,
              c.junior.price,
              'Em barcos Optimist e RS Feva, com bote de apoio sempre ao lado. Só em julho e agosto.',
            ),
            service(
              'Aula particular',
              'Ao seu ritmo, em qualquer nível',
              '2 h',
              pv.price,
              `Preço para 1 pessoa; cada pessoa adicional paga ${pv.extra} € (máximo ${pv.max} alunos). A partir dos ${pv.minAge} anos.`,
            ),
          ]),
        ),
        strip(
          text(
            hd(3, `Semanas ${c.junior.name} 2027`),
            ul(c.junior.weeks.map((week) => `${week}, de segunda a sexta, das ${c.junior.start} às ${c.junior.end}`)),
            p(`Aluguer de fato de neoprene: ${c.wetsuit} € por sessão (nos cursos). Os coletes estão sempre incluídos.`),
          ),
        ),
      ]),
      '/aluguer-de-barcos': doc('Aluguer de barcos', '/aluguer-de-barcos', [
        strip(
          text(
            hd(1, `Aluguer do ${r.boat}`),
            p(
              `Veleiro de cruzeiro para até ${r.guests} pessoas (mais o skipper), com WC, cabine, colchões de proa e toldo. Ideal para um dia no Tejo ou uma ida a Cascais.`,
            ),
          ),
          img(r.boat, r.boat),
        ),
        strip(
          text(hd(2, 'Preços por barco')),
          grid(
            ['', `Meio dia (4 horas: ${r.am} ou ${r.pm})`, `Dia inteiro (8 horas: ${r.day})`],
            [
              ['Com skipper', `${r.skipperHalf} €`, `${r.skipperFull} €`],
              ['Sem skipper', `${r.bareHalf} €`, `${r.bareFull} €`],
            ],
          ),
          text(
            ul([
              `Preço por barco (não por pessoa), até ${r.guests} passageiros. Inclui combustível, seguro, coletes e limpeza final.`,
              `Sem skipper: é obrigatória a Carta de Patrão Local (ou superior) ou o ICC, e uma caução de ${r.deposit} € por cartão de crédito, devolvida no regresso após a verificação do barco.`,
              'Com skipper: não precisa de experiência; o skipper é também o responsável pela segurança a bordo.',
              'Bebidas e comida por vossa conta; temos geleira a bordo.',
            ]),
          ),
        ),
      ]),
      '/por-do-sol': doc('Passeio ao pôr do sol', '/por-do-sol', [
        strip(
          text(
            hd(1, s.name),
            p(
              `Duas horas a velejar entre a Ponte 25 de Abril e a Torre de Belém enquanto o sol se põe, com ${s.drink} (sumo para as crianças). Passeio partilhado, no máximo ${s.max} pessoas por barco.`,
            ),
            p(
              `<strong>${s.adult} € por adulto · ${s.child} € por criança (dos ${s.minAge} aos 11 anos)</strong>. Barco privado só para o seu grupo: ${s.private} €.`,
            ),
          ),
          img('sunset-tejo', 'Pôr do sol no Tejo'),
        ),
        strip(
          text(hd(2, 'Horários de partida')),
          repeater([
            text(hd(4, 'Abril e maio'), p(`Partida às ${s.spring}`)),
            text(hd(4, 'Junho, julho e agosto'), p(`Partida às ${s.summer}`)),
            text(hd(4, 'Setembro e outubro'), p(`Partida às ${s.autumn}`)),
          ]),
          text(p(`Chegue 15 minutos antes ao ${f.pontoon} da ${f.marina}. Fora de época só em barco privado, por marcação.`)),
        ),
      ]),
      '/vales-oferta': doc('Vales oferta', '/vales-oferta', [
        strip(
          text(
            hd(1, 'Ofereça uma experiência no mar'),
            p(
              `Os nossos vales são enviados por email em PDF, prontos a imprimir, e são válidos durante ${v.months} a partir da data de compra para qualquer curso, passeio ou aluguer.`,
            ),
          ),
          `<div data-hook="gift-card-widget" class="gift-card-product"><h2 data-hook="gift-card-title">Vale ${f.short}</h2><div data-hook="preset-amounts" role="radiogroup">${[
            '50',
            '100',
            '150',
            '250',
          ]
            .filter((amount) => Number(amount) >= Number(v.min))
            .map((amount) => `<button data-hook="preset-amount" role="radio" aria-checked="false">${amount} €</button>`)
            .join(
              '',
            )}</div><label data-hook="custom-amount-label">Outro valor (mínimo ${v.min} €)</label><input data-hook="custom-amount-input" type="number" min="${v.min}"><button data-hook="gift-card-buy-button">Comprar</button></div>`,
        ),
        strip(
          text(
            hd(3, `Vale «${s.name} a dois»`),
            p(`O passeio ao pôr do sol para duas pessoas, com ${s.drink}: <strong>${s.voucher} €</strong>. Basta escolher a data quando quiser usar o vale.`),
          ),
        ),
      ]),
      '/equipa': doc('Equipa', '/equipa', [
        strip(
          text(
            hd(1, 'A nossa equipa'),
            p('Instrutores certificados pela Federação Portuguesa de Vela, com curso de primeiros socorros e muitas milhas no Tejo.'),
          ),
        ),
        strip(
          repeater([
            `${img(t.founder.name, t.founder.name)}${text(hd(3, t.founder.name), p('<em>Fundadora e instrutora-chefe</em>'), p('Velejou em regatas de classe 470 durante dez anos. Dá os cursos de navegação costeira. Fala português, inglês e espanhol.'))}`,
            `${img(t.skipper.name, t.skipper.name)}${text(hd(3, t.skipper.name), p('<em>Skipper</em>'), p('Leva os passeios ao pôr do sol e os alugueres com skipper. Viveu seis anos em Marselha: fala português, francês e inglês.'))}`,
            `${img(t.german.name, t.german.name)}${text(hd(3, t.german.name), p('<em>Instrutor</em>'), p(`Natural de ${t.german.from}, dá os cursos de iniciação e aperfeiçoamento e as aulas particulares. Fala alemão, inglês e português.`))}`,
            `${img(t.junior.name, t.junior.name)}${text(hd(3, t.junior.name), p(`<em>Instrutora ${c.junior.name}</em>`), p(`Nasceu em ${t.junior.from} e coordena os cursos de verão para crianças. Fala italiano, português e inglês.`))}`,
          ]),
        ),
      ]),
      '/informacoes': doc('Informações', '/informacoes', [
        strip(text(hd(1, 'Perguntas frequentes')), faq(faqItems)),
        strip(
          text(
            `<h2 id="como-chegar" class="font_2 wixui-rich-text__text">Como chegar</h2>`,
            p(`<strong>Ponto de encontro:</strong> ${f.marina}, ${f.pontoon}, junto ${f.landmark}.`),
            p(
              `<strong>De comboio:</strong> linha de Cascais a partir do Cais do Sodré, saída na estação de ${f.train.station} e depois ${f.train.walk} minutos a pé.`,
            ),
            p(`<strong>De elétrico:</strong> 15E, paragem ${f.tramStop}.`),
            p(`<strong>De carro:</strong> parque de estacionamento da doca, pago (${f.parkingHour} € por hora).`),
          ),
          `<div class="${comp()} wixui-google-map" data-testid="google-map"><iframe title="Google Maps" aria-label="Google Maps" src="https://static.parastorage.example/services/santa/1.0/static/external/googleMap.html?lat=${f.lat}&amp;lng=${f.lng}" width="100%" height="100%" allowfullscreen></iframe></div>`,
        ),
        strip(text(hd(2, 'Horário da secretaria'), p(hoursLine))),
      ]),
    },
    questions: [
      ...[
        { kind: 'price', ask: beginnerAsk, expect: [c.beginner.price, c.beginner.sessions], reject: [c.improver.price] },
        { kind: 'follow-up', ask: 'e o meu filho de 11 anos pode vir comigo nesse curso?', after: [beginnerAsk], expect: [c.beginner.minAge] },
        { kind: 'hours', ask: 'A que horas sai o passeio do pôr do sol em julho?', expect: [s.summer], reject: [s.spring, s.autumn] },
        { kind: 'policy', ask: 'E se no dia estiver muito vento? Perco o dinheiro??', expect: [w.knots] },
        { kind: 'policy', ask: 'Tenho reserva para sábado mas afinal não vou poder ir. Até quando posso cancelar sem pagar nada?', expect: [cancel.freeHours] },
        { kind: 'location', ask: asks.byTrain, expect: [f.train.station, f.pontoon] },
        { kind: 'price', ask: 'Preciso de levar fato de neoprene para o curso ou vocês emprestam?', expect: [c.wetsuit] },
        { kind: 'price', ask: asks.voucher, expect: [s.voucher, v.months] },
        ...unanswerable('Há balneários com duche na marina para nos trocarmos depois do curso?'),
      ].map(pt),
      { kind: 'comparison', ask: 'How much more is the intermediate course than the beginner one?', expect: [c.improver.price, c.beginner.price] },
      { kind: 'price', ask: asks.crew, expect: [r.skipperFull], reject: [r.bareFull, r.skipperHalf] },
      { kind: 'price', ask: asks.icc, expect: [r.bareHalf, r.deposit], reject: [r.skipperHalf] },
      { kind: 'total', ask: 'sunset boat trip for 2 adults and our daughter (9) - how much altogether?', expect: [s.adult, s.child] },
      { kind: 'hours', ask: asks.office, expect: [se.winterClose], reject: [se.close] },
      { kind: 'price', ask: 'Could my wife and I share a private lesson? How much would it be for the two of us?', expect: [pv.price, pv.extra] },
      ...unanswerable('Do you also rent stand-up paddle boards or kayaks?'),
      askedIn('de')({ kind: 'person', ask: 'Spricht einer eurer Segellehrer Deutsch? Mein Mann versteht kaum Englisch.', expect: [t.german.first] }),
      askedIn('de')({ kind: 'price', ask: asks.kidsCourse, expect: [c.junior.price, c.junior.start] }),
      ...unanswerable('Gibt es bei euch Rabatt für Studenten? Ich bin gerade mit Erasmus in Lissabon.').map(askedIn('de')),
      askedIn('es')({ kind: 'price', ask: asks.patron, expect: [r.skipperHalf], reject: [r.bareHalf, r.skipperFull] }),
      askedIn('es')({ kind: 'price', ask: '¿Cuánto paga mi hijo de 10 años en el paseo al atardecer?', expect: [s.child], reject: [s.adult] }),
      ...unanswerable('¿Puedo llevar a mi perro en el paseo del atardecer? Es pequeño y está acostumbrado a los barcos').map(askedIn('es')),
      askedIn('fr')({ kind: 'person', ask: asks.skipperFr, expect: [t.skipper.first] }),
      askedIn('fr')({ kind: 'comparison', ask: asks.fullDay, expect: [r.skipperFull, r.bareFull] }),
      ...unanswerable('Mon père est en fauteuil roulant : est-ce que le bateau est accessible pour lui ?').map(askedIn('fr')),
      askedIn('it')({ kind: 'person', ask: asks.italian, expect: [t.junior.first] }),
      askedIn('ar')({ kind: 'contact', ask: 'ما هو رقم الواتساب للحجز؟', expect: [f.whatsapp] }),
      askedIn('he')({ kind: 'price', ask: 'כמה עולה שיט שקיעה פרטי רק לשנינו?', expect: [s.private], reject: [s.adult] }),
      askedIn('ja')({ kind: 'price', ask: '上級の沿岸航海コースはいくらですか？何日間ですか？', expect: [c.coastal.price], reject: [c.improver.price] }),
      askedIn('zh-Hans')({ kind: 'hours', ask: '九月份的日落航行几点出发？', expect: [s.autumn], reject: [s.summer] }),
    ],
  };
}
