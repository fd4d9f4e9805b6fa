/**
 * Safari (iOS and macOS) only lets an AudioContext start inside the user gesture that asked for
 * it; by the time the call's transport exists, `POST /call/web` and the permission prompt have
 * ended that gesture. So `start()` primes one context synchronously, and the call's audio adopts it.
 */
// Kept on a global symbol, not in this module: a page may prime through the small
// `@parley/voice-client/prime` entry and call through the full SDK, which are separate bundles.
const PRIMED = Symbol.for('@parley/voice-client/primed-audio-context');
type Holder = { [PRIMED]?: AudioContext | null };
const holder = globalThis as Holder;

/** Creates and resumes a context now (call from a click handler). Idempotent; harmless outside browsers. */
export function primeAudioContext(): void {
  const current = holder[PRIMED];
  if (current && current.state !== 'closed') return;
  if (typeof AudioContext === 'undefined') return;
  try {
    const context = new AudioContext({ latencyHint: 'interactive' });
    holder[PRIMED] = context;
    void context.resume().catch(() => undefined);
  } catch {
    holder[PRIMED] = null; // no audio output device: the call's own attempt will report it
  }
}

/** The primed context if there is one, else a new one. */
export function takeAudioContext(): AudioContext {
  const context = holder[PRIMED];
  holder[PRIMED] = null;
  if (context && context.state !== 'closed') return context;
  return new AudioContext({ latencyHint: 'interactive' });
}
