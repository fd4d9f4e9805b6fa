import { z } from 'zod';
import { answeredBy, Json, optionalFields, ProviderConfigSchema, rangeBounds, SERVER_SET, storedRecord } from './voice-api-parts';

/**
 * Resources of the Vapi-compatible Voice API (spec §7, "Voice API (bearer token)"). The spec does
 * not show their payloads, so each schema names the fields clients commonly rely on and lets any
 * other field through (`z.looseObject`): typed where known, `unknown` elsewhere, never `any`.
 * These schemas type `createVoiceApi` and document the operations in the OpenAPI document.
 */

/** The v1 list filters (`limit`, and the created/updated range bounds). */
export const VoiceListQuerySchema = z.looseObject({
  limit: z.number().int().min(0).max(1000).optional(),
  ...rangeBounds('createdAt', 'updatedAt'),
});
export type VoiceListQuery = { [key: string]: string | number | boolean | undefined } & z.input<typeof VoiceListQuerySchema>;

/** The v2 (`/v2/...`) paginated list query. */
export const VoicePageQuerySchema = z.looseObject({
  page: z.number().int().min(1).optional(),
  limit: z.number().int().min(0).max(1000).optional(),
  sortOrder: z.enum(['ASC', 'DESC']).optional(),
});
export type VoicePageQuery = { [key: string]: string | number | boolean | undefined } & z.input<typeof VoicePageQuerySchema>;

export const VoicePageMetadataSchema = z.looseObject({
  itemsPerPage: z.number().int(),
  totalItems: z.number().int(),
  currentPage: z.number().int(),
});
/** A v2 page: `results` and pagination `metadata`. */
export const voicePageOf = <T extends z.ZodType>(item: T) => z.looseObject({ results: z.array(item), metadata: VoicePageMetadataSchema });
export type VoicePage<T> = { results: T[]; metadata: z.infer<typeof VoicePageMetadataSchema> } & Record<string, unknown>;

/** The error body of a Vapi-compatible server (Parley: `{ error, message }`). */
export const VoiceErrorBodySchema = z.looseObject({
  error: z.string().optional(),
  message: z.union([z.string(), z.array(z.string())]).optional(),
  statusCode: z.number().int().optional(),
});
export type VoiceErrorBody = z.infer<typeof VoiceErrorBodySchema>;

/** What Parley answers for a Voice API endpoint it does not offer yet. */
export const NotImplementedResponseSchema = z.object({ error: z.literal('not_implemented'), message: z.string() });
export type NotImplementedResponse = z.infer<typeof NotImplementedResponseSchema>;

export const VoiceAssistantSchema = storedRecord({
  name: z.string(),
  firstMessage: z.string(),
  firstMessageMode: z.string(),
  model: ProviderConfigSchema,
  voice: ProviderConfigSchema,
  transcriber: ProviderConfigSchema,
  serverUrl: z.string(),
  metadata: Json,
});
export type VoiceAssistant = z.infer<typeof VoiceAssistantSchema>;
export const VoiceAssistantInputSchema = VoiceAssistantSchema.omit(SERVER_SET);
export type VoiceAssistantInput = z.input<typeof VoiceAssistantInputSchema>;

export const VoiceAssistantVersionSchema = z.looseObject({
  id: z.string(),
  ...optionalFields({ assistantId: z.string(), version: z.union([z.number(), z.string()]), assistant: VoiceAssistantSchema, createdAt: z.string() }),
});
export type VoiceAssistantVersion = z.infer<typeof VoiceAssistantVersionSchema>;

const CustomerSchema = z.looseObject({ number: z.string().optional(), name: z.string().optional(), email: z.string().optional() });

/** Who answers a call: one of an assistant, a squad or a workflow, by id or inline. */
const callTarget = {
  assistantId: z.string().optional(),
  assistant: VoiceAssistantInputSchema.optional(),
  assistantOverrides: Json.optional(),
  squadId: z.string().optional(),
  squad: Json.optional(),
  workflowId: z.string().optional(),
  workflow: Json.optional(),
};

