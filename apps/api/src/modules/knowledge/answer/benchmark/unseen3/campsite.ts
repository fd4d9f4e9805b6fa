import type { BenchSite } from '../types';
import { unanswerable } from '../types';
import { jsonLd } from '../unseen/markup';
import { askedIn, phoneLink, slugOf } from '../unseen2/markup';
import type facts from './campsite.facts.json';

/**
 * Unseen: an Italian family-run campsite on Lake Garda, written in Italian (`lang="it"`) on
 * WordPress with the Astra theme and block editor (wp-block-group / wp-block-columns, a Complianz
 * cookie banner, a WPML language switcher, <details> blocks for the FAQ, Campground JSON-LD).
 * Pitch prices are a table with one column per season, the seasons themselves a list of date
 * ranges; two mobile homes have a low and high season price per night and a minimum stay in high
 * season, and only one of them takes dogs; the campsite is closed for the winter ("today") and
 * reopens on a date; check-in, check-out, quiet hours and pool hours are times; the first party of
 * next season is dated, the end-of-season party is past.
 *
 * The facts the pages are written from, as written and mutated, are data in campsite.facts.json.
 * `reception` speaks `reception.langs`, `kids` runs the children's club, `kitchen` cooks in the
 * restaurant. Today is early December 2026.
 */
export type CampsiteFacts = typeof facts.original;
type Home = CampsiteFacts['homes']['lago'];

