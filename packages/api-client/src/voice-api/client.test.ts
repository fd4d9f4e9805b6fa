import { describe, expect, expectTypeOf, it, vi } from 'vitest';
import { VOICE_API_OPERATIONS, type VoiceApiOperation, type VoiceBodyOf, type VoiceQueryOf, type VoiceResponseOf } from '@parley/contract';
import { createVoiceApi, type VoiceApi } from './client';
import { VoiceApiError } from './http';
import type { createVoiceFunctions } from './operation-call';

type Handler = (request: Request) => Response | Promise<Response>;

/** A fetch that records each request and answers from `handler`: the wire, not a mock of the client. */
function fakeFetch(handler: Handler = () => json({ id: 'x' })) {
  const requests: Request[] = [];
  const bodies: unknown[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    requests.push(request);
    bodies.push(init?.body);
    return handler(request);
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, requests, bodies };
}

const json = (body: unknown, init: ResponseInit = {}) =>
  new Response(JSON.stringify(body), { ...init, headers: { 'content-type': 'application/json', ...init.headers } });

type Fn = (...args: unknown[]) => Promise<unknown>;

/** Every function of the client with its dotted name (`testSuites.tests.list`). */
function functionsOf(value: object, prefix = ''): Map<string, Fn> {
  const found = new Map<string, Fn>();
  const members: [string, unknown][] = Object.entries(value);
  for (const [key, member] of members) {
    const name = prefix ? `${prefix}.${key}` : key;
    if (typeof member === 'function') found.set(name, member as Fn);
    else if (member && typeof member === 'object') for (const [k, v] of functionsOf(member, name)) found.set(k, v);
  }
  return found;
}

/** Arguments in the client's convention: path parameters in order, then the body or the query. */
function argumentsFor(op: VoiceApiOperation): unknown[] {
  const params = [...op.path.matchAll(/\{(\w+)\}/g)].map((m) => `${m[1]}/ 1`);
  if (op.client === 'elevenLabs.cloneVoice') return [...params, { name: 'Ada', files: [new Blob(['RIFF'], { type: 'audio/wav' })] }];
  if (op.multipart) return [...params, new Blob(['hello'], { type: 'text/plain' }), 'hello.txt'];
  if (op.body) return [...params, { name: 'Sample' }];
  if (op.query) return [...params, { limit: 5 }];
  return params;
}

describe('createVoiceApi: every function calls its documented operation', () => {
  const { fetch, requests } = fakeFetch();
  const api = createVoiceApi({ baseUrl: 'https://voice.example/', token: 'sk_test', fetch });
  const functions = functionsOf(api);

  it('has exactly one function per Voice API operation of spec §7', () => {
    expect([...functions.keys()].sort()).toEqual(VOICE_API_OPERATIONS.map((op) => op.client).sort());
  });

  it.each(VOICE_API_OPERATIONS.map((op) => [`${op.method} ${op.path}`, op] as const))('%s', async (_name, op) => {
    const fn = functions.get(op.client);
    expect(fn, op.client).toBeTypeOf('function');
    await fn!(...argumentsFor(op));
    const request = requests.at(-1)!;
    const url = new URL(request.url);
    // Ids are encoded into one path segment each ("id/ 1" → "id%2F%201").
    const expected = op.path.replace(/\{(\w+)\}/g, (_m, name: string) => encodeURIComponent(`${name}/ 1`));
    expect(request.method).toBe(op.method);
    expect(url.origin + url.pathname).toBe(`https://voice.example${expected}`);
    expect(request.headers.get('authorization')).toBe('Bearer sk_test');
    if (op.query && !op.body) expect(url.searchParams.get('limit')).toBe('5');
    if (op.body && !op.multipart) expect(await request.json()).toEqual({ name: 'Sample' });
    if (op.multipart) expect(request.headers.get('content-type')).toMatch(/^multipart\/form-data; boundary=/);
  });
});

