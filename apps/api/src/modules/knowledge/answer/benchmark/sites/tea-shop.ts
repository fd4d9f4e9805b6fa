import { unanswerable, type BenchSite } from '../types';
import facts from './tea-shop.facts.json' with { type: 'json' };

/**
 * A shop: schema.org Product JSON-LD, a shipping table, <details> FAQs, contact only in the footer.
 * The facts the pages are written from, as written and mutated, are data in tea-shop.facts.json.
 */
export type TeaShopFacts = typeof facts.original;
export const TEA_SHOP: TeaShopFacts = facts.original;
export const TEA_SHOP_MUTATED: TeaShopFacts = facts.mutated;

export function teaShop(f: TeaShopFacts): BenchSite {
  const layout = (
    title: string,
    main: string,
    head = '',
  ) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title} | ${f.shop}</title>${head}</head>
<body>
<header class="site-header"><a class="logo" href="/">${f.shop}</a><nav><a href="/">Home</a> <a href="/shop/">Shop</a> <a href="/shipping/">Shipping</a> <a href="/faq/">FAQ</a> <a href="/about/">About</a></nav>
<div class="announcement">Free UK delivery on orders over £${f.freeOver}</div></header>
<main>${main}</main>
<footer><div class="footer-col"><h4>Visit our tea room</h4><p>${f.street}, ${f.city}</p><p>Mon–Sat ${f.weekdayHours}</p></div>
<div class="footer-col"><h4>Get in touch</h4><p><a href="tel:${f.phone.replace(/\s/g, '')}">${f.phone}</a><br><a href="mailto:${f.email}">${f.email}</a></p></div>
<p class="legal">© 2026 ${f.shop} Ltd. All rights reserved. Company no. 09876543.</p></footer>
</body></html>`;
  const product = (p: { name: string; price: string; slug: string }, description: string, availability: string, extra = '', offers?: unknown) =>
    layout(
      p.name,
      `<div class="product"><img src="/img/${p.slug}.jpg" alt="${p.name}"><div class="info"><h1>${p.name}</h1><p class="price">£${p.price}</p>${extra}<p>${description}</p><button>Add to basket</button></div></div>`,
      `<script type="application/ld+json">${JSON.stringify({
        '@context': 'https://schema.org',
        '@type': 'Product',
        name: p.name,
        image: `/img/${p.slug}.jpg`,
        description,
        sku: p.slug.toUpperCase(),
        offers: offers ?? { '@type': 'Offer', price: p.price, priceCurrency: 'GBP', availability: `https://schema.org/${availability}` },
      })}</script>`,
    );
  return {
    name: 'tea shop',
    pages: {
      '/': layout(
        'Loose leaf tea',
        `<h1>Loose leaf tea, blended in ${f.city.split(' ')[0]}</h1><p>We blend small batches of loose leaf tea and ship them fresh across the UK and Europe.</p>
<h2>Bestsellers</h2><ul class="grid"><li><a href="/shop/${f.teaA.slug}/">${f.teaA.name}</a> £${f.teaA.price}</li><li><a href="/shop/${f.teaB.slug}/">${f.teaB.name}</a> £${f.teaB.price}</li><li><a href="/shop/${f.teaC.slug}/">${f.teaC.name}</a> £${f.teaC.price}</li></ul>`,
      ),
      '/shop/': layout(
        'Shop',
        `<h1>Shop all teas</h1><div class="cards"><a href="/shop/${f.teaA.slug}/">${f.teaA.name}</a><a href="/shop/${f.teaB.slug}/">${f.teaB.name}</a><a href="/shop/${f.teaC.slug}/">${f.teaC.name}</a><a href="/shop/${f.kettle.slug}/">${f.kettle.name}</a></div>`,
      ),
      [`/shop/${f.teaA.slug}/`]: product(
        f.teaA,
        'A strong, malty blend of Assam and Ceylon that takes milk well. Sold in 100 g and 250 g pouches.',
        'InStock',
        `<p>250 g pouch: £${f.teaA.price250}</p>`,
        [
          { '@type': 'Offer', name: '100 g', price: f.teaA.price, priceCurrency: 'GBP', availability: 'https://schema.org/InStock' },
          { '@type': 'Offer', name: '250 g', price: f.teaA.price250, priceCurrency: 'GBP', availability: 'https://schema.org/InStock' },
        ],
      ),
      [`/shop/${f.teaB.slug}/`]: product(f.teaB, 'Green tea rolled into pearls and scented with jasmine flowers over six nights. 50 g tin.', 'InStock'),
      [`/shop/${f.teaC.slug}/`]: product(
        f.teaC,
        'Black tea dried over pinewood fires, with a deep smoky taste. 100 g pouch.',
        'OutOfStock',
        `<p class="stock">Sold out — back in ${f.teaC.back}.</p>`,
      ),
      [`/shop/${f.kettle.slug}/`]: product(
        f.kettle,
        'Stainless steel kettle with a thermometer in the lid, for pouring green tea at the right temperature. Works on gas, electric and induction hobs.',
        'InStock',
      ),
      '/shipping/': layout(
        'Shipping',
        `<h1>Shipping &amp; delivery</h1><p>Orders placed before 2 pm on a weekday leave us the same day.</p>
