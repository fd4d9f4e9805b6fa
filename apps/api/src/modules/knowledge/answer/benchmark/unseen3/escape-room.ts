import type { BenchSite } from '../types';
import { unanswerable } from '../types';
import { jsonLd } from '../unseen/markup';
import { askedIn, phoneLink, slugOf } from '../unseen2/markup';
import type facts from './escape-room.facts.json';

/**
 * Unseen: a Spanish escape-room business in Valencia with two venues, written in Spanish
 * (`lang="es"`) on a Wix-like site (SITE_CONTAINER / comp- ids, wixui rich-text spans, a consent
 * banner, the Wix FAQ app with collapsed answers, a price "table" made of role=row divs, a
 * repeater for the team). Venue `a` (Russafa) holds the two harder rooms, is closed on Mondays
 * and is down a flight of stairs; venue `b` (Benimaclet) holds the family room, is step-free and
 * takes companies. Prices are per person by group size; a deposit is paid when booking and kept
 * when cancelling late; a dated dark session and a tournament come next, a Halloween night is past.
 *
 * The facts the pages are written from, as written and mutated, are data in escape-room.facts.json.
 * `english` is the game master for English-speaking groups, `designer` builds the puzzles,
 * `parties` organises birthdays. Today is early December 2026.
 */
export type EscapeRoomFacts = typeof facts.original;

