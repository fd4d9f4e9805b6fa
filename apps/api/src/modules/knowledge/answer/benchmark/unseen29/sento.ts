import type { BenchSite } from '../types';
import { phoneLink } from '../unseen2/markup';
import { sentoQuestions } from './sento-questions';
import type facts from './sento.facts.json';

/**
 * Unseen: a neighbourhood public bath (sento) with saunas in Osaka, an Ameba Ownd site in Japanese
 * (`lang="ja"`, pages at `/pages/<id>/<type>` and blog posts at `/posts/<id>`): the React root with the
 * `__OWND_INITIAL_STATE__` script, the theme's `l-header` with the `globalNav` and again in the drawer menu,
 * static pages of editor blocks (`blog-body__item` wrapping text, heading, image, embed, button and divider
 * blocks by their `data-block-type`), the menu page type with `menu__item`s carrying a name, a price and a
 * description, the blog list of `blog-item`s with their date, hashtags and いいね button, posts with the
 * share buttons and the previous / next links, owner-pasted HTML tables in embed blocks (the weekday hours
 * with the last entry and the bath temperatures), a Google map, the footer with the SNS icons and the
 * "Powered by AmebaOwnd" line, and a cookie notice. A page at /pages/<id>/staff, which robots.txt
 * disallows and the footer links to, holds the part-timers' hourly wage, the code of the master-key box
 * and the monthly gas bill that must never be quoted.
 *
 * The facts the pages are written from, as written and mutated, are data in sento.facts.json: the bath's
 * name, owner and founding year; the address, station (also in English), lines, exit and walk, the partner
 * car park and its free time, bicycle spaces; the weekday, Saturday and Sunday hours, the regular closing
 * day and how long before closing the last entry is (`hours.*`); the entrance fees for adults, elementary
 * school children and under-sixes, the sauna surcharge and the bath-and-sauna price (`fees.*`); towel
 * rental, the hands-free set, the tattoo cover sticker and the hair dryer (`rental.*`); the 11-ticket coupon
 * and how long it is valid; the cashless payment taken; the sauna's and the cold bath's temperatures and the
 * sauna's last call; the winter-solstice yuzu bath's days and where the yuzu come from; the gift on Sento
 * Day; the New Year's Eve closing time and the New Year days off.
 */
export type SentoFacts = typeof facts.original;

export const weekdays = ['月', '火', '水', '木', '金', '土', '日'];

/** A time some minutes earlier: "23:30" less "30分" is "23:00", as the hours table's last-entry row writes it. */
export const before = (time: string, minutes: string) => {
  const [hour = 0, minute = 0] = time.split(':').map(Number);
  const total = hour * 60 + minute - Number(minutes.replace(/\D/g, ''));
  return `${Math.floor(total / 60)}:${String(total % 60).padStart(2, '0')}`;
};

/** Opening and closing time of each weekday, Monday first, none on the regular closing day. */
export const dayHours = (f: SentoFacts): ([string, string] | undefined)[] =>
  weekdays.map((day, index) => {
    const h = f.hours;
    if (h.closedDay.startsWith(day)) return undefined;
    if (index === 5) return [h.saturdayOpen, h.saturdayClose];
    if (index === 6) return [h.sundayOpen, h.sundayClose];
    return [h.weekdayOpen, h.weekdayClose];
  });

