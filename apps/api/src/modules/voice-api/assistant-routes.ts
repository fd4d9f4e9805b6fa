import { VoiceAssistantPatchSchema, VoiceListFilterSchema, VoiceTextIdParams } from '@parley/contract';
import { AppError } from '../../errors';
import { createAssistantService } from './assistant-service';
import type { VoiceApiDeps } from './deps';
import type { OwnerContractRoutes as OwnerRoutes } from '../../http/contract-route';
import { toAssistant, voiceOfAgent } from './shapes';

export function registerAssistantRoutes(routes: OwnerRoutes, { db, voiceOf }: VoiceApiDeps) {
  const assistants = createAssistantService(db);

  // One agent per organization: the list has it, or nothing for an organization still being set up.
  routes('GET /assistant', { query: VoiceListFilterSchema }, async ({ caller: { organizationId } }) => {
    const agent = await assistants.agentOf(organizationId);
    return agent ? [toAssistant(agent, voiceOfAgent(agent, voiceOf))] : [];
  });

  const patch = { params: VoiceTextIdParams, body: VoiceAssistantPatchSchema };
  routes(
    'PATCH /assistant/{id}',
    patch,
    async ({ caller: { organizationId }, params: { id }, body: input }) => {
      const agent = await assistants.find(organizationId, id);
      const systemPrompt = input.model?.messages?.find((message) => message.role === 'system')?.content.trim();
      // The system prompt becomes the agent's role, which is short on Parley (the rest of the prompt is built from knowledge).
      if (systemPrompt !== undefined && (systemPrompt.length === 0 || systemPrompt.length > 120)) {
        throw new AppError('bad_request', 'model.messages.0.content: the system prompt maps to the agent’s role: 1 to 120 characters');
      }
      const updated = await assistants.update(agent, {
        ...(input.name !== undefined ? { name: input.name } : {}),
        ...(input.firstMessage !== undefined ? { greeting: input.firstMessage } : {}),
        ...(input.voice?.voiceId !== undefined ? { voice: input.voice.voiceId } : {}),
        ...(systemPrompt !== undefined ? { role: systemPrompt } : {}),
      });
      return toAssistant(updated, voiceOfAgent(updated, voiceOf));
    },
    { paid: true },
  );
}
