/**
 * What a database error means for the caller. Drizzle wraps the driver's error in
 * `DrizzleQueryError` (the SQLSTATE sits on `cause`), and node-postgres reports a lost or
 * refused connection as a plain Node error, so both are read through the cause chain.
 */

function* causes(error: unknown): Generator<{ code?: unknown; message?: unknown }> {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth++) {
    yield current;
    current = (current as { cause?: unknown }).cause;
  }
}

/** The SQLSTATE (e.g. `23505`) of a PostgreSQL error, wrapped or not. */
export function sqlStateOf(error: unknown): string | undefined {
  for (const e of causes(error)) if (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) return e.code;
  return undefined;
}

export const isUniqueViolation = (error: unknown) => sqlStateOf(error) === '23505';

/** PostgreSQL refused a value (out of range, not valid text): the input's fault. */
export const isInvalidValue = (error: unknown) => /^22/.test(sqlStateOf(error) ?? '');

const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EHOSTUNREACH', 'ENETUNREACH', 'EAI_AGAIN']);
// node-postgres' own words for a connection that is gone, never came, or stopped answering.
const DRIVER_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|Query read timeout|Client has encountered a connection error|Connection ended unexpectedly|Client was closed|Cannot use a pool after calling end/i;

/**
 * `'unavailable'` when the database cannot be reached (down, restarting, connection dropped),
 * `'timeout'` when it did not answer in time (statement or lock timeout, a hung connection),
 * else `null`: such errors are the server's to retry, not the request's fault, so they answer 503.
 */
export function databaseFault(error: unknown): 'unavailable' | 'timeout' | null {
  for (const e of causes(error)) {
    const code = typeof e.code === 'string' ? e.code : '';
    if (code === '57014' || code === '55P03') return 'timeout'; // query_canceled (statement_timeout), lock_not_available
    if (/^08/.test(code) || code === '57P01' || code === '57P02' || code === '57P03' || code === '53300') return 'unavailable';
    if (NETWORK_CODES.has(code)) return 'unavailable';
    if (typeof e.message === 'string' && DRIVER_MESSAGES.test(e.message)) return /timeout/i.test(e.message) ? 'timeout' : 'unavailable';
  }
  return null;
}
