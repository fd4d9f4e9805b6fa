import type { BenchQuestion } from '../types';
import { visitors as visitorsOf30, type Visitor } from '../unseen30/asked';

export { butNot, fromRows, later, secret } from '../unseen30/asked';

/**
 * How the set's three question files write a visitor's question: the thirtieth set's builders
 * (`en.price(ask, ...expect)`, `later(earlier, q)` for a follow-up, `butNot(q, ...values)` for what an answer
 * must not say, `secret(language, ask, ...values)` for a question only the robots-disallowed page could
 * answer), with two more visitors: Russian, the banya's own language, and Ukrainian, for the visitors from
 * Ukraine who write Russian with Ukrainian words in it while their interface says Ukrainian.
 */
const speaking = (language: string): Visitor =>
  Object.fromEntries(
    Object.entries(visitorsOf30.en).map(([kind, make]) => [kind, (ask: string, ...expect: string[]): BenchQuestion => ({ ...make(ask, ...expect), language })]),
  ) as Visitor;

export const visitors = { ...visitorsOf30, ru: speaking('ru'), uk: speaking('uk') };
