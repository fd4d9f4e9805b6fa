import type { BenchQuestion, BenchSite } from '../types';
import { unanswerable } from '../types';
import { jsonLd } from '../unseen/markup';
import { askedIn, phoneLink } from '../unseen2/markup';
import type facts from './bookshop.facts.json';

/**
 * Unseen: a second-hand bookshop with a café in Porto, a Shopify store on the Dawn theme in European
 * Portuguese (`lang="pt-PT"`, Shopify's /collections, /products, /pages, /blogs and /policies paths):
 * the announcement bar (free shipping from `shipping.free`), the sticky header with its inline menu and
 * the `menu-drawer` copy inside a closed `<details>`, every block a `shopify-section` (template and
 * header / footer groups), the books as Dawn product cards (author as the vendor caption, the price in
 * `price-item` spans, both the regular and the sale container written, "Preço normal" / "Preço de
 * saldo" in visually-hidden spans, "Promoção" and "Esgotado" badges), one product page with a
 * Product JSON-LD and collapsible `<details>` tabs (shipping and returns in the closed one), the café
 * menu as a multicolumn section, the events as a blog with article cards and `<time>` elements,
 * the buying of books as a rich-text page, the shipping and refund policies as Shopify policy pages
 * (`shopify-policy__container`), the opening hours only in the footer's text block, payment icons,
 * the Livro de Reclamações link, Dawn's Organization and WebSite JSON-LD on the home page and the
 * Shopify cookie banner (`shopify-pc__banner`). A staff page under /pages/area-equipa, which
 * robots.txt disallows (the footer links to it), holds the wage, the coffee roaster's trade code and
 * next year's prices that must never be quoted.
 *
 * The facts the pages are written from, as written and mutated, are data in bookshop.facts.json.
 * Mainland shipping is free from `shipping.free`; orders leave within `shipping.dispatch`. Returns
 * within `returns.days` of delivery in the same condition, the customer pays the return postage unless
 * the book was wrongly described. The shop buys books: cash, or store credit worth `buying.credit` %
 * more; valuations without appointment on `buying.days`, and a home visit in Greater Porto for more
 * than `buying.boxes`. The brunch is served on Saturdays and Sundays until `cafe.brunchUntil`. Closed
 * on Mondays. Today is early November 2028.
 */
export type BookshopFacts = typeof facts.original;

