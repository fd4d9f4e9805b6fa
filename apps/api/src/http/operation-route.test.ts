import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Caller } from '../auth/authenticate';
import { AppError } from '../errors';
import { registerErrorHandler } from './error-handler';
import { operationRoute, registerCallerHook } from './operation-route';

const claims: Caller = { userId: 7, organizationId: 42, jti: 'j', sessionId: 's', version: 0, issuedAt: 0, expiresAt: new Date(0), role: 'member' };

describe('routes registered from the contract', () => {
  const app = Fastify();
  const seen: unknown[] = [];
  let planActive = true;
  beforeAll(async () => {
    registerErrorHandler(app, () => {});
    // The subscription gate, as the hook sees it (its own tests: modules/billing/entitlement.test.ts).
    app.decorate('entitlement', {
      standing: () => Promise.reject(new Error('not used')),
      currentStanding: () => Promise.reject(new Error('not used')),
      requireLiveAgent: () => Promise.resolve(),
      requirePlan: () => (planActive ? Promise.resolve() : Promise.reject(new AppError('payment_required', 'This needs an active plan'))),
    });
    registerCallerHook(app, (request) => {
      if (request.headers.authorization === 'Bearer owner') return Promise.resolve({ ...claims, role: 'owner' as const });
      if (request.headers.authorization !== 'Bearer good') return Promise.reject(AppError.unauthorized());
      return Promise.resolve(claims);
    });
    operationRoute(app, 'updateFaq', ({ caller, params, body }) => {
      seen.push({ organizationId: caller.organizationId, id: params.id, question: body.faq.question });
      return { data: { id: params.id } };
    });
    operationRoute(app, 'health', ({ caller }) => ({ status: 'ok', caller }));
    operationRoute(app, 'deleteInvitation', ({ reply }) => reply.code(204).send());
    await app.ready();
  });
  afterAll(() => app.close());

  const put = (body: unknown, headers: Record<string, string> = { authorization: 'Bearer good' }, id = '5') =>
    app.inject({ method: 'PUT', url: `/api/v1/organizations/current/faqs/${id}`, headers, payload: body as object });

  it('takes method, path and schemas from the operation, and hands the handler parsed, typed input', async () => {
    const response = await put({ faq: { question: 'Do you deliver?', answer: 'Yes.' } });
    expect(response.statusCode).toBe(200);
    expect(seen.at(-1)).toEqual({ organizationId: 42, id: 5, question: 'Do you deliver?' });
  });

  it('refuses a session operation without a valid token before it looks at the input', async () => {
    const response = await put({ nonsense: true }, {});
    expect(response.statusCode).toBe(401);
  });

  it('answers 422 naming the first invalid field, for the body and for the path', async () => {
    const body = await put({ faq: { question: '', answer: 'Yes.' } });
    expect(body.statusCode).toBe(422);
    expect(body.json<{ error: string }>().error).toMatch(/^faq\.question: /);
    const path = await put({ faq: { question: 'Q?', answer: 'A.' } }, undefined, 'abc');
    expect(path.statusCode).toBe(422);
    expect(path.json<{ error: string }>().error).toMatch(/^id: /);
  });

  it('refuses an owner-only operation to a member with 403 naming the role, before it looks at the input', async () => {
    const member = await app.inject({ method: 'DELETE', url: '/api/v1/organizations/current/invitations/nonsense', headers: { authorization: 'Bearer good' } });
    expect(member.statusCode).toBe(403);
    expect(member.json<{ error: string }>().error).toMatch(/owner/);
    const owner = await app.inject({ method: 'DELETE', url: '/api/v1/organizations/current/invitations/3', headers: { authorization: 'Bearer owner' } });
    expect(owner.statusCode).toBe(204);
  });

  it('refuses an operation that needs a plan with 402 when the organization has none, before it looks at the input', async () => {
    planActive = false;
    try {
      const response = await put({ nonsense: true });
      expect(response.statusCode).toBe(402);
      expect(response.json<{ error: string }>().error).toBe('This needs an active plan');
    } finally {
      planActive = true;
    }
  });

  it('leaves public operations public', async () => {
    const response = await app.inject({ method: 'GET', url: '/healthz' });
    expect(response.json()).toEqual({ status: 'ok', caller: null });
  });
});
