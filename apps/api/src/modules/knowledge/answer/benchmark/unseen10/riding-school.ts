import type { BenchSite } from '../types';
import { unanswerable } from '../types';
import { jsonLd } from '../unseen/markup';
import { askedIn, phoneLink, slugOf } from '../unseen2/markup';
import type facts from './riding-school.facts.json';

/**
 * Unseen: a riding school and stables in the hills west of Siena on WordPress with Elementor Pro in
 * Italian (`lang="it-IT"`): the iubenda cookie banner, an Elementor theme-builder header whose
 * nav-menu widget holds the menu twice (the horizontal menu and the dropdown copy for phones),
 * every page built of elementor-section / elementor-column / elementor-widget-wrap blocks nested
 * five deep, the lessons and pony rides as Elementor price-list widgets ("€ 38", the length in the
 * title or the description), the treks as call-to-action boxes with duration and level, the summer
 * camp weeks as a table in a text-editor widget, the team as image boxes, the FAQ (what to wear,
 * bad weather, cancelling) as an accordion whose answers sit in the DOM, the Click-to-Chat WhatsApp
 * button, a Yoast JSON-LD graph and an Elementor footer with the P.IVA.
 *
 * The facts the pages are written from, as written and mutated, are data in riding-school.facts.json.
 * Children in `pony.kids.ages` take the pony group lesson, horse lessons start at `lessons.horseAge`;
 * the 1-hour ride is for beginners at walk, the treks need trot and `trek.minAge`. Opening hours
 * differ by season (summer split morning/evening, winter afternoons and weekend days), closed on
 * Mondays. The FISE card is needed after the trial lessons (adult and under-18 prices differ); rides
 * and treks only need the daily card. `team.kids` speaks French, `team.guide` German and English,
 * the owner English. Today is late January 2027.
 */
export type RidingSchoolFacts = typeof facts.original;

