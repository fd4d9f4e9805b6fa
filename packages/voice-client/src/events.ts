import type { VoiceClientError } from './errors';
import type { VoiceMessage } from './protocol';
import type { CallState } from './state';
import type { CallStartProgress } from './transport/transport';

/** Events of `VoiceClient`, with what each carries. */
export interface VoiceClientEvents {
  /** The call is on air: the microphone is live and the agent can be heard. */
  'call-start': () => void;
  /** The call is over (hung up, ended by the agent, or failed after it had started); clean-up follows. */
  'call-end': () => void;
  /** The agent started speaking (spec §9 detection on its audio). */
  'speech-start': () => void;
  /** The agent stopped speaking: 1 s without audio above the threshold. */
  'speech-end': () => void;
  /** Every 100 ms while the call is on air: the agent's volume, 0..1 (level / 0.15, capped). */
  'volume-level': (volume: number) => void;
  /** Transcripts (partial and final), model output, status updates, speech updates, tool calls and the product cards of answers, as they happen. */
  message: (message: VoiceMessage) => void;
  /** Something failed. `MediaDeviceError`s (microphone refused or missing) mean: offer text chat. */
  error: (error: VoiceClientError) => void;
  /** Steps of starting the call, and of resuming it after a dropped connection. */
  'call-start-progress': (progress: CallStartProgress) => void;
  /** The call state changed (one event per legal transition). */
  'state-change': (state: CallState, previous: CallState) => void;
}
