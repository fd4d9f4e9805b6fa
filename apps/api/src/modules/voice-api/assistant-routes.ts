import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../db/database';
import { agents } from '../../db/schema';
import { AppError } from '../../errors';
import type { VoiceApiDeps } from './deps';
import { parseInput } from './input';
import { toAssistant } from './shapes';

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

/** The caller's agent when `id` names it (its id, `self`, or the organization's sub id); 404 otherwise. */
export async function findOwnAgent(db: Db, organizationId: number, id: string) {
  const [agent] = await db.select().from(agents).where(eq(agents.organizationId, organizationId));
  if (!agent || (id !== 'self' && id !== String(agent.id))) throw AppError.notFound('Assistant not found');
  return agent;
}

/** `GET /assistant/{id}` with an owner token; the runtime's handler calls this for non-widget bearers. */
export function createOwnerAssistantReader({ db, authenticate, voiceOf }: Pick<VoiceApiDeps, 'db' | 'authenticate' | 'voiceOf'>) {
  return async (request: FastifyRequest, id: string) => {
    const { organizationId } = await authenticate(request);
    const agent = await findOwnAgent(db, organizationId, id);
    return toAssistant(agent, voiceOf?.(agent) ?? { provider: 'parley', voiceId: agent.voice });
  };
}

export function registerAssistantRoutes(app: FastifyInstance, { db, authenticate, voiceOf }: VoiceApiDeps) {
  const voice = (agent: typeof agents.$inferSelect) => voiceOf?.(agent) ?? { provider: 'parley', voiceId: agent.voice };

  // One agent per organization: the list has it, or nothing for an organization still being set up.
  app.get('/assistant', async (request) => {
    const { organizationId } = await authenticate(request);
    const rows = await db.select().from(agents).where(eq(agents.organizationId, organizationId));
    return rows.map((agent) => toAssistant(agent, voice(agent)));
  });

  app.patch('/assistant/:id', async (request) => {
    const { organizationId } = await authenticate(request);
    // Changing the agent needs a plan, as in the dashboard (the subscription gate).
    await app.entitlement.requirePlan(organizationId);
    const { id } = parseInput(IdParamsSchema, request.params);
    const input = parseInput(AssistantPatchSchema, request.body);
    const agent = await findOwnAgent(db, organizationId, id);
    const systemPrompt = input.model?.messages?.find((message) => message.role === 'system')?.content.trim();
    // The system prompt becomes the agent's role, which is short on Parley (the rest of the prompt is built from knowledge).
    if (systemPrompt !== undefined && (systemPrompt.length === 0 || systemPrompt.length > 120)) {
      throw new AppError('bad_request', 'model.messages.0.content: the system prompt maps to the agent’s role: 1 to 120 characters');
    }
    const changes = {
      ...(input.name !== undefined ? { name: input.name } : {}),
      ...(input.firstMessage !== undefined ? { greeting: input.firstMessage } : {}),
      ...(input.voice?.voiceId !== undefined ? { voice: input.voice.voiceId } : {}),
      ...(systemPrompt !== undefined ? { role: systemPrompt } : {}),
    };
    const [updated] = Object.keys(changes).length ? await db.update(agents).set(changes).where(eq(agents.id, agent.id)).returning() : [agent];
    return toAssistant(updated!, voice(updated!));
  });
}
