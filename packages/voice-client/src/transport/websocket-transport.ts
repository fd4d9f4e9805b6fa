import type { AudioIO } from '../audio/audio-io';
import { pcmFromBytes, pcmToBytes } from '../audio/pcm';
import { mapMediaError, TransportError, VoiceClientError } from '../errors';
import { parseServerMessage, type ClientMessage, type ServerMessage, type WebCall } from '../protocol';
import { ServerError } from '../errors';
import { delay, systemTimers, type Timers } from '../timers';
import { RESUME_WINDOW_MS } from '@parley/contract/media-socket';
import { reconnectDelay, resumeUrl } from './reconnect';
import type { DeviceSelection, Transport, TransportSink } from './transport';

/**
 * An event handler slot the transport only writes: a handler of the fields it reads fits one the
 * socket calls with a fuller event. Method syntax makes the parameter bivariant, so the DOM's
 * `(ev: MessageEvent) => any` slot is assignable without a cast of the constructor.
 */
type Handler<E> = { bivarianceHack(event: E): void }['bivarianceHack'];

/** The part of the DOM `WebSocket` this transport uses (the `ws` package's client fits too). */
export interface WebSocketLike {
  binaryType: string;
  readonly readyState: number;
  readonly bufferedAmount?: number;
  onopen: Handler<unknown> | null;
  onmessage: Handler<{ data: unknown }> | null;
  onclose: Handler<{ code: number; reason: string }> | null;
  onerror: Handler<unknown> | null;
  send(data: string | ArrayBuffer): void;
  close(code?: number, reason?: string): void;
}
export type WebSocketConstructor = new (url: string) => WebSocketLike;

export interface WebSocketTransportOptions {
  audio: AudioIO;
  WebSocket?: WebSocketConstructor;
  timers?: Timers;
  /** How long one connection attempt may take before it counts as failed. */
  connectTimeoutMs?: number;
}

const OPEN = 1;
const CLOSE_NORMAL = 1000;
/** Closed by the server because the resume token is wrong: retrying cannot help. */
const CLOSE_INVALID_RESUME = 4401;
/** Microphone frames queue in the socket's buffer when the network stalls; past this, drop them (stale speech is worse than a gap). */
const MAX_BUFFERED_BYTES = 64 * 1024;

/**
 * Parley's own media transport: microphone PCM up and agent PCM down one WebSocket, JSON text
 * frames for everything else. A dropped socket is resumed with the call's resume token for up to
 * 10 s (exponential backoff), so a network blip does not lose the conversation.
 */
export class WebSocketTransport implements Transport {
  readonly kind = 'websocket';
  readonly #audio: AudioIO;
  readonly #WebSocket: WebSocketConstructor | undefined;
  readonly #timers: Timers;
  readonly #connectTimeoutMs: number;
  readonly #stop = new AbortController();
  #socket: WebSocketLike | null = null;
  #resumeToken: string | null = null;
  #muted = false;
  #ended = false;
  #closing = false;
  #queued: string[] = [];

  constructor(
    private readonly call: WebCall,
    private readonly sink: TransportSink,
    options: WebSocketTransportOptions,
  ) {
    this.#audio = options.audio;
    // The DOM types say it always exists; a runtime without it (older Node) leaves this undefined.
    this.#WebSocket = options.WebSocket ?? globalThis.WebSocket;
    this.#timers = options.timers ?? systemTimers;
    this.#connectTimeoutMs = options.connectTimeoutMs ?? 10_000;
  }

