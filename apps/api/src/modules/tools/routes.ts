import type { ResponderKind, ToolListResponse, ToolTestResult } from '@parley/contract';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database';
import { AppError } from '../../errors';
import { operationRoute } from '../../http/operation-route';
import { createGuardedDispatcher } from '../knowledge/crawler/network-guard';
import { privateUrlProblem } from '../webhooks/webhook-http';
import { createToolRepository, toToolDto } from './tool-repository';
import { callToolWebhook } from './webhook';
import { ToolTestRequestSchema } from '@parley/contract';
export { ToolTestRequestSchema };

export interface ToolRouteDeps {
  db: Db;
  /** Lets webhooks reach loopback and private addresses (development and tests only). */
  allowPrivateNetworks: boolean;
  /** Which responder answers visitors: tools are called only by a language model (`llm`). */
  responderKind?: ResponderKind;
}

/** The owner's tools: webhooks the agent may call, each with its own signing secret. */
export function registerToolRoutes(app: FastifyInstance, { db, allowPrivateNetworks, responderKind = 'retrieval' }: ToolRouteDeps) {
  const store = createToolRepository(db);
  const dispatcher = createGuardedDispatcher({ allowPrivateNetworks });
  // Saving checks what it can without DNS (a name may not resolve from here yet); every call is
  // checked again at connect time by the guarded dispatcher.
  const publicOnly = <T extends { url: string }>(tool: T) => {
    if (privateUrlProblem(tool.url, allowPrivateNetworks)) throw AppError.invalid('url', 'The webhook URL must be a public address');
    return tool;
  };

  operationRoute(app, 'listTools', async ({ caller }) => {
    const response: ToolListResponse = { data: (await store.list(caller.organizationId)).map((row) => toToolDto(row)), meta: { responder: responderKind } };
    return response;
  });
  operationRoute(app, 'createTool', async ({ caller, body: { tool }, reply }) =>
    reply.code(201).send({ data: toToolDto(await store.create(caller.organizationId, publicOnly(tool)), { revealSecret: true }) }),
  );
  operationRoute(app, 'updateTool', async ({ caller, params, body: { tool } }) => ({
    data: toToolDto(await store.update(caller.organizationId, params.id, publicOnly(tool))),
  }));
  operationRoute(app, 'rotateToolSecret', async ({ caller, params }) => ({
    data: toToolDto(await store.rotateSecret(caller.organizationId, params.id), { revealSecret: true }),
  }));
  /** Sends a signed test call, so the owner sees what the agent would get back. */
  operationRoute(app, 'testTool', async ({ caller, params, body }): Promise<{ data: ToolTestResult }> => {
    const tool = await store.find(caller.organizationId, params.id);
    const outcome = await callToolWebhook(tool, { id: `test_${Date.now()}`, name: tool.name, arguments: body.arguments }, { id: 'test' }, dispatcher);
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
  operationRoute(app, 'deleteTool', async ({ caller, params, reply }) => {
    await store.remove(caller.organizationId, params.id);
    return reply.code(204).send();
  });
}
