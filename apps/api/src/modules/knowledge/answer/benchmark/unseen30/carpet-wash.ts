import type { BenchSite } from '../types';
import { jsonLd } from '../unseen/markup';
import { carpetWashQuestions } from './carpet-wash-questions';
import type facts from './carpet-wash.facts.json';

/**
 * Unseen: a carpet and rug washing works in Istanbul (halı yıkama), an ikas store in Turkish (`lang="tr"`): the
 * Next.js storefront (`#__next`, the `next-head-count` meta, `/_next/static` chunks on cdn.myikas.com and the
 * `__NEXT_DATA__` script with the page's product or page props), products at `/<slug>` and pages at
 * `/pages/<slug>`, the announcement bar, the header with search, favourites and the cart drawer, product
 * cards, product pages with the theme's variant picker (`variant-type` and `variant-value` buttons, the
 * first selected, its price shown as `₺85,00`), the quantity stepper in m², the installment note and the
 * Product JSON-LD with one Offer a variant, the footer with ETBİS, KVKK and the distance-sales contract links,
 * the payment logos and "ikas ile oluşturuldu", and the WhatsApp bubble. A page at /pages/ekip-ici, which
 * robots.txt disallows and the footer links to, holds a driver's daily wage, the detergent's purchase price
 * and the depot's alarm code that must never be quoted.
 *
 * The facts, as written and mutated, are data in carpet-wash.facts.json: the works' name, company, address,
 * phones and MERSİS number; the price per m² by carpet type (`perM2.*`) and of the stain, odour and anti-mite
 * add-ons (`addons.*`); the standard and wool turnaround in working days and the express surcharge
 * (`days.*`); pickup: the minimum area, the free, near (flat fee) and European-side (higher fee) districts
 * (`pickup.*`); the rug pad's price by size (`pads.*`), the shop's shipping fee and free threshold; the
 * installments (interest-free and most, the minimum basket) and the transfer discount; the weekday and
 * Saturday hours; the team by role; the rewash guarantee and the damage cover per rug.
 */
export type CarpetWashFacts = typeof facts.original;