<table><caption>Delivery rates</caption><thead><tr><th>Destination</th><th>Cost</th><th>Delivery time</th></tr></thead>
<tbody><tr><td>United Kingdom</td><td>£${f.ukShipping}</td><td>1–2 working days</td></tr><tr><td>European Union</td><td>£${f.euShipping}</td><td>3–6 working days</td></tr><tr><td>Rest of the world</td><td>Not available</td><td>—</td></tr></tbody></table>
<p>UK orders over £${f.freeOver} ship free.</p>`,
      ),
      '/faq/': layout(
        'FAQ',
        `<h1>Frequently asked questions</h1>
<details><summary>Can I return my order?</summary><p>Unopened tea can be returned within ${f.returnDays} days of delivery for a full refund. Email us first and we will send a returns label.</p></details>
<details><summary>How should I store loose leaf tea?</summary><p>Keep it in an airtight tin, away from light, heat and strong smells. It stays fresh for about a year.</p></details>
<details><summary>Do you offer gift wrapping?</summary><p>Yes. Choose gift wrap at checkout for £2.50 and add a handwritten note.</p></details>
<details><summary>Is your tea organic?</summary><p>All our green and white teas are certified organic; most black teas are too, and each product page says so.</p></details>`,
      ),
      '/about/': layout(
        'About us',
        `<h1>About us</h1><p>${f.shop} was started in 2015 by two friends who ran a market stall on weekends.</p><p>Our tea room serves every tea we sell, by the pot.</p>`,
      ),
      '/wholesale/': layout('Wholesale', `<h1>Wholesale</h1><p>Trade customers pay £4.10 per 100 g on orders of 5 kg or more.</p>`),
    },
    disallow: ['/wholesale/'],
    questions: [
      { kind: 'price', ask: `How much is the ${f.teaA.name}?`, expect: [f.teaA.price] },
      { kind: 'price', ask: `${f.teaB.name.toLowerCase()} price`, expect: [f.teaB.price] },
      { kind: 'price', ask: `whats the price of ${f.teaC.name.split(' ')[1]!.toLowerCase()}`, expect: [f.teaC.price] },
      { kind: 'price', ask: `How much does the ${f.kettle.name.split(' ')[0]!.toLowerCase()} kettle cost?`, expect: [f.kettle.price] },
      { kind: 'price', ask: `hw much is ${misspell(f.teaB.name)}`, expect: [f.teaB.price] },
      { kind: 'follow-up', ask: 'and the 250 g pouch?', after: [`How much is ${f.teaA.name}?`], expect: [f.teaA.price250] },
      { kind: 'follow-up', ask: 'how much is it?', after: [`Tell me about the ${f.kettle.name}`], expect: [f.kettle.price] },
      { kind: 'availability', ask: `Is ${f.teaC.name} in stock?`, expect: [f.teaC.back] },
      { kind: 'availability', ask: `do you have ${f.teaB.name} available?`, expect: ['in stock'] },
      { kind: 'shipping', ask: 'How much is shipping to the UK?', expect: [f.ukShipping] },
      { kind: 'shipping', ask: 'Do you deliver to the EU? how much', expect: [f.euShipping] },
      { kind: 'shipping', ask: 'When is shipping free?', expect: [f.freeOver] },
      { kind: 'shipping', ask: 'how long does delivery take in the uk', expect: ['1–2 working days'] },
      { kind: 'returns', ask: 'What is your return policy?', expect: [`${f.returnDays} days`] },
      { kind: 'returns', ask: 'can i get a refund if i dont like it', expect: [`${f.returnDays} days`] },
      { kind: 'faq', ask: 'How do I store tea?', expect: ['airtight'] },
      { kind: 'faq', ask: 'gift wrap?', expect: ['2.50'] },
      { kind: 'contact', ask: 'What is your phone number?', expect: [f.phone] },
      { kind: 'contact', ask: 'how can I email you', expect: [f.email] },
      { kind: 'location', ask: 'Where is your tea room?', expect: [f.street] },
      { kind: 'hours', ask: 'When are you open?', expect: [f.weekdayHours] },
      { kind: 'yes-no', ask: `Do you sell a ${f.kettle.name.split(' ')[0]!.toLowerCase()} kettle?`, expect: [f.kettle.name] },
      { kind: 'product', ask: 'Tell me about the jasmine tea', expect: [f.teaB.name] },
      { kind: 'language', ask: `¿Cuánto cuesta el ${f.teaB.name}?`, language: 'es', expect: [f.teaB.price.replace('.', ',')] },
      { kind: 'language', ask: `${f.teaA.name}の値段は？`, language: 'ja', expect: [f.teaA.price] },
      { kind: 'cheapest', ask: 'What is your cheapest tea?', expect: [f.teaA.name] },
      ...unanswerable(
        'Do you sell coffee beans?',
        'Can I pay with PayPal?',
        'Do you ship to Australia?',
        'Do you have a student discount?',
        'How much caffeine is in matcha?',
        'What are the wholesale prices?',
      ),
    ],
  };
}

/** A typo a visitor would make: two neighbouring letters swapped in the first word. */
export function misspell(name: string): string {
  const [first, ...rest] = name.toLowerCase().split(' ');
  const word = first!;
  const i = Math.max(1, Math.floor(word.length / 2) - 1);
  return [word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2), ...rest].join(' ');
}
