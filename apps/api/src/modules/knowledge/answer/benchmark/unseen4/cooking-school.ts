import type { BenchSite } from '../types';
import { unanswerable } from '../types';
import { jsonLd } from '../unseen/markup';
import { askedIn, phoneLink, slugOf } from '../unseen2/markup';
import type facts from './cooking-school.facts.json';

/**
 * Unseen: a Spanish cooking school in Triana, Seville, on a Wix site in Spanish (`lang="es"`)
 * built from Wix apps rather than text boxes: the Bookings service list (price, duration and group
 * size per class as card details), the Events list for the dated classes, collapsible-text boxes
 * for the FAQ, a team strip for the chefs. A consent banner, the menu twice (the header bar and the
 * mobile "hamburger" overlay), a footer with the phone and a LocalBusiness JSON-LD block that alone
 * holds the e-mail address. Private events need a minimum group; gift cards have a validity;
 * refunds end some days before the class; the pastry class is not for coeliacs.
 *
 * The facts the pages are written from, as written and mutated, are data in cooking-school.facts.json.
 * `chefs.rice` teaches rice, `chefs.tapas` tapas and speaks `chefs.tapas.other`, `chefs.pastry`
 * pastry and speaks German. `dates.d1`–`d4` are the next classes, in order. Today is early
 * December 2026.
 */
export type CookingSchoolFacts = typeof facts.original;
type ClassFacts = CookingSchoolFacts['classes']['paella'];

