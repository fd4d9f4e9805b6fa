import type { BenchSite } from '../types';
import { jsonLd } from '../unseen/markup';
import { autoGlassQuestions } from './auto-glass-questions';
import type facts from './auto-glass.facts.json';

/**
 * Unseen: an auto-glass repair and replacement shop with two branches in Riyadh, a Zid store in Arabic
 * (`lang="ar" dir="rtl"`, Bootstrap 5 RTL): products at `/products/<slug>`, categories at
 * `/categories/<id>/<slug>`, static pages at `/pages/<slug>`, the platform's `/shipping-and-payments` and
 * `/faqs` pages: the announcement bar, the navbar with search, cart and the English switch, the offcanvas
 * side menu with the categories again, breadcrumbs, product cards as `card-product` with their
 * `product.formatted_price` and add-to-cart buttons, a product page whose car-size `<select>` carries the
 * prices, a Tabby instalment snippet and a Product JSON-LD, `accordion` FAQs, the footer with the Saudi
 * Business Center and VAT badges, the payment icons (mada, Visa, Mastercard, Apple Pay, STC Pay, Tabby) and
 * "متجر مدعوم من زد", the cookie toast and the `zid` store globals. A page at /pages/staff-notes, which
 * robots.txt disallows and the footer links to, holds the fitters' commission, the supplier's price of a
 * windshield and the safe code that must never be quoted.
 *
 * The facts the pages are written from, as written and mutated, are data in auto-glass.facts.json: the
 * shop, company, commercial registration and VAT numbers, the unified number and WhatsApp; two branches
 * (`branches.*`, the calibration bay only in the `north` one) with street and phone; the morning and evening
 * shifts from Saturday to Thursday, Friday's opening and the break at each prayer (`hours.*`); prices in
 * SAR incl. 15% VAT (`prices.*`): a chip and each further one, a windshield for a small, medium and large
 * car, the rain-sensor or camera supplement, original (OEM) glass, rear and side glass, ADAS camera
 * calibration and its discount with a windshield; three tint films with their warranties (`tint.*`); the
 * mobile service's fee, when it is free and the districts it reaches (`mobile.*`); the installation
 * warranty in months, the minutes before driving and the hours before washing; the insurers dealt with
 * and the approval time; Tabby's minimum order.
 */
export type AutoGlassFacts = typeof facts.original;

