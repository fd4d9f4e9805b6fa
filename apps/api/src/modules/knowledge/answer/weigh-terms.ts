import type { Db } from '../../../db/database';
import { vocabulary } from '../index/knowledge-index';
import { termStats } from '../index/term-stats';
import { asidesIn, softByAsides } from './asides';
import { allowedSlips, editDistance, found, sameWord } from './match';
import { declinesLikePolish, otherFormsOf, polishForms, readsForms } from './other-forms';
import { isCount, packsOfSizes, quantitiesIn, spansOfTimeSaid } from './quantity-range';
import { fold, PLACE_INTENTS, stem, TIME_OF_DAY, wordsOf, type Question } from './question';
import { splitAsk } from './ask-sentences';
import { unreadScriptWords } from './script-words';
import { scriptWordOnSite } from './script-site-words';
import { pairsInOtherScript } from './chinese-scripts';
import { absentCjkWords } from './cjk-site-words';
import { absentKoreanWords } from './korean-site-words';
import { isTurkishVerbForm } from './asks-tr';
import { compoundParts, separatedVerb } from './german-compounds';
import { alternativesOf, compoundOfPlace, PLACE_WORDS, placeSaidAsWhere, WEAK_WORDS } from './synonyms';
import { rolesAsked } from './roles-asked';

/** A word of the question as the knowledge holds it: how rare it is there, and the spellings it goes by. */
export interface Term {
  word: string;
  /** Other spellings it may have in the knowledge: a corrected typo, a synonym. */
  alts: string[];
  /** Present in the knowledge in this many chunks (up to 100). */
  chunks: number;
  /** Never a reason to give up: generic nouns, words in other scripts, words carried from an earlier question. */
  soft: boolean;
  /** The knowledge never writes the word itself, only its `alts` (a synonym in the site's language, a separable verb's verb). */
  unsaid?: boolean;
}

const NON_LATIN = /[\u0590-\u06ff\u0400-\u04ff\u0e00-\u0e7f\uac00-\ud7af]/;

/**
 * Per vocabulary (one list per organization, kept a minute): its words folded once, and each typed
 * word's correction once. Reading the whole vocabulary for every unknown word of every question
 * was an eighth of the chat's CPU under load (scripts/bench-concurrency.ts).
 */
const corrections = new WeakMap<string[], { lexemes: string[]; known: Map<string, string | undefined> }>();

/** The indexed word a word not in the knowledge was probably meant as, if any. */
function correctionOf(words: string[], term: string): string | undefined {
  let memo = corrections.get(words);
  if (!memo) {
    // The index keeps accents ("ragù"); visitors often type without them ("ragu").
    memo = { lexemes: words.map((word) => fold(word).replace(/-/g, '')), known: new Map() };
    corrections.set(words, memo);
  }
  if (memo.known.has(term)) return memo.known.get(term);
  const index = memo.lexemes.findIndex((lexeme) => {
    // Lexemes are stems ("profession" for "professional"): a typed word may run past one.
    const stemOfTyped =
      term.length > lexeme.length &&
      term.length - lexeme.length <= 3 &&
      lexeme.length >= 5 &&
      term[0] === lexeme[0] &&
      editDistance(term.slice(0, lexeme.length), lexeme, 2) <= allowedSlips(lexeme.length);
    return sameWord(term, lexeme) || stemOfTyped;
  });
  const correction = index >= 0 ? words[index] : undefined;
  // Bounded: visitors type many words.
  if (memo.known.size > 5_000) memo.known.clear();
  memo.known.set(term, correction);
  return correction;
}

/** German endings of plural and case: "Hund", "Hunde", "Hunden", "Hundes"; "Welpe", "Welpen". */
const GERMAN_ENDINGS = ['e', 'en', 'n', 'er', 'ern', 'es', 's', 'ns'];
const forms = new WeakMap<string[], Set<string>>();

