import { describe, expect, it } from 'vitest';
import { createLoginGuard, FREE_ADDRESS_FAILURES } from './login-guard';

describe('the login guard', () => {
  it('backs an address off exponentially after a few failures, and forgets it after a quiet window', () => {
    let now = 1_000_000;
    const guard = createLoginGuard('secret-0123456789abcdef0123456789abcdef', () => now);
    for (let i = 0; i < FREE_ADDRESS_FAILURES; i++) {
      guard.check('a', `user${i}@x.com`, undefined);
      guard.failed('a', `user${i}@x.com`);
    }
    expect(() => guard.check('a', 'next@x.com', undefined)).toThrow(/Try again in 2 seconds/);
    now += 2_000;
    guard.check('a', 'next@x.com', undefined);
    guard.failed('a', 'next@x.com');
    expect(() => guard.check('a', 'next@x.com', undefined)).toThrow(/Try again in 4 seconds/);
    now += 16 * 60_000;
    expect(() => guard.check('a', 'next@x.com', undefined)).not.toThrow();
  });

  it('a device token is bound to its account and expires', () => {
    let now = 1_000_000;
    const guard = createLoginGuard('secret-0123456789abcdef0123456789abcdef', () => now);
    const token = guard.succeeded('a', 'owner@x.com');
    for (let i = 0; i < 10; i++) guard.failed(`b${i}`, 'owner@x.com');
    for (let i = 0; i < 10; i++) guard.failed(`c${i}`, 'other@x.com');
    expect(() => guard.check('z', 'owner@x.com', token)).not.toThrow();
    expect(() => guard.check('z', 'other@x.com', token)).toThrow(/Too many failed sign-ins for this account/);
    now += 400 * 24 * 60 * 60 * 1000; // past a year: the lock window is over too, so lock again first
    for (let i = 0; i < 10; i++) guard.failed(`d${i}`, 'owner@x.com');
    expect(() => guard.check('z', 'owner@x.com', token)).toThrow(/Too many failed sign-ins/);
  });
});
