import { BYTES_PER_SAMPLE, SAMPLE_RATE } from './wav';

/**
 * Below this (of full scale) a sample is silence: Flite's lead-in sits at ~0.001, the softest
 * onsets ("f", "h") of its voices pass 0.01 within their first 5 ms.
 */
const SILENT_BELOW = 0.01 * 32768;
/** Silence kept before the first sound, so its onset is not clipped. */
export const KEPT_LEAD_MS = 20;

/**
 * Drops the silence a synthesiser puts before a sentence (Flite: 180–220 ms on every voice),
 * keeping KEPT_LEAD_MS of it. The visitor hears the answer that much sooner, and a sentence cut
 * after its first clause no longer pauses ~400 ms at the comma. Feed one sentence's PCM chunks in
 * order; silence is dropped until the first sound, then everything passes unchanged.
 */
export function createLeadTrimmer(keepMs = KEPT_LEAD_MS) {
  const keepBytes = Math.round((SAMPLE_RATE * keepMs) / 1000) * BYTES_PER_SAMPLE;
  let sounded = false;
  // The latest silence dropped, so the kept lead may span the end of the chunk before.
  let silenceTail = Buffer.alloc(0);
  // A chunk may end inside a sample (a stream cut anywhere): its first byte waits for the next chunk.
  let halfSample: Buffer = Buffer.alloc(0);
  return (chunk: Buffer): Buffer => {
    if (sounded) return chunk;
    const joined = halfSample.length ? Buffer.concat([halfSample, chunk]) : chunk;
    const whole = joined.length - (joined.length % BYTES_PER_SAMPLE);
    halfSample = joined.subarray(whole);
    const pcm = joined.subarray(0, whole);
    for (let at = 0; at + 1 < pcm.length; at += BYTES_PER_SAMPLE) {
      if (Math.abs(pcm.readInt16LE(at)) < SILENT_BELOW) continue;
      sounded = true;
      const before = Buffer.concat([silenceTail, pcm.subarray(0, at)]);
      return Buffer.concat([before.subarray(Math.max(0, before.length - keepBytes)), pcm.subarray(at), halfSample]);
    }
    silenceTail = Buffer.concat([silenceTail, pcm]).subarray(-keepBytes);
    return Buffer.alloc(0);
  };
}
