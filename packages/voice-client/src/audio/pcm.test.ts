import { describe, expect, it } from 'vitest';
import { floatToInt16, FrameResampler, int16ToFloat, pcmFromBytes, pcmToBytes, rms } from './pcm';

function tone(rate: number, hz: number, seconds: number, amplitude = 0.5): Float32Array {
  const out = new Float32Array(Math.round(rate * seconds));
  for (let i = 0; i < out.length; i++) out[i] = amplitude * Math.sin((2 * Math.PI * hz * i) / rate);
  return out;
}

describe('PCM conversion', () => {
  it('clips and scales floats to s16 and back', () => {
    expect([...floatToInt16(Float32Array.from([0, 1, -1, 2, -2, 0.5]))]).toEqual([0, 32767, -32768, 32767, -32768, 16384]);
    expect([...int16ToFloat(Int16Array.from([0, -32768, 16384]))]).toEqual([0, -1, 0.5]);
  });
  it('writes and reads little-endian bytes', () => {
    const bytes = new Uint8Array(pcmToBytes(Int16Array.from([1, -2])));
    expect([...bytes]).toEqual([1, 0, 0xfe, 0xff]);
    expect([...pcmFromBytes(bytes.buffer)]).toEqual([1, -2]);
  });
  it('measures RMS', () => {
    expect(rms(new Float32Array(0))).toBe(0);
    expect(rms(tone(16000, 440, 1, 0.5))).toBeCloseTo(0.5 / Math.SQRT2, 3);
  });
});

describe('FrameResampler', () => {
  it.each([48000, 44100, 16000])('turns %s Hz into 20 ms frames of 16 kHz, keeping the tone', (rate) => {
    const frames: Int16Array[] = [];
    const resampler = new FrameResampler(rate, (f) => frames.push(f));
    const input = tone(rate, 300, 1);
    // in render-quantum blocks, as a worklet delivers them
    for (let i = 0; i < input.length; i += 128) resampler.push(input.subarray(i, i + 128));
    expect(frames.length).toBeGreaterThanOrEqual(49);
    expect(frames.length).toBeLessThanOrEqual(50);
    for (const frame of frames) expect(frame).toHaveLength(320);
    const out = int16ToFloat(Int16Array.from(frames.flatMap((f) => [...f])));
    expect(rms(out)).toBeCloseTo(0.5 / Math.SQRT2, 1);
    // 300 Hz at 16 kHz: a sign change every ~26.7 samples
    let crossings = 0;
    for (let i = 1; i < out.length; i++) if ((out[i - 1] ?? 0) < 0 !== (out[i] ?? 0) < 0) crossings++;
    expect(crossings / (out.length / 16000)).toBeGreaterThan(580);
    expect(crossings / (out.length / 16000)).toBeLessThan(620);
  });
  it('upsamples a lower context rate', () => {
    const frames: Int16Array[] = [];
    const resampler = new FrameResampler(8000, (f) => frames.push(f));
    resampler.push(tone(8000, 200, 0.5));
    expect(frames.length).toBeGreaterThanOrEqual(24);
  });
});