export function cookingSchool(f: CookingSchoolFacts): BenchSite {
  const { classes: c, dates: d, chefs } = f;
  const spanish = askedIn('es');
  const tel = phoneLink('34');
  const classOf = (key: string): ClassFacts => Object.entries(c).find(([name]) => name === key)?.[1] ?? c.paella;
  const links: [string, string][] = [
    ['/', 'Inicio'],
    ['/clases', 'Clases'],
    ['/calendario', 'Calendario'],
    ['/eventos-privados', 'Grupos y regalos'],
    ['/chefs', 'Nuestros chefs'],
    ['/preguntas', 'Preguntas'],
    ['/contacto', 'Contacto'],
  ];
  const menu = (hook: string) => `<nav data-hook="${hook}" aria-label="Sitio"><ul class="StylableHorizontalMenu__menu">${links.map(([href, label]) => `<li data-testid="menu-item"><a href="${href}" class="StylableHorizontalMenu__link">${label}</a></li>`).join('')}</ul></nav>`;

  const site = (title: string, blocks: string[], head = '') => `<!DOCTYPE html>
<html lang="es" dir="ltr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="generator" content="Wix.com Website Builder"><title>${title} | ${f.school} · Escuela de cocina en ${f.city}</title><meta property="og:site_name" content="${f.school}">${head}</head>
<body class="responsive"><div id="SITE_CONTAINER"><div id="main_MF">
<div class="cookie-consent" data-hook="consent-banner-root" role="region" aria-label="Aviso de cookies"><div data-hook="consent-banner-text"><span>Usamos cookies propias y de terceros para el funcionamiento de la web y para fines analíticos. Puedes aceptarlas todas o configurarlas.</span></div><div><button data-hook="consent-banner-decline-button">Rechazar</button><button data-hook="consent-banner-apply-button">Aceptar todas</button></div></div>
<header id="SITE_HEADER"><a href="/" data-testid="linkElement"><img alt="${f.school}" src="https://static.wixstatic.example/media/${slugOf(f.school)}logo.png"></a>${menu('header-menu')}<button data-hook="hamburger-open-button" aria-label="Abrir menú">☰</button><div data-hook="hamburger-overlay" class="MenuContainer" aria-hidden="true">${menu('hamburger-menu')}</div></header>
<main id="PAGES_CONTAINER"><div id="SITE_PAGES">${blocks.map((block, i) => `<section id="${slugOf(title)}s${i}" class="Section"><div data-mesh-id="${slugOf(title)}s${i}inlineContent" data-testid="inline-content">${block}</div></section>`).join('\n')}</div></main>
<footer id="SITE_FOOTER"><div data-testid="richTextElement"><p class="font_9">${f.school} · ${f.street} · ${f.postcode} ${f.city}</p><p class="font_9">Tel. <a href="tel:${tel(f.phone)}">${f.phone}</a> · Síguenos en Instagram · © ${f.founded}–2026 · <a href="/aviso-legal">Aviso legal</a></p></div></footer>
</div></div></body></html>`;

  const rich = (...lines: string[]) => `<div data-testid="richTextElement" class="wixui-rich-text">${lines.join('')}</div>`;
  const service = (course: ClassFacts, about: string) =>
    `<li data-hook="service-card" class="service-card"><div data-hook="service-card-image"><img alt="${course.name}" src="https://static.wixstatic.example/media/clase-${slugOf(course.name)}.jpg"></div><div data-hook="service-info"><h2 data-hook="service-info-title">${course.name}</h2><p data-hook="service-info-tagline">${about}</p><ul data-hook="service-details"><li data-hook="service-details-duration">${course.hours} h</li><li data-hook="service-details-capacity">Máx. ${course.max} personas</li><li data-hook="service-details-price">${course.price} € por persona</li></ul><a data-hook="book-button" href="/calendario">Reservar</a></div></li>`;
  const dated = (date: CookingSchoolFacts['dates']['d1']) =>
    `<li data-hook="events-card" class="event-list-item"><div data-hook="date">${date.weekday} ${date.day} de ${date.month}</div><div data-hook="title">${classOf(date.class).name}</div><div data-hook="time">${date.time} h · ${f.street}</div><a data-hook="rsvp-button" href="/calendario">Comprar entradas</a></li>`;
  const collapsible = (title: string, body: string) =>
    `<div data-testid="collapsible-text" class="CollapsibleText"><p data-hook="collapsible-title"><strong>${title}</strong></p><div data-hook="expandable-text" style="max-height:0;overflow:hidden"><p>${body}</p></div><button data-hook="expand-control">Leer más</button></div>`;
  const chef = (who: CookingSchoolFacts['chefs']['rice'], specialty: string, bio: string) =>
    `<div data-testid="columns" class="StripColumnsContainer"><div class="column"><img alt="${who.name}" src="https://static.wixstatic.example/media/chef-${slugOf(who.name)}.jpg"></div><div class="column">${rich(`<h3 class="font_3">${who.name}</h3>`, `<p class="font_7"><em>${specialty}</em></p>`, `<p class="font_8">${bio} Habla español y ${who.langs}.</p>`)}</div></div>`;

  return {
    name: 'cooking school (es)',
    pages: {
      '/': site(
        'Inicio',
        [
          rich(`<h1 class="font_0">Cocina con nosotros en el corazón de ${f.barrio}</h1>`, `<p class="font_8">Clases prácticas en grupos pequeños: aprendes, cocinas y te sientas a la mesa a comer lo que has preparado, con vino, cerveza y refrescos incluidos.</p>`),
          rich(`<h2 class="font_2">Próximas clases</h2>`, `<p class="font_8">${classOf(d.d1.class).name} – ${d.d1.weekday} ${d.d1.day} de ${d.d1.month} · ${classOf(d.d2.class).name} – ${d.d2.weekday} ${d.d2.day} de ${d.d2.month}. <a href="/calendario">Ver el calendario completo</a></p>`),
          rich(`<h2 class="font_2">Así fue nuestro ${f.past.title}</h2>`, `<p class="font_8">El ${f.past.date} llenamos la cocina. ¡Gracias a todos!</p>`),
        ],
        jsonLd({
          '@context': 'https://schema.org',
          '@type': 'LocalBusiness',
          name: f.school,
          email: f.email,
          telephone: tel(f.phone),
          foundingDate: f.founded,
          address: { '@type': 'PostalAddress', streetAddress: f.street, postalCode: f.postcode, addressLocality: f.city, addressCountry: 'ES' },
        }),
      ),
      '/clases': site('Clases', [
        rich(`<h1 class="font_0">Nuestras clases</h1>`, `<p class="font_8">Todas las clases son prácticas: cada alumno cocina en su puesto. Te llevas el recetario y el delantal.</p>`),
        `<div data-hook="service-list-widget"><ul data-hook="service-list" class="service-list">${[
          service(c.paella, `Sofrito, caldo y el punto del arroz. Cocinamos una paella mixta y, para quien no come carne ni pescado, una paella de verduras.`),
          service(c.tapas, `Empezamos con una visita al ${f.market} para comprar el producto y seguimos en la cocina con salmorejo, espinacas con garbanzos y montaditos.`),
          service(c.pastry, `Yemas, tortas de aceite y pestiños, como en los conventos sevillanos.`),
        ].join('')}</ul></div>`,
      ]),
      '/calendario': site('Calendario', [
        rich(`<h1 class="font_0">Calendario de clases</h1>`, `<p class="font_8">Reserva tu plaza online. Las plazas se confirman al pagar.</p>`),
        `<div data-hook="events-list-widget"><ul data-hook="events-list">${[d.d1, d.d2, d.d3, d.d4].map(dated).join('')}</ul></div>`,
      ]),
      '/eventos-privados': site('Grupos y regalos', [
        rich(
          `<h1 class="font_0">Eventos privados y team building</h1>`,
          `<p class="font_8">Cerramos la escuela para tu grupo: cumpleaños, despedidas o actividades de empresa. Grupos de ${f.private.min} a ${f.private.max} personas, con el menú que elijáis, desde ${f.private.price} € por persona con bebida incluida. Escríbenos y te enviamos presupuesto.</p>`,
        ),
        rich(
          `<h2 class="font_2">Tarjetas regalo</h2>`,
          `<p class="font_8">Regala una clase o un importe libre a partir de ${f.voucherFrom} €. La tarjeta regalo se envía por email al momento y es válida durante ${f.voucherMonths} meses desde la compra para cualquier clase del calendario.</p>`,
        ),
      ]),
      '/chefs': site('Nuestros chefs', [
        rich(`<h1 class="font_0">Nuestros chefs</h1>`),
        chef(chefs.rice, 'Arroces y cocina levantina', `${chefs.rice.first} se crió entre arrozales en la Albufera y lleva veinte años haciendo paellas.`),
        chef(chefs.tapas, 'Tapas y cocina andaluza', `${chefs.tapas.first} trabajó en barras de toda Sevilla antes de dar clases; es quien os lleva al mercado.`),
        chef(chefs.pastry, 'Repostería', `${chefs.pastry.first} aprendió los dulces de convento de las monjas de Santa Paula.`),
      ]),
      '/preguntas': site('Preguntas', [
        rich(`<h1 class="font_0">Preguntas frecuentes</h1>`),
        collapsible(
          '¿Puedo cancelar mi plaza?',
          `Te devolvemos el importe completo si cancelas hasta ${f.refundDays} días antes de la clase. Después ya no hay reembolso, pero puedes ceder tu plaza a otra persona avisándonos por email.`,
        ),
        collapsible('Tengo alergias o intolerancias, ¿qué hago?', `Indícalo al reservar. Todas las clases tienen versión vegetariana. Para celíacos adaptamos la clase de ${c.paella.name} y la de ${c.tapas.name} sin gluten; la de ${c.pastry.name} no es apta para celíacos, porque trabajamos con harina de trigo en toda la cocina.`),
        collapsible('¿Necesito experiencia?', 'Ninguna. Las clases son para todos los niveles; solo hay que venir con ganas y calzado cerrado.'),
        collapsible('¿Las clases son en inglés?', 'Las clases son en español, pero todos nuestros chefs hablan otros idiomas y te ayudan en el tuyo. Consulta la página de chefs.'),
      ]),
      '/contacto': site('Contacto', [
        rich(`<h1 class="font_0">Contacto</h1>`, `<p class="font_8">${f.street}, ${f.postcode} ${f.city} (${f.barrio}). Metro: ${f.metro} (línea 1), a 6 minutos andando.</p>`, `<p class="font_8">WhatsApp para reservas: ${f.whatsapp}</p>`, `<p class="font_8">Atención telefónica: de lunes a viernes de ${f.office.morning} y de ${f.office.afternoon}.</p>`),
        `<wix-iframe data-src="https://www.google.example/maps/embed?q=${slugOf(f.street)}sevilla" title="Google Maps"></wix-iframe>`,
        `<form data-testid="form" aria-label="Formulario de contacto"><input name="nombre" placeholder="Nombre"><input name="email" placeholder="Email"><textarea name="mensaje" placeholder="Mensaje"></textarea><button type="submit">Enviar</button></form>`,
      ]),
    },
    questions: [
      // Asked in English on the Spanish site: only language-independent facts are expected.
      { kind: 'price', ask: "Hi, we're visiting Seville in December. How much is the paella class per person?", expect: [c.paella.price], reject: [`${c.tapas.price} €`] },
      { kind: 'language', ask: "My mum only speaks German – is there a chef who could help her in German?", expect: [chefs.pastry.first] },
      { kind: 'location', ask: "What's the closest metro stop to the school?", expect: [f.metro] },
      ...[
        { kind: 'price', ask: '¿Cuánto cuesta la clase de tapas por persona?', expect: [c.tapas.price], reject: [`${c.pastry.price} €`] },
        { kind: 'comparison', ask: '¿Qué sale más barato, la clase de tapas o la de dulces? ¿Cuánta diferencia hay?', expect: [c.tapas.price, c.pastry.price, String(Number(c.tapas.price) - Number(c.pastry.price))] },
        { kind: 'arithmetic', ask: 'Somos 3 amigas y queremos hacer la de paella, ¿cuánto pagaríamos en total?', expect: [String(3 * Number(c.paella.price))] },
        { kind: 'product', ask: '¿cuanto dura el taller de paela?', expect: [`${c.paella.hours} h`] },
        { kind: 'product', ask: '¿Cuántos alumnos como mucho hay en la clase de repostería?', expect: [c.pastry.max] },
        { kind: 'event', ask: '¿Cuándo es la próxima clase de paella?', expect: [`${d.d1.day} de ${d.d1.month}`] },
        { kind: 'event', ask: '¿Hay alguna clase de dulces antes de Navidad? ¿A qué hora empieza?', expect: [`${d.d3.day} de ${d.d3.month}`, d.d3.time] },
        { kind: 'multi-part', ask: '¿La clase de tapas incluye ir al mercado? ¿Y cuánto dura?', expect: [f.market, `${c.tapas.hours} h`] },
        { kind: 'product', ask: 'Queremos hacer un team building con la empresa pero somos solo 6, ¿se puede?', expect: [f.private.min] },
        { kind: 'follow-up', ask: '¿y cuánto cuesta por persona?', after: ['Queremos hacer un team building con la empresa pero somos solo 6, ¿se puede?'], expect: [f.private.price], reject: [`${c.paella.price} €`] },
        { kind: 'policy', ask: 'Quiero regalarle una clase a mi madre por Reyes, ¿cuánto tiempo tiene para usarla?', expect: [`${f.voucherMonths} meses`] },
        { kind: 'price', ask: '¿Hay tarjetas regalo de importe libre? ¿Desde cuánto?', expect: [f.voucherFrom] },
        { kind: 'policy', ask: 'Si cancelo 3 días antes de la clase, ¿me devolvéis el dinero?', expect: [`${f.refundDays} días`] },
        { kind: 'policy', ask: 'Soy celíaca, ¿a qué clases me puedo apuntar?', expect: [c.paella.name, c.tapas.name] },
        { kind: 'policy', ask: 'Mi novio es vegetariano, ¿puede hacer la clase de paella?', expect: ['verduras'] },
        { kind: 'person', ask: '¿Qué chef es la especialista en arroces?', expect: [chefs.rice.first], reject: [chefs.tapas.first] },
        { kind: 'language', ask: `Mis suegros solo hablan ${chefs.tapas.other}, ¿algún chef habla ${chefs.tapas.other}?`, expect: [chefs.tapas.first] },
        { kind: 'policy', ask: '¿Las bebidas van incluidas o se pagan aparte?', expect: ['vino'] },
        { kind: 'location', ask: '¿Dónde estáis exactamente?', expect: [f.street] },
        { kind: 'contact', ask: '¿Tenéis WhatsApp para reservar?', expect: [f.whatsapp], reject: [f.phone] },
        { kind: 'hours', ask: 'Trabajo por las mañanas, ¿a qué hora os puedo llamar por la tarde?', expect: [f.office.afternoon.split(' – ')[0]!] },
        { kind: 'event', ask: `¿Qué clases hay en enero?`, expect: [`${d.d4.day} de ${d.d4.month}`] },
      ].map(spanish),
      ...unanswerable('¿Hacéis clases online por Zoom?', '¿Hay aparcamiento para clientes?', '¿Dais algún diploma al terminar el curso?', '¿Vendéis aceite o utensilios de cocina en la escuela?').map(spanish),
      ...unanswerable('Do you offer pick-up from our hotel?'),
    ],
  };
}
