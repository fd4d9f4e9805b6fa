import { VapiClient } from '@vapi-ai/server-sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import type { Database } from '../../db/database';
import { openTestPglite } from '../../test-databases';

/**
 * Vapi's server SDK drives the test-suite resources with the owner's token as its private key.
 * The SDK of today (2.x) has no typed `testSuites` client any more, so it goes through the SDK's
 * own authenticated passthrough (`vapi.fetch`), as a developer with an older integration would.
 */
describe('Vapi’s server SDK and the test suites', () => {
  let database: Database;
  let app: Awaited<ReturnType<typeof buildApp>>;
  let vapi: VapiClient;
  let other: VapiClient;
  let baseUrl: string;

  const signup = async (url: string, email: string) => {
    const response = await fetch(`${url}/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        user: { name: 'Owner', email, password: 'Passw0rd!x9' },
        organization: { name: 'Tea Shop', website_url: 'https://shop.example' },
      }),
    });
    return response.headers.get('authorization')!.replace(/^Bearer /, '');
  };

  beforeAll(async () => {
    database = await openTestPglite();
    app = await buildApp({ env: { JWT_SECRET: 'sdk-test-secret-0123456789abcdef0123456789abcdef', NODE_ENV: 'test' }, database });
    const url = await app.listen({ port: 0, host: '127.0.0.1' });
    baseUrl = url;
    const token = await signup(url, 'owner@tea.example');
    vapi = new VapiClient({ token, baseUrl: url, maxRetries: 0 });
    other = new VapiClient({ token: await signup(url, 'owner@bikes.example'), baseUrl: url, maxRetries: 0 });
    await fetch(`${url}/api/v1/organizations/current/faqs`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ faq: { question: 'When are you open?', answer: 'We are open from 9 am to 5 pm, Monday to Friday.' } }),
    });
  }, 60_000);
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const call = async (client: VapiClient, method: string, path: string, body?: object) => {
    const response = await client.fetch(path, { method, headers: { 'content-type': 'application/json' }, body: body && JSON.stringify(body) });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> & { id: string } };
  };

  it('creates a suite, adds a test and reads its run; another organization gets 404', async () => {
    const suite = await call(vapi, 'POST', '/test-suite', { name: 'Opening hours' });
    expect(suite).toMatchObject({ status: 201, body: { name: 'Opening hours' } });
    const test = await call(vapi, 'POST', `/test-suite/${suite.body.id}/test`, {
      type: 'chat',
      name: 'Hours',
      script: 'When are you open?',
      scorers: [{ type: 'ai', rubric: 'Gives the opening hours' }],
      mustContain: ['9 am'],
    });
    expect(test).toMatchObject({
      status: 201,
      body: {
        testSuiteId: suite.body.id,
        type: 'chat',
        script: 'When are you open?',
        scorers: [{ type: 'ai', rubric: 'Gives the opening hours' }],
        numAttempts: 1,
      },
    });
    const run = await call(vapi, 'POST', `/test-suite/${suite.body.id}/run`, {});
    expect(run.status).toBe(201);
    let read = run;
    for (let i = 0; i < 100 && read.body.status !== 'completed'; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      read = await call(vapi, 'GET', `/test-suite/${suite.body.id}/run/${run.body.id}`);
    }
    expect(read.body).toMatchObject({
      status: 'completed',
      testResults: [{ test: { id: test.body.id }, passed: true, attempts: [{ scorerResults: [{ result: 'pass' }] }] }],
    });
    expect((await call(vapi, 'GET', `/test-suite/${suite.body.id}/test`)).body).toEqual([expect.objectContaining({ id: test.body.id })]);

    expect((await call(other, 'GET', `/test-suite/${suite.body.id}`)).status).toBe(404);
    expect((await call(other, 'GET', `/test-suite/${suite.body.id}/run/${run.body.id}`)).status).toBe(404);
    expect((await call(other, 'POST', `/test-suite/${suite.body.id}/test`, { script: 'x' })).status).toBe(404);
    expect((await call(vapi, 'POST', `/test-suite/${suite.body.id}/test`, { type: 'chat' })).body).toEqual({ error: 'script: Write the visitor’s question' });
  });

  it('checks ids, list filters and bodies with the contract’s schemas: 400 naming the field', async () => {
    const suite = await call(vapi, 'POST', '/test-suite', {});
    expect(suite).toMatchObject({ status: 201, body: { name: 'Test suite' } });
    expect(await call(vapi, 'GET', '/test-suite/abc')).toEqual({ status: 400, body: { error: 'id: is not a test suite id' } });
    expect(await call(vapi, 'GET', `/test-suite/${suite.body.id}/run/x`)).toEqual({ status: 400, body: { error: 'id: is not a test id' } });
    expect((await call(vapi, 'GET', `${baseUrl}/test-suite/${suite.body.id}/test?limit=5000`)).body.error).toMatch(/^limit: /);
    expect((await call(vapi, 'PATCH', `/test-suite/${suite.body.id}`, { name: ' ' })).body.error).toMatch(/^name: /);
    expect(await call(vapi, 'POST', `/test-suite/${suite.body.id}/test`, { type: 'sms', script: 'Hi?' })).toEqual({
      status: 400,
      body: { error: 'type: type must be "chat" (Parley’s tests are chats)' },
    });
    expect((await call(vapi, 'POST', `/test-suite/${suite.body.id}/test`, { type: 'voice', script: 'Hi?' })).body).toEqual({
      error: 'type: Parley runs chat tests; use "chat"',
    });
  });
});
