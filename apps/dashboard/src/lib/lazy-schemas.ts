import type * as Schemas from '@parley/api-client/schemas';
import { useEffect } from 'react';
import { preloadApi } from './api';
import { schemaErrors, type FieldErrors } from './forms';

type SchemaModule = typeof Schemas;
type SchemaName = { [K in keyof SchemaModule]: SchemaModule[K] extends { safeParse: unknown } ? K : never }[keyof SchemaModule];

let loading: Promise<SchemaModule> | null = null;

/**
 * The shared schemas (all of them, with zod), loaded once on first use. The sign-in, sign-up and
 * invitation pages render without them and load them when the person starts filling the form.
 */
export function loadSchemas(): Promise<SchemaModule> {
  loading ??= import('@parley/api-client/schemas').catch((error: unknown) => {
    loading = null; // a failed download is tried again on the next submit
    throw error;
  });
  return loading;
}

/** `schemaErrors` against a shared schema named here, loading the schemas first. */
export async function lazySchemaErrors(name: SchemaName, value: unknown): Promise<FieldErrors | null> {
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
