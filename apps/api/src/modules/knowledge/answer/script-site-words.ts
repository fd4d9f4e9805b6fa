import { arabicForms, isScriptFunctionForm, normaliseArabic, scriptGlossary } from './script-words';
import { alternativesOf } from './synonyms';

// Letters only: a number in Arabic-Indic digits ("٣٥٠") is no word to find.
const ARABIC = /^[\u0621-\u064a\u066e-\u06d3]+$/;
const HEBREW = /^[\u05d0-\u05ea]+$/;

/**
 * Spoken words of asking, wanting and pointing that a visitor types and a site rarely writes: Gulf,
 * Levantine and Egyptian Arabic ("وش", what; "ابغى", I want; "حقكم", yours; "عشان", so that) and
 * colloquial Hebrew ("בערך", about; "אצלכם", at yours; "הכי", most). Bare, as the forms are.
 */
const SPOKEN_FUNCTION_WORDS = new Set(
  `وش نطاق ايش شو شنو اللي الي حق حقكم حقك حقتكم عشان علشان لان بس يعني اقدر نقدر تقدر يقدر ابغى ابغي ابي نبي نبغى بدي بدنا عايز عاوزه عاوز فيه وين فين منين ليش ليه شلون امتى قديش قداش بكم بكام كام زي مثل جدا كثير شوي شويه لسه الحين الان هلق هلا دحين هسه لازم مو مش ماشي طيب اوكي السلام عليكم اهلا اخوي اختي احنا انتو انتي هو هي هم يصير يكون تكون كان كانت ياخذ تاخذ ينفع بالضبط تقريبا عادي برضو كمان بعد قبل اليوم بكره غدا ناوي نويت ودي ودنا بين فرق مدة وقت الظهر ظهرا العصر عصرا تكونون تكونوا ترجعون ترجعوا تكلف يكلف تكلفني تقدرون يقدرون سوي اسوي نسوي تسوي يسوي تسوون يسوون سوت سويت امي ابوي ولدي بنتي زوجي زوجتي عيالي اهلي حاب حابه محتاج محتاجه ابا تبون تبي تبغون وشلون صح كذا هذي هاذا هذولا ذا حتى لما اذا ولا والا يا
   בערך הכי מאוד משך זמן עולה עולים עולות יעלה סוגרים פותחים קצת הרבה כמו כבר עוד עדיין אבל אז כי אם בלי שלי שלנו אליכם מכם עליכם אותו אותה אותם לו לה להם פה כאן שם עכשיו כרגע בדיוק היום מחר השבוע מישהו דבר פעם כדי לפני אחרי בין על אל יכול יכולה יכולים אשמח נשמח רציתי רצינו צריכה צריכים יודע יודעת לדעת תגידו תגיד להגיד עושים עושה חייב חייבת בטח סתם ככה כך טוב בסדר אוקיי אולי ממש טווח אמא אבא אמי אבי בעלי אשתי`
    .split(/\s+/)
    .map(normaliseArabic),
);

const formsOf = (word: string): string[] => {
  if (ARABIC.test(word)) return arabicForms(word).map((form) => form.word);
  // Any prefix letters, three letters left: a form shared by chance only adds a word to look for.
  if (HEBREW.test(word))
    return [word, ...[1, 2, 3].filter((cut) => word.length - cut >= 3 && /^[והבלמשכ]+$/.test(word.slice(0, cut))).map((cut) => word.slice(cut))];
  return [];
};

/** Function words are known under any one-letter prefixes ("ولا", "وفي", "שאתם", "וגם"), down to two letters. */
function isFunctionWord(word: string): boolean {
  const bare = normaliseArabic(word);
  const prefix = HEBREW.test(bare) ? /^[והבלמשכ]/ : /^[وفبلك]/;
  const stripped = [bare];
  for (let rest = bare; prefix.test(rest) && rest.length > 2;) stripped.push((rest = rest.slice(1)));
  return [...stripped, ...formsOf(bare)].some((form) => isScriptFunctionForm(form) || SPOKEN_FUNCTION_WORDS.has(form));
}

