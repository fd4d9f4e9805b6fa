import { z } from 'zod';
import { AppError } from '../../errors';
import { createAssistantService } from './assistant-service';
import type { VoiceApiDeps } from './deps';
import { parseInput } from './input';
import type { OwnerRoutes } from './owner-scope';
import { toAssistant, voiceOfAgent } from './shapes';

const text = (max: number) => z.string().trim().min(1, 'must not be empty').max(max, `must be at most ${max} characters`);

/**
 * `PATCH /assistant/{id}`: the Vapi fields that map onto Parley's persona. Others (transcriber,
 * serverUrl, …) are accepted and ignored, as Parley has no place for them.
 */
const AssistantPatchSchema = z.looseObject({
  name: text(80).optional(),
  firstMessage: text(500).optional(),
  voice: z.looseObject({ provider: z.string().max(40).optional(), voiceId: text(60).optional() }).optional(),
  model: z
    .looseObject({
      messages: z
        .array(z.looseObject({ role: z.string(), content: z.string().max(10_000) }))
        .max(50)
        .optional(),
    })
    .optional(),
});
const IdParamsSchema = z.object({ id: z.string().min(1).max(100) });

export function registerAssistantRoutes(routes: OwnerRoutes, { db, voiceOf }: VoiceApiDeps) {
  const assistants = createAssistantService(db);

  // One agent per organization: the list has it, or nothing for an organization still being set up.
  routes.get('/assistant', async ({ caller: { organizationId } }) => {
    const agent = await assistants.agentOf(organizationId);
    return agent ? [toAssistant(agent, voiceOfAgent(agent, voiceOf))] : [];
  });

  routes.patch('/assistant/:id', { paid: true }, async ({ caller: { organizationId }, request }) => {
    const { id } = parseInput(IdParamsSchema, request.params);
    const input = parseInput(AssistantPatchSchema, request.body);
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
  });
}
