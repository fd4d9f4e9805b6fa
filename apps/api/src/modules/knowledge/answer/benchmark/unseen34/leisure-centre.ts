import type { BenchSite } from '../types';
import { jsonLd } from '../unseen/markup';
import { phoneLink, slugOf } from '../unseen2/markup';
import { leisureCentreQuestions } from './leisure-centre-questions';
import type facts from './leisure-centre.facts.json';

/**
 * Unseen: a community leisure centre with a pool, gym, sports hall and classes in an Irish county town, a
 * Kirby 3 site in Irish English (`lang="en-IE"`) on a studio's own theme: `/assets/build/` CSS and JS with a
 * content hash, `/media/pages/<page>/<hash>-<timestamp>/` thumbs in WebP with a `srcset`, the BEM
 * `site-header` with the centre's Irish name under its English one, the `site-nav` list whose active item
 * carries `aria-current` and whose Swimming item opens a sub-list, the off-canvas `nav-drawer` copy for
 * phones, pages of Kirby blocks rendered as `block block-type-…` divs with their UUIDs (headings, text with
 * KirbyText tables, lists, images, a callout and the studio's `timetable` block of `<time>`-stamped
 * classes), `<details>` FAQ items, the Uniform plugin's contact form with its CSRF token and honeypot,
 * SportsActivityLocation and FAQPage JSON-LD, the cookie notice dialog and the footer with the CLG's CRO
 * number. A page at /staff-area, which robots.txt disallows and the footer links to, holds the manager's
 * mobile, the lifeguards' hourly rate and the pool chemicals contract that must never be quoted.
 *
 * The facts, as written and mutated, are data in leisure-centre.facts.json: the centre's English and Irish
 * names, the CLG and its CRO number, street, town, Eircode, phone and e-mail; the pool's length and lanes;
 * weekday, weekend and bank holiday hours, the last pool admission, Christmas Eve and the reopening after
 * Christmas; the summer break of lessons between two dates with its afternoon family swims; swim admission
 * for adults, concessions, children and families, gym and class drop-ins and the induction, memberships by
 * the month and the year with the joining fee, lesson terms for children and adults, private lessons, the
 * pool party with its children and the extra child, hall hire, the no-show fee; the supervision age and
 * ratio in the pool, the gym's minimum age, the membership's notice and the hours to cancel a class; the
 * class timetable; the car park and the bus; the manager, the head swim coach, the fitness lead and the
 * class instructor.
 */
export type LeisureCentreFacts = typeof facts.original;
type PriceKey = keyof LeisureCentreFacts['prices'];

