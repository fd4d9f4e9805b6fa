import type { VoiceErrorBody } from '@parley/contract/schemas';
import { readBody } from '../read-body';

/** A Voice API call that did not succeed: HTTP status (0 when the server was not reached), code and message. */
export class VoiceApiError extends Error {
  override readonly name = 'VoiceApiError';
  constructor(
    message: string,
    /** HTTP status; 0 when the request never got an answer. */
    readonly status: number,
    /** Machine-readable code: the body's `error` word (`not_implemented`, `Bad Request`), `network_error`, or null. */
    readonly code: string | null,
    /** The parsed response body (JSON, or the text when it is not JSON). */
    readonly body: unknown,
    readonly request: { method: string; path: string },
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }

  /** Parley (or another server) does not offer this endpoint yet. */
  get isNotImplemented(): boolean {
    return this.status === 501;
  }
}

export type TokenSource = string | (() => string | null | undefined | Promise<string | null | undefined>);

export interface VoiceApiOptions {
  /** Origin of a Vapi-compatible server: Parley's own host, or `https://api.vapi.ai` (the default). */
  baseUrl?: string;
  /** Bearer token (private key for server use, public key or Parley widget key in browsers), or a function giving one per request. */
  token?: TokenSource;
  /** Custom fetch (tests, server-side use, retries). */
  fetch?: typeof fetch;
  /** Extra headers on every request. */
  headers?: Record<string, string>;
}

export type QueryValue = string | number | boolean | null | undefined;
export type Query = Readonly<Record<string, QueryValue>>;

export interface RequestOptions {
  /** Typed by each function from its operation's query schema (loose objects: any extra key passes). */
  query?: object;
  json?: unknown;
  form?: FormData;
}

export const DEFAULT_VOICE_API_URL = 'https://api.vapi.ai';

/**
 * The Voice API error rule: a Vapi server puts the human text in `message` (a string, or a list of
 * validation messages) and a short word in `error`; Parley's 501 body does the same
 * (`{ error: "not_implemented", message }`). So `message` first, then `error`, then the status text.
 */
export function voiceErrorFrom(body: unknown, response: Pick<Response, 'status' | 'statusText'>, request: { method: string; path: string }): VoiceApiError {
  const fields: VoiceErrorBody = body && typeof body === 'object' && !Array.isArray(body) ? (body as VoiceErrorBody) : {};
  const message = Array.isArray(fields.message) ? fields.message.join('; ') : fields.message;
  const code = typeof fields.error === 'string' && fields.error.trim() ? fields.error : null;
  const text =
    message?.trim() ||
    code ||
    (typeof body === 'string' && body.trim() && body.length < 300 ? body.trim() : '') ||
    response.statusText ||
    `Request failed with status ${response.status}`;
  return new VoiceApiError(text, response.status, code, body, request);
}

export function createHttp(options: VoiceApiOptions) {
  const baseUrl = (options.baseUrl ?? DEFAULT_VOICE_API_URL).replace(/\/+$/, '');
  const doFetch = options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => globalThis.fetch(input, init));

  async function token(): Promise<string | null | undefined> {
    return typeof options.token === 'function' ? options.token() : options.token;
  }

  return async function request<T>(method: string, path: string, { query, json, form }: RequestOptions = {}): Promise<T> {
    const url = new URL(baseUrl + path);
    for (const [key, value] of Object.entries(query ?? {})) {
      if (value !== undefined && value !== null && value !== '') url.searchParams.set(key, String(value));
    }
    const headers = new Headers({ Accept: 'application/json', ...options.headers });
    const bearer = await token();
    if (bearer) headers.set('Authorization', `Bearer ${bearer}`);
    // FormData sets its own multipart boundary; JSON bodies say what they are.
    if (json !== undefined) headers.set('Content-Type', 'application/json');
    const init: RequestInit = { method, headers, body: form ?? (json === undefined ? undefined : JSON.stringify(json)) };

    let response: Response;
    try {
      response = await doFetch(url, init);
    } catch (cause) {
      throw new VoiceApiError(`Network error: ${baseUrl} could not be reached`, 0, 'network_error', null, { method, path }, { cause });
    }
    const body = await readBody(response);
    if (!response.ok) throw voiceErrorFrom(body, response, { method, path });
    return body as T;
  };
}

export type VoiceHttp = ReturnType<typeof createHttp>;
