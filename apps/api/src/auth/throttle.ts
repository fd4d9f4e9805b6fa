import { AppError } from '../errors';

/**
 * A sliding-window counter per key: `check` throws 429 with `message(minutes)` once `limit`
 * events were recorded in the window. In memory, one process (issue 16 moves it to Redis).
 */
export function createThrottle(limit: number, windowMs: number, message: (minutes: number) => string) {
  const hits = new Map<string, number[]>();
  const recent = (key: string, now: number) => {
    const kept = (hits.get(key) ?? []).filter((t) => now - t < windowMs);
    if (kept.length) hits.set(key, kept);
    else hits.delete(key);
    return kept;
  };
  return {
    check(key: string, now = Date.now()): void {
      const kept = recent(key, now);
      if (kept.length >= limit) {
        const retryAfter = Math.ceil((windowMs - (now - kept[0]!)) / 1000);
        throw new AppError('rate_limited', message(Math.ceil(retryAfter / 60)), { 'retry-after': String(retryAfter) });
      }
    },
    record(key: string, now = Date.now()): void {
      hits.set(key, [...recent(key, now), now]);
    },
  };
}
