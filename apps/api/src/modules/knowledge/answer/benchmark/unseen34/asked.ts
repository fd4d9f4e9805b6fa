import type { BenchQuestion } from '../types';
import { askedIn } from '../unseen2/markup';
import { visitors as visitorsOf33 } from '../unseen33/asked';

export { butNot, conversation, later, secret } from '../unseen33/asked';

type Visitor = (typeof visitorsOf33)['en'];

/**
 * How the set's three question files write a visitor's question: the thirty-third set's builders
 * (`fr.price(ask, ...expect)`, `later(earlier, q)` and `conversation(first, ...rest)` for follow-ups,
 * `butNot(q, ...values)` for what an answer must not say, `secret(language, ask, ...values)` for a question
 * only the robots-disallowed page could answer) and its visitors, with two more: Danish, the bicycle shop's
 * own language, and Norwegian Bokmål, each the English visitor's builder with its interface language set.
 */
const inLanguage = (language: string): Visitor => {
  const tag = askedIn(language);
  const kinds = Object.keys(visitorsOf33.en) as (keyof Visitor)[];
  return Object.fromEntries(kinds.map((kind) => [kind, (ask: string, ...expect: string[]): BenchQuestion => tag(visitorsOf33.en[kind](ask, ...expect))])) as Visitor;
};

export const visitors = { ...visitorsOf33, da: inLanguage('da'), nb: inLanguage('nb') };
