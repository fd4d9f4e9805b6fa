import type { BenchSite } from '../types';
import facts from './bike-shop.facts.json' with { type: 'json' };

/**
 * Held-out: a bicycle shop with a workshop. Products carry schema.org microdata (itemscope/itemprop,
 * no JSON-LD) with euro prices written with decimal commas; the repair price list is a captioned
 * three-column table; opening hours are only a sentence in the footer; the address is plain
 * paragraphs on the contact page; the FAQ is <h2> questions followed by paragraphs; a staff page
 * that robots.txt disallows holds a discount that must never be quoted.
 *
 * The facts the pages are written from, as written and mutated, are data in bike-shop.facts.json.
 * `city` is the postcode and city, as written under the street.
 */
export type BikeShopFacts = typeof facts.original;
export const BIKE_SHOP: BikeShopFacts = facts.original;
export const BIKE_SHOP_MUTATED: BikeShopFacts = facts.mutated;

/** A typo a visitor would make: two neighbouring letters swapped in the first word. */
function typo(name: string): string {
  const [first, ...rest] = name.toLowerCase().split(' ');
  const word = first!;
  const i = Math.max(1, Math.floor(word.length / 2) - 1);
  return [word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2), ...rest].join(' ');
}

/** "2.899,00" → "2899.00", the machine value microdata carries in its content attribute. */
const machinePrice = (price: string) => price.replace(/\./g, '').replace(',', '.');

export function bikeShop(f: BikeShopFacts): BenchSite {
  const town = f.city.replace(/^\d+\s+/, '').split(' ')[0]!;
  const layout = (
    title: string,
    main: string,
  ) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title} – ${f.shop}</title><link rel="stylesheet" href="/css/site.css"></head>
<body>
<div id="cookie-banner" class="cookie-banner" role="dialog"><p>We use cookies to make this website work and, with your consent, to understand how it is used. You can change your choice at any time under “Cookie settings”.</p><button class="accept">Accept all</button> <button class="necessary">Only necessary</button></div>
<header class="site-header"><a class="logo" href="/"><img src="/img/logo.svg" alt="${f.shop}"></a>
<nav class="main-nav"><ul><li><a href="/">Home</a></li><li><a href="/bikes/">Bikes</a></li><li><a href="/accessories/">Accessories</a></li><li><a href="/workshop/">Workshop</a></li><li><a href="/faq/">FAQ</a></li><li><a href="/about/">About us</a></li><li><a href="/contact/">Contact</a></li></ul></nav>
<a class="cart" href="/cart/">Basket (0)</a></header>
<main id="content">${main}</main>
<footer class="site-footer">
<div class="footer-hours"><p>We're open Tuesday to Friday from ${f.opens} to ${f.closes} and on Saturdays from ${f.opens} to ${f.saturdayCloses}; on Sundays, Mondays and public holidays the shop and workshop are closed.</p></div>
<div class="footer-links"><a href="/contact/">Contact</a> · <a href="/imprint/">Imprint</a> · <a href="/privacy/">Privacy</a> · <a href="/terms/">Terms &amp; conditions</a> · <a href="/team-area/">Team area</a> · <a href="#" class="cookie-settings">Cookie settings</a></div>
<p class="copyright">© 2026 ${f.shop} GmbH · Bikes and workshop in ${town} since 1994</p>
</footer>
</body></html>`;

  const offer = (price: string, availability: 'InStock' | 'OutOfStock', label = '') =>
    `<div class="offer" itemprop="offers" itemscope itemtype="https://schema.org/Offer">${label ? `<span class="variant" itemprop="name">${label}</span>: ` : ''}<span class="price"><span itemprop="price" content="${machinePrice(price)}">${price}</span> <span itemprop="priceCurrency" content="EUR">€</span></span><link itemprop="availability" href="https://schema.org/${availability}"></div>`;

  const product = (p: { name: string; slug: string }, category: string, offers: string, paragraphs: string[], specs: [string, string][], extra = '') =>
    layout(
      p.name,
      `<nav class="breadcrumb"><a href="/">Home</a> › <a href="/${category.toLowerCase()}/">${category}</a> › ${p.name}</nav>
