import { z } from 'zod';

/**
 * What Parley's server takes at the Voice API operations it implements (issue 35): the route
 * validates with these and the OpenAPI document shows them, in place of the generic Vapi schemas
 * (operations/voice-api-server.ts). Query strings are coerced; a bad request is a 400 naming
 * every failing field (Vapi's status).
 */

const isoDate = z.iso.datetime({ offset: true, error: 'is not an ISO date' }).transform((value) => new Date(value));
/** A row's id in a path (`is not a file id`): a positive 32-bit integer. */
export const voiceDatabaseId = (what: string) =>
  z.coerce
    .number({ error: `is not a ${what} id` })
    .int()
    .positive()
    .max(2_147_483_647);

/** `GET /call` and friends: Vapi's list filters. */
export const VoiceListFilterSchema = z.object({
  limit: z.coerce.number().int().min(0).max(1000).default(100),
  createdAtGt: isoDate.optional(),
  createdAtLt: isoDate.optional(),
  createdAtGe: isoDate.optional(),
  createdAtLe: isoDate.optional(),
});
export type VoiceListFilter = z.output<typeof VoiceListFilterSchema>;

/** v2 pages (`/chat`, `/session`, `/logs`): 1-based page, limit, sort order. */
export const VoicePageFilterSchema = VoiceListFilterSchema.extend({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(1000).default(100),
  sortOrder: z.enum(['ASC', 'DESC']).default('DESC'),
});
export type VoicePageFilter = z.output<typeof VoicePageFilterSchema>;

/** What Parley logs for an organization, derived from what it stores (there is no separate log table). */
export const VOICE_LOG_TYPES = ['conversation.started', 'call.ended', 'lead.captured', 'file.processed'] as const;
/** `GET /logs`: newest first (a log's usual order), so sortOrder is not offered. */
export const VoiceLogFilterSchema = VoicePageFilterSchema.omit({ sortOrder: true }).extend({
  limit: z.coerce.number().int().min(1).max(100).default(20),
  type: z.enum(VOICE_LOG_TYPES).optional(),
  callId: z.string().max(100).optional(),
});

/** An id the server looks up as text: the assistant, the knowledge base. */
export const VoiceTextIdParams = z.object({ id: z.string().min(1).max(100) });
export const VoiceFileIdParams = z.object({ id: voiceDatabaseId('file') });
export const VoiceToolIdParams = z.object({ id: voiceDatabaseId('tool') });
/** The organization a path names (`{id}`); the member's id is read as a user id after it. */
export const VoiceOrgParams = z.object({ id: z.string() });
export const VoiceOrgMemberParams = VoiceOrgParams.extend({ memberId: z.string() });
/** A user id in a body or path (`userId: is not a user id`). */
export const voiceUserIdOf = (field: string) =>
  z.coerce
    .number({ error: `${field}: is not a user id` })
    .int()
    .positive()
    .max(2_147_483_647);

const text = (max: number) => z.string().trim().min(1, 'must not be empty').max(max, `must be at most ${max} characters`);

/**
 * `PATCH /assistant/{id}`: the Vapi fields that map onto Parley's persona. Others (transcriber,
 * serverUrl, …) are accepted and ignored, as Parley has no place for them.
 */
export const VoiceAssistantPatchSchema = z.looseObject({
  name: text(80).optional(),
  firstMessage: text(500).optional(),
  voice: z.looseObject({ provider: z.string().max(40).optional(), voiceId: text(60).optional() }).optional(),
  model: z
    .looseObject({
      messages: z
        .array(z.looseObject({ role: z.string(), content: z.string().max(10_000) }))
        .max(50)
        .optional(),
    })
    .optional(),
});

/** `PATCH /file/{id}`: a file's new name. */
export const VoiceFileRenameSchema = z.object({ name: z.string().trim().min(1, 'must not be empty').max(255).optional() });

