import type { Rule } from '@parley/api-client/schemas';
import { and, asc, eq, max } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../db/database';
import { rules } from '../../../db/schema';
import { AppError } from '../../../errors';
import { operationRoute } from '../../../http/operation-route';

const MAX_RULES = 100;
const toRuleDto = (row: typeof rules.$inferSelect): Rule => ({ id: row.id, position: row.position, text: row.text, enabled: row.enabled });

/** The organization's rules in order; the responder reads the enabled ones. */
export async function listRules(db: Db, organizationId: number) {
  return db.select().from(rules).where(eq(rules.organizationId, organizationId)).orderBy(asc(rules.position), asc(rules.id));
}

export function registerRuleRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const scoped = (organizationId: number, id: number) => and(eq(rules.organizationId, organizationId), eq(rules.id, id));

  operationRoute(app, 'listRules', async ({ caller }) => ({ data: (await listRules(db, caller.organizationId)).map(toRuleDto) }));

  operationRoute(app, 'createRule', async ({ caller: { organizationId }, body: { rule }, reply }) => {
    const existing = await listRules(db, organizationId);
    if (existing.length >= MAX_RULES) throw AppError.conflict(`An agent can have at most ${MAX_RULES} rules`);
    const [{ last } = { last: 0 }] = await db
      .select({ last: max(rules.position) })
      .from(rules)
      .where(eq(rules.organizationId, organizationId));
    const [row] = await db
      .insert(rules)
      .values({ organizationId, text: rule.text, enabled: rule.enabled, position: (last ?? 0) + 1 })
      .returning();
    return reply.code(201).send({ data: toRuleDto(row!) });
  });

  operationRoute(app, 'updateRule', async ({ caller: { organizationId }, params: { id }, body: { rule } }) => {
    const [row] = await db.update(rules).set(rule).where(scoped(organizationId, id)).returning();
    if (!row) throw AppError.notFound('Rule not found');
    return { data: toRuleDto(row) };
  });

  operationRoute(app, 'deleteRule', async ({ caller: { organizationId }, params: { id }, reply }) => {
    const [row] = await db.delete(rules).where(scoped(organizationId, id)).returning();
    if (!row) throw AppError.notFound('Rule not found');
    return reply.code(204).send();
  });

  /** The new order, as the full list of this organization's rule ids. */
  operationRoute(app, 'reorderRules', async ({ caller: { organizationId }, body: { ids } }) => {
    const existing = await listRules(db, organizationId);
    const known = new Set(existing.map((r) => r.id));
    if (ids.length !== known.size || !ids.every((id) => known.has(id)) || new Set(ids).size !== ids.length) {
      throw AppError.invalid('ids', 'List every rule of this agent exactly once');
    }
    await db.transaction(async (tx) => {
      for (const [position, id] of ids.entries())
        await tx
          .update(rules)
          .set({ position: position + 1 })
          .where(scoped(organizationId, id));
    });
    return { data: (await listRules(db, organizationId)).map(toRuleDto) };
  });
}
