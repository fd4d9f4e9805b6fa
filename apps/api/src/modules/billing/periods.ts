export const TRIAL_DAYS = 14;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The end of a billing period that starts at `from` (calendar months, as card providers bill). */
export function periodEnd(from: Date, interval: 'month' | 'year'): Date {
  const end = new Date(from);
  if (interval === 'year') end.setUTCFullYear(end.getUTCFullYear() + 1);
  else end.setUTCMonth(end.getUTCMonth() + 1);
  return end;
}

export const trialEnd = (from: Date) => new Date(from.getTime() + TRIAL_DAYS * DAY_MS);

/**
 * Active means the business may use the product now: an active or trialing subscription whose
 * trial has not run out and which is not past a requested cancellation.
 */
export function isActive(row: { status: string; currentPeriodEnd: Date | null; cancelAtPeriodEnd: boolean }, now = new Date()): boolean {
  if (row.status !== 'active' && row.status !== 'trialing') return false;
  const ended = row.currentPeriodEnd !== null && row.currentPeriodEnd <= now;
  if (ended && (row.status === 'trialing' || row.cancelAtPeriodEnd)) return false;
  return true;
}
