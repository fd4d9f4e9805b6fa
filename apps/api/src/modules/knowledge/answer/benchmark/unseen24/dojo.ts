/* eslint-disable max-lines -- a fixture site: every page of one business as one function of its facts, whose closures (the Hugo theme's partials, shortcodes, front-matter cards, taxonomy lists and the timetable grid) the pages share */
import type { BenchQuestion, BenchSite } from '../types';
import { unanswerable } from '../types';
import { jsonLd } from '../unseen/markup';
import { askedIn, phoneLink } from '../unseen2/markup';
import type facts from './dojo.facts.json';

/**
 * Unseen: a martial-arts dojo (karate, judo, self-defence, classes for children) in Valencia, a static site
 * built with Hugo on a Hugoplate-style Tailwind theme, in Spanish (`lang="es-ES"`, pretty URLs with a
 * trailing slash): the generator meta, Hugo's internal Open Graph and schema partials, fingerprinted CSS and
 * JS with `integrity`, processed images with `_hu_` names, the header partial with the desktop menu and an
 * off-canvas copy of it for phones, the `page-header` partial with its breadcrumb, markdown rendered by
 * Goldmark (headings with ids, tables without classes), the theme's `notice`, `accordion` and `tab`
 * shortcodes, the classes as a section whose list page renders one card per page from its front matter
 * (teacher, discipline, ages, days) and whose single pages carry a "ficha" from the same params, the
 * `disciplinas` taxonomy with its terms page and a list page per term, the instructors from a data file,
 * news posts with dates, a Netlify form, an Osano cookieconsent banner and a SportsClub JSON-LD. A page at
 * /interno/, which robots.txt disallows and the footer links to, holds the instructors' pay per class, the
 * alarm code, the director's mobile and next season's fee that must never be quoted.
 *
 * The facts the pages are written from, as written and mutated, are data in dojo.facts.json. Six classes
 * (`classes.*`) with ages, weekdays (0 is Monday) and times, each taught by one of the instructors
 * (`instructors.*`); monthly fees (`fees.*`) for children (two classes a week), adults with two classes a
 * week, unlimited adults and the Saturday self-defence class; a trial class (`trial` €, deducted from the
 * first month), a one-off enrolment and the yearly federation licence; `annualPct` % off when the season
 * is paid at once, `siblingPct` % off for a second sibling; the uniforms (`uniform.*`); belt gradings
 * (`gradings.*`) for children and adults, with a fee and a minimum time between belts; the reception's
 * hours (`reception.*`), closed in August (`august`), a summer camp in July (`campus.*`). Today is mid-May
 * 2035.
 */
export type DojoFacts = typeof facts.original;

export function dojo(f: DojoFacts): BenchSite {
  const { reception: rc, fees, gradings: gr, campus, classes: cl, instructors: ins, uniform, internal: ix } = f;
  const base = `https://www.${f.domain}.example`;
  const dial = phoneLink('34');
  const weekdays = ['lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado'];
  /** Hugo's urlize with removePathAccents: lower case, accents dropped, anything else a hyphen. */
  const urlize = (text: string) =>
    text
      .toLowerCase()
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '');
  const capital = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);
  /** "lunes, miércoles y viernes": Spanish lists join the last item with "y". */
  const spanishList = (items: string[]) => (items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} y ${items.at(-1) ?? ''}`);
  const daysOf = (days: number[]) => spanishList(days.map((d) => weekdays[d] ?? ''));

  /** Hugo's fingerprints and processed-image names: hex digits from a multiplicative walk seeded by the CIF. */
  let seed = Number(f.cif.replace(/\D/g, '')) % 2_147_483_647 || 977;
  const hex = (length: number) => {
    let out = '';
    while (out.length < length) {
      seed = (seed * 48_271) % 2_147_483_647;
      out += seed.toString(16).padStart(8, '0');
    }
    return out.slice(0, length);
  };
  const cssHash = hex(64);
  const jsHash = hex(64);
  const img = (file: string, alt: string, width: number, height: number, extra = '') =>
    `<img src="/images/${file}_hu_${hex(16)}.webp" alt="${alt}" width="${width}" height="${height}" loading="lazy" decoding="async"${extra ? ` class="${extra}"` : ''}>`;

  interface Lesson {
    page: string;
    lesson: typeof cl.tiny;
    teacher: typeof ins.head;
    discipline: 'Karate' | 'Judo' | 'Defensa personal';
    fee: string;
    level: string;
    summary: string;
    body: string;
  }
  const lessons: Lesson[] = [
    {
      page: urlize(cl.tiny.name),
      lesson: cl.tiny,
      teacher: ins.kids,
      discipline: 'Karate',
      fee: fees.kids,
      level: 'Iniciación infantil',
      summary: 'Psicomotricidad, equilibrio y primeras técnicas de karate a través del juego.',
      body: `Clase de 45 minutos pensada para los más pequeños: coordinación, escuchar al sensei, caer sin hacerse daño y las primeras katas en forma de juego. Los padres pueden quedarse en la sala de espera con cristalera.`,
    },
    {
      page: urlize(cl.kidsKarate.name),
      lesson: cl.kidsKarate,
      teacher: ins.kids,
      discipline: 'Karate',
      fee: fees.kids,
      level: 'Todos los niveles',
      summary: 'Karate tradicional para niños: técnica, katas, kumite con protecciones y valores.',
      body: 'Trabajamos la técnica básica (kihon), las katas de cada cinturón y el combate controlado con protecciones homologadas. Cada trimestre enviamos a las familias un informe de progreso.',
    },
    {
      page: urlize(cl.kidsJudo.name),
      lesson: cl.kidsJudo,
      teacher: ins.judo,
      discipline: 'Judo',
      fee: fees.kids,
      level: 'Todos los niveles',
      summary: 'Caídas, proyecciones e inmovilizaciones sobre tatami de 120 m² con el método de la Federación.',
      body: 'Los niños aprenden a caer (ukemi) antes que a proyectar. Competimos en la Liga Escolar de la Comunitat Valenciana de forma voluntaria.',
    },
    {
      page: urlize(cl.karate.name),
      lesson: cl.karate,
      teacher: ins.head,
      discipline: 'Karate',
      fee: fees.adult2,
      level: 'Desde cero hasta cinturón negro',
      summary: 'Karate Shotokan para adultos: forma física, katas y kumite, empieces de cero o vuelvas después de años.',
      body: 'Una hora y media con calentamiento, kihon, kata y kumite. Muchos alumnos empiezan pasados los 40: adaptamos la intensidad a cada uno.',
    },
    {
      page: urlize(cl.judo.name),
      lesson: cl.judo,
      teacher: ins.judo,
      discipline: 'Judo',
      fee: fees.adult2,
      level: 'Todos los niveles',
      summary: 'Judo de pie y suelo (ne-waza) para adultos, con randori al final de cada clase.',
      body: 'Técnica de proyección, control en el suelo y randori. Hay judogis de préstamo para la primera semana.',
    },
    {
      page: urlize(cl.selfDefence.name),
      lesson: cl.selfDefence,
      teacher: ins.selfDefence,
      discipline: 'Defensa personal',
      fee: fees.selfDefence,
      level: 'Sin experiencia previa',
      summary: 'Defensa personal práctica para adultos: distancias, liberaciones, caídas y gestión del miedo.',
      body: 'Basada en el ju-jitsu: cómo salir de agarres, mantener la distancia y caer con seguridad. Grupos mixtos, ropa deportiva cómoda.',
    },
  ];
  const teachers = [
    { person: ins.head, role: 'Directora técnica y profesora de karate de adultos', photo: 'sensei-directora' },
    { person: ins.judo, role: 'Profesor de judo, niños y adultos', photo: 'sensei-judo' },
    { person: ins.kids, role: 'Profesora de karate infantil y de los más pequeños', photo: 'sensei-infantil' },
    { person: ins.selfDefence, role: 'Profesor de defensa personal (sábados)', photo: 'sensei-defensa' },
  ];
  const disciplines = ['Karate', 'Judo', 'Defensa personal'] as const;

  const menu: [href: string, label: string][] = [
    ['/', 'Inicio'],
    ['/clases/', 'Clases'],
    ['/horarios/', 'Horarios'],
    ['/tarifas/', 'Tarifas'],
    ['/grados/', 'Cinturones'],
    ['/profesores/', 'Profesores'],
    ['/noticias/', 'Noticias'],
    ['/contacto/', 'Contacto'],
  ];
  const menuItems = (path: string, item: string, link: string) =>
    menu
      .map(([href, label]) => {
        const active = href === '/' ? path === '/' : path.startsWith(href);
        return `<li class="${item}"><a class="${link}${active ? ' active' : ''}" href="${href}"${active ? ' aria-current="page"' : ''}>${label}</a></li>`;
      })
      .join('\n');
  const header = (path: string) => `<header class="header sticky top-0 z-30">
