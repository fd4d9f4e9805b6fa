import { z } from 'zod';
import { texts } from './fields';
import { answeredBy, Json, optionalTexts, SERVER_SET, stored, storedRecord } from './voice-api-parts';
import { VoicePageQuerySchema, VoiceAssistantInputSchema } from './voice-api';

/** Voice API resources beyond conversations: numbers, tools, files, knowledge, tests, analytics, organization, keys and voices. */
export const VoicePhoneNumberSchema = storedRecord({ provider: z.string(), number: z.string(), name: z.string(), status: z.string(), ...answeredBy });
export type VoicePhoneNumber = z.infer<typeof VoicePhoneNumberSchema>;
export const VoicePhoneNumberInputSchema = VoicePhoneNumberSchema.omit({ ...SERVER_SET, status: true });
export type VoicePhoneNumberInput = z.input<typeof VoicePhoneNumberInputSchema>;
/** What an imported number may be called here, and the assistant that answers it. */
const importedAs = { name: z.string().optional(), assistantId: z.string().optional() };
export const TwilioImportSchema = z.looseObject({
  twilioPhoneNumber: z.string(),
  twilioAccountSid: z.string(),
  twilioAuthToken: z.string().optional(),
  ...importedAs,
});
export type TwilioImport = z.input<typeof TwilioImportSchema>;
export const VonageImportSchema = z.looseObject({ vonagePhoneNumber: z.string(), credentialId: z.string(), ...importedAs });
export type VonageImport = z.input<typeof VonageImportSchema>;

export const VoiceToolSchema = z.looseObject({
  ...stored,
  type: z.string(),
  function: z.looseObject({ name: z.string(), description: z.string().optional(), parameters: Json.optional() }).optional(),
  server: z.looseObject({ url: z.string() }).optional(),
  messages: z.array(Json).optional(),
});
export type VoiceTool = z.infer<typeof VoiceToolSchema>;
export const VoiceToolInputSchema = VoiceToolSchema.omit(SERVER_SET);
export type VoiceToolInput = z.input<typeof VoiceToolInputSchema>;

export const VoiceFileSchema = storedRecord({
  name: z.string(),
  originalName: z.string(),
  bytes: z.number(),
  mimetype: z.string(),
  url: z.string(),
  status: z.string(),
  purpose: z.string(),
});
export type VoiceFile = z.infer<typeof VoiceFileSchema>;
export const VoiceFileUpdateSchema = z.looseObject({ name: z.string().optional() });
export type VoiceFileUpdate = z.input<typeof VoiceFileUpdateSchema>;
/** Multipart upload: the file under `file`. */
export const VoiceFileUploadSchema = z.object({ file: z.string().meta({ format: 'binary' }) });

export const VoiceKnowledgeBaseSchema = storedRecord({
  name: z.string(),
  provider: z.string(),
  fileIds: z.array(z.string()),
  searchPlan: Json,
  createPlan: Json,
});
export type VoiceKnowledgeBase = z.infer<typeof VoiceKnowledgeBaseSchema>;
export const VoiceKnowledgeBaseInputSchema = VoiceKnowledgeBaseSchema.omit(SERVER_SET);
export type VoiceKnowledgeBaseInput = z.input<typeof VoiceKnowledgeBaseInputSchema>;

export const VoiceWorkflowSchema = storedRecord({ name: z.string(), nodes: z.array(Json), edges: z.array(Json), globalPrompt: z.string() });
export type VoiceWorkflow = z.infer<typeof VoiceWorkflowSchema>;
export const VoiceWorkflowInputSchema = VoiceWorkflowSchema.omit(SERVER_SET);
export type VoiceWorkflowInput = z.input<typeof VoiceWorkflowInputSchema>;

export const VoiceSquadSchema = storedRecord({
  name: z.string(),
  members: z.array(
    z.looseObject({ assistantId: z.string().optional(), assistant: VoiceAssistantInputSchema.optional(), assistantDestinations: z.array(Json).optional() }),
  ),
});
export type VoiceSquad = z.infer<typeof VoiceSquadSchema>;
export const VoiceSquadInputSchema = VoiceSquadSchema.omit(SERVER_SET);
export type VoiceSquadInput = z.input<typeof VoiceSquadInputSchema>;

