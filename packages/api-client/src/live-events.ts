import { ROUTES } from '@parley/contract/routes';
import { ApiError } from './errors';
import type { OpenStream } from './http';
import type { LiveEvent } from '@parley/contract/schemas';

// Loaded when a page first follows events: the parser and the schemas (with zod) stay out of the
// bundle that every page loads, the sign-in page included, since this module is part of the client.
const streamParts = () => Promise.all([import('eventsource-parser'), import('@parley/contract/schemas')]);

export interface FollowOptions {
  signal: AbortSignal;
  /** Told whether the stream is open now, so a page can say "live" or "reconnecting". */
  onStatus?: (status: 'live' | 'reconnecting') => void;
  /** Wait before reconnecting after a drop (doubles up to 30 s while the server stays away). */
  retryMs?: number;
}

// The contract's path of `streamLiveEvents` (it has no parameters to fill).
const [, PATH] = ROUTES.streamLiveEvents;
const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => (clearTimeout(timer), resolve()), { once: true });
  });

/**
 * Follows the organization's live events until `signal` aborts: reconnects after the server ends
 * a stream (it does every few minutes, so a revoked token stops being served) or the network
 * drops, each time with the token then current. Every reconnection is announced as a `resync`,
 * since events may have passed while no stream was open. Stops for good on 401 and 403.
 */
export async function followLiveEvents(open: OpenStream, onEvent: (event: LiveEvent) => void, options: FollowOptions): Promise<void> {
  const { signal, onStatus } = options;
  const base = options.retryMs ?? 3_000;
  let wait = base;
  let first = true;
  while (!signal.aborted) {
    try {
      const response = await open(PATH, signal);
      onStatus?.('live');
      if (!first) onEvent({ type: 'resync' });
      first = false;
      wait = base;
      await readStream(response, onEvent);
    } catch (error) {
      if (signal.aborted) return;
      if (error instanceof ApiError && (error.status === 401 || error.status === 403)) throw error;
      wait = Math.min(wait * 2, 30_000);
    }
    if (signal.aborted) return;
    onStatus?.('reconnecting');
    first = false;
    await sleep(wait, signal);
  }
}

async function readStream(response: Response, onEvent: (event: LiveEvent) => void) {
  if (!response.body) return;
  const [{ createParser }, { LiveEventSchema }] = await streamParts();
  const parser = createParser({
    onEvent(message) {
      let data: unknown;
      try {
        data = JSON.parse(message.data);
      } catch {
        return;
      }
      // An event this client does not know (a newer server) is skipped, not an error.
      const parsed = LiveEventSchema.safeParse(data);
      if (parsed.success) onEvent(parsed.data);
    },
  });
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return;
    parser.feed(value);
  }
}
