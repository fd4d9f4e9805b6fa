import type { BenchSite } from '../types';
import { unanswerable } from '../types';
import { jsonLd } from '../unseen/markup';
import { askedIn, phoneLink, slugOf } from '../unseen2/markup';
import type facts from './boarding-kennels.facts.json';

/**
 * Unseen: a dog boarding kennel and cattery on a farm south of Bristol, a Next.js static export in
 * British English (`lang="en-GB"`): `_next/static` chunks and a `__NEXT_DATA__` script, Tailwind
 * utility classes everywhere, a cookie consent dialog, a header nav with a mobile menu button, the
 * nightly prices as a table by dog weight with the cat prices, sharing discount, peak surcharge
 * dates and deposit beside it, daycare and grooming as cards and a small table, the vaccination
 * rules, what to bring and the drop-off and collection windows as lists, the team as cards, the FAQ
 * as a Radix-style accordion (closed items keep their answers in the DOM) with an FAQPage JSON-LD,
 * a LocalBusiness JSON-LD with openingHoursSpecification on every page, and a footer newsletter
 * form. A staff page under /internal/, which robots.txt disallows, holds next year's prices that
 * must never be quoted.
 *
 * The facts the pages are written from, as written and mutated, are data in boarding-kennels.facts.json.
 * Dogs are priced per night by weight band (a 32 kg Labrador is large); two cats sharing a chalet
 * pay the pair price; a second dog from the same household sharing a kennel gets `share`% off. The
 * peak surcharge is per pet per night. There are no collections on Sundays or bank holidays; Sunday
 * is a morning drop-off only. Kennel cough must be given `vacc.kcDays` days before arrival.
 * Injections cost extra, tablets do not. Today is late January 2027.
 */
export type BoardingKennelsFacts = typeof facts.original;

