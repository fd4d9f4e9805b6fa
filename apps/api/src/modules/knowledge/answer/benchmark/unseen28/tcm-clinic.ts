import type { BenchSite } from '../types';
import { jsonLd } from '../unseen/markup';
import { tcmQuestions } from './tcm-clinic-questions';
import type facts from './tcm-clinic.facts.json';

/**
 * Unseen: a Traditional Chinese medicine clinic (acupuncture, tuina, herbal prescriptions) in Da'an,
 * Taipei, a multi-page Strikingly site in Traditional Chinese (`lang="zh-Hant-TW"`, paths without a suffix):
 * the `$S` configuration script, `#s-content` with the theme's font variation classes, the `s-navbar` with
 * its `s-nav-item`s and again in the mobile drawer, every block an `s-section` (rich-text, columns, html,
 * contact and footer sections with their `data-section-id`), `s-component`s holding an
 * `s-rich-text-wrapper`, repeatable `s-block-item`s with an `s-mhi` image, an `s-item-title` and an
 * `s-item-text`, images from strikinglycdn's `c_limit,fl_lossy` URLs, the weekly session table in an HTML
 * section, the contact form, the "使用 Strikingly 建立" badge, the cookie banner and a MedicalClinic JSON-LD.
 * A page at /internal-notes, which robots.txt disallows and the footer links to, holds the front desk's
 * hourly wage, the supplier's price of a herb and the doctors' share of the fees that must never be quoted.
 *
 * The facts the pages are written from, as written and mutated, are data in tcm-clinic.facts.json: the
 * address, MRT station, exit and walk, a car park, the phone and the LINE official account with the hour by
 * which a next-day booking must be made; the three sessions' times and last registration (`sessions.*`) and
 * which doctor sees patients in each session of each weekday, Monday first, empty for closed
 * (`schedule.*`); the registration fee, the NHI co-payment, the self-paid consultation and the certificate
 * fee (`fees.*`); the self-paid treatments and herbs (`selfPaid.*`); the days to bring a forgotten NHI card
 * back, how early to come for a first visit, when to eat before and how long not to bathe after
 * acupuncture; three doctors (`doctors.*`) with their school and what they treat (sports injuries,
 * women's health, insomnia).
 */
export type TcmFacts = typeof facts.original;
type DoctorKey = keyof TcmFacts['doctors'];

export const weekdays = ['週一', '週二', '週三', '週四', '週五', '週六', '週日'];
export const sessionNames = { morning: '早診', afternoon: '午診', evening: '晚診' } as const;

/** Which doctor sees patients in a session of a weekday (Monday is 0), or none where the clinic is closed. */
export const doctorOn = (f: TcmFacts, session: keyof typeof sessionNames, day: number) => {
  const key = f.schedule[session][day];
  return key === 'sports' || key === 'women' || key === 'sleep' ? f.doctors[key] : undefined;
};

