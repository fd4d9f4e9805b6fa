import { describe, expect, it } from 'vitest';
import { createFramer, parseWav, pcmToWav, resampleTo16k, wavToPcm16k, WavFormatError } from './wav';

/** A WAV with arbitrary chunks between `fmt ` and `data`, as other tools write them. */
function wav({
  rate = 16000,
  channels = 1,
  bits = 16,
  tag = 1,
  data = Buffer.alloc(8),
  extra = [] as { id: string; body: Buffer }[],
  dataSize,
}: { rate?: number; channels?: number; bits?: number; tag?: number; data?: Buffer; extra?: { id: string; body: Buffer }[]; dataSize?: number } = {}) {
  const fmt = Buffer.alloc(16);
  fmt.writeUInt16LE(tag, 0);
  fmt.writeUInt16LE(channels, 2);
  fmt.writeUInt32LE(rate, 4);
  fmt.writeUInt32LE((rate * channels * bits) / 8, 8);
  fmt.writeUInt16LE((channels * bits) / 8, 12);
  fmt.writeUInt16LE(bits, 14);
  const chunk = (id: string, body: Buffer, size = body.length) => {
    const head = Buffer.alloc(8);
    head.write(id, 0, 'ascii');
    head.writeUInt32LE(size, 4);
    return Buffer.concat([head, body, body.length % 2 ? Buffer.alloc(1) : Buffer.alloc(0)]);
  };
  const body = Buffer.concat([chunk('fmt ', fmt), ...extra.map((e) => chunk(e.id, e.body)), chunk('data', data, dataSize)]);
  const riff = Buffer.alloc(12);
  riff.write('RIFF', 0, 'ascii');
  riff.writeUInt32LE(body.length + 4, 4);
  riff.write('WAVE', 8, 'ascii');
  return Buffer.concat([riff, body]);
}

const samples = (...values: number[]) => {
  const buffer = Buffer.alloc(values.length * 2);
  values.forEach((v, i) => buffer.writeInt16LE(v, i * 2));
  return buffer;
};

describe('WAV parsing', () => {
  it('reads the format and the data of a plain 16 kHz mono file', () => {
    const parsed = parseWav(wav({ data: samples(1, -2, 3) }));
    expect(parsed).toMatchObject({ sampleRate: 16000, channels: 1, bitsPerSample: 16 });
    expect([...new Int16Array(parsed.data.buffer.slice(parsed.data.byteOffset, parsed.data.byteOffset + parsed.data.length))]).toEqual([1, -2, 3]);
  });

  it('skips LIST and odd-sized chunks (with their pad byte) before the data', () => {
    const parsed = parseWav(
      wav({
        data: samples(7, 8),
        extra: [
          { id: 'LIST', body: Buffer.from('INFOabc') },
          { id: 'fact', body: Buffer.alloc(4) },
        ],
      }),
    );
    expect(parsed.data).toEqual(samples(7, 8));
  });

  it('reads to the end when the data size was never filled in (a tool writing to a pipe)', () => {
    expect(parseWav(wav({ data: samples(1, 2, 3), dataSize: 0 })).data).toEqual(samples(1, 2, 3));
    expect(parseWav(wav({ data: samples(1, 2, 3), dataSize: 0xffffffff })).data).toEqual(samples(1, 2, 3));
  });

  it('refuses what is not integer PCM WAV', () => {
    expect(() => parseWav(Buffer.from('not a wav file at all'))).toThrow(WavFormatError);
    expect(() => parseWav(wav({ tag: 3, bits: 32 }))).toThrow('format tag 3');
    const noData = wav().subarray(0, 36);
    noData.writeUInt32LE(28, 4);
    expect(() => parseWav(noData)).toThrow('no data chunk');
  });

  it('mixes stereo down and resamples 24 kHz to 16 kHz', () => {
    const stereo = wavToPcm16k(wav({ channels: 2, data: samples(100, 300, -100, -300) }));
    expect(stereo).toEqual(samples(200, -200));
    const at24k = Buffer.alloc(2400 * 2); // 100 ms
    expect(wavToPcm16k(wav({ rate: 24000, data: at24k })).length).toBe(1600 * 2);
    expect(resampleTo16k(samples(0, 300, 600), 24000)).toEqual(samples(0, 450));
  });

  it('round-trips what pcmToWav writes', () => {
    const pcm = samples(5, -5, 5, -5);
    expect(wavToPcm16k(pcmToWav(pcm))).toEqual(pcm);
  });
});

describe('framer', () => {
  it('cuts arbitrary chunks into whole 20 ms frames and pads the tail', () => {
    const framer = createFramer(640);
    expect(framer.push(Buffer.alloc(500))).toHaveLength(0);
    const frames = framer.push(Buffer.alloc(1000));
    expect(frames.map((f) => f.length)).toEqual([640, 640]);
    const tail = framer.flush();
    expect(tail.map((f) => f.length)).toEqual([640]);
    expect(framer.flush()).toHaveLength(0);
  });
});
