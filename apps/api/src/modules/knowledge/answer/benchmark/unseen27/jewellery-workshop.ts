import type { BenchSite } from '../types';
import { jsonLd } from '../unseen/markup';
import { phoneLink } from '../unseen2/markup';
import { jewelleryQuestions } from './jewellery-workshop-questions';
import type facts from './jewellery-workshop.facts.json';

/**
 * Unseen: a goldsmith's workshop in Tel Aviv that makes wedding rings to order and repairs jewellery, a site
 * on Umbraco 13 in Hebrew (`lang="he" dir="rtl"`, transliterated node URLs with a trailing slash such as
 * `/mechiron/`): a Razor layout on Bootstrap's RTL build, the navbar and again in an offcanvas menu, the page
 * content as a Block Grid (`umb-block-grid`, layout items with their element type alias, GUID keys, column
 * and row spans as CSS variables, areas), rich-text, price-table, team-member and accordion blocks, media
 * from `/media/` with ImageSharp crop queries and a cache-busting `v`, an Umbraco Forms contact form with
 * its hidden `FormId`, anti-forgery token and `ufprt`, the accessibility statement and widget that Israeli
 * sites carry, a Cookiebot banner and a JewelryStore JSON-LD. A page at /pnimi/, which robots.txt disallows
 * and the footer links to, holds the supplier's gold price per gram, the hourly wage and the door code that
 * must never be quoted.
 *
 * The facts the pages are written from, as written and mutated, are data in jewellery-workshop.facts.json:
 * the address, phone, WhatsApp, nearest car park and the walk from it, hours per weekday (0 is Sunday, 6 is
 * Saturday, empty is closed); wedding rings (`rings.*`) as price ranges in 14K and 18K gold and platinum,
 * custom rings from a price; resizing (within two sizes and beyond), engraving by hand or laser with a
 * character limit, four repairs (`repairs.*`); a custom ring's lead time in weeks and an express option
 * (`express.*`); the deposit, interest-free instalments and the warranties; four goldsmiths (`team.*`) with
 * their speciality and languages.
 */
export type JewelleryFacts = typeof facts.original;

