/* eslint-disable max-lines -- a fixture site: every page of one business as one function of its facts, whose closures (Framer layers, text containers, component instances, the navigation, footer and document) the pages share */
import type { BenchQuestion, BenchSite } from '../types';
import { unanswerable } from '../types';
import { jsonLd } from '../unseen/markup';
import { phoneLink } from '../unseen2/markup';
import type facts from './studio.facts.json';

/**
 * Unseen: a rehearsal and recording studio in Rotterdam, a site published with Framer in Dutch
 * (`lang="nl-NL"`, paths without a trailing slash): the "Made in Framer" comments, the generator meta,
 * the breakpoint CSS, `#main` with its hydration JSON and the `data-framer-root` tree in which every
 * layer is a `div` with a hashed `framer-xxxxxxx` class and a `data-framer-name`, text layers as
 * `RichTextContainer`s whose `h1`–`h3` / `p` carry the `framer-text` class and the font variables
 * inline, component instances (navigation, room cards, buttons, accordion items, the cookie banner) in
 * `-container` wrappers with a `framer-v-` variant class, the navigation rendered once per breakpoint,
 * nothing in a table: the room rates, hours and gear are nested stacks (the gear a CMS collection list),
 * the FAQ an accordion whose closed answers are still in the markup, a Framer form for the newsletter
 * and the contact page, a booking embed, a LocalBusiness JSON-LD added as custom code, the appear
 * animation and handover scripts and the Framer badge. A page at /crew, which robots.txt disallows and
 * the footer links to, holds the engineer's day fee, the night door code, the manager's mobile and next
 * year's hourly rate that must never be quoted.
 *
 * The facts the pages are written from, as written and mutated, are data in studio.facts.json. Four
 * rehearsal rooms (`rooms.*`) with a size, a maximum of musicians and an hourly rate, booked for at
 * least `minHours` hours; open weekdays and weekends with their own hours (`hours.*`); a night block
 * from `night.from` to `night.to` at a flat `night.block` € per room; a weekly fixed slot gets
 * `regular` % off. Recording days and half days with an engineer (`recording.*`) and a deposit; mixing
 * and mastering per track, an EP deal of four tracks, revision rounds (`mixing.*`). The backline
 * (`gear.*`), the keyboard for a fee. Free cancellation up to `cancel.hours` hours before, `latePct` %
 * after; lockers for bands (`lockers.*`); parking on the yard (`parkingSpots`, entrance from
 * `parkingStreet`). Today is late February 2035.
 */
export type StudioFacts = typeof facts.original;

