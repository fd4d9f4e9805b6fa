import { z } from 'zod';
import * as S from '../schemas/voice-api';
import type { HttpMethod } from './operation';

/**
 * Every Voice API endpoint of spec §7, once: method, path, the `createVoiceApi` function that calls
 * it, and its schemas. The server documents these in its OpenAPI document and answers the ones it
 * does not implement with 501; tests check that the client's functions call exactly these.
 */

export interface VoiceApiOperation {
  /** The `createVoiceApi` function, as a dotted path: `assistants.versions`. */
  client: string;
  method: HttpMethod;
  /** OpenAPI-style template: `/assistant/{id}`. */
  path: string;
  /** Tag in the document, one per resource group. */
  tag: string;
  /** What Parley's 501 message names: "<resource> is not available on Parley yet". */
  resource: string;
  summary: string;
  query?: z.ZodType;
  body?: z.ZodType;
  /** `multipart/form-data` bodies (file uploads); JSON otherwise. */
  multipart?: boolean;
  response: z.ZodType;
  /** Success status; 200 unless said. */
  status?: 200 | 201;
}

type Schemas = { item: z.ZodType; create: z.ZodType; update: z.ZodType; query?: z.ZodType };

/** The five operations of a stored resource: list, create, get, update (PATCH), delete. */
function crud(client: string, path: string, tag: string, resource: string, schemas: Schemas): VoiceApiOperation[] {
  const noun = resource.toLowerCase();
  return [
    {
      client: `${client}.list`,
      method: 'GET',
      path,
      tag,
      resource,
      summary: `List ${noun}s`,
      query: schemas.query ?? S.VoiceListQuerySchema,
      response: z.array(schemas.item),
    },
    { client: `${client}.create`, method: 'POST', path, tag, resource, summary: `Create a ${noun}`, body: schemas.create, response: schemas.item, status: 201 },
    { client: `${client}.get`, method: 'GET', path: `${path}/{id}`, tag, resource, summary: `Get a ${noun}`, response: schemas.item },
    {
      client: `${client}.update`,
      method: 'PATCH',
      path: `${path}/{id}`,
      tag,
      resource,
      summary: `Update a ${noun}`,
      body: schemas.update,
      response: schemas.item,
    },
    { client: `${client}.delete`, method: 'DELETE', path: `${path}/{id}`, tag, resource, summary: `Delete a ${noun}`, response: schemas.item },
  ];
}

const page = S.voicePageOf;

