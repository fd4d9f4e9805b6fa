import { MAX_PROACTIVE_TRIGGERS, type ProactiveEvent, type ProactiveTrigger, type ProactiveTriggerRequestSchema } from '@parley/contract';
import { and, asc, count, eq, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/database';
import { agents, organizations } from '../../db/schema';
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
export function createProactiveRepository(db: Db) {
  const own = (organizationId: number, id: number) => and(eq(proactiveTriggers.organizationId, organizationId), eq(proactiveTriggers.id, id));
  const enabledRows = (organizationId: number) =>
    db
      .select()
      .from(proactiveTriggers)
      .where(and(eq(proactiveTriggers.organizationId, organizationId), eq(proactiveTriggers.enabled, true)))
      .$dynamic();
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

    /** The agent of a live or demo key, with its organization's website (for the page rule). */
    async agentByKey(apiKey: string) {
      const [row] = await db
        .select({ agent: agents, websiteUrl: organizations.websiteUrl })
        .from(agents)
        .innerJoin(organizations, eq(organizations.id, agents.organizationId))
        .where(or(eq(agents.liveKey, apiKey), eq(agents.demoKey, apiKey)));
      return row;
    },

    /** The enabled triggers, for the visitor's page. */
    enabled: (organizationId: number) => enabledRows(organizationId).orderBy(asc(proactiveTriggers.id)),

    hasEnabled: async (organizationId: number) => (await enabledRows(organizationId).limit(1)).length > 0,

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
