import { describe, expect, it } from 'vitest';
import { createLeadTrimmer, KEPT_LEAD_MS } from './leading-silence';
import { SAMPLE_RATE } from './wav';

const samplesIn = (ms: number) => (SAMPLE_RATE * ms) / 1000;
/** `ms` of PCM at one level: 0 is silence, 3000 a sound. */
const pcm = (ms: number, level: number) => {
  const out = Buffer.alloc(samplesIn(ms) * 2);
  for (let i = 0; i < samplesIn(ms); i++) out.writeInt16LE(i % 2 ? level : -level, i * 2);
  return out;
};
const msOf = (buffer: Buffer) => buffer.length / 2 / (SAMPLE_RATE / 1000);

describe('createLeadTrimmer', () => {
  it.each([
    ['one chunk', [pcm(220, 20), pcm(300, 3000)]],
    ['the lead spread over chunks', [pcm(100, 10), pcm(120, 30), pcm(300, 3000)]],
    ['the lead ending inside the chunk of the sound', [pcm(150, 0), Buffer.concat([pcm(70, 0), pcm(300, 3000)])]],
    // A stream cut inside a sample: its halves are put back together.
    [
      'chunks cut inside a sample',
      (() => {
        const whole = Buffer.concat([pcm(221, 0), pcm(300, 3000)]);
        return [whole.subarray(0, 3001), whole.subarray(3001, 7003), whole.subarray(7003)];
      })(),
    ],
  ])(`trims %s to its last ${KEPT_LEAD_MS} ms of lead-in and keeps every sample of the sound`, (_, chunks) => {
    const trim = createLeadTrimmer();
    const out = Buffer.concat(chunks.map((chunk) => trim(chunk)));
    expect(msOf(out)).toBe(KEPT_LEAD_MS + 300);
    expect(out.subarray(-samplesIn(300) * 2)).toEqual(pcm(300, 3000));
  });

  it('passes a sentence that starts with sound, and silence after the first sound, unchanged', () => {
    const trim = createLeadTrimmer();
    const speech = Buffer.concat([pcm(100, 3000), pcm(200, 0), pcm(100, 3000)]);
    expect(trim(speech)).toEqual(speech);
    expect(trim(pcm(200, 0))).toEqual(pcm(200, 0));
  });
});
