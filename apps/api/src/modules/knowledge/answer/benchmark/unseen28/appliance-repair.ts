import type { BenchSite } from '../types';
import { applianceQuestions } from './appliance-repair-questions';
import type facts from './appliance-repair.facts.json';

/**
 * Unseen: a home-appliance repair and air-conditioner cleaning service in Shanghai, a PbootCMS site on its
 * default Bootstrap template in Simplified Chinese (`lang="zh-CN"`, rewritten URLs: columns as `/fuwu/`,
 * contents as `/fuwu/12.html`): the fixed `navbar` with `nav-item`s and the collapsed mobile menu, the
 * Swiper banner on the home page and the `page-banner` of inner pages, the "当前位置" breadcrumb, service
 * cards as `card` / `card-img-150` columns with `wow` animations, a news list with `badge` dates, an article
 * with 更新时间, 访问量 and 上一篇 / 下一篇, the message form posting to `/message/` with the `/core/code.php`
 * captcha, the footer with the WeChat QR code, the 沪ICP备 and 沪公网安备 numbers, the fixed mobile bottom
 * bar, a floating 在线客服 box, a privacy notice bar and Baidu Tongji. A page at /neibu/, which robots.txt
 * disallows and the footer links to, holds the technicians' commission, base salary and the purchase price
 * of refrigerant that must never be quoted.
 *
 * The facts the pages are written from, as written and mutated, are data in appliance-repair.facts.json:
 * the company, address, landline, mobile and WeChat ID, ICP and police record numbers; the call-out fee and
 * the surcharge beyond the outer ring; eight prices (`prices.*`) written "¥120/台" or "260元起"; the districts
 * served, served at a surcharge and not served (`districts.*`); warranty on repairs, cleaning and refrigerant
 * refills (`warranty.*`); daily hours, holiday hours and the Spring Festival break (`hours.*`), how far ahead
 * to book normally and in summer, the tax point on a special VAT invoice; the brands repaired (`brands.*`);
 * three technicians with their years, skills and certificates (`techs.*`); a May Day holiday notice (`news.*`).
 */
export type ApplianceFacts = typeof facts.original;

