import { z } from 'zod';
import { Channel, leadContact, texts } from './fields';
import { LanguageCodeSchema } from './accounts';
import { AgentToneSchema, KnowledgeSourceSchema } from './knowledge';
import {
  AnalyticsRequestSchema,
  CallIdSchema,
  ChatIdSchema,
  IdParamsSchema,
  ConversationListQuerySchema,
  DemoQuerySchema,
  LeadListQuerySchema,
  LauncherQuerySchema,
  SessionIdSchema,
  ToolTestRequestSchema,
} from './requests';
import { LeadRequestSchema, ProductCardSchema } from './runtime';
import { ChatHandoffSchema, ConversationHandoffSchema, ConversationMessageSchema } from './handoff';
import { ConversationResultSchema, ConversationSummaryLineSchema } from './conversation-result';

/** Requests are documented with the very schemas their routes validate with. */
export {
  AnalyticsRequestSchema as AnalyticsQueryDoc,
  CallIdSchema as CallIdParams,
  ChatIdSchema as ChatIdParams,
  ConversationListQuerySchema as ConversationListQuery,
  DemoQuerySchema as DemoAgentQuery,
  LeadListQuerySchema as LeadListQuery,
  LauncherQuerySchema as LauncherQuery,
  SessionIdSchema as SessionIdParams,
  ToolTestRequestSchema,
};
/** The lead form's body: the shared schema, and the host page the widget frame reports. */
export const LeadRequestDoc = z.intersection(LeadRequestSchema, z.object({ hostOrigin: z.string().max(300).optional() }));

/**
 * Schemas for the document only: responses the routes build inline, and bodies that are not JSON
 * (multipart forms). responses-conform.test.ts parses the server's real answers with them, so a
 * response that changes without its documentation fails there.
 */

/** The routes' own numeric id parameter (one schema for validation and documentation). */
export const IdParams = IdParamsSchema;
export const StringIdParams = z.object({ id: z.string() });

/** The visitor's page origin, for key checks when the widget runs in a frame (`?host=`). */
export const HostQuery = z.object({ host: z.string().max(300).optional() });

export const OkResponse = z.object({ ok: z.literal(true) });
export const RefusedFileSchema = z.object({ filename: z.string(), error: z.string() });
export const ImportResultSchema = z.object({ data: z.object({ created: z.number().int(), updated: z.number().int() }) });
export const PagedMeta = z.object({ page: z.number().int(), per_page: z.number().int(), total: z.number().int(), total_is_estimate: z.boolean().optional() });
export const pagedOf = <T extends z.ZodType>(item: T) => z.object({ data: z.array(item), meta: PagedMeta });
export const dataOf = <T extends z.ZodType>(item: T) => z.object({ data: item });

const LeadSchema = z.object(leadContact);
/** `silent`: a voice call in which the visitor never spoke (derived from its transcript, never stored). */
const Outcome = z.enum(['answered', 'unanswered', 'lead', 'silent']);
export const ConversationSummarySchema = z.object({
  id: z.string(),
  channel: Channel,
  session_id: z.string().nullable(),
  page_url: z.string().nullable(),
  language: z.string().nullable(),
  outcome: Outcome,
  message_count: z.number().int(),
  started_at: z.string(),
  last_message_at: z.string(),
  duration_seconds: z.number().int(),
  first_question: z.string().nullable(),
  lead: LeadSchema.nullable(),
  /** What happened (derived; `outcome` keeps its stored values) and a one-line summary (issue 36). */
  result: ConversationResultSchema,
  summary: ConversationSummaryLineSchema,
});
/**
 * A voice call as the dashboard reads it (issue 18). `outcome`, from how it ended: `completed` (either
 * side hung up, or the time limit), `silent` (the visitor never spoke), `abandoned` (the connection
 * dropped and did not come back, or the visitor said nothing for 5 minutes), `failed` (`ended_reason`
 * names the part that failed), `transferred` (a person of the team took it over in the chat), or
 * `in-progress`. Talk times: the visitor's by voice activity, the agent's by audio sent; null for
 * calls stored before they were measured.
 */
export const CallRecordSchema = z.object({
  outcome: z.enum(['in-progress', 'completed', 'silent', 'abandoned', 'failed', 'transferred']),
  ended_reason: z.string().nullable(),
  duration_seconds: z.number().int().nullable(),
  visitor_talk_seconds: z.number().int().nullable(),
  agent_talk_seconds: z.number().int().nullable(),
});
export type CallRecord = z.infer<typeof CallRecordSchema>;
export const ConversationDetailSchema = z.object({
  id: z.string(),
  outcome: Outcome,
  page_url: z.string().nullable(),
  language: z.string().nullable(),
  started_at: z.string(),
  lead: LeadSchema.extend({ created_at: z.string() }).nullable(),
  /** Who answers the visitor now: the agent, or a member who took it over (issue 19). */
  handoff: ConversationHandoffSchema,
  /** The voice call the conversation is (null for a chat). */
  call: CallRecordSchema.nullable(),
  messages: z.array(ConversationMessageSchema),
});
export type ConversationDetail = z.infer<typeof ConversationDetailSchema>;
export const LeadListSchema = pagedOf(LeadSchema.extend({ id: z.number().int(), conversation_id: z.string(), created_at: z.string() }));

