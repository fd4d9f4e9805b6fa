import type { Env } from '../../../env';

/**
 * Errors the scraper throws. Every message is written for the business owner who typed the URL,
 * because the job queue shows it to them as-is. `retryable` tells the queue whether trying the
 * same URL again later could succeed (a timeout may; a private address never will).
 */
export class ScrapeError extends Error {
  readonly code: string;
  readonly retryable: boolean;

  constructor(code: string, message: string, options: { retryable?: boolean; cause?: unknown } = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'ScrapeError';
    this.code = code;
    this.retryable = options.retryable ?? false;
  }
}

/** The server setting that lets the scraper reach private addresses (named in the README's environment table). */
export const PRIVATE_NETWORKS_SETTING = 'SCRAPER_ALLOW_PRIVATE_NETWORKS' satisfies keyof Env;

/** The URL (or a redirect it led to, or the address its name resolved to) is on a private network. */
export class BlockedAddressError extends ScrapeError {
  /** The IP address that was refused, when known. */
  readonly address: string | undefined;

  constructor(address?: string) {
    // A self-hoster training on an intranet site needs to know the switch, not just the refusal.
    super(
      'blocked_address',
      `This address points to a private or internal network and cannot be scraped. If you host Parley yourself and trust this network, set ${PRIVATE_NETWORKS_SETTING}=true on the server and restart it.`,
    );
    this.name = 'BlockedAddressError';
    this.address = address;
  }
}

/** The URL itself is unacceptable before any network access: scheme, credentials, port, syntax. */
export class UnsafeUrlError extends ScrapeError {
  constructor(message: string) {
    super('unsafe_url', message);
    this.name = 'UnsafeUrlError';
  }
}

/** Fetching failed: timeout, DNS, TLS, connection, size cap, redirect loop. */
export class FetchPageError extends ScrapeError {
  constructor(code: string, message: string, options: { retryable?: boolean; cause?: unknown } = {}) {
    super(code, message, options);
    this.name = 'FetchPageError';
  }
}

/** A message safe to show the business owner, whatever was thrown. */
export function describeError(error: unknown): string {
  if (error instanceof ScrapeError) return error.message;
  return 'The page could not be fetched because of an unexpected error.';
}