/** The word's other German forms among the knowledge's words (up to three): a longer or shorter form by an ending. */
export function inflectedForms(words: string[], term: string): string[] {
  if (term.length < 4 || !/^\p{L}+$/u.test(term)) return [];
  let known = forms.get(words);
  if (!known) {
    known = new Set(words.map((word) => fold(word)));
    forms.set(words, known);
  }
  const longer = GERMAN_ENDINGS.map((ending) => term + ending);
  const shorter = GERMAN_ENDINGS.filter((ending) => term.endsWith(ending) && term.length - ending.length >= 4).map((ending) => term.slice(0, -ending.length));
  return [...longer, ...shorter].filter((form) => form !== term && known.has(form)).slice(0, 3);
}

/** Per vocabulary, its accented words by their unaccented spelling (built once, like the corrections). */
const accents = new WeakMap<string[], Map<string, string>>();

/** Whether the text writes the (folded) word in lower case somewhere. */
const writtenLowerCase = (text: string, word: string) =>
  text.split(/[^\p{L}]+/u).some((token) => token !== '' && fold(token) === word && token[0] === token[0]!.toLowerCase());

/** The first of the single-word alternatives that the knowledge writes with accents, as written there. */
function accentedIn(words: string[], alternatives: string[]): string | undefined {
  let byFolded = accents.get(words);
  if (!byFolded) {
    // The tables write "ß" as "ss" ("strassenbahn" is the site's "Straßenbahn").
    byFolded = new Map(words.filter((word) => /[^\p{ASCII}]/u.test(word)).map((word) => [fold(word).replace(/ß/g, 'ss'), word]));
    accents.set(words, byFolded);
  }
  const known = byFolded;
  // The index stems an accented word apart from its plain spelling ("inglés" is 'inglé', "ingles"
  // would be 'ingl'): an ending of a letter or two more is the same word.
  const said = (alt: string) => known.get(alt) ?? (alt.length >= 6 ? (known.get(alt.slice(0, -1)) ?? known.get(alt.slice(0, -2))) : undefined);
  return alternatives
    .filter((alt) => !alt.includes(' '))
    .map(said)
    .find(Boolean);
}

