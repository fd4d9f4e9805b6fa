import pino, { type LoggerOptions } from 'pino';

/** The longest string a log line keeps of any one field; the rest is counted, not written. */
export const MAX_LOG_STRING = 2_000;
const MAX_LOG_ITEMS = 20;
const MAX_LOG_DEPTH = 4;

export function capString(value: string, max = MAX_LOG_STRING): string {
  return value.length > max ? `${value.slice(0, max)}… [${value.length - max} more characters]` : value;
}

/** Strings capped, long arrays cut, deep objects summarised: one log line stays small whatever it carries. */
function capDeep(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return capString(value);
  if (!value || typeof value !== 'object' || value instanceof Date) return value;
  if (depth >= MAX_LOG_DEPTH) return '[deeper]';
  if (Array.isArray(value)) {
    const kept = value.slice(0, MAX_LOG_ITEMS).map((item) => capDeep(item, depth + 1));
    return value.length > MAX_LOG_ITEMS ? [...kept, `… ${value.length - MAX_LOG_ITEMS} more`] : kept;
  }
  if (Buffer.isBuffer(value)) return `[${value.length} bytes]`;
  // Only plain data is walked; requests, errors and the like are left to their serializers.
  const prototype: unknown = Object.getPrototypeOf(value);
  if (prototype !== Object.prototype && prototype !== null) return value;
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, capDeep(item, depth + 1)]));
}

/**
 * Pino options with every log line bounded: an error whose message carries a whole query and its
 * parameters (Drizzle puts a 20 MB document there) or a logged object holding a whole upload cannot
 * write megabytes to the log or stall the event loop serialising them. (A URL is bounded by Node's
 * 16 KB header limit, which answers 431 beyond it.)
 */
export function withLogLimits<O extends LoggerOptions>(options: O): O {
  return {
    ...options,
    formatters: {
      ...options.formatters,
      log: (object: Record<string, unknown>) => capDeep(options.formatters?.log?.(object) ?? object) as Record<string, unknown>,
    },
    serializers: {
      ...options.serializers,
      err: (error: Error) => capDeep({ ...pino.stdSerializers.err(error) }),
    },
  };
}
