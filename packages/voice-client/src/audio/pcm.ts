/** The media socket's audio format (both directions): 16 kHz mono signed 16-bit little-endian PCM. */
export const WIRE_SAMPLE_RATE = 16_000;
/** 20 ms frames: small enough for quick barge-in, large enough to keep frame overhead low. */
export const WIRE_FRAME_SAMPLES = 320;

/** Float samples in [-1, 1] → s16 (clipped). */
export function floatToInt16(input: Float32Array): Int16Array {
  const out = new Int16Array(input.length);
  for (let i = 0; i < input.length; i++) {
    const s = Math.max(-1, Math.min(1, input[i] ?? 0));
    out[i] = s < 0 ? Math.round(s * 0x8000) : Math.round(s * 0x7fff);
  }
  return out;
}

/** s16 → float samples in [-1, 1). */
export function int16ToFloat(input: Int16Array): Float32Array<ArrayBuffer> {
  const out = new Float32Array(input.length);
  for (let i = 0; i < input.length; i++) out[i] = (input[i] ?? 0) / 0x8000;
  return out;
}

/**
 * Little-endian s16 view of a received binary frame. `Int16Array` uses the platform's byte order,
 * which is little-endian on every browser platform; a big-endian host is converted explicitly.
 */
export function pcmFromBytes(buffer: ArrayBuffer): Int16Array {
  const samples = Math.floor(buffer.byteLength / 2);
  if (LITTLE_ENDIAN) return new Int16Array(buffer, 0, samples);
  const view = new DataView(buffer);
  const out = new Int16Array(samples);
  for (let i = 0; i < samples; i++) out[i] = view.getInt16(i * 2, true);
  return out;
}

/** Bytes of an s16 frame in wire (little-endian) order. */
export function pcmToBytes(pcm: Int16Array): ArrayBuffer {
  if (LITTLE_ENDIAN) return pcm.buffer.slice(pcm.byteOffset, pcm.byteOffset + pcm.byteLength) as ArrayBuffer;
  const out = new ArrayBuffer(pcm.length * 2);
  const view = new DataView(out);
  for (let i = 0; i < pcm.length; i++) view.setInt16(i * 2, pcm[i] ?? 0, true);
  return out;
}

const LITTLE_ENDIAN = new Uint8Array(new Uint16Array([1]).buffer)[0] === 1;

/** Root mean square of float samples: the "total level" the speaking detector compares with 0.01. */
export function rms(samples: Float32Array): number {
  if (samples.length === 0) return 0;
  let sum = 0;
  for (let i = 0; i < samples.length; i++) {
    const s = samples[i] ?? 0;
    sum += s * s;
  }
  return Math.sqrt(sum / samples.length);
}

/**
 * Streaming resampler from the audio context's rate (usually 44.1 or 48 kHz) to 16 kHz, cut into
 * fixed frames. Downsampling averages the input samples each output sample covers (a box filter,
 * enough against aliasing for speech recognition); state carries across blocks so frame
 * boundaries add no clicks.
 */
export class FrameResampler {
  readonly #ratio: number;
  #position = 0; // where the next output sample starts, in input samples relative to #pending[0]
  #pending: number[] = [];
  #frame: number[] = [];

  constructor(
    inputRate: number,
    private readonly onFrame: (frame: Int16Array) => void,
    private readonly outputRate = WIRE_SAMPLE_RATE,
    private readonly frameSamples = WIRE_FRAME_SAMPLES,
  ) {
    if (!(inputRate > 0)) throw new RangeError('inputRate must be positive');
    this.#ratio = inputRate / outputRate;
  }

  push(block: Float32Array): void {
    for (let i = 0; i < block.length; i++) this.#pending.push(block[i] ?? 0);
    const ratio = this.#ratio;
    while (this.#position + Math.max(ratio, 1) <= this.#pending.length) {
      let value: number;
      if (ratio >= 1) {
        const start = Math.floor(this.#position);
        const end = Math.floor(this.#position + ratio);
        let sum = 0;
        for (let j = start; j < end; j++) sum += this.#pending[j] ?? 0;
        value = sum / Math.max(1, end - start);
      } else {
        const i = Math.floor(this.#position);
        const frac = this.#position - i;
        value = (this.#pending[i] ?? 0) * (1 - frac) + (this.#pending[i + 1] ?? this.#pending[i] ?? 0) * frac;
      }
      this.#frame.push(value);
      this.#position += ratio;
      if (this.#frame.length === this.frameSamples) {
        this.onFrame(floatToInt16(Float32Array.from(this.#frame)));
        this.#frame = [];
      }
    }
    const consumed = Math.floor(this.#position);
    if (consumed > 0) {
      this.#pending = this.#pending.slice(consumed);
      this.#position -= consumed;
    }
  }
}
