import { productOperation, type Auth, type ProductOperationId, type ProductOperationOf } from '@parley/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyRouteSchemaDef } from 'fastify/types/schema';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { requireRole, type Authenticate, type Caller } from '../auth/authenticate';
import { AppError } from '../errors';
import type { Entitlement } from '../modules/billing/entitlement';
import type { PlanLimits } from '../modules/billing/plan-limits';

declare module 'fastify' {
  interface FastifyInstance {
    /** The subscription gate (modules/billing/entitlement.ts). */
    entitlement: Entitlement;
    /** What the organization's plan includes: voice, members, messages a month (modules/billing/plan-limits.ts). */
    planLimits: PlanLimits;
  }
  interface FastifyContextConfig {
    /** Who may call the route, from its operation in the contract; the caller hook enforces it. */
    auth?: Auth;
    /** The member role a `session` caller needs (from the operation); the caller hook refuses others with 403. */
    role?: 'owner';
    /** Needs an active plan (or the grace days after signup or a lapse); refused with 402. */
    paid?: true;
    operationId?: string;
  }
  interface FastifyRequest {
    /** The signed-in person of a `session` route (set by the caller hook before validation). */
    caller: Caller | null;
  }
}

type Parsed<S> = S extends z.ZodType ? z.output<S> : undefined;

/** What a handler of an operation gets: its parsed inputs, typed from the contract, and who calls. */
export interface OperationInput<O extends { auth: Auth; params?: unknown; query?: unknown; body?: unknown }> {
  params: Parsed<O['params']>;
  query: Parsed<O['query']>;
  body: Parsed<O['body']>;
  caller: O['auth'] extends 'session' ? Caller : null;
  request: FastifyRequest;
  reply: FastifyReply;
}

/** Checks a request part with the operation's zod schema; the first failing field becomes a 422 that names it. */
export const zodValidator =
  ({ schema }: FastifyRouteSchemaDef<unknown>) =>
  (data: unknown) => {
    const result = (schema as z.ZodType).safeParse(data ?? {});
    return result.success ? { value: result.data } : { error: AppError.fromZod(result.error) };
  };

/**
 * The one place authentication happens for routes registered from the contract: a route whose
 * operation says `session` gets `request.caller`, or the request ends with 401 (or 403 when the
 * operation needs an owner and the caller is a member) before its input is even validated. Other kinds (widget keys, the Voice API's owner token, Stripe) are checked by
 * their modules.
 */
export function registerCallerHook(app: FastifyInstance, authenticate: Authenticate) {
  app.decorateRequest('caller', null);
  app.addHook('preValidation', async (request) => {
    const { auth, role, paid } = request.routeOptions.config;
    if (auth !== 'session') return;
    request.caller = await authenticate(request);
    // A permission is what the server refuses, whatever the dashboard shows.
    if (role) requireRole(request.caller, role);
    if (paid) await request.server.entitlement.requirePlan(request.caller.organizationId);
  });
}

/**
 * Fastify's schema of an operation: only the parts it has (Fastify warns about a part that is
 * present but empty); multipart and form bodies are read by their handlers.
 */
export function fastifySchemaOf(operation: { params?: z.ZodType; query?: z.ZodType; body?: z.ZodType; bodyType?: string }) {
  const jsonBody = operation.body && (operation.bodyType ?? 'json') === 'json' ? operation.body : undefined;
  return {
    ...(operation.params && { params: operation.params }),
    ...(operation.query && { querystring: operation.query }),
    ...(jsonBody && { body: jsonBody }),
  };
}

/** `/faqs/{id}` → `/faqs/:id`. */
export const fastifyPath = (path: string) => path.replace(/\{(\w+)\}/g, ':$1');

/**
 * Registers the route of one operation of the contract: method and path, who may call it, and the
 * schemas its path parameters, query and JSON body are validated with, all from the contract, so
 * the handler gets typed, parsed input and no route can disagree with its documentation.
 */
export function operationRoute<const Id extends ProductOperationId>(
  app: FastifyInstance,
  operationId: Id,
  handler: (input: OperationInput<ProductOperationOf<Id>>) => unknown,
) {
  const operation: {
    method: string;
    path: string;
    auth: Auth;
    role?: 'owner';
    paid?: true;
    params?: z.ZodType;
    query?: z.ZodType;
    body?: z.ZodType;
    bodyType?: string;
  } = productOperation(operationId);
  app.withTypeProvider<ZodTypeProvider>().route({
    method: operation.method,
    url: fastifyPath(operation.path),
    schema: fastifySchemaOf(operation),
    validatorCompiler: zodValidator,
    config: { auth: operation.auth, ...(operation.role && { role: operation.role }), ...(operation.paid && { paid: true as const }), operationId },
    handler: (request: FastifyRequest, reply: FastifyReply) =>
      handler({
        params: request.params,
        query: request.query,
        body: request.body,
        caller: request.caller,
        request,
        reply,
      } as OperationInput<ProductOperationOf<Id>>),
  });
}
