// @vitest-environment node
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { WebSocket, WebSocketServer, type RawData, type WebSocket as ServerSocket } from 'ws';
import type { AudioIO } from '../audio/audio-io';
import { MediaDeviceError, ServerError, TransportError, type VoiceClientError } from '../errors';
import type { ProductCard, VoiceMessage, WebCall } from '../protocol';
import type { Timers } from '../timers';
import { VoiceClient } from '../voice-client';
import type { CallStartProgress, DeviceSelection, TransportSink } from './transport';
import { WebSocketTransport, type WebSocketConstructor, type WebSocketTransportOptions } from './websocket-transport';

/** Audio I/O without Web Audio: the test pushes microphone frames and reads what was played. */
class FakeAudio implements AudioIO {
  played: number[][] = [];
  clears = 0;
  closed = 0;
  opened: unknown = null;
  refuse: Error | null = null;
  level = 0;
  #onFrame: ((frame: Int16Array) => void) | null = null;
  open(devices: { audioDeviceId?: string }): Promise<void> {
    if (this.refuse) return Promise.reject(this.refuse);
    this.opened = devices;
    return Promise.resolve();
  }
  startCapture(onFrame: (frame: Int16Array) => void) {
    this.#onFrame = onFrame;
  }
  speak(samples: number[]) {
    this.#onFrame?.(Int16Array.from(samples));
  }
  play(frame: Int16Array) {
    this.played.push([...frame]);
  }
  clearPlayback() {
    this.clears++;
  }
  outputLevel() {
    return this.level;
  }
  async setInputDevice() {}
  async setOutputDevice() {}
  setOutputVolume() {}
  close(): Promise<void> {
    this.closed++;
    return Promise.resolve();
  }
}

/** Timers that run `factor` times faster than the wall clock (the 10 s resume window in 0.5 s). */
function fastTimers(factor: number): Timers {
  const start = Date.now();
  return {
    now: () => start + (Date.now() - start) * factor,
    setTimeout: (cb, ms) => setTimeout(cb, ms / factor),
    clearTimeout: (h) => clearTimeout(h as NodeJS.Timeout),
    setInterval: (cb, ms) => setInterval(cb, ms / factor),
    clearInterval: (h) => clearInterval(h as NodeJS.Timeout),
  };
}

interface ServerEvent {
  url: string;
  text?: unknown;
  binary?: number[];
}

/** A loopback media-socket server speaking the wire protocol, scriptable per test. */
async function mediaServer() {
  const wss = new WebSocketServer({ host: '127.0.0.1', port: 0 });
  await new Promise<void>((resolve) => wss.once('listening', () => resolve()));
  const { port } = wss.address() as AddressInfo;
  const received: ServerEvent[] = [];
  const sockets: ServerSocket[] = [];
  let resumeCount = 0;
  let acceptResume = true;
  wss.on('connection', (socket, request) => {
    const url = request.url ?? '';
    sockets.push(socket);
    socket.on('message', (data: RawData, isBinary: boolean) => {
      const buffer = data as Buffer;
      if (isBinary) received.push({ url, binary: [...new Int16Array(buffer.buffer.slice(buffer.byteOffset, buffer.byteOffset + buffer.byteLength))] });
      else received.push({ url, text: JSON.parse(buffer.toString()) });
    });
    if (url.includes('resume=')) {
      resumeCount++;
      if (!acceptResume || !url.includes(`resume=r${resumeCount}`)) return socket.close(4401, 'Invalid resume token');
    }
    socket.send(JSON.stringify({ type: 'call-ready', callId: 'call_1', resumeToken: `r${resumeCount + 1}` }));
    socket.send(JSON.stringify({ type: 'status-update', status: 'in-progress' }));
  });
  return {
    url: `ws://127.0.0.1:${port}/call/call_1/media?token=one-time`,
    received,
    last: () => sockets.at(-1) as ServerSocket,
    sockets,
    refuseResume: () => (acceptResume = false),
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of wss.clients) s.terminate();
        wss.close(() => resolve());
      }),
  };
}

