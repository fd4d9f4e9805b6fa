import type { BenchSite } from '../types';
import { unanswerable } from '../types';
import { jsonLd } from '../unseen/markup';
import { askedIn, phoneLink } from '../unseen2/markup';
import type facts from './coworking.facts.json';

/**
 * Unseen: a coworking space on the Presqu'île in Lyon, on Webflow in French (`lang="fr"`, the
 * `data-wf-page` / `data-wf-site` attributes, the `w-mod-js` bootstrap script): a Finsweet cookie
 * consent banner (`fs-cc`), the `w-nav` navbar with a `w-dropdown` "Espaces" menu and a CTA, the
 * memberships as Webflow tabs (`w-tab-menu` links, every `w-tab-pane` in the DOM, only the first
 * `w--tab-active`), pricing cards with the amount and "HT" in separate divs, the meeting rooms and
 * the events as CMS collection lists (`w-dyn-list` / `w-dyn-items` / `w-dyn-item`, one empty list
 * with its `w-dyn-empty` state), a FAQ built from plain divs with interaction ids (`data-w-id`),
 * a `w-form` with its done/fail messages, a LocalBusiness JSON-LD on the home page only and a footer
 * with the "Made in Webflow" badge.
 *
 * The facts the pages are written from, as written and mutated, are data in coworking.facts.json.
 * Every price is excluding VAT (HT). The day pass and the carnet give access during the staffed
 * hours only; Flex members get badge access during `flexOpen`–`flexClose` on weekdays; fixed desks
 * and private offices 24/7. Fixed desks include `fixedRoomHours` hours of meeting room a month and
 * `print.included` prints; members (Flex and above) get `memberDiscount` % off the rooms. The small
 * room is for up to `small.seats` people, the large one `large.seats`; a half-day is 4 hours. Dogs
 * only on `dogDay`. The community manager speaks `manager.languages`. Today is mid-December 2026.
 */
export type CoworkingFacts = typeof facts.original;

