import type { BenchSite } from '../types';
import { unanswerable } from '../types';
import { jsonLd } from '../unseen/markup';
import { askedIn, phoneLink, slugOf } from '../unseen2/markup';
import type facts from './photo-studio.facts.json';

/**
 * Unseen: a portrait, family, newborn and wedding photography studio in Lyon, a WordPress block theme
 * (full-site editing, core blocks only) in French (`lang="fr-FR"`): the tarteaucitron cookie banner,
 * the header template part with a core navigation block (one list inside the responsive overlay
 * container), pages of wp-block-group / wp-block-columns / wp-block-cover blocks, the session packages
 * as cards in columns (duration, number of edited photos, price), the wedding packages as a
 * wp-block-table, the Christmas mini-sessions as The Events Calendar list view (dated rows with
 * `<time>` tags) beside a past autumn session, the studio hire for other photographers as a list and
 * a table, the practical information (deposit, cancelling, delivery times, hours, access and parking)
 * as core details blocks, a WPForms contact form, an SEOPress LocalBusiness JSON-LD on every page and
 * the footer template part.
 *
 * The facts the pages are written from, as written and mutated, are data in photo-studio.facts.json.
 * The family session covers `family.maxPeople` people, each extra person pays `family.extraPerson`.
 * The newborn session is best between `newborn.daysMin` and `newborn.daysMax` days old; the album
 * version is a separate price. Sessions take a percentage deposit and can be moved free of charge up
 * to `reschedule` hours before; weddings take a fixed deposit. The studio is open by appointment only,
 * with one late evening a week. `team.second` photographs weddings and speaks Arabic and Spanish,
 * `team.lead` newborns and families and speaks English. Today is late October 2026.
 */
export type PhotoStudioFacts = typeof facts.original;

