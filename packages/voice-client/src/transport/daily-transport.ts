import type { DailyCall, DailyEventObject, DailyFatalError } from '@daily-co/daily-js';
import { FatalCallError, MediaDeviceError, ServerError, TransportError, VoiceClientError } from '../errors';
import type { ClientMessage, WebCall } from '../protocol';
import { delay, systemTimers, type Timers } from '../timers';
import {
  callObjectOptions,
  disableNoiseCancellation,
  isMobileBrowser,
  joinOptions,
  loadDaily,
  MOBILE_JOIN_DELAY_MS,
  parseAppMessage,
  subscribeAudioOnly,
  teardown,
  totalRemoteLevel,
  type DailyModule,
} from './daily-guard';
import type { DeviceSelection, Transport, TransportSink } from './transport';
import { AUDIO_LEVEL_POLL_MS } from '../speaking';

export interface DailyTransportOptions {
  load?: () => Promise<DailyModule>;
  isMobile?: () => boolean;
  timers?: Timers;
}

type SinkableAudio = HTMLAudioElement & { setSinkId?: (id: string) => Promise<void> };
/** Daily types a fatal error's `error` as `any` for every type but connection-error; each one is a `{ type, msg }`. */
type FatalErrorEvent = Omit<DailyEventObject<'error'>, 'error'> & { error?: DailyFatalError };

/** A Daily room (when the server's `webCallUrl` is one): audio only, agent audio played through our own elements. */
export class DailyTransport implements Transport {
  readonly kind = 'daily';
  readonly #load: () => Promise<DailyModule>;
  readonly #isMobile: () => boolean;
  readonly #timers: Timers;
  readonly #stop = new AbortController();
  readonly #elements = new Map<string, SinkableAudio>();
  #call: DailyCall | null = null;
  #joined = false;
  #closing = false;
  #failure: VoiceClientError | null = null;
  #volume = 1;
  #outputDeviceId: string | undefined;

  constructor(
    private readonly webCall: WebCall,
    private readonly sink: TransportSink,
    options: DailyTransportOptions = {},
  ) {
    this.#load = options.load ?? loadDaily;
    this.#isMobile = options.isMobile ?? (() => isMobileBrowser());
    this.#timers = options.timers ?? systemTimers;
  }

