import type { BenchQuestion, BenchSite } from '../types';
import { unanswerable } from '../types';
import { jsonLd } from '../unseen/markup';
import { askedIn, phoneLink } from '../unseen2/markup';
import type facts from './wedding-venue.facts.json';

/**
 * Unseen: a wedding and events finca (a cortijo) in the countryside of Antequera, between Málaga and
 * Sevilla, a site published with Framer in Spanish (`lang="es"`, paths without a trailing slash): the
 * "Made in Framer" comment, the Cookiebot script in the head, `#main` with its hydration JSON, every
 * block a `framer-xxxxxx` stack with a `data-framer-name`, the text in RichTextContainers of
 * `framer-text` paragraphs with style presets, the navigation rendered twice (the desktop variant and
 * the phone variant hidden by a breakpoint class), the rent as a grid of stacks (seasons as rows, days
 * as columns, "6.900 €"), the minimum guest numbers as a second grid, the menus as cards, the FAQ as a
 * list of always-open items, a Framer form on the visits page, an EventVenue JSON-LD on the home page
 * only and the footer.
 *
 * The facts the pages are written from, as written and mutated, are data in wedding-venue.facts.json.
 * The seasons are fixed: high season May, June, September and October; mid season March, April, July
 * and August; low season November to February. The rent depends on the season and the day; the
 * minimum number of adult guests on the season and on Saturday versus other days. Menus are per
 * person plus 10 % VAT; children from `menus.kidsFrom` to `menus.kidsTo` years take the children's
 * menu, younger ones are free. The catering is exclusive (food trucks only for the late-night snack,
 * for a fee); external decorators and florists pay a fee. Cancelling between `cancel.late` and
 * `cancel.early` months before costs `cancel.midPct` % of the rent. There is no chapel: church
 * weddings go to the parish in `ceremony.churchPlace`. `team.coordFr` speaks French, `team.coordDe`
 * German, `team.coordIt` Italian. Today is early April 2027.
 */
export type WeddingVenueFacts = typeof facts.original;

