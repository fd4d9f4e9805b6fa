import { fill, PHRASES, type PhraseLanguage } from './phrases';
import { MONEY } from './fact-types';
import { foldInPlace, latinDigits, sameLine } from './fold';
import { fold, splitAsk } from './question';
import { detectLanguage } from './question-language';
import { cjkComparedSides } from './compare-cjk';

/**
 * Comparisons of price: "Which is cheaper, a cortado or a cappuccino?", "Was ist günstiger – nur
 * den Ansatz oder komplett färben?", "Qu’est-ce qui est le moins cher, un croissant ou un pain au chocolat ?". Each side is asked as its own price question; when both are
 * answered with an amount, both are said and the lower one named. Anything less falls back to the
 * ordinary answer (one side alone is no comparison, and a guess is never made).
 */
const COMPARES =
  /\b((?:how much|wie ?viel|cuanto|combien|quanto) (?:more|less|mehr|weniger|mas|menos|de plus|de moins|in piu|in meno)|cheaper|less expensive|more expensive|pricier|dearer|costlier|better value|gunstiger|billiger|teurer|preiswerter|mas barat[oa]|mas car[oa]|mais barat[oa]s?|mais car[oa]s?|menos car[oa]s?|mais em conta|moins chere?s?|plus chere?s?|meilleur marche|plus avantageux|plus avantageuse|piu economic[oaie]|meno car[oaie]|piu car[oaie]|piu convenient[ei]|conviene(?=.*\b(?:risparmi\w*|prezz\w*|cost\w*|pag\w*|spend\w*|economic\w*)\b)|costa (?:di )?(?:meno|piu)|goedkoper|duurder|voordeliger)\b/;
const SIDES =
  /\s+(?:or|oder|vs\.?|versus|than|als|o|ou|que|im vergleich zu[mr]?|verglichen mit|compared (?:to|with)|rispetto (?:a|al|alla|allo)|comparado con|frente a|par rapport (?:a|au|aux)|instead of|rather than|invece di|anzich[eé]|piuttosto che|en vez de|en lugar de|au lieu de|statt|anstatt)\s+/i;

/** Dutch "of" is "or" (and English "of" is no side): "Wat is goedkoper: twee kleine sloepen of één grote?". */
const DUTCH_SIDES = /\s+(?:of|vs\.?|versus|dan|als|in plaats van|vergeleken met|in vergelijking met|ten opzichte van)\s+/i;

// "Qual é a diferença de preço *por noite* entre a Duo e a Surf?": a price word, and what it is per, may stand before "between"; another measure ("differenza di durata") may not.
const BETWEEN =
  /\b(?:difference|diff[eé]rence|diferencia|diferen[cç]a|unterschied|differenza)(?:(?:\s+[^\s?？]+){0,2}?\s+(?:price|cost|prix|precio|prezzo|preis|pre[cç]o|custo|coste|costo|tarif(?:a|s|as)?)(?:\s+(?:per|por|pro|par|a|à|al)\s+[^\s?？]+)?)?\s+(?:between|entre|zwischen|tra|fra)\s+(.+?)\s+(?:and|et|y|und|e)\s+(.+?)(?=[?？!]|\.(?:\s|$)|$)/i;

/** "How much more…", "by how much?", "¿cuánta diferencia?": the visitor asks for the difference itself. */
export const asksByHowMuch = (question: string) =>
  /\b(?:how much (?:more|less|cheaper|dearer)|by how much|difference|diferencia|diferenca|unterschied|preisunterschied|um wie ?viel|wie ?viel (?:mehr|weniger|gunstiger|billiger|teurer)|de combien|combien de plus|combien de moins|quanto (?:in piu|in meno|di piu|di meno)|cuanto (?:mas|menos)|quanto (?:mais|menos)|quanto poup\w*|how much (?:do|would|will|can) (?:i|we) save|differenza)\b/.test(
    fold(question),
  );

