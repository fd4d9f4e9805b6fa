import { PLACE_INTENTS, readQuestion, stem, type Intent, type Question } from './question';
import { WEAK_WORDS } from './synonyms';
import type { AnswerInput } from './knowledge-answer';

/** "Are *you* open…", "habt *ihr*…", "*vous* êtes…": the business itself is asked about. */
const ADDRESSES_THE_BUSINESS = /(?<![\p{L}])(?:you|ihr|euch|vous|ustedes|vosotros|voi)(?![\p{L}])/iu;

const FOLLOW_UP_START = /^\s*[¿¡]?\s*(and|also|what about|how about|y|e|et|und|and the|and for|and in|what if|for the|in)\b/i;

/**
 * "Does *that* work on…", "*ça* commence…", "was kostet *das*?": a word that points back at what was
 * asked before. "That", "das" and "questo" are articles too ("that brand", "das Frühstück"): they
 * point back only before a verb or at the end.
 */
const POINTS_BACK =
  /(?<![\p{L}])(?:it|they|them|him|ça|cela|celui|celle|dafür|dazu|davon|dabei|eso|esto|ello|isso|isto|disso|nisso|nesse|nessa)(?![\p{L}])|(?<![\p{L}])(?:that|this|das|quello|questo)(?=\s*(?:[?!.,]|$)|\s+(?:is|was|work|works|include|includes|cost|costs|come|comes|apply|applies|take|takes|last|lasts|cover|covers)\b)/iu;

/**
 * What a price is counted by ("¿Cuánto cuesta *el kilo*?", "and *per hour*?"): a measure of what was asked before,
 * no subject. Not "metro" (the underground), "unit" (a storage unit) or "pieza" (a room).
 */
const MEASURES = new Set(
  'kilo kilos kg kilogram kilogramm kilogramo gram gramm gramo litre liter litro metre meter hour hora stunde heure ora uur night noche nacht nuit notte noite piece stuck stueck pezzo stuk portion porcion'
    .split(' ')
    .map((word) => stem(word)),
);

/** A short question that leans on the one before ("how much is it?", "and on Saturday?") takes its subject. */
export function resolveFollowUp(asked: Question, history: AnswerInput['history']): { question: Question; carried: Set<string> } {
  const previous = [...history].reverse().find((turn) => turn.role === 'user');
  // Generic words ("last", "cost", "bring") are no subject of their own.
  const subject = asked.terms.filter((term) => !WEAK_WORDS.has(term) && !MEASURES.has(term) && !asked.context.includes(term));
  // "What is your return policy?" names its own subject (returns), "how much is it?" does not; nor
  // does "and on Saturday?", but "are you open Saturday afternoon?" asks the business's own hours.
  const ownTopic =
    ['returns', 'shipping', 'hours', 'location', 'phone', 'email', 'contact', 'cheapest', 'priciest', 'list'].some((intent) =>
      asked.intents.has(intent as Intent),
    ) &&
    (asked.days.length === 0 || (ADDRESSES_THE_BUSINESS.test(asked.text) && !/^\s*[¿¡]?\s*(?:and|y|e|et|und)\b/i.test(asked.text)));
  const leans =
    (subject.length === 0 && !ownTopic) ||
    (FOLLOW_UP_START.test(asked.text) && subject.length <= 2) ||
    // "Is it open on Sundays?": "it" is the place itself when its hours or address are asked.
    (POINTS_BACK.test(asked.text) && subject.length <= 2 && !ownTopic && !PLACE_INTENTS.some((intent) => asked.intents.has(intent))) ||
    (asked.intents.size === 0 && subject.length <= 2 && asked.days.length > 0);
  if (!previous || !leans) return { question: asked, carried: new Set() };
  const before = readQuestion(previous.content);
  const carried = new Set(before.terms.filter((term) => !asked.terms.includes(term)));
  const intents = asked.intents.size ? asked.intents : before.intents;
  return {
    question: {
      ...asked,
      terms: [...asked.terms, ...carried],
      cjk: asked.cjk.length ? asked.cjk : before.cjk,
      intents,
      days: asked.days.length ? asked.days : before.days,
    },
    carried,
  };
}
