import { SCRIPT_WORDS } from './everyday-words-scripts';

/**
 * A visitor who asks in Arabic, Hebrew, Japanese or Chinese on a site written in a Latin script
 * ("كم سعر الليلة لقطة واحدة؟" on an English kennel's site) names things the site says in its own
 * words: the glossary (everyday-words-scripts.ts) gives each of their everyday words as an English
 * one, which the synonym groups then carry to the site's language like an English visitor's word.
 */
export interface Glossary {
  /** Arabic and Hebrew words, bare (no article, no prefix letters, no vowel marks), by their English word. */
  words: Map<string, string>;
  /** Chinese and Japanese words, longest first: their text has no spaces, so they are found inside it. */
  cjk: { word: string; english: string }[];
}

const ARABIC_MARKS = /[\u064b-\u065f\u0670\u0640]/g;
/**
 * Alef with hamza or madda is typed as plain alef as often as not, and final "ي" as "ى"; yeh and waw
 * lose their hamza as fold() reads a visitor's words ("عائلة" is "عايلة").
 */
export const normaliseArabic = (word: string) => word.replace(ARABIC_MARKS, '').replace(/[أإآ]/g, 'ا').replace(/[ىئ]/g, 'ي').replace(/ؤ/g, 'و');
const HEBREW_MARKS = /[\u0591-\u05c7]/g;
/** Letters and vowel marks only: the Arabic block also holds its question mark and comma. */
const ARABIC_WORD = /[\u0621-\u065f\u0670-\u06d3]+/g;
const HEBREW_WORD = /[\u0591-\u05c7\u05d0-\u05ea]+/g;

export function readGlossary(text: string): Glossary {
  const words = new Map<string, string>();
  const cjk: Glossary['cjk'] = [];
  for (const line of text.split('\n')) {
    const [english, arabic = '', hebrew = '', japanese = '', chinese = ''] = line.split('|').map((column) => column.trim());
    if (!english) continue;
    const list = (column: string) =>
      column
        .split(',')
        .map((word) => word.trim())
        .filter(Boolean);
    for (const word of list(arabic)) words.set(normaliseArabic(word), english);
    for (const word of list(hebrew)) words.set(word.replace(HEBREW_MARKS, ''), english);
    // Short words in kana alone hide inside others ("けが", injury, in "だけが"; "きょう" in "きょうだい").
    for (const word of [...list(japanese), ...list(chinese)]) if (!/^[\u3040-\u309f]{1,3}$/.test(word)) cjk.push({ word, english });
  }
  cjk.sort((a, b) => b.word.length - a.word.length);
  return { words, cjk };
}

/** Conjunctions, prepositions and the article written onto an Arabic word ("والكلب", "للقطة", "بالسيارة"). */
const ARABIC_PREFIXES = ['وال', 'فال', 'بال', 'كال', 'لل', 'ال', 'و', 'ف', 'ب', 'ل', 'ك'];
/** Possessive endings ("ابني" my son, "سيارتك" your car). */
const ARABIC_SUFFIXES = ['كما', 'هما', 'كم', 'هم', 'هن', 'نا', 'ها', 'ك', 'ه', 'ي'];
/** Hebrew's one-letter prefixes (and, the, in, to, from, that, as), up to three stacked ("ובבית", "שבבית"). */
const HEBREW_PREFIX = /^[והבלמשכ]/;

/** A bare form, and whether a "for"/"to" prefix came off it ("للحجز", for booking; "להזמנה"). */
interface Form {
  word: string;
  forWhat: boolean;
}

/**
 * The bare forms an Arabic word may be: itself, without prefixes, without a possessive ending
 * ("ابنتي" is "ابنة" + "ي"). Three letters are left at least: "فقط" (only) is no "ف" + "قط" (cat).
 */
export function arabicForms(token: string): Form[] {
  const word = normaliseArabic(token);
  // The alef of an accusative ending ("مجانياً", free) is no part of the word.
  const forms: Form[] =
    word.endsWith('ا') && word.length > 3
      ? [
          { word, forWhat: false },
          { word: word.slice(0, -1), forWhat: false },
        ]
      : [{ word, forWhat: false }];
  for (const prefix of ARABIC_PREFIXES)
    if (word.startsWith(prefix) && word.length - prefix.length >= 3) forms.push({ word: word.slice(prefix.length), forWhat: prefix.startsWith('ل') });
  for (const form of [...forms])
    for (const suffix of ARABIC_SUFFIXES)
      if (form.word.endsWith(suffix) && form.word.length - suffix.length >= 3) {
        const bare = form.word.slice(0, -suffix.length);
        forms.push({ ...form, word: bare });
        // A feminine "ة" is written "ت" before an ending.
        if (bare.endsWith('ت')) forms.push({ ...form, word: `${bare.slice(0, -1)}ة` });
      }
  return forms;
}

/**
 * A Hebrew word without its prefix letters. What is left keeps four letters, or three under "ה"
 * and "ו" only (the, and): "משנה" (matters) is no "מ" + "שנה" (year), "בתור" (as) no "תור".
 */