export function coworking(f: CoworkingFacts): BenchSite {
  const { hours: h, carnet, offices: off, rooms, print, manager: cm, afterwork: aw, workshop: ws } = f;
  const french = askedIn('fr');
  const tel = phoneLink('33');
  const site = `https://www.${f.domain}.example`;
  const cdn = 'https://cdn.prod.website-files.example/6591c3e2a4b7f10d2e8a4c11';
  const nav = { '/evenements': 'Événements', '/infos-pratiques': 'Infos pratiques', '/a-propos': 'À propos', '/contact': 'Contact' };
  const pageIds: Record<string, string> = {};
  let wid = 0x3c1f;
  const wId = () => `${(wid += 0x1a7).toString(16)}a2-b7c4-9e01-${(wid * 7).toString(16).padStart(4, '0')}-5d3fa1c2e${wid % 10}b`;
  const pageId = (path: string) => (pageIds[path] ??= `65a1${(0x9f3e + path.length * 331).toString(16)}c7e2d04b${path.length}f19`);

  const navbar = (path: string) =>
    `<div data-animation="default" data-collapse="medium" data-duration="400" data-easing="ease" data-easing2="ease" role="banner" class="navbar w-nav"><div class="nav-container w-container"><a href="/" aria-current="${path === '/' ? 'page' : 'false'}" class="brand w-nav-brand${path === '/' ? ' w--current' : ''}"><img src="${cdn}/logo-${f.domain}.svg" loading="lazy" alt="${f.space}" class="logo"></a><nav role="navigation" class="nav-menu w-nav-menu"><div data-hover="true" data-delay="0" class="dropdown w-dropdown"><div class="dropdown-toggle w-dropdown-toggle" id="w-dropdown-toggle-0" aria-controls="w-dropdown-list-0" aria-haspopup="menu" aria-expanded="false" role="button" tabindex="0"><div class="w-icon-dropdown-toggle" aria-hidden="true"></div><div>Espaces</div></div><nav class="dropdown-list w-dropdown-list" id="w-dropdown-list-0" aria-labelledby="w-dropdown-toggle-0"><a href="/abonnements" class="dropdown-link w-dropdown-link" tabindex="0">Abonnements &amp; tarifs</a><a href="/abonnements#bureaux" class="dropdown-link w-dropdown-link" tabindex="0">Bureaux privatifs</a><a href="/salles-de-reunion" class="dropdown-link w-dropdown-link" tabindex="0">Salles de réunion</a></nav></div>${Object.entries(nav)
      .map(([href, label]) => `<a href="${href}" class="nav-link w-nav-link${href === path ? ' w--current' : ''}"${href === path ? ' aria-current="page"' : ''}>${label}</a>`)
      .join('')}<a href="/contact#visite" class="nav-cta w-button">Réserver une visite</a></nav><div class="menu-button w-nav-button" aria-label="menu" role="button" tabindex="0" aria-controls="w-nav-overlay-0" aria-haspopup="menu" aria-expanded="false"><div class="w-icon-nav-menu"></div></div></div><div class="w-nav-overlay" data-wf-ignore="" id="w-nav-overlay-0"></div></div>`;

  const footer = () =>
    `<footer class="footer"><div class="w-layout-blockcontainer container w-container"><div class="w-layout-grid footer-grid"><div class="footer-col"><img src="${cdn}/logo-${f.domain}-white.svg" loading="lazy" alt="" class="footer-logo"><p class="footer-text">${f.street}<br>${f.postcode} Lyon</p></div><div class="footer-col"><div class="footer-title">Accueil</div><p class="footer-text">Lun – ven : ${h.open} – ${h.close}<br>Samedi : ${h.satOpen} – ${h.satClose}<br>Dimanche : fermé</p></div><div class="footer-col"><div class="footer-title">Nous joindre</div><a href="tel:${tel(f.phone)}" class="footer-link">${f.phone}</a><a href="mailto:${f.email}" class="footer-link">${f.email}</a></div><div class="footer-col"><div class="footer-title">Suivez-nous</div><a href="https://www.instagram.com/" target="_blank" class="footer-link">Instagram</a><a href="https://www.linkedin.com/" target="_blank" class="footer-link">LinkedIn</a></div></div><div class="footer-bottom"><div>© 2026 ${f.space} SAS · <a href="/mentions-legales" class="footer-link-small">Mentions légales</a> · <a href="/politique-de-confidentialite" class="footer-link-small">Confidentialité</a></div></div></div></footer>`;

  const cookies = `<div fs-cc="banner" class="fs-cc-banner_component"><div class="fs-cc-banner_container"><div class="fs-cc-banner_text">En cliquant sur « Accepter », vous acceptez le stockage de cookies sur votre appareil pour améliorer la navigation et analyser l'utilisation du site. <a href="/politique-de-confidentialite" class="fs-cc-banner_text-link">Politique de confidentialité</a></div><div class="fs-cc-banner_buttons-wrapper"><a fs-cc="open-preferences" href="#" class="fs-cc-banner_text-link">Préférences</a><a fs-cc="deny" href="#" class="fs-cc-banner_button fs-cc-button-alt w-button">Refuser</a><a fs-cc="allow" href="#" class="fs-cc-banner_button w-button">Accepter</a></div></div><div fs-cc="close" class="fs-cc-banner_close"><div class="fs-cc-banner_close-icon w-embed"><svg fill="currentColor" aria-hidden="true" viewBox="0 0 16 16"><path d="M9.414 8l4.293-4.293-1.414-1.414L8 6.586 3.707 2.293 2.293 3.707 6.586 8l-4.293 4.293 1.414 1.414L8 9.414l4.293 4.293 1.414-1.414L9.414 8z"></path></svg></div></div></div>`;

  const doc = (title: string, path: string, body: string[], head = '') => `<!DOCTYPE html><!-- This site was created in Webflow. https://webflow.com --><!-- Last Published: Mon Dec 07 2026 09:14:52 GMT+0000 (Coordinated Universal Time) --><html data-wf-domain="www.${f.domain}.example" data-wf-page="${pageId(path)}" data-wf-site="6591c3e2a4b7f10d2e8a4c11" lang="fr"><head><meta charset="utf-8"/><title>${title} | ${f.space} – Coworking Lyon Presqu'île</title><meta content="Coworking au cœur de Lyon : postes nomades, postes fixes, bureaux privatifs et salles de réunion à deux pas du métro ${f.metro.station}." name="description"/><meta content="${title} | ${f.space}" property="og:title"/><meta property="og:type" content="website"/><meta content="width=device-width, initial-scale=1" name="viewport"/><meta content="Webflow" name="generator"/><link href="${cdn}/css/${f.domain}.webflow.shared.4b1c2e9f7.min.css" rel="stylesheet" type="text/css"/><link href="${site}${path}" rel="canonical"/><script type="text/javascript">!function(o,c){var n=c.documentElement,t=" w-mod-";n.className+=t+"js",("ontouchstart"in o||o.DocumentTouch&&c instanceof DocumentTouch)&&(n.className+=t+"touch")}(window,document);</script><link href="${cdn}/favicon.png" rel="shortcut icon" type="image/x-icon"/>${head}</head><body class="body">${cookies}${navbar(path)}
<main class="main-wrapper">${body.join('\n')}</main>
${footer()}<a class="w-webflow-badge" href="https://webflow.com?utm_campaign=brandjs"><img src="https://d3e54v103j8qbb.cloudfront.net/img/webflow-badge-icon-d2.89e12c322e.svg" alt="" style="margin-right: 4px; width: 26px;"><img src="https://d3e54v103j8qbb.cloudfront.net/img/webflow-badge-text-d2.c82cec3b78.svg" alt="Made in Webflow"></a><script src="https://d3e54v103j8qbb.cloudfront.net/js/jquery-3.5.1.min.dc5e7f18c8.js?site=6591c3e2a4b7f10d2e8a4c11" type="text/javascript" crossorigin="anonymous"></script><script src="${cdn}/js/webflow.8c2b1f3e.js" type="text/javascript"></script><script src="https://cdn.jsdelivr.net/npm/@finsweet/cookie-consent@1/fs-cc.js" fs-cc-mode="opt-in"></script></body></html>`;

  const section = (cls: string, inner: string, id = '') =>
    `<section${id ? ` id="${id}"` : ''} class="section ${cls}"><div class="w-layout-blockcontainer container w-container">${inner}</div></section>`;
  const heading = (title: string, sub: string) => `<div class="section-header"><h1 class="heading-xl">${title}</h1><p class="paragraph-large">${sub}</p></div>`;
  const card = (title: string, amount: string, unit: string, items: string[], cta = 'Réserver') =>
    `<div class="pricing-card"><div class="pricing-title">${title}</div><div class="pricing-price-wrap"><div class="pricing-amount">${amount} €</div><div class="pricing-ht">HT ${unit}</div></div><ul role="list" class="pricing-list w-list-unstyled">${items.map((i) => `<li class="pricing-list-item"><img src="${cdn}/check.svg" loading="lazy" alt="" class="check-icon"><div>${i}</div></li>`).join('')}</ul><a href="/contact#visite" class="button-primary w-button">${cta}</a></div>`;
  const tabs = (panes: [string, string][]) =>
    `<div data-current="Tab 1" data-easing="ease" data-duration-in="300" data-duration-out="100" class="tabs w-tabs"><div class="tabs-menu w-tab-menu" role="tablist">${panes
      .map(
        ([label], i) =>
          `<a data-w-tab="Tab ${i + 1}" class="tab-link w-inline-block w-tab-link${i ? '' : ' w--current'}" id="w-tabs-0-data-w-tab-${i}" href="#w-tabs-0-data-w-pane-${i}" role="tab" aria-controls="w-tabs-0-data-w-pane-${i}" aria-selected="${i ? 'false' : 'true'}"${i ? ' tabindex="-1"' : ''}><div>${label}</div></a>`,
      )
      .join('')}</div><div class="tabs-content w-tab-content">${panes
      .map(
        ([, inner], i) =>
          `<div data-w-tab="Tab ${i + 1}" class="w-tab-pane${i ? '' : ' w--tab-active'}" id="w-tabs-0-data-w-pane-${i}" role="tabpanel" aria-labelledby="w-tabs-0-data-w-tab-${i}"><div class="w-layout-grid pricing-grid">${inner}</div></div>`,
      )
      .join('')}</div></div>`;
  const dynList = (items: string[], cls: string) =>
    `<div class="w-dyn-list">${items.length ? `<div role="list" class="${cls} w-dyn-items">${items.map((i) => `<div role="listitem" class="w-dyn-item">${i}</div>`).join('')}</div>` : '<div class="w-dyn-empty"><div>Aucun élément pour le moment.</div></div>'}</div>`;
  const faq = (items: [string, string][]) =>
    `<div class="faq-wrapper">${items
      .map(
        ([q, a]) =>
          `<div data-w-id="${wId()}" class="faq-item"><div class="faq-question"><div class="faq-q-text">${q}</div><div class="faq-icon w-embed"><svg width="14" height="14" viewBox="0 0 14 14"><path d="M7 0v14M0 7h14" stroke="currentColor"></path></svg></div></div><div style="height:0px" class="faq-answer"><p class="faq-a-text">${a}</p></div></div>`,
      )
      .join('')}</div>`;
  const room = (r: typeof rooms.small, view: string, kit: string) =>
    `<div class="room-card"><img src="${cdn}/${r.name.toLowerCase().replace(/[^a-z]+/g, '-')}.jpg" loading="lazy" alt="${r.name}" class="room-image"><div class="room-content"><h3 class="room-name">${r.name}</h3><div class="room-capacity">Jusqu'à <span>${r.seats}</span> personnes</div><p class="room-desc">${view} ${kit}</p><div class="room-prices"><div class="room-price"><div class="room-price-label">Heure</div><div class="room-price-value">${r.hour} € HT</div></div><div class="room-price"><div class="room-price-label">Demi-journée (4 h)</div><div class="room-price-value">${r.half} € HT</div></div><div class="room-price"><div class="room-price-label">Journée</div><div class="room-price-value">${r.day} € HT</div></div></div></div></div>`;
  const event = (title: string, date: string, time: string, text: string, tag: string) =>
    `<a href="/evenements/${title.toLowerCase().normalize('NFD').replace(/[^a-z]+/g, '-').replace(/^-|-$/g, '')}" class="event-card w-inline-block"><div class="event-tag">${tag}</div><div class="event-date">${date} · ${time}</div><h3 class="event-title">${title}</h3><p class="event-text">${text}</p></a>`;

  const ld = jsonLd({
    '@context': 'https://schema.org',
    '@type': 'LocalBusiness',
    name: f.space,
    url: site,
    telephone: `+33 ${f.phone.slice(1)}`,
    address: { '@type': 'PostalAddress', streetAddress: f.street, postalCode: f.postcode, addressLocality: 'Lyon', addressCountry: 'FR' },
  });

  return {
    name: 'coworking (fr)',
    pages: {
      '/': doc(
        'Accueil',
        '/',
        [
          section(
            'hero',
            `<div class="hero-grid"><div><h1 class="heading-xxl">Travaillez au cœur de la Presqu'île</h1><p class="paragraph-large">${f.desks} postes de travail, des bureaux fermés pour les équipes et une vraie communauté d'indépendants, à ${f.metro.minutes} minutes à pied du métro ${f.metro.station}.</p><div class="button-row"><a href="/abonnements" class="button-primary w-button">Voir les formules</a><a href="/contact#visite" class="button-secondary w-button">Visiter l'espace</a></div></div><img src="${cdn}/hero-open-space.jpg" loading="eager" alt="L'open space" class="hero-image"></div>`,
          ),
          section(
            'features',
            `<div class="w-layout-grid feature-grid"><div class="feature"><h3>Fibre 1 Gb/s</h3><p>Wi-Fi et prises partout, écrans en prêt à l'accueil.</p></div><div class="feature"><h3>Café &amp; thé à volonté</h3><p>Torréfié à Lyon, inclus dans toutes les formules, même le pass journée.</p></div><div class="feature"><h3>${f.booths} cabines téléphoniques</h3><p>Pour vos appels et visios, en accès libre sans réservation.</p></div><div class="feature"><h3>Une communauté</h3><p>Afterworks, petits-déj et ateliers chaque mois. <a href="/evenements">Voir l'agenda</a></p></div></div>`,
          ),
        ],
        ld,
      ),
      '/abonnements': doc('Abonnements & tarifs', '/abonnements', [
        section(
          'pricing',
          `${heading('Nos formules', 'Sans engagement de durée, à la journée ou au mois. Tous nos prix sont indiqués hors taxes (TVA 20 % en sus).')}${tabs([
            [
              'À la journée',
              card('Pass journée', f.dayPass, '/ jour', ['Un poste en open space', 'Café et thé à volonté', `Accès pendant les horaires d'accueil`]) +
                card('Demi-journée', f.halfDay, '/ 4 h', ['Le matin ou l’après-midi', 'Café et thé à volonté']) +
                card('Carnet 10 jours', carnet.price, '/ 10 jours', [
                  `Valable ${carnet.months} mois à partir du premier jour utilisé`,
                  'Jours non consécutifs, partageable entre collègues',
                  `Soit ${10 * Number(f.dayPass) - Number(carnet.price)} € d'économie par rapport à 10 pass journée`,
                  `Accès pendant les horaires d'accueil`,
                ]),
            ],
            [
              'Flex',
              card('Flex – poste nomade', f.flex, '/ mois', [
                "Un poste en open space, sans place attitrée",
                `Accès par badge du lundi au vendredi de ${h.flexOpen} à ${h.flexClose}`,
                `-${f.memberDiscount} % sur les salles de réunion`,
                `Casier en option : ${f.locker} € HT / mois`,
              ]),
            ],
            [
              'Poste fixe',
              card('Poste fixe', f.fixed, '/ mois', [
                'Votre bureau attitré avec caisson fermé à clé',
                'Accès 24h/24 et 7j/7 par badge',
                `${f.fixedRoomHours} heures de salle de réunion incluses par mois`,
                `${print.included} impressions incluses par mois`,
                `-${f.memberDiscount} % sur les salles au-delà`,
              ]),
            ],
            [
              'Bureau privatif',
              `<div id="bureaux" class="offices-table"><div class="offices-row offices-head"><div>Bureau fermé</div><div>Loyer mensuel</div></div><div class="offices-row"><div>2 personnes</div><div>${off.two} € HT</div></div><div class="offices-row"><div>3 personnes</div><div>${off.three} € HT</div></div><div class="offices-row"><div>4 personnes</div><div>${off.four} € HT</div></div><p class="offices-note">Meublé, accès 24h/24 et 7j/7, charges, ménage et fibre compris. Sans durée minimale : préavis de ${f.notice} jours pour partir. Plus grand ? <a href="/contact">Parlons-en</a>.</p></div>`,
            ],
          ])}`,
        ),
        section(
          'domiciliation',
          `<div class="split"><h2 class="heading-l">Domiciliation d'entreprise</h2><p>Installez le siège social de votre société au ${f.street} : ${f.domiciliation} € HT par mois, réception et scan du courrier compris. Offerte aux postes fixes et aux bureaux privatifs.</p></div>`,
        ),
      ]),
      '/salles-de-reunion': doc('Salles de réunion', '/salles-de-reunion', [
        section(
          'rooms',
          `${heading('Salles de réunion', 'Ouvertes à tous, membres ou non. Réservation en ligne ou à l’accueil, pendant les horaires d’ouverture.')}${dynList(
            [
              room(rooms.small, 'Vue sur les toits de la Presqu’île.', 'Écran 55", webcam grand-angle, tableau blanc.'),
              room(rooms.large, 'Notre plus grande salle, modulable en U ou en théâtre.', 'Vidéoprojecteur, système de visio, paperboard, eau et café servis.'),
            ],
            'rooms-list',
          )}<p class="note">Membres Flex, poste fixe et bureau privatif : -${f.memberDiscount} % sur tous les tarifs des salles.</p>`,
        ),
      ]),
      '/evenements': doc('Événements', '/evenements', [
        section(
          'events',
          `${heading('Agenda de la communauté', 'Gratuits pour les membres. Les non-membres sont les bienvenus sur inscription.')}<h2 class="heading-m">À venir</h2>${dynList(
            [
              event('Petit-déj des membres', f.breakfast.date, f.breakfast.time, 'Croissants et présentations : le rendez-vous du premier mardi du mois.', 'Membres'),
              event(aw.title, aw.date, aw.time, 'On fête la nouvelle année autour d’un verre. Ouvert aux non-membres, gratuit sur inscription.', 'Afterwork'),
              event(ws.title, ws.date, ws.time, `Un atelier pratique d'une heure animé par une experte-comptable. Gratuit pour les membres, ${ws.price} € pour les non-membres.`, 'Atelier'),
            ],
            'events-list',
          )}<h2 class="heading-m">Événements passés</h2>${dynList([], 'events-list')}`,
        ),
      ]),
      '/infos-pratiques': doc('Infos pratiques', '/infos-pratiques', [
        section(
          'access',
          `${heading('Infos pratiques', 'Horaires, accès et tout ce qu’il faut savoir avant de venir.')}<div class="w-layout-grid info-grid"><div class="info-block"><h3>Horaires d'accueil</h3><p>Du lundi au vendredi de ${h.open} à ${h.close}<br>Le samedi de ${h.satOpen} à ${h.satClose}<br>Fermé le dimanche et les jours fériés</p><p>Pass journée et carnet : accès pendant ces horaires. Flex : de ${h.flexOpen} à ${h.flexClose} en semaine. Poste fixe et bureau privatif : 24h/24.</p></div><div class="info-block"><h3>Venir</h3><p>${f.street}, ${f.postcode} Lyon<br>Métro ${f.metro.line}, station ${f.metro.station} (${f.metro.minutes} min à pied)<br>Station Vélo'v juste en face.</p></div></div>`,
        ),
        section(
          'faq',
          `<h2 class="heading-l">Questions fréquentes</h2>${faq([
            ['Vos prix sont-ils HT ou TTC ?', 'Tous nos tarifs sont HT. La TVA de 20 % s’ajoute sur la facture.'],
            ['Puis-je venir avec mon chien ?', `Oui, le ${f.dogDay} seulement : c'est notre jour « chiens bienvenus ». Les autres jours, l'espace reste sans animaux par égard pour les membres allergiques.`],
            ['Où garer mon vélo ?', `Un local vélo sécurisé de ${f.bikes} places est accessible par badge dans la cour.`],
            ['Y a-t-il une imprimante ?', `Oui, une imprimante-scanner en libre-service : ${print.bw} € HT la page en noir et blanc, ${print.color} € HT en couleur. Les postes fixes ont ${print.included} pages incluses par mois.`],
            ['Peut-on manger sur place ?', 'Oui, la cuisine partagée a deux micro-ondes, un frigo et une grande table. Café et thé sont offerts à tous.'],
            ['Faut-il réserver son pass journée ?', 'Ce n’est pas obligatoire, mais conseillé le mardi et le jeudi, nos jours les plus remplis.'],
            ['Comment résilier mon abonnement ?', `Flex et poste fixe se résilient à la fin du mois en cours. Pour un bureau privatif, le préavis est de ${f.notice} jours.`],
          ])}`,
        ),
      ]),
      '/a-propos': doc('À propos', '/a-propos', [
        section(
          'about',
          `${heading('Notre histoire', `${f.space} a été fondé par ${f.founder}, graphiste indépendant lassé de travailler seul dans son salon.`)}<div class="w-layout-grid team-grid"><div class="team-card"><img src="${cdn}/team-founder.jpg" loading="lazy" alt="${f.founder}"><h3>${f.founder}</h3><div class="team-role">Fondateur</div></div><div class="team-card"><img src="${cdn}/team-community.jpg" loading="lazy" alt="${cm.name}"><h3>${cm.name}</h3><div class="team-role">Community manager</div><p>${cm.first} vous accueille, organise les événements et fait les visites. Elle parle aussi ${cm.languages}.</p></div></div>`,
        ),
      ]),
      '/contact': doc('Contact', '/contact', [
        section(
          'contact',
          `${heading('Contact', 'Une question, une visite, un devis pour un bureau ? Écrivez-nous.')}<div class="contact-grid"><div><p>${f.street}<br>${f.postcode} Lyon</p><p><a href="tel:${tel(f.phone)}">${f.phone}</a><br><a href="mailto:${f.email}">${f.email}</a></p><p>Visites sur rendez-vous avec ${cm.first}, du lundi au vendredi. Votre première journée d'essai est offerte.</p></div><div id="visite" class="w-form"><form id="wf-form-Visite" name="wf-form-Visite" data-name="Visite" method="get" aria-label="Visite"><label for="name">Nom</label><input class="text-field w-input" maxlength="256" name="name" data-name="Name" type="text" id="name" required=""><label for="email">E-mail</label><input class="text-field w-input" maxlength="256" name="email" data-name="Email" type="email" id="email" required=""><label for="Formule">Formule</label><select id="Formule" name="Formule" data-name="Formule" class="select-field w-select"><option value="">Choisir…</option><option value="Pass">Pass journée / carnet</option><option value="Flex">Flex</option><option value="Fixe">Poste fixe</option><option value="Bureau">Bureau privatif</option></select><textarea placeholder="Votre message" maxlength="5000" id="message" name="message" class="textarea w-input"></textarea><input type="submit" data-wait="Envoi en cours…" class="button-primary w-button" value="Envoyer"></form><div class="w-form-done" tabindex="-1" role="region" aria-label="Visite success"><div>Merci ! ${cm.first} vous répond dans la journée.</div></div><div class="w-form-fail" tabindex="-1" role="region" aria-label="Visite failure"><div>Oups, une erreur s’est produite. Réessayez ou appelez-nous.</div></div></div></div>`,
        ),
      ]),
      '/mentions-legales': doc('Mentions légales', '/mentions-legales', [
        section(
          'legal',
          `<div class="rich-text w-richtext"><h1>Mentions légales</h1><p>Éditeur : ${f.space} SAS au capital de 10 000 €, ${f.street}, ${f.postcode} Lyon. RCS Lyon 912 384 557. Directeur de la publication : ${f.founder}.</p><p>Hébergement : Webflow, Inc., 398 11th Street, 2nd Floor, San Francisco, CA 94103, États-Unis.</p></div>`,
        ),
      ]),
    },
    questions: [
      ...[
        { kind: 'price', ask: 'Bonjour, je suis de passage à Lyon, c’est combien pour bosser chez vous une journée ?', expect: [f.dayPass] },
        { kind: 'price', ask: 'Le carnet de 10 jours coûte combien et il est valable combien de temps ?', expect: [carnet.price, `${carnet.months} mois`] },
        {
          kind: 'comparison',
          ask: 'Je viens environ deux jours par semaine. Le carnet de 10 me fait économiser combien par rapport à 10 pass journée ?',
          expect: [String(10 * Number(f.dayPass) - Number(carnet.price))],
        },
        { kind: 'price', ask: 'combien coute un poste fixe au mois ?', expect: [f.fixed] },
        { kind: 'hours', ask: 'Si je prends l’abonnement Flex, je peux arriver à partir de quelle heure le matin et rester jusqu’à quand ?', expect: [h.flexOpen, h.flexClose] },
        { kind: 'availability', ask: 'Avec un poste fixe, est-ce que je peux venir travailler le dimanche soir ?', expect: ['24h/24'] },
        { kind: 'price', ask: 'On est une petite équipe de 3, vous avez des bureaux fermés ? À quel prix ?', expect: [off.three] },
        { kind: 'policy', ask: 'Il y a un engagement minimum pour le bureau privatif ? Je veux pouvoir partir si ça ne marche pas', expect: [`${f.notice} jours`] },
        {
          kind: 'price',
          ask: 'Je dois organiser un atelier avec 12 personnes sur une demi-journée, vous avez une salle assez grande et c’est combien ?',
          expect: [rooms.large.name, rooms.large.half],
          reject: [`${rooms.small.half} €`],
        },
        {
          kind: 'follow-up',
          ask: 'Et si on la garde toute la journée, c’est combien ?',
          after: ['Je dois organiser un atelier avec 12 personnes sur une demi-journée, vous avez une salle assez grande et c’est combien ?'],
          expect: [rooms.large.day],
        },
        { kind: 'price', ask: "J'ai un rdv client à 4, il me faudrait la petite salle pendant 2 heures. C'est combien de l'heure ?", expect: [rooms.small.hour] },
        { kind: 'policy', ask: 'Je suis au poste fixe, est-ce que j’ai des heures de salle de réunion comprises dans mon abonnement ?', expect: [`${f.fixedRoomHours} heures`] },
        { kind: 'hours', ask: 'Vous êtes ouverts le samedi ? Jusqu’à quelle heure ?', expect: [h.satClose] },
        ...unanswerable('Le bâtiment est-il accessible en fauteuil roulant ?'),
        { kind: 'location', ask: 'Vous êtes où exactement ? C’est quelle station de métro la plus proche ?', expect: [f.metro.station] },
        { kind: 'person', ask: 'Qui s’occupe des visites ? J’aimerais venir voir l’espace avant de m’inscrire', expect: [cm.first] },
        { kind: 'policy', ask: 'Est-ce que je peux venir avec mon chien ? Il est super calme', expect: [f.dogDay] },
        ...unanswerable('Est-ce qu’il y a des douches ? Je viendrais en courant le matin'),
        { kind: 'amenity', ask: 'Je viens en vélo, il y a un endroit sécurisé pour le garer ?', expect: [f.bikes] },
        ...unanswerable('Vous avez un espace pour les enfants ou une garde pendant les vacances scolaires ?'),
        { kind: 'event', ask: 'C’est quand le prochain afterwork ?', expect: [aw.short] },
        { kind: 'event', ask: 'L’atelier pour les freelances, c’est quand et c’est payant si je ne suis pas membre ?', expect: [ws.short, ws.price] },
        ...unanswerable('Il y a une terrasse où on peut déjeuner dehors ?'),
        { kind: 'price', ask: 'Je crée ma SASU, vous faites la domiciliation d’entreprise ? à quel tarif ?', expect: [f.domiciliation] },
      ].map(french),
      { kind: 'price', ask: "Hi! I'm in Lyon for a conference next week and just need a desk for one day. How much is that?", expect: [f.dayPass] },
      { kind: 'amenity', ask: 'Do you have phone booths for calls? How many?', expect: [f.booths] },
      { kind: 'person', ask: "My French isn't great – is there someone at the front desk who speaks English?", expect: [cm.first] },
      ...unanswerable('Do you offer a discount for students?'),
      { kind: 'contact', ask: "What's the email address to book a tour?", expect: [f.email] },
      { kind: 'price', ask: 'How much is a private office for two people per month?', expect: [off.two] },
    ],
  };
}
