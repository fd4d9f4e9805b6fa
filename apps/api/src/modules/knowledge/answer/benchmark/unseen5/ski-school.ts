import type { BenchSite } from '../types';
import { unanswerable } from '../types';
import { jsonLd } from '../unseen/markup';
import { askedIn, phoneLink, slugOf } from '../unseen2/markup';
import type facts from './ski-school.facts.json';

/**
 * Unseen: an Italian ski and snowboard school in Selva di Val Gardena, on WordPress with Elementor
 * Pro in Italian (`lang="it-IT"`): widget wrappers around every block, the nav menu twice (the main
 * bar and the dropdown for phones), an iubenda cookie banner, a WPML language switcher, price-table
 * widgets for the group courses, a plain table for the season calendar, image boxes for the
 * instructors and an accordion for the FAQ. The e-mail address is only in the JSON-LD block; the
 * phone and the ways to pay only in the footer. Lunch is not part of the kids' course (it can be
 * added); lessons missed through illness are refunded only with the school's insurance; lessons
 * lost to closed lifts are made up.
 *
 * The facts the pages are written from, as written and mutated, are data in ski-school.facts.json.
 * `instructors.kids` teaches the little ones and speaks `instructors.kids.other`; `instructors.board`
 * teaches snowboard and speaks `otherEn` (in English); `freeride` leads off-piste. The Christmas
 * week comes first, then the torchlight descent, the race and the carnival. Today is early December
 * 2026.
 */
export type SkiSchoolFacts = typeof facts.original;
type Course = SkiSchoolFacts['courses']['adult'];

