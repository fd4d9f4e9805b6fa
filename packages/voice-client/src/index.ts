export { CallStateMachine, canTransition, type CallState } from './state';
export {
  MISSING_TARGET_MESSAGE,
  USER_DATA_MAX_LENGTH,
  ValidationError,
  VoiceClientError,
  validateCallTarget,
  validateUserData,
  validateVolume,
} from './validation';
