import { fold } from './fold';

/**
 * Polish case and number endings, longest first, folded ("ów" as "ow", "ą" as "a"): "laptopie",
 * "laptopa" and "laptop"; "matrycy", "matrycę" and "matryca"; "naprawy" and "naprawa". The index
 * stems with English rules, which turns a final "y" into "i" ("naprawi"): that ending goes too.
 */
const POLISH_ENDINGS = ['ami', 'ach', 'iem', 'owi', 'ow', 'om', 'em', 'ie', 'ii', 'ia', 'io', 'iu', 'y', 'i', 'a', 'u', 'o', 'e'];

/** A Polish word without its case ending, or null where too little would be left to say the word. */
export function polishStem(word: string): string | null {
  const ending = POLISH_ENDINGS.find((end) => word.endsWith(end) && word.length - end.length >= 4);
  const stem = ending ? word.slice(0, -ending.length) : word;
  return stem.length >= 4 ? stem : null;
}

const polishByStem = new WeakMap<string[], Map<string, string[]>>();

/**
 * The word's other Polish forms among the knowledge's words (up to four): the visitor's "laptopie"
 * (in the laptop) is the site's "laptopa" and "laptop". Polish puts every noun in one of seven
 * cases, so the form asked is seldom the form written.
 */
export function polishForms(words: string[], term: string): string[] {
  const stem = /^\p{L}+$/u.test(term) ? polishStem(term) : null;
  if (!stem) return [];
  let byStem = polishByStem.get(words);
  if (!byStem) {
    byStem = new Map();
    for (const word of words) {
      const folded = fold(word);
      const key = polishStem(folded);
      if (key) byStem.set(key, [...(byStem.get(key) ?? []), folded]);
    }
    polishByStem.set(words, byStem);
  }
  return (byStem.get(stem) ?? []).filter((form) => form !== term).slice(0, 4);
}

const romanceKnown = new WeakMap<string[], Set<string>>();

/**
 * Spanish, Italian and Portuguese nouns and adjectives of the other gender: the visitor's "gata"
 * (a she-cat) where the site writes "gato", "abierta" where it writes "abierto": the pair that differs in the
 * final vowel alone, for a word the knowledge never writes (a longer one is found as a slip of a letter).
 */
export function otherGenderForm(words: string[], term: string): string | undefined {
  const match = /^(\p{L}{3,})(a|o)(s?)$/u.exec(term);
  if (!match) return undefined;
  let known = romanceKnown.get(words);
  if (!known) {
    known = new Set(words.map((word) => fold(word)));
    romanceKnown.set(words, known);
  }
  const [, body, vowel, plural] = match;
  const other = `${body}${vowel === 'a' ? 'o' : 'a'}${plural}`;
  return known.has(other) ? other : undefined;
}

/** The languages whose other forms of a word `otherFormsOf` reads. */
export const readsForms = (language: string | null): language is 'pl' | 'es' | 'it' | 'pt' =>
  language === 'pl' || language === 'es' || language === 'it' || language === 'pt';

/** A word's other forms in the knowledge, for a question in a language `readsForms`. */
export function otherFormsOf(language: 'pl' | 'es' | 'it' | 'pt', words: string[], term: string): string[] {
  if (language === 'pl') return polishForms(words, term);
  const other = otherGenderForm(words, term);
  return other ? [other] : [];
}
