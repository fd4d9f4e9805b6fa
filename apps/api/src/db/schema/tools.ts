import { boolean, integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { organizations } from './accounts';

/* Tools: the business's webhooks the agent may call (modules/tools). */

/** The business's tools: webhooks the agent may call, each signed with its own secret. */
export const agentTools = pgTable(
  'agent_tools',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
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