export async function weighTerms(
  db: Db,
  organizationId: number,
  question: Question,
  carried: Set<string>,
  /** The organization's knowledge_version, when the caller read it: counts remembered at it are used. */
  knowledgeVersion?: number,
): Promise<{ total: number; terms: Term[]; missing: string[] }> {
  // "看诊" asked of a site that writes "看診": a Chinese pair the site lacks is counted in the other script too.
  const { total, stats } = await termStats(db, organizationId, question.terms, question.cjk, knowledgeVersion);
  const otherScript = pairsInOtherScript(question.cjk.filter((pair, i) => !stats[question.terms.length + i]?.chunks));
  const converted = [...new Set([...otherScript.values()].flat())];
  const inOther = converted.length ? (await termStats(db, organizationId, [], converted, knowledgeVersion)).stats : [];
  const pairChunks = new Map([...stats.slice(question.terms.length), ...inOther].map((stat) => [stat.term, stat.chunks ?? 0]));
  // Of a pair's other forms, the one the site writes most.
  const inOtherScript = (pair: string) =>
    otherScript.get(pair)?.reduce((most, form) => ((pairChunks.get(form) ?? 0) > (pairChunks.get(most) ?? 0) ? form : most));
  const terms: Term[] = [];
  const missing: string[] = [];
  let words: string[] | null = null;
  // "For a 20 kg dog", "my 14 year old son": the words of a measure say which size or age, not what is asked about.
  // Its number and an age's words are not looked for at all: "up to 14" or "per year" in a line says nothing of a 14-year-old.
  // A count ("our 2 bed flat", "45 guests") is looked for as it is: the line that says "1–2 bed" names it.
  const quantities = quantitiesIn(question.text).filter((quantity) => !isCount(quantity.measure));
  const measures = new Set(
    [...quantities.map((quantity) => quantity.phrase), ...packsOfSizes(question.text), ...spansOfTimeSaid(question.text)].flatMap(wordsOf),
  );
  const unsought = new Set(quantities.flatMap((quantity) => wordsOf(quantity.phrase).filter((word) => /\d/.test(word) || quantity.measure === 'years')));
  // A size asked ("16x20") and its numbers: the option that names them ranks first, and none answers alone.
  const sizeAsked = new Set(question.parts.filter((part) => /^\d+x\d+$/.test(part)).flatMap((size) => [size, ...size.split('x')]));
  const wholeFound = stats.some((stat) => ((stat.chunks ?? 0) > 0 || alternativesOf(stat.term).length > 0) && isJoinedParts(stat.term, question.parts));
  // A site that writes the question's own script answers in its words; their English ones only help rank there.
  const readsScript =
    !!question.translated?.length && stats.some((stat) => (NON_LATIN.test(stat.term) || question.cjk.includes(stat.term)) && (stat.chunks ?? 0) > 0);
  const roles = rolesAsked(question.text);
  const ownSubject = question.terms.some((term) => !carried.has(term) && !WEAK_WORDS.has(term) && !question.context.includes(term));
  const plans = (term: string) => (question.intents.has('hours') && question.days.length > 0) || question.context.includes(term) || measures.has(term);
  const asideSoft = softByAsides(asidesIn(question.text), (word) => stats.some((stat) => stat.term === word && (stat.chunks ?? 0) > 0));
  for (const stat of stats) {
    // A word the index never keeps ("up" of "check-up") can neither match nor be missing.
    if (stat.chunks === null || unsought.has(stat.term)) continue;
    const isPair = question.cjk.includes(stat.term) && !question.terms.includes(stat.term);
    const aboutThePlace =
      ([stat.term, ...alternativesOf(stat.term)].some((word) => PLACE_WORDS.has(word)) ||
        ((question.language === 'de' || question.language === 'nl') &&
          stat.chunks === 0 &&
          !writtenLowerCase(question.text, stat.term) &&
          compoundOfPlace(stat.term))) &&
      (PLACE_INTENTS.some((intent) => question.intents.has(intent)) || placeSaidAsWhere(fold(question.text), stat.term, question.language));
    // A word on most of the knowledge is the business's own trade ("class" at a yoga studio): it tells no answer apart.
    const everywhere = stat.chunks !== null && onMostOf(total, stat.chunks);
    const softWord =
      isPair ||
      measures.has(stat.term) ||
      (question.intents.has('person') && roles.includes(stat.term)) ||
      question.context.includes(stat.term) ||
      // "My daughter is 9. … how much is it?": a bare number carried from before was a detail of the visitor's;
      // "… and a snowboard?" names its own subject, and what was asked before only helps rank.
      (carried.has(stat.term) && (/^\d+$/.test(stat.term) || ownSubject)) ||
      aboutThePlace ||
      everywhere ||
      // A part of a hyphenated word is the word's detail ("up" of "check-up") where the site writes
      // it whole; where it does not ("English-speaking"), the parts are what is asked.
      // A size's numbers ("16x20") pick the option that names them, and never answer alone.
      (question.parts.includes(stat.term) && (wholeFound || sizeAsked.has(stat.term))) ||
      WEAK_WORDS.has(stat.term) ||
      (question.language === 'tr' && isTurkishVerbForm(stat.term)) ||
      // "Vous fermez à quelle heure le vendredi *soir*?": the hours answer it; "Vendredi 15h – minuit" need not say "soir".
      (question.intents.has('hours') && TIME_OF_DAY.has(stat.term)) ||
      asideSoft.has(stat.term) ||
      // Russian is read word by word, with its endings (suffix-forms.ts): a Russian question's words count as a Latin one's do.
      (NON_LATIN.test(stat.term) && !(question.language === 'ru' && /^[\u0400-\u04ff]+$/u.test(stat.term))) ||
      (readsScript && !!question.translated?.includes(stat.term));
    // "… a car lockout in Wicker Park": a place the site names says where the visitor is.
    const soft = softWord || (stat.chunks > 0 && !!question.whereAt?.includes(stat.term));
    if (stat.chunks > 0) {
      // German inflects what the site names ("Schnauzer", "von Schnauzern"): its other forms, where the site has them, are the same word.
      const forms =
        question.language === 'de' && stat.chunks <= 3 && !isPair
          ? inflectedForms((words ??= await vocabulary(db, organizationId)), stat.term)
          : declinesLikePolish(question.language) && stat.chunks <= 3
            ? polishForms((words ??= await vocabulary(db, organizationId)), stat.term)
            : [];
      terms.push({ word: stat.term, alts: [...alternativesOf(stat.term), ...forms], chunks: stat.chunks, soft });
      continue;
    }
    const siteForm = isPair ? inOtherScript(stat.term) : undefined;
    if (siteForm && pairChunks.get(siteForm)) {
      terms.push({ word: siteForm, alts: [], chunks: pairChunks.get(siteForm)!, soft });
      continue;
    }
    // "English-speaking" nowhere as one word: its parts, asked too, say it.
    if (question.parts.length > 1 && isJoinedParts(stat.term, question.parts)) continue;
    // Nowhere in the knowledge as written: a synonym, or a typo of a word that is there.
    const alternatives = alternativesOf(stat.term);
    const viaSynonym = alternatives.length
      ? (
          await termStats(
            db,
            organizationId,
            alternatives.flatMap((a) => a.split(' ')),
            [],
            knowledgeVersion,
          )
        ).stats
      : [];
    const chunksOf = (part: string) => viaSynonym.find((s) => s.term === part)?.chunks ?? 0;
    // Every synonym the site uses: "aparcar" is its "parking" at one branch and "aparcamiento" at the other.
    const synonyms = alternatives.filter((alt) => alt.split(' ').every((part) => chunksOf(part) > 0));
    if (synonyms.length) {
      // … and the one it writes with accents: a Portuguese page's "crianças" beside an English page's "kids".
      const accentedToo = accentedIn((words ??= await vocabulary(db, organizationId)), alternatives);
      const alts = accentedToo && !synonyms.includes(accentedToo) ? [...synonyms, accentedToo] : synonyms;
      terms.push({ word: stat.term, alts, chunks: Math.min(...synonyms[0]!.split(' ').map(chunksOf)), soft, unsaid: true });
      continue;
    }
    // The index keeps accents: the synonym "fohnen" is the site's "Föhnen".
    const accented = alternatives.length ? accentedIn((words ??= await vocabulary(db, organizationId)), alternatives) : undefined;
    if (accented) {
      terms.push({ word: stat.term, alts: [accented], chunks: 1, soft });
      continue;
    }
    // "mitbringen" where the site writes "bringen Sie bitte mit": a German separable verb is found by its verb.
    // Only a word written in lower case: German nouns start with a capital ("Zutaten" is no "taten").
    const verb = question.language === 'de' && !isPair && writtenLowerCase(question.text, stat.term) ? separatedVerb(stat.term) : null;
    const verbChunks = verb ? ((await termStats(db, organizationId, [verb], [], knowledgeVersion)).stats[0]?.chunks ?? 0) : 0;
    if (verb && verbChunks > 0) {
      terms.push({ word: stat.term, alts: [verb], chunks: verbChunks, soft, unsaid: true });
      continue;
    }
    // … as the site writes it, with its umlaut ("auffüllen": "füllen wir gern").
    // Only where the visitor wrote it so: "ausdrucken" is no "drücken", "anfordern" no "fördern".
    let accentedVerb = verb ? accentedIn((words ??= await vocabulary(db, organizationId)), [verb]) : undefined;
    if (accentedVerb && !question.text.toLowerCase().includes(accentedVerb.toLowerCase())) accentedVerb = undefined;
    if (accentedVerb) {
      terms.push({ word: stat.term, alts: [accentedVerb], chunks: 1, soft, unsaid: true });
      continue;
    }
    // "Brillenfassung" where the site says "Brille" and "Fassung", Dutch "inspectierapport" where it says
    // "inspectie … met rapport": the compound's two words are asked.
    const compound =
      (question.language === 'de' || question.language === 'nl') && !isPair ? await compoundParts(db, organizationId, stat.term, knowledgeVersion) : null;
    if (compound) {
      for (const part of compound) terms.push({ word: part.term, alts: [], chunks: part.chunks, soft: soft || onMostOf(total, part.chunks) });
      continue;
    }
    // "laptopie" where the site writes "laptopa"; "gata" where it writes "gato"; "Parkplätze" where it writes "Kundenparkplätze".
    const otherForms =
      readsForms(question.language) && !isPair ? otherFormsOf(question.language, (words ??= await vocabulary(db, organizationId)), stat.term) : [];
    if (otherForms.length) {
      terms.push({ word: stat.term, alts: otherForms, chunks: 1, soft, unsaid: true });
      continue;
    }
    if (!isPair && stat.term.length >= 2 && !/\d/.test(stat.term)) {
      words ??= await vocabulary(db, organizationId);
      // "axes" is read as "ax" (as "boxes" as "box"), the site's "axe" as "axe": the plural's word with its "e".
      const asPlural = new RegExp(`(?<![\\p{L}])${stat.term}es(?![\\p{L}])`, 'u').test(fold(question.text));
      const withE = asPlural && /^\p{L}+[^aeiouy]$/u.test(stat.term) && words.includes(`${stat.term}e`) ? `${stat.term}e` : null;
      const correction = withE ?? (stat.term.length >= 3 ? correctionOf(words, stat.term) : null);
      if (correction) {
        terms.push({ word: stat.term, alts: [correction], chunks: 1, soft });
        continue;
      }
    }
    // A word carried from the question before was looked for then; it is context, not a new subject.
    // A word that can ask ("back", "call") and is not in the knowledge names nothing here.
    // "Vous *rachetez* les vieilles bouteilles ?": the verb a plain yes/no question is built on, which no
    // word of the knowledge says in any form, is missing as much as a noun would be: a line about
    // bottles does not answer whether old ones are bought back.
    const unsaidVerb =
      question.intents.size === 0 && !!question.predicates?.includes(stat.term) && !WEAK_WORDS.has(stat.term) && !question.parts.includes(stat.term);
    // A word on a site in Arabic or Hebrew: under the site's prefixes, through the glossary, or not said at all: then missing, unless the visitor's plans (context, a measure, any word of an hours question naming a day: the hours table answers that).
    const onSite = isPair ? null : scriptWordOnSite(stat.term, (words ??= await vocabulary(db, organizationId)));
    if (onSite?.forms.length) {
      terms.push({ word: stat.term, alts: onSite.forms, chunks: 1, soft, unsaid: true });
      continue;
    }
    const unsaid = unsaidVerb || (!!onSite?.absent && !plans(stat.term) && !asideSoft.has(stat.term));
    if ((!soft || unsaid) && !carried.has(stat.term) && !question.spare?.includes(stat.term)) missing.push(stat.term);
  }
  // "יש לכם אוכל כשר?": an existence question in words the glossary cannot read names what the site may not have.
  if (question.intents.has('exists')) missing.push(...unreadScriptWords(splitAsk(question.text).ask));
  // "你们当归进货价多少钱？" of a clinic written in Chinese: a word it never writes, in either script, is missing (not of the place's hours,
  // address or number: "开车去的话可以停哪里？" asks where, whatever the visitor calls driving).
  if (!PLACE_INTENTS.some((intent) => question.intents.has(intent))) {
    missing.push(...absentCjkWords(question.text, (pair) => pairChunks.get(pair) ?? 0));
    missing.push(...absentKoreanWords(question.text, (pair) => pairChunks.get(pair) ?? 0));
  }
  await joinPhrases(db, organizationId, question, terms, missing, knowledgeVersion);
  return { total, terms, missing };
}

