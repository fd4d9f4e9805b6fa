import { createVad } from '../audio/vad';
import { createFramer, FRAME_BYTES } from '../audio/wav';

/**
 * A visitor who starts speaking again this soon after a pause that was taken for the end of their
 * turn was not done: what they say next goes on from what they said before ("can I pay with a
 * gift" … "card"). Pauses inside spoken sentences were measured up to ~460 ms (Flite, at commas).
 */
export const CONTINUE_MS = 600;

export interface VisitorTurnHandlers {
  /** Every 20 ms frame, in order (for the recogniser). */
  frame(frame: Buffer): void;
  speechStart(): void;
  /** The visitor paused long enough to take their turn as ended: the recogniser should finish now. */
  turnEnd(): void;
  /** The visitor's speech is over by the longer hangover (what the widget shows). */
  speechEnd(): void;
}

/**
 * The visitor's side of a call: their audio cut into frames for the recogniser and the voice
 * activity detector, the turns it finds, and the question each transcript asks, which includes
 * the words before a pause that turned out to be inside a sentence.
 */
export class VisitorTurns {
  private readonly vad = createVad();
  private readonly framer = createFramer(FRAME_BYTES);
  /** The last voiced frame before the latest end of turn. */
  private turnEndVoicedAt = 0;
  /** The first voiced frame of the latest speech. */
  private speechStartedAt = 0;
  private previous: { question: string; voiceEndedAt: number } | null = null;

  constructor(
    private readonly on: VisitorTurnHandlers,
    private readonly continueMs = CONTINUE_MS,
  ) {}

  push(chunk: Buffer) {
    for (const frame of this.framer.push(chunk)) {
      this.on.frame(frame);
      const event = this.vad.push(frame, performance.now());
      if (event?.type === 'speech-start') {
        this.speechStartedAt = event.at;
        this.on.speechStart();
      } else if (event?.type === 'turn-end') {
        this.turnEndVoicedAt = event.lastVoicedAt;
        this.on.turnEnd();
      } else if (event?.type === 'speech-end') this.on.speechEnd();
    }
  }

  /** When the visitor's last voiced frame arrived (0 before any). */
  get lastVoicedAt() {
    return this.vad.lastVoicedAt;
  }

  reset() {
    this.vad.reset();
  }

  /**
   * The question a final transcript asks: the transcript itself, or, when the visitor went on
   * speaking right after the words before it, those words and it together.
   */
  question(transcript: string): string {
    const before = this.previous;
    const goesOn = before !== null && this.speechStartedAt > before.voiceEndedAt && this.speechStartedAt - before.voiceEndedAt < this.continueMs;
    const question = goesOn ? `${before.question} ${transcript}` : transcript;
    this.previous = { question, voiceEndedAt: this.turnEndVoicedAt };
    return question;
  }
}
