import type WebSocket from 'ws';
import type { SpeechToTextSession, TranscriptEvent } from '../providers/types';
import { fixedText, runAgentTurn, showCards } from './agent-turn';
import { createAudioBudget } from './audio-budget';
import { createAudioOut } from './audio-out';
import { CallRecord } from './call-record';
import type { ActiveTurn, AnswerTimings, CallSessionDeps, CallStatus, SpeakOptions } from './call-types';
import { parseClientMessage, type ClientMessage, type EndedReason, type ServerMessage } from './protocol';
import { CallClaims } from './call-handover';
import { CallTransfer } from './call-transfer';
import { createResumeToken, sameToken } from './tokens';
import { CallAnswers } from './call-answers';
import { TurnTaking } from './turn-taking';
import { VisitorTurns } from './visitor-turns';
import { FRAME_MS } from '../audio/wav';
// The client's reconnect loop waits the same window: one constant, in the media socket's contract.
import { RESUME_WINDOW_MS } from '@parley/contract/media-socket';

export type { AnswerTimings, CallObserver, CallSessionDeps, CallStatus } from './call-types';

const NEXT: Record<CallStatus, CallStatus[]> = {
  queued: ['in-progress', 'ended'],
  'in-progress': ['transferring', 'ended'],
  transferring: ['ended'],
  ended: [],
};

/**
 * One web call: the media socket (which may drop and come back), the recogniser, the VAD, the
 * agent's answers and the stored conversation. Every change of the call's status goes through
 * `setStatus`, which refuses moves the call cannot make.
 */
export class CallSession {
  private status: CallStatus = 'queued';
  private socket: WebSocket | null = null;
  private resumeToken = createResumeToken();
  private resumeTimer: NodeJS.Timeout | null = null;
  private idleTimer: NodeJS.Timeout | null = null;
  private maxTimer: NodeJS.Timeout | null = null;
  private stt: SpeechToTextSession | null = null;
  private readonly visitor: VisitorTurns;
  private readonly out;
  private turn: ActiveTurn | null = null;
  private assistantMuted = false;
  private micMuted = false;
  private greeted = false;
  private readonly record: CallRecord;
  private startedAt = Date.now();
  /** Its claims on the call, which the other processes see (the heartbeat compares them). */
  readonly claims: CallClaims;
  private drainWaiters: (() => void)[] = [];
  private readonly audioBudget = createAudioBudget();
  private readonly transfer: CallTransfer;
  private readonly turnTaking: TurnTaking;
  private readonly answers: CallAnswers;

  constructor(private readonly deps: CallSessionDeps) {
    this.record = new CallRecord(deps);
    this.claims = new CallClaims(deps.handover, deps.callId, deps.log);
    this.transfer = new CallTransfer(deps.transfer, deps.conversation, {
      live: () => this.status === 'in-progress',
      say: (text) => this.speak(fixedText(text), {}),
      startTransfer: () => this.setStatus('transferring'),
      end: (reason) => this.end(reason),
      send: (message) => this.send(message),
      log: deps.log,
    });
    this.visitor = new VisitorTurns({
      frame: (frame) => this.stt?.write(frame),
      speechStart: () => {
        this.touch();
        this.send({ type: 'speech-update', role: 'user', status: 'started' });
        // The visitor talks over the agent (barge-in): its audio stops now, here and in the client's queue.
        this.turnTaking.speechStarted();
      },
      turnEnd: () => this.stt?.endOfTurn?.(),
      speechEnd: () => {
        this.send({ type: 'speech-update', role: 'user', status: 'stopped' });
        this.turnTaking.speechEnded();
      },
    });
    this.out = createAudioOut({
      send: (frame) => this.sendBinary(frame),
      onDrained: () => {
        for (const wake of this.drainWaiters.splice(0)) wake();
      },
    });
    this.turnTaking = new TurnTaking({
      visitor: this.visitor,
      out: this.out,
      send: (message) => this.send(message),
      turn: () => this.turn,
      language: deps.conversation.language ?? 'en',
      respond: (question, timings, continued) => this.answers.respond(question, timings, true, continued),
    });
    this.answers = new CallAnswers({
      deps: this.deps,
      record: this.record,
      transfer: this.transfer,
      send: (message) => this.send(message),
      speak: (text, options) => this.speak(text, options),
      turn: {
        current: () => this.turn,
        start: (turn) => void this.startTurn(turn),
        done: (turn) => {
          if (this.turn === turn) this.turn = null;
        },
      },
      resumeAgent: () => this.turnTaking.resumeAgent(),
    });
  }

