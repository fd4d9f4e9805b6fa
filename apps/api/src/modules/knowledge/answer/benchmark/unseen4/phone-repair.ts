import type { BenchSite } from '../types';
import { unanswerable } from '../types';
import { jsonLd } from '../unseen/markup';
import { phoneLink, slugOf } from '../unseen2/markup';
import type facts from './phone-repair.facts.json';

/**
 * Unseen: an English (UK) phone and laptop repair shop with branches in Leeds and York, on
 * WordPress + WooCommerce with the Storefront theme: the primary menu and the handheld menu both in
 * the header, a CookieYes consent box, an announcement bar (the student discount is stated there and
 * qualified in the FAQ), a repair price table by model, a product grid of refurbished phones with
 * sale prices, a mail-in page, a store locator with two hours tables and a JSON-LD Organization
 * whose departments carry each branch's phone. Laptops are repaired in Leeds only; York closes on
 * Sundays, Leeds opens late on Thursdays. "No fix, no fee" has an exception for water damage.
 *
 * The facts the pages are written from, as written and mutated, are data in phone-repair.facts.json.
 * `models.a`–`d` are the rows of the price table (screen, battery, charging port); `refurb` is a
 * refurbished phone for sale. Today is early December 2026.
 */
export type PhoneRepairFacts = typeof facts.original;

