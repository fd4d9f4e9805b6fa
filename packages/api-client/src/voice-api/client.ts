import type {
  TwilioImport,
  VoiceAnalyticsQuery,
  VoiceAnalyticsResult,
  VoiceAssistant,
  VoiceAssistantInput,
  VoiceAssistantVersion,
  VoiceCall,
  VoiceCallCreate,
  VoiceCallUpdate,
  VoiceChat,
  VoiceChatCreate,
  VoiceChatResponses,
  VoiceChatResponsesRequest,
  VoiceCloneResult,
  VoiceCredential,
  VoiceCredentialAction,
  VoiceCredentialInput,
  VoiceCredentialUpdate,
  VoiceFile,
  VoiceFileUpdate,
  VoiceJson,
  VoiceKnowledgeBase,
  VoiceKnowledgeBaseInput,
  VoiceLibraryQuery,
  VoiceLibraryVoice,
  VoiceListQuery,
  VoiceLog,
  VoiceLogQuery,
  VoiceMetrics,
  VoiceMetricsQuery,
  VoiceOrg,
  VoiceOrgAuth,
  VoiceOrgInput,
  VoiceOrgInvite,
  VoiceOrgRole,
  VoiceOrgUser,
  VoicePage,
  VoicePageQuery,
  VoicePhoneNumber,
  VoicePhoneNumberInput,
  VoiceSession,
  VoiceSessionCreate,
  VoiceSessionUpdate,
  VoiceSquad,
  VoiceSquadInput,
  VoiceTemplate,
  VoiceTemplateInput,
  VoiceTestSuite,
  VoiceTestSuiteInput,
  VoiceTestSuiteRun,
  VoiceTestSuiteRunInput,
  VoiceTestSuiteTest,
  VoiceTestSuiteTestInput,
  VoiceRecord,
  VoiceRecordInput,
  VoiceToken,
  VoiceTokenInput,
  VoiceTool,
  VoiceToolInput,
  VoiceWebCall,
  VoiceWebCallCreate,
  VoiceWorkflow,
  VoiceWorkflowInput,
  VonageImport,
} from '@parley/contract/schemas';
import { createHttp, seg, type Query, type VoiceApiOptions, type VoiceHttp } from './http';

/** list / create / get / update (PATCH) / delete of one stored resource under `base`. */
export interface Resource<T, C, U = C, Q extends Query = VoiceListQuery> {
  list(query?: Q): Promise<T[]>;
  create(body: C): Promise<T>;
  get(id: string): Promise<T>;
  update(id: string, body: U): Promise<T>;
  /** The deleted resource as the server last knew it (null when it answers 204). */
  delete(id: string): Promise<T | null>;
}

function resource<T, C, U = C, Q extends Query = VoiceListQuery>(http: VoiceHttp, base: string): Resource<T, C, U, Q> {
  return {
    list: (query) => http<T[]>('GET', base, { query }),
    create: (body) => http<T>('POST', base, { json: body }),
    get: (id) => http<T>('GET', `${base}/${seg(id)}`),
    update: (id, body) => http<T>('PATCH', `${base}/${seg(id)}`, { json: body }),
    delete: (id) => http<T | null>('DELETE', `${base}/${seg(id)}`),
  };
}

/** A resource that lives under a parent (tests and runs of a test suite): the parent id comes first. */
export interface NestedResource<T, C, U = C> {
  list(parentId: string, query?: VoiceListQuery): Promise<T[]>;
  create(parentId: string, body: C): Promise<T>;
  get(parentId: string, id: string): Promise<T>;
  update(parentId: string, id: string, body: U): Promise<T>;
  delete(parentId: string, id: string): Promise<T | null>;
}

function nested<T, C, U = C>(http: VoiceHttp, base: (parentId: string) => string): NestedResource<T, C, U> {
  const of = (parentId: string) => resource<T, C, U>(http, base(parentId));
  return {
    list: (parentId, query) => of(parentId).list(query),
    create: (parentId, body) => of(parentId).create(body),
    get: (parentId, id) => of(parentId).get(id),
    update: (parentId, id, body) => of(parentId).update(id, body),
    delete: (parentId, id) => of(parentId).delete(id),
  };
}

/** One file under `file` (the field Vapi's upload reads), named so the server keeps its name. */
function fileForm(file: Blob, filename?: string): FormData {
  const form = new FormData();
  const name = filename ?? (typeof File !== 'undefined' && file instanceof File ? file.name : 'upload');
  form.append('file', file, name);
  return form;
}

export interface VoiceCloneRequest {
  name: string;
  files: Blob[];
  description?: string;
  /** Serialized labels, as ElevenLabs takes them (JSON text). */
  labels?: string;
}

