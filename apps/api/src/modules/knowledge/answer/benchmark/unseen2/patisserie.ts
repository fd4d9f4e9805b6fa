import type { BenchSite } from '../types';
import { unanswerable } from '../types';
import { jsonLd } from '../unseen/markup';
import type facts from './patisserie.facts.json';
import { askedIn, phoneLink, slugOf } from './markup';

/**
 * Unseen: a French bakery and pâtisserie in Lyon with two shops, written in French (`lang="fr"`) on a
 * Shopify-like theme (shopify-section wrappers, product cards with price-item spans, a cookie
 * banner, collapsible <details> FAQ, Bakery JSON-LD). Shop `a` opens Tuesday to Sunday (Sunday
 * mornings only, closed Mondays); shop `b` opens Monday to Saturday with a lunch break and bakes
 * the gluten-free bread. Cakes to order are a table by number of servings with a lead time and a
 * deposit; delivery costs a fee below a free threshold; payment is card only (original) or cash
 * and card (mutated); a dated macaron workshop, the first day of the galettes and a past open day
 * are on the events page.
 *
 * The facts the pages are written from, as written and mutated, are data in patisserie.facts.json.
 * `chef` makes the wedding cakes (pièces montées), `baker` runs the bakehouse, `linguist` speaks
 * `linguist.langFr`; the founder opened the Croix-Rousse (shop `a`). Today is early December 2026.
 */
export type PatisserieFacts = typeof facts.original;
type Shop = Pick<PatisserieFacts['a'], 'name' | 'phone' | 'street' | 'postcode'>;

