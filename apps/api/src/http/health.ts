import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';
import type { SharedState } from '../shared-state';

/** Past this, a database that has not answered `select 1` counts as away. */
const PING_TIMEOUT_MS = 1_000;

function within<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => (timer = setTimeout(() => reject(new Error('timed out')), ms)));
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

export const REDIS_DOWN_WARNING = 'Redis is unavailable: limits and lockouts count per process until it returns';

/**
 * `GET /healthz`: 200 while the database answers, 503 while it does not, so a load balancer takes
 * the process out of rotation and puts it back once the pool has reconnected by itself. Redis being
 * away does not take the process out (it serves on, with per-process limits): it is a warning.
 */
export function registerHealthRoute(app: FastifyInstance, database: Pick<Database, 'kind' | 'ping'>, shared: Pick<SharedState, 'status'>) {
  app.get('/healthz', async (_request, reply) => {
    const reachable = await within(database.ping(), PING_TIMEOUT_MS).then(
      () => true,
      () => false,
    );
    const redis = shared.status();
    const warnings = redis === 'unavailable' ? { warnings: [REDIS_DOWN_WARNING] } : {};
    if (reachable) return { status: 'ok' as const, database: database.kind, redis, ...warnings };
    return reply
      .code(503)
      .header('retry-after', '5')
      .send({ error: 'The database cannot be reached', status: 'unavailable', database: database.kind, redis, ...warnings });
  });
}
