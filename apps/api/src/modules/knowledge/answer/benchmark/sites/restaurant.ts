import { unanswerable, type BenchSite } from '../types';
import facts from './restaurant.facts.json' with { type: 'json' };

/**
 * A restaurant and venue: LocalBusiness JSON-LD with opening hours, a menu as lists with dollar
 * prices, hours also in prose, private events and policies in paragraphs, an accordion FAQ built
 * from buttons and divs (no <details>), microdata address in the footer.
 *
 * The facts the pages are written from, as written and mutated, are data in restaurant.facts.json.
 */
export type RestaurantFacts = typeof facts.original;
export const RESTAURANT: RestaurantFacts = facts.original;
export const RESTAURANT_MUTATED: RestaurantFacts = facts.mutated;

const DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

export function restaurant(f: RestaurantFacts): BenchSite {
  const openDays = DAYS.filter((day) => day !== f.closedDay);
  const jsonLd = {
    '@context': 'https://schema.org',
    '@graph': [
      {
        '@type': 'Restaurant',
        name: f.name,
        servesCuisine: 'Italian',
        telephone: f.phone,
        address: {
          '@type': 'PostalAddress',
          streetAddress: f.street,
          addressLocality: f.city.split(',')[0],
          addressRegion: 'CA',
          postalCode: f.city.split(' ').at(-1),
        },
        openingHoursSpecification: [{ '@type': 'OpeningHoursSpecification', dayOfWeek: openDays, opens: f.opens, closes: f.closes }],
      },
      { '@type': 'WebSite', name: f.name, url: '/' },
    ],
  };
  const layout = (
    title: string,
    main: string,
    head = '',
  ) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title} · ${f.name}</title>${head}</head>
<body><header><nav><a href="/">${f.name}</a> <a href="/menu">Menu</a> <a href="/events">Private events</a> <a href="/info">Visit</a></nav></header>
<main>${main}</main>
<footer itemscope itemtype="https://schema.org/Restaurant"><p itemprop="name">${f.name}</p><p itemprop="address">${f.street}, ${f.city}</p><p>Reservations: <span itemprop="telephone">${f.phone}</span></p></footer></body></html>`;
  return {
    name: 'restaurant',
    pages: {
      '/': layout(
        'Neapolitan pizza & pasta',
        `<section class="hero"><h1>Wood-fired pizza and fresh pasta</h1><p>${f.name} is a neighbourhood Italian restaurant. We are open ${openDays[0]} through ${openDays.at(-1)} from ${f.opens} to ${f.closes}, and closed on ${f.closedDay}s.</p></section>
<section><h2>Weekend brunch</h2><p>Our bottomless brunch runs Saturdays and Sundays from 11:00 to 14:30 and costs $${f.brunchPrice} per person.</p></section>`,
        `<script type="application/ld+json">${JSON.stringify(jsonLd)}</script>`,
      ),
      '/menu': layout(
        'Menu',
        `<h1>Dinner menu</h1><h2>Pizza</h2><ul><li><strong>${f.pizza.name}</strong> — tomato, fior di latte, basil <span class="price">$${f.pizza.price}</span></li><li><strong>Funghi</strong> — mushrooms, taleggio, thyme <span class="price">$18.00</span></li></ul>
<h2>Pasta</h2><ul><li><strong>${f.pasta.name}</strong> — pecorino, black pepper <span class="price">$${f.pasta.price}</span></li><li><strong>Pappardelle</strong> — slow-cooked short rib ragù <span class="price">$24.00</span></li></ul>
<h2>Dessert</h2><ul><li><strong>${f.dessert.name}</strong> — whipped mascarpone <span class="price">$${f.dessert.price}</span></li></ul>
<p>Every pizza can be made with our gluten-free base for $3 more. Vegan cheese is available on request.</p>`,
      ),
      '/events': layout(
        'Private events',
        `<h1>Private dining</h1><p>Our back room seats up to ${f.roomGuests} guests for birthdays, rehearsal dinners and team events.</p><p>To book it, email events@casalumo.example with your date and group size; we reply within two days.</p>`,
      ),
      '/info': layout(
        'Visit us',
        `<h1>Visit us</h1>
<div class="accordion"><div class="item"><button class="q">Do you take reservations?</button><div class="a"><p>Yes, for groups of up to eight, online or by phone. Larger groups should book the private room.</p></div></div>
<div class="item"><button class="q">Can I bring my own wine?</button><div class="a"><p>Yes, corkage is $${f.corkage} per bottle, limit two bottles per table.</p></div></div>
<div class="item"><button class="q">Are children welcome?</button><div class="a"><p>Absolutely. We have high chairs and a kids' menu.</p></div></div></div>
<h2>Getting here</h2><p>Street parking is limited; the Civic Center garage is a five-minute walk.</p>`,
      ),
    },
    questions: [
      { kind: 'price', ask: `How much is the ${f.pizza.name}?`, expect: [f.pizza.price] },
      { kind: 'price', ask: `${f.pasta.name} price`, expect: [f.pasta.price] },
      { kind: 'price', ask: `how much is the ${f.dessert.name.split(' ').at(-1)!.toLowerCase()}`, expect: [f.dessert.price] },
      { kind: 'price', ask: 'How much does brunch cost?', expect: [f.brunchPrice] },
      { kind: 'price', ask: 'how much is gluten free base', expect: ['$3'] },
      { kind: 'hours', ask: 'What time do you open?', expect: [f.opens] },
      { kind: 'hours', ask: 'what time do you close tonight', expect: [f.closes] },
      { kind: 'hours', ask: `Are you open on ${f.closedDay}?`, expect: ['closed'] },
      { kind: 'hours', ask: 'When is brunch?', expect: ['11:00'] },
      { kind: 'location', ask: 'Where are you located?', expect: [f.street] },
      { kind: 'location', ask: 'where can i park', expect: ['garage'] },
      { kind: 'contact', ask: 'phone number for reservations', expect: [f.phone] },
      { kind: 'faq', ask: 'Do you take reservations?', expect: ['groups of up to eight'] },
      { kind: 'faq', ask: 'can i bring my own wine', expect: [f.corkage] },
      { kind: 'faq', ask: 'are kids welcome', expect: ['high chairs'] },
      { kind: 'events', ask: 'How many people fit in the private room?', expect: [f.roomGuests] },
      { kind: 'events', ask: 'How do I book a private event?', expect: ['events@casalumo.example'] },
      { kind: 'dietary', ask: 'Do you have gluten free pizza?', expect: ['gluten-free'] },
      { kind: 'dietary', ask: 'vegan options?', expect: ['Vegan cheese'] },
      { kind: 'yes-no', ask: `Do you serve ${f.pasta.name}?`, expect: [f.pasta.name] },
      { kind: 'follow-up', ask: 'how much is it', after: [`Tell me about the ${f.pizza.name}`], expect: [f.pizza.price] },
      { kind: 'language', ask: '¿A qué hora abren?', language: 'es', expect: [f.opens] },
      { kind: 'language', ask: `כמה עולה ${f.pasta.name}?`, language: 'he', expect: [f.pasta.price] },
      { kind: 'language', ask: '你们的地址在哪里？', language: 'zh-Hans', expect: [f.street] },
      { kind: 'menu', ask: 'What pizzas do you have?', expect: [f.pizza.name] },
      ...unanswerable('Do you deliver?', 'Do you have sushi?', 'Is there live music?', 'Do you have a happy hour?', 'How much is a steak?'),
    ],
  };
}