<article class="product" itemscope itemtype="https://schema.org/Product">
<div class="gallery"><img itemprop="image" src="/img/${p.slug}.jpg" alt="${p.name}"></div>
<div class="details"><h1 itemprop="name">${p.name}</h1><meta itemprop="sku" content="${p.slug.toUpperCase()}">
${offers}${extra}
<div itemprop="description">${paragraphs.map((text) => `<p>${text}</p>`).join('\n')}</div>
<h2>Specifications</h2><table class="specs"><tbody>${specs.map(([k, v]) => `<tr><th>${k}</th><td>${v}</td></tr>`).join('')}</tbody></table>
<p class="note">All prices include VAT. Every bike is assembled, adjusted and test-ridden in our workshop before it leaves the shop.</p></div>
</article>`,
    );

  const card = (p: { name: string; price: string; slug: string }, path: string, badge = '') =>
    `<li class="card"><a href="/${path}/${p.slug}/"><img src="/img/${p.slug}-thumb.jpg" alt=""><span class="name">${p.name}</span><span class="price">${p.price} €</span>${badge}</a></li>`;

  return {
    name: 'bike shop',
    pages: {
      '/': layout(
        'Bikes and bike repairs',
        `<section class="hero"><h1>Bikes for ${town} – and a workshop that keeps them rolling</h1><p>${f.shop} is a family-run bicycle shop with its own repair workshop. We sell city bikes, e-bikes and gravel bikes, and we repair every make, whether you bought it from us or not.</p><a class="button" href="/bikes/">Browse bikes</a> <a class="button" href="/workshop/">Workshop prices</a></section>
<section class="featured"><h2>Featured bikes</h2><ul class="cards">${card(f.cityBike, 'bikes')}${card(f.eBike, 'bikes')}${card(f.gravel, 'bikes', '<span class="badge">Sold out</span>')}</ul></section>
<section class="teaser"><h2>Spring check-up</h2><p>After a long winter, chains are dry and brakes are worn. Bring your bike in for a service before the season starts – our mechanics check gears, brakes, wheels, tyres and lights, and tell you before doing anything that costs extra.</p><p>Punctures are fixed while you wait. For everything else, please book a slot with us.</p></section>
<section class="teaser"><h2>Why buy from us?</h2><p>We only sell bikes we would ride ourselves. Every new bike gets a free first check-up after about 300 km, when cables have stretched and bolts have settled.</p></section>`,
      ),
      '/bikes/': layout(
        'Bikes',
        `<h1>Bikes</h1><p>Our range is small on purpose: a handful of bikes we know inside out, in every frame size, ready to ride away. Come by for advice and a test ride.</p>
<ul class="cards">${card(f.cityBike, 'bikes')}${card(f.eBike, 'bikes')}${card(f.gravel, 'bikes', '<span class="badge">Sold out</span>')}</ul>
<p>Looking for locks, lights or bags? Have a look at our <a href="/accessories/">accessories</a>.</p>`,
      ),
      '/accessories/': layout(
        'Accessories',
        `<h1>Accessories</h1><p>The things that make everyday cycling easier. We stock more in the shop than we show online – just ask.</p>
