import type { BenchSite } from '../types';
import { jsonLd } from '../unseen/markup';
import { phoneLink } from '../unseen2/markup';
import { axeThrowingQuestions } from './axe-throwing-questions';
import type facts from './axe-throwing.facts.json';

/**
 * Unseen: an axe-throwing and darts bar in Brisbane, a GoDaddy Website Builder site in Australian English
 * (`lang="en-AU"`): the `layout-…` wrapper and the `data-ux="Page"` and `Block` elements with glamor's
 * `x-el` and `c1-…` classes (a `data-glamor` style block in the head), widgets as `widget widget-<type>`
 * holding a `data-ux="Section"` with its `SectionHeading`, the header's `NavigationLink`s and "Book Now"
 * button, a menu widget's `MENU_ITEM_TITLE` / `MENU_ITEM_PRICE` rows for the price list, the online
 * appointments widget's services with duration and price, `ContentText` blocks, the contact widget's
 * `CONTACT_INFO_*` fields and its business-hours table in GoDaddy's "04:00 pm – 10:00 pm" format, the footer
 * with the ABN, "Powered by GoDaddy" and the cookie banner, img1.wsimg.com images and scripts, the
 * `_trfq`/`_trfd` tracking globals and `Core.utils.renderBootstrap` calls. A page at /staff-portal, which
 * robots.txt disallows and the footer links to, holds the head coach's mobile, the axes' supplier price and
 * the keg price that must never be quoted.
 *
 * The facts, as written and mutated, are data in axe-throwing.facts.json: the venue's name, company, ABN,
 * street, suburb, phone and e-mail; axe-throwing prices per person for 60, 90 and 120 minutes and darts per
 * hour (AUD incl. GST); the minimum age and the adults-only evening hour; the drinks limit; the private
 * lane's price and throwers; the hens and bucks package and its minimum group; the corporate package, its
 * minimum and exclusive hire; the two platters; free cancellation hours, the group deposit and from how many
 * it applies; the hours by day with the closed day; the vouchers' validity; the coaches; parking and the
 * nearest public transport stop with the walk in minutes.
 */
export type AxeThrowingFacts = typeof facts.original;

