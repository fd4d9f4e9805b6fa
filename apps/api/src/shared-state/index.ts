export { createMemoryCounters, type Count, type Counters } from './counters';
export type { EventBus } from './event-bus';
export { createEventChannel, type EventChannel } from './event-channel';
export { localSharedState, openSharedState, type SharedState, type SharedStateLog, type SharedStateStatus } from './shared-state';