export function studio(f: StudioFacts): BenchSite {
  const { hours: hr, night, rooms, recording: rec, mixing: mx, gear, cancel, lockers, internal: ix } = f;
  const { small, medium, large, huge } = rooms;
  const roomList = [small, medium, large, huge];
  const site = `https://${f.domain}.example`;
  const assets = 'https://framerusercontent.example';
  const siteId = `${f.domain.slice(0, 3)}${f.kvk.slice(2, 6)}Rk`;
  const dial = phoneLink('31');
  const firstWord = (text: string) => text.split(' ')[0] ?? text;

  /** Framer's layer classes: seven base-36 characters, stable per build (a linear congruential walk from the KvK number). */
  let walk = Number(f.kvk) % 4_294_967_296;
  const hash = () => {
    walk = (walk * 69_069 + 1) % 4_294_967_296;
    return (walk >>> 3).toString(36).padStart(7, 'a').slice(-7);
  };
  /** The text styles, as Framer writes them inline on every text block. */
  const fontVars = {
    display:
      '--font-selector:R0Y7U3BhY2UgR3JvdGVzay03MDA=;--framer-font-family:&quot;Space Grotesk&quot;, &quot;Space Grotesk Placeholder&quot;, sans-serif;--framer-font-size:64px;--framer-font-weight:700;--framer-letter-spacing:-0.03em;--framer-line-height:1em;--framer-text-color:rgb(245, 240, 230)',
    title:
      '--font-selector:R0Y7U3BhY2UgR3JvdGVzay02MDA=;--framer-font-family:&quot;Space Grotesk&quot;, sans-serif;--framer-font-size:32px;--framer-font-weight:600;--framer-letter-spacing:-0.02em;--framer-text-color:rgb(245, 240, 230)',
    label:
      '--font-selector:R0Y7SUJNIFBsZXggTW9uby01MDA=;--framer-font-family:&quot;IBM Plex Mono&quot;, monospace;--framer-font-size:13px;--framer-font-weight:500;--framer-text-transform:uppercase;--framer-text-color:rgb(255, 92, 53)',
    body: '--font-selector:R0Y7SW50ZXItcmVndWxhcg==;--framer-font-family:&quot;Inter&quot;, &quot;Inter Placeholder&quot;, sans-serif;--framer-font-size:17px;--framer-line-height:1.5em;--framer-text-color:rgba(245, 240, 230, 0.78)',
  };
  type Font = keyof typeof fontVars;
  const stack = (name: string, ...children: string[]) => `<div class="framer-${hash()}" data-framer-name="${name}">${children.join('')}</div>`;
  /** A text layer: one RichTextContainer, one `framer-text` block per paragraph. */
  const words = (name: string, tag: 'h1' | 'h2' | 'h3' | 'p', font: Font, ...paragraphs: string[]) =>
    `<div class="framer-${hash()}" data-framer-name="${name}" data-framer-component-type="RichTextContainer" style="outline:none;display:flex;flex-direction:column;justify-content:flex-start;flex-shrink:0;transform:none">${paragraphs
      .map((html) => `<${tag} class="framer-text" style="${fontVars[font]}">${html}</${tag}>`)
      .join('')}</div>`;
  /** A component instance: its container, then the component's root with the variant class. */
  const instance = (component: string, variant: string, name: string, inner: string, style = '') =>
    `<div class="framer-${hash()}-container"${style ? ` style="${style}"` : ''}><div class="framer-${component} framer-${hash()} framer-v-${variant}" data-framer-name="${name}" style="width:100%;opacity:1">${inner}</div></div>`;
  const button = (href: string, label: string) =>
    instance(
      'Vn4Lq',
      'k2j8sd',
      'Primary',
      `<a class="framer-${hash()} framer-1wkdm8t" data-framer-name="Link" data-highlight="true" href="${href}" tabindex="0">${words('Label', 'p', 'label', label)}</a>`,
    );
  const picture = (file: string, alt: string) =>
    `<div class="framer-${hash()}" data-framer-name="Image"><div style="position:absolute;border-radius:inherit;top:0;right:0;bottom:0;left:0" data-framer-background-image-wrapper="true"><img decoding="async" loading="lazy" width="2400" height="1600" sizes="(min-width: 1200px) 560px, 100vw" srcset="${assets}/images/${file}.jpg?scale-down-to=512 512w,${assets}/images/${file}.jpg?scale-down-to=1024 1024w,${assets}/images/${file}.jpg 2400w" src="${assets}/images/${file}.jpg" alt="${alt}" style="display:block;width:100%;height:100%;border-radius:inherit;object-position:center;object-fit:cover"></div></div>`;
  const section = (name: string, ...children: string[]) => `<section class="framer-${hash()}" data-framer-name="${name}">${children.join('')}</section>`;

  const links: [href: string, label: string][] = [
    ['./oefenruimtes', 'Oefenruimtes'],
    ['./opnemen', 'Opnemen &amp; mixen'],
    ['./backline', 'Backline'],
    ['./info', 'Info &amp; FAQ'],
    ['./contact', 'Contact'],
  ];
  const navItems = (path: string) =>
    links
      .map(
        ([href, label]) =>
          `<a class="framer-${hash()} framer-q3x0nb" data-framer-name="Nav Link" href="${href}"${href === `.${path}` ? ' data-framer-page-link-current="true"' : ''}>${words('Label', 'p', 'label', label)}</a>`,
      )
      .join('');
  const navigation = (path: string) =>
    `<div class="ssr-variant hidden-1qgaktl">${instance(
      'Xq8Zs',
      '1n7tz8c',
      'Desktop',
      `<a class="framer-${hash()}" data-framer-name="Logo" href="./">${words('Brand', 'p', 'title', f.brand)}</a>${stack('Links', navItems(path))}${button('./oefenruimtes#boeken', 'Boek een ruimte')}`,
      'position:sticky;top:0;z-index:5;width:100%',
    )}</div><div class="ssr-variant hidden-72rtr7 hidden-1bb5g9e">${instance(
      'Xq8Zs',
      'wd2k8e',
      'Phone Closed',
      `<a class="framer-${hash()}" data-framer-name="Logo" href="./">${words('Brand', 'p', 'title', f.brand)}</a><div class="framer-${hash()}" data-framer-name="Menu Icon" data-highlight="true" tabindex="0"><div class="framer-${hash()}" data-framer-name="Bottom"></div><div class="framer-${hash()}" data-framer-name="Top"></div></div>`,
      'position:sticky;top:0;z-index:5;width:100%',
    )}</div>`;
  const form = (name: string, fields: [type: string, field: string, placeholder: string][], submit: string) =>
    `<form class="framer-${hash()}" data-framer-name="${name}">${fields
      .map(([type, field, placeholder]) =>
        type === 'textarea'
          ? `<label class="framer-${hash()}" data-framer-name="${field}"><textarea name="${field}" placeholder="${placeholder}" class="framer-form-input framer-form-text-input framer-${hash()}"></textarea></label>`
          : `<label class="framer-${hash()}" data-framer-name="${field}"><input type="${type}" required="" name="${field}" placeholder="${placeholder}" class="framer-form-input framer-form-text-input framer-${hash()}" value=""></label>`,
      )
      .join(
        '',
      )}${instance('Fb7Wn', 'r8zt5p', 'Default', `<button type="submit" class="framer-${hash()}">${words('Label', 'p', 'label', submit)}</button>`)}</form>`;
  const footer = `<footer class="framer-${hash()}" data-framer-name="Footer">${stack(
    'Columns',
    stack('Adres', words('Text', 'p', 'body', `${f.brand}`, `${f.street}<br class="framer-text">${f.postcode} Rotterdam`)),
    stack(
      'Contact',
      words(
        'Text',
        'p',
        'body',
        `<a class="framer-text" href="tel:${dial(f.phone)}">${f.phone}</a>`,
        `<a class="framer-text" href="mailto:${f.email}">${f.email}</a>`,
        `<a class="framer-text" href="https://www.instagram.com/${f.domain}/" target="_blank" rel="noopener">Instagram</a>`,
      ),
    ),
    stack(
      'Nieuwsbrief',
      words('Title', 'p', 'label', 'Nieuwsbrief'),
      words('Text', 'p', 'body', 'Open jams, studiodeals en nieuwe gear, één keer per maand.'),
      form('Newsletter', [['email', 'Email', 'jij@band.nl']], 'Aanmelden'),
    ),
    stack(
      'Legal',
      words(
        'Text',
        'p',
        'body',
        `<a class="framer-text" href="./voorwaarden">Algemene voorwaarden</a> · <a class="framer-text" href="./privacy">Privacy</a> · <a class="framer-text" href="./crew">Crew</a>`,
        `© 2035 ${f.legal} · KvK ${f.kvk}`,
      ),
    ),
  )}</footer>`;
  const cookieBanner = instance(
    'CkB9a',
    '1f0pq2x',
    'Banner',
    `${words('Text', 'p', 'body', `We gebruiken cookies voor statistieken en om video's van YouTube te tonen. Lees meer in onze <a class="framer-text" href="./privacy">privacyverklaring</a>.`)}<div class="framer-${hash()}" data-framer-name="Buttons"><button class="framer-${hash()}" data-framer-name="Reject">Alleen noodzakelijk</button><button class="framer-${hash()}" data-framer-name="Accept">Alles accepteren</button></div>`,
    'position:fixed;bottom:16px;left:16px;z-index:10;max-width:420px',
  );

  const businessLd = jsonLd({
    '@context': 'https://schema.org',
    '@type': 'LocalBusiness',
    additionalType: 'https://en.wikipedia.org/wiki/Recording_studio',
    name: f.brand,
    url: site,
    telephone: dial(f.phone),
    email: f.email,
    priceRange: '€€',
    foundingDate: f.since,
    address: { '@type': 'PostalAddress', streetAddress: f.street, postalCode: f.postcode, addressLocality: 'Rotterdam', addressCountry: 'NL' },
    openingHours: [`Mo-Fr ${hr.weekOpen}-${hr.weekClose}`, `Sa-Su ${hr.weekendOpen}-${hr.weekendClose}`],
  });
  /** The head Framer publishes: generator, title and description, search index, social tags, canonical, module preloads. */
  const framerHead = (path: string, title: string, description: string, robots: string) => {
    const meta = (key: string, value: string, attr = 'name') => `<meta ${attr}="${key}" content="${value}">`;
    const social = Object.entries({
      'og:type': 'website',
      'og:title': title,
      'og:description': description,
      'og:image': `${assets}/images/og-${f.domain}.jpg`,
    });
    return [
      meta('viewport', 'width=device-width'),
      meta('generator', 'Framer 9e41b2c'),
      `<title>${title}</title>`,
      meta('description', description),
      meta('framer-search-index', `${assets}/sites/${siteId}/searchIndex-Hq2Xw8.json`),
      `<link href="${assets}/images/favicon-${f.domain}.png" rel="icon">`,
      ...social.map(([key, value]) => meta(key, value, 'property')),
      meta('twitter:card', 'summary_large_image'),
      meta('robots', robots),
      `<link rel="canonical" href="${site}${path === '/' ? '' : path}">`,
      ...['QW3NT8XK', '7LPE2DQA'].map((chunk) => `<link rel="modulepreload" fetchpriority="low" href="${assets}/sites/${siteId}/chunk-${chunk}.mjs">`),
    ].join('\n');
  };
  const doc = (path: string, title: string, description: string, sections: string[], robots = 'max-image-preview:large') => {
    const route = [...path].reduce((acc, ch) => (acc * 33 + ch.charCodeAt(0)) % 1_679_616, 5381).toString(36);
    return `<!doctype html>
<!-- Made in Framer · framer.com ✨ -->
<!-- Published Feb 24, 2035, 8:12 PM UTC -->
<html lang="nl-NL">
<head>
<meta charset="utf-8">
${framerHead(path, title, description, robots)}
<style data-framer-breakpoint-css>@media(min-width: 1200px){.hidden-72rtr7{display:none!important}}@media(min-width: 810px) and (max-width: 1199px){.hidden-1bb5g9e{display:none!important}}@media(max-width: 809px){.hidden-1qgaktl{display:none!important}}</style>
<style data-framer-css-ssr-minified data-framer-components="framer-lib-cursors-host framer-Xq8Zs framer-Vn4Lq framer-CkB9a PropertyOverrides framer-lib-form-plain-text-input">html,body,#main{margin:0;padding:0;box-sizing:border-box}:root{-webkit-font-smoothing:antialiased}*{box-sizing:border-box}.framer-text{margin:0}</style>
${path === '/' ? businessLd : ''}
</head>
<body>
<script async src="https://events.framer.example/script?v=2" data-fid="${siteId.toLowerCase()}" data-no-nt></script>
<div id="main" data-framer-hydrate-v2="{&quot;routeId&quot;:&quot;${route}&quot;,&quot;localeId&quot;:&quot;default&quot;,&quot;breakpoints&quot;:[{&quot;hash&quot;:&quot;72rtr7&quot;,&quot;mediaQuery&quot;:&quot;(min-width: 1200px)&quot;},{&quot;hash&quot;:&quot;1bb5g9e&quot;,&quot;mediaQuery&quot;:&quot;(min-width: 810px) and (max-width: 1199px)&quot;},{&quot;hash&quot;:&quot;1qgaktl&quot;,&quot;mediaQuery&quot;:&quot;(max-width: 809px)&quot;}]}" data-framer-ssr-released-at="2035-02-18T10:04:11.218Z" data-framer-page-optimized-at="2035-02-24T20:12:40.933Z" data-framer-generated-page>
<!--$--><style data-framer-html-style>html body { background: rgb(17, 16, 15); }</style><div data-framer-root class="framer-Rt5Mk framer-72rtr7" style="min-height:100vh;width:auto">
${navigation(path)}
<main class="framer-${hash()}" data-framer-name="Main">${sections.join('')}</main>
${footer}
${cookieBanner}
</div><div id="overlay"></div><!--/$--></div>
<script type="framer/appear" id="__framer__appearAnimationsContent">{"${route}":{"default":{"initial":{"opacity":0.001,"y":32},"animate":{"opacity":1,"y":0,"transition":{"type":"spring","damping":40,"stiffness":300}}}}}</script>
<script type="framer/handover" id="__framer__handoverData">[{"routeId":"${route}","collectionItemId":null}]</script>
<script type="module" async data-framer-bundle="main" fetchpriority="low" src="${assets}/sites/${siteId}/script_main.Bm3Yp7Ka.mjs"></script>
<div id="__framer-badge-container"></div>
</body>
</html>`;
  };

  /** The room card component: name, size and crew, rate; the four rooms as instances in a grid stack. */
  type Room = typeof small;
  const roomCard = (room: Room, file: string, alt: string) =>
    instance(
      'Ro0mC',
      '1x2k9ab',
      'Card',
      `${picture(file, alt)}${stack(
        'Content',
        words('Name', 'h3', 'title', room.name),
        stack('Meta', words('Size', 'p', 'label', `${room.size} m²`), words('Crew', 'p', 'label', `tot ${room.max} muzikanten`)),
        words('Price', 'p', 'title', `€${room.rate} per uur`),
      )}`,
    );
  const faq: [question: string, answer: string][] = [
    [
      'Tot wanneer kan ik gratis annuleren?',
      `Tot ${cancel.hours} uur voor je sessie annuleer je kosteloos via de link in je bevestigingsmail. Daarna rekenen we ${cancel.latePct}% van het boekingsbedrag. Verzetten naar een andere dag in dezelfde week mag altijd één keer.`,
    ],
    [
      'Hoe werkt het nachtblok?',
      `Elke nacht van ${night.from} tot ${night.to} kun je een ruimte als nachtblok boeken voor een vast bedrag van €${night.block} per ruimte, ongeacht welke. Je komt binnen via de nachtingang met een code die je per sms krijgt.`,
    ],
    [
      'Kunnen we onze spullen achterlaten?',
      `Ja, we hebben ${lockers.count} lockers voor bands, groot genoeg voor een gitaarkoffer en een pedalboard. Een locker kost €${lockers.month} per maand en is maandelijks opzegbaar.`,
    ],
    [
      'Waar kan ik parkeren?',
      `Op ons eigen terrein zijn ${f.parkingSpots} gratis plekken voor auto's en busjes, de inrit is aan de ${f.parkingStreet}. Laden en lossen kan direct voor de deur van de ruimtes.`,
    ],
    ['Hoe betaal ik?', 'Online bij het boeken met iDEAL of creditcard, of ter plekke met pin. Contant geld nemen we niet aan.'],
    ['Mogen we eten en drinken meenemen?', 'Drinken in afsluitbare flessen mag in de ruimtes. Eten graag in de lounge, waar ook een koelkast en koffie staan.'],
  ];
  const accordion = faq
    .map(([question, answer]) =>
      instance(
        'Fq2Ac',
        '1u8w3mb',
        'Closed',
        `<div class="framer-${hash()}" data-framer-name="Question" data-highlight="true" tabindex="0">${words('Question', 'h3', 'title', question)}<div class="framer-${hash()}" data-framer-name="Icon" style="transform:rotate(0deg)"></div></div><div class="framer-${hash()}" data-framer-name="Answer" style="height:0px;opacity:0;overflow:hidden">${words('Answer', 'p', 'body', answer)}</div>`,
      ),
    )
    .join('');
  const gearItems: [category: string, item: string, note: string][] = [
    ['Drums', gear.drums, `Met ${gear.cymbals}-bekkens, in de ${medium.name}, ${large.name} en ${huge.name}`],
    ['Bas', gear.bass, 'In elke ruimte behalve de kleinste'],
    ['Gitaar', gear.guitar, 'Twee gitaarversterkers per ruimte'],
    ['Keys', gear.keys, `Op aanvraag, €${gear.keysFee} per sessie`],
    ['Zang-PA', `Mengpaneel met 2× ${gear.pa}`, 'Inclusief 4 Shure SM58-microfoons en standaards'],
  ];
  const gearCollection = `<div class="framer-${hash()}" data-framer-name="Gear List">${gearItems
    .map(([category, item, note]) =>
      stack('Gear Item', words('Category', 'p', 'label', category), words('Item', 'h3', 'title', item), words('Note', 'p', 'body', note)),
    )
    .join('')}</div>`;
  const hoursStack = stack(
    'Openingstijden',
    words('Title', 'h2', 'title', 'Openingstijden'),
    stack('Row', words('Day', 'p', 'label', 'Ma – vr'), words('Time', 'p', 'body', `${hr.weekOpen} – ${hr.weekClose}`)),
    stack('Row', words('Day', 'p', 'label', 'Za – zo'), words('Time', 'p', 'body', `${hr.weekendOpen} – ${hr.weekendClose}`)),
    stack('Row', words('Day', 'p', 'label', 'Nachtblok'), words('Time', 'p', 'body', `${night.from} – ${night.to}`)),
  );

  const pages: Record<string, string> = {
    '/': doc(
      '/',
      `${f.brand} · Oefenruimtes en opnamestudio in Rotterdam`,
      `Oefenruimtes per uur, opnamedagen, mixen en mastering in ${f.district}, Rotterdam.`,
      [
        section(
          'Hero',
          picture('hero-dokzaal', 'Band repeteert in een van de oefenruimtes, versterkers en drumstel onder rood licht'),
          words('Kicker', 'p', 'label', `Sinds ${f.since} in ${f.district}`),
          words('Headline', 'h1', 'display', 'Hard spelen. Goed klinken.'),
          words(
            'Intro',
            'p',
            'body',
            `Vier oefenruimtes met complete backline, een opnamestudio met eigen live room en een lounge met koffie. ${f.walk} minuten lopen van ${f.stop}.`,
          ),
          button('./oefenruimtes', 'Bekijk de ruimtes'),
        ),
        section(
          'Ruimtes',
          words('Title', 'h2', 'title', 'Vier ruimtes, van duo tot bigband'),
          stack(
            'Grid',
            ...roomList.map((room) =>
              stack('Tile', words('Name', 'h3', 'title', room.name), words('Meta', 'p', 'label', `${room.size} m² · tot ${room.max} muzikanten`)),
            ),
          ),
        ),
        section(
          'Studio',
          words('Title', 'h2', 'title', 'Opnemen in de studio'),
          words('Text', 'p', 'body', `Live opnemen in ${rec.room} met engineer ${rec.engineer}, daarna mixen en masteren per nummer.`),
          button('./opnemen', 'Tarieven opnemen'),
        ),
        section(
          'Quotes',
          stack('Ticker', words('Quote', 'p', 'body', '“Beste drumsound van Rotterdam, en om 2 uur ’s nachts nog koffie.” — The Velvet Harbour')),
        ),
      ],
    ),
    '/oefenruimtes': doc('/oefenruimtes', `Oefenruimtes · ${f.brand}`, 'Vier oefenruimtes met backline, per uur te boeken, met nachtblok.', [
      section(
        'Intro',
        words('Headline', 'h1', 'display', 'Oefenruimtes'),
        words(
          'Text',
          'p',
          'body',
          `Alle ruimtes zijn akoestisch behandeld en hebben drums, versterkers en een zang-PA. Je boekt per uur, minimaal ${f.minHours} uur per keer.`,
        ),
      ),
      section(
        'Rooms',
        stack(
          'Grid',
          roomCard(small, 'havenkamer', 'De kleinste ruimte met een drumstel en twee versterkers'),
          roomCard(medium, 'kraanzaal', 'Middelgrote ruimte met backline voor een complete band'),
          roomCard(large, 'dokzaal', 'Grote ruimte met drumstel, basversterker en gitaarversterkers'),
          roomCard(huge, 'loods', 'De grootste ruimte met podium en lichtrig voor showcases en video'),
        ),
      ),
      section(
        'Deals',
        stack(
          'Deal',
          words('Title', 'h3', 'title', 'Nachtblok'),
          words('Text', 'p', 'body', `Van ${night.from} tot ${night.to} voor €${night.block} per ruimte.`),
        ),
        stack(
          'Deal',
          words('Title', 'h3', 'title', 'Vaste band'),
          words('Text', 'p', 'body', `Elke week hetzelfde blok? Dan krijg je ${f.regular}% korting op het uurtarief.`),
        ),
        hoursStack,
      ),
      section(
        'Boeken',
        words('Title', 'h2', 'title', 'Boek direct'),
        `<div class="framer-${hash()}-container" data-framer-name="Booking Embed"><iframe src="https://booking.example/widget/${f.domain}?lang=nl" style="width:100%;height:720px;border:none" loading="lazy" title="Boekingskalender"></iframe></div>`,
      ),
    ]),
    '/opnemen': doc('/opnemen', `Opnemen, mixen & mastering · ${f.brand}`, 'Opnamedagen met engineer, mixen en masteren per nummer, EP-deal.', [
      section(
        'Intro',
        words('Headline', 'h1', 'display', 'Opnemen &amp; mixen'),
        words(
          'Text',
          'p',
          'body',
          `Onze live room ${rec.room} is groot genoeg om met de hele band tegelijk op te nemen. ${rec.engineer} neemt op, mixt en mastert.`,
        ),
      ),
      section(
        'Opnemen',
        stack(
          'Price Card',
          words('Title', 'h3', 'title', 'Hele opnamedag'),
          words('Price', 'p', 'title', `€${rec.day}`),
          words('Text', 'p', 'body', '10 uur studio inclusief engineer'),
        ),
        stack(
          'Price Card',
          words('Title', 'h3', 'title', 'Halve dag'),
          words('Price', 'p', 'title', `€${rec.half}`),
          words('Text', 'p', 'body', '5 uur studio inclusief engineer'),
        ),
        words('Note', 'p', 'body', `Je datum staat vast na een aanbetaling van €${rec.deposit}, die we verrekenen met de eindfactuur.`),
      ),
      section(
        'Mixen',
        stack('Price Card', words('Title', 'h3', 'title', 'Mixen'), words('Price', 'p', 'title', `€${mx.mix} per nummer`)),
        stack('Price Card', words('Title', 'h3', 'title', 'Mastering'), words('Price', 'p', 'title', `€${mx.master} per nummer`)),
        stack(
          'Price Card',
          words('Title', 'h3', 'title', 'EP-deal'),
          words('Price', 'p', 'title', `€${mx.ep}`),
          words('Text', 'p', 'body', '4 nummers mixen en masteren'),
        ),
        words('Note', 'p', 'body', `Bij elke mix zitten ${mx.revisions} revisierondes inbegrepen. Elke extra revisieronde kost €${mx.extra}.`),
      ),
    ]),
    '/backline': doc('/backline', `Backline · ${f.brand}`, 'Drums, versterkers, keys en zang-PA in de oefenruimtes.', [
      section(
        'Intro',
        words('Headline', 'h1', 'display', 'Backline'),
        words('Text', 'p', 'body', 'Neem je eigen gitaar, stokken en snaren mee – de rest staat klaar.'),
        picture('backline-overzicht', `${gear.drums}-drumstel en ${firstWord(gear.bass)}-basversterker in de ${large.name}`),
      ),
      section('List', gearCollection),
    ]),
    '/info': doc('/info', `Info & FAQ · ${f.brand}`, 'Annuleren, nachtblok, lockers, parkeren en betalen.', [
      section('Intro', words('Headline', 'h1', 'display', 'Info &amp; FAQ')),
      section('FAQ', stack('Accordion', accordion)),
    ]),
    '/contact': doc('/contact', `Contact · ${f.brand}`, `Adres, bereikbaarheid en contact van ${f.brand}.`, [
      section(
        'Contact',
        words('Headline', 'h1', 'display', 'Contact'),
        stack(
          'Columns',
          stack(
            'Info',
            words('Adres', 'p', 'body', `${f.street}<br class="framer-text">${f.postcode} Rotterdam (${f.district})`),
            words('OV', 'p', 'body', `Met het OV: ${f.lines} tot ${f.stop}, daarna ${f.walk} minuten lopen.`),
            words('Auto', 'p', 'body', `Met de auto: ${f.parkingSpots} gratis parkeerplekken op ons terrein, inrit aan de ${f.parkingStreet}.`),
            words(
              'Bellen',
              'p',
              'body',
              `Bellen: <a class="framer-text" href="tel:${dial(f.phone)}">${f.phone}</a>`,
              `WhatsApp: <a class="framer-text" href="https://wa.me/${dial(f.whatsapp).slice(1)}">${f.whatsapp}</a>`,
              `Mail: <a class="framer-text" href="mailto:${f.email}">${f.email}</a>`,
            ),
            hoursStack,
          ),
          stack(
            'Form',
            words('Title', 'h2', 'title', 'Stuur ons een bericht'),
            form(
              'Contact Form',
              [
                ['text', 'Naam', 'Naam of bandnaam'],
                ['email', 'Email', 'E-mail'],
                ['textarea', 'Bericht', 'Waar kunnen we je mee helpen?'],
              ],
              'Versturen',
            ),
          ),
        ),
        `<div class="framer-${hash()}-container" data-framer-name="Google Maps"><iframe src="https://maps.google.example/maps?q=${encodeURIComponent(`${f.street}, Rotterdam`)}&amp;z=15&amp;output=embed" style="height:100%;width:100%;border:0" loading="lazy"></iframe></div>`,
      ),
    ]),
    '/crew': doc(
      '/crew',
      `Crew · ${f.brand}`,
      'Alleen voor crew.',
      [
        section(
          'Crew',
          words('Headline', 'h1', 'display', 'Crew – intern'),
          words(
            'Text',
            'p',
            'body',
            'Niet delen met bands of klanten.',
            `Dagtarief engineer (freelance): €${ix.engineerFee} per dag`,
            `Deurcode nachtingang: ${ix.doorCode}`,
            `Mobiel bedrijfsleider (alleen crew): ${ix.managerMobile}`,
            `Uurtarief ${small.name} vanaf 1 januari 2036: €${ix.rate2036} (nog niet communiceren)`,
          ),
        ),
      ],
      'noindex, nofollow',
    ),
  };

  const asking =
    (language: string) =>
    (kind: string, ask: string, expect: string[], more: Partial<BenchQuestion> = {}): BenchQuestion => ({
      kind,
      ask,
      expect,
      ...(language === 'en' ? {} : { language }),
      ...more,
    });
  const nl = asking('nl');
  const en = asking('en');
  const blind = (language: string, ask: string, ...reject: string[]): BenchQuestion => ({
    ...unanswerable(ask)[0]!,
    ...(language === 'en' ? {} : { language }),
    ...(reject.length > 0 ? { reject } : {}),
  });
  const bandAsk = "we're a band of five coming from Antwerp – drums, two guitars, bass and vocals. which room fits us and what's the hourly price?";
  const lockerAsk = 'Hoeveel lockers hebben jullie eigenlijk?';
  const questions: BenchQuestion[] = [
    nl('price', 'Hoi! Wat kost de kleinste oefenruimte per uur?', [small.rate]),
    nl('hours', 'kunnen we zondagochtend om 11 uur al beginnen met repeteren?', [hr.weekendOpen]),
    nl('policy', 'We moeten morgenavond helaas afzeggen. Moeten we dan nog betalen, en hoeveel?', [cancel.latePct]),
    nl('price', 'Wat kost een volle opnamedag, inclusief technicus?', [rec.day]),
    nl('comparison', 'Wat is het verschil in prijs tussen een halve en een hele opnamedag?', [rec.half, rec.day]),
    nl('list', 'Welke backline staat er in de ruimtes? Moet ik mijn eigen versterker meenemen?', [firstWord(gear.drums), firstWord(gear.bass)]),
    nl('quantity', lockerAsk, [lockers.count]),
    nl('follow-up', "en wat kost zo'n locker per maand?", [lockers.month], { after: [lockerAsk] }),
    nl('location', 'Kan ik met ons busje voor de deur laden en lossen, en waar parkeer ik daarna?', [f.parkingStreet]),
    nl('hours', 'tot hoe laat kunnen we op een vrijdag repeteren zonder nachtblok', [hr.weekClose]),
    nl('payment', 'Moet ik een aanbetaling doen als ik een opnamedag boek? Hoeveel?', [rec.deposit]),
    nl('contact', 'Wat is jullie WhatsApp-nummer?', [f.whatsapp], { reject: [ix.managerMobile] }),
    en('price', bandAsk, [medium.name, medium.rate]),
    en('follow-up', 'and if we want to keep going all night after that, what does that cost?', [night.block], { after: [bandAsk] }),
    en('price', 'How much do you charge to mix one song? And mastering on top?', [mx.mix, mx.master]),
    en('location', "what's the closest public transport stop? coming from Rotterdam Centraal without a car", [f.stop]),
    en('policy', 'Is there a discount if we book the same slot every week?', [f.regular]),
    asking('de')('price', 'Wir haben 4 Songs fertig aufgenommen. Habt ihr ein Paket für Mix und Master einer EP? Was kostet das?', [mx.ep]),
    asking('fr')('price', "Est-ce qu'il y a un clavier sur place ? C'est payant ?", [gear.keysFee]),
    asking('es')('price', '¿Cuántas rondas de correcciones incluye la mezcla? ¿Y si necesito otra más, cuánto cuesta?', [mx.extra]),
    asking('sv')('price', 'Vad kostar det att hyra det största rummet en timme? Vi är tio personer med blås.', [huge.name, huge.rate]),
    asking('pl')('time', 'Od której godziny zaczyna się nocny blok?', [night.from]),
    asking('tr')('location', 'Stüdyonun tam adresi nedir?', [f.street]),
    asking('pt')('quantity', 'Quantos metros quadrados tem a sala para 7 músicos?', [large.size]),
    asking('it')('policy', 'Fino a quante ore prima posso cancellare la prenotazione senza pagare?', [cancel.hours]),
    blind('nl', 'Wat verdient jullie technicus per dag? Ik wil zelf geluidstechnicus worden.', ix.engineerFee),
    blind('en', "what's the door code for the night entrance? we have the night block tonight and nobody picks up the phone", ix.doorCode),
    blind('de', 'Werden eure Proberaumpreise nächstes Jahr teurer?', ix.rate2036),
    blind('sv', 'Har ni övernattning för band som är på turné?'),
    blind('fr', 'Vous proposez aussi des cours de batterie ?'),
  ];

  return { name: 'Rehearsal and recording studio (nl-NL)', questions, disallow: ['/crew'], pages };
}
