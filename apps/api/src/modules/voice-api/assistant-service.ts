import type { Db } from '../../db/database';
import { AppError } from '../../errors';
import { createAgentRepository, type AgentRow, type PersonaUpdate } from '../agent/agent-repository';

/** Vapi's fields that map onto the persona: name, greeting (firstMessage), voice, role (the system prompt). */
export type AssistantChanges = Pick<PersonaUpdate, 'name' | 'greeting' | 'voice' | 'role'>;

/**
 * The organization's one agent as the Voice API's assistant, through the knowledge module's agent
 * store (the dashboard's): every record of the organization belongs to it.
 */
export function createAssistantService(db: Db) {
  const agents = createAgentRepository(db);
  /** Null for an organization still being set up (the store answers 404 "Agent not found"). */
  const agentOf = (organizationId: number): Promise<AgentRow | null> =>
    agents.find(organizationId).catch((error: unknown) => {
      if (error instanceof AppError && error.code === 'not_found') return null;
      throw error;
    });
  return {
    agentOf,

    /** The `assistantId` of every call, chat, session and log; empty while there is no agent. */
    async idOf(organizationId: number): Promise<string> {
      const agent = await agentOf(organizationId);
      return agent ? String(agent.id) : '';
    },

    /** The caller's agent when `id` names it (its id or `self`); 404 otherwise. */
    async find(organizationId: number, id: string): Promise<AgentRow> {
      const agent = await agentOf(organizationId);
      if (!agent || (id !== 'self' && id !== String(agent.id))) throw AppError.notFound('Assistant not found');
      return agent;
    },

    /** Saves the fields given; none given, the agent stays as it was (no write). */
    async update(agent: AgentRow, changes: AssistantChanges): Promise<AgentRow> {
      return Object.keys(changes).length ? agents.updatePersona(agent, changes, null) : agent;
    },
  };
}
export type AssistantService = ReturnType<typeof createAssistantService>;
