import { cjkBigrams } from '../index/knowledge-index';
import { englishOfScriptWords, purposesOfScriptWords } from './script-words';
import { monthsNamed, monthWords } from './season-hours';
import { INTENT_RULES as INTENTS, INTENT_WORDS_BY_LANGUAGE, STOP_WORDS_BY_LANGUAGE } from './asks';
import { editDistance } from './match';
import { daysNamed, isDayWord, namesADayHere } from './day-names';
import { fold, stem } from './fold';
import { CLOCK } from './asked-clock';
import { spokenTime, SPOKEN_TIME } from './spoken-time';
import { detectLanguage } from './question-language';
import { WEAK_WORDS } from './synonyms';
import { opensOnlyAName, splitAsk } from './ask-sentences';
import { withoutQualifiers } from './qualifiers';

export { QUESTION_START, splitAsk } from './ask-sentences';

export { daysNamed } from './day-names';
export { fold, stem } from './fold';

/**
 * What a visitor's question asks for, read without a language model: the kinds of answer it wants
 * (a price, opening hours, an address…), the words that name what it is about, and the days it
 * names. Kinds are recognised in the seven interface languages; the words about the business
 * are whatever is left once the question's own words are taken out.
 */
export type Intent =
  | 'price'
  | 'availability'
  | 'hours'
  | 'location'
  | 'phone'
  | 'email'
  | 'contact'
  | 'shipping'
  | 'returns'
  | 'cheapest'
  | 'priciest'
  | 'person'
  | 'exists'
  | 'list'
  | 'quantity'
  | 'duration'
  | 'payment';

/** The kinds of answer about the place itself: its hours, address and ways to reach it. */
export const PLACE_INTENTS: readonly Intent[] = ['hours', 'location', 'phone', 'email', 'contact'];

export interface Question {
  text: string;
  intents: Set<Intent>;
  /** Words naming what the question is about (folded, light-stemmed). */
  terms: string[];
  /**
   * Character pairs of Chinese, Japanese or Korean text. Whether one names the subject is not
   * known without a dictionary, so they count where the knowledge holds them and never make the
   * agent give up on their own.
   */
  cjk: string[];
  /** Parts of hyphenated words ("check", "up" of "check-up"): they count where found, never missed. */
  parts: string[];
  /** Every word but the function words, the ones that say what is asked too ("order", "delivered"): to compare with an FAQ's own question. */
  words: string[];
  /** Days named, as 0 (Monday) … 6 (Sunday). */
  days: number[];
  /**
   * Terms said only in sentences that explain rather than ask ("I need it for my navigation app."):
   * they may help rank, but their absence from the knowledge never makes the agent give up.
   */
  context: string[];
  /** What an existence question asks about ("home visits" of "Do you do home visits?"), every word kept: each must be in the answer's unit. */
  object: string[];
  /** Words that can ask for a kind of answer but do not here ("call" of "call-out charge"): a subject where the knowledge has them, nothing where it does not. */
  spare?: string[];
  /** Months named with an hours question (0 = January): which season's hours. */
  months?: number[];
  /** English words for the question's words in another script (script-words.ts): a site in that script answers without them. */
  translated?: string[];
  /** The verb the question is built on ("Do you *buy back* old bottles?"), among `context`. */
  predicates?: string[];
  /** The words that asked for a kind of answer ("Se *desmarcar* agora…"): the site may write them too, so they are looked for. */
  cues?: string[];
  /**
   * Where a price is wanted, said last ("a car lockout … in Wicker Park"): where the site names the
   * place, it says where the visitor is, not what they ask about; where it does not, it is asked.
   */
  whereAt?: string[];
  /** A language the question is clearly written in, when the script or its words say so. */
  language: 'en' | 'es' | 'de' | 'fr' | 'it' | 'pt' | 'nl' | 'pl' | 'cs' | 'sv' | 'da' | 'tr' | 'ru' | 'he' | 'ar' | 'ja' | 'ko' | 'zh-Hans' | 'zh-Hant' | null;
}

