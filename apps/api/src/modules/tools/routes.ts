import { ToolInputSchema, type ResponderKind, type ToolListResponse, type ToolTestResult } from '@parley/api-client/schemas';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Authenticate } from '../../auth/authenticate';
import type { Db } from '../../db/database';
import { AppError } from '../../errors';
import { validate } from '../../http/validate';
import { IdParamsSchema } from '../knowledge/params';
import { createGuardedDispatcher, isBlockedAddress } from '../knowledge/scraper/network-guard';
import { createToolStore, toToolDto } from './tool-store';
import { callToolWebhook } from './webhook';
import { ToolTestRequestSchema } from '@parley/contract';
export { ToolTestRequestSchema };

const BodySchema = z.object({ tool: ToolInputSchema });

export interface ToolRouteDeps {
  db: Db;
  authenticate: Authenticate;
  /** Lets webhooks reach loopback and private addresses (development and tests only). */
  allowPrivateNetworks: boolean;
  /** Which responder answers visitors: tools are called only by a language model (`llm`). */
  responderKind?: ResponderKind;
}

/** The owner's tools: webhooks the agent may call, each with its own signing secret. */
export function registerToolRoutes(app: FastifyInstance, { db, authenticate, allowPrivateNetworks, responderKind = 'retrieval' }: ToolRouteDeps) {
  const store = createToolStore(db);
  const base = '/api/v1/organizations/current/tools';
  const dispatcher = createGuardedDispatcher({ allowPrivateNetworks });
  // Saving checks what it can without DNS (a name may not resolve from here yet); every call is
  // checked again at connect time by the guarded dispatcher.
  const publicOnly = async (url: string) => {
    if (allowPrivateNetworks) return;
    const host = new URL(url).hostname.replace(/^\[|\]$/g, '');
    const literal = /^[\d.]+$/.test(host) || host.includes(':');
    if (host === 'localhost' || host.endsWith('.localhost') || host.endsWith('.internal') || (literal && isBlockedAddress(host))) {
      throw AppError.invalid('url', 'The webhook URL must be a public address');
    }
  };

  app.get(base, async (request) => {
    const { organizationId } = await authenticate(request);
    const response: ToolListResponse = { data: (await store.list(organizationId)).map((row) => toToolDto(row)), meta: { responder: responderKind } };
    return response;
  });
  app.post(base, async (request, reply) => {
    const { organizationId } = await authenticate(request);
    const { tool } = validate(BodySchema, request.body);
    await publicOnly(tool.url);
    return reply.code(201).send({ data: toToolDto(await store.create(organizationId, tool), { revealSecret: true }) });
  });
  app.put(`${base}/:id`, async (request) => {
    const { organizationId } = await authenticate(request);
    const { id } = validate(IdParamsSchema, request.params);
    const { tool } = validate(BodySchema, request.body);
    await publicOnly(tool.url);
    return { data: toToolDto(await store.update(organizationId, id, tool)) };
  });
  app.post(`${base}/:id/secret`, async (request) => {
    const { organizationId } = await authenticate(request);
    const { id } = validate(IdParamsSchema, request.params);
    return { data: toToolDto(await store.rotateSecret(organizationId, id), { revealSecret: true }) };
  });
  /** Sends a signed test call, so the owner sees what the agent would get back. */
  app.post(`${base}/:id/test`, async (request): Promise<{ data: ToolTestResult }> => {
    const { organizationId } = await authenticate(request);
    const { id } = validate(IdParamsSchema, request.params);
    const input = validate(ToolTestRequestSchema, request.body);
    const tool = await store.find(organizationId, id);
    const outcome = await callToolWebhook(tool, { id: `test_${Date.now()}`, name: tool.name, arguments: input.arguments }, { id: 'test' }, dispatcher);
    return {
      data: {
        ok: outcome.ok,
        status: outcome.status,
        result: outcome.ok ? outcome.result : null,
        error: outcome.ok ? null : outcome.result,
        duration_ms: outcome.durationMs,
      },
    };
  });
  app.delete(`${base}/:id`, async (request, reply) => {
    const { organizationId } = await authenticate(request);
    await store.remove(organizationId, validate(IdParamsSchema, request.params).id);
    return reply.code(204).send();
  });
}