/** Vapi's function tool, as much of it as Parley's webhook tools hold. */
export const VoiceFunctionToolSchema = z.looseObject({
  type: z.literal('function', { error: 'Parley’s tools are function tools: type must be "function"' }).optional(),
  function: z
    .looseObject({
      name: z.string().optional(),
      description: z.string().optional(),
      parameters: z.record(z.string(), z.unknown()).optional(),
    })
    .optional(),
  server: z.looseObject({ url: z.string().optional() }).optional(),
});

/** `/test-suite/{id}`: a suite of the owner's agent tests. */
export const VoiceTestSuiteIdParams = z.object({ id: voiceDatabaseId('test suite') });
/** `/test-suite/{testSuiteId}/test` and `/run`: the suite the tests or runs belong to. */
export const VoiceSuiteItemsParams = z.object({ testSuiteId: voiceDatabaseId('test suite') });
/** `/test-suite/{testSuiteId}/test/{id}` and `/run/{id}`: one test or run of the suite (either id reads `is not a test id`). */
export const VoiceSuiteItemParams = VoiceSuiteItemsParams.extend({ id: voiceDatabaseId('test') });

/** `POST` and `PATCH /test-suite`: a suite has only a name here (Vapi's phone and tester plans are ignored). */
export const VoiceTestSuiteBodySchema = z.looseObject({ name: z.string().trim().min(1).max(120).optional() });

/** Vapi's chat test, with Parley's checks beside it: `script` is the visitor's question; an `ai` scorer's rubric is judged by meaning. */
export const VoiceChatTestBodySchema = z.looseObject({
  type: z.enum(['chat', 'voice'], { error: 'type must be "chat" (Parley’s tests are chats)' }).optional(),
  name: z.string().optional(),
  script: z.string().optional(),
  scorers: z.array(z.looseObject({ type: z.string().optional(), rubric: z.string().optional() })).optional(),
  numAttempts: z.number().int().min(1).max(10).optional(),
  turns: z.array(z.object({ role: z.enum(['user', 'assistant']), content: z.string() })).optional(),
  mustContain: z.array(z.string()).optional(),
  mustNotContain: z.array(z.string()).optional(),
  expectDontKnow: z.boolean().optional(),
  expectPerson: z.boolean().optional(),
});
export type VoiceChatTestBody = z.output<typeof VoiceChatTestBodySchema>;

export const VOICE_ANALYTICS_STEPS = ['minute', 'hour', 'day', 'week', 'month', 'quarter', 'year'] as const;
export const VOICE_ANALYTICS_GROUPS = ['type', 'assistantId', 'endedReason'] as const;
export const VOICE_ANALYTICS_OPERATIONS = ['count', 'sum', 'avg', 'min', 'max'] as const;
export const VOICE_ANALYTICS_COLUMNS = ['id', 'duration', 'cost'] as const;

const isTimeZone = (zone: string) => {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return /^[A-Za-z0-9_+\-/]{1,64}$/.test(zone);
  } catch {
    return false;
  }
};

/** One Vapi analytics query: a window, an optional time step in a zone, groups and operations. */
export const VoiceAnalyticsQueryItemSchema = z.object({
  table: z.enum(['call', 'subscription']),
  name: z.string().trim().min(1).max(100),
  timeRange: z
    .object({
      start: z.iso.datetime({ offset: true, error: 'is not an ISO date' }).optional(),
      end: z.iso.datetime({ offset: true, error: 'is not an ISO date' }).optional(),
      step: z.enum(VOICE_ANALYTICS_STEPS).optional(),
      timezone: z.string().refine(isTimeZone, 'is not a time zone').default('UTC'),
    })
    .optional(),
  groupBy: z.array(z.enum(VOICE_ANALYTICS_GROUPS)).max(3).optional(),
  operations: z
    .array(z.object({ operation: z.enum(VOICE_ANALYTICS_OPERATIONS), column: z.enum(VOICE_ANALYTICS_COLUMNS) }))
    .min(1)
    .max(20),
});
/** `POST /analytics`. */
export const VoiceAnalyticsRequestSchema = z.object({ queries: z.array(VoiceAnalyticsQueryItemSchema).min(1).max(20) });
