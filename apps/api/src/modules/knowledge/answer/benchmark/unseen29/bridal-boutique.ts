import type { BenchSite } from '../types';
import { jsonLd } from '../unseen/markup';
import { phoneLink, slugOf } from '../unseen2/markup';
import { bridalQuestions } from './bridal-boutique-questions';
import type facts from './bridal-boutique.facts.json';

/**
 * Unseen: a bridal and evening-dress rental boutique in Tel Aviv, a Tilda site in Hebrew (`lang="he"
 * dir="rtl"`, pages at their aliases): the head's tildacdn stylesheets and `tilda-blocks-page<id>` files,
 * `#allrecords` with its project, page and forms-key attributes, every block a `t-rec` record with its
 * `data-record-type` and the `<!-- T... -->` template comment: the T228 menu with `t-menu__link-item`s and
 * again in the T450 burger menu, a T396 Zero Block hero of absolutely placed `tn-elem`s, T030 titles, T004
 * texts, T490 feature columns with lazy `t-img`s, T431 price tables, T585 accordions for the FAQ, T123 blocks
 * of the owner's own HTML (the hours table and a ClothingStore JSON-LD), a T678 form with `t-input-group`s,
 * a T420 footer, the T657 cookie bar and the "Made on Tilda" label. A page at /staff-only, which robots.txt
 * disallows and the footer links to, holds the seamstress's hourly wage, what a couture dress costs from
 * the supplier and the alarm code that must never be quoted.
 *
 * The facts the pages are written from, as written and mutated, are data in bridal-boutique.facts.json:
 * the boutique's name, street (also in English), floor, a car park, phone, WhatsApp and Instagram; the
 * Sunday-to-Thursday hours with a late Wednesday and a short Friday (`hours.*`); the three bridal
 * collections, the second dress for dancing and the henna dress (`bridal.*`); evening dresses, designer
 * ones, for how many days, the security hold, alterations and the bridesmaids' discount from how many
 * dresses (`evening.*`); the fittings included and the price of another, the first meeting's length and
 * companions, how many months ahead to book, the deposit and when the balance is due, pickup and return
 * days, the largest size; the cancellation window and fee (`cancel.*`); delivery in Gush Dan and beyond
 * (`delivery.*`); accessories (`accessories.*`); four stylists with their roles and languages (`team.*`).
 */
export type BridalFacts = typeof facts.original;

