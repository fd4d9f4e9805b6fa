import { ErrorResponseSchema, NotImplementedResponseSchema } from '@parley/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import type { Database } from '../../db/database';
import { openTestPglite } from '../../test-databases';
import type { ApiOperation } from '@parley/contract';
import { ALL_OPERATIONS } from '@parley/contract';
import { signUpBusiness, widgetHeaders } from '../../test-app';

/**
 * The document describes responses the routes build by hand, so it could drift from what the
 * server really sends. Here every JSON GET the document lists (and the widget's calls) is made
 * against a real app holding real data, and the answer is parsed with the documented schema: a
 * field the document promises that is missing, renamed or of another type fails.
 */
describe('documented responses match what the server sends', () => {
  let database: Database;
  let app: Awaited<ReturnType<typeof buildApp>>;
  const website = 'conform.example.com';
  const origin = `https://${website}`;
  let owner: { authorization: string };
  let widget: { authorization: string; origin: string };
  /** Values for the `{name}` segments of paths, per path; a path left out here is not called. */
  const pathValues = new Map<string, Record<string, string>>();
  const queries = new Map<string, string>();

  beforeAll(async () => {
    database = await openTestPglite();
    app = await buildApp({ env: { JWT_SECRET: 'conform-secret-0123456789abcdef0123456789abcdef', NODE_ENV: 'test' }, database });
    const business = await signUpBusiness(app, 'conform', 'Conform Co', { website, email: 'conform@example.com' });
    owner = business.auth;
    widget = widgetHeaders(business);
    const organizationId = String(business.organizationId);
    const post = (url: string, payload: object) => app.inject({ method: 'POST', url, headers: owner, payload });
    expect(
      (await post('/api/v1/organizations/current/faqs', { faq: { question: 'Do you ship abroad?', answer: 'Yes, to forty countries.' } })).statusCode,
    ).toBe(201);
    expect(
      (
        await post('/api/v1/organizations/current/products', {
          product: { name: 'Trail Tent', description: 'A two-person tent for hikers.', price_cents: 19900, url: `${origin}/tent` },
        })
      ).statusCode,
    ).toBe(201);
    expect((await post('/api/v1/organizations/current/rules', { rule: { text: 'Always offer free returns.' } })).statusCode).toBe(201);

    // A visitor's conversation with a lead, and a session: the listings have rows to describe.
    const chat = await app.inject({
      method: 'POST',
      url: '/chat',
      headers: widget,
      payload: { input: 'Do you ship abroad?', metadata: { pageUrl: `${origin}/` } },
    });
    expect(chat.statusCode).toBe(200);
    const chatId = chat.json<{ id: string }>().id;
    expect(
      (await app.inject({ method: 'POST', url: `/chat/${chatId}/lead`, headers: widget, payload: { name: 'Dana', email: 'dana@example.com', consent: true } }))
        .statusCode,
    ).toBe(201);
    const session = await app.inject({ method: 'POST', url: '/session', headers: widget, payload: { assistantId: 'self' } });
    expect(session.statusCode).toBe(201);

    // A document, uploaded as the dashboard does (multipart): the owner's file and its Voice API twin.
    const boundary = 'conform-boundary';
    const upload = await app.inject({
      method: 'POST',
      url: '/api/v1/organizations/current/documents',
      headers: { ...owner, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="returns.txt"\r\nContent-Type: text/plain\r\n\r\nReturns are free within 30 days.\r\n--${boundary}--\r\n`,
    });
    expect(upload.statusCode).toBe(201);
    const documentId = String(upload.json<{ data: { id: number }[] }>().data[0]!.id);

    pathValues.set('/api/v1/organizations/current/documents/{id}', { id: documentId });
    pathValues.set('/file/{id}', { id: documentId });
    // A webhook tool, made in the dashboard: its Voice API twin is a function tool.
    const tool = await app.inject({
      method: 'POST',
      url: '/api/v1/organizations/current/tools',
      headers: owner,
      payload: { tool: { name: 'check_stock', description: 'Stock of a product', url: 'https://shop.example/stock' } },
    });
    expect(tool.statusCode).toBe(201);
    pathValues.set('/tool/{id}', { id: String(tool.json<{ data: { id: number | string } }>().data.id) });
    // A webhook and its (empty) delivery log.
    const webhook = await post('/api/v1/organizations/current/webhooks', { webhook: { url: 'https://hooks.example.com/parley', events: ['lead.created'] } });
    expect(webhook.statusCode).toBe(201);
    pathValues.set('/api/v1/organizations/current/webhooks/{id}/deliveries', { id: String(webhook.json<{ data: { id: number | string } }>().data.id) });
    // A test suite with a test and a run, through the Voice API; the run is the dashboard's too.
    const suiteId = String((await post('/test-suite', { name: 'Conform' })).json<{ id: string }>().id);
    const testId = String((await post(`/test-suite/${suiteId}/test`, { type: 'chat', script: 'When are you open?' })).json<{ id: string }>().id);
    const runId = String((await post(`/test-suite/${suiteId}/run`, {})).json<{ id: string }>().id);
    pathValues.set('/test-suite/{id}', { id: suiteId });
    for (const path of ['/test-suite/{testSuiteId}/test', '/test-suite/{testSuiteId}/run']) pathValues.set(path, { testSuiteId: suiteId });
    pathValues.set('/test-suite/{testSuiteId}/test/{id}', { testSuiteId: suiteId, id: testId });
    pathValues.set('/test-suite/{testSuiteId}/run/{id}', { testSuiteId: suiteId, id: runId });
    pathValues.set('/api/v1/organizations/current/agent-test-runs/{id}', { id: runId });
    pathValues.set('/knowledge-base/{id}', { id: business.subId });
    pathValues.set('/org/{id}/user', { id: business.subId });
    pathValues.set('/api/v1/organizations/{id}', { id: organizationId });
    pathValues.set('/api/v1/organizations/{id}/agent', { id: organizationId });
    pathValues.set('/api/v1/organizations/current/analytics/conversations/{id}', { id: chatId });
    pathValues.set('/chat/{id}', { id: chatId });
    pathValues.set('/session/{id}', { id: session.json<{ id: string }>().id });
    pathValues.set('/assistant/{id}', { id: 'self' });
    pathValues.set('/locales/{lng}/{file}', { lng: 'ar', file: 'common.json' });
    queries.set('/api/v1/organizations/{id}/agent', 'is_demo_mode=true');
    queries.set('/api/v1/widget/launcher', `apiKey=${encodeURIComponent(business.liveKey)}`);
    queries.set('/api/v1/widget/proactive', `apiKey=${encodeURIComponent(business.liveKey)}&page=%2F`);
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const url = (operation: ApiOperation): string | null => {
    const values = pathValues.get(operation.path) ?? {};
    let missing = false;
    const path = operation.path.replace(/\{([^}]+)\}/g, (_, name: string) => {
      // Voice API resources Parley does not implement answer 501 whatever the id.
      const value = values[name] ?? (operation.auth === 'voice' ? 'any-id' : undefined);
      if (value === undefined) missing = true;
      return encodeURIComponent(value ?? '');
    });
    if (missing) return null;
    const query = queries.get(operation.path);
    return query ? `${path}?${query}` : path;
  };
  const headersFor = (operation: ApiOperation) => (operation.auth === 'widget' ? widget : operation.auth === 'none' ? {} : owner);

  const jsonReads = ALL_OPERATIONS.filter(
    (operation) =>
      operation.method === 'GET' &&
      !operation.servedWhen &&
      !operation.websocket &&
      operation.responses[200]?.schema &&
      (operation.responses[200].contentType ?? 'application/json') === 'application/json',
  );
  /** Reads that need an id this test does not make: named here, so a new one is a decision, not a silent gap. */
  const NOT_CALLED = [
    '/invitations/{token}',
    '/api/v1/billings/checkout/{id}',
    '/api/v2/scraping_jobs/{id}/status',
    '/api/v2/scraping_jobs/{id}/pages',
    '/call/{id}',
  ];

  it('calls every documented JSON read but the few named, the owner’s, the public and the widget’s among them', () => {
    expect(jsonReads.filter((operation) => url(operation) === null).map((operation) => operation.path)).toEqual(NOT_CALLED);
    expect(jsonReads.map((operation) => operation.path)).toEqual(
      expect.arrayContaining([
        '/api/v1/organizations/current/analytics',
        '/api/v1/organizations/current/analytics/conversations/{id}',
        '/chat/{id}',
        '/assistant/{id}',
        '/session/{id}',
      ]),
    );
  });

  const called = jsonReads.filter((operation) => !NOT_CALLED.includes(operation.path));
  it.each(called.map((operation) => [`${operation.method} ${operation.path}`, operation] as const))('%s', async (_name, operation) => {
    const target = url(operation)!;
    const response = await app.inject({ method: 'GET', url: target, headers: headersFor(operation) });
    const body: unknown = response.json();
    if (response.statusCode === 501) {
      // Parley answers the Voice API resources it does not implement with 501 and this body, as documented.
      expect(operation.auth, target).toBe('voice');
      expect(NotImplementedResponseSchema.safeParse(body).success, response.body).toBe(true);
      return;
    }
    const documented = Object.keys(operation.responses).map(Number);
    expect(documented, `${target} answered ${response.statusCode}: ${response.body.slice(0, 200)}`).toContain(response.statusCode);
    const schema = operation.responses[response.statusCode]?.schema ?? (response.statusCode === 200 ? undefined : ErrorResponseSchema);
    const parsed = schema!.safeParse(body);
    expect(parsed.success ? [] : parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`), target).toEqual([]);
  });

  it('the widget’s answer, lead and session match their documented shapes', async () => {
    const find = (method: string, path: string) => ALL_OPERATIONS.find((operation) => operation.method === method && operation.path === path)!;
    const chat = await app.inject({ method: 'POST', url: '/chat', headers: widget, payload: { input: 'What tents do you sell?' } });
    expect(find('POST', '/chat').responses[200]!.schema!.safeParse(chat.json()).success).toBe(true);
    const lead = await app.inject({
      method: 'POST',
      url: `/chat/${chat.json<{ id: string }>().id}/lead`,
      headers: widget,
      payload: { email: 'sam@example.com', consent: true },
    });
    expect(lead.statusCode).toBe(201);
    expect(find('POST', '/chat/{id}/lead').responses[201]!.schema!.safeParse(lead.json()).success).toBe(true);
    const session = await app.inject({ method: 'POST', url: '/session', headers: widget, payload: { assistantId: 'self' } });
    expect(find('POST', '/session').responses[201]!.schema!.safeParse(session.json()).success).toBe(true);
  });
});
