import type { BenchSite } from '../types';
import { jsonLd } from '../unseen/markup';
import { banyaQuestions } from './banya-questions';
import type facts from './banya.facts.json';

/**
 * Unseen: a complex of rental bath houses (русская баня) outside Yekaterinburg, a 1C-Bitrix site in Russian
 * (`lang="ru"`): the kernel's `BX.message` globals and `/bitrix/cache/css|js/s1/…` bundles, the
 * `bx-wrapper` page with the `bx-header` and its `bx-top-nav` menu (`bx-nav-1-lvl` items), the
 * `bitrix:breadcrumb` trail (`bx-breadcrumb` with BreadcrumbList microdata), `start_frame_cache` comments
 * around composite blocks, the catalog section list (`bx_catalog_list_home` with `bx_catalog_item` cards whose
 * ids are `bx_<hash>_<id>`, pictures under `/upload/iblock/`, properties as `bx_catalog_item_article` rows),
 * element pages (`bx_item_detail` with the price block, the `item_info_section` properties list and a price
 * table by weekday and weekend), the `bitrix:main.feedback` booking form with its `sessid`, the `bx-footer`
 * with the company's INN and "Работает на 1С-Битрикс", the cookie notice and the Yandex.Metrika counter. A
 * page at /sotrudnikam/, which robots.txt disallows and the footer links to, holds the administrator's
 * mobile, the brooms' purchase price and the travel agents' commission that must never be quoted.
 *
 * The facts, as written and mutated, are data in banya.facts.json: the complex's name, company, INN,
 * address, village, distance and road from the city, phone, WhatsApp and Telegram; three bath houses (small,
 * large with the heated pool, and the log house) with guests included, maximum guests, area and the price per
 * hour on weekdays and weekends; the minimum hours on weekdays and weekends; the extra guest's fee per hour;
 * the age children are free to; birch, oak and fir brooms; tea sets for four and eight; the pool's
 * temperature; the gazebo with its barbecue and the coal; the corkage fee; the steam master and his price;
 * the prepayment and the free cancellation hours; the daily cleaning window; the transfer's pickup point and
 * price per person.
 */
export type BanyaFacts = typeof facts.original;

