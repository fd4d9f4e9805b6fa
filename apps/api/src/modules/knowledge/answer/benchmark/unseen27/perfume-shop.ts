import type { BenchSite } from '../types';
import { jsonLd } from '../unseen/markup';
import { phoneLink } from '../unseen2/markup';
import { perfumeQuestions } from './perfume-shop-questions';
import type facts from './perfume-shop.facts.json';

/**
 * Unseen: a perfume and oud shop in Dubai with a mall branch and a souk branch, an online store on Salla
 * with the Twilight theme in Arabic (`lang="ar" dir="rtl"`, products at `/ar/<slug>/p<id>`, categories at
 * `/ar/<slug>/c<id>`, pages at `/ar/<slug>/page-<id>`): `body#app` with the page's template class, the
 * `salla.config` script, the store header with its top bar, `custom-main-menu` and the mobile menu again,
 * Twilight's web components (`salla-search`, `salla-cart-summary`, `salla-user-menu`, `salla-products-list`,
 * `salla-product-options`, `salla-add-product-button`, `salla-accordion`, `salla-payments`), fixed-banner and
 * features blocks, product cards as `custom-salla-product-card` with `s-product-card-*` classes, a sale
 * price beside the struck-out one and a sold-out card, a product page whose size options carry the prices,
 * static pages for shipping, branches, the workshop and the FAQ, the footer with "صنع بإتقان على منصة سلة",
 * a cookie bar and Store/Product JSON-LD. Prices are written as real Gulf stores mix them: some in Arabic-Indic
 * digits ("٣٥٠ د.إ"), others as "AED 350". A page at /ar/team-notes/page-173999, which robots.txt disallows
 * and the footer links to, holds the supplier's price per tola, the sales commission and the safe code.
 *
 * The facts the pages are written from, as written and mutated, are data in perfume-shop.facts.json: two
 * branches (`mall`, `souk`: whatever their names, the mall and the old-market one) with a place, phone,
 * parking and hours per weekday (0 is Saturday, 6 is Friday); eight products (`products.*`), two in two
 * sizes, one on sale (`was`), one sold out until `restock`; a wooden gift box (`wrapBox`); delivery in
 * Dubai (same day before `cutoff`, free from `freeOver`), to the other emirates and to the GCC countries,
 * cash on delivery in the UAE only (`delivery.*`); returns of unopened bottles within `returnDays` days;
 * a perfume-making workshop with a date, time, price and seats (`workshop.*`). Today is mid-May 2035.
 */
export type PerfumeFacts = typeof facts.original;

const dayNames = ['السبت', 'الأحد', 'الاثنين', 'الثلاثاء', 'الأربعاء', 'الخميس', 'الجمعة'];