  get id() {
    return this.deps.callId;
  }
  get state(): CallStatus {
    return this.status;
  }

  private setStatus(next: CallStatus): boolean {
    if (!NEXT[this.status].includes(next)) return false;
    this.status = next;
    return true;
  }

  /** The first connection (the connect token was spent by the caller). */
  start(socket: WebSocket) {
    this.begin(socket);
    if (this.deps.speakFirst) this.sayFirstMessage();
  }

  /**
   * A call taken over from another process (it died, or the reconnection landed here): the call goes
   * on with its conversation so far, read back from the database, and without a second greeting.
   */
  adopt(socket: WebSocket, token: string, earlier: { startedAt: number; turns: { role: 'user' | 'assistant'; content: string }[] }) {
    this.startedAt = earlier.startedAt;
    this.greeted = true;
    this.record.seed(earlier.turns);
    this.begin(socket, token);
  }

  private begin(socket: WebSocket, token?: string) {
    if (!this.setStatus('in-progress')) throw new Error(`call ${this.id} cannot start from ${this.status}`);
    this.stt = this.deps.stt.start(
      { onTranscript: (event) => this.onTranscript(event), onError: (error) => this.fail('pipeline-error-transcriber-failed', error) },
      { language: this.deps.conversation.language ?? 'en' },
    );
    this.attach(socket, token);
    this.transfer.watch();
    this.touch();
    const left = Math.max(1_000, (this.deps.maxDurationMs ?? 30 * 60_000) - (Date.now() - this.startedAt));
    this.maxTimer = setTimeout(() => void this.end('exceeded-max-duration'), left);
  }

  /**
   * Another process holds the call now (it resumed it, or ended it): let go here without ending or
   * recording anything, since the call goes on there.
   */
  release() {
    if (!this.setStatus('ended')) return;
    this.stopEverything();
    this.socket?.close(4000, 'Resumed on another connection');
    this.socket = null;
    this.deps.onClosed(this.id);
  }

  /** Timers, the answer under way, the audio out and the recogniser: all stop. */
  private stopEverything() {
    for (const timer of [this.resumeTimer, this.idleTimer, this.maxTimer]) if (timer) clearTimeout(timer);
    this.turnTaking.stop();
    this.turn?.controller.abort();
    this.turn = null;
    this.out.close();
    for (const wake of this.drainWaiters.splice(0)) wake();
    this.stt?.close();
    this.visitor.stop();
    this.transfer.stopWatching();
  }

  /** A reconnection with the resume token inside the window: the same call goes on. */
  resume(socket: WebSocket, token: string): boolean {
    if (this.status !== 'in-progress' || !sameToken(token, this.resumeToken)) return false;
    if (this.resumeTimer) clearTimeout(this.resumeTimer);
    this.resumeTimer = null;
    const previous = this.socket;
    this.socket = null;
    previous?.close(4000, 'Replaced by a resumed connection');
    this.attach(socket);
    return true;
  }

  private attach(socket: WebSocket, token = createResumeToken()) {
    this.socket = socket;
    this.resumeToken = token;
    this.claims.publish(token);
    socket.on('message', (data, isBinary) => {
      if (this.socket !== socket) return;
      if (isBinary) this.onAudio(Array.isArray(data) ? Buffer.concat(data) : Buffer.from(data as ArrayBuffer));
      else this.onText((data as Buffer).toString()); // ws hands a text frame over as one Buffer
    });
    socket.on('close', () => {
      if (this.socket === socket) this.detach();
    });
    socket.on('error', () => {});
    this.send({ type: 'call-ready', callId: this.id, resumeToken: this.resumeToken });
    this.send({ type: 'status-update', status: 'in-progress' });
  }

