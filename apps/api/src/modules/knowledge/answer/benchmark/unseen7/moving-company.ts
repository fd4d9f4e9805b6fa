import type { BenchSite } from '../types';
import { unanswerable } from '../types';
import { askedIn } from '../unseen2/markup';
import type facts from './moving-company.facts.json';

/**
 * Unseen: a local moving company in Austin, Texas, on WordPress with the Hello Elementor theme and
 * Elementor Pro in English (`lang="en-US"`): the Yoast schema graph, an Elementor Pro theme-builder
 * header (a top bar with the license numbers, the nav-menu widget with its hidden dropdown copy and a
 * "Call" button widget), every page a `data-elementor-type="wp-page"` tree of flexbox containers
 * (`e-con e-parent` / `e-child`) holding widgets (`elementor-widget-heading`, `-text-editor`,
 * `-icon-list`), the crew rates as Pro price-table widgets (currency, integer part and period in
 * separate spans), the service area as two icon lists, the FAQ as the classic accordion widget
 * (answers in `elementor-tab-content`), a testimonial carousel whose swiper loop duplicates the
 * slides, an Elementor Pro form and a theme-builder footer.
 *
 * The facts the pages are written from, as written and mutated, are data in moving-company.facts.json.
 * Hourly rates include the truck; the minimum is `minHours` hours of labor; the trip fee is charged
 * once, by the zone of the farthest address (zone 1: Austin and the near suburbs, zone 2: Georgetown,
 * San Marcos, Dripping Springs, Bastrop, Hutto, Liberty Hill). Sunday moves cost `sunday` dollars
 * more an hour. Full value protection costs `valuation.per1000` per $1,000 declared. Safes up to
 * `safeLimit` lbs only. Long-distance moves are by quote with a `longDeposit` % deposit. Today is
 * mid-December 2026.
 */
export type MovingCompanyFacts = typeof facts.original;

