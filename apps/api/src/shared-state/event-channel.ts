import type { EventBus } from './event-bus';

/**
 * Events of one type as JSON on the shared bus, one channel per key (an organization, a chat), so
 * a process subscribes only to the keys it serves and hears what any other process publishes.
 */
export interface EventChannel<Key extends string | number, Event> {
  /** Never throws and never waits for the bus: what the publisher is doing must not depend on who hears it. */
  publish(key: Key, event: Event): void;
  subscribe(key: Key, handler: (event: Event) => void): () => void;
  /** After an outage of the bus: events may have been missed, so a listener reads afresh. */
  onGap(handler: () => void): () => void;
}

/** `failed` hears each publish the bus refuses, `published` each it takes. */
export function createEventChannel<Key extends string | number, Event>(
  bus: EventBus,
  prefix: string,
  failed: (error: unknown) => void,
  published?: () => void,
): EventChannel<Key, Event> {
  const channel = (key: Key) => `${prefix}:${key}`;
  return {
    publish(key, event) {
      bus.publish(channel(key), JSON.stringify(event)).then(published, failed);
    },
    subscribe(key, handler) {
      return bus.subscribe(channel(key), (message) => {
        try {
          handler(JSON.parse(message) as Event);
        } catch {
          // A malformed message on the channel is dropped; the stream goes on.
        }
      });
    },
    onGap: (handler) => bus.onGap(handler),
  };
}
