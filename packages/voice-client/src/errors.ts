/**
 * Errors of the SDK. Every error the SDK throws or emits is a `VoiceClientError` with a stable
 * `code` a UI can switch on; families are subclasses so `instanceof` narrows them.
 */

/** Spec §8: fatal call errors (the call cannot go on). */
export const FATAL_ERROR_TYPES = [
  'connection-error',
  'ejected',
  'end-of-life',
  'exp-room',
  'exp-token',
  'meeting-full',
  'nbf-room',
  'nbf-token',
  'not-allowed',
  'no-room',
] as const;
export type FatalErrorType = (typeof FATAL_ERROR_TYPES)[number];

/** Spec §8: camera and microphone errors. */
export const CAMERA_ERROR_TYPES = [
  'cam-mic-in-use',
  'cam-in-use',
  'mic-in-use',
  'not-found',
  'constraints',
  'permissions',
  'undefined-mediadevices',
  'unknown',
] as const;
export type CameraErrorType = (typeof CAMERA_ERROR_TYPES)[number];

/** What a voice UI needs to know about a microphone failure: each one means "offer text chat instead". */
export type MediaDeviceErrorCode =
  'microphone-denied' | 'microphone-missing' | 'microphone-in-use' | 'microphone-constraints' | 'media-devices-unavailable' | 'microphone-failed';

export type TransportErrorCode = 'start-failed' | 'connect-failed' | 'connection-lost' | 'protocol-error' | 'transport-unsupported';

export type VoiceClientErrorCode = 'validation' | 'instance-destroyed' | 'server-error' | MediaDeviceErrorCode | TransportErrorCode | FatalErrorType;

export class VoiceClientError extends Error {
  override name = 'VoiceClientError';
  constructor(
    readonly code: VoiceClientErrorCode,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

export class ValidationError extends VoiceClientError {
  override name = 'ValidationError';
  constructor(message: string, options?: { cause?: unknown }) {
    super('validation', message, options);
  }
}

/** Thrown (strict mode) or warned about when a method is called after `destroy()`. */
export class InstanceDestroyedError extends VoiceClientError {
  override name = 'InstanceDestroyedError';
  constructor(method: string) {
    super('instance-destroyed', `Use after destroy: ${method}() was called on a destroyed VoiceClient`);
  }
}

/** Getting the microphone failed. `type` is the spec §8 camera-error catalogue entry. */
export class MediaDeviceError extends VoiceClientError {
  override name = 'MediaDeviceError';
  /** Always true: a voice UI should switch to text chat rather than leave a dead button. */
  readonly fallbackToText = true;
  constructor(
    override readonly code: MediaDeviceErrorCode,
    readonly type: CameraErrorType,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(code, message, options);
  }

  /** From a Daily `camera-error` type. */
  static fromCameraErrorType(type: CameraErrorType, message?: string): MediaDeviceError {
    const code = CAMERA_CODE[type];
    return new MediaDeviceError(code, type, message ?? MEDIA_MESSAGES[code]);
  }
}

const CAMERA_CODE: Record<CameraErrorType, MediaDeviceErrorCode> = {
  'cam-mic-in-use': 'microphone-in-use',
  'cam-in-use': 'microphone-in-use',
  'mic-in-use': 'microphone-in-use',
  'not-found': 'microphone-missing',
  constraints: 'microphone-constraints',
  permissions: 'microphone-denied',
  'undefined-mediadevices': 'media-devices-unavailable',
  unknown: 'microphone-failed',
};

const MEDIA_MESSAGES: Record<MediaDeviceErrorCode, string> = {
  'microphone-denied': 'Microphone access was denied',
  'microphone-missing': 'No microphone was found',
  'microphone-in-use': 'The microphone is in use by another application',
  'microphone-constraints': 'The selected microphone cannot be used with these settings',
  'media-devices-unavailable': 'This browser cannot access a microphone here (a secure https page is required)',
  'microphone-failed': 'The microphone could not be started',
};

/**
 * The one place DOM `getUserMedia` failures become catalogue errors. Browsers disagree on names
 * (old Chrome: PermissionDeniedError, DevicesNotFoundError, TrackStartError), so all are listed.
 */
export function mapMediaError(error: unknown): MediaDeviceError {
  if (error instanceof MediaDeviceError) return error;
  const name = typeof error === 'object' && error !== null && 'name' in error ? String(error.name) : '';
  const type: CameraErrorType = (() => {
    switch (name) {
      case 'NotAllowedError':
      case 'PermissionDeniedError':
      case 'SecurityError':
        return 'permissions';
      case 'NotFoundError':
      case 'DevicesNotFoundError':
        return 'not-found';
      case 'NotReadableError':
      case 'TrackStartError':
      case 'AbortError':
        return 'mic-in-use';
      case 'OverconstrainedError':
      case 'ConstraintNotSatisfiedError':
        return 'constraints';
      case 'TypeError':
        return 'undefined-mediadevices';
      default:
        return 'unknown';
    }
  })();
  const code = CAMERA_CODE[type];
  return new MediaDeviceError(code, type, MEDIA_MESSAGES[code], { cause: error });
}

/** The media socket or Daily room failed. */
export class TransportError extends VoiceClientError {
  override name = 'TransportError';
  constructor(
    override readonly code: TransportErrorCode,
    message: string,
    options?: { cause?: unknown; status?: number },
  ) {
    super(code, message, options);
    this.status = options?.status;
  }
  /** HTTP status of a failed `POST /call/web`, when there was one. */
  readonly status: number | undefined;
}

/** A spec §8 fatal call error (from Daily's `error` event). */
export class FatalCallError extends VoiceClientError {
  override name = 'FatalCallError';
  constructor(
    override readonly code: FatalErrorType,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(code, message, options);
  }

  static fromType(type: string | undefined, message: string, cause?: unknown): FatalCallError {
    const known = (FATAL_ERROR_TYPES as readonly string[]).includes(type ?? '') ? (type as FatalErrorType) : 'connection-error';
    return new FatalCallError(known, message, { cause });
  }
}

/** An `error` frame from the Parley server; `serverCode` is its code (e.g. `answer-failed`). */
export class ServerError extends VoiceClientError {
  override name = 'ServerError';
  constructor(
    readonly serverCode: string,
    message: string,
  ) {
    super('server-error', message);
  }
}
