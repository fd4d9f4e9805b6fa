import type { ChatLiveEvent } from '@parley/contract/schemas';
import { createEventChannel, type EventBus, type EventChannel } from '../../shared-state';

/**
 * What the visitor's widget hears without asking (a member's messages, the handoff changing
 * hands), one channel per conversation, so a widget streaming from one process hears a member
 * writing through another. A member's message is stored whether or not the widget hears it now.
 */
export type VisitorChannel = EventChannel<string, ChatLiveEvent>;

export function createVisitorChannel(bus: EventBus, log?: { warn(obj: object, msg: string): void }): VisitorChannel {
  return createEventChannel(bus, 'live:chat', (error) => log?.warn({ err: error }, 'visitor event not published'));
}
