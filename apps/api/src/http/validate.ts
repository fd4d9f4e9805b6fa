import type { z } from 'zod';
import { AppError } from '../errors';

/** Parses a request part with a shared schema; the first problem becomes a 422 naming the field. */
export function validate<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value ?? {});
  if (!result.success) throw AppError.fromZod(result.error);
  return result.data;
}
