import type { BenchQuestion } from '../types';

/**
 * The question builders the set's three question files share: a question asked in a language (English, the
 * benchmark's default, carries none), a follow-up asked after an earlier question, and one the site cannot
 * answer, with the figures only the robots-disallowed page gives that an answer must not quote.
 */
export const askedIn =
  (language: string) =>
  (kind: string, ask: string, ...expect: string[]): BenchQuestion =>
    language === 'en' ? { kind, ask, expect } : { kind, ask, expect, language };

/** A visitor's question: the language first, then as `askedIn`. */
export const from = (language: string, kind: string, ask: string, ...expect: string[]) => askedIn(language)(kind, ask, ...expect);

/** A question the site cannot answer, and what an answer must never say (the internal page's figures). */
export const cantAnswer = (language: string, ask: string, ...reject: string[]): BenchQuestion => {
  const question: BenchQuestion = language === 'en' ? { kind: 'unanswerable', ask } : { kind: 'unanswerable', language, ask };
  return reject.length > 0 ? { ...question, reject } : question;
};

/** The three sites' own languages: the sento's Japanese, the boutique's Hebrew, the glass shop's Arabic. */
export const ja = askedIn('ja');
export const he = askedIn('he');
export const ar = askedIn('ar');

/** A follow-up, asked in the same language after the question `earlier`. */
export const followUp = (asked: ReturnType<typeof askedIn>, earlier: string, ask: string, ...expect: string[]): BenchQuestion => ({
  ...asked('follow-up', ask, ...expect),
  after: [earlier],
});
