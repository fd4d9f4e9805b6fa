import { accountEndpoints } from './account-endpoints';
import { agentEndpoints } from './agent-endpoints';
import { billingEndpoints } from './billing-endpoints';
import { createCall, createStreamOpener, type ApiClientOptions } from './http';
import { followLiveEvents, type FollowOptions } from './live-events';
import type { LiveEvent } from './schemas';
import { insightEndpoints } from './insight-endpoints';
import { inboxEndpoints } from './inbox-endpoints';
import { dataRightsEndpoints } from './data-rights-endpoints';
import { knowledgeEndpoints } from './knowledge-endpoints';
import { ruleToolEndpoints } from './rule-tool-endpoints';
import { webhookEndpoints } from './webhook-endpoints';
import { notificationEndpoints } from './notification-endpoints';
import { agentTestEndpoints } from './agent-test-endpoints';
import { createSend, createSendCsv } from './operation-call';
import { proactiveEndpoints } from './proactive-endpoints';
import { topicEndpoints } from './topic-endpoints';

export type { ApiClientOptions } from './http';
export type {
  AgentFormFields,
  CallRecord,
  ConversationDetail,
  EndedReason,
  ConversationLead,
  ConversationQuery,
  ConversationSummary,
  Lead,
  ListQuery,
  Paged,
  RefreshSchedule,
  Session,
} from './client-types';

/**
 * Typed client: one function per endpoint. Requests carry credentials, a JSON accept header and
 * the bearer token; multipart bodies (FormData) leave the content type to the browser.
 */
export function createApiClient(options: ApiClientOptions = {}) {
  const call = createCall(options);
  const openStream = createStreamOpener(options);
  const send = createSend(call);
  return {
    health: async () => (await send('health')).body,

    // Called by operation id: method, path and types from the contract.
    ...accountEndpoints(send),
    ...billingEndpoints(send),
    ...agentEndpoints(send),
    ...knowledgeEndpoints(send),
    ...ruleToolEndpoints(send),
    ...insightEndpoints(send, createSendCsv(call)),
    ...webhookEndpoints(send),
    ...inboxEndpoints(send),
    ...dataRightsEndpoints(send),
    ...notificationEndpoints(send),
    // Still written by hand (method, path and answer type): to convert next.
    ...agentTestEndpoints(call),
    ...proactiveEndpoints(call),
    ...topicEndpoints(call),

    /** GET /api/v1/organizations/current/events: calls `onEvent` for each live event until `options.signal` aborts; reconnects by itself. */
    streamLiveEvents: (onEvent: (event: LiveEvent) => void, follow: FollowOptions) => followLiveEvents(openStream, onEvent, follow),

    /** Escape hatch for endpoints added before their typed function lands. */
    request: call,
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;