export const VoiceCallSchema = storedRecord({
  type: z.enum(['webCall', 'inboundPhoneCall', 'outboundPhoneCall']),
  status: z.string(),
  ...answeredBy,
  phoneNumberId: z.string().nullable(),
  customer: CustomerSchema,
  startedAt: z.string().nullable(),
  endedAt: z.string().nullable(),
  endedReason: z.string().nullable(),
  cost: z.number(),
  webCallUrl: z.string(),
  metadata: Json,
});
export type VoiceCall = z.infer<typeof VoiceCallSchema>;
export const VoiceCallCreateSchema = z.looseObject({
  ...callTarget,
  name: z.string().optional(),
  phoneNumberId: z.string().optional(),
  customer: CustomerSchema.optional(),
  metadata: Json.optional(),
});
export type VoiceCallCreate = z.input<typeof VoiceCallCreateSchema>;
export const VoiceCallUpdateSchema = z.looseObject({ name: z.string().optional(), metadata: Json.optional() });
export type VoiceCallUpdate = z.input<typeof VoiceCallUpdateSchema>;

/**
 * `POST /call/web` (spec §3): the call, and where the browser joins it. The server validates with
 * this schema, so the fields Parley reads carry its limits: the greeting overrides, and the
 * widget's metadata (its page origin, visitor, page and language).
 */
export const VoiceWebCallCreateSchema = z.looseObject({
  ...callTarget,
  assistantId: z.string().min(1).max(100).optional(),
  assistantOverrides: z
    .looseObject({
      firstMessage: z.string().max(1000).optional(),
      firstMessageMode: z.enum(['assistant-speaks-first', 'assistant-waits-for-user']).optional(),
    })
    .optional(),
  metadata: z
    .looseObject({
      hostOrigin: z.string().max(500).optional(),
      visitorId: z.string().max(200).optional(),
      pageUrl: z.string().max(2000).optional(),
      language: z.string().max(20).optional(),
    })
    .optional(),
});
export type VoiceWebCallCreate = z.input<typeof VoiceWebCallCreateSchema>;
export const VoiceWebCallSchema = z.looseObject({
  id: z.string(),
  webCallUrl: z.string(),
  artifactPlan: Json.optional(),
  assistant: VoiceAssistantSchema.optional(),
});
export type VoiceWebCall = z.infer<typeof VoiceWebCallSchema>;

const ChatMessageSchema = z.looseObject({ role: z.string(), content: z.string().nullable().optional() });
export const VoiceChatSchema = storedRecord({
  assistantId: z.string(),
  sessionId: z.string(),
  name: z.string(),
  messages: z.array(ChatMessageSchema),
  output: z.array(ChatMessageSchema),
});
export type VoiceChat = z.infer<typeof VoiceChatSchema>;
export const VoiceChatCreateSchema = z.looseObject({
  assistantId: z.string().optional(),
  assistant: VoiceAssistantInputSchema.optional(),
  input: z.union([z.string(), z.array(ChatMessageSchema)]),
  previousChatId: z.string().optional(),
  sessionId: z.string().optional(),
  stream: z.boolean().optional(),
  name: z.string().optional(),
  metadata: Json.optional(),
});
export type VoiceChatCreate = z.input<typeof VoiceChatCreateSchema>;
/** `POST /chat/responses`: the OpenAI Responses-style variant of a chat. */
export const VoiceChatResponsesRequestSchema = z.looseObject({
  assistantId: z.string().optional(),
  input: z.union([z.string(), z.array(ChatMessageSchema)]),
  previousChatId: z.string().optional(),
  stream: z.boolean().optional(),
});
export type VoiceChatResponsesRequest = z.input<typeof VoiceChatResponsesRequestSchema>;
export const VoiceChatResponsesSchema = z.looseObject({ id: z.string(), output: z.array(z.unknown()).optional() });
export type VoiceChatResponses = z.infer<typeof VoiceChatResponsesSchema>;

export const VoiceSessionSchema = storedRecord({
  assistantId: z.string(),
  name: z.string().nullable(),
  status: z.string(),
  expiresAt: z.string().nullable(),
  messages: z.array(ChatMessageSchema),
});
export type VoiceSession = z.infer<typeof VoiceSessionSchema>;
export const VoiceSessionCreateSchema = z.looseObject({
  assistantId: z.string().optional(),
  name: z.string().optional(),
  expirationSeconds: z.number().int().optional(),
  customer: CustomerSchema.optional(),
  messages: z.array(ChatMessageSchema).optional(),
});
export type VoiceSessionCreate = z.input<typeof VoiceSessionCreateSchema>;
export const VoiceSessionUpdateSchema = z.looseObject({
  name: z.string().optional(),
  status: z.string().optional(),
  messages: z.array(ChatMessageSchema).optional(),
});
export type VoiceSessionUpdate = z.input<typeof VoiceSessionUpdateSchema>;
