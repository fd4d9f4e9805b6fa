import { fold } from './fold';

/**
 * Calendar dates as sites write them, in English, German, Dutch ("vrijdag 17 maart"), French ("12 décembre 2026"), Italian ("10 aprile 2027") and Portuguese
 * ("15 de março de 2027", "1º de maio"): "21 January 2027", "Saturday 13
 * March 2027", "13. Februar 2027", "January 21, 2027", "2027-01-21", "21.01.2027". Used to answer
 * "when is the next …?" with the first date still to come.
 */
export const MONTHS: Record<string, number> = {
  jan: 0,
  januar: 0,
  january: 0,
  janner: 0,
  feb: 1,
  februar: 1,
  february: 1,
  mar: 2,
  march: 2,
  marz: 2,
  apr: 3,
  april: 3,
  may: 4,
  mai: 4,
  jun: 5,
  june: 5,
  juni: 5,
  jul: 6,
  july: 6,
  juli: 6,
  aug: 7,
  august: 7,
  sep: 8,
  sept: 8,
  september: 8,
  oct: 9,
  october: 9,
  okt: 9,
  oktober: 9,
  nov: 10,
  november: 10,
  dec: 11,
  december: 11,
  dez: 11,
  dezember: 11,
  janvier: 0,
  fevrier: 1,
  mars: 2,
  avril: 3,
  juin: 5,
  juillet: 6,
  aout: 7,
  septembre: 8,
  octobre: 9,
  novembre: 10,
  decembre: 11,
  gennaio: 0,
  febbraio: 1,
  marzo: 2,
  aprile: 3,
  maggio: 4,
  giugno: 5,
  luglio: 6,
  agosto: 7,
  settembre: 8,
  ottobre: 9,
  dicembre: 11,
  enero: 0,
  febrero: 1,
  abril: 3,
  mayo: 4,
  junio: 5,
  julio: 6,
  septiembre: 8,
  setiembre: 8,
  octubre: 9,
  noviembre: 10,
  diciembre: 11,
  // Portuguese; "março" folds to "marco", "abril" and "agosto" are Spanish's, "dez" German's.
  janeiro: 0,
  fevereiro: 1,
  marco: 2,
  maio: 4,
  junho: 5,
  julho: 6,
  setembro: 8,
  outubro: 9,
  novembro: 10,
  dezembro: 11,
  // Dutch ("april", "juni", "juli", "september", "oktober", "november", "december" are German's or English's).
  januari: 0,
  februari: 1,
  maart: 2,
  mei: 4,
  augustus: 7,
};
const MONTH = `(${Object.keys(MONTHS).join('|')})\\.?`;
const DAY_MONTH_YEAR = new RegExp(`\\b(\\d{1,2})(?:st|nd|rd|th|o)?\\.?\\s+(?:de\\s+)?${MONTH}\\s+(?:de\\s+)?(\\d{4})\\b`);
/** "vendredi 18 décembre", "sábado 12 de diciembre", "16 gennaio", "1º de maio" (º folds to "o"): a date whose year goes without saying. */
const DAY_MONTH = new RegExp(`\\b(\\d{1,2})(?:st|nd|rd|th|er|o)?\\.?\\s+(?:de\\s+)?${MONTH}(?![\\p{L}])`, 'u');
const MONTH_DAY_YEAR = new RegExp(`\\b${MONTH}\\s+(\\d{1,2})(?:st|nd|rd|th)?,?\\s+(\\d{4})\\b`);

/** The first date written in the text, at midnight UTC, or null. */
export function dateIn(text: string, today = new Date()): Date | null {
  const folded = fold(text);
  const make = (year: number, month: number, day: number) => (month >= 0 && month < 12 && day >= 1 && day <= 31 ? new Date(Date.UTC(year, month, day)) : null);
  let match = /\b(\d{4})-(\d{2})-(\d{2})\b/.exec(folded);
  if (match) return make(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  match = DAY_MONTH_YEAR.exec(folded);
  if (match) return make(Number(match[3]), MONTHS[match[2]!]!, Number(match[1]));
  match = MONTH_DAY_YEAR.exec(folded);
  if (match) return make(Number(match[3]), MONTHS[match[1]!]!, Number(match[2]));
  match = /\b(\d{1,2})\.(\d{1,2})\.(\d{4})\b/.exec(folded);
  if (match) return make(Number(match[3]), Number(match[2]) - 1, Number(match[1]));
  match = DAY_MONTH.exec(folded);
  if (match) return comingOrJustPast(MONTHS[match[2]!]!, Number(match[1]), make, today);
  return null;
}

/**
 * A date without its year, in the year that makes it the coming one, or one just past (up to two
 * months back: last month's event is over, not next year's): in December, "16 January" is next
 * January; in January, "18 December" is the one just gone.
 */
function comingOrJustPast(month: number, day: number, make: (year: number, month: number, day: number) => Date | null, today: Date): Date | null {
  const sixtyDaysAgo = today.getTime() - 60 * 24 * 60 * 60 * 1000;
  const year = today.getUTCFullYear();
  return [year - 1, year, year + 1].map((y) => make(y, month, day)).find((date) => date !== null && date.getTime() >= sixtyDaysAgo) ?? null;
}

/** "When is the next …?", "nächster Workshop", "upcoming events": the visitor wants the first date still to come. */
export const asksForNext = (question: string) =>
  /\b(next|upcoming|soonest|nachste[nrs]?|kommende[nrs]?|proxim[oa]s?|prochaine?s?|a venir|prossim[oaie])\b/.test(fold(question));

/** Of the items, the one whose date is the first from today on (items without a date, or past, are passed over). */
export function nextDated<T>(items: T[], textOf: (item: T) => string, today = new Date()): T | null {
  const start = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
  let best: { item: T; at: number } | null = null;
  for (const item of items) {
    const at = dateIn(textOf(item))?.getTime();
    if (at === undefined || at < start) continue;
    if (!best || at < best.at) best = { item, at };
  }
  return best?.item ?? null;
}
