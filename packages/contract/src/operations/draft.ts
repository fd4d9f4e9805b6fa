import type { z } from 'zod';
import { dataOf, IdParams } from '../schemas/responses';
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

/** An entry for one item of a collection: its own id and summary, and what it may add (the role it needs, a plan, a description). */
type ItemEntry<Id extends string> = { operationId: Id; summary: string } & Partial<Pick<Draft, 'role' | 'paid' | 'description'>>;

/** The parts every `{collection}/{id}` entry shares: the path, the id parameter and the client function named like the operation. */
function itemEntry<const E extends ItemEntry<string>>(collection: string, entry: E) {
  return { path: `${collection}/{id}`, params: IdParams, client: [entry.operationId] as const, ...entry };
}

/** `PUT {collection}/{id}`: replaces one item of a collection with the body and answers it (`{ data }`). */
export function updateById<const E extends ItemEntry<string> & { body: z.ZodType; item: z.ZodType }>(collection: string, { item, ...entry }: E) {
  return { method: 'PUT' as const, ...itemEntry(collection, entry), responses: ok(dataOf(item)) };
}

/** `DELETE {collection}/{id}`: removes one item of a collection, with no body in the answer. */
export function deleteById<const E extends ItemEntry<string>>(collection: string, entry: E) {
  return { method: 'DELETE' as const, ...itemEntry(collection, entry), responses: noContent };
}
