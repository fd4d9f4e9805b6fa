import { ASKS, UNBOUNDED, type AskEntry, type AskLanguage } from './asks';
import type { Intent } from './question';

/* The ask table (asks.ts) compiled into one pattern an intent, and read by a question's language. */

export interface IntentRule {
  intent: Intent;
  /** Matched against the folded question (Latin scripts) and the question as typed (the others). */
  pattern: RegExp;
}

/**
 * Hebrew and Arabic write spaces between words but join their short prefixes (and, the, in, to)
 * onto them: an alternative starts a word or follows only such letters ("מי", who, is not inside
 * "להזמין", to book).
 */
const WORD_START = {
  he: '(?<![\\u05d0-\\u05ea])[\\u05d5\\u05d4\\u05d1\\u05dc\\u05de\\u05e9\\u05db]{0,3}',
  // A verb's present-tense letter too ("تشحنون", do you ship).
  ar: '(?<![\\u0621-\\u064a])(?:[\\u0648\\u0641\\u0628\\u0644\\u0643]?(?:\\u0627\\u0644)?|[\\u0648\\u0641]?[\\u062a\\u064a\\u0646\\u0623])',
};

/** One pattern an intent, the alternatives of the languages kept. */
const compiled = (keep: (language: AskLanguage) => boolean): IntentRule[] =>
  ASKS.map(({ intent, asks: all }) => {
    const asks = Object.fromEntries(Object.entries(all).filter(([language]) => keep(language as AskLanguage)));
    return { intent, pattern: patternOf(asks) };
  });

function patternOf(asks: AskEntry['asks']): RegExp {
  const bounded = Object.entries(asks)
    .filter(([language]) => !UNBOUNDED.includes(language as AskLanguage))
    .map(([, source]) => source);
  const unbounded = Object.entries(asks)
    .filter(([language]) => UNBOUNDED.includes(language as AskLanguage))
    .map(([language, source]) => (language === 'he' || language === 'ar' ? `${WORD_START[language]}(?:${source})` : source));
  const parts = [bounded.length ? String.raw`\b(?:${bounded.join('|')})\b` : '', ...unbounded].filter(Boolean);
  // An intent with no alternative in the languages kept never matches.
  return new RegExp(parts.join('|') || '(?!)', 'u');
}

/** The table compiled: one pattern an intent, every language's alternatives in it. */
export const INTENT_RULES: IntentRule[] = compiled(() => true);
/** Without English's: "l'abbonamento *open*", "pagare a *rate*" (in instalments) ask no hours and no price. */
const NOT_ENGLISH_RULES = compiled((language) => language !== 'en');

/**
 * The kinds of answer a question asks for, read from its folded and its typed text. A question
 * written in another Latin-script language than English is read in the words of the languages
 * other than English: an English word inside it is a name or a loanword there.
 */
export function intentsAsked(folded: string, typed: string, language: string | null): Set<Intent> {
  return new Set(
    intentRulesFor(language)
      .filter((rule) => rule.pattern.test(folded) || rule.pattern.test(typed))
      .map((rule) => rule.intent),
  );
}

/** The rules a question in the language is read by (its words then ask nothing in English's sense: "rate" is an instalment). */
export const intentRulesFor = (language: string | null): IntentRule[] =>
  language === 'de' || language === 'es' || language === 'fr' || language === 'it' || language === 'pt' ? NOT_ENGLISH_RULES : INTENT_RULES;
