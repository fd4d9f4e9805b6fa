import type { BodyOf, ClientOperationId, ClientOperationOf, ClientRoutes, PathParamNames, QueryOf, ResponseOf } from '@parley/contract';
import { ROUTES } from '@parley/contract/routes';
import type { Options } from 'ky';
import type { Call } from './http';

type PathOf<Id extends ClientOperationId> = ClientRoutes[Id][1];

/** `{ params: { id } }` where the path has `{id}`; nothing where it has none. */
type ParamsInput<Id extends ClientOperationId> = [PathParamNames<PathOf<Id>>] extends [never]
  ? { params?: never }
  : { params: Record<PathParamNames<PathOf<Id>>, string | number> };

/** The body the operation accepts: JSON as its schema reads it, or a FormData for a multipart one; none where it takes none. */
type BodyInput<Id extends ClientOperationId> = [BodyOf<Id>] extends [never]
  ? { json?: never; form?: never }
  : ClientOperationOf<Id> extends { bodyType: 'multipart' | 'form' }
    ? { form: FormData; json?: never }
    : { json: BodyOf<Id>; form?: never };

type QueryInput<Id extends ClientOperationId> = [QueryOf<Id>] extends [never] ? { query?: never } : { query?: QueryOf<Id> };

/** How long to wait, or when to give up: a download of everything waits as long as it takes. */
type CallOptions = Pick<Options, 'timeout' | 'signal'>;

/** What a call of that operation takes: path parameters, query and body, each only where the contract has it. */
export type OperationInput<Id extends ClientOperationId> = ParamsInput<Id> & BodyInput<Id> & QueryInput<Id> & { options?: CallOptions };

/** The input is optional only where the operation needs none of it. */
type InputArgs<Id extends ClientOperationId> = object extends OperationInput<Id> ? [input?: OperationInput<Id>] : [input: OperationInput<Id>];

/** One operation of the contract, by id: its method and path from the contract, its input and answer typed from its schemas. */
export type SendOperation = <Id extends ClientOperationId>(id: Id, ...input: InputArgs<Id>) => Promise<{ body: ResponseOf<Id>; response: Response }>;

/** A call's input as the run-time code reads it; the typed signatures above check it at each call. */
export interface LooseInput {
  params?: Record<string, string | number>;
  query?: object;
  json?: unknown;
  form?: FormData;
  options?: CallOptions;
}

/** `/a/{id}` with `{ id: 7 }` is `/a/7`; each value is encoded as one path segment. */
function fillPath(template: string, params: Record<string, string | number> = {}): string {
  return template.replace(/\{([^}]+)\}/g, (_, name: string) => encodeURIComponent(String(params[name])));
}

/** A query as search parameters, empty ones left out. */
function searchParamsOf(query: object): Record<string, string | number | boolean> {
  const entries = Object.entries(query).filter(([, value]) => value !== undefined && value !== null && value !== '');
  return Object.fromEntries(entries.map(([key, value]) => [key, typeof value === 'number' || typeof value === 'boolean' ? value : String(value)]));
}

/**
 * The client's one way to reach the API, as ts-rest's `initClient` does: an operation id names the
 * method and path the contract gives it, so a path the contract lacks, or a body it does not take,
 * does not compile.
 */
export function createSend(call: Call): SendOperation {
  function send<Id extends ClientOperationId>(id: Id, ...input: InputArgs<Id>): Promise<{ body: ResponseOf<Id>; response: Response }>;
  function send(id: ClientOperationId, input: LooseInput = {}) {
    return call(...requestOf(id, input));
  }
  return send;
}

/** The same operation asked for CSV (`format=csv` in its query): the answer is the text itself. */
export type SendCsv = <Id extends ClientOperationId>(id: Id, ...input: InputArgs<Id>) => Promise<string>;

export function createSendCsv(call: Call): SendCsv {
  function sendCsv<Id extends ClientOperationId>(id: Id, ...input: InputArgs<Id>): Promise<string>;
  async function sendCsv(id: ClientOperationId, input: LooseInput = {}) {
    const [method, path, init] = requestOf(id, input);
    const { body } = await call<unknown>(method, path, { ...init, headers: { Accept: 'text/csv' } });
    // The body reader parses what looks like JSON; a CSV never does, an empty one reads as null.
    return typeof body === 'string' ? body : '';
  }
  return sendCsv;
}

/** Method, filled path and request options of one call. */
export function requestOf(id: ClientOperationId, input: LooseInput): [string, string, Options] {
  const [method, template] = ROUTES[id];
  const init: Options = { ...input.options };
  if (input.json !== undefined) init.json = input.json;
  if (input.form) init.body = input.form;
  if (input.query) init.searchParams = searchParamsOf(input.query);
  return [method, fillPath(template, input.params), init];
}