const LATIN_WORD = /[\p{L}\p{N}]+(?:[-.][\p{L}\p{N}]+)*/gu;
const CJK = /[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uac00-\ud7af]/;
const CJK_ALL = /[\u3000-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uac00-\ud7af\uff00-\uffef]/g;

/** The words of a text, folded and stemmed; hyphenated words count whole and in parts ("check-up", "check", "up", "checkup"). */
export function wordsOf(text: string): string[] {
  return [...latinWords(text), ...cjkBigrams(text)];
}

function latinWords(text: string, parts?: string[]): string[] {
  const out: string[] = [];
  for (const match of fold(text.replace(CJK_ALL, ' ')).matchAll(LATIN_WORD)) {
    const word = match[0];
    if (CJK.test(word)) continue;
    // A size asked ("16x20") the site may write "16 x 20": asked whole and as its numbers, which (as a
    // hyphenated word's parts) count where found and are never missed. The site's own "4x4" stays one word.
    if (parts && /^\d+x\d+$/.test(word)) {
      out.push(word, ...word.split('x'));
      parts.push(word, ...word.split('x'));
    } else if (/[-.]/.test(word) && !/^\d+[.]\d+$/.test(word)) {
      out.push(stem(word.replace(/[-.]/g, '')));
      for (const part of word.split(/[-.]/)) {
        if (!part) continue;
        out.push(stem(part));
        parts?.push(stem(part));
      }
    } else out.push(stem(word));
  }
  return out;
}

// Words that carry no subject: function words of English and Spanish, and the filler visitors type.
const STOP = new Set(
  `a an and are as at per long hw hws wat wht whats be been being but by can could do does did doing for from get got had has have having he her here his how i if in into is it its just let me my of on or our ours please so some such tell than that the their them then there these they this those to too us was we were what whats when where which while who whom whose why will with would you your yours yourself am im ive id youre youve youll youd weve theyve theyre shes hes theres heres wheres dont doesnt isnt arent cant wont didnt also any anything else more most much many very really about like want wanna need know looking look find give show say said see go going come make take use way thing stuff info information detail question option available availability kind type sort one ones something anywhere somewhere bit lot hi hello hey thanks thank ok okay yes no not sure well would should might may must shall today tonight tomorrow now currently still right actually maybe possible possibly able again also exactly just only even ever every all both each few other same new good best great nice please pls plz u ur r y n ye yez youse yous yall ya around
   el la los las un una unos unas de del al y o que qué en es son esta está estan están hay tiene tienen tienes teneis para por con sin su sus mi mis tu tus se le les lo me te nos cual cuál como cómo cuando cuándo donde dónde quien quién cuanto cuánto cuanta cuánta cuantos cuántos puedo puede pueden podria podría quiero quisiera saber hola gracias favor muy mas más ya también tambien hacen hace ser estar algo alguna alguno ustedes usted vosotros hasta desde hora horas cual cuales esto eso aqui alli mucho poco`
    .split(/\s+/)
    .flatMap((word) => [fold(word), stem(fold(word))]),
);

/** Words that only say which kind of answer is wanted, in every Latin-script language (function words count only in their own). */
// Russian's Cyrillic is read word by word as these are.
const LATIN_LANGUAGES = ['en', 'es', 'de', 'fr', 'it', 'pt', 'nl', 'pl', 'cs', 'sv', 'da', 'tr', 'ru'] as const;
const INTENT_WORDS = wordSet(LATIN_LANGUAGES.map((language) => INTENT_WORDS_BY_LANGUAGE[language]).join(' '));
/** Each language's function words, left out of a question in that language only ("die" is German, "do" Portuguese). */
const OWN_WORDS = new Map(LATIN_LANGUAGES.map((language) => [language as string, wordSet(STOP_WORDS_BY_LANGUAGE[language] ?? '')]));

/** A Spanish verb with its pronouns attached ("pagarlas", "matricularme") is the verb the site writes ("pagar"). */
const spanishVerb = (word: string) => word.replace(/(?<=\p{L}{2}(?:ar|er|ir))(?:me|te|se|nos|os|lo|la|los|las|le|les)$/u, '');

