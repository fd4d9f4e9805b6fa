import { RETENTION_DAYS_MAX, RETENTION_DAYS_MIN } from '@parley/api-client/schemas';

export { RETENTION_DAYS_MAX, RETENTION_DAYS_MIN };

/** The retention form's state: keep forever, or a number of days typed as text. */
export interface RetentionChoice {
  mode: 'forever' | 'days';
  days: string;
}

/** What is wrong with the typed days; each has its message under `privacy.retention.errors`. */
export type RetentionProblem = 'required' | 'notWhole' | 'tooSmall' | 'tooLarge';

export const choiceOf = (days: number | null | undefined): RetentionChoice =>
  days === null || days === undefined ? { mode: 'forever', days: '' } : { mode: 'days', days: String(days) };

/** The value to send (`null` keeps conversations forever), or what is wrong, within the server's bounds (1..3650). */
export function parseRetention(choice: RetentionChoice): { days: number | null } | { problem: RetentionProblem } {
  if (choice.mode === 'forever') return { days: null };
  const text = choice.days.trim();
  if (text === '') return { problem: 'required' };
  if (!/^\d+$/.test(text)) return { problem: /^-\d+$/.test(text) ? 'tooSmall' : 'notWhole' };
  const days = Number(text);
  if (days < RETENTION_DAYS_MIN) return { problem: 'tooSmall' };
  if (days > RETENTION_DAYS_MAX) return { problem: 'tooLarge' };
  return { days };
}
