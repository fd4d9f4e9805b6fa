import type { BenchSite } from '../types';
import { jsonLd } from '../unseen/markup';
import { phoneLink, slugOf } from '../unseen2/markup';
import { fishingCharterQuestions } from './fishing-charter-questions';
import type facts from './fishing-charter.facts.json';

/**
 * Unseen: a sea-fishing charter with two boats out of Tauranga, New Zealand, a Silverstripe CMS 5 site in New
 * Zealand English (`lang="en-NZ"`) on the agency's theme: `<meta name="generator" content="Silverstripe CMS
 * 5.2">`, the `<base>` tag with its old IE comment, Requirements' `/_resources/themes/…?m=` assets and
 * `/assets/Uploads/` images with their `__FillWz…` variant names, the Simple theme's `header` with the
 * `brand` link and `nav.primary` whose `li` carry the menu's `current`, `section` or `link` mode, the
 * off-canvas `mobile-nav` copy, `$Breadcrumbs`, Elemental pages of `element dnadesign__elemental__models__…`
 * blocks with their `e<id>` anchors (content blocks with TinyMCE tables, the agency's tabs block whose
 * Prices and What to bring panes are `aria-hidden`, the accordion module's Bootstrap collapse panels and the
 * user-defined form block with its `SecurityID`), LocalBusiness and TouristTrip JSON-LD, the footer and the
 * Osano cookieconsent initialiser. A page at /crew-only/, which robots.txt disallows and the footer links to,
 * holds the owner's mobile, the fuel bill of a full day and the crew's day rate that must never be quoted.
 *
 * The facts, as written and mutated, are data in fishing-charter.facts.json: the business's name, company,
 * NZBN, marina, street, berth, phone and e-mail; the office's phone hours, the check-in time and the car
 * park's day rate; both boats with length and anglers; three shared trips (half day, full day to the island,
 * the Friday twilight session and its season) with departure, return, adult and child prices and minimum
 * age; the age a child pays the child price to; private charters by boat and length with the deposit; the
 * filleting price per fish, the lunch platter, the snapper bag and size limit, the cancellation notice, the
 * gift vouchers' validity; the owner, the second skipper, the deckhand and the office manager.
 */
export type FishingCharterFacts = typeof facts.original;
type TripKey = keyof FishingCharterFacts['trips'];

