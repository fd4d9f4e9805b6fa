import type { FastifyError, FastifyInstance } from 'fastify';
import { databaseFault, isInvalidValue } from '../db/db-errors';
import { AppError } from '../errors';

/** Seconds a client should wait before retrying while the database is away. */
const DATABASE_RETRY_AFTER_S = 5;

/** Every error leaves as `{ error: "<human message>" }`; unexpected ones are logged, never leaked. */
export function registerErrorHandler(app: FastifyInstance, report: (error: unknown) => void) {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      return reply.code(error.status).headers(error.headers).send({ error: error.message });
    }
    const fastifyCode = error.code;
    if (fastifyCode === 'FST_ERR_CTP_INVALID_JSON_BODY' || (error instanceof SyntaxError && error.statusCode === 400)) {
      return reply.code(400).send({ error: 'Malformed JSON body' });
    }
    if (fastifyCode === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      return reply.code(413).send({ error: 'Request body is too large (limit 1 MB)' });
    }
    if (fastifyCode === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
      return reply.code(415).send({ error: 'Unsupported content type; send application/json' });
    }
    if (fastifyCode === 'FST_REQ_FILE_TOO_LARGE') {
      return reply.code(413).send({ error: 'A file is larger than allowed (documents 50 MB, avatars 2 MB, CSV 5 MB)' });
    }
    if (fastifyCode === 'FST_FILES_LIMIT' || fastifyCode === 'FST_PARTS_LIMIT') {
      return reply.code(413).send({ error: 'Too many files in one upload (at most 10)' });
    }
    if (fastifyCode === 'FST_INVALID_MULTIPART_CONTENT_TYPE') {
      return reply.code(415).send({ error: 'Send files as multipart/form-data' });
    }
    if (fastifyCode === 'FST_ERR_CTP_EMPTY_JSON_BODY') {
      return reply.code(400).send({ error: 'Request body is empty' });
    }
    // A multipart body cut short or malformed is the sender's fault, not ours.
    if (
      /^(Unexpected end of (form|multipart)|Malformed part header|Multipart: Boundary not found|Malformed urlencoded form|Part terminated early)/i.test(
        error.message ?? '',
      )
    ) {
      return reply.code(400).send({ error: 'Malformed multipart upload: the body ended early or a part header is broken. Send it again.' });
    }
    // Stripe unreachable or failing: the payment did not happen here; say so and when to retry.
    const stripeType = (error as { type?: unknown }).type;
    if (typeof stripeType === 'string' && stripeType.startsWith('Stripe')) {
      request.log.error({ err: error, stripeType }, 'payment provider error');
      report(error);
      const unreachable = stripeType === 'StripeConnectionError' || stripeType === 'StripeAPIError' || stripeType === 'StripeRateLimitError';
      return reply
        .code(unreachable ? 503 : 502)
        .header('retry-after', unreachable ? '30' : '300')
        .send({
          error: unreachable
            ? 'The payment provider cannot be reached right now. Nothing was charged; please try again in a minute.'
            : 'The payment provider refused the request (a configuration problem on our side). Nothing was charged; please try again later.',
        });
    }
    // The database is down, restarting or not answering: say so and when to retry; the pool reconnects by itself.
    const fault = databaseFault(error);
    if (fault) {
      request.log.warn({ err: error, fault }, 'database unavailable');
      return reply
        .code(503)
        .header('retry-after', String(DATABASE_RETRY_AFTER_S))
        .send({
          error:
            fault === 'timeout'
              ? 'The database took too long to answer. Please try again in a few seconds.'
              : 'The service is briefly unavailable (its database cannot be reached). Please try again in a few seconds.',
        });
    }
    // PostgreSQL refusing a value (a number out of range, text it cannot store): the input is wrong.
    if (isInvalidValue(error)) {
      request.log.warn({ err: error }, 'value refused by the database');
      return reply.code(400).send({ error: 'A value in the request cannot be stored (out of range or not valid text).' });
    }
    const status = error.statusCode;
    if (status && status >= 400 && status < 500) {
      return reply.code(status).send({ error: error.message });
    }
    request.log.error({ err: error }, 'unexpected error');
    report(error);
    return reply.code(500).send({ error: 'Internal server error' });
  });
}
