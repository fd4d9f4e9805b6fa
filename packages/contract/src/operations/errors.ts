import type { ApiOperation, Auth } from './operation';

/**
 * The error answers an operation can give, derived from what it declares: who may call it, its
 * path parameters, query and body. Every error body is `{ "error": "<human message>" }` (the
 * Voice API's 501 adds `message`). An operation lists further errors of its own in `responses`.
 */
const UNAUTHORIZED: Record<Exclude<Auth, 'none' | 'stripe'>, string> = {
  session: 'No valid session: sign in again (the token is missing, expired or ended by a password change)',
  widget: 'No valid widget key (`pk_live_…` or `pk_demo_…`)',
  voice: 'No valid Voice API key (the owner’s token)',
};

/** A file the product serves as it is (script, stylesheet, translation): only the per-address limit does not apply. */
const isFilePath = (path: string) => /\/[^/{}]+\.[A-Za-z0-9]{1,8}$/.test(path) && !path.startsWith('/api/');

export function errorResponsesOf(operation: ApiOperation): Record<number, string> {
  const errors: Record<number, string> = {};
  const takesInput = operation.body !== undefined || operation.params !== undefined || operation.query !== undefined;
  if (operation.body !== undefined) {
    errors[400] =
      operation.bodyType === 'multipart'
        ? 'The upload is not a well-formed multipart form, or a file is over the size limit'
        : 'The body is not well-formed JSON, is nested too deeply, or is of another content type';
  }
  if (operation.auth === 'stripe') errors[400] = 'The Stripe-Signature header is missing, stale or does not match the body';
  if (operation.auth === 'session' || operation.auth === 'widget' || operation.auth === 'voice') errors[401] = UNAUTHORIZED[operation.auth];
  if (operation.paid) errors[402] = 'The organization has no active plan and its grace days are over; the message names the plan needed';
  if (operation.role === 'owner') errors[403] = 'Only an owner of the organization may do this; the message names the role needed';
  if (operation.auth === 'widget') errors[403] = 'The key does not allow this page’s origin, or the agent is not live';
  if (operation.params !== undefined) errors[404] = 'Not found in your organization';
  else if (operation.servedWhen) errors[404] = `Not served by this server (served when ${operation.servedWhen})`;
  if (takesInput) errors[422] = 'A field is missing or invalid; the message names it';
  if (!isFilePath(operation.path)) {
    errors[429] = 'Too many requests from this address; the Retry-After header says when to try again';
    errors[503] = 'The database cannot be reached or did not answer in time; the Retry-After header says when to try again';
  }
  return errors;
}
