import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Tool } from '@parley/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import type { Database } from '../../db/database';
import { signUpBusiness, TEST_JWT_SECRET, useLoopbackServer, useTestApp, widgetHeaders, type TestApp } from '../../test-app';
import { testDatabases } from '../../test-databases';
import { createLlmResponder } from '../runtime/llm-responder';
import type { SpeechToText, TextToSpeech } from '../voice/providers/types';
import { startVoiceTrial } from '../billing/plan-test-kit';
import { MediaClient, tone } from '../voice/test-kit';
import { signToolCall, verifyToolSignature } from './webhook';

let seq = 0;

const readBody = async (request: IncomingMessage) => {
  let text = '';
  for await (const chunk of request) text += chunk;
  return text;
};
/** Voice calls in these tests are typed to: a recogniser that hears nothing, a voice that hums. */
const voiceTest = {
  providers: () => ({
    stt: { name: 'parley', start: () => ({ write: () => {}, close: () => {} }) } satisfies SpeechToText,
    tts: {
      name: 'parley',
      voiceId: 'tone',
      // eslint-disable-next-line @typescript-eslint/require-await -- an async generator is the plainest AsyncIterable of audio
      synthesize: async function* (text: string) {
        yield tone(20 * text.split(/\s+/).length);
      },
    } satisfies TextToSpeech,
  }),
};

describe('tool call signatures', () => {
  const body = JSON.stringify({ message: { type: 'tool-calls' } });
  it('verify with the secret, and fail when tampered, re-signed with another secret, or stale', () => {
    const header = signToolCall('whsec_a', body);
    expect(verifyToolSignature('whsec_a', body, header)).toBe(true);
    expect(verifyToolSignature('whsec_a', `${body} `, header)).toBe(false);
    expect(verifyToolSignature('whsec_b', body, header)).toBe(false);
    expect(verifyToolSignature('whsec_a', body, signToolCall('whsec_a', body, Math.floor(Date.now() / 1000) - 3600))).toBe(false);
    expect(verifyToolSignature('whsec_a', body, undefined)).toBe(false);
    expect(verifyToolSignature('whsec_a', body, 't=abc,v1=zz')).toBe(false);
  });
});

