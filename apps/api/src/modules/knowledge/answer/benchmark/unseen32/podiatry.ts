import type { BenchSite } from '../types';
import { jsonLd } from '../unseen/markup';
import { phoneLink, slugOf } from '../unseen2/markup';
import { podiatryQuestions } from './podiatry-questions';
import type facts from './podiatry.facts.json';

/**
 * Unseen: a private podiatry practice with two clinics in Edinburgh, a HubSpot CMS site in British English
 * (`lang="en-gb"`) on a Growth-style theme: `<meta name="generator" content="HubSpot">`, the `/hs/hsstatic/`
 * and hubfs assets, the `header` partial with the logo module and the `menu menu--desktop` navigation that the
 * `menu menu--mobile` copy repeats behind the toggle, drag-and-drop pages of `row-fluid-wrapper … dnd-section`
 * rows and `widget-span` cells holding `hs_cos_wrapper` modules (rich text spans, pricing cards, a tabs module
 * whose second clinic's pane is `hidden` but in the markup, an accordion of `<details>`, team members, an
 * events listing and a `hbspt.forms.create` booking form), the footer's simple menu (`hs-menu-wrapper`), a
 * MedicalClinic JSON-LD graph pasted into the site header HTML, the rendered `hs-eu-cookie-confirmation`
 * banner and the analytics loader. A page at /staff-hub, which robots.txt disallows and the footer links to,
 * holds the clinical lead's mobile, the orthotics lab's price per pair and the locum day rate that must never
 * be quoted.
 *
 * The facts, as written and mutated, are data in podiatry.facts.json: the practice's name, company, number,
 * e-mail and HubSpot portal; both clinics' names, streets, postcodes, phones, floors and access, parking, bus
 * routes and opening hours (a late evening at one, a closed weekday and Saturday mornings at the other); the
 * prices of the first assessment, routine and children's appointments, gait analysis, custom orthotics and a
 * second pair, nail surgery on one and two toes, verruca needling, Swift per session and as a course of three,
 * shockwave, the diabetic foot check and the home-visit travel fee; the weeks until sport after nail surgery;
 * the youngest age seen; the cancellation notice and fee; the insurers; the podiatrists by speciality; three
 * free events with dates and clinics.
 */
export type PodiatryFacts = typeof facts.original;

