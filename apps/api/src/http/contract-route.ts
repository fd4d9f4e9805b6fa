import { ALL_OPERATIONS, operationKey, type ApiOperation, type HttpMethod } from '@parley/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyRouteSchemaDef } from 'fastify/types/schema';
import type { z } from 'zod';
import type { Authenticate, Caller } from '../auth/authenticate';
import { AppError } from '../errors';
import { fastifyPath, fastifySchemaOf, zodValidator } from './operation-route';

/**
 * Routes outside the product's typed table (`operationRoute`): the widget runtime (`/chat`, `/session`,
 * `/call/web`, …) and the Voice API's owner routes. They too take method, path and schemas from the
 * operation the OpenAPI document shows, named by its method and path.
 *
 * Not registered from the contract, on purpose (they are not operations of the API): `/healthz`
 * (http/health.ts), the built apps' HTML, JS and static files (http/static-apps.ts), and
 * `/api/openapi.json` and `/api/docs`, the document itself (modules/openapi/routes.ts).
 */

/** The schemas a route is typed with; each must be the contract's very schema for that part. */
export interface ContractParts {
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
}
/** A part the route does not name is still validated with the contract's schema, only left untyped. */
type Parsed<S> = S extends z.ZodType ? z.output<S> : unknown;

export interface ContractInput<P extends ContractParts> {
  params: Parsed<P['params']>;
  query: Parsed<P['query']>;
  body: Parsed<P['body']>;
  request: FastifyRequest;
  reply: FastifyReply;
}
/** The Voice API's owner routes get the verified owner as well. */
export interface OwnerContractInput<P extends ContractParts> extends ContractInput<P> {
  caller: Caller;
}

export type OperationKey = `${HttpMethod} /${string}`;

const OPERATIONS = new Map(ALL_OPERATIONS.map((operation) => [operationKey(operation.method, operation.path), operation]));

/** The operation `GET /chat/{id}` of the contract; a key the contract lacks stops the server at start-up. */
export function contractOperation(key: OperationKey): ApiOperation {
  const [method, path] = key.split(' ') as [HttpMethod, string];
  const operation = OPERATIONS.get(operationKey(method, path));
  if (!operation) throw new Error(`${key} is not an operation of the contract (@parley/contract ALL_OPERATIONS)`);
  return operation;
}

/**
 * Vapi's status for a bad request is 400, naming every failing field
 * (`limit: Too big: expected number to be <=1000; createdAtGt: is not an ISO date`).
 */
export function voiceApiError(error: z.ZodError): AppError {
  const fields = error.issues.map((issue) => `${issue.path.length ? issue.path.join('.') : 'body'}: ${issue.message}`);
  return new AppError('bad_request', fields.join('; '));
}
const voiceApiValidator =
  ({ schema }: FastifyRouteSchemaDef<unknown>) =>
  (data: unknown) => {
    const result = (schema as z.ZodType).safeParse(data ?? {});
    return result.success ? { value: result.data } : { error: voiceApiError(result.error) };
  };

/**
 * Fastify's options for one operation: method, url, the operation's schemas with their validator
 * (422 naming the field; 400 naming all of them on the Voice API's owner operations), and its `auth`.
 * Throws at start-up when a schema the route is typed with is not the one the contract documents.
 */
export function contractRouteOptions(key: OperationKey, parts: ContractParts) {
  const operation = contractOperation(key);
  for (const part of ['params', 'query', 'body'] as const) {
    if (parts[part] && parts[part] !== operation[part]) throw new Error(`${key}: the route's ${part} schema is not the contract's`);
  }
  return {
    method: operation.method,
    url: fastifyPath(operation.path),
    schema: fastifySchemaOf(operation),
    validatorCompiler: operation.auth === 'voice' ? voiceApiValidator : zodValidator,
    config: { auth: operation.auth, operationId: operation.operationId },
  };
}

const inputOf = <P extends ContractParts>(request: FastifyRequest, reply: FastifyReply) =>
  ({ params: request.params, query: request.query, body: request.body, request, reply }) as ContractInput<P>;

/**
 * Registers a widget-runtime route from its operation (`POST /chat`): the handler gets the input
 * parsed with the contract's schemas and checks the caller itself (widget keys need the page origin,
 * which only the route knows). `config` adds route settings such as a rate limit.
 */
export function contractRoute<P extends ContractParts>(
  app: FastifyInstance,
  key: OperationKey,
  parts: P,
  handler: (input: ContractInput<P>) => unknown,
  { config }: { config?: Record<string, unknown> } = {},
) {
  const options = contractRouteOptions(key, parts);
  app.route({ ...options, config: { ...options.config, ...config }, handler: (request, reply) => handler(inputOf<P>(request, reply)) });
}

/** Registers the Voice API's owner routes: Vapi's private key is the owner's dashboard token. */
export interface OwnerContractRoutes {
  <P extends ContractParts>(key: OperationKey, parts: P, handler: (input: OwnerContractInput<P>) => Promise<unknown>, options?: { paid?: true }): void;
}

/**
 * The one place the Voice API checks the owner's token: before validation, so a request without it
 * gets 401 (and one without a plan 402 on a `paid` route) before its input is read; the handler then
 * gets the verified caller, and so the organization.
 */
export function ownerContractRoutes(app: FastifyInstance, authenticate: Authenticate): OwnerContractRoutes {
  return function register<P extends ContractParts>(
    key: OperationKey,
    parts: P,
    handler: (input: OwnerContractInput<P>) => Promise<unknown>,
    { paid }: { paid?: true } = {},
  ) {
    const options = contractRouteOptions(key, parts);
    if (options.config.auth !== 'voice') throw new Error(`${key}: an owner route's operation must say auth: 'voice'`);
    app.route({
      ...options,
      preValidation: async (request) => {
        const caller = await authenticate(request);
        if (paid) await app.entitlement.requirePlan(caller.organizationId);
        request.caller = caller;
      },
      handler: (request, reply) => {
        // Unreachable without a caller: the hook ran first or the request already ended with its error.
        if (!request.caller) throw AppError.unauthorized();
        return handler({ ...inputOf<P>(request, reply), caller: request.caller });
      },
    });
  };
}
