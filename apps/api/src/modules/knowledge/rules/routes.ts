import { RuleInputSchema, RuleOrderSchema, RuleUpdateSchema, type Rule } from '@parley/api-client/schemas';
import { and, asc, eq, max } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Authenticate } from '../../../auth/authenticate';
import type { Db } from '../../../db/database';
import { rules } from '../../../db/schema';
import { AppError } from '../../../errors';
import { validate } from '../../../http/validate';
import { IdParamsSchema } from '../params';

const MAX_RULES = 100;
const toRuleDto = (row: typeof rules.$inferSelect): Rule => ({ id: row.id, position: row.position, text: row.text, enabled: row.enabled });

/** The organization's rules in order; the responder reads the enabled ones. */
export async function listRules(db: Db, organizationId: number) {
  return db.select().from(rules).where(eq(rules.organizationId, organizationId)).orderBy(asc(rules.position), asc(rules.id));
}

export function registerRuleRoutes(app: FastifyInstance, { db, authenticate }: { db: Db; authenticate: Authenticate }) {
  const base = '/api/v1/organizations/current/rules';
  const scoped = (organizationId: number, id: number) => and(eq(rules.organizationId, organizationId), eq(rules.id, id));

  app.get(base, async (request) => ({ data: (await listRules(db, (await authenticate(request)).organizationId)).map(toRuleDto) }));

  app.post(base, async (request, reply) => {
    const { organizationId } = await authenticate(request);
    const { rule } = validate(RuleInputSchema, request.body);
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

  app.put(`${base}/:id`, async (request) => {
    const { organizationId } = await authenticate(request);
    const { id } = validate(IdParamsSchema, request.params);
    const { rule } = validate(RuleUpdateSchema, request.body);
    const [row] = await db.update(rules).set(rule).where(scoped(organizationId, id)).returning();
    if (!row) throw AppError.notFound('Rule not found');
    return { data: toRuleDto(row) };
  });

  app.delete(`${base}/:id`, async (request, reply) => {
    const { organizationId } = await authenticate(request);
    const [row] = await db
      .delete(rules)
      .where(scoped(organizationId, validate(IdParamsSchema, request.params).id))
      .returning();
    if (!row) throw AppError.notFound('Rule not found');
    return reply.code(204).send();
  });

  /** The new order, as the full list of this organization's rule ids. */
  app.put(`${base}/order`, async (request) => {
    const { organizationId } = await authenticate(request);
    const { ids } = validate(RuleOrderSchema, request.body);
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
