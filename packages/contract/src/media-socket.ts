/**
 * The media socket's wire protocol, once: the text frames the server and the visitor's client
 * exchange during a voice call, and the constants both sides must agree on. Types only (plus
 * constants), so the voice SDK can take them without a schema library in its bundle; the server
 * checks incoming frames with zod schemas typed against these.
 */

/** How long a dropped call may reconnect with its resume token before the server ends it. */
export const RESUME_WINDOW_MS = 10_000;

/** Why a call ended (Vapi's `endedReason` values that Parley produces). */
export type EndedReason =
  | 'customer-ended-call'
  | 'customer-disconnected'
  | 'assistant-ended-call'
  | 'silence-timed-out'
  | 'exceeded-max-duration'
  | 'pipeline-error-transcriber-failed'
  | 'pipeline-error-voice-failed'
  | 'server-shutdown'
  /** Parley addition: a person of the team took the conversation over; the visitor continues in the text chat. */
  | 'transferred-to-human';

export interface TranscriptMessage {
  type: 'transcript';
  role: 'user' | 'assistant';
  transcriptType: 'partial' | 'final';
  transcript: string;
}
export interface StatusUpdateMessage {
  type: 'status-update';
  status: 'in-progress' | 'ended';
  /** An {@link EndedReason} from Parley; another server may send its own. */
  endedReason?: string;
  /** Parley addition, with `transferred-to-human`: the conversation (`chat_…`) the visitor continues in the text chat. */
  chatId?: string;
}
export interface SpeechUpdateMessage {
  type: 'speech-update';
  role: 'user' | 'assistant';
  status: 'started' | 'stopped';
}
export interface ModelOutputMessage {
  type: 'model-output';
  output: string;
}
/** One call the model makes to a tool of the business's server, as the server announces it. */
export interface ToolCall {
  id: string;
  type: 'function';
  function: { name: string; arguments: Record<string, unknown> };
}
export interface ToolCallsMessage {
  type: 'tool-calls';
  toolCalls: ToolCall[];
}
/**
 * A product the agent's answer recommends, as Parley's text chat shows it (Parley addition): built
 * by the server from the answer's product sources, the agent's own products only.
 */
export interface ProductCard {
  id: number;
  name: string;
  /** The exact price as a decimal string in the currency's major unit ("7.95" USD, "1200" JPY); null when the product has none. Never a float. */
  price: string | null;
  /** ISO 4217 code, or null when the catalogue does not say. */
  currency: string | null;
  availability: 'in_stock' | 'out_of_stock' | 'preorder' | 'unknown';
  imageUrl: string | null;
  /** The product's page. */
  url: string | null;
}
/** The products an answer named (at most 3, in the answer's order), sent right after that answer's final transcript. */
export interface ProductCardsMessage {
  type: 'product-cards';
  products: ProductCard[];
}
export interface ClearAudioMessage {
  type: 'clear-audio';
}
export interface ServerErrorMessage {
  type: 'error';
  code: string;
  message: string;
}
export interface CallReadyMessage {
  type: 'call-ready';
  callId: string;
  resumeToken: string;
}

/** Every text frame the server sends. */
export type ServerMessage =
  | TranscriptMessage
  | StatusUpdateMessage
  | SpeechUpdateMessage
  | ModelOutputMessage
  | ToolCallsMessage
  | ProductCardsMessage
  | ClearAudioMessage
  | ServerErrorMessage
  | CallReadyMessage;

/** The server's frames that tell the conversation as it happens (what the SDK's `message` event carries). */
export type VoiceMessage = TranscriptMessage | StatusUpdateMessage | SpeechUpdateMessage | ModelOutputMessage | ToolCallsMessage | ProductCardsMessage;

export interface AddMessage {
  type: 'add-message';
  message: { role: 'user' | 'system' | 'assistant'; content: string };
  /** Whether the agent answers the added message (server default: it does for `user`). */
  triggerResponseEnabled?: boolean;
}
export interface ControlMessage {
  type: 'control';
  control: 'mute-assistant' | 'unmute-assistant' | 'say-first-message';
}
/** What the SDK's `send()` accepts. */
export type OutgoingMessage = AddMessage | ControlMessage;
export interface SayMessage {
  type: 'say';
  content: string;
  endCallAfterSpoken?: boolean;
}
export interface EndCallMessage {
  type: 'end-call';
}
export interface MicMutedMessage {
  type: 'mic-muted';
  muted: boolean;
}

/** Every text frame the client sends. */
export type ClientMessage = OutgoingMessage | SayMessage | EndCallMessage | MicMutedMessage;

/** The largest text a client frame may carry (a message or a `say`). */
export const MAX_CLIENT_TEXT = 4000;
