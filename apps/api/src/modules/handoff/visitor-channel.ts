import type { ChatLiveEvent } from '@parley/contract/schemas';
import type { EventBus } from '../../shared-state';

/**
 * What the visitor's widget hears without asking (a member's messages, the handoff changing
 * hands), one channel per conversation on the shared bus, so a widget streaming from one process
 * hears a member writing through another.
 */
export interface VisitorChannel {
  /** Never throws and never waits: a member's message is stored whether or not the widget hears it now. */
  publish(chatId: string, event: ChatLiveEvent): void;
  subscribe(chatId: string, handler: (event: ChatLiveEvent) => void): () => void;
  /** After an outage of the bus: the widget should read the transcript afresh. */
  onGap(handler: () => void): () => void;
}

const channel = (chatId: string) => `live:chat:${chatId}`;

export function createVisitorChannel(bus: EventBus, log?: { warn(obj: object, msg: string): void }): VisitorChannel {
  return {
    publish(chatId, event) {
      bus.publish(channel(chatId), JSON.stringify(event)).catch((error: unknown) => log?.warn({ err: error }, 'visitor event not published'));
    },
    subscribe(chatId, handler) {
      return bus.subscribe(channel(chatId), (message) => {
        try {
          handler(JSON.parse(message) as ChatLiveEvent);
        } catch {
          // A malformed message on the channel is dropped; the stream goes on.
        }
      });
    },
    onGap: (handler) => bus.onGap(handler),
  };
}
