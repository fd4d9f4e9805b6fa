import { eq, or } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { agents, organizations } from '../../db/schema';
import { AppError } from '../../errors';

type AgentRow = typeof agents.$inferSelect;

/** An agent with its organization's website (the widget's look and its allowed pages are read from both). */
export interface AgentWithSite {
  agent: AgentRow;
  websiteUrl: string | null;
}

/** The columns the widget settings change; the persona's other columns stay as they are. */
export interface WidgetSettingsValues {
  branding: Record<string, string>;
  greeting: AgentRow['greeting'];
  allowedDomains: AgentRow['allowedDomains'];
}

/** The widget's settings as stored on the organization's agent, and the agent a public key names. */
export function createWidgetSettingsRepository(db: Db) {
  const withSite = () =>
    db.select({ agent: agents, websiteUrl: organizations.websiteUrl }).from(agents).innerJoin(organizations, eq(organizations.id, agents.organizationId));

  return {
    async find(organizationId: number): Promise<AgentWithSite> {
      const [row] = await withSite().where(eq(agents.organizationId, organizationId));
      if (!row) throw AppError.notFound('Agent not found');
      return row;
    },

    async save(organizationId: number, values: WidgetSettingsValues): Promise<void> {
      await db.update(agents).set(values).where(eq(agents.organizationId, organizationId));
    },

    /** The agent whose live or demo key this is, or undefined. */
    async findByKey(apiKey: string): Promise<AgentWithSite | undefined> {
      const [row] = await withSite().where(or(eq(agents.liveKey, apiKey), eq(agents.demoKey, apiKey)));
      return row;
    },
  };
}
