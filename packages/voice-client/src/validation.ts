export class VoiceClientError extends Error {
  override name = 'VoiceClientError';
  constructor(
    readonly code: string,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

export class ValidationError extends VoiceClientError {
  override name = 'ValidationError';
  static field(message: string) {
    return new ValidationError('validation', message);
  }
}

export const MISSING_TARGET_MESSAGE = 'Assistant or Squad or Workflow must be provided';
export const USER_DATA_MAX_LENGTH = 4096;

/** Spec §5: a call needs an assistant, a squad or a workflow. */
export function validateCallTarget(target: { assistant?: unknown; squad?: unknown; workflow?: unknown }): void {
  if (!target.assistant && !target.squad && !target.workflow) throw ValidationError.field(MISSING_TARGET_MESSAGE);
}

/** Spec §5: userData must be JSON-serializable and at most 4096 characters. */
export function validateUserData(userData: unknown): void {
  let text: string | undefined;
  try {
    text = JSON.stringify(userData);
  } catch (cause) {
    throw new ValidationError('validation', 'userData must be JSON-serializable', { cause });
  }
  if (text === undefined) throw ValidationError.field('userData must be JSON-serializable');
  if (text.length > USER_DATA_MAX_LENGTH) throw ValidationError.field(`userData must be at most ${USER_DATA_MAX_LENGTH} characters`);
}

/** Spec §5: remote media volume is between 0 and 2. */
export function validateVolume(volume: number): void {
  if (!Number.isFinite(volume) || volume < 0 || volume > 2) throw ValidationError.field('volume must be between 0 and 2');
}
