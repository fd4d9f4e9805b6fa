/* eslint-disable max-lines -- a fixture site: every page of one business as one function of its facts, whose closures (Joomla layout, module, article, category-blog and accordion builders, the price classes) the pages share */
import type { BenchQuestion, BenchSite } from '../types';
import { unanswerable } from '../types';
import { jsonLd } from '../unseen/markup';
import { phoneLink } from '../unseen2/markup';
import type facts from './hearing-care.facts.json';

/**
 * Unseen: a hearing-care centre (Hörakustiker) with two branches in Vienna, a Joomla 4 site on the
 * Cassiopeia template in Austrian German (`lang="de-at"`): the Joomla generator meta, the
 * `joomla-script-options` JSON and the Bootstrap collapse module in the head, the header's
 * `navbar-brand` and a metismenu `mod-menu` with a second level, Joomla's breadcrumbs module, every page
 * the component in `container-component` (com_content articles with `articleBody` and the
 * `article-info` block, a featured blog on the home page, the team as a category blog whose items carry
 * custom fields for role, branch and languages, com_contact with its address list and form) beside a
 * `sidebar-right` module position of `card` modules (both branches' opening hours, the appointment
 * phones), the price classes and battery prices as TinyMCE tables pasted into articles, the FAQ as a
 * Bootstrap 5 accordion (`accordion-collapse collapse`, the first item `show`), the footer as a custom
 * module, and a LocalBusiness JSON-LD with both branches on the home page. A staff page at /intern,
 * which robots.txt disallows (the footer links to it), holds the apprentices' pay, the purchase price,
 * the battery wholesaler's account and next year's prices that must never be quoted.
 *
 * The facts the pages are written from, as written and mutated, are data in hearing-care.facts.json.
 * The hearing test is free and takes `test.minutes` minutes, by appointment in both branches, without
 * one in the main branch on `main.walkInDays`; tinnitus counselling costs `test.tinnitus` €. With a
 * doctor's prescription the health insurance (ÖGK) pays `kasse.tarif` € a device: the basic class costs
 * exactly that, so the customer pays only the `kasse.selbstbehalt` € co-payment; the higher classes cost
 * `classes.*` € without insurance and `classes.*Extra` € more than the co-payment with it. New devices
 * on the insurance every `kasse.years` years; trial wearing `trialDays` days; instalments from
 * `installments.from` € over `installments.months` months. Home visits anywhere in Vienna on `home.day`,
 * `home.fee` € call-out, paid by card or Erlagschein only. The second branch closes over Christmas
 * (`branch.closedFrom` to `branch.closedTo`). Today is early March 2033.
 */
export type HearingCareFacts = typeof facts.original;