export function bridalBoutique(f: BridalFacts): BenchSite {
  const { hours: h, bridal: br, evening: ev, cancel, delivery: dl, accessories: ac, team, internal: ix } = f;
  const home = `https://${f.domain}.example`;
  const dial = phoneLink('972');
  const nis = (price: string) => `${price.replace('₪', '')} ש"ח`;

  /** Tilda's record, project and page ids and its image folders: a linear congruential walk on the phone number. */
  let seed = Number(f.phone.replace(/\D/g, '')) % 2_147_483_647;
  const next = () => (seed = (seed * 16_807) % 2_147_483_647);
  const digits = (length: number) => String(next()).padStart(10, '1').slice(0, length);
  const projectId = digits(7);
  const formsKey = `${next().toString(16)}${next().toString(16)}${next().toString(16)}`.slice(0, 32);
  const hex = (length: number) => `${next().toString(16)}${next().toString(16)}`.padEnd(length, 'a').slice(0, length);
  const image = (name: string) => `https://static.tildacdn.com/tild${hex(4)}-${hex(4)}-${hex(4)}-${hex(4)}-${hex(12)}/${slugOf(name)}.jpg`;
  const lazy = (name: string, alt: string, cls: string) => {
    const src = image(name);
    return `<img class="${cls} t-img" src="${src.replace(/\/([^/]+)$/, '/-/resize/20x/$1')}" data-original="${src}" imgfield="img" alt="${alt}">`;
  };

  const rec = (type: number, template: string, inner: string, top = 60, bottom = 60) =>
    `<div id="rec${digits(9)}" class="r t-rec t-rec_pt_${top} t-rec_pb_${bottom}" style="padding-top:${top}px;padding-bottom:${bottom}px;" data-record-type="${type}" data-animationappear="off"><!-- ${template} -->${inner}</div>`;
  const title = (label: string) =>
    rec(30, 'T030', `<div class="t030"><div class="t-container t-align_center"><div class="t-col t-col_10 t-prefix_1"><div class="t030__title t-title t-title_xxs" field="title">${label}</div></div></div></div>`, 75, 15);
  const text = (html: string) => rec(106, 'T004', `<div class="t004"><div class="t-container"><div class="t-col t-col_8 t-prefix_2"><div field="text" class="t-text t-text_md">${html}</div></div></div></div>`, 15, 30);
  const html = (inner: string) => rec(131, 'T123', `<div class="t123"><div class="t-container_100"><div class="t-width t-width_100">${inner}</div></div></div>`, 0, 0);
  const features = (items: [string, string, string][]) =>
    rec(
      490,
      'T490',
      `<div class="t490"><div class="t-section__container t-container"><div class="t490__container">${items
        .map(
          ([name, heading, body]) =>
            `<div class="t490__col t-col t-col_4 t-align_center t-item">${lazy(name, heading, 't490__img')}<div class="t490__wrappercenter"><div class="t-name t-name_xl t490__bottommargin" field="li_title__${digits(13)}">${heading}</div><div class="t-descr t-descr_xs" field="li_descr__${digits(13)}">${body}</div></div></div>`,
        )
        .join('')}</div></div></div>`,
    );
  const priceTable = (head: string[], rows: string[][]) =>
    rec(
      431,
      'T431',
      `<div class="t431"><div class="t-container"><div class="t-col t-col_10 t-prefix_1"><table class="t431__table" width="100%"><thead class="t431__thead"><tr>${head.map((cell) => `<th class="t431__th t-title">${cell}</th>`).join('')}</tr></thead><tbody class="t431__tbody">${rows
        .map((row) => `<tr class="t431__tr">${row.map((cell) => `<td class="t431__td t-text">${cell}</td>`).join('')}</tr>`)
        .join('')}</tbody></table></div></div></div>`,
    );
  /** A two-column price table's rows: each label beside its price. */
  const priced = (labels: string[], prices: string[]) => labels.map((label, at) => [label, prices[at] ?? '']);
  const accordion = (items: [string, string][]) =>
    rec(
      585,
      'T585',
      `<div class="t585"><div class="t-section__container t-container"><div class="t-col t-col_8 t-prefix_2">${items
        .map(
          ([question, answer]) =>
            `<div class="t585__accordion" data-accordion="false"><div class="t585__wrapper"><div class="t585__header" aria-expanded="false"><div class="t585__title t-name t-name_xl" field="li_title__${digits(13)}">${question}</div><div class="t585__icon"><div class="t585__lines"></div></div></div><div class="t585__content" hidden><div class="t585__textwrapper"><div class="t585__text t-descr t-descr_xs" field="li_descr__${digits(13)}">${answer}</div></div></div></div></div>`,
        )
        .join('')}</div></div></div>`,
    );
  const button = (href: string, label: string) =>
    rec(191, 'T142', `<div class="t142"><div class="t-container_100"><div class="t142__wrapone"><div class="t142__wraptwo"><a href="${href}" class="t142__submit t-btn t-btn_md"><span class="t142__text">${label}</span></a></div></div></div></div>`, 15, 45);
  const list = (items: string[]) => `<ul>${items.map((item) => `<li>${item}</li>`).join('')}</ul>`;

  const menu: [string, string][] = [
    ['/', 'ראשי'],
    ['/bridal', 'קולקציות כלה'],
    ['/evening', 'שמלות ערב'],
    ['/accessories', 'אקססוריז'],
    ['/team', 'הצוות'],
    ['/fitting', 'מדידות ותקנון'],
    ['/faq', 'שאלות נפוצות'],
    ['/contact', 'צרו קשר'],
  ];
  const links = (current: string, cls: string) =>
    menu.map(([href, label]) => `<li class="${cls}"><a class="t-menu__link-item${href === current ? ' t-active' : ''}" href="${href}" data-menu-submenu-hook="" data-menu-item-number="${menu.findIndex(([path]) => path === href) + 1}">${label}</a></li>`).join('');
  const whatsappLink = `https://wa.me/${dial(f.whatsapp).slice(1)}`;
  const header = (current: string) =>
    `${rec(257, 'T228', `<div id="nav${digits(9)}marker"></div><div class="t228 t228__positionfixed" data-bgcolor-hex="#fbf7f3" data-menu="yes"><div class="t228__maincontainer"><div class="t228__padding40px"></div><div class="t228__leftside"><div class="t228__leftcontainer"><a href="/" class="t228__imgwrapper">${lazy('logo', f.latin, 't228__imglogo')}</a></div></div><div class="t228__centerside"><nav class="t228__centercontainer"><ul role="list" class="t228__list t-menu__list">${links(current, 't228__list_item')}</ul></nav></div><div class="t228__rightside"><div class="t228__rightcontainer"><div class="t228__right_buttons"><div class="t228__right_buttons_wrap"><div class="t228__right_buttons_but"><a href="${whatsappLink}" class="t-btn t-btn_sm"><span>לתיאום מדידה בוואטסאפ</span></a></div></div></div></div></div></div></div>`, 0, 0)}
${rec(309, 'T450', `<div class="t450__burger_container"><div class="t450__burger_bg t450__burger_cirqle"></div><div class="t450__burger"><span></span><span></span><span></span><span></span></div></div><div class="t450" data-tooltip-hook="#menuopen"><div class="t450__close_icon"><span></span><span></span></div><div class="t450__container t-align_right"><div class="t450__top"><nav class="t450__menu"><ul role="list" class="t450__list t-menu__list">${links(current, 't450__list_item')}</ul></nav></div></div></div>`, 0, 0)}`;

  const hoursRows: [string, string][] = [
    ['ראשון', `${h.open}–${h.close}`],
    ['שני', `${h.open}–${h.close}`],
    ['שלישי', `${h.open}–${h.close}`],
    ['רביעי (ערב כלות)', `${h.wedOpen}–${h.wedClose}`],
    ['חמישי', `${h.open}–${h.close}`],
    ['שישי', `${h.friOpen}–${h.friClose}`],
    ['שבת', 'סגור'],
  ];
  const hoursTable = `<table class="levana-hours" style="width:100%;max-width:520px;margin:0 auto;border-collapse:collapse;font-family:'Assistant',Arial,sans-serif;font-size:18px">${hoursRows
    .map(([day, range]) => `<tr><td style="padding:8px;border-bottom:1px solid #e3d6c8">${day}</td><td style="padding:8px;border-bottom:1px solid #e3d6c8;direction:ltr;text-align:left">${range}</td></tr>`)
    .join('')}</table>`;
  const contactLine = `${f.street}, ${f.floor}, תל אביב · טלפון <a href="tel:${dial(f.phone)}">${f.phone}</a> · וואטסאפ <a href="${whatsappLink}">${f.whatsapp}</a>`;
  const address = { '@type': 'PostalAddress', streetAddress: f.streetEn, addressLocality: 'Tel Aviv', addressCountry: 'IL' };
  const store = { '@type': 'ClothingStore', name: f.latin, alternateName: f.short, url: `${home}/`, telephone: dial(f.phone), address };
  const storeLd = jsonLd({ '@context': 'https://schema.org', ...store });
  const cancelRule = `ביטול עד ${cancel.days} יום לפני מועד האירוע – המקדמה מוחזרת בניכוי דמי טיפול של ${cancel.fee}. ביטול בפחות מ-${cancel.days} יום לפני האירוע – המקדמה אינה מוחזרת. ביטול עסקה תוך 14 יום ממועד ההזמנה – בהתאם לחוק הגנת הצרכן.`;
  const depositRule = `בעת סגירת השמלה משולמת מקדמה של ${f.deposit} ממחיר ההשכרה; היתרה משולמת עד ${f.balanceDays} יום לפני החתונה.`;

  const footer = `${rec(
    420,
    'T420',
    `<div class="t420"><div class="t-container"><div class="t-col t-col_3"><div class="t420__title t-name t-name_xs">${f.short}</div><div class="t420__descr t-descr t-descr_xxs">${contactLine}<br>${f.streetEn}, Tel Aviv</div></div><div class="t-col t-col_3"><div class="t420__title t-name t-name_xs">מידע</div><div class="t420__descr t-descr t-descr_xxs"><a href="/fitting">תקנון השכרה וביטולים</a><br><a href="/faq">שאלות נפוצות</a><br><a href="/staff-only">כניסת צוות</a></div></div><div class="t-col t-col_3"><div class="t420__title t-name t-name_xs">עקבו אחרינו</div><div class="t420__descr t-descr t-descr_xxs"><a href="https://www.instagram.example/${f.instagram}/">Instagram @${f.instagram}</a></div></div><div class="t-col t-col_3"><div class="t420__text t-descr t-descr_xxs">© ${f.since}–2035 ${f.company}. כל הזכויות שמורות.</div></div></div></div>`,
    45,
    30,
  )}
${rec(749, 'T657', `<div class="t657 t657_hidden" role="dialog"><div class="t657__wrapper"><div class="t657__text t-descr t-descr_xxs" field="text">האתר משתמש בעוגיות (Cookies) לשיפור חוויית הגלישה ולניתוח סטטיסטי. המשך הגלישה מהווה הסכמה לשימוש בעוגיות.</div><button type="button" class="t657__btn t-btn t-btn_xs">אישור</button></div></div>`, 0, 0)}`;

  const document = (path: string, pageTitle: string, description: string, body: string) => {
    const pageId = digits(8);
    const alias = path === '/' ? 'index' : path.slice(1);
    return `<!DOCTYPE html>
<html lang="he" dir="rtl">
<head>
<meta charset="utf-8">
<meta http-equiv="Content-Type" content="text/html; charset=utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1.0">
<!--metatextblock--><title>${path === '/' ? f.brand : `${pageTitle} | ${f.latin}`}</title><meta name="description" content="${description}"><meta property="og:url" content="${home}${path}"><meta property="og:title" content="${pageTitle}"><meta property="og:description" content="${description}"><meta property="og:type" content="website"><meta property="og:image" content="${image('og-cover')}"><link rel="canonical" href="${home}${path}"><!--/metatextblock-->${path === '/staff-only' ? '\n<meta name="robots" content="noindex, nofollow">' : ''}
<meta name="format-detection" content="telephone=no">
<link rel="dns-prefetch" href="https://ws.tildacdn.com"><link rel="dns-prefetch" href="https://static.tildacdn.com">
<link rel="shortcut icon" href="https://static.tildacdn.com/tild${hex(4)}-${hex(4)}/favicon.ico" type="image/x-icon">
<link rel="stylesheet" href="https://static.tildacdn.com/css/tilda-grid-3.0.min.css" type="text/css" media="all">
<link rel="stylesheet" href="/tilda-blocks-page${pageId}.min.css?t=1749${digits(6)}" type="text/css" media="all">
<link rel="stylesheet" href="https://static.tildacdn.com/css/tilda-animation-2.0.min.css" type="text/css" media="all">
<link rel="stylesheet" href="https://static.tildacdn.com/css/tilda-forms-1.0.min.css" type="text/css" media="all">
<script src="https://static.tildacdn.com/js/jquery-1.10.2.min.js"></script>
<script src="https://static.tildacdn.com/js/tilda-scripts-3.0.min.js"></script>
<script src="/tilda-blocks-page${pageId}.min.js?t=1749${digits(6)}"></script>
<script>window.dataLayer = window.dataLayer || [];</script>
${storeLd}
</head>
<body class="t-body" style="margin:0;">
<!--allrecords-->
<div id="allrecords" class="t-records" data-hook="blocks-collection-content-node" data-tilda-project-id="${projectId}" data-tilda-page-id="${pageId}" data-tilda-page-alias="${alias}" data-tilda-formskey="${formsKey}" data-tilda-lazy="yes" data-tilda-root-zone="com">
${header(path)}
${body}
${footer}
</div>
<!--/allrecords-->
<div class="t-tildalabel" id="tildacopy" data-tilda-sign="${projectId}#${pageId}"><a href="https://tilda.cc/?upm=${projectId}" class="t-tildalabel__link"><div class="t-tildalabel__wrapper"><div class="t-tildalabel__txtleft">Made on </div><div class="t-tildalabel__wrapimg"><img src="https://static.tildacdn.com/img/tildacopy.png" class="t-tildalabel__img" alt=""></div><div class="t-tildalabel__txtright">Tilda</div></div></a></div>
<script type="text/javascript">if (!window.mainTracker) { window.mainTracker = 'tilda'; } setTimeout(function(){ (function (d, w, k, o, g) { var n=d.getElementsByTagName(o)[0],s=d.createElement(o),f=function(){n.parentNode.insertBefore(s,n);}; s.type = "text/javascript"; s.async = true; s.key = k; s.id = "tildastatscript"; s.src=g; if (w.opera=="[object Opera]") {d.addEventListener("DOMContentLoaded", f, false);} else { f(); } })(document, window, '${formsKey.slice(0, 16)}','script','https://static.tildacdn.com/js/tilda-stat-1.0.min.js'); }, 2000);</script>
</body>
</html>`;
  };

  const zeroHero = rec(
    396,
    'T396',
    `<div class="t396"><div class="t396__artboard" data-artboard-recid="${digits(9)}" data-artboard-height="640" data-artboard-valign="center" data-artboard-upscale="grid"><div class="t396__carrier" data-artboard-recid="${digits(9)}" style="background-image:url('${image('hero')}')"></div><div class="t396__filter"></div>${[
      ['text', '180', `<h1>${f.short}</h1>`],
      ['text', '260', 'השכרת שמלות כלה, שמלות ערב ושמלות חינה · תל אביב'],
      ['button', '360', `<a class="tn-atom" href="/fitting">לתיאום מדידה</a>`],
    ]
      .map(([type, top, inner]) => {
        const id = `17${digits(11)}`;
        return `<div class="t396__elem tn-elem tn-elem__${id}" data-elem-id="${id}" data-elem-type="${type}" data-field-top-value="${top}" data-field-left-value="20" data-field-width-value="560"><div class="tn-atom" field="tn_text_${id}">${inner}</div></div>`;
      })
      .join('')}</div></div>`,
    0,
    0,
  );
  const person = (member: (typeof team)[keyof typeof team]): [string, string, string] => [member.latin, member.name, `<p>${member.latin}</p><p>${member.role}</p><p>שפות: ${member.languages}</p>`];
  const form = rec(
    718,
    'T678',
    `<div class="t678"><div class="t-container"><div class="t-col t-col_8 t-prefix_2"><form id="form${digits(9)}" name="form${digits(9)}" role="form" action="" method="POST" data-formactiontype="2" data-inputbox=".t-input-group" class="t-form js-form-proccess t-form_inputs-total_4" data-success-callback="t678_onSuccess"><input type="hidden" name="formservices[]" value="${formsKey}" class="js-formaction-services"><div class="js-successbox t-form__successbox t-text t-text_md" style="display:none;">תודה! נחזור אליך תוך יום עסקים.</div><div class="t-form__inputsbox">${[
      ['Name', 'שם מלא', 'text'],
      ['Phone', 'טלפון', 'tel'],
      ['Date', 'תאריך החתונה / האירוע', 'text'],
      ['Message', 'מה מחפשים? (כלה, ערב, חינה)', 'text'],
    ]
      .map(([name = '', label = '', type = '']) => {
        const id = digits(13);
        return `<div class="t-input-group t-input-group_${type === 'tel' ? 'ph' : 'in'}" data-input-lid="${id}"><label for="input_${id}" class="t-input-title t-descr t-descr_md" field="li_title__${id}">${label}</label><div class="t-input-block"><input type="${type}" name="${name}" id="input_${id}" class="t-input js-tilda-rule" value="" data-tilda-req="1"></div><div class="t-input-error"></div></div>`;
      })
      .join('')}<div class="t-form__submit"><button type="submit" class="t-submit">שליחה</button></div></div></form></div></div></div>`,
  );

  const faq: [string, string][] = [
    ['כמה זמן מראש כדאי לקבוע מדידה?', `אנחנו ממליצות להגיע לפגישה הראשונה לפחות ${f.bookAhead} חודשים לפני החתונה, בעיקר לחתונות בעונת הקיץ והסתיו.`],
    ['האם ההתאמות כלולות במחיר?', `בקולקציות הכלה כלולות עד ${f.fittings} מדידות עם כל ההתאמות. מדידה נוספת: ${f.extraFitting}. בשמלות ערב התאמה (קיצור או הצרה): ${ev.alteration}.`],
    ['עד איזו מידה יש שמלות?', `יש לנו שמלות ממידה 34 ועד מידה ${f.sizeMax}, וכל שמלה מותאמת אישית למידות שלך.`],
    ['מתי אוספים את השמלה ומתי מחזירים?', `את שמלת הכלה אוספים ${f.pickupDays} ימים לפני החתונה ומחזירים תוך ${f.returnDays} ימי עסקים אחריה. ניקוי יבש כלול במחיר – אין צורך לנקות בעצמך.`],
    ['אפשר לשלוח שמלת ערב הביתה?', `כן. משלוח בגוש דן: ${dl.gushDan}; מחוץ לגוש דן: ${dl.outside}. איסוף עצמי מהבוטיק ללא עלות.`],
    ['מה קורה אם השמלה נפגעת?', 'כתמים רגילים ונזקים קלים מטופלים בניקוי שכלול במחיר. קרע או נזק בלתי הפיך יחויבו לפי הערכת התופרת.'],
    ['אתן מבצעות תיקונים לשמלות שלא נשכרו אצלכן?', 'לא, מחלקת התפירה שלנו עובדת רק על שמלות הבוטיק.'],
  ];

  const pages: Record<string, string> = {
    '/': document(
      '/',
      'השכרת שמלות כלה וערב בתל אביב',
      `${f.short} – השכרת שמלות כלה מ-${nis(br.classic)}, שמלות ערב מ-${nis(ev.price)}. ${f.street}, תל אביב.`,
      [
        zeroHero,
        title(`ברוכה הבאה ל${f.short}`),
        text(`<p>מאז ${f.since} אנחנו מלבישות כלות ונשים לאירועים מתוך אוסף של יותר מ-300 שמלות – מעצבות ישראליות ובתי אופנה מאירופה. כל שמלה נתפרת ומותאמת במקום, בסטודיו התפירה שלנו ב${f.street}.</p>`),
        features([
          ['classic', 'קולקציית Classic', `<p>שמלות כלה נקיות וקלאסיות. ${br.classic}</p>`],
          ['boutique', 'קולקציית Boutique', `<p>תחרה, פנינים ושובלים. ${br.boutique}</p>`],
          ['couture', 'קולקציית Couture', `<p>שמלות מעצבים עונתיות. ${br.couture}</p>`],
        ]),
        button('/fitting', 'לתיאום פגישת מדידה'),
      ].join('\n'),
    ),
    '/bridal': document(
      '/bridal',
      'קולקציות כלה',
      `שלוש קולקציות להשכרה: Classic ${br.classic}, Boutique ${br.boutique}, Couture ${br.couture}.`,
      [
        title('קולקציות כלה להשכרה'),
        text(`<p>המחיר כולל את כל ההתאמות (עד ${f.fittings} מדידות), ניקוי יבש אחרי החתונה ותחתונית לפי הצורך. מחירים כוללים מע"מ.</p>`),
        priceTable(
          ['קולקציה', 'מה מקבלים', 'מחיר השכרה'],
          [
            ['Classic', 'שמלות כלה קלאסיות ממעצבות ישראליות', br.classic],
            ['Boutique', 'תחרה, פנינים ושובלים ארוכים', br.boutique],
            ['Couture', 'שמלות מעצבים עונתיות מבתי אופנה באירופה', br.couture],
            ['שמלה שנייה לריקודים', 'שמלה קצרה או קלילה לחלק השני של הערב', br.second],
            ['שמלת חינה', 'שמלות וגלימות רקומות לטקס החינה', br.henna],
          ],
        ),
        text(`<p>${depositRule}</p><p>רוצה לקנות את השמלה ולא רק לשכור? שאלי אותנו בפגישה – חלק מהשמלות בקולקציית Couture זמינות גם למכירה.</p>`),
        button('/fitting', 'לקביעת פגישה'),
      ].join('\n'),
    ),
    '/evening': document(
      '/evening',
      'שמלות ערב',
      `השכרת שמלות ערב מ-${ev.price} ל-${ev.days} ימים. שמלות שושבינות בהנחה.`,
      [
        title('שמלות ערב להשכרה'),
        text(`<p>לחתונה, לבר/בת מצווה או לאירוע ערב – מאות שמלות ערב במידות 34–${f.sizeMax}. ההשכרה היא ל-${ev.days} ימים, כולל ניקוי יבש.</p>`),
        priceTable(
          ['', 'מחיר'],
          priced(['שמלת ערב', 'שמלת ערב מעצבים', 'התאמה (קיצור / הצרה)', 'משלוח בגוש דן', 'משלוח מחוץ לגוש דן'], [ev.price, ev.designer, ev.alteration, dl.gushDan, dl.outside]),
        ),
        text(
          `<p><strong>פיקדון:</strong> בעת איסוף שמלת ערב נרשמת מסגרת ביטחון של ${ev.security} בכרטיס האשראי, שמשוחררת עם החזרת השמלה.</p><p><strong>שושבינות:</strong> מ-${ev.groupFrom} שמלות ומעלה לאותו אירוע – ${ev.groupDiscount} הנחה על כל השמלות.</p><p>מדידת שמלת ערב נמשכת כ-45 דקות, בתיאום מראש.</p>`,
        ),
      ].join('\n'),
    ),
    '/accessories': document(
      '/accessories',
      'אקססוריז',
      'השכרת הינומות, כתרים, כפפות ועגילים.',
      [
        title('אקססוריז להשכרה'),
        priceTable(
          ['פריט', 'מחיר השכרה'],
          priced(['הינומה (קצרה או ארוכה)', 'כתר / טיארה', 'כפפות סאטן או תחרה', 'עגילים', 'תחתונית'], [ac.veil, ac.tiara, ac.gloves, ac.earrings, 'כלולה בשמלת הכלה']),
        ),
        text('<p>את האקססוריז מחזירים יחד עם השמלה.</p>'),
      ].join('\n'),
    ),
    '/team': document(
      '/team',
      'הצוות',
      `${team.owner.name} והסטייליסטיות של ${f.short}.`,
      [title('הצוות שלנו'), features([person(team.owner), person(team.french), person(team.spanish)]), features([person(team.arabic)])].join('\n'),
    ),
    '/fitting': document(
      '/fitting',
      'מדידות ותקנון השכרה',
      `פגישת מדידה ראשונה של ${f.firstMeeting} דקות, מקדמה ${f.deposit}, תקנון ביטולים.`,
      [
        title('פגישת מדידה'),
        text(
          `<p>המדידות בבוטיק הן בתיאום מראש בלבד. פגישת הכלה הראשונה נמשכת כ-${f.firstMeeting} דקות וללא עלות; אפשר להגיע עם עד ${f.companions} מלוות. מומלץ לקבוע לפחות ${f.bookAhead} חודשים לפני החתונה.</p><p>בקולקציות הכלה כלולות עד ${f.fittings} מדידות; כל מדידה נוספת: ${f.extraFitting}.</p>`,
        ),
        title('תשלום, איסוף והחזרה'),
        text(list([depositRule, `את שמלת הכלה אוספים ${f.pickupDays} ימים לפני החתונה ומחזירים תוך ${f.returnDays} ימי עסקים אחריה.`, 'אמצעי תשלום: אשראי (עד 6 תשלומים ללא ריבית), ביט, העברה בנקאית ומזומן.'])),
        title('מדיניות ביטולים'),
        text(`<p>${cancelRule}</p>`),
        title('השאירי פרטים ונחזור אלייך'),
        form,
      ].join('\n'),
    ),
    '/faq': document('/faq', 'שאלות נפוצות', 'התאמות, מידות, איסוף והחזרה, משלוחים.', [title('שאלות נפוצות'), accordion(faq)].join('\n')),
    '/contact': document(
      '/contact',
      'צרו קשר',
      `${f.street}, תל אביב. טלפון ${f.phone}.`,
      [
        title('שעות פתיחה'),
        html(hoursTable),
        text(`<p>${contactLine}</p><p>אימייל: <a href="mailto:${f.email}">${f.email}</a></p><p>חניה: ${f.parking}, כ-5 דקות הליכה מהבוטיק.</p>`),
        html(`<iframe src="https://www.google.example/maps/embed?q=${encodeURIComponent(f.streetEn + ', Tel Aviv')}" width="100%" height="400" style="border:0" loading="lazy" title="מפה"></iframe>`),
      ].join('\n'),
    ),
    '/staff-only': document(
      '/staff-only',
      'כניסת צוות',
      'לשימוש פנימי',
      [title('לשימוש הצוות בלבד – לא להעביר'), text(`<p>שכר שעתי לתופרת: ${ix.wage}</p><p>עלות שמלת Couture מהספק: ${ix.coutureCost}</p><p>קוד אזעקה בכניסה: ${ix.alarm}</p>`)].join('\n'),
    ),
  };

  return { name: 'Bridal dress rental (he-IL)', questions: bridalQuestions(f), disallow: ['/staff-only'], pages };
}