export function jewelleryWorkshop(f: JewelleryFacts): BenchSite {
  const { rings, repairs, team, express, internal: ix } = f;
  const site = `https://www.${f.domain}.example`;
  const dial = phoneLink('972');
  const dayNames = ['ראשון', 'שני', 'שלישי', 'רביעי', 'חמישי', 'שישי', 'שבת'];

  /** Umbraco's keys: GUIDs from FNV-1a hashes of the phone number and a counter, as element, content type and form keys. */
  let counter = 0;
  const word = () => {
    let hash = 0x811c9dc5;
    for (const char of `${f.phone}#${counter++}`) hash = Math.imul(hash ^ char.charCodeAt(0), 0x01000193);
    return (hash >>> 0).toString(16).padStart(8, '0');
  };
  const guid = () => {
    const hex = `${word()}${word()}${word()}${word()}`;
    return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
  };
  const typeKeys: Record<string, string> = {};
  const typeKey = (alias: string) => (typeKeys[alias] ??= guid());
  const media = (file: string, width: number, height: number, alt: string) =>
    `<img src="/media/${word()}/${file}.jpg?rmode=crop&amp;width=${width}&amp;height=${height}&amp;v=1db${word().slice(0, 5)}" alt="${alt}" width="${width}" height="${height}" loading="lazy" class="img-fluid">`;

  /** A Block Grid layout item: the element type alias and key, the element key and the spans as CSS variables. */
  const item = (alias: string, inner: string, span = 12) =>
    `<div class="umb-block-grid__layout-item" data-content-element-type-alias="${alias}" data-content-element-type-key="${typeKey(alias)}" data-element-key="${guid()}" data-col-span="${span}" data-row-span="1" style="--umb-block-grid--item-column-span: ${span}; --umb-block-grid--item-row-span: 1;">${inner}</div>`;
  const grid = (...items: string[]) =>
    `<div class="umb-block-grid" data-grid-columns="12" style="--umb-block-grid--grid-columns: 12;"><div class="umb-block-grid__layout-container">${items.join('\n')}</div></div>`;
  /** A two-column section block whose areas hold blocks of their own. */
  const columns = (right: string, left: string) =>
    item(
      'twoColumnSection',
      `<div class="umb-block-grid__area-container" style="--umb-block-grid--area-grid-columns: 12;">${[right, left]
        .map(
          (area, index) =>
            `<div class="umb-block-grid__area" data-area-col-span="6" data-area-row-span="1" data-area-alias="${index === 0 ? 'right' : 'left'}" style="--umb-block-grid--grid-columns: 6; --umb-block-grid--area-column-span: 6; --umb-block-grid--area-row-span: 1;"><div class="umb-block-grid__layout-container">${area}</div></div>`,
        )
        .join('')}</div>`,
    );
  const rte = (html: string, span = 12) => item('richTextBlock', `<div class="rte">${html}</div>`, span);
  const priceTable = (title: string, rows: [string, string][], note = '') =>
    item(
      'priceTableBlock',
      `<section class="price-table"><h2>${title}</h2><table class="table"><tbody>${rows.map(([label, price]) => `<tr><th scope="row">${label}</th><td class="text-start">${price}</td></tr>`).join('')}</tbody></table>${note ? `<p class="small text-muted">${note}</p>` : ''}</section>`,
    );
  const range = (ring: { from: string; to?: string }) => (ring.to ? `${ring.from}–${ring.to}` : `החל מ-${ring.from}`);

  const menu: [string, string][] = [
    ['/', 'דף הבית'],
    ['/tabaot-nisuin/', 'טבעות נישואין'],
    ['/mechiron/', 'מחירון'],
    ['/hatzevet/', 'הצוות'],
    ['/shelot-nefotzot/', 'שאלות נפוצות'],
    ['/tzor-kesher/', 'צור קשר'],
  ];
  const navItems = (current: string) =>
    menu
      .map(([href, label]) => `<li class="nav-item"><a class="nav-link${href === current ? ' active" aria-current="page' : ''}" href="${href}">${label}</a></li>`)
      .join('');
  const hoursRows = f.days
    .map((hours, day) => `<tr><th scope="row">יום ${dayNames[day] ?? ''}</th><td>${hours ? hours.replace('-', '–') : 'סגור'}</td></tr>`)
    .join('');
  const storeLd = jsonLd({
    '@context': 'https://schema.org',
    '@type': 'JewelryStore',
    '@id': `${site}/#store`,
    address: { '@type': 'PostalAddress', streetAddress: f.street, addressLocality: f.city, addressCountry: 'IL' },
    name: f.brand,
    alternateName: f.latin,
    priceRange: `${rings.gold14.from}–${rings.platinum.to}`,
    contactPoint: { '@type': 'ContactPoint', telephone: dial(f.phone), email: f.email, contactType: 'customer service', availableLanguage: ['he', 'en', 'ru', 'ar'] },
    paymentAccepted: 'Cash, Credit Card, Bit',
    openingHoursSpecification: f.days.flatMap((hours, day) => {
      const [opens, closes] = hours.split('-');
      return hours ? [{ '@type': 'OpeningHoursSpecification', dayOfWeek: ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'][day], opens, closes }] : [];
    }),
  });

  const layout = (path: string, title: string, description: string, body: string) => `<!DOCTYPE html>
<html lang="he" dir="rtl">
<head>
<meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title} | ${f.brand}</title>
<meta name="description" content="${description}">${path === '/pnimi/' ? '\n<meta name="robots" content="noindex, nofollow">' : ''}
<link rel="canonical" href="${site}${path}"><meta property="og:title" content="${title}"><meta property="og:locale" content="he_IL">
<script id="Cookiebot" src="https://consent.cookiebot.example/uc.js" data-cbid="${guid()}" data-culture="HE" data-blockingmode="auto"></script>
<link rel="stylesheet" href="/lib/bootstrap/css/bootstrap.rtl.min.css"><link rel="stylesheet" href="/css/site.min.css?v=${word()}">
${storeLd}
</head>
<body class="page-${path === '/' ? 'home' : path.replaceAll('/', '')}">
<a class="visually-hidden-focusable" href="#main">דלג לתוכן</a>
<header class="site-header sticky-top"><nav class="navbar navbar-expand-lg bg-white"><div class="container">
<a class="navbar-brand" href="/">${media(`logo-${f.domain}`, 180, 60, f.brand)}</a>
<button class="navbar-toggler" type="button" data-bs-toggle="offcanvas" data-bs-target="#mainMenu" aria-controls="mainMenu" aria-label="תפריט"><span class="navbar-toggler-icon"></span></button>
<div class="collapse navbar-collapse"><ul class="navbar-nav ms-auto">${navItems(path)}</ul><a class="btn btn-dark ms-3" href="https://wa.me/${dial(f.whatsapp).slice(1)}">וואטסאפ</a></div>
</div></nav>
<div class="offcanvas offcanvas-end" tabindex="-1" id="mainMenu" aria-labelledby="mainMenuLabel"><div class="offcanvas-header"><h5 class="offcanvas-title" id="mainMenuLabel">${f.brand}</h5><button type="button" class="btn-close" data-bs-dismiss="offcanvas" aria-label="סגירה"></button></div><div class="offcanvas-body"><ul class="navbar-nav">${navItems(path)}</ul><p>טלפון: <a href="tel:${dial(f.phone)}">${f.phone}</a></p></div></div>
</header>
<main id="main" class="container py-5">
${body}
</main>
<footer class="site-footer bg-dark text-light py-5"><div class="container"><div class="row">
<div class="col-md-4"><h3 class="h5">${f.brand}</h3><p>${f.street}, ${f.floor}, ${f.city}</p><p>טלפון: <a href="tel:${dial(f.phone)}">${f.phone}</a> · וואטסאפ: <a href="https://wa.me/${dial(f.whatsapp).slice(1)}">${f.whatsapp}</a></p><p><a href="mailto:${f.email}">${f.email}</a></p></div>
<div class="col-md-4"><ul class="list-unstyled">${menu.map(([href, label]) => `<li><a href="${href}">${label}</a></li>`).join('')}</ul></div>
<div class="col-md-4"><ul class="list-unstyled"><li><a href="/hatzharat-negishut/">הצהרת נגישות</a></li><li><a href="/mediniyut-pratiyut/">מדיניות פרטיות</a></li><li><a href="/pnimi/">אזור צוות</a></li></ul></div>
</div><p class="small mt-4">© ${f.since}–2035 ${f.company}. כל הזכויות שמורות.</p></div></footer>
<div id="CybotCookiebotDialog" class="cookie-dialog" role="dialog" aria-live="polite"><p>האתר משתמש בעוגיות כדי לשפר את חוויית הגלישה ולמדוד את השימוש באתר.</p><button type="button" id="CybotCookiebotDialogBodyLevelButtonLevelOptinAllowAll">אישור כל העוגיות</button><button type="button" id="CybotCookiebotDialogBodyButtonDecline">רק הכרחיות</button></div>
<script src="/lib/bootstrap/js/bootstrap.bundle.min.js"></script><script src="https://cdn.nagish.example/accessibility.js" data-lang="he" defer></script>
</body>
</html>`;

  const faq: [string, string][] = [
    ['כמה זמן לוקח להכין טבעת בעיצוב אישי?', `בין ${f.weeksFrom} ל-${f.weeksTo} שבועות מרגע אישור הסקיצה. צריכים מהר יותר? הזמנה אקספרס מוכנה תוך ${express.weeks} שבועות בתוספת ${express.extra}.`],
    ['אפשר לשלם בתשלומים?', `כן. עד ${f.instalments} תשלומים ללא ריבית בכרטיס אשראי. בהזמנת טבעת משלמים מקדמה של ${f.depositPct} והיתרה באיסוף.`],
    ['יש אחריות?', `על כל טבעת שיוצאת מהסדנה יש אחריות של ${f.warranty} על פגמי ייצור, כולל ליטוש חינם בשנה הראשונה. על תיקונים – אחריות ${f.repairWarranty}.`],
    ['אפשר להגדיל או להקטין טבעת שלא נקנתה אצלכם?', `בהחלט. שינוי מידה של עד 2 מידות עולה ${f.resize}, ומעבר לכך ${f.resizeBig}. לרוב מוכן תוך 3 ימי עבודה.`],
    ['מה ההבדל בין חריטה ידנית לחריטת לייזר?', `חריטה ידנית (${f.engraveHand}) נעשית בכלי חריטה מסורתי ונותנת עומק ואופי; חריטת לייזר (${f.engraveLaser}) מדויקת ומתאימה לטביעות אצבע ולכתב קטן. עד ${f.engraveChars} תווים לטבעת.`],
    ['צריך לקבוע תור?', 'לתיקונים קטנים אפשר להגיע בלי תור בשעות הפתיחה. לפגישת עיצוב טבעות נישואין מומלץ לקבוע מראש בטלפון או בוואטסאפ.'],
  ];
  const member = (person: typeof team.founder, photo: string) =>
    item(
      'teamMemberBlock',
      `<div class="card team-card h-100">${media(photo, 480, 600, person.name)}<div class="card-body"><h3 class="card-title h5">${person.name}</h3><p class="card-subtitle text-muted">${person.role}</p><p>מתמחה ב${person.speciality}.</p><p class="small">שפות: ${person.languages}</p></div></div>`,
      6,
    );

  const pages: Record<string, string> = {
    '/': layout(
      '/',
      'טבעות נישואין בעבודת יד ותיקון תכשיטים בתל אביב',
      `${f.brand}: טבעות נישואין בעיצוב אישי, שינוי מידה, חריטה ותיקון תכשיטים בלב תל אביב.`,
      grid(
        item('heroBlock', `<section class="hero">${media('hero-rings', 1600, 700, 'זוג טבעות נישואין על שולחן העבודה')}<h1>טבעות שנוצרות בשבילכם, ביד</h1><p>סדנת צורפות ב${f.street}, תל אביב, מאז ${f.since}.</p><a class="btn btn-dark" href="/tabaot-nisuin/">לתיאום פגישת עיצוב</a></section>`),
        columns(
          rte(`<h2>טבעות נישואין</h2><p>זהב 14K ו-18K, פלטינה, ובעיצוב אישי לגמרי. טבעות קלאסיות ${range(rings.gold14)}.</p><p><a href="/mechiron/">למחירון המלא</a></p>`),
          rte(`<h2>תיקונים וחריטה</h2><p>שינוי מידה ב-${f.resize}, חריטה בלייזר ב-${f.engraveLaser}, הלחמת שרשראות, ציפוי רודיום ועוד.</p>`),
        ),
        item('quoteBlock', `<blockquote class="blockquote"><p>"נגענו, התלבטנו, שינינו – ויצאנו עם הטבעות הכי יפות שראינו."</p><footer class="blockquote-footer">מיכל ודניאל, גוגל</footer></blockquote>`),
      ),
    ),
    '/tabaot-nisuin/': layout(
      '/tabaot-nisuin/',
      'טבעות נישואין בעיצוב אישי',
      `איך מזמינים טבעת נישואין: פגישה, סקיצה, ${f.weeksFrom}–${f.weeksTo} שבועות עבודה, מקדמה ותשלומים.`,
      grid(
        rte('<h1>טבעות נישואין בעיצוב אישי</h1><p>כל טבעת נבנית מאפס בסדנה שלנו: מתכת, רוחב, גימור ושיבוץ לבחירתכם.</p>'),
        rte(
          `<h2>איך זה עובד</h2><ol><li>פגישת עיצוב בסדנה (ללא עלות, בתיאום מראש).</li><li>סקיצה והצעת מחיר תוך 3 ימים.</li><li>תשלום מקדמה של ${f.depositPct} ואישור.</li><li>ייצור: ${f.weeksFrom}–${f.weeksTo} שבועות.</li><li>מדידה, חריטה ואיסוף. היתרה משולמת באיסוף.</li></ol>`,
        ),
        columns(
          rte(`<h3>ממהרים?</h3><p>הזמנת אקספרס – מוכן תוך ${express.weeks} שבועות, בתוספת ${express.extra}.</p>`),
          rte(`<h3>תשלום ואחריות</h3><p>עד ${f.instalments} תשלומים ללא ריבית. אחריות ${f.warranty} על כל טבעת.</p>`),
        ),
      ),
    ),
    '/mechiron/': layout(
      '/mechiron/',
      'מחירון',
      'מחירי טבעות נישואין, שינוי מידה, חריטה ותיקוני תכשיטים. המחירים כוללים מע"מ.',
      grid(
        rte('<h1>מחירון</h1><p>המחירים כוללים מע"מ. המחיר הסופי של טבעת תלוי ברוחב, במשקל ובגימור.</p>'),
        priceTable(
          'טבעות נישואין (לטבעת אחת)',
          Object.values(rings).map((ring): [string, string] => [ring.name, range(ring)]),
          'שיבוץ יהלומים מתומחר בנפרד לפי האבן.',
        ),
        priceTable(
          'שינוי מידה וחריטה',
          [
            ['הגדלה או הקטנה – עד 2 מידות', f.resize],
            ['הגדלה או הקטנה – יותר מ-2 מידות', f.resizeBig],
            [`חריטה ידנית (עד ${f.engraveChars} תווים)`, f.engraveHand],
            [`חריטת לייזר (עד ${f.engraveChars} תווים)`, f.engraveLaser],
          ],
        ),
        priceTable(
          'תיקונים',
          [
            ['הלחמת שרשרת', repairs.chain],
            ['ציפוי רודיום (זהב לבן)', repairs.rhodium],
            ['החלפת סוגר', repairs.clasp],
            ['ניקוי וליטוש', repairs.polish],
          ],
          `ניקוי וליטוש חינם לטבעות שנקנו אצלנו. אחריות ${f.repairWarranty} על כל תיקון.`,
        ),
      ),
    ),
    '/hatzevet/': layout(
      '/hatzevet/',
      'הצוות',
      'הצורפים של הסדנה: עיצוב, שיבוץ, חריטה ויציקה.',
      grid(
        rte('<h1>הצוות</h1><p>ארבעה אנשי מקצוע, שולחן עבודה אחד.</p>'),
        member(team.founder, 'team-founder'),
        member(team.setter, 'team-setter'),
        member(team.engraver, 'team-engraver'),
        member(team.caster, 'team-caster'),
      ),
    ),
    '/shelot-nefotzot/': layout(
      '/shelot-nefotzot/',
      'שאלות נפוצות',
      'זמני הכנה, תשלומים, אחריות, שינוי מידה וחריטה.',
      grid(
        rte('<h1>שאלות נפוצות</h1>'),
        item(
          'accordionBlock',
          `<div class="accordion" id="faq">${faq
            .map(
              ([question, answer], index) =>
                `<div class="accordion-item"><h2 class="accordion-header" id="q${index}"><button class="accordion-button collapsed" type="button" data-bs-toggle="collapse" data-bs-target="#a${index}" aria-expanded="false" aria-controls="a${index}">${question}</button></h2><div id="a${index}" class="accordion-collapse collapse" aria-labelledby="q${index}" data-bs-parent="#faq"><div class="accordion-body">${answer}</div></div></div>`,
            )
            .join('')}</div>`,
        ),
      ),
    ),
    '/tzor-kesher/': layout(
      '/tzor-kesher/',
      'צור קשר ושעות פתיחה',
      `כתובת, שעות פתיחה, חניה ודרכי התקשרות – ${f.street}, ${f.city}.`,
      grid(
        rte('<h1>צור קשר</h1>'),
        columns(
          rte(
            `<h2>כתובת</h2><p>${f.street}, ${f.floor}, ${f.city}</p><p>טלפון: <a href="tel:${dial(f.phone)}">${f.phone}</a><br>וואטסאפ: <a href="https://wa.me/${dial(f.whatsapp).slice(1)}">${f.whatsapp}</a></p><h3>חניה</h3><p>${f.parking}, כ-${f.parkingWalk} דקות הליכה מהסדנה. יש גם חניה בכחול-לבן ברחובות הסמוכים.</p>`,
          ),
          rte(`<h2>שעות פתיחה</h2><table class="table hours"><tbody>${hoursRows}</tbody></table><p>בערבי חג – עד 13:00.</p>`),
        ),
        item(
          'umbracoFormBlock',
          `<div class="umbraco-forms-form contactform umbraco-forms-default"><form action="/tzor-kesher/" enctype="multipart/form-data" id="form${guid().replaceAll('-', '')}" method="post"><input type="hidden" name="FormId" value="${guid()}"><input type="hidden" name="FormName" value="צור קשר"><div class="umbraco-forms-page" id="${guid()}"><fieldset class="umbraco-forms-fieldset" id="${guid()}"><div class="row-fluid"><div class="umbraco-forms-container col-md-12">${[
            ['name shortanswer mandatory', 'שם מלא', 'text'],
            ['phone shortanswer mandatory', 'טלפון', 'tel'],
            ['message longanswer', 'במה נוכל לעזור?', 'textarea'],
          ]
            .map(([classes = '', label = '', type = '']) => {
              const id = guid();
              const input = type === 'textarea' ? `<textarea class="form-control" name="${id}" id="${id}" rows="4"></textarea>` : `<input type="${type}" name="${id}" id="${id}" class="text form-control" data-val="true" data-val-required="שדה חובה">`;
              return `<div class="umbraco-forms-field ${classes}"><label for="${id}" class="umbraco-forms-label">${label}</label><div class="umbraco-forms-field-wrapper">${input}</div></div>`;
            })
            .join(
              '',
            )}</div></div></fieldset><div class="umbraco-forms-navigation row-fluid"><div class="col-md-12"><input type="submit" class="btn btn-dark" value="שליחה" name="__next" data-form-navigate="next"></div></div></div><input name="__RequestVerificationToken" type="hidden" value="CfDJ8${word()}${word()}${word()}"><input type="hidden" name="ufprt" value="${word()}${word()}"></form></div>`,
        ),
        item('mapBlock', `<iframe title="מפה" src="https://maps.google.example/maps?q=${encodeURIComponent(`${f.street}, ${f.city}`)}&amp;output=embed" width="100%" height="360" loading="lazy"></iframe>`),
      ),
    ),
    '/pnimi/': layout(
      '/pnimi/',
      'אזור צוות',
      'לשימוש פנימי בלבד.',
      grid(rte(`<h1>אזור צוות – פנימי</h1><ul><li>מחיר זהב 18K מהספק: ${ix.goldCost} לגרם</li><li>שכר שעתי לצורף מתחיל: ${ix.wage}</li><li>קוד הדלת האחורית: ${ix.doorCode}</li></ul>`)),
    ),
  };

  return { name: 'Jewellery workshop (he-IL)', questions: jewelleryQuestions(f, dayNames), disallow: ['/pnimi/'], pages };
}
