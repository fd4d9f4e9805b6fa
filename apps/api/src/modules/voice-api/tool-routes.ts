import { ToolInputSchema, VoiceFunctionToolSchema, VoiceToolIdParams, type VoiceTool } from '@parley/contract';
import type { z } from 'zod';
import { AppError } from '../../errors';
import { createToolRepository, type ToolRow } from '../tools/tool-repository';
import type { VoiceApiDeps } from './deps';
import type { OwnerContractRoutes as OwnerRoutes } from '../../http/contract-route';

type VoiceFunctionTool = z.output<typeof VoiceFunctionToolSchema>;

/** Parley's tool as Vapi shows a function tool: the webhook is the tool's server. */
export const toVoiceTool = (row: ToolRow): VoiceTool => ({
  id: String(row.id),
  orgId: String(row.organizationId),
  type: 'function',
  function: { name: row.name, description: row.description, parameters: row.parameters },
  server: { url: row.url },
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.createdAt.toISOString(),
});

/** Vapi's fields onto Parley's (the given ones over `current`), checked by the dashboard's own rules. */
function toolValues(input: VoiceFunctionTool, current?: ToolRow) {
  const result = ToolInputSchema.safeParse({
    name: input.function?.name ?? current?.name,
    // Vapi lets a function go without a description; the model needs one, so the name stands in.
    description: input.function?.description ?? current?.description ?? input.function?.name,
    url: input.server?.url ?? current?.url,
    parameters: input.function?.parameters ?? current?.parameters,
    enabled: current?.enabled,
  });
  if (!result.success) {
    const field = { name: 'function.name', description: 'function.description', url: 'server.url', parameters: 'function.parameters' }[
      String(result.error.issues[0]?.path[0])
    ];
    throw new AppError('bad_request', `${field ?? 'body'}: ${result.error.issues[0]?.message ?? 'is invalid'}`);
  }
  return result.data;
}

/**
 * `/tool`: the organization's webhook tools (the dashboard's Tools page), as Vapi function tools.
 * Vapi's other tool types (transfer, end call, …) are refused with a clear message.
 */
export function registerToolRoutes(routes: OwnerRoutes, { db }: VoiceApiDeps) {
  const store = createToolRepository(db);

  routes('GET /tool', {}, async ({ caller: { organizationId } }) => {
    return (await store.list(organizationId)).map(toVoiceTool);
  });
  routes(
    'POST /tool',
    { body: VoiceFunctionToolSchema },
    async ({ caller: { organizationId }, body: input, reply }) => {
      if (input.type === undefined) throw new AppError('bad_request', 'type: must be "function" (Parley’s tools call a webhook)');
      return reply.code(201).send(toVoiceTool(await store.create(organizationId, toolValues(input))));
    },
    { paid: true },
  );
  routes('GET /tool/{id}', { params: VoiceToolIdParams }, async ({ caller: { organizationId }, params: { id } }) => {
    return toVoiceTool(await store.find(organizationId, id));
  });
  routes(
    'PATCH /tool/{id}',
    { params: VoiceToolIdParams, body: VoiceFunctionToolSchema },
    async ({ caller: { organizationId }, params: { id }, body }) => {
      const current = await store.find(organizationId, id);
      return toVoiceTool(await store.update(organizationId, id, toolValues(body, current)));
    },
    { paid: true },
  );
  routes('DELETE /tool/{id}', { params: VoiceToolIdParams }, async ({ caller: { organizationId }, params: { id } }) => {
    const row = await store.find(organizationId, id);
    await store.remove(organizationId, id);
    return toVoiceTool(row);
  });
}
