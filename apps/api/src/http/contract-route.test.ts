import { ChatIdSchema, HostQuery, StringIdParams, VoiceFileIdParams, VoiceFileRenameSchema } from '@parley/contract';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Caller } from '../auth/authenticate';
import { AppError } from '../errors';
import { contractRoute, contractRouteOptions, ownerContractRoutes } from './contract-route';
import { registerErrorHandler } from './error-handler';

const owner: Caller = { userId: 7, organizationId: 42, jti: 'j', sessionId: 's', version: 0, issuedAt: 0, expiresAt: new Date(0), role: 'owner' };

describe('a route is the operation of the contract', () => {
  it('refuses at start-up a route the contract lacks, or a schema that is not the contract’s', () => {
    expect(() => contractRouteOptions('GET /no-such-thing', {})).toThrow('is not an operation of the contract');
    // `StringIdParams` has the same shape as the chat's id, but the document shows ChatIdSchema.
    expect(() => contractRouteOptions('GET /chat/{id}', { params: StringIdParams })).toThrow("the route's params schema is not the contract's");
    expect(contractRouteOptions('GET /chat/{id}', { params: ChatIdSchema, query: HostQuery }).url).toBe('/chat/:id');
  });
});

describe('routes registered from their operation', () => {
  const app = Fastify();
  const seen: unknown[] = [];
  beforeAll(async () => {
    registerErrorHandler(app, () => {});
    app.decorateRequest('caller', null);
    app.decorate('entitlement', {
      standing: () => Promise.reject(new Error('not used')),
      currentStanding: () => Promise.reject(new Error('not used')),
      requireLiveAgent: () => Promise.resolve(),
      requirePlan: () => Promise.reject(new AppError('payment_required', 'This needs an active plan')),
    });
    contractRoute(app, 'GET /chat/{id}', { params: ChatIdSchema, query: HostQuery }, ({ params, query }) => ({ id: params.id, host: query.host ?? null }));
    const routes = ownerContractRoutes(app, (request) =>
      request.headers.authorization === 'Bearer owner' ? Promise.resolve(owner) : Promise.reject(AppError.unauthorized()),
    );
    routes('PATCH /file/{id}', { params: VoiceFileIdParams, body: VoiceFileRenameSchema }, ({ caller, params, body }) => {
      seen.push({ organizationId: caller.organizationId, id: params.id, name: body.name });
      return Promise.resolve({ id: String(params.id) });
    });
    routes('PATCH /tool/{id}', {}, () => Promise.resolve({}), { paid: true });
    await app.ready();
  });
  afterAll(() => app.close());

  it('validates the widget runtime’s input with the contract’s schema: 422 naming the field', async () => {
    const chat = 'chat_0b5c2f43-3d2c-4b7e-9a51-6f1d2e8c9a10';
    const ok = await app.inject({ method: 'GET', url: `/chat/${chat}?host=https://shop.example` });
    expect(ok.json()).toEqual({ id: chat, host: 'https://shop.example' });
    const long = await app.inject({ method: 'GET', url: `/chat/${chat}?host=${'a'.repeat(301)}` });
    expect(long.statusCode).toBe(422);
    const notAChat = await app.inject({ method: 'GET', url: '/chat/chat_1' });
    expect(notAChat.json()).toEqual({ error: 'id: is not a chat id' });
  });

  it('checks the owner’s token before the input, then answers a bad input with Vapi’s 400 naming the field', async () => {
    const anonymous = await app.inject({ method: 'PATCH', url: '/file/x', payload: { name: '' } });
    expect(anonymous.statusCode).toBe(401);
    const bad = await app.inject({ method: 'PATCH', url: '/file/x', headers: { authorization: 'Bearer owner' }, payload: { name: '' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ error: 'id: is not a file id' });
    const twice = await app.inject({ method: 'PATCH', url: '/file/5', headers: { authorization: 'Bearer owner' }, payload: { name: 7, extra: 1 } });
    expect(twice.json()).toEqual({ error: 'name: Invalid input: expected string, received number' });
    const renamed = await app.inject({ method: 'PATCH', url: '/file/5', headers: { authorization: 'Bearer owner' }, payload: { name: ' notes.pdf ' } });
    expect(renamed.statusCode).toBe(200);
    expect(seen).toEqual([{ organizationId: 42, id: 5, name: 'notes.pdf' }]);
  });

  it('refuses a paid route without a plan after the token and before the input', async () => {
    const unpaid = await app.inject({ method: 'PATCH', url: '/tool/x', headers: { authorization: 'Bearer owner' }, payload: { type: 'nonsense' } });
    expect(unpaid.statusCode).toBe(402);
  });
});
