import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { WebSocketServer } from 'ws';
import { resolveVoiceProviders } from './config';
import { createDeepgramStt } from './deepgram';
import { createElevenLabsTts, createOpenAiTts } from './http-tts';
import type { TranscriptEvent } from './types';

const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const close of closers.splice(0).reverse()) await close();
});

async function listen(server: Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  closers.push(
    () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  );
  return `127.0.0.1:${(server.address() as AddressInfo).port}`;
}

const collect = async (stream: AsyncIterable<Buffer>) => {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk);
  return Buffer.concat(chunks);
};

describe('Deepgram streaming speech-to-text at its wire format', () => {
  it('streams linear16 audio with the token, maps interim and final results, and closes the stream', async () => {
    const server = createServer();
    const wss = new WebSocketServer({ server });
    const seen: { url: string; auth: string | undefined; audio: number; control: string[] } = { url: '', auth: undefined, audio: 0, control: [] };
    const closed = new Promise<void>((resolve) => {
      wss.on('connection', (socket, request: IncomingMessage) => {
        seen.url = request.url ?? '';
        seen.auth = request.headers.authorization;
        const result = (transcript: string, isFinal: boolean, speechFinal: boolean) =>
          socket.send(
            JSON.stringify({
              type: 'Results',
              channel_index: [0, 1],
              is_final: isFinal,
              speech_final: speechFinal,
              channel: { alternatives: [{ transcript, confidence: 0.9 }] },
            }),
          );
        socket.on('message', (data, isBinary) => {
          if (isBinary) {
            seen.audio += (data as Buffer).length;
            if (seen.audio === 1280) {
              result('do you', false, false);
              result('do you ship', true, false);
              result('internationally', false, false);
              result('internationally?', true, true);
              socket.send(JSON.stringify({ type: 'Metadata', request_id: 'x' }));
              result('thanks', true, false);
              socket.send(JSON.stringify({ type: 'UtteranceEnd', last_word_end: 3.1 }));
            }
          } else {
            seen.control.push((JSON.parse((data as Buffer).toString()) as { type: string }).type);
            if (seen.control.includes('CloseStream')) socket.close(1000);
          }
        });
        socket.on('close', () => resolve());
      });
    });
    const host = await listen(server);
    closers.push(() => new Promise<void>((resolve) => wss.close(() => resolve())));

    const events: TranscriptEvent[] = [];
    const stt = createDeepgramStt({ apiKey: 'dg-key', baseUrl: `ws://${host}` });
    const session = stt.start(
      { onTranscript: (e) => events.push(e), onError: (e) => events.push({ kind: 'final', text: `ERROR ${e.message}` }) },
      { language: 'en' },
    );
    session.write(Buffer.alloc(640)); // queued until the socket opens
    session.write(Buffer.alloc(640));
    await expect.poll(() => events.length).toBe(6);
    expect(events).toEqual([
      { kind: 'partial', text: 'do you' },
      { kind: 'partial', text: 'do you ship' },
      { kind: 'partial', text: 'do you ship internationally' },
      { kind: 'final', text: 'do you ship internationally?' },
      { kind: 'partial', text: 'thanks' },
      { kind: 'final', text: 'thanks' },
    ]);
    session.close();
    await closed;
    expect(seen.auth).toBe('Token dg-key');
    const url = new URL(seen.url, 'ws://x');
    expect(url.pathname).toBe('/v1/listen');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      encoding: 'linear16',
      sample_rate: '16000',
      channels: '1',
      interim_results: 'true',
      language: 'en',
    });
    expect(seen.control).toEqual(['CloseStream']);
  });

  it('reports a refused stream as an error', async () => {
    const server = createServer((_req, res) => res.writeHead(401).end('{"err_msg":"Invalid credentials."}'));
    const host = await listen(server);
    const errors: string[] = [];
    createDeepgramStt({ apiKey: 'wrong', baseUrl: `ws://${host}` }).start(
      { onTranscript: () => {}, onError: (e) => errors.push(e.message) },
      { language: 'en' },
    );
    await expect.poll(() => errors).toEqual(['deepgram: refused the stream (HTTP 401)']);
  });
});