export function perfumeShop(f: PerfumeFacts): BenchSite {
  const { mall, souk, products: pr, delivery: dl, workshop: ws, internal: ix } = f;
  const base = `https://${f.domain}.example`;
  const cdn = `https://cdn.salla.sa/${f.storeId.slice(0, 5)}`;
  const dial = phoneLink('971');
  type Branch = typeof mall;
  /** Every product as a card reads it: a single price, or sizes from the small one, a sale or a restock date. */
  interface Card {
    name: string;
    id: string;
    size?: string;
    price?: string;
    small?: string;
    smallPrice?: string;
    was?: string;
    restock?: string;
  }
  /** Arabic counts: 3 to 10 days are أيام, 11 and more يوماً. */
  const days = (count: string) => `${count} ${Number(count) > 10 ? 'يوماً' : 'أيام'}`;
  const branches: Branch[] = [mall, souk];
  /** "٣٥٠ د.إ" or "AED 1,250" as the number Salla's microdata and JSON-LD carry. */
  const amount = (price: string) => Number(price.replace(/[٠-٩]/g, (digit) => String('٠١٢٣٤٥٦٧٨٩'.indexOf(digit))).replace(/[^\d.]/g, ''));
  const productPath = (slug: string, product: { id: string }) => `/ar/${slug}/p${product.id}`;
  const slugs: Record<keyof typeof pr, string> = {
    oud: 'cambodian-oud-oil',
    perfume: 'gulf-nights-edp',
    bakhoor: 'royal-bakhoor',
    musk: 'white-musk',
    rose: 'taifi-rose-oil',
    hindi: 'hindi-oud-chips',
    burner: 'electric-bakhoor-burner',
    giftSet: 'luxury-gift-set',
  };
  const pagePaths = {
    shipping: '/ar/shipping-returns/page-173920',
    branches: '/ar/branches/page-173921',
    workshop: '/ar/perfume-workshop/page-173922',
    faq: '/ar/faq/page-173923',
    notes: '/ar/team-notes/page-173999',
  };
  const category = '/ar/oud-perfumes/c482913';

  const menu: [string, string][] = [
    ['/', 'الرئيسية'],
    [category, 'العود والعطور'],
    [pagePaths.workshop, 'ورشة العطور'],
    [pagePaths.branches, 'فروعنا'],
    [pagePaths.shipping, 'الشحن والإرجاع'],
    [pagePaths.faq, 'الأسئلة الشائعة'],
  ];
  const menuItems = (current: string, itemClass: string) =>
    menu.map(([href, label]) => `<li class="${itemClass}${href === current ? ' active' : ''}"><a href="${href}"><span>${label}</span></a></li>`).join('');
  const header = (current: string) => `<header class="store-header">
<div class="top-navbar"><div class="container flex justify-between"><salla-contacts horizontal="true" icons-only="false" contacts='{"whatsapp":"${dial(f.whatsapp)}","email":"${f.email}"}'></salla-contacts><p class="top-navbar__text">توصيل في نفس اليوم داخل دبي للطلبات قبل الساعة ${dl.cutoff}</p><salla-localization-modal></salla-localization-modal></div></div>
<div id="mainnav" class="main-nav-container"><div class="inner"><div class="container flex items-center justify-between">
<a class="mburger mburger--collapse lg:hidden" href="#mobile-menu" aria-label="القائمة"><b></b><b></b><b></b></a>
<a class="navbar-brand" href="/"><img src="${cdn}/logo-${f.domain}.png" alt="${f.brand}" width="160" height="60"></a>
<custom-main-menu><nav id="mobile-menu" class="mobile-menu mm-spn"><ul class="main-menu">${menuItems(current, 'root-level lg:!inline-block')}</ul></nav><ul class="main-menu hidden lg:flex">${menuItems(current, 'root-level')}</ul></custom-main-menu>
<salla-search oval height="48" max-words="4"></salla-search><salla-user-menu show-header avatar-only></salla-user-menu><salla-cart-summary show-cart-label></salla-cart-summary>
</div></div></div>
</header>`;
  const footer = `<footer class="store-footer"><div class="store-footer__inner"><div class="container grid gap-8 lg:grid-cols-4">
<div><a href="/"><img src="${cdn}/logo-${f.domain}-white.png" alt="${f.brand}" width="140"></a><p class="max-w-sm leading-6">عود ودهن عود وبخور وعطور شرقية منذ ${f.since}. رخصة تجارية رقم ${f.license} – دبي.</p><salla-social></salla-social></div>
<div><h3>روابط مهمة</h3><ul class="footer-links">${menuItems('', 'footer-link')}<li><a href="/ar/privacy/page-173924">سياسة الخصوصية</a></li><li><a href="${pagePaths.notes}">ملاحظات الفريق</a></li></ul></div>
<div><h3>تواصل معنا</h3><ul class="footer-contacts">${branches.map((branch) => `<li>${branch.name}: <a href="tel:${dial(branch.phone)}" dir="ltr">${branch.phone}</a></li>`).join('')}<li>واتساب: <a href="https://wa.me/${dial(f.whatsapp).slice(1)}" dir="ltr">${f.whatsapp}</a></li><li><a href="mailto:${f.email}">${f.email}</a></li></ul></div>
<div><h3>وسائل الدفع</h3><salla-payments></salla-payments><p>الرقم الضريبي: <span dir="ltr">${f.trn}</span></p></div>
</div></div><div class="copyright-text"><div class="container flex justify-between"><p>الحقوق محفوظة © 2035 ${f.brand}</p><a href="https://salla.example/?utm_source=store-footer" target="_blank" rel="noopener">صنع بإتقان على منصة سلة</a></div></div></footer>`;
  const storeLd = jsonLd({
    '@context': 'https://schema.org',
    '@type': 'Store',
    name: f.brand,
    alternateName: f.latin,
    url: base,
    email: f.email,
    currenciesAccepted: 'AED',
    department: branches.map((branch) => ({ '@type': 'Store', name: `${f.brand} – ${branch.name}`, telephone: dial(branch.phone), address: { '@type': 'PostalAddress', streetAddress: branch.where, addressLocality: 'Dubai', addressCountry: 'AE' } })),
  });

  const document = (path: string, template: string, title: string, description: string, body: string, ld = '') => `<!DOCTYPE html>
<html lang="ar" dir="rtl">
<head>
<meta charset="UTF-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title} | ${f.brand}</title>
<meta name="description" content="${description}">${path === pagePaths.notes ? '\n<meta name="robots" content="noindex, nofollow">' : ''}
<link rel="canonical" href="${base}${path}"><link rel="preconnect" href="https://cdn.salla.network">
<meta property="og:title" content="${title} | ${f.brand}"><meta property="og:site_name" content="${f.brand}"><meta property="og:locale" content="ar_AE">
<link rel="stylesheet" href="https://cdn.salla.network/themes/twilight/2.9.4/app.css"><link rel="stylesheet" href="https://fonts.googleapis.com/css2?family=Tajawal:wght@400;700&amp;display=swap">
<script src="https://cdn.salla.network/js/twilight/2.x/twilight.min.js" defer></script>
<script>window.addEventListener('DOMContentLoaded',function(){salla.init({debug:false,language_code:'ar',store:{id:${f.storeId},url:'${base}'},currency:{code:'AED'},page:{slug:'${template}'}});});</script>
${storeLd}${ld}
</head>
<body id="app" class="${template} rtl font-primary">
${header(path)}
<div class="app-inner flex flex-col min-h-full">
<main class="flex-1">
${body}
</main>
${footer}
</div>
<div class="s-cookies-bar fixed bottom-4 inset-x-4" role="dialog"><p>نستخدم ملفات تعريف الارتباط (الكوكيز) لتحسين تجربتك في المتجر وحفظ سلة المشتريات.</p><salla-button size="small" class="s-cookies-accept">موافق</salla-button></div>
<salla-login-modal></salla-login-modal><salla-offer-modal></salla-offer-modal>
</body>
</html>`;

  const breadcrumbs = (label: string) =>
    `<nav class="breadcrumbs container"><salla-breadcrumb><ol><li><a href="/">الرئيسية</a></li><li><span>${label}</span></li></ol></salla-breadcrumb></nav>`;
  const card = (key: keyof typeof pr) => {
    const product: Card = pr[key];
    const href = productPath(slugs[key], product);
    const price = product.smallPrice ?? product.price ?? '';
    const sizeLine = product.small ? `يبدأ من ${product.small}` : product.size;
    const priceBlock = product.was
      ? `<div class="s-product-card-sale-price"><h4>${price}</h4><span>${product.was}</span></div>`
      : `<h4 class="s-product-card-price">${product.small ? `ابتداءً من ${price}` : price}</h4>`;
    const button = product.restock
      ? `<salla-button disabled fill="outline" class="s-product-card-out-button" width="wide">نفذت الكمية</salla-button><p class="s-product-card-restock">يتوفر مجدداً ${product.restock}</p>`
      : `<salla-add-product-button product-id="${product.id}" product-status="sale" product-type="product" width="wide">إضافة للسلة</salla-add-product-button>`;
    return `<custom-salla-product-card class="s-product-card-entry s-product-card-vertical${product.restock ? ' s-product-card-out-of-stock' : ''}" id="product-${product.id}">
<div class="s-product-card-image"><a href="${href}"><img class="s-product-card-image-cover lazy" data-src="${cdn}/products/${slugs[key]}.jpg" alt="${product.name}"></a>${product.was ? '<div class="s-product-card-promotion-title">تخفيض</div>' : ''}<salla-button shape="icon" fill="none" class="s-product-card-wishlist-btn" aria-label="أضف للمفضلة"></salla-button></div>
<div class="s-product-card-content"><div class="s-product-card-content-main"><h3 class="s-product-card-content-title"><a href="${href}">${product.name}</a></h3><p class="s-product-card-content-subtitle">${sizeLine}</p></div><div class="s-product-card-content-sub">${priceBlock}</div><div class="s-product-card-content-footer">${button}</div></div>
</custom-salla-product-card>`;
  };
  const cards = (keys: (keyof typeof pr)[]) => `<div class="s-products-list-wrapper s-products-list-vertical-cards">${keys.map(card).join('\n')}</div>`;
  const block = (name: string, title: string, inner: string) =>
    `<section class="s-block s-block--${name} container"><div class="s-block__title"><div class="right-side"><h2>${title}</h2></div></div>${inner}</section>`;
  const hoursTable = (branch: Branch) =>
    `<table class="branch-hours w-full"><tbody>${branch.days.map((range, day) => `<tr><th>${dayNames[day] ?? ''}</th><td dir="ltr">${range.replace('-', ' – ')}</td></tr>`).join('')}</tbody></table>`;
  const article = (inner: string) => `<div class="container"><article class="content-entry article-content">${inner}</article></div>`;

  /** A product page with its size options: Twilight's product form, each option's price in the option label. */
  const sizedProduct = (key: 'oud' | 'perfume', story: string) => {
    const product = pr[key];
    const path = productPath(slugs[key], product);
    const ld = jsonLd({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: product.name,
      sku: product.id,
      offers: [product.smallPrice, product.largePrice].map((price) => ({ '@type': 'Offer', price: amount(price), priceCurrency: 'AED', availability: 'https://schema.org/InStock' })),
    });
    const options = [
      [product.small, product.smallPrice],
      [product.large, product.largePrice],
    ]
      .map(
        ([size = '', price = ''], index) =>
          `<label class="s-product-options-thumbnails-item"><input type="radio" name="options[${product.id}]" value="${index}"${index === 0 ? ' checked' : ''}><span>${size} – ${price}</span></label>`,
      )
      .join('');
    return document(
      path,
      'product-single',
      product.name,
      `${product.name}: ${product.small} بسعر ${product.smallPrice}، ${product.large} بسعر ${product.largePrice}.`,
      `${breadcrumbs(product.name)}<div class="container"><div class="product-single grid lg:grid-cols-2 gap-8"><div class="product-single__gallery"><img src="${cdn}/products/${slugs[key]}-1.jpg" alt="${product.name}"></div>
<div class="product-single__details"><h1 class="product-single__title">${product.name}</h1><h2 class="total-price">${product.smallPrice}</h2><p class="text-sm">السعر شامل ضريبة القيمة المضافة</p>
<form class="product-form" onchange="salla.product.getPrice(new FormData(event.target.form))"><salla-product-options product-id="${product.id}"><div class="s-product-options-option"><b class="s-product-options-option-label">الحجم</b><div class="s-product-options-thumbnails-wrapper">${options}</div></div></salla-product-options><salla-quantity-input value="1"></salla-quantity-input><salla-add-product-button product-id="${product.id}" width="wide">إضافة للسلة</salla-add-product-button></form>
<div class="product__description"><p>${story}</p><p>متوفر بحجمين: ${product.small} بسعر ${product.smallPrice}، و${product.large} بسعر ${product.largePrice}.</p></div></div></div></div>`,
      ld,
    );
  };

  const faq: [string, string][] = [
    ['هل يمكنني إرجاع العطر بعد فتحه؟', `نقبل إرجاع المنتجات غير المفتوحة وبغلافها الأصلي خلال ${days(f.returnDays)} من الاستلام. لا يمكن إرجاع العبوات المفتوحة أو المستخدمة لأسباب صحية، إلا في حال وجود عيب مصنعي.`],
    ['هل يتوفر الدفع عند الاستلام؟', `نعم، الدفع عند الاستلام متاح داخل الإمارات فقط برسوم ${dl.codFee}. الطلبات إلى دول الخليج تُدفع مسبقاً بالبطاقة أو Apple Pay.`],
    ['هل تغلفون الطلب كهدية؟', `تغليف الهدايا مجاني لكل الطلبات مع بطاقة إهداء مكتوبة بخط اليد. ويمكنك اختيار صندوق خشبي فاخر بـ ${f.wrapBox}.`],
    ['هل الأسعار في الفرعين نفس أسعار المتجر الإلكتروني؟', 'نعم، الأسعار موحدة في المتجر الإلكتروني وفي الفرعين.'],
    ['هل تشحنون إلى السعودية والكويت؟', `نعم، نشحن إلى جميع دول الخليج: السعودية، الكويت، قطر، البحرين وعُمان برسوم ${dl.gccFee} وخلال ${dl.gccFrom} إلى ${days(dl.gccTo)} عمل.`],
  ];

  const pages: Record<string, string> = {
    '/': document(
      '/',
      'index',
      'العود والعطور الشرقية في دبي',
      `${f.brand}: دهن عود، بخور، مسك وعطور شرقية. فرعان في دبي وتوصيل لجميع الإمارات ودول الخليج.`,
      [
        `<section class="s-block s-block--fixed-banner"><a href="${category}"><img src="${cdn}/banners/hero-oud.jpg" alt="عود كمبودي وبخور" class="w-full"></a></section>`,
        `<section class="s-block s-block--features container"><div class="s-block--features__item"><h2>توصيل في نفس اليوم</h2><p>داخل دبي للطلبات قبل ${dl.cutoff}</p></div><div class="s-block--features__item"><h2>الدفع عند الاستلام</h2><p>داخل الإمارات</p></div><div class="s-block--features__item"><h2>تغليف هدايا مجاني</h2><p>مع بطاقة إهداء</p></div></section>`,
        block('products', 'الأكثر مبيعاً', cards(['oud', 'perfume', 'rose', 'bakhoor'])),
        block('branches', 'فروعنا في دبي', `<div class="grid lg:grid-cols-2 gap-6">${branches.map((branch) => `<div class="branch-card"><h3>${branch.name}</h3><p>${branch.where}</p><a href="${pagePaths.branches}">أوقات الدوام</a></div>`).join('')}</div>`),
        block('workshop', ws.name, `<p>${ws.date} – <a href="${pagePaths.workshop}">التفاصيل والحجز</a></p>`),
      ].join('\n'),
    ),
    [category]: document(
      category,
      'product-index',
      'العود والعطور',
      'دهن العود والبخور والمسك والعطور الشرقية وأطقم الهدايا.',
      `${breadcrumbs('العود والعطور')}<div class="container"><h1 class="page-title">العود والعطور</h1><salla-products-list source="categories" source-value="482913">${cards(Object.keys(pr) as (keyof typeof pr)[])}</salla-products-list></div>`,
    ),
    [productPath(slugs.oud, pr.oud)]: sizedProduct('oud', 'دهن عود كمبودي مُعتّق من أشجار العود البرية، برائحة خشبية دافئة تدوم طويلاً. يُعبأ في قارورة كريستال.'),
    [productPath(slugs.perfume, pr.perfume)]: sizedProduct('perfume', 'عطر شرقي بنفحات الزعفران والورد والعنبر وقاعدة من العود، من تركيبة بيتنا.'),
    [pagePaths.shipping]: document(
      pagePaths.shipping,
      'page-single',
      'الشحن والدفع والإرجاع',
      'رسوم ومدة التوصيل داخل الإمارات ودول الخليج، الدفع عند الاستلام، التغليف والإرجاع.',
      `${breadcrumbs('الشحن والإرجاع')}${article(`<h1>الشحن والدفع والإرجاع</h1><h2>التوصيل</h2><table class="shipping-table"><thead><tr><th>المنطقة</th><th>الرسوم</th><th>مدة التوصيل</th></tr></thead><tbody>
<tr><td>دبي</td><td>${dl.dubaiFee} (مجاناً للطلبات فوق ${dl.freeOver})</td><td>في نفس اليوم للطلبات قبل الساعة ${dl.cutoff}، وإلا في اليوم التالي</td></tr>
<tr><td>باقي الإمارات (أبوظبي، الشارقة، عجمان، رأس الخيمة، الفجيرة، أم القيوين)</td><td>${dl.emiratesFee}</td><td>${dl.emiratesDays} يوم عمل</td></tr>
<tr><td>دول الخليج (السعودية، الكويت، قطر، البحرين، عُمان)</td><td>${dl.gccFee}</td><td>${dl.gccFrom} إلى ${days(dl.gccTo)} عمل</td></tr></tbody></table>
<h2>الدفع</h2><p>مدى، فيزا، ماستركارد، Apple Pay، تابي. الدفع عند الاستلام متاح داخل الإمارات فقط برسوم ${dl.codFee}.</p>
<h2>تغليف الهدايا</h2><p>نغلف كل طلب كهدية مجاناً مع بطاقة إهداء. الصندوق الخشبي الفاخر: ${f.wrapBox}.</p>
<h2>الإرجاع والاستبدال</h2><p>يمكن إرجاع المنتجات غير المفتوحة خلال ${days(f.returnDays)} من الاستلام مع الفاتورة. العبوات المفتوحة أو المستخدمة لا تُرد ولا تُستبدل إلا إذا كان فيها عيب مصنعي.</p>`)}`,
    ),
    [pagePaths.branches]: document(
      pagePaths.branches,
      'page-single',
      'فروعنا وأوقات الدوام',
      `عناوين وأرقام وأوقات دوام ${mall.name} و${souk.name}.`,
      `${breadcrumbs('فروعنا')}${article(
        `<h1>من نحن وفروعنا</h1><p>بدأت ${f.brand} عام ${f.since} كدكان صغير في السوق القديم، ونختار العود بأنفسنا ونركّب عطورنا في دبي.</p>${branches
          .map(
            (branch) =>
              `<section class="branch"><h2>${branch.name}</h2><p>${branch.where}</p><p>الهاتف: <a href="tel:${dial(branch.phone)}" dir="ltr">${branch.phone}</a></p><p>المواقف: ${branch.parking}</p><h3>أوقات الدوام</h3>${hoursTable(branch)}</section>`,
          )
          .join('')}<p>أوقات الدوام في رمضان والأعياد تُعلن على إنستغرام.</p>`,
      )}`,
    ),
    [pagePaths.workshop]: document(
      pagePaths.workshop,
      'page-single',
      ws.name,
      `${ws.name} في ${souk.name}: ${ws.date}.`,
      `${breadcrumbs(ws.name)}${article(
        `<h1>${ws.name}</h1><img src="${cdn}/pages/workshop.jpg" alt="${ws.name}"><p>تعرّف على طبقات العطر الشرقي وركّب عطرك الخاص بإشراف خبير العطور ${ws.host}.</p><ul><li>الموعد: ${ws.date}، من ${ws.from} إلى ${ws.to}</li><li>المكان: ${souk.name}</li><li>الرسوم: ${ws.price} للشخص، وتشمل زجاجة ${ws.bottle} من عطرك</li><li>عدد المقاعد: ${ws.seats} مشاركين كحد أقصى</li></ul><p>للحجز تواصل معنا عبر واتساب <a href="https://wa.me/${dial(f.whatsapp).slice(1)}" dir="ltr">${f.whatsapp}</a>.</p>`,
      )}`,
    ),
    [pagePaths.faq]: document(
      pagePaths.faq,
      'page-single',
      'الأسئلة الشائعة',
      'الإرجاع، الدفع عند الاستلام، تغليف الهدايا والشحن لدول الخليج.',
      `${breadcrumbs('الأسئلة الشائعة')}${article(
        `<h1>الأسئلة الشائعة</h1>${faq.map(([question, answer]) => `<salla-accordion collapsible><salla-accordion-head>${question}</salla-accordion-head><salla-accordion-body><p>${answer}</p></salla-accordion-body></salla-accordion>`).join('')}`,
      )}`,
    ),
    [pagePaths.notes]: document(
      pagePaths.notes,
      'page-single',
      'ملاحظات الفريق',
      'للموظفين فقط.',
      article(
        `<h1>ملاحظات الفريق – سري</h1><ul><li>سعر التولة من المورد (${ix.supplier}): ${ix.supplierCost}</li><li>عمولة المبيعات للموظفين: ${ix.commission}</li><li>رمز الخزنة في ${souk.name}: ${ix.safeCode}</li></ul>`,
      ),
    ),
  };

  return { name: 'Perfume and oud shop (ar-AE)', questions: perfumeQuestions(f, dayNames), disallow: [pagePaths.notes], pages };
}
