import { randomBytes } from 'node:crypto';
import { MAX_TOOLS, type Tool, type ToolInputSchema } from '@parley/contract';
import { and, asc, count, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/database';
import { isUniqueViolation } from '../../db/db-errors';
import { agentTools } from '../../db/schema';
import { AppError } from '../../errors';

export type ToolRow = typeof agentTools.$inferSelect;
type ToolValues = z.output<typeof ToolInputSchema>;

const newSecret = () => `whsec_${randomBytes(24).toString('base64url')}`;

export const toToolDto = (row: ToolRow, { revealSecret = false } = {}): Tool => ({
  id: row.id,
  name: row.name,
  description: row.description,
  url: row.url,
  parameters: row.parameters,
  enabled: row.enabled,
  ...(revealSecret && { secret: row.secret }),
  secret_hint: `…${row.secret.slice(-4)}`,
  created_at: row.createdAt.toISOString(),
});

/** The organization's tools; every query is scoped to it. */
export function createToolRepository(db: Db) {
  const scoped = (organizationId: number, id: number) => and(eq(agentTools.organizationId, organizationId), eq(agentTools.id, id));
  const nameTaken = () => AppError.invalid('name', 'A tool with this name already exists');
  return {
    list: (organizationId: number) => db.select().from(agentTools).where(eq(agentTools.organizationId, organizationId)).orderBy(asc(agentTools.name)),
    enabled: (organizationId: number) =>
      db
        .select()
        .from(agentTools)
        .where(and(eq(agentTools.organizationId, organizationId), eq(agentTools.enabled, true)))
        .orderBy(asc(agentTools.name)),
    async find(organizationId: number, id: number) {
      const [row] = await db.select().from(agentTools).where(scoped(organizationId, id));
      if (!row) throw AppError.notFound('Tool not found');
      return row;
    },
    async create(organizationId: number, values: ToolValues) {
      const [{ value: existing } = { value: 0 }] = await db.select({ value: count() }).from(agentTools).where(eq(agentTools.organizationId, organizationId));
      if (existing >= MAX_TOOLS) throw AppError.invalid('name', `An agent can have at most ${MAX_TOOLS} tools`);
      try {
        const [row] = await db
          .insert(agentTools)
          .values({ organizationId, ...values, secret: newSecret() })
          .returning();
        return row!;
      } catch (error) {
        if (isUniqueViolation(error)) throw nameTaken();
        throw error;
      }
    },
    async update(organizationId: number, id: number, values: ToolValues) {
      try {
        const [row] = await db.update(agentTools).set(values).where(scoped(organizationId, id)).returning();
        if (!row) throw AppError.notFound('Tool not found');
        return row;
      } catch (error) {
        if (isUniqueViolation(error)) throw nameTaken();
        throw error;
      }
    },
    async rotateSecret(organizationId: number, id: number) {
      const [row] = await db.update(agentTools).set({ secret: newSecret() }).where(scoped(organizationId, id)).returning();
      if (!row) throw AppError.notFound('Tool not found');
      return row;
    },
    async remove(organizationId: number, id: number) {
      const [row] = await db.delete(agentTools).where(scoped(organizationId, id)).returning({ id: agentTools.id });
      if (!row) throw AppError.notFound('Tool not found');
    },
  };
}
