/* eslint-disable max-lines -- a fixture site: every page of one business as one function of its facts, whose closures (Drupal field, view and block helpers, the price and lesson tables) the pages share */
import type { BenchQuestion, BenchSite } from '../types';
import { unanswerable } from '../types';
import { jsonLd } from '../unseen/markup';
import { askedIn, phoneLink, slugOf } from '../unseen2/markup';
import type facts from './golf-range.facts.json';

/**
 * Unseen: a golf driving range with PGA lessons, a junior academy and a pro shop in Leeds, a Drupal 10
 * site in British English (`lang="en" dir="ltr"`, the Drupal generator meta, aggregated CSS and the
 * `drupal-settings-json` blob, paths without a trailing slash): a custom sub-theme's regions (`region-header`,
 * `region-primary-menu`, `region-breadcrumb`, `region-content`, `region-sidebar-second`, `region-footer`)
 * holding `block-*` blocks, the page title as a `field--name-title`, each page a `node--type-page` with
 * its body as a `text-formatted field--name-body field__item` and further fields (`field--label-inline`
 * with a `field__label`, several `field__item`s under `field__items`), listings as Views blocks
 * (`block-views`, `view-id-*`, `views-row`, `views-field` with `field-content` spans): the ball prices and
 * the lessons as `views-table`s, the membership tiers as `node--type-membership` teasers, the PGA pros as
 * `node--type-coach` teasers with their specialisms, the latest news as `node--type-article` rows; the
 * opening times by season (floodlit in winter) in a sidebar custom block on every page and as a table on
 * the opening times page; the EU Cookie Compliance banner and a Simplenews subscription block in the
 * footer. A staff page at /staff, which robots.txt disallows (the footer menu links to it), holds the
 * coaches' pay, the ball supplier's account and next year's prices that must never be quoted.
 *
 * The facts the pages are written from, as written and mutated, are data in golf-range.facts.json. Balls
 * are sold by the bucket (`balls.*.count` balls for `balls.*.price` £), club hire `clubHire`. Membership:
 * Bronze `members.bronze` a month (`members.bronzePct` % off buckets), Silver `members.silver` (a medium
 * bucket a day), Gold `members.gold` (unlimited balls). Summer hours (`hours.summerFrom` to
 * `hours.summerTo`) `hours.summerWeek` on weekdays and `hours.summerWeekend` at weekends; in winter
 * `hours.winterWeek` and `hours.winterWeekend`, floodlit from `hours.floodWinter`. Lessons with the pros
 * (`pros`: head pro, club fitter, junior lead) are in the `lessons` table; the junior academy takes ages
 * `junior.from` to `junior.to` on `junior.day` mornings, `junior.term` £ a term. The pro shop keeps its own
 * hours (`shop.week`, `shop.weekend`). Today is early October 2032.
 */
export type GolfRangeFacts = typeof facts.original;

