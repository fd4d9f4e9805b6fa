import { ValidationError } from './errors';

export { ValidationError, VoiceClientError } from './errors';

/** Spec §5, exact text. */
export const MISSING_TARGET_MESSAGE = 'Assistant or Squad or Workflow must be provided';
/** Spec §9. */
export const USER_DATA_MAX_LENGTH = 4096;
export const REMOTE_VOLUME_MIN = 0;
export const REMOTE_VOLUME_MAX = 2;
export const BACKGROUND_PRESELECT_MIN = 1;
export const BACKGROUND_PRESELECT_MAX = 10;

const present = (value: unknown): boolean => value !== undefined && value !== null && value !== '';

/** Spec §5: a call needs an assistant, a squad or a workflow (inline or by id). */
export function validateCallTarget(target: { assistant?: unknown; squad?: unknown; workflow?: unknown }): void {
  if (!present(target.assistant) && !present(target.squad) && !present(target.workflow)) throw new ValidationError(MISSING_TARGET_MESSAGE);
}

/** Spec §5: userData must be JSON-serializable and at most 4096 characters once serialised. */
export function validateUserData(userData: unknown): void {
  let text: string | undefined;
  try {
    text = JSON.stringify(userData);
  } catch (cause) {
    throw new ValidationError('userData must be JSON-serializable', { cause });
  }
  if (text === undefined) throw new ValidationError('userData must be JSON-serializable');
  if (text.length > USER_DATA_MAX_LENGTH) {
    throw new ValidationError(`userData must be at most ${USER_DATA_MAX_LENGTH} characters (got ${text.length})`);
  }
}

/** Spec §5: remote media volume is between 0 and 2 (1 = as received). */
export function validateVolume(volume: number): void {
  if (typeof volume !== 'number' || !Number.isFinite(volume) || volume < REMOTE_VOLUME_MIN || volume > REMOTE_VOLUME_MAX) {
    throw new ValidationError(`volume must be a number between ${REMOTE_VOLUME_MIN} and ${REMOTE_VOLUME_MAX}`);
  }
}

export type LayerSetting = number | 'inherit';
export interface ReceiveMediaSettings {
  layer?: LayerSetting;
}
/** Per participant id (or `base` / `*`): which simulcast layer to receive for each video kind. */
export type ReceiveSettings = Record<string, { video?: ReceiveMediaSettings; screenVideo?: ReceiveMediaSettings }>;

/** Spec §5: receive-settings layers are non-negative integers or `inherit`. */
export function validateReceiveSettings(settings: ReceiveSettings): void {
  if (typeof settings !== 'object' || settings === null) throw new ValidationError('receiveSettings must be an object');
  for (const [participant, kinds] of Object.entries(settings)) {
    if (typeof kinds !== 'object' || kinds === null) throw new ValidationError(`receiveSettings.${participant} must be an object`);
    for (const [kind, media] of Object.entries(kinds)) {
      if (kind !== 'video' && kind !== 'screenVideo')
        throw new ValidationError(`receiveSettings.${participant}.${kind} is not a media kind (video or screenVideo)`);
      const layer = (media as ReceiveMediaSettings | undefined)?.layer;
      if (layer === undefined || layer === 'inherit') continue;
      if (typeof layer !== 'number' || !Number.isInteger(layer) || layer < 0) {
        throw new ValidationError(`receiveSettings.${participant}.${kind}.layer must be a non-negative integer or "inherit"`);
      }
    }
  }
}

/** Spec §5: video blur strength is above 0 and at most 1. */
export function validateBlurStrength(strength: number): void {
  if (typeof strength !== 'number' || !Number.isFinite(strength) || strength <= 0 || strength > 1) {
    throw new ValidationError('blur strength must be greater than 0 and at most 1');
  }
}

/** Spec §5/§9: a preselected background image is an integer from 1 to 10. */
export function validateBackgroundPreselect(index: number): void {
  if (typeof index !== 'number' || !Number.isInteger(index) || index < BACKGROUND_PRESELECT_MIN || index > BACKGROUND_PRESELECT_MAX) {
    throw new ValidationError(`background preselect must be an integer from ${BACKGROUND_PRESELECT_MIN} to ${BACKGROUND_PRESELECT_MAX}`);
  }
}

export interface TransferOptions {
  sessionId: string;
  /** `sip:` URI or an E.164 `+` phone number. */
  toEndPoint: string;
  /** Only for a `+` phone number. */
  callerId?: string;
  /** SIP REFER instead of a bridged transfer; only for a `sip:` end point. */
  useSipRefer?: boolean;
}

/** Spec §5: the transfer rules of the call library. */
export function validateTransfer(options: TransferOptions): void {
  if (typeof options?.sessionId !== 'string' || options.sessionId === '') throw new ValidationError('transfer needs a sessionId string');
  if (typeof options.toEndPoint !== 'string' || options.toEndPoint === '') throw new ValidationError('transfer needs a toEndPoint string');
  const sip = options.toEndPoint.startsWith('sip:');
  const phone = options.toEndPoint.startsWith('+');
  if (!sip && !phone) throw new ValidationError('toEndPoint must start with "sip:" or "+"');
  if (options.useSipRefer && !sip) throw new ValidationError('SIP refer is only possible to a "sip:" end point');
  if (options.callerId !== undefined && !phone) throw new ValidationError('callerId is only allowed when toEndPoint is a "+" phone number');
}
