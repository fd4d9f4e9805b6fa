/** Shared by the voice tests and the benchmark: a business with a FAQ, a media-socket client, test audio. */
import { execFileSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import WebSocket from 'ws';
import { addFaq, signUpBusiness, type Business, type TestApp } from '../../test-kit';
import { startVoiceTrial } from '../billing/plan-test-kit';
import { frameFeatures } from './audio/vad';
import { FRAME_BYTES, SAMPLE_RATE, wavToPcm16k } from './audio/wav';
import { detectEmbeddedVoice } from './providers/config';

export type App = TestApp;
/** A frame louder than this (of full scale) is heard: the level the bench's own VAD counts as voiced. */
export const VOICED_LEVEL = 0.012;
export type { Business };
let seq = 0;

/** Signs up an owner with a website and a FAQ about shipping, on the voice plan's trial; returns its widget keys. */
export async function createBusiness(
  app: App,
  faq = { question: 'Do you ship internationally?', answer: 'Yes, we ship internationally to over forty countries.' },
): Promise<Business> {
  const business = await signUpBusiness(app, 'voice', 'Voice Co');
  await addFaq(app, business.auth, faq);
  await startVoiceTrial(app, business.auth);
  return business;
}

export interface ServerText {
  type: string;
  [key: string]: unknown;
}

/** A media-socket client that records every message and audio frame with its arrival time. */
export class MediaClient {
  /** `seq` orders messages and frames together: the socket keeps their order. */
  readonly messages: (ServerText & { at: number; seq: number })[] = [];
  /** `voiced`: the frame holds sound (louder than VOICED_LEVEL), not a synthesiser's lead-in or pause. */
  readonly frames: { at: number; bytes: number; seq: number; voiced: boolean }[] = [];
  private seq = 0;
  private waiters: (() => void)[] = [];
  closed = false;
  /** The close frame's code (1005 when the server closed without one). */
  closeCode: number | null = null;

  private constructor(readonly ws: WebSocket) {
    ws.on('message', (data, isBinary) => {
      const at = performance.now();
      const buffer = Array.isArray(data) ? Buffer.concat(data) : Buffer.from(data as ArrayBuffer);
      const seq = ++this.seq;
      if (isBinary) this.frames.push({ at, bytes: buffer.length, seq, voiced: frameFeatures(buffer).level > VOICED_LEVEL });
      else this.messages.push({ ...(JSON.parse(buffer.toString()) as ServerText), at, seq });
      for (const wake of this.waiters.splice(0)) wake();
    });
    ws.on('close', (code) => {
      this.closed = true;
      this.closeCode = code;
      for (const wake of this.waiters.splice(0)) wake();
    });
  }

  static open(url: string): Promise<MediaClient> {
    return new Promise((resolve, reject) => {
      const ws = new WebSocket(url);
      const client = new MediaClient(ws);
      ws.once('open', () => resolve(client));
      ws.once('unexpected-response', (_req, res) => reject(new Error(`HTTP ${res.statusCode}`)));
      ws.once('error', reject);
    });
  }

  send(message: object) {
    this.ws.send(JSON.stringify(message));
  }

  /** Resolves with the first message (from index `from`) that matches. */
  async waitFor(match: (m: ServerText) => boolean, timeoutMs = 10_000, from = 0): Promise<ServerText & { at: number; seq: number }> {
    const deadline = performance.now() + timeoutMs;
    for (;;) {
      const found = this.messages.slice(from).find(match);
      if (found) return found;
      if (this.closed) throw new Error(`socket closed while waiting; got ${JSON.stringify(this.messages.map((m) => m.type))}`);
      const left = deadline - performance.now();
      if (left <= 0) throw new Error(`timed out; got ${JSON.stringify(this.messages.map((m) => ({ ...m, at: undefined, seq: undefined })))}`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  async waitForFrames(count: number, timeoutMs = 10_000) {
    const deadline = performance.now() + timeoutMs;
    while (this.frames.length < count) {
      if (performance.now() > deadline) throw new Error(`only ${this.frames.length} audio frames`);
      await new Promise((r) => setTimeout(r, 10));
    }
  }

  /** Streams PCM in 20 ms frames at real time; returns when the last frame left. */
  async stream(pcm: Buffer, onFrame?: (index: number, at: number) => void) {
    const start = performance.now();
    for (let i = 0, offset = 0; offset < pcm.length; i++, offset += FRAME_BYTES) {
      const wait = start + i * 20 - performance.now();
      if (wait > 1) await new Promise((r) => setTimeout(r, wait));
      if (this.ws.readyState !== WebSocket.OPEN) return;
      this.ws.send(pcm.subarray(offset, offset + FRAME_BYTES));
      onFrame?.(i, performance.now());
    }
  }

  /**
   * Audible gaps in the agent's answers as a client hears them: each answer (from its
   * speech-update started to stopped) plays back to back from its first frame, so a frame that
   * arrives after its turn to play is late.
   */
  lateFrames(): number {
    let late = 0;
    const starts = this.messages.filter((m) => m.type === 'speech-update' && m.role === 'assistant' && m.status === 'started');
    for (const start of starts) {
      const stop = this.messages.find((m) => m.seq > start.seq && m.type === 'speech-update' && m.role === 'assistant' && m.status === 'stopped');
      const frames = this.frames.filter((f) => f.seq > start.seq && (!stop || f.seq < stop.seq));
      frames.forEach((frame, i) => {
        if (frame.at > frames[0]!.at + i * 20 + 1) late++;
      });
    }
    return late;
  }

  close() {
    return new Promise<void>((resolve) => {
      if (this.closed) return resolve();
      this.ws.once('close', () => resolve());
      this.ws.close();
    });
  }
}

export const silence = (ms: number) => Buffer.alloc(Math.round((SAMPLE_RATE * ms) / 1000) * 2);

/** A voiced-like tone (220 Hz, 30% of full scale): what the VAD must call speech. */
export function tone(ms: number, frequency = 220, amplitude = 0.3): Buffer {
  const samples = Math.round((SAMPLE_RATE * ms) / 1000);
  const pcm = Buffer.alloc(samples * 2);
  for (let i = 0; i < samples; i++) pcm.writeInt16LE(Math.round(Math.sin((2 * Math.PI * frequency * i) / SAMPLE_RATE) * amplitude * 32767), i * 2);
  return pcm;
}

/** Flite's built-in voices that speak at 16 kHz, the recogniser's rate: a US woman, a Scottish man and two US men. */
export const FLITE_VOICES = ['slt', 'awb', 'rms', 'kal16'] as const;
export type FliteVoice = (typeof FLITE_VOICES)[number];

/** Speech synthesised by Flite at 16 kHz (the binaries must be installed); `stretch` above 1 speaks slower. */

export function fliteSpeech(text: string, { voice = 'slt', stretch = 1 }: { voice?: FliteVoice; stretch?: number } = {}): Buffer {
  const file = join(tmpdir(), `parley-test-${process.pid}-${++seq}.wav`);
  try {
    execFileSync('flite', ['-voice', voice, '--setf', `duration_stretch=${stretch}`, '-t', text, '-o', file]);
    return wavToPcm16k(readFileSync(file));
  } finally {
    rmSync(file, { force: true });
  }
}

/**
 * Tests and benchmarks that need the real recogniser and voice say why they skip on a developer's
 * machine. In CI (which installs them) a missing tool fails instead: a skipped test checks nothing.
 */
export function embeddedVoiceOrNote(what: string): boolean {
  const embedded = detectEmbeddedVoice();
  if (!embedded.available && process.env.CI) throw new Error(`${what}: CI must have ${embedded.missing.join(', ')} (.ci/run installs them)`);
  if (!embedded.available) console.warn(`${what}: skipped, missing ${embedded.missing.join(', ')} (apt-get install pocketsphinx pocketsphinx-en-us flite)`);
  return embedded.available;
}