export function phoneRepair(f: PhoneRepairFacts): BenchSite {
  const { models: m, leeds, york } = f;
  const tel = phoneLink('44');
  const gbp = (amount: string) => `£${amount}`;
  const menu = [
    ['/repair-prices', 'Repair Prices'],
    ['/shop', 'Refurbished Phones'],
    ['/mail-in-repair', 'Mail-in Repair'],
    ['/stores', 'Our Stores'],
    ['/faq', 'FAQ'],
  ];
  const menuItems = (id: string) =>
    `<ul id="${id}" class="menu">${menu.map(([href, label], i) => `<li id="menu-item-${212 + i}" class="menu-item menu-item-type-post_type"><a href="${href}">${label}</a></li>`).join('')}</ul>`;

  const shell = (title: string, bodyClass: string, content: string, head = '') => `<!doctype html>
<html lang="en-GB"><head><meta charset="UTF-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title} – ${f.shop}</title><meta name="description" content="Phone and laptop repairs in Leeds and York. Same-day screen and battery replacements, no fix no fee."><link rel="stylesheet" id="storefront-style-css" href="/wp-content/themes/storefront/style.css?ver=4.5.3" media="all">${head}</head>
<body class="wp-singular ${bodyClass} wp-theme-storefront woocommerce-js storefront-full-width-content">
<div class="cky-consent-container cky-box-bottom-left"><div class="cky-consent-bar"><div class="cky-notice"><p class="cky-title">We value your privacy</p><div class="cky-notice-des"><p>We use cookies to enhance your browsing experience, serve personalised ads or content, and analyse our traffic. By clicking "Accept All", you consent to our use of cookies.</p></div><div class="cky-notice-btn-wrapper"><button class="cky-btn cky-btn-customize">Customise</button><button class="cky-btn cky-btn-reject">Reject All</button><button class="cky-btn cky-btn-accept">Accept All</button></div></div></div></div>
<div id="page" class="hfeed site">
<div class="announcement-bar"><p>🎓 Students get ${f.studentPercent}% off with a valid student ID · Free diagnostics in store</p></div>
<header id="masthead" class="site-header" role="banner"><div class="col-full"><div class="site-branding"><a href="/" class="custom-logo-link" rel="home"><img src="/wp-content/uploads/2024/03/${slugOf(f.shop)}logo.png" class="custom-logo" alt="${f.shop}"></a></div>
<div class="site-search"><div class="widget woocommerce widget_product_search"><form role="search" method="get" class="woocommerce-product-search" action="/"><label class="screen-reader-text" for="woocommerce-product-search-field-0">Search for:</label><input type="search" id="woocommerce-product-search-field-0" class="search-field" placeholder="Search products…" name="s"><button type="submit" value="Search">Search</button></form></div></div></div>
<div class="storefront-primary-navigation"><div class="col-full"><nav id="site-navigation" class="main-navigation" role="navigation" aria-label="Primary Navigation"><button class="menu-toggle" aria-controls="site-navigation" aria-expanded="false"><span>Menu</span></button><div class="primary-navigation">${menuItems('menu-primary')}</div><div class="handheld-navigation">${menuItems('menu-handheld')}</div></nav>
<ul id="site-header-cart" class="site-header-cart menu"><li><a class="cart-contents" href="/basket" title="View your shopping basket"><span class="woocommerce-Price-amount amount">£0.00</span> <span class="count">0 items</span></a></li></ul></div></div></header>
<div id="content" class="site-content" tabindex="-1"><div class="col-full"><div class="woocommerce"></div><div id="primary" class="content-area"><main id="main" class="site-main" role="main"><article class="page type-page status-publish hentry"><header class="entry-header"><h1 class="entry-title">${title}</h1></header><div class="entry-content">${content}</div></article></main></div></div></div>
<footer id="colophon" class="site-footer" role="contentinfo"><div class="col-full"><div class="footer-widgets row-1 col-3 fix"><div class="block footer-widget-1"><div class="widget widget_text"><span class="gamma widget-title">Leeds</span><div class="textwidget"><p>${leeds.street}, Leeds ${leeds.postcode}</p></div></div></div><div class="block footer-widget-2"><div class="widget widget_text"><span class="gamma widget-title">York</span><div class="textwidget"><p>${york.street}, York ${york.postcode}</p></div></div></div><div class="block footer-widget-3"><div class="widget widget_text"><span class="gamma widget-title">Get in touch</span><div class="textwidget"><p><a href="mailto:${f.email}">${f.email}</a></p><p>We accept Visa, Mastercard, Amex, Apple Pay, Google Pay and cash.</p></div></div></div></div>
<div class="site-info">© ${f.shop} Ltd ${f.founded}–2026 · Registered in England &amp; Wales · <a href="/privacy-policy">Privacy Policy</a> · <a href="/terms">Terms</a><br><span role="separator" aria-hidden="true"></span><a href="https://woocommerce.example" rel="noreferrer">Built with WooCommerce</a></div></div></footer>
</div></body></html>`;

  const row = (model: PhoneRepairFacts['models']['a']) =>
    `<tr><th scope="row">${model.name}</th><td>${gbp(model.screen)}</td><td>${gbp(model.battery)}</td><td>${gbp(model.port)}</td></tr>`;
  const product = (name: string, grade: string, price: string, was: string, id: number) =>
    `<li class="product type-product post-${id} status-publish instock product_cat-refurbished-phones has-post-thumbnail sale shipping-taxable purchasable product-type-simple"><a href="/product/${slugOf(name)}grade-${grade.toLowerCase()}" class="woocommerce-LoopProduct-link woocommerce-loop-product__link"><img width="324" height="324" src="/wp-content/uploads/2026/10/${slugOf(name)}324x324.jpg" class="attachment-woocommerce_thumbnail size-woocommerce_thumbnail" alt="${name}"><h2 class="woocommerce-loop-product__title">${name} – Grade ${grade}</h2><span class="onsale">Sale!</span><span class="price"><del aria-hidden="true"><span class="woocommerce-Price-amount amount"><bdi>£${was}</bdi></span></del> <ins><span class="woocommerce-Price-amount amount"><bdi>£${price}</bdi></span></ins></span></a><a href="?add-to-cart=${id}" data-quantity="1" class="button product_type_simple add_to_cart_button ajax_add_to_cart" rel="nofollow">Add to basket</a></li>`;
  const hoursTable = (rows: [string, string][]) => `<table class="store-hours"><tbody>${rows.map(([day, time]) => `<tr><td>${day}</td><td>${time}</td></tr>`).join('')}</tbody></table>`;
  const qa = (q: string, a: string) => `<details class="wp-block-details"><summary>${q}</summary><p>${a}</p></details>`;
  const branchLd = (city: string, b: { street: string; postcode: string; phone: string }) => ({
    '@type': 'MobilePhoneStore',
    name: `${f.shop} ${city}`,
    telephone: tel(b.phone),
    address: { '@type': 'PostalAddress', streetAddress: b.street, addressLocality: city, postalCode: b.postcode, addressCountry: 'GB' },
  });

  return {
    name: 'phone repair (en)',
    pages: {
      '/': shell(
        'Phone &amp; Laptop Repairs in Leeds and York',
        'home page-template-template-homepage',
        `<div class="wp-block-cover"><p class="has-large-font-size">Cracked screen? Dying battery? Walk in, walk out fixed.</p><p>Most screen replacements are done in about ${f.screenMinutes} minutes while you grab a coffee. <a class="wp-block-button__link" href="/repair-prices">See repair prices</a></p></div>
<div class="wp-block-columns"><div class="wp-block-column"><h3>No fix, no fee</h3><p>If we can’t repair it, you don’t pay a penny.*</p></div><div class="wp-block-column"><h3>${f.warrantyMonths}-month warranty</h3><p>On every screen and battery we fit.</p></div><div class="wp-block-column"><h3>Two stores</h3><p>Leeds city centre and York, plus a <a href="/mail-in-repair">mail-in service</a> from anywhere in the UK.</p></div></div>
<p class="has-small-font-size">*A ${gbp(f.waterFee)} diagnostic fee applies to liquid-damaged devices. See our <a href="/faq">FAQ</a>.</p>
<div class="trustpilot-widget" data-template-id="5419b6a8b0d04a076446a9ad"><p>Excellent · 4.9 out of 5 based on 1,284 reviews</p></div>`,
        jsonLd({ '@context': 'https://schema.org', '@type': 'Organization', name: f.shop, email: f.email, foundingDate: f.founded, department: [branchLd('Leeds', leeds), branchLd('York', york)] }),
      ),
      '/repair-prices': shell(
        'Repair Prices',
        'page-id-41',
        `<p>Prices include parts, fitting and VAT. Not listed? <a href="/stores">Ask in store</a> for a free quote.</p>
<figure class="wp-block-table is-style-stripes"><table><thead><tr><th>Model</th><th>Screen</th><th>Battery</th><th>Charging port</th></tr></thead><tbody>
${[m.a, m.b, m.c, m.d].map(row).join('\n')}
</tbody></table><figcaption>Genuine-quality parts. Prices valid December 2026.</figcaption></figure>
<h2>How long does it take?</h2><ul><li>Screens: about ${f.screenMinutes} minutes</li><li>Batteries: about ${f.batteryMinutes} minutes</li><li>Charging ports: ${f.portDays} working day (the board is cleaned and the port soldered)</li></ul>
<h2>Laptops and MacBooks</h2><p>MacBook Air and Pro screen replacement from ${gbp(f.macbookScreen)}; laptop battery replacement from ${gbp(f.laptopBattery)}. Laptop repairs take ${f.laptopDays} working days and are carried out at our Leeds workshop only. You can still drop your laptop at the York store – we send it over to Leeds, which adds a day.</p>`,
      ),
      '/shop': shell(
        'Refurbished Phones',
        'archive post-type-archive post-type-archive-product woocommerce-shop',
        `<p class="woocommerce-result-count">Showing all 3 results</p><form class="woocommerce-ordering" method="get"><select name="orderby" class="orderby" aria-label="Shop order"><option value="menu_order" selected>Default sorting</option><option value="price">Sort by price: low to high</option></select></form>
<ul class="products columns-3">${product(f.refurb.name, f.refurb.grade, f.refurb.price, String(Number(f.refurb.price) + 40), 1187)}${product('Samsung Galaxy A54 128GB', 'B', '189', '219', 1193)}${product('iPhone SE (2022) 64GB', 'A', '159', '189', 1201)}</ul>
<h2>Every refurbished phone</h2><p>is tested on 40 points, fully wiped and unlocked to any network, and comes with a ${f.refurb.warranty}-month warranty and a charging cable.</p>
<h2>Trade in your old phone</h2><p>Bring your old phone to either store for an instant quote. Take the value off a refurbished phone there and then, or we pay you by bank transfer within ${f.tradeInDays} working days.</p>`,
      ),
      '/mail-in-repair': shell(
        'Mail-in Repair',
        'page-id-58',
        `<p>Can’t get to Leeds or York? Post it to us.</p><ol class="wp-block-list"><li>Book your repair online and pay the ${gbp(f.postage)} return postage (Royal Mail Tracked 24).</li><li>Pack your device in a padded envelope or box and post it to our Leeds workshop: ${leeds.street}, Leeds ${leeds.postcode}. Please remove your SIM and any case.</li><li>We email you when it arrives, repair it, and post it back the next working day.</li></ol>
<p>Return postage is free on repairs over ${gbp(f.postageFreeOver)}. If we can’t fix it, we post it back free of charge and refund your postage.</p>`,
      ),
      '/stores': shell(
        'Our Stores',
        'page-id-63',
        `<div class="wp-block-columns"><div class="wp-block-column"><h2>Leeds</h2><p>${leeds.street}, Leeds ${leeds.postcode} – ${leeds.landmark}.<br>Phone: <a href="tel:${tel(leeds.phone)}">${leeds.phone}</a></p>${hoursTable([
          ['Monday – Wednesday', leeds.weekday],
          ['Thursday', `${leeds.weekday.split(' – ')[0]} – ${leeds.lateThu}`],
          ['Friday – Saturday', leeds.weekday],
          ['Sunday', leeds.sun],
        ])}<p>Our laptop workshop is at the back of the Leeds store.</p></div>
<div class="wp-block-column"><h2>York</h2><p>${york.street}, York ${york.postcode} – ${york.landmark}.<br>Phone: <a href="tel:${tel(york.phone)}">${york.phone}</a></p>${hoursTable([
          ['Monday – Friday', york.weekday],
          ['Saturday', york.sat],
          ['Sunday', 'Closed'],
        ])}</div></div>`,
      ),
      '/faq': shell(
        'FAQ',
        'page-id-70',
        `${qa('What does “no fix, no fee” mean?', `If we can’t repair your device, you pay nothing and we give it back as it was. The one exception is liquid damage: water-damaged devices need an ultrasonic clean and a board inspection, which costs ${gbp(f.waterFee)} whether or not the repair succeeds.`)}
${qa('What warranty do I get?', `Screens and batteries we fit are covered for ${f.warrantyMonths} months against faults. Accidental damage (a new crack, liquid) isn’t covered.`)}
${qa('What happens to my data?', 'Your photos and messages stay on your phone: we don’t need your passcode for screen, battery or port repairs, so you can leave the phone locked. We test with our own test SIM and never open your apps. It’s still a good idea to back up first.')}
${qa('Who can get the student discount?', `Anyone with a valid student ID or TOTUM card gets ${f.studentPercent}% off. The student discount is for repairs only, so it can’t be used on refurbished phones or on mail-in postage.`)}
${qa('Do I need an appointment?', 'No – just walk in. For laptops, and for models not in our price list, call the store first so we can check we have the part.')}`,
      ),
    },
    questions: [
      { kind: 'price', ask: `I dropped my phone this morning and the screen is smashed. How much for a new screen on an ${m.a.name}?`, expect: [m.a.screen], reject: [gbp(m.b.screen), gbp(m.a.battery)] },
      { kind: 'price', ask: `battery on my ${m.d.name.replace('Google ', '').toLowerCase()} is dead by lunchtime, how much to replace it`, expect: [m.d.battery], reject: [gbp(m.d.screen)] },
      { kind: 'comparison', ask: `Which is cheaper to fix the screen on, the ${m.c.name} or the ${m.d.name}? And by how much?`, expect: [m.c.screen, m.d.screen, String(Math.abs(Number(m.c.screen) - Number(m.d.screen)))] },
      { kind: 'price', ask: `how much 4 a charging port on ${m.b.name.toLowerCase()}? it only charges if i hold the cable at an angle`, expect: [m.b.port], reject: [gbp(m.a.port)] },
      { kind: 'comparison', ask: `How much more is a battery for the ${m.b.name} than for the ${m.a.name}?`, expect: [m.b.battery, m.a.battery, String(Number(m.b.battery) - Number(m.a.battery))] },
      { kind: 'multi-part', ask: `My ${m.a.name} needs a new screen and a new battery. What do both cost and can I wait for it?`, expect: [m.a.screen, m.a.battery] },
      { kind: 'turnaround', ask: 'Can I wait while you do a screen or do I have to leave my phone with you for days?', expect: [`${f.screenMinutes} minutes`] },
      { kind: 'turnaround', ask: 'How long does a charging port repair take?', expect: [`${f.portDays} working day`] },
      { kind: 'policy', ask: 'If the new screen stops working properly after a few months, is that covered?', expect: [`${f.warrantyMonths} months`] },
      { kind: 'policy', ask: "My phone fell in the bath and won't switch on. If you can't fix it, do I still pay anything?", expect: [f.waterFee] },
      { kind: 'policy', ask: "I've got private stuff on my phone. Do I have to unlock it or give you my passcode for a battery swap?", expect: ['locked'] },
      { kind: 'price', ask: 'im at leeds uni, do u do a student discount', expect: [`${f.studentPercent}%`] },
      { kind: 'follow-up', ask: 'does that work on the refurbished phones too?', after: ['im at leeds uni, do u do a student discount'], expect: ['repairs'] },
      { kind: 'hours', ask: "Is the Leeds shop open late on a Thursday? I don't finish work till 6", expect: [leeds.lateThu] },
      { kind: 'hours', ask: 'Can I pop into the York branch on Sunday afternoon?', expect: ['closed'] },
      { kind: 'hours', ask: 'what time does york shut on saturday', expect: [york.sat.split(' – ')[1]!], reject: [york.weekday.split(' – ')[1]!] },
      { kind: 'contact', ask: "What's the phone number for the York shop?", expect: [york.phone], reject: [leeds.phone] },
      { kind: 'location', ask: 'Where exactly is your Leeds store?', expect: [leeds.street] },
      { kind: 'product', ask: 'Do you sell second hand iPhones? How much are they?', expect: [f.refurb.name, f.refurb.price] },
      { kind: 'follow-up', ask: 'what warranty do they come with?', after: ['Do you sell second hand iPhones? How much are they?'], expect: [`${f.refurb.warranty}-month`], reject: [`${f.warrantyMonths}-month`] },
      { kind: 'policy', ask: "If I sell you my old Samsung, how long until the money's in my bank?", expect: [`${f.tradeInDays} working days`] },
      { kind: 'product', ask: "I live out in Harrogate and can't get to a shop. Can I post my phone to you, and what does that cost?", expect: [f.postage] },
      { kind: 'policy', ask: 'Is return postage free if the repair is an expensive one?', expect: [f.postageFreeOver] },
      { kind: 'location', ask: 'Can I drop my MacBook Air with a cracked screen at the York shop? Roughly how much?', expect: [f.macbookScreen, 'Leeds'] },
      { kind: 'multi-part', ask: 'How much is a new battery for a laptop and how many days will I be without it?', expect: [f.laptopBattery, `${f.laptopDays} working days`] },
      ...unanswerable(
        'Do you repair PS5s and Xbox controllers?',
        'Can I pay in instalments with Klarna?',
        'Is there parking near the York shop?',
        'Do you fix iPads?',
        "Are you hiring? I'm looking for part-time work",
      ),
    ],
  };
}
