import { TOOL_TIMEOUT_MS } from '@parley/contract';
import type { Dispatcher } from 'undici';
import { fetch as undiciFetch } from 'undici';
import { signBody } from '../../http/signed-body';

export const SIGNATURE_HEADER = 'x-parley-signature';
/** The tools' signature is the shared one (http/signed-body.ts), under the tools' own header. */
export { SIGNATURE_TOLERANCE_S, signBody as signToolCall, verifySignedBody as verifyToolSignature } from '../../http/signed-body';
const MAX_RESULT_CHARS = 4000;

export interface ToolCall {
  id: string;
  name: string;
  arguments: Record<string, unknown>;
}

export interface ToolTarget {
  name: string;
  url: string;
  secret: string;
}

export interface ToolCallResult {
  toolCallId: string;
  ok: boolean;
  status: number | null;
  /** What goes back to the model: the server's result, or a short error it can explain. */
  result: string;
  durationMs: number;
}

/** Vapi's `tool-calls` server message, so a server written for Vapi works unchanged. */
export function toolCallsMessage(calls: ToolCall[], chat: { id: string }, timestamp = Date.now()) {
  return {
    message: {
      type: 'tool-calls',
      timestamp,
      toolCallList: calls.map((call) => ({ id: call.id, type: 'function', function: { name: call.name, arguments: call.arguments } })),
      toolWithToolCallList: calls.map((call) => ({
        type: 'function',
        function: { name: call.name },
        toolCall: { id: call.id, type: 'function', function: { name: call.name, arguments: call.arguments } },
      })),
      chat,
    },
  };
}

const clip = (text: string) => (text.length > MAX_RESULT_CHARS ? `${text.slice(0, MAX_RESULT_CHARS)}…` : text);

/**
 * Calls one tool's webhook with one call; never throws. The answer `{results:[{toolCallId,
 * result}]}` (Vapi's) or any other JSON becomes the text the model reads.
 */
export async function callToolWebhook(tool: ToolTarget, call: ToolCall, chat: { id: string }, dispatcher?: Dispatcher): Promise<ToolCallResult> {
  const started = performance.now();
  const body = JSON.stringify(toolCallsMessage([call], chat));
  const done = (ok: boolean, status: number | null, result: string): ToolCallResult => ({
    toolCallId: call.id,
    ok,
    status,
    result: clip(result),
    durationMs: Math.round(performance.now() - started),
  });
  try {
    const response = await undiciFetch(tool.url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'user-agent': 'Parley-Tools/1.0',
        [SIGNATURE_HEADER]: signBody(tool.secret, body),
        'x-parley-tool': tool.name,
      },
      body,
      redirect: 'manual',
      signal: AbortSignal.timeout(TOOL_TIMEOUT_MS),
      ...(dispatcher && { dispatcher }),
    });
    const text = await response.text();
    if (!response.ok) return done(false, response.status, `The ${tool.name} tool failed (HTTP ${response.status}).`);
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      // Plain text is a fine result too.
    }
    const results = (parsed as { results?: { toolCallId?: string; result?: unknown; error?: unknown }[] } | null)?.results;
    const mine = Array.isArray(results) ? (results.find((r) => r.toolCallId === call.id) ?? results[0]) : undefined;
    if (mine?.error !== undefined)
      return done(
        false,
        response.status,
        `The ${tool.name} tool reported an error: ${typeof mine.error === 'string' ? mine.error : JSON.stringify(mine.error)}`,
      );
    const value = mine ? mine.result : parsed;
    return done(true, response.status, typeof value === 'string' ? value : JSON.stringify(value ?? null));
  } catch (error) {
    const reason = error instanceof Error && error.name === 'TimeoutError' ? `did not answer within ${TOOL_TIMEOUT_MS / 1000} s` : 'could not be reached';
    return done(false, null, `The ${tool.name} tool ${reason}.`);
  }
}