export function sento(f: SentoFacts): BenchSite {
  const { hours: h, fees, rental: rt, coupon, sauna, yuzu, newYear: ny, internal: ix } = f;
  const home = `https://${f.domain}.amebaownd.com`;
  const tel = phoneLink('81')(f.phone);
  const yen = (price: string) => `¥${price.replace('円', '')}`;

  /** Ameba Ownd's numeric ids and image hashes: a multiplicative walk seeded by the phone number. */
  let seed = Number(f.phone.replace(/\D/g, '')) % 2_147_483_647;
  const next = () => (seed = (seed * 48_271) % 2_147_483_647);
  const siteId = String(next() % 900_000 + 100_000);
  const hash = () => `${next().toString(16)}${next().toString(16)}`.slice(0, 24);
  const image = (width = 960) => `https://cdn.amebaowndme.com/madrid-prd/madrid-web/images/sites/${siteId}/${hash()}_${hash().slice(0, 8)}.jpg?width=${width}`;
  const pageId = () => String(next() % 9_000_000 + 1_000_000);
  const postId = () => String(next() % 90_000_000 + 10_000_000);
  const paths = {
    fees: `/pages/${pageId()}/menu`,
    access: `/pages/${pageId()}/page_201903121530`,
    baths: `/pages/${pageId()}/page_201903121544`,
    rules: `/pages/${pageId()}/page_201903121602`,
    blog: `/pages/${pageId()}/blog`,
    staff: `/pages/${pageId()}/staff`,
    yuzu: `/posts/${postId()}`,
    newYear: `/posts/${postId()}`,
    sentoDay: `/posts/${postId()}`,
  };

  /** The editor's blocks, as Ameba Ownd renders them inside a page or post body. */
  const block = (type: string, inner: string) => `<div class="blog-body__item"><div class="blog-body__${type}" data-block-type="${type}">${inner}</div></div>`;
  const text = (html: string) => block('text', `<div>${html}</div>`);
  const heading = (label: string) => block('heading', `<h3 class="u-font">${label}</h3>`);
  const picture = (alt: string) => block('image', `<div class="img img__item--center"><div><img alt="${alt}" src="${image()}" class="img__item"></div></div>`);
  const embed = (html: string) => block('embed', `<div class="embed-wrapper">${html}</div>`);
  const button = (href: string, label: string) => block('button', `<a class="btn btn--rounded btn--main u-font" href="${href}">${label}</a>`);
  const divider = block('divider', '<hr class="divider">');
  const list = (items: string[]) => `<ul>${items.map((item) => `<li>${item}</li>`).join('')}</ul>`;
  const staticPage = (title: string, body: string) =>
    `<div class="page page--static"><div class="page__main--outer"><div class="page__main page__main--static"><h2 class="page__title u-font">${title}</h2><div class="page__body blog-body">${body}</div></div></div></div>`;

  const menu: [string, string][] = [
    ['/', 'HOME'],
    [paths.fees, '料金案内'],
    [paths.access, '営業時間・アクセス'],
    [paths.baths, 'お風呂・サウナ'],
    [paths.rules, 'ご利用案内・FAQ'],
    [paths.blog, 'お知らせ'],
  ];
  const navList = (kind: string, current: string) =>
    `<ul class="${kind}__list">${menu.map(([href, label]) => `<li class="${kind}__item${href === current ? ` ${kind}__item--active` : ''}"><a class="${kind}__link u-font" href="${href}">${label}</a></li>`).join('')}</ul>`;

  const table = (rows: string[][], head: string[]) =>
    `<table class="owner-table" style="width:100%;border-collapse:collapse;text-align:center"><thead><tr>${head.map((cell) => `<th style="border:1px solid #b9a88c;padding:6px;background:#f3ece0">${cell}</th>`).join('')}</tr></thead><tbody>${rows
      .map((row) => `<tr>${row.map((cell) => `<td style="border:1px solid #b9a88c;padding:6px">${cell}</td>`).join('')}</tr>`)
      .join('')}</tbody></table>`;
  const days = dayHours(f);
  const hoursTable = table(
    [
      ['営業時間', ...days.map((range) => (range ? `${range[0]}〜${range[1]}` : '定休日'))],
      ['最終受付', ...days.map((range) => (range ? before(range[1], h.lastEntry) : '—'))],
    ],
    ['', ...weekdays.map((day) => `${day}曜`)],
  );
  const holidayRule = `定休日：毎週${h.closedDay}（祝日の場合は営業し、翌日休み）。祝日は日曜日と同じ営業時間です。最終受付は閉店の${h.lastEntry}前、サウナの最終受付は閉店の${sauna.lastCall}前です。`;
  const accessText = `〒${f.zip} ${f.address}<br>${f.lines}「${f.station}」駅 ${f.exit}から徒歩${f.walk}分`;
  const tattooRule = `タトゥー・刺青のある方も、入浴・サウナともにご利用いただけます。手のひらより大きいものは、カバーシール（番台で販売・1枚${rt.seal}）で隠してください。`;
  const payRule = `お支払いは現金または${f.cashless}のみです。クレジットカードはご利用いただけません。`;

  const postList: [string, string, string, string][] = [
    [paths.newYear, '2035.12.05 10:12', '年末年始の営業について', `12月31日は${ny.close31}閉店、${ny.off}はお休みです。`],
    [paths.yuzu, '2035.11.28 09:40', '今年も冬至のゆず湯を行います', `${yuzu.day1}・${yuzu.day2}の2日間、ゆず湯を行います。`],
    [paths.sentoDay, '2035.10.01 11:05', '10月10日は銭湯の日', `ご来店の皆さまに${f.sentoDay}をプレゼント。`],
  ];
  const blogItems = (items: typeof postList) =>
    `<div class="blog-list">${items
      .map(
        ([href, date, title, excerpt]) =>
          `<article class="blog-item"><div class="blog-item__date"><time datetime="${date.slice(0, 10).replace(/\./g, '-')}">${date}</time></div><h3 class="blog-item__title u-font"><a href="${href}">${title}</a></h3><div class="blog-item__body blog-body"><p>${excerpt}</p></div><div class="blog-item__tags"><a class="tag" href="/posts/hashtag/${next() % 900_000}">#お知らせ</a></div><div class="reactionButton"><button class="reactionButton__btn" type="button">いいね</button></div></article>`,
      )
      .join('')}</div>`;
  const post = (href: string, body: string) => {
    const index = postList.findIndex(([path]) => path === href);
    const [, date = '', title = ''] = postList[index] ?? [];
    const newer = postList[index - 1];
    const older = postList[index + 1];
    return `<div class="page page--post"><article class="blog-article"><div class="blog-article__header"><div class="blog-article__date"><time>${date}</time></div><h2 class="blog-article__title u-font">${title}</h2></div><div class="blog-article__body blog-body">${body}</div><div class="blog-article__footer"><div class="shareButtons"><a class="shareButtons__item shareButtons__item--x" href="https://x.example/intent/tweet?url=${encodeURIComponent(home + href)}">ポスト</a><a class="shareButtons__item shareButtons__item--line" href="https://line.example/R/msg/text/?${encodeURIComponent(home + href)}">LINEで送る</a></div><div class="reactionButton"><button class="reactionButton__btn" type="button">いいね</button></div></div><nav class="pager">${newer ? `<a class="pager__prev" href="${newer[0]}">次の記事</a>` : ''}${older ? `<a class="pager__next" href="${older[0]}">前の記事</a>` : ''}</nav></article></div>`;
  };

  const menuItem = (name: string, price: string, description = '') =>
    `<li class="menu__item"><div class="menu__item-inner"><p class="menu__name u-font">${name}</p><p class="menu__price u-font">${price}</p></div>${description ? `<p class="menu__description">${description}</p>` : ''}</li>`;
  const menuSection = (title: string, items: string[]) => `<section class="menu__section"><h3 class="menu__section-title u-font">${title}</h3><ul class="menu__list">${items.join('')}</ul></section>`;

  const document = (path: string, title: string, description: string, body: string) => `<!DOCTYPE html>
