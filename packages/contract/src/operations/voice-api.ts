import { VOICE_API_RESOURCE_OPERATIONS } from './voice-api-resources';
import { z } from 'zod';
import * as S from '../schemas';
import { crud, crudSchemas, page, type VoiceApiOperation } from './voice-api-operation';

export type { VoiceApiOperation } from './voice-api-operation';

/**
 * Every Voice API endpoint of spec §7, once: method, path, the `createVoiceApi` function that calls
 * it, and its schemas. The server documents these in its OpenAPI document and answers the ones it
 * does not implement with 501; tests check that the client's functions call exactly these.
 */
const VOICE_API_TABLE = [
  // Calls
  ...crud('calls', '/call', 'Calls', 'Call', crudSchemas(S.VoiceCallSchema, S.VoiceCallCreateSchema, S.VoiceCallUpdateSchema)),
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
  ...crud('assistants', '/assistant', 'Assistants', 'Assistant', crudSchemas(S.VoiceAssistantSchema, S.VoiceAssistantInputSchema)),
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
  ...crud('phoneNumbers', '/phone-number', 'Phone numbers', 'Phone number', crudSchemas(S.VoicePhoneNumberSchema, S.VoicePhoneNumberInputSchema)),
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

  ...VOICE_API_RESOURCE_OPERATIONS,
] as const satisfies readonly VoiceApiOperation[];

/** The table with each operation's literal types: what the typed Voice API client is built from. */
export type VoiceApiTable = typeof VOICE_API_TABLE;
export const VOICE_API_OPERATIONS: readonly VoiceApiOperation[] = VOICE_API_TABLE;
