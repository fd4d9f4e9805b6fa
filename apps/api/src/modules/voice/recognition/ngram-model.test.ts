import { describe, expect, it } from 'vitest';
import { buildNgramModel } from './ngram-model';

/** Reads the ARPA text back and scores words the way a recogniser does: seen n-gram, else back off. */
function readArpa(arpa: string) {
  const grams = new Map<string, { p: number; backoff: number }>();
  let order = 0;
  for (const line of arpa.split('\n')) {
    const section = /^\\(\d)-grams:$/.exec(line);
    if (section) order = Number(section[1]);
    else if (order && line.includes('\t')) {
      const [p, words, backoff] = line.split('\t');
      grams.set(words!, { p: 10 ** Number(p), backoff: backoff === undefined ? 1 : 10 ** Number(backoff) });
    }
  }
  const score = (history: string[], word: string): number => {
    const seen = grams.get([...history, word].join(' '));
    if (seen) return seen.p;
    if (history.length === 0) return 0;
    return (grams.get(history.join(' '))?.backoff ?? 1) * score(history.slice(1), word);
  };
  return { grams, score };
}

const background = new Map([
  ['the', -1.4],
  ['is', -1.8],
  ['where', -2.5],
  ['your', -2.3],
  ['star', -4.5],
  ['store', -4.0],
  ['open', -3.5],
  ['</s>', -1.1],
]);
const sentences = [
  ['where', 'is', 'your', 'store'],
  ['our', 'store', 'is', 'open', 'every', 'day'],
  ['where', 'is', 'the', 'station'],
];

describe('buildNgramModel', () => {
  const model = buildNgramModel({ sentences, background, domainWeight: 0.5 });
  const { grams, score } = readArpa(model.arpa);
  const vocabulary = model.vocabulary;

  it('knows the business words and the general ones, each once', () => {
    expect(vocabulary).toEqual(expect.arrayContaining(['our', 'store', 'station', 'star', 'the', '</s>']));
    expect(new Set(vocabulary).size).toBe(vocabulary.length);
    expect(model.arpa).toMatch(/^\\data\\\nngram 1=\d+\nngram 2=\d+\nngram 3=\d+\n/);
    expect(model.arpa.trimEnd().endsWith('\\end\\')).toBe(true);
  });

  it.each([[[]], [['where']], [['is']], [['<s>']], [['where', 'is']], [['is', 'your']], [['<s>', 'where']], [['star']], [['open', 'every']]])(
    'gives a proper distribution after %j (sums to one over the vocabulary)',
    (history: string[]) => {
      const total = vocabulary.reduce((sum, word) => sum + score(history, word), 0);
      expect(total).toBeCloseTo(1, 3);
    },
  );

  it("prefers the business's word where the general model would not", () => {
    expect(score(['is', 'your'], 'store')).toBeGreaterThan(10 * score(['is', 'your'], 'star'));
    // Alone, the general list says "star" is unlikely but possible: a word the business never used is still heard.
    expect(score([], 'star')).toBeGreaterThan(0);
  });

  it('writes every n-gram with its lower orders present, as recognisers require', () => {
    for (const words of grams.keys()) {
      const parts = words.split(' ');
      if (parts.length > 1) {
        expect(grams.has(parts.slice(0, -1).join(' '))).toBe(true);
        expect(grams.has(parts.slice(1).join(' '))).toBe(true);
      }
    }
  });

  it('is the general list alone when the business has no text', () => {
    const empty = buildNgramModel({ sentences: [], background });
    const read = readArpa(empty.arpa);
    expect(empty.arpa).toContain('ngram 2=0');
    expect(read.score([], 'store') / read.score([], 'star')).toBeCloseTo(10 ** 0.5, 3);
  });
});
