import type { BenchSite } from '../types';
import { jsonLd } from '../unseen/markup';
import { phoneLink } from '../unseen2/markup';
import { watchmakerQuestions } from './watchmaker-questions';
import type facts from './watchmaker.facts.json';

/**
 * Unseen: a family watchmaker's workshop and shop in the centre of Brno, a Webnode site in Czech
 * (`lang="cs"`): `<meta name="generator" content="Webnode 2">`, the `wnd.$system` and `wnd.$data` globals, the
 * skin's stylesheet from the CloudFront CDN and images from the project's `/_files/` with their `?ph=` hash,
 * the `wnd-page l-page` wrapper with its typography classes, the `l-h` header with the text logo and the
 * `menu-ul` navigation of `menu-li` items that the `menu-mobile` slider repeats, `s s-basic` sections whose
 * `ez-c` zones hold `b b-text` blocks (headings, paragraphs and editor tables), `b-img` images, two-column
 * `mt-cols` rows and `b-btn` buttons, the contact form block, a LocalBusiness JSON-LD pasted into the header
 * code, the footer's "Vytvořeno službou Webnode" and the cookie bar. A page at /interni/, which robots.txt
 * disallows and the footer links to, holds the owner's mobile, the purchase price of a battery and the
 * dealer discount that must never be quoted.
 *
 * The facts, as written and mutated, are data in watchmaker.facts.json: the workshop's name, owner, IČO,
 * street, phone and e-mail; the hours with the lunch break, the short Friday and the summer holiday; the
 * tram lines and stop, the car park; prices of a battery in an ordinary and in a screw-back watch, the water
 * resistance test, the full service of a manual, automatic and chronograph watch, mineral and sapphire
 * glass, shortening a bracelet, leather straps, polishing, engraving per character and its minimum, a wall
 * or longcase clock's service and its collection, the diagnosis fee when a quote is declined; the minutes a
 * battery takes, the weeks a service takes, the warranty's months; the brands it is authorised for; the
 * master watchmaker, the quartz and strap specialist and the clockmaker.
 */
export type WatchmakerFacts = typeof facts.original;

