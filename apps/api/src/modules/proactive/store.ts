import { MAX_PROACTIVE_TRIGGERS, type ProactiveEvent, type ProactiveTrigger, type ProactiveTriggerRequestSchema } from '@parley/contract';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/database';
import { AppError } from '../../errors';
import { proactiveTriggers } from './schema';

type Row = typeof proactiveTriggers.$inferSelect;
type Input = z.output<typeof ProactiveTriggerRequestSchema>['trigger'];

export function toTriggerDto(row: Row): ProactiveTrigger {
  return {
    id: row.id,
    name: row.name,
    enabled: row.enabled,
    url_pattern: row.urlPattern,
    condition: row.condition,
    message: row.message,
    stats: { shown: row.shownCount, opened: row.openedCount, converted: row.convertedCount },
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

const columnsOf = (input: Input) => ({
  name: input.name,
  enabled: input.enabled,
  urlPattern: input.url_pattern,
  condition: input.condition,
  message: { default: input.message.default, translations: input.message.translations },
});

/** Each event's counter column: one UPDATE adds one. */
const COUNTERS = { shown: 'shownCount', opened: 'openedCount', converted: 'convertedCount' } as const;

/** The organization's triggers; every read and write is scoped to it, so another's id is a 404. */
export function createProactiveStore(db: Db) {
  const own = (organizationId: number, id: number) => and(eq(proactiveTriggers.organizationId, organizationId), eq(proactiveTriggers.id, id));
  return {
    list: (organizationId: number) =>
      db.select().from(proactiveTriggers).where(eq(proactiveTriggers.organizationId, organizationId)).orderBy(asc(proactiveTriggers.id)),

    async create(organizationId: number, input: Input) {
      const [{ total } = { total: 0 }] = await db
        .select({ total: count() })
        .from(proactiveTriggers)
        .where(eq(proactiveTriggers.organizationId, organizationId));
      if (total >= MAX_PROACTIVE_TRIGGERS) throw AppError.conflict(`An agent has at most ${MAX_PROACTIVE_TRIGGERS} proactive messages`);
      const [row] = await db
        .insert(proactiveTriggers)
        .values({ organizationId, ...columnsOf(input) })
        .returning();
      return row!;
    },

    async update(organizationId: number, id: number, input: Input) {
      const [row] = await db
        .update(proactiveTriggers)
        .set({ ...columnsOf(input), updatedAt: new Date() })
        .where(own(organizationId, id))
        .returning();
      if (!row) throw AppError.notFound('Proactive message not found');
      return row;
    },

    async remove(organizationId: number, id: number) {
      const [row] = await db.delete(proactiveTriggers).where(own(organizationId, id)).returning({ id: proactiveTriggers.id });
      if (!row) throw AppError.notFound('Proactive message not found');
    },

    /** The enabled triggers, for the visitor's page. */
    enabled: (organizationId: number) =>
      db
        .select()
        .from(proactiveTriggers)
        .where(and(eq(proactiveTriggers.organizationId, organizationId), eq(proactiveTriggers.enabled, true)))
        .orderBy(asc(proactiveTriggers.id)),

    async hasEnabled(organizationId: number) {
      const [row] = await db
        .select({ id: proactiveTriggers.id })
        .from(proactiveTriggers)
        .where(and(eq(proactiveTriggers.organizationId, organizationId), eq(proactiveTriggers.enabled, true)))
        .limit(1);
      return Boolean(row);
    },

    async count(organizationId: number, id: number, event: ProactiveEvent) {
      const column = COUNTERS[event];
      const [row] = await db
        .update(proactiveTriggers)
        .set({ [column]: sql`${proactiveTriggers[column]} + 1` })
        .where(own(organizationId, id))
        .returning({ id: proactiveTriggers.id });
      if (!row) throw AppError.notFound('Proactive message not found');
    },
  };
}