export function tcmClinic(f: TcmFacts): BenchSite {
  const { fees, selfPaid: sp, sessions, doctors, internal: ix } = f;
  const home = `https://www.${f.domain}.example`;
  const tel = `+886-2-${f.phone.replace(/^\(02\)\s*/, '')}`;

  /** Strikingly's section and block ids: a linear congruential walk seeded by the phone number. */
  let seed = Number(f.phone.replace(/\D/g, '')) % 233_280;
  const next = () => (seed = (seed * 9301 + 49_297) % 233_280);
  const blockId = () => `${next()}${next()}`.padEnd(11, '7').slice(0, 11);
  const userId = String(next() * 17 + 1_000_000);
  const cdn = (name: string, width = 1200) =>
    `https://custom-images.strikinglycdn.com/res/hrscywv4p/image/upload/c_limit,fl_lossy,h_9000,w_${width},f_auto,q_auto/${userId}/${name}_${next().toString(36)}${next().toString(36)}.jpg`;

  /** Strikingly's text component: a rich-text wrapper inside an s-component. */
  const text = (html: string, font = 'body') =>
    `<div class="s-component s-text"><div class="s-component-content s-font-${font}"><div class="s-rich-text-wrapper" style="display: block;">${html}</div></div></div>`;
  const title = (label: string, tag = 'h2') => text(`<${tag} class="s-rich-text-wrapper s-title s-font-title font-size-tag-header-two">${label}</${tag}>`, 'title');
  const section = (kind: string, inner: string, background = 's-bg-white') => {
    const id = blockId();
    return `<div class="s-section s-${kind}-section ${background} s-new-layout" id="section-${id}" data-section-id="${id}"><div class="s-section-inner container">${inner}</div></div>`;
  };
  const blocks = (items: [string, string, string][]) =>
    `<div class="s-repeatable s-block s-component s-blocks"><div class="s-block-items s-col-${items.length}">${items
      .map(
        ([image, heading, body]) =>
          `<div class="s-block-item s-repeatable-item s-block-sortable-item" id="${blockId()}"><div class="s-mhi"><img class="s-img" src="${cdn(image, 600)}" alt=""></div><div class="s-item-text-group"><div class="s-item-title">${text(`<h3>${heading}</h3>`, 'heading')}</div><div class="s-item-text">${text(body)}</div></div></div>`,
      )
      .join('')}</div></div>`;
  const html = (inner: string) => `<div class="s-component s-html-component"><div class="s-html-wrapper">${inner}</div></div>`;
  const priceRows = (rows: [string, string][]) => `<ul>${rows.map(([name, price]) => `<li>${name}：<strong>${price}</strong></li>`).join('')}</ul>`;

  const menu: [string, string][] = [
    ['/', '首頁'],
    ['/services', '服務項目與收費'],
    ['/doctors', '醫師團隊'],
    ['/schedule', '門診時間'],
    ['/booking', '預約掛號'],
    ['/faq', '常見問題'],
    ['/access', '交通資訊'],
  ];
  const navItems = (current: string) =>
    menu.map(([href, label]) => `<li class="s-nav-item${href === current ? ' s-nav-item-active' : ''}"><a class="s-nav-link" href="${href}">${label}</a></li>`).join('');
  const navbar = (current: string) =>
    `<nav class="s-navbar s-navbar-desktop s-new-layout s-navbar-fixed"><div class="s-navbar-inner container"><div class="s-navbar-logo"><a href="/"><img src="${cdn('logo', 300)}" alt="${f.brand}"></a></div><div class="s-navbar-title s-font-title">${f.brand}</div><ul class="s-nav-items">${navItems(current)}</ul><a class="s-navbar-button s-common-button" href="https://line.example/R/ti/p/${f.line}">LINE 預約</a></div></nav>
<div class="s-navbar-mobile"><button class="s-navbar-mobile-toggle" aria-label="選單"><span></span></button><div class="s-navbar-mobile-drawer"><ul class="s-nav-items">${navItems(current)}</ul></div></div>`;

  const sessionLabel = (key: keyof typeof sessionNames) => `${sessionNames[key]} ${sessions[key].from}–${sessions[key].to}`;
  const sessionKeys = ['morning', 'afternoon', 'evening'] as const;
  const scheduleTable = html(
    `<table class="clinic-schedule" style="width:100%;text-align:center;border-collapse:collapse"><thead><tr><th>時段</th>${weekdays.map((day) => `<th>${day}</th>`).join('')}</tr></thead><tbody>${sessionKeys
      .map((key) => `<tr><th>${sessionLabel(key)}</th>${weekdays.map((_, day) => `<td>${doctorOn(f, key, day)?.name ?? '休診'}</td>`).join('')}</tr>`)
      .join('')}</tbody></table>`,
  );
  const lastCall = `掛號截止時間：早診 ${sessions.morning.last}、午診 ${sessions.afternoon.last}、晚診 ${sessions.evening.last}。週六晚上、週日下午及晚上休診。`;
  const sessionsOf = (key: DoctorKey) =>
    sessionKeys
      .flatMap((session) => weekdays.filter((_, day) => f.schedule[session][day] === key).map((day) => `${day}${sessionNames[session]}`))
      .join('、');
  const beforeNeedles = [
    `針灸前${f.eatBefore}內請適量進食，請勿空腹，以免暈針。`,
    '請穿著寬鬆、方便捲起袖子及褲管的衣物。',
    '針灸前後請避免飲酒；若正值生理期、懷孕或正在服用抗凝血藥物，請先告知醫師。',
    `針灸後${f.noBathAfter}內請勿洗冷水澡、避免冰飲。`,
  ];
  const firstVisit = [
    '健保卡（外籍人士請攜帶居留證或護照）',
    '身分證或其他身分證明文件',
    '目前服用中的藥物或藥袋',
    '近期的西醫檢查報告（如有）',
  ];
  const list = (items: string[]) => `<ul>${items.map((item) => `<li>${item}</li>`).join('')}</ul>`;

  const footer = section(
    'footer',
    `${text(`<p><strong>${f.brand}</strong>｜${f.address}｜電話 <a href="tel:${tel}">${f.phone}</a>｜LINE ${f.line}</p><p><a href="/internal-notes">內部作業說明</a>｜<a href="/faq">常見問題</a></p><p>© ${f.since}–2035 ${f.brand} 版權所有</p>`)}<div class="s-footer-badge"><a href="https://www.strikingly.example/?ref=logo&amp;permalink=${f.domain}&amp;utm_campaign=footer_pbs&amp;utm_medium=user_page&amp;utm_source=${userId}" target="_blank" rel="noopener"><span class="s-footer-strikingly-text">使用 Strikingly 建立</span></a></div>`,
    's-bg-dark',
  );
  const street = f.address.replace(/^台北市大安區/, '');
  const clinicAddress = { '@type': 'PostalAddress', streetAddress: street, addressLocality: '大安區', addressRegion: '台北市', addressCountry: 'TW' };
  const clinicLd = jsonLd({ '@context': 'https://schema.org', '@type': 'MedicalClinic', name: f.brand, alternateName: f.latin, address: clinicAddress, telephone: tel });

  const document = (path: string, pageTitle: string, description: string, body: string) => `<!DOCTYPE html>
<html itemscope itemtype="http://schema.org/WebPage" lang="zh-Hant-TW">
<head>
<meta charset="utf-8">
<title>${pageTitle}｜${f.brand}</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="description" content="${description}">${path === '/internal-notes' ? '\n<meta name="robots" content="noindex, nofollow">' : ''}
<meta property="og:type" content="website"><meta property="og:site_name" content="${f.brand}"><meta property="og:title" content="${pageTitle}｜${f.brand}">
<meta property="og:image" content="${cdn('og-cover')}"><meta property="og:url" content="${home}${path}">
<link rel="canonical" href="${home}${path}"><link rel="preconnect" href="https://static-assets.strikinglycdn.com">
<link rel="stylesheet" href="https://static-assets.strikinglycdn.com/webpack/themes/s5-theme-${blockId().slice(0, 8)}.css">
<link rel="stylesheet" href="https://fonts.googleapis.com/css2?family=Noto+Sans+TC:wght@400;700&amp;display=swap">
<script>window.$S = window.$S || {}; $S.conf = {"SUPPORTED_CURRENCY":["TWD"],"locale":"zh-TW","page_id":${blockId()},"user_id":${userId},"permalink":"${f.domain}","is_multi_page":true,"s5_theme":true}; $S.global_conf = {"env":"production","asset_host":"https://static-assets.strikinglycdn.com"};</script>
${clinicLd}
</head>
<body class="strikingly-renderer s5-theme">
<div id="s-content" class="s-variation-default s-font-body-noto-sans-tc s-font-title-noto-serif-tc s-page-${path === '/' ? 'home' : path.slice(1)}">
${navbar(path)}
<div class="s-page-wrapper">
${body}
${footer}
</div>
</div>
<div class="s-cookie-banner" role="dialog"><p>本網站使用 Cookie 以提供更好的瀏覽體驗。繼續使用即表示您同意我們的 Cookie 政策。</p><button class="s-common-button s-cookie-accept">接受</button></div>
<script src="https://static-assets.strikinglycdn.com/webpack/vendor-${blockId().slice(0, 8)}.js" defer></script>
<script src="https://static-assets.strikinglycdn.com/webpack/site-${blockId().slice(0, 8)}.js" defer></script>
</body>
</html>`;

  const doctorCard = (key: DoctorKey): [string, string, string] => {
    const doctor = doctors[key];
    return [
      `doctor-${key}`,
      `${doctor.name} ${doctor.title}`,
      `<p>${doctor.school}畢業</p><p>專長：${doctor.focus}</p><p>門診時段：${sessionsOf(key)}</p>`,
    ];
  };
  const faq: [string, string][] = [
    [
      '哪些項目可以使用健保？',
      `內科門診（科學中藥）、一般針灸及急性扭挫傷的傷科處置可使用健保，每次收掛號費${fees.registration}及部分負擔${fees.copay}。推拿、拔罐、刮痧、艾灸、埋線、電針及水煎藥皆為自費項目。`,
    ],
    ['沒有帶健保卡可以看診嗎？', `可以，當次先以自費收費，請於看診後${f.cardDays}日內（不含例假日）攜帶健保卡及收據回診所辦理退費。`],
    ['外國人沒有健保也可以看診嗎？', `可以，沒有健保的患者以自費看診，診察費${fees.selfConsult}，治療與藥費另計。請攜帶護照或居留證。`],
    ['針灸前需要注意什麼？', list(beforeNeedles)],
    ['初診需要帶什麼？', `${list(firstVisit)}初診請提早${f.earlyMinutes}分鐘到診所填寫問診單。`],
    ['可以開診斷證明書嗎？', `可以，診斷證明書每份${fees.certificate}，請於看診時告知醫師。`],
  ];

  const pages: Record<string, string> = {
    '/': document(
      '/',
      '針灸・推拿・中藥調理',
      `${f.brand}位於台北大安區，${f.station}${f.exit}步行${f.walk}分鐘。針灸、推拿、婦科、失眠調理，健保特約。`,
      [
        section(
          'title',
          `${title(`${f.brand}<br>用心調理，找回身體的平衡`, 'h1')}${text(`<p>健保特約中醫診所・針灸・推拿・中藥調理｜${f.station}${f.exit}步行${f.walk}分鐘</p>`)}<div class="s-component s-button"><a class="s-common-button" href="/booking">預約掛號</a></div>`,
          's-bg-image',
        ),
        section(
          'columns',
          `${title('我們的專長')}${blocks([
            ['sports', '運動傷害與筋骨痠痛', `<p>${doctors.sports.name}院長專治運動傷害、五十肩及腰痠背痛，結合針灸與傷科手法。</p>`],
            ['women', '婦科調理', `<p>${doctors.women.name}醫師專長經痛、調經、備孕及產後調理。</p>`],
            ['sleep', '失眠與自律神經', `<p>${doctors.sleep.name}醫師專長失眠、焦慮及自律神經失調。</p>`],
          ])}`,
        ),
        section(
          'rich-text',
          `${title('最新消息')}${text(`<p>2035/05/02&#12288;端午節連假期間（6/1–6/3）僅上午門診，詳情請見門診時間。</p><p>2035/04/15&#12288;LINE 官方帳號 ${f.line} 預約功能上線，歡迎加入好友預約。</p>`)}`,
        ),
      ].join('\n'),
    ),
    '/services': document(
      '/services',
      '服務項目與收費',
      `健保項目與自費項目收費。掛號費${fees.registration}。`,
      [
        section(
          'rich-text',
          `${title('健保看診')}${text(`<p>本診所為健保特約診所。內科門診（科學中藥）、一般針灸及急性扭挫傷的傷科處置可使用健保。</p>${priceRows([
            ['掛號費', fees.registration],
            ['部分負擔（依健保規定）', fees.copay],
            ['自費診察費（無健保者）', fees.selfConsult],
            ['診斷證明書', `${fees.certificate}／份`],
          ])}`)}`,
        ),
        section(
          'rich-text',
          `${title('自費項目')}${text(`<p>以下項目健保不給付，需自費：</p>${priceRows([
            ['精緻針灸（含電針、遠紅外線照射）', `${sp.acupuncture}／次`],
            ['拔罐', `${sp.cupping}／次`],
            ['刮痧', `${sp.guasha}／次`],
            ['推拿 30 分鐘', sp.tuina30],
            ['推拿 60 分鐘', sp.tuina60],
            ['艾灸（溫灸）', `${sp.moxa}／次`],
            ['穴位埋線', `${sp.embedding}／次`],
          ])}`)}`,
          's-bg-light',
        ),
        section(
          'rich-text',
          `${title('中藥處方')}${text(`<p>醫師依體質開立處方。健保內科門診開立科學中藥；如需健保以外的藥材或劑量，自費科學中藥每日${sp.granules}起。</p><p>水煎藥（本所代煎，一帖兩包）每帖${sp.decoction}起，約需兩個工作天，可宅配。</p>`)}`,
        ),
      ].join('\n'),
    ),
    '/doctors': document(
      '/doctors',
      '醫師團隊',
      `${doctors.sports.name}、${doctors.women.name}、${doctors.sleep.name}醫師的專長與門診時段。`,
      section('columns', `${title('醫師團隊')}${blocks([doctorCard('sports'), doctorCard('women'), doctorCard('sleep')])}`),
    ),
    '/schedule': document(
      '/schedule',
      '門診時間',
      `早診 ${sessions.morning.from}–${sessions.morning.to}、午診、晚診。週日下午休診。`,
      [
        section('html', `${title('門診時間表')}${scheduleTable}${text(`<p>${lastCall}</p><p>國定假日門診時間另行公告於首頁及 LINE 官方帳號。</p>`)}`),
      ].join('\n'),
    ),
    '/booking': document(
      '/booking',
      '預約掛號',
      `LINE 官方帳號 ${f.line} 或電話 ${f.phone} 預約。初診須知。`,
      [
        section(
          'rich-text',
          `${title('如何預約')}${text(`<p><strong>LINE 官方帳號：</strong>搜尋 ${f.line} 加入好友，傳送姓名、出生年月日及希望看診的時段即可預約。LINE 預約請於看診前一天 ${f.lineBy} 前完成。</p><p><strong>電話預約：</strong><a href="tel:${tel}">${f.phone}</a>（門診時間內）。當日看診請直接來電詢問。</p><p>未預約者亦可現場掛號，依報到順序看診。</p>`)}`,
        ),
        section('rich-text', `${title('初診須知')}${text(`<p>第一次看診請攜帶：</p>${list(firstVisit)}<p>初診請提早${f.earlyMinutes}分鐘到診所填寫問診單。</p>`)}`, 's-bg-light'),
        section('rich-text', `${title('針灸前的準備')}${text(list(beforeNeedles))}`),
        section(
          'contact',
          `${title('線上諮詢')}<form class="s-contact-form" action="/r/v1/pages/${blockId()}/contact_form" method="post"><input type="text" name="name" placeholder="姓名"><input type="email" name="email" placeholder="Email"><textarea name="message" placeholder="想詢問的內容"></textarea><button type="submit" class="s-common-button">送出</button></form>${text('<p>線上諮詢不提供診斷，回覆約需 1–2 個工作天。</p>')}`,
        ),
      ].join('\n'),
    ),
    '/faq': document(
      '/faq',
      '常見問題',
      '健保、外國人看診、針灸注意事項、初診須知。',
      section('rich-text', `${title('常見問題')}${faq.map(([question, answer]) => text(`<h3>Q：${question}</h3><p>A：</p>${answer.startsWith('<ul>') ? answer : `<p>${answer}</p>`}`)).join('')}`),
    ),
    '/access': document(
      '/access',
      '交通資訊',
      `${f.address}，${f.station}${f.exit}步行${f.walk}分鐘。`,
      [
        section(
          'rich-text',
          `${title('交通資訊')}${text(`<p>地址：${f.address}</p><p>捷運：${f.station}${f.exit}出站後，步行約${f.walk}分鐘。</p><p>停車：診所無附設停車位，建議停放${f.parking}。</p><p>電話：<a href="tel:${tel}">${f.phone}</a>&#12288;Email：<a href="mailto:${f.email}">${f.email}</a></p>`)}`,
        ),
        section('html', html(`<iframe src="https://www.google.example/maps/embed?q=${encodeURIComponent(f.address)}" width="100%" height="360" style="border:0" loading="lazy" title="地圖"></iframe>`)),
      ].join('\n'),
    ),
    '/internal-notes': document(
      '/internal-notes',
      '內部作業說明',
      '內部作業說明',
      section(
        'rich-text',
        `${title('內部作業說明（請勿外流）')}${text(`<p>櫃台兼職時薪：${ix.wage}</p><p>當歸進貨價（每台斤）：${ix.herbCost}</p><p>醫師診療費抽成：${ix.doctorShare}</p>`)}`,
      ),
    ),
  };

  return { name: 'TCM clinic (zh-Hant-TW)', questions: tcmQuestions(f), disallow: ['/internal-notes'], pages };
}