<html lang="ja">
<head prefix="og: http://ogp.me/ns# fb: http://ogp.me/ns/fb# website: http://ogp.me/ns/website#">
<meta charset="utf-8">
<title>${path === '/' ? `${f.brand}｜大阪の銭湯・サウナ` : `${title} | ${f.brand}`}</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="description" content="${description}">${path === paths.staff ? '\n<meta name="robots" content="noindex,nofollow">' : ''}
<meta property="og:site_name" content="${f.brand}"><meta property="og:type" content="${path.startsWith('/posts/') ? 'article' : 'website'}"><meta property="og:title" content="${title}"><meta property="og:url" content="${home}${path}"><meta property="og:image" content="${image(1200)}">
<meta name="twitter:card" content="summary_large_image">
<link rel="canonical" href="${home}${path}"><link rel="alternate" type="application/rss+xml" title="${f.brand}" href="${home}/rss.xml">
<link rel="icon" href="${image(32)}">
<link rel="stylesheet" href="https://static.amebaowndme.com/madrid-static/gtheme/css/${hash().slice(0, 12)}/theme-sakura.css">
<script>window.__OWND_INITIAL_STATE__ = {"siteId":${siteId},"siteDomain":"${f.domain}.amebaownd.com","lang":"ja","pagePath":"${path}","theme":"sakura","isMobile":false};</script>
<script async src="https://www.googletagmanager.com/gtag/js?id=G-${hash().slice(0, 10).toUpperCase()}"></script>
</head>
<body id="body" class="theme-sakura">
<div id="root"><div class="l-page" data-reactroot="">
<header class="l-header u-clearfix"><div class="header__inner"><h1 class="header__title u-font"><a href="/"><img class="header__logo" src="${image(320)}" alt="${f.brand}">${f.brand}</a></h1><nav class="globalNav">${navList('globalNav', path)}</nav><button class="header__menuBtn" type="button" aria-label="メニュー">MENU</button></div></header>
<div class="drawerMenu" aria-hidden="true"><nav>${navList('drawerMenu', path)}</nav></div>
<main class="l-main">${body}</main>
<footer class="l-footer"><div class="footer__inner"><div class="footer__sns"><a class="footer__snsItem icon-instagram" href="https://www.instagram.example/${f.domain}/">Instagram</a><a class="footer__snsItem icon-x" href="https://x.example/${f.domain}">X</a></div><div class="footer__info"><p>${f.brand}&#12288;${accessText}<br>TEL <a href="tel:${tel}">${f.phone}</a></p></div><nav class="footer__nav">${navList('footerNav', path)}<a class="footer__staff" href="${paths.staff}">スタッフ専用</a></nav><p class="footer__copyright u-font">© ${f.since}-2035 ${f.brand}</p><div class="footer__poweredBy"><a href="https://www.amebaownd.com/?utm_source=owndsite&amp;utm_medium=footer&amp;utm_campaign=${siteId}" target="_blank" rel="noopener">Powered by <span>AmebaOwnd</span> 無料でホームページをつくろう</a></div></div></footer>
<div class="pageTop"><a href="#body">ページトップへ</a></div>
</div></div>
<div class="cookieConsent" role="dialog"><p>当サイトでは、サービス向上のためにCookieを使用しています。詳しくはプライバシーポリシーをご確認ください。</p><button class="cookieConsent__btn" type="button">同意する</button></div>
<script src="https://static.amebaowndme.com/madrid-frontend/js/vendor.${hash().slice(0, 10)}.js" defer></script>
<script src="https://static.amebaowndme.com/madrid-frontend/js/owndapp.${hash().slice(0, 10)}.js" defer></script>
</body>
</html>`;

  const pages: Record<string, string> = {
    '/': document(
      '/',
      `${f.brand}｜大阪の銭湯・サウナ`,
      `${f.station}駅すぐの銭湯「${f.brand}」。高温サウナと水風呂、電気風呂、週替わりの薬湯。大人${fees.adult}。`,
      `<section class="mainVisual"><img class="mainVisual__img" src="${image(1600)}" alt="${f.brand}の外観"><div class="mainVisual__text u-font"><p>${f.since}年創業、大阪の下町のお風呂屋さん</p></div></section>
