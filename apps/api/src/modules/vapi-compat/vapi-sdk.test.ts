import { VapiClient, VapiError } from '@vapi-ai/server-sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import type { Database } from '../../db/database';
import { openTestPglite } from '../../test-databases';

/**
 * Vapi's own server SDK (`@vapi-ai/server-sdk`), pointed at a listening Parley server with the
 * owner's token as its private key, as a developer moving from Vapi would use it. Every operation
 * Parley has a concept for works; the rest answer 501 with the catalogue's message, never 404.
 */
describe('Vapi’s server SDK against Parley', () => {
  let database: Database;
  let app: Awaited<ReturnType<typeof buildApp>>;
  let vapi: VapiClient;
  let other: VapiClient;

  const signup = async (url: string, email: string, business: string) => {
    const response = await fetch(`${url}/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ user: { name: 'Owner', email, password: 'Passw0rd!x9' }, organization: { name: business, website_url: 'https://shop.example' } }),
    });
    expect(response.status).toBe(201);
    return response.headers.get('authorization')!.replace(/^Bearer /, '');
  };

  beforeAll(async () => {
    database = await openTestPglite();
    app = await buildApp({ env: { JWT_SECRET: 'sdk-test-secret-0123456789abcdef0123456789abcdef', NODE_ENV: 'test' }, database });
    const url = await app.listen({ port: 0, host: '127.0.0.1' });
    const token = await signup(url, 'owner@tea.example', 'Tea Shop');
    vapi = new VapiClient({ token, baseUrl: url, maxRetries: 0 });
    other = new VapiClient({ token: await signup(url, 'owner@bikes.example', 'Bike Shop'), baseUrl: url, maxRetries: 0 });
    const faq = await fetch(`${url}/api/v1/organizations/current/faqs`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ faq: { question: 'When are you open?', answer: 'We are open from 9 am to 5 pm, Monday to Friday.' } }),
    });
    expect(faq.status).toBe(201);
  }, 60_000);
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  /** The status and body of an SDK call that fails. */
  const failure = async (call: () => Promise<unknown>) => {
    const error = await call().then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(VapiError);
    return { status: (error as VapiError).statusCode, body: (error as VapiError).body };
  };

  it('lists, reads and updates the assistant', async () => {
    const [assistant] = await vapi.assistants.list();
    expect(assistant?.name).toBe('Tea Shop Assistant');
    expect((await vapi.assistants.get({ id: assistant!.id })).id).toBe(assistant!.id);
    expect((await vapi.assistants.update({ id: assistant!.id, name: 'Tea Helper' })).name).toBe('Tea Helper');
  });

  it('chats with the private key, from a server, and lists the chat and the session', async () => {
    const [assistant] = await vapi.assistants.list();
    const session = await vapi.sessions.create({ assistantId: assistant!.id });
    const chat = await vapi.chats.create({ input: 'What are your opening hours?', assistantId: assistant!.id, sessionId: session.id });
    const output = 'output' in chat ? chat.output : [];
    expect(JSON.stringify(output)).toMatch(/9 am to 5 pm/);
    const chats = await vapi.chats.list();
    expect(chats.results?.map((c) => c.id)).toContain(chat.id);
    expect((await vapi.sessions.list()).results?.map((s) => s.id)).toContain(session.id);
  });

  it('uploads, lists, renames and deletes a file', async () => {
    const file = await vapi.files.create({ file: new File(['We open 9 to 5.'], 'hours.txt', { type: 'text/plain' }) });
    expect((await vapi.files.list({} as never)).map((f) => f.id)).toContain(file.id);
    expect((await vapi.files.get({ id: file.id })).name).toBe('hours.txt');
    expect((await vapi.files.update({ id: file.id, name: 'opening-hours.txt' })).name).toBe('opening-hours.txt');
    await vapi.files.delete({ id: file.id });
    expect((await failure(() => vapi.files.get({ id: file.id }))).status).toBe(404);
  });

  it('keeps function tools as Parley’s webhook tools, walled off from other organizations', async () => {
    const created = await vapi.tools.create({
      type: 'function',
      function: { name: 'check_stock', description: 'Stock of a tea', parameters: { type: 'object', properties: { sku: { type: 'string' } } } },
      server: { url: 'https://tea.example/stock' },
    } as never);
    expect(created).toMatchObject({ type: 'function', function: { name: 'check_stock' }, server: { url: 'https://tea.example/stock' } });
    expect((await vapi.tools.list()).map((t) => t.id)).toEqual([created.id]);
    const updated = await vapi.tools.update({ id: created.id, body: { type: 'function', function: { name: 'check_tea_stock' } } } as never);
    expect(updated).toMatchObject({ function: { name: 'check_tea_stock', description: 'Stock of a tea' } });
    expect((await failure(() => other.tools.get({ id: created.id }))).status).toBe(404);
    expect((await failure(() => other.tools.delete({ id: created.id }))).status).toBe(404);
    const refused = await failure(() => vapi.tools.create({ type: 'function', function: { name: 'no url' } } as never));
    expect(refused.status).toBe(400);
    await vapi.tools.delete({ id: created.id });
    expect(await vapi.tools.list()).toEqual([]);
  });

  it('reads calls and analytics', async () => {
    expect(await vapi.calls.list()).toEqual([]);
    const [result] = await vapi.analytics.get({ queries: [{ table: 'call', name: 'calls', operations: [{ operation: 'count', column: 'id' }] }] } as never);
    expect(result?.name).toBe('calls');
  });

  it('answers 501 with the catalogue message, never 404, for what Parley does not have', async () => {
    const cases: [string, () => Promise<unknown>][] = [
      ['Call', () => vapi.calls.create({ assistantId: '1' })],
      ['Phone number', () => vapi.phoneNumbers.list()],
      ['Squad', () => vapi.squads.list()],
      ['Knowledge base v2', () => vapi.knowledgeBasesV2.knowledgeBaseV2ControllerFindAll()],
      ['Campaign', () => vapi.campaigns.campaignControllerFindAll()],
      ['Structured output', () => vapi.structuredOutputs.structuredOutputControllerFindAll()],
      ['Eval', () => vapi.eval.evalControllerGetPaginated()],
      ['Insight', () => vapi.insight.insightControllerFindAll()],
    ];
    for (const [resource, call] of cases) {
      expect(await failure(call), resource).toEqual({ status: 501, body: { error: 'not_implemented', message: `${resource} is not available on Parley yet` } });
    }
  });
});
