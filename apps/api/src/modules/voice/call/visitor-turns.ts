import { createVad } from '../audio/vad';
import { createFramer, FRAME_BYTES } from '../audio/wav';
import { unfinishedRequest } from './turn-words';

/**
 * A visitor who starts speaking again this soon after a pause that was taken for the end of their
 * turn was not done: what they say next goes on from what they said before ("can I pay with a
 * gift" … "card"). Pauses inside spoken sentences were measured up to ~460 ms (Flite, at commas).
 */
export const CONTINUE_MS = 600;
/**
 * Words that stop where a request cannot end ("how much is the", "and") are waited on this long
 * after the visitor's last voiced frame: they are still finding the word, and what they say within
 * it is the rest of the same question.
 */
export const UNFINISHED_CONTINUE_MS = 1_600;
/**
 * The agent's answer, prepared from the moment the turn ended (160 ms), starts only once the
 * visitor has been quiet this long: a visitor who goes on within it is never talked over, and the
 * answer prepared for their first words is dropped unheard.
 */
export const SPEAK_AFTER_MS = 260;
/** A visitor seen pausing longer inside their sentences gets a longer wait, up to this. */
const MAX_SPEAK_AFTER_MS = 600;
/** How much longer than the longest pause seen the wait becomes. */
const PAUSE_MARGIN_MS = 60;

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
  /** The words the latest question went on from ("how much is the trailhead bag" before "pack"); null when it stood alone. */
  private continued: { before: string; added: string } | null = null;
  /** Talk so far, in ms: each stretch of speech from its start to its last voiced frame, pauses left out. */
  private talked = 0;
  /** When the stretch being spoken began; null between stretches. */
  private stretchFrom: number | null = null;

  private waiting: { run: () => void; signal: AbortSignal }[] = [];
  private waitTimer: NodeJS.Timeout | null = null;

  constructor(
    private readonly on: VisitorTurnHandlers,
    private readonly continueMs = CONTINUE_MS,
    private speakAfterMs = SPEAK_AFTER_MS,
  ) {}

  /**
   * Runs `run` once the visitor is quiet (not speaking, and silent for `speakAfterMs`): at once
   * when they are, otherwise in order with what waits already. Dropped when `signal` aborts.
   */
  whenQuiet(run: () => void, signal: AbortSignal) {
    if (signal.aborted) return;
    if (!this.waiting.length && this.quietFor() <= 0) return run();
    this.waiting.push({ run, signal });
    this.scheduleWaiting();
  }

  /** True once what waits before it has run and the visitor is quiet; false when `signal` aborts first. */
  quiet(signal: AbortSignal): Promise<boolean> {
    return new Promise((resolve) => {
      if (signal.aborted) return resolve(false);
      signal.addEventListener('abort', () => resolve(false), { once: true });
      this.whenQuiet(() => resolve(true), signal);
    });
  }

  /** Milliseconds until the visitor counts as quiet: their last voiced frame is `speakAfterMs` old. */
  private quietFor(): number {
    return this.vad.lastVoicedAt ? this.vad.lastVoicedAt + this.speakAfterMs - performance.now() : 0;
  }

  private scheduleWaiting() {
    if (this.waitTimer) return;
    const wait = this.quietFor();
    this.waitTimer = setTimeout(
      () => {
        this.waitTimer = null;
        this.waiting = this.waiting.filter((w) => !w.signal.aborted);
        if (!this.waiting.length) return;
        if (this.quietFor() > 0) return this.scheduleWaiting();
        for (const w of this.waiting.splice(0)) if (!w.signal.aborted) w.run();
      },
      Math.max(1, Math.min(wait, 1_000)),
    );
  }

  /** The call is over: nothing waits any more. */
  stop() {
    if (this.waitTimer) clearTimeout(this.waitTimer);
    this.waitTimer = null;
    this.waiting = [];
  }

  push(chunk: Buffer) {
    for (const frame of this.framer.push(chunk)) {
      this.on.frame(frame);
      const event = this.vad.push(frame, performance.now());
      if (event?.type === 'speech-start') {
        // Speaking again this soon after their turn seemed over: the pause was inside a sentence,
        // and this visitor pauses that long; the agent waits longer for them from now on.
        const pause = event.at - this.turnEndVoicedAt;
        if (this.turnEndVoicedAt > this.speechStartedAt && pause < this.continueMs)
          this.speakAfterMs = Math.min(MAX_SPEAK_AFTER_MS, Math.max(this.speakAfterMs, pause + PAUSE_MARGIN_MS));
        this.speechStartedAt = event.at;
        this.closeStretch(this.turnEndVoicedAt);
        this.stretchFrom = event.at;
        this.on.speechStart();
      } else if (event?.type === 'turn-end') {
        this.turnEndVoicedAt = event.lastVoicedAt;
        // A pause long enough to end the turn ends the stretch: speaking again after it starts another.
        this.closeStretch(event.lastVoicedAt);
        this.on.turnEnd();
      } else if (event?.type === 'speech-end') {
        this.closeStretch(this.vad.lastVoicedAt);
        this.on.speechEnd();
      }
    }
  }

  /** Adds the stretch being spoken, up to its last voiced frame `until`, to the talk time. */
  private closeStretch(until: number) {
    if (this.stretchFrom === null) return;
    this.talked += Math.max(0, until - this.stretchFrom);
    this.stretchFrom = null;
  }

  /** How long the visitor has talked, in ms (the call's record: talk time). */
  get talkMs(): number {
    return Math.round(this.talked + (this.stretchFrom === null ? 0 : Math.max(0, this.vad.lastVoicedAt - this.stretchFrom)));
  }

  /** When the visitor's last voiced frame arrived (0 before any). */
  get lastVoicedAt() {
    return this.vad.lastVoicedAt;
  }

  reset() {
    this.closeStretch(this.vad.lastVoicedAt);
    this.vad.reset();
  }

  /**
   * The question a final transcript asks: the transcript itself, or, when the visitor went on
   * speaking right after the words before it, those words and it together (`language`: the call's,
   * whose words tell an unfinished request).
   */
  question(transcript: string, language?: string): string {
    const before = this.previous;
    const window = before && unfinishedRequest(before.question, language) ? UNFINISHED_CONTINUE_MS : this.continueMs;
    const goesOn = before !== null && this.speechStartedAt > before.voiceEndedAt && this.speechStartedAt - before.voiceEndedAt < window;
    const question = goesOn ? `${before.question} ${transcript}` : transcript;
    this.continued = goesOn ? { before: before.question, added: transcript } : null;
    this.previous = { question, voiceEndedAt: this.turnEndVoicedAt };
    return question;
  }

  /** How long the latest stretch of speech lasted, from its start to its last voiced frame (ms; 0 while it goes on). */
  get lastStretchMs(): number {
    return this.turnEndVoicedAt > this.speechStartedAt ? this.turnEndVoicedAt - this.speechStartedAt : 0;
  }

  /** What the latest question went on from, and what was added to it; null when it stood alone. */
  get continuation() {
    return this.continued;
  }

  /** Milliseconds until a visitor who stopped on an unfinished request counts as done with it. */
  unfinishedWaitLeft(): number {
    return this.vad.lastVoicedAt ? this.vad.lastVoicedAt + UNFINISHED_CONTINUE_MS - performance.now() : 0;
  }
}
