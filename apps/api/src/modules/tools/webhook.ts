import { createHmac, timingSafeEqual } from 'node:crypto';
import { TOOL_TIMEOUT_MS } from '@parley/contract';
import type { Dispatcher } from 'undici';
import { fetch as undiciFetch } from 'undici';

export const SIGNATURE_HEADER = 'x-parley-signature';
/** A signature older than this is refused by `verifyToolSignature` (replays). */
export const SIGNATURE_TOLERANCE_S = 300;
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

/** `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">` — the scheme Stripe made familiar. */
export function signToolCall(secret: string, body: string, timestamp = Math.floor(Date.now() / 1000)): string {
  const mac = createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
  return `t=${timestamp},v1=${mac}`;
}

/** What the business's server does with the header (also used by our tests and its README). */
export function verifyToolSignature(secret: string, body: string, header: string | undefined, now = Math.floor(Date.now() / 1000)): boolean {
  const parts = Object.fromEntries((header ?? '').split(',').map((part) => part.split('=', 2) as [string, string]));
  const timestamp = Number(parts.t);
  if (!Number.isInteger(timestamp) || !parts.v1 || Math.abs(now - timestamp) > SIGNATURE_TOLERANCE_S) return false;
  const expected = Buffer.from(signToolCall(secret, body, timestamp).split('v1=')[1]!, 'hex');
  const given = Buffer.from(parts.v1, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
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
        [SIGNATURE_HEADER]: signToolCall(tool.secret, body),
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
