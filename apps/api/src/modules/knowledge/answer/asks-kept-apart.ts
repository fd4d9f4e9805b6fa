import { DUTCH_ASKS, DUTCH_INTENT_WORDS } from './asks-nl';
import { POLISH_ASKS, POLISH_INTENT_WORDS } from './asks-pl';
import { CZECH_ASKS, CZECH_INTENT_WORDS } from './asks-cs';
import { PORTUGUESE_ASKS, PORTUGUESE_INTENT_WORDS } from './asks-pt';
import { SWEDISH_ASKS, SWEDISH_INTENT_WORDS } from './asks-sv';
import { DANISH_ASKS, DANISH_INTENT_WORDS } from './asks-da';
import { TURKISH_ASKS, TURKISH_INTENT_WORDS } from './asks-tr';
import { KOREAN_ASKS } from './asks-ko';
import { RUSSIAN_ASKS, RUSSIAN_INTENT_WORDS } from './asks-ru';
import type { Intent } from './question';

/**
 * The languages whose lines of asks.ts's tables are kept in a file of their own (asks-pt.ts,
 * asks-nl.ts, asks-pl.ts, asks-cs.ts, asks-sv.ts, asks-da.ts, asks-tr.ts, asks-ru.ts, asks-ko.ts),
 * for that file's length: each language's line of every intent, and its intent words.
 */
export const ASKS_KEPT_APART = {
  pt: PORTUGUESE_ASKS,
  nl: DUTCH_ASKS,
  pl: POLISH_ASKS,
  cs: CZECH_ASKS,
  sv: SWEDISH_ASKS,
  da: DANISH_ASKS,
  tr: TURKISH_ASKS,
  ru: RUSSIAN_ASKS,
  ko: KOREAN_ASKS,
} satisfies Record<string, Partial<Record<Intent, string>>>;

export const INTENT_WORDS_KEPT_APART = {
  pt: PORTUGUESE_INTENT_WORDS,
  nl: DUTCH_INTENT_WORDS,
  pl: POLISH_INTENT_WORDS,
  cs: CZECH_INTENT_WORDS,
  sv: SWEDISH_INTENT_WORDS,
  da: DANISH_INTENT_WORDS,
  tr: TURKISH_INTENT_WORDS,
  ru: RUSSIAN_INTENT_WORDS,
};
