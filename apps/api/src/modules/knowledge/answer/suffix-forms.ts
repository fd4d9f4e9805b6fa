import { RUSSIAN_ENDINGS } from './asks-ru';
import { fold } from './fold';

/**
 * Turkish case, possessive and plural endings, folded ("ı" as "i", "ş" as "s"): Turkish stacks them
 * onto the word ("halı", "halıya", "halısı", "halıların"), so the visitor's form is seldom the site's.
 * The index stems with English rules, which turns a final "y" into "i": that ending goes too.
 */
const TURKISH_ENDINGS = [
  'larindan',
  'lerinden',
  'larinda',
  'lerinde',
  'larina',
  'lerine',
  'larini',
  'lerini',
  'larin',
  'lerin',
  'lari',
  'leri',
  'lar',
  'ler',
  'sinin',
  'sinda',
  'sinde',
  'sina',
  'sine',
  'sini',
  'nin',
  'nun',
  'dan',
  'den',
  'tan',
  'ten',
  'yla',
  'yle',
  'da',
  'de',
  'ta',
  'te',
  'ya',
  'ye',
  'yi',
  'yu',
  'si',
  'su',
  'in',
  'un',
  'la',
  'le',
  'ca',
  'ce',
  'i',
  'u',
  'a',
  'e',
];
/** Swedish definite and plural endings: "slipningen", "skridskorna", "priser". */
const SWEDISH_ENDINGS = ['arnas', 'ernas', 'arna', 'erna', 'orna', 'ens', 'ets', 'en', 'et', 'na', 'ar', 'er', 'or', 'n', 't', 's', 'a', 'e'];
/** Danish and Norwegian definite and plural endings: "cyklen", "cyklerne", "syklene", "priser". */
const DANISH_ENDINGS = ['ernes', 'enes', 'erne', 'ene', 'ens', 'ets', 'en', 'et', 'er', 'ne', 'n', 't', 's', 'e', 'r'];

/** What is left of a word under each ending it may carry, four letters at least (five under one letter: "matta" is no "matte"). */
function stemsOf(word: string, endings: readonly string[]): string[] {
  const left = (end: string) => word.length - end.length >= (end.length === 1 ? 5 : 4);
  // Swedish "glass" (ice cream) is no "glas" (glass) with an "s".
  return [word, ...endings.filter((end) => word.endsWith(end) && left(end) && !(end === 's' && word.endsWith('ss'))).map((end) => word.slice(0, -end.length))];
}

const byStem = new WeakMap<readonly string[], Map<readonly string[], Map<string, string[]>>>();
function stemIndex(words: readonly string[], endings: readonly string[]): Map<string, string[]> {
  let perEndings = byStem.get(words);
  if (!perEndings) byStem.set(words, (perEndings = new Map<readonly string[], Map<string, string[]>>()));
  let index = perEndings.get(endings);
  if (!index) {
    index = new Map();
    for (const word of words)
      for (const stem of new Set(stemsOf(fold(word), endings))) {
        const forms = index.get(stem);
        if (forms) forms.push(word);
        else index.set(stem, [word]);
      }
    perEndings.set(endings, index);
  }
  return index;
}

const ENDINGS = { tr: TURKISH_ENDINGS, ru: RUSSIAN_ENDINGS, sv: SWEDISH_ENDINGS, da: DANISH_ENDINGS };

/**
 * The knowledge's other forms of a Turkish, Swedish, Danish or Russian word (up to four), as the index writes them:
 * words that share a stem with it under one ending each ("fiyatı" and "fiyat", "slipningen" and "slipning").
 */
export function suffixForms(language: 'tr' | 'sv' | 'da' | 'ru', words: readonly string[], term: string): string[] {
  if (!/^\p{L}+$/u.test(term)) return [];
  const endings = ENDINGS[language];
  const index = stemIndex(words, endings);
  const folded = fold(term);
  const forms = stemsOf(folded, endings).flatMap((stem) => (stem.length >= 4 ? (index.get(stem) ?? []) : []));
  return [...new Set(forms)].filter((form) => fold(form) !== folded).slice(0, 4);
}
