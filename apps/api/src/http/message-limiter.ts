import { AppError } from '../errors';
import type { Counters } from '../shared-state';

const WINDOW_MS = 60_000;

/** Messages a minute one widget key may send, across all its visitors (the chat, proactive and data-rights routes share it). */
export const PER_KEY_PER_MINUTE = 600;

/**
 * Per-key and per-visitor message limits, per minute. Counted in `counters`: Redis across every
 * process when it is configured (a key's 600 a minute is 600, however many processes serve it),
 * otherwise in this process.
 */
export function createMessageLimiter(counters: Counters) {
  return async (key: string, limit: number): Promise<void> => {
    const { count, ttlMs } = await counters.increment(`messages:${key}`, WINDOW_MS);
    if (count > limit)
      throw new AppError('rate_limited', 'Too many messages. Please wait a moment and try again.', {
        'retry-after': String(Math.max(1, Math.ceil(ttlMs / 1000))),
      });
  };
}
