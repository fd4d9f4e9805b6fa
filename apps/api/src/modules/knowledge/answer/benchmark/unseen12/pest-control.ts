import type { BenchQuestion, BenchSite } from '../types';
import { unanswerable } from '../types';
import { askedIn, phoneLink, slugOf } from '../unseen2/markup';
import type facts from './pest-control.facts.json';

/**
 * Unseen: a domestic and commercial pest control company in Leeds, WordPress with the Avada theme and
 * its Fusion Builder in British English (`lang="en-GB"`): the Cookie Notice plugin banner, the Avada
 * v3 header with a secondary bar (phone, email), the main menu with a Services sub-menu and an empty
 * mobile nav holder, every page a stack of fusion-fullwidth containers / fusion-layout-columns with
 * fusion-title and fusion-text elements, the service cards as fusion-content-boxes, the domestic
 * prices as Avada tables (price, visits, guarantee), the commercial plans as an Avada pricing table
 * whose price is split into currency and integer spans, the bed bug preparation list as a
 * fusion-checklist, the areas covered as a table of postcode districts with travel charges and
 * response times, the FAQ as Avada toggles whose bodies stay in the DOM, a Gravity Forms contact form,
 * a Yoast SEO JSON-LD graph on every page and the four-column Avada footer. A technicians' rate card
 * under /staff-area/, which robots.txt disallows (and the footer links to), holds landlord partner
 * rates, a discount code and next year's prices that must never be quoted.
 *
 * The facts the pages are written from, as written and mutated, are data in pest-control.facts.json.
 * Prices include VAT. Wasp nests are one visit, each extra nest on the same visit is `wasps.extraNest`,
 * and from June to September a same-day visit booked before `wasps.cutoff` carries no surcharge; other
 * same-day visits carry `surcharge.sameDay`, evenings and weekends `surcharge.outOfHours`. Rats and
 * mice carry `rodents.guarantee`. Bed bugs are priced by bedrooms. Moles are a setting fee plus a
 * price per mole caught; solar panel mesh is a price for up to `birds.solarPanels` panels plus a price
 * per extra panel; spikes are per metre with a minimum. Travel charges by postcode area. No cash.
 * `team.tech1` speaks `team.tech1.langs`, `team.tech2` Polish. Today is early April 2027.
 */
export type PestControlFacts = typeof facts.original;

