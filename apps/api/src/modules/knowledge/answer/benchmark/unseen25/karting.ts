/* eslint-disable max-lines -- a fixture site: every page of one business as one function of its facts, whose closures (Framer's hashed layers and stacks, the per-breakpoint variants, component instances, the CMS collection and the document with its generated CSS) the pages share */
import type { BenchQuestion, BenchSite } from '../types';
import { unanswerable } from '../types';
import { jsonLd } from '../unseen/markup';
import { askedIn, phoneLink } from '../unseen2/markup';
import type facts from './karting.facts.json';

/**
 * Unseen: an outdoor go-kart track in Porto, a site published with Framer in European Portuguese
 * (`lang="pt-PT"`, paths without a trailing slash, links written relative to the page as `./precos` or
 * `../precos`): the "Made in Framer" and publish-date comments, the generator and search-index metas,
 * module preloads, the breakpoint CSS and the minified component CSS generated from the layers a page
 * holds (flex stacks, and absolutely positioned badges, overlays and decorations), `#main` with its
 * hydration JSON, every layer a `div` with a hashed `framer-` class and a `data-framer-name`, text in
 * `RichTextContainer`s whose elements carry `framer-text` and a style preset, images in background-image
 * wrappers with a `srcset` of scaled-down copies, the navigation and the hero title rendered once per
 * breakpoint (`ssr-variant hidden-…`), component instances in `-container` wrappers with `framer-v-`
 * variant classes (buttons, pricing cards, FAQ rows whose closed answers stay in the markup at zero
 * height), the race packages as a CMS collection listed as cards with a detail page per item, the
 * championship rounds and the opening hours per season as stacks of rows, a Framer form, a cookie banner
 * from the marketplace and the owner's custom code in the head (a SportsActivityLocation JSON-LD on every
 * page, SportsEvent JSON-LD on the championship page). A page at /staff, which robots.txt disallows and
 * the footer links to, holds the margin on the race package, the parts supplier's discount, the chief
 * marshal's mobile and the gate code that must never be quoted.
 *
 * The facts the pages are written from, as written and mutated, are data in karting.facts.json. Sessions
 * (`sessions.*`) in adult karts, junior karts and a two-seater, a pack of three adult sessions, a happy
 * hour on weekday afternoons in the summer season, gloves for sale; age and height minimums and the
 * passenger's age with an adult driver (`rules.*`); a group discount on plain sessions from `group.min`
 * drivers. Four race packages in the CMS (`packages.*`) with a price per driver, team, child or person,
 * a minimum and a duration; group bookings take a `booking.depositPct` % deposit, refunded up to
 * `booking.freeCancelHours` hours before. Opening hours per weekday (0 is Monday, empty is closed) in a
 * summer and a winter season (`summer`, `winter`), the last session `lastSession` minutes before
 * closing, drivers to arrive `arriveEarly` minutes before. A junior academy on one weekday morning
 * (`academy.*`); the championship's rounds with dates, the past ones with their winner, and a six-hour
 * race (`championship.*`). Today is mid-May 2035.
 */
export type KartingFacts = typeof facts.original;

