import type { RetrievedChunk } from '../index/knowledge-index';
import { dateIn } from './dates';
import { daysCovered } from './fact-types';
import { fold } from './fold';
import { HOURS_PHRASES } from './hours-phrases';
import type { PhraseLanguage } from './phrases';
import type { Intent, Question } from './question';
import { clockSpansIn } from './row-cells';
import { monthsNamed } from './season-hours';
import { scoreChunk, type Scored } from './score-chunk';
import type { Term } from './weigh-terms';

/**
 * Words that say "closed" (folded), in the languages the hours are read in. A verb that says when a
 * place closes ("cierran", "ferme", "fecham") counts only beside a day asked (DAY_ASKED).
 */
const CLOSED =
  /\b(?:closed|not open|day off|days off|geschlossen|ruhetag\w*|cerrad[oa]s?|cierran|cierra|fermee?s?|chius[oi]|chiude|chiudete|fechad[oa]s?|fecham|gesloten|nieczynne|zamkniete)\b|定休|休業|休み|休息|不营业|不營業|关门|關門|休館|公休|סגור|סגורים|مغلق|مغلقين|تغلقون|عطلة/u;
/** Which day, asked as such ("which day", "an welchem Tag", "qué día", "quel jour", "哪天", "何曜日"), or a word for the day off itself. */
const DAY_ASKED =
  /\b(?:which|what) (?:day|days|weekday|weekdays)\b|\bdays? of the week\b|\bdays? off\b|\b(?:welche[nmr]?|an welchen?) (?:tag|tagen|wochentag\w*)\b|\bruhetag\w*|\b(?:que|qual|quale|quali|quel(?:le)?s?|cual(?:es)?|welke|ktor\w+|jaki\w*) (?:dia|dias|jour|jours|giorno|giorni|dag|dagen|dzien|dni)\b|定休日|休業日|休みの日|何曜日|哪天|哪几天|哪幾天|星期几|星期幾|公休|באיזה יום|באילו ימים|أي يوم|أي أيام/u;
/** A closing for a holiday or a season, not a day of the week. */
const NOT_WEEKLY = /\b(?:holidays?|christmas|easter|feiertag\w*|ferien|vacances|navidad|natale|semana santa|summer|winter|sommer|ete|hiver|verano|invierno)\b/u;

/** "Which day are you closed?", "Welcher Tag ist Ruhetag?", "定休日はいつですか": the days closed, no day named. */
export function asksClosedDays(question: Question): boolean {
  const text = fold(question.text);
  return question.days.length === 0 && CLOSED.test(text) && DAY_ASKED.test(text) && !NOT_WEEKLY.test(text) && monthsNamed(question.text).length === 0;
}

/** A part of the day closed ("closed Monday lunchtime"), not the day. */
const PART_OF_DAY =
  /\b(?:lunch\w*|morning|mornings|afternoon|evening|evenings|night|mittag\w*|vormittag\w*|nachmittag\w*|abend\w*|midi|matin|soir|tarde|manana|noche|mattin[ao]|pomeriggio|sera)\b/u;

/**
 * The days of the week a weekly table of hours leaves closed: the days no line names, and the days
 * a line says are closed ("Monday: closed", "Mo, Di Ruhetag, Mi–So 10–18"). A day named with no
 * clock ("Sat–Sun: by appointment", "Sun: open 24 hours") is not closed. Empty where every day opens;
 * null where fewer than three days have their hours, which is no week's table but a part of one,
 * or where the table is a season's (months named).
 */
export function closedWeekdays(lines: readonly string[]): number[] | null {
  const timed = new Set<number>();
  const named = new Set<number>();
  const shut = new Set<number>();
  for (const line of lines) {
    if (dateIn(line) || monthsNamed(line).length > 0) return null;
    // A line that says both ("Monday closed, Tue–Sun 10–18") is read part by part; a part naming
    // only days ("Mon, Tue: closed") goes with the part after it.
    const pieces = CLOSED.test(fold(line)) ? line.split(/[;,|·•]/) : [line];
    let pending = '';
    for (const piece of pieces) {
      const part = pending ? `${pending},${piece}` : piece;
      const folded = fold(part);
      const clock = clockSpansIn(part).length > 0;
      if (!clock && !CLOSED.test(folded) && pieces.length > 1) {
        pending = part;
        continue;
      }
      pending = '';
      const days = daysCovered(part);
      if (CLOSED.test(folded) && !clock) {
        if (!PART_OF_DAY.test(folded)) days.forEach((day) => shut.add(day));
      } else {
        days.forEach((day) => named.add(day));
        if (clock) days.forEach((day) => timed.add(day));
      }
    }
    if (pending) daysCovered(pending).forEach((day) => named.add(day));
  }
  shut.forEach((day) => named.delete(day));
  if (timed.size < 3) return null;
  return [0, 1, 2, 3, 4, 5, 6].filter((day) => !named.has(day));
}

/** A heading or line that says it holds the opening hours ("Find Us › Hours", "Öffnungszeiten"). */
const HOURS_HEADING =
  /\b(?:hours|opening|offnungszeit\w*|horaires?|horarios?|orari\w*|openingstijden|openingsuren|godziny)\b|営業時間|营业时间|營業時間|שעות|ساعات/u;
/** Hours of one part of the place or of something else ("Happy hours", "Kitchen hours", "Phone hours", "Class times"). */
const OTHER_HOURS = /\b(?:happy|kitchen|phone|telephone|call|office|class|classes|lesson|lessons|course|kuche|cocina|cuisine|cucina|telefon\w*)\b/u;

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
    .filter((s): s is Scored => {
      const said = s && fold(`${s.unit.heading.join(' ')} ${s.unit.text.split('\n')[0]}`);
      return !!said && HOURS_HEADING.test(said) && !OTHER_HOURS.test(said);
    })
    .sort((a, b) => b.score - a.score);
  for (const hours of found) {
    // A table read a row a unit ("Mon | Closed", "Tue | 4 pm – 10 pm", or one part of it a unit): its
    // rows found under the same heading of the same source, trusted only where they name every day of
    // the week, since a row the search left out would otherwise read as a day closed.
    const rows = found.filter((s) => s.chunk.sourceId === hours.chunk.sourceId && s.unit.heading.join('›') === hours.unit.heading.join('›'));
    if (rows.length === 1) {
      const closed = closedWeekdays(hours.unit.text.split('\n'));
      if (closed) return { hours, closed };
      continue;
    }
    const firstDay = (line: string) => Math.min(7, ...daysCovered(line));
    const lines = [...new Set(rows.flatMap((s) => s.unit.text.split('\n')))].sort((a, b) => firstDay(a) - firstDay(b));
    const closed = closedWeekdays(lines);
    if (closed && daysCovered(lines.join('\n')).size === 7) return { hours: { ...hours, unit: { ...hours.unit, text: lines.join('\n') } }, closed };
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
