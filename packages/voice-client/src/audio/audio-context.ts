/**
 * Safari (iOS and macOS) only lets an AudioContext start inside the user gesture that asked for
 * it; by the time the call's transport exists, `POST /call/web` and the permission prompt have
 * ended that gesture. So `start()` primes one context synchronously, and the call's audio adopts it.
 */
let primed: AudioContext | null = null;

/** Creates and resumes a context now (call from a click handler). Idempotent; harmless outside browsers. */
export function primeAudioContext(): void {
  if (primed && primed.state !== 'closed') return;
  if (typeof AudioContext === 'undefined') return;
  try {
    primed = new AudioContext({ latencyHint: 'interactive' });
    void primed.resume().catch(() => undefined);
  } catch {
    primed = null; // no audio output device: the call's own attempt will report it
  }
}

/** The primed context if there is one, else a new one. */
export function takeAudioContext(): AudioContext {
  const context = primed;
  primed = null;
  if (context && context.state !== 'closed') return context;
  return new AudioContext({ latencyHint: 'interactive' });
}
