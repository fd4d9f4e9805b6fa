import type { BenchSite } from '../types';
import { unanswerable } from '../types';
import { jsonLd } from '../unseen/markup';
import { askedIn, phoneLink, slugOf } from '../unseen2/markup';
import type facts from './ceramics-studio.facts.json';

/**
 * Unseen: a ceramics studio in Barcelona on Wix Studio in Spanish (`lang="es"`): the Wix consent
 * banner, the StylableHorizontalMenu in the header (and its copy in the mobile menu container),
 * every block a `wixui-section` whose column strips nest mesh containers five deep before the
 * `richTextElement`s, the monthly courses as Wix Pricing Plans cards (amount, currency and period in
 * separate data-hook spans), the weekly timetable as a grid of divs (days as columns, morning and
 * evening as rows), the workshops as a Wix Events list, the Wix Gift Card widget with preset amounts,
 * the FAQ as expandable items whose answers sit collapsed in the DOM and a LocalBusiness JSON-LD on
 * the home page only.
 *
 * The facts the pages are written from, as written and mutated, are data in ceramics-studio.facts.json.
 * The monthly course is four classes a month; the quarter is paid at once; clay (`course.clayKg` a
 * month) and firings are included. `teachers.wheel` teaches the wheel courses, `teachers.hand`
 * hand-building (and speaks English or Italian), `teachers.glaze` glazes and kintsugi (speaks
 * French), `teachers.kids` the children's group. The shop and reception keep the footer hours; the
 * Sunday workshops run while it is closed. Nothing is shipped. Today is late January 2027.
 */
export type CeramicsStudioFacts = typeof facts.original;