export function movingCompany(f: MovingCompanyFacts): BenchSite {
  const { rates: r, trip, kits, valuation: val, owners: o, hours: h } = f;
  const spanish = askedIn('es');
  const site = `https://${f.domain}.example`;
  const uploads = `${site}/wp-content/uploads/2026/03`;
  const phoneHref = `tel:+1${f.phone.replace(/\D/g, '')}`;
  const zone1 = ['Austin', 'Round Rock', 'Pflugerville', 'Cedar Park', 'Leander', 'Manor', 'Lakeway', 'Bee Cave', 'Buda', 'Kyle'];
  const zone2 = ['Georgetown', 'San Marcos', 'Dripping Springs', 'Bastrop', 'Hutto', 'Liberty Hill'];
  const menu: [string, string][] = [
    ['/', 'Home'],
    ['/pricing/', 'Pricing'],
    ['/packing-supplies/', 'Packing & Boxes'],
    ['/long-distance/', 'Long Distance'],
    ['/faq/', 'FAQ'],
    ['/about-us/', 'About'],
    ['/contact/', 'Contact'],
  ];
  let eid = 0x3a9f21;
  const nid = () => (eid += 0x2b3d).toString(16).slice(-7);

  const widget = (type: string, inner: string, skin = 'default') => {
    const id = nid();
    return `<div class="elementor-element elementor-element-${id} elementor-widget elementor-widget-${type}" data-id="${id}" data-element_type="widget" data-widget_type="${type}.${skin}"><div class="elementor-widget-container">${inner}</div></div>`;
  };
  const box = (children: string[], parent = true) => {
    const id = nid();
    return parent
      ? `<div class="elementor-element elementor-element-${id} e-flex e-con-boxed e-con e-parent" data-id="${id}" data-element_type="container" data-settings="{&quot;content_width&quot;:&quot;boxed&quot;}"><div class="e-con-inner">${children.join('')}</div></div>`
      : `<div class="elementor-element elementor-element-${id} e-con-full e-flex e-con e-child" data-id="${id}" data-element_type="container">${children.join('')}</div>`;
  };
  const heading = (text: string, tag = 'h2') => widget('heading', `<${tag} class="elementor-heading-title elementor-size-default">${text}</${tag}>`);
  const text = (html: string) => widget('text-editor', html);
  const icons = (items: string[], icon = 'fas fa-check-circle') =>
    widget(
      'icon-list',
      `<ul class="elementor-icon-list-items">${items.map((i) => `<li class="elementor-icon-list-item"><span class="elementor-icon-list-icon"><svg aria-hidden="true" class="e-font-icon-svg e-${icon.replace(/ /g, '-')}" viewBox="0 0 512 512"><path d="M504 256c0 136.967-111.033 248-248 248S8 392.967 8 256 119.033 8 256 8s248 111.033 248 248z"></path></svg></span><span class="elementor-icon-list-text">${i}</span></li>`).join('')}</ul>`,
    );
  const button = (href: string, label: string) =>
    widget(
      'button',
      `<div class="elementor-button-wrapper"><a class="elementor-button elementor-button-link elementor-size-md" href="${href}"><span class="elementor-button-content-wrapper"><span class="elementor-button-text">${label}</span></span></a></div>`,
    );
  const minimum = (rate: string) => `${f.minHours}-hour minimum ($${Number(f.minHours) * Number(rate)})`;
  const priceTable = (title: string, sub: string, amount: string, period: string, features: string[], badge = '') =>
    widget(
      'price-table',
      `<div class="elementor-price-table"><div class="elementor-price-table__header"><h3 class="elementor-price-table__heading">${title}</h3><span class="elementor-price-table__subheading">${sub}</span></div><div class="elementor-price-table__price"><span class="elementor-price-table__currency elementor-currency--before">$</span><span class="elementor-price-table__integer-part">${amount}</span><div class="elementor-price-table__after-price"><span class="elementor-price-table__period elementor-typo-excluded">${period}</span></div></div><ul class="elementor-price-table__features-list">${features.map((x) => `<li class="elementor-repeater-item-${nid()}"><div class="elementor-price-table__feature-inner"><svg aria-hidden="true" class="e-font-icon-svg e-fas-check" viewBox="0 0 512 512"><path d="M173.9 439.4l-166.4-166.4c-10-10-10-26.2 0-36.2l36.2-36.2c10-10 26.2-10 36.2 0L192 312.7 432.1 72.6c10-10 26.2-10 36.2 0l36.2 36.2c10 10 10 26.2 0 36.2l-294.4 294.4c-10 10-26.2 10-36.2 0z"></path></svg><span>${x}</span></div></li>`).join('')}</ul><div class="elementor-price-table__footer"><a class="elementor-price-table__button elementor-button elementor-size-md" href="/contact/">Book this crew</a></div></div>${badge ? `<div class="elementor-price-table__ribbon elementor-ribbon-right"><div class="elementor-price-table__ribbon-inner">${badge}</div></div>` : ''}`,
      'default',
    );
  const accordion = (items: [string, string][]) => {
    const base = 1740 + items.length;
    return widget(
      'accordion',
      `<div class="elementor-accordion">${items
        .map(
          ([q, a], i) =>
            `<div class="elementor-accordion-item"><div id="elementor-tab-title-${base}${i + 1}" class="elementor-tab-title" data-tab="${i + 1}" role="button" aria-controls="elementor-tab-content-${base}${i + 1}" aria-expanded="false"><span class="elementor-accordion-icon elementor-accordion-icon-right" aria-hidden="true"><span class="elementor-accordion-icon-closed"><svg class="e-font-icon-svg e-fas-plus" viewBox="0 0 448 512"><path d="M416 208H272V64c0-17.67-14.33-32-32-32h-32c-17.67 0-32 14.33-32 32v144H32c-17.67 0-32 14.33-32 32v32c0 17.67 14.33 32 32 32h144v144c0 17.67 14.33 32 32 32h32c17.67 0 32-14.33 32-32V304h144c17.67 0 32-14.33 32-32v-32c0-17.67-14.33-32-32-32z"></path></svg></span></span><a class="elementor-accordion-title" tabindex="0">${q}</a></div><div id="elementor-tab-content-${base}${i + 1}" class="elementor-tab-content elementor-clearfix" data-tab="${i + 1}" role="region" aria-labelledby="elementor-tab-title-${base}${i + 1}"><p>${a}</p></div></div>`,
        )
        .join('')}</div>`,
    );
  };
  const carousel = (items: [string, string, string][]) => {
    const slide = ([quote, name, where]: [string, string, string], dup: boolean) =>
      `<div class="swiper-slide${dup ? ' swiper-slide-duplicate' : ''}"><div class="elementor-testimonial"><div class="elementor-testimonial__content"><div class="elementor-testimonial__text">${quote}</div></div><div class="elementor-testimonial__footer"><cite class="elementor-testimonial__cite"><span class="elementor-testimonial__name">${name}</span><span class="elementor-testimonial__title">${where}</span></cite></div></div></div>`;
    return widget(
      'testimonial-carousel',
      `<div class="elementor-swiper"><div class="elementor-main-swiper swiper" role="region" aria-roledescription="carousel" aria-label="Slides"><div class="swiper-wrapper elementor-testimonial-carousel">${slide(items[items.length - 1]!, true)}${items.map((t) => slide(t, false)).join('')}${slide(items[0]!, true)}</div><div class="swiper-pagination"></div></div></div>`,
      'bubble',
    );
  };
  const navMenu = (path: string) =>
    widget(
      'nav-menu',
      `<nav aria-label="Menu" class="elementor-nav-menu--main elementor-nav-menu__container elementor-nav-menu--layout-horizontal e--pointer-underline e--animation-fade"><ul id="menu-1-${nid()}" class="elementor-nav-menu">${menu.map(([href, label], i) => `<li class="menu-item menu-item-type-post_type menu-item-object-page${href === path ? ' current-menu-item page_item current_page_item' : ''} menu-item-${31 + i}"><a href="${href}" class="elementor-item${href === path ? ' elementor-item-active' : ''}"${href === path ? ' aria-current="page"' : ''}>${label}</a></li>`).join('')}</ul></nav><div class="elementor-menu-toggle" role="button" tabindex="0" aria-label="Menu Toggle" aria-expanded="false"><span class="elementor-screen-only">Menu</span></div><nav class="elementor-nav-menu--dropdown elementor-nav-menu__container" aria-hidden="true"><ul id="menu-2-${nid()}" class="elementor-nav-menu">${menu.map(([href, label], i) => `<li class="menu-item menu-item-type-post_type menu-item-object-page menu-item-${31 + i}"><a href="${href}" class="elementor-item" tabindex="-1">${label}</a></li>`).join('')}</ul></nav>`,
    );

  const schema = JSON.stringify({
    '@context': 'https://schema.org',
    '@graph': [
      { '@type': 'WebSite', '@id': `${site}/#website`, url: `${site}/`, name: f.company, inLanguage: 'en-US' },
      { '@type': 'MovingCompany', '@id': `${site}/#organization`, name: f.company, url: `${site}/`, telephone: f.phone, address: { '@type': 'PostalAddress', streetAddress: f.street, addressLocality: 'Austin', addressRegion: 'TX', postalCode: f.zip } },
    ],
  });

  const doc = (title: string, path: string, pid: number, body: string[]) => `<!doctype html>
<html lang="en-US"><head><meta charset="UTF-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title} - ${f.company} | Austin Movers</title><meta name='robots' content='index, follow, max-image-preview:large, max-snippet:-1, max-video-preview:-1' />
<!-- This site is optimized with the Yoast SEO plugin v23.4 - https://yoast.com/wordpress/plugins/seo/ --><meta name="description" content="Licensed and insured local movers in Austin, TX. Honest hourly rates, no hidden fees." /><link rel="canonical" href="${site}${path}" /><meta property="og:locale" content="en_US" /><meta property="og:site_name" content="${f.company}" /><script type="application/ld+json" class="yoast-schema-graph">${schema}</script><!-- / Yoast SEO plugin. -->
<link rel='stylesheet' id='hello-elementor-css' href='${site}/wp-content/themes/hello-elementor/style.min.css?ver=3.1.1' media='all' /><link rel='stylesheet' id='elementor-frontend-css' href='${site}/wp-content/plugins/elementor/assets/css/frontend.min.css?ver=3.24.7' media='all' /><link rel='stylesheet' id='elementor-post-${pid}-css' href='${site}/wp-content/uploads/elementor/css/post-${pid}.css?ver=1733917210' media='all' /><meta name="generator" content="Elementor 3.24.7; features: e_font_icon_svg, additional_custom_breakpoints; settings: css_print_method-external, google_font-enabled, font_display-swap"></head>
<body class="page-template page-template-elementor_header_footer page page-id-${pid} wp-custom-logo wp-embed-responsive hello-elementor-default elementor-default elementor-template-full-width elementor-kit-5 elementor-page elementor-page-${pid}"><a class="skip-link screen-reader-text" href="#content">Skip to content</a>
<div data-elementor-type="header" data-elementor-id="45" class="elementor elementor-45 elementor-location-header" data-elementor-post-type="elementor_library">${box([text(`<p>Licensed &amp; insured · USDOT #${f.usdot} · TxDMV #${f.txdmv}</p>`), text(`<p>Office: Mon–Fri ${h.weekday} · Sat ${h.sat}</p>`)])}${box([
    widget('theme-site-logo', `<a href="${site}/"><img width="240" height="64" src="${uploads}/logo-${f.domain}.png" class="attachment-full size-full" alt="${f.company}" /></a>`, 'default'),
    navMenu(path),
    button(phoneHref, `Call ${f.phone}`),
  ])}</div>