function recordingSink() {
  const messages: VoiceMessage[] = [];
  const progress: string[] = [];
  const errors: { error: VoiceClientError; fatal: boolean }[] = [];
  const ended: string[] = [];
  const sink: TransportSink = {
    message: (m) => messages.push(m),
    progress: (p: Omit<CallStartProgress, 'timestamp'>) => progress.push(`${p.stage}:${p.status}${p.attempt ? `#${p.attempt}` : ''}`),
    error: (error, fatal) => errors.push({ error, fatal }),
    ended: (reason) => ended.push(reason),
  };
  return { sink, messages, progress, errors, ended };
}

const Ws = WebSocket as unknown as WebSocketConstructor;
const call = (url: string): WebCall => ({ id: 'call_1', webCallUrl: url });

/** A transport on a fake microphone and speaker, connected to `url`, and what its sink heard. */
async function connected(url: string, devices: DeviceSelection = {}, options: Partial<WebSocketTransportOptions> = {}) {
  const audio = new FakeAudio();
  const rec = recordingSink();
  const transport = new WebSocketTransport(call(url), rec.sink, { audio, WebSocket: Ws, ...options });
  await transport.connect(devices);
  return { audio, rec, transport };
}

describe('WebSocketTransport against a loopback media socket', () => {
  let server: Awaited<ReturnType<typeof mediaServer>>;
  beforeEach(async () => {
    server = await mediaServer();
  });
  afterEach(async () => {
    await server.close();
  });

  it('connects once the server says call-ready, reporting the microphone and connect steps', async () => {
    const { audio, rec, transport } = await connected(server.url, { audioDeviceId: 'mic-1' });
    expect(audio.opened).toEqual({ audioDeviceId: 'mic-1' });
    expect(rec.progress).toEqual(['microphone:started', 'microphone:completed', 'connect:started', 'connect:completed']);
    await vi.waitFor(() => expect(rec.messages).toEqual([{ type: 'status-update', status: 'in-progress' }]));
    await transport.disconnect();
  });

  it("sends microphone frames as s16 binary and plays the agent's binary frames", async () => {
    const { audio, transport } = await connected(server.url);
    audio.speak([1, -1, 32767, -32768]);
    await vi.waitFor(() => expect(server.received.find((e) => e.binary)?.binary).toEqual([1, -1, 32767, -32768]));
    server.last().send(Buffer.from(new Int16Array([5, -6, 7]).buffer), { binary: true });
    await vi.waitFor(() => expect(audio.played).toEqual([[5, -6, 7]]));
    await transport.disconnect();
  });

  it('forwards transcripts, empties playback on clear-audio and reports server errors as nonfatal', async () => {
    const { audio, rec, transport } = await connected(server.url);
    const socket = server.last();
    socket.send(JSON.stringify({ type: 'transcript', role: 'user', transcriptType: 'final', transcript: 'how much is pro' }));
    socket.send(JSON.stringify({ type: 'clear-audio' }));
    socket.send(JSON.stringify({ type: 'error', code: 'answer-failed', message: 'Please ask again.' }));
    socket.send('{"type":"from-the-future"}');
    await vi.waitFor(() => expect(rec.errors).toHaveLength(1));
    expect(rec.messages.at(-1)).toEqual({ type: 'transcript', role: 'user', transcriptType: 'final', transcript: 'how much is pro' });
    expect(audio.clears).toBe(1);
    expect(rec.errors[0]?.fatal).toBe(false);
    expect(rec.errors[0]?.error).toBeInstanceOf(ServerError);
    expect((rec.errors[0]?.error as ServerError).serverCode).toBe('answer-failed');
    await transport.disconnect();
  });

  it('when muted, tells the server and sends no microphone audio', async () => {
    const { audio, transport } = await connected(server.url);
    transport.setMuted(true);
    audio.speak([9, 9, 9]);
    transport.send({ type: 'control', control: 'mute-assistant' });
    await vi.waitFor(() =>
      expect(server.received.map((e) => e.text).filter(Boolean)).toEqual([
        { type: 'mic-muted', muted: true },
        { type: 'control', control: 'mute-assistant' },
      ]),
    );
    expect(server.received.some((e) => e.binary)).toBe(false);
    await transport.disconnect();
  });

  it('disconnect() sends end-call, closes the socket and the audio', async () => {
    const { audio, rec, transport } = await connected(server.url);
    const socket = server.last();
    const closed = new Promise<number>((resolve) => socket.once('close', (code) => resolve(code)));
    await transport.disconnect();
    expect(await closed).toBe(1000);
    expect(server.received.at(-1)?.text).toEqual({ type: 'end-call' });
    expect(audio.closed).toBe(1);
    expect(rec.ended).toEqual([]);
    expect(rec.errors).toEqual([]);
  });

  it('a status-update ended from the server ends the call without a resume', async () => {
    const { rec, transport } = await connected(server.url);
    server.last().send(JSON.stringify({ type: 'status-update', status: 'ended', endedReason: 'assistant-ended-call' }));
    server.last().close(1000, 'Call ended');
    await vi.waitFor(() => expect(rec.ended).toEqual(['assistant-ended-call']));
    await new Promise((r) => setTimeout(r, 400));
    expect(server.sockets).toHaveLength(1);
    expect(rec.errors).toEqual([]);
    await transport.disconnect();
  });

  it('resumes the same call after a dropped connection, with the resume token, and delivers what was sent meanwhile', async () => {
    const { audio, rec, transport } = await connected(server.url);
    server.last().terminate(); // network drop: no close frame, no end-call
    await vi.waitFor(() => expect(rec.progress).toContain('reconnect:started#1'));
    transport.send({ type: 'add-message', message: { role: 'user', content: 'still there?' } });
    await vi.waitFor(() => expect(rec.progress).toContain('reconnect:completed#1'));
    expect(server.sockets).toHaveLength(2);
    await vi.waitFor(() =>
      expect(server.received.find((e) => e.url.includes('resume=r1'))?.text).toEqual({
        type: 'add-message',
        message: { role: 'user', content: 'still there?' },
      }),
    );
    audio.speak([3, 3]);
    await vi.waitFor(() => expect(server.received.find((e) => e.url.includes('resume=r1') && e.binary)?.binary).toEqual([3, 3]));
    expect(rec.errors).toEqual([]);
    expect(audio.clears).toBe(1); // stale agent audio dropped at the break
    await transport.disconnect();
  });

  it('gives up with a fatal connection-lost once the 10 s resume window has passed', async () => {
    const { rec } = await connected(server.url, {}, { timers: fastTimers(20) });
    await server.close(); // the server is gone: every attempt is refused
    await vi.waitFor(() => expect(rec.errors).toHaveLength(1), { timeout: 5000 });
    expect(rec.errors[0]?.fatal).toBe(true);
    expect(rec.errors[0]?.error).toBeInstanceOf(TransportError);
    expect(rec.errors[0]?.error.code).toBe('connection-lost');
    const attempts = rec.progress.filter((p) => p.startsWith('reconnect:started'));
    expect(attempts.length).toBeGreaterThanOrEqual(4); // 250, 500, 1000, 2000, 2000, 2000 ms ≤ 10 s
    expect(attempts.length).toBeLessThanOrEqual(6);
    server = await mediaServer(); // for afterEach
  });

  it('stops retrying at once when the server refuses the resume token', async () => {
    const { rec } = await connected(server.url);
    server.refuseResume();
    server.last().terminate();
    await vi.waitFor(() => expect(rec.errors.map((e) => e.error.code)).toEqual(['connection-lost']));
    expect(rec.progress.filter((p) => p.startsWith('reconnect:started'))).toEqual(['reconnect:started#1']);
  });

  it('a refused microphone rejects with a MediaDeviceError before any socket opens', async () => {
    const audio = new FakeAudio();
    audio.refuse = Object.assign(new Error('denied'), { name: 'NotAllowedError' });
    const rec = recordingSink();
    const transport = new WebSocketTransport(call(server.url), rec.sink, { audio, WebSocket: Ws });
    const failure = await transport.connect({}).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(MediaDeviceError);
    expect(failure).toMatchObject({ code: 'microphone-denied', type: 'permissions' });
    expect(rec.progress).toEqual(['microphone:started', 'microphone:failed']);
    expect(server.sockets).toHaveLength(0);
  });

  it('a refused connection rejects with connect-failed', async () => {
    const transport = new WebSocketTransport(call(server.url.replace('/call/', '/nowhere/').replace(/:\d+\//, ':1/')), recordingSink().sink, {
      audio: new FakeAudio(),
      WebSocket: Ws,
    });
    await expect(transport.connect({})).rejects.toMatchObject({ code: 'connect-failed' });
  });
});

describe('VoiceClient over the WebSocket transport', () => {
  it('starts, carries the conversation and hangs up with end-call', async () => {
    const server = await mediaServer();
    try {
      const audio = new FakeAudio();
      const client = new VoiceClient({
        apiKey: 'pk_live',
        baseUrl: 'http://127.0.0.1:1',
        fetch: () =>
          Promise.resolve(
            Response.json({ id: 'call_1', webCallUrl: server.url, artifactPlan: { videoRecordingEnabled: false }, status: 'queued' }, { status: 201 }),
          ),
        transport: (webCall, sink) => new WebSocketTransport(webCall, sink, { audio, WebSocket: Ws }),
      });
      const events: string[] = [];
      client.on('call-start', () => events.push('call-start'));
      client.on('call-end', () => events.push('call-end'));
      client.on('message', (m) => events.push(m.type === 'transcript' ? `transcript:${m.transcript}` : `${m.type}:${'status' in m ? m.status : ''}`));
      const cards: ProductCard[][] = [];
      client.on('message', (m) => m.type === 'product-cards' && cards.push(m.products));
      await client.start('self');
      expect(client.state).toBe('joined');
      server.last().send(JSON.stringify({ type: 'transcript', role: 'assistant', transcriptType: 'final', transcript: 'Hello!' }));
      await vi.waitFor(() => expect(events).toContain('transcript:Hello!'));
      const card = {
        id: 7,
        name: 'Brass Camping Lantern',
        price: '7.95',
        currency: 'USD',
        availability: 'in_stock',
        imageUrl: null,
        url: 'https://shop.example/lantern',
      };
      server.last().send(JSON.stringify({ type: 'product-cards', products: [card] }));
      await vi.waitFor(() => expect(cards).toEqual([[card]]));
      expect(client.send({ type: 'add-message', message: { role: 'user', content: 'Hi' } })).toBe(true);
      await vi.waitFor(() => expect(server.received.some((e) => (e.text as { type?: string } | undefined)?.type === 'add-message')).toBe(true));
      await client.stop();
      await vi.waitFor(() => expect(server.received.at(-1)?.text).toEqual({ type: 'end-call' }));
      expect(events).toEqual(['call-start', 'status-update:in-progress', 'transcript:Hello!', 'product-cards:', 'call-end', 'status-update:ended']);
      expect(audio.closed).toBe(1);
    } finally {
      await server.close();
    }
  });
});

describe('WebSocketTransport: deliberate server close', () => {
  it('a normal close (1000) without status-update ends the call instead of resuming', async () => {
    const server = await mediaServer();
    try {
      const { rec, transport } = await connected(server.url);
      server.last().close(1000, 'bye');
      await vi.waitFor(() => expect(rec.ended).toEqual(['server-closed']));
      await new Promise((r) => setTimeout(r, 400));
      expect(server.sockets).toHaveLength(1);
      expect(rec.progress.some((p) => p.startsWith('reconnect'))).toBe(false);
      await transport.disconnect();
    } finally {
      await server.close();
    }
  });
});
