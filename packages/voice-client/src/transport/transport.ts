import type { VoiceClientError } from '../errors';
import type { ClientMessage, VoiceMessage, WebCall } from '../protocol';

/** A step of getting a call on air, for UIs that show progress (`call-start-progress` event). */
export interface CallStartProgress {
  stage: 'request' | 'transport-load' | 'microphone' | 'connect' | 'reconnect';
  status: 'started' | 'completed' | 'failed';
  /** Reconnect attempt number, from 1. */
  attempt?: number;
  timestamp: number;
}

/** How a transport reports to the client. Calls after `disconnect()` are ignored by the client. */
export interface TransportSink {
  message(message: VoiceMessage): void;
  progress(progress: Omit<CallStartProgress, 'timestamp'>): void;
  /** The server or room ended the call (after a `status-update ended` when there was one). */
  ended(endedReason: string): void;
  /** Something failed. `fatal` means the call is over; otherwise it goes on. */
  error(error: VoiceClientError, fatal: boolean): void;
}

export interface DeviceSelection {
  audioDeviceId?: string;
  outputDeviceId?: string;
}

/**
 * One way of carrying a call's audio and messages. `VoiceClient` owns the call state; a transport
 * only connects, carries and reports.
 */
export interface Transport {
  readonly kind: 'websocket' | 'daily' | (string & {});
  /** Resolves once the call is on air; rejects with a `VoiceClientError` otherwise. */
  connect(devices: DeviceSelection): Promise<void>;
  /** Ends the call (tells the other side) and releases everything; idempotent. */
  disconnect(): Promise<void>;
  send(message: ClientMessage): void;
  setMuted(muted: boolean): void;
  /** The agent's current total audio level (0..1) for spec §9 speaking detection. */
  agentLevel(): number;
  setInputDevice(deviceId: string): Promise<void>;
  setOutputDevice(deviceId: string): Promise<void>;
  /** 0..2 (validated by the client). */
  setAgentVolume(volume: number): void;
}

/** Builds the transport for a call; tests pass their own. */
export interface TransportFactory {
  (call: WebCall, sink: TransportSink): Transport | Promise<Transport>;
  /** Called synchronously inside `start()`, while the user gesture that started the call still counts (audio unlock). */
  prepare?: () => void;
}

/** Spec/wire rule: an `https://…daily.co…` URL is a Daily room; `ws://`/`wss://` is Parley's media socket. */
export function transportKindFor(webCallUrl: string): 'daily' | 'websocket' | null {
  if (/^wss?:\/\//i.test(webCallUrl)) return 'websocket';
  if (/^https:\/\//i.test(webCallUrl) && webCallUrl.includes('daily.co')) return 'daily';
  return null;
}