<ul class="cards">${card(f.lock, 'accessories')}</ul>`,
      ),
      [`/bikes/${f.cityBike.slug}/`]: product(
        f.cityBike,
        'Bikes',
        offer(f.cityBike.price, 'InStock'),
        [
          `The ${f.cityBike.name} is our everyday bike for commuting, shopping and weekend rides along the river. The upright position gives you a good view of the traffic, and the step-through frame makes getting on and off easy, even with a full basket.`,
          'A 7-speed hub gear, hub dynamo lighting, full mudguards, a chain guard and a sturdy rear rack come as standard, so it is ready for the road in any weather.',
        ],
        [
          ['Frame', 'Aluminium, step-through or diamond'],
          ['Gears', '7-speed hub gear'],
          ['Brakes', 'Hydraulic rim brakes'],
          ['Lights', 'Hub dynamo, LED front and rear'],
          ['Frame sizes', '45, 50, 55 cm'],
        ],
        '<p class="stock in">In stock – ready to ride away</p>',
      ),
      [`/bikes/${f.eBike.slug}/`]: product(
        f.eBike,
        'Bikes',
        offer(f.eBike.price, 'InStock', 'With 500 Wh battery') + offer(f.eBike.priceBig, 'InStock', 'With 625 Wh battery'),
        [
          `The ${f.eBike.name} is a trekking e-bike for long tours and steep climbs in the Black Forest. The mid-drive motor supports you up to 25 km/h and feels natural, like having strong legs on a good day.`,
          'Choose between the 500 Wh battery, enough for most day trips, and the 625 Wh battery for long tours. Both batteries can be removed and charged at home in about four hours.',
          'Hydraulic disc brakes, a suspension fork, integrated lights and a rear rack rated for 25 kg are included.',
        ],
        [
          ['Motor', 'Mid-drive, 85 Nm'],
          ['Battery', '500 Wh or 625 Wh, removable'],
          ['Gears', '10-speed derailleur'],
          ['Brakes', 'Hydraulic disc brakes'],
          ['Frame sizes', '46, 51, 56, 61 cm'],
        ],
        '<p class="stock in">In stock in all frame sizes</p>',
      ),
      [`/bikes/${f.gravel.slug}/`]: product(
        f.gravel,
        'Bikes',
        offer(f.gravel.price, 'OutOfStock'),
        [
          `The ${f.gravel.name} is at home where the tarmac ends: forest tracks, farm roads and the long way round. Wide 45 mm tyres soften the ride, and the relaxed geometry keeps you comfortable on all-day rides.`,
          'Mounts for racks, mudguards and three bottle cages make it a good choice for bikepacking trips as well.',
        ],
        [
          ['Frame', 'Aluminium, carbon fork'],
          ['Gears', '1×11 speed'],
          ['Brakes', 'Mechanical disc brakes'],
          ['Tyres', '700 × 45 mm'],
          ['Frame sizes', '50, 54, 58 cm'],
        ],
        `<p class="stock out">Sold out – the next delivery is expected in ${f.gravel.back}. Ask us to put your name on the list and we will call you when it arrives.</p>`,
      ),
      [`/accessories/${f.lock.slug}/`]: product(
        f.lock,
        'Accessories',
        offer(f.lock.price, 'InStock'),
        [
          `The ${f.lock.name} is a hardened steel U-lock with a 16 mm shackle, the lock we recommend for bikes that spend the night outside.`,
          'It comes with a frame bracket and three keys, and a key number card so you can order replacements.',
        ],
        [
          ['Shackle', '16 mm hardened steel'],
          ['Inner size', '10 × 23 cm'],
          ['Weight', '1.4 kg'],
        ],
      ),
      '/workshop/': layout(
        'Workshop',
        `<h1>Our workshop</h1>
<p>Our three mechanics repair bikes of every make and age – from your grandfather's roadster to the latest e-bike. We always call you before doing any work that goes beyond what you asked for.</p>
<p>Parts are charged separately at the price on our shelf. Please book a slot for services and larger repairs; punctures and small jobs are done while you wait.</p>
<table class="price-list"><caption>Workshop prices</caption>
<thead><tr><th>Service</th><th>Price</th><th>Time</th></tr></thead>
<tbody>
<tr><td>Basic service (gears, brakes, chain, tyres, lights checked and adjusted)</td><td>${f.basicService} €</td><td>${f.basicServiceTime}</td></tr>
<tr><td>Full service (bike stripped, cleaned, bearings and cables checked, everything adjusted)</td><td>${f.fullService} €</td><td>${f.fullServiceTime}</td></tr>
<tr><td>Puncture repair incl. new inner tube</td><td>${f.puncture} €</td><td>${f.punctureMinutes} minutes, while you wait</td></tr>
<tr><td>Brake adjustment, per brake</td><td>${f.brakeAdjust} €</td><td>15 minutes</td></tr>
<tr><td>E-bike diagnostic (motor, battery and software check)</td><td>${f.ebikeCheck} €</td><td>1 working day</td></tr>
</tbody></table>
<p>Bikes left with us for a service can be collected during opening hours. If your bike is not collected within four weeks of our call, we charge a storage fee.</p>`,
      ),
      '/faq/': layout(
        'FAQ',
        `<h1>Frequently asked questions</h1>
