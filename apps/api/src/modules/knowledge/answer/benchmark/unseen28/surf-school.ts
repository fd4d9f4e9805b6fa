import type { BenchSite } from '../types';
import { jsonLd } from '../unseen/markup';
import { phoneLink } from '../unseen2/markup';
import { surfQuestions } from './surf-school-questions';
import type facts from './surf-school.facts.json';

/**
 * Unseen: a surf school with a weekly surf camp on the beach of Somo, Cantabria, a Weebly site in Spanish
 * (`lang="es"`, pages as `/<name>.html`): the theme's header with `wsite-menu-default` items (the current one
 * as `id="active"`, the others with their `pg` ids) and again in the mobile navigation, the banner's
 * `wsite-headline`, `#wsite-content` of `wsite-section-wrap` sections with `wsite-section-elements`, the
 * editor's elements (`wsite-content-title`, `paragraph`, `wsite-multicol` tables of columns, `wsite-image`,
 * `wsite-button`, `wsite-spacer`, `styled-hr`, `wsite-embed-code` blocks holding the owner's own price tables
 * and cookie bar, `wsite-map` and a `formSubmit.php` form with its hidden fields), the `_W` and `com_` globals
 * and editmysite.com scripts, the `wsite-footer`, and a SportsActivityLocation JSON-LD pasted into the header
 * code. A page at /uso-interno.html, which robots.txt disallows and the footer links to, holds the coaches'
 * hourly pay, the supplier's price of a foam board, the surf camp's margin and the padlock code that must
 * never be quoted.
 *
 * The facts the pages are written from, as written and mutated, are data in surf-school.facts.json: the
 * meeting point (a beach ramp beside a beach bar), the free car park and its distance, the ferry from
 * Santander; the season's months and the hut's hours in July and August and the rest of the season; the
 * tide-dependent lesson windows and when each day's times are published (`tide.*`); group, private and
 * kids' lessons with their length and the kids' ages (`group`, `private`, `kids`), the bonos and until when
 * they are valid, a discount for groups; the surf camp (`camp.*`: price with and without the hostel, the
 * single-room supplement, nights, lessons, arrival time, minimum age, dates); board and wetsuit rental for a few hours
 * and by day, the pack and the deposit (`rental.*`); the cancellation rule and the wave height
 * that calls a lesson off (`cancel.*`); what to bring; four instructors with their certificates and
 * languages (`team.*`). Prices are written as Spanish sites do: "35 €" in prose, "35,00 €" in the tables.
 */
export type SurfFacts = typeof facts.original;

