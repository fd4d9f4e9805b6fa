import { describe, expect, it } from 'vitest';
import { asksSomethingElse, isBackchannel, isListening, unfinishedRequest } from './turn-words';

describe('what the words of a turn say', () => {
  it('tells unfinished requests from finished ones', () => {
    for (const text of ['how much is the', 'do you have it in', 'can I pay by card or', 'I would like to know about', 'where is uh', 'what about'])
      expect(unfinishedRequest(text), text).toBe(true);
    for (const text of ['how much is it', 'what do you have', 'what can I do', 'do you sell tea also', 'why not', 'is it in stock', 'the red one', ''])
      expect(unfinishedRequest(text), text).toBe(false);
  });

  it('hears "mhm", "yeah", "okay" and nothing as listening, and anything else as taking the turn', () => {
    for (const text of ['mhm', 'Yeah.', 'okay', 'uh huh', 'I see', '', 'oh okay']) expect(isBackchannel(text), text).toBe(true);
    for (const text of ['no', 'wait', 'yeah but how much is it', 'stop', 'okay and the price']) expect(isBackchannel(text), text).toBe(false);
  });

  it('tells words that ask something of their own from the rest of a question', () => {
    for (const text of ['and do you ship to Canada', 'what about delivery', 'how much is it', 'also can I pay by card'])
      expect(asksSomethingElse(text), text).toBe(true);
    for (const text of ['pack', 'to Canada', 'the red one please', 'card']) expect(asksSomethingElse(text), text).toBe(false);
  });

  it('takes short speech over the agent that neither stops it nor asks for listening, whatever was heard', () => {
    expect(isListening('image him', 400)).toBe(true);
    expect(isListening('mhm', 2000)).toBe(true);
    expect(isListening('image him', 900)).toBe(false);
    for (const text of ['no', 'wait', 'hold on', 'what', 'how much', 'do you']) expect(isListening(text, 400), text).toBe(false);
  });
});

describe('the words of a turn in the other languages the product speaks', () => {
  const unfinished: Record<string, [string[], string[]]> = {
    es: [
      ['¿cuánto cuesta el', 'quiero reservar una clase para', 'tienen bicicletas de montaña y', 'eh'],
      ['¿cuánto cuesta?', '¿por qué?', '¿tienen bicicletas?', 'quiero este'],
    ],
    he: [
      ['כמה עולה השיעור של', 'יש לכם אופניים או', 'אני רוצה לקבוע תור עם'],
      ['כמה זה עולה?', 'איפה אתם?', 'יש חניה?'],
    ],
    ar: [
      ['كم سعر الدرس في', 'هل عندكم دراجات أو', 'أريد حجز موعد مع'],
      ['كم السعر؟', 'أين أنتم؟', 'هل عندكم موقف سيارات؟'],
    ],
    ja: [
      ['コーヒーを', '自転車と', 'えーと', '予約したいのですが、それから'],
      ['トイレは？', '何時から？', 'いくらですか', '予約したいんですが'],
    ],
    'zh-Hans': [
      ['我想预约一个', '你们卖自行车和', '嗯'],
      ['多少钱？', '你们几点开门？', '有停车场吗'],
    ],
    'zh-Hant': [
      ['我想預約一個', '你們賣自行車還是', '關於'],
      ['多少錢？', '你們幾點開門？', '有停車場嗎'],
    ],
  };
  for (const [language, [open, finished]] of Object.entries(unfinished))
    it(`tells unfinished requests from finished ones (${language})`, () => {
      for (const text of open) expect(unfinishedRequest(text, language), text).toBe(true);
      for (const text of finished) expect(unfinishedRequest(text, language), text).toBe(false);
    });

  it('hears listening and stopping in each language, and the English words are not read as those', () => {
    const cases: [string, string[], string[]][] = [
      ['es', ['Vale.', 'sí', 'de acuerdo', 'ajá'], ['no', 'espera', 'un momento, ¿y el precio?']],
      ['he', ['כן', 'בסדר', 'אוקיי'], ['לא', 'רגע', 'סליחה, מה המחיר?']],
      ['ar', ['نعم', 'حسنا', 'تمام'], ['لا', 'انتظر', 'لحظة، كم السعر؟']],
      ['ja', ['はい', 'なるほど', 'うんうん'], ['いいえ', 'ちょっと待って', 'すみません、値段は？']],
      ['zh-Hans', ['嗯', '好的', '对对'], ['不是', '等一下', '什么？']],
      ['zh-Hant', ['嗯嗯', '對', '知道了'], ['不是', '等一下', '什麼？']],
    ];
    for (const [language, listening, stopping] of cases) {
      for (const text of listening) expect(isListening(text, 2000, language), `${language}: ${text}`).toBe(true);
      for (const text of stopping) expect(isListening(text, 400, language), `${language}: ${text}`).toBe(false);
      // Spanish "no" is English "no"; elsewhere English backchannels are just speech over 600 ms.
      if (language !== 'es') expect(isListening('okay', 2000, language), `${language}: okay`).toBe(false);
    }
  });

  it('tells words that ask something of their own from the rest of a question in each language', () => {
    const cases: [string, string[], string[]][] = [
      ['es', ['¿y hacen envíos a Canadá?', 'también quiero saber el precio', '¿dónde están?'], ['de montaña', 'la roja por favor']],
      ['he', ['ומה עם משלוחים?', 'כמה זה עולה?', 'אפשר לשלם בכרטיס?'], ['הרים', 'האדום בבקשה']],
      ['ar', ['وهل تشحنون إلى كندا؟', 'كم السعر؟', 'أين المتجر؟'], ['جبلية', 'الحمراء من فضلك']],
      ['ja', ['配送はできますか', '値段はいくら？', 'どこにありますか'], ['マウンテンバイク', '赤いのをお願いします']],
      ['zh-Hans', ['可以送到加拿大吗', '多少钱', '在哪里'], ['山地车', '红色的']],
      ['zh-Hant', ['可以送到加拿大嗎', '多少錢', '在哪裡'], ['山地車', '紅色的']],
    ];
    for (const [language, asking, rest] of cases) {
      for (const text of asking) expect(asksSomethingElse(text, language), `${language}: ${text}`).toBe(true);
      for (const text of rest) expect(asksSomethingElse(text, language), `${language}: ${text}`).toBe(false);
    }
  });

  it('reads a regional tag as its language and an unknown one as English', () => {
    expect(unfinishedRequest('¿cuánto cuesta el', 'es-MX')).toBe(true);
    expect(unfinishedRequest('你們賣自行車還是', 'zh-TW')).toBe(true);
    expect(unfinishedRequest('how much is the', 'xx')).toBe(true);
    expect(unfinishedRequest('how much is the', 'es')).toBe(false);
  });
});
