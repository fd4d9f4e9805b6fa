import type { VoiceBodyOf, VoiceClientName, VoiceOperationOf, VoiceQueryOf, VoiceResponseOf, VoiceRoutes } from '@parley/contract';
import { VOICE_ROUTES } from '@parley/contract/routes';
import type { VoiceListQuery } from '@parley/contract/schemas';
import type { VoiceHttp } from './http';

/** The parameters of a path, in the order they appear: `/org/{id}/member/{memberId}/leave` is `[id, memberId]`. */
type PathArgs<Path extends string> = Path extends `${string}{${string}}${infer Rest}` ? [string, ...PathArgs<Rest>] : [];

/** After the path parameters: the body where the operation takes one, else the query where it takes one, else nothing. */
type RestArgs<Name extends VoiceClientName> = [VoiceBodyOf<Name>] extends [never]
  ? [VoiceQueryOf<Name>] extends [never]
    ? []
    : [query?: VoiceQueryOf<Name>]
  : [body: VoiceBodyOf<Name>];

/** What it answers; a DELETE may answer 204 with no body, read as null. */
export type VoiceAnswerOf<Name extends VoiceClientName> = VoiceResponseOf<Name> | (VoiceRoutes[Name][0] extends 'DELETE' ? null : never);

/** A Voice API function, typed from its operation: path parameters in order, then its body or its query. */
export type VoiceFunction<Name extends VoiceClientName> = (...args: [...PathArgs<VoiceRoutes[Name][1]>, ...RestArgs<Name>]) => Promise<VoiceAnswerOf<Name>>;

/** The operations whose body is a multipart form (file uploads). */
type MultipartName = { [Name in VoiceClientName]: VoiceOperationOf<Name> extends { multipart: true } ? Name : never }[VoiceClientName];

/** list / create / get / update (PATCH) / delete of one stored resource. */
export interface Resource<T, C, U = C, Q = VoiceListQuery> {
  list(query?: Q): Promise<T[]>;
  create(body: C): Promise<T>;
  get(id: string): Promise<T>;
  update(id: string, body: U): Promise<T>;
  /** The deleted resource as the server last knew it (null when it answers 204). */
  delete(id: string): Promise<T | null>;
}

/** A resource that lives under a parent (tests and runs of a test suite): the parent id comes first. */
export interface NestedResource<T, C, U = C, Q = VoiceListQuery> {
  list(parentId: string, query?: Q): Promise<T[]>;
  create(parentId: string, body: C): Promise<T>;
  get(parentId: string, id: string): Promise<T>;
  update(parentId: string, id: string, body: U): Promise<T>;
  delete(parentId: string, id: string): Promise<T | null>;
}

/** The names `R` whose `R.list`, `R.create`, `R.get`, `R.update` and `R.delete` are all operations of the table. */
type CrudName = {
  [Name in VoiceClientName]: Name extends `${infer R}.list`
    ? [`${R}.${'create' | 'get' | 'update' | 'delete'}`] extends [VoiceClientName]
      ? R
      : never
    : never;
}[VoiceClientName];
type TopCrudName = Exclude<CrudName, `${string}.${string}`>;
type NestedCrudName = Extract<CrudName, `${string}.${string}`>;

type ResourceParts<R extends CrudName> = [VoiceResponseOf<`${R}.get`>, VoiceBodyOf<`${R}.create`>, VoiceBodyOf<`${R}.update`>, VoiceQueryOf<`${R}.list`>];
export type ResourceOf<R extends TopCrudName, P extends ResourceParts<R> = ResourceParts<R>> = Resource<P[0], P[1], P[2], P[3]>;
export type NestedResourceOf<R extends NestedCrudName, P extends ResourceParts<R> = ResourceParts<R>> = NestedResource<P[0], P[1], P[2], P[3]>;

/**
 * The Voice API client's one way to reach the server, as ts-rest's `initClient` does: a function's
 * dotted name (`assistants.versions`) names the method and path the contract gives it, and its
 * arguments and answer are typed from that operation's schemas, so a name the contract lacks, or a
 * body it does not take, does not compile (voice-api/client.test.ts holds the `@ts-expect-error`s).
 */
export function createVoiceFunctions(http: VoiceHttp) {
  // Widened once here so the run-time code can look a name up; every typed entry point below
  // accepts only the table's names.
  const routes: Readonly<Record<string, readonly [string, string]>> = VOICE_ROUTES;

  /** The run-time function behind a name: path parameters in order, then the query (GET, DELETE) or the JSON body. */
  function untyped(name: string) {
    const route = routes[name];
    if (!route) throw new Error(`The Voice API contract has no operation ${name}`);
    const [method, template] = route;
    const count = template.split('{').length - 1;
    return (...args: unknown[]) => {
      let index = 0;
      // Each value is one encoded path segment, so an id can never change the path.
      const path = template.replace(/\{[^}]+\}/g, () => encodeURIComponent(String(args[index++])));
      const last = args[count];
      if (last instanceof FormData) return http(method, path, { form: last });
      const takesQuery = method === 'GET' || method === 'DELETE';
      return http(method, path, takesQuery ? { query: typeof last === 'object' && last !== null ? last : undefined } : { json: last });
    };
  }

  function operation<Name extends VoiceClientName>(name: Name): VoiceFunction<Name>;
  function operation(name: string) {
    return untyped(name);
  }

  /** A multipart upload: the form as the operation's fields (`file`, `files`, `name`) built by the caller. */
  function multipart<Name extends MultipartName>(name: Name): (form: FormData) => Promise<VoiceAnswerOf<Name>>;
  function multipart(name: string) {
    return untyped(name);
  }

  /** A stored resource's five functions, each the operation `${name}.${function}`. */
  function crud(name: string): Record<'list' | 'create' | 'get' | 'update' | 'delete', (...args: never[]) => Promise<unknown>> {
    return {
      list: untyped(`${name}.list`),
      create: untyped(`${name}.create`),
      get: untyped(`${name}.get`),
      update: untyped(`${name}.update`),
      delete: untyped(`${name}.delete`),
    };
  }
  function resource<R extends TopCrudName>(name: R): ResourceOf<R>;
  function resource(name: string) {
    return crud(name);
  }
  function nested<R extends NestedCrudName>(name: R): NestedResourceOf<R>;
  function nested(name: string) {
    return crud(name);
  }

  return { operation, multipart, resource, nested };
}