export function surfSchool(f: SurfFacts): BenchSite {
  const { group, private: solo, kids, bono, camp, rental, tide, office, team, cancel, internal: ix } = f;
  const home = `https://www.${f.domain}.example`;
  const tel = phoneLink('34');
  const eur = (amount: string) => `${amount} €`;
  const cents = (amount: string) => `${amount},00 €`;

  /** Weebly's numeric element and page ids: an xorshift walk seeded by the WhatsApp number. */
  let state = Number(f.whatsapp.replace(/\D/g, '')) | 1;
  const digits = (length: number) => {
    let out = '';
    while (out.length < length) {
      state ^= state << 13;
      state ^= state >>> 17;
      state ^= state << 5;
      out += String(Math.abs(state));
    }
    return out.slice(0, length);
  };
  const userId = digits(9);
  const siteId = digits(18);
  const upload = (file: string) => `/uploads/${userId.slice(0, 1)}/${userId.slice(1, 2)}/${userId.slice(2, 3)}/${userId.slice(3, 4)}/${userId}/${file}`;

  /** The editor's elements, as Weebly publishes them. */
  const heading = (label: string) => `<h2 class="wsite-content-title">${label}</h2>`;
  const paragraph = (html: string) => `<div class="paragraph">${html}</div>`;
  const image = (file: string, alt: string) =>
    `<div><div class="wsite-image wsite-image-border-none " style="padding-top:10px;padding-bottom:10px;margin-left:0;margin-right:0;text-align:center"><a><img src="${upload(`editor/${file}.jpg?1749${digits(6)}`)}" alt="${alt}" style="width:auto;max-width:100%"></a><div style="display:block;font-size:90%"></div></div></div>`;
  const button = (href: string, label: string) =>
    `<div style="text-align:center;"><div style="height: 10px; overflow: hidden;"></div><a class="wsite-button wsite-button-large wsite-button-highlight" href="${href}"><span class="wsite-button-inner">${label}</span></a><div style="height: 10px; overflow: hidden;"></div></div>`;
  const divider = '<div><div style="height: 20px; overflow: hidden; width: 100%;"></div><hr class="styled-hr" style="width:100%;"><div style="height: 20px; overflow: hidden; width: 100%;"></div></div>';
  const spacer = (height: number) => `<div class="wsite-spacer" style="height:${height}px;"></div>`;
  const embed = (html: string) => `<div><div id="${digits(18)}" align="left" style="width: 100%; overflow-y: hidden;" class="wcustomhtml">${html}</div></div>`;
  const columns = (...cells: string[]) =>
    `<div><div class="wsite-multicol"><div class="wsite-multicol-table-wrap" style="margin:0 -15px;"><table class="wsite-multicol-table"><tbody class="wsite-multicol-tbody"><tr class="wsite-multicol-tr">${cells
      .map((cell) => `<td class="wsite-multicol-col" style="width:${(100 / cells.length).toFixed(3)}%; padding:0 15px;">${cell}</td>`)
      .join('')}</tr></tbody></table></div></div></div>`;
  const section = (inner: string, background = '') =>
    `<div class="wsite-section-wrap"><div class="wsite-section wsite-body-section wsite-background-${digits(2)}${background}"><div class="container"><div class="wsite-section-content"><div class="wsite-section-elements">${inner}</div></div></div></div></div>`;
  const priceTable = (head: string[], rows: string[][]) =>
    embed(
      `<table class="tarifas" style="width:100%;border-collapse:collapse"><thead><tr>${head.map((cell) => `<th style="text-align:left;border-bottom:2px solid #0b5e7a">${cell}</th>`).join('')}</tr></thead><tbody>${rows
        .map((row) => `<tr>${row.map((cell) => `<td style="padding:6px 4px;border-bottom:1px solid #ddd">${cell}</td>`).join('')}</tr>`)
        .join('')}</tbody></table>`,
    );

  const menu: [string, string][] = [
    ['/', 'Inicio'],
    ['/clases.html', 'Clases'],
    ['/surf-camp.html', 'Surf Camp'],
    ['/alquiler.html', 'Alquiler'],
    ['/equipo.html', 'Equipo'],
    ['/preguntas-frecuentes.html', 'Preguntas frecuentes'],
    ['/contacto.html', 'Contacto'],
  ];
  const pageIds = menu.map(() => digits(18));
  const menuList = (current: string) =>
    `<ul class="wsite-menu-default">${menu
      .map(([href, label], index) => `<li id="${href === current ? 'active' : `pg${pageIds[index] ?? ''}`}" class="wsite-menu-item-wrap"><a href="${href}" class="wsite-menu-item">${label}</a></li>`)
      .join('')}</ul>`;
  const meeting = `la caseta azul de la escuela junto a la ${f.ramp} de la playa de Somo, al lado de ${f.landmark}`;
  const tideText = `En Somo manda el mar: no tenemos un horario fijo, cada clase se programa según la marea. Con la marea muy llena la ola rompe casi en la orilla y con la marea muy vacía aparecen corrientes, así que buscamos siempre la media marea. Por lo general, las clases de la mañana se dan en la franja de las ${tide.morning} a las ${tide.morningEnd} y las de la tarde de ${tide.afternoon} a ${tide.afternoonEnd}. El horario exacto de cada día lo publicamos la víspera a las ${tide.publish} en Instagram y lo enviamos por WhatsApp a todos los alumnos apuntados.`;
  const bringList = `<ul>${f.bring.map((item) => `<li>${item}</li>`).join('')}</ul>`;
  const footer = `<div class="footer-wrap"><div class="container"><div class="footer"><div class="wsite-elements wsite-footer">${columns(
    paragraph(`<strong>${f.brand}</strong><br>${f.address}, ${f.zip} Somo (Cantabria)<br>Tel. <a href="tel:${tel(f.phone)}">${f.phone}</a> · WhatsApp <a href="https://wa.me/${tel(f.whatsapp).slice(1)}">${f.whatsapp}</a>`),
    paragraph(`<a href="/contacto.html#privacidad">Aviso legal y privacidad</a><br><a href="/uso-interno.html">Zona monitores</a><br><a href="https://www.instagram.example/${f.instagram}/">Instagram @${f.instagram}</a>`),
    paragraph(`${f.company} · CIF ${f.cif}<br>Escuela registrada en la Federación Cántabra de Surf`),
  )}</div></div></div></div>`;
  /** The owner pasted this into Settings › SEO › Header Code: the school as a schema.org place, in three parts. */
  const postal = { '@type': 'PostalAddress', streetAddress: f.address, postalCode: f.zip, addressLocality: 'Somo', addressRegion: 'Cantabria', addressCountry: 'ES' };
  const reach = { telephone: tel(f.phone), email: f.email, priceRange: `${eur(kids.price)} - ${eur(camp.price)}` };
  const placeLd = jsonLd({ '@context': 'https://schema.org', '@type': 'SportsActivityLocation', name: f.brand, url: `${home}/`, ...reach, address: postal });

  const document = (path: string, title: string, description: string, banner: string, body: string) => `<!DOCTYPE html>
<html lang="es">
<head>
<title>${title} - ${f.brand}</title>
<meta property="og:site_name" content="${f.brand}">
<meta property="og:title" content="${title}">
<meta property="og:description" content="${description}">
<meta property="og:image" content="${home}${upload('published/portada-somo.jpg')}">
<meta property="og:url" content="${home}${path}">
<meta name="description" content="${description}">${path === '/uso-interno.html' ? '\n<meta name="robots" content="noindex,nofollow">' : ''}
<meta http-equiv="Content-Type" content="text/html; charset=utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1.0">
<link id="wsite-base-style" rel="stylesheet" type="text/css" href="//cdn2.editmysite.com/css/sites.css?buildTime=1749${digits(6)}">
<link rel="stylesheet" type="text/css" href="//cdn2.editmysite.com/css/old/fancybox.css?1749${digits(6)}">
<link rel="stylesheet" type="text/css" href="//cdn2.editmysite.com/css/social-icons.css?buildtime=1749${digits(6)}" media="screen,projection">
<link rel="stylesheet" type="text/css" href="/files/main_style.css?1749${digits(6)}" title="wsite-theme-css">
<link href="//cdn2.editmysite.com/fonts/Montserrat/font.css?2" rel="stylesheet" type="text/css">
<style type="text/css">.wsite-elements.wsite-not-footer:not(.wsite-header-elements) div.paragraph{font-size:17px}#wsite-title{font-family:"Montserrat"}.cookie-bar{position:fixed;bottom:0;left:0;right:0;background:#0b5e7a;color:#fff;padding:12px;z-index:9999}</style>
<script>var STATIC_BASE = '//cdn1.editmysite.com/'; var ASSETS_BASE = '//cdn2.editmysite.com/'; var STYLE_PREFIX = 'wsite';</script>
<script src="https://ajax.googleapis.com/ajax/libs/jquery/1.8.3/jquery.min.js"></script>
<script type="text/javascript" src="//cdn2.editmysite.com/js/lang/es/stl.js?buildTime=1749${digits(6)}&"></script>
<script src="//cdn2.editmysite.com/js/site/main.js?buildTime=1749${digits(6)}"></script><script type="text/javascript">_W = _W || {}; _W.securePrefix = 'www.${f.domain}.example';</script>
<script>_W = _W || {}; _W.customerLocale = "es_ES"; _W.storeName = null; _W.isCheckoutReskin = false; _W.storeCountry = "ES"; _W.storeCurrency = "EUR"; _W.storeEuPrivacyPolicyUrl = ""; com_currentSite = "${siteId}"; com_userID = "${userId}";</script>
<script type="text/javascript">_W.resellerSite = false;</script>
<script type="text/javascript">_W.recaptchaUrl = "https://www.google.com/recaptcha/api.js";</script>
${placeLd}
</head>
<body class="${path === '/' ? 'header-page' : 'no-header-page'}  wsite-page-${path === '/' ? 'index' : path.slice(1, -5)}  full-width-on  wsite-theme-light">
<div class="wrapper">
<div class="birdseye-header"><div class="nav-wrap"><div class="container">
<div class="logo"><span class="wsite-logo"><a href="/"><span id="wsite-title">${f.brand}</span></a></span></div>
<div class="nav desktop-nav">${menuList(path)}</div>
<label class="hamburger" for="nav-trigger"><span></span></label>
</div></div>
<div class="banner-wrap"><div class="container"><div class="banner"><h2><span class="wsite-text wsite-headline">${banner}</span></h2></div></div></div>
</div>
<div class="main-wrap"><div id="wsite-content" class="wsite-elements wsite-not-footer">
${body}
</div></div>
${footer}
</div>
<div class="nav mobile-nav">${menuList(path)}</div>
${embed(`<div class="cookie-bar" id="cookie-bar">Utilizamos cookies propias y de terceros para analizar el tráfico de la web. Si sigues navegando, entendemos que aceptas su uso. <a href="/contacto.html#privacidad" style="color:#fff">Más información</a> <button onclick="document.getElementById('cookie-bar').style.display='none'">Aceptar</button></div>`)}
<script type="text/javascript" src="/files/theme/plugins.js?1749${digits(6)}"></script>
<script type="text/javascript" src="/files/theme/custom.js?1749${digits(6)}"></script>
<script type="text/javascript" src="//cdn2.editmysite.com/js/site/main-customer-accounts-site.js?buildTime=1749${digits(6)}"></script>
</body>
</html>`;

  const form = `<div><form enctype="multipart/form-data" action="//www.weebly.com/weebly/apps/formSubmit.php" method="POST" id="form-${digits(18)}"><div class="wsite-form-container" style="margin-top:10px;"><ul class="formlist">${heading('Pide información o reserva')}${[
    ['Nombre', 'text'],
    ['Email', 'email'],
    ['Teléfono', 'text'],
    ['Fecha y actividad que te interesa', 'text'],
  ]
    .map(
      ([label = '', type = ''], index) =>
        `<div><div class="wsite-form-field" style="margin:5px 0px 5px 0px;"><label class="wsite-form-label" for="input-${index}">${label} <span class="form-required">*</span></label><div class="wsite-form-input-container"><input aria-required="true" id="input-${index}" class="wsite-form-input wsite-input wsite-input-width-370px" type="${type}" name="_u${digits(9)}"></div></div></div>`,
    )
    .join(
      '',
    )}<div><div class="wsite-form-field" style="margin:5px 0px 5px 0px;"><label class="wsite-form-label">Mensaje</label><div class="wsite-form-input-container"><textarea class="wsite-form-input wsite-input wsite-input-width-370px" name="_u${digits(9)}" style="height: 200px"></textarea></div></div></div></ul></div><div style="display:none; visibility:hidden;"><input type="text" name="wsite_subject"></div><input type="hidden" name="form_version" value="2"><input type="hidden" name="wsite_approved" id="wsite_approved" value="approved"><input type="hidden" name="ucfid" value="${digits(18)}"><input type="hidden" name="recaptcha_token"><input type="submit" role="button" aria-label="Enviar" style="position:absolute;top:0;left:-9999px;width:1px;height:1px"><a class="wsite-button"><span class="wsite-button-inner">Enviar</span></a></form></div>`;

  const faq: [string, string][] = [
    ['¿Necesito saber nadar?', 'Sí. Para las clases hay que saber nadar y sentirse cómodo en el agua. Siempre trabajamos en zonas donde se hace pie.'],
    [
      '¿Desde qué edad se puede aprender?',
      `Los peques pueden empezar desde los ${kids.minAge} años en las clases de peques (de ${kids.minAge} a ${kids.maxAge} años). A partir de los ${Number(kids.maxAge) + 1} años se apuntan a las clases de grupo.`,
    ],
    ['¿A qué hora son las clases?', tideText],
    [
      '¿Qué pasa si hay mala mar?',
      `Si el mar no permite dar la clase con seguridad (olas de más de ${cancel.wave}, tormenta o bandera roja) la suspendemos y te avisamos por WhatsApp antes de las ${tide.noticeBy} del mismo día. Puedes pasarla a otro día o pedir la devolución íntegra del importe.`,
    ],
    [
      '¿Puedo cancelar mi clase?',
      `Puedes cancelar o cambiar tu clase gratis hasta ${cancel.freeHours} horas antes. Si cancelas más tarde no devolvemos el importe, aunque puedes ceder la plaza a otra persona.`,
    ],
    ['¿Qué tengo que llevar?', `Nosotros ponemos la tabla, el neopreno y la licra. Tú trae:${bringList}`],
    ['¿Hay duchas y vestuario?', 'Hay duchas en la playa y un pequeño vestuario en la caseta. Puedes dejar la mochila en la caseta durante la clase.'],
    [
      '¿Cómo llego desde Santander sin coche?',
      `Coge la lancha de ${f.ferry} en el Embarcadero de Santander: el trayecto dura ${f.ferryMinutes} minutos y desde el muelle de Somo se llega andando a la playa.`,
    ],
  ];

  const pages: Record<string, string> = {
    '/': document(
      '/',
      'Escuela de surf en Somo',
      `Clases de surf en la playa de Somo (Cantabria) para todas las edades. Clase de grupo desde ${eur(group.price)}, surf camp semanal.`,
      `Aprende a surfear en Somo<br><font size="4">Escuela de surf y surf camp en Cantabria desde ${f.since}</font>`,
      [
        section(`${spacer(30)}${button('/contacto.html', 'Reserva tu clase')}`, ' wsite-section-bg-image'),
        section(
          `${heading('Surf para todos en la playa de Somo')}${columns(
            `${image('monitores', 'Monitores')}${paragraph(`<strong>Monitores titulados</strong><br>Todo nuestro equipo tiene titulación oficial de surf y de socorrismo.`)}`,
            `${image('material', 'Material')}${paragraph('<strong>Material incluido</strong><br>Tabla, neopreno y licra incluidos en todas las clases.')}`,
            `${image('grupos', 'Grupos')}${paragraph(`<strong>Grupos reducidos</strong><br>Máximo ${group.perCoach} alumnos por monitor.`)}`,
          )}`,
        ),
        section(
          `${heading('Tarifas de temporada')}${paragraph(`Clase de grupo (${group.hours}): <strong>${eur(group.price)}</strong> · Clase particular: <strong>${eur(solo.price)}</strong> · Bono 5 días: <strong>${eur(bono.five)}</strong> · ${camp.name} con alojamiento: <strong>${eur(camp.price)}</strong>`)}${button('/clases.html', 'Ver todas las clases')}`,
        ),
        section(
          `${heading('Novedades')}${paragraph(`<strong>¡Arranca la temporada!</strong> Del 1 de ${f.season.from} al 31 de ${f.season.to} estamos en la playa todos los días. Fuera de temporada damos clases particulares con cita previa.`)}${divider}${paragraph(`<strong>${camp.name}:</strong> turnos semanales ${camp.dates}. ¡Quedan pocas plazas en agosto!`)}`,
        ),
      ].join('\n'),
    ),
    '/clases.html': document(
      '/clases.html',
      'Clases de surf',
      `Clases de surf de grupo, particulares y para peques en Somo. Bonos de 3 y 5 días.`,
      'Clases de surf',
      [
        section(
          `${heading('Tarifas')}${paragraph('Todas las clases incluyen tabla, neopreno, licra y seguro de accidentes y responsabilidad civil. Iniciación y perfeccionamiento.')}${priceTable(
            ['Clase', 'Duración', 'Precio'],
            [
              ['Clase de grupo', group.hours, cents(group.price)],
              ['Clase particular (1 persona)', solo.hours, cents(solo.price)],
              ['Clase particular (2 personas)', solo.hours, cents(solo.two)],
              [`Peques (${kids.minAge} a ${kids.maxAge} años)`, kids.hours, cents(kids.price)],
            ],
          )}${spacer(20)}${priceTable(
            ['Bono', 'Precio'],
            [
              ['Bono 3 clases de grupo', cents(bono.three)],
              ['Bono 5 días (5 clases de grupo)', cents(bono.five)],
              ['Bono 5 días peques', cents(bono.kidsFive)],
            ],
          )}${paragraph(`Los bonos son personales y se pueden usar hasta el ${bono.validUntil} de la temporada en curso. Grupos de ${f.groupDiscount.people} o más personas: ${f.groupDiscount.pct} de descuento en clases sueltas (no acumulable con los bonos).`)}`,
        ),
        section(`${heading('Horarios y mareas')}${paragraph(tideText)}${image('marea-somo', 'Marea en Somo')}`),
        section(
          `${heading('Clases para peques')}${columns(
            paragraph(
              `Desde los ${kids.minAge} años (y hasta los ${kids.maxAge}) los peques aprenden jugando en la orilla, siempre con la monitora de peques ${team.kids.name}. Las clases duran ${kids.hours} y los grupos son pequeños. Es imprescindible que sepan nadar.`,
            ),
            image('peques', 'Clase de peques'),
          )}`,
        ),
        section(button('/contacto.html', 'Reservar clase')),
      ].join('\n'),
    ),
    '/surf-camp.html': document(
      '/surf-camp.html',
      'Surf Camp',
      `${camp.name}: una semana de surf en Somo con alojamiento en el ${camp.hostel}.`,
      camp.name,
      [
        section(
          `${heading(`Una semana de surf en Somo`)}${paragraph(
            `Nuestro ${camp.name} es una semana entera de surf: ${camp.nights} noches en el ${camp.hostel}, a cinco minutos andando de la playa, con media pensión (desayuno y cena), ${camp.lessons} clases de surf con nuestros monitores, análisis de vídeo, yoga y una excursión a las playas de Liencres.`,
          )}${paragraph(`<strong>Fechas:</strong> turnos semanales ${camp.dates}. Entrada el domingo a partir de las ${camp.checkIn}.<br><strong>Edad:</strong> a partir de ${camp.minAge} años; los menores de 18 necesitan la autorización firmada de su padre, madre o tutor.`)}`,
        ),
        section(
          `${heading('Precios del camp')}${columns(
            paragraph(`<strong>Camp con alojamiento</strong><br><font size="5">${eur(camp.price)}</font><br>por persona y semana, en habitación compartida`),
            paragraph(`<strong>Camp sin alojamiento</strong><br><font size="5">${eur(camp.noStay)}</font><br>clases, comidas y actividades, para quien ya tiene dónde dormir`),
            paragraph(`<strong>Habitación individual</strong><br><font size="5">+ ${eur(camp.single)}</font><br>suplemento por semana, según disponibilidad`),
          )}`,
        ),
        section(`${heading('¿Qué incluye?')}${paragraph('<ul><li>Alojamiento y media pensión</li><li>Clases de surf con todo el material</li><li>Seguro de accidentes</li><li>Yoga y vídeo-análisis</li><li>Camiseta del camp</li></ul>')}${button('/contacto.html', 'Reservar plaza')}`),
      ].join('\n'),
    ),
    '/alquiler.html': document(
      '/alquiler.html',
      'Alquiler de material',
      'Alquiler de tablas de surf y neoprenos en la playa de Somo.',
      'Alquiler de tablas y neoprenos',
      [
        section(
          `${heading('Tarifas de alquiler')}${priceTable(
            ['Material', rental.period, 'Día completo'],
            [
              ['Tabla (espuma o epoxi)', cents(rental.board2h), cents(rental.boardDay)],
              ['Neopreno', cents(rental.suit2h), cents(rental.suitDay)],
              ['Pack tabla + neopreno', '—', cents(rental.packDay)],
            ],
          )}${paragraph(`Para alquilar pedimos una fianza de ${eur(rental.deposit)} o dejar el DNI o pasaporte en la caseta. El alquiler es para surfistas que ya se ponen de pie solos; si estás empezando, mejor apúntate a una clase.`)}`,
        ),
      ].join('\n'),
    ),
    '/equipo.html': document(
      '/equipo.html',
      'Equipo',
      'Los monitores de la escuela: titulaciones e idiomas.',
      'Nuestro equipo',
      [
        section(
          `${heading('Monitores')}${columns(
            ...Object.values(team).map(
              (person) => `${image(person.name.normalize('NFD').replace(/[^a-zA-Z]+/g, '-').toLowerCase(), person.name)}${paragraph(`<strong>${person.name}</strong><br>${person.role}<br>${person.cert}<br>Idiomas: ${person.languages}`)}`,
            ),
          )}`,
        ),
        section(paragraph(`Toda la escuela está dirigida por ${team.head.name}, que surfea en Somo desde niño y fundó la escuela en ${f.since}.`)),
      ].join('\n'),
    ),
    '/preguntas-frecuentes.html': document(
      '/preguntas-frecuentes.html',
      'Preguntas frecuentes',
      'Edad mínima, mareas, mala mar, cancelaciones y qué llevar.',
      'Preguntas frecuentes',
      section(faq.map(([question, answer]) => `${heading(question)}${paragraph(answer)}`).join(divider)),
    ),
    '/contacto.html': document(
      '/contacto.html',
      'Contacto',
      `Dónde estamos, horario de la caseta y contacto. Tel. ${f.phone}.`,
      'Contacto y cómo llegar',
      [
        section(
          `${columns(
            `${heading('Punto de encuentro')}${paragraph(`Quedamos en ${meeting}.<br><br><strong>Aparcamiento:</strong> gratuito en la ${f.parking}, a ${f.parkingMeters} metros de la caseta. En julio y agosto se llena pronto, ven con tiempo.`)}`,
            `${heading('Horario de la caseta')}${paragraph(`<strong>Julio y agosto:</strong> todos los días de ${office.summerOpen} a ${office.summerClose}.<br><strong>Resto de la temporada (${f.season.from} a ${f.season.to}):</strong> de ${office.open} a ${office.close}.<br>Tel. <a href="tel:${tel(f.phone)}">${f.phone}</a><br>WhatsApp <a href="https://wa.me/${tel(f.whatsapp).slice(1)}">${f.whatsapp}</a><br><a href="mailto:${f.email}">${f.email}</a>`)}`,
          )}<div class="wsite-map"><iframe allowtransparency="true" frameborder="0" scrolling="no" style="width: 100%; height: 250px; margin-top: 10px; margin-bottom: 10px;" src="//www.weebly.com/weebly/apps/generateMap.php?map=google&amp;elementid=${digits(18)}&amp;ineditor=0&amp;control=3&amp;width=auto&amp;height=250px&amp;zoom=15&amp;long=-3.7310&amp;lat=43.4512&amp;domain=www&amp;point=1&amp;align=1&amp;reseller=false"></iframe></div>`,
        ),
        section(form),
        section(
          `<a name="privacidad"></a>${heading('Aviso legal y privacidad')}${paragraph(`Responsable: ${f.company}, CIF ${f.cif}, ${f.address}, ${f.zip} Somo. Usamos tus datos solo para gestionar tu reserva. Puedes ejercer tus derechos escribiendo a ${f.email}.`)}`,
        ),
      ].join('\n'),
    ),
    '/uso-interno.html': document(
      '/uso-interno.html',
      'Zona monitores',
      'Uso interno',
      'Zona monitores',
      section(
        `${heading('Uso interno – no compartir')}${paragraph(`Precio hora monitor (bruto): ${ix.wage}<br>Coste tabla de espuma al proveedor: ${ix.boardCost}<br>Margen objetivo del surf camp: ${ix.campMargin}<br>Candado del contenedor de tablas: ${ix.lockCode}`)}`,
      ),
    ),
  };

  return { name: 'Surf school (es-ES)', questions: surfQuestions(f), disallow: ['/uso-interno.html'], pages };
}
