import type { LiveConversation, LiveEvent } from '@parley/contract/schemas';
import { createEventChannel, type EventBus, type EventChannel } from '../../shared-state';

/**
 * The organization's live events: published where a conversation moves (any process), heard
 * where a dashboard follows them (any process). One channel per organization; a visitor's answer
 * never depends on a dashboard's feed.
 */
export type LiveEvents = EventChannel<number, LiveEvent>;

export function createLiveEvents(bus: EventBus, log?: { warn(obj: object, msg: string): void }): LiveEvents {
  let warned = false;
  const failed = (error: unknown) => {
    // Once per outage: the bus's own breaker and health check say the rest.
    if (!warned) log?.warn({ err: error }, 'live event not published');
    warned = true;
  };
  return createEventChannel(bus, 'live:org', failed, () => (warned = false));
}

/** What the dashboard needs of a conversation row to update its lists without a reload. */
export function liveConversation(row: {
  id: string;
  channel: 'chat' | 'voice';
  outcome: 'answered' | 'unanswered' | 'lead';
  messageCount: number;
  startedAt: Date;
  lastMessageAt: Date;
  handoffStatus?: 'requested' | 'human' | null;
}): LiveEvent {
  const conversation: LiveConversation = {
    id: row.id,
    channel: row.channel,
    outcome: row.outcome,
    message_count: row.messageCount,
    started_at: row.startedAt.toISOString(),
    last_message_at: row.lastMessageAt.toISOString(),
    handoff_status: row.handoffStatus ?? null,
  };
  return { type: 'conversation.updated', conversation };
}
