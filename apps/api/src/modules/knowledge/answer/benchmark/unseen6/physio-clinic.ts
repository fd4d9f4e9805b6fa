import type { BenchSite } from '../types';
import { unanswerable } from '../types';
import { jsonLd } from '../unseen/markup';
import { askedIn, phoneLink, slugOf } from '../unseen2/markup';
import type facts from './physio-clinic.facts.json';

/**
 * Unseen: a physiotherapy clinic in Valencia with two centres, Ruzafa and Benimaclet, on Wix in
 * Spanish (`lang="es"`): the Wix consent banner, the `wix-dropdown-menu` of the header and its copy
 * in the hamburger container, every block a `wixui-section` of mesh containers holding
 * `richTextElement`s with font_ classes, the treatments as a Wix Bookings service list (name,
 * duration and price in separate data-hook spans), the team as a `wixui-repeater`, the FAQ app with
 * hidden answers, WhatsApp buttons linking to wa.me and a LocalBusiness JSON-LD on the home page only.
 * The centres keep different hours (Benimaclet closes at midday and on Saturdays); pelvic-floor
 * therapy is at Ruzafa only, therapeutic Pilates at Benimaclet only.
 *
 * The facts the pages are written from, as written and mutated, are data in physio-clinic.facts.json.
 * `team.sport` (Ruzafa: team sports, dry needling; Spanish, Valencian, English), `team.pelvic`
 * (Ruzafa: pelvic floor, pregnancy; Spanish, French), `team.pilates` (Benimaclet: Pilates, back;
 * Spanish, Valencian), `team.runners` (Benimaclet: runners and triathletes; English, Spanish).
 * The bonos are for standard sessions only. Today is early December 2026.
 */
export type PhysioClinicFacts = typeof facts.original;

