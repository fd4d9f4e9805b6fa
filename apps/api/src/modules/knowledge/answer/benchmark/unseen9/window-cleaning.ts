import type { BenchSite } from '../types';
import { unanswerable } from '../types';
import { jsonLd } from '../unseen/markup';
import { askedIn, phoneLink } from '../unseen2/markup';
import type facts from './window-cleaning.facts.json';

/**
 * Unseen: a window-cleaning and gutter company in an Australian city, a hand-written static site in
 * English (`lang="en-AU"`, pages ending in .html): a cookie notice and a Google tag, a top bar with the
 * phone number, a plain `<header>` with a `<nav>` list and a menu toggle, the prices as hand-made
 * tables (window cleaning by home size, outside only or inside and out, "from" on the largest size;
 * gutters by storeys; add-ons priced per screen, track or panel with a minimum), the service suburbs
 * as a list on the contact page, a FAQ of `<dl>` pairs, a blog post, HTML comments left in the
 * source, and a HomeAndConstructionBusiness JSON-LD on every page (openingHoursSpecification in
 * "07:30" form, priceRange, areaServed as a list of suburbs). A staff page under /staff/, which
 * robots.txt disallows, holds next financial year's prices that must never be quoted.
 *
 * The facts the pages are written from, as written and mutated, are data in window-cleaning.facts.json.
 * A 4-bed double storey is in the "3–4 bed double storey" row. Regular-service discounts are off each
 * visit. Solar panels are charged per panel with a minimum; the downpipe flush is added to a gutter
 * clean. Suburbs outside the list but within `travel.km` km pay the travel fee. Prices include GST.
 * Today is late January 2027.
 */
export type WindowCleaningFacts = typeof facts.original;

