import { describe, expect, it } from 'vitest';
import { buildSpeechModel } from './speech-model';

/** The model's word pairs ("who teaches"), read from the ARPA text's bigram section. */
function bigrams(arpa: string): Set<string> {
  const section = arpa.split('\\2-grams:')[1]?.split('\\3-grams:')[0] ?? '';
  return new Set(
    section
      .split('\n')
      .map((line) => line.trim().split(/\s+/).slice(1, 3).join(' '))
      .filter((pair) => pair.includes(' ')),
  );
}

describe("a business's speech model", () => {
  it('carries everyday phrasing ("who teaches", "who founded") beside the bare question shapes when asked to (off by default)', async () => {
    const texts = ['Yin Yoga with Tom on Mondays. A drop-in class is twelve pounds.'];
    const withEveryday = bigrams((await buildSpeechModel(texts, { everydayQuestions: true })).arpa);
    const without = bigrams((await buildSpeechModel(texts)).arpa);
    for (const pair of ['who teaches', 'who founded']) {
      expect(withEveryday.has(pair), pair).toBe(true);
      expect(without.has(pair), pair).toBe(false);
    }
    // The bare shapes are there either way, a price asked for a job ("how much to get my cat spayed") and a comparison among them.
    for (const pair of ['how much', 'much to', 'cheaper than']) expect(without.has(pair), pair).toBe(true);
  });
});
