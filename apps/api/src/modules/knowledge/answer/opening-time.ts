import { fill, PHRASES, type PhraseLanguage } from './phrases';
import { daysCovered } from './fact-types';
import { afternoonOfBare, cjkClockAsDigits, CLOCK } from './asked-clock';
import { fold } from './question';
import { CLOSED, clockSpansIn } from './row-cells';
import { spokenTime } from './spoken-time';

/**
 * "Can I come in on Wednesday at 7:30pm?": the asked time held against the day's hours line
 * ("Wednesday: 08:30 – 19:00", "Donnerstag 9:00–12:30 und 15:00–19:00 Uhr", "Mardi : 7h30 – 13h30"). Yes when it falls
 * inside a span, no (with when the place opens again that day, if it does) when it does not.
 */
const minutes = (hours: number, mins: number) => hours * 60 + mins;
const DAY = 24 * 60;

/** The time asked about, in minutes after midnight, or null. */
export function askedTime(question: string): number | null {
  const found = new RegExp(CLOCK.source, 'iu').exec(question);
  if (!found) return spokenTime(question);
  const said = cjkClockAsDigits(found[0], question.slice(Math.max(0, found.index - 4), found.index));
  const match = /(\d{1,2})(?:[:.h](\d{2}))?\s*(am|pm|a\.m\.|p\.m\.)?/i.exec(said.replace(/^um\s+/i, ''));
  if (!match) return null;
  let hours = Number(match[1]);
  const pm = /^p/i.test(match[3] ?? '');
  if ((pm || afternoonOfBare(said, question, hours)) && hours < 12) hours += 12;
  if (/^a/i.test(match[3] ?? '') && hours === 12) hours = 0;
  return minutes(hours, Number(match[2] ?? 0));
}

const MIDNIGHT = /(?<![\p{L}])(?:midnight|minuit|mezzanotte|medianoche|mitternacht|middernacht|meia-noite)(?![\p{L}])/giu;
const clock = (at: number) => `${String(Math.floor(at / 60) % 24).padStart(2, '0')}:${String(at % 60).padStart(2, '0')}`;

/**
 * The spans a line of hours states ("08:30 – 19:00", "9:00–12:30 and 15:00–19:00", "15h – 23h",
 * "10am–6pm", "18:00 – minuit"), in minutes; one that runs past midnight ends after 24:00.
 */
export function spansIn(line: string): Span[] {
  const read = line
    .replace(MIDNIGHT, '24:00')
    // "9.00 – 17.00", "dalle 9:00 alle 18:00", "van 9:00 tot 17:00": both ends times, whatever joins them.
    .replace(/(\d{1,2})[.:](\d{2})(\s*(?:–|—|-|to|until|bis|à|alle|tot|hasta|às|ate|até)\s*)(\d{1,2})[.:](\d{2})/giu, '$1:$2 – $4:$5');
  return (
    clockSpansIn(read)
      .map(({ from, to }) => ({ from, to: to <= from ? to + DAY : to }))
      // "1h – 2h" is a length of time: no place opens for an hour in the small hours.
      .filter(({ from, to }) => !(from < 5 * 60 && to <= 6 * 60))
      .map(({ from, to }) => ({ from, to, text: clock(to) }))
  );
}

type Span = { from: number; to: number; text: string };

/**
 * The spans of a line that hold on the day asked. The line is read in order: days named alone ("De
 * lunes a viernes", "Monday, Tuesday and Friday") hold for the times after them ("de 9:00 a 14:00",
 * "13:30 – 17:00"), so where the line says each day's hours ("Ma t/m vr 8:00 – 17:00, za 9:00 –
 * 12:00") only the asked day's count: Saturday at 12:30 is not inside the weekdays' 8:00 – 17:00.
 * Times before any day named hold for the days not named ("Open 9:00–17:00, Monday closed"); null
 * where the line names days but not the one asked and has no such times; "closed" where the day's
 * part says so.
 */
function spansOnDay(line: string, day: number | undefined): Span[] | 'closed' | null {
  const whole = spansIn(line);
  if (day === undefined) return whole;
  const dutch = daysCovered(line).size > 0 && /\bt\/m\b|\b(?:ma|di|wo|do|vr|za|zo)\b\.?(?=:?\s*(?:van\s+)?\d)/i.test(fold(line));
  // Times before any day named hold for every day the line does not name ("Open 9:00–17:00, Monday closed").
  const groups: { days: Set<number> | null; spans: Span[] }[] = [];
  let days: Set<number> | null = null;
  let daysAlone = false;
  for (const piece of line.split(/\n|[,;]\s+|\.\s+|\s+[·|]\s+/)) {
    const named = daysCovered(piece, dutch);
    const spans = spansIn(piece);
    const closed = spans.length === 0 && CLOSED.test(piece);
    if (named.size > 0) days = daysAlone && days ? new Set([...days, ...named]) : named;
    daysAlone = named.size > 0 && spans.length === 0 && !closed;
    if (spans.length === 0 && !closed) continue;
    groups.push({ days, spans });
  }
  if (groups.every((group) => group.days === null)) return whole;
  const named = groups.filter((group) => group.days?.has(day));
  const onDay = named.length > 0 ? named : groups.filter((group) => group.days === null);
  if (onDay.length === 0) return null;
  const spans = onDay.flatMap((group) => group.spans);
  return spans.length ? spans : 'closed';
}

/**
 * "Yes, that works" or "No: …opens again at 15:00", to open the answer, for the day asked where the
 * line says each day's hours; null when the line states no spans (for that day).
 */
export function openAtVerdict(line: string, at: number, lang: PhraseLanguage, day?: number): string | null {
  const spans = spansOnDay(line, day);
  if (spans === 'closed') return PHRASES.closedThen[lang];
  if (!spans?.length) return null;
  // After midnight, a span that runs past it still holds ("18:00 – 02:00" at 01:00).
  if (spans.some((span) => (at >= span.from && at < span.to) || (at + DAY >= span.from && at + DAY < span.to))) return PHRASES.openThen[lang];
  const later = spans.filter((span) => span.from > at).sort((a, b) => a.from - b.from)[0];
  if (!later) return PHRASES.closedThen[lang];
  return fill(PHRASES.closedUntil[lang], { time: clock(later.from) });
}

/**
 * Of the lines that answer alike, the one that states the asked day's times ("Wednesday: 14:00–22:00")
 * before one that says only that part of it is closed ("Wednesday mornings are closed for route setting").
 */
export function timedLine<T extends { segment: string; coverage: number; score: number }>(scored: T[], day: number | undefined): T | undefined {
  const best = scored[0];
  const timed = (s: T) => {
    const spans = spansOnDay(s.segment, day);
    return Array.isArray(spans) && spans.length > 0;
  };
  return (best && scored.find((s) => s.coverage >= best.coverage - 0.01 && s.score >= best.score - 0.3 && timed(s))) ?? best;
}

/** Whether a line of hours is open at the time (minutes after midnight): "Donnerstag: 9:00–19:30 Uhr" at 18:30. */
export const openAt = (line: string, at: number) => spansIn(line).some((span) => at >= span.from && at < span.to);

/** When a line of hours closes last, in minutes after midnight (-1 when it states no spans). */
export const openUntil = (line: string) => Math.max(-1, ...spansIn(line).map((span) => span.to));
