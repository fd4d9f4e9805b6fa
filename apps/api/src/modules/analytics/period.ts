import { AppError } from '../../errors';

const DAY_MS = 86_400_000;
export const MAX_CUSTOM_DAYS = 366;
const PRESET_DAYS = { '7d': 7, '30d': 30, '90d': 90 } as const;
type Preset = keyof typeof PRESET_DAYS;

import { AnalyticsRequestSchema, type AnalyticsRequest } from '@parley/contract';
export { AnalyticsRequestSchema, type AnalyticsRequest };

/** The days an analytics answer covers: [from, to) in time, `start`..`end` inclusive as dates in `timeZone`. */
export interface AnalyticsWindow {
  label: Preset | 'custom';
  /** First day, YYYY-MM-DD. */
  start: string;
  /** Last day (included), YYYY-MM-DD. */
  end: string;
  from: Date;
  /** Midnight after the last day. */
  to: Date;
  days: number;
  timeZone: string;
}

const dateFormats = new Map<string, Intl.DateTimeFormat>();
/** `en-CA` writes dates YYYY-MM-DD; hourCycle h23 keeps midnight at 00, not 24. */
const formatIn = (timeZone: string) => {
  let format = dateFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    dateFormats.set(timeZone, format);
  }
  return format;
};

/** The wall-clock time in `timeZone` at `instant`, read as if it were UTC: the zone's offset is the difference. */
function wallClock(instant: Date, timeZone: string): number {
  const part = Object.fromEntries(
    formatIn(timeZone)
      .formatToParts(instant)
      .map((p) => [p.type, p.value]),
  );
  return Date.UTC(Number(part.year), Number(part.month) - 1, Number(part.day), Number(part.hour), Number(part.minute), Number(part.second));
}

/** The calendar day in `timeZone` at `instant`, YYYY-MM-DD. */
export const dayIn = (instant: Date, timeZone: string) => new Date(wallClock(instant, timeZone)).toISOString().slice(0, 10);

/** The instant a day starts in `timeZone` (twice corrected, so a daylight-saving change that day is right). */
export function midnightIn(date: string, timeZone: string): Date {
  const target = Date.parse(`${date}T00:00:00Z`);
  let guess = target;
  for (let i = 0; i < 2; i += 1) guess = target - (wallClock(new Date(guess), timeZone) - guess);
  return new Date(guess);
}

/** Calendar arithmetic on YYYY-MM-DD, free of any time zone. */
export const addDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** Validates the query (400 with a message saying what to send) and turns it into a window. */
export function parseAnalyticsQuery(query: unknown, now = new Date()): AnalyticsWindow {
  const result = AnalyticsRequestSchema.safeParse(query ?? {});
  if (!result.success) throw new AppError('bad_request', result.error.issues[0]?.message ?? 'Invalid analytics query');
  const { period, start_date, end_date, time_zone: timeZone = 'UTC' } = result.data;
  if (start_date && end_date) {
    if (end_date < start_date) throw new AppError('bad_request', 'start_date must be on or before end_date');
    const days = Math.round((Date.parse(end_date) - Date.parse(start_date)) / DAY_MS) + 1;
    if (days > MAX_CUSTOM_DAYS) throw new AppError('bad_request', `A custom range is at most ${MAX_CUSTOM_DAYS} days`);
    return {
      label: 'custom',
      start: start_date,
      end: end_date,
      from: midnightIn(start_date, timeZone),
      to: midnightIn(addDays(end_date, 1), timeZone),
      days,
      timeZone,
    };
  }
  const label = period ?? '30d';
  const days = PRESET_DAYS[label];
  const end = dayIn(now, timeZone);
  const start = addDays(end, 1 - days);
  return { label, start, end, from: midnightIn(start, timeZone), to: midnightIn(addDays(end, 1), timeZone), days, timeZone };
}

/** The equally long window just before: what the deltas compare with. */
export function previousWindow(window: AnalyticsWindow): { from: Date; to: Date } {
  return { from: midnightIn(addDays(window.start, -window.days), window.timeZone), to: window.from };
}

/** Every day of the window, YYYY-MM-DD, oldest first. */
export function daysOf(window: AnalyticsWindow): string[] {
  return Array.from({ length: window.days }, (_, i) => addDays(window.start, i));
}
