import { ChatRequestSchema, ChatResponseSchema, VoiceWebCallCreateSchema, VoiceWebCallSchema } from '../schemas';
import { z } from 'zod';
import { VOICE_API_OPERATIONS, type VoiceApiOperation } from './voice-api';
import { ChatEventRequestSchema } from '../schemas/requests';
import { ChatHandoffSchema, ChatLiveEventSchema, HANDOFF_WAIT_MS } from '../schemas/handoff';
import * as D from '../schemas/responses';
import { operationKey, type ApiOperation } from './operation';
import { withServerParts } from './voice-api-server';

/** `calls.createWeb` → `callsCreateWeb`: unique, and readable in generated SDKs. */
const operationIdOf = (client: string) => `voice${client.replace(/(^|\.)(\w)/g, (_m, _dot: string, c: string) => c.toUpperCase())}`;
const paramsOf = (path: string) => {
  const names = [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
  return names.length ? z.object(Object.fromEntries(names.map((n) => [n, z.string()]))) : undefined;
};

function fromVoiceApi(op: VoiceApiOperation): ApiOperation {
  return {
    method: op.method,
    path: op.path,
    operationId: operationIdOf(op.client),
    summary: op.summary,
    tag: `Voice API · ${op.tag}`,
    auth: 'voice',
    audience: 'voice-api',
    params: paramsOf(op.path),
    query: op.query instanceof z.ZodObject ? op.query : undefined,
    body: op.body,
    bodyType: op.multipart ? 'multipart' : op.body ? 'json' : undefined,
    responses: { [op.status ?? 200]: { description: 'OK', schema: op.response } },
    client: [`voice.${op.client}`],
  };
}

const WIDGET_AUTH = 'An agent’s live or demo key as the bearer token, from a page origin the agent allows (the frame passes it as `host`/`hostOrigin`).';
/** Creating with the owner's token: a server-side integration, as with Vapi's private key. */
const FROM_A_SERVER = ' With the owner’s token instead (Vapi’s private key), a server chats as the organization’s agent; no page origin applies.';
const OWNER_TOO =
  ' With the owner’s token instead (Vapi’s private key): the Voice API view of any of the organization’s records, with `orgId`, `assistantId` and the transcript.';

/** The runtime's reads by id also answer the owner's token (Vapi's private key), scoped to the organization. */
function readById({ schema, ...read }: Pick<ApiOperation, 'path' | 'summary' | 'params' | 'query'> & { schema: z.ZodType }) {
  return { method: 'GET', ...read, description: `${WIDGET_AUTH}${OWNER_TOO}`, auth: 'widget', responses: { 200: { description: 'OK', schema } } } as const;
}

/**
 * What Parley's own server does at a Voice API path: its schemas replace the generic ones (the
 * widget and `createVoiceApi` both call these), and the Parley-only runtime calls sit beside them.
 */
const PARLEY_RUNTIME: Omit<ApiOperation, 'tag' | 'operationId' | 'client' | 'audience'>[] = [
  {
    method: 'POST',
    path: '/chat',
    summary: 'Send a message and get the agent’s answer (JSON, or server-sent events with stream: true)',
    description: `${WIDGET_AUTH}${FROM_A_SERVER} Vapi-compatible where it overlaps; \`sources\` names the knowledge behind the answer, \`products\` the cards of the products among them (the organization’s own, in source order, at most 3; \`price\` an exact decimal string such as "7.95").`,
    auth: 'widget',
    body: ChatRequestSchema,
    responses: {
      200: { description: 'The answer; with stream: true a `text/event-stream` of `delta` events then one `done` (or an `error`)', schema: ChatResponseSchema },
    },
  },
  readById({ path: '/chat/{id}', summary: 'A chat’s transcript', params: D.ChatIdParams, query: D.HostQuery, schema: D.ChatTranscriptDoc }),
  {
    method: 'DELETE',
    path: '/chat/{id}',
    summary: 'The visitor deletes their conversation: its messages, lead and events are gone (the analytics keep counting it)',
    description: `${WIDGET_AUTH} With the owner’s token instead (Vapi’s private key), any of the organization’s chats; a member’s token is refused.`,
    auth: 'widget',
    params: D.ChatIdParams,
    query: D.HostQuery,
    responses: { 204: { description: 'Deleted' }, 404: { description: 'No such chat for this key' } },
  },
  {
    method: 'POST',
    path: '/session',
    summary: 'Create a session: chats in it share context',
    description: `${WIDGET_AUTH}${FROM_A_SERVER} Sessions expire after expirationSeconds (default 24 hours, at most 30 days).`,
    auth: 'widget',
    body: D.CreateSessionDoc,
    responses: { 201: { description: 'Created', schema: D.SessionDoc } },
  },
  readById({ path: '/session/{id}', summary: 'A session with its chats and messages', params: D.SessionIdParams, query: D.HostQuery, schema: D.SessionDoc }),
  {
    method: 'GET',
    path: '/assistant/{id}',
    summary: 'What the widget shows of the agent: name, greeting, avatar, languages, branding, voice',
    description: `${WIDGET_AUTH} \`id\` is the agent id, the organization’s sub id, or \`self\`. With the owner’s token instead (Vapi’s private key), the Voice API assistant: \`{ id, orgId, name, firstMessage, model.messages[0] (the agent’s role), voice, createdAt, updatedAt }\`.`,
    auth: 'widget',
    params: D.StringIdParams,
    query: D.HostQuery,
    responses: { 200: { description: 'OK', schema: D.PublicAssistantDoc } },
  },
  {
    method: 'POST',
    path: '/call/web',
    summary: 'Start a web call (spec §3): `{ id, webCallUrl, artifactPlan, assistant }`',
    description: `${WIDGET_AUTH} The webCallUrl is Parley's media socket (or a Daily room).`,
    auth: 'widget',
    body: VoiceWebCallCreateSchema,
    responses: { 201: { description: 'Created', schema: VoiceWebCallSchema } },
  },
  readById({ path: '/call/{id}', summary: 'A web call’s status, end and transcript', params: D.CallIdParams, query: D.HostQuery, schema: D.WebCallStatusDoc }),
];

const PARLEY_ONLY: ApiOperation[] = [
  {
    method: 'POST',
    path: '/chat/{id}/events',
    operationId: 'chatEvent',
    summary: 'What the visitor did with an answer (opened a product card)',
    description: WIDGET_AUTH,
    tag: 'Voice API · Chats',
    auth: 'widget',
    audience: 'widget',
    params: D.ChatIdParams,
    query: D.HostQuery,
    body: ChatEventRequestSchema,
    responses: { 204: { description: 'Recorded' } },
  },
  {
    method: 'POST',
    path: '/chat/{id}/lead',
    operationId: 'chatLead',
    summary: 'The widget’s lead form: contact details, with the visitor’s consent',
    description: WIDGET_AUTH,
    tag: 'Voice API · Chats',
    auth: 'widget',
    audience: 'widget',
    params: D.ChatIdParams,
    body: D.LeadRequestDoc,
    responses: { 201: { description: 'Stored', schema: D.OkResponse } },
  },
  {
    method: 'POST',
    path: '/chat/{id}/handoff',
    operationId: 'chatHandoff',
    summary: 'The visitor asks for a person: the team is told, and the agent answers until someone joins',
    description: `${WIDGET_AUTH} When nobody joins within ${HANDOFF_WAIT_MS / 60_000} minutes the agent says so and offers to take contact details (on \`GET /chat/{id}/stream\`).`,
    tag: 'Voice API · Chats',
    auth: 'widget',
    audience: 'widget',
    params: D.ChatIdParams,
    query: D.HostQuery,
    responses: { 200: { description: 'Who answers now', schema: z.object({ handoff: ChatHandoffSchema }) } },
  },
  {
    method: 'GET',
    path: '/chat/{id}/stream',
    operationId: 'chatStream',
    summary: 'What the visitor hears without asking: a member’s messages and the handoff changing hands (server-sent events)',
    description: `${WIDGET_AUTH} A \`text/event-stream\` of \`ChatLiveEvent\`s from every server process; a comment line every 15 s keeps proxies from closing it. The server ends it after 5 minutes and the widget reconnects, reading \`GET /chat/{id}\` for what it missed.`,
    tag: 'Voice API · Chats',
    auth: 'widget',
    audience: 'widget',
    params: D.ChatIdParams,
    query: D.HostQuery,
    responses: {
      200: { description: 'Server-sent events, each `data:` line one ChatLiveEvent', schema: ChatLiveEventSchema, contentType: 'text/event-stream' },
    },
  },
  {
    method: 'GET',
    path: '/call/{id}/media',
    operationId: 'callMedia',
    summary: 'The media socket of a web call (WebSocket): 16 kHz mono PCM both ways, control and transcript messages as JSON text',
    description: 'Joined with the one-time `token` from the webCallUrl, or `resume` to continue a dropped call within 10 s.',
    tag: 'Voice API · Calls',
    auth: 'none',
    audience: 'widget',
    websocket: true,
    params: D.CallIdParams,
    query: D.MediaQueryDoc,
    responses: { 101: { description: 'Switching protocols to WebSocket' } },
  },
];

const overrides = new Map(PARLEY_RUNTIME.map((op) => [operationKey(op.method, op.path), op]));

export const VOICE_OPERATIONS: readonly ApiOperation[] = [
  ...VOICE_API_OPERATIONS.map((voiceOp) => {
    const generic = withServerParts(fromVoiceApi(voiceOp));
    const parley = overrides.get(operationKey(voiceOp.method, voiceOp.path));
    return parley ? { ...generic, ...parley, audience: 'widget' as const } : generic;
  }),
  ...PARLEY_ONLY,
];
