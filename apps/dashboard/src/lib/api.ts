import type { ApiClient } from '@parley/api-client';

type Method = (...args: unknown[]) => Promise<unknown>;
let client: Promise<ApiClient> | undefined;

/** Loads the client (ky and every endpoint) once; a page may start it early, before its first call. */
export function preloadApi(): Promise<ApiClient> {
  client ??= import('./api-client').then(
    (module) => module.createDashboardApi(),
    (error: unknown) => {
      // A failed download (offline, a new release) is tried again on the next call.
      client = undefined;
      throw error;
    },
  );
  return client;
}

/**
 * The dashboard's client (./api-client.ts), loaded on its first call: the sign-in pages paint
 * without it, and every endpoint returns a promise anyway. `api.login(body)` waits for the module,
 * then calls the real endpoint with the same arguments.
 */
export const api = new Proxy({} as ApiClient, {
  get(_target, name) {
    // Not an endpoint: `await api`, symbols and inspection find nothing, as on a plain object.
    if (typeof name !== 'string' || name === 'then') return undefined;
    return (...args: unknown[]) => preloadApi().then((loaded) => (loaded[name as keyof ApiClient] as Method)(...args));
  },
});
