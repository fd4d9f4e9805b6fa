import type { BenchSite } from '../types';
import { phoneLink } from '../unseen2/markup';
import { studyCafeQuestions } from './study-cafe-questions';
import type facts from './study-cafe.facts.json';

/**
 * Unseen: a 24-hour study café (스터디카페) with two branches in Seoul, an imweb site in Korean (`lang="ko"`):
 * the `doz_header_wrap` header with its `viewport-nav` and the `mobile_slide_menu_wrap` drawer, pages of
 * `section_wrap` sections holding `doz_type="widget"` widgets (`widget text` with the editor's `text-table`,
 * `widget title`, `widget image`, `widget button`, owner tables in `fr-table`), a notice board (`li_board`
 * list and a `board_view` post at /notice/view/<idx>, the idx as a path segment since the fixture server
 * routes no query string), an FAQ of `faq_item`s, a pass shop (`shop_list` cards and `shop_view` pages whose
 * `opt_block` dropdown shows the option surcharge as imweb does, "+40,000원"), the floating KakaoTalk channel
 * button, the footer's business registration lines with "호스팅제공자 : (주)아임웹" and "Designed by IMWEB",
 * and the `SITE_CODE` globals. A page at /staffonly, which robots.txt disallows and the footer links to,
 * holds the door's master code, the managers' hourly wage and the rent that must never be quoted.
 *
 * The facts, as written and mutated, are data in study-cafe.facts.json: the brand, company, CEO and
 * registration numbers, phone and KakaoTalk channel; two branches (`main` with its reading-room floor and the
 * booth floor holding the single rooms, laptop zone and study rooms; `second` on one floor) with address,
 * subway exit, seats, lounge, partner car park and its free time and manager; the daily cleaning break, the
 * manager's weekday and weekend hours and the minors' curfew (`hours.*`); every price in won (`prices.*`):
 * hourly passes, the day pass and its hours, 50- and 100-hour top-ups with their validity, 2- and 4-week
 * passes by seat, the locker and the study rooms per hour; the away limit in minutes; the refund window,
 * penalty and pause days; the exam-season event and the holiday notice.
 */
export type StudyCafeFacts = typeof facts.original;

