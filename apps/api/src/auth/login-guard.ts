import { createHmac, timingSafeEqual } from 'node:crypto';
import { AppError } from '../errors';

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
 * In memory (one process); issue 16 moves the counters to Redis.
 */
export function createLoginGuard(secret: string, clock: () => number = Date.now) {
  const addresses = new Map<string, { failures: number; last: number }>();
  const accounts = new Map<string, number[]>();
  const sign = (email: string, expires: number) => createHmac('sha256', secret).update(`device:${email}:${expires}`).digest('base64url');

  function knownDevice(email: string, token: string | undefined): boolean {
    const [expires, signature] = (token ?? '').split('.');
    if (!expires || !signature || Number(expires) * 1000 < clock()) return false;
    const expected = Buffer.from(sign(email, Number(expires)));
    const given = Buffer.from(signature);
    return expected.length === given.length && timingSafeEqual(expected, given);
  }

  function recentAccountFailures(email: string): number[] {
    const recent = (accounts.get(email) ?? []).filter((at) => clock() - at < WINDOW_MS);
    if (recent.length) accounts.set(email, recent);
    else accounts.delete(email);
    return recent;
  }

  return {
    /** Throws 429 when this attempt must wait: the address is backing off, or the account is locked for this device. */
    check(address: string, email: string, deviceToken: string | undefined): void {
      const entry = addresses.get(address);
      if (entry && clock() - entry.last > WINDOW_MS) addresses.delete(address);
      else if (entry && entry.failures >= FREE_ADDRESS_FAILURES) {
        const wait = Math.min(2 ** (entry.failures - FREE_ADDRESS_FAILURES + 1), MAX_ADDRESS_WAIT_S);
        const left = Math.ceil(wait - (clock() - entry.last) / 1000);
        if (left > 0) {
          throw new AppError('rate_limited', `Too many sign-in attempts from this network. Try again in ${left} seconds.`, { 'retry-after': String(left) });
        }
      }
      const failures = recentAccountFailures(email);
      if (failures.length >= ACCOUNT_LOCK_FAILURES && !knownDevice(email, deviceToken)) {
        const left = Math.ceil((WINDOW_MS - (clock() - failures[0]!)) / 1000);
        throw new AppError(
          'rate_limited',
          `Too many failed sign-ins for this account. Sign in from a device you have used before, or try again in ${minutes(left)} minutes.`,
          { 'retry-after': String(left) },
        );
      }
    },

    failed(address: string, email: string): void {
      const entry = addresses.get(address);
      addresses.set(address, { failures: (entry?.failures ?? 0) + 1, last: clock() });
      accounts.set(email, [...recentAccountFailures(email), clock()]);
    },

    /** After a correct password: the address starts afresh, and the device token to keep (a cookie). */
    succeeded(address: string, email: string): string {
      addresses.delete(address);
      const expires = Math.floor(clock() / 1000) + DEVICE_LIFETIME_S;
      return `${expires}.${sign(email, expires)}`;
    },
  };
}

export type LoginGuard = ReturnType<typeof createLoginGuard>;
