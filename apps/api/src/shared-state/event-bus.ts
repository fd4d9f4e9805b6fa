import { EventEmitter } from 'node:events';
import type { Redis } from 'ioredis';

export type BusHandler = (message: string) => void;

/**
 * Messages between the parts of Parley that must hear of each other's changes (a revoked session,
 * a live conversation): within this process, or through Redis pub/sub across every process.
 */
export interface EventBus {
  /** Whether a message reaches the other processes too (Redis), not only this one. */
  readonly crossProcess: boolean;
  /** Whether messages are getting through now; a cross-process bus is not while Redis is away. */
  delivering(): boolean;
  publish(channel: string, message: string): Promise<void>;
  subscribe(channel: string, handler: BusHandler): () => void;
  /** Called after an outage of the bus: messages may have been missed, so caches start afresh. */
  onGap(handler: () => void): () => void;
}

export function createLocalBus(): EventBus {
  const emitter = new EventEmitter().setMaxListeners(0);
  return {
    crossProcess: false,
    delivering: () => true,
    // eslint-disable-next-line @typescript-eslint/require-await -- the local bus implements EventBus's async publish
    async publish(channel, message) {
      emitter.emit(channel, message);
    },
    subscribe(channel, handler) {
      emitter.on(channel, handler);
      return () => emitter.off(channel, handler);
    },
    onGap: () => () => {},
  };
}

const PREFIX = 'parley:bus:';

/**
 * Redis pub/sub: `publisher` is the shared command connection, `subscriber` a connection of its
 * own (a subscribed Redis connection can do nothing else). The subscriber resubscribes by itself
 * after a reconnection (ioredis' autoResubscribe); the gap handlers hear of each one.
 */
export function createRedisBus(publisher: Redis, subscriber: Redis): EventBus {
  const local = new EventEmitter().setMaxListeners(0);
  const gaps = new EventEmitter().setMaxListeners(0);
  const counts = new Map<string, number>();
  let wasReady = subscriber.status === 'ready';
  subscriber.on('message', (channel: string, message: string) => local.emit(channel.slice(PREFIX.length), message));
  subscriber.on('ready', () => {
    if (!wasReady) gaps.emit('gap');
    wasReady = true;
  });
  subscriber.on('close', () => {
    if (wasReady) gaps.emit('gap');
    wasReady = false;
  });
  return {
    crossProcess: true,
    delivering: () => subscriber.status === 'ready' && publisher.status === 'ready',
    async publish(channel, message) {
      await publisher.publish(PREFIX + channel, message);
    },
    subscribe(channel, handler) {
      local.on(channel, handler);
      const count = (counts.get(channel) ?? 0) + 1;
      counts.set(channel, count);
      if (count === 1) subscriber.subscribe(PREFIX + channel).catch(() => gaps.emit('gap'));
      return () => {
        local.off(channel, handler);
        const left = (counts.get(channel) ?? 1) - 1;
        counts.set(channel, left);
        if (left === 0) subscriber.unsubscribe(PREFIX + channel).catch(() => {});
      };
    },
    onGap(handler) {
      gaps.on('gap', handler);
      return () => gaps.off('gap', handler);
    },
  };
}
