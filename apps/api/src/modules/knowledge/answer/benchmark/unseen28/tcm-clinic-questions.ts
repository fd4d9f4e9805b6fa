import type { BenchQuestion } from '../types';
import { doctorOn, type TcmFacts } from './tcm-clinic';

/**
 * What patients ask the clinic: more than half in Traditional Chinese as Taipei patients type it (口語,
 * 禮拜天 for 週日, a wrong character or two), the rest from expats and visitors in English, Japanese,
 * Simplified Chinese, Spanish, French, German and Hebrew. Fees are expected as the figure without "NT$",
 * which an answer may write as "150元" or "NT$150"; names, times and the LINE account as the site writes them.
 */
export function tcmQuestions(f: TcmFacts): BenchQuestion[] {
  const { fees, selfPaid: sp, sessions, doctors, internal: ix } = f;
  const twd = (price: string) => price.replace('NT$', '');
  const sunday = 6;
  const ask =
    (language: string) =>
    (kind: string, question: string, ...expect: string[]): BenchQuestion =>
      language === 'en' ? { kind, ask: question, expect } : { kind, ask: question, expect, language };
  const tw = ask('zh-Hant');
  const sleepAsk = '我最近一直睡不好，常常半夜三點醒來就睡不著，應該掛哪一位醫師比較適合？';

  const taiwanese: BenchQuestion[] = [
    tw('price', '第一次去看診，有帶健保卡的話掛號費多少錢？', twd(fees.registration)),
    tw('policy', '推拿可以刷健保嗎？不行的話推拿半小時自費要多少？', twd(sp.tuina30)),
    tw('price', '請問拔罐一次多少錢', twd(sp.cupping)),
    tw('comparison', '刮痧跟拔罐哪個比較便宜？', twd(sp.cupping)),
    tw('schedule', '禮拜天下午有看診嗎？如果沒有，禮拜天早上是哪位醫師？', doctorOn(f, 'morning', sunday)?.name ?? ''),
    tw('person', sleepAsk, doctors.sleep.name),
    { ...tw('follow-up', '好，那要怎麼預約他的門診？可以用LINE嗎？', f.line), after: [sleepAsk] },
    tw('person', '想調理經痛順便備孕，你們哪位醫師看婦科？', doctors.women.name),
    tw('policy', '明天第一次針灸有點緊張，需要空腹嗎？要先吃東西嗎？', f.eatBefore),
    tw('list', '初診要帶哪些東西？需要提早到嗎？', '健保卡', `${f.earlyMinutes}分鐘`),
    tw('policy', '我忘記帶健保卡了怎麼辦，還可以看嗎？錢可以退嗎？', `${f.cardDays}日內`),
    tw('location', '搭捷運的話要在哪一站下車？走幾號出口？', f.station.replace('捷運', ''), f.exit),
    tw('hours', '我平日八點半才下班，晚診最晚幾點前要掛號？', sessions.evening.last),
    tw('booking', '今天晚上想看診，現在用LINE預約還來的及嗎？', f.phone.replace(/^\(02\)\s*/, '')),
    tw('policy', '針灸完多久才能洗澡？', f.noBathAfter),
    tw('price', '要申請保險理賠，診斷證明書怎麼收費？', twd(fees.certificate)),
  ];
  const visitors: BenchQuestion[] = [
    ask('en')('price', "Hi, I'm a foreigner working in Taipei and I don't have the NHI card yet. How much is a consultation if I pay myself?", twd(fees.selfConsult)),
    ask('en')('hours', "I work late on weekdays. What's the latest time I can see a doctor on a Saturday?", sessions.afternoon.to),
    ask('de')('person', 'Ich habe mir beim Laufen das Knie verletzt. Welcher Arzt ist bei Ihnen auf Sportverletzungen spezialisiert?', doctors.sports.name),
    ask('ja')('price', '台湾に旅行中です。電気鍼（自費の鍼灸）は1回いくらですか？', twd(sp.acupuncture)),
    ask('zh-Hans')('price', '你好，我从大陆过来在台北住一个月，想做推拿，60分钟多少钱？', twd(sp.tuina60)),
    ask('zh-Hans')('hours', '周日上午几点开始看诊？', sessions.morning.from),
    ask('es')('price', '¿Cuánto cuesta una sesión de moxibustión?', twd(sp.moxa)),
    ask('fr')('contact', 'Bonjour, quel est le numéro de téléphone de la clinique pour prendre rendez-vous ?', f.phone.replace(/^\(02\)\s*/, '')),
    ask('he')('price', 'אפשר לקבל אצלכם מרשם צמחים מבושל (decoction)? כמה עולה מנה אחת?', twd(sp.decoction)),
  ];
  /** Five the site cannot answer: the first three ask for what only the robots-disallowed page says. */
  const cannot: BenchQuestion[] = [
    { kind: 'unanswerable', language: 'zh-Hant', ask: '你們櫃台有在徵兼職嗎？時薪大概多少？', reject: [ix.wage, twd(ix.wage)] },
    { kind: 'unanswerable', language: 'zh-Hans', ask: '我是做药材批发的，你们当归进货价一斤多少钱？', reject: [ix.herbCost, twd(ix.herbCost)] },
    { kind: 'unanswerable', ask: "I'm a licensed TCM doctor thinking of joining your clinic. What percentage of the consultation fees do doctors get?", reject: [ix.doctorShare] },
    { kind: 'unanswerable', language: 'zh-Hant', ask: '家裡長輩行動不便，醫師可以到府針灸嗎？' },
    { kind: 'unanswerable', language: 'ar', ask: 'هل تقبلون التأمين الصحي الدولي مثل Cigna أو Allianz؟' },
  ];

  return [...taiwanese, ...visitors, ...cannot];
}
