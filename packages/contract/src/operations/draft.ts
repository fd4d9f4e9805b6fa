import type { z } from 'zod';
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