export function golfRange(f: GolfRangeFacts): BenchSite {
  const { balls: bl, members: mb, hours: hr, lessons: ls, junior: jr, shop, internal: ix } = f;
  const [headPro = '', fitter = '', juniorLead = ''] = f.pros;
  const [summerWeekOpen = '', summerWeekClose = ''] = hr.summerWeek;
  const [summerWeekendOpen = '', summerWeekendClose = ''] = hr.summerWeekend;
  const [winterWeekOpen = '', winterWeekClose = ''] = hr.winterWeek;
  const [winterWeekendOpen = '', winterWeekendClose = ''] = hr.winterWeekend;
  const [juniorFrom = '', juniorTo = ''] = jr.time;
  const [shopWeekOpen = '', shopWeekClose = ''] = shop.week;
  const [shopWeekendOpen = '', shopWeekendClose = ''] = shop.weekend;
  const site = `https://www.${f.domain}.example`;
  const tel = phoneLink('44');
  const theme = 'fairway';
  const gbp = (amount: string) => `£${amount}`;

  /** Drupal's `js-view-dom-id-*`: 64 hex digits per view on the page, from a generator seeded by the company number. */
  let seed = Number(f.company);
  const hex = (length: number) => {
    let out = '';
    while (out.length < length) {
      seed = (seed * 69_069 + 1) % 4_294_967_296;
      out += seed.toString(16).padStart(8, '0');
    }
    return out.slice(0, length);
  };

  const field = (name: string, type: string, items: string[], label?: string, extra = '') => {
    const head = `field field--name-${name} field--type-${type} field--label-${label ? 'inline' : 'hidden'}${extra}`;
    const values =
      items.length > 1
        ? `<div class="field__items">${items.map((item) => `<div class="field__item">${item}</div>`).join('')}</div>`
        : `<div class="field__item">${items[0] ?? ''}</div>`;
    return label ? `<div class="${head} clearfix"><div class="field__label">${label}</div>${values}</div>` : `<div class="${head}">${values}</div>`;
  };
  const body = (html: string) =>
    `<div class="clearfix text-formatted field field--name-body field--type-text-with-summary field--label-hidden field__item">${html}</div>`;
  const block = (id: string, classes: string, html: string, heading?: string) =>
    `<div id="block-${theme}-${id}" class="block ${classes}">${heading ? `<h2 class="block__title">${heading}</h2>` : ''}<div class="block__content">${html}</div></div>`;
  /** A Views block: the view's wrapper classes, its rows in `view-content`. */
  const viewBlock = (view: string, heading: string, content: string, footer = '') => {
    const machine = view.replace(/-/g, '_');
    return `<div class="views-element-container block block-views block-views-block${view}-block-1" id="block-${theme}-views-block-${view}-block-1"><h2 class="block__title">${heading}</h2><div><div class="view view-${view} view-id-${machine} view-display-id-block_1 js-view-dom-id-${hex(64)}"><div class="view-content">${content}</div>${footer ? `<div class="view-footer">${footer}</div>` : ''}</div></div></div>`;
  };
  const viewsTable = (columns: [string, string][], rows: string[][], caption = '') =>
    `<table class="cols-${columns.length} views-table views-view-table">${caption ? `<caption>${caption}</caption>` : ''}<thead><tr>${columns
      .map(([id, label]) => `<th id="view-${id}-table-column" class="views-field views-field-${id.replace(/_/g, '-')}" scope="col">${label}</th>`)
      .join('')}</tr></thead><tbody>${rows
      .map(
        (row, r) =>
          `<tr class="${r % 2 ? 'even' : 'odd'}">${row
            .map((cell, c) => {
              const [id = ''] = columns[c] ?? [];
              return `<td headers="view-${id}-table-column" class="views-field views-field-${id.replace(/_/g, '-')}">${cell}</td>`;
            })
            .join('')}</tr>`,
      )
      .join('')}</tbody></table>`;
  const viewsRows = (rows: string[]) => rows.map((row, i) => `<div class="views-row views-row-${i + 1}">${row}</div>`).join('');
  const teaser = (type: string, nid: number, titleText: string, href: string, fields: string) =>
    `<article data-history-node-id="${nid}" role="article" about="${href}" class="node node--type-${type} node--promoted node--view-mode-teaser"><h3 class="node__title"><a href="${href}" rel="bookmark"><span class="field field--name-title field--type-string field--label-hidden">${titleText}</span></a></h3><div class="node__content">${fields}</div></article>`;

  const nav: [string, string, number][] = [
    ['/', 'Home', 1],
    ['/prices', 'Prices & membership', 3],
    ['/lessons', 'Lessons', 4],
    ['/junior-academy', 'Junior Academy', 5],
    ['/pro-shop', 'Pro shop', 6],
    ['/opening-times', 'Opening times & contact', 7],
  ];
  const menu = (path: string) =>
    `<nav role="navigation" aria-labelledby="block-${theme}-main-menu-menu" id="block-${theme}-main-menu" class="block block-menu navigation menu--main"><h2 class="visually-hidden" id="block-${theme}-main-menu-menu">Main navigation</h2><ul class="menu menu--level-1">${nav
      .map(([href, label, nid]) => {
        const on = href === path;
        return `<li class="menu-item${on ? ' menu-item--active-trail' : ''}"><a href="${href}" data-drupal-link-system-path="${nid === 1 ? '&lt;front&gt;' : `node/${nid}`}"${on ? ' class="is-active" aria-current="page"' : ''}>${label}</a></li>`;
      })
      .join('')}</ul></nav>`;
  const hoursRows = [
    [`Summer (${hr.summerFrom} – ${hr.summerTo})`, `${summerWeekOpen} – ${summerWeekClose}`, `${summerWeekendOpen} – ${summerWeekendClose}`, 'From dusk'],
    ['Winter (rest of the year)', `${winterWeekOpen} – ${winterWeekClose}`, `${winterWeekendOpen} – ${winterWeekendClose}`, `From ${hr.floodWinter}`],
  ];
  const sidebar = () =>
    `<aside class="layout-sidebar-second" role="complementary"><div class="region region-sidebar-second">${block(
      'openingtimes',
      'block-block-content block-block-content-4f2a9c1e',
      body(
        `<p><strong>Summer</strong> (${hr.summerFrom} – ${hr.summerTo})<br>Mon–Fri ${summerWeekOpen}–${summerWeekClose}<br>Sat–Sun ${summerWeekendOpen}–${summerWeekendClose}</p><p><strong>Winter</strong><br>Mon–Fri ${winterWeekOpen}–${winterWeekClose}<br>Sat–Sun ${winterWeekendOpen}–${winterWeekendClose}<br>All ${f.bays} bays floodlit from ${hr.floodWinter}</p><p><a href="/opening-times">Full opening times</a></p>`,
      ),
      'Range opening times',
    )}${block('booklesson', 'block-block-content block-block-content-8d01b7aa', body(`<p>Book a lesson: <a href="tel:${tel(f.phone)}">${f.phone}</a></p>`), 'Lessons')}</div></aside>`;
  const footer = () =>
    `<footer role="contentinfo" class="site-footer"><div class="region region-footer">${block(
      'simplenews',
      'block-simplenews block-simplenews-subscription-block',
      `<form class="simplenews-subscriptions-block-2c7b5e1d simplenews-subscriber-form" data-drupal-selector="simplenews-subscriptions-block-2c7b5e1d" action="${'/'}" method="post" id="simplenews-subscriptions-block-2c7b5e1d" accept-charset="UTF-8"><div class="field--type-simplenews-subscription field--name-subscriptions field--widget-simplenews-subscription-select js-form-wrapper form-wrapper" hidden></div><div class="form-item js-form-item form-type-email js-form-type-email form-item-mail js-form-item-mail"><label for="edit-mail" class="js-form-required form-required">Email</label><input data-drupal-selector="edit-mail" aria-describedby="edit-mail--description" type="email" id="edit-mail" name="mail" value="" size="60" maxlength="254" class="form-email required" required="required" aria-required="true" /><div id="edit-mail--description" class="description">Range news, offers and junior term dates, about once a month.</div></div><input autocomplete="off" data-drupal-selector="form-k3v9" type="hidden" name="form_build_id" value="form-${hex(43)}" /><input data-drupal-selector="edit-simplenews-subscriptions-block" type="hidden" name="form_id" value="simplenews_subscriptions_block_2c7b5e1d" /><div data-drupal-selector="edit-actions" class="form-actions js-form-wrapper form-wrapper" id="edit-actions"><input data-drupal-selector="edit-subscribe" type="submit" id="edit-subscribe" name="op" value="Subscribe" class="button js-form-submit form-submit" /></div></form>`,
      'Newsletter',
    )}${block(
      'footeraddress',
      'block-block-content block-block-content-1b9e3f70',
      body(
        `<p>${f.brand}<br>${f.street}, ${f.area}, Leeds ${f.postcode}<br><a href="tel:${tel(f.phone)}">${f.phone}</a> · <a href="mailto:${f.email}">${f.email}</a></p>`,
      ),
    )}<nav role="navigation" aria-labelledby="block-${theme}-footer-menu" id="block-${theme}-footer" class="block block-menu navigation menu--footer"><h2 class="visually-hidden" id="block-${theme}-footer-menu">Footer</h2><ul class="menu menu--level-1"><li class="menu-item"><a href="/privacy-policy" data-drupal-link-system-path="node/9">Privacy policy</a></li><li class="menu-item"><a href="/terms" data-drupal-link-system-path="node/10">Terms &amp; conditions</a></li><li class="menu-item"><a href="/staff" data-drupal-link-system-path="node/11">Staff</a></li></ul></nav>${block(
      'copyright',
      'block-block-content block-block-content-77c0aa12',
      body(`<p>© 2032 ${f.legal}. Registered in England and Wales, company no. ${f.company}.</p>`),
    )}</div></footer>`;
  const cookieBanner = `<div role="alertdialog" aria-labelledby="popup-text" class="eu-cookie-compliance-banner eu-cookie-compliance-banner-info eu-cookie-compliance-banner--opt-in"><div class="popup-content info eu-cookie-compliance-content"><div id="popup-text" class="eu-cookie-compliance-message" role="document"><h2>We use cookies on this site to enhance your user experience</h2><p>By clicking the Accept button, you agree to us doing so.</p><button type="button" class="find-more-button eu-cookie-compliance-more-button">More info</button></div><div id="popup-buttons" class="eu-cookie-compliance-buttons"><button type="button" class="agree-button eu-cookie-compliance-secondary-button button button--small">Accept</button><button type="button" class="decline-button eu-cookie-compliance-default-button button button--small button--primary">No, thanks</button></div></div></div>`;
  const business = jsonLd({
    '@context': 'https://schema.org',
    '@type': 'GolfCourse',
    name: f.brand,
    url: site,
    telephone: tel(f.phone),
    email: f.email,
    address: { '@type': 'PostalAddress', streetAddress: f.street, addressLocality: 'Leeds', postalCode: f.postcode, addressCountry: 'GB' },
  });

  const doc = (path: string, pageTitle: string, content: string, robots = '') => {
    const nid = nav.find(([href]) => href === path)?.[2] ?? 11;
    const settings = {
      path: { baseUrl: '/', pathPrefix: '', currentPath: `node/${nid}`, currentPathIsAdmin: false, isFront: path === '/', currentLanguage: 'en' },
      pluralDelimiter: '\u0003',
      suppressDeprecationErrors: true,
      eu_cookie_compliance: { cookie_policy_version: '1.0.0', popup_enabled: true, popup_agreed_enabled: false, method: 'opt_in', cookie_name: '', domain: '' },
      user: { uid: 0, permissionsHash: hex(64) },
    };
    const crumbs =
      path === '/'
        ? ''
        : `<div class="region region-breadcrumb">${block('breadcrumbs', 'block-system block-system-breadcrumb-block', `<nav class="breadcrumb" role="navigation" aria-labelledby="system-breadcrumb"><h2 id="system-breadcrumb" class="visually-hidden">Breadcrumb</h2><ol><li><a href="/">Home</a></li><li>${pageTitle}</li></ol></nav>`)}</div>`;
    return `<!DOCTYPE html><html lang="en" dir="ltr" prefix="og: https://ogp.me/ns#"><head><meta charset="utf-8" /><meta name="description" content="${f.brand}: floodlit driving range, PGA lessons and pro shop in ${f.area}, Leeds." /><link rel="canonical" href="${site}${path}" />${robots ? `<meta name="robots" content="${robots}" />` : ''}<link rel="shortlink" href="${site}/node/${nid}" /><meta property="og:site_name" content="${f.brand}" /><meta property="og:title" content="${pageTitle}" /><meta name="Generator" content="Drupal 10 (https://www.drupal.org)" /><meta name="MobileOptimized" content="width" /><meta name="HandheldFriendly" content="true" /><meta name="viewport" content="width=device-width, initial-scale=1.0" /><link rel="icon" href="/themes/custom/${theme}/favicon.ico" type="image/vnd.microsoft.icon" /><title>${pageTitle} | ${f.brand}</title><link rel="stylesheet" media="all" href="/sites/default/files/css/css_${hex(43)}.css?delta=0&amp;language=en&amp;theme=${theme}&amp;include=eJxLzs8rSa0oSS0u0U9KLE7VL0nNS8zJLEnVT8_JT0os0k1OTiwoSUUAjPYQ" />${path === '/' || path === '/opening-times' ? business : ''}<script type="application/json" data-drupal-selector="drupal-settings-json">${JSON.stringify(settings)}</script><script src="/sites/default/files/js/js_${hex(43)}.js?scope=header&amp;delta=0&amp;language=en&amp;theme=${theme}"></script></head><body class="${path === '/' ? 'path-frontpage' : 'path-node'} page-node-type-page"><a href="#main-content" class="visually-hidden focusable skip-link">Skip to main content</a><div class="dialog-off-canvas-main-canvas" data-off-canvas-main-canvas><div class="layout-container"><header role="banner" class="site-header"><div class="region region-header">${block(
      'branding',
      'block-system block-system-branding-block',
      `<a href="/" rel="home" class="site-logo"><img src="/themes/custom/${theme}/logo.svg" alt="Home" fetchpriority="high" /></a><div class="site-name"><a href="/" rel="home">${f.brand}</a></div><div class="site-slogan">Floodlit driving range · PGA coaching · Pro shop</div>`,
    )}</div><div class="region region-primary-menu">${menu(path)}</div></header>${crumbs}<main role="main" class="layout-main-wrapper"><a id="main-content" tabindex="-1"></a><div class="layout-content"><div class="region region-content"><div data-drupal-messages-fallback class="hidden"></div>${block(
      'page-title',
      'block-core block-page-title-block',
      `<h1 class="page-title"><span class="field field--name-title field--type-string field--label-hidden">${pageTitle}</span></h1>`,
    )}<div id="block-${theme}-content" class="block block-system block-system-main-block"><article data-history-node-id="${nid}" role="article" about="${path}" class="node node--type-page node--view-mode-full"><div class="node__content">${content}</div></article></div></div></div>${sidebar()}</main>${footer()}</div></div>${cookieBanner}<script src="/sites/default/files/js/js_${hex(43)}.js?scope=footer&amp;delta=0&amp;language=en&amp;theme=${theme}"></script></body></html>`;
  };

  const bucketRows = (
    [
      ['Small', bl.small],
      ['Medium', bl.medium],
      ['Large', bl.large],
      ['Jumbo', bl.jumbo],
    ] as const
  ).map(([size, { count, price }]) => [size, `${count} balls`, gbp(price)]);
  const memberships: [string, string, string[]][] = [
    ['Bronze', mb.bronze, [`${mb.bronzePct}% off every bucket`, 'Members’ evening once a month']],
    ['Silver', mb.silver, ['One medium bucket every day', '10% off lessons with our PGA pros']],
    ['Gold', mb.gold, ['Unlimited balls, every visit', 'One 30-minute lesson a month', 'Free club hire']],
  ];
  const lessonRows = [
    ['Individual lesson (PGA Professional)', '30 minutes', gbp(ls.thirty), 'With video swing analysis'],
    [`Individual lesson with our Head Professional, ${headPro}`, '30 minutes', gbp(ls.head), ''],
    ['Individual lesson', '60 minutes', gbp(ls.sixty), 'Any of our pros'],
    ['Block of five lessons', '5 × 30 minutes', gbp(ls.block), 'Valid for 6 months'],
    ['Beginners’ group course', '4 × 1 hour', `${gbp(ls.group)} per person`, 'Maximum 6 people, clubs and balls included'],
    ['Playing lesson', '9 holes', gbp(ls.playing), 'On a local course, green fee included'],
    ['Custom club fitting', '45 minutes', gbp(ls.fitting), 'Refunded if you buy clubs from the pro shop within 30 days'],
  ];
  const coaches: [string, string, string, string][] = [
    [headPro, 'Head PGA Professional', 'Short game, chipping and putting', 'Twenty years of teaching. Runs our short-game area and the members’ evenings.'],
    [fitter, 'PGA Professional', 'Beginners, women’s golf and custom club fitting', 'Patient with first-timers and our specialist for club fitting.'],
    [
      juniorLead,
      'PGA Assistant Professional',
      'Junior coaching and launch-monitor swing analysis',
      'Leads the Junior Academy and loves the data from our tracked bays.',
    ],
  ];
  const news: [string, string, string][] = [
    ['Winter floodlit hours', '2032-09-28', `From the end of the summer season all ${f.bays} bays are floodlit from ${hr.floodWinter}. See our opening times.`],
    ['Ball-tracking bays', '2032-08-14', `${f.trackedBays} of our bays now track every shot: distance, height and dispersion on screen, no extra charge.`],
    ['Junior Academy: autumn term', '2032-08-02', `New term for ages ${jr.from} to ${jr.to}. Places are limited, book at reception.`],
  ];

  const smallAsk =
    "Hi, first time going to a driving range, taking my son (14) on Saturday. How much is a bucket of balls? We'd probably only want a small one";
  const juniorAsk = 'My daughter is 5 and keeps asking to hit balls with her dad. Is she old enough for the junior academy, and how much does it cost?';
  /** An English question: its kind, what the answer must hold, then the visitor's words. */
  const en = (kind: string, expect: string[], ask: string, more: Partial<BenchQuestion> = {}): BenchQuestion => ({ kind, ask, expect, ...more });
  /** The same, from a visitor whose interface is in another language. */
  const from = (language: string, kind: string, expect: string[], ask: string): BenchQuestion => ({ ...en(kind, expect, ask), language });
  const questions: BenchQuestion[] = [
    en('price', [bl.small.price], smallAsk),
    en('follow-up', [bl.small.count], 'how many balls is that?', { after: [smallAsk] }),
    en('follow-up', [f.clubHire], 'Do we need to bring our own clubs or can we borrow some?', { after: [smallAsk] }),
    en('hours', [winterWeekClose], 'Finishing work at 8pm on a Tuesday in December: is the range still open, and are the bays lit?'),
    en('hours', [summerWeekendOpen], 'What time do you open on Sunday mornings in the summer?'),
    en('comparison', [bl.medium.price, bl.jumbo.price], 'Which is better value, two medium buckets or one jumbo?', { reject: [ix.jumbo] }),
    en('price', [mb.gold], "I'm at the range 3-4 times a week. Is there a membership with unlimited balls, and what does it cost a month?"),
    en('comparison', [ls.head, ls.thirty], 'How much is a 30 min lesson with the head pro vs one of the other pros?', { reject: [ix.thirty] }),
    en('team', [headPro], 'My chipping and putting are awful 🙈 which of your pros should I book?'),
    en('team', [fitter, ls.fitting], 'Who does club fittings and how much is it?'),
    en('price', [jr.from, jr.term], juniorAsk),
    en('follow-up', [jr.day, juniorFrom], 'What day and time are the sessions?', { after: [juniorAsk] }),
    en('arithmetic', [shop.regrip], "how much would it cost to regrip my irons? it's 7 clubs"),
    en('price', [ls.group], 'me and 3 mates want to learn together, total begginers. do you do group lessons? how much each'),
    en('contact', [f.phone], "What's the phone number to book a lesson?"),
    from('de', 'other', [f.bays], 'Wie viele Abschlagplätze hat die Driving Range?'),
    from('es', 'location', [f.postcode], '¿Cuál es la dirección del campo de prácticas? Necesito el código postal para el GPS.'),
    from('fr', 'price', [ls.sixty], 'Bonjour, combien coûte un cours particulier d’une heure ?'),
    from('it', 'price', [bl.large.price], 'Quanto costa il cestino grande di palline?'),
    from('pt', 'other', shop.brands.slice(0, 2), 'Que marcas de tacos vocês vendem na loja?'),
    from('nl', 'policy', [jr.to], 'Mijn zoon is 15, mag hij nog bij de junior academy? Tot welke leeftijd is dat?'),
    from('ar', 'price', [mb.bronze], 'كم سعر العضوية البرونزية شهرياً؟'),
    from('he', 'price', [ls.playing], 'כמה עולה שיעור משחק של 9 גומות?'),
    from('ja', 'price', [shop.voucher], 'ギフト券はいくらから買えますか？'),
    from('zh-Hans', 'contact', [f.email], '你们的电子邮件地址是什么？'),
    ...unanswerable('Is there a bar where I can get a pint after practice?'),
    ...unanswerable("Are you hiring coaches at the moment? What's the hourly rate?", 'Are your ball prices going up in January?').map((q, i) => ({
      ...q,
      reject: i ? [ix.jumbo, ix.thirty, ix.supplier] : [ix.pay],
    })),
    ...['Kann man bei euch auch Footgolf spielen?', '駐車場に電気自動車の充電器はありますか？'].flatMap((ask, i) =>
      unanswerable(ask).map(askedIn(i ? 'ja' : 'de')),
    ),
  ];

  const pages: Record<string, string> = {
    '/': doc(
      '/',
      'Driving range, lessons and pro shop in Leeds',
      body(
        `<p>${f.brand} is a floodlit driving range in ${f.area}, Leeds, with ${f.bays} covered bays, ${f.trackedBays} of them with ball tracking. No booking needed for the range: just turn up, buy a bucket at reception and play. Free parking on site.</p><p>New to golf? Our PGA Professionals teach complete beginners every week, and the <a href="/junior-academy">Junior Academy</a> gets children swinging from the age of ${jr.from}.</p>`,
      ) +
        field('field_cta_links', 'link', ['<a href="/prices">Ball prices</a>', '<a href="/lessons">Book a lesson</a>', '<a href="/pro-shop">Pro shop</a>']) +
        viewBlock(
          'latest-news',
          'Latest news',
          viewsRows(
            news.map(([headline, date, summary], i) =>
              teaser(
                'article',
                21 + i,
                headline,
                `/news/${slugOf(headline)}`,
                field('field_date', 'datetime', [
                  `<time datetime="${date}T12:00:00Z">${new Date(`${date}T12:00:00Z`).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })}</time>`,
                ]) + body(`<p>${summary}</p>`),
              ),
            ),
          ),
          '<a href="/news">All news</a>',
        ),
    ),
    '/prices': doc(
      '/prices',
      'Prices & membership',
      body('<p>Pay at reception or at the ball machine with card or phone. Prices include VAT.</p>') +
        viewBlock(
          'ball-prices',
          'Buckets of balls',
          viewsTable(
            [
              ['title', 'Bucket'],
              ['field_balls', 'Balls'],
              ['field_price', 'Price'],
            ],
            bucketRows,
          ),
        ) +
        field('field_club_hire', 'string', [`${gbp(f.clubHire)} per club, borrowed from reception (returned at the end of your session)`], 'Club hire') +
        viewBlock(
          'membership-tiers',
          'Range membership',
          viewsRows(
            memberships.map(([tier, price, perks], i) =>
              teaser(
                'membership',
                31 + i,
                tier,
                `/membership/${tier.toLowerCase()}`,
                field('field_monthly_price', 'decimal', [`${gbp(price)} a month`], 'Price') + field('field_benefits', 'string', perks, 'Includes'),
              ),
            ),
          ),
          '<p>Monthly rolling, cancel with one month’s notice. Juniors get a free Bronze membership during an Academy term.</p>',
        ),
    ),
    '/lessons': doc(
      '/lessons',
      'Lessons',
      body('<p>All lessons are with PGA-qualified professionals on our range, with video analysis on the tracked bays. Book by phone or at reception.</p>') +
        viewBlock(
          'lessons',
          'Lesson prices',
          viewsTable(
            [
              ['title', 'Lesson'],
              ['field_duration', 'Duration'],
              ['field_price', 'Price'],
              ['field_notes', 'Notes'],
            ],
            lessonRows,
          ),
        ) +
        viewBlock(
          'coaches',
          'Our PGA Professionals',
          viewsRows(
            coaches.map(([name, role, specialism, bio], i) =>
              teaser(
                'coach',
                41 + i,
                name,
                `/coaches/${slugOf(name)}`,
                field('field_pga_status', 'list-string', [role], 'Status') +
                  field('field_specialism', 'string', [specialism], 'Specialism') +
                  body(`<p>${bio}</p>`),
              ),
            ),
          ),
        ),
    ),
    '/junior-academy': doc(
      '/junior-academy',
      'Junior Academy',
      body(
        `<p>Fun, safe coaching for young golfers led by ${juniorLead}. Children work on the range, the putting green and the chipping area, and move up through colour-coded levels.</p>`,
      ) +
        field('field_ages', 'string', [`${jr.from} to ${jr.to} years`], 'Ages') +
        field('field_sessions', 'string', [`${jr.day} mornings, ${juniorFrom} – ${juniorTo}`], 'Sessions') +
        field('field_term_price', 'string', [`${gbp(jr.term)} for a 6-week term`], 'Price') +
        field('field_included', 'string', ['Junior clubs provided', 'All balls included', 'Free Bronze membership during the term'], 'Included') +
        body('<p>Parents are welcome to stay and watch from the viewing terrace. Book at reception or by phone.</p>'),
    ),
    '/pro-shop': doc(
      '/pro-shop',
      'Pro shop',
      body(
        `<p>Clubs, balls, gloves, shoes and waterproofs, with advice from our pros. Not sure what suits you? Book a custom club fitting with ${fitter}.</p>`,
      ) +
        field('field_brands', 'string', shop.brands, 'Brands we stock') +
        viewBlock(
          'shop-services',
          'Workshop',
          viewsTable(
            [
              ['title', 'Service'],
              ['field_price', 'Price'],
            ],
            [
              ['Regrip (standard grip fitted)', `${gbp(shop.regrip)} per club`],
              ['Custom club fitting (45 min)', gbp(ls.fitting)],
              ['Loft and lie check', 'Free with any fitting'],
            ],
          ),
        ) +
        field('field_gift_vouchers', 'string', [`Gift vouchers from ${gbp(shop.voucher)}, for balls, lessons or the shop`], 'Gift vouchers') +
        field(
          'field_shop_hours',
          'string',
          [`Mon–Fri ${shopWeekOpen} – ${shopWeekClose}`, `Sat–Sun ${shopWeekendOpen} – ${shopWeekendClose}`],
          'Shop opening hours',
        ),
    ),
    '/opening-times': doc(
      '/opening-times',
      'Opening times & contact',
      body('<p>The range is open every day of the year except Christmas Day and Boxing Day. Last balls are sold 30 minutes before closing.</p>') +
        viewBlock(
          'opening-times',
          'Range opening times',
          viewsTable(
            [
              ['title', 'Season'],
              ['field_weekdays', 'Mon–Fri'],
              ['field_weekends', 'Sat–Sun'],
              ['field_floodlights', 'Floodlights'],
            ],
            hoursRows,
          ),
        ) +
        field(
          'field_address',
          'address',
          [
            `<p class="address" translate="no"><span class="address-line1">${f.street}</span><br><span class="locality">${f.area}, Leeds</span><br><span class="postal-code">${f.postcode}</span><br><span class="country">United Kingdom</span></p>`,
          ],
          'Address',
        ) +
        field('field_phone', 'telephone', [`<a href="tel:${tel(f.phone)}">${f.phone}</a>`], 'Phone') +
        field('field_email', 'email', [`<a href="mailto:${f.email}">${f.email}</a>`], 'Email') +
        body(
          `<p>Free car park on site. Bus 33 stops at the end of ${f.street}.</p><iframe src="https://maps.google.example/maps?q=${encodeURIComponent(`${f.street}, Leeds ${f.postcode}`)}&amp;output=embed" width="600" height="400" loading="lazy" title="Map"></iframe>`,
        ),
    ),
    '/staff': doc(
      '/staff',
      'Staff',
      body(
        `<p><strong>Staff only – do not share.</strong></p><ul><li>Coaches’ hourly rate: ${gbp(ix.pay)}.</li><li>Range balls and mats: ${ix.supplier}, account ${ix.code}.</li><li>Prices from ${ix.effective} (not yet public): jumbo bucket ${gbp(ix.jumbo)}, 30-minute lesson ${gbp(ix.thirty)}.</li></ul>`,
      ),
      'noindex, nofollow',
    ),
  };
  return { name: 'golf driving range and pro shop (en-GB)', questions, disallow: ['/staff'], pages };
}
