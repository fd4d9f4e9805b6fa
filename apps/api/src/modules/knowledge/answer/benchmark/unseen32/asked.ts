import type { BenchQuestion } from '../types';
import { type Visitor, visitors as visitorsOf30 } from '../unseen30/asked';

export { butNot, later, secret } from '../unseen30/asked';

/**
 * How the set's three question files write a visitor's question: the thirtieth set's builders
 * (`es.price(ask, ...expect)`, `later(earlier, q)` for a follow-up, `butNot(q, ...values)` for what an answer
 * must not say, `secret(language, ask, ...values)` for a question only the robots-disallowed page could
 * answer), with Polish, Italian and Portuguese visitors beside the thirtieth set's: each is the English
 * visitor's builder with its interface language set.
 */
function visitorIn(language: string): Visitor {
  const english = visitorsOf30.en;
  const kinds = Object.keys(english) as (keyof Visitor)[];
  const withLanguage = (kind: keyof Visitor) => (ask: string, ...expect: string[]): BenchQuestion => ({ ...english[kind](ask, ...expect), language });
  return Object.fromEntries(kinds.map((kind) => [kind, withLanguage(kind)])) as Visitor;
}

export const visitors = { ...visitorsOf30, pl: visitorIn('pl'), it: visitorIn('it'), pt: visitorIn('pt') };