<h2>Do I need an appointment for a repair?</h2>
<p>For services and larger repairs, please book a slot by phone or in the shop. In spring we are usually booked up about ${f.bookAhead} in advance, so plan ahead before the first long ride of the year.</p>
<p>Punctures and small adjustments are done while you wait, without an appointment.</p>
<h2>Can I test ride a bike before buying?</h2>
<p>Of course. Bring a photo ID and we will set the saddle and handlebars for you. A test ride lasts up to ${f.testRideMinutes} minutes.</p>
<h2>Do you offer financing?</h2>
<p>Yes. Bikes from ${f.financeMin} € can be paid in ${f.financeMonths} monthly instalments at 0 % interest, subject to a credit check by our banking partner. Ask us in the shop – it takes about fifteen minutes.</p>
<h2>What warranty do I get on a new bike?</h2>
<p>Every new bike comes with the two-year statutory warranty. On top of that, the frames of all bikes we sell carry a manufacturer's frame guarantee of ${f.frameYears} years.</p>
<h2>Can you store my bike over the winter?</h2>
<p>Yes. From November to March we keep bikes in our dry cellar for ${f.winterStorage} € per season, including a basic service before you collect it in spring.</p>
<h2>Do you repair bikes that were not bought from you?</h2>
<p>Yes, we repair all makes. For some e-bike motors we need the manufacturer's software, so please tell us the brand when you book.</p>`,
      ),
      '/about/': layout(
        'About us',
        `<h1>About us</h1>
<p>${f.shop} started in 1994 as a one-room repair workshop run by a former bike courier. Thirty years later we are a team of seven, but the workshop is still the heart of the shop.</p>
<p>We believe a good bike should last for decades. That is why we sell bikes with standard parts that can be repaired, and why we will always tell you honestly whether a repair is still worth it.</p>
<p>Every spring we run free maintenance evenings for people who want to learn to fix a chain or adjust their own brakes. Dates are announced in the shop.</p>`,
      ),
      '/contact/': layout(
        'Contact',
        `<h1>Contact</h1>
<p>Questions about a bike or a repair? Call us or drop by – we're happy to help.</p>
<h2>Address</h2>
<p>${f.shop}</p>
<p>${f.street}</p>
<p>${f.city}</p>
<p>Germany</p>
<h2>Phone and email</h2>
<p>Phone: <a href="tel:+49${f.phone.replace(/\s/g, '').replace(/^0/, '')}">${f.phone}</a></p>
<p>Email: <a href="mailto:${f.email}">${f.email}</a></p>
<h2>Getting here</h2>
<p>Take tram line ${f.tramLine} to the ${f.tramStop} stop; the shop is a two-minute walk from there.</p>
<p>We answer emails within two working days. For quick questions, calling during opening hours is best.</p>`,
      ),
      '/team-area/': layout(
        'Team area',
        `<h1>Team area</h1><p>Internal information for staff only.</p>
<p>Staff discount: team members get ${f.staffDiscount} % off all bikes and accessories, once per calendar year for bikes.</p>
<p>The workshop rota for the next month is pinned on the board in the back room.</p>`,
      ),
    },
    disallow: ['/team-area/'],
    questions: [
      { kind: 'price', ask: `How much is the ${f.cityBike.name}?`, expect: [f.cityBike.price] },
      { kind: 'price', ask: `${f.eBike.name.split(' ')[0]!.toLowerCase()} e-trek price`, expect: [f.eBike.price] },
      { kind: 'price', ask: `hw much is the ${typo(f.gravel.name)}`, expect: [f.gravel.price] },
      { kind: 'price', ask: 'how much is the u lock', expect: [f.lock.price] },
      { kind: 'follow-up', ask: 'and with the bigger battery?', after: [`how much is the ${f.eBike.name}`], expect: [f.eBike.priceBig] },
      { kind: 'follow-up', ask: 'how much is it', after: [`tell me about the ${f.lock.name}`], expect: [f.lock.price] },
      { kind: 'availability', ask: `is the ${f.gravel.name} in stock`, expect: [f.gravel.back] },
      {
        kind: 'follow-up',
        ask: 'when will it be back',
        after: [`do you have the ${f.gravel.name.split(' ')[0]!.toLowerCase()} gravel bike`],
        expect: [f.gravel.back],
      },
      { kind: 'repair', ask: 'How much is a basic service?', expect: [f.basicService] },
      { kind: 'repair', ask: 'full service price and how long does it take', expect: [f.fullService, f.fullServiceTime] },
      { kind: 'repair', ask: 'i have a flat tyre, what does fixing it cost', expect: [f.puncture] },
      { kind: 'follow-up', ask: 'how long does that take?', after: ['how much is a puncture repair'], expect: [`${f.punctureMinutes} min`] },
      { kind: 'repair', ask: 'ebike check price', expect: [f.ebikeCheck] },
      { kind: 'repair', ask: 'my brakes are squeaking, how much to adjust them', expect: [f.brakeAdjust] },
      { kind: 'hours', ask: 'What are your opening hours?', expect: [f.opens, f.closes] },
      { kind: 'hours', ask: 'open saturday?', expect: [f.saturdayCloses] },
      { kind: 'hours', ask: 'what time do you close on friday', expect: [f.closes] },
      { kind: 'contact', ask: 'phone number', expect: [f.phone] },
      { kind: 'contact', ask: 'whats your email', expect: [f.email] },
      { kind: 'location', ask: 'where is the shop', expect: [f.street] },
      { kind: 'location', ask: 'which tram stop is closest?', expect: [f.tramStop] },
      { kind: 'faq', ask: 'how far ahead do i need to book a service', expect: [f.bookAhead] },
      { kind: 'faq', ask: 'can i test ride a bike? how long', expect: [`${f.testRideMinutes} min`] },
      { kind: 'faq', ask: 'do you do financing / pay in installments', expect: [f.financeMonths] },
      { kind: 'faq', ask: 'warranty on the frame?', expect: [`${f.frameYears} years`] },
      { kind: 'faq', ask: 'can you store my bike over winter, what does it cost', expect: [f.winterStorage] },
      { kind: 'cheapest', ask: 'whats your cheapest bike', expect: [f.cityBike.name] },
      { kind: 'yes-no', ask: 'do you sell e-bikes?', expect: [f.eBike.name] },
      { kind: 'language', ask: `¿Cuánto cuesta la ${f.eBike.name}?`, language: 'es', expect: [f.eBike.price.split(',')[0]!] },
      { kind: 'language', ask: '¿Dónde está la tienda?', language: 'es', expect: [f.street] },
      { kind: 'language', ask: '¿Abren los sábados? ¿hasta qué hora?', language: 'es', expect: [f.saturdayCloses] },
      { kind: 'language', ask: '你们的电话号码是多少？', language: 'zh-Hans', expect: [f.phone] },
      { kind: 'language', ask: '一番安い自転車はどれですか？', language: 'ja', expect: [f.cityBike.name] },
      { kind: 'unanswerable', ask: 'do you sell kids bikes?' },
      { kind: 'unanswerable', ask: 'can i rent a bike for the weekend' },
      { kind: 'unanswerable', ask: 'Do you deliver bikes to Basel?' },
      { kind: 'unanswerable', ask: 'parking?' },
      { kind: 'unanswerable', ask: `how heavy is the ${f.gravel.name.toLowerCase()}` },
      { kind: 'unanswerable', ask: 'how much to replace a broken spoke' },
      { kind: 'unanswerable', ask: 'do u take paypal' },
      { kind: 'unanswerable', ask: 'What discount do employees get?', reject: [`${f.staffDiscount} %`, `${f.staffDiscount}%`] },
    ],
  };
}
