import { and, eq, exists, not, sql, type SQL } from 'drizzle-orm';
import { conversations, messages } from '../../db/schema';

type StoredOutcome = (typeof conversations.$inferSelect)['outcome'];

/**
 * A conversation's outcome as the owner reads it: the stored one, except that a voice call in
 * which the visitor never spoke is `silent`. The stored outcome starts as `answered`, which for
 * such a call claims an exchange that never happened. It is derived from the record (no visitor
 * message) rather than stored, so it cannot go stale when a call later continues as a chat, and
 * the stored values (and the webhooks', analytics' and exports' readers of them) stay as they were.
 * Only `answered` gives way: a lead or an unanswered question needs the visitor's words anyway.
 */
export type ShownOutcome = StoredOutcome | 'silent';

export function shownOutcome(row: { channel: 'chat' | 'voice'; outcome: StoredOutcome }, visitorSpoke: boolean): ShownOutcome {
  return row.channel === 'voice' && row.outcome === 'answered' && !visitorSpoke ? 'silent' : row.outcome;
}

/** The same rule in SQL, for the listing's outcome filter: `silent` and `answered` never both match a conversation. */
export function shownOutcomeIs(outcome: ShownOutcome): SQL {
  const visitorSpoke = exists(sql`(SELECT 1 FROM ${messages} WHERE ${messages.conversationId} = ${conversations.id} AND ${messages.role} = 'user')`);
  const silent = and(eq(conversations.channel, 'voice'), eq(conversations.outcome, 'answered'), not(visitorSpoke))!;
  if (outcome === 'silent') return silent;
  return outcome === 'answered' ? and(eq(conversations.outcome, 'answered'), not(silent))! : eq(conversations.outcome, outcome);
}
