// @vitest-environment node
/**
 * The default WebSocket transport with real Web Audio in Debian's Chromium: the fake microphone
 * (Chromium's test tone) must arrive at a loopback media server as 16 kHz s16le frames; PCM the
 * server sends must be played (the level meter moves, speech-start fires); `clear-audio` must
 * silence it at once; a refused microphone must end in a typed error.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocketServer, type WebSocket } from 'ws';
import { bundleSdk, CHROMIUM, CHROMIUM_ARGS, hasChromium } from '../browser-test-kit';

const PAGE = `<!doctype html>
<script type="module">
  import { VoiceClient } from '/sdk.js';
  window.log = [];
  // ?fallback: a browser without AudioWorklet (old Safari), to exercise the ScriptProcessor path.
  if (new URLSearchParams(location.search).has('fallback')) delete window.AudioWorkletNode;
  // Keep what the SDK asks getUserMedia for, to check its constraints and that it releases the tracks.
  window.streams = [];
  window.constraints = [];
  const getUserMedia = navigator.mediaDevices.getUserMedia.bind(navigator.mediaDevices);
  navigator.mediaDevices.getUserMedia = async (constraints) => {
    window.constraints.push(constraints);
    const stream = await getUserMedia(constraints);
    window.streams.push(stream);
    return stream;
  };
  // Note when the page receives clear-audio (this listener runs before the transport's onmessage):
  // the barge-in budget counts from there, not from when the test server sent it, since a loaded
  // machine can hold the message in the page's queue for longer than the budget.
  const NativeWebSocket = window.WebSocket;
  window.WebSocket = class extends NativeWebSocket {
    constructor(...args) {
      super(...args);
      this.addEventListener('message', (m) => {
        if (typeof m.data === 'string' && JSON.parse(m.data).type === 'clear-audio') window.log.push({ event: 'clear-audio', at: Date.now() });
      });
    }
  };
  window.startCall = async () => {
    const client = new VoiceClient({ apiKey: 'pk_test', baseUrl: location.origin });
    window.client = client;
    const at = () => Date.now();
    client.on('volume-level', (v) => window.log.push({ event: 'volume', v, at: at() }));
    for (const name of ['call-start', 'call-end', 'speech-start', 'speech-end']) client.on(name, () => window.log.push({ event: name, at: at() }));
    client.on('error', (e) => window.log.push({ event: 'error', code: e.code, type: e.type, fallbackToText: e.fallbackToText, at: at() }));
    await client.start('self');
    return client.state;
  };
  window.sdkReady = true;
</script>`;

/** `seconds` of a 440 Hz tone at 16 kHz, as 20 ms s16le frames. */
function toneFrames(seconds: number, amplitude = 0.3): Buffer[] {
  const frames: Buffer[] = [];
  for (let f = 0; f < seconds * 50; f++) {
    const pcm = new Int16Array(320);
    for (let i = 0; i < 320; i++) pcm[i] = Math.round(amplitude * 32767 * Math.sin((2 * Math.PI * 440 * (f * 320 + i)) / 16000));
    frames.push(Buffer.from(pcm.buffer));
  }
  return frames;
}

/** Polls `condition` until it holds or `timeoutMs` passes: fixed sleeps fail on a loaded CI machine. */
async function until(condition: () => boolean, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
}

interface LogEntry {
  event: string;
  v?: number;
  at: number;
  code?: string;
  type?: string;
  fallbackToText?: boolean;
}

