import { fill, PHRASES, type PhraseLanguage } from '../../runtime/phrases';
import { MONEY } from './fact-types';
import { fold, splitAsk } from './question';

/**
 * Comparisons of price: "Which is cheaper, a cortado or a cappuccino?", "Was ist günstiger – nur
 * den Ansatz oder komplett färben?". Each side is asked as its own price question; when both are
 * answered with an amount, both are said and the lower one named. Anything less falls back to the
 * ordinary answer (one side alone is no comparison, and a guess is never made).
 */
const COMPARES =
  /\b(cheaper|less expensive|more expensive|pricier|dearer|costlier|better value|gunstiger|billiger|teurer|preiswerter|mas barat[oa]|mas car[oa])\b/;
const SIDES = /\s+(?:or|oder|vs\.?|versus|than|als|o)\s+/;

/** The two things a comparison question weighs, or null when it is not one. */
export function comparedSides(question: string): [string, string] | null {
  // Only the sentences that ask: "…, a cortado or a cappuccino? I only have a minute." compares two drinks.
  // ("Was ist günstiger – X oder Y?" is one ask across its dash: then the question up to its "?".)
  const ask = splitAsk(question).ask;
  const text = COMPARES.test(fold(ask)) ? ask : (/^[^?？]*[?？]?/.exec(question)?.[0] ?? question);
  const folded = fold(text);
  const word = COMPARES.exec(folded);
  if (!word) return null;
  // The sides are what follows the comparison word ("…cheaper, X or Y?") or surrounds it ("is X cheaper than Y?").
  const after = text
    .slice(word.index + word[0].length)
    .replace(/^[\s,:;–—-]+/, '')
    .replace(/^(?:than|als)\s+/i, '');
  const before = text.slice(0, word.index);
  const split = (part: string) => part.split(SIDES).map(clean).filter(Boolean);
  const tail = split(after);
  if (tail.length === 2) return [tail[0]!, tail[1]!];
  const subject = clean(before.replace(/^\s*(?:is|are|was|ist|sind|es)\s+/i, ''));
  if (subject && tail.length === 1) return [subject, tail[0]!];
  return null;
}

const clean = (side: string) =>
  side
    .replace(/[?？.!]+$/, '')
    .replace(/^\s*(?:the|a|an|just|only|der|die|das|den|ein|eine|einen|nur|el|la|un|una)\s+/i, '')
    .trim();

/** "£1,249.00", "42,00 €", "1.249,00" as a number, or null. */
export function amountOf(text: string): number | null {
  const money = MONEY.exec(text)?.[0];
  const digits = money?.match(/\d[\d.,\s]*/)?.[0]?.trim();
  if (!digits) return null;
  const decimal = /[.,](\d{1,2})$/.exec(digits);
  const whole = (decimal ? digits.slice(0, decimal.index) : digits).replace(/[.,\s]/g, '');
  return Number(`${whole}.${decimal?.[1] ?? '0'}`);
}

/** Both answers and which is lower, or null when either side has no amount. */
export function sayComparison(sides: [string, string], answers: [string, string], lang: PhraseLanguage): string | null {
  const [a, b] = answers.map(amountOf);
  if (a === null || b === null || a === undefined || b === undefined) return null;
  const verdict = a === b ? PHRASES.samePrice[lang] : fill(PHRASES.cheaperOfTwo[lang], { name: a < b ? sides[0] : sides[1] });
  return `${answers[0]} ${answers[1]} ${verdict}`;
}
