export { registerVoiceRoutes, VOICE_BUSY, VOICE_UNAVAILABLE, type VoiceDeps } from './routes';
export { describeAgentVoice, detectEmbeddedVoice, resolveVoiceProviders, type EmbeddedVoice, type VoiceServerSettings } from './providers/config';
export type { CallObserver, AnswerTimings } from './call/call-session';
