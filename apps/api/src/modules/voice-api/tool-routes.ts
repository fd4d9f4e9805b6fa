import { ToolInputSchema, type VoiceTool } from '@parley/contract';
import { z } from 'zod';
import { AppError } from '../../errors';
import { createToolStore, type ToolRow } from '../tools/tool-store';
import type { VoiceApiDeps } from './deps';
import { parseInput } from './input';
import type { OwnerRoutes } from './owner-scope';

const ToolIdSchema = z.object({ id: z.coerce.number({ error: 'is not a tool id' }).int().positive().max(2_147_483_647) });

/** Vapi's function tool, as much of it as Parley's webhook tools hold. */
const VoiceFunctionToolSchema = z.looseObject({
  type: z.literal('function', { error: 'Parley’s tools are function tools: type must be "function"' }).optional(),
  function: z
    .looseObject({
      name: z.string().optional(),
      description: z.string().optional(),
      parameters: z.record(z.string(), z.unknown()).optional(),
    })
    .optional(),
  server: z.looseObject({ url: z.string().optional() }).optional(),
});
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
  const store = createToolStore(db);

  routes.get('/tool', async ({ caller: { organizationId } }) => {
    return (await store.list(organizationId)).map(toVoiceTool);
  });
  routes.post('/tool', { paid: true }, async ({ caller: { organizationId }, request, reply }) => {
    const input = parseInput(VoiceFunctionToolSchema, request.body);
    if (input.type === undefined) throw new AppError('bad_request', 'type: must be "function" (Parley’s tools call a webhook)');
    return reply.code(201).send(toVoiceTool(await store.create(organizationId, toolValues(input))));
  });
  routes.get('/tool/:id', async ({ caller: { organizationId }, request }) => {
    return toVoiceTool(await store.find(organizationId, parseInput(ToolIdSchema, request.params).id));
  });
  routes.patch('/tool/:id', { paid: true }, async ({ caller: { organizationId }, request }) => {
    const { id } = parseInput(ToolIdSchema, request.params);
    const current = await store.find(organizationId, id);
    return toVoiceTool(await store.update(organizationId, id, toolValues(parseInput(VoiceFunctionToolSchema, request.body), current)));
  });
  routes.delete('/tool/:id', async ({ caller: { organizationId }, request }) => {
    const { id } = parseInput(ToolIdSchema, request.params);
    const row = await store.find(organizationId, id);
    await store.remove(organizationId, id);
    return toVoiceTool(row);
  });
}
