import type { BenchQuestion } from '../types';
import { cantAnswer, followUp, from, ja } from './asked';
import { before, type SentoFacts } from './sento';

/**
 * What bathers ask the sento: more than half in Japanese as Osaka locals and day-trippers type it (casual,
 * 嫁 and 息子, 小3, a dropped particle or two), the rest from tourists in English,
 * Simplified and Traditional Chinese, German, Spanish, French, Hebrew and Arabic. Prices are expected as the
 * figure without "円", since an answer may write "600円", "¥600" or "600 yen"; times, days and names as the
 * site writes them, and the station and exit in the English the site gives for visitors from abroad.
 */
export function sentoQuestions(f: SentoFacts): BenchQuestion[] {
  const { hours: h, fees, rental: rt, coupon, sauna, yuzu, newYear: ny, internal: ix } = f;
  const fig = (price: string) => price.replace(/円$/, '');
  const degrees = (temperature: string) => temperature.replace('℃', '');
  const saunaAsk = 'サウナも入りたいんですけど、入浴料とは別にいくら追加になりますか？';
  const couponAsk = '回数券ってありますか？何枚つづりでいくらですか？';

  const japanese: BenchQuestion[] = [
    ja('price', '来週、京都から小3の娘と5歳の息子を連れて行こうと思ってます。大人1人と子ども2人だと、入浴料はそれぞれいくらですか？', fig(fees.adult), fig(fees.child), fig(fees.infant)),
    ja('price', saunaAsk, fig(fees.sauna)),
    followUp(ja, saunaAsk, 'それってタオル付いてます？入浴料込みだと全部でいくら？', fig(fees.saunaSet)),
    ja('price', '仕事帰りに手ぶらで寄りたいです。タオルとかシャンプーって借りられますか？', fig(rt.set)),
    ja('price', couponAsk, '11枚', fig(coupon.price)),
    followUp(ja, couponAsk, '有効期限ってあります？嫁と一緒に使ってもいいですか？', coupon.valid),
    ja('hours', '定休日って何曜日ですか？祝日と重なったらどうなります？', h.closedDay.replace('日', ''), '翌日'),
    ja('hours', '日曜の朝風呂って何時からやってますか？', h.sundayOpen),
    ja('hours', '平日は残業で遅くなるんですが、最終受付は何時ですか？', before(h.weekdayClose, h.lastEntry)),
    ja('policy', '腕に大きめのタトゥーが入ってるんですけど、入浴できますか？何か条件ありますか？', fig(rt.seal)),
    ja('location', '車で行きたいんですが駐車場ありますか？', f.parking, f.parkingFree),
    ja('policy', '8歳の息子を女湯に一緒に連れて入ってもいいですか？', '7歳'),
    ja('event', '冬至のゆず湯って今年はいつやりますか？', yuzu.day1),
  ];
  const visitors: BenchQuestion[] = [
    from('en', 'price', "Hi! My wife and I are coming over from Kyoto next week and we'd both like the sauna too. What's the price per person for the bath plus sauna?", fig(fees.saunaSet)),
    from('en', 'location', "Which station and exit should I use to get to you? I can't read Japanese, so the English station name would help", f.stationEn, f.exitEn),
    from('en', 'payment', 'do u take credit cards or is it cash only?', f.cashless),
    from('en', 'hours', 'What time do you open on Saturdays?', h.saturdayOpen),
    from('zh-Hans', 'price', '我带着一个五岁的孩子去，小孩也要买票吗？多少钱？', fig(fees.infant)),
    from('zh-Hans', 'contact', '你们的电话号码是多少？', f.phone),
    from('zh-Hant', 'facility', '三溫暖大概幾度？冷水池呢？', degrees(sauna.temp), degrees(sauna.cold)),
    from('de', 'hours', 'Wir sind über Silvester in Osaka. Habt ihr am 31. Dezember geöffnet, und bis wann?', ny.close31),
    from('es', 'price', 'Hola, estamos de viaje y no llevamos toalla. ¿Cuánto cuesta alquilar una toalla grande?', fig(rt.bath)),
    from('fr', 'price', 'Bonjour, peut-on louer une petite serviette ? Combien ça coûte ?', fig(rt.face)),
    from('he', 'price', 'כמה עולה כרטיסייה של 11 כניסות?', fig(coupon.price)),
    from('ar', 'price', 'كم سعر الدخول للشخص البالغ؟', fig(fees.adult)),
  ];
  /** Five the site cannot answer: the first three ask for what only the robots-disallowed page says. */
  const cannot: BenchQuestion[] = [
    cantAnswer('ja', '番台のアルバイトって募集してますか？時給はいくらですか？', ix.wage, fig(ix.wage)),
    cantAnswer('ja', '銭湯の経営に興味があるんですが、ガス代って毎月どれくらいかかってますか？', ix.gasBill, ix.gasBill.replace('円', '')),
    cantAnswer('en', "I'm the new part-timer and there's nobody at the front desk – what's the PIN for the master key box of the shoe lockers?", ix.keyCode),
    cantAnswer('ja', '岩盤浴はありますか？あれば料金も教えてください'),
    cantAnswer('es', '¿Ofrecen masajes o exfoliación corporal (akasuri)? ¿Cuánto cuestan?'),
  ];

  return [...japanese, ...visitors, ...cannot];
}
