import { FaqInputSchema, ListQuerySchema } from '@parley/api-client/schemas';
import type { FastifyInstance } from 'fastify';
import type { Authenticate } from '../../../auth/authenticate';
import type { Db } from '../../../db/database';
import { validate } from '../../../http/validate';
import { IdParamsSchema } from '../params';
import { createFaqStore } from './faq-store';

export function registerFaqRoutes(app: FastifyInstance, { db, authenticate }: { db: Db; authenticate: Authenticate }) {
  const store = createFaqStore(db);
  const base = '/api/v1/organizations/current/faqs';

  app.get(base, async (request) => {
    const { organizationId } = await authenticate(request);
    const query = validate(ListQuerySchema, request.query);
    return store.list(organizationId, { q: query.q, page: query.page, perPage: query.per_page });
  });
  app.post(base, async (request, reply) => {
    const { organizationId } = await authenticate(request);
    const { faq } = validate(FaqInputSchema, request.body);
    return reply.code(201).send({ data: await store.create(organizationId, faq) });
  });
  app.put(`${base}/:id`, async (request) => {
    const { organizationId } = await authenticate(request);
    const { id } = validate(IdParamsSchema, request.params);
    return { data: await store.update(organizationId, id, validate(FaqInputSchema, request.body).faq) };
  });
  app.delete(`${base}/:id`, async (request, reply) => {
    const { organizationId } = await authenticate(request);
    await store.remove(organizationId, validate(IdParamsSchema, request.params).id);
    return reply.code(204).send();
  });
}
