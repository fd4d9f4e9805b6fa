import { index, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { organizations, users } from './accounts';
import { conversations } from './conversations';
import { products } from './knowledge';

/* Analytics: product usage events and what visitors were shown and opened (modules/analytics, billing). */

export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    properties: jsonb('properties').$type<Record<string, string | number | boolean | null>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [index('analytics_events_org_idx').on(t.organizationId, t.name)],
);

/** What the agent put in front of visitors, and what they opened: product cards recommended and clicked. */
export const productEvents = pgTable(
  'product_events',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    conversationId: text('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['recommended', 'clicked'] }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('product_events_org_created_idx').on(t.organizationId, t.createdAt)],
);
