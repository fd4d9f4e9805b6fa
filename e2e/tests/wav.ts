/**
 * Just enough WAV for the voice test: reads the mono 16-bit PCM Flite writes, and writes the file
 * Chromium plays as the visitor's microphone. Anything else is refused rather than converted.
 */
export interface Pcm16 {
  sampleRate: number;
  /** Signed 16-bit little-endian samples, one channel. */
  samples: Buffer;
}

export function readPcm16Wav(file: Buffer): Pcm16 {
  if (file.length < 12 || file.toString('latin1', 0, 4) !== 'RIFF' || file.toString('latin1', 8, 12) !== 'WAVE') throw new Error('Not a WAV file');
  let sampleRate = 0;
  // Chunks follow one another (fmt, maybe LIST, data), each padded to an even size.
  for (let at = 12; at + 8 <= file.length;) {
    const id = file.toString('latin1', at, at + 4);
    const size = file.readUInt32LE(at + 4);
    const body = file.subarray(at + 8, at + 8 + size);
    if (id === 'fmt ') {
      const [format, channels, bits] = [body.readUInt16LE(0), body.readUInt16LE(2), body.readUInt16LE(14)];
      if (format !== 1 || channels !== 1 || bits !== 16)
        throw new Error(`Expected mono 16-bit PCM, got format ${format}, ${channels} channel(s), ${bits} bits`);
      sampleRate = body.readUInt32LE(4);
    } else if (id === 'data') {
      if (!sampleRate) throw new Error('WAV data before its format');
      return { sampleRate, samples: body.subarray(0, body.length - (body.length % 2)) };
    }
    at += 8 + size + (size % 2);
  }
  throw new Error('WAV file without data');
}

const chunk = (id: string, body: Buffer) => {
  const size = Buffer.alloc(4);
  size.writeUInt32LE(body.length);
  return Buffer.concat([Buffer.from(id, 'latin1'), size, body, Buffer.alloc(body.length % 2)]);
};

export function writePcm16Wav({ sampleRate, samples }: Pcm16): Buffer {
  const format = Buffer.alloc(16);
  format.writeUInt16LE(1, 0); // integer PCM
  format.writeUInt16LE(1, 2); // one channel
  format.writeUInt32LE(sampleRate, 4);
  format.writeUInt32LE(sampleRate * 2, 8); // bytes per second
  format.writeUInt16LE(2, 12); // bytes per sample frame
  format.writeUInt16LE(16, 14); // bits per sample
  return chunk('RIFF', Buffer.concat([Buffer.from('WAVE', 'latin1'), chunk('fmt ', format), chunk('data', samples)]));
}