export function campsite(f: CampsiteFacts): BenchSite {
  const { homes } = f;
  const tel = phoneLink('39');
  const italian = askedIn('it');
  const decimal = (amount: string) => Number(amount.replace(',', '.'));
  const euro = (amount: number) => amount.toFixed(2).replace('.', ',');
  // A tent pitch and two adults for one low-season night, without electricity: a visitor's sum.
  const twoAdultsLow = euro(decimal(f.pitch.low) + 2 * decimal(f.adult.low));
  const dogHome = homes[f.dogHome === 'lago' ? 'lago' : 'olivo'];
  const shortName = (home: Home) => home.name.replace('Mobile home ', '');

  const layout = (title: string, main: string, head = '') => `<!DOCTYPE html>
<html lang="it-IT"><head><meta charset="UTF-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title} – ${f.camp} · Lago di Garda</title><meta name="description" content="${f.camp}, campeggio ${f.stars} stelle a ${f.town} sul Lago di Garda: piazzole, mobile home, piscina e ristorante. Gestione familiare dal ${f.founded}."><link rel="stylesheet" id="astra-theme-css-css" href="/wp-content/themes/astra/assets/css/minified/main.min.css?ver=4.6.4" media="all">${head}</head>
<body class="page-template-default page ast-page-builder-template ast-single-post ast-inherit-site-logo-transparent"><a class="skip-link screen-reader-text" href="#content">Vai al contenuto</a>
<div id="cmplz-cookiebanner-container"><div class="cmplz-cookiebanner cmplz-show" role="dialog" aria-live="polite" aria-labelledby="cmplz-header-1-optin"><div class="cmplz-header"><div class="cmplz-title" id="cmplz-header-1-optin">Gestisci consenso</div></div><div class="cmplz-body"><div class="cmplz-message"><p>Utilizziamo i cookie per ottimizzare il nostro sito web e i nostri servizi.</p></div></div><div class="cmplz-buttons"><button class="cmplz-btn cmplz-accept">Accetta</button><button class="cmplz-btn cmplz-deny">Nega</button><button class="cmplz-btn cmplz-view-preferences">Visualizza le preferenze</button></div></div></div>
<div class="hfeed site" id="page"><header class="site-header ast-primary-submenu-animation-fade header-main-layout-1" id="masthead"><div class="ast-primary-header-bar"><div class="site-branding ast-site-identity"><a href="/" class="custom-logo-link"><img src="/wp-content/uploads/2023/02/logo-${slugOf(f.camp)}.png" alt="${f.camp}" class="custom-logo"></a></div>
<nav class="main-header-bar-navigation" aria-label="Menu principale"><ul id="primary-menu" class="main-header-menu ast-menu-shadow ast-nav-menu"><li class="menu-item"><a href="/" class="menu-link">Home</a></li><li class="menu-item"><a href="/tariffe/" class="menu-link">Piazzole e tariffe</a></li><li class="menu-item"><a href="/mobile-home/" class="menu-link">Mobile home</a></li><li class="menu-item"><a href="/servizi/" class="menu-link">Servizi</a></li><li class="menu-item"><a href="/info-utili/" class="menu-link">Info utili</a></li><li class="menu-item"><a href="/dove-siamo/" class="menu-link">Dove siamo</a></li></ul></nav>
<div class="wpml-ls-statics-shortcode_actions wpml-ls wpml-ls-legacy-list-horizontal"><ul><li class="wpml-ls-item wpml-ls-current-language"><a href="/"><span class="wpml-ls-native">Italiano</span></a></li><li class="wpml-ls-item"><a href="/de/"><span class="wpml-ls-native" lang="de">Deutsch</span></a></li><li class="wpml-ls-item"><a href="/en/"><span class="wpml-ls-native" lang="en">English</span></a></li></ul></div></div></header>
<div id="content" class="site-content"><div class="ast-container"><div id="primary" class="content-area primary"><main id="main" class="site-main"><article class="page type-page status-publish ast-article-single"><div class="entry-content clear" itemprop="text">${main}</div></article></main></div></div></div>
<footer class="site-footer" id="colophon"><div class="site-primary-footer-wrap ast-builder-grid-row-container"><div class="ast-builder-grid-row"><div class="site-footer-section"><aside class="footer-widget-area widget-area"><section class="widget widget_block"><p><strong>${f.camp}</strong> ★${'★'.repeat(Number(f.stars) - 1)}<br>${f.street} · ${f.postcode} ${f.town} (${f.province})<br>Tel. <a href="tel:${tel(f.phone)}">${f.phone}</a> · WhatsApp <a href="https://wa.me/${tel(f.whatsapp).slice(1)}">${f.whatsapp}</a><br><a href="mailto:${f.email}">${f.email}</a></p></section></aside></div>
<div class="site-footer-section"><p>© 2026 ${f.camp} di ${f.founder} &amp; C. s.n.c. · P.IVA 01984520237 · <a href="/privacy-policy/">Privacy</a> · <a href="/cookie-policy-ue/">Cookie policy</a></p></div></div></div></footer></div>
</body></html>`;

  const group = (inner: string) => `<div class="wp-block-group is-layout-constrained"><div class="wp-block-group__inner-container">${inner}</div></div>`;
  const columns = (cells: string[]) =>
    `<div class="wp-block-columns is-layout-flex">${cells.map((cell) => `<div class="wp-block-column is-layout-flow">${cell}</div>`).join('')}</div>`;
  const table = (head: string[], rows: string[][]) =>
    `<figure class="wp-block-table is-style-stripes"><table><thead><tr>${head.map((cell) => `<th>${cell}</th>`).join('')}</tr></thead><tbody>${rows
      .map((row) => `<tr>${row.map((cell) => `<td>${cell}</td>`).join('')}</tr>`)
      .join('')}</tbody></table></figure>`;
  const details = (q: string, a: string) => `<details class="wp-block-details"><summary>${q}</summary><p>${a}</p></details>`;
  const bySeason = (label: string, prices: { low: string; mid: string; high: string }) => [label, `€ ${prices.low}`, `€ ${prices.mid}`, `€ ${prices.high}`];
  const homeCard = (home: Home, about: string) =>
    `<figure class="wp-block-image size-large"><img src="/wp-content/uploads/2024/03/${slugOf(home.name)}.jpg" alt="${home.name}"></figure><h2 class="wp-block-heading">${home.name}</h2><p>Fino a ${home.sleeps} persone. ${about}</p><ul><li>Bassa e media stagione: € ${home.low} a notte</li><li>Alta stagione: € ${home.high} a notte</li></ul><p>${home === dogHome ? 'Cani ammessi (uno per mobile home).' : 'Non sono ammessi animali.'}</p>`;

  return {
    name: 'campsite (it)',
    pages: {
      '/': layout(
        'Home',
        `${group(`<h1 class="wp-block-heading">Il vostro campeggio sul Lago di Garda</h1><p class="has-large-font-size">Piazzole all’ombra degli ulivi, mobile home, piscina e ristorante a ${f.town}, a pochi passi dal lago.</p>
<p class="has-background has-pale-cyan-blue-background-color"><strong>Il campeggio è chiuso per la pausa invernale.</strong> Riapriamo il ${f.opening.day} ${f.opening.month} ${f.opening.year}: la stagione 2027 va fino al ${f.seasonEnd}. Durante l’inverno rispondiamo a email e WhatsApp.</p>`)}
${group(`<h2 class="wp-block-heading">La nostra famiglia</h2><p>${f.founder} ha aperto il campeggio nel ${f.founded} su un terreno di famiglia con un grande gelso. Oggi lo gestisce la ${f.family}:</p>
${columns([
  `<h3>${f.reception.name}</h3><p>Alla reception, parla ${f.reception.langs}.</p>`,
  `<h3>${f.kids.name}</h3><p>Segue il mini club e l’animazione per i bambini.</p>`,
  `<h3>${f.kitchen.name}</h3><p>Cucina nel nostro ristorante; da non perdere i suoi ${f.kitchen.dish}.</p>`,
])}`)}
${group(`<h2 class="wp-block-heading">Eventi</h2><p><strong>${f.festa.name}</strong> – ${f.festa.weekday} ${f.festa.day} ${f.festa.month} ${f.festa.year}, per tutti i bambini del campeggio, con ${f.kids.first}.</p><p><em>Passato:</em> Festa di fine stagione, ${f.past.day} ${f.past.month} ${f.past.year}.</p>`)}`,
        jsonLd({
          '@context': 'https://schema.org',
          '@type': 'Campground',
          name: f.camp,
          telephone: tel(f.phone),
          email: f.email,
          foundingDate: f.founded,
          petsAllowed: true,
          address: { '@type': 'PostalAddress', streetAddress: f.street, postalCode: f.postcode, addressLocality: f.town, addressRegion: f.province, addressCountry: 'IT' },
        }),
      ),
      '/tariffe/': layout(
        'Piazzole e tariffe',
        group(`<h1 class="wp-block-heading">Piazzole e tariffe 2027</h1><p>Prezzi per notte, IVA inclusa. Tassa di soggiorno esclusa.</p>
<ul class="wp-block-list"><li><strong>Bassa stagione:</strong> ${f.seasons.low}</li><li><strong>Media stagione:</strong> ${f.seasons.mid}</li><li><strong>Alta stagione:</strong> ${f.seasons.high}</li></ul>
${table(
  ['', 'Bassa', 'Media', 'Alta'],
  [
    bySeason('Piazzola (tenda, caravan o camper, 1 auto)', f.pitch),
    bySeason('Adulto', f.adult),
    bySeason(`Bambino (${f.childAges} anni)`, f.child),
    bySeason('Cane', f.dog),
  ],
)}
<p>Bambini sotto i ${f.childAges.split('–')[0]} anni gratis. Allaccio elettrico (6 A): € ${f.power} a notte, in tutte le stagioni.</p>
<h2 class="wp-block-heading">Prenota prima</h2><p>Sconto del ${f.earlyBooking.percent}% su tutte le tariffe per chi prenota entro il ${f.earlyBooking.until}.</p>`),
      ),
      '/mobile-home/': layout(
        'Mobile home',
        group(`<h1 class="wp-block-heading">Mobile home</h1><p>Tutte con aria condizionata, veranda coperta e biancheria da letto inclusa. In alta stagione soggiorno minimo di ${f.minNightsHigh} notti.</p>
${columns([homeCard(homes.lago, 'Due camere, un bagno, vista sugli ulivi.'), homeCard(homes.olivo, 'Tre camere, due bagni, la più vicina alla piscina.')])}`),
      ),
      '/servizi/': layout(
        'Servizi',
        group(`<h1 class="wp-block-heading">Servizi</h1>
<h2 class="wp-block-heading">Piscina</h2><p>Aperta da maggio a settembre, tutti i giorni dalle ${f.pool.open} alle ${f.pool.close}. Cuffia obbligatoria; i bambini sotto i 12 anni entrano con un adulto.</p>
<h2 class="wp-block-heading">Ristorante e pizzeria</h2><p>Cucina veronese e pizza nel forno a legna, aperto a pranzo e a cena. In cucina c’è ${f.kitchen.first}.</p>
<h2 class="wp-block-heading">Mini market</h2><p>Pane fresco ogni mattina, frutta, prodotti locali e giornali.</p>
<h2 class="wp-block-heading">Mini club</h2><p>Da giugno ad agosto, per bambini dai 4 ai 10 anni, con ${f.kids.first}: giochi, laboratori e la baby dance alle 21.</p>`),
      ),
      '/info-utili/': layout(
        'Info utili',
        group(`<h1 class="wp-block-heading">Info utili</h1>
${details('Orari di arrivo e partenza', `Arrivi dalle ${f.checkIn}. Partenze: mobile home entro le ${f.checkOutHome}, piazzole entro le ${f.checkOutPitch}. La reception è aperta dalle 8:00 alle 20:00.`)}
${details('Orari del silenzio', `Dalle ${f.quiet.nightFrom} alle ${f.quiet.nightTo} e dalle ${f.quiet.dayFrom} alle ${f.quiet.dayTo}. In questi orari la sbarra è chiusa e non si gioca a pallone.`)}
${details('Prenotazione e caparra', `Alla conferma chiediamo una caparra del ${f.depositPercent}% del soggiorno. Cancellazione gratuita fino a ${f.freeCancelDays} giorni prima dell’arrivo; dopo, la caparra viene trattenuta.`)}
${details('Animali', `I cani sono benvenuti in piazzola, al guinzaglio. Nei mobile home solo nel ${dogHome.name}. In piscina e al ristorante non sono ammessi.`)}`),
      ),
      '/dove-siamo/': layout(
        'Dove siamo',
        group(`<h1 class="wp-block-heading">Dove siamo</h1><p>${f.street}, ${f.postcode} ${f.town} (${f.province}).</p>
<ul class="wp-block-list"><li><strong>In auto:</strong> autostrada A4, uscita Peschiera del Garda, poi la Gardesana in direzione Lazise.</li><li><strong>In treno:</strong> stazione di ${f.station}, poi autobus ATV linea ${f.bus}, fermata davanti al campeggio.</li><li><strong>Gardaland:</strong> a ${f.gardaland}.</li></ul>
<p>Tel. <a href="tel:${tel(f.phone)}">${f.phone}</a> · WhatsApp ${f.whatsapp} · <a href="mailto:${f.email}">${f.email}</a></p>`),
      ),
    },
    questions: [
      // Asked in English about the Italian site: only language-independent facts are expected.
      { kind: 'language', ask: "We're a family from Munich and my parents only speak German – is there someone at reception who does?", expect: [f.reception.first] },
      { kind: 'location', ask: 'How far is Gardaland from the campsite? The kids are obsessed', expect: [f.gardaland] },
      { kind: 'price', ask: "We'll be there 8–14 August with our dog. How much is the dog per night?", expect: [f.dog.high], reject: [f.dog.low] },
      { kind: 'policy', ask: 'What time do we have to leave the mobile home on the last day?', expect: [f.checkOutHome], reject: [f.checkOutPitch] },
      ...[
        { kind: 'hours', ask: 'Vorremmo venire con il camper a fine dicembre, siete aperti?', expect: [`${f.opening.day} ${f.opening.month}`] },
        { kind: 'price', ask: 'Quanto costa una piazzola in bassa stagione?', expect: [f.pitch.low], reject: [f.pitch.high] },
        { kind: 'arithmetic', ask: 'Siamo due adulti con una tenda, senza corrente, in bassa stagione: quanto spendiamo a notte in tutto?', expect: [twoAdultsLow] },
        {
          kind: 'comparison',
          ask: `Quanto costa in più il ${homes.olivo.name} rispetto al ${shortName(homes.lago)} in alta stagione?`,
          expect: [homes.olivo.high, homes.lago.high],
        },
        { kind: 'product', ask: 'Siamo in 5, due adulti e tre ragazzi: quale mobile home fa per noi?', expect: [shortName(homes.olivo)], reject: [shortName(homes.lago)] },
        { kind: 'policy', ask: 'Ad agosto possiamo prendere un mobile home solo per 3 notti?', expect: [`${f.minNightsHigh} notti`] },
        { kind: 'price', ask: 'Mio figlio ha 12 anni, paga come bambino o come adulto?', expect: [`${f.childAges.split('–')[1]} anni`] },
        { kind: 'policy', ask: 'Arriviamo verso mezzogiorno, possiamo già sistemarci?', expect: [f.checkIn] },
        { kind: 'policy', ask: 'I bambini possono giocare a pallone dopo pranzo verso le due?', expect: [f.quiet.dayFrom] },
        { kind: 'hours', ask: 'fino a che ora è aperta la piscina?', expect: [f.pool.close] },
        { kind: 'policy', ask: 'Se disdico due settimane prima dell’arrivo, mi restituite la caparra?', expect: [`${f.freeCancelDays} giorni`] },
        { kind: 'price', ask: 'Quanto devo versare di acconto quando prenoto?', expect: [`${f.depositPercent}%`] },
        { kind: 'price', ask: 'C’è qualche sconto se prenoto già adesso per l’estate?', expect: [`${f.earlyBooking.percent}%`, f.earlyBooking.until.replace(/ \d{4}$/, '')] },
        { kind: 'policy', ask: 'Vorremmo un mobile home ma viaggiamo con il nostro cane, è possibile?', expect: [shortName(dogHome)] },
        { kind: 'person', ask: 'Chi si occupa dell’animazione per i bambini?', expect: [f.kids.first] },
        { kind: 'person', ask: 'Chi cucina al ristorante? Qual è il piatto da provare?', expect: [f.kitchen.dish] },
        { kind: 'event', ask: 'Ci sono feste per i bambini all’inizio della prossima stagione?', expect: [`${f.festa.day} ${f.festa.month}`] },
        { kind: 'location', ask: `Arrivo in treno a ${f.station} senza macchina, come arrivo al campeggio?`, expect: [f.bus] },
        { kind: 'contact', ask: 'avete un numero whatsapp?', expect: [f.whatsapp] },
        { kind: 'person', ask: 'Da quanti anni esiste il campeggio? Chi l’ha aperto?', expect: [f.founded, f.founder] },
        { kind: 'price', ask: 'quanto costa la corrente x il camper a notte?', expect: [f.power] },
      ].map(italian),
      ...unanswerable(
        'Si possono noleggiare le biciclette al campeggio?',
        'Avete un campo da tennis?',
        'Si può pagare con Satispay?',
        'Organizzate gite in barca sul lago?',
      ).map(italian),
      ...unanswerable('Is there a laundry with washing machines?'),
    ],
  };
}