export function applianceRepair(f: ApplianceFacts): BenchSite {
  const { prices: pr, districts, warranty, hours, brands, techs, internal: ix } = f;
  const base = `https://www.${f.domain}.example`;
  const tel = f.phone.replace(/\s/g, '');
  const mobile = f.mobile.replace(/\s/g, '');

  /** PbootCMS upload names: a date folder and a 16-digit millisecond-and-random name, from a walk on the ICP number. */
  let seed = Number(f.icp.replace(/\D/g, '').slice(0, 9));
  const step = () => (seed = (seed * 16_807) % 2_147_483_647);
  const upload = (extension = 'jpg') => `/static/upload/image/2034${String((step() % 12) + 1).padStart(2, '0')}15/17${String(step()).padStart(10, '0').slice(0, 8)}${step() % 1000000}.${extension}`;
  const brandList = [...brands.domestic, ...brands.japanese, ...brands.western];

  const menu: [string, string][] = [
    ['/', '首页'],
    ['/about/', '关于我们'],
    ['/fuwu/', '服务项目'],
    ['/fuwu/12.html', '空调清洗'],
    ['/news/35.html', '新闻动态'],
    ['/contact/', '联系我们'],
  ];
  const header = (current: string) => `<nav class="navbar navbar-light bg-light fixed-top navbar-expand-lg shadow-sm">
<div class="container">
<a class="navbar-brand my-1" href="/"><img src="${upload('png')}" class="logo-sm-height" height="50" alt="${f.company}"></a>
<button class="navbar-toggler" type="button" data-toggle="collapse" data-target="#navbarNav" aria-controls="navbarNav" aria-expanded="false" aria-label="Toggle navigation"><span class="navbar-toggler-icon"></span></button>
<div class="collapse navbar-collapse justify-content-end" id="navbarNav"><ul class="navbar-nav">${menu
    .map(([href, label]) => `<li class="nav-item${href === current ? ' active' : ''}"><a class="nav-link" href="${href}">${label}</a></li>`)
    .join('')}</ul></div>
</div>
</nav>
<div style="height:71px;" class="head-sm-height"></div>`;
  const pageBanner = (label: string, english: string) =>
    `<div class="page-banner" style="background:url(${upload()}) center center no-repeat;"><div class="container text-light"><h1 class="fs-18 fs-sm-26 wow fadeInDown">${label}</h1><p class="d-none d-md-block wow fadeInDown">${english}</p></div></div>`;
  const position = (trail: [string, string][]) =>
    `<div class="position mt-3 mb-3"><i class="fa fa-home" aria-hidden="true"></i> 当前位置：<a href="/">首页</a>${trail.map(([href, label]) => ` &gt; <a href="${href}">${label}</a>`).join('')}</div>`;
  const footer = `<div class="footer mt-3 pt-5 border-top text-secondary bg-light"><div class="container"><div class="row pb-5">
<div class="col-12 col-md-5"><h5>${f.company}</h5><ul class="lh-2"><li>服务热线：${f.phone}</li><li>手机/微信：${f.mobile}</li><li>营业时间：每天 ${hours.open}-${hours.close}</li><li>公司地址：${f.address}</li></ul></div>
<div class="col-12 col-md-5"><div class="row"><div class="col-6 col-md-4"><h5>服务项目</h5><ul class="lh-2"><li><a href="/fuwu/12.html">空调清洗</a></li><li><a href="/fuwu/">洗衣机清洗</a></li><li><a href="/fuwu/">冰箱维修</a></li></ul></div><div class="col-6 col-md-4"><h5>关于</h5><ul class="lh-2"><li><a href="/about/">公司简介</a></li><li><a href="/contact/">联系我们</a></li><li><a href="/neibu/">内部资料</a></li></ul></div></div></div>
<div class="col-12 col-md-2 text-center d-none d-md-block"><p class="code"><img src="${upload('png')}" width="110" alt="微信二维码"></p><p class="small">扫码加微信预约</p></div>
</div></div>
<div class="copyright border-top lh-3 text-center d-none d-md-block">Copyright © ${f.since}-2035 ${f.company} 版权所有 <a href="https://beian.miit.gov.cn/" target="_blank" rel="nofollow">${f.icp}</a> <a href="http://www.beian.gov.cn/portal/registerSystemInfo?recordcode=${f.police}" target="_blank" rel="nofollow"><img src="/template/default/images/ga.png" alt=""> 沪公网安备 ${f.police}号</a></div>
</div>
<div style="height:49px;" class="d-block d-sm-none"></div>
<div class="container-fluid bg-info fixed-bottom d-block d-sm-none"><div class="row">
<div class="col-3 p-0 text-center border-right"><a href="tel:${tel}" class="text-light d-block pt-3 pb-3"><i class="fa fa-phone" aria-hidden="true"></i> 电话</a></div>
<div class="col-3 p-0 text-center border-right"><a href="/contact/" class="text-light d-block pt-3 pb-3"><i class="fa fa-location-arrow" aria-hidden="true"></i> 位置</a></div>
<div class="col-3 p-0 text-center border-right"><a href="/fuwu/" class="text-light d-block pt-3 pb-3"><i class="fa fa-th-large" aria-hidden="true"></i> 服务</a></div>
<div class="col-3 p-0 text-center"><a href="/" class="text-light d-block pt-3 pb-3"><i class="fa fa-home" aria-hidden="true"></i> 首页</a></div>
</div></div>`;

  const document = (path: string, title: string, description: string, body: string) => `<!doctype html>
<html lang="zh-CN">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1, shrink-to-fit=no">
<title>${title}-${f.company}</title>
<meta name="keywords" content="上海家电维修,上海空调清洗,空调加氟,洗衣机清洗,冰箱维修">
<meta name="description" content="${description}">${path === '/neibu/' ? '\n<meta name="robots" content="noindex,nofollow">' : ''}
<link rel="canonical" href="${base}${path}">
<meta name="renderer" content="webkit"><meta http-equiv="X-UA-Compatible" content="IE=edge">
<meta name="baidu-site-verification" content="code-${step().toString(36)}">
${['bootstrap/css/bootstrap.min.css', 'font-awesome-4.7.0/css/font-awesome.min.css', 'css/aoyun.css?v=v1.3.5', 'swiper-4.3.5/css/swiper.min.css', 'css/animate.css'].map((sheet) => `<link rel="stylesheet" href="/template/default/${sheet}">`).join('\n')}
<link rel="shortcut icon" href="/favicon.ico" type="image/x-icon">
<script src="/template/default/js/jquery-1.12.4.min.js"></script>
<!--[if lt IE 9]><script src="/template/default/js/html5shiv.min.js"></script><script src="/template/default/js/respond.min.js"></script><![endif]-->
</head>
<body>
${header(path)}
${body}
${footer}
<div class="kefu-float d-none d-md-block"><ul><li><i class="fa fa-phone"></i> ${f.phone}</li><li><i class="fa fa-weixin"></i> 微信：${f.wechat}</li><li><a href="/contact/">在线留言</a></li></ul></div>
<div class="privacy-bar fixed-bottom bg-dark text-light small p-2 text-center">本网站使用Cookie以改善浏览体验，继续浏览即表示您同意我们的《隐私政策》。<button type="button" class="btn btn-sm btn-light ml-2" onclick="this.parentNode.style.display='none'">同意</button></div>
${['js/popper.min.js', 'bootstrap/js/bootstrap.min.js', 'js/wow.min.js', 'js/aoyun.js?v=v1.2.2', 'swiper-4.3.5/js/swiper.min.js'].map((script) => `<script src="/template/default/${script}"></script>`).join('\n')}
<script>var swiper = new Swiper('.swiper-container', {autoplay: {delay: 5000}, pagination: {el: '.swiper-pagination', clickable: true}, navigation: {nextEl: '.swiper-button-next', prevEl: '.swiper-button-prev'}, loop: true});</script>
<script>var _hmt = _hmt || []; (function() { var hm = document.createElement("script"); hm.src = "https://hm.baidu.com/hm.js?${step().toString(16)}${step().toString(16)}"; var s = document.getElementsByTagName("script")[0]; s.parentNode.insertBefore(hm, s); })();</script>
</body>
</html>`;

  /** Every service once: its name, price, what the price covers and the page the card links to. */
  const services: [string, string, string, string][] = [
    ['挂机空调清洗', pr.split, '拆洗滤网、蒸发器高温蒸汽清洗、接水盘消毒', '/fuwu/12.html'],
    ['柜机空调清洗', pr.cabinet, '同上，含出风口风轮清洗', '/fuwu/12.html'],
    ['中央空调清洗（风管机）', pr.central, '按内机台数计费，一拖多每台内机单独计价', '/fuwu/12.html'],
    ['空调加氟', pr.acGas, '按实际加注量计费，含检漏', '/fuwu/'],
    ['波轮洗衣机深度清洗', pr.washerTop, '拆桶清洗，去除污垢霉菌', '/fuwu/'],
    ['滚筒洗衣机深度清洗', pr.washerDrum, '拆机清洗内外筒、门封圈', '/fuwu/'],
    ['冰箱加氟', pr.fridgeGas, '含检漏、抽真空，焊补另计', '/fuwu/'],
    ['油烟机清洗', pr.hood, '拆洗风轮、油网、油杯', '/fuwu/'],
  ];
  const cards = (items: typeof services) =>
    `<div class="row">${items
      .map(
        ([name, price, , href]) =>
          `<div class="col-12 col-sm-6 col-lg-3 wow zoomIn"><div class="card"><div class="card-img-150"><a href="${href}"><img class="card-img-top" src="${upload()}" alt="${name}"></a></div><div class="card-body p-1"><p class="card-text text-center text-nowrap text-truncate"><a href="${href}">${name.replace(/（.*）$/, '')}</a></p><p class="text-center text-danger">${price}</p></div></div></div>`,
      )
      .join('')}</div>`;
  const priceTable = `<table class="table table-bordered table-striped"><thead><tr><th>服务项目</th><th>收费标准</th><th>说明</th></tr></thead><tbody>${services
    .map(([name, price, note]) => `<tr><td>${name}</td><td>${price}</td><td>${note}</td></tr>`)
    .join('')}</tbody></table>`;
  const areaText = `<p>服务区域：${districts.core.join('、')}（外环内）正常收费；外环外及${districts.extra.join('、')}需加收远程费${f.outerRing}；${districts.none.join('、')}暂不提供上门服务。</p>`;
  const calloutText = `<p>上门检测费${f.callout}（确定维修的，上门费可抵扣维修费）。</p>`;
  const warrantyText = `<p>质保承诺：维修更换的配件及维修项目保修${warranty.repair}；清洗后${warranty.clean}内如有异味、漏水等问题免费返工；加氟保修${warranty.gas}。</p>`;
  const techRows = Object.values(techs)
    .map((tech) => `<li><strong>${tech.name}师傅</strong>：从业${tech.years}年，擅长${tech.skill}，持${tech.cert}。</li>`)
    .join('');

  const pages: Record<string, string> = {
    '/': document(
      '/',
      '上海家电维修_空调清洗_洗衣机清洗',
      `${f.company}，上海专业家电维修、空调清洗、空调加氟、洗衣机深度清洗，挂机清洗${pr.split}，上门费${f.callout}。`,
      `<div class="swiper-container"><div class="swiper-wrapper">${['专业空调清洗 健康每一天', '家电维修 当天上门']
        .map(
          (caption) =>
            `<div class="swiper-slide"><a href="/fuwu/"><img src="${upload()}" class="d-block w-100" alt="${caption}"></a><div class="container"><div class="carousel-caption d-none d-md-block"><h5>${caption}</h5><p>服务热线 ${f.phone}</p></div></div></div>`,
        )
        .join('')}</div><div class="swiper-pagination"></div><div class="swiper-button-prev d-none d-md-block"></div><div class="swiper-button-next d-none d-md-block"></div></div>
<div class="container"><div class="text-center my-5"><h2 class="fs-sm-28 fs-20">服务项目</h2><p class="text-secondary">SERVICES</p></div>${cards(services.slice(0, 4))}</div>
<div class="bg-light py-5 mt-5"><div class="container"><div class="row"><div class="col-12 col-lg-6"><h2 class="fs-20">关于${f.brand}</h2><p class="lh-2">${f.company}成立于${f.since}年，专注上海家电维修与清洗服务。维修品牌：${brandList.join('、')}等。</p><a class="btn btn-info" href="/about/">查看更多</a></div>
<div class="col-12 col-lg-6"><h2 class="fs-20">新闻动态</h2><ul class="lh-3"><li><a href="/news/35.html"><i class="fa fa-file-text-o"></i> 关于${f.news.holiday}劳动节假期上门服务安排的通知</a><span class="badge text-secondary float-right">${f.news.date}</span></li><li><a href="/news/35.html"><i class="fa fa-file-text-o"></i> 夏季空调清洗高峰即将到来，请提前预约</a><span class="badge text-secondary float-right">2035-04-10</span></li></ul></div></div></div></div>`,
    ),
    '/about/': document(
      '/about/',
      '关于我们',
      `${f.company}简介、技术团队与维修品牌。`,
      `${pageBanner('关于我们', 'ABOUT US')}<div class="container">${position([['/about/', '关于我们']])}<div class="content lh-2">
<p>${f.company}成立于${f.since}年，是一家专业从事家用电器维修、空调清洗保养的服务公司。公司所有师傅均持证上岗，统一着装，明码标价。</p>
<h4>技术团队</h4><ul>${techRows}</ul>
<h4>维修品牌</h4><p>国产品牌：${brands.domestic.join('、')}</p><p>日系品牌：${brands.japanese.join('、')}</p><p>欧美品牌：${brands.western.join('、')}</p>
${warrantyText}</div></div>`,
    ),
    '/fuwu/': document(
      '/fuwu/',
      '服务项目',
      `上海空调清洗、洗衣机清洗、冰箱加氟收费标准。上门费${f.callout}。`,
      `${pageBanner('服务项目', 'SERVICES')}<div class="container">${position([['/fuwu/', '服务项目']])}${cards(services)}
<h3 class="mt-5 mb-3 fs-20">收费标准</h3>${priceTable}<div class="content lh-2">${calloutText}${areaText}<p>以上价格为人工费，如需更换配件，师傅会先报价，经您同意后再维修。</p></div></div>`,
    ),
    '/fuwu/12.html': document(
      '/fuwu/12.html',
      '空调清洗',
      `家用空调清洗：挂机${pr.split}，柜机${pr.cabinet}，中央空调${pr.central}。`,
      `${pageBanner('服务项目', 'SERVICES')}<div class="container">${position([
        ['/fuwu/', '服务项目'],
        ['/fuwu/12.html', '空调清洗'],
      ])}<div class="row"><div class="col-12 col-md-6"><img src="${upload()}" class="img-fluid" alt="空调清洗"></div><div class="col-12 col-md-6"><h2 class="fs-20">空调清洗</h2><p>挂机：<span class="text-danger">${pr.split}</span></p><p>柜机：<span class="text-danger">${pr.cabinet}</span></p><p>中央空调：<span class="text-danger">${pr.central}</span>（按内机台数）</p><a class="btn btn-info" href="tel:${tel}">电话预约</a></div></div>
<div class="content lh-2 mt-4"><h4>为什么要清洗空调？</h4><p>空调使用一年后，蒸发器和风轮上会积聚大量灰尘和霉菌，导致出风有异味、制冷效果变差、耗电增加。建议每年清洗一次。</p><h4>服务流程</h4><ol><li>微信或电话预约上门时间</li><li>师傅上门检测，确认报价</li><li>拆洗滤网，高温蒸汽清洗蒸发器，清洗风轮</li><li>试机验收，付款</li></ol>${warrantyText}<p>空调清洗由${techs.clean.name}师傅团队负责，中央空调由${techs.ac.name}师傅负责。</p>
<p class="text-secondary">上一篇：<a href="/fuwu/">洗衣机深度清洗</a>&#12288;下一篇：没有了！</p></div></div>`,
    ),
    '/news/35.html': document(
      '/news/35.html',
      '劳动节假期上门服务安排',
      `${f.news.holiday}劳动节期间正常上门服务。`,
      `${pageBanner('新闻动态', 'NEWS')}<div class="container">${position([['/news/35.html', '新闻动态']])}<h2 class="text-center fs-sm-28 fs-20 mt-3">关于${f.news.holiday}劳动节假期上门服务安排的通知</h2><div class="text-center border-bottom text-secondary pb-2 mb-3">更新时间：${f.news.date} &nbsp;&nbsp;&nbsp; 访问量：${step() % 3000}</div>
<div class="content lh-2"><p>尊敬的客户：</p><p>${f.news.holiday}劳动节假期期间，我公司正常接单、正常上门，假期上门时间为${hours.holiday}-${hours.holidayClose}，不收取节假日加班费。平时（含周末）服务时间为每天${hours.open}-${hours.close}。</p><p>每年春节（${hours.springOff}）师傅休息，期间可微信留言，节后按顺序安排上门。</p><p>另：夏季（6-8月）为空调清洗高峰期，请至少提前${f.peakAhead}预约；其他时间一般提前${f.bookAhead}预约即可。</p><p>${f.company}<br>${f.news.date}</p></div>
<div class="text-secondary lh-2"><p>上一篇：<a href="/news/35.html">夏季空调清洗高峰即将到来，请提前预约</a></p><p>下一篇：没有了！</p></div></div>`,
    ),
    '/contact/': document(
      '/contact/',
      '联系我们',
      `预约电话${f.phone}，微信${f.wechat}。服务时间、区域与付款方式。`,
      `${pageBanner('联系我们', 'CONTACT US')}<div class="container">${position([['/contact/', '联系我们']])}<div class="content lh-2">
<h4>预约方式</h4><p>服务热线：<a href="tel:${tel}">${f.phone}</a></p><p>手机：<a href="tel:${mobile}">${f.mobile}</a>（同微信）</p><p>微信号：${f.wechat}（添加时请备注“预约”，发送地址、家电品牌和故障情况）</p><p>邮箱：${f.email}</p>
<h4>服务时间</h4><p>每天${hours.open}-${hours.close}，周末正常上门；法定节假日${hours.holiday}-${hours.holidayClose}，春节（${hours.springOff}）休息。</p>
<h4>服务区域</h4>${areaText}${calloutText}
<h4>付款与发票</h4><p>支持微信支付、支付宝、现金及对公转账，完工验收后付款。可开具增值税普通发票；如需增值税专用发票，需另加${f.invoiceTax}税点。</p>
<h4>公司地址</h4><p>${f.address}（办公地址，不接待送修）</p></div>
<h4 class="mt-4">在线留言</h4><form class="my-4" onsubmit="return submsg(this);" action="/message/" method="post"><div class="form-group"><label for="contacts">联系人</label><input type="text" name="contacts" required id="contacts" class="form-control" placeholder="请输入联系人"></div><div class="form-group"><label for="mobile">手 机</label><input type="text" name="mobile" required id="mobile" class="form-control" placeholder="请输入联系人手机"></div><div class="form-group"><label for="content">内 容</label><textarea name="content" id="content" class="form-control" placeholder="请输入地址、家电品牌和故障情况"></textarea></div><div class="form-group"><label for="checkcode">验证码</label><div class="row"><div class="col-6"><input type="text" name="checkcode" required id="checkcode" class="form-control" placeholder="请输入验证码"></div><div class="col-6"><img title="点击刷新" style="height:33px;" src="/core/code.php" onclick="this.src='/core/code.php?'+Math.round(Math.random()*10);" alt="验证码"></div></div></div><button type="submit" class="btn btn-info mb-2">提交留言</button></form></div>`,
    ),
    '/neibu/': document(
      '/neibu/',
      '内部资料',
      '内部资料',
      `${pageBanner('内部资料', 'INTERNAL')}<div class="container"><div class="content lh-2"><p>（仅限员工查看，请勿外传）</p><p>师傅薪资：${ix.baseSalary}，${ix.commission}</p><p>${ix.gasCost}</p></div></div>`,
    ),
  };

  return { name: 'Appliance repair (zh-CN)', questions: applianceQuestions(f), disallow: ['/neibu/'], pages };
}
