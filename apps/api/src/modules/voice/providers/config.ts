import { accessSync, constants, existsSync } from 'node:fs';
import { delimiter, join } from 'node:path';
import { VoiceProviderConfigSchema as SharedVoiceProviderConfigSchema } from '@parley/contract';
import { createDeepgramStt } from './deepgram';
import { createFliteTts } from './flite';
import { createElevenLabsTts, createOpenAiTts } from './http-tts';
import { createPocketSphinxStt } from './pocketsphinx';
import { createTtsCache } from './tts-cache';
import type { SpeechToText, TextToSpeech } from './types';

/** One synthesis cache for the process: calls of every agent share repeated sentences. */
export const ttsCache = createTtsCache();

/**
 * `agents.voice_provider_config`, as the dashboard stores it. Every field is optional: an empty
 * object means "the best that this server has" (a configured provider key, else the embedded
 * defaults). Keys given here win over the server's.
 */
// The shape is the contract's (what PUT /agent accepts); a row written before it reads as "none".
export const VoiceProviderConfigSchema = SharedVoiceProviderConfigSchema.catch({});
export type { VoiceProviderConfig } from '@parley/contract';

/** The server's own provider settings (from env.ts). */
export interface VoiceServerSettings {
  DEEPGRAM_API_KEY?: string;
  DEEPGRAM_BASE_URL?: string;
  ELEVENLABS_API_KEY?: string;
  ELEVENLABS_BASE_URL?: string;
  ELEVENLABS_VOICE_ID?: string;
  OPENAI_API_KEY?: string;
  OPENAI_BASE_URL?: string;
  /** Everyday English words in each business's model for the embedded recogniser (DEFAULT_COMMON_WORDS when unset). */
  VOICE_COMMON_WORDS?: number;
}

export interface EmbeddedVoice {
  /** Both binaries and the English model are installed. */
  available: boolean;
  missing: string[];
}

function onPath(command: string, path = process.env.PATH ?? ''): boolean {
  return path.split(delimiter).some((dir) => {
    try {
      accessSync(join(dir, command), constants.X_OK);
      return true;
    } catch {
      return false;
    }
  });
}

export const POCKETSPHINX_MODEL_DIR = '/usr/share/pocketsphinx/model/en-us';

/** Checked once at start: what the embedded defaults need (Debian `pocketsphinx`, `pocketsphinx-en-us`, `flite`). */
export function detectEmbeddedVoice(): EmbeddedVoice {
  const missing: string[] = [];
  if (!onPath('flite')) missing.push('flite');
  if (!onPath('pocketsphinx_continuous')) missing.push('pocketsphinx');
  else if (!existsSync(POCKETSPHINX_MODEL_DIR)) missing.push('pocketsphinx-en-us');
  return { available: missing.length === 0, missing };
}

export interface ResolvedVoiceProviders {
  stt: SpeechToText;
  tts: TextToSpeech;
  /** False when a provider chosen needs a binary this server lacks. */
  available: boolean;
}

/** OpenAI's voices; an agent's `voice` field (default `alloy`) is one of these. */
const OPENAI_VOICES = new Set(['alloy', 'ash', 'ballad', 'coral', 'echo', 'fable', 'nova', 'onyx', 'sage', 'shimmer', 'verse']);
const DEFAULT_ELEVENLABS_VOICE = '21m00Tcm4TlvDq8Ikhd8';

/**
 * Picks the agent's speech providers: what its config names; otherwise Deepgram when a Deepgram
 * key is configured, ElevenLabs then OpenAI when theirs are, else the embedded defaults.
 */
export function resolveVoiceProviders(raw: unknown, agentVoice: string, server: VoiceServerSettings, embedded: EmbeddedVoice): ResolvedVoiceProviders {
  const config = VoiceProviderConfigSchema.parse(raw ?? {});
  const t = config.transcriber ?? {};
  const deepgramKey = t.apiKey ?? server.DEEPGRAM_API_KEY;
  const sttName = t.provider ?? (deepgramKey ? 'deepgram' : 'parley');
  const stt =
    sttName === 'deepgram' && deepgramKey
      ? createDeepgramStt({ apiKey: deepgramKey, baseUrl: t.baseUrl ?? server.DEEPGRAM_BASE_URL, model: t.model })
      : createPocketSphinxStt();

  const v = config.voice ?? {};
  const elevenKey = (v.provider === '11labs' ? v.apiKey : undefined) ?? server.ELEVENLABS_API_KEY;
  const openAiKey = (v.provider === 'openai' ? v.apiKey : undefined) ?? server.OPENAI_API_KEY;
  const ttsName = v.provider ?? (elevenKey ? '11labs' : openAiKey ? 'openai' : 'parley');
  let tts: TextToSpeech;
  if (ttsName === '11labs' && elevenKey) {
    tts = createElevenLabsTts({
      apiKey: elevenKey,
      voiceId: v.voiceId ?? server.ELEVENLABS_VOICE_ID ?? DEFAULT_ELEVENLABS_VOICE,
      baseUrl: v.baseUrl ?? server.ELEVENLABS_BASE_URL,
      model: v.model,
    });
  } else if (ttsName === 'openai' && openAiKey) {
    tts = createOpenAiTts({
      apiKey: openAiKey,
      voiceId: v.voiceId ?? (OPENAI_VOICES.has(agentVoice) ? agentVoice : 'alloy'),
      baseUrl: v.baseUrl ?? server.OPENAI_BASE_URL,
      model: v.model,
    });
  } else {
    tts = createFliteTts({ voiceId: v.voiceId });
  }
  const needsEmbedded = stt.name === 'parley' || tts.name === 'parley';
  return { stt, tts: ttsCache.wrap(tts), available: !needsEmbedded || embedded.available };
}

/** What the widget needs to know before offering the voice button (`GET /assistant/:id`). */
export function describeAgentVoice(agent: { voiceProviderConfig: unknown; voice: string }, server: VoiceServerSettings, embedded: EmbeddedVoice) {
  const { tts, available } = resolveVoiceProviders(agent.voiceProviderConfig, agent.voice, server, embedded);
  return { provider: tts.name, voiceId: tts.voiceId, available };
}