export function patisserie(f: PatisserieFacts): BenchSite {
  const { prices: p, workshop: w } = f;
  const tel = phoneLink('33');
  const french = askedIn('fr');
  // Each shop is a department of the business in its JSON-LD.
  const shopLd = (shop: Shop) => ({
    '@type': 'Bakery',
    name: `${f.shop} ${shop.name}`,
    telephone: tel(shop.phone),
    address: { '@type': 'PostalAddress', streetAddress: shop.street, postalCode: shop.postcode, addressLocality: f.city, addressCountry: 'FR' },
  });
  const eur = (amount: string) => `${amount} €`;
  const slug = slugOf;

  const layout = (title: string, main: string, head = '') => `<!doctype html>
<html class="no-js" lang="fr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${title} &ndash; ${f.shop}</title><meta name="description" content="${f.shop}, boulangerie-pâtisserie artisanale à ${f.city} depuis ${f.founded}. Pains au levain, viennoiseries, entremets et pièces montées sur commande."><link href="//cdn.shopify.example/s/files/1/0612/theme.css" rel="stylesheet">${head}</head>
<body class="template-page"><a class="skip-to-content-link visually-hidden" href="#MainContent">Passer au contenu</a>
<div id="shopify-section-announcement-bar" class="shopify-section"><div class="announcement-bar" role="region" aria-label="Annonce"><p class="announcement-bar__message">Click &amp; collect : commandez en ligne, retirez en boutique</p></div></div>
<div id="shopify-pc__banner" class="shopify-pc__banner" role="dialog" aria-label="Cookies"><p>Nous utilisons des cookies pour améliorer votre expérience et mesurer l’audience du site. Vous pouvez accepter ou refuser à tout moment.</p><button class="shopify-pc__banner__btn-accept">Accepter</button><button class="shopify-pc__banner__btn-decline">Refuser</button></div>
<div id="shopify-section-header" class="shopify-section section-header"><header class="header"><a href="/" class="header__heading-link"><img src="//cdn.shopify.example/s/files/1/0612/logo-${slug(f.shop)}.png" alt="${f.shop}" width="180"></a>
<nav class="header__inline-menu"><ul class="list-menu"><li><a href="/" class="header__menu-item">Accueil</a></li><li><a href="/collections/patisseries" class="header__menu-item">Pâtisseries &amp; pains</a></li><li><a href="/pages/gateaux-sur-commande" class="header__menu-item">Gâteaux sur commande</a></li><li><a href="/pages/nos-boutiques" class="header__menu-item">Nos boutiques</a></li><li><a href="/pages/livraison" class="header__menu-item">Livraison</a></li><li><a href="/pages/equipe" class="header__menu-item">L’équipe</a></li><li><a href="/blogs/evenements" class="header__menu-item">Ateliers &amp; événements</a></li><li><a href="/pages/faq" class="header__menu-item">FAQ</a></li></ul></nav>
<a href="/cart" class="header__icon header__icon--cart"><span class="visually-hidden">Panier</span></a></header></div>
<main id="MainContent" class="content-for-layout" role="main">${main}</main>
<div id="shopify-section-footer" class="shopify-section"><footer class="footer"><div class="footer__blocks-wrapper grid">
<div class="footer-block"><h2 class="footer-block__heading">${f.shop} ${f.a.name}</h2><p>${f.a.street}, ${f.a.postcode} ${f.city}<br><a href="tel:${tel(f.a.phone)}">${f.a.phone}</a></p></div>
<div class="footer-block"><h2 class="footer-block__heading">${f.shop} ${f.b.name}</h2><p>${f.b.street}, ${f.b.postcode} ${f.city}<br><a href="tel:${tel(f.b.phone)}">${f.b.phone}</a></p></div>
<div class="footer-block"><h2 class="footer-block__heading">Newsletter</h2><form class="newsletter-form"><input type="email" name="contact[email]" placeholder="E-mail"><button>S’inscrire</button></form><p><a href="mailto:${f.email}">${f.email}</a></p></div>
</div><div class="footer__content-bottom"><p class="copyright__content">© 2026, ${f.shop} · <a href="/pages/mentions-legales">Mentions légales</a> · <a href="/policies/privacy-policy">Confidentialité</a> · Propulsé par Shopify</p></div></footer></div>
</body></html>`;

  const section = (id: string, inner: string) => `<div id="shopify-section-${id}" class="shopify-section"><div class="page-width">${inner}</div></div>`;
  const product = (name: string, price: string, text: string) =>
    `<li class="grid__item"><div class="card-wrapper product-card-wrapper"><div class="card__content"><h3 class="card__heading"><a href="/products/${slug(name)}" class="full-unstyled-link">${name}</a></h3><p class="card__text">${text}</p><div class="price"><span class="visually-hidden">Prix habituel</span><span class="price-item price-item--regular">${eur(price)}</span></div></div></div></li>`;
  const details = (q: string, a: string) =>
    `<details class="collapsible-content__item" id="Details-${slug(q)}"><summary><h3 class="accordion__title">${q}</h3></summary><div class="accordion__content rte"><p>${a}</p></div></details>`;
  const member = (name: string, role: string, bio: string) =>
    `<div class="multicolumn-card"><img src="//cdn.shopify.example/s/files/1/0612/${slug(name)}.jpg" alt="${name}"><div class="multicolumn-card__info"><h3>${name}</h3><p class="caption">${role}</p><div class="rte"><p>${bio}</p></div></div></div>`;
  const hours = (rows: [string, string][]) =>
    `<table class="horaires"><tbody>${rows.map(([d, t]) => `<tr><th>${d}</th><td>${t}</td></tr>`).join('')}</tbody></table>`;

  const payment = f.cardOnly
    ? `Nos deux boutiques sont passées au paiement par carte uniquement (carte bancaire, sans contact, Apple Pay), sans minimum d’achat. Nous n’acceptons plus les espèces ni les chèques.`
    : `Nous acceptons les espèces, les titres-restaurant et la carte bancaire (à partir de 5 €). Les chèques ne sont pas acceptés.`;

  return {
    name: 'pâtisserie (fr)',
    pages: {
      '/': layout(
        'Accueil',
        `${section('hero', `<div class="banner__box"><h1 class="banner__heading">Le bon pain, depuis ${f.founded}</h1><p>Levain naturel, farines de meule du Beaujolais et beurre AOP : tout est façonné chaque matin dans notre fournil, à partir de ${f.bakeStart}.</p><a class="button" href="/collections/patisseries">Découvrir la carte</a></div>`)}
${section('histoire', `<h2>Notre histoire</h2><p>${f.founder} a ouvert la première ${f.shop} à la ${f.a.name} en ${f.founded}. Aujourd’hui, ses petits-enfants perpétuent la maison dans deux boutiques : ${f.a.name} et ${f.b.name}.</p>`)}
${section('agenda', `<h2>À ne pas manquer</h2><p>Atelier macarons le ${w.weekday} ${w.day} ${w.month} · Galettes des rois dès le ${f.galetteFrom.day} ${f.galetteFrom.month}. <a href="/blogs/evenements">Tout l’agenda</a></p>`)}`,
        jsonLd({
          '@context': 'https://schema.org',
          '@type': 'Bakery',
          name: f.shop,
          email: f.email,
          foundingDate: f.founded,
          department: [shopLd(f.a), shopLd(f.b)],
        }),
      ),
      '/collections/patisseries': layout(
        'Pâtisseries & pains',
        section(
          'collection',
          `<h1 class="collection-hero__title">Pâtisseries &amp; pains</h1><p>Prix à l’unité, identiques dans nos deux boutiques.</p><ul class="grid product-grid">
${product('Baguette tradition', p.baguette, 'Farine Label Rouge, fermentation lente de 18 heures.')}
${product('Pain au levain (1 kg)', p.levain, 'Notre miche de campagne au levain naturel, vendue entière ou à la coupe.')}
${product('Croissant pur beurre', p.croissant, 'Beurre AOP Charentes-Poitou.')}
${product('Pain au chocolat', p.painChoc, 'Deux barres de chocolat noir 64 %.')}
${product('Tarte au citron meringuée (individuelle)', p.tarteCitron, 'Pâte sablée, crémeux citron de Menton, meringue italienne.')}
${product('Galette des rois frangipane (6 parts)', p.galette6, `Disponible à partir du ${f.galetteFrom.day} ${f.galetteFrom.month}.`)}
</ul>`,
        ),
      ),
      '/pages/gateaux-sur-commande': layout(
        'Gâteaux sur commande',
        section(
          'commande',
          `<h1>Gâteaux sur commande</h1><p>Anniversaires, baptêmes, mariages : commandez au moins ${f.orderHours} h à l’avance, en boutique, par téléphone ou en ligne. Un acompte de ${f.deposit} % est demandé à la commande.</p>
<h2>Entremets</h2><table class="tarifs"><thead><tr><th>Taille</th><th>Prix</th></tr></thead><tbody>
<tr><td>4 parts</td><td>${eur(p.entremets4)}</td></tr><tr><td>6 parts</td><td>${eur(p.entremets6)}</td></tr><tr><td>8 parts</td><td>${eur(p.entremets8)}</td></tr>
</tbody></table><p>Parfums au choix : trois chocolats, framboise-pistache, Paris-Brest, fraisier (d’avril à juin).</p>
<h2>Pièces montées</h2><p>Choux caramélisés et nougatine, ${eur(p.chou)} le chou, à partir de ${f.minChoux} choux. Sur rendez-vous avec notre cheffe pâtissière pour les mariages.</p>`,
        ),
      ),
      '/pages/nos-boutiques': layout(
        'Nos boutiques',
        section(
          'boutiques',
          `<h1>Nos boutiques</h1>
<div class="multicolumn-card" id="${slug(f.a.name)}"><h2>${f.a.name}</h2><p>${f.a.street}, ${f.a.postcode} ${f.city} · Métro ${f.a.metro}<br>Tél. <a href="tel:${tel(f.a.phone)}">${f.a.phone}</a></p>
${hours([
  ['Lundi', 'Fermé'],
  ['Du mardi au samedi', `${f.a.open} – ${f.a.close}`],
  ['Dimanche', `${f.a.open} – ${f.a.sunClose}`],
])}<p>En voiture : le ${f.a.parking} est à 3 minutes à pied.</p></div>
<div class="multicolumn-card" id="${slug(f.b.name)}"><h2>${f.b.name}</h2><p>${f.b.street}, ${f.b.postcode} ${f.city} · Métro ${f.b.metro}<br>Tél. <a href="tel:${tel(f.b.phone)}">${f.b.phone}</a></p>
${hours([
  ['Du lundi au samedi', `${f.b.open} – ${f.b.lunchFrom} et ${f.b.lunchTo} – ${f.b.close}`],
  ['Dimanche', 'Fermé'],
])}<p>Stationnement : ${f.b.parking}, gratuit la première heure.</p></div>
<h2>Fournées</h2><p>Le pain sort du four trois fois par jour dans les deux boutiques : à ${f.batches.morning}, à ${f.batches.noon} et à ${f.batches.evening}.</p>`,
        ),
      ),
      '/pages/livraison': layout(
        'Livraison',
        section(
          'livraison',
          `<h1>Livraison à domicile</h1><p>Nous livrons les gâteaux sur commande du mardi au samedi, entre 10h et 18h, dans les secteurs suivants : ${f.deliveryAreas.join(', ')}.</p>
<p>Frais de livraison : ${eur(p.delivery)}. Livraison offerte dès ${f.prices.freeFrom} € d’achat.</p><p>Le pain et les viennoiseries ne sont pas livrés.</p>`,
        ),
      ),
      '/pages/equipe': layout(
        'L’équipe',
        section(
          'equipe',
          `<h1>L’équipe</h1><div class="multicolumn">
${member(f.chef.name, 'Cheffe pâtissière', `${f.chef.first} imagine nos entremets de saison et réalise les pièces montées et les gâteaux de mariage.`)}
${member(f.baker.name, 'Chef boulanger', `${f.baker.first} dirige le fournil et veille sur notre levain depuis douze ans.`)}
${member(f.linguist.name, `Responsable de la boutique ${f.b.name}`, `${f.linguist.first} vous accueille à ${f.b.name} ; elle parle ${f.linguist.langFr} et anglais.`)}
</div>`,
        ),
      ),
      '/blogs/evenements': layout(
        'Ateliers & événements',
        section(
          'blog',
          `<h1>Ateliers &amp; événements</h1>
<article class="article-card"><h2>Atelier macarons</h2><p><time datetime="${w.year}-${w.monthNum}-${w.day.padStart(2, '0')}">${w.weekday} ${w.day} ${w.month} ${w.year}</time>, de ${w.from} à ${w.to}, boutique ${f.a.name}</p><p>Avec ${f.chef.first}, repartez avec vos 24 macarons. ${eur(p.workshop)} par personne, dès 12 ans. Places limitées à 8.</p></article>
<article class="article-card"><h2>La saison des galettes</h2><p>Nos galettes des rois frangipane arrivent le ${f.galetteFrom.weekday} ${f.galetteFrom.day} ${f.galetteFrom.month} ${f.galetteFrom.year}, dans les deux boutiques.</p></article>
<h2>Passés</h2><article class="article-card"><h3>Portes ouvertes du fournil</h3><p>${f.pastEvent.day} ${f.pastEvent.month} ${f.pastEvent.year}. Merci d’être venus si nombreux !</p></article>`,
        ),
      ),
      '/pages/faq': layout(
        'FAQ',
        section(
          'faq',
          `<h1>Questions fréquentes</h1><div class="collapsible-content">
${details('Quels moyens de paiement acceptez-vous ?', payment)}
${details('Proposez-vous du pain sans gluten ?', `Oui, un pain sans gluten au sarrasin, le ${f.glutenFreeDay} uniquement, à la boutique ${f.b.name}. Il est préparé à part, mais notre fournil utilise de la farine de blé : nous ne pouvons pas garantir l’absence de traces.`)}
${details('Puis-je annuler une commande ?', `L’annulation est gratuite jusqu’à 24 h avant le retrait. Au-delà, l’acompte est conservé.`)}
${details('Les chiens sont-ils acceptés ?', 'Les chiens ne sont pas admis dans nos boutiques, sauf les chiens guides et d’assistance.')}
</div>`,
        ),
      ),
      '/pages/mentions-legales': layout(
        'Mentions légales',
        section(
          'legal',
          `<h1>Mentions légales</h1><p>${f.shop} SARL · SIRET ${f.siret} · ${f.a.street}, ${f.a.postcode} ${f.city}. Hébergement : Shopify Inc.</p>`,
        ),
      ),
    },
    questions: [
      // Asked in English about the French site: only language-independent facts are expected.
      { kind: 'price', ask: "Hi! We're visiting Lyon from Manchester next week. How much is a pain au chocolat?", expect: [p.painChoc], reject: [p.croissant] },
      { kind: 'language', ask: `Does anyone at the shop speak ${f.linguist.langEn}? My grandmother is coming with us.`, expect: [f.linguist.first] },
      { kind: 'hours', ask: `What time does the ${f.b.name} shop open in the morning?`, expect: [f.b.open], reject: [f.a.open] },
      { kind: 'comparison', ask: 'How much more is the cake for 8 than the one for 6?', expect: [p.entremets8, p.entremets6] },
      ...[
        { kind: 'price', ask: 'Bonjour, elle est à combien la baguette tradition ?', expect: [p.baguette] },
        { kind: 'comparison', ask: 'Qu’est-ce qui est le moins cher, un croissant ou un pain au chocolat ?', expect: [p.croissant, p.painChoc] },
        {
          kind: 'price',
          ask: 'Je voudrais commander un entremets pour l’anniversaire de ma mère, on sera 6. Ça coûte combien ?',
          expect: [p.entremets6],
          reject: [p.entremets8],
        },
        { kind: 'policy', ask: 'Il faut commander combien de temps à l’avance pour un gâteau ?', expect: [`${f.orderHours} h`] },
        { kind: 'policy', ask: 'Faut-il payer quelque chose quand on passe commande ?', expect: [`${f.deposit} %`] },
        f.cardOnly
          ? { kind: 'policy', ask: 'Je peux payer en liquide ?', expect: ['carte'] }
          : { kind: 'policy', ask: 'Je peux payer par chèque ?', expect: ['espèces'] },
        { kind: 'hours', ask: `Je passerai à la boutique de ${f.b.name} mardi vers 14h15, ce sera ouvert ?`, expect: [f.b.lunchTo] },
        { kind: 'hours', ask: 'On est lundi et j’ai envie de croissants, quelle boutique est ouverte ?', expect: [f.b.name] },
        { kind: 'hours', ask: `À quelle heure ferme la boutique de la ${f.a.name} le dimanche ?`, expect: [f.a.sunClose], reject: [f.a.close] },
        { kind: 'contact', ask: `numéro de téléphone de la boutique ${f.b.name.toLowerCase()} svp`, expect: [f.b.phone], reject: [f.a.phone] },
        { kind: 'location', ask: `Je viens de Villeurbanne en voiture pour la boutique ${f.a.name}, où est-ce que je peux me garer ?`, expect: [f.a.parking] },
        { kind: 'location', ask: `Quelle est l’adresse exacte à ${f.b.name} ? C’est pour mon GPS`, expect: [f.b.street], reject: [f.a.street] },
        { kind: 'person', ask: 'On se marie en juin. Qui s’occupe des pièces montées chez vous ?', expect: [f.chef.first] },
        {
          kind: 'follow-up',
          ask: 'Et c’est combien par chou ?',
          after: ['On se marie en juin. Qui s’occupe des pièces montées chez vous ?'],
          expect: [p.chou],
        },
        { kind: 'faq', ask: 'Ma fille est cœliaque, est-ce que vous faites du pain sans gluten ? Quel jour ?', expect: [f.glutenFreeDay] },
        { kind: 'event', ask: 'C’est quand le prochain atelier macarons ? Et c’est combien ?', expect: [`${w.day} ${w.month}`, p.workshop] },
        { kind: 'event', ask: 'à partir de quand vous vendez les galettes des rois ?', expect: [`${f.galetteFrom.day} ${f.galetteFrom.month}`] },
        { kind: 'price', ask: 'J’ai une commande de 45 € de gâteaux, la livraison est gratuite ou pas ?', expect: [f.prices.freeFrom] },
        { kind: 'faq', ask: 'a quelle heure vous commencez a faire les croisants le matin ?', expect: [f.bakeStart] },
        { kind: 'person', ask: 'Qui a fondé la boulangerie, et en quelle année ?', expect: [f.founder, f.founded] },
        { kind: 'timetable', ask: 'Je sors du boulot vers 17h, est-ce qu’il y aura du pain tout chaud le soir ?', expect: [f.batches.evening] },
      ].map(french),
      ...unanswerable(
        'Vous faites des gâteaux vegan ?',
        'Est-ce qu’il y a une terrasse pour manger sur place ?',
        'Vous avez une carte de fidélité ?',
        'Vous recrutez des apprentis en pâtisserie ?',
      ).map(french),
      ...unanswerable('Do you sell sandwiches for lunch?'),
    ],
  };
}
