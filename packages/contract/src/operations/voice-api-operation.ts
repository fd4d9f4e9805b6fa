import { z } from 'zod';
import * as S from '../schemas';
import type { HttpMethod } from './operation';

/** One operation of the Vapi-compatible Voice API table (`VOICE_API_OPERATIONS`). */
export interface VoiceApiOperation {
  /** The `createVoiceApi` function, as a dotted path: `assistants.versions`. */
  client: string;
  method: HttpMethod;
  /** OpenAPI-style template: `/assistant/{id}`. */
  path: string;
  /** Tag in the document, one per resource group. */
  tag: string;
  /** What Parley's 501 message names: "<resource> is not available on Parley yet". */
  resource: string;
  summary: string;
  query?: z.ZodType;
  body?: z.ZodType;
  /** `multipart/form-data` bodies (file uploads); JSON otherwise. */
  multipart?: boolean;
  response: z.ZodType;
  /** Success status; 200 unless said. */
  status?: 200 | 201;
}

export type Schemas = { item: z.ZodType; create: z.ZodType; update: z.ZodType };

/** A resource's schemas for `crud`: most of Vapi's resources are updated with the same input they are created with. */
export function crudSchemas<I extends z.ZodType, C extends z.ZodType>(item: I, create: C): { item: I; create: C; update: C };
export function crudSchemas<I extends z.ZodType, C extends z.ZodType, U extends z.ZodType>(item: I, create: C, update: U): { item: I; create: C; update: U };
export function crudSchemas(item: z.ZodType, create: z.ZodType, update: z.ZodType = create): Schemas {
  return { item, create, update };
}

/**
 * The five operations of a stored resource: list, create, get, update (PATCH), delete. Their names,
 * paths and schemas keep their literal types, so the Voice API client's functions are typed from them.
 */
export function crud<const C extends string, const P extends string, T extends Schemas>(client: C, path: P, tag: string, resource: string, schemas: T) {
  const noun = resource.toLowerCase();
  const byId = `${path}/{id}` as const;
  return [
    { client: `${client}.list`, method: 'GET', path, tag, resource, summary: `List ${noun}s`, query: S.VoiceListQuerySchema, response: z.array(schemas.item) },
    { client: `${client}.create`, method: 'POST', path, tag, resource, summary: `Create a ${noun}`, body: schemas.create, response: schemas.item, status: 201 },
    { client: `${client}.get`, method: 'GET', path: byId, tag, resource, summary: `Get a ${noun}`, response: schemas.item },
    { client: `${client}.update`, method: 'PATCH', path: byId, tag, resource, summary: `Update a ${noun}`, body: schemas.update, response: schemas.item },
    { client: `${client}.delete`, method: 'DELETE', path: byId, tag, resource, summary: `Delete a ${noun}`, response: schemas.item },
  ] as const satisfies readonly VoiceApiOperation[];
}

export const page = S.voicePageOf;
