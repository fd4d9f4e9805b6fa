/** A range of calendar days as ISO dates (YYYY-MM-DD), both ends included. */
export interface DateRange {
  start: string;
  end: string;
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/u;

/** Whether `text` is a real calendar day written YYYY-MM-DD (2025-02-30 is not). */
export function isIsoDate(text: string): boolean {
  if (!ISO_DATE.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
}

/** The ISO date `days` days after `iso` (negative goes back), in UTC so time zones cannot shift it. */
export function addDays(iso: string, days: number): string {
  const date = new Date(`${iso}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The last `days` days ending on `today`, today included. */
export function lastDays(today: string, days: number): DateRange {
  return { start: addDays(today, -(days - 1)), end: today };
}

export type RangeProblem = 'start-invalid' | 'end-invalid' | 'end-before-start' | 'too-long' | 'after-max' | 'before-min';

/** What is wrong with a range, or null when it can be used. */
export function validateRange(range: DateRange, limits: { min?: string; max?: string; maxDays?: number } = {}): RangeProblem | null {
  if (!isIsoDate(range.start)) return 'start-invalid';
  if (!isIsoDate(range.end)) return 'end-invalid';
  if (range.end < range.start) return 'end-before-start';
  if (limits.min && range.start < limits.min) return 'before-min';
  if (limits.max && range.end > limits.max) return 'after-max';
  if (limits.maxDays !== undefined) {
    const days = (Date.parse(`${range.end}T00:00:00Z`) - Date.parse(`${range.start}T00:00:00Z`)) / 86_400_000 + 1;
    if (days > limits.maxDays) return 'too-long';
  }
  return null;
}
