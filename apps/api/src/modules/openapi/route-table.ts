import type { FastifyInstance } from 'fastify';

export interface RecordedRoute {
  method: string;
  /** Fastify's form, prefix included: `/chat/:id`. */
  url: string;
  /** Registered by the vapi-compat module: a 501 answer, not a real implementation. */
  notImplemented: boolean;
}

/**
 * Records every route as Fastify registers it (the `onRoute` hook), so the document can say which
 * operations this server really answers and tests can prove that no route goes undocumented.
 * Must be called before any route is registered. HEAD routes (added for each GET) are left out.
 */
export function recordRoutes(app: FastifyInstance): RecordedRoute[] {
  const routes: RecordedRoute[] = [];
  app.addHook('onRoute', (options) => {
    const config = (options.config ?? {}) as { notImplemented?: boolean };
    for (const method of [options.method].flat()) {
      if (method === 'HEAD') continue;
      routes.push({ method, url: options.url, notImplemented: config.notImplemented === true });
    }
  });
  return routes;
}
