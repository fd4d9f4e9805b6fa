import type { CollectionCalls } from './collection-calls';

/** The agent's proactive messages, each with its shown / opened / converted figures (a replaced trigger keeps them). */
export function proactiveEndpoints(collection: CollectionCalls) {
  return collection('trigger', {
    list: 'listProactiveTriggers',
    create: 'createProactiveTrigger',
    update: 'updateProactiveTrigger',
    delete: 'deleteProactiveTrigger',
  });
}