export function physioClinic(f: PhysioClinicFacts): BenchSite {
  const { ruzafa: rz, benimaclet: bm, first, session: ses, pelvic: pel, dryNeedling: dn, pilates: pil, team, mutuas } = f;
  const spanish = askedIn('es');
  const tel = phoneLink('34');
  const euro = (amount: string) => `${amount} €`;
  const site = `https://www.${slugOf(f.clinic).replace(/-/g, '')}.example`;
  const wa = `https://wa.me/${tel(f.whatsapp).slice(1)}`;
  const nav: [string, string][] = [
    ['/', 'Inicio'],
    ['/tratamientos', 'Tratamientos'],
    ['/tarifas', 'Tarifas y bonos'],
    ['/centros', 'Centros'],
    ['/equipo', 'Equipo'],
    ['/preguntas-frecuentes', 'FAQ'],
  ];
  let comp = 0x1a2f3;
  const id = () => `comp-l${(comp += 0x1f7).toString(36)}`;
  const menu = (which: string) =>
    `<ul class="y7qwii" id="${which}itemsContainer" data-marginallchildren="true">${nav.map(([href, label], i) => `<li id="${which}${i}" data-direction="ltr" data-listposition="${i === 0 ? 'left' : 'center'}" data-data-id="dataItem-${i}" data-state="menu false link" data-index="${i}" class="Tg1gOB wixui-dropdown-menu__item xTjc1A"><a data-testid="linkElement" href="${site}${href}" target="_self" class="UiHgGh"><div class="yRj2ms"><div class=""><p class="zKbzSQ" id="${which}${i}label">${label}</p></div></div></a></li>`).join('')}</ul>`;
  const rich = (body: string) => {
    const c = id();
    return `<div id="${c}" class="HcOXKn SxM0TO QxJLC3 ${c} wixui-rich-text" data-testid="richTextElement">${body}</div>`;
  };
  const h = (level: number, text: string) =>
    `<h${level} class="font_${level + 2} wixui-rich-text__text"><span class="wixui-rich-text__text">${text}</span></h${level}>`;
  const p = (text: string) => `<p class="font_8 wixui-rich-text__text">${text}</p>`;
  const button = (href: string, label: string) => {
    const c = id();
    return `<div class="${c} FubTgk" id="${c}" aria-disabled="false"><a data-testid="linkElement" href="${href}" target="${href.startsWith('http') ? '_blank' : '_self'}" rel="noreferrer noopener" class="uDW_Qe wixui-button PlZyDq" aria-disabled="false"><span class="l7_2fn wixui-button__label">${label}</span></a></div>`;
  };
  const section = (...children: string[]) => {
    const c = id();
    return `<section id="${c}" tabindex="-1" class="Oqnisf ${c} wixui-section" data-block-level-container="ClassicSection"><div id="bgLayers_${c}" data-hook="bgLayers" data-motion-part="BG_LAYER" class="MW5IWV"><div data-testid="colorUnderlay" class="LWbAav Kv1aVt"></div></div><div data-mesh-id="${c}inlineContent" data-testid="inline-content" class=""><div data-mesh-id="${c}inlineContent-gridContainer" data-testid="mesh-container-content">${children.join('')}</div></div></section>`;
  };
  const whatsapp = () => button(wa, `Reserva por WhatsApp`);
  const centreFooter = (name: string, c: { street: string; postcode: string; phone: string }) =>
    p(`<strong>Fisioterapia ${name}</strong><br>${c.street} · ${c.postcode} València<br>Tel. <a href="tel:${tel(c.phone)}">${c.phone}</a>`);

  const doc = (title: string, path: string, sections: string[], head = '') => `<!DOCTYPE html>
<html lang="es" dir="ltr"><head><meta charset='utf-8'><meta name="viewport" content="width=device-width, initial-scale=1" id="wixDesktopViewport" /><meta http-equiv="X-UA-Compatible" content="IE=edge"><meta name="generator" content="Wix.com Website Builder"/><title>${title} | ${f.clinic} · Fisioterapia en Valencia</title><meta name="description" content="Clínica de fisioterapia en Valencia con centros en Ruzafa y Benimaclet: fisioterapia deportiva, suelo pélvico, punción seca y pilates terapéutico."/><link rel="canonical" href="${site}${path}"/><meta property="og:title" content="${title} | ${f.clinic}"/><meta property="og:type" content="website"/><meta property="og:site_name" content="${f.clinic}"/>${head}<script type="application/json" id="wix-essential-viewer-model">{"fleetConfig":{"fleetName":"wix-thunderbolt","type":"GA","code":0},"mode":{"qa":false,"ssrIndicator":true},"siteFeaturesConfigs":{"sessionManager":{"isRunningInDifferentSiteContext":false}},"site":{"isResponsive":false,"externalBaseUrl":"${site}"}}</script></head>
<body><div id="SITE_CONTAINER"><div id="main_MF" class="main_MF"><div id="SCROLL_TO_TOP" class="Vd6aQZ ignore-focus SCROLL_TO_TOP" role="region" tabindex="-1" aria-label="top of page"><span class="mHZSwn">top of page</span></div><div id="site-root"><div id="masterPage" class="mesh-layout masterPage css-editing-scope">
<header id="SITE_HEADER" class="xU8fqS SITE_HEADER wixui-header" tabindex="-1"><div class="_C0cVf"><div class="_4XcTfy" data-testid="screenWidthContainerBg"></div></div><div class="U4Bvut"><div class="CJF7A2"><div data-mesh-id="SITE_HEADERinlineContent" data-testid="inline-content" class=""><div data-mesh-id="SITE_HEADERinlineContent-gridContainer" data-testid="mesh-container-content">${rich(`<p class="font_0 wixui-rich-text__text"><a href="${site}/">${f.clinic.toUpperCase()}</a></p>`)}<wix-dropdown-menu id="comp-kx9menu" class="XwCBRN NHM1d1 comp-kx9menu wixui-dropdown-menu hidden-during-prewarmup" tabindex="-1" dir="ltr" data-stretch-buttons-to-menu-width="true" data-num-items="${nav.length}" data-dropalign="center"><nav class="R_TAzU" id="comp-kx9menunavContainer" aria-label="Sitio">${menu('comp-kx9menu')}</nav></wix-dropdown-menu>${button(wa, 'Pide cita')}<div id="comp-kx9burger" class="wixui-hamburger-open-button" data-testid="hamburger-open-button"><button aria-label="Abrir menú de navegación" aria-haspopup="dialog"><span>Menú</span></button></div></div></div></div></div></header>
<div id="MENU_AS_CONTAINER" class="wixui-menu-container" data-testid="menuContainer" role="dialog" aria-modal="true"><nav aria-label="Sitio" class="wixui-vertical-menu">${menu('comp-kx9vmenu')}</nav></div>
<main id="PAGES_CONTAINER" class="PAGES_CONTAINER" tabindex="-1" data-main-content="true"><div id="SITE_PAGES" class="JsJXaX SITE_PAGES"><div id="${slugOf(title)}" class="dBAkHi theme-vars"><div class="PFkO7r wixui-page"></div><div class="HT5ybB"><div id="Containerc1dmp" class="Containerc1dmp SPY_vo"><div data-mesh-id="Containerc1dmpinlineContent" data-testid="inline-content" class=""><div data-mesh-id="Containerc1dmpinlineContent-gridContainer" data-testid="mesh-container-content">${sections.join('\n')}</div></div></div></div></div></div></main>
<footer id="SITE_FOOTER" class="xU8fqS SITE_FOOTER wixui-footer" tabindex="-1"><div class="U4Bvut"><div class="CJF7A2"><div data-mesh-id="SITE_FOOTERinlineContent" data-testid="inline-content" class=""><div data-mesh-id="SITE_FOOTERinlineContent-gridContainer" data-testid="mesh-container-content">${rich(centreFooter('Ruzafa', rz) + centreFooter('Benimaclet', bm))}${rich(p(`WhatsApp (ambos centros): <a href="${wa}">${f.whatsapp}</a><br><a href="mailto:${f.email}">${f.email}</a>`))}${rich(p(`© 2026 por ${f.clinic}. Creado con Wix.com · <a href="${site}/politica-de-privacidad">Política de privacidad</a> · <a href="${site}/aviso-legal">Aviso legal</a>`))}</div></div></div></div></footer>
</div></div></div></div>
<div data-hook="consent-banner-root" class="consent-banner-root"><div data-hook="ccsu-banner-wrapper" role="region" aria-label="Banner de cookies"><div data-hook="ccsu-banner-text-container"><p data-hook="ccsu-banner-title">Este sitio web utiliza cookies.</p><p data-hook="ccsu-banner-text">Utilizamos cookies para ver cómo interactúas con nuestro sitio web. Al aceptarlas, estás de acuerdo con nuestro uso de dichas cookies. <a href="${site}/politica-de-privacidad">Política de privacidad</a></p></div><div data-hook="ccsu-banner-buttons"><button data-hook="ccsu-banner-decline-all">Rechazar todo</button><button data-hook="ccsu-banner-settings">Configuración</button><button data-hook="ccsu-banner-accept-all">Aceptar</button></div></div></div>
</body></html>`;

  const service = (name: string, tagline: string, minutes: string, price: string, where: string) =>
    `<li data-hook="service-card" class="ServiceCard"><div data-hook="service-info-title"><h2 data-hook="service-info-title-text">${name}</h2></div><p data-hook="service-info-tagline">${tagline}</p><div data-hook="service-info-details"><span data-hook="service-info-duration">${minutes} min</span><span data-hook="service-info-price">${euro(price)}</span><span data-hook="service-info-location">${where}</span></div><a data-hook="book-button" href="${wa}">Reservar</a></li>`;
  const physio = (name: string, specialty: string, centre: string, languages: string, i: number) =>
    `<div id="comp-team__item${i}" class="wixui-repeater__item" role="listitem"><div data-testid="container-bg"></div><img alt="${name}" src="https://static.wixstatic.example/media/9c2b1e_${slugOf(name).replace(/-/g, '')}~mv2.jpg/v1/fill/w_320,h_400,al_c,q_80/${slugOf(name)}.jpg">${rich(h(3, name) + p(specialty) + p(`Centro: ${centre}`) + p(`Idiomas: ${languages}`))}</div>`;
  const faq = (items: [string, string][]) =>
    `<div data-hook="faq-widget" class="faq-widget"><ul data-hook="questions-list">${items.map(([q, a], i) => `<li data-hook="question-item"><div data-hook="question-title" role="button" aria-expanded="false" aria-controls="faq-answer-${i}">${q}</div><div data-hook="question-content" id="faq-answer-${i}" hidden><div class="wixui-rich-text">${p(a)}</div></div></li>`).join('')}</ul></div>`;
  const centre = (name: string, c: { street: string; postcode: string; phone: string; metro: string; parking: string }, hours: string, extra: string) =>
    section(
      rich(
        h(2, `Centro ${name}`) +
          p(`${c.street}, ${c.postcode} València`) +
          p(`Teléfono: <a href="tel:${tel(c.phone)}">${c.phone}</a>`) +
          h(4, 'Horario') +
          p(hours) +
          h(4, 'Cómo llegar') +
          p(`Metro: parada ${c.metro}. Aparcamiento: ${c.parking}.`) +
          p(extra),
      ),
      `<wix-iframe data-src="" title="Google Maps" aria-label="Google Maps"><div class="wixui-google-map" data-testid="googleMap" data-address="${c.street}, ${c.postcode} València"></div></wix-iframe>`,
    );
  const perSession = (total: string, count: number) => String(Number(total) / count);

  return {
    name: 'physiotherapy clinic (es)',
    pages: {
      '/': doc(
        'Inicio',
        '/',
        [
          section(
            rich(
              h(1, 'Fisioterapia en Valencia, cerca de ti') +
                p(
                  `Desde ${f.founded} ayudamos a nuestros pacientes a recuperarse de lesiones, dolores y cirugías. Dos centros en Ruzafa y Benimaclet, fisioterapeutas colegiados y tratamientos siempre individuales.`,
                ),
            ),
            whatsapp(),
          ),
          section(
            rich(h(3, 'Fisioterapia deportiva') + p('Lesiones musculares, esguinces, tendinopatías y readaptación al deporte.')),
            rich(h(3, 'Suelo pélvico') + p('Embarazo, posparto, incontinencia y dolor pélvico, en un espacio privado.')),
            rich(h(3, 'Pilates terapéutico') + p('Grupos reducidos guiados por un fisioterapeuta.')),
          ),
          section(
            rich(
              h(2, '¿Primera vez?') +
                p(
                  `En la primera visita (${first.minutes} minutos) valoramos tu caso y empezamos el tratamiento. Trae los informes médicos y las pruebas de imagen que tengas (resonancia, radiografías, ecografías) y ropa cómoda.`,
                ),
            ),
          ),
        ],
        jsonLd({
          '@context': 'https://schema.org',
          '@type': 'LocalBusiness',
          name: f.clinic,
          email: f.email,
          telephone: tel(rz.phone),
          url: site,
          address: {
            '@type': 'PostalAddress',
            streetAddress: rz.street,
            postalCode: rz.postcode,
            addressLocality: 'València',
            addressRegion: 'Comunitat Valenciana',
            addressCountry: 'ES',
          },
        }),
      ),
      '/tratamientos': doc('Tratamientos', '/tratamientos', [
        section(
          rich(h(1, 'Tratamientos') + p('Todas las sesiones son individuales, de fisioterapeuta a paciente. Reserva tu cita por WhatsApp o por teléfono.')),
        ),
        `<div data-hook="widget-root" class="ServiceListWidget"><ul data-hook="service-list">${[
          service(
            'Primera visita: valoración y tratamiento',
            'Historia clínica, exploración y primera sesión de tratamiento.',
            first.minutes,
            first.price,
            'Ruzafa · Benimaclet',
          ),
          service('Fisioterapia deportiva', 'Para lesiones deportivas, contracturas y sobrecargas.', ses.minutes, ses.price, 'Ruzafa · Benimaclet'),
          service('Fisioterapia de suelo pélvico', 'Valoración y tratamiento en consulta privada.', pel.minutes, pel.price, 'Ruzafa'),
          service('Sesión con punción seca', 'Técnica invasiva para puntos gatillo miofasciales.', dn.minutes, dn.price, 'Ruzafa · Benimaclet'),
        ].join('')}</ul></div>`,
      ]),
      '/tarifas': doc('Tarifas y bonos', '/tarifas', [
        section(
          rich(
            h(1, 'Tarifas y bonos') +
              p(`Sesión de fisioterapia: ${euro(ses.price)}. Ahorra con nuestros bonos:`) +
              `<ul class="font_8 wixui-rich-text__text"><li class="wixui-rich-text__text">Bono 5 sesiones: ${euro(f.bono5)}</li><li class="wixui-rich-text__text">Bono 10 sesiones: ${euro(f.bono10)}</li></ul>` +
              p(
                `Los bonos son personales, válidos durante ${f.bonoMonths} meses desde la compra y solo para sesiones de fisioterapia (no incluyen suelo pélvico ni pilates).`,
              ),
          ),
        ),
        section(
          rich(
            h(2, 'Mutuas y seguros') +
              p(
                `Trabajamos con ${mutuas.slice(0, -1).join(', ')} y ${mutuas[mutuas.length - 1]}. Si tu seguro no está en la lista, te damos una factura detallada para que solicites el reembolso a tu compañía.`,
              ),
          ),
          rich(h(2, 'Formas de pago') + p('Tarjeta, efectivo y Bizum.')),
          rich(
            h(2, 'Cancelaciones') +
              p(
                `Puedes cambiar o anular tu cita sin coste avisando con al menos ${f.cancelHours} horas de antelación. Si no, se cobrará la sesión o se descontará del bono.`,
              ),
          ),
        ),
      ]),
      '/centros': doc('Centros', '/centros', [
        section(rich(h(1, 'Nuestros centros') + p('Dos clínicas en València. Los horarios son distintos en cada centro.'))),
        centre(
          'Ruzafa',
          rz,
          `Lunes a viernes: ${rz.weekdayOpen} – ${rz.weekdayClose}<br>Sábados: ${rz.satOpen} – ${rz.satClose}<br>Domingos: cerrado`,
          'Consulta privada de suelo pélvico.',
        ),
        centre(
          'Benimaclet',
          bm,
          `Lunes a viernes: ${bm.amOpen} – ${bm.amClose} y ${bm.pmOpen} – ${bm.pmClose}<br>Sábados y domingos: cerrado`,
          'Sala de pilates terapéutico.',
        ),
      ]),
      '/equipo': doc('Equipo', '/equipo', [
        section(rich(h(1, 'Nuestro equipo') + p('Todos nuestros fisioterapeutas están colegiados en el ICOFCV.'))),
        `<div id="comp-team" class="comp-team wixui-repeater" role="list" data-testid="repeater">${[
          physio(team.sport.name, 'Fisioterapia deportiva (fútbol, baloncesto, pádel) y punción seca.', 'Ruzafa', 'español, valenciano, inglés', 1),
          physio(team.pelvic.name, 'Suelo pélvico, embarazo y posparto.', 'Ruzafa', 'español, francés', 2),
          physio(team.pilates.name, 'Pilates terapéutico y dolor de espalda.', 'Benimaclet', 'español, valenciano', 3),
          physio(team.runners.name, 'Lesiones de corredores y triatletas, análisis de la pisada.', 'Benimaclet', 'inglés, español', 4),
        ].join('')}</div>`,
      ]),
      '/suelo-pelvico': doc('Suelo pélvico', '/suelo-pelvico', [
        section(
          rich(
            h(1, 'Fisioterapia de suelo pélvico') +
              p(
                `Tratamos incontinencia, prolapsos, dolor en las relaciones y la recuperación tras el parto. Las sesiones duran ${pel.minutes} minutos y se realizan en una consulta privada de nuestro centro de Ruzafa con ${team.pelvic.name}.`,
              ) +
              p('Recomendamos esperar a la revisión de la cuarentena antes de empezar la rehabilitación posparto.'),
          ),
          whatsapp(),
        ),
      ]),
      '/pilates-terapeutico': doc('Pilates terapéutico', '/pilates-terapeutico', [
        section(
          rich(
            h(1, 'Pilates terapéutico') +
              p(
                `Clases de ${pil.minutes} minutos en grupos de máximo ${pil.groupMax} personas, dirigidas por ${team.pilates.name} en nuestro centro de Benimaclet.`,
              ) +
              `<table class="wixui-table"><tr><th>Frecuencia</th><th>Precio al mes</th></tr><tr><td>1 día por semana</td><td>${euro(pil.once)}</td></tr><tr><td>2 días por semana</td><td>${euro(pil.twice)}</td></tr></table>`,
          ),
        ),
      ]),
      '/preguntas-frecuentes': doc('Preguntas frecuentes', '/preguntas-frecuentes', [
        section(rich(h(1, 'Preguntas frecuentes'))),
        faq([
          ['¿Cómo pido cita?', `Escríbenos por WhatsApp al ${f.whatsapp} (para los dos centros) o llama al centro en su horario.`],
          ['¿Necesito receta médica?', 'No, puedes venir directamente. Si tienes informes o pruebas, tráelos a la primera visita.'],
          ['¿Qué ropa llevo?', 'Ropa cómoda que permita acceder a la zona a tratar.'],
          ['¿Hacéis factura para la mutua?', 'Sí, siempre con el número de colegiado del fisioterapeuta.'],
        ]),
      ]),
    },
    questions: [
      ...[
        { kind: 'price', ask: '¿Cuánto cuesta una sesión de fisioterapia deportiva?', expect: [ses.price] },
        { kind: 'multi-part', ask: 'Nunca he ido a vuestra clínica. ¿Cuánto cuesta la primera visita y cuánto dura?', expect: [first.price, first.minutes] },
        { kind: 'arithmetic', ask: 'Si compro el bono de 10 sesiones, ¿cuánto me ahorro respecto a pagar 10 sesiones sueltas?', expect: [String(10 * Number(ses.price) - Number(f.bono10))] },
        { kind: 'arithmetic', ask: 'con el bono de 5 a cuanto me sale cada sesion?', expect: [perSession(f.bono5, 5)] },
        { kind: 'policy', ask: '¿Los bonos caducan?', expect: [`${f.bonoMonths} meses`] },
        { kind: 'comparison', ask: '¿Cuánto más cara es una sesión de suelo pélvico que una de fisioterapia deportiva?', expect: [String(Number(pel.price) - Number(ses.price))] },
        { kind: 'hours', ask: '¿El centro de Ruzafa abre los sábados? ¿Hasta qué hora?', expect: [rz.satClose] },
        { kind: 'hours', ask: 'Quería pasarme por el centro de Benimaclet a las 3 de la tarde, ¿estaréis abiertos?', expect: [bm.pmOpen] },
        { kind: 'location', ask: '¿Dónde está exactamente el centro de Benimaclet?', expect: [bm.street], reject: [rz.street] },
        { kind: 'location', ask: '¿Qué parada de metro me queda más cerca de la clínica de Ruzafa?', expect: [rz.metro] },
        { kind: 'location', ask: '¿Es fácil aparcar cerca del centro de Benimaclet?', expect: [bm.parkingKey] },
        { kind: 'booking', ask: '¿Cómo puedo pedir cita? ¿Se puede por WhatsApp?', expect: [f.whatsapp] },
        { kind: 'policy', ask: '¿Con qué mutuas trabajáis?', expect: mutuas },
        { kind: 'follow-up', ask: '¿Y si la mía no está en la lista?', after: ['¿Con qué mutuas trabajáis?'], expect: ['reembolso'] },
        { kind: 'multi-part', ask: 'Di a luz hace tres meses y me han recomendado rehabilitación de suelo pélvico. ¿Quién lo lleva y en qué centro?', expect: [team.pelvic.name, 'Ruzafa'] },
        { kind: 'follow-up', ask: '¿y cuánto dura la sesión y qué precio tiene?', after: ['Di a luz hace tres meses y me han recomendado rehabilitación de suelo pélvico. ¿Quién lo lleva y en qué centro?'], expect: [pel.minutes, pel.price] },
        { kind: 'product', ask: 'hacéis punción seca? cuanto cuesta', expect: [dn.price] },
        { kind: 'team', ask: 'Estoy preparando el maratón de Valencia y tengo molestias en la rodilla. ¿Tenéis algún fisio especializado en corredores?', expect: [team.runners.name], reject: [team.pelvic.name] },
        { kind: 'multi-part', ask: 'Me interesa el pilates terapéutico. ¿Cuántas personas hay por grupo y cuánto cuesta ir dos días a la semana?', expect: [`${pil.groupMax} personas`, pil.twice], reject: [euro(pil.once)] },
        { kind: 'follow-up', ask: '¿Y eso en qué centro es?', after: ['Me interesa el pilates terapéutico. ¿Cuántas personas hay por grupo y cuánto cuesta ir dos días a la semana?'], expect: ['Benimaclet'] },
        { kind: 'policy', ask: 'Tengo cita mañana por la tarde pero me ha surgido un imprevisto. ¿Puedo anularla sin pagar?', expect: [`${f.cancelHours} horas`] },
      ].map(spanish),
      askedIn('ca')({ kind: 'team', ask: 'Hi ha algun fisioterapeuta que parle valencià?', expect: [team.sport.name, team.pilates.name] }),
      { kind: 'comparison', ask: 'I finish work at 8pm. Which of your two clinics is still open after that on weekdays?', expect: ['Ruzafa', rz.weekdayClose] },
      { kind: 'contact', ask: "What's the phone number for the Ruzafa clinic?", expect: [rz.phone], reject: [bm.phone] },
      { kind: 'team', ask: 'Is there an English-speaking physio at the Benimaclet clinic?', expect: [team.runners.name], reject: [team.pelvic.name] },
      ...unanswerable(
        '¿Hacéis osteopatía?',
        '¿Podéis venir a casa? Mi madre no puede desplazarse',
        '¿Tenéis descuento para estudiantes?',
        '¿El centro de Ruzafa está adaptado para silla de ruedas?',
      ).map(spanish),
      ...unanswerable('Do you offer shockwave therapy?'),
    ],
  };
}
