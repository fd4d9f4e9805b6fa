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
/** Alef with hamza or madda is typed as plain alef as often as not. */
const normaliseArabic = (word: string) => word.replace(ARABIC_MARKS, '').replace(/[أإآ]/g, 'ا');
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
    for (const word of [...list(japanese), ...list(chinese)]) cjk.push({ word, english });
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

/** The bare forms an Arabic word may be: itself, without prefixes, without a possessive ending ("ابنتي" is "ابنة" + "ي"). */
function arabicForms(token: string): string[] {
  const word = normaliseArabic(token);
  const stems = new Set([word]);
  for (const prefix of ARABIC_PREFIXES) if (word.startsWith(prefix) && word.length - prefix.length >= 2) stems.add(word.slice(prefix.length));
  for (const stem of [...stems])
    for (const suffix of ARABIC_SUFFIXES)
      if (stem.endsWith(suffix) && stem.length - suffix.length >= 2) {
        const bare = stem.slice(0, -suffix.length);
        stems.add(bare);
        // A feminine "ة" is written "ت" before an ending.
        if (bare.endsWith('ت')) stems.add(`${bare.slice(0, -1)}ة`);
      }
  return [...stems];
}

function hebrewForms(token: string): string[] {
  let word = token.replace(HEBREW_MARKS, '');
  const forms = [word];
  for (let i = 0; i < 3 && HEBREW_PREFIX.test(word) && word.length > 3; i += 1) {
    word = word.slice(1);
    forms.push(word);
  }
  return forms;
}

let glossary: Glossary | null = null;

/**
 * The English words for the Arabic, Hebrew, Chinese and Japanese everyday words of a text, in the
 * order they come; empty for a text in a Latin script.
 */
export function englishOfScriptWords(text: string, from: Glossary = (glossary ??= readGlossary(SCRIPT_WORDS))): string[] {
  const found: string[] = [];
  const read = (tokens: string[], forms: (token: string) => string[]) => {
    for (let i = 0; i < tokens.length; i += 1) {
      // Two words first ("غرفة نوم", bedroom; "חדר שינה"): the first under its prefixes, the second as written.
      const next = tokens[i + 1];
      const pair =
        next === undefined
          ? undefined
          : forms(tokens[i]!)
              .map((form) => from.words.get(`${form} ${forms(next)[0]}`))
              .find(Boolean);
      const english =
        pair ??
        forms(tokens[i]!)
          .map((form) => from.words.get(form))
          .find(Boolean);
      if (english) found.push(english);
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
      found.push(english);
      rest = rest.split(word).join('\u0000');
    }
  }
  return [...new Set(found)];
}
