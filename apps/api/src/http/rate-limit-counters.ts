import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Counters } from '../shared-state';

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;
/** What the plugin hands `child` at run time (its typings say otherwise): the route's options as `routeInfo`. */
type ChildOptions = { routeInfo?: { method?: string; url?: string } };

/**
 * @fastify/rate-limit's store interface over Parley's counters, so request limits count where the
 * other limits do: in Redis across processes when `REDIS_URL` is set (falling back to memory while
 * it is away), otherwise in this process. A route with its own limit counts under its own keys.
 */
export function rateLimitStore(counters: Counters): FastifyRateLimitStoreCtor {
  return class CountersStore implements FastifyRateLimitStore {
    constructor(
      _options?: unknown,
      private readonly prefix = 'requests:',
    ) {}
    incr(key: string, callback: Callback, timeWindow: number) {
      counters.increment(this.prefix + key, timeWindow).then(
        ({ count, ttlMs }) => callback(null, { current: count, ttl: ttlMs }),
        (error: Error) => callback(error),
      );
    }
    read(key: string, callback: Callback) {
      counters.read(this.prefix + key).then(
        ({ count, ttlMs }) => callback(null, { current: count, ttl: ttlMs }),
        (error: Error) => callback(error),
      );
    }
    child(options: unknown) {
      const { routeInfo = {} } = options as ChildOptions;
      return new CountersStore(undefined, `${this.prefix}${routeInfo.method ?? ''}${routeInfo.url ?? ''}:`);
    }
  };
}
