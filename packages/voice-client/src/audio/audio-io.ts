/**
 * The audio I/O the WebSocket transport needs: microphone frames out, agent frames in. The browser
 * implementation is `BrowserAudioIO`; tests inject their own (Node has no Web Audio).
 */
export interface AudioIO {
  /** Asks for the microphone. Rejects with a `MediaDeviceError` (denied, missing, in use…). */
  open(devices: { audioDeviceId?: string; outputDeviceId?: string }): Promise<void>;
  /** Starts delivering 16 kHz mono s16 frames of the microphone. */
  startCapture(onFrame: (frame: Int16Array) => void): void;
  /** Queues 16 kHz mono s16 agent audio for playback, after what is already queued. */
  play(frame: Int16Array): void;
  /** Drops all queued and playing agent audio at once (barge-in). */
  clearPlayback(): void;
  /** Total level (RMS, 0..1) of what is playing now. */
  outputLevel(): number;
  setInputDevice(deviceId: string): Promise<void>;
  setOutputDevice(deviceId: string): Promise<void>;
  setOutputVolume(volume: number): void;
  /** Stops the microphone and playback; releases the audio context. Idempotent. */
  close(): Promise<void>;
}
