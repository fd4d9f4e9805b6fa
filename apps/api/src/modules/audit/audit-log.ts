import type { AuditEntry, AUDIT_ACTIONS } from '@parley/contract';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { auditLog, users } from '../../db/schema';

export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** Who did it: a member (their name and email are copied as they are now), or a visitor or the retention job. */
export type AuditActor = { userId: number } | { label: 'Visitor' | 'Retention' };

export interface AuditRecord {
  organizationId: number;
  actor: AuditActor;
  action: AuditAction;
  target?: { type: string; id: string | number };
  details?: Record<string, unknown>;
}

/**
 * Writes one entry of the organization's audit log. Pass the transaction of the change it records
 * (`db` may be one), so the entry exists exactly when the change does. A member's name and email
 * are read in the same statement: the entry keeps them after the member is removed.
 */
export async function recordAudit(db: Db, record: AuditRecord): Promise<void> {
  const { organizationId, actor, action, target, details = {} } = record;
  const targetType = target?.type ?? null;
  const targetId = target === undefined ? null : String(target.id);
  if ('userId' in actor) {
    await db.execute(sql`
      INSERT INTO ${auditLog} (organization_id, actor_user_id, actor_label, actor_email, action, target_type, target_id, details)
      SELECT ${organizationId}, u.id, u.name, u.email, ${action}, ${targetType}, ${targetId}, ${JSON.stringify(details)}::jsonb
      FROM ${users} u WHERE u.id = ${actor.userId}`);
    return;
  }
  await db.insert(auditLog).values({ organizationId, actorLabel: actor.label, action, targetType, targetId, details });
}

const toEntry = (row: typeof auditLog.$inferSelect): AuditEntry => ({
  id: row.id,
  action: row.action,
  actor: { user_id: row.actorUserId, label: row.actorLabel, email: row.actorEmail },
  target: { type: row.targetType, id: row.targetId },
  details: row.details,
  created_at: row.createdAt.toISOString(),
});

/** The organization's audit log, newest first, a page at a time. */
export async function listAudit(db: Db, organizationId: number, page: { page: number; perPage: number }) {
  const where = and(eq(auditLog.organizationId, organizationId));
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(auditLog)
      .where(where)
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(page.perPage)
      .offset((page.page - 1) * page.perPage),
    db.select({ value: count() }).from(auditLog).where(where),
  ]);
  return { data: rows.map(toEntry), meta: { page: page.page, per_page: page.perPage, total: Number(total?.value ?? 0) } };
}