/** Whether a word is hyphenated parts written as one ("englishspeak" of "English-speaking"). */
function isJoinedParts(word: string, parts: readonly string[]): boolean {
  for (let i = 0; i < parts.length; i += 1) {
    let joined = '';
    for (let j = i; j < parts.length && joined.length < word.length; j += 1) {
      joined += parts[j];
      if (j === i) continue;
      const sameStart =
        word.slice(0, 3) === parts[i]!.slice(0, 3) || (/^\d+$/.test(parts[i]!) && /^\p{L}/u.test(parts[i + 1] ?? '') && word.startsWith(parts[i]!));
      if (!sameStart) continue;
      if (word.startsWith(joined.slice(0, -2)) && Math.abs(joined.length - word.length) <= 3) return true;
      // Each part as stemmed ("cartões-presente": "cartoe", "presente"), the word as typed ("cartoespresente").
      if (new RegExp(`^${parts.slice(i, j + 1).join('\\p{L}{0,2}')}\\p{L}{0,3}$`, 'u').test(word)) return true;
    }
  }
  return false;
}

/** A word on most of a knowledge of some size is the business's own trade ("class" at a yoga studio). */
const onMostOf = (total: number, chunks: number) => total >= 20 && chunks >= total * 0.4;

/**
 * Two words side by side, one of them or both missing, may name one thing the site calls otherwise:
 * "old town" is the site's "Altstadt", "car park" its "Parkplatz", "money back" its "refund" (where
 * "back" is on the site in another sense). Such a pair becomes one term (in place, in `terms` and
 * `missing`).
 */
