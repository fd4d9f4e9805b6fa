import type { BenchQuestion, BenchSite } from '../types';
import { unanswerable } from '../types';
import type facts from './driving-school.facts.json';
import { intlPhone, jsonLd } from './markup';

/**
 * Unseen: a Spanish driving school ("autoescuela") in Valencia with two branches, written in Spanish
 * (`lang="es"`) on a page-builder CMS (Elementor-like wrappers, an accordion of buttons and hidden
 * panels, a cookie bar, JSON-LD). Branch `a` has split weekday hours, Saturday mornings and the
 * automatic car; branch `b` has split weekday hours, no Saturdays, and `arabic` teaches there. The
 * prices are one table (permits, single lessons, a 10-lesson pack, exam fees); theory classes are a
 * timetable per branch; payment is card/Bizum only (original) or cash/Bizum only (mutated); a
 * dated past talk, the next intensive course and a workshop are on /cursos-y-eventos/.
 *
 * The facts the pages are written from, as written and mutated, are data in driving-school.facts.json.
 * `moto` teaches motorbike permits, `english` speaks `english.langEs`, `arabic` speaks Arabic,
 * `calm` specialises in nervous learners; the founder opened branch `a`.
 */
export type DrivingSchoolFacts = typeof facts.original;

const tel = (phone: string) => intlPhone('34', phone);
const spanish = (question: BenchQuestion): BenchQuestion => ({ ...question, language: 'es' });

