import { MediaDeviceError, mapMediaError } from '../errors';
import { takeAudioContext } from './audio-context';
import type { AudioIO } from './audio-io';
import { CAPTURE_PROCESSOR_NAME, CAPTURE_WORKLET_SOURCE } from './capture-worklet';
import { FrameResampler, WIRE_SAMPLE_RATE, int16ToFloat, rms } from './pcm';

/** Spec/issue: the capture side always asks the browser for its echo canceller, noise suppressor and gain control. */
export const MICROPHONE_CONSTRAINTS = { echoCancellation: true, noiseSuppression: true, autoGainControl: true, channelCount: 1 } as const;

/** When the playback queue has run dry, start new audio this far ahead so the first frames do not underrun. */
const PLAYBACK_LEAD_S = 0.04;

type SinkableContext = AudioContext & { setSinkId?: (id: string) => Promise<void> };

/**
 * Web Audio implementation of `AudioIO`: getUserMedia → AudioWorklet (or ScriptProcessor) →
 * 16 kHz frames; received frames are scheduled back to back as AudioBuffers through a gain and an
 * analyser (the level meter) to the speakers.
 */
export class BrowserAudioIO implements AudioIO {
  #context: SinkableContext | null = null;
  #stream: MediaStream | null = null;
  #source: MediaStreamAudioSourceNode | null = null;
  #capture: AudioWorkletNode | ScriptProcessorNode | null = null;
  #silent: GainNode | null = null;
  #output: GainNode | null = null;
  #analyser: AnalyserNode | null = null;
  #levelBuffer: Float32Array<ArrayBuffer> | null = null;
  #playing = new Set<AudioBufferSourceNode>();
  #nextStart = 0;
  #onFrame: ((frame: Int16Array) => void) | null = null;
  #workletUrl: string | null = null;
  #closed = false;

  async open(devices: { audioDeviceId?: string; outputDeviceId?: string }): Promise<void> {
    if (typeof navigator === 'undefined' || !navigator.mediaDevices?.getUserMedia) {
      throw MediaDeviceError.fromCameraErrorType('undefined-mediadevices');
    }
    const stream = await this.#getMicrophone(devices.audioDeviceId);
    if (this.#closed) {
      // The call was stopped while the permission prompt was open: do not leave the microphone on.
      for (const track of stream.getTracks()) track.stop();
      throw new MediaDeviceError('microphone-failed', 'unknown', 'The call was stopped before the microphone started');
    }
    this.#stream = stream;
    const context: SinkableContext = takeAudioContext();
    this.#context = context;
    // Autoplay rules: start() runs from a click, so resuming here is allowed.
    if (context.state === 'suspended') await context.resume().catch(() => undefined);
    this.#output = context.createGain();
    this.#analyser = context.createAnalyser();
    this.#analyser.fftSize = 1024;
    this.#levelBuffer = new Float32Array(this.#analyser.fftSize);
    // The meter reads the agent's audio before the local volume, so a turned-down agent still shows as speaking.
    this.#analyser.connect(this.#output);
    this.#output.connect(context.destination);
    // Capture nodes only run when connected to the graph; a muted gain keeps the mic out of the speakers.
    this.#silent = context.createGain();
    this.#silent.gain.value = 0;
    this.#silent.connect(context.destination);
    if (devices.outputDeviceId) await this.setOutputDevice(devices.outputDeviceId);
  }

  startCapture(onFrame: (frame: Int16Array) => void): void {
    this.#onFrame = onFrame;
    void this.#connectCapture();
  }

