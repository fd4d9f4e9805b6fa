import { resampleTo16k, SAMPLE_RATE } from '../audio/wav';
import { VoiceProviderError, type TextToSpeech } from './types';

/**
 * Reads a streamed PCM response body, keeping chunks to whole samples and resampling to 16 kHz
 * as it goes, so the first words can play before the provider has finished the sentence.
 */
async function* pcmBody(provider: string, response: Response, sampleRate: number): AsyncIterable<Buffer> {
  if (!response.ok || !response.body) {
    const detail = (await response.text().catch(() => '')).slice(0, 200);
    throw new VoiceProviderError(provider, `HTTP ${response.status}${detail ? `: ${detail}` : ''}`);
  }
  // Resampling needs whole input frames of the ratio (24 kHz → 16 kHz: 3 samples in, 2 out).
  const unit = 2 * (sampleRate / gcd(sampleRate, SAMPLE_RATE));
  let rest = Buffer.alloc(0);
  for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
    const all = Buffer.concat([rest, Buffer.from(chunk)]);
    const usable = all.length - (all.length % unit);
    rest = Buffer.from(all.subarray(usable));
    if (usable) yield resampleTo16k(all.subarray(0, usable), sampleRate);
  }
}

function gcd(a: number, b: number): number {
  return b === 0 ? a : gcd(b, a % b);
}

export interface ElevenLabsOptions {
  apiKey: string;
  voiceId: string;
  /** `https://api.elevenlabs.io` unless pointed elsewhere (tests: a loopback server). */
  baseUrl?: string;
  model?: string;
}

/** ElevenLabs streaming text-to-speech, asked for raw 16 kHz PCM so nothing needs decoding. */
export function createElevenLabsTts({ apiKey, voiceId, baseUrl = 'https://api.elevenlabs.io', model = 'eleven_flash_v2_5' }: ElevenLabsOptions): TextToSpeech {
  return {
    name: '11labs',
    voiceId,
    async *synthesize(text, signal) {
      const url = new URL(`/v1/text-to-speech/${encodeURIComponent(voiceId)}/stream`, baseUrl);
      url.searchParams.set('output_format', 'pcm_16000');
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'xi-api-key': apiKey, 'content-type': 'application/json', accept: 'audio/pcm' },
        body: JSON.stringify({ text, model_id: model }),
        signal,
      });
      yield* pcmBody('elevenlabs', response, SAMPLE_RATE);
    },
  };
}

export interface OpenAiTtsOptions {
  apiKey: string;
  voiceId: string;
  /** `https://api.openai.com` unless pointed elsewhere (any OpenAI-compatible speech API). */
  baseUrl?: string;
  model?: string;
}

/** OpenAI's `/v1/audio/speech` with `response_format: pcm` (24 kHz mono s16le, streamed), resampled to 16 kHz. */
export function createOpenAiTts({ apiKey, voiceId, baseUrl = 'https://api.openai.com', model = 'gpt-4o-mini-tts' }: OpenAiTtsOptions): TextToSpeech {
  return {
    name: 'openai',
    voiceId,
    async *synthesize(text, signal) {
      const response = await fetch(new URL('/v1/audio/speech', baseUrl), {
        method: 'POST',
        headers: { authorization: `Bearer ${apiKey}`, 'content-type': 'application/json' },
        body: JSON.stringify({ model, input: text, voice: voiceId, response_format: 'pcm' }),
        signal,
      });
      yield* pcmBody('openai', response, 24_000);
    },
  };
}
