import ky, { HTTPError, type KyInstance, type Options } from 'ky';
import { ApiError, errorMessageFrom } from './errors';
import { bearerTokenFrom } from './storage';
import { readBody } from './read-body';

export interface ApiClientOptions {
  /** Origin of the Parley API, e.g. `https://app.parley.example`. Defaults to the page's origin. */
  baseUrl?: string;
  /** The bearer token for each request. Defaults to spec §6 over `localStorage`. */
  getToken?: () => string | null;
  /** Called on every 401 with the request path, before the call rejects. */
  onUnauthorized?: (info: { path: string; error: ApiError }) => void;
  /** Called when a response carries a fresh token in its `Authorization` header. */
  onTokenRefreshed?: (token: string) => void;
  /** Called when a response asks to clear site data (`Clear-Site-Data`). */
  onClearSiteData?: () => void;
  /** Custom fetch (tests, server-side use). */
  fetch?: typeof fetch;
}

/** One request to the API: its body (JSON, or the text itself) and the response; a failure rejects with an ApiError. */
export type Call = <T>(method: string, path: string, init?: Options) => Promise<{ body: T; response: Response }>;

function defaultBaseUrl(): string {
  const location = (globalThis as { location?: { origin?: string } }).location;
  return location?.origin ?? 'http://localhost:3000';
}

export function tokenFromHeader(response: Response): string | null {
  const header = response.headers.get('authorization');
  const match = header?.match(/^Bearer\s+(.+)$/i);
  return match?.[1] ?? null;
}

/** Credentials, the bearer token, and the token refreshes and site-data clears the server asks for. */
function createHttp(options: ApiClientOptions): KyInstance {
  const getToken = options.getToken ?? (() => bearerTokenFrom((globalThis as { localStorage?: Storage }).localStorage));
  return ky.create({
    prefixUrl: (options.baseUrl ?? defaultBaseUrl()).replace(/\/+$/, ''),
    credentials: 'include',
    retry: 0,
    timeout: 30_000,
    fetch: options.fetch,
    headers: { Accept: 'application/json' },
    hooks: {
      beforeRequest: [
        (request) => {
          const token = getToken();
          if (token) request.headers.set('Authorization', `Bearer ${token}`);
        },
      ],
      afterResponse: [
        (_request, _options, response) => {
          const token = tokenFromHeader(response);
          if (token && response.ok) options.onTokenRefreshed?.(token);
          if (response.headers.get('clear-site-data')) options.onClearSiteData?.();
        },
      ],
    },
  });
}

async function apiErrorOf(cause: unknown, path: string, options: ApiClientOptions): Promise<ApiError> {
  if (cause instanceof HTTPError) {
    const body = await readBody(cause.response);
    const error = new ApiError(errorMessageFrom(body), cause.response.status, body, { cause });
    if (error.isUnauthorized) options.onUnauthorized?.({ path, error });
    return error;
  }
  return new ApiError(errorMessageFrom(null, 'Network error: the server could not be reached'), 0, null, { cause });
}

/**
 * The request every endpoint goes through: credentials, a JSON accept header and the bearer
 * token; multipart bodies (FormData) leave the content type to the browser.
 */
export function createCall(options: ApiClientOptions): Call {
  const http = createHttp(options);
  return async function call<T>(method: string, path: string, init: Options = {}): Promise<{ body: T; response: Response }> {
    let response: Response;
    try {
      response = await http(path.replace(/^\//, ''), { method, ...init });
    } catch (cause) {
      throw await apiErrorOf(cause, path, options);
    }
    const body = (await readBody(response)) as T;
    return { body, response };
  };
}

/** Opens a long-lived GET (server-sent events) whose body the caller reads as it arrives; a refusal rejects with an ApiError. */
export type OpenStream = (path: string, signal: AbortSignal) => Promise<Response>;

export function createStreamOpener(options: ApiClientOptions): OpenStream {
  const http = createHttp(options);
  return async (path, signal) => {
    try {
      // No timeout: the stream stays open for minutes; `signal` ends it.
      return await http(path.replace(/^\//, ''), { method: 'GET', signal, timeout: false, headers: { Accept: 'text/event-stream' } });
    } catch (cause) {
      throw await apiErrorOf(cause, path, options);
    }
  };
}