/**
 * A typed client for the Voice API of spec §7 that works against any Vapi-compatible server:
 * Parley (`baseUrl` = your Parley host, `token` = a widget key or a private key) or Vapi itself.
 * Every function sends the bearer token and JSON; non-2xx answers reject with `VoiceApiError`
 * (Parley answers endpoints it does not offer yet with 501 and `error: "not_implemented"`).
 */
export function createVoiceApi(options: VoiceApiOptions = {}) {
  const http = createHttp(options);
  const get = <T>(path: string, query?: Query) => http<T>('GET', path, { query });
  const post = <T>(path: string, json?: unknown) => http<T>('POST', path, { json });

  return {
    calls: {
      ...resource<VoiceCall, VoiceCallCreate, VoiceCallUpdate>(http, '/call'),
      /** `POST /call/web` (spec §3): `{ id, webCallUrl, artifactPlan, assistant }`. */
      createWeb: (body: VoiceWebCallCreate) => post<VoiceWebCall>('/call/web', body),
      createPhone: (body: VoiceCallCreate) => post<VoiceCall>('/call/phone', body),
      /** `GET /v2/call`: one page of calls with pagination metadata. */
      page: (query?: VoicePageQuery) => get<VoicePage<VoiceCall>>('/v2/call', query),
      export: (query?: VoicePageQuery) => get<VoiceJson>('/v2/call/export', query),
      metadata: (query?: VoicePageQuery) => get<VoiceJson>('/v2/call/metadata', query),
    },
    chats: {
      list: (query?: VoicePageQuery) => get<VoicePage<VoiceChat>>('/chat', query),
      create: (body: VoiceChatCreate) => post<VoiceChat>('/chat', body),
      get: (id: string) => get<VoiceChat>(`/chat/${seg(id)}`),
      delete: (id: string) => http<VoiceChat | null>('DELETE', `/chat/${seg(id)}`),
      /** `POST /chat/responses`: the OpenAI Responses-style chat. */
      responses: (body: VoiceChatResponsesRequest) => post<VoiceChatResponses>('/chat/responses', body),
    },
    sessions: {
      list: (query?: VoicePageQuery) => get<VoicePage<VoiceSession>>('/session', query),
      create: (body: VoiceSessionCreate = {}) => post<VoiceSession>('/session', body),
      get: (id: string) => get<VoiceSession>(`/session/${seg(id)}`),
      update: (id: string, body: VoiceSessionUpdate) => http<VoiceSession>('PATCH', `/session/${seg(id)}`, { json: body }),
      delete: (id: string) => http<VoiceSession | null>('DELETE', `/session/${seg(id)}`),
    },
    assistants: {
      ...resource<VoiceAssistant, VoiceAssistantInput>(http, '/assistant'),
      /** `PUT /assistant/{id}`: replaces the whole assistant (PATCH via `update` changes only the given fields). */
      replace: (id: string, body: VoiceAssistantInput) => http<VoiceAssistant>('PUT', `/assistant/${seg(id)}`, { json: body }),
      versions: (id: string, query?: VoicePageQuery) => get<VoiceAssistantVersion[]>(`/assistant/${seg(id)}/version`, query),
      page: (query?: VoicePageQuery) => get<VoicePage<VoiceAssistant>>('/v2/assistant', query),
    },
    phoneNumbers: {
      ...resource<VoicePhoneNumber, VoicePhoneNumberInput>(http, '/phone-number'),
      importTwilio: (body: TwilioImport) => post<VoicePhoneNumber>('/phone-number/import/twilio', body),
      importVonage: (body: VonageImport) => post<VoicePhoneNumber>('/phone-number/import/vonage', body),
      page: (query?: VoicePageQuery) => get<VoicePage<VoicePhoneNumber>>('/v2/phone-number', query),
    },
    tools: resource<VoiceTool, VoiceToolInput>(http, '/tool'),
    files: {
      list: (query?: VoiceListQuery) => get<VoiceFile[]>('/file', query),
      /** `POST /file`: multipart, the file under `file`. */
      create: (file: Blob, filename?: string) => http<VoiceFile>('POST', '/file', { form: fileForm(file, filename) }),
      /** `POST /file/upload`: the same upload on its legacy path. */
      upload: (file: Blob, filename?: string) => http<VoiceFile>('POST', '/file/upload', { form: fileForm(file, filename) }),
      get: (id: string) => get<VoiceFile>(`/file/${seg(id)}`),
      update: (id: string, body: VoiceFileUpdate) => http<VoiceFile>('PATCH', `/file/${seg(id)}`, { json: body }),
      delete: (id: string) => http<VoiceFile | null>('DELETE', `/file/${seg(id)}`),
    },
    knowledgeBases: resource<VoiceKnowledgeBase, VoiceKnowledgeBaseInput>(http, '/knowledge-base'),
    knowledgeBasesV2: resource<VoiceRecord, VoiceRecordInput>(http, '/v2/knowledge-base'),
    campaigns: resource<VoiceRecord, VoiceRecordInput>(http, '/campaign'),
    structuredOutputs: resource<VoiceRecord, VoiceRecordInput>(http, '/structured-output'),
    evals: resource<VoiceRecord, VoiceRecordInput>(http, '/eval'),
    insights: resource<VoiceRecord, VoiceRecordInput>(http, '/reporting/insight'),
    scorecards: resource<VoiceRecord, VoiceRecordInput>(http, '/observability/scorecard'),
    workflows: resource<VoiceWorkflow, VoiceWorkflowInput>(http, '/workflow'),
    squads: resource<VoiceSquad, VoiceSquadInput>(http, '/squad'),
    testSuites: {
      ...resource<VoiceTestSuite, VoiceTestSuiteInput>(http, '/test-suite'),
      tests: nested<VoiceTestSuiteTest, VoiceTestSuiteTestInput>(http, (suiteId) => `/test-suite/${seg(suiteId)}/test`),
      runs: nested<VoiceTestSuiteRun, VoiceTestSuiteRunInput>(http, (suiteId) => `/test-suite/${seg(suiteId)}/run`),
    },
    metrics: {
      get: (query?: VoiceMetricsQuery) => get<VoiceMetrics>('/metrics', query),
    },
    analytics: {
      /** `POST /analytics`: one result per named query. */
      query: (body: VoiceAnalyticsQuery) => post<VoiceAnalyticsResult>('/analytics', body),
    },
    logs: {
      list: (query?: VoiceLogQuery) => get<VoicePage<VoiceLog>>('/logs', query),
      delete: (query?: VoiceLogQuery) => http<VoiceJson | null>('DELETE', '/logs', { query }),
      /** `GET /log`: the older path of the same listing. */
      listLegacy: (query?: VoiceLogQuery) => get<VoicePage<VoiceLog>>('/log', query),
    },
    orgs: {
      list: () => get<VoiceOrg[]>('/org'),
      create: (body: VoiceOrgInput) => post<VoiceOrg>('/org', body),
      get: (id: string) => get<VoiceOrg>(`/org/${seg(id)}`),
      update: (id: string, body: VoiceOrgInput) => http<VoiceOrg>('PATCH', `/org/${seg(id)}`, { json: body }),
      users: (id: string) => get<VoiceOrgUser[]>(`/org/${seg(id)}/user`),
      leave: (id: string) => post<VoiceJson | null>(`/org/${seg(id)}/leave`),
      removeMember: (id: string, memberId: string) => http<VoiceJson | null>('DELETE', `/org/${seg(id)}/member/${seg(memberId)}/leave`),
      invite: (id: string, body: VoiceOrgInvite) => post<VoiceJson | null>(`/org/${seg(id)}/invite`, body),
      updateRole: (id: string, body: VoiceOrgRole) => http<VoiceJson | null>('PATCH', `/org/${seg(id)}/role`, { json: body }),
      auth: (id: string) => get<VoiceOrgAuth>(`/org/${seg(id)}/auth`),
    },
    tokens: resource<VoiceToken, VoiceTokenInput>(http, '/token'),
    credentials: {
      ...resource<VoiceCredential, VoiceCredentialInput, VoiceCredentialUpdate>(http, '/credential'),
      session: (body: VoiceCredentialAction) => post<VoiceJson>('/credential/session', body),
      webhook: (body: VoiceCredentialAction) => post<VoiceJson>('/credential/webhook', body),
      trigger: (body: VoiceCredentialAction) => post<VoiceJson>('/credential/trigger', body),
    },
    templates: {
      ...resource<VoiceTemplate, VoiceTemplateInput>(http, '/template'),
      pinned: () => get<VoiceTemplate[]>('/template/pinned'),
    },
    voiceLibrary: {
      /** `GET /voice-library`: voices of every provider (filter with `provider`, `keyword`, `language`, `gender`). */
      search: (query?: VoiceLibraryQuery & { provider?: string }) => get<VoiceLibraryVoice[]>('/voice-library', query),
      list: (provider: string, query?: VoiceLibraryQuery) => get<VoiceLibraryVoice[]>(`/voice-library/${seg(provider)}`, query),
      sync: () => post<VoiceLibraryVoice[]>('/voice-library/sync'),
    },
    elevenLabs: {
      /** `POST /11labs/voice/clone`: multipart, samples under `files`. */
      cloneVoice: ({ name, files, description, labels }: VoiceCloneRequest) => {
        const form = new FormData();
        form.append('name', name);
        if (description !== undefined) form.append('description', description);
        if (labels !== undefined) form.append('labels', labels);
        files.forEach((file, index) => form.append('files', file, typeof File !== 'undefined' && file instanceof File ? file.name : `sample-${index + 1}`));
        return http<VoiceCloneResult>('POST', '/11labs/voice/clone', { form });
      },
    },
  };
}

export type VoiceApi = ReturnType<typeof createVoiceApi>;
