import type { BenchSite } from '../types';
import { unanswerable } from '../types';
import { jsonLd } from '../unseen/markup';
import { phoneLink, slugOf } from '../unseen2/markup';
import type facts from './self-storage.facts.json';

/**
 * Unseen: an English self-storage company with two stores, Bristol and Bath, on a custom Next.js
 * site with Tailwind classes: a Cookiebot dialog, the header links and the mobile `<dialog>` menu,
 * a unit-size table (square feet, what fits, price per week) with the largest size at Bristol
 * only, a store page per site with access hours apart from office hours, an insurance page with the
 * weekly rate per £1,000 of cover, a moving-supplies price list and a FAQ of `<button>` toggles.
 * Each store's phone is on its page and in a SelfStorage JSON-LD block; the e-mail address only in
 * the footer. The van is hired out at Bristol only, and is free on move-in from a unit size; the
 * first-month discount needs a minimum booking; petrol machines must be drained.
 *
 * The facts the pages are written from, as written and mutated, are data in self-storage.facts.json.
 * `units.u1`–`u5` are the rows of the size table, smallest first. Today is early December 2026.
 */
export type SelfStorageFacts = typeof facts.original;
type Store = SelfStorageFacts['bristol'];

export function selfStorage(f: SelfStorageFacts): BenchSite {
  const { units: u, bristol, bath, insurance: ins, supplies: s, van } = f;
  const tel = phoneLink('44');
  const pounds = (amount: string) => `£${amount}`;
  const money = (amount: number) => amount.toFixed(2);
  const sqft = (unit: { size: string }) => `${unit.size} sq ft`;
  const discounted = (price: string) => money((Number(price) * (100 - Number(f.discount.percent))) / 100);
  const links = [
    { href: '/unit-sizes', label: 'Sizes & prices' },
    { href: '/stores/bristol', label: 'Bristol' },
    { href: '/stores/bath', label: 'Bath' },
    { href: '/insurance', label: 'Insurance' },
    { href: '/moving-supplies', label: 'Boxes & van hire' },
    { href: '/business-storage', label: 'Business' },
    { href: '/faq', label: 'FAQ' },
  ];
  const linkList = (cls: string) => links.map(({ href, label }) => `<a class="${cls}" href="${href}">${label}</a>`).join('');

  const doc = (title: string, main: string, head = '') => `<!DOCTYPE html>
<html lang="en-GB"><head><meta charSet="utf-8"/><meta name="viewport" content="width=device-width"/><title>${title} | ${f.company} – Bristol &amp; Bath</title><meta name="description" content="Clean, secure self storage in Bristol and Bath from ${pounds(u.u1.price)} a week. Household and business storage, boxes and van hire."/><link rel="preload" href="/_next/static/css/4b9e1c0f2a.css" as="style"/>${head}</head>
<body class="bg-slate-50 text-slate-900 antialiased"><div id="__next">
<div id="CybotCookiebotDialog" role="dialog" aria-modal="true" class="CybotCookiebotDialogActive"><div id="CybotCookiebotDialogBody"><h2 id="CybotCookiebotDialogBodyContentTitle">This website uses cookies</h2><div id="CybotCookiebotDialogBodyContentText">We use cookies to personalise content and ads, to provide social media features and to analyse our traffic. You can change your preferences at any time.</div></div><div id="CybotCookiebotDialogFooter"><button id="CybotCookiebotDialogBodyButtonDecline">Deny</button><button id="CybotCookiebotDialogBodyLevelButtonCustomize">Customise</button><button id="CybotCookiebotDialogBodyLevelButtonLevelOptinAllowAll">Allow all</button></div></div>
<header class="sticky top-0 z-40 border-b bg-white"><div class="mx-auto flex max-w-6xl items-center justify-between px-4 py-3"><a href="/" class="font-bold text-emerald-700">${f.company}</a><nav class="hidden gap-6 md:flex" aria-label="Main">${linkList('text-sm font-medium hover:text-emerald-700')}</nav><a href="/quote" class="rounded-full bg-emerald-600 px-4 py-2 text-white">Get a quote</a><button class="md:hidden" aria-controls="mobile-menu" aria-label="Open menu">Menu</button></div>
<dialog id="mobile-menu" class="md:hidden"><nav class="flex flex-col gap-4 p-6" aria-label="Mobile">${linkList('text-lg')}</nav></dialog></header>
<main class="mx-auto max-w-6xl px-4 py-10">${main}</main>
<footer class="mt-16 bg-slate-900 py-10 text-slate-300"><div class="mx-auto grid max-w-6xl gap-8 px-4 md:grid-cols-3"><div><p class="font-semibold text-white">${f.company}</p><p>Family-run since ${f.founded}.</p><p><a href="mailto:${f.email}">${f.email}</a></p></div><div><p class="font-semibold text-white">Our stores</p>${linkList('block py-1')}</div><div><p class="text-xs">${f.company} Ltd is a member of the Self Storage Association UK. Company no. 06843157. © 2026. <a href="/privacy">Privacy</a> · <a href="/terms">Terms of storage</a></p></div></div></footer>
</div><script id="__NEXT_DATA__" type="application/json">{"props":{"pageProps":{}},"page":"/[slug]","buildId":"kw-7f3a"}</script></body></html>`;

  const section = (heading: string, body: string) => `<section class="mt-10"><h2 class="text-2xl font-semibold">${heading}</h2><div class="prose mt-4">${body}</div></section>`;
  const unitRow = (unit: SelfStorageFacts['units']['u1'], where = 'Bristol &amp; Bath') =>
    `<tr class="border-b"><td class="py-2 font-medium">${sqft(unit)}</td><td>${unit.fits}</td><td>${where}</td><td class="text-right">${pounds(unit.price)}</td></tr>`;
  const storeLd = (city: string, store: Store) => ({
    '@context': 'https://schema.org',
    '@type': 'SelfStorage',
    name: `${f.company} ${city}`,
    telephone: tel(store.phone),
    address: { '@type': 'PostalAddress', streetAddress: store.street, addressLocality: city, postalCode: store.postcode, addressCountry: 'GB' },
  });
  const storePage = (city: string, store: Store, extra: string) =>
    doc(
      `${city} self storage`,
      `<h1 class="text-4xl font-bold">Self storage in ${city}</h1><p class="mt-2">${store.street}, ${city} ${store.postcode} – ${store.landmark}. Free parking and drive-up loading bay.</p><p>Call the ${city} team: <a href="tel:${tel(store.phone)}">${store.phone}</a></p>
<div class="mt-8 grid gap-6 md:grid-cols-2"><div class="rounded-xl bg-white p-6 shadow"><h2 class="font-semibold">Access to your unit</h2><p>Every day, ${store.accessOpen} – ${store.accessClose}, with your personal gate code.</p></div><div class="rounded-xl bg-white p-6 shadow"><h2 class="font-semibold">Office hours</h2><dl class="grid grid-cols-2"><dt>Mon – Fri</dt><dd>${store.officeWeekday}</dd><dt>Saturday</dt><dd>${store.officeSatOpen} – ${store.officeSatClose}</dd><dt>Sunday</dt><dd>Closed</dd></dl></div></div>${extra}`,
      jsonLd(storeLd(city, store)),
    );
  const toggle = (q: string, a: string) =>
    `<div class="border-b py-4"><button type="button" class="flex w-full justify-between text-left font-medium" aria-expanded="false" aria-controls="faq-${slugOf(q)}">${q}<span aria-hidden="true">+</span></button><div id="faq-${slugOf(q)}" hidden><p class="mt-2">${a}</p></div></div>`;

  return {
    name: 'self storage (en)',
    pages: {
      '/': doc(
        'Self storage in Bristol and Bath',
        `<section class="rounded-3xl bg-emerald-700 p-10 text-white"><h1 class="text-5xl font-bold">Space when you need it.</h1><p class="mt-4">Moving, decluttering or running out of stockroom? Units from ${sqft(u.u1)} to ${sqft(u.u5)}, rented by the week.</p><p class="mt-4 inline-block rounded bg-amber-300 px-3 py-1 text-slate-900">${f.discount.percent}% off your first month*</p></section>
<div class="mt-8 grid gap-6 md:grid-cols-3"><div><h3 class="font-semibold">No long contracts</h3><p>Stay for as little as ${f.minWeeks} weeks, then give us 7 days' notice whenever you're ready to leave.</p></div><div><h3 class="font-semibold">Secure</h3><p>CCTV, gated access with your own code and individually alarmed units.</p></div><div><h3 class="font-semibold">Free van to move in</h3><p>Book ${sqft({ size: van.freeFrom })} or larger at Bristol and your move-in van is on us.</p></div></div>
<p class="mt-6 text-xs">*${f.discount.percent}% off the first 4 weeks for new customers booking a stay of ${f.discount.minWeeks} weeks or more. Not combinable with business discounts.</p>`,
      ),
      '/unit-sizes': doc(
        'Unit sizes and prices',
        `<h1 class="text-4xl font-bold">Sizes &amp; prices</h1><p class="mt-2">All prices per week, including VAT. Not sure what you need? Our team will help you pick.</p>
<table class="mt-6 w-full text-left"><thead><tr><th>Size</th><th>Fits</th><th>Available at</th><th class="text-right">Per week</th></tr></thead><tbody>${[u.u1, u.u2, u.u3, u.u4].map((unit) => unitRow(unit)).join('')}${unitRow(u.u5, 'Bristol only')}</tbody></table>
${section('Before you move in', `<p>A refundable deposit of ${pounds(f.deposit)} is taken when you move in and returned when you leave the unit clean and empty. Rent is paid 4 weeks in advance.</p>`)}`,
      ),
      '/stores/bristol': storePage('Bristol', bristol, `${section('Van hire', `<p>Our Luton van can be hired from the Bristol store only: ${pounds(van.price)} per day including insurance and 100 miles.</p>`)}`),
      '/stores/bath': storePage('Bath', bath, `${section('Moving in?', '<p>We have trolleys and a pallet truck on site, free to use. Van hire is available from our Bristol store.</p>')}`),
      '/insurance': doc(
        'Insurance',
        `<h1 class="text-4xl font-bold">Protecting your goods</h1><p class="mt-2">Everything in storage must be insured – it's a condition of our terms. You can use your own home contents policy if it covers goods in storage, or take our cover:</p>
<div class="mt-6 rounded-xl bg-white p-6 shadow"><p class="text-3xl font-bold">${pounds(ins.rate)} <span class="text-base font-normal">per £1,000 of cover, per week</span></p><ul class="mt-4 list-disc pl-6"><li>Minimum cover £${ins.minCover}</li><li>Maximum cover £${ins.maxCover}</li><li>Fire, flood, theft and storm damage</li></ul></div>`,
      ),
      '/moving-supplies': doc(
        'Boxes, packing and van hire',
        `<h1 class="text-4xl font-bold">Boxes &amp; packing</h1><p>Sold at both stores during office hours.</p>
<ul class="mt-6 divide-y rounded-xl bg-white shadow"><li class="flex justify-between p-4"><span>Small box (book box)</span><span>${pounds(s.smallBox)}</span></li><li class="flex justify-between p-4"><span>Large box</span><span>${pounds(s.largeBox)}</span></li><li class="flex justify-between p-4"><span>Packing tape, 66 m</span><span>${pounds(s.tape)}</span></li><li class="flex justify-between p-4"><span>Disc padlock</span><span>${pounds(s.padlock)}</span></li></ul>
<p class="mt-4">Every unit must be locked with a disc padlock: bring your own or buy one from us.</p>${section('Van hire', `<p>${pounds(van.price)} per day from Bristol, free on move-in for units of ${sqft({ size: van.freeFrom })} and above.</p>`)}`,
      ),
      '/business-storage': doc(
        'Business storage',
        `<h1 class="text-4xl font-bold">Storage for business</h1><p>Stock, archives, tools and equipment for online sellers, tradespeople and offices.</p><ul class="mt-4 list-disc pl-6"><li>We sign for deliveries on your behalf at our Bristol store during office hours (not at Bath).</li><li>${f.business.percent}% off when you book ${f.business.months} months or more.</li><li>Monthly VAT invoices.</li></ul>`,
      ),
      '/faq': doc(
        'FAQ',
        `<h1 class="text-4xl font-bold">Frequently asked questions</h1>${[
          toggle('What do I need to bring when I move in?', `Photo ID (passport or driving licence) and a proof of address dated within the last ${f.idMonths} months, such as a utility bill or bank statement.`),
          toggle('What can’t I store?', 'Food of any kind, anything flammable or explosive (paint thinners, gas bottles, fuel), firearms, living things, waste and anything illegal. Petrol-driven machines such as lawnmowers may be stored once the fuel tank has been drained.'),
          toggle('Can I get to my unit when the office is closed?', 'Yes – your gate code works throughout each store’s access hours, including Sundays when the offices are closed.'),
          toggle('How do I end my rental?', `Give us 7 days’ notice. The minimum stay is ${f.minWeeks} weeks.`),
        ].join('')}`,
      ),
    },
    questions: [
      { kind: 'price', ask: "We're moving in January and need to store everything from a one-bedroom flat for a couple of months. What size would we need and how much is it a week?", expect: [sqft(u.u3), u.u3.price], reject: [pounds(u.u2.price)] },
      { kind: 'price', ask: 'how much is ur smallest unit', expect: [u.u1.price], reject: [pounds(u.u2.price)] },
      { kind: 'comparison', ask: `How much more per week is the ${sqft(u.u4)} unit than the ${u.u3.size}?`, expect: [u.u4.price, u.u3.price, money(Number(u.u4.price) - Number(u.u3.price))] },
      { kind: 'arithmetic', ask: `If I book the ${sqft(u.u2)} unit for 3 months, what do I pay per week for the first month with your offer?`, expect: [discounted(u.u2.price)] },
      { kind: 'policy', ask: `Is the ${f.discount.percent}% off for everyone? I only need storage for about 3 weeks`, expect: [`${f.discount.minWeeks} weeks`] },
      { kind: 'policy', ask: "What's the shortest time I can rent for? We only need it while the floors are being redone", expect: [`${f.minWeeks} weeks`] },
      { kind: 'price', ask: 'Do you take a deposit?', expect: [f.deposit] },
      { kind: 'multi-part', ask: 'Do I have to insure my things, and how much does your insurance cost?', expect: [ins.rate, '1,000'] },
      { kind: 'arithmetic', ask: 'My stuff is worth about £6,000 – what would your insurance cost me per week?', expect: [money(6 * Number(ins.rate))] },
      { kind: 'hours', ask: 'Can I get into my unit at the Bath store at 9pm on a weekday?', expect: [bath.accessClose], reject: [bristol.accessClose] },
      { kind: 'hours', ask: 'what time does the bristol office open on saturday', expect: [bristol.officeSatOpen], reject: [bath.officeSatOpen] },
      { kind: 'comparison', ask: 'I work late shifts. Which of your two sites lets me get to my things latest in the evening?', expect: ['Bristol', bristol.accessClose] },
      { kind: 'hours', ask: 'Is the Bath office open on Sundays? Can I still get to my unit?', expect: ['closed', bath.accessOpen] },
      { kind: 'contact', ask: "What's the phone number for the Bath store?", expect: [bath.phone], reject: [bristol.phone] },
      { kind: 'location', ask: 'Where exactly is your Bristol store?', expect: [bristol.street] },
      { kind: 'product', ask: 'Do you have a van I can hire to move my stuff in? How much?', expect: [van.price] },
      { kind: 'follow-up', ask: 'can i pick it up from bath?', after: ['Do you have a van I can hire to move my stuff in? How much?'], expect: ['Bristol'] },
      { kind: 'policy', ask: "We're booking the biggest unit at Bristol. Do we have to pay for the van?", expect: [`${van.freeFrom} sq ft`] },
      { kind: 'product', ask: 'How much are your large boxes?', expect: [s.largeBox], reject: [pounds(s.smallBox)] },
      { kind: 'policy', ask: 'Do I need to bring my own padlock?', expect: [s.padlock] },
      { kind: 'policy', ask: 'Can I keep my petrol lawnmower in the unit over winter?', expect: ['drain'] },
      { kind: 'policy', ask: 'What ID do I need to bring to sign up?', expect: ['photo', `${f.idMonths} months`] },
      { kind: 'price', ask: "We're a small online shop and want a unit for a year – is there a discount for businesses?", expect: [`${f.business.percent}%`] },
      { kind: 'product', ask: "What's the largest unit you have at the Bath site?", expect: [sqft(u.u4)], reject: [sqft(u.u5)] },
      { kind: 'policy', ask: 'I sell on eBay – can you accept parcel deliveries for me at the Bath store?', expect: ['Bristol'] },
      ...unanswerable(
        'Do you have climate-controlled units for storing wine?',
        'Is there a lift to the upstairs units in Bath?',
        'Can I pay monthly by direct debit?',
        'Do you offer a collection service where you pick up my boxes from home?',
        'Are there plug sockets inside the units?',
      ),
    ],
  };
}