export function skiSchool(f: SkiSchoolFacts): BenchSite {
  const { courses: c, private: p, events: e, rental: r, instructors: t, office: o } = f;
  const italian = askedIn('it');
  const tel = phoneLink('39');
  const eur = (amount: string) => `€ ${amount}`;
  const nav: [string, string][] = [
    ['/', 'Home'],
    ['/corsi-collettivi', 'Corsi collettivi'],
    ['/lezioni-private', 'Lezioni private'],
    ['/calendario', 'Calendario'],
    ['/maestri', 'I nostri maestri'],
    ['/noleggio', 'Noleggio'],
    ['/info', 'Info & FAQ'],
  ];
  let widgetId = 0x3fa1;
  const widget = (type: string, inner: string) => {
    widgetId += 0x13;
    return `<div class="elementor-element elementor-element-${widgetId.toString(16)} elementor-widget elementor-widget-${type}" data-id="${widgetId.toString(16)}" data-element_type="widget" data-widget_type="${type}.default"><div class="elementor-widget-container">${inner}</div></div>`;
  };
  const navMenu = (where: 'main' | 'dropdown', n: number) =>
    `<nav class="elementor-nav-menu--${where} elementor-nav-menu__container"${where === 'dropdown' ? ' aria-hidden="true"' : ''}><ul id="menu-${n}-a41c2e7" class="elementor-nav-menu">${nav.map(([href, label], i) => `<li class="menu-item menu-item-type-post_type menu-item-object-page menu-item-${871 + i}"><a href="${href}" class="elementor-item${where === 'dropdown' ? ' elementor-sub-item' : ''}">${label}</a></li>`).join('')}</ul></nav>`;

  const layout = (title: string, pageId: number, sections: string[], head = '') => `<!DOCTYPE html>
<html lang="it-IT"><head><meta charset="UTF-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title} - ${f.school} | ${f.town}</title><meta name="description" content="Scuola di sci e snowboard a ${f.town}, Val Gardena: corsi collettivi per bambini e adulti, lezioni private, freeride."><link rel="stylesheet" id="elementor-frontend-css" href="/wp-content/plugins/elementor/assets/css/frontend.min.css?ver=3.25.4" media="all">${head}</head>
<body class="page-template-default page page-id-${pageId} wp-custom-logo elementor-default elementor-kit-6 elementor-page elementor-page-${pageId}">
<div id="iubenda-cs-banner" class="iubenda-cs-default-floating iubenda-cs-bottom" role="alertdialog"><div class="iubenda-cs-container"><div class="iubenda-cs-content"><div id="iubenda-cs-paragraph"><p class="iub-p">Noi e terze parti selezionate utilizziamo cookie o tecnologie simili per finalità tecniche e, con il tuo consenso, anche per altre finalità come specificato nella cookie policy. Il rifiuto del consenso può rendere non disponibili le relative funzioni.</p></div><div class="iubenda-cs-opt-group"><button class="iubenda-cs-customize-btn">Scopri di più e personalizza</button><button class="iubenda-cs-reject-btn">Rifiuta</button><button class="iubenda-cs-accept-btn">Accetta</button></div></div></div></div>
<div data-elementor-type="header" data-elementor-id="14" class="elementor elementor-14 elementor-location-header"><div class="elementor-container">${widget('theme-site-logo', `<a href="/"><img src="/wp-content/uploads/2024/09/${slugOf(f.school)}logo.svg" alt="${f.school}"></a>`)}${widget('nav-menu', `${navMenu('main', 1)}<div class="elementor-menu-toggle" role="button" tabindex="0" aria-label="Menu di commutazione" aria-expanded="false">☰</div>${navMenu('dropdown', 2)}`)}${widget('wpml-language-switcher', '<div class="wpml-elementor-ls"><ul><li class="wpml-ls-current-language"><a href="/">IT</a></li><li><a href="/de/">DE</a></li><li><a href="/en/">EN</a></li></ul></div>')}</div></div>
<div data-elementor-type="wp-page" data-elementor-id="${pageId}" class="elementor elementor-${pageId}">${sections.map((inner) => `<div class="elementor-section elementor-top-section elementor-section-boxed"><div class="elementor-container elementor-column-gap-default"><div class="elementor-column elementor-col-100 elementor-top-column"><div class="elementor-widget-wrap elementor-element-populated">${inner}</div></div></div></div>`).join('\n')}</div>
<div data-elementor-type="footer" data-elementor-id="31" class="elementor elementor-31 elementor-location-footer"><div class="elementor-container">${widget('text-editor', `<p><strong>${f.school}</strong><br>${f.street} · ${f.postcode} ${f.town} (BZ)<br>Tel. <a href="tel:${tel(f.phone)}">${f.phone}</a></p>`)}${widget('text-editor', '<p>Pagamenti: contanti, Bancomat, Visa e Mastercard. Non si accettano American Express né assegni.</p>')}${widget('text-editor', `<p>© ${f.founded}–2026 ${f.school} · P.IVA 01234560215 · <a href="/privacy-policy">Privacy</a> · <a href="/cookie-policy">Cookie policy</a></p>`)}</div></div>
</body></html>`;

  const text = (...paragraphs: string[]) => widget('text-editor', paragraphs.map((para) => `<p>${para}</p>`).join(''));
  const heading = (level: 'h1' | 'h2', title: string) => widget('heading', `<${level} class="elementor-heading-title elementor-size-default">${title}</${level}>`);
  const priceTable = (course: Course, ages: string, features: string[]) =>
    widget(
      'price-table',
      `<div class="elementor-price-table"><div class="elementor-price-table__header"><h3 class="elementor-price-table__heading">${course.name}</h3><span class="elementor-price-table__subheading">${ages}</span></div><div class="elementor-price-table__price"><span class="elementor-price-table__currency">€</span><span class="elementor-price-table__integer-part">${course.price}</span><span class="elementor-price-table__period elementor-typo-excluded">${course.days} giorni</span></div><ul class="elementor-price-table__features-list">${[`${course.from} – ${course.to}`, ...features].map((feature) => `<li><div class="elementor-price-table__feature-inner"><i aria-hidden="true" class="fas fa-check"></i><span>${feature}</span></div></li>`).join('')}</ul><div class="elementor-price-table__footer"><a class="elementor-price-table__button elementor-button elementor-size-md" href="/info">Prenota</a></div></div>`,
    );
  const instructor = (who: { name: string; langs: string }, specialty: string, bio: string) =>
    widget(
      'image-box',
      `<div class="elementor-image-box-wrapper"><figure class="elementor-image-box-img"><img width="300" height="300" src="/wp-content/uploads/2025/11/maestro-${slugOf(who.name)}.jpg" alt=""></figure><div class="elementor-image-box-content"><h3 class="elementor-image-box-title">${who.name}</h3><p class="elementor-image-box-description"><strong>${specialty}</strong> · Lingue: italiano, ${who.langs}.<br>${bio}</p></div></div>`,
    );
  let tab = 1840;
  const accordion = (items: [string, string][]) =>
    widget(
      'accordion',
      `<div class="elementor-accordion" role="tablist">${items
        .map(([q, a]) => {
          tab += 1;
          return `<div class="elementor-accordion-item"><div id="elementor-tab-title-${tab}" class="elementor-tab-title" data-tab="${tab}" role="button" aria-controls="elementor-tab-content-${tab}" aria-expanded="false"><span class="elementor-accordion-icon elementor-accordion-icon-left">+</span><a class="elementor-accordion-title" tabindex="0">${q}</a></div><div id="elementor-tab-content-${tab}" class="elementor-tab-content elementor-clearfix" data-tab="${tab}" role="region" aria-labelledby="elementor-tab-title-${tab}"><p>${a}</p></div></div>`;
        })
        .join('')}</div>`,
    );
  const calendarRow = (when: string, what: string, detail: string) => `<tr><td>${when}</td><td><strong>${what}</strong></td><td>${detail}</td></tr>`;

  return {
    name: 'ski school (it)',
    pages: {
      '/': layout(
        'Home',
        9,
        [
          heading('h1', `Sci e snowboard nel cuore della Val Gardena`),
          text(
            `Dal ${f.founded} insegniamo a sciare a grandi e piccoli sulle piste del Sellaronda. Stagione ${f.season.from} 2026 – ${f.season.to} 2027.`,
            `Ritrovo per tutti i corsi alle ore ${f.meetTime} alla partenza della ${f.lift}, accanto alla cassa degli skipass. Cercate la bandiera rossa con il nostro logo!`,
          ),
          widget('call-to-action', `<div class="elementor-cta__content"><h2 class="elementor-cta__title">${e.christmas.name}</h2><div class="elementor-cta__description">Corsi dal ${e.christmas.from} al ${e.christmas.to} ${e.christmas.month}: posti limitati.</div><a class="elementor-cta__button elementor-button" href="/calendario">Scopri il calendario</a></div>`),
        ],
        jsonLd({
          '@context': 'https://schema.org',
          '@type': 'SportsActivityLocation',
          name: f.school,
          email: f.email,
          telephone: tel(f.phone),
          foundingDate: f.founded,
          address: { '@type': 'PostalAddress', streetAddress: f.street, postalCode: f.postcode, addressLocality: f.town, addressRegion: 'BZ', addressCountry: 'IT' },
        }),
      ),
      '/corsi-collettivi': layout('Corsi collettivi', 112, [
        heading('h1', 'Corsi collettivi'),
        text(`Gruppi di massimo 8 allievi divisi per livello, dalla domenica pomeriggio (prova di livello) al venerdì. Ritrovo alla ${f.lift}.`),
        priceTable(c.kids, `Età: da ${c.kids.minAge} anni compiuti a ${c.kids.maxAge} anni`, ['Giardino della neve con tapis roulant', 'Medaglia e attestato']),
        priceTable(c.junior, `${c.junior.minAge}–${c.junior.maxAge} anni`, ['Tutti i livelli, dal primo giorno sugli sci alle gare']),
        priceTable(c.adult, 'dai 15 anni', ['Principianti, intermedi, esperti']),
        priceTable(c.board, `dagli ${c.board.minAge} anni`, ['Corso pomeridiano', 'Principianti e freestyle']),
        text(
          `Il pranzo non è compreso nel ${c.kids.name}. Su richiesta i bambini possono pranzare con i maestri alla Baita Ciampac: ${eur(f.lunchKids)} al giorno, da prenotare in ufficio entro le 9 del mattino.`,
        ),
      ]),
      '/lezioni-private': layout('Lezioni private', 118, [
        heading('h1', 'Lezioni private'),
        text('Sci, snowboard o freeride con un maestro tutto per voi: orario a scelta, anche la prima ora del mattino.'),
        widget(
          'html',
          `<table class="tariffe"><thead><tr><th>Lezione privata</th><th>Prezzo</th></tr></thead><tbody><tr><td>1 ora, 1 persona</td><td>${eur(p.hour)}</td></tr><tr><td>Ogni persona in più (per ora)</td><td>+ ${eur(p.extra)}</td></tr><tr><td>Giornata intera (${p.fullDayHours} ore, fino a 4 persone)</td><td>${eur(p.fullDay)}</td></tr></tbody></table>`,
        ),
        text('Le lezioni private si prenotano in ufficio o per telefono. Per il freeride il maestro fornisce ARTVA, pala e sonda.'),
      ]),
      '/calendario': layout('Calendario', 124, [
        heading('h1', 'Calendario della stagione'),
        widget(
          'html',
          `<table class="calendario"><thead><tr><th>Data</th><th>Evento</th><th>Info</th></tr></thead><tbody>${[
            calendarRow(`${e.christmas.from}–${e.christmas.to} ${e.christmas.month}`, e.christmas.name, `Corso collettivo di 5 mattine, tutte le età: ${eur(e.christmas.price)}`),
            calendarRow(`${e.torch.day} ${e.torch.month}, ore ${e.torch.time}`, e.torch.name, 'Discesa dei maestri con le fiaccole e vin brulé per tutti alla partenza della cabinovia'),
            calendarRow(`${e.race.weekday} ${e.race.day} ${e.race.month}, ore ${e.race.time}`, e.race.name, `Slalom gigante per allievi ed ex allievi, iscrizione ${eur(e.race.fee)} entro il giorno prima`),
            calendarRow(`${e.carnival.weekday} ${e.carnival.day} ${e.carnival.month}, ore ${e.carnival.time}`, e.carnival.name, 'Sfilata in maschera per i bambini dei corsi, con merenda'),
          ].join('')}</tbody></table>`,
        ),
        text(`Le date possono cambiare in base all'innevamento. Aggiornamenti sulla nostra pagina Facebook.`),
      ]),
      '/maestri': layout('I nostri maestri', 131, [
        heading('h1', 'I nostri maestri'),
        text(`Il direttore della scuola è ${t.director.name}, maestro di sci dal ${t.director.since}. Tutti i nostri maestri sono abilitati dal Collegio dei maestri di sci dell'Alto Adige.`),
        instructor(t.freeride, 'Freeride e fuoripista', 'Guida i gruppi fuori pista sul Sassolungo e in Vallunga, solo con neve sicura.'),
        instructor(t.board, 'Snowboard', 'Ex atleta di snowboard cross, segue i corsi di tavola e il freestyle nello snowpark.'),
        instructor(t.kids, 'Bambini', 'Responsabile del giardino della neve: con lei anche i più piccoli sciano il primo giorno.'),
      ]),
      '/noleggio': layout('Noleggio', 137, [
        heading('h1', `Noleggio attrezzatura con ${r.shop}`),
        text(`Il nostro partner ${r.shop} si trova a 50 metri dalla ${f.lift}. Gli allievi della scuola hanno il ${r.discount}% di sconto presentando la ricevuta del corso.`),
        widget(
          'html',
          `<table class="noleggio"><thead><tr><th>Attrezzatura</th><th>Al giorno</th></tr></thead><tbody><tr><td>Sci + scarponi adulto</td><td>${eur(r.adult)}</td></tr><tr><td>Sci + scarponi bambino (fino a 14 anni)</td><td>${eur(r.kids)}</td></tr><tr><td>Snowboard + scarponi</td><td>${eur(r.board)}</td></tr><tr><td>Casco</td><td>${eur(r.helmet)}</td></tr></tbody></table>`,
        ),
      ]),
      '/info': layout('Info & FAQ', 143, [
        heading('h1', 'Informazioni utili'),
        heading('h2', 'Orari ufficio'),
        text(`Lunedì – sabato: ${o.open} – ${o.lunchFrom} e ${o.lunchTo} – ${o.close}`, `Domenica: ${o.open} – ${o.sunClose}`),
        accordion([
          ['Dove ci troviamo il primo giorno?', `Alla partenza della ${f.lift} alle ${f.meetTime}. I bambini dei corsi Scoiattoli vengono accompagnati dai maestri al giardino della neve.`],
          ['Posso disdire una prenotazione?', `Sì, gratuitamente fino a ${f.cancelHours} ore prima dell'inizio del corso o della lezione. Dopo questo termine l'importo non viene restituito.`],
          [
            'Le lezioni perse per malattia vengono rimborsate?',
            `No, le lezioni non frequentate per malattia, infortunio o motivi personali non vengono rimborsate. Con l'assicurazione ${f.insurance.name} (${eur(f.insurance.perDay)} al giorno, da stipulare all'iscrizione) vi rimborsiamo i giorni persi su presentazione del certificato medico.`,
          ],
          ['Cosa succede se chiudono gli impianti?', 'Se gli impianti restano chiusi per maltempo o vento forte, le lezioni perse vengono recuperate in un altro giorno della stessa settimana; se non è possibile, riceverete un buono valido fino a fine stagione.'],
          ['Il casco è obbligatorio?', 'In Alto Adige il casco è obbligatorio per legge fino ai 18 anni; lo consigliamo a tutti.'],
        ]),
      ]),
    },
    questions: [
      // Asked in English on the Italian site: only language-independent facts are expected.
      { kind: 'price', ask: "Hi, we're coming to Selva after Christmas. How much is a one-hour private ski lesson?", expect: [p.hour], reject: [eur(p.fullDay)] },
      { kind: 'language', ask: `Is there a snowboard instructor who speaks ${t.board.otherEn}? My son doesn't speak English very well`, expect: [t.board.name] },
      { kind: 'location', ask: 'Where and what time do we meet on the first morning of the course?', expect: [f.lift.split(' ').pop()!, f.meetTime] },
      ...[
        { kind: 'price', ask: 'quanto costa il corso collettivo per bimbi di 5 anni?', expect: [c.kids.price], reject: [eur(c.junior.price)] },
        { kind: 'policy', ask: 'Mio figlio ha 3 anni e mezzo, può già fare il corso collettivo?', expect: [`${c.kids.minAge} anni`] },
        { kind: 'comparison', ask: 'Quanto costa in più il corso di snowboard rispetto al corso di sci per adulti?', expect: [c.board.price, c.adult.price, String(Number(c.board.price) - Number(c.adult.price))] },
        { kind: 'arithmetic', ask: "Siamo tre amici e vorremmo fare un'ora di lezione privata insieme, quanto spendiamo in tutto?", expect: [String(Number(p.hour) + 2 * Number(p.extra))] },
        { kind: 'multi-part', ask: 'Quanto costa un maestro privato per tutta la giornata, e quante ore sono?', expect: [p.fullDay, `${p.fullDayHours} ore`] },
        { kind: 'product', ask: 'A che ora comincia e finisce il corso per ragazzi di 10 anni?', expect: [c.junior.from, c.junior.to] },
        { kind: 'event', ask: 'Quando è la prossima gara della scuola?', expect: [`${e.race.day} ${e.race.month}`] },
        { kind: 'event', ask: 'Fate un corso durante le vacanze di Natale? In che giorni?', expect: [e.christmas.from, `${e.christmas.to} ${e.christmas.month}`] },
        { kind: 'follow-up', ask: 'e quanto costa?', after: ['Fate un corso durante le vacanze di Natale? In che giorni?'], expect: [e.christmas.price], reject: [eur(c.adult.price)] },
        { kind: 'event', ask: "Tra Natale e Capodanno c'è qualche evento la sera? A che ora?", expect: [e.torch.time] },
        { kind: 'person', ask: 'Chi è il maestro che porta a fare fuoripista?', expect: [t.freeride.name], reject: [t.board.name] },
        { kind: 'language', ask: `Mia figlia di 5 anni parla solo ${t.kids.other}, c'è una maestra che lo parla?`, expect: [t.kids.name] },
        { kind: 'price', ask: 'Quanto costa noleggiare sci e scarponi per un adulto al giorno?', expect: [r.adult], reject: [eur(r.board)] },
        { kind: 'follow-up', ask: 'e una tavola da snowboard?', after: ['Quanto costa noleggiare sci e scarponi per un adulto al giorno?'], expect: [r.board], reject: [eur(r.adult)] },
        { kind: 'policy', ask: 'Se faccio il corso da voi ho uno sconto sul noleggio?', expect: [`${r.discount}%`] },
        { kind: 'hours', ask: "L'ufficio è aperto all'ora di pranzo? Passerei verso le 13:30", expect: [o.lunchTo] },
        { kind: 'hours', ask: 'domenica pomeriggio si puo passare in ufficio a pagare?', expect: [o.sunClose] },
        { kind: 'policy', ask: 'Se mio figlio si ammala a metà corso ci ridate i soldi dei giorni persi?', expect: [f.insurance.name, f.insurance.perDay] },
        { kind: 'policy', ask: 'Nel corso dei bambini è compreso anche il pranzo?', expect: [f.lunchKids] },
        { kind: 'policy', ask: 'Fino a quando posso disdire senza pagare?', expect: [`${f.cancelHours} ore`] },
        { kind: 'contact', ask: 'Mi date il numero di telefono della scuola?', expect: [f.phone] },
        { kind: 'policy', ask: "Posso pagare con l'American Express?", expect: ['Visa'] },
      ].map(italian),
      ...unanswerable('Fate anche corsi di sci di fondo?', "Organizzate il trasporto dall'hotel al punto di ritrovo?", 'Quanto costa lo skipass Dolomiti Superski per 6 giorni?', 'Fate lezioni di telemark?').map(italian),
      ...unanswerable('Do you run ski touring trips with a night in a mountain hut?'),
    ],
  };
}
