import type { z } from 'zod';
import type { ApiOperation, HttpMethod } from './operation';
import type { ProductOperation } from './product';
import type { VoiceApiTable } from './voice-api';
import type { VoiceApiOperation } from './voice-api-operation';

/** An operation of the product API that a client function calls (it names its `client`). */
export type ClientOperation = Extract<ProductOperation, { client: readonly string[] }>;
export type ClientOperationId = ClientOperation['operationId'];
export type ClientOperationOf<Id extends ClientOperationId> = Extract<ClientOperation, { operationId: Id }>;

/**
 * What a client needs of each operation at run time: its method and path. The table itself is
 * written by the build from the operations (`@parley/contract/routes`), so a browser loads these
 * few strings and not the schemas, summaries and descriptions of the whole table.
 */
export type ClientRoutes = { readonly [Op in ClientOperation as Op['operationId']]: readonly [Op['method'], Op['path']] };

/** The run-time form of `ClientRoutes`: every operation that names a client function. */
export function clientRoutesOf(operations: readonly ApiOperation[]): Record<string, readonly [HttpMethod, string]> {
  return Object.fromEntries(operations.filter((op) => op.client?.length).map((op) => [op.operationId, [op.method, op.path] as const]));
}

/** `{id}` and `{token}` of `/a/{id}/b/{token}`. */
export type PathParamNames<Path extends string> = Path extends `${string}{${infer Name}}${infer Rest}` ? Name | PathParamNames<Rest> : never;

/** The answer's schemas of each success status an operation declares (200, 201, 202); none where it answers only 204. */
type SuccessSchema<Responses> = Responses[Extract<keyof Responses, 200 | 201 | 202>] extends infer R ? (R extends { schema?: infer S } ? S : never) : never;

/** What a successful call answers, as the contract's schema parses it; `null` where the answer has no body (204). */
export type ResponseOf<Id extends ClientOperationId> = SchemaOutput<
  NonNullable<SuccessSchema<ClientOperationOf<Id>['responses']>>,
  ClientOperationOf<Id>['responses']
>;
type SchemaOutput<S, Responses> = [S] extends [never] ? (Responses extends { 204: unknown } ? null : unknown) : S extends z.ZodType ? z.output<S> : unknown;

/** The body an operation accepts, as its schema reads it before parsing. */
export type BodyOf<Id extends ClientOperationId> = ClientOperationOf<Id> extends { body: infer B extends z.ZodType } ? z.input<B> : never;
/** The query an operation accepts, as its schema reads it before parsing. */
export type QueryOf<Id extends ClientOperationId> = ClientOperationOf<Id> extends { query: infer Q extends z.ZodType } ? z.input<Q> : never;

// The Voice API client, by its dotted function name (`assistants.versions`): each entry of
// `VOICE_API_OPERATIONS` names it, and its literal types (`VoiceApiTable`) give the call's shape.
type VoiceOperation = VoiceApiTable[number];
export type VoiceClientName = VoiceOperation['client'];
export type VoiceOperationOf<Name extends VoiceClientName> = Extract<VoiceOperation, { client: Name }>;
/** Method and path of each Voice API function: written by the build like `ClientRoutes` (`VOICE_ROUTES`). */
export type VoiceRoutes = { readonly [Op in VoiceOperation as Op['client']]: readonly [Op['method'], Op['path']] };
/** What the function answers, as the operation's schema parses it. */
export type VoiceResponseOf<Name extends VoiceClientName> = z.output<VoiceOperationOf<Name>['response']>;
/** The body it sends, as the operation's schema reads it before parsing; never where it sends none. */
export type VoiceBodyOf<Name extends VoiceClientName> = VoiceOperationOf<Name> extends { body: infer B extends z.ZodType } ? z.input<B> : never;
/** The query it takes; never where it takes none. */
export type VoiceQueryOf<Name extends VoiceClientName> = VoiceOperationOf<Name> extends { query: infer Q extends z.ZodType } ? z.input<Q> : never;

/** The run-time form of `VoiceRoutes`. */
export function voiceRoutesOf(operations: readonly VoiceApiOperation[]): Record<string, readonly [HttpMethod, string]> {
  return Object.fromEntries(operations.map((op) => [op.client, [op.method, op.path] as const]));
}
