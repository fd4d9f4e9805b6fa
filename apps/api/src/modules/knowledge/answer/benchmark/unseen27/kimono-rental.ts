import type { BenchSite } from '../types';
import { jsonLd } from '../unseen/markup';
import { phoneLink } from '../unseen2/markup';
import { kimonoQuestions } from './kimono-rental-questions';
import type facts from './kimono-rental.facts.json';

/**
 * Unseen: a kimono rental and dressing shop in Gion, Kyoto, a site built with STUDIO (the Japanese no-code
 * builder) in Japanese (`lang="ja"`, paths without a suffix): the generator meta and Nuxt's `data-n-head`
 * attributes, `#__nuxt` / `#__layout` / `.StudioCanvas`, every element a `sd` box, text or link with a
 * per-element `data-s-` UUID attribute and the `appear` class of the scroll animation, assets from the
 * design-asset bucket with their `s-WxH_v-fms_webp_` names, the header navigation and again in the
 * hamburger drawer, plan cards with the prices incl. tax ("¥4,400（税込）"), the hours as a two-row table
 * (weekdays and weekends), a FAQ whose answers open on click but stay in the markup, an embedded booking
 * widget, a STUDIO form, a cookie notice added in the custom code, the `window.__NUXT__` state and a
 * LocalBusiness JSON-LD. A page at /staff-only, which robots.txt disallows and the footer links to, holds
 * the hourly wage, the back-door code, the average purchase cost of a kimono and the laundry cost that must
 * never be quoted.
 *
 * The facts the pages are written from, as written and mutated, are data in kimono-rental.facts.json: the
 * shop's address and access (the nearest station, its exit and minutes on foot, a second station, a bus
 * stop), opening hours, last dressing reception and return time on weekdays and on weekends and holidays
 * (`weekday`, `weekend`), the regular closing day (`closedDay`), seven plans (`plans.*`) with their prices
 * incl. tax, kids' sizes, the tallest sizes for men and women and the large-size surcharge, the yukata
 * season, hair sets (`hair.*`), options (`options.*`: next-day return, a location photo shoot, tabi), the
 * cancellation fees by days before (`cancel.*`), the rain rule (`rain.changeBy`), four staff with the
 * languages they speak (`staff.*`). Today is mid-May 2035.
 */
export type KimonoFacts = typeof facts.original;

