import WebSocket from 'ws';
import { z } from 'zod';
import { SAMPLE_RATE } from '../audio/wav';
import { VoiceProviderError, type SpeechToText } from './types';

export interface DeepgramOptions {
  apiKey: string;
  /** `wss://api.deepgram.com` unless pointed elsewhere (tests: a loopback server). */
  baseUrl?: string;
  model?: string;
  /** Milliseconds of silence after which Deepgram marks the end of speech (`speech_final`). */
  endpointingMs?: number;
}

/** The parts of Deepgram's live `Results` message Parley reads. */
const ResultsSchema = z.object({
  type: z.literal('Results'),
  is_final: z.boolean().optional(),
  speech_final: z.boolean().optional(),
  channel: z.object({ alternatives: z.array(z.object({ transcript: z.string() })).min(1) }),
});
const UtteranceEndSchema = z.object({ type: z.literal('UtteranceEnd') });

/**
 * Deepgram's streaming speech-to-text (`/v1/listen` over a WebSocket): raw linear16 audio in,
 * JSON results out. Interim results become partial transcripts; finished segments are joined
 * until Deepgram marks the end of speech (`speech_final`, or `UtteranceEnd`), which is the final.
 * Audio sent before the socket opens is queued, and a KeepAlive goes out while the visitor is muted.
 */
export function createDeepgramStt({ apiKey, baseUrl = 'wss://api.deepgram.com', model = 'nova-2', endpointingMs = 300 }: DeepgramOptions): SpeechToText {
  return {
    name: 'deepgram',
    start({ onTranscript, onError }, { language }) {
      const url = new URL('/v1/listen', baseUrl);
      const params = {
        model,
        language,
        encoding: 'linear16',
        sample_rate: String(SAMPLE_RATE),
        channels: '1',
        interim_results: 'true',
        punctuate: 'true',
        smart_format: 'true',
        endpointing: String(endpointingMs),
        utterance_end_ms: '1000',
      };
      for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
      const socket = new WebSocket(url, { headers: { authorization: `Token ${apiKey}` } });
      const pending: Buffer[] = [];
      let segments: string[] = [];
      let closed = false;
      let lastSent = Date.now();

      const finish = () => {
        const text = segments.join(' ').trim();
        segments = [];
        if (text) onTranscript({ kind: 'final', text });
      };
      socket.on('open', () => {
        for (const chunk of pending.splice(0)) socket.send(chunk);
      });
      socket.on('message', (data, isBinary) => {
        if (isBinary) return;
        let message: unknown;
        try {
          message = JSON.parse((data as Buffer).toString()); // ws hands a text frame over as one Buffer
        } catch {
          return;
        }
        const results = ResultsSchema.safeParse(message);
        if (results.success) {
          const text = results.data.channel.alternatives[0]!.transcript.trim();
          if (results.data.is_final) {
            if (text) segments.push(text);
            if (results.data.speech_final) finish();
            else if (segments.length) onTranscript({ kind: 'partial', text: segments.join(' ') });
          } else if (text) {
            onTranscript({ kind: 'partial', text: [...segments, text].join(' ') });
          }
        } else if (UtteranceEndSchema.safeParse(message).success) {
          finish();
        }
      });
      socket.on('unexpected-response', (_request, response) => {
        closed = true;
        onError(new VoiceProviderError('deepgram', `refused the stream (HTTP ${response.statusCode})`));
        socket.terminate();
      });
      socket.on('error', (error) => {
        if (!closed) onError(new VoiceProviderError('deepgram', error.message, { cause: error }));
        closed = true;
      });
      socket.on('close', () => {
        if (!closed) onError(new VoiceProviderError('deepgram', 'the stream closed'));
        closed = true;
      });
      // Deepgram closes a stream after ~10 s without audio; a muted visitor must not end the call.
      const keepAlive = setInterval(() => {
        if (socket.readyState === WebSocket.OPEN && Date.now() - lastSent > 5000) socket.send(JSON.stringify({ type: 'KeepAlive' }));
      }, 2500);
      keepAlive.unref();

      return {
        write(pcm) {
          if (closed) return;
          lastSent = Date.now();
          if (socket.readyState === WebSocket.OPEN) socket.send(pcm);
          else if (socket.readyState === WebSocket.CONNECTING) pending.push(pcm);
        },
        close() {
          clearInterval(keepAlive);
          if (closed) return;
          closed = true;
          if (socket.readyState === WebSocket.OPEN) {
            socket.send(JSON.stringify({ type: 'CloseStream' }));
            socket.close(1000);
          } else socket.terminate();
        },
      };
    },
  };
}