export function weddingVenue(f: WeddingVenueFacts): BenchSite {
  const { spaces: sp, ceremony: ce, menus: mn, minimum: mi, rent, rooms: rm, music: mu, payment: pay, cancel: ca, suppliers: su, directions: di, team } = f;
  const es = askedIn('es');
  const tel = phoneLink('34');
  const site = `https://www.${f.domain}.example`;
  const media = 'https://framerusercontent.example/images';
  const bare = (price: string) => price.replace(/\s*€$/, '');
  const dayMonth = (date: string) => date.replace(/^\S+ /, '');
  const priced = (ask: string, expect: string[], reject?: string[]): BenchQuestion => ({ kind: 'price', ask, expect, ...(reject && { reject }) });
  const seasons = {
    high: 'Temporada alta (mayo, junio, septiembre y octubre)',
    mid: 'Temporada media (marzo, abril, julio y agosto)',
    low: 'Temporada baja (noviembre a febrero)',
  };
  const links = Object.entries({
    '/espacios': 'Espacios',
    '/ceremonias': 'Ceremonias',
    '/gastronomia': 'Gastronomía',
    '/tarifas': 'Tarifas',
    '/alojamiento': 'Alojamiento',
    '/proveedores': 'Proveedores',
    '/equipo': 'Equipo',
    '/preguntas-frecuentes': 'FAQ',
    '/como-llegar': 'Cómo llegar',
    '/visitanos': 'Visítanos',
  });
  let seed = 7;
  /** A Framer class hash: six or seven base-36 characters, stable from build to build. */
  const h = () => ((seed = (seed * 48271) % 2147483647), seed.toString(36).slice(-7));

  const stack = (name: string, html: string, tag = 'div') => `<${tag} class="framer-${h()}" data-framer-name="${name}">${html}</${tag}>`;
  const rich = (html: string, preset = '1h8ygme') =>
    `<div class="framer-${h()}" data-framer-component-type="RichTextContainer" style="outline:none;display:flex;flex-direction:column;justify-content:flex-start;flex-shrink:0;transform:none">${html.replace(/<(h[1-4]|p|li|ul)>/g, `<$1 class="framer-text framer-styles-preset-${preset}" data-styles-preset="${preset.toUpperCase()}x">`)}</div>`;
  const heading = (level: number, text: string) => rich(`<h${level}>${text}</h${level}>`, level === 1 ? '1ydsm0d' : '7tq1kb');
  const image = (file: string, alt: string) =>
    `<div class="framer-${h()}" data-framer-name="Image"><div style="position:absolute;border-radius:inherit;top:0;right:0;bottom:0;left:0" data-framer-background-image-wrapper="true"><img decoding="async" loading="lazy" width="1600" height="1067" sizes="(min-width: 1200px) 50vw, 100vw" srcset="${media}/${file}.jpg?scale-down-to=512 512w,${media}/${file}.jpg?scale-down-to=1024 1024w,${media}/${file}.jpg 1600w" src="${media}/${file}.jpg" alt="${alt}" style="display:block;width:100%;height:100%;border-radius:inherit;object-position:center;object-fit:cover"></div></div>`;
  /** Framer layers from plain HTML: headings, images, <article> cards (a Card stack) and rich text between them. */
  const layers = (html: string): string =>
    html
      .split(/(<article>.*?<\/article>|<h[1-3]>.*?<\/h[1-3]>|<img [^>]*>)/s)
      .filter((part) => part.trim())
      .map((part) => {
        const [, inner] = /^<article>(.*)<\/article>$/s.exec(part) ?? [];
        const [, level, text] = /^<h([1-3])>(.*)<\/h\1>$/s.exec(part) ?? [];
        const [, file, alt] = /^<img src="([^"]*)" alt="([^"]*)">$/.exec(part) ?? [];
        return inner ? stack('Card', layers(inner)) : text ? heading(Number(level), text) : file ? image(file, alt!) : rich(part);
      })
      .join('');
  const section =
    (name: string) =>
    (parts: TemplateStringsArray, ...values: unknown[]) =>
      stack(name, layers(parts.reduce((html, part, i) => `${html}${String(values[i - 1])}${part}`)), 'section');
  const grid = (name: string, head: string[], rows: string[][]) =>
    stack(
      name,
      [head, ...rows]
        .map((cells, r) =>
          stack(
            r === 0 ? 'Header' : 'Row',
            cells.map((c, i) => rich(`<p>${r === 0 || i === 0 ? `<strong class="framer-text">${c}</strong>` : c}</p>`)).join(''),
          ),
        )
        .join(''),
    );
  const navLinks = (path: string) =>
    links
      .map(
        ([href, label]) =>
          `<a class="framer-text framer-styles-preset-12lj5ox" data-styles-preset="NavLinkPx" href=".${href}"${href === path ? ' data-framer-page-link-current="true"' : ''}>${label}</a>`,
      )
      .join('');
  const venueLd = jsonLd({
    '@context': 'https://schema.org',
    '@type': 'EventVenue',
    name: f.venue,
    url: site,
    telephone: tel(f.phone),
    email: f.email,
    address: {
      '@type': 'PostalAddress',
      streetAddress: f.road,
      postalCode: f.postcode,
      addressLocality: f.town,
      addressRegion: 'Málaga',
      addressCountry: 'ES',
    },
    maximumAttendeeCapacity: Number(sp.garden.cocktail),
    amenityFeature: [
      { '@type': 'LocationFeatureSpecification', name: 'Alojamiento', value: true },
      { '@type': 'LocationFeatureSpecification', name: 'Aparcamiento', value: true },
    ],
    image: `${media}/cortijo-atardecer.jpg`,
  });

  const doc = (title: string, path: string, sections: string[], head = '') => `<!doctype html>
<!-- Made in Framer · framer.com ✨ -->
<!-- Published Mar 12, 2027, 4:18 PM UTC -->
<html lang="es">
<head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width">
    <meta name="generator" content="Framer 4d1f0a2">
    <title>${title}</title>
    <meta name="description" content="Finca para bodas y eventos en ${f.town} (Málaga), a ${di.malagaMin} minutos del aeropuerto de Málaga. Jardín, salón y terraza, catering propio y ${rm.count} habitaciones.">
    <meta name="framer-search-index" content="https://framerusercontent.example/sites/3xKq8w/searchIndex-Zr8fY2.json">
    <meta property="og:type" content="website"><meta property="og:title" content="${title}"><meta property="og:image" content="${media}/cortijo-atardecer.jpg"><meta name="twitter:card" content="summary_large_image">
    <link rel="canonical" href="${site}${path === '/' ? '' : path}">
    <script id="Cookiebot" src="https://consent.cookiebot.example/uc.js" data-cbid="5e7a0c2d-91b4-4f3e-a8d6-2c1b9e0f7a43" data-blockingmode="auto" type="text/javascript"></script>
    ${head}
    <style data-framer-breakpoint-css>@media(min-width: 1200px){.hidden-72rtr7{display:none!important}}@media(max-width: 809px){.hidden-1ev3wca{display:none!important}}</style>
    <style data-framer-css-ssr-minified data-framer-components="framer-lib-cursors-host PropertyOverrides">html,body,#main{margin:0;padding:0;box-sizing:border-box}:root{-webkit-font-smoothing:antialiased}.framer-text{font-family:"Cormorant Garamond",serif}</style>
</head>
<body>
    <script async src="https://events.framer.example/script?v=2" data-fid="b81c3e5d" data-no-nt></script>
    <div id="main" data-framer-hydrate-v2="{&quot;routeId&quot;:&quot;${path.length.toString(36)}Qx${path.length * 7}&quot;,&quot;localeId&quot;:&quot;default&quot;,&quot;breakpoints&quot;:[{&quot;hash&quot;:&quot;72rtr7&quot;,&quot;mediaQuery&quot;:&quot;(min-width: 1200px)&quot;},{&quot;hash&quot;:&quot;1ev3wca&quot;,&quot;mediaQuery&quot;:&quot;(max-width: 809px)&quot;}]}" data-framer-ssr-released-at="2027-03-04T09:11:52.000Z" data-framer-page-optimized-at="2027-03-12T16:18:40.000Z" data-framer-generated-page>
<!--$--><style data-framer-html-style>html body { background: rgb(250, 246, 240); }</style><div data-framer-root class="framer-Tq1vB framer-72rtr7" style="min-height:100vh;width:auto">
<div class="ssr-variant hidden-1ev3wca"><nav class="framer-X7n2P framer-1b4hx1 framer-v-1b4hx1" data-framer-name="Desktop"><a class="framer-1kfy2mo framer-tq8rst" data-framer-name="Logo" href="./">${rich(`<p>${f.venue}</p>`, '1x5x0kd')}</a><div class="framer-1iwqp3x" data-framer-name="Links">${navLinks(path)}</div></nav></div>
<div class="ssr-variant hidden-72rtr7"><nav class="framer-X7n2P framer-1b4hx1 framer-v-9kjmsz" data-framer-name="Phone" aria-label="Menú"><a class="framer-1kfy2mo framer-tq8rst" data-framer-name="Logo" href="./">${rich(`<p>${f.venue}</p>`, '1x5x0kd')}</a><div class="framer-1pzwbd0" data-framer-name="Menu Icon" data-highlight="true" tabindex="0"></div><div class="framer-1iwqp3x" data-framer-name="Links" style="opacity:0;pointer-events:none">${navLinks(path)}</div></nav></div>
<main class="framer-${h()}" data-framer-name="Content">
${sections.join('\n')}
</main>
<footer class="framer-1m2w7qp" data-framer-name="Footer">${stack(
    'Columns',
    rich(`<p>${f.venue}</p><p>${f.road}<br class="framer-text">${f.postcode} ${f.town} (Málaga)</p>`) +
      rich(
        `<p>Tel. <a class="framer-text" href="tel:${tel(f.phone)}">${f.phone}</a></p><p>WhatsApp <a class="framer-text" href="https://wa.me/${tel(f.whatsapp).slice(1)}">${f.whatsapp}</a></p><p><a class="framer-text" href="mailto:${f.email}">${f.email}</a></p>`,
      ) +
      rich(
        `<p><a class="framer-text" href="./aviso-legal">Aviso legal</a> · <a class="framer-text" href="./privacidad">Privacidad</a> · <a class="framer-text" href="https://www.instagram.com/${f.domain}/">Instagram</a></p><p>© 2027 ${f.legal} · CIF ${f.cif}</p>`,
      ),
  )}</footer>
</div>
<div id="template-overlay"></div>
<!--/$--></div>
    <script type="module" async data-framer-bundle="main" fetchpriority="low" src="https://framerusercontent.example/sites/3xKq8w/script_main.Cx7Lk2Ra.mjs"></script>
    <div id="__framer-badge-container"></div>
</body>
</html>`;

  const faqs = Object.entries({
    '¿Hasta qué hora puede durar la fiesta?': `La música en el exterior (jardín y terraza) debe terminar a las ${mu.outdoor} por la normativa municipal. Después la fiesta sigue dentro del ${sp.salon.name} hasta las ${mu.indoor}, incluido en el alquiler. Se puede alargar hasta las ${mu.latest} por ${mu.extra} cada hora adicional.`,
    '¿Podemos traer nuestro propio catering?': `No: la gastronomía es exclusiva de nuestra cocina, dirigida por el chef ${team.chef}. La única excepción es la recena: podéis traer un food truck para el final de la noche abonando un canon de ${su.foodTruck}.`,
    '¿Hay que contratar a vuestros proveedores?': `Solo el catering. Fotógrafo, vídeo, música, flores y decoración son de libre elección. Los decoradores y floristas externos abonan un canon de montaje de ${su.externalFee}; los DJ y grupos externos deben enviarnos su seguro de responsabilidad civil. Con nuestros proveedores recomendados no hay canon.`,
    '¿Es accesible para personas con movilidad reducida?': `Sí. Salón, terraza y aseos están a pie de calle y con rampas, hay aseos adaptados junto al salón y la ${rm.adapted}, en la planta baja, está adaptada. Los caminos del jardín son de albero, así que ponemos un carrito de golf a disposición de los invitados que lo necesiten.`,
    '¿Cuándo hay que dar el número definitivo de invitados?': `${pay.headcount} días antes de la boda. A partir de ese momento se factura el número confirmado aunque luego venga alguien menos.`,
    '¿Hay aparcamiento?': `Sí, un aparcamiento gratuito para ${di.parking} coches dentro de la finca, con vigilancia durante el evento. Los invitados pueden dejar el coche hasta el día siguiente a las 12:00.`,
  });

  const coordinators = [team.coordFr, team.coordDe, team.coordIt]
    .map((c) => `<article><h3>${c.name}</h3><p>Coordinadora de bodas. Habla ${c.langs}.</p></article>`)
    .join('');
  const faqItems = faqs.map(([q, a]) => stack('FAQ Item', rich(`<h3>${q}</h3>`, '7tq1kb') + rich(`<p>${a}</p>`))).join('');
  const mapEmbed = () =>
    `<div class="framer-${h()}-container" data-framer-name="Google Maps"><iframe src="https://maps.google.example/maps?q=${encodeURIComponent(`${f.road}, ${f.town}`)}&amp;z=13&amp;output=embed" frameborder="0" style="height:100%;width:100%;border:0" loading="lazy"></iframe></div>`;
  const juneSat = '¡Hola! Nos casamos un sábado de junio de 2028. ¿Cuánto cuesta el alquiler de la finca?';

  const questions: BenchQuestion[] = [
    ...[
      priced(juneSat, [rent.high.sat], [rent.high.fri, rent.mid.sat]),
      { kind: 'follow-up', ask: '¿y cuántos invitados como mínimo nos pedís?', after: [juneSat], expect: [mi.highSat], reject: [mi.midSat] },
      {
        kind: 'comparison',
        ask: '¿Sale más barato casarse un viernes o un domingo en octubre? ¿Cuánta diferencia hay?',
        expect: [rent.high.fri, rent.high.sun],
      },
      { kind: 'people', ask: 'Somos unos 260 invitados. Si llueve, ¿cabemos para el banquete dentro del salón?', expect: [sp.salon.banquet] },
      { kind: 'policy', ask: '¿Podemos casarnos por la iglesia en la propia finca?', expect: [ce.churchPlace] },
      {
        kind: 'arithmetic',
        ask: `Calculamos 150 adultos y 12 niños con el ${mn.mid.name}. ¿Qué precio por persona sería, y cuánto los niños?`,
        expect: [`${mn.mid.price} €`, `${mn.kids} €`],
      },
      { kind: 'age', ask: '¿Los bebés de 2 años pagan menú?', expect: [`${mn.kidsFrom} años`] },
      { kind: 'hours', ask: '¿Hasta qué hora puede durar la fiesta? ¿Y la música fuera, en el jardín?', expect: [mu.indoor, mu.outdoor] },
      { kind: 'payment', ask: '¿Cuánto hay que pagar para reservar la fecha y cuándo se paga el resto?', expect: [pay.signal, pay.final] },
      { kind: 'policy', ask: 'Si tuviéramos que cancelar unos 8 meses antes de la boda, ¿qué perderíamos?', expect: [ca.midPct] },
      priced('¿Podemos traer nuestro propio catering? Queríamos un food truck de tacos para la recena.', [su.foodTruck]),
      { kind: 'event', ask: '¿Cuándo es la próxima jornada de puertas abiertas? ¿Hay que apuntarse?', expect: [dayMonth(f.openDays.dates[0]!)] },
      { kind: 'location', ask: 'Venimos casi todos desde el aeropuerto de Málaga, ¿cuánto se tarda en llegar?', expect: [`${di.malagaMin} minutos`] },
      ...unanswerable(
        '¿Se pueden lanzar fuegos artificiales al final de la fiesta?',
        '¿Podemos traer a nuestro perro a la ceremonia? Queremos que lleve los anillos.',
      ),
    ].map(es),
    {
      kind: 'people',
      ask: "We're a UK couple looking at a Thursday wedding in September with about 70 guests. Is that possible, and what's the venue hire?",
      expect: [mi.highOther],
    },
    { kind: 'amenity', ask: "Can guests stay overnight at the finca? We'd need rooms for about 20 people.", expect: [rm.guests] },
    { kind: 'policy', ask: 'My grandmother uses a wheelchair. Is the venue accessible, and is there an adapted bedroom?', expect: [rm.adapted] },
    priced('Open bar: how many hours are included, and what does each extra hour cost per person?', [mn.barExtra]),
    { kind: 'location', ask: "We're flying into Seville. How far is the venue from the airport, and is there a shuttle for guests?", expect: [di.sevillaKm] },
    ...unanswerable('Do you have a backup generator in case of a power cut?'),
    askedIn('fr')({
      kind: 'person',
      ask: "Est-ce qu'une des coordinatrices parle français ? Mes parents ne parlent pas espagnol.",
      expect: [team.coordFr.first],
    }),
    askedIn('de')({
      kind: 'person',
      ask: 'Spricht jemand in Ihrem Team Deutsch? Die Eltern meines Verlobten sprechen nur Deutsch.',
      expect: [team.coordDe.first],
    }),
    askedIn('it')(priced('Quanto costa a persona il menù più caro?', [mn.top.price], [mn.mid.price])),
    ...unanswerable("C'è il Wi-Fi per gli ospiti?").map(askedIn('it')),
    askedIn('pt')(priced('Qual é o preço do aluguer num sábado de novembro?', [bare(rent.low.sat)], [bare(rent.low.fri)])),
    askedIn('ar')({ kind: 'people', ask: 'كم عدد الضيوف الذين تتسع لهم الحديقة لحفل العشاء؟', expect: [sp.garden.banquet] }),
    askedIn('he')({ kind: 'policy', ask: 'עד מתי צריך למסור את המספר הסופי של האורחים?', expect: [pay.headcount] }),
    askedIn('zh-Hans')(priced('在庄园里举行仪式需要额外付费吗？多少钱？', [bare(ce.fee)])),
    ...unanswerable('ドローンで空撮してもいいですか？').map(askedIn('ja')),
  ];

  return {
    name: 'wedding venue (es-ES)',
    pages: {
      '/': doc(
        `${f.venue} · Finca para bodas en ${f.town}`,
        '/',
        [
          section(
            'Hero',
          )`<img src="cortijo-atardecer" alt="${f.venue} al atardecer"><h1>Bodas en un cortijo andaluz entre olivos</h1><p>${f.hectares} hectáreas de olivar a las afueras de ${f.town}, a ${di.malagaMin} minutos del aeropuerto de Málaga. Tres espacios, cocina propia y habitaciones para que la fiesta no tenga que acabar con un taxi.</p>`,
          section(
            'Espacios',
          )`<article><h3>${sp.garden.name}</h3><p>Banquetes de hasta ${sp.garden.banquet} invitados bajo los olivos centenarios.</p></article><article><h3>${sp.salon.name}</h3><p>El antiguo molino de aceite, para ${sp.salon.banquet} invitados sentados.</p></article><article><h3>${sp.terrace.name}</h3><p>Ceremonias con vistas a la Peña de los Enamorados.</p></article>`,
          section(
            'Testimonio',
          )`<p>“Nuestros invitados de Londres y de Granada todavía hablan de la cena en el jardín. Todo fue perfecto y el equipo, un encanto.” — Clara y James</p>`,
        ],
        venueLd,
      ),
      '/espacios': doc(`Espacios · ${f.venue}`, '/espacios', [
        section('Intro')`<h1>Nuestros espacios</h1><p>Todos los espacios se alquilan en exclusiva: el día de vuestra boda, la finca es solo vuestra.</p>`,
        section(
          'Capacidades',
        )`<article><h3>${sp.salon.name}</h3><p>Antiguo molino con arcos de ladrillo y vigas de madera, climatizado.</p><ul><li>Banquete: ${sp.salon.banquet} invitados sentados</li><li>Cóctel: ${sp.salon.cocktail} invitados</li></ul><p>Es nuestro plan B si llueve y la pista de baile a partir de las ${mu.outdoor}.</p></article><article><h3>${sp.garden.name}</h3><p>Jardín con olivos centenarios y césped.</p><ul><li>Banquete: ${sp.garden.banquet} invitados sentados</li><li>Cóctel: ${sp.garden.cocktail} invitados</li></ul></article><article><h3>${sp.terrace.name}</h3><p>Terraza elevada con vistas a la vega.</p><ul><li>Ceremonia: ${sp.terrace.ceremony} sillas</li><li>Banquete: ${sp.terrace.banquet} invitados</li></ul></article>`,
        section(
          'Accesibilidad',
        )`<h2>Accesibilidad</h2><p>Salón, terraza y aseos sin escalones y con rampas. Aseos adaptados junto al salón y una habitación adaptada en planta baja (${rm.adapted}). Carrito de golf para recorrer los caminos de albero del jardín.</p>`,
      ]),
      '/ceremonias': doc(`Ceremonias · ${f.venue}`, '/ceremonias', [
        section(
          'Ceremonias',
        )`<h1>Ceremonias</h1><p>Celebramos ceremonias civiles y simbólicas en la ${sp.terrace.name} o en el ${sp.garden.name}. Para que la boda civil tenga validez legal, el expediente se tramita en el Registro Civil y la ceremonia la puede oficiar un concejal del Ayuntamiento de ${f.town} en la finca (trámite que gestionáis vosotros; os ayudamos con los plazos).</p><p>El montaje de la ceremonia cuesta ${ce.fee}: sillas, arco floral básico, alfombra, mesa y equipo de sonido con micrófono.</p><p>La finca no tiene capilla. Para una boda religiosa, la ${ce.church} de ${ce.churchPlace} está a ${ce.churchKm} km y tenemos buena relación con el párroco; la celebración continúa después en la finca.</p>`,
      ]),
      '/gastronomia': doc(`Gastronomía · ${f.venue}`, '/gastronomia', [
        section(
          'Intro',
        )`<h1>Gastronomía</h1><p>Nuestra cocina, con el chef ${team.chef} al frente, trabaja con producto de la vega de Antequera. El catering es exclusivo de la finca. Todos los menús incluyen cóctel de bienvenida de una hora, barra libre de ${mn.barHours} horas, tarta nupcial y montaje. Precios por persona, 10 % de IVA no incluido.</p>`,
        section(
          'Menus',
        )`<article><h3>${mn.basic.name}</h3><p><strong class="framer-text">${mn.basic.price} €</strong> por persona</p><p>Cóctel con 8 aperitivos, entrante, principal (carne o pescado) y postre.</p></article><article><h3>${mn.mid.name}</h3><p><strong class="framer-text">${mn.mid.price} €</strong> por persona</p><p>Cóctel con 12 aperitivos y rincón de ibéricos, entrante, pescado, carne y postre.</p></article><article><h3>${mn.top.name}</h3><p><strong class="framer-text">${mn.top.price} €</strong> por persona</p><p>Cóctel con 16 aperitivos, rincones de ibéricos y quesos, menú degustación de cinco pases y mesa de dulces.</p></article>`,
        section(
          'Extras',
        )`<ul><li>Menú infantil (de ${mn.kidsFrom} a ${mn.kidsTo} años): ${mn.kids} € por niño. Menores de ${mn.kidsFrom} años: gratis, con trona.</li><li>Hora adicional de barra libre: ${mn.barExtra} € por persona.</li><li>Menú de proveedores (fotógrafo, DJ…): ${mn.staff} €.</li><li>Prueba de menú para 6 personas incluida en bodas a partir de ${mn.tastingFrom} invitados adultos.</li><li>Recena: food truck externo permitido con un canon de ${su.foodTruck}.</li></ul>`,
      ]),
      '/tarifas': doc(`Tarifas · ${f.venue}`, '/tarifas', [
        section(
          'Intro',
        )`<h1>Tarifas 2027 y 2028</h1><p>El alquiler incluye la finca en exclusiva desde las 12:00 del día de la boda hasta las 12:00 del día siguiente, mobiliario, limpieza, seguridad y la coordinación. IVA (21 %) no incluido.</p>`,
        grid(
          'Alquiler',
          ['Temporada', 'Lunes a jueves', 'Viernes', 'Sábado', 'Domingo'],
          (['high', 'mid', 'low'] as const).map((s) => [seasons[s], rent[s].week, rent[s].fri, rent[s].sat, rent[s].sun]),
        ),
        stack('Minimos', heading(2, 'Número mínimo de invitados adultos'), 'section'),
        grid(
          'Minimos grid',
          ['Temporada', 'Sábados', 'Resto de días'],
          [
            [seasons.high, mi.highSat, mi.highOther],
            [seasons.mid, mi.midSat, mi.midOther],
            [seasons.low, mi.low, mi.low],
          ],
        ),
        section(
          'Pagos',
        )`<h2>Reserva y forma de pago</h2><ul><li>Reserva de fecha: señal de ${pay.signal} a la firma del contrato (se descuenta del total).</li><li>${pay.secondPct} % del presupuesto estimado ${pay.secondWhen} antes de la boda.</li><li>El resto, ${pay.final} antes de la boda, una vez confirmado el número definitivo de invitados (${pay.headcount} días antes).</li></ul><p>Pagos por transferencia bancaria.</p>`,
        section(
          'Cancelacion',
        )`<h2>Cancelación y cambio de fecha</h2><ul><li>Cancelación con más de ${ca.early} meses de antelación: se pierde la señal.</li><li>Entre ${ca.early} y ${ca.late} meses antes: la señal y el ${ca.midPct} % del alquiler.</li><li>Con menos de ${ca.late} meses: todo lo abonado hasta la fecha.</li></ul><p>Un cambio de fecha sin coste si nos avisáis con más de ${ca.change} meses de antelación, según disponibilidad.</p>`,
      ]),
      '/alojamiento': doc(`Alojamiento · ${f.venue}`, '/alojamiento', [
        section(
          'Alojamiento',
        )`<h1>Dormir en la finca</h1><img src="habitaciones-patio" alt="Habitaciones alrededor del patio"><p>La casa principal tiene ${rm.count} habitaciones dobles alrededor del patio, para ${rm.guests} personas en total. La ${rm.suite} está incluida para los novios la noche de la boda.</p><p>Resto de habitaciones: ${rm.price} por noche con desayuno. Las noches de viernes y sábado se reservan con un mínimo de ${rm.minNights} noches. La ${rm.adapted} está en planta baja y adaptada para silla de ruedas.</p><p>Para el resto de invitados recomendamos hoteles en ${f.town} (a 10 minutos); podemos organizar un autobús de ${di.busSeats} plazas por ${di.bus} ida y vuelta.</p>`,
      ]),
      '/proveedores': doc(`Proveedores · ${f.venue}`, '/proveedores', [
        section(
          'Proveedores',
        )`<h1>Proveedores recomendados</h1><p>Trabajamos con ellos desde hace años y conocen la finca; con ellos no hay canon de montaje.</p><ul><li>Flores y decoración: ${su.florist}</li><li>Música y DJ: ${su.dj}</li><li>Fotografía y vídeo: ${su.photo}</li><li>Peluquería y maquillaje: ${su.hair}</li></ul><h2>Proveedores externos</h2><p>Podéis traer a quien queráis excepto para el catering, que es exclusivo de la finca. Decoradores y floristas externos: canon de montaje de ${su.externalFee}. DJ y grupos externos: seguro de responsabilidad civil obligatorio y limitador de sonido conectado a partir de las ${mu.outdoor}.</p>`,
      ]),
      '/equipo': doc(`Equipo · ${f.venue}`, '/equipo', [
        section(
          'Equipo',
        )`<h1>Nuestro equipo</h1><p>Cada boda tiene una coordinadora desde la primera visita hasta el último baile.</p>${coordinators}<article><h3>${team.chef}</h3><p>Chef ejecutivo. Diseña los menús y las pruebas de menú.</p></article>`,
      ]),
      '/preguntas-frecuentes': doc(`Preguntas frecuentes · ${f.venue}`, '/preguntas-frecuentes', [
        stack('FAQ', heading(1, 'Preguntas frecuentes') + faqItems, 'section'),
      ]),
      '/como-llegar': doc(`Cómo llegar · ${f.venue}`, '/como-llegar', [
        stack(
          'Como llegar',
          layers(
            `<h1>Cómo llegar</h1><p><strong class="framer-text">${f.venue}</strong>, ${f.road}, ${f.postcode} ${f.town} (Málaga).</p><ul><li>Desde el aeropuerto de Málaga (AGP): ${di.malagaKm} km, unos ${di.malagaMin} minutos por la A-7 y la A-45.</li><li>Desde el aeropuerto de Sevilla (SVQ): ${di.sevillaKm} km, unas ${di.sevillaTime} por la A-92.</li><li>En AVE: estación Antequera-Santa Ana, a ${di.aveMin} minutos en taxi.</li></ul><p>Aparcamiento gratuito para ${di.parking} coches dentro de la finca. Autobús para invitados desde ${f.town} centro: ${di.bus} ida y vuelta (${di.busSeats} plazas).</p>`,
          ) + mapEmbed(),
          'section',
        ),
      ]),
      '/visitanos': doc(`Visítanos · ${f.venue}`, '/visitanos', [
        section(
          'Visitas',
        )`<h1>Ven a conocer la finca</h1><p><strong class="framer-text">Jornadas de puertas abiertas ${f.openDays.year}:</strong> ${f.openDays.dates.join(' y ')}, de ${f.openDays.from} a ${f.openDays.to}. Entrada libre con inscripción previa en el formulario, con degustación de aperitivos y proveedores presentes.</p><p>Visitas privadas con cita ${f.visits.days}, de ${f.visits.from} a ${f.visits.to}.</p><p>Tel. ${f.phone} · WhatsApp ${f.whatsapp}</p>`,
        `<form class="framer-${h()}" data-framer-name="Form"><label class="framer-${h()}"><input type="text" required name="Nombre" placeholder="Nombre y apellidos" class="framer-form-text-input framer-form-input"></label><label class="framer-${h()}"><input type="email" required name="Email" placeholder="Email" class="framer-form-text-input framer-form-input"></label><label class="framer-${h()}"><input type="date" name="Fecha de boda" class="framer-form-text-input framer-form-input"></label><label class="framer-${h()}"><select name="Motivo" class="framer-form-select framer-form-input"><option value="Puertas abiertas">Jornada de puertas abiertas</option><option value="Visita privada">Visita privada</option><option value="Presupuesto">Pedir presupuesto</option></select></label><button type="submit" class="framer-${h()}" data-framer-name="Button">${rich('<p>Enviar</p>')}</button></form>`,
      ]),
    },
    questions,
  };
}
