import { buildNgramModel } from './ngram-model';
import { spellOut, wordsToSpell } from './letter-to-sound';
import { commonEnglish, pronunciationsOf } from './pronunciations';
import { spokenSentences } from './spoken-words';
import { EVERYDAY_QUESTIONS, VISITOR_QUESTIONS } from './visitor-questions';
import { formCounts } from './word-forms';

export interface SpeechModel {
  /** The language model, in ARPA text. */
  arpa: string;
  /** One pronunciation per line, for every word of the model ("store S T AO R"). */
  dictionary: string;
  /** How many words the model knows. */
  words: number;
}

/**
 * Everyday English words in a business's model besides its own (VOICE_COMMON_WORDS). A smaller
 * model loads and searches faster, which is what decides how many calls two cores hear at once:
 * bench-voice, 20 calls starting within 4 s, first audio p95 1.8–3.9 s in seven runs with 20,000
 * words, 1.1–2.0 s in three with 10,000, 0.75–1.0 s in five of six with 6,000 (one 2.7 s); a
 * recogniser's CPU a question 440 → 320 ms, loading 0.14 → 0.07 s; the same 30 of 32 answers right
 * and the same latency for one call. The cost is everyday words that are neither among the
 * 6,000 nor in the business's knowledge ("bicycles", "subscription"): on 32 spoken questions the
 * business cannot answer from its FAQs, word error 21.6% with 20,000, 24.5% with 10,000, 27.4%
 * with 6,000 (scripts/bench-voice-vocabulary.ts). The business's own words are in every size.
 */
export const DEFAULT_COMMON_WORDS = 6_000;

export interface SpeechModelOptions {
  /** Everyday English words mixed in, most likely first (the list has 20,000; DEFAULT_COMMON_WORDS by default). */
  commonWords?: number;
  /** The business's share of the single-word probabilities. */
  domainWeight?: number;
  /** Words the dictionary lacks get a pronunciation from Flite's letter-to-sound rules (on by default). */
  letterToSound?: boolean;
  /** The other forms of the business's words ("boils" → "boil", "boiled") are heard too (on by default). */
  wordForms?: boolean;
  /**
   * Everyday phrasing beside the bare question shapes (visitor-questions.ts). Off by default: offline
   * it lowered word error (bench-voice-words: 21.5% -> 19.6% on the six bench sites, 30.0% -> 29.2% on
   * the six unseen ones), but in live calls (bench-voice-sites) the yoga studio went from 7 to 4 of 12
   * spoken questions right (bike shop 9 -> 10): its generic sentences dilute a small site's own words.
   */
  everydayQuestions?: boolean;
}

/**
 * A recogniser's model for one business: its texts (FAQs, product names, pages) cut into spoken
 * sentences, with visitors' question shapes, over everyday English. Words the pronouncing
 * dictionary lacks (most brand names) are spelled by letter-to-sound rules; what even those cannot
 * say (a word with digits) cuts the sentence there. The other forms of
 * the business's words are heard too, each half as often as the word it comes from.
 */
export async function buildSpeechModel(
  texts: string[],
  { commonWords = DEFAULT_COMMON_WORDS, domainWeight = 0.4, letterToSound = true, wordForms = true, everydayQuestions = false }: SpeechModelOptions = {},
): Promise<SpeechModel> {
  const sentences = [...texts, VISITOR_QUESTIONS, ...(everydayQuestions ? [EVERYDAY_QUESTIONS] : [])].flatMap(spokenSentences);
  const common = [...(await commonEnglish())].slice(0, commonWords);
  const uses = new Map<string, number>();
  for (const words of sentences) for (const word of words) uses.set(word, (uses.get(word) ?? 0) + 1);
  const related = wordForms ? formCounts(uses) : new Map<string, number>();
  const wanted = new Set([...common.map(([word]) => word), ...uses.keys(), ...related.keys()]);
  const said = await pronunciationsOf(wanted);
  if (letterToSound) for (const [word, phones] of await spellOut(wordsToSpell(uses, said))) said.set(word, [`${word} ${phones}`]);

  const sayable: string[][] = [];
  for (const words of sentences) {
    let run: string[] = [];
    for (const word of words) {
      if (said.has(word)) run.push(word);
      else if (run.length) {
        sayable.push(run);
        run = [];
      }
    }
    if (run.length) sayable.push(run);
  }
  const background = new Map(common.filter(([word]) => said.has(word)));
  const extraCounts = new Map([...related].filter(([form]) => said.has(form)));
  const model = buildNgramModel({ sentences: sayable, background, domainWeight, extraCounts });
  const dictionary = model.vocabulary.flatMap((word) => said.get(word) ?? []).join('\n') + '\n';
  return { arpa: model.arpa, dictionary, words: model.vocabulary.length - 1 };
}