export function ceramicsStudio(f: CeramicsStudioFacts): BenchSite {
  const { course: c, kids, slots: s, teachers: t, intro, couple, group: g, kintsugi: ki, raku, hours: h, gift } = f;
  const spanish = askedIn('es');
  const tel = phoneLink('34');
  const site = `https://www.${f.domain}.example`;
  const media = `https://static.wixstatic.example/media/4be1d2_${f.domain}`;
  const wa = `https://api.whatsapp.com/send?phone=${tel(f.whatsapp).slice(1)}`;
  const start = (slot: { time: string }) => slot.time.split(' – ')[0]!;
  const links = Object.entries({ '/': 'Inicio', '/cursos': 'Cursos', '/talleres': 'Talleres y regalos', '/equipo': 'Equipo', '/preguntas-frecuentes': 'FAQ', '/contacto': 'Contacto' });
  let seq = 0x4c2a1;
  const comp = () => `comp-lx${(seq += 0x3d9).toString(36)}`;

  const menuItems = (current: string) =>
    links
      .map(
        ([href, label]) =>
          `<li class="wixui-horizontal-menu__item" data-testid="menu-item"><a data-testid="linkElement" href="${site}${href}" class="wixui-horizontal-menu__item-label${href === current ? ' selected' : ''}"${href === current ? ' aria-current="page"' : ''}><span class="label">${label}</span></a></li>`,
      )
      .join('');
  const rich = (...blocks: string[]) => {
    const id = comp();
    return `<div id="${id}" class="${id} wixui-rich-text" data-testid="richTextElement">${blocks.join('')}</div>`;
  };
  const title = (level: 1 | 2 | 3, text: string) => `<h${level} class="font_${level + 1} wixui-rich-text__text"><span class="color_15 wixui-rich-text__text">${text}</span></h${level}>`;
  const para = (text: string) => `<p class="font_8 wixui-rich-text__text"><span class="wixui-rich-text__text">${text}</span></p>`;
  const link = (href: string, label: string) =>
    `<div class="${comp()} wixui-button" aria-disabled="false"><a data-testid="linkElement" href="${href}" target="${href.startsWith('http') ? '_blank' : '_self'}" class="StylableButton2545352419__root"><span class="StylableButton2545352419__label wixui-button__label">${label}</span></a></div>`;
  const mesh = (id: string, inner: string) =>
    `<div data-mesh-id="${id}inlineContent" data-testid="inline-content" class=""><div data-mesh-id="${id}inlineContent-gridContainer" data-testid="mesh-container-content">${inner}</div></div>`;
  const strip = (...columns: string[]) => {
    const id = comp();
    const cols = columns.map((inner, i) => `<div id="${id}-col${i}" class="wixui-column-strip__column" data-testid="column"><div data-testid="columnBackground"></div>${mesh(`${id}-col${i}`, inner)}</div>`);
    return `<section id="${id}" tabindex="-1" class="${id} wixui-section" data-testid="section-container"><div data-testid="columns" class="wixui-column-strip">${mesh(id, cols.join(''))}</div></section>`;
  };
  const plan = (name: string, amount: string, period: string, perks: string[]) =>
    `<div data-hook="plan-card" class="PlanCard"><h2 data-hook="plan-name">${name}</h2><div data-hook="plan-price"><span data-hook="price-amount">${amount}</span><span data-hook="price-currency">€</span><span data-hook="price-period">${period}</span></div><ul data-hook="plan-benefits">${perks.map((p) => `<li data-hook="plan-benefit"><span class="benefit-text">${p}</span></li>`).join('')}</ul><button data-hook="plan-cta">Inscribirme</button></div>`;
  const event = (name: string, when: string, price: string, about: string) =>
    `<li data-hook="ev-list-item" class="ev-list-item"><div data-hook="ev-list-image"><img src="${media}_${slugOf(name)}~mv2.jpg/v1/fill/w_480,h_320/${slugOf(name)}.jpg" alt="${name}"></div><div data-hook="ev-list-item-content"><div data-hook="ev-date">${when}</div><h3 data-hook="ev-title">${name}</h3><div data-hook="ev-price">${price}</div><p data-hook="ev-description">${about}</p><a data-hook="ev-rsvp-button" href="${site}/event-details/${slugOf(name)}">Reservar plaza</a></div></li>`;
  const days = ['Martes', 'Miércoles', 'Jueves', 'Viernes', 'Sábado'];
  const lessons: [string, { day: string; time: string }, string][] = [
    ['Torno iniciación', s.wheelMorning, t.wheel.first],
    ['Torno iniciación', s.wheelEvening, t.wheel.first],
    ['Torno avanzado', s.wheelAdvanced, t.wheel.first],
    ['Modelado a mano', s.handMorning, t.hand.first],
    ['Modelado a mano', s.handEvening, t.hand.first],
    ['Esmaltes y decoración', s.glaze, t.glaze.first],
    [`Peques (${kids.ages} años)`, s.kids, t.kids.first],
  ];
  const cell = (day: string, morning: boolean) =>
    lessons
      .filter(([, slot]) => slot.day === day && Number(start(slot).split(':')[0]) < 14 === morning)
      .map(([name, slot, who]) => `<div class="slot"><p class="slot-name">${name}</p><p class="slot-time">${slot.time}</p><p class="slot-teacher">con ${who}</p></div>`)
      .join('') || '<p class="slot-empty">—</p>';
  const timetable = `<div data-testid="grid-layout" class="wixui-layouter timetable" role="grid" style="display:grid;grid-template-columns:120px repeat(${days.length},1fr)"><div role="row" class="tt-row tt-head"><div role="columnheader"></div>${days.map((d) => `<div role="columnheader">${d}</div>`).join('')}</div>${[true, false]
    .map((morning) => `<div role="row" class="tt-row"><div role="rowheader">${morning ? 'Mañana' : 'Tarde'}</div>${days.map((d) => `<div role="gridcell">${cell(d, morning)}</div>`).join('')}</div>`)
    .join('')}</div>`;
  const faq = (items: [string, string][]) =>
    `<div data-hook="faq-root" class="faq-app"><ul data-hook="faq-list">${items
      .map(([q, a], i) => {
        const id = comp();
        return `<li data-hook="expandable-item" class="expandable-item" aria-expanded="false"><button data-hook="expandable-item-header" aria-controls="${id}" id="faq-q-${i}"><span class="header-text">${q}</span><svg viewBox="0 0 24 24" class="chevron"><path d="M12 15.5 6 9.5l1-1 5 5 5-5 1 1z"></path></svg></button><div data-hook="expandable-item-content" id="${id}" role="region" style="height:0;overflow:hidden">${rich(para(a))}</div></li>`;
      })
      .join('')}</ul></div>`;
  const member = (who: { name: string }, role: string, bio: string) =>
    `<div class="wixui-repeater__item" role="listitem"><div data-testid="container-bg"></div><div class="${comp()}"><img alt="${who.name}" src="${media}_${slugOf(who.name)}~mv2.jpg/v1/fill/w_360,h_450/${slugOf(who.name)}.jpg"></div>${rich(title(3, who.name), para(`<em>${role}</em>`), para(bio))}</div>`;
  const friends = 'Somos 3 amigas y queremos hacer el taller de iniciación un viernes, cuanto nos saldria en total?';
  const present = 'Quiero regalarle a mi novio el taller en pareja por San Valentín, ¿hay tarjeta regalo? ¿Qué precio tiene?';
  const hoursText = `Martes a viernes: ${h.weekOpen} – ${h.weekClose}<br>Sábado: ${h.satOpen} – ${h.satClose}<br>Domingo: solo talleres con reserva<br>Lunes: cerrado`;

  const doc = (name: string, path: string, sections: string[], head = '') => `<!DOCTYPE html>
<html lang="es" dir="ltr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="generator" content="Wix.com Website Builder"><title>${name} | ${f.studio} · Taller de cerámica en Barcelona</title><meta name="description" content="Cursos de torno y modelado, talleres de cerámica de un día y tarjetas regalo en ${f.district}, Barcelona."><link rel="canonical" href="${site}${path}"><meta property="og:title" content="${name} | ${f.studio}"><meta property="og:site_name" content="${f.studio}">${head}<script type="application/json" id="wix-viewer-model">{"siteFeatures":["consentPolicy","cookiesManager","dynamicPages","tpaCommons","wixEmbedsApi"],"site":{"metaSiteId":"b71e8c02-39d4-4f6a-a1c8-${f.domain.length}e2f94b7c3a1","isResponsive":true,"externalBaseUrl":"${site}"},"language":{"siteLanguage":"es","userLanguage":"es"}}</script><script async src="https://static.parastorage.example/services/wix-thunderbolt/dist/main.8e2c1b4f.bundle.min.js"></script></head>
<body class=""><div id="SITE_CONTAINER"><div id="main_MF"><div id="SCROLL_TO_TOP" tabindex="-1" aria-label="top of page"></div><div id="site-root"><div id="masterPage" class="mesh-layout masterPage css-editing-scope">
<header id="SITE_HEADER" class="SITE_HEADER wixui-header" tabindex="-1">${mesh('SITE_HEADER', `${rich(para(`<a href="${site}/">${f.studio.toUpperCase()}</a>`))}<nav class="StylableHorizontalMenu3372578893__root" aria-label="Sitio" data-testid="horizontal-menu"><ul class="StylableHorizontalMenu3372578893__menu" data-testid="menu-items-container">${menuItems(path)}</ul></nav>${link(`${site}/talleres`, 'Reserva tu taller')}`)}</header>
<div id="MENU_AS_CONTAINER" class="wixui-menu-container" role="dialog" aria-modal="true" hidden><nav aria-label="Sitio"><ul>${menuItems(path)}</ul></nav></div>
<main id="PAGES_CONTAINER" tabindex="-1" data-main-content="true"><div id="SITE_PAGES"><div id="${slugOf(name).replace(/^-|-$/g, '')}" class="theme-vars"><div class="wixui-page"></div>${sections.join('\n')}</div></div></main>
<footer id="SITE_FOOTER" class="SITE_FOOTER wixui-footer" tabindex="-1">${strip(
    rich(title(3, f.studio), para(`${f.street}<br>${f.postcode} Barcelona (${f.district})`), para(`Tel. <a href="tel:${tel(f.phone)}">${f.phone}</a> · WhatsApp <a href="${wa}">${f.whatsapp}</a><br><a href="mailto:${f.email}">${f.email}</a>`)),
    rich(title(3, 'Horario de tienda y recepción'), para(hoursText)),
    rich(para(`© 2027 ${f.legal} · <a href="${site}/aviso-legal">Aviso legal</a> · <a href="${site}/privacidad">Privacidad</a> · Creado con Wix.com`)),
  )}</footer>
</div></div></div></div>
<div data-hook="consent-banner-root"><div data-hook="ccsu-banner-wrapper" role="region" aria-label="Banner de cookies"><p data-hook="ccsu-banner-title">Valoramos tu privacidad</p><p data-hook="ccsu-banner-text">Usamos cookies propias y de terceros para que la web funcione y para medir las visitas. Puedes aceptarlas, rechazarlas o configurarlas.</p><div data-hook="ccsu-banner-buttons"><button data-hook="ccsu-banner-settings">Configurar</button><button data-hook="ccsu-banner-decline-all">Rechazar</button><button data-hook="ccsu-banner-accept-all">Aceptar todo</button></div></div></div>
<script src="https://static.parastorage.example/unpkg/react@18.2.0/umd/react.production.min.js"></script></body></html>`;

  return {
    name: 'ceramics studio (es)',
    pages: {
      '/': doc(
        'Inicio',
        '/',
        [
          strip(
            rich(
              title(1, `Taller de cerámica en ${f.district}`),
              para(
                `Cursos de torno y modelado, talleres de un día y un horno que no descansa. Desde ${f.founded} en ${f.street}, a ${f.metro.minutes} minutos a pie del metro ${f.metro.station} (${f.metro.line}).`,
              ),
            ),
            link(`${site}/talleres`, 'Ver talleres'),
          ),
          strip(
            rich(title(3, 'Cursos regulares'), para(`Cuatro clases al mes en grupos de máximo 8 personas. Desde ${c.monthly} € al mes.`)),
            rich(title(3, 'Talleres de un día'), para(`¿Nunca has tocado barro? Prueba el taller de iniciación al torno: ${intro.hours} horas por ${intro.price} €.`)),
            rich(title(3, 'Tarjeta regalo'), para(`Regala una experiencia con las manos en el barro. Tarjetas desde ${gift.min} €.`)),
          ),
          strip(rich(title(2, 'Próximo taller especial'), para(`Kintsugi con ${t.glaze.name}: ${ki.date}, ${ki.time}. <a href="${site}/talleres">Más información</a>`))),
          strip(
            rich(para('«Fui con mi hermana al taller de iniciación y salimos con dos cuencos y ganas de volver. Súper recomendable.» — Clara M.')),
            rich(para('«El mejor plan de domingo. Paciencia infinita con los que somos un desastre en el torno.» — Jordi P.')),
          ),
        ],
        jsonLd({
          '@context': 'https://schema.org',
          '@type': 'LocalBusiness',
          name: f.studio,
          url: site,
          telephone: tel(f.phone),
          email: f.email,
          address: { '@type': 'PostalAddress', streetAddress: f.street, postalCode: f.postcode, addressLocality: 'Barcelona', addressCountry: 'ES' },
        }),
      ),
      '/cursos': doc('Cursos', '/cursos', [
        strip(
          rich(
            title(1, 'Cursos regulares de cerámica'),
            para(
              `Los cursos son mensuales: una clase de ${c.hours} horas a la semana, siempre el mismo día y a la misma hora, en grupos de máximo 8 alumnos. Puedes empezar cualquier mes si hay plaza.`,
            ),
          ),
        ),
        strip(
          plan('Mensual', c.monthly, '/mes', [`4 clases de ${c.hours} horas`, `${c.clayKg} kg de barro al mes incluidos`, 'Cocciones y esmaltes incluidos', 'Sin permanencia']),
          plan('Trimestre', c.quarter, '/3 meses', ['12 clases', 'Pago único', 'Tu plaza reservada todo el trimestre']),
          plan(`Peques (${kids.ages} años)`, kids.price, '/mes', ['4 clases de 1,5 horas', 'Barro y cocción incluidos', `Con ${t.kids.name}`]),
        ),
        strip(
          rich(
            para(`<strong>Matrícula:</strong> ${c.enrolment} € solo la primera vez (incluye delantal y kit de herramientas).`),
            para(`<strong>¿Faltas a una clase?</strong> Puedes recuperarla en otro grupo del mismo nivel dentro del mismo mes, avisando con ${c.recoverHours} horas de antelación.`),
          ),
        ),
        strip(rich(title(2, 'Horario semanal')), timetable),
      ]),
      '/talleres': doc('Talleres y regalos', '/talleres', [
        strip(rich(title(1, 'Talleres de un día'), para('Sin experiencia, sin compromiso: vienes, te manchas y te llevas (unas semanas después) tus piezas.'))),
        strip(
          `<div data-hook="events-list-widget" class="ev-widget"><ul data-hook="ev-list-layout">${[
            event(
              'Taller de iniciación al torno',
              `Todos los ${intro.day1} a las ${intro.time1} y los ${intro.day2} a las ${intro.time2} · ${intro.hours} horas`,
              `${intro.price} € por persona`,
              `Aprende a centrar el barro y sube tus primeras piezas. Incluye barro, cocción y esmaltado de hasta ${intro.pieces} piezas (cada pieza extra: ${intro.extraPiece} €).`,
            ),
            event(
              'Taller en pareja',
              `Los ${couple.day} a las ${couple.time} · ${couple.hours} horas`,
              `${couple.price} € por pareja`,
              'Un torno para cada uno, buena música y un vermut. El plan perfecto para una cita diferente.',
            ),
            event('Kintsugi', `${ki.date} · ${ki.time}`, `${ki.price} €`, `Con ${t.glaze.name}. La técnica japonesa de reparar cerámica con oro. Trae una pieza rota o te damos una.`),
            event('Raku al aire libre', `${raku.date} · ${raku.time}`, `${raku.price} €`, 'Esmaltamos y cocemos en el patio del taller. Máximo 10 personas, comida incluida.'),
          ].join('')}</ul></div>`,
        ),
        strip(
          rich(
            para(`Edad mínima para los talleres: ${f.minAge} años. Los menores de 16 deben venir acompañados de un adulto que también participe.`),
            para(`Las piezas se secan, se cuecen y se esmaltan en el taller: estarán listas para recoger en ${f.pickupWeeks} semanas. Te avisamos por WhatsApp.`),
          ),
        ),
        strip(
          rich(
            title(2, 'Grupos privados y empresas'),
            para(
              `Team building, despedidas o un cumpleaños distinto: taller privado de torno o modelado de 2,5 horas para grupos de ${g.min} a ${g.max} personas, ${g.perPerson} € por persona. Escríbenos con la fecha que te interesa.`,
            ),
          ),
        ),
        strip(
          rich(
            title(2, 'Tarjeta regalo'),
            para(`Se envía por email al momento, en PDF listo para imprimir, y es válida durante ${gift.months} meses desde la compra para cualquier taller o curso.`),
          ),
          `<div data-hook="gift-card-widget" class="gift-card"><div data-hook="gift-card-presets" role="radiogroup">${[`${gift.min} €`, `${intro.price} € · Taller de iniciación`, `${couple.price} € · Taller en pareja`]
            .map((label, i) => `<button role="radio" aria-checked="${i === 0}" data-hook="gift-card-preset">${label}</button>`)
            .join('')}<button role="radio" aria-checked="false" data-hook="gift-card-custom-amount">Otro importe</button></div><button data-hook="gift-card-buy-now">Comprar</button></div>`,
        ),
        strip(
          rich(
            title(2, 'Servicio de cocción'),
            para(`¿Trabajas en casa y no tienes horno? Cocemos piezas de ceramistas externos: ${f.firing} € por balda, bizcocho o esmalte (alta temperatura, hasta 1.260 °C).`),
          ),
        ),
      ]),
      '/equipo': doc('Equipo', '/equipo', [
        strip(rich(title(1, 'Quiénes somos'), para(`${f.studio} nació en ${f.founded} como el taller de ${t.wheel.name} y hoy somos cuatro ceramistas.`))),
        `<div class="wixui-repeater" role="list" data-testid="repeater">${[
          member(t.wheel, 'Fundadora · Torno', `Da los cursos de torno y el taller de iniciación. Habla ${t.wheel.languages}.`),
          member(t.hand, 'Modelado a mano', `Escultor. Churros, planchas y pellizco: las clases de modelado son suyas. Además de castellano habla ${t.hand.languages}.`),
          member(t.glaze, 'Esmaltes y horno', `Se ocupa de los esmaltes, del horno y del taller de kintsugi. Además de castellano habla ${t.glaze.languages}.`),
          member(t.kids, 'Grupo de peques', `Docente y ceramista: lleva el grupo de peques (${kids.ages} años) con mucha paciencia.`),
        ].join('')}</div>`,
      ]),
      '/preguntas-frecuentes': doc('Preguntas frecuentes', '/preguntas-frecuentes', [
        strip(rich(title(1, 'Preguntas frecuentes'))),
        strip(
          faq([
            ['¿Necesito experiencia?', 'No. Los talleres de un día y los grupos de iniciación están pensados para gente que nunca ha tocado barro.'],
            ['¿Qué ropa me pongo?', 'Ropa cómoda que se pueda manchar y uñas cortas si vas a tornear. Los delantales los ponemos nosotros.'],
            [
              '¿Cuándo puedo recoger mis piezas?',
              `Las piezas tienen que secarse y pasar por dos cocciones: estarán listas en ${f.pickupWeeks} semanas. Te avisamos y las guardamos ${f.keepMonths} meses; pasado ese plazo se reciclan.`,
            ],
            ['¿Hacéis envíos?', 'No hacemos envíos: las piezas se recogen en el taller. Puede venir otra persona a recogerlas en tu nombre.'],
            [
              '¿Puedo cambiar la fecha de mi taller?',
              `Sí, gratis hasta ${f.cancelHours} horas antes. Con menos de ${f.cancelHours} horas no hay cambio ni devolución, pero puedes enviar a otra persona en tu lugar.`,
            ],
            ['¿Cómo se paga?', `Con tarjeta, al reservar online o en el taller, y también por ${f.payment}. No aceptamos efectivo.`],
            ['¿A partir de qué edad?', `Los talleres, a partir de ${f.minAge} años. Para niños de ${kids.ages} años tenemos el grupo de peques (ver Cursos).`],
            ['¿El taller es accesible?', 'Sí, estamos en planta baja y no hay escalones en la entrada.'],
          ]),
        ),
      ]),
      '/contacto': doc('Contacto', '/contacto', [
        strip(
          rich(
            title(1, 'Contacto'),
            para(`${f.street}, ${f.postcode} Barcelona`),
            para(`Metro ${f.metro.station} (${f.metro.line}), a ${f.metro.minutes} minutos a pie.`),
            para(`Teléfono: ${f.phone} · WhatsApp: ${f.whatsapp} · Email: ${f.email}`),
            title(3, 'Horario de tienda y recepción'),
            para(hoursText),
          ),
          `<wix-iframe title="Google Maps" data-src=""><div class="wixui-google-map" data-address="${f.street}, ${f.postcode} Barcelona"></div></wix-iframe>`,
        ),
        strip(
          `<form data-testid="form-root" class="wixui-form"><label>Nombre<input type="text" name="nombre" required></label><label>Email<input type="email" name="email" required></label><label>Mensaje<textarea name="mensaje"></textarea></label><button type="submit" data-testid="buttonElement">Enviar</button><p data-testid="form-success" hidden>¡Gracias! Te contestamos en 24-48 h.</p></form>`,
        ),
      ]),
    },
    questions: [
      ...[
        { kind: 'price', ask: 'Hola! Nunca he tocado barro, ¿cuánto cuesta el taller de iniciación al torno y cuánto dura?', expect: [intro.price, `${intro.hours} horas`] },
        { kind: 'total', ask: friends, expect: [String(3 * Number(intro.price))] },
        { kind: 'follow-up', ask: '¿Y las piezas nos las llevamos ese mismo día?', after: [friends], expect: [`${f.pickupWeeks} semanas`] },
        { kind: 'policy', ask: 'Vivo en Girona, ¿me podéis mandar las piezas por correo? Si no, ¿cuánto tiempo tengo para pasar a recogerlas?', expect: [`${f.keepMonths} meses`] },
        { kind: 'price', ask: '¿Cuánto cuesta el curso regular al mes y cuánto dura cada clase?', expect: [c.monthly, `${c.hours} horas`] },
        {
          kind: 'comparison',
          ask: 'Si pago el trimestre de golpe, ¿cuánto me ahorro respecto a pagar tres meses sueltos?',
          expect: [c.quarter, String(3 * Number(c.monthly) - Number(c.quarter))],
        },
        {
          kind: 'schedule',
          ask: 'Trabajo por las tardes. ¿Hay algún grupo de torno para principiantes por la mañana? ¿Qué día?',
          expect: [s.wheelMorning.day, start(s.wheelMorning)],
        },
        ...unanswerable('¿En agosto cerráis por vacaciones o hay clases?'),
        { kind: 'person', ask: '¿Quién da las clases de modelado a mano?', expect: [t.hand.first] },
        {
          kind: 'price',
          ask: 'Mi hija tiene 8 años y le encanta el barro, ¿tenéis algo para niños? ¿Qué día es y cuánto cuesta al mes?',
          expect: [kids.price, s.kids.day],
          reject: [`${c.monthly} €`],
        },
        { kind: 'policy', ask: '¿Mi hijo de 13 años puede venir conmigo al taller de iniciación?', expect: [`${f.minAge} años`] },
        { kind: 'total', ask: 'Queremos hacer una actividad de equipo con 9 personas de la oficina. ¿Hacéis grupos privados? ¿Cuánto sería en total?', expect: [String(9 * Number(g.perPerson))] },
        ...unanswerable('¿Hacéis descuento a estudiantes?'),
        { kind: 'event', ask: '¿Cuándo es el próximo taller de kintsugi y cuánto cuesta?', expect: [ki.short, ki.price] },
        { kind: 'price', ask: present, expect: [couple.price] },
        { kind: 'follow-up', ask: '¿y cuánto tiempo tenemos para usarla?', after: [present], expect: [`${gift.months} meses`] },
        { kind: 'policy', ask: '¿Se puede pagar en efectivo el día del taller?', expect: [f.payment] },
        { kind: 'policy', ask: 'Tengo reservado el taller del domingo pero me ha surgido un imprevisto. ¿Puedo cambiar la fecha?', expect: [`${f.cancelHours} horas`] },
        { kind: 'policy', ask: 'Si un mes falto a una clase del curso, ¿la pierdo?', expect: [`${c.recoverHours} horas`] },
        ...unanswerable('¿Vendéis tornos o material de segunda mano?'),
        { kind: 'policy', ask: 'En la cuota mensual, ¿el barro va incluido o se paga aparte?', expect: [`${c.clayKg} kg`] },
        ...unanswerable('¿Tenéis parking para clientes? Vendría en coche desde Sant Cugat'),
        { kind: 'location', ask: '¿Dónde estáis exactamente? ¿Qué metro me queda más cerca?', expect: [f.metro.station] },
        { kind: 'hours', ask: 'Quería pasarme el sábado por la tarde a comprar una taza en la tienda, ¿estaréis abiertos?', expect: [h.satClose] },
      ].map(spanish),
      { kind: 'price', ask: "Hi! I'm visiting Barcelona next week – can I do a one-off pottery wheel class? What does it cost?", expect: [intro.price] },
      { kind: 'person', ask: 'My Spanish is very basic. Is there a teacher who speaks English?', expect: [t.hand.first] },
      { kind: 'contact', ask: 'Do you have a WhatsApp number I can message to book?', expect: [f.whatsapp] },
      ...unanswerable('Do you have lockers where I can leave my backpack during the class?'),
      askedIn('fr')({ kind: 'person', ask: "Bonjour ! Est-ce que l'un de vos profs parle français ? Mon espagnol est catastrophique.", expect: [t.glaze.first] }),
      askedIn('ar')({ kind: 'price', ask: 'كم سعر ورشة التعرّف على عجلة الفخار للمبتدئين؟', expect: [intro.price] }),
    ],
  };
}
