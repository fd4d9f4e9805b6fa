import { and, asc, eq, max } from 'drizzle-orm';
import type { Db } from '../../../db/database';
import { rules } from '../../../db/schema';
import { AppError } from '../../../errors';

const MAX_RULES = 100;
export type RuleRow = typeof rules.$inferSelect;

/** The organization's rules in order; the responder reads the enabled ones. */
export async function listRules(db: Db, organizationId: number) {
  return db.select().from(rules).where(eq(rules.organizationId, organizationId)).orderBy(asc(rules.position), asc(rules.id));
}

/** The rules of one organization, kept in the order its owner gives them. */
export function createRuleRepository(db: Db) {
  const scoped = (organizationId: number, id: number) => and(eq(rules.organizationId, organizationId), eq(rules.id, id));
  return {
    list: (organizationId: number) => listRules(db, organizationId),

    /** A new rule goes last. */
    async create(organizationId: number, rule: { text: string; enabled: boolean }) {
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
      return row!;
    },

    async update(organizationId: number, id: number, rule: { text?: string; enabled?: boolean }) {
      const [row] = await db.update(rules).set(rule).where(scoped(organizationId, id)).returning();
      if (!row) throw AppError.notFound('Rule not found');
      return row;
    },

    async remove(organizationId: number, id: number) {
      const [row] = await db.delete(rules).where(scoped(organizationId, id)).returning();
      if (!row) throw AppError.notFound('Rule not found');
    },

    /** `ids` must name every rule of the organization once; positions follow their order, all or none. */
    async reorder(organizationId: number, ids: number[]) {
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
      return listRules(db, organizationId);
    },
  };
}
