const BYTES_PER_MS = 32;
/** Audio a client may send ahead of real time (a reconnect flushing its buffer): 3 s. */
const MAX_AUDIO_BURST_BYTES = 3000 * BYTES_PER_MS;

/**
 * A microphone sends real time; a client sending far faster would only load the recogniser. The
 * budget refills at one and a half times real time, up to a burst of 3 s; audio over it is dropped.
 */
export function createAudioBudget() {
  let budget = MAX_AUDIO_BURST_BYTES;
  let budgetAt = Date.now();
  return {
    /** Whether a chunk of this many bytes may go on (and spends it if so). */
    admit(bytes: number): boolean {
      const now = Date.now();
      budget = Math.min(MAX_AUDIO_BURST_BYTES, budget + (now - budgetAt) * BYTES_PER_MS * 1.5);
      budgetAt = now;
      if (bytes > budget) return false;
      budget -= bytes;
      return true;
    },
  };
}