function wordSet(words: string | undefined): Set<string> {
  return new Set(
    (words ?? '')
      .split(/\s+/)
      .filter(Boolean)
      .flatMap((w) => [fold(w), stem(fold(w))]),
  );
}

/** Words that ask (which, who, have, kinds…) and never name a thing of the business themselves. */
const NEVER_A_SUBJECT = wordSet(
  'who which what sell have has offer carry serve provide buy order many much kind kinds type types options range selection least lowest highest write reach speak talk touch visit number time times',
);

/** The words of the question that the kinds of answer it asks for were read from. */
function cueWords(folded: string, intents: Set<Intent>): Set<string> {
  const cues = new Set<string>();
  for (const rule of INTENTS) {
    if (!intents.has(rule.intent)) continue;
    for (const match of folded.matchAll(new RegExp(rule.pattern.source, 'gu'))) for (const word of latinWords(match[0])) cues.add(word);
  }
  return cues;
}

/** A word after no article or possessive (a noun typed in lower case follows one: "der monteur Sie"). */
const NO_ARTICLE = String.raw`(?<![\p{L}])(?<!\b(?:der|die|das|den|dem|des|ein|eine|einen|einem|einer|kein|keine|mein|meine|unser|unsere|euer|eure|ihr|ihre) )`;
/** A German participle: "gebaut", "eingebaut", "angerechnet" (a separable prefix, "ge", a stem, "-t"/"-en"). */
const PARTICIPLE = String.raw`(?:ab|an|auf|aus|bei|ein|fest|mit|nach|vor|weg|zu|zurück|her|hin|um|durch|über|unter)?ge\p{Ll}{3,}(?:t|en)`;

/** A German modal's infinitive, which ends its question: "Wie viel Anzahlung müssen wir *leisten*?". */
const GERMAN_INFINITIVE_AFTER_MODAL =
  /(?<![\p{L}])(?:[mM](?:uss|usst|üssen|ussen|üsst|öchte|öchten|ochte|ochten)|[kK](?:ann|annst|önnen|onnen|önnt|önnte|önnten)|[dD](?:arf|arfst|ürfen|urfen)|[sS](?:oll|ollen|ollte|ollten)|[wW](?:ill|ollen|ürde|ürden))(?![\p{L}])[^?.!]*?\s(\p{Ll}+(?:en|ern|eln))\s*[?？]/gu;
/** "om een afspraak te maken", "um einen Termin zu vereinbaren": the clause a Dutch or German visitor says why in (after any time: "om half 1 … om …"). */
const PURPOSE_CLAUSE = /\b(?:om|um) (?:(?!\b(?:om|um)\b)[^.?!,;])+? (?:te|zu) \p{L}+/gu;
const POINTS_BACK =
  /\b(?:\w+ing|fix|repair|do|cost) (it|that|them|das|es)\b|\b(?:daarmee|daarvoor|daarover|daarop|ermee|ervoor|erover|damit|dafur|daruber|darauf)\b/;
/** "Un numero WhatsApp *per prenotare*?", "para reservar", "pour réserver": a preposition and an infinitive. */
const ROMANCE_PURPOSE = /\b(?:per \p{L}{2,}(?:are|ere|ire)|para \p{L}+(?:ar|er|ir)|pour (?!(?:votre|notre|autre|quatre)\b)\p{L}+(?:er|ir|re))\b[^.?!;]*/u;
/** Compiled once: "Garantie *gebt* ihr", "bis die Küche *eingebaut* ist". */
const GERMAN_VERB_BEFORE_PRONOUN = new RegExp(String.raw`${NO_ARTICLE}(\p{Ll}+) (?:ihr|Sie|du)(?![\p{L}])`, 'gu');
const GERMAN_PARTICIPLE_AT_END = new RegExp(String.raw`${NO_ARTICLE}(${PARTICIPLE}) (?:ist|sind|wird|werden|wurde|hat|haben)\b`, 'gu');

