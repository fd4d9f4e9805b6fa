/* eslint-disable max-lines -- a fixture site: every page of one business as one function of its facts, whose closures (Webflow markup helpers, price lists) the pages share */
import type { BenchQuestion, BenchSite } from '../types';
import { unanswerable } from '../types';
import { jsonLd } from '../unseen/markup';
import { askedIn, phoneLink, slugOf } from '../unseen2/markup';
import type facts from './tailor-atelier.facts.json';

/**
 * Unseen: a tailoring and clothing-alterations atelier on Lyon's Presqu'île, a Webflow site in French
 * (`lang="fr"`, `data-wf-page` / `data-wf-site` on the root, the "Last Published" comment, the
 * `w-mod-js` snippet, jQuery and webflow.js at the end): a Finsweet Consent banner (`fs-consent-element`
 * attributes), a summer-closure announcement bar, the `w-nav` navbar with a "Prestations" `w-dropdown`
 * and the `w-nav-button` hamburger, the alteration prices as a Tabs element whose panes keep Webflow's
 * default names (`data-w-tab="Tab 1"`…, only the first `w-tab-pane` `w--tab-active`, the others
 * hidden), each pane a CMS collection list (`w-dyn-list` › `w-dyn-items` › `w-dyn-item`) with the price
 * split into an amount div and a currency div, a conditional "à partir de" left in the markup as
 * `w-condition-invisible` where the price is fixed and empty notes bound as `w-dyn-bind-empty`; delays,
 * express and wedding-dress terms as rich text (`w-richtext`), the made-to-measure steps in a
 * `w-layout-grid`, the team as a collection list, the FAQ as an accordion of `w-dropdown` toggles (the
 * answers in the closed `w-dropdown-list`), the opening hours with a lunch break as a grid, a map
 * widget, a Webflow form with its hidden success and failure messages, and a LocalBusiness JSON-LD
 * pasted as custom code into the head of the home and contact pages. An internal page under
 * /espace-atelier, which robots.txt disallows (the footer links to it), holds the seamstresses' pay,
 * the haberdasher's account code and next year's prices that must never be quoted.
 *
 * The facts the pages are written from, as written and mutated, are data in tailor-atelier.facts.json.
 * Alterations take `delays.standard` working days, leather and suede `delays.leather` weeks; express in
 * 48 h costs `express.pct` % more, a hem the same day (left before `express.sameDayBy`, ready at
 * `express.ready`) `express.sameDay` € more a piece. Pinning is free and needs no appointment; wedding
 * dresses by appointment, at least `delays.wedding` weeks before the wedding. A suit takes
 * `suits.weeks` weeks and `suits.fittings` fittings, `suits.deposit` % paid on ordering; shirts from
 * `suits.shirtMin` at the first order. Open Tuesday to Saturday, closed for lunch on weekdays, closed in
 * summer from `summer.from` to `summer.to` (last drop-off `summer.lastDrop`). Clothes not collected
 * within `retention` days go to a charity. Today is early May 2030.
 */
export type TailorAtelierFacts = typeof facts.original;

/** A question the site can answer: its kind, as a visitor types it, what the answer must contain. */
const said = (kind: string, ask: string, expect: string[], more: Partial<BenchQuestion> = {}): BenchQuestion => ({ kind, ask, expect, ...more });

type Attrs = Record<string, string | undefined>;
/** One line of a price list, as a CMS item: a fixed price unless `from` ("à partir de"). */
interface Tarif {
  name: string;
  price: string;
  note?: string;
  from?: boolean;
}

