import { z } from 'zod';
import { ListQuerySchema } from '../schemas/knowledge';
import { dataOf, IdParams, pagedOf } from '../schemas/responses';
import type { ApiOperation, Audience, Auth, ResponseSpec } from './operation';

// The answers keep their schema's own type, so a client built from the table knows what each call returns.
export const ok = <S extends z.ZodType | undefined = undefined>(schema?: S, description = 'OK') => ({ 200: { description, schema } });
export const created = <S extends z.ZodType>(schema: S, description = 'Created') => ({ 201: { description, schema } });
export const noContent = { 204: { description: 'Done; no body' } } satisfies Record<number, ResponseSpec>;

export const ORG = '/api/v1/organizations/current';

export type Draft = Omit<ApiOperation, 'tag' | 'auth' | 'audience'> & Partial<Pick<ApiOperation, 'auth' | 'audience'>>;

/** A draft as the table holds it: its own literal types kept (so routes get typed inputs), with the defaults filled in. */
export type Grouped<D extends Draft> = D & {
  tag: string;
  auth: D extends { auth: infer A extends Auth } ? A : 'session';
  audience: D extends { audience: infer U extends Audience } ? U : 'dashboard';
};

/**
 * Dashboard operations default to the signed-in person's token and the dashboard as caller. The
 * `const` type parameter keeps each operation's literal id, method and schemas in the type.
 */
export function group<const D extends readonly Draft[]>(tag: string, drafts: D): { readonly [K in keyof D]: Grouped<D[K]> };
// `map` over a tuple gives an array, not the tuple's element-wise type, so the typed signature above
// is an overload of this one, which the compiler checks against each draft as an operation.
export function group(tag: string, drafts: readonly Draft[]): readonly ApiOperation[] {
  return drafts.map((draft): ApiOperation => ({ auth: 'session', audience: 'dashboard', ...draft, tag }));
}

/** An entry of a collection or of one of its items: its own id and summary, and what it may add (the role it needs, a plan, a description). */
type Entry<Id extends string> = { operationId: Id; summary: string } & Partial<Pick<Draft, 'role' | 'paid' | 'description'>>;

/** The parts every entry of a collection shares: its path and the client function named like the operation. */
function entryAt<const P extends string, const E extends Entry<string>>(path: P, entry: E) {
  return { path, client: [entry.operationId] as const, ...entry };
}

/** `GET {collection}`: all of its items (`{ data: [...] }`). */
export function listAll<const C extends string, I extends z.ZodType, const E extends Entry<string>>(collection: C, { item, ...entry }: E & { item: I }) {
  return { method: 'GET' as const, ...entryAt(collection, entry), responses: ok(dataOf(z.array(item))) };
}

/** `GET {collection}` with the list query: a searchable page of its items (`{ data, meta }`). */
export function listPaged<const C extends string, I extends z.ZodType, const E extends Entry<string>>(collection: C, { item, ...entry }: E & { item: I }) {
  return { method: 'GET' as const, ...entryAt(collection, entry), query: ListQuerySchema, responses: ok(pagedOf(item)) };
}

/** `POST {collection}`: adds an item from the body and answers it (`{ data }`). */
export function createIn<const C extends string, I extends z.ZodType, const E extends Entry<string> & { body: z.ZodType }>(
  collection: C,
  { item, ...entry }: E & { item: I },
) {
  return { method: 'POST' as const, ...entryAt(collection, entry), responses: created(dataOf(item)) };
}

/** The parts every `{collection}/{id}` entry shares: the path with the id parameter. */
function itemEntry<const C extends string, const E extends Entry<string>>(collection: C, entry: E) {
  return { ...entryAt(`${collection}/{id}` as const, entry), params: IdParams };
}

/** `GET {collection}/{id}`: one item of a collection (`{ data }`). */
export function getById<const C extends string, I extends z.ZodType, const E extends Entry<string>>(collection: C, { item, ...entry }: E & { item: I }) {
  return { method: 'GET' as const, ...itemEntry(collection, entry), responses: ok(dataOf(item)) };
}

/** `PUT {collection}/{id}`: replaces one item of a collection with the body and answers it (`{ data }`). */
export function updateById<const C extends string, I extends z.ZodType, const E extends Entry<string> & { body: z.ZodType }>(
  collection: C,
  { item, ...entry }: E & { item: I },
) {
  return { method: 'PUT' as const, ...itemEntry(collection, entry), responses: ok(dataOf(item)) };
}

/** `DELETE {collection}/{id}`: removes one item of a collection, with no body in the answer. */
export function deleteById<const C extends string, const E extends Entry<string>>(collection: C, entry: E) {
  return { method: 'DELETE' as const, ...itemEntry(collection, entry), responses: noContent };
}