export function pestControl(f: PestControlFacts): BenchSite {
  const { line, wasps: w, rodents: ro, bedbugs: bb, roaches: rc, moles: ml, birds: bd, surcharge: sc, commercial: cm, team, internal: ix } = f;
  const tel = phoneLink('44');
  const site = `https://www.${f.domain}.example`;
  const uploads = `${site}/wp-content/uploads/2024/03`;
  const gbp = (amount: string) => `£${amount}`;
  const esc = (s: string) => s.replace(/&/g, '&amp;');
  const areaOf = (code: string) => f.areas.find((a) => a.codes.includes(code))!;
  const travel = (fee: string) => (fee === '0' ? 'No charge' : gbp(fee));
  const priced = (ask: string, expect: string[], reject?: string[]): BenchQuestion => ({ kind: 'price', ask, expect, ...(reject && { reject }) });
  const lineHours = `Mon–Fri ${line.wdOpen}–${line.wdClose}, Sat ${line.satOpen}–${line.satClose}, Sun ${line.sunOpen}–${line.sunClose}`;
  const services = Object.entries({
    '/services-and-prices/': 'Services &amp; Prices',
    '/bed-bugs/': 'Bed Bugs',
    '/bird-proofing/': 'Bird Proofing',
    '/commercial/': 'Commercial Contracts',
  });
  const top = Object.entries({ '/areas-we-cover/': 'Areas We Cover', '/about-us/': 'About Us', '/faq/': 'FAQs', '/contact/': 'Contact' });
  let row = 0;
  let col = 0;
  let el = 0;

  const container = (...cols: [string, string][]) =>
    `<div class="fusion-fullwidth fullwidth-box fusion-builder-row-${(row += 1)} fusion-flex-container nonhundred-percent-fullwidth non-hundred-percent-height-scrolling" style="--awb-padding-top:40px;--awb-padding-bottom:40px;--awb-flex-wrap:wrap;"><div class="fusion-builder-row fusion-row fusion-flex-align-items-flex-start fusion-flex-content-wrap" style="max-width:1248px;margin-left: calc(-4% / 2 );margin-right: calc(-4% / 2 );">${cols
      .map(
        ([frac, html]) =>
          `<div class="fusion-layout-column fusion_builder_column fusion-builder-column-${(col += 1)} fusion_builder_column_${frac} ${frac} fusion-flex-column"><div class="fusion-column-wrapper fusion-column-has-shadow fusion-flex-justify-content-flex-start fusion-content-layout-column">${html}</div></div>`,
      )
      .join('')}</div></div>`;
  const full = (html: string) => container(['1_1', html]);
  const title = (level: number, html: string) =>
    `<div class="fusion-title title fusion-title-${(el += 1)} fusion-sep-none fusion-title-text fusion-title-size-${['one', 'two', 'three', 'four'][level - 1]}"><h${level} class="fusion-title-heading title-heading-left fusion-responsive-typography-calculated" style="margin:0;">${html}</h${level}></div>`;
  const fusionText = (html: string) => `<div class="fusion-text fusion-text-${(el += 1)}">${html}</div>`;
  const fusionTable = (head: string[], rows: string[][]) =>
    `<div class="table-${(el += 1)}"><table width="100%"><thead><tr>${head.map((h) => `<th align="left">${h}</th>`).join('')}</tr></thead><tbody>${rows.map((r) => `<tr>${r.map((c) => `<td align="left">${c}</td>`).join('')}</tr>`).join('')}</tbody></table></div>`;
  const checklist = (items: string[]) =>
    `<ul style="--awb-iconcolor:#2e7d32;--awb-size:16px;" class="fusion-checklist fusion-checklist-${(el += 1)} fusion-checklist-default type-icons">${items
      .map(
        (i) =>
          `<li class="fusion-li-item"><span class="icon-wrapper circle-yes"><i class="fusion-li-icon fa-check fas" aria-hidden="true"></i></span><div class="fusion-li-item-content"><p>${i}</p></div></li>`,
      )
      .join('')}</ul>`;
  const button = (href: string, label: string) =>
    `<div><a class="fusion-button button-flat fusion-button-default-size button-default fusion-button-default button-${(el += 1)} fusion-button-default-span fusion-button-default-type" target="_self" href="${href}"><span class="fusion-button-text">${label}</span></a></div>`;
  const contentBoxes = (boxes: [string, string, string, string][]) =>
    `<div class="fusion-content-boxes content-boxes columns row fusion-columns-${boxes.length} fusion-columns-total-${boxes.length} fusion-content-boxes-${(el += 1)} content-boxes-icon-on-top content-left" data-animationOffset="top-into-view">${boxes
      .map(
        ([icon, heading, html, href], i) =>
          `<div class="fusion-column content-box-column content-box-column-${i + 1} col-lg-4 col-md-4 col-sm-4 fusion-content-box-hover"><div class="col content-box-wrapper content-wrapper link-area-box icon-hover-animation-fade" data-link="${site}${href}" data-link-target="_self"><div class="heading heading-with-icon icon-left"><a class="heading-link" href="${site}${href}" target="_self"><div class="icon"><i aria-hidden="true" class="fontawesome-icon ${icon} fas circle-yes"></i></div><h3 class="content-box-heading">${heading}</h3></a></div><div class="fusion-clearfix"></div><div class="content-container">${html}</div><a class="fusion-read-more" href="${site}${href}" target="_self">Read More</a></div></div>`,
      )
      .join('')}</div>`;
  const toggles = (items: [string, string][]) => {
    const id = (el += 1);
    return `<div class="accordian fusion-accordian"><div class="panel-group fusion-toggle-icon-right fusion-toggle-icon-unboxed" id="accordion-${id}-1">${items
      .map(([q, a], i) => {
        const target = `${slugOf(q).replace(/^-|-$/g, '').slice(0, 24)}-${id}${i}`;
        return `<div class="fusion-panel panel-default panel-${id}${i} fusion-toggle-has-divider"><div class="panel-heading"><h4 class="panel-title toggle" id="toggle_${target}"><a aria-expanded="false" aria-controls="${target}" role="button" data-toggle="collapse" data-parent="#accordion-${id}-1" data-target="#${target}" href="#${target}"><span class="fusion-toggle-icon-wrapper" aria-hidden="true"><i class="fa-fusion-box active-icon awb-icon-minus" aria-hidden="true"></i><i class="fa-fusion-box inactive-icon awb-icon-plus" aria-hidden="true"></i></span><span class="fusion-toggle-heading">${q}</span></a></h4></div><div id="${target}" class="panel-collapse collapse" aria-labelledby="toggle_${target}"><div class="panel-body toggle-content fusion-clearfix">${a}</div></div></div>`;
      })
      .join('')}</div></div>`;
  };

  const hoursLd = (days: string, opens: string, closes: string) =>
    `{"@type":"OpeningHoursSpecification","dayOfWeek":${days},"opens":"${opens}","closes":"${closes}"}`;
  const yoast = (pageTitle: string, path: string) =>
    `<script type="application/ld+json" class="yoast-schema-graph">{"@context":"https://schema.org","@graph":[{"@type":"WebPage","@id":"${site}${path}","url":"${site}${path}","name":${JSON.stringify(`${pageTitle} | ${f.business}`)},"isPartOf":{"@id":"${site}/#website"},"datePublished":"2019-05-14T09:12:44+00:00","dateModified":"2027-03-02T16:40:11+00:00","inLanguage":"en-GB"},{"@type":"WebSite","@id":"${site}/#website","url":"${site}/","name":"${f.business}","publisher":{"@id":"${site}/#organization"},"inLanguage":"en-GB"},{"@type":["Organization","LocalBusiness"],"@id":"${site}/#organization","name":"${f.business}","legalName":"${f.legal}","url":"${site}/","telephone":"${tel(f.phone)}","email":"${f.email}","address":{"@type":"PostalAddress","streetAddress":"${f.street}","addressLocality":"Leeds","postalCode":"${f.postcode}","addressCountry":"GB"},"logo":{"@type":"ImageObject","@id":"${site}/#/schema/logo/image/","url":"${uploads}/logo.png","caption":"${f.business}"},"areaServed":${JSON.stringify(f.areas.map((a) => a.name))},"openingHoursSpecification":[${hoursLd('["Monday","Tuesday","Wednesday","Thursday","Friday"]', line.ld.wdOpen, line.ld.wdClose)},${hoursLd('"Saturday"', line.ld.satOpen, line.ld.satClose)},${hoursLd('"Sunday"', line.ld.sunOpen, line.ld.sunClose)}]}]}</script>`;
  const menuLink = (path: string, id: number, [href, label]: [string, string]) =>
    `<li id="menu-item-${id}" class="menu-item menu-item-type-post_type menu-item-object-page${href === path ? ' current-menu-item page_item current_page_item' : ''} menu-item-${id}" data-item-id="${id}"><a href="${site}${href}" class="fusion-bar-highlight"${href === path ? ' aria-current="page"' : ''}><span class="menu-text">${label}</span></a></li>`;
  const mainMenu = (path: string) =>
    `<ul id="menu-main-menu" class="fusion-menu">${menuLink(path, 25, ['/', 'Home'])}<li id="menu-item-31" class="menu-item menu-item-type-custom menu-item-object-custom menu-item-has-children menu-item-31 fusion-dropdown-menu" data-item-id="31"><a href="${site}/services-and-prices/" class="fusion-bar-highlight"><span class="menu-text">Services</span> <span class="fusion-caret"><i class="fusion-dropdown-indicator" aria-hidden="true"></i></span></a><ul class="sub-menu">${services.map((s, i) => menuLink(path, 40 + i, s)).join('')}</ul></li>${top.map((s, i) => menuLink(path, 50 + i, s)).join('')}</ul>`;
  const footerWidget = (heading: string, html: string, i: number) =>
    `<div class="fusion-column col-lg-3 col-md-3 col-sm-3${i === 4 ? ' fusion-column-last' : ''}"><section id="text-${i + 1}" class="fusion-footer-widget-column widget widget_text"><h4 class="widget-title">${heading}</h4><div class="textwidget">${html}</div><div style="clear:both;"></div></section></div>`;

  const footer = [
    [f.business, `<p>${f.street}<br />Leeds ${f.postcode}</p><p><a href="tel:${tel(f.phone)}">${f.phone}</a><br />WhatsApp: ${f.mobile}</p>`],
    ['Phone lines open', `<p>${lineHours}.</p>`],
    [
      'Accreditations',
      `<p>Full member of the British Pest Control Association (BPCA), membership no. ${f.bpca}.<br />${f.insurance} public liability insurance.</p>`,
    ],
    [
      'Quick links',
      `<ul><li><a href="${site}/privacy-policy/">Privacy policy</a></li><li><a href="${site}/terms/">Terms &amp; conditions</a></li><li><a href="${site}/staff-area/">Staff login</a></li></ul>`,
    ],
  ]
    .map(([heading, html], i) => footerWidget(heading!, html!, i + 1))
    .join('');
  const doc = (pageTitle: string, path: string, id: number, body: string[]) => `<!DOCTYPE html>
<html class="avada-html-layout-wide avada-html-header-position-top" lang="en-GB" prefix="og: http://ogp.me/ns# fb: http://ogp.me/ns/fb#">
<head>
	<meta http-equiv="X-UA-Compatible" content="IE=edge" />	<meta http-equiv="Content-Type" content="text/html; charset=utf-8"/>	<meta name="viewport" content="width=device-width, initial-scale=1" />	<title>${pageTitle} | ${f.business}</title>
	<!-- This site is optimized with the Yoast SEO plugin v23.4 - https://yoast.com/wordpress/plugins/seo/ -->
	<meta name="description" content="BPCA-member pest control in Leeds, Bradford and West Yorkshire. Wasps, rats, mice, bed bugs, cockroaches, moles and bird proofing. Fixed prices, guaranteed treatments." />	<link rel="canonical" href="${site}${path}" />	<meta property="og:locale" content="en_GB" />	<meta property="og:type" content="website" />	<meta property="og:site_name" content="${f.business}" />
	${yoast(pageTitle, path)}
	<!-- / Yoast SEO plugin. -->
	<link rel='stylesheet' id='cookie-notice-front-css' href='${site}/wp-content/plugins/cookie-notice/css/front.min.css?ver=2.4.18' type='text/css' media='all' />	<link rel='stylesheet' id='fusion-dynamic-css-css' href='${site}/wp-content/uploads/fusion-styles/5c0d1a7e92f3b8e4d6a1c2b3e4f5a6b7.min.css?ver=3.11.10' type='text/css' media='all' />	<script type="text/javascript" src="${site}/wp-includes/js/jquery/jquery.min.js?ver=3.7.1" id="jquery-core-js"></script>
</head>
<body class="page-template-default page page-id-${id} fusion-image-hovers fusion-pagination-sizing fusion-button_type-flat fusion-button_span-no fusion-body ltr fusion-sticky-header no-tablet-sticky-header no-mobile-sticky-header fusion-disable-outline fusion-sub-menu-fade mobile-logo-pos-left layout-wide-mode fusion-top-header menu-text-align-center mobile-menu-design-modern fusion-header-layout-v3 avada-responsive avada-footer-fx-none avada-menu-highlight-style-bar avada-has-titlebar-hide cookies-not-set" data-awb-post-id="${id}">
	<a class="skip-link screen-reader-text" href="#content">Skip to content</a>	<div id="boxed-wrapper">		<div id="wrapper" class="fusion-wrapper">			<div id="home" style="position:relative;top:-1px;"></div>			<header class="fusion-header-wrapper">
				<div class="fusion-header-v3 fusion-logo-alignment fusion-logo-left fusion-mobile-menu-design-modern">
					<div class="fusion-secondary-header"><div class="fusion-row"><div class="fusion-alignleft"><div class="fusion-contact-info"><span class="fusion-contact-info-phone-number">Call us: <a href="tel:${tel(f.phone)}">${f.phone}</a></span><span class="fusion-header-separator">|</span><span class="fusion-contact-info-email-address"><a href="mailto:${f.email}">${f.email}</a></span></div></div><div class="fusion-alignright"><div class="fusion-social-links-header"><a class="fusion-social-network-icon fusion-tooltip fusion-facebook awb-icon-facebook" href="https://www.facebook.com/${f.domain}" target="_blank" rel="noopener noreferrer" title="Facebook" aria-label="facebook"></a></div></div></div></div>
					<div class="fusion-header-sticky-height"></div>					<div class="fusion-header"><div class="fusion-row">						<div class="fusion-logo" data-margin-top="20px" data-margin-bottom="20px"><a class="fusion-logo-link" href="${site}/"><img src="${uploads}/logo.png" srcset="${uploads}/logo.png 1x, ${uploads}/logo@2x.png 2x" width="240" height="64" alt="${f.business} Logo" data-retina_logo_url="${uploads}/logo@2x.png" class="fusion-standard-logo" /></a></div>
						<nav class="fusion-main-menu" aria-label="Main Menu">${mainMenu(path)}</nav>
						<div class="fusion-mobile-menu-icons"><a href="#" class="fusion-icon awb-icon-bars" aria-label="Toggle mobile menu" aria-expanded="false"></a></div>						<nav class="fusion-mobile-nav-holder fusion-mobile-menu-text-align-left" aria-label="Main Menu Mobile"></nav>					</div></div>
				</div>				<div class="fusion-clearfix"></div>			</header>
			<main id="main" class="clearfix width-100">				<div class="fusion-row" style="max-width:100%;"><section id="content" style="width: 100%;">	<div id="post-${id}" class="post-${id} page type-page status-publish hentry">		<span class="entry-title rich-snippet-hidden">${pageTitle}</span>		<div class="post-content">
${body.join('\n')}
		</div>	</div></section>				</div>			</main>			<div class="fusion-footer">
				<footer class="fusion-footer-widget-area fusion-widget-area"><div class="fusion-row"><div class="fusion-columns fusion-columns-4 fusion-widget-area">${footer}</div></div></footer>
				<footer id="footer" class="fusion-footer-copyright-area"><div class="fusion-row"><div class="fusion-copyright-content"><div class="fusion-copyright-notice"><div>© Copyright ${f.founded} – 2027 ${f.legal} | Registered in England &amp; Wales no. ${f.companyNo} | VAT ${f.vatNo}</div></div></div></div></footer>
			</div>		</div>	</div>
	<div id="cookie-notice" role="dialog" class="cookie-notice-hidden cookie-revoke-hidden cn-position-bottom" aria-label="Cookie Notice" style="background-color: rgba(29,53,87,1);"><div class="cookie-notice-container" style="color: #fff"><span id="cn-notice-text" class="cn-text-container">We use cookies to make sure our website works properly and to see which pages are useful. You can accept or reject non-essential cookies.</span><span id="cn-notice-buttons" class="cn-buttons-container"><a href="#" id="cn-accept-cookie" data-cookie-set="accept" class="cn-set-cookie cn-button" aria-label="Accept">Accept</a><a href="#" id="cn-refuse-cookie" data-cookie-set="refuse" class="cn-set-cookie cn-button" aria-label="Reject">Reject</a><a href="${site}/privacy-policy/" target="_blank" id="cn-more-info" class="cn-more-info cn-button" aria-label="Privacy policy">Privacy policy</a></span><span id="cn-close-notice" data-cookie-set="accept" class="cn-close-icon" title="Reject"></span></div></div>
	<script type="text/javascript" src="${site}/wp-content/plugins/cookie-notice/js/front.min.js?ver=2.4.18" id="cookie-notice-front-js"></script>	<script type="text/javascript" src="${site}/wp-content/themes/Avada/includes/lib/assets/min/js/library/bootstrap.collapse.js?ver=3.11.10" id="bootstrap-collapse-js"></script>
</body></html>`;

  const callUs = `<p>Call <a href="tel:${tel(f.phone)}">${f.phone}</a> or WhatsApp a photo of the pest to ${f.mobile} and we'll tell you what it is.</p>`;
  const priceRows = [
    ['Wasp nest', gbp(w.price), '1 visit', `Free return if the nest is still active after ${w.recheck}`],
    ['Rats (domestic)', gbp(ro.rats), `${ro.ratVisits} visits over ${ro.ratWeeks} weeks`, ro.guarantee],
    ['Mice (domestic)', gbp(ro.mice), `${ro.miceVisits} visits`, ro.guarantee],
    ['Cockroaches', gbp(rc.price), `${rc.visits} visits`, '60 days'],
    ['Fleas (up to a 3-bedroom house)', gbp(f.fleas.price), '1 visit + free follow-up if needed within 21 days', '—'],
    ['Bed bugs', `from ${gbp(bb.one)}`, `${bb.visits} visits, ${bb.gap} apart`, bb.guarantee],
    ['Moles', `${gbp(ml.setting)} setting fee + ${gbp(ml.perMole)} per mole caught`, 'Traps checked every 2–3 days', '—'],
  ];
  const faqs = Object.entries({
    'Are your treatments safe for children and pets?': `<p>Yes, when you follow our technician's advice. Rodenticide is only ever placed inside locked, tamper-resistant bait boxes, and in homes with pets or small children we start with traps in boxes. After a spray treatment (bed bugs, fleas, cockroaches) keep children and pets out of the treated rooms for at least ${bb.leave}, until surfaces are dry. Cover fish tanks and switch off the pump; move small pets in cages to another room.</p>`,
    'How quickly can you come out?': `<p>In Leeds we can usually come the same or the next working day. A same-day visit booked before ${sc.sameDayCutoff} (Monday to Friday) carries a ${gbp(sc.sameDay)} surcharge. From June to September wasp nests are done same day at no extra charge if you call before ${w.cutoff}. Out-of-hours visits (weekday evenings after 6pm, weekends and bank holidays) carry a ${gbp(sc.outOfHours)} surcharge and depend on a technician being free.</p>`,
    'How can I pay?': `<p>By card on the day (our technicians carry a card reader, contactless or chip &amp; PIN), or by bank transfer within ${f.payment.transfer} of the invoice. We don't accept cash. Commercial customers' invoices are payable within ${f.payment.invoice}.</p>`,
    'What is your guarantee?': `<p>Rats and mice: if activity comes back within ${ro.guarantee} of the last visit we return free of charge. Bed bugs: ${bb.guarantee} from the final visit, provided the preparation list was followed. Wasp nests: a free return if the nest is still active after ${w.recheck}.</p>`,
    'Are you members of a trade body?': `<p>Yes. We are full members of the British Pest Control Association (BPCA), membership no. ${f.bpca}. All our technicians hold the RSPH Level 2 Award in Pest Management and are on the BASIS PROMPT register. We carry ${f.insurance} of public liability insurance.</p>`,
    'Do I need to be at home?':
      '<p>For the first visit, yes (or a landlord or neighbour with a key). For follow-up checks of bait boxes outside we can often come without you if we can get into the garden.</p>',
  });

  const waspNest =
    "We've got a wasp nest in the eaves above the back door, can someone come out today? It's a weekday in July and I'm ringing at 10. How much?";
  const bedBugFlat = 'We have bed bugs in our 2 bed flat in Headingley (LS6) :( what would it cost?';

  return {
    name: 'pest control (en-GB)',
    disallow: ['/staff-area/'],
    questions: [
      priced(waspNest, [gbp(w.price)], [gbp(ix.newWasp)]),
      { kind: 'follow-up', ask: "Actually there's a second one in the shed — is that extra?", after: [waspNest], expect: [gbp(w.extraNest)] },
      priced(
        "Heard scratching in the loft, pretty sure it's rats. What does a rat treatment cost and how many visits is that?",
        [gbp(ro.rats), `${ro.ratVisits} visits`],
        [gbp(ix.landlordRats), gbp(ix.newRats)],
      ),
      { kind: 'comparison', ask: "which is cheaper, a mouse treatment or a rat one? not sure which we've got lol", expect: [gbp(ro.mice), gbp(ro.rats)] },
      priced(bedBugFlat, [gbp(bb.twoThree)], [gbp(bb.one), gbp(bb.four)]),
      {
        kind: 'follow-up',
        ask: 'what do we have to do before you come, and how long do we need to stay out of the flat afterwards?',
        after: [bedBugFlat],
        expect: [bb.leave],
      },
      {
        kind: 'arithmetic',
        ask: 'Moles have wrecked my lawn, probably 3 or 4 of them. How does your pricing work?',
        expect: [gbp(ml.setting), gbp(ml.perMole)],
      },
      {
        kind: 'arithmetic',
        ask: 'We have 14 solar panels and pigeons nesting underneath them. What would the mesh cost?',
        expect: [gbp(bd.solar), gbp(bd.extraPanel)],
      },
      priced('Do you cover Huddersfield? HD3. Is there a call out charge on top?', [gbp(areaOf('HD1').fee)]),
      { kind: 'availability', ask: 'How fast can you usually get out to Harrogate (HG2)?', expect: [areaOf('HG1').response.replace(/^Within /, '')] },
      priced(
        "It's Saturday evening and there's a rat in the kitchen!! Can someone come tonight, and what's the extra cost?",
        [gbp(sc.outOfHours)],
        [gbp(sc.sameDay)],
      ),
      { kind: 'hours', ask: 'Can I ring you on a Sunday morning or is the office shut?', expect: [line.sunOpen, line.sunClose] },
      { kind: 'payment', ask: 'Can I pay the technician in cash? Or can I do a transfer afterwards, how long do I have?', expect: [f.payment.transfer] },
      {
        kind: 'multi-part',
        ask: 'I run a small cafe in Chapel Allerton. What do your commercial pest contracts cost and how many visits a year do we get?',
        expect: [gbp(cm.from), `${cm.visits} routine visits`],
      },
      { kind: 'policy', ask: 'Are you BPCA registered? The letting agent wants the membership number', expect: [f.bpca] },
      priced('Found cockroaches in our kitchen (rented flat in Armley). How much to get rid of them?', [gbp(rc.price)]),
      { kind: 'person', ask: "Does anyone on your team speak Polish? My mum is the one who'll be at home", expect: [team.tech2.first] },
      ...unanswerable('Do you deal with Japanese knotweed?', 'Is there a discount for pensioners?'),
      askedIn('ar')(priced('كم تكلفة علاج بق الفراش في شقة بغرفة نوم واحدة؟', [bb.one], [bb.twoThree])),
      askedIn('zh-Hans')(priced('我住在布拉德福德（BD7），你们上门要加收路费吗？多少？', [areaOf('BD1').fee])),
      askedIn('pt')(priced('Vocês tratam pulgas? Quanto custa para uma casa de 3 quartos?', [f.fleas.price])),
      askedIn('es')(priced('¿Cuánto cuesta poner pinchos antipalomas en el alféizar? Son unos 6 metros en total.', [bd.spikesMin])),
      askedIn('fr')({
        kind: 'policy',
        ask: 'Est-ce que le traitement contre les punaises de lit est garanti ? Pendant combien de temps ?',
        expect: [bb.guarantee.split(' ')[0]!],
      }),
      askedIn('de')(priced('Wir haben Mäuse im Keller, Leeds LS8. Was kostet die Bekämpfung?', [ro.mice])),
      askedIn('he')({ kind: 'contact', ask: 'אפשר לשלוח לכם תמונה בוואטסאפ של החרק שמצאתי? לאיזה מספר?', expect: [f.mobile] }),
      askedIn('ja')({ kind: 'policy', ask: 'ネズミ駆除の後、また出てきたら無料で再訪問してもらえますか？保証期間は？', expect: [ro.guarantee.split(' ')[0]!] }),
      ...unanswerable('Trattate anche le zanzare in giardino?').map(askedIn('it')),
      ...unanswerable('¿Tienen tratamiento contra las polillas de la ropa?').map(askedIn('es')),
      ...unanswerable('Bieten Sie auch eine Behandlung gegen Holzwürmer an?').map(askedIn('de')),
    ],
    pages: {
      '/': doc('Pest Control in Leeds &amp; West Yorkshire', '/', 8, [
        container(
          [
            '2_3',
            `${title(1, `Pest control in Leeds &amp; West Yorkshire since ${f.founded}`)}${fusionText(`<p>Wasps, rats, mice, bed bugs, cockroaches, moles and pigeons: fixed prices, discreet unmarked vans and treatments that come with a guarantee. BPCA members, fully insured.</p>${callUs}`)}${button(`${site}/contact/`, 'Book a visit')}`,
          ],
          [
            '1_3',
            `<div class="fusion-image-element"><span class="fusion-imageframe imageframe-none hover-type-none"><img decoding="async" width="600" height="600" src="${uploads}/technician-van.jpg" alt="${f.business} technician with van" class="img-responsive wp-image-118"/></span></div>`,
          ],
        ),
        full(
          contentBoxes([
            ['fa-bug', 'Wasps', `<p>Nests treated from ${gbp(w.price)}, same day in summer.</p>`, '/services-and-prices/'],
            [
              'fa-mouse',
              'Rats &amp; Mice',
              `<p>Rat treatment ${gbp(ro.rats)}, mice ${gbp(ro.mice)}, guaranteed for ${ro.guarantee}.</p>`,
              '/services-and-prices/',
            ],
            ['fa-bed', 'Bed Bugs', `<p>From ${gbp(bb.one)}. Read our preparation list before we come.</p>`, '/bed-bugs/'],
            ['fa-dove', 'Bird Proofing', '<p>Spikes, netting and solar panel mesh against pigeons.</p>', '/bird-proofing/'],
            ['fa-store', 'Commercial', `<p>Pest contracts for cafés, shops, offices and warehouses from ${gbp(cm.from)} a month.</p>`, '/commercial/'],
            ['fa-map-marker-alt', 'Areas', '<p>Leeds, Bradford, Wakefield, Harrogate, Halifax and Huddersfield.</p>', '/areas-we-cover/'],
          ]),
        ),
        full(
          fusionText(
            `<blockquote><p>“Rang at 9, ${team.tech2.first} was here by 2 and the wasps were gone by teatime. Polite, quick and exactly the price on the website.” — Sharon, Horsforth</p></blockquote>`,
          ),
        ),
      ]),
      '/services-and-prices/': doc('Services &amp; Prices', '/services-and-prices/', 12, [
        full(
          `${title(1, 'Domestic pest control prices')}${fusionText('<p>Our prices are fixed and include VAT, the survey and all visits listed. Proofing work (blocking holes, fitting mesh) is quoted separately after the survey.</p>')}`,
        ),
        full(fusionTable(['Pest', 'Price (inc. VAT)', "What's included", 'Guarantee'], priceRows)),
        container(
          [
            '1_2',
            `${title(3, 'Wasps')}${fusionText(`<p>One visit, the nest is treated with an insecticide dust and dies off within a day or two. A second nest treated on the same visit is ${gbp(w.extraNest)} extra per nest. We don't remove the nest itself unless it's in reach and dead.</p>`)}`,
          ],
          [
            '1_2',
            `${title(3, 'Rats &amp; mice')}${fusionText(`<p>A survey to find out how they get in, bait boxes or traps, and ${ro.ratVisits} visits over ${ro.ratWeeks} weeks for rats (${ro.miceVisits} visits for mice). We leave a written report with proofing advice.</p>`)}`,
          ],
        ),
        full(
          `${title(3, 'Same-day and out-of-hours visits')}${fusionText(`<ul><li>Same-day visit booked before ${sc.sameDayCutoff}, Monday to Friday: +${gbp(sc.sameDay)}</li><li>Evenings after 6pm, weekends and bank holidays: +${gbp(sc.outOfHours)}</li><li>Wasp nests June–September: same day at no extra charge when you call before ${w.cutoff}</li></ul><p>Travel charges apply outside Leeds and Wakefield – see <a href="${site}/areas-we-cover/">areas we cover</a>.</p>`)}`,
        ),
      ]),
      '/bed-bugs/': doc('Bed Bug Treatment', '/bed-bugs/', 14, [
        full(
          `${title(1, 'Bed bug treatment')}${fusionText(`<p>Bed bugs don't mean your home is dirty – they travel in luggage, second-hand furniture and on public transport. Our treatment combines steam and a residual insecticide, with ${bb.visits} visits ${bb.gap} apart, guaranteed for ${bb.guarantee} from the final visit.</p>`)}`,
        ),
        container(
          [
            '1_2',
            fusionTable(
              ['Property', 'Price (inc. VAT)'],
              [
                ['Studio or 1-bedroom flat', gbp(bb.one)],
                ['2 or 3 bedrooms', gbp(bb.twoThree)],
                ['4 bedrooms or more', gbp(bb.four)],
              ],
            ),
          ],
          [
            '1_2',
            fusionText(
              '<p>Hotels, HMOs and holiday lets: please call for a quote. We can treat single rooms in HMOs, but we will always inspect the neighbouring rooms.</p>',
            ),
          ],
        ),
        full(
          `${title(2, 'Before we come: your preparation list')}${checklist([
            'Strip all beds. Wash bedding, pyjamas and clothes from the bedroom on a 60°C wash, or tumble dry them on high for 30 minutes, and keep them sealed in bin bags until after the treatment.',
            "Don't throw the mattress away and don't move furniture to other rooms: you would spread the bugs.",
            'Empty the space under the bed, bedside drawers and wardrobes in the affected rooms and bag the contents.',
            'Vacuum the carpets, skirting boards and the mattress seams, then seal the hoover bag in a bin bag and put it outside.',
            'Pull the furniture 30 cm away from the walls so we can reach the skirting boards.',
            "Don't use shop-bought sprays or foggers in the two weeks before: they make bed bugs scatter.",
            `On the day, everyone including pets must leave the treated rooms for at least ${bb.leave} after we finish, until surfaces are dry.`,
          ])}${fusionText(`<p>If the preparation list was not followed our technician may have to rebook the visit, and the guarantee does not apply.</p>`)}`,
        ),
      ]),
      '/bird-proofing/': doc('Bird Proofing &amp; Pigeon Control', '/bird-proofing/', 16, [
        full(
          `${title(1, 'Bird proofing &amp; pigeon control')}${fusionText('<p>Pigeons nesting under solar panels, roosting on window ledges or fouling a shop front? We fit humane proofing that stops them landing and nesting. All bird work starts with a free survey.</p>')}`,
        ),
        full(
          fusionTable(
            ['Proofing', 'Price (inc. VAT, fitted)'],
            [
              ['Bird spikes (ledges, gutters, signs)', `${gbp(bd.spikesPerM)} per metre, minimum charge ${gbp(bd.spikesMin)}`],
              ['Bird netting (courtyards, lightwells, balconies)', `from ${gbp(bd.netting)}`],
              [`Solar panel mesh, up to ${bd.solarPanels} panels`, gbp(bd.solar)],
              [`Each panel over ${bd.solarPanels}`, `${gbp(bd.extraPanel)} per panel`],
            ],
          ),
        ),
        full(
          fusionText(
            "<p>Solar panel mesh is clipped to the panel frames without drilling, so it doesn't affect your panel warranty. Work above two storeys may need scaffold or a cherry picker, which we quote separately. We don't harm birds or disturb active nests with eggs or chicks: these are protected by law, so we may need to come back once they have fledged.</p>",
          ),
        ),
      ]),
      '/commercial/': doc('Commercial Pest Control Contracts', '/commercial/', 18, [
        full(
          `${title(1, 'Commercial pest control contracts')}${fusionText(`<p>Cafés, restaurants, takeaways, shops, offices, schools, warehouses and landlords with several properties. Contracts start from ${gbp(cm.from)} a month and include ${cm.visits} routine visits a year, unlimited callouts for covered pests with a response within ${cm.response}, and a pest control logbook ready for an EHO inspection or a BRCGS audit. Minimum term ${cm.term}.</p>`)}`,
        ),
        full(
          `<div class="fusion-pricing-table pricing-table-${(el += 1)} sep-boxed-pricing row fusion-columns-3 columns"><div class="panel-wrapper fusion-column column col-lg-4 col-md-4 col-sm-4 fusion-pricingtable-column"><div class="panel-container"><div class="fusion-panel"><div class="panel-heading"><h3 class="title-row">Small premises</h3></div><div class="panel-body pricing-row"><div class="price"><span class="currency">£</span><span class="integer-part">${cm.from}</span><span class="time pos-right">/month</span></div></div><ul class="list-group"><li class="list-group-item normal-row">Cafés, small shops, offices</li><li class="list-group-item normal-row">Rodents &amp; crawling insects</li></ul></div></div></div><div class="panel-wrapper fusion-column column col-lg-4 col-md-4 col-sm-4 fusion-pricingtable-column"><div class="panel-container"><div class="fusion-panel"><div class="panel-heading"><h3 class="title-row">Food businesses</h3></div><div class="panel-body pricing-row"><div class="price"><span class="currency">£</span><span class="integer-part">POA</span></div></div><ul class="list-group"><li class="list-group-item normal-row">Restaurants, takeaways, kitchens</li><li class="list-group-item normal-row">Includes flying insect units</li></ul></div></div></div><div class="panel-wrapper fusion-column column col-lg-4 col-md-4 col-sm-4 fusion-pricingtable-column"><div class="panel-container"><div class="fusion-panel"><div class="panel-heading"><h3 class="title-row">Warehouses &amp; sites</h3></div><div class="panel-body pricing-row"><div class="price"><span class="currency">£</span><span class="integer-part">POA</span></div></div><ul class="list-group"><li class="list-group-item normal-row">Free site survey</li><li class="list-group-item normal-row">Bird proofing available</li></ul></div></div></div></div>`,
        ),
      ]),
      '/areas-we-cover/': doc('Areas We Cover', '/areas-we-cover/', 20, [
        full(
          `${title(1, 'Areas we cover')}${fusionText(`<p>Our technicians are based at ${f.street} in Leeds. Travel charges are added once per visit; there is no charge in Leeds and Wakefield.</p>`)}`,
        ),
        full(
          fusionTable(
            ['Area', 'Postcodes', 'Travel charge', 'Typical response'],
            f.areas.map((a) => [esc(a.name), a.codes, travel(a.fee), a.response]),
          ),
        ),
        full(fusionText('<p>We don’t cover York (YO), Sheffield (S) or Manchester. For commercial contracts outside these areas please call us.</p>')),
      ]),
      '/about-us/': doc('About Us', '/about-us/', 22, [
        full(
          `${title(1, `About ${f.business}`)}${fusionText(`<p>${team.owner.name} started the business in ${f.founded} after twelve years as a local authority pest officer. We are a small local team: no call centre, no commission-driven salespeople, just qualified technicians who live in West Yorkshire.</p>`)}`,
        ),
        container(
          ['1_4', `${title(4, team.owner.name)}${fusionText('<p>Founder and senior technician. Commercial contracts and bird proofing.</p>')}`],
          ['1_4', `${title(4, team.tech1.name)}${fusionText(`<p>Technician: bed bugs and cockroaches. Speaks ${team.tech1.langs}.</p>`)}`],
          ['1_4', `${title(4, team.tech2.name)}${fusionText('<p>Technician: rodents, wasps and moles. Speaks Polish.</p>')}`],
          ['1_4', `${title(4, team.office.name)}${fusionText('<p>Office manager: bookings, invoices and the friendly voice on the phone.</p>')}`],
        ),
      ]),
      '/faq/': doc('FAQs', '/faq/', 24, [full(`${title(1, 'Frequently asked questions')}${toggles(faqs)}`)]),
      '/contact/': doc('Contact Us', '/contact/', 26, [
        container(
          [
            '1_2',
            `${title(1, 'Contact us')}${fusionText(`<p><strong>Phone:</strong> <a href="tel:${tel(f.phone)}">${f.phone}</a><br /><strong>WhatsApp:</strong> ${f.mobile}<br /><strong>Email:</strong> <a href="mailto:${f.email}">${f.email}</a></p><p><strong>Phone lines open:</strong> ${lineHours}. Outside these hours leave a voicemail and we'll ring you back first thing.</p><p>${f.street}, Leeds ${f.postcode} (office only, no walk-ins).</p>`)}`,
          ],
          [
            '1_2',
            `<div class='gf_browser_chrome gform_wrapper gravity-theme gform-theme--no-framework' data-form-theme='gravity-theme' data-form-index='0' id='gform_wrapper_1'><form method='post' enctype='multipart/form-data' id='gform_1' action='/contact/' novalidate><div class='gform-body gform_body'><div id='gform_fields_1' class='gform_fields top_label form_sublabel_below description_below validation_below'><div id="field_1_1" class="gfield gfield--type-text gfield_contains_required field_sublabel_below gfield--no-description field_description_below gfield_visibility_visible"><label class='gfield_label gform-field-label' for='input_1_1'>Name<span class="gfield_required"><span class="gfield_required gfield_required_text">(Required)</span></span></label><div class='ginput_container ginput_container_text'><input name='input_1' id='input_1_1' type='text' value='' class='large' aria-required="true" aria-invalid="false" /></div></div><div id="field_1_2" class="gfield gfield--type-text"><label class='gfield_label gform-field-label' for='input_1_2'>Postcode</label><div class='ginput_container ginput_container_text'><input name='input_2' id='input_1_2' type='text' value='' class='medium' /></div></div><div id="field_1_3" class="gfield gfield--type-select"><label class='gfield_label gform-field-label' for='input_1_3'>Pest</label><div class='ginput_container ginput_container_select'><select name='input_3' id='input_1_3' class='medium gfield_select'><option value='Wasps'>Wasps</option><option value='Rats'>Rats</option><option value='Mice'>Mice</option><option value='Bed bugs'>Bed bugs</option><option value='Cockroaches'>Cockroaches</option><option value='Moles'>Moles</option><option value='Birds'>Birds</option><option value='Other'>Other / not sure</option></select></div></div><div id="field_1_4" class="gfield gfield--type-textarea"><label class='gfield_label gform-field-label' for='input_1_4'>Message</label><div class='ginput_container ginput_container_textarea'><textarea name='input_4' id='input_1_4' class='textarea medium' rows='10' cols='50'></textarea></div></div></div></div><div class='gform-footer gform_footer top_label'><input type='submit' id='gform_submit_button_1' class='gform_button button' value='Send'/></div></form></div>`,
          ],
        ),
      ]),
      '/staff-area/rate-card/': doc('Technician Rate Card', '/staff-area/rate-card/', 31, [
        full(
          `${title(1, 'Technician rate card – staff only')}${fusionText(`<p><strong>Not for customers. Do not forward.</strong></p><ul><li>Landlord partner accounts: rat treatment ${gbp(ix.landlordRats)}, bed bugs any size ${gbp(String(Number(bb.one) - 30))}.</li><li>Code ${ix.code}: 20% off domestic treatments, letting agents only.</li><li>Prices from ${ix.effective}: wasp nest ${gbp(ix.newWasp)}, rats ${gbp(ix.newRats)}. Quote current prices until then.</li></ul>`)}`,
        ),
      ]),
    },
  };
}
