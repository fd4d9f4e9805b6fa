export { VoiceClient, type StartOptions, type VoiceClientOptions } from './voice-client';
export type { VoiceClientEvents } from './events';
export { CallStateMachine, canTransition, type CallState } from './state';
export type { AssistantConfig, AssistantOverrides, CallMetadata, SquadConfig, WorkflowConfig, WebCallRequest } from './api';
export type {
  AddMessage,
  ClientMessage,
  ControlMessage,
  ModelOutputMessage,
  OutgoingMessage,
  ProductCard,
  ProductCardsMessage,
  ServerMessage,
  SpeechUpdateMessage,
  StatusUpdateMessage,
  ToolCall,
  ToolCallsMessage,
  TranscriptMessage,
  VoiceMessage,
  WebCall,
} from './protocol';
export { parseServerMessage } from './protocol';
export {
  CAMERA_ERROR_TYPES,
  FATAL_ERROR_TYPES,
  FatalCallError,
  InstanceDestroyedError,
  MediaDeviceError,
  ServerError,
  TransportError,
  ValidationError,
  VoiceClientError,
  mapMediaError,
  type CameraErrorType,
  type FatalErrorType,
  type MediaDeviceErrorCode,
  type TransportErrorCode,
  type VoiceClientErrorCode,
} from './errors';
export {
  BACKGROUND_PRESELECT_MAX,
  BACKGROUND_PRESELECT_MIN,
  MISSING_TARGET_MESSAGE,
  REMOTE_VOLUME_MAX,
  REMOTE_VOLUME_MIN,
  USER_DATA_MAX_LENGTH,
  validateBackgroundPreselect,
  validateBlurStrength,
  validateCallTarget,
  validateReceiveSettings,
  validateTransfer,
  validateUserData,
  validateVolume,
  type ReceiveSettings,
  type TransferOptions,
} from './validation';
export { AUDIO_LEVEL_POLL_MS, SPEAKING_THRESHOLD, SPEECH_END_SILENCE_MS, VOLUME_NORMALISER, SpeakingDetector, normaliseVolume } from './speaking';
export type { Timers } from './timers';
export type { CallStartProgress, DeviceSelection, Transport, TransportFactory, TransportSink } from './transport/transport';
export { transportKindFor } from './transport/transport';
export { WebSocketTransport, type WebSocketConstructor, type WebSocketLike, type WebSocketTransportOptions } from './transport/websocket-transport';
export { DailyTransport, type DailyTransportOptions } from './transport/daily-transport';
export { defaultTransportFactory } from './transport/default-transport';
export type { AudioIO } from './audio/audio-io';
export { BrowserAudioIO, MICROPHONE_CONSTRAINTS } from './audio/browser-audio';
export { primeAudioContext } from './audio/audio-context';
export { FrameResampler, WIRE_FRAME_SAMPLES, WIRE_SAMPLE_RATE } from './audio/pcm';
