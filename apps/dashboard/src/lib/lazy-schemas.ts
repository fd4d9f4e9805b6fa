import type * as Schemas from '@parley/api-client/schemas';
import { useEffect } from 'react';
import { preloadApi } from './api';
import { schemaErrors, type FieldErrors } from './forms';

/** The sign-in forms' schemas (each is the server's own, from the contract). */
type FormSchemas = Pick<typeof Schemas, 'LoginRequestSchema' | 'SignupRequestSchema' | 'InvitedSignupRequestSchema'>;

let loading: Promise<FormSchemas> | null = null;

/**
 * The sign-in forms' schemas (with zod), loaded once on first use: the sign-in, sign-up and
 * invitation pages render without them and load them when the person starts filling the form.
 */
export function loadSchemas(): Promise<FormSchemas> {
  // Named, so the bundler keeps what is used: the whole module would bring the contract's
  // operations table (re-exported by @parley/api-client/schemas), a server-side part.
  loading ??= import('@parley/api-client/schemas').then(
    ({ LoginRequestSchema, SignupRequestSchema, InvitedSignupRequestSchema }) => ({ LoginRequestSchema, SignupRequestSchema, InvitedSignupRequestSchema }),
    (error: unknown) => {
      loading = null; // a failed download is tried again on the next submit
      throw error;
    },
  );
  return loading;
}

/** `schemaErrors` against one of the forms' schemas, loading them first. */
export async function lazySchemaErrors(name: keyof FormSchemas, value: unknown): Promise<FieldErrors | null> {
  const schemas = await loadSchemas();
  return schemaErrors(schemas[name], value);
}

/**
 * Starts loading the schemas and the API client when the person first moves into the page (a
 * field, a link), so both are there by the time they submit.
 */
export function useSchemasOnFirstFocus(target: Pick<Window, 'addEventListener' | 'removeEventListener'> = window): void {
  useEffect(() => {
    const warm = () => void Promise.all([loadSchemas(), preloadApi()]).catch(() => {}); // the submit tries again
    target.addEventListener('focusin', warm, { once: true });
    return () => target.removeEventListener('focusin', warm);
  }, [target]);
}
