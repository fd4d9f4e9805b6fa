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

/** Romance "more" before an adjective of size; a superlative unless "than" follows ("más grande que 10 m²" compares). */
const MORE = String.raw`(?:mas|plus|piu|mais)`;
const NOT_THAN = String.raw`(?!\s+(?:que|than|di|che|do que|dan|als)\b)`;
/** An article before Portuguese and Spanish "maior", "menor": "a maior que têm" is the largest ("menores de 12" are minors). */
const ARTICLE = String.raw`(?:o|a|os|as|el|la|los|las|lo)`;

/** The smallest and the largest of what is asked, folded (lower case, accents off; "ß" and "ł" kept), per language. */
const EXTREMES = {
  min: [
    String.raw`smallest|tiniest|kleinste[nmrs]?|najmniejsz\p{L}*`,
    String.raw`${MORE}\s+(?:pequen[oa]s?|petite?s?|piccol[oaie])${NOT_THAN}`,
    String.raw`${ARTICLE}\s+menor(?:es)?(?!\s+de\b)`,
  ],
  max: [
    String.raw`largest|biggest|gr(?:o|oe)(?:ß|ss)te[nmrs]?|grootste|najwieksz\p{L}*`,
    String.raw`${MORE}\s+grand(?:e|es|s|i)?${NOT_THAN}`,
    String.raw`${ARTICLE}\s+maior(?:es)?(?!\s+(?:parte|de\b))`,
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

/** The folded ask without its qualifiers: what is left names what is asked about. */
export const withoutQualifiers = (folded: string) => folded.replace(PER_HEAD, ' ').replace(EITHER, ' ');
