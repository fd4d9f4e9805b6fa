import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../db/database';
import { operationRoute } from '../../../http/operation-route';
import { createFaqRepository } from './faq-repository';

export function registerFaqRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const store = createFaqRepository(db);
  operationRoute(app, 'listFaqs', ({ caller, query }) => store.list(caller.organizationId, { q: query.q, page: query.page, perPage: query.per_page }));
  operationRoute(app, 'createFaq', async ({ caller, body, reply }) => reply.code(201).send({ data: await store.create(caller.organizationId, body.faq) }));
  operationRoute(app, 'updateFaq', async ({ caller, params, body }) => ({ data: await store.update(caller.organizationId, params.id, body.faq) }));
  operationRoute(app, 'deleteFaq', async ({ caller, params, reply }) => {
    await store.remove(caller.organizationId, params.id);
    return reply.code(204).send();
  });
}
