import { reachTheTeam } from './dont-know';
import { PHRASES } from './phrases';
import { fold } from './fold';
import type { AnswerInput, KnowledgeAnswer } from './knowledge-answer';
import { QUESTION_START, splitAsk } from './question';
import { detectLanguage } from './question-language';

/** "and" in the languages the answerer reads: what joins a second question to a first. */
const AND = /\s+(?:and|und|y|e|et|en|a|i|och|og|ve|also|plus)\s+/giu;
/**
 * Joins that are "and" in one language only, and another word elsewhere: Dutch "en" is French and
 * Spanish "in", Czech "a" is Spanish and Italian "to", Polish "i" Italian "the".
 */
const AND_ONLY_IN: Record<string, readonly string[]> = { en: ['nl'], a: ['cs'], i: ['pl'], och: ['sv'], og: ['da'], ve: ['tr'] };
/**
 * Words that open a question in one language only, read where the question is in it: Czech "máte" is
 * Spanish "mate" (a tea), Swedish "vem" Portuguese "comes", "var" and "har" English and Danish words.
 */
const OPENS_IN: Partial<Record<string, RegExp>> = {
  cs: /^(?:kolik|kde|kdy|kdo|mate|muzu|muzete|nabizite|prodavate|jaky|jaka|jake)\b/,
  sv: /^(?:vad|var|nar|hur|vem|vilken|vilket|vilka|finns|har|kan)\b/,
  tr: /^(?:ne|nerede|nasil|kac|hangi)\b/,
  da: /^(?:hvad|hva|hvor|hvornar|nar|hvem|hvilken|hvilket|hvilke|har|kan|er|ma|findes|finnes)\b/,
};
/** Openers that also start a plain noun phrase after "and" ("cheese and any drinks", "y como postre"): no second question. */
const NOT_AN_OPENER = /^(?:any|anyone|anybody|que|como|ou)\b/;
/** Written with its accent, "qué" and "cómo" do ask; Italian questions open with these. */
const ALSO_OPENS = /^(?:qué|cómo|quanto|quanti|quando|dove|avete|posso|c['’]è)(?!\p{L})/iu;

/**
 * "How much is a new battery for a laptop and how many days will I be without it?", "¿La clase de
 * tapas incluye ir al mercado? ¿Y cuánto dura?": two asks in one message, each answered on its
 * own. The sentences that only explain ("My phone needs a new screen.") go with every part, and a
 * second part that leans on the first ("and how long does it take?") is read as its follow-up.
 * Null when the message asks one thing.
 */
export function splitAsks(text: string): string[] | null {
  const { ask, context } = splitAsk(text);
  const sentences = ask
    .split(/(?<=[?？])\s+/u)
    .map((s) => s.trim())
    .filter(Boolean);
  const parts = sentences.length > 1 ? sentences : splitAtAnd(ask);
  if (!parts || parts.length > 3) return null;
  return parts.map((part) => (context ? `${context} ${part}` : part));
}

/** One sentence, two questions: split where "and" is followed by what starts a question. */
function splitAtAnd(sentence: string): string[] | null {
  const language = detectLanguage(sentence) ?? '';
  for (const joint of sentence.matchAll(AND)) {
    const before = sentence.slice(0, joint.index).trim();
    const after = sentence.slice(joint.index + joint[0].length).trim();
    const bare = after.replace(/^[¿¡]/, '');
    const opens = fold(bare);
    const asks = ALSO_OPENS.test(bare) || (QUESTION_START.test(opens) && !NOT_AN_OPENER.test(opens)) || !!OPENS_IN[language]?.test(opens);
    // Dutch "en" is French and Spanish "in" ("Vous livrez en combien de temps ?").
    const only = AND_ONLY_IN[joint[0].trim().toLowerCase()];
    if (before.split(/\s+/).length < 2 || !asks || (only && !only.includes(language))) continue;
    return [before, after];
  }
  return null;
}

/**
 * Each part answered in turn, a later one as the follow-up of the earlier: one reply that says
 * both. A part the knowledge does not hold is said to be unknown after the others, with how to
 * reach the team ("Do you do gift vouchers? What's the lowest amount…": the vouchers, and the rest
 * unknown); null when no part is answered, so the whole's honest "I don't know" stands.
 */
export async function answerParts(
  parts: string[],
  input: Omit<AnswerInput, 'question'>,
  answerOne: (input: AnswerInput) => Promise<KnowledgeAnswer>,
  contact: (language: KnowledgeAnswer['language']) => Promise<string> = (language) => reachTheTeam(input.db, input.organizationId, language),
): Promise<(KnowledgeAnswer & { complete: boolean }) | null> {
  const answers: KnowledgeAnswer[] = [];
  for (const [i, part] of parts.entries()) {
    const earlier = parts.slice(0, i).map((content) => ({ role: 'user' as const, content }));
    const answer = await answerOne({ ...input, question: part, history: [...input.history, ...earlier] });
    if (answer.answered) answers.push(answer);
  }
  if (answers.length === 0) return null;
  const language = answers[0]!.language;
  const rest = answers.length < parts.length ? [PHRASES.restUnknown[language], await contact(language)] : [];
  // Two parts answered by the same line say it once.
  const texts = answers
    .map((answer) => answer.text)
    .filter((text, i, all) => !all.some((other, j) => j !== i && (other === text ? j < i : other.includes(text))));
  return {
    text: [...texts, ...rest].join(' '),
    answered: true,
    used: [...new Map(answers.flatMap((answer) => answer.used).map((chunk) => [chunk.id, chunk])).values()],
    language,
    products: answers.flatMap((answer) => answer.products ?? []),
    complete: answers.length === parts.length,
  };
}

/** All of a question's words, give or take rounding: the share two equal answers are also said at. */
const WHOLE = 0.99;

/** Whether the answer to a whole message comes from a unit holding every word it asks with (unknown: no). */
export const holdsTheWhole = (whole: KnowledgeAnswer) => whole.answered && (whole.coverage ?? 0) >= WHOLE;

/**
 * "Kann man eine Probestunde machen? Was kostet die?" answered whole from a line with only part of
 * it (a cancellation rule that says "vorher"): each ask answered alone says more, where every ask
 * found its own; otherwise the whole's answer stands, and with none, what the parts found.
 */
export function wholeOrParts(whole: KnowledgeAnswer, parts: (KnowledgeAnswer & { complete: boolean }) | null): KnowledgeAnswer {
  if (holdsTheWhole(whole)) return whole;
  if (parts?.complete || !whole.answered) return parts ?? whole;
  return whole;
}
