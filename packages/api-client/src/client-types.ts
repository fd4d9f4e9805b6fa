import type { QueryOf, ResponseOf } from '@parley/contract';
import type { Agent, User, VoiceProviderConfig } from './schemas';

// The answers' types are the contract's (`ResponseOf`): the client restates none of its schemas.

/** The persona fields `updateAgent` sends (all optional: only what changed). */
export interface AgentFormFields {
  name?: string;
  role?: string;
  tone?: Agent['tone'];
  greeting?: string;
  languages?: string[];
  voice?: string;
  branding?: Record<string, string>;
  voice_provider_config?: VoiceProviderConfig;
}

// The two list queries below are the client's own input shapes, checked against the contract's
// query where they are sent: the schema coerces `page` from the query string, so its input type
// reads `unknown`, and the conversation filters are flat here and `filter[key]` on the wire.
export interface ListQuery {
  q?: string;
  page?: number;
  per_page?: number;
}
export interface Paged<T> {
  data: T[];
  /** `total_is_estimate` (conversations): above 10,000 matches `total` is an estimate, not a count. */
  meta: ResponseOf<'listFaqs'>['meta'];
}
export type RefreshSchedule = ResponseOf<'getRefreshSchedule'>['data'];
export interface ConversationQuery {
  page?: number;
  per_page?: number;
  sort_by?: ConversationWireQuery['sort_by'];
  sort_direction?: ConversationWireQuery['sort_direction'];
  session_id?: string;
  start_date?: string;
  end_date?: string;
  outcome?: ConversationWireQuery['filter[outcome]'];
  result?: ConversationWireQuery['filter[result]'];
}
type ConversationWireQuery = QueryOf<'listConversations'>;
export type ConversationLead = NonNullable<ConversationSummary['lead']>;
/** A row of `listConversations`; `outcome` `silent`: a voice call in which the visitor never spoke. */
export type ConversationSummary = ResponseOf<'listConversations'>['data'][number];
/** A conversation's transcript, lead and handoff (the contract's `getConversation` answer). */
export type { CallRecord, ConversationDetail } from '@parley/contract/schemas';
export type { EndedReason } from '@parley/contract/media-socket';

/** A lead as `listLeads` returns it. */
export type Lead = ResponseOf<'listLeads'>['data'][number];

/** A signed-in result: the user and the token from the `Authorization` response header. */
export interface Session {
  user: User;
  token: string;
}
