import { describe, expect, it } from 'vitest';
import { createAudioOut } from './audio-out';

const frame = () => Buffer.alloc(640);

describe('paced agent audio', () => {
  it('sends only the lead ahead of playback, then keeps real time, then reports the end of playback', async () => {
    const sent: number[] = [];
    let drained = 0;
    const start = performance.now();
    const out = createAudioOut({ send: () => sent.push(performance.now() - start), onDrained: () => (drained = performance.now() - start), leadMs: 100 });
    out.enqueue(Array.from({ length: 15 }, frame)); // 300 ms of audio
    expect(sent).toHaveLength(5); // 100 ms at once
    await new Promise((r) => setTimeout(r, 450));
    expect(sent).toHaveLength(15);
    // The last frame left about 200 ms in (300 ms of audio minus the lead), not at once.
    expect(sent.at(-1)!).toBeGreaterThan(150);
    expect(drained).toBeGreaterThanOrEqual(290);
    expect(out.busy).toBe(false);
  });

  it('drops everything queued on clear (barge-in) and counts it', () => {
    let sent = 0;
    const out = createAudioOut({ send: () => sent++, onDrained: () => {}, leadMs: 40 });
    out.enqueue(Array.from({ length: 50 }, frame));
    out.clear();
    expect(out.queued).toBe(0);
    expect(out.stats()).toEqual({ sent: 2, dropped: 48 });
    expect(out.busy).toBe(false);
    out.close();
    expect(sent).toBe(2);
  });

  it('pauses when the visitor speaks over it and resumes from what the client had not played yet', () => {
    let clock = 0;
    const sent: number[] = [];
    const frames = Array.from({ length: 30 }, (_, i) => Buffer.alloc(640, i));
    const out = createAudioOut({ send: (f) => sent.push(f[0]!), onDrained: () => {}, leadMs: 100, now: () => clock });
    out.enqueue(frames);
    expect(sent).toEqual([0, 1, 2, 3, 4]);
    // 40 ms later the client has played frames 0 and 1; 2, 3 and 4 are still in its queue.
    clock = 40;
    out.pause();
    expect(out.paused).toBe(true);
    expect(out.queued).toBe(28);
    expect(out.stats().sent).toBe(2);
    out.enqueue([Buffer.alloc(640, 99)]);
    expect(sent).toHaveLength(5);
    // "mhm" was all: the answer goes on from frame 2.
    clock = 600;
    out.resume();
    expect(sent.slice(5)).toEqual([2, 3, 4, 5, 6]);
    expect(out.busy).toBe(true);
    out.clear();
    expect(out.paused).toBe(false);
    out.close();
  });
});
