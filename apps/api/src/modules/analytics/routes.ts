import type { Analytics, Topics } from '@parley/contract';
import { productOperation } from '@parley/contract';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database';
import { AppError } from '../../errors';
import { parseAnalyticsQuery, type AnalyticsWindow } from './period';
import { createAnalyticsRepository } from './repository';
import { buildAnalytics } from './service';
import type { TopicGrouper } from './topics/group-topics';
import { buildTopics } from './topics/topics-service';

/** Spec §7: `GET /api/v1/organizations/current/analytics` for the signed-in owner's organization. */
/** `topicGrouper`: groups the topics by meaning where a model is configured (see TopicGrouper); by shared words otherwise. */
export function registerAnalyticsRoutes(app: FastifyInstance, { db, topicGrouper }: { db: Db; topicGrouper?: TopicGrouper }) {
  const repo = createAnalyticsRepository(db);
  // Not operationRoute: a query the operation's schema refuses is answered 400 with a message saying
  // what to send (parseAnalyticsQuery, with the same schema), not the 422 of operation validation.
  // The topics take the same period query, refused the same way.
  registerPeriodRoute(app, 'getAnalytics', (organizationId, window) => buildAnalytics(repo, organizationId, window));
  registerPeriodRoute(app, 'getTopics', (organizationId, window) => buildTopics(db, organizationId, window, topicGrouper));
}

/** One GET over the analytics period query: method, path and `auth` come from the operation; the caller hook authenticates it. */
function registerPeriodRoute<T extends Analytics | Topics>(
  app: FastifyInstance,
  operationId: 'getAnalytics' | 'getTopics',
  build: (organizationId: number, window: AnalyticsWindow) => Promise<T>,
) {
  const operation = productOperation(operationId);
  app.route({
    method: operation.method,
    url: operation.path,
    config: { auth: operation.auth, operationId: operation.operationId },
    handler: async (request): Promise<{ data: T }> => {
      if (!request.caller) throw AppError.unauthorized();
      return { data: await build(request.caller.organizationId, parseAnalyticsQuery(request.query)) };
    },
  });
}