export function banya(f: BanyaFacts): BenchSite {
  const { houses, minHours: mh, veniki: v, tea, gazebo: gz, parmaster: pm, booking: bk, clean, transfer: tr, internal: ix } = f;
  const origin = `https://${f.domain}.example`;
  const rub = (price: string) => `${price} ₽`;
  const digitsOf = (phone: string) => phone.replace(/\D/g, '');
  const wa = `https://wa.me/${digitsOf(f.whatsapp)}`;

  /** Bitrix's element ids, cache hashes and upload folders: hex from a walk seeded by the INN. */
  let seed = Number(f.inn.slice(-8));
  const hex = (count: number) => Array.from({ length: count }, () => ((seed = (seed * 40_692) % 2_147_483_399) % 16).toString(16)).join('');
  const upload = (name: string) => `/upload/iblock/${hex(3)}/${hex(6)}${name}${hex(8)}.jpg`;
  const componentHash = hex(10).replace(/\D/g, '7').slice(0, 10);
  const sessid = hex(32);
  const version = `17${hex(8).replace(/\D/g, '3')}`;

  const list: [keyof typeof houses, string][] = [
    ['small', 'Уютная баня на дровах для небольшой компании: парная, моечная, комната отдыха с телевизором и купель с холодной водой.'],
    ['large', `Большой банный дом с крытым бассейном с подогревом (+${f.pool} °C), двумя комнатами отдыха, бильярдом и караоке.`],
    ['log', 'Традиционная русская баня по-чёрному в срубе из сосны, печь-каменка, прорубь-купель у пруда.'],
  ];
  const house = (key: keyof typeof houses) => houses[key];
  const menu: [string, string][] = [
    ['/catalog/bani/', 'Бани'],
    ['/catalog/dopolnitelno/', 'Веники, чай, беседки'],
    ['/bronirovanie/', 'Бронирование'],
    ['/pravila/', 'Правила'],
    ['/kak-dobratsya/', 'Как добраться'],
    ['/o-nas/', 'О нас'],
    ['/kontakty/', 'Контакты'],
  ];
  const hours = (count: string) => {
    const n = Number(count);
    return `${count} ${n % 10 === 1 && n % 100 !== 11 ? 'час' : [2, 3, 4].includes(n % 10) && ![12, 13, 14].includes(n % 100) ? 'часа' : 'часов'}`;
  };
  const hoursLine = `Работаем круглосуточно, без выходных. Ежедневно с ${clean.from} до ${clean.to} — санитарная уборка, заезд в это время невозможен.`;
  const minLine = `Минимальное время аренды: в будни — ${hours(mh.weekday)}, в выходные и праздники — ${hours(mh.weekend)}.`;
  const extraLine = `В стоимость включено указанное число гостей; за каждого гостя сверх этого — ${rub(f.extraGuest)} в час. Дети до ${f.kidsFree} лет — бесплатно.`;
  const prepayLine = `Для брони нужна предоплата ${bk.prepay}% от стоимости аренды (перевод по СБП или картой на сайте). Отмена или перенос не позднее чем за ${hours(bk.cancelHours)} до заезда — предоплата возвращается полностью; при более поздней отмене предоплата не возвращается.`;

  const crumbs = (trail: [string, string][]) =>
    `<div class="bx-breadcrumb" itemprop="http://schema.org/breadcrumb" itemscope itemtype="http://schema.org/BreadcrumbList">${[['/', 'Главная'] as [string, string], ...trail]
      .map(([href, label], index, all) =>
        index === all.length - 1
          ? `<div class="bx-breadcrumb-item"><i class="fa fa-angle-right"></i><span>${label}</span></div>`
          : `<div class="bx-breadcrumb-item" id="bx_breadcrumb_${index}" itemprop="itemListElement" itemscope itemtype="http://schema.org/ListItem">${index > 0 ? '<i class="fa fa-angle-right"></i>' : ''}<a href="${href}" title="${label}" itemprop="item"><span itemprop="name">${label}</span></a><meta itemprop="position" content="${index + 1}" /></div>`,
      )
      .join('')}</div>`;
  const composite = (name: string, html: string) => `<!--'start_frame_cache_${name}'-->${html}<!--'end_frame_cache_${name}'-->`;
  const props = (rows: [string, string][]) => `<dl>${rows.map(([term, value]) => `<dt>${term}</dt><dd>${value}</dd>`).join('')}</dl>`;
  const table = (head: string[], rows: string[][]) =>
    `<table class="table table-bordered price-table"><thead><tr>${head.map((cell) => `<th>${cell}</th>`).join('')}</tr></thead><tbody>${rows.map((row) => `<tr>${row.map((cell) => `<td>${cell}</td>`).join('')}</tr>`).join('')}</tbody></table>`;

  const header = (path: string) =>
    `<header class="bx-header"><div class="bx-header-section container"><div class="row"><div class="col-lg-3 bx-logo"><a class="bx-logo-block" href="/"><img src="/include/logo.png" srcset="/include/logo_retina.png 2x" alt="${f.brand}"><span class="bx-logo-text">Банный комплекс «${f.brand}»</span></a></div><div class="col-lg-6 bx-header-slogan">Бани на дровах в ${f.distance} км от Екатеринбурга</div><div class="col-lg-3 bx-header-contacts">${composite(
      'header_phone',
      `<a class="bx-header-phone" href="tel:${digitsOf(f.phone)}">${f.phone}</a><a class="bx-header-wa" href="${wa}" target="_blank">WhatsApp</a> <a class="bx-header-tg" href="https://t.me/${f.telegram}" target="_blank">Telegram</a>`,
    )}<a class="btn btn-primary" href="/bronirovanie/">Забронировать</a></div></div>
<nav class="bx-top-nav bx-blue" id="cont_catalog_menu_${componentHash}"><ul class="bx-nav-list-1-lvl" id="ul_catalog_menu_${componentHash}">${menu.map(([href, label]) => `<li class="bx-nav-1-lvl bx-nav-list-0-col${href === path ? ' bx-active' : ''}"><a href="${href}"><span>${label}</span></a></li>`).join('')}</ul></nav></div></header>`;
  const footer = `<footer class="bx-footer"><div class="bx-footer-section container"><div class="row"><div class="col-sm-4"><h4 class="bx-block-title">О комплексе</h4><ul class="bx-inclinksfooter-list"><li class="bx-inclinksfooter-item"><a href="/o-nas/">О нас</a></li><li class="bx-inclinksfooter-item"><a href="/pravila/">Правила посещения</a></li><li class="bx-inclinksfooter-item"><a href="/politika-konfidentsialnosti/">Политика конфиденциальности</a></li><li class="bx-inclinksfooter-item"><a href="/sotrudnikam/">Сотрудникам</a></li></ul></div><div class="col-sm-4"><h4 class="bx-block-title">Контакты</h4><p>${f.address}</p><p><a href="tel:${digitsOf(f.phone)}">${f.phone}</a><br>WhatsApp: <a href="${wa}">${f.whatsapp}</a><br>Telegram: <a href="https://t.me/${f.telegram}">@${f.telegram}</a></p></div><div class="col-sm-4"><h4 class="bx-block-title">Режим работы</h4><p>${hoursLine}</p></div></div></div><div class="bx-footer-bottomline"><div class="container"><div class="col-sm-6">© ${f.since}–2035 ${f.company}, ИНН ${f.inn}</div><div class="col-sm-6 bx-up"><a href="https://www.1c-bitrix.ru/" rel="nofollow" target="_blank">Работает на 1С-Битрикс</a></div></div></div></footer>`;

  const document = (path: string, title: string, description: string, trail: [string, string][], body: string) => `<!DOCTYPE html>
<html lang="ru"><head><meta http-equiv="X-UA-Compatible" content="IE=edge" /><meta name="viewport" content="user-scalable=no, initial-scale=1.0, maximum-scale=1.0, width=device-width"><link rel="shortcut icon" type="image/x-icon" href="/favicon.ico" />
<meta http-equiv="Content-Type" content="text/html; charset=UTF-8" /><meta name="robots" content="${path === '/sotrudnikam/' ? 'noindex, nofollow' : 'index, follow'}" /><meta name="keywords" content="баня аренда Екатеринбург, баня на дровах, ${f.village}" /><meta name="description" content="${description}" /><link rel="canonical" href="${origin}${path}" />
<link href="/bitrix/js/ui/design-tokens/dist/ui.design-tokens.min.css?${version}" type="text/css" rel="stylesheet"/><link href="/bitrix/cache/css/s1/eshop_bootstrap_v4/page_${hex(32)}/page_${hex(32)}_v1.css?${version}" type="text/css" rel="stylesheet"/><link href="/bitrix/cache/css/s1/eshop_bootstrap_v4/template_${hex(32)}/template_${hex(32)}_v1.css?${version}" type="text/css" data-template-style="true" rel="stylesheet"/>
<script>if(!window.BX)window.BX={};if(!window.BX.message)window.BX.message=function(mess){if(typeof mess==='object'){for(let i in mess) {BX.message[i]=mess[i];} return true;}};</script>
<script>(window.BX||top.BX).message({'JS_CORE_LOADING':'Загрузка...','JS_CORE_NO_DATA':'- Нет данных -','JS_CORE_WINDOW_CLOSE':'Закрыть','LANGUAGE_ID':'ru','FORMAT_DATE':'DD.MM.YYYY','FORMAT_DATETIME':'DD.MM.YYYY HH:MI:SS','COOKIE_PREFIX':'BITRIX_SM','SERVER_TZ_OFFSET':'18000','UTF_MODE':'Y','SITE_ID':'s1','SITE_DIR':'/','USER_ID':'','SERVER_TIME':'${version}','USER_TZ_OFFSET':'0','USER_TZ_AUTO':'Y','bitrix_sessid':'${sessid}'});</script>
<script src="/bitrix/cache/js/s1/eshop_bootstrap_v4/kernel_main/kernel_main_v1.js?${version}"></script><script src="/bitrix/cache/js/s1/eshop_bootstrap_v4/template_${hex(32)}/template_${hex(32)}_v1.js?${version}"></script>
<title>${title}</title></head>
<body class="bx-background-image bx-theme-blue"><div id="panel"></div>
<div class="bx-wrapper" id="bx_eshop_wrap">
${header(path)}
<div class="workarea"><div class="container bx-content-section"><div class="row"><div class="bx-content col-12">${crumbs(trail)}<h1 id="pagetitle">${trail.at(-1)?.[1] ?? f.brand}</h1>
${body}
</div></div></div></div>
${footer}
</div>
<div class="cookie-notice" id="cookie_notice" style="display:none">Мы используем файлы cookie, чтобы сайт работал удобнее. Продолжая пользоваться сайтом, вы соглашаетесь с <a href="/politika-konfidentsialnosti/">политикой конфиденциальности</a>. <button type="button" class="btn btn-sm btn-primary" onclick="BX.setCookie('COOKIE_OK','Y',{expires:31536000,path:'/'});BX.hide(BX('cookie_notice'));">Принять</button></div>
<script>BX.ready(function(){ if (!BX.getCookie('COOKIE_OK')) { BX.show(BX('cookie_notice')); } });</script>
<!-- Yandex.Metrika counter --><script>(function(m,e,t,r,i,k,a){m[i]=m[i]||function(){(m[i].a=m[i].a||[]).push(arguments)};m[i].l=1*new Date();k=e.createElement(t),a=e.getElementsByTagName(t)[0],k.async=1,k.src=r,a.parentNode.insertBefore(k,a)})(window, document, "script", "https://mc.yandex.ru/metrika/tag.js", "ym");ym(9${componentHash.slice(0, 7)}, "init", {clickmap:true, trackLinks:true, accurateTrackBounce:true, webvisor:true});</script><noscript><div><img src="https://mc.yandex.ru/watch/9${componentHash.slice(0, 7)}" style="position:absolute; left:-9999px;" alt="" /></div></noscript><!-- /Yandex.Metrika counter -->
</body></html>`;

  const elementId = (key: keyof typeof houses) => 30 + list.findIndex(([other]) => other === key);
  const houseCard = ([key]: (typeof list)[number]) => {
    const h = house(key);
    const href = `/catalog/bani/${h.slug}/`;
    return `<div class="bx_catalog_item double" id="bx_3966226736_${elementId(key)}_${hex(32)}"><div class="bx_catalog_item_container"><a class="bx_catalog_item_images" href="${href}" style="background-image: url('${upload(h.slug)}')" title="Баня «${h.name}»"></a><div class="bx_catalog_item_title"><a href="${href}" title="Баня «${h.name}»">Баня «${h.name}»</a></div><div class="bx_catalog_item_price"><div class="bx_price">от ${rub(h.weekday)}/час</div></div><div class="bx_catalog_item_articles"><span class="bx_catalog_item_article_name">Вместимость:</span> <span class="bx_catalog_item_article_value">до ${h.guests} гостей</span><br><span class="bx_catalog_item_article_name">Площадь:</span> <span class="bx_catalog_item_article_value">${h.area} м²</span></div><div class="bx_catalog_item_controls"><div class="bx_catalog_item_controls_blocktwo"><a class="bx_bt_button bx_medium" href="${href}">Подробнее</a></div></div></div></div>`;
  };
  const catalog = (items: string[]) => `<div class="bx_catalog_list_home col3 bx_blue">${items.join('')}<div style="clear: both;"></div></div>`;
  const housePage = ([key, description]: (typeof list)[number]) => {
    const h = house(key);
    const id = `bx_117848907_${elementId(key)}`;
    const number = (price: string) => price.replace(/\s/g, '');
    return [
      `/catalog/bani/${h.slug}/`,
      document(
        `/catalog/bani/${h.slug}/`,
        `Баня «${h.name}» — аренда от ${rub(h.weekday)}/час | ${f.brand}`,
        `Баня «${h.name}»: до ${h.guests} гостей, будни ${rub(h.weekday)}/час, выходные ${rub(h.weekend)}/час.`,
        [
          ['/catalog/bani/', 'Бани'],
          [`/catalog/bani/${h.slug}/`, `Баня «${h.name}»`],
        ],
        `<div class="bx_item_detail bx_blue" id="${id}" itemscope itemtype="http://schema.org/Product"><meta itemprop="name" content="Баня «${h.name}»" /><div class="bx_item_container"><div class="bx_lt"><div class="bx_item_slider" id="${id}_big_slider"><div class="bx_bigimages"><div class="bx_bigimages_imgcontainer"><span class="bx_bigimages_aligner"></span><img id="${id}_pict" src="${upload(h.slug)}" alt="Баня «${h.name}»" title="Баня «${h.name}»"></div></div></div></div><div class="bx_rt"><div class="item_price" itemprop="offers" itemscope itemtype="http://schema.org/AggregateOffer"><div class="item_current_price" id="${id}_price">от ${rub(h.weekday)}/час</div><meta itemprop="lowPrice" content="${number(h.weekday)}" /><meta itemprop="highPrice" content="${number(h.weekend)}" /><meta itemprop="priceCurrency" content="RUB" /></div><div class="item_info_section">${props([
          ['Вместимость', `до ${h.guests} гостей включено в цену`],
          ['Максимум гостей', h.maxGuests],
          ['Площадь', `${h.area} м²`],
          ['Парная', 'печь на дровах, камни — габбро-диабаз'],
        ])}</div><div class="item_info_section"><a class="bx_big bx_bt_button" href="/bronirovanie/">Забронировать</a></div></div><div class="bx_rb"><div class="item_info_section"><div class="bx_item_description"><div class="bx_item_section_name_gray">Описание</div><div itemprop="description"><p>${description}</p>${table(
          ['Дни', 'Цена за час', 'Минимальная аренда'],
          [
            ['Будни (пн–чт)', rub(h.weekday), hours(mh.weekday)],
            ['Выходные и праздники (пт–вс)', rub(h.weekend), hours(mh.weekend)],
          ],
        )}<p>${extraLine} Максимум — ${h.maxGuests} человек.</p></div></div></div></div></div></div>`,
      ),
    ] as const;
  };
  const extras: [string, string, string][] = [
    ['Веник берёзовый', rub(v.birch), 'Свежезапаренный, заготовлен в июне.'],
    ['Веник дубовый', rub(v.oak), 'Кавказский дуб, плотный и долговечный.'],
    ['Веник пихтовый', rub(v.fir), 'Для любителей хвойного пара.'],
    ['Чайный сет на 4 персоны', rub(tea.small), 'Самовар, травяной сбор, мёд, варенье, сушки.'],
    ['Чайный сет на 8 персон', rub(tea.large), 'Большой самовар, два травяных сбора, мёд, варенье, пряники.'],
    ['Беседка с мангалом', `${rub(gz.price)} за аренду`, 'Крытая беседка на 12 мест с мангалом, решёткой и шампурами, на всё время аренды бани.'],
    ['Уголь и розжиг', rub(gz.coal), 'Мешок берёзового угля 5 кг и жидкость для розжига.'],
    ['Пармастер', `${rub(pm.price)} за сеанс`, `Парение с веником, 1 час. Парит ${pm.name}.`],
  ];
  const extraCard = ([name, price, note]: (typeof extras)[number], index: number) =>
    `<div class="bx_catalog_item" id="bx_1970176138_${60 + index}_${hex(32)}"><div class="bx_catalog_item_container"><span class="bx_catalog_item_images" style="background-image: url('${upload(`extra${index}`)}')"></span><div class="bx_catalog_item_title">${name}</div><div class="bx_catalog_item_price"><div class="bx_price">${price}</div></div><div class="bx_catalog_item_articles"><span class="bx_catalog_item_article_value">${note}</span></div></div></div>`;
  const bullets = (items: string[]) => `<ul class="rules-list">${items.map((item) => `<li>${item}</li>`).join('')}</ul>`;

  const pages: Record<string, string> = {
    '/': document(
      '/',
      `Аренда бани под Екатеринбургом — банный комплекс «${f.brand}»`,
      `Бани на дровах в ${f.distance} км от Екатеринбурга: от ${rub(house('log').weekday)}/час. Бассейн, беседки, веники, круглосуточно.`,
      [],
      `<div class="main-banner"><img src="${upload('banner')}" alt="Банный комплекс «${f.brand}»"><div class="main-banner-text"><p>Три бани на дровах у пруда в ${f.village}, ${f.distance} км от Екатеринбурга ${f.route}.</p><a class="btn btn-primary" href="/bronirovanie/">Забронировать баню</a></div></div><h2>Наши бани</h2>${catalog(list.map(houseCard))}<div class="row advantages"><div class="col-md-4"><b>Круглосуточно</b><br>${hoursLine}</div><div class="col-md-4"><b>Бассейн</b><br>Бассейн с подогревом — в бане «${house('large').name}».</div><div class="col-md-4"><b>Беседки с мангалом</b><br>От ${rub(gz.price)} за аренду.</div></div>${composite(
        'news',
        `<div class="news-list"><p class="news-item" id="bx_651765591_14"><span class="news-date-time">14.01.2035</span> <a href="/o-nas/"><b>Новая беседка у пруда</b></a><br />Открыли вторую крытую беседку с мангалом — теперь их две.</p><p class="news-item" id="bx_651765591_13"><span class="news-date-time">02.12.2034</span> <a href="/catalog/dopolnitelno/"><b>Заготовили веники на зиму</b></a><br />Берёзовые, дубовые и пихтовые веники — в наличии.</p></div>`,
      )}`,
    ),
    '/catalog/bani/': document('/catalog/bani/', `Бани — аренда | ${f.brand}`, `Бани «${house('small').name}», «${house('large').name}», «${house('log').name}».`, [['/catalog/bani/', 'Бани']], `${catalog(list.map(houseCard))}<p>${minLine}</p><p>${extraLine}</p>`),
    ...Object.fromEntries(list.map(housePage)),
    '/catalog/dopolnitelno/': document(
      '/catalog/dopolnitelno/',
      `Веники, чай, беседки, пармастер | ${f.brand}`,
      `Веник берёзовый ${rub(v.birch)}, дубовый ${rub(v.oak)}. Чайные сеты, беседка с мангалом.`,
      [['/catalog/dopolnitelno/', 'Веники, чай, беседки']],
      `${catalog(extras.map(extraCard))}<p>Дополнительные услуги заказываются при бронировании или у администратора на месте.</p>`,
    ),
    '/pravila/': document(
      '/pravila/',
      `Правила посещения | ${f.brand}`,
      'Правила посещения банного комплекса.',
      [['/pravila/', 'Правила посещения']],
      bullets([
        'Гости младше 18 лет допускаются только вместе с родителями или законными представителями.',
        `Свой алкоголь — только с оплатой пробкового сбора: ${rub(f.corkage)} с гостя. Алкоголь в парной запрещён.`,
        'Курение в помещениях запрещено, кальян — только в беседке.',
        'Стеклянная посуда у бассейна и купели запрещена.',
        'После 23:00 музыка — только внутри бани.',
        extraLine,
        'Ущерб имуществу возмещается по прейскуранту администратора.',
      ]),
    ),
    '/bronirovanie/': document(
      '/bronirovanie/',
      `Бронирование | ${f.brand}`,
      `Предоплата ${bk.prepay}%. ${minLine}`,
      [['/bronirovanie/', 'Бронирование']],
      `<p>${prepayLine}</p><p>${minLine}</p><p>Забронировать можно по телефону ${f.phone}, в WhatsApp, в Telegram или через форму ниже.</p><div class="mfeedback"><form action="/bronirovanie/" method="POST"><input type="hidden" name="sessid" id="sessid" value="${sessid}" /><div class="mf-name"><div class="mf-text">Ваше имя<span class="mf-req">*</span></div><input type="text" name="user_name" value=""></div><div class="mf-email"><div class="mf-text">Телефон<span class="mf-req">*</span></div><input type="text" name="user_email" value=""></div><div class="mf-message"><div class="mf-text">Баня, дата, время и число гостей</div><textarea name="MESSAGE" rows="5" cols="40"></textarea></div><input type="hidden" name="PARAMS_HASH" value="${hex(32)}"><input type="submit" name="submit" value="Отправить"></form></div>`,
    ),
    '/kak-dobratsya/': document(
      '/kak-dobratsya/',
      `Как добраться | ${f.brand}`,
      `${f.distance} км от Екатеринбурга ${f.route}. Трансфер ${rub(tr.price)}.`,
      [['/kak-dobratsya/', 'Как добраться']],
      `<p><b>На машине:</b> ${f.distance} км от Екатеринбурга ${f.route}, в ${f.village} по указателям «${f.brand}». Бесплатная парковка на территории.</p><p><b>Трансфер:</b> минивэн от ${tr.from} — ${rub(tr.price)} с человека в одну сторону, по предварительной записи не позднее чем за сутки.</p><p>Адрес для навигатора: ${f.address}.</p>`,
    ),
    '/o-nas/': document(
      '/o-nas/',
      `О нас | ${f.brand}`,
      `Банный комплекс «${f.brand}» с ${f.since} года.`,
      [['/o-nas/', 'О нас']],
      `<p>Банный комплекс «${f.brand}» работает с ${f.since} года. Все бани топятся дровами, воду берём из собственной скважины.</p><p>Наш пармастер — ${pm.name}, парит с веником по-русски и с травами. Сеанс (1 час) — ${rub(pm.price)}, записывайтесь заранее.</p>`,
    ),
    '/kontakty/': document(
      '/kontakty/',
      `Контакты | ${f.brand}`,
      `${f.address}. Телефон ${f.phone}.`,
      [['/kontakty/', 'Контакты']],
      `${jsonLd({ '@context': 'https://schema.org', '@type': 'LocalBusiness', name: `Банный комплекс «${f.brand}»`, telephone: f.phone, address: f.address, openingHours: 'Mo-Su 00:00-24:00' })}<p><b>Адрес:</b> ${f.address}</p><p><b>Телефон:</b> <a href="tel:${digitsOf(f.phone)}">${f.phone}</a><br><b>WhatsApp:</b> <a href="${wa}">${f.whatsapp}</a><br><b>Telegram:</b> <a href="https://t.me/${f.telegram}">@${f.telegram}</a></p><p><b>Режим работы:</b> ${hoursLine}</p><div class="bx-yandex-view-layout"><div class="bx-yandex-view-map"><iframe src="https://yandex.ru/map-widget/v1/?text=${encodeURIComponent(f.address)}&z=13" width="100%" height="400" frameborder="0"></iframe></div></div>`,
    ),
    '/sotrudnikam/': document(
      '/sotrudnikam/',
      'Сотрудникам',
      'Служебная страница',
      [['/sotrudnikam/', 'Сотрудникам']],
      `<p>Служебная информация, не для гостей.</p><p>Мобильный администратора: ${ix.adminMobile}</p><p>Закупочная цена берёзового веника: ${ix.venikCost}</p><p>Комиссия турагентствам: ${ix.agentFee} от аренды</p>`,
    ),
  };

  return { name: 'Banya rental complex (ru-RU)', questions: banyaQuestions(f), disallow: ['/sotrudnikam/'], pages };
}