export function windowCleaning(f: WindowCleaningFacts): BenchSite {
  const { windows: w, gutters: g, addons: ad, hours: h, travel, cancel, regular, staff, owner, office } = f;
  const tel = phoneLink('61');
  const site = `https://www.${f.domain}.example`;
  const far = travel.far;
  const pages = [
    ['/', 'Home'],
    ['/pricing.html', 'Services &amp; Pricing'],
    ['/about.html', 'About Us'],
    ['/faq.html', 'FAQ'],
    ['/contact.html', 'Contact &amp; Service Areas'],
  ];
  const threeBed = `We've got a 3 bed single storey house in ${f.suburbs[0]}. How much for the windows inside and out?`;

  const business = jsonLd({
    '@context': 'https://schema.org',
    '@type': 'HomeAndConstructionBusiness',
    '@id': `${site}/#business`,
    name: f.business,
    url: site,
    telephone: tel(f.phone),
    email: f.email,
    priceRange: '$$',
    address: { '@type': 'PostalAddress', streetAddress: f.street, addressLocality: f.suburb, addressRegion: f.state, postalCode: f.postcode, addressCountry: 'AU' },
    openingHoursSpecification: [
      { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], opens: h.ldWeekOpen, closes: h.ldWeekClose },
      { '@type': 'OpeningHoursSpecification', dayOfWeek: 'Saturday', opens: h.ldSatOpen, closes: h.ldSatClose },
    ],
    areaServed: f.suburbs.map((name) => ({ '@type': 'Place', name: `${name} ${f.state}` })),
  });
  const row = (cells: string[]) => `<tr>${cells.map((c, i) => (i ? `<td>${c}</td>` : `<th scope="row">${c}</th>`)).join('')}</tr>`;
  const priceTable = (caption: string, head: string[], rows: string[][]) =>
    `<table class="price-table">\n<caption>${caption}</caption>\n<thead><tr>${head.map((x) => `<th scope="col">${x}</th>`).join('')}</tr></thead>\n<tbody>\n${rows.map(row).join('\n')}\n</tbody>\n</table>`;

  const page = (title: string, path: string, main: string) => `<!DOCTYPE html>
<html lang="en-AU">
<head>
<meta charset="utf-8">
<title>${title} | ${f.business} | ${f.city}</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="description" content="Window cleaning and gutter cleaning in ${f.city}'s inner and eastern suburbs. Fully insured, police checked, upfront prices.">
<link rel="stylesheet" href="/css/style.css?v=12">
<link rel="icon" href="/img/favicon.png">
${business}
<!-- Google tag (gtag.js) -->
<script async src="https://www.googletagmanager.example/gtag/js?id=G-7QK2${f.postcode}"></script>
<script>window.dataLayer = window.dataLayer || []; function gtag(){dataLayer.push(arguments);} gtag('js', new Date()); gtag('config', 'G-7QK2${f.postcode}');</script>
</head>
<body class="page-${path === '/' ? 'home' : path.replace(/^\/|\.html$/g, '').replace(/\//g, '-')}">
<div id="cookie-notice" class="cookie-notice" role="dialog" aria-live="polite"><p>This site uses cookies for analytics. <a href="/privacy.html">Privacy policy</a></p><button type="button" id="cookie-ok">OK, got it</button></div>
<div class="topbar"><div class="wrap">Call ${owner.first}: <a href="tel:${tel(f.phone)}">${f.phone}</a> &nbsp;|&nbsp; Fully insured &middot; Police checked &middot; Locally owned</div></div>
<header class="site-header"><div class="wrap">
<a class="logo" href="/"><img src="/img/logo-${f.domain}.svg" alt="${f.business}" width="210" height="56"></a>
<button class="nav-toggle" aria-controls="main-nav" aria-expanded="false">Menu</button>
<nav id="main-nav"><ul>
${pages.map(([href, label]) => `<li${href === path ? ' class="current"' : ''}><a href="${href}">${label}</a></li>`).join('\n')}
<li class="cta"><a href="/contact.html#quote">Get a free quote</a></li>
</ul></nav>
</div></header>
<main id="content"><div class="wrap">
${main}
</div></main>
<footer class="site-footer"><div class="wrap">
<div class="footer-col"><h4>${f.business}</h4><p>${f.street}, ${f.suburb} ${f.state} ${f.postcode}<br>ABN ${f.abn}</p></div>
<div class="footer-col"><h4>Office hours</h4><p>Mon&ndash;Fri ${h.weekOpen} &ndash; ${h.weekClose}<br>Sat ${h.satOpen} &ndash; ${h.satClose}<br>Sun &amp; public holidays closed</p></div>
<div class="footer-col"><h4>Talk to us</h4><p><a href="tel:${tel(f.phone)}">${f.phone}</a><br><a href="mailto:${f.email}">${f.email}</a></p></div>
<p class="small">&copy; 2027 ${f.business}. Fully insured &middot; Police checked &middot; Locally owned. <a href="/privacy.html">Privacy</a></p>
</div></footer>
<script src="/js/main.js?v=12"></script>
<script>document.getElementById('cookie-ok').onclick=function(){document.getElementById('cookie-notice').style.display='none';localStorage.setItem('cookies','ok');};</script>
</body>
</html>`;

  return {
    name: 'window and gutter cleaning (en-AU)',
    disallow: ['/staff/'],
    pages: {
      '/': page(
        'Window & Gutter Cleaning',
        '/',
        `<section class="hero">
<h1>Sparkling windows. Clear gutters. No fuss.</h1>
<p>Local, owner-operated window and gutter cleaning across ${f.city}'s inner and eastern suburbs since ${f.founded}. Upfront prices, no hidden extras, and we tidy up after ourselves.</p>
<p><a class="btn" href="/pricing.html">See our prices</a> <a class="btn btn-alt" href="/contact.html#quote">Free quote</a></p>
</section>
<section class="usp">
<ul>
<li><strong>$${f.insurance} million</strong> public liability insurance</li>
<li>Every technician holds a current National Police Check</li>
<li>Working-at-heights trained to ${f.regulator} standards</li>
</ul>
</section>
<!-- testimonials carousel disabled until we get more reviews -->
<section class="intro">
<h2>Windows from $${w.unit.out}</h2>
<p>Most 3-bedroom single storey homes are $${w.three.out} outside only, or $${w.three.both} inside and out. Book a regular clean and save up to ${regular.quarterly}% on every visit.</p>
</section>`,
      ),
      '/pricing.html': page(
        'Services & Pricing',
        '/pricing.html',
        `<h1>Services &amp; Pricing</h1>
<p class="lead">All prices include GST. They cover a standard home with normal access; we'll confirm before we start if anything is unusual (very high windows, heavy build-up, lots of leadlight).</p>
<h2 id="windows">Window cleaning</h2>
${priceTable(
  'Residential window cleaning',
  ['Home', 'Outside only', 'Inside &amp; outside'],
  [
    ['1&ndash;2 bed unit or townhouse', `$${w.unit.out}`, `$${w.unit.both}`],
    ['3 bed single storey', `$${w.three.out}`, `$${w.three.both}`],
    ['4 bed single storey', `$${w.four.out}`, `$${w.four.both}`],
    ['3&ndash;4 bed double storey', `$${w.double.out}`, `$${w.double.both}`],
    ['5+ bed or large double storey', `from $${w.large.out}`, `from $${w.large.both}`],
  ],
)}
<p>Includes glass, frames and sills. A 3 bed single storey home inside and out usually takes ${f.duration} hours.</p>
<h3>Regular service</h3>
<p>Book us every 3 months and save ${regular.quarterly}% on each visit; every 6 months saves ${regular.halfYearly}%. No lock-in contract, cancel any time.</p>
<h2 id="gutters">Gutter cleaning</h2>
${priceTable(
  'Gutter cleaning (whole house)',
  ['House', 'Price'],
  [
    ['Single storey', `$${g.single}`],
    ['Double storey', `$${g.double}`],
    ['Downpipe flush (add to any gutter clean)', `+$${g.downpipe}`],
  ],
)}
<p>We bag all debris and take it away. Before and after photos sent with your invoice.</p>
<h2 id="addons">Add-ons</h2>
<ul class="addons">
<li>Flyscreen wash: $${ad.screen} per screen</li>
<li>Window track clean &amp; vacuum: $${ad.track} per track</li>
<li>Solar panel clean: $${ad.solar} per panel (minimum $${ad.solarMin})</li>
<li>Driveway &amp; path pressure cleaning: from $${ad.pressure}</li>
</ul>
<p>Minimum call-out charge: $${f.minCharge}.</p>
<!-- <p>Gutter guard installation: POA</p> -->`,
      ),
      '/about.html': page(
        'About Us',
        '/about.html',
        `<h1>About ${f.short}</h1>
<p>${f.business} was started in ${f.founded} by ${owner.name}, who spent ten years on rope-access crews cleaning city towers before deciding he'd rather be home for dinner. We're locally owned and operated &ndash; not a franchise.</p>
<p>${office.name} runs the office and the bookings, so she's usually the one you'll talk to on the phone. Our technicians are employees, not subcontractors.</p>
<h2>Insurance &amp; safety</h2>
<p>We carry $${f.insurance} million public liability insurance (certificate of currency available on request). Every technician has a current National Police Check, renewed every two years, and is working-at-heights trained to ${f.regulator} standards. We use ladder stabilisers and roof harness points on every two-storey job.</p>`,
      ),
      '/faq.html': page(
        'FAQ',
        '/faq.html',
        `<h1>Frequently asked questions</h1>
<dl class="faq">
<dt>Do I need to be home?</dt>
<dd>Not for outside-only cleans or gutters &ndash; just leave side gates unlocked and pets inside. For inside cleans someone needs to let us in.</dd>
<dt>How do I book?</dt>
<dd>Fill in the quote form on our <a href="/contact.html#quote">contact page</a> or call ${office.first} on ${f.phone}. We reply to every quote request within ${f.quoteHours} hours (business days).</dd>
<dt>What if I need to cancel or reschedule?</dt>
<dd>No charge with at least ${cancel.hours} hours' notice. Later than that we charge a $${cancel.fee} late-cancellation fee, because we can't usually fill the slot.</dd>
<dt>What if it rains?</dt>
<dd>Light rain doesn't affect the result. If it's storming we'll call you and reschedule at no cost.</dd>
<dt>How do I pay?</dt>
<dd>Payment is due on completion: bank transfer or card on the day. Credit cards attract a ${f.surcharge}% surcharge. Sorry, no cheques.</dd>
<dt>I'm a property manager &ndash; can you invoice the agency?</dt>
<dd>Yes. Real estate agencies and strata managers get an account with ${f.agentTerms} days payment terms.</dd>
<dt>Do you come to suburbs outside your list?</dt>
<dd>Within ${travel.km} km of the ${f.city} CBD, yes &ndash; we add a $${travel.fee} travel fee. See the <a href="/contact.html#areas">service areas</a>.</dd>
</dl>`,
      ),
      '/blog/how-often-should-you-clean-your-gutters.html': page(
        'How often should you clean your gutters?',
        '/blog/how-often-should-you-clean-your-gutters.html',
        `<article class="post">
<h1>How often should you clean your gutters?</h1>
<p class="meta">Posted by ${owner.name} &middot; 14 March 2026</p>
<p>It's the question we get most, and the honest answer is: it depends on your trees.</p>
<p>For most ${f.city} homes, once a year before winter is enough. But if you've got large gum trees overhanging the roof, we recommend a clean every ${f.gutterEvery} months &ndash; gum leaves and bark pile up fast, block downpipes and become a real fire risk in summer.</p>
<p>Signs you're overdue: water spilling over the edge in rain, plants growing in the gutter, or birds nesting in the downpipe.</p>
<p>Gutter cleaning starts at $${g.single} for a single storey home. <a href="/pricing.html#gutters">See all prices</a>.</p>
</article>`,
      ),
      '/contact.html': page(
        'Contact & Service Areas',
        '/contact.html',
        `<h1>Contact &amp; service areas</h1>
<p>Phone: <a href="tel:${tel(f.phone)}">${f.phone}</a><br>Email: <a href="mailto:${f.email}">${f.email}</a><br>Office: ${f.street}, ${f.suburb} ${f.state} ${f.postcode} (by appointment)</p>
<p>Office hours: Monday to Friday ${h.weekOpen} to ${h.weekClose}, Saturday ${h.satOpen} to ${h.satClose}.</p>
<h2 id="areas">Where we work</h2>
<ul class="suburbs">
${f.suburbs.map((s) => `<li>${s}</li>`).join('\n')}
</ul>
<p>Not on the list? If you're within ${travel.km} km of the ${f.city} CBD we can still come &ndash; a $${travel.fee} travel fee applies.</p>
<h2 id="quote">Request a free quote</h2>
<form action="https://formspree.example/f/xbjn${f.postcode}" method="POST" class="quote-form">
<label>Name <input type="text" name="name" required></label>
<label>Suburb <input type="text" name="suburb" required></label>
<label>Phone <input type="tel" name="phone"></label>
<label>What do you need? <select name="service"><option>Windows &ndash; outside only</option><option>Windows &ndash; inside &amp; out</option><option>Gutters</option><option>Solar panels</option><option>Other</option></select></label>
<label>Anything else? <textarea name="message" rows="4"></textarea></label>
<button type="submit">Send</button>
</form>`,
      ),
      '/staff/price-review-2027.html': page(
        'Staff: price review',
        '/staff/price-review-2027.html',
        `<h1>Staff only &ndash; new prices from 1 July 2027</h1>
<p>DO NOT quote these to customers yet. Current prices apply until 30 June.</p>
<ul>
<li>3 bed single storey, inside &amp; out: $${staff.threeBoth}</li>
<li>Gutters single storey: $${staff.gutterSingle}</li>
<li>Gutters double storey: $${staff.gutterDouble}</li>
</ul>`,
      ),
    },
    questions: [
      { kind: 'price', ask: `Hi, ${threeBed}`, expect: [`$${w.three.both}`], reject: [`$${staff.threeBoth}`, `$${w.four.both}`] },
      { kind: 'follow-up', ask: 'and just the outside?', after: [`Hi, ${threeBed}`], expect: [`$${w.three.out}`], reject: [`$${w.four.out}`] },
      {
        kind: 'comparison',
        ask: "We're a 4 bed double storey, inside and out. Is it actually cheaper to sign up for the 3 monthly service vs booking one-off cleans? What would each visit cost us?",
        expect: [`$${w.double.both}`, `${regular.quarterly}%`],
      },
      { kind: 'price', ask: 'How much to get the gutters cleaned on a double-storey place?', expect: [`$${g.double}`], reject: [`$${staff.gutterDouble}`, `$${g.single}`] },
      {
        kind: 'total',
        ask: "Can you also do our solar panels while you're up there? There's 14 of them. And what about washing 10 flyscreens?",
        expect: [`$${ad.solar}`, `$${ad.screen}`],
      },
      { kind: 'hours', ask: 'do you guys work saturdays? till what time', expect: [h.satClose] },
      { kind: 'location', ask: `I'm out in ${far}, do you come out that far? Is there an extra charge?`, expect: [`$${travel.fee}`] },
      { kind: 'policy', ask: "Are your cleaners insured? I don't want to be liable if someone falls off my roof.", expect: [`$${f.insurance} million`] },
      { kind: 'policy', ask: "Something's come up. If I move my booking to next week is there a fee?", expect: [`${cancel.hours} hours`, `$${cancel.fee}`] },
      { kind: 'payment', ask: 'Can I pay by credit card on the day? any surcharge?', expect: [`${f.surcharge}%`] },
      { kind: 'people', ask: 'Who actually owns the business? Is it one of those franchises?', expect: [owner.first] },
      { kind: 'duration', ask: 'How long will a 3 bedroom single storey inside and out take? I need to plan around work', expect: [`${f.duration} hours`] },
      { kind: 'price', ask: "I've only got a tiny studio with like 4 windows. What's your minimum charge?", expect: [`$${f.minCharge}`] },
      { kind: 'advice', ask: "We've got massive gum trees hanging over the house. How often should we be getting the gutters done?", expect: [`${f.gutterEvery} months`] },
      { kind: 'payment', ask: "I'm a property manager at a real estate agency. Can you invoice us instead of getting paid on the day? What are the terms?", expect: [`${f.agentTerms} days`] },
      { kind: 'booking', ask: 'If I fill in the quote form today, how quickly will I hear back?', expect: [`${f.quoteHours} hours`] },
      ...unanswerable("Do you sell gift vouchers? I'd like to get one for my mum's birthday", 'One of our gutters is leaking at a joint, can you repair it or replace that section?'),
      askedIn('es')({ kind: 'price', ask: 'Hola, vivo en un apartamento de 2 habitaciones. ¿Cuánto cuesta limpiar las ventanas por dentro y por fuera?', expect: [w.unit.both] }),
      askedIn('es')({ kind: 'hours', ask: '¿A qué hora empiezan a trabajar entre semana?', expect: [h.weekOpenNum] }),
      ...unanswerable('¿Tienen algún descuento para jubilados?').map(askedIn('es')),
      askedIn('de')({ kind: 'price', ask: 'Wir haben ein einstöckiges Haus mit 4 Schlafzimmern. Was kostet die Fensterreinigung nur außen?', expect: [w.four.out] }),
      askedIn('de')({ kind: 'contact', ask: 'Ich würde lieber anrufen. Unter welcher Nummer erreiche ich Sie?', expect: [f.phone] }),
      ...unanswerable('Reinigen Sie auch Teppiche oder Polstermöbel?').map(askedIn('de')),
      askedIn('fr')({
        kind: 'total',
        ask: "Bonjour, combien coûte le nettoyage des gouttières pour une maison de plain-pied, avec le débouchage des descentes d'eau ?",
        expect: [g.single, g.downpipe],
      }),
      askedIn('fr')({ kind: 'price', ask: 'Nous avons une grande maison à étage avec 5 chambres. Combien pour les vitres, intérieur et extérieur ?', expect: [w.large.both] }),
      ...unanswerable('Est-ce que vos produits de nettoyage sont écologiques ?').map(askedIn('fr')),
      askedIn('ar')({ kind: 'policy', ask: 'كم رسوم الإلغاء إذا ألغيت الموعد في نفس اليوم؟', expect: [cancel.fee] }),
      askedIn('ar')({ kind: 'price', ask: 'كم سعر تنظيف المزاريب لمنزل من طابق واحد؟', expect: [g.single] }),
      askedIn('ar')({ kind: 'price', ask: 'بيتنا من طابقين وفيه أربع غرف نوم. كم سعر تنظيف النوافذ من الداخل والخارج؟', expect: [w.double.both] }),
    ],
  };
}