/** The two things a comparison question weighs, or null when it is not one. */
export function comparedSides(question: string): [string, string] | null {
  // Only the sentences that ask: "…, a cortado or a cappuccino? I only have a minute." compares two drinks.
  // ("Was ist günstiger – X oder Y?" is one ask across its dash: then the question up to its "?".)
  const inCjk = cjkComparedSides(question);
  if (inCjk) return inCjk;
  const ask = splitAsk(question).ask;
  const text = COMPARES.test(fold(ask)) ? ask : (/^[^?？]*[?？]?/.exec(question)?.[0] ?? question);
  const folded = fold(text);
  // "What's the difference in price between a normal call-out and an emergency one?", "la différence de prix entre … et …"
  const between = BETWEEN.exec(text);
  if (between) return bothNamed(clean(between[1]!), clean(between[2]!));
  // "kwikset vs schlage deadbolt, whats the price difference?": the sides, then what is weighed.
  const versus = /(?:^|[,.;:!?]\s*)([^,.;:!?]+?)\s+(?:vs\.?|versus)\s+([^,.;:!?]+)/i.exec(text);
  if (versus && asksByHowMuch(text) && !COMPARES.test(folded)) return bothNamed(clean(versus[1]!), clean(versus[2]!));
  // Found where it stands in the text as typed, which the sides are cut from ("Ærø" folds to four letters).
  const word = COMPARES.exec(foldInPlace(text));
  if (!word) return null;
  // The sides are what follows the comparison word ("…cheaper, X or Y?") or surrounds it ("is X cheaper than Y?").
  const after = text
    .slice(word.index + word[0].length)
    // "¿… tapas o la de dulces? ¿Cuánta diferencia hay?": the sides end with their question.
    .replace(/[?？].*$/su, '')
    .replace(/^[\s,:;–—-]+/, '')
    .replace(/^(?:than|als|que|dan)\s+/i, '');
  const before = text.slice(0, word.index);
  const sides = /^(?:goedkoper|duurder|voordeliger)$/.test(word[0]) || detectLanguage(question) === 'nl' ? DUTCH_SIDES : SIDES;
  const split = (part: string) => part.split(sides).map(clean).filter(Boolean);
  const tail = split(after);
  if (tail.length === 2) return bothNamed(tail[0]!, tail[1]!);
  // "Is the monthly membership or the 10-visit pass better value?": both sides before the word.
  const subject = clean(before.replace(/^\s*(?:is|are|was|ist|sind|es)\s+/i, ''));
  const head = split(subject);
  // (What follows may only say for whom: "… better value for me?".)
  if (head.length === 2 && (tail.length === 0 || /^(?:for|to|if|when|per)\b/i.test(after))) return bothNamed(head[0]!, head[1]!);
  // "How much is the motorbike licence, and is it cheaper than the car one?": "it" is the thing asked about first.
  const pointsBack =
    /^(?:(?:is|are|was)\s+)?(?:it|that|this|they|them|one)$/i.test(subject) || /,\s*(?:and|but)\s+(?:is|are)\s+(?:it|that|this|they)$/i.test(subject);
  const earlier = pointsBack
    ? clean(
        before
          .split(/,\s*(?:and|but)\s+|[.;]\s+/)[0]!
          .replace(/^\s*(?:how much|what)\s+(?:is|are|does|do|'s)\s+/i, '')
          .replace(/\s+(?:cost|costs|come to)$/i, ''),
      )
    : subject;
  if (earlier && tail.length === 1) return bothNamed(earlier, tail[0]!);
  return null;
}

/**
 * A side that leans on the other takes its noun: "the car one" after "the motorbike licence" is
 * "the car licence"; "for the iPhone 13" after "a battery for the iPhone 15" is "a battery for the
 * iPhone 13"; "la de dulces" after "la clase de tapas" is "clase de dulces".
 */
function bothNamed(a: string, b: string): [string, string] {
  const noun = (side: string) => side.split(/\s+/).at(-1) ?? '';
  const named = (side: string, other: string) => {
    if (/\bones?$/i.test(side) && noun(other)) return side.replace(/\bones?$/i, noun(other));
    const lead = /^(for|für|fur|beim|bei|para|pour|per|de|di|del)\s/i.exec(side)?.[1];
    const at = lead ? other.toLowerCase().indexOf(` ${lead.toLowerCase()} `) : -1;
    return lead && at > 0 ? `${other.slice(0, at)} ${side}` : side;
  };
  return [named(a, b), named(b, a)];
}

const clean = (side: string) =>
  side
    .replace(/[?？.!]+$/, '')
    .replace(/^\s*(?:is|are|ist|sind|es|est|e|costs?|kostet)\s+/i, '')
    .replace(/^\s*(?:the|a|an|just|only|der|die|das|den|ein|eine|einen|nur|el|la|un|una|le|les|une|du|des|o|os|as|um|uma|il|lo|gli|i|de|het|een)\s+/i, '')
    .trim();

/** "£1,249.00", "42,00 €", "1.249,00" as a number, or null. */
export function amountOf(text: string): number | null {
  const written = MONEY.exec(text)?.[0];
  const money =
    written &&
    latinDigits(written)
      .replace(/\u066b/g, '.')
      .replace(/\u066c/g, ',');
  const digits = money?.match(/\d[\d.,\s]*/)?.[0]?.trim();
  if (!digits) return null;
  const decimal = /[.,](\d{1,2})$/.exec(digits);
  const whole = (decimal ? digits.slice(0, decimal.index) : digits).replace(/[.,\s]/g, '');
  return Number(`${whole}.${decimal?.[1] ?? '0'}`);
}

/** Both answers and which is lower, or null when either side has no amount. */
export function sayComparison(sides: [string, string], answers: [string, string], lang: PhraseLanguage, byHowMuch = false): string | null {
  // Both sides answered by the same text is one thing found twice, not two weighed ("Both cost the same" would be made up).
  if (sameLine(answers[0], answers[1])) return null;
  const [a, b] = answers.map(amountOf);
  if (a === null || b === null || a === undefined || b === undefined) return null;
  const name = a < b ? sides[0] : sides[1];
  // The difference only where it is asked: "a monthly membership or a 10-visit pass?" weighs two prices
  // that are not like for like, and their difference would mislead.
  const verdict =
    a === b
      ? PHRASES.samePrice[lang]
      : byHowMuch
        ? fill(PHRASES.cheaperBy[lang], { name, difference: moneyLike(answers[0], Math.abs(a - b)) })
        : fill(PHRASES.cheaperOfTwo[lang], { name });
  return `${answers[0]} ${answers[1]} ${verdict}`;
}

/** An amount written as the site writes its prices: "£20", "20.50 €", "40,00 €". */
export function moneyLike(written: string, amount: number): string {
  const money = MONEY.exec(written)?.[0] ?? '';
  const decimals = /[.,]\d{2}(?!\d)/.test(money) || !Number.isInteger(amount) ? 2 : 0;
  const comma = /\d,\d{2}(?!\d)/.test(money);
  const digits = amount.toFixed(decimals).replace('.', comma ? ',' : '.');
  const symbol = /[£$€¥₪]|CHF|EUR|USD|GBP/.exec(money)?.[0] ?? '';
  if (!symbol) return digits;
  return money.trim().startsWith(symbol) ? `${symbol}${digits}` : `${digits} ${symbol}`;
}
