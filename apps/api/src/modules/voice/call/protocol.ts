import { MAX_CLIENT_TEXT, type ClientMessage } from '@parley/contract/media-socket';
import { z } from 'zod';

/** Text frames the visitor's client may send on the media socket (the shared wire protocol). */
export const ClientMessageSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('add-message'),
    message: z.object({ role: z.enum(['user', 'system', 'assistant']), content: z.string().trim().min(1).max(MAX_CLIENT_TEXT) }),
    triggerResponseEnabled: z.boolean().optional(),
  }),
  z.object({ type: z.literal('control'), control: z.enum(['mute-assistant', 'unmute-assistant', 'say-first-message']) }),
  z.object({ type: z.literal('say'), content: z.string().trim().min(1).max(MAX_CLIENT_TEXT), endCallAfterSpoken: z.boolean().optional() }),
  z.object({ type: z.literal('end-call') }),
  z.object({ type: z.literal('mic-muted'), muted: z.boolean() }),
]) satisfies z.ZodType<ClientMessage>;
export type { ClientMessage };

export type { EndedReason, ServerMessage } from '@parley/contract/media-socket';

/** Parses one text frame; a frame that is not a known message is reported back, not fatal. */
export function parseClientMessage(text: string): { ok: true; message: ClientMessage } | { ok: false; error: string } {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { ok: false, error: 'Messages must be JSON' };
  }
  const result = ClientMessageSchema.safeParse(json);
  if (!result.success) {
    const issue = result.error.issues[0];
    return { ok: false, error: `${issue?.path.join('.') || 'message'}: ${issue?.message ?? 'is invalid'}` };
  }
  return { ok: true, message: result.data };
}

// `POST /call/web`'s body is the contract's VoiceWebCallCreateSchema (the route validates with it).

export const WebCallResponseSchema = z.object({
  id: z.string(),
  webCallUrl: z.string(),
  artifactPlan: z.object({ videoRecordingEnabled: z.literal(false) }),
  assistant: z.object({ id: z.string(), name: z.string(), voice: z.object({ provider: z.enum(['parley', '11labs', 'openai']), voiceId: z.string() }) }),
  status: z.literal('queued'),
  /** Added by Parley: the conversation the call is stored in (the widget's lead form posts to `/chat/{chatId}/lead`). */
  chatId: z.string(),
});
export type WebCallResponse = z.infer<typeof WebCallResponseSchema>;
