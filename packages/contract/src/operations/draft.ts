import { z } from 'zod';
import { ListQuerySchema } from '../schemas/knowledge';
import { dataOf, IdParams, pagedOf } from '../schemas/responses';
import type { ApiOperation, Audience, Auth, ResponseSpec } from './operation';

export const ok = (schema?: z.ZodType, description = 'OK'): Record<number, ResponseSpec> => ({ 200: { description, schema } });
export const created = (schema: z.ZodType, description = 'Created'): Record<number, ResponseSpec> => ({ 201: { description, schema } });
export const noContent: Record<number, ResponseSpec> = { 204: { description: 'Done; no body' } };

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
export function group<const D extends readonly Draft[]>(tag: string, drafts: D): { readonly [K in keyof D]: Grouped<D[K]> } {
  return drafts.map((draft) => ({ auth: 'session', audience: 'dashboard', ...draft, tag })) as unknown as { readonly [K in keyof D]: Grouped<D[K]> };
}

/** An entry of a collection or of one of its items: its own id and summary, and what it may add (the role it needs, a plan, a description). */
type Entry<Id extends string> = { operationId: Id; summary: string } & Partial<Pick<Draft, 'role' | 'paid' | 'description'>>;

/** The parts every entry of a collection shares: its path and the client function named like the operation. */
function entryAt<const E extends Entry<string>>(path: string, entry: E) {
  return { path, client: [entry.operationId] as const, ...entry };
}

/** `GET {collection}`: all of its items (`{ data: [...] }`). */
export function listAll<const E extends Entry<string> & { item: z.ZodType }>(collection: string, { item, ...entry }: E) {
  return { method: 'GET' as const, ...entryAt(collection, entry), responses: ok(dataOf(z.array(item))) };
}

/** `GET {collection}` with the list query: a searchable page of its items (`{ data, meta }`). */
export function listPaged<const E extends Entry<string> & { item: z.ZodType }>(collection: string, { item, ...entry }: E) {
  return { method: 'GET' as const, ...entryAt(collection, entry), query: ListQuerySchema, responses: ok(pagedOf(item)) };
}

/** `POST {collection}`: adds an item from the body and answers it (`{ data }`). */
export function createIn<const E extends Entry<string> & { body: z.ZodType; item: z.ZodType }>(collection: string, { item, ...entry }: E) {
  return { method: 'POST' as const, ...entryAt(collection, entry), responses: created(dataOf(item)) };
}

/** The parts every `{collection}/{id}` entry shares: the path with the id parameter. */
function itemEntry<const E extends Entry<string>>(collection: string, entry: E) {
  return { ...entryAt(`${collection}/{id}`, entry), params: IdParams };
}

/** `GET {collection}/{id}`: one item of a collection (`{ data }`). */
export function getById<const E extends Entry<string> & { item: z.ZodType }>(collection: string, { item, ...entry }: E) {
  return { method: 'GET' as const, ...itemEntry(collection, entry), responses: ok(dataOf(item)) };
}

/** `PUT {collection}/{id}`: replaces one item of a collection with the body and answers it (`{ data }`). */
export function updateById<const E extends Entry<string> & { body: z.ZodType; item: z.ZodType }>(collection: string, { item, ...entry }: E) {
  return { method: 'PUT' as const, ...itemEntry(collection, entry), responses: ok(dataOf(item)) };
}

/** `DELETE {collection}/{id}`: removes one item of a collection, with no body in the answer. */
export function deleteById<const E extends Entry<string>>(collection: string, entry: E) {
  return { method: 'DELETE' as const, ...itemEntry(collection, entry), responses: noContent };
}