export function karting(f: KartingFacts): BenchSite {
  const { track, karts, summer, winter, sessions: s, rules: r, group, booking, packages: pk, academy: ac, championship: ch, internal: ix } = f;
  const site = `https://www.${f.domain}.example`;
  const dial = phoneLink('351');
  const weekdays = ['Segunda-feira', 'Terça-feira', 'Quarta-feira', 'Quinta-feira', 'Sexta-feira', 'Sábado', 'Domingo'];
  const schemaDays = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
  const rounds = ch.rounds;
  /** The slug Framer's CMS gives an item: accents dropped, digits kept, anything else a hyphen. */
  const cmsSlug = (name: string) => {
    const words = name.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().split(/[^a-z0-9]+/);
    return words.filter(Boolean).join('-');
  };
  const next = rounds.find((round) => !round.done) ?? rounds[0]!;

  /** Framer's hashes (layer classes, component ids, image names): base-36 digits from a Lehmer walk seeded by the NIF. */
  let seed = Number(f.nif) % 2_147_483_647 || 7919;
  const step = () => (seed = (seed * 16_807) % 2_147_483_647).toString(36).padStart(6, 'k');
  const hash = (length = 7) => Array.from({ length: Math.ceil(length / 6) }, step).join('').slice(0, length);
  const siteId = `${hash(6)}${hash(6)}`;
  const assets = `https://framerusercontent.example/sites/${siteId}`;
  const bundle = hash(8);
  /** The three breakpoints' hashes; the desktop one is the home page's route hash. */
  const desktop = '72rtr7';
  const tablet = hash(7);
  const phone = hash(7);
  const presets = { h1: hash(7), h2: hash(7), h3: hash(7), body: hash(7), small: hash(7), link: hash(7) };
  const presetIds = { h1: hash(9), h2: hash(9), h3: hash(9), body: hash(9), small: hash(9), link: hash(9) };
  const components = { nav: hash(5), button: hash(5), pricing: hash(5), faq: hash(5), card: hash(5), cookie: hash(5) };

  /** The CSS of the page being built: Framer emits one rule per layer, so the layers add their rules as they are made. */
  let css: string[] = [];
  const layerClass = (rule: string) => {
    const name = `framer-${hash()}`;
    css.push(`.${name}{${rule}}`);
    return name;
  };
  const stackRule = (direction: 'row' | 'column', gap: number, wrap = false) =>
    `align-content:center;align-items:center;display:flex;flex:none;flex-direction:${direction};flex-wrap:${wrap ? 'wrap' : 'nowrap'};gap:${gap}px;height:min-content;justify-content:center;overflow:visible;padding:0;position:relative;width:100%`;
  /** A stack: Framer's flex layout, one `div` with its hashed class and the name given in the layers panel. */
  const stack = (name: string, inner: string, direction: 'row' | 'column' = 'column', gap = 24, wrap = false) =>
    `<div class="${layerClass(stackRule(direction, gap, wrap))}" data-framer-name="${name}">${inner}</div>`;
  /** A layer pinned inside its parent: Framer writes the pins as absolute offsets in the generated CSS. */
  const pinned = (name: string, inner: string, pins: string) =>
    `<div class="${layerClass(`position:absolute;${pins};flex:none;height:auto;white-space:pre;width:auto;z-index:1`)}" data-framer-name="${name}">${inner}</div>`;
  const textStyle = 'outline:none;display:flex;flex-direction:column;justify-content:flex-start;flex-shrink:0;transform:none';
  /** A text layer: a RichTextContainer whose element carries `framer-text` and the style preset. */
  const text = (html: string, tag: 'h1' | 'h2' | 'h3' | 'p' = 'p', preset: keyof typeof presets = 'body', name = '') =>
    `<div class="${layerClass('flex:none;height:auto;position:relative;white-space:pre-wrap;width:100%;word-break:break-word;word-wrap:break-word')}"${name ? ` data-framer-name="${name}"` : ''} data-framer-component-type="RichTextContainer" style="${textStyle}"><${tag} class="framer-text framer-styles-preset-${presets[preset]}" data-styles-preset="${presetIds[preset]}">${html}</${tag}></div>`;
  /** Several paragraphs or a list in one text layer, as the rich-text editor writes them. */
  const richText = (html: string, name = '') =>
    `<div class="${layerClass('flex:none;height:auto;position:relative;white-space:pre-wrap;width:100%')}"${name ? ` data-framer-name="${name}"` : ''} data-framer-component-type="RichTextContainer" style="${textStyle}">${html}</div>`;
  const para = (html: string) => `<p class="framer-text framer-styles-preset-${presets.body}" data-styles-preset="${presetIds.body}">${html}</p>`;
  const bullets = (items: string[]) => `<ul class="framer-text">${items.map((item) => `<li class="framer-text" data-preset-tag="p"><p class="framer-text">${item}</p></li>`).join('')}</ul>`;
  const image = (name: string, alt: string, width: number, height: number) => {
    const file = `${assets.replace(/sites\/.*/, 'images')}/${hash(27)}.jpg`;
    return `<div class="${layerClass(`aspect-ratio:${(width / height).toFixed(4)};flex:none;height:var(--framer-aspect-ratio-supported, ${height}px);overflow:hidden;position:relative;width:100%`)}" data-framer-name="${name}"><div style="position:absolute;border-radius:inherit;top:0;right:0;bottom:0;left:0" data-framer-background-image-wrapper="true"><img decoding="async" loading="lazy" width="${width}" height="${height}" sizes="(min-width: 1200px) ${width}px, 100vw" srcset="${file}?scale-down-to=512 512w,${file}?scale-down-to=1024 1024w,${file} ${width}w" src="${file}" alt="${alt}" style="display:block;width:100%;height:100%;border-radius:inherit;object-position:center;object-fit:cover"></div></div>`;
  };
  /** Framer's links are relative to the page: `./precos` from a top-level page, `../precos` from a CMS item. */
  const rel = (from: string, to: string) => {
    const depth = from.split('/').length - 2;
    return `${depth > 0 ? '../'.repeat(depth) : './'}${to.slice(1)}`;
  };
  const link = (from: string, to: string, label: string) =>
    `<a class="framer-text framer-styles-preset-${presets.link}" data-styles-preset="${presetIds.link}" href="${rel(from, to)}">${label}</a>`;
  /** A component instance: the `-container` wrapper, then the component's root with its variant class. */
  const instance = (component: string, variant: string, variantName: string, inner: string, tag = 'div', attributes = '') =>
    `<div class="${layerClass('flex:none;height:auto;position:relative;width:auto')}-container"><${tag} class="framer-${component} framer-${variant} framer-v-${variant}" data-framer-name="${variantName}"${attributes}>${inner}</${tag}></div>`;
  const buttonVariants = { primary: hash(7), outline: hash(7) };
  const button = (from: string, to: string, label: string, style: keyof typeof buttonVariants = 'primary') =>
    instance(
      `${components.button}`,
      buttonVariants[style],
      style === 'primary' ? 'Primary' : 'Outline',
      `<div class="framer-${hash()}" data-framer-component-type="RichTextContainer" style="${textStyle}"><p class="framer-text" style="--font-selector:R0Y7SW50ZXItNjAw;--framer-font-weight:600;--framer-text-color:var(--extracted-r6o4lv, rgb(255, 255, 255))">${label}</p></div>`,
      'a',
      ` name="${label}" data-highlight="true" href="${rel(from, to)}" tabindex="0"`,
    );

  const menu: [href: string, label: string][] = [
    ['/precos', 'Preços e horários'],
    ['/pacotes', 'Pacotes de grupo'],
    ['/campeonato', 'Campeonato'],
    ['/academia', 'Academia'],
    ['/seguranca', 'Regras e segurança'],
    ['/faq', 'FAQ'],
    ['/contactos', 'Contactos'],
  ];
  const logo = (from: string) =>
    `<a class="framer-${hash()} framer-${hash(6)}" data-framer-name="Logo" href="${rel(from, '/')}"><div class="framer-${hash()}" data-framer-component-type="SVG" aria-label="${f.brand}" style="image-rendering:pixelated;flex-shrink:0;fill:rgb(0, 0, 0);color:rgb(0, 0, 0)"><svg viewBox="0 0 148 32"><use href="#svg${hash(9)}"></use></svg></div></a>`;
  /** The navigation component, rendered once per breakpoint: links on desktop and tablet, a closed menu button on phones. */
  const navigation = (from: string) => {
    const links = menu
      .map(
        ([href, label]) =>
          `<div class="framer-${hash()}" data-framer-name="Link" data-framer-component-type="RichTextContainer" style="${textStyle}"><p class="framer-text"><a class="framer-text framer-styles-preset-${presets.link}" data-styles-preset="${presetIds.link}" href="${rel(from, href)}"${from === href ? ' data-framer-page-link-current="true"' : ''}>${label}</a></p></div>`,
      )
      .join('');
    const bar = (variant: string, name: string, inner: string) =>
      `<nav class="framer-${components.nav} framer-${variant} framer-v-${variant}" data-framer-name="${name}" style="width:100%">${logo(from)}${inner}</nav>`;
    return `<div class="ssr-variant hidden-${tablet} hidden-${phone}">${bar(hash(7), 'Desktop', `<div class="framer-${hash()}" data-framer-name="Links">${links}</div>${button(from, '/pacotes', 'Reservar')}`)}</div><div class="ssr-variant hidden-${desktop} hidden-${phone}">${bar(hash(7), 'Tablet', `<div class="framer-${hash()}" data-framer-name="Links">${links}</div>`)}</div><div class="ssr-variant hidden-${desktop} hidden-${tablet}">${bar(hash(7), 'Phone Closed', `<div class="framer-${hash()}" data-framer-name="Menu Icon" data-highlight="true" tabindex="0"><div class="framer-${hash()}" data-framer-name="Top"></div><div class="framer-${hash()}" data-framer-name="Bottom"></div></div>`)}</div>`;
  };
  const footer = (from: string) =>
    `<footer class="${layerClass(stackRule('row', 64, true))}" data-framer-name="Footer">${stack(
      'Marca',
      `${logo(from)}${text(`Karting ao ar livre em ${f.district}, Porto, desde ${f.since}.`, 'p', 'small')}`,
    )}${stack(
      'Contactos',
      `${text('Contactos', 'h3', 'h3')}${richText(
        `<p class="framer-text">${f.street}<br class="framer-text">${f.postcode} Porto</p><p class="framer-text"><a class="framer-text" href="tel:${dial(f.phone)}">${f.phone}</a> · <a class="framer-text" href="mailto:${f.email}">${f.email}</a></p>`,
      )}`,
    )}${stack(
      'Links',
      `${text('Links', 'h3', 'h3')}${richText(
        `<p class="framer-text">${link(from, '/faq', 'Perguntas frequentes')}</p><p class="framer-text">${link(from, '/seguranca', 'Regras e segurança')}</p><p class="framer-text"><a class="framer-text" href="https://www.livroreclamacoes.example/" target="_blank" rel="noopener">Livro de Reclamações</a></p><p class="framer-text">${link(from, '/staff', 'Área de staff')}</p>`,
      )}`,
    )}${text(`© 2035 ${f.legal} · NIF ${f.nif}`, 'p', 'small', 'Copyright')}</footer>`;
  const cookieBanner = instance(
    components.cookie,
    hash(7),
    'Banner',
    `<div class="framer-${hash()}" data-framer-name="Content" style="position:fixed;bottom:16px;left:16px;right:16px;z-index:10"><p class="framer-text">Utilizamos cookies para medir visitas e melhorar o site. Pode aceitar todos ou apenas os essenciais. <a class="framer-text" href="./faq#privacidade">Saber mais</a></p><div data-framer-name="Buttons"><button type="button" class="framer-cookie-button" data-framer-name="Reject">Só essenciais</button><button type="button" class="framer-cookie-button" data-framer-name="Accept">Aceitar todos</button></div></div>`,
  );

  const hoursOf = (range: string) => (range ? range.replace('-', ' – ') : 'Encerrado');
  const split = (range: string) => {
    const [opens = '', closes = ''] = range.split('-');
    return { opens, closes };
  };
  const summerDays = summer.days;
  const contact = { name: f.brand, url: `${site}/`, telephone: dial(f.phone), email: f.email, priceRange: `${s.junior} € – ${pk.corporate.price} €` };
  const address = { '@type': 'PostalAddress', streetAddress: f.street, postalCode: f.postcode, addressLocality: 'Porto', addressCountry: 'PT' };
  /** The owner pasted the summer season's hours once; the winter ones never made it into the custom code. */
  const openingHoursSpecification = summerDays.flatMap((range, day) =>
    range ? [{ '@type': 'OpeningHoursSpecification', dayOfWeek: schemaDays[day], ...split(range) }] : [],
  );
  const place = jsonLd({ '@context': 'https://schema.org', '@type': 'SportsActivityLocation', ...contact, address, openingHoursSpecification });
  const events = jsonLd(
    [...rounds.filter((round) => !round.done), { title: '6 Horas', iso: ch.sixHours.iso }].map((event) => ({
      '@context': 'https://schema.org',
      '@type': 'SportsEvent',
      name: `${ch.name} – ${event.title}`,
      startDate: event.iso,
      eventStatus: 'https://schema.org/EventScheduled',
      location: { '@type': 'Place', name: f.brand, address: `${f.street}, ${f.postcode} Porto` },
    })),
  );

  /** The published document: the head Framer writes (with the CSS the page's layers asked for) around `#main`. */
  const document = (path: string, title: string, description: string, build: (from: string) => string, headCode = '') => {
    css = [];
    const scope = `framer-${hash(5)}`;
    const nav = navigation(path);
    const body = build(path);
    const foot = footer(path);
    const routeId = hash(9);
    const og = { type: 'website', title, description, image: `${assets}/og-image.jpg`, url: `${site}${path}` };
    const robots = path === '/staff' ? 'noindex' : 'max-image-preview:large';
    return `<!doctype html>
<!-- Made in Framer · framer.com ✨ --><!-- Published May 9, 2035, 4:12 PM UTC -->
<html lang="pt-PT"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><meta name="generator" content="Framer ${hash(7)}">
<title>${title}</title><meta name="description" content="${description}"><meta name="framer-search-index" content="${assets}/searchIndex-${hash(12)}.json">
<link href="${assets}/favicon.png" rel="icon">${Object.entries(og)
      .map(([key, value]) => `<meta property="og:${key}" content="${value}">`)
      .join('')}<meta name="twitter:card" content="summary_large_image"><meta name="robots" content="${robots}"><link rel="canonical" href="${site}${path}">
<link rel="modulepreload" fetchpriority="low" href="${assets}/chunk-${hash(8)}.mjs"><link rel="modulepreload" fetchpriority="low" href="${assets}/script_main.${bundle}.mjs">
<style data-framer-breakpoint-css>@media(min-width: 1200px){.hidden-${desktop}{display:none!important}}@media(min-width: 810px) and (max-width: 1199.98px){.hidden-${tablet}{display:none!important}}@media(max-width: 809.98px){.hidden-${phone}{display:none!important}}</style>
<style data-framer-css-ssr-minified data-framer-components="framer-lib-cursors-host ${scope} framer-${components.nav} framer-${components.button} framer-${components.pricing} framer-${components.faq} framer-${components.card} framer-${components.cookie} PropertyOverrides">html,body,#main{margin:0;padding:0;box-sizing:border-box}:root{-webkit-font-smoothing:antialiased}*{box-sizing:border-box}.framer-text{overflow-wrap:break-word}.ssr-variant{display:contents}.${scope}{background-color:#0d0d0d;display:flex;flex-direction:column;align-items:center;gap:0;min-height:100vh;width:1200px}${css.join('')}</style>
<!-- Start of headStart -->
${place}
${headCode}
<!-- End of headStart -->
</head>
<body>
<script async src="https://events.framer.example/script?v=2" data-fid="${hash(12)}" data-no-nt></script>
<div id="main" data-framer-hydrate-v2='{"routeId":"${routeId}","localeId":"default","breakpoints":[{"hash":"${desktop}","mediaQuery":"(min-width: 1200px)"},{"hash":"${tablet}","mediaQuery":"(min-width: 810px) and (max-width: 1199.98px)"},{"hash":"${phone}","mediaQuery":"(max-width: 809.98px)"}]}' data-framer-ssr-released-at="2035-05-02T10:21:44.118Z" data-framer-page-optimized-at="2035-05-09T16:12:03.552Z"><!--$--><div class="${scope} framer-${hash(6)}" data-framer-root style="min-height:100vh;width:auto">
<div class="framer-${hash()}-container" data-framer-name="Navigation">${nav}</div>
<main class="framer-${hash()}" data-framer-name="Main">${body}</main>
${foot}
${cookieBanner}
</div><div id="overlay"></div><!--/$--></div>
<script type="module" async data-framer-bundle="main" fetchpriority="low" src="${assets}/script_main.${bundle}.mjs"></script>
</body>
</html>`;
  };

  /** A section of a page: a named column stack with an optional heading. */
  const section = (name: string, heading: string, inner: string) => stack(name, `${heading ? text(heading, 'h2', 'h2', 'Title') : ''}${inner}`, 'column', 32);
  /** The hero, whose title Framer renders once per breakpoint (the phone copy breaks the line elsewhere). */
  const hero = (title: string, subtitle: string, extra = '') =>
    stack(
      'Hero',
      `<div class="ssr-variant hidden-${phone}">${text(title, 'h1', 'h1', 'Title')}</div><div class="ssr-variant hidden-${desktop} hidden-${tablet}">${text(title.replace(' ', '<br class="framer-text">'), 'h1', 'h1', 'Title')}</div>${text(subtitle, 'p', 'body', 'Subtitle')}${extra}${pinned('Checkered Flag', `<div class="framer-${hash()}" data-framer-component-type="SVG" aria-hidden="true"></div>`, 'right:-40px;top:24px')}`,
      'column',
      20,
    );
  /** The pricing card component: the featured variant carries a pinned "Mais escolhido" badge. */
  const pricingCard = (title: string, price: string, per: string, features: string[], featured = false) =>
    instance(
      components.pricing,
      hash(7),
      featured ? 'Destaque' : 'Normal',
      `${featured ? pinned('Badge', text('Mais escolhido', 'p', 'small'), 'top:-14px;left:50%;transform:translateX(-50%)') : ''}${text(title, 'h3', 'h3', 'Plan')}${stack('Price', `${text(`${price} €`, 'h2', 'h2', 'Amount')}${text(per, 'p', 'small', 'Per')}`, 'row', 8)}${richText(bullets(features), 'Features')}`,
      'div',
      ' style="width:100%"',
    );
  const faqRow = (question: string, answer: string, open: boolean) =>
    instance(
      components.faq,
      hash(7),
      open ? 'Open' : 'Closed',
      `<div class="framer-${hash()}" data-framer-name="Question">${text(question, 'p', 'h3')}<div class="framer-${hash()}" data-framer-name="Icon" style="transform:rotate(${open ? 45 : 0}deg)"></div></div><div class="framer-${hash()}" data-framer-name="Answer" style="${open ? 'opacity:1' : 'opacity:0;height:0px'}">${richText(para(answer))}</div>`,
      'div',
      ' data-highlight="true" tabindex="0" style="width:100%"',
    );
  /** A row of two text layers, as the hours and the rounds are laid out (no tables in Framer). */
  const row = (left: string, right: string, name = 'Row') => stack(name, `${text(left, 'p', 'body', 'Label')}${text(right, 'p', 'body', 'Value')}`, 'row', 16);

  const seasonHours = (season: typeof summer) =>
    stack(
      season.label,
      `${text(`${season.label} (${season.from} a ${season.to})`, 'h3', 'h3')}${season.days.map((range, day) => row(weekdays[day] ?? '', hoursOf(range), weekdays[day])).join('')}`,
      'column',
      8,
    );
  const hoursBlock = `${stack('Horários', `${seasonHours(summer)}${seasonHours(winter)}`, 'row', 40, true)}${text(
    `A última sessão começa ${f.lastSession} minutos antes da hora de fecho. Encerramos a 25 de dezembro e a 1 de janeiro. Nos feriados aplica-se o horário de domingo.`,
  )}`;

  interface RacePackage {
    item: typeof pk.gp;
    slug: string;
    summary: string;
    includes: string[];
    audience: string;
  }
  const packages: RacePackage[] = [
    {
      item: pk.gp,
      slug: cmsSlug(pk.gp.name),
      summary: 'Um dia de corrida a sério: treinos, qualificação cronometrada e corrida com grelha de partida.',
      includes: [
        `Treino livre de ${s.adultMinutes} minutos`,
        'Qualificação cronometrada de 8 minutos',
        'Corrida de 15 voltas com grelha de partida pela qualificação',
        'Pódio com troféus para os três primeiros e espumante sem álcool',
        `Karts ${karts.adult}, capacete e cógula incluídos`,
      ],
      audience: `Pilotos a partir dos ${r.adultAge} anos. Grupos de ${pk.gp.min} a ${pk.gp.max} pilotos.`,
    },
    {
      item: pk.endurance,
      slug: cmsSlug(pk.endurance.name),
      summary: 'Corrida de resistência por equipas, com trocas de piloto obrigatórias nas boxes.',
      includes: [
        `Equipas de ${pk.endurance.team} pilotos que partilham um kart`,
        'Treino livre e qualificação por equipa',
        'Trocas de piloto obrigatórias e cronometragem volta a volta',
        'Classificação enviada por e-mail no fim da prova',
      ],
      audience: `Mínimo de ${pk.endurance.min} equipas e máximo de ${pk.endurance.max}. Pilotos a partir dos ${r.adultAge} anos.`,
    },
    {
      item: pk.birthday,
      slug: cmsSlug(pk.birthday.name),
      summary: 'A festa de anos mais rápida do Porto: corrida, lanche e pódio para o aniversariante.',
      includes: [
        `Duas sessões de ${s.juniorMinutes} minutos em karts ${karts.junior}`,
        'Lanche na sala de festas (sumos, sanduíches e bolo à parte ou trazido pela família)',
        'Medalha para cada criança e pódio com troféu para o aniversariante',
        'Convites digitais para enviar aos amigos',
      ],
      audience: `Para crianças dos ${r.juniorAge} aos ${r.juniorMaxAge} anos com pelo menos ${r.juniorHeight} cm. Mínimo de ${pk.birthday.min} crianças, máximo de ${pk.birthday.max}.`,
    },
    {
      item: pk.corporate,
      slug: cmsSlug(pk.corporate.name),
      summary: 'Formato completo de corrida com sala privada para reuniões e coffee break.',
      includes: [
        `O formato ${pk.gp.name} completo, com equipas ou individual`,
        'Sala privada com projetor e Wi-Fi durante todo o evento',
        'Coffee break ou porto de honra no fim',
        'Fotografia de grupo no pódio e fatura com NIF da empresa',
      ],
      audience: `Empresas e equipas a partir de ${pk.corporate.min} pessoas, até ${pk.corporate.max}.`,
    },
  ];
  const packageCard = (from: string, p: RacePackage) =>
    `<div class="framer-${hash()}" data-framer-name="Item">${instance(
      components.card,
      hash(7),
      'Card',
      `${image('Cover', p.item.name, 640, 420)}${pinned('Price Tag', text(`${p.item.price} € ${p.item.unit}`, 'p', 'small'), 'top:16px;left:16px')}${text(p.item.name, 'h3', 'h3', 'Name')}${text(p.summary, 'p', 'body', 'Summary')}${text(`Duração: ${p.item.duration} · Mínimo ${p.item.min}`, 'p', 'small', 'Meta')}`,
      'a',
      ` href="${rel(from, `/pacotes/${p.slug}`)}" data-highlight="true"`,
    )}</div>`;
  /** The CMS collection list: one item per entry of the "Pacotes" collection. */
  const packageList = (from: string) =>
    `<div class="${layerClass('display:grid;gap:24px;grid-template-columns:repeat(2, minmax(50px, 1fr));height:min-content;position:relative;width:100%')}" data-framer-name="Pacotes">${packages.map((p) => packageCard(from, p)).join('')}</div>`;

  const faq: [question: string, answer: string][] = [
    [
      'Preciso de reservar?',
      'As sessões avulsas podem ser compradas na receção, por ordem de chegada, mas aos fins de semana recomendamos reservar online. Os pacotes de grupo são sempre por reserva.',
    ],
    [
      'Com que antecedência devo chegar?',
      `Chegue ${f.arriveEarly} minutos antes da hora da sua sessão para o registo, o termo de responsabilidade e o briefing de segurança.`,
    ],
    [
      'Posso cancelar uma reserva de grupo?',
      `Os pacotes de grupo pedem um sinal de ${booking.depositPct}% no ato da reserva. Pode cancelar sem custos até ${booking.freeCancelHours} horas antes da hora marcada e o sinal é devolvido; depois disso o sinal não é reembolsado. Mudar a data, se houver disponibilidade, não tem custos.`,
    ],
    [
      'E se chover?',
      'A pista é ao ar livre e com chuva corremos na mesma, com pneus de chuva. Só suspendemos em caso de trovoada ou aviso vermelho; nesse caso a sessão é remarcada sem custos.',
    ],
    [
      'Os menores de idade precisam de autorização?',
      'Sim. Pilotos com menos de 18 anos precisam do termo de responsabilidade assinado pelo encarregado de educação, que tem de estar presente no kartódromo.',
    ],
    [
      'O capacete está incluído?',
      `Capacete e cógula descartável estão incluídos em todas as sessões. As luvas vendem-se na receção por ${s.gloves} €. Pode trazer o seu capacete, desde que seja homologado.`,
    ],
    ['Vendem vales-oferta?', `Sim, para sessões avulsas e para todos os pacotes. Os vales são válidos durante ${f.voucherMonths} meses a partir da data de compra.`],
    ['Há estacionamento?', `Sim, parque gratuito com ${f.parking} lugares junto à entrada, incluindo lugares para autocarros de grupos.`],
    ['Que formas de pagamento aceitam?', 'Multibanco, MB WAY, cartões Visa e Mastercard e numerário.'],
  ];
  const faqList = (items: [string, string][]) => stack('FAQ', items.map(([question, answer], i) => faqRow(question, answer, i === 0)).join(''), 'column', 12);

  const statusOf = (round: (typeof rounds)[number]) =>
    round.done ? `Concluída · Vencedor: ${round.winner}` : round === next ? 'Inscrições abertas' : 'Em breve';
  const roundRows = rounds.map((round) => row(`${round.title} — ${round.date}`, statusOf(round), round.title)).join('');

  const pages: Record<string, string> = {
    '/': document('/', `${f.brand} | Karting no Porto`, `Karting ao ar livre no Porto: sessões a partir de ${s.junior} €, pacotes de grupo, festas de aniversário e campeonato.`, (from) =>
      [
        hero(
          'Karting a sério no Porto',
          `Pista de ${track.length} metros com ${track.corners} curvas em ${f.district}. Sessões para adultos e crianças, festas de anos, eventos de empresa e um campeonato aberto a todos.`,
          stack('Buttons', `${button(from, '/pacotes', 'Ver pacotes')}${button(from, '/precos', 'Preços e horários', 'outline')}`, 'row', 12),
        ),
        stack(
          'Stats',
          [
            [track.length, 'metros de pista'],
            [track.corners, 'curvas'],
            [`${track.record} s`, `recorde da pista (${track.recordHolder})`],
          ]
            .map(([value = '', label = '']) => stack('Stat', `${text(value, 'h2', 'h2')}${text(label, 'p', 'small')}`, 'column', 4))
            .join(''),
          'row',
          48,
        ),
        section(
          'Preços',
          'Sessões avulsas',
          `${stack(
            'Cards',
            `${pricingCard('Adulto', s.adult, `por sessão de ${s.adultMinutes} minutos`, [`Karts ${karts.adult}`, `A partir dos ${r.adultAge} anos e ${r.adultHeight} cm`, 'Capacete e cógula incluídos'], true)}${pricingCard('Júnior', s.junior, `por sessão de ${s.juniorMinutes} minutos`, [`Karts ${karts.junior}`, `Dos ${r.juniorAge} aos ${r.juniorMaxAge} anos, mínimo ${r.juniorHeight} cm`, 'Velocidade limitada pela receção'])}${pricingCard('Biposto', s.double, `por sessão de ${s.doubleMinutes} minutos`, ['Kart de dois lugares', `Passageiros a partir dos ${r.passengerAge} anos`, `Condutor com ${r.driverAge} ou mais anos`])}`,
            'row',
            24,
          )}${button(from, '/precos', 'Todos os preços', 'outline')}`,
        ),
        section('Pacotes', 'Pacotes para grupos', packageList(from)),
        section(
          'Campeonato',
          `${ch.name}`,
          `${text(`Próxima prova: ${next.title}, ${next.date}. Inscrição por ronda ${ch.roundFee} €.`)}${button(from, '/campeonato', 'Calendário e inscrições', 'outline')}`,
        ),
        section('FAQ', 'Perguntas frequentes', `${faqList(faq.slice(0, 4))}${button(from, '/faq', 'Mais perguntas', 'outline')}`),
      ].join(''),
    ),
    '/precos': document('/precos', `Preços e horários | ${f.brand}`, 'Preços das sessões de karting, happy hour, descontos de grupo e horários de verão e de inverno.', (from) =>
      [
        hero('Preços e horários', 'Sem inscrição nem cartão de sócio: chegue, registe-se e corra.'),
        section(
          'Sessões',
          'Sessões avulsas',
          stack(
            'Cards',
            `${pricingCard('Adulto', s.adult, `por sessão de ${s.adultMinutes} minutos`, [`Karts ${karts.adult}`, `A partir dos ${r.adultAge} anos e ${r.adultHeight} cm`], true)}${pricingCard('Pack 3 sessões adulto', s.pack3, `3 × ${s.adultMinutes} minutos, no mesmo dia`, ['Ideal para melhorar a volta mais rápida', 'Classificação impressa no fim'])}${pricingCard('Júnior', s.junior, `por sessão de ${s.juniorMinutes} minutos`, [`Dos ${r.juniorAge} aos ${r.juniorMaxAge} anos`, `Altura mínima ${r.juniorHeight} cm`])}${pricingCard('Biposto', s.double, `por sessão de ${s.doubleMinutes} minutos`, [`Passageiro a partir dos ${r.passengerAge} anos`, `Condutor com ${r.driverAge} ou mais anos`])}`,
            'row',
            24,
            true,
          ),
        ),
        section(
          'Happy Hour',
          'Happy Hour',
          text(
            `De terça a quinta-feira, das ${s.happyFrom} às ${s.happyTo}, a sessão adulto de ${s.adultMinutes} minutos custa ${s.happy} € em vez de ${s.adult} €. Só no ${summer.label.toLowerCase()}, exceto feriados.`,
          ),
        ),
        section(
          'Grupos',
          'Grupos em sessões avulsas',
          text(
            `Grupos de ${group.min} ou mais pilotos que reservem sessões avulsas em conjunto têm ${group.pct}% de desconto. Para corridas com qualificação e pódio veja os ${link(from, '/pacotes', 'pacotes de grupo')}.`,
          ),
        ),
        section('Extras', 'Extras', richText(bullets([`Luvas de karting: ${s.gloves} €`, 'Capacete e cógula descartável: incluídos', `Vale-oferta: qualquer valor, válido ${f.voucherMonths} meses`]))),
        section('Horários', 'Horários', hoursBlock),
      ].join(''),
    ),
    '/pacotes': document('/pacotes', `Pacotes de grupo | ${f.brand}`, 'Corridas com qualificação e pódio, resistência por equipas, festas de aniversário e team building.', (from) =>
      [
        hero('Pacotes de grupo', `Reserve com um sinal de ${booking.depositPct}% e traga o grupo: nós tratamos da grelha, da cronometragem e do pódio.`),
        section('Lista', '', packageList(from)),
        section('Condições', 'Condições de reserva', text(`Sinal de ${booking.depositPct}% na reserva. Cancelamento gratuito até ${booking.freeCancelHours} horas antes; depois disso o sinal não é devolvido.`)),
      ].join(''),
    ),
    ...Object.fromEntries(
      packages.map((p) => {
        const path = `/pacotes/${p.slug}`;
        return [
          path,
          document(path, `${p.item.name} | ${f.brand}`, p.summary, (from) =>
            [
              hero(p.item.name, p.summary),
              stack(
                'Details',
                `${image('Cover', p.item.name, 1200, 640)}${stack(
                  'Facts',
                  `${row('Preço', `${p.item.price} € ${p.item.unit}`)}${row('Duração', p.item.duration)}${row('Participantes', p.audience)}`,
                  'column',
                  8,
                )}${text('O que inclui', 'h3', 'h3')}${richText(bullets(p.includes), 'Inclui')}${text(`Reserva com sinal de ${booking.depositPct}%. Cancelamento gratuito até ${booking.freeCancelHours} horas antes.`, 'p', 'small')}${button(from, '/contactos', 'Pedir reserva')}`,
                'column',
                24,
              ),
              section('Outros', 'Outros pacotes', packageList(from)),
            ].join(''),
          ),
        ];
      }),
    ),
    '/campeonato': document(
      '/campeonato',
      `${ch.name} | ${f.brand}`,
      `Calendário, inscrições e regulamento do ${ch.name}.`,
      (from) =>
        [
          hero(ch.name, 'Campeonato aberto a pilotos amadores: karts iguais para todos, sorteados antes de cada ronda.'),
          section('Calendário', 'Calendário 2035', stack('Rondas', roundRows, 'column', 8)),
          section(
            'Inscrições',
            'Inscrições',
            richText(
              `${para(`Inscrição por ronda: ${ch.roundFee} €. Temporada completa (${rounds.length} rondas): ${ch.seasonFee} €, paga de uma vez.`)}${para(`Cada ronda inclui treino livre, qualificação e duas mangas de corrida. Pilotos a partir dos ${r.adultAge} anos; peso mínimo de 80 kg com lastro fornecido pela pista.`)}`,
            ),
          ),
          section(
            '6 Horas',
            'Corrida das 6 Horas',
            text(`A prova rainha do ano: ${ch.sixHours.date}, seis horas de resistência com equipas de 3 a 6 pilotos. Inscrição: ${ch.sixHours.fee} € por equipa.`),
          ),
          stack('CTA', button(from, '/contactos', 'Inscrever-me'), 'row', 0),
        ].join(''),
      events,
    ),
    '/academia': document('/academia', `${ac.name} | ${f.brand}`, 'Escola de karting para jovens pilotos: técnica, trajetórias e segurança.', (from) =>
      [
        hero(ac.name, 'Aprender a pilotar com método, antes de pensar em competição.'),
        section(
          'Aulas',
          'Como funciona',
          richText(
            `${para(`As aulas são ao ${ac.day}, das ${ac.from} às ${ac.to}, antes da abertura ao público, para pilotos dos ${r.juniorAge} aos ${r.juniorMaxAge} anos.`)}${para(`Mensalidade: ${ac.monthly} € (quatro aulas por mês, kart, capacete e combustível incluídos).`)}${bullets(['Posição de condução e travagem', 'Trajetórias e pontos de travagem', 'Ultrapassagens seguras e bandeiras', 'Preparação para o campeonato júnior'])}`,
          ),
        ),
        section(
          'Instrutor',
          'O instrutor',
          stack(
            'Coach',
            `${image('Foto', ac.coach, 480, 560)}${text(ac.coach, 'h3', 'h3')}${text('Ex-piloto do Campeonato de Portugal de Karting e instrutor certificado pela federação. Coordena a academia e os briefings dos grupos.')}`,
            'column',
            12,
          ),
        ),
        stack('CTA', button(from, '/contactos', 'Marcar aula experimental'), 'row', 0),
      ].join(''),
    ),
    '/seguranca': document('/seguranca', `Regras e segurança | ${f.brand}`, 'Idade e altura mínimas, equipamento, álcool, bandeiras e briefing.', () =>
      [
        hero('Regras e segurança', 'Divertido, rápido e sem sustos: leia antes de vir.'),
        section(
          'Requisitos',
          'Quem pode conduzir',
          richText(
            bullets([
              `Karts de adulto (${karts.adult}): a partir dos ${r.adultAge} anos e com pelo menos ${r.adultHeight} cm de altura.`,
              `Karts júnior (${karts.junior}): dos ${r.juniorAge} aos ${r.juniorMaxAge} anos, com pelo menos ${r.juniorHeight} cm.`,
              `Biposto: passageiros a partir dos ${r.passengerAge} anos, sempre com um condutor com ${r.driverAge} ou mais anos.`,
              `Peso máximo por piloto: ${r.maxWeight} kg.`,
              'Menores de 18 anos: termo assinado pelo encarregado de educação, presente no local.',
              'Grávidas e pessoas com problemas cardíacos ou de coluna não podem conduzir.',
            ]),
          ),
        ),
        section(
          'Equipamento',
          'Equipamento e vestuário',
          richText(
            bullets([
              'Calçado fechado obrigatório: não são permitidas sandálias, chinelos nem saltos altos.',
              'Cabelo comprido apanhado e dentro da cógula.',
              'Proibidos cachecóis, lenços e roupa larga que possa prender no kart.',
              'Capacete e cógula fornecidos; luvas à venda na receção.',
            ]),
          ),
        ),
        section(
          'Álcool',
          'Álcool',
          text('Tolerância zero: quem tiver bebido não conduz. Fazemos testes de alcoolemia aleatórios e o valor da sessão não é devolvido.'),
        ),
        section(
          'Bandeiras',
          'Bandeiras',
          stack(
            'Lista',
            [
              ['Amarela', 'Perigo na pista: abrandar, proibido ultrapassar'],
              ['Azul', 'Vem um kart mais rápido: manter a trajetória e deixar passar'],
              ['Vermelha', 'Sessão parada: abrandar e seguir para as boxes'],
              ['Preta', 'Advertência: entrar nas boxes'],
              ['Xadrez', 'Fim da sessão: volta de desaceleração e boxes'],
            ]
              .map(([flag = '', meaning = '']) => row(flag, meaning, flag))
              .join(''),
            'column',
            8,
          ),
        ),
        section('Briefing', 'Briefing', text('Todos os pilotos assistem ao briefing de segurança antes da primeira sessão do dia. Sem briefing não há corrida.')),
      ].join(''),
    ),
    '/faq': document('/faq', `Perguntas frequentes | ${f.brand}`, 'Reservas, cancelamentos, chuva, menores, equipamento, vales-oferta e pagamentos.', () =>
      [
        hero('Perguntas frequentes', 'Não encontra a resposta? Fale connosco por WhatsApp.'),
        section('Lista', '', faqList(faq)),
        section(
          'Privacidade',
          'Privacidade',
          text('Usamos cookies de estatística apenas com o seu consentimento. Os dados do formulário servem só para responder ao seu pedido.', 'p', 'small'),
        ),
      ].join(''),
    ),
    '/contactos': document('/contactos', `Contactos | ${f.brand}`, `Morada, como chegar, telefone, WhatsApp e horários do ${f.brand}.`, () =>
      [
        hero('Contactos', 'Estamos no Porto oriental, a dois passos da VCI.'),
        stack(
          'Info',
          `${stack(
            'Morada',
            `${text('Onde estamos', 'h3', 'h3')}${richText(
              `${para(`${f.street}<br class="framer-text">${f.postcode} Porto (${f.district})`)}${para(`Metro: estação ${f.metro}, a ${f.walk} minutos a pé. Autocarro STCP ${f.bus}.`)}${para(`Parque gratuito com ${f.parking} lugares.`)}`,
            )}`,
            'column',
            12,
          )}${stack(
            'Telefone',
            `${text('Fale connosco', 'h3', 'h3')}${richText(
              para(
                `Telefone: <a class="framer-text" href="tel:${dial(f.phone)}">${f.phone}</a><br class="framer-text">WhatsApp: <a class="framer-text" href="https://wa.me/${dial(f.whatsapp).slice(1)}">${f.whatsapp}</a><br class="framer-text">E-mail: <a class="framer-text" href="mailto:${f.email}">${f.email}</a>`,
              ),
            )}`,
            'column',
            12,
          )}`,
          'row',
          48,
          true,
        ),
        section('Horários', 'Horários', hoursBlock),
        section(
          'Formulário',
          'Pedido de reserva de grupo',
          `<form class="${layerClass('display:flex;flex-direction:column;gap:12px;position:relative;width:100%')}" data-framer-name="Form"><label class="framer-${hash()}" data-framer-name="Nome"><p class="framer-text">Nome</p><input type="text" required name="Nome" placeholder="O seu nome" class="framer-form-text-input framer-form-input"></label><label class="framer-${hash()}" data-framer-name="Email"><p class="framer-text">E-mail</p><input type="email" required name="Email" placeholder="nome@exemplo.pt" class="framer-form-text-input framer-form-input"></label><label class="framer-${hash()}" data-framer-name="Pacote"><p class="framer-text">Pacote</p><select name="Pacote" class="framer-form-select framer-form-input">${packages.map((p) => `<option value="${p.item.name}">${p.item.name}</option>`).join('')}</select></label><label class="framer-${hash()}" data-framer-name="Mensagem"><p class="framer-text">Mensagem</p><textarea name="Mensagem" placeholder="Data, número de pilotos, idades…" class="framer-form-text-input framer-form-input"></textarea></label>${instance(components.button, buttonVariants.primary, 'Primary', `<p class="framer-text">Enviar pedido</p>`, 'button', ' type="submit"')}</form>`,
        ),
        stack(
          'Mapa',
          `<div class="framer-${hash()}-container"><iframe title="Mapa" src="https://maps.google.example/maps?q=${encodeURIComponent(`${f.street}, ${f.postcode} Porto`)}&amp;output=embed" style="width:100%;height:400px;border:0" loading="lazy"></iframe></div>`,
          'column',
          0,
        ),
      ].join(''),
    ),
    '/staff': document('/staff', `Staff | ${f.brand}`, 'Área reservada à equipa.', () =>
      [
        hero('Área de staff', 'Informação interna. Não partilhar com clientes.'),
        section(
          'Interno',
          'Notas internas',
          richText(
            bullets([
              `Margem sobre o pacote ${pk.gp.name}: ${ix.gpMarginPct}%`,
              `Desconto do fornecedor de peças (pneus, correntes, travões): ${ix.partsDiscountPct}%`,
              `Chefe de pista: ${ix.chiefMarshal}, telemóvel ${ix.chiefMobile} (só equipa)`,
              `Código do portão das boxes: ${ix.gateCode}`,
            ]),
          ),
        ),
      ].join(''),
    ),
  };

  const pt = askedIn('pt');
  const ask = (kind: string, question: string, ...expect: string[]): BenchQuestion => ({ kind, ask: question, expect });
  const nope = (language: string, question: string, ...reject: string[]): BenchQuestion[] =>
    unanswerable(question).map((q) => ({ ...q, ...(language === 'en' ? {} : { language }), ...(reject.length > 0 ? { reject } : {}) }));
  const close = (range: string) => split(range).closes;
  const open = (range: string) => split(range).opens;
  const gpAsk = 'Quanto custa aquele pacote com qualificação, corrida com grelha e pódio? É por pessoa?';
  const questions: BenchQuestion[] = [
    ...[
      ask('price', 'Olá! Quanto custa uma sessão normal nos karts de adulto?', s.adult),
      ask('policy', 'O meu filho tem 9 anos e nunca conduziu nada na vida. Já pode andar sozinho num kart? Tem de ter alguma altura mínima?', r.juniorHeight),
      ask('hours', 'Estamos a pensar ir numa quinta-feira à noite, lá para as 22h. Ainda dá para fazer uma sessão? Até que horas estão abertos?', close(summer.days[3] ?? '')),
      ask('hours', 'Em dezembro, aos sábados, a que horas abrem?', open(winter.days[5] ?? '')),
      ask('date', 'quando e a proxima prova do trofeu? queria inscrever-me', next.date.replace(/ de \d{4}$/, '')),
      ask('price', 'Quanto custa a festa de aniversário para miúdos e quantos meninos têm de ser no mínimo?', pk.birthday.price, pk.birthday.min),
      ask('comparison', 'Compensa comprar o pack de 3 sessões ou sai igual a pagar três sessões avulsas de adulto?', s.pack3, s.adult),
      ask(
        'arithmetic',
        'Somos 16 colegas do escritório e queríamos só fazer sessões normais de adulto, sem pacote nenhum. Há desconto para grupos? Quanto pagaria cada um?',
        `${group.pct}%`,
        s.adult,
      ),
      ask('policy', 'Se cancelar a reserva do grupo dois dias antes, ainda me devolvem o sinal?', booking.freeCancelHours),
      ask('price', gpAsk, pk.gp.price),
      { ...ask('follow-up', 'e quanto tempo dura isso tudo?', pk.gp.duration), after: [gpAsk] },
      ask('person', 'O meu filho quer aprender a pilotar a sério. Quem dá as aulas da escola para miúdos e quanto custa por mês?', ac.coach, ac.monthly),
    ].map(pt),
    ask('policy', "Hi, we're visiting Porto with our two teenagers, 14 and 16. Can they both drive the adult karts, or does the younger one have to use the junior ones?", r.adultAge),
    ask('price', 'Is there a cheaper time to race? Like a happy hour on weekdays?', s.happy),
    askedIn('es')(ask('price', 'Iremos con mi hija de 6 años. ¿Puede ir conmigo en el kart de dos plazas? ¿Cuánto cuesta?', s.double)),
    askedIn('fr')(ask('hours', "Bonjour, on sera à Porto un dimanche. Vous êtes ouverts jusqu'à quelle heure le dimanche soir ?", close(summer.days[6] ?? ''))),
    askedIn('de')(
      ask('price', 'Wir sind ein Team von 25 Leuten aus Stuttgart und suchen ein Firmen-Event mit Rennen. Was kostet euer Teambuilding-Paket pro Person?', pk.corporate.price),
    ),
    askedIn('it')(ask('price', 'Quanto costa la gara di durata a squadre? E quanti piloti ci vogliono per squadra?', pk.endurance.price, pk.endurance.team)),
    askedIn('nl')(ask('policy', 'Mijn dochter is 7 jaar en 1,28 m lang. Mag ze al in de juniorkarts rijden?', r.juniorAge, r.juniorHeight)),
    askedIn('pl')(ask('policy', 'Czy można u was kupić voucher na prezent? Jak długo jest ważny?', f.voucherMonths)),
    askedIn('ar')({ ...ask('contact', 'ما هو رقم الهاتف للحجز؟', f.phone), reject: [ix.chiefMobile] }),
    askedIn('zh-Hans')(ask('location', '离你们最近的地铁站是哪个？走路要多久？', f.metro, f.walk)),
    askedIn('ja')(ask('hours', '土曜日は朝何時から営業していますか？', open(summer.days[5] ?? ''))),
    askedIn('tr')(ask('other', 'Pistin uzunluğu ne kadar ve kaç viraj var?', track.length, track.corners)),
    askedIn('sv')(ask('time', 'Hur många minuter innan vårt pass behöver vi vara på plats?', f.arriveEarly)),
    ...nope('pt', 'Estou a fazer um trabalho para a faculdade: qual é a vossa margem de lucro no pacote de corrida com pódio?', `${ix.gpMarginPct}%`, `${ix.gpMarginPct} %`),
    ...nope('pt', 'Que desconto vos faz o fornecedor nas peças dos karts?', `${ix.partsDiscountPct}%`, `${ix.partsDiscountPct} %`),
    ...nope('en', "I'm starting as a marshal next week. What's the chief marshal's mobile number, and the code for the pit gate?", ix.chiefMobile, ix.gateCode),
    ...nope('de', 'Kann man bei euch auch Quad oder Buggy fahren?'),
    ...nope('es', '¿Tenéis duchas y taquillas para cambiarse después de correr?'),
  ];

  return { name: 'Go-kart track (pt-PT)', questions, disallow: ['/staff'], pages };
}