export function studyCafe(f: StudyCafeFacts): BenchSite {
  const { main: a, second: b, hours: h, prices: p, refund: r, event: ev, holiday: hol, internal: ix } = f;
  const home = `https://${f.domain}.imweb.me`;
  const tel = phoneLink('82')(f.phone);
  const won = (price: string) => `${price}원`;
  const amount = (price: string) => Number(price.replace(/,/g, ''));
  const surcharge = (price: string, base: string) => `+${(amount(price) - amount(base)).toLocaleString('en-US')}원`;
  const kakaoChat = `https://pf.kakao.com/${f.kakaoPath}/chat`;

  /** imweb's section, widget and upload ids: letters from a walk seeded by the domain, after the year they were made. */
  let seed = [...f.domain].reduce((sum, char) => (sum * 31 + char.charCodeAt(0)) % 2_147_483_647, 17);
  const letters = (length: number) => Array.from({ length }, () => 'abcdef'.charAt((seed = (seed * 48_271) % 2_147_483_647) % 6)).join('');
  const upload = () => `https://cdn.imweb.me/upload/S2033${letters(12)}/${letters(13)}.jpg`;
  const siteCode = `S2033${letters(12)}`;
  const boardPost = { event: `/notice/view/${amount(p.fixed4w) + 7}`, holiday: `/notice/view/${amount(p.free4w) + 3}` };
  const shop = { pass: '/shop_view/11', pack: '/shop_view/12', locker: '/shop_view/13' };

  const widget = (type: string, inner: string) =>
    `<div doz_type="widget" id="w2033${letters(16)}"><div class="_widget_data" data-widget-type="${type}"><div class="widget ${type}" id="${type}_w2033${letters(10)}">${inner}</div></div></div>`;
  const text = (html: string) => widget('text', `<div class="txt _txt_wrap fr-view"><div class="text-table"><div>${html}</div></div></div>`);
  const title = (label: string, sub = '') => widget('title', `<div class="title_wrap"><h3 class="title_text">${label}</h3>${sub && `<p class="sub_title">${sub}</p>`}</div>`);
  const picture = (alt: string) => widget('image', `<div class="img_wrap _img_wrap"><img src="${upload()}" alt="${alt}" class="org_image"></div>`);
  const button = (href: string, label: string) => widget('button', `<a class="_fade_link btn btn-primary btn-lg" href="${href}" target="${href.startsWith('http') ? '_blank' : '_self'}">${label}</a>`);
  const section = (...widgets: string[]) =>
    `<div class="section_wrap" id="s2033${letters(18)}" doz_type="section"><div class="section_inner"><div class="doz_row" doz_type="row"><div class="col-dz col-dz-12" doz_type="grid">${widgets.join('')}</div></div></div></div>`;
  const columns = (...cells: string[]) =>
    `<div class="section_wrap" id="s2033${letters(18)}" doz_type="section"><div class="section_inner"><div class="doz_row" doz_type="row">${cells.map((cell) => `<div class="col-dz col-dz-${12 / cells.length}" doz_type="grid">${cell}</div>`).join('')}</div></div></div>`;
  const table = (head: string[], rows: string[][]) =>
    `<table class="fr-table fr-dashed-borders" style="width:100%"><thead><tr>${head.map((cell) => `<th>${cell}</th>`).join('')}</tr></thead><tbody>${rows.map((row) => `<tr>${row.map((cell) => `<td>${cell}</td>`).join('')}</tr>`).join('')}</tbody></table>`;
  const bullets = (items: string[]) => `<ul>${items.map((item) => `<li>${item}</li>`).join('')}</ul>`;

  const menu: [string, string][] = Object.entries({ '/': 'HOME', '/price': '이용요금', '/seat': '좌석안내', '/guide': '이용안내·규칙', '/location': '오시는 길', '/faq': 'FAQ', '/notice': '공지사항', '/shop': '이용권 구매' });
  const navItems = (current: string) =>
    menu.map(([href, label]) => `<li class="dropdown${href === current ? ' active' : ''}"><a class="_fade_link" href="${href}"><span class="plain_name">${label}</span></a></li>`).join('');

  const dayPass = `당일권(${p.dayHours}시간)`;
  const cleaning = `매일 ${h.cleanStart}~${h.cleanEnd} 청소 시간`;
  const staffHours = `평일 ${h.staffWeekdayFrom}~${h.staffWeekdayTo}, 주말·공휴일 ${h.staffWeekendFrom}~${h.staffWeekendTo}`;
  const kakaoLine = `카카오톡 채널 <a href="${kakaoChat}" target="_blank">@${f.kakao}</a>`;
  const parkingLine = (branch: typeof a | typeof b, note: string) => `${branch.name}: 제휴 주차장 「${branch.parking}」 ${branch.parkingFree} 무료 (${note})`;
  const parkingLines = [
    parkingLine(a, '당일권·기간권 이용 시 인포데스크에서 주차권 발급'),
    parkingLine(b, '당일권·기간권 이용 시 키오스크에서 차량번호 등록'),
  ];
  const posts: [string, string, string, string][] = [
    [boardPost.holiday, `[공지] ${hol.name} 운영 안내`, '2035-01-27', '318'],
    [boardPost.event, `[이벤트] 시험기간 응원! 4주 고정석 구매 시 ${ev.gift}`, '2035-05-24', '527'],
  ];
  const boardList = widget(
    'board',
    `<div class="board_list"><div class="li_board"><ul class="li_head"><li class="tit">제목</li><li class="name">작성자</li><li class="time">작성일</li><li class="read">조회</li></ul>${posts
      .map(([href, label, date, reads]) => `<ul class="li_body holder"><li class="tit"><a class="list_text_title _fade_link" href="${href}"><span>${label}</span></a></li><li class="name">매니저</li><li class="time">${date}</li><li class="read">${reads}</li></ul>`)
      .join('')}</div></div>`,
  );

  const footer = `<div id="doz_footer_wrap"><footer id="doz_footer" class="_footer"><div class="inside"><div class="footer_txt fr-view"><p>상호 : ${f.company} | 대표 : ${f.ceo} | 사업자등록번호 : ${f.bizNo} <a href="https://www.ftc.go.kr/bizCommPop.do?wrkr_no=${f.bizNo.replace(/-/g, '')}" target="_blank">[사업자정보확인]</a></p><p>통신판매업신고 : ${f.mailOrder} | 개인정보관리책임자 : ${f.ceo} | 이메일 : <a href="mailto:${f.email}">${f.email}</a></p><p>${a.name} : ${a.address} | ${b.name} : ${b.address} | 대표전화 : <a href="tel:${tel}">${f.phone}</a></p><p>호스팅제공자 : (주)아임웹</p></div><div class="footer_menu"><a class="_fade_link" href="/guide">이용약관·환불규정</a> <a class="_fade_link" href="/staffonly">직원 전용</a></div><p class="copyright">Copyright ⓒ 2035 ${f.latin}. All rights reserved. <a href="https://imweb.me" target="_blank" rel="nofollow">Designed by IMWEB</a></p></div></footer></div>`;

  const document = (path: string, label: string, description: string, ...body: string[]) => `<!DOCTYPE html>
<html lang="ko"><head><meta charset="utf-8"><meta http-equiv="X-UA-Compatible" content="IE=edge"><meta name="viewport" content="width=device-width, initial-scale=1.0, maximum-scale=1.0, user-scalable=no">
<title>${path === '/' ? `${f.brand} | 24시간 프리미엄 스터디카페` : `${label} : ${f.brand}`}</title><meta name="description" content="${description}">${path === '/staffonly' ? '<meta name="robots" content="noindex,nofollow">' : ''}
<meta property="og:type" content="website"><meta property="og:title" content="${label} : ${f.brand}"><meta property="og:url" content="${home}${path}"><meta property="og:image" content="${upload()}"><link rel="canonical" href="${home}${path}">
<link rel="stylesheet" href="https://vendor-cdn.imweb.me/css/site/site2.css?1734571200"><link rel="stylesheet" href="https://vendor-cdn.imweb.me/css/site/froala.css?1734571200"><link rel="stylesheet" href="https://cdn.imweb.me/upload/${siteCode}/css/${siteCode}_site_css.css">
<script src="https://vendor-cdn.imweb.me/js/jquery.js?1627517460"></script><script src="https://vendor-cdn.imweb.me/js/imweb_site.js?1734571200" defer></script>
<script>var SITE_CODE = '${siteCode}'; var UNIT_CODE = 'u2033${letters(12)}'; var MENU_CODE = 'm2033${letters(10)}'; var LANG_CODE = 'ko'; var IS_MOBILE = false; var IMWEB_TEMPLATE = 'study_18';</script>
</head><body class="new_header_site new_fixed_header_disable" data-page="${path}">
<div id="doz_header_wrap"><header id="doz_header" class="doz_header"><div id="inline_header_normal"><div class="inside"><div class="logo_wrap"><a class="_fade_link" href="/"><img src="${upload()}" alt="${f.brand}"></a></div><ul class="nav viewport-nav desktop_mode">${navItems(path)}</ul><a class="btn_mobile_menu" href="javascript:;" onclick="SITE.openMobileMenu();">메뉴</a></div></div></header></div>
<div id="mobile_slide_menu_wrap" style="display:none"><div class="mobile_slide_menu"><ul class="nav">${navItems(path)}</ul></div></div>
<div id="doz_body"><div class="doz_sys">${body.join('\n')}</div></div>
${footer}
<div class="kakao_channel_btn _kakao_plus_friend" style="position:fixed;right:20px;bottom:20px"><a href="${kakaoChat}" target="_blank"><img src="https://vendor-cdn.imweb.me/images/kakao/channel_chat.png" alt="카카오톡 채널 채팅하기"></a></div>
</body></html>`;

  const shopCard = (href: string, name: string, price: string) =>
    `<div class="shop-item _shop_item"><div class="item-wrap"><a class="_fade_link" href="${href}"><div class="item-thumbs"><img class="_org_img" src="${upload()}" alt="${name}"></div></a><div class="item-detail"><h2 class="item-tit"><a class="_fade_link" href="${href}">${name}</a></h2><p class="item-pay"><span class="pay">${price}</span></p></div></div></div>`;
  const shopView = (path: string, name: string, price: string, summary: string, optionTitle: string, options: [string, string][], detail: string) =>
    document(
      path,
      name,
      `${name} ${won(price)}`,
      section(
        widget(
          'shop_view',
          `<div class="shop_view"><div class="row"><div class="col-md-6 shop_goods_img"><img src="${upload()}" alt="${name}"></div><div class="col-md-6 shop_goods_detail"><div class="view_tit">${name}</div><div class="pay_detail"><span class="real_price">${won(price)}</span></div><div class="goods_summary">${summary}</div>${
            options.length > 0
              ? `<div class="opt_block"><label class="opt_title">${optionTitle} <span class="text-danger">(필수)</span></label><div class="dropdown"><button class="btn dropdown-toggle form-select" type="button" data-toggle="dropdown">- [필수] ${optionTitle} -</button><div class="dropdown-menu">${options
                  .map(([label, optionPrice]) => `<a class="dropdown-item _requireOption" href="javascript:;" data-price="${amount(optionPrice) - amount(price)}">${label}${optionPrice === price ? '' : ` (${surcharge(optionPrice, price)})`}</a>`)
                  .join('')}</div></div></div>`
              : ''
          }<div class="buy_btns"><a class="btn defualt _btn_buy" href="javascript:;">구매하기</a><a class="btn _btn_cart" href="javascript:;">장바구니</a></div></div></div><div class="goods_detail_tab"><ul class="nav nav-tabs"><li class="active"><a href="javascript:;">상세정보</a></li><li><a href="javascript:;">구매평 (0)</a></li><li><a href="javascript:;">Q&amp;A (0)</a></li></ul><div class="goods_detail fr-view">${detail}</div></div></div>`,
        ),
      ),
    );
  const refundNote = `결제 후 ${r.unusedDays}일 이내, 한 번도 입실하지 않은 기간권은 전액 환불됩니다. 자세한 내용은 <a class="_fade_link" href="/guide">이용안내·환불규정</a>을 확인해 주세요.`;
  /** The pass shop's goods: path, name, base price, summary, the option dropdown's title and options (seat or hours), and the detail tab. */
  const goods: Parameters<typeof shopView>[] = [
    [shop.pass, '4주 기간권', p.free4w, '28일 동안 매일 24시간 이용', '좌석 선택', [['자유석', p.free4w], ['고정석', p.fixed4w], [`1인실 (${a.name})`, p.booth4w]], `<p>자유석 ${won(p.free4w)} · 고정석 ${won(p.fixed4w)} · 1인실 ${won(p.booth4w)}</p><p>${refundNote}</p>`],
    [shop.pack, '시간충전권', p.pack50, '원하는 날 나누어 쓰는 시간 정액권', '충전 시간', [['50시간', p.pack50], ['100시간', p.pack100]], `<p>50시간 ${won(p.pack50)} (유효기간 ${p.pack50Days}일) · 100시간 ${won(p.pack100)} (유효기간 ${p.pack100Days}일)</p><p>자유석·노트북존에서 사용 가능하며, 남은 시간은 키오스크에서 확인할 수 있습니다.</p>`],
    [shop.locker, '사물함 4주', p.locker, '기간권·시간충전권 보유 회원 전용', '', [], `<p>사물함 4주 ${won(p.locker)}. 이용권이 없는 분은 구매하실 수 없습니다.</p>`],
  ];

  const pages: Record<string, string> = {
    '/': document(
      '/',
      'HOME',
      `${a.name}·${b.name} 24시간 스터디카페. 시간권 ${won(p.h2)}부터, 4주 기간권, 1인실, 스터디룸.`,
      section(picture(`${f.brand} ${a.name} 열람실`), title('오늘도 몰입, 24시간 연중무휴', `${a.name} ${a.seats}석 · ${b.name} ${b.seats}석`)),
      section(
        text(
          `<p>${f.brand}는 ${a.name}과 ${b.name}을 운영하는 24시간 무인 스터디카페입니다. 키오스크에서 좌석을 고르고 QR로 입실하세요. 전 좌석 콘센트와 와이파이, 개별 조명, 고급 의자를 갖추고 있습니다.</p><p>${cleaning}을 제외하고 언제든 입실할 수 있습니다.</p>`,
        ),
      ),
      columns(
        text(`<p><strong>자유석</strong><br>빈자리 어디든 자유롭게. 시간권 ${won(p.h2)}(2시간)부터</p>`),
        text(`<p><strong>고정석</strong><br>나만의 지정 좌석, 4주 ${won(p.fixed4w)}</p>`),
        text(`<p><strong>1인실 · 스터디룸</strong><br>${a.name} ${a.boothFloor}. 스터디룸 4인실 시간당 ${won(p.room4)}</p>`),
      ),
      section(title('공지사항'), boardList, button(kakaoChat, '카카오톡 채널로 문의하기')),
    ),
    '/price': document(
      '/price',
      '이용요금',
      `시간권 ${won(p.h2)}, ${dayPass} ${won(p.day)}, 4주 자유석 ${won(p.free4w)}, 고정석 ${won(p.fixed4w)}.`,
      section(
        title('이용요금', '모든 요금은 두 지점 동일합니다 (VAT 포함)'),
        title('시간권 · 당일권'),
        text(table(['이용권', '요금', '비고'], [['2시간', won(p.h2), '자유석·노트북존'], ['4시간', won(p.h4), '자유석·노트북존'], ['6시간', won(p.h6), '자유석·노트북존'], [dayPass, won(p.day), '입실 후 연속 사용']])),
        title('시간충전권', '원하는 날 나누어 사용하는 정액권'),
        text(table(['이용권', '요금', '유효기간'], [['50시간', won(p.pack50), `구매일로부터 ${p.pack50Days}일`], ['100시간', won(p.pack100), `구매일로부터 ${p.pack100Days}일`]])),
        title('기간권'),
        text(
          table(
            ['이용권', '요금', '비고'],
            [
              ['2주 자유석', won(p.twoWeeks), '키오스크에서만 구매'],
              ['4주 자유석', won(p.free4w), '두 지점 모두 이용 가능'],
              ['4주 고정석', won(p.fixed4w), '지정 좌석, 외출 시간 제한 없음'],
              [`4주 1인실 (${a.name} ${a.boothFloor})`, won(p.booth4w), '문이 있는 개인 부스'],
            ],
          ),
        ),
        title('사물함 · 스터디룸'),
        text(table(['항목', '요금', '비고'], [['사물함 (4주)', won(p.locker), '이용권 보유 회원만 대여 가능'], ['스터디룸 4인실', `시간당 ${won(p.room4)}`, `최소 ${p.roomMin}시간`], ['스터디룸 6인실', `시간당 ${won(p.room6)}`, `최소 ${p.roomMin}시간, ${a.name}만`]])),
        text(`<p>결제: 키오스크(신용·체크카드, 삼성페이) 또는 이용권 구매 페이지(카카오페이, 네이버페이, 무통장입금). 현금 결제는 받지 않습니다.</p><p>${refundNote}</p>`),
      ),
    ),
    '/seat': document(
      '/seat',
      '좌석안내',
      `${a.name} ${a.readingFloor} 열람실, ${a.boothFloor} 1인실·노트북존·스터디룸. ${b.name} ${b.readingFloor}.`,
      section(title(`${a.name} (${a.seats}석)`), picture(`${a.name} 좌석 배치도`), text(bullets([`${a.readingFloor}: 열람실(자유석·고정석), ${a.lounge}`, `${a.boothFloor}: 1인실 12실, 노트북존, 스터디룸 4인실·6인실`]))),
      section(title(`${b.name} (${b.seats}석)`), picture(`${b.name} 좌석 배치도`), text(bullets([`${b.readingFloor}: 열람실(자유석·고정석), 노트북존, 스터디룸 4인실, ${b.lounge}`, `1인실과 6인실 스터디룸은 ${a.name}에만 있습니다.`]))),
    ),
    '/guide': document(
      '/guide',
      '이용안내·규칙',
      `24시간 연중무휴(${cleaning} 제외). 이용 규칙과 환불 규정.`,
      section(
        title('운영시간'),
        text(
          `<p>24시간 연중무휴 · ${cleaning}에는 신규 입실이 불가합니다 (이용 중인 분은 계속 이용하실 수 있어요).</p><p>매니저 상주: ${staffHours}. 그 외 시간에는 ${kakaoLine}로 남겨 주시면 상주 시간에 답변드립니다.</p>`,
        ),
        title('이용 규칙'),
        text(
          bullets([
            '열람실은 완전 무음 구역입니다. 통화와 대화는 복도나 라운지에서 해 주세요.',
            `키보드 타이핑·노트북 사용은 노트북존(${a.name} ${a.boothFloor}, ${b.name} ${b.readingFloor})에서만 가능합니다.`,
            '좌석에는 뚜껑이 있는 음료만 가져오실 수 있습니다.',
            `간식과 식사는 라운지(${a.name} ${a.readingFloor} ${a.lounge}, ${b.name} ${b.lounge})에서만 드실 수 있고, 라면·떡볶이·치킨 등 냄새가 강한 음식은 반입할 수 없습니다.`,
            `자유석은 외출 후 ${f.away}분이 지나면 자동 퇴실 처리됩니다. 고정석은 외출 시간 제한이 없습니다.`,
            `만 19세 미만 청소년은 ${h.minorCurfew} 이후 이용 시 보호자 동의서가 필요합니다.`,
          ]),
        ),
        title('환불 규정'),
        text(
          bullets([
            '시간권·당일권은 입실 후 환불되지 않습니다.',
            `기간권: 결제 후 ${r.unusedDays}일 이내 미사용 시 전액 환불. 사용 후에는 이용일수 × ${dayPass} 요금(${won(p.day)})을 차감한 금액에서 위약금 ${r.penalty}를 공제하고 환불합니다.`,
            `시간충전권: 유효기간 내 남은 시간 비율로 환불하며, 위약금 ${r.penalty}를 공제합니다.`,
            `기간권 일시정지: 4주권 기준 최대 ${r.pauseDays}일까지 가능합니다. ${kakaoLine}로 신청해 주세요.`,
          ]),
        ),
      ),
    ),
    '/location': document(
      '/location',
      '오시는 길',
      `${a.name} ${a.subway} 도보 ${a.walk}분 · ${b.name} ${b.subway} 도보 ${b.walk}분.`,
      columns(
        text(`<p><strong>${a.name}</strong><br>${a.address} ${a.readingFloor}·${a.boothFloor}<br>${a.subway} 도보 ${a.walk}분<br>${parkingLines[0]}<br>담당 매니저: ${a.manager}</p>`),
        text(`<p><strong>${b.name}</strong><br>${b.address} ${b.readingFloor}<br>${b.subway} 도보 ${b.walk}분<br>${parkingLines[1]}<br>담당 매니저: ${b.manager}</p>`),
      ),
      section(widget('map', `<div class="map_wrap"><iframe src="https://map.kakao.example/?q=${encodeURIComponent(a.address)}" width="100%" height="400" frameborder="0" title="지도"></iframe></div>`), text(`<p>문의: ${kakaoLine} · 전화 <a href="tel:${tel}">${f.phone}</a></p>`)),
    ),
    '/faq': document(
      '/faq',
      'FAQ',
      '스터디룸 예약, 주차, 사물함, 와이파이.',
      section(
        title('자주 묻는 질문'),
        widget(
          'board',
          `<div class="faq_list">${[
            ['스터디룸은 어떻게 예약하나요?', `${kakaoLine} 또는 키오스크에서 예약하실 수 있습니다. 최소 ${p.roomMin}시간부터 예약 가능합니다.`],
            ['주차할 수 있나요?', parkingLines.join('<br>')],
            ['사물함만 따로 빌릴 수 있나요?', `사물함(4주 ${won(p.locker)})은 기간권 또는 시간충전권을 보유한 회원만 대여할 수 있습니다.`],
            ['와이파이와 콘센트가 있나요?', '전 좌석에 콘센트와 USB 포트가 있고, 5G 와이파이를 무료로 이용하실 수 있습니다.'],
            ['두 지점을 모두 이용할 수 있나요?', `시간권·충전권·4주 자유석은 ${a.name}과 ${b.name} 어디서나 이용 가능합니다. 고정석과 1인실은 등록한 지점에서만 이용할 수 있습니다.`],
          ]
            .map(([question, answer]) => `<div class="faq_item _faq"><div class="faq_q"><span class="q">Q</span> ${question}</div><div class="faq_a"><span class="a">A</span> ${answer}</div></div>`)
            .join('')}</div>`,
        ),
      ),
    ),
    '/notice': document('/notice', '공지사항', `${f.brand} 공지사항과 이벤트.`, section(title('공지사항'), boardList)),
    [boardPost.holiday]: document(
      boardPost.holiday,
      `${hol.name} 운영 안내`,
      `${hol.name}에도 24시간 운영합니다.`,
      section(
        widget(
          'board',
          `<div class="board_view"><div class="view_tit"><h1 class="tit">[공지] ${hol.name} 운영 안내</h1></div><div class="author_info"><span class="write">매니저</span><span class="date">2035-01-27</span></div><div class="board_txt_area fr-view"><p>${hol.name}(${hol.days})에도 두 지점 모두 24시간 정상 운영합니다. 단, 연휴 기간 청소 시간은 ${hol.clean}로 변경되며 매니저는 상주하지 않습니다. 문의는 ${kakaoLine}로 남겨 주세요.</p></div><div class="board_btns"><a class="_fade_link btn" href="/notice">목록</a></div></div>`,
        ),
      ),
    ),
    [boardPost.event]: document(
      boardPost.event,
      '시험기간 응원 이벤트',
      `4주 고정석 구매 시 ${ev.gift}.`,
      section(
        widget(
          'board',
          `<div class="board_view"><div class="view_tit"><h1 class="tit">[이벤트] 시험기간 응원! 4주 고정석 구매 시 ${ev.gift}</h1></div><div class="author_info"><span class="write">매니저</span><span class="date">2035-05-24</span></div><div class="board_txt_area fr-view"><p>${ev.from}부터 ${ev.to}까지 4주 고정석(${won(p.fixed4w)})을 구매하시는 모든 분께 ${ev.gift} 혜택을 드립니다. 키오스크와 온라인 구매 모두 적용됩니다.</p></div><div class="board_btns"><a class="_fade_link btn" href="/notice">목록</a></div></div>`,
        ),
      ),
    ),
    '/shop': document(
      '/shop',
      '이용권 구매',
      '4주 기간권, 시간충전권, 사물함을 온라인으로 구매하세요.',
      section(
        title('이용권 구매', '온라인 구매 후 키오스크에서 휴대폰 번호로 바로 입실'),
        widget('shop_list', `<div class="shop_list_wrap">${goods.map(([href, name, price]) => shopCard(href, name, won(price))).join('')}</div>`),
      ),
    ),
    ...Object.fromEntries(goods.map((good) => [good[0], shopView(...good)])),
    '/staffonly': document(
      '/staffonly',
      '직원 전용',
      '직원 전용',
      section(title('직원 전용 (외부 공유 금지)'), text(`<p>출입문 마스터 비밀번호: ${ix.doorCode}</p><p>매니저 시급: ${ix.wage}</p><p>${a.name} 월 임대료: ${ix.rent}</p>`)),
    ),
  };

  return { name: 'Study cafe (ko-KR)', questions: studyCafeQuestions(f), disallow: ['/staffonly'], pages };
}