/** A question word for a place, or a word for an address: "where", "dov'è", "Adresse", "your location". */
const WHERE_OR_ADDRESS =
  /\b(?:where|wheres|wo|donde|dove|dov|onde|address|adresse|anschrift|direccion|indirizzo|endereco|morada|location|located|ubicacion|standort)\b/;

/** Single words that name a kind of answer, matched with typos allowed. */
const FUZZY_INTENT_WORDS: [string, Intent][] = [
  ['address', 'location'],
  ['location', 'location'],
  ['directions', 'location'],
  ['price', 'price'],
  ['prices', 'price'],
  ['phone', 'phone'],
  ['telephone', 'phone'],
  ['email', 'email'],
  ['opening', 'hours'],
  ['hours', 'hours'],
  ['delivery', 'shipping'],
  ['shipping', 'shipping'],
  ['refund', 'returns'],
  ['return', 'returns'],
  ['available', 'availability'],
];

/**
 * "This summer", "over winter", "después de Navidad": a season or holiday after a word that makes it
 * a time says when the visitor comes, not what they ask about ("the summer camp", "winter tyres" do).
 */
const WHEN_VISITING =
  /\b(?:this|next|last|over|during|in|after|before|until|till|este|esta|durante|despues de|antes de|hasta|nach|vor|im|uber|diesen|diesem|pendant|cet|cette|apres|avant|jusqua|dopo|prima di|questo|questa|quest)\s+(summer|winter|spring|autumn|christmas|xmas|easter|verano|invierno|primavera|otono|navidad(?:es)?|sommer|fruhling|herbst|weihnachten|ostern|ete|hiver|printemps|automne|noel|paques|estate|inverno|autunno|natale|pasqua)\b(?!\s+(?:camp|camps|course|courses|class|classes|menu|tyres?|tires?|sale|special|programme|program|schedule|hours|opening)\b)/g;

/** The words of a place said at the end of an ask ("… in Wicker Park?", "… near the station"), up to three. */
function placeSaidLast(ask: string): string[] {
  const place = /\b(?:in|near|around|at)\s+((?:the\s+)?\p{L}+(?:\s+\p{L}+){0,2})\s*[?.!]*\s*$/iu.exec(ask.replace(CLOCK, ' ').trim())?.[1];
  const words = place ? latinWords(place).filter((word) => !STOP.has(word)) : [];
  return words.length > 1 || /^\p{Lu}/u.test(place?.replace(/^the\s+/i, '') ?? '') ? words : []; // "in Lakeview", "in wicker park"; not "in colour"
}

/** Parts of the day, as stems: asked with hours, they narrow the hours, never name a subject. */
export const TIME_OF_DAY = new Set(
  'morning mornings noon midday lunchtime afternoon afternoons evening evenings mittag mittags mediodia midi mezzogiorno mattina mattino pomeriggio sera matin matinee soir soiree manana tarde morgens vormittag vormittags nachmittag nachmittags abend abends ochtend middag avond night nights nacht nachts noche noches nuit nuits notte'
    .split(' ')
    .map((word) => stem(word)),
);

