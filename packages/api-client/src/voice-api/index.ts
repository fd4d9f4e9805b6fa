export { createVoiceApi, type NestedResource, type Resource, type VoiceApi, type VoiceCloneRequest } from './client';
export { DEFAULT_VOICE_API_URL, VoiceApiError, voiceErrorFrom, type Query, type QueryValue, type TokenSource, type VoiceApiOptions } from './http';
export type * from '@parley/contract/schemas';