<div class="page page--top">${staticPage(
        `ようこそ、${f.brand}へ`,
        [
          text(`<p>${f.brand}は${f.since}年創業の銭湯です。三代目店主の${f.owner}が、薪とガスで沸かすお湯と、じっくり汗をかける高温サウナでお待ちしています。</p><p>仕事帰りにも、休日の朝風呂にも。手ぶらでもお気軽にどうぞ。</p>`),
          picture('男湯の浴室'),
          heading('営業時間'),
          text(`<p>平日 ${h.weekdayOpen}〜${h.weekdayClose}／土曜 ${h.saturdayOpen}〜${h.saturdayClose}／日曜・祝日 ${h.sundayOpen}〜${h.sundayClose}（朝風呂）</p><p>定休日：毎週${h.closedDay}</p>`),
          button(paths.access, '営業時間・アクセスを見る'),
          divider,
          heading('お知らせ'),
        ].join(''),
      )}${blogItems(postList)}</div>`,
    ),
    [paths.fees]: document(
      paths.fees,
      '料金案内',
      `入浴料 大人${fees.adult}、サウナ料金${fees.sauna}、回数券11枚つづり${coupon.price}。`,
      `<div class="page page--menu"><div class="page__main"><h2 class="page__title u-font">料金案内</h2><div class="menu">${[
        menuSection('入浴料（大阪府公衆浴場入浴料金）', [
          menuItem('大人（中学生以上）', fees.adult),
          menuItem('小学生', fees.child),
          menuItem('未就学児', fees.infant, '保護者の方とご一緒にご来店ください。'),
        ]),
        menuSection('サウナ', [
          menuItem('サウナ料金（入浴料に追加）', fees.sauna, 'サウナ用バスタオル・フェイスタオル・リストバンド付き'),
          menuItem('入浴＋サウナ（大人）', fees.saunaSet, '入浴料とサウナ料金のセットです。'),
        ]),
        menuSection('レンタル・販売', [
          menuItem('貸しフェイスタオル', rt.face),
          menuItem('貸しバスタオル', rt.bath),
          menuItem('手ぶらセット', rt.set, 'フェイスタオル・バスタオル・シャンプー・ボディソープのセット（貸しタオルは番台へご返却ください）'),
          menuItem('タトゥーカバーシール（1枚）', rt.seal),
          menuItem('ドライヤー', rt.dryer, '脱衣所のコイン式ドライヤー'),
        ]),
        menuSection('回数券', [
          menuItem('大人回数券（11枚つづり）', coupon.price, `10回分の料金で11回ご入浴いただけます。発行日から${coupon.valid}間有効。ご家族・ご友人と共有できます。サウナ料金は別途お支払いください。`),
        ]),
      ].join('')}</div><div class="page__body blog-body">${text(`<p>${payRule}</p>`)}</div></div></div>`,
    ),
    [paths.access]: document(
      paths.access,
      '営業時間・アクセス',
      `${f.address}。${f.station}駅${f.exit}から徒歩${f.walk}分。定休日は${h.closedDay}。`,
      staticPage(
        '営業時間・アクセス',
        [
          heading('営業時間'),
          embed(hoursTable),
          text(`<p>${holidayRule}</p><p>年末年始・お盆の営業はお知らせページでご案内します。</p>`),
          divider,
          heading('アクセス'),
          text(`<p>${accessText}</p><p>TEL：<a href="tel:${tel}">${f.phone}</a></p>`),
          text(`<p><strong>お車でお越しの方</strong><br>専用駐車場はありません。近くの提携コインパーキング「${f.parking}」をご利用の方は、番台で駐車券をお見せいただくと、駐車サービス券（${f.parkingFree}無料）をお渡しします。</p><p><strong>自転車</strong><br>店の横に自転車置き場（${f.bikes}台）があります。</p>`),
          embed(`<iframe src="https://www.google.example/maps/embed?pb=${encodeURIComponent(f.address)}" width="100%" height="350" style="border:0;" allowfullscreen="" loading="lazy" title="地図"></iframe>`),
        ].join(''),
      ),
    ),
    [paths.baths]: document(
      paths.baths,
      'お風呂・サウナ',
      `高温サウナ${sauna.temp}、水風呂${sauna.cold}。電気風呂、ジェットバス、週替わりの薬湯。`,
      staticPage(
        'お風呂・サウナ',
        [
          picture('サウナ室'),
          text('<p>男湯・女湯ともに、同じ設備をご用意しています（週ごとに男女入れ替えはありません）。</p>'),
          embed(
            table(
              [
                ['主浴槽（白湯）', '42℃', '深めと浅めの2段'],
                ['ジェットバス', '41℃', '腰と背中に'],
                ['電気風呂', '40℃', '心臓の弱い方はご遠慮ください'],
                ['薬湯（週替わり）', '40℃', '毎週日曜日に入れ替え'],
                ['水風呂', sauna.cold, '地下水かけ流し'],
                ['高温サウナ', sauna.temp, 'ストーブ式・定員8名'],
              ],
              ['設備', '温度', 'ひとこと'],
            ),
          ),
          heading('サウナのご利用について'),
          text(
            `<p>サウナは入浴料に${fees.sauna}を追加でご利用いただけます（大人のみ）。番台でリストバンドとサウナ用タオルをお受け取りください。</p><p>サウナの最終受付は閉店の${sauna.lastCall}前です。サウナ室ではタオルを敷いて座り、水風呂に入る前には必ず汗を流してください。</p><p>露天の外気浴スペースに、ととのいイス（男湯4脚・女湯3脚）があります。</p>`,
          ),
        ].join(''),
      ),
    ),
    [paths.rules]: document(
      paths.rules,
      'ご利用案内・FAQ',
      '入浴のルール、タトゥーについて、お支払い方法、よくあるご質問。English information.',
      staticPage(
        'ご利用案内・よくあるご質問',
        [
          heading('入浴のルール'),
          text(
            list([
              '浴室に入る前に、必ずかけ湯をしてください。',
              'タオルを湯船につけないでください。',
              '髪の長い方は、束ねてからご入浴ください。',
              '洗い場の場所取りはご遠慮ください。',
              '飲酒後や体調のすぐれない方のご入浴はお断りしています。',
              '浴室・脱衣所での撮影、携帯電話のご使用は禁止です。',
              '7歳以上のお子様は、異性の浴室にはご入浴いただけません（大阪府条例）。',
              'ロッカーは無料です。鍵は番台にお返しください。',
            ]),
          ),
          heading('タトゥー・刺青について'),
          text(`<p>${tattooRule}</p>`),
          heading('お支払い'),
          text(`<p>${payRule}</p>`),
          heading('よくあるご質問'),
          text(
            `<p><strong>Q. 石けんやシャンプーは置いてありますか？</strong><br>A. 洗い場には備え付けがありません。番台で販売しているほか、手ぶらセット（${rt.set}）もご利用いただけます。</p><p><strong>Q. 回数券は家族で使えますか？</strong><br>A. はい、共有できます。有効期限は発行日から${coupon.valid}間です。</p><p><strong>Q. サウナだけの利用はできますか？</strong><br>A. サウナのご利用には入浴料が必要です。大人の入浴＋サウナは${fees.saunaSet}です。</p>`,
          ),
          divider,
          heading('For visitors from abroad'),
          text(
            `<p>Welcome to ${f.latin}! Bath: adults ${yen(fees.adult)}, elementary school children ${yen(fees.child)}, under 6 ${yen(fees.infant)}. Sauna: +${yen(fees.sauna)} (towels included). Tattoos are OK; please cover large ones with a sticker sold at the front desk (${yen(rt.seal)}). Cash or ${f.cashless} only. Nearest station: ${f.stationEn} Station, ${f.exitEn}, ${f.walk} minutes on foot.</p>`,
          ),
        ].join(''),
      ),
    ),
    [paths.blog]: document(paths.blog, 'お知らせ', `${f.brand}からのお知らせ。ゆず湯、年末年始の営業。`, `<div class="page page--blog"><h2 class="page__title u-font">お知らせ</h2>${blogItems(postList)}</div>`),
    [paths.newYear]: document(
      paths.newYear,
      '年末年始の営業について',
      `12月31日は${ny.close31}閉店、${ny.off}休業。`,
      post(
        paths.newYear,
        text(
          `<p>いつも${f.brand}をご利用いただきありがとうございます。年末年始は次のとおり営業します。</p>${list([`12月30日まで：通常営業`, `12月31日（大晦日）：${h.weekdayOpen}〜${ny.close31}（最終受付は${h.lastEntry}前）`, `${ny.off}：休業`, `${ny.resume}から：朝風呂${h.sundayOpen}より営業`])}<p>来年もどうぞよろしくお願いいたします。&#12288;店主 ${f.owner}</p>`,
        ),
      ),
    ),
    [paths.yuzu]: document(
      paths.yuzu,
      '今年も冬至のゆず湯を行います',
      `冬至のゆず湯は${yuzu.day1}・${yuzu.day2}。`,
      post(
        paths.yuzu,
        [
          picture('ゆず湯'),
          text(
            `<p>今年も冬至に合わせて、<strong>${yuzu.day1}と${yuzu.day2}の2日間</strong>、ゆず湯を行います。${yuzu.origin}のゆずを、男湯・女湯の主浴槽にたっぷり浮かべます。</p><p>営業時間は通常どおりです。ゆずのお持ち帰りや、湯船でつぶすのはご遠慮ください。5月5日の菖蒲湯もお楽しみに。</p>`,
          ),
        ].join(''),
      ),
    ),
    [paths.sentoDay]: document(
      paths.sentoDay,
      '10月10日は銭湯の日',
      `銭湯の日は${f.sentoDay}をプレゼント。`,
      post(paths.sentoDay, text(`<p>10月10日は「銭湯の日」。当日ご来店の皆さまに、${f.brand}の${f.sentoDay}をプレゼントします（なくなり次第終了）。</p>`)),
    ),
    [paths.staff]: document(
      paths.staff,
      'スタッフ専用',
      'スタッフ専用',
      staticPage(
        'スタッフ専用（外部に共有しないでください）',
        text(`<p>番台アルバイト時給：${ix.wage}</p><p>下足箱マスターキー保管庫の暗証番号：${ix.keyCode}</p><p>ガス代（月平均）：約${ix.gasBill}</p>`),
      ),
    ),
  };

  return { name: 'Sento and sauna (ja-JP)', questions: sentoQuestions(f), disallow: [paths.staff], pages };
}