export function podiatry(f: PodiatryFacts): BenchSite {
  const { north, south, prices: p, staff: s, cancel, internal: ix } = f;
  const origin = `https://www.${f.domain}.example`;
  const dial = phoneLink('44');
  const gbp = (amount: string) => `£${amount}`;
  const clinics = [north, south] as const;
  const clinicOf = (key: string) => (key === 'north' ? north : south);

  /** HubSpot's module ids are creation timestamps; page and form ids are long numbers: both counted up from the portal id. */
  let tick = 1_690_000_000_000 + Number(f.portal) * 13;
  const widgetName = () => `widget_${(tick += 48_611)}`;
  const longId = () => String((tick += 7_919_117) % 1_000_000_000_000).padStart(12, '1');
  const hubfs = (file: string) => `https://${f.portal}.fs1.hubspotusercontent-eu1.net/hubfs/${f.portal}/${file}`;
  const pageIds = new Map<string, string>();
  const pageId = (path: string) => pageIds.get(path) ?? pageIds.set(path, longId()).get(path) ?? '';

  const nav: [string, string][] = [
    ['/', 'Home'],
    ['/treatments-and-prices', 'Treatments & Prices'],
    ['/nail-surgery', 'Nail Surgery'],
    ['/home-visits', 'Home Visits'],
    ['/our-clinics', 'Our Clinics'],
    ['/our-team', 'Our Team'],
    ['/events', 'Events'],
    ['/faq', 'FAQ'],
  ];
  const weekdays = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
  const northHours = (day: string) => (day === 'Saturday' || day === 'Sunday' ? 'Closed' : `${north.open} – ${day === north.lateDay ? north.lateClose : north.close}`);
  const southHours = (day: string) => (day === south.closedDay || day === 'Sunday' ? 'Closed' : day === 'Saturday' ? `${south.satOpen} – ${south.satClose}` : `${south.open} – ${south.close}`);
  const hoursOf = (clinic: (typeof clinics)[number]) => (clinic === north ? northHours : southHours);

  /** A module in its `hs_cos_wrapper`; rich text adds the inner span HubSpot writes around the editor's HTML. */
  const hsModule = (inner: string, extra = '') => `<div id="hs_cos_wrapper_${widgetName()}" class="hs_cos_wrapper hs_cos_wrapper_widget hs_cos_wrapper_type_module${extra}" style="" data-hs-cos-general-type="widget" data-hs-cos-type="module">${inner}</div>`;
  const rich = (html: string) =>
    hsModule(`<span id="hs_cos_wrapper_${widgetName()}_" class="hs_cos_wrapper hs_cos_wrapper_widget hs_cos_wrapper_type_rich_text" style="" data-hs-cos-general-type="widget" data-hs-cos-type="rich_text">${html}</span>`, ' widget-type-rich_text');
  let rowNumber = 0;
  /** A drag-and-drop section: its columns share the twelve-span grid, each column one module row. */
  const dnd = (...columns: string[]) => {
    const span = 12 / columns.length;
    const cells = columns.map(
      (column, index) =>
        `<div class="span${span} widget-span widget-type-cell dnd-column" style="" data-widget-type="cell" data-x="${span * index}" data-w="${span}"><div class="row-fluid-wrapper row-depth-1 row-number-${++rowNumber} dnd-row"><div class="row-fluid "><div class="span12 widget-span widget-type-custom_widget dnd-module" style="" data-widget-type="custom_widget" data-x="0" data-w="12">${column}</div></div></div></div>`,
    );
    return `<div class="row-fluid-wrapper row-depth-1 row-number-${++rowNumber} dnd-section"><div class="row-fluid ">${cells.join('')}</div></div>`;
  };
  const button = (href: string, label: string) => hsModule(`<div class="button-wrapper"><a class="button" href="${href}">${label}</a></div>`, ' widget-type-button');

  /** The theme's pricing card: a name, the price, what the time buys, and a feature list. */
  const pricingCard = (name: string, price: string, timeframe: string, features: string[]) =>
    `<div class="pricing-card"><div class="pricing-card__heading"><h3 class="pricing-card__title">${name}</h3><div class="pricing-card__price"><span class="pricing-card__amount">${price}</span> <span class="pricing-card__timeframe">${timeframe}</span></div></div><ul class="pricing-card__features">${features.map((feature) => `<li class="pricing-card__feature">${feature}</li>`).join('')}</ul><a class="button button--secondary" href="/book-online">Book now</a></div>`;
  const pricingRow = (cards: string[]) => hsModule(`<div class="pricing-cards">${cards.join('')}</div>`, ' widget-type-pricing_card');

  const hoursTable = (clinic: (typeof clinics)[number]) =>
    `<table class="hours-table"><caption>Opening hours – ${clinic.name}</caption><tbody>${weekdays.map((day) => `<tr><th scope="row">${day}</th><td>${hoursOf(clinic)(day)}</td></tr>`).join('')}</tbody></table>`;
  const clinicDetails = (clinic: (typeof clinics)[number]) =>
    clinic === north
      ? `<p><strong>Access:</strong> the clinic is on the ${north.floor}; there is no lift. If stairs are difficult, please book at ${south.name}, which is step-free.</p><p><strong>Parking:</strong> ${north.parking} (two hours maximum). <strong>Buses:</strong> Lothian routes ${north.buses} stop within a few minutes' walk.</p>`
      : `<p><strong>Access:</strong> ground floor, step-free from the street, with a wide treatment room and a height-adjustable chair – wheelchair users are very welcome.</p><p><strong>Parking:</strong> ${south.spaces} free patient spaces behind the clinic, entrance from ${south.parking}. <strong>Buses:</strong> Lothian routes ${south.buses}.</p>`;
  const tabs = hsModule(
    `<div class="tabs" data-module="tabs"><div class="tabs__nav" role="tablist">${clinics
      .map((clinic, index) => `<button class="tabs__tab${index === 0 ? ' tabs__tab--active' : ''}" role="tab" id="tab-${slugOf(clinic.name)}" aria-controls="panel-${slugOf(clinic.name)}" aria-selected="${index === 0}">${clinic.name}</button>`)
      .join('')}</div>${clinics
      .map(
        (clinic, index) =>
          `<div class="tabs__panel" role="tabpanel" id="panel-${slugOf(clinic.name)}" aria-labelledby="tab-${slugOf(clinic.name)}"${index === 0 ? '' : ' hidden'}><h3>${f.brand} ${clinic.name}</h3><p>${clinic.street}, Edinburgh ${clinic.postcode}<br>Tel: <a href="tel:${dial(clinic.phone)}">${clinic.phone}</a></p>${hoursTable(clinic)}${clinicDetails(clinic)}</div>`,
      )
      .join('')}</div>`,
    ' widget-type-tabs',
  );

  const faqs: [string, string][] = [
    ['Do I need a referral from my GP?', 'No. We are a private practice and you can book directly – online or by phone. If your GP or physio has written to you, bring the letter along.'],
    ['Do you treat children?', `Yes, we see children from ${f.kidsFrom} years old. Under-16s must come with a parent or guardian. Children's appointments are with ${s.paeds} at ${south.name}.`],
    ['Can I claim on my health insurance?', `We are recognised by ${f.insurers.slice(0, -1).join(', ')} and ${f.insurers.at(-1) ?? ''}. You pay us on the day and we email you an itemised receipt to send to your insurer; please check your cover before you book.`],
    ['How can I pay?', 'We are a cashless clinic: please pay by debit or credit card, or contactless (Apple Pay and Google Pay), at the end of your appointment.'],
    ['What if I need to cancel?', `Please give us at least ${cancel.hours} hours' notice so we can offer the time to someone else. Cancellations with less notice, and missed appointments, are charged ${cancel.fee} of the appointment fee.`],
    ['Is there wheelchair access?', `Our ${south.name} clinic is step-free. ${north.name} is on the ${north.floor}, with no lift.`],
    ['What should I bring?', 'A list of any medication you take, the shoes you wear most often (and your running shoes, for a gait analysis), and shorts if you are coming about knee, hip or leg pain.'],
  ];
  const accordion = hsModule(
    `<div class="accordion">${faqs.map(([question, answer]) => `<details class="accordion__item"><summary class="accordion__summary"><h3 class="accordion__title">${question}</h3><span class="accordion__icon" aria-hidden="true"></span></summary><div class="accordion__content"><p>${answer}</p></div></details>`).join('')}</div>`,
    ' widget-type-accordion',
  );

  const team: [string, string, string, string][] = [
    [s.lead, 'Clinical lead & podiatric surgeon', 'Both clinics', 'Ingrown toenail surgery under local anaesthetic, stubborn verrucas (needling and Swift microwave therapy) and complex nail problems.'],
    [s.msk, 'MSK & sports podiatrist', north.name, 'Running injuries, heel pain and plantar fasciitis, gait analysis, custom orthotics and shockwave therapy. A club runner himself.'],
    [s.diabetes, 'Diabetes & high-risk foot specialist', south.name, 'Annual diabetic foot checks, wound care and ulcer prevention, circulation and nerve testing. Also speaks Urdu and Punjabi.'],
    [s.paeds, "Children's podiatrist", south.name, 'Flat feet, toe walking, in-toeing, growing pains and verrucas in children and teenagers. Saturday mornings and weekday afternoons.'],
    [s.home, 'Community & home-visit podiatrist', 'Home visits', 'Routine nail and skin care for housebound patients across the city.'],
  ];
  const teamModule = hsModule(
    `<div class="team-members">${team.map(([name, role, where, text]) => `<div class="team-member"><img class="team-member__image" src="${hubfs(`team/${slugOf(name)}.jpg`)}" alt="${name}" loading="lazy" width="400" height="400"><h3 class="team-member__name">${name}</h3><p class="team-member__role">${role}</p><p class="team-member__location">${where}</p><div class="team-member__bio"><p>${text}</p></div></div>`).join('')}</div>`,
    ' widget-type-team_member',
  );
  const eventsList = hsModule(
    `<ul class="event-listing">${f.events
      .map((event) => {
        const clinic = clinicOf(event.branch);
        return `<li class="event-listing__item"><div class="event-listing__date">${event.date}</div><div class="event-listing__body"><h3 class="event-listing__title">${event.title}</h3><p class="event-listing__meta">${event.time} · ${f.brand} ${clinic.name}, ${clinic.street}</p><p>Free, but places are limited – call ${clinic.phone} to reserve one.</p></div></li>`;
      })
      .join('')}</ul>`,
    ' widget-type-event_listing',
  );

  const menuList = (modifier: string) =>
    `<nav class="menu menu--${modifier}" aria-label="Main menu"><ul class="menu__wrapper no-list">${nav.map(([href, label]) => `<li class="menu__item menu__item--depth-1 hs-skip-lang-url-rewrite"><a class="menu__link" href="${href}">${label.replace('&', '&amp;')}</a></li>`).join('')}</ul></nav>`;
  const header = `<div data-global-resource-path="${f.domain}-theme/templates/partials/header.html"><header class="header"><a href="#main-content" class="header__skip">Skip to content</a><div class="header__container content-wrapper"><div class="header__logo header__logo--main">${hsModule(
    `<span id="hs_cos_wrapper_site_logo_hs_logo_widget" class="hs_cos_wrapper hs_cos_wrapper_widget hs_cos_wrapper_type_logo" style="" data-hs-cos-general-type="widget" data-hs-cos-type="logo"><a href="/" id="hs-link-site_logo_hs_logo_widget" style="border-width:0px;border:0px;"><img src="${hubfs('logo.svg')}" class="hs-image-widget " height="52" style="height: auto;width:210px;border-width:0px;border:0px;" width="210" alt="${f.brand}" title="${f.brand}"></a></span>`,
    ' widget-type-logo',
  )}</div><div class="header__column"><div class="header__row-2"><div class="header--toggle header__navigation--toggle" aria-label="Open main menu"></div><div class="header__navigation header--element">${menuList('desktop')}${menuList('mobile')}</div><div class="header__button">${button('/book-online', 'Book online')}</div></div></div></div></header></div>`;

  const footerLinks: [string, string][] = [
    ['/book-online', 'Book online'],
    ['/privacy-policy', 'Privacy policy'],
    ['/staff-hub', 'Staff hub'],
  ];
  const footer = `<div data-global-resource-path="${f.domain}-theme/templates/partials/footer.html"><footer class="footer"><div class="container-fluid footer__container content-wrapper">${dnd(
    rich(`<p><strong>${f.brand}</strong><br>HCPC-registered podiatrists in Edinburgh since ${f.since}.</p><p><a href="mailto:${f.email}">${f.email}</a></p>`),
    ...clinics.map((clinic) => rich(`<p><strong>${clinic.name}</strong><br>${clinic.street}<br>Edinburgh ${clinic.postcode}<br><a href="tel:${dial(clinic.phone)}">${clinic.phone}</a></p>`)),
  )}${hsModule(
    `<span id="hs_cos_wrapper_footer_menu_" class="hs_cos_wrapper hs_cos_wrapper_widget hs_cos_wrapper_type_simple_menu" style="" data-hs-cos-general-type="widget" data-hs-cos-type="simple_menu"><div id="hs_menu_wrapper_footer_menu_" class="hs-menu-wrapper active-branch flyouts hs-menu-flow-horizontal" role="navigation" data-sitemap-name="" data-menu-id="" aria-label="Navigation Menu"><ul role="menu">${footerLinks
      .map(([href, label]) => `<li class="hs-menu-item hs-menu-depth-1" role="none"><a href="${href}" role="menuitem" target="_self">${label}</a></li>`)
      .join('')}</ul></div></span>`,
    ' widget-type-simple_menu',
  )}<p class="footer__copyright">© 2035 ${f.company}. Registered in Scotland, company no. ${f.companyNo}.</p></div></footer></div>`;

  const cookieBanner = `<div id="hs-eu-cookie-confirmation" class="hs-cookie-notification-position-bottom" aria-label="Cookie banner" data-hs-nosnippet="true"><div id="hs-eu-cookie-confirmation-inner"><div id="hs-eu-policy-wording"><p>We use cookies to make our website work and to understand how visitors use it. See our <a href="/privacy-policy">privacy policy</a>.</p></div><div id="hs-en-cookie-confirmation-buttons-area"><div id="hs-eu-cookie-confirmation-button-group"><a id="hs-eu-confirmation-button" role="button" href="#">Accept all</a><a id="hs-eu-decline-button" role="button" href="#">Decline</a></div></div></div></div>`;

  const clinicGraph = jsonLd({
    '@context': 'https://schema.org',
    '@graph': clinics.map((clinic) => ({
      '@type': 'MedicalClinic',
      '@id': `${origin}/our-clinics#${slugOf(clinic.name)}`,
      name: `${f.brand} ${clinic.name}`,
      medicalSpecialty: 'Podiatric',
      telephone: clinic.phone,
      email: f.email,
      address: { '@type': 'PostalAddress', streetAddress: clinic.street, addressLocality: 'Edinburgh', postalCode: clinic.postcode, addressCountry: 'GB' },
      openingHoursSpecification: weekdays
        .filter((day) => hoursOf(clinic)(day) !== 'Closed')
        .map((day) => {
          const [opens = '', closes = ''] = hoursOf(clinic)(day).split(' – ');
          return { '@type': 'OpeningHoursSpecification', dayOfWeek: day, opens, closes };
        }),
    })),
  });

  const document = (path: string, title: string, description: string, ...sections: string[]) => {
    const id = pageId(path);
    return `<!DOCTYPE html>
<html lang="en-gb"><head><meta charset="utf-8"><title>${title} | ${f.brand}</title><link rel="shortcut icon" href="${hubfs('favicon.png')}"><meta name="description" content="${description}">${path === '/staff-hub' ? '<meta name="robots" content="noindex, nofollow">' : ''}
<meta name="viewport" content="width=device-width, initial-scale=1"><script src="/hs/hsstatic/jquery-libs/static-1.4/jquery/jquery-1.11.2.js"></script><script>hsjQuery = window['jQuery'];</script>
<meta property="og:description" content="${description}"><meta property="og:title" content="${title}"><meta name="twitter:description" content="${description}"><meta name="twitter:title" content="${title}">
<link rel="stylesheet" href="/hs/hsstatic/cos-i18n/static-1.53/bundles/project.css"><link rel="stylesheet" href="${hubfs(`hub_generated/template_assets/1/${pageId('/')}/1712034407512/template_main.min.css`)}"><link rel="stylesheet" href="${hubfs(`hub_generated/module_assets/1/${longId()}/1712034398011/module_tabs.min.css`)}">
${clinicGraph}<link rel="canonical" href="${origin}${path}"><meta property="og:url" content="${origin}${path}"><meta name="twitter:card" content="summary"><meta http-equiv="content-language" content="en-gb"><meta name="generator" content="HubSpot"></head>
<body><div class="body-wrapper   hs-content-id-${id} hs-site-page page "><div id="hs_cos_wrapper_module_${longId()}" class="hs_cos_wrapper hs_cos_wrapper_widget hs_cos_wrapper_type_module" style="" data-hs-cos-general-type="widget" data-hs-cos-type="module"></div>
${header}
<main id="main-content" class="body-container-wrapper"><div class="container-fluid body-container body-container--${path === '/' ? 'home' : 'content'}"><div class="row-fluid-wrapper"><div class="row-fluid"><div class="span12 widget-span widget-type-cell " style="" data-widget-type="cell" data-x="0" data-w="12">
${sections.join('\n')}
</div></div></div></div></main>
${footer}
</div>
<script src="/hs/hsstatic/content-cwv-embed/static-1.1293/embed.js"></script><script src="${hubfs(`hub_generated/template_assets/1/${pageId('/')}/1712034407811/template_main.min.js`)}"></script><script>var hsVars = hsVars || {}; hsVars['language'] = 'en-gb';</script><script src="/hs/hsstatic/cos-i18n/static-1.53/bundles/project.js"></script>
<!-- Start of HubSpot Analytics Code --><script type="text/javascript">var _hsq = _hsq || []; _hsq.push(["setContentType", "standard-page"]); _hsq.push(["setCanonicalUrl", "${origin}${path}"]); _hsq.push(["setPageId", "${id}"]); _hsq.push(["setContentMetadata", {"contentPageId": ${id}, "legacyPageId": "${id}", "contentFolderId": null, "contentGroupId": null, "abTestId": null, "languageVariantId": ${id}, "languageCode": "en-gb"}]);</script><script type="text/javascript" id="hs-script-loader" async defer src="/hs/scriptloader/${f.portal}.js"></script><!-- End of HubSpot Analytics Code -->
<script type="text/javascript">var hsVars = { render_id: "${longId()}", ticks: ${tick}, page_id: ${id}, content_group_id: 0, portal_id: ${f.portal}, app_hs_base_url: "https://app-eu1.hubspot.com", cp_hs_base_url: "https://cp-eu1.hubspot.com", language: "en-gb", analytics_page_type: "standard-page", scp_content_type: "", category_id: 1, folder_id: 0, is_hubspot_user: false }</script><script defer src="/hs/hsstatic/HubspotToolsMenu/static-1.354/js/index.js"></script>
${cookieBanner}
</body></html>`;
  };

  const nail = `Partial or total nail avulsion under local anaesthetic, with phenol so the problem edge does not grow back. The price includes the procedure, dressings and two redressing appointments in the fortnight after. Most patients walk out in open-toe sandals and are back to sport in ${f.sportWeeks} weeks.`;
  const firstSteps = `No GP referral needed. Your first appointment is a 45-minute assessment and treatment (${gbp(p.initial)}); after that, routine appointments are 30 minutes (${gbp(p.routine)}).`;

  const pages: Record<string, string> = {
    '/': document(
      '/',
      `Podiatrists in ${north.name} & ${south.name}, Edinburgh`,
      `Private podiatry in ${north.name} and ${south.name}: first assessment ${gbp(p.initial)}, nail surgery, verrucas, orthotics, children's feet and home visits.`,
      dnd(hsModule(`<div class="banner"><img class="banner__image" src="${hubfs('hero-feet.jpg')}" alt="" role="presentation"><div class="banner__content"><h1>Happy feet, two Edinburgh clinics</h1><p>HCPC-registered podiatrists in ${north.name} and ${south.name} since ${f.since}. ${firstSteps}</p></div></div>`, ' widget-type-banner')),
      dnd(...clinics.map((clinic) => rich(`<h2>${clinic.name}</h2><p>${clinic.street}, ${clinic.postcode}<br>Tel: <a href="tel:${dial(clinic.phone)}">${clinic.phone}</a></p><p>${clinic === north ? `Late appointments until ${north.lateClose} every ${north.lateDay}.` : `Open Saturday mornings, ${south.satOpen} – ${south.satClose}. Step-free access.`}</p><p><a href="/our-clinics">Opening hours &amp; directions</a></p>`))),
      dnd(
        rich(`<h3>Nail surgery</h3><p>Ingrown toenails sorted for good, from ${gbp(p.nailOne)}.</p><p><a href="/nail-surgery">Find out more</a></p>`),
        rich(`<h3>Sports &amp; orthotics</h3><p>Gait analysis ${gbp(p.gait)}, custom orthotics ${gbp(p.orthotics)} a pair.</p><p><a href="/treatments-and-prices">All prices</a></p>`),
        rich(`<h3>Home visits</h3><p>For housebound patients anywhere in the City of Edinburgh.</p><p><a href="/home-visits">Home visits</a></p>`),
      ),
      dnd(rich('<h2>Coming up</h2>'), eventsList),
      dnd(button('/book-online', 'Book an appointment')),
    ),
    '/treatments-and-prices': document(
      '/treatments-and-prices',
      'Treatments & Prices',
      `First assessment ${gbp(p.initial)}. Routine treatment ${gbp(p.routine)}. Nail surgery from ${gbp(p.nailOne)}.`,
      dnd(rich(`<h1>Treatments &amp; prices</h1><p>${firstSteps} All prices include any dressings and padding used on the day.</p>`)),
      dnd(
        pricingRow([
          pricingCard('New patient assessment', gbp(p.initial), '45 minutes', ['Full history, circulation and nerve checks', 'Treatment on the day (nails, corns, hard skin)', 'A written care plan']),
          pricingCard('Routine treatment', gbp(p.routine), '30 minutes', ['Nail cutting and thinning', 'Corns and callus removal', 'For returning patients']),
          pricingCard("Children's appointment", gbp(p.child), '30 minutes', [`From ${f.kidsFrom} years old, with ${s.paeds}`, 'Flat feet, toe walking, verrucas', `At ${south.name}`]),
        ]),
      ),
      dnd(rich('<h2>Sports injuries &amp; orthotics</h2>')),
      dnd(
        pricingRow([
          pricingCard('Biomechanical & gait analysis', gbp(p.gait), '60 minutes', ['Video treadmill analysis', 'Strength and range-of-motion tests', 'Exercise plan']),
          pricingCard('Custom orthotics', gbp(p.orthotics), 'per pair', ['3D foot scan, made in the UK', 'Fitting and review appointment', `Second pair ordered at the same time: ${gbp(p.secondPair)}`]),
          pricingCard('Shockwave therapy', gbp(p.shockwave), 'per session', ['For plantar fasciitis and Achilles pain', 'Usually 3 to 5 sessions, a week apart', `With ${s.msk} in ${north.name}`]),
        ]),
      ),
      dnd(rich('<h2>Nails, verrucas &amp; diabetic care</h2>')),
      dnd(
        pricingRow([
          pricingCard('Nail surgery – one toe', gbp(p.nailOne), 'all inclusive', ['Local anaesthetic and phenol', 'Two redressing appointments', '<a href="/nail-surgery">Read more</a>']),
          pricingCard('Nail surgery – two toes', gbp(p.nailTwo), 'same visit', ['Two nails treated in one visit', 'Two redressing appointments', 'Aftercare pack included']),
          pricingCard('Verruca needling', gbp(p.needling), 'one treatment', ['Under local anaesthetic', 'Usually one treatment is enough', 'Review after 6 weeks']),
          pricingCard('Swift microwave therapy', gbp(p.swiftSession), 'per session', [`Course of three sessions: ${gbp(p.swiftCourse)}`, 'No needles, no dressing', 'Sessions 4 weeks apart']),
          pricingCard('Diabetic foot check', gbp(p.diabetic), '30 minutes', ['Circulation and sensation tests', `With ${s.diabetes}`, 'Report for your GP or nurse']),
        ]),
      ),
    ),
    '/nail-surgery': document(
      '/nail-surgery',
      'Ingrown Toenail Surgery',
      `Ingrown toenail surgery from ${gbp(p.nailOne)}, with ${s.lead}.`,
      dnd(
        rich(
          `<h1>Ingrown toenail surgery</h1><p>${nail}</p><ul><li>One toe: ${gbp(p.nailOne)}</li><li>Two toes, same visit: ${gbp(p.nailTwo)}</li></ul><p>Surgery is done by our clinical lead ${s.lead} at both clinics. You will need someone to drive you home, and you should bring loose shoes or sandals.</p>`,
        ),
        hsModule(`<img src="${hubfs('nail-surgery-room.jpg')}" alt="Our surgical treatment room" loading="lazy" width="600" height="400">`, ' widget-type-linked_image'),
      ),
    ),
    '/home-visits': document(
      '/home-visits',
      'Home Visits',
      `Home visits: routine treatment plus a ${gbp(p.homeFee)} travel fee.`,
      dnd(
        rich(
          `<h1>Home visits</h1><p>If you are housebound, ${s.home} can come to you. A home visit costs the routine treatment price (${gbp(p.routine)}) plus a travel fee of ${gbp(p.homeFee)}.</p><p>We visit anywhere within the City of Edinburgh council area, Monday to Friday. We are sorry that we cannot travel outside the city.</p><p>To arrange a visit, call ${north.name} on ${north.phone}.</p>`,
        ),
      ),
    ),
    '/our-clinics': document('/our-clinics', 'Our Clinics', `${north.name}: ${north.street}. ${south.name}: ${south.street}.`, dnd(rich('<h1>Our clinics</h1><p>Two clinics, one team. Choose a clinic to see its hours and how to get there.</p>')), dnd(tabs)),
    '/our-team': document('/our-team', 'Our Team', `Meet the podiatrists at ${f.brand}.`, dnd(rich('<h1>Our team</h1><p>All our podiatrists are registered with the Health and Care Professions Council (HCPC) and the Royal College of Podiatry.</p>')), dnd(teamModule)),
    '/events': document('/events', 'Events', 'Free foot health events in Edinburgh.', dnd(rich('<h1>Free events</h1><p>Talks, checks and drop-ins at our clinics – all free.</p>')), dnd(eventsList)),
    '/faq': document('/faq', 'FAQ', 'Questions about referrals, children, insurance, payment and cancellations.', dnd(rich('<h1>Frequently asked questions</h1>')), dnd(accordion)),
    '/book-online': document(
      '/book-online',
      'Book Online',
      'Book a podiatry appointment online.',
      dnd(
        rich(`<h1>Book online</h1><p>Choose your clinic, practitioner and time in our online diary, or call us. ${firstSteps}</p><p><a href="https://${f.domain}.uk2.cliniko.example/bookings" target="_blank" rel="noopener">Open the booking diary</a></p>`),
        hsModule(
          `<h3>Or send us a message</h3><span id="hs_cos_wrapper_${widgetName()}_form" class="hs_cos_wrapper hs_cos_wrapper_widget hs_cos_wrapper_type_form" style="" data-hs-cos-general-type="widget" data-hs-cos-type="form"><div id="hs_form_target_${widgetName()}"></div><script>hbspt.forms.create({ portalId: '${f.portal}', formId: '${longId()}', region: 'eu1', target: '#hs_form_target_${widgetName()}' });</script></span>`,
          ' widget-type-form',
        ),
      ),
    ),
    '/privacy-policy': document('/privacy-policy', 'Privacy Policy', 'How we use your data.', dnd(rich(`<h1>Privacy policy</h1><p>${f.company} keeps clinical records securely for 8 years after your last appointment (or until age 25 for children), as our professional body requires. Contact ${f.email} about your data.</p>`))),
    '/staff-hub': document(
      '/staff-hub',
      'Staff hub',
      'Staff only',
      dnd(rich(`<h1>Staff hub – internal</h1><p>Please do not share this page with patients.</p><ul><li>${s.lead} (mobile, out-of-hours only): ${ix.leadMobile}</li><li>Orthotics lab, price we pay per pair: ${ix.labCost}</li><li>Locum podiatrist day rate: ${ix.locumRate}</li></ul>`)),
    ),
  };

  return { name: 'Podiatry practice with two clinics (en-GB)', questions: podiatryQuestions(f), disallow: ['/staff-hub'], pages };
}
