import type { BenchQuestion } from '../types';
import { type Visitor } from '../unseen30/asked';
import { askedIn } from '../unseen2/markup';
import { visitors as visitorsOf32 } from '../unseen32/asked';

export { butNot, later, secret } from '../unseen30/asked';

/**
 * How the set's three question files write a visitor's question: the thirtieth set's builders
 * (`cs.price(ask, ...expect)`, `later(earlier, q)` for a follow-up, `butNot(q, ...values)` for what an answer
 * must not say, `secret(language, ask, ...values)` for a question only the robots-disallowed page could
 * answer) and the thirty-second set's Polish, Italian and Portuguese visitors, with five more: Czech, the
 * watchmaker's own language, and Dutch, Ukrainian, Slovak and Vietnamese, each the English visitor's builder
 * with its interface language set.
 */
const speaking = (language: string): Visitor => {
  const tag = askedIn(language);
  const english = visitorsOf32.en;
  return Object.fromEntries(Object.keys(english).map((kind) => [kind, (ask: string, ...expect: string[]) => tag(english[kind as keyof Visitor](ask, ...expect))])) as Visitor;
};

export const visitors = { ...visitorsOf32, cs: speaking('cs'), nl: speaking('nl'), uk: speaking('uk'), sk: speaking('sk'), vi: speaking('vi') };

/** The questions a visitor asks in turn, each after the ones before it: a conversation of follow-ups. */
export const conversation = (first: BenchQuestion, ...rest: BenchQuestion[]): BenchQuestion[] =>
  rest.reduce<BenchQuestion[]>((asked, question) => [...asked, { ...question, kind: 'follow-up', after: asked.map((earlier) => earlier.ask) }], [first]);