interface SiteWords {
  /** The site's Arabic and Hebrew words by their bare forms. */
  byForm: Map<string, string[]>;
  /** The scripts the site is written in: a tenth of its words at least, not a language switcher's "עברית". */
  writes: Set<RegExp>;
}

/** Read once a vocabulary (it is kept a minute). */
const siteWords = new WeakMap<readonly string[], SiteWords>();
function siteWordsOf(vocabulary: readonly string[]): SiteWords {
  let site = siteWords.get(vocabulary);
  if (site) return site;
  const byForm = new Map<string, string[]>();
  for (const entry of vocabulary)
    for (const form of new Set(formsOf(normaliseArabic(entry)))) if (form.length >= 3) byForm.set(form, [...(byForm.get(form) ?? []), entry]);
  const share = (script: RegExp) => vocabulary.filter((entry) => script.test(entry)).length >= Math.max(20, vocabulary.length / 10);
  site = { byForm, writes: new Set([ARABIC, HEBREW].filter(share)) };
  siteWords.set(vocabulary, site);
  return site;
}

/**
 * A visitor's Arabic or Hebrew word on a site written in that script: the site's words that are it
 * under other prefixes or endings ("بالجملة" and "الجملة", "לשעה" and "בשעה"), and whether the site
 * never writes it in any form — then, unless it only asks or points, the site does not say what is
 * asked, as with an English word the knowledge never mentions. Null where the word is in another
 * script or the site does not write its script (a Hebrew question about an English site is read
 * through the glossary instead).
 */
export function scriptWordOnSite(word: string, vocabulary: readonly string[]): { forms: string[]; absent: boolean } | null {
  const script = ARABIC.test(word) ? ARABIC : HEBREW.test(word) ? HEBREW : null;
  if (!script) return latinWordOnSite(word, vocabulary);
  const site = siteWordsOf(vocabulary);
  if (!site.writes.has(script)) return null;
  const forms = [...new Set(formsOf(normaliseArabic(word)).flatMap((form) => site.byForm.get(form) ?? []))];
  return { forms, absent: forms.length === 0 && !isFunctionWord(word) && !isEverydayWord(word) && normaliseArabic(word).length >= 3 };
}

/**
 * An everyday word the glossary reads ("بكرة", tomorrow; "זול", cheap; "امي", my mum): a detail of the
 * visitor's or a word of asking, which the English reading weighs; only a word no table knows
 * ("التولة", a tola; "שרשראות", chains) names a thing the site must say.
 */
const isEverydayWord = (word: string) => {
  const words = glossaryWords();
  return formsOf(normaliseArabic(word)).some((form) => words.has(form));
};

const glossaryWords = () => scriptGlossary().words;

/** The glossary read backwards: an English word's Arabic and Hebrew words (one-word entries). */
let scriptWordsByEnglish: Map<string, string[]> | null = null;
function scriptWordsOf(english: string): string[] {
  if (!scriptWordsByEnglish) {
    scriptWordsByEnglish = new Map();
    for (const [word, key] of glossaryWords()) if (!word.includes(' ')) scriptWordsByEnglish.set(key, [...(scriptWordsByEnglish.get(key) ?? []), word]);
  }
  return scriptWordsByEnglish.get(english) ?? [];
}

/**
 * "How much is hand *engraving* inside a ring?" on a site written in Hebrew: the visitor's word, or
 * a word of its synonym group, through the glossary to the site's own words in any of their prefixed
 * forms ("חריטה", "החריטה"). Null where the glossary has no such word on the site.
 */
function latinWordOnSite(word: string, vocabulary: readonly string[]): { forms: string[]; absent: boolean } | null {
  const site = siteWordsOf(vocabulary);
  if (site.writes.size === 0) return null;
  const written = [word, ...alternativesOf(word)].flatMap(scriptWordsOf);
  const forms = [...new Set(written.flatMap((script) => formsOf(script).flatMap((form) => site.byForm.get(form) ?? [])))];
  return forms.length ? { forms, absent: false } : null;
}
