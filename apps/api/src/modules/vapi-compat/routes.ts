import { VOICE_API_OPERATIONS, type NotImplementedResponse } from '@parley/contract';
import type { FastifyInstance } from 'fastify';

/**
 * Voice API paths this module must never claim, even when they are not registered yet: the voice
 * module serves `POST /call/web`. (`POST /call`, `PATCH`/`DELETE /call/{id}`, which the voice
 * module does not serve, answer 501 like the rest of the catalogue, not a bare 404.)
 */
const RESERVED = [/^POST \/call\/web$/];
const isReserved = (method: string, path: string) => RESERVED.some((pattern) => pattern.test(`${method} ${path}`));

const fastifyPath = (path: string) => path.replace(/\{(\w+)\}/g, ':$1');

/**
 * Answers every Voice API endpoint of spec §7 that Parley does not implement with 501 and
 * `{ error: "not_implemented", message: "<resource> is not available on Parley yet" }`, so a
 * Vapi client gets a clear answer instead of a 404 or an HTML page.
 *
 * Registered as a plugin, last: it runs when the app loads, after every other module has added its
 * routes, and skips any method and path already taken (Fastify refuses duplicates at start).
 * Returns the routes it answered, filled in once the app is ready.
 */
export function registerVapiCompat(app: FastifyInstance): { stubbed: string[] } {
  const stubbed: string[] = [];
  // eslint-disable-next-line @typescript-eslint/require-await -- an async Fastify plugin is done when it returns; a sync one would have to call done()
  app.register(async (scope) => {
    for (const operation of VOICE_API_OPERATIONS) {
      const url = fastifyPath(operation.path);
      if (isReserved(operation.method, operation.path) || scope.hasRoute({ method: operation.method, url })) continue;
      const body: NotImplementedResponse = { error: 'not_implemented', message: `${operation.resource} is not available on Parley yet` };
      scope.route({
        method: operation.method,
        url,
        config: { notImplemented: true },
        handler: async (_request, reply) => reply.code(501).send(body),
      });
      stubbed.push(`${operation.method} ${url}`);
    }
  });
  return { stubbed };
}