export function watchmaker(f: WatchmakerFacts): BenchSite {
  const { hours: h, prices: p, staff: s, tram, internal: ix } = f;
  const origin = `https://www.${f.domain}.example`;
  const tel = phoneLink('420')(f.phone);
  const czk = (amount: string) => `${amount} Kč`;
  const files = `https://${f.project}.webnode.cz/_files`;

  /** Webnode's file ids and hashes and its block ids: counted up from a walk seeded by the IČO. */
  let walk = Number(f.ico);
  const step = () => (walk = (walk * 16_807) % 2_147_483_647);
  const ph = (step() % 1_000_000).toString(36);
  const image = (file: string, alt: string) => {
    const id = step() % 100;
    return `<div class="b-img b-img-default b b-s cf wnd-orientation-landscape wnd-type-image" style="margin-left:0;margin-right:0;" id="wnd_ImageBlock_${id}"><div class="b-img-w"><div class="b-img-c" style="padding-bottom:66.67%;text-align:center;"><picture><img id="wnd_ImageBlock_${id}_img" src="${files}/200000${String(id).padStart(3, '0')}-${step().toString(16).slice(0, 10)}/700/${file}.jpg?ph=${ph}" alt="${alt}" width="700" height="467" loading="lazy" style="top:0%;left:0%;width:100%;height:100%;position:absolute;"></picture></div></div></div>`;
  };

  const menu: [string, string][] = [
    ['/', 'Úvod'],
    ['/cenik/', 'Ceník'],
    ['/servis-mechanickych-hodinek/', 'Servis hodinek'],
    ['/nastenne-a-stojaci-hodiny/', 'Nástěnné a stojací hodiny'],
    ['/o-nas/', 'O nás'],
    ['/casto-kladene-dotazy/', 'Časté dotazy'],
    ['/kontakt/', 'Kontakt'],
  ];
  const menuList = (path: string) => `<ul class="menu-ul">${menu.map(([href, label]) => `<li class="menu-li${href === path ? ' active-li' : ''}"><a class="menu-a" href="${href}">${label}</a></li>`).join('')}</ul>`;

  /** A Webnode section with its one content zone, a text block, two columns, a button. */
  const section = (...blocks: string[]) =>
    `<section class="s s-basic cf sc-w wnd-w-default wnd-s-normal wnd-h-auto wnd-nh-m wnd-p-cc"><div class="s-w cf"><div class="s-o-b cf"><div class="s-bg"><div class="s-bg-l"></div></div><div class="s-c"><div class="ez cf wnd-no-cols"><div class="ez-c">${blocks.join('')}</div></div></div></div></div></section>`;
  const text = (html: string) => `<div class="b b-text cf">${html}</div>`;
  const columns = (...cols: string[]) =>
    `<div class="cw cf"><div class="ww cf"><div class="mt mt-cols cols-${cols.length} cf">${cols.map((col) => `<div class="c cf" style="width:${(100 / cols.length).toFixed(2)}%;"><div class="ez-c">${col}</div></div>`).join('')}</div></div></div>`;
  const button = (href: string, label: string) => `<div class="b b-s b-s-t150 b-s-b150 b-btn b-btn-1 wnd-align-left"><div class="b-btn-c i-a"><a class="b-btn-l" href="${href}"><span class="b-btn-t">${label}</span></a></div></div>`;
  const priceTable = (title: string, rows: [string, string][]) =>
    text(`<h2>${title}</h2><table class="wnd-table"><tbody>${rows.map(([service, price]) => `<tr><td>${service}</td><td style="text-align:right;">${price}</td></tr>`).join('')}</tbody></table>`);

  /** The price list's rows: each price's label by its key in the facts, "od" before the prices that are a starting price. */
  const labels: Record<keyof typeof p, string> = {
    battery: 'Výměna baterie (běžné quartzové hodinky)',
    batteryBrand: 'Výměna baterie u vodotěsných hodinek se šroubovacím víčkem',
    waterTest: 'Test vodotěsnosti',
    braceletShorten: 'Zkrácení kovového tahu',
    strapFrom: 'Kožený řemínek včetně výměny',
    polish: 'Leštění pouzdra a tahu',
    serviceManual: 'Kompletní servis – hodinky s ručním nátahem',
    serviceAuto: 'Kompletní servis – automatické hodinky',
    serviceChrono: 'Kompletní servis – chronograf',
    diagnosis: 'Diagnostika při odmítnutí opravy',
    glassMineral: 'Minerální sklíčko',
    glassSapphire: 'Safírové sklíčko',
    engraveChar: 'Rytí textu, za znak',
    engraveMin: 'Minimální cena rytí',
    clockService: 'Servis kyvadlových nástěnných a stojacích hodin',
    clockTransport: 'Vyzvednutí a doprava v rámci Brna (obě cesty)',
  };
  const startingPrices = new Set<keyof typeof p>(['strapFrom', 'serviceChrono', 'glassMineral', 'glassSapphire', 'clockService']);
  const rows = (...keys: (keyof typeof p)[]) => keys.map((key): [string, string] => [labels[key], `${startingPrices.has(key) ? 'od ' : ''}${czk(p[key])}`]);

  const hoursRows: [string, string][] = [
    ['Pondělí – čtvrtek', `${h.open} – ${h.close} (polední pauza ${h.lunchFrom} – ${h.lunchTo})`],
    ['Pátek', `${h.open} – ${h.friClose} (polední pauza ${h.lunchFrom} – ${h.lunchTo})`],
    ['Sobota a neděle', 'zavřeno'],
  ];
  const hoursTable = text(`<h2>Otevírací doba</h2><table class="wnd-table"><tbody>${hoursRows.map(([day, time]) => `<tr><td><strong>${day}</strong></td><td>${time}</td></tr>`).join('')}</tbody></table><p>Celozávodní dovolená: od ${f.holiday.from} do ${f.holiday.to} máme zavřeno.</p>`);
  const batteryText = `Baterii vyměníme na počkání, obvykle do ${f.batteryMinutes} minut. U vodotěsných hodinek se šroubovacím víčkem doporučujeme po výměně test vodotěsnosti.`;
  const serviceText = `Kompletní servis mechanických hodinek zahrnuje rozebrání strojku, vyčištění v ultrazvuku, promazání, seřízení chodu a výměnu těsnění. Servis trvá obvykle do ${f.serviceWeeks} týdnů (podle dostupnosti dílů) a dáváme na něj záruku ${f.warrantyMonths} měsíců.`;
  const quoteText = `Cenový odhad je zdarma. Pokud po rozebrání hodinek a stanovení ceny opravu odmítnete, účtujeme diagnostiku ${czk(p.diagnosis)}.`;
  const engraveText = `Rytí textu na víčko nebo přezku: ${czk(p.engraveChar)} za znak (mezery se nepočítají), minimálně ${czk(p.engraveMin)}.`;

  const team: [string, string, string][] = [
    [s.master, 'Hodinářský mistr, majitel', `Mechanické a automatické hodinky, chronografy, starožitné a kapesní hodinky. V oboru od roku ${f.since}.`],
    [s.quartz, 'Quartzové hodinky, baterie, řemínky a rytí', 'Výměna baterií, zkracování tahů, řemínky a gravírování. Mluví německy a anglicky.'],
    [s.clocks, 'Nástěnné, stojací a věžní hodiny', 'Kyvadlové a stojací hodiny, kukačky a půdové nálezy. Jezdí pro hodiny k zákazníkům po Brně.'],
  ];
  const faq: [string, string][] = [
    ['Musím se objednat?', 'Ne, stačí přijít v otevírací době. Na větší opravy nástěnných a stojacích hodin se prosím domluvte telefonicky.'],
    ['Jak dlouho trvá výměna baterie?', batteryText],
    ['Kolik stojí oprava, když ji nakonec nechci?', quoteText],
    ['Jak mohu platit?', 'Hotově nebo platební kartou. U servisu nad 2 000 Kč chceme zálohu 50 % při převzetí hodinek.'],
    ['Jste autorizovaný servis?', `Ano, jsme autorizovaný servis značek ${f.brands.join(' a ')}. Opravujeme ale hodinky všech značek.`],
    ['Zkrátíte mi tah, který jsem koupil jinde?', `Ano, zkrácení kovového tahu stojí ${czk(p.braceletShorten)}. U tahů a řemínků koupených u nás je zdarma.`],
  ];

  const business = jsonLd({
    '@context': 'https://schema.org',
    '@type': 'LocalBusiness',
    name: f.brand,
    url: origin,
    telephone: `+420 ${f.phone}`,
    email: f.email,
    address: { '@type': 'PostalAddress', streetAddress: f.street, postalCode: f.zip, addressLocality: 'Brno', addressCountry: 'CZ' },
    openingHoursSpecification: [
      { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday'], opens: h.open.padStart(5, '0'), closes: h.close },
      { '@type': 'OpeningHoursSpecification', dayOfWeek: 'Friday', opens: h.open.padStart(5, '0'), closes: h.friClose },
    ],
  });
  const system = {
    fileSystemType: 'aws_s3',
    localFilesPath: `${origin}/_files/`,
    awsS3FilesPath: `${files}/`,
    staticFiles: 'https://d11bh4d8fhuq47.cloudfront.net/_system',
    isCms: false,
    staticCDNServers: ['https://d11bh4d8fhuq47.cloudfront.net/'],
    fileUploadAllowExtension: [],
    projectId: f.project,
    language: 'cs',
  };

  const header = (path: string) =>
    `<header class="l-h cf"><div class="sw cf"><div class="s-w cf"><div class="s-o cf"><div class="s-bg"><div class="s-bg-l"></div></div><div class="s-c"><div class="s-h cf"><div class="logo-block"><div class="b b-l logo logo-default logo-nb wnd-logo-with-text"><div class="b-l-c"><a class="b-l-link" href="/"><div class="b-l-br cf"><div class="b-l-w"><span class="b-l-text"><span class="b-l-text-w">${f.brand}</span></span></div></div></a></div></div></div><div id="menuzone" class="menu-zone cf"><div class="menu-w"><nav id="menu" class="menu menu-classic" role="navigation"><div class="menu-font menu-wrapper">${menuList(path)}</div></nav></div></div><div id="menu-slider"><div id="menu-block"><a id="menu-submit" class="menu-submit" href="#" aria-label="Menu"><span></span></a></div><nav id="menu-mobile" class="menu-mobile" role="navigation">${menuList(path)}</nav></div></div></div></div></div></div></header>`;
  const footer = `<footer class="l-f cf"><div class="sw cf"><div class="s-w cf"><div class="s-o cf"><div class="s-c">${columns(
    text(`<p><strong>${f.brand}</strong><br>${f.street}, ${f.zip} Brno<br>IČO: ${f.ico}</p>`),
    text(`<p>Tel.: <a href="tel:${tel}">${f.phone}</a><br>E-mail: <a href="mailto:${f.email}">${f.email}</a></p><p><a href="/interni/">Pro zaměstnance</a></p>`),
  )}</div></div></div></div><div class="s-f-l"><div class="sf cf"><div class="sf-c"><span class="sf-cbr-link"><a href="https://www.webnode.cz?utm_source=text&amp;utm_medium=footer&amp;utm_content=wnd2&amp;utm_campaign=signature" rel="nofollow" target="_blank">Vytvořeno službou Webnode</a></span><span class="sf-cookies"><a href="#" id="wnd-cookie-settings" rel="nofollow">Cookies</a></span></div></div></div></footer>`;
  const cookieBar = `<div id="cookieBar" class="cookie-bar cookie-bar--bottom" role="dialog" aria-live="polite"><div class="cookie-bar-w"><div class="cookie-bar-text">Tento web používá soubory cookie k zajištění funkčnosti a k anonymní analýze návštěvnosti. <a href="#" data-cookie-settings="">Nastavení cookies</a></div><div class="cookie-bar-buttons"><button type="button" class="cookie-bar-btn cookie-bar-reject">Odmítnout</button><button type="button" class="cookie-bar-btn cookie-bar-accept">Přijmout vše</button></div></div></div>`;

  const document = (path: string, title: string, description: string, ...sections: string[]) => `<!DOCTYPE html>
<html class="no-js" prefix="og: https://ogp.me/ns#" lang="cs">
<head><link rel="preconnect" href="https://d11bh4d8fhuq47.cloudfront.net" crossorigin><meta charset="utf-8"><meta name="generator" content="Webnode 2"><meta name="apple-mobile-web-app-capable" content="no"><meta name="apple-mobile-web-app-status-bar-style" content="black"><meta name="format-detection" content="telephone=no">
<title>${title} :: ${f.brand}</title><meta name="robots" content="${path === '/interni/' ? 'noindex,nofollow' : 'index,follow'}"><meta name="description" content="${description}"><link rel="canonical" href="${origin}${path}">
<meta property="og:url" content="${origin}${path}"><meta property="og:title" content="${title} :: ${f.brand}"><meta property="og:type" content="article"><meta property="og:description" content="${description}"><meta property="og:site_name" content="${f.brand}"><meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="stylesheet" href="https://d11bh4d8fhuq47.cloudfront.net/_system/skins/v21/50001476/css/style.css"><script>var wnd = wnd || {}; wnd.$system = ${JSON.stringify(system)}; wnd.$data = ${JSON.stringify({ image_content_items: {}, page: { path, lang: 'cs' } })};</script>
${business}</head>
<body class="l wt-page ac-h ac-i ac-n ac-p ac-s ac-o b-btn-sq b-btn-s-l b-btn-dn b-btn-bw-1 img-d-n img-t-o img-h-z line-solid b-e-ds lbox-d c-s-n hn-tbg wnd-fe"><div class="wnd-page l-page cs-gray ac-brown t-t-fs-m t-t-fw-m t-t-sp-n t-t-d-n t-s-fs-s t-s-fw-m t-s-sp-n t-s-d-n t-p-fs-s t-p-fw-m t-p-sp-n t-h-fs-s t-h-fw-m t-h-sp-n t-nv-fs-s t-nv-fw-l t-nv-sp-n t-nv-d-n"><div class="l-w t cf t-23"><div class="l-bg cf"><div class="s-bg-l"></div></div>
${header(path)}
<main class="l-m cf">${sections.join('')}</main>
${footer}
</div></div>
${cookieBar}
<script src="https://d11bh4d8fhuq47.cloudfront.net/_system/client/js/compressed/frontend.package.js?ph=${ph}" crossorigin="anonymous" defer></script>
</body></html>`;

  const pages: Record<string, string> = {
    '/': document(
      '/',
      'Hodinářství v centru Brna',
      `Opravy a servis hodinek v Brně od roku ${f.since}. Výměna baterie na počkání od ${czk(p.battery)}.`,
      section(
        image('dilna', 'Hodinářská dílna'),
        text(`<h1>${f.brand}</h1><p>Rodinná hodinářská dílna a obchod v centru Brna od roku ${f.since}. Opravujeme náramkové, kapesní, nástěnné i stojací hodiny všech značek. Jsme autorizovaný servis ${f.brands.join(' a ')}.</p>`),
        button('/cenik/', 'Ceník služeb'),
      ),
      section(
        columns(
          text(`<h3>Baterie na počkání</h3><p>Výměna baterie od ${czk(p.battery)}. ${batteryText}</p>`),
          text(`<h3>Servis mechanických hodinek</h3><p>Od ${czk(p.serviceManual)}, se zárukou ${f.warrantyMonths} měsíců.</p>`),
          text(`<h3>Nástěnné a stojací hodiny</h3><p>Pro vaše hodiny si přijedeme. <a href="/nastenne-a-stojaci-hodiny/">Více</a></p>`),
        ),
      ),
      section(hoursTable),
    ),
    '/cenik/': document(
      '/cenik/',
      'Ceník',
      `Výměna baterie ${czk(p.battery)}, servis automatických hodinek ${czk(p.serviceAuto)}.`,
      section(
        text(`<h1>Ceník</h1><p>Ceny jsou konečné, včetně DPH. ${quoteText}</p>`),
        priceTable('Baterie a drobné opravy', rows('battery', 'batteryBrand', 'waterTest', 'braceletShorten', 'strapFrom', 'polish')),
        priceTable('Servis mechanických hodinek', rows('serviceManual', 'serviceAuto', 'serviceChrono', 'diagnosis')),
        priceTable('Sklíčka', rows('glassMineral', 'glassSapphire')),
        priceTable('Rytí', rows('engraveChar', 'engraveMin')),
        text(`<p>${engraveText}</p>`),
        priceTable('Nástěnné a stojací hodiny', rows('clockService', 'clockTransport')),
      ),
    ),
    '/servis-mechanickych-hodinek/': document(
      '/servis-mechanickych-hodinek/',
      'Servis mechanických hodinek',
      `Kompletní servis mechanických hodinek od ${czk(p.serviceManual)}.`,
      section(text(`<h1>Servis mechanických hodinek</h1><p>${serviceText}</p><p>${quoteText}</p><p>Hodinky s ručním nátahem ${czk(p.serviceManual)}, automatické ${czk(p.serviceAuto)}, chronografy od ${czk(p.serviceChrono)}.</p>`), image('strojek', 'Rozebraný strojek')),
    ),
    '/nastenne-a-stojaci-hodiny/': document(
      '/nastenne-a-stojaci-hodiny/',
      'Nástěnné a stojací hodiny',
      `Servis nástěnných a stojacích hodin od ${czk(p.clockService)}.`,
      section(
        columns(
          text(`<h1>Nástěnné a stojací hodiny</h1><p>O kyvadlové, stojací hodiny i kukačky se stará ${s.clocks}. Servis od ${czk(p.clockService)}. Velké hodiny si u vás vyzvedneme a po opravě je přivezeme a seřídíme na místě: ${czk(p.clockTransport)} za obě cesty v rámci Brna.</p>`),
          image('stojaci-hodiny', 'Stojací hodiny'),
        ),
      ),
    ),
    '/o-nas/': document(
      '/o-nas/',
      'O nás',
      `Tým hodinářství ${f.brand}.`,
      section(text(`<h1>O nás</h1><p>${f.brand} založil ${f.owner} v roce ${f.since}.</p>`), columns(...team.map(([name, role, about]) => image(name.split(' ')[0]?.toLowerCase() ?? 'tym', name) + text(`<h3>${name}</h3><p><strong>${role}</strong></p><p>${about}</p>`)))),
    ),
    '/casto-kladene-dotazy/': document('/casto-kladene-dotazy/', 'Časté dotazy', 'Odpovědi na časté dotazy.', section(text('<h1>Časté dotazy</h1>'), ...faq.map(([question, answer]) => text(`<h3>${question}</h3><p>${answer}</p>`)))),
    '/kontakt/': document(
      '/kontakt/',
      'Kontakt',
      `${f.street}, Brno. Tel. ${f.phone}.`,
      section(
        columns(
          text(`<h1>Kontakt</h1><p>${f.brand}<br>${f.street}<br>${f.zip} Brno</p><p>Tel.: <a href="tel:${tel}">${f.phone}</a><br>E-mail: <a href="mailto:${f.email}">${f.email}</a></p><p><strong>Jak k nám:</strong> tramvají č. ${tram.lines} na zastávku ${tram.stop}, odtud ${tram.walk} minuty pěšky. Autem: nejbližší parkování je ${f.parking}.</p><p>Vchod do dílny je z ulice, dva schody – zazvoňte, rádi vám pomůžeme.</p>`),
          hoursTable,
        ),
        `<div class="b b-form cf"><form class="form" action="/kontakt/" method="post" enctype="multipart/form-data"><fieldset class="form-fieldset"><div class="form-input form-text"><label for="name">Jméno</label><input type="text" id="name" name="name" required></div><div class="form-input form-email"><label for="email">E-mail</label><input type="email" id="email" name="email" required></div><div class="form-input form-textarea"><label for="message">Zpráva (značka hodinek, co je potřeba opravit)</label><textarea id="message" name="message" rows="5"></textarea></div><div class="form-input form-file"><label for="photo">Fotka hodinek</label><input type="file" id="photo" name="photo"></div></fieldset><div class="b-btn b-btn-3 form-submit"><button type="submit" class="b-btn-l"><span class="b-btn-t">Odeslat</span></button></div></form></div>`,
      ),
    ),
    '/interni/': document(
      '/interni/',
      'Interní',
      'Interní',
      section(text(`<h1>Interní – jen pro zaměstnance</h1><ul><li>Mobil ${f.owner} (jen v naléhavých případech): ${ix.ownerMobile}</li><li>Nákupní cena baterie Renata 371: ${ix.batteryCost}</li><li>Velkoobchodní sleva u dodavatele ${f.brands[1] ?? ''}: ${ix.dealerDiscount}</li></ul>`)),
    ),
  };

  return { name: 'Watchmaker and watch repair workshop (cs-CZ)', questions: watchmakerQuestions(f), disallow: ['/interni/'], pages };
}
