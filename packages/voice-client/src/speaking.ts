import type { Timers } from './timers';

/** Spec §9 audio constants. */
export const AUDIO_LEVEL_POLL_MS = 100;
export const SPEAKING_THRESHOLD = 0.01;
export const VOLUME_NORMALISER = 0.15;
export const SPEECH_END_SILENCE_MS = 1000;

export interface SpeakingHandlers {
  onVolume(volume: number): void;
  onSpeechStart(): void;
  onSpeechEnd(): void;
}

/** Spec §9: volume shown to the visitor = level / 0.15, capped at 1. */
export function normaliseVolume(level: number): number {
  if (!Number.isFinite(level) || level <= 0) return 0;
  return Math.min(1, level / VOLUME_NORMALISER);
}

/**
 * Spec §9 speaking detection on the agent's audio: every 100 ms read the total level; above 0.01
 * the agent is speaking; speech ends only after 1 s without a level above the threshold, so the
 * pauses between words and sentences do not flicker the UI.
 */
export class SpeakingDetector {
  #interval: unknown = null;
  #silenceTimer: unknown = null;
  #speaking = false;

  constructor(
    private readonly readLevel: () => number,
    private readonly handlers: SpeakingHandlers,
    private readonly timers: Timers,
  ) {}

  get speaking(): boolean {
    return this.#speaking;
  }

  start(): void {
    if (this.#interval !== null) return;
    this.#interval = this.timers.setInterval(() => this.#poll(), AUDIO_LEVEL_POLL_MS);
  }

  /** Stops polling; a speech in progress ends now (its `speech-end` fires). */
  stop(): void {
    if (this.#interval !== null) this.timers.clearInterval(this.#interval);
    this.#interval = null;
    this.#clearSilence();
    if (this.#speaking) {
      this.#speaking = false;
      this.handlers.onSpeechEnd();
    }
  }

  #poll(): void {
    const level = this.readLevel();
    this.handlers.onVolume(normaliseVolume(level));
    if (level > SPEAKING_THRESHOLD) {
      this.#clearSilence();
      if (!this.#speaking) {
        this.#speaking = true;
        this.handlers.onSpeechStart();
      }
    } else if (this.#speaking && this.#silenceTimer === null) {
      this.#silenceTimer = this.timers.setTimeout(() => {
        this.#silenceTimer = null;
        this.#speaking = false;
        this.handlers.onSpeechEnd();
      }, SPEECH_END_SILENCE_MS);
    }
  }

  #clearSilence(): void {
    if (this.#silenceTimer !== null) this.timers.clearTimeout(this.#silenceTimer);
    this.#silenceTimer = null;
  }
}
