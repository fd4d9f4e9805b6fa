import type { BenchQuestion } from '../types';
import { askedIn } from '../unseen2/markup';
import type { ApplianceFacts } from './appliance-repair';

/**
 * What customers ask the repair service: more than half in Simplified Chinese as Shanghai residents type
 * it (short, colloquial, 挂机 / 柜机, a district name), the rest from expats in English, Japanese, German,
 * French, Spanish, Arabic and Hebrew, and a Taiwanese customer in Traditional Chinese. Prices are expected as
 * the bare figure, since the site writes "¥120/台" and "280元起" and an answer may write "120元" or "RMB 120".
 */
export function applianceQuestions(f: ApplianceFacts): BenchQuestion[] {
  const { prices: pr, districts, warranty, hours, brands, techs, internal: ix } = f;
  const figure = (price: string) => /\d+/.exec(price)?.[0] ?? price;
  const cn = (kind: string, ask: string, ...expect: string[]) => askedIn('zh-Hans')({ kind, ask, expect });
  const abroad = (language: string, kind: string, ask: string, ...expect: string[]): BenchQuestion =>
    language === 'en' ? { kind, ask, expect } : askedIn(language)({ kind, ask, expect });
  const [, farDistrict = ''] = districts.extra;
  const cleanAsk = '家里挂机空调一年多没洗了，开起来有股霉味，上门清洗一台多少钱？';

  const shanghai: BenchQuestion[] = [
    cn('price', cleanAsk, figure(pr.split)),
    { ...cn('follow-up', '洗完要是还有味道怎么办？', warranty.clean), after: [cleanAsk] },
    cn('price', '师傅上门检测要收费吗？多少钱？', figure(f.callout)),
    cn('comparison', '洗衣机深度清洗，波轮的便宜还是滚筒的便宜？', figure(pr.washerTop)),
    cn('price', '冰箱不制冷了，师傅说可能缺氟，加氟大概多少钱？', figure(pr.fridgeGas)),
    cn('location', `我住${farDistrict}，你们能上门吗？要不要加钱？`, figure(f.outerRing)),
    cn('list', '你们正常收费的是哪几个区？', districts.core[3] ?? '', districts.core[5] ?? ''),
    cn('policy', '修好以后保修多久？', warranty.repair),
    cn('hours', '五一放假你们上门吗？几点到几点？', hours.holiday, hours.holidayClose),
    cn('hours', '过年期间能预约上门吗', hours.springOff.replace(/^.*至/, '')),
    cn('payment', '可以开专票吗？要另外加钱吗？', f.invoiceTax),
    cn('service', '日本牌子的空调你们修哪些？', brands.japanese[1] ?? '', brands.japanese[2] ?? ''),
    cn('person', '中央空调不制冷了，你们哪个师傅负责中央空调？', techs.ac.name),
    cn('booking', '怎么预约？加微信可以吗，微信号多少', f.wechat),
    cn('booking', '七月份想洗空调，要提前几天约？', f.peakAhead),
  ];
  const expats: BenchQuestion[] = [
    abroad('en', 'price', 'We have a ducted central AC in our flat in Pudong, three indoor units. How much do you charge to clean it?', figure(pr.central)),
    abroad('en', 'hours', 'Can a technician come after work on a weekday? Until what time do you work?', hours.close),
    abroad('ja', 'price', 'エアコンのガス補充（加氟）はいくらからですか？', figure(pr.acGas)),
    abroad('zh-Hant', 'policy', '冰箱加氟之後有保固嗎？保多久？', warranty.gas),
    abroad('zh-Hant', 'booking', '平常日要提前多久預約？', f.bookAhead),
    abroad('de', 'price', 'Was kostet die Reinigung einer Standklimaanlage (柜机)?', figure(pr.cabinet)),
    abroad('fr', 'price', 'Bonjour, combien coûte le nettoyage en profondeur d’un lave-linge à hublot ?', figure(pr.washerDrum)),
    abroad('es', 'person', '¿Qué técnico se encarga de las lavadoras y las neveras?', techs.washer.name),
    abroad('ar', 'price', 'كم سعر تنظيف شفاط المطبخ؟', figure(pr.hood)),
    abroad('he', 'contact', 'מה מספר הטלפון שלכם להזמנת טכנאי?', f.phone),
  ];
  /** Five the site cannot answer: the first three ask for what only the robots-disallowed page says. */
  const cannot: BenchQuestion[] = [
    { kind: 'unanswerable', language: 'zh-Hans', ask: '你们招维修师傅吗？底薪多少？', reject: [ix.baseSalary, figure(ix.baseSalary)] },
    { kind: 'unanswerable', language: 'zh-Hans', ask: '你们R32冷媒进货多少钱一瓶？我是做批发的', reject: [/¥\d+/.exec(ix.gasCost)?.[0] ?? ix.gasCost, /¥(\d+)/.exec(ix.gasCost)?.[1] ?? ix.gasCost] },
    { kind: 'unanswerable', ask: 'How much of each job does the technician keep? What percentage commission do they get?', reject: [/\d+%/.exec(ix.commission)?.[0] ?? ix.commission] },
    { kind: 'unanswerable', language: 'ja', ask: 'エアコンの新品の販売と取り付けもしていますか？' },
    { kind: 'unanswerable', language: 'he', ask: 'האם הטכנאים שלכם מדברים אנגלית?' },
  ];

  return [...shanghai, ...expats, ...cannot];
}