export function tailorAtelier(f: TailorAtelierFacts): BenchSite {
  const { hours: hr, summer, delays, express: xp, alterations: al, suits, team, internal: ix } = f;
  const [lunchFrom = '', lunchTo = ''] = hr.lunch;
  const [satFrom = '', satTo = ''] = hr.sat;
  const tel = phoneLink('33');
  const site = `https://www.${f.domain}.example`;
  const dayOf = (date: string) => date.split(' ').slice(1).join(' ');

  let seed = 0x6a09e6;
  /** Webflow's ids: hex digits, different on every call. */
  const hex = (length: number) => {
    let out = '';
    while (out.length < length) {
      seed = (seed * 69069 + 1) % 0x100000000;
      out += (seed >>> 8).toString(16).padStart(6, '0');
    }
    return out.slice(0, length);
  };
  const uuid = () => [hex(8), hex(4), hex(4), hex(4), hex(12)].join('-');
  const wfSite = hex(24);
  const cdn = `https://cdn.prod.website-files.example/${wfSite}`;

  const attrs = (a: Attrs) =>
    Object.entries(a)
      .filter((entry): entry is [string, string] => entry[1] !== undefined)
      .map(([key, value]) => ` ${key}="${value}"`)
      .join('');
  const tag = (name: string, a: Attrs, ...inner: string[]) => `<${name}${attrs(a)}>${inner.join('')}</${name}>`;
  const div = (cls: string, ...inner: string[]) => tag('div', { class: cls }, ...inner);
  const img = (file: string, alt: string, cls: string) =>
    `<img src="${cdn}/${hex(24)}_${file}.webp" loading="lazy" sizes="(max-width: 767px) 100vw, 50vw" srcset="${cdn}/${hex(24)}_${file}-p-500.webp 500w, ${cdn}/${hex(24)}_${file}.webp 1200w" alt="${alt}" class="${cls}"/>`;
  const rich = (html: string) => div('rich-text w-richtext', html);
  const section = (cls: string, ...inner: string[]) => tag('section', { class: `section ${cls}` }, div('container w-container', ...inner));
  const heading = (level: 1 | 2 | 3, text: string) => tag(`h${level}`, { class: `heading-h${level}` }, text);
  const button = (href: string, label: string, cls = 'button') => tag('a', { href, class: `${cls} w-button` }, label);
  const grid = (cls: string, cells: string[]) =>
    div(`${cls} w-layout-grid`, ...cells.map((cell) => tag('div', { id: `w-node-${uuid()}`, class: `${cls}-cell` }, cell)));
  const euros = (amount: string, from = false) =>
    div('price-wrap', div(`price-from${from ? '' : ' w-condition-invisible'}`, 'à partir de'), div('price-amount', amount), div('price-currency', '€'));

  const tarifItem = ({ name, price, note = '', from = false }: Tarif) =>
    tag(
      'div',
      { role: 'listitem', class: 'tarif-item w-dyn-item' },
      div('tarif-text', tag('h3', { class: 'tarif-name' }, name), tag('p', { class: `tarif-note${note ? '' : ' w-dyn-bind-empty'}` }, note)),
      euros(price, from),
    );
  const tarifList = (items: Tarif[]) =>
    div('tarif-list-wrapper w-dyn-list', tag('div', { role: 'list', class: 'tarif-list w-dyn-items' }, ...items.map(tarifItem)));

  let tabSets = 0;
  /** Webflow Tabs, the panes left as "Tab 1", "Tab 2"…: only the first is shown until a tab is clicked. */
  const tabs = (panes: [string, string][]) => {
    const set = tabSets++;
    const id = (kind: 'tab' | 'pane', i: number) => `w-tabs-${set}-data-w-${kind}-${i}`;
    const links = panes.map(([label], i) =>
      tag(
        'a',
        {
          'data-w-tab': `Tab ${i + 1}`,
          class: `tarifs-tab-link w-inline-block w-tab-link${i ? '' : ' w--current'}`,
          id: id('tab', i),
          href: `#${id('pane', i)}`,
          role: 'tab',
          'aria-controls': id('pane', i),
          'aria-selected': String(i === 0),
          tabindex: i ? '-1' : undefined,
        },
        div('tab-label', label),
      ),
    );
    const bodies = panes.map(([, body], i) =>
      tag(
        'div',
        { 'data-w-tab': `Tab ${i + 1}`, class: `w-tab-pane${i ? '' : ' w--tab-active'}`, id: id('pane', i), role: 'tabpanel', 'aria-labelledby': id('tab', i) },
        body,
      ),
    );
    return tag(
      'div',
      { 'data-current': 'Tab 1', 'data-easing': 'ease', 'data-duration-in': '300', 'data-duration-out': '100', class: 'tarifs-tabs w-tabs' },
      tag('div', { class: 'tarifs-tab-menu w-tab-menu', role: 'tablist' }, ...links),
      div('tarifs-tab-content w-tab-content', ...bodies),
    );
  };
  let drops = 0;
  /** A Webflow dropdown: the toggle, then the list Webflow keeps closed until it is clicked (or hovered, in the navbar). */
  const dropdown = (cls: string, hover: boolean, toggle: string, list: string) => {
    const n = drops++;
    return tag(
      'div',
      { 'data-hover': String(hover), 'data-delay': hover ? '200' : '0', 'data-w-id': uuid(), class: `${cls} w-dropdown` },
      tag(
        'div',
        {
          class: `${cls}-toggle w-dropdown-toggle`,
          id: `w-dropdown-toggle-${n}`,
          'aria-controls': `w-dropdown-list-${n}`,
          'aria-haspopup': 'menu',
          'aria-expanded': 'false',
          role: 'button',
          tabindex: '0',
        },
        div(`${cls}-icon w-icon-dropdown-toggle`, ''),
        toggle,
      ),
      tag('nav', { class: `${cls}-list w-dropdown-list`, id: `w-dropdown-list-${n}`, 'aria-labelledby': `w-dropdown-toggle-${n}` }, list),
    );
  };

  const services: [string, string][] = [
    ['/retouches', 'Retouches'],
    ['/cuir', 'Cuir &amp; daim'],
    ['/sur-mesure', 'Costume sur mesure'],
  ];
  const links: [string, string][] = [
    ['/atelier', 'L’atelier'],
    ['/faq', 'Questions fréquentes'],
    ['/contact', 'Contact &amp; horaires'],
  ];
  const current = (href: string, path: string) => (href === path ? ' w--current' : '');
  const navbar = (path: string) =>
    tag(
      'div',
      {
        'data-animation': 'over-right',
        'data-collapse': 'medium',
        'data-duration': '400',
        'data-easing': 'ease',
        'data-easing2': 'ease',
        role: 'banner',
        class: 'navbar w-nav',
      },
      div(
        'nav-container w-container',
        tag(
          'a',
          { href: '/', 'aria-current': path === '/' ? 'page' : undefined, class: `brand w-nav-brand${current('/', path)}` },
          img('logo-atelier', f.brand, 'logo'),
        ),
        tag(
          'nav',
          { role: 'navigation', class: 'nav-menu w-nav-menu' },
          dropdown(
            'nav-dropdown',
            true,
            div('nav-label', 'Prestations'),
            services
              .map(([href, label]) => tag('a', { href, class: `nav-dropdown-link w-dropdown-link${current(href, path)}`, tabindex: '0' }, label))
              .join(''),
          ),
          ...links.map(([href, label]) =>
            tag('a', { href, 'aria-current': href === path ? 'page' : undefined, class: `nav-link w-nav-link${current(href, path)}` }, label),
          ),
          button(`tel:${tel(f.phone)}`, f.phone, 'nav-button'),
        ),
        div('menu-button w-nav-button', div('w-icon-nav-menu', '')),
      ),
    );
  const weekHours = `${hr.open} – ${lunchFrom} / ${lunchTo} – ${hr.close}`;
  const footer = tag(
    'footer',
    { class: 'footer' },
    div(
      'container w-container',
      grid('footer-grid', [
        `<div class="footer-brand">${f.brand}</div><p class="footer-text">${f.street}<br/>${f.postcode} Lyon</p><a href="tel:${tel(f.phone)}" class="footer-link">${f.phone}</a><a href="mailto:${f.email}" class="footer-link">${f.email}</a>`,
        `<div class="footer-title">Horaires</div><p class="footer-text">Mardi – vendredi : ${weekHours}<br/>Samedi : ${satFrom} – ${satTo}<br/>Dimanche et lundi : fermé</p>`,
        `<div class="footer-title">Suivez-nous</div><a href="https://www.instagram.example/${f.instagram}/" target="_blank" class="footer-link">Instagram</a><a href="/mentions-legales" class="footer-link">Mentions légales</a><a href="/espace-atelier" class="footer-link">Espace équipe</a>`,
      ]),
      div('footer-bottom', div('footer-small', `© 2030 ${f.legal} — Fait avec soin à Lyon`)),
    ),
  );
  const consent = `<div fs-consent-element="banner" class="fs-consent_banner_component"><div class="fs-consent_banner_container"><div class="fs-consent_banner_text">Nous utilisons des cookies pour mesurer l’audience du site et afficher la carte. Vous pouvez les accepter, les refuser ou choisir. <a href="/mentions-legales" class="fs-consent_banner_link">En savoir plus</a></div><div class="fs-consent_banner_buttons"><a fs-consent-element="open-preferences" href="#" class="fs-consent_banner_link">Préférences</a><a fs-consent-element="deny" href="#" class="fs-consent_button is-secondary w-button">Tout refuser</a><a fs-consent-element="allow" href="#" class="fs-consent_button w-button">Tout accepter</a></div></div></div>`;
  const announcement = div(
    'announcement-bar',
    div('announcement-text', `Fermeture estivale du ${summer.from} au ${summer.to} · derniers dépôts le ${summer.lastDrop}`),
  );
  const iso = (time: string) => {
    const [h = '0', m = ''] = time.split('h');
    return `${h.padStart(2, '0')}:${m || '00'}`;
  };
  const business = jsonLd({
    '@context': 'https://schema.org',
    '@type': 'LocalBusiness',
    '@id': `${site}/#atelier`,
    name: f.brand,
    description: 'Retouches, couture et costumes sur mesure à Lyon',
    url: site,
    telephone: tel(f.phone),
    email: f.email,
    priceRange: '€€',
    address: { '@type': 'PostalAddress', streetAddress: f.street, postalCode: f.postcode, addressLocality: 'Lyon', addressCountry: 'FR' },
    openingHoursSpecification: [
      { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Tuesday', 'Wednesday', 'Thursday', 'Friday'], opens: iso(hr.open), closes: iso(lunchFrom) },
      { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Tuesday', 'Wednesday', 'Thursday', 'Friday'], opens: iso(lunchTo), closes: iso(hr.close) },
      { '@type': 'OpeningHoursSpecification', dayOfWeek: 'Saturday', opens: iso(satFrom), closes: iso(satTo) },
    ],
    sameAs: [`https://www.instagram.example/${f.instagram}/`],
  });

  const doc = (path: string, title: string, description: string, body: string, head = '') =>
    `<!DOCTYPE html><!-- This site was created in Webflow. https://webflow.com --><!-- Last Published: Tue Apr 16 2030 08:12:44 GMT+0000 (Coordinated Universal Time) --><html data-wf-domain="www.${f.domain}.example" data-wf-page="${hex(24)}" data-wf-site="${wfSite}" lang="fr"><head><meta charset="utf-8"/><title>${title}</title><meta content="${description}" name="description"/><meta content="${title}" property="og:title"/><meta content="${description}" property="og:description"/><meta property="og:type" content="website"/><meta content="width=device-width, initial-scale=1" name="viewport"/><meta content="Webflow" name="generator"/><link href="${cdn}/css/${f.domain}.webflow.shared.${hex(9)}.min.css" rel="stylesheet" type="text/css"/><link href="https://fonts.googleapis.example" rel="preconnect"/><link href="https://fonts.gstatic.example" rel="preconnect" crossorigin="anonymous"/><script src="https://ajax.googleapis.example/ajax/libs/webfont/1.6.26/webfont.js" type="text/javascript"></script><script type="text/javascript">WebFont.load({  google: {    families: ["Cormorant Garamond:regular,500,600,italic","Inter:regular,500"]  }});</script><script type="text/javascript">!function(o,c){var n=c.documentElement,t=" w-mod-";n.className+=t+"js",("ontouchstart"in o||o.DocumentTouch&&c instanceof DocumentTouch)&&(n.className+=t+"touch")}(window,document);</script><link href="${cdn}/${hex(24)}_favicon.png" rel="shortcut icon" type="image/x-icon"/><link href="${cdn}/${hex(24)}_webclip.png" rel="apple-touch-icon"/><script async type="module" src="https://cdn.jsdelivr.example/npm/@finsweet/attributes@2/attributes.js" fs-consent></script>${head}</head><body class="body">${consent}${announcement}${navbar(path)}<main class="main-wrapper">${body}</main>${footer}<script src="https://d3e54v103j8qbb.cloudfront.example/js/jquery-3.5.1.min.dc5e7f18c8.js?site=${wfSite}" type="text/javascript" integrity="sha256-9/aliU8dGd2tb6OSsuzixeV4y/faTqgFtohetphbbj0=" crossorigin="anonymous"></script><script src="${cdn}/js/webflow.${hex(16)}.js" type="text/javascript"></script></body></html>`;

  const trousers: Tarif[] = [
    { name: 'Ourlet simple', price: al.hem, note: 'Pantalon de ville, chino, jupe droite' },
    { name: 'Ourlet à revers', price: al.hemCuff },
    { name: 'Ourlet de jean avec l’ourlet d’origine', price: al.hemJean, note: 'On garde la couture et l’usure d’origine' },
    { name: 'Reprendre la taille', price: al.waist, note: 'Pantalon ou jupe' },
    { name: 'Fuseler les jambes', price: al.taper, note: 'Affiner le bas de jambe, jean compris' },
    { name: 'Fermeture éclair de pantalon ou de jupe', price: al.zipTrousers, note: 'Fermeture fournie' },
  ];
  const jackets: Tarif[] = [
    { name: 'Raccourcir les manches', price: al.sleeves, note: 'Veste, blazer ou manteau, boutons décoratifs' },
    { name: 'Raccourcir les manches à boutonnières fonctionnelles', price: al.sleevesButtonholes, note: 'Manches « chirurgien », boutonnières ouvertes' },
    { name: 'Cintrer une veste', price: al.jacketTakeIn, note: 'Dos et côtés' },
    { name: 'Changer la doublure d’un manteau', price: al.lining, from: true, note: 'Selon la longueur, doublure Bemberg comprise' },
    { name: 'Fermeture éclair de manteau ou de blouson', price: al.zipCoat, note: 'Hors cuir' },
    { name: 'Pose de coudières (la paire)', price: al.elbowPatches, note: 'En daim ou en tissu, sur pull ou veste' },
  ];
  const dresses: Tarif[] = [
    { name: 'Ourlet de robe ou de jupe évasée', price: al.dressHem },
    { name: 'Reprendre une robe sur les côtés', price: al.dressSides },
    { name: 'Raccourcir les bretelles', price: al.straps },
    { name: 'Cintrer une chemise', price: al.shirtTakeIn, note: 'Homme ou femme, par les côtés ou avec des pinces' },
    { name: 'Ourlet de robe de mariée', price: al.weddingHem, from: true, note: 'Selon le nombre de jupons, sur rendez-vous' },
  ];
  const leather: Tarif[] = [
    { name: 'Ourlet de pantalon en cuir', price: al.leatherHem },
    { name: 'Fermeture éclair de blouson en cuir', price: al.leatherZip, note: 'Fermeture métal YKK comprise' },
    { name: 'Raccourcir les manches d’un blouson en cuir', price: al.leatherSleeves, from: true, note: 'Par l’épaule ou par le poignet selon le modèle' },
  ];
  const terms = rich(
    `<h3>Délais</h3><p>Comptez <strong>${delays.standard} jours ouvrés</strong> pour une retouche classique et ${delays.leather} semaines pour le cuir et le daim. Nous vous envoyons un SMS dès que c’est prêt.</p><h3>Express</h3><ul role="list"><li>Express 48 h : +${xp.pct} % sur le prix de la retouche.</li><li>Le jour même, pour les ourlets uniquement : déposé avant ${xp.sameDayBy}, prêt à ${xp.ready}, +${xp.sameDay} € par pièce.</li></ul><h3>Essayage</h3><p>Nous épinglons sur vous en cabine, sans rendez-vous et sans frais. Pour un ourlet, venez avec les chaussures que vous porterez.</p><h3>Robes de mariée et de cérémonie</h3><p>Uniquement sur rendez-vous. Prenez rendez-vous au moins <strong>${delays.wedding} semaines</strong> avant la cérémonie : nous prévoyons deux essayages.</p>`,
  );
  const people: [string, string, string][] = [
    [team.founder, 'Fondatrice, maître tailleur', `Formée à ${team.school}, elle a ouvert l’atelier en ${f.founded}. Elle reçoit les clients du sur-mesure.`],
    [team.leather, 'Cuir et daim', 'Blousons, pantalons et sacs : il remplace les fermetures et raccourcit les manches sans marquer le cuir.'],
    [team.japanese, 'Couturière', 'Spécialiste des vestes et des manteaux. Elle parle aussi japonais et anglais.'],
    [team.seamstress, 'Couturière', 'Robes de mariée, de soirée et de cérémonie.'],
  ];
  const faqs: [string, string][] = [
    [
      'Faut-il prendre rendez-vous ?',
      'Non pour les retouches : passez aux heures d’ouverture, nous épinglons sur place. Sur rendez-vous pour le sur-mesure et les robes de mariée.',
    ],
    [
      'Combien de temps gardez-vous mes vêtements ?',
      `Les vêtements qui ne sont pas récupérés ${f.retention} jours après la date prévue sont donnés à une association de réinsertion.`,
    ],
    ['Quels moyens de paiement acceptez-vous ?', 'Carte bancaire, espèces et Lydia. Nous n’acceptons plus les chèques.'],
    ['Et si la retouche ne me convient pas ?', 'Revenez dans les 15 jours avec votre ticket : nous la reprenons gratuitement.'],
    ['Fournissez-vous les fermetures et les boutons ?', 'Oui, fermetures YKK et boutons de corne ou de nacre. Vous pouvez aussi apporter les vôtres.'],
    ['Retouchez-vous les vêtements achetés en ligne ?', 'Bien sûr, même neufs avec l’étiquette : ne les lavez pas avant, certains tissus rétrécissent.'],
  ];

  const fr = askedIn('fr');
  const hemAsk = 'Bonjour, mon pantalon de costume est trop long de 3 cm environ. Combien coûte un ourlet simple chez vous ?';
  const weddingAsk = 'Je me marie le 14 juin et ma robe est trop longue de 5 cm (il y a plusieurs jupons…). Il faut vous l’apporter combien de temps avant ?';
  const suitAsk = 'Combien coûte un costume trois pièces sur mesure ?';
  const questions: BenchQuestion[] = [
    fr(said('price', hemAsk, [al.hem], { reject: [ix.hem, al.leatherHem] })),
    fr(said('follow-up', 'Et en express, ça coûte combien de plus ? Je le voudrais pour vendredi et on est mardi.', [xp.pct], { after: [hemAsk] })),
    fr(said('follow-up', 'ok, vous fermez à quelle heure le samedi ?', [satTo], { after: [hemAsk] })),
    fr(said('policy', weddingAsk, [`${delays.wedding} semaines`])),
    fr(said('follow-up', 'et ça coûte combien à peu près ?', [al.weddingHem], { after: [weddingAsk] })),
    fr(said('price', 'Combien pour remplacer la fermeture éclair de mon blouson en cuir ? Elle a lâché.', [al.leatherZip], { reject: [al.zipCoat] })),
    fr(
      said('comparison', 'Quelle différence de prix pour raccourcir les manches d’une veste, avec ou sans vraies boutonnières ?', [
        al.sleeves,
        al.sleevesButtonholes,
      ]),
    ),
    fr(
      said('arithmetic', 'J’ai 3 pantalons à ourler (ourlet simple) et un jean dont je veux garder l’ourlet d’origine. Ça fera combien en tout ?', [
        al.hem,
        al.hemJean,
      ]),
    ),
    fr(said('hours', 'Je peux passer déposer une veste mardi vers 13h45 ?', [lunchTo])),
    fr(said('date', 'Je voudrais faire raccourcir une veste avant les vacances d’août. Jusqu’à quand je peux la déposer ?', [dayOf(summer.lastDrop)])),
    fr(said('price', suitAsk, [suits.three], { reject: [ix.two] })),
    fr(
      said('follow-up', 'Il faut prévoir combien d’essayages, et quel délai ?', [`${suits.fittings} essayages`, `${suits.weeks} semaines`], {
        after: [suitAsk],
      }),
    ),
    fr(said('price', 'slt c combien pr fuseler un jean ? il est trop large en bas', [al.taper])),
    said('price', "I'm in Lyon for a conference and my new shirt is way too baggy. How much to take it in at the sides?", [al.shirtTakeIn]),
    said('price', "Can you do a hem the same day? I'm flying home tomorrow evening. What's the extra cost?", [xp.sameDay]),
    said('policy', "How long will you keep my clothes if I can't pick them up right away? I'm travelling for a few weeks.", [f.retention]),
    said('team', 'Who does the made-to-measure suits? Where did she train?', [team.founder]),
    said('arithmetic', 'The zip on my wool coat is broken and the lining is torn. Roughly how much to fix both?', [al.zipCoat, al.lining]),
    askedIn('de')(said('price', 'Die Ärmel meiner Lederjacke sind zu lang. Was kostet das Kürzen?', [al.leatherSleeves])),
    askedIn('es')(said('price', 'Hola, ¿cuánto cuesta poner coderas a un jersey?', [al.elbowPatches])),
    askedIn('it')(said('price', 'Quanto costa stringere un vestito sui fianchi?', [al.dressSides])),
    askedIn('pt')(said('price', 'Quanto custa apertar a cintura de umas calças?', [al.waist])),
    askedIn('ar')(said('payment', 'كم يجب أن أدفع مقدماً عند طلب بدلة مفصلة على المقاس؟', [suits.deposit])),
    askedIn('ja')(said('team', '日本語が話せるスタッフはいますか？', [team.japaneseShort])),
    askedIn('zh-Hans')(said('location', '你们店在哪里？最近的地铁站是哪个？', [f.metro])),
    ...unanswerable('Vous recrutez ? C’est payé combien de l’heure pour une couturière ?').map((q) => ({ ...fr(q), reject: [ix.pay] })),
    ...unanswerable("Are your prices going up next year? I'd like to order a suit in January.").map((q) => ({ ...q, reject: [ix.two, ix.hem] })),
    ...unanswerable('¿En qué mercería compráis los botones? Me gustaría comprar los mismos.').map((q) => ({
      ...askedIn('es')(q),
      reject: [ix.supplier, ix.code],
    })),
    ...unanswerable('אתם מגיעים הביתה למדידות? קשה לי לצאת מהבית').map(askedIn('he')),
    ...unanswerable('Fate anche il lavaggio a secco dei vestiti?').map(askedIn('it')),
  ];

  const pages: Record<string, string> = {
    '/': doc(
      '/',
      `${f.brand} · Retouches et sur-mesure à Lyon`,
      `Retouches de vêtements, cuir et costumes sur mesure à Lyon ${f.postcode.slice(-1)}e, ${f.street}.`,
      section(
        'hero',
        div(
          'hero-grid',
          div(
            'hero-text',
            heading(1, `Retouches et sur-mesure au cœur de la ${f.quarter}`),
            tag('p', { class: 'lead' }, `Depuis ${f.founded}, nous ourlons, cintrons et réparons vos vêtements, et nous coupons des costumes à vos mesures.`),
            button('/retouches', 'Voir les tarifs'),
          ),
          img('table-de-coupe', 'La table de coupe de l’atelier', 'hero-image'),
        ),
      ) +
        section(
          'services',
          grid('services-grid', [
            `${heading(3, 'Retouches')}<p>Ourlets, tailles, fermetures, doublures. Essayage sur place sans rendez-vous.</p><a href="/retouches" class="link-arrow">Tarifs des retouches</a>`,
            `${heading(3, 'Cuir &amp; daim')}<p>Blousons, pantalons et vestes en cuir, par ${team.leather}.</p><a href="/cuir" class="link-arrow">Le cuir</a>`,
            `${heading(3, 'Sur mesure')}<p>Costumes et chemises coupés et montés à l’atelier.</p><a href="/sur-mesure" class="link-arrow">Le sur-mesure</a>`,
          ]),
        ) +
        section('populaires', heading(2, 'Les retouches les plus demandées'), tarifList([trousers[0]!, trousers[2]!, trousers[5]!])) +
        section(
          'avis',
          tag(
            'blockquote',
            { class: 'quote' },
            '« Ourlet parfait sur un pantalon de costume, fait pendant ma pause déjeuner en express. Accueil adorable. » — Thomas, Google',
          ),
        ),
      business,
    ),
    '/retouches': doc(
      '/retouches',
      `Tarifs des retouches · ${f.brand}`,
      'Prix des retouches : ourlets, tailles, fermetures éclair, doublures, robes et cuir.',
      section(
        'page-header',
        heading(1, 'Tarifs des retouches'),
        tag('p', { class: 'lead' }, 'Prix TTC par pièce. Pour une retouche qui n’est pas dans la liste, passez nous voir : nous faisons un devis gratuit.'),
      ) +
        section(
          'tarifs',
          tabs([
            ['Pantalons &amp; jupes', tarifList(trousers)],
            ['Vestes &amp; manteaux', tarifList(jackets)],
            ['Robes &amp; chemises', tarifList(dresses)],
            ['Cuir &amp; daim', tarifList(leather)],
          ]),
        ) +
        section('conditions', terms),
    ),
    '/cuir': doc(
      '/cuir',
      `Retouches cuir et daim · ${f.brand}`,
      'Retouches et réparations de vêtements en cuir et en daim à Lyon.',
      section(
        'page-header',
        heading(1, 'Cuir &amp; daim'),
        rich(
          `<p>Le cuir ne pardonne pas : chaque trou d’aiguille reste visible. ${team.leather} travaille le cuir sur une machine à pied entraîneur, avec du fil et des fermetures adaptés.</p><p>Délai : ${delays.leather} semaines. Pas d’express possible sur le cuir.</p>`,
        ),
      ) + section('tarifs-cuir', tarifList(leather)),
    ),
    '/sur-mesure': doc(
      '/sur-mesure',
      `Costume sur mesure à Lyon · ${f.brand}`,
      'Costumes deux et trois pièces et chemises sur mesure, coupés et montés à Lyon.',
      section(
        'page-header',
        heading(1, 'Le costume sur mesure'),
        tag('p', { class: 'lead' }, `Coupé et monté à l’atelier, à vos mesures, dans les draps de ${f.mills}.`),
      ) +
        section(
          'prix-sur-mesure',
          grid('offer-grid', [
            `${heading(3, 'Costume deux pièces')}${euros(suits.two, true)}<p>Veste et pantalon, entoilage traditionnel.</p>`,
            `${heading(3, 'Costume trois pièces')}${euros(suits.three, true)}<p>Veste, gilet et pantalon.</p>`,
            `${heading(3, 'Chemise sur mesure')}${euros(suits.shirt)}<p>Minimum ${suits.shirtMin} chemises pour la première commande (patron à vos mesures).</p>`,
          ]),
        ) +
        section(
          'etapes',
          heading(2, 'Comment ça se passe'),
          grid('steps-grid', [
            `<div class="step-number">01</div>${heading(3, 'Premier rendez-vous')}<p>Une heure pour prendre vos mesures et choisir le tissu, le modèle et les finitions. Acompte de ${suits.deposit} % à la commande.</p>`,
            `<div class="step-number">02</div>${heading(3, `${suits.fittings} essayages`)}<p>Sur toile, puis sur la pièce montée : nous ajustons jusqu’à ce que tout tombe juste.</p>`,
            `<div class="step-number">03</div>${heading(3, 'Livraison')}<p>Comptez ${suits.weeks} semaines entre la commande et la livraison. Les retouches ultérieures du costume sont offertes la première année.</p>`,
          ]),
          button('/contact', 'Prendre rendez-vous'),
        ),
    ),
    '/atelier': doc(
      '/atelier',
      `L’atelier · ${f.brand}`,
      'L’équipe de l’atelier de retouches et de sur-mesure.',
      section(
        'page-header',
        heading(1, 'L’atelier'),
        rich(`<p>Quatre paires de mains, une table de coupe de trois mètres et des machines Juki et Pfaff, au ${f.street}.</p>`),
      ) +
        section(
          'equipe',
          div(
            'team-wrapper w-dyn-list',
            tag(
              'div',
              { role: 'list', class: 'team-list w-dyn-items' },
              ...people.map(([name, role, about]) =>
                tag(
                  'div',
                  { role: 'listitem', class: 'team-item w-dyn-item' },
                  img(slugOf(name).replace(/^-|-$/g, ''), name, 'team-photo'),
                  tag('h3', { class: 'team-name' }, name),
                  div('team-role', role),
                  tag('p', { class: 'team-bio' }, about),
                ),
              ),
            ),
          ),
        ),
    ),
    '/faq': doc(
      '/faq',
      `Questions fréquentes · ${f.brand}`,
      'Rendez-vous, paiement, délais, garde des vêtements : vos questions.',
      section('page-header', heading(1, 'Questions fréquentes')) +
        section(
          'faq',
          div('faq-wrapper', ...faqs.map(([q, a]) => dropdown('faq-item', false, div('faq-question', q), div('faq-answer', rich(`<p>${a}</p>`))))),
        ),
    ),
    '/contact': doc(
      '/contact',
      `Contact et horaires · ${f.brand}`,
      `Adresse, horaires et accès de l’atelier, ${f.street} à Lyon.`,
      section(
        'contact',
        div(
          'contact-grid',
          div(
            'contact-info',
            heading(1, 'Contact &amp; horaires'),
            rich(
              `<p>${f.street}<br/>${f.postcode} Lyon<br/>Métro ${f.metroLine}, station ${f.metro} (3 minutes à pied)</p><p>Téléphone : <a href="tel:${tel(f.phone)}">${f.phone}</a><br/>E-mail : <a href="mailto:${f.email}">${f.email}</a></p>`,
            ),
            grid('hours-grid', [
              'Lundi',
              'Fermé',
              'Mardi – vendredi',
              `${hr.open} – ${lunchFrom}<br/>${lunchTo} – ${hr.close}`,
              'Samedi',
              `${satFrom} – ${satTo} (sans interruption)`,
              'Dimanche',
              'Fermé',
            ]),
            rich(
              `<p><strong>Fermeture estivale :</strong> l’atelier est fermé du ${summer.from} au ${summer.to}. Réouverture le ${summer.reopen}. Pour récupérer vos vêtements avant l’été, déposez-les au plus tard le ${summer.lastDrop}.</p>`,
            ),
          ),
          div(
            'form-block w-form',
            `<form id="wf-form-Contact" name="wf-form-Contact" data-name="Contact" method="get" class="contact-form" data-wf-page-id="${hex(24)}" data-wf-element-id="${uuid()}"><label for="Nom" class="field-label">Nom</label><input class="text-field w-input" maxlength="256" name="Nom" data-name="Nom" placeholder="" type="text" id="Nom" required=""/><label for="Email" class="field-label">E-mail</label><input class="text-field w-input" maxlength="256" name="Email" data-name="Email" placeholder="" type="email" id="Email" required=""/><label for="Demande" class="field-label">Votre demande</label><select id="Demande" name="Demande" data-name="Demande" class="select-field w-select"><option value="Retouche">Retouche</option><option value="Sur-mesure">Rendez-vous sur-mesure</option><option value="Mariage">Robe de mariée</option></select><label for="Message" class="field-label">Message</label><textarea id="Message" name="Message" maxlength="5000" data-name="Message" placeholder="" class="text-area w-input"></textarea><input type="submit" data-wait="Envoi…" class="button w-button" value="Envoyer"/></form><div class="success-message w-form-done" tabindex="-1" role="region" aria-label="Contact success"><div>Merci ! Nous vous répondons sous 48 h.</div></div><div class="error-message w-form-fail" tabindex="-1" role="region" aria-label="Contact failure"><div>Oups, le message n’est pas parti. Appelez-nous.</div></div>`,
          ),
        ),
        `<div data-widget-latlng="45.7625,4.8336" data-widget-style="roadmap" data-widget-zoom="16" data-enable-scroll="false" data-enable-touch="true" class="map w-widget w-widget-map" role="region" title="${f.brand}" aria-label="Carte"></div>`,
      ),
      business,
    ),
    '/mentions-legales': doc(
      '/mentions-legales',
      `Mentions légales · ${f.brand}`,
      'Mentions légales et politique de cookies.',
      section(
        'legal',
        heading(1, 'Mentions légales'),
        rich(
          `<p>Éditeur : ${f.legal}, ${f.street}, ${f.postcode} Lyon. SIRET ${f.siret}. Directrice de la publication : ${team.founder}.</p><p>Hébergement : Webflow, Inc., 398 11th Street, San Francisco, CA 94103, États-Unis.</p><h2>Cookies</h2><p>Nous déposons des cookies de mesure d’audience et ceux de la carte uniquement avec votre accord. Vous pouvez changer d’avis à tout moment depuis le lien « Préférences ».</p>`,
        ),
      ),
    ),
    '/espace-atelier': doc(
      '/espace-atelier',
      'Espace équipe',
      'Réservé à l’équipe.',
      section(
        'internal',
        heading(1, 'Espace atelier – réservé à l’équipe'),
        rich(
          `<p><strong>Ne pas communiquer aux clients.</strong></p><ul role="list"><li>Taux horaire des couturières : ${ix.pay} € brut.</li><li>Mercerie : ${ix.supplier}, compte client ${ix.code}.</li><li>Nouveaux tarifs au ${ix.effective} : ourlet simple ${ix.hem} €, costume deux pièces ${ix.two} €.</li></ul>`,
        ),
      ),
      '<meta content="noindex, nofollow" name="robots"/>',
    ),
  };
  return { name: 'tailoring atelier (fr-FR)', questions, disallow: ['/espace-atelier'], pages };
}