describe.skipIf(!hasChromium)('WebSocketTransport + BrowserAudioIO in Chromium', () => {
  let http: Server;
  let wss: WebSocketServer;
  let origin: string;
  const micFrames: Buffer[] = [];
  const texts: unknown[] = [];
  let socket: WebSocket | null = null;
  const urls: string[] = [];
  const browsers: Browser[] = [];

  beforeAll(async () => {
    const sdk = await bundleSdk();
    wss = new WebSocketServer({ host: '127.0.0.1', port: 0 });
    await new Promise<void>((resolve) => wss.once('listening', () => resolve()));
    const wsPort = (wss.address() as AddressInfo).port;
    wss.on('connection', (ws, request) => {
      urls.push(request.url ?? '');
      socket = ws;
      ws.on('message', (data: Buffer, isBinary: boolean) => (isBinary ? micFrames.push(data) : texts.push(JSON.parse(data.toString()))));
      ws.send(JSON.stringify({ type: 'call-ready', callId: 'call_1', resumeToken: 'r1' }));
    });
    http = createServer((request, response) => {
      if (request.method === 'POST' && request.url === '/call/web') {
        response.writeHead(201, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ id: 'call_1', webCallUrl: `ws://127.0.0.1:${wsPort}/call/call_1/media?token=t`, status: 'queued' }));
      } else if (request.url === '/sdk.js') {
        response.writeHead(200, { 'content-type': 'text/javascript' }).end(sdk);
      } else if (request.url === '/' || request.url === '/?fallback') {
        response.writeHead(200, { 'content-type': 'text/html' }).end(PAGE);
      } else response.writeHead(404).end();
    });
    await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
  }, 120_000);

  afterAll(async () => {
    for (const browser of browsers) await browser.close();
    for (const client of wss?.clients ?? []) client.terminate();
    await new Promise<void>((resolve) => (wss ? wss.close(() => resolve()) : resolve()));
    await new Promise<void>((resolve) => (http ? http.close(() => resolve()) : resolve()));
  });

  async function open(extraArgs: string[], path = '/'): Promise<Page> {
    const browser = await chromium.launch({ executablePath: CHROMIUM, args: [...CHROMIUM_ARGS, '--autoplay-policy=no-user-gesture-required', ...extraArgs] });
    browsers.push(browser);
    const page = await browser.newPage();
    await page.goto(origin + path);
    await page.waitForFunction(() => (window as unknown as { sdkReady?: boolean }).sdkReady === true);
    return page;
  }
  const log = (page: Page) => page.evaluate(() => (window as unknown as { log: LogEntry[] }).log);

  it('streams the microphone as 16 kHz frames, plays agent audio with a live level, and clear-audio silences it', async () => {
    const page = await open(['--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream']);
    expect(await page.evaluate(() => (window as unknown as { startCall: () => Promise<string> }).startCall())).toBe('joined');

    // microphone → server: 20 ms frames of 16 kHz s16 (640 bytes), about 50 a second
    await until(() => micFrames.length > 40);
    expect(micFrames.length).toBeGreaterThan(40);
    expect(new Set(micFrames.map((f) => f.byteLength))).toEqual(new Set([640]));
    // Chromium's fake microphone beeps: some frames carry sound, so capture and resampling work
    const peak = Math.max(...micFrames.map((f) => Math.max(...new Int16Array(f.buffer.slice(f.byteOffset, f.byteOffset + f.byteLength)).map(Math.abs))));
    expect(peak).toBeGreaterThan(1000);

    // server → speakers: a 5 s tone; the level meter and speech-start follow. Wait for the meter
    // rather than a fixed time: on a loaded machine Chromium's audio thread can take seconds to start.
    for (const frame of toneFrames(5)) socket?.send(frame, { binary: true });
    await page.waitForFunction(() => (window as unknown as { log: LogEntry[] }).log.some((e) => e.event === 'volume' && (e.v ?? 0) > 0.5), undefined, {
      timeout: 20_000,
    });
    await new Promise((r) => setTimeout(r, 200));
    const sentAt = Date.now();
    socket?.send(JSON.stringify({ type: 'clear-audio' }));
    // Wait for what is asserted (speech-end and a handful of level polls after the barge-in
    // window) rather than a fixed 1.6 s: on a loaded CI machine Chromium's 100 ms poll timer
    // fired only 5 times in that window.
    await page.waitForFunction(
      () => {
        const entries = (window as unknown as { log: LogEntry[] }).log;
        const cleared = entries.find((e) => e.event === 'clear-audio');
        return !!cleared && entries.some((e) => e.event === 'speech-end') && entries.filter((e) => e.event === 'volume' && e.at > cleared.at + 250).length > 5;
      },
      undefined,
      { timeout: 20_000 },
    );
    const entries = await log(page);
    const clearedAt = entries.find((e) => e.event === 'clear-audio')?.at ?? NaN;
    const settledAfter = clearedAt + 250;
    const volumes = entries.filter((e) => e.event === 'volume');
    expect(entries.map((e) => e.event)).toContain('speech-start');
    expect(Math.max(...volumes.filter((e) => e.at < clearedAt).map((e) => e.v ?? 0))).toBeGreaterThan(0.5);
    // barge-in: within 250 ms of clear-audio reaching the page the agent is silent, though seconds of tone were queued
    const after = volumes.filter((e) => e.at > settledAfter);
    // The silence means something only if tone was still queued: the 5 s of it began playing less
    // than 4 s before the clear (the wait above already saw more than 5 polls after the window).
    const firstLoud = volumes.find((e) => (e.v ?? 0) > 0.5)!;
    expect(clearedAt - firstLoud.at).toBeLessThan(4_000);
    expect(after.filter((e) => (e.v ?? 1) >= 0.05).map((e) => `${e.v} at +${e.at - clearedAt} ms`)).toEqual([]);
    // and speech ends 1 s later (spec §9)
    const speechEnd = entries.find((e) => e.event === 'speech-end');
    expect(speechEnd?.at).toBeGreaterThan(clearedAt + 900);

    const firstSilent = volumes.find((e) => e.at >= clearedAt && (e.v ?? 1) < 0.05);
    console.info(
      `barge-in: clear-audio reached the page ${clearedAt - sentAt} ms after it was sent; first silent level poll ${(firstSilent?.at ?? NaN) - clearedAt} ms after that (polls every 100 ms)`,
    );

    await page.evaluate(() => (window as unknown as { client: { stop(): Promise<void> } }).client.stop());
    await until(() => JSON.stringify(texts.at(-1)) === JSON.stringify({ type: 'end-call' }));
    expect(texts.at(-1)).toEqual({ type: 'end-call' });
    const media = await page.evaluate(() => {
      const w = window as unknown as { streams: MediaStream[]; constraints: MediaStreamConstraints[] };
      return { constraints: w.constraints, states: w.streams.flatMap((s) => s.getTracks().map((t) => t.readyState)) };
    });
    expect(media.constraints[0]?.audio).toMatchObject({ echoCancellation: true, noiseSuppression: true, autoGainControl: true });
    expect(media.states).toEqual(['ended']); // the microphone is released
  }, 120_000);

  it('without AudioWorklet the ScriptProcessor fallback still streams 16 kHz frames', async () => {
    micFrames.length = 0;
    const page = await open(['--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream'], '/?fallback');
    expect(await page.evaluate(() => typeof (window as unknown as { AudioWorkletNode?: unknown }).AudioWorkletNode)).toBe('undefined');
    expect(await page.evaluate(() => (window as unknown as { startCall: () => Promise<string> }).startCall())).toBe('joined');
    await until(() => micFrames.length > 40);
    expect(micFrames.length).toBeGreaterThan(40);
    expect(new Set(micFrames.map((f) => f.byteLength))).toEqual(new Set([640]));
    await page.evaluate(() => (window as unknown as { client: { stop(): Promise<void> } }).client.stop());
  }, 120_000);

  it('resumes the call with the resume token when the connection drops', async () => {
    const page = await open(['--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream']);
    expect(await page.evaluate(() => (window as unknown as { startCall: () => Promise<string> }).startCall())).toBe('joined');
    const connections = urls.length;
    socket?.terminate(); // a network drop: no close frame
    await until(() => urls.length > connections);
    expect(urls.slice(connections)).toEqual(['/call/call_1/media?resume=r1']);
    micFrames.length = 0;
    await until(() => micFrames.length > 10);
    expect(micFrames.length).toBeGreaterThan(10); // the microphone flows on the resumed socket
    expect(await page.evaluate(() => (window as unknown as { client: { state: string } }).client.state)).toBe('joined');
    await page.evaluate(() => (window as unknown as { client: { stop(): Promise<void> } }).client.stop());
  }, 120_000);

  it('a refused microphone ends in error with microphone-denied (fallbackToText)', async () => {
    // No fake UI: the permission prompt is dismissed, as when a visitor says no.
    const page = await open(['--use-fake-device-for-media-stream', '--deny-permission-prompts']);
    const state = await page.evaluate(() => (window as unknown as { startCall: () => Promise<string> }).startCall());
    expect(state).toBe('error');
    const errors = (await log(page)).filter((e) => e.event === 'error');
    expect(errors).toEqual([expect.objectContaining({ code: 'microphone-denied', type: 'permissions', fallbackToText: true })]);
  }, 120_000);
});