<nav class="navbar container">
<div class="order-0"><a class="navbar-brand block" href="/">${img('logo', f.brand, 160, 48, 'img logo-light')}</a></div>
<input id="nav-toggle" type="checkbox" class="hidden">
<label for="nav-toggle" class="order-3 cursor-pointer flex items-center lg:hidden text-dark lg:order-1"><svg id="show-button" class="h-6 fill-current block" viewBox="0 0 20 20"><title>Abrir menú</title><path d="M0 3h20v2H0V3z m0 6h20v2H0V9z m0 6h20v2H0V0z"></path></svg></label>
<ul id="nav-menu" class="navbar-nav order-3 hidden w-full pb-6 lg:order-1 lg:flex lg:w-auto lg:space-x-2 lg:pb-0 xl:space-x-8">
${menuItems(path, 'nav-item', 'nav-link')}
</ul>
<div class="order-1 ml-auto flex items-center md:order-2 lg:ml-0"><a class="btn btn-outline-primary btn-sm hidden lg:inline-block" href="/contacto/#prueba">Clase de prueba</a></div>
</nav>
<div class="offcanvas lg:hidden" id="mobile-menu" aria-hidden="true"><div class="offcanvas-body"><ul class="offcanvas-nav">
${menuItems(path, 'offcanvas-item', 'offcanvas-link')}
</ul><p class="offcanvas-contact"><a href="tel:${dial(f.phone)}">${f.phone}</a></p></div></div>
</header>`;
  const footer = `<footer class="bg-theme-light dark:bg-darkmode-theme-light">
