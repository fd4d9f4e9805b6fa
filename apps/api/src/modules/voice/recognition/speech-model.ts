import { buildNgramModel } from './ngram-model';
import { spellOut, wordsToSpell } from './letter-to-sound';
import { commonEnglish, pronunciationsOf } from './pronunciations';
import { spokenSentences } from './spoken-words';
import { formCounts } from './word-forms';

/**
 * How visitors ask a business anything, in no business's words: the question shapes ("how much
 * is", "do you have", "can I") that the business's own sentences, which are mostly statements,
 * lack. The business's nouns come in through the model's back-off.
 */
const VISITOR_QUESTIONS = `
Do you have any? Do you sell these? Do you offer that? Do you do that? Do you ship to my country?
Do you deliver? Are you open today? Are you open on Sundays? Are you open on the weekend?
When do you open? What time do you close? What are your opening hours? What are your hours?
Where are you located? Where can I find you? What is your address? How do I get there?
How much is it? How much does it cost? How much are they? What is the price? What does it cost?
Is it in stock? Is it available? When will it be back in stock? Is there a discount?
Can I pay by card? Can I pay with cash? Can I order online? Can I cancel my order? Can I return it?
Can I book an appointment? Can I make a reservation? Can I come in without an appointment?
Is it possible to change it? Is there parking? Is there a guarantee? Is it free?
How long does it take? How long will it take? How long is the wait? How soon can I get it?
What is your phone number? What is your email address? How can I contact you? Who can I talk to?
Can I speak to a person? I want to talk to someone. I would like to buy one. I am looking for something.
Tell me about it. What do you recommend? Which one is the best? What is the difference?
What sizes do you have? What colors do you have? Do you have it in another size?
What is included? Is it new? Does it come with instructions? How does it work?
What's the price? What's your address? What's included? What's the best way to reach you?
Which one is cheaper? What is the cheapest one? Which is the most popular? Is it better than the other one?
Can I cancel my booking? I would like to make a booking. Can I book online?
Yes. No. Yes please. No thanks. Thank you. Thanks. Hello. Hi. Goodbye. That's all. Okay.
My name is. My email is. My number is. Please call me back. Can you repeat that? Sorry?
`;

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
  { commonWords = DEFAULT_COMMON_WORDS, domainWeight = 0.4, letterToSound = true, wordForms = true }: SpeechModelOptions = {},
): Promise<SpeechModel> {
  const sentences = [...texts, VISITOR_QUESTIONS].flatMap(spokenSentences);
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
