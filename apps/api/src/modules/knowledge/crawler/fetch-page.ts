import { fetch, type Dispatcher, type Response } from 'undici';
import { FetchPageError, ScrapeError, UnsafeUrlError } from './errors';
import { assertPublicUrl, type Resolver } from './network-guard';

export interface FetchedPage {
  /** Final URL after redirects. */
  url: string;
  status: number;
  contentType: string;
  /** Decoded text; '' for non-text responses, which are not downloaded. */
  body: string;
  /** The URL asked for, present only when redirects led elsewhere. */
  redirectedFrom?: string;
}

export interface FetchPageOptions {
  dispatcher: Dispatcher;
  allowPrivateNetworks: boolean;
  /** Whole request including the body. Default 10 s. */
  timeoutMs?: number;
  /** Body cap; the download is aborted beyond it. Default 2 MB. */
  maxBytes?: number;
  userAgent?: string;
  /** Default 5. */
  maxRedirects?: number;
  /** DNS for the pre-flight check; defaults to the system resolver. */
  resolve?: Resolver;
  /** Lets a job runner cancel a fetch (e.g. the job was cancelled). */
  signal?: AbortSignal;
}

/** A page-fetching function; robots and sitemap loading take one so callers control options. */
export type PageFetcher = (url: string) => Promise<FetchedPage>;

export const DEFAULT_USER_AGENT = 'ParleyBot/1.0 (+https://parley.example/bot)';
const DEFAULT_TIMEOUT_MS = 10_000;
const DEFAULT_MAX_BYTES = 2 * 1024 * 1024;
const DEFAULT_MAX_REDIRECTS = 5;
const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);

/**
 * GETs a page, following redirects by hand so that every hop passes `assertPublicUrl` (undici's own
 * redirect handling would connect to a hop before we could vet it). Non-2xx answers are returned,
 * not thrown: the caller records them as per-page failures. Throws `ScrapeError`s with messages fit
 * for the business owner.
 */
export async function fetchPage(url: string, opts: FetchPageOptions): Promise<FetchedPage> {
  const timeoutMs = opts.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const maxBytes = opts.maxBytes ?? DEFAULT_MAX_BYTES;
  const maxRedirects = opts.maxRedirects ?? DEFAULT_MAX_REDIRECTS;
  const timeout = AbortSignal.timeout(timeoutMs);
  const signal = opts.signal ? AbortSignal.any([opts.signal, timeout]) : timeout;

  const original = parseWebUrl(url);
  let current = original;
  for (let hop = 0; ; hop += 1) {
    await assertPublicUrl(current, opts.allowPrivateNetworks, opts.resolve);
    let response: Response;
    try {
      response = await fetch(current, {
        dispatcher: opts.dispatcher,
        redirect: 'manual',
        signal,
        headers: {
          'user-agent': opts.userAgent ?? DEFAULT_USER_AGENT,
          accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
        },
      });
    } catch (error) {
      throw translateError(error, current, timeout, timeoutMs);
    }

    const location = REDIRECT_STATUSES.has(response.status) ? response.headers.get('location') : null;
    if (location !== null) {
      // Free the connection; the redirect body is never useful.
      await response.body?.cancel().catch(() => undefined);
      if (hop >= maxRedirects) {
        throw new FetchPageError('too_many_redirects', `The page redirected more than ${maxRedirects} times.`);
      }
      current = parseWebUrl(location, current);
      continue;
    }

    const contentType = response.headers.get('content-type') ?? '';
    let body = '';
    if (isTextual(contentType)) {
      try {
        body = await readCapped(response, maxBytes, contentType);
      } catch (error) {
        throw translateError(error, current, timeout, timeoutMs);
      }
    } else {
      // Images, PDFs, videos: not worth downloading just to throw away.
      await response.body?.cancel().catch(() => undefined);
    }
    return {
      url: current.href,
      status: response.status,
      contentType,
      body,
      ...(current.href === original.href ? {} : { redirectedFrom: original.href }),
    };
  }
}