async function joinPhrases(db: Db, organizationId: number, question: Question, terms: Term[], missing: string[], knowledgeVersion?: number) {
  for (let i = 0; i + 1 < question.terms.length; i += 1) {
    const [first, second] = [question.terms[i]!, question.terms[i + 1]!];
    if (!missing.includes(first) && !missing.includes(second)) continue;
    const alternatives = alternativesOf(`${first} ${second}`).concat(linkedPhrase(question.text, first, second));
    if (!alternatives.length) continue;
    // The site's name may be a phrase too ("additional driver" is a Polish page's "dodatkowy kierowca"), counted where its words stand together.
    const { stats } = await termStats(db, organizationId, alternatives, [], knowledgeVersion);
    const known = stats.find((stat) => (stat.chunks ?? 0) > 0);
    if (!known) continue;
    for (let t = terms.length - 1; t >= 0; t--) if (terms[t]!.word === first || terms[t]!.word === second) terms.splice(t, 1);
    terms.push({ word: `${first} ${second}`, alts: [known.term], chunks: known.chunks ?? 1, soft: false });
    for (const word of [first, second]) if (missing.includes(word)) missing.splice(missing.indexOf(word), 1);
    i += 1; // the second word is spent: it starts no pair of its own
  }
}

/** The words that link a phrase's two nouns, dropped from the question's terms: "punaises *de* lit", "cimici *dei* letti". */
const LINKS = ['de', 'di', 'del', 'dei', 'della', 'des', 'du', 'da', 'do', 'dos', 'das', 'van', 'von', 'of'];