export function photoStudio(f: PhotoStudioFacts): BenchSite {
  const { hours: h, portrait: po, family: fa, newborn: nb, wedding: wd, rental: re, mini, team: t } = f;
  const fr = askedIn('fr');
  const tel = phoneLink('33');
  const site = `https://${f.domain}.example`;
  const uploads = `${site}/wp-content/uploads/2025/09`;
  const euros = (amount: string) => `${amount} €`;
  const months: Record<string, string> = { octobre: '10', novembre: '11', décembre: '12' };
  const isoDate = (date: string) => {
    const [, day, month] = date.split(' ') as [string, string, string];
    return `2026-${months[month]}-${day.padStart(2, '0')}`;
  };
  const dayMonth = (date: string) => date.split(' ').slice(1).join(' ');
  const nav = Object.entries({
    '/seances-photo/': 'Séances',
    '/mariage/': 'Mariage',
    '/mini-seances-de-noel/': 'Mini-séances de Noël',
    '/location-studio/': 'Location du studio',
    '/l-equipe/': "L'équipe",
    '/infos-pratiques/': 'Infos pratiques',
    '/contact/': 'Contact',
  });
  const hoursText = `Sur rendez-vous uniquement, ${h.days} de ${h.open} à ${h.close}, nocturne le ${h.lateDay} jusqu'à ${h.lateClose}.`;

  const group = (html: string, cls = '') =>
    `<div class="wp-block-group${cls ? ` ${cls}` : ''} is-layout-constrained wp-block-group-is-layout-constrained">${html}</div>`;
  const heading = (level: number, html: string) => `<h${level} class="wp-block-heading${level === 1 ? ' has-x-large-font-size' : ''}">${html}</h${level}>`;
  const para = (html: string) => `<p>${html}</p>`;
  const list = (items: string[]) => `<ul class="wp-block-list">${items.map((i) => `<li>${i}</li>`).join('')}</ul>`;
  const columns = (...cols: string[]) =>
    `<div class="wp-block-columns is-layout-flex wp-container-core-columns-is-layout-1 wp-block-columns-is-layout-flex">${cols.map((c) => `<div class="wp-block-column is-layout-flow wp-block-column-is-layout-flow">${c}</div>`).join('')}</div>`;
  const buttons = (href: string, label: string) =>
    `<div class="wp-block-buttons is-layout-flex wp-block-buttons-is-layout-flex"><div class="wp-block-button"><a class="wp-block-button__link wp-element-button" href="${site}${href}">${label}</a></div></div>`;
  const image = (file: string, alt: string) =>
    `<figure class="wp-block-image size-large"><img decoding="async" loading="lazy" width="1024" height="683" src="${uploads}/${file}-1024x683.jpg" alt="${alt}" class="wp-image-${file.length * 37}" srcset="${uploads}/${file}-1024x683.jpg 1024w, ${uploads}/${file}-300x200.jpg 300w" sizes="(max-width: 1024px) 100vw, 1024px"></figure>`;
  const cover = (file: string, html: string) =>
    `<div class="wp-block-cover alignfull is-light"><span aria-hidden="true" class="wp-block-cover__background has-background-dim-40 has-background-dim"></span><img decoding="async" class="wp-block-cover__image-background" alt="" src="${uploads}/${file}.jpg" data-object-fit="cover"><div class="wp-block-cover__inner-container is-layout-constrained wp-block-cover-is-layout-constrained">${html}</div></div>`;
  const table = (head: string[], rows: string[][], caption = '') =>
    `<figure class="wp-block-table is-style-stripes"><table class="has-fixed-layout"><thead><tr>${head.map((c) => `<th>${c}</th>`).join('')}</tr></thead><tbody>${rows.map((r) => `<tr>${r.map((c) => `<td>${c}</td>`).join('')}</tr>`).join('')}</tbody></table>${caption ? `<figcaption class="wp-element-caption">${caption}</figcaption>` : ''}</figure>`;
  const offer = (name: string, duration: string, price: string, items: string[]) =>
    group(
      `${heading(3, name)}<p class="has-large-font-size"><strong>${euros(price)}</strong></p><p class="has-small-font-size">Durée : ${duration}</p>${list(items)}`,
      'is-style-card has-base-2-background-color has-background',
    );
  const details = (items: [string, string][]) =>
    items
      .map(([q, a]) => `<details class="wp-block-details is-layout-flow wp-block-details-is-layout-flow"><summary>${q}</summary><p>${a}</p></details>`)
      .join('');
  const eventRow = (date: string, title: string, venue: string, cost: string, about: string) =>
    `<div class="tribe-common-g-row tribe-events-calendar-list__event-row"><div class="tribe-events-calendar-list__event-date-tag tribe-common-g-col"><time class="tribe-events-calendar-list__event-date-tag-datetime" datetime="${isoDate(date)}" aria-hidden="true"><span class="tribe-events-calendar-list__event-date-tag-weekday">${date.split(' ')[0]!.slice(0, 3)}</span><span class="tribe-events-calendar-list__event-date-tag-daynum tribe-common-h5">${date.split(' ')[1]}</span></time></div><div class="tribe-events-calendar-list__event-wrapper tribe-common-g-col"><article class="tribe-events-calendar-list__event tribe-common-g-row tribe-common-g-row--gutters post-${isoDate(date).replace(/-/g, '')} tribe_events type-tribe_events"><div class="tribe-events-calendar-list__event-details tribe-common-g-col"><header class="tribe-events-calendar-list__event-header"><div class="tribe-events-calendar-list__event-datetime-wrapper tribe-common-b2"><time class="tribe-events-calendar-list__event-datetime" datetime="${isoDate(date)}"><span class="tribe-event-date-start">${date} 2026 @ ${mini.first}</span> - <span class="tribe-event-time">${mini.last}</span></time></div><h3 class="tribe-events-calendar-list__event-title tribe-common-h6 tribe-common-h4--min-medium"><a href="${site}/evenement/${slugOf(`${title} ${date}`).replace(/^-|-$/g, '')}/" class="tribe-events-calendar-list__event-title-link tribe-common-anchor-thin">${title}</a></h3><address class="tribe-events-calendar-list__event-venue tribe-common-b2"><span class="tribe-events-calendar-list__event-venue-title tribe-common-b2--bold">${venue}</span></address></header><div class="tribe-events-calendar-list__event-description tribe-common-b2 tribe-common-a11y-hidden"><p>${about}</p></div><div class="tribe-events-c-small-cta tribe-common-b3 tribe-events-calendar-list__event-cost"><span class="tribe-events-c-small-cta__price">${cost}</span></div></div></article></div></div>`;

  const seoLd = jsonLd({
    '@context': 'https://schema.org',
    '@type': 'ProfessionalService',
    name: f.studio,
    address: { '@type': 'PostalAddress', streetAddress: f.street, addressLocality: 'Lyon', postalCode: f.postcode, addressCountry: 'FR' },
    openingHoursSpecification: [{ '@type': 'OpeningHoursSpecification', dayOfWeek: h.ldDays, opens: h.ldOpen, closes: h.ldClose }],
    telephone: tel(f.phone),
    email: f.email,
    priceRange: '€€',
    image: `${uploads}/studio.jpg`,
    url: site,
    '@id': `${site}/#localbusiness`,
  });
  const navLinks = (path: string) =>
    nav
      .map(
        ([href, label]) =>
          `<li class="wp-block-navigation-item${href === path ? ' current-menu-item' : ''} wp-block-navigation-link"><a class="wp-block-navigation-item__content" href="${site}${href}"${href === path ? ' aria-current="page"' : ''}><span class="wp-block-navigation-item__label">${label}</span></a></li>`,
      )
      .join('');
  const doc = (title: string, path: string, id: number, blocks: string[]) => `<!DOCTYPE html>
<html lang="fr-FR">
<head>
<meta charset="UTF-8" />
<meta name="viewport" content="width=device-width, initial-scale=1" />
<title>${title} – ${f.studio}</title>
<meta name="description" content="Studio photo à Lyon (${f.postcode}) : portraits, séances famille et naissance, reportages de mariage, mini-séances de Noël et location de studio pour photographes." />
<link rel="canonical" href="${site}${path}" />
<!-- SEOPress -->
<meta property="og:locale" content="fr_FR" /><meta property="og:site_name" content="${f.studio}" /><meta property="og:title" content="${title} – ${f.studio}" />
${seoLd}
<!-- / SEOPress -->
<link rel="stylesheet" id="wp-block-library-css" href="${site}/wp-includes/css/dist/block-library/style.min.css?ver=6.6.2" media="all" />
<script src="${site}/wp-content/plugins/tarteaucitronjs/js/tarteaucitron/tarteaucitron.js?ver=1.9.16" id="tarteaucitron-js"></script>
<script>tarteaucitron.init({"privacyUrl":"${site}/mentions-legales/","hashtag":"#tarteaucitron","cookieName":"tarteaucitron","orientation":"bottom","showAlertSmall":false,"cookieslist":true,"AcceptAllCta":true,"highPrivacy":true,"DenyAllCta":true});</script>
</head>
<body class="page-template-default page page-id-${id} wp-embed-responsive">
<div class="wp-site-blocks">
<header class="wp-block-template-part"><div class="wp-block-group alignwide is-content-justification-space-between is-nowrap is-layout-flex wp-block-group-is-layout-flex"><p class="wp-block-site-title"><a href="${site}" target="_self" rel="home">${f.studio}</a></p><nav class="is-responsive items-justified-right wp-block-navigation is-horizontal is-content-justification-right is-layout-flex wp-block-navigation-is-layout-flex" aria-label="Menu principal" data-wp-interactive="core/navigation"><button aria-haspopup="dialog" aria-label="Ouvrir le menu" class="wp-block-navigation__responsive-container-open" data-wp-on--click="actions.openMenuOnClick"><svg width="24" height="24" xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" aria-hidden="true" focusable="false"><rect x="4" y="7.5" width="16" height="1.5"></rect><rect x="4" y="15" width="16" height="1.5"></rect></svg></button><div class="wp-block-navigation__responsive-container" id="modal-1" data-wp-class--is-menu-open="state.isMenuOpen"><div class="wp-block-navigation__responsive-close" tabindex="-1"><div class="wp-block-navigation__responsive-dialog" aria-label="Menu"><button aria-label="Fermer le menu" class="wp-block-navigation__responsive-container-close"><svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false"><path d="M13 11.8l6.1-6.3-1-1-6.1 6.2-6.1-6.2-1 1 6.1 6.3-6.5 6.7 1 1 6.5-6.6 6.5 6.6 1-1z"></path></svg></button><div class="wp-block-navigation__responsive-container-content" id="modal-1-content"><ul class="wp-block-navigation__container is-responsive items-justified-right wp-block-navigation">${navLinks(path)}</ul></div></div></div></div></nav></div></header>
<main class="wp-block-group is-layout-constrained wp-block-group-is-layout-constrained"><div class="entry-content wp-block-post-content has-global-padding is-layout-constrained wp-block-post-content-is-layout-constrained">
${blocks.join('\n')}
</div></main>
<footer class="wp-block-template-part">${group(
    columns(
      `${heading(4, f.studio)}${para(`${f.street}<br>${f.postcode} Lyon`)}${para(`<a href="tel:${tel(f.phone)}">${f.phone}</a><br><a href="mailto:${f.email}">${f.email}</a>`)}`,
      `${heading(4, 'Horaires')}${para(hoursText)}`,
      `${heading(4, 'Suivez-nous')}${para(`<a href="https://www.instagram.com/${f.domain}/">Instagram</a> · <a href="https://www.pinterest.fr/${f.domain}/">Pinterest</a>`)}`,
    ) +
      para(
        `<small>© 2026 ${f.legal} · SIRET ${f.siret} · <a href="${site}/mentions-legales/">Mentions légales</a> · <a href="${site}/cgv/">CGV</a> · Fièrement propulsé par WordPress</small>`,
      ),
    'alignfull has-contrast-color has-base-background-color',
  )}</footer>
</div>
<div id="tarteaucitronRoot" class="tarteaucitronBeforeVisible" data-nosnippet="true" lang="fr" role="region" aria-label="Panneau de gestion des cookies"><div id="tarteaucitronAlertBig" class="tarteaucitronAlertBigBottom" style="display:block"><span id="tarteaucitronDisclaimerAlert">Ce site utilise des cookies et vous donne le contrôle sur ce que vous souhaitez activer</span><button type="button" class="tarteaucitronCTAButton tarteaucitronAllow" id="tarteaucitronPersonalize2"><span class="tarteaucitronCheck" aria-hidden="true"></span> Tout accepter</button><button type="button" class="tarteaucitronCTAButton tarteaucitronDeny" id="tarteaucitronAllDenied2"><span class="tarteaucitronCross" aria-hidden="true"></span> Tout refuser</button><button type="button" id="tarteaucitronCloseAlert">Personnaliser</button></div></div>
<script src="${site}/wp-includes/js/dist/interactivity.min.js?ver=6.6.2" id="wp-interactivity-js"></script>
</body>
</html>`;

  const practical: [string, string][] = [
    [
      'Comment réserver une séance ?',
      `Par téléphone, par e-mail ou via le formulaire de contact. La date est bloquée à réception d'un acompte de ${f.sessionDeposit} du prix de la séance ; le solde se règle le jour de la séance (CB, virement ou espèces).`,
    ],
    [
      'Puis-je déplacer ou annuler ma séance ?',
      `Vous pouvez déplacer votre séance gratuitement jusqu'à ${f.reschedule} h avant le rendez-vous. En cas d'annulation ou de report plus tardif, l'acompte est conservé. Pour les séances naissance, la date est fixée à la naissance de bébé : prévenez-nous simplement dès son arrivée.`,
    ],
    [
      'Et pour un mariage ?',
      `La date est réservée à la signature du contrat et au versement d'un acompte de ${euros(wd.deposit)}, non remboursable en cas d'annulation. Le solde est à régler ${wd.balance}.`,
    ],
    [
      'Sous quel délai reçoit-on les photos ?',
      `Portrait et famille : ${po.delivery}. Naissance : ${nb.delivery}. Mariage : ${wd.delivery}, avec un aperçu d'une vingtaine de photos sous ${wd.preview}. Les photos sont livrées dans une galerie en ligne privée, téléchargeables en haute définition.`,
    ],
    [
      'Quels sont vos horaires ?',
      `${hoursText} Nous ne recevons que sur rendez-vous : le studio peut être fermé pendant une séance en extérieur ou un mariage.`,
    ],
    [
      'Comment venir au studio ?',
      `Le studio est au rez-de-chaussée, ${f.street}, dans ${f.quarter}. En transports : ${f.metro}, à ${f.metroWalk} minutes à pied. En voiture : le stationnement est difficile dans la rue, le plus simple est le parking ${f.parking}, à ${f.parkingWalk} minutes à pied.`,
    ],
  ];
  const bigFamily = "Bonjour ! On voudrait faire des photos avec nos 2 enfants et les grands-parents, on sera 7 en tout. C'est combien la séance famille ?";

  const dueDate = "Mon bébé doit naître début décembre, c'est quand le mieux pour la séance naissance ? et ça coûte combien avec l'album ?";
  const formulas = `Quelle est la différence de prix entre la formule ${wd.basic.name} et la formule ${wd.full.name} pour un mariage ? Il y a un album dans les deux ?`;
  const twoPhotographers = 'We want two photographers covering the whole wedding day. Which package is that and what does it cost?';
  const mitAlbum = 'Wir heiraten im September in Lyon. Was kostet das Paket mit Album ohne zweiten Fotografen, und wie viele Fotos bekommen wir?';

  return {
    name: 'photography studio (fr)',
    pages: {
      '/': doc('Photographe à Lyon', '/', 5, [
        cover(
          'studio-lumiere',
          `${heading(1, 'Studio photo à Lyon')}${para(`Portraits, familles, naissances et mariages, dans notre studio lumineux des ${f.quarter.replace(/^les |^la /, '')} depuis ${f.founded}.`)}${buttons('/seances-photo/', 'Découvrir les séances')}`,
        ),
        columns(
          `${heading(3, 'Séances au studio')}${para(`Portrait dès ${euros(po.price)}, famille, naissance : des images simples et lumineuses.`)}`,
          `${heading(3, 'Mariages')}${para(`Trois formules, de la mairie à la première danse. À partir de ${euros(wd.basic.price)}.`)}`,
          `${heading(3, 'Mini-séances de Noël')}${para(`${mini.duration} devant notre décor de Noël, les ${mini.dates.map(dayMonth).join(', ')}.`)}`,
        ),
        group(
          `${heading(2, 'Ils nous ont fait confiance')}<blockquote class="wp-block-quote"><p>« ${t.lead.first} a une patience infinie avec les tout-petits. Les photos de naissance de notre fille sont un trésor. »</p><cite>Émilie et Thomas</cite></blockquote>`,
        ),
      ]),
      '/seances-photo/': doc('Séances photo', '/seances-photo/', 9, [
        heading(1, 'Nos séances photo'),
        para(
          'Toutes nos séances ont lieu au studio (fonds, accessoires et vêtements pour bébé fournis). Les photos retouchées sont livrées en haute définition dans une galerie en ligne privée.',
        ),
        columns(
          offer(po.name, po.duration, po.price, [
            `${po.photos} photos retouchées`,
            'Portrait individuel, couple ou portrait professionnel',
            `Photo supplémentaire : ${euros(po.extraPhoto)}`,
          ]),
          offer(fa.name, fa.duration, fa.price, [
            `${fa.photos} photos retouchées`,
            `Jusqu'à ${fa.maxPeople} personnes, ${euros(fa.extraPerson)} par personne en plus`,
            `Au studio ou en extérieur au ${fa.outdoor}`,
          ]),
          offer(nb.name, nb.duration, nb.price, [
            `${nb.photos} photos retouchées`,
            'Un tirage 20×30 cm',
            `Idéalement entre ${nb.daysMin} et ${nb.daysMax} jours après la naissance`,
          ]),
        ),
        group(
          `${heading(3, `Formule ${nb.name} + album`)}${para(`La séance ${nb.name}, ses ${nb.photos} photos retouchées et un album photo lin de ${nb.albumPages} pages : <strong>${euros(nb.album)}</strong>.`)}`,
          'has-base-2-background-color has-background',
        ),
        para(
          `Acompte de ${f.sessionDeposit} à la réservation. Voir nos <a href="${site}/infos-pratiques/">infos pratiques</a> pour les délais de livraison et les reports.`,
        ),
      ]),
      '/mariage/': doc('Photographe de mariage', '/mariage/', 11, [
        heading(1, 'Photographe de mariage à Lyon'),
        para(
          `${t.second.name} photographie les mariages depuis dix ans, de la mairie du 1er à la fête dans les Monts d'Or. Un reportage discret, sans poses interminables.`,
        ),
        table(
          ['Formule', 'Présence', 'Photos livrées', 'Album', 'Prix'],
          [
            [wd.basic.name, `${wd.basic.hours} h (cérémonie et couple)`, wd.basic.photos, '—', euros(wd.basic.price)],
            [wd.full.name, `${wd.full.hours} h (des préparatifs à la première danse)`, wd.full.photos, 'Album 30×30 cm, 40 pages', euros(wd.full.price)],
            [
              wd.premium.name,
              `${wd.premium.hours} h, deux photographes`,
              wd.premium.photos,
              'Album 30×30 cm, 40 pages + séance engagement',
              euros(wd.premium.price),
            ],
          ],
          `Heure supplémentaire : ${euros(wd.extraHour)}. Galerie en ligne privée incluse dans toutes les formules.`,
        ),
        para(`Photos livrées sous ${wd.delivery}, avec un aperçu sous ${wd.preview}. Acompte de ${euros(wd.deposit)} à la réservation de la date.`),
        buttons('/contact/', 'Vérifier ma date'),
      ]),
      '/mini-seances-de-noel/': doc('Mini-séances de Noël 2026', '/mini-seances-de-noel/', 14, [
        heading(1, 'Mini-séances de Noël 2026'),
        para(
          `${mini.duration} de séance devant notre décor de Noël, ${mini.photos} photos retouchées livrées avant le 20 décembre : <strong>${euros(mini.price)}</strong> par famille (jusqu'à ${mini.maxPeople} personnes). Créneaux toutes les 30 minutes de ${mini.first} à ${mini.last}, réservation et paiement en ligne.`,
        ),
        `<div class="tribe-common tribe-events tribe-events-view tribe-events-view--list" data-js="tribe-events-view"><div class="tribe-events-l-container"><div class="tribe-events-calendar-list">${heading(2, 'Prochaines dates')}${mini.dates
          .map((d) => eventRow(d, 'Mini-séances de Noël', `${f.studio}, ${f.street}`, euros(mini.price), `${mini.duration}, ${mini.photos} photos retouchées.`))
          .join(
            '',
          )}${heading(2, 'Événements passés')}${eventRow(mini.past, "Mini-séances d'automne", fa.outdoor, 'Complet', 'Mini-séances en extérieur parmi les feuilles mortes.')}</div></div></div>`,
      ]),
      '/location-studio/': doc('Location du studio', '/location-studio/', 17, [
        heading(1, 'Location du studio pour photographes'),
        para(`Vous êtes photographe ? Notre studio de 70 m² à la lumière du jour est disponible à la location ${h.days}, en dehors de nos propres séances.`),
        columns(
          table(
            ['Durée', 'Tarif HT'],
            [
              ["À l'heure", `${euros(re.hourly)} / heure (minimum ${re.minHours} h)`],
              ['Demi-journée (4 h)', euros(re.halfDay)],
              ['Journée (8 h)', euros(re.day)],
            ],
          ),
          `${heading(3, 'Inclus')}${list([`Cyclo blanc de ${re.cyclo}`, `${re.flashes} avec boîtes à lumière et réflecteurs`, 'Fonds papier blanc, gris et noir', 'Loge avec miroir et portant', 'Wi-Fi, café et thé'])}${para(`Fond papier abîmé ou découpé : ${euros(re.paper)} le mètre.`)}`,
        ),
      ]),
      '/l-equipe/': doc("L'équipe", '/l-equipe/', 19, [
        heading(1, "L'équipe"),
        columns(
          `${image(slugOf(t.lead.name).replace(/^-|-$/g, ''), t.lead.name)}${heading(3, t.lead.name)}${para(`Fondatrice du studio. Spécialiste des séances naissance et famille, formée à la manipulation des nouveau-nés. Parle ${t.lead.langs}.`)}`,
          `${image(slugOf(t.second.name).replace(/^-|-$/g, ''), t.second.name)}${heading(3, t.second.name)}${para(`Photographe de mariage et de portrait (portraits professionnels, books). Parle ${t.second.langs}.`)}`,
        ),
      ]),
      '/infos-pratiques/': doc('Infos pratiques', '/infos-pratiques/', 21, [heading(1, 'Infos pratiques'), details(practical)]),
      '/contact/': doc('Contact', '/contact/', 23, [
        heading(1, 'Contact'),
        columns(
          `${para(`<strong>${f.studio}</strong><br>${f.street}, ${f.postcode} Lyon`)}${para(`Téléphone : <a href="tel:${tel(f.phone)}">${f.phone}</a><br>E-mail : <a href="mailto:${f.email}">${f.email}</a>`)}${para(hoursText)}`,
          `<div class="wpforms-container wpforms-container-full" id="wpforms-412"><form id="wpforms-form-412" class="wpforms-validate wpforms-form" data-formid="412" method="post" enctype="multipart/form-data" action="/contact/"><div class="wpforms-field-container"><div id="wpforms-412-field_1-container" class="wpforms-field wpforms-field-name"><label class="wpforms-field-label" for="wpforms-412-field_1">Nom <span class="wpforms-required-label">*</span></label><input type="text" id="wpforms-412-field_1" class="wpforms-field-large wpforms-field-required" name="wpforms[fields][1]" required></div><div id="wpforms-412-field_2-container" class="wpforms-field wpforms-field-email"><label class="wpforms-field-label" for="wpforms-412-field_2">E-mail <span class="wpforms-required-label">*</span></label><input type="email" id="wpforms-412-field_2" class="wpforms-field-large wpforms-field-required" name="wpforms[fields][2]" required></div><div id="wpforms-412-field_3-container" class="wpforms-field wpforms-field-select"><label class="wpforms-field-label" for="wpforms-412-field_3">Type de séance</label><select id="wpforms-412-field_3" class="wpforms-field-large" name="wpforms[fields][3]"><option>Portrait</option><option>Famille</option><option>Naissance</option><option>Mariage</option><option>Location du studio</option></select></div><div id="wpforms-412-field_4-container" class="wpforms-field wpforms-field-textarea"><label class="wpforms-field-label" for="wpforms-412-field_4">Message</label><textarea id="wpforms-412-field_4" class="wpforms-field-medium" name="wpforms[fields][4]"></textarea></div></div><div class="wpforms-submit-container"><button type="submit" name="wpforms[submit]" id="wpforms-submit-412" class="wpforms-submit">Envoyer</button></div></form></div>`,
        ),
      ]),
    },
    questions: [
      ...[
        { kind: 'price', ask: bigFamily, expect: [fa.price, fa.extraPerson], reject: [po.price] },
        { kind: 'follow-up', ask: 'et on reçoit combien de photos retouchées ?', after: [bigFamily], expect: [`${fa.photos} photos`] },
        { kind: 'price', ask: dueDate, expect: [nb.album, `${nb.daysMax} jours`] },
        { kind: 'comparison', ask: formulas, expect: [wd.basic.price, wd.full.price] },
        { kind: 'policy', ask: 'On se marie en juin, dans combien de temps on reçoit les photos du mariage ?', expect: [wd.delivery], reject: [po.delivery] },
        { kind: 'policy', ask: "Combien d'acompte pour bloquer une date de mariage ? remboursable si on annule ?", expect: [wd.deposit] },
        { kind: 'event', ask: "C'est quand les mini séances de noel cette annee ? et c'est combien ?", expect: [dayMonth(mini.dates[0]!), mini.price] },
        { kind: 'hours', ask: 'Vous êtes ouverts le lundi ? Je ne peux venir qu’en fin de journée après le travail', expect: [h.lateDay, h.lateClose] },
        { kind: 'location', ask: 'Je viens en voiture, où est-ce que je peux me garer près du studio ?', expect: [f.parking] },
        ...unanswerable("Est-ce que vous faites aussi les photos d'identité pour les passeports ?", 'Peut-on venir avec notre chien pour la séance famille ?'),
      ].map(fr),
      {
        kind: 'price',
        ask: 'Hi! Need a headshot for LinkedIn. How much is a portrait session and how many edited pics do I get?',
        expect: [po.price, po.photos],
      },
      { kind: 'comparison', ask: 'How much more is the newborn session with the album compared to without it?', expect: [nb.price, nb.album] },
      { kind: 'person', ask: "Which of you does weddings? We'd love someone who speaks Spanish, my family is from Madrid", expect: [t.second.first] },
      { kind: 'policy', ask: 'If our kids get sick, can we move the family shoot to another day? How much notice do you need?', expect: [f.reschedule] },
      {
        kind: 'price',
        ask: "I'm a photographer and want to rent your studio. What's the hourly rate, is there a minimum?",
        expect: [re.hourly, `${re.minHours} h`],
      },
      { kind: 'price', ask: twoPhotographers, expect: [wd.premium.price], reject: [wd.full.price] },
      ...unanswerable('Do you also film weddings? We would like a short video as well as photos'),
      askedIn('es')({ kind: 'price', ask: '¿Cuánto cuesta la mini sesión de Navidad y cuántas fotos incluye?', expect: [mini.price, mini.photos] }),
      askedIn('es')({ kind: 'price', ask: 'Somos fotógrafos. ¿Cuánto cuesta alquilar el estudio un día entero?', expect: [re.day], reject: [re.halfDay] }),
      askedIn('de')({ kind: 'price', ask: mitAlbum, expect: [wd.full.price, wd.full.photos], reject: [wd.premium.price] }),
      askedIn('de')({ kind: 'person', ask: 'Spricht einer der Fotografen Englisch? Wir sprechen leider kein Französisch.', expect: [t.lead.first] }),
      ...unanswerable('Berechnet ihr Fahrtkosten, wenn die Hochzeit in Annecy stattfindet?').map(askedIn('de')),
      askedIn('it')({ kind: 'price', ask: 'Quanto costa una foto ritoccata in più oltre a quelle incluse nel ritratto?', expect: [po.extraPhoto] }),
      ...unanswerable('Fate anche servizi fotografici per battesimi in chiesa?').map(askedIn('it')),
      askedIn('ar')({ kind: 'person', ask: 'هل يوجد مصور يتكلم العربية؟', expect: [t.second.first] }),
      askedIn('ar')({ kind: 'price', ask: 'كم سعر جلسة تصوير المواليد الجدد؟', expect: [nb.price], reject: [fa.price] }),
      askedIn('he')({ kind: 'location', ask: 'מה הכתובת של הסטודיו?', expect: [f.street] }),
      askedIn('ja')({ kind: 'price', ask: 'スタジオレンタルで背景紙を破いてしまった場合、追加料金はいくらですか？', expect: [re.paper] }),
      askedIn('zh-Hans')({ kind: 'price', ask: '婚礼拍摄如果要多加一个小时，要多少钱？', expect: [wd.extraHour] }),
    ],
  };
}
