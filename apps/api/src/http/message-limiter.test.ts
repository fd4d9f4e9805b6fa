import { describe, expect, it } from 'vitest';
import { createMemoryCounters } from '../shared-state';
import { createMessageLimiter } from './message-limiter';

describe('message limiter', () => {
  it('refuses the message over the limit within a minute, saying when to retry, and allows it again a minute later', async () => {
    let now = 0;
    const limit = createMessageLimiter(createMemoryCounters(() => now));
    await limit('visitor:a', 2);
    now = 20_000;
    await limit('visitor:a', 2);
    // eslint-disable-next-line @typescript-eslint/no-unsafe-assignment -- expect.stringContaining is typed any so it can stand for any value
    await expect(limit('visitor:a', 2)).rejects.toMatchObject({ message: expect.stringContaining('Too many messages'), headers: { 'retry-after': '40' } });
    now = 60_000;
    await expect(limit('visitor:a', 2)).resolves.toBeUndefined();
  });

  it('forgets visitors who have been silent for a minute, so memory does not grow with every visitor ever seen', async () => {
    let now = 0;
    const counters = createMemoryCounters(() => now);
    const limit = createMessageLimiter(counters);
    for (let i = 0; i < 998; i += 1) await limit(`visitor:${i}`, 30);
    now = 61_000;
    await limit('visitor:late', 30);
    expect(counters.size()).toBe(999);
    await limit('visitor:later', 30); // the 1000th increment sweeps the 998 silent ones
    expect(counters.size()).toBe(2);
  });
});