/** Another way to say two of the question's words with the word between them that linked them there ("punaises de lit" is "bed bugs"). */
function linkedPhrase(text: string, first: string, second: string): string[] {
  const folded = fold(text);
  const escape = (word: string) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  for (const link of LINKS) {
    // As typed ("chinches de cama") and as the terms read it, stemmed ("punaise de lit" for "punaises de lit").
    const said = new RegExp(`(?<![\\p{L}])${escape(first)}\\p{L}* ${link} ${escape(second)}\\p{L}*`, 'u').exec(folded)?.[0];
    if (said) return [...new Set([...alternativesOf(stem(said)), ...alternativesOf(`${first} ${link} ${second}`)])];
  }
  return [];
}

/** Whether a term (or one of its other spellings) is among the words of a text. */
export function matches(term: Term, words: string[], raw: string): boolean {
  if (found(term.word, words)) return true;
  // The visitor may slip two letters; another way to say the word, from the tables, one at most
  // (its stem against the site's inflection: "ingle" is "inglés"), so "groepen" is no "green".
  // An alt may be the site's own spelling, accents kept ("café"); the words it meets are folded.
  let text: string | undefined;
  return term.alts.some((alt) => (alt.includes(' ') ? (text ??= fold(raw)).includes(altAsRead(alt)) : found(altAsRead(alt), words, 1)));
}

/**
 * Another spelling as the words it meets are read: folded, and a single word light-stemmed. Kept once
 * per spelling, as `root` is: matching runs for every term on every line of every candidate.
 */
const altsAsRead = new Map<string, string>();
function altAsRead(alt: string): string {
  let read = altsAsRead.get(alt);
  if (read === undefined) {
    read = alt.includes(' ') ? fold(alt) : stem(fold(alt));
    // Bounded: a process answers many businesses' words.
    if (altsAsRead.size > 50_000) altsAsRead.clear();
    altsAsRead.set(alt, read);
  }
  return read;
}
