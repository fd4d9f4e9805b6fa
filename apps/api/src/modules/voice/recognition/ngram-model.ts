/**
 * A small back-off trigram language model in ARPA form, made from one business's own sentences
 * and mixed with everyday English, for the recogniser to hear the business's words: "where is your
 * store" rather than "where is your star". Sentences give trigrams and bigrams (absolute
 * discounting, Katz back-off); unigrams are the sentences' words mixed with a general list, so a
 * question in words the business never used can still be heard, word by word.
 */

export interface NgramModelInput {
  /** The business's sentences, already cut into words the dictionary can say. */
  sentences: string[][];
  /** General words with their log10 probabilities (need not sum to one: they are renormalised). */
  background: ReadonlyMap<string, number>;
  /** The business's share of the unigram mass (0–1). */
  domainWeight?: number;
  /** Absolute discount taken from each seen bigram and trigram count. */
  discount?: number;
  /** Words of the business never seen in its sentences, with a count of their own (the other forms of its words). */
  extraCounts?: ReadonlyMap<string, number>;
}

export interface NgramModel {
  vocabulary: string[];
  arpa: string;
}

const START = '<s>';
const END = '</s>';
const log10 = (p: number) => (p > 0 ? Math.log10(p) : -99);
const fmt = (value: number) => value.toFixed(4);

/** Counts of what follows each history (history words joined by a space). */
function followers(sentences: string[][], order: 2 | 3) {
  const table = new Map<string, Map<string, number>>();
  for (const words of sentences) {
    const padded = [START, ...words, END];
    for (let i = order - 1; i < padded.length; i++) {
      const history = padded.slice(i - order + 1, i).join(' ');
      const next = padded[i]!;
      let row = table.get(history);
      if (!row) table.set(history, (row = new Map<string, number>()));
      row.set(next, (row.get(next) ?? 0) + 1);
    }
  }
  return table;
}

export function buildNgramModel({ sentences, background, domainWeight = 0.5, discount = 0.7, extraCounts = new Map() }: NgramModelInput): NgramModel {
  const domainCounts = new Map<string, number>();
  let domainTotal = 0;
  for (const [word, count] of extraCounts) {
    domainCounts.set(word, (domainCounts.get(word) ?? 0) + count);
    domainTotal += count;
  }
  for (const words of sentences)
    for (const word of [...words, END]) {
      domainCounts.set(word, (domainCounts.get(word) ?? 0) + 1);
      domainTotal++;
    }
  let backgroundTotal = 0;
  for (const [word, logProb] of background) if (word !== START) backgroundTotal += 10 ** logProb;
  const vocabulary = [...new Set([...domainCounts.keys(), ...background.keys(), END])].filter((word) => word !== START).sort();
  const weight = domainTotal ? domainWeight : 0;
  const unigram = new Map<string, number>();
  for (const word of vocabulary) {
    const general = background.has(word) && backgroundTotal ? 10 ** background.get(word)! / backgroundTotal : 0;
    const own = domainTotal ? (domainCounts.get(word) ?? 0) / domainTotal : 0;
    unigram.set(word, weight * own + (1 - weight) * general);
  }
  // A word of the business that the general list lacks still gets its share from the business's mass.
  const bigrams = followers(sentences, 2);
  const trigrams = followers(sentences, 3);

  const seenProbability = (row: Map<string, number>) => {
    let total = 0;
    for (const count of row.values()) total += count;
    const probabilities = new Map<string, number>();
    for (const [word, count] of row) probabilities.set(word, Math.max(count - discount, 0) / total);
    return { probabilities, left: (discount * row.size) / total };
  };

  const bigramProbability = new Map<string, Map<string, number>>();
  const bigramBackoff = new Map<string, number>();
  for (const [history, row] of bigrams) {
    const { probabilities, left } = seenProbability(row);
    bigramProbability.set(history, probabilities);
    let lowerSeen = 0;
    for (const word of probabilities.keys()) lowerSeen += unigram.get(word) ?? 0;
    bigramBackoff.set(history, left / Math.max(1e-12, 1 - lowerSeen));
  }
  const lowerBigram = (previous: string, word: string) =>
    bigramProbability.get(previous)?.get(word) ?? (bigramBackoff.get(previous) ?? 1) * (unigram.get(word) ?? 0);

  const trigramProbability = new Map<string, Map<string, number>>();
  const trigramBackoff = new Map<string, number>();
  for (const [history, row] of trigrams) {
    const { probabilities, left } = seenProbability(row);
    trigramProbability.set(history, probabilities);
    const previous = history.split(' ')[1]!;
    let lowerSeen = 0;
    for (const word of probabilities.keys()) lowerSeen += lowerBigram(previous, word);
    trigramBackoff.set(history, left / Math.max(1e-12, 1 - lowerSeen));
  }

  const lines: string[] = [];
  let bigramCount = 0;
  let trigramCount = 0;
  for (const row of bigramProbability.values()) bigramCount += row.size;
  for (const row of trigramProbability.values()) trigramCount += row.size;
  lines.push('\\data\\', `ngram 1=${vocabulary.length + 1}`, `ngram 2=${bigramCount}`, `ngram 3=${trigramCount}`, '', '\\1-grams:');
  lines.push(`-99.0000\t${START}\t${fmt(log10(bigramBackoff.get(START) ?? 1))}`);
  for (const word of vocabulary) {
    const backoff = bigramBackoff.get(word);
    lines.push(`${fmt(log10(unigram.get(word)!))}\t${word}${backoff === undefined ? '' : `\t${fmt(log10(backoff))}`}`);
  }
  lines.push('', '\\2-grams:');
  for (const [history, row] of bigramProbability)
    for (const [word, p] of row) {
      const backoff = trigramBackoff.get(`${history} ${word}`);
      lines.push(`${fmt(log10(p))}\t${history} ${word}${backoff === undefined ? '' : `\t${fmt(log10(backoff))}`}`);
    }
  lines.push('', '\\3-grams:');
  for (const [history, row] of trigramProbability) for (const [word, p] of row) lines.push(`${fmt(log10(p))}\t${history} ${word}`);
  lines.push('', '\\end\\', '');
  return { vocabulary, arpa: lines.join('\n') };
}