export function kimonoRental(f: KimonoFacts): BenchSite {
  const { plans: pl, hair, options: op, cancel, staff, weekday: wd, weekend: we, internal: ix } = f;
  const home = `https://${f.domain}.example`;
  const tel = phoneLink('81')(f.phone);

  /** STUDIO's element attributes: a UUID per element, from a Lehmer walk seeded by the phone number. */
  let seed = Number(f.phone.replace(/\D/g, '').slice(-8)) % 2_147_483_647 || 48_271;
  const hex = (length: number) => {
    let out = '';
    while (out.length < length) {
      seed = (seed * 48_271) % 2_147_483_647;
      out += seed.toString(16);
    }
    return out.slice(0, length);
  };
  const uuid = () => `${hex(8)}-${hex(4)}-4${hex(3)}-a${hex(3)}-${hex(12)}`;
  const projectId = hex(20);
  const asset = (width: number, height: number) =>
    `https://storage.googleapis.com/studio-design-asset-files/projects/${projectId}/s-${width}x${height}_v-fms_webp_${uuid()}.webp`;

  /** The three kinds of STUDIO element: a box, a text and a link; each carries its own `data-s-` attribute. */
  const box = (inner: string, extra = '') => `<div data-s-${uuid()}="" class="sd appear${extra}">${inner}</div>`;
  const text = (html: string, tag = 'p') => `<${tag} data-s-${uuid()}="" class="sd text appear">${html}</${tag}>`;
  const link = (href: string, label: string, extra = '') => `<a data-s-${uuid()}="" href="${href}" class="sd link appear${extra}">${label}</a>`;
  const picture = (alt: string, width = 1200, height = 800) =>
    `<img data-s-${uuid()}="" src="${asset(width, height)}" alt="${alt}" loading="lazy" class="sd image appear">`;
  const section = (title: string, english: string, inner: string) =>
    box(`${box(`${text(english, 'span')}${text(title, 'h2')}`, ' heading')}${inner}`, ' section');
  /** A price as STUDIO sites print it: the yen amount, then "（税込）" in a smaller text. */
  const yen = (price: string) => `${price}<span class="tax">（税込）</span>`;

  const menu: [string, string][] = [
    ['/plan', 'プラン・料金'],
    ['/option', 'ヘアセット・オプション'],
    ['/about', '店舗・スタッフ紹介'],
    ['/faq', 'よくあるご質問'],
    ['/access', 'アクセス・営業時間'],
    ['/reserve', 'ご予約'],
  ];
  const navLinks = (current: string) => menu.map(([href, label]) => link(href, label, href === current ? ' nuxt-link-exact-active nuxt-link-active' : '')).join('');
  const header = (current: string) =>
    `<header data-s-${uuid()}="" class="sd appear header">${link('/', `<img src="${asset(320, 96)}" alt="${f.brand}" class="sd image">`, ' logo')}${box(navLinks(current), ' nav')}${link('/reserve', 'WEB予約', ' button')}<button data-s-${uuid()}="" class="sd appear hamburger" aria-label="メニュー" aria-expanded="false"><span></span><span></span></button></header>${box(`${box(navLinks(current), ' drawer-nav')}${text(`お電話 <a href="tel:${tel}">${f.phone}</a>`)}`, ' drawer')}`;
  const footer = box(
    `${box(`${text(f.brand, 'h3')}${text(`〒${f.zip}<br>${f.address}`)}${text(`TEL <a href="tel:${tel}">${f.phone}</a> MAIL <a href="mailto:${f.email}">${f.email}</a>`)}`, ' footer-info')}${box(`${navLinks('')}${link('/privacy', 'プライバシーポリシー')}${link('/staff-only', 'スタッフ専用')}`, ' footer-nav')}${box(`${link(`https://www.instagram.example/${f.instagram}/`, 'Instagram')}${link(`https://line.example/R/ti/p/${f.line}`, `LINE ${f.line}`)}`, ' sns')}${text(`© ${f.since} ${f.company}`, 'small')}`,
    ' footer',
  );
  const businessLd = jsonLd({
    '@context': 'https://schema.org',
    '@type': 'LocalBusiness',
    name: f.brand,
    alternateName: `Kyoto Kimono Rental ${f.roman}`,
    url: `${home}/`,
    telephone: tel,
    email: f.email,
    priceRange: `${pl.kids.price}〜${pl.houmongi.price}`,
    address: { '@type': 'PostalAddress', postalCode: f.zip, addressRegion: '京都府', addressLocality: '京都市東山区', streetAddress: f.address.replace(/^京都府京都市東山区/, ''), addressCountry: 'JP' },
    openingHoursSpecification: [
      { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'].filter((_, day) => !f.closedDay.startsWith('月火水木金'.charAt(day))), opens: wd.open, closes: wd.close },
      { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Saturday', 'Sunday'], opens: we.open, closes: we.close },
    ],
  });

  const document = (path: string, title: string, description: string, body: string) => {
    const noindex = path === '/staff-only' ? '<meta data-n-head="ssr" name="robots" content="noindex">' : '<meta data-n-head="ssr" name="robots" content="all">';
    return `<!doctype html>
<html data-n-head-ssr lang="ja" data-n-head="%7B%22lang%22:%7B%22ssr%22:%22ja%22%7D%7D">
<head>
<title>${title}｜${f.brand}</title>
<meta data-n-head="ssr" charset="utf-8"><meta data-n-head="ssr" name="viewport" content="width=device-width, initial-scale=1">
<meta data-n-head="ssr" name="generator" content="STUDIO">${noindex}
<meta data-n-head="ssr" data-hid="og:site_name" property="og:site_name" content="${f.brand}"><meta data-n-head="ssr" data-hid="og:title" property="og:title" content="${title}｜${f.brand}">
<meta data-n-head="ssr" data-hid="og:image" property="og:image" content="${asset(1200, 630)}"><meta data-n-head="ssr" data-hid="description" name="description" content="${description}">
<link data-n-head="ssr" rel="icon" type="image/png" href="${asset(64, 64)}"><link data-n-head="ssr" rel="canonical" href="${home}${path === '/' ? '' : path}">
<link data-n-head="ssr" rel="stylesheet" href="https://fonts.googleapis.com/css?display=swap&amp;family=Noto+Serif+JP%3A400%2C700&amp;family=Noto+Sans+JP%3A400">
<link rel="preload" href="https://studio.design/_nuxt/app.${hex(8)}.js" as="script"><link rel="stylesheet" href="https://studio.design/_nuxt/css/${hex(8)}.css">
<style data-vue-ssr-id="${hex(8)}:0">.sd{position:relative;box-sizing:border-box;flex-shrink:0}.sd.appear{opacity:1;transition:opacity .6s}.drawer{display:none}.faq-answer[aria-hidden=true]{display:none}</style>
${businessLd}
</head>
<body>
<div data-server-rendered="true" id="__nuxt"><div id="__layout"><div id="app" class="StudioCanvas" data-page="${path}">
${header(path)}
<main data-s-${uuid()}="" class="sd appear page">
${body}
</main>
${footer}
</div></div></div>
<div data-s-${uuid()}="" class="sd cookie-notice" role="dialog" aria-live="polite">${text('当サイトでは、サービス向上のためCookieを利用しています。サイトの閲覧を続けることで、Cookieの使用に同意したものとみなします。')}<button type="button" class="sd cookie-accept">同意する</button></div>
<script>window.__NUXT__=(function(a,b){return {layout:"default",data:[{projectId:"${projectId}",pageId:"${uuid()}"}],fetch:{},error:a,state:{lang:"ja",isPublished:b,routePath:"${path}"},serverRendered:b,routePath:"${path}",config:{STUDIO_ENV:"production"}}}(null,true));</script>
<script src="https://studio.design/_nuxt/runtime.${hex(8)}.js" defer></script><script src="https://studio.design/_nuxt/app.${hex(8)}.js" defer></script>
</body>
</html>`;
  };

  type Plan = typeof pl.standard;
  const planCard = (plan: Plan, includes: string, note: string) =>
    box(
      `${picture(plan.name, 800, 1000)}${text(plan.tag, 'span')}${text(plan.name, 'h3')}${text(yen(plan.price), 'p')}${text(includes)}${note ? text(note) : ''}`,
      ' plan-card',
    );
  const fullSet = '着物・帯・帯揚げ・帯締め・草履・バッグ・肌着・着付け料込み';
  const hoursTable = `<table data-s-${uuid()}="" class="sd appear hours"><thead><tr><th></th><th>営業時間</th><th>着付け最終受付</th><th>ご返却</th></tr></thead><tbody><tr><th>平日</th><td>${wd.open}〜${wd.close}</td><td>${wd.last}</td><td>${wd.returnBy}まで</td></tr><tr><th>土日・祝日</th><td>${we.open}〜${we.close}</td><td>${we.last}</td><td>${we.returnBy}まで</td></tr></tbody></table>${text(`定休日：毎週${f.closedDay}（祝日の場合は営業し、翌日休業）`)}`;
  const faq: [string, string][] = [
    ['当日、雨が降ったらどうなりますか？', `雨の日は雨草履・雨コート・和傘を無料でお貸しします。雨予報の場合、${f.rain.changeBy}までにご連絡いただければ日程変更・キャンセルは無料です。`],
    ['手ぶらで行っても大丈夫ですか？', `はい。${fullSet}です。足袋はお持ちでない方には${op.tabi}で販売しております（お持ち帰りいただけます）。`],
    ['荷物やスーツケースは預かってもらえますか？', '着替えたお洋服やお荷物は、ご返却まで無料でお預かりします。大型のスーツケースもお預かり可能です。'],
    ['着付けにはどのくらい時間がかかりますか？', `着付けはおひとり様約${f.dressMinutes}分、ヘアセットは約${f.hairMinutes}分です。混雑時はお待ちいただく場合がございます。`],
    ['背が高いのですが、サイズはありますか？', `女性用は身長${f.womenMax}cmまで、男性用は身長${f.menMax}cmまでご用意しています。LLサイズのお着物は${f.largeSize}（税込）の追加料金となります。`],
    ['子ども用の着物はありますか？', `${pl.kids.tag}向けの${pl.kids.name}（${pl.kids.price}・税込）がございます。身長${f.kidsSizes}のサイズをご用意しています。`],
    ['翌日に返却することはできますか？', `はい、翌日返却オプション（${op.nextDay}・税込）をご利用いただけます。${op.nextDayBy}までにご返却ください。`],
    ['外国語は通じますか？', `英語を話せるスタッフ（${staff.english.name}）、中国語を話せるスタッフ（${staff.chinese.name}）が在籍しています。`],
  ];
  const faqItem = ([question, answer]: [string, string]) =>
    box(
      `<button data-s-${uuid()}="" class="sd faq-question appear" aria-expanded="false">${text(`Q. ${question}`, 'span')}</button><div data-s-${uuid()}="" class="sd faq-answer" aria-hidden="true">${text(`A. ${answer}`)}</div>`,
      ' faq-item',
    );
  const staffCard = (person: typeof staff.manager) =>
    box(`${picture(person.name, 600, 800)}${text(person.role, 'span')}${text(person.name, 'h3')}${text(person.note)}${text(`対応言語：${person.languages}`)}`, ' staff-card');

  const pages: Record<string, string> = {
    '/': document(
      '/',
      '祇園の着物レンタル・着付け',
      `京都・祇園の着物レンタル${f.brand}。手ぶらでOK、着付け・荷物預かり込み。${pl.standard.name}${pl.standard.price}（税込）〜。`,
      [
        box(`${picture('祇園の町並みと着物姿の女性', 2400, 1600)}${text('京都・祇園で、<br>はじめての着物さんぽを。', 'h1')}${link('/reserve', 'WEB予約はこちら', ' button')}`, ' hero'),
        section(
          'はなどうろうの3つの安心',
          'FEATURES',
          box(
            [
              text('手ぶらでOK<br>着物・帯・小物・着付けまですべて料金に含まれます。'),
              text(`駅から徒歩${f.walk}分<br>${f.station}から近く、祇園散策にぴったり。`),
              text('外国語対応<br>英語・中国語を話せるスタッフがご案内します。'),
            ].join(''),
            ' features',
          ),
        ),
        section(
          '人気のプラン',
          'PLAN',
          `${box([pl.standard, pl.retro, pl.couple].map((plan) => box(`${text(plan.name, 'h3')}${text(yen(plan.price))}`, ' plan-mini')).join(''), ' plan-row')}${link('/plan', 'すべてのプランを見る', ' button')}`,
        ),
        section(
          'お知らせ',
          'NEWS',
          box(
            `${text(`2035.05.01 今年も${pl.yukata.name}がはじまります（${f.yukataSeason}）`)}${text('2035.04.10 レース着物の新柄が入荷しました')}${text('2035.03.20 ロケーション撮影プランをリニューアルしました')}`,
            ' news',
          ),
        ),
        section('アクセス', 'ACCESS', `${text(`${f.station} ${f.exit}より徒歩${f.walk}分`)}${hoursTable}`),
      ].join('\n'),
    ),
    '/plan': document(
      '/plan',
      'プラン・料金',
      '着物レンタルのプランと料金（税込）。着付け・小物一式込み。',
      [
        box(`${text('PLAN', 'span')}${text('プラン・料金', 'h1')}${text(`すべて税込価格です。全プラン${fullSet}。`)}`, ' page-title'),
        section(
          '女性着物プラン',
          'KIMONO',
          box(
            [
              planCard(pl.standard, fullSet, '季節の小紋から、お好きな柄をお選びいただけます。'),
              planCard(pl.retro, fullSet, '大正ロマン風の大胆な柄と、レトロなレース小物のコーディネート。'),
              planCard(pl.lace, fullSet, 'レースの羽織や半襟を合わせた、写真映えする人気プラン。'),
              planCard(pl.houmongi, fullSet, 'お茶会やお食事会にも。落ち着いた上品な訪問着をご用意しています。'),
            ].join(''),
            ' plan-grid',
          ),
        ),
        section(
          'カップル・キッズ',
          'COUPLE & KIDS',
          box(
            `${planCard(pl.couple, `女性着物＋男性着物（袴なし）の2名様料金。${fullSet}。`, `男性用は身長${f.menMax}cmまでご用意しています。`)}${planCard(pl.kids, `${fullSet}。`, `対象：${pl.kids.tag}（身長${f.kidsSizes}）。お子様のヘアセットは${hair.kids}（税込）。`)}`,
            ' plan-grid',
          ),
        ),
        section('浴衣プラン', 'YUKATA', planCard(pl.yukata, '浴衣・帯・下駄・巾着・着付け料込み', `期間限定：${f.yukataSeason}`)),
        section(
          'サイズについて',
          'SIZE',
          text(`女性用は身長${f.womenMax}cmまで、男性用は身長${f.menMax}cmまで。LLサイズをご希望の方は${f.largeSize}（税込）の追加料金がかかります。`),
        ),
      ].join('\n'),
    ),
    '/option': document(
      '/option',
      'ヘアセット・オプション',
      'ヘアセット、翌日返却、ロケーション撮影などのオプション料金（税込）。',
      [
        box(`${text('OPTION', 'span')}${text('ヘアセット・オプション', 'h1')}`, ' page-title'),
        section(
          'ヘアセット',
          'HAIR',
          `<table data-s-${uuid()}="" class="sd appear price-table"><tbody>${[
            ['ヘアセット（シンプルアップ）', hair.basic],
            ['ヘアセット（編み込み・髪飾り付き）', hair.full],
            ['男性ヘアセット', hair.men],
            ['キッズヘアセット', hair.kids],
          ]
            .map(([name = '', price = '']) => `<tr><th>${name}</th><td>${yen(price)}</td></tr>`)
            .join('')}</tbody></table>${text(`所要時間は約${f.hairMinutes}分。髪飾りはお好きなものをお選びいただけます。担当：${staff.hair.name}ほか。`)}`,
        ),
        section(
          'オプション',
          'OPTIONS',
          box(
            [
              text(`翌日返却 ${yen(op.nextDay)}<br>夜のライトアップや夕食もお着物で。${op.nextDayBy}までにご返却ください。`),
              text(`ロケーション撮影（${op.photoMinutes}分） ${yen(op.photo)}<br>八坂神社・花見小路周辺でプロのカメラマンが撮影。データ${op.photoShots}枚お渡し。`),
              text(`足袋（販売） ${yen(op.tabi)}`),
              text('荷物預かり 無料'),
            ].join(''),
            ' option-list',
          ),
        ),
      ].join('\n'),
    ),
    '/about': document(
      '/about',
      '店舗・スタッフ紹介',
      `${f.brand}の店舗とスタッフのご紹介。英語・中国語対応。`,
      [
        box(`${text('ABOUT', 'span')}${text('店舗・スタッフ紹介', 'h1')}`, ' page-title'),
        section(
          '私たちについて',
          'CONCEPT',
          `${picture('店内の様子')}${text(`${f.since}年、祇園の路地裏に小さな着付け処として開店しました。約400着の着物と帯の中から、季節やお好みに合わせたコーディネートをご提案します。`)}`,
        ),
        section('スタッフ', 'STAFF', box(Object.values(staff).map(staffCard).join(''), ' staff-grid')),
      ].join('\n'),
    ),
    '/faq': document(
      '/faq',
      'よくあるご質問',
      '雨の日、荷物、サイズ、所要時間、子ども、外国語対応についてのご質問。',
      [box(`${text('FAQ', 'span')}${text('よくあるご質問', 'h1')}`, ' page-title'), box(faq.map(faqItem).join(''), ' faq-list')].join('\n'),
    ),
    '/access': document(
      '/access',
      'アクセス・営業時間',
      `${f.station}から徒歩${f.walk}分。営業時間と定休日、ご返却時間。`,
      [
        box(`${text('ACCESS', 'span')}${text('アクセス・営業時間', 'h1')}`, ' page-title'),
        section(
          '店舗情報',
          'SHOP',
          `${text(`〒${f.zip}<br>${f.address}`)}${text(`${f.station} ${f.exit}より徒歩${f.walk}分<br>${f.station2}より徒歩${f.walk2}分<br>${f.bus}すぐ`)}${text(`TEL <a href="tel:${tel}">${f.phone}</a>（営業時間内）`)}<iframe data-s-${uuid()}="" class="sd appear map" src="https://www.google.example/maps/embed?q=${encodeURIComponent(f.address)}" loading="lazy" title="地図"></iframe>`,
        ),
        section('営業時間', 'HOURS', `${hoursTable}${text('ご返却時間を過ぎる場合は、必ずお電話でご連絡ください。')}`),
      ].join('\n'),
    ),
    '/reserve': document(
      '/reserve',
      'ご予約',
      'WEB予約・お電話・LINEでのご予約と、キャンセル料について。',
      [
        box(`${text('RESERVE', 'span')}${text('ご予約', 'h1')}${text('ご予約はWEB・お電話・LINEで承ります。空きがあれば当日のご来店も可能です。')}`, ' page-title'),
        `<iframe data-s-${uuid()}="" class="sd appear booking" src="https://reserva.example/r/${f.domain}" title="WEB予約" width="100%" height="900" loading="lazy"></iframe>`,
        section(
          'キャンセル料',
          'CANCEL POLICY',
          `<table data-s-${uuid()}="" class="sd appear price-table"><tbody><tr><th>ご来店日の${cancel.freeUntil}まで</th><td>無料</td></tr><tr><th>${cancel.mid}</th><td>プラン料金の${cancel.midPct}</td></tr><tr><th>当日・無断キャンセル</th><td>プラン料金の${cancel.sameDay}</td></tr></tbody></table>${text(`雨予報による日程変更・キャンセルは、${f.rain.changeBy}までのご連絡で無料です。`)}`,
        ),
        section(
          'お問い合わせフォーム',
          'CONTACT',
          `<form data-s-${uuid()}="" class="sd appear form" method="post" action="https://studio.design/api/forms/${projectId}"><label class="sd">お名前<input type="text" name="name" required></label><label class="sd">メールアドレス<input type="email" name="email" required></label><label class="sd">ご来店希望日<input type="date" name="date"></label><label class="sd">お問い合わせ内容<textarea name="message"></textarea></label><button type="submit" class="sd button">送信する</button></form>`,
        ),
      ].join('\n'),
    ),
    '/staff-only': document(
      '/staff-only',
      'スタッフ専用',
      'スタッフ専用ページ',
      section(
        'スタッフ専用（社外秘）',
        'INTERNAL',
        text(
          `このページの内容は外部に共有しないでください。<br>アルバイト時給：${ix.wage}<br>裏口の暗証番号：${ix.doorCode}<br>着物1着あたりの平均仕入れ値：${ix.kimonoCost}<br>1着あたりのクリーニング代：${ix.laundry}`,
        ),
      ),
    ),
  };

  return { name: 'Kimono rental (ja-JP)', questions: kimonoQuestions(f), disallow: ['/staff-only'], pages };
}