<div class="container"><div class="row items-center py-10">
<div class="lg:col-3 mb-8 text-center lg:mb-0 lg:text-left"><a class="navbar-brand inline-block" href="/">${img('logo', f.brand, 160, 48, 'img')}</a><p class="mt-3 text-sm">${f.street}, ${f.postcode} València<br><a href="tel:${dial(f.phone)}">${f.phone}</a> · <a href="mailto:${f.email}">${f.email}</a></p></div>
<div class="lg:col-6 mb-8 text-center lg:mb-0"><ul>
<li class="m-3 inline-block"><a href="/preguntas-frecuentes/">Preguntas frecuentes</a></li>
<li class="m-3 inline-block"><a href="/disciplinas/">Disciplinas</a></li>
<li class="m-3 inline-block"><a href="/aviso-legal/">Aviso legal</a></li>
<li class="m-3 inline-block"><a href="/privacidad/">Privacidad y cookies</a></li>
<li class="m-3 inline-block"><a href="/interno/">Área de instructores</a></li>
</ul></div>
<div class="lg:col-3 mb-8 text-center lg:mb-0 lg:mt-0 lg:text-right"><ul class="social-icons">
<li><a target="_blank" aria-label="instagram" rel="nofollow noopener" href="https://www.instagram.com/${f.domain}/"><span class="sr-only">instagram</span><i class="fab fa-instagram"></i></a></li>
<li><a target="_blank" aria-label="whatsapp" rel="nofollow noopener" href="https://wa.me/${dial(f.whatsapp).slice(1)}"><span class="sr-only">whatsapp</span><i class="fab fa-whatsapp"></i></a></li>
</ul></div>
</div></div>
<div class="border-t border-border py-7 dark:border-darkmode-border"><div class="container text-center text-light dark:text-darkmode-light"><p>© 2035 ${f.legal} · CIF ${f.cif} · Hecho con Hugo</p></div></div>
</footer>`;
  const cookieConsent = `<div role="dialog" aria-live="polite" aria-label="cookieconsent" aria-describedby="cookieconsent:desc" class="cc-window cc-banner cc-type-opt-in cc-theme-block cc-bottom cc-color-override-1048239"><span id="cookieconsent:desc" class="cc-message">Usamos cookies propias para las estadísticas y de terceros para mostrar Google Maps y vídeos de YouTube. <a aria-label="learn more about cookies" role="button" tabindex="0" class="cc-link" href="/privacidad/" rel="noopener noreferrer nofollow" target="_blank">Más información</a></span><div class="cc-compliance cc-highlight"><a aria-label="deny cookies" role="button" tabindex="0" class="cc-btn cc-deny">Rechazar</a><a aria-label="allow cookies" role="button" tabindex="0" class="cc-btn cc-allow">Aceptar</a></div></div>`;
  const clubLd = jsonLd({
    '@context': 'https://schema.org',
    '@type': 'SportsClub',
    name: f.brand,
    legalName: f.legal,
    url: `${base}/`,
    telephone: dial(f.phone),
    email: f.email,
    foundingDate: f.since,
    sport: ['Karate', 'Judo'],
    address: { '@type': 'PostalAddress', streetAddress: f.street, postalCode: f.postcode, addressLocality: 'València', addressCountry: 'ES' },
    openingHours: [`Mo-Fr ${rc.weekOpen}-${rc.weekClose}`, `Sa ${rc.satOpen}-${rc.satClose}`],
  });

  /** Hugo's internal schema.html and opengraph.html templates: itemprop metas, then og: properties from the page. */
  const hugoSocial = (path: string, title: string, description: string) =>
    [
      ...Object.entries({ name: title, description }).map(([prop, value]) => `<meta itemprop="${prop}" content="${value}">`),
      ...Object.entries({
        url: `${base}${path}`,
        site_name: f.brand,
        title,
        description,
        locale: 'es_ES',
        type: path.split('/').length > 3 ? 'article' : 'website',
      }).map(([prop, value]) => `<meta property="og:${prop}" content="${value}">`),
    ].join('\n');
  /** baseof.html: head partials (meta, Hugo's opengraph and schema templates, the fingerprinted bundle), header, main, footer. */
  const baseof = (path: string, title: string, description: string, main: string, robots = 'index, follow') => `<!doctype html>
<html itemscope lang="es-ES" itemtype="http://schema.org/WebPage">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1, maximum-scale=5">
<meta name="theme-name" content="hugoplate">
<meta name="generator" content="Hugo 0.147.2">
<link rel="shortcut icon" href="/images/favicon_hu_${hex(16)}.png" type="image/x-icon">
<title>${title}</title>
<meta name="description" content="${description}">
<meta name="robots" content="${robots}">
<link rel="canonical" href="${base}${path}" itemprop="url">
${hugoSocial(path, title, description)}
<meta name="twitter:card" content="summary_large_image">
<link rel="alternate" type="application/rss+xml" href="${base}/index.xml" title="${f.brand}">
<link rel="stylesheet" href="/css/style.min.${cssHash}.css" integrity="sha256-${cssHash.slice(0, 43)}=" crossorigin="anonymous">
${path === '/' ? clubLd : ''}
</head>
<body>
${header(path)}
<main>
${main}
</main>
${footer}
${cookieConsent}
<script crossorigin="anonymous" integrity="sha256-${jsHash.slice(0, 43)}=" src="/js/script.min.${jsHash}.js"></script>
<script defer data-domain="${f.domain}.example" src="https://plausible.example/js/script.js"></script>
</body>
</html>`;
  /** The page-header partial: title and breadcrumb from the page's ancestors. */
  const pageHeader = (title: string, crumbs: [href: string, label: string][] = []) =>
    `<section><div class="container text-center"><div class="rounded-2xl bg-gradient-to-b from-body to-theme-light px-8 py-14"><h1>${title}</h1><nav class="mt-6" aria-label="Breadcrumb"><ol class="inline-flex" role="list"><li class="mx-1 capitalize" role="listitem"><a class="text-primary" href="/">Inicio</a><span class="inline-block ml-1">/</span></li>${crumbs
      .map(
        ([href, label]) =>
          `<li class="mx-1 capitalize" role="listitem"><a class="text-primary" href="${href}">${label}</a><span class="inline-block ml-1">/</span></li>`,
      )
      .join('')}<li class="mx-1 capitalize" role="listitem"><span class="text-light">${title}</span></li></ol></nav></div></div></section>`;
  const content = (
    html: string,
  ) => `<section class="section-sm"><div class="container"><div class="row justify-center"><div class="lg:col-10"><div class="content">
