import { index, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { organizations, users } from './accounts';

/* The audit log: what owners did to the team, the keys and the visitors' data (modules/data-rights). */

export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    /** The member who acted; null for a visitor, the retention job, or a member since removed. */
    actorUserId: integer('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Who acted as they were called then (a member's name, "Visitor", "Retention"): the row outlives the account. */
    actorLabel: text('actor_label').notNull(),
    actorEmail: text('actor_email'),
    /** `agent.key_rotated`, `member.role_changed`, `data.exported`, `conversation.deleted`, … */
    action: text('action').notNull(),
    targetType: text('target_type'),
    targetId: text('target_id'),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [index('audit_log_org_created_idx').on(t.organizationId, t.createdAt, t.id)],
);
