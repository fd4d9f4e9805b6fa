import { describe, expect, it } from 'vitest';
import { createMemoryCounters } from '../shared-state';
import { createLoginGuard, FREE_ADDRESS_FAILURES } from './login-guard';

const SECRET = 'secret-0123456789abcdef0123456789abcdef';

/** A guard on memory counters and a clock the test moves by hand. */
function guardOnClock() {
  const clock = { now: 1_000_000 };
  const counters = createMemoryCounters(() => clock.now);
  return { clock, counters, guard: createLoginGuard(SECRET, counters, () => clock.now) };
}

describe('the login guard', () => {
  it('backs an address off exponentially after a few failures, and forgets it after a quiet window', async () => {
    const { clock, guard } = guardOnClock();
    for (let i = 0; i < FREE_ADDRESS_FAILURES; i++) {
      await guard.check('a', `user${i}@x.com`, undefined);
      await guard.failed('a', `user${i}@x.com`);
    }
    await expect(guard.check('a', 'next@x.com', undefined)).rejects.toThrow(/Try again in 2 seconds/);
    clock.now += 2_000;
    await guard.check('a', 'next@x.com', undefined);
    await guard.failed('a', 'next@x.com');
    await expect(guard.check('a', 'next@x.com', undefined)).rejects.toThrow(/Try again in 4 seconds/);
    clock.now += 16 * 60_000;
    await expect(guard.check('a', 'next@x.com', undefined)).resolves.toBeUndefined();
  });

  it('a device token is bound to its account and expires', async () => {
    const { clock, guard } = guardOnClock();
    const token = await guard.succeeded('a', 'owner@x.com');
    for (let i = 0; i < 10; i++) await guard.failed(`b${i}`, 'owner@x.com');
    for (let i = 0; i < 10; i++) await guard.failed(`c${i}`, 'other@x.com');
    await expect(guard.check('z', 'owner@x.com', token)).resolves.toBeUndefined();
    await expect(guard.check('z', 'other@x.com', token)).rejects.toThrow(/Too many failed sign-ins for this account/);
    clock.now += 400 * 24 * 60 * 60 * 1000; // past a year: the lock window is over too, so lock again first
    for (let i = 0; i < 10; i++) await guard.failed(`d${i}`, 'owner@x.com');
    await expect(guard.check('z', 'owner@x.com', token)).rejects.toThrow(/Too many failed sign-ins/);
  });

  it('forgets addresses and accounts whose windows are over, so its memory stays flat', async () => {
    const { clock, counters, guard } = guardOnClock();
    for (let i = 0; i < 600; i++) await guard.failed(`10.0.${i >> 8}.${i & 255}`, `user${i}@x.com`);
    expect(counters.size()).toBe(1200);
    clock.now += 16 * 60_000;
    for (let i = 0; i < 600; i++) await guard.failed('10.9.9.9', 'late@x.com');
    expect(counters.size()).toBeLessThan(10);
  });
});
