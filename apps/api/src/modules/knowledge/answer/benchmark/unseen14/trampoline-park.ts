import type { BenchQuestion, BenchSite } from '../types';
import { unanswerable } from '../types';
import { jsonLd } from '../unseen/markup';
import { askedIn, phoneLink, slugOf } from '../unseen2/markup';
import type facts from './trampoline-park.facts.json';

/**
 * Unseen: a trampoline park and kids' party venue in Manchester, a Webflow site in British English
 * (`lang="en-GB"`, `data-wf-page` / `data-wf-site` on the root): the Finsweet cookie consent banner
 * (`fs-cc` attributes), the `w-nav` navbar with a "Visit" `w-dropdown` (and the `w-nav-button`
 * hamburger), sections of `w-container`s and `w-layout-grid`s with `w-node-` ids, the open-jump
 * prices as a Webflow Tabs element (Off-Peak / Peak, the second pane without `w--tab-active`), each
 * duration a card whose price is split into currency and amount spans, the toddler and SEN sessions
 * as plain cards, the party packages as a CMS collection list (`w-dyn-list`, `role="listitem"`) of
 * cards with rich-text bullet lists, term-time hours as a grid of divs and school-holiday hours as
 * an HTML embed (`w-embed`) table, the safety rules and waiver as rich text, the FAQ as an accordion
 * built of `w-dropdown`s (answers in the collapsed `w-dropdown-list`), a ROLLER checkout and waiver
 * link, and an AmusementPark JSON-LD pasted as custom code on the home page. A staff page under
 * /staff-hub, which robots.txt disallows (the footer links to it), holds pay, a supplier code and
 * next year's prices that must never be quoted.
 *
 * The facts the pages are written from, as written and mutated, are data in trampoline-park.facts.json.
 * Off-peak is Monday to Friday in term time; peak is weekends, bank holidays and every day of the
 * school holidays. Open jump from age 5; under-5s only at the toddler sessions (one adult jumps free).
 * Grip socks are compulsory and sold separately (reusable). Under-`rules.supervise`s need an adult in
 * the building. Parties: minimum `parties.min` jumpers, deposit non-refundable, balance due
 * `parties.balance` before. Bookings move up to `rules.cancel` before, no refunds. Today is late
 * September 2027.
 */
export type TrampolineParkFacts = typeof facts.original;

