import type { BenchSite } from '../types';
import { unanswerable } from '../types';
import { askedIn, phoneLink, slugOf } from '../unseen2/markup';
import type facts from './optician.facts.json';

/**
 * Unseen: an Augenoptiker in Munich, on Jimdo Creator in German (`lang="de-DE"`, a `jimdoData`
 * config script, the `jtpl-*` template wrappers): the cookie notice, the nested navigation
 * (`cc-nav-level-0` / `cc-nav-level-1`, "Kinderbrillen" under "Brillen") behind the mobile
 * checkbox toggle, every page a `cc-matrix` of `j-module` blocks (`j-header`, `j-text` with inline
 * spans, `j-hgrid` columns, `j-hr`, `j-table` price tables, `j-imageSubtitle`, `j-callToAction`,
 * `j-formnew`, a `j-googlemaps` consent placeholder), the sidebar with the opening hours repeated
 * on every page, the Jimdo footer row (Impressum at /about/, Datenschutz, Cookie-Richtlinie,
 * Sitemap, Anmelden).
 *
 * The facts the pages are written from, as written and mutated, are data in optician.facts.json.
 * The Sehtest is free and needs no appointment; the Augenprüfung costs `exam.price` and is credited
 * when glasses are bought. Lens prices are per pair; the frame is extra. The Kasse pays lenses for
 * children with a prescription (never the frame), adults only above 6 dioptres (4 for astigmatism).
 * `team.contacts` fits contact lenses, `team.kids` does children and myopia management, `team.lang`
 * speaks `team.lang.language` and English. The shop is open late on `hours.lateDay`. Today is
 * mid-December 2026.
 */
export type OpticianFacts = typeof facts.original;

