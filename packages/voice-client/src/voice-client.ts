import {
  buildWebCallRequest,
  createWebCall,
  type AssistantConfig,
  type AssistantOverrides,
  type CallMetadata,
  type SquadConfig,
  type WorkflowConfig,
} from './api';
import { TypedEmitter } from './emitter';
import { InstanceDestroyedError, TransportError, ValidationError, VoiceClientError } from './errors';
import type { VoiceClientEvents } from './events';
import { isOutgoingMessage, type OutgoingMessage, type VoiceMessage, type WebCall } from './protocol';
import { SpeakingDetector } from './speaking';
import { CallStateMachine, type CallState } from './state';
import { systemTimers, type Timers } from './timers';
import { defaultTransportFactory } from './transport/default-transport';
import type { CallStartProgress, DeviceSelection, Transport, TransportFactory, TransportSink } from './transport/transport';
import { validateCallTarget, validateUserData, validateVolume } from './validation';

export interface VoiceClientOptions {
  /** The agent's public key (widget live key or demo key), sent as the bearer token. */
  apiKey: string;
  /** The Parley (or Vapi-compatible) API origin, e.g. `https://api.parley.example`. */
  baseUrl: string;
  /** Default true: using a destroyed client throws; false: it warns and does nothing. */
  strictMode?: boolean;
  /** Sent as `metadata` with every call (host origin, visitor id, page, language). */
  metadata?: CallMetadata;
  /** Builds the transport for a call; defaults to the media socket or Daily by `webCallUrl`. */
  transport?: TransportFactory;
  fetch?: typeof fetch;
  timers?: Timers;
}

export interface StartOptions {
  /** Merged over the client's `metadata`; JSON-serialisable, at most 4096 characters (spec §5 userData rule). */
  metadata?: CallMetadata;
}

const ACTIVE: readonly CallState[] = ['loading', 'joining', 'joined'];

/**
 * The web-call SDK: starts a voice call with a Parley agent and reports it through typed events.
 *
 * ```ts
 * const client = new VoiceClient({ apiKey: LIVE_KEY, baseUrl: 'https://api.parley.example' });
 * client.on('message', (m) => m.type === 'transcript' && console.info(m.role, m.transcript));
 * client.on('error', (e) => e instanceof MediaDeviceError && showTextChat());
 * await client.start('self');
 * ```
 */
export class VoiceClient extends TypedEmitter<VoiceClientEvents> {
  readonly #apiKey: string;
  readonly #baseUrl: string;
  readonly #strict: boolean;
  readonly #metadata: CallMetadata | undefined;
  readonly #transportFactory: TransportFactory;
  readonly #fetch: typeof fetch;
  readonly #machine: CallStateMachine;
  readonly #detector: SpeakingDetector;
  #starting: Promise<WebCall | null> | null = null;
  #stopping: Promise<void> | null = null;
  /** Identity of the call in progress; a stale transport's reports (or a stopped start) compare unequal. */
  #attempt: object | null = null;
  #abort: AbortController | null = null;
  #transport: Transport | null = null;
  #call: WebCall | null = null;
  #endedMessageSent = false;
  /** Messages that arrive while joining wait for `call-start`, so listeners see the call start first. */
  #early: VoiceMessage[] = [];
  #muted = false;
  #devices: DeviceSelection = {};
  #volume = 1;
  #destroyed = false;

