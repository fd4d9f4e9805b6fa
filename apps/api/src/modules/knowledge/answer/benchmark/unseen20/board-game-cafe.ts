/* eslint-disable max-lines -- a fixture site: every page of one business as one function of its facts, whose closures (Webflow element builders, the menu and fee collections) the pages share */
import type { BenchQuestion, BenchSite } from '../types';
import { unanswerable } from '../types';
import { jsonLd } from '../unseen/markup';
import { phoneLink, slugOf } from '../unseen2/markup';
import type facts from './board-game-cafe.facts.json';

/**
 * Unseen: a board game café (bar à jeux) in Lyon's 1st arrondissement, a Webflow site in French
 * (`lang="fr"`, the Webflow comment and `data-wf-*` attributes on the root, `w-mod-js`, webflow.js at
 * the end): a cookie banner made of plain divs, the `w-nav` navbar whose "Jouer" entry is a hover
 * `w-dropdown` (its links in the closed `w-dropdown-list`) and a `w-nav-button`, the table fee as
 * pricing cards in a `w-layout-grid` with the conditions in a `w-richtext`, the menu as a Tabs element
 * with named panes (`data-w-tab="Boissons"`…, only the first `w--tab-active`) each holding a CMS
 * collection list (`w-dyn-list` › `w-dyn-items` › `w-dyn-item`, empty descriptions bound as
 * `w-dyn-bind-empty`, a "Nouveau" badge hidden with `w-condition-invisible`), the games-library staff
 * and the new games as collection lists, the events as a collection list with dates split into day and
 * month divs, the practical questions as `w-dropdown` toggles, the opening hours as a grid, a Webflow
 * form with hidden success and failure messages, and a JSON-LD pasted as custom code (`w-embed`) on the
 * home page. A staff page at /espace-equipe, which robots.txt disallows (the footer links to it), holds
 * the floor staff's pay, the game distributor's account and the autumn's new fees that must never be
 * quoted.
 *
 * The facts the pages are written from, as written and mutated, are data in board-game-cafe.facts.json.
 * The table fee is per person, by the hour (`fees.hour`) or unlimited for the day (`fees.unlimited`);
 * under-12s pay `fees.kidsHour` / `fees.kidsUnlimited`, under `fees.freeUnder` play free; students play
 * unlimited at `fees.student` Tuesday to Thursday. Closed on Mondays except during the zone A school
 * holidays (`hours.holidayMon`); late nights on Friday and Saturday. Online booking up to `onlineMax`
 * people, larger groups by e-mail; a booked table is held `hold` minutes. The private room (`room.*`,
 * down a staircase, the main room being step-free) is hired by the hour with a deposit; children's
 * birthdays from `birthday.age` years, at least `birthday.min` children. The game explainers
 * ("ludothécaires") are there from `ludo.from` on weekdays and all day at weekends. Today is early
 * February 2033.
 */
export type BoardGameCafeFacts = typeof facts.original;

/** A menu line as a CMS item: its name, an optional description and the price as the owners type it. */
type Dish = [name: string, price: string, description?: string, isNew?: boolean];

