import { amountOf } from './compare';
import { asksForNext, nextDated } from './dates';
import { fold } from './fold';
import { sizeExtremeAsked } from './qualifiers';
import { numberOf, sizesIn } from './quantity-range';
import type { Question } from './question';
import type { Scored } from './score-chunk';

/**
 * Of the lines that answer alike (a list of events, rooms, boats, packages), the one the question
 * picks, put first: "When is the next workshop?" the first date still to come; "How much is your
 * smallest unit?", "Wat kost de grootste ruimte?" the one at that end of the list by what the lines
 * measure (a floor area, a capacity, a pack size, a size named S, M or L); "the cheapest plan" by the
 * price itself. Only lines measured the same way are weighed against each other: "28 m²" against
 * "45 m²", never against "up to 5 people".
 */
export function pickedOfAlike(scored: Scored[], asked: string, question: Question): { scored: Scored[]; byEnd: boolean } {
  const top = scored[0];
  if (!top) return { scored, byEnd: false };
  const answersAlike = scored.filter((s) => s.coverage >= top.coverage - 0.01 && s.score >= top.score - SIZE_BAND);
  const alike = answersAlike.filter((s) => s.score >= top.score - 0.35);
  const textOf = (s: Scored) => `${s.segment} ${s.unit.heading.at(-1) ?? ''}`;
  // "We'll take the smallest package. Do you handle the grant?": a size said beside the ask still picks the line.
  const bySize = sizeExtremeAsked(fold(asked), asked);
  const byPrice = question.intents.has('cheapest') ? 'min' : question.intents.has('priciest') ? 'max' : null;
  const next = asksForNext(asked);
  const picked = next
    ? nextDated(alike, textOf)
    : bySize
      ? extremeOf(byCommonMeasure(answersAlike, textOf), bySize)
      : byPrice
        ? extremeOf(alike.flatMap(priced), byPrice)
        : null;
  // An end of the list asked is what is priced: no other line that names more of the question's words replaces it.
  return { scored: picked ? [picked, ...scored.filter((s) => s !== picked)] : scored, byEnd: picked !== null && !next };
}

/** How far below the best a line may rank and still be weighed for its size: a list's rows rank alike only by chance, a line of another page far below. */
const SIZE_BAND = 0.6;

const NUMBER = String.raw`(\d+(?:[.,]\d+)?)`;
/** Measures of how big a thing is, as lines state them, read by their first number. */
const MEASURES: [string, RegExp][] = [
  [
    'area',
    new RegExp(
      String.raw`${NUMBER}\s*(?:m²|m2|qm|mq|sq\.?\s?ft|sqft|ft²|square (?:feet|foot|met(?:re|er)s?)|quadratmeter|metros? cuadrados)(?![\p{L}\d])`,
      'u',
    ),
  ],
  ['volume', new RegExp(String.raw`${NUMBER}\s*(?:m³|m3|cbm|cu\.?\s?ft|cubic (?:feet|met(?:re|er)s?))(?![\p{L}\d])`, 'u')],
  [
    'capacity',
    new RegExp(
      String.raw`${NUMBER}\s*-?\s*(?:people|persons?|personen|personas|personnes|persone|pessoas|osob|osoby|guests?|gaste|gasten|seats?|seater|lugares|places|platze|posti|miejsc\p{L}*|pax)(?![\p{L}])`,
      'u',
    ),
  ],
];
/** Sizes named by a letter, matched as written ("S" is no "s"): "Paket S, M, L"; not an initial ("M. Dupont"), litres ("5 L") or "M–F". */
const SIZE_LETTER = /(?<![\p{L}\d\-–—/.])(?<!\d\s)(XXS|XS|S|M|L|XL|XXL)(?![\p{L}\d\-–—/.])/u;
const LETTER_RANKS = ['XXS', 'XS', 'S', 'M', 'L', 'XL', 'XXL'];
/**
 * Sizes named by a word, folded, smallest first, ranked as the letters are (small = S = 2): "Small /
 * Medium / Large", "klein, groß". Words with another everyday meaning are left out: French "petit"
 * (petit-déjeuner), "moyen" and "grand" (Grand Canal), "mittel", "middel", "media", "medio".
 */
const SIZE_WORDS = `small klein kleine pequeno pequena piccolo piccola maly mala
  medium mediano mediana sredni srednia
  large groß große gross grosse groot grote grande duzy duza`
  .split('\n')
  .map((line) => line.trim().split(' '));
const SIZE_WORD = new RegExp(String.raw`(?<![\p{L}])(${SIZE_WORDS.flat().join('|')})(?![\p{L}])`, 'u');
const SMALL_RANK = LETTER_RANKS.indexOf('S');

type Measured = { kind: string; value: number };

/** How big the thing a line is about is, by each measure it states. */
function measuresOf(text: string): Measured[] {
  const folded = fold(text);
  const found: Measured[] = [];
  for (const [kind, pattern] of MEASURES) {
    const match = pattern.exec(folded);
    if (match) found.push({ kind, value: numberOf(match[1]!) });
  }
  const size = sizesIn(text)[0];
  if (size) found.push({ kind: size.split(' ')[1]!, value: Number(size.split(' ')[0]) });
  const letter = SIZE_LETTER.exec(text)?.[1];
  const word = SIZE_WORD.exec(folded)?.[1];
  const rank = letter ? LETTER_RANKS.indexOf(letter) : word ? SIZE_WORDS.findIndex((words) => words.includes(word)) + SMALL_RANK : -1;
  if (rank >= 0) found.push({ kind: 'named', value: rank });
  return found;
}

/** The line at the asked end, where the lines differ in what they are valued by. */
function extremeOf(valued: { s: Scored; value: number }[], want: 'min' | 'max'): Scored | null {
  if (new Set(valued.map(({ value }) => value)).size < 2) return null;
  return valued.reduce((a, b) => ((want === 'min' ? b.value < a.value : b.value > a.value) ? b : a)).s;
}

/** A line valued by its price, if it states one. */
function priced(s: Scored): { s: Scored; value: number }[] {
  const value = amountOf(s.segment);
  return value === null ? [] : [{ s, value }];
}

/** The lines valued by the measure most of them state. */
function byCommonMeasure(alike: Scored[], textOf: (s: Scored) => string): { s: Scored; value: number }[] {
  const measured = alike.map((s) => ({ s, measures: measuresOf(textOf(s)) }));
  const kinds = [...new Set(measured.flatMap(({ measures }) => measures.map((m) => m.kind)))];
  const valuedBy = (kind: string) => measured.flatMap(({ s, measures }) => measures.filter((m) => m.kind === kind).map((m) => ({ s, value: m.value })));
  return kinds.map(valuedBy).sort((a, b) => b.length - a.length)[0] ?? [];
}
