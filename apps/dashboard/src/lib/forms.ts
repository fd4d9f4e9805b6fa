import { ApiError } from '@parley/api-client';
import { useState, type FormEvent } from 'react';
import type { z } from 'zod';

export type FieldErrors = Record<string, string>;

/** Field errors from a shared schema, keyed by path (`user.email`), like the server's 422s. */
export function schemaErrors(schema: z.ZodType, value: unknown): FieldErrors | null {
  const result = schema.safeParse(value);
  if (result.success) return null;
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) errors[issue.path.join('.') || 'form'] ??= issue.message;
  return errors;
}

/** A server 422 "user.email: …" lands next to the field it names; anything else at the top. */
export function serverErrors(error: unknown): FieldErrors {
  const message = error instanceof Error ? error.message : String(error);
  const match = error instanceof ApiError && error.status === 422 ? /^([\w.]+): (.+)$/.exec(message) : null;
  return match ? { [match[1]!]: match[2]! } : { form: message };
}

/** Submit handling for a form: validate first, send, show what went wrong, never lose input. */
export function useSubmit(run: () => Promise<void>, validate: () => FieldErrors | null | Promise<FieldErrors | null>) {
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    // A validation may first load its schema (the sign-in pages load zod only when it is needed).
    const invalid = await validate();
    if (invalid) return setErrors(invalid);
    setErrors({});
    setBusy(true);
    try {
      await run();
    } catch (error) {
      setErrors(serverErrors(error));
    } finally {
      setBusy(false);
    }
  };
  return { errors, busy, onSubmit };
}
