import type { BenchSite } from '../types';
import facts from './hair-salon.facts.json' with { type: 'json' };

/**
 * Fresh: a German hair salon ("Friseursalon") with two branches, written in German (`lang="de"`).
 * Each branch has its own address, phone and an hours table; branch `b` closes for lunch on
 * Wednesdays (a split shift) and is the step-free one, the only one doing beard trims and the one
 * with walk-in hours for men's cuts; branch `a` is upstairs in an old building and stays open late
 * on Thursdays. The price list is a grouped three-column table (Leistung / Dauer / Preis) with euro
 * prices in decimal commas; the team page gives each stylist's branch, specialties and languages
 * in a <dl>; the FAQ is <details><summary>; payment is card only (original) or cash only
 * (mutated); dated events are on "Aktuelles" beside past news. Both branches' addresses and phones
 * are in the footer of every page.
 *
 * The facts the pages are written from, as written and mutated, are data in hair-salon.facts.json.
 * `colorist` does balayage and highlights (branch a), `barber` men's cuts and beards (branch b),
 * `curls` children's cuts and curly hair (branch b); the owner founded branch a.
 */
export type HairSalonFacts = typeof facts.original;
export const HAIR_SALON: HairSalonFacts = facts.original;
export const HAIR_SALON_MUTATED: HairSalonFacts = facts.mutated;

const tel = (phone: string) => `+49${phone.replace(/\s/g, '').replace(/^0/, '')}`;