export const VoiceTestSuiteSchema = storedRecord({ name: z.string(), phoneNumberId: z.string(), testerPlan: Json, targetPlan: Json });
export type VoiceTestSuite = z.infer<typeof VoiceTestSuiteSchema>;
export const VoiceTestSuiteInputSchema = VoiceTestSuiteSchema.omit(SERVER_SET);
export type VoiceTestSuiteInput = z.input<typeof VoiceTestSuiteInputSchema>;
/**
 * A test as Vapi names it (`script` is the visitor's question, `scorers` an `ai` rubric judged by
 * meaning where a model is configured), with Parley's offline checks beside Vapi's fields.
 */
export const VoiceTestSuiteTestSchema = storedRecord({
  ...texts('testSuiteId', 'type', 'name', 'script'),
  scorers: z.array(Json),
  numAttempts: z.number().int(),
  turns: z.array(z.object({ role: z.enum(['user', 'assistant']), content: z.string() })),
  mustContain: z.array(z.string()),
  mustNotContain: z.array(z.string()),
  expectDontKnow: z.boolean(),
  expectPerson: z.boolean(),
});
export type VoiceTestSuiteTest = z.infer<typeof VoiceTestSuiteTestSchema>;
export const VoiceTestSuiteTestInputSchema = VoiceTestSuiteTestSchema.omit({ ...SERVER_SET, testSuiteId: true });
export type VoiceTestSuiteTestInput = z.input<typeof VoiceTestSuiteTestInputSchema>;
export const VoiceTestSuiteRunSchema = storedRecord({ testSuiteId: z.string(), status: z.string(), name: z.string(), testResults: z.array(Json) });
export type VoiceTestSuiteRun = z.infer<typeof VoiceTestSuiteRunSchema>;
export const VoiceTestSuiteRunInputSchema = z.looseObject({ name: z.string().optional() });
export type VoiceTestSuiteRunInput = z.input<typeof VoiceTestSuiteRunInputSchema>;

export const VoiceMetricsQuerySchema = z.looseObject({ rangeStart: z.string().optional(), rangeEnd: z.string().optional() });
export type VoiceMetricsQuery = { [key: string]: string | number | boolean | undefined } & z.input<typeof VoiceMetricsQuerySchema>;
export const VoiceMetricsSchema = z.looseObject({ rangeStart: z.string().optional(), rangeEnd: z.string().optional() });
export type VoiceMetrics = z.infer<typeof VoiceMetricsSchema>;

export const VoiceAnalyticsQuerySchema = z.object({
  queries: z
    .array(
      z.looseObject({
        table: z.string(),
        name: z.string(),
        operations: z.array(z.looseObject({ operation: z.string(), column: z.string() })),
        timeRange: z.looseObject({ start: z.string().optional(), end: z.string().optional(), step: z.string().optional() }).optional(),
        groupBy: z.array(z.string()).optional(),
      }),
    )
    .min(1),
});
export type VoiceAnalyticsQuery = z.input<typeof VoiceAnalyticsQuerySchema>;
export const VoiceAnalyticsResultSchema = z.array(z.looseObject({ name: z.string(), timeRange: Json.optional(), result: z.array(Json) }));
export type VoiceAnalyticsResult = z.infer<typeof VoiceAnalyticsResultSchema>;

export const VoiceLogSchema = z.looseObject({
  ...optionalTexts('time', 'orgId', 'type', 'level', 'callId', 'assistantId', 'requestPath'),
  responseHttpCode: z.number().optional(),
});
export type VoiceLog = z.infer<typeof VoiceLogSchema>;
export const VoiceLogQuerySchema = VoicePageQuerySchema.extend({
  type: z.string().optional(),
  callId: z.string().optional(),
  assistantId: z.string().optional(),
});
export type VoiceLogQuery = { [key: string]: string | number | boolean | undefined } & z.input<typeof VoiceLogQuerySchema>;

export const VoiceOrgSchema = z.looseObject({ ...stored, name: z.string().optional(), billingLimit: z.number().optional(), serverUrl: z.string().optional() });
export type VoiceOrg = z.infer<typeof VoiceOrgSchema>;
export const VoiceOrgInputSchema = z.looseObject({ name: z.string().optional(), billingLimit: z.number().optional(), serverUrl: z.string().optional() });
export type VoiceOrgInput = z.input<typeof VoiceOrgInputSchema>;
export const VoiceOrgUserSchema = z.looseObject({
  id: z.string(),
  email: z.string().optional(),
  role: z.string().optional(),
  isActive: z.boolean().optional(),
});
export type VoiceOrgUser = z.infer<typeof VoiceOrgUserSchema>;
export const VoiceOrgInviteSchema = z.object({ emails: z.array(z.string()).min(1), role: z.string(), redirectTo: z.string().optional() });
export type VoiceOrgInvite = z.input<typeof VoiceOrgInviteSchema>;
export const VoiceOrgRoleSchema = z.object({ userId: z.string(), role: z.string() });
export type VoiceOrgRole = z.input<typeof VoiceOrgRoleSchema>;
export const VoiceOrgAuthSchema = z.looseObject({ token: z.string().optional() });
export type VoiceOrgAuth = z.infer<typeof VoiceOrgAuthSchema>;

