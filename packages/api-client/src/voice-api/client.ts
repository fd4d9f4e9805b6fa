import type { VoiceBodyOf } from '@parley/contract';
import { createHttp, type VoiceApiOptions } from './http';
import { createVoiceFunctions } from './operation-call';

export type { NestedResource, Resource } from './operation-call';

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
 * Every function is an operation of the contract's `VOICE_API_OPERATIONS`, named by its dotted
 * name: method, path, body, query and answer come from there. Every function sends the bearer
 * token and JSON; non-2xx answers reject with `VoiceApiError` (Parley answers endpoints it does
 * not offer yet with 501 and `error: "not_implemented"`).
 */
export function createVoiceApi(options: VoiceApiOptions = {}) {
  const { operation, multipart, resource, nested } = createVoiceFunctions(createHttp(options));
  const createSession = operation('sessions.create');
  const createFile = multipart('files.create');
  const uploadFile = multipart('files.upload');
  const cloneVoice = multipart('elevenLabs.cloneVoice');

  return {
    calls: {
      ...resource('calls'),
      /** `POST /call/web` (spec §3): `{ id, webCallUrl, artifactPlan, assistant }`. */
      createWeb: operation('calls.createWeb'),
      createPhone: operation('calls.createPhone'),
      /** One page of calls with pagination metadata (v2). */
      page: operation('calls.page'),
      export: operation('calls.export'),
      metadata: operation('calls.metadata'),
    },
    chats: {
      list: operation('chats.list'),
      create: operation('chats.create'),
      get: operation('chats.get'),
      delete: operation('chats.delete'),
      /** The OpenAI Responses-style chat. */
      responses: operation('chats.responses'),
    },
    sessions: {
      list: operation('sessions.list'),
      /** A session without a body is a fresh one: the body is optional. */
      create: (body: VoiceBodyOf<'sessions.create'> = {}) => createSession(body),
      get: operation('sessions.get'),
      update: operation('sessions.update'),
      delete: operation('sessions.delete'),
    },
    assistants: {
      ...resource('assistants'),
      /** Replaces the whole assistant (PATCH via `update` changes only the given fields). */
      replace: operation('assistants.replace'),
      versions: operation('assistants.versions'),
      page: operation('assistants.page'),
    },
    phoneNumbers: {
      ...resource('phoneNumbers'),
      importTwilio: operation('phoneNumbers.importTwilio'),
      importVonage: operation('phoneNumbers.importVonage'),
      page: operation('phoneNumbers.page'),
    },
    tools: resource('tools'),
    files: {
      list: operation('files.list'),
      /** Multipart, the file under `file`. */
      create: (file: Blob, filename?: string) => createFile(fileForm(file, filename)),
      /** The same upload on its legacy path. */
      upload: (file: Blob, filename?: string) => uploadFile(fileForm(file, filename)),
      get: operation('files.get'),
      update: operation('files.update'),
      delete: operation('files.delete'),
    },
    knowledgeBases: resource('knowledgeBases'),
    knowledgeBasesV2: resource('knowledgeBasesV2'),
    campaigns: resource('campaigns'),
    structuredOutputs: resource('structuredOutputs'),
    evals: resource('evals'),
    insights: resource('insights'),
    scorecards: resource('scorecards'),
    workflows: resource('workflows'),
    squads: resource('squads'),
    testSuites: { ...resource('testSuites'), tests: nested('testSuites.tests'), runs: nested('testSuites.runs') },
    metrics: { get: operation('metrics.get') },
    /** One result per named query. */
    analytics: { query: operation('analytics.query') },
    logs: {
      list: operation('logs.list'),
      delete: operation('logs.delete'),
      /** The older path of the same listing. */
      listLegacy: operation('logs.listLegacy'),
    },
    orgs: {
      list: operation('orgs.list'),
      create: operation('orgs.create'),
      get: operation('orgs.get'),
      update: operation('orgs.update'),
      users: operation('orgs.users'),
      leave: operation('orgs.leave'),
      removeMember: operation('orgs.removeMember'),
      invite: operation('orgs.invite'),
      updateRole: operation('orgs.updateRole'),
      auth: operation('orgs.auth'),
    },
    tokens: resource('tokens'),
    credentials: {
      ...resource('credentials'),
      session: operation('credentials.session'),
      webhook: operation('credentials.webhook'),
      trigger: operation('credentials.trigger'),
    },
    templates: { ...resource('templates'), pinned: operation('templates.pinned') },
    voiceLibrary: {
      /** Voices of every provider (filter with `provider`, `keyword`, `language`, `gender`). */
      search: operation('voiceLibrary.search'),
      list: operation('voiceLibrary.list'),
      sync: operation('voiceLibrary.sync'),
    },
    elevenLabs: {
      /** Multipart, samples under `files`. */
      cloneVoice: ({ name, files, description, labels }: VoiceCloneRequest) => {
        const form = new FormData();
        form.append('name', name);
        if (description !== undefined) form.append('description', description);
        if (labels !== undefined) form.append('labels', labels);
        files.forEach((file, index) => form.append('files', file, typeof File !== 'undefined' && file instanceof File ? file.name : `sample-${index + 1}`));
        return cloneVoice(form);
      },
    },
  };
}

export type VoiceApi = ReturnType<typeof createVoiceApi>;
