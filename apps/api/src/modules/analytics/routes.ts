import type { Analytics } from '@parley/api-client/schemas';
import type { FastifyInstance } from 'fastify';
import type { Authenticate } from '../../auth/authenticate';
import type { Db } from '../../db/database';
import { parseAnalyticsQuery } from './period';
import { createAnalyticsRepository } from './repository';
import { buildAnalytics } from './service';

/** Spec §7: `GET /api/v1/organizations/current/analytics` for the signed-in owner's organization. */
export function registerAnalyticsRoutes(app: FastifyInstance, { db, authenticate }: { db: Db; authenticate: Authenticate }) {
  const repo = createAnalyticsRepository(db);
  app.get('/api/v1/organizations/current/analytics', async (request): Promise<{ data: Analytics }> => {
    const { organizationId } = await authenticate(request);
    const window = parseAnalyticsQuery(request.query);
    return { data: await buildAnalytics(repo, organizationId, window) };
  });
}
