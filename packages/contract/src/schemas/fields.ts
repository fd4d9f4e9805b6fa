import { z } from 'zod';

/* Fields several schemas share; not exported from the package, so the OpenAPI document inlines them where used. */

/** The way a visitor talked to the agent. */
export const Channel = z.enum(['chat', 'voice']);

/** How to reach the visitor who left a lead: whatever of it they gave. */
export const leadContact = { name: z.string().nullable(), email: z.string().nullable(), phone: z.string().nullable(), interest: z.string().nullable() };

/**
 * A tool or a webhook as the dashboard sees it: its id and own fields, whether it is on, and the
 * secret Parley signs its calls with: whole only in the answer that creates it (or rotates a
 * tool's), otherwise just its last four characters.
 */
export const signedEndpoint = <S extends z.ZodRawShape>(fields: S) =>
  z.object({ id: z.number().int(), ...fields, enabled: z.boolean(), secret: z.string().optional(), secret_hint: z.string(), created_at: z.string() });

/** Text fields, one per name, in the order named. */
export const texts = <const K extends string>(...names: K[]) => Object.fromEntries(names.map((name) => [name, z.string()])) as Record<K, z.ZodString>;

/** Whole-number counts, one field per name, in the order named. */
export const counts = <const K extends string>(...names: K[]) => Object.fromEntries(names.map((name) => [name, z.number().int()])) as Record<K, z.ZodNumber>;
