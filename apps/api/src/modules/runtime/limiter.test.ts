import { describe, expect, it } from 'vitest';
import { createLimiter } from './routes';

describe('message limiter', () => {
  it('refuses the message over the limit within a minute, and allows it again a minute later', () => {
    let now = 0;
    const limit = createLimiter(() => now);
    limit('visitor:a', 2);
    limit('visitor:a', 2);
    expect(() => limit('visitor:a', 2)).toThrow('Too many messages');
    now = 60_000;
    expect(() => limit('visitor:a', 2)).not.toThrow();
  });

  it('forgets visitors who have been silent for a minute, so memory does not grow with every visitor ever seen', () => {
    let now = 0;
    const limit = createLimiter(() => now);
    for (let i = 0; i < 998; i += 1) limit(`visitor:${i}`, 30);
    now = 61_000;
    expect(limit('visitor:late', 30)).toBe(999);
    expect(limit('visitor:later', 30)).toBe(2); // The 1000th call swept the 998 silent ones.
  });
});
