import { createRequire } from 'node:module';
import type { FastifyInstance } from 'fastify';
import { renderDocsPage } from './docs-page';
import { buildOpenApiDocument, type OpenApiDocument, type OperationStatus } from './document';
import { operationKey, type ApiOperation } from '@parley/contract';
import { ALL_OPERATIONS } from '@parley/contract';
import type { RecordedRoute } from './route-table';

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route as registered (HEAD left out): what the document and its tests check against. */
    apiRoutes: readonly RecordedRoute[];
  }
}

const clientVersion = (createRequire(import.meta.url)('@parley/api-client/package.json') as { version: string }).version;

/** What this server does for each operation, read from the routes Fastify registered. */
export function statusFrom(routes: readonly RecordedRoute[]): (operation: ApiOperation) => OperationStatus {
  const byKey = new Map(routes.map((route) => [operationKey(route.method, route.url), route]));
  return (operation) => {
    const route = byKey.get(operationKey(operation.method, operation.path));
    if (!route) return 'not-served';
    return route.notImplemented ? 'not-implemented' : 'implemented';
  };
}

export function documentFor(routes: readonly RecordedRoute[]): OpenApiDocument {
  return buildOpenApiDocument({ operations: ALL_OPERATIONS, statusOf: statusFrom(routes), version: clientVersion });
}

/** `GET /api/openapi.json` and `GET /api/docs` (a self-contained page, no outside assets). */
export function registerOpenApiRoutes(app: FastifyInstance, { routes }: { routes: readonly RecordedRoute[] }) {
  app.decorate('apiRoutes', routes);
  // Built on first request: by then every route (plugins included) is registered and recorded.
  let built: { json: string; html: string } | undefined;
  const pages = () => {
    if (!built) {
      const document = documentFor(routes);
      built = { json: JSON.stringify(document), html: renderDocsPage(document) };
    }
    return built;
  };

  // Plain routes on purpose: the document and its page describe the operations, they are not ones (http/contract-route.ts lists every such route).
  app.get('/api/openapi.json', async (_request, reply) =>
    reply.type('application/json; charset=utf-8').header('cache-control', 'no-cache').header('access-control-allow-origin', '*').send(pages().json),
  );
  app.get('/api/docs', async (_request, reply) =>
    reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      // The page carries its own styles and a small filter script; nothing else may load.
      .header(
        'content-security-policy',
        "default-src 'none'; style-src 'unsafe-inline'; script-src 'unsafe-inline'; img-src data:; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
      )
      .send(pages().html),
  );
}
