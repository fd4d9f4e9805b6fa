import type { Redis, Result } from 'ioredis';

/** A counter's value and how long its window still runs. */
export interface Count {
  count: number;
  /** Milliseconds until the counter is forgotten; 0 when it does not exist. */
  ttlMs: number;
}

/**
 * Fixed-window counters, the one primitive every limit and lockout is built on. The window starts
 * at a key's first increment and the key is forgotten when it ends. One implementation per place
 * the counts live: this process's memory, or Redis, shared by every process.
 */
/** Operations are function properties, not methods: the fallback picks them off one store and calls them alone. */
export interface Counters {
  increment: (key: string, windowMs: number) => Promise<Count>;
  read: (key: string) => Promise<Count>;
  /** Sets a key outright (a block: `set(key, 1, waitMs)`). */
  set: (key: string, count: number, windowMs: number) => Promise<void>;
  remove: (key: string) => Promise<void>;
}

const NONE: Count = { count: 0, ttlMs: 0 };
/** Every so many increments, expired keys are swept, so memory stays flat as visitors come and go. */
const SWEEP_EVERY = 1000;

/** In this process's memory: the embedded default, and the fallback while Redis is away. */
export function createMemoryCounters(clock: () => number = Date.now): Counters & { size(): number } {
  const entries = new Map<string, { count: number; expiresAt: number }>();
  let increments = 0;
  const live = (key: string) => {
    const entry = entries.get(key);
    if (entry && entry.expiresAt <= clock()) {
      entries.delete(key);
      return undefined;
    }
    return entry;
  };
  /* eslint-disable @typescript-eslint/require-await -- memory answers at once; async keeps the Counters contract (a throw is a rejection) */
  return {
    async increment(key, windowMs) {
      if (++increments % SWEEP_EVERY === 0) for (const [k, entry] of entries) if (entry.expiresAt <= clock()) entries.delete(k);
      const entry = live(key) ?? { count: 0, expiresAt: clock() + windowMs };
      entry.count += 1;
      entries.set(key, entry);
      return { count: entry.count, ttlMs: entry.expiresAt - clock() };
    },
    async read(key) {
      const entry = live(key);
      return entry ? { count: entry.count, ttlMs: entry.expiresAt - clock() } : NONE;
    },
    async set(key, count, windowMs) {
      entries.set(key, { count, expiresAt: clock() + windowMs });
    },
    async remove(key) {
      entries.delete(key);
    },
    size: () => entries.size,
  };
  /* eslint-enable @typescript-eslint/require-await */
}

// INCR and the expiry in one step, so no process can see a counter without its window.
const INCREMENT = `
local count = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {count, ttl}`;

declare module 'ioredis' {
  interface RedisCommander<Context> {
    parleyIncrement(key: string, windowMs: number): Result<[number, number], Context>;
  }
}

/** In Redis: every process counts into the same keys, so a limit holds across all of them. */
export function createRedisCounters(redis: Redis, prefix = 'parley:count:'): Counters {
  if (!(redis as { parleyIncrement?: unknown }).parleyIncrement) redis.defineCommand('parleyIncrement', { numberOfKeys: 1, lua: INCREMENT });
  return {
    async increment(key, windowMs) {
      const [count, ttlMs] = await redis.parleyIncrement(prefix + key, windowMs);
      return { count, ttlMs };
    },
    async read(key) {
      const [[, count], [, ttl]] = (await redis
        .multi()
        .get(prefix + key)
        .pttl(prefix + key)
        .exec()) as [[null, string | null], [null, number]];
      return count === null ? NONE : { count: Number(count), ttlMs: Math.max(0, ttl) };
    },
    async set(key, count, windowMs) {
      await redis.set(prefix + key, count, 'PX', Math.max(1, Math.round(windowMs)));
    },
    async remove(key) {
      await redis.del(prefix + key);
    },
  };
}

/** Failures in a row after which Redis is left alone for a while (a hung Redis must not cost every request a timeout). */
const BREAKER_FAILURES = 3;
const BREAKER_PAUSE_MS = 5_000;

/**
 * Redis while it answers, this process's memory while it does not: a Redis outage loosens the
 * limits to per-process ones (logged once per outage) instead of refusing or stalling requests.
 * After a few failures in a row, Redis is not asked for a few seconds, then tried again.
 */
export function createFallbackCounters(
  shared: Counters,
  local: Counters,
  sharedUp: () => boolean,
  onFallback: (error: unknown) => void,
  clock: () => number = Date.now,
): Counters {
  let failures = 0;
  let pausedUntil = 0;
  const attempt =
    <A extends unknown[], R>(pick: (c: Counters) => (...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      if (sharedUp() && clock() >= pausedUntil) {
        try {
          const result = await pick(shared)(...args);
          failures = 0;
          return result;
        } catch (error) {
          if (++failures >= BREAKER_FAILURES) pausedUntil = clock() + BREAKER_PAUSE_MS;
          onFallback(error);
        }
      }
      return pick(local)(...args);
    };
  return {
    increment: attempt((c) => c.increment),
    read: attempt((c) => c.read),
    set: attempt((c) => c.set),
    remove: attempt((c) => c.remove),
  };
}