/** The multipart PUT of the agent persona (spec §7): `agent[field]`, the avatar file, branding per key. */
export const AgentFormSchema = z
  .object({
    'agent[name]': z.string().max(80),
    'agent[role]': z.string().max(120),
    'agent[tone]': AgentToneSchema,
    'agent[greeting]': z.string().max(500),
    'agent[languages][]': z.array(LanguageCodeSchema),
    'agent[voice]': z.string().max(60),
    'agent[voice_provider_config]': z.string().describe('A JSON object of provider settings'),
    'agent[avatar]': z.string().meta({ format: 'binary' }).describe('PNG, JPEG or WebP, at most 2 MB'),
  })
  .partial()
  .catchall(z.string())
  .describe('Branding values go in `agent[branding][<key>]` fields, one per key.');

export const DocumentUploadSchema = z.object({ files: z.array(z.string().meta({ format: 'binary' })).max(10) });
export const CsvUploadSchema = z.object({ file: z.string().meta({ format: 'binary' }) });
export const RefreshScheduleResponseSchema = z.object({
  data: z.object({ refresh: z.enum(['off', 'daily', 'weekly']), url: z.string().nullable(), next_refresh_at: z.string().nullable() }),
});
export const LocaleParams = z.object({ lng: LanguageCodeSchema, file: z.string().regex(/^[a-z-]+\.json$/) });
export const StringMapSchema = z.record(z.string(), z.unknown());

/** `POST /session` as Parley takes it (Vapi's fields it honours, plus the widget's page origin); the name is stored trimmed. */
export const CreateSessionDoc = z.object({
  assistantId: z.string().max(100).optional(),
  name: z.string().trim().max(200).optional(),
  expirationSeconds: z
    .number()
    .int()
    .min(60)
    .max(30 * 86_400)
    .default(86_400),
  hostOrigin: z.string().max(300).optional(),
});
export const SessionDoc = z.object({
  id: z.string(),
  orgId: z.string(),
  assistantId: z.string(),
  name: z.string().nullable(),
  status: z.enum(['active', 'completed']),
  expiresAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  chatIds: z.array(z.string()).optional(),
  messages: z.array(z.object({ role: z.string(), content: z.string() }).loose()),
});
export const ChatTranscriptDoc = z.object({
  id: z.string(),
  createdAt: z.string(),
  messages: z.array(
    z.object({
      role: z.enum(['user', 'assistant']),
      /** `human`: a member of the team wrote it (with `name`); absent or `agent` for the agent's answers. */
      author: z.enum(['visitor', 'agent', 'human']).optional(),
      name: z.string().optional(),
      content: z.string(),
      sources: z.array(KnowledgeSourceSchema).nullable(),
      /** The answer's product cards as the products are now (none for the visitor's messages). */
      products: z.array(ProductCardSchema),
      createdAt: z.string(),
    }),
  ),
  /** Who answers now; absent from servers older than the handoff. */
  handoff: ChatHandoffSchema.optional(),
});
export type ChatTranscript = z.infer<typeof ChatTranscriptDoc>;
export const PublicAssistantDoc = z.object({
  ...texts('id', 'name', 'firstMessage'),
  avatarUrl: z.string().nullable(),
  languages: z.array(z.string()),
  branding: z.record(z.string(), z.string()),
  voice: z.object({ provider: z.literal('parley'), voiceId: z.string() }),
  /** False when the server cannot carry voice calls now (no speech tools): the widget offers text at once. */
  voiceAvailable: z.boolean(),
  /** False when the organization's plan has no voice: the widget shows no microphone. Absent from older servers. */
  voiceIncluded: z.boolean().optional(),
  /** Starter questions the widget shows before the first message. */
  suggestions: z.array(z.string()),
});
export type PublicAssistant = z.infer<typeof PublicAssistantDoc>;
/** `GET /call/{id}`: the web call as the widget may see it. */
export const WebCallStatusDoc = z.object({
  id: z.string(),
  chatId: z.string(),
  status: z.string(),
  endedReason: z.string().nullable(),
  durationSeconds: z.number().nullable(),
  summary: z.string().nullable(),
  createdAt: z.string(),
  endedAt: z.string().nullable(),
  messages: z.array(z.object({ role: z.string(), content: z.string(), createdAt: z.string() })),
});
/** The media socket's query: the one-time `token` of a new call, or the `resume` token of a dropped one (the token wins when both come). */
export const MediaQueryDoc = z
  .object({ token: z.string().min(10).max(3000).optional(), resume: z.string().min(10).max(100).optional() })
  .refine((query) => query.token !== undefined || query.resume !== undefined, { message: 'token or resume is required', path: ['token'] });
