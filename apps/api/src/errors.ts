import type { ZodError } from 'zod';

export const ERROR_STATUS = {
  bad_request: 400,
  unauthorized: 401,
  payment_required: 402,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  unprocessable: 422,
  rate_limited: 429,
  internal: 500,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

/** The one error type services throw; the handler turns it into `{ error }` with its status. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }

  get status(): number {
    return ERROR_STATUS[this.code];
  }

  static notFound(message = 'Not found') {
    return new AppError('not_found', message);
  }
  static conflict(message: string) {
    return new AppError('conflict', message);
  }
  static unauthorized(message = 'Unauthorized') {
    return new AppError('unauthorized', message);
  }
  static forbidden(message = 'You are not allowed to do that') {
    return new AppError('forbidden', message);
  }
  static invalid(field: string, message: string) {
    return new AppError('unprocessable', `${field}: ${message}`);
  }
  /** 422 naming the first failing field, e.g. `user.password: Password must contain a number`. */
  static fromZod(error: ZodError) {
    const issue = error.issues[0];
    const field = issue?.path.length ? issue.path.join('.') : 'body';
    return new AppError('unprocessable', `${field}: ${issue?.message ?? 'is invalid'}`);
  }
}