export function autoGlass(f: AutoGlassFacts): BenchSite {
  const { branches: bx, hours: h, prices: pr, tint, mobile, internal: ix } = f;
  const base = `https://${f.domain}.example`;
  const sar = (price: string) => `${price} ر.س`;
  const amount = (price: string) => Number(price.replace(/,/g, ''));
  /** Arabic counts after a figure: 3 to 10 years are سنوات, 2 and 11 or more سنة. */
  const years = (count: string) => `${count} ${Number(count) > 2 && Number(count) <= 10 ? 'سنوات' : 'سنة'}`;

  /** Zid's media folders and store ids: uuids from a linear congruential walk on the unified number, letters only where a digit run could read as a fact. */
  let seed = Number(f.unified) % 2_147_483_647;
  const next = () => (seed = (seed * 48_271) % 2_147_483_647);
  const letters = (length: number) =>
    Array.from({ length }, () => 'abcdefghjkmnpqrstuvwxyz'.charAt(next() % 23)).join('');
  const uuid = () => `${letters(8)}-${letters(4)}-4${letters(3)}-a${letters(3)}-${letters(12)}`;
  const storeUuid = uuid();
  const media = () => `https://media.zid.store/${storeUuid}/${uuid()}.jpg`;
  const categories = { glass: '/categories/418265/windshields', tint: '/categories/418266/tint-films' };
  const products = { windshield: '/products/windshield-replacement', chip: '/products/chip-repair', calibration: '/products/adas-calibration' };

  const menu: [string, string][] = [
    ['/', 'الرئيسية'],
    [categories.glass, 'الزجاج والإصلاح'],
    [categories.tint, 'العوازل الحرارية'],
    ['/pages/mobile-service', 'الخدمة المتنقلة'],
    ['/pages/insurance', 'مطالبات التأمين'],
    ['/pages/branches', 'الفروع وأوقات العمل'],
    ['/faqs', 'الأسئلة الشائعة'],
  ];
  const navItems = (current: string, cls: string) =>
    menu.map(([href, label]) => `<li class="${cls}"><a class="nav-link${href === current ? ' active' : ''}" href="${href}"${href === current ? ' aria-current="page"' : ''}>${label}</a></li>`).join('');
  const breadcrumb = (trail: [string, string][]) =>
    `<nav aria-label="breadcrumb" class="container pt-3"><ol class="breadcrumb small">${[['/', 'الرئيسية'] as [string, string], ...trail]
      .map(([href, label], index) => (index === trail.length ? `<li class="breadcrumb-item active" aria-current="page">${label}</li>` : `<li class="breadcrumb-item"><a href="${href}">${label}</a></li>`))
      .join('')}</ol></nav>`;
  const card = (href: string, name: string, price: string, badge = '') =>
    `<div class="col"><div class="card card-product bg-transparent border-secondary border-opacity-25 rounded-3 h-100 js-card-item"><div class="overflow-hidden position-relative rounded-top bg-primary bg-opacity-10 zooming"><a href="${href}" title="${name}" class="css-thumbnail"><img src="${media()}" alt="${name}" class="mx-auto card-img-top rounded-0 img-fluid"></a></div><div class="card-body list-group list-group-flush px-0 border-0 py-0"><h2 class="list-group-item border-0 lh-base h6 py-1 mb-0"><a href="${href}" class="text-dark-emphasis">${name}</a></h2>${badge ? `<div class="list-group-item border-0 py-0"><span class="small badge text-warning-emphasis px-0 rounded-pill">${badge}</span></div>` : ''}</div><div class="px-3 py-1"><strong class="fw-bold text-body">${price}</strong></div><div class="card-footer bg-transparent border-0"><div class="btn-group btn-group-sm d-grid gap-2"><a class="btn btn-primary" href="${href}"><span class="px-1">احجز الآن</span></a></div></div></div></div>`;
  const grid = (cards: string[]) => `<div class="row row-cols-2 row-cols-md-3 row-cols-lg-4 g-3">${cards.join('')}</div>`;
  const list = (items: string[]) => `<ul>${items.map((item) => `<li>${item}</li>`).join('')}</ul>`;
  const section = (heading: string, inner: string) => `<section class="container my-4"><h2 class="h5 fw-bold mb-3">${heading}</h2>${inner}</section>`;
  const accordion = (items: [string, string][]) =>
    `<div class="accordion" id="faqAccordion">${items
      .map(
        ([question, answer], index) =>
          `<div class="accordion-item"><h3 class="accordion-header"><button class="accordion-button collapsed" type="button" data-bs-toggle="collapse" data-bs-target="#faq-${index}" aria-expanded="false">${question}</button></h3><div id="faq-${index}" class="accordion-collapse collapse" data-bs-parent="#faqAccordion"><div class="accordion-body">${answer}</div></div></div>`,
      )
      .join('')}</div>`;

  const vatNote = 'جميع الأسعار شاملة ضريبة القيمة المضافة 15%';
  const shifts = `السبت – الخميس: ${h.amOpen} ص – ${h.amClose} م، ثم ${h.pmOpen} م – ${h.pmClose} م<br>الجمعة: ${h.friOpen} م – ${h.pmClose} م`;
  const prayerNote = `نغلق نحو ${h.prayerBreak} دقيقة عند كل صلاة، ويُستكمل العمل على السيارات بعد الصلاة مباشرة.`;
  const branchBlock = (branch: typeof bx.main, extra: string) =>
    `<div class="col-md-6"><div class="border rounded-3 p-3 h-100"><h3 class="h6 fw-bold">${branch.name}</h3><p>${branch.street}، الرياض</p><p>هاتف الفرع: <a href="tel:+966${branch.phone.slice(1)}">${branch.phone}</a></p><p>${extra}</p></div></div>`;
  const payments = ['مدى', 'فيزا', 'ماستركارد', 'Apple Pay', 'STC Pay', 'تابي'];
  const tabbyText = `قسّم فاتورتك على 4 دفعات بدون فوائد مع تابي للطلبات من ${sar(f.tabbyMin)} فأكثر.`;
  const tabbySnippet = (price: string) =>
    `<div class="tabby-promo-snippet border rounded-2 p-2 small my-2" data-price="${amount(price)}" data-currency="SAR">أو قسّمها على 4 دفعات بقيمة ${(amount(price) / 4).toFixed(2)} ر.س بدون فوائد مع <strong>tabby</strong></div>`;
  const afterCare = `لا تقد السيارة قبل مرور ${f.cure} دقيقة على التركيب حتى يجف اللاصق، ولا تغسلها بالضغط قبل ${f.noWash} ساعة.`;
  const warrantyText = `ضمان ${f.warranty} شهراً على التركيب ضد تسريب الماء وصفير الهواء.`;

  const footer = `<footer class="footer bg-body-tertiary border-top mt-5 pt-5"><div class="container"><div class="row g-4">
<div class="col-md-4"><h5 class="fw-bold">${f.brand}</h5><p class="small">إصلاح وتبديل زجاج السيارات، معايرة كاميرات أنظمة مساعدة السائق، وعوازل حرارية في الرياض منذ ${f.since}.</p></div>
<div class="col-md-4"><h5 class="fw-bold">روابط</h5><ul class="list-unstyled small"><li><a href="/shipping-and-payments">طرق الدفع</a></li><li><a href="/faqs">الأسئلة الشائعة</a></li><li><a href="/pages/branches">الفروع</a></li><li><a href="/pages/staff-notes">ملاحظات الفريق</a></li></ul></div>
<div class="col-md-4"><h5 class="fw-bold">تواصل معنا</h5><p class="small">الرقم الموحد: <a href="tel:${f.unified}">${f.unified}</a><br>واتساب: <a href="https://wa.me/966${f.whatsapp.slice(1)}">${f.whatsapp}</a><br>البريد: <a href="mailto:${f.email}">${f.email}</a></p></div>
</div>
<div class="d-flex flex-wrap gap-2 justify-content-center my-3">${payments.map((method) => `<span class="payment-icon badge text-bg-light border" title="${method}">${method}</span>`).join('')}</div>
<div class="d-flex flex-wrap gap-4 justify-content-center small text-muted"><span><img src="/assets/sbc.svg" width="24" alt=""> موثّق في المركز السعودي للأعمال – السجل التجاري ${f.cr}</span><span><img src="/assets/vat.svg" width="24" alt=""> الرقم الضريبي ${f.vat}</span></div>
<div class="text-center small py-3 border-top mt-3">جميع الحقوق محفوظة © 2035 ${f.company} · <a href="https://zid.sa/?utm_source=store-footer" rel="nofollow">متجر مدعوم من زد</a></div>
</div></footer>`;

  const document = (path: string, title: string, description: string, body: string, ld = '') => `<!doctype html>
<html lang="ar" dir="rtl" data-bs-theme="light">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title} | ${f.brand}</title>
<meta name="description" content="${description}">${path === '/pages/staff-notes' ? '\n<meta name="robots" content="noindex, nofollow">' : ''}
<meta property="og:title" content="${title}"><meta property="og:description" content="${description}"><meta property="og:url" content="${base}${path}"><meta property="og:image" content="${media()}"><meta property="og:site_name" content="${f.brand}">
<link rel="canonical" href="${base}${path}"><link rel="alternate" hreflang="en" href="${base}/en${path === '/' ? '' : path}">
<link rel="icon" type="image/png" href="${media()}"><meta name="theme-color" content="#0b4f6c">
<link rel="preload" href="https://fonts.googleapis.com/css?family=IBM+Plex+Sans+Arabic:wght@400;700&display=swap" as="style" onload="this.rel = 'stylesheet'">
<link rel="stylesheet" href="https://cdn.zid.store/themes/${storeUuid}/assets/bootstrap.rtl.min.css"><link rel="stylesheet" href="https://cdn.zid.store/themes/${storeUuid}/assets/bundle.min.css"><link rel="stylesheet" href="https://cdn.zid.store/themes/${storeUuid}/assets/store.css">
<script>window.zid = window.zid || {}; zid.store = {"uuid": "${storeUuid}", "username": "${f.domain}", "currency": {"code": "SAR", "symbol": "ر.س"}, "language": "ar", "country": "SA"};</script>
${ld}
</head>
<body>
<main role="main" id="main" class="full-width">
<div class="announcement-bar bg-primary text-white text-center small py-2">الخدمة المتنقلة متاحة داخل الرياض – راسلنا على واتساب ${f.whatsapp}</div>
<nav class="navbar navbar-expand-lg bg-body sticky-top border-bottom"><div class="container"><a class="navbar-brand" href="/"><img src="${media()}" height="44" alt="${f.brand}"></a><button class="navbar-toggler" type="button" data-bs-toggle="offcanvas" data-bs-target="#offcanvasMenu" aria-label="القائمة"><span class="navbar-toggler-icon"></span></button><div class="collapse navbar-collapse"><ul class="navbar-nav mx-auto">${navItems(path, 'nav-item')}</ul></div><div class="d-flex gap-3 align-items-center"><a href="/search" aria-label="بحث"><i class="ti ti-search"></i></a><a href="/cart" aria-label="السلة"><i class="ti ti-shopping-cart"></i><span class="badge rounded-pill bg-primary cart-badge">0</span></a><a href="/en${path === '/' ? '' : path}" class="small">English</a></div></div></nav>
<div class="offcanvas offcanvas-end" tabindex="-1" id="offcanvasMenu"><div class="offcanvas-header"><h5 class="offcanvas-title">القائمة</h5><button type="button" class="btn-close" data-bs-dismiss="offcanvas" aria-label="إغلاق"></button></div><div class="offcanvas-body"><ul class="navbar-nav">${navItems(path, 'nav-item border-bottom')}</ul></div></div>
<div class="js-wrapper">
${body}
${footer}
</div>
</main>
<div class="toast-container position-fixed bottom-0 start-0 p-3"><div class="toast show cookies-toast" role="alert"><div class="toast-body small">نستخدم ملفات تعريف الارتباط (الكوكيز) لتحسين تجربتك في المتجر. <button type="button" class="btn btn-sm btn-primary ms-2" data-bs-dismiss="toast">موافق</button></div></div></div>
<script defer src="https://cdn.zid.store/themes/${storeUuid}/assets/bootstrap.bundle.min.js"></script><script defer src="https://cdn.zid.store/themes/${storeUuid}/assets/store.js"></script><script defer src="https://cdn.zid.store/zidapi/v1/zid-api.min.js"></script>
</body>
</html>`;

  const productLd = (name: string, price: string) =>
    jsonLd({ '@context': 'https://schema.org', '@type': 'Product', name, image: media(), brand: { '@type': 'Brand', name: f.latin }, offers: { '@type': 'Offer', price: amount(price), priceCurrency: 'SAR', availability: 'https://schema.org/InStock' } });
  const productPage = (path: string, name: string, price: string, options: string, description: string) =>
    document(
      path,
      name,
      `${name} – ${sar(price)} شامل الضريبة.`,
      `${breadcrumb([
        [categories.glass, 'الزجاج والإصلاح'],
        [path, name],
      ])}<div class="container product-details my-4"><div class="row g-4"><div class="col-md-6"><div class="swiper product-swiper"><div class="swiper-wrapper"><div class="swiper-slide"><img src="${media()}" class="img-fluid rounded-3" alt="${name}"></div></div></div></div><div class="col-md-6"><h1 class="product-title h4 fw-bold">${name}</h1><div class="product-price fs-5"><span class="product-formatted-price fw-bold">${sar(price)}</span> <small class="text-muted">السعر شامل الضريبة</small></div>${tabbySnippet(price)}${options}<div class="d-flex gap-2 my-3"><input type="number" class="form-control w-25" value="1" min="1" aria-label="الكمية"><button type="button" class="btn btn-primary js-add-to-cart">إضافة للسلة</button></div><div class="product-description">${description}</div></div></div></div>`,
      productLd(name, price),
    );
  const sizeOption = (label: string, price: string) => `<option value="${label}" data-price="${amount(price)}">${label} – ${sar(price)}</option>`;

  const pages: Record<string, string> = {
    '/': document(
      '/',
      'إصلاح وتبديل زجاج السيارات في الرياض',
      `${f.brand}: إصلاح كسر الزجاج من ${sar(pr.chip)}، تبديل الزجاج الأمامي، معايرة الكاميرات، عوازل حرارية وخدمة متنقلة.`,
      `<div class="swiper home-slider"><div class="swiper-wrapper">${['زجاجك مكسور؟ نصلحه في 30 دقيقة', 'تبديل الزجاج الأمامي مع معايرة الكاميرا']
        .map((caption) => `<div class="swiper-slide position-relative"><img src="${media()}" class="w-100" alt="${caption}"><div class="position-absolute bottom-0 p-4 text-white"><h2 class="fw-bold">${caption}</h2></div></div>`)
        .join('')}</div><div class="swiper-pagination"></div></div>
${section('خدماتنا', grid([card(products.chip, 'إصلاح كسر أو شعر في الزجاج', sar(pr.chip)), card(products.windshield, 'تبديل الزجاج الأمامي', `يبدأ من ${sar(pr.small)}`, 'حسب حجم السيارة'), card(products.calibration, 'معايرة كاميرا نظام مساعدة السائق (ADAS)', sar(pr.calibration)), card(categories.tint, 'عوازل حرارية', `يبدأ من ${sar(tint.economy)}`)]))}
${section('لماذا نحن؟', `<div class="row g-3 text-center">${[`ضمان ${f.warranty} شهراً على التركيب`, 'خدمة متنقلة في أحياء الرياض', 'نتعامل مع شركات التأمين', 'تقسيط مع تابي']
        .map((feature) => `<div class="col-6 col-md-3"><div class="border rounded-3 p-3 h-100">${feature}</div></div>`)
        .join('')}</div><p class="small text-muted mt-3">${vatNote}.</p>`)}`,
    ),
    [categories.glass]: document(
      categories.glass,
      'الزجاج والإصلاح',
      'إصلاح الكسور، تبديل الزجاج الأمامي والخلفي والجانبي، ومعايرة الكاميرات.',
      `${breadcrumb([[categories.glass, 'الزجاج والإصلاح']])}${section(
        'الزجاج والإصلاح',
        grid([
          card(products.chip, 'إصلاح كسر أو شعر في الزجاج', sar(pr.chip)),
          card(products.windshield, 'تبديل الزجاج الأمامي', `يبدأ من ${sar(pr.small)}`, 'حسب حجم السيارة'),
          card('/products/rear-glass', 'تبديل الزجاج الخلفي (سيدان)', sar(pr.rear)),
          card('/products/side-glass', 'تبديل زجاج باب جانبي', sar(pr.side)),
          card(products.calibration, 'معايرة كاميرا نظام مساعدة السائق (ADAS)', sar(pr.calibration)),
        ]),
      )}<p class="container small text-muted">${vatNote}.</p>`,
    ),
    [products.windshield]: productPage(
      products.windshield,
      'تبديل الزجاج الأمامي',
      pr.small,
      `<div class="product-options my-3"><label for="option-size" class="form-label fw-bold">حجم السيارة</label><select id="option-size" class="form-select" name="size">${sizeOption('سيارة صغيرة (يارس، أكسنت، سني)', pr.small)}${sizeOption('سيارة متوسطة (كامري، سوناتا، أكورد)', pr.medium)}${sizeOption('سيارة كبيرة / دفع رباعي (لاندكروزر، تاهو، باترول)', pr.large)}</select><div class="form-check mt-2"><input class="form-check-input" type="checkbox" id="option-sensor" data-price="${amount(pr.sensor)}"><label class="form-check-label" for="option-sensor">زجاج مزوّد بحساس مطر أو كاميرا (+${sar(pr.sensor)})</label></div></div>`,
      `<p>زجاج أمامي بجودة مطابقة لمواصفات الشركة المصنعة، مع إزالة الزجاج القديم وتنظيف الإطار وتركيب بلاصق يوريثان معتمد. يستغرق التركيب نحو ساعة ونصف.</p><p>زجاج وكالة أصلي (OEM): يبدأ من ${sar(pr.oem)} حسب الموديل ويُطلب مسبقاً.</p><p>إذا كانت سيارتك مزودة بكاميرا أمامية لنظام مساعدة السائق فلا بد من معايرتها بعد التبديل، ونمنحك خصم ${pr.calibDiscount} على المعايرة عند تركيب الزجاج لدينا.</p><p>${warrantyText}</p><p>${afterCare}</p>`,
    ),
    [products.chip]: productPage(
      products.chip,
      'إصلاح كسر أو شعر في الزجاج',
      pr.chip,
      `<div class="product-options my-3"><label for="option-chips" class="form-label fw-bold">عدد الكسور</label><select id="option-chips" class="form-select">${sizeOption('كسر واحد', pr.chip)}<option value="extra" data-price="${amount(pr.extraChip)}">كل كسر إضافي في نفس الزجاج – +${sar(pr.extraChip)}</option></select></div>`,
      `<p>نصلح الكسر الدائري أو النجمي الناتج عن الحصى إذا كان أصغر من قطعة العملة المعدنية (حتى 2.5 سم) وبعيداً عن حافة الزجاج. يستغرق الإصلاح نحو 30 دقيقة.</p><p>إذا امتد الكسر بعد الإصلاح نخصم قيمة الإصلاح من سعر تبديل الزجاج.</p>`,
    ),
    [products.calibration]: productPage(
      products.calibration,
      'معايرة كاميرا نظام مساعدة السائق (ADAS)',
      pr.calibration,
      '',
      `<p>معايرة ثابتة وديناميكية لكاميرا الزجاج الأمامي (مثبت السرعة التكيفي، التنبيه عند الخروج من المسار، الكبح التلقائي) بأجهزة معتمدة.</p><p>تتم المعايرة في ${bx.north.name} فقط، لأنها تحتاج إلى أرضية مستوية ولوحات معايرة، ولا تتوفر ضمن الخدمة المتنقلة.</p><p>خصم ${pr.calibDiscount} على المعايرة عند تبديل الزجاج الأمامي لدينا.</p>`,
    ),
    [categories.tint]: document(
      categories.tint,
      'العوازل الحرارية',
      `عوازل حرارية كربون وسيراميك ونانو سيراميك من ${sar(tint.economy)}.`,
      `${breadcrumb([[categories.tint, 'العوازل الحرارية']])}${section(
        'العوازل الحرارية (السيارة كاملة)',
        `${grid([card('/products/carbon-film', 'عازل كربون – الفئة الاقتصادية', sar(tint.economy)), card('/products/ceramic-film', 'عازل سيراميك – الفئة المميزة', sar(tint.ceramic)), card('/products/nano-ceramic-film', 'عازل نانو سيراميك – الفئة الفاخرة', sar(tint.nano))])}<div class="table-responsive mt-4"><table class="table table-bordered text-center align-middle"><thead class="table-light"><tr><th>الفئة</th><th>عزل الحرارة</th><th>الضمان</th><th>السعر</th></tr></thead><tbody><tr><td>كربون</td><td>حتى 45%</td><td>${years(tint.economyYears)}</td><td>${sar(tint.economy)}</td></tr><tr><td>سيراميك</td><td>حتى 70%</td><td>${years(tint.ceramicYears)}</td><td>${sar(tint.ceramic)}</td></tr><tr><td>نانو سيراميك</td><td>حتى 85%</td><td>${years(tint.nanoYears)}</td><td>${sar(tint.nano)}</td></tr></tbody></table></div><p class="small">نلتزم بنسب التظليل المسموح بها نظاماً؛ الزجاج الأمامي يُركَّب له عازل شفاف أو شريط علوي فقط. ${vatNote}.</p>`,
      )}`,
    ),
    '/pages/mobile-service': document(
      '/pages/mobile-service',
      'الخدمة المتنقلة',
      `نصلك في موقعك داخل الرياض. رسوم الخدمة ${sar(mobile.fee)}.`,
      section(
        'الخدمة المتنقلة',
        `<p>فنيونا يصلون إلى بيتك أو مقر عملك لإصلاح الكسور وتبديل الزجاج الأمامي والجانبي.</p><p><strong>رسوم الخدمة المتنقلة:</strong> ${sar(mobile.fee)}، ومجانية للطلبات من ${sar(mobile.freeOver)} فأكثر.</p><p><strong>الأحياء المشمولة:</strong> ${mobile.districts.join('، ')}. الأحياء الأخرى حسب توفر الفنيين، والدرعية والخرج خارج نطاق الخدمة.</p><p>لا تشمل الخدمة المتنقلة معايرة الكاميرات ولا العوازل الحرارية. يلزم مكان مظلل أو مواقف مغطاة لتبديل الزجاج.</p><p>للحجز أرسل صورة الكسر ورقم لوحة السيارة على واتساب ${f.whatsapp}.</p>`,
      ),
    ),
    '/pages/insurance': document(
      '/pages/insurance',
      'مطالبات التأمين',
      `نتعامل مع ${f.insurers.join(' و')}. الموافقة خلال ${f.approvalDays} أيام عمل.`,
      section(
        'مطالبات التأمين',
        `<p>نتعامل مباشرة مع شركات التأمين التالية: ${f.insurers.join('، ')}.</p><p><strong>المطلوب:</strong></p>${list(['تقرير نجم أو أمر الإصلاح من شركة التأمين', 'صورة الهوية أو الإقامة', 'صورة رخصة السير (الاستمارة)', 'صورة وثيقة التأمين'])}<p>نرفع المطالبة عنك، وتصل الموافقة عادة خلال ${f.approvalDays} أيام عمل. يدفع العميل نسبة التحمل المذكورة في وثيقته فقط.</p>`,
      ),
    ),
    '/pages/branches': document(
      '/pages/branches',
      'الفروع وأوقات العمل',
      `${bx.main.name} و${bx.north.name}. السبت – الخميس ${h.amOpen} ص – ${h.pmClose} م.`,
      section(
        'فروعنا في الرياض',
        `<div class="row g-3">${branchBlock(bx.main, 'إصلاح وتبديل الزجاج والعوازل الحرارية')}${branchBlock(bx.north, 'إصلاح وتبديل الزجاج والعوازل الحرارية، وقسم معايرة الكاميرات')}</div><h3 class="h6 fw-bold mt-4">أوقات العمل (للفرعين)</h3><p>${shifts}</p><p>${prayerNote}</p>`,
      ),
    ),
    '/shipping-and-payments': document(
      '/shipping-and-payments',
      'طرق الدفع',
      'مدى، فيزا، ماستركارد، Apple Pay، STC Pay، تابي.',
      section('طرق الدفع', `<p>نقبل: ${payments.join('، ')}. الدفع نقداً متاح في الفروع فقط.</p><p>${tabbyText}</p><p>${vatNote}، ونصدر فاتورة ضريبية إلكترونية مع كل طلب.</p>`),
    ),
    '/faqs': document(
      '/faqs',
      'الأسئلة الشائعة',
      'متى أقود السيارة بعد التركيب؟ هل يوجد ضمان؟',
      section(
        'الأسئلة الشائعة',
        accordion([
          ['متى أستطيع قيادة السيارة بعد تبديل الزجاج؟', afterCare],
          ['هل يوجد ضمان؟', `${warrantyText} وعلى العوازل الحرارية ضمان حسب الفئة.`],
          ['هل يمكن إصلاح الكسر بدلاً من تبديل الزجاج؟', 'نعم إذا كان الكسر أصغر من قطعة العملة المعدنية وبعيداً عن حافة الزجاج وعن مجال رؤية السائق.'],
          ['هل تلزم معايرة الكاميرا بعد التبديل؟', `نعم لكل سيارة فيها كاميرا أمامية لأنظمة مساعدة السائق. المعايرة في ${bx.north.name} بسعر ${sar(pr.calibration)}.`],
          ['هل تتعاملون مع التأمين؟', `نعم، مع ${f.insurers.join('، ')}.`],
        ]),
      ),
    ),
    '/pages/staff-notes': document(
      '/pages/staff-notes',
      'ملاحظات الفريق',
      'للاستخدام الداخلي',
      section('ملاحظات الفريق – للاستخدام الداخلي فقط', `<p>عمولة الفني: ${ix.commission} من قيمة الفاتورة</p><p>سعر شراء زجاج كامري من المورد: ${sar(ix.supplierCost)}</p><p>رمز الخزنة في ${bx.main.name}: ${ix.safeCode}</p>`),
    ),
  };

  return { name: 'Auto glass (ar-SA)', questions: autoGlassQuestions(f), disallow: ['/pages/staff-notes'], pages };
}