export function hairSalon(f: HairSalonFacts): BenchSite {
  const p = f.prices;
  const ownerFirst = f.owner.split(' ')[0]!;

  const layout = (title: string, main: string, description = `${f.salon} – Ihr Friseur in ${f.city}, zweimal in der Stadt.`) => `<!doctype html>
<html lang="de"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title} | ${f.salon} – Friseur in ${f.city}</title><meta name="description" content="${description}"><link rel="stylesheet" href="/assets/css/main.min.css"><link rel="icon" href="/favicon.ico"><script src="/assets/js/consent.js" defer></script></head>
<body class="page">
<div id="cookie-consent" class="cc-banner" role="dialog" aria-label="Cookie-Einstellungen"><div class="cc-text"><strong>Wir verwenden Cookies</strong><p>Wir nutzen Cookies und ähnliche Technologien, um unsere Website für Sie optimal zu gestalten und fortlaufend zu verbessern. Mit „Alle akzeptieren“ stimmen Sie der Verwendung aller Cookies zu. Ihre Einwilligung können Sie jederzeit in den Cookie-Einstellungen widerrufen. Weitere Informationen finden Sie in unserer <a href="/datenschutz/">Datenschutzerklärung</a>.</p></div><div class="cc-buttons"><button class="cc-accept">Alle akzeptieren</button><button class="cc-necessary">Nur notwendige</button><button class="cc-settings">Einstellungen</button></div></div>
<header class="site-header"><div class="container"><a href="/" class="logo"><img src="/assets/img/logo.svg" alt="${f.salon}" width="180" height="48"></a>
<button class="nav-toggle" aria-label="Menü öffnen">☰</button>
<nav class="main-nav" aria-label="Hauptnavigation"><ul><li><a href="/">Start</a></li><li><a href="/leistungen-preise/">Leistungen &amp; Preise</a></li><li><a href="/team/">Team</a></li><li><a href="/salons/">Unsere Salons</a></li><li><a href="/gutscheine/">Gutscheine</a></li><li><a href="/aktuelles/">Aktuelles</a></li><li><a href="/faq/">FAQ</a></li></ul></nav>
<a class="btn btn-primary btn-book" href="/termin/">Termin buchen</a></div></header>
<main id="main">${main}</main>
<footer class="site-footer"><div class="container footer-grid">
<div class="footer-col"><h4>Salon ${f.a.name}</h4><p>${f.a.street}<br>${f.a.postcode} ${f.city}<br>Tel. <a href="tel:${tel(f.a.phone)}">${f.a.phone}</a></p></div>
<div class="footer-col"><h4>Salon ${f.b.name}</h4><p>${f.b.street}<br>${f.b.postcode} ${f.city}<br>Tel. <a href="tel:${tel(f.b.phone)}">${f.b.phone}</a></p></div>
<div class="footer-col"><h4>Folgen Sie uns</h4><p><a href="https://www.instagram.com/" rel="noopener">Instagram</a> · <a href="https://www.facebook.com/" rel="noopener">Facebook</a></p><p><a href="/salons/">Öffnungszeiten</a></p></div>
</div>
<div class="footer-legal container"><p>© 2026 ${f.salon} · <a href="/impressum/">Impressum</a> · <a href="/datenschutz/">Datenschutz</a> · <a href="/agb/">AGB</a> · <a href="#" class="cc-open">Cookie-Einstellungen</a></p></div>
</footer>
</body></html>`;

  const payment = f.cardOnly
    ? 'In beiden Salons bezahlen Sie bei uns ausschließlich mit Karte: girocard (EC-Karte), Kreditkarte, Apple Pay oder Google Pay. Barzahlung ist leider nicht möglich – wir sind seit 2024 ein bargeldloser Salon.'
    : 'In beiden Salons ist bei uns nur Barzahlung möglich. Kartenzahlung, Apple Pay oder Google Pay können wir leider nicht anbieten. Ein Geldautomat ist jeweils nur wenige Gehminuten entfernt.';

  const row = (service: string, duration: string, price: string) => `<tr><td>${service}</td><td>${duration}</td><td class="price">${price}</td></tr>`;
  const group = (label: string) => `<tr class="group"><th colspan="3" scope="colgroup">${label}</th></tr>`;

  const hoursTable = (caption: string, rows: [string, string][]) =>
    `<table class="hours"><caption>${caption}</caption><tbody>${rows.map(([day, time]) => `<tr><th scope="row">${day}</th><td>${time}</td></tr>`).join('')}</tbody></table>`;

  const faq = (question: string, answer: string) =>
    `<details class="faq-item"><summary>${question}</summary><div class="faq-answer"><p>${answer}</p></div></details>`;

  const stylist = (name: string, role: string, bio: string, specialties: string, languages: string, photo: string) =>
    `<article class="stylist"><img src="/assets/img/team/${photo}.jpg" alt="${name}" loading="lazy"><div class="stylist-text"><h2>${name}</h2><p class="role">${role}</p><p>${bio}</p>
<dl class="stylist-facts"><dt>Spezialgebiete</dt><dd>${specialties}</dd><dt>Sprachen</dt><dd>${languages}</dd></dl></div></article>`;

  const w = f.workshop;
  const e = f.evening;

  return {
    name: 'hair salon (de)',
    pages: {
      '/': layout(
        'Willkommen',
        `<section class="hero"><div class="container"><h1>Ihr Friseur in ${f.city} – zweimal in der Stadt</h1>
<p class="lead">Ob klassischer Schnitt, natürliche Balayage oder der erste Haarschnitt fürs Kind: Bei ${f.salon} nehmen wir uns Zeit für eine ehrliche Beratung und für Haare, die auch zu Hause noch gut aussehen.</p>
<p><a class="btn btn-primary" href="/termin/">Jetzt Termin buchen</a> <a class="btn" href="/leistungen-preise/">Unsere Preise</a></p></div></section>
<section class="intro container"><h2>Zwei Salons, ein Team</h2>
<p>Unseren ersten Salon in der ${f.a.name} haben wir ${f.founded} eröffnet, ${f.secondSalonYear} kam der Salon in ${f.b.name} dazu. In beiden Salons arbeitet dasselbe Team mit derselben Preisliste – Sie können also dort buchen, wo es für Sie am besten passt.</p>
<p>Wir arbeiten überwiegend mit ammoniakfreien Farben und beraten Sie gern, wenn Sie Ihr Grau nicht mehr überfärben möchten.</p></section>
<section class="teasers container"><div class="teaser"><h3>Farbe &amp; Balayage</h3><p>Sanfte Übergänge statt harter Kanten: Unsere Coloristin ${f.colorist.name} zeigt Ihnen, was mit Ihrem Haar möglich ist.</p><a href="/team/">Zum Team</a></div>
<div class="teaser"><h3>Kinder willkommen</h3><p>Kleine Kundinnen und Kunden bekommen bei uns einen eigenen Stuhl, viel Geduld und am Ende eine kleine Überraschung.</p><a href="/leistungen-preise/">Zu den Preisen</a></div>
<div class="teaser"><h3>Geschenkidee</h3><p>Verschenken Sie eine Auszeit: Unsere Gutscheine gibt es für jeden Anlass und in beiden Salons.</p><a href="/gutscheine/">Mehr erfahren</a></div></section>
<section class="news-teaser container"><h2>Aktuelles</h2><p><strong>${w.weekday}, ${w.day}. ${w.month} ${w.year}:</strong> ${w.title} im Salon ${f.b.name}. <a href="/aktuelles/">Alle Termine und Neuigkeiten</a></p></section>`,
      ),
      '/leistungen-preise/': layout(
        'Leistungen & Preise',
        `<div class="container"><h1>Leistungen &amp; Preise</h1>
<p class="lead">Bei uns gibt es keine versteckten Zuschläge: Jede Behandlung beginnt mit einer Beratung, und der Preis, den wir Ihnen nennen, ist der Preis, den Sie bezahlen. Die angegebene Dauer ist ein Richtwert.</p>
<table class="price-list"><caption>Preisliste – gültig in beiden Salons ab 1. September 2026</caption>
<thead><tr><th scope="col">Leistung</th><th scope="col">Dauer ca.</th><th scope="col">Preis</th></tr></thead>
<tbody>
${group('Damen')}
${row('Waschen, Schneiden, Föhnen – kurzes Haar (bis Kinnlänge)', '45 Min.', `${p.womenShort} €`)}
${row('Waschen, Schneiden, Föhnen – langes Haar (ab Schulterlänge)', '60 Min.', `${p.womenLong} €`)}
${row('Waschen &amp; Föhnen / Styling', '30 Min.', `${p.blowDry} €`)}
${row('Pony nachschneiden (ohne Waschen)', '10 Min.', `${p.fringe} €`)}
${group('Herren')}
${row('Waschen, Schneiden, Styling', '30 Min.', `${p.men} €`)}
${row('Maschinenschnitt (eine Länge, ohne Waschen)', '20 Min.', `${p.clipper} €`)}
${row(`Bartpflege: Konturen, Rasur mit heißem Tuch – nur im Salon ${f.b.name}`, '20 Min.', `${p.beard} €`)}
${group('Kinder &amp; Jugendliche')}
${row('Kinderhaarschnitt bis 10 Jahre', '20 Min.', `${p.kids} €`)}
${row('Jugendliche von 11 bis 15 Jahren', '30 Min.', `${p.teens} €`)}
${group('Farbe')}
${row('Ansatzfarbe (bis 2 cm Nachwuchs)', '90 Min.', `${p.roots} €`)}
${row('Komplettfarbe', '120 Min.', `ab ${p.fullColour} €`)}
${row('Strähnen in Folientechnik', '150 Min.', `ab ${p.highlights} €`)}
${row('Balayage inkl. Glossing', `ca. ${f.balayageHours} Stunden`, `ab ${p.balayage} €`)}
</tbody></table>
<p class="note">Alle Preise inkl. 19 % MwSt. Bei sehr langem oder dichtem Haar berechnen wir den Mehrverbrauch an Farbe nach Aufwand – wir sagen Ihnen das immer vorher.</p>
<h2>Gut zu wissen</h2>
<p>Bei Farbbehandlungen ist Föhnen im Preis enthalten, ein Schnitt wird zusätzlich berechnet. Für Neukundinnen und Neukunden machen wir vor der ersten Farbe einen kostenlosen Allergietest (mehr dazu in unseren <a href="/faq/">FAQ</a>).</p></div>`,
        `Preise für Damen, Herren und Kinder, Farbe, Strähnen und Balayage bei ${f.salon}.`,
      ),
      '/team/': layout(
        'Team',
        `<div class="container"><h1>Unser Team</h1>
<p class="lead">Fünf Menschen, zwei Salons und eine gemeinsame Leidenschaft für gutes Handwerk. Bei der Online-Buchung können Sie Ihre Wunsch-Stylistin oder Ihren Wunsch-Stylisten direkt auswählen.</p>
<div class="team-grid">
${stylist(f.owner, `Friseurmeisterin &amp; Inhaberin · Salon ${f.a.name}`, `${ownerFirst} hat ${f.salon} ${f.founded} gegründet, nachdem sie zehn Jahre in Salons in München und Wien gearbeitet hatte. Sie bildet aus, hält die Fäden zusammen und steht trotzdem jeden Tag selbst am Stuhl.`, 'Kurzhaarschnitte, Grauhaar-Beratung und Farbkorrekturen', 'Deutsch, Englisch', 'inhaberin')}
${stylist(f.colorist.name, `Coloristin · Salon ${f.a.name}`, `Wenn es um Farbe geht, ist ${f.colorist.first} unsere erste Adresse. Sie plant jede Farbe mit Ihnen gemeinsam und erklärt Ihnen, wie Sie sie zu Hause möglichst lange frisch halten.`, 'Balayage, Strähnen, Blondierungen und kühle Blondtöne', `Deutsch, ${f.colorist.langDe}, Englisch`, 'coloristin')}
${stylist(f.barber.name, `Friseur &amp; Barber · Salon ${f.b.name}`, `${f.barber.first} kam als gelernter Barbier zu uns und hat den Herrenbereich in ${f.b.name} aufgebaut. Bei ihm sitzen Sie auch ohne Termin richtig, wenn es schnell gehen muss.`, 'Herrenschnitte, Fades, Bartpflege und Nassrasur', `Deutsch, ${f.barber.langDe}, Englisch`, 'barber')}
${stylist(f.curls.name, `Friseurin · Salon ${f.b.name}`, `${f.curls.first} hat eine Weiterbildung für lockiges Haar gemacht und schneidet Locken trocken, Locke für Locke. Kinder lieben sie, weil sie auch beim zappeligsten Kind die Ruhe behält.`, 'Kinderhaarschnitte, Locken und Curly Cuts', `Deutsch, ${f.curls.langDe}`, 'locken')}
${stylist(f.apprentice.name, 'Auszubildender im 3. Lehrjahr · beide Salons', `${f.apprentice.first} lernt bei uns seit 2024 und ist mal in der ${f.a.name}, mal in ${f.b.name} anzutreffen. Waschen, Föhnen und Styling beherrscht er schon wie ein Profi.`, 'Föhnfrisuren und Styling', 'Deutsch, Englisch', 'azubi')}
</div></div>`,
      ),
      '/salons/': layout(
        'Unsere Salons',
        `<div class="container"><h1>Unsere Salons</h1>
<p class="lead">Zwei Adressen, ein Team: Hier finden Sie Anfahrt, Öffnungszeiten und Telefonnummern unserer beiden Salons. Termine vereinbaren Sie am besten direkt beim jeweiligen Salon oder <a href="/termin/">online</a>.</p>
<section class="salon" id="${f.a.name.toLowerCase()}"><h2>Salon ${f.a.name}</h2>
<div class="salon-grid"><div><h3>Adresse</h3><p>${f.salon}<br>${f.a.street}<br>${f.a.postcode} ${f.city}</p>
<p>Telefon: <a href="tel:${tel(f.a.phone)}">${f.a.phone}</a></p>
<h3>Anfahrt</h3><p>Mit dem Bus bis zur Haltestelle ${f.a.stop}, von dort sind es zwei Minuten zu Fuß. Parkplätze sind in der ${f.a.name} knapp – wir empfehlen die öffentlichen Verkehrsmittel.</p>
<h3>Zugang</h3><p>Der Salon liegt im ersten Obergeschoss eines denkmalgeschützten Hauses und ist nur über eine Treppe erreichbar; einen Aufzug gibt es leider nicht.</p></div>
<div>${hoursTable(`Öffnungszeiten Salon ${f.a.name}`, [
          ['Montag', 'geschlossen'],
          ['Dienstag', `${f.a.open} – ${f.a.close} Uhr`],
          ['Mittwoch', `${f.a.open} – ${f.a.close} Uhr`],
          ['Donnerstag', `${f.a.thuOpen} – ${f.a.thuClose} Uhr`],
          ['Freitag', `${f.a.open} – ${f.a.close} Uhr`],
          ['Samstag', `${f.a.satOpen} – ${f.a.satClose} Uhr`],
          ['Sonntag', 'geschlossen'],
        ])}<p class="note">Donnerstags haben wir in der ${f.a.name} für Berufstätige länger geöffnet.</p></div></div></section>
<section class="salon" id="${f.b.name.toLowerCase()}"><h2>Salon ${f.b.name}</h2>
<div class="salon-grid"><div><h3>Adresse</h3><p>${f.salon}<br>${f.b.street}<br>${f.b.postcode} ${f.city}</p>
<p>Telefon: <a href="tel:${tel(f.b.phone)}">${f.b.phone}</a></p>
<h3>Anfahrt</h3><p>Haltestelle ${f.b.stop}, direkt gegenüber. Im Innenhof stehen ${f.b.parking} Kundenparkplätze für Sie bereit.</p>
<h3>Zugang</h3><p>Barrierefrei: Der Salon liegt ebenerdig, mit breiter automatischer Schiebetür und einem höhenverstellbaren Waschplatz.</p></div>
<div>${hoursTable(`Öffnungszeiten Salon ${f.b.name}`, [
          ['Montag', `${f.b.open} – ${f.b.close} Uhr`],
          ['Dienstag', `${f.b.open} – ${f.b.close} Uhr`],
          ['Mittwoch', `${f.b.open} – ${f.b.lunchFrom} Uhr und ${f.b.lunchTo} – ${f.b.close} Uhr`],
          ['Donnerstag', `${f.b.open} – ${f.b.close} Uhr`],
          ['Freitag', `${f.b.open} – ${f.b.close} Uhr`],
          ['Samstag', `${f.b.satOpen} – ${f.b.satClose} Uhr`],
          ['Sonntag', 'geschlossen'],
        ])}<p class="note">Mittwochs machen wir in ${f.b.name} Mittagspause, in dieser Zeit sind wir auch telefonisch nicht erreichbar.</p>
<p class="note">Herren ohne Termin: dienstags und donnerstags von ${f.b.open} bis ${f.b.walkInTo} Uhr.</p></div></div></section>
<p>An gesetzlichen Feiertagen sind beide Salons geschlossen.</p></div>`,
      ),
      '/termin/': layout(
        'Termin buchen',
        `<div class="container"><h1>Termin buchen</h1>
<p class="lead">Am schnellsten geht es online: Salon wählen, Leistung wählen, Wunschtermin aussuchen – fertig. Sie erhalten sofort eine Bestätigung per E-Mail.</p>
<div class="booking-widget" data-provider="salonkalender"><p class="noscript">Bitte aktivieren Sie JavaScript, um die Online-Terminbuchung zu nutzen.</p></div>
<h2>Lieber persönlich?</h2>
<p>Rufen Sie uns während der Öffnungszeiten an: Salon ${f.a.name} unter ${f.a.phone}, Salon ${f.b.name} unter ${f.b.phone}. Oder schreiben Sie uns an <a href="mailto:${f.email}">${f.email}</a> – wir melden uns innerhalb eines Werktags.</p>
<h2>Terminabsagen</h2>
<p>Wenn Sie einen Termin nicht wahrnehmen können, sagen Sie ihn bitte spätestens ${f.cancelHours} Stunden vorher ab – online über den Link in Ihrer Bestätigung oder telefonisch. Bei späteren Absagen oder wenn Sie nicht erscheinen, berechnen wir ${f.feePercent} % des Preises der gebuchten Leistung.</p>
<h2>Farbe bei uns zum ersten Mal?</h2>
<p>Dann buchen Sie bitte mindestens ${f.allergyHours} Stunden vor Ihrem Farbtermin einen kurzen, kostenlosen Allergietest in einem unserer Salons.</p></div>`,
      ),
      '/gutscheine/': layout(
        'Gutscheine',
        `<div class="container"><h1>Gutscheine</h1>
<p class="lead">Schöne Haare kann man verschenken: zum Geburtstag, zu Weihnachten oder einfach so.</p>
<p>Unsere Gutscheine gibt es über einen Wunschbetrag ab ${f.voucherMin} € oder für eine bestimmte Leistung, zum Beispiel eine Balayage. Sie sind in beiden Salons einlösbar und ${f.voucherYears} Jahre gültig.</p>
<h2>So bekommen Sie Ihren Gutschein</h2>
<ul><li>direkt an der Kasse in der ${f.a.name} oder in ${f.b.name}, liebevoll verpackt im Umschlag</li><li>per E-Mail an <a href="mailto:${f.email}">${f.email}</a>: Sie erhalten den Gutschein als PDF zum Ausdrucken, die Zahlungsinformationen kommen mit der Bestätigung</li></ul>
<p>Eine Barauszahlung des Gutscheinwerts ist nicht möglich. Restbeträge bleiben auf dem Gutschein gutgeschrieben.</p></div>`,
      ),
      '/aktuelles/': layout(
        'Aktuelles',
        `<div class="container"><h1>Aktuelles</h1>
<section class="events"><h2>Nächste Termine</h2>
<article class="event"><h3>${w.title}</h3><p class="event-date"><time datetime="${w.year}-${w.monthNum}-${w.day.padStart(2, '0')}">${w.weekday}, ${w.day}. ${w.month} ${w.year}</time>, ${w.from} – ${w.to} Uhr · Salon ${f.b.name}</p>
<p>Fischgräte, holländischer Zopf oder Krone: ${f.curls.first} zeigt Eltern, wie schöne Flechtfrisuren auch morgens vor der Schule in fünf Minuten gelingen. Die Kinder dürfen gern als Modell mitkommen. Teilnahme ${w.price} € pro Erwachsenem, Kinder kostenlos; maximal ${w.places} Plätze, Anmeldung im Salon oder per E-Mail.</p></article>
<article class="event"><h3>${e.title}</h3><p class="event-date"><time datetime="${e.year}-${e.monthNum}-${e.day.padStart(2, '0')}">${e.weekday}, ${e.day}. ${e.month} ${e.year}</time>, ab ${e.from} Uhr · Salon ${f.a.name}</p>
<p>Sie möchten nicht mehr färben, aber auch nicht monatelang mit einem harten Ansatz leben? ${ownerFirst} erklärt, wie der Übergang zu natürlichem Grau gelingt, und beantwortet Ihre Fragen. Der Eintritt ist frei, um Anmeldung wird gebeten.</p></article></section>
<section class="news"><h2>Neuigkeiten</h2>
<article><h3>Neue Preisliste</h3><p class="date"><time datetime="2026-09-01">1. September 2026</time></p><p>Zum ersten Mal seit zwei Jahren haben wir unsere Preise angepasst. Die aktuelle Preisliste finden Sie <a href="/leistungen-preise/">hier</a>.</p></article>
<article><h3>Willkommen, ${f.apprentice.first}!</h3><p class="date"><time datetime="2024-08-01">1. August 2024</time></p><p>${f.apprentice.first} hat bei uns seine Ausbildung begonnen. Wer ihm Modell sitzen möchte, meldet sich gern im Salon.</p></article></section></div>`,
      ),
      '/faq/': layout(
        'Häufige Fragen',
        `<div class="container"><h1>Häufige Fragen</h1>
<div class="faq-list">
${faq('Wie kann ich bei Ihnen bezahlen?', payment)}
${faq('Brauche ich immer einen Termin?', `Für Damen, Kinder und alle Farbbehandlungen ja. Herrenschnitte machen wir im Salon ${f.b.name} dienstags und donnerstags von ${f.b.open} bis ${f.b.walkInTo} Uhr auch ohne Termin – es kann dann aber zu Wartezeiten kommen.`)}
${faq('Wie früh sollte ich für Strähnen oder Balayage buchen?', `Farbtermine mit längerer Dauer sind bei uns gefragt. Für Strähnen und Balayage sind wir meist etwa ${f.bookAheadWeeks} Wochen im Voraus ausgebucht, planen Sie also rechtzeitig.`)}
${faq('Machen Sie vor dem Färben einen Allergietest?', `Ja. Vor der ersten Farbe bei uns tragen wir etwas Farbe hinter dem Ohr auf. Der Test ist kostenlos und muss mindestens ${f.allergyHours} Stunden vor dem Farbtermin stattfinden.`)}
${faq('Schneiden Sie lockiges Haar trocken?', `Ja, auf Wunsch. ${f.curls.first} ist auf Locken spezialisiert und schneidet im Salon ${f.b.name} Locke für Locke am trockenen Haar.`)}
${faq('Darf ich eigene Farbe oder Produkte mitbringen?', 'Aus Haftungsgründen arbeiten wir ausschließlich mit unseren eigenen Produkten. Gern beraten wir Sie, welche Pflege zu Ihrem Haar passt.')}
${faq('Gibt es WLAN im Salon?', 'Ja, in beiden Salons gibt es kostenloses WLAN. Das Passwort steht an der Kasse.')}
</div></div>`,
      ),
      '/impressum/': layout(
        'Impressum',
        `<div class="container"><h1>Impressum</h1>
<h2>Angaben gemäß § 5 DDG</h2>
<p>${f.salon}<br>Inhaberin: ${f.owner}, Friseurmeisterin<br>${f.a.street}<br>${f.a.postcode} ${f.city}</p>
<h2>Kontakt</h2><p>Telefon: ${f.a.phone}<br>E-Mail: <a href="mailto:${f.email}">${f.email}</a></p>
<h2>Berufsbezeichnung und Aufsichtsbehörde</h2><p>Berufsbezeichnung: Friseurmeisterin (verliehen in der Bundesrepublik Deutschland). Zuständige Kammer: Handwerkskammer Niederbayern-Oberpfalz.</p>
<h2>Umsatzsteuer-ID</h2><p>Umsatzsteuer-Identifikationsnummer gemäß § 27a UStG: DE 298 114 503</p>
<h2>Verbraucherstreitbeilegung</h2><p>Wir sind nicht bereit oder verpflichtet, an Streitbeilegungsverfahren vor einer Verbraucherschlichtungsstelle teilzunehmen.</p></div>`,
      ),
    },
    questions: [
      // Asked in German.
      {
        kind: 'price',
        language: 'de',
        ask: 'Mein Sohn ist 7 und hat sehr lockige Haare. Schneidet ihr auch Kinder und was kostet das?',
        expect: [p.kids],
        reject: [p.teens],
      },
      {
        kind: 'price',
        language: 'de',
        ask: 'was kostet balayge bei euch und wie lange dauert das ungefähr',
        expect: [p.balayage, `${f.balayageHours} Stunden`],
      },
      { kind: 'comparison', language: 'de', ask: 'Was ist günstiger – nur den Ansatz nachfärben oder komplett färben?', expect: [p.roots, p.fullColour] },
      { kind: 'price', language: 'de', ask: 'Meine Schwester hat bald Geburtstag, gibts bei euch gutscheine? ab welchem betrag', expect: [f.voucherMin] },
      { kind: 'price', language: 'de', ask: 'Wo kann ich mir bei euch den Bart trimmen lassen und was kostet das?', expect: [f.b.name, p.beard] },
      { kind: 'hours', language: 'de', ask: `Kann ich am Mittwoch um 13 Uhr in die Filiale ${f.b.name} kommen?`, expect: [f.b.lunchTo] },
      { kind: 'hours', language: 'de', ask: 'Ich arbeite bis 18 Uhr. Habt ihr an irgendeinem Tag abends länger auf?', expect: [f.a.thuClose] },
      { kind: 'contact', language: 'de', ask: `telefonnummer filiale ${f.b.name.toLowerCase()}`, expect: [f.b.phone], reject: [f.a.phone] },
      { kind: 'location', language: 'de', ask: `Wo genau ist euer Salon in der ${f.a.name}? Brauche die Adresse fürs Navi.`, expect: [f.a.street] },
      { kind: 'location', language: 'de', ask: 'Meine Mutter sitzt im Rollstuhl. In welchen eurer Salons kommt sie rein?', expect: [f.b.name] },
      { kind: 'person', language: 'de', ask: 'Wer von euch macht die Balayage? Ich will was Natürliches, nicht zu blond', expect: [f.colorist.first] },
      { kind: 'language', language: 'de', ask: `Spricht jemand bei euch ${f.barber.langDe}? Mein Vater kann nicht so gut Deutsch.`, expect: [f.barber.first] },
      {
        kind: 'follow-up',
        language: 'de',
        ask: 'In welchem Salon arbeitet die Person?',
        after: [`Spricht jemand bei euch ${f.barber.langDe}? Mein Vater kann nicht so gut Deutsch.`],
        expect: [f.b.name],
      },
      f.cardOnly
        ? { kind: 'policy', language: 'de', ask: 'Kann ich bei euch auch bar bezahlen?', expect: ['Karte'] }
        : { kind: 'policy', language: 'de', ask: 'Kann ich bei euch mit Karte bezahlen?', expect: ['bar'] },
      {
        kind: 'policy',
        language: 'de',
        ask: 'Ich muss meinen Termin morgen leider absagen – kostet das was?',
        expect: [`${f.cancelHours} Stunden`, f.feePercent],
      },
      { kind: 'event', language: 'de', ask: 'Wann ist der nächste Workshop bei euch?', expect: [w.day, w.month] },
      { kind: 'follow-up', language: 'de', ask: 'Und was kostet die Teilnahme?', after: ['Wann ist der nächste Workshop bei euch?'], expect: [w.price] },
      { kind: 'person', language: 'de', ask: 'Wer hat den Salon eigentlich gegründet?', expect: [f.owner] },
      // Asked in English about the German site: only language-independent facts are expected.
      {
        kind: 'price',
        ask: `Hi! I'm in ${f.city} for the week – how much is a women's cut and blow-dry for long hair?`,
        expect: [p.womenLong],
        reject: [p.womenShort],
      },
      { kind: 'contact', ask: `what's the phone number for the ${f.a.nameEn} salon?`, expect: [f.a.phone], reject: [f.b.phone] },
      { kind: 'hours', ask: `Is the ${f.b.name} salon open on Saturday afternoon?`, expect: [f.b.satClose] },
      { kind: 'policy', ask: "Do I have to book for a men's cut or can I just walk in? I'm free tomorrow morning", expect: [f.b.name, f.b.walkInTo] },
      { kind: 'language', ask: `does anyone there speak ${f.colorist.langEn}?`, expect: [f.colorist.first] },
      { kind: 'comparison', ask: "which is cheaper, the clipper cut or a normal men's haircut?", expect: [p.clipper, p.men] },
      { kind: 'location', ask: "What's the address of the salon with step-free access? My wife uses a wheelchair.", expect: [f.b.street] },
      // Not on the site.
      { kind: 'unanswerable', language: 'de', ask: 'Macht ihr auch Extensions bzw. Haarverlängerungen?' },
      { kind: 'unanswerable', language: 'de', ask: 'Gibt es bei euch einen Studentenrabatt?' },
      { kind: 'unanswerable', language: 'de', ask: 'Was kostet bei euch eine Dauerwelle?' },
      { kind: 'unanswerable', language: 'de', ask: 'Darf ich meinen Hund mit in den Salon bringen?' },
      { kind: 'unanswerable', ask: 'do you do wedding hair at the venue?' },
    ],
  };
}
