import { z } from 'zod';
import { texts } from './fields';

/** Building blocks of the Voice API schemas (not exported from the package). */
export const Json = z.record(z.string(), z.unknown());
/** A provider-specific configuration block (model, voice, transcriber …). */
export const ProviderConfigSchema = z.looseObject({ provider: z.string().optional() });

/** Fields every stored Voice API resource carries. */
export const stored = {
  id: z.string(),
  orgId: z.string().optional(),
  createdAt: z.string().optional(),
  updatedAt: z.string().optional(),
};
/** Those fields as a mask: a body that creates or updates a resource leaves them to the server. */
export const SERVER_SET = { id: true, orgId: true, createdAt: true, updatedAt: true } as const;

/** These fields, each of which a record may leave out. */
export const optionalFields = <S extends z.core.$ZodLooseShape>(fields: S) => z.object(fields).partial().shape;
/** Text fields a record may leave out, one per name, in the order named. */
export const optionalTexts = <const K extends string>(...names: K[]) => optionalFields(texts(...names));
/** A stored resource of Vapi's: the stored fields, then the ones clients rely on, any of which it may leave out. */
export const storedRecord = <S extends z.core.$ZodLooseShape>(fields: S) => z.looseObject({ ...stored, ...optionalFields(fields) });

/** Who answers a call or a number, by id: an assistant, a squad or a workflow (null for none). */
export const answeredBy = { assistantId: z.string().nullable(), squadId: z.string().nullable(), workflowId: z.string().nullable() };

const BOUNDS = ['Gt', 'Lt', 'Ge', 'Le'] as const;
/** List filters on timestamps, each field with its four bounds in turn: `createdAtGt`, `createdAtLt`, `createdAtGe`, `createdAtLe`, … */
export const rangeBounds = <const F extends string>(...fields: F[]) =>
  Object.fromEntries(fields.flatMap((field) => BOUNDS.map((bound) => [`${field}${bound}`, z.string().optional()]))) as Record<
    `${F}${(typeof BOUNDS)[number]}`,
    z.ZodOptional<z.ZodString>
  >;
