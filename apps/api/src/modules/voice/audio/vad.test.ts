import { describe, expect, it } from 'vitest';
import { embeddedVoiceOrNote, fliteSpeech, silence, tone } from '../test-kit';
import { createVad, frameFeatures, type VadEvent } from './vad';
import { FRAME_BYTES } from './wav';

function run(pcm: Buffer, vad = createVad()): (VadEvent & { frame: number })[] {
  const events: (VadEvent & { frame: number })[] = [];
  for (let i = 0, offset = 0; offset + FRAME_BYTES <= pcm.length; i++, offset += FRAME_BYTES) {
    const event = vad.push(pcm.subarray(offset, offset + FRAME_BYTES), i * 20);
    if (event) events.push({ ...event, frame: i });
  }
  return events;
}

/** Deterministic white noise at a given RMS level (0..1). */
function noise(ms: number, level: number, seed = 1): Buffer {
  const samples = (16 * ms) | 0;
  const pcm = Buffer.alloc(samples * 2);
  let state = seed;
  for (let i = 0; i < samples; i++) {
    state = (state * 1103515245 + 12345) >>> 0;
    pcm.writeInt16LE(Math.round(((state / 2 ** 32) * 2 - 1) * Math.sqrt(3) * level * 32767), i * 2);
  }
  return pcm;
}

describe('voice activity detection', () => {
  it('measures level and zero crossings', () => {
    expect(frameFeatures(silence(20))).toEqual({ level: 0, zcr: 0 });
    const t = frameFeatures(tone(20, 200, 0.5).subarray(0, FRAME_BYTES));
    expect(t.level).toBeCloseTo(0.5 / Math.SQRT2, 2);
    expect(t.zcr).toBeCloseTo(400 / 16000, 2);
  });

  it('says nothing in silence', () => {
    expect(run(silence(2000))).toEqual([]);
  });

  it('declares speech after three voiced frames, the end of the turn after eight silent ones and the end of speech after the hangover', () => {
    const events = run(Buffer.concat([silence(200), tone(600), silence(1000)]));
    expect(events.map((e) => [e.type, e.frame])).toEqual([
      ['speech-start', 12],
      // Voiced frames 10–39; the 8th unvoiced one is frame 47, the 25th frame 64.
      ['turn-end', 47],
      ['speech-end', 64],
    ]);
    expect(events[0]).toMatchObject({ at: 200 });
    expect(events[1]).toMatchObject({ lastVoicedAt: 780 });
    expect(events[2]).toMatchObject({ lastVoicedAt: 780 });
  });

  it('keeps a short pause inside one utterance (a turn may end there), and ignores a click', () => {
    const events = run(Buffer.concat([tone(300), silence(300), tone(300), silence(600), tone(40), silence(600)]));
    expect(events.map((e) => e.type)).toEqual(['speech-start', 'turn-end', 'speech-start', 'turn-end', 'speech-end']);
    expect(run(Buffer.concat([tone(300), silence(140), tone(300), silence(600)])).map((e) => e.type)).toEqual(['speech-start', 'turn-end', 'speech-end']);
  });

  it('learns a steady noise floor and hears speech above it, not the noise', () => {
    const room = noise(3000, 0.02);
    const voice = tone(500, 180, 0.25);
    const events = run(Buffer.concat([room, voice, noise(1000, 0.02, 7)]));
    expect(events.map((e) => e.type)).toEqual(['speech-start', 'turn-end', 'speech-end']);
    expect(events[0]!.frame).toBeGreaterThanOrEqual(150);
  });

  it('does not take faint hiss for speech', () => {
    expect(run(noise(2000, 0.015))).toEqual([]);
  });

  it.runIf(embeddedVoiceOrNote('VAD on Flite speech'))('finds one utterance in a spoken sentence', () => {
    const speech = fliteSpeech('Do you ship internationally?');
    const events = run(Buffer.concat([silence(500), speech, silence(1000)]));
    expect(events.map((e) => e.type)).toEqual(['speech-start', 'turn-end', 'speech-end']);
    expect(events[0]!.frame).toBeGreaterThanOrEqual(25);
  });
});
