import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { analyticsEvents, conversations, leads, webhookDeliveries } from '../../db/schema';
import { deleteConversationRows } from '../conversations/conversation-ends';
import { deleteConversationEmails } from '../email/outbox-rows';

/**
 * Deletes conversations of one organization with everything a visitor left in them: messages,
 * product events and the voice call (their foreign keys cascade), the leads (their key only sets
 * null, so they are deleted here), any analytics event that names the conversation, and the
 * webhook deliveries and stored emails that carried it (a lead's contact details are in them).
 *
 * The analytics keep counting them: `parley.rollups_keep_deleted`, set for this transaction
 * only, makes the rollup triggers log back what they subtract (drizzle/0018_data_rights.sql), so
 * the analytics page shows the same figures before and after; only the questions asked in them
 * (the visitor's own words) leave the top-questions lists.
 *
 * `audit` runs in the same transaction when anything was deleted, with the ids that were: the log
 * records exactly what happened. Returns those ids; ids of another organization are left alone.
 */
export async function deleteConversations(
  db: Db,
  organizationId: number,
  ids: string[],
  audit?: (tx: Db, deleted: string[]) => Promise<void>,
): Promise<string[]> {
  if (ids.length === 0) return [];
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT set_config('parley.rollups_keep_deleted', 'on', true)`);
    const owned = and(eq(conversations.organizationId, organizationId), inArray(conversations.id, ids));
    await tx
      .delete(leads)
      .where(
        and(eq(leads.organizationId, organizationId), inArray(leads.conversationId, tx.select({ id: conversations.id }).from(conversations).where(owned))),
      );
    await tx
      .delete(analyticsEvents)
      .where(and(eq(analyticsEvents.organizationId, organizationId), inArray(sql`${analyticsEvents.properties} ->> 'conversation_id'`, ids)));
    await tx
      .delete(webhookDeliveries)
      .where(and(eq(webhookDeliveries.organizationId, organizationId), inArray(sql`${webhookDeliveries.payload} -> 'data' ->> 'conversation_id'`, ids)));
    await deleteConversationEmails(tx, organizationId, ids);
    const deleted = await deleteConversationRows(tx, organizationId, ids);
    if (deleted.length > 0) await audit?.(tx, deleted);
    return deleted;
  });
}
