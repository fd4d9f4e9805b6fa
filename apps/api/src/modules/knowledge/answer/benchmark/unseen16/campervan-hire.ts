/* eslint-disable max-lines -- a fixture site: every page of one business as one function of its facts, whose closures (markup helpers, prices) the pages share */
import type { BenchQuestion, BenchSite } from '../types';
import { jsonLd } from '../unseen/markup';
import { askedIn, phoneLink, slugOf } from '../unseen2/markup';
import type facts from './campervan-hire.facts.json';

/**
 * Unseen: a campervan hire company by Lisbon airport, a Nuxt 3 site rendered on the server with
 * Tailwind CSS and @nuxtjs/i18n, in European Portuguese (`lang="pt-PT"`) with English copies of the
 * home, rates and terms pages under /en/: Vue's `<!--[-->` fragment comments around every list, a
 * `data-v-` scope attribute on every element of a component, the `__NUXT_DATA__` payload and the
 * runtime config in scripts, hreflang alternates, the nuxt-cookie-control bar, a header with a
 * language switch and a mobile menu button, the seasonal rates as a table (vans × seasons, the
 * amount and the euro sign in separate spans, "85 €" in Portuguese and "€85" in English), the cover
 * options as three cards, extras as a grid of definition lists, the terms as headed sections, the FAQ
 * as native `<details>` (all closed), the booking engine as an iframe with a noscript fallback and an
 * AutoRental JSON-LD from nuxt-schema-org. An internal page under /interno/, which robots.txt
 * disallows (the footer links to it), holds the cleaners' rate, the fleet insurance policy and next
 * year's prices that must never be quoted.
 *
 * The facts the pages are written from, as written and mutated, are data in campervan-hire.facts.json.
 * Rates are per night and per van in three seasons (`vans.*.rates`: low, mid, high). A minimum of
 * `minNights.low` nights in low and mid season and `minNights.high` in high season. Basic cover is
 * included with an excess and deposit of `insurance.basic`; Premium and Total cost extra per day.
 * `booking.pay` % is paid on booking, the rest `booking.rest` days before pick-up; cancelling more
 * than `cancel.days` days before refunds all but `cancel.admin` €, then half until `cancel.halfDays`
 * days, then nothing. Extras per day are charged for `extras.cap` days at most. The airport transfer
 * is free from `airport.nights` nights, otherwise `airport.fee` € each way. Today is late February 2029.
 */
export type CampervanHireFacts = typeof facts.original;

type Lang = 'pt' | 'en';

