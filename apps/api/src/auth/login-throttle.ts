import { AppError } from '../errors';

/**
 * Sliding-window counter of failed sign-ins per key (email, address). In memory: one server.
 * With several servers behind a load balancer this moves to Redis.
 */
export function createThrottle(limit: number, windowMs: number) {
  const hits = new Map<string, number[]>();
  return {
    check(key: string, now = Date.now()): void {
      const recent = (hits.get(key) ?? []).filter((t) => now - t < windowMs);
      hits.set(key, recent);
      if (recent.length >= limit) {
        const retryAfter = Math.ceil((windowMs - (now - recent[0]!)) / 1000);
        throw new AppError('rate_limited', `Too many sign-in attempts. Try again in ${Math.ceil(retryAfter / 60)} minutes.`, {
          'retry-after': String(retryAfter),
        });
      }
    },
    record(key: string, now = Date.now()): void {
      hits.set(key, [...(hits.get(key) ?? []), now]);
    },
  };
}
