/** Last resort message of the spec §8 error rule. */
export const UNEXPECTED_ERROR_MESSAGE = 'An unexpected error occurred';

/**
 * Spec §8: the response's `error` field, else its `message` field, else the client's own
 * message, else "An unexpected error occurred".
 */
export function errorMessageFrom(body: unknown, clientMessage?: string): string {
  if (body && typeof body === 'object') {
    const { error, message } = body as { error?: unknown; message?: unknown };
    if (typeof error === 'string' && error.trim()) return error;
    if (typeof message === 'string' && message.trim()) return message;
  }
  if (clientMessage && clientMessage.trim()) return clientMessage;
  return UNEXPECTED_ERROR_MESSAGE;
}

/** A failed API call: HTTP status (0 when the network failed) and the human message. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    message: string,
    readonly status: number,
    readonly body: unknown = null,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }

  get isUnauthorized(): boolean {
    return this.status === 401;
  }

  get isNotFound(): boolean {
    return this.status === 404;
  }
}