  /** The resume window is over: end the call, unless another process has taken it over meanwhile. */
  private async endUnlessResumedElsewhere() {
    if (await this.claims.lost()) this.release();
    else await this.end('customer-disconnected');
  }

  /** The socket dropped without `end-call`: keep everything for the resume window. */
  private detach() {
    this.socket = null;
    if (this.status !== 'in-progress') return;
    // What was queued for the lost socket cannot be played any more.
    this.out.clear();
    this.visitor.reset();
    this.resumeTimer = setTimeout(() => void this.endUnlessResumedElsewhere(), this.deps.resumeWindowMs ?? RESUME_WINDOW_MS);
  }

  private send(message: ServerMessage) {
    if (this.socket?.readyState === 1) this.socket.send(JSON.stringify(message));
  }
  private sendBinary(frame: Buffer) {
    if (this.socket?.readyState === 1) this.socket.send(frame, { binary: true });
  }

  private touch() {
    if (this.idleTimer) clearTimeout(this.idleTimer);
    this.idleTimer = setTimeout(() => void this.end('silence-timed-out'), this.deps.silenceTimeoutMs ?? 5 * 60_000);
  }

  private onAudio(chunk: Buffer) {
    if (this.status !== 'in-progress' || this.micMuted) return;
    // A microphone sends real time; a client sending far faster would only load the recogniser.
    if (!this.audioBudget.admit(chunk.length)) return;
    this.visitor.push(chunk);
  }

  /** A new turn of the agent's; what it was saying stops. */
  private startTurn(turn: ActiveTurn = { controller: new AbortController(), speaking: false }): ActiveTurn {
    this.replaceTurn();
    this.turn = turn;
    return turn;
  }

  /** What the agent was saying gives way to something newer; audio the client holds goes too. */
  private replaceTurn() {
    if (this.turn?.speaking) this.send({ type: 'clear-audio' });
    if (this.turn) this.stopSpeaking();
  }

  private stopSpeaking() {
    const turn = this.turn;
    this.turnTaking.clearNoiseTimer();
    this.out.clear();
    if (!turn) return;
    turn.controller.abort();
    this.turn = null;
    if (turn.speaking) this.send({ type: 'speech-update', role: 'assistant', status: 'stopped' });
  }

  private onText(text: string) {
    const parsed = parseClientMessage(text);
    if (!parsed.ok) return this.send({ type: 'error', code: 'invalid-message', message: parsed.error });
    this.handle(parsed.message);
  }

  private handle(message: ClientMessage) {
    if (this.status !== 'in-progress') return;
    switch (message.type) {
      case 'end-call':
        return void this.end('customer-ended-call');
      case 'mic-muted':
        this.micMuted = message.muted;
        if (message.muted) {
          this.visitor.reset();
          // Half a second of silence lets the recogniser close an utterance cut off by the mute.
          this.stt?.write(Buffer.alloc(16_000));
        }
        return;
      case 'control':
        if (message.control === 'say-first-message') return this.sayFirstMessage();
        this.assistantMuted = message.control === 'mute-assistant';
        if (this.assistantMuted) {
          this.send({ type: 'clear-audio' });
          this.out.clear();
        }
        return;
      case 'say':
        return void this.speak(fixedText(message.content), { endAfter: message.endCallAfterSpoken ?? false });
      case 'add-message': {
        const { role, content } = message.message;
        if (role === 'system') {
          this.deps.context.rules.push(content);
          return;
        }
        this.record.remember(role, content);
        if (role === 'user') this.answers.respond(content, { transcriptAt: performance.now() }, message.triggerResponseEnabled !== false);
        return;
      }
    }
  }

  private sayFirstMessage() {
    if (this.greeted || !this.deps.firstMessage.trim()) return;
    this.greeted = true;
    void this.speak(fixedText(this.deps.firstMessage), { greeting: true });
  }