export function drivingSchool(f: DrivingSchoolFacts): BenchSite {
  const p = f.prices;
  const t = f.theory;
  const w = f.workshop;
  const c = f.intensiveStart;
  const slug = (name: string) =>
    name
      .toLowerCase()
      .normalize('NFD')
      .replace(/[^a-z]+/g, '-');

  const layout = (title: string, main: string, head = '') => `<!DOCTYPE html>
<html lang="es-ES"><head><meta charset="UTF-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title} – ${f.school} | Autoescuela en ${f.city}</title><meta name="description" content="${f.school}: carnet de coche, moto y ciclomotor en ${f.city}. Centros en ${f.a.name} y ${f.b.name}."><link rel='stylesheet' href='/wp-content/plugins/elementor/assets/css/frontend.min.css?ver=3.21.4' media='all'>${head}</head>
<body class="page-template-default page elementor-default">
<div id="cmplz-cookiebanner" class="cmplz-cookiebanner" role="dialog" aria-live="polite"><div class="cmplz-title">Gestionar el consentimiento de las cookies</div><div class="cmplz-message"><p>Para ofrecer las mejores experiencias, utilizamos tecnologías como las cookies para almacenar y/o acceder a la información del dispositivo. El consentimiento de estas tecnologías nos permitirá procesar datos como el comportamiento de navegación. No consentir o retirar el consentimiento puede afectar negativamente a ciertas características y funciones.</p></div><div class="cmplz-buttons"><button class="cmplz-accept">Aceptar</button><button class="cmplz-deny">Denegar</button><button class="cmplz-view-preferences">Ver preferencias</button></div></div>
<header class="elementor-location-header"><div class="elementor-container"><div class="elementor-widget-image"><a href="/"><img src="/wp-content/uploads/2023/03/logo-${slug(f.school)}.png" alt="${f.school}" width="200" height="64"></a></div>
<nav class="elementor-nav-menu--main" aria-label="Menú"><ul id="menu-principal" class="elementor-nav-menu"><li class="menu-item"><a href="/">Inicio</a></li><li class="menu-item"><a href="/permisos-y-precios/">Permisos y precios</a></li><li class="menu-item"><a href="/clases-teoricas/">Clases teóricas</a></li><li class="menu-item"><a href="/profesores/">Profesores</a></li><li class="menu-item"><a href="/centros/">Centros</a></li><li class="menu-item"><a href="/cursos-y-eventos/">Cursos y eventos</a></li><li class="menu-item"><a href="/preguntas-frecuentes/">Preguntas frecuentes</a></li><li class="menu-item"><a href="/contacto/">Contacto</a></li></ul></nav>
<div class="elementor-widget-button"><a class="elementor-button" href="/contacto/">Matricúlate</a></div></div></header>
<main id="content" class="site-main"><div class="page-content">${main}</div></main>
<footer class="elementor-location-footer"><div class="elementor-container">
<div class="elementor-column"><h4 class="elementor-heading-title">Centro ${f.a.name}</h4><p>${f.a.street}, ${f.a.postcode} ${f.city}<br>Tel. <a href="tel:${tel(f.a.phone)}">${f.a.phone}</a></p></div>
<div class="elementor-column"><h4 class="elementor-heading-title">Centro ${f.b.name}</h4><p>${f.b.street}, ${f.b.postcode} ${f.city}<br>Tel. <a href="tel:${tel(f.b.phone)}">${f.b.phone}</a></p></div>
<div class="elementor-column"><h4 class="elementor-heading-title">Síguenos</h4><p><a href="https://www.instagram.com/">Instagram</a> · <a href="https://www.tiktok.com/">TikTok</a></p><p><a href="mailto:${f.email}">${f.email}</a></p></div>
</div><div class="footer-bottom"><p>© 2026 ${f.school} · <a href="/aviso-legal/">Aviso legal</a> · <a href="/politica-de-privacidad/">Política de privacidad</a> · <a href="/politica-de-cookies/">Política de cookies</a></p></div></footer>
<script src='/wp-content/plugins/elementor/assets/js/frontend.min.js?ver=3.21.4' id='elementor-frontend-js'></script>
</body></html>`;

  const priceRow = (name: string, includes: string, price: string) =>
    `<tr><td><strong>${name}</strong></td><td>${includes}</td><td class="precio">${price}</td></tr>`;
  const hoursRows = (rows: [string, string][]) => rows.map(([day, time]) => `<tr><td>${day}</td><td>${time}</td></tr>`).join('');
  // An Elementor accordion: the answer is in a hidden panel after a button.
  const accordion = (items: [string, string][]) =>
    `<div class="elementor-accordion" role="tablist">${items
      .map(
        ([q, a], i) =>
          `<div class="elementor-accordion-item"><div class="elementor-tab-title" role="button" aria-expanded="false" aria-controls="elementor-tab-content-${i}" tabindex="0"><span class="elementor-accordion-icon">+</span><a class="elementor-accordion-title">${q}</a></div><div id="elementor-tab-content-${i}" class="elementor-tab-content" role="region" hidden><p>${a}</p></div></div>`,
      )
      .join('')}</div>`;
  const teacher = (name: string, role: string, bio: string, permits: string, languages: string, centre: string) =>
    `<div class="elementor-widget-image-box"><img src="/wp-content/uploads/2024/01/${slug(name)}.jpg" alt="${name}"><div class="elementor-image-box-content"><h3 class="elementor-image-box-title">${name}</h3><p class="cargo">${role}</p><p>${bio}</p>
<dl class="ficha"><dt>Permisos</dt><dd>${permits}</dd><dt>Idiomas</dt><dd>${languages}</dd><dt>Centro</dt><dd>${centre}</dd></dl></div></div>`;

  const payment = f.cashless
    ? `Puedes pagar con tarjeta de débito o crédito, Bizum o transferencia bancaria. No aceptamos pagos en efectivo en ninguno de los dos centros.`
    : `En los dos centros aceptamos pagos en efectivo y por Bizum. No disponemos de datáfono, así que no aceptamos pagos con tarjeta.`;

  return {
    name: 'driving school (es)',
    pages: {
      '/': layout(
        'Inicio',
        `<section class="elementor-section hero"><div class="elementor-container"><h1 class="elementor-heading-title">Tu carnet de conducir en ${f.city}, sin prisas y sin sorpresas</h1>
<p>Teórica online y presencial, prácticas con profesores de la casa y dos centros para que te pille siempre cerca: ${f.a.name} y ${f.b.name}.</p><a class="elementor-button" href="/permisos-y-precios/">Ver precios</a></div></section>
<section class="elementor-section"><div class="elementor-container"><h2>Más de 35 años enseñando a conducir</h2>
<p>${f.founder} abrió la primera ${f.school} en ${f.a.name} en ${f.founded}. Hoy somos un equipo de cinco profesores y el ${f.passRate} % de nuestros alumnos aprueba el examen práctico a la primera.</p>
<div class="elementor-icon-list"><ul><li>Teórica online incluida en todos los packs</li><li>Coche automático disponible</li><li>Pago a plazos sin intereses</li></ul></div></div></section>
<section class="elementor-section"><h2>Próximamente</h2><p>Curso intensivo de permiso B: empieza el ${c.weekday} ${c.day} de ${c.month}. <a href="/cursos-y-eventos/">Ver todos los cursos</a></p></section>`,
        jsonLd({
          '@context': 'https://schema.org',
          '@type': 'DrivingSchool',
          name: f.school,
          email: f.email,
          foundingDate: f.founded,
          department: [f.a, f.b].map((branch) => ({
            '@type': 'DrivingSchool',
            name: `${f.school} ${branch.name}`,
            telephone: tel(branch.phone),
            address: { '@type': 'PostalAddress', streetAddress: branch.street, postalCode: branch.postcode, addressLocality: f.city, addressCountry: 'ES' },
          })),
        }),
      ),
      '/permisos-y-precios/': layout(
        'Permisos y precios',
        `<div class="elementor-container"><h1>Permisos y precios</h1>
<p>Precios válidos en los dos centros desde el 1 de septiembre de 2026. IVA incluido. Todas las clases prácticas duran ${f.lessonMinutes} minutos.</p>
<div class="elementor-widget-text-editor"><table class="tabla-precios"><thead><tr><th>Permiso / servicio</th><th>Qué incluye</th><th>Precio</th></tr></thead><tbody>
${priceRow('Matrícula', 'Apertura de expediente y gestión con Tráfico', `${p.enrol} €`)}
${priceRow('Pack Permiso B (coche)', 'Matrícula, teórica online y presencial, 10 clases prácticas', `${p.packB} €`)}
${priceRow('Clase práctica suelta', `${f.lessonMinutes} minutos de coche`, `${p.lesson} €`)}
${priceRow('Bono 10 clases prácticas', 'Válido 6 meses', `${p.bono10} €`)}
${priceRow('Curso intensivo Permiso B', `${c.weeks} semanas: teórica diaria y 15 clases prácticas`, `${p.intensive} €`)}
${priceRow('Pack Permiso A2 (moto)', 'Matrícula, teórica, 8 clases en pista y circulación', `${p.packA2} €`)}
${priceRow('Pack Permiso AM (ciclomotor)', 'Desde 15 años, matrícula, teórica y 4 clases', `${p.packAM} €`)}
${priceRow('Clase de reciclaje', 'Para conductores con carnet que han perdido la práctica', `${p.refresher} €`)}
</tbody></table></div>
<h2>Exámenes</h2>
<table class="tabla-precios"><tbody>
<tr><td>Tasas de la DGT (incluyen dos convocatorias de examen)</td><td>${p.dgt} €</td></tr>
<tr><td>Presentación al examen práctico (acompañamiento y uso del vehículo)</td><td>${p.examCar} €</td></tr>
</tbody></table>
<p class="nota">Las tasas de la DGT las fija Tráfico y se abonan aparte. Si suspendes dos veces, hay que volver a pagar tasas.</p></div>`,
      ),
      '/clases-teoricas/': layout(
        'Clases teóricas',
        `<div class="elementor-container"><h1>Clases teóricas</h1>
<p>Todos los packs incluyen acceso a nuestra plataforma de test online, disponible las 24 horas. Además, puedes venir a las clases presenciales con ${f.theoryTeacher.name} tantas veces como quieras.</p>
<h2>Horario de teórica presencial</h2>
<table class="horario"><thead><tr><th>Centro</th><th>Días</th><th>Horario</th></tr></thead><tbody>
<tr><td>${f.a.name}</td><td>de lunes a jueves</td><td>${t.aMorning} a ${t.aMorningEnd} y ${t.aEvening} a ${t.aEveningEnd}</td></tr>
<tr><td>${f.b.name}</td><td>martes y jueves</td><td>${t.bFrom} a ${t.bTo}</td></tr>
</tbody></table>
<p>Los viernes no hay teórica presencial. En agosto las clases son solo online.</p></div>`,
      ),
      '/profesores/': layout(
        'Profesores',
        `<div class="elementor-container"><h1>Nuestro equipo de profesores</h1><p>Todos nuestros profesores tienen el certificado de aptitud de la DGT y años de experiencia.</p>
${teacher(f.calm.name, 'Profesora de prácticas y jefa de estudios', `${f.calm.first} es especialista en alumnos con miedo o ansiedad al volante: empieza con clases en zonas tranquilas y sube el ritmo cuando tú lo decides. También da las clases con el coche automático.`, 'B', 'castellano, valenciano', f.a.name)}
${teacher(f.moto.name, 'Profesor de moto y coche', `${f.moto.first} da todas las clases de moto y ciclomotor, en pista y en circulación. Si vas a por el A2, vas a conocerle bien.`, 'A2, AM, B', 'castellano, valenciano', 'los dos centros')}
${teacher(f.english.name, 'Profesora de prácticas', `${f.english.first} vivió diez años fuera de España y es la profesora ideal para alumnos extranjeros.`, 'B', `castellano, valenciano, ${f.english.langEs}`, f.a.name)}
${teacher(f.arabic.name, 'Profesora de prácticas', `${f.arabic.first} se incorporó al equipo en 2022 y da clase en el centro de ${f.b.name}.`, 'B', 'castellano, árabe, francés', f.b.name)}
${teacher(f.theoryTeacher.name, 'Profesor de teórica', `${f.theoryTeacher.first} prepara el examen teórico en los dos centros y resuelve dudas por WhatsApp.`, 'B, A2', 'castellano', 'los dos centros')}
</div>`,
      ),
      '/centros/': layout(
        'Centros',
        `<div class="elementor-container"><h1>Nuestros centros</h1>
<section id="${slug(f.a.name)}"><h2>Centro ${f.a.name}</h2><p>${f.a.street}, ${f.a.postcode} ${f.city} · Metro: ${f.a.metro}<br>Teléfono: <a href="tel:${tel(f.a.phone)}">${f.a.phone}</a></p>
<table class="horario"><caption>Horario de oficina ${f.a.name}</caption><tbody>${hoursRows([
          ['Lunes a viernes', `${f.a.open} – ${f.a.lunchFrom} y ${f.a.lunchTo} – ${f.a.close}`],
          ['Sábados', `${f.a.satOpen} – ${f.a.satClose}`],
          ['Domingos y festivos', 'Cerrado'],
        ])}</tbody></table><p>El coche automático está en este centro.</p></section>
<section id="${slug(f.b.name)}"><h2>Centro ${f.b.name}</h2><p>${f.b.street}, ${f.b.postcode} ${f.city} · Metro: ${f.b.metro}<br>Teléfono: <a href="tel:${tel(f.b.phone)}">${f.b.phone}</a></p>
<table class="horario"><caption>Horario de oficina ${f.b.name}</caption><tbody>${hoursRows([
          ['Lunes a viernes', `${f.b.open} – ${f.b.lunchFrom} y ${f.b.lunchTo} – ${f.b.close}`],
          ['Sábados, domingos y festivos', 'Cerrado'],
        ])}</tbody></table></section>
<p>Las clases prácticas pueden empezar fuera del horario de oficina; lo acuerdas con tu profesor.</p></div>`,
      ),
      '/cursos-y-eventos/': layout(
        'Cursos y eventos',
        `<div class="elementor-container"><h1>Cursos y eventos</h1>
<article class="evento"><h2>Curso intensivo de Permiso B</h2><p><time datetime="${c.year}-${c.monthNum}-${c.day.padStart(2, '0')}">Empieza el ${c.weekday} ${c.day} de ${c.month} de ${c.year}</time> · ${c.weeks} semanas · ${f.a.name}</p><p>Teórica todos los días y prácticas casi diarias. Plazas limitadas. Precio: ${p.intensive} €.</p></article>
<article class="evento"><h2>Taller de conducción eficiente</h2><p><time datetime="${w.year}-${w.monthNum}-${w.day.padStart(2, '0')}">${w.weekday} ${w.day} de ${w.month} de ${w.year}</time>, de ${w.from} a ${w.to} · ${f.b.name}</p><p>Aprende a gastar menos combustible y a frenar menos. Gratis para alumnos; ${p.workshopGuest} € para no alumnos.</p></article>
<h2>Eventos pasados</h2>
<article class="evento pasado"><h3>Charla: novedades del examen teórico</h3><p><time datetime="${f.talkPast.year}-${f.talkPast.monthNum}-${f.talkPast.day}">${f.talkPast.day} de ${f.talkPast.month} de ${f.talkPast.year}</time></p><p>Gracias a todos los que vinisteis.</p></article></div>`,
      ),
      '/preguntas-frecuentes/': layout(
        'Preguntas frecuentes',
        `<div class="elementor-container"><h1>Preguntas frecuentes</h1>${accordion([
          [
            '¿Cuántas clases prácticas voy a necesitar?',
            `Depende de cada persona. Nuestros alumnos necesitan de media unas ${f.avgLessons} clases prácticas antes de presentarse al examen.`,
          ],
          [
            '¿Puedo pagar a plazos?',
            `Sí. Los packs de más de ${f.instalmentMin} € se pueden pagar en ${f.instalments} plazos sin intereses; el primero se paga al matricularte.`,
          ],
          ['¿Qué formas de pago aceptáis?', payment],
          ['¿Tenéis coche automático?', `Sí, en el centro de ${f.a.name}. Con él obtienes un permiso B limitado a vehículos automáticos.`],
          [
            '¿Qué pasa si suspendo el examen práctico?',
            `Puedes volver a presentarte. Cada nueva presentación al examen práctico cuesta ${p.examCar} €, y las tasas de la DGT cubren dos convocatorias.`,
          ],
          ['¿Desde qué edad puedo matricularme?', 'Para el permiso B, desde los 17 años; podrás examinarte al cumplir los 18.'],
        ])}</div>`,
      ),
      '/contacto/': layout(
        'Contacto',
        `<div class="elementor-container"><h1>Contacto</h1><p>Escríbenos a <a href="mailto:${f.email}">${f.email}</a> o llama a tu centro: ${f.a.name} ${f.a.phone} · ${f.b.name} ${f.b.phone}.</p>
<form class="wpcf7-form" action="/contacto/#wpcf7" method="post"><p><label>Tu nombre<br><input type="text" name="nombre" required></label></p><p><label>Tu correo<br><input type="email" name="correo" required></label></p><p><label>Mensaje<br><textarea name="mensaje"></textarea></label></p><p><input type="submit" value="Enviar"></p></form></div>`,
      ),
      '/aviso-legal/': layout(
        'Aviso legal',
        `<div class="elementor-container"><h1>Aviso legal</h1><p>Titular: ${f.school} S.L. · CIF ${f.cif} · Domicilio social: ${f.a.street}, ${f.a.postcode} ${f.city}. Inscrita en el Registro Mercantil de Valencia. Administrador: ${f.founder}.</p></div>`,
      ),
    },
    questions: [
      // Spanish visitors: their questions carry the interface language es.
      ...[
        {
          kind: 'price',
          ask: 'Hola, quiero sacarme el carnet de coche. ¿Cuánto cuesta el pack completo?',
          expect: [p.packB],
          reject: [p.packA2],
        },
        { kind: 'price', ask: 'cuanto cuesta una clase practica suelta? ya tengo el teorico aprobado', expect: [p.lesson] },
        { kind: 'comparison', ask: '¿Me sale más barato el bono de 10 clases o pagarlas una a una?', expect: [p.bono10, p.lesson] },
        { kind: 'price', ask: '¿Cuánto hay que pagar de tasas de tráfico?', expect: [p.dgt] },
        { kind: 'policy', ask: 'No puedo pagarlo todo de golpe, ¿se puede pagar a plazos?', expect: [`${f.instalments} plazos`] },
        f.cashless
          ? { kind: 'policy', ask: '¿Puedo pagar en efectivo?', expect: ['tarjeta'] }
          : { kind: 'policy', ask: '¿Puedo pagar con tarjeta?', expect: ['efectivo'] },
        { kind: 'hours', ask: `¿Estará abierto el centro de ${f.b.name} el martes a las 15:30? Quiero ir a matricularme`, expect: [f.b.lunchTo] },
        { kind: 'hours', ask: 'Solo puedo pasarme el sábado por la mañana, ¿qué centro abre?', expect: [f.a.name, f.a.satOpen] },
        {
          kind: 'timetable',
          ask: `¿A qué hora son las clases de teórica en ${f.a.name}? Trabajo por las mañanas`,
          expect: [t.aEvening],
          reject: [t.bFrom],
        },
        { kind: 'contact', ask: `teléfono de la autoescuela de ${f.b.name.toLowerCase()}`, expect: [f.b.phone], reject: [f.a.phone] },
        {
          kind: 'location',
          ask: `¿Cuál es la dirección exacta del centro de ${f.a.name}? Es para el GPS`,
          expect: [f.a.street],
          reject: [f.b.street],
        },
        { kind: 'person', ask: '¿Quién da las clases de moto?', expect: [f.moto.first] },
        { kind: 'language', ask: 'Mi marido habla árabe y todavía no domina el español, ¿algún profesor habla árabe?', expect: [f.arabic.first] },
        {
          kind: 'follow-up',
          ask: '¿Y en qué centro da clase?',
          after: ['Mi marido habla árabe y todavía no domina el español, ¿algún profesor habla árabe?'],
          expect: [f.b.name],
        },
        {
          kind: 'person',
          ask: 'Me pongo muy nerviosa al volante. ¿Tenéis algún profesor con paciencia para gente con ansiedad?',
          expect: [f.calm.first],
        },
        { kind: 'event', ask: '¿Cuándo empieza el próximo curso intensivo?', expect: [c.day, c.month] },
        {
          kind: 'event',
          ask: '¿Cuándo es el taller de conducción eficiente y cuánto cuesta si no soy alumno?',
          expect: [`${w.day} de ${w.month}`, p.workshopGuest],
        },
        { kind: 'faq', ask: 'cuantas clases practicas nesesito mas o menos para aprobar?', expect: [f.avgLessons] },
        { kind: 'yes-no', ask: 'Quiero aprender con coche automático, ¿lo tenéis? ¿En qué centro?', expect: [f.a.name] },
        { kind: 'faq', ask: 'Si suspendo el práctico, ¿cuánto me cuesta volver a presentarme?', expect: [p.examCar] },
      ].map(spanish),
      // Asked in English about the Spanish site: only language-independent facts are expected.
      { kind: 'price', ask: `Hi, I just moved to ${f.city} from Dublin. How much is the full car licence package?`, expect: [p.packB], reject: [p.packA2] },
      { kind: 'language', ask: `Do any of your instructors speak ${f.english.langEn}? My Spanish is still pretty basic.`, expect: [f.english.first] },
      { kind: 'contact', ask: `What's the phone number of the ${f.a.name} office?`, expect: [f.a.phone], reject: [f.b.phone] },
      { kind: 'hours', ask: `What time does the ${f.b.name} branch close in the evening?`, expect: [f.b.close], reject: [f.a.close] },
      { kind: 'comparison', ask: 'How much is the motorbike licence, and is it cheaper than the car one?', expect: [p.packA2, p.packB] },
      // Not on the site.
      ...unanswerable(
        '¿Hacéis cursos para el permiso de camión?',
        '¿Tenéis descuento para estudiantes universitarios?',
        '¿Cuánto cuesta el permiso de remolque?',
        '¿Tenéis parking para los alumnos?',
        'Can you help me exchange my UK driving licence for a Spanish one?',
      ).map((q, i) => (i < 4 ? spanish(q) : q)),
    ],
  };
}