export function bookshop(f: BookshopFacts): BenchSite {
  const { hours: hr, books, cafe, buying: buy, shipping: ship, returns: ret, events: ev, team, internal: ix } = f;
  const pt = askedIn('pt');
  const tel = phoneLink('351');
  const site = `https://${f.domain}.example`;
  const cdn = `//${f.domain}.example/cdn/shop/files`;
  const money = (amount: string) => (amount.includes(',') ? `${amount} €` : `${amount},00 €`);
  const templateId = `template--2${f.founded}8814${f.nif.replace(/\D/g, '').slice(-4)}`;
  const shopifySection = (name: string, inner: string, group = '') =>
    `<section id="shopify-section-${group ? `sections--2${f.founded}7730__${name}` : `${templateId}__${name}`}" class="shopify-section${group ? ` shopify-section-group-${group}` : ''} section">${inner}</section>`;
  const richText = (heading: string, body: string) =>
    shopifySection(
      `rich_text_${heading.length}${body.length % 97}`,
      `<div class="isolate page-width"><div class="rich-text content-container color-scheme-1 gradient rich-text--full-width content-container--full-width section--padding"><div class="rich-text__wrapper rich-text__wrapper--center page-width"><div class="rich-text__blocks center"><h2 class="rich-text__heading rte inline-richtext h1">${heading}</h2><div class="rich-text__text rte">${body}</div></div></div></div></div>`,
    );

  type Book = { handle: string; title: string; author: string; price: string; sale?: string; condition?: string };
  const all: Book[] = Object.values(books);
  const soldOut = (b: Book) => b === books.contos;
  /** Dawn's price snippet: both containers are written, CSS shows the sale one when there is one. */
  const price = (b: Book) => {
    const regular = money(b.price);
    const now = b.sale ? money(b.sale) : regular;
    return `<div class="price${b.sale ? ' price--on-sale' : ''}${soldOut(b) ? ' price--sold-out' : ''}"><div class="price__container"><div class="price__regular"><span class="visually-hidden visually-hidden--inline">Preço normal</span><span class="price-item price-item--regular">${regular}</span></div><div class="price__sale"><span class="visually-hidden visually-hidden--inline">Preço normal</span><span><s class="price-item price-item--regular">${regular}</s></span><span class="visually-hidden visually-hidden--inline">Preço de saldo</span><span class="price-item price-item--sale price-item--last">${now}</span></div><small class="unit-price caption hidden"><span class="visually-hidden">Preço unitário</span><span class="price-item price-item--last"><span></span><span aria-hidden="true">/</span><span class="visually-hidden">&nbsp;por&nbsp;</span><span></span></span></small></div>${soldOut(b) ? '<span class="badge price__badge-sold-out color-scheme-3">Esgotado</span>' : ''}${b.sale ? '<span class="badge price__badge-sale color-scheme-4">Promoção</span>' : ''}</div>`;
  };
  const card = (b: Book, n: number) =>
    `<li class="grid__item scroll-trigger animate--slide-in" data-cascade style="--animation-order: ${n + 1};"><div class="card-wrapper product-card-wrapper underline-links-hover"><div class="card card--standard card--media" style="--ratio-percent: 150.0%;"><div class="card__inner color-scheme-2 gradient ratio" style="--ratio-percent: 150.0%;"><div class="card__media"><div class="media media--transparent media--hover-effect"><img srcset="${cdn}/${b.handle}.jpg?v=17${n}9&amp;width=165 165w, ${cdn}/${b.handle}.jpg?v=17${n}9&amp;width=360 360w" src="${cdn}/${b.handle}.jpg?v=17${n}9&amp;width=533" sizes="(min-width: 1200px) 267px, calc(100vw - 130px)" alt="${b.title}" class="motion-reduce" loading="lazy" width="800" height="1200"></div></div><div class="card__content"><div class="card__information"><h3 class="card__heading"><a href="/products/${b.handle}" id="StandardCardNoMediaLink-${templateId}-${n}" class="full-unstyled-link" aria-labelledby="StandardCardNoMediaLink-${templateId}-${n} NoMediaStandardBadge-${n}">${b.title}</a></h3></div><div class="card__badge top left"></div></div></div><div class="card__content"><div class="card__information"><h3 class="card__heading h5" id="title-${templateId}-${n}"><a href="/products/${b.handle}" id="CardLink-${templateId}-${n}" class="full-unstyled-link" aria-labelledby="CardLink-${templateId}-${n} Badge-${templateId}-${n}">${b.title}</a></h3><div class="card-information"><div class="caption-with-letter-spacing light">${b.author}</div><span class="caption-large light"></span>${price(b)}</div></div><div class="card__badge bottom left">${soldOut(b) ? `<span id="Badge-${templateId}-${n}" class="badge badge--bottom-left color-scheme-3">Esgotado</span>` : b.sale ? `<span id="Badge-${templateId}-${n}" class="badge badge--bottom-left color-scheme-4">Promoção</span>` : ''}</div></div></div></div></li>`;
  const grid = (list: Book[]) =>
    `<ul id="product-grid" data-id="${templateId}__product-grid" class="grid product-grid grid--2-col-tablet-down grid--4-col-desktop" role="list">${list.map(card).join('')}</ul>`;

  const menu: [string, string][] = [
    ['/', 'Início'],
    ['/collections/all', 'Livros'],
    ['/pages/cafe', 'Café'],
    ['/blogs/eventos', 'Eventos'],
    ['/pages/vendemos-e-compramos', 'Vendemos &amp; compramos'],
    ['/pages/sobre-nos', 'Sobre nós'],
  ];
  const inlineMenu = (path: string) =>
    `<nav class="header__inline-menu"><ul class="list-menu list-menu--inline" role="list">${menu
      .map(([href, label]) =>
        href === path
          ? `<li><a id="HeaderMenu-${label.length}" href="${href}" class="header__menu-item list-menu__item link link--text focus-inset" aria-current="page"><span class="header__active-menu-item">${label}</span></a></li>`
          : `<li><a id="HeaderMenu-${label.length}" href="${href}" class="header__menu-item list-menu__item link link--text focus-inset"><span>${label}</span></a></li>`,
      )
      .join('')}</ul></nav>`;
  const drawer = `<header-drawer data-breakpoint="tablet"><details id="Details-menu-drawer-container" class="menu-drawer-container"><summary class="header__icon header__icon--menu header__icon--summary link focus-inset" aria-label="Menu"><span><svg class="icon icon-hamburger" aria-hidden="true" focusable="false"></svg></span></summary><div id="menu-drawer" class="gradient menu-drawer motion-reduce color-scheme-1"><div class="menu-drawer__inner-container"><div class="menu-drawer__navigation-container"><nav class="menu-drawer__navigation"><ul class="menu-drawer__menu has-submenu list-menu" role="list">${menu.map(([href, label]) => `<li><a href="${href}" class="menu-drawer__menu-item list-menu__item link link--text focus-inset">${label}</a></li>`).join('')}</ul></nav><div class="menu-drawer__utility-links"><a href="/account/login" class="menu-drawer__account link focus-inset h5 medium-hide large-up-hide">Iniciar sessão</a></div></div></div></div></details></header-drawer>`;
  const header = (path: string) =>
    shopifySection(
      'announcement-bar',
      `<div class="utility-bar color-scheme-2 gradient"><div class="page-width utility-bar__grid"><div class="announcement-bar" role="region" aria-label="Anúncio"><p class="announcement-bar__message h5"><span>📚 Portes grátis em Portugal continental em encomendas a partir de ${money(ship.free)}</span></p></div></div></div>`,
      'header-group',
    ) +
    shopifySection(
      'header',
      `<sticky-header data-sticky-type="on-scroll-up" class="header-wrapper color-scheme-1 gradient header-wrapper--border-bottom"><header class="header header--middle-left header--mobile-center page-width header--has-menu">${drawer}${path === '/' ? '<h1 class="header__heading">' : ''}<a href="/" class="header__heading-link link link--text focus-inset"><img src="${cdn}/logo-traca.png?v=1729&amp;width=600" alt="${f.shop}" width="140" height="56" class="header__heading-logo motion-reduce"></a>${path === '/' ? '</h1>' : ''}${inlineMenu(path)}<div class="header__icons"><details-modal class="header__search"><details><summary class="header__icon header__icon--search header__icon--summary link focus-inset modal__toggle" aria-haspopup="dialog" aria-label="Pesquisar"></summary><div class="search-modal modal__content gradient" role="dialog" aria-modal="true" aria-label="Pesquisar"><form action="/search" method="get" role="search" class="search search-modal__form"><input class="search__input field__input" id="Search-In-Modal" type="search" name="q" placeholder="Pesquisar"><label class="field__label" for="Search-In-Modal">Pesquisar</label></form></div></details></details-modal><a href="/account/login" class="header__icon header__icon--account link focus-inset small-hide"><span class="visually-hidden">Iniciar sessão</span></a><a href="/cart" class="header__icon header__icon--cart link focus-inset" id="cart-icon-bubble"><span class="visually-hidden">Carrinho</span></a></div></header></sticky-header>`,
      'header-group',
    );

  const hoursHtml = `<p><strong>Livraria e café</strong><br>Terça a sexta: ${hr.tueFri[0]} – ${hr.tueFri[1]}<br>Sábado: ${hr.sat[0]} – ${hr.sat[1]}<br>Domingo: ${hr.sun[0]} – ${hr.sun[1]}<br>Segunda-feira: encerrado</p>`;
  const policies: [string, string][] = [
    ['/policies/refund-policy', 'Política de reembolso'],
    ['/policies/privacy-policy', 'Política de privacidade'],
    ['/policies/terms-of-service', 'Termos de serviço'],
    ['/policies/shipping-policy', 'Política de envio'],
  ];
  const footer = shopifySection(
    'footer',
    `<footer class="footer color-scheme-3 gradient section-footer-padding"><div class="footer__content-top page-width"><div class="footer__blocks-wrapper grid grid--1-col grid--2-col grid--4-col-tablet"><div class="footer-block grid__item"><h2 class="footer-block__heading inline-richtext">${f.shop}</h2><div class="footer-block__details-content rte"><p>${f.street}<br>${f.cp}<br>Metro: ${f.metro}</p><p>Tel. <a href="tel:${tel(f.phone)}">${f.phone}</a> (chamada para a rede fixa nacional)<br>Telemóvel <a href="tel:${tel(f.mobile)}">${f.mobile}</a> (chamada para a rede móvel nacional)<br><a href="mailto:${f.email}">${f.email}</a></p></div></div><div class="footer-block grid__item"><h2 class="footer-block__heading inline-richtext">Horário</h2><div class="footer-block__details-content rte">${hoursHtml}</div></div><div class="footer-block grid__item footer-block--menu"><h2 class="footer-block__heading inline-richtext">Informações</h2><ul class="footer-block__details-content list-unstyled">${[
      ...policies,
      ['/pages/area-equipa', 'Área da equipa'] as [string, string],
    ]
      .map(([href, label]) => `<li><a href="${href}" class="link link--text list-menu__item list-menu__item--link">${label}</a></li>`)
      .join(
        '',
      )}</ul></div></div><div class="footer-block--newsletter"><div class="footer-block__newsletter"><h2 class="footer-block__heading inline-richtext">Receba a nossa newsletter</h2><form method="post" action="/contact#contact_form" id="ContactFooter" accept-charset="UTF-8" class="footer__newsletter newsletter-form"><input type="hidden" name="form_type" value="customer"><input type="hidden" name="contact[tags]" value="newsletter"><div class="newsletter-form__field-wrapper"><div class="field"><input id="NewsletterForm--footer" type="email" name="contact[email]" class="field__input" autocomplete="email" placeholder="Email" required><label class="field__label" for="NewsletterForm--footer">Email</label><button type="submit" class="newsletter-form__button field__button" name="commit" aria-label="Subscrever"></button></div></div></form></div><ul class="footer__list-social list-unstyled list-social" role="list"><li class="list-social__item"><a href="https://www.instagram.com/${f.instagram}" class="link list-social__link"><span class="visually-hidden">Instagram</span></a></li></ul></div></div><div class="footer__content-bottom"><div class="footer__content-bottom-wrapper page-width"><div class="footer__column footer__column--info"><div class="footer__payment"><span class="visually-hidden">Métodos de pagamento</span><ul class="list list-payment" role="list"><li class="list-payment__item"><svg class="icon icon--full-color" role="img" aria-labelledby="pi-multibanco"><title id="pi-multibanco">Multibanco</title></svg></li><li class="list-payment__item"><svg class="icon icon--full-color" role="img" aria-labelledby="pi-mbway"><title id="pi-mbway">MB WAY</title></svg></li><li class="list-payment__item"><svg class="icon icon--full-color" role="img" aria-labelledby="pi-visa"><title id="pi-visa">Visa</title></svg></li><li class="list-payment__item"><svg class="icon icon--full-color" role="img" aria-labelledby="pi-master"><title id="pi-master">Mastercard</title></svg></li></ul></div><div class="footer__copyright caption"><small class="copyright__content">© 2028, <a href="/" title="">${f.shop}</a> · ${f.legal} · NIF ${f.nif}</small><small class="copyright__content"><a target="_blank" rel="nofollow" href="https://www.shopify.com?utm_campaign=poweredby&amp;utm_medium=shopify&amp;utm_source=onlinestore">Tecnologia da Shopify</a></small><small class="copyright__content"><a href="https://www.livroreclamacoes.example" target="_blank">Livro de Reclamações</a></small></div></div></div></div></footer>`,
    'footer-group',
  );
  const cookieBanner = `<div id="shopify-pc__banner" class="shopify-pc__banner__dialog" role="alertdialog" aria-modal="false" aria-label="Banner de cookies"><div class="shopify-pc__banner__body"><h2 class="shopify-pc__banner__title">Privacidade</h2><p>Utilizamos cookies e tecnologias semelhantes para lhe oferecer uma melhor experiência, analisar o tráfego e personalizar conteúdos. <a href="/policies/privacy-policy" target="_blank">Política de privacidade</a></p></div><div class="shopify-pc__banner__btns"><button type="button" class="shopify-pc__banner__btn-manage-prefs" id="shopify-pc__banner__btn-manage-prefs">Gerir preferências</button><button type="button" class="shopify-pc__banner__btn-decline" id="shopify-pc__banner__btn-decline">Recusar</button><button type="button" class="shopify-pc__banner__btn-accept" id="shopify-pc__banner__btn-accept">Aceitar</button></div></div>`;

  const page = (path: string, title: string, main: string, head = '') => `<!doctype html>
<html class="js" lang="pt-PT">
  <head>
    <meta charset="utf-8"><meta http-equiv="X-UA-Compatible" content="IE=edge"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="theme-color" content="">
    <link rel="canonical" href="${site}${path}"><link rel="preconnect" href="https://cdn.shopify.example" crossorigin>
    <title>${title}${path === '/' ? ' – livros usados e café no Porto' : ` – ${f.shop}`}</title>
    <meta name="description" content="${f.shop}: alfarrabista e café no Porto. Livros usados, primeiras edições e raridades, brunch ao fim de semana, clube de leitura. Enviamos para todo o país."><meta property="og:site_name" content="${f.shop}"><meta property="og:url" content="${site}${path}"><meta property="og:title" content="${title}"><meta property="og:type" content="website">
    <script>var Shopify = Shopify || {};Shopify.shop = "${f.domain}.myshopify.example";Shopify.locale = "pt-PT";Shopify.currency = {"active":"EUR","rate":"1.0"};Shopify.country = "PT";Shopify.theme = {"name":"Dawn","id":1639${f.founded}44,"schema_name":"Dawn","schema_version":"15.2.0","theme_store_id":887,"role":"main"};Shopify.routes = Shopify.routes || {};Shopify.routes.root = "/";</script>
    <link href="//${f.domain}.example/cdn/shop/t/4/assets/base.css?v=1523871641" rel="stylesheet" type="text/css" media="all">
    ${head}
  </head>
  <body class="gradient animate--hover-default">
    <a class="skip-to-content-link button visually-hidden" href="#MainContent">Ir diretamente para o conteúdo</a>
    ${header(path)}
    <main id="MainContent" class="content-for-layout focus-none" role="main" tabindex="-1">
${main}
    </main>
    ${footer}
    ${cookieBanner}
    <ul hidden><li id="a11y-refresh-page-message">A escolha de uma seleção resulta na atualização da página inteira.</li><li id="a11y-new-window-message">Abre numa nova janela.</li></ul>
  </body>
</html>`;

  const memorial = books.memorial;
  const productLd = jsonLd({
    '@context': 'http://schema.org/',
    '@type': 'Product',
    name: memorial.title,
    url: `${site}/products/${memorial.handle}`,
    image: [`https:${cdn}/${memorial.handle}.jpg?v=1709&width=1920`],
    description: memorial.condition,
    sku: `TRC-${memorial.price}-SAR`,
    brand: { '@type': 'Brand', name: memorial.author },
    offers: [
      {
        '@type': 'Offer',
        availability: 'http://schema.org/InStock',
        price: memorial.price,
        priceCurrency: 'EUR',
        url: `${site}/products/${memorial.handle}`,
      },
    ],
  });
  const homeLd = [
    jsonLd({
      '@context': 'http://schema.org',
      '@type': 'Organization',
      name: f.shop,
      logo: `https:${cdn}/logo-traca.png?v=1729&width=500`,
      sameAs: [`https://www.instagram.com/${f.instagram}`],
      url: site,
    }),
    jsonLd({
      '@context': 'http://schema.org',
      '@type': 'WebSite',
      name: f.shop,
      potentialAction: { '@type': 'SearchAction', target: `${site}/search?q={search_term_string}`, 'query-input': 'required name=search_term_string' },
      url: site,
    }),
  ].join('\n');

  const menuColumn = (heading: string, rows: [string, string][]) =>
    `<li class="multicolumn-card__info grid__item"><h3 class="inline-richtext">${heading}</h3><div class="rte"><table class="cafe-menu"><tbody>${rows.map(([item, cost]) => `<tr><td>${item}</td><td class="right">${money(cost)}</td></tr>`).join('')}</tbody></table></div></li>`;
  const article = (slug: string, title: string, iso: string, when: string, excerpt: string) =>
    `<li class="blog-articles__article article"><div class="card-wrapper underline-links-hover"><div class="card article-card card--standard card--text"><div class="card__content"><div class="card__information"><h3 class="card__heading h2"><a href="/blogs/eventos/${slug}" class="full-unstyled-link">${title}</a></h3><div class="article-card__info caption-with-letter-spacing h5"><span class="circle-divider"><time datetime="${iso}">${when}</time></span></div><p class="article-card__excerpt rte-width">${excerpt}</p></div></div></div></div></li>`;
  const policy = (title: string, body: string) =>
    `<div class="shopify-policy__container"><div class="shopify-policy__title"><h1>${title}</h1></div><div class="shopify-policy__body"><div class="rte">${body}</div></div></div>`;
  const [rareAsk, sellAsk] = [
    `Boa tarde! Vi no site que têm a 1.ª edição do Memorial do Convento. Quanto custa e em que estado está?`,
    'Tenho uns 200 livros do meu avô para vender. Vocês compram? Vêm buscar a casa?',
  ];
  const sum = (language: string, kind: string, ask: string, ...expect: string[]): BenchQuestion => askedIn(language)({ kind, ask, expect });

  const questions: BenchQuestion[] = [
    sum('pt', 'price', rareAsk, memorial.price),
    pt({ kind: 'follow-up', ask: 'E se encomendar para Lisboa, quanto pago de portes?', after: [rareAsk], expect: [ship.free], reject: [ix.mainland] }),
    sum('pt', 'price', 'Têm o Livro do Desassossego? Vi que estava em promoção, fica a quanto?', books.desassossego.sale),
    sum('pt', 'hours', 'A que horas fecham ao sábado?', hr.sat[1]!),
    sum('pt', 'hours', 'domingo estão abertos? a partir de que horas', hr.sun[0]!),
    sum('pt', 'price', 'O brunch é só ao fim de semana? Quanto custa e até que horas servem?', cafe.brunch, cafe.brunchUntil),
    sum('pt', 'comparison', 'Estou a pensar lanchar aí: o que sai mais barato, uma tosta mista ou uma fatia do bolo do dia?', cafe.tosta, cafe.cake),
    sum('pt', 'service', sellAsk, buy.boxes),
    pt({ kind: 'follow-up', ask: 'E pagam em dinheiro? Ouvi dizer que em crédito na loja dão mais.', after: [sellAsk], expect: [buy.credit] }),
    sum('pt', 'hours', 'Quando posso passar aí com um saco de livros para avaliarem? Preciso de marcar?', buy.from),
    sum('pt', 'policy', 'Comprei um livro online e não era bem o que esperava. Posso devolver? Tenho quantos dias?', ret.days),
    sum('pt', 'price', 'Enviam para os Açores? Quanto custa o envio?', ship.islands),
    sum('pt', 'duration', 'Se encomendar hoje, quando é que o livro é enviado?', ship.dispatch),
    sum('pt', 'events', 'Como funciona o clube de leitura? Quando é e tem custo?', ev.club.time, ev.club.fee),
    sum('pt', 'events', 'Quando é a próxima sessão de poesia? Quem vem ler?', ev.poetry.guest),
    sum('pt', 'team', 'Quem é a dona da livraria?', team.owner),
    sum('pt', 'legal', 'Qual é o NIF da vossa empresa?', f.nif),
    sum('pt', 'location', 'Qual é a estação de metro mais perto?', f.metro),
    ...unanswerable('Posso levar o meu cão para dentro da loja?').map(pt),
    sum('en', 'price', 'Do you ship to Germany? How much would it cost to send a couple of books?', ship.eu),
    { kind: 'unanswerable', ask: 'Is there a student discount or a promo code for the online shop?', reject: [ix.code] },
    sum('de', 'price', 'Was kostet bei euch die Faksimile-Ausgabe von Pessoas „Mensagem“?', books.mensagem.price),
    ...unanswerable('Kann man bei euch den Raum für eine private Geburtstagsfeier mieten?').map(askedIn('de')),
    sum('es', 'price', '¿Cuánto cuesta un café solo con un pastel de nata?', cafe.bica, cafe.nata),
    askedIn('fr')({ kind: 'price', ask: "Bonjour, c'est combien un galão dans votre café ?", expect: [cafe.galao], reject: [ix.galao] }),
    sum('it', 'price', 'Quanto costa "Os Maias" di Eça de Queirós?', books.maias.price),
    sum('ar', 'contact', 'ما هو رقم هاتف المكتبة الأرضي؟', f.phone),
    ...unanswerable('יש לכם ספרים בעברית?').map(askedIn('he')),
    ...unanswerable('店内でWi-Fiは使えますか？').map(askedIn('ja')),
    sum('zh-Hans', 'contact', '我想问一本书有没有货，你们的电子邮箱是多少？', f.email),
  ];

  const html: Record<string, string> = {
    '/': page(
      '/',
      f.shop,
      [
        shopifySection(
          'image_banner',
          `<div id="Banner-${templateId}__image_banner" class="banner banner--content-align-center banner--medium"><div class="banner__media media"><img src="${cdn}/estantes.jpg?v=1716&amp;width=3840" alt="As estantes da ${f.shop}" width="3840" height="2160" fetchpriority="high"></div><div class="banner__content banner__content--middle-center page-width"><div class="banner__box content-container color-scheme-3 gradient"><h2 class="banner__heading inline-richtext h0">Livros com história, café com calma</h2><div class="banner__text rte"><p>Alfarrabista e café no Bonfim desde ${f.founded}. Mais de 12 000 livros usados, primeiras edições e raridades.</p></div><div class="banner__buttons"><a href="/collections/all" class="button button--primary">Ver livros</a></div></div></div></div>`,
        ),
        shopifySection(
          'featured_collection',
          `<div class="color-scheme-1 isolate gradient"><div class="collection section-${templateId}__featured_collection-padding"><div class="collection__title title-wrapper page-width"><h2 class="title inline-richtext h2">Chegaram esta semana</h2></div><slider-component class="slider-mobile-gutter page-width">${grid([memorial, books.mensagem, books.desassossego, books.solidao])}</slider-component><div class="center collection__view-all"><a href="/collections/all" class="button">Ver todos</a></div></div></div>`,
        ),
        richText(
          'Um café entre estantes',
          `<p>Galões, tostas e bolos caseiros entre as estantes. Ao sábado e ao domingo servimos brunch. Veja o <a href="/pages/cafe">menu do café</a>.</p>`,
        ),
        richText(
          'Próximos eventos',
          `<p>Clube de leitura na ${ev.club.day}, sessões de poesia e troca de livros. <a href="/blogs/eventos">Ver agenda</a>.</p>`,
        ),
      ].join('\n'),
      homeLd,
    ),
    '/collections/all': page(
      '/collections/all',
      'Todos os livros',
      [
        shopifySection(
          'main-collection-banner',
          `<div class="collection-hero color-scheme-1 gradient"><div class="collection-hero__inner page-width"><div class="collection-hero__text-wrapper"><h1 class="collection-hero__title"><span class="visually-hidden">Coleção: </span>Todos os livros</h1><div class="collection-hero__description rte">Cada livro é um exemplar único: fotografamos o exemplar que vai receber. Estado descrito em cada ficha.</div></div></div></div>`,
        ),
        shopifySection(
          'product-grid',
          `<div class="section-${templateId}__product-grid-padding gradient color-scheme-1"><div class="facets-container page-width"><facet-filters-form class="facets small-hide"><form id="FacetFiltersForm" class="facets__form"><div id="FacetsWrapperDesktop" class="facets__wrapper"><details id="Details-1-${templateId}" class="disclosure-has-popup facets__disclosure js-filter"><summary class="facets__summary caption-large focus-offset" aria-label="Disponibilidade (0 selecionado)"><div><span class="facets__summary-label">Disponibilidade</span></div></summary><div class="facets__display"><ul class="facets__list list-unstyled" role="list"><li class="list-menu__item facets__item"><label class="facet-checkbox"><input type="checkbox" name="filter.v.availability" value="1">Em stock (${all.length - 1})</label></li><li class="list-menu__item facets__item"><label class="facet-checkbox"><input type="checkbox" name="filter.v.availability" value="0">Esgotado (1)</label></li></ul></div></details></div></form></facet-filters-form><div class="product-count light" role="status"><h2 class="product-count__text text-body"><span id="ProductCountDesktop">${all.length} produtos</span></h2></div></div><div class="product-grid-container" id="ProductGridContainer"><div class="collection page-width">${grid(all)}</div></div></div>`,
        ),
      ].join('\n'),
    ),
    [`/products/${memorial.handle}`]: page(
      `/products/${memorial.handle}`,
      memorial.title,
      shopifySection(
        'main',
        `<product-info id="MainProduct-${templateId}__main" class="section-${templateId}__main-padding gradient color-scheme-1" data-section="${templateId}__main"><div class="page-width"><div class="product product--large product--left product--one_column grid grid--1-col grid--2-col-tablet"><div class="grid__item product__media-wrapper"><media-gallery id="MediaGallery-${templateId}__main" role="region" class="product__column-sticky" aria-label="Visualizador da galeria"><ul class="product__media-list contains-media grid grid--peek list-unstyled slider slider--mobile" role="list"><li class="product__media-item grid__item slider__slide is-active"><div class="product-media-container media-type-image media-fit-contain global-media-settings gradient constrain-height"><img src="${cdn}/${memorial.handle}.jpg?v=1709&amp;width=1946" alt="${memorial.title}" width="1946" height="2919" class="image-magnify-none"></div></li></ul></media-gallery></div><div class="product__info-wrapper grid__item"><section id="ProductInfo-${templateId}__main" class="product__info-container product__column-sticky"><p class="product__text inline-richtext caption-with-letter-spacing">${memorial.author}</p><div class="product__title"><h1>${memorial.title}</h1></div><div class="no-js-hidden" id="price-${templateId}__main" role="status">${price(memorial)}</div><div class="product__tax caption rte">Impostos incluídos. <a href="/policies/shipping-policy">Envio</a> calculado no checkout.</div><div class="product-form__buttons"><button id="ProductSubmitButton-${templateId}__main" type="submit" name="add" class="product-form__submit button button--full-width button--secondary"><span>Adicionar ao carrinho</span></button></div><div class="product__description rte quick-add-hidden"><p>Caminho, Lisboa, 1982. Primeira edição do romance que se passa na construção do Convento de Mafra.</p><p><strong>Estado:</strong> ${memorial.condition}</p><p>Exemplar único.</p></div><div class="product__accordion accordion quick-add-hidden"><details id="Details-collapsible_tab-${templateId}__main"><summary><div class="summary__title"><h2 class="h4 accordion__title inline-richtext">Envios e devoluções</h2></div></summary><div class="accordion__content rte" id="ProductAccordion-collapsible_tab-${templateId}__main"><p>Enviamos em ${ship.dispatch}, bem embalado em cartão. Portes grátis em Portugal continental a partir de ${money(ship.free)}. Devoluções em ${ret.days}; se o livro não corresponder à descrição, pagamos nós os portes de devolução.</p></div></details></div></section></div></div></div></product-info>`,
      ),
      productLd,
    ),
    '/pages/cafe': page(
      '/pages/cafe',
      'Café',
      [
        richText(
          'O café',
          `<p>Um café pequeno entre as estantes, aberto no mesmo horário da livraria. Café de especialidade torrado no Porto, bolos feitos por nós. O ${team.cafe} está ao balcão.</p>`,
        ),
        shopifySection(
          'multicolumn',
          `<div class="multicolumn color-scheme-1 gradient"><div class="page-width section-${templateId}__multicolumn-padding isolate"><slider-component class="slider-mobile-gutter"><ul class="multicolumn-list contains-content-container grid grid--1-col-tablet-down grid--3-col-desktop" role="list">${[
            menuColumn('Bebidas', [
              ['Café (bica)', cafe.bica],
              ['Galão', cafe.galao],
              ['Chá de folha', '2,20'],
            ]),
            menuColumn('Para comer', [
              ['Pastel de nata', cafe.nata],
              ['Bolo do dia', cafe.cake],
              ['Tosta mista', cafe.tosta],
            ]),
            menuColumn('Brunch de fim de semana', [['Brunch completo (ovos, pão, queijo, fruta, sumo e bebida quente)', cafe.brunch]]),
          ].join(
            '',
          )}</ul></slider-component><div class="rte center"><p>O brunch é servido ao sábado e domingo, desde a abertura até às ${cafe.brunchUntil}.</p></div></div></div>`,
        ),
      ].join('\n'),
    ),
    '/blogs/eventos': page(
      '/blogs/eventos',
      'Eventos',
      shopifySection(
        'main',
        `<div class="main-blog page-width section-${templateId}__main-padding"><h1 class="title--primary inline-richtext">Eventos</h1><div class="blog-articles blog-articles--collage"><ul class="list-unstyled" role="list">${[
          article(
            'sessao-de-poesia',
            `Sessão de poesia com ${ev.poetry.guest}`,
            ev.poetry.iso,
            `${ev.poetry.date}, ${ev.poetry.time}`,
            `A poeta ${ev.poetry.guest} lê do seu livro novo, entre as estantes. Entrada livre, lugares limitados.`,
          ),
          article(
            'clube-de-leitura',
            'Clube de leitura',
            `${ev.poetry.iso.slice(0, 8)}01`,
            `Todos os meses, ${ev.club.day}`,
            `Encontramo-nos na ${ev.club.day} às ${ev.club.time} para discutir o livro do mês. Inscrição de ${money(ev.club.fee)}, com café incluído.`,
          ),
          article(
            'troca-de-livros',
            'Troca de livros',
            `${ev.poetry.iso.slice(0, 8)}02`,
            `No ${ev.swap}`,
            `Traga um livro, leve outro: a nossa troca de livros acontece no ${ev.swap}, durante o horário de abertura.`,
          ),
        ].join('')}</ul></div></div>`,
      ),
    ),
    '/pages/vendemos-e-compramos': page(
      '/pages/vendemos-e-compramos',
      'Vendemos &amp; compramos',
      richText(
        'Compramos os seus livros',
        `<p>Compramos livros usados em bom estado: literatura portuguesa e estrangeira, poesia, ensaio, livros de arte e primeiras edições. Não compramos manuais escolares nem enciclopédias.</p><p><strong>Avaliação:</strong> traga os livros às ${buy.days}, entre as ${buy.from} e as ${buy.to}, sem marcação. Fazemos a avaliação na hora.</p><p><strong>Pagamento:</strong> em dinheiro ou em crédito na loja, que vale mais ${buy.credit} % do que o valor em dinheiro.</p><p><strong>Bibliotecas inteiras:</strong> para mais de ${buy.boxes} de livros vamos a sua casa no Grande Porto, sem custos. Ligue-nos para ${f.mobile}.</p>`,
      ),
    ),
    '/pages/sobre-nos': page(
      '/pages/sobre-nos',
      'Sobre nós',
      richText(
        'Sobre nós',
        `<p>A ${f.shop} abriu em ${f.founded} numa antiga mercearia da ${f.street.split(',')[0]}. A ${team.owner}, alfarrabista e fundadora, escolhe cada livro que entra na loja.</p><p>O ${team.cafe} trata do café e dos bolos; a ${team.online} faz as fotografias, a loja online e os envios.</p>`,
      ),
    ),
    '/policies/shipping-policy': page(
      '/policies/shipping-policy',
      'Política de envio',
      policy(
        'Política de envio',
        `<p>As encomendas são enviadas por CTT em ${ship.dispatch} após a confirmação do pagamento.</p><ul><li>Portugal continental: ${money(ship.mainland)} (grátis em encomendas a partir de ${money(ship.free)})</li><li>Açores e Madeira: ${money(ship.islands)}</li><li>União Europeia: ${money(ship.eu)}</li></ul><p>Não enviamos para fora da União Europeia. Pode também levantar a sua encomenda na loja, sem custos.</p>`,
      ),
    ),
    '/policies/refund-policy': page(
      '/policies/refund-policy',
      'Política de reembolso',
      policy(
        'Política de reembolso',
        `<p>Tem ${ret.days} a contar da receção para devolver um livro comprado online, no mesmo estado em que o recebeu. Escreva-nos para ${f.email} antes de o enviar.</p><p>Os portes de devolução são por conta do cliente, exceto se o livro não corresponder à descrição. O reembolso é feito no prazo de ${ret.refund} após recebermos o livro, pelo mesmo meio de pagamento.</p>`,
      ),
    ),
    '/pages/area-equipa': page(
      '/pages/area-equipa',
      'Área da equipa',
      richText(
        'Área da equipa',
        `<p><strong>Só para a equipa — não partilhar com clientes.</strong></p><ul><li>Valor hora do balcão do café: ${ix.wage} brutos, pagos no último dia útil do mês.</li><li>Encomendas de café à ${ix.supplier}: código de cliente ${ix.code}.</li><li>Preços a partir de ${ix.effective} (ainda não anunciar): galão ${ix.galao} €, portes Portugal continental ${ix.mainland} €.</li></ul>`,
      ),
    ),
  };
  return { name: 'second-hand bookshop and café (pt-PT)', questions, disallow: ['/pages/area-equipa'], pages: html };
}