export function boardingKennels(f: BoardingKennelsFacts): BenchSite {
  const { dogs, cats, peak, vacc, times: tm, daycare: dc, bath, team: t, next } = f;
  const tel = phoneLink('44');
  const site = `https://www.${f.domain}.example`;
  const buildId = `hb${f.postcode.replace(/\s/g, '').toLowerCase()}Xq7`;
  const nav = [
    ['/', 'Home'],
    ['/prices', 'Prices'],
    ['/before-your-stay', 'Before your stay'],
    ['/about-us', 'About us'],
    ['/faq', 'FAQ'],
  ];
  const lab = "Hi there, we've got a 32kg labrador - how much would he be per night?";
  const windows = `Monday to Saturday ${tm.amOpen}–${tm.amClose} and ${tm.pmOpen}–${tm.pmClose}`;
  const faqs: [string, string][] = [
    ['Can my two dogs share a kennel?', `Yes. Dogs from the same household can share one of our double kennels, and the second dog gets ${f.share}% off the nightly rate.`],
    [
      'Can I collect my pet on a Sunday?',
      `Sorry, no. We don't do collections on Sundays or bank holidays so the team can spend the day with the animals. Sunday drop-offs are fine between ${tm.sunOpen} and ${tm.sunClose}.`,
    ],
    ['What if my pet needs medication?', `We give tablets and liquid medicines at no extra charge. Injections (for example insulin) are £${f.injection} per day. Please bring medication in its original labelled packaging.`],
    ['Do I have to bring food?', `No need: we feed ${f.food} at no extra cost. If your pet is on a special or prescription diet, bring enough of their own food for the whole stay.`],
    ['Do the dogs get walked?', 'Every boarding dog gets two walks a day in our secure paddocks, plus playtime with friendly dogs if you are happy for them to mix.'],
    ['What if my pet is unwell while staying?', `${t.owner.first} is a registered veterinary nurse and checks every boarder daily. If your pet needs a vet we will call you straight away.`],
    ['Is there a minimum stay?', `Only during peak periods, when the minimum stay is ${peak.minNights} nights.`],
  ];

  const business = jsonLd({
    '@context': 'https://schema.org',
    '@type': 'LocalBusiness',
    address: { '@type': 'PostalAddress', streetAddress: f.farm, addressLocality: f.village, addressRegion: f.region, postalCode: f.postcode, addressCountry: 'GB' },
    name: f.business,
    openingHoursSpecification: [
      { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'], opens: tm.ldAmOpen, closes: tm.ldAmClose },
      { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'], opens: tm.ldPmOpen, closes: tm.ldPmClose },
      { '@type': 'OpeningHoursSpecification', dayOfWeek: 'Sunday', opens: tm.ldSunOpen, closes: tm.ldSunClose },
    ],
    '@id': `${site}/#business`,
    url: site,
    telephone: tel(f.phone),
    email: f.email,
    priceRange: '££',
  });
  const h1 = (text: string) => `<h1 class="font-serif text-4xl font-semibold tracking-tight text-emerald-950 sm:text-5xl">${text}</h1>`;
  const h2 = (text: string, id = slugOf(text).replace(/^-|-$/g, '')) => `<h2 id="${id}" class="mt-12 scroll-mt-24 font-serif text-2xl font-semibold text-emerald-900">${text}</h2>`;
  const para = (html: string) => `<p class="mt-4 leading-7 text-stone-700">${html}</p>`;
  const list = (items: string[]) => `<ul class="mt-4 list-disc space-y-2 pl-6 text-stone-700">${items.map((i) => `<li>${i}</li>`).join('')}</ul>`;
  const table = (head: string[], rows: string[][]) =>
    `<div class="mt-6 overflow-x-auto rounded-xl ring-1 ring-stone-200"><table class="min-w-full divide-y divide-stone-200 text-left text-sm"><thead class="bg-emerald-50"><tr>${head.map((h) => `<th scope="col" class="px-4 py-3 font-semibold text-emerald-900">${h}</th>`).join('')}</tr></thead><tbody class="divide-y divide-stone-100 bg-white">${rows
      .map((r) => `<tr>${r.map((c, i) => `<td class="px-4 py-3${i ? '' : ' font-medium text-stone-900'}">${c}</td>`).join('')}</tr>`)
      .join('')}</tbody></table></div>`;
  const card = (title: string, body: string) => `<div class="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-stone-200"><h3 class="text-lg font-semibold text-emerald-900">${title}</h3><div class="mt-2 text-stone-700">${body}</div></div>`;
  const person = (name: string, role: string, bio: string) =>
    `<li class="flex gap-x-6"><img class="h-20 w-20 rounded-full object-cover" src="/_next/image?url=%2Fimages%2Fteam%2F${slugOf(name).replace(/^-|-$/g, '')}.jpg&amp;w=256&amp;q=75" alt="" loading="lazy" width="80" height="80" decoding="async"><div><h3 class="text-base font-semibold text-stone-900">${name}</h3><p class="text-sm font-semibold text-emerald-700">${role}</p><p class="mt-2 text-sm text-stone-600">${bio}</p></div></li>`;
  const accordion = (items: [string, string][]) =>
    `<div class="mt-8 divide-y divide-stone-200 rounded-2xl bg-white ring-1 ring-stone-200" data-orientation="vertical">${items
      .map(
        ([q, a], i) =>
          `<div data-state="closed" data-orientation="vertical" class="px-6"><h3 data-orientation="vertical" data-state="closed" class="flex"><button type="button" aria-controls="radix-:r${i}:" aria-expanded="false" data-state="closed" data-orientation="vertical" id="radix-:q${i}:" class="flex flex-1 items-center justify-between py-4 text-left font-medium text-stone-900 hover:underline" data-radix-collection-item="">${q}<svg class="h-4 w-4 shrink-0 transition-transform duration-200" aria-hidden="true" viewBox="0 0 24 24"><path d="m6 9 6 6 6-6"></path></svg></button></h3><div data-state="closed" id="radix-:r${i}:" role="region" aria-labelledby="radix-:q${i}:" data-orientation="vertical" class="overflow-hidden text-sm data-[state=closed]:animate-accordion-up" style="--radix-accordion-content-height:var(--radix-collapsible-content-height)"><div class="pb-4 pt-0 text-stone-700">${a}</div></div></div>`,
      )
      .join('')}</div>`;

  const header = (path: string) =>
    `<header class="sticky top-0 z-40 border-b border-stone-200 bg-white/90 backdrop-blur"><nav class="mx-auto flex max-w-6xl items-center justify-between px-4 py-3" aria-label="Global"><a href="/" class="-m-1.5 p-1.5"><span class="sr-only">${f.business}</span><img class="h-10 w-auto" src="/images/logo-${f.domain}.svg" alt="${f.business}" width="180" height="40"></a><div class="hidden gap-x-8 lg:flex">${nav
      .map(([href, label]) => `<a href="${href}" class="text-sm font-semibold leading-6 ${href === path ? 'text-emerald-700' : 'text-stone-900'}"${href === path ? ' aria-current="page"' : ''}>${label}</a>`)
      .join(
        '',
      )}</div><div class="flex items-center gap-x-4"><a href="tel:${tel(f.phone)}" class="hidden text-sm font-semibold text-emerald-800 sm:block">${f.phone}</a><a href="/book" class="rounded-full bg-emerald-700 px-4 py-2 text-sm font-semibold text-white shadow-sm hover:bg-emerald-600">Book a stay</a><button type="button" class="-m-2.5 inline-flex items-center justify-center rounded-md p-2.5 text-stone-700 lg:hidden"><span class="sr-only">Open main menu</span><svg class="h-6 w-6" fill="none" viewBox="0 0 24 24" stroke-width="1.5" stroke="currentColor" aria-hidden="true"><path stroke-linecap="round" stroke-linejoin="round" d="M3.75 6.75h16.5M3.75 12h16.5m-16.5 5.25h16.5"></path></svg></button></div></nav></header>`;
  const footer = `<footer class="mt-24 bg-emerald-950 text-emerald-50"><div class="mx-auto grid max-w-6xl gap-10 px-4 py-12 md:grid-cols-3"><div><p class="font-serif text-lg">${f.business}</p><address class="mt-3 not-italic text-sm leading-6 text-emerald-200">${f.farm}<br>${f.village}, Bristol ${f.postcode}<br><a href="tel:${tel(f.phone)}">${f.phone}</a> · <a href="mailto:${f.email}">${f.email}</a></address></div><div class="text-sm leading-6 text-emerald-200"><p class="font-semibold text-white">Drop-off &amp; collection</p><p>Mon–Sat ${tm.amOpen}–${tm.amClose} &amp; ${tm.pmOpen}–${tm.pmClose}</p><p>Sunday ${tm.sunOpen}–${tm.sunClose} (drop-off only)</p><p class="mt-3">Licensed by ${f.council} · Licence ${f.licence} · ${f.stars}-star rating</p></div><form class="text-sm" action="https://${f.domain}.us21.list-manage.example/subscribe/post?u=8f2c61&amp;id=3a1e9b" method="post"><label for="mce-EMAIL" class="font-semibold text-white">Pawsome news, once a month</label><div class="mt-3 flex gap-x-2"><input type="email" name="EMAIL" id="mce-EMAIL" required placeholder="Your email" class="min-w-0 flex-auto rounded-md border-0 bg-white/10 px-3 py-2 text-white placeholder:text-emerald-300"><button type="submit" class="rounded-md bg-amber-400 px-3 py-2 font-semibold text-emerald-950">Subscribe</button></div></form></div><p class="border-t border-white/10 py-6 text-center text-xs text-emerald-300">© 2027 ${f.business}. Registered in England &amp; Wales. <a href="/privacy">Privacy</a> · <a href="/cookies">Cookies</a></p></footer>`;
  const chunk = (name: string) => `<script src="/_next/static/chunks/${name}.js" defer=""></script>`;
  const page = (title: string, path: string, main: string, extraLd = '') => `<!DOCTYPE html><html lang="en-GB"><head><meta charSet="utf-8"/><meta name="viewport" content="width=device-width, initial-scale=1"/><title>${title} | ${f.business}</title><meta name="description" content="Family-run, ${f.stars}-star licensed dog kennels and cattery in ${f.village}, ${f.airportMinutes} minutes from Bristol Airport. Boarding, daycare and grooming."/><link rel="canonical" href="${site}${path === '/' ? '' : path}"/><link rel="icon" href="/favicon.ico"/>${business}${extraLd}<meta name="next-head-count" content="${extraLd ? 9 : 8}"/><link rel="preload" href="/_next/static/css/5e1b0c7d9a3f2e84.css" as="style"/><link rel="stylesheet" href="/_next/static/css/5e1b0c7d9a3f2e84.css" data-n-g=""/><noscript data-n-css=""></noscript><script defer="" nomodule="" src="/_next/static/chunks/polyfills-42372ed130431b0a.js"></script>${['webpack-ee7e63bc15b31913', 'framework-64ad27b21261a9ce', 'main-03d9cf1a47bcb7b1', 'pages/_app-9a8c3b2e1f4d5c6b', `pages${path === '/' ? '/index' : path}-${buildId}`].map(chunk).join('')}<script src="/_next/static/${buildId}/_buildManifest.js" defer=""></script><script src="/_next/static/${buildId}/_ssgManifest.js" defer=""></script></head><body class="bg-stone-50 font-sans antialiased"><div id="__next">${header(path)}<main class="mx-auto max-w-4xl px-4 pt-12">${main}</main>${footer}<div role="dialog" aria-live="polite" aria-label="Cookie consent" class="fixed inset-x-4 bottom-4 z-50 mx-auto max-w-xl rounded-2xl bg-white p-5 shadow-lg ring-1 ring-stone-200"><p class="text-sm text-stone-700">We use essential cookies to make this site work, and optional analytics cookies to see which pages people find useful. <a href="/cookies" class="font-semibold text-emerald-700">Cookie policy</a></p><div class="mt-4 flex gap-x-3"><button type="button" class="rounded-full bg-emerald-700 px-4 py-2 text-sm font-semibold text-white">Accept all</button><button type="button" class="rounded-full px-4 py-2 text-sm font-semibold text-stone-700 ring-1 ring-stone-300">Essential only</button></div></div></div><script id="__NEXT_DATA__" type="application/json">${JSON.stringify({ props: { pageProps: {} }, page: path, query: {}, buildId, nextExport: true, autoExport: true, isFallback: false, scriptLoader: [] })}</script></body></html>`;

  return {
    name: 'dog kennels and cattery (en-GB)',
    disallow: ['/internal/'],
    pages: {
      '/': page(
        'Dog Kennels & Cattery near Bristol',
        '/',
        `<section class="text-center">${h1('A home from home for dogs and cats')}${para(
          `Family-run boarding kennels and cattery on a working farm in ${f.village}, just ${f.airportMinutes} minutes from Bristol Airport. Looking after Bristol's pets since ${f.founded}.`,
        )}<div class="mt-8 flex justify-center gap-x-4"><a href="/prices" class="rounded-full bg-emerald-700 px-5 py-3 text-sm font-semibold text-white">See our prices</a><a href="/before-your-stay" class="rounded-full px-5 py-3 text-sm font-semibold text-emerald-800 ring-1 ring-emerald-700">Before your stay</a></div></section><section class="mt-16 grid gap-6 md:grid-cols-3">${card(
          `${f.stars}-star licensed`,
          `Licensed by ${f.council} (licence ${f.licence}) with a ${f.stars}-star rating at our last inspection.`,
        )}${card('Room to roam', `${f.kennels} heated kennels with covered runs, two walks a day in our secure paddocks, and ${f.chalets} cat chalets away from the dogs.`)}${card(
          'Daycare &amp; grooming',
          'Doggy daycare on weekdays and a bath and blow-dry before your dog comes home.',
        )}</section><section class="mt-16 rounded-2xl bg-emerald-50 p-8"><h2 class="font-serif text-2xl text-emerald-900">What our customers say</h2><blockquote class="mt-4 italic text-stone-700">“Our nervous rescue collie came home happy and tired. We won't go anywhere else.” — Sarah, Nailsea</blockquote></section>`,
      ),
      '/prices': page(
        'Prices',
        '/prices',
        `${h1('Prices')}${para('Prices are per night and include food, two walks a day for dogs, and any tablets or liquid medicines. We charge by the night, not by the day.')}${h2('Dog boarding')}${table(
          ['Dog size', 'Weight', 'Per night'],
          [
            ['Small', dogs.small.range, `£${dogs.small.price}`],
            ['Medium', dogs.medium.range, `£${dogs.medium.price}`],
            ['Large', dogs.large.range, `£${dogs.large.price}`],
            ['Giant', dogs.giant.range, `£${dogs.giant.price}`],
          ],
        )}${para(`<strong>Sharing:</strong> two dogs from the same household sharing a kennel get ${f.share}% off the second dog.`)}${h2('Cattery')}${table(
          ['Cats', 'Per night'],
          [
            ['One cat', `£${cats.single}`],
            ['Two cats sharing a chalet (same household)', `£${cats.pair}`],
          ],
        )}${h2('Peak season')}${para(`During these periods we add <strong>£${peak.fee} per pet per night</strong>, and the minimum stay is ${peak.minNights} nights:`)}${list([`Easter: ${peak.easter}`, `Summer holidays: ${peak.summer}`, `Christmas &amp; New Year: ${peak.christmas}`])}${h2(
          'Booking &amp; deposit',
          'deposit',
        )}${para(`A £${f.deposit} deposit secures your booking and is refunded in full if you cancel at least ${f.refundDays} days before arrival. The balance is paid on collection by card, cash or bank transfer.`)}${h2(
          'Doggy daycare',
        )}${para(
          `£${dc.day} per day, ${dc.open} to ${dc.close}, Monday to Friday. A 10-day pack is £${dc.pack} and can be used over three months. Groups of up to ${dc.maxDogs} dogs; new dogs come for a free assessment morning first.`,
        )}${h2('Grooming add-ons')}${table(
          ['Treatment', 'Small', 'Medium', 'Large'],
          [
            ['Bath &amp; blow-dry before going home', `£${bath.small}`, `£${bath.medium}`, `£${bath.large}`],
            ['Nail clip', `£${f.nails}`, `£${f.nails}`, `£${f.nails}`],
          ],
        )}${para('Giant breeds: please ask for a grooming quote. Medication by injection is charged separately, see the FAQ.')}`,
      ),
      '/before-your-stay': page(
        'Before your stay',
        '/before-your-stay',
        `${h1('Before your stay')}${h2('Vaccinations')}${para('We cannot accept any pet without an up-to-date vaccination card, which you must bring on arrival.')}${list([
          `Dogs: distemper, hepatitis, parvovirus and leptospirosis, plus kennel cough (Bordetella), given at least ${vacc.kcDays} days before arrival.`,
          'Titre test certificates are accepted for distemper, hepatitis and parvovirus only; leptospirosis and kennel cough must still be in date.',
          `Cats: cat flu and feline enteritis, given at least ${vacc.catDays} days before arrival.`,
          `Flea and worm treatment within the ${vacc.fleaWeeks} weeks before the stay.`,
        ])}${h2('What to bring')}${list([
          'A bed or blanket that smells of home (please label it)',
          'One favourite toy',
          `Food only if your pet is on a special diet: otherwise we feed ${f.food}`,
          'Any medication in its original labelled packaging, with written instructions',
          'Collar and ID tag; leads stay with you',
        ])}${h2('Drop-off &amp; collection times', 'times')}${list([
          `${windows}.`,
          `Sunday: drop-off only, ${tm.sunOpen}–${tm.sunClose}.`,
          'No collections on Sundays or bank holidays.',
        ])}${para('Please book your drop-off and collection slot when you book the stay.')}`,
      ),
      '/about-us': page(
        'About us',
        '/about-us',
        `${h1('Meet the team')}${para(`${f.short} has been caring for dogs and cats since ${f.founded}. Everyone on the team holds a Level 3 qualification in animal care.`)}<ul role="list" class="mt-10 grid gap-10 sm:grid-cols-2">${[
          person(t.owner.name, 'Owner · Registered Veterinary Nurse', `${t.owner.first} set up ${f.short} in ${f.founded} after twelve years as a veterinary nurse in Bristol, and still checks every boarder each morning.`),
          person(t.manager.name, 'Kennel manager', 'Runs the kennel block, the walking rota and the daycare pack.'),
          person(t.cattery.name, 'Cattery lead', 'ISFM Cat Friendly trained, runs the cattery and gives the cats their medication.'),
          person(t.groomer.name, 'Groomer', 'City &amp; Guilds Level 3 groomer: baths, trims and nail clips for boarders and daycare dogs.'),
        ].join('')}</ul>`,
      ),
      '/faq': page(
        'FAQ',
        '/faq',
        `${h1('Frequently asked questions')}${accordion(faqs)}`,
        jsonLd({
          '@context': 'https://schema.org',
          '@type': 'FAQPage',
          mainEntity: faqs.map(([q, a]) => ({ '@type': 'Question', name: q, acceptedAnswer: { '@type': 'Answer', text: a } })),
        }),
      ),
      '/internal/price-review-2028': page(
        'Staff: 2028 prices',
        '/internal/price-review-2028',
        `${h1('STAFF ONLY – 2028 price review')}${para('Draft, not yet approved. Do not quote to customers: current prices apply to all stays ending before 1 January 2028.')}${list([
          `Dogs per night: small £${next.small}, medium £${next.medium}, large £${next.large}, giant £${next.giant}`,
          `Cats: £${next.cat}, two sharing £${next.pair}`,
          `Peak surcharge: £${next.peak} per pet per night`,
          `Daycare: £${next.daycare} per day`,
        ])}`,
      ),
    },
    questions: [
      { kind: 'price', ask: lab, expect: [`£${dogs.large.price}`], reject: [`£${dogs.medium.price}`, `£${dogs.giant.price}`, `£${next.large}`] },
      { kind: 'follow-up', ask: 'and if his sister comes too? same household, they can share', after: [lab], expect: [`${f.share}%`] },
      { kind: 'price', ask: "We're away 1st to 8th August. Is that peak season, and how much extra is it?", expect: [`£${peak.fee}`], reject: [`£${next.peak}`] },
      { kind: 'price', ask: "How much for two cats sharing? They're brother and sister", expect: [`£${cats.pair}`], reject: [`£${next.pair}`] },
      { kind: 'policy', ask: 'My dog had her kennel cough vaccine 5 days ago, can she still come in on Friday?', expect: [`${vacc.kcDays} days`] },
      { kind: 'hours', ask: 'Our flight lands early on Sunday morning, can we pick the dogs up on the Sunday on the way home?', expect: [tm.amOpen] },
      { kind: 'policy', ask: 'Do I need to bring his food or do you feed them?', expect: [f.food] },
      { kind: 'price', ask: 'do you do doggy daycare? how much per day and what time can I drop him off', expect: [`£${dc.day}`, dc.open], reject: [`£${next.daycare}`] },
      { kind: 'comparison', ask: 'Is the 10 day daycare pack actually cheaper than paying daily? by how much?', expect: [`£${dc.pack}`, `£${dc.day}`] },
      { kind: 'price', ask: "Can you bath my spaniel before we pick him up? He's about 15kg", expect: [`£${bath.medium}`], reject: [`£${bath.small}`, `£${bath.large}`] },
      { kind: 'person', ask: 'Who looks after the cats?', expect: [t.cattery.first] },
      { kind: 'price', ask: 'My cat is diabetic and needs insulin injections twice a day. Can you do that, and does it cost extra?', expect: [`£${f.injection}`] },
      { kind: 'hours', ask: 'Can I drop my dog off on a Sunday? What time?', expect: [tm.sunOpen] },
      { kind: 'policy', ask: 'Is there a deposit to book? Do we get it back if we have to cancel?', expect: [`£${f.deposit}`, `${f.refundDays} days`] },
      {
        kind: 'total',
        ask: "We've got a 12kg terrier and one cat. What would a normal night cost for both of them together?",
        expect: [`£${dogs.medium.price}`, `£${cats.single}`],
      },
      ...unanswerable(
        'Do you take rabbits or guinea pigs as well?',
        'Do you have webcams so I can check on my dog while we are away?',
        "Can you collect my dog from home? I don't drive",
      ),
      askedIn('de')({ kind: 'price', ask: 'Wir haben einen großen Hund mit 45 kg. Was kostet eine Nacht?', expect: [`£${dogs.giant.price}`], reject: [`£${dogs.large.price}`, `£${next.giant}`] }),
      ...unanswerable('Gibt es einen Rabatt für längere Aufenthalte, z. B. ab drei Wochen?').map(askedIn('de')),
      askedIn('fr')({ kind: 'price', ask: 'Bonjour, combien coûte une nuit pour un petit chien de 8 kg ?', expect: [`£${dogs.small.price}`], reject: [`£${next.small}`] }),
      ...unanswerable('Acceptez-vous les chiennes en chaleur ?').map(askedIn('fr')),
      askedIn('es')({
        kind: 'policy',
        ask: 'Mi perra se vacunó de la tos de las perreras hace una semana. ¿Puede quedarse con vosotros este fin de semana?',
        expect: [vacc.kcDays],
      }),
      askedIn('es')({ kind: 'price', ask: '¿Cuánto cuesta cortarle las uñas a mi perro?', expect: [`£${f.nails}`] }),
      askedIn('ar')({ kind: 'price', ask: 'كم سعر الليلة لقطة واحدة؟', expect: [`£${cats.single}`], reject: [`£${cats.pair}`, `£${next.cat}`] }),
      askedIn('ar')({ kind: 'contact', ask: 'ما هو رقم الهاتف للحجز؟', expect: [f.phone] }),
      askedIn('he')({ kind: 'location', ask: 'מה הכתובת שלכם? אני צריך את המיקוד בשביל הניווט', expect: [f.postcode] }),
      askedIn('he')({ kind: 'policy', ask: 'כמה צריך לשלם מקדמה כדי להזמין מקום? ומקבלים אותה בחזרה אם מבטלים?', expect: [`£${f.deposit}`] }),
      askedIn('ja')({ kind: 'price', ask: '小型犬のシャンプー（お迎え前）はいくらですか？', expect: [`£${bath.small}`], reject: [`£${bath.medium}`] }),
      askedIn('zh-Hans')({ kind: 'price', ask: '夏季高峰期每晚要加收多少钱？', expect: [`£${peak.fee}`], reject: [`£${next.peak}`] }),
    ],
  };
}
