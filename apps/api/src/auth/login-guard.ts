import { createHmac, timingSafeEqual } from 'node:crypto';
import { AppError } from '../errors';
import type { Counters } from '../shared-state';

/** Failures an address may make before it has to wait, then 2, 4, 8 … seconds, at most 15 minutes. */
export const FREE_ADDRESS_FAILURES = 5;
const MAX_ADDRESS_WAIT_S = 15 * 60;
/** Failures on one account (from anywhere) in the window that lock it for devices it has not signed in from. */
export const ACCOUNT_LOCK_FAILURES = 10;
const WINDOW_MS = 15 * 60 * 1000;
/** How long a device stays known after a successful sign-in. */
export const DEVICE_LIFETIME_S = 365 * 24 * 60 * 60;

const minutes = (seconds: number) => Math.max(1, Math.ceil(seconds / 60));

/**
 * Sign-in throttling that an attacker cannot turn against the owner:
 * - per address, exponential back-off after a few failures (one address guessing many passwords);
 * - per account, a lock after many failures from anywhere (many addresses guessing one password),
 *   which a correct password from a device that signed in before still passes, so guessing at the
 *   owner's email does not keep the owner out.
 * Unknown and known emails are treated alike, so the answers reveal nothing about who has an account.
 * The counts live in `counters`: Redis when configured, so every process sees the same failures.
 */
export function createLoginGuard(secret: string, counters: Counters, clock: () => number = Date.now, unlockByEmail = false) {
  // Where the server sends email, the owner of a locked account was emailed a link that lifts it (accounts/unlock.ts).
  const lockedWayOut = unlockByEmail ? ', follow the unlock link emailed to the account’s owner' : '';
  const sign = (email: string, expires: number) => createHmac('sha256', secret).update(`device:${email}:${expires}`).digest('base64url');
  const accountKey = (email: string) => `login:account:${email}`;
  const keys = (address: string, email: string) => ({ failures: `login:address:${address}`, wait: `login:wait:${address}`, account: accountKey(email) });

  function knownDevice(email: string, token: string | undefined): boolean {
    const [expires, signature] = (token ?? '').split('.');
    if (!expires || !signature || Number(expires) * 1000 < clock()) return false;
    const expected = Buffer.from(sign(email, Number(expires)));
    const given = Buffer.from(signature);
    return expected.length === given.length && timingSafeEqual(expected, given);
  }

  return {
    /** Throws 429 when this attempt must wait: the address is backing off, or the account is locked for this device. */
    async check(address: string, email: string, deviceToken: string | undefined): Promise<void> {
      const key = keys(address, email);
      const [wait, account] = await Promise.all([counters.read(key.wait), counters.read(key.account)]);
      if (wait.count > 0) {
        const left = Math.max(1, Math.ceil(wait.ttlMs / 1000));
        throw new AppError('rate_limited', `Too many sign-in attempts from this network. Try again in ${left} seconds.`, { 'retry-after': String(left) });
      }
      if (account.count >= ACCOUNT_LOCK_FAILURES && !knownDevice(email, deviceToken)) {
        const left = Math.max(1, Math.ceil(account.ttlMs / 1000));
        throw new AppError(
          'rate_limited',
          `Too many failed sign-ins for this account. Sign in from a device you have used before${lockedWayOut}, or try again in ${minutes(left)} minutes.`,
          { 'retry-after': String(left) },
        );
      }
    },

    /**
     * Counts a wrong password. True when this very failure locked the account: the count is one
     * atomic increment (INCR on Redis), so exactly one failure of a lock sees the threshold, and
     * the owner is told once per lock, not once per guess.
     */
    async failed(address: string, email: string): Promise<{ locked: boolean }> {
      const key = keys(address, email);
      const [{ count }, account] = await Promise.all([counters.increment(key.failures, WINDOW_MS), counters.increment(key.account, WINDOW_MS)]);
      if (count >= FREE_ADDRESS_FAILURES) await counters.set(key.wait, 1, Math.min(2 ** (count - FREE_ADDRESS_FAILURES + 1), MAX_ADDRESS_WAIT_S) * 1000);
      return { locked: account.count === ACCOUNT_LOCK_FAILURES };
    },

    /** Lifts an account's lock (the owner followed the emailed link), for every process that shares the counters. */
    async unlock(email: string): Promise<void> {
      await counters.remove(accountKey(email));
    },

    /** After a correct password: the address starts afresh, and the device token to keep (a cookie). */
    async succeeded(address: string, email: string): Promise<string> {
      const key = keys(address, email);
      await Promise.all([counters.remove(key.failures), counters.remove(key.wait)]);
      const expires = Math.floor(clock() / 1000) + DEVICE_LIFETIME_S;
      return `${expires}.${sign(email, expires)}`;
    },
  };
}

export type LoginGuard = ReturnType<typeof createLoginGuard>;
