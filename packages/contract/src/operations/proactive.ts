import {
  MAX_PROACTIVE_TRIGGERS,
  ProactiveEventQuerySchema,
  ProactivePlanSchema,
  ProactiveQuerySchema,
  ProactiveTriggerRequestSchema,
  ProactiveTriggerSchema,
} from '../schemas/proactive';
import * as D from '../schemas/responses';
import { createIn, deleteById, group, listAll, ok, ORG, updateById } from './draft';

const COLLECTION = `${ORG}/proactive-triggers`;

export const PROACTIVE_OPERATIONS = group('Proactive messages', [
  listAll(COLLECTION, {
    operationId: 'listProactiveTriggers',
    summary: 'The agent’s proactive messages, each with how often it was shown, opened and followed by a message',
    item: ProactiveTriggerSchema,
  }),
  createIn(COLLECTION, {
    operationId: 'createProactiveTrigger',
    summary: `Add a proactive message (at most ${MAX_PROACTIVE_TRIGGERS})`,
    paid: true,
    body: ProactiveTriggerRequestSchema,
    item: ProactiveTriggerSchema,
  }),
  updateById(COLLECTION, {
    operationId: 'updateProactiveTrigger',
    summary: 'Replace a proactive message (its figures are kept)',
    paid: true,
    body: ProactiveTriggerRequestSchema,
    item: ProactiveTriggerSchema,
  }),
  deleteById(COLLECTION, { operationId: 'deleteProactiveTrigger', summary: 'Delete a proactive message and its figures' }),
  {
    method: 'GET',
    path: '/api/v1/widget/proactive',
    operationId: 'getProactivePlan',
    summary: 'The proactive messages for one page of the site, in the visitor’s language (public, CORS)',
    description:
      '`page` is the page’s address, `lang` the visitor’s languages, most preferred first, comma-separated. Only enabled triggers whose pattern matches the page; none where the page may not use the key.',
    auth: 'none',
    audience: 'loader',
    query: ProactiveQuerySchema,
    responses: ok(D.dataOf(ProactivePlanSchema)),
  },
  {
    method: 'POST',
    path: '/api/v1/widget/proactive/events',
    operationId: 'recordProactiveEvent',
    summary: 'A proactive message was shown, opened, or followed by the visitor’s message (counted; rate-limited)',
    auth: 'none',
    audience: 'loader',
    query: ProactiveEventQuerySchema,
    responses: { 204: { description: 'Counted' }, 404: { description: 'No such trigger for this key' }, 429: { description: 'Too many events' } },
  },
]);
