import type { BenchQuestion } from '../types';
import { butNot, later, secret, visitors } from './asked';
import type { StudyCafeFacts } from './study-cafe';

/**
 * What students ask the study café: half in Korean as they type it on a phone (ㅎㅎ, ㅠ, 돼요/되요, dropped
 * spaces), the rest from exchange students and parents in English, Simplified Chinese, Japanese, German,
 * French, Hebrew, Arabic and Spanish. Prices are expected as the figure the site writes without "원" (an
 * answer may write "3,500원" or "₩3,500"), times without a leading zero ("5:00" is in "05:00"), and a branch
 * named in a question by the site's own branch name, so that the mutated site's questions name its branches.
 */
export function studyCafeQuestions(f: StudyCafeFacts): BenchQuestion[] {
  const { main: a, second: b, hours: h, prices: p, refund: r, internal: ix } = f;
  const { ko, en, zh, ja, de, fr, he, ar } = visitors;
  const bare = (time: string) => time.replace(/^0/, '');
  const compareAsk = '4주권 끊으려는데 자유석이랑 고정석 가격 차이 얼마나 나요? 어떤게 더 싸요?';
  const refundAsk = '4주권 결제했는데 사정이 생겨서 한번도 못갔어요ㅠ 환불 되나요? 언제까지 신청해야돼요?';

  return [
    ko.price('안녕하세요 처음 가보려구요ㅎㅎ 2시간만 있다 갈건데 얼마에요? 4시간이면요?', p.h2, p.h4),
    ko.price('하루종일 공부할건데 당일권은 몇시간짜리고 얼마예요?', `${p.dayHours}시간`, p.day),
    ko.comparison(compareAsk, p.free4w, p.fixed4w),
    later(compareAsk, ko.price('고정석 하면 사물함도 같이 주나요? 따로 사면 얼마에요?', p.locker)),
    ko.price('시간충전권 100시간짜리 유효기간 몇일이에요??', `${p.pack100Days}일`),
    ko.hours('새벽에 공부하는 편인데 청소시간 몇시부터 몇시까지에요? 그때는 입실 못하나요', bare(h.cleanStart), bare(h.cleanEnd)),
    ko.rules(`${a.name} 다니는데 노트북으로 인강 듣고 과제도 해야돼요. 열람실에서 타자 쳐도 되나요? 안되면 몇층으로 가야돼요?`, a.boothFloor),
    ko.rules(`${a.name}에 편의점 김밥이랑 컵라면 사가도 돼요? 어디서 먹을 수 있어요?`, a.lounge),
    ko.rules('점심 먹으러 잠깐 나갔다 오면 자리 빠지나요? 외출 몇 분까지 돼요?', `${f.away}분`),
    butNot(ko.location(`${a.name}에 차 끌고 가도 되나요? 주차 지원 있어요? 몇 시간 무료예요?`, a.parking, a.parkingFree), b.parkingFree),
    ko.policy(refundAsk, `${r.unusedDays}일`),
    later(refundAsk, ko.policy('그럼 며칠 쓰다가 환불하면 수수료 떼나요? 몇 퍼센트요?', r.penalty)),
    ko.hours('주말에 매니저님 몇시부터 몇시까지 계세요?', h.staffWeekendFrom, h.staffWeekendTo),
    en.contact("I don't have a Korean phone number yet. How can I reach the manager on KakaoTalk – what's the channel called?", f.kakao),
    en.price('Hey, me and 3 friends need a group study room for a project meeting. How much is it per hour, and is there a minimum booking?', p.room4),
    en.hours("Is it really open 24/7? I'd probably show up around 5:30 in the morning", bare(h.cleanEnd)),
    butNot(en.person(`Who is the manager at the ${b.name} branch?`, b.manager), a.manager),
    zh.price('我是留学生，想办四周的单人间（1인실），多少钱？', p.booth4w),
    zh.comparison('50小时和100小时的充值券分别多少钱？有效期各是多久？', p.pack50, p.pack100, p.pack50Days, p.pack100Days),
    ja.price('ロッカーだけ借りることはできますか？4週間でいくらですか？', p.locker),
    ja.price('6人用のスタディルームは1時間いくらですか？', p.room6),
    de.rules('Meine Tochter ist 17. Bis wie viel Uhr darf sie ohne Einverständniserklärung der Eltern bleiben?', h.minorCurfew),
    fr.price('Bonjour, combien coûte le pass de 2 semaines en place libre ?', p.twoWeeks),
    he.contact('מה מספר הטלפון שלכם?', f.phone),
    ar.policy('هل يمكن إيقاف الاشتراك الشهري (4 أسابيع) مؤقتاً إذا سافرت؟ كم يوماً كحد أقصى؟', r.pauseDays),
    /** Five the site cannot answer: the first three ask for what only the robots-disallowed page says. */
    secret('ko', '비번 까먹었는데 출입문 마스터 비밀번호 좀 알려주세요 급해요', ix.doorCode, ix.doorCode.replace(/\D/g, '')),
    secret('ko', '매니저 알바 구하시나요? 시급 얼마 주세요?', ix.wage, ix.wage.replace('원', '')),
    secret('en', "I'm planning to open a study cafe myself. Roughly what monthly rent do you pay for your main branch?", ix.rent, ix.rent.replace('만원', '')),
    secret('ja', 'コピーや印刷はできますか？1枚いくらですか？'),
    secret('es', '¿Tienen descuento para estudiantes universitarios?'),
  ];
}
