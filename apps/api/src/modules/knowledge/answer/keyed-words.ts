import { PORTUGUESE_WORDS } from './everyday-words-pt';
import { MORE_PORTUGUESE_WORDS } from './everyday-words-pt-more';
import { DUTCH_WORDS } from './everyday-words-nl';
import { MORE_DUTCH_WORDS } from './everyday-words-nl-more';
import { POLISH_WORDS } from './everyday-words-pl';
import { MORE_POLISH_WORDS } from './everyday-words-pl-more';
import { SWEDISH_WORDS } from './everyday-words-sv';
import { DANISH_WORDS } from './everyday-words-da';
import { MORE_DANISH_WORDS } from './everyday-words-da-more';
import { REST_OF_DANISH_WORDS } from './everyday-words-da-rest';
import { TURKISH_WORDS } from './everyday-words-tr';

/**
 * The languages whose words join the glossary line their key leads ("child | crianca, criancas"),
 * Portuguese, Dutch, Polish, Swedish, Danish and Norwegian, and Turkish: one `key | words` a line.
 */
export const KEYED_WORD_LINES: readonly string[] = [
  PORTUGUESE_WORDS,
  MORE_PORTUGUESE_WORDS,
  DUTCH_WORDS,
  MORE_DUTCH_WORDS,
  POLISH_WORDS,
  MORE_POLISH_WORDS,
  SWEDISH_WORDS,
  DANISH_WORDS,
  MORE_DANISH_WORDS,
  REST_OF_DANISH_WORDS,
  TURKISH_WORDS,
]
  .join('\n')
  .trim()
  .split('\n');