export function optician(f: OpticianFacts): BenchSite {
  const { hours: h, exam, house, brands: b, single: s, vario: v, contacts: cl, kids, myopia: my, warranty: w, team } = f;
  const german = askedIn('de');
  const tel = phoneLink('49');
  const site = `https://www.${f.domain}.example`;
  const euro = (amount: string) => `${amount} €`;
  const nav: [string, string, [string, string][]][] = [
    ['/', 'Start', []],
    ['/sehtest-augenpruefung/', 'Sehtest & Augenprüfung', []],
    ['/brillen/', 'Brillen & Gläser', [['/brillen/kinderbrillen/', 'Kinderbrillen & Myopie']]],
    ['/kontaktlinsen/', 'Kontaktlinsen', []],
    ['/service/', 'Service & Krankenkasse', []],
    ['/team/', 'Team', []],
    ['/kontakt-anfahrt/', 'Kontakt & Anfahrt', []],
  ];
  let m = 10412238520;
  const mid = () => (m += 7331);
  const pageNo = (path: string) => 2893411722 + path.length * 97;

  const mod = (type: string, inner: string) => {
    const id = mid();
    return `<div id="cc-m-${id}" class="j-module n j-${type} ">${inner.replace(/\{id\}/g, String(id))}</div>`;
  };
  const header = (text: string, level = 1) => mod('header', `<h${level} class="" id="cc-m-header-{id}">${text}</h${level}>`);
  const text = (html: string) => mod('text', html);
  const hr = () => mod('hr', '<hr />');
  const grid = (...columns: string[][]) =>
    mod(
      'hgrid',
      columns
        .map(
          (col, i) =>
            `<div class="cc-m-hgrid-column${i === columns.length - 1 ? ' last' : ''}" style="width: ${Math.floor(98 / columns.length)}%;"><div id="cc-matrix-${mid()}">${col.join('')}</div></div>${i < columns.length - 1 ? '<div class="cc-m-hgrid-separator" data-display="cms-only"><div></div></div>' : ''}`,
        )
        .join(''),
    );
  const table = (rows: string[][], head: string[]) =>
    mod(
      'table',
      `<table cellspacing="0" cellpadding="3" style="border-collapse: collapse; width: 100%;" class="mceEditable"><tbody><tr>${head.map((c) => `<td style="border-bottom: 1px solid #999;"><strong>${c}</strong></td>`).join('')}</tr>${rows.map((r) => `<tr>${r.map((c) => `<td>${c}</td>`).join('')}</tr>`).join('')}</tbody></table>`,
    );
  const image = (file: string, alt: string, caption = '') =>
    mod(
      'imageSubtitle',
      `<figure class="cc-imagewrapper cc-m-image-align-1"><img srcset="https://image.jimcdn.example/app/cms/image/transf/dimension=320x10000:format=jpg/path/s7a2e4c1b/image/${file} 320w, https://image.jimcdn.example/app/cms/image/transf/dimension=640x10000:format=jpg/path/s7a2e4c1b/image/${file} 640w" sizes="(min-width: 640px) 640px, 100vw" id="cc-m-imagesubtitle-image-{id}" src="https://image.jimcdn.example/app/cms/image/transf/dimension=640x10000:format=jpg/path/s7a2e4c1b/image/${file}" alt="${alt}" class="" data-src-width="1200" data-src-height="800" />${caption ? `<figcaption style="width: 640px">${caption}</figcaption>` : ''}</figure><div class="cc-clear"></div>`,
    );
  const cta = (href: string, label: string) =>
    mod('callToAction', `<div class="j-calltoaction-wrapper j-calltoaction-align-1"><a class="j-calltoaction-link j-calltoaction-link-style-1" data-action="button" href="${href}" data-title="${label}">${label}</a></div>`);
  const member = (name: string, role: string, about: string) =>
    grid([image(`${slugOf(name).replace(/^-|-$/g, '')}.jpg`, name)], [header(name, 3), text(`<p><strong>${role}</strong></p><p>${about}</p>`)]);

  const menu = (path: string) =>
    `<ul class="cc-nav-level-0 j-nav-level-0">${nav
      .map(([href, label, sub]) => {
        const current = href === path || sub.some(([h2]) => h2 === path);
        const children = sub.length
          ? `<span data-navi-toggle="cc-nav-view-${pageNo(href)}" class="jmd-nav__toggle-button"></span><ul class="cc-nav-level-1 j-nav-level-1">${sub.map(([h2, l2]) => `<li id="cc-nav-view-${pageNo(h2)}" class="jmd-nav__list-item-1${h2 === path ? ' cc-nav-current j-nav-current jmd-nav__item--current' : ''}"><a href="${h2}" data-link-title="${l2}"${h2 === path ? ' class="cc-nav-current j-nav-current jmd-nav__link--current"' : ''}>${l2}</a></li>`).join('')}</ul>`
          : '';
        return `<li id="cc-nav-view-${pageNo(href)}" class="jmd-nav__list-item-0${sub.length ? ' j-nav-has-children' : ''}${current ? ' cc-nav-parent j-nav-parent jmd-nav__item--parent' : ''}"><a href="${href}" data-link-title="${label}"${href === path ? ' class="cc-nav-current j-nav-current jmd-nav__link--current"' : ''}>${label}</a>${children}</li>`;
      })
      .join('')}</ul>`;

  const sidebar = () =>
    text(
      `<p><strong><span style="font-size: 16px;">Öffnungszeiten</span></strong></p><p>${h.days}: ${h.weekday}<br />${h.lateDay}: ${h.weekday.split(' ')[0]} – ${h.lateClose} Uhr<br />Samstag: ${h.sat}</p><p><strong>${f.shop}</strong><br />${f.street}<br />${f.postcode} München<br />Tel. <a href="tel:${tel(f.phone)}" title="${f.phone}">${f.phone}</a></p>`,
    ) + cta('/kontakt-anfahrt/#termin', 'Termin vereinbaren');

  const doc = (title: string, path: string, modules: string[]) => `<!DOCTYPE html>
<html lang="de-DE"><head><base href="${site}/"/><meta charset="utf-8"/><meta name="viewport" content="width=device-width, initial-scale=1"/><meta http-equiv="X-UA-Compatible" content="IE=edge"/><meta name="description" content="${f.shop} – Ihr Augenoptiker in München-${f.district}: kostenloser Sehtest, Brillen, Gleitsicht, Kontaktlinsen und Kinderbrillen."/><meta name="robots" content="index, follow, archive"/><meta property="og:title" content="${title}"/><meta property="og:site_name" content="${f.shop}"/><meta property="og:locale" content="de_DE"/><meta name="generator" content="Jimdo Creator"/><title>${title} - ${f.shop}</title><link rel="canonical" href="${site}${path}"/><link rel="stylesheet" type="text/css" href="https://assets.jimstatic.example/app/cdn/min/file/web/css/layout.css?t=1733412008" media="all"/>
<script>var jimdoData = {"isTestserver":false,"isJimdoHelpCenter":false,"isProtectedPage":false,"cmsLanguage":"de_DE","isFreePackage":false,"mobile":false,"isDevkitTemplateUsed":true,"isTemplateResponsive":true,"websiteId":"s7a2e4c1b","pageId":${pageNo(path)},"packageId":2,"jQuery":"jimdoGen002","responsiveBreakpointLandscape":767,"responsiveBreakpointPortrait":480};</script></head>
<body class="body cc-page cc-pagemode-default cc-content-parent" id="page-${pageNo(path)}"><div id="cc-inner" class="cc-content-parent"><input type="checkbox" id="jtpl-navigation__checkbox" class="jtpl-navigation__checkbox"/><div class="jtpl-main cc-content-parent">
<header class="jtpl-header"><div id="cc-website-logo" class="cc-single-module-element">${image(`logo-${f.domain}.png`, f.shop)}</div><label for="jtpl-navigation__checkbox" class="jtpl-navigation__label navigation-colors__menu-icon"><span class="jtpl-navigation__borders navigation-colors__menu-icon"></span></label></header>
<nav class="jtpl-navigation navigation-colors"><div data-container="navigation"><div class="j-nav-variant-nested">${menu(path)}</div></div></nav>
<div class="jtpl-section"><div class="jtpl-content content-options"><div id="content_area" data-container="content"><div id="content_start"></div><div id="cc-matrix-${pageNo(path) + 1}">${modules.join('\n')}</div></div></div>
<aside class="jtpl-sidebar sidebar-options"><div data-container="sidebar"><div id="cc-matrix-4111902218">${sidebar()}</div></div></aside></div>
<footer class="jtpl-footer footer-options"><div id="contentfooter" data-container="footer"><div class="leftrow"><a rel="nofollow" href="javascript:window.print();"><span class="print-link" title="Druckversion">Druckversion</span></a> | <a href="/about/" title="Impressum">Impressum</a> | <a href="/j/privacy" title="Datenschutz">Datenschutz</a> | <a id="cookie-policy" href="javascript:window.CookieControl.showCookieSettings();">Cookie-Richtlinie</a> | <a href="/sitemap/" title="Sitemap">Sitemap</a></div><div class="rightrow"><span class="loggedout"><a rel="nofollow" id="login" href="/login">Anmelden</a></span></div></div></footer>
</div></div>
<div id="cookie-law" class="cc-cookie-law cc-cookie-law--visible" role="dialog" aria-live="polite"><div class="cc-cookie-law__text">Diese Website verwendet Cookies, um Ihnen das bestmögliche Erlebnis zu bieten. Technisch notwendige Cookies sind immer aktiv. <a href="/j/privacy">Mehr erfahren</a></div><div class="cc-cookie-law__buttons"><button type="button" class="cc-cookie-law__button cc-cookie-law__button--settings">Einstellungen</button><button type="button" class="cc-cookie-law__button cc-cookie-law__button--accept">Alle akzeptieren</button></div></div>
<script src="https://assets.jimstatic.example/app/cdn/min/file/web/js/jimdo.js?t=1733412008"></script></body></html>`;

  const teamAbout = {
    owner: `Augenoptikermeister und Inhaber. Gleitsicht, Sportbrillen und alles, was knifflig ist.`,
    contacts: `Optometristin (B.Sc.). Sie passt bei uns alle Kontaktlinsen an – auch formstabile und Speziallinsen.`,
    kids: `Augenoptiker, Spezialist für Kinderoptik und Myopie-Management. Hat für kleine Kunden immer viel Geduld.`,
    lang: `Augenoptikerin. ${team.lang.first} spricht ${team.lang.language} und Englisch und berät Sie gern auch in diesen Sprachen.`,
  };

  return {
    name: 'optician (de)',
    pages: {
      '/': doc('Start', '/', [
        image('laden-innen.jpg', `${f.shop} in ${f.district}`, `Unser Laden in der ${f.street}`),
        header(`Willkommen bei ${f.shop}`),
        text(
          `<p>Ihr inhabergeführter Augenoptiker in München-${f.district}. Bei uns bekommen Sie eine ehrliche Beratung, präzise Messungen und Brillen, die wirklich passen – von der günstigen Eigenmarke bis zur Designerfassung.</p><p><span style="color: #1f5f8b;"><strong>Der Sehtest bei uns ist kostenlos</strong></span> – gern auch spontan ohne Termin.</p>`,
        ),
        cta('/sehtest-augenpruefung/', 'Mehr zu Sehtest &amp; Augenprüfung'),
      ]),
      '/sehtest-augenpruefung/': doc('Sehtest & Augenprüfung', '/sehtest-augenpruefung/', [
        header('Sehtest &amp; Augenprüfung'),
        grid(
          [header('Sehtest', 2), text('<p>Der klassische Sehtest für Ihre neue Brille dauert etwa 15 Minuten und ist bei uns <strong>kostenlos</strong>. Sie brauchen dafür keinen Termin.</p>')],
          [
            header('Augenprüfung', 2),
            text(
              `<p>Die ausführliche optometrische Augenprüfung mit Augeninnendruck, Netzhautfoto und Binokularsehen dauert ca. ${exam.minutes} Minuten und kostet ${euro(exam.price)}. Kaufen Sie danach eine Brille bei uns, wird der Betrag beim Brillenkauf voll angerechnet.</p><p>Die Augenprüfung findet nur mit Termin statt.</p>`,
            ),
          ],
        ),
        hr(),
        text('<p><em>Hinweis: Die Augenprüfung ersetzt keinen Besuch beim Augenarzt. Bei Auffälligkeiten empfehlen wir Ihnen eine augenärztliche Abklärung.</em></p>'),
      ]),
      '/brillen/': doc('Brillen & Gläser', '/brillen/', [
        header('Brillen &amp; Gläser'),
        text(
          `<p>Unsere Eigenmarke <strong>${house.name}</strong> gibt es ab ${euro(house.from)} für die Fassung. Markenfassungen von ${b.a}, ${b.b}, ${b.c} und ${b.d} liegen zwischen ${b.from} und ${euro(b.to)}.</p><p><strong>Unser Komplettangebot:</strong> Fassung aus der ${house.name} mit Komfort-Einstärkengläsern ab ${euro(String(Number(house.from) + Number(s.komfort)))}.</p>`,
        ),
        header('Unsere Glaspakete (Preis pro Paar, ohne Fassung)', 2),
        table(
          [
            ['Basis', 'Kunststoff 1.5, entspiegelt, Hartschicht', euro(s.basis)],
            ['Komfort', 'Dünnglas 1.6, Superentspiegelung, Clean-Coat', euro(s.komfort)],
            ['Premium', 'Extradünn 1.67, Blaulichtfilter, UV-Schutz', euro(s.premium)],
          ],
          ['Einstärkengläser', 'Ausstattung', 'Preis'],
        ),
        table(
          [
            ['Gleitsicht Basis', 'Standard-Gleitsicht, entspiegelt', euro(v.basis)],
            ['Gleitsicht Komfort', 'Breitere Sehbereiche, Superentspiegelung', euro(v.komfort)],
            ['Gleitsicht Premium', 'Individuell für Sie berechnet, Markenglas', euro(v.premium)],
          ],
          ['Gleitsichtgläser', 'Ausstattung', 'Preis'],
        ),
        hr(),
        header('Unsere Garantien', 2),
        text(
          `<ul><li>${w.frameYears} Jahre Garantie auf alle Fassungen.</li><li>${w.varioWeeks} Wochen Verträglichkeitsgarantie auf Gleitsichtgläser: Kommen Sie mit Ihrer neuen Gleitsichtbrille nicht zurecht, fertigen wir die Gläser kostenlos neu.</li></ul>`,
        ),
      ]),
      '/brillen/kinderbrillen/': doc('Kinderbrillen & Myopie-Management', '/brillen/kinderbrillen/', [
        header('Kinderbrillen'),
        text(
          `<p>Robuste, flexible Kinderfassungen gibt es bei uns ab ${euro(kids.frameFrom)}. Mit Rezept vom Augenarzt übernimmt die gesetzliche Krankenkasse bei Kindern und Jugendlichen bis 18 die Gläser – die Fassung zahlen Sie selbst.</p><p>Für ${euro(kids.insurance)} im Jahr gibt es unsere Bruchversicherung für Kinderbrillen: Geht die Brille kaputt, ersetzen wir sie ohne Zuzahlung.</p>`,
        ),
        hr(),
        header('Myopie-Management', 2),
        text(
          `<p>Immer mehr Kinder werden kurzsichtig. Mit speziellen Brillengläsern oder Kontaktlinsen lässt sich das Fortschreiten der Kurzsichtigkeit bremsen. ${team.kids.name} hat sich darauf spezialisiert.</p><p>Die Erstberatung mit Messung der Augenlänge kostet ${euro(my.consult)}. Danach kommen die Kinder alle ${my.months} Monate zur Kontrolle.</p>`,
        ),
      ]),
      '/kontaktlinsen/': doc('Kontaktlinsen', '/kontaktlinsen/', [
        header('Kontaktlinsen'),
        text(
          `<p>Ob weich oder formstabil, Tages- oder Monatslinse: ${team.contacts.name} findet mit Ihnen die passende Linse.</p><p>Die Kontaktlinsen-Anpassung kostet ${euro(cl.fitting)} inklusive Nachkontrolle. Danach testen Sie Ihre Probelinsen ${cl.trialWeeks} Wochen lang kostenlos zu Hause.</p>`,
        ),
        table([['Monatslinsen-Abo inkl. Pflegemittel', `ab ${euro(cl.monthly)} im Monat`]], ['Linsen-Abo', 'Preis']),
      ]),
      '/service/': doc('Service & Krankenkasse', '/service/', [
        header('Service'),
        grid(
          [
            header('Reparaturen', 2),
            text(
              `<p>Kleinreparaturen wie Schrauben, Nasenpads oder Ausrichten machen wir kostenlos – auch wenn die Brille nicht bei uns gekauft wurde. Lötreparaturen an Metallfassungen ab ${euro(f.solder)}.</p>`,
            ),
          ],
          [
            header('Hausbesuche', 2),
            text(
              `<p>Sie können nicht mehr gut aus dem Haus? Wir kommen zu Ihnen nach Hause oder ins Pflegeheim im Münchner Stadtgebiet – mit Sehtest und Fassungsauswahl. Anfahrtspauschale: ${euro(f.homeVisit)}.</p>`,
            ),
          ],
        ),
        hr(),
        header('Zuschuss der Krankenkasse', 2),
        text(
          '<p>Kinder und Jugendliche bis 18: Gläser werden mit ärztlicher Verordnung von der gesetzlichen Krankenkasse bezahlt (bis zum Festbetrag).</p><p>Erwachsene: Einen Zuschuss gibt es nur bei mehr als 6 Dioptrien Kurz- oder Weitsichtigkeit oder mehr als 4 Dioptrien Hornhautverkrümmung, ebenfalls mit Verordnung vom Augenarzt. Die Fassung wird nie bezuschusst.</p>',
        ),
      ]),
      '/team/': doc('Team', '/team/', [
        header('Unser Team'),
        member(f.owner.name, 'Inhaber', teamAbout.owner),
        member(team.contacts.name, 'Kontaktlinsen', teamAbout.contacts),
        member(team.kids.name, 'Kinderoptik', teamAbout.kids),
        member(team.lang.name, 'Beratung &amp; Werkstatt', teamAbout.lang),
      ]),
      '/kontakt-anfahrt/': doc('Kontakt & Anfahrt', '/kontakt-anfahrt/', [
        header('Kontakt &amp; Anfahrt'),
        text(
          `<p>${f.shop}<br />${f.street}<br />${f.postcode} München</p><p>Telefon: ${f.phone}<br />E-Mail: <a href="mailto:${f.email}">${f.email}</a></p><p>Mit der ${f.ubahn.line} bis <strong>${f.ubahn.station}</strong>, von dort ${f.ubahn.minutes} Minuten zu Fuß.</p>`,
        ),
        mod(
          'googlemaps',
          `<div class="cc-map-wrapper cc-map-consent"><p>Wenn Sie Google Maps aktivieren, werden Daten an Google übertragen.</p><button type="button" class="cc-map-consent__button">Karte laden</button></div><div class="cc-map-config" data-address="${f.street}, ${f.postcode} München" data-zoom="16"></div>`,
        ),
        header('Termin anfragen', 2),
        mod(
          'formnew',
          `<form action="" method="post" id="cc-m-form-{id}" class="cc-m-form cc-m-form-layout-1"><div class="cc-m-form-view-sortable"><div class="cc-m-form-view-element cc-m-form-text" data-action="element"><label for="m{id}0"><div>Name</div></label><div class="cc-m-form-view-input-wrapper"><input type="text" name="m{id}0" id="m{id}0" /></div></div><div class="cc-m-form-view-element cc-m-form-email" data-action="element"><label for="m{id}1"><div>E-Mail</div></label><div class="cc-m-form-view-input-wrapper"><input type="email" name="m{id}1" id="m{id}1" /></div></div><div class="cc-m-form-view-element cc-m-form-select" data-action="element"><label for="m{id}2"><div>Anliegen</div></label><div class="cc-m-form-view-input-wrapper"><select name="m{id}2" id="m{id}2"><option>Augenprüfung</option><option>Kontaktlinsen-Anpassung</option><option>Kinderbrille / Myopie</option><option>Hausbesuch</option></select></div></div><div class="cc-m-form-view-element cc-m-form-textarea" data-action="element"><label for="m{id}3"><div>Nachricht / Wunschtermin</div></label><div class="cc-m-form-view-input-wrapper"><textarea name="m{id}3" id="m{id}3" rows="5"></textarea></div></div></div><div class="cc-m-form-submit"><input type="submit" value="Absenden" data-action="formButton" /></div><p class="cc-m-form-note">Wir melden uns innerhalb eines Werktags mit einem Terminvorschlag.</p></form>`,
        ),
      ]),
      '/about/': doc('Impressum', '/about/', [
        header('Impressum'),
        text(
          `<p>${f.shop}<br />Inhaber: ${f.owner.name}, Augenoptikermeister<br />${f.street}<br />${f.postcode} München</p><p>Telefon: ${f.phone}<br />E-Mail: ${f.email}</p><p>Umsatzsteuer-ID: DE 281 774 390<br />Zuständige Kammer: Handwerkskammer für München und Oberbayern</p>`,
        ),
      ]),
    },
    questions: [
      ...[
        { kind: 'policy', ask: 'Kostet der Sehtest bei euch was?', expect: ['kostenlos'] },
        { kind: 'price', ask: 'Was kostet die ausführliche Augenprüfung und wie lange dauert die ungefähr?', expect: [exam.price, `${exam.minutes} Minuten`] },
        { kind: 'price', ask: 'Was kostet bei euch die günstigste Brillenfassung?', expect: [house.from] },
        ...unanswerable('Verkauft ihr auch Hörgeräte?'),
        { kind: 'product', ask: 'Welche Brillenmarken habt ihr im Laden?', expect: [b.a, b.b] },
        { kind: 'price', ask: 'Ich brauch zum ersten Mal ne Gleitsichtbrille. Mit was muss ich bei den Gläsern mindestens rechnen?', expect: [v.basis] },
        {
          kind: 'arithmetic',
          ask: 'Wenn ich eine Fassung aus eurer Eigenmarke nehme und die Komfort-Einstärkengläser dazu – was zahl ich dann insgesamt mindestens?',
          expect: [String(Number(house.from) + Number(s.komfort))],
        },
        { kind: 'comparison', ask: 'Lohnt sich Gleitsicht Premium gegenüber Komfort? Was kosten die beiden?', expect: [v.komfort, v.premium] },
        { kind: 'price', ask: 'Ich würde gern mal Kontaktlinsen ausprobieren, hab noch nie welche getragen. Was kostet bei euch die Anpassung?', expect: [cl.fitting] },
        {
          kind: 'follow-up',
          ask: 'und wie lange kann ich die Probelinsen testen?',
          after: ['Ich würde gern mal Kontaktlinsen ausprobieren, hab noch nie welche getragen. Was kostet bei euch die Anpassung?'],
          expect: [`${cl.trialWeeks} Wochen`],
        },
        { kind: 'person', ask: 'Wer ist bei euch Ansprechpartner für Kontaktlinsen?', expect: [team.contacts.first] },
        {
          kind: 'person',
          ask: 'Unsere Tochter (9) wird immer kurzsichtiger, die Augenärztin hat Myopie-Management erwähnt. Bietet ihr das an und wer macht das bei euch?',
          expect: [team.kids.first],
        },
        {
          kind: 'follow-up',
          ask: 'Was kostet die Beratung und wie oft müssen wir danach zur Kontrolle?',
          after: ['Unsere Tochter (9) wird immer kurzsichtiger, die Augenärztin hat Myopie-Management erwähnt. Bietet ihr das an und wer macht das bei euch?'],
          expect: [my.consult, `${my.months} Monate`],
        },
        { kind: 'policy', ask: 'Zahlt die Krankenkasse die Brille für meinen Sohn (7)? Und was müssten wir für die Fassung selbst zahlen?', expect: [kids.frameFrom] },
        { kind: 'policy', ask: 'Ich hab -4,5 Dioptrien. Krieg ich als Erwachsene was von der Kasse dazu?', expect: ['6 Dioptrien'] },
        { kind: 'price', ask: "Gibt's eine Versicherung falls die Kinderbrille kaputt geht? Mein Sohn ist da nicht so vorsichtig", expect: [kids.insurance] },
        ...unanswerable('Kann ich meine alte Brille bei euch für einen guten Zweck abgeben?'),
        { kind: 'price', ask: 'Der Bügel von meiner Metallbrille ist abgebrochen. Könnt ihr den löten und was kostet das?', expect: [f.solder] },
        { kind: 'hours', ask: 'Habt ihr an einem Tag in der Woche länger offen? Ich arbeite bis 18 Uhr', expect: [h.lateDay, h.lateClose] },
        ...unanswerable('Gibt es bei euch in der Nähe Parkplätze?'),
        { kind: 'location', ask: 'Mit welcher U-Bahn komm ich zu euch?', expect: [f.ubahn.station] },
        ...unanswerable('Kann man bei euch die Brille auch in Raten zahlen?'),
        { kind: 'price', ask: 'Meine Mutter ist 84 und kommt kaum noch aus der Wohnung. Kommt ihr auch zu ihr nach Hause? Was kostet das?', expect: [f.homeVisit] },
        { kind: 'policy', ask: 'Und was ist, wenn ich mich an die neue Gleitsichtbrille einfach nicht gewöhne?', expect: [`${w.varioWeeks} Wochen`] },
        { kind: 'person', ask: `Meine Oma spricht fast nur ${team.lang.language}. Gibt es bei euch jemanden, der ${team.lang.language} kann?`, expect: [team.lang.first] },
      ].map(german),
      { kind: 'price', ask: 'How much is the full eye exam (not the quick free test)?', expect: [exam.price] },
      { kind: 'person', ask: 'My German is pretty bad – does anyone in the shop speak English?', expect: [team.lang.first] },
      { kind: 'contact', ask: "What's your phone number? I'd like to book an appointment.", expect: [f.phone] },
      ...unanswerable('How long does it usually take until my new glasses are ready?'),
      { kind: 'price', ask: 'I need varifocals. What does your top lens package cost?', expect: [v.premium] },
    ],
  };
}
