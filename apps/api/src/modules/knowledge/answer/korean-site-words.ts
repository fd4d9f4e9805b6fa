import { cjkBigrams } from '../index/knowledge-index';
import { KOREAN_FUNCTION_WORDS } from './asks-ko';

const HANGUL_WORD = /[\uac00-\ud7af]+/g;
const HANGUL = /[\uac00-\ud7af]/;
/** A count, a size or a time ("2시간", "4주권", "1인실"): the visitor's measure, not a thing the site must name. */
const MEASURE = /^(?:\d|몇|[한두세네] ?(?:시간|명|개|번|달|분|살|시|잔|병|박|주|개월|사람))/;
/** A clause that asks: a question mark after it, or a word of asking in it. */
const ASKS = /[?？]\s*$|얼마|몇|어디|언제|누구|뭐|어떤|어떻게|나요|까요|는지|ㄹ까|습니까|되요|돼요|있어요|에요|예요/;

/**
 * The words of a Korean question whose asking clauses name nothing the site writes: "코인세탁"
 * asked of a study café that has no laundry. Korean joins particles and endings onto its words
 * ("당일권은", "공부할건데"), and the index holds syllable pairs, so a word counts as written where any
 * of its pairs is on the site; words of asking and pointing, measures and single syllables are the
 * visitor's. Empty where the site writes none of the question's pairs (a site in another language
 * is read through the search's other paths).
 */
export function absentKoreanWords(text: string, onSite: (pair: string) => number): string[] {
  const words = [...new Set(text.match(HANGUL_WORD) ?? [])];
  if (!words.some((word) => cjkBigrams(word).some((pair) => onSite(pair) > 0))) return [];
  const clauses = text.split(/(?<=[,.!?？。\n])/u).filter((clause) => HANGUL.test(clause));
  const asking = clauses.filter((clause) => ASKS.test(clause.trim()));
  const named = ((asking.length ? asking : clauses).join(' ').match(HANGUL_WORD) ?? []).filter(
    (word) => word.length >= 2 && !MEASURE.test(word) && !isFunctionWord(word) && !PREDICATE.test(word),
  );
  return [...new Set(named.filter((word) => !cjkBigrams(withoutParticle(word)).some((pair) => onSite(pair) > 0)))];
}

/** Particles and endings a word may carry ("당일권은", "어디서", "얼마예요", "4시까지"). */
const PARTICLE = /^(?:은|는|이|가|을|를|도|만|에|에서|으로|로|와|과|요|예요|이에요|에요|나요|까지|부터|이랑|랑|하고|인가요|이요|서)$/;
/** A verb or adjective as the visitor conjugates it ("맡길", "앉아서", "예약하려면"): what they do, no thing the site must name. */
const PREDICATE = /(?:[아어해여]요|나요|까요|세요|는데|은데|려고|려면|으면|면|서|고|니까|죠|ㄹ까|을까|할|길|갈|볼|될)$/;

/** A word of asking or pointing, bare or under a particle: "어디서", "얼마예요"; not "가방" for "가" (a particle) nor "제품" for "제" (my). */
function isFunctionWord(word: string): boolean {
  if (KOREAN_FUNCTION_WORDS.has(word)) return true;
  for (let cut = 2; cut < word.length; cut += 1) if (KOREAN_FUNCTION_WORDS.has(word.slice(0, cut)) && PARTICLE.test(word.slice(cut))) return true;
  return false;
}

/** The word without one particle after it, where two syllables at least are left ("방이" stays: "방" is too little to look for). */
function withoutParticle(word: string): string {
  for (let cut = word.length - 1; cut >= 2 && cut >= word.length - 3; cut -= 1) if (PARTICLE.test(word.slice(cut))) return word.slice(0, cut);
  return word;
}