export function campervanHire(f: CampervanHireFacts): BenchSite {
  const { hours: hr, seasons, vans, minNights, km, insurance: ins, booking, cancel: cx, extras: ex, oneWay, airport, driver, team, internal: ix } = f;
  const tel = phoneLink('351');
  const site = `https://www.${f.domain}.example`;
  const engine = `https://booking.rentsyst.example/widget/${f.domain}`;
  const scope = 'data-v-7c1e2a4b';
  const euro = (lang: Lang, amount: string) => (lang === 'pt' ? `${amount} €` : `€${amount}`);
  const say = (lang: Lang, pt: string, en: string) => (lang === 'pt' ? pt : en);
  /** Vue's SSR output for a `v-for`: the items between fragment comments. */
  const each = <T>(items: T[], render: (item: T, i: number) => string) => `<!--[-->${items.map(render).join('')}<!--]-->`;
  const fleet = [vans.duo, vans.family, vans.surf];
  const seasonKeys = ['low', 'mid', 'high'] as const;
  const seasonName = (lang: Lang, key: (typeof seasonKeys)[number]) =>
    ({ low: say(lang, 'Época baixa', 'Low season'), mid: say(lang, 'Época média', 'Mid season'), high: say(lang, 'Época alta', 'High season') })[key];

  const routes: Record<Lang, [string, string][]> = {
    pt: [
      ['/frota', 'Frota'],
      ['/precos', 'Preços'],
      ['/extras', 'Extras'],
      ['/levantamento', 'Levantamento'],
      ['/condicoes', 'Condições'],
      ['/faq', 'FAQ'],
      ['/contactos', 'Contactos'],
    ],
    en: [
      ['/en/rates', 'Rates &amp; extras'],
      ['/en/terms', 'Terms &amp; pick-up'],
    ],
  };
  const twin: Record<string, string> = { '/': '/en', '/precos': '/en/rates', '/condicoes': '/en/terms' };
  const other = (path: string) => Object.entries(twin).find(([pt, en]) => pt === path || en === path);

  const header = (lang: Lang, path: string) =>
    `<header class="sticky top-0 z-30 border-b border-slate-200 bg-white/95 backdrop-blur" ${scope}><div class="mx-auto flex max-w-6xl items-center justify-between px-4 py-3" ${scope}><a href="${lang === 'pt' ? '/' : '/en'}" class="router-link-active flex items-center gap-2 font-display text-xl font-bold text-teal-800" ${scope}><img src="/_nuxt/logo.B2xq7KpA.svg" alt="" class="h-8 w-8" ${scope}>${f.brand}</a><nav class="hidden gap-6 text-sm font-medium lg:flex" aria-label="${say(lang, 'Principal', 'Main')}" ${scope}>${each(
      routes[lang],
      ([href, label]) =>
        `<a href="${href}" class="${href === path ? 'router-link-active router-link-exact-active text-teal-700' : 'hover:text-teal-700'}" ${scope}>${label}</a>`,
    )}</nav><div class="flex items-center gap-3" ${scope}><a href="${other(path)?.[lang === 'pt' ? 1 : 0] ?? (lang === 'pt' ? '/en' : '/')}" hreflang="${lang === 'pt' ? 'en' : 'pt-PT'}" class="rounded border px-2 py-1 text-xs uppercase" ${scope}>${lang === 'pt' ? 'EN' : 'PT'}</a><a href="${lang === 'pt' ? '/precos#reservar' : '/en/rates#book'}" class="rounded-full bg-orange-500 px-4 py-2 text-sm font-semibold text-white" ${scope}>${say(lang, 'Reservar', 'Book now')}</a><button type="button" class="lg:hidden" aria-label="${say(lang, 'Abrir menu', 'Open menu')}" aria-expanded="false" ${scope}><span class="i-heroicons-bars-3 h-6 w-6" ${scope}></span></button></div></div></header>`;
  const footer = (lang: Lang) =>
    `<footer class="bg-teal-950 text-teal-100" ${scope}><div class="mx-auto grid max-w-6xl gap-8 px-4 py-12 md:grid-cols-3" ${scope}><div ${scope}><p class="font-display text-lg text-white" ${scope}>${f.brand}</p><p class="mt-2 text-sm" ${scope}>${f.street}<br ${scope}>${f.postcode} Lisboa</p><p class="mt-2 text-sm" ${scope}>${f.phone} · WhatsApp ${f.whatsapp}</p></div><div class="text-sm" ${scope}><p class="font-semibold text-white" ${scope}>${say(lang, 'Escritório', 'Office')}</p><p ${scope}>${say(lang, 'Segunda a sábado', 'Monday to Saturday')}, ${hr.office[0]}–${hr.office[1]}</p></div><div class="text-sm" ${scope}><p ${scope}>${f.legal} · NIPC ${f.nipc}<br ${scope}>${say(lang, 'Rent-a-car licenciada pelo IMT', 'Rent-a-car licensed by IMT')}, alvará n.º ${f.licence}</p><p class="mt-2" ${scope}><a href="/privacidade" ${scope}>${say(lang, 'Privacidade', 'Privacy')}</a> · <a href="https://www.livroreclamacoes.example" ${scope}>Livro de Reclamações</a> · <a href="/interno/tabela-2030" ${scope}>${say(lang, 'Equipa', 'Staff')}</a></p></div></div></footer>`;
  const cookieBar = (lang: Lang) =>
    `<section class="cookieControl" ${scope}><div class="cookieControl__Bar cookieControl__Bar--bottom-full"><div class="cookieControl__BarContainer"><div><h2>Cookies</h2><p>${say(lang, 'Utilizamos cookies para o funcionamento do site e, com o seu consentimento, para estatísticas e para o motor de reservas.', 'We use cookies to run this site and, with your consent, for statistics and the booking engine.')}</p></div><div class="cookieControl__BarButtons"><button type="button">${say(lang, 'Aceitar todos', 'Accept all')}</button><button type="button">${say(lang, 'Recusar', 'Decline')}</button><button type="button">${say(lang, 'Gerir cookies', 'Manage cookies')}</button></div></div></div><button aria-label="${say(lang, 'Gerir cookies', 'Manage cookies')}" class="cookieControl__ControlButton" data-testid="nuxt-cookie-control-control-button"><svg viewBox="0 0 24 24"><path d="M12 2a10 10 0 1 0 10 10 4 4 0 0 1-5-5 4 4 0 0 1-5-5"/></svg></button></section>`;
  const business = jsonLd({
    '@context': 'https://schema.org',
    '@graph': [
      {
        '@type': 'AutoRental',
        '@id': `${site}/#identity`,
        name: f.brand,
        legalName: f.legal,
        url: site,
        telephone: tel(f.phone),
        email: f.email,
        address: { '@type': 'PostalAddress', streetAddress: f.street, postalCode: f.postcode, addressLocality: 'Lisboa', addressCountry: 'PT' },
        openingHoursSpecification: [
          {
            '@type': 'OpeningHoursSpecification',
            dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
            opens: hr.office[0],
            closes: hr.office[1],
          },
        ],
        priceRange: '€€',
      },
      { '@type': 'WebSite', '@id': `${site}/#website`, url: site, name: f.brand, inLanguage: ['pt-PT', 'en'], publisher: { '@id': `${site}/#identity` } },
    ],
  });
  const payload = JSON.stringify([
    ['ShallowReactive', 1],
    { data: 2, state: 4, once: 6, _errors: 7, serverRendered: 8 },
    ['ShallowReactive', 3],
    { [`fleet-${f.domain}`]: fleet.map((v) => ({ name: v.name, from: Number(v.rates[0]) })) },
    ['Reactive', 5],
    { '$si18n:cached-locale-configs': {}, '$scookie-control': false },
    ['Set'],
    ['ShallowReactive', 5],
    true,
  ]);

  const doc = (lang: Lang, path: string, title: string, body: string) => {
    const alt = other(path);
    return `<!DOCTYPE html>
<html lang="${lang === 'pt' ? 'pt-PT' : 'en'}" dir="ltr" data-capo=""><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title} · ${f.brand} – ${say(lang, 'Aluguer de autocaravanas em Lisboa', 'Campervan hire in Lisbon')}</title>
<link rel="stylesheet" href="/_nuxt/entry.C3kLp2Qa.css" crossorigin>
<link rel="modulepreload" as="script" crossorigin href="/_nuxt/Cx9dYt3K.js">
<link rel="modulepreload" as="script" crossorigin href="/_nuxt/${slugOf(title).replace(/^-|-$/g, '') || 'index'}.D1wQ8sLm.js">
<link rel="preload" as="font" type="font/woff2" href="/_nuxt/Fraunces.C9tx.woff2" crossorigin>
<meta name="description" content="${say(lang, 'Aluguer de autocaravanas e campervans junto ao aeroporto de Lisboa. Quilómetros incluídos, seguro, extras e levantamento no aeroporto.', 'Campervan and motorhome hire next to Lisbon airport. Kilometres included, cover, extras and airport pick-up.')}">
<meta property="og:locale" content="${lang === 'pt' ? 'pt_PT' : 'en_GB'}">
<link rel="canonical" href="${site}${path === '/' ? '' : path}">${alt ? `\n<link rel="alternate" hreflang="pt-PT" href="${site}${alt[0] === '/' ? '' : alt[0]}"><link rel="alternate" hreflang="en" href="${site}${alt[1]}"><link rel="alternate" hreflang="x-default" href="${site}${alt[0] === '/' ? '' : alt[0]}">` : ''}
${business}
<script type="module" src="/_nuxt/Cx9dYt3K.js" crossorigin></script></head>
<body><div id="__nuxt"><!--[--><div class="flex min-h-screen flex-col bg-stone-50 font-sans text-slate-800" ${scope}>${header(lang, path)}<main class="flex-1" ${scope}>${body}</main>${footer(lang)}</div>${cookieBar(lang)}<!--]--></div><div id="teleports"></div><script type="application/json" data-nuxt-data="nuxt-app" data-ssr="true" id="__NUXT_DATA__">${payload}</script>
<script>window.__NUXT__={};window.__NUXT__.config={public:{i18n:{baseUrl:"${site}",defaultLocale:"pt",locales:["pt","en"]},cookieControl:{barPosition:"bottom-full"}},app:{baseURL:"/",buildId:"b7f3c1e2-54d8-4a0f-9c6e-${f.postcode.replace('-', '')}aa10",buildAssetsDir:"/_nuxt/",cdnURL:""}}</script></body></html>`;
  };
  const section = (title: string, inner: string, id = '') =>
    `<section${id ? ` id="${id}"` : ''} class="mx-auto max-w-6xl px-4 py-12" ${scope}><h2 class="font-display text-2xl font-bold text-teal-900 md:text-3xl" ${scope}>${title}</h2><div class="mt-6 space-y-4 leading-relaxed" ${scope}>${inner}</div></section>`;
  const hero = (title: string, lead: string) =>
    `<div class="bg-gradient-to-b from-teal-800 to-teal-700 py-16 text-white" ${scope}><div class="mx-auto max-w-6xl px-4" ${scope}><h1 class="font-display text-4xl font-bold md:text-5xl" ${scope}>${title}</h1><p class="mt-4 max-w-2xl text-lg text-teal-50" ${scope}>${lead}</p></div></div>`;
  const amount = (lang: Lang, value: string) =>
    lang === 'pt'
      ? `<span class="text-xl font-bold" ${scope}>${value}</span><span class="ml-0.5 text-sm" ${scope}>€</span>`
      : `<span class="text-sm" ${scope}>€</span><span class="text-xl font-bold" ${scope}>${value}</span>`;

  const rateTable = (lang: Lang) =>
    `<div class="overflow-x-auto rounded-xl border bg-white" ${scope}><table class="w-full text-left text-sm" ${scope}><thead class="bg-teal-50 text-teal-900" ${scope}><tr ${scope}><th class="p-3" ${scope}>${say(lang, 'Autocaravana', 'Campervan')}</th>${each(
      [...seasonKeys],
      (key) =>
        `<th class="p-3" ${scope}>${seasonName(lang, key)}<br ${scope}><span class="font-normal text-slate-500" ${scope}>${seasons[key][lang]}</span></th>`,
    )}</tr></thead><tbody ${scope}>${each(
      fleet,
      (van) =>
        `<tr class="border-t" ${scope}><th class="p-3 font-semibold" ${scope}>${van.name}<br ${scope}><span class="font-normal text-slate-500" ${scope}>${van.model}</span></th>${each(van.rates, (rate) => `<td class="p-3" ${scope}>${amount(lang, rate)}<span class="text-slate-500" ${scope}>${say(lang, '/noite', '/night')}</span></td>`)}</tr>`,
    )}</tbody></table></div><p class="text-sm text-slate-600" ${scope}>${say(
      lang,
      `Preços por noite, IVA incluído. Mínimo de ${minNights.low} noites em época baixa e média e ${minNights.high} noites em época alta. ${km.perDay} km por dia incluídos; km extra a ${km.extra[0]} €. Condutor adicional grátis.`,
      `Prices per night, VAT included. Minimum ${minNights.low} nights in low and mid season, ${minNights.high} nights in high season. ${km.perDay} km per day included; extra km €${km.extra[1]}. Additional driver free.`,
    )}</p>`;
  const coverCards = (lang: Lang) => {
    const cards: [string, string, string[]][] = [
      [
        say(lang, 'Básico', 'Basic'),
        say(lang, 'Incluído', 'Included'),
        [
          say(lang, `Franquia e caução de ${euro(lang, ins.basic)}`, `Excess and deposit ${euro(lang, ins.basic)}`),
          say(lang, 'Assistência em viagem 24 h', '24/7 roadside assistance'),
        ],
      ],
      [
        'Premium',
        say(lang, `+${euro(lang, ins.premium.day)} por dia`, `+${euro(lang, ins.premium.day)} per day`),
        [
          say(lang, `Franquia e caução reduzidas a ${euro(lang, ins.premium.excess)}`, `Excess and deposit reduced to ${euro(lang, ins.premium.excess)}`),
          say(lang, 'Vidros e pneus incluídos', 'Glass and tyres included'),
        ],
      ],
      [
        'Total',
        say(lang, `+${euro(lang, ins.total.day)} por dia`, `+${euro(lang, ins.total.day)} per day`),
        [
          say(lang, 'Franquia zero', 'Zero excess'),
          say(
            lang,
            `Caução de apenas ${euro(lang, ins.total.deposit)} (combustível e limpeza)`,
            `Deposit of only ${euro(lang, ins.total.deposit)} (fuel and cleaning)`,
          ),
          say(lang, 'Vidros, pneus e parte inferior incluídos', 'Glass, tyres and underbody included'),
        ],
      ],
    ];
    return `<div class="grid gap-4 md:grid-cols-3" ${scope}>${each(
      cards,
      ([name, price, lines]) =>
        `<div class="rounded-xl border bg-white p-5 shadow-sm" ${scope}><h3 class="text-lg font-semibold" ${scope}>${name}</h3><p class="mt-1 font-bold text-orange-600" ${scope}>${price}</p><ul class="mt-3 list-disc space-y-1 pl-5 text-sm" ${scope}>${each(lines, (line) => `<li ${scope}>${line}</li>`)}</ul></div>`,
    )}</div><p class="text-sm text-slate-600" ${scope}>${say(lang, 'A caução é cativada no cartão de crédito do condutor principal no levantamento (não aceitamos cartões de débito).', 'The deposit is pre-authorised on the main driver’s credit card at pick-up (no debit cards).')}</p>`;
  };
  const extrasGrid = (lang: Lang) => {
    const perDay = say(lang, 'por dia', 'per day');
    const perRental = say(lang, 'por aluguer', 'per rental');
    const items: [string, string, string][] = [
      [say(lang, 'Cadeira de criança', 'Child seat'), ex.seat, perDay],
      [say(lang, 'Bicicleta com suporte', 'Bike with rack'), ex.bike, perDay],
      [say(lang, 'Prancha de surf e fato', 'Surfboard and wetsuit'), ex.surf, perDay],
      ['Router Wi-Fi', ex.wifi, perDay],
      [say(lang, 'Kit de cama e toalhas', 'Bedding and towels'), ex.bedding, say(lang, 'por pessoa, por aluguer', 'per person, per rental')],
      [say(lang, 'Animal de estimação (1 cão)', 'Pet (1 dog)'), ex.pet, perRental],
      [say(lang, 'WC portátil (Surf)', 'Portable toilet (Surf)'), ex.toilet, perRental],
    ];
    return `<div class="grid gap-4 sm:grid-cols-2 lg:grid-cols-4" ${scope}>${each(
      items,
      ([name, price, unit]) =>
        `<dl class="rounded-lg border bg-white p-4" ${scope}><dt class="font-medium" ${scope}>${name}</dt><dd class="mt-1" ${scope}>${amount(lang, price)} <span class="text-sm text-slate-500" ${scope}>${unit}</span></dd></dl>`,
    )}</div><p class="text-sm text-slate-600" ${scope}>${say(
      lang,
      `Extras diários cobrados no máximo ${ex.cap} dias. Mesa e cadeiras de campismo, loiça e garrafa de gás incluídas.`,
      `Daily extras are charged for ${ex.cap} days at most. Camping table and chairs, kitchen kit and gas bottle included.`,
    )}</p><p class="text-sm" ${scope}>${say(
      lang,
      `Devolução noutra cidade: Porto ${euro(lang, oneWay.porto)}, Faro ${euro(lang, oneWay.faro)}.`,
      `One-way return: Porto ${euro(lang, oneWay.porto)}, Faro ${euro(lang, oneWay.faro)}.`,
    )}</p>`;
  };
  const bookingEngine = (lang: Lang) =>
    `<div class="overflow-hidden rounded-xl border bg-white" ${scope}><iframe src="${engine}?lang=${lang}&amp;currency=EUR" title="${say(lang, 'Motor de reservas', 'Booking engine')}" class="h-[640px] w-full" loading="lazy" ${scope}></iframe><noscript><p>${say(lang, 'Ative o JavaScript para reservar online, ou contacte-nos por WhatsApp.', 'Please enable JavaScript to book online, or contact us on WhatsApp.')}</p></noscript></div>`;
  const terms = (lang: Lang): [string, string][] => [
    [
      say(lang, 'Condutores', 'Drivers'),
      say(
        lang,
        `Idade mínima ${driver.age} anos e carta de condução há pelo menos ${driver.years} anos. Condutores até aos 25 anos pagam ${euro(lang, driver.young)} por dia.`,
        `Minimum age ${driver.age}, with a driving licence held for at least ${driver.years} years. Drivers aged 25 or under pay ${euro(lang, driver.young)} per day.`,
      ),
    ],
    [
      say(lang, 'Pagamento', 'Payment'),
      say(
        lang,
        `${booking.pay}% do valor na reserva; o restante até ${booking.rest} dias antes do levantamento.`,
        `${booking.pay}% of the total when you book; the balance ${booking.rest} days before pick-up.`,
      ),
    ],
    [
      say(lang, 'Cancelamento', 'Cancellation'),
      say(
        lang,
        `Mais de ${cx.days} dias antes: reembolso total, menos ${euro(lang, cx.admin)} de despesas administrativas. Entre ${cx.days} e ${cx.halfDays} dias: reembolso de 50%. Menos de ${cx.halfDays} dias: sem reembolso.`,
        `More than ${cx.days} days before: full refund less ${euro(lang, cx.admin)} in admin costs. Between ${cx.days} and ${cx.halfDays} days: 50% refund. Less than ${cx.halfDays} days: no refund.`,
      ),
    ],
    [
      say(lang, 'Viagens a Espanha', 'Driving to Spain'),
      say(
        lang,
        `Permitidas, com uma taxa única de ${euro(lang, f.spain)} (carta verde e assistência em Espanha). Não é permitido levar a autocaravana para Marrocos nem para as ilhas.`,
        `Allowed, with a one-off fee of ${euro(lang, f.spain)} (green card and assistance in Spain). The vans may not be taken to Morocco or the islands.`,
      ),
    ],
    [
      say(lang, 'Limpeza e combustível', 'Cleaning and fuel'),
      say(
        lang,
        `Entrega e devolução com depósito cheio. O interior deve ser devolvido limpo e a cassete do WC vazia; caso contrário cobramos ${euro(lang, f.cleaning)} de limpeza.`,
        `Full to full. Please return the inside clean and the toilet cassette empty; otherwise we charge ${euro(lang, f.cleaning)} for cleaning.`,
      ),
    ],
    [
      say(lang, 'Levantamento e devolução', 'Pick-up and return'),
      say(
        lang,
        `Levantamentos de segunda a sábado entre as ${hr.pickup[0]} e as ${hr.pickup[1]}; devoluções entre as ${hr.return[0]} e as ${hr.return[1]}. Ao domingo só com marcação, com uma taxa de ${euro(lang, hr.sunday)}. Transfer do aeroporto (a ${f.airportMinutes} minutos) gratuito em alugueres de ${airport.nights} noites ou mais; nos restantes, ${euro(lang, airport.fee)} por trajeto.`,
        `Pick-ups Monday to Saturday between ${hr.pickup[0]} and ${hr.pickup[1]}; returns between ${hr.return[0]} and ${hr.return[1]}. Sundays by appointment only, for a ${euro(lang, hr.sunday)} fee. Airport transfer (${f.airportMinutes} minutes away) free for rentals of ${airport.nights} nights or more; otherwise ${euro(lang, airport.fee)} each way.`,
      ),
    ],
  ];
  const termSections = (lang: Lang) =>
    each(
      terms(lang),
      ([title, body]) =>
        `<section class="border-b py-6" ${scope}><h2 class="text-xl font-semibold text-teal-900" ${scope}>${title}</h2><p class="mt-2" ${scope}>${body}</p></section>`,
    );
  const vanCard = (lang: Lang, van: (typeof fleet)[number]) =>
    `<article class="overflow-hidden rounded-2xl bg-white shadow" ${scope}><img src="/_nuxt/${slugOf(van.name).replace(/^-|-$/g, '')}.Dk2p9.webp" alt="${van.name}" class="aspect-[4/3] w-full object-cover" loading="lazy" ${scope}><div class="p-5" ${scope}><h3 class="text-xl font-bold" ${scope}>${van.name}</h3><p class="text-sm text-slate-500" ${scope}>${van.model}</p><p class="mt-3 text-sm" ${scope}>${say(lang, `${van.seats} lugares · ${van.beds} camas · caixa ${van.gearbox.pt}`, `${van.seats} seats · ${van.beds} berths · ${van.gearbox.en} gearbox`)}</p><p class="mt-3" ${scope}>${say(lang, 'desde', 'from')} ${amount(lang, van.rates[0]!)}<span class="text-sm text-slate-500" ${scope}>${say(lang, '/noite', '/night')}</span></p></div></article>`;
  const home = (lang: Lang) =>
    hero(
      say(lang, 'A costa portuguesa, ao seu ritmo', 'The Portuguese coast, at your own pace'),
      say(
        lang,
        `Autocaravanas e campervans preparadas para a estrada, a ${f.airportMinutes} minutos do aeroporto de Lisboa. Desde ${f.founded}.`,
        `Road-ready campervans ${f.airportMinutes} minutes from Lisbon airport. Since ${f.founded}.`,
      ),
    ) +
    section(say(lang, 'A nossa frota', 'Our fleet'), `<div class="grid gap-6 md:grid-cols-3" ${scope}>${each(fleet, (van) => vanCard(lang, van))}</div>`) +
    section(say(lang, 'Reserve já', 'Book now'), bookingEngine(lang), say(lang, 'reservar', 'book'));

  /** The rates page in either language; the English one carries the extras too (Portuguese has /extras). */
  const ratesPage = (lang: Lang) => {
    const path = lang === 'pt' ? '/precos' : '/en/rates';
    const parts = [
      section(say(lang, 'Tarifas por época', 'Seasonal rates'), rateTable(lang)),
      section(say(lang, 'Seguro e caução', 'Cover and deposit'), coverCards(lang)),
      lang === 'en' ? section('Extras', extrasGrid(lang)) : '',
      section(say(lang, 'Reservar', 'Book'), bookingEngine(lang), say(lang, 'reservar', 'book')),
    ];
    return doc(
      lang,
      path,
      say(lang, 'Preços', 'Rates'),
      hero(
        say(lang, 'Preços 2029', '2029 rates'),
        say(lang, 'Tarifas por noite, por época. Sem custos escondidos.', 'Nightly rates by season. No hidden costs.'),
      ) + parts.join(''),
    );
  };
  const faqs: [string, string][] = [
    ['Posso levar o meu cão?', `Sim, um cão por autocaravana, com uma taxa de ${ex.pet} € por aluguer. Traga a manta dele para os bancos.`],
    [
      'Onde posso pernoitar?',
      'Em parques de campismo e áreas de serviço para autocaravanas. O campismo selvagem é proibido em Portugal e as multas são pesadas.',
    ],
    ['Os quilómetros são ilimitados?', `Incluímos ${km.perDay} km por dia, que chegam para a maioria das viagens. O km extra custa ${km.extra[0]} €.`],
    ['Há roupa de cama?', `Pode trazer a sua ou alugar o kit de cama e toalhas por ${ex.bedding} € por pessoa.`],
  ];
  const people: [string, string][] = [
    [team.founder.name, 'Cofundadora. Trata das reservas e das parcerias com parques de campismo.'],
    [team.cofounder.name, 'Cofundador. Alemão, em Lisboa desde 2012. Fala alemão, neerlandês, inglês e português.'],
    [team.mechanic.name, 'Mecânico. Cada autocaravana passa pelas mãos dele entre dois alugueres.'],
    [team.checkin.name, 'Entregas e devoluções. Explica-lhe tudo em português, inglês, francês ou espanhol.'],
  ];

  const familyAsk =
    'Olá! Somos 2 adultos e 2 miúdos e queremos alugar uma autocaravana na primeira quinzena de agosto. Quanto custa por noite a maior que têm?';
  const pickAsk = 'A que horas podemos levantar a carrinha? O nosso voo chega às 11h da manhã.';
  const octAsk = "Hi! There's two of us flying into Lisbon in October. How much is the automatic camper per night then? Neither of us drives manual.";
  const pt = askedIn('pt');
  const none = (ask: string, ...reject: string[]): BenchQuestion => ({ kind: 'unanswerable', ask, ...(reject.length ? { reject } : {}) });
  const questions: BenchQuestion[] = [
    pt({ kind: 'price', ask: familyAsk, expect: [vans.family.rates[2]!], reject: [ix.familyHigh] }),
    pt({ kind: 'follow-up', ask: 'e há um mínimo de noites nessa altura?', after: [familyAsk], expect: [minNights.high] }),
    pt({ kind: 'follow-up', ask: 'Precisamos de duas cadeirinhas para os miúdos, quanto fica?', after: [familyAsk], expect: [ex.seat] }),
    pt({ kind: 'policy', ask: 'Se tivermos de cancelar a reserva uns dois meses e meio antes, recebemos o dinheiro todo de volta?', expect: [cx.admin] }),
    pt({ kind: 'policy', ask: 'Quanto é a caução? Tenho medo de riscar a carrinha 😅 dá para baixar?', expect: [ins.basic, ins.premium.excess] }),
    pt({ kind: 'hours', ask: pickAsk, expect: [hr.pickup[0]!] }),
    pt({ kind: 'follow-up', ask: 'E se for num domingo, dá?', after: [pickAsk], expect: [hr.sunday] }),
    pt({ kind: 'price', ask: 'É possível devolver a autocaravana no Porto em vez de Lisboa?', expect: [oneWay.porto] }),
    pt({ kind: 'legal', ask: 'Preciso da fatura em nome da empresa. Qual é o vosso NIPC?', expect: [f.nipc] }),
    pt(none('Vocês alugam também tendas de tejadilho para pôr num carro normal?')),
    pt(none('Os preços vão aumentar no próximo ano? Queríamos já reservar o verão de 2030.', ix.duoHigh, ix.familyHigh)),
    pt({ kind: 'comparison', ask: 'Qual é a diferença de preço por noite entre a Duo e a Surf em julho?', expect: [vans.duo.rates[2]!, vans.surf.rates[2]!] }),
    { kind: 'price', ask: octAsk, expect: [vans.duo.rates[1]!] },
    { kind: 'follow-up', ask: 'Do you pick us up at the airport?', after: [octAsk], expect: [airport.fee] },
    { kind: 'policy', ask: "Can we take the van over to Spain? We're thinking of driving down to Seville.", expect: [f.spain] },
    { kind: 'eligibility', ask: "What's the minimum age to drive one of your vans? My boyfriend is 22.", expect: [driver.age] },
    { kind: 'policy', ask: 'how many km a day are included?', expect: [km.perDay] },
    { kind: 'price', ask: 'can we bring our dog along?', expect: [ex.pet] },
    none('Do you have any electric campervans?'),
    { kind: 'price', ask: 'What does the Total cover cost per day?', expect: [ins.total.day] },
    none('Which insurance company are your vans insured with? My travel insurer wants the fleet policy number.', ix.policy, ix.insurer),
    { kind: 'price', ask: 'Is bedding included or do we need to bring our own sleeping bags?', expect: [ex.bedding] },
    askedIn('de')({
      kind: 'price',
      ask: 'Wir sind eine Familie mit zwei Kindern und möchten im April 10 Nächte mieten. Was kostet das grosse Wohnmobil mit Dusche pro Nacht?',
      expect: [vans.family.rates[1]!],
    }),
    askedIn('es')({ kind: 'price', ask: '¿Cuánto cuesta alquilar una bici para llevarla en la furgoneta?', expect: [ex.bike] }),
    askedIn('fr')({ kind: 'team', ask: "Bonjour, y a-t-il quelqu'un qui parle français à l'agence pour la remise des clés ?", expect: [team.checkin.short] }),
    askedIn('it')({ kind: 'price', ask: 'Quanto costa a notte il van da surf a gennaio?', expect: [vans.surf.rates[0]!] }),
    askedIn('ar')({ kind: 'policy', ask: 'كم تبلغ الرسوم إذا أعدنا الكرفان متسخاً من الداخل؟', expect: [f.cleaning] }),
    askedIn('he')({ kind: 'payment', ask: 'כמה אחוז מהסכום צריך לשלם כשמזמינים?', expect: [booking.pay] }),
    askedIn('ja')(none('キャンピングカーにテレビは付いていますか？')),
    askedIn('zh-Hans')({ kind: 'hours', ask: '还车时间是几点到几点？', expect: [hr.return[0]!, hr.return[1]!] }),
  ];

  const pages: Record<string, string> = {
    '/': doc('pt', '/', 'Início', home('pt')),
    '/en': doc('en', '/en', 'Home', home('en')),
    '/frota': doc(
      'pt',
      '/frota',
      'Frota',
      hero('A nossa frota', 'Três modelos, todos com cozinha, frigorífico, água quente e toldo.') +
        section(
          'Comparar modelos',
          `<div class="grid gap-6 md:grid-cols-3" ${scope}>${each(fleet, (van) => vanCard('pt', van))}</div><p ${scope}>A ${vans.family.name} tem WC e duche; a ${vans.duo.name} tem teto elevável; a ${vans.surf.name} tem suporte para pranchas no tejadilho.</p>`,
        ),
    ),
    '/precos': ratesPage('pt'),
    '/en/rates': ratesPage('en'),
    '/extras': doc(
      'pt',
      '/extras',
      'Extras',
      hero('Extras', 'Tudo o que precisa para a viagem, entregue dentro da autocaravana.') + section('Extras disponíveis', extrasGrid('pt')),
    ),
    '/levantamento': doc(
      'pt',
      '/levantamento',
      'Levantamento',
      hero('Levantamento e devolução', `Na nossa base nos ${f.area}, a ${f.airportMinutes} minutos do aeroporto Humberto Delgado.`) +
        section(
          'Onde estamos',
          `<p ${scope}>${f.street}, ${f.postcode} Lisboa. Metro: ${f.metro} (linha vermelha), 10 minutos a pé.</p><p ${scope}>${terms('pt')[5]![1]}</p><p ${scope}>Reserve 45 minutos para a entrega: mostramos-lhe a autocaravana, o gás, a água e a eletricidade.</p>`,
        ),
    ),
    '/condicoes': doc(
      'pt',
      '/condicoes',
      'Condições',
      hero('Condições de aluguer', 'Leia antes de reservar.') + `<div class="mx-auto max-w-3xl px-4 py-8" ${scope}>${termSections('pt')}</div>`,
    ),
    '/en/terms': doc(
      'en',
      '/en/terms',
      'Terms',
      hero('Rental terms', 'Please read before you book.') + `<div class="mx-auto max-w-3xl px-4 py-8" ${scope}>${termSections('en')}</div>`,
    ),
    '/faq': doc(
      'pt',
      '/faq',
      'FAQ',
      hero('Perguntas frequentes', 'Não encontra a resposta? Fale connosco por WhatsApp.') +
        section(
          'FAQ',
          each(
            faqs,
            ([q, a]) =>
              `<details class="group rounded-lg border bg-white p-4" ${scope}><summary class="cursor-pointer list-none font-medium" ${scope}>${q}<span class="float-right transition group-open:rotate-45" ${scope}>+</span></summary><p class="mt-3 text-slate-700" ${scope}>${a}</p></details>`,
          ),
        ),
    ),
    '/sobre-nos': doc(
      'pt',
      '/sobre-nos',
      'Sobre nós',
      hero('Sobre nós', `Uma pequena empresa familiar, na estrada desde ${f.founded}.`) +
        section(
          'A equipa',
          `<div class="grid gap-6 sm:grid-cols-2" ${scope}>${each(people, ([name, bio]) => `<div class="flex gap-4" ${scope}><img src="/_nuxt/${slugOf(name).replace(/^-|-$/g, '')}.webp" alt="${name}" class="h-20 w-20 rounded-full object-cover" ${scope}><div ${scope}><h3 class="font-semibold" ${scope}>${name}</h3><p class="text-sm" ${scope}>${bio}</p></div></div>`)}</div>`,
        ),
    ),
    '/contactos': doc(
      'pt',
      '/contactos',
      'Contactos',
      hero('Contactos', 'Respondemos em menos de 24 horas, em português, inglês, alemão, francês ou espanhol.') +
        section(
          'Fale connosco',
          `<p ${scope}>Telefone: <a href="tel:${tel(f.phone)}" ${scope}>${f.phone}</a><br ${scope}>WhatsApp: <a href="https://wa.me/${tel(f.whatsapp).slice(1)}" ${scope}>${f.whatsapp}</a><br ${scope}>Email: <a href="mailto:${f.email}" ${scope}>${f.email}</a></p><p ${scope}>Escritório: segunda a sábado, ${hr.office[0]}–${hr.office[1]}. ${f.street}, ${f.postcode} Lisboa.</p>`,
        ),
    ),
    '/privacidade': doc(
      'pt',
      '/privacidade',
      'Privacidade',
      section(
        'Política de privacidade',
        `<p ${scope}>Responsável pelo tratamento: ${f.legal}, NIPC ${f.nipc}, ${f.street}, ${f.postcode} Lisboa, ${f.email}.</p><p ${scope}>Os dados da reserva (identificação, carta de condução e cartão) são tratados pelo motor de reservas e guardados durante o prazo legal de faturação.</p>`,
      ),
    ),
    '/interno/tabela-2030': doc(
      'pt',
      '/interno/tabela-2030',
      'Interno',
      section(
        'Interno – não partilhar com clientes',
        `<ul class="list-disc pl-5" ${scope}><li ${scope}>Equipa de limpeza: ${ix.cleaners} € por autocaravana entregue.</li><li ${scope}>Seguro de frota: ${ix.insurer}, apólice ${ix.policy}.</li><li ${scope}>Tabela a partir de ${ix.effective} (ainda não publicar): ${vans.duo.name} época alta ${ix.duoHigh} €, ${vans.family.name} época alta ${ix.familyHigh} €.</li></ul>`,
      ),
    ),
  };
  return { name: 'campervan hire (pt-PT + en)', questions, disallow: ['/interno/tabela-2030'], pages };
}
