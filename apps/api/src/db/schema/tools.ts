import { boolean, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { tenantKeys } from './organization-id';

/* Tools: the business's webhooks the agent may call (modules/tools). */

/** The business's tools: webhooks the agent may call, each signed with its own secret. */
export const agentTools = pgTable(
  'agent_tools',
  {
    ...tenantKeys(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    url: text('url').notNull(),
    parameters: jsonb('parameters').$type<Record<string, unknown>>().notNull().default({ type: 'object', properties: {} }),
    secret: text('secret').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('agent_tools_org_name_idx').on(t.organizationId, t.name)],
);