  async connect(devices: DeviceSelection): Promise<void> {
    if (!this.#WebSocket) throw new TransportError('transport-unsupported', 'This browser has no WebSocket support');
    this.sink.progress({ stage: 'microphone', status: 'started' });
    try {
      await this.#audio.open(devices);
    } catch (error) {
      this.sink.progress({ stage: 'microphone', status: 'failed' });
      throw mapMediaError(error);
    }
    this.sink.progress({ stage: 'microphone', status: 'completed' });
    this.#throwIfClosing();
    this.sink.progress({ stage: 'connect', status: 'started' });
    try {
      await this.#open(this.call.webCallUrl);
    } catch (error) {
      this.sink.progress({ stage: 'connect', status: 'failed' });
      throw error;
    }
    this.sink.progress({ stage: 'connect', status: 'completed' });
    this.#audio.startCapture((frame) => this.#sendAudio(frame));
  }

  async disconnect(): Promise<void> {
    if (this.#closing) return;
    this.#closing = true;
    this.#stop.abort(new TransportError('connect-failed', 'The call was stopped'));
    const socket = this.#socket;
    this.#socket = null;
    if (socket) {
      if (socket.readyState === OPEN && !this.#ended) socket.send(JSON.stringify({ type: 'end-call' } satisfies ClientMessage));
      socket.close(1000, 'end-call');
    }
    await this.#audio.close();
  }

  send(message: ClientMessage): void {
    const text = JSON.stringify(message);
    if (this.#socket?.readyState === OPEN) this.#socket.send(text);
    // While resuming, control and text messages wait for the new socket; audio does not.
    else if (!this.#closing && !this.#ended) this.#queued.push(text);
  }

  setMuted(muted: boolean): void {
    this.#muted = muted;
    this.send({ type: 'mic-muted', muted });
  }

  agentLevel(): number {
    return this.#audio.outputLevel();
  }

  setInputDevice(deviceId: string): Promise<void> {
    return this.#audio.setInputDevice(deviceId);
  }

  setOutputDevice(deviceId: string): Promise<void> {
    return this.#audio.setOutputDevice(deviceId);
  }

  setAgentVolume(volume: number): void {
    this.#audio.setOutputVolume(volume);
  }

  #throwIfClosing(): void {
    if (this.#closing) throw new TransportError('connect-failed', 'The call was stopped');
  }

  #sendAudio(frame: Int16Array): void {
    const socket = this.#socket;
    if (this.#muted || !socket || socket.readyState !== OPEN) return;
    if ((socket.bufferedAmount ?? 0) > MAX_BUFFERED_BYTES) return;
    socket.send(pcmToBytes(frame));
  }

  /** Opens a socket and resolves on the server's `call-ready`; rejects if it closes or times out first. */
  #open(url: string): Promise<void> {
    const WebSocketImpl = this.#WebSocket as WebSocketConstructor;
    return new Promise<void>((resolve, reject) => {
      let ready = false;
      const socket = new WebSocketImpl(url);
      socket.binaryType = 'arraybuffer';
      this.#socket = socket;
      const timeout = this.#timers.setTimeout(() => {
        if (ready) return;
        socket.onclose = null;
        socket.close(4000, 'connect timeout');
        if (this.#socket === socket) this.#socket = null;
        reject(new TransportError('connect-failed', 'The call did not connect in time'));
      }, this.#connectTimeoutMs);
      socket.onmessage = (event) => {
        if (typeof event.data === 'string') {
          const message = parseServerMessage(event.data);
          if (!message) return;
          if (message.type === 'call-ready') {
            this.#resumeToken = message.resumeToken;
            if (!ready) {
              ready = true;
              this.#timers.clearTimeout(timeout);
              this.#flushQueue(socket);
              resolve();
            }
            return;
          }
          this.#handle(message);
        } else if (event.data instanceof ArrayBuffer) {
          if (!this.#closing) this.#audio.play(pcmFromBytes(event.data));
        }
      };
      socket.onerror = () => {
        // A close event always follows; it carries the code.
      };
      socket.onclose = (event) => {
        const current = this.#socket === socket;
        if (current) this.#socket = null;
        if (!ready) {
          this.#timers.clearTimeout(timeout);
          reject(new TransportError('connect-failed', `The call connection was refused (close code ${event.code})`, { cause: event }));
          return;
        }
        if (current) this.#dropped(event.code);
      };
    });
  }

  #flushQueue(socket: WebSocketLike): void {
    for (const text of this.#queued) socket.send(text);
    this.#queued = [];
  }

  #handle(message: Exclude<ServerMessage, { type: 'call-ready' }>): void {
    switch (message.type) {
      case 'clear-audio':
        this.#audio.clearPlayback();
        return;
      case 'error':
        this.sink.error(new ServerError(message.code, message.message), false);
        return;
      case 'status-update':
        this.sink.message(message);
        if (message.status === 'ended') {
          this.#ended = true;
          this.sink.ended(message.endedReason ?? 'unknown');
        }
        return;
      default:
        this.sink.message(message);
    }
  }

  /** The socket closed without `end-call`: resume inside the server's window, or give up. */
  #dropped(code: number): void {
    if (this.#closing || this.#ended) return;
    if (code === CLOSE_NORMAL) {
      // A deliberate close by the server (without the status-update the protocol promises): the call is over, nothing to resume.
      this.#ended = true;
      this.sink.ended('server-closed');
      return;
    }
    if (!this.#resumeToken || code === CLOSE_INVALID_RESUME) return this.#lost(code);
    void this.#resume();
  }

  async #resume(): Promise<void> {
    const deadline = this.#timers.now() + RESUME_WINDOW_MS;
    // What was queued for playback belongs to a moment that is gone.
    this.#audio.clearPlayback();
    for (let attempt = 1; ; attempt++) {
      const wait = reconnectDelay(attempt);
      if (this.#timers.now() + wait >= deadline) break;
      try {
        await delay(this.#timers, wait, this.#stop.signal);
      } catch {
        return; // disconnect() during the wait
      }
      if (this.#closing) return;
      this.sink.progress({ stage: 'reconnect', status: 'started', attempt });
      try {
        await this.#open(resumeUrl(this.call.webCallUrl, this.#resumeToken ?? ''));
        this.sink.progress({ stage: 'reconnect', status: 'completed', attempt });
        return;
      } catch (error) {
        if (this.#closing) return;
        this.sink.progress({ stage: 'reconnect', status: 'failed', attempt });
        const code = error instanceof VoiceClientError && isCloseEvent(error.cause) ? error.cause.code : 0;
        if (code === CLOSE_INVALID_RESUME) break;
      }
    }
    this.#lost(0);
  }

  #lost(code: number): void {
    if (this.#closing || this.#ended) return;
    this.#ended = true;
    this.sink.error(
      new TransportError('connection-lost', `The connection to the call was lost and could not be resumed${code ? ` (close code ${code})` : ''}`),
      true,
    );
  }
}

function isCloseEvent(value: unknown): value is { code: number } {
  return typeof value === 'object' && value !== null && typeof (value as { code?: unknown }).code === 'number';
}
