import { FRAME_MS } from '../audio/wav';

/**
 * How far ahead of the visitor's playback the server sends agent audio: enough to ride over
 * network jitter and a busy server; what is not sent yet can still be taken back at barge-in,
 * and the client drops what it holds on `clear-audio`, so the agent stops at once either way.
 */
export const AUDIO_LEAD_MS = 400;

export interface AudioOutOptions {
  send: (frame: Buffer) => void;
  /** The queue ran dry and everything sent has been played by now. */
  onDrained: () => void;
  now?: () => number;
  leadMs?: number;
}

/**
 * Paces agent audio at real time (plus a small lead) instead of flushing whole sentences into the
 * socket, so that what has not been sent can still be taken back when the visitor interrupts.
 */
export function createAudioOut({ send, onDrained, now = () => performance.now(), leadMs = AUDIO_LEAD_MS }: AudioOutOptions) {
  const queue: Buffer[] = [];
  /** The frames sent within the last lead: the client may not have played them yet. */
  const recent: Buffer[] = [];
  const recentMax = Math.ceil(leadMs / FRAME_MS) + 1;
  let paused = false;
  /** When the client will have played everything sent so far. */
  let playhead = 0;
  let timer: NodeJS.Timeout | null = null;
  let active = false;
  let sent = 0;
  let dropped = 0;

  const schedule = (ms: number) => {
    if (timer) clearTimeout(timer);
    timer = setTimeout(pump, Math.max(1, ms));
  };

  function pump() {
    timer = null;
    if (paused) return;
    const t = now();
    playhead = Math.max(playhead, t);
    // (The epsilon keeps float sums of 20 ms steps from sending one frame too many.)
    while (queue.length && playhead - t < leadMs - 1e-6) {
      const frame = queue.shift()!;
      send(frame);
      recent.push(frame);
      if (recent.length > recentMax) recent.shift();
      sent++;
      playhead += FRAME_MS;
    }
    if (queue.length) schedule(FRAME_MS / 2);
    else if (playhead > t) schedule(playhead - t);
    else if (active) {
      active = false;
      onDrained();
    }
  }

  return {
    enqueue(frames: Buffer[]) {
      if (!frames.length) return;
      queue.push(...frames);
      active = true;
      if (!timer) pump();
    },
    /**
     * The visitor began to speak over the agent: nothing more is sent, and the frames the client
     * holds unplayed (it drops them on `clear-audio`) are taken back to the front of the queue, so
     * that `resume` goes on from what the visitor last heard.
     */
    pause() {
      if (paused) return;
      paused = true;
      const unplayed = Math.min(recent.length, Math.max(0, Math.ceil((playhead - now()) / FRAME_MS - 1e-6)));
      if (unplayed) queue.unshift(...recent.splice(recent.length - unplayed));
      sent -= unplayed;
      recent.length = 0;
      playhead = 0;
      if (timer) clearTimeout(timer);
      timer = null;
    },
    /** Sending goes on where `pause` stopped it. */
    resume() {
      if (!paused) return;
      paused = false;
      if (active && !timer) pump();
    },
    get paused() {
      return paused;
    },
    /** Barge-in: forget what is queued and what the client is still playing. */
    clear() {
      dropped += queue.length;
      queue.length = 0;
      recent.length = 0;
      paused = false;
      playhead = 0;
      if (timer) clearTimeout(timer);
      timer = null;
      active = false;
    },
    get busy() {
      return active;
    },
    get queued() {
      return queue.length;
    },
    stats: () => ({ sent, dropped }),
    close() {
      paused = false;
      recent.length = 0;
      if (timer) clearTimeout(timer);
      timer = null;
      queue.length = 0;
      active = false;
    },
  };
}
