import { index, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, setNullKey } from './columns';
import { tenantKeys } from './organization-id';
import { users } from './accounts';

/* The audit log: what owners did to the team, the keys and the visitors' data (modules/data-rights). */

export const auditLog = pgTable(
  'audit_log',
  {
    ...tenantKeys(),
    /** The member who acted; null for a visitor, the retention job, or a member since removed. */
    actorUserId: setNullKey('actor_user_id', () => users.id),
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