export const VoiceTokenSchema = storedRecord({ name: z.string(), tag: z.enum(['private', 'public']), value: z.string(), restrictions: Json });
export type VoiceToken = z.infer<typeof VoiceTokenSchema>;
export const VoiceTokenInputSchema = VoiceTokenSchema.omit({ ...SERVER_SET, value: true });
export type VoiceTokenInput = z.input<typeof VoiceTokenInputSchema>;

export const VoiceCredentialSchema = z.looseObject({ ...stored, provider: z.string(), name: z.string().optional() });
export type VoiceCredential = z.infer<typeof VoiceCredentialSchema>;
export const VoiceCredentialInputSchema = z.looseObject({ provider: z.string(), name: z.string().optional() });
export type VoiceCredentialInput = z.input<typeof VoiceCredentialInputSchema>;
export const VoiceCredentialUpdateSchema = z.looseObject({ name: z.string().optional() });
export type VoiceCredentialUpdate = z.input<typeof VoiceCredentialUpdateSchema>;
/** Body of the credential session, webhook and trigger calls (provider-specific). */
export const VoiceCredentialActionSchema = z.looseObject({ provider: z.string().optional(), credentialId: z.string().optional() });
export type VoiceCredentialAction = z.input<typeof VoiceCredentialActionSchema>;
export const VoiceCredentialActionResultSchema = Json;

export const VoiceTemplateSchema = storedRecord({
  name: z.string(),
  type: z.string(),
  provider: z.string(),
  visibility: z.enum(['public', 'private']),
  details: Json,
  isPinned: z.boolean(),
});
export type VoiceTemplate = z.infer<typeof VoiceTemplateSchema>;
export const VoiceTemplateInputSchema = VoiceTemplateSchema.omit(SERVER_SET);
export type VoiceTemplateInput = z.input<typeof VoiceTemplateInputSchema>;

export const VoiceLibraryVoiceSchema = z.looseObject({
  id: z.string(),
  ...optionalTexts('provider', 'providerId', 'name', 'gender', 'accent', 'language', 'previewUrl'),
});
export type VoiceLibraryVoice = z.infer<typeof VoiceLibraryVoiceSchema>;
export const VoiceLibraryQuerySchema = z.looseObject({
  page: z.number().int().optional(),
  keyword: z.string().optional(),
  language: z.string().optional(),
  gender: z.string().optional(),
});
export type VoiceLibraryQuery = { [key: string]: string | number | boolean | undefined } & z.input<typeof VoiceLibraryQuerySchema>;

/** Multipart body of `POST /11labs/voice/clone`: a name and one or more samples under `files`. */
export const VoiceCloneUploadSchema = z.object({
  name: z.string(),
  description: z.string().optional(),
  labels: z.string().optional(),
  files: z.array(z.string().meta({ format: 'binary' })),
});
export const VoiceCloneResultSchema = z.looseObject({ voiceId: z.string().optional(), requiresVerification: z.boolean().optional() });
export type VoiceCloneResult = z.infer<typeof VoiceCloneResultSchema>;

/** A deleted resource: Vapi answers with the resource as it was. */
export const VoiceDeletedSchema = z.looseObject({ id: z.string().optional() });
export type VoiceDeleted = z.infer<typeof VoiceDeletedSchema>;
/** Loosely typed answers whose shape the spec does not show (exports, metadata, org leave …). */
export const VoiceJsonSchema = Json;
export type VoiceJson = z.infer<typeof VoiceJsonSchema>;

/**
 * Resources of Vapi's current SDK beyond spec §7 (campaigns, structured outputs, evals, insights,
 * scorecards, knowledge bases v2): Parley answers them 501; their shape is Vapi's stored record.
 */
export const VoiceRecordSchema = z.looseObject({ ...stored });
export type VoiceRecord = z.infer<typeof VoiceRecordSchema>;
export const VoiceRecordInputSchema = z.looseObject({});
export type VoiceRecordInput = z.input<typeof VoiceRecordInputSchema>;
