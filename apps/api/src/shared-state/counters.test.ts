import { describe, expect, it } from 'vitest';
import { createFallbackCounters, createMemoryCounters, type Counters } from './counters';

describe('counters', () => {
  it('count within a window that starts at the first increment, and forget the key when it ends', async () => {
    let now = 0;
    const counters = createMemoryCounters(() => now);
    expect(await counters.increment('k', 1_000)).toEqual({ count: 1, ttlMs: 1_000 });
    now = 400;
    expect(await counters.increment('k', 1_000)).toEqual({ count: 2, ttlMs: 600 });
    now = 1_000;
    expect(await counters.read('k')).toEqual({ count: 0, ttlMs: 0 });
    await counters.set('block', 1, 5_000);
    expect(await counters.read('block')).toEqual({ count: 1, ttlMs: 5_000 });
    await counters.remove('block');
    expect(await counters.read('block')).toEqual({ count: 0, ttlMs: 0 });
  });

  it('fall back to this process while the shared store fails, leave it alone a few seconds after 3 failures in a row, then try it again', async () => {
    let now = 0;
    let calls = 0;
    let failing = true;
    const local = createMemoryCounters(() => now);
    const broken: Counters = {
      ...local,
      increment: (key, windowMs) => {
        calls += 1;
        if (failing) return Promise.reject(new Error('Command timed out'));
        return Promise.resolve({ count: 100, ttlMs: windowMs });
      },
    };
    const heard: unknown[] = [];
    const counters = createFallbackCounters(
      broken,
      createMemoryCounters(() => now),
      () => true,
      (error) => heard.push(error),
      () => now,
    );
    for (let i = 1; i <= 5; i++) expect((await counters.increment('k', 60_000)).count).toBe(i);
    expect(calls).toBe(3); // the 4th and 5th did not wait for a failing store
    expect(heard).toHaveLength(3);
    failing = false;
    now = 5_000;
    expect((await counters.increment('k', 60_000)).count).toBe(100);
  });
});
