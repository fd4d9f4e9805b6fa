import type { RetrievedChunk } from '../index/knowledge-index';
import { dateIn } from './dates';
import { daysCovered } from './fact-types';
import { fold } from './fold';
import { HOURS_PHRASES } from './hours-phrases';
import type { PhraseLanguage } from './phrases';
import type { Intent, Question } from './question';
import { clockSpansIn } from './row-cells';
import { scoreChunk, type Scored } from './score-chunk';
import type { Term } from './weigh-terms';

/** Words that say "closed" (folded), in the languages the hours are read in. */
const CLOSED =
  /\b(?:closed|shut|not open|day off|days off|geschlossen|ruhetag\w*|cerrad[oa]s?|cierran|cierra|fermee?s?|chius[oi]|chiude|chiudete|fechad[oa]s?|fecham|gesloten|nieczynne|zamkniete)\b|定休|休業|休み|休息|不营业|不營業|关门|關門|休館|סגור|סגורים|مغلق|مغلقين|تغلقون|عطلة/u;
/** Words that ask which day, or when, without naming one. */
const ASKS_A_DAY =
  /\b(?:which|what|when|wann|welche[nmr]?|que|quel(?:le)?s?|cuando|quando|qual|quale|welke|wanneer|ktory|kiedy)\b|\b(?:days?|weekdays?|tage?|wochentage?|ruhetag\w*|dias?|jours?|giorn[oi]|dag(?:en)?|dzien|dni)\b|日|天|曜|哪|יום|ימים|יומ|متى|يوم|أيام/u;

/** "Which day are you closed?", "Wann ist Ruhetag?", "定休日はいつですか": the days closed, no day named. */
export function asksClosedDays(question: Question): boolean {
  const text = fold(question.text);
  // "Ruhetag", "定休日", "day off" ask the hours in one word, which other tables may not read as hours.
  const hours = question.intents.has('hours') || /\bruhetag|\bdays? off\b|定休|休業日|公休/u.test(text);
  return hours && question.days.length === 0 && CLOSED.test(text) && ASKS_A_DAY.test(text);
}

/**
 * The days of the week a weekly table of hours leaves closed: the days no line opens ("Tue: 4 pm –
 * 10 pm" … "Sun: 10 am – 8 pm" leave Monday), and the days a line says are closed ("Monday:
 * closed", "Mo Ruhetag, Di–So 10–18"). Empty where every day opens; null where the lines open fewer
 * than three days, which is no week's table but a part of one (or a class's times).
 */
export function closedWeekdays(lines: readonly string[]): number[] | null {
  const open = new Set<number>();
  const shut = new Set<number>();
  for (const line of lines) {
    if (dateIn(line)) continue;
    // A line that says both ("Monday closed, Tue–Sun 10–18") is read part by part; elsewhere a comma
    // lists days ("Mon, Wed, Fri: 9–17"), so the parts that say no "closed" are read together.
    const parts = CLOSED.test(fold(line)) ? line.split(/[;,|·•]/) : [line];
    const opening: string[] = [];
    for (const part of parts) {
      if (CLOSED.test(fold(part)) && clockSpansIn(part).length === 0) daysCovered(part).forEach((day) => shut.add(day));
      else opening.push(part);
    }
    const rest = opening.join(',');
    if (clockSpansIn(rest).length > 0) daysCovered(rest).forEach((day) => open.add(day));
  }
  shut.forEach((day) => open.delete(day));
  if (open.size < 3) return null;
  return [0, 1, 2, 3, 4, 5, 6].filter((day) => !open.has(day));
}

/** A heading or line that says it holds the opening hours ("Find Us › Hours", "Öffnungszeiten"). */
const HOURS_HEADING =
  /\b(?:hours|opening|offnungszeit\w*|horaires?|horarios?|orari\w*|openingstijden|openingsuren|godziny)\b|営業時間|营业时间|營業時間|שעות|ساعات/u;

/**
 * "Which day are you closed?" answered from the opening hours: the best unit found that is a week's
 * hours, with the days it leaves closed. Null unless the question asks that and such hours are found.
 */
export function closedDaysOfWeek(
  candidates: readonly RetrievedChunk[],
  question: Question,
  terms: Term[],
  total: number,
  typed: Intent[],
): { hours: Scored; closed: number[] } | null {
  if (!asksClosedDays(question)) return null;
  const found = candidates
    .map((chunk) => scoreChunk(chunk, question, terms, total, typed))
    .filter((s): s is Scored => s !== null && HOURS_HEADING.test(fold(`${s.unit.heading.join(' ')} ${s.unit.text.split('\n')[0]}`)))
    .sort((a, b) => b.score - a.score);
  for (const hours of found) {
    const closed = closedWeekdays(hours.unit.text.split('\n'));
    if (closed) return { hours, closed };
    // A table read a row a unit ("Mon | Closed", "Tue | 4 pm – 10 pm"): its rows found under the same
    // heading of the same source, trusted only where they name every day of the week, since a row the
    // search left out would otherwise read as a day closed.
    const rows = found.filter((s) => s.chunk.sourceId === hours.chunk.sourceId && s.unit.heading.join('›') === hours.unit.heading.join('›'));
    const firstDay = (line: string) => Math.min(7, ...daysCovered(line));
    const lines = [...new Set(rows.flatMap((s) => s.unit.text.split('\n')))].sort((a, b) => firstDay(a) - firstDay(b));
    const closedByRows = rows.length > 1 ? closedWeekdays(lines) : null;
    if (closedByRows && daysCovered(lines.join('\n')).size === 7)
      return { hours: { ...hours, unit: { ...hours.unit, text: lines.join('\n') } }, closed: closedByRows };
  }
  return null;
}

// 1 January 2024 was a Monday: the day names come from the runtime's own locale data.
const MONDAY = Date.UTC(2024, 0, 1);
const dayName = (day: number, lang: PhraseLanguage) =>
  new Intl.DateTimeFormat(lang, { weekday: 'long', timeZone: 'UTC' }).format(new Date(MONDAY + day * 86_400_000));

/** "We are closed on Monday and Tuesday." in the visitor's language; "We are open every day." where none is closed. */
export function sayClosedDays(closed: readonly number[], lang: PhraseLanguage): string {
  if (closed.length === 0) return HOURS_PHRASES.openEveryDay[lang];
  const days = new Intl.ListFormat(lang, { type: 'conjunction' }).format(closed.map((day) => dayName(day, lang)));
  return HOURS_PHRASES.closedOn[lang].replace('{days}', days);
}
