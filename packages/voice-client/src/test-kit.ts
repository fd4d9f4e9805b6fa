/** Test helpers: a scripted transport and a fake `fetch` for `POST /call/web`. Not exported from the package. */
import type { ClientMessage, WebCall } from './protocol';
import type { DeviceSelection, Transport, TransportSink } from './transport/transport';

export const WEB_CALL: WebCall = {
  id: 'call_00000000-0000-4000-8000-000000000000',
  webCallUrl: 'ws://127.0.0.1:1/call/x/media?token=t',
  artifactPlan: { videoRecordingEnabled: false },
  assistant: { id: '1', name: 'Ava', voice: { provider: 'parley', voiceId: 'slt' } },
  status: 'queued',
};

interface Deferred<T> {
  promise: Promise<T>;
  resolve(value: T): void;
  reject(error: unknown): void;
}
export function deferred<T = void>(): Deferred<T> {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** A transport whose connection the test completes or fails, and whose sink the test drives. */
export class ScriptedTransport implements Transport {
  readonly kind = 'scripted';
  readonly connecting = deferred();
  readonly sent: ClientMessage[] = [];
  readonly calls: string[] = [];
  level = 0;
  muted = false;
  volume = 1;
  devices: DeviceSelection | null = null;
  disconnects = 0;

  constructor(
    readonly call: WebCall,
    readonly sink: TransportSink,
  ) {}

  connect(devices: DeviceSelection): Promise<void> {
    this.devices = devices;
    this.calls.push('connect');
    return this.connecting.promise;
  }
  disconnect(): Promise<void> {
    this.disconnects++;
    this.calls.push('disconnect');
    // Like a real transport: a pending connect fails once the call is torn down.
    this.connecting.reject(new Error('disconnected'));
    return Promise.resolve();
  }
  send(message: ClientMessage): void {
    this.sent.push(message);
  }
  setMuted(muted: boolean): void {
    this.muted = muted;
  }
  agentLevel(): number {
    return this.level;
  }
  setInputDevice(deviceId: string): Promise<void> {
    this.calls.push(`input:${deviceId}`);
    return Promise.resolve();
  }
  setOutputDevice(deviceId: string): Promise<void> {
    this.calls.push(`output:${deviceId}`);
    return Promise.resolve();
  }
  setAgentVolume(volume: number): void {
    this.volume = volume;
  }
}

export interface FetchCall {
  url: string;
  init: RequestInit;
  body: unknown;
}

const urlOf = (input: RequestInfo | URL): string => (typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);

/** The client sends JSON as a string; anything else is a bug in the code under test. */
function jsonBody(body: RequestInit['body']): unknown {
  if (typeof body !== 'string') throw new TypeError(`fakeFetch expected a JSON string body, got ${body === null ? 'null' : typeof body}`);
  return JSON.parse(body);
}

/** A `fetch` that answers `POST /call/web`; `respond` may be swapped per test. */
export function fakeFetch(respond: () => Response | Promise<Response> = () => Response.json(WEB_CALL, { status: 201 })) {
  const requests: FetchCall[] = [];
  const fetch = (async (input: RequestInfo | URL, init: RequestInit = {}) => {
    requests.push({ url: urlOf(input), init, body: jsonBody(init.body) });
    if (init.signal?.aborted) throw init.signal.reason;
    return respond();
  }) as typeof globalThis.fetch;
  return { fetch, requests };
}
