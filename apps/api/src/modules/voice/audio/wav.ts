/** Parley's audio on the wire and inside the pipeline: 16 kHz, mono, signed 16-bit little-endian PCM. */
export const SAMPLE_RATE = 16_000;
export const BYTES_PER_SAMPLE = 2;
/** 20 ms frames: small enough that barge-in can drop what is queued, large enough to be cheap. */
export const FRAME_MS = 20;
export const FRAME_BYTES = (SAMPLE_RATE / 1000) * FRAME_MS * BYTES_PER_SAMPLE;

export interface WavAudio {
  sampleRate: number;
  channels: number;
  bitsPerSample: number;
  /** The `data` chunk: interleaved samples as stored. */
  data: Buffer;
}

export class WavFormatError extends Error {}

/**
 * Reads a RIFF/WAVE file chunk by chunk (fmt may be followed by LIST or fact chunks before data,
 * and chunks are padded to even sizes). Only integer PCM (format 1, or WAVE_FORMAT_EXTENSIBLE
 * carrying PCM) is accepted. A data size of 0 or past the end (written by a tool streaming to a
 * pipe, which cannot seek back to fix it) means "to the end of the file".
 */
export function parseWav(file: Buffer): WavAudio {
  if (file.length < 12 || file.toString('ascii', 0, 4) !== 'RIFF' || file.toString('ascii', 8, 12) !== 'WAVE') {
    throw new WavFormatError('Not a RIFF/WAVE file');
  }
  let offset = 12;
  let format: Omit<WavAudio, 'data'> | null = null;
  while (offset + 8 <= file.length) {
    const id = file.toString('ascii', offset, offset + 4);
    const declared = file.readUInt32LE(offset + 4);
    const body = offset + 8;
    if (id === 'fmt ') {
      if (declared < 16 || body + 16 > file.length) throw new WavFormatError('Truncated fmt chunk');
      let tag = file.readUInt16LE(body);
      // WAVE_FORMAT_EXTENSIBLE: the real format is the first two bytes of the sub-format GUID.
      if (tag === 0xfffe && declared >= 40) tag = file.readUInt16LE(body + 24);
      if (tag !== 1) throw new WavFormatError(`Unsupported WAV encoding (format tag ${tag}); integer PCM expected`);
      format = { channels: file.readUInt16LE(body + 2), sampleRate: file.readUInt32LE(body + 4), bitsPerSample: file.readUInt16LE(body + 14) };
      if (format.channels < 1 || format.sampleRate < 1) throw new WavFormatError('Invalid WAV format chunk');
    } else if (id === 'data') {
      if (!format) throw new WavFormatError('WAV data before its fmt chunk');
      const end = declared === 0 || body + declared > file.length ? file.length : body + declared;
      const frameBytes = format.channels * (format.bitsPerSample / 8);
      const whole = end - ((end - body) % frameBytes);
      return { ...format, data: file.subarray(body, whole) };
    }
    offset = body + declared + (declared % 2);
  }
  throw new WavFormatError('WAV file has no data chunk');
}

/** Any integer PCM WAV as Parley's format: channels mixed down, resampled to 16 kHz, 16-bit. */
export function wavToPcm16k(file: Buffer): Buffer {
  const wav = parseWav(file);
  if (wav.bitsPerSample !== 16 && wav.bitsPerSample !== 8) throw new WavFormatError(`Unsupported sample size ${wav.bitsPerSample} bits`);
  const bytes = wav.bitsPerSample / 8;
  const frames = wav.data.length / (bytes * wav.channels);
  const mono = new Int16Array(frames);
  for (let i = 0; i < frames; i++) {
    let sum = 0;
    for (let c = 0; c < wav.channels; c++) {
      const at = (i * wav.channels + c) * bytes;
      sum += bytes === 2 ? wav.data.readInt16LE(at) : (wav.data.readUInt8(at) - 128) << 8;
    }
    mono[i] = Math.round(sum / wav.channels);
  }
  return resampleTo16k(Buffer.from(mono.buffer, mono.byteOffset, mono.byteLength), wav.sampleRate);
}

/** Linear interpolation: fine for speech from a TTS provider (24 kHz from OpenAI, 22.05 kHz elsewhere). */
export function resampleTo16k(pcm: Buffer, fromRate: number): Buffer {
  if (fromRate === SAMPLE_RATE) return pcm;
  const input = new Int16Array(pcm.buffer, pcm.byteOffset, Math.floor(pcm.length / 2));
  const length = Math.floor((input.length * SAMPLE_RATE) / fromRate);
  const output = new Int16Array(length);
  const step = fromRate / SAMPLE_RATE;
  for (let i = 0; i < length; i++) {
    const position = i * step;
    const left = Math.floor(position);
    const right = Math.min(left + 1, input.length - 1);
    const fraction = position - left;
    output[i] = Math.round(input[left]! * (1 - fraction) + input[right]! * fraction);
  }
  return Buffer.from(output.buffer, output.byteOffset, output.byteLength);
}

/** Writes a 16 kHz mono s16le WAV (tests and benchmarks build inputs with it). */
export function pcmToWav(pcm: Buffer, sampleRate = SAMPLE_RATE): Buffer {
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'ascii');
  header.writeUInt32LE(36 + pcm.length, 4);
  header.write('WAVE', 8, 'ascii');
  header.write('fmt ', 12, 'ascii');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(sampleRate, 24);
  header.writeUInt32LE(sampleRate * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36, 'ascii');
  header.writeUInt32LE(pcm.length, 40);
  return Buffer.concat([header, pcm]);
}

/**
 * Cuts a stream of PCM into whole frames, carrying an odd remainder to the next call, so a
 * provider that answers in arbitrary chunks (HTTP, a pipe) never splits a sample.
 */
export function createFramer(frameBytes = FRAME_BYTES) {
  let rest = Buffer.alloc(0);
  return {
    push(chunk: Buffer): Buffer[] {
      const all = rest.length ? Buffer.concat([rest, chunk]) : chunk;
      const frames: Buffer[] = [];
      let offset = 0;
      for (; offset + frameBytes <= all.length; offset += frameBytes) frames.push(all.subarray(offset, offset + frameBytes));
      rest = Buffer.from(all.subarray(offset));
      return frames;
    },
    /** The tail, padded with silence to a whole frame (none when empty). */
    flush(): Buffer[] {
      if (!rest.length) return [];
      const frame = Buffer.alloc(frameBytes);
      rest.copy(frame, 0, 0, rest.length - (rest.length % 2));
      rest = Buffer.alloc(0);
      return [frame];
    },
  };
}