export function readQuestion(text: string, readAs: Question['language'] = null): Question {
  const { ask, context } = splitAsk(text);
  const askWords = new Set(latinWords(ask));
  // "I have a flat tyre, what does fixing *it* cost?", "Hoe gaan jullie *daarmee* om?": an ask that points
  // back takes its subject from the context, whose words then count in full.
  const pointsBack = POINTS_BACK.test(fold(ask));
  const contextTerms = context && !pointsBack ? [...new Set(latinWords(context))].filter((word) => !askWords.has(word)) : [];
  const folded = fold(ask);
  const intents = new Set<Intent>();
  for (const rule of INTENTS) if (rule.pattern.test(folded) || rule.pattern.test(ask)) intents.add(rule.intent);
  if (intents.has('cheapest') || intents.has('priciest')) intents.delete('price');
  // "O sinal do curso Open Water": a name, where something else is asked, asks no hours.
  if (intents.size > 1 && intents.has('hours') && opensOnlyAName(ask)) intents.delete('hours');
  // "What do you charge per hour?" asks a rate, not the opening hours.
  if (intents.has('price') && /\b(?:per|an|a|each|every|by the) hours?\b|\bhourly\b/.test(folded)) intents.delete('hours');
  // "Kostet die Anfahrt extra?": with a price asked and no "where" or address, the way there is what is priced.
  if (intents.has('price') && !WHERE_OR_ADDRESS.test(folded) && !/où|どこ|哪|איפה|أين/i.test(ask)) intents.delete('location');
  const cues = cueWords(folded, intents);
  // "when are you open" is about hours, not a person; "who" questions asking "where" stay location.
  const days = daysNamed(text);
  const dayAsksHours = days.length > 0 && intents.size === 0;
  // "Um Viertel vor eins, ist da jemand da?": a time and nothing else asked is a question of hours.
  if (!intents.size && (spokenTime(folded) !== null || new RegExp(CLOCK.source, 'iu').test(ask))) intents.add('hours');
  // "Can I come in on Wednesday at 7:30pm?" asks whether the place is open then; "the price for a car
  // lockout at 7:30pm on a Tuesday" asks the rate then.
  if (
    !intents.has('price') &&
    days.length &&
    (/\b\d{1,2}(?:[:.]\d{2})?\s?(?:am|pm|uhr)\b|\bum \d{1,2}\b|\b\d{1,2}h(?:\d{2})?\b/.test(folded) || spokenTime(folded) !== null)
  )
    intents.add('hours');
  const seen = new Set<string>();
  const parts: string[] = [];
  const language = detectLanguage(text) ?? readAs;
  const spanishAsk = language === 'es';
  const frenchAsk = language === 'fr';
  const ownWords = (word: string) => language !== 'en' && !!language && !!OWN_WORDS.get(language)?.has(word);
  // A clock time ("7:30pm", "13 Uhr") says when, not what: it is read for hours, never as a word to find.
  // "Faut-il", "avez-vous": a French verb and its pronoun, not one hyphenated word.
  // "Ola, …" opening a Spanish question is "Hola" typed as it sounds (elsewhere "ola" is a wave).
  const asTyped = frenchAsk
    ? text.replace(/(\p{L}+)-(?:t-)?(il|elle|on|vous|nous|ils|elles|je|tu|ce)(?![\p{L}])/giu, '$1 $2')
    : spanishAsk
      ? text.replace(/^\s*ola(?![\p{L}])/iu, '')
      : text;
  const terms = latinWords(withoutQualifiers(fold(asTyped.replace(CLOCK, ' ')).replace(SPOKEN_TIME, ' ')), parts)
    .map((word) => (spanishAsk ? spanishVerb(word) : word))
    .filter((word) => {
      if (seen.has(word)) return false;
      seen.add(word);
      // A lone digit counts ("for 2 players"); a lone letter does not.
      // A word that can ask for a kind of answer but does not here is what the question is about ("call-out charge").
      const asksHere = INTENT_WORDS.has(word) && (cues.has(word) || NEVER_A_SUBJECT.has(word));
      return (word.length > 1 || /\d/.test(word)) && !STOP.has(word) && !asksHere && !namesADayHere(word, days) && !ownWords(word);
    });
  // "When is brunch?" asks for a time, unless the question already asks for something else ("when is shipping free?").
  if (intents.size === 0 && /\b(when (?:is|are|does|do)|whens|what days?|cuando|quand|quel jour|quels jours|quando|che giorno|quali giorni)\b/.test(folded))
    intents.add('hours');
  // A slip in the one word that says what is asked ("adress", "pirce", "opning") still says it.
  const intentSlips = new Set<string>();
  for (const word of latinWords(ask)) {
    if (word.length < 5) continue;
    for (const [key, intent] of FUZZY_INTENT_WORDS) {
      // A slip of the keyboard only ("adress"), not another form of the word ("opened" is not "opening").
      if (word !== key && word[0] === key[0] && editDistance(word, key, 1) <= 1) {
        intents.add(intent);
        intentSlips.add(word);
      }
    }
  }
  // "Ad agosto a che ora aprite?": a month asked with hours says which season's hours, not what about.
  const months = intents.has('hours') ? monthsNamed(ask) : [];
  const monthStems = new Set(monthWords(ask).map(stem));
  const subjectTerms = terms.filter((term) => !intentSlips.has(term) && !(months.length && monthStems.has(term)));
  // "كم سعر الليلة لقطة واحدة؟" on an English site: the everyday words of another script, as English words.
  const inEnglish = (part: string) =>
    latinWords(englishOfScriptWords(part).join(' ')).filter((word) => !STOP.has(word) && !INTENT_WORDS.has(word) && !isDayWord(word) && !seen.has(word));
  // "ما هو رقم الهاتف للحجز؟" (the phone number for booking): for a fact about the place, what it is wanted for explains.
  const aboutThePlace = PLACE_INTENTS.some((intent) => intents.has(intent));
  const purposes = aboutThePlace ? latinWords(purposesOfScriptWords(ask).join(' ')) : [];
  const translated = [...new Set(inEnglish(ask))].filter((word) => !purposes.includes(word));
  const translatedContext = [...new Set([...inEnglish(context), ...purposes])].filter((word) => !translated.includes(word));
  subjectTerms.push(...translated, ...translatedContext);
  contextTerms.push(...translatedContext);
  // "Tengo reservado el taller del domingo… ¿Puedo cambiar la fecha?": a day named only to explain, before an
  // ask about something of its own, asks no hours ("… on Friday after work – will anyone be there?" does).
  if (dayAsksHours && (context === '' || daysNamed(ask).length > 0 || !subjectTerms.some((term) => askWords.has(term) && !WEAK_WORDS.has(term))))
    intents.add('hours');
  // The verb a question is built on ("Do you *cut* children's hair?", "*Schneidet* ihr Kinder?") says
  // what is done, the words after it what to: it helps rank, and never makes the agent give up alone.
  const predicates = [
    ...folded.matchAll(/(?:^|[.?!,;–-]\s*|\bund\s+)(\p{L}+) (?:ihr|sie|du)\b/gu),
    ...folded.matchAll(/\b(?:do|does|can|could|will|would) (?:you|u|they)(?: guys)?(?: also)? (\p{L}+)/gu),
    // French puts the verb after its subject: "vous *vendez* les galettes", "on *passe* commande".
    ...(frenchAsk ? folded.matchAll(/\b(?:vous|on|je|nous) (?:ne )?(\p{L}+)/gu) : []),
    // German puts the verb, in lower case, before its pronoun anywhere ("wie viele Jahre Garantie *gebt*
    // ihr") and ends a clause on its participle ("bis die Küche *eingebaut* ist").
    ...(language === 'de' ? text.matchAll(GERMAN_VERB_BEFORE_PRONOUN) : []),
    ...(language === 'de' ? text.matchAll(GERMAN_PARTICIPLE_AT_END) : []),
    // Only in the sentence that asks for that kind of answer: where a sentence asks nothing else, its verb
    // is the very thing asked about ("Ab wann kann man einchecken?", "Könnt ihr das Auto abholen? Was kostet das?")
    // and must be found, not only help rank. A day named asks the hours as such a word would: "Kann ich am
    // Freitag … vorbeikommen und Honig *kaufen*?" asks whether the shop is open then, not whether it sells.
    ...(language === 'de' && intents.size > 0
      ? text
          .split(/(?<=[?？!.])\s+/u)
          .filter(
            (sentence) => INTENTS.some((rule) => rule.pattern.test(fold(sentence))) || (dayAsksHours && intents.has('hours') && daysNamed(sentence).length > 0),
          )
          .flatMap((sentence) => [...sentence.matchAll(GERMAN_INFINITIVE_AFTER_MODAL)])
      : []),
  ]
    .map((match) => stem(fold(match[1]!)))
    .filter((word) => subjectTerms.includes(word));
  // Manner words ("originally", "roughly") say how, not what.
  predicates.push(...subjectTerms.filter((word) => word.length > 6 && /(?:ally|ently|antly|ously|ively|ately|fully|ingly|edly)$/.test(word)));
  // "What number do I ring *to book a table*?": for a fact about the place, the purpose explains.
  // Dutch and German say it "om een afspraak te maken", "um einen Termin zu machen".
  const purpose = PLACE_INTENTS.some((intent) => intents.has(intent))
    ? [
        /\bto (?!the\b|a\b|an\b|your\b|you\b|us\b|our\b|my\b)(\p{L}+.*)$/u.exec(folded)?.[1] ?? '',
        ...(language === 'nl' || language === 'de' ? [...folded.matchAll(PURPOSE_CLAUSE)].map((match) => match[0].replace(/^\p{L}+ /u, '')) : []),
        ROMANCE_PURPOSE.exec(folded)?.[0].replace(/^\p{L}+ /u, '') ?? '',
      ].join(' ')
    : '';
  predicates.push(...latinWords(purpose).filter((word) => subjectTerms.includes(word)));
  // "Can I bring *my dog* in on Wednesday at 7:30pm?": the visitor's own things do not change when the place is open.
  if (PLACE_INTENTS.some((intent) => intents.has(intent)))
    for (const match of folded.matchAll(/\b(?:my|our|his|her|mein(?:e[nmr]?)?|unser(?:e[nmr]?)?)\s+(\p{L}+)(?:\s+(\p{L}+))?/gu))
      predicates.push(
        ...[match[1], match[2]]
          .filter((word): word is string => !!word)
          .map(stem)
          .filter((word) => subjectTerms.includes(word)),
      );
  const objectText = intents.has('exists')
    ? (/\b(?:you|u|they)\s+(?:guys\s+)?(?:sell|have|offer|stock|carry|serve|make|do|provide)\s+(.+)$/.exec(folded)?.[1] ?? '')
    : '';
  const object = latinWords(objectText.split(/\s*(?:[/,;?!]|\bor\b|\band\b)\s*/)[0] ?? '').filter((word) => word.length > 2 && !STOP.has(word));
  // "Where can I park?", "where do I leave the bike?": where to do something, not the business's address; the words decide.
  const whereToDo = /\bwhere (?:can|could|do|should|shall|may) (?:i|we|you) (\p{L}+)/u.exec(folded)?.[1];
  if (whereToDo && !/^(?:find|get|go|come|visit|meet|reach|see|be|pick|collect)$/.test(whereToDo)) intents.delete('location');
  // "email address" asks for an email, not a place.
  if ((intents.has('email') || intents.has('phone')) && intents.has('location') && !/\b(where|donde|directions)\b|どこ|哪|איפה|أين/.test(folded))
    intents.delete('location');
  const words = [...new Set(latinWords(text).filter((word) => word.length > 1 && !STOP.has(word) && !ownWords(word) && !parts.includes(word)))];
  return {
    text,
    intents,
    terms: subjectTerms,
    cjk: [...new Set(cjkBigrams(text))],
    parts,
    words,
    days,
    // When the ask names nothing of its own ("Which of your salons can she get into?" after "My
    // mother uses a wheelchair."), the sentence that explains is what it is about.
    context: [
      ...(intents.size === 0 && subjectTerms.every((term) => contextTerms.includes(term) || predicates.includes(term))
        ? predicates
        : [...contextTerms, ...predicates]),
      ...[...folded.matchAll(WHEN_VISITING)].flatMap((match) => latinWords(match[1]!)),
    ],
    object,
    // "… a che ora aprite la mattina?": the part of the day hours are asked for is found where the site says it, never missed.
    spare: subjectTerms.filter((term) => INTENT_WORDS.has(term) || (intents.has('hours') && TIME_OF_DAY.has(term))),
    months,
    whereAt: intents.has('price') ? placeSaidLast(ask).filter((word) => subjectTerms.includes(word)) : [],
    translated: [...translated, ...translatedContext],
    predicates,
    cues: [...cues].filter((word) => word.length >= 4 && !STOP.has(word) && !ownWords(word)),
    language,
  };
}
