import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { createTokenService } from './auth/tokens';
import type { Database } from './db/database';
import type { Env } from './env';
import { registerErrorHandler } from './http/error-handler';
import { registerLocales, registerStaticApps } from './http/static-apps';
import { createAccountsRepository } from './modules/accounts/repository';
import { registerAccountRoutes } from './modules/accounts/routes';
import { createAccountsService } from './modules/accounts/service';

export interface BuildAppOptions {
  env: Pick<Env, 'JWT_SECRET' | 'NODE_ENV'>;
  database: Database;
  logger?: FastifyServerOptions['logger'];
  serveApps?: boolean;
  report?: (error: unknown) => void;
}

export async function buildApp({ env, database, logger = false, serveApps = false, report = () => {} }: BuildAppOptions) {
  const app = Fastify({ logger, bodyLimit: 1024 * 1024, return503OnClosing: true, trustProxy: true });
  registerErrorHandler(app, report);

  await app.register(rateLimit, { max: 600, timeWindow: '1 minute', keyGenerator: (r) => r.ip ?? 'inject' });
  app.addHook('onSend', async (_request, reply) => {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    reply.header('access-control-expose-headers', 'Authorization');
  });

  const repo = createAccountsRepository(database.db);
  registerAccountRoutes(app, {
    accounts: createAccountsService(repo),
    tokens: createTokenService(env.JWT_SECRET),
    isRevoked: repo.isRevoked,
  });

  app.get('/healthz', async () => ({ status: 'ok' as const, database: database.kind }));
  registerLocales(app);
  if (serveApps) registerStaticApps(app);
  else app.setNotFoundHandler((_request, reply) => reply.code(404).send({ error: 'Not found' }));
  return app;
}
