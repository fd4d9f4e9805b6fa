import type { BenchSite } from '../types';
import { unanswerable } from '../types';
import { jsonLd } from '../unseen/markup';
import { askedIn, phoneLink, slugOf } from '../unseen2/markup';
import type facts from './wine-shop.facts.json';

/**
 * Unseen: a French wine shop with tastings (a cave à vin) in Lyon, on Shopify with the Dawn theme in
 * French (`lang="fr"`): the announcement bar, the inline header menu and the drawer menu of
 * `header-drawer`, the Shopify privacy banner, the tasting evenings sold as products in a collection
 * grid (date in the title, price on the card, seats in the description), the wine club as a product
 * with two variants, collapsible-content sections for the delivery zones and the FAQ, and a footer
 * with the payment icons and the legal notice about alcohol. The e-mail address is only in the
 * JSON-LD block; closed on Mondays, open late on Fridays; private tastings need a minimum group.
 *
 * The facts the pages are written from, as written and mutated, are data in wine-shop.facts.json.
 * `tastings.t1`–`t3` are the next evenings, in order. `team.head` is the head sommelier (Burgundy
 * and Beaujolais), `team.natural` looks after natural wines and the Rhône and speaks English,
 * `team.bubbles` champagne and spirits. Today is early December 2026.
 */
export type WineShopFacts = typeof facts.original;
type Tasting = WineShopFacts['tastings']['t1'];