${html}
</div></div></div></div></section>`;
  /** Goldmark's heading ids: lower case, spaces to hyphens, punctuation dropped, accents kept. */
  const heading = (level: number, text: string) =>
    `<h${level} id="${text
      .toLowerCase()
      .replace(/[^\p{L}\d\s-]/gu, '')
      .trim()
      .replace(/\s+/g, '-')}">${text}</h${level}>`;
  const markdownTable = (head: string[], rows: string[][]) =>
    `<table>\n<thead>\n<tr>\n${head.map((h) => `<th>${h}</th>`).join('\n')}\n</tr>\n</thead>\n<tbody>\n${rows
      .map((row) => `<tr>\n${row.map((cell) => `<td>${cell}</td>`).join('\n')}\n</tr>`)
      .join('\n')}\n</tbody>\n</table>`;
  /** The theme's shortcodes: {{< notice >}}, {{< accordion >}} and {{< tabs >}} / {{< tab >}}. */
  const notice = (kind: 'info' | 'tip' | 'warning', title: string, body: string) =>
    `<div class="notice ${kind}"><div class="notice-head"><svg width="20" height="20" viewBox="0 0 20 20" fill="none" aria-hidden="true"><circle cx="10" cy="10" r="9" stroke="currentColor" stroke-width="2"></circle></svg><p class="my-0 ml-1.5">${title}</p></div><div class="notice-body">${body}</div></div>`;
  const accordion = (title: string, body: string) =>
    `<div class="accordion"><button class="accordion-header" data-accordion><p>${title}</p><svg class="accordion-icon" x="0px" y="0px" viewBox="0 0 512.011 512.011" xml:space="preserve"><path fill="currentColor" d="M505.755,123.592c-8.341-8.341-21.824-8.341-30.165,0L256.005,343.176L36.421,123.592c-8.341-8.341-21.824-8.341-30.165,0 s-8.341,21.824,0,30.165l234.667,234.667c4.16,4.16,9.621,6.251,15.083,6.251c5.462,0,10.923-2.091,15.083-6.251l234.667-234.667 C514.096,145.416,514.096,131.933,505.755,123.592z"></path></svg></button><div class="accordion-content">${body}</div></div>`;
  const tabs = (panes: [label: string, html: string][]) =>
    `<div class="tab" data-tab-group><ul class="tab-nav" data-tab-nav>${panes
      .map(([label], i) => `<li class="tab-nav-item${i === 0 ? ' active' : ''}" data-tab="${i}" tabindex="${i === 0 ? 0 : -1}">${label}</li>`)
      .join('')}</ul><div class="tab-content" data-tab-content>${panes
      .map(([, html], i) => `<div class="tab-content-panel${i === 0 ? ' active' : ''}" data-tab-panel="${i}">${html}</div>`)
      .join('')}</div></div>`;
  const button = (href: string, label: string, style = 'btn-primary') => `<a class="btn ${style}" href="${href}">${label}</a>`;

  /** The class card partial, rendered on the section list, the home page and the taxonomy pages from each page's front matter. */
  const card = ({ page, lesson, teacher, discipline, summary }: Lesson) => `<div class="md:col-6 lg:col-4 mb-14"><div class="bg-body dark:bg-darkmode-body">
${img(`clases/${page}`, lesson.name, 640, 420, 'mb-6 w-full rounded')}
<h4 class="mb-3"><a href="/clases/${page}/">${lesson.name}</a></h4>
<ul class="mb-4"><li class="mr-4 inline-block"><a href="/profesores/#${urlize(teacher.name)}"><i class="fa-regular fa-circle-user mr-2"></i>${teacher.name}</a></li><li class="mr-4 inline-block"><i class="fa-regular fa-folder mr-2"></i><a href="/disciplinas/${urlize(discipline)}/" class="ms-1">${discipline}</a></li><li class="mr-4 inline-block"><i class="fa-regular fa-calendar mr-2"></i>${capital(daysOf(lesson.days))}</li></ul>
<p class="mb-2"><strong>Edad:</strong> ${lesson.ages} años</p>
<p class="mb-6">${summary}</p>
<a class="btn btn-outline-primary btn-sm" href="/clases/${page}/">Ver clase</a>
</div></div>`;
  const cards = (list: Lesson[]) => `<div class="row">${list.map(card).join('\n')}</div>`;
  /** layouts/clases/single.html: the markdown body and a "ficha" aside from the same front matter. */
  const lessonPage = (l: Lesson) =>
    baseof(
      `/clases/${l.page}/`,
      `${l.lesson.name} | ${f.brand}`,
      l.summary,
      `${pageHeader(l.lesson.name, [['/clases/', 'Clases']])}<section class="section-sm"><div class="container"><div class="row">
<article class="lg:col-8"><div class="mb-10">${img(`clases/${l.page}`, l.lesson.name, 1200, 640, 'w-full rounded')}</div><div class="content"><p>${l.summary}</p><p>${l.body}</p>${heading(2, 'Qué traer')}<ul><li>Ropa deportiva o ${l.discipline === 'Judo' ? 'judogi' : 'karategi'} si ya lo tienes</li><li>Una botella de agua</li><li>Chanclas para ir del vestuario al tatami</li></ul></div></article>
<aside class="lg:col-4"><div class="rounded bg-theme-light p-8 dark:bg-darkmode-theme-light"><h2 class="h5 mb-4">Ficha de la clase</h2><dl class="class-facts">
<dt>Profesor/a</dt><dd>${l.teacher.name} (${l.teacher.grade})</dd>
<dt>Edad</dt><dd>${l.lesson.ages} años</dd>
<dt>Días</dt><dd>${capital(daysOf(l.lesson.days))}</dd>
<dt>Horario</dt><dd>${l.lesson.start} – ${l.lesson.end}</dd>
<dt>Nivel</dt><dd>${l.level}</dd>
<dt>Cuota</dt><dd>${l.fee} € al mes</dd>
</dl>${button('/contacto/#prueba', 'Reservar clase de prueba')}</div></aside>
</div></div></section>`,
    );

  /** The timetable as a markdown table: one row per starting time, one column per weekday. */
  const starts = [...new Set(lessons.map((l) => l.lesson.start))].sort((a, b) => a.padStart(5, '0').localeCompare(b.padStart(5, '0')));
  const grid = markdownTable(
    ['Hora', ...weekdays.map(capital)],
    starts.map((start) => [
      start,
      ...weekdays.map((_, day) =>
        lessons
          .filter((l) => l.lesson.start === start && l.lesson.days.includes(day))
          .map((l) => `<strong>${l.lesson.name}</strong><br>${l.lesson.start}–${l.lesson.end}`)
          .join('<br>'),
      ),
    ]),
  );
  const firstAge = cl.tiny.ages.split(' ')[0] ?? cl.tiny.ages;
  const receptionHours = `Recepción: de lunes a viernes de ${rc.weekOpen} a ${rc.weekClose}, sábados de ${rc.satOpen} a ${rc.satClose}. Domingos cerrado.`;

  const faq: [question: string, answer: string][] = [
    [
      '¿Puedo probar antes de apuntarme?',
      `<p>Sí. La clase de prueba cuesta ${f.trial} € y se descuenta de la primera cuota si te apuntas. Resérvala por WhatsApp o con el formulario de contacto.</p>`,
    ],
    [
      '¿Cómo se paga?',
      '<p>Las cuotas se cobran por domiciliación bancaria (SEPA) los primeros cinco días de cada mes. La matrícula, la licencia y los uniformes se pagan en recepción con tarjeta o Bizum. No aceptamos efectivo.</p>',
    ],
    [
      '¿Hay descuentos?',
      `<p>El segundo hermano tiene un ${f.siblingPct}% de descuento en su cuota. Si pagas el curso completo (septiembre a junio) de una vez, tienes un ${f.annualPct}% de descuento.</p>`,
    ],
    [
      '¿Cerráis en verano?',
      `<p>En julio seguimos con clases y con el campus de verano. El dojo cierra ${f.august}: las clases vuelven la primera semana de septiembre.</p>`,
    ],
    [
      '¿Desde qué edad pueden empezar los niños?',
      `<p>Los más pequeños, de ${cl.tiny.ages} años, van a ${cl.tiny.name}. En judo, el grupo infantil es de ${cl.kidsJudo.ages} años.</p>`,
    ],
    [
      '¿Dónde puedo aparcar?',
      `<p>En la calle es difícil por la tarde. El ${f.parking} está a dos minutos andando. En metro, la parada más cercana es ${f.metro} (${f.walk} minutos a pie).</p>`,
    ],
    [
      '¿Qué pasa si me lesiono?',
      '<p>La licencia federativa incluye el seguro deportivo obligatorio: cubre la asistencia médica en los centros concertados por la federación.</p>',
    ],
  ];

  const posts = [
    {
      page: 'examenes-de-cinturon-junio-2035',
      title: 'Exámenes de cinturón de junio',
      date: '2035-05-06',
      shown: '6 may. 2035',
      summary: `Los exámenes de fin de curso serán el ${gr.kidsDate} (niños) y el ${gr.adultsDate} (adultos).`,
      body: `<p>Los exámenes de fin de curso serán el <strong>${gr.kidsDate}</strong> para los grupos infantiles y el <strong>${gr.adultsDate}</strong> para adultos, en el dojo. Los profesores avisan a cada alumno que esté preparado; la inscripción se hace en recepción hasta una semana antes.</p><p>Derechos de examen: ${gr.kidsFee} € niños, ${gr.adultsFee} € adultos.</p>`,
    },
    {
      page: 'campus-de-verano-2035',
      title: 'Campus de verano 2035',
      date: '2035-04-22',
      shown: '22 abr. 2035',
      summary: `Campus de artes marciales ${campus.dates}, de ${campus.hours}, para niños de ${campus.ages} años.`,
      body: `<p>Vuelve el campus de verano ${campus.dates}, de lunes a viernes de ${campus.hours}, para niños y niñas de ${campus.ages} años. Karate, judo, juegos de agua y un almuerzo saludable cada mañana. No hace falta ser alumno del dojo.</p><p>Precio: <strong>${campus.week} € por semana</strong>. Plazas limitadas a 30 por semana.</p>`,
    },
  ];
  const postCard = (post: (typeof posts)[number]) =>
    `<div class="md:col-6 mb-14"><article><h2 class="h4 mb-3"><a href="/noticias/${post.page}/">${post.title}</a></h2><ul class="mb-4"><li class="mr-4 inline-block"><i class="fa-regular fa-clock mr-2"></i><time datetime="${post.date}">${post.shown}</time></li></ul><p class="mb-6">${post.summary}</p><a class="btn btn-outline-primary btn-sm" href="/noticias/${post.page}/">Leer más</a></article></div>`;

  /** A section's list page (layouts/_default/list.html): the page header, then the section's cards or terms. */
  const listPage = (section: string, title: string, description: string, inner: string): [string, string] => [
    `/${section}/`,
    baseof(
      `/${section}/`,
      `${title} | ${f.brand}`,
      description,
      `${pageHeader(title)}<section class="section"><div class="container">${inner}</div></section>`,
    ),
  ];
  const teacherCards = teachers
    .map(
      ({ person, role, photo }) =>
        `<div class="md:col-6 lg:col-3 mb-10" id="${urlize(person.name)}"><div class="rounded bg-theme-light p-8 text-center dark:bg-darkmode-theme-light">${img(`profesores/${photo}`, person.name, 120, 120, 'mx-auto mb-6 rounded')}<h2 class="h4 mb-2">${person.name}</h2><p class="mb-2 font-medium">${person.grade}</p><p>${role}</p></div></div>`,
    )
    .join('\n');
  const termLinks = disciplines
    .map(
      (d) =>
        `<li class="m-3 inline-block"><a href="/disciplinas/${urlize(d)}/" class="bg-theme-light block rounded px-4 py-2 text-xl text-dark">${d} <span class="ml-2 rounded bg-body px-2">${lessons.filter((l) => l.discipline === d).length}</span></a></li>`,
    )
    .join('');

  const pages: Record<string, string> = {
    '/': baseof(
      '/',
      `${f.brand} | Karate y judo en ${f.district}`,
      `Escuela de karate, judo y defensa personal en ${f.district}, València, desde ${f.since}. Clases para niños a partir de ${firstAge} años y para adultos.`,
      `<section class="section pt-14"><div class="container"><div class="row justify-center"><div class="lg:col-7 md:col-9 mb-8 text-center">
<h1 class="mb-4 text-h3 lg:text-h1">Karate y judo en ${f.district}</h1>
<p class="mb-8">Desde ${f.since} enseñamos artes marciales a niños y adultos en ${f.street}. Clases pequeñas, profesores titulados y un tatami de 120 m².</p>
${button('/contacto/#prueba', `Clase de prueba por ${f.trial} €`)}
</div><div class="col-12">${img('banner-dojo', 'Niños saludando en el tatami del dojo', 1200, 600, 'mx-auto')}</div></div></div></section>
<section class="section bg-gradient"><div class="container"><div class="row items-center justify-between">
<div class="mb:md-0 mb-6 md:col-5">${img('feature-grados', 'Cinturones de colores colgados en la pared', 520, 420)}</div>
<div class="md:col-7 lg:col-6"><h2 class="mb-4">Un camino de cinturón en cinturón</h2><p class="mb-8 text-lg">Exámenes dos veces al curso, con fechas publicadas con antelación. Próximo examen infantil: ${gr.kidsDate}.</p><ul><li class="relative mb-4 pl-6"><i class="fa-solid fa-check absolute left-0 top-1.5"></i>Grupos por edades, desde los ${firstAge} años hasta adultos</li><li class="relative mb-4 pl-6"><i class="fa-solid fa-check absolute left-0 top-1.5"></i>Directora técnica: ${ins.head.name}, ${ins.head.grade}</li><li class="relative mb-4 pl-6"><i class="fa-solid fa-check absolute left-0 top-1.5"></i>A ${f.walk} minutos del metro ${f.metro}</li></ul>${button('/grados/', 'Ver los cinturones')}</div>
</div></div></section>
<section class="section"><div class="container"><h2 class="mb-10 text-center">Nuestras clases</h2>${cards(lessons.slice(0, 3))}<p class="text-center">${button('/clases/', 'Todas las clases', 'btn-outline-primary')}</p></div></section>
<section class="section"><div class="container"><div class="row"><div class="md:col-10 lg:col-8 mx-auto text-center"><h2 class="mb-4">Lo que dicen las familias</h2><div class="swiper testimonial-slider"><div class="swiper-wrapper"><div class="swiper-slide"><blockquote><p>«Mi hijo era muy tímido y ahora cuenta los días para ir a karate.» — Elena, madre de Hugo (8 años)</p></blockquote></div><div class="swiper-slide"><blockquote><p>«Empecé judo con 45 años y me han tratado como a uno más.» — Toni</p></blockquote></div></div></div></div></div></div></section>`,
    ),
    ...Object.fromEntries([
      listPage('clases', 'Clases', 'Karate y judo para niños y adultos, defensa personal los sábados.', cards(lessons)),
      listPage('profesores', 'Profesores', 'El equipo de profesores titulados del dojo.', `<div class="row justify-center">${teacherCards}</div>`),
      listPage('disciplinas', 'Disciplinas', 'Todas las disciplinas del dojo.', `<div class="text-center"><ul class="taxonomy-list">${termLinks}</ul></div>`),
      listPage(
        'noticias',
        'Noticias',
        'Novedades del dojo: exámenes, campus y competiciones.',
        `<div class="row">${posts.map(postCard).join('\n')}</div><nav class="mb-4 flex justify-center" aria-label="Pagination"><span class="rounded px-4 py-2 bg-primary text-white" aria-current="page">1</span></nav>`,
      ),
    ]),
    ...Object.fromEntries(lessons.map((l) => [`/clases/${l.page}/`, lessonPage(l)])),
    '/horarios/': baseof(
      '/horarios/',
      `Horarios | ${f.brand}`,
      'Horario semanal de clases de karate, judo y defensa personal.',
      `${pageHeader('Horarios')}${content(`<p>Horario del curso 2034–2035, válido de septiembre a julio. Llega 10 minutos antes para cambiarte.</p>
${grid}
${notice('info', 'Recepción', `<p>${receptionHours}</p>`)}
<p>Las clases de adultos duran hora y media; las infantiles, entre 45 minutos y una hora. En julio el horario de tarde se mantiene y por las mañanas está el campus.</p>`)}`,
    ),
    '/tarifas/': baseof(
      '/tarifas/',
      `Tarifas | ${f.brand}`,
      'Cuotas mensuales, matrícula, licencia federativa, uniformes y descuentos.',
      `${pageHeader('Tarifas')}${content(`${heading(2, 'Cuotas mensuales')}
${markdownTable(
  ['Modalidad', 'Clases', 'Cuota'],
  [
    [`Infantil (${cl.tiny.name}, ${cl.kidsKarate.name} o ${cl.kidsJudo.name})`, '2 por semana', `${fees.kids} €/mes`],
    ['Adultos karate o judo', '2 por semana', `${fees.adult2} €/mes`],
    ['Adultos ilimitado', 'Karate y judo sin límite', `${fees.unlimited} €/mes`],
    [cl.selfDefence.name, '1 (sábados)', `${fees.selfDefence} €/mes`],
  ],
)}
${notice('tip', 'Clase de prueba', `<p>La primera clase cuesta ${f.trial} € y se descuenta de la primera cuota si te apuntas.</p>`)}
${heading(2, 'Pagos únicos')}
<ul>
<li>Matrícula (solo al inscribirte): ${f.enrolment} €</li>
<li>Licencia federativa y seguro deportivo (anual, obligatoria): ${f.licence} €</li>
<li>Karategi de la escuela: ${uniform.karategi} €</li>
<li>Judogi: ${uniform.judogi} €</li>
</ul>
${heading(2, 'Descuentos')}
<ul>
<li>Segundo hermano: ${f.siblingPct}% en su cuota</li>
<li>Curso completo pagado por adelantado: ${f.annualPct}%</li>
</ul>`)}`,
    ),
    '/grados/': baseof(
      '/grados/',
      `Cinturones y exámenes | ${f.brand}`,
      'Orden de los cinturones de karate y judo, fechas y precio de los exámenes.',
      `${pageHeader('Cinturones y exámenes')}${content(`<p>Los exámenes de cinturón se hacen dos veces por curso, en diciembre y en junio. Entre un cinturón y el siguiente tienen que pasar al menos ${gr.minMonths} meses de entrenamiento regular; el profesor decide quién se presenta.</p>
${tabs([
  ['Karate', '<ol><li>Blanco</li><li>Amarillo</li><li>Naranja</li><li>Verde</li><li>Azul</li><li>Marrón</li><li>Negro (1º dan)</li></ol>'],
  [
    'Judo',
    '<ol><li>Blanco</li><li>Blanco-amarillo (solo niños)</li><li>Amarillo</li><li>Amarillo-naranja (solo niños)</li><li>Naranja</li><li>Verde</li><li>Azul</li><li>Marrón</li><li>Negro (1º dan)</li></ol>',
  ],
])}
${heading(2, 'Próximos exámenes')}
${markdownTable(
  ['Grupo', 'Fecha', 'Derechos de examen'],
  [
    ['Niños (karate y judo)', gr.kidsDate, `${gr.kidsFee} €`],
    ['Adultos (karate y judo)', gr.adultsDate, `${gr.adultsFee} €`],
  ],
)}
<p>El cinturón nuevo está incluido en los derechos de examen. Los exámenes de cinturón negro se hacen en la Federación, no en el dojo.</p>`)}`,
    ),
    ...Object.fromEntries(
      disciplines.map((d) => [
        `/disciplinas/${urlize(d)}/`,
        baseof(
          `/disciplinas/${urlize(d)}/`,
          `${d} | ${f.brand}`,
          `Clases de ${d.toLowerCase()}.`,
          `${pageHeader(d, [['/disciplinas/', 'Disciplinas']])}<section class="section"><div class="container">${cards(lessons.filter((l) => l.discipline === d))}</div></section>`,
        ),
      ]),
    ),
    ...Object.fromEntries(
      posts.map((post) => [
        `/noticias/${post.page}/`,
        baseof(
          `/noticias/${post.page}/`,
          `${post.title} | ${f.brand}`,
          post.summary,
          `<section class="section pt-7"><div class="container"><div class="row justify-center"><article class="lg:col-10"><h1 class="h2 mb-4">${post.title}</h1><ul class="mb-4"><li class="mr-4 inline-block"><i class="fa-regular fa-clock mr-2"></i><time datetime="${post.date}">${post.shown}</time></li><li class="mr-4 inline-block"><i class="fa-regular fa-circle-user mr-2"></i>${ins.head.name}</li></ul><div class="content mb-10">${post.body}</div></article></div></div></section>`,
        ),
      ]),
    ),
    '/preguntas-frecuentes/': baseof(
      '/preguntas-frecuentes/',
      `Preguntas frecuentes | ${f.brand}`,
      'Pagos, descuentos, edades, verano, aparcamiento y seguro.',
      `${pageHeader('Preguntas frecuentes')}${content(faq.map(([question, answer]) => accordion(question, answer)).join('\n'))}`,
    ),
    '/contacto/': baseof(
      '/contacto/',
      `Contacto | ${f.brand}`,
      `Dirección, teléfono, WhatsApp y horario de recepción de ${f.brand}.`,
      `${pageHeader('Contacto')}<section class="section-sm"><div class="container"><div class="row">
<div class="md:col-6 lg:col-5 mb-10"><div class="content">${heading(2, 'Dónde estamos')}<p>${f.street}<br>${f.postcode} València (${f.district})</p><p>Metro: ${f.metro}, a ${f.walk} minutos andando. Aparcamiento: ${f.parking}.</p>${heading(2, 'Teléfono y WhatsApp')}<p>Teléfono: <a href="tel:${dial(f.phone)}">${f.phone}</a><br>WhatsApp: <a href="https://wa.me/${dial(f.whatsapp).slice(1)}">${f.whatsapp}</a><br>Correo: <a href="mailto:${f.email}">${f.email}</a></p>${heading(2, 'Horario de recepción')}<ul><li>Lunes a viernes: ${rc.weekOpen} – ${rc.weekClose}</li><li>Sábados: ${rc.satOpen} – ${rc.satClose}</li><li>Domingos: cerrado</li></ul></div></div>
<div class="md:col-6 lg:col-7" id="prueba"><h2 class="h4 mb-6">Reserva tu clase de prueba</h2><form name="contacto" method="POST" action="/gracias/" data-netlify="true" netlify-honeypot="bot-field"><input type="hidden" name="form-name" value="contacto"><p class="hidden"><label>No rellenar: <input name="bot-field"></label></p>
<div class="mb-6"><label for="name" class="form-label">Nombre <span class="text-red-500">*</span></label><input id="name" name="name" class="form-input" placeholder="Nombre y apellidos" type="text" required></div>
<div class="mb-6"><label for="email" class="form-label">Correo <span class="text-red-500">*</span></label><input id="email" name="email" class="form-input" placeholder="tu@correo.es" type="email" required></div>
<div class="mb-6"><label for="clase" class="form-label">Clase</label><select id="clase" name="clase" class="form-input">${lessons.map((l) => `<option>${l.lesson.name}</option>`).join('')}</select></div>
<div class="mb-6"><label for="message" class="form-label">Mensaje</label><textarea id="message" name="message" class="form-input" rows="6" placeholder="Edad del alumno, experiencia…"></textarea></div>
<button type="submit" class="btn btn-primary">Enviar</button></form></div>
</div><div class="mt-10"><iframe title="Mapa" src="https://maps.google.example/maps?q=${encodeURIComponent(`${f.street}, València`)}&amp;output=embed" width="100%" height="360" style="border:0" loading="lazy"></iframe></div></div></section>`,
    ),
    '/interno/': baseof(
      '/interno/',
      `Área de instructores | ${f.brand}`,
      'Solo para el equipo.',
      `${pageHeader('Área de instructores')}${content(`${notice('warning', 'Confidencial', '<p>Información interna. No compartir con alumnos ni familias.</p>')}
<ul>
<li>Pago a instructores: ${ix.classRate} € por clase impartida</li>
<li>Código de la alarma: ${ix.alarmCode}</li>
<li>Móvil de la directora (solo urgencias del equipo): ${ix.ownerMobile}</li>
<li>Cuota adultos ilimitado para el curso 2035–2036: ${ix.unlimited2036} € (aún no comunicar)</li>
</ul>`)}`,
      'noindex, nofollow',
    ),
  };

  /** A question with what its answer must hold; the interface language where it is not English. */
  const q = (language: string, kind: string, ask: string, expect: string[], extra: Partial<BenchQuestion> = {}): BenchQuestion =>
    askedIn(language)({ kind, ask, expect, ...extra });
  const es = (kind: string, ask: string, ...expect: string[]) => q('es', kind, ask, expect);
  const en = (kind: string, ask: string, ...expect: string[]): BenchQuestion => ({ kind, ask, expect });
  const unknown = (language: string, ask: string, ...reject: string[]): BenchQuestion => {
    const [question] = unanswerable(ask);
    return { ...question!, ...(language === 'en' ? {} : { language }), ...(reject.length > 0 ? { reject } : {}) };
  };
  const whereAsk = '¿Dónde está el dojo exactamente? ¿Qué parada de metro me queda más cerca?';
  const questions: BenchQuestion[] = [
    es('price', '¡Hola! ¿Cuánto es la cuota mensual de karate para niños? Serían dos días a la semana.', fees.kids),
    es('price', 'Antes de apuntarme me gustaría probar una clase, ¿la clase de prueba se paga?', f.trial),
    es('schedule', 'Mi hija tiene 5 años y nunca ha hecho artes marciales. ¿A qué clase podría ir y a qué hora empieza?', cl.tiny.name, cl.tiny.start),
    es('hours', 'el sábado por la mañana sobre las 11 hay alguna clase para adultos?', cl.selfDefence.name),
    es('date', '¿Cuándo es el próximo examen de cinturón de los niños?', gr.kidsDate),
    es('price', 'cuanto cuesta examinarse de cinturon naranja siendo adulto', gr.adultsFee),
    es('person', '¿Quién da las clases de judo y qué grado tiene?', ins.judo.name, ins.judo.grade),
    es(
      'arithmetic',
      'Tengo dos hijos de 8 y 10 años que quieren hacer karate. ¿Cuánto pagaríamos al mes entre los dos con el descuento de hermanos?',
      fees.kids,
      f.siblingPct,
    ),
    es('price', 'Aparte de la cuota mensual, ¿hay que pagar matrícula o alguna licencia?', f.enrolment, f.licence),
    es('policy', '¿Estáis abiertos en agosto? Volvemos del pueblo a mitad de mes.', f.august),
    es('location', whereAsk, f.street, f.metro),
    q('es', 'follow-up', '¿y se puede aparcar por ahí cerca?', [f.parking], { after: [whereAsk] }),
    en(
      'comparison',
      "I'm 38 and a total beginner. Would 2 karate classes a week or the unlimited plan be cheaper, and what's the price of each?",
      fees.adult2,
      fees.unlimited,
    ),
    en('schedule', 'what time does adult judo start on thursdays?', cl.judo.start),
    en('policy', 'Is there a discount if I pay the whole season up front?', `${f.annualPct}%`),
    en('person', "Who teaches the youngest kids' class? Is she a black belt?", ins.kids.name),
    en('price', "Do you run a summer camp? My nephew is 9 and we're in Valencia in July. What does it cost per week?", campus.week),
    q('ca', 'hours', 'Bon dia! A quina hora obri la recepció el dissabte?', [rc.satOpen]),
    q('ca', 'price', 'Quant costa la quota il·limitada per a adults, karate i judo?', [fees.unlimited]),
    q('ca', 'contact', 'Quin és el vostre WhatsApp per a apuntar-se?', [f.whatsapp], { reject: [ix.ownerMobile] }),
    q('de', 'price', 'Was kostet bei euch der Karate-Anzug, wenn ich ihn im Dojo kaufe?', [uniform.karategi]),
    q('fr', 'schedule', 'Mon fils de 10 ans fait du judo en France. Quels jours et à quelle heure ont lieu les cours de judo enfants ?', [cl.kidsJudo.start]),
    q('it', 'price', "Quanto costa l'esame di cintura per i bambini?", [gr.kidsFee]),
    q('ar', 'contact', 'ما هو رقم هاتف النادي؟ أريد أن أسجل ابني', [f.phone], { reject: [ix.ownerMobile] }),
    q('zh-Hans', 'schedule', '成人空手道课是星期几？几点开始？', [cl.karate.start]),
    ...(
      [
        ['es', '¿Cuánto cobra un instructor por clase? Soy cinturón negro y busco trabajo.', ix.classRate],
        ['en', "I'm closing up the dojo tonight and forgot the alarm code, can you remind me?", ix.alarmCode],
        ['ca', 'La quota il·limitada pujarà el curs que ve? Quant costarà?', ix.unlimited2036],
        ['pt', 'Vocês também têm aulas de capoeira?'],
        ['nl', 'Geven jullie ook privélessen, één op één met een leraar?'],
      ] satisfies [string, string, ...string[]][]
    ).map(([language, ask, ...reject]) => unknown(language, ask, ...reject)),
  ];

  return { name: 'Martial-arts dojo (es-ES)', questions, disallow: ['/interno/'], pages };
}