describe('the table keeps the client’s argument rule', () => {
  // A function's last argument is its query for GET and DELETE and its body otherwise (operation-call.ts):
  // an operation that broke the rule would send its input the wrong way.
  it.each(VOICE_API_OPERATIONS.map((op) => [op.client, op] as const))('%s', (_name, op) => {
    const readsQuery = op.method === 'GET' || op.method === 'DELETE';
    expect(readsQuery ? op.body : op.query).toBeUndefined();
  });
});

describe('createVoiceApi requests', () => {
  it('defaults to api.vapi.ai and takes the token from a function per request', async () => {
    const { fetch, requests } = fakeFetch(() => json([]));
    let n = 0;
    const api = createVoiceApi({ token: () => Promise.resolve(`t${++n}`), fetch });
    await api.assistants.list();
    await api.assistants.list();
    expect(requests[0]!.url).toBe('https://api.vapi.ai/assistant');
    expect(requests.map((r) => r.headers.get('authorization'))).toEqual(['Bearer t1', 'Bearer t2']);
  });

  it('drops empty query values and stringifies the rest', async () => {
    const { fetch, requests } = fakeFetch(() => json({ results: [], metadata: { itemsPerPage: 10, totalItems: 0, currentPage: 2 } }));
    const api = createVoiceApi({ baseUrl: 'https://voice.example', fetch });
    const page = await api.calls.page({ page: 2, limit: 10, sortOrder: 'DESC', assistantId: undefined, createdAtGt: '' });
    expect(new URL(requests[0]!.url).search).toBe('?page=2&limit=10&sortOrder=DESC');
    expect(page.metadata.currentPage).toBe(2);
    expect(requests[0]!.headers.get('authorization')).toBeNull();
  });

  it('sends JSON bodies with their content type and returns the parsed answer', async () => {
    const { fetch, requests } = fakeFetch(() => json({ id: 'call_1', webCallUrl: 'wss://parley.example/call/call_1' }, { status: 201 }));
    const api = createVoiceApi({ baseUrl: 'https://voice.example', token: 'pk', fetch });
    const call = await api.calls.createWeb({ assistantId: 'asst_1', assistantOverrides: { variableValues: { name: 'Ada' } } });
    expect(call.webCallUrl).toBe('wss://parley.example/call/call_1');
    expect(requests[0]!.headers.get('content-type')).toBe('application/json');
    expect(await requests[0]!.json()).toEqual({ assistantId: 'asst_1', assistantOverrides: { variableValues: { name: 'Ada' } } });
  });

  it('uploads files as multipart under `file`, keeping the name', async () => {
    const { fetch, requests, bodies } = fakeFetch(() => json({ id: 'file_1', name: 'prices.pdf' }, { status: 201 }));
    const api = createVoiceApi({ baseUrl: 'https://voice.example', fetch });
    await api.files.create(new Blob(['%PDF'], { type: 'application/pdf' }), 'prices.pdf');
    // The FormData as sent (reading it back through Request.formData() is not supported under jsdom).
    expect(bodies[0]).toBeInstanceOf(FormData);
    expect(requests[0]!.headers.get('content-type')).toMatch(/^multipart\/form-data/);
    const file = (bodies[0] as FormData).get('file');
    expect(file).toBeInstanceOf(Blob);
    expect((file as File).name).toBe('prices.pdf');
  });

  it('returns null for an empty (204) answer', async () => {
    const { fetch } = fakeFetch(() => new Response(null, { status: 204 }));
    const api = createVoiceApi({ baseUrl: 'https://voice.example', fetch });
    await expect(api.squads.delete('sq_1')).resolves.toBeNull();
  });
});

