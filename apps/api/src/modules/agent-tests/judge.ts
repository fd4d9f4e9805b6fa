/**
 * Offline judging of one answer: the phrases it must and must not contain, and whether it admits
 * it does not know or offers a person when the test expects that. Matching ignores case, spacing,
 * dashes' kinds and, for phrases made of digits (a phone number, a price), how the digits are
 * grouped, so "0161 496 0734" matches "0161-496-0734" and "7.95" matches "£7.95".
 */
export interface JudgedTest {
  mustContain: string[];
  mustNotContain: string[];
  expectDontKnow: boolean;
  expectPerson: boolean;
  rubric: string | null;
}

export interface Answer {
  text: string;
  /** False when the knowledge held nothing for the question (the responder's own verdict). */
  answered: boolean;
  /** The visitor's path handed the conversation to the team (the visitor asked for a person). */
  handedOff?: boolean;
}

export interface Verdict {
  passed: boolean;
  reasons: string[];
}

/**
 * Judging by meaning, where a model is configured: asked whether the answer satisfies the test's
 * rubric (Vapi's `ai` scorer). Offline there is none and the rubric is not used.
 */
export interface MeaningJudge {
  judge(input: { question: string; answer: string; rubric: string }): Promise<{ passed: boolean; reason: string }>;
}

const normalize = (text: string) =>
  text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\u2010-\u2015\u2212]/g, '-')
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/\s+/g, ' ')
    .trim();

const digitsOnly = (text: string) => text.replace(/\D/g, '');
/** A phone number or an amount: mostly digits, at least four of them. */
const isNumeric = (phrase: string) => digitsOnly(phrase).length >= 4 && digitsOnly(phrase).length >= phrase.replace(/\s/g, '').length * 0.6;

export function says(answer: string, phrase: string): boolean {
  const said = normalize(answer);
  if (said.includes(normalize(phrase))) return true;
  // Digits grouped otherwise ("0161 496 0734" / "01614960734"): the same run of digits.
  return isNumeric(phrase) && digitsOnly(said).includes(digitsOnly(phrase));
}

/** Words an answer uses when it offers the team or a person (the responders' offers, in English). */
const OFFERS_PERSON = /\b(person|human|someone|team|staff|colleague|call us|contact us|get back to you|email us|reach us)\b/i;

export function judgeAnswer(test: JudgedTest, answer: Answer): Verdict {
  const reasons: string[] = [];
  for (const phrase of test.mustContain) if (!says(answer.text, phrase)) reasons.push(`missing: ${phrase}`);
  for (const phrase of test.mustNotContain) if (says(answer.text, phrase)) reasons.push(`says what it must not: ${phrase}`);
  if (test.expectDontKnow && answer.answered) reasons.push('answered where it should admit it does not know');
  if (!test.expectDontKnow && !answer.answered) reasons.push('said it does not know');
  // An answer the knowledge did not hold comes with the team's follow-up offer (the widget's lead form).
  if (test.expectPerson && answer.answered && !answer.handedOff && !OFFERS_PERSON.test(answer.text)) reasons.push('did not offer a person');
  return { passed: reasons.length === 0, reasons };
}