export function ridingSchool(f: RidingSchoolFacts): BenchSite {
  const { lessons: ls, pony, trek, camp, fise, summer: su, winter: wi, team: t, bus } = f;
  const italian = askedIn('it');
  const tel = phoneLink('39');
  const site = `https://www.${f.domain}.example`;
  const uploads = `${site}/wp-content/uploads/2024/03`;
  const menu = Object.entries({
    '/': 'Home',
    '/lezioni-e-prezzi/': 'Lezioni e prezzi',
    '/passeggiate-e-trekking/': 'Passeggiate e trekking',
    '/campo-estivo-2027/': 'Campo estivo 2027',
    '/chi-siamo/': 'Chi siamo',
    '/info-e-contatti/': 'Info e contatti',
  });
  const firstRide = 'Buongiorno, mia figlia ha 9 anni e non è mai salita su un cavallo 😅 può iniziare da voi? quanto costa?';
  let seed = 0x2b7c41;
  const eid = () => (seed = (seed * 31 + 0x9e3) % 0xfffffff).toString(16).padStart(7, '0');

  const widget = (type: string, inner: string) =>
    `<div class="elementor-element elementor-element-${eid()} elementor-widget elementor-widget-${type}" data-element_type="widget" data-widget_type="${type}.default"><div class="elementor-widget-container">${inner}</div></div>`;
  const heading = (text: string, tag = 'h2') => widget('heading', `<${tag} class="elementor-heading-title elementor-size-default">${text}</${tag}>`);
  const editor = (html: string) => widget('text-editor', html);
  const column = (size: number, widgets: string[]) =>
    `<div class="elementor-column elementor-col-${size} elementor-top-column elementor-element elementor-element-${eid()}" data-element_type="column"><div class="elementor-widget-wrap elementor-element-populated">${widgets.join('')}</div></div>`;
  const section = (...columns: string[][]) =>
    `<section class="elementor-section elementor-top-section elementor-element elementor-element-${eid()} elementor-section-boxed elementor-section-height-default elementor-section-height-default" data-element_type="section"><div class="elementor-container elementor-column-gap-default">${columns.map((c) => column(Math.round(100 / columns.length), c)).join('')}</div></section>`;
  const priceList = (items: [string, string, string][]) =>
    widget(
      'price-list',
      `<ul class="elementor-price-list">${items
        .map(
          ([title, price, about]) =>
            `<li class="elementor-price-list-item"><div class="elementor-price-list-text"><div class="elementor-price-list-header"><span class="elementor-price-list-title">${title}</span><span class="elementor-price-list-separator"></span><span class="elementor-price-list-price">${price}</span></div><p class="elementor-price-list-description">${about}</p></div></li>`,
        )
        .join('')}</ul>`,
    );
  const accordion = (items: [string, string][]) => {
    const base = parseInt(eid(), 16) % 9000;
    return widget(
      'accordion',
      `<div class="elementor-accordion">${items
        .map(
          ([q, a], i) =>
            `<div class="elementor-accordion-item"><div id="elementor-tab-title-${base + i}" class="elementor-tab-title" data-tab="${i + 1}" role="button" aria-controls="elementor-tab-content-${base + i}" aria-expanded="false"><span class="elementor-accordion-icon elementor-accordion-icon-right" aria-hidden="true"><span class="elementor-accordion-icon-closed"><i class="fas fa-plus"></i></span><span class="elementor-accordion-icon-opened"><i class="fas fa-minus"></i></span></span><a class="elementor-accordion-title" tabindex="0">${q}</a></div><div id="elementor-tab-content-${base + i}" class="elementor-tab-content elementor-clearfix" data-tab="${i + 1}" role="region" aria-labelledby="elementor-tab-title-${base + i}"><p>${a}</p></div></div>`,
        )
        .join('')}</div>`,
    );
  };
  const cta = (title: string, meta: string, body: string, price: string) =>
    widget(
      'call-to-action',
      `<div class="elementor-cta"><div class="elementor-cta__bg-wrapper"><div class="elementor-cta__bg elementor-bg" style="background-image:url(${uploads}/${slugOf(title).replace(/^-|-$/g, '')}.jpg)"></div></div><div class="elementor-cta__content"><h3 class="elementor-cta__title elementor-cta__content-item elementor-content-item">${title}</h3><div class="elementor-cta__description elementor-cta__content-item elementor-content-item"><p><strong>${meta}</strong></p><p>${body}</p></div><div class="elementor-cta__button-wrapper elementor-cta__content-item elementor-content-item"><a class="elementor-cta__button elementor-button elementor-size-sm" href="/info-e-contatti/#prenota">Prenota · € ${price} a persona</a></div></div></div>`,
    );
  const person = (name: string, role: string, bio: string) =>
    widget(
      'image-box',
      `<div class="elementor-image-box-wrapper"><figure class="elementor-image-box-img"><img decoding="async" width="600" height="600" src="${uploads}/${slugOf(name).replace(/^-|-$/g, '')}-600x600.jpg" class="attachment-full size-full" alt="${name}"></figure><div class="elementor-image-box-content"><h3 class="elementor-image-box-title">${name}</h3><p class="elementor-image-box-description"><em>${role}</em><br>${bio}</p></div></div>`,
    );
  const navMenu = (path: string, cls: string) =>
    `<ul id="menu-${cls}-${eid()}" class="elementor-nav-menu${cls === 'main' ? '' : ' sm-vertical'}">${menu
      .map(([href, label], i) => {
        const current = href === path ? ' current-menu-item current_page_item' : '';
        return `<li class="menu-item menu-item-type-post_type menu-item-object-page${current} menu-item-${208 + i}"><a href="${site}${href}" class="elementor-item${current ? ' elementor-item-active' : ''}"${cls === 'main' ? '' : ' tabindex="-1"'}>${label}</a></li>`;
      })
      .join('')}</ul>`;

  const hoursSummer = `(${su.from} – ${su.to}): da martedì a domenica dalle ${su.amOpen} alle ${su.amClose} e dalle ${su.pmOpen} alle ${su.pmClose}`;
  const hoursWinter = `(${wi.from} – ${wi.to}): da martedì a venerdì dalle ${wi.wdOpen} alle ${wi.wdClose}, sabato e domenica dalle ${wi.weOpen} alle ${wi.weClose}`;
  const yoast = jsonLd({
    '@context': 'https://schema.org',
    '@graph': [
      { '@type': 'WebSite', '@id': `${site}/#website`, url: `${site}/`, name: f.business, inLanguage: 'it-IT' },
      {
        '@type': ['Organization', 'SportsActivityLocation'],
        '@id': `${site}/#organization`,
        name: f.business,
        url: `${site}/`,
        telephone: tel(f.phone),
        email: f.email,
        address: { '@type': 'PostalAddress', streetAddress: f.street, addressLocality: f.town, postalCode: f.postcode, addressRegion: 'SI', addressCountry: 'IT' },
        logo: `${uploads}/logo-${f.domain}.png`,
      },
    ],
  });
  const themePart = (location: 'header' | 'footer', id: number, inner: string) =>
    `<div data-elementor-type="${location}" data-elementor-id="${id}" class="elementor elementor-${id} elementor-location-${location}" data-elementor-post-type="elementor_library">${inner}</div>`;
  const header = (path: string) =>
    themePart(
      'header',
      45,
      section(
        [widget('theme-site-logo', `<a href="${site}/"><img width="240" height="80" src="${uploads}/logo-${f.domain}.png" alt="${f.business}"></a>`)],
        [
          widget(
            'nav-menu',
            `<nav aria-label="Menu" class="elementor-nav-menu--main elementor-nav-menu__container elementor-nav-menu--layout-horizontal e--pointer-underline e--animation-fade">${navMenu(path, 'main')}</nav><div class="elementor-menu-toggle" role="button" tabindex="0" aria-label="Apri/chiudi menu" aria-expanded="false"><i aria-hidden="true" class="eicon-menu-bar"></i></div><nav class="elementor-nav-menu--dropdown elementor-nav-menu__container" aria-hidden="true">${navMenu(path, 'dropdown')}</nav>`,
          ),
        ],
      ),
    );
  const footer = themePart(
    'footer',
    112,
    section(
      [heading(f.business, 'h4'), editor(`<p>${f.street}, ${f.frazione}<br>${f.postcode} ${f.town} (SI)</p><p>Centro affiliato FISE · P.IVA ${f.piva}</p>`)],
      [heading('Contatti', 'h4'), editor(`<p>Tel. <a href="tel:${tel(f.phone)}">${f.phone}</a><br>WhatsApp ${f.mobile}<br><a href="mailto:${f.email}">${f.email}</a></p>`)],
      [heading('Seguici', 'h4'), editor(`<p><a href="https://www.instagram.com/${f.domain}">Instagram</a> · <a href="https://www.facebook.com/${f.domain}">Facebook</a></p><p>© 2027 ${f.short} · <a href="/privacy-policy/">Privacy</a> · <a href="/cookie-policy/">Cookie</a></p>`)],
    ),
  );
  const page = (title: string, path: string, id: number, sections: string[]) => `<!DOCTYPE html>
<html lang="it-IT">
<head>
<meta charset="UTF-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title} - ${f.business}</title>
<meta name="description" content="Scuola di equitazione e pony a ${f.town}, a ${f.km} km da Siena: lezioni per bambini e adulti, passeggiate e trekking a cavallo, campo estivo.">
<link rel="canonical" href="${site}${path}">
<!-- This site is optimized with the Yoast SEO plugin v23.4 - https://yoast.com/wordpress/plugins/seo/ -->
${yoast}
<!-- / Yoast SEO plugin. -->
<link rel='stylesheet' id='elementor-frontend-css' href='${site}/wp-content/plugins/elementor/assets/css/frontend.min.css?ver=3.24.3' media='all'>
<link rel='stylesheet' id='elementor-post-${id}-css' href='${site}/wp-content/uploads/elementor/css/post-${id}.css?ver=1727112201' media='all'>
<script type="text/javascript">var _iub = _iub || []; _iub.csConfiguration = {"siteId":3281947,"cookiePolicyId":71902334,"lang":"it","banner":{"position":"float-bottom-center","acceptButtonDisplay":true,"rejectButtonDisplay":true}};</script>
<script type="text/javascript" src="//cdn.iubenda.example/cs/iubenda_cs.js" charset="UTF-8" async></script>
</head>
<body class="page-template-default page page-id-${id} wp-custom-logo elementor-default elementor-kit-6 elementor-page elementor-page-${id}">
<a class="skip-link screen-reader-text" href="#content">Vai al contenuto</a>
${header(path)}
<main id="content" class="site-main post-${id} page type-page status-publish hentry"><div class="page-content"><div data-elementor-type="wp-page" data-elementor-id="${id}" class="elementor elementor-${id}" data-elementor-post-type="page">
${sections.join('\n')}
</div></div></main>
${footer}
<div class="ht-ctc ht-ctc-chat ctc-analytics ctc_wp_desktop style-2" id="ht-ctc-chat" style="display:none;position:fixed;bottom:15px;right:15px"><div class="ht_ctc_style ht_ctc_chat_style"><div class="ctc_s_2"><p class="ctc-analytics ctc_cta ctc_cta_stick ht-ctc-cta">Scrivici su WhatsApp</p></div></div></div>
<span class="ht_ctc_chat_data" data-no_number="" data-settings="{&quot;number&quot;:&quot;39${f.mobile.replace(/\s/g, '')}&quot;,&quot;pre_filled&quot;:&quot;Ciao! Vorrei informazioni&quot;}"></span>
<div id="iubenda-cs-banner" class="iubenda-cs-default-floating iubenda-cs-bottom iubenda-cs-center" role="alertdialog" aria-labelledby="iubenda-cs-title" aria-describedby="iubenda-cs-paragraph"><div class="iubenda-cs-container"><div class="iubenda-cs-content"><div class="iubenda-cs-rationale"><div class="iubenda-banner-content" role="document"><div id="iubenda-cs-title">Informativa</div><div id="iubenda-cs-paragraph"><p class="iub-p">Noi e terze parti selezionate utilizziamo cookie o tecnologie simili per finalità tecniche e, con il tuo consenso, anche per altre finalità come specificato nella <a href="/cookie-policy/" class="iubenda-cs-cookie-policy-lnk">cookie policy</a>.</p></div></div><div class="iubenda-cs-opt-group" role="group"><button class="iubenda-cs-customize-btn">Scopri di più e personalizza</button><button class="iubenda-cs-reject-btn iubenda-cs-btn-primary">Rifiuta</button><button class="iubenda-cs-accept-btn iubenda-cs-btn-primary">Accetta</button></div></div></div></div></div>
<script src="${site}/wp-content/plugins/elementor-pro/assets/js/frontend.min.js?ver=3.24.2" id="elementor-pro-frontend-js"></script>
<script src="${site}/wp-content/plugins/elementor/assets/js/frontend.min.js?ver=3.24.3" id="elementor-frontend-js"></script>
</body>
</html>`;

  return {
    name: 'riding school (it)',
    pages: {
      '/': page('Scuola di equitazione vicino a Siena', '/', 12, [
        section([
          heading('Equitazione nel cuore delle colline senesi', 'h1'),
          editor(
            `<p>Dal ${f.founded} accogliamo bambini e adulti a ${f.frazione}, a soli ${f.km} km da Siena: scuola pony, lezioni di equitazione, passeggiate e trekking nella Montagnola Senese con i nostri ${f.horses.horses} cavalli e ${f.horses.ponies} pony.</p>`,
          ),
          widget('button', `<div class="elementor-button-wrapper"><a class="elementor-button elementor-button-link elementor-size-md" href="/info-e-contatti/#prenota"><span class="elementor-button-text">Prenota una lezione di prova</span></a></div>`),
        ]),
        section(
          [heading('Scuola pony', 'h3'), editor(`<p>Giri in pony per i più piccoli e lezioni di gruppo per bambini ${pony.kids.ages}.</p>`)],
          [heading('Lezioni', 'h3'), editor('<p>Dal principiante al salto ostacoli, in piccoli gruppi o lezione privata.</p>')],
          [heading('Trekking', 'h3'), editor(`<p>Boschi di lecci, uliveti e castelli: dalla passeggiata di ${trek.short.hours} alla giornata intera.</p>`)],
        ),
        section(
          [
            heading('Orari', 'h3'),
            widget(
              'icon-list',
              `<ul class="elementor-icon-list-items"><li class="elementor-icon-list-item"><span class="elementor-icon-list-icon"><i aria-hidden="true" class="far fa-sun"></i></span><span class="elementor-icon-list-text">Orario estivo ${hoursSummer}</span></li><li class="elementor-icon-list-item"><span class="elementor-icon-list-icon"><i aria-hidden="true" class="far fa-snowflake"></i></span><span class="elementor-icon-list-text">Orario invernale ${hoursWinter}</span></li><li class="elementor-icon-list-item"><span class="elementor-icon-list-text">Lunedì chiuso (giorno di riposo dei cavalli)</span></li></ul>`,
            ),
          ],
          [
            widget(
              'testimonial',
              `<div class="elementor-testimonial-wrapper"><div class="elementor-testimonial-content">«Nostro figlio aveva paura dei cavalli, dopo un mese di scuola pony non vede l'ora che arrivi il sabato. Istruttori pazienti e ambiente familiare.»</div><div class="elementor-testimonial-meta"><div class="elementor-testimonial-name">Chiara M.</div><div class="elementor-testimonial-job">mamma di Pietro</div></div></div>`,
            ),
          ],
        ),
      ]),
      '/lezioni-e-prezzi/': page('Lezioni e prezzi', '/lezioni-e-prezzi/', 21, [
        section([heading('Lezioni e prezzi 2027', 'h1'), editor(`<p>Tutte le lezioni sono tenute da istruttori federali FISE, in gruppi di massimo ${ls.maxGroup} allievi dello stesso livello.</p>`)]),
        section(
          [
            heading('Scuola pony', 'h2'),
            priceList([
              ['Giro in pony condotto a mano', `€ ${pony.small.price}`, `Per i più piccoli ${pony.small.ages}: ${pony.small.min} minuti in sella, il pony è condotto a mano da un istruttore. I genitori guardano da bordo campo.`],
              ['Lezione pony in gruppo', `€ ${pony.kids.price}`, `Per bambini ${pony.kids.ages}, lezione di ${pony.kids.min} minuti: pulizia del pony, passo, trotto e giochi a cavallo.`],
            ]),
          ],
          [
            heading(`Lezioni a cavallo (da ${ls.horseAge} anni in su)`, 'h2'),
            priceList([
              [`Lezione collettiva ${ls.groupMin} minuti`, `€ ${ls.group}`, 'In campo o in maneggio coperto, per tutti i livelli.'],
              [`Lezione privata ${ls.privateMin} minuti`, `€ ${ls.private}`, 'Un istruttore solo per te: ideale per adulti principianti o per preparare un concorso.'],
              ['Carnet 10 lezioni collettive', `€ ${ls.card}`, `Nominativo, valido ${ls.cardMonths} mesi dalla data di acquisto.`],
            ]),
          ],
        ),
        section([
          heading('Tessera FISE e assicurazione', 'h3'),
          editor(
            `<p>Per montare regolarmente è obbligatoria la tessera FISE (patente A), che comprende l'assicurazione infortuni: <strong>€ ${fise.adult}</strong> per gli adulti, <strong>€ ${fise.minor}</strong> per i minori di 18 anni, valida fino al 31 dicembre. Per le lezioni di prova (al massimo ${fise.trial}) la tessera non serve: siete coperti dalla nostra assicurazione.</p><p>Per passeggiate e trekking basta la tessera giornaliera FISE (€ ${fise.daily}), che aggiungiamo noi alla prenotazione.</p>`,
          ),
          heading('Età e peso', 'h3'),
          editor(
            `<p>Giro in pony ${pony.small.ages}, lezione pony ${pony.kids.ages}, lezioni a cavallo a partire da ${ls.horseAge} anni (anche adulti che non sono mai saliti a cavallo). Per il benessere dei nostri cavalli il peso massimo del cavaliere è di ${trek.maxKg} kg.</p><p>Pagamento in contanti, bancomat, carta di credito o Satispay.</p>`,
          ),
        ]),
      ]),
      '/passeggiate-e-trekking/': page('Passeggiate e trekking a cavallo', '/passeggiate-e-trekking/', 27, [
        section([heading('Passeggiate e trekking a cavallo', 'h1'), editor('<p>Scoprite la Montagnola Senese al ritmo del cavallo: sentieri tra i lecci, uliveti, pievi e castelli.</p>')]),
        section(
          [cta(trek.short.name, `Durata: ${trek.short.hours} · per principianti`, 'Adatta anche a chi non è mai salito a cavallo: si va sempre al passo, con la guida accanto.', trek.short.price)],
          [cta(trek.half.name, `Durata: ${trek.half.hours} · livello intermedio`, 'Bisogna saper stare in sella al trotto. Sosta con merenda al fontanile.', trek.half.price)],
          [cta(trek.day.name, `Durata: ${trek.day.hours} · cavalieri esperti`, `Trotto e galoppo su strade bianche fino al castello, ${trek.day.lunch}.`, trek.day.price)],
        ),
        section([
          heading('Da sapere', 'h3'),
          editor(
            `<ul><li>La passeggiata è aperta a partire da ${ls.horseAge} anni; per i trekking l'età minima è ${trek.minAge} anni.</li><li>Peso massimo del cavaliere: ${trek.maxKg} kg.</li><li>Gruppi di massimo ${trek.maxRiders} cavalieri, sempre con una guida equestre.</li><li>Tessera giornaliera FISE obbligatoria (€ ${fise.daily}), la facciamo noi.</li></ul>`,
          ),
        ]),
      ]),
      '/campo-estivo-2027/': page('Campo estivo 2027', '/campo-estivo-2027/', 33, [
        section([
          heading('Campo estivo a cavallo 2027', 'h1'),
          editor(
            `<p>Una settimana con i cavalli per ragazzi ${camp.ages}, da lunedì a venerdì dalle ${camp.start} alle ${camp.end}: due ore di monta al giorno, cura dei cavalli, giochi e piscina. Pranzo e merenda compresi.</p><p><strong>€ ${camp.price} a settimana.</strong> Sconto di € ${camp.sibling} a settimana per il secondo fratello o sorella. Per iscriversi si versa un acconto di € ${camp.deposit}.</p>`,
          ),
          editor(
            `<table class="campo-settimane"><thead><tr><th>Settimana</th><th>Inizio (lunedì)</th><th>Fine (venerdì)</th><th>Posti</th></tr></thead><tbody>${camp.weeks
              .map((w, i) => `<tr><td>${i + 1}ª settimana</td><td>${w.from}</td><td>${w.to}</td><td>${w.places}</td></tr>`)
              .join('')}</tbody></table><p><em>Nelle settimane che non sono in tabella il campo non si svolge. Ultimi posti? Chiamateci o scriveteci su WhatsApp.</em></p>`,
          ),
        ]),
      ]),
      '/chi-siamo/': page('Chi siamo', '/chi-siamo/', 39, [
        section([heading('Chi siamo', 'h1'), editor(`<p>Una scuola a conduzione familiare, nata nel ${f.founded} nella vecchia colonica di ${f.frazione}.</p>`)]),
        section(
          [person(t.owner.name, t.owner.role, 'Insegna salto ostacoli e prepara gli allievi ai concorsi. Parla italiano e inglese.')],
          [person(t.kids.name, t.kids.role, 'Segue la scuola pony e il dressage di base, con tanta pazienza. Parla italiano e francese.')],
          [person(t.guide.name, t.guide.role, `Accompagna le passeggiate e i trekking. Originaria ${t.guide.from}, parla tedesco, inglese e italiano.`)],
        ),
      ]),
      '/info-e-contatti/': page('Info e contatti', '/info-e-contatti/', 44, [
        section(
          [
            heading('Info utili', 'h1'),
            heading('Orari di apertura', 'h3'),
            editor(`<p><strong>Estate</strong> ${hoursSummer}.</p><p><strong>Inverno</strong> ${hoursWinter}.</p><p>Il lunedì il centro è chiuso.</p>`),
            accordion([
              [
                'Cosa devo indossare per la prima lezione?',
                `Pantaloni lunghi comodi (vanno bene leggings o jeans elasticizzati) e scarpe chiuse con un piccolo tacco o stivaletti: niente scarpe da ginnastica né sandali. Il casco omologato è obbligatorio: se non lo avete ve lo diamo ${f.helmet}. Per il salto il corpetto protettivo è obbligatorio sotto i 14 anni.`,
              ],
              [
                'E se piove?',
                `Le lezioni si fanno lo stesso nel campo coperto. Passeggiate e trekking si annullano con pioggia forte o temporale: decidiamo entro le ore ${f.weatherHour} del giorno stesso e vi avvisiamo con un messaggio WhatsApp. Potete spostare l'uscita o avere il rimborso completo.`,
              ],
              ['Come si disdice una lezione?', `Gratis fino a ${f.cancelHours} ore prima, per telefono o WhatsApp. Dopo, la lezione viene addebitata o scalata dal carnet.`],
              ['I genitori possono guardare?', 'Certo, da bordo campo o dalla terrazza del bar del circolo.'],
            ]),
          ],
          [
            heading('Come arrivare', 'h3'),
            editor(
              `<p><strong>In auto:</strong> da Siena prendete ${f.road} per ${f.km} km fino a ${f.frazione}, poi seguite i cartelli «Centro Ippico» (ultimi 800 metri di strada bianca).</p><p><strong>In autobus:</strong> linea ${bus.line} di Autolinee Toscane da Siena (piazza Gramsci), fermata ${bus.stop}, poi ${bus.walk} minuti a piedi.</p><p><strong>Parcheggio</strong> gratuito all'interno del centro, ${f.parking} posti, anche per camper e van.</p>`,
            ),
            heading('Contatti', 'h3'),
            editor(`<p>${f.street}, ${f.postcode} ${f.frazione} di ${f.town} (SI)<br>Telefono ${f.phone} · WhatsApp ${f.mobile}<br>${f.email}</p>`),
            widget(
              'form',
              `<form class="elementor-form" method="post" name="Prenota" id="prenota"><div class="elementor-form-fields-wrapper elementor-labels-above"><div class="elementor-field-type-text elementor-field-group"><label for="form-field-name" class="elementor-field-label">Nome</label><input size="1" type="text" name="form_fields[name]" id="form-field-name" class="elementor-field elementor-size-sm"></div><div class="elementor-field-type-email elementor-field-group"><label for="form-field-email" class="elementor-field-label">Email</label><input size="1" type="email" name="form_fields[email]" id="form-field-email" class="elementor-field elementor-size-sm" required="required"></div><div class="elementor-field-type-textarea elementor-field-group"><label for="form-field-message" class="elementor-field-label">Messaggio (età ed esperienza del cavaliere)</label><textarea class="elementor-field elementor-size-sm" name="form_fields[message]" id="form-field-message" rows="4"></textarea></div><div class="elementor-field-group elementor-field-type-submit"><button type="submit" class="elementor-button elementor-size-sm"><span class="elementor-button-text">Invia richiesta</span></button></div></div></form>`,
            ),
          ],
        ),
      ]),
    },
    questions: [
      ...[
        { kind: 'age', ask: firstRide, expect: [pony.kids.price] },
        { kind: 'follow-up', ask: 'e quanto dura la lezione?', after: [firstRide], expect: [`${pony.kids.min} minuti`] },
        {
          kind: 'comparison',
          ask: 'conviene prendere il carnet da 10 lezioni invece di pagare ogni volta la lezione di gruppo? quanto si risparmia in tutto?',
          expect: [ls.card, ls.group],
        },
        { kind: 'hours', ask: 'Ad agosto a che ora aprite la mattina? Vorrei montare presto prima che faccia troppo caldo', expect: [su.amOpen] },
        { kind: 'hours', ask: 'Un sabato di novembre fino a che ora si può venire a cavalcare?', expect: [wi.weClose], reject: [su.pmClose] },
        { kind: 'yesno', ask: "Peso 98 kg, posso fare anch'io la passeggiata o c'è un limite di peso?", expect: [`${trek.maxKg} kg`] },
        {
          kind: 'total',
          ask: 'Io e mio marito sappiamo già trottare. Il trekking di mezza giornata quanto dura e quanto spendiamo in due?',
          expect: [trek.half.hours, trek.half.price],
        },
        { kind: 'date', ask: 'Quando comincia la prima settimana del campo estivo quest’anno? e l’ultima?', expect: [camp.weeks[0]!.from, camp.weeks[5]!.from] },
        { kind: 'price', ask: 'Quanto costa una settimana di campo estivo? iscriverei i miei due gemelli, fate uno sconto?', expect: [camp.price, camp.sibling] },
        { kind: 'policy', ask: 'Se domenica piove la passeggiata che abbiamo prenotato si fa lo stesso? come faccio a sapere se è annullata?', expect: [f.weatherHour] },
        { kind: 'policy', ask: 'per la prima lezione ho solo scarpe da ginnastica, vanno bene? cosa mi devo mettere?', expect: ['tacco'] },
        { kind: 'location', ask: "Arrivo da Siena senza macchina, c'è un autobus che arriva vicino a voi?", expect: [bus.line] },
        ...unanswerable('Fate anche ippoterapia per bambini con disabilità? Mio figlio ha un ritardo motorio', 'Si può festeggiare un compleanno da voi con giro in pony per tutti i bambini?'),
      ].map(italian),
      {
        kind: 'price',
        ask: "Hi! We're renting a villa near Siena in July. My husband and I rode a bit years ago and can still trot - could we do a half-day trek? What's the price per person?",
        expect: [trek.half.price],
      },
      { kind: 'price', ask: 'My son is 4, is that too young for a pony ride? How much is it?', expect: [pony.small.price], reject: [pony.kids.price] },
      { kind: 'hours', ask: "what are your opening hours on a weekday in October? I finish work at 5", expect: [wi.wdClose], reject: [su.pmClose] },
      { kind: 'person', ask: 'Is there an instructor who teaches show jumping? I need lessons in English', expect: [t.owner.first] },
      { kind: 'comparison', ask: 'How much is a private lesson compared to a group lesson?', expect: [ls.private, ls.group] },
      { kind: 'policy', ask: 'My daughter is 11 and wants to come on the half-day trek with us, is she old enough?', expect: [trek.minAge] },
      { kind: 'price', ask: "I'm 16 and ride at home in the UK. Do I need that FISE card to have regular lessons with you, and how much is it?", expect: [fise.minor], reject: [fise.adult] },
      ...unanswerable('Can I buy a gift voucher for a trek? It would be a birthday present for my wife'),
      askedIn('de')({
        kind: 'person',
        ask: 'Wir kommen im August aus München in die Toskana. Gibt es bei euch jemanden, der Deutsch spricht? Unsere Kinder können kein Italienisch.',
        expect: [t.guide.first],
      }),
      askedIn('de')({ kind: 'price', ask: 'Was kostet der Tagesausritt mit Mittagessen?', expect: [trek.day.price] }),
      ...unanswerable('Kann man bei euch auch übernachten? Habt ihr Zimmer oder eine Ferienwohnung?').map(askedIn('de')),
      askedIn('fr')({
        kind: 'person',
        ask: "Bonjour, ma fille de 7 ans ne parle que français. Qui s'occupe des cours de poney, et est-ce que cette personne parle français ?",
        expect: [t.kids.first],
      }),
      ...unanswerable('Je voudrais mettre mon propre cheval en pension chez vous pour l’été, c’est possible et à quel prix ?').map(askedIn('fr')),
      askedIn('es')({ kind: 'policy', ask: 'Hola, tengo clase mañana pero no puedo ir. ¿Con cuánta antelación tengo que avisar para que no me la cobren?', expect: [f.cancelHours] }),
      askedIn('ja')({ kind: 'price', ask: '乗馬は初めてです。初心者向けの短い散歩コースはいくらですか？', expect: [trek.short.price] }),
      askedIn('zh-Hans')({ kind: 'price', ask: '请问10次课的套票多少钱？', expect: [ls.card] }),
    ],
  };
}
