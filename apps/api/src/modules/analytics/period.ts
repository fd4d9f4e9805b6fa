import { z } from 'zod';
import { AppError } from '../../errors';

const DAY_MS = 86_400_000;
export const MAX_CUSTOM_DAYS = 366;
const PRESET_DAYS = { '7d': 7, '30d': 30, '90d': 90 } as const;
type Preset = keyof typeof PRESET_DAYS;

/** A real calendar day written YYYY-MM-DD (2025-02-30 is refused). */
const isCalendarDate = (value: string) => {
  const time = Date.parse(`${value}T00:00:00Z`);
  return /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(time) && new Date(time).toISOString().startsWith(value);
};
const DateParam = (name: string) => z.string().refine(isCalendarDate, { error: `${name} must be a date written YYYY-MM-DD` });

/**
 * `GET /api/v1/organizations/current/analytics`: `period` (7d, 30d, 90d; 30d when nothing is
 * given) or a custom `start_date` + `end_date`, both days included, UTC.
 */
export const AnalyticsRequestSchema = z
  .object({
    period: z.enum(['7d', '30d', '90d'], { error: 'period must be 7d, 30d or 90d' }).optional(),
    start_date: DateParam('start_date').optional(),
    end_date: DateParam('end_date').optional(),
  })
  .superRefine((query, ctx) => {
    const custom = query.start_date !== undefined || query.end_date !== undefined;
    if (custom && query.period) ctx.addIssue({ code: 'custom', message: 'Give either period or start_date and end_date, not both' });
    else if (custom && (!query.start_date || !query.end_date)) ctx.addIssue({ code: 'custom', message: 'start_date and end_date go together (YYYY-MM-DD, both included)' });
  });
export type AnalyticsRequest = z.output<typeof AnalyticsRequestSchema>;

/** The days an analytics answer covers: [from, to) in time, `start`..`end` inclusive as dates. */
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
}

const day = (date: Date) => date.toISOString().slice(0, 10);
const midnight = (date: string) => new Date(`${date}T00:00:00Z`);

/** Validates the query (400 with a message saying what to send) and turns it into a window. */
export function parseAnalyticsQuery(query: unknown, now = new Date()): AnalyticsWindow {
  const result = AnalyticsRequestSchema.safeParse(query ?? {});
  if (!result.success) throw new AppError('bad_request', result.error.issues[0]?.message ?? 'Invalid analytics query');
  const { period, start_date, end_date } = result.data;
  if (start_date && end_date) {
    const from = midnight(start_date);
    const last = midnight(end_date);
    if (last < from) throw new AppError('bad_request', 'start_date must be on or before end_date');
    const days = Math.round((last.getTime() - from.getTime()) / DAY_MS) + 1;
    if (days > MAX_CUSTOM_DAYS) throw new AppError('bad_request', `A custom range is at most ${MAX_CUSTOM_DAYS} days`);
    return { label: 'custom', start: start_date, end: end_date, from, to: new Date(last.getTime() + DAY_MS), days };
  }
  const label = period ?? '30d';
  const days = PRESET_DAYS[label];
  const to = new Date(midnight(day(now)).getTime() + DAY_MS);
  const from = new Date(to.getTime() - days * DAY_MS);
  return { label, start: day(from), end: day(now), from, to, days };
}

/** The equally long window just before: what the deltas compare with. */
export function previousWindow(window: AnalyticsWindow): { from: Date; to: Date } {
  return { from: new Date(window.from.getTime() - window.days * DAY_MS), to: window.from };
}

/** Every UTC day of the window, YYYY-MM-DD, oldest first. */
export function daysOf(window: AnalyticsWindow): string[] {
  return Array.from({ length: window.days }, (_, i) => day(new Date(window.from.getTime() + i * DAY_MS)));
}