export function trampolinePark(f: TrampolineParkFacts): BenchSite {
  const { hours: hr, offPeak: op, peak: pk, toddler: td, calmer, rules: ru, parties: pa, internal: ix } = f;
  const tel = phoneLink('44');
  const site = `https://www.${f.domain}.example`;
  const wfSite = `65f1c2a4${f.company}d7e0b3`.slice(0, 24);
  const cdn = `https://cdn.prod.website-files.example/${wfSite}`;
  const roller = `https://ecom.roller.example/${f.domain}/checkout1/en-gb`;
  let seq = 0x3a91c7;
  const hex = (n: number) => {
    let out = '';
    for (let i = 0; i < n; i++) out += ((seq = (seq * 1103515245 + 12345) % 0x7fffffff) % 16).toString(16);
    return out;
  };
  const nodeId = () => `w-node-_${hex(8)}-${hex(4)}-${hex(4)}-${hex(4)}-${hex(12)}`;

  const container = (cls: string, inner: string) => `<section class="section ${cls}"><div class="w-container">${inner}</div></section>`;
  const grid = (cls: string, cells: string[]) =>
    `<div class="w-layout-grid ${cls}">${cells.map((c) => `<div id="${nodeId()}" class="${cls}-cell">${c}</div>`).join('')}</div>`;
  const rich = (html: string) => `<div class="rich-text w-richtext">${html.replace(/<ul>/g, '<ul role="list">').replace(/<ol>/g, '<ol role="list">')}</div>`;
  const button = (href: string, label: string, cls = 'button') =>
    `<a href="${href}"${href.startsWith('http') ? ' target="_blank"' : ''} class="${cls} w-button">${label}</a>`;
  const img = (file: string, alt: string, cls = 'image') =>
    `<img src="${cdn}/${hex(24)}_${file}.webp" loading="lazy" sizes="(max-width: 767px) 100vw, 50vw" srcset="${cdn}/${hex(24)}_${file}-p-500.webp 500w, ${cdn}/${hex(24)}_${file}.webp 1600w" alt="${alt}" class="${cls}"/>`;
  /** A price card: the amount in its own span beside the currency, as the designer styled it. */
  const priceCard = (length: string, amount: string, note: string) =>
    `<div id="${nodeId()}" class="price-card"><div class="price-card-top"><div class="jump-length">${length}</div><div class="jump-unit">minutes</div></div><div class="price-tag"><span class="price-currency">£</span><span class="price-amount">${amount}</span></div><div class="price-note">${note}</div>${button(roller, 'Book', 'button small')}</div>`;
  let tabSeq = 0;
  const tabs = (panes: [string, string][]) => {
    const t = tabSeq++;
    return `<div data-current="${panes[0]![0]}" data-easing="ease" data-duration-in="300" data-duration-out="100" class="prices-tabs w-tabs"><div class="prices-tabs-menu w-tab-menu" role="tablist">${panes
      .map(
        ([label], i) =>
          `<a data-w-tab="${label}" class="prices-tab-link w-inline-block w-tab-link${i ? '' : ' w--current'}" id="w-tabs-${t}-data-w-tab-${i}" href="#w-tabs-${t}-data-w-pane-${i}" role="tab" aria-controls="w-tabs-${t}-data-w-pane-${i}" aria-selected="${!i}"${i ? ' tabindex="-1"' : ''}><div>${label}</div></a>`,
      )
      .join('')}</div><div class="prices-tabs-content w-tab-content">${panes
      .map(
        ([label, body], i) =>
          `<div data-w-tab="${label}" class="w-tab-pane${i ? '' : ' w--tab-active'}" id="w-tabs-${t}-data-w-pane-${i}" role="tabpanel" aria-labelledby="w-tabs-${t}-data-w-tab-${i}">${body}</div>`,
      )
      .join('')}</div></div>`;
  };
  let dropSeq = 0;
  /** The FAQ accordion: a Webflow dropdown per question, its answer in the closed dropdown list. */
  const faqItem = ([q, a]: [string, string]) => {
    const d = dropSeq++;
    return `<div data-hover="false" data-delay="0" data-w-id="${hex(8)}-${hex(4)}-${hex(4)}-${hex(4)}-${hex(12)}" class="faq-item w-dropdown"><div class="faq-question w-dropdown-toggle" id="w-dropdown-toggle-${d}" aria-controls="w-dropdown-list-${d}" aria-haspopup="menu" aria-expanded="false" role="button" tabindex="0"><div class="faq-icon w-icon-dropdown-toggle" aria-hidden="true"></div><div class="faq-question-text">${q}</div></div><nav class="faq-answer w-dropdown-list" id="w-dropdown-list-${d}" aria-labelledby="w-dropdown-toggle-${d}" style="height:0px"><div class="faq-answer-inner">${rich(`<p>${a}</p>`)}</div></nav></div>`;
  };

  const links: [string, string][] = [
    ['/prices', 'Jump Prices'],
    ['/parties', 'Parties'],
    ['/safety-rules', 'Safety &amp; Waiver'],
    ['/faq', 'FAQs'],
  ];
  const visit: [string, string][] = [
    ['/opening-times', 'Opening Times'],
    ['/visit-us', 'Find Us'],
  ];
  const current = (href: string, path: string) => (href === path ? ' w--current" aria-current="page' : '');
  const navbar = (path: string) =>
    `<div data-animation="default" data-collapse="medium" data-duration="400" data-easing="ease" data-easing2="ease" role="banner" class="navbar w-nav"><div class="nav-container w-container"><a href="/" class="brand w-nav-brand${current('/', path)}"><img src="${cdn}/${hex(24)}_logo.svg" loading="lazy" width="150" alt="${f.park} logo" class="logo"/></a><nav role="navigation" class="nav-menu w-nav-menu">${links
      .map(([href, label]) => `<a href="${href}" class="nav-link w-nav-link${current(href, path)}">${label}</a>`)
      .join(
        '',
      )}<div data-hover="false" data-delay="0" class="nav-dropdown w-dropdown"><div class="nav-dropdown-toggle w-dropdown-toggle"><div class="w-icon-dropdown-toggle"></div><div>Visit</div></div><nav class="nav-dropdown-list w-dropdown-list">${visit
      .map(([href, label]) => `<a href="${href}" class="nav-dropdown-link w-dropdown-link${current(href, path)}">${label}</a>`)
      .join(
        '',
      )}</nav></div>${button(roller + '/home', 'Book Now', 'button nav-button')}</nav><div class="menu-button w-nav-button"><div class="w-icon-nav-menu"></div></div></div></div>`;
  const footer = `<footer class="footer"><div class="w-container"><div class="w-layout-grid footer-grid"><div id="${nodeId()}" class="footer-col"><img src="${cdn}/${hex(24)}_logo-white.svg" loading="lazy" alt="" class="footer-logo"/><p class="footer-text">${f.street}<br/>${f.area}, Manchester ${f.postcode}</p><a href="tel:${tel(f.phone)}" class="footer-link">${f.phone}</a><a href="mailto:${f.email}" class="footer-link">${f.email}</a></div><div id="${nodeId()}" class="footer-col"><h4 class="footer-heading">Jump</h4>${[
    ...links,
    ...visit,
  ]
    .map(([href, label]) => `<a href="${href}" class="footer-link">${label}</a>`)
    .join(
      '',
    )}</div><div id="${nodeId()}" class="footer-col"><h4 class="footer-heading">Follow us</h4><a href="https://www.instagram.com/${f.instagram}" target="_blank" class="footer-link">Instagram</a><a href="https://www.facebook.com/${f.instagram}" target="_blank" class="footer-link">Facebook</a><a href="https://www.tiktok.com/@${f.instagram}" target="_blank" class="footer-link">TikTok</a></div></div><div class="footer-bottom"><div class="footer-small">© 2027 ${f.legal}. Registered in England &amp; Wales no. ${f.company}. VAT no. ${f.vat}.</div><div class="footer-small"><a href="/privacy" class="footer-link small">Privacy &amp; Cookies</a> · <a href="/staff-hub" class="footer-link small">Staff hub</a></div></div></div></footer>`;
  const consent = `<div fs-cc="banner" class="fs-cc-banner_component"><div class="fs-cc-banner_container"><div class="fs-cc-banner_text">By clicking “Accept”, you agree to the storing of cookies on your device to enhance site navigation, analyse site usage and assist in our marketing efforts. View our <a href="/privacy" class="fs-cc-banner_text-link">Privacy Policy</a> for more information.</div><div class="fs-cc-banner_buttons-wrapper"><a fs-cc="open-preferences" href="#" class="fs-cc-banner_text-link">Preferences</a><a fs-cc="deny" href="#" class="fs-cc-banner_button fs-cc-button-alt w-button">Deny</a><a fs-cc="allow" href="#" class="fs-cc-banner_button w-button">Accept</a></div></div><div fs-cc="interaction" class="fs-cc-banner_trigger"></div></div>`;
  const parkLd = jsonLd({
    '@context': 'https://schema.org',
    '@type': 'AmusementPark',
    name: `${f.park} Trampoline Park`,
    url: site,
    telephone: tel(f.phone),
    email: f.email,
    address: { '@type': 'PostalAddress', streetAddress: f.street, addressLocality: 'Manchester', postalCode: f.postcode, addressCountry: 'GB' },
    openingHoursSpecification: [
      { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday'], opens: hr.ld.week[0], closes: hr.ld.week[1] },
      { '@type': 'OpeningHoursSpecification', dayOfWeek: 'Friday', opens: hr.ld.fri[0], closes: hr.ld.fri[1] },
      { '@type': 'OpeningHoursSpecification', dayOfWeek: 'Saturday', opens: hr.ld.sat[0], closes: hr.ld.sat[1] },
      { '@type': 'OpeningHoursSpecification', dayOfWeek: 'Sunday', opens: hr.ld.sun[0], closes: hr.ld.sun[1] },
    ],
    priceRange: '££',
  });

  const doc = (
    title: string,
    path: string,
    sections: string[],
    head = '',
  ) => `<!DOCTYPE html><!-- This site was created in Webflow. https://webflow.com --><!-- Last Published: Mon Sep 20 2027 09:41:27 GMT+0000 (Coordinated Universal Time) -->
<html data-wf-domain="www.${f.domain}.example" data-wf-page="${hex(24)}" data-wf-site="${wfSite}" lang="en-GB">
<head><meta charset="utf-8"/><title>${title} | ${f.park} Trampoline Park Manchester</title><meta content="Trampoline park and kids' party venue in ${f.area}, Manchester. Open jump, toddler sessions, dodgeball and birthday parties." name="description"/><meta content="${title} | ${f.park}" property="og:title"/><meta content="${cdn}/${hex(24)}_og.jpg" property="og:image"/><meta property="og:type" content="website"/><meta content="summary_large_image" name="twitter:card"/><meta content="width=device-width, initial-scale=1" name="viewport"/><meta content="Webflow" name="generator"/><link href="${cdn}/css/${f.domain}.webflow.shared.4f2a1c9e0.min.css" rel="stylesheet" type="text/css"/><link href="https://fonts.googleapis.com" rel="preconnect"/><script src="https://ajax.googleapis.com/ajax/libs/webfont/1.6.26/webfont.js" type="text/javascript"></script><script type="text/javascript">WebFont.load({  google: {    families: ["Baloo 2:regular,600,800","Nunito:regular,700,900"]  }});</script><script type="text/javascript">!function(o,c){var n=c.documentElement,t=" w-mod-";n.className+=t+"js",("ontouchstart"in o||o.DocumentTouch&&c instanceof DocumentTouch)&&(n.className+=t+"touch")}(window,document);</script><link href="${cdn}/${hex(24)}_favicon.png" rel="shortcut icon" type="image/x-icon"/><link href="${cdn}/${hex(24)}_webclip.png" rel="apple-touch-icon"/><link href="${site}${path === '/' ? '' : path}" rel="canonical"/><script async src="https://cdn.jsdelivr.example/npm/@finsweet/cookie-consent@1/fs-cc.js" fs-cc-mode="opt-in"></script>${head}</head>
<body class="body">${consent}${navbar(path)}
${sections.join('\n')}
${footer}<script src="https://d3e54v103j8qbb.cloudfront.example/js/jquery-3.5.1.min.dc5e7f18c8.js?site=${wfSite}" type="text/javascript" integrity="sha256-9/aliU8dGd2tb6OSsuzixeV4y/faTqgFtohetphbbj0=" crossorigin="anonymous"></script><script src="${cdn}/js/webflow.schunk.36b8fb49256177c8.js" type="text/javascript"></script><script src="${cdn}/js/webflow.a8c2e4f1.${hex(16)}.js" type="text/javascript"></script></body></html>`;

  const termRows: [string, string][] = [
    ['Monday – Thursday', `${hr.weekOpen} – ${hr.weekClose}`],
    ['Friday', `${hr.weekOpen} – ${hr.friClose}`],
    ['Saturday', `${hr.satOpen} – ${hr.satClose}`],
    ['Sunday', `${hr.sunOpen} – ${hr.sunClose}`],
  ];
  const holidayRows: [string, string][] = [
    ['Monday – Saturday', `${hr.holOpen} – ${hr.holClose}`],
    ['Sunday &amp; bank holidays', `${hr.holOpen} – ${hr.holSunClose}`],
    [`${td.name} (toddlers)`, td.holiday],
  ];
  const partyPackages = [
    [
      pa.basic,
      'per child',
      [
        `${pa.basic.jump} open jump`,
        '45 minutes in a private party room',
        'Hot food: pizza or chicken nuggets &amp; chips',
        'Unlimited squash and an ice lolly',
        'Grip socks included',
      ],
    ],
    [
      pa.mega,
      'per child',
      [
        `${pa.mega.jump}: open jump plus 30 minutes of dodgeball`,
        '45 minutes in a private party room',
        'Hot food, a slush and a party bag each',
        'Grip socks included',
        'Birthday child jumps free',
      ],
    ],
    [
      pa.hire,
      'flat fee',
      [
        `The whole park for 90 minutes after closing, up to ${pa.hire.max} jumpers`,
        'Your own DJ playlist and lights',
        'Party room for 60 minutes (bring your own food or add our platters)',
        'Grip socks charged at the usual price',
      ],
    ],
  ] as const;
  const partyList = `<div class="party-collection w-dyn-list"><div role="list" class="party-list w-dyn-items">${partyPackages
    .map(
      ([p, unit, perks]) =>
        `<div role="listitem" class="party-item w-dyn-item"><div class="party-card">${img(slugOf(p.name).replace(/^-|-$/g, ''), '', 'party-image')}<div class="party-card-body"><h3 class="party-name">${p.name}</h3><div class="party-price-row"><div class="party-price">£${p.price}</div><div class="party-price-unit">${unit}</div></div>${rich(`<ul>${perks.map((perk) => `<li>${perk}</li>`).join('')}</ul>`)}${button('#party-enquiry', 'Enquire now', 'button party-button')}</div></div></div>`,
    )
    .join('')}</div></div>`;
  const faqs: [string, string][] = [
    ['Do I need to book?', 'We strongly recommend booking online, especially at weekends and in the school holidays. Walk-ins are welcome if there is space.'],
    [
      'Do I have to buy your grip socks?',
      `Yes, ${f.park} grip socks are compulsory for every jumper for safety and hygiene. They cost £${f.socks} a pair, are yours to keep and can be reused on every visit: just bring them back with you. Other parks’ grip socks are not allowed.`,
    ],
    ['Can parents watch?', `Of course. Non-jumping adults can watch for free from our café balcony. Adults who want to jump pay the same price as children.`],
    [
      'Can I cancel or change my booking?',
      `You can move your booking to another date free of charge up to ${ru.cancel} before your session: just email us with your booking reference. We don’t give refunds, and missed sessions can’t be moved.`,
    ],
    [
      'Are there lockers?',
      `Yes, lockers are by the entrance and take a ${f.lockers} coin. Please don’t take phones, keys or anything in your pockets onto the trampolines.`,
    ],
    [
      'What should we wear?',
      'Comfortable sports clothes with no zips, buckles or jewellery. Long hair should be tied back. You will need our grip socks (no shoes or bare feet).',
    ],
    ['Is there food?', 'Our café serves hot drinks, toasties, pizza and snacks. Outside food is only allowed in booked party rooms.'],
  ];

  const peakAsk = "hi how much is 90 mins on a saturday for my son? he's 9";
  const toddlerAsk = 'My son is 4. Can he come to a normal open jump on Saturday with his big sister?';
  const megaAsk = "How much is the Mega Party per child? and what's the min number of kids";
  /** The bare figure of a price: the cards set "£" and the amount in separate spans. */
  const price = (ask: string, amount: string, ...reject: string[]): BenchQuestion => ({ kind: 'price', ask, expect: [amount], reject });
  const internalReject = [ix.code, ix.pay];

  const questions: BenchQuestion[] = [
    price(peakAsk, pk.m90, `£${op.m90}`, ix.new90),
    {
      kind: 'follow-up',
      ask: 'does he need special socks? he has his own trampoline socks from another place',
      after: [peakAsk],
      expect: [f.socks],
      reject: internalReject,
    },
    {
      kind: 'comparison',
      ask: 'Whats the price difference between peak and off peak for a 1 hour jump? and when is off peak?',
      expect: [op.m60, pk.m60],
      reject: [ix.new60],
    },
    { kind: 'eligibility', ask: toddlerAsk, expect: [td.name] },
    { kind: 'follow-up', ask: 'how much is that, and can I go on the trampolines with him?', after: [toddlerAsk], expect: [td.price] },
    ...unanswerable('Do you sell gift vouchers? Want one for my nephew for Christmas'),
    { kind: 'hours', ask: 'What time do you open on a Wednesday in term time? Want to come straight after school', expect: [hr.weekOpen] },
    { kind: 'hours', ask: 'Are you open on the morning of Tuesday 26th October? The kids are off school that week.', expect: [hr.holOpen] },
    { kind: 'hours', ask: 'what time do you shut on sundays', expect: [hr.sunClose] },
    { kind: 'eligibility', ask: "Bit embarrassing but I'm about 19 stone. Is there a weight limit? I want to jump with my kids", expect: [ru.weight] },
    ...unanswerable('יש לכם אוכל כשר בבית הקפה?').map(askedIn('he')),
    { kind: 'policy', ask: 'Do I need to fill in a waiver every time we come?', expect: [ru.waiver] },
    { kind: 'price', ask: megaAsk, expect: [pa.mega.price, pa.min], reject: [ix.newMega] },
    { kind: 'follow-up', ask: 'do we have to pay it all upfront?', after: [megaAsk], expect: [pa.deposit, pa.balance] },
    price("We'd love the whole park to ourselves for my daughter's 10th, around 25 children. Can we do that and what does it cost?", pa.hire.price),
    ...unanswerable('駐車場に電気自動車の充電スタンドはありますか？').map(askedIn('ja')),
    { kind: 'policy', ask: "Can't make our booking tomorrow, the kids are ill :( can we get a refund or move it?", expect: [ru.cancel] },
    { kind: 'service', ask: 'My son is autistic and the noise gets too much for him. Do you do any quieter sessions?', expect: [calmer.name] },
    { kind: 'location', ask: 'is there parking at the park and is it free?', expect: [f.parking.free] },
    { kind: 'eligibility', ask: 'can my 7 yr old play dodgeball?', expect: [ru.dodgeball] },
    ...unanswerable('Habt ihr auch eine Kletterwand oder einen Ninja-Parcours?').map(askedIn('de')),
    { kind: 'facilities', ask: 'Are there lockers for our coats and phones?', expect: [f.lockers] },
    askedIn('es')(price('¿Cuánto cuesta saltar 120 minutos un sábado?', pk.m120, op.m120)),
    askedIn('fr')(price('Combien coûte la privatisation complète du parc pour un anniversaire ?', pa.hire.price)),
    askedIn('de')(price('Was kostet eine Stunde Springen am Wochenende für ein Kind?', pk.m60, op.m60, ix.new60)),
    ...unanswerable('¿Hay descuento para familias numerosas?').map(askedIn('es')),
    askedIn('it')(price('Quanto costa a bambino la festa di compleanno più semplice?', pa.basic.price)),
    askedIn('pt')(price(`Quanto custa a sessão ${calmer.name} para crianças com autismo?`, calmer.price)),
    askedIn('ar')(price('كم سعر جلسة 90 دقيقة في وقت خارج الذروة (أيام الدراسة)؟', op.m90, `£${pk.m90}`)),
    askedIn('zh-Hans')({ kind: 'price', ask: '预订生日派对需要先付多少定金？', expect: [pa.deposit] }),
  ];

  const pages: Record<string, string> = {
    '/': doc(
      'Trampoline Park &amp; Kids’ Parties',
      '/',
      [
        `<header class="section hero"><div class="w-layout-blockcontainer hero-container w-container"><div class="w-layout-grid hero-grid"><div id="${nodeId()}" class="hero-content"><h1 class="hero-heading">Bounce higher in ${f.area}</h1><p class="hero-paragraph">Over 40 interconnected trampolines, a foam pit, two dodgeball courts and Manchester’s bounciest birthday parties. Jumping in an old cotton mill since ${f.founded}.</p><div class="hero-buttons">${button(roller + '/home', 'Book a jump')}${button('/parties', 'Party packages', 'button secondary')}</div></div><div id="${nodeId()}" class="hero-image-wrap">${img('hero-jump', 'Kids jumping into the foam pit', 'hero-image')}</div></div></div></header>`,
        container(
          'features',
          grid('feature-grid', [
            `<div class="feature-icon">🕐</div><h3>Open Jump</h3><p>60, 90 or 120 minutes of jumping, from £${op.m60} off-peak.</p>${button('/prices', 'See prices', 'text-link')}`,
            `<div class="feature-icon">🧸</div><h3>${td.name}</h3><p>Toddler sessions for under-5s with a grown-up.</p>${button('/prices#toddlers', 'Find out more', 'text-link')}`,
            `<div class="feature-icon">🎉</div><h3>Parties</h3><p>Jump, food and a party room, all sorted.</p>${button('/parties', 'View packages', 'text-link')}`,
          ]),
        ),
        container(
          'reviews',
          `<h2 class="section-heading">What parents say</h2>${grid('review-grid', [
            `<p class="review-text">“Best party we’ve done. ${pa.host} sorted everything and the kids were shattered by the end!”</p><div class="review-author">Gemma, Chorlton</div>`,
            '<p class="review-text">“Clean, well run and the staff actually watch the trampolines. Great for a rainy Saturday.”</p><div class="review-author">Tom, Didsbury</div>',
          ])}`,
        ),
        container(
          'newsletter',
          `<h2 class="section-heading">Get the holiday timetable first</h2><div class="form-block w-form"><form id="wf-form-Newsletter" name="wf-form-Newsletter" data-name="Newsletter" method="get" class="newsletter-form" aria-label="Newsletter"><input class="text-field w-input" maxlength="256" name="Email" data-name="Email" placeholder="Your email" type="email" id="Email" required=""/><input type="submit" data-wait="Please wait..." class="button w-button" value="Sign up"/></form><div class="w-form-done" tabindex="-1" role="region" aria-label="Newsletter success"><div>Thank you! You’re on the list.</div></div><div class="w-form-fail" tabindex="-1" role="region" aria-label="Newsletter failure"><div>Oops! Something went wrong while submitting the form.</div></div></div>`,
        ),
      ],
      parkLd,
    ),
    '/prices': doc('Jump Prices', '/prices', [
      container(
        'page-header',
        `<h1 class="page-heading">Jump Prices</h1><p class="page-intro"><strong>Off-Peak</strong> is Monday to Friday during term time. <strong>Peak</strong> is Saturdays, Sundays, bank holidays and every day of the school holidays. Prices are per jumper; every jumper needs ${f.park} grip socks (£${f.socks} a pair, reusable).</p>`,
      ),
      container(
        'prices',
        tabs([
          [
            'Off-Peak',
            grid('price-grid', [
              priceCard('60', op.m60, 'Term-time weekdays'),
              priceCard('90', op.m90, 'Term-time weekdays'),
              priceCard('120', op.m120, 'Term-time weekdays'),
            ]),
          ],
          [
            'Peak',
            grid('price-grid', [
              priceCard('60', pk.m60, 'Weekends &amp; holidays'),
              priceCard('90', pk.m90, 'Weekends &amp; holidays'),
              priceCard('120', pk.m120, 'Weekends &amp; holidays'),
            ]),
          ],
        ]),
      ),
      `<section id="toddlers" class="section toddlers"><div class="w-container">${grid('session-grid', [
        `<h2>${td.name}</h2><p class="session-sub">For walking toddlers under 5 and their grown-ups</p><div class="price-tag"><span class="price-currency">£</span><span class="price-amount">${td.price}</span></div><p>Per toddler for 60 minutes, including one adult who jumps free. Extra adults £${td.adult} each. The main court is closed off with soft play blocks and baby-friendly music.</p><p><strong>Term time:</strong> ${td.term}<br/><strong>School holidays:</strong> ${td.holiday}</p>`,
        `<h2>${calmer.name}</h2><p class="session-sub">Our SEN-friendly session</p><div class="price-tag"><span class="price-currency">£</span><span class="price-amount">${calmer.price}</span></div><p>Per jumper, one carer free. Music off, lights low, half the usual numbers and a quiet room to take a break. Runs on the ${calmer.when}, ${calmer.time}, before we open.</p>`,
      ])}</div></section>`,
      container(
        'extras',
        rich(
          `<h3>Good to know</h3><ul><li>Grip socks: £${f.socks} a pair, compulsory, keep them for next time.</li><li>Non-jumping adults watch for free from the café.</li><li>Please arrive 15 minutes before your session for the safety briefing.</li><li>Dodgeball runs in every peak session for jumpers ${ru.dodgeball} and over.</li></ul>`,
        ) + button(roller + '/home', 'Book online'),
      ),
    ]),
    '/parties': doc('Birthday Parties', '/parties', [
      container(
        'page-header',
        `<h1 class="page-heading">Birthday Parties</h1><p class="page-intro">Leave the planning to us. Your party host (hi, it’s ${pa.host}!) looks after everything from the safety briefing to the candles. Parties run every weekend and in the school holidays, and after school on Fridays.</p>`,
      ),
      container('party-packages', partyList),
      container(
        'party-info',
        rich(
          `<h3>Booking your party</h3><ul><li>Minimum ${pa.min} jumpers for the Party packages (you pay for ${pa.min} even if fewer come).</li><li>A £${pa.deposit} non-refundable deposit secures your date.</li><li>The balance is due ${pa.balance} before the party; extra guests can be added up to 48 hours before.</li><li>Every jumper needs a waiver signed by a parent or guardian before the day.</li><li>You are welcome to bring a birthday cake; we will bring the candles.</li></ul>`,
        ) +
          `<div id="party-enquiry" class="form-block w-form"><form id="wf-form-Party-Enquiry" name="wf-form-Party-Enquiry" data-name="Party Enquiry" method="get" aria-label="Party Enquiry"><label for="name">Your name</label><input class="text-field w-input" maxlength="256" name="name" data-name="Name" type="text" id="name" required=""/><label for="date">Preferred date</label><input class="text-field w-input" name="date" data-name="Date" type="date" id="date"/><label for="package">Package</label><select id="package" name="package" data-name="Package" class="select-field w-select">${partyPackages.map(([p]) => `<option value="${p.name}">${p.name}</option>`).join('')}</select><input type="submit" data-wait="Please wait..." class="button w-button" value="Send enquiry"/></form><div class="w-form-done" tabindex="-1" role="region" aria-label="Party Enquiry success"><div>Thanks! ${pa.host} will be in touch within 2 working days.</div></div></div>`,
      ),
    ]),
    '/opening-times': doc('Opening Times', '/opening-times', [
      container(
        'page-header',
        '<h1 class="page-heading">Opening Times</h1><p class="page-intro">Our hours change in the school holidays. Last entry is one hour before closing.</p>',
      ),
      container(
        'hours',
        `<h2 class="hours-heading">Term time</h2><div class="w-layout-grid hours-grid">${termRows.map(([day, time]) => `<div id="${nodeId()}" class="hours-day">${day}</div><div class="hours-time">${time}</div>`).join('')}</div><p class="hours-note">${td.name} toddler sessions in term time: ${td.term} (the park is closed to other jumpers).</p>`,
      ),
      container(
        'hours holidays',
        `<h2 class="hours-heading">School holidays</h2><div class="hours-embed w-embed"><style>.mb-hours{width:100%;border-collapse:collapse}.mb-hours th,.mb-hours td{padding:12px 8px;border-bottom:2px dashed #ffd23f;text-align:left}</style><table class="mb-hours"><tbody>${holidayRows.map(([day, time]) => `<tr><th>${day}</th><td>${time}</td></tr>`).join('')}</tbody></table></div><h3>Upcoming school holidays</h3><div class="w-dyn-list"><div role="list" class="holiday-list w-dyn-items">${f.holidays.map(([name, dates]) => `<div role="listitem" class="holiday-item w-dyn-item"><div class="holiday-name">${name}</div><div class="holiday-dates">${dates}</div></div>`).join('')}</div></div><p class="hours-note">Closed Christmas Day, Boxing Day and New Year’s Day.</p>`,
      ),
    ]),
    '/safety-rules': doc('Safety Rules &amp; Waiver', '/safety-rules', [
      container(
        'page-header',
        `<h1 class="page-heading">Safety Rules &amp; Waiver</h1><p class="page-intro">Trampolining is an active sport. Our court marshals are there to keep everyone safe, and their decision is final.</p>`,
      ),
      container(
        'rules',
        rich(
          `<h2>Before you jump</h2><p>Every jumper must have a waiver. Under-18s need a parent or legal guardian to sign for them. A waiver is valid for ${ru.waiver}, so regulars don’t need to sign every visit. Sign it online before you arrive to skip the queue.</p><h2>Age, height and weight</h2><ul><li>Open Jump is for ages 5 and up. Under-5s can only jump in ${td.name} sessions.</li><li>Under-${ru.supervise}s must be supervised by a responsible adult (18+) who stays in the building for the whole session.</li><li>Maximum weight ${ru.weight}kg (${ru.stone}) on all trampolines.</li><li>Dodgeball is for jumpers ${ru.dodgeball} and over.</li><li>No jumping if you are pregnant, or have a heart, back or neck condition or a recent injury.</li></ul><h2>On the trampolines</h2><ol><li>One person per trampoline.</li><li>No somersaults, flips or double bouncing.</li><li>Land on your feet or bottom in the foam pit, never head first.</li><li>Empty your pockets: no phones, keys, food or drink on the court.</li><li>Listen to the marshals: the whistle means stop.</li></ol>`,
        ) + button(`https://ecom.roller.example/${f.domain}/waiver/en-gb/form`, 'Sign the waiver'),
      ),
    ]),
    '/faq': doc('FAQs', '/faq', [
      container('page-header', '<h1 class="page-heading">Frequently Asked Questions</h1>'),
      container('faq', faqs.map(faqItem).join('')),
    ]),
    '/visit-us': doc('Find Us', '/visit-us', [
      container('page-header', `<h1 class="page-heading">Find Us</h1><p class="page-intro">${f.street}, ${f.area}, Manchester ${f.postcode}</p>`),
      container(
        'visit',
        grid('visit-grid', [
          `<h3>By car</h3><p>Free on-site car park with ${f.parking.spaces} spaces, free for ${f.parking.free} (enter your registration at reception). Blue badge bays by the entrance.</p><h3>By tram</h3><p>${f.tram.stop} Metrolink stop is a ${f.tram.walk} walk.</p><h3>Contact</h3><p><a href="tel:${tel(f.phone)}">${f.phone}</a><br/><a href="mailto:${f.email}">${f.email}</a></p>`,
          `<div class="map w-widget w-widget-map" data-widget-style="roadmap" data-widget-latlng="53.4839,-2.2252" aria-label="${f.park} map" data-enable-scroll="true" role="region" title="${f.park}" data-enable-touch="true" data-widget-zoom="15" data-widget-tooltip=""></div>`,
        ]),
      ),
    ]),
    '/staff-hub': doc('Staff Hub', '/staff-hub', [
      container(
        'staff',
        rich(
          `<h1>Staff Hub</h1><p><strong>Team only – please don’t share with customers.</strong></p><ul><li>Marshal and café pay: ${ix.pay} per hour, paid monthly on the last Friday.</li><li>Party hosts get a ${ix.bonus} bonus per party with a 5-star review.</li><li>Grip sock reorders: ${ix.supplier}, trade code ${ix.code}.</li><li>New prices from ${ix.effective} (don’t quote yet): 60 minutes peak £${ix.new60}, 90 minutes peak £${ix.new90}, ${pa.mega.name} £${ix.newMega} per child.</li></ul>`,
        ),
      ),
    ]),
  };
  return { name: 'trampoline park (en-GB)', questions, disallow: ['/staff-hub'], pages };
}
