import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { silence, tone } from '../test-kit';
import { VisitorTurns } from './visitor-turns';

/** Feeds audio as a microphone does, 20 ms at a time, with the clock moving along. */
function speak(turns: VisitorTurns, pcm: Buffer) {
  for (let offset = 0; offset < pcm.length; offset += 640) {
    turns.push(pcm.subarray(offset, offset + 640));
    vi.advanceTimersByTime(20);
  }
}

describe("the visitor's turns", () => {
  let events: string[];
  let frames: number;
  let turns: VisitorTurns;
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
    events = [];
    frames = 0;
    turns = new VisitorTurns({
      frame: () => void frames++,
      speechStart: () => void events.push('start'),
      turnEnd: () => void events.push('turn-end'),
      speechEnd: () => void events.push('end'),
    });
  });
  afterEach(() => vi.useRealTimers());

  it('passes every frame on and tells when the turn ends, before the speech is over', () => {
    speak(turns, Buffer.concat([silence(100), tone(400), silence(600)]));
    expect(frames).toBe(55);
    expect(events).toEqual(['start', 'turn-end', 'end']);
  });

  it('counts the talk time of every stretch of speech, pauses left out, even when the visitor goes on after a pause inside a sentence', () => {
    // 1 s, a 300 ms pause (longer than the turn's end, shorter than the speech's end), 1 s more; then a long pause and 0.5 s.
    speak(turns, Buffer.concat([tone(1000), silence(300), tone(1000), silence(800), tone(500), silence(800)]));
    expect(events).toEqual(['start', 'turn-end', 'start', 'turn-end', 'end', 'start', 'turn-end', 'end']);
    // The detector's view: each stretch from its start (a few frames in) to its last voiced frame.
    expect(turns.talkMs).toBeGreaterThanOrEqual(2300);
    expect(turns.talkMs).toBeLessThanOrEqual(2500);
  });

  it('counts the stretch being spoken, and the one cut by a reset (mute, a dropped socket)', () => {
    speak(turns, tone(1000));
    const during = turns.talkMs;
    expect(during).toBeGreaterThanOrEqual(850);
    turns.reset();
    expect(turns.talkMs).toBe(during);
    speak(turns, Buffer.concat([tone(500), silence(800)]));
    expect(turns.talkMs).toBeGreaterThanOrEqual(during + 350);
  });

  it('joins words said after a short pause to those before, and not after a long one', () => {
    speak(turns, Buffer.concat([tone(400), silence(200)]));
    expect(turns.question('can i pay with a gift')).toBe('can i pay with a gift');
    speak(turns, Buffer.concat([silence(150), tone(300), silence(200)]));
    expect(turns.question('card')).toBe('can i pay with a gift card');
    speak(turns, Buffer.concat([silence(1500), tone(400), silence(200)]));
    expect(turns.question('where is your store')).toBe('where is your store');
  });

  it('waits longer for the rest of words that stop where a request cannot end', () => {
    speak(turns, Buffer.concat([tone(400), silence(200)]));
    expect(turns.question('how much is the')).toBe('how much is the');
    // A second's search for the word: too long for a pause inside a sentence, not for this.
    speak(turns, Buffer.concat([silence(800), tone(300), silence(200)]));
    expect(turns.question('trailhead backpack')).toBe('how much is the trailhead backpack');
    expect(turns.continuation).toEqual({ before: 'how much is the', added: 'trailhead backpack' });
    speak(turns, Buffer.concat([silence(800), tone(300), silence(200)]));
    expect(turns.question('where is your store')).toBe('where is your store');
    expect(turns.continuation).toBeNull();
  });

  it('joins them also when the visitor went on before the first words were heard', () => {
    speak(turns, Buffer.concat([tone(400), silence(220), tone(300)]));
    expect(turns.question('do you ship')).toBe('do you ship');
    speak(turns, silence(200));
    expect(turns.question('to canada')).toBe('do you ship to canada');
  });

  it("holds the agent's audio until the visitor has been quiet long enough, in order, and drops it when the answer is replaced", () => {
    const played: string[] = [];
    speak(turns, Buffer.concat([tone(400), silence(160)]));
    const first = new AbortController();
    turns.whenQuiet(() => played.push('a1'), first.signal);
    turns.whenQuiet(() => played.push('a2'), first.signal);
    expect(played).toEqual([]);
    vi.advanceTimersByTime(100);
    expect(played).toEqual(['a1', 'a2']);
    // Quiet already: at once.
    turns.whenQuiet(() => played.push('a3'), first.signal);
    expect(played).toEqual(['a1', 'a2', 'a3']);

    // The visitor goes on before the answer may start: it waits, then is replaced and never heard.
    speak(turns, Buffer.concat([tone(300), silence(100)]));
    const second = new AbortController();
    turns.whenQuiet(() => played.push('b'), second.signal);
    speak(turns, tone(200));
    second.abort();
    vi.advanceTimersByTime(1000);
    expect(played).toEqual(['a1', 'a2', 'a3']);
  });

  it('waits longer for a visitor seen pausing long inside a sentence', () => {
    const played: string[] = [];
    const signal = new AbortController().signal;
    // A 300 ms pause, then more words: this visitor's pauses are that long.
    speak(turns, Buffer.concat([tone(400), silence(300), tone(300), silence(300)]));
    turns.whenQuiet(() => played.push('answer'), signal);
    // 300 ms of quiet would have been enough before; now it takes 360.
    expect(played).toEqual([]);
    vi.advanceTimersByTime(70);
    expect(played).toEqual(['answer']);
  });
});
