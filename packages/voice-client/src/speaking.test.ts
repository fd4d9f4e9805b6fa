import { describe, expect, it } from 'vitest';
import { normaliseVolume, SpeakingDetector } from './speaking';
import type { Timers } from './timers';

/** A hand-driven clock: `advance(ms)` runs due timers in order. */
function handClock() {
  let now = 0;
  let nextId = 1;
  const timers = new Map<number, { at: number; every?: number; run: () => void }>();
  const api: Timers = {
    now: () => now,
    setTimeout: (run, ms) => (timers.set(nextId, { at: now + ms, run }), nextId++),
    clearTimeout: (id) => void timers.delete(id as number),
    setInterval: (run, ms) => (timers.set(nextId, { at: now + ms, every: ms, run }), nextId++),
    clearInterval: (id) => void timers.delete(id as number),
  };
  const advance = (ms: number) => {
    const end = now + ms;
    for (;;) {
      const due = [...timers.entries()].filter(([, t]) => t.at <= end).sort((a, b) => a[1].at - b[1].at)[0];
      if (!due) break;
      const [id, timer] = due;
      now = timer.at;
      if (timer.every) timer.at += timer.every;
      else timers.delete(id);
      timer.run();
    }
    now = end;
  };
  return { timers: api, advance, pending: () => timers.size };
}

function detector(levels: () => number) {
  const clock = handClock();
  const log: string[] = [];
  const volumes: number[] = [];
  const d = new SpeakingDetector(
    levels,
    {
      onVolume: (v) => volumes.push(v),
      onSpeechStart: () => log.push(`start@${clock.timers.now()}`),
      onSpeechEnd: () => log.push(`end@${clock.timers.now()}`),
    },
    clock.timers,
  );
  return { d, clock, log, volumes };
}

describe('normaliseVolume (spec §9)', () => {
  it('divides by 0.15 and caps at 1', () => {
    expect(normaliseVolume(0.075)).toBeCloseTo(0.5);
    expect(normaliseVolume(0.15)).toBe(1);
    expect(normaliseVolume(0.9)).toBe(1);
    expect(normaliseVolume(0)).toBe(0);
    expect(normaliseVolume(Number.NaN)).toBe(0);
  });
});

describe('SpeakingDetector (spec §9)', () => {
  it('polls every 100 ms', () => {
    const { d, clock, volumes } = detector(() => 0);
    d.start();
    clock.advance(1000);
    expect(volumes).toHaveLength(10);
  });

  it('treats exactly 0.01 as silence and anything above as speech', () => {
    let level = 0.01;
    const { d, clock, log } = detector(() => level);
    d.start();
    clock.advance(300);
    expect(log).toEqual([]);
    level = 0.0101;
    clock.advance(100);
    expect(log).toEqual(['start@400']);
  });

  it('ends speech 1 s after the last loud poll', () => {
    let level = 0.05;
    const { d, clock, log } = detector(() => level);
    d.start();
    clock.advance(200);
    level = 0;
    clock.advance(1099);
    expect(log).toEqual(['start@100']);
    clock.advance(1);
    expect(log).toEqual(['start@100', 'end@1300']);
  });

  it('stop() ends a speech in progress and stops polling', () => {
    const { d, clock, log, volumes } = detector(() => 0.5);
    d.start();
    clock.advance(100);
    d.stop();
    expect(log).toEqual(['start@100', 'end@100']);
    clock.advance(500);
    expect(volumes).toHaveLength(1);
    expect(clock.pending()).toBe(0);
  });
});
