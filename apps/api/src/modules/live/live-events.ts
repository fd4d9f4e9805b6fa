import type { LiveConversation, LiveEvent } from '@parley/contract/schemas';
import type { EventBus } from '../../shared-state';

/**
 * The organization's live events on the shared bus: published where a conversation moves (any
 * process), heard where a dashboard follows them (any process). One channel per organization, so
 * a process subscribes only to the organizations whose dashboards it serves.
 */
export interface LiveEvents {
  /** Never throws and never waits for the bus: a visitor's answer must not depend on a dashboard's feed. */
  publish(organizationId: number, event: LiveEvent): void;
  subscribe(organizationId: number, handler: (event: LiveEvent) => void): () => void;
  /** After an outage of the bus: events may have been missed. */
  onGap(handler: () => void): () => void;
}

const channel = (organizationId: number) => `live:org:${organizationId}`;

export function createLiveEvents(bus: EventBus, log?: { warn(obj: object, msg: string): void }): LiveEvents {
  let warned = false;
  return {
    publish(organizationId, event) {
      bus.publish(channel(organizationId), JSON.stringify(event)).then(
        () => (warned = false),
        (error: unknown) => {
          // Once per outage: the bus's own breaker and health check say the rest.
          if (!warned) log?.warn({ err: error }, 'live event not published');
          warned = true;
        },
      );
    },
    subscribe(organizationId, handler) {
      return bus.subscribe(channel(organizationId), (message) => {
        try {
          handler(JSON.parse(message) as LiveEvent);
        } catch {
          // A malformed message on the channel is dropped; the stream goes on.
        }
      });
    },
    onGap: (handler) => bus.onGap(handler),
  };
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