  private onTranscript(event: TranscriptEvent) {
    if (this.status !== 'in-progress') return;
    const text = event.text.trim();
    if (!text) return;
    this.touch();
    this.send({ type: 'transcript', role: 'user', transcriptType: event.kind, transcript: text });
    if (event.kind !== 'final') return;
    if (this.turnTaking.listening(text)) return;
    const transcriptAt = performance.now();
    this.record.remember('user', text);
    this.turnTaking.heard(text, transcriptAt);
  }

  private async speak(text: AsyncIterable<string>, options: SpeakOptions) {
    const current = options.turn ?? this.startTurn();
    const timings: AnswerTimings = options.timings ?? { transcriptAt: performance.now() };
    const result = await runAgentTurn({
      text,
      tts: this.deps.tts,
      signal: current.controller.signal,
      timings,
      onText: (piece) => this.send({ type: 'model-output', output: piece }),
      onAudio: (frames) =>
        this.visitor.whenQuiet(() => {
          if (this.assistantMuted || !frames.length) return;
          if (!current.speaking) {
            current.speaking = true;
            this.send({ type: 'speech-update', role: 'assistant', status: 'started' });
          }
          const before = this.out.stats().sent;
          this.out.enqueue(frames);
          if (timings.firstFrameSent === undefined && this.out.stats().sent > before) timings.firstFrameSent = performance.now();
        }, current.controller.signal),
    }).catch((error: unknown) => {
      this.fail('pipeline-error-voice-failed', error);
      return null;
    });
    // Audio held for the visitor's pause is queued in order; the answer counts as said once it is
    // (one dropped unheard, the visitor having gone on, is not stored).
    if (!result || (!result.aborted && !(await this.visitor.quiet(current.controller.signal)))) return;
    if (result.text) {
      this.send({ type: 'transcript', role: 'assistant', transcriptType: 'final', transcript: result.text });
      // Storing the answer with its sources records its products as recommended, as in the chat.
      this.record.remember('assistant', result.text, { sources: options.sources, answered: options.answered, greeting: options.greeting });
      if (options.cards)
        await showCards(
          options.cards,
          (message) => this.send(message),
          (error) => this.deps.log.warn({ err: error, callId: this.id }, 'voice call: reading the product cards failed'),
        );
    }
    if (options.timings) this.deps.observer?.onAnswer?.(this.id, timings);
    if (result.aborted) return;
    if (this.out.busy) await new Promise<void>((resolve) => this.drainWaiters.push(resolve));
    if (this.turn !== current) return;
    this.turn = null;
    if (current.speaking) this.send({ type: 'speech-update', role: 'assistant', status: 'stopped' });
    this.touch();
    if (options.endAfter) await this.end('assistant-ended-call');
  }

  private fail(reason: EndedReason, error: unknown) {
    if (this.status === 'ended') return;
    this.deps.log.error({ err: error, callId: this.id }, `voice call failed: ${reason}`);
    this.send({ type: 'error', code: reason, message: 'The voice call failed. Please use the text chat.' });
    void this.end(reason);
  }

  /** Ends the call once, whatever ends it; the conversation and the call's facts are stored. */
  async end(reason: EndedReason): Promise<void> {
    const wasLive = this.status === 'in-progress' || this.status === 'transferring';
    if (!this.setStatus('ended')) return;
    const stats = this.out.stats();
    this.stopEverything();
    // A transferred call tells the widget which conversation to continue as a text chat.
    const chatId = reason === 'transferred-to-human' ? { chatId: this.deps.conversation.id } : {};
    this.send({ type: 'status-update', status: 'ended', endedReason: reason, ...chatId });
    this.socket?.close(1000, 'Call ended');
    this.socket = null;
    this.deps.onClosed(this.id);
    this.deps.observer?.onEnded?.(this.id, { framesSent: stats.sent, framesDropped: stats.dropped, endedReason: reason });
    // A call taken over from a process that died counts the talk heard here only.
    await this.record.finish(reason, this.startedAt, wasLive, { visitorTalkMs: this.visitor.talkMs, agentTalkMs: stats.sent * FRAME_MS });
  }
}
