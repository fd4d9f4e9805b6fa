import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { recordAudit } from '../audit/audit-log';
import { deleteConversations } from './deletion';

export interface RetentionOptions {
  /** Conversations deleted per transaction: a run never holds many rows' locks at once. */
  batchSize?: number;
  /** Batches per run; what is left waits for the next minute. */
  maxBatches?: number;
}

/**
 * The retention job (a minutely task of src/background-work.ts): deletes, in bounded batches,
 * the conversations whose last message is older than their organization's
 * `conversation_retention_days`, by the same path as an owner's deletion (the analytics keep
 * counting them). Each batch of an organization leaves one entry in its audit log. Returns how
 * many conversations it deleted.
 */
export async function enforceRetention(db: Db, { batchSize = 200, maxBatches = 10 }: RetentionOptions = {}): Promise<number> {
  let total = 0;
  for (let batch = 0; batch < maxBatches; batch += 1) {
    // Oldest first per organization, each an index range of conversations_org_last_message_idx.
    const due = await db.execute<{ id: string; organization_id: number; days: number }>(sql`
      SELECT c.id, o.id AS organization_id, o.conversation_retention_days AS days
      FROM organizations o
      CROSS JOIN LATERAL (
        SELECT c.id FROM conversations c
        WHERE c.organization_id = o.id AND c.last_message_at < now() - make_interval(days => o.conversation_retention_days)
        ORDER BY c.last_message_at, c.id LIMIT ${batchSize}
      ) c
      WHERE o.conversation_retention_days IS NOT NULL
      LIMIT ${batchSize}`);
    if (due.rows.length === 0) break;
    const byOrganization = new Map<number, { days: number; ids: string[] }>();
    for (const row of due.rows) {
      const entry = byOrganization.get(Number(row.organization_id)) ?? { days: Number(row.days), ids: [] };
      entry.ids.push(row.id);
      byOrganization.set(Number(row.organization_id), entry);
    }
    for (const [organizationId, { days, ids }] of byOrganization) {
      const deleted = await deleteConversations(db, organizationId, ids, (tx, gone) =>
        recordAudit(tx, {
          organizationId,
          actor: { label: 'Retention' },
          action: 'conversations.retention_deleted',
          details: { count: gone.length, retention_days: days },
        }),
      );
      total += deleted.length;
    }
    if (due.rows.length < batchSize) break;
  }
  return total;
}