function hebrewForms(token: string): Form[] {
  const whole = token.replace(HEBREW_MARKS, '');
  const forms: Form[] = [{ word: whole, forWhat: false }];
  for (let cut = 1; cut <= 3 && cut < whole.length - 2; cut += 1) {
    const prefixes = whole.slice(0, cut);
    if (![...prefixes].every((letter) => HEBREW_PREFIX.test(letter))) break;
    const word = whole.slice(cut);
    if (word.length >= 4 || /^[הו]+$/.test(prefixes)) forms.push({ word, forWhat: prefixes.includes('ל') });
  }
  return forms;
}

let glossary: Glossary | null = null;
/** The glossary of everyday words, read once. */
export const scriptGlossary = (): Glossary => (glossary ??= readGlossary(SCRIPT_WORDS));

/**
 * The English words for the Arabic, Hebrew, Chinese and Japanese everyday words of a text, in the
 * order they come; empty for a text in a Latin script.
 */
export function englishOfScriptWords(text: string, from: Glossary = scriptGlossary()): string[] {
  return [...new Set(scriptWordsOf(text, from).map((word) => word.english))];
}

/** The English words of the text's Arabic and Hebrew words that came with "for"/"to" ("رقم الهاتف للحجز", the number for booking): what a fact is wanted for. */
export function purposesOfScriptWords(text: string, from: Glossary = scriptGlossary()): string[] {
  return [
    ...new Set(
      scriptWordsOf(text, from)
        .filter((word) => word.forWhat)
        .map((word) => word.english),
    ),
  ];
}

function scriptWordsOf(text: string, from: Glossary): { english: string; forWhat: boolean }[] {
  const found: { english: string; forWhat: boolean }[] = [];
  const lookUp = (forms: Form[], next?: Form[]) => {
    for (const form of forms) {
      for (const second of next ?? [null]) {
        const english = from.words.get(second ? `${form.word} ${second.word}` : form.word);
        if (english) return { english, forWhat: form.forWhat };
      }
    }
    return undefined;
  };
  const read = (tokens: string[], formsOf: (token: string) => Form[]) => {
    for (let i = 0; i < tokens.length; i += 1) {
      // Two words first ("غرفة النوم", bedroom; "חדר השינה"), each under its prefixes.
      const next = tokens[i + 1];
      const pair = next === undefined ? undefined : lookUp(formsOf(tokens[i]!), formsOf(next));
      const word = pair ?? lookUp(formsOf(tokens[i]!));
      if (word) found.push(word);
      if (pair) i += 1;
    }
  };
  read(text.match(ARABIC_WORD) ?? [], arabicForms);
  read(text.match(HEBREW_WORD) ?? [], hebrewForms);
  if (/[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff]/.test(text)) {
    // Longest words first, each taking its characters out of the text: "小型犬" is not also "犬".
    let rest = text;
    for (const { word, english } of from.cjk) {
      if (!rest.includes(word)) continue;
      found.push({ english, forWhat: false });
      rest = rest.split(word).join('\u0000');
    }
  }
  return found;
}

/** Arabic and Hebrew words of asking and pointing (bare, as the forms are), which name no thing. */
const SCRIPT_FUNCTION_WORDS = new Set(
  `هل لديكم عندكم لدي عندي لديك عندك يوجد توجد هناك ما ماذا كم في من على الى عن ان هذا هذه ذلك تلك مع او انا نحن انتم انت لكم لك كل فقط ايضا متى اين لماذا كيف اي التي الذي يمكن ممكن اريد نريد بعض شيء لي لنا اجل لاجلي مرحبا شكرا فضلك لو سمحت خيار خيارات امكانية
   יש אין לכם לך אצלכם אצלך אתם אתה את האם מה איך כמה של עם גם או אני אנחנו שלכם שלך זה זאת אפשר ניתן צריך רוצה רוצים מתי איפה למה כל רק כן לא הם הן היא הוא מי איזה איזו אילו משהו בשביל בשבילי בשבילנו עבור עבורי לי לנו בבקשה שלום היי תודה אפשרות אופציה`
    .split(/\s+/)
    .map(normaliseArabic),
);

/** Whether a bare form is one of those words of asking and pointing. */
export const isScriptFunctionForm = (form: string) => SCRIPT_FUNCTION_WORDS.has(form);

/**
 * The Arabic and Hebrew words of a text that neither the glossary reads nor ask or point: "יש לכם
 * אוכל כשר?" (kosher food) names a thing the glossary has no word for, which an existence question
 * must not be answered without.
 */
export function unreadScriptWords(text: string, from: Glossary = scriptGlossary()): string[] {
  const unread = (tokens: string[], formsOf: (token: string) => Form[]) =>
    tokens.filter((token, i) => {
      const forms = formsOf(token);
      if (forms.some((form) => SCRIPT_FUNCTION_WORDS.has(form.word) || from.words.has(form.word))) return false;
      // Half of a two-word entry ("غرفة النوم", "חדר השינה").
      const previous = i > 0 ? formsOf(tokens[i - 1]!) : [];
      const next = i + 1 < tokens.length ? formsOf(tokens[i + 1]!) : [];
      const pair = (a: Form[], b: Form[]) => a.some((first) => b.some((second) => from.words.has(`${first.word} ${second.word}`)));
      return forms[0]!.word.length >= 3 && !pair(previous, forms) && !pair(forms, next);
    });
  return [...unread(text.match(ARABIC_WORD) ?? [], arabicForms), ...unread(text.match(HEBREW_WORD) ?? [], hebrewForms)];
}
