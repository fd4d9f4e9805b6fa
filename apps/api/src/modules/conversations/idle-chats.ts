import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import type { BusinessEvents } from '../notifications/business-events';

/** A chat nobody wrote in for this long has ended (conversation.ended, reason `idle`). */
export const CHAT_IDLE_MINUTES = 30;
const BATCH = 200;
/** Batches one sweep takes at most; the rest wait for the next minute. */
const MAX_BATCHES = 10;

/**
 * Marks chats idle for 30 minutes as ended and tells `conversation.ended` for each, once: a batch
 * is one UPDATE of rows locked with SKIP LOCKED, so workers sweeping at once take different rows
 * and a row already ended is never taken again. Runs every minute (background-work.ts).
 */
export async function endIdleChats(db: Db, events: BusinessEvents, { idleMinutes = CHAT_IDLE_MINUTES } = {}): Promise<number> {
  let ended = 0;
  for (let batch = 0; batch < MAX_BATCHES; batch += 1) {
    const result = await db.execute<{ id: string; organization_id: number; outcome: string; message_count: number }>(sql`
      UPDATE conversations SET ended_at = now()
      WHERE id IN (
        SELECT id FROM conversations
        WHERE channel = 'chat' AND ended_at IS NULL AND last_message_at < now() - make_interval(mins => ${idleMinutes})
        ORDER BY last_message_at
        LIMIT ${BATCH}
        FOR UPDATE SKIP LOCKED
      )
      RETURNING id, organization_id, outcome, message_count`);
    for (const row of result.rows) {
      events.emit({
        type: 'conversation.ended',
        organizationId: row.organization_id,
        conversationId: row.id,
        channel: 'chat',
        outcome: row.outcome,
        messageCount: row.message_count,
        reason: 'idle',
      });
    }
    ended += result.rows.length;
    if (result.rows.length < BATCH) break;
  }
  return ended;
}
