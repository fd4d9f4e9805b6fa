import type { createAudioOut } from './audio-out';
import type { ActiveTurn, AnswerTimings } from './call-types';
import type { ServerMessage } from './protocol';
import { asksSomethingElse, isListening, unfinishedRequest } from './turn-words';
import type { VisitorTurns } from './visitor-turns';

/**
 * After the visitor's speech over the agent ends, how long its transcript may take before the
 * sound is taken for noise (a cough, a door) and the agent goes on where it paused. Transcripts
 * come ~200 ms after the turn's end, which is before the speech's end (its longer hangover).
 */
export const NOISE_AFTER_MS = 400;

export interface TurnTakingDeps {
  visitor: VisitorTurns;
  out: Pick<ReturnType<typeof createAudioOut>, 'pause' | 'resume' | 'paused'>;
  send: (message: ServerMessage) => void;
  /** The agent's turn under way, if any. */
  turn: () => ActiveTurn | null;
  /** The call's language: the words that leave a request open, listen or stop are its own (turn-words-languages.ts). */
  language: string;
  /** The visitor's question is complete: answer it (`continued`: the words it went on from after a pause). */
  respond: (question: string, timings: AnswerTimings, continued: Continued) => void;
}

/** The words a question went on from after a pause, and those added (VisitorTurns.continuation). */
export type Continued = { before: string; added: string } | null;

/** The latest answer begun: the question it answers, whether it answered it clearly, and its turn. */
export interface AnswerBegun {
  question: string;
  answered: boolean;
  turn: ActiveTurn;
}

/**
 * The earlier answer that a question continued after a pause ("how much is the trailhead bag" …
 * "pack") may keep when the longer question finds no answer: only a clear answer to exactly the
 * words continued, and only when the added words do not ask something of their own.
 */
export function keepableAnswer(earlier: AnswerBegun | null, continued: Continued, language?: string): AnswerBegun | null {
  return continued && earlier?.answered && earlier.question === continued.before && !asksSomethingElse(continued.added, language) ? earlier : null;
}

/**
 * When the visitor's turn is over, beside the silence: a question that stops where a request
 * cannot end ("how much is the …") waits for its rest; speech over the agent pauses it at once
 * (the client drops what it holds), and the words decide whether it goes on ("mhm", "okay", a
 * cough) or gives way (anything else, answered as a question).
 */
export class TurnTaking {
  private held: { question: string; timings: AnswerTimings; continued: Continued; timer: NodeJS.Timeout | null } | null = null;
  private noiseTimer: NodeJS.Timeout | null = null;

  constructor(private readonly deps: TurnTakingDeps) {}

  speechStarted() {
    // A question waiting for its rest: this may be it (its transcript decides).
    if (this.held?.timer) clearTimeout(this.held.timer);
    if (this.held) this.held.timer = null;
    if (this.deps.turn()?.speaking && !this.deps.out.paused) {
      // The agent is silent from now on, as the client shows it; it says "started" again if it goes on.
      this.deps.send({ type: 'clear-audio' });
      this.deps.send({ type: 'speech-update', role: 'assistant', status: 'stopped' });
      this.deps.out.pause();
    }
  }

  speechEnded() {
    // Sound that brought no words: the held question and the paused answer go on.
    if (this.held && !this.held.timer) this.waitForRest();
    if (this.deps.out.paused) {
      this.clearNoiseTimer();
      this.noiseTimer = setTimeout(() => this.resumeAgent(), NOISE_AFTER_MS);
    }
  }

  /** True when a final transcript was only "mhm", "yeah" said over the agent: it was listening, and the answer goes on. */
  listening(text: string): boolean {
    if (!this.deps.turn()?.speaking || !isListening(text, this.deps.visitor.lastStretchMs, this.deps.language)) return false;
    this.resumeAgent();
    return true;
  }

  /** A final transcript that was not listening: the question it asks, with the words before a pause it went on from. */
  heard(transcript: string, transcriptAt: number) {
    const question = this.deps.visitor.question(transcript, this.deps.language);
    this.ask(question, { transcriptAt, lastVoicedAt: this.deps.visitor.lastVoicedAt || undefined }, this.deps.visitor.continuation);
  }

  /** The visitor's question is answered now, or held for its rest when it stops where a request cannot end. */
  ask(question: string, timings: AnswerTimings, continued: Continued) {
    if (this.held?.timer) clearTimeout(this.held.timer);
    this.held = null;
    if (!unfinishedRequest(question, this.deps.language)) return this.deps.respond(question, timings, continued);
    this.held = { question, timings, continued, timer: null };
    this.waitForRest();
  }

  /** The held question is answered as it is once the visitor has said nothing more for UNFINISHED_CONTINUE_MS. */
  private waitForRest() {
    const held = this.held;
    if (!held) return;
    held.timer = setTimeout(
      () => {
        if (this.held !== held) return;
        this.held = null;
        this.deps.respond(held.question, held.timings, held.continued);
      },
      Math.max(1, this.deps.visitor.unfinishedWaitLeft()),
    );
  }

  /** The agent goes on from where the visitor's words paused it, once they are quiet again. */
  resumeAgent() {
    this.clearNoiseTimer();
    if (!this.deps.out.paused) return;
    const turn = this.deps.turn();
    if (!turn) return this.deps.out.resume();
    this.deps.visitor.whenQuiet(() => {
      this.deps.send({ type: 'speech-update', role: 'assistant', status: 'started' });
      this.deps.out.resume();
    }, turn.controller.signal);
  }

  clearNoiseTimer() {
    if (this.noiseTimer) clearTimeout(this.noiseTimer);
    this.noiseTimer = null;
  }

  /** The call is over. */
  stop() {
    this.clearNoiseTimer();
    if (this.held?.timer) clearTimeout(this.held.timer);
    this.held = null;
  }
}
