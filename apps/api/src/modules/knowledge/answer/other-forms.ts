import { fold } from './fold';
import { suffixForms } from './suffix-forms';

/**
 * Polish case and number endings, longest first, folded ("ów" as "ow", "ą" as "a"): "laptopie",
 * "laptopa" and "laptop"; "matrycy", "matrycę" and "matryca"; "naprawy" and "naprawa". The index
 * stems with English rules, which turns a final "y" into "i" ("naprawi"): that ending goes too.
 * Adjectives too, Polish and Czech, and Czech's instrumental "-ou": "automatických" is the site's
 * "automatické", "zimowych" its "zimowe", "opravou" its "oprava".
 */
const CASE_ENDINGS = [
  ...['ych', 'ich', 'ymi', 'imi', 'ego', 'emu', 'eho', 'ami', 'ach', 'iem', 'owi'],
  ...['ow', 'om', 'em', 'ym', 'ej', 'ou', 'ie', 'ii', 'ia', 'io', 'iu', 'y', 'i', 'a', 'u', 'o', 'e'],
];

/** A Polish word without its case ending, or null where too little would be left to say the word. */
export function polishStem(word: string): string | null {
  const ending = CASE_ENDINGS.find((end) => word.endsWith(end) && word.length - end.length >= 4);
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
      const key = polishStem(fold(word));
      if (key) byStem.set(key, [...(byStem.get(key) ?? []), word]);
    }
    polishByStem.set(words, byStem);
  }
  // As the index writes them ("matrycę", "laptopów"), since a search looks for them so; one form for each folded spelling.
  const seen = new Set<string>();
  return (byStem.get(stem) ?? [])
    .filter((form) => {
      const folded = fold(form);
      // The word itself as the index spells it counts ("łazienka" for "lazienka"); the same spelling does not.
      if (form === term) return false;
      if (seen.has(folded)) return false;
      seen.add(folded);
      return true;
    })
    .slice(0, 4);
}

const romanceKnown = new WeakMap<string[], Map<string, string>>();

/**
 * People and animals, whose two genders are one word ("gato", "gata"; "hermano"; "bambino").
 * No other noun: "casa" is no "caso", "plaza" no "plazo", "costa" no "costo", "porta" no "porto",
 * and a participle is often a noun of its own ("salida", "comida", "helada", "partida").
 */
const GENDERED =
  /^(?:gat|gatt|perr|cachorr|nin|hij|chic|herman|abuel|ti|amig|alumn|sobrin|prim|vecin|nen|bambin|ragazz|figli|fratell|nonn|filh|menin|irm|alun)(?=[ao]s?$)/u;

/**
 * Spanish, Italian and Portuguese words of the other gender: the visitor's "gata" (a she-cat)
 * where the site writes "gato", "hermana" where it writes "hermano", for a word the knowledge
 * never writes (a longer one is also found as a slip of a letter). Returned as the index writes it.
 */
export function otherGenderForm(words: string[], term: string): string | undefined {
  const match = /^(\p{L}{2,})(a|o)(s?)$/u.exec(term);
  if (!match || !GENDERED.test(term)) return undefined;
  let known = romanceKnown.get(words);
  if (!known) {
    known = new Map(words.map((word) => [fold(word), word]));
    romanceKnown.set(words, known);
  }
  const [, body, vowel, plural] = match;
  return known.get(`${body}${vowel === 'a' ? 'o' : 'a'}${plural}`);
}

/** German and Dutch plural and case endings a compound's head may take, either side ("Parkplätze", "Kundenparkplatz"). */
const HEAD_ENDINGS = 'en|er|es|e|n|s';
const HEAD_ENDING = new RegExp(`(?:${HEAD_ENDINGS})$`);

/**
 * The knowledge's German or Dutch compounds whose last word is the asked one (up to four): the
 * visitor's "Parkplätze" are the site's "Kundenparkplätze", a Dutch "ruimte" its "oefenruimte". The
 * head says what the compound is; the first word only which kind, so never the other way round.
 */
export function compoundHeads(words: string[], term: string): string[] {
  if (!/^\p{L}+$/u.test(term)) return [];
  const stem = term.length - (HEAD_ENDING.exec(term)?.[0].length ?? 0) >= 5 ? term.replace(HEAD_ENDING, '') : term;
  if (stem.length < 5) return [];
  // The head alone too ("Parkplatz" beside "Kundenparkplätze"), in another of its forms.
  const head = new RegExp(`^(?:\\p{L}{4,})?(?:${term}|${stem})(?:${HEAD_ENDINGS})?$`, 'u');
  return foldedWords(words)
    .filter(([folded]) => folded !== term && head.test(folded))
    .map(([, word]) => word)
    .slice(0, 4);
}

const foldedOf = new WeakMap<string[], [string, string][]>();
/** The knowledge's words folded, beside their own spelling; once per vocabulary. */
function foldedWords(words: string[]): [string, string][] {
  let folded = foldedOf.get(words);
  if (!folded) foldedOf.set(words, (folded = words.map((word) => [fold(word), word])));
  return folded;
}

/** Czech declines as Polish does, with endings close enough for the same stem ("akvárium", "akvária"). */
export const declinesLikePolish = (language: string | null) => language === 'pl' || language === 'cs';

/** The languages whose other forms of a word `otherFormsOf` reads. */
const FORM_LANGUAGES = ['pl', 'cs', 'es', 'it', 'pt', 'de', 'nl', 'tr', 'sv', 'da', 'ru'] as const;
type FormLanguage = (typeof FORM_LANGUAGES)[number];

export const readsForms = (language: string | null): language is FormLanguage => (FORM_LANGUAGES as readonly (string | null)[]).includes(language);

/** A word's other forms in the knowledge, for a question in a language `readsForms`. */
export function otherFormsOf(language: FormLanguage, words: string[], term: string): string[] {
  if (declinesLikePolish(language)) return polishForms(words, term);
  if (language === 'de' || language === 'nl') return compoundHeads(words, term);
  if (language === 'tr' || language === 'sv' || language === 'da' || language === 'ru') return suffixForms(language, words, term);
  const other = otherGenderForm(words, term);
  return other ? [other] : [];
}
