import { PHRASES, type PhraseLanguage } from '../../runtime/phrases';
import { cjkBigrams, type RetrievedChunk } from '../index/knowledge-index';

const STOP = new Set('a an and are as at be by can do does for from have how i if in is it me my of on or our so that the this to was we what when where which who why will with you your'.split(' '));
// Chinese, Japanese and Korean have no spaces between words: their character pairs stand in for words.
const words = (text: string) => [...(text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).filter((w) => w.length > 1 && !STOP.has(w)), ...cjkBigrams(text)];

/** The sentences of a passage that share the most words with the question, in reading order. */
export function bestSentences(question: string, passage: string, max = 2): string {
  const wanted = new Set(words(question));
  const sentences = passage.split(/(?<=[.!?])\s+|(?<=[。！？])\s*|\n+/).map((s) => s.trim()).filter(Boolean);
  const scored = sentences.map((sentence, index) => ({ sentence, index, score: words(sentence).filter((w) => wanted.has(w)).length }));
  const top = scored.filter((s) => s.score > 0).sort((a, b) => b.score - a.score || a.index - b.index).slice(0, max);
  return (top.length ? top.sort((a, b) => a.index - b.index) : scored.slice(0, 1)).map((s) => s.sentence).join(' ');
}

export const NO_ANSWER = PHRASES.noAnswer.en;

/**
 * The offline responder's reply: the best-matching FAQ answer as it is, a product with its
 * price, or the passage sentences that match the question. Nothing is made up.
 */
export function composeAnswer(question: string, results: RetrievedChunk[], language: PhraseLanguage = 'en'): string {
  const top = results[0];
  if (!top) return PHRASES.noAnswer[language];
  if (top.sourceType === 'faq') {
    const answer = top.content.split('\n').slice(1).join('\n').trim();
    return answer || top.content;
  }
  if (top.sourceType === 'product') {
    const [name, ...rest] = top.content.split('\n');
    const price = rest.find((line) => line.startsWith('Price: '))?.slice(7);
    const description = rest.find((line) => !/^(Price|SKU|Availability): /.test(line)) ?? '';
    const headline = price ? (language === 'en' ? `${name} costs ${price}.` : `${name}: ${price}.`) : `${name}.`;
    return [headline, bestSentences(question, description, 1), top.url ? `${PHRASES.productLink[language]} ${top.url}` : '']
      .filter(Boolean)
      .join(' ');
  }
  return bestSentences(question, top.content);
}
