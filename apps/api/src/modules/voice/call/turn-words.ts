/**
 * What the words of a turn say about the turn, beside the silence after it: whether the visitor
 * has finished asking, whether what they said over the agent was only a sign of listening, and
 * whether words that went on after a pause ask something new. In each language the product
 * speaks (turn-words-languages.ts); English when the call's language is not one of them.
 */
import { languageTurnWords, type LanguageTurnWords } from './turn-words-languages';

/**
 * Under this long, speech over the agent that neither asks nor stops it is taken for a sign of
 * listening whatever the recogniser made of it: a recogniser hears words in "mhm" ("image him",
 * "can age and" in bench-voice's backchannel part), and a visitor who takes the turn says more.
 */
export const BACKCHANNEL_MAX_MS = 600;

/** The text as the language's words: lowercase words for spaced scripts, one run of letters for Japanese and Chinese. */
function wordsOf(text: string, lang: LanguageTurnWords): string[] {
  const letters = text.toLowerCase().normalize('NFC');
  if (!lang.spaced) {
    const run = letters.replace(/[^\p{L}\p{M}]/gu, '');
    return run ? [run] : [];
  }
  return letters
    .replace(/[^\p{L}\p{M}' -]/gu, ' ')
    .split(/\s+/)
    .filter(Boolean);
}

/** True when the words so far stop where a request cannot end ("how much is the", "and", "¿cuánto cuesta el…"). */
export function unfinishedRequest(text: string, language?: string): boolean {
  const lang = languageTurnWords(language);
  const last = wordsOf(text, lang).at(-1);
  if (last === undefined) return false;
  return lang.spaced ? lang.goesOn.includes(last) : lang.goesOn.some((ending) => last.endsWith(ending));
}

/** True when what the visitor said is only "mhm", "yeah", "okay"… (or nothing a recogniser could make out). */
export function isBackchannel(text: string, language?: string): boolean {
  const lang = languageTurnWords(language);
  const said = wordsOf(text, lang).join(' ');
  return said === '' || lang.backchannels.includes(said);
}

/** True when the words hold something said to stop the agent ("no", "wait", "hold on"). */
function stops(text: string, lang: LanguageTurnWords): boolean {
  const words = wordsOf(text, lang);
  if (!lang.spaced) return lang.interruptions.some((word) => words.some((run) => run.includes(word)));
  const said = ` ${words.join(' ')} `;
  return lang.interruptions.some((phrase) => said.includes(` ${phrase} `));
}

/**
 * True when speech over the agent was only a sign of listening: "mhm", "yeah" (or nothing a
 * recogniser made out), or anything under BACKCHANNEL_MAX_MS that neither stops the agent ("no",
 * "wait") nor asks something.
 */
export function isListening(text: string, spokenMs: number, language?: string): boolean {
  if (isBackchannel(text, language)) return true;
  const lang = languageTurnWords(language);
  return spokenMs > 0 && spokenMs < BACKCHANNEL_MAX_MS && !stops(text, lang) && !asksSomethingElse(text, language);
}

/** True when words said after a pause ask a question of their own ("and do you ship to Canada?"), not the rest of the last one ("pack"). */
export function asksSomethingElse(continuation: string, language?: string): boolean {
  const lang = languageTurnWords(language);
  return lang.asks.test(wordsOf(continuation, lang).join(' '));
}
