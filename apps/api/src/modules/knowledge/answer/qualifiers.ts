/**
 * Words of an ask that qualify what is asked and never name it: "per head", "the smallest", "the
 * largest". They are read for what they ask (a price per person, an end of a range) and taken out
 * of the words the knowledge must hold: no line says "smallest" of the room it lists at 28 m².
 */

/**
 * "Quanto costa a testa?", "Was kostet es pro Kopf?": per person, said with a head, which is no thing
 * asked about ("a head massage", "massaggio a testa e collo", "lavar a cabeça" name one).
 */
const PER_HEAD =
  /\b(?:per|pro|par|por) (?:testa|kopf|head|tete|cabeza|cabeca)\b|\ba testa\b(?! (?:e|ed|di|del|della)\b)|\ba head\b(?=\s*(?:[?.!,;]|$|for\b|inc|including|plus\b))/g;

/**
 * Romance "more" before an adjective of size is a superlative after a definite article ("la cesta de
 * regalo más pequeña", "la plus grande salle", "a maior que têm"); without one it compares ("une salle
 * plus grande ?"), and so it does before "than" ("más grande que 10 m²"). Singular only: "los más
 * pequeños", "les plus petits", "i più grandi" are the children. The article is looked behind, never
 * taken out with the words: the thing asked about stands between them.
 */
const DEFINITE = String.raw`(?<=(?<![\p{L}])(?:el|la|lo|le|il|o|a)\s+(?:[\p{L}-]+\s+){0,3})`;
const MORE = String.raw`(?:mas|plus|piu|mais)`;
/** Not a set phrase: "la plus grande partie", "plus grand-chose", "com a maior brevidade". */
const NOT_SET = String.raw`(?![\s-]+(?:partie|parte|chose|monde|brevidade|rapidez|urgencia|de)(?![\p{L}]))`;
/** Nor "than", except straight after the article: "a maior que têm" is the largest they have. */
const NOT_AFTER = String.raw`${NOT_SET}(?!\s+(?:que|than|di|che|do que|dan|als)(?![\p{L}]))`;

/** The smallest and the largest of what is asked, folded (lower case, accents off; "ß" kept), per language. */
const EXTREMES = {
  min: [String.raw`smallest|tiniest|kleinst(?:e[nmrs]?)?|najmniejsz\p{L}*`, String.raw`${DEFINITE}${MORE}\s+(?:pequen[oa]|petite?|piccol[oa])${NOT_AFTER}`],
  max: [
    String.raw`largest|biggest|gr(?:o|oe)(?:ß|ss)te[nmrs]?(?!\s+teil)|grootste?|najwieksz\p{L}*`,
    String.raw`${DEFINITE}${MORE}\s+grande?${NOT_AFTER}`,
    String.raw`(?<=(?<![\p{L}])(?:o|a)\s+)maior${NOT_SET}`,
  ],
};
const extremePattern = (alternatives: string[], flags: string) => new RegExp(String.raw`(?<![\p{L}])(?:${alternatives.join('|')})(?![\p{L}])`, flags);
const SMALLEST = extremePattern(EXTREMES.min, 'u');
const LARGEST = extremePattern(EXTREMES.max, 'u');
const EITHER = extremePattern([...EXTREMES.min, ...EXTREMES.max], 'gu');
/** Scripts without spaces: the superlative as typed ("一番小さい", "最小的", "הכי קטן", "الأصغر"). */
const SMALLEST_TYPED = /一番小さい|最も小さい|最小的|הכי קט(?:ן|נה)|الأصغر/u;
const LARGEST_TYPED = /一番大きい|最も大きい|最大的|הכי גדול(?:ה)?|الأكبر/u;

/** Whether the ask wants the smallest or the largest of what it names ("the smallest unit", "die größte Box"), from its folded and typed text. */
export function sizeExtremeAsked(folded: string, typed: string): 'min' | 'max' | null {
  const min = SMALLEST.test(folded) || SMALLEST_TYPED.test(typed);
  const max = LARGEST.test(folded) || LARGEST_TYPED.test(typed);
  return min === max ? null : min ? 'min' : 'max';
}

/**
 * "How much do we pay up front?": when, not what ("front brakes", "the front desk" name a thing);
 * "a fee on top (of that)" is an addition, not a top.
 */
const UP_FRONT = /\bup ?front\b|\bon top(?: of (?:that|this|it))?(?![\p{L}])/gu;

/** The folded ask without its qualifiers: what is left names what is asked about. */
export const withoutQualifiers = (folded: string) => folded.replace(PER_HEAD, ' ').replace(EITHER, ' ').replace(UP_FRONT, ' ');