  async connect(devices: DeviceSelection): Promise<void> {
    this.sink.progress({ stage: 'transport-load', status: 'started' });
    let Daily: DailyModule['default'];
    try {
      Daily = (await this.#load()).default;
    } catch (cause) {
      this.sink.progress({ stage: 'transport-load', status: 'failed' });
      throw new TransportError('transport-unsupported', 'The Daily call library could not be loaded', { cause });
    }
    this.sink.progress({ stage: 'transport-load', status: 'completed' });
    this.#throwIfClosing();
    const call = Daily.createCallObject(callObjectOptions(devices.audioDeviceId));
    this.#call = call;
    this.#outputDeviceId = devices.outputDeviceId;
    this.#listen(call);
    try {
      if (this.#isMobile()) await delay(this.#timers, MOBILE_JOIN_DELAY_MS, this.#stop.signal);
      this.#throwIfClosing();
      this.sink.progress({ stage: 'connect', status: 'started' });
      await call.join(joinOptions(this.webCall.webCallUrl));
      this.#throwIfClosing();
      if (this.#failure) throw this.#failure;
      await call.startRemoteParticipantsAudioLevelObserver(AUDIO_LEVEL_POLL_MS);
      if (devices.outputDeviceId) await call.setOutputDeviceAsync({ outputDeviceId: devices.outputDeviceId });
    } catch (cause) {
      this.sink.progress({ stage: 'connect', status: 'failed' });
      await this.#release();
      if (this.#closing) throw new TransportError('connect-failed', 'The call was stopped', { cause });
      throw this.#failure ?? (cause instanceof VoiceClientError ? cause : new TransportError('connect-failed', 'Could not join the call', { cause }));
    }
    this.#joined = true;
    this.sink.progress({ stage: 'connect', status: 'completed' });
  }

  async disconnect(): Promise<void> {
    if (this.#closing) return;
    this.#closing = true;
    this.#stop.abort(new TransportError('connect-failed', 'The call was stopped'));
    await this.#release();
  }

  send(message: ClientMessage): void {
    if (!this.#joined || !this.#call) return;
    this.#call.sendAppMessage(JSON.stringify(message), '*');
  }

  setMuted(muted: boolean): void {
    this.#call?.setLocalAudio(!muted);
  }

  agentLevel(): number {
    return this.#call && this.#joined ? totalRemoteLevel(this.#call) : 0;
  }

  async setInputDevice(deviceId: string): Promise<void> {
    await this.#call?.setInputDevicesAsync({ audioDeviceId: deviceId });
  }

  async setOutputDevice(deviceId: string): Promise<void> {
    this.#outputDeviceId = deviceId;
    await this.#call?.setOutputDeviceAsync({ outputDeviceId: deviceId });
    await Promise.all([...this.#elements.values()].map((element) => element.setSinkId?.(deviceId)));
  }

  /** HTML media elements stop at 1: above that the agent plays at full volume. */
  setAgentVolume(volume: number): void {
    this.#volume = Math.min(1, volume);
    for (const element of this.#elements.values()) element.volume = this.#volume;
  }

  #throwIfClosing(): void {
    if (this.#closing) throw new TransportError('connect-failed', 'The call was stopped');
  }

  #listen(call: DailyCall): void {
    call.on('participant-joined', (event: DailyEventObject<'participant-joined'>) => {
      if (!event.participant.local) subscribeAudioOnly(call, event.participant.session_id);
    });
    call.on('participant-left', (event: DailyEventObject<'participant-left'>) => {
      if (!event.participant.local && this.#joined && !this.#closing) this.sink.ended('assistant-ended-call');
    });
    call.on('track-started', (event: DailyEventObject<'track-started'>) => {
      if (event.participant && !event.participant.local && event.track.kind === 'audio') this.#playTrack(event.participant.session_id, event.track);
    });
    call.on('track-stopped', (event: DailyEventObject<'track-stopped'>) => {
      if (event.participant && event.track.kind === 'audio') this.#removeElement(event.participant.session_id);
    });
    call.on('app-message', (event: DailyEventObject<'app-message'>) => {
      const message = parseAppMessage(event.data);
      if (!message || message.type === 'call-ready' || message.type === 'clear-audio') return;
      if (message.type === 'error') return this.sink.error(new ServerError(message.code, message.message), false);
      this.sink.message(message);
      if (message.type === 'status-update' && message.status === 'ended') this.sink.ended(message.endedReason ?? 'unknown');
    });
    call.on('nonfatal-error', (event: DailyEventObject<'nonfatal-error'>) => {
      if (event.type === 'audio-processor-error') void disableNoiseCancellation(call).catch(() => undefined);
    });
    call.on('camera-error', (event: DailyEventObject<'camera-error'>) => {
      this.#fail(MediaDeviceError.fromCameraErrorType(event.error.type, event.errorMsg.errorMsg));
    });
    call.on('error', (event: FatalErrorEvent) => {
      this.#fail(FatalCallError.fromType(event.error?.type, event.errorMsg || 'The call failed', event.error));
    });
    call.on('left-meeting', () => {
      if (this.#joined && !this.#closing) this.sink.ended('left-meeting');
    });
  }

  /** Before the call is joined, errors are thrown from `connect()`; afterwards they end the call through the sink. */
  #fail(error: VoiceClientError): void {
    if (!this.#joined) {
      this.#failure ??= error;
      return;
    }
    if (!this.#closing) this.sink.error(error, true);
  }

  #playTrack(sessionId: string, track: MediaStreamTrack): void {
    this.#removeElement(sessionId);
    const element = document.createElement('audio') as SinkableAudio;
    element.autoplay = true;
    element.dataset.parleyAgentAudio = sessionId;
    element.srcObject = new MediaStream([track]);
    element.volume = this.#volume;
    if (this.#outputDeviceId) void element.setSinkId?.(this.#outputDeviceId).catch(() => undefined);
    document.body.appendChild(element);
    void element.play().catch(() => undefined);
    this.#elements.set(sessionId, element);
  }

  #removeElement(sessionId: string): void {
    const element = this.#elements.get(sessionId);
    if (!element) return;
    element.pause();
    element.srcObject = null;
    element.remove();
    this.#elements.delete(sessionId);
  }

  async #release(): Promise<void> {
    for (const id of [...this.#elements.keys()]) this.#removeElement(id);
    const call = this.#call;
    this.#call = null;
    this.#joined = false;
    if (call) await teardown(call);
  }
}
