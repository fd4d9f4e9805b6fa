import { fixedText } from './agent-turn';
import type { CallRecord } from './call-record';
import type { CallTransfer } from './call-transfer';
import type { ActiveTurn, AnswerTimings, CallSessionDeps, SpeakOptions } from './call-types';
import type { ServerMessage } from './protocol';
import { writtenFigures } from '../recognition/written-figures';
import { prepareAnswer } from './spoken-answer';
import { keepableAnswer, type AnswerBegun, type Continued } from './turn-taking';

export interface CallAnswersDeps {
  deps: CallSessionDeps;
  record: CallRecord;
  transfer: CallTransfer;
  send: (message: ServerMessage) => void;
  speak: (text: AsyncIterable<string>, options: SpeakOptions) => Promise<void>;
  /** The agent's turn under way: `start` replaces it (what it was saying stops) with a new one. */
  turn: { current(): ActiveTurn | null; start(turn: ActiveTurn): void; done(turn: ActiveTurn): void };
  /** The paused answer goes on (see TurnTaking). */
  resumeAgent: () => void;
}

/** What a call says back to each thing the visitor says or types: a contact noted, the team asked for, or an answer. */
export class CallAnswers {
  private lastAnswer: AnswerBegun | null = null;

  constructor(private readonly on: CallAnswersDeps) {}

  respond(text: string, timings: AnswerTimings, reply = true, continued: Continued = null) {
    const noted = this.on.record.takeContact(text);
    if (noted) return void this.on.speak(fixedText(noted), {});
    if (this.on.transfer.wantsPerson(text)) return void this.on.transfer.askForPerson(text);
    if (reply) void this.answer(text, timings, continued);
  }

  /**
   * The same turn as the chat: grounded answer and sources, then spoken sentence by sentence.
   * `continued`: the question is an earlier one with words the visitor added after a pause
   * ("how much is the trailhead bag" … "pack"). The longer question replaces the answer to the
   * shorter one only when it is answered too, or asks something of its own: a clear answer is
   * never replaced by "I don't know" for the same question with a misheard word more.
   */
  private async answer(question: string, timings: AnswerTimings, continued: Continued) {
    const keepable = keepableAnswer(this.lastAnswer, continued, this.on.deps.conversation.language ?? 'en');
    const controller = new AbortController();
    const turn: ActiveTurn = { controller, speaking: false };
    // A newer question replaces an answer still being prepared or spoken (one that may stand waits).
    if (!keepable) this.on.turn.start(turn);
    try {
      timings.responderStart = performance.now();
      const history = this.on.record.history.slice(0, -1);
      const { deps, send, transfer } = this.on;
      // An English recogniser writes figures as words; the answerer reads "7:30 pm", not "seven thirty pm".
      // (Only English: "ten" is a Dutch word, and other languages' recognisers write figures themselves.)
      const english = (deps.conversation.language ?? 'en').startsWith('en');
      const answer = await prepareAnswer(deps, { question: english ? writtenFigures(question) : question, history, send, transfer });
      if (controller.signal.aborted) return;
      if (keepable) {
        if (!answer.answered) return this.keepEarlierAnswer(keepable, timings);
        if (this.lastAnswer !== keepable) return;
        this.on.turn.start(turn);
      }
      this.lastAnswer = { question, answered: answer.answered, turn };
      this.on.record.noteSources(answer.sources);
      await this.on.speak(answer.tokens, { turn, timings, sources: answer.sources, answered: answer.answered, cards: answer.cards });
    } catch (error) {
      if (!controller.signal.aborted) {
        this.on.deps.log.error({ err: error, callId: this.on.deps.callId }, 'voice call: answering failed');
        this.on.send({ type: 'error', code: 'answer-failed', message: 'The agent could not answer. Please ask again.' });
      }
      this.on.turn.done(turn);
    }
  }

  /**
   * The longer question found no answer where the shorter one had one: the earlier answer stands.
   * Still under way (paused by the visitor's words, or waiting for them to be quiet), it goes on;
   * already stopped, it is said again.
   */
  private keepEarlierAnswer(earlier: AnswerBegun, timings: AnswerTimings) {
    if (this.lastAnswer !== earlier) return;
    if (this.on.turn.current() === earlier.turn && !earlier.turn.controller.signal.aborted) return this.on.resumeAgent();
    void this.answer(earlier.question, timings, null);
  }
}
