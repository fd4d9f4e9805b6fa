import type { BenchQuestion } from '../types';

/**
 * How the set's three question files write a visitor's question: `ko.price(ask, ...expect)` (or `ask(ko,
 * 'price', …)`, or a table row `[ko, 'price', …]`) is a price question asked in Korean (English, the
 * benchmark's default, carries no language), `later(earlier, q)` makes `q` a follow-up asked after
 * `earlier`, `butNot(q, ...values)` adds what an answer must not say (the other branch's, district's or
 * size's figure), and `secret(language, ask, ...values)` is a question the site cannot answer with the
 * figures only its robots-disallowed page gives.
 */
const kinds = ['price', 'comparison', 'hours', 'rules', 'location', 'contact', 'person', 'policy', 'payment', 'delivery', 'service', 'product'] as const;

type Kind = (typeof kinds)[number];
export type Visitor = Record<Kind, (ask: string, ...expect: string[]) => BenchQuestion>;

const tagged = (language: string): Pick<BenchQuestion, 'language'> => (language === 'en' ? {} : { language });

const visitorIn = (language: string): Visitor =>
  Object.fromEntries(kinds.map((kind) => [kind, (ask: string, ...expect: string[]): BenchQuestion => ({ kind, ask, expect, ...tagged(language) })])) as Visitor;

/** Visitors by the language they write in: the sites' own Korean, Turkish and Swedish, and eight others. */
export const visitors = {
  ko: visitorIn('ko'),
  tr: visitorIn('tr'),
  sv: visitorIn('sv'),
  en: visitorIn('en'),
  de: visitorIn('de'),
  es: visitorIn('es'),
  fr: visitorIn('fr'),
  ar: visitorIn('ar'),
  he: visitorIn('he'),
  ja: visitorIn('ja'),
  zh: visitorIn('zh-Hans'),
};

/** The same question as `visitor.kind(text, ...expect)`, written with the visitor first (the carpet works' file). */
export const ask = (visitor: Visitor, kind: Kind, text: string, ...expect: string[]): BenchQuestion => visitor[kind](text, ...expect);

/** A table of questions (the skate shop's file): a row is `[visitor, kind, text, ...expect]` or an already built question. */
export const fromRows = (rows: ([Visitor, Kind, string, ...string[]] | BenchQuestion)[]): BenchQuestion[] =>
  rows.map((row) => (Array.isArray(row) ? ask(...row) : row));

/** `question`, asked as a follow-up after the visitor's earlier question. */
export const later = (earlier: string, question: BenchQuestion): BenchQuestion => ({ ...question, kind: 'follow-up', after: [earlier] });

/** `question`, whose answer must not quote any of `values` (what a wrong branch, district or size would give). */
export const butNot = (question: BenchQuestion, ...values: string[]): BenchQuestion => ({ ...question, reject: values });

/** A question the site cannot answer; `values`, if any, are the internal page's figures an answer must never quote. */
export const secret = (language: string, ask: string, ...values: string[]): BenchQuestion =>
  values.length > 0 ? { kind: 'unanswerable', ask, reject: values, ...tagged(language) } : { kind: 'unanswerable', ask, ...tagged(language) };