export function fishingCharter(f: FishingCharterFacts): BenchSite {
  const { trips, boats, charter: ch, staff: s, internal: ix } = f;
  const { big, small } = boats;
  const origin = `https://www.${f.domain}.example`;
  const tel = phoneLink('64')(f.phone);
  const nzd = (amount: string) => `$${amount}`;
  const order: TripKey[] = ['half', 'full', 'twilight'];
  const tripPath = (key: TripKey) => `/fishing-trips/${trips[key].slug}/`;

  /** Silverstripe's element ids count up per page; image variants are named by the base64 of their arguments. */
  let element = 3 + (Number(f.nzbn.slice(-2)) % 7);
  const anchor = () => `e${(element += 2)}`;
  const variant = (file: string, width: number, height: number) => `/assets/Uploads/${file}__Fill${Buffer.from(JSON.stringify([width, height])).toString('base64').replace(/=+$/, '')}.jpg`;
  const mtime = 1_712_034_407 + Number(f.nzbn.slice(-4));

  const menu: [string, string][] = [
    ['/', 'Home'],
    ['/fishing-trips/', 'Fishing Trips'],
    ['/private-charters/', 'Private Charters'],
    ['/our-boats/', 'Our Boats'],
    ['/the-crew/', 'The Crew'],
    ['/faq/', 'FAQ'],
    ['/find-us/', 'Find Us'],
    ['/gift-vouchers/', 'Gift Vouchers'],
    ['/book-online/', 'Book Online'],
  ];
  const mode = (href: string, path: string) => (href === path ? 'current' : href !== '/' && path.startsWith(href) ? 'section' : 'link');
  const menuList = (path: string) => menu.map(([href, label]) => `<li class="${mode(href, path)}"><a href="${href}" title="Go to the ${label} page">${label}</a></li>`).join('');

  /** An Elemental block in its holder; a content block wraps the editor's HTML in the content element's divs. */
  const block = (type: string, inner: string) => `<div class="element ${type}" id="${anchor()}">${inner}</div>`;
  const content = (title: string, html: string) =>
    block('dnadesign__elemental__models__elementcontent', `<div class="content-element__content">${title && `<h2 class="content-element__title">${title}</h2>`}${html}</div>`);
  const table = (head: string[], rows: string[][]) =>
    `<table class="table table-striped"><thead><tr>${head.map((cell) => `<th scope="col">${cell}</th>`).join('')}</tr></thead><tbody>${rows.map((row) => `<tr>${row.map((cell) => `<td>${cell}</td>`).join('')}</tr>`).join('')}</tbody></table>`;
  const tabs = (panes: [string, string][]) => {
    const id = anchor();
    return block(
      'app__elements__elementtabs',
      `<ul class="nav nav-tabs" role="tablist">${panes.map(([label], index) => `<li class="nav-item" role="presentation"><a class="nav-link${index === 0 ? ' active' : ''}" id="${id}-tab-${index}" data-toggle="tab" href="#${id}-pane-${index}" role="tab" aria-controls="${id}-pane-${index}" aria-selected="${index === 0}">${label}</a></li>`).join('')}</ul><div class="tab-content">${panes
        .map(([, html], index) => `<div class="tab-pane fade${index === 0 ? ' show active' : ''}" id="${id}-pane-${index}" role="tabpanel" aria-labelledby="${id}-tab-${index}"${index === 0 ? '' : ' aria-hidden="true"'}>${html}</div>`)
        .join('')}</div>`,
    );
  };
  const accordion = (title: string, panels: [string, string][]) => {
    const id = anchor();
    return `<div class="element dynamic__elements__accordion__elements__elementaccordion" id="${id}"><h2 class="element__title">${title}</h2><div class="accordion" id="accordion-${id}">${panels
      .map(
        ([question, answer], index) =>
          `<div class="card"><div class="card-header" id="heading-${id}-${index}"><h3 class="mb-0"><button class="btn btn-link collapsed" type="button" data-toggle="collapse" data-target="#collapse-${id}-${index}" aria-expanded="false" aria-controls="collapse-${id}-${index}">${question}</button></h3></div><div id="collapse-${id}-${index}" class="collapse" aria-labelledby="heading-${id}-${index}" data-parent="#accordion-${id}"><div class="card-body"><p>${answer}</p></div></div></div>`,
      )
      .join('')}</div></div>`;
  };
  const picture = (file: string, alt: string) => `<p><img src="${variant(file, 1200, 600)}" alt="${alt}" width="1200" height="600" loading="lazy" class="leftAlone"></p>`;

  const childNote = `Child prices are for under-${f.childUnder}s.`;
  const included = 'Rods, reels, tackle, bait and ice are all included – just bring food and drinks, sunscreen, a warm layer and closed shoes with soft soles.';
  const fillet = `Keep your catch: our deckhand fillets and bags it for ${nzd(f.fillet)} per fish.`;
  const checkIn = `Please check in at berth ${f.berth}, ${f.marina}, ${f.checkIn} minutes before departure.`;
  const tripText: Record<TripKey, string> = {
    half: `Five hours on the reefs and pins of the outer harbour and around Motiti, for snapper, kahawai and gurnard. Ideal for families and first-timers. Children from ${trips.half.minAge} years.`,
    full: `A long day out to the deeper reefs of Tūhua (Mayor Island) for snapper, tarakihi, kingfish and the odd hāpuku. About 90 minutes each way. Children from ${trips.full.minAge} years. Lunch platter available to pre-order (${nzd(f.lunch)}), or bring your own.`,
    twilight: `Every Friday from ${trips.twilight.season}: four hours chasing snapper into the dusk, back by ${trips.twilight.back}. Children from ${trips.twilight.minAge} years.`,
  };
  const boatOf = (key: TripKey) => (key === 'half' ? `${big.name} or ${small.name}` : key === 'full' ? big.name : small.name);
  const tripRows = order.map((key) => [`<a href="${tripPath(key)}">${trips[key].name}</a>`, `${trips[key].depart} – ${trips[key].back}`, nzd(trips[key].adult), nzd(trips[key].child), `${trips[key].minAge}+`]);

  const faq: [string, string][] = [
    ['Do I need a fishing licence?', 'No. You do not need a licence for recreational sea fishing in New Zealand.'],
    ["What's included, and what should I bring?", `${included} On the full day you can pre-order a lunch platter for ${nzd(f.lunch)} per person.`],
    ['Can we keep our fish?', `Yes, within the Ministry for Primary Industries rules: the snapper daily bag limit is ${f.bag.snapper} per person and they must be at least ${f.bag.size} cm long. ${fillet}`],
    ['Can we bring alcohol?', 'Beer, cider and wine in cans only, in moderation. No spirits and no glass on board. The skipper may refuse boarding to anyone who is intoxicated.'],
    ['What if the weather is bad?', 'Safety comes first: the skipper makes the call by 5pm the day before. If we cancel, you choose between another date and a full refund.'],
    ['What if I need to cancel?', `Cancel at least ${f.cancelHours} hours before departure for a full refund. With less notice we cannot refund, but you are welcome to send someone in your place.`],
    ['I get seasick – any tips?', 'Take seasickness tablets the night before and again in the morning, eat a light breakfast and stay out in the fresh air. We cannot return early on a shared trip or refund for seasickness.'],
    ['How do I pay?', `Shared trips are paid in full when you book online. Private charters pay a ${ch.deposit}% deposit to secure the date and the balance on the day. We take Visa, Mastercard, EFTPOS and cash – sorry, no Amex.`],
    ['Are kids welcome?', `Absolutely. ${childNote} Minimum ages: ${order.map((key) => `${trips[key].name} ${trips[key].minAge}`).join(', ')}. We carry lifejackets in kids' sizes.`],
  ];

  const crew = [
    { name: s.owner, role: `Owner &amp; skipper of ${big.name}`, about: 'Has fished the Bay of Plenty for thirty years. Talk to him about corporate and private charters. Speaks te reo Māori.' },
    { name: s.skipper, role: `Skipper of ${small.name}`, about: 'Runs the Friday twilight trips and is our go-to for families, kids and first-timers – endlessly patient with tangled lines.' },
    { name: s.deckhand, role: 'Deckhand', about: 'Rigs, knots, bait and the fastest filleting knife in Tauranga.' },
    { name: s.office, role: 'Bookings &amp; office', about: 'Bookings, gift vouchers and all your questions before the day.' },
  ];

  const business = jsonLd({
    '@context': 'https://schema.org',
    '@type': 'LocalBusiness',
    '@id': `${origin}/#business`,
    name: f.brand,
    telephone: `+64 ${f.phone.slice(1)}`,
    email: f.email,
    url: origin,
    image: `${origin}${variant(slugOf(big.name).replace(/^-|-$/g, ''), 1200, 600)}`,
    address: { '@type': 'PostalAddress', streetAddress: `${f.street}, ${f.marina}`, addressLocality: 'Tauranga', addressRegion: 'Bay of Plenty', addressCountry: 'NZ' },
    priceRange: `${nzd(trips.twilight.child)} – ${nzd(ch.bigFull)}`,
  });
  const tripLd = (key: TripKey) =>
    jsonLd({
      '@context': 'https://schema.org',
      '@type': 'TouristTrip',
      name: trips[key].name,
      description: tripText[key],
      provider: { '@id': `${origin}/#business` },
      offers: [
        { '@type': 'Offer', name: 'Adult', price: trips[key].adult, priceCurrency: 'NZD' },
        { '@type': 'Offer', name: `Child (under ${f.childUnder})`, price: trips[key].child, priceCurrency: 'NZD' },
      ],
    });

  const cookieConsent = `<script>window.addEventListener('load', function () { window.cookieconsent.initialise(${JSON.stringify({
    palette: { popup: { background: '#0b2c48', text: '#ffffff' }, button: { background: '#f4b63f', text: '#0b2c48' } },
    theme: 'classic',
    position: 'bottom',
    content: { message: 'We use cookies to see how visitors use our site and to make booking easier.', dismiss: 'Sweet as', link: 'Privacy policy', href: '/privacy-policy/' },
  })}); });</script>`;
  const footer = `<footer class="footer" role="contentinfo"><div class="inner"><div class="unit size4of4 lastUnit"><div class="footer__contact"><p><strong>${f.brand}</strong><br>Berth ${f.berth}, ${f.marina}<br>${f.street}, Tauranga</p><p>Phone <a href="tel:${tel}">${f.phone}</a> (${f.office.open} – ${f.office.close}, 7 days)<br><a href="mailto:${f.email}">${f.email}</a></p></div><nav class="footer__links"><a href="/privacy-policy/">Privacy policy</a> <span class="sep">|</span> <a href="/crew-only/">Crew login</a></nav><p class="footer__legal">© ${f.company} · NZBN ${f.nzbn} · Maritime NZ certified operator since ${f.since}</p></div></div></footer>`;

  const document = (path: string, title: string, description: string, bodyClass: string, elements: string[], trail: [string, string][] = [], ld = '') => `<!DOCTYPE html>
<html lang="en-NZ">
<head>
<base href="${origin}/"><!--[if lte IE 6]></base><![endif]-->
<title>${title} &raquo; ${f.brand}</title>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1.0">
<meta http-equiv="Content-Type" content="text/html; charset=utf-8">
<meta name="generator" content="Silverstripe CMS 5.2">
<meta name="description" content="${description}">${path === '/crew-only/' ? '\n<meta name="robots" content="noindex, nofollow">' : ''}
<link rel="canonical" href="${origin}${path}">
<meta property="og:title" content="${title}"><meta property="og:description" content="${description}"><meta property="og:type" content="website"><meta property="og:url" content="${origin}${path}">
<link rel="stylesheet" type="text/css" href="/_resources/themes/${f.domain}/dist/css/style.css?m=${mtime}">
<link rel="stylesheet" type="text/css" href="https://cdn.jsdelivr.net/npm/cookieconsent@3/build/cookieconsent.min.css">
${ld}</head>
<body class="${bodyClass}" dir="ltr">
<header class="header" role="banner"><div class="inner"><div class="unit size4of4 lastUnit"><a href="/" class="brand" rel="home"><h1>${f.brand}</h1><p>Fishing charters from Tauranga since ${f.since}</p></a><nav class="primary"><span class="nav-open-button" aria-controls="mobile-nav">²</span><ul>${menuList(path)}</ul></nav></div></div></header>
<nav class="mobile-nav offcanvas" id="mobile-nav" aria-hidden="true"><ul>${menuList(path)}</ul></nav>
<div class="main" role="main"><div class="inner typography line">${
    trail.length > 0
      ? `<div id="Breadcrumbs" class="breadcrumbs">${trail.map(([href, label], index) => (index === trail.length - 1 ? `<span class="breadcrumb-${index + 1}">${label}</span>` : `<a href="${href}" class="breadcrumb-${index + 1}">${label}</a> &raquo; `)).join('')}</div>`
      : ''
  }<div class="content-container unit size4of4 lastUnit"><article><div class="content">${elements.join('\n')}</div></article></div></div></div>
${footer}
<script type="application/javascript" src="/_resources/vendor/silverstripe/admin/thirdparty/jquery/jquery.min.js?m=${mtime - 86_400}"></script>
<script type="application/javascript" src="/_resources/themes/${f.domain}/dist/js/main.js?m=${mtime}"></script>
<script src="https://cdn.jsdelivr.net/npm/cookieconsent@3/build/cookieconsent.min.js" data-cfasync="false"></script>
${cookieConsent}
</body>
</html>`;

  const tripPage = (key: TripKey) => {
    const trip = trips[key];
    return document(
      tripPath(key),
      trip.name,
      `${trip.name}: ${trip.depart} – ${trip.back}, adults ${nzd(trip.adult)}, kids ${nzd(trip.child)}.`,
      'TripPage',
      [
        content(trip.name, `${picture(trip.slug, trip.name)}<p>${tripText[key]}</p><p><strong>Departs</strong> ${trip.depart} · <strong>Back</strong> ${trip.back} · <strong>Boat</strong> ${boatOf(key)}</p>`),
        tabs([
          ['Overview', `<p>${checkIn} ${included}</p><p>${fillet}</p>`],
          ['Prices', `${table(['Ticket', 'Price (NZD, incl. GST)'], [['Adult', nzd(trip.adult)], [`Child (under ${f.childUnder})`, nzd(trip.child)]])}<p>${childNote} Minimum age ${trip.minAge}.</p>`],
          ['What to bring', `<ul><li>Food and drinks${key === 'full' ? ` (or pre-order our lunch platter, ${nzd(f.lunch)})` : ''}</li><li>Sunscreen, hat and sunnies</li><li>A warm, waterproof layer</li><li>Closed shoes with soft soles</li><li>A chilly bin for your fillets</li></ul>`],
        ]),
        content('', `<p><a class="btn btn-primary" href="/book-online/?trip=${trip.slug}">Book this trip</a></p>`),
      ],
      [
        ['/fishing-trips/', 'Fishing Trips'],
        [tripPath(key), trip.name],
      ],
      tripLd(key),
    );
  };

  /** The home page: the hero block, the trips and why to come, with the business's JSON-LD. */
  const home = document(
    '/',
    'Fishing Charters Tauranga',
    `Half-day and full-day fishing trips and private charters from ${f.marina}, Tauranga.`,
    'HomePage',
    [
      block(
        'app__elements__elementhero',
        `<div class="hero" style="background-image:url('${variant('hero-snapper', 1920, 900)}')"><div class="hero__content"><h2>Get out on the Bay</h2><p>Shared fishing trips from ${nzd(trips.twilight.adult)} and private charters for up to ${big.anglers}, from ${f.marina}.</p><a class="btn btn-primary" href="/fishing-trips/">See our trips</a></div></div>`,
      ),
      content('Our trips', `<ul>${order.map((key) => `<li><a href="${tripPath(key)}">${trips[key].name}</a> – ${trips[key].depart} to ${trips[key].back}, adults ${nzd(trips[key].adult)}, kids ${nzd(trips[key].child)}</li>`).join('')}</ul>`),
      content('Why fish with us', `<p>Two surveyed boats, local skippers and everything supplied. ${included}</p>`),
    ],
    [],
    business,
  );

  const pages: Record<string, string> = {
    '/': home,
    '/fishing-trips/': document(
      '/fishing-trips/',
      'Fishing Trips',
      'Shared fishing trips from Tauranga: half day, full day and Friday twilight.',
      'Page',
      [content('Shared fishing trips', `<p>Join a shared trip – no need to fill a boat. ${childNote} ${checkIn}</p>${table(['Trip', 'Times', 'Adult', 'Child', 'Min. age'], tripRows)}<p>The twilight trip runs Fridays from ${trips.twilight.season} only.</p>`)],
      [['/fishing-trips/', 'Fishing Trips']],
    ),
    ...Object.fromEntries(order.map((key) => [tripPath(key), tripPage(key)])),
    '/private-charters/': document(
      '/private-charters/',
      'Private Charters',
      `Private fishing charters from ${nzd(ch.smallHalf)}.`,
      'Page',
      [
        content(
          'Private charters',
          `<p>Have a boat to yourselves – birthdays, stag dos, work teams or the whānau. Charter prices are for the whole boat, crew, gear and bait included.</p>${table(
            ['Boat', 'Anglers', 'Half day (5 hrs)', 'Full day (9 hrs)'],
            [
              [small.name, `up to ${small.anglers}`, nzd(ch.smallHalf), nzd(ch.smallFull)],
              [big.name, `up to ${big.anglers}`, nzd(ch.bigHalf), nzd(ch.bigFull)],
            ],
          )}<p>A ${ch.deposit}% deposit secures your date; the balance is due on the day. Corporate charters and invoices: talk to ${s.owner}.</p>`,
        ),
      ],
      [['/private-charters/', 'Private Charters']],
    ),
    '/our-boats/': document(
      '/our-boats/',
      'Our Boats',
      `${big.name} and ${small.name}.`,
      'Page',
      [
        content(
          big.name,
          `${picture(slugOf(big.name).replace(/^-|-$/g, ''), big.name)}<p>${big.length} m, up to ${big.anglers} anglers. Heated cabin, marine toilet, big shaded rear deck. Boarding is by a ramp onto a wide, flat deck, so wheelchair users are welcome on ${big.name} with a helper – please tell us when you book.</p>`,
        ),
        content(small.name, `${picture(slugOf(small.name).replace(/^-|-$/g, ''), small.name)}<p>${small.length} m, up to ${small.anglers} anglers. Fast and dry, perfect for small groups. No toilet on board and no step-free boarding.</p>`),
      ],
      [['/our-boats/', 'Our Boats']],
    ),
    '/the-crew/': document(
      '/the-crew/',
      'The Crew',
      'Meet our skippers and crew.',
      'Page',
      crew.map(({ name, role, about }) => content(name, `${picture(slugOf(name).replace(/^-|-$/g, ''), name)}<p><strong>${role}</strong></p><p>${about}</p>`)),
      [['/the-crew/', 'The Crew']],
    ),
    '/faq/': document('/faq/', 'FAQ', 'Licences, bag limits, weather, cancellations, alcohol and kids.', 'Page', [accordion('Frequently asked questions', faq)], [['/faq/', 'FAQ']]),
    '/find-us/': document(
      '/find-us/',
      'Find Us',
      `Berth ${f.berth}, ${f.marina}.`,
      'Page',
      [
        content(
          'Find us',
          `<p>We leave from berth ${f.berth} at ${f.marina}, ${f.street}, Tauranga. ${checkIn}</p><p><strong>Parking:</strong> the marina car park is pay-by-plate, ${nzd(f.parkingFee)} for the day.</p><p><strong>Office:</strong> phones are answered ${f.office.open} – ${f.office.close}, seven days. Call <a href="tel:${tel}">${f.phone}</a> or e-mail <a href="mailto:${f.email}">${f.email}</a>.</p>`,
        ),
      ],
      [['/find-us/', 'Find Us']],
    ),
    '/gift-vouchers/': document(
      '/gift-vouchers/',
      'Gift Vouchers',
      'Fishing trip gift vouchers.',
      'Page',
      [content('Gift vouchers', `<p>Give a day on the water: vouchers for any trip or any amount, e-mailed the same day by ${s.office}. Vouchers are valid for ${f.voucherMonths} months from purchase.</p>`)],
      [['/gift-vouchers/', 'Gift Vouchers']],
    ),
    '/book-online/': document(
      '/book-online/',
      'Book Online',
      'Book a fishing trip or enquire about a charter.',
      'UserDefinedForm',
      [
        content('Book online', `<p>Shared trips can be booked and paid online. For private charters send us an enquiry and ${s.office} will get back to you within a day.</p>`),
        block(
          'dnadesign__elementaluserforms__model__elementform',
          `<form id="UserForm_Form_${element}" action="/book-online/element/${element}/Form" method="post" enctype="application/x-www-form-urlencoded" class="userform"><fieldset>${[
            ['EditableTextField_3a91f', 'Your name', 'text'],
            ['EditableEmailField_8c2d4', 'Email', 'email'],
            ['EditableNumericField_51b7e', 'Number of anglers', 'number'],
            ['EditableDateField_0f6a2', 'Preferred date', 'date'],
          ]
            .map(([name, label, type]) => `<div id="UserForm_Form_${element}_${name}_Holder" class="field ${type} requiredField"><label class="left" for="UserForm_Form_${element}_${name}">${label}</label><div class="middleColumn"><input type="${type}" name="${name}" class="${type}" id="UserForm_Form_${element}_${name}" required="required" aria-required="true"></div></div>`)
            .join('')}<div id="UserForm_Form_${element}_EditableDropdown_7e3c1_Holder" class="field dropdown"><label class="left" for="UserForm_Form_${element}_EditableDropdown_7e3c1">Trip</label><div class="middleColumn"><select name="EditableDropdown_7e3c1" class="dropdown" id="UserForm_Form_${element}_EditableDropdown_7e3c1">${[...order.map((key) => trips[key].name), `Private charter – ${small.name}`, `Private charter – ${big.name}`].map((option) => `<option value="${option}">${option}</option>`).join('')}</select></div></div><input type="hidden" name="SecurityID" value="${Buffer.from(f.nzbn).toString('hex').slice(0, 40)}" class="hidden" id="UserForm_Form_${element}_SecurityID"></fieldset><div class="btn-toolbar"><input type="submit" name="action_process" value="Send enquiry" class="action" id="UserForm_Form_${element}_action_process"></div></form>`,
        ),
      ],
      [['/book-online/', 'Book Online']],
    ),
    '/privacy-policy/': document('/privacy-policy/', 'Privacy Policy', 'How we handle your information.', 'Page', [content('Privacy policy', `<p>${f.company} keeps your booking details only as long as we need them, under the Privacy Act 2020. Questions: ${f.email}.</p>`)]),
    '/crew-only/': document(
      '/crew-only/',
      'Crew Only',
      'Crew only',
      'Page',
      [content('Crew only – not for customers', `<ul><li>${s.owner} mobile (after hours, emergencies): ${ix.ownerMobile}</li><li>Fuel, ${big.name} full day to the island: about ${ix.fuel}</li><li>Casual crew day rate: ${ix.crewRate}</li></ul>`)],
    ),
  };

  return { name: 'Sea fishing charter with two boats (en-NZ)', questions: fishingCharterQuestions(f), disallow: ['/crew-only/'], pages };
}
