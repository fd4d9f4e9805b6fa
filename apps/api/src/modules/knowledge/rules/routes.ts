import type { Rule } from '@parley/contract';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../db/database';
import { operationRoute } from '../../../http/operation-route';
import { createRuleRepository, type RuleRow } from './rule-repository';

const toRuleDto = (row: RuleRow): Rule => ({ id: row.id, position: row.position, text: row.text, enabled: row.enabled });

export function registerRuleRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const store = createRuleRepository(db);

  operationRoute(app, 'listRules', async ({ caller }) => ({ data: (await store.list(caller.organizationId)).map(toRuleDto) }));

  operationRoute(app, 'createRule', async ({ caller: { organizationId }, body: { rule }, reply }) =>
    reply.code(201).send({ data: toRuleDto(await store.create(organizationId, rule)) }),
  );

  operationRoute(app, 'updateRule', async ({ caller: { organizationId }, params: { id }, body: { rule } }) => ({
    data: toRuleDto(await store.update(organizationId, id, rule)),
  }));

  operationRoute(app, 'deleteRule', async ({ caller: { organizationId }, params: { id }, reply }) => {
    await store.remove(organizationId, id);
    return reply.code(204).send();
  });

  /** The new order, as the full list of this organization's rule ids. */
  operationRoute(app, 'reorderRules', async ({ caller: { organizationId }, body: { ids } }) => ({
    data: (await store.reorder(organizationId, ids)).map(toRuleDto),
  }));
}
