import type { TextToSpeech } from './types';

/**
 * Sales answers repeat (the greeting, the FAQ answers), and synthesis costs CPU (Flite: ~90 ms a
 * sentence) or money (hosted voices). Finished sentences are kept by voice and text, least
 * recently used first out, within a byte budget shared by all calls of the process.
 */
export function createTtsCache(maxBytes = 32 * 1024 * 1024) {
  const entries = new Map<string, Buffer>();
  let bytes = 0;
  let hits = 0;
  let misses = 0;

  const remember = (key: string, pcm: Buffer) => {
    if (pcm.length > maxBytes / 4) return;
    entries.set(key, pcm);
    bytes += pcm.length;
    for (const [oldest, value] of entries) {
      if (bytes <= maxBytes) break;
      entries.delete(oldest);
      bytes -= value.length;
    }
  };

  return {
    wrap(tts: TextToSpeech): TextToSpeech {
      return {
        name: tts.name,
        voiceId: tts.voiceId,
        async *synthesize(text, signal) {
          const key = `${tts.name}\u0000${tts.voiceId}\u0000${text}`;
          const cached = entries.get(key);
          if (cached) {
            hits++;
            entries.delete(key);
            entries.set(key, cached);
            yield cached;
            return;
          }
          misses++;
          const chunks: Buffer[] = [];
          for await (const chunk of tts.synthesize(text, signal)) {
            chunks.push(chunk);
            yield chunk;
          }
          // Only a sentence synthesised to its end is worth keeping.
          if (!signal.aborted && chunks.length) remember(key, Buffer.concat(chunks));
        },
      };
    },
    stats: () => ({ entries: entries.size, bytes, hits, misses }),
  };
}
export type TtsCache = ReturnType<typeof createTtsCache>;
