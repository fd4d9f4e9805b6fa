export {
  createApiClient,
  type AgentFormFields,
  type ApiClient,
  type CallRecord,
  type ConversationDetail,
  type EndedReason,
  type ConversationQuery,
  type ConversationSummary,
  type Lead,
  type ApiClientOptions,
  type ListQuery,
  type Paged,
  type RefreshSchedule,
  type Session,
} from './client';
export { ApiError, errorMessageFrom, UNEXPECTED_ERROR_MESSAGE } from './errors';
export { STORAGE_KEYS, bearerTokenFrom, type KeyValueStorage } from './storage';
export type * from './schemas';
export {
  createVoiceApi,
  DEFAULT_VOICE_API_URL,
  VoiceApiError,
  voiceErrorFrom,
  type NestedResource,
  type Resource,
  type VoiceApi,
  type VoiceApiOptions,
  type VoiceCloneRequest,
} from './voice-api';
