import type { Agent, ConversationResult, ConversationSummaryLine, User, VoiceProviderConfig } from './schemas';

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

export interface ListQuery {
  q?: string;
  page?: number;
  per_page?: number;
}
export interface Paged<T> {
  data: T[];
  /** `total_is_estimate` (conversations): above 10,000 matches `total` is an estimate, not a count. */
  meta: { page: number; per_page: number; total: number; total_is_estimate?: boolean };
}
export interface RefreshSchedule {
  refresh: 'off' | 'daily' | 'weekly';
  url: string | null;
  next_refresh_at: string | null;
}
export interface ConversationQuery {
  page?: number;
  per_page?: number;
  sort_by?: 'started_at' | 'last_message_at' | 'message_count';
  sort_direction?: 'asc' | 'desc';
  session_id?: string;
  start_date?: string;
  end_date?: string;
  outcome?: 'answered' | 'unanswered' | 'lead' | 'silent';
  result?: ConversationResult;
}
export interface ConversationLead {
  name: string | null;
  email: string | null;
  phone: string | null;
  interest: string | null;
}
export interface ConversationSummary {
  id: string;
  channel: 'chat' | 'voice';
  session_id: string | null;
  page_url: string | null;
  language: string | null;
  /** `silent`: a voice call in which the visitor never spoke. */
  outcome: 'answered' | 'unanswered' | 'lead' | 'silent';
  message_count: number;
  started_at: string;
  last_message_at: string;
  duration_seconds: number;
  first_question: string | null;
  lead: ConversationLead | null;
  /** What happened (derived from the outcome, hand-off and product events) and a one-line summary (issue 36). */
  result: ConversationResult;
  summary: ConversationSummaryLine;
}
/** A conversation's transcript, lead and handoff (the contract's `getConversation` answer). */
export type { CallRecord, ConversationDetail } from '@parley/contract/schemas';
export type { EndedReason } from '@parley/contract/media-socket';

/** A lead as `listLeads` returns it. */
export interface Lead extends ConversationLead {
  id: number;
  conversation_id: string;
  created_at: string;
}

/** A signed-in result: the user and the token from the `Authorization` response header. */
export interface Session {
  user: User;
  token: string;
}
