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
  for await (const chunk of response.body) {
    const all = Buffer.concat([rest, Buffer.from(chunk)]);
    const usable = all.length - (all.length % unit);
    rest = Buffer.from(all.subarray(usable));
    if (usable) yield resampleTo16k(all.subarray(0, usable), sampleRate);
  }
}

function gcd(a: number, b: number): number {
  return b === 0 ? a : gcd(b, a % b);
}

export interface HttpTtsOptions {
  apiKey: string;
  voiceId: string;
  /** The provider's own API unless pointed elsewhere (a compatible API; tests: a loopback server). */
  baseUrl?: string;
  model?: string;
}

/** A provider's speech request: a JSON POST whose response streams PCM at `sampleRate`. */
interface SpeechRequest {
  url: URL;
  headers: Record<string, string>;
  body: object;
  sampleRate: number;
}

function httpTts(name: '11labs' | 'openai', provider: string, voiceId: string, request: (text: string) => SpeechRequest): TextToSpeech {
  return {
    name,
    voiceId,
    async *synthesize(text, signal) {
      const { url, headers, body, sampleRate } = request(text);
      const response = await fetch(url, { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify(body), signal });
      yield* pcmBody(provider, response, sampleRate);
    },
  };
}

/** ElevenLabs streaming text-to-speech, asked for raw 16 kHz PCM so nothing needs decoding. */
export function createElevenLabsTts({ apiKey, voiceId, baseUrl = 'https://api.elevenlabs.io', model = 'eleven_flash_v2_5' }: HttpTtsOptions): TextToSpeech {
  return httpTts('11labs', 'elevenlabs', voiceId, (text) => {
    const url = new URL(`/v1/text-to-speech/${encodeURIComponent(voiceId)}/stream`, baseUrl);
    url.searchParams.set('output_format', 'pcm_16000');
    return { url, headers: { 'xi-api-key': apiKey, accept: 'audio/pcm' }, body: { text, model_id: model }, sampleRate: SAMPLE_RATE };
  });
}

/** OpenAI's `/v1/audio/speech` with `response_format: pcm` (24 kHz mono s16le, streamed), resampled to 16 kHz. */
export function createOpenAiTts({ apiKey, voiceId, baseUrl = 'https://api.openai.com', model = 'gpt-4o-mini-tts' }: HttpTtsOptions): TextToSpeech {
  return httpTts('openai', 'openai', voiceId, (text) => ({
    url: new URL('/v1/audio/speech', baseUrl),
    headers: { authorization: `Bearer ${apiKey}` },
    body: { model, input: text, voice: voiceId, response_format: 'pcm' },
    sampleRate: 24_000,
  }));
}