export function wineShop(f: WineShopFacts): BenchSite {
  const { tastings: t, club, delivery: d, hours: h, boxes, team, private: group } = f;
  const french = askedIn('fr');
  const tel = phoneLink('33');
  const eur = (amount: string) => `${amount.includes(',') ? amount : `${amount},00`} €`;
  const links: [string, string][] = [
    ['/collections/degustations', 'Soirées dégustation'],
    ['/products/club-des-cavistes', 'Le Club'],
    ['/collections/coffrets-cadeaux', 'Coffrets cadeaux'],
    ['/pages/degustations-privees', 'Dégustations privées'],
    ['/pages/la-cave', 'La cave & l’équipe'],
    ['/pages/livraison-retrait', 'Livraison'],
  ];
  const inlineMenu = `<nav class="header__inline-menu"><ul class="list-menu list-menu--inline" role="list">${links.map(([href, label]) => `<li><a href="${href}" class="header__menu-item list-menu__item link link--text focus-inset"><span>${label}</span></a></li>`).join('')}</ul></nav>`;
  const drawerMenu = `<header-drawer data-breakpoint="tablet"><details id="Details-menu-drawer-container" class="menu-drawer-container"><summary class="header__icon header__icon--menu header__icon--summary link focus-inset" aria-label="Menu"><span>☰</span></summary><div id="menu-drawer" class="gradient menu-drawer motion-reduce"><nav class="menu-drawer__navigation"><ul class="menu-drawer__menu has-submenu list-menu" role="list">${links.map(([href, label]) => `<li><a id="HeaderDrawer-${slugOf(label)}" href="${href}" class="menu-drawer__menu-item list-menu__item link link--text focus-inset">${label}</a></li>`).join('')}</ul></nav></div></details></header-drawer>`;
  const paymentIcons = ['Carte Bancaire', 'Visa', 'Mastercard', 'American Express', 'Apple Pay', 'PayPal']
    .map((name) => `<li class="list-payment__item"><svg class="icon icon--full-color" role="img" aria-labelledby="pi-${slugOf(name)}" viewBox="0 0 38 24" width="38" height="24"><title id="pi-${slugOf(name)}">${name}</title></svg></li>`)
    .join('');

  const storefront = (title: string, template: string, sections: string[], head = '') => `<!doctype html>
<html class="js" lang="fr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="theme-color" content=""><title>${title} &ndash; ${f.shop}</title><meta name="description" content="Caviste indépendant à Lyon (${f.quarter}) : vins de vignerons, soirées dégustation, club du vin et livraison à domicile."><link href="//cdn.shopify.example/s/files/1/0712/4403/t/4/assets/base.css?v=1127" rel="stylesheet" type="text/css" media="all">${head}</head>
<body class="gradient animate--hover-default template-${template}">
<div id="shopify-pc__banner" class="shopify-pc__banner__dialog" role="dialog" aria-label="Bannière de cookies"><div class="shopify-pc__banner__body"><h2 class="shopify-pc__banner__title">Ce site utilise des cookies</h2><p>Nous utilisons des cookies pour vous offrir la meilleure expérience sur notre site, mesurer l'audience et personnaliser les publicités.</p></div><div class="shopify-pc__banner__btns"><button id="shopify-pc__banner__btn-manage-prefs">Gérer les préférences</button><button id="shopify-pc__banner__btn-decline">Refuser</button><button id="shopify-pc__banner__btn-accept">Accepter</button></div></div>
<div id="shopify-section-sections--2248__announcement-bar" class="shopify-section shopify-section-group-header-group announcement-bar-section"><div class="announcement-bar color-scheme-2 gradient" role="region" aria-label="Annonce"><p class="announcement-bar__message h5">Livraison offerte dans Lyon dès ${d.lyon.freeOver} € d'achat · Retrait gratuit à la cave</p></div></div>
<div id="shopify-section-sections--2248__header" class="shopify-section shopify-section-group-header-group section-header"><sticky-header data-sticky-type="on-scroll-up" class="header-wrapper color-scheme-1 gradient header-wrapper--border-bottom"><header class="header header--middle-left header--mobile-center page-width header--has-menu">${drawerMenu}<a href="/" class="header__heading-link link link--text focus-inset"><img src="//cdn.shopify.example/s/files/1/0712/4403/files/logo-${slugOf(f.shop)}.png?v=1698" alt="${f.shop}" class="header__heading-logo" width="180" height="60"></a>${inlineMenu}<div class="header__icons"><a href="/search" class="header__icon link focus-inset">Recherche</a><a href="/account/login" class="header__icon header__icon--account link focus-inset">Connexion</a><a href="/cart" id="cart-icon-bubble" class="header__icon header__icon--cart link focus-inset">Panier</a></div></header></sticky-header></div>
<main id="MainContent" class="content-for-layout focus-none" role="main" tabindex="-1">${sections.map((inner, i) => `<section id="shopify-section-template--${template}__s${i}" class="shopify-section section"><div class="page-width">${inner}</div></section>`).join('\n')}</main>
<div id="shopify-section-sections--2248__footer" class="shopify-section shopify-section-group-footer-group"><footer class="footer color-scheme-1 gradient section-sections--2248__footer-padding"><div class="footer__content-top page-width"><div class="footer-block grid__item"><h2 class="footer-block__heading inline-richtext">${f.shop}</h2><div class="footer-block__details-content rte"><p>${f.street}, ${f.postcode} Lyon<br>Tél. <a href="tel:${tel(f.phone)}">${f.phone}</a></p></div></div><div class="footer-block grid__item"><h2 class="footer-block__heading">Newsletter</h2><form class="newsletter-form"><input type="email" name="contact[email]" placeholder="E-mail"><button>S'inscrire</button></form></div></div>
<div class="footer__content-bottom"><div class="footer__payment"><span class="visually-hidden">Moyens de paiement</span><ul class="list list-payment" role="list">${paymentIcons}</ul></div><div class="footer__copyright caption"><small class="copyright__content">&copy; 2026, ${f.shop}</small> <small class="copyright__content"><a href="https://www.shopify.example" rel="nofollow">Commerce électronique propulsé par Shopify</a></small></div><p class="caption">L'abus d'alcool est dangereux pour la santé, à consommer avec modération. La vente d'alcool est interdite aux mineurs.</p></div></footer></div>
</body></html>`;

  const rte = (...blocks: string[]) => `<div class="rte">${blocks.join('')}</div>`;
  const card = (href: string, title: string, price: string, note = '') =>
    `<li class="grid__item scroll-trigger animate--slide-in"><div class="card-wrapper product-card-wrapper underline-links-hover"><div class="card card--standard card--media"><div class="card__inner ratio"><div class="card__media"><img src="//cdn.shopify.example/s/files/1/0712/4403/products/${slugOf(title)}.jpg?v=1731&amp;width=533" alt="${title}" loading="lazy" width="533" height="533"></div></div><div class="card__content"><div class="card__information"><h3 class="card__heading h5"><a href="${href}" class="full-unstyled-link">${title}</a></h3><div class="card-information">${note}<div class="price"><div class="price__container"><div class="price__regular"><span class="visually-hidden visually-hidden--inline">Prix habituel</span><span class="price-item price-item--regular">${eur(price)}</span></div></div></div></div></div></div></div></div></li>`;
  const evening = (tasting: Tasting) =>
    card(
      `/products/degustation-${slugOf(tasting.title)}`,
      `${tasting.title} — ${tasting.weekday} ${tasting.day} ${tasting.month}, ${tasting.time}`,
      tasting.price,
      `<p class="caption-with-letter-spacing light">${tasting.seats} places · 6 vins · planche de charcuterie et fromages</p>`,
    );
  const collapsible = (items: [string, string][]) =>
    `<div class="collapsible-content"><div class="collapsible-content__wrapper">${items.map(([q, a]) => `<div class="accordion content-container color-scheme-1 gradient"><details id="Details-${slugOf(q)}"><summary id="Summary-${slugOf(q)}"><h3 class="accordion__title inline-richtext h4">${q}</h3></summary><div class="accordion__content rte"><p>${a}</p></div></details></div>`).join('')}</div></div>`;
  const sommelier = (name: string, role: string, bio: string) =>
    `<div class="multicolumn-card content-container"><div class="multicolumn-card__image-wrapper"><img src="//cdn.shopify.example/s/files/1/0712/4403/files/equipe-${slugOf(name)}.jpg" alt="${name}"></div><div class="multicolumn-card__info"><h3 class="inline-richtext">${name}</h3><div class="rte"><p><em>${role}</em></p><p>${bio}</p></div></div></div>`;

  return {
    name: 'wine shop (fr)',
    pages: {
      '/': storefront(
        'Caviste à Lyon',
        'index',
        [
          `<div class="banner__box content-container"><h2 class="banner__heading inline-richtext h1">Des vins de vignerons, choisis et goûtés un par un</h2><div class="banner__text rte"><p>Plus de 600 références, dont une belle sélection de Beaujolais, de Bourgogne et de vins nature. Et chaque semaine, une soirée dégustation à la cave.</p></div><div class="banner__buttons"><a href="/collections/degustations" class="button button--primary">Voir les prochaines soirées</a></div></div>`,
          rte(`<h2>Click &amp; collect</h2>`, `<p>Commandez en ligne et récupérez votre commande à la cave : c'est gratuit et prêt en ${f.collectHours} heures pendant nos horaires d'ouverture.</p>`),
        ],
        jsonLd({
          '@context': 'https://schema.org',
          '@type': 'LiquorStore',
          name: f.shop,
          email: f.email,
          telephone: tel(f.phone),
          foundingDate: f.founded,
          address: { '@type': 'PostalAddress', streetAddress: f.street, postalCode: f.postcode, addressLocality: 'Lyon', addressCountry: 'FR' },
        }),
      ),
      '/collections/degustations': storefront('Soirées dégustation', 'collection', [
        `<div class="collection-hero__text-wrapper"><h1 class="collection-hero__title"><span class="visually-hidden">Collection : </span>Soirées dégustation</h1><div class="collection-hero__description rte">Six vins commentés par un de nos sommeliers, en petit comité. Réservation en ligne, places limitées. Soirées réservées aux personnes de ${f.tastingAge} ans et plus (pièce d'identité demandée).</div></div>`,
        `<div class="product-grid-container"><ul id="product-grid" class="grid product-grid grid--2-col-tablet-down grid--3-col-desktop" role="list">${[t.t1, t.t2, t.t3].map(evening).join('')}</ul></div>`,
      ]),
      '/products/club-des-cavistes': storefront('Le Club', 'product', [
        `<div class="product__info-container"><div class="product__title"><h1>Le Club des cavistes — abonnement mensuel</h1></div><div class="price"><span class="price-item price-item--regular">À partir de ${eur(club.basic.price)} / mois</span></div><variant-selects class="no-js-hidden" data-section="main"><fieldset class="js product-form__input product-form__input--pill"><legend class="form__label">Formule</legend><input type="radio" id="formule-1" name="Formule" value="${club.basic.name}" checked><label for="formule-1">${club.basic.name} – ${eur(club.basic.price)}/mois</label><input type="radio" id="formule-2" name="Formule" value="${club.premium.name}"><label for="formule-2">${club.premium.name} – ${eur(club.premium.price)}/mois</label></fieldset></variant-selects><div class="product-form__buttons"><button type="submit" name="add" class="product-form__submit button button--full-width button--secondary">S'abonner</button></div></div>`,
        rte(
          `<p><strong>${club.basic.name}</strong> : ${club.basic.bottles} bouteilles choisies par nos sommeliers chaque mois, avec leur fiche de dégustation et un accord mets-vins.</p>`,
          `<p><strong>${club.premium.name}</strong> : ${club.premium.bottles} bouteilles dont un grand cru, les fiches, et une invitation par trimestre à une soirée dégustation.</p>`,
          `<p>Tous les membres bénéficient de ${club.discount} % de remise sur leurs achats à la cave. Abonnement sans engagement après les ${club.minMonths} premiers mois ; les bouteilles sont à retirer à la cave ou livrées selon nos tarifs.</p>`,
        ),
      ]),
      '/collections/coffrets-cadeaux': storefront('Coffrets cadeaux', 'collection', [
        `<h1 class="collection-hero__title">Coffrets cadeaux</h1>`,
        `<ul id="product-grid" class="grid product-grid grid--3-col-desktop" role="list">${card(`/products/${slugOf(boxes.small.name)}`, boxes.small.name, boxes.small.price, `<p class="caption">${boxes.small.bottles} bouteilles de la région lyonnaise</p>`)}${card(`/products/${slugOf(boxes.large.name)}`, boxes.large.name, boxes.large.price, '<p class="caption">Champagne, grand vin de Bourgogne et carafe</p>')}${card('/products/carte-cadeau', 'Carte cadeau', f.giftFrom, '<p class="caption">Montant au choix, à partir de</p>')}</ul>`,
      ]),
      '/pages/degustations-privees': storefront('Dégustations privées', 'page', [
        rte(
          `<h1>Dégustations privées</h1>`,
          `<p>Anniversaire, enterrement de vie de garçon, soirée d'entreprise : nous privatisons la cave le lundi soir pour votre groupe. De ${group.min} à ${group.max} personnes, ${eur(group.price)} par personne, avec 6 vins et une planche apéritive. Pour un groupe plus petit, réservez plutôt une de nos soirées dégustation.</p>`,
        ),
        `<div class="contact page-width"><form id="ContactForm" class="isolate"><input name="contact[name]" placeholder="Nom"><input name="contact[email]" placeholder="E-mail"><input name="contact[date]" placeholder="Date souhaitée"><textarea name="contact[body]" placeholder="Votre projet"></textarea><button type="submit" class="button">Envoyer la demande</button></form></div>`,
      ]),
      '/pages/la-cave': storefront('La cave & l’équipe', 'page', [
        rte(
          `<h1>La cave</h1>`,
          `<p>${f.street}, ${f.postcode} Lyon, au cœur de ${f.quarter}. Métro ${f.metroLine}, station ${f.metro}. Stationnement : ${f.parking}, à 3 minutes à pied.</p>`,
          `<h2>Horaires</h2><p>Lundi : fermé<br>Mardi – jeudi : ${h.tueThu}<br>Vendredi : ${h.friOpen} – ${h.friClose} (nocturne)<br>Samedi : ${h.sat}<br>Dimanche : ${h.sunOpen} – ${h.sunClose}</p>`,
        ),
        `<div class="multicolumn"><h2 class="title inline-richtext">L'équipe</h2><div class="multicolumn-list">${[
          sommelier(team.head.name, 'Sommelière, fondatrice', `À la tête de la cave depuis ${team.head.since}, elle connaît chaque vigneron du Beaujolais et de la Bourgogne de notre sélection.`),
          sommelier(team.natural.name, 'Caviste, vins nature et vallée du Rhône', 'Ancien sommelier à Londres, il anime aussi nos dégustations en anglais.'),
          sommelier(team.bubbles.name, 'Caviste, champagnes et spiritueux', 'Elle déniche les petits producteurs de champagne et gère le rayon whiskies et rhums.'),
        ].join('')}</div></div>`,
      ]),
      '/pages/livraison-retrait': storefront('Livraison', 'page', [
        rte(`<h1>Livraison &amp; retrait</h1>`, `<p>Livraison par coursier à vélo dans Lyon sous ${d.lyon.days} ; ailleurs en France par Colissimo, emballage anti-casse.</p>`),
        `<table class="delivery-zones"><thead><tr><th>Zone</th><th>Frais</th><th>Offerte dès</th></tr></thead><tbody><tr><td>Lyon 1er – 9e</td><td>${eur(d.lyon.fee)}</td><td>${d.lyon.freeOver} €</td></tr><tr><td>Villeurbanne, Caluire, Vénissieux, Oullins</td><td>${eur(d.suburbs.fee)}</td><td>${d.suburbs.freeOver} €</td></tr><tr><td>Reste de la France métropolitaine</td><td>${eur(d.france.fee)}</td><td>${d.france.freeOver} €</td></tr></tbody></table>`,
        collapsible([
          ['Click & collect', `Le retrait à la cave est gratuit. Votre commande est prête ${f.collectHours} heures après la confirmation, pendant les horaires d'ouverture.`],
          ['Moyens de paiement', `Carte bancaire, Visa, Mastercard, American Express, Apple Pay, PayPal et espèces à la cave. Paiement en 3 fois sans frais à partir de ${f.installmentsFrom} € d'achat. Nous n'acceptons plus les chèques.`],
          ['Âge minimum', 'La vente d’alcool aux mineurs est interdite : en commandant, vous certifiez avoir 18 ans révolus. Le livreur peut demander une pièce d’identité.'],
        ]),
      ]),
    },
    questions: [
      // Asked in English on the French site: only language-independent facts are expected.
      { kind: 'language', ask: "My French isn't great – does anyone on your team run tastings in English?", expect: [team.natural.name], reject: [team.bubbles.name] },
      { kind: 'price', ask: 'How much do I have to spend to get free delivery to Villeurbanne?', expect: [d.suburbs.freeOver], reject: [d.lyon.freeOver] },
      { kind: 'location', ask: "We're staying near Bellecour. Which metro stop do we get off at for the shop?", expect: [f.metro] },
      ...[
        { kind: 'event', ask: "C'est quand la prochaine soirée dégustation ?", expect: [`${t.t1.day} ${t.t1.month}`] },
        { kind: 'price', ask: 'combien coute la soirée champagne ?', expect: [t.t2.price], reject: [eur(t.t1.price)] },
        { kind: 'comparison', ask: `Quelle est la différence de prix entre la soirée « ${t.t2.title} » et celle sur les ${t.t3.title.toLowerCase().replace(/^les /, '')} ?`, expect: [t.t2.price, t.t3.price, String(Number(t.t2.price) - Number(t.t3.price))] },
        { kind: 'event', ask: 'Vous organisez des dégustations en janvier ?', expect: [`${t.t3.day} ${t.t3.month}`] },
        { kind: 'follow-up', ask: 'ça commence à quelle heure ?', after: ['Vous organisez des dégustations en janvier ?'], expect: [t.t3.time] },
        { kind: 'multi-part', ask: "Combien coûte l'abonnement au club par mois et combien de bouteilles on reçoit ?", expect: [club.basic.price, `${club.basic.bottles} bouteilles`] },
        { kind: 'product', ask: 'Quelle formule du club donne droit à des invitations aux soirées ?', expect: [club.premium.name], reject: [club.basic.name] },
        { kind: 'policy', ask: "Si je m'abonne au club, je peux arrêter quand je veux ?", expect: [`${club.minMonths} premiers mois`] },
        { kind: 'policy', ask: 'Les membres du club ont une réduction en boutique ?', expect: [`${club.discount} %`] },
        { kind: 'price', ask: 'A partir de combien la livraison est gratuite dans Lyon ?', expect: [d.lyon.freeOver], reject: [d.suburbs.freeOver] },
        { kind: 'policy', ask: 'Si je commande sur le site, je peux passer récupérer à la cave le jour même ?', expect: [`${f.collectHours} heures`] },
        { kind: 'hours', ask: 'Je peux passer lundi vers 18h ?', expect: ['ferm'] },
        { kind: 'hours', ask: 'Vous fermez à quelle heure le vendredi ? je sors du travail à 19h', expect: [h.friClose] },
        { kind: 'policy', ask: "On voudrait faire une dégustation privée pour un anniversaire, on sera 6, c'est possible ?", expect: [group.min] },
        { kind: 'follow-up', ask: "et c'est combien par personne ?", after: ["On voudrait faire une dégustation privée pour un anniversaire, on sera 6, c'est possible ?"], expect: [group.price], reject: [eur(t.t1.price)] },
        { kind: 'product', ask: 'Je cherche un coffret cadeau pour mon beau-père, vous avez quoi et à quel prix ?', expect: [boxes.small.price, boxes.large.price] },
        { kind: 'price', ask: 'Vous faites des cartes cadeaux ? à partir de combien ?', expect: [f.giftFrom] },
        { kind: 'person', ask: "Qui s'occupe des vins nature chez vous ?", expect: [team.natural.name], reject: [team.head.name] },
        { kind: 'policy', ask: 'Mon fils a 17 ans, il peut venir à la soirée dégustation avec nous ?', expect: [`${f.tastingAge} ans`] },
        { kind: 'policy', ask: 'Est-ce que je peux payer en plusieurs fois ?', expect: [f.installmentsFrom] },
        { kind: 'location', ask: 'Il y a un parking pas loin de la cave ?', expect: [f.parking.split(' ').slice(1).join(' ')] },
        { kind: 'hours', ask: 'Vous êtes ouverts le dimanche après-midi ?', expect: [h.sunClose] },
      ].map(french),
      ...unanswerable('Vous vendez des bières artisanales ?', 'Vous rachetez les vieilles bouteilles de cave ?', 'Vous organisez des visites de domaines dans le Beaujolais ?', 'On peut boire un verre sur place en terrasse ?').map(french),
      ...unanswerable('Can I bring my dog into the shop?'),
    ],
  };
}
