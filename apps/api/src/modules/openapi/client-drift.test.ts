import { createApiClient, createVoiceApi } from '@parley/api-client';
import { VOICE_API_OPERATIONS, type VoiceApiOperation } from '@parley/contract';
import { describe, expect, it } from 'vitest';
import { buildOpenApiDocument } from './document';
import { ALL_OPERATIONS } from '@parley/contract';

/**
 * The clients cannot drift from the document: every function of `createApiClient` and
 * `createVoiceApi` is called against a recording fetch, and the request it makes must be an
 * operation of the document that names that function; every operation the dashboard or a Voice
 * API client uses must name a function that exists.
 */
const document = buildOpenApiDocument({ operations: ALL_OPERATIONS, statusOf: () => 'implemented' });
const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
  Object.entries(methods).map(([method, op]) => ({
    method: method.toUpperCase(),
    path,
    pattern: new RegExp(`^${path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '[^/]+')}$`),
    clients: (op['x-parley-client'] as string[] | undefined) ?? [],
    audience: op['x-parley-audience'] as string,
  })),
);

type Fn = (...args: unknown[]) => Promise<unknown>;
function functionsOf(value: object, prefix = ''): Map<string, Fn> {
  const found = new Map<string, Fn>();
  for (const [key, member] of Object.entries(value)) {
    const name = prefix ? `${prefix}.${key}` : key;
    if (typeof member === 'function') found.set(name, member as Fn);
    else if (member && typeof member === 'object') for (const [k, v] of functionsOf(member as object, name)) found.set(k, v);
  }
  return found;
}

function recorder() {
  const calls: { method: string; path: string }[] = [];
  const fetch = (input: string | URL | Request, init?: RequestInit) => {
    const request = new Request(input, init);
    calls.push({ method: request.method, path: decodeURIComponent(new URL(request.url).pathname) });
    return Promise.resolve(
      new Response(JSON.stringify({ data: {}, id: 'x' }), { status: 200, headers: { 'content-type': 'application/json', authorization: 'Bearer t' } }),
    );
  };
  return { calls, fetch };
}

/** The one request a client function makes must be a documented operation that names it. */
function expectDocumented(name: string, call: { method: string; path: string } | undefined) {
  expect(call, `${name} made no request`).toBeDefined();
  const candidates = operations.filter((op) => op.method === call!.method && op.pattern.test(call!.path));
  expect(
    candidates.map((op) => `${op.method} ${op.path}`),
    `${name}: ${call!.method} ${call!.path} is not documented`,
  ).not.toEqual([]);
  expect(
    candidates.some((op) => op.clients.includes(name)),
    `${name}: ${call!.method} ${call!.path} is documented without x-parley-client ${name}`,
  ).toBe(true);
}

// Arguments where the generic `(1, {})` does not fit the function's shape.
const PRODUCT_ARGS: Record<string, unknown[]> = {
  uploadDocuments: [[new Blob(['notes'], { type: 'text/plain' })]],
  importProductsCsv: [new Blob(['name\nShoe'], { type: 'text/csv' })],
  updateAgent: [{ name: 'Ada' }],
  // Follows until its signal aborts: this one aborts as soon as the stream opens.
  streamLiveEvents: (() => {
    const stop = new AbortController();
    return [() => {}, { signal: stop.signal, onStatus: () => stop.abort() }];
  })(),
};

describe('createApiClient matches the document', () => {
  const { calls, fetch } = recorder();
  const api = createApiClient({ baseUrl: 'https://parley.example', fetch, getToken: () => 't' });
  const functions = functionsOf(api);
  functions.delete('request'); // the escape hatch has no fixed endpoint

  it.each([...functions.keys()])('%s', async (name) => {
    calls.length = 0;
    await functions.get(name)!(...(PRODUCT_ARGS[name] ?? [1, {}]));
    expect(calls).toHaveLength(1);
    expectDocumented(name, calls[0]);
  });

  it('has a function for every operation the dashboard uses', () => {
    const dashboard = operations.filter((op) => op.audience === 'dashboard');
    expect(dashboard.length).toBeGreaterThan(50);
    for (const op of dashboard) {
      expect(op.clients, `${op.method} ${op.path} names no client function`).not.toEqual([]);
      for (const name of op.clients) expect(functions.has(name), `${op.method} ${op.path}: createApiClient has no ${name}`).toBe(true);
    }
  });
});

function argumentsFor(op: VoiceApiOperation): unknown[] {
  const params = [...op.path.matchAll(/\{(\w+)\}/g)].map((m) => `${m[1]}-1`);
  if (op.client === 'elevenLabs.cloneVoice') return [...params, { name: 'Ada', files: [new Blob(['RIFF'])] }];
  if (op.multipart) return [...params, new Blob(['hello'])];
  if (op.body) return [...params, { name: 'Sample' }];
  return params;
}

describe('createVoiceApi matches the document', () => {
  const { calls, fetch } = recorder();
  const voice = createVoiceApi({ baseUrl: 'https://parley.example', token: 'pk', fetch });
  const functions = functionsOf(voice);
  const byClient = new Map(VOICE_API_OPERATIONS.map((op) => [op.client, op]));

  it.each([...functions.keys()])('voice.%s', async (name) => {
    const op = byClient.get(name);
    expect(op, `${name} is not in VOICE_API_OPERATIONS`).toBeDefined();
    calls.length = 0;
    await functions.get(name)!(...argumentsFor(op!));
    expectDocumented(`voice.${name}`, calls[0]);
  });

  it('has a function for every Voice API operation in the document', () => {
    const voiceOps = operations.filter((op) => op.clients.some((c) => c.startsWith('voice.')));
    expect(voiceOps.length).toBe(VOICE_API_OPERATIONS.length);
    for (const op of voiceOps)
      for (const name of op.clients) expect(functions.has(name.replace(/^voice\./, '')), `${op.method} ${op.path}: createVoiceApi has no ${name}`).toBe(true);
    const undocumentedVoice = operations.filter((op) => op.audience === 'voice-api' && op.clients.length === 0);
    expect(undocumentedVoice).toEqual([]);
  });
});