<main id="content" class="site-main post-${pid} page type-page status-publish hentry"><div class="page-content"><div data-elementor-type="wp-page" data-elementor-id="${pid}" class="elementor elementor-${pid}" data-elementor-post-type="page">${body.join('\n')}</div></div></main>
<div data-elementor-type="footer" data-elementor-id="52" class="elementor elementor-52 elementor-location-footer" data-elementor-post-type="elementor_library">${box([
    box([heading(f.company, 'h4'), text(`<p>${f.street}<br>Austin, TX ${f.zip}</p>`)], false),
    box([heading('Office hours', 'h4'), text(`<p>Monday – Friday: ${h.weekday}<br>Saturday: ${h.sat}<br>Sunday: closed</p>`)], false),
    box([heading('Get in touch', 'h4'), text(`<p><a href="${phoneHref}">${f.phone}</a><br><a href="mailto:${f.email}">${f.email}</a></p>`)], false),
  ])}${box([text(`<p>© 2026 ${f.company} LLC. All rights reserved. · <a href="/privacy-policy/">Privacy Policy</a></p>`)])}</div>
<script src="${site}/wp-includes/js/jquery/jquery.min.js?ver=3.7.1" id="jquery-core-js"></script><script src="${site}/wp-content/plugins/elementor-pro/assets/js/webpack-pro.runtime.min.js?ver=3.24.3" id="elementor-pro-webpack-runtime-js"></script></body></html>`;

  return {
    name: 'moving company (en)',
    pages: {
      '/': doc('Home', '/', 12, [
        box([
          heading(`Austin's friendly local movers since ${f.founded}`, 'h1'),
          text(`<p>Family-owned, licensed and insured. Rated ${f.rating} stars from ${f.reviews} Google reviews.</p>`),
          button('/contact/', 'Get a free quote'),
        ]),
        box([
          box([heading('Simple hourly pricing', 'h3'), text(`<p>Two movers and a ${f.truckFeet}-foot truck from $${r.two} an hour. No fuel surcharge, no hidden fees. <a href="/pricing/">See all rates</a></p>`)], false),
          box([heading('We do the packing', 'h3'), text(`<p>Full or partial packing, box kits delivered to your door. <a href="/packing-supplies/">Packing &amp; boxes</a></p>`)], false),
          box([heading('Moving across Texas?', 'h3'), text('<p>We also handle long-distance moves. <a href="/long-distance/">Learn more</a></p>')], false),
        ]),
        box([
          heading('What our customers say'),
          carousel([
            [`${f.crewLead} and his crew were fast and careful with our antique dresser. Would hire again in a heartbeat!`, 'Rachel T.', 'Moved from Hyde Park to Round Rock'],
            ['They showed up early, wrapped everything and had our 3-bedroom unloaded before lunch.', 'Omar S.', 'Moved within Cedar Park'],
            ['Honest quote, no surprises on the bill. The guys even reassembled our bunk beds.', 'Jenny & Mike L.', 'Moved from Kyle to Buda'],
          ]),
        ]),
      ]),
      '/pricing/': doc('Pricing', '/pricing/', 18, [
        box([heading('Local moving rates', 'h1'), text(`<p>Our hourly rates include the truck, moving blankets, shrink wrap, dollies and furniture disassembly and reassembly. Minimum ${f.minHours} hours of labor. Time is billed in 15-minute increments after the minimum.</p>`)]),
        box([
          priceTable('2 Movers + Truck', 'Studios, 1-bedroom apartments, small moves', r.two, '/hour', [`${f.truckFeet}' box truck`, 'Blankets, wrap &amp; dollies included', minimum(r.two)]),
          priceTable('3 Movers + Truck', '2–3 bedroom apartments and homes', r.three, '/hour', [`${f.truckFeet}' box truck`, 'Our most popular crew', minimum(r.three)], 'Most popular'),
          priceTable('4 Movers + Truck', '4+ bedroom homes, big moves', r.four, '/hour', [`${f.truckFeet}' box truck, second truck if needed`, 'Fastest for large homes', minimum(r.four)]),
        ]),
        box([
          heading('Extra movers, trip fee and weekends', 'h3'),
          icons([
            `Each additional mover: $${r.extra}/hour`,
            `One-time trip fee, zone 1: $${trip.core}`,
            `One-time trip fee, zone 2: $${trip.outer}`,
            'The trip fee covers the drive to your first address and back from the last one. It is based on the zone of your farthest address.',
            `Sunday moves: +$${f.sunday} per hour on top of the crew rate`,
          ]),
        ]),
        box([
          box([heading('Zone 1', 'h4'), icons(zone1, 'fas fa-map-marker-alt')], false),
          box([heading('Zone 2', 'h4'), icons(zone2, 'fas fa-map-marker-alt')], false),
        ]),
        box([
          heading('Specialty items', 'h3'),
          icons([
            `Upright pianos and spinets: $${f.piano} flat add-on. We do not move grand pianos; we are happy to refer you to a piano specialist.`,
            `Hot tubs: $${f.hotTub} flat add-on. The tub must be drained and disconnected by an electrician beforehand, with a clear ground-level path. A 4-mover crew is required.`,
            `Safes up to ${f.safeLimit} lbs (3-mover crew minimum). Heavier safes need a specialist rigger.`,
          ]),
        ]),
      ]),
      '/packing-supplies/': doc('Packing & Boxes', '/packing-supplies/', 21, [
        box([heading('Packing services &amp; supplies', 'h1'), text(`<p>Short on time? Our packers can pack your whole home the day before the move or just the kitchen. Packing labor is $${f.packer} per packer per hour, materials extra.</p>`)]),
        box([
          priceTable('Studio Kit', `${kits.studioBoxes} boxes, tape, packing paper`, kits.studio, '/kit', ['Small &amp; medium boxes', 'Free delivery in zone 1']),
          priceTable('1-Bedroom Kit', `${kits.oneBedBoxes} boxes, tape, packing paper`, kits.oneBed, '/kit', ['Small, medium &amp; large boxes', 'Free delivery in zone 1']),
          priceTable('2–3 Bedroom Kit', `${kits.twoBedBoxes} boxes, tape, packing paper, bubble wrap`, kits.twoBed, '/kit', ['All sizes incl. dish packs', 'Free delivery in zone 1']),
        ]),
        box([heading('Sold separately', 'h3'), icons([`Wardrobe box with hanging bar: $${f.wardrobe} each`, `Mattress bag (any size): $${f.mattressBag}`, 'Unused, undamaged boxes from a kit can be returned for credit within 30 days.'])]),
      ]),
      '/long-distance/': doc('Long Distance', '/long-distance/', 24, [
        box([
          heading('Long-distance moves', 'h1'),
          text(
            `<p>We move families anywhere in Texas and to ${f.longStates}. Every long-distance move is priced individually after a free video walkthrough, and you get a binding written quote within 24 hours: the price on the quote is the price you pay.</p><p>A ${f.longDeposit}% deposit reserves your dates; the balance is due on delivery. Same crew from loading to unloading, no transfers to another carrier.</p>`,
          ),
          button('/contact/', 'Schedule a video walkthrough'),
        ]),
      ]),
      '/faq/': doc('FAQ', '/faq/', 27, [
        box([heading('Frequently asked questions', 'h1')]),
        box([
          accordion([
            ['Do I need to pay a deposit?', `Yes, a $${f.deposit} deposit secures your date for local moves. It is applied to your final bill.`],
            ['What is your cancellation policy?', `You can cancel or reschedule free of charge up to ${f.cancelHours} hours before your move. Within ${f.cancelHours} hours the deposit is not refundable.`],
            [
              'Is my stuff insured?',
              `Every move includes Basic Released Value protection at no charge: 60 cents per pound per article, as Texas law requires. For real protection choose Full Value Protection at $${val.per1000} per $1,000 of declared value with a $${val.deductible} deductible (for example, $${10 * Number(val.per1000)} to cover $10,000); we repair, replace or pay the current value of damaged items. It must be chosen before moving day.`,
            ],
            ['Do you charge extra for stairs or elevators?', 'No. Stairs, elevators and long carries are part of the hourly rate.'],
            ['Is there anything you will not move?', 'For safety and by law we cannot move propane tanks, gasoline, paint, ammunition, fireworks, pool chemicals or pets. Please empty gas from lawn mowers.'],
            ['How far ahead should I book?', 'Two to three weeks for most dates. End-of-month weekends in summer fill up 4–6 weeks in advance.'],
          ]),
        ]),
      ]),
      '/about-us/': doc('About Us', '/about-us/', 30, [
        box([
          heading(`Meet ${o.first} &amp; ${o.second}`, 'h1'),
          text(
            `<p>${f.company} was started in ${f.founded} by ${o.first} and ${o.second} ${o.last} with one truck and a lot of elbow grease. Today we run a family business with our own trained crews – no subcontractors, no day laborers.</p><p>Se habla español: several of our crew leads are bilingual.</p>`,
          ),
          icons([`USDOT #${f.usdot}`, `TxDMV Certificate #${f.txdmv}`, 'Member of the Texas Movers Association'], 'fas fa-shield-alt'),
        ]),
      ]),
      '/contact/': doc('Contact', '/contact/', 33, [
        box([
          box([heading('Get your free quote', 'h1'), text(`<p>Call <a href="${phoneHref}">${f.phone}</a>, email <a href="mailto:${f.email}">${f.email}</a> or fill in the form.</p><p>Office: ${f.street}, Austin, TX ${f.zip}</p>`)], false),
          widget(
            'form',
            `<form class="elementor-form" method="post" name="Quote Form" aria-label="Quote Form"><input type="hidden" name="post_id" value="33"/><div class="elementor-form-fields-wrapper elementor-labels-above"><div class="elementor-field-type-text elementor-field-group elementor-column elementor-field-group-name elementor-col-50"><label for="form-field-name" class="elementor-field-label">Name</label><input size="1" type="text" name="form_fields[name]" id="form-field-name" class="elementor-field elementor-size-sm elementor-field-textual"></div><div class="elementor-field-type-date elementor-field-group elementor-column elementor-field-group-date elementor-col-50"><label for="form-field-date" class="elementor-field-label">Move date</label><input type="date" name="form_fields[date]" id="form-field-date" class="elementor-field elementor-size-sm elementor-field-textual elementor-date-field"></div><div class="elementor-field-type-select elementor-field-group elementor-column elementor-field-group-size elementor-col-100"><label for="form-field-size" class="elementor-field-label">Home size</label><div class="elementor-field elementor-select-wrapper"><select name="form_fields[size]" id="form-field-size" class="elementor-field-textual elementor-size-sm"><option value="Studio">Studio</option><option value="1 bedroom">1 bedroom</option><option value="2-3 bedrooms">2-3 bedrooms</option><option value="4+ bedrooms">4+ bedrooms</option></select></div></div><div class="elementor-field-group elementor-column elementor-field-type-submit elementor-col-100 e-form__buttons"><button class="elementor-button elementor-size-sm" type="submit"><span class="elementor-button-text">Request my quote</span></button></div></div></form>`,
            'default',
          ),
        ]),
      ]),
    },
    questions: [
      { kind: 'price', ask: 'How much do you charge for 2 movers and a truck?', expect: [r.two] },
      { kind: 'price', ask: "I'm moving out of a 2-bedroom apartment in Round Rock next month into a house in Pflugerville. Which crew would you send and what's the hourly rate?", expect: [r.three] },
      { kind: 'comparison', ask: 'is the 3-mover crew cheaper per hour per person than 2?', expect: [r.two, r.three] },
      {
        kind: 'arithmetic',
        ask: "We literally just have a couch and a dresser, maybe 45 minutes of work. Is there a minimum? What's the least it would cost with 2 guys, before any trip fee?",
        expect: [String(Number(f.minHours) * Number(r.two))],
      },
      { kind: 'price', ask: "Is there a trip fee on top of the hourly rate? We're in south Austin moving to another place in south Austin.", expect: [trip.core] },
      { kind: 'price', ask: "We're moving from Georgetown down to Buda – what's the travel fee for that?", expect: [trip.outer] },
      { kind: 'policy', ask: 'Can you do our move on a Sunday? Does it cost more?', expect: [f.sunday] },
      ...unanswerable('Our new place is not ready until two weeks after we move out. Do you have storage where we could keep our furniture in between?'),
      { kind: 'price', ask: "Honestly I don't have time to pack anything. Do you do packing and how much does it cost?", expect: [f.packer] },
      { kind: 'product', ask: 'How much is the box kit for a one bedroom and how many boxes come in it?', expect: [kits.oneBed, kits.oneBedBoxes] },
      { kind: 'price', ask: 'do u sell wardrobe boxes and mattress bags? how much', expect: [f.wardrobe, f.mattressBag] },
      { kind: 'policy', ask: "We're relocating from Austin to Dallas in the spring. How do you price long distance, and how much is the deposit?", expect: [`${f.longDeposit}%`] },
      {
        kind: 'arithmetic',
        ask: 'I want our stuff covered for what it is actually worth, around $20,000 total. What would the full value protection cost us?',
        expect: [val.per1000],
      },
      { kind: 'price', ask: 'Do I need to put down a deposit to book a local move?', expect: [f.deposit] },
      { kind: 'policy', ask: 'What if I have to cancel? Our closing date might get pushed back', expect: [`${f.cancelHours} hours`] },
      ...unanswerable('Can I pay with Venmo or Zelle?'),
      { kind: 'price', ask: 'Can you move an upright piano? Is there an extra charge?', expect: [f.piano] },
      { kind: 'policy', ask: "We're taking our hot tub with us too – is that something you'd move, and what does it cost?", expect: [f.hotTub] },
      { kind: 'policy', ask: 'I have a gun safe that weighs around 550 lbs. Can your guys handle it?', expect: [f.safeLimit] },
      { kind: 'license', ask: 'Are you licensed with the state? What is your TxDMV number?', expect: [f.txdmv] },
      ...unanswerable('Do you move motorcycles?'),
      ...unanswerable('Do you offer a military or senior discount?'),
      { kind: 'hours', ask: 'Is your office open on Saturdays? Until what time?', expect: [h.satClose] },
      { kind: 'person', ask: 'Who owns the company? Is it a family business?', expect: [o.first, o.second] },
      ...unanswerable('Can you haul our old mattress and broken furniture to the dump while you are here?'),
      { kind: 'contact', ask: "What's the best number to call for a quote?", expect: [f.phone.slice(-8)] },
      { kind: 'price', ask: "We've got a 4-bedroom house in Cedar Park, full of stuff. How much per hour for the big crew?", expect: [r.four] },
      {
        kind: 'follow-up',
        ask: 'and if we want a 5th guy on the crew?',
        after: ["We've got a 4-bedroom house in Cedar Park, full of stuff. How much per hour for the big crew?"],
        expect: [r.extra],
      },
      ...[
        { kind: 'price', ask: '¿Cuánto cobran por hora con 3 personas y el camión?', expect: [r.three] },
        { kind: 'price', ask: '¿Cuánto cuesta el kit de cajas para un departamento de 2 recámaras?', expect: [kits.twoBed] },
      ].map(spanish),
    ],
  };
}