function parseWebUrl(value: string, base?: URL): URL {
  try {
    return new URL(value, base);
  } catch {
    throw new UnsafeUrlError(`"${value.slice(0, 200)}" is not a valid web address.`);
  }
}

/** Content types we read as text. An empty type is sniffed as text, as browsers mostly do. */
function isTextual(contentType: string): boolean {
  const type = contentType.split(';')[0]?.trim().toLowerCase() ?? '';
  return type === '' || type.startsWith('text/') || type.includes('xml') || type.includes('json');
}

async function readCapped(response: Response, maxBytes: number, contentType: string): Promise<string> {
  const tooLarge = () => new FetchPageError('too_large', `The page is larger than ${formatBytes(maxBytes)} and was not scraped.`);
  const declared = Number(response.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > maxBytes) {
    await response.body?.cancel().catch(() => undefined);
    throw tooLarge();
  }
  if (response.body === null) return '';
  const reader: ReadableStreamDefaultReader<Uint8Array> = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      // A lying or absent Content-Length: stop downloading as soon as the cap is crossed.
      await reader.cancel().catch(() => undefined);
      throw tooLarge();
    }
    chunks.push(value);
  }
  return decode(Buffer.concat(chunks), contentType);
}

/** Charset from the Content-Type header, else a <meta charset> near the top, else UTF-8. */
function decode(bytes: Buffer, contentType: string): string {
  const fromHeader = /charset\s*=\s*"?([\w.:-]+)/i.exec(contentType)?.[1];
  const head = bytes.subarray(0, 2048).toString('latin1');
  const fromMeta = /<meta[^>]+charset\s*=\s*["']?([\w.:-]+)/i.exec(head)?.[1];
  for (const label of [fromHeader, fromMeta]) {
    if (label === undefined) continue;
    try {
      return new TextDecoder(label).decode(bytes);
    } catch {
      // Unknown label: try the next source.
    }
  }
  return new TextDecoder('utf-8').decode(bytes);
}

function formatBytes(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB` : `${Math.round(bytes / 1024)} KB`;
}

const TLS_CODES = /^(CERT_|ERR_TLS_|UNABLE_TO_|DEPTH_ZERO_SELF_SIGNED_CERT|SELF_SIGNED_CERT|ERR_SSL_)/;

/** Turns undici's "fetch failed" (the real reason sits in `cause`) into a message a person can act on. */
function translateError(error: unknown, url: URL, timeout: AbortSignal, timeoutMs: number): ScrapeError {
  if (timeout.aborted) {
    return new FetchPageError('timeout', `The page did not respond within ${timeoutMs / 1000} s.`, {
      retryable: true,
      cause: error,
    });
  }
  let code: string | undefined;
  for (let current: unknown = error, depth = 0; current instanceof Error && depth < 5; depth += 1) {
    if (current instanceof ScrapeError) return current;
    if (current.name === 'AbortError') {
      return new FetchPageError('aborted', 'Scraping was cancelled.', { cause: error });
    }
    code ??= (current as NodeJS.ErrnoException).code;
    current = current.cause;
  }
  const host = url.hostname;
  switch (true) {
    case code === 'ENOTFOUND':
      return new FetchPageError('dns', `The address ${host} could not be found.`, { cause: error });
    case code === 'EAI_AGAIN':
      return new FetchPageError('dns', `The address ${host} could not be looked up right now.`, {
        retryable: true,
        cause: error,
      });
    case code === 'ECONNREFUSED':
      return new FetchPageError('connection_refused', `The server at ${host} refused the connection.`, {
        retryable: true,
        cause: error,
      });
    case code === 'UND_ERR_CONNECT_TIMEOUT' || code === 'UND_ERR_HEADERS_TIMEOUT' || code === 'UND_ERR_BODY_TIMEOUT':
      return new FetchPageError('timeout', `The server at ${host} took too long to respond.`, {
        retryable: true,
        cause: error,
      });
    case code !== undefined && TLS_CODES.test(code):
      return new FetchPageError('tls', `The security certificate of ${host} could not be verified.`, {
        cause: error,
      });
    default:
      return new FetchPageError('network', `The connection to ${host} failed.`, { retryable: true, cause: error });
  }
}