export function boardGameCafe(f: BoardGameCafeFacts): BenchSite {
  const { fees: fe, hours: hr, room, birthday: bd, drinks: dr, crepes: cr, boards: bo, events: ev, ludo, internal: ix } = f;
  const span = (pair: string[]) => `${pair[0] ?? ''} – ${pair[1] ?? ''}`;
  const site = `https://www.${f.domain}.example`;
  const tel = phoneLink('33');

  /** Webflow's hex ids, from a small linear generator so every render is the same. */
  let state = 0x2f6b1d;
  const wfId = (digits = 24) => {
    let hex = '';
    for (; hex.length < digits;) {
      state = (state * 1103515245 + 12345) % 2147483648;
      hex += state.toString(16).padStart(8, '0').slice(-6);
    }
    return hex.slice(0, digits);
  };
  const siteId = wfId();
  const assets = `https://cdn.prod.website-files.example/${siteId}`;

  /** One element: its tag, its classes, what is inside and any further attributes, written out as they are. */
  const el = (name: string, classes: string, inner = '', more = '') => `<${name}${classes ? ` class="${classes}"` : ''}${more}>${inner}</${name}>`;
  const box = (classes: string, ...inner: string[]) => el('div', classes, inner.join(''));
  const wrap = (classes: string, ...inner: string[]) => el('section', `section ${classes}`, box('container w-container', ...inner));
  const rich = (html: string) => box('rich-text w-richtext', html);
  /** The header section every inner page opens with: its h1, then whatever follows it. */
  const pageHeader = (title: string, ...rest: string[]) => wrap('page-header', el('h1', 'heading-1', title), ...rest);
  const cta = (href: string, label: string, variant = 'button-primary') => el('a', `${variant} w-button`, label, ` href="${href}"`);
  const photo = (file: string, alt: string, classes = 'image') =>
    `<img src="${assets}/${wfId()}_${file}.avif" loading="lazy" alt="${alt}" sizes="(max-width: 479px) 92vw, (max-width: 991px) 90vw, 45vw" srcset="${assets}/${wfId()}_${file}-p-800.avif 800w, ${assets}/${wfId()}_${file}.avif 1600w" class="${classes}"/>`;
  const layoutGrid = (classes: string, cells: string[]) =>
    box(`${classes} w-layout-grid`, ...cells.map((cell) => el('div', `${classes}-cell`, cell, ` id="w-node-_${wfId(8)}-${wfId(8)}"`)));
  /** A CMS collection list: the wrapper, the list, one `w-dyn-item` per entry. */
  const collection = (classes: string, items: string[]) =>
    box(
      `${classes}-wrapper w-dyn-list`,
      el('div', `${classes}-list w-dyn-items`, items.map((item) => el('div', `${classes}-item w-dyn-item`, item, ' role="listitem"')).join(''), ' role="list"'),
    );
  const dish = ([name, price, description = '', isNew = false]: Dish) =>
    box('dish-head', el('h3', 'dish-name', name), box(`badge-new${isNew ? '' : ' w-condition-invisible'}`, 'Nouveau'), box('dish-price', price)) +
    el('p', `dish-description${description ? '' : ' w-dyn-bind-empty'}`, description);

  let tabGroup = 0;
  /** The Tabs element with named panes; Webflow shows the first pane and hides the others until clicked. */
  const namedTabs = (panes: [string, string][]) => {
    const g = tabGroup++;
    const first = panes[0]?.[0] ?? '';
    const menu = panes
      .map(
        ([label], i) =>
          `<a data-w-tab="${label}" class="carte-tab w-inline-block w-tab-link${i ? '' : ' w--current'}" id="w-tabs-${g}-data-w-tab-${i}" href="#w-tabs-${g}-data-w-pane-${i}" role="tab" aria-controls="w-tabs-${g}-data-w-pane-${i}" aria-selected="${i === 0}"${i ? ' tabindex="-1"' : ''}><div>${label}</div></a>`,
      )
      .join('');
    const content = panes
      .map(
        ([label, html], i) =>
          `<div data-w-tab="${label}" class="w-tab-pane${i ? '' : ' w--tab-active'}" id="w-tabs-${g}-data-w-pane-${i}" role="tabpanel" aria-labelledby="w-tabs-${g}-data-w-tab-${i}">${html}</div>`,
      )
      .join('');
    return `<div data-current="${first}" data-easing="ease" data-duration-in="300" data-duration-out="100" class="carte-tabs w-tabs"><div class="carte-tabs-menu w-tab-menu" role="tablist">${menu}</div><div class="carte-tabs-content w-tab-content">${content}</div></div>`;
  };
  let dropdowns = 0;
  /** A dropdown: the toggle, then the list Webflow keeps closed (`w-dropdown-list`) until it opens. */
  const dropdown = (kind: string, hover: boolean, label: string, list: string) => {
    const k = dropdowns++;
    const toggle = `<div class="${kind}-toggle w-dropdown-toggle" id="w-dropdown-toggle-${k}" aria-controls="w-dropdown-list-${k}" aria-haspopup="menu" aria-expanded="false" role="button" tabindex="0"><div class="w-icon-dropdown-toggle" aria-hidden="true"></div><div class="${kind}-label">${label}</div></div>`;
    return `<div data-hover="${hover}" data-delay="${hover ? 150 : 0}" data-w-id="${wfId(8)}-${wfId(4)}-${wfId(4)}" class="${kind} w-dropdown">${toggle}<nav class="${kind}-list w-dropdown-list" id="w-dropdown-list-${k}" aria-labelledby="w-dropdown-toggle-${k}">${list}</nav></div>`;
  };

  const playLinks = Object.entries({ '/tarifs': 'Tarifs du droit de jeu', '/ludotheque': 'La ludothèque', '/agenda': 'Soirées &amp; tournois' });
  const topLinks = Object.entries({ '/carte': 'La carte', '/privatiser': 'Anniversaires &amp; privatisation', '/infos-pratiques': 'Infos pratiques' });
  const isHere = (href: string, path: string) => (href === path ? ' w--current' : '');
  const navbar = (path: string) =>
    `<div data-collapse="medium" data-animation="default" data-duration="400" data-easing="ease" data-easing2="ease" role="banner" class="navbar w-nav"><div class="navbar-container w-container"><a href="/" aria-current="${path === '/' ? 'page' : 'false'}" class="navbar-brand w-nav-brand${isHere('/', path)}">${photo(`logo-${f.domain}`, f.brand, 'logo')}</a><nav role="navigation" class="navbar-menu w-nav-menu">${dropdown(
      'nav-dropdown',
      true,
      'Jouer',
      playLinks.map(([href, label]) => el('a', `nav-dropdown-link w-dropdown-link${isHere(href, path)}`, label, ` href="${href}" tabindex="0"`)).join(''),
    )}${topLinks.map(([href, label]) => el('a', `nav-link w-nav-link${isHere(href, path)}`, label, ` href="${href}"`)).join('')}${cta('/infos-pratiques#reserver', 'Réserver une table', 'button-nav')}</nav><div class="menu-button w-nav-button" aria-label="menu" role="button" tabindex="0" aria-controls="w-nav-overlay-0" aria-haspopup="menu" aria-expanded="false"><div class="w-icon-nav-menu"></div></div></div><div class="w-nav-overlay" data-wf-ignore="" id="w-nav-overlay-0"></div></div>`;

  const hoursRows: [string, string][] = [
    ['Lundi', `Fermé (vacances scolaires zone A : ${span(hr.holidayMon)})`],
    ['Mardi – jeudi', span(hr.week)],
    ['Vendredi', `${span(hr.fri)} · nocturne`],
    ['Samedi', `${span(hr.sat)} · nocturne`],
    ['Dimanche', span(hr.sun)],
  ];
  const hoursGrid = layoutGrid(
    'hours-grid',
    hoursRows.flatMap(([day, time]) => [box('hours-day', day), box('hours-time', time)]),
  );
  const footer = el(
    'footer',
    'footer',
    box(
      'container w-container',
      layoutGrid('footer-grid', [
        `${box('footer-brand', f.brand)}<p class="footer-text">${f.street}<br/>${f.postcode} Lyon</p><a href="tel:${tel(f.phone)}" class="footer-link">${f.phone}</a><a href="mailto:${f.email}" class="footer-link">${f.email}</a>`,
        `${box('footer-heading', 'Horaires')}<p class="footer-text">${hoursRows.map(([day, time]) => `${day} : ${time}`).join('<br/>')}</p>`,
        `${box('footer-heading', 'Suivre la partie')}<a href="https://www.instagram.example/${f.instagram}/" class="footer-link">Instagram</a><a href="/mentions-legales" class="footer-link">Mentions légales</a><a href="/espace-equipe" class="footer-link">Espace équipe</a>`,
      ]),
      box('footer-legal', `© 2033 ${f.legal} · L’abus d’alcool est dangereux pour la santé, à consommer avec modération.`),
    ),
  );
  const cookieBar = `<div class="cookie-banner"><div class="cookie-text">On utilise quelques cookies pour mesurer l’audience et afficher la carte Google Maps. Promis, aucun pour vous espionner entre deux parties.</div><div class="cookie-buttons"><a href="#" class="cookie-button is-ghost w-button">Refuser</a><a href="#" class="cookie-button w-button">Accepter</a></div></div>`;

  const page = (path: string, name: string, description: string, main: string, robots = '') => {
    const title = path === '/' ? name : `${name} · ${f.brand}`;
    return `<!DOCTYPE html><!--  This site was created in Webflow. https://webflow.com  --><!--  Last Published: Thu Jan 27 2033 17:05:31 GMT+0000 (Coordinated Universal Time)  --><html data-wf-domain="www.${f.domain}.example" data-wf-page="${wfId()}" data-wf-site="${siteId}" lang="fr"><head><meta charset="utf-8"/><title>${title}</title><meta content="${description}" name="description"/><meta content="${title}" property="og:title"/><meta content="${description}" property="og:description"/><meta content="${title}" property="twitter:title"/><meta property="og:type" content="website"/><meta content="summary_large_image" name="twitter:card"/><meta content="width=device-width, initial-scale=1" name="viewport"/>${robots}<meta content="Webflow" name="generator"/><link href="${assets}/css/${f.domain}.webflow.shared.${wfId(9)}.min.css" rel="stylesheet" type="text/css"/><script type="text/javascript">!function(o,c){var n=c.documentElement,t=" w-mod-";n.className+=t+"js",("ontouchstart"in o||o.DocumentTouch&&c instanceof DocumentTouch)&&(n.className+=t+"touch")}(window,document);</script><link href="${assets}/${wfId()}_favicon.png" rel="shortcut icon" type="image/x-icon"/><link href="${assets}/${wfId()}_webclip.png" rel="apple-touch-icon"/></head><body class="body">${cookieBar}${navbar(path)}<main class="page-wrapper">${main}</main>${footer}<script src="https://d3e54v103j8qbb.cloudfront.example/js/jquery-3.5.1.min.dc5e7f18c8.js?site=${siteId}" type="text/javascript" crossorigin="anonymous"></script><script src="${assets}/js/webflow.${wfId(16)}.js" type="text/javascript"></script></body></html>`;
  };

  const drinks: Dish[] = [
    ['Café (expresso)', `${dr.coffee} €`],
    ['Thé ou infusion', `${dr.tea} €`, 'Thés en vrac de la maison Cha Yuan'],
    ['Chocolat chaud maison', `${dr.cocoa} €`, 'Avec ou sans chantilly'],
    ['Sirop à l’eau', `${dr.syrup} €`, 'Grenadine, menthe, pêche, fraise…'],
    ['Limonade artisanale', `${dr.lemonade} €`, 'Brassée à Villeurbanne', true],
    ['Bière pression IPA – demi (25 cl)', `${dr.half} €`],
    ['Bière pression IPA – pinte (50 cl)', `${dr.pint} €`, 'Brasserie de la Croix-Rousse'],
  ];
  const crepes: Dish[] = [
    ['Crêpe beurre-sucre', `${cr.sugar} €`],
    ['Crêpe caramel beurre salé', `${cr.caramel} €`, 'Caramel maison'],
    ['Crêpe Nutella-banane', `${cr.nutella} €`],
    ['Galette complète', `${cr.galette} €`, 'Jambon, emmental, œuf miroir'],
    ['Formule goûter', `${cr.gouter} €`, 'Une crêpe sucrée et une boisson chaude ou un sirop, jusqu’à 18h'],
  ];
  const boards: Dish[] = [
    ['Planche charcuterie', `${bo.charcuterie} €`, 'Rosette de Lyon, jambon cru, terrine, cornichons'],
    ['Planche végétarienne', `${bo.veggie} €`, 'Houmous, légumes grillés, saint-marcellin, olives', true],
    ['Planche mixte (à partager à 3-4)', `${bo.mixed} €`, 'Charcuterie, trois fromages, pain de la boulangerie voisine'],
  ];
  const events: [string, string, string, string][] = [
    [
      'Tous les',
      `${ev.werewolfDay}s`,
      'Soirée Loup-Garou',
      `À partir de ${ev.werewolfTime}, animée par nos ludothécaires. Droit de jeu habituel, pas d’inscription.`,
    ],
    [
      ev.tournamentDate.split(' ')[1] ?? '',
      ev.tournamentDate.split(' ')[2] ?? '',
      `Tournoi ${ev.tournamentGame}`,
      `Le ${ev.tournamentDate} à 14h. Inscription ${ev.tournamentFee} € (droit de jeu compris), 32 places, lots à gagner.`,
    ],
    [
      '1er',
      'vendredi du mois',
      'Soirée jeux de rôle découverte',
      'Tables de 5 joueurs avec un MJ bénévole, sur inscription par e-mail. Droit de jeu habituel.',
    ],
  ];
  const faq: [string, string][] = [
    [
      'Faut-il réserver ?',
      `Ce n’est pas obligatoire, mais c’est conseillé le vendredi et le samedi soir. En ligne jusqu’à ${f.onlineMax} personnes ; pour un groupe plus grand, écrivez-nous à ${f.email}. Nous gardons la table ${f.hold} minutes après l’heure réservée.`,
    ],
    [
      'Le bar est-il accessible en fauteuil roulant ?',
      `Oui : la grande salle est de plain-pied et les toilettes sont adaptées. La salle privée ${room.name}, au sous-sol, n’est accessible que par un escalier.`,
    ],
    [
      'Je ne connais aucun jeu, c’est grave ?',
      `Pas du tout ! Nos ludothécaires vous conseillent et vous expliquent les règles à table, en semaine à partir de ${ludo.from} et toute la journée le week-end.`,
    ],
    ['Peut-on venir seulement boire un verre ?', 'Oui, au bar. Dès que vous sortez une boîte, le droit de jeu s’applique.'],
    ['Comment payer ?', 'Carte bancaire, espèces et titres-restaurant (pour la nourriture uniquement). Le droit de jeu se règle en partant.'],
  ];

  type Entry = [ask: string, expect: string[], kind: string, more?: Partial<BenchQuestion>];
  const inLang = (language: string | undefined) => (entries: Entry[]) =>
    entries.map(([ask, expect, kind, more]): BenchQuestion => ({ kind, ask, expect, ...more, ...(language && { language }) }));
  const compareAsk =
    'Bonsoir ! On sera 4 adultes samedi après-midi et on pense rester 3 heures environ. C’est plus avantageux de payer à l’heure ou de prendre l’illimité ?';
  const birthdayAsk = 'Bonjour, mon fils fête ses 9 ans en avril et ils seraient une dizaine d’enfants. Vous organisez des anniversaires ? Ça coûte combien ?';
  const questions: BenchQuestion[] = [
    ...inLang('fr')([
      [compareAsk, [fe.hour, fe.unlimited], 'comparison', { reject: [ix.hour, ix.unlimited] }],
      [
        'Et si on arrive avec un peu de retard sur la résa, vous gardez la table combien de temps ?',
        [`${f.hold} minutes`],
        'follow-up',
        { after: [compareAsk] },
      ],
      [birthdayAsk, [bd.price], 'price'],
      ['Il faut un nombre minimum d’enfants ?', [bd.min], 'follow-up', { after: [birthdayAsk] }],
      ['Vous avez combien de jeux ? On est plutôt joueurs, on a déjà fait le tour de pas mal de classiques 😅', [f.games], 'other'],
      ['Vous fermez à quelle heure le vendredi soir ? On sort du boulot assez tard.', [hr.fri[1] ?? ''], 'hours'],
      ['C’est ouvert le lundi ? On est en vacances scolaires la semaine prochaine avec les enfants.', [hr.holidayMon[0] ?? ''], 'hours'],
      ['Nous sommes 16 collègues et on cherche un endroit pour un afterwork jeux en juin. On peut privatiser une salle ? À quel tarif ?', [room.hour], 'price'],
      ['Mon père est en fauteuil roulant. Est-ce que c’est accessible chez vous ? Et la salle privée en bas ?', ['escalier'], 'policy'],
      ['c combien la crêpe caramel beurre salé ??', [cr.caramel], 'price'],
      ['Je suis étudiante, vous avez un tarif réduit ? Je viendrais plutôt un mardi.', [fe.student], 'price'],
    ]),
    ...inLang(undefined)([
      [
        "Hi! We're visiting Lyon with our two kids (5 and 10). How much do kids pay to play? We'd probably stay the whole afternoon.",
        [fe.kidsUnlimited],
        'price',
      ],
      ['My friends and I only know Monopoly 😂 Is there someone who can explain the rules to us? When are they around?', [ludo.from], 'team'],
      ["What's the closest metro station to you?", [f.metro], 'location'],
      ['Do you serve beer? How much is a pint?', [dr.pint], 'price'],
      ["I'd like to book a table for 10 people next Friday evening. Can I do that online?", [f.email], 'policy'],
    ]),
    ...inLang('de')([['Was kostet bei euch die Wurstplatte? Und gibt es auch eine vegetarische Platte?', [bo.charcuterie, bo.veggie], 'price']]),
    ...inLang('es')([['Hola, ¿cuánto cuesta la galette completa?', [cr.galette], 'price']]),
    ...inLang('it')([['Ciao! Avete in programma un torneo? Quando, a che gioco e quanto costa l’iscrizione?', [ev.tournamentGame, ev.tournamentFee], 'date']]),
    ...inLang('pt')([['Olá, a que horas abrem e fecham ao domingo?', [hr.sun[0] ?? '', hr.sun[1] ?? ''], 'hours']]),
    ...inLang('nl')([['Hoeveel aanbetaling moeten we doen als we de aparte zaal reserveren?', [room.deposit], 'payment']]),
    ...inLang('ar')([['ما هو رقم هاتف المقهى؟ أريد أن أحجز طاولة.', [f.phone], 'contact']]),
    ...inLang('he')([['כמה עולה כוס קפה אצלכם?', [dr.coffee], 'price']]),
    ...inLang('ja')([['貸切の部屋は最大何人まで入れますか？', [room.capacity], 'other']]),
    ...inLang('zh-Hans')([['你们的自制热巧克力多少钱一杯？', [dr.cocoa], 'price']]),
    ...unanswerable('Vous recrutez pour la rentrée ? C’est payé combien de l’heure en salle ?').map((q) => ({ ...q, language: 'fr', reject: [ix.pay] })),
    ...unanswerable('Est-ce que les chiens sont acceptés ? Le nôtre est très calme.').map((q) => ({ ...q, language: 'fr' })),
    ...unanswerable("Are you raising your prices in the autumn? We're planning a big group visit in October.").map((q) => ({
      ...q,
      reject: [ix.hour, ix.unlimited],
    })),
    ...unanswerable('¿Tenéis wifi gratis para los clientes?').map((q) => ({ ...q, language: 'es' })),
    ...unanswerable('Da quale distributore comprate i giochi? Vendete anche giochi nuovi?').map((q) => ({
      ...q,
      language: 'it',
      reject: [ix.distributor, ix.code],
    })),
  ];

  const business = box(
    'w-embed w-script',
    jsonLd({
      '@context': 'https://schema.org',
      '@type': 'CafeOrCoffeeShop',
      name: f.brand,
      url: site,
      telephone: tel(f.phone),
      address: { '@type': 'PostalAddress', streetAddress: f.street, postalCode: f.postcode, addressLocality: 'Lyon', addressCountry: 'FR' },
      servesCuisine: ['Crêpes', 'Planches'],
      priceRange: '€',
    }),
  );
  const feeCard = (title: string, amount: string, unit: string, note: string) =>
    box(
      'fee-card',
      el('h3', 'fee-title', title),
      box('fee-price', `${box('fee-amount', amount)}${box('fee-currency', '€')}`),
      box('fee-unit', unit),
      el('p', 'fee-note', note),
    );

  const pages: Record<string, string> = {
    '/': page(
      '/',
      `${f.brand} · Bar à jeux de société à Lyon`,
      `Bar à jeux dans le 1er arrondissement de Lyon : ${f.games} jeux, crêpes, planches et ludothécaires pour vous expliquer les règles.`,
      wrap(
        'hero',
        layoutGrid('hero-grid', [
          `${el('h1', 'hero-title', 'Plus de jeux que de soirées dans l’année')}<p class="hero-lead">${f.games} jeux de société, des crêpes, des planches et une équipe qui connaît les règles par cœur. Entre les Terreaux et la Saône, à deux pas du métro ${f.metro}.</p>${cta('/tarifs', 'Voir les tarifs')}`,
          photo('table-jeux', `Une table de joueurs chez ${f.brand}`, 'hero-image'),
        ]),
      ) +
        wrap(
          'how',
          el('h2', 'heading-2', 'Comment ça marche ?'),
          layoutGrid('steps-grid', [
            `${box('step-number', '1')}${el('h3', 'step-title', 'Installez-vous')}<p>Prenez une table, en réservant ou en passant à l’improviste.</p>`,
            `${box('step-number', '2')}${el('h3', 'step-title', 'Choisissez un jeu')}<p>Ou demandez conseil : nos ludothécaires ${ludo.names.join(' et ')} adorent trouver LE jeu qui vous fera vibrer.</p>`,
            `${box('step-number', '3')}${el('h3', 'step-title', 'Jouez !')}<p>Le droit de jeu est de ${fe.hour} € de l’heure par personne, ou ${fe.unlimited} € en illimité.</p>`,
          ]),
        ) +
        wrap('home-hours', el('h2', 'heading-2', 'Horaires'), hoursGrid) +
        business,
    ),
    '/tarifs': page(
      '/tarifs',
      'Tarifs du droit de jeu',
      'Le droit de jeu à l’heure ou en illimité, tarifs enfants et étudiants.',
      pageHeader(
        'Le droit de jeu',
        el(
          'p',
          'lead',
          'Le droit de jeu donne accès à toute la ludothèque et aux conseils de l’équipe. Il est payé par personne ; les consommations sont en plus.',
        ),
      ) +
        wrap(
          'fees',
          layoutGrid('fees-grid', [
            feeCard('À l’heure', fe.hour, 'par personne et par heure', 'Toute heure commencée est due.'),
            feeCard('Illimité', fe.unlimited, 'par personne, toute la journée', 'Vous pouvez sortir et revenir dans la journée.'),
            feeCard(
              'Enfants (moins de 12 ans)',
              fe.kidsHour,
              'par heure',
              `Ou ${fe.kidsUnlimited} € en illimité. Gratuit pour les moins de ${fe.freeUnder} ans.`,
            ),
            feeCard('Étudiants', fe.student, 'illimité', 'Du mardi au jeudi, sur présentation de la carte étudiante.'),
          ]),
          rich(
            `<h3>Bon à savoir</h3><ul role="list"><li>Les jeux ne sortent pas de la boutique, mais nous vendons des cartes cadeaux.</li><li>Carte de fidélité : le 10e droit de jeu illimité est offert.</li><li>Groupes de plus de ${f.onlineMax} personnes : réservation par e-mail uniquement.</li></ul>`,
          ),
        ),
    ),
    '/carte': page(
      '/carte',
      'La carte',
      'Boissons, crêpes, galettes et planches à partager entre deux parties.',
      pageHeader('La carte', el('p', 'lead', `Tout est fait sur place, avec des produits du coin. Cuisine ouverte jusqu’à ${f.kitchenClose}.`)) +
        wrap(
          'carte',
          namedTabs([
            ['Boissons', collection('dish', drinks.map(dish))],
            ['Crêpes &amp; galettes', collection('dish', crepes.map(dish))],
            ['Planches', collection('dish', boards.map(dish))],
          ]),
        ),
    ),
    '/ludotheque': page(
      '/ludotheque',
      'La ludothèque',
      `${f.games} jeux de société, des classiques aux nouveautés, et des ludothécaires pour tout expliquer.`,
      pageHeader(
        'La ludothèque',
        rich(
          `<p>Plus de <strong>${f.games} jeux</strong> rangés par envie : jeux d’ambiance, coopératifs, experts, enfants dès 3 ans, jeux à deux. Les nouveautés arrivent chaque mois.</p>`,
        ),
      ) +
        wrap(
          'team',
          el('h2', 'heading-2', 'Nos ludothécaires'),
          collection(
            'staff',
            ludo.names.map(
              (name) =>
                `${photo(slugOf(name).replace(/^-|-$/g, ''), name, 'staff-photo')}${el('h3', 'staff-name', name)}<p class="staff-bio">Ludothécaire : explique les règles à votre table.</p>`,
            ),
          ),
          rich(`<p>Ils sont là en semaine à partir de ${ludo.from} et toute la journée le samedi et le dimanche.</p>`),
        ) +
        wrap(
          'new-games',
          el('h2', 'heading-2', 'Arrivés ce mois-ci'),
          collection(
            'game',
            [
              ['Sky Team', '2 joueurs · 15 min'],
              ['Harmonies', '1-4 joueurs · 30 min'],
              ['Les Aventuriers du Rail Legacy', '2-5 joueurs · campagne'],
            ].map(([name, meta]) => `${el('h3', 'game-name', name ?? '')}${box('game-meta', meta ?? '')}`),
          ),
        ),
    ),
    '/agenda': page(
      '/agenda',
      'Soirées et tournois',
      `Loup-garou, tournois et soirées jeux de rôle chez ${f.brand}.`,
      pageHeader(
        'Soirées &amp; tournois',
        collection(
          'event',
          events.map(
            ([day, month, name, text]) =>
              `${box('event-date', box('event-day', day) + box('event-month', month))}${box('event-body', el('h3', 'event-name', name) + el('p', 'event-text', text))}`,
          ),
        ),
      ),
    ),
    '/privatiser': page(
      '/privatiser',
      'Anniversaires et privatisation',
      'Privatisez notre salle pour un anniversaire, un afterwork ou un EVJF.',
      pageHeader(
        'Anniversaires &amp; privatisation',
        layoutGrid('offer-grid', [
          `${el('h2', 'heading-3', `La salle ${room.name}`)}${rich(
            `<p>Notre cave voûtée au sous-sol, rien que pour vous : jusqu’à ${room.capacity} personnes, ${room.hour} € de l’heure (minimum ${room.minHours} heures), droit de jeu compris. Un acompte de ${room.deposit} € confirme la réservation ; il est déduit de la note.</p><p>Idéal pour un afterwork, un EVJF ou une soirée entre amis.</p>`,
          )}`,
          `${el('h2', 'heading-3', 'Anniversaire enfant')}${rich(
            `<p><strong>${bd.price} € par enfant</strong> : deux heures de jeux animées par un ludothécaire, une crêpe et un sirop. À partir de ${bd.age} ans, ${bd.min} enfants minimum, ${bd.days}.</p>`,
          )}`,
        ]),
        `<div class="form-block w-form"><form id="wf-form-Privatisation" name="wf-form-Privatisation" data-name="Privatisation" method="get" class="form" data-wf-page-id="${wfId()}" data-wf-element-id="${wfId(8)}-${wfId(4)}"><label for="Nom">Nom</label><input class="input w-input" maxlength="256" name="Nom" data-name="Nom" type="text" id="Nom" required=""/><label for="Email">E-mail</label><input class="input w-input" maxlength="256" name="Email" data-name="Email" type="email" id="Email" required=""/><label for="Type">Type d’événement</label><select id="Type" name="Type" data-name="Type" class="input w-select"><option value="Anniversaire enfant">Anniversaire enfant</option><option value="Privatisation">Privatisation de la salle</option></select><label for="Date">Date souhaitée</label><input class="input w-input" maxlength="256" name="Date" data-name="Date" type="text" id="Date"/><input type="submit" data-wait="Un instant…" class="button-primary w-button" value="Envoyer la demande"/></form><div class="w-form-done" tabindex="-1" role="region" aria-label="Privatisation success"><div>Merci ! On revient vers vous sous 48 h.</div></div><div class="w-form-fail" tabindex="-1" role="region" aria-label="Privatisation failure"><div>Oups, ça n’est pas parti. Appelez-nous au ${f.phone}.</div></div></div>`,
      ),
    ),
    '/infos-pratiques': page(
      '/infos-pratiques',
      'Infos pratiques',
      'Horaires, réservation, accès, accessibilité et questions fréquentes.',
      pageHeader(
        'Infos pratiques',
        layoutGrid('info-grid', [
          `${el('h2', 'heading-3', 'Horaires')}${hoursGrid}`,
          `${el('h2', 'heading-3', 'Nous trouver')}<p>${f.street}, ${f.postcode} Lyon<br/>Métro ${f.metro} (lignes ${f.metroLines})</p><p>Téléphone : <a href="tel:${tel(f.phone)}">${f.phone}</a><br/>E-mail : <a href="mailto:${f.email}">${f.email}</a></p>`,
        ]),
      ) +
        wrap(
          'faq',
          el('h2', 'heading-2', 'Questions fréquentes'),
          box('faq-list', ...faq.map(([q, a]) => dropdown('faq-item', false, q, rich(`<p>${a}</p>`)))),
        ) +
        wrap(
          'booking',
          el('h2', 'heading-2', 'Réserver une table', ' id="reserver"'),
          box(
            'w-embed w-iframe',
            `<iframe src="https://widget.zenchef.example/?rid=${wfId(6)}&lang=fr" title="Réservation" width="100%" height="620" frameborder="0" loading="lazy"></iframe>`,
          ),
        ) +
        wrap(
          'about',
          el('h2', 'heading-2', 'Qui sommes-nous ?'),
          rich(`<p>${f.brand} a été ouvert en ${f.since} par ${f.founders}, deux amis qui en avaient assez de jouer sur une table de cuisine trop petite.</p>`),
        ),
    ),
    '/mentions-legales': page(
      '/mentions-legales',
      'Mentions légales',
      'Mentions légales.',
      wrap(
        'legal',
        el('h1', 'heading-1', 'Mentions légales'),
        rich(`<p>${f.legal}, ${f.street}, ${f.postcode} Lyon. SIRET ${f.siret}. Site hébergé par Webflow, Inc., San Francisco, États-Unis.</p>`),
      ),
    ),
    '/espace-equipe': page(
      '/espace-equipe',
      'Espace équipe',
      'Réservé à l’équipe.',
      wrap(
        'internal',
        el('h1', 'heading-1', 'Espace équipe – ne pas diffuser'),
        rich(
          `<ul role="list"><li>Serveurs et ludothécaires : ${ix.pay} € brut de l’heure.</li><li>Commandes de jeux : ${ix.distributor}, compte ${ix.code}.</li><li>Nouveaux tarifs au ${ix.effective} : ${ix.hour} € de l’heure, ${ix.unlimited} € en illimité (pas encore annoncés).</li></ul>`,
        ),
      ),
      '<meta content="noindex, nofollow" name="robots"/>',
    ),
  };
  return { name: 'board game café (fr-FR)', questions, disallow: ['/espace-equipe'], pages };
}
