import { TransportError } from './errors';
import { parseWebCall, type WebCall } from './protocol';

/** An inline assistant (Vapi-compatible; Parley reads `firstMessage` and `firstMessageMode`). */
export type AssistantConfig = Record<string, unknown>;
export interface AssistantOverrides {
  firstMessage?: string;
  firstMessageMode?: 'assistant-speaks-first' | 'assistant-waits-for-user';
  [key: string]: unknown;
}
export type SquadConfig = Record<string, unknown>;
export type WorkflowConfig = Record<string, unknown>;

/** Parley's additions to the body: where the call comes from, for the agent's origin checks and analytics. */
export interface CallMetadata {
  hostOrigin?: string;
  visitorId?: string;
  pageUrl?: string;
  language?: string;
  [key: string]: unknown;
}

export interface WebCallRequest {
  assistant?: AssistantConfig;
  assistantId?: string;
  assistantOverrides?: AssistantOverrides;
  squad?: SquadConfig;
  squadId?: string;
  workflow?: WorkflowConfig;
  workflowId?: string;
  metadata?: CallMetadata;
}

/** `assistant | assistantId`: a string is an id, an object an inline config. */
export function buildWebCallRequest(
  assistant: AssistantConfig | string | undefined,
  assistantOverrides: AssistantOverrides | undefined,
  squad: SquadConfig | string | undefined,
  workflow: WorkflowConfig | string | undefined,
  metadata: CallMetadata | undefined,
): WebCallRequest {
  const body: WebCallRequest = {};
  if (typeof assistant === 'string') body.assistantId = assistant;
  else if (assistant) body.assistant = assistant;
  if (assistantOverrides) body.assistantOverrides = assistantOverrides;
  if (typeof squad === 'string') body.squadId = squad;
  else if (squad) body.squad = squad;
  if (typeof workflow === 'string') body.workflowId = workflow;
  else if (workflow) body.workflow = workflow;
  if (metadata && Object.keys(metadata).length > 0) body.metadata = metadata;
  return body;
}

/** `POST {baseUrl}/call/web` with the bearer key; the answer is checked before anything uses it. */
export async function createWebCall(
  options: { baseUrl: string; apiKey: string; fetch: typeof fetch; signal?: AbortSignal },
  body: WebCallRequest,
): Promise<WebCall> {
  const url = `${options.baseUrl.replace(/\/+$/, '')}/call/web`;
  let response: Response;
  try {
    response = await options.fetch(url, {
      method: 'POST',
      headers: { authorization: `Bearer ${options.apiKey}`, 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(body),
      signal: options.signal,
    });
  } catch (cause) {
    if (options.signal?.aborted) throw options.signal.reason;
    throw new TransportError('start-failed', 'Could not reach the voice server', { cause });
  }
  const json: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    throw new TransportError('start-failed', errorMessage(json) ?? `The voice server refused the call (HTTP ${response.status})`, {
      status: response.status,
      cause: json,
    });
  }
  const call = parseWebCall(json);
  if (!call) throw new TransportError('protocol-error', 'The voice server answered POST /call/web with an unexpected body', { cause: json });
  return call;
}

/** Spec §8: the response's `error` field, else its `message` field; an `error` that is only a machine code (`voice_unavailable`) yields to a human `message`. */
function errorMessage(json: unknown): string | undefined {
  if (typeof json !== 'object' || json === null) return undefined;
  const { error, message } = json as { error?: unknown; message?: unknown };
  if (typeof error === 'string' && error && !/^[a-z_]+$/.test(error)) return error;
  if (typeof message === 'string' && message) return message;
  return typeof error === 'string' && error ? error : undefined;
}