export function leisureCentre(f: LeisureCentreFacts): BenchSite {
  const { hours: h, prices: p, kids, classes: c, christmas: xmas, summer, staff: s, internal: ix } = f;
  const origin = `https://www.${f.domain}.example`;
  const tel = phoneLink('353')(f.phone);
  const eur = (amount: string) => `€${amount}`;

  /** Kirby's content UUIDs and media hashes: a walk seeded by the CRO number. */
  let seed = Number(f.cro) * 31;
  const hex = (length: number) => Array.from({ length }, () => ((seed = (seed * 16_807) % 2_147_483_647) % 16).toString(16)).join('');
  const uuid = () => `${hex(8)}-${hex(4)}-4${hex(3)}-a${hex(3)}-${hex(12)}`;
  const stamp = 1_714_000_000 + Number(f.cro.slice(-4)) * 17;
  const build = hex(8);
  const thumb = (page: string, file: string, width: number) => `/media/pages/${page}/${hex(10)}-${stamp}/${file}-${width}x.webp`;

  /** A Kirby block as the theme's `blocks` snippet renders it: its type and id on a wrapper. */
  const block = (type: string, html: string) => `<div class="block block-type-${type}" id="${uuid()}">${html}</div>`;
  const text = (html: string) => block('text', html);
  const heading = (title: string, level = 'h2') => block('heading', `<${level}>${title}</${level}>`);
  const image = (page: string, file: string, alt: string) =>
    block(
      'image',
      `<figure class="figure"><img src="${thumb(page, file, 1200)}" srcset="${thumb(page, file, 600)} 600w, ${thumb(page, file, 1200)} 1200w" sizes="(min-width: 60em) 50vw, 100vw" alt="${alt}" width="1200" height="800" loading="lazy"></figure>`,
    );
  const callout = (html: string) => block('callout', `<aside class="callout callout--info"><p>${html}</p></aside>`);
  const table = (head: string[], rows: string[][]) =>
    `<div class="table-scroll"><table><thead><tr>${head.map((cell) => `<th scope="col">${cell}</th>`).join('')}</tr></thead><tbody>${rows.map((row) => `<tr>${row.map((cell, index) => (index === 0 ? `<th scope="row">${cell}</th>` : `<td>${cell}</td>`)).join('')}</tr>`).join('')}</tbody></table></div>`;
  /** "6.45am" as a `<time>` element with its 24-hour value. */
  const at = (time: string) => {
    const [, hour = '0', minute = '00', half = 'am'] = /^(\d+)\.(\d+)(am|pm)$/.exec(time) ?? [];
    const hours = (Number(hour) % 12) + (half === 'pm' ? 12 : 0);
    return `<time datetime="${String(hours).padStart(2, '0')}:${minute}">${time}</time>`;
  };

  const supervision = `Children under ${kids.age} must be accompanied in the water by an adult aged 16 or over, and one adult may bring no more than ${kids.ratio} children under ${kids.age}. Children from ${kids.age} to 13 can swim on their own if a parent or guardian stays in the building.`;
  const gymAge = `The gym is open to members and drop-in users aged ${f.gymMinAge} and over. Every new gym user books a one-to-one induction with our fitness team (${eur(p.induction)}, free with any membership).`;
  const classBooking = `Book classes in our app or at reception up to 7 days ahead. If you can't make it, cancel at least ${f.classCancelHours} hours before the class – a no-show costs ${eur(p.noShow)}, so the place can go to someone on the waiting list.`;
  const membershipNotice = `Monthly memberships are paid by direct debit with a 3-month minimum term. After that you can cancel at any time by giving ${f.cancelDays} days' notice in writing to reception or ${f.email}. Memberships can be frozen for up to 3 months on medical grounds with a cert.`;
  const summerText = `From ${summer.from} to ${summer.to} swimming lessons take their summer break. Instead we run Family Fun Swims every weekday from ${summer.famFrom} to ${summer.famTo}, with the inflatable in the pool on Fridays.`;
  const lastSwim = `Last admission to the pool is ${h.lastSwim} minutes before closing.`;
  const parkingText = `Free car park with ${f.parking} spaces, including accessible spaces beside the main entrance. The ${f.bus} stops outside.`;

  const hoursRows = [
    ['Monday – Friday', `${h.open} – ${h.close}`],
    ['Saturday &amp; Sunday', `${h.weekendOpen} – ${h.weekendClose}`],
    ['Bank Holiday Mondays', `${h.bankOpen} – ${h.bankClose}`],
  ];
  const christmasText = `Christmas Eve: open ${xmas.eveOpen} – ${xmas.eveClose}. Closed Christmas Day and St Stephen's Day; we reopen on ${xmas.reopen} with bank holiday hours.`;
  const swimRows = [
    ['Adult', eur(p.swimAdult)],
    ['Student / OAP (with ID)', eur(p.swimConcession)],
    ['Child (3–17)', eur(p.swimChild)],
    ['Under 3s', 'Free'],
    ['Family (2 adults + up to 3 children)', eur(p.family)],
  ];
  const membershipRows = [
    ['Full – gym, pool and classes', `${eur(p.monthly)} a month`, `${eur(p.annual)} a year, paid up front`],
    ['Off-peak – weekdays before 4.00pm, weekends any time', `${eur(p.offPeak)} a month`, '–'],
    ['Student (valid student card)', `${eur(p.student)} a month`, '–'],
    ['Family – 2 adults and children under 18, pool and classes', `${eur(p.familyMonthly)} a month`, '–'],
  ];
  /** The price list's other rows by the heading the prices page groups them under, each price's label by its key. */
  const priceGroups: Record<string, Partial<Record<PriceKey, string>>> = {
    'Gym and classes': { gymDrop: 'Gym drop-in', induction: 'Gym induction (free with membership)', classDrop: 'Class drop-in' },
    Lessons: { lessonsKids: 'Children (age 4+), 8-week term', lessonsAdult: 'Adults, 8-week term', private: 'Private one-to-one lesson (30 minutes)' },
    'Parties and hire': { party: `Pool party, up to ${f.partyMax} children`, hallFull: 'Sports hall, full hall per hour', hallHalf: 'Sports hall, half hall per hour' },
  };
  const priced = (group: string) => text(table(['', 'Price'], Object.entries(priceGroups[group] ?? {}).map(([key, label]) => [label, eur(p[key as PriceKey])])));
  const timetable: [string, [string, string, string, string][]][] = [
    [
      'Monday',
      [
        [c.spinAm, 'Spin', 'Studio 2', s.classes],
        [c.spinPm, 'Spin', 'Studio 2', s.classes],
      ],
    ],
    [
      'Tuesday',
      [
        [c.aquaTue, 'Aqua Aerobics', 'Pool', s.fitness],
        ['7.00pm', 'Pilates', 'Studio 1', s.fitness],
      ],
    ],
    [
      'Wednesday',
      [
        [c.spinAm, 'Spin', 'Studio 2', s.classes],
        [c.activeAqua, 'Active Retirement Aqua', 'Pool', s.fitness],
        [c.spinPm, 'Spin', 'Studio 2', s.classes],
      ],
    ],
    [
      'Thursday',
      [
        ['1.00pm', 'Lunchtime Circuits', 'Sports hall', s.classes],
        [c.aquaThu, 'Aqua Aerobics', 'Pool', s.fitness],
      ],
    ],
    ['Friday', [[c.boxfitFri, 'Boxfit', 'Sports hall', s.classes]]],
    [
      'Saturday',
      [
        ['9.00am', 'Spin', 'Studio 2', s.classes],
        [c.pilatesSat, 'Pilates', 'Studio 1', s.fitness],
      ],
    ],
  ];
  const timetableBlock = block(
    'timetable',
    `<div class="timetable">${timetable
      .map(
        ([day, sessions]) =>
          `<section class="timetable__day"><h3 class="timetable__title">${day}</h3><ul class="timetable__list">${sessions.map(([time, name, room, instructor]) => `<li class="timetable__session">${at(time)} <strong class="timetable__class">${name}</strong> <span class="timetable__room">${room}</span> <span class="timetable__instructor">with ${instructor}</span></li>`).join('')}</ul></section>`,
      )
      .join('')}</div>`,
  );

  const faq: [string, string][] = [
    ['Do I need to book a swim?', `No – just turn up for a public swim. ${lastSwim}`],
    ['Can I bring my children to the pool on my own?', supervision],
    ['Are swim caps compulsory?', 'No, but long hair must be tied back. Please shower before you swim.'],
    ['How old do you have to be to use the gym?', gymAge],
    ['Is there parking?', parkingText],
    ['How do I cancel my membership?', membershipNotice],
    ['Are there swimming lessons in the summer?', summerText],
    ['What if I can’t make a class I booked?', classBooking],
  ];
  const team: [string, string, string][] = [
    [s.manager, 'Centre Manager', 'Memberships, clubs and school bookings, and anything you want to give out about.'],
    [s.coach, 'Head Swim Coach', 'Swim Ireland tutor. Runs the Learn to Swim programme, private lessons and the junior squad.'],
    [s.fitness, 'Fitness Lead', 'Gym inductions and programmes, Pilates and the aqua classes.'],
    [s.classes, 'Class Instructor', 'Spin, Boxfit and Circuits. Bring a towel.'],
  ];

  const menu: [string, string][] = [
    ['/swimming', 'Swimming'],
    ['/gym', 'Gym'],
    ['/classes', 'Classes'],
    ['/membership', 'Membership'],
    ['/prices', 'Prices'],
    ['/parties-and-hire', 'Parties &amp; Hire'],
    ['/opening-hours', 'Opening Hours'],
    ['/contact', 'Contact'],
  ];
  const navList = (path: string, css: string) =>
    `<ul class="${css}__list">${menu
      .map(
        ([href, label]) =>
          `<li class="${css}__item${path === href || path.startsWith(`${href}/`) ? ` ${css}__item--active` : ''}"><a class="${css}__link" href="${href}"${path === href ? ' aria-current="page"' : ''}>${label}</a>${href === '/swimming' ? `<ul class="${css}__sub"><li><a href="/swimming/lessons"${path === '/swimming/lessons' ? ' aria-current="page"' : ''}>Swimming Lessons</a></li></ul>` : ''}</li>`,
      )
      .join('')}</ul>`;

  const amenities = [`${f.pool.length}m ${f.pool.lanes}-lane pool`, 'Gym', 'Sports hall', 'Studios'];
  const where = { '@type': 'PostalAddress', streetAddress: f.street, addressLocality: f.town, addressRegion: f.county, postalCode: f.eircode, addressCountry: 'IE' };
  const identity = { '@context': 'https://schema.org', '@type': 'SportsActivityLocation', '@id': `${origin}/#centre`, name: f.brand, alternateName: f.irish, url: origin };
  const features = amenities.map((name) => ({ '@type': 'LocationFeatureSpecification', name, value: true }));
  const centre = { ...identity, telephone: `+353 ${f.phone.slice(1)}`, email: f.email, address: where, amenityFeature: features };
  const faqLd = {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: faq.map(([name, answer]) => ({ '@type': 'Question', name, acceptedAnswer: { '@type': 'Answer', text: answer } })),
  };

  const footer = `<footer class="site-footer"><div class="site-footer__grid"><div class="site-footer__col"><p class="site-footer__name">${f.brand}<br><span lang="ga">${f.irish}</span></p><address>${f.street}, ${f.town}, ${f.county}<br>${f.eircode}</address></div><div class="site-footer__col"><p><a href="tel:${tel}">${f.phone}</a><br><a href="mailto:${f.email}">${f.email}</a></p><p>Mon–Fri ${h.open} – ${h.close}<br>Sat–Sun ${h.weekendOpen} – ${h.weekendClose}</p></div><div class="site-footer__col"><ul class="site-footer__links"><li><a href="/faq">FAQ</a></li><li><a href="/about">About us</a></li><li><a href="/terms">Terms &amp; conditions</a></li><li><a href="/privacy">Privacy &amp; cookies</a></li><li><a href="/staff-area">Staff area</a></li></ul></div></div><p class="site-footer__legal">© 2035 ${f.operator}, a company limited by guarantee · CRO ${f.cro} · ${f.street}, ${f.town}</p></footer>`;
  const cookieNotice = `<div class="cookie-notice" role="dialog" aria-live="polite" aria-label="Cookie consent" data-cookie-notice><p class="cookie-notice__text">We use essential cookies to make this site work and, if you agree, analytics cookies to see how it's used. <a href="/privacy">Read more</a></p><div class="cookie-notice__buttons"><button type="button" class="button button--ghost" data-cookie-choice="essential">Essential only</button><button type="button" class="button" data-cookie-choice="all">Accept all</button></div></div>`;

  const document = (path: string, title: string, description: string, blocks: string[], ld: object[] = []) => `<!doctype html>
<html lang="en-IE">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width,initial-scale=1">
  <title>${path === '/' ? `${f.brand} | ${f.town}` : `${title} | ${f.brand}`}</title>
  <meta name="description" content="${description}">${path === '/staff-area' ? '\n  <meta name="robots" content="noindex,nofollow">' : ''}
  <link rel="canonical" href="${origin}${path}">
  <meta property="og:title" content="${title}"><meta property="og:description" content="${description}"><meta property="og:locale" content="en_IE"><meta property="og:image" content="${origin}${thumb('home', 'pool', 1200)}">
  <link rel="stylesheet" href="${origin}/assets/build/main.${build}.css">
  <link rel="icon" href="${origin}/assets/images/favicon.svg" type="image/svg+xml">
  ${ld.map(jsonLd).join('\n  ')}
</head>
<body class="template-${path === '/' ? 'home' : (path.split('/').pop() ?? 'default')}">
  <a class="skip-link" href="#content">Skip to content</a>
  <header class="site-header"><a class="site-header__brand" href="/" rel="home"><img src="${origin}/assets/images/logo.svg" alt="" width="48" height="48"><span class="site-header__name">${f.brand}</span><span class="site-header__irish" lang="ga">${f.irish}</span></a><nav class="site-nav" aria-label="Main">${navList(path, 'site-nav')}</nav><a class="button site-header__cta" href="/membership">Join now</a><button class="nav-toggle" type="button" aria-controls="nav-drawer" aria-expanded="false"><span class="visually-hidden">Menu</span></button></header>
  <div class="nav-drawer" id="nav-drawer" hidden><nav aria-label="Mobile">${navList(path, 'nav-drawer')}</nav></div>
  <main class="main" id="content">
    ${path === '/' ? '' : `<nav class="breadcrumb" aria-label="Breadcrumb"><ol><li><a href="/">Home</a></li>${path === '/swimming/lessons' ? '<li><a href="/swimming">Swimming</a></li>' : ''}<li aria-current="page">${title}</li></ol></nav><h1 class="page-title">${title}</h1>`}
    <div class="blocks">${blocks.join('\n')}</div>
  </main>
  ${footer}
  ${cookieNotice}
  <script src="${origin}/assets/build/main.${build}.js" defer></script>
</body>
</html>`;

  /** The Uniform plugin's contact form: its fields, the CSRF token and the honeypot. */
  const contactForm = block(
    'form',
    `<form class="form" action="/contact" method="post"><input type="hidden" name="csrf_token" value="${hex(64)}"><div class="form__honeypot" aria-hidden="true"><label for="website">Website</label><input type="url" id="website" name="website" tabindex="-1" autocomplete="off"></div>${[
      ['name', 'Your name', 'text'],
      ['email', 'Email', 'email'],
      ['phone', 'Phone (optional)', 'tel'],
    ]
      .map(([name, label, type]) => `<div class="form__field"><label for="${name}">${label}</label><input type="${type}" id="${name}" name="${name}"${type === 'tel' ? '' : ' required'}></div>`)
      .join(
        '',
      )}<div class="form__field"><label for="topic">Topic</label><select id="topic" name="topic"><option>Membership</option><option>Swimming lessons</option><option>Parties &amp; hire</option><option>Something else</option></select></div><div class="form__field"><label for="message">Message</label><textarea id="message" name="message" rows="5" required></textarea></div><button class="button" type="submit">Send</button></form>`,
  );

  const pages: Record<string, string> = {
    '/': document(
      '/',
      f.brand,
      `A ${f.pool.length}m pool, gym, sports hall and classes in ${f.town}. Swim from ${eur(p.swimChild)}, membership from ${eur(p.student)} a month.`,
      [
        block(
          'hero',
          `<section class="hero" style="--hero-image: url('${thumb('home', 'pool', 1920)}')"><h1 class="hero__title">Fáilte to ${f.brand}</h1><p class="hero__lead">A ${f.pool.length}m ${f.pool.lanes}-lane pool, a learner pool, a gym, a sports hall and over 30 classes a week – run by the community, for the community, since ${f.since}.</p><p><a class="button" href="/swimming">Public swim times</a> <a class="button button--ghost" href="/membership">Membership</a></p></section>`,
        ),
        heading('Opening hours'),
        text(`${table(['Day', 'Hours'], hoursRows)}<p>${lastSwim}</p>`),
        callout(`Summer: ${summerText}`),
        heading('This week'),
        text(`<ul><li>Aqua Aerobics: Tuesday ${c.aquaTue} and Thursday ${c.aquaThu}</li><li>Spin: Monday and Wednesday ${c.spinAm} and ${c.spinPm}</li><li>Pilates: Saturday ${c.pilatesSat}</li></ul><p><a href="/classes">Full class timetable</a></p>`),
      ],
      [centre],
    ),
    '/swimming': document(
      '/swimming',
      'Swimming',
      `Public swim times and prices. Adult swim ${eur(p.swimAdult)}.`,
      [
        image('swimming', 'pool', `The ${f.pool.length}m pool`),
        text(
          `<p>Our ${f.pool.length}m, ${f.pool.lanes}-lane main pool and the learner pool next to it are open for public swims every day. There's no need to book – just pay at reception. ${lastSwim}</p>`,
        ),
        heading('Public swim times'),
        text(
          table(
            ['Day', 'Sessions'],
            [
              ['Monday – Friday', `${h.open} – 9.00am (adult lane swim) · 12.30pm – 2.00pm · 6.30pm – 9.00pm`],
              ['Saturday &amp; Sunday', `${h.weekendOpen} – 12.00pm · 2.00pm – 5.00pm`],
            ],
          ),
        ),
        callout(summerText),
        heading('Prices'),
        text(table(['Ticket', 'Price'], swimRows)),
        heading('Pool rules'),
        text(`<ul><li>${supervision}</li><li>Swim caps are not compulsory, but long hair must be tied back.</li><li>Please shower before you swim.</li><li>No photos or filming anywhere in the pool area or the changing village.</li></ul>`),
      ],
    ),
    '/swimming/lessons': document(
      '/swimming/lessons',
      'Swimming Lessons',
      `Swim Ireland lessons for children (${eur(p.lessonsKids)} a term) and adults.`,
      [
        text(`<p>We teach the Swim Ireland Learn to Swim programme, from Level 1 (water confidence) to Level 10. Terms run for 8 weeks, with one 30-minute lesson a week. Our head coach, ${s.coach}, assesses every new swimmer in the first lesson.</p>`),
        priced('Lessons'),
        callout(summerText),
        text('<p>Term dates: September – December, January – March and April – June. Booking for each term opens at reception and online two weeks before it starts; current swimmers get priority for the first week.</p>'),
      ],
    ),
    '/gym': document(
      '/gym',
      'Gym',
      `Gym drop-in ${eur(p.gymDrop)}, induction ${eur(p.induction)}.`,
      [
        image('gym', 'gym-floor', 'The gym floor'),
        text(
          `<p>Cardio, a free-weights area, two squat racks and a functional training zone, with a fitness instructor on the floor at all times.</p><p>${gymAge}</p><p>Not a member? A gym drop-in is ${eur(p.gymDrop)}. Off-peak membership (weekdays before 4.00pm) is ${eur(p.offPeak)} a month.</p>`,
        ),
      ],
    ),
    '/classes': document('/classes', 'Classes', `Spin, aqua aerobics, Pilates, Boxfit and Circuits. Drop-in ${eur(p.classDrop)}.`, [
      text(`<p>All classes are included in full and family membership. Drop-in: ${eur(p.classDrop)} a class.</p><p>${classBooking}</p>`),
      heading('Weekly timetable'),
      timetableBlock,
    ]),
    '/membership': document('/membership', 'Membership', `Full membership ${eur(p.monthly)} a month or ${eur(p.annual)} a year.`, [
      text(`${table(['Membership', 'Monthly', 'Annual'], membershipRows)}<p>Joining fee ${eur(p.joining)} on monthly memberships – no joining fee if you pay for the year. Every membership includes a free gym induction.</p>`),
      heading('The small print'),
      text(`<p>${membershipNotice}</p><p>See our full <a href="/terms">terms and conditions</a>.</p>`),
    ]),
    '/prices': document('/prices', 'Prices', 'All our prices in one place.', [
      heading('Swimming'),
      text(table(['Ticket', 'Price'], swimRows)),
      ...Object.keys(priceGroups).flatMap((group) => [heading(group), priced(group)]),
      heading('Membership'),
      text(`${table(['Membership', 'Monthly', 'Annual'], membershipRows)}<p>Joining fee: ${eur(p.joining)} (monthly memberships only).</p>`),
    ]),
    '/parties-and-hire': document('/parties-and-hire', 'Parties &amp; Hire', `Pool parties from ${eur(p.party)}, sports hall from ${eur(p.hallHalf)} an hour.`, [
      heading('Pool parties'),
      text(
        `<p>One hour in the pool with the inflatable and two lifeguards, then 45 minutes in our party room. ${eur(p.party)} for up to ${f.partyMax} children, ${eur(p.partyExtra)} for each extra child. Bring your own food and cake – we supply plates, cups and a fridge. Our pool rules apply at parties too: ${supervision.toLowerCase()}</p>`,
      ),
      heading('Sports hall hire'),
      text(`<p>Five-a-side, basketball, badminton (4 courts) or volleyball: the full hall is ${eur(p.hallFull)} an hour, half the hall ${eur(p.hallHalf)} an hour. Clubs booking a full season get 10% off – talk to ${s.manager}.</p>`),
    ]),
    '/opening-hours': document('/opening-hours', 'Opening Hours', `Mon–Fri ${h.open} – ${h.close}, weekends ${h.weekendOpen} – ${h.weekendClose}.`, [
      text(`${table(['Day', 'Hours'], hoursRows)}<p>${lastSwim} The gym floor closes 15 minutes before the centre.</p>`),
      heading('Christmas'),
      text(`<p>${christmasText}</p>`),
      callout(summerText),
    ]),
    '/contact': document('/contact', 'Contact', `${f.street}, ${f.town}, ${f.eircode}. Phone ${f.phone}.`, [
      text(
        `<p><strong>${f.brand}</strong><br>${f.street}<br>${f.town}, ${f.county}<br>${f.eircode}</p><p>Phone: <a href="tel:${tel}">${f.phone}</a><br>Email: <a href="mailto:${f.email}">${f.email}</a></p><p>${parkingText}</p>`,
      ),
      contactForm,
    ]),
    '/about': document('/about', 'About us', `${f.brand} is run by ${f.operator}.`, [
      text(`<p>${f.brand} opened in ${f.since} and is run on a not-for-profit basis by ${f.operator}. Every euro goes back into the centre.</p>`),
      ...team.flatMap(([name, role, about]) => [image('about', slugOf(name).replace(/^-|-$/g, ''), name), text(`<h3>${name}</h3><p><strong>${role}</strong></p><p>${about}</p>`)]),
    ]),
    '/faq': document('/faq', 'FAQ', 'Questions about swimming, the gym, classes and membership.', [block('faq', `<div class="faq">${faq.map(([question, answer]) => `<details class="faq__item"><summary class="faq__question">${question}</summary><div class="faq__answer"><p>${answer}</p></div></details>`).join('')}</div>`)], [faqLd]),
    '/terms': document('/terms', 'Terms &amp; conditions', 'Membership, class and pool terms.', [
      heading('Membership'),
      text(`<p>${membershipNotice}</p>`),
      heading('Classes'),
      text(`<p>${classBooking}</p>`),
      heading('Children'),
      text(`<p>${supervision} ${gymAge}</p>`),
    ]),
    '/privacy': document('/privacy', 'Privacy &amp; cookies', 'How we use your data and cookies.', [text(`<p>${f.operator} is the data controller for this website and our membership system. Questions: ${f.email}.</p>`)]),
    '/staff-area': document('/staff-area', 'Staff area', 'Staff only.', [
      text(`<p>Staff only – please don't share.</p><ul><li>${s.manager}, mobile (out of hours): ${ix.managerMobile}</li><li>Lifeguard hourly rate from January: ${ix.lifeguardRate}</li><li>Pool chemicals contract: ${ix.chemicals} a quarter</li></ul>`),
    ]),
  };

  return { name: 'Leisure centre with pool, gym and classes (en-IE)', questions: leisureCentreQuestions(f), disallow: ['/staff-area'], pages };
}
