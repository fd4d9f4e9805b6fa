/**
 * The Parley wire protocol (see README "Wire protocol"): `POST /call/web` and the text frames of
 * the media socket. Incoming JSON is checked here, at the boundary, before anything uses it.
 *
 * The checks are small hand-written shape guards rather than zod: zod/mini's core alone is ~6 KB
 * gzipped, 40% of the SDK's 15 KB budget, for nine small message shapes.
 */

type Check = (value: unknown) => boolean;
const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const string: Check = (value) => typeof value === 'string';
const boolean: Check = (value) => typeof value === 'boolean';
const number: Check = (value) => typeof value === 'number';
const nullable =
  (check: Check): Check =>
  (value) =>
    value === null || check(value);
const arrayOf =
  (check: Check): Check =>
  (value) =>
    Array.isArray(value) && value.every(check);
const optional =
  (check: Check): Check =>
  (value) =>
    value === undefined || check(value);
const oneOf =
  (...allowed: string[]): Check =>
  (value) =>
    typeof value === 'string' && allowed.includes(value);
const shape =
  (fields: Record<string, Check>): Check =>
  (value) =>
    isObject(value) && Object.entries(fields).every(([key, check]) => check(value[key]));

/** What `POST /call/web` answered; `start()` resolves with it. Unknown extra fields are kept. */
export interface WebCall {
  id: string;
  webCallUrl: string;
  artifactPlan?: { videoRecordingEnabled?: boolean };
  assistant?: { id?: string; name?: string; voice?: { provider?: string; voiceId?: string } };
  status?: string;
  /** Parley addition: the conversation the call is stored in. */
  chatId?: string;
  [key: string]: unknown;
}

const isWebCall = shape({
  id: string,
  webCallUrl: string,
  artifactPlan: optional(shape({ videoRecordingEnabled: optional(boolean) })),
  assistant: optional(
    shape({ id: optional(string), name: optional(string), voice: optional(shape({ provider: optional(string), voiceId: optional(string) })) }),
  ),
  status: optional(string),
  chatId: optional(string),
}) as (value: unknown) => value is WebCall;

/** The checked body of `POST /call/web`, or `null` when it is not a call. */
export function parseWebCall(value: unknown): WebCall | null {
  return isWebCall(value) ? value : null;
}

import type { OutgoingMessage, ServerMessage } from '@parley/contract/media-socket';

/** The media socket's frames are typed once, in the contract (`@parley/contract/media-socket`). */
export type * from '@parley/contract/media-socket';

const role = oneOf('user', 'assistant');
const isProductCard = shape({
  id: number,
  name: string,
  price: nullable(string),
  currency: nullable(string),
  availability: oneOf('in_stock', 'out_of_stock', 'preorder', 'unknown'),
  imageUrl: nullable(string),
  url: nullable(string),
});
const SERVER_MESSAGES: Record<ServerMessage['type'], Check> = {
  transcript: shape({ role, transcriptType: oneOf('partial', 'final'), transcript: string }),
  'status-update': shape({ status: oneOf('in-progress', 'ended'), endedReason: optional(string) }),
  'speech-update': shape({ role, status: oneOf('started', 'stopped') }),
  'model-output': shape({ output: string }),
  'tool-calls': shape({ toolCalls: Array.isArray }),
  'product-cards': shape({ products: arrayOf(isProductCard) }),
  'clear-audio': isObject,
  error: shape({ code: string, message: string }),
  'call-ready': shape({ callId: string, resumeToken: string }),
};

/**
 * Parses a text frame. Unknown message types return `null` (a newer server may add some; the
 * protocol only grows by addition), and so do malformed JSON and known types of the wrong shape.
 */
export function parseServerMessage(text: string): ServerMessage | null {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return null;
  }
  return isServerMessage(json) ? json : null;
}

/** A known message type whose fields have that type's shape (each type's check in SERVER_MESSAGES). */
function isServerMessage(json: unknown): json is ServerMessage {
  return (
    isObject(json) && typeof json.type === 'string' && Object.hasOwn(SERVER_MESSAGES, json.type) && SERVER_MESSAGES[json.type as ServerMessage['type']](json)
  );
}

const isAddMessage = shape({
  type: oneOf('add-message'),
  message: shape({ role: oneOf('user', 'system', 'assistant'), content: (value) => typeof value === 'string' && value.trim() !== '' }),
  triggerResponseEnabled: optional(boolean),
});
const isControlMessage = shape({ type: oneOf('control'), control: oneOf('mute-assistant', 'unmute-assistant', 'say-first-message') });

/** Checks a message handed to `send()` (callers may not use TypeScript). */
export function isOutgoingMessage(value: unknown): value is OutgoingMessage {
  return isAddMessage(value) || isControlMessage(value);
}
