import { MONTHS } from './dates';
import { fold } from './fold';

/**
 * Hours that change with the season ("Orario estivo (1° giugno – 15 settembre): …", "Winter hours
 * (October to March): …"): a visitor who names a month ("Ad agosto a che ora aprite?", "a weekday in
 * October") is answered from the period that holds it. Months written out in full only: "mar",
 * "may" and "mai" are words too, and "mars" and "marco" (Portuguese "março" folded) a planet and a name.
 */
const FULL_MONTHS = Object.entries(MONTHS).filter(([name]) => name.length > 3 && name !== 'mars' && name !== 'marco');

const NAMES = FULL_MONTHS.map(([name]) => name).join('|');
const MONTH_WORD = new RegExp(`(?<![\\p{L}])(${NAMES})(?![\\p{L}])`, 'gu');
// In a period between two months, "março" and "mars" are the month ("1 de outubro a 31 de março").
const IN_SPAN = `${NAMES}|marco|mars`;
const MONTH_SPAN = new RegExp(
  `(?<![\\p{L}])(${IN_SPAN})(?![\\p{L}])[^\\p{L}]{0,6}(?:to|until|till|bis|a|al|au|hasta|fino a|–|—|-)[^\\p{L}]{0,8}(?:\\d{1,2}\\s*)?(?:de\\s+)?(${IN_SPAN})(?![\\p{L}])`,
  'u',
);

/** The months a question names (0 = January), in order. */
export function monthsNamed(text: string): number[] {
  return [...new Set([...fold(text).matchAll(MONTH_WORD)].map((match) => MONTHS[match[1]!]!))];
}

/** The month words of a text as its folded words (to keep them out of what is asked about). */
export const monthWords = (text: string): string[] => [...fold(text).matchAll(MONTH_WORD)].map((match) => match[1]!);

/**
 * The months a period stated in a line spans ("1° giugno – 15 settembre", "October to March",
 * "von Juni bis September"), or null: the first two month names with a range between them.
 */
export function monthSpan(text: string): { from: number; to: number } | null {
  const span = MONTH_SPAN.exec(fold(text));
  return span ? { from: MONTHS[span[1]!]!, to: MONTHS[span[2]!]! } : null;
}

/** Whether a period of months holds every month asked. */
export function spanHolds(span: { from: number; to: number }, months: readonly number[]): boolean {
  const holds = (month: number) => (span.from <= span.to ? month >= span.from && month <= span.to : month >= span.from || month <= span.to);
  return months.every(holds);
}

/**
 * Hours lines said together where a month is asked: only those of the season that holds it, where one
 * does ("Em dezembro, aos sábados?" is the winter's Saturday, not the year-round hours beside it).
 */
export function ofTheSeason<T extends { segment: string; unit: { heading: string[] } }>(lines: T[], months: readonly number[] | undefined): T[] {
  if (!months?.length) return lines;
  const held = lines.filter((line) => {
    const span = monthSpan(line.segment) ?? monthSpan(line.unit.heading.join(' '));
    return span !== null && spanHolds(span, months);
  });
  return held.length ? held : lines;
}
