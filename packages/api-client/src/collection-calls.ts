import type { BodyOf, ClientOperationId, PathParamNames, ResponseOf } from '@parley/contract';
import type { ClientRoutes } from '@parley/contract';
import type { Call } from './http';
import { requestOf } from './operation-call';

/** The `data` of an operation's `{ data }` answer. */
type DataOf<Id extends ClientOperationId> = ResponseOf<Id> extends { data: infer D } ? D : never;
/** The item of a body that wraps it under `key` (`{ webhook: {...} }`); never where the body has no such key. */
type ItemOf<Id extends ClientOperationId, K extends string> = BodyOf<Id> extends { [P in K]: infer I } ? I : never;
/** Operations whose path ends in the item's `{id}` and has no other parameter. */
type ByIdOperation = { [Id in ClientOperationId]: PathParamNames<ClientRoutes[Id][1]> extends 'id' ? Id : never }[ClientOperationId];
/** Operations whose path has no parameter. */
type CollectionOperation = { [Id in ClientOperationId]: [PathParamNames<ClientRoutes[Id][1]>] extends [never] ? Id : never }[ClientOperationId];

export interface CollectionIds {
  list: CollectionOperation;
  create: CollectionOperation;
  update: ByIdOperation;
  delete: ByIdOperation;
}

/**
 * List, create, replace and delete of one collection whose items travel wrapped as `{ [key]: item }`,
 * each function named as its operation (the contract's `client` name for these four is the id).
 */
export type Collection<K extends string, Ids extends CollectionIds> = { [Id in Ids['list']]: () => Promise<DataOf<Id>> } & {
  [Id in Ids['create']]: (item: ItemOf<Id, K>) => Promise<DataOf<Id>>;
} & { [Id in Ids['update']]: (id: number, item: ItemOf<Id, K>) => Promise<DataOf<Id>> } & { [Id in Ids['delete']]: (id: number) => Promise<void> };

export type CollectionCalls = <const K extends string, const Ids extends CollectionIds>(key: K, ids: Ids) => Collection<K, Ids>;

/**
 * The four calls webhooks, agent tests and proactive messages share, written once: the ids name
 * the contract's operations, and the item and answer types are read from them, so a key the body
 * does not have types the item as `never` and no caller compiles.
 */
export function createCollectionCalls(call: Call): CollectionCalls {
  async function data(...request: ReturnType<typeof requestOf>): Promise<unknown> {
    return (await call<{ data: unknown }>(...request)).body.data;
  }
  function collection<const K extends string, const Ids extends CollectionIds>(key: K, ids: Ids): Collection<K, Ids>;
  function collection(key: string, ids: CollectionIds): Record<string, (...input: never[]) => Promise<unknown>> {
    return {
      [ids.list]: () => data(...requestOf(ids.list, {})),
      [ids.create]: (item: unknown) => data(...requestOf(ids.create, { json: { [key]: item } })),
      [ids.update]: (id: number, item: unknown) => data(...requestOf(ids.update, { params: { id }, json: { [key]: item } })),
      [ids.delete]: async (id: number) => {
        await call(...requestOf(ids.delete, { params: { id } }));
      },
    };
  }
  return collection;
}