export const VOICE_API_OPERATIONS: readonly VoiceApiOperation[] = [
  // Calls
  ...crud('calls', '/call', 'Calls', 'Call', { item: S.VoiceCallSchema, create: S.VoiceCallCreateSchema, update: S.VoiceCallUpdateSchema }),
  {
    client: 'calls.createWeb',
    method: 'POST',
    path: '/call/web',
    tag: 'Calls',
    resource: 'Web call',
    summary: 'Start a web call (spec §3): the call and its webCallUrl',
    body: S.VoiceWebCallCreateSchema,
    response: S.VoiceWebCallSchema,
    status: 201,
  },
  {
    client: 'calls.createPhone',
    method: 'POST',
    path: '/call/phone',
    tag: 'Calls',
    resource: 'Phone call',
    summary: 'Start an outbound phone call',
    body: S.VoiceCallCreateSchema,
    response: S.VoiceCallSchema,
    status: 201,
  },
  {
    client: 'calls.page',
    method: 'GET',
    path: '/v2/call',
    tag: 'Calls',
    resource: 'Call',
    summary: 'List calls, paginated (v2)',
    query: S.VoicePageQuerySchema,
    response: page(S.VoiceCallSchema),
  },
  {
    client: 'calls.export',
    method: 'GET',
    path: '/v2/call/export',
    tag: 'Calls',
    resource: 'Call export',
    summary: 'Export calls',
    query: S.VoicePageQuerySchema,
    response: S.VoiceJsonSchema,
  },
  {
    client: 'calls.metadata',
    method: 'GET',
    path: '/v2/call/metadata',
    tag: 'Calls',
    resource: 'Call metadata',
    summary: 'Metadata of the calls (counts, keys)',
    query: S.VoicePageQuerySchema,
    response: S.VoiceJsonSchema,
  },

  // Chats
  {
    client: 'chats.list',
    method: 'GET',
    path: '/chat',
    tag: 'Chats',
    resource: 'Chat',
    summary: 'List chats',
    query: S.VoicePageQuerySchema,
    response: page(S.VoiceChatSchema),
  },
  {
    client: 'chats.create',
    method: 'POST',
    path: '/chat',
    tag: 'Chats',
    resource: 'Chat',
    summary: 'Send a message and get the assistant’s answer',
    body: S.VoiceChatCreateSchema,
    response: S.VoiceChatSchema,
    status: 201,
  },
  { client: 'chats.get', method: 'GET', path: '/chat/{id}', tag: 'Chats', resource: 'Chat', summary: 'Get a chat', response: S.VoiceChatSchema },
  { client: 'chats.delete', method: 'DELETE', path: '/chat/{id}', tag: 'Chats', resource: 'Chat', summary: 'Delete a chat', response: S.VoiceChatSchema },
  {
    client: 'chats.responses',
    method: 'POST',
    path: '/chat/responses',
    tag: 'Chats',
    resource: 'Chat responses',
    summary: 'A chat in the OpenAI Responses format',
    body: S.VoiceChatResponsesRequestSchema,
    response: S.VoiceChatResponsesSchema,
    status: 201,
  },

  // Sessions
  {
    client: 'sessions.list',
    method: 'GET',
    path: '/session',
    tag: 'Sessions',
    resource: 'Session',
    summary: 'List sessions',
    query: S.VoicePageQuerySchema,
    response: page(S.VoiceSessionSchema),
  },
  {
    client: 'sessions.create',
    method: 'POST',
    path: '/session',
    tag: 'Sessions',
    resource: 'Session',
    summary: 'Create a session: chats in it share context',
    body: S.VoiceSessionCreateSchema,
    response: S.VoiceSessionSchema,
    status: 201,
  },
  {
    client: 'sessions.get',
    method: 'GET',
    path: '/session/{id}',
    tag: 'Sessions',
    resource: 'Session',
    summary: 'Get a session with its messages',
    response: S.VoiceSessionSchema,
  },
  {
    client: 'sessions.update',
    method: 'PATCH',
    path: '/session/{id}',
    tag: 'Sessions',
    resource: 'Session',
    summary: 'Update a session',
    body: S.VoiceSessionUpdateSchema,
    response: S.VoiceSessionSchema,
  },
  {
    client: 'sessions.delete',
    method: 'DELETE',
    path: '/session/{id}',
    tag: 'Sessions',
    resource: 'Session',
    summary: 'Delete a session',
    response: S.VoiceSessionSchema,
  },

  // Assistants
  ...crud('assistants', '/assistant', 'Assistants', 'Assistant', {
    item: S.VoiceAssistantSchema,
    create: S.VoiceAssistantInputSchema,
    update: S.VoiceAssistantInputSchema,
  }),
  {
    client: 'assistants.replace',
    method: 'PUT',
    path: '/assistant/{id}',
    tag: 'Assistants',
    resource: 'Assistant',
    summary: 'Replace an assistant',
    body: S.VoiceAssistantInputSchema,
    response: S.VoiceAssistantSchema,
  },
  {
    client: 'assistants.versions',
    method: 'GET',
    path: '/assistant/{id}/version',
    tag: 'Assistants',
    resource: 'Assistant version',
    summary: 'List the versions of an assistant',
    query: S.VoicePageQuerySchema,
    response: z.array(S.VoiceAssistantVersionSchema),
  },
  {
    client: 'assistants.page',
    method: 'GET',
    path: '/v2/assistant',
    tag: 'Assistants',
    resource: 'Assistant',
    summary: 'List assistants, paginated (v2)',
    query: S.VoicePageQuerySchema,
    response: page(S.VoiceAssistantSchema),
  },

  // Phone numbers
  ...crud('phoneNumbers', '/phone-number', 'Phone numbers', 'Phone number', {
    item: S.VoicePhoneNumberSchema,
    create: S.VoicePhoneNumberInputSchema,
    update: S.VoicePhoneNumberInputSchema,
  }),
  {
    client: 'phoneNumbers.importTwilio',
    method: 'POST',
    path: '/phone-number/import/twilio',
    tag: 'Phone numbers',
    resource: 'Phone number import',
    summary: 'Import a Twilio number',
    body: S.TwilioImportSchema,
    response: S.VoicePhoneNumberSchema,
    status: 201,
  },
  {
    client: 'phoneNumbers.importVonage',
    method: 'POST',
    path: '/phone-number/import/vonage',
    tag: 'Phone numbers',
    resource: 'Phone number import',
    summary: 'Import a Vonage number',
    body: S.VonageImportSchema,
    response: S.VoicePhoneNumberSchema,
    status: 201,
  },
  {
    client: 'phoneNumbers.page',
    method: 'GET',
    path: '/v2/phone-number',
    tag: 'Phone numbers',
    resource: 'Phone number',
    summary: 'List phone numbers, paginated (v2)',
    query: S.VoicePageQuerySchema,
    response: page(S.VoicePhoneNumberSchema),
  },

  // Resources of Vapi's current server SDK beyond spec §7: documented, and answered 501 by Parley rather than 404.
  ...crud('campaigns', '/campaign', 'Campaigns', 'Campaign', { item: S.VoiceRecordSchema, create: S.VoiceRecordInputSchema, update: S.VoiceRecordInputSchema }),
  ...crud('structuredOutputs', '/structured-output', 'Structured outputs', 'Structured output', {
    item: S.VoiceRecordSchema,
    create: S.VoiceRecordInputSchema,
    update: S.VoiceRecordInputSchema,
  }),
  ...crud('evals', '/eval', 'Evals', 'Eval', { item: S.VoiceRecordSchema, create: S.VoiceRecordInputSchema, update: S.VoiceRecordInputSchema }),
  ...crud('insights', '/reporting/insight', 'Insights', 'Insight', {
    item: S.VoiceRecordSchema,
    create: S.VoiceRecordInputSchema,
    update: S.VoiceRecordInputSchema,
  }),
  ...crud('scorecards', '/observability/scorecard', 'Scorecards', 'Scorecard', {
    item: S.VoiceRecordSchema,
    create: S.VoiceRecordInputSchema,
    update: S.VoiceRecordInputSchema,
  }),
  ...crud('knowledgeBasesV2', '/v2/knowledge-base', 'Knowledge bases', 'Knowledge base v2', {
    item: S.VoiceRecordSchema,
    create: S.VoiceRecordInputSchema,
    update: S.VoiceRecordInputSchema,
  }),

  // Tools, files, knowledge bases, workflows, squads
  ...crud('tools', '/tool', 'Tools', 'Tool', { item: S.VoiceToolSchema, create: S.VoiceToolInputSchema, update: S.VoiceToolInputSchema }),
  ...crud('files', '/file', 'Files', 'File', { item: S.VoiceFileSchema, create: S.VoiceFileUploadSchema, update: S.VoiceFileUpdateSchema }).map((op) =>
    op.client === 'files.create' ? { ...op, summary: 'Upload a file (multipart, field `file`)', multipart: true } : op,
  ),
  {
    client: 'files.upload',
    method: 'POST',
    path: '/file/upload',
    tag: 'Files',
    resource: 'File',
    summary: 'Upload a file (multipart, field `file`; legacy path)',
    body: S.VoiceFileUploadSchema,
    multipart: true,
    response: S.VoiceFileSchema,
    status: 201,
  },
  ...crud('knowledgeBases', '/knowledge-base', 'Knowledge bases', 'Knowledge base', {
    item: S.VoiceKnowledgeBaseSchema,
    create: S.VoiceKnowledgeBaseInputSchema,
    update: S.VoiceKnowledgeBaseInputSchema,
  }),
  ...crud('workflows', '/workflow', 'Workflows', 'Workflow', {
    item: S.VoiceWorkflowSchema,
    create: S.VoiceWorkflowInputSchema,
    update: S.VoiceWorkflowInputSchema,
  }),
  ...crud('squads', '/squad', 'Squads', 'Squad', { item: S.VoiceSquadSchema, create: S.VoiceSquadInputSchema, update: S.VoiceSquadInputSchema }),

  // Test suites, their tests and runs
  ...crud('testSuites', '/test-suite', 'Test suites', 'Test suite', {
    item: S.VoiceTestSuiteSchema,
    create: S.VoiceTestSuiteInputSchema,
    update: S.VoiceTestSuiteInputSchema,
  }),
  ...crud('testSuites.tests', '/test-suite/{testSuiteId}/test', 'Test suites', 'Test suite test', {
    item: S.VoiceTestSuiteTestSchema,
    create: S.VoiceTestSuiteTestInputSchema,
    update: S.VoiceTestSuiteTestInputSchema,
  }),
  ...crud('testSuites.runs', '/test-suite/{testSuiteId}/run', 'Test suites', 'Test suite run', {
    item: S.VoiceTestSuiteRunSchema,
    create: S.VoiceTestSuiteRunInputSchema,
    update: S.VoiceTestSuiteRunInputSchema,
  }),

  // Metrics, analytics, logs
  {
    client: 'metrics.get',
    method: 'GET',
    path: '/metrics',
    tag: 'Analytics',
    resource: 'Metrics',
    summary: 'Usage metrics for a time range',
    query: S.VoiceMetricsQuerySchema,
    response: S.VoiceMetricsSchema,
  },
  {
    client: 'analytics.query',
    method: 'POST',
    path: '/analytics',
    tag: 'Analytics',
    resource: 'Analytics',
    summary: 'Run analytics queries over calls',
    body: S.VoiceAnalyticsQuerySchema,
    response: S.VoiceAnalyticsResultSchema,
    status: 201,
  },
  {
    client: 'logs.list',
    method: 'GET',
    path: '/logs',
    tag: 'Logs',
    resource: 'Logs',
    summary: 'List logs, paginated',
    query: S.VoiceLogQuerySchema,
    response: page(S.VoiceLogSchema),
  },
  {
    client: 'logs.delete',
    method: 'DELETE',
    path: '/logs',
    tag: 'Logs',
    resource: 'Logs',
    summary: 'Delete logs matching the query',
    query: S.VoiceLogQuerySchema,
    response: S.VoiceJsonSchema,
  },
  {
    client: 'logs.listLegacy',
    method: 'GET',
    path: '/log',
    tag: 'Logs',
    resource: 'Logs',
    summary: 'List logs (legacy path)',
    query: S.VoiceLogQuerySchema,
    response: page(S.VoiceLogSchema),
  },

  // Organizations
  {
    client: 'orgs.list',
    method: 'GET',
    path: '/org',
    tag: 'Organizations',
    resource: 'Organization',
    summary: 'List the caller’s organizations',
    response: z.array(S.VoiceOrgSchema),
  },
  {
    client: 'orgs.create',
    method: 'POST',
    path: '/org',
    tag: 'Organizations',
    resource: 'Organization',
    summary: 'Create an organization',
    body: S.VoiceOrgInputSchema,
    response: S.VoiceOrgSchema,
    status: 201,
  },
  {
    client: 'orgs.get',
    method: 'GET',
    path: '/org/{id}',
    tag: 'Organizations',
    resource: 'Organization',
    summary: 'Get an organization',
    response: S.VoiceOrgSchema,
  },
  {
    client: 'orgs.update',
    method: 'PATCH',
    path: '/org/{id}',
    tag: 'Organizations',
    resource: 'Organization',
    summary: 'Update an organization',
    body: S.VoiceOrgInputSchema,
    response: S.VoiceOrgSchema,
  },
  {
    client: 'orgs.users',
    method: 'GET',
    path: '/org/{id}/user',
    tag: 'Organizations',
    resource: 'Organization user',
    summary: 'List the organization’s users',
    response: z.array(S.VoiceOrgUserSchema),
  },
  {
    client: 'orgs.leave',
    method: 'POST',
    path: '/org/{id}/leave',
    tag: 'Organizations',
    resource: 'Organization membership',
    summary: 'Leave the organization',
    response: S.VoiceJsonSchema,
    status: 201,
  },
  {
    client: 'orgs.removeMember',
    method: 'DELETE',
    path: '/org/{id}/member/{memberId}/leave',
    tag: 'Organizations',
    resource: 'Organization membership',
    summary: 'Remove a member from the organization',
    response: S.VoiceJsonSchema,
  },
  {
    client: 'orgs.invite',
    method: 'POST',
    path: '/org/{id}/invite',
    tag: 'Organizations',
    resource: 'Organization invitation',
    summary: 'Invite people by email',
    body: S.VoiceOrgInviteSchema,
    response: S.VoiceJsonSchema,
    status: 201,
  },
  {
    client: 'orgs.updateRole',
    method: 'PATCH',
    path: '/org/{id}/role',
    tag: 'Organizations',
    resource: 'Organization role',
    summary: 'Change a user’s role',
    body: S.VoiceOrgRoleSchema,
    response: S.VoiceJsonSchema,
  },
  {
    client: 'orgs.auth',
    method: 'GET',
    path: '/org/{id}/auth',
    tag: 'Organizations',
    resource: 'Organization auth',
    summary: 'A token for acting in the organization',
    response: S.VoiceOrgAuthSchema,
  },

  // Tokens, credentials, templates, voices
  ...crud('tokens', '/token', 'Tokens', 'Token', { item: S.VoiceTokenSchema, create: S.VoiceTokenInputSchema, update: S.VoiceTokenInputSchema }),
  ...crud('credentials', '/credential', 'Credentials', 'Credential', {
    item: S.VoiceCredentialSchema,
    create: S.VoiceCredentialInputSchema,
    update: S.VoiceCredentialUpdateSchema,
  }),
  {
    client: 'credentials.session',
    method: 'POST',
    path: '/credential/session',
    tag: 'Credentials',
    resource: 'Credential session',
    summary: 'Start a provider session for a credential',
    body: S.VoiceCredentialActionSchema,
    response: S.VoiceCredentialActionResultSchema,
    status: 201,
  },
  {
    client: 'credentials.webhook',
    method: 'POST',
    path: '/credential/webhook',
    tag: 'Credentials',
    resource: 'Credential webhook',
    summary: 'Receive a credential provider webhook',
    body: S.VoiceCredentialActionSchema,
    response: S.VoiceCredentialActionResultSchema,
    status: 201,
  },
  {
    client: 'credentials.trigger',
    method: 'POST',
    path: '/credential/trigger',
    tag: 'Credentials',
    resource: 'Credential trigger',
    summary: 'Trigger a credential provider action',
    body: S.VoiceCredentialActionSchema,
    response: S.VoiceCredentialActionResultSchema,
    status: 201,
  },
  ...crud('templates', '/template', 'Templates', 'Template', {
    item: S.VoiceTemplateSchema,
    create: S.VoiceTemplateInputSchema,
    update: S.VoiceTemplateInputSchema,
  }),
  {
    client: 'templates.pinned',
    method: 'GET',
    path: '/template/pinned',
    tag: 'Templates',
    resource: 'Template',
    summary: 'List pinned templates',
    response: z.array(S.VoiceTemplateSchema),
  },
  {
    client: 'voiceLibrary.search',
    method: 'GET',
    path: '/voice-library',
    tag: 'Voice library',
    resource: 'Voice library',
    summary: 'Search the voices of every provider',
    query: S.VoiceLibraryQuerySchema,
    response: z.array(S.VoiceLibraryVoiceSchema),
  },
  {
    client: 'voiceLibrary.list',
    method: 'GET',
    path: '/voice-library/{provider}',
    tag: 'Voice library',
    resource: 'Voice library',
    summary: 'Search a provider’s voices',
    query: S.VoiceLibraryQuerySchema,
    response: z.array(S.VoiceLibraryVoiceSchema),
  },
  {
    client: 'voiceLibrary.sync',
    method: 'POST',
    path: '/voice-library/sync',
    tag: 'Voice library',
    resource: 'Voice library',
    summary: 'Sync the voice library from the providers',
    response: z.array(S.VoiceLibraryVoiceSchema),
    status: 201,
  },
  {
    client: 'elevenLabs.cloneVoice',
    method: 'POST',
    path: '/11labs/voice/clone',
    tag: 'Voice library',
    resource: 'Voice cloning',
    summary: 'Clone an ElevenLabs voice from samples (multipart)',
    body: S.VoiceCloneUploadSchema,
    multipart: true,
    response: S.VoiceCloneResultSchema,
    status: 201,
  },
];