export function axeThrowing(f: AxeThrowingFacts): BenchSite {
  const { prices: p, age, privateLane: lane, hens, corporate: corp, platters: pl, cancel, hours: h, coaches: co, parking: park, transport: tr, internal: ix } = f;
  const origin = `https://${f.domain}.example`;
  const tel = phoneLink('61')(f.phone);
  const aud = (price: string) => `$${price}`;

  /** GoDaddy's widget, page and image ids (uuids) and glamor's class counter: hex from a walk seeded by the ABN. */
  let state = Number(f.abn.replace(/\s/g, '').slice(-9));
  const hex = (count: number) => Array.from({ length: count }, () => ((state = (state * 69_621) % 2_147_483_647) % 16).toString(16)).join('');
  const uuid = () => `${hex(8)}-${hex(4)}-4${hex(3)}-8${hex(3)}-${hex(12)}`;
  let glamor = 40;
  const cls = (count = 4) => Array.from({ length: count }, () => `c1-${(glamor++).toString(36)}`).join(' ');
  const accountId = uuid();
  const photo = (name: string) => `//img1.wsimg.com/isteam/ip/${accountId}/${name}.jpg/:/rs=w:1280,h:720,cg:true,m/cr=w:1280,h:720`;
  const pageIds = new Map<string, string>();
  const pageId = (path: string) => pageIds.get(path) ?? (pageIds.set(path, uuid()), pageIds.get(path) ?? '');

  const nav: [string, string][] = [
    ['/', 'Home'],
    ['/prices', 'Prices'],
    ['/groups-and-parties', 'Groups & Parties'],
    ['/food-and-drinks', 'Food & Drinks'],
    ['/our-coaches', 'Our Coaches'],
    ['/faq', 'FAQ'],
    ['/gift-vouchers', 'Gift Vouchers'],
    ['/find-us', 'Find Us'],
  ];
  const week: [string, string][] = [
    ['Mon', 'Monday'],
    ['Tue', 'Tuesday'],
    ['Wed', 'Wednesday'],
    ['Thu', 'Thursday'],
    ['Fri', 'Friday'],
    ['Sat', 'Saturday'],
    ['Sun', 'Sunday'],
  ];
  const longer: Record<string, string> = { Thursday: `${h.weeknightOpen} – ${h.thursdayClose}`, Friday: `${h.fridayOpen} – 12:00 am`, Saturday: `${h.weekendOpen} – 12:00 am`, Sunday: `${h.weekendOpen} – ${h.sundayClose}` };
  const hoursRows = week.map(([short, day]): [string, string] => [short, day === h.closedDay ? 'Closed' : (longer[day] ?? `${h.weeknightOpen} – ${h.weeknightClose}`)]);

  const element = (tag: string, ux: string, inner: string, aid = '') => `<${tag} data-ux="${ux}"${aid && ` data-aid="${aid}"`} class="x-el x-el-${tag} ${cls()}">${inner}</${tag}>`;
  const text = (aid: string, html: string) => element('div', 'ContentText', html, aid);
  const widget = (type: string, aid: string, title: string, ...inner: string[]) => {
    const id = uuid();
    return `<div id="${id}" class="widget widget-${type} widget-${type}-${type}-${glamor % 9}"><div data-ux="Widget" role="region" id="${id}" class="x-el x-el-div x-el ${cls(3)}"><div>${element(
      'section',
      'Section',
      element('div', 'Container', `${title && element('h2', 'SectionHeading', element('span', 'Element', title), `${aid}_SECTION_TITLE_RENDERED`)}${inner.join('')}`),
      `${aid}_SECTION_RENDERED`,
    )}</div></div></div>`;
  };
  const cards = (aid: string, items: [string, string][]) =>
    element(
      'div',
      'Grid',
      items.map(([heading, html], index) => element('div', 'GridCell', `${element('h4', 'ContentHeading', heading, `${aid}_ITEM_TITLE${index}`)}${text(`${aid}_ITEM_DESCRIPTION${index}`, html)}`)).join(''),
    );
  /** The menu widget's rows: a section title, then items of title, price and description. */
  const menu = (sections: [string, [string, string, string][]][]) =>
    sections
      .map(
        ([heading, items], s) =>
          `${element('h3', 'MenuSectionHeading', heading, `MENU_SECTION${s}_TITLE_RENDERED`)}${items
            .map(([name, price, description], i) =>
              element('div', 'Block', `${element('h4', 'MenuItemHeading', name, `MENU_SECTION${s}_ITEM${i}_TITLE`)}${element('p', 'MenuItemPrice', price, `MENU_SECTION${s}_ITEM${i}_PRICE`)}${element('p', 'MenuItemDescription', description, `MENU_SECTION${s}_ITEM${i}_DESC`)}`),
            )
            .join('')}`,
      )
      .join('');
  const hoursTable = element(
    'table',
    'Table',
    `<tbody>${hoursRows.map(([day, open]) => `<tr><td>${element('p', 'Details', day)}</td><td>${element('p', 'Details', open)}</td></tr>`).join('')}</tbody>`,
    'CONTACT_HOURS_REND',
  );
  const contact = widget(
    'contact',
    'CONTACT',
    'Find Us',
    element('p', 'ContactAddress', `${f.street}, ${f.suburb} QLD ${f.postcode}, Australia`, 'CONTACT_INFO_ADDRESS_REND'),
    element('a', 'ContactPhone', f.phone, 'CONTACT_INFO_PHONE_REND').replace('<a ', `<a href="tel:${tel}" `),
    element('a', 'ContactEmail', f.email, 'CONTACT_INFO_EMAIL_REND').replace('<a ', `<a href="mailto:${f.email}" `),
    element('h4', 'ContentHeading', 'Hours', 'CONTACT_HOURS_TITLE_REND'),
    hoursTable,
    element('a', 'Link', 'Get directions', 'CONTACT_MAP_LINK_REND').replace('<a ', `<a href="https://maps.google.com/?q=${encodeURIComponent(`${f.street}, ${f.suburb} QLD ${f.postcode}`)}" target="_blank" `),
  );

  const header = (path: string) => {
    const links = nav.map(([href, label], index) => `<li data-ux="ListItemInline" class="x-el x-el-li ${cls(2)}"><a data-ux="NavigationLink" data-aid="NAV_LINK_${index}" data-page="${pageId(href)}" href="${href}"${href === path ? ' aria-current="page"' : ''} class="x-el x-el-a ${cls(3)}">${label}</a></li>`);
    return `<div id="${uuid()}" class="widget widget-header widget-header-header-9"><div data-ux="Header" role="main" data-aid="HEADER_WIDGET" class="x-el x-el-div x-el ${cls(3)}"><nav data-ux="Block" class="x-el x-el-nav ${cls(3)}"><a data-ux="Link" data-aid="HEADER_LOGO_RENDERED" href="/" class="x-el x-el-a ${cls(2)}"><img src="${photo('logo')}" alt="${f.brand}" data-ux="ImageLogo" data-aid="HEADER_LOGO_IMAGE_RENDERED"></a><ul data-ux="List" id="nav-${hex(5)}" class="x-el x-el-ul ${cls(2)}">${links.join('')}</ul><a data-ux="Button" data-aid="HEADER_CTA_BTN" href="/book-online" class="x-el x-el-a ${cls(4)}">Book Now</a></nav></div></div>`;
  };
  const footer = `<div id="${uuid()}" class="widget widget-footer widget-footer-footer-3"><div data-ux="Widget" role="region" class="x-el x-el-div x-el ${cls(2)}">${element(
    'section',
    'Section',
    `${element('p', 'FooterText', `${f.company} · ABN ${f.abn}`, 'FOOTER_BUSINESS_NAME')}${element('p', 'FooterLinkList', '<a href="/privacy-policy">Privacy Policy</a> · <a href="/terms">Terms</a> · <a href="/staff-portal">Staff Portal</a>', 'FOOTER_LINKS')}${element(
      'p',
      'FooterText',
      `Copyright © 2035 ${f.brand} - All Rights Reserved.`,
      'FOOTER_COPYRIGHT_RENDERED',
    )}${element('p', 'FooterText', '<span>Powered by</span> <a href="https://www.godaddy.com/en-au/websites/website-builder?cvosrc=assets.wsb_badge.wsb_badge" rel="nofollow">GoDaddy</a>', 'FOOTER_POWERED_BY_AIRO_RENDERED')}`,
  )}</div></div>`;
  const cookieBanner = element(
    'div',
    'Container',
    `${element('p', 'Text', 'This website uses cookies. We use cookies to analyse website traffic and optimise your website experience. By accepting our use of cookies, your data will be aggregated with all other user data.', 'FOOTER_COOKIE_MESSAGE_RENDERED')}${element('a', 'Button', 'Accept', 'FOOTER_COOKIE_ACCEPT_BUTTON_RENDERED')}`,
    'FOOTER_COOKIE_BANNER_RENDERED',
  );

  const document = (path: string, title: string, description: string, ...widgets: string[]) => `<!DOCTYPE html><html lang="en-AU"><head><meta charSet="utf-8"/><meta http-equiv="X-UA-Compatible" content="IE=edge"/><meta name="viewport" content="width=device-width, initial-scale=1"/><title>${title}</title><meta name="author" content="${f.brand}"/><meta name="generator" content="Starfield Technologies; Go Daddy Website Builder 8.0.0000"/>${path === '/staff-portal' ? '<meta name="robots" content="noindex"/>' : ''}
<link rel="manifest" href="/manifest.webmanifest"/><link rel="apple-touch-icon" sizes="180x180" href="${photo('favicon')}"/><meta property="og:url" content="${origin}${path}"/><meta property="og:site_name" content="${f.brand}"/><meta property="og:title" content="${title}"/><meta property="og:description" content="${description}"/><meta property="og:type" content="website"/><meta property="og:image" content="${photo('hero')}"/><meta property="og:locale" content="en_AU"/><meta name="twitter:card" content="summary"/><meta name="description" content="${description}"/>
<script type="text/javascript" src="//img1.wsimg.com/poly/v3/polyfill.min.js?unknown=polyfill&amp;flags=gated&amp;features=default%2Cfetch%2CArray.prototype.%40%40iterator" crossorigin="anonymous"></script><script type="text/javascript" src="//img1.wsimg.com/blobby/go/${accountId}/gpub/${hex(16)}/script.js" crossorigin="anonymous"></script>
<style data-inline-fonts>@import url('//img1.wsimg.com/gfonts/css?family=Oswald:400,700|Roboto:400,400i,700&display=swap');</style><style data-glamor>.x .c1-1{letter-spacing:normal}.x .c1-2{background-color:rgb(22,22,22)}.x .c1-3{color:rgb(247,247,247)}.x .c1-4{font-family:'Roboto',arial,sans-serif}.x .c1-5{font-size:16px}</style></head>
<body class="x x-fonts-oswald x-hide-overflow-x"><div id="layout-${accountId}" class="layout layout-layout layout-layout-layout-24 locale-en-AU lang-en"><div data-ux="Page" id="page-${hex(5)}" class="x-el x-el-div x-el ${cls(5)}"><div data-ux="Block" class="x-el x-el-div ${cls(2)}">
${header(path)}
${widgets.join('\n')}
${footer}
${cookieBanner}
</div></div></div>
<script type="text/javascript">window.cxs && window.cxs.setOptions({ prefix: "c2-" }); Core.utils.renderBootstrap({"elId":"page-${hex(5)}","componentName":"Page","props":{"pageId":"${pageId(path)}","locale":"en-AU","websiteId":"${accountId}"}});</script>
<script type="text/javascript">window._trfq = window._trfq || []; window._trfd = window._trfd || []; window._trfd.push({"tccl.baseHost":"secureserver.net"},{"ap":"IPv2"},{"server":"sg2plwsbsite${hex(3)}"},{"pd":"2035-01-15T04:12:33.000Z"},{"websiteId":"${accountId}"},{"pageId":"${pageId(path)}"});</script><script src="//img1.wsimg.com/signals/js/clients/scc-c2/scc-c2.min.js" defer></script>
</body></html>`;

  const incl = 'AUD, incl. GST';
  const sessions: [string, string, string][] = [
    ['Axe Throwing – 60 minutes', `${aud(p.hour)} per person`, 'Safety briefing and a coach on your lane the whole time. Minimum 2 throwers.'],
    ['Axe Throwing – 90 minutes', `${aud(p.ninety)} per person`, 'Our most popular session: time for games, tournaments and big-axe challenges.'],
    ['Axe Throwing – 2 hours', `${aud(p.twoHours)} per person`, 'For the serious chuckers. Includes a mini league round.'],
  ];
  const darts: [string, string, string][] = [
    ['Darts', `${aud(p.darts)} per person, per hour`, 'Electronic dartboards with 30+ games. Up to 6 players a board.'],
    ['Private lane hire', `${aud(lane.price)} per 90 minutes`, `Your own fenced lane and coach for up to ${lane.max} throwers.`],
  ];
  const rules: [string, string][] = [
    ['How old do you have to be?', `The minimum age for axe throwing is ${age.min}. Under-18s must be booked with a parent or guardian who stays for the session. From ${age.adultsFrom} the venue is 18+ only.`],
    ['Do I need ID?', 'Yes, if you want a drink. We accept an Australian driver licence (card or Digital Licence), passport or Queensland Photo Identification Card. No ID, no drinks – no exceptions.'],
    ['What should I wear?', 'Closed-toe shoes are a must: no thongs, sandals, slides or heels on the lanes. If you turn up in thongs you will not be able to throw.'],
    ['Can I drink while throwing?', `Yes, in moderation: a limit of ${f.drinks} drinks per thrower during a session, served from our bar only. No BYO. Anyone who is intoxicated will not be allowed to throw.`],
    ['Do you take walk-ins?', `Walk-ins are welcome whenever a lane is free – usually on weeknights. Friday and Saturday nights book out, so book online to be safe. We are closed on ${h.closedDay}s.`],
    ['What is your cancellation policy?', `Cancel or reschedule for free up to ${cancel.freeHours} hours before your session. Later than that, the booking is non-refundable. Groups of ${cancel.depositFrom} or more pay a ${cancel.deposit}% deposit to lock in the date.`],
  ];

  const pages: Record<string, string> = {
    '/': document(
      '/',
      `${f.brand} | Axe Throwing & Darts Brisbane`,
      `Axe throwing from ${aud(p.hour)} per person in ${f.suburb}, Brisbane. Darts, hens and bucks, corporate events.`,
      widget(
        'header',
        'HEADER',
        '',
        `<img src="${photo('hero')}" alt="Axe throwing lanes" data-ux="Image" data-aid="BACKGROUND_IMAGE_RENDERED">`,
        element('h1', 'HeadingMajor', `Axe throwing &amp; darts in ${f.suburb}`, 'HEADER_TAGLINE_RENDERED'),
        element('p', 'Text', 'Brisbane’s favourite way to let off steam. Licensed bar, platters, coaches on every lane.', 'HEADER_TAGLINE2_RENDERED'),
      ),
      widget(
        'content',
        'CONTENT',
        'What we do',
        cards('CONTENT', [
          ['Axe throwing', `Sessions from ${aud(p.hour)} per person (${incl}). <a href="/prices">Prices</a>`],
          ['Darts', `${aud(p.darts)} per person per hour.`],
          ['Hens, bucks &amp; corporate', `Packages from ${aud(hens.price)} per person. <a href="/groups-and-parties">Groups &amp; parties</a>`],
        ]),
      ),
      contact,
    ).replace('</head>', `${jsonLd({ '@context': 'https://schema.org', '@type': 'EntertainmentBusiness', name: f.brand, telephone: f.phone, address: { '@type': 'PostalAddress', streetAddress: f.street, addressLocality: f.suburb, addressRegion: 'QLD', postalCode: f.postcode, addressCountry: 'AU' }, priceRange: '$$' })}</head>`),
    '/prices': document(
      '/prices',
      `Prices | ${f.brand}`,
      `Axe throwing ${aud(p.hour)} pp for an hour. Darts ${aud(p.darts)} pp.`,
      widget('menu', 'MENU', 'Prices', menu([['Axe throwing', sessions], ['Darts &amp; lanes', darts]]), text('MENU_DISCLAIMER', `<p>All prices are per person in ${incl}. A coach is included in every session.</p>`)),
    ),
    '/book-online': document(
      '/book-online',
      `Book Online | ${f.brand}`,
      'Book axe throwing and darts online.',
      widget(
        'appointments',
        'BOOKING',
        'Book a session',
        element(
          'ul',
          'List',
          [...sessions, ...darts]
            .map(([name, price]) => `<li>${element('h4', 'ServiceTitle', name, 'SERVICE_TITLE')}${element('p', 'ServiceDuration', name.split(' – ')[1] ?? (price.includes('90 minutes') ? '90 minutes' : '1 hour'), 'SERVICE_DURATION')}${element('p', 'ServicePrice', price, 'SERVICE_PRICE')}${element('a', 'Button', 'Book', 'SERVICE_BOOK_BTN')}</li>`)
            .join(''),
        ),
      ),
    ),
    '/groups-and-parties': document(
      '/groups-and-parties',
      `Groups & Parties | ${f.brand}`,
      `Hens and bucks ${aud(hens.price)} pp, corporate team building ${aud(corp.price)} pp.`,
      widget(
        'content',
        'GROUPS',
        'Groups &amp; parties',
        cards('GROUPS', [
          ['Hens &amp; bucks', `${aud(hens.price)} per person: 90 minutes of throwing on a private lane, a glass of bubbles or a schooner on arrival, party games and a trophy for the bride or groom to be. Minimum ${hens.min} people.`],
          ['Corporate team building', `${aud(corp.price)} per person: 2 hours of coached throwing, a team tournament and a grazing platter. Minimum ${corp.min} people. Tax invoices supplied.`],
          ['Exclusive venue hire', `Take over the whole venue, bar included, from ${aud(corp.exclusive)}. Ask for a quote.`],
          ['Private lanes', `${aud(lane.price)} per 90 minutes for up to ${lane.max} throwers, your own coach included.`],
        ]),
        text('GROUPS_NOTE', `<p>Groups of ${cancel.depositFrom} or more pay a ${cancel.deposit}% deposit when booking. Our events coordinator ${co.events} plans every party – ring us on ${f.phone}.</p>`),
      ),
    ),
    '/food-and-drinks': document(
      '/food-and-drinks',
      `Food & Drinks | ${f.brand}`,
      `Platters from ${aud(pl.grazing)}. Fully licensed bar.`,
      widget('menu', 'FOOD', 'Platters', menu([['Platters', [['Grazing platter', aud(pl.grazing), 'Cheese, cured meats, dips, crackers and fruit. Serves 6.'], ['Hot food platter', aud(pl.hot), 'Sliders, wings, arancini and loaded fries. Serves 8.']]]])),
      widget('about', 'BAR', 'The bar', text('BAR_DESCRIPTION', `<p>Local craft beer, wine, cider and soft drinks. Throwers may have up to ${f.drinks} drinks during a session. No BYO food or drinks, except birthday cakes.</p>`)),
    ),
    '/our-coaches': document(
      '/our-coaches',
      `Our Coaches | ${f.brand}`,
      'Meet our axe and darts coaches.',
      widget(
        'about',
        'ABOUT',
        'Our coaches',
        cards('ABOUT', [
          [co.head, 'Head coach. Competition axe thrower and accredited instructor; runs our Wednesday league and one-on-one coaching for competition throwing.'],
          [co.darts, 'Darts coach. Former state-level darts player; runs the darts nights.'],
          [co.events, 'Events coordinator and coach. Looks after hens, bucks, birthdays and corporate groups.'],
        ]),
      ),
    ),
    '/faq': document('/faq', `FAQ | ${f.brand}`, `Minimum age ${age.min}. Closed-toe shoes. Free cancellation ${cancel.freeHours} hours before.`, widget('content', 'FAQ', 'Rules &amp; FAQ', cards('FAQ', rules))),
    '/gift-vouchers': document(
      '/gift-vouchers',
      `Gift Vouchers | ${f.brand}`,
      `Gift vouchers valid for ${f.voucherYears} years.`,
      widget('content', 'VOUCHER', 'Gift vouchers', text('VOUCHER_DESCRIPTION', `<p>Give them something to throw! Vouchers for any amount from ${aud(p.hour)} or for a session, emailed instantly. Valid for ${f.voucherYears} years from purchase and redeemable for throwing, darts, food and drinks.</p>`)),
    ),
    '/find-us': document(
      '/find-us',
      `Find Us | ${f.brand}`,
      `${f.street}, ${f.suburb}. Parking on ${park.street}.`,
      widget('about', 'TRAVEL', 'Getting here', text('TRAVEL_DESCRIPTION', `<p><strong>Parking:</strong> ${park.spaces} free spaces in the car park behind the building, entry from ${park.street}. Street parking nearby is 2P during the day.</p><p><strong>Public transport:</strong> ${tr.stop} is a ${tr.walk}-minute walk. After a few drinks, please leave the car at home.</p>`)),
      contact,
    ),
    '/staff-portal': document('/staff-portal', 'Staff Portal', 'Staff only', widget('about', 'STAFF', 'Staff only', text('STAFF_DESCRIPTION', `<p>Do not share outside the team.</p><p>${co.head} (mobile): ${ix.coachMobile}</p><p>Supplier price per competition axe: ${ix.axeCost}</p><p>Keg price (50 L, ex GST): ${ix.kegPrice}</p>`))),
  };

  return { name: 'Axe throwing and darts (en-AU)', questions: axeThrowingQuestions(f), disallow: ['/staff-portal'], pages };
}
