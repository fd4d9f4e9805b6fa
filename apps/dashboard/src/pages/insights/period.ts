import type { AnalyticsQuery } from '@parley/api-client';
import { isIsoDate } from './listing';

export const PRESETS = ['7d', '30d', '90d'] as const;
export type Preset = (typeof PRESETS)[number];
export type PeriodChoice = Preset | 'custom';
/** The longest custom range the API accepts, both ends included. */
export const MAX_CUSTOM_DAYS = 366;
const DAY_MS = 86_400_000;

/** The analytics page's period from its query string: ?period=7d, or ?start_date=…&end_date=…; 30d otherwise. */
export function readPeriod(params: URLSearchParams): AnalyticsQuery {
  const start = params.get('start_date');
  const end = params.get('end_date');
  if (isIsoDate(start) && isIsoDate(end) && !customRangeError(start, end)) return { start_date: start, end_date: end };
  const period = PRESETS.find((preset) => preset === params.get('period'));
  return { period: period ?? '30d' };
}

export function writePeriod(query: AnalyticsQuery): URLSearchParams {
  return new URLSearchParams(
    'start_date' in query ? { start_date: query.start_date, end_date: query.end_date } : query.period && query.period !== '30d' ? { period: query.period } : {},
  );
}

export function periodChoice(query: AnalyticsQuery): PeriodChoice {
  return 'start_date' in query ? 'custom' : (query.period ?? '30d');
}

export type RangeError = 'required' | 'invalid' | 'order' | 'tooLong';

/** Checks a custom range as the API will: both dates, real dates, start not after end, at most 366 days. */
export function customRangeError(start: string, end: string): { field: 'start' | 'end'; error: RangeError } | null {
  if (!start) return { field: 'start', error: 'required' };
  if (!isIsoDate(start)) return { field: 'start', error: 'invalid' };
  if (!end) return { field: 'end', error: 'required' };
  if (!isIsoDate(end)) return { field: 'end', error: 'invalid' };
  if (start > end) return { field: 'end', error: 'order' };
  const days = (Date.parse(`${end}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`)) / DAY_MS + 1;
  if (days > MAX_CUSTOM_DAYS) return { field: 'end', error: 'tooLong' };
  return null;
}

export interface Delta {
  direction: 'up' | 'down' | 'same';
  /** Relative change (0.25 = 25 %); null when there was nothing before to compare with. */
  ratio: number | null;
}

/** How a figure moved from the previous period to this one. */
export function delta(current: number, previous: number): Delta {
  const direction = current > previous ? 'up' : current < previous ? 'down' : 'same';
  return { direction, ratio: previous === 0 ? (current === 0 ? 0 : null) : (current - previous) / previous };
}

/** The owner's time zone, from the browser: analytics count days and hours in it. */
export function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}