  constructor(options: VoiceClientOptions) {
    super();
    if (typeof options?.apiKey !== 'string' || options.apiKey.trim() === '') throw new ValidationError('apiKey is required');
    if (typeof options.baseUrl !== 'string' || !/^https?:\/\/[^/]/i.test(options.baseUrl)) throw new ValidationError('baseUrl must be an http(s) URL');
    if (options.metadata) validateUserData(options.metadata);
    this.#apiKey = options.apiKey;
    this.#baseUrl = options.baseUrl;
    this.#strict = options.strictMode ?? true;
    this.#metadata = options.metadata;
    this.#transportFactory = options.transport ?? defaultTransportFactory;
    this.#fetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
    this.#machine = new CallStateMachine((next, previous) => this.emit('state-change', next, previous));
    this.#detector = new SpeakingDetector(
      () => this.#transport?.agentLevel() ?? 0,
      {
        onVolume: (volume) => this.emit('volume-level', volume),
        onSpeechStart: () => this.emit('speech-start'),
        onSpeechEnd: () => this.emit('speech-end'),
      },
      options.timers ?? systemTimers,
    );
  }

  /** `new → loading → joining → joined → left | error`. */
  get state(): CallState {
    return this.#machine.state;
  }

  /** The call `POST /call/web` created, while it lasts. */
  get call(): WebCall | null {
    return this.#call;
  }

  get destroyed(): boolean {
    return this.#destroyed;
  }

  /**
   * Starts a call with an assistant (object or id), optional overrides, a squad or a workflow.
   * Resolves with the call once it is on air, or `null` when it failed (an `error` event says why)
   * or was stopped. While a call is starting or on air, another `start()` is ignored and returns
   * the same promise. Rejects only with a `ValidationError` (nothing to call, bad metadata).
   */
  start(
    assistant?: AssistantConfig | string,
    assistantOverrides?: AssistantOverrides,
    squad?: SquadConfig | string,
    workflow?: WorkflowConfig | string,
    options: StartOptions = {},
  ): Promise<WebCall | null> {
    if (!this.#alive('start')) return Promise.resolve(null);
    if (this.#starting) return this.#starting;
    const metadata = this.#metadata || options.metadata ? { ...this.#metadata, ...options.metadata } : undefined;
    try {
      validateCallTarget({ assistant, squad, workflow });
      if (metadata) validateUserData(metadata);
    } catch (error) {
      // The validators throw only ValidationError (a JSON.stringify failure becomes its cause).
      const invalid = error as ValidationError;
      return Promise.reject(invalid);
    }
    const body = buildWebCallRequest(assistant, assistantOverrides, squad, workflow, metadata);
    this.#transportFactory.prepare?.();
    this.#starting = this.#run(body);
    return this.#starting;
  }

  /** Hangs up. During `loading` or `joining` it cancels the start; `start()` then resolves `null`. */
  async stop(): Promise<void> {
    if (!this.#alive('stop')) return;
    if (!ACTIVE.includes(this.state)) return;
    this.#stopping ??= this.#hangUp();
    return this.#stopping;
  }

  /** Sends an `add-message` or `control` message. Returns false when no call is on air. */
  send(message: OutgoingMessage): boolean {
    if (!this.#alive('send')) return false;
    if (!isOutgoingMessage(message))
      throw new ValidationError(
        'send() takes an add-message (with role and content) or a control message (mute-assistant, unmute-assistant, say-first-message)',
      );
    if (this.state !== 'joined' || !this.#transport) return false;
    this.#transport.send(message);
    return true;
  }

  /** Makes the agent say `text` now; with `endCallAfterSpoken` the call ends after it. */
  say(text: string, endCallAfterSpoken = false): boolean {
    if (!this.#alive('say')) return false;
    if (typeof text !== 'string' || text.trim() === '') throw new ValidationError('say() needs some text');
    if (this.state !== 'joined' || !this.#transport) return false;
    this.#transport.send({ type: 'say', content: text, endCallAfterSpoken });
    return true;
  }

  /** Mutes the microphone (the server is told, so it stops listening). Set before or during a call; reset when the call ends. */
  setMuted(muted: boolean): void {
    if (!this.#alive('setMuted')) return;
    this.#muted = muted;
    if (this.state === 'joined') this.#transport?.setMuted(muted);
  }

  isMuted(): boolean {
    if (!this.#alive('isMuted')) return false;
    return this.#muted;
  }

  /** Chooses the microphone; applies now during a call, or to the next call. */
  async setInputDevicesAsync(devices: { audioDeviceId: string }): Promise<void> {
    if (!this.#alive('setInputDevicesAsync')) return;
    this.#devices = { ...this.#devices, audioDeviceId: devices.audioDeviceId };
    if (this.state === 'joined') await this.#transport?.setInputDevice(devices.audioDeviceId);
  }

  /** Chooses the speaker; applies now during a call, or to the next call. */
  async setOutputDeviceAsync(devices: { outputDeviceId: string }): Promise<void> {
    if (!this.#alive('setOutputDeviceAsync')) return;
    this.#devices = { ...this.#devices, outputDeviceId: devices.outputDeviceId };
    if (this.state === 'joined') await this.#transport?.setOutputDevice(devices.outputDeviceId);
  }

  /** Agent volume, 0 to 2 (spec §5 remote media volume). */
  setAgentVolume(volume: number): void {
    if (!this.#alive('setAgentVolume')) return;
    validateVolume(volume);
    this.#volume = volume;
    if (this.state === 'joined') this.#transport?.setAgentVolume(volume);
  }

  /** Hangs up if needed and releases everything; afterwards every method throws (strict mode) or warns. */
  async destroy(): Promise<void> {
    if (this.#destroyed) return;
    await this.stop();
    this.#destroyed = true;
    this.removeAllListeners();
  }

  #alive(method: string): boolean {
    if (!this.#destroyed) return true;
    const error = new InstanceDestroyedError(method);
    if (this.#strict) throw error;
    console.warn(error.message);
    return false;
  }

  async #run(body: ReturnType<typeof buildWebCallRequest>): Promise<WebCall | null> {
    const attempt = {};
    this.#attempt = attempt;
    this.#endedMessageSent = false;
    const abort = new AbortController();
    this.#abort = abort;
    this.#setState('loading');
    this.#progress({ stage: 'request', status: 'started' });
    try {
      const call = await createWebCall({ baseUrl: this.#baseUrl, apiKey: this.#apiKey, fetch: this.#fetch, signal: abort.signal }, body);
      if (this.#attempt !== attempt) return null;
      this.#progress({ stage: 'request', status: 'completed' });
      this.#call = call;
      this.#setState('joining');
      const transport = await this.#transportFactory(call, this.#sink(attempt));
      if (this.#attempt !== attempt) {
        await transport.disconnect();
        return null;
      }
      this.#transport = transport;
      await transport.connect(this.#devices);
      if (this.#attempt !== attempt) return null;
      if (this.#muted) transport.setMuted(true);
      if (this.#volume !== 1) transport.setAgentVolume(this.#volume);
      this.#setState('joined');
      this.#detector.start();
      this.emit('call-start');
      this.#flushEarly();
      return call;
    } catch (error) {
      if (this.#attempt !== attempt) return null; // stopped meanwhile: not a failure
      if (this.state === 'loading') this.#progress({ stage: 'request', status: 'failed' });
      await this.#fail(asVoiceClientError(error));
      return null;
    }
  }

  /** What a transport may report; reports of a call that is over are dropped. */
  #sink(attempt: object): TransportSink {
    const current = () => this.#attempt === attempt && ACTIVE.includes(this.state);
    return {
      message: (message: VoiceMessage) => {
        if (!current()) return;
        if (message.type === 'status-update' && message.status === 'ended') this.#endedMessageSent = true;
        if (this.state === 'joining') this.#early.push(message);
        else this.emit('message', message);
      },
      progress: (progress) => {
        if (current()) this.#progress(progress);
      },
      ended: (endedReason) => {
        if (current()) void this.#remoteEnd(endedReason);
      },
      error: (error, fatal) => {
        if (!current()) return;
        if (fatal) void this.#fail(error);
        else this.emit('error', error);
      },
    };
  }

  #progress(progress: Omit<CallStartProgress, 'timestamp'>): void {
    this.emit('call-start-progress', { ...progress, timestamp: Date.now() });
  }

  #setState(next: CallState): boolean {
    return this.#machine.setState(next);
  }

  /** The visitor hung up (or stopped a start). */
  async #hangUp(): Promise<void> {
    this.#attempt = null;
    this.#abort?.abort(new TransportError('connect-failed', 'The call was stopped'));
    const transport = this.#transport;
    this.#transport = null;
    await transport?.disconnect().catch(() => undefined);
    this.#leave('customer-ended-call');
  }

  /** The agent or server ended the call. */
  async #remoteEnd(endedReason: string): Promise<void> {
    this.#attempt = null;
    const transport = this.#transport;
    this.#transport = null;
    await transport?.disconnect().catch(() => undefined);
    this.#leave(endedReason);
  }

  /** Spec §4: on leave, `call-end` and a `status-update` ended, then clean-up. */
  #leave(endedReason: string): void {
    this.#detector.stop();
    if (!this.#setState('left')) return this.#cleanUp();
    this.#flushEarly();
    this.emit('call-end');
    if (!this.#endedMessageSent) this.emit('message', { type: 'status-update', status: 'ended', endedReason });
    this.#cleanUp();
  }

  /** Spec §4: on failure, an `error` event, then clean-up; a call that had started also ends (`call-end`). */
  async #fail(error: VoiceClientError): Promise<void> {
    const wasOnAir = this.state === 'joined';
    this.#attempt = null;
    this.#abort?.abort(error);
    const transport = this.#transport;
    this.#transport = null;
    this.#detector.stop();
    this.emit('error', error);
    await transport?.disconnect().catch(() => undefined);
    // A stop() during the disconnect has already ended the call (state left, call-end sent).
    if (!this.#setState('error')) return;
    if (wasOnAir) this.emit('call-end');
    this.#cleanUp();
  }

  #flushEarly(): void {
    const early = this.#early;
    this.#early = [];
    for (const message of early) this.emit('message', message);
  }

  #cleanUp(): void {
    this.#early = [];
    this.#detector.stop();
    this.#transport = null;
    this.#abort = null;
    this.#call = null;
    this.#starting = null;
    this.#stopping = null;
    this.#muted = false;
  }
}

function asVoiceClientError(error: unknown): VoiceClientError {
  if (error instanceof VoiceClientError) return error;
  return new TransportError('connect-failed', error instanceof Error ? error.message : 'The call could not be started', { cause: error });
}
