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
import { createCollectionCalls } from './collection-calls';
import { proactiveEndpoints } from './proactive-endpoints';

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
  const sendCsv = createSendCsv(call);
  const collection = createCollectionCalls(call);
  return {
    health: async () => (await send('health')).body,

    // Every function calls by operation id: method, path and types come from the contract, so a
    // path it lacks or a body it does not take does not compile (see operation-call.test.ts).
    ...accountEndpoints(send),
    ...billingEndpoints(send),
    ...agentEndpoints(send),
    ...knowledgeEndpoints(send),
    ...ruleToolEndpoints(send),
    ...insightEndpoints(send, sendCsv),
    ...webhookEndpoints(send, collection),
    ...inboxEndpoints(send),
    ...dataRightsEndpoints(send),
    ...notificationEndpoints(send),
    ...agentTestEndpoints(send, sendCsv, collection),
    ...proactiveEndpoints(collection),

    /** The `streamLiveEvents` operation (server-sent events): calls `onEvent` for each live event until `options.signal` aborts; reconnects by itself. */
    streamLiveEvents: (onEvent: (event: LiveEvent) => void, follow: FollowOptions) => followLiveEvents(openStream, onEvent, follow),
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;
