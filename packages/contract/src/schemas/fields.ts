import { z } from 'zod';

/* Fields several schemas share; not exported from the package, so the OpenAPI document inlines them where used. */

/** The way a visitor talked to the agent. */
export const Channel = z.enum(['chat', 'voice']);

/** How to reach the visitor who left a lead: whatever of it they gave. */
export const leadContact = { name: z.string().nullable(), email: z.string().nullable(), phone: z.string().nullable(), interest: z.string().nullable() };

/** Whole-number counts, one field per name, in the order named. */
export const counts = <const K extends string>(...names: K[]) => Object.fromEntries(names.map((name) => [name, z.number().int()])) as Record<K, z.ZodNumber>;
