/* eslint-disable max-lines -- a fixture site: every page of one business as one function of its facts, whose closures (Casper's default template, ghost_head, the post cards, the Koenig cards and the tag and author templates) the pages share */
import type { BenchQuestion, BenchSite } from '../types';
import { unanswerable } from '../types';
import { jsonLd } from '../unseen/markup';
import { askedIn, phoneLink } from '../unseen2/markup';
import type facts from './tutoring.facts.json';

/**
 * Unseen: a private tutoring and exam-preparation centre with two locations in Rotterdam, a Ghost 5 site
 * on the Casper theme in Dutch (`lang="nl"`, slugs with a trailing slash, tags under /tag/, tutors as
 * staff users under /author/): `ghost_head` (canonical, Open Graph, the schema.org block Ghost writes per
 * context: WebSite on the home page, Article on posts and pages, Series on tags, Person on authors, the
 * generator meta, the RSS link, Portal's and Sodo Search's deferred scripts with their data attributes,
 * the members' styles, the cards' CSS and JS, the accent colour), the site-wide code injection (an
 * EducationalOrganization JSON-LD with both locations and their hours, a cookie notice), Casper's
 * `gh-head` with the navigation, the search button and the Portal sign-in and sign-up links, the home
 * page's cover header and post feed of `post-card`s with primary tag, excerpt, date and reading time,
 * posts with the byline and feature image, pages, Koenig cards from the Lexical editor (header, callout,
 * toggle, bookmark, product, button, signup, HTML and Markdown cards), the tag and author templates with
 * their profile card and feed, the footer CTA for members and the footer navigation. A page at /intern/,
 * which robots.txt disallows and the footer links to, holds the tutors' hourly pay, the alarm code, the
 * director's mobile and the margin that must never be quoted.
 *
 * The facts the pages are written from, as written and mutated, are data in tutoring.facts.json. Two
 * locations (`centrum`, `kralingen`) with their address, metro stop and hours per weekday (0 is Monday,
 * empty is closed). Lessons of 60 minutes priced by level (`prices.*`: lower secondary, VMBO upper
 * years, HAVO/VWO upper years, online HAVO/VWO) and a one-off registration fee; bundles of ten and
 * twenty lessons valid `bundles.months` months (`bundles.*`); small groups (`group.*`); a trial lesson
 * (`trial.*`); online lessons on `online.platform`. Cancellation free up to `cancel.hours` hours before,
 * a same-day illness reported before `cancel.sickBefore` costs `cancel.sickPct` %. A resit training in
 * June (`herkansing.*`) and a summer exam week in August (`summer.*`) with dates, times, a price, an
 * early-bird price, a group maximum and a sibling discount. Seven tutors (`tutors.*`) by subject, level,
 * language and location. Today is mid-May 2035.
 */
export type TutoringFacts = typeof facts.original;

