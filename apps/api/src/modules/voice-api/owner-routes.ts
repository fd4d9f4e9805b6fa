import type { FastifyInstance, FastifyReply, FastifyRequest, HTTPMethods } from 'fastify';
import type { Authenticate, Caller } from '../../auth/authenticate';
import { AppError } from '../../errors';

/** What a Voice API handler is handed, as `operationRoute` hands the product's: who calls (already verified), the request, the reply. */
export interface OwnerInput {
  caller: Caller;
  request: FastifyRequest;
  reply: FastifyReply;
}
export type OwnerHandler = (input: OwnerInput) => Promise<unknown>;

export interface OwnerRouteOptions {
  /** Changing the agent needs a plan, as in the dashboard (the subscription gate): 402 after the token is checked, before the input is read. */
  paid?: true;
}

type Register = (url: string, ...rest: [OwnerHandler] | [OwnerRouteOptions, OwnerHandler]) => void;

/** The Voice API's owner routes: every one registered here is authenticated before its handler runs. */
export interface OwnerRoutes {
  get: Register;
  post: Register;
  patch: Register;
  delete: Register;
}

/**
 * Vapi's private key is the owner's dashboard token: the one place the Voice API checks it. Each
 * route registered through these has a `preHandler` hook that answers 401 (the authenticator's
 * message) before its handler reads any input, and 402 for a `paid` route without a plan; the
 * handler then gets the verified caller (and so the organization) as `caller`.
 */
export function ownerRoutes(app: FastifyInstance, authenticate: Authenticate): OwnerRoutes {
  const callers = new WeakMap<FastifyRequest, Caller>();
  const callerOf = (request: FastifyRequest) => {
    const caller = callers.get(request);
    // Unreachable: the hook ran first or the request already ended with its error.
    if (!caller) throw AppError.unauthorized();
    return caller;
  };
  const register =
    (method: HTTPMethods): Register =>
    (url, ...rest) => {
      const [options, handler] = rest.length === 1 ? [{}, rest[0]] : rest;
      app.route({
        method,
        url,
        preHandler: async (request) => {
          const caller = await authenticate(request);
          if (options.paid) await app.entitlement.requirePlan(caller.organizationId);
          callers.set(request, caller);
        },
        handler: (request, reply) => handler({ caller: callerOf(request), request, reply }),
      });
    };
  return { get: register('GET'), post: register('POST'), patch: register('PATCH'), delete: register('DELETE') };
}
