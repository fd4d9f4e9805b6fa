import { fill, PHRASES, type PhraseLanguage } from './phrases';
import { CLOCK } from './question';
import { spokenTime } from './spoken-time';

/**
 * "Can I come in on Wednesday at 7:30pm?": the asked time held against the day's hours line
 * ("Wednesday: 08:30 – 19:00", "Donnerstag 9:00–12:30 und 15:00–19:00 Uhr", "Mardi : 7h30 – 13h30"). Yes when it falls
 * inside a span, no (with when the place opens again that day, if it does) when it does not.
 */
const minutes = (hours: number, mins: number) => hours * 60 + mins;

/** The time asked about, in minutes after midnight, or null. */
export function askedTime(question: string): number | null {
  const said = question.match(new RegExp(CLOCK.source, 'iu'))?.[0];
  if (!said) return spokenTime(question);
  const match = /(\d{1,2})(?:[:.h](\d{2}))?\s*(am|pm|a\.m\.|p\.m\.)?/i.exec(said.replace(/^um\s+/i, ''));
  if (!match) return null;
  let hours = Number(match[1]);
  const pm = /^p/i.test(match[3] ?? '');
  if (pm && hours < 12) hours += 12;
  if (/^a/i.test(match[3] ?? '') && hours === 12) hours = 0;
  return minutes(hours, Number(match[2] ?? 0));
}

/** The spans a line of hours states ("08:30 – 19:00", "9:00–12:30 and 15:00–19:00"), in minutes. */
export function spansIn(line: string): { from: number; to: number; text: string }[] {
  const spans: { from: number; to: number; text: string }[] = [];
  for (const match of line.matchAll(/(\d{1,2})[:.h](\d{2})\s*(?:–|—|-|to|until|bis|à|alle)\s*(\d{1,2})[:.h](\d{2})/g))
    spans.push({ from: minutes(Number(match[1]), Number(match[2])), to: minutes(Number(match[3]), Number(match[4])), text: `${match[3]}:${match[4]}` });
  return spans;
}

/** "Yes, that works" or "No: …opens again at 15:00", to open the answer; null when the line states no spans. */
export function openAtVerdict(line: string, at: number, lang: PhraseLanguage): string | null {
  const spans = spansIn(line);
  if (!spans.length) return null;
  if (spans.some((span) => at >= span.from && at < span.to)) return PHRASES.openThen[lang];
  const later = spans.filter((span) => span.from > at).sort((a, b) => a.from - b.from)[0];
  if (!later) return PHRASES.closedThen[lang];
  const time = `${String(Math.floor(later.from / 60)).padStart(2, '0')}:${String(later.from % 60).padStart(2, '0')}`;
  return fill(PHRASES.closedUntil[lang], { time });
}

/** Whether a line of hours is open at the time (minutes after midnight): "Donnerstag: 9:00–19:30 Uhr" at 18:30. */
export const openAt = (line: string, at: number) => spansIn(line).some((span) => at >= span.from && at < span.to);

/** When a line of hours closes last, in minutes after midnight (-1 when it states no spans). */
export const openUntil = (line: string) => Math.max(-1, ...spansIn(line).map((span) => span.to));