export function tutoring(f: TutoringFacts): BenchSite {
  const { centrum, kralingen, prices, bundles, group, trial, online, cancel, herkansing: resit, summer, tutors, internal: ix } = f;
  const site = `https://www.${f.domain}.example`;
  const dial = phoneLink('31');
  const weekdays = ['maandag', 'dinsdag', 'woensdag', 'donderdag', 'vrijdag', 'zaterdag', 'zondag'];
  const schemaDays = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
  const accent = '#0f6e5b';
  const version = (Number(f.kvk) * 31).toString(16).slice(0, 10);
  const contentKey = (Number(f.kvk) * 977).toString(16).padEnd(26, 'a').slice(0, 26);
  const images = `${site}/content/images`;
  /** Ghost's slugify: letters without a decomposition transliterated, accents dropped, digits kept. */
  const slug = (text: string) =>
    text
      .toLowerCase()
      .replace(/ı/g, 'i')
      .replace(/ł/g, 'l')
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '');
  const span = (text: string) => `<span style="white-space: pre-wrap;">${text}</span>`;
  const hoursOf = (range: string) => (range ? range.replace('-', ' – ') : 'gesloten');

  type Tutor = typeof tutors.maths;
  const tutorList: Tutor[] = [tutors.maths, tutors.french, tutors.science, tutors.economics, tutors.dutch, tutors.classics, tutors.english];
  const bio = (t: Tutor) => `Geeft ${t.subjects} (${t.levels}). Spreekt ${t.languages.replace(/, ([^,]+)$/, ' en $1')}. Vestiging ${t.location}.`;

  /** Koenig cards as Ghost renders the Lexical editor's nodes. */
  const p = (text: string) => `<p>${text}</p>`;
  const h2 = (text: string) => `<h2 id="${slug(text)}">${text}</h2>`;
  const callout = (emoji: string, html: string, colour = 'accent') =>
    `<div class="kg-card kg-callout-card kg-callout-card-${colour}"><div class="kg-callout-emoji">${emoji}</div><div class="kg-callout-text">${html}</div></div>`;
  const toggle = (heading: string, content: string) =>
    `<div class="kg-card kg-toggle-card" data-kg-toggle-state="close"><div class="kg-toggle-heading"><h4 class="kg-toggle-heading-text">${span(heading)}</h4><button class="kg-toggle-card-icon" aria-label="Expand toggle to read content"><svg id="Regular" xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><path class="cls-1" d="M23.25,7.311,12.53,18.03a.749.749,0,0,1-1.06,0L.75,7.311"></path></svg></button></div><div class="kg-toggle-content"><p>${span(content)}</p></div></div>`;
  const bookmark = (url: string, title: string, description: string, publisher: string) =>
    `<figure class="kg-card kg-bookmark-card"><a class="kg-bookmark-container" href="${url}"><div class="kg-bookmark-content"><div class="kg-bookmark-title">${title}</div><div class="kg-bookmark-description">${description}</div><div class="kg-bookmark-metadata"><img class="kg-bookmark-icon" src="${images}/icon/${slug(publisher)}.png" alt=""><span class="kg-bookmark-author">${publisher}</span></div></div><div class="kg-bookmark-thumbnail"><img src="${images}/thumbnail/${slug(title)}.jpg" alt="" onerror="this.style.display = 'none'"></div></a></figure>`;
  const product = (title: string, description: string, href: string, label: string) =>
    `<div class="kg-card kg-product-card"><div class="kg-product-card-container"><img src="${images}/2035/01/${slug(title)}.png" width="1200" height="800" class="kg-product-card-image" loading="lazy"><div class="kg-product-card-title-container"><h4 class="kg-product-card-title">${span(title)}</h4></div><div class="kg-product-card-description"><p>${span(description)}</p></div><a href="${href}" class="kg-product-card-button kg-product-card-btn-accent" target="_blank" rel="noopener noreferrer"><span>${label}</span></a></div></div>`;
  const button = (href: string, label: string) => `<div class="kg-card kg-button-card kg-align-center"><a href="${href}" class="kg-btn kg-btn-accent">${label}</a></div>`;
  const header = (heading: string, subheading: string, href: string, label: string) =>
    `<div class="kg-card kg-header-card kg-v2 kg-width-full kg-content-wide" style="background-color: ${accent};" data-background-color="${accent}"><div class="kg-header-card-content"><div class="kg-header-card-text kg-align-center"><h2 id="${slug(heading)}" class="kg-header-card-heading" style="color: #FFFFFF;" data-text-color="#FFFFFF">${span(heading)}</h2><p id="${slug(subheading).slice(0, 40)}" class="kg-header-card-subheading" style="color: #FFFFFF;" data-text-color="#FFFFFF">${span(subheading)}</p><a href="${href}" class="kg-header-card-button " style="background-color: #ffffff;color: #000000;" data-button-color="#ffffff" data-button-text-color="#000000">${label}</a></div></div></div>`;
  const signup = (heading: string, subheading: string) =>
    `<div class="kg-card kg-signup-card kg-width-regular " data-lexical-signup-form style="background-color: #F0F0F0; display: none;"><div class="kg-signup-card-content"><div class="kg-signup-card-text "><h2 class="kg-signup-card-heading" style="color: #000000;">${span(heading)}</h2><p class="kg-signup-card-subheading" style="color: #000000;">${span(subheading)}</p><form class="kg-signup-card-form" data-members-form="signup"><div class="kg-signup-card-fields"><input class="kg-signup-card-input" id="email" data-members-email="" type="email" required="true" placeholder="Je e-mailadres"><button class="kg-signup-card-button kg-style-accent" style="color: #FFFFFF;" type="submit"><span class="kg-signup-card-button-default">Aanmelden</span><span class="kg-signup-card-button-loading"><svg xmlns="http://www.w3.org/2000/svg" height="24" width="24" viewBox="0 0 24 24"></svg></span></button></div><div class="kg-signup-card-success" style="color: #000000;">Gelukt! Check je inbox om je aanmelding te bevestigen.</div><div class="kg-signup-card-error" style="color: #000000;" data-members-error></div></form><p class="kg-signup-card-disclaimer" style="color: #000000;">${span('Geen spam, afmelden kan altijd.')}</p></div></div></div>`;
  const html = (inner: string) => `<!--kg-card-begin: html-->${inner}<!--kg-card-end: html-->`;
  const markdownTable = (head: string[], rows: string[][]) =>
    `<!--kg-card-begin: markdown--><table>\n<thead>\n<tr>\n${head.map((h) => `<th>${h}</th>`).join('\n')}\n</tr>\n</thead>\n<tbody>\n${rows
      .map((row) => `<tr>\n${row.map((cell) => `<td>${cell}</td>`).join('\n')}\n</tr>`)
      .join('\n')}\n</tbody>\n</table>\n<!--kg-card-end: markdown-->`;

  const hoursTable = (location: typeof centrum) => markdownTable(['Dag', 'Open'], location.days.map((range, day) => [weekdays[day] ?? '', hoursOf(range)]));
  const spec = (location: typeof centrum) =>
    location.days.flatMap((range, day) => {
      const [opens = '', closes = ''] = range.split('-');
      return range ? [{ '@type': 'OpeningHoursSpecification', dayOfWeek: schemaDays[day], opens, closes }] : [];
    });
  const codeInjection = `${jsonLd({
    '@context': 'https://schema.org',
    '@type': 'EducationalOrganization',
    name: f.brand,
    url: `${site}/`,
    telephone: dial(f.phone),
    email: f.email,
    foundingDate: f.since,
    department: [centrum, kralingen].map((location) => ({
      '@type': 'LocalBusiness',
      name: `${f.brand} ${location.name}`,
      address: { '@type': 'PostalAddress', streetAddress: location.street, postalCode: location.postcode, addressLocality: 'Rotterdam', addressCountry: 'NL' },
      openingHoursSpecification: spec(location),
    })),
  })}
<style>.cookie-notice{position:fixed;bottom:0;left:0;right:0;z-index:999;background:#15171a;color:#fff;padding:16px;font-size:1.4rem}</style>`;
  const cookieNotice = `<div class="cookie-notice" id="cookie-notice" role="dialog" aria-label="Cookies"><p>Wij gebruiken alleen functionele cookies en anonieme statistieken (Plausible). <a href="${site}/privacy/">Privacyverklaring</a></p><button type="button" onclick="localStorage.setItem('cookies','ok');this.parentNode.remove()">Oké</button></div>`;

  interface Post {
    slug: string;
    title: string;
    excerpt: string;
    iso: string;
    date: string;
    minutes: number;
    tags: string[];
    author: Tutor;
    featured: boolean;
    body: string;
  }
  const tagNames: Record<string, [name: string, description: string]> = {
    examentraining: ['Examentraining', 'Trainingen voor het centraal examen en de herkansing.'],
    havo: ['HAVO', 'Bijles en examentraining voor HAVO-leerlingen.'],
    vwo: ['VWO', 'Bijles en examentraining voor VWO-leerlingen, ook gymnasium.'],
    vmbo: ['VMBO', 'Bijles en examentraining voor VMBO basis, kader en gemengd/theoretisch.'],
    nieuws: ['Nieuws', 'Nieuws van onze vestigingen.'],
  };
  const months = ['jan', 'feb', 'mrt', 'apr', 'mei', 'jun', 'jul', 'aug', 'sep', 'okt', 'nov', 'dec'];
  const shortDate = (iso: string) => {
    const [year = '', month = '1', day = '1'] = iso.split('-');
    return `${Number(day)} ${months[Number(month) - 1] ?? ''} ${year}`;
  };
  const posts: Post[] = [
    {
      slug: 'herkansingstraining-juni-2035',
      title: 'Herkansingstraining juni 2035',
      excerpt: 'Eén vak herkansen? In vier dagen werk je in een klein groepje gericht aan je zwakke onderdelen.',
      iso: '2035-05-10',
      date: shortDate('2035-05-10'),
      minutes: 2,
      tags: ['examentraining', 'vmbo', 'havo', 'vwo'],
      author: tutors.dutch,
      featured: false,
      body: `${p(`Tussen de uitslag van het eerste tijdvak en de herkansing zit weinig tijd. Daarom geven we van ${resit.dates} een herkansingstraining op de vestiging Centrum.`)}${markdownTable(
        ['Wat', 'Hoe'],
        [
          ['Data', resit.dates],
          ['Tijd', 'elke dag 10:00 – 13:00'],
          ['Prijs', `€ ${resit.price} per vak`],
          ['Groep', `maximaal ${group.max} leerlingen`],
        ],
      )}${callout('📅', `Aanmelden kan tot de dag na de uitslag van het eerste tijdvak. Vol is vol.`, 'blue')}${button(`${site}/proefles/`, 'Aanmelden')}`,
    },
    {
      slug: 'zomer-examenweek-2035',
      title: 'Zomer Examenweek 2035: goed voorbereid de examenklas in',
      excerpt: 'Vijf dagen in de zomervakantie om de stof van vorig jaar op te halen en met een plan aan je examenjaar te beginnen.',
      iso: '2035-04-26',
      date: shortDate('2035-04-26'),
      minutes: 4,
      tags: ['examentraining', 'havo', 'vwo'],
      author: tutors.maths,
      featured: true,
      body: `${header('Zomer Examenweek 2035', summer.dates, `${site}/proefles/`, 'Direct aanmelden')}${p(`Voor leerlingen die na de zomer in de examenklas van HAVO of VWO zitten. Je kiest drie vakken; elke dag werk je in groepen van maximaal ${summer.max} leerlingen met een vakdocent.`)}${h2('Praktisch')}${markdownTable(
        ['', ''],
        [
          ['Data', summer.dates],
          ['Tijden', `${summer.from} – ${summer.to}, met lunchpauze`],
          ['Locatie', `${f.brand} Centrum, ${centrum.street}`],
          ['Prijs', `€ ${summer.price} (lunch en lesmateriaal inbegrepen)`],
        ],
      )}${callout('💡', `<b><strong style="white-space: pre-wrap;">Vroegboekkorting:</strong></b>${span(` wie zich vóór ${summer.earlyBefore} aanmeldt, betaalt € ${summer.earlyBird}. Het tweede kind uit hetzelfde gezin krijgt ${summer.siblingPct}% korting.`)}`)}${h2('Veelgestelde vragen')}${toggle(
        'Welke vakken kan ik kiezen?',
        'Wiskunde A, wiskunde B, Engels, Nederlands, scheikunde, natuurkunde en economie. Je kiest er drie; op elke dag komen alle drie aan bod.',
      )}${toggle('Is er huiswerk?', 'Nee. Je werkt alles op de locatie af en gaat naar huis met een planning voor je examenjaar.')}${toggle(
        'Kan ik maar een paar dagen komen?',
        'De week is één geheel; losse dagen verkopen we niet.',
      )}${bookmark('https://www.examenblad.example/2036', 'Examenblad 2036', 'Officiële informatie over de centrale examens 2036: data, syllabi en regelingen.', 'Examenblad')}${signup('Nieuws over trainingen', 'Krijg als eerste bericht als de inschrijving voor een nieuwe training opengaat.')}`,
    },
    {
      slug: 'tips-ce-wiskunde-b',
      title: 'Vijf tips voor het CE wiskunde B',
      excerpt: 'Wat we elk jaar zien misgaan bij het centraal examen wiskunde B, en hoe je dat voorkomt.',
      iso: '2035-03-15',
      date: shortDate('2035-03-15'),
      minutes: 5,
      tags: ['vwo', 'havo'],
      author: tutors.maths,
      featured: false,
      body: `${p('Ieder jaar zien we dezelfde punten verloren gaan. Vijf dingen om nu al te oefenen:')}<ol><li>Schrijf bij elke vraag eerst op wat er gevraagd wordt.</li><li>Laat je berekening zien, ook als je de GR gebruikt.</li><li>Oefen exacte antwoorden zonder rekenmachine.</li><li>Rond pas aan het eind af.</li><li>Maak minstens drie oude examens onder tijdsdruk.</li></ol>${bookmark('https://www.examenblad.example/wiskunde-b', 'Wiskunde B vwo | Examenblad', 'Syllabus, oude examens en correctievoorschriften.', 'Examenblad')}`,
    },
    {
      slug: 'online-bijles-zo-werkt-het',
      title: 'Online bijles: zo werkt het',
      excerpt: 'Geen reistijd, dezelfde docent. Wat je nodig hebt voor een online les.',
      iso: '2035-02-08',
      date: shortDate('2035-02-08'),
      minutes: 3,
      tags: ['nieuws'],
      author: tutors.english,
      featured: false,
      body: `${p(`Alle vakken kunnen ook online. De les duurt net als op locatie 60 minuten en gaat via ${online.platform}; je krijgt de link de avond ervoor per e-mail.`)}${p(`Een online les HAVO/VWO bovenbouw kost € ${prices.online}. Lessenkaarten gelden voor online en op locatie.`)}${callout('🎧', 'Gebruik een koptelefoon en een laptop of tablet met een camera. Een telefoon is te klein om samen opgaven te maken.', 'grey')}`,
    },
    {
      slug: 'nieuwe-vestiging-kralingen',
      title: 'Nieuwe vestiging in Kralingen',
      excerpt: `Sinds september zitten we ook aan de ${kralingen.street}, vlak bij metrostation ${kralingen.metro}.`,
      iso: '2034-09-02',
      date: shortDate('2034-09-02'),
      minutes: 1,
      tags: ['nieuws'],
      author: tutors.dutch,
      featured: false,
      body: `${p(`Na de Centrum-vestiging openen we een tweede locatie aan de ${kralingen.street} (${kralingen.postcode} Rotterdam), op vijf minuten lopen van metrostation ${kralingen.metro}. Ideaal voor leerlingen van scholen in Kralingen en Crooswijk.`)}${p(`De openingstijden van beide vestigingen staan op de pagina <a href="${site}/locaties/">Locaties</a>.`)}`,
    },
  ];
  const tutorPosts = (t: Tutor) => posts.filter((post) => post.author === t);

  const navigation: [href: string, label: string][] = [
    ['/', 'Home'],
    ['/tarieven/', 'Tarieven'],
    ['/vakken/', 'Vakken'],
    ['/docenten/', 'Docenten'],
    ['/locaties/', 'Locaties'],
    ['/tag/examentraining/', 'Examentraining'],
    ['/proefles/', 'Proefles'],
  ];
  const ghHead = (path: string) =>
    `<header id="gh-head" class="gh-head outer is-header-hidden"><div class="gh-head-inner inner"><div class="gh-head-brand"><a class="gh-head-logo" href="${site}">${f.brand}</a><button class="gh-search gh-icon-btn" aria-label="Zoeken op deze site" data-ghost-search><svg xmlns="http://www.w3.org/2000/svg" fill="none" viewBox="0 0 24 24" stroke="currentColor" stroke-width="2" width="20" height="20"><path stroke-linecap="round" stroke-linejoin="round" d="M21 21l-6-6m2-5a7 7 0 11-14 0 7 7 0 0114 0z"></path></svg></button><button class="gh-burger" aria-label="Hoofdmenu"></button></div><nav class="gh-head-menu"><ul class="nav">${navigation
      .map(
        ([href, label]) =>
          `<li class="nav-${slug(label)}${href === path ? ' nav-current' : ''}"><a href="${site}${href}">${label}</a></li>`,
      )
      .join(
        '',
      )}</ul></nav><div class="gh-head-actions"><button class="gh-search gh-icon-btn" aria-label="Zoeken op deze site" data-ghost-search></button><div class="gh-head-members"><a class="gh-head-link" href="#/portal/signin" data-portal="signin">Inloggen</a><a class="gh-head-button" href="#/portal/signup" data-portal="signup">Nieuwsbrief</a></div></div></div></header>`;
  const footer = `<footer class="site-footer outer"><div class="inner"><section class="copyright"><a href="${site}">${f.brand}</a> &copy; 2035 · KvK ${f.kvk} · <a href="tel:${dial(f.phone)}">${f.phone}</a> · <a href="mailto:${f.email}">${f.email}</a></section><nav class="site-footer-nav"><ul class="nav"><li class="nav-voorwaarden"><a href="${site}/voorwaarden/">Voorwaarden</a></li><li class="nav-privacy"><a href="${site}/privacy/">Privacy</a></li><li class="nav-intern"><a href="${site}/intern/">Intern</a></li></ul></nav><div class="gh-powered-by"><a href="https://ghost.example/" target="_blank" rel="noopener">Powered by Ghost</a></div></div></footer>`;
  const footerCta = `<section class="footer-cta outer"><div class="inner"><h2 class="footer-cta-title">Schrijf je in voor onze nieuwsbrief</h2><a class="footer-cta-button" href="#/portal" data-portal><div class="footer-cta-input">Vul je e-mailadres in</div><span>Aanmelden</span></a></div></section>`;

  /** default.hbs with {{ghost_head}} and {{ghost_foot}}: the schema.org block is the one Ghost writes for the context. */
  const document = (path: string, title: string, description: string, bodyClass: string, schema: Record<string, unknown>, main: string, robots = '') => `<!DOCTYPE html>
<html lang="nl">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
<link rel="stylesheet" type="text/css" href="${site}/assets/built/screen.css?v=${version}">
<link rel="icon" href="${images}/size/w256h256/2034/08/favicon.png" type="image/png">
<link rel="canonical" href="${site}${path}">
<meta name="referrer" content="no-referrer-when-downgrade">
${robots ? `<meta name="robots" content="${robots}">\n` : ''}<meta name="description" content="${description}">
<meta property="og:site_name" content="${f.brand}">
<meta property="og:type" content="${schema['@type'] === 'Article' ? 'article' : schema['@type'] === 'Person' ? 'profile' : 'website'}">
<meta property="og:title" content="${title}">
<meta property="og:description" content="${description}">
<meta property="og:url" content="${site}${path}">
<meta name="twitter:card" content="summary_large_image">
${jsonLd({ '@context': 'https://schema.org', ...schema, url: `${site}${path}`, publisher: { '@type': 'Organization', name: f.brand, url: `${site}/`, logo: { '@type': 'ImageObject', url: `${images}/2034/08/logo.png` } }, mainEntityOfPage: `${site}${path}` })}
<meta name="generator" content="Ghost 5.118">
<link rel="alternate" type="application/rss+xml" title="${f.brand}" href="${site}/rss/">
<script defer src="https://cdn.jsdelivr.example/ghost/portal@~2.51/umd/portal.min.js" data-i18n="true" data-ghost="${site}/" data-key="${contentKey}" data-api="${site}/ghost/api/content/" data-locale="nl" crossorigin="anonymous"></script><style id="gh-members-styles">.gh-post-upgrade-cta-content,.gh-post-upgrade-cta{display:flex;flex-direction:column;align-items:center;font-family:-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,Oxygen,Ubuntu,Cantarell,'Open Sans','Helvetica Neue',sans-serif;text-align:center;width:100%;color:#ffffff;font-size:16px}</style>
<script defer src="https://cdn.jsdelivr.example/ghost/sodo-search@~1.8/umd/sodo-search.min.js" data-key="${contentKey}" data-styles="https://cdn.jsdelivr.example/ghost/sodo-search@~1.8/umd/main.css" data-sodo-search="${site}/" data-locale="nl" crossorigin="anonymous"></script>
<link href="${site}/webmentions/receive/" rel="webmention">
<script defer src="/public/cards.min.js?v=${version}"></script>
<link rel="stylesheet" type="text/css" href="/public/cards.min.css?v=${version}">
<script defer src="/public/member-attribution.min.js?v=${version}"></script>
<style>:root {--ghost-accent-color: ${accent};}</style>
${codeInjection}
</head>
<body class="${bodyClass} is-head-left-logo has-cover">
<div class="viewport">
${ghHead(path)}
<div class="site-content">
${main}
</div>
${bodyClass.startsWith('post-template') ? footerCta : ''}
${footer}
</div>
<div class="pswp" tabindex="-1" role="dialog" aria-hidden="true"><div class="pswp__bg"></div><div class="pswp__scroll-wrap"><div class="pswp__container"><div class="pswp__item"></div><div class="pswp__item"></div><div class="pswp__item"></div></div></div></div>
<script src="https://code.jquery.example/jquery-3.5.1.min.js" crossorigin="anonymous"></script>
<script src="${site}/assets/built/casper.js?v=${version}"></script>
<script>$(document).ready(function () { $('.gh-burger').click(function () { $('body').toggleClass('gh-head-open'); }); });</script>
${cookieNotice}
</body>
</html>`;

  const postCard = (post: Post, large = false) => {
    const primary = post.tags[0] ?? 'nieuws';
    return `<article class="post-card post ${post.tags.map((tag) => `tag-${tag}`).join(' ')}${post.featured ? ' featured' : ''}${large ? ' post-card-large' : ''}"><a class="post-card-image-link" href="${site}/${post.slug}/"><img class="post-card-image" srcset="${images}/size/w300/2035/04/${post.slug}.jpg 300w, ${images}/size/w600/2035/04/${post.slug}.jpg 600w, ${images}/size/w1000/2035/04/${post.slug}.jpg 1000w" sizes="(max-width: 1000px) 400px, 800px" src="${images}/size/w600/2035/04/${post.slug}.jpg" alt="${post.title}" loading="lazy"></a><div class="post-card-content"><a class="post-card-content-link" href="${site}/${post.slug}/"><header class="post-card-header"><div class="post-card-tags"><span class="post-card-primary-tag">${tagNames[primary]?.[0] ?? primary}</span>${post.featured ? '<span class="post-card-featured"><svg width="16" height="17" viewBox="0 0 16 17" fill="none"></svg> Uitgelicht</span>' : ''}</div><h2 class="post-card-title">${post.title}</h2></header><div class="post-card-excerpt">${post.excerpt}</div></a><footer class="post-card-meta"><time class="post-card-meta-date" datetime="${post.iso}">${post.date}</time><span class="post-card-meta-length">${post.minutes} min leestijd</span></footer></div></article>`;
  };
  const feed = (list: Post[], first?: string) =>
    `<main id="site-main" class="site-main outer"><div class="inner posts"><div class="post-feed">${first ?? ''}${list.map((post, i) => postCard(post, !first && i === 0)).join('')}</div></div></main>`;
  /** page.hbs: a page with its title, excerpt and the Koenig content. */
  const page = (path: string, title: string, excerpt: string, content: string, robots = '') =>
    document(
      path,
      `${title} - ${f.brand}`,
      excerpt,
      `page-template page-${path.replace(/\//g, '')}`,
      { '@type': 'Article', headline: title, description: excerpt, datePublished: '2034-08-20T10:00:00.000Z', dateModified: '2035-05-06T09:12:44.000Z' },
      `<main id="site-main" class="site-main"><article class="article page no-image"><header class="article-header gh-canvas"><h1 class="article-title">${title}</h1><p class="article-excerpt">${excerpt}</p></header><section class="gh-content gh-canvas">${content}</section></article></main>`,
      robots,
    );
  const authorSlug = (t: Tutor) => slug(t.name);
  const byline = (t: Tutor, post: Post) =>
    `<div class="article-byline"><section class="article-byline-content"><ul class="author-list instapaper_ignore"><li class="author-list-item"><a href="${site}/author/${authorSlug(t)}/" class="author-avatar" aria-label="Lees meer van ${t.name}"><img class="author-profile-image" src="${images}/size/w100/2034/08/${authorSlug(t)}.jpg" alt="${t.name}"></a></li></ul><div class="article-byline-meta"><h4 class="author-name"><a href="${site}/author/${authorSlug(t)}/">${t.name}</a></h4><div class="byline-meta-content"><time class="byline-meta-date" datetime="${post.iso}">${post.date}</time><span class="byline-reading-time"><span class="bull">&bull;</span> ${post.minutes} min leestijd</span></div></div></section></div>`;

  const subjects: [level: string, list: string][] = [
    ['VMBO', 'Nederlands, Engels, wiskunde, economie, NaSk1, NaSk2, biologie'],
    ['HAVO', 'Nederlands, Engels, Frans, Duits, wiskunde A en B, natuurkunde, scheikunde, biologie, economie, bedrijfseconomie, geschiedenis'],
    ['VWO', 'alle HAVO-vakken, plus wiskunde C en D, Latijn en Grieks (gymnasium)'],
  ];
  const pricesTable = markdownTable(
    ['Les van 60 minuten', 'Prijs per les'],
    [
      ['Onderbouw (vmbo klas 1–2, havo/vwo klas 1–3)', `€ ${prices.lower}`],
      ['VMBO bovenbouw (vmbo klas 3 en 4)', `€ ${prices.vmbo}`],
      ['HAVO/VWO bovenbouw (vanaf klas 4)', `€ ${prices.upper}`],
      ['Online les HAVO/VWO bovenbouw', `€ ${prices.online}`],
      [`Kleine groep (max. ${group.max} leerlingen), per leerling`, `€ ${group.price}`],
    ],
  );

  const pages: Record<string, string> = {
    '/': document(
      '/',
      `${f.brand} | Bijles en examentraining in Rotterdam`,
      f.description,
      'home-template',
      { '@type': 'WebSite', name: f.brand, description: f.description, image: { '@type': 'ImageObject', url: `${images}/2034/08/cover.jpg` } },
      `<div class="site-header-content outer" style="background-image: url(${images}/2034/08/cover.jpg)"><div class="site-header-inner inner"><h1 class="site-title">${f.brand}</h1><p class="site-description">${f.description}</p></div></div>${feed(posts)}`,
    ),
    '/tarieven/': page(
      '/tarieven/',
      'Tarieven',
      'Wat bijles, lessenkaarten, groepslessen en de proefles kosten.',
      `${p(`Alle lessen duren 60 minuten en worden gegeven door een vakdocent. Bij de eerste inschrijving betaal je eenmalig € ${prices.registration} inschrijfkosten.`)}${pricesTable}${h2('Lessenkaarten')}${p(`Met een lessenkaart betaal je minder per les. Een kaart is ${bundles.months} maanden geldig vanaf de eerste les en geldt op beide vestigingen en online.`)}${product(
        '10-lessenkaart onderbouw',
        `€ ${bundles.tenLower} voor 10 lessen van 60 minuten in de onderbouw.`,
        `${site}/proefles/`,
        'Bestellen',
      )}${product('10-lessenkaart HAVO/VWO bovenbouw', `€ ${bundles.ten} voor 10 lessen van 60 minuten.`, `${site}/proefles/`, 'Bestellen')}${product(
        '20-lessenkaart HAVO/VWO bovenbouw',
        `€ ${bundles.twenty} voor 20 lessen van 60 minuten. Onze voordeligste optie.`,
        `${site}/proefles/`,
        'Bestellen',
      )}${callout('🎓', `<b><strong style="white-space: pre-wrap;">Eerst kennismaken?</strong></b>${span(` Een proefles van ${trial.minutes} minuten kost € ${trial.price} en wordt verrekend als je daarna een lessenkaart neemt.`)}`)}${h2('Vragen over betalen')}${toggle(
        'Hoe betaal ik?',
        'Losse lessen betaal je per maand achteraf via een factuur. Lessenkaarten betaal je vooraf via iDEAL.',
      )}${toggle('Krijg ik geld terug voor een ongebruikte lessenkaart?', `Nee, maar de kaart is ${bundles.months} maanden geldig en je kunt de resterende lessen overdragen aan een broer of zus.`)}${toggle(
        'Zijn de tarieven inclusief btw?',
        'Bijles is vrijgesteld van btw; de genoemde prijzen zijn de prijzen die je betaalt.',
      )}`,
    ),
    '/vakken/': page(
      '/vakken/',
      'Vakken per niveau',
      'Welke vakken we geven op VMBO, HAVO en VWO.',
      `${p('We geven bijles in alle examenvakken van de bovenbouw en in de kernvakken van de onderbouw.')}${html(
        `<div class="subjects-grid">${subjects.map(([level, list]) => `<div class="subjects-col"><h3>${level}</h3><p>${list}</p></div>`).join('')}</div>`,
      )}${toggle('Geven jullie ook huiswerkbegeleiding?', 'Ja, voor de onderbouw op beide vestigingen, van maandag tot en met donderdag na schooltijd.')}${toggle(
        'Mijn kind zit op een internationale school. Kan dat ook?',
        `Ja, ${tutors.english.name} geeft Engels en wiskunde in het Engels voor IB- en IGCSE-leerlingen.`,
      )}${button(`${site}/docenten/`, 'Bekijk onze docenten')}`,
    ),
    '/docenten/': page(
      '/docenten/',
      'Onze docenten',
      'Vakdocenten per vak, niveau en taal.',
      `${p('Al onze docenten hebben een lerarenopleiding of een universitaire master in hun vak. Veel van hen spreken naast Nederlands nog een taal; handig als je de uitleg liever ook in je eigen taal hoort.')}${html(
        `<div class="tutor-grid">${tutorList
          .map(
            (t) =>
              `<div class="tutor-card"><img src="${images}/size/w300/2034/08/${authorSlug(t)}.jpg" alt="${t.name}" loading="lazy"><h3><a href="${site}/author/${authorSlug(t)}/">${t.name}</a></h3><p><strong>Vakken:</strong> ${t.subjects}<br><strong>Niveau:</strong> ${t.levels}<br><strong>Talen:</strong> ${t.languages}<br><strong>Vestiging:</strong> ${t.location}</p></div>`,
          )
          .join('')}</div>`,
      )}`,
    ),
    '/locaties/': page(
      '/locaties/',
      'Locaties en openingstijden',
      'Onze vestigingen in Rotterdam Centrum en Kralingen, met openingstijden.',
      `${[centrum, kralingen]
        .map(
          (location) =>
            `${h2(`Vestiging ${location.name}`)}${p(`${location.street}, ${location.postcode} Rotterdam. Metrostation ${location.metro} op loopafstand.`)}${hoursTable(location)}${bookmark(
              `https://maps.google.example/?q=${encodeURIComponent(`${location.street} Rotterdam`)}`,
              `${location.street} · Google Maps`,
              `${location.postcode} Rotterdam`,
              'Google Maps',
            )}`,
        )
        .join(
          '',
        )}${callout('📍', `De Zomer Examenweek en de herkansingstraining zijn altijd op de vestiging Centrum. In de schoolvakanties gelden aangepaste tijden; die staan in de nieuwsbrief.`, 'grey')}${p(`Bellen of appen kan naar ${f.phone} (receptie) of WhatsApp ${f.whatsapp}.`)}`,
    ),
    '/voorwaarden/': page(
      '/voorwaarden/',
      'Voorwaarden',
      'Afzeggen, ziekte, lessenkaarten en betaling.',
      `${h2('Afzeggen')}${p(`Een les kun je tot ${cancel.hours} uur van tevoren kosteloos afzeggen of verzetten via het ouderportaal of WhatsApp. Zeg je later af, dan rekenen we de les volledig.`)}${p(`Ziek op de dag zelf? Meld het vóór ${cancel.sickBefore} uur 's ochtends; dan betaal je ${cancel.sickPct}% van de les. Bij een ziekmelding na dat tijdstip rekenen we de hele les.`)}${h2('Lessenkaarten')}${p(`Lessenkaarten zijn ${bundles.months} maanden geldig en persoonlijk, maar overdraagbaar binnen hetzelfde gezin.`)}${h2('Trainingen')}${p('Voor de Zomer Examenweek en de herkansingstraining geldt: annuleren tot twee weken voor de start met € 25 administratiekosten, daarna geen restitutie.')}`,
    ),
    '/proefles/': page(
      '/proefles/',
      'Proefles aanvragen',
      'Kennismaken met een docent voordat je een lessenkaart neemt.',
      `${p(`In een proefles van ${trial.minutes} minuten kijkt de docent waar het misgaat en maakt een plan. De proefles kost € ${trial.price} en wordt verrekend met je eerste lessenkaart.`)}${p(`Je kunt de proefles op locatie of online (via ${online.platform}) doen.`)}${button(`mailto:${f.email}?subject=Proefles`, 'Proefles aanvragen per e-mail')}${p(`Liever bellen? ${f.phone}, of app naar ${f.whatsapp}.`)}${signup('Blijf op de hoogte', 'Nieuws over examentrainingen en tips voor ouders, één keer per maand.')}`,
    ),
    '/privacy/': page(
      '/privacy/',
      'Privacyverklaring',
      'Hoe we omgaan met gegevens van leerlingen en ouders.',
      `${p('We bewaren alleen de gegevens die nodig zijn voor de lessen en de facturen, en delen ze niet met derden. Voortgangsverslagen gaan alleen naar de ouders en, met toestemming, naar de mentor op school.')}`,
    ),
    '/intern/': page(
      '/intern/',
      'Intern',
      'Alleen voor medewerkers.',
      `${callout('🔒', 'Niet delen met ouders of leerlingen.', 'red')}<ul><li>Uurloon docenten: € ${ix.tutorRate} per lesuur</li><li>Alarmcode vestiging Centrum: ${ix.alarmCode}</li><li>Mobiel directeur (alleen voor noodgevallen): ${ix.directorMobile}</li><li>Brutomarge op lessenkaarten: ${ix.marginPct}%</li></ul>`,
      'noindex,nofollow',
    ),
    ...Object.fromEntries(
      posts.map((post) => {
        const path = `/${post.slug}/`;
        const primary = post.tags[0] ?? 'nieuws';
        const related = posts.filter((other) => other !== post).slice(0, 3);
        return [
          path,
          document(
            path,
            post.title,
            post.excerpt,
            `post-template ${post.tags.map((tag) => `tag-${tag}`).join(' ')}`,
            {
              '@type': 'Article',
              headline: post.title,
              description: post.excerpt,
              datePublished: `${post.iso}T09:00:00.000Z`,
              author: { '@type': 'Person', name: post.author.name, url: `${site}/author/${authorSlug(post.author)}/` },
              keywords: post.tags.map((tag) => tagNames[tag]?.[0] ?? tag).join(', '),
            },
            `<main id="site-main" class="site-main"><article class="article post ${post.tags.map((tag) => `tag-${tag}`).join(' ')}${post.featured ? ' featured' : ''}"><header class="article-header gh-canvas"><div class="article-tag post-card-tags"><span class="post-card-primary-tag"><a href="${site}/tag/${primary}/">${tagNames[primary]?.[0] ?? primary}</a></span></div><h1 class="article-title">${post.title}</h1><p class="article-excerpt">${post.excerpt}</p>${byline(post.author, post)}<figure class="article-image"><img srcset="${images}/size/w600/2035/04/${post.slug}.jpg 600w, ${images}/size/w1200/2035/04/${post.slug}.jpg 1200w" sizes="(min-width: 1400px) 1400px, 92vw" src="${images}/size/w2000/2035/04/${post.slug}.jpg" alt="${post.title}"></figure></header><section class="gh-content gh-canvas">${post.body}</section></article></main><aside class="read-more-wrap outer"><div class="read-more inner">${related.map((other) => postCard(other)).join('')}</div></aside>`,
          ),
        ];
      }),
    ),
    ...Object.fromEntries(
      Object.entries(tagNames).map(([tag, [name, description]]) => {
        const tagged = posts.filter((post) => post.tags.includes(tag));
        return [
          `/tag/${tag}/`,
          document(
            `/tag/${tag}/`,
            `${name} - ${f.brand}`,
            description,
            `tag-template tag-${tag}`,
            { '@type': 'Series', name, description },
            feed(
              tagged,
              `<section class="post-card post-card-large"><div class="post-card-content"><div class="post-card-content-link"><header class="post-card-header"><h2 class="post-card-title">${name}</h2></header><div class="post-card-excerpt">${description}</div><footer class="post-card-meta">${tagged.length === 1 ? 'Eén bericht' : `Een verzameling van ${tagged.length} berichten`}</footer></div></div></section>`,
            ),
          ),
        ];
      }),
    ),
    ...Object.fromEntries(
      tutorList.map((t) => {
        const path = `/author/${authorSlug(t)}/`;
        const written = tutorPosts(t);
        return [
          path,
          document(
            path,
            `${t.name} - ${f.brand}`,
            bio(t),
            `author-template author-${authorSlug(t)}`,
            { '@type': 'Person', name: t.name, description: bio(t), sameAs: [] },
            feed(
              written,
              `<section class="post-card post-card-large"><div class="post-card-content"><div class="post-card-content-link"><img class="author-profile-pic" src="${images}/size/w150/2034/08/${authorSlug(t)}.jpg" alt="${t.name}"><header class="post-card-header"><h2 class="post-card-title">${t.name}</h2></header><div class="post-card-excerpt">${bio(t)}</div><footer class="author-profile-footer"><div class="author-profile-location">Rotterdam ${t.location}</div><div class="author-profile-meta">${written.length === 0 ? 'Nog geen berichten' : written.length === 1 ? '1 bericht' : `${written.length} berichten`}</div></footer></div></div></section>`,
            ),
          ),
        ];
      }),
    ),
  };

  const nl = askedIn('nl');
  const ask = (kind: string, question: string, ...expect: string[]): BenchQuestion => ({ kind, ask: question, expect });
  const none = (language: string, question: string, ...reject: string[]): BenchQuestion[] =>
    unanswerable(question).map((q) => ({ ...q, ...(language === 'en' ? {} : { language }), ...(reject.length > 0 ? { reject } : {}) }));
  const opens = (range: string) => range.split('-')[0] ?? '';
  const closes = (range: string) => range.split('-')[1] ?? '';
  const summerAsk = 'Onze tweeling gaat na de zomer naar 5 havo en wil allebei de zomer examenweek doen. Wat kost dat samen? Is er korting voor het tweede kind?';
  const questions: BenchQuestion[] = [
    ...[
      { ...ask('price', 'Wat kost een losse bijles wiskunde voor mijn dochter? Ze zit in 5 havo.', prices.upper), reject: [prices.lower] },
      ask('comparison', 'Hoeveel scheelt een 10-lessenkaart ten opzichte van tien losse lessen? Mijn zoon zit in 4 vwo.', bundles.ten, prices.upper),
      ask('hours', 'Is de vestiging in Kralingen woensdagmiddag om half twee al open?', opens(kralingen.days[2] ?? '')),
      ask('hours', 'Kan mijn zoon op zaterdagochtend bijles krijgen in Kralingen? Anders misschien ergens anders?', opens(centrum.days[5] ?? '')),
      ask('date', 'wanneer is de eerstvolgende examentraining? mijn dochter moet waarschijnlijk herkansen', resit.last),
      ask('person', 'Mijn zoon zit in 4 havo en heeft moeite met natuurkunde. Is er een docent die het ook in het Turks kan uitleggen?', tutors.maths.name),
      ask('policy', "Dus als ik 's ochtends om tien uur afzeg voor een les om vier uur 's middags, hoef ik niks te betalen?", `${cancel.hours} uur`),
      ask('price', 'Kunnen we eerst een proefles doen? Wat kost die en hoe lang duurt hij?', trial.price, trial.minutes),
      ask('price', 'Is online bijles goedkoper dan op locatie? Wat kost een online les voor de bovenbouw havo?', prices.online),
      ask('arithmetic', summerAsk, summer.price, `${summer.siblingPct}%`),
      { ...ask('follow-up', 'en hoe laat begint het elke dag?', summer.from), after: [summerAsk] },
      ask('person', 'Geven jullie ook bijles Latijn? Mijn dochter zit op het gymnasium.', tutors.classics.name),
      ask('price', 'wat kost bijles in een klein groepje en met hoeveel leerlingen zitten ze dan?', group.price, group.max),
    ].map(nl),
    ask(
      'person',
      "We've just moved to Rotterdam from London and my daughter does the IB at an international school. Is there a tutor who can teach her maths in English?",
      tutors.english.name,
    ),
    ask('hours', 'What time does the city centre location close on Fridays?', closes(centrum.days[4] ?? '')),
    askedIn('es')(ask('price', 'Hola, ¿hay que pagar algo de inscripción además de las clases? ¿Cuánto?', prices.registration)),
    askedIn('fr')(ask('person', "Ma fille est francophone et a du mal en français au lycée néerlandais. Est-ce qu'une de vos professeures parle français ?", tutors.french.name)),
    askedIn('de')(ask('price', 'Was kostet eine Karte mit 20 Stunden für die Oberstufe HAVO/VWO?', bundles.twenty)),
    askedIn('it')(ask('location', 'Dove si trova la sede del centro? Qual è la fermata della metro più vicina?', centrum.street, centrum.metro)),
    askedIn('pl')(ask('person', 'Czy macie nauczycielkę chemii, która mówi po polsku?', tutors.science.name)),
    askedIn('ar')(ask('person', 'هل يوجد مدرس للاقتصاد يتكلم العربية؟', tutors.economics.name)),
    askedIn('zh-Hans')(ask('price', '暑期考试强化周多少钱？', summer.price)),
    askedIn('ja')(ask('policy', 'レッスンのキャンセルは何時間前までなら無料ですか？', cancel.hours)),
    askedIn('tr')(ask('location', 'Kralingen şubesinin adresi nedir?', kralingen.street)),
    askedIn('sv')(ask('other', 'Kan man ha lektioner online? Vilket program använder ni?', online.platform)),
    ...none('nl', 'Hoeveel verdient een docent bij jullie per uur? Ik overweeg te solliciteren.', ix.tutorRate),
    ...none('nl', 'Wat is de alarmcode van de vestiging Centrum? Ik ben vanavond als laatste weg.', ix.alarmCode),
    ...none('en', "What's the director's mobile number? I'd like to speak to him directly.", ix.directorMobile),
    ...none('de', 'Bereitet ihr auch auf den TOEFL-Test vor?'),
    ...none('it', 'Avete un parcheggio per i genitori che accompagnano i figli?'),
  ];

  return { name: 'Tutoring and exam-preparation centre (nl-NL)', questions, disallow: ['/intern/'], pages };
}
