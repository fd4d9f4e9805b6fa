import { Redis } from 'ioredis';
import { createFallbackCounters, createMemoryCounters, createRedisCounters, type Counters } from './counters';
import { createLocalBus, createRedisBus, type EventBus } from './event-bus';

/**
 * A Redis command that takes longer than this counts as a failure: limits fall back, requests go
 * on. Not less: on a process whose event loop is saturated, a reply that has arrived is read late,
 * and at 500 ms busy processes counted locally (scripts/bench-cluster.ts).
 */
const COMMAND_TIMEOUT_MS = 2_000;
const CONNECT_TIMEOUT_MS = 2_000;

export type SharedStateStatus = 'off' | 'ok' | 'unavailable';

/**
 * The state every process must agree on: counters for limits and lockouts, and the event bus. In
 * memory without `REDIS_URL` (the embedded default: one process); in Redis with it, falling back
 * to memory while Redis is away and returning to it by itself.
 */
export interface SharedState {
  counters: Counters;
  bus: EventBus;
  /** `off` without Redis; `unavailable` while a configured Redis does not answer. */
  status(): SharedStateStatus;
  close(): Promise<void>;
}

export function localSharedState(): SharedState {
  return { counters: createMemoryCounters(), bus: createLocalBus(), status: () => 'off', close: async () => {} };
}

/** Where the outage and recovery lines go (the app's logger, once it exists). */
export interface SharedStateLog {
  warn(details: object, message: string): void;
  info(message: string): void;
}

function connect(url: string, offlineQueue: boolean): Redis {
  return new Redis(url, {
    lazyConnect: true,
    connectTimeout: CONNECT_TIMEOUT_MS,
    commandTimeout: offlineQueue ? undefined : COMMAND_TIMEOUT_MS,
    // Commands fail at once while Redis is away (the counters fall back) instead of queueing.
    enableOfflineQueue: offlineQueue,
    // Commands of one event-loop turn go to Redis in one write (many requests' limits at once).
    enableAutoPipelining: !offlineQueue,
    maxRetriesPerRequest: offlineQueue ? null : 0,
    // Keep trying for as long as the process runs: Redis coming back is noticed within 2 s.
    retryStrategy: (times) => Math.min(times * 200, 2_000),
  });
}

/**
 * Connects to Redis at `url`. Never fails for want of Redis: an unreachable one starts the process
 * in fallback, with a warning, and is picked up when it answers.
 */
export async function openSharedState(url: string, log: SharedStateLog): Promise<SharedState> {
  const redis = connect(url, false);
  const subscriber = connect(url, true);
  let down = false;
  const wentDown = (error: unknown) => {
    if (down) return;
    down = true;
    log.warn({ err: error }, 'Redis is unavailable: limits and lockouts count per process, and events stay in this process, until it returns');
  };
  redis.on('error', wentDown);
  subscriber.on('error', () => {});
  redis.on('ready', () => {
    if (down) log.info('Redis is back: limits and lockouts are shared again');
    down = false;
  });
  await Promise.allSettled([redis.connect(), subscriber.connect()]);
  const up = () => redis.status === 'ready';
  return {
    counters: createFallbackCounters(createRedisCounters(redis), createMemoryCounters(), up, wentDown),
    bus: createRedisBus(redis, subscriber),
    status: () => (up() ? 'ok' : 'unavailable'),
    // eslint-disable-next-line @typescript-eslint/require-await -- SharedState.close is async; Redis disconnects at once
    async close() {
      redis.disconnect();
      subscriber.disconnect();
    },
  };
}