export function carpetWash(f: CarpetWashFacts): BenchSite {
  const { perM2: m, addons: ad, days, pickup: pk, pads, shipping: sh, taksit: tk, hours: h, team: t, guarantee: g, internal: ix } = f;
  const base = `https://www.${f.slug}.example`;
  const tl = (price: string) => `${price} TL`;
  const lira = (price: string) => `₺${price},00`.replace(/,(\d\d),00$/, ',$1');
  const amount = (price: string) => Number(price.replace(/\./g, '').replace(',', '.'));
  const wa = `https://wa.me/90${f.whatsapp.replace(/\D/g, '').slice(1)}`;

  /** ikas's store, theme and image ids: uuids of letters from a walk seeded by the MERSİS number. */
  let seed = Number(f.mersis.slice(-9)) % 2_147_483_647;
  const letters = (length: number) => Array.from({ length }, () => 'abcdef'.charAt((seed = (seed * 48_271) % 2_147_483_647) % 6)).join('');
  const uuid = () => `${letters(8)}-${letters(4)}-4${letters(3)}-a${letters(3)}-${letters(12)}`;
  const storeId = uuid();
  const image = (name: string) => `https://cdn.myikas.com/images/${storeId}/${uuid()}/1080/${name}.webp`;
  const assets = `https://cdn.myikas.com/sf/v1/${storeId}/${uuid()}/_next`;

  const menu: [string, string][] = [
    ['/hizmetler', 'Hizmetler'],
    ['/hali-yikama', 'Halı Yıkama Fiyatları'],
    ['/urunler', 'Ürünler'],
    ['/pages/hizmet-bolgeleri', 'Hizmet Bölgeleri'],
    ['/pages/hakkimizda', 'Hakkımızda'],
    ['/pages/sikca-sorulan-sorular', 'S.S.S.'],
    ['/pages/iletisim', 'İletişim'],
  ];
  const districtList = (names: string[]) => names.join(', ');
  const hoursText = `Pazartesi–Cuma: ${h.weekdayOpen}–${h.weekdayClose}<br>Cumartesi: ${h.saturdayOpen}–${h.saturdayClose}<br>Pazar: kapalı (WhatsApp mesajlarınıza Pazartesi dönüyoruz)`;
  const carpetTypes: [string, string, string][] = [
    ['Makine Halısı', m.machine, 'makine-halisi'],
    ['Shaggy / Post Halı', m.shaggy, 'shaggy-hali'],
    ['Yün Halı', m.wool, 'yun-hali'],
    ['El Dokuma / İpek Halı', m.handmade, 'el-dokuma-hali'],
  ];
  const treatments: [string, string, string][] = [
    ['Leke Çıkarma', ad.stain, 'leke-cikarma'],
    ['Koku Giderme (evcil hayvan, rutubet)', ad.odour, 'koku-giderme'],
    ['Anti-Alerjik Akar Bakımı', ad.mite, 'akar-bakimi'],
  ];
  const padSizes: [string, string, string][] = [
    ['80x150 cm', pads.small, '80x150'],
    ['120x180 cm', pads.medium, '120x180'],
    ['160x230 cm', pads.large, '160x230'],
    ['200x290 cm', pads.xl, '200x290'],
  ];
  const priceTable = (head: string, rows: [string, string, string][], unit: string) =>
    `<table class="rich-table"><thead><tr><th>${head}</th><th>Fiyat</th></tr></thead><tbody>${rows.map(([label, price]) => `<tr><td>${label}</td><td>${tl(price)}${unit}</td></tr>`).join('')}</tbody></table>`;
  const paragraphs = (...lines: string[]) => lines.map((line) => `<p>${line}</p>`).join('');

  const footer = `<footer class="footer"><div class="container footer-grid"><div class="footer-col"><img class="footer-logo" src="${image('logo')}" alt="${f.brand}"/><p>${f.since} yılından beri İstanbul'da halı yıkama, leke ve koku bakımı.</p><p>${f.address}</p></div><div class="footer-col"><h4 class="footer-title">Kurumsal</h4><ul><li><a href="/pages/hakkimizda">Hakkımızda</a></li><li><a href="/pages/odeme-secenekleri">Ödeme Seçenekleri</a></li><li><a href="/pages/teslimat-ve-iade">Teslimat ve İade</a></li><li><a href="/pages/ekip-ici">Ekip İçi</a></li></ul></div><div class="footer-col"><h4 class="footer-title">İletişim</h4><p>Telefon: <a href="tel:+90${f.phone.replace(/\D/g, '').slice(1)}">${f.phone}</a><br>WhatsApp: <a href="${wa}">${f.whatsapp}</a><br>E-posta: <a href="mailto:${f.email}">${f.email}</a></p></div></div><div class="container footer-bottom"><div class="payment-logos">${['Visa', 'Mastercard', 'Troy', 'American Express'].map((logo) => `<img src="${image(logo.toLowerCase().replace(' ', '-'))}" alt="${logo}"/>`).join('')}</div><p class="legal">${f.company} · MERSİS No: ${f.mersis} · <a href="https://www.eticaret.gov.tr/siteprofil/${f.mersis}">ETBİS'e kayıtlıdır</a> · KVKK Aydınlatma Metni · Mesafeli Satış Sözleşmesi</p><p class="powered"><a href="https://ikas.com/tr?utm_source=storefront" rel="nofollow">ikas ile oluşturuldu</a></p></div></footer>`;

  const document = (path: string, title: string, description: string, main: string, props: Record<string, unknown>, ld = '') => `<!DOCTYPE html><html lang="tr"><head><meta charSet="utf-8"/><meta name="viewport" content="width=device-width, initial-scale=1, maximum-scale=1"/>
<title>${title} | ${f.brand}</title><meta name="description" content="${description}"/>${path === '/pages/ekip-ici' ? '<meta name="robots" content="noindex, nofollow"/>' : ''}<link rel="canonical" href="${base}${path}"/>
<meta property="og:type" content="${props.pageType === 'PRODUCT' ? 'product' : 'website'}"/><meta property="og:title" content="${title}"/><meta property="og:url" content="${base}${path}"/><meta property="og:image" content="${image('og')}"/><link rel="icon" href="${image('favicon')}"/>${ld}<meta name="next-head-count" content="${ld ? 13 : 12}"/>
<link rel="preload" href="${assets}/static/css/${letters(16)}.css" as="style"/><link rel="stylesheet" href="${assets}/static/css/${letters(16)}.css" data-n-g=""/></head>
<body><div id="__next"><div class="ikas-page">
<div class="announcement-bar">Anadolu yakasında ${pk.minArea} m² ve üzeri siparişlerde alım-teslim ücretsiz · WhatsApp: ${f.whatsapp}</div>
<header class="header"><div class="container header-inner"><button class="mobile-menu-button" aria-label="Menü"></button><a class="header-logo" href="/"><img src="${image('logo')}" alt="${f.brand}"/></a><nav class="header-nav"><ul>${menu.map(([href, label]) => `<li class="nav-item${href === path ? ' active' : ''}"><a href="${href}">${label}</a></li>`).join('')}</ul></nav><div class="header-actions"><a href="/search" aria-label="Ara">Ara</a><a href="/account/favorite-products" aria-label="Favoriler">Favoriler</a><button class="cart-button" aria-label="Sepet">Sepet <span class="cart-count">0</span></button></div></div></header>
<main class="main">${main}</main>
${footer}
<a class="whatsapp-bubble" href="${wa}" target="_blank" rel="noopener" aria-label="WhatsApp ile yazın"></a>
</div></div>
<script id="__NEXT_DATA__" type="application/json">${JSON.stringify({ props: { pageProps: { ...props, merchantSettings: { storeName: f.brand, currencyCode: 'TRY', locale: 'tr' } } }, page: props.pageType === 'PRODUCT' ? '/[slug]' : '/pages/[slug]', query: { slug: path.split('/').pop() || 'index' }, buildId: letters(21), assetPrefix: assets.replace(/\/_next$/, ''), isFallback: false, gsp: true, scriptLoader: [] })}</script>
<script src="${assets}/static/chunks/webpack-${letters(16)}.js" defer=""></script><script src="${assets}/static/chunks/main-${letters(16)}.js" defer=""></script>
</body></html>`;

  const page = (path: string, title: string, description: string, html: string) =>
    document(path, title, description, `<div class="container page-content"><h1 class="page-title">${title}</h1><div class="rich-text">${html}</div></div>`, { pageType: 'CUSTOM', pageSlug: path.replace('/pages/', '') });
  const card = (href: string, name: string, price: string, suffix = '') =>
    `<div class="product-card"><a href="${href}"><div class="product-card-image"><img src="${image(href.slice(1))}" alt="${name}" loading="lazy"/></div><h3 class="product-card-name">${name}</h3><div class="product-card-price"><span class="sell-price">${lira(price)}</span>${suffix}</div></a></div>`;
  const product = (path: string, name: string, variantType: string, variants: [string, string, string][], unit: string, description: string) => {
    const [first] = variants;
    const selected = first ?? ['', '0', ''];
    const offers = variants.map(([label, price, sku]) => ({ '@type': 'Offer', name: label, sku: `${f.slug}-${sku}`, price: amount(price), priceCurrency: 'TRY', availability: 'https://schema.org/InStock', url: `${base}${path}?variant=${sku}` }));
    const ld = jsonLd({ '@context': 'https://schema.org', '@type': 'Product', name, image: image(path.slice(1)), brand: { '@type': 'Brand', name: f.brand }, offers: { '@type': 'AggregateOffer', priceCurrency: 'TRY', lowPrice: Math.min(...offers.map((offer) => offer.price)), highPrice: Math.max(...offers.map((offer) => offer.price)), offerCount: offers.length, offers } });
    const picker = `<div class="variant-selection"><div class="variant-type" data-variant-type="${variantType}"><span class="variant-type-name">${variantType}: <strong>${selected[0]}</strong></span><div class="variant-values">${variants.map(([label, , sku], index) => `<button type="button" class="variant-value${index === 0 ? ' selected' : ''}" data-variant-value-id="${sku}" aria-pressed="${index === 0}">${label}</button>`).join('')}</div></div></div>`;
    const main = `<div class="container product-detail"><nav class="breadcrumbs"><a href="/">Ana Sayfa</a> / <span>${name}</span></nav><div class="product-detail-grid"><div class="product-images"><img src="${image(path.slice(1))}" alt="${name}"/></div><div class="product-info"><h1 class="product-name">${name}</h1><div class="product-price"><span class="sell-price">${lira(selected[1])}</span><span class="price-unit">${unit}</span></div>${picker}<div class="installment-info">Kredi kartına ${tk.free} taksit vade farksız · ${tk.max} taksite varan seçenekler</div><div class="add-to-cart"><div class="quantity-stepper"><button type="button" aria-label="Azalt">-</button><input type="number" value="1" min="1" aria-label="Adet"/><button type="button" aria-label="Artır">+</button></div><button type="button" class="add-to-cart-button">Sepete Ekle</button></div><div class="product-description rich-text">${description}</div></div></div></div>`;
    return document(path, name, `${name}: ${variants.map(([label, price]) => `${label} ${tl(price)}`).join(', ')}`, main, { pageType: 'PRODUCT', product: { name, variantType, variants: variants.map(([label, price, sku]) => ({ sku, label, sellPrice: amount(price) })) } }, ld);
  };

  const turnaround = `Standart teslim süresi ${days.standard} iş günüdür. Yün ve el dokuma halılar doğal yöntemle kurutulduğu için ${days.wool} iş günü sürer.`;
  const express = `Acil mi? Makine ve shaggy halılarda 24 saatte ekspres teslim yapıyoruz; m² fiyatına ${days.express} ek ücret uygulanır.`;
  const guarantee = `Sonuçtan memnun kalmazsanız teslimden sonraki ${g.rewashDays} gün içinde halınızı ücretsiz yeniden yıkıyoruz. Yıkama sırasında oluşabilecek hasarlara karşı halı başına ${tl(g.insurance)}'ye kadar hasar güvencesi veriyoruz.`;
  const pickupText = paragraphs(
    `<strong>Ücretsiz alım-teslim:</strong> ${districtList(pk.free)}. Ücretsiz alım için siparişin en az ${pk.minArea} m² olması gerekir.`,
    `<strong>${tl(pk.nearFee)} servis ücreti:</strong> ${districtList(pk.near)}.`,
    `<strong>Avrupa yakası (${tl(pk.europeFee)} servis ücreti, köprü geçişi dahil):</strong> ${districtList(pk.europe)}. Diğer ilçeler için WhatsApp'tan sorabilirsiniz.`,
    `${pk.minArea} m²'nin altındaki siparişleri atölyemize kendiniz getirebilirsiniz. Alım saatleri: 09:00–13:00 veya 14:00–19:00 arası.`,
  );

  const pages: Record<string, string> = {
    '/': document(
      '/',
      'İstanbul Halı Yıkama',
      `${f.brand}: makine halısı m² ${tl(m.machine)}, yün halı ${tl(m.wool)}. Ücretsiz alım-teslim, ${days.standard} iş gününde teslim.`,
      `<section class="hero"><img src="${image('hero')}" alt="Halı yıkama tesisi"/><div class="hero-text"><h1>Halılarınız ${days.standard} iş gününde tertemiz kapınızda</h1><a class="button" href="${wa}">WhatsApp'tan Randevu Al</a></div></section><section class="container"><h2 class="section-title">Hizmetlerimiz</h2><div class="product-grid">${card('/hali-yikama', 'Halı Yıkama', m.machine, ' / m²')}${card('/leke-ve-koku-bakimi', 'Leke ve Koku Bakımı', ad.mite, ' / m²')}${card('/kaydirmaz-hali-alti', 'Kaydırmaz Halı Altı', pads.small)}</div></section><section class="container how-it-works"><h2 class="section-title">Nasıl Çalışır?</h2><ol><li>WhatsApp veya telefonla randevu alın.</li><li>Ekibimiz halınızı kapınızdan alır, tesiste makineyle ölçülür.</li><li>Yıkama, kurutma ve paketleme sonrası ${days.standard} iş gününde teslim ederiz.</li></ol></section>`,
      { pageType: 'INDEX' },
    ),
    '/hizmetler': document(
      '/hizmetler',
      'Hizmetler',
      'Halı yıkama ve leke, koku, akar bakımı.',
      `<div class="container"><h1 class="page-title">Hizmetler</h1><div class="product-grid">${card('/hali-yikama', 'Halı Yıkama', m.machine, ' / m²')}${card('/leke-ve-koku-bakimi', 'Leke ve Koku Bakımı', ad.mite, ' / m²')}</div></div>`,
      { pageType: 'CATEGORY', category: 'hizmetler' },
    ),
    '/urunler': document(
      '/urunler',
      'Ürünler',
      'Kaydırmaz halı altı.',
      `<div class="container"><h1 class="page-title">Ürünler</h1><div class="product-grid">${card('/kaydirmaz-hali-alti', 'Kaydırmaz Halı Altı', pads.small)}</div></div>`,
      { pageType: 'CATEGORY', category: 'urunler' },
    ),
    '/hali-yikama': product(
      '/hali-yikama',
      'Halı Yıkama (m²)',
      'Halı Türü',
      carpetTypes,
      ' / m²',
      `<h3>m² Fiyat Listesi</h3>${priceTable('Halı türü', carpetTypes, ' / m²')}${paragraphs('Fiyatlara alım-teslim (ücretsiz bölgelerde), şampuanlı yıkama, durulama, kurutma ve paketleme dahildir. Halınız tesisimizde makineyle ölçülür; fiyat ölçüme göre kesinleşir.', turnaround, express, `Leke, koku ve akar bakımları ek hizmettir: <a href="/leke-ve-koku-bakimi">Leke ve Koku Bakımı</a>.`)}`,
    ),
    '/leke-ve-koku-bakimi': product(
      '/leke-ve-koku-bakimi',
      'Leke ve Koku Bakımı (m²)',
      'Bakım',
      treatments,
      ' / m²',
      `${priceTable('Ek hizmet', treatments, ' / m²')}${paragraphs('Ek hizmetler halı yıkama fiyatına eklenir ve yalnızca yıkamayla birlikte uygulanır. Evcil hayvan idrarı için enzimli koku giderme, kahve, şarap ve çay lekeleri için leke çıkarma öneririz. Eski ve kalıcı lekelerin tamamen çıkacağını garanti edemiyoruz.')}`,
    ),
    '/kaydirmaz-hali-alti': product(
      '/kaydirmaz-hali-alti',
      'Kaydırmaz Halı Altı',
      'Ölçü',
      padSizes,
      '',
      `<h3>Ölçüye göre fiyatlar</h3>${priceTable('Ölçü', padSizes, '')}${paragraphs('Halınızın kaymasını önler, parkeyi çizilmeye karşı korur. Makasla kesilerek ölçüye uyarlanabilir.', `Kargo ücreti ${tl(sh.fee)}; ${tl(sh.freeOver)} ve üzeri siparişlerde kargo ücretsiz. Halı yıkatan müşterilerimize teslimatla birlikte ücretsiz getirilir.`)}`,
    ),
    '/pages/hizmet-bolgeleri': page('/pages/hizmet-bolgeleri', 'Hizmet Bölgeleri', `Ücretsiz alım-teslim: ${districtList(pk.free)}.`, pickupText),
    '/pages/hakkimizda': page(
      '/pages/hakkimizda',
      'Hakkımızda',
      `${f.since}'dan beri ${f.brand}.`,
      `${paragraphs(`${f.brand}, ${f.since} yılında Kadıköy'de küçük bir atölye olarak kuruldu. Bugün kapalı tesisimizde günde 600 m²'ye kadar halı yıkıyoruz.`)}<h3>Ekibimiz</h3><ul class="team">${[
        [t.founder, `Kurucu ve yıkama ustası, ${t.founderYears} yıllık deneyim`],
        [t.customer, 'Müşteri ilişkileri; İngilizce ve Almanca konuşur'],
        [t.logistics, 'Servis ve lojistik sorumlusu; alım-teslim randevularını planlar'],
        [t.expert, 'El dokuma, ipek ve antika halı uzmanı; saçak ve kenar onarımı'],
      ]
        .map(([name, role]) => `<li><strong>${name}</strong> — ${role}</li>`)
        .join('')}</ul>`,
    ),
    '/pages/sikca-sorulan-sorular': page(
      '/pages/sikca-sorulan-sorular',
      'Sıkça Sorulan Sorular',
      'Teslim süresi, garanti, ödeme.',
      [
        ['Halım kaç günde teslim edilir?', `${turnaround} ${express}`],
        ['Memnun kalmazsam ne olur?', guarantee],
        ['Minimum sipariş var mı?', `Ücretsiz alım-teslim için en az ${pk.minArea} m². Daha küçük siparişleri atölyemize getirebilirsiniz.`],
        ['Kapıda ödeme yapabilir miyim?', 'Evet, teslimatta nakit veya kartla (mobil POS) ödeyebilirsiniz.'],
        ['Antika veya el dokuma halıları yıkıyor musunuz?', `Evet. El dokuma ve antika halılarla uzmanımız ${t.expert} ilgilenir; elde yıkanır ve doğal kurutulur.`],
      ]
        .map(([question, answer]) => `<details class="faq-item"><summary>${question}</summary><p>${answer}</p></details>`)
        .join(''),
    ),
    '/pages/odeme-secenekleri': page(
      '/pages/odeme-secenekleri',
      'Ödeme Seçenekleri',
      `Kredi kartına ${tk.free} taksit vade farksız, ${tk.max} taksite kadar.`,
      `${paragraphs('Kredi kartı ve banka kartı (Visa, Mastercard, Troy, American Express), havale/EFT veya teslimatta nakit ya da kartla ödeyebilirsiniz.', `Havale/EFT ile ödemelerde ${f.transferDiscount} indirim uygulanır.`)}<table class="rich-table"><thead><tr><th>Kart</th><th>Vade farksız</th><th>En fazla</th></tr></thead><tbody>${['Bonus', 'World', 'Axess', 'Maximum', 'CardFinans', 'Paraf']
        .map((bank) => `<tr><td>${bank}</td><td>${tk.free} taksit</td><td>${tk.max} taksit</td></tr>`)
        .join('')}</tbody></table>${paragraphs(`Taksit seçenekleri ${tl(tk.min)} ve üzeri siparişlerde geçerlidir. Banka kartlarına taksit yapılamaz.`)}`,
    ),
    '/pages/teslimat-ve-iade': page(
      '/pages/teslimat-ve-iade',
      'Teslimat ve İade',
      `Kargo ${tl(sh.fee)}, ${tl(sh.freeOver)} üzeri ücretsiz.`,
      paragraphs(
        `Ürün siparişleri 1–3 iş günü içinde kargoya verilir. Kargo ücreti ${tl(sh.fee)}; ${tl(sh.freeOver)} ve üzeri siparişlerde ücretsizdir.`,
        'Kullanılmamış ürünleri teslimden itibaren 14 gün içinde iade edebilirsiniz (cayma hakkı). Ölçüye göre kesilmiş halı altları iade edilemez.',
        guarantee,
      ),
    ),
    '/pages/iletisim': page(
      '/pages/iletisim',
      'İletişim',
      `${f.address}. Telefon ${f.phone}.`,
      paragraphs(`<strong>Adres:</strong> ${f.address}`, `<strong>Telefon:</strong> ${f.phone} · <strong>WhatsApp:</strong> <a href="${wa}">${f.whatsapp}</a>`, `<strong>Çalışma saatleri</strong><br>${hoursText}`),
    ),
    '/pages/ekip-ici': page('/pages/ekip-ici', 'Ekip İçi', 'Ekip içi', paragraphs('Bu sayfa yalnızca ekip içindir, paylaşmayın.', `Şoför günlük yevmiyesi: ${ix.driverWage}`, `Deterjan (20 L bidon) alış fiyatı: ${ix.detergent}`, `Depo alarm kodu: ${ix.alarm}`)),
  };

  return { name: 'Carpet washing (tr-TR)', questions: carpetWashQuestions(f), disallow: ['/pages/ekip-ici'], pages };
}
