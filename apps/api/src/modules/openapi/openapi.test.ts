import { validate } from '@readme/openapi-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import type { Database } from '../../db/database';
import { openTestPglite } from '../../test-databases';
import { ALL_OPERATIONS } from '@parley/contract';
import { operationKey } from '@parley/contract';
import type { OpenApiDocument } from './document';

describe('OpenAPI document and reference page', () => {
  let database: Database;
  let app: Awaited<ReturnType<typeof buildApp>>;
  let document: OpenApiDocument;

  beforeAll(async () => {
    database = await openTestPglite();
    app = await buildApp({ env: { JWT_SECRET: 'test-secret-0123456789abcdef0123456789abcdef', NODE_ENV: 'test' }, database });
    const response = await app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    document = response.json();
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('is a valid OpenAPI 3.1 document', async () => {
    expect(document.openapi).toBe('3.1.0');
    // The parser mutates what it is given (dereferencing): hand it a copy.
    const result = await validate(structuredClone(document) as never);
    expect(result.valid ? [] : result.errors).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('documents every route Fastify registered, so a new route without documentation fails', () => {
    const documented = new Set(ALL_OPERATIONS.map((op) => operationKey(op.method, op.path)));
    const undocumented = app.apiRoutes.filter((route) => !documented.has(operationKey(route.method, route.url))).map((r) => `${r.method} ${r.url}`);
    expect(undocumented).toEqual([]);
    expect(app.apiRoutes.length).toBeGreaterThan(150);
  });

  it('has no operation twice and no operationId twice', () => {
    const keys = ALL_OPERATIONS.map((op) => operationKey(op.method, op.path));
    expect(keys.filter((key, i) => keys.indexOf(key) !== i)).toEqual([]);
    const ids = ALL_OPERATIONS.map((op) => op.operationId);
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
  });

  it('says truthfully what this server serves', () => {
    const operations = Object.entries(document.paths).flatMap(([path, methods]) => Object.entries(methods).map(([method, op]) => ({ method, path, op })));
    const notServed = operations.filter(({ op }) => op['x-parley-status'] === 'not-served').map(({ method, path }) => `${method.toUpperCase()} ${path}`);
    // Only the asset routes (served with the built apps), and the Voice API paths the voice module keeps for itself.
    const allowed = /^(GET \/(widget\.js|widget-proactive\.js|sitemap\.xml|robots\.txt)|[A-Z]+ \/call(\/\{id\})?|POST \/call\/web|GET \/call\/\{id\}\/media)$/;
    expect(notServed.filter((key) => !allowed.test(key))).toEqual([]);
    const stubbed = operations.filter(({ op }) => op['x-parley-status'] === 'not-implemented');
    expect(stubbed.length).toBeGreaterThan(80);
    for (const { op } of stubbed) expect(op.responses).toHaveProperty('501');
    expect(document.paths['/chat']?.post?.['x-parley-status']).toBe('implemented');
    expect(document.paths['/squad']?.get?.['x-parley-status']).toBe('not-implemented');
  });

  it('names shared schemas once under components and refers to them', () => {
    expect(Object.keys(document.components.schemas)).toEqual(expect.arrayContaining(['SignupRequest', 'UserResponse', 'ChatRequest', 'ErrorResponse']));
    const signup = document.paths['/signup']?.post as { requestBody: { content: Record<string, { schema: unknown }> } };
    expect(signup.requestBody.content['application/json']!.schema).toEqual({ $ref: '#/components/schemas/SignupRequest' });
    // Validation limits of the server schemas reach the document.
    expect(JSON.stringify(document.components.schemas.SignupRequest)).toContain('"minLength":8');
  });

  it('serves a self-contained, navigable reference page', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/docs' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['content-security-policy']).toContain("default-src 'none'");
    const html = response.body;
    // Nothing loaded from elsewhere.
    expect(html).not.toMatch(/<(script|link|img)[^>]+(src|href)="(https?:)?\/\//);
    expect(html).toContain('<nav aria-label="Operations">');
    expect(html).toContain('href="#op-signup"');
    expect(html).toContain('id="op-signup"');
    expect(html).toContain('id="tag-voice-api-squads"');
    expect(html).toContain('id="schema-signuprequest"');
    expect(html).toContain('501 on Parley');
    // Every documented operation has its anchor.
    for (const op of ALL_OPERATIONS) expect(html, op.operationId).toContain(`id="op-${op.operationId.toLowerCase().replace(/[^a-z0-9]+/g, '-')}"`);
  });
});
