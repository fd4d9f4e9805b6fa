import { AppError } from '../errors';
import type { Counters } from '../shared-state';

/**
 * A counter per key: `check` throws 429 with `message(minutes)` once `limit` events were recorded
 * in the window (which starts at the first). Counted where `counters` count: in Redis across
 * processes when it is configured, otherwise in this process.
 */
export function createThrottle(counters: Counters, name: string, limit: number, windowMs: number, message: (minutes: number) => string) {
  const keyOf = (key: string) => `${name}:${key}`;
  return {
    async check(key: string): Promise<void> {
      const { count, ttlMs } = await counters.read(keyOf(key));
      if (count >= limit) {
        const retryAfter = Math.max(1, Math.ceil(ttlMs / 1000));
        throw new AppError('rate_limited', message(Math.ceil(retryAfter / 60)), { 'retry-after': String(retryAfter) });
      }
    },
    async record(key: string): Promise<void> {
      await counters.increment(keyOf(key), windowMs);
    },
  };
}