describe('createVoiceApi errors', () => {
  const failing = (response: () => Response) => createVoiceApi({ baseUrl: 'https://voice.example', fetch: fakeFetch(response).fetch });

  it('turns Parley’s 501 into a VoiceApiError with status, code and message', async () => {
    const api = failing(() => json({ error: 'not_implemented', message: 'Squad is not available on Parley yet' }, { status: 501 }));
    const error = await api.squads.list().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(VoiceApiError);
    expect(error).toMatchObject({
      status: 501,
      code: 'not_implemented',
      message: 'Squad is not available on Parley yet',
      request: { method: 'GET', path: '/squad' },
    });
    expect((error as VoiceApiError).isNotImplemented).toBe(true);
  });

  it('joins a Vapi validation message list', async () => {
    const api = failing(() => json({ statusCode: 400, error: 'Bad Request', message: ['name must be a string', 'model is required'] }, { status: 400 }));
    await expect(api.assistants.create({ name: 'A' })).rejects.toMatchObject({
      status: 400,
      code: 'Bad Request',
      message: 'name must be a string; model is required',
    });
  });

  it('falls back to the error word, then to the status text', async () => {
    await expect(failing(() => json({ error: 'Unauthorized' }, { status: 401 })).tools.list()).rejects.toMatchObject({ status: 401, message: 'Unauthorized' });
    await expect(failing(() => new Response('', { status: 502, statusText: 'Bad Gateway' })).tools.list()).rejects.toMatchObject({
      status: 502,
      code: null,
      message: 'Bad Gateway',
    });
    await expect(failing(() => new Response('upstream timed out', { status: 504 })).tools.list()).rejects.toMatchObject({
      status: 504,
      body: 'upstream timed out',
      message: 'upstream timed out',
    });
  });

  it('reports an unreachable server as status 0 with the cause', async () => {
    const cause = new TypeError('fetch failed');
    const api = createVoiceApi({ baseUrl: 'https://voice.example', fetch: () => Promise.reject(cause) });
    const error = (await api.calls.get('c1').catch((e: unknown) => e)) as VoiceApiError;
    expect(error).toMatchObject({ status: 0, code: 'network_error' });
    expect(error.cause).toBe(cause);
  });
});

// Types: the client is usable without casts, and wrong shapes do not compile. Compiled by `tsc`
// (the package's typecheck), never run: each `@ts-expect-error` fails the typecheck if its line compiles.
export function typeChecks(api: VoiceApi) {
  void api.assistants.update('a', { firstMessage: 'Hi', model: { provider: 'openai', model: 'gpt-4o' } });
  // @ts-expect-error a web call needs a body
  void api.calls.createWeb();
  // @ts-expect-error analytics needs at least its queries
  void api.analytics.query({});
  // @ts-expect-error the contract's assistantId is a string
  void api.calls.createWeb({ assistantId: 5 });
  // @ts-expect-error a chat is read by its id
  void api.chats.get();
  // @ts-expect-error removing a member needs the organization and the member
  void api.orgs.removeMember('org_1');
  // @ts-expect-error getting an organization takes no query or body
  void api.orgs.get('org_1', { limit: 5 });
}

/** Compiled, never run: each function is the contract's operation, by its dotted name; what it answers is what its schema parses to. */
export async function contractChecks(voice: ReturnType<typeof createVoiceFunctions>, api: VoiceApi) {
  // @ts-expect-error the contract has no such Voice API operation
  voice.operation('calls.archive');
  // @ts-expect-error a test suite's tests live under their suite: not a top-level resource
  voice.resource('testSuites.tests');
  // @ts-expect-error only the table's multipart operations take a form
  voice.multipart('calls.create');
  expectTypeOf(await api.calls.createWeb({ assistantId: 'a' })).toEqualTypeOf<VoiceResponseOf<'calls.createWeb'>>();
  expectTypeOf(await api.chats.delete('c')).toEqualTypeOf<VoiceResponseOf<'chats.delete'> | null>();
  expectTypeOf(api.calls.page).parameter(0).toEqualTypeOf<VoiceQueryOf<'calls.page'> | undefined>();
  expectTypeOf(api.orgs.update).parameter(1).toEqualTypeOf<VoiceBodyOf<'orgs.update'>>();
}
