import { and, eq, exists, not, sql, type SQL } from 'drizzle-orm';
import type { CallRecord } from '@parley/contract/schemas';
import type { EndedReason } from '@parley/contract/media-socket';
import { conversations, messages, type voiceCalls } from '../../db/schema';

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

type CallColumns = Pick<typeof voiceCalls.$inferSelect, 'status' | 'endedReason' | 'durationSeconds' | 'visitorTalkMs' | 'agentTalkMs'>;

/** How each way a call can end reads to the owner (see CallRecordSchema); an unknown reason reads as failed. */
const CALL_ENDINGS: Record<EndedReason, Exclude<CallRecord['outcome'], 'in-progress' | 'silent'>> = {
  'customer-ended-call': 'completed',
  'assistant-ended-call': 'completed',
  'exceeded-max-duration': 'completed',
  'customer-disconnected': 'abandoned',
  'silence-timed-out': 'abandoned',
  'pipeline-error-transcriber-failed': 'failed',
  'pipeline-error-voice-failed': 'failed',
  'server-shutdown': 'failed',
  'transferred-to-human': 'transferred',
};

/** A voice call's record as the dashboard reads it: its outcome from how it ended, and its times in seconds. */
export function callRecord(call: CallColumns, visitorSpoke: boolean): CallRecord {
  const ending = call.endedReason ? (CALL_ENDINGS[call.endedReason as EndedReason] ?? 'failed') : null;
  // Silence only says more than how it ended when nothing else happened: a transfer or a failure is told as such.
  const outcome =
    call.status !== 'ended' ? 'in-progress' : !visitorSpoke && (ending === 'completed' || ending === 'abandoned') ? 'silent' : (ending ?? 'failed');
  const seconds = (ms: number | null) => (ms === null ? null : Math.round(ms / 1000));
  return {
    outcome,
    ended_reason: call.endedReason,
    duration_seconds: call.durationSeconds,
    visitor_talk_seconds: seconds(call.visitorTalkMs),
    agent_talk_seconds: seconds(call.agentTalkMs),
  };
}