export function hearingCare(f: HearingCareFacts): BenchSite {
  const { main: hq, branch: fil, kasse, classes: kl, batteries: bat, repair: rep, home, test, team, event, internal: ix } = f;
  const root = `https://www.${f.domain}.example`;
  const call = phoneLink('43');
  const uhr = (pair: string[]) => `${pair[0] ?? ''} – ${pair[1] ?? ''} Uhr`;
  /** Austrian price style: "€ 1.790,–" for whole euros, "€ 5,90" otherwise. */
  const eur = (amount: string) => (amount.includes(',') ? `€ ${amount}` : `€ ${amount},–`);
  const branchOf = (at: string) => (at === 'main' ? hq : fil);
  const version = '4.4.9';
  const hash = (seed: string) => [...seed].reduce((acc, ch) => (acc * 31 + ch.charCodeAt(0)) % 0xffffff, 7).toString(16);

  interface MenuItem {
    id: number;
    href: string;
    label: string;
    kids?: MenuItem[];
  }
  /** The main menu as Joomla stores it: item id, alias path and title, with a second level under "Hörgeräte" and "Service". */
  const tree: MenuItem[] = [
    { id: 101, href: '/', label: 'Startseite' },
    { id: 102, href: '/hoertest', label: 'Hörtest' },
    { id: 103, href: '/hoergeraete', label: 'Hörgeräte', kids: [{ id: 109, href: '/hoergeraete/kassentarif', label: 'Kassentarif' }] },
    {
      id: 104,
      href: '/service',
      label: 'Service',
      kids: [
        { id: 110, href: '/service/batterien-zubehoer', label: 'Batterien &amp; Zubehör' },
        { id: 111, href: '/service/reparatur', label: 'Reparatur' },
        { id: 112, href: '/service/hausbesuche', label: 'Hausbesuche' },
      ],
    },
    { id: 105, href: '/team', label: 'Team' },
    { id: 106, href: '/filialen', label: 'Filialen' },
    { id: 107, href: '/haeufige-fragen', label: 'Häufige Fragen' },
    { id: 108, href: '/kontakt', label: 'Kontakt' },
  ];
  const itemId = (path: string) => tree.flatMap((it) => [it, ...(it.kids ?? [])]).find((it) => it.href === path)?.id ?? 120;
  const menuFor = (path: string) => {
    const li = (it: MenuItem, level: number): string => {
      const kids = it.kids ?? [];
      const current = it.href === path;
      const active = current || kids.some((k) => k.href === path);
      const classes = ['metismenu-item', `item-${it.id}`, `level-${level}`, it.id === 101 ? 'default' : '', current ? 'current' : '', active ? 'active' : ''];
      if (kids.length) classes.push('deeper', 'parent');
      const toggler = kids.length
        ? `<button class="mm-collapsed mm-toggler mm-toggler-link" aria-haspopup="true" aria-expanded="false" aria-label="${it.label}"></button><ul class="mm-collapse">${kids.map((k) => li(k, level + 1)).join('')}</ul>`
        : '';
      return `<li class="${classes.filter(Boolean).join(' ')}"><a href="${it.href}"${current ? ' aria-current="page"' : ''}>${it.label}</a>${toggler}</li>`;
    };
    return `<ul class="mod-menu mod-menu_dropdown-metismenu metismenu mod-list ">${tree.map((it) => li(it, 1)).join('')}</ul>`;
  };
  const breadcrumbs = (path: string, title: string) => {
    if (path === '/') return '';
    const parent = tree.find((it) => it.kids?.some((k) => k.href === path));
    const trail: [string, string][] = [['/', 'Startseite'], ...(parent ? [[parent.href, parent.label] as [string, string]] : [])];
    const crumb = ([href, name]: [string, string], i: number) =>
      `<li itemprop="itemListElement" itemscope itemtype="https://schema.org/ListItem" class="mod-breadcrumbs__item breadcrumb-item"><a itemprop="item" href="${href}" class="pathway"><span itemprop="name">${name}</span></a><meta itemprop="position" content="${i + 1}"></li>`;
    return `<nav class="mod-breadcrumbs__wrapper" aria-label="Breadcrumbs"><ol itemscope itemtype="https://schema.org/BreadcrumbList" class="mod-breadcrumbs breadcrumb px-3 py-2"><li class="mod-breadcrumbs__here float-start">Aktuelle Seite: &#160;</li>${trail.map(crumb).join('')}<li aria-current="page" itemprop="itemListElement" itemscope itemtype="https://schema.org/ListItem" class="mod-breadcrumbs__item breadcrumb-item active"><span itemprop="name">${title}</span><meta itemprop="position" content="${trail.length + 1}"></li></ol></nav>`;
  };

  /** A module in the sidebar-right position: Cassiopeia's "card" chrome around a custom HTML module. */
  let moduleId = 86;
  const card = (heading: string, html: string) => {
    moduleId += 1;
    return `<div class="sidebar-right card "><h3 class="card-header ">${heading}</h3><div class="card-body"><div id="mod-custom${moduleId}" class="mod-custom custom">${html}</div></div></div>`;
  };
  const sidebar = [
    card(
      'Öffnungszeiten',
      `<p><strong>${hq.name}</strong><br>Mo – Do ${uhr(hq.week)}<br>Fr ${uhr(hq.fri)}<br>Sa ${uhr(hq.sat)}</p><p><strong>${fil.name}</strong><br>${fil.days} ${uhr(fil.open)}<br>(Mittagspause ${uhr(fil.lunch)})</p>`,
    ),
    card(
      'Termin vereinbaren',
      `<p>${hq.name}: <a href="tel:${call(hq.phone)}">${hq.phone}</a><br>${fil.name}: <a href="tel:${call(fil.phone)}">${fil.phone}</a></p><p><a class="btn btn-primary btn-sm" href="/kontakt">Online anfragen</a></p>`,
    ),
    card('Hörtest-Woche', `<p>Von ${event.from} bis ${event.to}: kostenloser Hörtest in beiden Filialen, dazu ein Gratis-Pflegeset für jedes Hörgerät.</p>`),
  ];

  const footer = `<footer class="container-footer footer full-width"><div class="grid-child"><div id="mod-custom92" class="mod-custom custom"><p><strong>${f.brand}</strong> · ${hq.street}, ${hq.postcode} Wien · ${fil.street}, ${fil.postcode} Wien · <a href="mailto:${f.email}">${f.email}</a></p><p><a href="/impressum">Impressum</a> · <a href="/datenschutz">Datenschutzerklärung</a> · <a href="/intern">Intern</a></p><p>© 2033 ${f.legal}</p></div></div></footer>`;

  const scriptOptions = {
    'joomla.jtext': { ERROR: 'Fehler', MESSAGE: 'Nachricht', NOTICE: 'Hinweis', WARNING: 'Warnung', JCLOSE: 'Schließen', JOK: 'OK', JOPEN: 'Öffnen' },
    'system.paths': { root: '', rootFull: `${root}/`, base: '', baseFull: `${root}/` },
    'csrf.token': hash(f.uid).padEnd(32, '0'),
  };
  const localBusiness = jsonLd({
    '@context': 'https://schema.org',
    '@type': 'MedicalBusiness',
    name: f.brand,
    url: `${root}/`,
    email: f.email,
    foundingDate: f.since,
    department: [hq, fil].map((b) => ({
      '@type': 'MedicalBusiness',
      name: `${f.brand} ${b.name}`,
      telephone: call(b.phone),
      address: { '@type': 'PostalAddress', streetAddress: b.street, postalCode: b.postcode, addressLocality: 'Wien', addressCountry: 'AT' },
    })),
  });

  interface Shell {
    path: string;
    title: string;
    description: string;
    view: 'article' | 'featured' | 'category' | 'contact';
    component: string;
    robots?: string;
  }
  const render = ({ path, title, description, view, component, robots }: Shell) => {
    const option = view === 'contact' ? 'com_contact' : 'com_content';
    const layout = view === 'category' ? 'blog' : 'no-layout';
    const v = hash(version);
    return `<!DOCTYPE html>
<html lang="de-at" dir="ltr">
<head>
	<meta charset="utf-8">
	<meta name="author" content="${f.owner}">
	<meta name="viewport" content="width=device-width, initial-scale=1">
	<meta name="description" content="${description}">
	${robots ? `<meta name="robots" content="${robots}">\n\t` : ''}<meta name="generator" content="Joomla! - Open Source Content Management">
	<title>${title} – ${f.brand}</title>
	<link href="/media/templates/site/cassiopeia/images/joomla-favicon.svg" rel="icon" type="image/svg+xml">
	<link href="/media/templates/site/cassiopeia/css/template.min.css?${v}" rel="stylesheet">
	<link href="/media/templates/site/cassiopeia/css/global/colors_standard.min.css?${v}" rel="stylesheet">
	<link href="/media/system/css/joomla-fontawesome.min.css?${v}" rel="lazy-stylesheet"><noscript><link href="/media/system/css/joomla-fontawesome.min.css?${v}" rel="stylesheet"></noscript>
	<link href="/media/templates/site/cassiopeia/css/user.css?${v}" rel="stylesheet">
	<style>:root { --hue: 204; --template-bg-light: #f2f6f9; --template-text-dark: #1d2b36; --template-special-color: #0f4c75; --cassiopeia-font-family-body: "Roboto", sans-serif; }</style>
	<script type="application/json" class="joomla-script-options new">${JSON.stringify(scriptOptions)}</script>
	<script src="/media/system/js/core.min.js?${v}"></script>
	<script src="/media/templates/site/cassiopeia/js/template.min.js?${v}" type="module"></script>
	<script src="/media/vendor/bootstrap/js/collapse.min.js?5.3.3" type="module"></script>
	<script src="/media/mod_menu/js/menu-metismenu.min.js?${v}" defer></script>
	<link href="${root}${path}" rel="canonical">
	${path === '/' ? localBusiness : ''}
</head>
<body class="site ${option} wrapper-static view-${view} ${layout} no-task itemid-${itemId(path)} has-sidebar-right">
	<header class="header container-header full-width">
		<div class="grid-child">
			<div class="navbar-brand">
				<a class="brand-logo" href="/"><img loading="eager" decoding="async" src="${root}/images/logo-${f.domain}.svg" alt="${f.brand}" width="260" height="64"></a>
				<div class="site-description">Besser hören in Wien – seit ${f.since}</div>
			</div>
		</div>
		<div class="grid-child container-nav">
			<nav class="navbar navbar-expand-lg" aria-label="Hauptmenü"><button class="navbar-toggler navbar-toggler-right" type="button" data-bs-toggle="collapse" data-bs-target="#navbar1" aria-controls="navbar1" aria-expanded="false" aria-label="Navigation umschalten"><span class="icon-menu" aria-hidden="true"></span></button><div class="collapse navbar-collapse" id="navbar1">${menuFor(path)}</div></nav>
		</div>
	</header>
	<div class="site-grid">
		<div class="grid-child container-component">
			${breadcrumbs(path, title)}
			<div id="system-message-container" aria-live="polite"></div>
			<main>
			${component}
			</main>
		</div>
		<div class="grid-child container-sidebar-right">${sidebar.join('')}</div>
	</div>
	${footer}
	<a href="#top" id="back-top" class="back-to-top-link" aria-label="Zurück nach oben"><span class="icon-arrow-up icon-fw" aria-hidden="true"></span></a>
</body>
</html>`;
  };

  /** A single com_content article: headline, the "Details" info block with its modified date, the body. */
  const article = (headline: string, modified: string, body: string) =>
    `<div class="com-content-article item-page" itemscope itemtype="https://schema.org/Article"><meta itemprop="inLanguage" content="de-AT"><div class="page-header"><h1 itemprop="headline">${headline}</h1></div><dl class="article-info text-muted"><dt class="article-info-term">Details</dt><dd class="modified"><span class="icon-calendar icon-fw" aria-hidden="true"></span><time datetime="${modified}T09:14:00+01:00" itemprop="dateModified">Zuletzt aktualisiert: ${modified.split('-').reverse().join('.')}</time></dd></dl><div itemprop="articleBody" class="com-content-article__body">${body}</div></div>`;
  /** A table as editors build it in TinyMCE: Bootstrap's striped class, a thead, the first column bold. */
  const tinyTable = (caption: string, head: string[], body: string[][]) => {
    const cells = body.map((r) => `<tr>${r.map((c, i) => (i === 0 ? `<td><strong>${c}</strong></td>` : `<td>${c}</td>`)).join('')}</tr>`);
    return `<table class="table table-striped table-bordered" style="width: 100%;"><caption>${caption}</caption><thead><tr>${head.map((h) => `<th scope="col">${h}</th>`).join('')}</tr></thead><tbody>${cells.join('')}</tbody></table>`;
  };
  /** Joomla's Bootstrap accordion (HTMLHelper bootstrap.startAccordion): the first slide open, the others collapsed. */
  const accordion = (group: string, slides: [string, string][]) =>
    `<div id="${group}" class="accordion" role="tablist">${slides
      .map(([question, answer], i) => {
        const slide = `${group}-${i + 1}`;
        const open = i === 0;
        return `<div class="accordion-item"><h2 class="accordion-header" id="${slide}-heading"><button class="accordion-button${open ? '' : ' collapsed'}" type="button" data-bs-toggle="collapse" data-bs-target="#${slide}" aria-expanded="${open}" aria-controls="${slide}" role="tab">${question}</button></h2><div id="${slide}" class="accordion-collapse collapse${open ? ' show' : ''}" aria-labelledby="${slide}-heading" data-bs-parent="#${group}" role="tabpanel"><div class="accordion-body">${answer}</div></div></div>`;
      })
      .join('')}</div>`;
  /** A category blog item whose custom fields (Funktion, Filiale, Sprachen) Joomla renders as a fields list. */
  const blogItem = (person: { name: string; role: string; at: string; languages: string }, intro: string) => {
    const field = (name: string, label: string, value: string) =>
      `<li class="field-entry ${name} "><span class="field-label ">${label}: </span><span class="field-value ">${value}</span></li>`;
    const file = person.name
      .toLowerCase()
      .normalize('NFD')
      .replace(/[^a-z]+/g, '-');
    return `<div class="com-content-category-blog__item blog-item" itemprop="blogPost" itemscope itemtype="https://schema.org/BlogPosting"><figure class="left item-image"><img src="/images/team/${file}.jpg" itemprop="thumbnailUrl" alt="${person.name}" width="360" height="360" loading="lazy"></figure><div class="item-content"><div class="page-header"><h2 itemprop="name">${person.name}</h2></div><ul class="fields-container">${field('funktion', 'Funktion', person.role)}${field('filiale', 'Filiale', branchOf(person.at).name)}${field('sprachen', 'Sprachen', person.languages)}</ul><p>${intro}</p></div></div>`;
  };

  const classRows = [
    ['Basis', 'solide Grundversorgung, 4 Kanäle, Hinter-dem-Ohr oder Im-Ohr', eur(kasse.tarif), `nur Selbstbehalt (${eur(kasse.selbstbehalt)})`],
    ['Komfort', 'automatische Programme, Störgeräuschunterdrückung', eur(kl.komfort), `${eur(kl.komfortExtra)} + Selbstbehalt`],
    ['Premium', 'Richtmikrofone, Sprachfokus im Restaurant, App-Steuerung', eur(kl.premium), `${eur(kl.premiumExtra)} + Selbstbehalt`],
    ['Premium Akku', 'wie Premium, mit Akku und Ladeschale, Bluetooth fürs Handy', eur(kl.akku), `${eur(kl.akkuExtra)} + Selbstbehalt`],
  ];
  const faq: [string, string][] = [
    [
      'Brauche ich für den Hörtest eine Überweisung?',
      `Nein. Der Hörtest ist kostenlos und unverbindlich und dauert etwa ${test.minutes} Minuten. Für ein Hörgerät auf Kassentarif brauchen Sie danach eine Verordnung einer HNO-Fachärztin oder eines HNO-Facharztes.`,
    ],
    [
      'Wie kann ich bezahlen?',
      'Im Geschäft bar, mit Bankomatkarte oder Kreditkarte (Visa, Mastercard). Bei Hausbesuchen ist keine Barzahlung möglich: bitte mit Bankomatkarte oder per Erlagschein.',
    ],
    [
      'Kann ich ein Hörgerät vorher ausprobieren?',
      `Selbstverständlich. Sie tragen Ihr Wunschgerät ${f.trialDays} Tage lang kostenlos zur Probe, im Alltag, in der Arbeit, im Wirtshaus. Erst dann entscheiden Sie.`,
    ],
    ['Gibt es eine Ratenzahlung?', `Ja, ab einem Betrag von ${eur(f.installments.from)} zahlen Sie in ${f.installments.months} Monatsraten ohne Zinsen.`],
    [
      'Wie oft bekomme ich neue Hörgeräte von der Kasse?',
      `Die ÖGK bezahlt neue Geräte frühestens alle ${kasse.years} Jahre, bei einer deutlichen Verschlechterung des Gehörs auch früher.`,
    ],
    ['Muss ich meine e-card mitnehmen?', 'Ja, bitte bringen Sie zu jedem Termin Ihre e-card und, falls vorhanden, Ihren letzten Hörbefund mit.'],
    ['Gibt es Parkplätze?', `Beide Filialen liegen in der Kurzparkzone. Mit den Öffis sind Sie schneller: ${hq.transit} bzw. ${fil.transit}.`],
  ];

  const fil1 = `${fil.days} ${uhr(fil.open)}, Mittagspause ${uhr(fil.lunch)}; an den übrigen Tagen geschlossen`;
  const branchBlock = (b: typeof hq | typeof fil, hours: string, extra: string) =>
    `<div class="col-md-6"><h2>Filiale ${b.name}</h2><p>${b.street}<br>${b.postcode} Wien<br>Telefon <a href="tel:${call(b.phone)}">${b.phone}</a><br>Öffis: ${b.transit}</p><p><strong>Öffnungszeiten:</strong> ${hours}</p>${extra}</div>`;

  type Row = [kind: string, ask: string, ...expect: string[]];
  const askedBy = (language: string, rows: Row[]) =>
    rows.map(([kind, ask, ...expect]): BenchQuestion => (language === 'en' ? { kind, ask, expect } : { language, kind, ask, expect }));
  const abseits = (language: string, ask: string, ...reject: string[]): BenchQuestion[] =>
    unanswerable(ask).map((q) => ({ ...q, ...(language === 'en' ? {} : { language }), ...(reject.length ? { reject } : {}) }));
  const turkishAsk = 'Spricht bei Ihnen jemand Türkisch? Mein Vater versteht nicht so gut Deutsch und möchte einen Hörtest machen.';
  const kasseAsk = 'Grüß Gott, ich hab von meiner HNO-Ärztin eine Verordnung bekommen. Was zahl ich beim billigsten Hörgerät, wenn die Kasse zahlt?';
  const questions: BenchQuestion[] = [
    ...askedBy('de', [
      ['price', kasseAsk, kasse.selbstbehalt],
      ['price', 'Hallo, kostet der Hörtest bei Ihnen etwas? Und wie lange dauert der ungefähr?', `${test.minutes} Minuten`],
      ['arithmetic', 'Was zahl ich für zwei Geräte der Klasse Premium, also beide Ohren, wenn ich das ohne Kasse privat kauf?', kl.premium],
      ['comparison', 'Wie viel teurer ist Premium Akku als das normale Premium (ohne Kasse)?', kl.premium, kl.akku],
      ['hours', `Hat die Filiale in ${fil.name} am Montag offen? Ich hätte nur am Vormittag Zeit.`, fil.days, fil.open[0] ?? ''],
      ['hours', `Kann ich am Samstag um halb zwölf in ${hq.name} vorbeischauen, um Batterien zu kaufen?`, hq.sat[1] ?? ''],
      ['hours', 'bis wann habt ihr am freitag offen im hauptgeschäft?', hq.fri[1] ?? ''],
      ['price', 'Mein Hörgerät pfeift und geht nimmer richtig. Was kostet eine Reparatur bei euch in der Werkstatt?', rep.flat],
      ['team', turkishAsk, team.turkish.name],
      ['date', 'Wann ist heuer die Hörtest-Woche?', event.from],
      ['location', 'Welche Adresse hat eure zweite Filiale? Ich brauch sie fürs Navi.', fil.street],
      ['payment', 'Meine Oma (86) bekommt einen Hausbesuch. Kann sie dem Akustiker das Geld bar in die Hand drücken?', 'Erlagschein'],
      ['hours', `Hat die Filiale ${fil.name} zwischen Weihnachten und Neujahr offen?`, fil.closedFrom, fil.closedTo],
    ]),
    { language: 'de', kind: 'follow-up', after: [turkishAsk], ask: 'Und in welcher Filiale arbeitet er?', expect: [branchOf(team.turkish.at).name] },
    { language: 'de', kind: 'price', ask: 'Was kostet ein Gerät der Komfort-Klasse ohne Kasse?', expect: [kl.komfort], reject: [ix.komfort2034] },
    {
      language: 'de',
      kind: 'follow-up',
      after: [kasseAsk],
      ask: 'Und wenn ich statt dem Basisgerät das Komfort nehm, wie viel muss ich dann drauflegen?',
      expect: [kl.komfortExtra],
    },
    ...askedBy('en', [
      [
        'hours',
        "Hi, I'm new in Vienna. Do I need an appointment for a hearing test, or can I just walk in at some point?",
        hq.walkIn[0] ?? '',
        hq.walkIn[1] ?? '',
      ],
      ['policy', 'How long can I try a hearing aid at home before I have to decide whether to buy it?', f.trialDays],
      [
        'price',
        'My mum lives in Ottakring and can barely leave her flat. Can someone come to her home to check her hearing aids, and what does that cost?',
        home.fee,
      ],
      ['contact', 'What is the phone number of your main shop? I prefer calling.', hq.phone],
    ]),
    ...askedBy('fr', [
      ['price', 'Bonjour, combien coûte une réparation d’appareil auditif chez le fabricant, et combien de temps faut-il ?', rep.maker, rep.makerDays],
    ]),
    ...askedBy('ar', [['contact', 'ما هو رقم هاتف الفرع الثاني؟', fil.phone]]),
    ...askedBy('he', [['price', 'כמה עולה קרטון גדול של סוללות למכשיר שמיעה?', bat.box]]),
    ...askedBy('zh-Hans', [['other', '你们是哪一年开业的？', f.since]]),
    ...askedBy('es', [['team', '¿Hay alguien que hable polaco? Mi suegra es de Cracovia.', team.polish.name]]),
    ...abseits('de', 'Verkauft ihr auch angepassten Gehörschutz für Musiker, also diese Otoplastiken für Konzerte?'),
    ...abseits('de', 'Werden die Hörgeräte ab Jänner teurer? Ich überleg noch, ob ich jetzt kaufen soll.', ix.komfort2034, ix.premium2034),
    ...abseits('de', 'Sucht ihr Lehrlinge? Was verdient man bei euch im ersten Lehrjahr?', ix.apprentice),
    ...abseits('en', 'Which hearing aid brands do you carry? Phonak, Oticon, Signia?'),
    ...abseits('nl', 'Van welke groothandel halen jullie de batterijen, en wat is jullie inkoopprijs van een toestel?', ix.supplier, ix.code, ix.cost),
  ];

  const pages: Record<string, string> = {
    '/': render({
      path: '/',
      title: 'Hörakustik in Wien',
      description: `${f.brand}: kostenloser Hörtest, Hörgeräte auf Kassentarif, Service und Hausbesuche in ${hq.name} und ${fil.name}.`,
      view: 'featured',
      component: `<div class="blog-featured" itemscope itemtype="https://schema.org/Blog"><div class="blog-items items-leading "><div class="blog-item" itemprop="blogPost" itemscope itemtype="https://schema.org/BlogPosting"><div class="item-content"><h2 class="item-title" itemprop="headline">Grüß Gott bei ${f.brand}!</h2><p>Seit ${f.since} kümmern wir uns in Wien um gutes Hören: vom kostenlosen Hörtest über Hörgeräte aller Preisklassen, auch auf Kassentarif, bis zu Service, Reparatur und Batterien. Unser Familienbetrieb wird von Hörakustikmeisterin ${f.owner} geführt.</p></div></div></div><div class="blog-items columns-3"><div class="blog-item"><div class="item-content"><h2 class="item-title">Kostenloser Hörtest</h2><p>In ${test.minutes} Minuten wissen Sie, wie es um Ihr Gehör steht. <a href="/hoertest">Mehr zum Hörtest</a></p></div></div><div class="blog-item"><div class="item-content"><h2 class="item-title">Hörgeräte ab ${eur(kasse.tarif)}</h2><p>Mit ärztlicher Verordnung übernimmt die Kasse den Tarif, Sie zahlen beim Basisgerät nur den Selbstbehalt. <a href="/hoergeraete">Preisklassen</a></p></div></div><div class="blog-item"><div class="item-content"><h2 class="item-title">Wir kommen zu Ihnen</h2><p>Hausbesuche in ganz Wien, für alle, die nicht mehr gut zu Fuß sind. <a href="/service/hausbesuche">Hausbesuche</a></p></div></div></div></div>`,
    }),
    '/hoertest': render({
      path: '/hoertest',
      title: 'Hörtest',
      description: `Kostenloser Hörtest in Wien, ca. ${test.minutes} Minuten, und Tinnitus-Beratung.`,
      view: 'article',
      component: article(
        'Hörtest – kostenlos und unverbindlich',
        '2033-02-14',
        `<p>Sie verstehen im Gasthaus nur mehr die Hälfte, der Fernseher wird immer lauter? Ein Hörtest bei uns ist kostenlos und unverbindlich und dauert etwa <strong>${test.minutes} Minuten</strong>. Wir messen Ihr Gehör in einer schallgeschützten Kabine (Ton- und Sprachaudiogramm) und besprechen das Ergebnis gleich mit Ihnen.</p><h2>Mit oder ohne Termin?</h2><p>Am besten vereinbaren Sie einen Termin in einer unserer Filialen. In ${hq.name} können Sie am ${hq.walkInDays} von ${uhr(hq.walkIn)} auch ohne Termin vorbeikommen.</p><h2>Tinnitus-Beratung</h2><p>Ohrgeräusche wie Pfeifen, Rauschen oder Brummen? In einer ausführlichen Tinnitus-Beratung (ca. 60 Minuten) erklären wir Ihnen die Möglichkeiten, von Rauschgeneratoren bis zu Hörgeräten mit Tinnitus-Funktion. Kosten: ${eur(test.tinnitus)}, bei einem späteren Hörgerätekauf angerechnet.</p><h2>Hörtest-Woche ${event.from.split(' ').pop() ?? ''} 2033</h2><p>Von ${event.from} bis ${event.to} haben beide Filialen für Hörtests länger geöffnet. Jede Hörgeräteträgerin und jeder Hörgeräteträger bekommt in dieser Woche ein Pflegeset gratis.</p>`,
      ),
    }),
    '/hoergeraete': render({
      path: '/hoergeraete',
      title: 'Hörgeräte',
      description: 'Hörgeräte in vier Preisklassen, mit und ohne Kassentarif, Probetragen und Ratenzahlung.',
      view: 'article',
      component: article(
        'Hörgeräte und Preise',
        '2033-01-09',
        `<p>Welches Hörgerät zu Ihnen passt, hängt von Ihrem Gehör, Ihrem Alltag und Ihrem Budget ab. Alle Preise verstehen sich pro Gerät inklusive Anpassung, Nachbetreuung und Garantie.</p>${tinyTable(
          'Preisklassen pro Gerät',
          ['Klasse', 'Ausstattung', 'Preis ohne Kasse', 'Ihre Aufzahlung mit Kassentarif'],
          classRows,
        )}<p><strong>Kassentarif:</strong> Mit Verordnung und Bewilligung übernimmt die ÖGK ${eur(kasse.tarif)} pro Gerät. Das Basisgerät kostet genau so viel – Sie zahlen nur den gesetzlichen Selbstbehalt von ${eur(kasse.selbstbehalt)} pro Gerät. <a href="/hoergeraete/kassentarif">So funktioniert der Kassentarif</a></p><h2>Probetragen</h2><p>Jedes Hörgerät können Sie ${f.trialDays} Tage kostenlos zur Probe tragen.</p><h2>Ratenzahlung</h2><p>Ab ${eur(f.installments.from)} bieten wir ${f.installments.months} zinsfreie Monatsraten an.</p>`,
      ),
    }),
    '/hoergeraete/kassentarif': render({
      path: '/hoergeraete/kassentarif',
      title: 'Kassentarif',
      description: 'Hörgeräte auf Kasse: Verordnung, Bewilligung, Selbstbehalt.',
      view: 'article',
      component: article(
        'So funktioniert der Kassentarif',
        '2033-01-09',
        `<ol><li>Hörtest bei uns (kostenlos).</li><li>Verordnung durch eine HNO-Fachärztin oder einen HNO-Facharzt.</li><li>Wir reichen die Verordnung mit unserem Kostenvoranschlag bei der ÖGK (oder BVAEB, SVS) ein, der Chefarzt bewilligt.</li><li>Die Kasse übernimmt ${eur(kasse.tarif)} pro Gerät; Sie zahlen den Selbstbehalt von ${eur(kasse.selbstbehalt)} und gegebenenfalls die Aufzahlung für eine höhere Klasse.</li></ol><p>Neue Geräte auf Kasse gibt es frühestens nach ${kasse.years} Jahren. Wer von der Rezeptgebühr befreit ist, zahlt auch keinen Selbstbehalt.</p>`,
      ),
    }),
    '/service/batterien-zubehoer': render({
      path: '/service/batterien-zubehoer',
      title: 'Batterien & Zubehör',
      description: 'Hörgerätebatterien aller Größen, Zubehör und Postversand.',
      view: 'article',
      component: article(
        'Batterien &amp; Zubehör',
        '2032-11-28',
        `<p>Zink-Luft-Batterien in allen gängigen Größen (10, 312, 13 und 675) haben wir in beiden Filialen lagernd.</p>${tinyTable(
          'Preise',
          ['Artikel', 'Preis'],
          [
            ['Batterien, Packung zu 6 Stück', eur(bat.pack)],
            ['Vorratskarton, 10 Packungen (60 Stück)', eur(bat.box)],
            ['Domes (Schirmchen), 10 Stück', eur(rep.domes)],
            ['Reinigungstücher, 30 Stück', eur('4,20')],
          ],
        )}<p>Batterien schicken wir Ihnen auch mit der Post: ab ${bat.postFree} Packungen versandkostenfrei, sonst € 2,50 Porto. Alte Batterien nehmen wir zur Entsorgung zurück.</p>`,
      ),
    }),
    '/service/reparatur': render({
      path: '/service/reparatur',
      title: 'Reparatur',
      description: 'Reparatur von Hörgeräten aller Marken, mit Leihgerät.',
      view: 'article',
      component: article(
        'Reparatur und Service',
        '2032-11-28',
        `<p>Ihr Hörgerät pfeift, rauscht oder ist ganz still? Bringen Sie es vorbei: Kleinigkeiten wie verstopfte Filter oder Schläuche tauschen wir sofort und kostenlos.</p><ul><li>Reparatur in unserer eigenen Werkstatt: Pauschale ${eur(rep.flat)}</li><li>Reparatur beim Hersteller: ab ${eur(rep.maker)}, Dauer etwa ${rep.makerDays} Werktage</li><li>Während der Reparatur bekommen Sie ein Leihgerät kostenlos.</li></ul><p>Für Kundinnen und Kunden, die ihre Geräte bei uns gekauft haben, ist die jährliche Reinigung und Überprüfung gratis.</p>`,
      ),
    }),
    '/service/hausbesuche': render({
      path: '/service/hausbesuche',
      title: 'Hausbesuche',
      description: 'Hörakustik-Hausbesuche in Wien, auch in Pflegeheimen.',
      view: 'article',
      component: article(
        'Hausbesuche in ganz Wien',
        '2033-02-02',
        `<p>Wer nicht mehr gut zu Fuß ist, muss auf gutes Hören nicht verzichten: Jeden <strong>${home.day}</strong> besuchen wir Kundinnen und Kunden zu Hause oder im Pflegeheim, in allen 23 Bezirken. Wir machen den Hörtest, passen Geräte an, reinigen und reparieren vor Ort.</p><p>Anfahrtspauschale: ${eur(home.fee)} pro Besuch. Bitte beachten Sie: Bei Hausbesuchen ist keine Barzahlung möglich, Sie zahlen mit Bankomatkarte oder per Erlagschein.</p><p>Termine unter <a href="tel:${call(hq.phone)}">${hq.phone}</a>.</p>`,
      ),
    }),
    '/team': render({
      path: '/team',
      title: 'Team',
      description: 'Unsere Hörakustikerinnen, Hörakustiker und Audiologinnen und die Sprachen, die sie sprechen.',
      view: 'category',
      component: `<div class="com-content-category-blog blog" itemscope itemtype="https://schema.org/Blog"><div class="page-header"><h1>Unser Team</h1></div><div class="category-desc clearfix"><p>Beraten lassen können Sie sich bei uns in mehreren Sprachen – sagen Sie uns bei der Terminvereinbarung einfach Bescheid.</p></div><div class="com-content-category-blog__items blog-items columns-2">${[
        blogItem(
          { name: f.owner, role: 'Hörakustikmeisterin, Geschäftsführerin', at: 'main', languages: 'Deutsch, Englisch' },
          `Gründerin des Betriebs (${f.since}) und Ausbildnerin unserer Lehrlinge.`,
        ),
        blogItem(team.turkish, 'Spezialist für Im-Ohr-Geräte und Anpassungen mit App-Steuerung.'),
        blogItem(team.bks, 'Zuständig für Hörtests, Tinnitus-Beratung und Sprachaudiometrie.'),
        blogItem(team.polish, 'Betreut Kinder und Jugendliche und ihre Familien.'),
      ].join('')}</div></div>`,
    }),
    '/filialen': render({
      path: '/filialen',
      title: 'Filialen',
      description: `Unsere Filialen in ${hq.name} und ${fil.name}: Adressen und Öffnungszeiten.`,
      view: 'article',
      component: article(
        'Unsere Filialen',
        '2033-02-20',
        `<div class="row">${branchBlock(hq, `Montag bis Donnerstag ${uhr(hq.week)}, Freitag ${uhr(hq.fri)}, Samstag ${uhr(hq.sat)}`, `<p>Hörtest ohne Termin: ${hq.walkInDays}, ${uhr(hq.walkIn)}.</p>`)}${branchBlock(
          fil,
          fil1,
          `<p>Betriebsurlaub: von ${fil.closedFrom} bis ${fil.closedTo} bleibt die Filiale ${fil.name} geschlossen. In dieser Zeit sind wir in ${hq.name} für Sie da.</p>`,
        )}</div>`,
      ),
    }),
    '/haeufige-fragen': render({
      path: '/haeufige-fragen',
      title: 'Häufige Fragen',
      description: 'Antworten auf häufige Fragen zu Hörtest, Bezahlung, Kassentarif und Probetragen.',
      view: 'article',
      component: article('Häufige Fragen', '2033-02-20', accordion('faq', faq)),
    }),
    '/kontakt': render({
      path: '/kontakt',
      title: 'Kontakt',
      description: `Kontakt zu ${f.brand}.`,
      view: 'contact',
      component: `<div class="com-contact contact" itemscope itemtype="https://schema.org/Person"><div class="page-header"><h1><span class="contact-name" itemprop="name">${f.brand}</span></h1></div><h3>Kontakt</h3><div class="com-contact__container"><div class="com-contact__info"><dl class="com-contact__address contact-address dl-horizontal" itemprop="address" itemscope itemtype="https://schema.org/PostalAddress"><dt><span class="icon-address" aria-hidden="true"></span><span class="visually-hidden">Adresse</span></dt><dd><span class="contact-street" itemprop="streetAddress">${hq.street}</span></dd><dd><span class="contact-postcode" itemprop="postalCode">${hq.postcode}</span> <span class="contact-suburb" itemprop="addressLocality">Wien</span></dd><dt><span class="icon-phone" aria-hidden="true"></span><span class="visually-hidden">Telefon</span></dt><dd><span class="contact-telephone" itemprop="telephone">${hq.phone}</span></dd><dt><span class="icon-envelope" aria-hidden="true"></span><span class="visually-hidden">E-Mail</span></dt><dd><span class="contact-emailto"><a href="mailto:${f.email}">${f.email}</a></span></dd></dl></div></div><h3>Kontaktformular</h3><div class="com-contact__form contact-form"><form id="contact-form" action="/kontakt" method="post" class="com-contact__form form-validate"><fieldset><legend>Senden Sie uns eine Nachricht. Alle mit einem * markierten Felder sind Pflichtfelder.</legend><div class="control-group"><div class="control-label"><label id="jform_contact_name-lbl" for="jform_contact_name" class="required">Name<span class="star" aria-hidden="true">&#160;*</span></label></div><div class="controls"><input type="text" name="jform[contact_name]" id="jform_contact_name" value="" class="form-control required" size="30" required></div></div><div class="control-group"><div class="control-label"><label id="jform_contact_email-lbl" for="jform_contact_email" class="required">E-Mail<span class="star" aria-hidden="true">&#160;*</span></label></div><div class="controls"><input type="email" inputmode="email" name="jform[contact_email]" class="form-control validate-email required" id="jform_contact_email" value="" size="30" autocomplete="email" required></div></div><div class="control-group"><div class="control-label"><label id="jform_contact_message-lbl" for="jform_contact_message" class="required">Nachricht<span class="star" aria-hidden="true">&#160;*</span></label></div><div class="controls"><textarea name="jform[contact_message]" id="jform_contact_message" cols="50" rows="10" class="form-control required" required></textarea></div></div></fieldset><div class="control-group"><div class="controls"><button class="btn btn-primary validate" type="submit">Nachricht senden</button><input type="hidden" name="option" value="com_contact"><input type="hidden" name="task" value="contact.submit"><input type="hidden" name="return" value=""><input type="hidden" name="id" value="1:${f.domain}"><input type="hidden" name="${scriptOptions['csrf.token']}" value="1"></div></div></form></div></div>`,
    }),
    '/impressum': render({
      path: '/impressum',
      title: 'Impressum',
      description: 'Impressum und Offenlegung gemäß § 25 Mediengesetz.',
      view: 'article',
      component: article(
        'Impressum',
        '2032-06-01',
        `<p>${f.legal}<br>${hq.street}, ${hq.postcode} Wien<br>Firmenbuch: ${f.fn}, Handelsgericht Wien<br>UID: ${f.uid}<br>Geschäftsführung: ${f.owner}<br>Mitglied der Wirtschaftskammer Wien, Landesinnung der Gesundheitsberufe</p>`,
      ),
    }),
    '/intern': render({
      path: '/intern',
      title: 'Intern',
      description: 'Nur für Mitarbeiterinnen und Mitarbeiter.',
      view: 'article',
      robots: 'noindex, nofollow',
      component: article(
        'Intern – bitte nicht weitergeben',
        '2033-02-27',
        `<ul><li>Lehrlingsentschädigung 1. Lehrjahr: ${eur(ix.apprentice)} brutto.</li><li>Einkaufspreis Komfort-Gerät: ${eur(ix.cost)} netto.</li><li>Batterien und Zubehör: ${ix.supplier}, Kundennummer ${ix.code}.</li><li>Neue Preise ab 1. Jänner 2034 (noch nicht kommunizieren): Komfort ${eur(ix.komfort2034)}, Premium ${eur(ix.premium2034)}.</li></ul>`,
      ),
    }),
  };
  return { name: 'hearing-care centre (de-AT)', questions, disallow: ['/intern'], pages };
}
