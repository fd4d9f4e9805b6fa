import { FRAME_MS } from './wav';

export interface VadOptions {
  /** Consecutive voiced frames before speech is declared (3 × 20 ms: a click or a cough is not speech). */
  onsetFrames: number;
  /** Consecutive unvoiced frames before speech is over (the hangover keeps short pauses inside one utterance). */
  hangoverFrames: number;
  /**
   * Consecutive unvoiced frames after which the visitor's turn is taken as ended, for the recogniser
   * to finish its transcript at once (`turn-end`). Shorter than the hangover: a pause that turns
   * out to be inside a sentence costs a split question, not a wrong "stopped".
   */
  endOfTurnFrames: number;
  /** A frame whose RMS is below this (0..1 of full scale) is never speech, however quiet the room. */
  minLevel: number;
  /** A frame is voiced when its RMS is this many times the room's noise floor. */
  noiseRatio: number;
  /** Above this zero-crossing rate (crossings per sample) a weak frame is hiss, not voice. */
  maxNoiseZcr: number;
}

export const DEFAULT_VAD: VadOptions = { onsetFrames: 3, hangoverFrames: 25, endOfTurnFrames: 8, minLevel: 0.012, noiseRatio: 3, maxNoiseZcr: 0.35 };

export type VadEvent =
  | { type: 'speech-start'; /** when the first voiced frame of the run arrived */ at: number }
  | { type: 'turn-end'; /** when the last voiced frame arrived */ lastVoicedAt: number; at: number }
  | { type: 'speech-end'; /** when the last voiced frame arrived */ lastVoicedAt: number; at: number };

export interface FrameFeatures {
  /** Root mean square level, 0..1 of full scale. */
  level: number;
  /** Zero crossings per sample, 0..1. */
  zcr: number;
}

export function frameFeatures(frame: Buffer): FrameFeatures {
  const samples = Math.floor(frame.length / 2);
  if (!samples) return { level: 0, zcr: 0 };
  let sum = 0;
  let crossings = 0;
  let previous = frame.readInt16LE(0);
  for (let i = 0; i < samples; i++) {
    const s = frame.readInt16LE(i * 2);
    sum += s * s;
    if (s >= 0 !== previous >= 0) crossings++;
    previous = s;
  }
  return { level: Math.sqrt(sum / samples) / 32768, zcr: crossings / samples };
}

/**
 * Energy and zero-crossing voice activity detection with an adaptive noise floor and hangover.
 * Feed it 20 ms frames in arrival order; it reports the start of speech after `onsetFrames`
 * voiced frames (barge-in acts on this), the end of the visitor's turn after `endOfTurnFrames`
 * unvoiced ones (speech after it starts again) and the end of speech after `hangoverFrames`.
 */
export function createVad(options: Partial<VadOptions> = {}) {
  const o = { ...DEFAULT_VAD, ...options };
  let noiseFloor = o.minLevel / o.noiseRatio;
  let speaking = false;
  /** The turn was taken as ended while the speech goes on: voice from here on starts speech again. */
  let turnEnded = false;
  let voicedRun = 0;
  let firstVoicedAt = 0;
  let silentRun = 0;
  let lastVoicedAt = 0;

  const isVoiced = ({ level, zcr }: FrameFeatures) => {
    const threshold = Math.max(o.minLevel, noiseFloor * o.noiseRatio);
    if (level < threshold) return false;
    // Weak broadband noise crosses zero constantly; voiced speech well below that.
    return level >= threshold * 2 || zcr <= o.maxNoiseZcr;
  };

  return {
    get speaking() {
      return speaking;
    },
    get noiseFloor() {
      return noiseFloor;
    },
    /** When the last voiced frame arrived (0 before any). */
    get lastVoicedAt() {
      return lastVoicedAt;
    },
    push(frame: Buffer, at: number = Date.now()): VadEvent | null {
      const features = frameFeatures(frame);
      const voiced = isVoiced(features);
      // The floor follows quiet frames quickly and loud ones slowly, so speech does not raise it.
      if (!voiced) noiseFloor += (features.level - noiseFloor) * (features.level < noiseFloor ? 0.2 : 0.02);
      if (voiced) {
        if (voicedRun === 0) firstVoicedAt = at;
        voicedRun++;
        silentRun = 0;
        lastVoicedAt = at;
        if ((!speaking || turnEnded) && voicedRun >= o.onsetFrames) {
          speaking = true;
          turnEnded = false;
          return { type: 'speech-start', at: firstVoicedAt };
        }
        return null;
      }
      voicedRun = 0;
      if (speaking && ++silentRun === o.endOfTurnFrames && o.endOfTurnFrames < o.hangoverFrames) {
        turnEnded = true;
        return { type: 'turn-end', lastVoicedAt, at };
      }
      if (speaking && silentRun >= o.hangoverFrames) {
        speaking = false;
        turnEnded = false;
        silentRun = 0;
        return { type: 'speech-end', lastVoicedAt, at };
      }
      return null;
    },
    reset() {
      speaking = false;
      turnEnded = false;
      voicedRun = 0;
      silentRun = 0;
    },
  };
}

export const VAD_FRAME_MS = FRAME_MS;
