import { relativesOf } from './wordnet';

/** At most this many of a word's relatives are looked up in the knowledge (one counting query). */
const LOOKED_UP = 40;
/** A relative on more than this share of the knowledge says nothing about which unit answers. */
const TOO_COMMON = 0.3;

/**
 * A visitor's word the knowledge never uses, said the way the knowledge says it: the nearest of
 * its WordNet relatives the business's own text holds — a synonym, a derived form ("founder" →
 * "found"), a broader word ("puppy" → "dog") — in that order.
 * `count` tells how many chunks hold each word (the knowledge's stemming, one query).
 */
export async function sayItAsTheKnowledge(
  word: string,
  total: number,
  count: (words: string[]) => Promise<Map<string, number>>,
): Promise<{ alts: string[]; chunks: number } | null> {
  const relatives = relativesOf(word);
  // Sisters are other things (a spoke is not a brake, Australia not the UK): never said for the word.
  const ordered = [...relatives.synonyms, ...relatives.broader].filter((phrase) => /^[a-z][a-z -]*$/.test(phrase) && phrase.length >= 3);
  if (ordered.length === 0) return null;
  const parts = [...new Set(ordered.flatMap((phrase) => phrase.split(/[ -]/)).filter((part) => part.length >= 3))].slice(0, LOOKED_UP);
  const counts = await count(parts);
  const chunksOf = (phrase: string) => {
    const partCounts = phrase
      .split(/[ -]/)
      .filter((part) => part.length >= 3)
      .map((part) => counts.get(part) ?? 0);
    return partCounts.length ? Math.min(...partCounts) : 0;
  };
  const found = ordered.filter((phrase) => {
    const chunks = chunksOf(phrase);
    return chunks > 0 && (total < 10 || chunks <= total * TOO_COMMON);
  });
  if (found.length === 0) return null;
  const alts = [...new Set(found)].slice(0, 3);
  return { alts, chunks: Math.max(...alts.map(chunksOf)) };
}