describe.each(testDatabases())('tools on $name', ({ open }) => {
  let database: Database;
  let app: TestApp;
  let strict: TestApp;
  const llmRequests: { messages: { role: string; content: string | null; tool_call_id?: string }[]; tools?: unknown[] }[] = [];
  const hooks: { headers: IncomingMessage['headers']; body: string }[] = [];
  let webhookUrl = '';

  // An OpenAI-compatible model that first asks for a tool, then answers from its result.
  // The handlers' promises are left to run, as node:http does with any handler; a failure shows in the test's assertions.
  const answerLlm = async (request: IncomingMessage, response: ServerResponse) => {
    const body = JSON.parse(await readBody(request)) as (typeof llmRequests)[number];
    llmRequests.push(body);
    response.writeHead(200, { 'content-type': 'text/event-stream' });
    const send = (delta: object, finish: string | null = null) =>
      response.write(`data: ${JSON.stringify({ choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`);
    const toolResult = body.messages.find((m) => m.role === 'tool');
    if (body.tools && !toolResult) {
      send({ role: 'assistant', tool_calls: [{ index: 0, id: 'call_1', type: 'function', function: { name: 'check_stock', arguments: '' } }] });
      send({ tool_calls: [{ index: 0, function: { arguments: '{"sku":' } }] });
      send({ tool_calls: [{ index: 0, function: { arguments: '"TS-100"}' } }] }, 'tool_calls');
    } else {
      const stock = toolResult ? (JSON.parse(toolResult.content!) as { stock: number }).stock : 'unknown';
      send({ role: 'assistant', content: `We have ${stock} ` });
      send({ content: 'in stock.' }, 'stop');
    }
    response.end('data: [DONE]\n\n');
  };
  const llm = createServer((request, response) => void answerLlm(request, response));
  const answerTool = async (request: IncomingMessage, response: ServerResponse) => {
    const body = await readBody(request);
    hooks.push({ headers: request.headers, body });
    const { message } = JSON.parse(body) as { message: { toolCallList: { id: string }[] } };
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ results: [{ toolCallId: message.toolCallList[0]!.id, result: { stock: 7 } }] }));
  };
  const webhook = createServer((request, response) => void answerTool(request, response));
  const llmUrl = useLoopbackServer(llm);
  const webhookOrigin = useLoopbackServer(webhook);
  const PUBLIC_URL = 'http://localhost:80';
  useTestApp(
    open,
    () => ({ env: { PUBLIC_URL, TOOLS_ALLOW_PRIVATE_NETWORKS: true }, responder: createLlmResponder({ baseUrl: llmUrl(), model: 'test-model' }), voiceTest }),
    (opened) => ({ app, database } = opened),
  );
  beforeAll(async () => {
    webhookUrl = `${webhookOrigin()}/tools/stock`;
    await app.listen({ port: 0, host: '127.0.0.1' });
    strict = await buildApp({ env: { JWT_SECRET: TEST_JWT_SECRET, NODE_ENV: 'test', PUBLIC_URL }, database });
  });
  afterAll(() => strict?.close());

  const owner = () => signUpBusiness(app, 'tools', 'Tool Co');
  const stockTool = (url: string) => ({
    tool: {
      name: 'check_stock',
      description: 'Checks how many of a product are in stock',
      url,
      parameters: { type: 'object', properties: { sku: { type: 'string' } }, required: ['sku'] },
    },
  });

  it('are created with a secret shown once, validated, and refused on private addresses by default', async () => {
    const { auth } = await owner();
    const created = await app.inject({ method: 'POST', url: '/api/v1/organizations/current/tools', headers: auth, payload: stockTool(webhookUrl) });
    expect(created.statusCode).toBe(201);
    const tool = created.json<{ data: Tool }>().data;
    expect(tool.secret).toMatch(/^whsec_/);
    const listed = (await app.inject({ method: 'GET', url: '/api/v1/organizations/current/tools', headers: auth })).json<{ data: Tool[] }>().data;
    expect(listed).toEqual([expect.objectContaining({ name: 'check_stock', secret_hint: `…${tool.secret!.slice(-4)}` })]);
    expect(listed[0]!.secret).toBeUndefined();

    const duplicate = await app.inject({ method: 'POST', url: '/api/v1/organizations/current/tools', headers: auth, payload: stockTool(webhookUrl) });
    expect(duplicate.statusCode).toBe(422);
    expect(duplicate.json<{ error: string }>().error).toContain('already exists');
    const badName = await app.inject({
      method: 'POST',
      url: '/api/v1/organizations/current/tools',
      headers: auth,
      payload: { tool: { ...stockTool(webhookUrl).tool, name: 'check stock!' } },
    });
    expect(badName.statusCode).toBe(422);
    const badSchema = await app.inject({
      method: 'POST',
      url: '/api/v1/organizations/current/tools',
      headers: auth,
      payload: { tool: { ...stockTool(webhookUrl).tool, name: 'x', parameters: { type: 'object', properties: {}, required: ['sku'] } } },
    });
    expect(badSchema.statusCode).toBe(422);
    for (const url of ['http://127.0.0.1:9/x', 'http://localhost/x', 'http://[::1]/x', 'http://169.254.169.254/latest']) {
      const refused = await strict.inject({
        method: 'POST',
        url: '/api/v1/organizations/current/tools',
        headers: auth,
        payload: { tool: { ...stockTool(url).tool, name: `t${++seq}` } },
      });
      expect(refused.statusCode, url).toBe(422);
    }
  });

  it('are listed with the responder that answers visitors: the language model, or the offline one', async () => {
    const { auth } = await owner();
    const withModel = await app.inject({ method: 'GET', url: '/api/v1/organizations/current/tools', headers: auth });
    expect(withModel.json<{ meta: unknown }>().meta).toEqual({ responder: 'llm' });
    const offline = await strict.inject({ method: 'GET', url: '/api/v1/organizations/current/tools', headers: auth });
    expect(offline.json()).toEqual({ data: [], meta: { responder: 'retrieval' } });
  });

  it('are called by the model through a signed webhook in Vapi’s shape, and the answer uses the result', async () => {
    const business = await owner();
    const { auth } = business;
    const tool = (await app.inject({ method: 'POST', url: '/api/v1/organizations/current/tools', headers: auth, payload: stockTool(webhookUrl) })).json<{
      data: Tool;
    }>().data;
    hooks.length = 0;
    llmRequests.length = 0;
    const res = await app.inject({
      method: 'POST',
      url: '/chat',
      headers: widgetHeaders(business),
      payload: { input: 'Is the trail shoe TS-100 in stock?' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<{ output: { content: string }[] }>().output[0]!.content).toBe('We have 7 in stock.');

    expect(hooks).toHaveLength(1);
    const [hook] = hooks;
    expect(verifyToolSignature(tool.secret!, hook!.body, hook!.headers['x-parley-signature'] as string)).toBe(true);
    expect(JSON.parse(hook!.body)).toMatchObject({
      message: {
        type: 'tool-calls',
        toolCallList: [{ id: 'call_1', type: 'function', function: { name: 'check_stock', arguments: { sku: 'TS-100' } } }],
        chat: { id: res.json<{ id: string }>().id },
      },
    });
    expect(llmRequests[0]!.tools).toEqual([
      {
        type: 'function',
        function: {
          name: 'check_stock',
          description: 'Checks how many of a product are in stock',
          parameters: { type: 'object', properties: { sku: { type: 'string' } }, required: ['sku'] },
        },
      },
    ]);
    expect(llmRequests[1]!.messages.at(-1)).toEqual({ role: 'tool', tool_call_id: 'call_1', content: '{"stock":7}' });
  });

  it('are announced on a voice call as the model calls them, and the spoken answer uses the result', async () => {
    const business = await owner();
    const { auth } = business;
    await startVoiceTrial(app, auth);
    await app.inject({ method: 'POST', url: '/api/v1/organizations/current/tools', headers: auth, payload: stockTool(webhookUrl) });
    const host = `127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    const started = await app.inject({
      method: 'POST',
      url: '/call/web',
      headers: { ...widgetHeaders(business), host },
      payload: { assistantId: 'self', assistantOverrides: { firstMessageMode: 'assistant-waits-for-user' } },
    });
    expect(started.statusCode).toBe(201);
    // PUBLIC_URL names port 80 in these tests; the socket is on the port the app listens on.
    const client = await MediaClient.open(String(started.json<{ webCallUrl: string }>().webCallUrl).replace(/^wss?:\/\/[^/]+/, `ws://${host}`));
    try {
      await client.waitFor((m) => m.type === 'call-ready');
      hooks.length = 0;
      client.send({ type: 'add-message', message: { role: 'user', content: 'Is the trail shoe TS-100 in stock?' } });
      const announced = await client.waitFor((m) => m.type === 'tool-calls');
      expect(announced.toolCalls).toEqual([{ id: 'call_1', type: 'function', function: { name: 'check_stock', arguments: { sku: 'TS-100' } } }]);
      const answer = await client.waitFor((m) => m.type === 'transcript' && m.role === 'assistant');
      expect(answer.transcript).toBe('We have 7 in stock.');
      expect(hooks).toHaveLength(1);
      // Announced before the business's server was asked, so an app can show "checking stock…".
      expect(announced.seq).toBeLessThan(answer.seq);
    } finally {
      client.ws.close();
    }
  });

  it('can be tested by the owner, and disabled tools are not offered', async () => {
    const { auth } = await owner();
    const tool = (await app.inject({ method: 'POST', url: '/api/v1/organizations/current/tools', headers: auth, payload: stockTool(webhookUrl) })).json<{
      data: Tool;
    }>().data;
    const tested = await app.inject({
      method: 'POST',
      url: `/api/v1/organizations/current/tools/${tool.id}/test`,
      headers: auth,
      payload: { arguments: { sku: 'RJ-200' } },
    });
    expect(tested.json<{ data: unknown }>().data).toMatchObject({ ok: true, status: 200, result: '{"stock":7}', error: null });
    const unreachable = (
      await app.inject({
        method: 'POST',
        url: '/api/v1/organizations/current/tools',
        headers: auth,
        payload: { tool: { ...stockTool('http://127.0.0.1:9/none').tool, name: 'broken' } },
      })
    ).json<{ data: Tool }>().data;
    const failed = await app.inject({ method: 'POST', url: `/api/v1/organizations/current/tools/${unreachable.id}/test`, headers: auth, payload: {} });
    expect(failed.json<{ data: unknown }>().data).toMatchObject({ ok: false, error: 'The broken tool could not be reached.' });

    const rotated = (await app.inject({ method: 'POST', url: `/api/v1/organizations/current/tools/${tool.id}/secret`, headers: auth })).json<{ data: Tool }>()
      .data;
    expect(rotated.secret).not.toBe(tool.secret);
    const off = await app.inject({
      method: 'PUT',
      url: `/api/v1/organizations/current/tools/${tool.id}`,
      headers: auth,
      payload: { tool: { ...stockTool(webhookUrl).tool, enabled: false } },
    });
    expect(off.json<{ data: Tool }>().data.enabled).toBe(false);
  });

  it('of another organization are not found', async () => {
    const a = await owner();
    const b = await owner();
    const tool = (await app.inject({ method: 'POST', url: '/api/v1/organizations/current/tools', headers: a.auth, payload: stockTool(webhookUrl) })).json<{
      data: Tool;
    }>().data;
    const base = `/api/v1/organizations/current/tools/${tool.id}`;
    expect((await app.inject({ method: 'PUT', url: base, headers: b.auth, payload: stockTool(webhookUrl) })).statusCode).toBe(404);
    expect((await app.inject({ method: 'POST', url: `${base}/test`, headers: b.auth, payload: {} })).statusCode).toBe(404);
    expect((await app.inject({ method: 'POST', url: `${base}/secret`, headers: b.auth })).statusCode).toBe(404);
    expect((await app.inject({ method: 'DELETE', url: base, headers: b.auth })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/api/v1/organizations/current/tools', headers: b.auth })).json<{ data: Tool[] }>().data).toEqual([]);
    expect((await app.inject({ method: 'DELETE', url: base, headers: a.auth })).statusCode).toBe(204);
  });
});