describe('HTTP text-to-speech providers at their wire format', () => {
  function speechServer(respond: (req: IncomingMessage, body: string) => { status: number; chunks: Buffer[] }) {
    const requests: { method?: string; url?: string; headers: IncomingMessage['headers']; body: string }[] = [];
    const server = createServer((req, res) => {
      let body = '';
      req.on('data', (c: Buffer) => (body += c.toString()));
      // eslint-disable-next-line @typescript-eslint/no-misused-promises -- the fake speech server answers at its own pace; node:http needs no result from the listener
      req.on('end', async () => {
        requests.push({ method: req.method, url: req.url, headers: req.headers, body });
        const { status, chunks } = respond(req, body);
        res.writeHead(status, { 'content-type': 'application/octet-stream' });
        // Chunks split mid-sample, as a network may deliver them.
        for (const chunk of chunks) {
          res.write(chunk);
          await new Promise((r) => setTimeout(r, 5));
        }
        res.end();
      });
    });
    return { server, requests };
  }

  it('asks ElevenLabs for 16 kHz PCM with its key and gets the samples unchanged', async () => {
    const pcm = Buffer.alloc(3200);
    for (let i = 0; i < 1600; i++) pcm.writeInt16LE(i, i * 2);
    const { server, requests } = speechServer(() => ({ status: 200, chunks: [pcm.subarray(0, 1001), pcm.subarray(1001)] }));
    const host = await listen(server);
    const tts = createElevenLabsTts({ apiKey: 'el-key', voiceId: 'voice 1', baseUrl: `http://${host}` });
    const audio = await collect(tts.synthesize('Hello there.', new AbortController().signal));
    expect(audio).toEqual(pcm);
    expect(requests[0]).toMatchObject({ method: 'POST', url: '/v1/text-to-speech/voice%201/stream?output_format=pcm_16000' });
    expect(requests[0]!.headers['xi-api-key']).toBe('el-key');
    expect(JSON.parse(requests[0]!.body)).toEqual({ text: 'Hello there.', model_id: 'eleven_flash_v2_5' });
  });

  it('asks OpenAI for pcm (24 kHz) with a bearer key and resamples it to 16 kHz', async () => {
    const pcm24k = Buffer.alloc(2400 * 2); // 100 ms
    const { server, requests } = speechServer(() => ({ status: 200, chunks: [pcm24k.subarray(0, 777), pcm24k.subarray(777)] }));
    const host = await listen(server);
    const tts = createOpenAiTts({ apiKey: 'sk-test', voiceId: 'alloy', baseUrl: `http://${host}` });
    const audio = await collect(tts.synthesize('Hi.', new AbortController().signal));
    expect(audio.length).toBe(1600 * 2);
    expect(requests[0]).toMatchObject({ method: 'POST', url: '/v1/audio/speech' });
    expect(requests[0]!.headers.authorization).toBe('Bearer sk-test');
    expect(JSON.parse(requests[0]!.body)).toEqual({ model: 'gpt-4o-mini-tts', input: 'Hi.', voice: 'alloy', response_format: 'pcm' });
  });

  it('turns a provider error into a clear error', async () => {
    const { server } = speechServer(() => ({ status: 401, chunks: [Buffer.from('{"error":"bad key"}')] }));
    const host = await listen(server);
    const tts = createOpenAiTts({ apiKey: 'sk-wrong', voiceId: 'alloy', baseUrl: `http://${host}` });
    await expect(collect(tts.synthesize('Hi.', new AbortController().signal))).rejects.toThrow('openai: HTTP 401: {"error":"bad key"}');
  });
});

describe('choosing an agent’s providers', () => {
  const embedded = { available: true, missing: [] };
  it('uses the embedded defaults without keys', () => {
    const p = resolveVoiceProviders({}, 'alloy', {}, embedded);
    expect([p.stt.name, p.tts.name, p.tts.voiceId, p.available]).toEqual(['parley', 'parley', 'slt', true]);
  });
  it('uses configured server keys: Deepgram, then ElevenLabs before OpenAI', () => {
    const p = resolveVoiceProviders({}, 'nova', { DEEPGRAM_API_KEY: 'd', OPENAI_API_KEY: 'o' }, { available: false, missing: ['flite'] });
    expect([p.stt.name, p.tts.name, p.tts.voiceId, p.available]).toEqual(['deepgram', 'openai', 'nova', true]);
    expect(resolveVoiceProviders({}, 'alloy', { ELEVENLABS_API_KEY: 'e', OPENAI_API_KEY: 'o' }, embedded).tts.name).toBe('11labs');
  });
  it('follows the agent’s config, and is unavailable when it needs missing binaries', () => {
    const config = { transcriber: { provider: 'parley' }, voice: { provider: 'openai', apiKey: 'agent-key', voiceId: 'echo' } };
    const p = resolveVoiceProviders(config, 'alloy', { DEEPGRAM_API_KEY: 'd' }, { available: false, missing: ['pocketsphinx'] });
    expect([p.stt.name, p.tts.name, p.tts.voiceId, p.available]).toEqual(['parley', 'openai', 'echo', false]);
    // A config the dashboard never wrote falls back to the defaults instead of breaking calls.
    expect(resolveVoiceProviders({ voice: 'nonsense' }, 'alloy', {}, embedded).tts.name).toBe('parley');
  });
});

describe('synthesis cache', () => {
  it('speaks a repeated sentence from memory, drops the least recently used over budget, and never keeps an aborted one', async () => {
    const { createTtsCache } = await import('./tts-cache');
    const synthesised: string[] = [];
    const voice = {
      name: 'parley' as const,
      voiceId: 'slt',
      // eslint-disable-next-line @typescript-eslint/require-await -- an async generator is the plainest AsyncIterable
      async *synthesize(text: string) {
        synthesised.push(text);
        yield Buffer.alloc(2000);
      },
    };
    const cache = createTtsCache(8000);
    const tts = cache.wrap(voice);
    const say = (text: string, signal = new AbortController().signal) => collect(tts.synthesize(text, signal));
    for (const text of ['A', 'A', 'B', 'C', 'A', 'D', 'E', 'A', 'B']) expect((await say(text)).length).toBe(2000);
    // A was used again before E came, so B was the one to go.
    expect(synthesised).toEqual(['A', 'B', 'C', 'D', 'E', 'B']);
    expect(cache.stats().bytes).toBeLessThanOrEqual(8000);
    const aborted = new AbortController();
    aborted.abort();
    await say('F', aborted.signal);
    await say('F');
    expect(synthesised.filter((t) => t === 'F')).toHaveLength(2);
  });
});