export function escapeRoom(f: EscapeRoomFacts): BenchSite {
  // Wix names every element by a generated component id.
  let comp = 0;
  const id = () => `comp-lq${(++comp).toString(36).padStart(4, '0')}`;
  const { prices: p, rooms: r } = f;
  const spanish = askedIn('es');
  const tel = phoneLink('34');

  const layout = (title: string, main: string, head = '') => `<!DOCTYPE html>
<html lang="es" class="wix-site"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="generator" content="Wix.com Website Builder"><title>${title} | ${f.brand}</title><meta name="description" content="Escape rooms en ${f.city}: ${r.crypt.name}, ${r.prison.name} y ${r.treasure.name}. Dos locales, Russafa y Benimaclet. ¡Reserva online!">${head}</head>
<body><div id="SITE_CONTAINER"><div id="main_MF"><div id="site-root"><div id="masterPage" class="mesh-layout">
<div data-hook="consent-banner-root" class="consent-banner" role="dialog" aria-label="Banner de cookies"><div data-hook="ccsu-banner-text"><p>Este sitio web utiliza cookies. Las utilizamos para mejorar tu experiencia y analizar el tráfico. Al hacer clic en «Aceptar», aceptas el uso de cookies.</p></div><button data-hook="consent-banner-apply-button">Aceptar</button><button data-hook="consent-banner-settings-button">Configuración</button></div>
<header id="SITE_HEADER" class="wixui-header"><div id="${id()}" class="wixui-image"><img src="https://static.wixstatic.example/media/logo_${slugOf(f.brand)}.png" alt="${f.brand}"></div>
<nav id="${id()}" aria-label="Sitio" class="wixui-horizontal-menu"><ul><li><a data-testid="linkElement" href="/">Inicio</a></li><li><a data-testid="linkElement" href="/salas">Salas</a></li><li><a data-testid="linkElement" href="/precios">Precios y reservas</a></li><li><a data-testid="linkElement" href="/locales">Locales</a></li><li><a data-testid="linkElement" href="/equipo">Equipo</a></li><li><a data-testid="linkElement" href="/preguntas-frecuentes">FAQ</a></li></ul></nav></header>
<main id="PAGES_CONTAINER" tabindex="-1"><div id="SITE_PAGES"><div class="wixui-page">${main}</div></div></main>
<footer id="SITE_FOOTER" class="wixui-footer">${text(`<p class="font_9 wixui-rich-text__text"><span class="wixui-rich-text__text">${f.brand} · ${f.a.street}, ${f.a.postcode} · ${f.b.street}, ${f.b.postcode} · ${f.city}</span></p><p class="font_9 wixui-rich-text__text"><span class="wixui-rich-text__text">WhatsApp ${f.whatsapp} · <a href="mailto:${f.email}">${f.email}</a> · © 2026 · Creado con Wix</span></p>`)}</footer>
</div></div></div></div></body></html>`;

  // A Wix rich-text box: the paragraphs and headings carry font_ classes and span wrappers.
  function text(inner: string) {
    return `<div id="${id()}" class="wixui-rich-text" data-testid="richTextElement">${inner}</div>`;
  }
  const strip = (inner: string) => `<section id="${id()}" class="wixui-section"><div data-testid="columns" class="wixui-column-strip"><div class="wixui-column-strip__column">${inner}</div></div></section>`;
  const h = (level: 1 | 2 | 3, words: string) => `<h${level} class="font_${level + 1} wixui-rich-text__text"><span class="wixui-rich-text__text">${words}</span></h${level}>`;
  const para = (words: string) => `<p class="font_8 wixui-rich-text__text"><span class="wixui-rich-text__text">${words}</span></p>`;
  // A table app that renders rows of divs, not a <table>.
  const grid = (header: string[], rows: string[][]) =>
    `<div data-hook="table-grid" role="table">${[header, ...rows]
      .map((cells, i) => `<div role="row" class="${i === 0 ? 'grid-header' : 'grid-row'}">${cells.map((cell) => `<div role="${i === 0 ? 'columnheader' : 'cell'}">${cell}</div>`).join('')}</div>`)
      .join('')}</div>`;
  const room = (room: EscapeRoomFacts['rooms']['crypt'], venue: string, story: string) =>
    `<div data-testid="repeater-item" role="listitem" class="room-card">${text(`${h(2, room.name)}${para(story)}${para(`📍 ${venue} · ⏱ ${room.minutes} minutos · 👥 ${room.players} jugadores · Dificultad ${room.level}/5 · Edad mínima ${room.age} años`)}`)}</div>`;
  const faq = (q: string, a: string) =>
    `<div data-hook="faq-question-item" class="faq-item"><button data-hook="faq-question-title" aria-expanded="false">${q}</button><div data-hook="faq-answer" hidden><div class="rich-content-viewer"><p>${a}</p></div></div></div>`;
  const person = (name: string, role: string, bio: string) =>
    `<div data-testid="repeater-item" role="listitem"><img src="https://static.wixstatic.example/media/${slugOf(name)}.jpg" alt="${name}">${text(`${h(3, name)}${para(role)}${para(bio)}`)}</div>`;
  const venueLd = (venue: Pick<EscapeRoomFacts['a'], 'name' | 'street' | 'postcode' | 'phone'>) => ({
    '@type': 'EntertainmentBusiness',
    name: `${f.brand} ${venue.name}`,
    telephone: tel(venue.phone),
    address: { '@type': 'PostalAddress', streetAddress: venue.street, postalCode: venue.postcode, addressLocality: f.city, addressCountry: 'ES' },
  });

  return {
    name: 'escape room (es)',
    pages: {
      '/': layout(
        'Inicio',
        `${strip(text(`${h(1, '¿Saldréis en menos de una hora?')}${para(`Tres salas de escape diseñadas y construidas en ${f.city}, en dos locales: ${f.a.name} y ${f.b.name}. Para grupos de amigos, familias y empresas.`)}${para('<a href="/precios">Reservar ahora</a>')}`))}
${strip(text(`${h(2, 'Quiénes somos')}${para(`${f.brand} nació en ${f.founded}, cuando ${f.founders} convirtieron un antiguo almacén de Russafa en su primera sala.`)}`))}
${strip(
  text(
    `${h(2, 'Próximos eventos')}${para(`<strong>Sesión a oscuras en ${r.crypt.name}</strong> · ${f.night.weekday} ${f.night.day} de ${f.night.month} de ${f.night.year}, a las ${f.night.from}. Solo con linterna. ${p.nightPrice} € por persona, plazas limitadas.`)}${para(`<strong>Torneo de escape por equipos</strong> · ${f.tournament.weekday} ${f.tournament.day} de ${f.tournament.month} de ${f.tournament.year}, en ${f.b.name}. Inscripción por WhatsApp.`)}${h(3, 'Eventos pasados')}${para(`Noche de Halloween · ${f.past.day} de ${f.past.month} de ${f.past.year}`)}`,
  ),
)}`,
        jsonLd({ '@context': 'https://schema.org', '@type': 'Organization', name: f.brand, email: f.email, foundingDate: f.founded, subOrganization: [venueLd(f.a), venueLd(f.b)] }),
      ),
      '/salas': layout(
        'Salas',
        strip(`${text(h(1, 'Nuestras salas'))}<div data-testid="repeater" role="list">
${room(r.crypt, f.a.name, 'Un alquimista desapareció hace un siglo dejando su laboratorio bajo llave. Nuestra sala más difícil: solo para equipos con experiencia.')}
${room(r.prison, f.a.name, 'Estáis encerrados en la antigua cárcel Modelo y el guardia vuelve en una hora. Candados, túneles y algún que otro soborno.')}
${room(r.treasure, f.b.name, 'Una búsqueda del tesoro por la Valencia medieval, pensada para jugar en familia.')}
</div>${text(para('Todas las salas se pueden jugar en castellano, valenciano o inglés. Indícalo al reservar.'))}`),
      ),
      '/precios': layout(
        'Precios y reservas',
        strip(
          text(`${h(1, 'Precios')}${para('El precio es por persona y depende del tamaño del grupo. Es el mismo en todas las salas y en los dos locales.')}
${grid(
  ['Jugadores', 'Precio por persona'],
  [
    ['2', `${p.p2} €`],
    ['3', `${p.p3} €`],
    ['4', `${p.p4} €`],
    ['5 o 6', `${p.p56} €`],
  ],
)}
${h(2, 'Cómo reservar')}${para(`Reserva online o por WhatsApp (${f.whatsapp}). Al reservar se paga una señal de ${p.deposit} € por grupo, que se descuenta del total; el resto se paga en el local el día del juego, con tarjeta, Bizum o en efectivo.`)}
${h(2, 'Empresas y team building')}${para(`En ${f.b.name} organizamos actividades para empresas de hasta ${f.teamMax} personas jugando a la vez, con sala de reuniones y café. ${p.team} € por persona.`)}
${h(2, 'Tarjetas regalo')}${para(`Tarjeta regalo para un grupo de hasta 4 personas: ${p.voucher} €. Válida durante ${f.voucherMonths} meses desde la compra, en cualquiera de las salas.`)}`),
        ),
      ),
      '/locales': layout(
        'Locales',
        strip(
          text(`${h(1, 'Nuestros locales')}
${h(2, f.a.name)}${para(`${f.a.street}, ${f.a.postcode} ${f.city} · Metro: ${f.a.metro} · Tel. <a href="tel:${tel(f.a.phone)}">${f.a.phone}</a>`)}
${grid(
  ['Día', 'Horario'],
  [
    ['Lunes', 'Cerrado'],
    ['Martes a jueves', f.a.hours.tueThu],
    ['Viernes', f.a.hours.fri],
    ['Sábado', f.a.hours.sat],
    ['Domingo', f.a.hours.sun],
  ],
)}${para(`Última sesión del día: ${f.a.lastSession}. El local está en un sótano al que se baja por una escalera; no hay ascensor.`)}${para(`Aparcamiento: ${f.a.parking}, a 5 minutos andando.`)}
${h(2, f.b.name)}${para(`${f.b.street}, ${f.b.postcode} ${f.city} · Metro: ${f.b.metro} · Tel. <a href="tel:${tel(f.b.phone)}">${f.b.phone}</a>`)}${para(`Lunes a viernes: ${f.b.hours.weekday}<br>Sábados, domingos y festivos: ${f.b.hours.weekend}`)}${para(`Local a pie de calle, sin escalones y con baño adaptado. Para aparcar: ${f.b.parking}.`)}`),
        ),
      ),
      '/equipo': layout(
        'Equipo',
        strip(`${text(h(1, 'El equipo'))}<div data-testid="repeater" role="list">
${person(f.english.name, 'Game master', `${f.english.first} guía a los grupos extranjeros: habla ${f.english.langs}.`)}
${person(f.designer.name, 'Diseño de salas', `${f.designer.first} es carpintero y electrónico; diseña y construye todos nuestros enigmas y mecanismos.`)}
${person(f.parties.name, 'Eventos y cumpleaños', `${f.parties.first} organiza los cumpleaños infantiles y las actividades para empresas.`)}
</div>`),
      ),
      '/preguntas-frecuentes': layout(
        'Preguntas frecuentes',
        strip(`${text(h(1, 'Preguntas frecuentes'))}<div data-hook="faq-root">
${faq('¿Puedo cancelar mi reserva?', `Sí. Si cancelas con al menos ${f.cancelHours} horas de antelación te devolvemos la señal. Con menos tiempo, la señal no se devuelve, aunque puedes cambiar la fecha una vez.`)}
${faq('¿Qué pasa si llegamos tarde?', `Os esperamos hasta ${f.lateMinutes} minutos. A partir de ahí, el tiempo de retraso se descuenta de vuestra partida.`)}
${faq('¿Pueden jugar niños?', `Sí, cada sala tiene su edad mínima (mira la ficha de cada sala). Los menores de 14 años juegan siempre acompañados de un adulto que paga como jugador.`)}
${faq('¿Da miedo?', `${r.crypt.name} tiene ambiente oscuro y algún susto, pero ningún actor os tocará. Las otras salas no dan miedo.`)}
${faq('¿Hacéis cumpleaños?', `Sí, en ${f.b.name}, con merienda incluida. Escríbenos por WhatsApp y ${f.parties.first} te prepara un presupuesto.`)}
</div>`),
      ),
    },
    questions: [
      // Asked in English about the Spanish site: only language-independent facts are expected.
      { kind: 'price', ask: "Hi! We're 4 friends visiting Valencia next week. How much per person for one of your rooms?", expect: [p.p4], reject: [`${p.p2} €`] },
      { kind: 'language', ask: 'None of us speaks Spanish – is there a game master who speaks English?', expect: [f.english.first] },
      { kind: 'location', ask: 'My friend uses a wheelchair. Which of your two venues can we go to?', expect: [f.b.name] },
      { kind: 'contact', ask: `What's the phone number of the ${f.b.name} venue?`, expect: [f.b.phone], reject: [f.a.phone] },
      ...[
        { kind: 'hours', ask: `¿A qué hora abrís los sábados en ${f.a.name}?`, expect: [f.a.hours.sat.split(' – ')[0]!], reject: [f.b.hours.weekend.split(' – ')[0]!] },
        { kind: 'hours', ask: `Queremos ir a ${f.a.name} el lunes por la tarde después del trabajo, ¿está abierto?`, expect: ['cerrado'] },
        { kind: 'hours', ask: `cual es la ultima sesion en ${f.a.name.toLowerCase()}?`, expect: [f.a.lastSession] },
        { kind: 'comparison', ask: '¿Sale más barato por persona si vamos 5 que si vamos 3? ¿Cuánto cambia?', expect: [p.p56, p.p3] },
        { kind: 'arithmetic', ask: 'Somos 4 amigos, ¿cuánto pagaríamos en total entre todos?', expect: [String(4 * Number(p.p4))] },
        { kind: 'product', ask: 'Tenemos bastante experiencia, ¿cuál es vuestra sala más difícil?', expect: [r.crypt.name] },
        { kind: 'product', ask: 'Tengo dos hijos de 9 y 11 años, ¿qué sala nos recomendáis?', expect: [r.treasure.name] },
        { kind: 'follow-up', ask: '¿y en qué local está?', after: ['Tengo dos hijos de 9 y 11 años, ¿qué sala nos recomendáis?'], expect: [f.b.name] },
        { kind: 'product', ask: `cuanto dura la partida de ${r.treasure.name.toLowerCase()}?`, expect: [`${r.treasure.minutes} minutos`] },
        { kind: 'policy', ask: `Mi sobrino tiene 15 años, ¿puede entrar en ${r.crypt.name}?`, expect: [`${r.crypt.age} años`] },
        { kind: 'policy', ask: 'Si anulo la reserva el día antes, ¿me devolvéis la señal?', expect: [`${f.cancelHours} horas`] },
        { kind: 'price', ask: '¿Hay que pagar algo por adelantado al reservar?', expect: [p.deposit] },
        { kind: 'policy', ask: 'Vamos en coche desde Castellón y puede que lleguemos un poco tarde, ¿pasa algo?', expect: [`${f.lateMinutes} minutos`] },
        { kind: 'product', ask: 'Trabajo en una empresa de 20 personas y queremos hacer un team building con vosotros, ¿es posible?', expect: [`${f.teamMax} personas`] },
        {
          kind: 'follow-up',
          ask: '¿y cuánto cuesta por persona?',
          after: ['Trabajo en una empresa de 20 personas y queremos hacer un team building con vosotros, ¿es posible?'],
          expect: [p.team],
          reject: [`${p.p56} €`],
        },
        { kind: 'policy', ask: 'Quiero regalar una tarjeta regalo a mi pareja, ¿hasta cuándo se puede usar?', expect: [`${f.voucherMonths} meses`] },
        { kind: 'event', ask: '¿Cuándo es la próxima sesión a oscuras? ¿Cuánto cuesta?', expect: [`${f.night.day} de ${f.night.month}`, p.nightPrice] },
        { kind: 'event', ask: '¿Organizáis algún torneo después de Navidad?', expect: [`${f.tournament.day} de ${f.tournament.month}`] },
        { kind: 'person', ask: '¿Quién diseña los enigmas y los mecanismos de las salas?', expect: [f.designer.first] },
        { kind: 'person', ask: 'Quiero celebrar aquí el cumple de mi hija, ¿con quién tengo que hablar?', expect: [f.parties.first] },
        { kind: 'location', ask: `Voy en metro a ${f.a.name}, ¿en qué parada me bajo?`, expect: [f.a.metro] },
      ].map(spanish),
      ...unanswerable(
        '¿Tenéis salas de realidad virtual?',
        '¿Hay taquillas para dejar las mochilas mientras jugamos?',
        '¿Hacéis descuento a estudiantes con carnet?',
        '¿Podemos traer nuestra propia tarta y bebidas para después de jugar?',
      ).map(spanish),
      ...unanswerable('Do you sell t-shirts or other merchandise?'),
    ],
  };
}