  play(frame: Int16Array): void {
    const context = this.#context;
    if (!context || !this.#analyser || frame.length === 0) return;
    // The buffer carries its own 16 kHz rate; the browser resamples to the context rate.
    const buffer = context.createBuffer(1, frame.length, WIRE_SAMPLE_RATE);
    buffer.copyToChannel(int16ToFloat(frame), 0);
    const node = context.createBufferSource();
    node.buffer = buffer;
    node.connect(this.#analyser);
    const startAt = Math.max(this.#nextStart, context.currentTime + (this.#playing.size === 0 ? PLAYBACK_LEAD_S : 0));
    node.start(startAt);
    this.#nextStart = startAt + buffer.duration;
    this.#playing.add(node);
    node.onended = () => this.#playing.delete(node);
  }

  clearPlayback(): void {
    for (const node of this.#playing) {
      node.onended = null;
      try {
        node.stop();
      } catch {
        // Already stopped: nothing to drop.
      }
      node.disconnect();
    }
    this.#playing.clear();
    this.#nextStart = 0;
  }

  outputLevel(): number {
    if (!this.#analyser || !this.#levelBuffer) return 0;
    this.#analyser.getFloatTimeDomainData(this.#levelBuffer);
    return rms(this.#levelBuffer);
  }

  async setInputDevice(deviceId: string): Promise<void> {
    if (!this.#context) return;
    const stream = await this.#getMicrophone(deviceId);
    this.#stopMicrophone();
    this.#stream = stream;
    if (this.#onFrame) await this.#connectCapture();
  }

  async setOutputDevice(deviceId: string): Promise<void> {
    const context = this.#context;
    if (!context) return;
    if (typeof context.setSinkId !== 'function') {
      throw new MediaDeviceError('microphone-constraints', 'constraints', 'This browser cannot choose the audio output device');
    }
    await context.setSinkId(deviceId);
  }

  setOutputVolume(volume: number): void {
    if (this.#output) this.#output.gain.value = volume;
  }

  async close(): Promise<void> {
    this.#closed = true;
    this.clearPlayback();
    this.#stopMicrophone();
    this.#onFrame = null;
    if (this.#workletUrl) URL.revokeObjectURL(this.#workletUrl);
    this.#workletUrl = null;
    const context = this.#context;
    this.#context = null;
    this.#output = this.#analyser = this.#silent = null;
    if (context && context.state !== 'closed') await context.close().catch(() => undefined);
  }

  async #getMicrophone(deviceId: string | undefined): Promise<MediaStream> {
    try {
      return await navigator.mediaDevices.getUserMedia({
        audio: { ...MICROPHONE_CONSTRAINTS, ...(deviceId ? { deviceId: { exact: deviceId } } : {}) },
        video: false,
      });
    } catch (error) {
      throw mapMediaError(error);
    }
  }

  #stopMicrophone(): void {
    this.#capture?.disconnect();
    this.#source?.disconnect();
    this.#capture = null;
    this.#source = null;
    for (const track of this.#stream?.getTracks() ?? []) track.stop();
    this.#stream = null;
  }

  async #connectCapture(): Promise<void> {
    const context = this.#context;
    const stream = this.#stream;
    const onFrame = this.#onFrame;
    if (!context || !stream || !onFrame || !this.#silent) return;
    const resampler = new FrameResampler(context.sampleRate, (frame) => this.#onFrame?.(frame));
    const source = context.createMediaStreamSource(stream);
    let node: AudioWorkletNode | ScriptProcessorNode;
    try {
      node = await this.#workletNode(context);
      node.port.onmessage = (event: MessageEvent<Float32Array>) => resampler.push(event.data);
    } catch {
      // No AudioWorklet (old Safari) or a CSP that refuses blob: modules.
      const processor = context.createScriptProcessor(2048, 1, 1);
      processor.onaudioprocess = (event) => resampler.push(event.inputBuffer.getChannelData(0));
      node = processor;
    }
    if (this.#context !== context || this.#stream !== stream) {
      node.disconnect();
      return; // closed or device switched while the worklet loaded
    }
    source.connect(node);
    node.connect(this.#silent);
    this.#source = source;
    this.#capture = node;
  }

  async #workletNode(context: AudioContext): Promise<AudioWorkletNode> {
    if (!context.audioWorklet || typeof AudioWorkletNode === 'undefined') throw new Error('AudioWorklet unavailable');
    if (!this.#workletUrl) {
      const url = URL.createObjectURL(new Blob([CAPTURE_WORKLET_SOURCE], { type: 'application/javascript' }));
      try {
        await context.audioWorklet.addModule(url);
      } catch (error) {
        URL.revokeObjectURL(url);
        throw error;
      }
      this.#workletUrl = url;
    }
    return new AudioWorkletNode(context, CAPTURE_PROCESSOR_NAME, { numberOfInputs: 1, numberOfOutputs: 1, channelCount: 1 });
  }
}
