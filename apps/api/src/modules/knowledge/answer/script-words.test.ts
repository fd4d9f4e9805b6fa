import { describe, expect, it } from 'vitest';
import { readQuestion } from './question';
import { englishOfScriptWords, purposesOfScriptWords, readGlossary, unreadScriptWords } from './script-words';

const glossary = readGlossary(`
  cat | قطة, قطط | חתול, חתולים | 猫, ねこ | 猫, 貓
  bedroom | غرفة نوم | חדר שינה | 寝室 | 卧室
  year | سنة | שנה | 一年 | 一年
  booking | حجز | הזמנה | 予約 | 预订
  injury | | | けが, 怪我 | 受伤
  daughter | ابنة | בת | 娘 | 女儿, 女兒
  small dog | | | 小型犬 | 小型犬
  dog | كلب, كلاب | כלב, כלבים | 犬 | 狗
  night | ليلة | לילה | 夜, 一泊 | 晚, 夜
  free | مجاني, مجانا | חינם | 無料 | 免费
`);

describe('everyday words of another script, as English words', () => {
  it('reads an Arabic word under its prefixes and possessive endings', () => {
    expect(englishOfScriptWords('كم سعر الليلة لقطة واحدة؟', glossary)).toEqual(['night', 'cat']);
    // "ابنتي", my daughter: the feminine ending is written "ت" before "ي".
    expect(englishOfScriptWords('ابنتي عمرها تسع سنوات', glossary)).toEqual(['daughter']);
    expect(englishOfScriptWords('والكلاب؟', glossary)).toEqual(['dog']);
    // The alef of an accusative ending: "مجانياً" is "مجاني"; "مجاناً" is written so in the glossary.
    expect(englishOfScriptWords('يكون التوصيل مجانياً؟', glossary)).toEqual(['free']);
    expect(englishOfScriptWords('مجاناً', glossary)).toEqual(['free']);
  });

  it('reads a Hebrew word under its prefix letters, and a word that starts with one as itself', () => {
    expect(englishOfScriptWords('והכלבים שלי', glossary)).toEqual(['dog']);
    expect(englishOfScriptWords('כמה עולה לילה לחתול?', glossary)).toEqual(['night', 'cat']);
  });

  it('finds Chinese and Japanese words inside the text, the longest first', () => {
    expect(englishOfScriptWords('小型犬のシャンプーはいくらですか？', glossary)).toEqual(['small dog']);
    expect(englishOfScriptWords('一只猫每晚多少钱？', glossary).sort()).toEqual(['cat', 'night']);
  });

  it('leaves three letters at least under a prefix, and reads two words with their articles', () => {
    // "فقط" (only) is no "ف" + "قط"; "משנה" (matters) is no "מ" + "שנה" (year).
    expect(englishOfScriptWords('فقط', readGlossary('  cat | قط | | |'))).toEqual([]);
    expect(englishOfScriptWords('לא משנה', glossary)).toEqual([]);
    expect(englishOfScriptWords('كم سعر غرفة النوم؟', glossary)).toEqual(['bedroom']);
    expect(englishOfScriptWords('חדר השינה', glossary)).toEqual(['bedroom']);
  });

  it('tells a word that says what for ("للحجز", for booking)', () => {
    expect(purposesOfScriptWords('ما هو رقم الهاتف للحجز؟', glossary)).toEqual(['booking']);
    expect(purposesOfScriptWords('هل الحجز ضروري؟', glossary)).toEqual([]);
  });

  it('keeps short kana words out: they hide inside others', () => {
    expect(englishOfScriptWords('それだけが心配です', glossary)).toEqual([]);
    expect(englishOfScriptWords('怪我をしました', glossary)).toEqual(['injury']);
  });

  it('reads nothing in a Latin-script question', () => {
    expect(englishOfScriptWords('How much is a night for a cat?', glossary)).toEqual([]);
  });
});

describe('a question in another script', () => {
  it('asks about the English words of its everyday words, and how much it costs', () => {
    const question = readQuestion('كم سعر الليلة لقطة واحدة؟');
    expect(question.intents.has('price')).toBe(true);
    expect(question.translated).toEqual(expect.arrayContaining(['night', 'cat']));
    expect(question.terms).toEqual(expect.arrayContaining(['night', 'cat']));
  });

  it('reads no "who" inside a Hebrew word that holds its letters', () => {
    // "להזמין" (to book) holds "מי" (who); "כמה צריך לשלם" asks how much.
    const question = readQuestion('כמה צריך לשלם מקדמה כדי להזמין מקום?');
    expect(question.intents.has('person')).toBe(false);
    expect(readQuestion('מי המדריך של השיעור?').intents.has('person')).toBe(true);
    // "מה המיקום שלכם?" (where are you?) holds "מי" at a word's start, but not as a word.
    expect(readQuestion('מה המיקום שלכם?').intents.has('person')).toBe(false);
  });
});

describe('the Arabic and Hebrew words the glossary cannot read', () => {
  it('are the things asked for, never the words that ask', () => {
    expect(unreadScriptWords('יש לכם אוכל כשר?')).toEqual(['אוכל', 'כשר']);
    expect(unreadScriptWords('هل يوجد طعام حلال؟')).toEqual(['حلال']);
    expect(unreadScriptWords('יש לכם חניה?')).toEqual([]);
    expect(unreadScriptWords('Do you have parking?')).toEqual([]);
  });
});
